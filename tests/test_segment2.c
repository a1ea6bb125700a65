/* Segments against segments in the plane (isect/segment2.h): worked examples.
 *
 * Expected values come from geometry that is exact by construction (integer and dyadic
 * coordinates, worked by hand) or, for the near-degenerate regressions, from exact
 * rational arithmetic (Python's fractions, the computation quoted beside each case). The
 * cases the published routines get wrong are here as regressions: RTCD's
 * Test2DSegmentSegment requires a1 a2 < 0 and a3 a4 < 0, so it misses segments that
 * overlap along a common line and every touching at an end point, and its rounded areas
 * misjudge a crossing within rounding of an end. The oracle test
 * (test_oracle_segment2.c) covers the rest against GMP. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <float.h>
#include <math.h>

#include "isect/isect.h"

#if ISECT_USE_DOUBLE
static const double unit_roundoff = 0x1p-53;
#define REAL_MAX DBL_MAX
#define REAL_TRUE_MIN DBL_TRUE_MIN
#else
static const double unit_roundoff = 0x1p-24;
#define REAL_MAX FLT_MAX
#define REAL_TRUE_MIN FLT_TRUE_MIN
#endif

static isect_seg2 seg(isect_real x0, isect_real y0, isect_real x1, isect_real y1) {
    return (isect_seg2){{x0, y0}, {x1, y1}};
}

static bool eq2(isect_vec2 v, isect_real x, isect_real y) {
    return v.x == x && v.y == y;
}

static bool all_zero(const isect_find_result2 *r) {
    return !r->hit && r->count == 0 && r->t[0] == 0 && r->t[1] == 0 && eq2(r->point[0], 0, 0) &&
           eq2(r->point[1], 0, 0) && eq2(r->normal, 0, 0);
}

/* find agrees with test, in both orders and with either segment reversed (the answer
 * hit is symmetric), and a miss is all zero. */
static isect_find_result2 find_checked(isect_seg2 a, isect_seg2 b) {
    isect_find_result2 r = isect_find_seg2_seg2(&a, &b);
    bool hit = isect_test_seg2_seg2(&a, &b);
    assert_int_equal(r.hit, hit);
    assert_int_equal(isect_test_seg2_seg2(&b, &a), hit);
    isect_seg2 ra = {a.p1, a.p0}, rb = {b.p1, b.p0};
    assert_int_equal(isect_test_seg2_seg2(&ra, &b), hit);
    assert_int_equal(isect_test_seg2_seg2(&a, &rb), hit);
    if (!hit)
        assert_true(all_zero(&r));
    return r;
}

/* Two diagonals of the square [0, 2]^2 cross at its centre, t = 1/2; the normal is that
 * of b's line facing a's start, -(1, 1)/sqrt 2. No end point is involved: no flag. */
static void proper_crossing(void **state) {
    (void)state;
    isect_find_result2 r = find_checked(seg(0, 0, 2, 2), seg(0, 2, 2, 0));
    assert_true(r.hit);
    assert_int_equal(r.count, 1);
    assert_true(r.t[0] == 0.5 && r.t[1] == 0.5);
    assert_true(eq2(r.point[0], 1, 1) && eq2(r.point[1], 1, 1));
    assert_float_equal(r.normal.x, -0.70710678118654752, 4 * unit_roundoff);
    assert_float_equal(r.normal.y, -0.70710678118654752, 4 * unit_roundoff);
    assert_int_equal(r.flags, 0);
    /* a travelling the other way: the normal turns with it */
    r = find_checked(seg(2, 2, 0, 0), seg(0, 2, 2, 0));
    assert_true(r.t[0] == 0.5 && r.normal.x > 0 && r.normal.y > 0);
}

/* A T-junction: b's end (1, 0) rests on a = (0,0)-(4,0). Touching, t = 1/4, the point is
 * b's end itself; b is vertical, a travels +x, so the normal is (-1, 0). RTCD's
 * Test2DSegmentSegment returns 0 here (a1 a2 = 0). */
