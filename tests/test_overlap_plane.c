/* Solids against a plane (isect/overlap.h) on worked examples whose answers follow by hand
 * from integer geometry (Pythagorean lengths make touching exact), one ulp off touching,
 * degenerate solids, the widest magnitudes, a scaled case, the textbook OBB formula's
 * mistake for axes that are orthonormal only within the tolerance, and invalid input.
 * Every example asks both forms where the plane has three exact points, and both queries,
 * test and classify, which must agree (test true exactly for ISECT_STRADDLING). The
 * randomised comparison with the exact oracle is test_oracle_overlap_plane.c. */
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
#define REAL_TRUE_MIN DBL_TRUE_MIN
#define BIG_EXP 900
#else
#define REAL_TRUE_MIN FLT_TRUE_MIN
#define BIG_EXP 100
#endif

enum { FRONT = ISECT_FRONT, BACK = ISECT_BACK, STRAD = ISECT_STRADDLING };

static isect_vec3 v3(isect_real x, isect_real y, isect_real z) {
    return (isect_vec3){x, y, z};
}

static isect_plane3 plane(isect_real nx, isect_real ny, isect_real nz, isect_real o) {
    return (isect_plane3){{nx, ny, nz}, o};
}

/* The plane z = h through three points, normal +z (counterclockwise seen from above), or
 * -z (reversed). */
static isect_plane3p plane_z(isect_real h, bool up) {
    isect_plane3p p = {{0, 0, h}, {1, 0, h}, {0, 1, h}};
    if (!up) {
        p.b = v3(0, 1, h);
        p.c = v3(1, 0, h);
    }
    return p;
}

/* Each pair's classify, checked against its test. */
#define PAIR(name, type)                                                                           \
    static int name##_p3(type s, isect_plane3 p) {                                                 \
        isect_side side = isect_classify_##name##_plane3(&s, &p);                                  \
        assert_int_equal(isect_test_##name##_plane3(&s, &p), side == ISECT_STRADDLING);            \
        return (int)side;                                                                          \
    }                                                                                              \
    static int name##_p3p(type s, isect_plane3p p) {                                               \
        isect_side side = isect_classify_##name##_plane3p(&s, &p);                                 \
        assert_int_equal(isect_test_##name##_plane3p(&s, &p), side == ISECT_STRADDLING);           \
        return (int)side;                                                                          \
    }
PAIR(sphere3, isect_sphere3)
PAIR(aabb3, isect_aabb3)
PAIR(obb3, isect_obb3)
PAIR(capsule3, isect_capsule3)
PAIR(cone3, isect_cone3)
PAIR(tri3, isect_tri3)

/* RTCD 5.2.2 with a normal of length 2: the plane 2z = 2 (z = 1). A ball about (0, 0, 3)
 * of radius 2 rests on it; 1.5 floats above; one about (0, 0, -3) of radius 1 lies below.
 * The three-point plane z = 1 answers the same, and reversed swaps front and back. */
static void sphere_examples(void **state) {
    (void)state;
    isect_plane3 p = plane(0, 0, 2, 2);
    isect_sphere3 touch = {{0, 0, 3}, 2}, above = {{0, 0, 3}, (isect_real)1.5},
                  below = {{0, 0, -3}, 1};
    assert_int_equal(sphere3_p3(touch, p), STRAD);
    assert_int_equal(sphere3_p3(above, p), FRONT);
    assert_int_equal(sphere3_p3(below, p), BACK);
    assert_int_equal(sphere3_p3p(touch, plane_z(1, true)), STRAD);
    assert_int_equal(sphere3_p3p(above, plane_z(1, true)), FRONT);
    assert_int_equal(sphere3_p3p(below, plane_z(1, true)), BACK);
    assert_int_equal(sphere3_p3p(above, plane_z(1, false)), BACK);
    assert_int_equal(sphere3_p3p(below, plane_z(1, false)), FRONT);
}

/* The normal (3, 4, 0) has length 5: (6, 8, 0) lies (3 6 + 4 8) / 5 = 10 above the plane
 * through the origin. Radius 10 touches; one ulp less floats, one ulp more crosses. A
 * radius 0 ball is its centre. */
