/* The box queries (isect/box.h) on worked examples whose answers follow in closed form
 * from integer geometry (Pythagorean distances make touching exact), degenerate boxes,
 * the widest inputs the exact path can meet, and invalid input. The randomised
 * comparison with the exact oracle is test_oracle_box.c. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <float.h>
#include <math.h>

#include "gen/gen.h"
#include "isect/isect.h"
#include "oracle/oracle.h"

static isect_sphere3 ball(isect_real x, isect_real y, isect_real z, isect_real r) {
    return (isect_sphere3){{x, y, z}, r};
}

static isect_real below(isect_real x) {
    return gen_ulps(x, -1);
}

/* The cube [0, 10]^3. A ball touching a face, an edge (3-4-5) and a corner (2-3-6-7)
 * exactly hits; one ulp less radius misses. Arvo's loop on the same numbers: the
 * distance to the edge is (13 - 10)^2 + (14 - 10)^2 = 25. */
static void sphere_aabb_touching(void **state) {
    (void)state;
    isect_aabb3 box = {{0, 0, 0}, {10, 10, 10}};
    isect_sphere3 face = ball(5, 5, -3, 3), edge = ball(13, 14, 5, 5), corner = ball(12, 13, 16, 7);
    assert_true(isect_test_sphere3_aabb3(&face, &box));
    assert_true(isect_test_sphere3_aabb3(&edge, &box));
    assert_true(isect_test_sphere3_aabb3(&corner, &box));
    face.radius = below(3);
    edge.radius = below(5);
    corner.radius = below(7);
    assert_false(isect_test_sphere3_aabb3(&face, &box));
    assert_false(isect_test_sphere3_aabb3(&edge, &box));
    assert_false(isect_test_sphere3_aabb3(&corner, &box));
    /* Centre inside: a hit whatever the radius, 0 included; on a face with radius 0. */
    isect_sphere3 inside = ball(1, 9, 5, 0), on_face = ball(10, 3, 3, 0);
    assert_true(isect_test_sphere3_aabb3(&inside, &box));
    assert_true(isect_test_sphere3_aabb3(&on_face, &box));
    isect_sphere3 off_face = ball(gen_ulps(10, 1), 3, 3, 0);
    assert_false(isect_test_sphere3_aabb3(&off_face, &box));

    /* 2D: the rectangle [-2, 2] x [1, 3], a circle at the corner's 5-12-13 distance. */
    isect_aabb2 rect = {{-2, 1}, {2, 3}};
    isect_circle2 c = {{2 + 5, 3 + 12}, 13};
    assert_true(isect_test_circle2_aabb2(&c, &rect));
    c.radius = below(13);
    assert_false(isect_test_circle2_aabb2(&c, &rect));
}

/* Far from the origin the integer geometry stays exact; one ulp decides. */
static void sphere_aabb_far(void **state) {
    (void)state;
    isect_real big = (isect_real)(ISECT_USE_DOUBLE ? 0x1p40 : 0x1p16);
    isect_aabb3 box = {{big, big, big}, {big + 10, big + 10, big + 10}};
    isect_sphere3 s = ball(big + 12, big + 13, big + 16, 7);
    assert_true(isect_test_sphere3_aabb3(&s, &box));
    s.center.z = gen_ulps(s.center.z, 1);
    assert_false(isect_test_sphere3_aabb3(&s, &box));
    /* Huge and tiny scales: the same corner case times 2^+-k. */
    double scales[] = {ISECT_USE_DOUBLE ? 0x1p-1060 : 0x1p-140,
                       ISECT_USE_DOUBLE ? 0x1p1000 : 0x1p110};
    for (int k = 0; k < 2; k++) {
        isect_real f = (isect_real)scales[k];
        isect_aabb3 b = {{0, 0, 0}, {10 * f, 10 * f, 10 * f}};
        isect_sphere3 t = ball(12 * f, 13 * f, 16 * f, 7 * f);
        assert_true(isect_test_sphere3_aabb3(&t, &b));
        t.radius = below(t.radius);
        assert_false(isect_test_sphere3_aabb3(&t, &b));
    }
}

