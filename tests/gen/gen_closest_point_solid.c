/* Generators for a point against a convex polygon or a round solid; see
 * gen_closest_point_solid.h. */
#include "gen_closest_point_solid.h"

#include <math.h>
#include <string.h>

#include "isect/config.h"

#if ISECT_USE_DOUBLE
#define SCALE_RANGE 900
#define OFFSET_BITS 40
#define MIXED_BITS 30
#define SHORT_BITS 1080 /* past the smallest subnormal: some axes vanish */
#else
#define SCALE_RANGE 90
#define OFFSET_BITS 8
#define MIXED_BITS 12
#define SHORT_BITS 155
#endif

/* A dyadic number in [lo, hi] on a grid of 2^-j, j in 0..3. */
static double dyadic(gen_rng *rng, double lo, double hi) {
    int j = (int)gen_int(rng, 0, 3);
    double s = ldexp(1, j);
    int64_t a = (int64_t)ceil(lo * s), b = (int64_t)floor(hi * s);
    if (b < a)
        return lo;
    return (double)gen_int(rng, a, b) / s;
}

static int dim_of(gen_solid_kind kind) {
    return kind == GEN_SOLID_POLY2 || kind == GEN_SOLID_CAPSULE2 ? 2 : 3;
}

/* ---- The frame ---------------------------------------------------------------------
 * (x, y, z) maps to O + x W + y U + z V: W the axis of a round solid, U and V radial;
 * orthogonal integer vectors of one integer length m, so distances scale by m. */
typedef struct frame {
    double O[3], W[3], U[3], V[3];
    double m;
} frame;

static const double bases2[4][2][2] = {
    {{1, 0}, {0, 1}}, {{3, 4}, {-4, 3}}, {{5, 12}, {-12, 5}}, {{8, 15}, {-15, 8}}};
static const double lengths2[4] = {1, 5, 13, 17};

static void make_frame(gen_rng *rng, int dim, frame *f) {
    memset(f, 0, sizeof *f);
    for (int i = 0; i < dim; i++)
        f->O[i] = (double)gen_int(rng, -50, 50);
    double *axes[3] = {f->W, f->U, f->V};
    int b = (int)gen_int(rng, 0, 3);
    if (dim == 2) {
        int swap = gen_coin(rng);
        for (int a = 0; a < 2; a++) {
            double sign = gen_coin(rng) ? -1 : 1;
            for (int i = 0; i < 2; i++)
                axes[a][i] = sign * bases2[b][a ^ swap][i];
        }
        f->m = lengths2[b];
        return;
    }
    double A[3][3];
    gen_basis3(rng, b, A);
    for (int a = 0; a < 3; a++)
        memcpy(axes[a], A[a], sizeof A[a]);
    f->m = sqrt(gen_bases3_len2[b]); /* 1, 3, 7, 9: exact */
}

static void map(const frame *f, int dim, double x, double y, double z, double *out) {
    for (int i = 0; i < 3; i++)
        out[i] = i < dim ? f->O[i] + x * f->W[i] + y * f->U[i] + (dim == 3 ? z * f->V[i] : 0) : 0;
}

static void store(isect_real *dst, const double *src) {
    for (int i = 0; i < 3; i++)
        dst[i] = (isect_real)src[i];
}

/* ---- After-steps ---------------------------------------------------------------------- */

/* The position coordinates of the case (not the radius): pointers and how many. */
static int positions(gen_psolid_case *x, int dim, isect_real **v) {
    int n = 0;
    for (int c = 0; c < dim; c++)
        v[n++] = &x->p[c];
    if (x->n > 0) {
        for (int i = 0; i < x->n; i++)
            for (int c = 0; c < 2; c++)
                v[n++] = &x->v[i][c];
    } else {
        for (int c = 0; c < dim; c++) {
            v[n++] = &x->a[c];
            v[n++] = &x->b[c];
        }
    }
    return n;
}

static void perturb(gen_rng *rng, int dim, gen_psolid_case *out) {
    isect_real *v[GEN_MAX_LENGTHS];
    int n = positions(out, dim, v);
    int after = (int)gen_int(rng, 0, 6);
    if (after == 1) { /* nudge one coordinate by 1-2 ulps */
        isect_real *c = v[gen_int(rng, 0, n - 1)];
        *c = gen_ulps(*c, (int)gen_int(rng, 1, 2) * (gen_coin(rng) ? 1 : -1));
    } else if (after == 2 && out->n == 0) { /* the radius by one ulp */
        isect_real r = gen_ulps(out->r, gen_coin(rng) ? 1 : -1);
        out->r = r < 0 ? 0 : r;
    } else if (after == 3) { /* far from the origin, exactly: c 2^m */
        int m = (int)gen_int(rng, 0, OFFSET_BITS);
        double off[3];
        for (int c = 0; c < 3; c++)
            off[c] = ldexp((double)gen_int(rng, -3, 3), m);
        /* positions() lists p's coordinates, then per point its coordinates in order */
        for (int c = 0; c < dim; c++)
            out->p[c] = (isect_real)(out->p[c] + off[c]);
        if (out->n > 0) {
            for (int i = 0; i < out->n; i++)
                for (int c = 0; c < 2; c++)
                    out->v[i][c] = (isect_real)(out->v[i][c] + off[c]);
        } else {
            for (int c = 0; c < dim; c++) {
                out->a[c] = (isect_real)(out->a[c] + off[c]);
                out->b[c] = (isect_real)(out->b[c] + off[c]);
            }
        }
    } else if (after == 4) { /* a power-of-two scale of everything: huge and tiny */
        int s = (int)gen_int(rng, -SCALE_RANGE, SCALE_RANGE);
        for (int i = 0; i < n; i++)
            *v[i] = (isect_real)ldexp(*v[i], s);
        out->r = (isect_real)ldexp(out->r, s);
    } else if (after == 5) { /* mixed magnitudes: p 2^s times as far from the anchor */
        int s = (int)gen_int(rng, -MIXED_BITS, MIXED_BITS);
        const isect_real *anchor = out->n > 0 ? out->v[gen_int(rng, 0, out->n - 1)] : out->a;
        for (int c = 0; c < dim; c++)
            out->p[c] = (isect_real)(anchor[c] + ldexp((double)out->p[c] - anchor[c], s));
        out->family = "mixed magnitudes";
    }
}