static void end_point_on_segment(void **state) {
    (void)state;
    isect_find_result2 r = find_checked(seg(0, 0, 4, 0), seg(1, 0, 1, 3));
    assert_true(r.hit);
    assert_int_equal(r.count, 1);
    assert_true(r.t[0] == 0.25 && r.t[1] == 0.25);
    assert_true(eq2(r.point[0], 1, 0));
    assert_true(eq2(r.normal, -1, 0));
    assert_int_equal(r.flags, ISECT_TOUCHING);
    /* the same with a's end on b: t exactly 1, the end itself */
    r = find_checked(seg(-3, 1, 1, 1), seg(1, 0, 1, 3));
    assert_true(r.hit && r.t[0] == 1 && r.t[1] == 1 && eq2(r.point[0], 1, 1));
    assert_true(eq2(r.normal, -1, 0));
    assert_int_equal(r.flags, ISECT_TOUCHING);
    /* a starting on b: t exactly 0 */
    r = find_checked(seg(1, 2, 5, 7), seg(1, 0, 1, 3));
    assert_true(r.hit && r.t[0] == 0 && eq2(r.point[0], 1, 2));
    assert_int_equal(r.flags, ISECT_TOUCHING);
}

/* Two segments sharing an end point, not on one line: t = 1 and the shared point. */
static void shared_end_point(void **state) {
    (void)state;
    isect_find_result2 r = find_checked(seg(0, 0, 1, 1), seg(1, 1, 3, 0));
    assert_true(r.hit && r.count == 1 && r.t[0] == 1 && r.t[1] == 1);
    assert_true(eq2(r.point[0], 1, 1));
    assert_int_equal(r.flags, ISECT_TOUCHING);
    r = find_checked(seg(0, 0, 1, 1), seg(3, 0, 1, 1));
    assert_true(r.hit && r.t[0] == 1 && eq2(r.point[1], 1, 1));
}

/* Segments on one line: the overlap's interval along a, its ends exact, count infinite,
 * no normal. RTCD's routine reports every one of these as a miss. */
static void collinear_overlap(void **state) {
    (void)state;
    isect_find_result2 r = find_checked(seg(0, 0, 4, 0), seg(3, 0, 6, 0));
    assert_true(r.hit);
    assert_int_equal(r.count, ISECT_INFINITE);
    assert_true(r.t[0] == 0.75 && r.t[1] == 1);
    assert_true(eq2(r.point[0], 3, 0) && eq2(r.point[1], 4, 0));
    assert_true(eq2(r.normal, 0, 0));
    assert_int_equal(r.flags, ISECT_TOUCHING);
    /* b inside a, reversed: t from 1/4 to 3/4 */
    r = find_checked(seg(0, 0, 4, 0), seg(3, 0, 1, 0));
    assert_true(r.count == ISECT_INFINITE && r.t[0] == 0.25 && r.t[1] == 0.75);
    assert_true(eq2(r.point[0], 1, 0) && eq2(r.point[1], 3, 0));
    /* a reversed: its start (4, 0) is t = 0, (1, 0) is t = 3/4 */
    r = find_checked(seg(4, 0, 0, 0), seg(1, 0, 6, 0));
    assert_true(r.count == ISECT_INFINITE && r.t[0] == 0 && r.t[1] == 0.75);
    assert_true(eq2(r.point[0], 4, 0) && eq2(r.point[1], 1, 0));
    /* a inside b: the whole of a */
    r = find_checked(seg(1, 2, 2, 4), seg(0, 0, 3, 6));
    assert_true(r.count == ISECT_INFINITE && r.t[0] == 0 && r.t[1] == 1);
    /* a vertical line: ordered by y */
    r = find_checked(seg(5, 0, 5, 4), seg(5, 3, 5, 9));
    assert_true(r.count == ISECT_INFINITE && r.t[0] == 0.75 && r.t[1] == 1);
    assert_true(eq2(r.point[0], 5, 3) && eq2(r.point[1], 5, 4));
    /* a slanted line through far-apart dyadic points */
    r = find_checked(seg(-8, -4, 8, 4), seg(2, 1, 16, 8));
    assert_true(r.count == ISECT_INFINITE && r.t[0] == 0.625 && r.t[1] == 1);
}

