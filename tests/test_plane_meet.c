/* Two and three planes (isect/plane.h, RTCD 5.4.4 and 5.4.5): worked examples whose
 * expected values are derived by hand in the comments, every kind of common set (a line,
 * one plane, distinct parallel planes; a point, a line, a prism, two parallel planes
 * crossed by a third, all parallel, all one plane), nearly parallel planes far below the
 * textbook formula's reach, a point beyond the range (saturated) and invalid input. The
 * randomised comparison with the exact oracle lives in test_oracle_plane_meet.c. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <float.h>
#include <math.h>

#include "check/check.h"
#include "isect/plane.h"

static const double U = ISECT_USE_DOUBLE ? DBL_EPSILON / 2 : FLT_EPSILON / 2;

/* Each coordinate of got within the documented 4 u of the expected one, relative to it. */
static void expect_vec(isect_vec3 got, double x, double y, double z) {
    double e[3] = {x, y, z};
    for (int i = 0; i < 3; i++)
        assert_true(fabs(check_coord(got, i) - e[i]) <= 4 * U * fabs(e[i]));
}

static isect_plane3 plane(double nx, double ny, double nz, double o) {
    return (isect_plane3){{(isect_real)nx, (isect_real)ny, (isect_real)nz}, (isect_real)o};
}

static void expect_zero(isect_vec3 v) {
    assert_true(v.x == 0 && v.y == 0 && v.z == 0);
}

/* ---- Two planes --------------------------------------------------------------------- */

/* z = 2 and x = 3 meet in the line x = 3, z = 2. Its direction is
 * (0, 0, 1) x (1, 0, 0) = (0*0 - 1*0, 1*1 - 0*0, 0*0 - 0*1) = (0, 1, 0), and its point
 * nearest the origin is (3, 0, 2). Normals of other lengths give the same line:
 * (0, 0, 2) . x = 4 and (3, 0, 0) . x = 9, direction along (0, 6, 0). */
static void two_axis_planes(void **state) {
    (void)state;
    isect_plane3 a = plane(0, 0, 1, 2), b = plane(1, 0, 0, 3);
    isect_planes_result3 r = isect_find_plane3_plane3(&a, &b);
    assert_true(r.hit && r.meet == ISECT_MEET_LINE);
    assert_true(r.parallel == 0 && r.coincident == 0 && r.flags == 0);
    expect_vec(r.point, 3, 0, 2);
    expect_vec(r.dir, 0, 1, 0);
    assert_true(isect_test_plane3_plane3(&a, &b));
    a = plane(0, 0, 2, 4);
    b = plane(3, 0, 0, 9);
    r = isect_find_plane3_plane3(&a, &b);
    expect_vec(r.point, 3, 0, 2);
    expect_vec(r.dir, 0, 1, 0);
    /* the other order reverses the direction: (1, 0, 0) x (0, 0, 1) = (0, -1, 0) */
    r = isect_find_plane3_plane3(&b, &a);
    expect_vec(r.dir, 0, -1, 0);
}

/* x + y = 2 and z = 1: direction (1, 1, 0) x (0, 0, 1) = (1, -1, 0), unit
 * (1/sqrt 2, -1/sqrt 2, 0); the line's points are (1 + s, 1 - s, 1), nearest the origin
 * at s = 0: (1, 1, 1). */
static void two_oblique_planes(void **state) {
    (void)state;
    isect_plane3 a = plane(1, 1, 0, 2), b = plane(0, 0, 1, 1);
    isect_planes_result3 r = isect_find_plane3_plane3(&a, &b);
    assert_true(r.hit && r.meet == ISECT_MEET_LINE);
    expect_vec(r.point, 1, 1, 1);
    double h = sqrt(0.5); /* correctly rounded (IEEE sqrt) */
    expect_vec(r.dir, h, -h, 0);
}

/* z = 1 against (0, 0, -2) . x = 4, i.e. z = -2: parallel and distinct, no common point.
 * Against (0, 0, -2) . x = -2, i.e. z = 1: one plane, whose point nearest the origin is
 * (0, 0, 1) (from the first plane: n o / |n|^2). */
static void two_parallel_planes(void **state) {
    (void)state;
    isect_plane3 a = plane(0, 0, 1, 1), b = plane(0, 0, -2, 4);
    isect_planes_result3 r = isect_find_plane3_plane3(&a, &b);
    assert_true(!r.hit && r.meet == ISECT_MEET_NONE);
    assert_true(r.parallel == 1 && r.coincident == 0 && r.flags == 0);
    expect_zero(r.point);
    expect_zero(r.dir);
    assert_false(isect_test_plane3_plane3(&a, &b));
    b = plane(0, 0, -2, -2);
    r = isect_find_plane3_plane3(&a, &b);
    assert_true(r.hit && r.meet == ISECT_MEET_PLANE);
    assert_true(r.parallel == 1 && r.coincident == 1);
    expect_vec(r.point, 0, 0, 1);
    expect_zero(r.dir);
    assert_true(isect_test_plane3_plane3(&a, &b));
}