static void sphere_one_ulp(void **state) {
    (void)state;
    isect_plane3 p = plane(3, 4, 0, 0);
    assert_int_equal(sphere3_p3((isect_sphere3){{6, 8, 0}, 10}, p), STRAD);
    assert_int_equal(sphere3_p3((isect_sphere3){{6, 8, 0}, gen_ulps(10, -1)}, p), FRONT);
    assert_int_equal(sphere3_p3((isect_sphere3){{6, 8, 0}, gen_ulps(10, 1)}, p), STRAD);
    assert_int_equal(sphere3_p3((isect_sphere3){{-6, -8, 0}, gen_ulps(10, -1)}, p), BACK);
    assert_int_equal(sphere3_p3((isect_sphere3){{4, -3, 7}, 0}, p), STRAD); /* on it */
    assert_int_equal(sphere3_p3((isect_sphere3){{4, -3, 7}, 0}, plane(3, 4, 0, REAL_TRUE_MIN)),
                     BACK);
    /* through three points of that plane: (0, 0, 0), (4, -3, 0), (0, 0, 1) */
    isect_plane3p q = {{0, 0, 0}, {0, 0, 1}, {4, -3, 0}}; /* normal (3, 4, 0) */
    assert_int_equal(sphere3_p3p((isect_sphere3){{6, 8, 0}, 10}, q), STRAD);
    assert_int_equal(sphere3_p3p((isect_sphere3){{6, 8, 0}, gen_ulps(10, -1)}, q), FRONT);
    assert_int_equal(sphere3_p3p((isect_sphere3){{-6, -8, 5}, gen_ulps(10, -1)}, q), BACK);
}

/* RTCD 5.2.3 on min and max: the box [0, 10]^3 against x + y + z = o touches at the
 * corner 0 (o = 0) and at 30; a hair beyond either it lies on one side. Against x - y = 10
 * it touches along the edge x = 10, y = 0. */
static void aabb_examples(void **state) {
    (void)state;
    isect_aabb3 b = {{0, 0, 0}, {10, 10, 10}};
    assert_int_equal(aabb3_p3(b, plane(1, 1, 1, 0)), STRAD);
    assert_int_equal(aabb3_p3(b, plane(1, 1, 1, 30)), STRAD);
    assert_int_equal(aabb3_p3(b, plane(1, 1, 1, 15)), STRAD);
    assert_int_equal(aabb3_p3(b, plane(1, 1, 1, -REAL_TRUE_MIN)), FRONT);
    assert_int_equal(aabb3_p3(b, plane(1, 1, 1, gen_ulps(30, 1))), BACK);
    assert_int_equal(aabb3_p3(b, plane(-1, -1, -1, gen_ulps(-30, -1))), FRONT);
    assert_int_equal(aabb3_p3(b, plane(1, -1, 0, 10)), STRAD);
    assert_int_equal(aabb3_p3(b, plane(1, -1, 0, gen_ulps(10, 1))), BACK);
    /* a face resting on z = 10 (from below: the box is behind), one ulp below it */
    assert_int_equal(aabb3_p3p(b, plane_z(10, true)), STRAD);
    assert_int_equal(aabb3_p3p(b, plane_z(gen_ulps(10, 1), true)), BACK);
    assert_int_equal(aabb3_p3p(b, plane_z(gen_ulps(10, 1), false)), FRONT);
    /* the plane through the corners (10, 0, 0), (0, 10, 0), (0, 0, 10): x + y + z = 10 */
    isect_plane3p q = {{10, 0, 0}, {0, 10, 0}, {0, 0, 10}};
    assert_int_equal(aabb3_p3p(b, q), STRAD);
    isect_aabb3 corner = {{-1, -1, -1}, {0, 0, 0}}, past = {{-1, -1, -1}, {3, 3, 3}};
    assert_int_equal(aabb3_p3p(corner, q), BACK);
    q.a.x = q.b.y = q.c.z = 9; /* x + y + z = 9 */
    assert_int_equal(aabb3_p3p(past, q), STRAD);
    isect_aabb3 past_tight = {{-1, -1, -1}, {3, 3, 3}};
    assert_int_equal(aabb3_p3(past_tight, plane(1, 1, 1, 9)), STRAD); /* the corner (3, 3, 3) */
    assert_int_equal(aabb3_p3(past_tight, plane(1, 1, 1, gen_ulps(9, 1))), BACK);
}

/* Zero extents: a point, a segment and a rectangle, each answered as the set it is. */
static void aabb_degenerate(void **state) {
    (void)state;
    isect_aabb3 point = {{1, 2, 3}, {1, 2, 3}}, seg = {{1, 2, 3}, {5, 2, 3}},
                rect = {{0, 0, 1}, {4, 4, 1}};
    assert_int_equal(aabb3_p3(point, plane(1, 1, 1, 6)), STRAD);
    assert_int_equal(aabb3_p3(point, plane(1, 1, 1, gen_ulps(6, -1))), FRONT);
    assert_int_equal(aabb3_p3(seg, plane(1, 0, 0, 5)), STRAD);
    assert_int_equal(aabb3_p3(seg, plane(1, 0, 0, gen_ulps(5, 1))), BACK);
    assert_int_equal(aabb3_p3p(rect, plane_z(1, true)), STRAD); /* lying in the plane */
    assert_int_equal(aabb3_p3p(rect, plane_z(gen_ulps(1, -1), true)), FRONT);
}