/* ---- Round solids --------------------------------------------------------------------- */

static const double triples[8][3] = {{3, 4, 5},   {4, 3, 5},   {5, 12, 13}, {12, 5, 13},
                                     {8, 15, 17}, {15, 8, 17}, {7, 24, 25}, {24, 7, 25}};

/* A radial direction (ca, cb) / cc with rational components: the frame axes, or a
 * Pythagorean pair. */
static void radial_dir(gen_rng *rng, int dim, double *ca, double *cb, double *cc) {
    double s1 = gen_coin(rng) ? -1 : 1, s2 = gen_coin(rng) ? -1 : 1;
    if (dim == 2) {
        *ca = s1, *cb = 0, *cc = 1;
        return;
    }
    int k = (int)gen_int(rng, 0, 5);
    if (k < 2) {
        *ca = k == 0 ? s1 : 0, *cb = k == 1 ? s2 : 0, *cc = 1;
        return;
    }
    const double *t = triples[k - 2];
    *ca = s1 * t[0], *cb = s2 * t[1], *cc = t[2];
}

/* y + one of: exactly, an eighth either side, a dyadic amount out or in (not below 0). */
static double around(gen_rng *rng, double y, double out_max) {
    switch (gen_int(rng, 0, 5)) {
    case 0:
    case 1: return y;
    case 2: return y + 0.125;
    case 3: return y >= 0.125 ? y - 0.125 : y;
    case 4: return y + dyadic(rng, 0.125, out_max);
    default: return dyadic(rng, 0, y);
    }
}

static void capsule_point(gen_rng *rng, double H, double *R, double *x, double *y,
                          gen_psolid_case *out) {
    switch (gen_int(rng, 0, 6)) {
    case 0:
        *x = dyadic(rng, 0, H);
        *y = around(rng, *R, 4);
        out->family = "side";
        break;
    case 1: { /* an end cap at a Pythagorean offset: R = k cz, (x, y) = k (-cx, cy) */
        int t = (int)gen_int(rng, -2, 7);
        double cx = t == -2 ? 1 : t == -1 ? 0 : triples[t][0];
        double cy = t == -2 ? 0 : t == -1 ? 1 : triples[t][1];
        double cz = t < 0 ? 1 : triples[t][2];
        double k = (double)gen_int(rng, 1, 2);
        if (*R > 0)
            *R = k * cz;
        double kk = gen_coin(rng) ? k : k + (gen_coin(rng) ? 0.125 : -0.125);
        bool at_b = gen_coin(rng);
        *x = at_b ? H + kk * cx : -kk * cx;
        *y = kk * cy;
        out->family = "end cap";
        break;
    }
    case 2:
        *x = gen_coin(rng) ? 0 : H;
        *y = dyadic(rng, 0, *R + 4);
        out->family = "end plane";
        break;
    case 3:
        *x = dyadic(rng, -4, H + 4);
        *y = 0;
        out->family = "axis";
        break;
    case 4:
        *x = dyadic(rng, -*R / 2, H + *R / 2);
        *y = dyadic(rng, 0, *R / 2);
        out->family = "inside";
        break;
    default:
        *x = dyadic(rng, -6, H + 6);
        *y = dyadic(rng, 0, *R + 6);
        out->family = "near";
        break;
    }
}

static void cylinder_point(gen_rng *rng, double H, double R, double *x, double *y,
                           gen_psolid_case *out) {
    bool at_b = gen_coin(rng);
    switch (gen_int(rng, 0, 7)) {
    case 0:
        *x = dyadic(rng, 0, H);
        *y = around(rng, R, 4);
        out->family = "side";
        break;
    case 1: { /* the end plane: on the cap, the rim, or outside the rim */
        *x = at_b ? H : 0;
        int w = (int)gen_int(rng, 0, 2);
        *y = w == 0 ? dyadic(rng, 0, R) : w == 1 ? R : R + dyadic(rng, 0.125, 4);
        out->family = w == 0 ? "on a cap" : w == 1 ? "on a rim" : "end plane outside the rim";
        break;
    }
    case 2: { /* beyond an end: over the cap, exactly over the rim, in the rim's region */
        double o = dyadic(rng, 0.125, 4);
        *x = at_b ? H + o : -o;
        int w = (int)gen_int(rng, 0, 2);
        *y = w == 0 ? dyadic(rng, 0, R) : w == 1 ? R : R + dyadic(rng, 0.125, 4);
        out->family = w == 0 ? "over a cap" : w == 1 ? "over a rim" : "rim region";
        break;
    }
    case 3: { /* rim region at a Pythagorean offset from the rim: an integer distance */
        const double *t = triples[gen_int(rng, 0, 7)];
        double k = gen_coin(rng) ? 1 : 0.5;
        *x = at_b ? H + k * t[0] : -k * t[0];
        *y = R + k * t[1];
        out->family = "rim, integer distance";
        break;
    }
    case 4:
        *x = dyadic(rng, -4, H + 4);
        *y = 0;
        out->family = "axis";
        break;
    case 5:
        *x = dyadic(rng, 0, H);
        *y = dyadic(rng, 0, R);
        out->family = "inside";
        break;
    default:
        *x = dyadic(rng, -6, H + 6);
        *y = dyadic(rng, 0, R + 6);
        out->family = "near";
        break;
    }
}

