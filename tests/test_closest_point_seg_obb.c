/* The closest points of a segment and an oriented box (isect/closest_point.h,
 * isect_closest_seg3_obb3): worked examples, invalid input, scale invariance, and a
 * comparison with a brute-force minimum.
 *
 * Every expected value is derived by hand in the comment beside its case, never taken
 * from the code under test. The derivations use the contract's facts:
 * - with W_i(s) = (p0 + s (p1 - p0) - center) . axis[i] the frame coordinates of the
 *   segment's point at s, f(s) = sum_i dist(W_i(s), [-h_i, h_i])^2 is the squared
 *   distance, convex in s; the answer is its least minimiser s* on [0, 1] (ties: the
 *   least s), point_a = p0 + s* (p1 - p0), q_i = clamp(W_i(s*)), point_b = center +
 *   sum_i q_i axis[i];
 * - feature_a: vertex 0 at s* == 0, vertex 1 at s* == 1, else edge 0; feature_b read off
 *   q: on three bounds a vertex k (bit i of k set for q_i = +h_i), on two an edge 4a + m
 *   (a the free axis, m the bits of the two others, lower axis first), on one a face
 *   2a + s (s = 1 for +h_a), on none the solid; a zero half extent counts as -h_i.
 *
 * Most cases are written in the box's frame (the segment's ends P, Q as frame
 * coordinates) and mapped to space by exactly representable axes -- the identity, a
 * rotation by 90 degrees, a reflection -- with the centre c = (1, -2, 3): x = c + sum_i
 * y_i axis[i], exact in floating point, so the frame coordinates the library sees are the
 * ones written and the features must come out exactly as derived, whatever the axes.
 * The rotated unit cube (45 degrees about z, axes with sqrt(1/2) rounded) checks the
 * values with tolerance; its features are exact too (by its symmetry, see there).
 *
 * The checker asserts: both features exactly; the flags (ISECT_DEGENERATE for a
 * zero-length segment or a zero half extent); bary_a {1, 0} or {0, 1} exactly at an end;
 * dist_sq exactly 0 when the segment meets the box and not 0 when it does not (unless
 * the exact value lies below the subnormal range); point_a, point_b, sqrt(dist_sq) and s
 * (as a length along the segment) within 16 u S (S the largest magnitude among p0, p1,
 * center and half). Every case is also run with every length (p0, p1, center, half; not
 * the axes) times 2^k over the exponent range -- the booleans and the features must not
 * change -- and moved far from the origin. */
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
/* exact scalings of the cases (coordinates up to 8 on a grid of 2^-3) */
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

/* ==== One case in space and its checker ============================================== */

typedef struct obb_case {
    const char *name;
    long double p0[3], p1[3], center[3], axis[3][3], half[3];
    int fa_kind, fa_index, fb_kind, fb_index;
    long double s;            /* the exact s* (bary_a[1]) */
    long double pa[3], pb[3]; /* the exact points */
    long double dist_sq;      /* exact */
    unsigned flags;           /* 0 or ISECT_DEGENERATE */
} obb_case;

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

static isect_vec3 vec(const isect_real *v) {
    isect_vec3 r = {v[0], v[1], v[2]};
    return r;
}

/* The case with every length times 2^k plus off (on the positions), both exact by
 * construction; the axes as they are. */
static void check_variant(const obb_case *c, int k, const double *off) {
    isect_real p0[3], p1[3], ce[3], ax[3][3], h[3];
    long double pa[3], pb[3], S = 0;
    for (int i = 0; i < 3; i++) {
        p0[i] = (isect_real)(ldexpl(c->p0[i], k) + off[i]);
        p1[i] = (isect_real)(ldexpl(c->p1[i], k) + off[i]);
        ce[i] = (isect_real)(ldexpl(c->center[i], k) + off[i]);
        h[i] = (isect_real)ldexpl(c->half[i], k);
        for (int j = 0; j < 3; j++)
            ax[i][j] = (isect_real)c->axis[i][j];
        pa[i] = ldexpl(c->pa[i], k) + off[i];
        pb[i] = ldexpl(c->pb[i], k) + off[i];
        S = fmaxl(S, fmaxl(fmaxl(fabsl(p0[i]), fabsl(p1[i])), fmaxl(fabsl(ce[i]), fabsl(h[i]))));
    }
    isect_seg3 seg = {vec(p0), vec(p1)};
    isect_obb3 box = {vec(ce), {vec(ax[0]), vec(ax[1]), vec(ax[2])}, vec(h)};
    isect_closest_feature_result3 r = isect_closest_seg3_obb3(&seg, &box);
    long double d2 = ldexpl(c->dist_sq, 2 * k), dist = sqrtl(d2);
    long double tol_pt = 16 * unit_roundoff * S + 2 * (long double)REAL_TRUE_MIN;
    long double tol_dist = 16 * unit_roundoff * S + sqrtl(2 * (long double)REAL_TRUE_MIN);

    unsigned want = c->flags | (d2 > REAL_MAX ? (unsigned)ISECT_SATURATED : 0u);
    EXPECT(r.flags == want);
    EXPECT(isfinite(r.dist_sq) && r.dist_sq >= 0);
    EXPECT(r.feature_a.kind == (isect_feature_kind)c->fa_kind);
    EXPECT(r.feature_a.index == c->fa_index);
    EXPECT(r.feature_b.kind == (isect_feature_kind)c->fb_kind);
    EXPECT(r.feature_b.index == c->fb_index);
    EXPECT(r.bary_a[2] == 0 && r.bary_a[3] == 0);
    EXPECT(r.bary_b[0] == 0 && r.bary_b[1] == 0 && r.bary_b[2] == 0 && r.bary_b[3] == 0);
    long double len = 0;
    for (int i = 0; i < 3; i++)
        len += ((long double)p1[i] - p0[i]) * ((long double)p1[i] - p0[i]);
    len = sqrtl(len);
    if (c->fa_kind == V) {
        EXPECT(r.bary_a[c->fa_index] == 1 && r.bary_a[1 - c->fa_index] == 0);
    } else {
        expect_near("bary_a[1] |d|", r.bary_a[1] * len, c->s * len, tol_pt);
        expect_near("bary_a[0] |d|", r.bary_a[0] * len, (1 - c->s) * len, tol_pt);
    }
    if (c->dist_sq == 0)
        EXPECT(r.dist_sq == 0);
    else if (d2 >= REAL_TRUE_MIN)
        EXPECT(r.dist_sq > 0);
    else
        EXPECT(r.dist_sq >= REAL_TRUE_MIN); /* apart is never 0 */
    if (d2 > REAL_MAX)
        EXPECT(r.dist_sq == REAL_MAX);
    else
        expect_near("sqrt(dist_sq)", sqrtl(r.dist_sq), dist, tol_dist);
    isect_real got_a[3] = {r.point_a.x, r.point_a.y, r.point_a.z};
    isect_real got_b[3] = {r.point_b.x, r.point_b.y, r.point_b.z};
    for (int i = 0; i < 3; i++) {
        expect_near("point_a", got_a[i], pa[i], tol_pt);
        expect_near("point_b", got_b[i], pb[i], tol_pt);
    }
}

