/* The overlap tests (isect/overlap.h) on worked examples whose answers follow by hand
 * from integer geometry (Pythagorean distances make touching exact), radius sums that
 * are not representable, degenerate shapes, the widest magnitudes, the peers' known
 * mistakes, and invalid input. The randomised comparison with the exact oracle is
 * test_oracle_overlap.c. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <float.h>
#include <math.h>

#include "gen/gen.h"
#include "isect/isect.h"

#if ISECT_USE_DOUBLE
#define EPS DBL_EPSILON
#define HUGE_SCALE 0x1p600
#define TINY_SCALE 0x1p-600
#else
#define EPS FLT_EPSILON
#define HUGE_SCALE 0x1p60f
#define TINY_SCALE 0x1p-60f
#endif

static isect_sphere3 ball(isect_real x, isect_real y, isect_real z, isect_real r) {
    return (isect_sphere3){{x, y, z}, r};
}

static isect_capsule3 capsule(isect_vec3 p0, isect_vec3 p1, isect_real r) {
    return (isect_capsule3){p0, p1, r};
}

static isect_aabb3 box(isect_real x0, isect_real y0, isect_real z0, isect_real x1, isect_real y1,
                       isect_real z1) {
    return (isect_aabb3){{x0, y0, z0}, {x1, y1, z1}};
}

/* Both orders of a symmetric pair must give the same answer. */
static bool spheres(isect_sphere3 a, isect_sphere3 b) {
    bool hit = isect_test_sphere3_sphere3(&a, &b);
    assert_int_equal(isect_test_sphere3_sphere3(&b, &a), hit);
    return hit;
}

static bool boxes(isect_aabb3 a, isect_aabb3 b) {
    bool hit = isect_test_aabb3_aabb3(&a, &b);
    assert_int_equal(isect_test_aabb3_aabb3(&b, &a), hit);
    return hit;
}

/* Centres (1, 2, 3) and (3, 5, 9): the offset (2, 3, 6) has length 7 (4 + 9 + 36 = 49).
 * Radii 2 and 5 touch; 2 and 4.75 leave a gap of 0.25; 3 and 5 overlap. And (0, 0, 0)
 * against (3, 4, 0), distance 5. */
static void sphere_sphere_examples(void **state) {
    (void)state;
    assert_true(spheres(ball(1, 2, 3, 2), ball(3, 5, 9, 5)));
    assert_false(spheres(ball(1, 2, 3, 2), ball(3, 5, 9, (isect_real)4.75)));
    assert_true(spheres(ball(1, 2, 3, 3), ball(3, 5, 9, 5)));
    assert_true(spheres(ball(0, 0, 0, (isect_real)2.5), ball(3, 4, 0, (isect_real)2.5)));
    assert_false(spheres(ball(0, 0, 0, (isect_real)2.5), ball(3, 4, 0, gen_ulps(2.5, -1))));
    /* one inside the other, concentric */
    assert_true(spheres(ball(0, 0, 0, 10), ball(1, 1, 1, 1)));
    assert_true(spheres(ball(7, 7, 7, 1), ball(7, 7, 7, 0)));
}

/* ra = 1 + eps and rb = eps / 2: the sum 1 + 1.5 eps is not an isect_real. Centres
 * 1 + eps apart overlap (1 + eps < the sum); 1 + 2 eps apart are separated by eps / 2,
 * although the rounded sum (ties to even: 1 + 2 eps) would call them touching. */
static void sphere_sphere_unrounded_sum(void **state) {
    (void)state;
    isect_real ra = 1 + (isect_real)EPS, rb = (isect_real)EPS / 2;
    assert_true(spheres(ball(0, 0, 0, ra), ball(1 + (isect_real)EPS, 0, 0, rb)));
    assert_false(spheres(ball(0, 0, 0, ra), ball(1 + 2 * (isect_real)EPS, 0, 0, rb)));
    assert_false(spheres(ball(0, 0, 0, rb), ball(0, 0, -(1 + 2 * (isect_real)EPS), ra)));
}

/* Radius 0 is the centre: two points meet only when equal. */
static void sphere_sphere_zero_radii(void **state) {
    (void)state;
    assert_true(spheres(ball(3, -2, 5, 0), ball(3, -2, 5, 0)));
    assert_false(spheres(ball(3, -2, 5, 0), ball(3, -2, gen_ulps(5, 1), 0)));
    /* a point on a sphere's surface: (3, 4, 0) at distance 5 */
    assert_true(spheres(ball(0, 0, 0, 5), ball(3, 4, 0, 0)));
    assert_false(spheres(ball(0, 0, 0, gen_ulps(5, -1)), ball(3, 4, 0, 0)));
}

