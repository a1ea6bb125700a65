/* Lines, rays and segments against discs and balls: worked examples from the literature,
 * the mistakes of common published versions (each a regression test), invalid and
 * degenerate input. Expected values come from the cited example or from geometry that is
 * exact by construction (a ray from the centre, axis-aligned tangents); the randomised
 * comparison with the exact oracle lives in test_oracle_linear_sphere.c. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <float.h>
#include <math.h>
#include <string.h>

#include "gen/gen.h"
#include "isect/isect.h"

static bool all_zero2(const isect_find_result2 *r) {
    return r->count == 0 && r->t[0] == 0 && r->t[1] == 0 && r->point[0].x == 0 &&
           r->point[0].y == 0 && r->point[1].x == 0 && r->point[1].y == 0 && r->normal.x == 0 &&
           r->normal.y == 0;
}

static bool all_zero3(const isect_find_result3 *r) {
    return r->count == 0 && r->t[0] == 0 && r->t[1] == 0 && r->point[0].x == 0 &&
           r->point[0].y == 0 && r->point[0].z == 0 && r->point[1].x == 0 && r->point[1].y == 0 &&
           r->point[1].z == 0 && r->normal.x == 0 && r->normal.y == 0 && r->normal.z == 0;
}

/* The worked example: segment (3,2)-(10,6) against the circle centred (10,4), radius 3,
 * enters near (7.01444, 4.29396); its second crossing lies beyond (10,6), which is
 * inside the circle, so exactly one crossing is reported. */
static void worked_example_segment_circle(void **state) {
    (void)state;
    isect_seg2 seg = {{3, 2}, {10, 6}};
    isect_circle2 circle = {{10, 4}, 3};
    assert_true(isect_test_seg2_circle2(&seg, &circle));
    isect_find_result2 r = isect_find_seg2_circle2(&seg, &circle);
    assert_true(r.hit);
    assert_int_equal(r.count, 1);
    assert_int_equal(r.flags, ISECT_ENDED_INSIDE);
    assert_float_equal(r.point[0].x, 7.01444, 1e-5);
    assert_float_equal(r.point[0].y, 4.29396, 1e-5);
    assert_true(r.t[1] == 1);
    assert_true(r.point[1].x == 10 && r.point[1].y == 6);
    /* The normal points from the centre to the entry point, unit length. */
    double nx = (r.point[0].x - 10) / 3, ny = (r.point[0].y - 4) / 3;
    assert_float_equal(r.normal.x, nx, 1e-5);
    assert_float_equal(r.normal.y, ny, 1e-5);
    assert_float_equal(hypot(r.normal.x, r.normal.y), 1, 1e-6);
}

/* Published segment-circle routines report a hit when both crossings of the infinite
 * line lie outside the segment. */
static void segment_before_circle_misses(void **state) {
    (void)state;
    isect_seg2 seg = {{0, 0}, {1, 0}};
    isect_circle2 circle = {{5, 0}, 1};
    assert_false(isect_test_seg2_circle2(&seg, &circle));
    isect_find_result2 r = isect_find_seg2_circle2(&seg, &circle);
    assert_false(r.hit);
    assert_true(all_zero2(&r)); /* no 65536 sentinel, no unset coordinate */
    assert_int_equal(r.flags, 0);
}

/* "Distance from the centre to the infinite line" gets both of these wrong. */
static void segment_sphere_uses_the_segment_not_the_line(void **state) {
    (void)state;
    isect_seg3 short_seg = {{0, 0, 0}, {1, 0, 0}};
    isect_sphere3 far = {{5, 0, 0}, 1};
    assert_false(isect_test_seg3_sphere3(&short_seg, &far));

    isect_seg3 inner = {{-0.5, 0.25, 0}, {0.5, -0.25, 0.125}};
    isect_sphere3 ball = {{0, 0, 0}, 2};
    assert_true(isect_test_seg3_sphere3(&inner, &ball));
    isect_find_result3 r = isect_find_seg3_sphere3(&inner, &ball);
    assert_true(r.hit);
    assert_int_equal(r.count, 0); /* no surface crossing: the whole segment is inside */
    assert_int_equal(r.flags, ISECT_STARTED_INSIDE | ISECT_ENDED_INSIDE);
    assert_true(r.t[0] == 0 && r.t[1] == 1);
    assert_true(r.normal.x == 0 && r.normal.y == 0 && r.normal.z == 0);
}