/* Every scale (the booleans and features unchanged), and far from the origin (unless the
 * case has a coordinate an ulp off a small number, which an offset would round away). */
static void check_case_at(const obb_case *c, bool offset) {
    case_name = c->name;
    static const double zero[3] = {0, 0, 0};
    for (size_t j = 0; j < N_OF(scales); j++) {
        snprintf(variant, sizeof variant, "lengths scaled by 2^%d", scales[j]);
        check_variant(c, scales[j], zero);
    }
    if (!offset)
        return;
    double off[3] = {ldexp(3, OFFSET_EXP), ldexp(-5, OFFSET_EXP), ldexp(7, OFFSET_EXP)};
    snprintf(variant, sizeof variant, "moved by (3, -5, 7) 2^%d", OFFSET_EXP);
    check_variant(c, 0, off);
}

static void check_case(const obb_case *c) {
    check_case_at(c, true);
}

/* ==== Cases in the frame, mapped by exact axes ========================================== */

/* A case in the frame: the ends P, Q and the exact answer -- s*, W(s*) (point_a's frame
 * coordinates) and q (point_b's) -- as derived by hand. */
typedef struct frame_case {
    const char *name;
    double P[3], Q[3], half[3];
    int fa_kind, fa_index, fb_kind, fb_index;
    double s;
    double W[3], q[3];
    double dist_sq;
    unsigned flags;
} frame_case;

/* The exact axes (rows) the frame cases are run with, and their names. */
static const double frames[][3][3] = {
    {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}},   /* axis-aligned */
    {{0, 1, 0}, {0, 0, -1}, {-1, 0, 0}}, /* a rotation: (x, y, z) -> frame (y, -z, -x) */
    {{0, 0, 1}, {-1, 0, 0}, {0, -1, 0}}, /* another (determinant +1) */
    {{-1, 0, 0}, {0, 0, 1}, {0, 1, 0}},  /* a reflection (determinant -1) */
    {{0, -1, 0}, {1, 0, 0}, {0, 0, 1}},  /* 90 degrees about z */
};
static const char *const frame_names[] = {"axis-aligned", "rotation (y, -z, -x)",
                                          "rotation (z, -x, -y)", "reflection (-x, z, y)",
                                          "90 degrees about z"};
static const double centre[3] = {1, -2, 3};

/* x = centre + sum_i y_i axis[i] (exact: the axes are signed unit vectors). */
static void to_space(const double ax[3][3], const double *y, long double *x) {
    for (int j = 0; j < 3; j++) {
        x[j] = centre[j];
        for (int i = 0; i < 3; i++)
            x[j] += (long double)y[i] * ax[i][j];
    }
}

static char name_buf[160];

static void check_frame_table(const frame_case *cases, size_t n) {
    for (size_t i = 0; i < n; i++)
        for (size_t f = 0; f < N_OF(frames); f++) {
            const frame_case *fc = &cases[i];
            obb_case c;
            memset(&c, 0, sizeof c);
            snprintf(name_buf, sizeof name_buf, "%s, %s", fc->name, frame_names[f]);
            c.name = name_buf;
            to_space(frames[f], fc->P, c.p0);
            to_space(frames[f], fc->Q, c.p1);
            to_space(frames[f], fc->W, c.pa);
            to_space(frames[f], fc->q, c.pb);
            for (int a = 0; a < 3; a++) {
                c.center[a] = centre[a];
                c.half[a] = fc->half[a];
                for (int b = 0; b < 3; b++)
                    c.axis[a][b] = frames[f][a][b];
            }
            c.fa_kind = fc->fa_kind;
            c.fa_index = fc->fa_index;
            c.fb_kind = fc->fb_kind;
            c.fb_index = fc->fb_index;
            c.s = fc->s;
            c.dist_sq = fc->dist_sq;
            c.flags = fc->flags;
            check_case(&c);
        }
}

/* A point in the tables (so that clang-format packs their rows). */
#define P(x, y, z)                                                                                 \
    { x, y, z }
/* The box of most frame cases: half extents (1, 2, 1/2). */
#define H P(1, 2, 0.5)

