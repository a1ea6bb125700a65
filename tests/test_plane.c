/* Lines, rays and segments against planes: worked examples, the mistakes of common
 * published versions (each a regression test), invalid and degenerate input. Expected
 * values come from geometry that is exact by construction (axis-aligned and integer
 * planes, midpoints); the randomised comparison with the exact oracle lives in
 * test_oracle_plane.c. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <float.h>
#include <math.h>

#include "isect/isect.h"

static const isect_plane3 floor_z0 = {{0, 0, 1}, 0}; /* z == 0, normal up */

/* RTCD 5.3.1's setting: a segment through z == 0 crosses at its midpoint. The normal
 * faces against the direction of travel. */
static void segment_through_floor(void **state) {
    (void)state;
    isect_seg3 seg = {{2, 4, -1}, {4, 0, 1}};
    assert_true(isect_test_seg3_plane3(&seg, &floor_z0));
    isect_find_result3 r = isect_find_seg3_plane3(&seg, &floor_z0);
    assert_true(r.hit);
    assert_int_equal(r.count, 1);
    assert_int_equal(r.flags, 0);
    assert_true(r.t[0] == 0.5 && r.t[1] == 0.5);
    assert_true(r.point[0].x == 3 && r.point[0].y == 2 && r.point[0].z == 0);
    assert_true(r.normal.x == 0 && r.normal.y == 0 && r.normal.z == -1);
    /* travelling down, the normal faces up */
    isect_seg3 down = {{4, 0, 1}, {2, 4, -1}};
    r = isect_find_seg3_plane3(&down, &floor_z0);
    assert_true(r.normal.z == 1 && r.t[0] == 0.5);
}

/* "The endpoints' signed distances multiply to a negative number" misses an endpoint on
 * the plane and a segment lying in it. */
static void endpoint_on_plane_hits(void **state) {
    (void)state;
    isect_seg3 seg = {{1, 1, 0}, {1, 1, 5}};
    assert_true(isect_test_seg3_plane3(&seg, &floor_z0));
    isect_find_result3 r = isect_find_seg3_plane3(&seg, &floor_z0);
    assert_true(r.hit);
    assert_int_equal(r.count, 1);
    assert_int_equal(r.flags, ISECT_TOUCHING);
    assert_true(r.t[0] == 0 && r.point[0].z == 0);
    isect_seg3 ends = {{1, 1, 5}, {1, 1, 0}};
    r = isect_find_seg3_plane3(&ends, &floor_z0);
    assert_true(r.hit && r.t[0] == 1 && r.point[0].x == 1 && r.point[0].z == 0);
    assert_int_equal(r.flags, ISECT_TOUCHING);
}

static void segment_in_plane_is_reported(void **state) {
    (void)state;
    isect_seg3 seg = {{-3, 2, 0}, {7, -1, 0}};
    assert_true(isect_test_seg3_plane3(&seg, &floor_z0));
    isect_find_result3 r = isect_find_seg3_plane3(&seg, &floor_z0);
    assert_true(r.hit);
    assert_int_equal(r.count, ISECT_INFINITE);
    assert_true(r.t[0] == 0 && r.t[1] == 1);
    assert_true(r.point[0].x == -3 && r.point[1].x == 7);
    assert_true(r.normal.z == 1);
}

/* "Line-plane intersection returns the line's start when parallel": parallel and off the
 * plane is a miss; in the plane it is the whole line. */
static void parallel_line(void **state) {
    (void)state;
    isect_line3 off = {{0, 0, 2}, {1, 3, 0}};
    assert_false(isect_test_line3_plane3(&off, &floor_z0));
    isect_find_result3 r = isect_find_line3_plane3(&off, &floor_z0);
    assert_false(r.hit);
    assert_int_equal(r.count, 0);
    assert_int_equal(r.flags, 0);
    assert_true(r.t[0] == 0 && r.point[0].x == 0 && r.point[0].z == 0);
    isect_line3 in = {{5, 0, 0}, {1, -3, 0}};
    assert_true(isect_test_line3_plane3(&in, &floor_z0));
    r = isect_find_line3_plane3(&in, &floor_z0);
    assert_int_equal(r.count, ISECT_INFINITE);
    assert_true(isinf(r.t[0]) && r.t[0] < 0 && isinf(r.t[1]) && r.t[1] > 0);
    /* the far ends are points at infinity along dir, never NaN */
    assert_true(r.point[1].x == INFINITY && r.point[1].y == -INFINITY && r.point[1].z == 0);
    assert_true(r.point[0].x == -INFINITY && r.point[0].y == INFINITY && r.point[0].z == 0);
    isect_ray3 ray = {{5, 0, 0}, {0, 2, 0}};
    r = isect_find_ray3_plane3(&ray, &floor_z0);
    assert_int_equal(r.count, ISECT_INFINITE);
    assert_true(r.t[0] == 0 && isinf(r.t[1]));
    assert_true(r.point[0].x == 5 && r.point[1].x == 5 && r.point[1].y == INFINITY);
}

