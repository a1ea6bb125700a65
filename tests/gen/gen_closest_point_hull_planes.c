/* Generators for a point against a convex set given by planes; see
 * gen_closest_point_hull_planes.h. */
#include "gen_closest_point_hull_planes.h"

#include <math.h>
#include <stdbool.h>
#include <string.h>

#include "isect/config.h"

#if ISECT_USE_DOUBLE
#define SCALE_RANGE 900
#define NORMAL_RANGE 400
#define OFFSET_BITS 40
#define MIXED_BITS 30
#define FAR_BITS 24
#else
#define SCALE_RANGE 90
#define NORMAL_RANGE 40
#define OFFSET_BITS 8
#define MIXED_BITS 12
#define FAR_BITS 10
#endif

#define NMAX GEN_HPLANES_MAX
#define VMAX 96

/* A dyadic number in [lo, hi] on a grid of 2^-j, j in 0..3. */
static double dyadic(gen_rng *rng, double lo, double hi) {
    int j = (int)gen_int(rng, 0, 3);
    double s = ldexp(1, j);
    int64_t a = (int64_t)ceil(lo * s), b = (int64_t)floor(hi * s);
    if (b < a)
        return lo;
    return (double)gen_int(rng, a, b) / s;
}

/* ---- The local plane set (small integers and dyadic fractions: exact in double) -------- */
typedef struct work {
    int n;
    double normal[NMAX][3], offset[NMAX];
    double inner[3]; /* a point of the set when it has one (checked before use) */
    int nv;
    double v[VMAX][3]; /* its vertices: exact dyadic intersections of three planes, in it */
} work;

static void add_plane(work *w, double x, double y, double z, double o) {
    if (w->n >= NMAX)
        return;
    w->normal[w->n][0] = x, w->normal[w->n][1] = y, w->normal[w->n][2] = z;
    w->offset[w->n++] = o;
}

static void set_inner(work *w, double x, double y, double z) {
    w->inner[0] = x, w->inner[1] = y, w->inner[2] = z;
}

/* Exact in double for the small values used here. */
static bool feasible(const work *w, const double *x) {
    for (int i = 0; i < w->n; i++)
        if (gen_dot3(w->normal[i], x) > w->offset[i])
            return false;
    return true;
}

static bool on_plane(const work *w, int i, const double *x) {
    return gen_dot3(w->normal[i], x) == w->offset[i];
}

/* A random small integer vector, not zero. */
static void small_vector(gen_rng *rng, int range, double *v) {
    do {
        for (int c = 0; c < 3; c++)
            v[c] = (double)gen_int(rng, -range, range);
    } while (v[0] == 0 && v[1] == 0 && v[2] == 0);
}

/* ---- Sets ---------------------------------------------------------------------------- */

static void box_set(gen_rng *rng, work *w, bool cube) {
    double lo[3], hi[3];
    int e = (int)gen_int(rng, 1, 4);
    for (int c = 0; c < 3; c++) {
        lo[c] = (double)gen_int(rng, -3, 1);
        hi[c] = lo[c] + (cube ? e : (double)gen_int(rng, 1, 4));
    }
    for (int c = 0; c < 3; c++) {
        double n[3] = {0, 0, 0};
        n[c] = 1;
        add_plane(w, n[0], n[1], n[2], hi[c]);
        n[c] = -1;
        add_plane(w, n[0], n[1], n[2], -lo[c]);
    }
    set_inner(w, (lo[0] + hi[0]) / 2, (lo[1] + hi[1]) / 2, (lo[2] + hi[2]) / 2);
}

static void flat_box(gen_rng *rng, work *w) {
    double lo[3], hi[3];
    for (int c = 0; c < 3; c++) {
        lo[c] = (double)gen_int(rng, -3, 1);
        hi[c] = lo[c] + (double)gen_int(rng, 1, 4);
    }
    int flat = (int)gen_int(rng, 0, 2);
    hi[flat] = lo[flat];
    if (gen_coin(rng)) /* a segment, or a point */
        hi[(flat + 1) % 3] = lo[(flat + 1) % 3];
    for (int c = 0; c < 3; c++) {
        double n[3] = {0, 0, 0};
        n[c] = 1;
        add_plane(w, n[0], n[1], n[2], hi[c]);
        n[c] = -1;
        add_plane(w, n[0], n[1], n[2], -lo[c]);
    }
    set_inner(w, (lo[0] + hi[0]) / 2, (lo[1] + hi[1]) / 2, (lo[2] + hi[2]) / 2);
}

