/* Generators for a point against a convex hull of points; see gen_closest_point_hull.h. */
#include "gen_closest_point_hull.h"

#include <math.h>
#include <string.h>

#include "isect/config.h"

#if ISECT_USE_DOUBLE
#define SCALE_RANGE 900
#define OFFSET_BITS 40
#define MIXED_BITS 30
#define SHRINK_BITS 1000
#define FAR_BITS 24
#else
#define SCALE_RANGE 90
#define OFFSET_BITS 8
#define MIXED_BITS 12
#define SHRINK_BITS 120
#define FAR_BITS 10
#endif

#define NMAX GEN_HULL_MAX
#define PLANES 96

/* A dyadic number in [lo, hi] on a grid of 2^-j, j in 0..3. */
static double dyadic(gen_rng *rng, double lo, double hi) {
    int j = (int)gen_int(rng, 0, 3);
    double s = ldexp(1, j);
    int64_t a = (int64_t)ceil(lo * s), b = (int64_t)floor(hi * s);
    if (b < a)
        return lo;
    return (double)gen_int(rng, a, b) / s;
}

static void sub3(const double *a, const double *b, double *out) {
    for (int c = 0; c < 3; c++)
        out[c] = a[c] - b[c];
}

static void store(isect_real *dst, const double *src) {
    for (int c = 0; c < 3; c++)
        dst[c] = (isect_real)src[c];
}

/* ---- The frame: (x, y, z) -> O + x W + y U + z V, orthogonal integer axes of length m -- */
typedef struct frame {
    double O[3], A[3][3]; /* A[k]: the image of the k-th local axis */
} frame;

static void make_frame(gen_rng *rng, frame *f) {
    memset(f, 0, sizeof *f);
    for (int i = 0; i < 3; i++)
        f->O[i] = (double)gen_int(rng, -50, 50);
    int b = (int)gen_int(rng, 0, 3);
    gen_basis3(rng, b, f->A);
}

static void map(const frame *f, const double *x, double *out) {
    for (int i = 0; i < 3; i++)
        out[i] = f->O[i] + x[0] * f->A[0][i] + x[1] * f->A[1][i] + x[2] * f->A[2][i];
}

/* ---- The local point set and its supporting planes ------------------------------------- */
typedef struct work {
    int n;
    double v[NMAX][3];
    int planes;
    double normal[PLANES][3], offset[PLANES]; /* n . x <= offset on the whole set */
} work;

static void add_point(work *w, double x, double y, double z) {
    if (w->n >= NMAX)
        return;
    w->v[w->n][0] = x, w->v[w->n][1] = y, w->v[w->n][2] = z;
    w->n++;
}

/* Adds the plane through a with normal nrm if every point lies on its closed inner side
 * (or, turned round, on the other); skips one already listed. */
static void try_plane(work *w, const double *a, const double *nrm) {
    if (nrm[0] == 0 && nrm[1] == 0 && nrm[2] == 0)
        return;
    int pos = 0, neg = 0;
    for (int i = 0; i < w->n; i++) {
        double d[3];
        sub3(w->v[i], a, d);
        double s = gen_dot3(d, nrm);
        pos += s > 0, neg += s < 0;
    }
    for (int sign = -1; sign <= 1; sign += 2) {
        if ((sign > 0 && pos > 0) || (sign < 0 && neg > 0))
            continue;
        double m[3] = {sign * nrm[0], sign * nrm[1], sign * nrm[2]}, c[3];
        double off = gen_dot3(m, a);
        bool seen = false;
        for (int k = 0; k < w->planes && !seen; k++) {
            gen_cross3(m, w->normal[k], c);
            seen = c[0] == 0 && c[1] == 0 && c[2] == 0 && gen_dot3(m, w->normal[k]) > 0 &&
                   gen_dot3(m, w->normal[k]) * w->offset[k] == gen_dot3(m, m) * off;
        }
        if (!seen && w->planes < PLANES) {
            memcpy(w->normal[w->planes], m, sizeof m);
            w->offset[w->planes++] = off;
        }
    }
}

