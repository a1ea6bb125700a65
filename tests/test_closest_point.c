/* Closest point of a line, ray or segment to a point (isect/closest_point.h).
 *
 * Part 1, worked examples: expected values from geometry that is exact by construction
 * (integer coordinates, Pythagorean directions), the published mistakes as regression
 * tests (a normalised direction turns a zero-length segment into NaN), every region, the
 * range limits, invalid input.
 *
 * Part 2, the oracle comparison: for each of the six functions ISECT_ORACLE_CASES uniform
 * and as many adversarial cases (default 20000 each) plus invalid ones, checked against
 * the exact GMP closest point (tests/oracle): the region (start, end or between, and a
 * line's sign of t) must be exactly the oracle's -- an end is reported as exactly t == 0
 * or t == 1 with the end's own coordinates precisely when the exact clamped parameter is
 * that end -- and t, point_b and dist_sq must lie within the documented bound of the
 * exact values. One oracle_print_row line per function; its last error column ("err n"
 * in the shared table) is the distance error. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <float.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "exact/filter.h"
#include "gen/gen.h"
#include "isect/isect.h"
#include "oracle/oracle.h"

/* Documented bounds (isect/closest_point.h): in units of u times the scale S, and for the
 * distance also of u times the local scale L. */
#define BOUND 16.0
#define BOUND_LOCAL 16.0

#if ISECT_USE_DOUBLE
static const double unit_roundoff = 0x1p-53;
static const double real_true_min = 0x1p-1074;
static const double real_max = DBL_MAX;
#else
static const double unit_roundoff = 0x1p-24;
static const double real_true_min = 0x1p-149;
static const double real_max = FLT_MAX;
#endif

/* ==== Part 1: worked examples ====================================================== */

static bool finite3(isect_closest_result3 r) {
    return isfinite(r.dist_sq) && isfinite(r.t) && isfinite(r.s) && isfinite(r.point_b.x) &&
           isfinite(r.point_b.y) && isfinite(r.point_b.z);
}

static bool all_zero2(isect_closest_result2 r) {
    return r.dist_sq == 0 && r.s == 0 && r.t == 0 && r.point_a.x == 0 && r.point_a.y == 0 &&
           r.point_b.x == 0 && r.point_b.y == 0;
}

static bool all_zero3(isect_closest_result3 r) {
    return r.dist_sq == 0 && r.s == 0 && r.t == 0 && r.point_a.x == 0 && r.point_a.y == 0 &&
           r.point_a.z == 0 && r.point_b.x == 0 && r.point_b.y == 0 && r.point_b.z == 0;
}

/* RTCD 5.1.2's three cases on the segment (0,0)-(10,0): the foot (3,0) of (3,4), the
 * start for (-2,1), the end for (12,-1). */
static void segment_regions_2d(void **state) {
    (void)state;
    isect_seg2 seg = {{0, 0}, {10, 0}};
    isect_closest_result2 r = isect_closest_point2_seg2((isect_vec2){3, 4}, &seg);
    assert_true(r.point_b.x == 3 && r.point_b.y == 0);
    assert_true(r.dist_sq == 16);
    assert_float_equal(r.t, 0.3, 1e-7);
    assert_true(r.s == 0 && r.point_a.x == 3 && r.point_a.y == 4);
    assert_int_equal(r.flags, 0);

    r = isect_closest_point2_seg2((isect_vec2){-2, 1}, &seg);
    assert_true(r.t == 0 && r.point_b.x == 0 && r.point_b.y == 0 && r.dist_sq == 5);
    r = isect_closest_point2_seg2((isect_vec2){12, -1}, &seg);
    assert_true(r.t == 1 && r.point_b.x == 10 && r.point_b.y == 0 && r.dist_sq == 5);
    /* Exactly abeam of an end: that end, t exactly 0 or 1. */
    r = isect_closest_point2_seg2((isect_vec2){0, 7}, &seg);
    assert_true(r.t == 0 && r.point_b.x == 0 && r.dist_sq == 49);
    r = isect_closest_point2_seg2((isect_vec2){10, -7}, &seg);
    assert_true(r.t == 1 && r.point_b.x == 10 && r.dist_sq == 49);
    /* On the segment: distance 0. */
    r = isect_closest_point2_seg2((isect_vec2){2.5, 0}, &seg);
    assert_true(r.t == 0.25 && r.dist_sq == 0 && r.point_b.x == 2.5);
}

/* A 3-4-5 segment in space: p = p0 + d/2 + 2 e_z is 2 away from the midpoint; and
 * p0 + d/4 + (4,-3,0), perpendicular in the plane, is 5 away. */
