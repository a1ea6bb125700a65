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

/* ---- Oriented boxes ------------------------------------------------------------------ */

static const isect_vec3 UX = {1, 0, 0}, UY = {0, 1, 0}, UZ = {0, 0, 1};

static isect_obb3 obb(isect_vec3 c, isect_vec3 a0, isect_vec3 a1, isect_vec3 a2, isect_vec3 h) {
    return (isect_obb3){c, {a0, a1, a2}, h};
}

/* Both argument orders must agree. */
static bool obbs(isect_obb3 a, isect_obb3 b) {
    bool ab = isect_test_obb3_obb3(&a, &b), ba = isect_test_obb3_obb3(&b, &a);
    assert_int_equal(ab, ba);
    return ab;
}

/* The cube [-1, 1]^3, and boxes turned by 90 degrees (exact axes) touching it at a face, an
 * edge or a corner, or one ulp apart. */
static void obb_obb_examples(void **state) {
    (void)state;
    isect_obb3 cube = obb((isect_vec3){0, 0, 0}, UX, UY, UZ, (isect_vec3){1, 1, 1});
    isect_vec3 mx = {-1, 0, 0};
    /* turned about z: axes (0 1 0), (-1 0 0), (0 0 1); half extents 1, 2, 1 make it span
     * x in [c - 2, c + 2], y in [-1, 1] */
    isect_obb3 face = obb((isect_vec3){3, 0, 0}, UY, mx, UZ, (isect_vec3){1, 2, 1});
    assert_true(obbs(cube, face));
    face.center.x = gen_ulps(3, 1);
    assert_false(obbs(cube, face));
    isect_obb3 edge = obb((isect_vec3){2, 2, 0}, UY, mx, UZ, (isect_vec3){1, 1, 5});
    assert_true(obbs(cube, edge));
    edge.center.y = gen_ulps(2, 1);
    assert_false(obbs(cube, edge));
    isect_obb3 corner = obb((isect_vec3){2, -2, 2}, UZ, UX, UY, (isect_vec3){1, 1, 1});
    assert_true(obbs(cube, corner));
    corner.center.z = gen_ulps(2, 1);
    assert_false(obbs(cube, corner));
    isect_obb3 inside = obb((isect_vec3){0.25, 0, 0}, UY, UZ, UX, (isect_vec3){0.5, 0.5, 0.5});
    assert_true(obbs(cube, inside));
    /* a box turned by a 3-4-5 rotation about z: its extent along x is 0.6 h0 + 0.8 h1
     * (0.6 and 0.8 rounded, far from touching either way) */
    isect_obb3 turned = obb((isect_vec3){2.3, 0, 0}, (isect_vec3){0.6, 0.8, 0},
                            (isect_vec3){-0.8, 0.6, 0}, UZ, (isect_vec3){1, 1, 1});
    /* (hand SAT) x: 2.3 <= 1 + 1.4; b0: 1.38 <= 1 + 1.4; b1: 1.84 <= 1 + 1.4; the edge axes
     * are x, y, z, b0, b1 again or zero: no axis separates */
    assert_true(obbs(cube, turned));
    turned.center.x = 2.5; /* x: 2.5 > 2.4 */
    assert_false(obbs(cube, turned));
}

/* RTCD 4.4.1 adds an epsilon to |R_ij| "to counteract arithmetic errors when two edges
 * are parallel"; with it, boxes a little apart are called overlapping, and without it the
 * near-zero cross products of nearly parallel axes can claim a separation. isect has
 * neither: parallel edges make an exactly zero axis, which separates nothing. */