/* z = 0 and e x + z = 5 e with e = 2^-600 (2^-100 in the float build): the planes differ
 * by an angle of about e. They meet where z = 0 and x = 5, along
 * (0, 0, 1) x (e, 0, 1) = (0, e, 0): the line (5, s, 0), nearest the origin at (5, 0, 0).
 * RTCD's formula divides by |d|^2 = e^2 = 2^-1200, which underflows to 0 in double: inf
 * or NaN. Here the point is exact to rounding. Moving the second normal by one ulp more
 * (2e) halves x: 5 e = 2 e x gives x = 2.5. */
static void two_nearly_parallel_planes(void **state) {
    (void)state;
    double e = ISECT_USE_DOUBLE ? 0x1p-600 : 0x1p-100;
    isect_plane3 a = plane(0, 0, 1, 0), b = plane(e, 0, 1, 5 * e);
    isect_planes_result3 r = isect_find_plane3_plane3(&a, &b);
    assert_true(r.hit && r.meet == ISECT_MEET_LINE && r.flags == 0);
    expect_vec(r.point, 5, 0, 0);
    expect_vec(r.dir, 0, 1, 0);
    b = plane(2 * e, 0, 1, 5 * e);
    r = isect_find_plane3_plane3(&a, &b);
    expect_vec(r.point, 2.5, 0, 0);
    /* exactly parallel at that scale: (0, 0, 1) and (0, 0, 1 + 0) with offsets 0 and e */
    b = plane(0, 0, 1, e);
    r = isect_find_plane3_plane3(&a, &b);
    assert_true(r.meet == ISECT_MEET_NONE && r.parallel == 1);
}

/* ---- Three planes ------------------------------------------------------------------- */

/* x = 1, y = 2, z = 3 meet in (1, 2, 3). x + y + z = 6, x - y = 0, z = 3: x = y and
 * 2 x + 3 = 6, so (1.5, 1.5, 3). */
static void three_planes_point(void **state) {
    (void)state;
    isect_plane3 a = plane(1, 0, 0, 1), b = plane(0, 1, 0, 2), c = plane(0, 0, 1, 3);
    isect_planes_result3 r = isect_find_plane3_plane3_plane3(&a, &b, &c);
    assert_true(r.hit && r.meet == ISECT_MEET_POINT);
    assert_true(r.parallel == 0 && r.coincident == 0 && r.flags == 0);
    expect_vec(r.point, 1, 2, 3);
    expect_zero(r.dir);
    a = plane(1, 1, 1, 6);
    b = plane(1, -1, 0, 0);
    r = isect_find_plane3_plane3_plane3(&a, &b, &c);
    expect_vec(r.point, 1.5, 1.5, 3);
    assert_true(isect_test_plane3_plane3_plane3(&a, &b, &c));
}

/* x = 1, y = 2 and x + y = 3: the third normal is the sum of the first two and its offset
 * the sum of theirs, so the three share the line x = 1, y = 2 (direction from the first
 * pair, (1, 0, 0) x (0, 1, 0) = (0, 0, 1); nearest point (1, 2, 0)). With x + y = 4
 * instead they meet pairwise in three parallel lines and share nothing (a prism). */
static void three_planes_line_and_prism(void **state) {
    (void)state;
    isect_plane3 a = plane(1, 0, 0, 1), b = plane(0, 1, 0, 2), c = plane(1, 1, 0, 3);
    isect_planes_result3 r = isect_find_plane3_plane3_plane3(&a, &b, &c);
    assert_true(r.hit && r.meet == ISECT_MEET_LINE);
    assert_true(r.parallel == 0 && r.coincident == 0);
    expect_vec(r.point, 1, 2, 0);
    expect_vec(r.dir, 0, 0, 1);
    c = plane(1, 1, 0, 4);
    r = isect_find_plane3_plane3_plane3(&a, &b, &c);
    assert_true(!r.hit && r.meet == ISECT_MEET_NONE);
    assert_true(r.parallel == 0 && r.coincident == 0);
    expect_zero(r.point);
    assert_false(isect_test_plane3_plane3_plane3(&a, &b, &c));
}

/* x = 1, x = 2 (parallel, pair (a, b): bit 0) and y = 0: nothing in common. x = 1,
 * 2 x = 2 (one plane) and y = 5: their line, from the first non-parallel pair (a, c):
 * direction (1, 0, 0) x (0, 1, 0) = (0, 0, 1), nearest point (1, 5, 0). */