/* k-DOP directions: the axes, the corners (+-1, +-1, +-1), the edges (two of +-1). */
static void kdop(gen_rng *rng, work *w, int which) {
    double dirs[26][3];
    int nd = 0;
    for (int x = -1; x <= 1; x++)
        for (int y = -1; y <= 1; y++)
            for (int z = -1; z <= 1; z++) {
                int nz = (x != 0) + (y != 0) + (z != 0);
                bool keep = nz == 1 || (nz == 3 && which != 18) || (nz == 2 && which != 14);
                if (!keep)
                    continue;
                dirs[nd][0] = x, dirs[nd][1] = y, dirs[nd][2] = z;
                nd++;
            }
    bool tight = gen_coin(rng);
    double cloud[8][3];
    int nc = (int)gen_int(rng, 2, 8);
    for (int i = 0; i < nc; i++)
        for (int c = 0; c < 3; c++)
            cloud[i][c] = (double)gen_int(rng, -3, 3);
    for (int d = 0; d < nd; d++) {
        double o;
        if (tight) {
            o = gen_dot3(dirs[d], cloud[0]);
            for (int i = 1; i < nc; i++)
                o = fmax(o, gen_dot3(dirs[d], cloud[i]));
        } else {
            o = (double)gen_int(rng, 1, 5);
        }
        add_plane(w, dirs[d][0], dirs[d][1], dirs[d][2], o);
    }
    if (tight)
        set_inner(w, cloud[0][0], cloud[0][1], cloud[0][2]);
    else
        set_inner(w, 0, 0, 0);
}

static void frustum(gen_rng *rng, work *w) {
    static const double pow2[3] = {1, 2, 4};
    double zn = (double)gen_int(rng, 1, 3), zf = zn + (double)gen_int(rng, 1, 5);
    for (int s = 0; s < 4; s++) {
        double a = (double)gen_int(rng, 1, 3), b = pow2[gen_int(rng, 0, 2)];
        double n[3] = {0, 0, -a};
        n[s / 2] = s % 2 ? -b : b;
        add_plane(w, n[0], n[1], n[2], 0);
    }
    add_plane(w, 0, 0, -1, -zn);
    if (gen_int(rng, 0, 3))
        add_plane(w, 0, 0, 1, zf);
    set_inner(w, 0, 0, (zn + zf) / 2);
}

/* A square pyramid: base [-s, s]^2 at z = 0, apex (ax, ay, h): four planes through the
 * apex (and the base, three times in four). */
static void pyramid(gen_rng *rng, work *w) {
    double s = (double)gen_int(rng, 1, 3), h = (double)gen_int(rng, 1, 4);
    double ax = (double)gen_int(rng, -1, 1), ay = (double)gen_int(rng, -1, 1);
    add_plane(w, h, 0, s - ax, h * s);
    add_plane(w, -h, 0, s + ax, h * s);
    add_plane(w, 0, h, s - ay, h * s);
    add_plane(w, 0, -h, s + ay, h * s);
    if (gen_int(rng, 0, 3))
        add_plane(w, 0, 0, -1, 0);
    set_inner(w, ax / 2, ay / 2, h / 2);
}

static void prism(gen_rng *rng, work *w) {
    double a = (double)gen_int(rng, 1, 4), b = (double)gen_int(rng, 1, 4);
    double h = (double)gen_int(rng, 1, 4);
    add_plane(w, -1, 0, 0, 0);
    add_plane(w, 0, -1, 0, 0);
    add_plane(w, b, a, 0, a * b);
    if (gen_int(rng, 0, 2)) {
        add_plane(w, 0, 0, 1, h);
        add_plane(w, 0, 0, -1, 0);
    }
    set_inner(w, a / 4, b / 4, h / 2);
}

static void tetrahedron(gen_rng *rng, work *w) {
    double k = (double)gen_int(rng, 1, 6);
    add_plane(w, -1, 0, 0, 0);
    add_plane(w, 0, -1, 0, 0);
    add_plane(w, 0, 0, -1, 0);
    add_plane(w, 1, 1, 1, k);
    set_inner(w, k / 8, k / 8, k / 8);
}

/* count random integer planes around the integer point c: offsets n . c + r, r in 0..4
 * (r = 0: through c). */
static void around(gen_rng *rng, work *w, int count, int range) {
    double c[3];
    for (int k = 0; k < 3; k++)
        c[k] = (double)gen_int(rng, -2, 2);
    for (int i = 0; i < count; i++) {
        double n[3];
        small_vector(rng, range, n);
        add_plane(w, n[0], n[1], n[2], gen_dot3(n, c) + (double)gen_int(rng, 0, 4));
    }
    set_inner(w, c[0], c[1], c[2]);
}

static const char *unbounded(gen_rng *rng, work *w) {
    switch (gen_int(rng, 0, 4)) {
    case 0: around(rng, w, 1, 3); return "a half-space";
    case 1: around(rng, w, 2, 3); return "a wedge (two planes)";
    case 2: {
        double n[3];
        small_vector(rng, 3, n);
        double o0 = (double)gen_int(rng, -4, 4), o1 = o0 + (double)gen_int(rng, 0, 3);
        add_plane(w, n[0], n[1], n[2], o1);
        add_plane(w, -n[0], -n[1], -n[2], -o0);
        /* a point with o0 <= n . x <= o1: on the axis of n's first non-zero component */
        int k = n[0] != 0 ? 0 : n[1] != 0 ? 1 : 2;
        double x[3] = {0, 0, 0};
        x[k] = o0 / n[k];
        set_inner(w, x[0], x[1], x[2]); /* exact only when n[k] is a power of two */
        return o0 == o1 ? "a plane (two opposite planes)" : "a slab";
    }
    case 3: around(rng, w, 3, 2); return "a trihedral cone";
    default: around(rng, w, (int)gen_int(rng, 4, 6), 1); return "integer planes (any)";
    }
}