static isect_obb3 obb(isect_vec3 c, isect_vec3 a0, isect_vec3 a1, isect_vec3 a2, isect_vec3 h) {
    return (isect_obb3){c, {a0, a1, a2}, h};
}

/* Signed-permutation axes (exactly orthonormal): axis 0 along y, 1 along z, 2 along -x;
 * centre (1, 2, 3), half extents (1, 2, 3): x in [-2, 4], y in [1, 3], z in [1, 5]. */
static void obb_examples(void **state) {
    (void)state;
    isect_obb3 b = obb(v3(1, 2, 3), v3(0, 1, 0), v3(0, 0, 1), v3(-1, 0, 0), v3(1, 2, 3));
    assert_int_equal(obb3_p3(b, plane(1, 0, 0, 4)), STRAD);
    assert_int_equal(obb3_p3(b, plane(1, 0, 0, gen_ulps(4, 1))), BACK);
    assert_int_equal(obb3_p3(b, plane(1, 0, 0, gen_ulps(-2, -1))), FRONT);
    assert_int_equal(obb3_p3(b, plane(0, 0, 1, 1)), STRAD);
    /* x + y + z = 12 through the vertex (4, 3, 5); a hair beyond */
    assert_int_equal(obb3_p3(b, plane(1, 1, 1, 12)), STRAD);
    assert_int_equal(obb3_p3(b, plane(1, 1, 1, gen_ulps(12, 1))), BACK);
    assert_int_equal(obb3_p3p(b, plane_z(5, true)), STRAD);
    assert_int_equal(obb3_p3p(b, plane_z(gen_ulps(5, 1), true)), BACK);
    assert_int_equal(obb3_p3p(b, plane_z(gen_ulps(1, -1), false)), BACK);
    /* zero half extents: the centre */
    isect_obb3 pt = obb(v3(1, 2, 3), v3(0, 1, 0), v3(0, 0, 1), v3(-1, 0, 0), v3(0, 0, 0));
    assert_int_equal(obb3_p3(pt, plane(1, 1, 1, 6)), STRAD);
    assert_int_equal(obb3_p3(pt, plane(1, 1, 1, gen_ulps(6, 1))), BACK);
}

/* The frame box, not the textbook's: axes a0 = (1, 0, 0), a1 = (2^-14, 1, 0), a2 = (0, 0, 1)
 * are orthonormal within ISECT_AXIS_TOLERANCE (a0 . a1 = 2^-14 < 1e-4). The box
 * {|x| <= 1, |2^-14 x + y| <= 1, |z| <= 1} reaches y = 1 + 2^-14 (at x = -1), while RTCD's
 * sum_i h_i |n . a_i| = 1 for n = (0, 1, 0): the plane y = 1 + 2^-15 cuts the box although
 * that formula calls it apart, and y = 1 + 2^-13 misses it. */
static void obb_frame_box(void **state) {
    (void)state;
    isect_obb3 b =
        obb(v3(0, 0, 0), v3(1, 0, 0), v3((isect_real)0x1p-14, 1, 0), v3(0, 0, 1), v3(1, 1, 1));
    assert_true(isect_valid_obb3(&b));
    assert_int_equal(obb3_p3(b, plane(0, 1, 0, 1 + (isect_real)0x1p-15)), STRAD);
    assert_int_equal(obb3_p3(b, plane(0, 1, 0, 1 + (isect_real)0x1p-14)), STRAD); /* touching */
    assert_int_equal(obb3_p3(b, plane(0, 1, 0, 1 + (isect_real)0x1p-13)), BACK);
    assert_int_equal(obb3_p3(b, plane(0, -1, 0, 1 + (isect_real)0x1p-13)), BACK);
}

/* The core (0, 0, 2)-(4, 0, 3) of radius 1 rests on z = 1 with its end ball; radius one
 * ulp less floats above. A core parallel to the plane touches along a line; one crossing
 * it meets it whatever the radius; a zero-length capsule is a ball. */