/* Zero extents: a rectangle in space, a segment, a point. Valid, answered exactly. */
static void degenerate_aabb(void **state) {
    (void)state;
    isect_aabb3 flat = {{2, 0, 1}, {2, 4, 1}}; /* the segment x = 2, z = 1, 0 <= y <= 4 */
    isect_sphere3 s = ball(5, 4, 5, 5);        /* (3, 0, 4) from (2, 4, 1) */
    assert_true(isect_test_sphere3_aabb3(&s, &flat));
    s.radius = below(5);
    assert_false(isect_test_sphere3_aabb3(&s, &flat));
    assert_int_equal(isect_classify_point3_aabb3((isect_vec3){2, 2, 1}, &flat), ISECT_ON_BOUNDARY);
    assert_int_equal(isect_classify_point3_aabb3((isect_vec3){2, 5, 1}, &flat), ISECT_OUTSIDE);
    isect_closest_result3 r = isect_closest_point3_aabb3((isect_vec3){5, 4, 5}, &flat);
    assert_true(r.dist_sq == 25 && r.point_b.x == 2 && r.point_b.y == 4 && r.point_b.z == 1);
    assert_int_equal(r.flags, ISECT_DEGENERATE);
    isect_aabb2 dot = {{1, 1}, {1, 1}};
    isect_circle2 c = {{1, 1}, 0};
    assert_true(isect_test_circle2_aabb2(&c, &dot));
    assert_int_equal(isect_classify_point2_aabb2((isect_vec2){1, 1}, &dot), ISECT_ON_BOUNDARY);
}

static void classify_aabb(void **state) {
    (void)state;
    isect_aabb2 r = {{-1, -1}, {3, 2}};
    assert_int_equal(isect_classify_point2_aabb2((isect_vec2){0, 0}, &r), ISECT_INSIDE);
    assert_int_equal(isect_classify_point2_aabb2((isect_vec2){3, 0}, &r), ISECT_ON_BOUNDARY);
    assert_int_equal(isect_classify_point2_aabb2((isect_vec2){-1, 2}, &r), ISECT_ON_BOUNDARY);
    assert_int_equal(isect_classify_point2_aabb2((isect_vec2){gen_ulps(3, 1), 0}, &r),
                     ISECT_OUTSIDE);
    isect_aabb3 b = {{0, 0, 0}, {1, 1, 1}};
    assert_int_equal(isect_classify_point3_aabb3((isect_vec3){0.5, 0.5, 0.5}, &b), ISECT_INSIDE);
    assert_int_equal(isect_classify_point3_aabb3((isect_vec3){1, 1, 1}, &b), ISECT_ON_BOUNDARY);
    assert_int_equal(isect_classify_point3_aabb3((isect_vec3){0.5, -0.5, 0.5}, &b), ISECT_OUTSIDE);
}

static void closest_aabb(void **state) {
    (void)state;
    isect_aabb3 box = {{0, 0, 0}, {10, 10, 10}};
    isect_closest_result3 r = isect_closest_point3_aabb3((isect_vec3){13, 14, 5}, &box);
    assert_true(r.dist_sq == 25 && r.point_b.x == 10 && r.point_b.y == 10 && r.point_b.z == 5);
    assert_true(r.point_a.x == 13 && r.point_a.y == 14 && r.point_a.z == 5);
    assert_true(r.s == 0 && r.t == 0 && r.flags == 0);
    r = isect_closest_point3_aabb3((isect_vec3){2, 3, 4}, &box);
    assert_true(r.dist_sq == 0 && r.point_b.x == 2 && r.point_b.y == 3 && r.point_b.z == 4);
    isect_aabb2 rect = {{-2, 1}, {2, 3}};
    isect_closest_result2 r2 = isect_closest_point2_aabb2((isect_vec2){7, 15}, &rect);
    assert_true(r2.dist_sq == 169 && r2.point_b.x == 2 && r2.point_b.y == 3);
    /* Far apart: the difference would overflow in a naive loop; dist_sq saturates. */
    isect_real huge = ISECT_USE_DOUBLE ? (isect_real)DBL_MAX : (isect_real)FLT_MAX;
    isect_aabb2 far = {{-huge, -huge}, {-huge, -huge}};
    r2 = isect_closest_point2_aabb2((isect_vec2){huge, 0}, &far);
    assert_true(r2.dist_sq == huge);
}