static void segment_3d(void **state) {
    (void)state;
    isect_seg3 seg = {{1, 2, 3}, {4, 6, 3}};
    isect_closest_result3 r = isect_closest_point3_seg3((isect_vec3){2.5, 4, 5}, &seg);
    assert_float_equal(r.t, 0.5, 1e-7);
    assert_float_equal(r.point_b.x, 2.5, 1e-6);
    assert_float_equal(r.point_b.y, 4, 1e-6);
    assert_true(r.point_b.z == 3);
    assert_float_equal(r.dist_sq, 4, 1e-6);
    r = isect_closest_point3_seg3((isect_vec3){1.75 + 4, 3 - 3, 3}, &seg);
    assert_float_equal(r.t, 0.25, 1e-7);
    assert_float_equal(r.dist_sq, 25, 1e-5);
    assert_float_equal(r.point_b.x, 1.75, 1e-6);
    assert_float_equal(r.point_b.y, 3, 1e-6);
    /* Reversed: the same point, t mirrored. */
    isect_seg3 rev = {seg.p1, seg.p0};
    isect_closest_result3 q = isect_closest_point3_seg3((isect_vec3){5.75, 0, 3}, &rev);
    assert_float_equal(q.t, 0.75, 1e-7);
    assert_float_equal(q.dist_sq, 25, 1e-5);
}

/* Rays: behind or abeam of the origin gives the origin exactly; t is in units of the
 * given, non-unit direction. Lines: t of either sign. */
static void rays_and_lines(void **state) {
    (void)state;
    isect_ray2 ray = {{1, 1}, {2, 0}};
    isect_closest_result2 r = isect_closest_point2_ray2((isect_vec2){0, 5}, &ray);
    assert_true(r.t == 0 && r.point_b.x == 1 && r.point_b.y == 1 && r.dist_sq == 17);
    r = isect_closest_point2_ray2((isect_vec2){1, -3}, &ray); /* abeam */
    assert_true(r.t == 0 && r.point_b.x == 1 && r.dist_sq == 16);
    r = isect_closest_point2_ray2((isect_vec2){5, 2}, &ray);
    assert_true(r.t == 2 && r.point_b.x == 5 && r.point_b.y == 1 && r.dist_sq == 1);

    isect_line2 line = {{1, 1}, {2, 0}};
    r = isect_closest_point2_line2((isect_vec2){-3, 2}, &line);
    assert_true(r.t == -2 && r.point_b.x == -3 && r.point_b.y == 1 && r.dist_sq == 1);
    r = isect_closest_point2_line2((isect_vec2){1, 9}, &line);
    assert_true(r.t == 0 && r.point_b.x == 1 && r.point_b.y == 1 && r.dist_sq == 64);

    /* Not normalised: dir = (0, 1/1024, 0); (3, 5, 4) is 5 from the foot (0, 5, 0). */
    isect_ray3 slow = {{0, 0, 0}, {0, 0x1p-10, 0}};
    isect_closest_result3 q = isect_closest_point3_ray3((isect_vec3){3, 5, 4}, &slow);
    assert_true(q.t == 5 * 1024 && q.point_b.y == 5 && q.dist_sq == 25);
    isect_line3 l3 = {{0, 0, 0}, {0, 0, -2}};
    q = isect_closest_point3_line3((isect_vec3){3, 4, 5}, &l3);
    assert_true(q.t == -2.5 && q.point_b.z == 5 && q.point_b.x == 0 && q.dist_sq == 25);
}

/* The published mistake: normalising d = p1 - p0 divides 0 by 0 for a zero-length
 * segment, and the "closest point" comes out NaN (GLM's closestPointOnLine does this). A
 * zero-length segment must give its point; likewise a zero direction. */
static void zero_length_is_its_point_not_nan(void **state) {
    (void)state;
    isect_seg2 s2 = {{3, 4}, {3, 4}};
    isect_closest_result2 r = isect_closest_point2_seg2((isect_vec2){0, 0}, &s2);
    assert_int_equal(r.flags, ISECT_DEGENERATE);
    assert_true(r.t == 0 && r.point_b.x == 3 && r.point_b.y == 4 && r.dist_sq == 25);
    isect_seg3 s3 = {{1, 2, 2}, {1, 2, 2}};
    isect_closest_result3 q = isect_closest_point3_seg3((isect_vec3){0, 0, 0}, &s3);
    assert_int_equal(q.flags, ISECT_DEGENERATE);
    assert_true(q.t == 0 && q.point_b.x == 1 && q.point_b.y == 2 && q.point_b.z == 2);
    assert_true(q.dist_sq == 9 && finite3(q));
    q = isect_closest_point3_seg3((isect_vec3){1, 2, 2}, &s3); /* p on the point */
    assert_true(q.t == 0 && q.dist_sq == 0 && q.flags == ISECT_DEGENERATE);

    isect_ray3 ray = {{1, 2, 2}, {0, 0, 0}};
    q = isect_closest_point3_ray3((isect_vec3){0, 0, 0}, &ray);
    assert_true(q.flags == ISECT_DEGENERATE && q.t == 0 && q.dist_sq == 9 && q.point_b.z == 2);
    isect_line2 line = {{3, 4}, {0, 0}};
    r = isect_closest_point2_line2((isect_vec2){0, 0}, &line);
    assert_true(r.flags == ISECT_DEGENERATE && r.t == 0 && r.dist_sq == 25 && r.point_b.x == 3);
    /* A segment one ulp long is not degenerate and still gives no NaN. */
    isect_real x1 = gen_ulps(3, 1);
    isect_seg2 tiny = {{3, 4}, {x1, 4}};
    r = isect_closest_point2_seg2((isect_vec2){0, 0}, &tiny);
    assert_true(r.flags == 0 && r.t == 0 && r.point_b.x == 3 && r.dist_sq == 25);
    r = isect_closest_point2_seg2((isect_vec2){10, 1}, &tiny);
    assert_true(r.t == 1 && r.point_b.x == x1);
}