static void ray_direction_matters(void **state) {
    (void)state;
    isect_ray3 away = {{0, 0, 1}, {0, 0, 1}};
    assert_false(isect_test_ray3_plane3(&away, &floor_z0));
    isect_ray3 toward = {{0, 0, 4}, {1, 0, -2}};
    assert_true(isect_test_ray3_plane3(&toward, &floor_z0));
    isect_find_result3 r = isect_find_ray3_plane3(&toward, &floor_z0);
    assert_true(r.t[0] == 2 && r.point[0].x == 2 && r.point[0].z == 0 && r.normal.z == 1);
    /* a ray starting on the plane touches it at its origin, whichever way it points */
    isect_ray3 on = {{3, 3, 0}, {0, 0, 1}};
    r = isect_find_ray3_plane3(&on, &floor_z0);
    assert_true(r.hit && r.t[0] == 0 && r.count == 1);
    assert_int_equal(r.flags, ISECT_TOUCHING);
    assert_true(r.normal.z == -1); /* against the direction of travel */
    /* a line through the plane at its origin crosses there: not touching */
    isect_line3 line = {{3, 3, 0}, {0, 0, 1}};
    r = isect_find_line3_plane3(&line, &floor_z0);
    assert_true(r.hit && r.t[0] == 0);
    assert_int_equal(r.flags, 0);
}

/* The plane need not have a unit normal, nor pass through the origin: x + 2y - 2z = 9
 * with a segment crossing it at t = 1/3. */
static void general_plane(void **state) {
    (void)state;
    isect_plane3 plane = {{1, 2, -2}, 9};
    isect_seg3 seg = {{0, 0, 0}, {27, 0, 0}}; /* signed distances -9 and 18 */
    isect_find_result3 r = isect_find_seg3_plane3(&seg, &plane);
    assert_true(r.hit);
    assert_float_equal(r.t[0], 1.0 / 3.0, 1e-7);
    assert_float_equal(r.point[0].x, 9, 1e-5);
    assert_float_equal(r.normal.x, -1.0 / 3.0, 1e-7); /* |n| = 3; travelling to the + side */
    assert_float_equal(r.normal.y, -2.0 / 3.0, 1e-7);
    assert_float_equal(r.normal.z, 2.0 / 3.0, 1e-7);
    assert_int_equal(isect_classify_point3_plane3((isect_vec3){9, 0, 0}, &plane),
                     ISECT_ON_BOUNDARY);
    assert_int_equal(isect_classify_point3_plane3((isect_vec3){10, 0, 0}, &plane), ISECT_OUTSIDE);
    assert_int_equal(isect_classify_point3_plane3((isect_vec3){0, 0, 0}, &plane), ISECT_INSIDE);
}

/* The side is exact: points exactly on a plane with "inexact-looking" coefficients are on
 * it, and points rounded off a plane are reported off it. */
static void classify_is_exact(void **state) {
    (void)state;
    isect_plane3 plane = {{0.1f, 0.2f, 0.3f}, 0};
    isect_vec3 p = {3, -1.5f, 0};
    /* 0.2f is exactly 2 * 0.1f (doubling is exact), so 3 * 0.1f - 1.5 * 0.2f == 0 */
    assert_int_equal(isect_classify_point3_plane3(p, &plane), ISECT_ON_BOUNDARY);
    isect_plane3 tilted = {{1, 1, 1}, 1};
    isect_vec3 q = {1.0f / 3, 1.0f / 3, 1.0f / 3}; /* rounded: off the plane by a little */
    double exact = (double)q.x + (double)q.y + (double)q.z - 1; /* exact: 26 bits at most */
    isect_location want =
        exact > 0 ? ISECT_OUTSIDE : (exact < 0 ? ISECT_INSIDE : ISECT_ON_BOUNDARY);
    assert_int_equal(isect_classify_point3_plane3(q, &tilted), want);
}

static void three_point_plane(void **state) {
    (void)state;
    isect_plane3p tri = {{0, 0, 0}, {1, 0, 0}, {0, 1, 0}}; /* counterclockwise from above */
    assert_true(isect_valid_plane3p(&tri));
    assert_int_equal(isect_classify_point3_plane3p((isect_vec3){5, 5, 1}, &tri), ISECT_OUTSIDE);
    assert_int_equal(isect_classify_point3_plane3p((isect_vec3){5, 5, -1}, &tri), ISECT_INSIDE);
    assert_int_equal(isect_classify_point3_plane3p((isect_vec3){-7, 3, 0}, &tri),
                     ISECT_ON_BOUNDARY);
    isect_seg3 seg = {{1, 1, 2}, {1, 1, -2}};
    isect_find_result3 r = isect_find_seg3_plane3p(&seg, &tri);
    assert_true(r.hit && r.t[0] == 0.5 && r.point[0].z == 0 && r.normal.z == 1);
    isect_ray3 ray = {{0, 0, 3}, {1, 1, 0}}; /* parallel above */
    assert_false(isect_test_ray3_plane3p(&ray, &tri));
    isect_plane3 plane = isect_plane3_from_points(tri.a, tri.b, tri.c);
    assert_true(plane.normal.x == 0 && plane.normal.y == 0 && plane.normal.z == 1);
    assert_true(plane.offset == 0);
}