/* The supporting planes through three points of the set (its faces), and for flat sets
 * the planes standing on their edges (normal in the set's plane) or, for a line or a
 * point, planes of the coordinate and perpendicular directions. */
static void find_planes(work *w) {
    w->planes = 0;
    bool flat = true;
    double face[3] = {0, 0, 0};
    for (int i = 0; i < w->n; i++)
        for (int j = i + 1; j < w->n; j++)
            for (int k = j + 1; k < w->n; k++) {
                double e1[3], e2[3], nrm[3];
                sub3(w->v[j], w->v[i], e1);
                sub3(w->v[k], w->v[i], e2);
                gen_cross3(e1, e2, nrm);
                if (nrm[0] == 0 && nrm[1] == 0 && nrm[2] == 0)
                    continue;
                memcpy(face, nrm, sizeof face);
                for (int l = 0; l < w->n && flat; l++) {
                    double d[3];
                    sub3(w->v[l], w->v[i], d);
                    flat = gen_dot3(d, nrm) == 0;
                }
                try_plane(w, w->v[i], nrm);
            }
    if (face[0] == 0 && face[1] == 0 && face[2] == 0) {
        /* collinear or a point: the direction d of the line (if any) and two normals */
        double d[3] = {0, 0, 0};
        for (int i = 1; i < w->n && d[0] == 0 && d[1] == 0 && d[2] == 0; i++)
            sub3(w->v[i], w->v[0], d);
        if (d[0] == 0 && d[1] == 0 && d[2] == 0)
            d[0] = 1;
        double ax[3] = {0, 0, 0}, u[3], t[3];
        ax[fabs(d[0]) <= fabs(d[1]) ? (fabs(d[0]) <= fabs(d[2]) ? 0 : 2)
                                    : (fabs(d[1]) <= fabs(d[2]) ? 1 : 2)] = 1;
        gen_cross3(d, ax, u);
        gen_cross3(d, u, t);
        for (int i = 0; i < w->n; i++) {
            try_plane(w, w->v[i], d);
            try_plane(w, w->v[i], u);
            try_plane(w, w->v[i], t);
        }
        return;
    }
    if (!flat)
        return;
    for (int i = 0; i < w->n; i++)
        for (int j = i + 1; j < w->n; j++) {
            double e[3], m[3];
            sub3(w->v[j], w->v[i], e);
            gen_cross3(face, e, m);
            try_plane(w, w->v[i], m);
        }
}

static bool on_plane(const work *w, int k, const double *x) {
    return gen_dot3(w->normal[k], x) == w->offset[k];
}

/* Random non-negative integer weights, at least one positive, summing to 2^j: x = their
 * combination of the count points idx[..] / 2^j. */
static void combine(gen_rng *rng, const work *w, const int *idx, int count, double *x) {
    int j = (int)gen_int(rng, 0, 4);
    int64_t total = (int64_t)1 << j, left = total;
    double wt[NMAX];
    for (int i = 0; i < count; i++) {
        int64_t c = i == count - 1 ? left : gen_int(rng, gen_coin(rng) && left > 0 ? 1 : 0, left);
        wt[i] = (double)c;
        left -= c;
    }
    for (int c = 0; c < 3; c++) {
        x[c] = 0;
        for (int i = 0; i < count; i++)
            x[c] += wt[i] * w->v[idx[i]][c];
        x[c] /= (double)total;
    }
}