/* Which end is closest is decided exactly: far from the origin, where p - p0 and d carry
 * rounding, p exactly abeam of p0 gives t == 0 and p0 itself; one ulp inward gives a t
 * strictly inside (0, 1). */
static void region_is_exact(void **state) {
    (void)state;
    /* p0 = (2^k + 3, 5), d = (3, 4) * 2^j, p = p0 + (4, -3) * 2^j: exactly abeam. */
    isect_real off = ISECT_USE_DOUBLE ? 0x1p40 : 0x1p12;
    isect_seg2 seg = {{off + 3, 5}, {off + 3 + 3 * 64, 5 + 4 * 64}};
    isect_vec2 p = {off + 3 + 4 * 64, 5 - 3 * 64};
    isect_closest_result2 r = isect_closest_point2_seg2(p, &seg);
    assert_true(r.t == 0 && r.point_b.x == seg.p0.x && r.point_b.y == seg.p0.y);
    assert_true(r.dist_sq == 25 * 64 * 64);
    p.y = gen_ulps(p.y, 1); /* a hair toward p1: the foot is strictly inside */
    r = isect_closest_point2_seg2(p, &seg);
    assert_true(r.t > 0 && r.t < 1e-3);
    p.y = gen_ulps(p.y, -2); /* a hair behind p0: p0 again */
    r = isect_closest_point2_seg2(p, &seg);
    assert_true(r.t == 0 && r.point_b.x == seg.p0.x && r.point_b.y == seg.p0.y);
    /* The same at the end. */
    isect_vec2 q = {seg.p1.x + 4 * 64, seg.p1.y - 3 * 64};
    r = isect_closest_point2_seg2(q, &seg);
    assert_true(r.t == 1 && r.point_b.x == seg.p1.x && r.point_b.y == seg.p1.y);
    q.y = gen_ulps(q.y, -1);
    r = isect_closest_point2_seg2(q, &seg);
    assert_true(r.t < 1 && r.t > 1 - 1e-3);
    /* A line through the origin of p's foot: t exactly 0. */
    isect_line2 line = {seg.p0, {3, 4}};
    r = isect_closest_point2_line2(p, &line); /* p is a hair behind p0 */
    assert_true(r.t < 0 && r.t > -1e-3);
    p.y = gen_ulps(p.y, 1);
    r = isect_closest_point2_line2(p, &line);
    assert_true(r.t == 0 && r.point_b.x == seg.p0.x);
}

/* Huge and tiny inputs: no overflow on the way; results beyond the range saturate. */
static void range_limits(void **state) {
    (void)state;
    isect_real big = ISECT_USE_DOUBLE ? (isect_real)0x1p1000 : (isect_real)0x1p100;
    isect_real top = ISECT_USE_DOUBLE ? (isect_real)DBL_MAX : (isect_real)FLT_MAX;
    /* The segment (-big, 0)-(big, 0) and p = (0, big): the foot is the origin, t = 1/2;
     * (p1 - p0) alone would overflow for big near the top of the range. */
    isect_seg2 seg = {{-big, 0}, {big, 0}};
    isect_closest_result2 r = isect_closest_point2_seg2((isect_vec2){0, big}, &seg);
    assert_true(r.t == 0.5 && r.point_b.x == 0 && r.point_b.y == 0);
    assert_true(r.dist_sq == top && r.flags == ISECT_SATURATED); /* big^2 saturates */
    isect_seg2 wide = {{-top, 0}, {top, 0}};
    r = isect_closest_point2_seg2((isect_vec2){0, top}, &wide);
    assert_true(r.t == 0.5 && r.point_b.x == 0 && r.point_b.y == 0 && r.dist_sq == top &&
                r.flags == ISECT_SATURATED);
    /* A tiny direction and a far point: t beyond the range saturates; the point is right. */
    isect_real tiny = ISECT_USE_DOUBLE ? (isect_real)0x1p-1000 : (isect_real)0x1p-120;
    isect_ray2 ray = {{0, 0}, {tiny, 0}};
    r = isect_closest_point2_ray2((isect_vec2){big, 1}, &ray);
    assert_true(r.t == top && r.point_b.x == big && r.point_b.y == 0 && r.dist_sq == 1 &&
                r.flags == ISECT_SATURATED);
    /* Tiny geometry: the exact answer, scaled. */
    isect_seg3 small = {{0, 0, 0}, {3 * tiny, 4 * tiny, 0}};
    isect_closest_result3 q = isect_closest_point3_seg3((isect_vec3){0, 0, tiny}, &small);
    assert_true(q.t == 0 && q.point_b.x == 0);
    /* tiny^2 lies below the range: the smallest subnormal (p is off the segment, so never
     * 0), and not a saturation */
    assert_true(q.dist_sq == (ISECT_USE_DOUBLE ? (isect_real)0x1p-1074 : (isect_real)0x1p-149) &&
                q.flags == 0);
}