#if ISECT_USE_DOUBLE
#define REAL_MAX DBL_MAX
#define REAL_FAR 1e308
#define REAL_TINY 1e-200
#define EXP_MIN (-1074)
#else
#define REAL_MAX FLT_MAX
#define REAL_FAR 3e38f
#define REAL_TINY 1e-40f
#define EXP_MIN (-149)
#endif

/* Issue 11, defect 3: isect_plane3_from_points returned a NaN offset for points near the
 * top of the range (the cross product overflowed to (0, -0, inf), then inf * 0), and a
 * zero normal, which the plane3 queries call invalid, for tiny points whose cross product
 * underflows. Both planes are z == 0 with the normal up; any positive multiple of
 * (normal, offset) is that plane. Ordinary input keeps the textbook values exactly:
 * (3, 3, 4) x (1, -2, -2) = (2, 10, -9) and offset (2, 10, -9) . (1, 2, 3) = -5. */
static void plane_from_points_at_the_ends_of_the_range(void **state) {
    (void)state;
    const isect_real far = REAL_FAR, tiny = REAL_TINY;
    isect_plane3 big = isect_plane3_from_points((isect_vec3){0, 0, 0}, (isect_vec3){far, far, 0},
                                                (isect_vec3){-far, far, 0});
    isect_plane3 small = isect_plane3_from_points((isect_vec3){0, 0, 0}, (isect_vec3){tiny, 0, 0},
                                                  (isect_vec3){0, tiny, 0});
    const isect_plane3 *planes[2] = {&big, &small};
    for (int i = 0; i < 2; i++) {
        const isect_plane3 *p = planes[i];
        assert_true(isect_valid_plane3(p));
        assert_true(p->normal.x == 0 && p->normal.y == 0 && p->normal.z > 0 && p->offset == 0);
        assert_int_equal(isect_classify_point3_plane3((isect_vec3){far, -far, tiny}, p),
                         ISECT_OUTSIDE);
        assert_int_equal(isect_classify_point3_plane3((isect_vec3){tiny, far, -tiny}, p),
                         ISECT_INSIDE);
    }
    isect_plane3 line = isect_plane3_from_points((isect_vec3){1, 2, 3}, (isect_vec3){2, 4, 6},
                                                 (isect_vec3){3, 6, 9}); /* collinear */
    assert_true(line.normal.x == 0 && line.normal.y == 0 && line.normal.z == 0);
    assert_false(isect_valid_plane3(&line));
    /* a non-finite point (it overflowed an int in the scaling: undefined behaviour) */
    isect_plane3 none = isect_plane3_from_points((isect_vec3){0, 0, 0}, (isect_vec3){1, 0, 0},
                                                 (isect_vec3){(isect_real)INFINITY, 0, 0});
    assert_true(none.normal.x == 0 && none.normal.y == 0 && none.normal.z == 0 && none.offset == 0);
    isect_plane3 plain = isect_plane3_from_points((isect_vec3){1, 2, 3}, (isect_vec3){4, 5, 7},
                                                  (isect_vec3){2, 0, 1});
    assert_true(plain.normal.x == 2 && plain.normal.y == 10 && plain.normal.z == -9);
    assert_true(plain.offset == -5);
}

/* Branches the coverage review of issue 11 found untested: a non-finite first or second
 * point (only the third was tested); a normal in range whose offset is not (the pair is
 * rescaled by one power of two: points at x = 2^1001 (float: 2^120) spanning 2^400
 * (2^40) give the normal 2^800 (2^80) along x and an offset 2^1801 (2^200)); and the
 * segment queries' general path where the fast one cannot go: p1 - p0 overflows (to inf,
 * or 0 * inf in the slope gives NaN), and a plane through the origin whose normal is
 * too small for the fast path. Every crossing here is at t = 1/2 exactly. */
