/* Lines and rays against segments in the plane (isect/segment2.h): worked examples whose
 * expected values are derived by hand in the comments (the crossing of a + t d with
 * q0 + s e at t = ((q0 - a) x e) / (d x e), s = ((q0 - a) x d) / (d x e)), the touching
 * rules (an end of the segment on the line, the ray's origin on the segment, one line),
 * rays pointing away, a ray behind a collinear segment, point inputs, a direction so long
 * or so short that t leaves the range, and invalid input. The randomised comparison with
 * the exact oracle lives in test_oracle_segment2_lin.c. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <float.h>
#include <math.h>

#include "isect/segment2.h"

static const double U = ISECT_USE_DOUBLE ? DBL_EPSILON / 2 : FLT_EPSILON / 2;

static isect_ray2 ray(double ax, double ay, double dx, double dy) {
    return (isect_ray2){{(isect_real)ax, (isect_real)ay}, {(isect_real)dx, (isect_real)dy}};
}

static isect_line2 line(double ax, double ay, double dx, double dy) {
    return (isect_line2){{(isect_real)ax, (isect_real)ay}, {(isect_real)dx, (isect_real)dy}};
}

static isect_seg2 seg(double x0, double y0, double x1, double y1) {
    return (isect_seg2){{(isect_real)x0, (isect_real)y0}, {(isect_real)x1, (isect_real)y1}};
}

static void near(double got, double want) {
    assert_true(fabs(got - want) <= 4 * U * fabs(want));
}

/* One common point: count 1, t[0] == t[1] == t, the point (x, y) (exactly when asked),
 * the normal (nx, ny) within 4 u, the flags. */
static void expect_point(isect_find_result2 r, double t, double x, double y, double nx, double ny,
                         unsigned flags) {
    assert_true(r.hit);
    assert_int_equal(r.count, 1);
    assert_int_equal(r.flags, flags);
    near(r.t[0], t);
    assert_true(r.t[1] == r.t[0]);
    for (int k = 0; k < 2; k++) {
        near(r.point[k].x, x);
        near(r.point[k].y, y);
    }
    assert_true(fabs(r.normal.x - nx) <= 4 * U && fabs(r.normal.y - ny) <= 4 * U);
}

static void expect_miss(isect_find_result2 r, unsigned flags) {
    assert_false(r.hit);
    assert_int_equal(r.flags, flags);
    assert_true(r.count == 0 && r.t[0] == 0 && r.t[1] == 0 && r.point[0].x == 0 &&
                r.point[0].y == 0 && r.point[1].x == 0 && r.point[1].y == 0 && r.normal.x == 0 &&
                r.normal.y == 0);
}

/* The ray from (0, 0) along (2, 0) against the wall x = 3 from (3, -1) to (3, 1):
 * e = (0, 2), q0 - a = (3, -1); d x e = 2*2 - 0*0 = 4; (q0 - a) x e = 3*2 - (-1)*0 = 6,
 * so t = 6/4 = 1.5 and the point (3, 0); s = ((q0 - a) x d) / 4 = (3*0 - (-1)*2)/4 = 0.5,
 * the wall's middle: a proper crossing, no flag. perp(e) = (-2, 0) and perp(e) . d = -4 < 0,
 * so the normal is (-1, 0), facing the ray. The line through the same numbers: the same;
 * the ray turned round (d = (-2, 0)) misses, the line backwards still crosses at t = -1.5
 * with the normal (1, 0). */
static void ray_against_a_wall(void **state) {
    (void)state;
    isect_seg2 wall = seg(3, -1, 3, 1);
    isect_ray2 r = ray(0, 0, 2, 0);
    expect_point(isect_find_ray2_seg2(&r, &wall), 1.5, 3, 0, -1, 0, 0);
    assert_true(isect_test_ray2_seg2(&r, &wall));
    isect_line2 l = line(0, 0, 2, 0);
    expect_point(isect_find_line2_seg2(&l, &wall), 1.5, 3, 0, -1, 0, 0);
    r = ray(0, 0, -2, 0);
    expect_miss(isect_find_ray2_seg2(&r, &wall), 0);
    assert_false(isect_test_ray2_seg2(&r, &wall));
    l = line(0, 0, -2, 0);
    expect_point(isect_find_line2_seg2(&l, &wall), -1.5, 3, 0, 1, 0, 0);
}