static void invalid_input(void **state) {
    (void)state;
    isect_seg2 seg = {{0, 0}, {1, 0}};
    isect_closest_result2 r = isect_closest_point2_seg2((isect_vec2){1, 1}, NULL);
    assert_true(all_zero2(r) && r.flags == ISECT_INVALID);
    r = isect_closest_point2_seg2((isect_vec2){(isect_real)NAN, 1}, &seg);
    assert_true(all_zero2(r) && r.flags == ISECT_INVALID);
    seg.p1.y = (isect_real)INFINITY;
    r = isect_closest_point2_seg2((isect_vec2){1, 1}, &seg);
    assert_true(all_zero2(r) && r.flags == ISECT_INVALID);
    isect_ray2 ray = {{0, 0}, {(isect_real)-INFINITY, 0}};
    r = isect_closest_point2_ray2((isect_vec2){1, 1}, &ray);
    assert_true(all_zero2(r) && r.flags == ISECT_INVALID);
    r = isect_closest_point2_line2((isect_vec2){1, 1}, NULL);
    assert_true(all_zero2(r) && r.flags == ISECT_INVALID);

    isect_closest_result3 q = isect_closest_point3_line3((isect_vec3){1, 1, 1}, NULL);
    assert_true(all_zero3(q) && q.flags == ISECT_INVALID);
    q = isect_closest_point3_ray3((isect_vec3){1, 1, 1}, NULL);
    assert_true(all_zero3(q) && q.flags == ISECT_INVALID);
    isect_seg3 s3 = {{0, 0, 0}, {1, 0, (isect_real)NAN}};
    q = isect_closest_point3_seg3((isect_vec3){1, 1, 1}, &s3);
    assert_true(all_zero3(q) && q.flags == ISECT_INVALID);
    isect_line3 l3 = {{0, 0, 0}, {1, 0, 0}};
    q = isect_closest_point3_line3((isect_vec3){1, (isect_real)INFINITY, 1}, &l3);
    assert_true(all_zero3(q) && q.flags == ISECT_INVALID);
}

/* ==== Part 2: the oracle comparison ================================================ */

/* A case: point p and the component (for segments a = p0, b = p1; else a = origin,
 * b = dir); kind as oracle_kind. Unused coordinates are 0. */
typedef struct ccase {
    int kind, dim;
    isect_real p[3], a[3], b[3];
    const char *family;
} ccase;

/* The library's answer in 3D shape. */
typedef struct answer {
    double dist_sq, s, t;
    double pa[3], pb[3];
    unsigned flags;
} answer;

static answer ask_library(const ccase *x) {
    answer ans;
    memset(&ans, 0, sizeof ans);
    if (x->dim == 2) {
        isect_vec2 p = {x->p[0], x->p[1]}, a = {x->a[0], x->a[1]}, b = {x->b[0], x->b[1]};
        isect_closest_result2 r;
        if (x->kind == ORACLE_SEGMENT) {
            isect_seg2 s = {a, b};
            r = isect_closest_point2_seg2(p, &s);
        } else if (x->kind == ORACLE_RAY) {
            isect_ray2 s = {a, b};
            r = isect_closest_point2_ray2(p, &s);
        } else {
            isect_line2 s = {a, b};
            r = isect_closest_point2_line2(p, &s);
        }
        ans = (answer){
            r.dist_sq, r.s, r.t, {r.point_a.x, r.point_a.y, 0}, {r.point_b.x, r.point_b.y, 0},
            r.flags};
    } else {
        isect_vec3 p = {x->p[0], x->p[1], x->p[2]}, a = {x->a[0], x->a[1], x->a[2]};
        isect_vec3 b = {x->b[0], x->b[1], x->b[2]};
        isect_closest_result3 r;
        if (x->kind == ORACLE_SEGMENT) {
            isect_seg3 s = {a, b};
            r = isect_closest_point3_seg3(p, &s);
        } else if (x->kind == ORACLE_RAY) {
            isect_ray3 s = {a, b};
            r = isect_closest_point3_ray3(p, &s);
        } else {
            isect_line3 s = {a, b};
            r = isect_closest_point3_line3(p, &s);
        }
        ans = (answer){r.dist_sq,
                       r.s,
                       r.t,
                       {r.point_a.x, r.point_a.y, r.point_a.z},
                       {r.point_b.x, r.point_b.y, r.point_b.z},
                       r.flags};
    }
    return ans;
}