static void empty_set(gen_rng *rng, work *w) {
    if (gen_coin(rng)) {
        add_plane(w, 1, 0, 0, 0);
        add_plane(w, -1, 0, 0, -1);
    } else {
        add_plane(w, 1, 0, 0, 0);
        add_plane(w, 0, 1, 0, 0);
        add_plane(w, -1, -1, 0, -1);
    }
    int extra = (int)gen_int(rng, 0, 3);
    for (int i = 0; i < extra; i++) {
        double n[3];
        small_vector(rng, 2, n);
        add_plane(w, n[0], n[1], n[2], (double)gen_int(rng, 0, 4));
    }
    set_inner(w, 0, 0, 0);
}

static const char *plane_set(gen_rng *rng, work *w) {
    w->n = 0;
    switch (gen_int(rng, 0, 21)) {
    case 0:
    case 1: box_set(rng, w, true); return "cube";
    case 2:
    case 3: box_set(rng, w, false); return "box";
    case 4: flat_box(rng, w); return "flat box (a rectangle, segment or point)";
    case 5: kdop(rng, w, 14); return "14-DOP";
    case 6: kdop(rng, w, 18); return "18-DOP";
    case 7: kdop(rng, w, 26); return "26-DOP";
    case 8:
    case 9: frustum(rng, w); return "frustum";
    case 10:
    case 11: pyramid(rng, w); return "square pyramid (four planes through the apex)";
    case 12: prism(rng, w); return "triangular prism";
    case 13: tetrahedron(rng, w); return "tetrahedron";
    case 14:
    case 15:
    case 16: around(rng, w, (int)gen_int(rng, 4, 12), 3); return "integer planes";
    case 17:
    case 18: return unbounded(rng, w);
    case 19: empty_set(rng, w); return "empty";
    default: around(rng, w, (int)gen_int(rng, 4, 8), 1); return "integer planes, normals in -1..1";
    }
}

/* Changes to the set: duplicates, scaled duplicates, an opposite plane, a contradiction. */
static const char *modify(gen_rng *rng, work *w) {
    if (w->n == 0 || w->n >= NMAX)
        return NULL;
    int i = (int)gen_int(rng, 0, w->n - 1);
    double *n = w->normal[i], o = w->offset[i];
    switch (gen_int(rng, 0, 11)) {
    case 0: add_plane(w, n[0], n[1], n[2], o); return "with a duplicate plane";
    case 1: add_plane(w, 2 * n[0], 2 * n[1], 2 * n[2], 2 * o); return "with a duplicate (2n, 2o)";
    case 2: add_plane(w, n[0] / 2, n[1] / 2, n[2] / 2, o / 2); return "with a duplicate (n/2, o/2)";
    case 3: add_plane(w, -n[0], -n[1], -n[2], -o); return "with an opposite plane (flat)";
    case 4:
        add_plane(w, -n[0], -n[1], -n[2], -o - (double)gen_int(rng, 1, 2));
        return "with a contradicting plane (empty)";
    case 5:
        add_plane(w, -n[0], -n[1], -n[2], -o + (double)gen_int(rng, 1, 2));
        return "with an opposite plane (a slab)";
    case 6:
    case 7: { /* implied by two planes: through their common edge, if any */
        int j = (int)gen_int(rng, 0, w->n - 1);
        const double *m = w->normal[j];
        double sum[3] = {n[0] + m[0], n[1] + m[1], n[2] + m[2]};
        if (j == i || (sum[0] == 0 && sum[1] == 0 && sum[2] == 0))
            return NULL;
        add_plane(w, sum[0], sum[1], sum[2], o + w->offset[j]);
        return "with a redundant plane n_i + n_j (through their edge)";
    }
    case 8: { /* implied by three planes: through their common vertex, if any */
        int j = (int)gen_int(rng, 0, w->n - 1), k = (int)gen_int(rng, 0, w->n - 1);
        const double *m = w->normal[j], *l = w->normal[k];
        double sum[3] = {n[0] + m[0] + l[0], n[1] + m[1] + l[1], n[2] + m[2] + l[2]};
        if (j == i || k == i || j == k || (sum[0] == 0 && sum[1] == 0 && sum[2] == 0))
            return NULL;
        add_plane(w, sum[0], sum[1], sum[2], o + w->offset[j] + w->offset[k]);
        return "with a redundant plane n_i + n_j + n_k (through their vertex)";
    }
    default: return NULL;
    }
}