/* The same 2-3-6-7 geometry scaled by a huge and a tiny power of two (exact): the
 * squares overflow or underflow, the answer does not change. And far from the origin:
 * both centres moved by 2^40 (2^20 in float) on every axis, exactly. */
static void sphere_sphere_magnitudes(void **state) {
    (void)state;
    const isect_real scales[2] = {(isect_real)HUGE_SCALE, (isect_real)TINY_SCALE};
    for (int i = 0; i < 2; i++) {
        isect_real s = scales[i];
        assert_true(spheres(ball(s, 2 * s, 3 * s, 2 * s), ball(3 * s, 5 * s, 9 * s, 5 * s)));
        assert_false(
            spheres(ball(s, 2 * s, 3 * s, 2 * s), ball(3 * s, 5 * s, 9 * s, gen_ulps(5 * s, -1))));
    }
    isect_real o = ISECT_USE_DOUBLE ? (isect_real)0x1p40 : (isect_real)0x1p20;
    assert_true(spheres(ball(o + 1, o + 2, o + 3, 2), ball(o + 3, o + 5, o + 9, 5)));
    assert_false(spheres(ball(o + 1, o + 2, o + 3, 2), ball(o + 3, o + 5, o + 10, 5)));
}

/* The core (0, 0, 0)-(10, 0, 0) with radius 1. A ball at (5, 3, 0) is 3 from the core
 * (interior): radius 2 touches, 1.5 misses. A ball at (13, 4, 0) is 5 from the end
 * (10, 0, 0) (3-4-5, beyond the end): radius 4 touches, 3.75 misses; (-3, 0, 4) likewise
 * from (0, 0, 0). A ball whose centre is on the core hits with radius 0. */
static void sphere_capsule_examples(void **state) {
    (void)state;
    isect_capsule3 c = capsule((isect_vec3){0, 0, 0}, (isect_vec3){10, 0, 0}, 1);
    isect_capsule3 r = capsule((isect_vec3){10, 0, 0}, (isect_vec3){0, 0, 0}, 1);
    isect_sphere3 hits[] = {ball(5, 3, 0, 2), ball(13, 4, 0, 4), ball(-3, 0, 4, 4),
                            ball(5, 0, 0, 0), ball(0, 0, 0, 0),  ball(11, 0, 0, 0),
                            ball(4, 0, -1, 0)};
    isect_sphere3 misses[] = {ball(5, 3, 0, (isect_real)1.5), ball(13, 4, 0, (isect_real)3.75),
                              ball(-3, 0, 4, (isect_real)3.75), ball(gen_ulps(11, 1), 0, 0, 0),
                              ball(4, 0, gen_ulps(-1, -1), 0)};
    for (size_t i = 0; i < sizeof hits / sizeof hits[0]; i++) {
        assert_true(isect_test_sphere3_capsule3(&hits[i], &c));
        assert_true(isect_test_sphere3_capsule3(&hits[i], &r));
    }
    for (size_t i = 0; i < sizeof misses / sizeof misses[0]; i++) {
        assert_false(isect_test_sphere3_capsule3(&misses[i], &c));
        assert_false(isect_test_sphere3_capsule3(&misses[i], &r));
    }
}

/* A zero-length capsule is a ball: (1, 1, 1) with radius 1 against (3, 4, 7), 7 away
 * (2-3-6-7): radius 6 touches, 5.5 misses. A zero-radius capsule is its segment:
 * (5, 2, 0) is 2 from (0, 0, 0)-(10, 0, 0). */
static void sphere_capsule_degenerate(void **state) {
    (void)state;
    isect_capsule3 point = capsule((isect_vec3){1, 1, 1}, (isect_vec3){1, 1, 1}, 1);
    isect_sphere3 touch = ball(3, 4, 7, 6), apart = ball(3, 4, 7, (isect_real)5.5);
    assert_true(isect_test_sphere3_capsule3(&touch, &point));
    assert_false(isect_test_sphere3_capsule3(&apart, &point));
    isect_capsule3 seg = capsule((isect_vec3){0, 0, 0}, (isect_vec3){10, 0, 0}, 0);
    isect_sphere3 on = ball(5, 2, 0, 2), off = ball(5, 2, 0, (isect_real)1.75);
    assert_true(isect_test_sphere3_capsule3(&on, &seg));
    assert_false(isect_test_sphere3_capsule3(&off, &seg));
    isect_capsule3 bare = capsule((isect_vec3){1, 1, 1}, (isect_vec3){1, 1, 1}, 0);
    isect_sphere3 same = ball(1, 1, 1, 0), next = ball(1, 1, gen_ulps(1, 1), 0);
    assert_true(isect_test_sphere3_capsule3(&same, &bare));
    assert_false(isect_test_sphere3_capsule3(&next, &bare));
}