/* ---- Generators ------------------------------------------------------------------ */

static void clear_case(ccase *x, int kind, int dim, const char *family) {
    memset(x, 0, sizeof *x);
    x->kind = kind;
    x->dim = dim;
    x->family = family;
}

static void gen_uniform(gen_rng *rng, int kind, int dim, ccase *x) {
    clear_case(x, kind, dim, "uniform");
    for (int i = 0; i < dim; i++) {
        x->p[i] = (isect_real)gen_range(rng, -10, 10);
        x->a[i] = (isect_real)gen_range(rng, -10, 10);
        x->b[i] =
            (isect_real)(kind == ORACLE_SEGMENT ? gen_range(rng, -10, 10) : gen_range(rng, -4, 4));
    }
}

static void set_ints(ccase *x, const int64_t *p, const int64_t *a, const int64_t *b) {
    for (int i = 0; i < x->dim; i++) {
        x->p[i] = (isect_real)p[i];
        x->a[i] = (isect_real)a[i];
        x->b[i] = (isect_real)b[i];
    }
}

/* p = A + (j/4) D + w with w perpendicular to D, all integers: the exact parameter is
 * j/4, mostly 0 (exactly abeam of the start) or 1 (of a segment's end); w = 0 puts p on
 * the component. */
static void family_abeam(gen_rng *rng, ccase *x) {
    int64_t d[3] = {0, 0, 0}, w[3] = {0, 0, 0}, A[3], D[3], P[3], B[3];
    do {
        for (int i = 0; i < x->dim; i++)
            d[i] = gen_int(rng, -24, 24);
    } while (d[0] == 0 && d[1] == 0 && d[2] == 0);
    if (gen_unit(rng) < 0.9) {
        if (x->dim == 2) {
            int64_t k = gen_int(rng, -3, 3);
            w[0] = -d[1] * k;
            w[1] = d[0] * k;
        } else {
            int64_t e[3] = {gen_int(rng, -3, 3), gen_int(rng, -3, 3), gen_int(rng, -3, 3)};
            w[0] = d[1] * e[2] - d[2] * e[1];
            w[1] = d[2] * e[0] - d[0] * e[2];
            w[2] = d[0] * e[1] - d[1] * e[0];
        }
    }
    double u = gen_unit(rng);
    int64_t j = u < 0.4 ? 0 : (u < 0.7 ? 4 : gen_int(rng, -8, 12));
    for (int i = 0; i < 3; i++) {
        A[i] = 4 * gen_int(rng, -64, 64);
        D[i] = 4 * d[i];
        P[i] = A[i] + j * d[i] + w[i];
        B[i] = x->kind == ORACLE_SEGMENT ? A[i] + D[i] : D[i];
    }
    set_ints(x, P, A, B);
    x->family = "abeam";
}

/* A component only a few ulps long, or with a tiny direction, near p. */
static void family_tiny(gen_rng *rng, ccase *x) {
    for (int i = 0; i < x->dim; i++) {
        x->a[i] = (isect_real)gen_int(rng, -64, 64);
        x->p[i] = (isect_real)(x->a[i] + gen_int(rng, -3, 3));
        if (x->kind == ORACLE_SEGMENT)
            x->b[i] = gen_ulps(x->a[i], (int)gen_int(rng, -3, 3));
        else
            x->b[i] = (isect_real)ldexp((double)gen_int(rng, -3, 3),
                                        (int)gen_int(rng, ISECT_USE_DOUBLE ? -1074 : -149, -20));
    }
    x->family = "tiny";
}

/* A single point: p0 == p1 or a zero direction. */
static void family_zero_length(gen_rng *rng, ccase *x) {
    for (int i = 0; i < x->dim; i++) {
        x->a[i] = (isect_real)gen_int(rng, -64, 64);
        x->p[i] = (isect_real)gen_range(rng, -64, 64);
        x->b[i] = x->kind == ORACLE_SEGMENT ? x->a[i] : 0;
    }
    x->family = "zero-length";
}

/* The line-versus-ball adversarial cases with p = the ball's centre: tangents (the
 * foot exactly at an end or between), zero-radius balls on the component, short
 * components, chords near a sphere. */
static void family_lin_ball(gen_rng *rng, ccase *x) {
    gen_lin_ball c;
    gen_lin_ball_adversarial(rng, x->kind, x->dim, &c);
    for (int i = 0; i < 3; i++) {
        x->p[i] = c.c[i];
        x->a[i] = c.a[i];
        x->b[i] = c.b[i];
    }
    x->family = c.family;
}