static void capsule_examples(void **state) {
    (void)state;
    isect_plane3 p = plane(0, 0, 1, 1);
    isect_capsule3 c = {{0, 0, 2}, {4, 0, 3}, 1};
    assert_int_equal(capsule3_p3(c, p), STRAD);
    assert_int_equal(capsule3_p3p(c, plane_z(1, true)), STRAD);
    c.radius = gen_ulps(1, -1);
    assert_int_equal(capsule3_p3(c, p), FRONT);
    assert_int_equal(capsule3_p3p(c, plane_z(1, false)), BACK);
    isect_capsule3 par = {{0, 0, 2}, {5, 5, 2}, 1}, cross = {{0, 0, 2}, {0, 0, -5}, 0};
    assert_int_equal(capsule3_p3(par, p), STRAD);
    assert_int_equal(capsule3_p3(cross, p), STRAD);
    isect_capsule3 below = {{0, 0, -2}, {3, 4, -1}, gen_ulps(2, -1)};
    assert_int_equal(capsule3_p3(below, p), BACK);
    below.radius = 2; /* the end (3, 4, -1) reaches z = 1 */
    assert_int_equal(capsule3_p3(below, p), STRAD);
    isect_capsule3 ball = {{6, 8, 0}, {6, 8, 0}, 10};
    assert_int_equal(capsule3_p3(ball, plane(3, 4, 0, 0)), STRAD);
    ball.radius = gen_ulps(10, -1);
    assert_int_equal(capsule3_p3(ball, plane(3, 4, 0, 0)), FRONT);
}

/* RTCD 5.2.4. An upright cone: apex (0, 0, 5), base disc of radius 3 about (0, 0, 2): z = 2
 * touches its base, z = 1 lies below it. A tilted one: axis d = base - apex = (4, 0, -3)
 * (length 5), base (0, 0, 4), radius 5: the rim's lowest point is 4 - 5 |n x d| / |d| =
 * 4 - 5 (4 / 5) = 0 above z = 0 (n = (0, 0, 1), |n x d| = 4), so z = 0 touches the rim;
 * the apex (-4, 0, 7) is higher. */
static void cone_examples(void **state) {
    (void)state;
    isect_cone3 up = {{0, 0, 5}, {0, 0, 2}, 3};
    assert_int_equal(cone3_p3(up, plane(0, 0, 1, 2)), STRAD);
    assert_int_equal(cone3_p3(up, plane(0, 0, 1, 1)), FRONT);
    assert_int_equal(cone3_p3(up, plane(0, 0, 1, 5)), STRAD); /* at the apex */
    assert_int_equal(cone3_p3(up, plane(0, 0, 1, gen_ulps(5, 1))), BACK);
    assert_int_equal(cone3_p3p(up, plane_z(gen_ulps(2, -1), true)), FRONT);
    /* x = 3 touches the rim of the upright cone, x = 3 + ulp misses it */
    assert_int_equal(cone3_p3(up, plane(1, 0, 0, 3)), STRAD);
    assert_int_equal(cone3_p3(up, plane(1, 0, 0, gen_ulps(3, 1))), BACK);
    isect_cone3 tilt = {{-4, 0, 7}, {0, 0, 4}, 5};
    assert_int_equal(cone3_p3(tilt, plane(0, 0, 1, 0)), STRAD);
    assert_int_equal(cone3_p3(tilt, plane(0, 0, 1, -REAL_TRUE_MIN)), FRONT);
    assert_int_equal(cone3_p3(tilt, plane(0, 0, 2, REAL_TRUE_MIN)), STRAD);
    assert_int_equal(cone3_p3p(tilt, plane_z(0, true)), STRAD);
    tilt.radius = gen_ulps(5, -1);
    assert_int_equal(cone3_p3(tilt, plane(0, 0, 1, 0)), FRONT);
    assert_int_equal(cone3_p3p(tilt, plane_z(0, false)), BACK);
}

/* Radius 0: the segment apex-base. apex == base: the apex (a disc with no direction). */
static void cone_degenerate(void **state) {
    (void)state;
    isect_cone3 seg = {{0, 0, 5}, {0, 0, 2}, 0};
    assert_int_equal(cone3_p3(seg, plane(1, 0, 0, 0)), STRAD);
    assert_int_equal(cone3_p3(seg, plane(1, 0, 0, -REAL_TRUE_MIN)), FRONT);
    assert_int_equal(cone3_p3(seg, plane(0, 0, 1, 2)), STRAD);
    isect_cone3 pt = {{1, 2, 3}, {1, 2, 3}, 4};
    assert_int_equal(cone3_p3(pt, plane(0, 0, 1, 3)), STRAD);
    assert_int_equal(cone3_p3(pt, plane(0, 0, 1, gen_ulps(3, -1))), FRONT);
    assert_int_equal(cone3_p3p(pt, plane_z(gen_ulps(3, 1), true)), BACK);
}

/* A vertex, an edge or the whole triangle on the plane meets it; collinear and repeated
 * vertices are the segment or point they make. */