static const frame_case crossing_cases[] = {
    /* Along axis 2 through the centre: W = (0, 0, -2 + 4s), in the box for W_2 in
     * [-1/2, 1/2], s in [3/8, 5/8]; f = 0 there, the least s = 3/8: q = (0, 0, -1/2),
     * one bound (the min of axis 2): face 4. */
    {"crossing along axis 2: face 4 at the entry", P(0, 0, -2), P(0, 0, 2), H, E, 0, F, 4, 0.375,
     P(0, 0, -0.5), P(0, 0, -0.5), 0, 0},
    /* Reversed: W_2 = 2 - 4s enters at +1/2, s = 3/8: face 5. */
    {"crossing reversed: face 5 at the entry", P(0, 0, 2), P(0, 0, -2), H, E, 0, F, 5, 0.375,
     P(0, 0, 0.5), P(0, 0, 0.5), 0, 0},
    /* p0 strictly inside: f(0) = 0, s* = 0, q = W(0) on no bound: the solid. */
    {"p0 inside: the solid", P(0.5, 0.5, 0.25), P(5, 5, 5), H, V, 0, SOLID, 0, 0, P(0.5, 0.5, 0.25),
     P(0.5, 0.5, 0.25), 0, 0},
    /* p1 inside, p0 outside: W = (5 - 5s, 0, 0) enters W_0 <= 1 at s = 4/5, the least
     * zero of f (not s = 1, which the AABB query's candidate order would take): face 1. */
    {"p1 inside: the entry, face 1, not p1", P(5, 0, 0), P(0, 0, 0), H, E, 0, F, 1, 0.8, P(1, 0, 0),
     P(1, 0, 0), 0, 0},
    /* p1 on face 3 (W_1 = 2), p0 above it: f = (2 + 2 (1 - s) - 2)^2 = 4 (1 - s)^2, zero
     * only at s = 1: vertex 1, face 3. */
    {"p1 on face 3", P(0.5, 4, 0), P(0.5, 2, 0), H, V, 1, F, 3, 1, P(0.5, 2, 0), P(0.5, 2, 0), 0,
     0},
    /* The box's diagonal, W = (-2, -4, -1) + s (4, 8, 2) = (4s - 2) (1, 2, 1/2): in the box
     * for |4s - 2| <= 1, s in [1/4, 3/4]; the least, s = 1/4, is corner 0 (every axis at
     * its min). */
    {"along the diagonal: corner 0 at the entry", P(-2, -4, -1), P(2, 4, 1), H, E, 0, V, 0, 0.25,
     P(-1, -2, -0.5), P(-1, -2, -0.5), 0, 0},
};

static const frame_case touching_cases[] = {
    /* Edge 1: along axis 0 with W_1 at +2 (bit 0 of m) and W_2 at -1/2 (bit 1 clear). The
     * segment W = (1/4, 2, -1/2) + t (0, 1, 1), t = 2s - 1 in [-1, 1]: t > 0 has W_1 > 2,
     * t < 0 has W_2 < -1/2, so f = t^2 (t > 0) or t^2 (t < 0): zero only at t = 0,
     * s = 1/2, where q = (1/4, 2, -1/2) lies on edge 1's interior. */
    {"grazing edge 1", P(0.25, 1, -1.5), P(0.25, 3, 0.5), H, E, 0, E, 1, 0.5, P(0.25, 2, -0.5),
     P(0.25, 2, -0.5), 0, 0},
    /* Corner 7 (all +): W = (1, 2, 1/2) + t (1, -1, 0): t > 0 has W_0 > 1, t < 0 has W_1
     * > 2: touches only at t = 0, s = 1/2. */
    {"grazing corner 7", P(0, 3, 0.5), P(2, 1, 0.5), H, E, 0, V, 7, 0.5, P(1, 2, 0.5), P(1, 2, 0.5),
     0, 0},
    /* In face 5's plane (W_2 = 1/2) along axis 0 at W_1 = 0: on the face for W_0 in
     * [-1, 1], s in [1/3, 2/3]; the least s = 1/3 has q = (-1, 0, 1/2): W_0 at its min,
     * W_2 at its max: edge 4 + m along axis 1, m = 0 (axis 0 min) + 2 (axis 2 max) = 6. */
    {"in face 5's plane: edge 6 at the entry", P(-3, 0, 0.5), P(3, 0, 0.5), H, E, 0, E, 6, 1.0 / 3,
     P(-1, 0, 0.5), P(-1, 0, 0.5), 0, 0},
    /* Along edge 3's line (W_1 = 2, W_2 = 1/2) past both its ends: on it for W_0 in [-1, 1],
     * s in [0.4, 0.6]; the least, s = 0.4, at W_0 = -1: corner 6 (bits 1 and 2). */
    {"along edge 3: corner 6 at the entry", P(-5, 2, 0.5), P(5, 2, 0.5), H, E, 0, V, 6, 0.4,
     P(-1, 2, 0.5), P(-1, 2, 0.5), 0, 0},
    /* p0 at corner 5 (W_0 = +1, W_1 = -2, W_2 = +1/2), p1 outside: f(0) = 0. */
    {"p0 at corner 5", P(1, -2, 0.5), P(4, -4, 3), H, V, 0, V, 5, 0, P(1, -2, 0.5), P(1, -2, 0.5),
     0, 0},
};