static isect_real *pick(gen_rng *rng, ccase *x) {
    int which = (int)gen_int(rng, 0, 3 * x->dim - 1);
    isect_real *arrays[3] = {x->p, x->a, x->b};
    return &arrays[which / x->dim][which % x->dim];
}

/* Nudges, offsets, power-of-two scales and one tiny coordinate, as gen.c's modifiers. */
static void modify(gen_rng *rng, ccase *x) {
    if (gen_unit(rng) < 0.5) {
        for (int t = (int)gen_int(rng, 1, 2); t > 0; t--) {
            isect_real *v = pick(rng, x);
            int k = (int)gen_int(rng, -4, 4);
            *v = gen_ulps(*v, k == 0 ? 1 : k);
        }
    }
    if (gen_unit(rng) < 0.2) { /* about 1e5 or 1e8 away, the geometry scaled to stay exact */
        isect_real off =
            (isect_real)(((gen_u64(rng) & 1) ? 1e5 : 1e8) * ((gen_u64(rng) & 1) ? -1 : 1));
        int e = ilogb(off) - ((ISECT_USE_DOUBLE ? DBL_MANT_DIG : FLT_MANT_DIG) - 1);
        int scale = e > 0 ? e : 0;
        for (int i = 0; i < x->dim; i++) {
            x->p[i] = (isect_real)ldexp(x->p[i], scale) + off;
            x->a[i] = (isect_real)ldexp(x->a[i], scale) + off;
            x->b[i] = (isect_real)ldexp(x->b[i], scale);
            if (x->kind == ORACLE_SEGMENT)
                x->b[i] += off;
        }
    }
    if (gen_unit(rng) < 0.2) { /* huge or tiny: positions by 2^e, a direction by 2^f */
        int lo = ISECT_USE_DOUBLE ? -1060 : -140, hi = ISECT_USE_DOUBLE ? 1010 : 118;
        int e = (int)gen_int(rng, lo, hi), f = (int)gen_int(rng, lo, hi);
        for (int i = 0; i < x->dim; i++) {
            x->p[i] = (isect_real)ldexp(x->p[i], e);
            x->a[i] = (isect_real)ldexp(x->a[i], e);
            x->b[i] = (isect_real)ldexp(x->b[i], x->kind == ORACLE_SEGMENT ? e : f);
        }
    }
    if (gen_unit(rng) < 0.03) {
        int lo = ISECT_USE_DOUBLE ? -1074 : -149, hi = ISECT_USE_DOUBLE ? -300 : -100;
        isect_real tiny = (isect_real)ldexp(1.0, (int)gen_int(rng, lo, hi));
        *pick(rng, x) = (gen_u64(rng) & 1) ? tiny : -tiny;
    }
}

static bool case_valid(const ccase *x) {
    for (int i = 0; i < x->dim; i++)
        if (!isfinite(x->p[i]) || !isfinite(x->a[i]) || !isfinite(x->b[i]))
            return false;
    return true;
}

static void gen_adversarial(gen_rng *rng, int kind, int dim, ccase *x) {
    do {
        clear_case(x, kind, dim, "");
        int f = (int)gen_int(rng, 0, 9);
        if (f < 5)
            family_abeam(rng, x);
        else if (f == 5)
            family_tiny(rng, x);
        else if (f == 6)
            family_zero_length(rng, x);
        else
            family_lin_ball(rng, x);
        if (f < 7)
            modify(rng, x);
    } while (!case_valid(x)); /* a scale that overflowed: draw again */
}

static void gen_invalid(gen_rng *rng, int kind, int dim, ccase *x) {
    static const double bad[] = {NAN, INFINITY, -INFINITY};
    gen_uniform(rng, kind, dim, x);
    *pick(rng, x) = (isect_real)bad[gen_int(rng, 0, 2)];
    x->family = "invalid";
}

/* ---- Checks ------------------------------------------------------------------------ */

/* The region filter of src/query/closest_point/point_lin.c (white box, to count how often the exact
 * evaluation runs): the sign of (x - p).d from leaves x - p and d. */
static bool filter_side(const ccase *x, const double *from, int *sign) {
    isect_fx l[6];
    int dim = x->dim;
    for (int i = 0; i < dim; i++) {
        l[i] = fx_diff(from[i], x->p[i]);
        l[dim + i] = x->kind == ORACLE_SEGMENT ? fx_diff(x->b[i], x->a[i]) : fx_in(x->b[i]);
    }
    isect_fx acc = fx_mul(l[0], l[dim]);
    for (int i = 1; i < dim; i++)
        acc = fx_add(acc, fx_mul(l[i], l[dim + i]));
    return fx_sign_deg2(acc, l, 2 * dim, sign);
}