/* The sum of the radii not representable (as for two balls): the core x = 1 + k eps,
 * y in [-1, 1], against a ball at the origin. The capsule-capsule test of RTCD 4.5.1 on
 * the rounded sum gets k = 2 wrong. And the same at huge and tiny scales. */
static void sphere_capsule_unrounded_sum(void **state) {
    (void)state;
    isect_real ra = 1 + (isect_real)EPS, rb = (isect_real)EPS / 2;
    isect_real x1 = 1 + (isect_real)EPS, x2 = 1 + 2 * (isect_real)EPS;
    isect_sphere3 s = ball(0, 0, 0, ra);
    isect_capsule3 near = capsule((isect_vec3){x1, -1, 0}, (isect_vec3){x1, 1, 0}, rb);
    isect_capsule3 far = capsule((isect_vec3){x2, -1, 0}, (isect_vec3){x2, 1, 0}, rb);
    assert_true(isect_test_sphere3_capsule3(&s, &near));
    assert_false(isect_test_sphere3_capsule3(&s, &far));
    const isect_real scales[2] = {(isect_real)HUGE_SCALE, (isect_real)TINY_SCALE};
    for (int i = 0; i < 2; i++) {
        isect_real k = scales[i];
        isect_sphere3 t = ball(3 * k, 4 * k, 0, 4 * k);
        isect_capsule3 c = capsule((isect_vec3){-10 * k, 0, 0}, (isect_vec3){0, 0, 0}, k);
        assert_true(isect_test_sphere3_capsule3(&t, &c));
        t.radius = gen_ulps(4 * k, -1);
        assert_false(isect_test_sphere3_capsule3(&t, &c));
    }
}

/* The unit cube against boxes sharing a face, an edge, a corner (touching: a hit, where
 * code with strict comparisons, like raylib's CheckCollisionRecs, reports a miss), one
 * ulp away (a miss), overlapping, contained. */
static void aabb_aabb_examples(void **state) {
    (void)state;
    isect_aabb3 cube = box(0, 0, 0, 1, 1, 1);
    assert_true(boxes(cube, box(1, 0, 0, 2, 1, 1)));
    assert_true(boxes(cube, box(1, 1, 0, 2, 2, 1)));
    assert_true(boxes(cube, box(1, 1, 1, 2, 2, 2)));
    assert_true(boxes(cube, box(-1, -1, -1, 0, 0, 0)));
    assert_false(boxes(cube, box(gen_ulps(1, 1), 0, 0, 2, 1, 1)));
    assert_false(boxes(cube, box(0, 0, -2, 1, 1, gen_ulps(0, -1))));
    assert_false(boxes(cube, box(1, 1, gen_ulps(1, 1), 2, 2, 2)));
    assert_true(boxes(cube, box((isect_real)0.5, (isect_real)0.5, (isect_real)0.5, 2, 2, 2)));
    assert_true(boxes(cube, box((isect_real)0.25, (isect_real)0.25, (isect_real)0.25,
                                (isect_real)0.75, (isect_real)0.75, (isect_real)0.75)));
    /* overlapping on two axes only */
    assert_false(boxes(cube, box((isect_real)0.5, (isect_real)0.5, 3, 2, 2, 4)));
    /* far from the origin and at the ends of the range */
    isect_real big = ISECT_USE_DOUBLE ? (isect_real)0x1p1000 : (isect_real)0x1p120;
    assert_true(boxes(box(-big, -big, -big, big, big, big), box(big, big, big, big, big, big)));
    assert_false(boxes(box(-big, -big, -big, big, big, big),
                       box(gen_ulps(big, 1), 0, 0, gen_ulps(big, 1), 0, 0)));
    isect_real tiny = gen_ulps(0, 1); /* the smallest subnormal */
    assert_true(boxes(box(0, 0, 0, tiny, tiny, tiny), box(tiny, 0, 0, 1, 1, 1)));
    assert_false(boxes(box(-tiny, 0, 0, 0, 0, 0), box(tiny, 0, 0, 1, 1, 1)));
}

/* Zero extents: a face (a rectangle) in the cube's face plane, a segment along an edge, a
 * point at a corner all touch; a point one ulp off the corner does not. */