static const frame_case apart_cases[] = {
    /* Parallel to edge 1 (W_1 = +2, W_2 = -1/2), one unit beyond both of its bound axes:
     * W = (-1/2 + s, 3, -3/2), W_0 in [-1/2, 1/2] inside [-1, 1]: f = 1 + 1 = 2 for every
     * s; the least s is 0: vertex 0, q = (-1/2, 2, -1/2) on edge 1. */
    {"parallel to edge 1, beside it: p0", P(-0.5, 3, -1.5), P(0.5, 3, -1.5), H, V, 0, E, 1, 0,
     P(-0.5, 3, -1.5), P(-0.5, 2, -0.5), 2, 0},
    /* The same line, longer than the edge: W_0 = -5 + 10s, f = 2 + dist(W_0, [-1, 1])^2,
     * least 2 for s in [0.4, 0.6]; the least s = 0.4, W_0 = -1: corner 2 (bit 1 only). */
    {"parallel to edge 1, past both ends: corner 2", P(-5, 3, -1.5), P(5, 3, -1.5), H, E, 0, V, 2,
     0.4, P(-1, 3, -1.5), P(-1, 2, -0.5), 2, 0},
    /* Parallel to face 3 (W_1 = 2) at height 1, over it: f = 1 for every s: p0, face 3. */
    {"over face 3: p0", P(-0.5, 3, 0), P(0.5, 3, 0.25), H, V, 0, F, 3, 0, P(-0.5, 3, 0),
     P(-0.5, 2, 0), 1, 0},
    /* Reversed: p0 again, now (0.5, 3, 0.25). */
    {"over face 3, reversed: p0", P(0.5, 3, 0.25), P(-0.5, 3, 0), H, V, 0, F, 3, 0, P(0.5, 3, 0.25),
     P(0.5, 2, 0.25), 1, 0},
    /* Height 1 over face 3 from beside the box to over it: W_0 = -3 + 3s, f = 1 +
     * dist(W_0, [-1, 1])^2, least 1 for s in [2/3, 1]: s* = 2/3 (the AABB query's order
     * would take p1), q = (-1, 2, 0): W_0 at its min, W_1 at its max: edge 8 + m along axis
     * 2, m = 0 + 2 = 10. */
    {"over face 3 from beside: the least s, edge 10", P(-3, 3, 0), P(0, 3, 0), H, E, 0, E, 10,
     2.0 / 3, P(-1, 3, 0), P(-1, 2, 0), 1, 0},
    /* Near corner 7, through Z = (2, 3, 3/2) (1 beyond every bound) along u = (1, -1, 0)
     * (perpendicular to Z - corner = (1, 1, 1)): W = Z + t u, t = 2s - 1, f = (1 + t)^2 +
     * (1 - t)^2 + 1 = 3 + 2t^2: s = 1/2, point_b = corner 7, dist_sq 3. */
    {"beside corner 7", P(1, 4, 1.5), P(3, 2, 1.5), H, E, 0, V, 7, 0.5, P(2, 3, 1.5), P(1, 2, 0.5),
     3, 0},
};

static const frame_case degenerate_cases[] = {
    /* A zero-length segment at (2, 3, 3/2): q = (1, 2, 1/2) = corner 7, f = 1 + 1 + 1. */
    {"zero-length, beside corner 7", P(2, 3, 1.5), P(2, 3, 1.5), H, V, 0, V, 7, 0, P(2, 3, 1.5),
     P(1, 2, 0.5), 3, DEG},
    /* A zero-length segment inside: the solid. */
    {"zero-length inside", P(0, 0.5, -0.25), P(0, 0.5, -0.25), H, V, 0, SOLID, 0, 0,
     P(0, 0.5, -0.25), P(0, 0.5, -0.25), 0, DEG},
    /* half (1, 0, 1/2), a rectangle W_1 = 0: W = (1/2, -1 + 2s, 0) crosses it at s = 1/2
     * (f = W_1^2 while W_0, W_2 stay inside); q_1 = 0 counts as the min: face 2. */
    {"through a rectangle: face 2", P(0.5, -1, 0), P(0.5, 1, 0), P(1, 0, 0.5), E, 0, F, 2, 0.5,
     P(0.5, 0, 0), P(0.5, 0, 0), 0, DEG},
    /* Over the rectangle from the + side: f = W_1^2 = (2 + s)^2, least at s = 0: p0,
     * q = (1/2, 0, 1/4), face 2 (the min side, not 3), dist_sq 4. */
    {"over a rectangle: face 2", P(0.5, 2, 0.25), P(0.5, 3, 0.25), P(1, 0, 0.5), V, 0, F, 2, 0,
     P(0.5, 2, 0.25), P(0.5, 0, 0.25), 4, DEG},
    /* half (0, 0, 0), the box the centre: W = (-1 + 2s, 1, 0), f = (2s - 1)^2 + 1, s = 1/2,
     * q = 0 on every axis (all min): vertex 0, dist_sq 1. */
    {"past a point box: vertex 0", P(-1, 1, 0), P(1, 1, 0), P(0, 0, 0), E, 0, V, 0, 0.5, P(0, 1, 0),
     P(0, 0, 0), 1, DEG},
    /* half (1, 0, 0), the box a segment along axis 0: W = (3, -1 + 2s, -1 + 2s) runs 2
     * beyond its + end, f = (3 - 1)^2 + 2 (2s - 1)^2, least at s = 1/2: q = (1, 0, 0), axis
     * 0 at its max, 1 and 2 at their (zero) min: vertex 1, dist_sq 4. */
    {"past a segment box's end: vertex 1", P(3, -1, -1), P(3, 1, 1), P(1, 0, 0), E, 0, V, 1, 0.5,
     P(3, 0, 0), P(1, 0, 0), 4, DEG},
    /* A zero-length segment at (1/2, 1, -1/4) and the point box: q = 0 on every axis, each
     * counting as its min (though W_0, W_1 > 0): vertex 0, dist_sq 1/4 + 1 + 1/16. */
    {"a point against a point box: vertex 0", P(0.5, 1, -0.25), P(0.5, 1, -0.25), P(0, 0, 0), V, 0,
     V, 0, 0, P(0.5, 1, -0.25), P(0, 0, 0), 1.3125, DEG},
    /* The same point and the rectangle half (1, 0, 1/2): W_0 and W_2 inside, W_1 = 1 over
     * the zero extent: face 2 (the min side of axis 1, not face 3), dist_sq 1. */
    {"a point over a rectangle: face 2", P(0.5, 1, -0.25), P(0.5, 1, -0.25), P(1, 0, 0.5), V, 0, F,
     2, 0, P(0.5, 1, -0.25), P(0.5, 0, -0.25), 1, DEG},
};

static void crossing(void **state) {
    (void)state;
    check_frame_table(crossing_cases, N_OF(crossing_cases));
}

static void touching(void **state) {
    (void)state;
    check_frame_table(touching_cases, N_OF(touching_cases));
}

static void apart_and_ties(void **state) {
    (void)state;
    check_frame_table(apart_cases, N_OF(apart_cases));
}

static void degenerate(void **state) {
    (void)state;
    check_frame_table(degenerate_cases, N_OF(degenerate_cases));
}