static void shuffle(gen_rng *rng, work *w) {
    for (int i = w->n - 1; i > 0; i--) {
        int j = (int)gen_int(rng, 0, i);
        double t[4] = {w->normal[i][0], w->normal[i][1], w->normal[i][2], w->offset[i]};
        memcpy(w->normal[i], w->normal[j], sizeof w->normal[i]);
        w->offset[i] = w->offset[j];
        memcpy(w->normal[j], t, sizeof w->normal[j]);
        w->offset[j] = t[3];
    }
}

/* The vertices: for each triple of independent planes, the intersection by Cramer's rule
 * when its coordinates are exact in double (checked by the residual), kept when it is in
 * the set and new. */
static void find_vertices(work *w) {
    w->nv = 0;
    for (int i = 0; i < w->n; i++)
        for (int j = i + 1; j < w->n; j++)
            for (int k = j + 1; k < w->n && w->nv < VMAX; k++) {
                double jk[3], ki[3], ij[3];
                gen_cross3(w->normal[j], w->normal[k], jk);
                gen_cross3(w->normal[k], w->normal[i], ki);
                gen_cross3(w->normal[i], w->normal[j], ij);
                double det = gen_dot3(w->normal[i], jk);
                if (det == 0)
                    continue;
                double x[3];
                bool exact = true;
                for (int c = 0; c < 3 && exact; c++) {
                    double num = w->offset[i] * jk[c] + w->offset[j] * ki[c] + w->offset[k] * ij[c];
                    x[c] = num / det;
                    exact = fma(x[c], det, -num) == 0;
                }
                if (!exact || !on_plane(w, i, x) || !on_plane(w, j, x) || !on_plane(w, k, x) ||
                    !feasible(w, x))
                    continue;
                bool seen = false;
                for (int v = 0; v < w->nv && !seen; v++)
                    seen = w->v[v][0] == x[0] && w->v[v][1] == x[1] && w->v[v][2] == x[2];
                if (!seen)
                    memcpy(w->v[w->nv++], x, sizeof x);
            }
}

/* Random non-negative integer weights, at least one positive, summing to 2^j: x = their
 * combination of the count points pts[idx[..]] / 2^j. */
static void combine(gen_rng *rng, double (*pts)[3], const int *idx, int count, double *x) {
    int j = (int)gen_int(rng, 0, 4);
    int64_t total = (int64_t)1 << j, left = total;
    double wt[VMAX];
    for (int i = 0; i < count; i++) {
        int64_t c = i == count - 1 ? left : gen_int(rng, gen_coin(rng) && left > 0 ? 1 : 0, left);
        wt[i] = (double)c;
        left -= c;
    }
    for (int c = 0; c < 3; c++) {
        x[c] = 0;
        for (int i = 0; i < count; i++)
            x[c] += wt[i] * pts[idx[i]][c];
        x[c] /= (double)total;
    }
}

/* From the inner point along a small integer direction to plane i: the crossing, when
 * its coordinates are exact; false otherwise. */
static bool shoot(gen_rng *rng, const work *w, int i, double *x) {
    double d[3];
    for (int tries = 0; tries < 4; tries++) {
        if (tries < 2) { /* an axis */
            memset(d, 0, sizeof d);
            d[gen_int(rng, 0, 2)] = gen_coin(rng) ? 1 : -1;
        } else {
            small_vector(rng, 1, d);
        }
        double nd = gen_dot3(w->normal[i], d);
        if (nd == 0)
            continue;
        double num = w->offset[i] - gen_dot3(w->normal[i], w->inner);
        double t = num / nd;
        if (fma(t, nd, -num) != 0)
            continue;
        for (int c = 0; c < 3; c++)
            x[c] = w->inner[c] + t * d[c];
        if (on_plane(w, i, x))
            return true;
    }
    return false;
}

/* A point of the boundary: a vertex (0), a dyadic point between two vertices on one plane
 * (1) or more (2), or a crossing from the inner point (3); -1 when none was found. */
static int boundary_point(gen_rng *rng, work *w, double *x) {
    int kind = (int)gen_int(rng, 0, 3);
    if (w->nv > 0 && kind < 3) {
        int a = (int)gen_int(rng, 0, w->nv - 1);
        if (kind == 0) {
            memcpy(x, w->v[a], 3 * sizeof *x);
            return 0;
        }
        /* the vertices on one plane through v_a */
        int planes[NMAX], np = 0;
        for (int i = 0; i < w->n; i++)
            if (on_plane(w, i, w->v[a]))
                planes[np++] = i;
        int f = planes[gen_int(rng, 0, np - 1)];
        int F[VMAX], nf = 0;
        for (int v = 0; v < w->nv; v++)
            if (on_plane(w, f, w->v[v]))
                F[nf++] = v;
        int idx[VMAX], count = kind == 1 ? 2 : (int)gen_int(rng, 2, nf < 6 ? (nf < 2 ? 2 : nf) : 6);
        for (int i = 0; i < count; i++)
            idx[i] = F[gen_int(rng, 0, nf - 1)];
        combine(rng, w->v, idx, count, x);
        return kind;
    }
    if (!feasible(w, w->inner))
        return -1;
    for (int tries = 0; tries < 6; tries++) {
        int i = (int)gen_int(rng, 0, w->n - 1);
        if (shoot(rng, w, i, x) && feasible(w, x))
            return 3;
    }
    return -1;
}