/* The ray (0, 0) + t (1, 0) through the wall's end: the wall from (3, 0) to (3, 5) has its
 * end q0 on the ray at t = 3, reported exactly, touching. A wall from (3, 1) to (3, 5)
 * misses (it starts above the ray). The ray starting on the wall (3, -1)-(3, 1) at (3, 0):
 * t = 0, the origin itself, touching; the line through that point crosses the wall there
 * too, but a line has no start: no flag. */
static void touching_rules(void **state) {
    (void)state;
    isect_ray2 r = ray(0, 0, 1, 0);
    isect_seg2 wall = seg(3, 0, 3, 5);
    isect_find_result2 f = isect_find_ray2_seg2(&r, &wall);
    expect_point(f, 3, 3, 0, -1, 0, ISECT_TOUCHING);
    assert_true(f.point[0].x == 3 && f.point[0].y == 0);
    wall = seg(3, 1, 3, 5);
    expect_miss(isect_find_ray2_seg2(&r, &wall), 0);
    wall = seg(3, -1, 3, 1);
    r = ray(3, 0, 1, 1);
    f = isect_find_ray2_seg2(&r, &wall);
    /* d = (1, 1), e = (0, 2): perp(e) = (-2, 0), perp(e) . d = -2 < 0: normal (-1, 0) */
    expect_point(f, 0, 3, 0, -1, 0, ISECT_TOUCHING);
    assert_true(f.t[0] == 0 && f.point[0].x == 3 && f.point[0].y == 0);
    isect_line2 l = line(3, 0, 1, 1);
    expect_point(isect_find_line2_seg2(&l, &wall), 0, 3, 0, -1, 0, 0);
}

/* On one line: the ray (0, 0) + t (2, 0) and the segment from (5, 0) to (-3, 0). Its ends
 * have t = 5/2 = 2.5 and -3/2 = -1.5; the ray keeps [0, 2.5], from its origin to q0, both
 * reported exactly, count ISECT_INFINITE, touching, no normal. The line keeps [-1.5, 2.5]
 * from q1 to q0. A ray pointing away from a segment wholly behind it, (1, 0) to (4, 0) with
 * d = (-1, 0), misses; one whose segment ends at its origin, (0, 0) to (-4, 0) with
 * d = (1, 0), touches it in that one point: count 1, t = 0. */
static void on_one_line(void **state) {
    (void)state;
    isect_seg2 s = seg(5, 0, -3, 0);
    isect_ray2 r = ray(0, 0, 2, 0);
    isect_find_result2 f = isect_find_ray2_seg2(&r, &s);
    assert_true(f.hit && f.count == ISECT_INFINITE && f.flags == ISECT_TOUCHING);
    assert_true(f.t[0] == 0 && f.point[0].x == 0 && f.point[0].y == 0);
    near(f.t[1], 2.5);
    assert_true(f.point[1].x == 5 && f.point[1].y == 0);
    assert_true(f.normal.x == 0 && f.normal.y == 0);
    isect_line2 l = line(0, 0, 2, 0);
    f = isect_find_line2_seg2(&l, &s);
    assert_true(f.hit && f.count == ISECT_INFINITE && f.flags == ISECT_TOUCHING);
    near(f.t[0], -1.5);
    near(f.t[1], 2.5);
    assert_true(f.point[0].x == -3 && f.point[1].x == 5);
    s = seg(1, 0, 4, 0);
    r = ray(0, 0, -1, 0);
    expect_miss(isect_find_ray2_seg2(&r, &s), 0);
    s = seg(0, 0, -4, 0);
    r = ray(0, 0, 1, 0);
    f = isect_find_ray2_seg2(&r, &s);
    assert_true(f.hit && f.count == 1 && f.flags == ISECT_TOUCHING && f.t[0] == 0 && f.t[1] == 0);
    assert_true(f.point[0].x == 0 && f.point[0].y == 0);
}

/* Points: a zero direction is the point a, met when it lies on the segment (t = 0,
 * touching, degenerate); a segment with q0 == q1 is met when the point lies on the ray:
 * (2, 2) on the ray (0, 0) + t (1, 1) at t = 2. Off the ray: a miss flagged degenerate. */