/* (x, y) = sigma (H, R) + alpha (-R, H) + beta (1, 0) */
static void cone_at(double H, double R, double sigma, double alpha, double beta, double *x,
                    double *y) {
    *x = sigma * H - alpha * R + beta;
    *y = sigma * R + alpha * H;
}

static void cone_point(gen_rng *rng, double H, double R, double *x, double *y,
                       gen_psolid_case *out) {
    double alpha, beta;
    switch (gen_int(rng, 0, 8)) {
    case 0: { /* the slant's strip: on it, over it, under it */
        double sigma = dyadic(rng, 0, 1);
        int w = (int)gen_int(rng, 0, 3);
        alpha = w == 0 ? 0 : w == 1 ? 0.125 : w == 2 ? -0.125 : dyadic(rng, 0, 3);
        cone_at(H, R, sigma, alpha, 0, x, y);
        if (*y < 0)
            cone_at(H, R, sigma, 0, 0, x, y);
        out->family = w == 0 ? "on the slant" : "slant region";
        break;
    }
    case 1: /* the apex's normal cone: its boundary x H + y R == 0, and inside it */
        alpha = dyadic(rng, 0, 3);
        beta = gen_coin(rng) ? 0 : -dyadic(rng, 0.125, 3);
        cone_at(H, R, 0, alpha, beta, x, y);
        out->family = beta == 0 ? "apex region boundary" : "apex region";
        break;
    case 2: /* the rim's normal cone: its boundaries alpha == 0 or beta == 0 */
        alpha = gen_coin(rng) ? 0 : dyadic(rng, 0, 3);
        beta = gen_coin(rng) ? 0 : dyadic(rng, 0, 3);
        cone_at(H, R, 1, alpha, beta, x, y);
        out->family = alpha == 0 || beta == 0 ? "rim region boundary" : "rim region";
        break;
    case 3: { /* the base's strip: on it (x == H), beyond it */
        beta = gen_coin(rng) ? 0 : dyadic(rng, 0.125, 4);
        int w = (int)gen_int(rng, 0, 2);
        *x = H + beta;
        *y = w == 0 ? 0 : w == 1 ? dyadic(rng, 0, R) : R;
        out->family = beta == 0 ? "on the base" : "base region";
        break;
    }
    case 4:
        *x = dyadic(rng, -4, H + 4);
        *y = 0;
        out->family = "axis";
        break;
    case 5:
        *x = 0, *y = 0;
        out->family = "at the apex";
        break;
    case 6:
        *x = dyadic(rng, 0, H);
        *y = H > 0 ? dyadic(rng, 0, R * *x / H) : 0;
        out->family = "inside";
        break;
    default:
        *x = dyadic(rng, -6, H + 6);
        *y = dyadic(rng, 0, R + 6);
        out->family = "near";
        break;
    }
}

/* A point on (or on a Voronoi boundary of) a solid in general position, computed in double
 * and rounded: within rounding of the locus, where the exact decision is delicate. */