/* A ray from the centre of a ball of radius 2 along +x leaves at t = 2 (dir unit) or at
 * t = 1 (dir of length 2): t is in units of dir. */
static void ray_from_centre_exits_at_radius(void **state) {
    (void)state;
    isect_sphere3 ball = {{0, 0, 0}, 2};
    isect_ray3 unit = {{0, 0, 0}, {1, 0, 0}}, twice = {{0, 0, 0}, {2, 0, 0}};
    isect_find_result3 a = isect_find_ray3_sphere3(&unit, &ball);
    isect_find_result3 b = isect_find_ray3_sphere3(&twice, &ball);
    assert_true(a.hit && b.hit);
    assert_int_equal(a.flags, ISECT_STARTED_INSIDE);
    assert_int_equal(a.count, 1);
    assert_true(a.t[0] == 0 && a.t[1] == 2);
    assert_true(b.t[0] == 0 && b.t[1] == 1);
    assert_true(a.point[1].x == 2 && a.point[1].y == 0 && a.point[1].z == 0);
}

/* A ray pointing away from a ball it starts outside of misses, though its line hits. */
static void ray_pointing_away_misses(void **state) {
    (void)state;
    isect_circle2 circle = {{0, 0}, 1};
    isect_ray2 away = {{3, 0}, {1, 0}};
    isect_line2 line = {{3, 0}, {1, 0}};
    assert_false(isect_test_ray2_circle2(&away, &circle));
    assert_true(isect_test_line2_circle2(&line, &circle));
    isect_find_result2 r = isect_find_line2_circle2(&line, &circle);
    assert_int_equal(r.count, 2);
    assert_true(r.t[0] == -4 && r.t[1] == -2);
    assert_true(r.point[0].x == -1 && r.point[1].x == 1);
    assert_true(r.normal.x == -1 && r.normal.y == 0);
}

/* Tangents touch: exactly one point, count 1, ISECT_TOUCHING, both ends equal. */
static void tangent_line_touches_once(void **state) {
    (void)state;
    isect_circle2 circle = {{0, 0}, 1};
    isect_seg2 seg = {{-2, 1}, {2, 1}};
    isect_find_result2 r = isect_find_seg2_circle2(&seg, &circle);
    assert_true(r.hit && isect_test_seg2_circle2(&seg, &circle));
    assert_int_equal(r.count, 1);
    assert_int_equal(r.flags, ISECT_TOUCHING);
    assert_true(r.t[0] == 0.5 && r.t[1] == 0.5);
    assert_true(r.point[0].x == 0 && r.point[0].y == 1);
    assert_true(r.normal.x == 0 && r.normal.y == 1);

    /* One ulp further out it misses; one ulp in, it crosses twice. */
    isect_real up = gen_ulps(1, 1);
    isect_real down = gen_ulps(1, -1);
    isect_seg2 out = {{-2, up}, {2, up}}, in = {{-2, down}, {2, down}};
    assert_false(isect_test_seg2_circle2(&out, &circle));
    isect_find_result2 r_in = isect_find_seg2_circle2(&in, &circle);
    assert_true(r_in.hit);
    assert_int_equal(r_in.count, 2);
    assert_int_equal(r_in.flags, 0);
    assert_true(r_in.t[0] < 0.5 && 0.5 < r_in.t[1]);
}

/* Segment-plane style mistake carried over: an endpoint exactly on the sphere is a hit,
 * whichever way the segment leaves. */