/* ==== The unit cube turned 45 degrees about z ============================================ */

/* Axes a0 = (r, r, 0), a1 = (-r, r, 0), a2 = (0, 0, 1) with r = sqrt(1/2) rounded to
 * isect_real (orthonormal within u); half (1/2, 1/2, 1/2), centre 0. The contract is in
 * the frame of these axes as given, so the expected values are written with this r. For
 * a point (x, y, z): W = (r (x + y), r (y - x), z). */
static isect_real root_half(void) {
    return (isect_real)sqrtl(0.5L);
}

static void cube_case(obb_case *c, const char *name) {
    memset(c, 0, sizeof *c);
    long double r = root_half();
    c->name = name;
    long double ax[3][3] = {{r, r, 0}, {-r, r, 0}, {0, 0, 1}};
    memcpy(c->axis, ax, sizeof ax);
    for (int i = 0; i < 3; i++)
        c->half[i] = 0.5L;
}

static void rotated_cube(void **state) {
    (void)state;
    long double r = root_half();
    obb_case c;

    /* Along the x axis at z = 0 from x = -3 to 3: W = (r x, -r x, 0); |W_0| = |W_1| <= 1/2
     * for |x| <= 1 / (2r): both reach their bounds together (exactly: the two share |r|),
     * so the entry x = -1 / (2r), at s* = (3 - 1/(2r)) / 6, lies on the edge W_0 = -1/2,
     * W_1 = +1/2: along axis 2, m = 0 (axis 0 min) + 2 (axis 1 max): edge 10, dist 0. */
    cube_case(&c, "turned cube, crossing along x: edge 10");
    long double xe = -1 / (2 * r);
    long double p0[3] = {-3, 0, 0}, p1[3] = {3, 0, 0};
    memcpy(c.p0, p0, sizeof p0);
    memcpy(c.p1, p1, sizeof p1);
    c.fa_kind = E;
    c.fb_kind = E;
    c.fb_index = 10;
    c.s = (xe + 3) / 6;
    c.pa[0] = xe;
    c.pb[0] = -r; /* q = (-1/2, 1/2, 0): -(1/2)(r, r, 0) + (1/2)(-r, r, 0) (1/(2r) for the
                   * exact root; the axes as given are orthonormal only within u) */
    c.dist_sq = 0;
    check_case(&c);

    /* Parallel to the z axis at (3, 0): W = (3r, -3r, -2 + 4s): W_0 - 1/2 = 3r - 1/2 > 0 and
     * W_1 + 1/2 = -(3r - 1/2) < 0 for every s, so f = 2 (3r - 1/2)^2 + dist(W_2,
     * [-1/2, 1/2])^2, least for W_2 in [-1/2, 1/2], s in [3/8, 5/8]; s* = 3/8: q = (1/2,
     * -1/2, -1/2): vertex 1 (bit 0). point_b = (1/2)(r, r, 0) - (1/2)(-r, r, 0) - (0, 0, 1/2)
     * = (r, 0, -1/2), point_a = (3, 0, -1/2), dist_sq = 2 (3r - 1/2)^2 (3 - sqrt(2)/2 =
     * 2.29..., squared, for the exact root). */
    cube_case(&c, "turned cube, parallel to its z edge: vertex 1 at the least s");
    long double q0[3] = {3, 0, -2}, q1[3] = {3, 0, 2};
    memcpy(c.p0, q0, sizeof q0);
    memcpy(c.p1, q1, sizeof q1);
    c.fa_kind = E;
    c.fb_kind = V;
    c.fb_index = 1;
    c.s = 0.375L;
    c.pa[0] = 3;
    c.pa[2] = -0.5L;
    c.pb[0] = r;
    c.pb[2] = -0.5L;
    c.dist_sq = 2 * (3 * r - 0.5L) * (3 * r - 0.5L);
    check_case(&c);

    /* From (0, 2, 0) to (0, 2, 1/4), over the cube's y-most edge (x = 0, y = r): W = (2r,
     * 2r, z): both above +1/2 for every s, z in [0, 1/4] inside: f = 2 (2r - 1/2)^2 for
     * every s: p0 (s* = 0), q = (1/2, 1/2, 0): edge 8 + 1 + 2 = 11; point_b = (0, r, 0),
     * dist_sq = 2 (2r - 1/2)^2 (= (2 - r)^2 for the exact root). */
    cube_case(&c, "turned cube, beside its y-most edge: p0, edge 11");
    long double y0[3] = {0, 2, 0}, y1[3] = {0, 2, 0.25};
    memcpy(c.p0, y0, sizeof y0);
    memcpy(c.p1, y1, sizeof y1);
    c.fa_kind = V;
    c.fb_kind = E;
    c.fb_index = 11;
    c.pa[1] = 2;
    c.pb[1] = r;
    c.dist_sq = 2 * (2 * r - 0.5L) * (2 * r - 0.5L);
    check_case(&c);

    /* A point on the +x axis beyond the cube, (1, 0, 0.25)... zero-length: W = (r, -r,
     * 1/4): q = (1/2, -1/2, 1/4), edge 8 + 1 = 9 (axis 0 max, axis 1 min), point_b =
     * (r, 0, 1/4), dist_sq = 2 (r - 1/2)^2. */
    cube_case(&c, "turned cube, a point off its x-most edge: edge 9");
    long double z0[3] = {1, 0, 0.25L};
    memcpy(c.p0, z0, sizeof z0);
    memcpy(c.p1, z0, sizeof z0);
    c.fa_kind = V;
    c.fb_kind = E;
    c.fb_index = 9;
    memcpy(c.pa, z0, sizeof z0);
    c.pb[0] = r;
    c.pb[2] = 0.25L;
    c.dist_sq = 2 * (r - 0.5L) * (r - 0.5L);
    c.flags = DEG;
    check_case(&c);
}

/* ==== A subnormal step apart ============================================================ */

/* The touching rule: shapes apart never report 0, also when the exact squared distance lies
 * below the subnormal range. Axis-aligned, centre 0 unless said. */
