/* The closest points of a segment and an axis-aligned box (isect/closest_point.h, "A
 * segment against a box"): worked examples, invalid input, and a comparison with a
 * brute-force minimum.
 *
 * Every expected value is derived by hand in the comment beside its case, never taken
 * from the code under test. Most cases use the box B = [-1, 1] x [-2, 2] x [-3, 3] (half
 * extents h = (1, 2, 3), its corner k at (+-1, +-2, +-3) with the sign of axis i + when
 * bit i of k is set). The derivations use the contract's facts:
 * - the squared distance of X(s) = p0 + s (p1 - p0) to the box is
 *   f(s) = sum_i (the amount X_i(s) lies outside [lo_i, hi_i])^2, convex in s, and every
 *   closest pair is (X(s), clamp(X(s))) for a minimiser s;
 * - the tie rule takes the first of p0, p1, edges 0..11, crossings of faces 0..5 that
 *   attains the minimum: p0 when s = 0 is a minimiser, else p1 when s = 1 is, else the
 *   first edge k (along axis a, the two other axes at their bounds by the bits of m,
 *   k = 4a + m, lower axis first) whose closed segment holds clamp(X(s)) for a minimiser
 *   s -- the minimiser nearest s = 0 among those when the segment is parallel to the edge
 *   (the segment-segment rule) --, else (the segment passes through the box) the first
 *   face whose plane it crosses strictly at a point of the face;
 * - feature_b is read off point_b: at a bound on three axes a corner, on two an edge, on
 *   one a face, on none the solid; a zero extent counts as the min side.
 *
 * The checker asserts what the contract promises: both features exactly; the flags
 * (ISECT_DEGENERATE for a zero-length segment or a zero extent); an end of the segment bit
 * for bit with bary_a {1, 0} or {0, 1}; a corner bit for bit, an edge's or a face's
 * coordinates at their bounds exactly; dist_sq exactly 0 when the segment meets the box
 * and not 0 when it does not (unless the exact value lies below the subnormal range);
 * point_a, point_b and sqrt(dist_sq) within 16 u S (S the largest input magnitude;
 * 16 u S / sin theta for an edge's pair with both parameters free). Every case is also run
 * scaled by powers of two over the exponent range (distances below the subnormal range
 * read as the smallest subnormal, beyond the range saturate) and moved far from the
 * origin. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <float.h>
#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "isect/isect.h"

#if ISECT_USE_DOUBLE
static const double unit_roundoff = 0x1p-53;
#define REAL_MAX DBL_MAX
#define REAL_TRUE_MIN DBL_TRUE_MIN
/* exact scalings of the cases (coordinates up to 8 on a grid of 2^-2) */
static const int scales[] = {-1000, -600, -1, 0, 1, 60, 600, 1010};
#define OFFSET_EXP 44
#else
static const double unit_roundoff = 0x1p-24;
#define REAL_MAX FLT_MAX
#define REAL_TRUE_MIN FLT_TRUE_MIN
static const int scales[] = {-120, -60, -1, 0, 1, 30, 60, 120};
#define OFFSET_EXP 12
#endif

#define N_OF(x) (sizeof(x) / sizeof((x)[0]))

enum { V = ISECT_FEATURE_VERTEX, E = ISECT_FEATURE_EDGE, F = ISECT_FEATURE_FACE };
enum { SOLID = ISECT_FEATURE_SOLID, DEG = ISECT_DEGENERATE };
/* A mark in a case's flags: point_b's coordinate i is strictly between its bounds though it
 * rounds onto one (otherwise the checker reads "at a bound" off pb[i] == lo[i] or hi[i]). */
#define FREE(i) (1u << (16 + (i)))

static isect_real next_up(isect_real x) {
#if ISECT_USE_DOUBLE
    return nextafter(x, INFINITY);
#else
    return nextafterf(x, INFINITY);
#endif
}

static isect_real next_down(isect_real x) {
#if ISECT_USE_DOUBLE
    return nextafter(x, -INFINITY);
#else
    return nextafterf(x, -INFINITY);
#endif
}

/* ==== One case and its checker ====================================================== */

typedef struct seg_box_case {
    const char *name;
    double p0[3], p1[3], lo[3], hi[3];
    int fa_kind, fa_index, fb_kind, fb_index;
    double s; /* the exact parameter of point_a (bary_a[1]) */
    double pa[3], pb[3];
    double dist_sq;   /* exact */
    unsigned flags;   /* 0 or ISECT_DEGENERATE; and FREE(i) marks for the checker */
    double sin_theta; /* an edge's pair with both parameters free: sin of the angle; else 0 */
} seg_box_case;

static const char *case_name = "";
static char variant[96];