static void obb_obb_rtcd_epsilon(void **state) {
    (void)state;
    isect_obb3 a = obb((isect_vec3){0, 0, 0}, UX, UY, UZ, (isect_vec3){1, 1, 1});
    /* apart by 2^-22 (about 2.4e-7) along x: with RTCD's EPSILON = 1e-6 the face axis's
     * right side grows by 3e-6 and the textbook test answers "overlap" */
    isect_obb3 b = obb((isect_vec3){2 + 0x1p-22f, 0.5, 0.5}, UX, UY, UZ, (isect_vec3){1, 1, 1});
    assert_false(obbs(a, b));
    b.center.x = 2;
    assert_true(obbs(a, b));
    /* the same rotation, computed in float, for both boxes: every edge of a is parallel to
     * one of b, the nine edge axes are exactly zero; the boxes overlap (frame coordinates
     * of the centre difference well within the sums of the half extents) */
    float c = cosf(0.3f), s = sinf(0.3f);
    isect_vec3 r0 = {c, s, 0}, r1 = {-s, c, 0};
    isect_obb3 p = obb((isect_vec3){0, 0, 0}, r0, r1, UZ, (isect_vec3){10, 0.5, 0.5});
    isect_obb3 q =
        obb((isect_vec3){10.5f * c, 10.5f * s, 0}, r0, r1, UZ, (isect_vec3){1, 0.5, 0.5});
    assert_true(obbs(p, q));
    /* touching end to end along an axis (exact axes, turned by 90 degrees) */
    isect_obb3 u = obb((isect_vec3){0, 0, 0}, UY, UZ, UX, (isect_vec3){0.5, 10, 0.5});
    isect_obb3 v = obb((isect_vec3){0, 0, 11}, UY, UZ, UX, (isect_vec3){0.5, 1, 0.5});
    assert_true(obbs(u, v));
    v.center.z = gen_ulps(11, 1);
    assert_false(obbs(u, v));
    /* nearly parallel: b's axes a's turned by 2^-20 about z (rounded), overlapping */
    float e = 0x1p-20f;
    isect_obb3 w = obb((isect_vec3){1.5f, 0, 0}, (isect_vec3){1, e, 0}, (isect_vec3){-e, 1, 0}, UZ,
                       (isect_vec3){1, 1, 1});
    assert_true(obbs(a, w));
}

/* Zero half extents: a rectangle, a segment, a point, touching or one ulp apart. */
static void obb_obb_degenerate(void **state) {
    (void)state;
    isect_obb3 cube = obb((isect_vec3){0, 0, 0}, UX, UY, UZ, (isect_vec3){1, 1, 1});
    isect_obb3 point = obb((isect_vec3){1, 1, 1}, UY, UZ, UX, (isect_vec3){0, 0, 0});
    assert_true(obbs(cube, point));
    point.center.x = gen_ulps(1, 1);
    assert_false(obbs(cube, point));
    isect_obb3 seg = obb((isect_vec3){1, 0, 5}, UZ, UX, UY, (isect_vec3){4, 0, 0});
    assert_true(obbs(cube, seg)); /* z in [1, 9]: touches the edge x = 1, z = 1 */
    seg.center.z = gen_ulps(5, 1);
    assert_false(obbs(cube, seg));
    isect_obb3 flat = obb((isect_vec3){0, 0, 1}, UX, UY, UZ, (isect_vec3){3, 3, 0});
    assert_true(obbs(cube, flat));
    isect_obb3 flat2 = obb((isect_vec3){0, 0, gen_ulps(1, 1)}, UX, UY, UZ, (isect_vec3){3, 3, 0});
    assert_false(obbs(cube, flat2));
    assert_true(obbs(flat, flat));
    isect_obb3 p2 = point;
    p2.center.x = 1;
    assert_true(obbs(p2, p2));
    /* the widest magnitudes: the face-touching pair scaled by huge and tiny powers of two */
    isect_real scales[2] = {HUGE_SCALE, TINY_SCALE};
    for (int i = 0; i < 2; i++) {
        isect_real k = scales[i];
        isect_obb3 a = obb((isect_vec3){0, 0, 0}, UX, UY, UZ, (isect_vec3){k, k, k});
        isect_obb3 b = obb((isect_vec3){3 * k, 0, 0}, UY, (isect_vec3){-1, 0, 0}, UZ,
                           (isect_vec3){k, 2 * k, k});
        assert_true(obbs(a, b));
        b.center.x = gen_ulps(3 * k, 1);
        assert_false(obbs(a, b));
    }
}

