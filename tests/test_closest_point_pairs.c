/* Closest points of two lines, rays or segments, and the capsule-capsule tests
 * (isect/closest_point.h, second half): worked examples.
 *
 * Every expected value is derived by hand in the comment beside its case, on small integer
 * or dyadic geometry where the exact answer (s, t, both points, dist_sq) is representable,
 * never taken from the code under test. Most 3D cases put a on the x axis and b in the
 * plane z = 1 (or y = 1), so the closest pair of the two lines is where their shadows cross
 * and each clamped answer follows from RTCD 5.1.9's steps; each clamp is confirmed by the
 * Karush-Kuhn-Tucker signs of f(s, t) = |a(s) - b(t)|^2 at the answer:
 *   df/ds = 2 dA.(a(s) - b(t)),   df/dt = -2 dB.(a(s) - b(t)),
 * >= 0 at a lower end, <= 0 at an upper end, 0 inside.
 *
 * The checker asserts what the contract promises: an end parameter (0, or a segment's 1)
 * exactly, its point bit for bit equal to the input end, an interior parameter strictly
 * inside its range, the flags exactly, and the rest within the documented accuracy
 * (8 u S for points and the distance, 8 u S / sin(theta) for a nearly parallel interior
 * pair). Every case is also run scaled by powers of two, and the pairs of one kind with
 * their arguments swapped.
 *
 * The cases that Ericson's RTCD code (ClosestPtSegmentSegment with its EPSILON) gets
 * wrong are here: nearly parallel segments whose rounded denominator is 0, so that code
 * takes its parallel branch and returns a pair of another region. */
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
#include "oracle/oracle_closest_point_pairs.h"

#if ISECT_USE_DOUBLE
static const double unit_roundoff = 0x1p-53;
#define REAL_MAX DBL_MAX
#define REAL_MIN DBL_MIN
#define REAL_TRUE_MIN DBL_TRUE_MIN
/* Nearly parallel offsets: 1 + 4 h^2 rounds to 1 (Ericson's denominator is 0); with H2
 * the library's own fast path gives up (sin^2 theta < 2^-80) and it goes exact. */
#define NP_H 0x1p-30
#define NP_H2 0x1p-45
#else
static const double unit_roundoff = 0x1p-24;
#define REAL_MAX FLT_MAX
#define REAL_MIN FLT_MIN
#define REAL_TRUE_MIN FLT_TRUE_MIN
#define NP_H 0x1p-13
#define NP_H2 0x1p-20
#endif

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

/* ==== Calling any of the twelve functions ======================================== */

enum { K_LINE, K_RAY, K_SEG };

/* A component: origin and dir for lines and rays, p0 and p1 for segments (z unused in
 * 2D). */
typedef struct comp {
    int kind;
    isect_real a[3], b[3];
} comp;

/* A result of either dimension, in 3D shape (z = 0 in 2D). */
typedef struct answer {
    isect_real s, t, dist_sq, pa[3], pb[3];
    unsigned flags;
} answer;

static answer from2(isect_closest_result2 r) {
    answer x = {
        r.s, r.t, r.dist_sq, {r.point_a.x, r.point_a.y, 0}, {r.point_b.x, r.point_b.y, 0}, r.flags};
    return x;
}

static answer from3(isect_closest_result3 r) {
    answer x = {r.s,
                r.t,
                r.dist_sq,
                {r.point_a.x, r.point_a.y, r.point_a.z},
                {r.point_b.x, r.point_b.y, r.point_b.z},
                r.flags};
    return x;
}

/* isect_closest_<a>2_<b>2 (a->kind <= b->kind, the canonical order), a or b NULL on
 * request. */
static answer ask2(const comp *a, const comp *b, bool null_a, bool null_b) {
    isect_vec2 a0 = {a->a[0], a->a[1]}, a1 = {a->b[0], a->b[1]};
    isect_vec2 b0 = {b->a[0], b->a[1]}, b1 = {b->b[0], b->b[1]};
    isect_line2 la = {a0, a1}, lb = {b0, b1};
    isect_ray2 ra = {a0, a1}, rb = {b0, b1};
    isect_seg2 sa = {a0, a1}, sb = {b0, b1};
    const isect_line2 *pla = null_a ? NULL : &la, *plb = null_b ? NULL : &lb;
    const isect_ray2 *pra = null_a ? NULL : &ra, *prb = null_b ? NULL : &rb;
    const isect_seg2 *psa = null_a ? NULL : &sa, *psb = null_b ? NULL : &sb;
    switch (a->kind * 3 + b->kind) {
    case K_LINE * 3 + K_LINE: return from2(isect_closest_line2_line2(pla, plb));
    case K_LINE * 3 + K_RAY: return from2(isect_closest_line2_ray2(pla, prb));
    case K_LINE * 3 + K_SEG: return from2(isect_closest_line2_seg2(pla, psb));
    case K_RAY * 3 + K_RAY: return from2(isect_closest_ray2_ray2(pra, prb));
    case K_RAY * 3 + K_SEG: return from2(isect_closest_ray2_seg2(pra, psb));
    case K_SEG * 3 + K_SEG: return from2(isect_closest_seg2_seg2(psa, psb));
    default: fail_msg("not a canonical pair");
    }
    return (answer){0};
}

static answer ask3(const comp *a, const comp *b, bool null_a, bool null_b) {
    isect_vec3 a0 = {a->a[0], a->a[1], a->a[2]}, a1 = {a->b[0], a->b[1], a->b[2]};
    isect_vec3 b0 = {b->a[0], b->a[1], b->a[2]}, b1 = {b->b[0], b->b[1], b->b[2]};
    isect_line3 la = {a0, a1}, lb = {b0, b1};
    isect_ray3 ra = {a0, a1}, rb = {b0, b1};
    isect_seg3 sa = {a0, a1}, sb = {b0, b1};
    const isect_line3 *pla = null_a ? NULL : &la, *plb = null_b ? NULL : &lb;
    const isect_ray3 *pra = null_a ? NULL : &ra, *prb = null_b ? NULL : &rb;
    const isect_seg3 *psa = null_a ? NULL : &sa, *psb = null_b ? NULL : &sb;
    switch (a->kind * 3 + b->kind) {
    case K_LINE * 3 + K_LINE: return from3(isect_closest_line3_line3(pla, plb));
    case K_LINE * 3 + K_RAY: return from3(isect_closest_line3_ray3(pla, prb));
    case K_LINE * 3 + K_SEG: return from3(isect_closest_line3_seg3(pla, psb));
    case K_RAY * 3 + K_RAY: return from3(isect_closest_ray3_ray3(pra, prb));
    case K_RAY * 3 + K_SEG: return from3(isect_closest_ray3_seg3(pra, psb));
    case K_SEG * 3 + K_SEG: return from3(isect_closest_seg3_seg3(psa, psb));
    default: fail_msg("not a canonical pair");
    }
    return (answer){0};
}

static answer ask(int dim, const comp *a, const comp *b) {
    return dim == 2 ? ask2(a, b, false, false) : ask3(a, b, false, false);
}

/* ==== The checker ================================================================= */

/* A worked example: the components and the hand-derived answer. cond is 1 / sin(theta)
 * for a nearly parallel pair whose closest points are both interior (the documented loss
 * of accuracy along the common direction), else 0 (meaning 1). */
typedef struct pair_case {
    const char *name;
    int dim;
    comp a, b;
    isect_real s, t, pa[3], pb[3], dist_sq;
    unsigned flags;
    double cond;
} pair_case;

static const char *case_name = "";
static int case_k = 0;