/* Extra statistics beyond oracle_row. */
typedef struct extra {
    double err_dist_local; /* distance error in units of u |p - p0| (or |p - p1|) */
    long interior, at_end;
} extra;

/* err beyond one subnormal step, times length, over u S; in long double. */
static double normalised(long double err, long double length, long double scale) {
    long double excess = err > real_true_min ? err - real_true_min : 0.0L;
    if (excess == 0)
        return 0;
    return (double)(excess * length / ((long double)unit_roundoff * scale));
}

static void print_case(const ccase *x, const char *name) {
    fprintf(stderr, "case (%s, family %s):\n", name, x->family);
    const isect_real *v[3] = {x->p, x->a, x->b};
    const char *label[3] = {"p", "a", "b"};
    for (int k = 0; k < 3; k++) {
        fprintf(stderr, "  %s =", label[k]);
        for (int i = 0; i < x->dim; i++)
            fprintf(stderr, " %a", (double)v[k][i]);
        fprintf(stderr, "\n");
    }
}

static const char *check_case(const ccase *x, int mode, oracle_row *st, extra *ex) {
    answer ans = ask_library(x);
    st->cases++;
    if (!case_valid(x)) {
        answer zero;
        memset(&zero, 0, sizeof zero);
        zero.flags = ISECT_INVALID;
        return memcmp(&ans, &zero, sizeof ans) == 0 ? NULL : "invalid input: not all zero";
    }
    int dim = x->dim;
    bool segment = x->kind == ORACLE_SEGMENT, line = x->kind == ORACLE_LINE;
    double p[3] = {0, 0, 0}, a[3] = {0, 0, 0}, b[3] = {0, 0, 0};
    bool is_point = true;
    for (int i = 0; i < dim; i++) {
        p[i] = x->p[i];
        a[i] = x->a[i];
        b[i] = x->b[i];
        is_point &= segment ? a[i] == b[i] : b[i] == 0;
    }
    if ((ans.flags & ~(unsigned)ISECT_SATURATED) != (is_point ? (unsigned)ISECT_DEGENERATE : 0u))
        return "wrong flags";
    if (ans.s != 0 || ans.pa[0] != p[0] || ans.pa[1] != p[1] || ans.pa[2] != p[2])
        return "point_a must be p and s 0";
    bool finite = isfinite(ans.dist_sq) && isfinite(ans.t) && ans.dist_sq >= 0;
    for (int i = 0; i < 3; i++)
        finite &= isfinite(ans.pb[i]);
    if (!finite)
        return "non-finite or negative value";
    if ((!line && ans.t < 0) || (segment && ans.t > 1))
        return "t outside the component's range";

    oracle_closest ref;
    oracle_closest_point((oracle_kind)x->kind, dim, p, a, b, &ref);
    double reported[5] = {ans.t, ans.dist_sq, ans.pb[0], ans.pb[1], ans.pb[2]};
    if (!oracle_flag_has_value(ans.flags, 2 + dim, reported, real_max))
        return "ISECT_SATURATED without a saturated value";

    /* Filter fall-through (white box). */
    if (!is_point) {
        int s;
        st->filtered[mode]++;
        bool decided = filter_side(x, a, &s);
        if (decided && segment && s < 0)
            decided = filter_side(x, b, &s);
        if (!decided)
            st->fell_through[mode]++;
    }

    /* The region, exactly. */
    bool lib_start = ans.t == 0, lib_end = segment && ans.t == 1;
    if (lib_start != ref.at_start || lib_end != ref.at_end) {
        st->disagreements++;
        if (lib_start || lib_end)
            st->false_hits++; /* an end reported where the foot lies between */
        else
            st->false_misses++;
        return "region differs from the exact one";
    }
    if (line && (ans.t > 0) - (ans.t < 0) != ref.t_sign) {
        st->disagreements++;
        return "a line's sign of t differs from the exact one";
    }
    const double *end = lib_start ? a : (lib_end ? b : NULL);
    if (end && (ans.pb[0] != end[0] || ans.pb[1] != end[1] || ans.pb[2] != end[2]))
        return "an end must be reported with its own coordinates";
    ex->interior += !end;
    ex->at_end += lib_end;

    /* Accuracy against the exact values, normalised by S (isect/closest_point.h). */
    long double dlen = 0, scale = 0, local = 0;
    for (int i = 0; i < dim; i++) {
        long double di = segment ? (long double)b[i] - a[i] : b[i];
        dlen += di * di;
        scale = fmaxl(scale, fmaxl(fabsl(p[i]), fabsl(a[i])));
        if (segment)
            scale = fmaxl(scale, fabsl(b[i]));
        local = fmaxl(local, fabsl((long double)p[i] - a[i]));
        if (segment)
            local = fmaxl(local, fabsl((long double)p[i] - b[i]));
    }
    dlen = sqrtl(dlen);
    scale = fmaxl(scale, fabsl(ref.t_wide) * dlen);
    long double err_t = fabsl((long double)ans.t - ref.t_wide);
    if (oracle_saturated(ans.flags, ref.t_wide, ans.t, real_max))
        err_t = 0; /* saturated, as documented */
    double et = normalised(err_t, dlen, scale);
    double ep = 0;
    for (int i = 0; i < dim; i++) {
        long double e = fabsl((long double)ans.pb[i] - ref.point[i]);
        if (oracle_saturated(ans.flags, ref.point[i], ans.pb[i], real_max))
            e = 0; /* a coordinate beyond the range saturates, as documented */
        ep = fmax(ep, normalised(e, 1, scale));
    }
    /* Distance: the error E of dist_sq beyond one subnormal step, as a distance error
     * sqrt(D + E) - sqrt(D) (what an error delta in the distance does to its square). */
    long double e2 = fabsl((long double)ans.dist_sq - ref.dist_sq);
    if (oracle_saturated(ans.flags, ref.dist_sq, ans.dist_sq, real_max))
        e2 = 0;
    e2 = e2 > real_true_min ? e2 - real_true_min : 0;
    long double ed_abs = sqrtl(ref.dist_sq + e2) - ref.dist;
    double ed = normalised(ed_abs > 0 ? ed_abs : 0, 1, scale);
    double el = 0;
    if (ed_abs > 0) /* local == 0: p is the component's origin, the distance exactly 0 */
        el = local > 0 ? (double)(ed_abs / ((long double)unit_roundoff * local)) : INFINITY;
    ex->err_dist_local = fmax(ex->err_dist_local, el);
    st->err_t = fmax(st->err_t, et);
    st->err_point = fmax(st->err_point, ep);
    st->err_normal = fmax(st->err_normal, ed);
    if (!(et <= BOUND))
        return "t outside its documented error bound";
    if (!(ep <= BOUND))
        return "point_b outside its documented error bound";
    if (!(ed <= BOUND))
        return "dist_sq outside its documented error bound";
    if (!(el <= BOUND_LOCAL))
        return "dist_sq outside its documented error bound (local scale)";
    return NULL;
}