/* An OBB rotated by 90 degrees (axis (0, 1), exact): local x is world y. With half
 * extents (2, 1) it is the rectangle |y| <= 2, |x| <= 1 around (0, 0). */
static void obb2_examples(void **state) {
    (void)state;
    isect_obb2 box = {{0, 0}, {0, 1}, {2, 1}};
    isect_circle2 c = {{1 + 3, 2 + 4}, 5}; /* corner (1, 2), distance 5 */
    assert_true(isect_test_circle2_obb2(&c, &box));
    c.radius = below(5);
    assert_false(isect_test_circle2_obb2(&c, &box));
    assert_int_equal(isect_classify_point2_obb2((isect_vec2){1, 0}, &box), ISECT_ON_BOUNDARY);
    assert_int_equal(isect_classify_point2_obb2((isect_vec2){1, 2}, &box), ISECT_ON_BOUNDARY);
    assert_int_equal(isect_classify_point2_obb2((isect_vec2){0.5, 1}, &box), ISECT_INSIDE);
    assert_int_equal(isect_classify_point2_obb2((isect_vec2){1.5, 0}, &box), ISECT_OUTSIDE);
    isect_closest_result2 r = isect_closest_point2_obb2((isect_vec2){4, 6}, &box);
    assert_true(r.dist_sq == 25 && r.point_b.x == 1 && r.point_b.y == 2 && r.flags == 0);
    r = isect_closest_point2_obb2((isect_vec2){0.25, -0.5}, &box); /* inside: itself */
    assert_true(r.dist_sq == 0 && r.point_b.x == (isect_real)0.25 && r.point_b.y == -0.5);

    /* The 3-4-5 rotation, rounded: the answer is exact in the rounded axes' frame, so
     * compare with the oracle's; a centre well outside and well inside are clear-cut. */
    isect_obb2 rot = {{10, 10}, {(isect_real)0.6, (isect_real)0.8}, {5, 1}};
    isect_circle2 far = {{30, 10}, 10}, near = {{10, 10}, 0};
    assert_false(isect_test_circle2_obb2(&far, &rot));
    assert_true(isect_test_circle2_obb2(&near, &rot));
    double ctr[3] = {10, 10, 0},
           a[3][3] = {{rot.axis.x, rot.axis.y, 0}, {-rot.axis.y, rot.axis.x, 0}};
    double h[3] = {5, 1, 0};
    for (int k = 0; k < 64; k++) { /* points along the long side's edge and just off it */
        double t = -6 + k * 0.1875;
        double p[3] = {10 + t * rot.axis.x - rot.axis.y, 10 + t * rot.axis.y + rot.axis.x, 0};
        /* volatile: gcc 12's vectorizer at -O2 and -O3 (float build) skipped the rounding
         * to float between p and pw, so the oracle saw other points than the library */
        volatile isect_real px = (isect_real)p[0], py = (isect_real)p[1];
        isect_vec2 pv = {px, py};
        double pw[3] = {px, py, 0};
        int expect = oracle_point_obb_location(2, pw, ctr, a, h);
        isect_location loc = isect_classify_point2_obb2(pv, &rot);
        assert_int_equal(loc, expect < 0 ? ISECT_INSIDE
                                         : (expect == 0 ? ISECT_ON_BOUNDARY : ISECT_OUTSIDE));
    }
}