static void plane_paths_the_coverage_review_found(void **state) {
    (void)state;
    const isect_vec3 o = {0, 0, 0}, x = {1, 0, 0}, y = {0, 1, 0};
    const isect_vec3 bad[2] = {{(isect_real)NAN, 0, 0}, {0, (isect_real)INFINITY, 0}};
    isect_plane3 p = isect_plane3_from_points(bad[0], x, y);
    assert_true(p.normal.x == 0 && p.normal.y == 0 && p.normal.z == 0 && p.offset == 0);
    p = isect_plane3_from_points(o, bad[1], y);
    assert_true(p.normal.x == 0 && p.normal.y == 0 && p.normal.z == 0 && p.offset == 0);
#if ISECT_USE_DOUBLE
    const isect_real at = 0x1p1001, span = 0x1p400, top = 0x1p1023, small = 0x1p-600;
#else
    const isect_real at = 0x1p120f, span = 0x1p40f, top = 0x1p127f, small = 0x1p-140f;
#endif
    p = isect_plane3_from_points((isect_vec3){at, 0, 0}, (isect_vec3){at, span, 0},
                                 (isect_vec3){at, 0, span});
    assert_true(isect_valid_plane3(&p) && p.normal.x > 0 && p.normal.y == 0 && p.normal.z == 0);
    assert_true(p.offset / p.normal.x == at); /* powers of two: exact */

    isect_seg3 wide = {{-top, 0, 0}, {top, 0, 0}}, tilted = {{-top, -1, 0}, {top, 1, 0}};
    isect_plane3 yz = {{small, 0, 0}, 0}, xz = {{0, 1, 0}, 0};
    isect_seg3 up = {{0, 0, -1}, {0, 0, 1}};
    isect_plane3 xy = {{0, 0, small}, 0}, x0 = {{1, 0, 0}, 0};
    isect_find_result3 r[4] = {
        isect_find_seg3_plane3(&wide, &yz), isect_find_seg3_plane3(&tilted, &xz),
        isect_find_seg3_plane3(&up, &xy), isect_find_seg3_plane3(&wide, &x0)};
    for (int i = 0; i < 4; i++) {
        assert_true(r[i].hit && r[i].count == 1 && r[i].flags == 0);
        assert_true(r[i].t[0] == 0.5 && r[i].t[1] == 0.5);
        assert_true(r[i].point[0].x == 0 && r[i].point[0].y == 0 && r[i].point[0].z == 0);
    }
}

/* Issue 11, defect 4: a line with the shortest direction there is, (2^-1074, 0, 0) (float:
 * 2^-149), meets the plane x == 1 at t = 2^1074, beyond the range: t saturates to the
 * largest isect_real with ISECT_SATURATED (it came back as +inf, unflagged), while the
 * crossing point (1, 0, 0) is an ordinary number and is reported exactly. The infinite
 * ends of a line lying in a plane are exact, not saturated: no flag there. */
static void saturation_is_flagged(void **state) {
    (void)state;
    isect_plane3 x1 = {{1, 0, 0}, 1};
    isect_real step = (isect_real)ldexp(1, EXP_MIN);
    isect_line3 line = {{0, 0, 0}, {step, 0, 0}};
    isect_ray3 ray = {{0, 0, 0}, {step, 0, 0}};
    isect_find_result3 r[2] = {isect_find_line3_plane3(&line, &x1),
                               isect_find_ray3_plane3(&ray, &x1)};
    for (int i = 0; i < 2; i++) {
        assert_true(r[i].hit && r[i].count == 1 && r[i].flags == ISECT_SATURATED);
        assert_true(r[i].t[0] == REAL_MAX && r[i].t[1] == REAL_MAX);
        assert_true(r[i].point[0].x == 1 && r[i].point[0].y == 0 && r[i].point[0].z == 0);
    }
    /* the same with a subnormal component beside a largest one in [1, 2): the retry on the
     * scaled-up direction must not round it away (find missed where test hit) */
    isect_plane3 z6 = {{0, 0, 6}, (isect_real)0x1.7fffffffffffcp+2};
    isect_line3 tilt = {{0, 0, 5}, {-1, 0, step}};
    isect_find_result3 g = isect_find_line3_plane3(&tilt, &z6);
    assert_true(isect_test_line3_plane3(&tilt, &z6) && g.hit && g.flags == ISECT_SATURATED);
    isect_line3 in_plane = {{1, 2, 3}, {0, 1, 0}};
    isect_find_result3 f = isect_find_line3_plane3(&in_plane, &x1);
    assert_true(f.hit && f.count == ISECT_INFINITE && f.flags == 0);
    assert_true(f.t[0] == -INFINITY && f.t[1] == INFINITY);
    assert_true(f.point[0].y == -INFINITY && f.point[1].y == INFINITY && f.point[1].x == 1);
}

/* Intermediates that overflow although the answer is an ordinary number (M the largest
 * isect_real):
 * - a segment from (M, 0, 0) to (-M, 0, 0) crosses the three-point plane x == -M/2 at
 *   t = 3/4, where every difference x - a from the plane's first point overflows;
 * - a ray from (-M, 0, 0) with direction (M/4, 0, 0) meets the plane x == M/2 at t = 6,
 *   where t dir (3M/2) overflows though the point (M/2, 0, 0) does not;
 * - the plane x == 1 with the tiny normal 2^-600 (float: 2^-70), whose squared length
 *   is below the fast path's range (2^600, float 2^70, above it), and a ray from (-2^200, 0, 0)
 * (float: -2^60) whose t = 2^1100 (2^160) overflows in the fast path: both take the general path;
 * the ray's t saturates and its point is x == 1 to a few ulps of 2^200. The documented accuracy is
 * a few ulps; 8 u is asked. */