/* p = x + a non-negative dyadic combination of the normals of the planes through x: none
 * (0, p on the boundary), above one face (1), far above one face (2), a mix with some
 * weights 0 (3); the style. */
static int above(gen_rng *rng, const work *w, const double *x, double *p) {
    memcpy(p, x, 3 * sizeof *p);
    int act[NMAX], na = 0;
    for (int i = 0; i < w->n; i++)
        if (on_plane(w, i, x))
            act[na++] = i;
    int style = (int)gen_int(rng, 0, 5);
    if (style == 0 || na == 0)
        return 0;
    int f = act[gen_int(rng, 0, na - 1)];
    for (int a = 0; a < na; a++) {
        int k = act[a];
        double c;
        if (style == 1)
            c = k == f ? dyadic(rng, 0.125, 4) : 0;
        else if (style == 2)
            c = k == f ? ldexp((double)gen_int(rng, 1, 7), (int)gen_int(rng, 4, FAR_BITS)) : 0;
        else
            c = gen_coin(rng) ? 0 : dyadic(rng, 0, 2);
        for (int d = 0; d < 3; d++)
            p[d] += c * w->normal[k][d];
    }
    return style < 3 ? style : 3;
}

static const char *const placed[4][4] = {
    {"at a vertex", "above a vertex, one face's normal", "far above a vertex, one face's normal",
     "from a vertex, a mix of its normals"},
    {"on a segment between two vertices of a face", "above a segment of a face, its normal",
     "far above a segment of a face", "from a segment of a face, a mix of normals"},
    {"on a face (a combination of its vertices)", "above a face point, one normal",
     "far above a face point", "from a face point, a mix of normals"},
    {"on the boundary, reached from inside", "above a boundary point reached from inside",
     "far above a boundary point reached from inside",
     "from a boundary point reached from inside, a mix of normals"}};

/* p for the local set: see the header; anchor: the boundary point p was built from (the
 * inner point when there is none). */
static void place_point(gen_rng *rng, work *w, double *p, double *anchor, const char **family) {
    find_vertices(w);
    memcpy(anchor, w->inner, 3 * sizeof *anchor);
    bool has_inner = feasible(w, w->inner);
    int what = (int)gen_int(rng, 0, 11);
    if (what == 0) { /* inside */
        if (w->nv > 0 && gen_coin(rng)) {
            int idx[VMAX], count = (int)gen_int(rng, 1, w->nv < 8 ? w->nv : 8);
            for (int i = 0; i < count; i++)
                idx[i] = (int)gen_int(rng, 0, w->nv - 1);
            combine(rng, w->v, idx, count, p);
            *family = "in the set (a combination of vertices)";
        } else {
            memcpy(p, w->inner, 3 * sizeof *p);
            *family =
                has_inner ? "in the set (its inner point)" : "the inner point (not in the set)";
        }
        return;
    }
    if (what == 1) { /* a dyadic point near */
        for (int c = 0; c < 3; c++)
            p[c] = w->inner[c] + dyadic(rng, -5, 5);
        *family = "a dyadic point near";
        return;
    }
    double x[3];
    if (what == 2 && w->n > 0) { /* a point of a face's plane outside the set */
        int i = (int)gen_int(rng, 0, w->n - 1);
        int F[VMAX], nf = 0;
        for (int v = 0; v < w->nv; v++)
            if (on_plane(w, i, w->v[v]))
                F[nf++] = v;
        bool ok = false;
        if (nf >= 2) {
            int a = F[gen_int(rng, 0, nf - 1)], b = F[gen_int(rng, 0, nf - 1)];
            double s = ldexp((double)gen_int(rng, 1, 6), -(int)gen_int(rng, 0, 2));
            for (int c = 0; c < 3; c++)
                x[c] = w->v[a][c] + s * (w->v[a][c] - w->v[b][c]);
            ok = on_plane(w, i, x);
        }
        if (!ok)
            ok = shoot(rng, w, i, x);
        if (ok) {
            double c = gen_coin(rng) ? 0 : dyadic(rng, -2, 3);
            for (int d = 0; d < 3; d++)
                p[d] = x[d] + c * w->normal[i][d];
            memcpy(anchor, x, sizeof x);
            *family = c == 0 ? "on a face's plane (its extension)"
                             : "off a face's plane, from its extension";
            return;
        }
    }
    int kind = boundary_point(rng, w, x);
    if (kind >= 0) {
        *family = placed[kind][above(rng, w, x, p)];
        memcpy(anchor, x, sizeof x);
        return;
    }
    for (int c = 0; c < 3; c++)
        p[c] = w->inner[c] + dyadic(rng, -5, 5);
    *family = "a dyadic point near (no boundary point found)";
}