static void tri_examples(void **state) {
    (void)state;
    isect_plane3p z1 = plane_z(1, true);
    isect_tri3 vertex = {{{0, 0, 1}, {1, 0, 2}, {0, 1, 3}}};
    isect_tri3 above = {{{0, 0, gen_ulps(1, 1)}, {1, 0, 2}, {0, 1, 3}}};
    isect_tri3 edge = {{{0, 0, 1}, {1, 0, 1}, {0, 1, -3}}};
    isect_tri3 flat = {{{0, 0, 1}, {1, 0, 1}, {0, 1, 1}}};
    isect_tri3 line = {{{0, 0, 2}, {1, 1, 3}, {2, 2, 4}}};
    isect_tri3 point = {{{5, 5, 0}, {5, 5, 0}, {5, 5, 0}}};
    assert_int_equal(tri3_p3(vertex, plane(0, 0, 1, 1)), STRAD);
    assert_int_equal(tri3_p3p(vertex, z1), STRAD);
    assert_int_equal(tri3_p3(above, plane(0, 0, 1, 1)), FRONT);
    assert_int_equal(tri3_p3p(above, z1), FRONT);
    assert_int_equal(tri3_p3p(above, plane_z(1, false)), BACK);
    assert_int_equal(tri3_p3(edge, plane(0, 0, 1, 1)), STRAD);
    assert_int_equal(tri3_p3p(flat, z1), STRAD);
    assert_int_equal(tri3_p3(line, plane(0, 0, 1, 2)), STRAD);
    assert_int_equal(tri3_p3(line, plane(0, 0, 1, gen_ulps(2, -1))), FRONT);
    assert_int_equal(tri3_p3(point, plane(0, 0, 1, 0)), STRAD);
    assert_int_equal(tri3_p3p(point, plane_z(-REAL_TRUE_MIN, true)), FRONT);
}

/* Scaling every length by 2^k changes no answer: the touching and one-ulp cases above at
 * huge and tiny scales (a plane3's offset scales, its normal does not). */
static void scaled(void **state) {
    (void)state;
    for (int e = -BIG_EXP; e <= BIG_EXP; e += BIG_EXP / 4) {
        isect_real s = (isect_real)ldexp(1, e);
        isect_plane3 p = plane(3, 4, 0, 0), q = plane(0, 0, 1, s);
        assert_int_equal(sphere3_p3((isect_sphere3){{6 * s, 8 * s, 0}, 10 * s}, p), STRAD);
        assert_int_equal(sphere3_p3((isect_sphere3){{6 * s, 8 * s, 0}, gen_ulps(10 * s, -1)}, p),
                         FRONT);
        isect_capsule3 c = {{0, 0, 2 * s}, {4 * s, 0, 3 * s}, s};
        assert_int_equal(capsule3_p3(c, q), STRAD);
        c.radius = gen_ulps(s, -1);
        assert_int_equal(capsule3_p3(c, q), FRONT);
        isect_cone3 tilt = {{-4 * s, 0, 7 * s}, {0, 0, 4 * s}, 5 * s};
        assert_int_equal(cone3_p3(tilt, plane(0, 0, 1, 0)), STRAD);
        tilt.radius = gen_ulps(5 * s, -1);
        assert_int_equal(cone3_p3(tilt, plane(0, 0, 1, 0)), FRONT);
        isect_aabb3 b = {{0, 0, 0}, {10 * s, 10 * s, 10 * s}};
        assert_int_equal(aabb3_p3(b, plane(1, 1, 1, 30 * s)), STRAD);
        assert_int_equal(aabb3_p3(b, plane(1, 1, 1, gen_ulps(30 * s, 1))), BACK);
        isect_plane3p z = {{0, 0, s}, {s, 0, s}, {0, s, s}};
        isect_obb3 o =
            obb(v3(s, 2 * s, 3 * s), v3(0, 1, 0), v3(0, 0, 1), v3(-1, 0, 0), v3(s, 2 * s, 3 * s));
        assert_int_equal(obb3_p3p(o, z), STRAD); /* z from s to 5 s */
        o.center.z = gen_ulps(3 * s, 1);
        o.half.y = 2 * s;
        assert_int_equal(obb3_p3(o, plane(0, 0, 1, s)), FRONT);
    }
}

/* A tiny normal and a huge offset: n = (2^-60, 0, 0), offset 2^-50, the plane x = 1024. */
static void extreme_magnitudes(void **state) {
    (void)state;
    isect_plane3 p = plane((isect_real)0x1p-60, 0, 0, (isect_real)0x1p-50);
    assert_int_equal(sphere3_p3((isect_sphere3){{1027, 5, 5}, 3}, p), STRAD);
    assert_int_equal(sphere3_p3((isect_sphere3){{1027, 5, 5}, gen_ulps(3, -1)}, p), FRONT);
    isect_aabb3 b = {{-(isect_real)0x1p100, 0, 0}, {1024, 1, 1}};
    assert_int_equal(aabb3_p3(b, p), STRAD);
    b.max.x = gen_ulps(1024, -1);
    assert_int_equal(aabb3_p3(b, p), BACK);
}