static void endpoint_on_surface_is_a_hit(void **state) {
    (void)state;
    isect_sphere3 ball = {{1, 2, 3}, 7};          /* 7^2 = 2^2 + 3^2 + 6^2 */
    isect_seg3 outward = {{3, 5, 9}, {4, 9, 20}}; /* p0 = c + (2, 3, 6) */
    isect_seg3 inward = {{3, 5, 9}, {1, 2, 3}};
    isect_find_result3 a = isect_find_seg3_sphere3(&outward, &ball);
    isect_find_result3 b = isect_find_seg3_sphere3(&inward, &ball);
    assert_true(a.hit && b.hit);
    assert_int_equal(a.flags, ISECT_TOUCHING);
    assert_int_equal(a.count, 1);
    assert_true(a.t[0] == 0 && a.t[1] == 0);
    assert_int_equal(b.flags, ISECT_ENDED_INSIDE); /* enters at t = 0, ends at the centre */
    assert_int_equal(b.count, 1);
    assert_true(b.t[0] == 0 && b.t[1] == 1);
    assert_float_equal(b.normal.x, 2.0 / 7, 1e-6);
    assert_float_equal(b.normal.y, 3.0 / 7, 1e-6);
    assert_float_equal(b.normal.z, 6.0 / 7, 1e-6);
}

/* Zero-length segments, zero directions and zero radii are points: exact answers,
 * ISECT_DEGENERATE, never NaN. */
static void degenerate_inputs_are_points(void **state) {
    (void)state;
    isect_circle2 circle = {{0, 0}, 5};
    isect_seg2 on = {{3, 4}, {3, 4}}, in = {{1, 1}, {1, 1}}, out = {{6, 0}, {6, 0}};
    isect_find_result2 r_on = isect_find_seg2_circle2(&on, &circle);
    assert_true(r_on.hit);
    assert_int_equal(r_on.flags, ISECT_DEGENERATE | ISECT_TOUCHING);
    assert_int_equal(r_on.count, 1);
    assert_true(r_on.point[0].x == 3 && r_on.point[0].y == 4);
    assert_float_equal(r_on.normal.x, 0.6, 1e-6);
    assert_float_equal(r_on.normal.y, 0.8, 1e-6);
    isect_find_result2 r_in = isect_find_seg2_circle2(&in, &circle);
    assert_true(r_in.hit);
    assert_int_equal(r_in.count, 0);
    assert_int_equal(r_in.flags, ISECT_DEGENERATE | ISECT_STARTED_INSIDE | ISECT_ENDED_INSIDE);
    isect_find_result2 r_out = isect_find_seg2_circle2(&out, &circle);
    assert_false(r_out.hit);
    assert_int_equal(r_out.flags, ISECT_DEGENERATE);
    assert_true(all_zero2(&r_out));

    isect_ray3 still = {{0, 3, 4}, {0, 0, 0}};
    isect_sphere3 ball = {{0, 0, 0}, 5};
    isect_find_result3 r_still = isect_find_ray3_sphere3(&still, &ball);
    assert_true(r_still.hit);
    assert_int_equal(r_still.flags, ISECT_DEGENERATE | ISECT_TOUCHING);

    /* Zero radius: hit only through the centre; the normal opposes the direction. */
    isect_sphere3 dot = {{1, 1, 1}, 0};
    isect_seg3 through = {{0, 0, 0}, {2, 2, 2}}, beside = {{0, 0, 0}, {2, 2, 2.5}};
    isect_find_result3 r_dot = isect_find_seg3_sphere3(&through, &dot);
    assert_true(r_dot.hit);
    assert_int_equal(r_dot.flags, ISECT_DEGENERATE | ISECT_TOUCHING);
    assert_true(r_dot.t[0] == 0.5 && r_dot.t[1] == 0.5);
    assert_float_equal(r_dot.normal.x, -1 / sqrt(3.0), 1e-6);
    assert_false(isect_test_seg3_sphere3(&beside, &dot));
}