/* p for the local set: see the header. */
static void place_point(gen_rng *rng, work *w, double *p, const char **family) {
    find_planes(w);
    int what = (int)gen_int(rng, 0, 9);
    if (what == 0 || w->planes == 0) { /* inside: a convex combination of some vertices */
        int idx[NMAX], count = (int)gen_int(rng, 1, w->n);
        for (int i = 0; i < count; i++)
            idx[i] = (int)gen_int(rng, 0, w->n - 1);
        combine(rng, w, idx, count, p);
        *family = "in the hull (a combination of vertices)";
        return;
    }
    if (what == 1) { /* a random dyadic point near the set */
        double lo[3], hi[3];
        for (int c = 0; c < 3; c++) {
            lo[c] = hi[c] = w->v[0][c];
            for (int i = 1; i < w->n; i++)
                lo[c] = fmin(lo[c], w->v[i][c]), hi[c] = fmax(hi[c], w->v[i][c]);
            p[c] = dyadic(rng, lo[c] - 2, hi[c] + 2);
        }
        *family = "a dyadic point near";
        return;
    }
    /* x on a face: the face's vertices, then a vertex, a segment, a combination, the centre */
    int f = (int)gen_int(rng, 0, w->planes - 1);
    int F[NMAX], nf = 0;
    for (int i = 0; i < w->n; i++)
        if (on_plane(w, f, w->v[i]))
            F[nf++] = i;
    double x[3];
    int kind = (int)gen_int(rng, 0, 3);
    if (kind == 0 || nf == 1) {
        int one = F[gen_int(rng, 0, nf - 1)];
        memcpy(x, w->v[one], sizeof x);
        *family = "from a vertex";
    } else if (kind == 1 || nf == 2) {
        int two[2] = {F[gen_int(rng, 0, nf - 1)], F[gen_int(rng, 0, nf - 1)]};
        combine(rng, w, two, 2, x);
        *family = "from a segment of a face (an edge or a diagonal)";
    } else if (kind == 2) {
        int some[NMAX], count = (int)gen_int(rng, 3, nf);
        for (int i = 0; i < count; i++)
            some[i] = F[gen_int(rng, 0, nf - 1)];
        combine(rng, w, some, count, x);
        *family = "from a point of a face";
    } else {
        int m = nf >= 8 ? 8 : nf >= 4 ? 4 : 2; /* equal weights when they are dyadic */
        for (int c = 0; c < 3; c++) {
            x[c] = 0;
            for (int i = 0; i < m; i++)
                x[c] += w->v[F[i]][c];
            x[c] /= m;
        }
        *family = "from a face centre (of some of its vertices)";
    }
    memcpy(p, x, sizeof x);
    /* the normal cone: the planes through x, each with a dyadic weight >= 0 */
    int style = (int)gen_int(rng, 0, 5);
    if (style == 0) {
        *family = "on the boundary";
        return;
    }
    for (int k = 0; k < w->planes; k++) {
        if (!on_plane(w, k, x))
            continue;
        double c;
        if (style == 1) /* above the chosen face only */
            c = k == f ? dyadic(rng, 0.125, 4) : 0;
        else if (style == 2) /* far above the chosen face */
            c = k == f ? ldexp((double)gen_int(rng, 1, 7), (int)gen_int(rng, 4, FAR_BITS)) : 0;
        else /* a mix, some weights 0: the regions' boundaries */
            c = gen_coin(rng) ? 0 : dyadic(rng, 0, 2);
        for (int d = 0; d < 3; d++)
            p[d] += c * w->normal[k][d];
    }
}

/* ---- Vertex sets -------------------------------------------------------------------- */

static void box_set(gen_rng *rng, work *w, bool cube) {
    double e[3];
    for (int c = 0; c < 3; c++)
        e[c] = cube ? 2 : (double)gen_int(rng, 1, 4);
    if (cube)
        e[1] = e[2] = e[0];
    for (int i = 0; i < 8; i++)
        add_point(w, (i & 1) ? e[0] : 0, (i & 2) ? e[1] : 0, (i & 4) ? e[2] : 0);
}

static void octahedron(gen_rng *rng, work *w) {
    double r = (double)gen_int(rng, 1, 3);
    for (int c = 0; c < 3; c++)
        for (int s = -1; s <= 1; s += 2) {
            double x[3] = {0, 0, 0};
            x[c] = s * r;
            add_point(w, x[0], x[1], x[2]);
        }
}

static void prism(gen_rng *rng, work *w, bool hexagonal) {
    double h = (double)gen_int(rng, 1, 4);
    static const double hex[6][2] = {{2, 0}, {1, 2}, {-1, 2}, {-2, 0}, {-1, -2}, {1, -2}};
    double a = (double)gen_int(rng, 1, 4), b = (double)gen_int(rng, 1, 4);
    double tri[3][2] = {{0, 0}, {a, 0}, {0, b}};
    for (int z = 0; z < 2; z++)
        for (int i = 0; i < (hexagonal ? 6 : 3); i++)
            add_point(w, hexagonal ? hex[i][0] : tri[i][0], hexagonal ? hex[i][1] : tri[i][1],
                      z * h);
}