/* On one line, touching end to end: one point; apart: a miss with no flag. */
static void collinear_touching_and_apart(void **state) {
    (void)state;
    isect_find_result2 r = find_checked(seg(0, 0, 1, 2), seg(1, 2, 2, 4));
    assert_true(r.hit && r.count == 1 && r.t[0] == 1 && r.t[1] == 1);
    assert_true(eq2(r.point[0], 1, 2) && eq2(r.normal, 0, 0));
    assert_int_equal(r.flags, ISECT_TOUCHING);
    r = find_checked(seg(0, 0, 1, 2), seg(1.5, 3, 2, 4));
    assert_false(r.hit);
    assert_int_equal(r.flags, 0);
    r = find_checked(seg(5, 0, 5, 4), seg(5, 4.5, 5, 9));
    assert_false(r.hit);
}

/* Parallel lines apart, and a miss in general position. */
static void misses(void **state) {
    (void)state;
    isect_find_result2 r = find_checked(seg(0, 0, 2, 0), seg(0, 1, 2, 1));
    assert_false(r.hit);
    assert_int_equal(r.flags, 0);
    r = find_checked(seg(0, 0, 2, 2), seg(3, 0, 2, 0.5)); /* b's line crosses a's beyond b */
    assert_false(r.hit);
    r = find_checked(seg(0, 0, 1, 1), seg(3, 0, 0, 3)); /* the lines cross at (1.5, 1.5) */
    assert_false(r.hit);
}

/* A zero-length segment is its point: on the other segment it hits at that point,
 * touching; off it, a miss; both flagged ISECT_DEGENERATE. */
static void zero_length(void **state) {
    (void)state;
    isect_find_result2 r = find_checked(seg(1, 1, 1, 1), seg(0, 0, 2, 2));
    assert_true(r.hit && r.count == 1 && r.t[0] == 0 && r.t[1] == 0);
    assert_true(eq2(r.point[0], 1, 1) && eq2(r.normal, 0, 0));
    assert_int_equal(r.flags, ISECT_TOUCHING | ISECT_DEGENERATE);
    r = find_checked(seg(1, 2, 1, 2), seg(0, 0, 2, 2));
    assert_false(r.hit);
    assert_int_equal(r.flags, ISECT_DEGENERATE);
    /* b a point on a: its parameter along a */
    r = find_checked(seg(0, 0, 4, 0), seg(1, 0, 1, 0));
    assert_true(r.hit && r.t[0] == 0.25 && eq2(r.point[0], 1, 0));
    assert_int_equal(r.flags, ISECT_TOUCHING | ISECT_DEGENERATE);
    /* b a point at a's end: t exactly 1 */
    r = find_checked(seg(0, 0, 4, 0), seg(4, 0, 4, 0));
    assert_true(r.hit && r.t[0] == 1 && eq2(r.point[0], 4, 0));
    /* two points: equal, or not */
    r = find_checked(seg(3, 3, 3, 3), seg(3, 3, 3, 3));
    assert_true(r.hit && r.count == 1 && r.t[0] == 0 && eq2(r.point[0], 3, 3));
    assert_int_equal(r.flags, ISECT_TOUCHING | ISECT_DEGENERATE);
    r = find_checked(seg(3, 3, 3, 3), seg(3, 4, 3, 4));
    assert_false(r.hit);
    assert_int_equal(r.flags, ISECT_DEGENERATE);
}

/* A crossing within rounding of a's end p1. Exact rational arithmetic on these inputs
 * (o3 o4 < 0 and o1 o2 < 0, both strictly) gives a proper crossing at
 * t* = 0x1.fffffffffffebp-1 (double) and 0x1.fffffefe47bc2p-1 (float case), i.e. 1 - t*
 * = 2.4e-15 and 3.0e-8; RTCD's Test2DSegmentSegment, evaluated in the same precision,
 * reports a miss for both. isect: a hit, no touching flag, 0 < t < 1 within the bound. */