static void round_rounded(gen_rng *rng, gen_solid_kind kind, gen_psolid_case *out) {
    int dim = dim_of(kind);
    double a[3] = {0, 0, 0}, d[3] = {0, 0, 0}, e1[3] = {0, 0, 0}, e2[3] = {0, 0, 0};
    for (int c = 0; c < dim; c++) {
        a[c] = gen_range(rng, -10, 10);
        d[c] = gen_range(rng, -10, 10);
    }
    double len = sqrt(d[0] * d[0] + d[1] * d[1] + d[2] * d[2]), r = gen_range(rng, 0.5, 5);
    double u[3], dh[3] = {d[0] / len, d[1] / len, d[2] / len};
    if (dim == 2) {
        e1[0] = -dh[1], e1[1] = dh[0];
    } else { /* e1 = dh x (the axis of dh's smallest component), e2 = dh x e1 */
        int k = fabs(dh[0]) < fabs(dh[1]) ? (fabs(dh[0]) < fabs(dh[2]) ? 0 : 2)
                                          : (fabs(dh[1]) < fabs(dh[2]) ? 1 : 2);
        double ax[3] = {k == 0, k == 1, k == 2};
        e1[0] = dh[1] * ax[2] - dh[2] * ax[1];
        e1[1] = dh[2] * ax[0] - dh[0] * ax[2];
        e1[2] = dh[0] * ax[1] - dh[1] * ax[0];
        double l1 = sqrt(e1[0] * e1[0] + e1[1] * e1[1] + e1[2] * e1[2]);
        for (int c = 0; c < 3; c++)
            e1[c] /= l1;
        e2[0] = dh[1] * e1[2] - dh[2] * e1[1];
        e2[1] = dh[2] * e1[0] - dh[0] * e1[2];
        e2[2] = dh[0] * e1[1] - dh[1] * e1[0];
    }
    double phi = gen_range(rng, 0, 6.283185307179586);
    double cs = dim == 2 ? (gen_coin(rng) ? 1 : -1) : cos(phi), sn = dim == 2 ? 0 : sin(phi);
    for (int c = 0; c < 3; c++)
        u[c] = cs * e1[c] + sn * e2[c];
    /* the point as axial x (from a, along dh) and radial y (along u) */
    double x, y, h = len;
    int w = (int)gen_int(rng, 0, 4);
    double s1 = gen_range(rng, 0, 1), s2 = gen_range(rng, 0.01, 4);
    if (kind == GEN_SOLID_CONE3) {
        switch (w) {
        case 0: x = s1 * h, y = s1 * r; break;                     /* the slant */
        case 1: x = -s2 * r, y = s2 * h; break;                    /* apex boundary */
        case 2: x = h - s2 * r / h, y = r + s2; break;             /* rim-slant */
        case 3: x = h + s2, y = gen_coin(rng) ? r : s1 * r; break; /* rim-base, base */
        default: x = h, y = s1 * r; break;                         /* on the base */
        }
    } else if (kind == GEN_SOLID_CYLINDER3) {
        switch (w) {
        case 0: x = s1 * h, y = r; break;                       /* the side */
        case 1: x = gen_coin(rng) ? 0 : h, y = s1 * r; break;   /* a cap */
        case 2: x = gen_coin(rng) ? -s2 : h + s2, y = r; break; /* over a rim */
        case 3: x = gen_coin(rng) ? 0 : h, y = r + s2; break;   /* end plane */
        default: x = gen_coin(rng) ? 0 : h, y = r; break;       /* a rim */
        }
    } else {
        double th = gen_range(rng, 0, 1.5707963267948966);
        switch (w) {
        case 0: x = s1 * h, y = r; break;                     /* the side */
        case 1: x = -r * cos(th), y = r * sin(th); break;     /* end cap a */
        case 2: x = h + r * cos(th), y = r * sin(th); break;  /* end cap b */
        case 3: x = gen_coin(rng) ? 0 : h, y = s2 * r; break; /* end plane */
        default: x = s1 * h, y = s2 * r; break;               /* near the side */
        }
    }
    double P[3] = {0, 0, 0}, B[3] = {0, 0, 0};
    for (int c = 0; c < dim; c++) {
        P[c] = a[c] + x * dh[c] + y * u[c];
        B[c] = a[c] + d[c];
    }
    store(out->p, P);
    store(out->a, a);
    store(out->b, B);
    out->r = (isect_real)r;
    out->family = "rounded onto a locus";
    out->shape = "general position";
}

static void round_adversarial(gen_rng *rng, gen_solid_kind kind, gen_psolid_case *out) {
    int dim = dim_of(kind);
    if (gen_int(rng, 0, 4) == 0) {
        round_rounded(rng, kind, out);
        perturb(rng, dim, out);
        return;
    }
    frame f;
    make_frame(rng, dim, &f);
    /* a short axis: at the origin, the far end scaled by 2^-e (subnormal too) */
    bool short_axis = gen_int(rng, 0, 11) == 0;
    if (short_axis)
        memset(f.O, 0, sizeof f.O);
    double H, R;
    if (kind == GEN_SOLID_CONE3) {
        if (gen_int(rng, 0, 3)) {
            const double *t = triples[gen_int(rng, 0, 5)];
            double k = (double)gen_int(rng, 1, 2);
            H = k * t[0];
            R = k * t[1];
            out->shape = "Pythagorean cone";
        } else {
            H = (double)gen_int(rng, 1, 8);
            R = (double)gen_int(rng, 1, 6);
            out->shape = "cone";
        }
    } else {
        H = (double)gen_int(rng, 1, 8);
        R = dyadic(rng, 0.5, 5);
        out->shape = kind == GEN_SOLID_CYLINDER3 ? "cylinder" : "capsule";
    }
    int degenerate = (int)gen_int(rng, 0, 7);
    if (degenerate == 0) {
        H = 0;
        out->shape = "zero-length axis";
    } else if (degenerate == 1) {
        R = 0;
        out->shape = "radius 0";
    }
    double x, y;
    if (kind == GEN_SOLID_CONE3)
        cone_point(rng, H, R, &x, &y, out);
    else if (kind == GEN_SOLID_CYLINDER3)
        cylinder_point(rng, H, R, &x, &y, out);
    else
        capsule_point(rng, H, &R, &x, &y, out);
    double ca, cb, cc;
    radial_dir(rng, dim, &ca, &cb, &cc);
    double P[3], A[3], B[3];
    map(&f, dim, cc * x, ca * y, cb * y, P);
    map(&f, dim, 0, 0, 0, A);
    map(&f, dim, cc * H, 0, 0, B);
    if (short_axis) {
        int e = (int)gen_int(rng, 1, SHORT_BITS);
        for (int c = 0; c < 3; c++)
            B[c] = (double)(isect_real)ldexp(B[c], -e);
        out->shape = "short axis";
    }
    store(out->p, P);
    if (kind != GEN_SOLID_CONE3 && gen_coin(rng)) { /* the axis the other way round */
        store(out->a, B);
        store(out->b, A);
    } else {
        store(out->a, A);
        store(out->b, B);
    }
    out->r = (isect_real)(f.m * cc * R);
    perturb(rng, dim, out);
}

/* ---- Polygons ------------------------------------------------------------------------- */