static void subnormal_gaps(void **state) {
    (void)state;
    const long double t = REAL_TRUE_MIN;
    static const double zero[3] = {0, 0, 0};
    obb_case c;
    memset(&c, 0, sizeof c);
    for (int i = 0; i < 3; i++)
        c.axis[i][i] = 1;
    snprintf(variant, sizeof variant, "as given");

    /* The point box at (t, 0, 0) and the zero-length segment at 0: W = (-t, 0, 0), q = 0:
     * vertex 0 (all min), dist_sq = t^2, below the range: at least t, not 0. */
    case_name = c.name = "a point a subnormal step from a point box";
    c.center[0] = t;
    c.pb[0] = t;
    c.fa_kind = V;
    c.fb_kind = V;
    c.dist_sq = t * t;
    c.flags = DEG;
    check_variant(&c, 0, zero);

    /* The box half (1, 1, 1) at 0 and the zero-length segment at (1 + e, 0, 0), e the
     * spacing of isect_real at 1: q = (1, 0, 0), face 1, dist_sq e^2 (a normal number). */
    long double e = 2 * unit_roundoff;
    memset(c.center, 0, sizeof c.center);
    for (int i = 0; i < 3; i++)
        c.half[i] = 1;
    case_name = c.name = "a point one ulp outside face 1";
    c.p0[0] = c.p1[0] = c.pa[0] = 1 + e;
    c.pb[0] = 1;
    c.fb_kind = F;
    c.fb_index = 1;
    c.dist_sq = e * e;
    check_case_at(&c, false);

    /* ... and at 1 - e/2 (the number below 1): strictly inside, the solid, dist_sq 0. */
    case_name = c.name = "a point one ulp inside face 1";
    c.p0[0] = c.p1[0] = c.pa[0] = c.pb[0] = 1 - e / 2;
    c.fb_kind = SOLID;
    c.fb_index = 0;
    c.dist_sq = 0;
    check_variant(&c, 0, zero); /* (scaled by 2^-1000 the point would round to the face) */

    /* The same box centred at (0, 0, -1), so that face 5 lies in z = 0, and the segment
     * from (-2, 0, t) to (2, 0, t), t above it: W = (-2 + 4s, 0, 1 + t), f = t^2 +
     * dist(W_0, [-1, 1])^2, least t^2 for s in [1/4, 3/4]; s* = 1/4: q = (-1, 0, 1), edge
     * 4 + 2 (along axis 1, axis 0 min, axis 2 max) = 6, point_b (-1, 0, 0); dist_sq t^2:
     * at least t, not 0. */
    case_name = c.name = "a segment a subnormal step over face 5";
    memset(c.p0, 0, sizeof c.p0);
    memset(c.p1, 0, sizeof c.p1);
    memset(c.pa, 0, sizeof c.pa);
    memset(c.pb, 0, sizeof c.pb);
    c.center[2] = -1;
    c.p0[0] = -2;
    c.p1[0] = 2;
    c.p0[2] = c.p1[2] = t;
    c.fa_kind = E;
    c.fb_kind = E;
    c.fb_index = 6;
    c.s = 0.25L;
    c.pa[0] = -1;
    c.pa[2] = t;
    c.pb[0] = -1;
    c.dist_sq = t * t;
    c.flags = 0;
    check_variant(&c, 0, zero);
}

/* ==== Invalid input ===================================================================== */

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

static const isect_seg3 good_seg = {{0, 0, 5}, {1, 1, 6}};
static const isect_obb3 good_box = {{1, -2, 3}, {{0, 1, 0}, {0, 0, -1}, {-1, 0, 0}}, {1, 2, 0.5f}};

static void invalid_input(void **state) {
    (void)state;
    case_name = "invalid";
    snprintf(variant, sizeof variant, "NULL segment");
    expect_invalid(isect_closest_seg3_obb3(NULL, &good_box));
    snprintf(variant, sizeof variant, "NULL box");
    expect_invalid(isect_closest_seg3_obb3(&good_seg, NULL));
    snprintf(variant, sizeof variant, "both NULL");
    expect_invalid(isect_closest_seg3_obb3(NULL, NULL));
    const isect_real bad[3] = {(isect_real)NAN, (isect_real)INFINITY, -(isect_real)INFINITY};
    for (int b = 0; b < 3; b++)
        for (int c = 0; c < 21; c++) {
            isect_seg3 s = good_seg;
            isect_obb3 x = good_box;
            isect_real *v[7] = {&s.p0.x,      &s.p1.x,      &x.center.x, &x.axis[0].x,
                                &x.axis[1].x, &x.axis[2].x, &x.half.x};
            *(v[c / 3] + c % 3) = bad[b];
            snprintf(variant, sizeof variant, "coordinate %d is %a", c, (double)bad[b]);
            expect_invalid(isect_closest_seg3_obb3(&s, &x));
        }
    for (int i = 0; i < 3; i++) {
        isect_obb3 x = good_box;
        *(&x.half.x + i) = -*(&x.half.x + i);
        snprintf(variant, sizeof variant, "half %d negative", i);
        expect_invalid(isect_closest_seg3_obb3(&good_seg, &x));
        x = good_box;
        *(&x.half.x + i) = -(isect_real)REAL_TRUE_MIN;
        snprintf(variant, sizeof variant, "half %d the negative smallest subnormal", i);
        expect_invalid(isect_closest_seg3_obb3(&good_seg, &x));
    }
    /* axes not orthonormal within ISECT_AXIS_TOLERANCE (1e-4): an axis 1 % long (a.a - 1 =
     * 0.0201), an axis turned 1/100 toward another (a_i . a_j = 0.01), two equal axes, a
     * zero axis */
    for (int i = 0; i < 3; i++) {
        int j = (i + 1) % 3;
        isect_obb3 x = good_box;
        x.axis[i].x *= (isect_real)1.01;
        x.axis[i].y *= (isect_real)1.01;
        x.axis[i].z *= (isect_real)1.01;
        snprintf(variant, sizeof variant, "axis %d 1 %% long", i);
        expect_invalid(isect_closest_seg3_obb3(&good_seg, &x));
        x = good_box;
        x.axis[i].x += (isect_real)0.01 * x.axis[j].x;
        x.axis[i].y += (isect_real)0.01 * x.axis[j].y;
        x.axis[i].z += (isect_real)0.01 * x.axis[j].z;
        snprintf(variant, sizeof variant, "axis %d skewed toward axis %d", i, j);
        expect_invalid(isect_closest_seg3_obb3(&good_seg, &x));
        x = good_box;
        x.axis[i] = x.axis[j];
        snprintf(variant, sizeof variant, "axis %d equal to axis %d", i, j);
        expect_invalid(isect_closest_seg3_obb3(&good_seg, &x));
        x = good_box;
        x.axis[i] = (isect_vec3){0, 0, 0};
        snprintf(variant, sizeof variant, "axis %d zero", i);
        expect_invalid(isect_closest_seg3_obb3(&good_seg, &x));
    }
    /* and within the tolerance: axes 1 + 2^-15 long (a.a - 1 about 6.1e-5) are valid */
    isect_obb3 x = good_box;
    for (int i = 0; i < 3; i++) {
        x.axis[i].x *= (isect_real)(1 + 0x1p-15);
        x.axis[i].y *= (isect_real)(1 + 0x1p-15);
        x.axis[i].z *= (isect_real)(1 + 0x1p-15);
    }
    snprintf(variant, sizeof variant, "axes 1 + 2^-15 long: valid");
    EXPECT(isect_closest_seg3_obb3(&good_seg, &x).flags != ISECT_INVALID);
    /* a negative zero half extent is a zero one: valid, degenerate */
    x = good_box;
    x.half.y = -(isect_real)0.0;
    snprintf(variant, sizeof variant, "half.y = -0.0: valid");
    EXPECT(isect_closest_seg3_obb3(&good_seg, &x).flags == ISECT_DEGENERATE);
}