static void crossing_within_rounding_of_an_end(void **state) {
    (void)state;
#if ISECT_USE_DOUBLE
    isect_seg2 a =
        seg(0x1.e759ff97b7508p-3, 0x1.16a5368858d8dp-1, 0x1.5331798f43de3p-1, 0x1.f157f4a4e3f99p-1);
    isect_seg2 b = seg(-0x1.1ddf5f93b5025p-1, -0x1.961b12675e846p-2, 0x1.2df650e8a135ep+0,
                       0x1.8cfd5271d435ap+0);
    const double t_exact = 0x1.fffffffffffebp-1;
#else
    isect_seg2 a = seg(0x1.71dbc6p-2f, 0x1.53e0c4p-3f, 0x1.8cd8e2p-4f, 0x1.b951f6p-3f);
    isect_seg2 b = seg(0x1.2a65c4p-3f, 0x1.0acffp-4f, -0x1.88e63ep-4f, 0x1.9e608p-1f);
    const double t_exact = 0x1.fffffefe47bc2p-1;
#endif
    isect_find_result2 r = find_checked(a, b);
    assert_true(r.hit);
    assert_int_equal(r.count, 1);
    assert_int_equal(r.flags, 0);
    assert_true(r.t[0] > 0 && r.t[0] < 1 && r.t[0] == r.t[1]);
    assert_true(fabs(r.t[0] - t_exact) <= 4 * unit_roundoff * t_exact);
    /* p1.x one ulp away (towards b's side: down in the double case, up in the float
     * case) and the exact answer is a miss (same rational arithmetic) */
#if ISECT_USE_DOUBLE
    a.p1.x = 0x1.5331798f43de2p-1;
#else
    a.p1.x = 0x1.8cd8e4p-4f;
#endif
    r = find_checked(a, b);
    assert_false(r.hit);
}

/* Nearly parallel segments whose rounded directions are exactly parallel: a runs from
 * (-l0, -l1) to (3, 1) with l0 = fl(3 l1), b from (2^-1000, 0) (float: 2^-140) to (6, 2).
 * Exact rational arithmetic: all four signs strict and straddling, a proper crossing at
 * 1 - t* = 2.4e-268 (float case: 3.2e-27). The double-double cross products behind the
 * crossing parameter cancel to 0 here (found by the coverage review of issue 11: the
 * fallback then returned t = 8.7e-19); the exact values decide t, which rounds to 1 and is
 * kept strictly inside as the largest isect_real below 1. */
static void nearly_parallel_crossing_at_an_end(void **state) {
    (void)state;
#if ISECT_USE_DOUBLE
    const isect_real l1 = 0x1.0000000000003p-60, l0 = 0x1.8000000000004p-59, q = 0x1p-1000;
#else
    const isect_real l1 = 0x1.000006p-30f, l0 = 0x1.800008p-29f, q = 0x1p-140f;
#endif
    isect_find_result2 r = find_checked(seg(-l0, -l1, 3, 1), seg(q, 0, 6, 2));
    assert_true(r.hit);
    assert_int_equal(r.count, 1);
    assert_int_equal(r.flags, 0);
    assert_true(r.t[0] == 1 - unit_roundoff && r.t[1] == r.t[0]);
    assert_true(fabs(r.point[0].x - 3) <= 4 * unit_roundoff * 3);
    assert_true(fabs(r.point[0].y - 1) <= 4 * unit_roundoff * 3);
}

/* The ends of the range: coordinates at the largest finite value (every difference
 * overflows) and in the subnormal range (every product underflows). */