/* ---- The frame: orthogonal integer axes A[k] of length m, origin O ------------------- */
typedef struct frame {
    double O[3], A[3][3], m2;
} frame;

static void make_frame(gen_rng *rng, frame *f) {
    memset(f, 0, sizeof *f);
    for (int i = 0; i < 3; i++)
        f->O[i] = (double)gen_int(rng, -50, 50);
    int b = gen_int(rng, 0, 2) ? 0 : (int)gen_int(rng, 1, 3);
    f->m2 = gen_bases3_len2[b];
    gen_basis3(rng, b, f->A);
}

/* x = O + sum_k u_k A[k]; a plane n . u <= o becomes n' . x <= m^2 o + n' . O with
 * n' = sum_k n_k A[k] (since u_k = A[k] . (x - O) / m^2). */
static void map_point(const frame *f, const double *u, double *x) {
    for (int i = 0; i < 3; i++)
        x[i] = f->O[i] + u[0] * f->A[0][i] + u[1] * f->A[1][i] + u[2] * f->A[2][i];
}

static void map_plane(const frame *f, const double *n, double o, double *n2, double *o2) {
    for (int i = 0; i < 3; i++)
        n2[i] = n[0] * f->A[0][i] + n[1] * f->A[1][i] + n[2] * f->A[2][i];
    *o2 = f->m2 * o + gen_dot3(n2, f->O);
}

/* ---- After-steps ------------------------------------------------------------------- */

static isect_real scale2(isect_real x, int s) {
    return (isect_real)ldexp((double)x, s);
}

/* The after-step after (0..9, some of them none; -1: a random one). */
static void perturb(gen_rng *rng, gen_hplanes_case *out, const double *inner, int after) {
    if (after < 0)
        after = (int)gen_int(rng, 0, 9);
    int n = out->n;
    if (after == 1) { /* nudge a coordinate of p, an offset or a normal component */
        int k = (int)gen_int(rng, 1, 2) * (gen_coin(rng) ? 1 : -1);
        int which = (int)gen_int(rng, 0, 2), i = (int)gen_int(rng, 0, n - 1);
        int c = (int)gen_int(rng, 0, 2);
        if (which == 0)
            out->p[c] = gen_ulps(out->p[c], k);
        else if (which == 1)
            out->offset[i] = gen_ulps(out->offset[i], k);
        else if (out->normal[i][c] != 0)
            out->normal[i][c] = gen_ulps(out->normal[i][c], k);
        out->after = which == 0   ? "p nudged by ulps"
                     : which == 1 ? "an offset nudged by ulps"
                                  : "a normal component nudged by ulps";
    } else if (after == 2) { /* far from the origin: everything moved by t = c 2^m */
        int m = (int)gen_int(rng, 0, OFFSET_BITS);
        double t[3];
        for (int c = 0; c < 3; c++)
            t[c] = ldexp((double)gen_int(rng, -3, 3), m);
        for (int c = 0; c < 3; c++)
            out->p[c] = (isect_real)((double)out->p[c] + t[c]);
        for (int i = 0; i < n; i++) {
            double nn[3] = {out->normal[i][0], out->normal[i][1], out->normal[i][2]};
            out->offset[i] = (isect_real)((double)out->offset[i] + gen_dot3(nn, t));
        }
        out->after = "translated far from the origin";
    } else if (after == 3) { /* p and the offsets scaled by 2^s */
        int s = (int)gen_int(rng, -SCALE_RANGE, SCALE_RANGE);
        for (int c = 0; c < 3; c++)
            out->p[c] = scale2(out->p[c], s);
        for (int i = 0; i < n; i++)
            out->offset[i] = scale2(out->offset[i], s);
        out->after = "scaled by a power of two";
    } else if (after == 4) { /* normals and their offsets scaled by 2^s: the same set */
        bool each = gen_coin(rng);
        int s = (int)gen_int(rng, -NORMAL_RANGE, NORMAL_RANGE);
        for (int i = 0; i < n; i++) {
            int si = each ? (int)gen_int(rng, -NORMAL_RANGE, NORMAL_RANGE) : s;
            for (int c = 0; c < 3; c++)
                out->normal[i][c] = scale2(out->normal[i][c], si);
            out->offset[i] = scale2(out->offset[i], si);
        }
        out->after = each ? "normals scaled by powers of two, each its own"
                          : "normals scaled by a power of two";
    } else if (after == 5) { /* mixed magnitudes: p 2^s times as far from the inner point */
        int s = (int)gen_int(rng, -MIXED_BITS, MIXED_BITS);
        for (int c = 0; c < 3; c++)
            out->p[c] = (isect_real)(inner[c] + ldexp((double)out->p[c] - inner[c], s));
        out->after = "mixed magnitudes (p moved 2^s times as far)";
    } else if (after == 6 && n < NMAX) { /* a nearly parallel copy of a plane */
        int i = (int)gen_int(rng, 0, n - 1), c;
        do
            c = (int)gen_int(rng, 0, 2);
        while (out->normal[i][c] == 0);
        memcpy(out->normal[n], out->normal[i], sizeof out->normal[n]);
        out->offset[n] = out->offset[i];
        out->normal[n][c] = gen_ulps(out->normal[n][c], gen_coin(rng) ? 1 : -1);
        if (gen_coin(rng))
            out->offset[n] = gen_ulps(out->offset[n], (int)gen_int(rng, -1, 1));
        /* at a random place in the order */
        int at = (int)gen_int(rng, 0, n);
        isect_real nn[3], o = out->offset[n];
        memcpy(nn, out->normal[n], sizeof nn);
        for (int j = n; j > at; j--) {
            memcpy(out->normal[j], out->normal[j - 1], sizeof nn);
            out->offset[j] = out->offset[j - 1];
        }
        memcpy(out->normal[at], nn, sizeof nn);
        out->offset[at] = o;
        out->n = n + 1;
        out->after = "with a nearly parallel plane (one ulp)";
    } else if (after == 7 && n < NMAX) { /* an opposite plane a few ulps off: empty or thin */
        int i = (int)gen_int(rng, 0, n - 1);
        for (int c = 0; c < 3; c++)
            out->normal[n][c] = -out->normal[i][c];
        out->offset[n] = -gen_ulps(out->offset[i], (int)gen_int(rng, -2, 2));
        out->n = n + 1;
        out->after = "with an opposite plane a few ulps off (empty, flat or thin)";
    }
}