/* Invalid input: test false and classify ISECT_SIDE_INVALID, never a crash. */
static void invalid_input(void **state) {
    (void)state;
    isect_plane3 p = plane(0, 0, 1, 0), zero = plane(0, 0, 0, 0), nan = plane(0, 0, 1, NAN);
    isect_plane3p q = plane_z(0, true), line = {{0, 0, 0}, {1, 1, 1}, {2, 2, 2}};
    isect_sphere3 s = {{0, 0, 0}, 1}, neg = {{0, 0, 0}, -1};
    assert_int_equal(isect_classify_sphere3_plane3(&s, &zero), ISECT_SIDE_INVALID);
    assert_int_equal(isect_classify_sphere3_plane3(&s, &nan), ISECT_SIDE_INVALID);
    assert_int_equal(isect_classify_sphere3_plane3p(&s, &line), ISECT_SIDE_INVALID);
    assert_int_equal(isect_classify_sphere3_plane3(&neg, &p), ISECT_SIDE_INVALID);
    assert_int_equal(isect_classify_sphere3_plane3(NULL, &p), ISECT_SIDE_INVALID);
    assert_int_equal(isect_classify_sphere3_plane3(&s, NULL), ISECT_SIDE_INVALID);
    assert_false(isect_test_sphere3_plane3(&s, &zero));
    assert_false(isect_test_sphere3_plane3p(&s, &line));
    assert_false(isect_test_sphere3_plane3(&neg, &p));
    isect_aabb3 flipped = {{1, 0, 0}, {0, 1, 1}};
    assert_int_equal(isect_classify_aabb3_plane3(&flipped, &p), ISECT_SIDE_INVALID);
    assert_false(isect_test_aabb3_plane3p(&flipped, &q));
    isect_obb3 skew =
        obb(v3(0, 0, 0), v3(1, 0, 0), v3((isect_real)0.01, 1, 0), v3(0, 0, 1), v3(1, 1, 1));
    assert_int_equal(isect_classify_obb3_plane3(&skew, &p), ISECT_SIDE_INVALID);
    assert_false(isect_test_obb3_plane3p(&skew, &q));
    isect_capsule3 cap = {{0, 0, 0}, {INFINITY, 0, 0}, 1};
    assert_int_equal(isect_classify_capsule3_plane3p(&cap, &q), ISECT_SIDE_INVALID);
    isect_cone3 cone = {{0, 0, 0}, {0, 0, 1}, NAN};
    assert_false(isect_test_cone3_plane3(&cone, &p));
    assert_int_equal(isect_classify_cone3_plane3p(&cone, &q), ISECT_SIDE_INVALID);
    isect_tri3 t = {{{0, 0, 0}, {1, 0, 0}, {0, NAN, 0}}};
    assert_int_equal(isect_classify_tri3_plane3(&t, &p), ISECT_SIDE_INVALID);
    assert_false(isect_test_tri3_plane3p(NULL, &q));
}

/* Regression (the float fuzzer): a plane through (0 0 0), a point 2^-148 off the x axis
 * and one far along -y and -z, nearly containing the x axis; a box of zero extent at
 * (2 2 2) lies in front of it (orient3d +1, so every solid that is that point must say
 * FRONT). The slow path rescaled the inputs by 2^-16, out of float's range, where the
 * float build's exact arithmetic assumes float leaves, and answered STRADDLING. */
static void rescaled_out_of_float_range(void **state) {
    (void)state;
    isect_plane3p p = {
        {-0x1p-148f, -0x1.f00008p+4f, -0x1.12008p+15f}, {-0x1p-148f, 0, 0}, {0, 0, 0}};
    isect_vec3 x = {2, 2, 2};
    assert_int_equal(isect_orient3d(p.a, p.b, p.c, x), 1);
    isect_aabb3 a = {x, x};
    isect_obb3 o = {x, {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}, {0, 0, 0}};
    isect_sphere3 ball = {x, 0};
    assert_int_equal(isect_classify_aabb3_plane3p(&a, &p), ISECT_FRONT);
    assert_int_equal(isect_classify_obb3_plane3p(&o, &p), ISECT_FRONT);
    assert_int_equal(isect_classify_sphere3_plane3p(&ball, &p), ISECT_FRONT);
    assert_false(isect_test_obb3_plane3p(&o, &p));
}

/* ---- Contacts (isect_find_<solid>_plane3 / _plane3p) ------------------------------------ */