#define EXPECT(cond)                                                                               \
    do {                                                                                           \
        if (!(cond))                                                                               \
            fail_msg("case '%s' (%s): %s", case_name, variant, #cond);                             \
    } while (0)

static void expect_near(const char *what, long double got, long double want, long double tol) {
    if (!(fabsl(got - want) <= tol))
        fail_msg("case '%s' (%s): %s = %La, want %La within %La", case_name, variant, what, got,
                 want, tol);
}

static isect_closest_feature_result3 ask(const isect_real *p0, const isect_real *p1,
                                         const isect_real *lo, const isect_real *hi) {
    isect_seg3 s = {{p0[0], p0[1], p0[2]}, {p1[0], p1[1], p1[2]}};
    isect_aabb3 b = {{lo[0], lo[1], lo[2]}, {hi[0], hi[1], hi[2]}};
    return isect_closest_seg3_aabb3(&s, &b);
}

static bool same3(isect_vec3 a, const isect_real *b) {
    return a.x == b[0] && a.y == b[1] && a.z == b[2];
}

/* The case with every coordinate times 2^k plus off[i] (both exact by construction). */
static void check_variant(const seg_box_case *c, int k, const double *off) {
    isect_real p0[3], p1[3], lo[3], hi[3];
    long double pa[3], pb[3], S = 0;
    for (int i = 0; i < 3; i++) {
        p0[i] = (isect_real)(ldexp(c->p0[i], k) + off[i]);
        p1[i] = (isect_real)(ldexp(c->p1[i], k) + off[i]);
        lo[i] = (isect_real)(ldexp(c->lo[i], k) + off[i]);
        hi[i] = (isect_real)(ldexp(c->hi[i], k) + off[i]);
        pa[i] = ldexpl(c->pa[i], k) + off[i];
        pb[i] = ldexpl(c->pb[i], k) + off[i];
        S = fmaxl(S, fmaxl(fmaxl(fabsl(p0[i]), fabsl(p1[i])), fmaxl(fabsl(lo[i]), fabsl(hi[i]))));
    }
    isect_closest_feature_result3 r = ask(p0, p1, lo, hi);
    long double d2 = ldexpl(c->dist_sq, 2 * k), dist = sqrtl(d2);
    long double tol_pt = 16 * unit_roundoff * S / (c->sin_theta > 0 ? c->sin_theta : 1) +
                         2 * (long double)REAL_TRUE_MIN;
    long double tol_dist = 16 * unit_roundoff * S + sqrtl(2 * (long double)REAL_TRUE_MIN);

    /* flags, and nothing odd */
    unsigned want = (c->flags & 0xffffu) | (d2 > REAL_MAX ? (unsigned)ISECT_SATURATED : 0u);
    EXPECT(r.flags == want);
    EXPECT(isfinite(r.dist_sq) && r.dist_sq >= 0);
    /* the features, exactly */
    EXPECT(r.feature_a.kind == (isect_feature_kind)c->fa_kind);
    EXPECT(r.feature_a.index == c->fa_index);
    EXPECT(r.feature_b.kind == (isect_feature_kind)c->fb_kind);
    EXPECT(r.feature_b.index == c->fb_index);
    /* what they imply */
    EXPECT(r.bary_a[2] == 0 && r.bary_a[3] == 0);
    EXPECT(r.bary_b[0] == 0 && r.bary_b[1] == 0 && r.bary_b[2] == 0 && r.bary_b[3] == 0);
    if (c->fa_kind == V) {
        EXPECT(same3(r.point_a, c->fa_index ? p1 : p0));
        EXPECT(r.bary_a[c->fa_index] == 1 && r.bary_a[1 - c->fa_index] == 0);
    } else {
        EXPECT(r.bary_a[1] > 0 && r.bary_a[1] < 1 && r.bary_a[0] > 0 && r.bary_a[0] <= 1);
        long double len = 0;
        for (int i = 0; i < 3; i++)
            len += ((long double)p1[i] - p0[i]) * ((long double)p1[i] - p0[i]);
        len = sqrtl(len);
        expect_near("bary_a[1] |d|", r.bary_a[1] * len, c->s * len, tol_pt);
        expect_near("bary_a[0] |d|", r.bary_a[0] * len, (1 - c->s) * len, tol_pt);
    }
    isect_real got_b[3] = {r.point_b.x, r.point_b.y, r.point_b.z};
    isect_real got_a[3] = {r.point_a.x, r.point_a.y, r.point_a.z};
    for (int i = 0; i < 3; i++) {
        EXPECT(got_b[i] >= lo[i] && got_b[i] <= hi[i]);
        /* a coordinate the exact point_b has at a bound is that bound, exactly */
        if (c->flags & FREE(i))
            continue;
        if (c->pb[i] == c->lo[i])
            EXPECT(got_b[i] == lo[i]);
        else if (c->pb[i] == c->hi[i])
            EXPECT(got_b[i] == hi[i]);
    }
    /* the distance: exactly 0 when they meet, not 0 when they do not (unless below the
     * subnormal range); within 16 u S */
    if (c->dist_sq == 0) {
        EXPECT(r.dist_sq == 0);
        if (c->fa_kind == V)
            EXPECT(same3(r.point_b, c->fa_index ? p1 : p0)); /* an end in the box */
    } else if (d2 >= REAL_TRUE_MIN) {
        EXPECT(r.dist_sq > 0);
    }
    if (d2 > REAL_MAX)
        EXPECT(r.dist_sq == REAL_MAX);
    else
        expect_near("sqrt(dist_sq)", sqrtl(r.dist_sq), dist, tol_dist);
    for (int i = 0; i < 3; i++) {
        expect_near("point_a", got_a[i], pa[i], tol_pt);
        expect_near("point_b", got_b[i], pb[i], tol_pt);
    }
}

/* Every scale, and far from the origin (unless the case has a coordinate one ulp off a
 * small integer, which an offset would round away). */
static void check_case_at(const seg_box_case *c, bool offset) {
    case_name = c->name;
    static const double zero[3] = {0, 0, 0};
    for (size_t j = 0; j < N_OF(scales); j++) {
        snprintf(variant, sizeof variant, "scaled by 2^%d", scales[j]);
        check_variant(c, scales[j], zero);
    }
    if (!offset)
        return;
    double off[3] = {ldexp(3, OFFSET_EXP), ldexp(-5, OFFSET_EXP), ldexp(7, OFFSET_EXP)};
    snprintf(variant, sizeof variant, "moved by (3, -5, 7) 2^%d", OFFSET_EXP);
    check_variant(c, 0, off);
}

static void check_case(const seg_box_case *c) {
    check_case_at(c, true);
}

static void check_table(const seg_box_case *cases, size_t n) {
    for (size_t i = 0; i < n; i++)
        check_case(&cases[i]);
}

/* ==== Every corner, edge and face of B ================================================ */

/* A point in the tables (so that clang-format packs their rows). */
#define P(x, y, z)                                                                                 \
    { x, y, z }
#define B_LO P(-1, -2, -3)
#define B_HI P(1, 2, 3)
static const double h[3] = {1, 2, 3};

/* The two axes across axis a, lower first. */
static void across(int a, int *j1, int *j2) {
    *j1 = a == 0 ? 1 : 0;
    *j2 = a == 2 ? 1 : 2;
}

static char names[32][48];

/* Corner k: c = (sigma_i h_i), sigma_i = +1 when bit i of k is set. With Z = c + sigma
 * (one unit out along each axis) and u = (sigma_0, -sigma_1, 0) (u . sigma = 0), the
 * segment Z - u .. Z + u, i.e. p0 = (c_0, c_1 + 2 sigma_1, c_2 + sigma_2),
 * p1 = (c_0 + 2 sigma_0, c_1, c_2 + sigma_2): X(t) = Z + t u (t = 2s - 1) lies
 * (1 + t, 1 - t, 1) outside along the three axes (each outward), so
 * f = (1 + t)^2 + (1 - t)^2 + 1 = 3 + 2 t^2: the unique minimiser t = 0, s = 1/2,
 * point_a = Z, point_b = clamp(Z) = c, dist_sq = 3 (the ends: 5). The pair is the first
 * edge's through c (its end: not free): feature_a edge 0, feature_b vertex k. */
static void corners(void **state) {
    (void)state;
    for (int k = 0; k < 8; k++) {
        double sg[3], c[3];
        for (int i = 0; i < 3; i++) {
            sg[i] = (k >> i & 1) ? 1 : -1;
            c[i] = sg[i] * h[i];
        }
        snprintf(names[k], sizeof names[k], "corner %d", k);
        seg_box_case x = {names[k],
                          {c[0], c[1] + 2 * sg[1], c[2] + sg[2]},
                          {c[0] + 2 * sg[0], c[1], c[2] + sg[2]},
                          B_LO,
                          B_HI,
                          E,
                          0,
                          V,
                          k,
                          0.5,
                          {c[0] + sg[0], c[1] + sg[1], c[2] + sg[2]},
                          {c[0], c[1], c[2]},
                          3,
                          0,
                          0};
        check_case(&x);
    }
}

/* Edge k = 4a + m: along axis a, the axes j1 < j2 across it at the bounds sigma_j h_j
 * (sigma_j1 = +1 when bit 0 of m is set, sigma_j2 when bit 1 is). Y = its midpoint
 * (Y_a = 0), Z = Y + sigma_j1 e_j1 + sigma_j2 e_j2, u = e_a + sigma_j1 e_j1 - sigma_j2 e_j2
 * (u . (Z - Y) = 1 - 1 = 0), the segment Z - u/2 .. Z + u/2: X(t) = Z + t u
 * (t = s - 1/2 in [-1/2, 1/2]) has X_a = t inside [-h_a, h_a] and lies 1 + t outside
 * along j1, 1 - t along j2: f = 2 + 2 t^2, the unique minimiser s = 1/2, point_a = Z,
 * point_b = Y, dist_sq = 2 (ends: 5/2). Only edge k holds Y: feature_b edge k, both
 * parameters free, sin theta = |u x e_a| / |u| = sqrt(2 / 3). */
static void edges(void **state) {
    (void)state;
    for (int k = 0; k < 12; k++) {
        int a = k / 4, m = k % 4, j1, j2;
        across(a, &j1, &j2);
        double Y[3] = {0, 0, 0}, w[3] = {0, 0, 0}, u[3] = {0, 0, 0};
        double s1 = (m & 1) ? 1 : -1, s2 = (m & 2) ? 1 : -1;
        Y[j1] = s1 * h[j1];
        Y[j2] = s2 * h[j2];
        w[j1] = s1;
        w[j2] = s2;
        u[a] = 1;
        u[j1] = s1;
        u[j2] = -s2;
        snprintf(names[k], sizeof names[k], "edge %d", k);
        seg_box_case x = {names[k], {0}, {0}, B_LO, B_HI,           E, 0, E, k, 0.5,
                          {0},      {0}, 2,   0,    sqrt(2.0 / 3.0)};
        for (int i = 0; i < 3; i++) {
            x.pa[i] = Y[i] + w[i];
            x.pb[i] = Y[i];
            x.p0[i] = x.pa[i] - u[i] / 2;
            x.p1[i] = x.pa[i] + u[i] / 2;
        }
        check_case(&x);
    }
}

/* Face f = 2a + s: its centre Y = sigma h_a e_a (sigma = +1 for s = 1). p1 = Y + sigma e_a
 * (height 1 over the centre), p0 = Y + 3 sigma e_a + e_j1 (j1 the lower other axis):
 * X(s) = Y + sigma (3 - 2s) e_a + (1 - s) e_j1 stays over the face (|1 - s| <= 1 <= h_j1)
 * at height 3 - 2s >= 1: f = (3 - 2s)^2, least at s = 1 alone. So p1 (vertex 1), point_b
 * = Y, dist_sq = 1, feature_b face f (p0: 9). */
static void faces(void **state) {
    (void)state;
    for (int f = 0; f < 6; f++) {
        int a = f / 2, j1, j2;
        across(a, &j1, &j2);
        double sg = (f & 1) ? 1 : -1;
        snprintf(names[f], sizeof names[f], "face %d", f);
        seg_box_case x = {names[f], {0}, {0}, B_LO, B_HI, V, 1, F, f, 1, {0}, {0}, 1, 0, 0};
        x.pb[a] = sg * h[a];
        x.p1[a] = x.pa[a] = sg * (h[a] + 1);
        x.p0[a] = sg * (h[a] + 3);
        x.p0[j1] = 1;
        check_case(&x);
    }
}

/* ==== The solid, crossings, touching, ties ================================================ */

static const seg_box_case solid_and_crossings[] = {
    /* p0 strictly inside: p0 against the box is at distance 0 and comes first. */
    {"p0 inside", P(0.5, 0.5, 0.5), P(5, 5, 5), B_LO, B_HI, V, 0, SOLID, 0, 0, P(0.5, 0.5, 0.5),
     P(0.5, 0.5, 0.5), 0, 0, 0},
    /* p1 strictly inside, p0 outside: s = 1 is a minimiser (f(1) = 0), s = 0 is not; p1
     * comes before the face the segment enters through. */
    {"p1 inside", P(5, 5, 5), P(0.5, -0.5, 0.25), B_LO, B_HI, V, 1, SOLID, 0, 1, P(0.5, -0.5, 0.25),
     P(0.5, -0.5, 0.25), 0, 0, 0},
    /* Along x through the inside at (y, z) = (0.5, 0.5): in the box for x in [-1, 1], i.e.
     * s in [1/3, 2/3]; no end and no edge there (y, z strictly inside), so the crossings:
     * face 0 (x = -1) at s = 1/3 and face 1 at s = 2/3; face 0 first. */
    {"crossing along x: face 0", P(-3, 0.5, 0.5), P(3, 0.5, 0.5), B_LO, B_HI, E, 0, F, 0, 1.0 / 3,
     P(-1, 0.5, 0.5), P(-1, 0.5, 0.5), 0, 0, 0},
    /* Reversed: it enters through face 1 at s = 1/3, but face 0 comes first: its crossing
     * at s = 2/3. */
    {"crossing reversed: still face 0", P(3, 0.5, 0.5), P(-3, 0.5, 0.5), B_LO, B_HI, E, 0, F, 0,
     2.0 / 3, P(-1, 0.5, 0.5), P(-1, 0.5, 0.5), 0, 0, 0},
    /* X = (2 - 2s, 1 - 4s, 0): x = 1 at s = 1/2 (y = -1: face 1's interior), y = -2 at
     * s = 3/4 (x = 1/2: face 2's); face 1 first. */
    {"crossing faces 1 and 2: face 1", P(2, 1, 0), P(0, -3, 0), B_LO, B_HI, E, 0, F, 1, 0.5,
     P(1, -1, 0), P(1, -1, 0), 0, 0, 0},
    /* X = (2s, -3 + 4s, 0): enters through face 2 at s = 1/4, leaves through face 1 at
     * s = 1/2 (y = -1); face 1 first. */
    {"crossing faces 2 then 1: face 1", P(0, -3, 0), P(2, 1, 0), B_LO, B_HI, E, 0, F, 1, 0.5,
     P(1, -1, 0), P(1, -1, 0), 0, 0, 0},
    /* X = (0.5, 0.5, 7 - 12 s): face 5 (z = 3) at s = 1/3, face 4 (z = -3) at s = 5/6;
     * face 4 first. */
    {"crossing down along z: face 4", P(0.5, 0.5, 7), P(0.5, 0.5, -5), B_LO, B_HI, E, 0, F, 4,
     5.0 / 6, P(0.5, 0.5, -3), P(0.5, 0.5, -3), 0, 0, 0},
    /* X = (2 - 4s, 4 - 8s, 6 - 12s), the box's diagonal: in the box for s in [1/4, 3/4],
     * through corner 7 at s = 1/4 and corner 0 at s = 3/4. No end in the box; edge 0
     * (along x at y = -2, z = -3) holds clamp(X(s)) where y <= -2 and z <= -3: s >= 3/4,
     * so s = 3/4: corner 0 (edge 0 comes before every edge through corner 7). */
    {"the diagonal: edge 0 through corner 0", P(2, 4, 6), P(-2, -4, -6), B_LO, B_HI, E, 0, V, 0,
     0.75, P(-1, -2, -3), P(-1, -2, -3), 0, 0, 0},
};

static void solid_and_crossing(void **state) {
    (void)state;
    check_table(solid_and_crossings, N_OF(solid_and_crossings));
}

static const seg_box_case touching_cases[] = {
    /* p0 = (0.5, 2, 1) on face 3 (y = 2), p1 further out along y: p0 is in the box. */
    {"p0 on face 3", P(0.5, 2, 1), P(0.5, 5, 1), B_LO, B_HI, V, 0, F, 3, 0, P(0.5, 2, 1),
     P(0.5, 2, 1), 0, 0, 0},
    /* p1 = (0, 2, 3) on edge 3 (along x, y = 2, z = 3); X_z = 7 - 4s > 3 before it: only p1
     * meets the box. */
    {"p1 on edge 3", P(5, 0, 7), P(0, 2, 3), B_LO, B_HI, V, 1, E, 3, 1, P(0, 2, 3), P(0, 2, 3), 0,
     0, 0},
    /* p0 = corner 5 = (1, -2, 3). */
    {"p0 at corner 5", P(1, -2, 3), P(4, -4, 5), B_LO, B_HI, V, 0, V, 5, 0, P(1, -2, 3),
     P(1, -2, 3), 0, 0, 0},
    /* X = (1, 2, 3) + t (1, -1, 0), t = 2s - 1: t > 0 has x > 1, t < 0 has y > 2, so it
     * touches the box at corner 7 only (s = 1/2). Edge 3 (along x, y = 2, z = 3) holds it
     * and is the first edge through corner 7. */
    {"grazing corner 7", P(0, 3, 3), P(2, 1, 3), B_LO, B_HI, E, 0, V, 7, 0.5, P(1, 2, 3),
     P(1, 2, 3), 0, 0, 0},
    /* X = (0, 2, 3) + t (0, 1, -1): t > 0 has y > 2, t < 0 has z > 3: touches edge 3 at its
     * midpoint only. */
    {"grazing edge 3", P(0, 3, 2), P(0, 1, 4), B_LO, B_HI, E, 0, E, 3, 0.5, P(0, 2, 3), P(0, 2, 3),
     0, 0, 0},
    /* In the plane z = 3 of face 5, along x at y = 0: on the face for x in [-1, 1]
     * (s in [1/3, 2/3]). Edges 0..3 lie at y = +-2, 4 and 5 at z = -3; edge 6 (along y,
     * x = -1, z = 3) holds X(1/3). */
    {"in face 5's plane: edge 6", P(-3, 0, 3), P(3, 0, 3), B_LO, B_HI, E, 0, E, 6, 1.0 / 3,
     P(-1, 0, 3), P(-1, 0, 3), 0, 0, 0},
    /* Reversed: edge 6 again, now at s = 2/3. */
    {"in face 5's plane reversed: edge 6", P(3, 0, 3), P(-3, 0, 3), B_LO, B_HI, E, 0, E, 6, 2.0 / 3,
     P(-1, 0, 3), P(-1, 0, 3), 0, 0, 0},
    /* Along edge 3's line past both its ends: on it for x in [-1, 1], s in [0.4, 0.6]. Edges
     * 0..2 need y = -2 or z = -3; edge 3 holds all of them, and is parallel to the segment:
     * the pair nearest s = 0, s = 0.4, at corner 6 = (-1, 2, 3). */
    {"along edge 3, overlapping it: corner 6", P(-5, 2, 3), P(5, 2, 3), B_LO, B_HI, E, 0, V, 6, 0.4,
     P(-1, 2, 3), P(-1, 2, 3), 0, 0, 0},
    /* Reversed: s = 0.4 is now x = 1: corner 7. */
    {"along edge 3 reversed: corner 7", P(5, 2, 3), P(-5, 2, 3), B_LO, B_HI, E, 0, V, 7, 0.4,
     P(1, 2, 3), P(1, 2, 3), 0, 0, 0},
    /* p0 one ulp outside face 3 (y = 2): dist_sq = ulp(2)^2, not 0; point_b = (0.5, 2, 1). */
    {"p0 one ulp off face 3", P(0.5, 0, 1), P(0.5, 5, 1), B_LO, B_HI, V, 0, F, 3, 0, P(0.5, 0, 1),
     P(0.5, 2, 1), -1, 0, 0},
    /* p0 one ulp inside face 3: strictly inside, the solid. */
    {"p0 one ulp inside face 3", P(0.5, 0, 1), P(0.5, 5, 1), B_LO, B_HI, V, 0, SOLID, 0, 0,
     P(0.5, 0, 1), P(0.5, 0, 1), 0, 0, 0},
};

static void touching(void **state) {
    (void)state;
    for (size_t i = 0; i < N_OF(touching_cases); i++) {
        seg_box_case x = touching_cases[i];
        bool ulp = i >= N_OF(touching_cases) - 2;
        if (i == N_OF(touching_cases) - 2) { /* one ulp out */
            isect_real y = next_up(2);
            x.p0[1] = x.pa[1] = y;
            x.dist_sq = ((double)y - 2) * ((double)y - 2);
        } else if (i == N_OF(touching_cases) - 1) { /* one ulp in */
            isect_real y = next_down(2);
            x.p0[1] = x.pa[1] = x.pb[1] = y;
        }
        check_case_at(&x, !ulp);
    }
}

static const seg_box_case tie_cases[] = {
    /* Parallel to face 5 at height 1, over its middle and past both x ends: f = 1 for
     * x in [-1, 1], s in [0.4, 0.6]. No end; edges 0..5 need y = +-2 or z = -3; edge 6
     * (x = -1, z = 3) holds clamp(X(s)) where x <= -1: s = 0.4. point_b (-1, 0, 3) on its
     * interior. */
    {"over face 5 across it: edge 6 at the entry", P(-5, 0, 4), P(5, 0, 4), B_LO, B_HI, E, 0, E, 6,
     0.4, P(-1, 0, 4), P(-1, 0, 3), 1, 0, 1},
    /* Reversed: edge 6 again, at s = 0.6. */
    {"over face 5 across it, reversed: edge 6", P(5, 0, 4), P(-5, 0, 4), B_LO, B_HI, E, 0, E, 6,
     0.6, P(-1, 0, 4), P(-1, 0, 3), 1, 0, 1},
    /* Parallel to face 5 at height 2, both ends over it: f = 4 on all of [0, 1]; p0 first. */
    {"over face 5, ends over it: p0", P(0, 0, 5), P(0.5, 1, 5), B_LO, B_HI, V, 0, F, 5, 0,
     P(0, 0, 5), P(0, 0, 3), 4, 0, 0},
    /* Reversed ends: p0 again (now (0.5, 1, 5)). */
    {"over face 5, ends over it, reversed: p0", P(0.5, 1, 5), P(0, 0, 5), B_LO, B_HI, V, 0, F, 5, 0,
     P(0.5, 1, 5), P(0.5, 1, 3), 4, 0, 0},
    /* Parallel to edge 3 at the offset (0, 1, 1) (in its normal cone): f = 2 for
     * x in [-1, 1], s in [0.4, 0.6]; edge 3 holds every such clamp(X(s)), the segment is
     * parallel to it: s = 0.4 nearest 0, point_b = corner 6. */
    {"parallel to edge 3: corner 6", P(-5, 3, 4), P(5, 3, 4), B_LO, B_HI, E, 0, V, 6, 0.4,
     P(-1, 3, 4), P(-1, 2, 3), 2, 0, 0},
    /* Reversed: s = 0.4 is x = 1, corner 7. */
    {"parallel to edge 3 reversed: corner 7", P(5, 3, 4), P(-5, 3, 4), B_LO, B_HI, E, 0, V, 7, 0.4,
     P(1, 3, 4), P(1, 2, 3), 2, 0, 0},
    /* Parallel to edge 3, shorter than it, beside it: f = 2 on all of [0, 1]: p0. */
    {"parallel to edge 3, beside it: p0", P(-0.5, 3, 4), P(0.5, 3, 4), B_LO, B_HI, V, 0, E, 3, 0,
     P(-0.5, 3, 4), P(-0.5, 2, 3), 2, 0, 0},
};

static void ties(void **state) {
    (void)state;
    check_table(tie_cases, N_OF(tie_cases));
}

/* ==== Degenerate segments and boxes ======================================================= */

static const seg_box_case degenerate_cases[] = {
    /* A point segment outside: clamp((2, 3, 4)) = (1, 2, 3) = corner 7, dist_sq 1+1+1. */
    {"zero-length outside", P(2, 3, 4), P(2, 3, 4), B_LO, B_HI, V, 0, V, 7, 0, P(2, 3, 4),
     P(1, 2, 3), 3, DEG, 0},
    /* A point segment inside: the solid. */
    {"zero-length inside", P(0, 0.5, -1), P(0, 0.5, -1), B_LO, B_HI, V, 0, SOLID, 0, 0,
     P(0, 0.5, -1), P(0, 0.5, -1), 0, DEG, 0},
    /* The rectangle z = 0: crossing it at s = 1/2 inside it; faces 4 and 5 are both the
     * rectangle, 4 first (and a zero extent counts as the min side). */
    {"through a rectangle: face 4", P(0.5, 0.5, -1), P(0.5, 0.5, 1), P(-1, -2, 0), P(1, 2, 0), E, 0,
     F, 4, 0.5, P(0.5, 0.5, 0), P(0.5, 0.5, 0), 0, DEG, 0},
    /* Over the rectangle: p0 (height 2) nearest; point_b (0.5, 0.5, 0), face 4 (not 5). */
    {"over a rectangle: face 4", P(0.5, 0.5, 2), P(0.5, 1.5, 3), P(-1, -2, 0), P(1, 2, 0), V, 0, F,
     4, 0, P(0.5, 0.5, 2), P(0.5, 0.5, 0), 4, DEG, 0},
    /* Under it: face 4 as well. */
    {"under a rectangle: face 4", P(0.5, 0.5, -2), P(0.5, 1.5, -3), P(-1, -2, 0), P(1, 2, 0), V, 0,
     F, 4, 0, P(0.5, 0.5, -2), P(0.5, 0.5, 0), 4, DEG, 0},
    /* Beside its x = 1 side: p0 = (3, 0, 1) nearest (p1 (3, 1, 1): the same 5); point_b
     * (1, 0, 0): x at max, y between, z at the (zero-extent) min: edge 4 + m along y,
     * m = 1 (x max) + 0 (z min) = 5. */
    {"beside a rectangle: edge 5", P(3, 0, 1), P(3, 1, 1), P(-1, -2, 0), P(1, 2, 0), V, 0, E, 5, 0,
     P(3, 0, 1), P(1, 0, 0), 5, DEG, 0},
    /* The box a segment along x at y = 2, z = 3: crossed at (0.5, 2, 3), s = 1/2; edge 0
     * (y, z at their zero-extent mins) is that segment. */
    {"across a box segment: edge 0", P(0.5, 1, 3), P(0.5, 3, 3), P(-1, 2, 3), P(1, 2, 3), E, 0, E,
     0, 0.5, P(0.5, 2, 3), P(0.5, 2, 3), 0, DEG, 0},
    /* Past its x = 1 end: p0 (3, 2, 4) nearest, point_b (1, 2, 3) = vertex 1 (x max, y and z
     * at their mins), dist_sq 4 + 1. */
    {"past a box segment's end: vertex 1", P(3, 2, 4), P(3, 2, 5), P(-1, 2, 3), P(1, 2, 3), V, 0, V,
     1, 0, P(3, 2, 4), P(1, 2, 3), 5, DEG, 0},
    /* The box the point (1, 1, 1): the segment (s, 0, 1) 2s passes it at (1, 0, 1), s = 1/2,
     * dist_sq 1; vertex 0 (every axis at its min). */
    {"past a box point: vertex 0", P(0, 0, 1), P(2, 0, 1), P(1, 1, 1), P(1, 1, 1), E, 0, V, 0, 0.5,
     P(1, 0, 1), P(1, 1, 1), 1, DEG, 0},
    /* Through the box point: dist_sq 0 at s = 1/2. */
    {"through a box point: vertex 0", P(0, 0, 0), P(2, 2, 2), P(1, 1, 1), P(1, 1, 1), E, 0, V, 0,
     0.5, P(1, 1, 1), P(1, 1, 1), 0, DEG, 0},
    /* A point segment on a box point. */
    {"point on a box point", P(1, 1, 1), P(1, 1, 1), P(1, 1, 1), P(1, 1, 1), V, 0, V, 0, 0,
     P(1, 1, 1), P(1, 1, 1), 0, DEG, 0},
};

static void degenerate(void **state) {
    (void)state;
    check_table(degenerate_cases, N_OF(degenerate_cases));
}

/* ==== Defects found by the oracle test (double build) ===================================== */

/* Gaps of a few subnormal steps, which the exact choice must still see (t = 2 TRUE_MIN). */
#define T2 (2 * (double)REAL_TRUE_MIN)
static const seg_box_case subnormal_cases[] = {
    /* The box [0, 8]^3. p0 lies t below face 2 (y = 0): outside, at distance t > 0; p1 =
     * (4, 4, 4) strictly inside. f(0) = t^2 > 0 = f(1): s = 1 is a minimiser and s = 0 is
     * not, so p1 (vertex 1, the solid), dist_sq 0. (The double build once answered p0, face 2:
     * t^2 rounds to 0 and the choice took it for an exact 0.) */
    {"p0 a subnormal step outside, p1 inside", P(4, -T2, 4), P(4, 4, 4), P(0, 0, 0), P(8, 8, 8), V,
     1, SOLID, 0, 1, P(4, 4, 4), P(4, 4, 4), 0, 0, 0},
    /* The box [0, 1]^3. In the plane x = 0 of face 0: X(s) = (0, -1 + 3s, t (1 - s)) enters
     * y >= 0 at s = 1/3, at (0, 0, 2t/3): z strictly inside (0, 1), so on edge 8 (along z, x
     * and y at their mins), distance 0. Edges 0 (y = z = 0) and 4 (x = z = 0) come first
     * but the segment misses them (z > 0 wherever y is in [0, 1]); the ends are outside
     * (y = -1, y = 2). So edge 8 at s = 1/3. (The double build once answered vertex 0, edge 0's
     * end.) */
    {"in face 0's plane a subnormal step off edge 4: edge 8", P(0, -1, T2), P(0, 2, 0), P(0, 0, 0),
     P(1, 1, 1), E, 0, E, 8, 1.0 / 3, P(0, 0, T2 * 2 / 3), P(0, 0, T2 * 2 / 3), 0, 0, 1},
    /* The flat box [-t, 0] x [-t, 0] x {0} (found by the fuzz target, with
     * y1 = 0x1.208020302011p-991: the reverse order once came back at dist_sq 0). X(s) = (-t (1 -
     * s), -3 + s (3 + y1), -6), y1 = 2^-100: x stays in
     * [-t, 0], z is 6 below the box, and y lies in [-t, 0] for s in
     * [(3 - t) / (3 + y1), 3 / (3 + y1)], inside (0, 1): there f = 36, the least. No end;
     * edge 0 (along x at y = -t, z = 0) holds clamp(X(s)) where y <= -t: s* = (3 - t) /
     * (3 + y1), at x = -t (t + y1) / (3 + y1), strictly inside (-t, 0) though it rounds to
     * -0: edge 0, dist_sq 36. */
    {"over a flat box 2 subnormal steps wide: edge 0", P(-T2, -3, -6), P(0, 0x1p-100, -6),
     P(-T2, -T2, 0), P(0, 0, 0), E, 0, E, 0, 1, P(0, -T2, -6), P(0, -T2, 0), 36, DEG | FREE(0), 0},
    /* Reversed: s* = (y1 + t) / (3 + y1), the same pair. */
    {"over a flat box 2 subnormal steps wide, reversed: edge 0", P(0, 0x1p-100, -6), P(-T2, -3, -6),
     P(-T2, -T2, 0), P(0, 0, 0), E, 0, E, 0, 0x1p-100 / 3, P(0, -T2, -6), P(0, -T2, 0), 36,
     DEG | FREE(0), 0},
};

static void subnormal_gaps(void **state) {
    (void)state;
    static const double zero[3] = {0, 0, 0};
    for (size_t i = 0; i < N_OF(subnormal_cases); i++) {
        case_name = subnormal_cases[i].name;
        snprintf(variant, sizeof variant, "as given");
        check_variant(&subnormal_cases[i], 0, zero);
    }
}

/* A near miss by about one ulp: the box the segment x = -2, y = -4, z in [2, 4] (edge 8);
 * p0 = (-5, -3/2, 2), p1 = (-(2 - e), -4, 4) with 2 - e the number below 2 (e = 2^-52 in
 * the double build). In the xy-plane the segment runs from (-5, -3/2) along
 * d = (3 + e, -5/2) and the edge is the point c = (-2, -4): with w = c - p0 = (3, -5/2),
 * w x d = 3 (-5/2) + (5/2) (3 + e) = 5e/2, so the xy-distance^2 is
 * (5e/2)^2 / |d|^2, |d|^2 = (3 + e)^2 + 25/4, at s = w.d / |d|^2 = (61/4 + 3e) / |d|^2 < 1,
 * where z = 2 + 2s lies in [2, 4]: dist_sq = (25/4) e^2 / |d|^2 (about 2^-105.3), not 0 --
 * the segment misses the box. feature_a edge 0, feature_b edge 8 (its interior: z < 4),
 * both parameters free, sin theta = |d| / |(3 + e, -5/2, 2)|. */
static void near_miss(void **state) {
    (void)state;
    double e = 2 - (double)next_down(2);
    double dd = (3 + e) * (3 + e) + 6.25; /* exact: e is 2^-52 or 2^-23 */
    long double s = (15.25L + 3 * (long double)e) / dd;
    seg_box_case x = {"near miss by an ulp: edge 8",
                      P(-5, -1.5, 2),
                      P(-(2 - e), -4, 4),
                      P(-2, -4, 2),
                      P(-2, -4, 4),
                      E,
                      0,
                      E,
                      8,
                      (double)s,
                      P(0, 0, 0),
                      P(0, 0, 0),
                      (double)(6.25L * e * e / dd),
                      DEG,
                      sqrt(dd / (dd + 4))};
    for (int i = 0; i < 3; i++)
        x.pa[i] = (double)(x.p0[i] + s * ((long double)x.p1[i] - x.p0[i]));
    x.pb[0] = -2;
    x.pb[1] = -4;
    x.pb[2] = x.pa[2];
    check_case_at(&x, false);
}

/* ==== Invalid input ======================================================================= */

static void expect_invalid(isect_closest_feature_result3 r) {
    EXPECT(r.flags == ISECT_INVALID);
    EXPECT(r.feature_a.kind == ISECT_FEATURE_NONE && r.feature_a.index == 0);
    EXPECT(r.feature_b.kind == ISECT_FEATURE_NONE && r.feature_b.index == 0);
    EXPECT(r.dist_sq == 0);
    EXPECT(r.point_a.x == 0 && r.point_a.y == 0 && r.point_a.z == 0);
    EXPECT(r.point_b.x == 0 && r.point_b.y == 0 && r.point_b.z == 0);
    for (int i = 0; i < 4; i++)
        EXPECT(r.bary_a[i] == 0 && r.bary_b[i] == 0);
}

static void invalid_input(void **state) {
    (void)state;
    case_name = "invalid";
    const isect_seg3 seg = {{0, 0, 5}, {1, 1, 6}};
    const isect_aabb3 box = {{-1, -2, -3}, {1, 2, 3}};
    snprintf(variant, sizeof variant, "NULL segment");
    expect_invalid(isect_closest_seg3_aabb3(NULL, &box));
    snprintf(variant, sizeof variant, "NULL box");
    expect_invalid(isect_closest_seg3_aabb3(&seg, NULL));
    snprintf(variant, sizeof variant, "both NULL");
    expect_invalid(isect_closest_seg3_aabb3(NULL, NULL));
    const isect_real bad[3] = {(isect_real)NAN, (isect_real)INFINITY, -(isect_real)INFINITY};
    for (int b = 0; b < 3; b++)
        for (int c = 0; c < 12; c++) {
            isect_seg3 s = seg;
            isect_aabb3 x = box;
            isect_real *v[4] = {&s.p0.x, &s.p1.x, &x.min.x, &x.max.x};
            isect_real *slot = v[c / 3] + c % 3;
            *slot = bad[b];
            snprintf(variant, sizeof variant, "coordinate %d is %a", c, (double)bad[b]);
            expect_invalid(isect_closest_seg3_aabb3(&s, &x));
        }
    for (int i = 0; i < 3; i++) {
        isect_aabb3 x = box;
        isect_real *mn = &x.min.x + i, *mx = &x.max.x + i;
        *mn = next_up(*mx); /* min one ulp above max */
        snprintf(variant, sizeof variant, "min > max on axis %d by one ulp", i);
        expect_invalid(isect_closest_seg3_aabb3(&seg, &x));
        *mn = 1;
        *mx = -1;
        snprintf(variant, sizeof variant, "min > max on axis %d", i);
        expect_invalid(isect_closest_seg3_aabb3(&seg, &x));
    }
}

/* A corner of a box whose min has a negative zero: point_b is the corner bit for bit (the
 * header), so its x is -0.0 even though p0.x is +0.0 (equal in value). */
static void corner_bit_for_bit(void **state) {
    (void)state;
    case_name = "signed zero";
    snprintf(variant, sizeof variant, "min.x = -0.0, p0.x = +0.0");
    isect_seg3 s = {{0.0f, -1, -1}, {0.0f, -2, -3}};
    isect_aabb3 b = {{-(isect_real)0.0, 0, 0}, {1, 1, 1}};
    isect_closest_feature_result3 r = isect_closest_seg3_aabb3(&s, &b);
    EXPECT(r.feature_b.kind == ISECT_FEATURE_VERTEX && r.feature_b.index == 0);
    EXPECT(r.point_b.x == 0 && r.point_b.y == 0 && r.point_b.z == 0);
    EXPECT(signbit(r.point_b.x)); /* the corner's -0.0 */
}

/* ==== Against a brute-force minimum ====================================================== */

static uint64_t rng_state = 0x9e3779b97f4a7c15u;

static double uniform(double lo, double hi) {
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 7;
    rng_state ^= rng_state << 17;
    return lo + (hi - lo) * (double)(rng_state >> 11) * 0x1p-53;
}

/* f(s) in long double: the squared amount X(s) lies outside the box, axis by axis (each a
 * square of a difference, so its error is of the order of the long double rounding of S,
 * not its square root). */
static long double f_at(const isect_real *p0, const isect_real *p1, const isect_real *lo,
                        const isect_real *hi, long double s) {
    long double f = 0;
    for (int i = 0; i < 3; i++) {
        long double x = p0[i] + s * ((long double)p1[i] - p0[i]);
        long double o = x < lo[i] ? lo[i] - x : x > hi[i] ? x - hi[i] : 0;
        f += o * o;
    }
    return f;
}

/* The least f over a dense grid of s, refined by golden sections around the best (f is
 * convex). */
static long double brute_min(const isect_real *p0, const isect_real *p1, const isect_real *lo,
                             const isect_real *hi) {
    enum { N = 4096 };
    int best = 0;
    long double fb = f_at(p0, p1, lo, hi, 0);
    for (int i = 1; i <= N; i++) {
        long double f = f_at(p0, p1, lo, hi, (long double)i / N);
        if (f < fb) {
            fb = f;
            best = i;
        }
    }
    long double a = best > 0 ? (long double)(best - 1) / N : 0;
    long double b = best < N ? (long double)(best + 1) / N : 1;
    const long double g = 0.6180339887498948482L;
    for (int it = 0; it < 120; it++) {
        long double c = b - g * (b - a), d = a + g * (b - a);
        if (f_at(p0, p1, lo, hi, c) <= f_at(p0, p1, lo, hi, d))
            b = d;
        else
            a = c;
    }
    long double f = f_at(p0, p1, lo, hi, (a + b) / 2);
    return f < fb ? f : fb;
}

static void random_against_brute_force(void **state) {
    (void)state;
    case_name = "random";
    for (int n = 0; n < 3000; n++) {
        isect_real p0[3], p1[3], lo[3], hi[3];
        for (int i = 0; i < 3; i++) {
            p0[i] = (isect_real)uniform(-8, 8);
            p1[i] =
                n % 7 == 0 ? p0[i] + (isect_real)uniform(-0.5, 0.5) : (isect_real)uniform(-8, 8);
            lo[i] = (isect_real)uniform(-4, 4);
            hi[i] = n % 5 == i ? lo[i] : (isect_real)(lo[i] + uniform(0, 4));
        }
        if (n % 11 == 0)
            memcpy(p1, p0, sizeof p1);
        snprintf(variant, sizeof variant, "case %d", n);
        isect_closest_feature_result3 r = ask(p0, p1, lo, hi);
        long double S = 0;
        bool flat = false;
        for (int i = 0; i < 3; i++) {
            S = fmaxl(S,
                      fmaxl(fmaxl(fabsl(p0[i]), fabsl(p1[i])), fmaxl(fabsl(lo[i]), fabsl(hi[i]))));
            flat |= lo[i] == hi[i];
        }
        long double tol = 16 * unit_roundoff * S + 1e-17L * S;
        long double dist = sqrtl(brute_min(p0, p1, lo, hi));
        bool point = p0[0] == p1[0] && p0[1] == p1[1] && p0[2] == p1[2];
        EXPECT(r.flags == ((point || flat) ? (unsigned)ISECT_DEGENERATE : 0u));
        expect_near("sqrt(dist_sq) against the brute force", sqrtl(r.dist_sq), dist, tol);
        /* a pair of the shapes at that distance */
        isect_real pa[3] = {r.point_a.x, r.point_a.y, r.point_a.z};
        isect_real pb[3] = {r.point_b.x, r.point_b.y, r.point_b.z};
        long double s = r.bary_a[1], d2 = 0;
        for (int i = 0; i < 3; i++) {
            expect_near("point_a on the segment", pa[i], p0[i] + s * ((long double)p1[i] - p0[i]),
                        tol);
            EXPECT(pb[i] >= lo[i] && pb[i] <= hi[i]);
            d2 += ((long double)pa[i] - pb[i]) * ((long double)pa[i] - pb[i]);
        }
        expect_near("|point_a - point_b|", sqrtl(d2), sqrtl(r.dist_sq), 2 * tol);
        /* the features as the points say */
        if (r.feature_a.kind == ISECT_FEATURE_VERTEX) {
            EXPECT(same3(r.point_a, r.feature_a.index ? p1 : p0));
            EXPECT(s == r.feature_a.index);
        } else {
            EXPECT(r.feature_a.kind == ISECT_FEATURE_EDGE && r.feature_a.index == 0 && s > 0 &&
                   s < 1);
        }
        /* feature_b: the bounds it fixes exactly (min for a zero extent), its free axes of
         * positive extent; a coordinate clearly between its bounds (farther than the points'
         * error from both) is free (the exact point_b is strictly between there too) */
        int role[3];
        if (r.feature_b.kind == ISECT_FEATURE_VERTEX) {
            for (int i = 0; i < 3; i++)
                role[i] = (r.feature_b.index >> i & 1) ? 1 : -1;
        } else if (r.feature_b.kind == ISECT_FEATURE_EDGE) {
            int a = r.feature_b.index / 4, m = r.feature_b.index % 4, j1, j2;
            across(a, &j1, &j2);
            role[a] = 0;
            role[j1] = (m & 1) ? 1 : -1;
            role[j2] = (m & 2) ? 1 : -1;
        } else if (r.feature_b.kind == ISECT_FEATURE_FACE) {
            for (int i = 0; i < 3; i++)
                role[i] = i != r.feature_b.index / 2 ? 0 : (r.feature_b.index & 1) ? 1 : -1;
        } else {
            EXPECT(r.feature_b.kind == ISECT_FEATURE_SOLID && r.feature_b.index == 0);
            role[0] = role[1] = role[2] = 0;
        }
        for (int i = 0; i < 3; i++) {
            if (role[i] < 0)
                EXPECT(pb[i] == lo[i]);
            else if (role[i] > 0)
                EXPECT(pb[i] == hi[i] && lo[i] < hi[i]);
            else
                EXPECT(lo[i] < hi[i]);
            if (pb[i] - lo[i] > tol && hi[i] - pb[i] > tol)
                EXPECT(role[i] == 0);
        }
        /* clearly apart: not 0; clearly meeting (an end strictly inside) is 0 */
        if (dist > 64 * unit_roundoff * S)
            EXPECT(r.dist_sq > 0);
    }
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(corners),
        cmocka_unit_test(edges),
        cmocka_unit_test(faces),
        cmocka_unit_test(solid_and_crossing),
        cmocka_unit_test(touching),
        cmocka_unit_test(ties),
        cmocka_unit_test(degenerate),
        cmocka_unit_test(subnormal_gaps),
        cmocka_unit_test(near_miss),
        cmocka_unit_test(invalid_input),
        cmocka_unit_test(corner_bit_for_bit),
        cmocka_unit_test(random_against_brute_force),
    };
    return cmocka_run_group_tests_name("closest_point_seg_box", tests, NULL, NULL);
}