static double cross2(const double *o, const double *a, const double *b) {
    return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
}

static int cmp_pt(const double *a, const double *b) {
    return a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0;
}

/* The strict convex hull (counter-clockwise, no collinear vertices) of n small integer
 * points (exact in double): Andrew's monotone chain. Returns its vertex count. */
static int hull(int n, double pts[][2], double out[][2]) {
    for (int i = 1; i < n; i++) /* insertion sort */
        for (int j = i; j > 0 && cmp_pt(pts[j - 1], pts[j]) > 0; j--) {
            double t0 = pts[j][0], t1 = pts[j][1];
            pts[j][0] = pts[j - 1][0], pts[j][1] = pts[j - 1][1];
            pts[j - 1][0] = t0, pts[j - 1][1] = t1;
        }
    int k = 0;
    for (int i = 0; i < n; i++) {
        while (k >= 2 && cross2(out[k - 2], out[k - 1], pts[i]) <= 0)
            k--;
        out[k][0] = pts[i][0], out[k][1] = pts[i][1], k++;
    }
    for (int i = n - 2, lo = k + 1; i >= 0; i--) {
        while (k >= lo && cross2(out[k - 2], out[k - 1], pts[i]) <= 0)
            k--;
        out[k][0] = pts[i][0], out[k][1] = pts[i][1], k++;
    }
    return k - 1;
}

enum { PMAX = GEN_POLY_MAX };

/* A convex polygon (counter-clockwise) in plane coordinates; returns its count. */
static int convex_base(gen_rng *rng, double T[PMAX][2], const char **shape) {
    double pts[16][2];
    int n;
    for (;;) {
        int kind = (int)gen_int(rng, 0, 3);
        if (kind == 0) { /* integer hull of random points */
            int k = (int)gen_int(rng, 3, 12);
            for (int i = 0; i < k; i++)
                pts[i][0] = (double)gen_int(rng, -8, 8), pts[i][1] = (double)gen_int(rng, -8, 8);
            n = hull(k, pts, T);
            *shape = "integer hull";
        } else if (kind == 1) { /* a regular polygon rounded to integers */
            int k = (int)gen_int(rng, 3, 12);
            double rad = (double)gen_int(rng, 3, 9), ph = gen_range(rng, 0, 6.3);
            for (int i = 0; i < k; i++) {
                pts[i][0] = round(rad * cos(ph + 6.283185307179586 * i / k));
                pts[i][1] = round(rad * sin(ph + 6.283185307179586 * i / k));
            }
            n = hull(k, pts, T);
            *shape = "regular-ish";
        } else if (kind == 2) { /* a tiny grid */
            int k = (int)gen_int(rng, 3, 6);
            for (int i = 0; i < k; i++)
                pts[i][0] = (double)gen_int(rng, -2, 2), pts[i][1] = (double)gen_int(rng, -2, 2);
            n = hull(k, pts, T);
            *shape = "grid";
        } else { /* an axis-aligned rectangle or right triangle */
            double x0 = (double)gen_int(rng, -6, 2), y0 = (double)gen_int(rng, -6, 2);
            double w = (double)gen_int(rng, 1, 6), h = (double)gen_int(rng, 1, 6);
            double R4[4][2] = {{x0, y0}, {x0 + w, y0}, {x0 + w, y0 + h}, {x0, y0 + h}};
            n = gen_coin(rng) ? 4 : 3;
            for (int i = 0; i < n; i++)
                T[i][0] = R4[i][0], T[i][1] = R4[i][1];
            *shape = n == 4 ? "rectangle" : "right triangle";
        }
        if (n >= 3)
            return n;
    }
}

/* Inserts a copy of q after index i (0 <= i < n): returns the new count. */
static int insert_after(double T[PMAX][2], int n, int i, const double *q) {
    if (n >= PMAX)
        return n;
    for (int j = n; j > i + 1; j--)
        T[j][0] = T[j - 1][0], T[j][1] = T[j - 1][1];
    T[i + 1][0] = q[0], T[i + 1][1] = q[1];
    return n + 1;
}

/* A point p for the polygon T (plane coordinates, sign = +1 counter-clockwise, -1
 * clockwise). */