static void pyramid(gen_rng *rng, work *w) {
    double s = (double)gen_int(rng, 1, 3), h = (double)gen_int(rng, 1, 4);
    add_point(w, -s, -s, 0);
    add_point(w, s, -s, 0);
    add_point(w, s, s, 0);
    add_point(w, -s, s, 0);
    add_point(w, (double)gen_int(rng, -1, 1), (double)gen_int(rng, -1, 1), h);
}

static void cuboctahedron(work *w) {
    for (int c = 0; c < 3; c++)
        for (int s = 0; s < 4; s++) {
            double x[3];
            x[c] = 0;
            x[(c + 1) % 3] = (s & 1) ? 1 : -1;
            x[(c + 2) % 3] = (s & 2) ? 1 : -1;
            add_point(w, x[0], x[1], x[2]);
        }
}

static void cloud(gen_rng *rng, work *w, int n, int range, bool flat) {
    for (int i = 0; i < n; i++)
        add_point(w, (double)gen_int(rng, -range, range), (double)gen_int(rng, -range, range),
                  flat ? 0 : (double)gen_int(rng, -range, range));
}

static void collinear_set(gen_rng *rng, work *w) {
    double d[3], a[3];
    for (int c = 0; c < 3; c++) {
        d[c] = (double)gen_int(rng, -2, 2);
        a[c] = (double)gen_int(rng, -3, 3);
    }
    if (d[0] == 0 && d[1] == 0 && d[2] == 0)
        d[0] = 1;
    int n = (int)gen_int(rng, 2, 6);
    for (int i = 0; i < n; i++) {
        double t = (double)gen_int(rng, -3, 3);
        add_point(w, a[0] + t * d[0], a[1] + t * d[1], a[2] + t * d[2]);
    }
}

/* Extra points: on an edge or a face (dyadic combinations), inside, or repeated. */
static void extras(gen_rng *rng, work *w) {
    int count = (int)gen_int(rng, 0, 4), base = w->n;
    for (int e = 0; e < count && w->n < NMAX; e++) {
        int idx[NMAX], k = (int)gen_int(rng, 1, base < 4 ? base : 4);
        for (int i = 0; i < k; i++)
            idx[i] = (int)gen_int(rng, 0, base - 1);
        double x[3];
        combine(rng, w, idx, k, x);
        add_point(w, x[0], x[1], x[2]);
    }
}

static void shuffle(gen_rng *rng, work *w) {
    for (int i = w->n - 1; i > 0; i--) {
        int j = (int)gen_int(rng, 0, i);
        double t[3];
        memcpy(t, w->v[i], sizeof t);
        memcpy(w->v[i], w->v[j], sizeof t);
        memcpy(w->v[j], t, sizeof t);
    }
}

static const char *vertex_set(gen_rng *rng, work *w) {
    w->n = 0;
    switch (gen_int(rng, 0, 19)) {
    case 0:
    case 1: box_set(rng, w, true); return "cube";
    case 2:
    case 3: box_set(rng, w, false); return "box";
    case 4: octahedron(rng, w); return "octahedron";
    case 5: prism(rng, w, false); return "triangular prism";
    case 6: prism(rng, w, true); return "hexagonal prism";
    case 7: pyramid(rng, w); return "square pyramid";
    case 8: cuboctahedron(w); return "cuboctahedron";
    case 9:
    case 10: cloud(rng, w, 4, 3, false); return "integer tetrahedron (or flat)";
    case 11:
    case 12:
    case 13: cloud(rng, w, (int)gen_int(rng, 5, 12), 2, false); return "integer cloud";
    case 14:
    case 15: cloud(rng, w, (int)gen_int(rng, 3, 9), 3, true); return "coplanar integer points";
    case 16: collinear_set(rng, w); return "collinear points";
    case 17: cloud(rng, w, 1, 3, false); return "one vertex";
    case 18: cloud(rng, w, 2, 3, false); return "two vertices";
    default: cloud(rng, w, 3, 3, false); return "three vertices";
    }
}