static void overflowing_intermediates(void **state) {
    (void)state;
    const double u = ISECT_USE_DOUBLE ? 0x1p-53 : 0x1p-24;
    const isect_real M = REAL_MAX;
    isect_plane3p minus_half = {{-M / 2, 0, 0}, {-M / 2, 1, 0}, {-M / 2, 0, 1}};
    isect_seg3 across = {{M, 0, 0}, {-M, 0, 0}};
    isect_find_result3 r = isect_find_seg3_plane3p(&across, &minus_half);
    assert_true(r.hit && r.count == 1 && r.flags == 0 && fabs(r.t[0] - 0.75) <= 8 * u);
    assert_true(fabs(r.point[0].x + M / 2) <= 8 * u * (M / 2));
    isect_plane3 half = {{1, 0, 0}, M / 2};
    isect_ray3 ray = {{-M, 0, 0}, {M / 4, 0, 0}};
    r = isect_find_ray3_plane3(&ray, &half);
    assert_true(r.hit && r.count == 1 && r.flags == 0 && fabs(r.t[0] - 6) <= 8 * 6 * u);
    assert_true(isfinite(r.point[0].x) && fabs(r.point[0].x - M / 2) <= 8 * u * M);
    const isect_real tiny = ISECT_USE_DOUBLE ? (isect_real)0x1p-600 : (isect_real)0x1p-70f;
    isect_plane3 small = {{tiny, 0, 0}, tiny};
    isect_seg3 seg = {{0, 0, 0}, {2, 0, 0}};
    r = isect_find_seg3_plane3(&seg, &small);
    assert_true(r.hit && r.flags == 0 && r.t[0] == 0.5 && r.point[0].x == 1);
    const isect_real huge = ISECT_USE_DOUBLE ? (isect_real)0x1p600 : (isect_real)0x1p70f;
    isect_plane3 large = {{huge, 0, 0}, huge}; /* x == 1, |n|^2 above the fast path's range */
    r = isect_find_seg3_plane3(&seg, &large);
    assert_true(r.hit && r.flags == 0 && r.t[0] == 0.5 && r.point[0].x == 1);
    const int far = ISECT_USE_DOUBLE ? 200 : 60, step = ISECT_USE_DOUBLE ? -900 : -100;
    isect_ray3 slow = {{(isect_real)-ldexp(1, far), 0, 0}, {(isect_real)ldexp(1, step), 0, 0}};
    isect_plane3 x1 = {{1, 0, 0}, 1};
    r = isect_find_ray3_plane3(&slow, &x1);
    assert_true(r.hit && r.flags == ISECT_SATURATED && r.t[0] == M);
    assert_true(fabs(r.point[0].x - 1) <= 8 * u * ldexp(1, far) && r.point[0].y == 0);
}

/* A line nearly parallel to a plane through three points (case 890746 of the 10^6 oracle
 * run's in-or-parallel family): its slope, 2^-30 below its terms, is smaller than the
 * tilt the rounded normal (b - a) x (c - a) gives it, and t came out 2^5 times too large
 * (0x1.ab88p+60). The exact t, from the GMP/MPFR oracle, is 0xc.c31abf0b76737e5p+52;
 * taken from the two exact determinants, t is that value rounded. */
static void nearly_parallel_three_point_plane(void **state) {
    (void)state;
#if ISECT_USE_DOUBLE
    isect_plane3p p = {{-0x1.88p+5, 0x1.4000000000002p+3, -0x1.1ep+8},
                       {-0x1.9p+5, -0x1p+0, -0x1.19p+8},
                       {-0x1.e8p+5, 0x1.6p+3, -0x1.25p+8}};
    isect_line3 line = {{-0x1.cp+2, -0x1.e4p+6, -0x1.93p+8}, {-0x1.18p+5, 0x1.cp+3, -0x1.ap+4}};
    isect_ray3 ray = {line.origin, line.dir};
    const long double exact = 0xc.c31abf0b76737e5p+52L;
    isect_find_result3 r = isect_find_line3_plane3p(&line, &p);
    assert_true(r.hit && r.count == 1 && r.flags == 0);
    assert_true(fabsl(r.t[0] - exact) <= 0x1p-52L * exact);
    r = isect_find_ray3_plane3p(&ray, &p);
    assert_true(r.hit && fabsl(r.t[0] - exact) <= 0x1p-52L * exact);
#endif
}