static void poly_point(gen_rng *rng, double T[PMAX][2], int n, double sign, double *p,
                       gen_psolid_case *out) {
    int i = (int)gen_int(rng, 0, n - 1), j = (i + 1) % n;
    for (int k = 0; k < n && T[j][0] == T[i][0] && T[j][1] == T[i][1]; k++)
        j = (j + 1) % n; /* the next distinct vertex */
    double e[2] = {T[j][0] - T[i][0], T[j][1] - T[i][1]};
    double nrm[2] = {sign * e[1], -sign * e[0]}; /* outward */
    int h = (i + n - 1) % n;
    for (int k = 0; k < n && T[h][0] == T[i][0] && T[h][1] == T[i][1]; k++)
        h = (h + n - 1) % n; /* the previous distinct vertex */
    double ep[2] = {T[i][0] - T[h][0], T[i][1] - T[h][1]};
    double np[2] = {sign * ep[1], -sign * ep[0]};
    switch (gen_int(rng, 0, 7)) {
    case 0:
        p[0] = T[i][0], p[1] = T[i][1];
        out->family = "at a vertex";
        break;
    case 1: {
        double t = dyadic(rng, 0, 1);
        p[0] = T[i][0] + t * e[0], p[1] = T[i][1] + t * e[1];
        out->family = "on an edge";
        break;
    }
    case 2: {
        double t = dyadic(rng, -2, 3);
        p[0] = T[i][0] + t * e[0], p[1] = T[i][1] + t * e[1];
        out->family = "on an edge's line";
        break;
    }
    case 3: {
        double t = dyadic(rng, 0, 1), a = dyadic(rng, 0.125, 3);
        p[0] = T[i][0] + t * e[0] + a * nrm[0], p[1] = T[i][1] + t * e[1] + a * nrm[1];
        out->family = "abeam of an edge";
        break;
    }
    case 4: {
        double a = gen_coin(rng) ? 0 : dyadic(rng, 0, 2), b = gen_coin(rng) ? 0 : dyadic(rng, 0, 2);
        p[0] = T[i][0] + a * np[0] + b * nrm[0], p[1] = T[i][1] + a * np[1] + b * nrm[1];
        out->family = a == 0 || b == 0 ? "vertex region boundary" : "vertex region";
        break;
    }
    case 5: { /* dyadic convex weights of three vertices */
        int k = (int)gen_int(rng, 0, n - 1), l = (int)gen_int(rng, 0, n - 1);
        double w1 = dyadic(rng, 0, 1), w2 = dyadic(rng, 0, 1 - w1), w0 = 1 - w1 - w2;
        for (int c = 0; c < 2; c++)
            p[c] = w0 * T[i][c] + w1 * T[k][c] + w2 * T[l][c];
        out->family = "inside";
        break;
    }
    case 6: { /* just inside or outside an edge */
        double t = dyadic(rng, 0, 1), a = gen_coin(rng) ? 0.125 : -0.125;
        p[0] = T[i][0] + t * e[0] + a * nrm[0], p[1] = T[i][1] + t * e[1] + a * nrm[1];
        out->family = "near an edge";
        break;
    }
    default:
        p[0] = T[i][0] + dyadic(rng, -3, 3), p[1] = T[i][1] + dyadic(rng, -3, 3);
        out->family = "near";
        break;
    }
}

/* A uniform polygon with p rounded from a point on an edge, or on the boundary of a
 * vertex's region (the vertex plus a multiple of an adjacent edge's outward normal). */
static void poly_rounded(gen_rng *rng, gen_psolid_case *out) {
    gen_psolid_uniform(rng, GEN_SOLID_POLY2, out);
    int n = out->n, i = (int)gen_int(rng, 0, n - 1), j = (i + 1) % n;
    double e[2] = {(double)out->v[j][0] - out->v[i][0], (double)out->v[j][1] - out->v[i][1]};
    double area = 0;
    for (int k = 0; k < n; k++) {
        int l = (k + 1) % n;
        area += (double)out->v[k][0] * out->v[l][1] - (double)out->v[k][1] * out->v[l][0];
    }
    double sg = area > 0 ? 1 : -1, nrm[2] = {sg * e[1], -sg * e[0]};
    double t = gen_coin(rng) ? gen_range(rng, 0, 1) : gen_coin(rng),
           a = gen_coin(rng) ? 0 : gen_range(rng, 0, 2);
    double P[3] = {out->v[i][0] + t * e[0] + a * nrm[0], out->v[i][1] + t * e[1] + a * nrm[1], 0};
    store(out->p, P);
    out->family = a == 0 ? "rounded onto an edge" : "rounded onto a region boundary";
}