/* ---- After-steps -------------------------------------------------------------------- */

static void perturb(gen_rng *rng, gen_phull_case *out) {
    isect_real *v[GEN_MAX_LENGTHS];
    int n = gen_phull_lengths(out, v);
    int after = (int)gen_int(rng, 0, 7);
    if (after == 1) { /* nudge one coordinate by 1-2 ulps */
        isect_real *c = v[gen_int(rng, 0, n - 1)];
        *c = gen_ulps(*c, (int)gen_int(rng, 1, 2) * (gen_coin(rng) ? 1 : -1));
    } else if (after == 2) { /* far from the origin: c 2^m added to everything */
        int m = (int)gen_int(rng, 0, OFFSET_BITS);
        double off[3];
        for (int c = 0; c < 3; c++)
            off[c] = ldexp((double)gen_int(rng, -3, 3), m);
        for (int c = 0; c < 3; c++) {
            out->p[c] = (isect_real)(out->p[c] + off[c]);
            for (int i = 0; i < out->n; i++)
                out->v[i][c] = (isect_real)(out->v[i][c] + off[c]);
        }
    } else if (after == 3) { /* a power-of-two scale of everything: huge and tiny */
        int s = (int)gen_int(rng, -SCALE_RANGE, SCALE_RANGE);
        for (int i = 0; i < n; i++)
            *v[i] = (isect_real)ldexp(*v[i], s);
    } else if (after == 4) { /* mixed magnitudes: p 2^s times as far from a vertex */
        int s = (int)gen_int(rng, -MIXED_BITS, MIXED_BITS);
        const isect_real *anchor = out->v[gen_int(rng, 0, out->n - 1)];
        for (int c = 0; c < 3; c++)
            out->p[c] = (isect_real)(anchor[c] + ldexp((double)out->p[c] - anchor[c], s));
        out->family = "mixed magnitudes";
    } else if (after == 5 && gen_coin(rng)) { /* a tiny hull: shrunk about a vertex */
        int e = (int)gen_int(rng, 1, SHRINK_BITS);
        isect_real a[3];
        memcpy(a, out->v[gen_int(rng, 0, out->n - 1)], sizeof a);
        for (int i = 0; i < out->n; i++)
            for (int c = 0; c < 3; c++)
                out->v[i][c] = (isect_real)(a[c] + ldexp((double)out->v[i][c] - a[c], -e));
        out->family = "a tiny hull (shrunk about a vertex), p where it was";
    }
}

/* Uniform vertices, p within rounding of a face, an edge or a vertex region, from
 * supporting planes found in double (possibly wrongly for nearly flat sets: the oracle
 * decides). */
static void rounded(gen_rng *rng, gen_phull_case *out) {
    gen_phull_uniform(rng, out);
    work w;
    memset(&w, 0, sizeof w);
    for (int i = 0; i < out->n; i++)
        for (int c = 0; c < 3; c++)
            w.v[i][c] = (double)out->v[i][c];
    w.n = out->n;
    find_planes(&w);
    if (w.planes == 0)
        return;
    int f = (int)gen_int(rng, 0, w.planes - 1);
    int F[NMAX], nf = 0;
    for (int i = 0; i < w.n; i++) { /* the vertices nearest the plane: three at least */
        double s = fabs(gen_dot3(w.normal[f], w.v[i]) - w.offset[f]);
        if (s <= 1e-9 * sqrt(gen_dot3(w.normal[f], w.normal[f])) * 20)
            F[nf++] = i;
    }
    if (nf == 0)
        return;
    double x[3], t = gen_unit(rng), s = gen_unit(rng) * (1 - t);
    int a = F[gen_int(rng, 0, nf - 1)], b = F[gen_int(rng, 0, nf - 1)],
        c = F[gen_int(rng, 0, nf - 1)];
    int what = (int)gen_int(rng, 0, 2);
    for (int d = 0; d < 3; d++) {
        if (what == 0)
            x[d] = w.v[a][d];
        else if (what == 1)
            x[d] = w.v[a][d] + t * (w.v[b][d] - w.v[a][d]);
        else
            x[d] = (1 - t - s) * w.v[a][d] + t * w.v[b][d] + s * w.v[c][d];
    }
    double h = gen_coin(rng) ? 0 : gen_range(rng, 0, 3) / sqrt(gen_dot3(w.normal[f], w.normal[f]));
    for (int d = 0; d < 3; d++)
        x[d] += h * w.normal[f][d];
    store(out->p, x);
    out->family = what == 0   ? "rounded from a vertex's region"
                  : what == 1 ? "rounded from a segment's region"
                              : "rounded from a face's region";
    out->shape = "general position";
}