static void invalid_input(void **state) {
    (void)state;
    isect_plane3 zero = {{0, 0, 0}, 1};
    isect_seg3 seg = {{0, 0, -1}, {0, 0, 1}};
    assert_false(isect_test_seg3_plane3(&seg, &zero));
    isect_find_result3 r = isect_find_seg3_plane3(&seg, &zero);
    assert_false(r.hit);
    assert_int_equal(r.flags, ISECT_INVALID);
    assert_int_equal(isect_classify_point3_plane3((isect_vec3){0, 0, 0}, &zero),
                     ISECT_LOCATION_INVALID);
    isect_plane3 nan_plane = {{0, 0, 1}, NAN};
    assert_false(isect_test_seg3_plane3(&seg, &nan_plane));
    isect_seg3 inf_seg = {{0, 0, -INFINITY}, {0, 0, 1}};
    assert_false(isect_test_seg3_plane3(&inf_seg, &floor_z0));
    assert_int_equal(isect_find_seg3_plane3(&inf_seg, &floor_z0).flags, ISECT_INVALID);
    assert_false(isect_test_seg3_plane3(NULL, &floor_z0));
    assert_false(isect_test_seg3_plane3(&seg, NULL));
    assert_int_equal(isect_find_ray3_plane3(NULL, &floor_z0).flags, ISECT_INVALID);
    isect_plane3p collinear = {{0, 0, 0}, {1, 1, 1}, {3, 3, 3}};
    assert_false(isect_valid_plane3p(&collinear));
    assert_false(isect_test_seg3_plane3p(&seg, &collinear));
    assert_int_equal(isect_find_seg3_plane3p(&seg, &collinear).flags, ISECT_INVALID);
    assert_int_equal(isect_classify_point3_plane3p((isect_vec3){0, 0, 0}, &collinear),
                     ISECT_LOCATION_INVALID);
}

/* A zero-length segment or zero direction is a point. */
static void degenerate_components(void **state) {
    (void)state;
    isect_seg3 on = {{1, 2, 0}, {1, 2, 0}};
    isect_find_result3 r = isect_find_seg3_plane3(&on, &floor_z0);
    assert_true(r.hit);
    assert_int_equal(r.count, 1);
    assert_int_equal(r.flags, ISECT_DEGENERATE | ISECT_TOUCHING);
    isect_seg3 off = {{1, 2, 3}, {1, 2, 3}};
    assert_false(isect_test_seg3_plane3(&off, &floor_z0));
    isect_ray3 still = {{1, 2, 0}, {0, 0, 0}};
    r = isect_find_ray3_plane3(&still, &floor_z0);
    assert_true(r.hit && r.count == 1 && r.t[0] == 0);
    assert_int_equal(r.flags, ISECT_DEGENERATE | ISECT_TOUCHING);
}

/* Magnitudes near the ends of the range: the answer stays exact and t accurate. */
static void extreme_magnitudes(void **state) {
    (void)state;
#if ISECT_USE_DOUBLE
    const double big = 0x1p1000, tiny = 0x1p-1000;
#else
    const double big = 0x1p120, tiny = 0x1p-120;
#endif
    isect_plane3 plane = {{(isect_real)big, 0, 0}, (isect_real)(big * 2)}; /* x == 2 */
    isect_seg3 seg = {{0, 5, 5}, {8, 5, 5}};
    isect_find_result3 r = isect_find_seg3_plane3(&seg, &plane);
    assert_true(r.hit && r.t[0] == 0.25 && r.point[0].x == 2 && r.normal.x == -1);
    isect_plane3 small = {{(isect_real)tiny, (isect_real)tiny, 0}, 0}; /* x + y == 0 */
    isect_seg3 s2 = {{(isect_real)big, -(isect_real)big, 1}, {(isect_real)big, 0, 1}};
    r = isect_find_seg3_plane3(&s2, &small);
    assert_true(r.hit && r.t[0] == 0 && (r.flags & ISECT_TOUCHING));
}

/* ---- Point to plane (RTCD 5.1.1) ------------------------------------------------- */

/* |got - want| within k units of u (isect_real's unit roundoff) times scale. */
static bool near(double got, double want, double k, double scale) {
#if ISECT_USE_DOUBLE
    const double u = DBL_EPSILON / 2;
#else
    const double u = FLT_EPSILON / 2;
#endif
    return fabs(got - want) <= k * u * scale;
}

/* The plane z == 2 written with a normal of length 2 (2 z == 4): p = (1, 2, 3) is 1 above
 * it (n . p - o = 2, |n| = 2), its foot (1, 2, 2); a point below has a negative distance. */
static void point_plane_worked_example(void **state) {
    (void)state;
    isect_plane3 plane = {{0, 0, 2}, 4};
    isect_vec3 p = {1, 2, 3};
    isect_distance_result d = isect_distance_point3_plane3(p, &plane);
    assert_true(d.distance == 1 && d.flags == 0);
    isect_closest_result3 c = isect_closest_point3_plane3(p, &plane);
    assert_int_equal(c.flags, 0);
    assert_true(c.dist_sq == 1 && c.s == 0 && c.t == 0);
    assert_true(c.point_a.x == 1 && c.point_a.y == 2 && c.point_a.z == 3);
    assert_true(c.point_b.x == 1 && c.point_b.y == 2 && c.point_b.z == 2);
    d = isect_distance_point3_plane3((isect_vec3){7, -3, -1}, &plane);
    assert_true(d.distance == -3 && d.flags == 0);
    /* the same plane as three counterclockwise points seen from above */
    isect_plane3p pp = {{0, 0, 2}, {1, 0, 2}, {0, 1, 2}};
    assert_true(isect_distance_point3_plane3p(p, &pp).distance == 1);
    c = isect_closest_point3_plane3p(p, &pp);
    assert_true(c.dist_sq == 1 && c.point_b.x == 1 && c.point_b.y == 2 && c.point_b.z == 2);
    isect_plane3p flipped = {{0, 0, 2}, {0, 1, 2}, {1, 0, 2}}; /* clockwise: normal down */
    assert_true(isect_distance_point3_plane3p(p, &flipped).distance == -1);
}