/* Invalid input: a miss with ISECT_INVALID and every other field zero; no crash. */
static void invalid_inputs_are_reported(void **state) {
    (void)state;
    const isect_real bad[] = {(isect_real)NAN, (isect_real)INFINITY, -(isect_real)INFINITY};
    for (int i = 0; i < 3; i++) {
        isect_seg3 seg = {{0, 0, 0}, {1, bad[i], 0}};
        isect_sphere3 ball = {{0, 0, 0}, 10};
        assert_false(isect_test_seg3_sphere3(&seg, &ball));
        isect_find_result3 r = isect_find_seg3_sphere3(&seg, &ball);
        assert_false(r.hit);
        assert_int_equal(r.flags, ISECT_INVALID);
        assert_true(all_zero3(&r));

        isect_sphere3 bad_ball = {{0, 0, 0}, bad[i] < 0 ? bad[i] : -bad[i]};
        isect_seg3 ok = {{0, 0, 0}, {1, 0, 0}};
        assert_false(isect_test_seg3_sphere3(&ok, &bad_ball));
        assert_int_equal(isect_find_seg3_sphere3(&ok, &bad_ball).flags, ISECT_INVALID);
    }
    isect_circle2 negative = {{0, 0}, -1};
    isect_seg2 seg = {{0, 0}, {1, 0}};
    assert_false(isect_test_seg2_circle2(&seg, &negative));
    assert_int_equal(isect_find_seg2_circle2(&seg, &negative).flags, ISECT_INVALID);
    /* NULL is invalid input, not a crash. */
    assert_false(isect_test_seg2_circle2(NULL, &negative));
    assert_false(isect_test_seg2_circle2(&seg, NULL));
    isect_find_result3 r = isect_find_ray3_sphere3(NULL, NULL);
    assert_int_equal(r.flags, ISECT_INVALID);
    assert_true(all_zero3(&r));
    /* -0.0 is a valid (zero) radius. */
    isect_circle2 minus_zero = {{0, 0}, -0.0};
    isect_seg2 through = {{-1, 0}, {1, 0}};
    assert_true(isect_test_seg2_circle2(&through, &minus_zero));
}

/* Reversing a segment mirrors its parameters: entry t becomes exit 1 - t. */
static void reversed_segment_mirrors(void **state) {
    (void)state;
    isect_sphere3 ball = {{0.5, -0.25, 2}, 1.5};
    isect_seg3 seg = {{-3, 0.25, 1.5}, {4, -1, 2.75}}, rev = {seg.p1, seg.p0};
    isect_find_result3 a = isect_find_seg3_sphere3(&seg, &ball);
    isect_find_result3 b = isect_find_seg3_sphere3(&rev, &ball);
    assert_true(a.hit && b.hit);
    assert_int_equal(a.count, 2);
    assert_int_equal(b.count, 2);
    assert_float_equal(a.t[0], 1 - b.t[1], 1e-6);
    assert_float_equal(a.t[1], 1 - b.t[0], 1e-6);
    assert_float_equal(a.point[0].x, b.point[1].x, 1e-5);
}

/* Far from the origin: a ball of radius 1 at 1e8 (float: 2^20) crossed through its
 * centre along x enters and leaves exactly one unit either side. */
static void far_from_origin(void **state) {
    (void)state;
    isect_real o = (isect_real)(ISECT_USE_DOUBLE ? 1e8 : 1048576.0);
    isect_sphere3 ball = {{o, o, o}, 1};
    isect_seg3 seg = {{o - 4, o, o}, {o + 4, o, o}};
    isect_find_result3 r = isect_find_seg3_sphere3(&seg, &ball);
    assert_true(r.hit);
    assert_int_equal(r.count, 2);
    assert_true(r.t[0] == 0.375 && r.t[1] == 0.625);
    assert_true(r.normal.x == -1 && r.normal.y == 0 && r.normal.z == 0);
    /* Grazing is still decided exactly: one unit off the axis the segment is tangent,
     * one representable step further it misses. */
    isect_seg3 tangent = {{o - 4, o + 1, o}, {o + 4, o + 1, o}};
    isect_real beyond = gen_ulps(o + 1, 1);
    isect_seg3 outside = {{o - 4, beyond, o}, {o + 4, beyond, o}};
    assert_int_equal(isect_find_seg3_sphere3(&tangent, &ball).flags, ISECT_TOUCHING);
    assert_false(isect_test_seg3_sphere3(&outside, &ball));
}