/* The unit cube as an OBB with axes permuted and negated: exactly the AABB answers. */
static void obb3_examples(void **state) {
    (void)state;
    isect_obb3 box = {{5, 5, 5}, {{0, 1, 0}, {0, 0, -1}, {1, 0, 0}}, {5, 5, 5}};
    isect_aabb3 same = {{0, 0, 0}, {10, 10, 10}};
    isect_sphere3 cases[] = {ball(5, 5, -3, 3), ball(13, 14, 5, 5), ball(12, 13, 16, 7),
                             ball(1, 9, 5, 0), ball(12, 13, 16, below(7))};
    for (int i = 0; i < 5; i++)
        assert_int_equal(isect_test_sphere3_obb3(&cases[i], &box),
                         isect_test_sphere3_aabb3(&cases[i], &same));
    assert_int_equal(isect_classify_point3_obb3((isect_vec3){10, 10, 10}, &box), ISECT_ON_BOUNDARY);
    assert_int_equal(isect_classify_point3_obb3((isect_vec3){9, 9, 9}, &box), ISECT_INSIDE);
    assert_int_equal(isect_classify_point3_obb3((isect_vec3){9, 11, 9}, &box), ISECT_OUTSIDE);
    isect_closest_result3 r = isect_closest_point3_obb3((isect_vec3){12, 13, 16}, &box);
    assert_true(r.dist_sq == 49 && r.point_b.x == 10 && r.point_b.y == 10 && r.point_b.z == 10);
    /* A flat box (half extent 0): degenerate, never inside. */
    isect_obb3 flat = {{0, 0, 0}, {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}, {2, 2, 0}};
    assert_int_equal(isect_classify_point3_obb3((isect_vec3){0, 0, 0}, &flat), ISECT_ON_BOUNDARY);
    r = isect_closest_point3_obb3((isect_vec3){0, 0, 3}, &flat);
    assert_true(r.dist_sq == 9 && r.flags == ISECT_DEGENERATE);
    /* A rectangle in space (RTCD 5.1.4.2) as a box of zero third extent: centre (1, 2, 3),
     * axes u0 = y, u1 = -z, half extents 2 and 1, normal x. By hand: p = (-3, 6, 6) has
     * w = p - c = (-4, 4, 3), coordinates (4, -3, -4) on (u0, u1, n), clamped to
     * (2, -1, 0): point_b = c + 2 u0 - u1 = (1, 4, 4), dist_sq = 16 + 4 + 4 = 24; p over
     * the centre, (5, 2, 3): the centre, 16; p in the rectangle's plane inside it: itself. */
    isect_obb3 rect = {{1, 2, 3}, {{0, 1, 0}, {0, 0, -1}, {1, 0, 0}}, {2, 1, 0}};
    r = isect_closest_point3_obb3((isect_vec3){-3, 6, 6}, &rect);
    assert_true(r.dist_sq == 24 && r.point_b.x == 1 && r.point_b.y == 4 && r.point_b.z == 4);
    assert_true(r.flags == ISECT_DEGENERATE);
    r = isect_closest_point3_obb3((isect_vec3){5, 2, 3}, &rect);
    assert_true(r.dist_sq == 16 && r.point_b.x == 1 && r.point_b.y == 2 && r.point_b.z == 3);
    r = isect_closest_point3_obb3((isect_vec3){1, 3.5, 2.5}, &rect);
    assert_true(r.dist_sq == 0 && r.point_b.x == 1 && r.point_b.y == 3.5 && r.point_b.z == 2.5);
}

/* Inputs whose magnitudes span the whole range, with a tiny axis component: the exact
 * path's integer mode and its arena. Compared with the oracle. */
static void widest_inputs(void **state) {
    (void)state;
#if ISECT_USE_DOUBLE
    const double mags[] = {0x1p-1074, 0x1p-1022, 0x1p-300, 1, 0x1p300, 0x1p1000};
    const double tinies[] = {0x1p-1074, 0x1p-600, 0x1p-217, 0};
#else
    const double mags[] = {0x1p-149, 0x1p-126, 0x1p-60, 1, 0x1p60, 0x1p120};
    const double tinies[] = {0x1p-149, 0x1p-100, 0};
#endif
    int nm = sizeof mags / sizeof mags[0], nt = sizeof tinies / sizeof tinies[0];
    for (int t = 0; t < nt; t++)
        for (int i = 0; i < nm; i++)
            for (int j = 0; j < nm; j++)
                for (int k = 0; k < nm; k++) {
                    isect_real tiny = (isect_real)tinies[t];
                    isect_obb3 b = {
                        {(isect_real)mags[i], 0, (isect_real)-mags[j]},
                        {{1, tiny, 0}, {-tiny, 1, 0}, {0, 0, 1}},
                        {(isect_real)mags[k], (isect_real)mags[j], (isect_real)mags[i]}};
                    isect_sphere3 s = {
                        {(isect_real)-mags[k], (isect_real)mags[i], (isect_real)mags[j]},
                        (isect_real)mags[(i + j + k) % nm]};
                    double c[3] = {s.center.x, s.center.y, s.center.z};
                    double ctr[3] = {b.center.x, b.center.y, b.center.z};
                    double a[3][3] = {{1, tiny, 0}, {-tiny, 1, 0}, {0, 0, 1}};
                    double h[3] = {b.half.x, b.half.y, b.half.z};
                    bool expect = oracle_ball_obb_sign(3, c, s.radius, ctr, a, h) <= 0;
                    assert_int_equal(isect_test_sphere3_obb3(&s, &b), expect);
                    int loc = oracle_point_obb_location(3, c, ctr, a, h);
                    isect_location got = isect_classify_point3_obb3(s.center, &b);
                    assert_int_equal(got, loc < 0 ? ISECT_INSIDE
                                                  : (loc == 0 ? ISECT_ON_BOUNDARY : ISECT_OUTSIDE));
                    /* and on the boundary exactly: the point (h0, .., ..) of a box at 0 */
                    isect_obb3 z = b;
                    z.center = (isect_vec3){0, 0, 0};
                    isect_vec3 p = {b.half.x, 0, 0};
                    double pz[3] = {p.x, 0, 0}, zero[3] = {0, 0, 0};
                    loc = oracle_point_obb_location(3, pz, zero, a, h);
                    got = isect_classify_point3_obb3(p, &z);
                    assert_int_equal(got, loc < 0 ? ISECT_INSIDE
                                                  : (loc == 0 ? ISECT_ON_BOUNDARY : ISECT_OUTSIDE));
                }
}