#define EXPECT(cond)                                                                               \
    do {                                                                                           \
        if (!(cond))                                                                               \
            fail_msg("case '%s' (scaled by 2^%d): %s", case_name, case_k, #cond);                  \
    } while (0)

static void expect_near(const char *what, double got, double want, double tol) {
    if (!(fabs(got - want) <= tol))
        fail_msg("case '%s' (scaled by 2^%d): %s = %a, want %a within %a", case_name, case_k, what,
                 got, want, tol);
}

static double comp_length(int dim, const comp *c) {
    double sum = 0;
    for (int i = 0; i < dim; i++) {
        double d = c->kind == K_SEG ? (double)c->b[i] - (double)c->a[i] : (double)c->b[i];
        sum += d * d;
    }
    return sqrt(sum);
}

/* Whether x is an end of the component's parameter range (a line's 0 counts: its sign,
 * and so x == 0, is exact). */
static bool is_end(int kind, double x) {
    return x == 0 || (kind == K_SEG && x == 1);
}

/* The parameter x on component c (want, from the hand derivation) and its point. */
static void check_side(const char *label, int dim, const comp *c, isect_real x, const isect_real *p,
                       isect_real want_x, const isect_real *want_p, double tol_pt) {
    char what[64];
    if (is_end(c->kind, want_x)) {
        /* an end: exactly, and the input end bit for bit */
        snprintf(what, sizeof what, "%s parameter (an end)", label);
        expect_near(what, x, want_x, 0);
        const isect_real *end = want_x == 1 ? c->b : c->a;
        for (int i = 0; i < 3; i++) {
            snprintf(what, sizeof what, "%s point[%d] (an end)", label, i);
            expect_near(what, p[i], i < dim ? end[i] : 0, 0);
            expect_near(what, p[i], want_p[i], 0); /* and the table agrees */
        }
        return;
    }
    /* strictly inside the range, with the sign of a line's parameter */
    snprintf(what, sizeof what, "%s parameter inside its range", label);
    if (c->kind != K_LINE && !(x > 0))
        fail_msg("case '%s' (scaled by 2^%d): %s: %a <= 0", case_name, case_k, what, (double)x);
    if (c->kind == K_SEG && !(x < 1))
        fail_msg("case '%s' (scaled by 2^%d): %s: %a >= 1", case_name, case_k, what, (double)x);
    if (c->kind == K_LINE && !((x > 0) == (want_x > 0) && (x < 0) == (want_x < 0)))
        fail_msg("case '%s' (scaled by 2^%d): %s: sign of %a", case_name, case_k, what, (double)x);
    snprintf(what, sizeof what, "%s parameter", label);
    expect_near(what, x, want_x,
                2 * tol_pt / comp_length(dim, c) + 2 * unit_roundoff * fabs((double)want_x));
    for (int i = 0; i < 3; i++) {
        snprintf(what, sizeof what, "%s point[%d]", label, i);
        expect_near(what, p[i], want_p[i], tol_pt);
    }
}

/* S: the largest magnitude among the inputs' coordinates and the expected points. */
static double case_scale(const pair_case *c) {
    double s = 0;
    for (int i = 0; i < 3; i++) {
        s = fmax(s, fmax(fabs((double)c->a.a[i]), fabs((double)c->a.b[i])));
        s = fmax(s, fmax(fabs((double)c->b.a[i]), fabs((double)c->b.b[i])));
        s = fmax(s, fmax(fabs((double)c->pa[i]), fabs((double)c->pb[i])));
    }
    return s;
}

/* The case with every coordinate (directions too) times 2^k: parameters unchanged,
 * points times 2^k, dist_sq times 2^2k (saturated beyond the range). */
static pair_case scaled(const pair_case *c, int k) {
    pair_case x = *c;
    for (int i = 0; i < 3; i++) {
        x.a.a[i] = (isect_real)ldexp(c->a.a[i], k);
        x.a.b[i] = (isect_real)ldexp(c->a.b[i], k);
        x.b.a[i] = (isect_real)ldexp(c->b.a[i], k);
        x.b.b[i] = (isect_real)ldexp(c->b.b[i], k);
        x.pa[i] = (isect_real)ldexp(c->pa[i], k);
        x.pb[i] = (isect_real)ldexp(c->pb[i], k);
    }
    return x;
}

static void check_case_scaled(const pair_case *c0, int k) {
    pair_case c = scaled(c0, k);
    case_name = c.name;
    case_k = k;
    answer r = ask(c.dim, &c.a, &c.b);
    double S = case_scale(&c), cond = c.cond > 0 ? c.cond : 1;
    double tol_pt = 8 * unit_roundoff * S * cond + 2 * REAL_TRUE_MIN;
    double want_d2 = ldexp(c0->dist_sq, 2 * k);
    unsigned want_flags = c.flags;
    if (want_d2 > REAL_MAX) {
        want_flags |= ISECT_SATURATED;
        EXPECT(r.dist_sq == REAL_MAX);
    } else if (c0->dist_sq == 0) {
        EXPECT(r.dist_sq == 0);      /* meeting components: 0 exactly, at every scale */
    } else if (want_d2 < REAL_MIN) { /* below the normal range (want_d2 may underflow) */
        EXPECT(r.dist_sq > 0 && r.dist_sq <= REAL_MIN); /* apart: never 0 */
    } else {
        /* |dist - exact| <= 8 u S, and dist_sq rounded once more */
        expect_near("sqrt(dist_sq)", sqrt((double)r.dist_sq), sqrt(want_d2),
                    8 * unit_roundoff * S + unit_roundoff * sqrt(want_d2) + 2 * REAL_TRUE_MIN);
    }
    if (r.flags != want_flags)
        fail_msg("case '%s' (scaled by 2^%d): flags %#x, want %#x", c.name, k, r.flags, want_flags);
    check_side("s", c.dim, &c.a, r.s, r.pa, c.s, c.pa, tol_pt);
    check_side("t", c.dim, &c.b, r.t, r.pb, c.t, c.pb, tol_pt);
}

static void check_cases(const pair_case *cases, size_t n) {
    for (size_t i = 0; i < n; i++)
        check_case_scaled(&cases[i], 0);
}

#define N_OF(x) (sizeof(x) / sizeof((x)[0]))

/* ==== Each of the twelve functions ================================================= */

static const pair_case cases_2d[] = {
    /* Lines (2s, 2s) and (4 - t, t) meet where 2s = t = 4 - t: t = 2, s = 1, at (2, 2). */
    {"line2_line2 crossing",
     2,
     {K_LINE, {0, 0, 0}, {2, 2, 0}},
     {K_LINE, {4, 0, 0}, {-1, 1, 0}},
     1,
     2,
     {2, 2, 0},
     {2, 2, 0},
     0,
     0,
     0},
    /* The line y = 1 and the ray from (3, 3) along (1, 2), rising away from it: t = 0, and
     * the foot of (3, 3) on the line is s = 3; dist_sq 4. df/dt at t = 0: -2 (1,2).(0,-2)
     * = 8 >= 0. */
    {"line2_ray2 ray start",
     2,
     {K_LINE, {0, 1, 0}, {1, 0, 0}},
     {K_RAY, {3, 3, 0}, {1, 2, 0}},
     3,
     0,
     {3, 1, 0},
     {3, 3, 0},
     4,
     0,
     0},
    /* The line y = 1 (dir (2, 0)) and the segment (1,3)-(5,2) above it: its end (5, 2) is
     * closest, t = 1; its foot (5, 1) is s = 5/2; dist_sq 1. df/dt at t = 1: -2 (4,-1).(0,-1)
     * = -2 <= 0. */
    {"line2_seg2 segment end",
     2,
     {K_LINE, {0, 1, 0}, {2, 0, 0}},
     {K_SEG, {1, 3, 0}, {5, 2, 0}},
     2.5,
     1,
     {5, 1, 0},
     {5, 2, 0},
     1,
     0,
     0},
    /* The ray along +x and the ray from (3, 2) along (1, 1) (its line meets y = 0 at
     * t = -2): t = 0, s = 3; dist_sq 4. df/dt at t = 0: -2 (1,1).(0,-2) = 4 >= 0. */
    {"ray2_ray2 b's start",
     2,
     {K_RAY, {0, 0, 0}, {1, 0, 0}},
     {K_RAY, {3, 2, 0}, {1, 1, 0}},
     3,
     0,
     {3, 0, 0},
     {3, 2, 0},
     4,
     0,
     0},
    /* The ray from (1, 1) along (2, 0) and the segment x = 0, y from 3 to -1: the lines meet
     * at (0, 1), s* = -1/2, so s = 0 and the point of b closest to (1, 1) is (0, 1), t = 1/2;
     * dist_sq 1. */
    {"ray2_seg2 ray start",
     2,
     {K_RAY, {1, 1, 0}, {2, 0, 0}},
     {K_SEG, {0, 3, 0}, {0, -1, 0}},
     0,
     0.5,
     {1, 1, 0},
     {0, 1, 0},
     1,
     0,
     0},
    /* The diagonals of [0, 4]^2 cross at (2, 2): s = t = 1/2, dist_sq 0. */
    {"seg2_seg2 crossing",
     2,
     {K_SEG, {0, 0, 0}, {4, 4, 0}},
     {K_SEG, {0, 4, 0}, {4, 0, 0}},
     0.5,
     0.5,
     {2, 2, 0},
     {2, 2, 0},
     0,
     0,
     0},
    /* b's start (1, 0) rests on a = (0,0)-(4,0): t = 0 exactly, s = 1/4, dist_sq 0. */
    {"seg2_seg2 b's start on a",
     2,
     {K_SEG, {0, 0, 0}, {4, 0, 0}},
     {K_SEG, {1, 0, 0}, {1, 3, 0}},
     0.25,
     0,
     {1, 0, 0},
     {1, 0, 0},
     0,
     0,
     0},
    /* a's end (2, 0) rests on b = (2,-1)-(2,3): s = 1 exactly, t = 1/4, dist_sq 0. */
    {"seg2_seg2 a's end on b",
     2,
     {K_SEG, {0, 0, 0}, {2, 0, 0}},
     {K_SEG, {2, -1, 0}, {2, 3, 0}},
     1,
     0.25,
     {2, 0, 0},
     {2, 0, 0},
     0,
     0,
     0},
    /* Shared end point (2, 0), not collinear: s = 1, t = 0, dist_sq 0. */
    {"seg2_seg2 shared end",
     2,
     {K_SEG, {0, 0, 0}, {2, 0, 0}},
     {K_SEG, {2, 0, 0}, {3, 5, 0}},
     1,
     0,
     {2, 0, 0},
     {2, 0, 0},
     0,
     0,
     0},
    /* Apart, corner (1, 0): (4, 0) and (5, 1), dist_sq 2. df/ds = 2 (4,0).(-1,-1) = -8 <= 0,
     * df/dt = -2 (1,2).(-1,-1) = 6 >= 0. */
    {"seg2_seg2 corner",
     2,
     {K_SEG, {0, 0, 0}, {4, 0, 0}},
     {K_SEG, {5, 1, 0}, {6, 3, 0}},
     1,
     0,
     {4, 0, 0},
     {5, 1, 0},
     2,
     0,
     0},
};

static const pair_case cases_3d[] = {
    /* (s, s, 0) and (t, 4 - t, 2): the shadows meet where s = t = 4 - t, s = t = 2;
     * dist_sq 4. */
    {"line3_line3 skew",
     3,
     {K_LINE, {0, 0, 0}, {1, 1, 0}},
     {K_LINE, {0, 4, 2}, {1, -1, 0}},
     2,
     2,
     {2, 2, 0},
     {2, 2, 2},
     4,
     0,
     0},
    /* The x axis and the ray (3, -4 + 2t, 1): s = 3, t = 2, dist_sq 1. */
    {"line3_ray3 interior",
     3,
     {K_LINE, {0, 0, 0}, {1, 0, 0}},
     {K_RAY, {3, -4, 1}, {0, 2, 0}},
     3,
     2,
     {3, 0, 0},
     {3, 0, 1},
     1,
     0,
     0},
    /* The x axis and the ray from (2, 1, 1) along (1, 2, 2): t = 0, s = 2, dist_sq 2.
     * df/dt at t = 0: -2 (1,2,2).(0,-1,-1) = 8 >= 0. */
    {"line3_ray3 ray start",
     3,
     {K_LINE, {0, 0, 0}, {1, 0, 0}},
     {K_RAY, {2, 1, 1}, {1, 2, 2}},
     2,
     0,
     {2, 0, 0},
     {2, 1, 1},
     2,
     0,
     0},
    /* The z axis (0, 0, -1 + 4s) and b(t) = (1, -2 + 4t, 3 + 4t): the difference must be
     * orthogonal to (0,0,4) and (0,4,4): 4 + 4t - 4s = 0 and -2 + 4t = 0, so t = 1/2,
     * s = 3/2; points (0,0,5), (1,0,5); dist_sq 1. */
    {"line3_seg3 interior",
     3,
     {K_LINE, {0, 0, -1}, {0, 0, 4}},
     {K_SEG, {1, -2, 3}, {1, 2, 7}},
     1.5,
     0.5,
     {0, 0, 5},
     {1, 0, 5},
     1,
     0,
     0},
    /* (2s, 0, 0) and (1, -3 + 4t, 2): s = 1/2, t = 3/4, both inside; dist_sq 4. */
    {"ray3_ray3 interior",
     3,
     {K_RAY, {0, 0, 0}, {2, 0, 0}},
     {K_RAY, {1, -3, 2}, {0, 4, 0}},
     0.5,
     0.75,
     {1, 0, 0},
     {1, 0, 2},
     4,
     0,
     0},
    /* The ray along +x and b = (-3, -1 + 4t, 2): s* = -3, so s = 0; b's point closest to
     * the origin is y = 0, t = 1/4; dist_sq 9 + 4 = 13. */
    {"ray3_seg3 ray start",
     3,
     {K_RAY, {0, 0, 0}, {1, 0, 0}},
     {K_SEG, {-3, -1, 2}, {-3, 3, 2}},
     0,
     0.25,
     {0, 0, 0},
     {-3, 0, 2},
     13,
     0,
     0},
};

static void each_function_2d(void **state) {
    (void)state;
    check_cases(cases_2d, N_OF(cases_2d));
}

static void each_function_3d(void **state) {
    (void)state;
    check_cases(cases_3d, N_OF(cases_3d));
}

/* ==== Every region of seg3-seg3 ===================================================== */

/* a = (0,0,0)-(4,0,0) = (4s, 0, 0); b in the plane z = 1 along (2, 2, 0) or (4, 4, 0), so the
 * lines' closest pair is where the shadows cross: (x0 + dx t, y0 + dy t) with y = 0. */
#define A_X4                                                                                       \
    {                                                                                              \
        K_SEG, {0, 0, 0}, {                                                                        \
            4, 0, 0                                                                                \
        }                                                                                          \
    }

static const pair_case cases_seg3[] = {
    /* b = (1 + 2t, -1 + 2t, 1): y = 0 at t = 1/2, x = 2 = 4s: s = 1/2; dist_sq 1. */
    {"seg3 interior/interior",
     3,
     A_X4,
     {K_SEG, {1, -1, 1}, {3, 1, 1}},
     0.5,
     0.5,
     {2, 0, 0},
     {2, 0, 1},
     1,
     0,
     0},
    /* Lines meeting in space: b = (1 + 2t, -1 + 2t, 0) crosses a at (2, 0, 0). */
    {"seg3 crossing",
     3,
     A_X4,
     {K_SEG, {1, -1, 0}, {3, 1, 0}},
     0.5,
     0.5,
     {2, 0, 0},
     {2, 0, 0},
     0,
     0,
     0},
    /* b = (-4 + 4t, -2 + 4t, 1): t* = 1/2, s* = -1/2 -> s = 0; b's point closest to the
     * origin: (-4 + 4t) + (-2 + 4t) = 0, t = 3/4, (-1, 1, 1); dist_sq 3. */
    {"seg3 s clamped to 0",
     3,
     A_X4,
     {K_SEG, {-4, -2, 1}, {0, 2, 1}},
     0,
     0.75,
     {0, 0, 0},
     {-1, 1, 1},
     3,
     0,
     0},
    /* b = (4 + 4t, -2 + 4t, 1): t* = 1/2, s* = 3/2 -> s = 1; closest to (4,0,0):
     * 4t + (-2 + 4t) = 0, t = 1/4, (5, -1, 1); dist_sq 3. */
    {"seg3 s clamped to 1",
     3,
     A_X4,
     {K_SEG, {4, -2, 1}, {8, 2, 1}},
     1,
     0.25,
     {4, 0, 0},
     {5, -1, 1},
     3,
     0,
     0},
    /* b = (2 + 4t, 1 + 4t, 1): t* = -1/4 -> t = 0 (s* = 1/4 inside); a's point closest to
     * (2, 1, 1) is s = 1/2; dist_sq 2. */
    {"seg3 t clamped to 0",
     3,
     A_X4,
     {K_SEG, {2, 1, 1}, {6, 5, 1}},
     0.5,
     0,
     {2, 0, 0},
     {2, 1, 1},
     2,
     0,
     0},
    /* b = (-2 + 4t, -5 + 4t, 1): t* = 5/4 -> t = 1 (s* = 3/4 inside); a's point closest to
     * (2, -1, 1) is s = 1/2; dist_sq 2. */
    {"seg3 t clamped to 1",
     3,
     A_X4,
     {K_SEG, {-2, -5, 1}, {2, -1, 1}},
     0.5,
     1,
     {2, 0, 0},
     {2, -1, 1},
     2,
     0,
     0},
    /* Corners, b along (-2, 2, 0) from (-1, 1, 1): at (0, 0), a0 - b0 = (1, -1, -1):
     * df/ds = 2 (4,0,0).(1,-1,-1) = 8 >= 0, df/dt = -2 (-2,2,0).(1,-1,-1) = 8 >= 0;
     * dist_sq 3. Reversing b gives t = 1. */
    {"seg3 corner s=0 t=0",
     3,
     A_X4,
     {K_SEG, {-1, 1, 1}, {-3, 3, 1}},
     0,
     0,
     {0, 0, 0},
     {-1, 1, 1},
     3,
     0,
     0},
    {"seg3 corner s=0 t=1",
     3,
     A_X4,
     {K_SEG, {-3, 3, 1}, {-1, 1, 1}},
     0,
     1,
     {0, 0, 0},
     {-1, 1, 1},
     3,
     0,
     0},
    /* b from (5, 1, 1) along (2, 2, 0): a1 - b0 = (-1, -1, -1): df/ds = -8 <= 0, df/dt =
     * -2 (2,2,0).(-1,-1,-1) = 8 >= 0; dist_sq 3. Reversed: t = 1. */
    {"seg3 corner s=1 t=0",
     3,
     A_X4,
     {K_SEG, {5, 1, 1}, {7, 3, 1}},
     1,
     0,
     {4, 0, 0},
     {5, 1, 1},
     3,
     0,
     0},
    {"seg3 corner s=1 t=1",
     3,
     A_X4,
     {K_SEG, {7, 3, 1}, {5, 1, 1}},
     1,
     1,
     {4, 0, 0},
     {5, 1, 1},
     3,
     0,
     0},
    /* Clamp, then re-clamp: b = (4 - 2t, -3 + t, 1); its shadow meets y = 0 at x = -2, so
     * s* = -1/2 -> s = 0; b's point closest to the origin: -2(4 - 2t) + (-3 + t) = 0,
     * t = 11/5 -> t = 1, b1 = (2, -2, 1); then s = a's point closest to b1 = 1/2. At
     * (1/2, 1): a - b = (0, 2, -1), df/ds = 0, df/dt = -2 (-2,1,0).(0,2,-1) = -4 <= 0;
     * dist_sq 4 + 1 = 5. */
    {"seg3 s clamped to 0, t to 1, s recomputed",
     3,
     A_X4,
     {K_SEG, {4, -3, 1}, {2, -2, 1}},
     0.5,
     1,
     {2, 0, 0},
     {2, -2, 1},
     5,
     0,
     0},
    /* Its mirror x -> 4 - x (with a kept): s* = 3/2 -> s = 1; t(1) = 11/5 -> t = 1,
     * b1 = (2, -2, 1); s = 1/2. */
    {"seg3 s clamped to 1, t to 1, s recomputed",
     3,
     A_X4,
     {K_SEG, {0, -3, 1}, {2, -2, 1}},
     0.5,
     1,
     {2, 0, 0},
     {2, -2, 1},
     5,
     0,
     0},
    /* The brief's example a = (0,0,0)-(1,0,0), b = (0,1,0)-(1,1,h): a(s) - b(t) =
     * (s - t, -1, -h t), f = (s - t)^2 + 1 + h^2 t^2, minimised over the box at s = t = 0
     * (s* = t* = 0 exactly: the tie of both clamps); dist_sq 1. Not exactly parallel. */
    {"seg3 nearly parallel, tie at both starts",
     3,
     {K_SEG, {0, 0, 0}, {1, 0, 0}},
     {K_SEG, {0, 1, 0}, {1, 1, NP_H}},
     0,
     0,
     {0, 0, 0},
     {0, 1, 0},
     1,
     0,
     0},
};

static void seg3_every_region(void **state) {
    (void)state;
    check_cases(cases_seg3, N_OF(cases_seg3));
}

/* ==== Parallel ======================================================================= */

static const pair_case cases_parallel[] = {
    /* a0 = (0,0,0) lies over b = (-2,1,0)-(2,1,0): s = 0, t = 1/2; dist_sq 1. */
    {"parallel overlap, a0 over b",
     3,
     A_X4,
     {K_SEG, {-2, 1, 0}, {2, 1, 0}},
     0,
     0.5,
     {0, 0, 0},
     {0, 1, 0},
     1,
     ISECT_PARALLEL,
     0},
    /* the same with b anti-parallel */
    {"parallel overlap, a0 over b, b reversed",
     3,
     A_X4,
     {K_SEG, {2, 1, 0}, {-2, 1, 0}},
     0,
     0.5,
     {0, 0, 0},
     {0, 1, 0},
     1,
     ISECT_PARALLEL,
     0},
    /* b = (1,1,0)-(3,1,0) over s in [1/4, 3/4]: the smallest s is 1/4, over b0 (t = 0). */
    {"parallel overlap, b inside a",
     3,
     A_X4,
     {K_SEG, {1, 1, 0}, {3, 1, 0}},
     0.25,
     0,
     {1, 0, 0},
     {1, 1, 0},
     1,
     ISECT_PARALLEL,
     0},
    {"parallel overlap, b inside a, b reversed",
     3,
     A_X4,
     {K_SEG, {3, 1, 0}, {1, 1, 0}},
     0.25,
     1,
     {1, 0, 0},
     {1, 1, 0},
     1,
     ISECT_PARALLEL,
     0},
    /* a reversed, a = (4,0,0) - 4s: b's shadow x in [1, 3] is s in [1/4, 3/4]; s = 1/4 is
     * x = 3, b's end (t = 1). */
    {"parallel overlap, a anti-parallel",
     3,
     {K_SEG, {4, 0, 0}, {0, 0, 0}},
     {K_SEG, {1, 1, 0}, {3, 1, 0}},
     0.25,
     1,
     {3, 0, 0},
     {3, 1, 0},
     1,
     ISECT_PARALLEL,
     0},
    /* Collinear and apart: a1 = (2,0,0) and b0 = (3,0,0), dist_sq 1. */
    {"parallel collinear disjoint",
     3,
     {K_SEG, {0, 0, 0}, {2, 0, 0}},
     {K_SEG, {3, 0, 0}, {5, 0, 0}},
     1,
     0,
     {2, 0, 0},
     {3, 0, 0},
     1,
     ISECT_PARALLEL,
     0},
    {"parallel collinear disjoint, b reversed",
     3,
     {K_SEG, {0, 0, 0}, {2, 0, 0}},
     {K_SEG, {5, 0, 0}, {3, 0, 0}},
     1,
     1,
     {2, 0, 0},
     {3, 0, 0},
     1,
     ISECT_PARALLEL,
     0},
    /* b behind a0, beside: a0 and b1 = (-3,1,0), dist_sq 9 + 1. */
    {"parallel, b behind a0",
     3,
     {K_SEG, {0, 0, 0}, {2, 0, 0}},
     {K_SEG, {-5, 1, 0}, {-3, 1, 0}},
     0,
     1,
     {0, 0, 0},
     {-3, 1, 0},
     10,
     ISECT_PARALLEL,
     0},
    /* 2D: b = (1,2)-(3,2) over a = (0,0)-(4,0): s = 1/4, t = 0, dist_sq 4. */
    {"parallel seg2, b inside a",
     2,
     {K_SEG, {0, 0, 0}, {4, 0, 0}},
     {K_SEG, {1, 2, 0}, {3, 2, 0}},
     0.25,
     0,
     {1, 0, 0},
     {1, 2, 0},
     4,
     ISECT_PARALLEL,
     0},
    /* Lines: s = 0 always; b(t) = (5 - t, 3, 4) is over a0 = (1,0,0) at t = 4; dist_sq
     * 9 + 16. */
    {"parallel line3_line3, s = 0",
     3,
     {K_LINE, {1, 0, 0}, {2, 0, 0}},
     {K_LINE, {5, 3, 4}, {-1, 0, 0}},
     0,
     4,
     {1, 0, 0},
     {1, 3, 4},
     25,
     ISECT_PARALLEL,
     0},
    /* 2D lines along (1, 1) and (-2, -2): b(t) = (2 - 2t, -2t) closest to the origin where
     * -2(2 - 2t) + 4t = 0, t = 1/2, (1, -1); dist_sq 2. */
    {"parallel line2_line2, s = 0",
     2,
     {K_LINE, {0, 0, 0}, {1, 1, 0}},
     {K_LINE, {2, 0, 0}, {-2, -2, 0}},
     0,
     0.5,
     {0, 0, 0},
     {1, -1, 0},
     2,
     ISECT_PARALLEL,
     0},
    /* A line and a segment beside it ahead of the origin: the smallest |s| is over b0
     * (x = 4, s = 2); behind it over b1 (x = -4, s = -2). */
    {"parallel line3_seg3, b ahead",
     3,
     {K_LINE, {0, 0, 0}, {2, 0, 0}},
     {K_SEG, {4, 1, 0}, {6, 1, 0}},
     2,
     0,
     {4, 0, 0},
     {4, 1, 0},
     1,
     ISECT_PARALLEL,
     0},
    {"parallel line3_seg3, b behind",
     3,
     {K_LINE, {0, 0, 0}, {2, 0, 0}},
     {K_SEG, {-6, 1, 0}, {-4, 1, 0}},
     -2,
     1,
     {-4, 0, 0},
     {-4, 1, 0},
     1,
     ISECT_PARALLEL,
     0},
    /* A line and a ray starting ahead of its origin, same way: over the ray's start,
     * s = 2, t = 0; the other way the origin lies over the ray, s = 0, t = 2. */
    {"parallel line3_ray3, ray ahead",
     3,
     {K_LINE, {0, 0, 0}, {1, 0, 0}},
     {K_RAY, {2, 1, 0}, {1, 0, 0}},
     2,
     0,
     {2, 0, 0},
     {2, 1, 0},
     1,
     ISECT_PARALLEL,
     0},
    {"parallel line3_ray3, ray back over the origin",
     3,
     {K_LINE, {0, 0, 0}, {1, 0, 0}},
     {K_RAY, {2, 1, 0}, {-1, 0, 0}},
     0,
     2,
     {0, 0, 0},
     {0, 1, 0},
     1,
     ISECT_PARALLEL,
     0},
    /* Rays the same way, b starting ahead: over b's start, s = 3, t = 0. */
    {"parallel ray3_ray3, same way",
     3,
     {K_RAY, {0, 0, 0}, {1, 0, 0}},
     {K_RAY, {3, 1, 0}, {2, 0, 0}},
     3,
     0,
     {3, 0, 0},
     {3, 1, 0},
     1,
     ISECT_PARALLEL,
     0},
    /* Anti-parallel rays overlapping: a0 is over b = (3 - 2t, 1, 0) at t = 3/2. */
    {"parallel ray3_ray3, anti-parallel overlapping",
     3,
     {K_RAY, {0, 0, 0}, {1, 0, 0}},
     {K_RAY, {3, 1, 0}, {-2, 0, 0}},
     0,
     1.5,
     {0, 0, 0},
     {0, 1, 0},
     1,
     ISECT_PARALLEL,
     0},
    /* Anti-parallel rays facing away: the two starts, dist_sq 9 + 1. */
    {"parallel ray3_ray3, anti-parallel apart",
     3,
     {K_RAY, {0, 0, 0}, {1, 0, 0}},
     {K_RAY, {-3, 1, 0}, {-2, 0, 0}},
     0,
     0,
     {0, 0, 0},
     {-3, 1, 0},
     10,
     ISECT_PARALLEL,
     0},
    /* A ray whose start lies over a segment: s = 0, t = 1/2. */
    {"parallel ray3_seg3, start over b",
     3,
     {K_RAY, {0, 0, 0}, {1, 0, 0}},
     {K_SEG, {-2, 1, 0}, {2, 1, 0}},
     0,
     0.5,
     {0, 0, 0},
     {0, 1, 0},
     1,
     ISECT_PARALLEL,
     0},
    /* 2D rays, anti-parallel, overlapping: a0 over b = (3 - 2t, 1) at t = 3/2. */
    {"parallel ray2_ray2, anti-parallel",
     2,
     {K_RAY, {0, 0, 0}, {1, 0, 0}},
     {K_RAY, {3, 1, 0}, {-2, 0, 0}},
     0,
     1.5,
     {0, 0, 0},
     {0, 1, 0},
     1,
     ISECT_PARALLEL,
     0},
};

static void parallel_pairs(void **state) {
    (void)state;
    check_cases(cases_parallel, N_OF(cases_parallel));
}

/* ==== Nearly parallel ================================================================ */

/* a = (0,0,0)-(1,0,0) and b = (0,1,-h)-(1,1,h): a(s) - b(t) = (s - t, -1, h - 2ht),
 * f = (s - t)^2 + 1 + h^2 (1 - 2t)^2, least at s = t = 1/2, f = 1; points (1/2, 0, 0) and
 * (1/2, 1, 0). sin(theta) = 2h / sqrt(1 + 4h^2), so cond = 1 / (2h). RTCD's code: a = 1,
 * e = 1 + 4h^2 rounds to 1, b = 1, denom = ae - b^2 = 0 < EPSILON: "parallel", s = 0 and
 * then t = f/e = 2h^2 ~ 0 -- the start of both, another region.
 *
 * a as above and b = (3/4, 1, -h)-(7/4, 1, h): f = (s - 3/4 - t)^2 + 1 + h^2 (2t - 1)^2;
 * unconstrained s* = 5/4, t* = 1/2, so s = 1 and t minimises (1/4 - t)^2 + h^2 (2t - 1)^2:
 * t = (1/4 + 2h^2) / (1 + 4h^2) = 1/4 + h^2 + O(h^4), b(t) = (1 + h^2, 1, -h/2 + 2h^3),
 * dist_sq = 1 + h^2 / (4 (1 + 4h^2)); within rounding of t = 1/4, (1, 1, -h/2), 1 (the
 * gaps, h^2 and h^2/8, are far below the bound). RTCD's code again takes its parallel
 * branch: s = 0, t = f/e < 0 -> 0, s = -c/a = 3/4: (3/4, 0), another region. */
static const pair_case cases_nearly_parallel[] = {
    {"nearly parallel, both interior",
     3,
     {K_SEG, {0, 0, 0}, {1, 0, 0}},
     {K_SEG, {0, 1, -NP_H}, {1, 1, NP_H}},
     0.5,
     0.5,
     {0.5, 0, 0},
     {0.5, 1, 0},
     1,
     0,
     1 / (2 * NP_H)},
    {"nearly parallel (exact path), both interior",
     3,
     {K_SEG, {0, 0, 0}, {1, 0, 0}},
     {K_SEG, {0, 1, -NP_H2}, {1, 1, NP_H2}},
     0.5,
     0.5,
     {0.5, 0, 0},
     {0.5, 1, 0},
     1,
     0,
     1 / (2 * NP_H2)},
    {"nearly parallel, s clamped to 1",
     3,
     {K_SEG, {0, 0, 0}, {1, 0, 0}},
     {K_SEG, {0.75, 1, -NP_H}, {1.75, 1, NP_H}},
     1,
     0.25,
     {1, 0, 0},
     {1, 1, -NP_H / 2},
     1,
     0,
     0},
    {"nearly parallel (exact path), s clamped to 1",
     3,
     {K_SEG, {0, 0, 0}, {1, 0, 0}},
     {K_SEG, {0.75, 1, -NP_H2}, {1.75, 1, NP_H2}},
     1,
     0.25,
     {1, 0, 0},
     {1, 1, -NP_H2 / 2},
     1,
     0,
     0},
};

static void nearly_parallel(void **state) {
    (void)state;
    check_cases(cases_nearly_parallel, N_OF(cases_nearly_parallel));
}

/* ==== Degenerate ===================================================================== */

static const pair_case cases_degenerate[] = {
    /* a the point (1,2,3): t = 1/4 at (1,0,0), dist_sq 4 + 9. */
    {"seg3 a zero length",
     3,
     {K_SEG, {1, 2, 3}, {1, 2, 3}},
     A_X4,
     0,
     0.25,
     {1, 2, 3},
     {1, 0, 0},
     13,
     ISECT_DEGENERATE,
     0},
    /* b the point (5,1,1): a's closest is its end (4,0,0), dist_sq 3. */
    {"seg3 b zero length",
     3,
     A_X4,
     {K_SEG, {5, 1, 1}, {5, 1, 1}},
     1,
     0,
     {4, 0, 0},
     {5, 1, 1},
     3,
     ISECT_DEGENERATE,
     0},
    {"seg3 both zero length",
     3,
     {K_SEG, {1, 1, 1}, {1, 1, 1}},
     {K_SEG, {2, 3, 3}, {2, 3, 3}},
     0,
     0,
     {1, 1, 1},
     {2, 3, 3},
     9,
     ISECT_DEGENERATE,
     0},
    /* A zero-length a lying on b: t = 1/2, dist_sq 0. */
    {"seg3 a zero length on b",
     3,
     {K_SEG, {2, 0, 0}, {2, 0, 0}},
     A_X4,
     0,
     0.5,
     {2, 0, 0},
     {2, 0, 0},
     0,
     ISECT_DEGENERATE,
     0},
    /* A ray with zero direction (the point origin) against a line. */
    {"line3_ray3 zero ray direction",
     3,
     {K_LINE, {3, -1, 0}, {0, 2, 0}},
     {K_RAY, {0, 0, 0}, {0, 0, 0}},
     0.5,
     0,
     {3, 0, 0},
     {0, 0, 0},
     9,
     ISECT_DEGENERATE,
     0},
    {"ray3_ray3 zero direction a",
     3,
     {K_RAY, {1, 2, 2}, {0, 0, 0}},
     {K_RAY, {0, 0, 0}, {1, 0, 0}},
     0,
     1,
     {1, 2, 2},
     {1, 0, 0},
     8,
     ISECT_DEGENERATE,
     0},
    {"ray3_seg3 zero-length b",
     3,
     {K_RAY, {0, 0, 0}, {2, 0, 0}},
     {K_SEG, {3, 4, 0}, {3, 4, 0}},
     1.5,
     0,
     {3, 0, 0},
     {3, 4, 0},
     16,
     ISECT_DEGENERATE,
     0},
    {"line2_line2 both zero directions",
     2,
     {K_LINE, {1, 1, 0}, {0, 0, 0}},
     {K_LINE, {4, 5, 0}, {0, 0, 0}},
     0,
     0,
     {1, 1, 0},
     {4, 5, 0},
     25,
     ISECT_DEGENERATE,
     0},
    {"line2_seg2 zero line direction",
     2,
     {K_LINE, {1, 1, 0}, {0, 0, 0}},
     {K_SEG, {0, 0, 0}, {4, 0, 0}},
     0,
     0.25,
     {1, 1, 0},
     {1, 0, 0},
     1,
     ISECT_DEGENERATE,
     0},
    {"seg2_seg2 both zero length",
     2,
     {K_SEG, {1, 1, 0}, {1, 1, 0}},
     {K_SEG, {4, 5, 0}, {4, 5, 0}},
     0,
     0,
     {1, 1, 0},
     {4, 5, 0},
     25,
     ISECT_DEGENERATE,
     0},
};

static void degenerate_points(void **state) {
    (void)state;
    check_cases(cases_degenerate, N_OF(cases_degenerate));
}

/* ==== Scale invariance ================================================================ */

static void scale_table(const pair_case *cases, size_t n) {
#if ISECT_USE_DOUBLE
    static const int ks[] = {-1000, -500, -60, 60, 500, 900};
#else
    static const int ks[] = {-60, -30, 30, 60};
#endif
    for (size_t i = 0; i < n; i++)
        for (size_t j = 0; j < N_OF(ks); j++)
            check_case_scaled(&cases[i], ks[j]);
}

/* Every worked example scaled by 2^k: the same regions (end parameters exactly, interior
 * ones strictly inside), the same flags (plus ISECT_SATURATED where dist_sq leaves the
 * range), points times 2^k and dist_sq times 2^2k within the bounds. */
static void scale_invariance(void **state) {
    (void)state;
    scale_table(cases_2d, N_OF(cases_2d));
    scale_table(cases_3d, N_OF(cases_3d));
    scale_table(cases_seg3, N_OF(cases_seg3));
    scale_table(cases_parallel, N_OF(cases_parallel));
    scale_table(cases_nearly_parallel, N_OF(cases_nearly_parallel));
    scale_table(cases_degenerate, N_OF(cases_degenerate));
}

/* ==== Swapped arguments ================================================================ */

/* closest(b, a) of two components of one kind: s and t, point_a and point_b swapped;
 * an end parameter and its point exactly, the rest within the bound. */
static void swap_table(const pair_case *cases, size_t n) {
    for (size_t i = 0; i < n; i++) {
        const pair_case *c = &cases[i];
        if (c->a.kind != c->b.kind || (c->flags & ISECT_PARALLEL))
            continue;
        case_name = c->name;
        case_k = 0;
        answer r = ask(c->dim, &c->a, &c->b), q = ask(c->dim, &c->b, &c->a);
        double S = case_scale(c), cond = c->cond > 0 ? c->cond : 1;
        double tol = 8 * unit_roundoff * S * cond;
        EXPECT(q.flags == r.flags);
        expect_near("swapped sqrt(dist_sq)", sqrt((double)q.dist_sq), sqrt((double)r.dist_sq),
                    16 * unit_roundoff * S);
        isect_real pair[2][2] = {{r.s, q.t}, {r.t, q.s}};
        const isect_real *pts[2][2] = {{r.pa, q.pb}, {r.pb, q.pa}};
        const comp *on[2] = {&c->a, &c->b};
        for (int side = 0; side < 2; side++) {
            isect_real x = pair[side][0], y = pair[side][1];
            if (is_end(on[side]->kind, x)) {
                expect_near("swapped end parameter", y, x, 0);
                for (int j = 0; j < 3; j++)
                    expect_near("swapped end point", pts[side][1][j], pts[side][0][j], 0);
            } else {
                EXPECT(!is_end(on[side]->kind, y));
                expect_near("swapped parameter", y, x, 2 * tol / comp_length(c->dim, on[side]));
                for (int j = 0; j < 3; j++)
                    expect_near("swapped point", pts[side][1][j], pts[side][0][j], 2 * tol);
            }
        }
    }
}

static void swapped_arguments(void **state) {
    (void)state;
    swap_table(cases_2d, N_OF(cases_2d));
    swap_table(cases_3d, N_OF(cases_3d));
    swap_table(cases_seg3, N_OF(cases_seg3));
    swap_table(cases_nearly_parallel, N_OF(cases_nearly_parallel));
    swap_table(cases_degenerate, N_OF(cases_degenerate));
}

/* ==== Invalid input ===================================================================== */

static bool all_zero(answer r) {
    for (int i = 0; i < 3; i++)
        if (r.pa[i] != 0 || r.pb[i] != 0)
            return false;
    return r.s == 0 && r.t == 0 && r.dist_sq == 0;
}

static void expect_invalid(int dim, const comp *a, const comp *b, bool null_a, bool null_b) {
    answer r = dim == 2 ? ask2(a, b, null_a, null_b) : ask3(a, b, null_a, null_b);
    EXPECT(all_zero(r));
    EXPECT(r.flags == ISECT_INVALID);
}

/* Each of the twelve functions: NULL for either or both, and NaN, +inf, -inf in each
 * coordinate of each argument: an all-zero result with flags == ISECT_INVALID. */
static void invalid_input(void **state) {
    (void)state;
    static const int pairs[6][2] = {{K_LINE, K_LINE}, {K_LINE, K_RAY}, {K_LINE, K_SEG},
                                    {K_RAY, K_RAY},   {K_RAY, K_SEG},  {K_SEG, K_SEG}};
    const isect_real bad[3] = {(isect_real)NAN, (isect_real)INFINITY, (isect_real)-INFINITY};
    case_k = 0;
    for (int dim = 2; dim <= 3; dim++) {
        for (int p = 0; p < 6; p++) {
            comp a = {pairs[p][0], {0, 0, 0}, {1, 0, 0}}, b = {pairs[p][1], {0, 1, 1}, {1, 2, 2}};
            case_name = "invalid";
            expect_invalid(dim, &a, &b, true, false);
            expect_invalid(dim, &a, &b, false, true);
            expect_invalid(dim, &a, &b, true, true);
            for (int arg = 0; arg < 2; arg++) {
                for (int i = 0; i < 2 * dim; i++) {
                    for (int v = 0; v < 3; v++) {
                        comp x = a, y = b;
                        comp *c = arg == 0 ? &x : &y;
                        isect_real *coord = i < dim ? &c->a[i] : &c->b[i - dim];
                        *coord = bad[v];
                        expect_invalid(dim, &x, &y, false, false);
                    }
                }
            }
        }
    }
}

/* ==== Capsules =========================================================================== */

static isect_capsule3 cap3(isect_real x0, isect_real y0, isect_real z0, isect_real x1,
                           isect_real y1, isect_real z1, isect_real r) {
    return (isect_capsule3){{x0, y0, z0}, {x1, y1, z1}, r};
}

static isect_capsule2 cap2(isect_real x0, isect_real y0, isect_real x1, isect_real y1,
                           isect_real r) {
    return (isect_capsule2){{x0, y0}, {x1, y1}, r};
}

/* The answer, checked to be the same in both orders and with either core reversed (the
 * exact answer is symmetric). */
static bool touch3(isect_capsule3 a, isect_capsule3 b) {
    bool hit = isect_test_capsule3_capsule3(&a, &b);
    isect_capsule3 ra = {a.p1, a.p0, a.radius}, rb = {b.p1, b.p0, b.radius};
    assert_int_equal(isect_test_capsule3_capsule3(&b, &a), hit);
    assert_int_equal(isect_test_capsule3_capsule3(&ra, &b), hit);
    assert_int_equal(isect_test_capsule3_capsule3(&a, &rb), hit);
    assert_int_equal(isect_test_capsule3_capsule3(&rb, &ra), hit);
    return hit;
}

static bool touch2(isect_capsule2 a, isect_capsule2 b) {
    bool hit = isect_test_capsule2_capsule2(&a, &b);
    isect_capsule2 ra = {a.p1, a.p0, a.radius}, rb = {b.p1, b.p0, b.radius};
    assert_int_equal(isect_test_capsule2_capsule2(&b, &a), hit);
    assert_int_equal(isect_test_capsule2_capsule2(&ra, &b), hit);
    assert_int_equal(isect_test_capsule2_capsule2(&a, &rb), hit);
    assert_int_equal(isect_test_capsule2_capsule2(&rb, &ra), hit);
    return hit;
}

/* Touching exactly (distance == ra + rb, dyadic) is a touch; a radius one ulp smaller is
 * not. */
static void capsule_touching_exactly(void **state) {
    (void)state;
    /* Perpendicular cores, interiors closest: the x axis and x = 1, y = 2 along z:
     * distance 2 = 0.75 + 1.25. */
    isect_capsule3 a = cap3(0, 0, 0, 4, 0, 0, 0.75);
    assert_true(touch3(a, cap3(1, 2, -1, 1, 2, 3, 1.25)));
    assert_false(touch3(a, cap3(1, 2, -1, 1, 2, 3, next_down(1.25))));
    assert_true(touch3(a, cap3(1, 2, -1, 1, 2, 3, next_up(1.25))));
    /* End to end: (4,0,0) and (7,4,0), distance 5 = 2.5 + 2.5 (df/ds = 2 (4,0,0).(-3,-4,0)
     * < 0, df/dt = -2 (2,4,0).(-3,-4,0) > 0: that pair). */
    isect_capsule3 e = cap3(0, 0, 0, 4, 0, 0, 2.5);
    assert_true(touch3(e, cap3(7, 4, 0, 9, 8, 0, 2.5)));
    assert_false(touch3(e, cap3(7, 4, 0, 9, 8, 0, next_down(2.5))));
    /* An end against an interior: (4,0,0) and (6,0,0) on b = x 6, y -2..2: 1 + 1. */
    isect_capsule3 f = cap3(0, 0, 0, 4, 0, 0, 1);
    assert_true(touch3(f, cap3(6, -2, 0, 6, 2, 0, 1)));
    assert_false(touch3(f, cap3(6, -2, 0, 6, 2, 0, next_down(1))));
    /* The same in the plane: (4,0) to (7,4), 5 = 2 + 3. */
    isect_capsule2 g = cap2(0, 0, 4, 0, 2);
    assert_true(touch2(g, cap2(7, 4, 9, 8, 3)));
    assert_false(touch2(g, cap2(7, 4, 9, 8, next_down(3))));
}

/* ra + rb not representable: ra = 1, rb = 2^-60 (in both builds: the double sum is
 * inexact too). Distances 1 + 2^-61, 1 + 2^-60 (equal), 1 + 2^-59, made exact by putting
 * one core end at x = -2^-j and the other at x = 1. Comparing a rounded dist^2 with a
 * rounded (ra + rb)^2 answers "touch" for 1 + 2^-59. */
static void capsule_radius_sum_inexact(void **state) {
    (void)state;
    const isect_real rb = (isect_real)0x1p-60;
    /* end against end (b = x 1, y 0..4 has its start nearest a's end) */
    isect_capsule3 b = cap3(1, 0, 0, 1, 4, 0, rb);
    assert_true(touch3(cap3(-4, 0, 0, (isect_real)-0x1p-61, 0, 0, 1), b));
    assert_true(touch3(cap3(-4, 0, 0, (isect_real)-0x1p-60, 0, 0, 1), b));
    assert_false(touch3(cap3(-4, 0, 0, (isect_real)-0x1p-59, 0, 0, 1), b));
    assert_true(touch3(cap3(-4, 0, 0, 0, 0, 0, 1), b));
    /* interior against interior: a at z = -2^-j, b at z = 1, crossing over the origin */
    isect_capsule3 c = cap3(0, -1, 1, 0, 1, 1, rb);
    assert_true(touch3(cap3(-1, 0, (isect_real)-0x1p-61, 1, 0, (isect_real)-0x1p-61, 1), c));
    assert_true(touch3(cap3(-1, 0, (isect_real)-0x1p-60, 1, 0, (isect_real)-0x1p-60, 1), c));
    assert_false(touch3(cap3(-1, 0, (isect_real)-0x1p-59, 1, 0, (isect_real)-0x1p-59, 1), c));
    /* parallel cores, the same distances across y */
    isect_capsule3 p = cap3(0, 1, 0, 4, 1, 0, rb);
    assert_true(touch3(cap3(1, (isect_real)-0x1p-60, 0, 3, (isect_real)-0x1p-60, 0, 1), p));
    assert_false(touch3(cap3(1, (isect_real)-0x1p-59, 0, 3, (isect_real)-0x1p-59, 0, 1), p));
    /* in the plane */
    isect_capsule2 q = cap2(1, 0, 1, 4, rb);
    assert_true(touch2(cap2(-4, 0, (isect_real)-0x1p-60, 0, 1), q));
    assert_false(touch2(cap2(-4, 0, (isect_real)-0x1p-59, 0, 1), q));
    /* A sum inexact in isect_real only in the float build: 1 + 2^-30. */
    isect_capsule2 w = cap2(1, 0, 1, 4, (isect_real)0x1p-30);
    assert_true(touch2(cap2(-4, 0, (isect_real)-0x1p-30, 0, 1), w));
    assert_false(touch2(cap2(-4, 0, (isect_real)-0x1p-29, 0, 1), w));
}

/* The neighbours of the rounded sum. With ra = 1 and rb = 2^-60 the double sum rounds
 * down to 1, and 1 + 2^-52 (the next double) exceeds ra + rb = 1 + 2^-60: a distance of
 * exactly 1 + 2^-52 (core ends at x = -2^-52 and x = 1, both representable in both builds)
 * does not touch. With rb = 3 * 2^-54 the sum 1 + 3 * 2^-54 rounds up to 1 + 2^-52, which
 * again exceeds it: distance 1 + 2^-52 does not touch, 1 + 2^-53 and 1 + 3 * 2^-54 do. */
static void capsule_distance_at_rounded_sum_neighbour(void **state) {
    (void)state;
    const isect_real m52 = (isect_real)-0x1p-52, m53 = (isect_real)-0x1p-53;
    const isect_real m3_54 = (isect_real)(-3 * 0x1p-54);
    isect_capsule3 b = cap3(1, 0, 0, 1, 4, 0, (isect_real)0x1p-60);
    assert_false(touch3(cap3(-4, 0, 0, m52, 0, 0, 1), b));
    isect_capsule3 c = cap3(0, -1, 1, 0, 1, 1, (isect_real)0x1p-60);
    assert_false(touch3(cap3(-1, 0, m52, 1, 0, m52, 1), c));
    isect_capsule3 u = cap3(1, 0, 0, 1, 4, 0, (isect_real)(3 * 0x1p-54));
    assert_true(touch3(cap3(-4, 0, 0, m53, 0, 0, 1), u));
    assert_true(touch3(cap3(-4, 0, 0, m3_54, 0, 0, 1), u));
    assert_false(touch3(cap3(-4, 0, 0, m52, 0, 0, 1), u));
    isect_capsule2 v = cap2(1, 0, 1, 4, (isect_real)(3 * 0x1p-54));
    assert_false(touch2(cap2(-4, 0, m52, 0, 1), v));
}

/* Zero radii (the cores themselves) and zero-length cores (balls, discs). */
static void capsule_degenerate(void **state) {
    (void)state;
    /* zero radius on one side: distance 2 = 0 + 2 */
    isect_capsule3 a = cap3(0, 0, 0, 4, 0, 0, 0);
    assert_true(touch3(a, cap3(1, 2, -1, 1, 2, 3, 2)));
    assert_false(touch3(a, cap3(1, 2, -1, 1, 2, 3, next_down(2))));
    /* both zero: the cores must meet -- a shared end, a crossing, one apart */
    assert_true(touch3(a, cap3(4, 0, 0, 5, 3, 1, 0)));
    assert_true(touch3(a, cap3(1, -1, 0, 3, 1, 0, 0)));
    assert_false(touch3(a, cap3(1, -1, 1, 3, 1, 1, 0)));
    /* balls: centres (0,0,0) and (3,4,0), 5 = 1 + 4 */
    isect_capsule3 s = cap3(0, 0, 0, 0, 0, 0, 1);
    assert_true(touch3(s, cap3(3, 4, 0, 3, 4, 0, 4)));
    assert_false(touch3(s, cap3(3, 4, 0, 3, 4, 0, next_down(4))));
    /* a ball against a capsule: centre to the core y = 3, 3 = 1 + 2 */
    assert_true(touch3(s, cap3(-2, 3, 0, 2, 3, 0, 2)));
    assert_false(touch3(s, cap3(-2, 3, 0, 2, 3, 0, next_down(2))));
    /* two points of radius 0: only when equal */
    isect_capsule3 p = cap3(1, 2, 3, 1, 2, 3, 0);
    assert_true(touch3(p, p));
    assert_false(touch3(p, cap3(1, 2, next_up(3), 1, 2, next_up(3), 0)));
    /* discs in the plane: 5 = 2 + 3 */
    assert_true(touch2(cap2(0, 0, 0, 0, 2), cap2(3, 4, 3, 4, 3)));
    assert_false(touch2(cap2(0, 0, 0, 0, 2), cap2(3, 4, 3, 4, next_down(3))));
}

/* Crossing cores in the plane touch whatever the radii; parallel cores. */
static void capsule_crossing_and_parallel(void **state) {
    (void)state;
    assert_true(touch2(cap2(0, 0, 4, 4, 0), cap2(0, 4, 4, 0, 0)));
    assert_true(touch2(cap2(0, 0, 4, 4, 0.5), cap2(0, 4, 4, 0, 0.25)));
    /* a T: b's end on a */
    assert_true(touch2(cap2(0, 0, 4, 0, 0), cap2(1, 0, 1, 3, 0)));
    /* parallel, side by side 2 apart: 1 + 1 */
    isect_capsule3 a = cap3(0, 0, 0, 4, 0, 0, 1);
    assert_true(touch3(a, cap3(1, 2, 0, 3, 2, 0, 1)));
    assert_false(touch3(a, cap3(1, 2, 0, 3, 2, 0, next_down(1))));
    /* anti-parallel, overlapping */
    assert_true(touch3(a, cap3(3, 2, 0, -1, 2, 0, 1)));
    assert_false(touch3(a, cap3(3, 2, 0, -1, 2, 0, next_down(1))));
    /* collinear and apart: (2,0,0) to (5,0,0), 3 = 1.5 + 1.5 */
    isect_capsule3 c = cap3(0, 0, 0, 2, 0, 0, 1.5);
    assert_true(touch3(c, cap3(5, 0, 0, 7, 0, 0, 1.5)));
    assert_false(touch3(c, cap3(5, 0, 0, 7, 0, 0, next_down(1.5))));
    /* parallel in the plane: 3 apart = 1 + 2 */
    isect_capsule2 d = cap2(0, 0, 4, 0, 1);
    assert_true(touch2(d, cap2(3, 3, 1, 3, 2)));
    assert_false(touch2(d, cap2(3, 3, 1, 3, next_down(2))));
}

/* The largest radii: ra = rb = max, balls at -max and +max on the x axis: distance
 * 2 max = ra + rb, touching; one unit across in y makes dist^2 = 4 max^2 + 1 > (2 max)^2. */
static void capsule_huge(void **state) {
    (void)state;
    const isect_real m = REAL_MAX;
    assert_true(touch3(cap3(-m, 0, 0, -m, 0, 0, m), cap3(m, 0, 0, m, 0, 0, m)));
    assert_false(touch3(cap3(-m, 0, 0, -m, 0, 0, m), cap3(m, 1, 0, m, 1, 0, m)));
    assert_true(touch2(cap2(-m, 0, -m, 1, m), cap2(m, 0, m, -1, m)));
}

static void capsule_invalid(void **state) {
    (void)state;
    isect_capsule3 a = cap3(0, 0, 0, 1, 0, 0, 1), b = cap3(0, 1, 0, 1, 1, 0, 1);
    assert_true(touch3(a, b));
    assert_false(isect_test_capsule3_capsule3(NULL, &b));
    assert_false(isect_test_capsule3_capsule3(&a, NULL));
    assert_false(isect_test_capsule3_capsule3(NULL, NULL));
    const isect_real bad_r[4] = {-1, (isect_real)-0x1p-100, (isect_real)NAN, (isect_real)INFINITY};
    for (int i = 0; i < 4; i++) {
        isect_capsule3 x = a;
        x.radius = bad_r[i];
        assert_false(isect_test_capsule3_capsule3(&x, &b));
        assert_false(isect_test_capsule3_capsule3(&b, &x));
    }
    const isect_real bad[3] = {(isect_real)NAN, (isect_real)INFINITY, (isect_real)-INFINITY};
    for (int v = 0; v < 3; v++) {
        isect_capsule3 x = a;
        x.p1.y = bad[v];
        assert_false(isect_test_capsule3_capsule3(&x, &b));
        assert_false(isect_test_capsule3_capsule3(&b, &x));
    }
    isect_capsule2 c = cap2(0, 0, 1, 0, 1), d = cap2(0, 1, 1, 1, 1);
    assert_true(touch2(c, d));
    assert_false(isect_test_capsule2_capsule2(NULL, &d));
    assert_false(isect_test_capsule2_capsule2(&c, NULL));
    for (int i = 0; i < 4; i++) {
        isect_capsule2 x = c;
        x.radius = bad_r[i];
        assert_false(isect_test_capsule2_capsule2(&x, &d));
        assert_false(isect_test_capsule2_capsule2(&d, &x));
    }
    for (int v = 0; v < 3; v++) {
        isect_capsule2 x = c;
        x.p0.x = bad[v];
        assert_false(isect_test_capsule2_capsule2(&x, &d));
        assert_false(isect_test_capsule2_capsule2(&d, &x));
    }
}

/* The widest inputs: coordinates at both ends of the range in one query (the largest
 * finite value, the smallest subnormal, zeros), every combination of ends drawn from
 * them. Whatever the answer, the exact arithmetic behind it must not run out of its
 * stack arena: no result is ever ISECT_INVALID for valid input, and capsules of radius
 * REAL_MAX whose cores lie within REAL_MAX of each other touch. (Found by the fuzz target: the
 * parallel check's arena was too small for integer mode on such a case.) */
static void widest_inputs_are_answered(void **state) {
    (void)state;
    const isect_real m = REAL_MAX, tiny = REAL_TRUE_MIN;
    const isect_real values[5] = {m, -m, tiny, 0, 1};
    uint64_t rng = 0x9e3779b97f4a7c15u;
    for (int n = 0; n < 400; n++) {
        isect_real c[12];
        for (int i = 0; i < 12; i++) {
            rng = rng * 6364136223846793005u + 1442695040888963407u;
            c[i] = values[(rng >> 33) % 5];
        }
        isect_seg3 a = {{c[0], c[1], c[2]}, {c[3], c[4], c[5]}};
        isect_seg3 b = {{c[6], c[7], c[8]}, {c[9], c[10], c[11]}};
        isect_ray3 ra = {a.p0, a.p1}, rb = {b.p0, b.p1};
        isect_line3 la = {a.p0, a.p1}, lb = {b.p0, b.p1};
        unsigned flags[6] = {
            isect_closest_seg3_seg3(&a, &b).flags,    isect_closest_ray3_seg3(&ra, &b).flags,
            isect_closest_ray3_ray3(&ra, &rb).flags,  isect_closest_line3_seg3(&la, &b).flags,
            isect_closest_line3_ray3(&la, &rb).flags, isect_closest_line3_line3(&la, &lb).flags};
        for (int k = 0; k < 6; k++)
            if (flags[k] & ISECT_INVALID)
                fail_msg("case %d, pair %d: valid input answered ISECT_INVALID", n, k);
        /* Radii REAL_MAX: the cores may still lie more than 2 REAL_MAX apart (up to
         * 2 sqrt(3) REAL_MAX), so the answer is checked against the cores' distance
         * where that is not saturated, and for symmetry. */
        isect_capsule3 ca = {a.p0, a.p1, m}, cb = {b.p0, b.p1, m};
        bool hit = isect_test_capsule3_capsule3(&ca, &cb);
        if (hit != isect_test_capsule3_capsule3(&cb, &ca))
            fail_msg("case %d: the capsule test depends on the order of its arguments", n);
        isect_closest_result3 cores = isect_closest_seg3_seg3(&a, &b);
        if (!(cores.flags & ISECT_SATURATED) && !hit)
            fail_msg("case %d: capsules of radius REAL_MAX whose cores lie %g apart reported "
                     "apart",
                     n, sqrt((double)cores.dist_sq));
        isect_seg2 a2 = {{c[0], c[1]}, {c[3], c[4]}}, b2 = {{c[6], c[7]}, {c[9], c[10]}};
        if (isect_closest_seg2_seg2(&a2, &b2).flags & ISECT_INVALID)
            fail_msg("case %d: 2D valid input answered ISECT_INVALID", n);
    }
}

/* Capsules whose cores' free closest points lie (nearly) ra + rb apart, with coordinates
 * of mixed magnitudes (2^-60 to 2^60 in one case): the exact test of the free region then
 * needs expansions long enough to outgrow the stack arena, and must ask again in integer
 * mode. The expected answers come from the exact GMP oracle (tests/oracle), both argument
 * orders, several radius splits per case. */
static void capsule_free_region_mixed_magnitudes(void **state) {
    (void)state;
    uint64_t rng = 0x2545f4914f6cdd1du;
    int checked = 0;
    for (int n = 0; n < 4000 && checked < 300; n++) {
        isect_real c[12];
        for (int i = 0; i < 12; i++) {
            rng = rng * 6364136223846793005u + 1442695040888963407u;
            double unit = (double)(rng >> 11) * 0x1p-53 * 2 - 1;
            int e = (int)((rng >> 3) % 121) - 60;
#if !ISECT_USE_DOUBLE
            e /= 4; /* stay far inside the float range */
#endif
            c[i] = (isect_real)ldexp(unit, e);
        }
        isect_seg3 a = {{c[0], c[1], c[2]}, {c[3], c[4], c[5]}};
        isect_seg3 b = {{c[6], c[7], c[8]}, {c[9], c[10], c[11]}};
        isect_closest_result3 r = isect_closest_seg3_seg3(&a, &b);
        if (!(r.s > 0 && r.s < 1 && r.t > 0 && r.t < 1) || !(r.dist_sq > 0))
            continue;
        checked++;
        isect_real d = (isect_real)sqrt((double)r.dist_sq);
        for (int k = 0; k < 3; k++) {
            isect_real ra = (isect_real)((double)d * (k + 1) / 8);
            isect_real rb = d - ra;
            if (k == 2)
                rb = next_up(rb);
            double a0[3] = {c[0], c[1], c[2]}, a1[3] = {c[3], c[4], c[5]};
            double b0[3] = {c[6], c[7], c[8]}, b1[3] = {c[9], c[10], c[11]};
            oracle_pair e;
            oracle_closest_pair(ORACLE_SEGMENT, ORACLE_SEGMENT, 3, a0, a1, b0, b1, ra, rb, &e);
            isect_capsule3 ca = {a.p0, a.p1, ra}, cb = {b.p0, b.p1, rb};
            bool want = e.within <= 0;
            if (isect_test_capsule3_capsule3(&ca, &cb) != want ||
                isect_test_capsule3_capsule3(&cb, &ca) != want)
                fail_msg("case %d split %d: capsule test differs from the exact answer %d", n, k,
                         want);
        }
    }
    assert_true(checked >= 100);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(each_function_2d),
        cmocka_unit_test(each_function_3d),
        cmocka_unit_test(seg3_every_region),
        cmocka_unit_test(parallel_pairs),
        cmocka_unit_test(nearly_parallel),
        cmocka_unit_test(degenerate_points),
        cmocka_unit_test(scale_invariance),
        cmocka_unit_test(swapped_arguments),
        cmocka_unit_test(invalid_input),
        cmocka_unit_test(capsule_touching_exactly),
        cmocka_unit_test(capsule_radius_sum_inexact),
        cmocka_unit_test(capsule_distance_at_rounded_sum_neighbour),
        cmocka_unit_test(capsule_degenerate),
        cmocka_unit_test(capsule_crossing_and_parallel),
        cmocka_unit_test(capsule_huge),
        cmocka_unit_test(capsule_invalid),
        cmocka_unit_test(widest_inputs_are_answered),
        cmocka_unit_test(capsule_free_region_mixed_magnitudes),
    };
    return cmocka_run_group_tests_name("closest_point_pairs", tests, NULL, NULL);
}