static void points(void **state) {
    (void)state;
    isect_seg2 s = seg(-1, 1, 3, 1);
    isect_line2 l = line(1, 1, 0, 0);
    isect_find_result2 f = isect_find_line2_seg2(&l, &s);
    assert_true(f.hit && f.count == 1 && f.flags == (ISECT_TOUCHING | ISECT_DEGENERATE));
    assert_true(f.t[0] == 0 && f.point[0].x == 1 && f.point[0].y == 1);
    l = line(1, 2, 0, 0);
    expect_miss(isect_find_line2_seg2(&l, &s), ISECT_DEGENERATE);
    s = seg(2, 2, 2, 2);
    isect_ray2 r = ray(0, 0, 1, 1);
    f = isect_find_ray2_seg2(&r, &s);
    assert_true(f.hit && f.count == 1 && f.flags == (ISECT_TOUCHING | ISECT_DEGENERATE));
    near(f.t[0], 2);
    assert_true(f.point[0].x == 2 && f.point[0].y == 2);
    r = ray(0, 0, -1, -1);
    expect_miss(isect_find_ray2_seg2(&r, &s), ISECT_DEGENERATE);
}

/* A direction of 2^-1060 (2^-140 in the float build) towards the wall x = 3 from (0, 0):
 * t = 3 2^1060 lies beyond the range, so it saturates (ISECT_SATURATED), and the point is
 * still (3, 0). A direction of 2^1000 (2^120): t = 3 2^-1000, representable, the point
 * (3, 0) again. The same long direction towards the wall x = 3 2^-80 (3 2^-40): t =
 * 3 2^-1080 (3 2^-160) underflows, and the point is still (3 2^-80, 0). */
static void extreme_directions(void **state) {
    (void)state;
    double tiny = ISECT_USE_DOUBLE ? 0x1p-1060 : 0x1p-140;
    double huge = ISECT_USE_DOUBLE ? 0x1p1000 : 0x1p120;
    double near_x = ISECT_USE_DOUBLE ? 0x3p-80 : 0x3p-40;
    isect_seg2 wall = seg(3, -1, 3, 1);
    isect_ray2 r = ray(0, 0, tiny, 0);
    isect_find_result2 f = isect_find_ray2_seg2(&r, &wall);
    assert_true(f.hit && f.count == 1);
    assert_int_equal(f.flags, ISECT_SATURATED);
    assert_true(f.t[0] == (ISECT_USE_DOUBLE ? DBL_MAX : FLT_MAX));
    near(f.point[0].x, 3);
    assert_true(f.point[0].y == 0);
    r = ray(0, 0, huge, 0);
    f = isect_find_ray2_seg2(&r, &wall);
    assert_int_equal(f.flags, 0);
    near(f.t[0], 3 / huge);
    near(f.point[0].x, 3);
    wall = seg(near_x, -1, near_x, 1);
    f = isect_find_ray2_seg2(&r, &wall);
    assert_true(f.hit && f.flags == 0);
    assert_true(f.t[0] >= 0 && f.t[0] < (ISECT_USE_DOUBLE ? DBL_MIN : FLT_MIN));
    near(f.point[0].x, near_x);
    assert_true(f.point[0].y == 0);
}

static void invalid_input(void **state) {
    (void)state;
    isect_seg2 s = seg(0, 0, 1, 1), bad = seg(0, NAN, 1, 1);
    isect_ray2 r = ray(0, 0, 1, 0), rbad = ray(INFINITY, 0, 1, 0);
    isect_line2 l = line(0, 0, 1, 0);
    expect_miss(isect_find_ray2_seg2(&r, &bad), ISECT_INVALID);
    expect_miss(isect_find_ray2_seg2(&rbad, &s), ISECT_INVALID);
    expect_miss(isect_find_ray2_seg2(NULL, &s), ISECT_INVALID);
    expect_miss(isect_find_line2_seg2(&l, NULL), ISECT_INVALID);
    assert_false(isect_test_ray2_seg2(&rbad, &s));
    assert_false(isect_test_line2_seg2(&l, &bad));
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(ray_against_a_wall), cmocka_unit_test(touching_rules),
        cmocka_unit_test(on_one_line),        cmocka_unit_test(points),
        cmocka_unit_test(extreme_directions), cmocka_unit_test(invalid_input),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