static void poly_adversarial(gen_rng *rng, gen_psolid_case *out) {
    if (gen_int(rng, 0, 5) == 0) {
        poly_rounded(rng, out);
        perturb(rng, 2, out);
        return;
    }
    frame f;
    make_frame(rng, 2, &f);
    double T[PMAX][2], p[2];
    int n;
    int inserted = -1; /* a collinear vertex inserted on an edge, for the borderline nudge */
    int form = (int)gen_int(rng, 0, 11);
    if (form == 0) { /* collinear: a zigzag along an integer line, or all equal */
        double e[2] = {(double)gen_int(rng, -3, 3), (double)gen_int(rng, -3, 3)};
        if (e[0] == 0 && e[1] == 0)
            e[0] = 1;
        double c[2] = {(double)gen_int(rng, -5, 5), (double)gen_int(rng, -5, 5)};
        n = (int)gen_int(rng, 3, 8);
        bool equal = gen_int(rng, 0, 3) == 0;
        for (int i = 0; i < n; i++) {
            double t = equal ? 0 : (double)gen_int(rng, -4, 4);
            T[i][0] = c[0] + t * e[0], T[i][1] = c[1] + t * e[1];
        }
        out->shape = equal ? "all vertices equal" : "collinear";
        switch (gen_int(rng, 0, 3)) {
        case 0: {
            int k = (int)gen_int(rng, 0, n - 1);
            p[0] = T[k][0], p[1] = T[k][1];
            out->family = "at a vertex";
            break;
        }
        case 1: {
            double t = dyadic(rng, -6, 6);
            p[0] = c[0] + t * e[0], p[1] = c[1] + t * e[1];
            out->family = "on the line";
            break;
        }
        case 2: {
            double t = dyadic(rng, -6, 6), a = dyadic(rng, -3, 3);
            p[0] = c[0] + t * e[0] - a * e[1], p[1] = c[1] + t * e[1] + a * e[0];
            out->family = "off the line";
            break;
        }
        default:
            p[0] = c[0] + dyadic(rng, -8, 8), p[1] = c[1] + dyadic(rng, -8, 8);
            out->family = "near";
            break;
        }
    } else {
        n = convex_base(rng, T, &out->shape);
        /* collinear vertices on edges, repeated vertices */
        for (int i = n - 1; i >= 0; i--) {
            if (gen_int(rng, 0, 3) == 0) {
                int j = (i + 1) % n;
                static const double ts[3] = {0.5, 0.25, 0.75};
                double t = ts[gen_int(rng, 0, 2)];
                double q[2] = {T[i][0] + t * (T[j][0] - T[i][0]),
                               T[i][1] + t * (T[j][1] - T[i][1])};
                n = insert_after(T, n, i, q);
                inserted = i + 1;
            }
        }
        for (int i = n - 1; i >= 0; i--)
            if (gen_int(rng, 0, 7) == 0) {
                double q[2] = {T[i][0], T[i][1]};
                n = insert_after(T, n, i, q);
                if (inserted > i)
                    inserted++;
            }
        poly_point(rng, T, n, 1, p, out);
        if (form == 1) { /* not convex, or borderline */
            int w = (int)gen_int(rng, 0, 3);
            if (w == 0 && n >= 3) { /* a vertex pushed in past its neighbours' chord */
                int i = (int)gen_int(rng, 0, n - 1), h = (i + n - 1) % n, j = (i + 1) % n;
                double mid[2] = {(T[h][0] + T[j][0]) / 2, (T[h][1] + T[j][1]) / 2};
                T[i][0] = mid[0] + (mid[0] - T[i][0]) / 4;
                T[i][1] = mid[1] + (mid[1] - T[i][1]) / 4;
                out->shape = "a vertex pushed in";
            } else if (w == 1 && n >= 5 && n % 2 == 1 && 2 * n <= PMAX) { /* a star {n/2} */
                double S[PMAX][2];
                for (int i = 0; i < n; i++)
                    S[i][0] = T[(2 * i) % n][0], S[i][1] = T[(2 * i) % n][1];
                memcpy(T, S, sizeof S);
                out->shape = "star polygon {n/2}";
            } else if (w == 2 && 2 * n <= PMAX) { /* the boundary traversed twice */
                for (int i = 0; i < n; i++)
                    T[n + i][0] = T[i][0], T[n + i][1] = T[i][1];
                n *= 2;
                out->shape = "traversed twice";
            } else if (n + 1 <= PMAX) { /* a spike out and back along an edge's line */
                int i = (int)gen_int(rng, 1, n - 1);
                double q[2] = {T[i][0] + (T[i][0] - T[i - 1][0]) / 2,
                               T[i][1] + (T[i][1] - T[i - 1][1]) / 2};
                n = insert_after(T, n, i, q);
                q[0] = T[i][0], q[1] = T[i][1];
                n = insert_after(T, n, i + 1, q);
                out->shape = "spike";
            }
        }
        if (gen_coin(rng)) { /* clockwise */
            for (int i = 0; i < n / 2; i++)
                for (int c = 0; c < 2; c++) {
                    double t = T[i][c];
                    T[i][c] = T[n - 1 - i][c];
                    T[n - 1 - i][c] = t;
                }
            if (inserted >= 0)
                inserted = n - 1 - inserted;
        }
    }
    /* the start rotated */
    int rot = (int)gen_int(rng, 0, n - 1);
    double S[PMAX][2];
    for (int i = 0; i < n; i++)
        S[i][0] = T[(i + rot) % n][0], S[i][1] = T[(i + rot) % n][1];
    if (inserted >= 0)
        inserted = (inserted - rot + n) % n;
    out->n = n;
    double w[3];
    for (int i = 0; i < n; i++) {
        map(&f, 2, S[i][0], S[i][1], 0, w);
        out->v[i][0] = (isect_real)w[0];
        out->v[i][1] = (isect_real)w[1];
    }
    map(&f, 2, p[0], p[1], 0, w);
    store(out->p, w);
    if (gen_int(rng, 0, 11) == 0) { /* a tiny polygon about the origin, p as it was */
        int e = (int)gen_int(rng, 1, SHORT_BITS);
        for (int i = 0; i < n; i++)
            for (int c = 0; c < 2; c++)
                out->v[i][c] = (isect_real)ldexp(out->v[i][c] - (isect_real)f.O[c], -e);
        out->shape = "tiny polygon";
        return;
    }
    if (inserted >= 0 && gen_int(rng, 0, 4) == 0) { /* borderline: an ulp off the edge */
        int c = (int)gen_int(rng, 0, 1);
        out->v[inserted][c] = gen_ulps(out->v[inserted][c], gen_coin(rng) ? 1 : -1);
        out->shape = "collinear vertex nudged by an ulp";
        return;
    }
    perturb(rng, 2, out);
}

/* ---- Public generators ---------------------------------------------------------------- */