/* Power-of-two scaling of the whole scene changes neither the answer nor t. */
static void huge_and_tiny_scales(void **state) {
    (void)state;
    const int exps[] = {ISECT_USE_DOUBLE ? 900 : 100, ISECT_USE_DOUBLE ? -1000 : -100, 60, -60};
    isect_seg2 seg = {{3, 2}, {10, 6}};
    isect_circle2 circle = {{10, 4}, 3};
    isect_find_result2 base = isect_find_seg2_circle2(&seg, &circle);
    for (int i = 0; i < 4; i++) {
        int e = exps[i];
        isect_seg2 s = {{ldexp(3, e), ldexp(2, e)}, {ldexp(10, e), ldexp(6, e)}};
        isect_circle2 c = {{ldexp(10, e), ldexp(4, e)}, ldexp(3, e)};
        isect_find_result2 r = isect_find_seg2_circle2(&s, &c);
        assert_true(r.hit);
        assert_int_equal(r.count, 1);
        assert_int_equal(r.flags, ISECT_ENDED_INSIDE);
        assert_true(r.t[0] == base.t[0] && r.t[1] == 1);
        assert_true(r.normal.x == base.normal.x && r.normal.y == base.normal.y);
    }
}

/* The exact answer at every scale, in each region of the segment-ball decision: touching
 * (exactly, from integers) is a hit and one ulp away is a miss, whether the closest point
 * is the start, the end or interior. The scales reach past the fast filter's range on
 * both sides (|p|^2 above 2^510, coordinates below 1e-81), where the careful path decides. */
static void tests_exact_at_every_scale(void **state) {
    (void)state;
#if ISECT_USE_DOUBLE
    const int exps[] = {0, 300, -300, 900, -1000};
#else
    const int exps[] = {0, 40, -40, 100, -100};
#endif
    /* one ulp outside the sphere, in the build's precision */
    const isect_real off =
        ISECT_USE_DOUBLE ? (isect_real)nextafter(5.0, 6.0) : nextafterf(5.0f, 6.0f);
    for (size_t i = 0; i < sizeof exps / sizeof exps[0]; i++) {
        int e = exps[i];
        isect_sphere3 ball = {{0, 0, 0}, ldexp(5, e)};
        for (int away = 0; away < 2; away++) {
            isect_real y = ldexp(away ? off : 5, e);
            isect_seg3 interior = {{ldexp(-4, e), y, 0}, {ldexp(4, e), y, 0}};
            isect_seg3 start = {{0, y, 0}, {0, ldexp(9, e), 0}};
            isect_seg3 end = {{0, ldexp(9, e), 0}, {0, y, 0}};
            isect_ray3 ray = {{ldexp(-4, e), y, 0}, {1, 0, 0}};
            assert_int_equal(isect_test_seg3_sphere3(&interior, &ball), !away);
            assert_int_equal(isect_test_seg3_sphere3(&start, &ball), !away);
            assert_int_equal(isect_test_seg3_sphere3(&end, &ball), !away);
            assert_int_equal(isect_test_ray3_sphere3(&ray, &ball), !away);
            isect_capsule3 capsule = {interior.p0, interior.p1, ball.radius};
            assert_int_equal(isect_classify_point3_capsule3(ball.center, &capsule),
                             away ? ISECT_OUTSIDE : ISECT_ON_BOUNDARY);
        }
    }
}

/* Differences that overflow (M the largest isect_real): the segment from (-M, 0) to
 * (M, 0) through the unit circle at the origin (p1 - p0 = 2M), and a ray from (M, 0)
 * toward a circle of radius 1 at (-M, 0) (a - c = 2M). The segment crosses at
 * t = 1/2 -+ 1/(2M), i.e. t = 1/2 to rounding, at x = -+1; the ray reaches x = -M + 1
 * at t = 2M - 1 -- beyond the range: saturated -- at the point (-M + 1, 0), i.e. (-M, 0)
 * to rounding. The documented bound: |t - t*| |d| g <= 16 u S and likewise for points,
 * S = M, g = 1 here. */