/* An AABB against an OBB, with the AABB's centre not representable. */
static void aabb_obb_examples(void **state) {
    (void)state;
    isect_aabb3 unit = box(0, 0, 0, 1, 1, 1);
    isect_obb3 b = obb((isect_vec3){1.5, 0.5, 0.5}, UY, UZ, UX, (isect_vec3){0.5, 0.5, 0.5});
    assert_true(isect_test_aabb3_obb3(&unit, &b));
    b.center.x = gen_ulps(1.5, 1);
    assert_false(isect_test_aabb3_obb3(&unit, &b));
    /* max x = 1 + EPS: the centre 1 + EPS / 2 is not representable (it rounds to 1, which
     * moves the face to 1 + EPS / 2); b touches the face at 1 + EPS */
    isect_aabb3 thin = box(1, 0, 0, 1 + EPS, 1, 1);
    isect_obb3 c =
        obb((isect_vec3){(isect_real)1.5 + EPS, 0.5, 0.5}, UX, UY, UZ, (isect_vec3){0.5, 0.5, 0.5});
    assert_true(isect_test_aabb3_obb3(&thin, &c));
    c.center.x = gen_ulps(c.center.x, 1);
    assert_false(isect_test_aabb3_obb3(&thin, &c));
    /* a degenerate AABB (a point) at b's corner */
    isect_aabb3 pt = box(2, 1, 1, 2, 1, 1);
    isect_obb3 d = obb((isect_vec3){1.5, 0.5, 0.5}, UX, UY, UZ, (isect_vec3){0.5, 0.5, 0.5});
    assert_true(isect_test_aabb3_obb3(&pt, &d));
    pt.min.y = pt.max.y = gen_ulps(1, 1);
    assert_false(isect_test_aabb3_obb3(&pt, &d));
}

static void obb_invalid_input(void **state) {
    (void)state;
    isect_obb3 ok = obb((isect_vec3){0, 0, 0}, UX, UY, UZ, (isect_vec3){1, 1, 1});
    isect_aabb3 unit = box(0, 0, 0, 1, 1, 1);
    isect_obb3 bad[5] = {ok, ok, ok, ok, ok};
    bad[0].center.y = (isect_real)NAN;
    bad[1].half.z = -1;
    bad[2].axis[1].x = (isect_real)INFINITY;
    bad[3].axis[0] = (isect_vec3){1.01f, 0, 0}; /* not unit within 1e-4 */
    bad[4].axis[1] = (isect_vec3){0.1f, 1, 0};  /* not orthogonal */
    for (int i = 0; i < 5; i++) {
        assert_false(isect_test_obb3_obb3(&ok, &bad[i]));
        assert_false(isect_test_obb3_obb3(&bad[i], &ok));
        assert_false(isect_test_aabb3_obb3(&unit, &bad[i]));
    }
    isect_aabb3 inverted = box(1, 0, 0, 0, 1, 1);
    assert_false(isect_test_aabb3_obb3(&inverted, &ok));
    assert_false(isect_test_obb3_obb3(NULL, &ok));
    assert_false(isect_test_obb3_obb3(&ok, NULL));
    assert_false(isect_test_aabb3_obb3(NULL, &ok));
    assert_false(isect_test_aabb3_obb3(&unit, NULL));
}

/* ---- Capsules against boxes ---------------------------------------------------------- */

static bool cap_aabb(isect_capsule3 c, isect_aabb3 b) {
    return isect_test_capsule3_aabb3(&c, &b);
}

static bool cap_obb(isect_capsule3 c, isect_obb3 b) {
    return isect_test_capsule3_obb3(&c, &b);
}

/* The box [0, 2]^3 and cores at integer distances from a face, an edge and a corner
 * (3-4-5 and 1-2-2-3 right triangles), each touching at radius r and apart one ulp below;
 * the same for the cube centred at (1, 1, 1) as an oriented box with permuted axes (an
 * exact quarter turn: the frame distance is the distance). */