/* Issue 11, defect 4: the closest point of an oriented rectangle came back as -inf where
 * the exact coordinate is an ordinary number. The rectangle is centred at x = M (the
 * largest isect_real) with half extent M along the axis (1 + 2u', tiny) (u' = 2^-52 or
 * 2^-23, the smallest step above 1), and p lies near the origin, outside it: the closest
 * point is center - M a_0, whose x is M - M (1 + 2u') = -2u' M (the second axis adds
 * only a subnormal). The sum center + sum_i q_i a_i overflowed in its last step. The
 * documented bound is 16 u S, S = M; dist_sq, about (2u' M)^2, is beyond the range and
 * saturates with ISECT_SATURATED. */
static void closest_point_on_a_rectangle_at_the_top_of_the_range(void **state) {
    (void)state;
#if ISECT_USE_DOUBLE
    const double M = DBL_MAX, step = 0x1p-52, u = 0x1p-53;
    isect_obb2 box = {{DBL_MAX, 1e-200}, {1 + 0x1p-52, 0x1p-1074}, {DBL_MAX, 0.5}};
    isect_vec2 p = {1e-154, 0x1p-1074};
#else
    const double M = FLT_MAX, step = 0x1p-23, u = 0x1p-24;
    isect_obb2 box = {{FLT_MAX, 1e-30f}, {1 + 0x1p-23f, 0x1p-149f}, {FLT_MAX, 0.5f}};
    isect_vec2 p = {1e-20f, 0x1p-149f};
#endif
    assert_true(isect_valid_obb2(&box));
    isect_closest_result2 r = isect_closest_point2_obb2(p, &box);
    double want = -step * M;
    assert_true(isfinite(r.point_b.x) && fabs(r.point_b.x - want) <= 16 * u * M);
    assert_true(fabs(r.point_b.y) <= 1);
    assert_true(r.dist_sq == M && r.flags == ISECT_SATURATED);
}