static void expect_contact(isect_contact_result3 got, bool hit, double depth, const double *n,
                           const double *pt, unsigned flags) {
    double tol = 16 * (ISECT_USE_DOUBLE ? 0x1p-53 : 0x1p-24) * 8;
    assert_int_equal(got.hit, hit);
    assert_int_equal(got.flags, flags);
    assert_true(fabs(got.depth - depth) <= tol);
    assert_true(fabs(got.normal.x - n[0]) <= tol && fabs(got.normal.y - n[1]) <= tol &&
                fabs(got.normal.z - n[2]) <= tol);
    assert_true(fabs(got.point.x - pt[0]) <= tol && fabs(got.point.y - pt[1]) <= tol &&
                fabs(got.point.z - pt[2]) <= tol);
}

/* Worked by hand against the plane z = 1 (normal (0 0 2), offset 2, and the same plane
 * through three points): the solid is pushed back to its centre's side, normal -sign(s) n,
 * depth R - |s|, point = the deepest point along the normal moved back by depth / 2. */
static void contact_examples(void **state) {
    (void)state;
    isect_plane3 g = {{0, 0, 2}, 2};
    isect_plane3p gp = {{0, 0, 1}, {1, 0, 1}, {0, 1, 1}};
    const double down[3] = {0, 0, -1}, up[3] = {0, 0, 1};
    /* ball above, 0.5 deep: its lowest point z = 0.5, midway to the plane at 0.75 */
    isect_sphere3 s = {{0, 0, 1.5}, 1};
    expect_contact(isect_find_sphere3_plane3(&s, &g), true, 0.5, down, (double[]){0, 0, 0.75}, 0);
    expect_contact(isect_find_sphere3_plane3p(&s, &gp), true, 0.5, down, (double[]){0, 0, 0.75}, 0);
    /* centre below the plane: pushed down, its top z = 1.25, midway 1.125 */
    s = (isect_sphere3){{0, 0, 0.25}, 1};
    expect_contact(isect_find_sphere3_plane3(&s, &g), true, 0.25, up, (double[]){0, 0, 1.125}, 0);
    /* centre on the plane: pushed to the front, depth r, ambiguous */
    s = (isect_sphere3){{3, 4, 1}, 2};
    expect_contact(isect_find_sphere3_plane3p(&s, &gp), true, 2, down, (double[]){3, 4, 0},
                   ISECT_AMBIGUOUS);
    /* apart by 3: the point midway between z = 4 and the plane */
    s = (isect_sphere3){{0, 0, 5}, 1};
    expect_contact(isect_find_sphere3_plane3(&s, &g), false, -3, down, (double[]){0, 0, 2.5}, 0);
    /* a box resting 0.5 deep: its bottom face is parallel, so the face's centre */
    isect_aabb3 b = {{0, 0, 0.5}, {2, 2, 3}};
    expect_contact(isect_find_aabb3_plane3(&b, &g), true, 0.5, down, (double[]){1, 1, 0.75}, 0);
    expect_contact(isect_find_aabb3_plane3p(&b, &gp), true, 0.5, down, (double[]){1, 1, 0.75}, 0);
    /* the unit cube against x + y = 1 through its centre: pushed to the front (-n), the
     * deepest edge x = y = 0 (its centre z = 0.5), depth 1 / sqrt 2 */
    isect_plane3 d = {{1, 1, 0}, 1};
    isect_aabb3 cube = {{0, 0, 0}, {1, 1, 1}};
    double h = sqrt(0.5);
    expect_contact(isect_find_aabb3_plane3(&cube, &d), true, h, (double[]){-h, -h, 0},
                   (double[]){0.25, 0.25, 0.5}, ISECT_AMBIGUOUS);
    /* a flat box lying in the plane: degenerate, centre on it */
    isect_aabb3 flat = {{0, 0, 1}, {2, 2, 1}};
    expect_contact(isect_find_aabb3_plane3(&flat, &g), true, 0, down, (double[]){1, 1, 1},
                   ISECT_AMBIGUOUS | ISECT_DEGENERATE);
    /* an oriented box z in [0.75, 1.75] */
    isect_obb3 o = {{0, 0, 1.25}, {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}, {1, 1, 0.5}};
    expect_contact(isect_find_obb3_plane3(&o, &g), true, 0.25, down, (double[]){0, 0, 0.875}, 0);
    expect_contact(isect_find_obb3_plane3p(&o, &gp), true, 0.25, down, (double[]){0, 0, 0.875}, 0);
    /* rotated 3-4-5 in the xy plane against x = 1.5: R = 1 (0.6) + 2 (0.8) = 2.2, the
     * centre 1.5 behind: depth 0.7, the corner (0.6 0.8) + 2 (0.8 -0.6) = (2.2 -0.4), the
     * z face parallel (its centre z = 0); the point 0.35 back along +x */
    isect_obb3 r = {{0, 0, 0}, {{0.6, 0.8, 0}, {-0.8, 0.6, 0}, {0, 0, 1}}, {1, 2, 3}};
    isect_plane3 px = {{1, 0, 0}, 1.5};
    double tol = ISECT_USE_DOUBLE ? 1e-12 : 1e-5;
    isect_contact_result3 c = isect_find_obb3_plane3(&r, &px);
    assert_true(c.hit && c.flags == 0 && fabs(c.depth - 0.7) <= tol);
    assert_true(c.normal.x == 1 && c.normal.y == 0 && c.normal.z == 0);
    assert_true(fabs(c.point.x - 1.85) <= tol && fabs(c.point.y + 0.4) <= tol &&
                fabs(c.point.z) <= tol);
}