/* Random planes (as the uniform generator), p rounded from a vertex of three of them or
 * from a point of one, plus a multiple of normals: within rounding of a region's
 * boundary. */
static void rounded(gen_rng *rng, gen_hplanes_case *out) {
    gen_hplanes_uniform(rng, out);
    int n = out->n;
    double N[NMAX][3], x[3];
    for (int i = 0; i < n; i++)
        for (int c = 0; c < 3; c++)
            N[i][c] = (double)out->normal[i][c];
    int a = (int)gen_int(rng, 0, n - 1), b = (int)gen_int(rng, 0, n - 1),
        c3 = (int)gen_int(rng, 0, n - 1);
    double bc[3], ca[3], ab[3];
    gen_cross3(N[b], N[c3], bc);
    gen_cross3(N[c3], N[a], ca);
    gen_cross3(N[a], N[b], ab);
    double det = gen_dot3(N[a], bc);
    bool vertex = a != b && b != c3 && a != c3 && fabs(det) > 1e-3;
    if (vertex) {
        for (int k = 0; k < 3; k++)
            x[k] = ((double)out->offset[a] * bc[k] + (double)out->offset[b] * ca[k] +
                    (double)out->offset[c3] * ab[k]) /
                   det;
    } else { /* p projected onto plane a */
        double pp[3] = {out->p[0], out->p[1], out->p[2]};
        double s = (gen_dot3(N[a], pp) - (double)out->offset[a]) / gen_dot3(N[a], N[a]);
        for (int k = 0; k < 3; k++)
            x[k] = pp[k] - s * N[a][k];
    }
    double ca_ = gen_coin(rng) ? 0 : gen_range(rng, 0, 2),
           cb = gen_coin(rng) ? 0 : gen_range(rng, 0, 2);
    for (int k = 0; k < 3; k++)
        x[k] += ca_ * N[a][k] + (vertex ? cb * N[b][k] : 0);
    for (int k = 0; k < 3; k++)
        out->p[k] = (isect_real)x[k];
    out->family = vertex ? "rounded from a vertex's region" : "rounded from a face's region";
}

/* ---- Public ------------------------------------------------------------------------- */

static void random_unit(gen_rng *rng, double *n) {
    double len;
    do {
        for (int c = 0; c < 3; c++)
            n[c] = gen_range(rng, -1, 1);
        len = sqrt(gen_dot3(n, n));
    } while (len < 0.1 || len > 1);
    for (int c = 0; c < 3; c++)
        n[c] /= len;
}

