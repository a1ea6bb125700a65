/* Generators for the overlap tests; see gen_overlap.h. */
#include "gen/gen_overlap.h"

#include <math.h>
#include <string.h>

#include "isect/valid.h"

/* Pythagorean quadruples x^2 + y^2 + z^2 = w^2: integer vectors of integer length. */
static const int quads[][4] = {{1, 2, 2, 3},  {2, 3, 6, 7},  {1, 4, 8, 9},   {4, 4, 7, 9},
                               {2, 6, 9, 11}, {6, 6, 7, 11}, {3, 4, 12, 13}, {2, 10, 11, 15},
                               {0, 3, 4, 5},  {0, 0, 1, 1}};
enum { QUADS = sizeof quads / sizeof quads[0] };

/* A random integer vector of integer length (returned), permuted and with random signs. */
static int quad_vector(gen_rng *rng, double v[3]) {
    const int *q = quads[gen_int(rng, 0, QUADS - 1)];
    int perm = (int)gen_int(rng, 0, 5);
    static const int perms[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2},
                                    {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
    for (int i = 0; i < 3; i++)
        v[i] = q[perms[perm][i]] * (gen_int(rng, 0, 1) ? 1.0 : -1.0);
    return q[3];
}

/* Splits a total length into two radii, both integers or halves (exact), ra + rb == total. */
static void split_radii(gen_rng *rng, double total, isect_real *ra, isect_real *rb) {
    double a = gen_int(rng, 0, 2 * (int64_t)total) / 2.0;
    int end = (int)gen_int(rng, 0, 5);
    if (end == 0)
        a = 0;
    else if (end == 1)
        a = total;
    *ra = (isect_real)a;
    *rb = (isect_real)(total - a);
}

static void random_point(gen_rng *rng, isect_real *p, double lo, double hi) {
    for (int i = 0; i < 3; i++)
        p[i] = (isect_real)gen_range(rng, lo, hi);
}

static void integer_point(gen_rng *rng, double *p, int64_t m) {
    for (int i = 0; i < 3; i++)
        p[i] = (double)gen_int(rng, -m, m);
}

/* Rotation rows into an isect_real axis array. */
static void set_axes(isect_real *dst, double rot[3][3]) {
    for (int i = 0; i < 3; i++)
        for (int k = 0; k < 3; k++)
            dst[3 * i + k] = (isect_real)rot[i][k];
}

static void uniform_obb(gen_rng *rng, isect_real *c, isect_real *axes) {
    double rot[3][3];
    random_point(rng, c, -10, 10);
    for (int i = 0; i < 3; i++)
        c[3 + i] = (isect_real)gen_range(rng, 0, 5);
    gen_rotation(rng, 3, rot);
    set_axes(axes, rot);
}

void gen_overlap_uniform(gen_rng *rng, gen_overlap_pair pair, gen_overlap_case *out) {
    memset(out, 0, sizeof *out);
    out->pair = pair;
    out->family = "uniform";
    if (pair == GEN_OVERLAP_OBB_OBB || pair == GEN_OVERLAP_AABB_OBB) {
        if (pair == GEN_OVERLAP_OBB_OBB) {
            uniform_obb(rng, out->a, out->ax);
        } else {
            random_point(rng, out->a, -10, 10);
            for (int i = 0; i < 3; i++)
                out->a[3 + i] = out->a[i] + (isect_real)gen_range(rng, 0, 10);
        }
        uniform_obb(rng, out->b, out->bx);
        return;
    }
    if (pair == GEN_OVERLAP_CAPSULE_AABB || pair == GEN_OVERLAP_CAPSULE_OBB) {
        random_point(rng, out->a, -10, 10);
        random_point(rng, out->a + 3, -10, 10);
        out->ra = (isect_real)gen_range(rng, 0, 4);
        if (pair == GEN_OVERLAP_CAPSULE_OBB) {
            uniform_obb(rng, out->b, out->bx);
        } else {
            random_point(rng, out->b, -10, 10);
            for (int i = 0; i < 3; i++)
                out->b[3 + i] = out->b[i] + (isect_real)gen_range(rng, 0, 8);
        }
        return;
    }
    random_point(rng, out->a, -10, 10);
    random_point(rng, out->b, -10, 10);
    if (pair == GEN_OVERLAP_AABB_AABB) {
        for (int i = 0; i < 3; i++) {
            out->a[3 + i] = out->a[i] + (isect_real)gen_range(rng, 0, 8);
            out->b[3 + i] = out->b[i] + (isect_real)gen_range(rng, 0, 8);
        }
        return;
    }
    if (pair == GEN_OVERLAP_SPHERE_CAPSULE)
        random_point(rng, out->b + 3, -10, 10);
    out->ra = (isect_real)gen_range(rng, 0, 8);
    out->rb = (isect_real)gen_range(rng, 0, pair == GEN_OVERLAP_SPHERE_SPHERE ? 8 : 4);
}

/* Two balls exactly touching (or, for zero radii, coincident centres). */
static void balls_touching(gen_rng *rng, gen_overlap_case *out) {
    double ca[3], w[3];
    integer_point(rng, ca, 20);
    int s = (int)gen_int(rng, 1, 4);
    double len = quad_vector(rng, w) * s;
    for (int i = 0; i < 3; i++) {
        out->a[i] = (isect_real)ca[i];
        out->b[i] = (isect_real)(ca[i] + s * w[i]);
    }
    split_radii(rng, len, &out->ra, &out->rb);
    out->family = "balls touching";
}

/* A radius sum that is not representable: rb is half an ulp of ra (or three halves), the
 * centres a few ulps of ra apart along one axis around the sum. */
static void unrounded_sum(gen_rng *rng, gen_overlap_case *out, bool capsule) {
    isect_real ra = (isect_real)gen_range(rng, 1, 2);
    isect_real ulp = gen_ulps(ra, 1) - ra;
    isect_real rb = ulp / 2 * (isect_real)(gen_int(rng, 0, 1) ? 1 : 3);
    int axis = (int)gen_int(rng, 0, 2);
    isect_real dist = gen_ulps(ra, (int)gen_int(rng, 0, 3));
    memset(out->a, 0, sizeof out->a);
    memset(out->b, 0, sizeof out->b);
    out->b[axis] = gen_int(rng, 0, 1) ? dist : -dist;
    if (capsule) { /* the core from that point away from the ball, or across it */
        int other = (axis + 1) % 3;
        out->b[3 + axis] = out->b[axis] * (gen_int(rng, 0, 1) ? 2 : 1);
        out->b[3 + other] = (isect_real)gen_int(rng, -3, 3);
        if (gen_int(rng, 0, 1)) { /* perpendicular to the axis: closest point inside */
            out->b[3 + axis] = out->b[axis];
            out->b[other] = -out->b[3 + other];
        }
    }
    out->ra = ra;
    out->rb = rb;
    out->family = "unrounded sum";
}

/* A ball touching a capsule: the closest core point an end (the centre in the end cap's
 * cone) or an interior point (the offset perpendicular to the core), at an integer
 * distance; or, with zero radii, the centre on the core. */
static void capsule_touching(gen_rng *rng, gen_overlap_case *out) {
    double A[3][3], p0[3], q[3];
    int basis = gen_int(rng, 0, 1) ? 0 : 3; /* rows of length 1 or 3 */
    double L = sqrt(gen_bases3_len2[basis]);
    gen_basis3(rng, basis, A);
    integer_point(rng, p0, 20);
    int n = (int)gen_int(rng, 0, 4); /* core length n L; 0: a zero-length capsule */
    int t = (int)gen_int(rng, 0, n);
    int kind = (int)gen_int(rng, 0, 3);
    double alpha = 0, beta = 0, len = 0;
    if (kind == 0) { /* interior (or an end, t == 0 or n): straight out, perpendicular */
        beta = (double)gen_int(rng, 0, 5);
        len = beta * L;
        out->family = "capsule touching side";
    } else if (kind == 1) { /* beyond an end, in its cap: (3, 4) L s away, length 5 L s */
        int s = (int)gen_int(rng, 1, 3);
        t = gen_int(rng, 0, 1) ? n : 0;
        alpha = (t == n ? 3.0 : -3.0) * s;
        beta = 4.0 * s * (gen_int(rng, 0, 1) ? 1 : -1);
        len = 5.0 * L * s;
        out->family = "capsule touching cap";
    } else if (kind == 2) { /* beyond an end along the axis */
        int s = (int)gen_int(rng, 1, 4);
        t = gen_int(rng, 0, 1) ? n : 0;
        alpha = t == n ? s : -s;
        len = L * s;
        out->family = "capsule touching tip";
    } else { /* zero radii: the centre on the core */
        out->family = "zero radii on core";
    }
    for (int i = 0; i < 3; i++) {
        q[i] = p0[i] + (t + alpha) * A[0][i] + beta * A[1][i];
        out->a[i] = (isect_real)q[i];
        out->b[i] = (isect_real)p0[i];
        out->b[3 + i] = (isect_real)(p0[i] + n * A[0][i]);
    }
    if (gen_int(rng, 0, 1)) /* either end first */
        for (int i = 0; i < 3; i++) {
            isect_real tmp = out->b[i];
            out->b[i] = out->b[3 + i];
            out->b[3 + i] = tmp;
        }
    split_radii(rng, len, &out->ra, &out->rb);
}

/* Boxes on small integers, per axis overlapping, sharing a bound or one ulp apart (made
 * after the rounding to isect_real), some extents zero. */
static void boxes(gen_rng *rng, gen_overlap_case *out) {
    out->family = "boxes";
    for (int i = 0; i < 3; i++) {
        int lo = (int)gen_int(rng, -8, 8),
            ext = (int)gen_int(rng, 0, 3) ? (int)gen_int(rng, 0, 6) : 0;
        out->a[i] = (isect_real)lo;
        out->a[3 + i] = (isect_real)(lo + ext);
        int bext = (int)gen_int(rng, 0, 3) ? (int)gen_int(rng, 0, 6) : 0;
        int rel = (int)gen_int(rng, 0, 4);
        bool above = gen_int(rng, 0, 1);
        isect_real touch = above ? out->a[3 + i] : out->a[i];
        isect_real lo_b;
        if (rel == 0) /* overlapping */
            lo_b = (isect_real)gen_int(rng, lo - bext, lo + ext);
        else if (rel <= 2) /* sharing a bound */
            lo_b = above ? touch : touch - (isect_real)bext;
        else /* one ulp (or two) apart */
            lo_b = above ? gen_ulps(touch, rel - 2) : gen_ulps(touch - (isect_real)bext, 2 - rel);
        out->b[i] = lo_b;
        out->b[3 + i] = above || rel == 0 ? lo_b + (isect_real)bext
                                          : (rel <= 2 ? touch : gen_ulps(touch, 2 - rel));
        if (out->b[3 + i] < out->b[i])
            out->b[3 + i] = out->b[i];
    }
}

/* ---- Oriented boxes ------------------------------------------------------------------ */

static bool axes_valid(double rot[3][3]) {
    isect_obb3 o = {{0, 0, 0}, {{0, 0, 0}, {0, 0, 0}, {0, 0, 0}}, {0, 0, 0}};
    for (int i = 0; i < 3; i++)
        o.axis[i] =
            (isect_vec3){(isect_real)rot[i][0], (isect_real)rot[i][1], (isect_real)rot[i][2]};
    return isect_valid_obb3(&o);
}

/* B's axes from A's: 0 a grid rotation, 1 A's (parallel), 2 A's rows permuted with signs
 * (turns by 90 degrees), 3 A's moved by one grid step (nearly parallel), 4 in float. */
static const char *axes_b(gen_rng *rng, double A[3][3], double B[3][3]) {
    int kind = (int)gen_int(rng, 0, 5);
    if (kind == 1) {
        memcpy(B, A, 9 * sizeof(double));
        return "obb parallel";
    }
    if (kind == 2) {
        int perm[3] = {0, 1, 2};
        for (int i = 2; i > 0; i--) {
            int j = (int)gen_int(rng, 0, i), t = perm[i];
            perm[i] = perm[j];
            perm[j] = t;
        }
        for (int i = 0; i < 3; i++)
            for (int k = 0; k < 3; k++)
                B[i][k] = A[perm[i]][k] * (double)(1 - 2 * (int)(i == 0 && gen_int(rng, 0, 1)));
        return "obb turned 90";
    }
    if (kind == 3) {
        for (int tries = 0; tries < 20; tries++) {
            memcpy(B, A, 9 * sizeof(double));
            int i = (int)gen_int(rng, 0, 2), k = (int)gen_int(rng, 0, 2);
            B[i][k] += gen_int(rng, 0, 1) ? 0x1p-16 : -0x1p-16;
            if (axes_valid(B))
                return "obb nearly parallel";
        }
        memcpy(B, A, 9 * sizeof(double));
        return "obb parallel";
    }
    if (kind == 4) {
        gen_rotation_float3(rng, B);
        return "obb float rotation";
    }
    gen_rotation_grid3(rng, B);
    return "obb contact";
}

/* Half extents tight at x for the `tight` first coordinates of a random order (the rest
 * larger by 0 to 3, or 0 when degenerate), from the frame coordinates w = M (x - c),
 * exact for grid axes and small integer differences (rounded otherwise). */
static void tight_halves(gen_rng *rng, double M[3][3], const double *x, const double *c, int tight,
                         bool flat, isect_real *h) {
    int order[3] = {0, 1, 2};
    for (int i = 2; i > 0; i--) {
        int j = (int)gen_int(rng, 0, i), t = order[i];
        order[i] = order[j];
        order[j] = t;
    }
    for (int r = 0; r < 3; r++) {
        int i = order[r];
        double w = M[i][0] * (x[0] - c[0]) + M[i][1] * (x[1] - c[1]) + M[i][2] * (x[2] - c[2]);
        double extra = r < tight ? 0 : (flat ? 0 : (double)gen_int(rng, 0, 3));
        h[i] = (isect_real)(fabs(w) + extra);
    }
}

/* Two boxes sharing the point x: A's feature (faces tight 1, 2 or 3: face, edge, vertex)
 * and B's likewise, centres on opposite sides of a random plane through x. */
static void obb_contact(gen_rng *rng, gen_overlap_case *out) {
    double x[3], n[3], ca[3], cb[3], A[3][3], B[3][3];
    integer_point(rng, x, 8);
    integer_point(rng, n, 3);
    if (n[0] == 0 && n[1] == 0 && n[2] == 0)
        n[2] = 1;
    double dA[3], dB[3];
    do
        integer_point(rng, dA, 4);
    while (dA[0] * n[0] + dA[1] * n[1] + dA[2] * n[2] <= 0);
    do
        integer_point(rng, dB, 4);
    while (dB[0] * n[0] + dB[1] * n[1] + dB[2] * n[2] <= 0);
    int point_a = (int)gen_int(rng, 0, 9) == 0; /* A reduced to x (and maybe a segment) */
    for (int i = 0; i < 3; i++) {
        ca[i] = point_a ? x[i] : x[i] - dA[i];
        cb[i] = x[i] + dB[i];
    }
    bool aabb = out->pair == GEN_OVERLAP_AABB_OBB;
    if (aabb) {
        memset(A, 0, sizeof A);
        A[0][0] = A[1][1] = A[2][2] = 1;
    } else {
        gen_rotation_grid3(rng, A);
    }
    out->family = axes_b(rng, A, B);
    int ta = (int)gen_int(rng, 1, 3), tb = (int)gen_int(rng, 1, 3);
    bool flat = gen_int(rng, 0, 7) == 0;
    isect_real ha[3], hb[3];
    tight_halves(rng, A, x, ca, ta, flat, ha);
    tight_halves(rng, B, x, cb, tb, flat && gen_int(rng, 0, 1), hb);
    if (point_a) {
        ha[0] = ha[1] = ha[2] = 0;
        if (gen_int(rng, 0, 1))
            ha[gen_int(rng, 0, 2)] = (isect_real)gen_int(rng, 1, 4);
        out->family = "obb point or segment";
    }
    for (int i = 0; i < 3; i++) {
        if (aabb) { /* the AABB's min and max from its centre and half extents (exact) */
            out->a[i] = (isect_real)(ca[i] - ha[i]);
            out->a[3 + i] = (isect_real)(ca[i] + ha[i]);
        } else {
            out->a[i] = (isect_real)ca[i];
            out->a[3 + i] = ha[i];
        }
        out->b[i] = (isect_real)cb[i];
        out->b[3 + i] = hb[i];
    }
    set_axes(out->ax, A);
    set_axes(out->bx, B);
}

/* The m of a far offset c 2^m (see perturb). */
static int far_exponent(gen_rng *rng) {
#if ISECT_USE_DOUBLE
    return (int)gen_int(rng, 10, 40);
#else
    return (int)gen_int(rng, 8, 12);
#endif
}

/* ---- Capsules against boxes ----------------------------------------------------------- */

/* Pythagorean tuples with 1, 2 and 3 non-zero entries, the length last. */
static const int tuples1[][4] = {{1, 0, 0, 1}, {2, 0, 0, 2}, {3, 0, 0, 3}};
static const int tuples2[][4] = {{3, 4, 0, 5}, {5, 12, 0, 13}, {8, 15, 0, 17}, {6, 8, 0, 10}};
static const int tuples3[][4] = {{1, 2, 2, 3}, {2, 3, 6, 7},  {1, 4, 8, 9},
                                 {4, 4, 7, 9}, {2, 6, 9, 11}, {6, 6, 7, 11}};

static void cross3(const double *a, const double *b, double *out) {
    out[0] = a[1] * b[2] - a[2] * b[1];
    out[1] = a[2] * b[0] - a[0] * b[2];
    out[2] = a[0] * b[1] - a[1] * b[0];
}

/* One try of the construction of gen_overlap.h ("Capsules against boxes"); false when y
 * lies too close to the box's centre on a fixed axis for the excess to fit, or the core's
 * direction came out zero. */
static bool capsule_box_try(gen_rng *rng, gen_overlap_case *out) {
    bool obb = out->pair == GEN_OVERLAP_CAPSULE_OBB;
    double M[3][3] = {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}, c[3], y[3], W[3], h[3];
    bool rounded = obb && gen_int(rng, 0, 4) == 0;
    if (rounded)
        gen_rotation_float3(rng, M);
    else if (obb)
        gen_rotation_grid3(rng, M);
    integer_point(rng, c, 8);
    integer_point(rng, y, 16);
    for (int l = 0; l < 3; l++)
        W[l] = M[l][0] * (y[0] - c[0]) + M[l][1] * (y[1] - c[1]) + M[l][2] * (y[2] - c[2]);
    int fixed = (int)gen_int(rng, 1, 3), k = gen_int(rng, 0, 5) == 0 ? 0 : (int)gen_int(rng, 1, 2);
    const int *t = fixed == 1   ? tuples1[gen_int(rng, 0, 2)]
                   : fixed == 2 ? tuples2[gen_int(rng, 0, 3)]
                                : tuples3[gen_int(rng, 0, 5)];
    int order[3] = {0, 1, 2}; /* the fixed axes: order[0 .. fixed - 1] */
    for (int i = 2; i > 0; i--) {
        int j = (int)gen_int(rng, 0, i), tmp = order[i];
        order[i] = order[j];
        order[j] = tmp;
    }
    double g[3] = {0, 0, 0};
    for (int r = 0; r < 3; r++) {
        int l = order[r];
        double sigma = W[l] >= 0 ? 1 : -1;
        if (r < fixed) {
            double e = k * t[r]; /* y's excess on axis l */
            h[l] = fabs(W[l]) - e;
            if (h[l] < 0)
                return false;
            double weight = k ? e : 1; /* r = 0: y on the box, any positive weights */
            for (int i = 0; i < 3; i++)
                g[i] += weight * sigma * M[l][i];
        } else {
            h[l] = fabs(W[l]) + (double)gen_int(rng, 0, 3);
        }
    }
    double w[3], u[3];
    integer_point(rng, w, 1); /* small: the float build keeps the ends exact */
    cross3(g, w, u);          /* g . u == 0 (exact on the grid) */
    if (u[0] == 0 && u[1] == 0 && u[2] == 0)
        return false;
    double p0[3], p1[3];
    int mode = (int)gen_int(rng, 0, 3);
    double s0 = (double)gen_int(rng, 0, 2), s1 = (double)gen_int(rng, 0, 2), lift = 0;
    if (mode == 0) { /* ending at y, leaving the supporting plane */
        s0 = 0;
        s1 = (double)gen_int(rng, 1, 2);
        lift = (double)gen_int(rng, 1, 2);
        out->family = "capsule end touching";
    } else if (mode == 1 && k > 0) {
        s0 = s1 = 0;
        out->family = "capsule zero length touching";
    } else {
        out->family = fixed == 1   ? "capsule along face"
                      : fixed == 2 ? "capsule across edge"
                                   : "capsule across vertex";
    }
    for (int i = 0; i < 3; i++) {
        p0[i] = y[i] - s0 * u[i];
        p1[i] = y[i] + s1 * (u[i] + lift * g[i]);
    }
    if (gen_int(rng, 0, 1)) /* either end first */
        for (int i = 0; i < 3; i++) {
            double tmp = p0[i];
            p0[i] = p1[i];
            p1[i] = tmp;
        }
    for (int i = 0; i < 3; i++) {
        out->a[i] = (isect_real)p0[i];
        out->a[3 + i] = (isect_real)p1[i];
        if (obb) {
            out->b[i] = (isect_real)c[i];
            out->b[3 + i] = (isect_real)h[i];
        } else {
            out->b[i] = (isect_real)(c[i] - h[i]);
            out->b[3 + i] = (isect_real)(c[i] + h[i]);
        }
    }
    out->ra = (isect_real)(k * t[3]);
    if (obb)
        set_axes(out->bx, M);
    if (rounded)
        out->family = "capsule float axes";
    if (k == 0)
        out->family = "capsule core on the box";
    return true;
}

static void capsule_box_touching(gen_rng *rng, gen_overlap_case *out) {
    while (!capsule_box_try(rng, out))
        ;
}

/* Perturbs a capsule-box case (see perturb): nudges keep the box valid. */
static void perturb_capsule_box(gen_rng *rng, gen_overlap_case *x) {
    bool obb = x->pair == GEN_OVERLAP_CAPSULE_OBB;
    int what = (int)gen_int(rng, 0, 5), k = (int)gen_int(rng, 1, 2) * (gen_int(rng, 0, 1) ? 1 : -1);
    if (what == 0) {
        int i = (int)gen_int(rng, 0, 12);
        if (i == 12) {
            isect_real r = gen_ulps(x->ra, k);
            x->ra = r >= 0 ? r : x->ra;
        } else if (i < 6) {
            x->a[i] = gen_ulps(x->a[i], k);
        } else if (obb && i >= 9) {
            isect_real h = gen_ulps(x->b[i - 6], k);
            x->b[i - 6] = h >= 0 ? h : x->b[i - 6];
        } else {
            isect_real v = gen_ulps(x->b[i - 6], k);
            bool ok = obb || (i < 9 ? v <= x->b[i - 3] : v >= x->b[i - 9]);
            x->b[i - 6] = ok ? v : x->b[i - 6];
        }
        x->family = "nudged";
    } else if (what == 1 && obb) {
        int i = (int)gen_int(rng, 0, 8);
        x->bx[i] = gen_ulps(x->bx[i], k);
        x->family = "nudged axis";
    } else if (what == 2) {
        int m = far_exponent(rng);
        for (int axis = 0; axis < 3; axis++) {
            isect_real off = (isect_real)ldexp((double)gen_int(rng, -9, 9), m);
            x->a[axis] += off;
            x->a[3 + axis] += off;
            x->b[axis] += off;
            if (!obb)
                x->b[3 + axis] += off;
        }
        x->family = "far";
    } else if (what == 3) {
        int e = gen_int(rng, 0, 1) ? (int)gen_int(rng, GEN_MAX_EXP - 40, GEN_MAX_EXP - 8)
                                   : (int)gen_int(rng, GEN_MIN_EXP + 60, GEN_MIN_EXP + 120);
        for (int i = 0; i < 6; i++) {
            x->a[i] = (isect_real)ldexp((double)x->a[i], e);
            x->b[i] = (isect_real)ldexp((double)x->b[i], e);
        }
        x->ra = (isect_real)ldexp((double)x->ra, e);
        x->family = e > 0 ? "huge" : "tiny";
    }
}

/* Every coordinate and radius of the case, the radii last. */
static int coords(gen_overlap_case *x, isect_real **v) {
    int n = 0;
    for (int i = 0; i < 6; i++) {
        v[n++] = &x->a[i];
        v[n++] = &x->b[i];
    }
    v[n++] = &x->ra;
    v[n++] = &x->rb;
    return n;
}

/* One of: a coordinate or radius nudged by 1-2 ulps; everything moved by c 2^m (exact:
 * c small, 2^m a multiple of every coordinate's spacing and below 2^(p - 10)); scaled by
 * 2^e, huge or tiny (exact unless it falls into the subnormal range). */
static void perturb(gen_rng *rng, gen_overlap_case *x) {
    isect_real *v[14];
    int n = coords(x, v);
    bool obb = x->pair == GEN_OVERLAP_OBB_OBB || x->pair == GEN_OVERLAP_AABB_OBB;
    int radii = x->pair == GEN_OVERLAP_AABB_AABB || obb ? 0 : 2;
    int what = (int)gen_int(rng, 0, 5);
    if (what == 3 && obb) { /* an axis component nudged by an ulp */
        isect_real *axes = gen_int(rng, 0, 1) || x->pair == GEN_OVERLAP_AABB_OBB ? x->bx : x->ax;
        int i = (int)gen_int(rng, 0, 8);
        axes[i] = gen_ulps(axes[i], gen_int(rng, 0, 1) ? 1 : -1);
        x->family = "nudged axis";
        return;
    }
    if (what == 0) {
        int i = (int)gen_int(rng, 0, n - 1);
        if (i >= n - 2 && radii == 0)
            i -= 2;
        int k = (int)gen_int(rng, 1, 2) * (gen_int(rng, 0, 1) ? 1 : -1);
        isect_real y = gen_ulps(*v[i], k);
        bool half =
            obb && ((v[i] >= x->b + 3 && v[i] < x->b + 6) ||
                    (x->pair == GEN_OVERLAP_OBB_OBB && v[i] >= x->a + 3 && v[i] < x->a + 6));
        bool bad_min = x->pair == GEN_OVERLAP_AABB_OBB &&
                       ((v[i] >= x->a && v[i] < x->a + 3 && y > v[i][3]) ||
                        (v[i] >= x->a + 3 && v[i] < x->a + 6 && y < v[i][-3]));
        if (!(i >= n - 2 && y < 0) && !(half && y < 0) && !bad_min)
            *v[i] = y;
        x->family = "nudged";
    } else if (what == 1) {
        int m = far_exponent(rng);
        for (int axis = 0; axis < 3; axis++) {
            isect_real off = (isect_real)ldexp((double)gen_int(rng, -9, 9), m);
            x->a[axis] += off;
            x->b[axis] += off;
            if (x->pair != GEN_OVERLAP_SPHERE_SPHERE && !obb)
                x->b[3 + axis] += off;
            if (x->pair == GEN_OVERLAP_AABB_AABB || x->pair == GEN_OVERLAP_AABB_OBB)
                x->a[3 + axis] += off;
        }
        x->family = "far";
    } else if (what == 2) {
        int e = gen_int(rng, 0, 1) ? (int)gen_int(rng, GEN_MAX_EXP - 40, GEN_MAX_EXP - 8)
                                   : (int)gen_int(rng, GEN_MIN_EXP + 60, GEN_MIN_EXP + 120);
        for (int i = 0; i < n; i++)
            *v[i] = (isect_real)ldexp((double)*v[i], e);
        x->family = e > 0 ? "huge" : "tiny";
    }
}

void gen_overlap_adversarial(gen_rng *rng, gen_overlap_pair pair, gen_overlap_case *out) {
    memset(out, 0, sizeof *out);
    out->pair = pair;
    if (pair == GEN_OVERLAP_AABB_AABB)
        boxes(rng, out);
    else if (pair == GEN_OVERLAP_OBB_OBB || pair == GEN_OVERLAP_AABB_OBB)
        obb_contact(rng, out);
    else if (pair == GEN_OVERLAP_CAPSULE_AABB || pair == GEN_OVERLAP_CAPSULE_OBB) {
        capsule_box_touching(rng, out);
        perturb_capsule_box(rng, out);
        return;
    } else if (gen_int(rng, 0, 3) == 0)
        unrounded_sum(rng, out, pair == GEN_OVERLAP_SPHERE_CAPSULE);
    else if (pair == GEN_OVERLAP_SPHERE_SPHERE)
        balls_touching(rng, out);
    else
        capsule_touching(rng, out);
    if (pair == GEN_OVERLAP_SPHERE_SPHERE && gen_int(rng, 0, 7) == 0) { /* zero radii */
        out->ra = out->rb = 0;
        memcpy(out->b, out->a, 3 * sizeof out->a[0]);
        out->family = "zero radii";
    }
    perturb(rng, out);
}

void gen_overlap_invalid(gen_rng *rng, gen_overlap_pair pair, gen_overlap_case *out) {
    gen_overlap_uniform(rng, pair, out);
    out->family = "invalid";
    isect_real *v[14];
    int n = coords(out, v);
    if (pair == GEN_OVERLAP_AABB_AABB || pair == GEN_OVERLAP_OBB_OBB ||
        pair == GEN_OVERLAP_AABB_OBB)
        n -= 2;
    int what = (int)gen_int(rng, 0, 5);
    static const isect_real bad[3] = {(isect_real)NAN, (isect_real)INFINITY, -(isect_real)INFINITY};
    if (pair == GEN_OVERLAP_CAPSULE_AABB || pair == GEN_OVERLAP_CAPSULE_OBB) {
        bool obb = pair == GEN_OVERLAP_CAPSULE_OBB;
        int i = (int)gen_int(rng, 0, 2);
        if (what == 0) {
            *v[gen_int(rng, 0, 11)] = bad[gen_int(rng, 0, 2)];
        } else if (what == 1) {
            out->ra = gen_int(rng, 0, 1) ? bad[gen_int(rng, 0, 2)] : -(isect_real)0x1p-149;
        } else if (what == 2) { /* a negative half extent, or min > max */
            if (obb)
                out->b[3 + i] = -(isect_real)gen_range(rng, 0x1p-20, 4);
            else
                out->b[3 + i] = gen_ulps(out->b[i], -(int)gen_int(rng, 1, 1000));
        } else if (what == 3) {
            if (gen_int(rng, 0, 1))
                out->null_a = true;
            else
                out->null_b = true;
        } else if (obb && what == 4) {
            out->bx[gen_int(rng, 0, 8)] = bad[gen_int(rng, 0, 2)];
        } else if (obb) { /* an axis scaled off unit length */
            for (int j = 0; j < 3; j++)
                out->bx[3 * i + j] *= (isect_real)1.001;
        } else {
            out->ra = -(isect_real)gen_range(rng, 0x1p-20, 4);
        }
        return;
    }
    if (pair == GEN_OVERLAP_OBB_OBB || pair == GEN_OVERLAP_AABB_OBB) {
        bool a_obb = pair == GEN_OVERLAP_OBB_OBB;
        isect_real *axes = a_obb && gen_int(rng, 0, 1) ? out->ax : out->bx;
        if (what == 0) {
            *v[gen_int(rng, 0, n - 1)] = bad[gen_int(rng, 0, 2)];
        } else if (what == 1) {
            axes[gen_int(rng, 0, 8)] = bad[gen_int(rng, 0, 2)];
        } else if (what == 2) { /* a negative half extent, or min > max */
            int i = (int)gen_int(rng, 0, 2);
            if (a_obb || gen_int(rng, 0, 1)) {
                isect_real *h = (a_obb && gen_int(rng, 0, 1) ? out->a : out->b) + 3;
                h[i] = gen_int(rng, 0, 1) ? -(isect_real)gen_range(rng, 0x1p-20, 4)
                                          : -(isect_real)0x1p-149;
            } else {
                out->a[3 + i] = gen_ulps(out->a[i], -(int)gen_int(rng, 1, 1000));
            }
        } else if (what == 3) {
            if (gen_int(rng, 0, 1))
                out->null_a = true;
            else
                out->null_b = true;
        } else if (what == 4) { /* an axis scaled off unit length */
            int i = (int)gen_int(rng, 0, 2);
            isect_real f = (isect_real)(gen_int(rng, 0, 1) ? 1.001 : 0.5);
            for (int k = 0; k < 3; k++)
                axes[3 * i + k] *= f;
        } else { /* two axes not orthogonal */
            int i = (int)gen_int(rng, 0, 2), j = (i + 1) % 3;
            for (int k = 0; k < 3; k++)
                axes[3 * j + k] = (isect_real)(0.9 * axes[3 * j + k] + 0.1 * axes[3 * i + k]);
        }
        return;
    }
    if (what <= 1) {
        *v[gen_int(rng, 0, n - 1)] = bad[gen_int(rng, 0, 2)];
    } else if (what == 2) {
        if (pair == GEN_OVERLAP_AABB_AABB) { /* min > max on an axis */
            int i = (int)gen_int(rng, 0, 2);
            isect_real *box = gen_int(rng, 0, 1) ? out->a : out->b;
            box[3 + i] = gen_ulps(box[i], -(int)gen_int(rng, 1, 1000));
        } else {
            isect_real *r = gen_int(rng, 0, 1) ? &out->ra : &out->rb;
            *r = gen_int(rng, 0, 1) ? -(isect_real)gen_range(rng, 0x1p-20, 4)
                                    : -(isect_real)0x1p-149;
        }
    } else if (what == 3) {
        if (gen_int(rng, 0, 1))
            out->null_a = true;
        else
            out->null_b = true;
    } else if (pair != GEN_OVERLAP_AABB_AABB) {
        isect_real *r = gen_int(rng, 0, 1) ? &out->ra : &out->rb;
        *r = bad[gen_int(rng, 0, 2)];
    } else {
        *v[gen_int(rng, 0, n - 1)] = bad[gen_int(rng, 0, 2)];
    }
}

int gen_overlap_lengths(gen_overlap_case *x, isect_real **v) {
    return coords(x, v);
}