/* ==== Against a brute-force minimum ====================================================== */

static uint64_t rng_state = 0x9e3779b97f4a7c15u;

static double uniform(double lo, double hi) {
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 7;
    rng_state ^= rng_state << 17;
    return lo + (hi - lo) * (double)(rng_state >> 11) * 0x1p-53;
}

typedef struct brute_box {
    isect_real p0[3], p1[3], c[3], a[3][3], h[3];
} brute_box;

/* f(s) in long double in the frame of the given axes. */
static long double f_at(const brute_box *b, long double s) {
    long double f = 0;
    for (int i = 0; i < 3; i++) {
        long double w = 0;
        for (int j = 0; j < 3; j++)
            w += (b->p0[j] + s * ((long double)b->p1[j] - b->p0[j]) - b->c[j]) * b->a[i][j];
        long double o = w < -b->h[i] ? -b->h[i] - w : w > b->h[i] ? w - b->h[i] : 0;
        f += o * o;
    }
    return f;
}

/* The least f over a dense grid of s, refined by golden sections around the best. */
static long double brute_min(const brute_box *b) {
    enum { N = 4096 };
    int best = 0;
    long double fb = f_at(b, 0);
    for (int i = 1; i <= N; i++) {
        long double f = f_at(b, (long double)i / N);
        if (f < fb) {
            fb = f;
            best = i;
        }
    }
    long double lo = best > 0 ? (long double)(best - 1) / N : 0;
    long double hi = best < N ? (long double)(best + 1) / N : 1;
    const long double g = 0.6180339887498948482L;
    for (int it = 0; it < 120; it++) {
        long double c = hi - g * (hi - lo), d = lo + g * (hi - lo);
        if (f_at(b, c) <= f_at(b, d))
            hi = d;
        else
            lo = c;
    }
    long double f = f_at(b, (lo + hi) / 2);
    return f < fb ? f : fb;
}

/* Random rotations (a normalised quaternion, rounded): the distance against the brute
 * force, point_a on the segment at bary_a[1], |point_a - point_b| the distance, point_b in
 * the box (its frame coordinates within [-h - tol, h + tol]), feature_a as s says. */