/* ---- Public ------------------------------------------------------------------------- */

void gen_phull_uniform(gen_rng *rng, gen_phull_case *out) {
    memset(out, 0, sizeof *out);
    double c[3], h[3];
    for (int k = 0; k < 3; k++) {
        c[k] = gen_range(rng, -5, 5);
        h[k] = gen_range(rng, 1, 8);
    }
    out->n = (int)gen_int(rng, 4, 12);
    for (int i = 0; i < out->n; i++)
        for (int k = 0; k < 3; k++)
            out->v[i][k] = (isect_real)gen_range(rng, c[k] - h[k], c[k] + h[k]);
    for (int k = 0; k < 3; k++)
        out->p[k] = (isect_real)gen_range(rng, c[k] - 1.3 * h[k], c[k] + 1.3 * h[k]);
    out->family = "uniform";
    out->shape = "uniform vertices";
}

void gen_phull_adversarial(gen_rng *rng, gen_phull_case *out) {
    memset(out, 0, sizeof *out);
    if (gen_int(rng, 0, 5) == 0) {
        rounded(rng, out);
    } else {
        work w;
        memset(&w, 0, sizeof w);
        out->shape = vertex_set(rng, &w);
        if (w.n >= 4 && gen_int(rng, 0, 2) == 0)
            extras(rng, &w);
        shuffle(rng, &w);
        double p[3];
        place_point(rng, &w, p, &out->family);
        frame f;
        make_frame(rng, &f);
        double x[3];
        map(&f, p, x);
        store(out->p, x);
        out->n = w.n;
        for (int i = 0; i < w.n; i++) {
            map(&f, w.v[i], x);
            store(out->v[i], x);
        }
    }
    perturb(rng, out);
    out->planes = gen_int(rng, 0, 7) == 0;
}

void gen_phull_invalid(gen_rng *rng, gen_phull_case *out) {
    gen_phull_uniform(rng, out);
    out->family = "invalid";
    const isect_real bad[3] = {(isect_real)NAN, (isect_real)INFINITY, -(isect_real)INFINITY};
    switch (gen_int(rng, 0, 5)) {
    case 0: out->null_hull = 1, out->shape = "NULL hull"; break;
    case 1: out->null_v = 1, out->shape = "NULL vertex array"; break;
    case 2:
        out->n = 0;
        out->null_v = gen_coin(rng);
        out->shape = out->null_v ? "no vertices, NULL array" : "no vertices";
        break;
    case 3:
        out->p[gen_int(rng, 0, 2)] = bad[gen_int(rng, 0, 2)];
        out->shape = "a bad point coordinate";
        break;
    default:
        out->v[gen_int(rng, 0, out->n - 1)][gen_int(rng, 0, 2)] = bad[gen_int(rng, 0, 2)];
        out->shape = "a bad vertex coordinate";
        break;
    }
    out->planes = gen_int(rng, 0, 3) == 0;
}

int gen_phull_lengths(gen_phull_case *x, isect_real **v) {
    int n = 0;
    for (int c = 0; c < 3; c++)
        v[n++] = &x->p[c];
    for (int i = 0; i < x->n && i < GEN_HULL_MAX; i++)
        for (int c = 0; c < 3; c++)
            v[n++] = &x->v[i][c];
    return n;
}