static void invalid_input(void **state) {
    (void)state;
    isect_real nan_ = (isect_real)NAN, inf_ = (isect_real)INFINITY;
    isect_aabb3 box = {{0, 0, 0}, {1, 1, 1}}, inverted = {{0, 2, 0}, {1, 1, 1}};
    isect_sphere3 s = ball(0, 0, 0, 1), neg = ball(0, 0, 0, -1), bad = ball(nan_, 0, 0, 1);
    assert_false(isect_test_sphere3_aabb3(NULL, &box));
    assert_false(isect_test_sphere3_aabb3(&s, NULL));
    assert_false(isect_test_sphere3_aabb3(&neg, &box));
    assert_false(isect_test_sphere3_aabb3(&bad, &box));
    assert_false(isect_test_sphere3_aabb3(&s, &inverted));
    isect_aabb3 infinite = {{-inf_, 0, 0}, {1, 1, 1}};
    assert_false(isect_test_sphere3_aabb3(&s, &infinite));
    assert_int_equal(isect_classify_point3_aabb3((isect_vec3){0, 0, 0}, &inverted),
                     ISECT_LOCATION_INVALID);
    assert_int_equal(isect_classify_point3_aabb3((isect_vec3){nan_, 0, 0}, &box),
                     ISECT_LOCATION_INVALID);
    isect_closest_result3 r = isect_closest_point3_aabb3((isect_vec3){0, 0, 0}, &inverted);
    assert_true(r.flags == ISECT_INVALID && r.dist_sq == 0 && r.point_b.x == 0 && r.point_a.x == 0);

    isect_obb2 long_axis = {{0, 0}, {2, 0}, {1, 1}}, neg_half = {{0, 0}, {1, 0}, {-1, 1}};
    isect_circle2 c = {{0, 0}, 1};
    assert_false(isect_test_circle2_obb2(&c, &long_axis));
    assert_false(isect_test_circle2_obb2(&c, &neg_half));
    assert_int_equal(isect_classify_point2_obb2((isect_vec2){0, 0}, &long_axis),
                     ISECT_LOCATION_INVALID);
    isect_obb3 skew = {{0, 0, 0}, {{1, 0, 0}, {1, 0, 0}, {0, 0, 1}}, {1, 1, 1}};
    assert_false(isect_test_sphere3_obb3(&s, &skew));
    assert_int_equal(isect_classify_point3_obb3((isect_vec3){0, 0, 0}, &skew),
                     ISECT_LOCATION_INVALID);
    isect_closest_result3 q = isect_closest_point3_obb3((isect_vec3){0, 0, 0}, &skew);
    assert_true(q.flags == ISECT_INVALID && q.dist_sq == 0);
    assert_false(isect_test_sphere3_obb3(&s, NULL));
    assert_int_equal(isect_classify_point2_obb2((isect_vec2){0, 0}, NULL), ISECT_LOCATION_INVALID);
    /* Within the tolerance is valid: an axis 1 + 2^-20 long. */
    isect_obb2 close = {{0, 0}, {(isect_real)(1 + 0x1p-20), 0}, {1, 1}};
    assert_true(isect_test_circle2_obb2(&c, &close));
}

/* The contact of a ball and a box (isect/box.h), worked by hand on the cube [0, 10]^3 and
 * a quarter-turned box: outside, the closest point q and normal (q - c) / |q - c|, depth
 * r - |q - c|, point q + depth / 2 normal; inside, the nearest face's inward normal, depth
 * r + e, point c + (r - e) / 2 normal; ties of faces take the first (-x, +x, -y, ...). */
static void expect_contact(isect_contact_result3 got, bool hit, double depth, double nx, double ny,
                           double nz, double px, double py, double pz, unsigned flags) {
    double tol = 8 * (ISECT_USE_DOUBLE ? 0x1p-53 : 0x1p-24) * 16;
    assert_int_equal(got.hit, hit);
    assert_int_equal(got.flags, flags);
    assert_true(fabs(got.depth - depth) <= tol);
    assert_true(fabs(got.normal.x - nx) <= tol && fabs(got.normal.y - ny) <= tol &&
                fabs(got.normal.z - nz) <= tol);
    assert_true(fabs(got.point.x - px) <= tol && fabs(got.point.y - py) <= tol &&
                fabs(got.point.z - pz) <= tol);
}