static void extreme_magnitudes(void **state) {
    (void)state;
    const isect_real m = REAL_MAX, d = REAL_TRUE_MIN;
    isect_find_result2 r = find_checked(seg(-m, 0, m, 0), seg(0, -m, 0, m));
    assert_true(r.hit && r.count == 1 && r.t[0] == 0.5 && eq2(r.point[0], 0, 0));
    assert_true(eq2(r.normal, -1, 0));
    assert_int_equal(r.flags, 0);
    r = find_checked(seg(-m, -m, m, m), seg(-m, m, m, -m));
    assert_true(r.hit && r.t[0] == 0.5 && eq2(r.point[0], 0, 0));
    r = find_checked(seg(0, 0, 4 * d, 4 * d), seg(0, 4 * d, 4 * d, 0));
    assert_true(r.hit && r.t[0] == 0.5 && eq2(r.point[0], 2 * d, 2 * d));
    assert_float_equal(r.normal.x, -0.70710678118654752, 4 * unit_roundoff);
    r = find_checked(seg(0, 0, 4 * d, 0), seg(3 * d, 0, 6 * d, 0));
    assert_true(r.count == ISECT_INFINITE && r.t[0] == 0.75 && r.t[1] == 1);
    r = find_checked(seg(0, 0, 4 * d, 0), seg(0, d, 4 * d, d));
    assert_false(r.hit);
    /* an overlap from -max to 0 with b's end at about -0.4844 max (found by fuzzing: the
     * two-sum behind the first version of this parameter overflowed: t came back NaN) */
#if ISECT_USE_DOUBLE
    const isect_real e = -0x1.f02050209ffffp+1022;
#else
    const isect_real e = -0x1.f02050p+126f;
#endif
    r = find_checked(seg(-m, 0, 0, 0), seg(e, 0, 0, 0));
    assert_true(r.hit && r.count == ISECT_INFINITE && r.t[1] == 1);
    const double t_exact = 1 - (double)e / (double)-m; /* (e - (-m)) / m, to rounding */
    assert_true(fabs(r.t[0] - t_exact) <= 4 * unit_roundoff * t_exact);
    assert_true(eq2(r.point[0], e, 0) && eq2(r.point[1], 0, 0));
}

/* Invalid input: a miss flagged ISECT_INVALID, never a crash; test is false. */
static void invalid_input(void **state) {
    (void)state;
    isect_seg2 good = seg(0, 0, 1, 1);
    isect_seg2 bad[3] = {seg(NAN, 0, 1, 1), seg(0, 0, INFINITY, 1), seg(0, 0, 1, -INFINITY)};
    for (int i = 0; i < 3; i++) {
        isect_find_result2 r = isect_find_seg2_seg2(&bad[i], &good);
        assert_false(r.hit || isect_test_seg2_seg2(&bad[i], &good));
        assert_int_equal(r.flags, ISECT_INVALID);
        assert_true(r.t[0] == 0 && r.t[1] == 0 && eq2(r.point[0], 0, 0) && eq2(r.normal, 0, 0));
        r = isect_find_seg2_seg2(&good, &bad[i]);
        assert_int_equal(r.flags, ISECT_INVALID);
        assert_false(isect_test_seg2_seg2(&good, &bad[i]));
    }
    assert_false(isect_test_seg2_seg2(NULL, &good) || isect_test_seg2_seg2(&good, NULL));
    assert_int_equal(isect_find_seg2_seg2(NULL, &good).flags, ISECT_INVALID);
    assert_int_equal(isect_find_seg2_seg2(&good, NULL).flags, ISECT_INVALID);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(proper_crossing),
        cmocka_unit_test(end_point_on_segment),
        cmocka_unit_test(shared_end_point),
        cmocka_unit_test(collinear_overlap),
        cmocka_unit_test(collinear_touching_and_apart),
        cmocka_unit_test(misses),
        cmocka_unit_test(zero_length),
        cmocka_unit_test(crossing_within_rounding_of_an_end),
        cmocka_unit_test(nearly_parallel_crossing_at_an_end),
        cmocka_unit_test(extreme_magnitudes),
        cmocka_unit_test(invalid_input),
    };
    return cmocka_run_group_tests_name("segment2", tests, NULL, NULL);
}