static void capsule_box_examples(void **state) {
    (void)state;
    isect_aabb3 b = box(0, 0, 0, 2, 2, 2);
    isect_obb3 o =
        obb((isect_vec3){1, 1, 1}, UZ, UX, (isect_vec3){0, -1, 0}, (isect_vec3){1, 1, 1});
    isect_capsule3 cases[4] = {
        capsule((isect_vec3){3, 0.5, -5}, (isect_vec3){3, 0.5, 5}, 1), /* along the face x = 2 */
        capsule((isect_vec3){5, 6, -10}, (isect_vec3){5, 6, 10}, 5),   /* along the edge x=y=2 */
        capsule((isect_vec3){3, 4, 4}, (isect_vec3){4, 6, 6}, 3),      /* from the corner away */
        capsule((isect_vec3){-1, 1, 1}, (isect_vec3){3, 1, 1}, 0)};    /* through the box */
    for (int i = 0; i < 4; i++) {
        assert_true(cap_aabb(cases[i], b));
        assert_true(cap_obb(cases[i], o));
        if (i == 3)
            continue;
        isect_capsule3 apart = cases[i];
        apart.radius = gen_ulps(apart.radius, -1);
        assert_false(cap_aabb(apart, b));
        assert_false(cap_obb(apart, o));
    }
    /* the rounded corner: the core parallel to the edge x = y = 2 at (3, 3) is sqrt(2) away,
     * inside the box widened by r = 1.4 on every side but outside the capsule's reach */
    isect_capsule3 corner = capsule((isect_vec3){3, 3, -1}, (isect_vec3){3, 3, 3}, 1.4f);
    assert_false(cap_aabb(corner, b));
    assert_false(cap_obb(corner, o));
    corner.radius = 1.5f;
    assert_true(cap_aabb(corner, b));
    assert_true(cap_obb(corner, o));
    /* max x = 1 + EPS: the centre 1 + EPS / 2 is not representable; the core at x = 1.5 +
     * EPS is 0.5 from that face */
    isect_aabb3 thin = box(0, 0, 0, 1 + EPS, 1, 1);
    isect_real x = (isect_real)1.5 + EPS;
    isect_capsule3 near = capsule((isect_vec3){x, 0, 0}, (isect_vec3){x, 1, 1}, 0.5f);
    assert_true(cap_aabb(near, thin));
    near.radius = gen_ulps(0.5f, -1);
    assert_false(cap_aabb(near, thin));
    /* a turned box, far from touching either way: the unit cube about 0 turned by 3-4-5
     * about z (axes rounded), a core along z through (3, 0): its frame coordinates are
     * about (1.8, -2.4), so its frame distance is about sqrt(0.8^2 + 1.4^2) = 1.61 */
    isect_obb3 turned = obb((isect_vec3){0, 0, 0}, (isect_vec3){0.6f, 0.8f, 0},
                            (isect_vec3){-0.8f, 0.6f, 0}, UZ, (isect_vec3){1, 1, 1});
    isect_capsule3 far = capsule((isect_vec3){3, 0, -3}, (isect_vec3){3, 0, 3}, 1.55f);
    assert_false(cap_obb(far, turned));
    far.radius = 1.65f;
    assert_true(cap_obb(far, turned));
}

/* Zero-length cores (balls), zero radii (segments), zero extents, the widest magnitudes. */
static void capsule_box_degenerate(void **state) {
    (void)state;
    isect_aabb3 b = box(0, 0, 0, 2, 2, 2);
    isect_obb3 o = obb((isect_vec3){1, 1, 1}, UX, UY, UZ, (isect_vec3){1, 1, 1});
    isect_capsule3 ball_at = capsule((isect_vec3){3, 4, 4}, (isect_vec3){3, 4, 4}, 3);
    assert_true(cap_aabb(ball_at, b));
    assert_true(cap_obb(ball_at, o));
    ball_at.radius = gen_ulps(3, -1);
    assert_false(cap_aabb(ball_at, b));
    assert_false(cap_obb(ball_at, o));
    /* radius 0: the core touching the edge x = y = 2 at one point, then one ulp off */
    isect_capsule3 seg = capsule((isect_vec3){4, 0, 1}, (isect_vec3){0, 4, 1}, 0);
    assert_true(cap_aabb(seg, b));
    assert_true(cap_obb(seg, o));
    seg.p0.x = gen_ulps(4, 1);
    assert_false(cap_aabb(seg, b));
    assert_false(cap_obb(seg, o));
    /* a flat box (z extent 0) and a point box */
    isect_aabb3 flat = box(0, 0, 1, 2, 2, 1);
    isect_obb3 oflat = obb((isect_vec3){1, 1, 1}, UX, UY, UZ, (isect_vec3){1, 1, 0});
    isect_capsule3 above = capsule((isect_vec3){-5, 1, 4}, (isect_vec3){5, 1, 4}, 3);
    assert_true(cap_aabb(above, flat));
    assert_true(cap_obb(above, oflat));
    above.radius = gen_ulps(3, -1);
    assert_false(cap_aabb(above, flat));
    assert_false(cap_obb(above, oflat));
    isect_aabb3 pt = box(1, 1, 1, 1, 1, 1);
    isect_capsule3 around = capsule((isect_vec3){-1, 1, 4}, (isect_vec3){3, 1, 4}, 3);
    assert_true(cap_aabb(around, pt));
    /* the touching cases scaled by huge and tiny powers of two */
    isect_real scales[2] = {HUGE_SCALE, TINY_SCALE};
    for (int i = 0; i < 2; i++) {
        isect_real k = scales[i];
        isect_aabb3 bk = box(0, 0, 0, 2 * k, 2 * k, 2 * k);
        isect_obb3 ok = obb((isect_vec3){k, k, k}, UY, UZ, UX, (isect_vec3){k, k, k});
        isect_capsule3 c =
            capsule((isect_vec3){5 * k, 6 * k, -10 * k}, (isect_vec3){5 * k, 6 * k, 10 * k}, 5 * k);
        assert_true(cap_aabb(c, bk));
        assert_true(cap_obb(c, ok));
        c.radius = gen_ulps(5 * k, -1);
        assert_false(cap_aabb(c, bk));
        assert_false(cap_obb(c, ok));
    }
}