static void aabb_aabb_degenerate(void **state) {
    (void)state;
    isect_aabb3 cube = box(0, 0, 0, 1, 1, 1);
    assert_true(boxes(cube, box(1, 0, 0, 1, 1, 1)));
    assert_true(boxes(cube, box(1, 1, -5, 1, 1, 5)));
    assert_true(boxes(cube, box(1, 1, 1, 1, 1, 1)));
    assert_false(boxes(cube, box(1, 1, gen_ulps(1, 1), 1, 1, gen_ulps(1, 1))));
    assert_true(boxes(box(2, 2, 2, 2, 2, 2), box(2, 2, 2, 2, 2, 2)));
    assert_false(boxes(box(2, 2, 2, 2, 2, 2), box(2, 2, gen_ulps(2, -1), 2, 2, gen_ulps(2, -1))));
}

/* Invalid input answers false, whatever the comparisons would say: an inverted box
 * [5, 3] on x "overlaps" [0, 10]^3 by the textbook comparisons (3 >= 0 and 5 <= 10); an
 * infinite box would contain everything; a NaN compares false (FCL's sphere-box answered
 * a NaN ball with a hit). */
static void invalid_input(void **state) {
    (void)state;
    isect_aabb3 big = box(0, 0, 0, 10, 10, 10);
    isect_aabb3 inverted = box(5, 0, 0, 3, 1, 1);
    isect_aabb3 infinite = box(-(isect_real)INFINITY, 0, 0, (isect_real)INFINITY, 1, 1);
    isect_aabb3 nan = box((isect_real)NAN, 0, 0, 1, 1, 1);
    isect_aabb3 nan_max = box(0, 0, 0, 1, 1, (isect_real)NAN);
    assert_false(boxes(inverted, big));
    assert_false(boxes(infinite, big));
    assert_false(boxes(nan, big));
    assert_false(boxes(nan_max, big));
    assert_false(isect_test_aabb3_aabb3(NULL, &big));
    assert_false(isect_test_aabb3_aabb3(&big, NULL));

    isect_sphere3 s = ball(0, 0, 0, 1);
    isect_sphere3 bad[] = {ball((isect_real)NAN, 0, 0, 1),
                           ball(0, (isect_real)INFINITY, 0, 1),
                           ball(0, 0, 0, -1),
                           ball(0, 0, 0, (isect_real)NAN),
                           ball(0, 0, 0, (isect_real)INFINITY),
                           ball(0, 0, 0, -gen_ulps(0, 1))};
    isect_capsule3 c = capsule((isect_vec3){0, 0, 0}, (isect_vec3){1, 0, 0}, 1);
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        assert_false(spheres(bad[i], s));
        assert_false(isect_test_sphere3_capsule3(&bad[i], &c));
    }
    assert_false(isect_test_sphere3_sphere3(NULL, &s));
    assert_false(isect_test_sphere3_sphere3(&s, NULL));
    isect_capsule3 bad_c[] = {
        capsule((isect_vec3){0, 0, 0}, (isect_vec3){(isect_real)NAN, 0, 0}, 1),
        capsule((isect_vec3){0, (isect_real)INFINITY, 0}, (isect_vec3){0, 0, 0}, 1),
        capsule((isect_vec3){0, 0, 0}, (isect_vec3){1, 0, 0}, -1),
        capsule((isect_vec3){0, 0, 0}, (isect_vec3){1, 0, 0}, (isect_real)INFINITY)};
    for (size_t i = 0; i < sizeof bad_c / sizeof bad_c[0]; i++)
        assert_false(isect_test_sphere3_capsule3(&s, &bad_c[i]));
    assert_false(isect_test_sphere3_capsule3(NULL, &c));
    assert_false(isect_test_sphere3_capsule3(&s, NULL));
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(sphere_sphere_examples),
        cmocka_unit_test(sphere_sphere_unrounded_sum),
        cmocka_unit_test(sphere_sphere_zero_radii),
        cmocka_unit_test(sphere_sphere_magnitudes),
        cmocka_unit_test(sphere_capsule_examples),
        cmocka_unit_test(sphere_capsule_degenerate),
        cmocka_unit_test(sphere_capsule_unrounded_sum),
        cmocka_unit_test(aabb_aabb_examples),
        cmocka_unit_test(aabb_aabb_degenerate),
        cmocka_unit_test(invalid_input),
    };
    return cmocka_run_group_tests_name("overlap", tests, NULL, NULL);
}