static void three_planes_with_a_parallel_pair(void **state) {
    (void)state;
    isect_plane3 a = plane(1, 0, 0, 1), b = plane(1, 0, 0, 2), c = plane(0, 1, 0, 0);
    isect_planes_result3 r = isect_find_plane3_plane3_plane3(&a, &b, &c);
    assert_true(!r.hit && r.meet == ISECT_MEET_NONE);
    assert_true(r.parallel == 1 && r.coincident == 0);
    b = plane(2, 0, 0, 2);
    c = plane(0, 1, 0, 5);
    r = isect_find_plane3_plane3_plane3(&a, &b, &c);
    assert_true(r.hit && r.meet == ISECT_MEET_LINE);
    assert_true(r.parallel == 1 && r.coincident == 1);
    expect_vec(r.point, 1, 5, 0);
    expect_vec(r.dir, 0, 0, 1);
    /* the pair bits follow the arguments: (b, a, c) still has (first, second) parallel;
     * (c, a, b) has (second, third), bit 2 */
    r = isect_find_plane3_plane3_plane3(&c, &a, &b);
    assert_true(r.parallel == 4 && r.coincident == 4);
    /* first non-parallel pair (c, a): (0, 1, 0) x (1, 0, 0) = (0, 0, -1) */
    expect_vec(r.dir, 0, 0, -1);
}

/* z = 1, 2 z = 2, -z = -1: one plane, point (0, 0, 1), every pair coincident. z = 1,
 * z = 2, z = 3: all parallel, none coincident, nothing in common. */
static void three_parallel_planes(void **state) {
    (void)state;
    isect_plane3 a = plane(0, 0, 1, 1), b = plane(0, 0, 2, 2), c = plane(0, 0, -1, -1);
    isect_planes_result3 r = isect_find_plane3_plane3_plane3(&a, &b, &c);
    assert_true(r.hit && r.meet == ISECT_MEET_PLANE);
    assert_true(r.parallel == 7 && r.coincident == 7);
    expect_vec(r.point, 0, 0, 1);
    b = plane(0, 0, 1, 2);
    c = plane(0, 0, 1, 3);
    r = isect_find_plane3_plane3_plane3(&a, &b, &c);
    assert_true(!r.hit && r.meet == ISECT_MEET_NONE);
    assert_true(r.parallel == 7 && r.coincident == 0);
}

/* x = M (M the largest isect_real), y = 0, x - z / 2 = 0: z = 2 M, beyond the range. It
 * comes back as M with ISECT_SATURATED; x is M exactly, y 0. */
static void three_planes_beyond_range(void **state) {
    (void)state;
    double M = ISECT_USE_DOUBLE ? DBL_MAX : FLT_MAX;
    isect_plane3 a = plane(1, 0, 0, M), b = plane(0, 1, 0, 0), c = plane(1, 0, -0.5, 0);
    isect_planes_result3 r = isect_find_plane3_plane3_plane3(&a, &b, &c);
    assert_true(r.hit && r.meet == ISECT_MEET_POINT);
    assert_int_equal(r.flags, ISECT_SATURATED);
    assert_true(r.point.x == (isect_real)M && r.point.y == 0 && r.point.z == (isect_real)M);
}

/* ---- Invalid input ------------------------------------------------------------------ */

static void expect_invalid(isect_planes_result3 r) {
    assert_false(r.hit);
    assert_int_equal(r.meet, ISECT_MEET_INVALID);
    assert_int_equal(r.flags, ISECT_INVALID);
    assert_true(r.parallel == 0 && r.coincident == 0);
    expect_zero(r.point);
    expect_zero(r.dir);
}

static void invalid_planes(void **state) {
    (void)state;
    isect_plane3 good = plane(0, 0, 1, 1), zero = plane(0, 0, 0, 1), nan = plane(0, 0, 1, NAN),
                 inf = plane(INFINITY, 0, 1, 0);
    expect_invalid(isect_find_plane3_plane3(&good, &zero));
    expect_invalid(isect_find_plane3_plane3(&nan, &good));
    expect_invalid(isect_find_plane3_plane3(NULL, &good));
    expect_invalid(isect_find_plane3_plane3_plane3(&good, &good, &inf));
    expect_invalid(isect_find_plane3_plane3_plane3(&good, NULL, &good));
    assert_false(isect_test_plane3_plane3(&good, &zero));
    assert_false(isect_test_plane3_plane3_plane3(&zero, &good, &good));
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(two_axis_planes),
        cmocka_unit_test(two_oblique_planes),
        cmocka_unit_test(two_parallel_planes),
        cmocka_unit_test(two_nearly_parallel_planes),
        cmocka_unit_test(three_planes_point),
        cmocka_unit_test(three_planes_line_and_prism),
        cmocka_unit_test(three_planes_with_a_parallel_pair),
        cmocka_unit_test(three_parallel_planes),
        cmocka_unit_test(three_planes_beyond_range),
        cmocka_unit_test(invalid_planes),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