/* The widest span in one case (double build): ends near 2^1022 and subnormal coordinates,
 * a box and a radius near 2^-1000, touching at distance 2 tiny, then one ulp short; the
 * exact path runs in integers of thousands of bits. */
static void capsule_box_mixed_extremes(void **state) {
    (void)state;
#if ISECT_USE_DOUBLE
    double big = 0x1p1022, tiny = 0x1p-1000, sub = 0x1p-1074;
    isect_capsule3 c =
        capsule((isect_vec3){big, sub, 3 * tiny}, (isect_vec3){-big, -sub, 3 * tiny}, 2 * tiny);
    isect_aabb3 b = box(-tiny, -tiny, -tiny, tiny, tiny, tiny);
    isect_obb3 o = obb((isect_vec3){0, 0, 0}, (isect_vec3){0.6, 0.8, 0}, (isect_vec3){-0.8, 0.6, 0},
                       UZ, (isect_vec3){tiny, tiny, tiny});
    assert_true(cap_aabb(c, b));
    assert_true(cap_obb(c, o));
    c.radius = gen_ulps(c.radius, -1);
    assert_false(cap_aabb(c, b));
    assert_false(cap_obb(c, o));
#endif
}

static void capsule_box_invalid(void **state) {
    (void)state;
    isect_aabb3 b = box(0, 0, 0, 2, 2, 2);
    isect_obb3 o = obb((isect_vec3){1, 1, 1}, UX, UY, UZ, (isect_vec3){1, 1, 1});
    isect_capsule3 ok = capsule((isect_vec3){1, 1, 1}, (isect_vec3){3, 1, 1}, 1);
    isect_capsule3 bad[5] = {ok, ok, ok, ok, ok};
    bad[0].p0.y = (isect_real)NAN;
    bad[1].p1.z = (isect_real)INFINITY;
    bad[2].radius = -1;
    bad[3].radius = (isect_real)NAN;
    bad[4].radius = (isect_real)INFINITY;
    for (int i = 0; i < 5; i++) {
        assert_false(cap_aabb(bad[i], b));
        assert_false(cap_obb(bad[i], o));
    }
    isect_aabb3 inverted = box(2, 0, 0, 0, 2, 2);
    assert_false(cap_aabb(ok, inverted));
    isect_obb3 bad_box[3] = {o, o, o};
    bad_box[0].half.x = -1;
    bad_box[1].axis[0] = (isect_vec3){1.01f, 0, 0};
    bad_box[2].center.z = (isect_real)NAN;
    for (int i = 0; i < 3; i++)
        assert_false(cap_obb(ok, bad_box[i]));
    assert_false(isect_test_capsule3_aabb3(NULL, &b));
    assert_false(isect_test_capsule3_aabb3(&ok, NULL));
    assert_false(isect_test_capsule3_obb3(NULL, &o));
    assert_false(isect_test_capsule3_obb3(&ok, NULL));
}