static void overflowing_differences(void **state) {
    (void)state;
#if ISECT_USE_DOUBLE
    const double M = DBL_MAX, u = 0x1p-53;
#else
    const double M = FLT_MAX, u = 0x1p-24;
#endif
    isect_seg2 across = {{(isect_real)-M, 0}, {(isect_real)M, 0}};
    isect_circle2 unit = {{0, 0}, 1};
    isect_find_result2 r = isect_find_seg2_circle2(&across, &unit);
    assert_true(r.hit && r.count == 2 && r.flags == 0);
    for (int k = 0; k < 2; k++) {
        assert_true(fabs(r.t[k] - 0.5) * 2 * M <= 16 * u * M);
        assert_true(fabs(r.point[k].x - (k ? 1 : -1)) <= 16 * u * M && r.point[k].y == 0);
    }
    isect_ray2 ray = {{(isect_real)M, 0}, {-1, 0}};
    isect_circle2 far = {{(isect_real)-M, 0}, 1};
    r = isect_find_ray2_circle2(&ray, &far);
    assert_true(r.hit && r.count == 2 && r.flags == ISECT_SATURATED);
    assert_true(r.t[0] == (isect_real)M && r.t[1] == (isect_real)M);
    assert_true(fabs(r.point[0].x + M) <= 16 * u * M && r.point[0].y == 0);
}

/* Issue 11, defect 4: a ray leaving a circle at the top of the range. From (0, 0) up
 * through the circle centred (0, M/2) of radius M/2 (M the largest isect_real; both
 * halves exact) the exit is exactly (0, M): an ordinary number, reported as such (it
 * came back as inf). Through the circle of centre (0, 2^e) and radius 2^e with 2^(e+1)
 * beyond the range, the exit (0, 2^(e+1)) and its t saturate to M with ISECT_SATURATED
 * (they were inf, or M unflagged). */
static void exit_at_the_top_of_the_range(void **state) {
    (void)state;
#if ISECT_USE_DOUBLE
    const isect_real M = DBL_MAX, top = 0x1p1023;
#else
    const isect_real M = FLT_MAX, top = 0x1p127f;
#endif
    isect_ray2 up = {{0, 0}, {0, 1}};
    isect_circle2 inside = {{0, M / 2}, M / 2};
    isect_find_result2 r = isect_find_ray2_circle2(&up, &inside);
    assert_true(r.hit && r.count == 2 && r.flags == 0);
    assert_true(r.t[1] == M && r.point[1].x == 0 && r.point[1].y == M);
    isect_circle2 beyond = {{0, top}, top};
    r = isect_find_ray2_circle2(&up, &beyond);
    assert_true(r.hit && r.count == 2 && r.flags == ISECT_SATURATED);
    assert_true(r.t[0] == 0 && r.point[0].y == 0);
    assert_true(r.t[1] == M && r.point[1].x == 0 && r.point[1].y == M);
    isect_ray3 up3 = {{0, 0, 0}, {0, 0, 1}};
    isect_sphere3 beyond3 = {{0, 0, top}, top};
    isect_find_result3 r3 = isect_find_ray3_sphere3(&up3, &beyond3);
    assert_true(r3.hit && r3.flags == ISECT_SATURATED && r3.t[1] == M && r3.point[1].z == M);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(worked_example_segment_circle),
        cmocka_unit_test(tests_exact_at_every_scale),
        cmocka_unit_test(segment_before_circle_misses),
        cmocka_unit_test(segment_sphere_uses_the_segment_not_the_line),
        cmocka_unit_test(ray_from_centre_exits_at_radius),
        cmocka_unit_test(ray_pointing_away_misses),
        cmocka_unit_test(tangent_line_touches_once),
        cmocka_unit_test(endpoint_on_surface_is_a_hit),
        cmocka_unit_test(degenerate_inputs_are_points),
        cmocka_unit_test(invalid_inputs_are_reported),
        cmocka_unit_test(reversed_segment_mirrors),
        cmocka_unit_test(far_from_origin),
        cmocka_unit_test(huge_and_tiny_scales),
        cmocka_unit_test(overflowing_differences),
        cmocka_unit_test(exit_at_the_top_of_the_range),
    };
    return cmocka_run_group_tests_name("linear_sphere", tests, NULL, NULL);
}