static void sphere_box_contact(void **state) {
    (void)state;
    isect_aabb3 box = {{0, 0, 0}, {10, 10, 10}};
    /* cglm's sphere-AABB measured from the wrong face: (-1, 5, 5) r 2 must hit, 1 deep */
    isect_sphere3 s = ball(-1, 5, 5, 2);
    expect_contact(isect_find_sphere3_aabb3(&s, &box), true, 1, 1, 0, 0, 0.5, 5, 5, 0);
    s = ball(-3, 5, 5, 1); /* apart by 2: depth -2, point midway at x = -1 */
    expect_contact(isect_find_sphere3_aabb3(&s, &box), false, -2, 1, 0, 0, -1, 5, 5, 0);
    s = ball(5, 5, -3, 3); /* resting on the face z = 0 */
    expect_contact(isect_find_sphere3_aabb3(&s, &box), true, 0, 0, 0, 1, 5, 5, 0, 0);
    s = ball(13, 14, 5, 5); /* on the edge (10, 10, z) at the 3-4-5 distance */
    expect_contact(isect_find_sphere3_aabb3(&s, &box), true, 0, -0.6, -0.8, 0, 10, 10, 5, 0);
    s = ball(1, 5, 5, 2); /* inside, 1 from the face x = 0: leaves through it */
    expect_contact(isect_find_sphere3_aabb3(&s, &box), true, 3, 1, 0, 0, 1.5, 5, 5, 0);
    s = ball(9, 5, 2, 0); /* radius 0, nearest face +x at 1: normal -x, point 0.5 outward */
    expect_contact(isect_find_sphere3_aabb3(&s, &box), true, 1, -1, 0, 0, 9.5, 5, 2, 0);
    s = ball(5, 5, 5, 1); /* the cube's centre: six faces tie, the first (-x) */
    expect_contact(isect_find_sphere3_aabb3(&s, &box), true, 6, 1, 0, 0, 3, 5, 5, ISECT_AMBIGUOUS);
    s = ball(2, 2, 5, 1); /* equally near -x and -y */
    expect_contact(isect_find_sphere3_aabb3(&s, &box), true, 3, 1, 0, 0, 1.5, 2, 5,
                   ISECT_AMBIGUOUS);
    isect_aabb3 flat = {{0, 0, 4}, {10, 10, 4}}; /* a square at z = 4; a point on it */
    s = ball(3, 5, 4, 1);
    expect_contact(isect_find_sphere3_aabb3(&s, &flat), true, 1, 0, 0, 1, 3, 5, 4.5,
                   ISECT_AMBIGUOUS | ISECT_DEGENERATE);

    /* The box turned a quarter about z: axes (0 1 0), (-1 0 0), (0 0 1), half (1 2 3). */
    isect_obb3 obb = {{0, 0, 0}, {{0, 1, 0}, {-1, 0, 0}, {0, 0, 1}}, {1, 2, 3}};
    s = ball(0, 0.5, 0, 1); /* w = (0.5, 0, 0): face +a0 at 0.5, the nearest */
    expect_contact(isect_find_sphere3_obb3(&s, &obb), true, 1.5, 0, -1, 0, 0, 0.25, 0, 0);
    s = ball(0, 4, 0, 2); /* beyond +a0 by 3: depth -1, normal -a0 */
    expect_contact(isect_find_sphere3_obb3(&s, &obb), false, -1, 0, -1, 0, 0, 1.5, 0, 0);
    s = ball(5, 0, 0, 3); /* beyond -a1 (x = 2) by 3: normal (-1, 0, 0), point midway */
    expect_contact(isect_find_sphere3_obb3(&s, &obb), true, 0, -1, 0, 0, 2, 0, 0, 0);

    /* invalid input: the all-zero result with ISECT_INVALID */
    s = ball(1, 1, 1, -1);
    isect_contact_result3 r = isect_find_sphere3_aabb3(&s, &box);
    assert_int_equal(r.flags, ISECT_INVALID);
    assert_false(r.hit);
    assert_true(r.depth == 0 && r.normal.x == 0 && r.point.x == 0);
    s = ball((isect_real)NAN, 1, 1, 1);
    assert_int_equal(isect_find_sphere3_obb3(&s, &obb).flags, ISECT_INVALID);
    assert_int_equal(isect_find_sphere3_obb3(NULL, &obb).flags, ISECT_INVALID);
    assert_int_equal(isect_find_sphere3_aabb3(&s, NULL).flags, ISECT_INVALID);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(sphere_aabb_touching),
        cmocka_unit_test(sphere_aabb_far),
        cmocka_unit_test(degenerate_aabb),
        cmocka_unit_test(classify_aabb),
        cmocka_unit_test(closest_aabb),
        cmocka_unit_test(obb2_examples),
        cmocka_unit_test(obb3_examples),
        cmocka_unit_test(widest_inputs),
        cmocka_unit_test(closest_point_on_a_rectangle_at_the_top_of_the_range),
        cmocka_unit_test(invalid_input),
        cmocka_unit_test(sphere_box_contact),
    };
    return cmocka_run_group_tests_name("box", tests, NULL, NULL);
}