/* ---- Contacts of round solids ----------------------------------------------------------- */

/* Within 4 ulps of x (a rounded unit vector, a midpoint). */
static void near(isect_real got, double want) {
    double tol = 4 * EPS * (fabs(want) > 1 ? fabs(want) : 1);
    if (!(fabs((double)got - want) <= tol))
        fail_msg("got %.17g, want %.17g", (double)got, want);
}

static void near3(isect_vec3 got, double x, double y, double z) {
    near(got.x, x);
    near(got.y, y);
    near(got.z, z);
}

/* Hand-computed contacts: 3-4-5 distances, cores meeting by the documented rule. */
static void contact_examples(void **state) {
    (void)state;
    isect_sphere3 a = ball(0, 0, 0, 1), b = ball(3, 4, 0, 6);
    isect_contact_result3 r = isect_find_sphere3_sphere3(&a, &b);
    assert_true(r.hit);
    near(r.depth, 2);
    near3(r.normal, 0.6, 0.8, 0);
    near3(r.point, 0, 0, 0); /* (0.6, 0.8, 0) and (3, 4, 0) - 6 (0.6, 0.8, 0) */
    assert_int_equal(r.flags, 0);
    isect_sphere3 far = ball(0, 0, 5, 1);
    r = isect_find_sphere3_sphere3(&a, &far);
    assert_false(r.hit);
    near(r.depth, -3);
    near3(r.normal, 0, 0, 1);
    near3(r.point, 0, 0, 2.5);
    isect_sphere3 c2 = ball(0, 0, 0, 2), c3 = ball(0, 0, 5, 3); /* touching */
    r = isect_find_sphere3_sphere3(&c2, &c3);
    assert_true(r.hit);
    assert_true(r.depth == 0);
    isect_sphere3 p = ball(1, 2, 3, 1), q = ball(1, 2, 3, 2); /* concentric */
    r = isect_find_sphere3_sphere3(&p, &q);
    assert_true(r.hit);
    near(r.depth, 3);
    near3(r.normal, 1, 0, 0);
    near3(r.point, 0.5, 2, 3);
    assert_int_equal(r.flags, ISECT_AMBIGUOUS);

    isect_capsule3 k = capsule((isect_vec3){-5, 3, 0}, (isect_vec3){5, 3, 0}, 1);
    r = isect_find_sphere3_capsule3(&a, &k);
    assert_false(r.hit);
    near(r.depth, -1);
    near3(r.normal, 0, 1, 0);
    near3(r.point, 0, 1.5, 0);
    isect_sphere3 on = ball(0, 3, 0, 1); /* the centre on the core: across (10 0 0) */
    r = isect_find_sphere3_capsule3(&on, &k);
    assert_true(r.hit);
    near(r.depth, 2);
    near3(r.normal, 0, 0, -1); /* e = y (the first smallest component), e x d = -10 z */
    assert_int_equal(r.flags, ISECT_AMBIGUOUS);

    isect_capsule3 k1 = capsule((isect_vec3){-1, 0, 0}, (isect_vec3){1, 0, 0}, 0.5f);
    isect_capsule3 k2 = capsule((isect_vec3){0, -1, 1}, (isect_vec3){0, 1, 1}, 0.25f);
    r = isect_find_capsule3_capsule3(&k1, &k2);
    assert_false(r.hit);
    near(r.depth, -0.25);
    near3(r.normal, 0, 0, 1);
    near3(r.point, 0, 0, 0.625);
    isect_capsule3 k3 = capsule((isect_vec3){0, -1, 0}, (isect_vec3){0, 1, 0}, 0.25f);
    r = isect_find_capsule3_capsule3(&k1, &k3); /* crossing: +-(x x y), toward b: midpoints equal */
    assert_true(r.hit);
    near(r.depth, 0.75);
    near3(r.normal, 0, 0, 1);
    near3(r.point, 0, 0, 0.125);
    assert_int_equal(r.flags, ISECT_AMBIGUOUS);
    isect_capsule3 k4 = capsule((isect_vec3){2, 0, 0}, (isect_vec3){4, 0, 0}, 0.5f);
    r = isect_find_capsule3_capsule3(&k1, &k4); /* end to end, the surfaces touching */
    assert_true(r.hit);
    assert_true(r.depth == 0);
    near3(r.normal, 1, 0, 0);
    near3(r.point, 1.5, 0, 0);
    isect_capsule3 k5 = capsule((isect_vec3){-0.5f, 0, 0}, (isect_vec3){3, 0, 0}, 0.25f);
    r = isect_find_capsule3_capsule3(&k1, &k5); /* collinear and overlapping */
    assert_true(r.hit);
    near(r.depth, 0.75);
    near3(r.normal, 0, 0, -1);
    assert_int_equal(r.flags, ISECT_AMBIGUOUS);
}