/* A 3-4-5 normal: 3 x + 4 y == 10, |n| = 5. The origin is 10 / 5 = 2 behind it and its
 * foot is 2 (3, 4) / 5 = (1.2, 1.6, 0) (not representable: within the bound); (6, 8, 5)
 * is (18 + 32 - 10) / 5 = 8 in front, with the same foot but z = 5. */
static void point_plane_345(void **state) {
    (void)state;
    isect_plane3 plane = {{3, 4, 0}, 10};
    isect_distance_result d = isect_distance_point3_plane3((isect_vec3){0, 0, 0}, &plane);
    assert_true(d.distance == -2 && d.flags == 0);
    isect_closest_result3 c = isect_closest_point3_plane3((isect_vec3){0, 0, 0}, &plane);
    assert_true(c.dist_sq == 4 && c.flags == 0);
    assert_true(near(c.point_b.x, 1.2, 8, 2) && near(c.point_b.y, 1.6, 8, 2) && c.point_b.z == 0);
    assert_true(isect_distance_point3_plane3((isect_vec3){6, 8, 5}, &plane).distance == 8);
    c = isect_closest_point3_plane3((isect_vec3){6, 8, 5}, &plane);
    assert_true(c.dist_sq == 64 && c.point_b.z == 5);
    assert_true(near(c.point_b.x, 1.2, 8, 16) && near(c.point_b.y, 1.6, 8, 16));
}

/* The plane through (1, 0, 0), (0, 1, 0), (0, 0, 1): x + y + z == 1, normal (1, 1, 1).
 * (1, 1, 1) lies 2 / sqrt(3) in front; its foot is (1/3, 1/3, 1/3). A point on the
 * plane: distance 0 exactly, the foot the point itself. */
static void point_plane_three_points(void **state) {
    (void)state;
    isect_plane3p pp = {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}};
    isect_vec3 p = {1, 1, 1};
    isect_distance_result d = isect_distance_point3_plane3p(p, &pp);
    assert_true(d.flags == 0 && near(d.distance, 2 / sqrt(3.0), 5, 1.2));
    isect_closest_result3 c = isect_closest_point3_plane3p(p, &pp);
    assert_true(c.flags == 0 && near(c.dist_sq, 4.0 / 3, 11, 1.4));
    assert_true(near(c.point_b.x, 1.0 / 3, 8, 2.2) && near(c.point_b.y, 1.0 / 3, 8, 2.2) &&
                near(c.point_b.z, 1.0 / 3, 8, 2.2));
    isect_vec3 on = {3, -4, 2};
    d = isect_distance_point3_plane3p(on, &pp);
    assert_true(d.distance == 0 && d.flags == 0);
    assert_int_equal(isect_classify_point3_plane3p(on, &pp), ISECT_ON_BOUNDARY);
    c = isect_closest_point3_plane3p(on, &pp);
    assert_true(c.dist_sq == 0 && c.point_b.x == 3 && c.point_b.y == -4 && c.point_b.z == 2);
    isect_plane3 plane = {{1, 1, 1}, 1};
    assert_true(isect_distance_point3_plane3(on, &plane).distance == 0);
    c = isect_closest_point3_plane3(on, &plane);
    assert_true(c.dist_sq == 0 && c.point_b.x == 3 && c.point_b.y == -4 && c.point_b.z == 2);
    /* nearly collinear points, a, b, c on the x axis but for c's 2^-20: the plane z == 0,
     * normal (0, 0, 2^-20); (5, 7, 1) is 1 above it, exactly */
    isect_plane3p thin = {{0, 0, 0}, {1, 0, 0}, {2, (isect_real)0x1p-20, 0}};
    assert_true(isect_distance_point3_plane3p((isect_vec3){5, 7, 1}, &thin).distance == 1);
    c = isect_closest_point3_plane3p((isect_vec3){5, 7, 1}, &thin);
    assert_true(c.dist_sq == 1 && c.point_b.x == 5 && c.point_b.y == 7 && c.point_b.z == 0);
}

/* Huge and tiny magnitudes: no overflow or underflow on the way; a distance beyond the
 * range saturates; a non-zero one below it is the smallest subnormal, never 0. */