/* Scaling every length by 2^k scales depth and point by 2^k and keeps hit, normal and
 * flags; invalid input gives the all-zero result flagged ISECT_INVALID. */
static void contact_scaled_and_invalid(void **state) {
    (void)state;
    int ks[] = {-60, -20, 20, 60};
    for (int i = 0; i < 4; i++) {
        double f = ldexp(1, ks[i]);
        isect_plane3 g = {{0, 0, 2}, (isect_real)(2 * f)};
        isect_sphere3 s = {{0, 0, (isect_real)(1.5 * f)}, (isect_real)f};
        isect_contact_result3 c = isect_find_sphere3_plane3(&s, &g);
        double tol = (ISECT_USE_DOUBLE ? 1e-14 : 1e-5) * f;
        assert_true(c.hit && c.flags == 0 && fabs(c.depth - 0.5 * f) <= tol);
        assert_true(c.normal.z == -1 && fabs(c.point.z - 0.75 * f) <= tol);
        isect_aabb3 b = {{0, 0, (isect_real)(0.5 * f)},
                         {(isect_real)(2 * f), (isect_real)(2 * f), (isect_real)(3 * f)}};
        c = isect_find_aabb3_plane3(&b, &g);
        assert_true(c.hit && c.flags == 0 && fabs(c.depth - 0.5 * f) <= tol);
        assert_true(fabs(c.point.x - f) <= tol && fabs(c.point.z - 0.75 * f) <= tol);
    }
    isect_plane3 zero = {{0, 0, 0}, 1};
    isect_plane3p line = {{0, 0, 0}, {1, 1, 1}, {2, 2, 2}};
    isect_sphere3 s = {{0, 0, 0}, 1}, neg = {{0, 0, 0}, -1};
    isect_aabb3 b = {{0, 0, 0}, {1, 1, 1}}, inverted = {{1, 0, 0}, {0, 1, 1}};
    isect_obb3 skew = {{0, 0, 0}, {{1, 0, 0}, {1, 1, 0}, {0, 0, 1}}, {1, 1, 1}};
    isect_plane3 g = {{0, 0, 1}, 0};
    isect_contact_result3 all[] = {
        isect_find_sphere3_plane3(&s, &zero),   isect_find_sphere3_plane3p(&s, &line),
        isect_find_sphere3_plane3(&neg, &g),    isect_find_sphere3_plane3(NULL, &g),
        isect_find_aabb3_plane3(&inverted, &g), isect_find_aabb3_plane3p(&b, &line),
        isect_find_aabb3_plane3(&b, NULL),      isect_find_obb3_plane3(&skew, &g),
        isect_find_obb3_plane3p(NULL, NULL)};
    for (size_t i = 0; i < sizeof all / sizeof all[0]; i++) {
        assert_int_equal(all[i].flags, ISECT_INVALID);
        assert_false(all[i].hit);
        assert_true(all[i].depth == 0 && all[i].point.x == 0 && all[i].normal.z == 0);
    }
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(sphere_examples),  cmocka_unit_test(sphere_one_ulp),
        cmocka_unit_test(aabb_examples),    cmocka_unit_test(aabb_degenerate),
        cmocka_unit_test(obb_examples),     cmocka_unit_test(obb_frame_box),
        cmocka_unit_test(capsule_examples), cmocka_unit_test(cone_examples),
        cmocka_unit_test(cone_degenerate),  cmocka_unit_test(tri_examples),
        cmocka_unit_test(scaled),           cmocka_unit_test(extreme_magnitudes),
        cmocka_unit_test(invalid_input),    cmocka_unit_test(rescaled_out_of_float_range),
        cmocka_unit_test(contact_examples), cmocka_unit_test(contact_scaled_and_invalid),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