/* Degenerate and invalid input; find agrees with test on random pairs. */
static void contact_degenerate_invalid(void **state) {
    (void)state;
    isect_capsule3 dot = capsule((isect_vec3){0, 0, 3}, (isect_vec3){0, 0, 3}, 1);
    isect_sphere3 a = ball(0, 0, 0, 2);
    isect_contact_result3 r = isect_find_sphere3_capsule3(&a, &dot);
    assert_true(r.hit);
    assert_true(r.depth == 0);
    assert_int_equal(r.flags, ISECT_DEGENERATE);
    isect_capsule3 bad = capsule((isect_vec3){0, 0, 0}, (isect_vec3){1, 0, 0}, -1);
    isect_sphere3 nan_ball = ball((isect_real)NAN, 0, 0, 1);
    isect_contact_result3 got[5] = {
        isect_find_sphere3_capsule3(&a, &bad), isect_find_capsule3_capsule3(&bad, &dot),
        isect_find_sphere3_sphere3(&nan_ball, &a), isect_find_sphere3_sphere3(NULL, &a),
        isect_find_capsule3_capsule3(&dot, NULL)};
    for (int i = 0; i < 5; i++) { /* the all-zero result, field by field (not the padding) */
        isect_contact_result3 g = got[i];
        assert_false(g.hit);
        assert_int_equal(g.flags, ISECT_INVALID);
        assert_true(g.depth == 0 && g.normal.x == 0 && g.normal.y == 0 && g.normal.z == 0);
        assert_true(g.point.x == 0 && g.point.y == 0 && g.point.z == 0);
    }
    gen_rng rng;
    gen_seed(&rng, 7);
    for (int i = 0; i < 2000; i++) {
        isect_real v[16];
        for (int j = 0; j < 16; j++)
            v[j] = (isect_real)gen_range(&rng, j >= 14 ? 0 : -4, 4);
        isect_sphere3 s = ball(v[0], v[1], v[2], v[14]), t = ball(v[3], v[4], v[5], v[15]);
        isect_capsule3 c =
            capsule((isect_vec3){v[6], v[7], v[8]}, (isect_vec3){v[9], v[10], v[11]}, v[15]);
        isect_capsule3 d =
            capsule((isect_vec3){v[0], v[1], v[2]}, (isect_vec3){v[12], v[13], v[3]}, v[14]);
        assert_int_equal(isect_find_sphere3_sphere3(&s, &t).hit,
                         isect_test_sphere3_sphere3(&s, &t));
        assert_int_equal(isect_find_sphere3_capsule3(&s, &c).hit,
                         isect_test_sphere3_capsule3(&s, &c));
        assert_int_equal(isect_find_capsule3_capsule3(&d, &c).hit,
                         isect_test_capsule3_capsule3(&d, &c));
    }
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
        cmocka_unit_test(obb_obb_examples),
        cmocka_unit_test(obb_obb_rtcd_epsilon),
        cmocka_unit_test(obb_obb_degenerate),
        cmocka_unit_test(aabb_obb_examples),
        cmocka_unit_test(obb_invalid_input),
        cmocka_unit_test(capsule_box_examples),
        cmocka_unit_test(capsule_box_degenerate),
        cmocka_unit_test(capsule_box_mixed_extremes),
        cmocka_unit_test(capsule_box_invalid),
        cmocka_unit_test(contact_examples),
        cmocka_unit_test(contact_degenerate_invalid),
    };
    return cmocka_run_group_tests_name("overlap", tests, NULL, NULL);
}