static void point_plane_extreme_magnitudes(void **state) {
    (void)state;
#if ISECT_USE_DOUBLE
    const isect_real big = (isect_real)0x1p1000, tiny = (isect_real)0x1p-1000, maxr = DBL_MAX,
                     least = DBL_TRUE_MIN;
#else
    const isect_real big = (isect_real)0x1p120, tiny = (isect_real)0x1p-120, maxr = FLT_MAX,
                     least = FLT_TRUE_MIN;
#endif
    isect_plane3 huge_n = {{big, 0, 0}, 2 * big}; /* x == 2 */
    isect_distance_result d = isect_distance_point3_plane3((isect_vec3){5, 1, 1}, &huge_n);
    assert_true(d.distance == 3 && d.flags == 0);
    isect_closest_result3 c = isect_closest_point3_plane3((isect_vec3){5, 1, 1}, &huge_n);
    assert_true(c.dist_sq == 9 && c.point_b.x == 2 && c.point_b.y == 1 && c.point_b.z == 1);
    isect_plane3 tiny_n = {{0, tiny, 0}, 0}; /* y == 0 */
    d = isect_distance_point3_plane3((isect_vec3){1, -big, 1}, &tiny_n);
    assert_true(d.distance == -big && d.flags == 0);
    /* x == big / tiny, beyond the range: the distance and the foot saturate */
    isect_plane3 far = {{tiny, 0, 0}, big};
    d = isect_distance_point3_plane3((isect_vec3){0, 0, 0}, &far);
    assert_true(d.distance == -maxr && d.flags == ISECT_SATURATED);
    c = isect_closest_point3_plane3((isect_vec3){0, 0, 0}, &far);
    assert_true(c.dist_sq == maxr && c.point_b.x == maxr && c.point_b.y == 0);
    assert_int_equal(c.flags, ISECT_SATURATED);
    /* (least, 0, 0) against x + big y == 0: exactly least / |(1, big, 0)|, far below the
     * range, reported as the smallest subnormal of its sign */
    isect_plane3 steep = {{1, big, 0}, 0};
    d = isect_distance_point3_plane3((isect_vec3){least, 0, 0}, &steep);
    assert_true(d.distance == least && d.flags == 0);
    d = isect_distance_point3_plane3((isect_vec3){-least, 0, 0}, &steep);
    assert_true(d.distance == -least);
    c = isect_closest_point3_plane3((isect_vec3){least, 0, 0}, &steep);
    assert_true(c.dist_sq == least && c.flags == 0);
    /* three points far from the origin */
    isect_plane3p pp = {{big, big, big}, {0, big, big}, {big, 0, big}}; /* z == big, normal up */
    d = isect_distance_point3_plane3p((isect_vec3){1, 2, 3 * big}, &pp);
    assert_true(d.distance == 2 * big && d.flags == 0);
}

/* Invalid input: distance 0 and closest all zero, with ISECT_INVALID alone. */
static void point_plane_invalid(void **state) {
    (void)state;
    isect_plane3 zero = {{0, 0, 0}, 1}, ok = {{0, 0, 1}, 0};
    isect_plane3p line = {{0, 0, 0}, {1, 1, 1}, {2, 2, 2}};
    isect_vec3 nan_p = {(isect_real)NAN, 0, 0}, p = {1, 2, 3};
    isect_distance_result d[5] = {
        isect_distance_point3_plane3(p, NULL), isect_distance_point3_plane3(p, &zero),
        isect_distance_point3_plane3(nan_p, &ok), isect_distance_point3_plane3p(p, &line),
        isect_distance_point3_plane3p(p, NULL)};
    for (int i = 0; i < 5; i++)
        assert_true(d[i].distance == 0 && d[i].flags == ISECT_INVALID);
    isect_closest_result3 c[4] = {
        isect_closest_point3_plane3(p, &zero), isect_closest_point3_plane3(nan_p, &ok),
        isect_closest_point3_plane3p(p, &line), isect_closest_point3_plane3p(p, NULL)};
    for (int i = 0; i < 4; i++)
        assert_true(c[i].flags == ISECT_INVALID && c[i].dist_sq == 0 && c[i].point_a.x == 0 &&
                    c[i].point_b.x == 0 && c[i].point_b.z == 0);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(segment_through_floor),
        cmocka_unit_test(endpoint_on_plane_hits),
        cmocka_unit_test(segment_in_plane_is_reported),
        cmocka_unit_test(parallel_line),
        cmocka_unit_test(ray_direction_matters),
        cmocka_unit_test(general_plane),
        cmocka_unit_test(classify_is_exact),
        cmocka_unit_test(three_point_plane),
        cmocka_unit_test(nearly_parallel_three_point_plane),
        cmocka_unit_test(invalid_input),
        cmocka_unit_test(degenerate_components),
        cmocka_unit_test(extreme_magnitudes),
        cmocka_unit_test(plane_from_points_at_the_ends_of_the_range),
        cmocka_unit_test(plane_paths_the_coverage_review_found),
        cmocka_unit_test(saturation_is_flagged),
        cmocka_unit_test(overflowing_intermediates),
        cmocka_unit_test(point_plane_worked_example),
        cmocka_unit_test(point_plane_345),
        cmocka_unit_test(point_plane_three_points),
        cmocka_unit_test(point_plane_extreme_magnitudes),
        cmocka_unit_test(point_plane_invalid),
    };
    return cmocka_run_group_tests_name("plane", tests, NULL, NULL);
}