typedef struct query {
    const char *name;
    int kind, dim;
} query;

static query queries[] = {
    {"closest_point2_seg2", ORACLE_SEGMENT, 2}, {"closest_point2_ray2", ORACLE_RAY, 2},
    {"closest_point2_line2", ORACLE_LINE, 2},   {"closest_point3_seg3", ORACLE_SEGMENT, 3},
    {"closest_point3_ray3", ORACLE_RAY, 3},     {"closest_point3_line3", ORACLE_LINE, 3},
};

static void run_query(void **state) {
    const query *q = *state;
    long n = oracle_cases_per_mode();
    oracle_row st = {0};
    extra ex = {0, 0, 0};
    gen_rng rng;
    gen_seed(&rng, oracle_seed() * 977 + (uint64_t)q->kind * 7 + (uint64_t)q->dim);
    for (int mode = 0; mode < 3; mode++) {
        long count = mode == 2 ? n / 20 + 1 : n;
        for (long i = 0; i < count; i++) {
            ccase x;
            if (mode == 0)
                gen_uniform(&rng, q->kind, q->dim, &x);
            else if (mode == 1)
                gen_adversarial(&rng, q->kind, q->dim, &x);
            else
                gen_invalid(&rng, q->kind, q->dim, &x);
            const char *why = check_case(&x, mode < 2 ? mode : 1, &st, &ex);
            if (why) {
                print_case(&x, q->name);
                fail_msg("%s: %s (case %ld of mode %d)", q->name, why, i, mode);
            }
        }
    }
    st.query = q->name;
    oracle_print_row(&st);
    printf("    %s: %ld between the ends, %ld at a segment's end; distance error vs the "
           "local scale |p - end|: %.2f u\n",
           q->name, ex.interior, ex.at_end, ex.err_dist_local);
}

int main(void) {
    const struct CMUnitTest examples[] = {
        cmocka_unit_test(segment_regions_2d), cmocka_unit_test(segment_3d),
        cmocka_unit_test(rays_and_lines),     cmocka_unit_test(zero_length_is_its_point_not_nan),
        cmocka_unit_test(region_is_exact),    cmocka_unit_test(range_limits),
        cmocka_unit_test(invalid_input),
    };
    int failed = cmocka_run_group_tests_name("closest_point", examples, NULL, NULL);
    enum { NQ = sizeof queries / sizeof queries[0] };
    struct CMUnitTest tests[NQ];
    for (int i = 0; i < NQ; i++)
        tests[i] = (struct CMUnitTest){queries[i].name, run_query, NULL, NULL, &queries[i]};
    oracle_print_header();
    failed += cmocka_run_group_tests_name("oracle_closest_point", tests, NULL, NULL);
    return failed;
}