static void random_against_brute_force(void **state) {
    (void)state;
    case_name = "random";
    for (int n = 0; n < 2000; n++) {
        brute_box b;
        double q[4], norm = 0;
        for (int i = 0; i < 4; i++) {
            q[i] = uniform(-1, 1);
            norm += q[i] * q[i];
        }
        norm = sqrt(norm);
        double w = q[0] / norm, x = q[1] / norm, y = q[2] / norm, z = q[3] / norm;
        double m[3][3] = {{1 - 2 * (y * y + z * z), 2 * (x * y - w * z), 2 * (x * z + w * y)},
                          {2 * (x * y + w * z), 1 - 2 * (x * x + z * z), 2 * (y * z - w * x)},
                          {2 * (x * z - w * y), 2 * (y * z + w * x), 1 - 2 * (x * x + y * y)}};
        long double S = 0;
        bool flat = false;
        for (int i = 0; i < 3; i++) {
            b.p0[i] = (isect_real)uniform(-8, 8);
            b.p1[i] =
                n % 7 == 0 ? b.p0[i] + (isect_real)uniform(-0.5, 0.5) : (isect_real)uniform(-8, 8);
            b.c[i] = (isect_real)uniform(-3, 3);
            b.h[i] = n % 5 == i ? 0 : (isect_real)uniform(0, 3);
            for (int j = 0; j < 3; j++)
                b.a[i][j] = (isect_real)m[i][j];
        }
        if (n % 11 == 0)
            memcpy(b.p1, b.p0, sizeof b.p1);
        for (int i = 0; i < 3; i++) {
            S = fmaxl(S, fmaxl(fmaxl(fabsl(b.p0[i]), fabsl(b.p1[i])),
                               fmaxl(fabsl(b.c[i]), fabsl(b.h[i]))));
            flat |= b.h[i] == 0;
        }
        snprintf(variant, sizeof variant, "case %d", n);
        isect_seg3 seg = {vec(b.p0), vec(b.p1)};
        isect_obb3 box = {vec(b.c), {vec(b.a[0]), vec(b.a[1]), vec(b.a[2])}, vec(b.h)};
        isect_closest_feature_result3 r = isect_closest_seg3_obb3(&seg, &box);
        long double tol = 16 * unit_roundoff * S + 1e-17L * S;
        long double dist = sqrtl(brute_min(&b));
        bool point = b.p0[0] == b.p1[0] && b.p0[1] == b.p1[1] && b.p0[2] == b.p1[2];
        EXPECT(r.flags == ((point || flat) ? (unsigned)ISECT_DEGENERATE : 0u));
        expect_near("sqrt(dist_sq) against the brute force", sqrtl(r.dist_sq), dist, tol);
        isect_real pa[3] = {r.point_a.x, r.point_a.y, r.point_a.z};
        isect_real pb[3] = {r.point_b.x, r.point_b.y, r.point_b.z};
        long double s = r.bary_a[1], d2 = 0;
        for (int i = 0; i < 3; i++) {
            expect_near("point_a on the segment", pa[i],
                        b.p0[i] + s * ((long double)b.p1[i] - b.p0[i]), tol);
            d2 += ((long double)pa[i] - pb[i]) * ((long double)pa[i] - pb[i]);
        }
        for (int i = 0; i < 3; i++) {
            long double wb = 0;
            for (int j = 0; j < 3; j++)
                wb += ((long double)pb[j] - b.c[j]) * b.a[i][j];
            EXPECT(wb >= -b.h[i] - 4 * tol && wb <= b.h[i] + 4 * tol);
        }
        /* the axes are orthonormal within u: distances in the frame and in space agree */
        expect_near("|point_a - point_b|", sqrtl(d2), sqrtl(r.dist_sq), 4 * tol);
        if (r.feature_a.kind == ISECT_FEATURE_VERTEX)
            EXPECT(s == r.feature_a.index && (r.feature_a.index == 0 || r.feature_a.index == 1));
        else
            EXPECT(r.feature_a.kind == ISECT_FEATURE_EDGE && r.feature_a.index == 0);
        if (dist > 64 * unit_roundoff * S)
            EXPECT(r.dist_sq > 0);
    }
}

/* Fuzz finding (tests/fuzz/README.md, "Past findings"): a segment passing a point-sized
 * box at the origin at a distance of about 2^-1072 (its ends 4 * 2^-1074 off the axes):
 * the filter's power-of-two scaling (largest difference 4 into [0.5, 1)) rounded the
 * subnormal coordinates to 0, and one direction reported dist_sq 0 (meeting). Exact: it
 * misses in both directions (the segment's points (-4t s, 4t (1 - s), -4 (1 - s)), t =
 * 2^-1074, are never all 0), so dist_sq > 0 both ways (the smallest subnormal). */
static void scaled_leaf_underflow(void **state) {
    (void)state;
#if ISECT_USE_DOUBLE
    isect_obb3 box = {{0, 0, 0}, {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}, {0, 0, 0}};
    isect_seg3 s = {{-0.0, 0x4p-1074, -4}, {-0x4p-1074, 0, 0}};
    isect_seg3 r = {s.p1, s.p0};
    isect_closest_feature_result3 a = isect_closest_seg3_obb3(&s, &box);
    isect_closest_feature_result3 b = isect_closest_seg3_obb3(&r, &box);
    assert_true(a.dist_sq > 0 && b.dist_sq > 0);
    assert_int_equal(a.feature_b.kind, ISECT_FEATURE_VERTEX);
    assert_int_equal(b.feature_b.kind, ISECT_FEATURE_VERTEX);
#endif
}

/* Fuzz finding: a segment along x = DBL_MAX against a box 3 * 2^-1074 wide at (~0, 0,
 * -DBL_MAX), its axes rotated. The exact pass runs in integers (the inputs span 2^2098)
 * and its first version ran out of arena, leaving the answer unset: dist_sq read as the
 * smallest subnormal. The distance is at least DBL_MAX (the x gap), so dist_sq saturates. */
static void huge_span_saturates(void **state) {
    (void)state;
#if ISECT_USE_DOUBLE
    isect_obb3 box = {{0x1.4746e4c106d0cp-333, 0, -DBL_MAX},
                      {{-0x1.9d33bf86e2708p-2, -0x1.d76920b17f2f2p-2, -0x1.94d96f00321dfp-1},
                       {0x1.481bab2abe281p-1, 0x1.e6072d9d33bfap-2, -0x1.34ec3a35612aap-1},
                       {0x1.4e5f678fc265fp-1, -0x1.80190ef19411p-1, 0x1.a7e776b374598p-4}},
                      {0x3p-1074, -0.0, 0x3p-1074}};
    isect_seg3 s = {{DBL_MAX, DBL_MAX, -DBL_MAX}, {DBL_MAX, -DBL_MAX, 3}};
    isect_closest_feature_result3 r = isect_closest_seg3_obb3(&s, &box);
    assert_true(r.dist_sq == DBL_MAX && (r.flags & ISECT_SATURATED));
    assert_int_equal(r.feature_a.kind, ISECT_FEATURE_EDGE);
#endif
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(crossing),
        cmocka_unit_test(touching),
        cmocka_unit_test(apart_and_ties),
        cmocka_unit_test(degenerate),
        cmocka_unit_test(rotated_cube),
        cmocka_unit_test(subnormal_gaps),
        cmocka_unit_test(invalid_input),
        cmocka_unit_test(scaled_leaf_underflow),
        cmocka_unit_test(huge_span_saturates),
        cmocka_unit_test(random_against_brute_force),
    };
    return cmocka_run_group_tests_name("closest_point_seg_obb", tests, NULL, NULL);
}