void gen_psolid_uniform(gen_rng *rng, gen_solid_kind kind, gen_psolid_case *out) {
    memset(out, 0, sizeof *out);
    out->family = out->shape = "uniform";
    int dim = dim_of(kind);
    if (kind != GEN_SOLID_POLY2) {
        for (int c = 0; c < dim; c++) {
            out->p[c] = (isect_real)gen_range(rng, -10, 10);
            out->a[c] = (isect_real)gen_range(rng, -10, 10);
            out->b[c] = (isect_real)gen_range(rng, -10, 10);
        }
        out->r = (isect_real)gen_range(rng, 0, 6);
        return;
    }
    int n = (int)gen_int(rng, 3, 16);
    /* n distinct slots of 64 around the circle, each jittered within its slot's middle */
    bool used[64] = {false};
    for (int k = 0; k < n;) {
        int s = (int)gen_int(rng, 0, 63);
        if (!used[s]) {
            used[s] = true;
            k++;
        }
    }
    double cx = gen_range(rng, -5, 5), cy = gen_range(rng, -5, 5);
    double ax = gen_range(rng, 1, 8), ay = gen_range(rng, 1, 8), th = gen_range(rng, 0, 6.3);
    double lo[2] = {1e300, 1e300}, hi[2] = {-1e300, -1e300};
    int i = 0;
    for (int s = 0; s < 64; s++) {
        if (!used[s])
            continue;
        double ang = 6.283185307179586 * (s + gen_range(rng, 0.25, 0.75)) / 64;
        double x = ax * cos(ang), y = ay * sin(ang);
        out->v[i][0] = (isect_real)(cx + x * cos(th) - y * sin(th));
        out->v[i][1] = (isect_real)(cy + x * sin(th) + y * cos(th));
        for (int c = 0; c < 2; c++) {
            lo[c] = fmin(lo[c], out->v[i][c]);
            hi[c] = fmax(hi[c], out->v[i][c]);
        }
        i++;
    }
    out->n = n;
    for (int c = 0; c < 2; c++)
        out->p[c] = (isect_real)gen_range(rng, lo[c] - 3, hi[c] + 3);
}

void gen_psolid_adversarial(gen_rng *rng, gen_solid_kind kind, gen_psolid_case *out) {
    memset(out, 0, sizeof *out);
    if (kind == GEN_SOLID_POLY2)
        poly_adversarial(rng, out);
    else
        round_adversarial(rng, kind, out);
}

void gen_psolid_invalid(gen_rng *rng, gen_solid_kind kind, gen_psolid_case *out) {
    gen_psolid_uniform(rng, kind, out);
    out->family = "invalid";
    const isect_real bad[3] = {(isect_real)NAN, (isect_real)INFINITY, -(isect_real)INFINITY};
    int dim = dim_of(kind);
    if (kind == GEN_SOLID_POLY2) {
        switch (gen_int(rng, 0, 7)) {
        case 0:
            out->null_shape = 1;
            out->shape = "NULL polygon";
            return;
        case 1:
            out->null_v = 1;
            out->shape = "NULL vertex array";
            return;
        case 2:
            out->n = (int)gen_int(rng, 0, 2);
            out->shape = "fewer than 3 vertices";
            return;
        case 3:
            out->v[gen_int(rng, 0, out->n - 1)][gen_int(rng, 0, 1)] = bad[gen_int(rng, 0, 2)];
            out->shape = "a bad vertex coordinate";
            return;
        case 4:
            out->p[gen_int(rng, 0, 1)] = bad[gen_int(rng, 0, 2)];
            out->shape = "a bad point coordinate";
            return;
        case 5: { /* random points: self-intersecting or not convex, almost always */
            int n = (int)gen_int(rng, 4, 12);
            for (int i = 0; i < n; i++)
                for (int c = 0; c < 2; c++)
                    out->v[i][c] = (isect_real)gen_range(rng, -10, 10);
            out->n = n;
            out->shape = "random points";
            return;
        }
        case 6: { /* a star {n/2} of the uniform polygon, when n is odd; else a reflex
                   * vertex: one vertex moved to the centroid of the others */
            int n = out->n;
            if (n >= 5 && n % 2 == 1) {
                isect_real S[GEN_POLY_MAX][2];
                for (int i = 0; i < n; i++)
                    S[i][0] = out->v[(2 * i) % n][0], S[i][1] = out->v[(2 * i) % n][1];
                memcpy(out->v, S, sizeof S);
                out->shape = "star polygon";
                return;
            }
            double c[2] = {0, 0};
            for (int i = 1; i < n; i++)
                for (int k = 0; k < 2; k++)
                    c[k] += out->v[i][k] / (n - 1);
            out->v[0][0] = (isect_real)c[0], out->v[0][1] = (isect_real)c[1];
            out->shape = "reflex vertex";
            return;
        }
        default: { /* the boundary traversed twice */
            int n = out->n;
            for (int i = 0; i < n; i++)
                out->v[n + i][0] = out->v[i][0], out->v[n + i][1] = out->v[i][1];
            out->n = 2 * n;
            out->shape = "traversed twice";
            return;
        }
        }
    }
    int which = (int)gen_int(rng, 0, 4);
    if (which == 0) {
        out->null_shape = 1;
        out->shape = "NULL shape";
    } else if (which == 1) {
        out->r = gen_coin(rng)   ? (isect_real)NAN
                 : gen_coin(rng) ? -(isect_real)gen_range(rng, 0.1, 4)
                                 : (isect_real)INFINITY;
        out->shape = "bad radius";
    } else {
        isect_real *pts[3] = {out->p, out->a, out->b};
        pts[which - 2][gen_int(rng, 0, dim - 1)] = bad[gen_int(rng, 0, 2)];
        out->shape = "a bad coordinate";
    }
}

int gen_psolid_lengths(gen_psolid_case *x, isect_real **v) {
    int n = 0;
    for (int c = 0; c < 3; c++) {
        v[n++] = &x->p[c];
        v[n++] = &x->a[c];
        v[n++] = &x->b[c];
    }
    v[n++] = &x->r;
    for (int i = 0; i < x->n && i < GEN_POLY_MAX; i++)
        for (int c = 0; c < 2; c++)
            v[n++] = &x->v[i][c];
    return n;
}