void gen_hplanes_uniform(gen_rng *rng, gen_hplanes_case *out) {
    memset(out, 0, sizeof *out);
    double c[3], axis[3];
    for (int k = 0; k < 3; k++)
        c[k] = gen_range(rng, -5, 5);
    random_unit(rng, axis);
    int kind = (int)gen_int(rng, 0, 9);
    out->n = kind == 7 ? (int)gen_int(rng, 1, 3) : (int)gen_int(rng, 4, 12);
    for (int i = 0; i < out->n; i++) {
        double n[3];
        random_unit(rng, n);
        if (kind == 5) { /* within 84 degrees of axis: unbounded toward -axis */
            while (gen_dot3(n, axis) < 0.1)
                random_unit(rng, n);
        } else if (kind == 6) { /* perpendicular to axis: an unbounded prism */
            double d = gen_dot3(n, axis);
            for (int k = 0; k < 3; k++)
                n[k] -= d * axis[k];
        }
        if (gen_int(rng, 0, 7) == 0) /* not unit: a power-of-two length */
            for (int k = 0; k < 3; k++)
                n[k] = ldexp(n[k], (int)gen_int(rng, -3, 3));
        double r = kind == 8 ? gen_range(rng, -3, 4) : gen_range(rng, 0.5, 6);
        for (int k = 0; k < 3; k++)
            out->normal[i][k] = (isect_real)n[k];
        double nr[3] = {out->normal[i][0], out->normal[i][1], out->normal[i][2]};
        if (nr[0] == 0 && nr[1] == 0 && nr[2] == 0)
            out->normal[i][0] = 1, nr[0] = 1;
        out->offset[i] = (isect_real)(gen_dot3(nr, c) + r);
    }
    for (int k = 0; k < 3; k++)
        out->p[k] = (isect_real)gen_range(rng, c[k] - 10, c[k] + 10);
    out->family = "uniform";
    out->shape = kind <= 4   ? "random planes around a point"
                 : kind == 5 ? "normals within 84 degrees of one direction (unbounded)"
                 : kind == 6 ? "normals perpendicular to one direction (a prism, unbounded)"
                 : kind == 7 ? "one to three planes"
                             : (kind == 8 ? "random planes, some offsets negative (maybe empty)"
                                          : "random planes around a point");
}

void gen_hplanes_adversarial(gen_rng *rng, gen_hplanes_case *out) {
    memset(out, 0, sizeof *out);
    double inner[3] = {0, 0, 0};
    int force = -1;
    if (gen_int(rng, 0, 5) == 0) {
        rounded(rng, out); /* its planes are around a point near the origin */
    } else {
        work w;
        memset(&w, 0, sizeof w);
        out->shape = plane_set(rng, &w);
        if (gen_int(rng, 0, 2) == 0)
            out->change = modify(rng, &w);
        shuffle(rng, &w);
        double p[3], anchor[3];
        place_point(rng, &w, p, anchor, &out->family);
        frame f;
        make_frame(rng, &f);
        double x[3], o;
        if (gen_int(rng, 0, 3) == 0) {
            /* the anchor (often the exact projection) at the origin, then a nudge or a nearly
             * parallel plane: a coordinate of the projection tiny against the others */
            memset(f.O, 0, sizeof f.O);
            map_point(&f, anchor, x);
            for (int c = 0; c < 3; c++)
                f.O[c] = -x[c];
            static const int small[4] = {1, 1, 6, 7};
            force = gen_coin(rng) ? small[gen_int(rng, 0, 3)] : -1;
            out->at_origin = 1;
        }
        map_point(&f, p, x);
        for (int c = 0; c < 3; c++)
            out->p[c] = (isect_real)x[c];
        map_point(&f, w.inner, inner);
        out->n = w.n;
        for (int i = 0; i < w.n; i++) {
            map_plane(&f, w.normal[i], w.offset[i], x, &o);
            for (int c = 0; c < 3; c++)
                out->normal[i][c] = (isect_real)x[c];
            out->offset[i] = (isect_real)o;
        }
    }
    perturb(rng, out, inner, force);
}

void gen_hplanes_invalid(gen_rng *rng, gen_hplanes_case *out) {
    gen_hplanes_uniform(rng, out);
    out->family = "invalid";
    const isect_real bad[3] = {(isect_real)NAN, (isect_real)INFINITY, -(isect_real)INFINITY};
    int i = (int)gen_int(rng, 0, out->n - 1), c = (int)gen_int(rng, 0, 2);
    switch (gen_int(rng, 0, 6)) {
    case 0: out->null_hull = 1, out->shape = "NULL hull"; break;
    case 1: out->null_planes = 1, out->shape = "NULL plane array with planes"; break;
    case 2:
        out->n = 0;
        out->null_planes = gen_coin(rng);
        out->shape = out->null_planes ? "no planes, NULL array" : "no planes";
        break;
    case 3:
        out->normal[i][0] = out->normal[i][1] = out->normal[i][2] = 0;
        out->shape = "a zero normal";
        break;
    case 4:
        out->p[c] = bad[gen_int(rng, 0, 2)];
        out->shape = "a bad point coordinate";
        break;
    case 5:
        out->normal[i][c] = bad[gen_int(rng, 0, 2)];
        out->shape = "a bad normal component";
        break;
    default:
        out->offset[i] = bad[gen_int(rng, 0, 2)];
        out->shape = "a bad offset";
        break;
    }
}

int gen_hplanes_lengths(gen_hplanes_case *x, isect_real **v) {
    int n = 0;
    for (int c = 0; c < 3; c++)
        v[n++] = &x->p[c];
    for (int i = 0; i < x->n && i < GEN_HPLANES_MAX; i++)
        v[n++] = &x->offset[i];
    return n;
}
