/* Solids against a view frustum (isect/overlap.h) on worked examples whose answers follow
 * by hand: the frustum of glm::perspective(90 degrees, 1, 1, 3) (f = 1/tan(45 degrees)
 * taken as exactly 1), whose near face is the square |x|, |y| <= 1 at z = -1 and whose far
 * face is |x|, |y| <= 3 at z = -3, in both depth conventions; boxes and balls touching a
 * face, an edge and a corner, one ulp away, the culling test's false positive near an
 * edge, degenerate solids, an empty and an unbounded frustum, 2^k scaling and invalid
 * input. The randomised comparison with the exact oracle is test_oracle_overlap_frustum.c. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <float.h>
#include <math.h>

#include "gen/gen.h"
#include "isect/isect.h"
#include "query/overlap/halfspace.h"

#if ISECT_USE_DOUBLE
#define BIG_EXP 900
#else
#define BIG_EXP 90
#endif

static isect_vec3 v3(isect_real x, isect_real y, isect_real z) {
    return (isect_vec3){x, y, z};
}

/* One ulp up and down (gen_ulps). */
static isect_real up(isect_real x) {
    return gen_ulps(x, 1);
}

static isect_real down(isect_real x) {
    return gen_ulps(x, -1);
}

/* glm::perspective(radians(90), 1, 1, 3) with f = 1, column-major: RH_NO has column 2
 * (0, 0, -(f + n)/(f - n), -1) = (0, 0, -2, -1) and column 3 (0, 0, -2 f n/(f - n), 0) =
 * (0, 0, -3, 0); RH_ZO has (0, 0, f/(n - f), -1) = (0, 0, -1.5, -1) and
 * (0, 0, -f n/(f - n), 0) = (0, 0, -1.5, 0). */
static const isect_real persp_no[16] = {1, 0, 0, 0, 0, 1, 0, 0, 0, 0, -2, -1, 0, 0, -3, 0};
static const isect_real persp_zo[16] = {1, 0, 0, 0, 0, 1, 0, 0, 0, 0, -1.5, -1, 0, 0, -1.5, 0};

static isect_frustum3 frustum(void) {
    return isect_frustum3_from_matrix(persp_no, ISECT_CLIP_DEPTH_NEG_ONE_TO_ONE);
}

static void plane_is(isect_plane3 p, isect_real x, isect_real y, isect_real z, isect_real o) {
    assert_true(p.normal.x == x && p.normal.y == y && p.normal.z == z && p.offset == o);
}

/* The planes by hand: rows R_0 = (1, 0, 0, 0), R_1 = (0, 1, 0, 0), R_2 = (0, 0, -2, -3),
 * R_3 = (0, 0, -1, 0); left R_3 + R_0 = (1, 0, -1, 0): x - z >= 0, stored as
 * (-1, 0, 1) . x <= 0; near R_3 + R_2 = (0, 0, -3, -3): z <= -1 as (0, 0, 3) . x <= -3;
 * far R_3 - R_2 = (0, 0, 1, 3): z >= -3 as (0, 0, -1) . x <= 3. */
static void test_from_matrix(void **state) {
    (void)state;
    isect_frustum3 f = frustum();
    plane_is(f.planes[0], -1, 0, 1, 0);
    plane_is(f.planes[1], 1, 0, 1, 0);
    plane_is(f.planes[2], 0, -1, 1, 0);
    plane_is(f.planes[3], 0, 1, 1, 0);
    plane_is(f.planes[4], 0, 0, 3, -3);
    plane_is(f.planes[5], 0, 0, -1, 3);
    isect_frustum3 z = isect_frustum3_from_matrix(persp_zo, ISECT_CLIP_DEPTH_ZERO_TO_ONE);
    plane_is(z.planes[4], 0, 0, 1.5, -1.5); /* R_2 = (0, 0, -1.5, -1.5) alone */
    plane_is(z.planes[5], 0, 0, -0.5, 1.5); /* R_3 - R_2 = (0, 0, 0.5, 1.5) */
    assert_true(isect_valid_frustum3(&f) && isect_valid_frustum3(&z));
    /* the eight corners, on the boundary of both */
    for (int c = 0; c < 8; c++) {
        isect_real s = c & 4 ? 3 : 1;
        isect_vec3 p = v3(c & 1 ? s : -s, c & 2 ? s : -s, -s);
        assert_true(isect_test_point3_frustum3(p, &f));
        assert_true(isect_test_point3_frustum3(p, &z));
        isect_vec3 out = v3(c & 1 ? up(s) : -up(s), p.y, p.z);
        assert_false(isect_test_point3_frustum3(out, &f));
        assert_false(isect_test_point3_frustum3(out, &z));
    }
    assert_true(isect_test_point3_frustum3(v3(0, 0, -2), &f));
    assert_false(isect_test_point3_frustum3(v3(0, 0, down(-3)), &f));
    assert_false(isect_test_point3_frustum3(v3(0, 0, up(-1)), &z));
    /* NULL or non-finite: all planes zero, invalid */
    isect_real bad[16];
    for (int i = 0; i < 16; i++)
        bad[i] = persp_no[i];
    bad[5] = NAN;
    isect_frustum3 b = isect_frustum3_from_matrix(bad, ISECT_CLIP_DEPTH_NEG_ONE_TO_ONE);
    assert_false(isect_valid_frustum3(&b));
    b = isect_frustum3_from_matrix(NULL, ISECT_CLIP_DEPTH_NEG_ONE_TO_ONE);
    assert_false(isect_valid_frustum3(&b));
}

static bool aabb(const isect_frustum3 *f, isect_vec3 lo, isect_vec3 hi) {
    isect_aabb3 box = {lo, hi};
    bool a = isect_test_aabb3_frustum3(&box, f);
    /* the same box as an OBB with the unit axes, when its centre and extents are exact */
    isect_vec3 c = v3((lo.x + hi.x) / 2, (lo.y + hi.y) / 2, (lo.z + hi.z) / 2);
    isect_vec3 h = v3((hi.x - lo.x) / 2, (hi.y - lo.y) / 2, (hi.z - lo.z) / 2);
    if (c.x - h.x == lo.x && c.x + h.x == hi.x && c.y - h.y == lo.y && c.y + h.y == hi.y &&
        c.z - h.z == lo.z && c.z + h.z == hi.z) {
        isect_obb3 o = {c, {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}, h};
        assert_int_equal(isect_test_obb3_frustum3(&o, f), a);
    }
    return a;
}

static void test_aabb(void **state) {
    (void)state;
    isect_frustum3 f = frustum();
    assert_true(aabb(&f, v3(-0.5, -0.5, -2.5), v3(0.5, 0.5, -1.5))); /* inside */
    assert_true(aabb(&f, v3(-9, -9, -9), v3(9, 9, 9)));              /* around */
    assert_true(aabb(&f, v3(-0.5, -0.5, -1), v3(0.5, 0.5, 0)));      /* on the near face */
    assert_false(aabb(&f, v3(-0.5, -0.5, up(-1)), v3(0.5, 0.5, 0))); /* an ulp above */
    assert_false(aabb(&f, v3(4, -1, -3), v3(5, 1, -2)));             /* beyond the right plane */
    /* the far corner (-3, -3, -3): touching, then an ulp off on each axis */
    assert_true(aabb(&f, v3(-4, -4, -4), v3(-3, -3, -3)));
    assert_false(aabb(&f, v3(-4, -4, -4), v3(down(-3), -3, -3)));
    assert_false(aabb(&f, v3(-4, -4, -4), v3(-3, down(-3), -3)));
    assert_false(aabb(&f, v3(-4, -4, -4), v3(-3, -3, down(-3))));
    /* the culling false positive: the box straddles the left plane (x >= z) and the far
     * plane (z >= -3) but misses their edge x = z = -3 (no point has both) */
    assert_false(aabb(&f, v3(-4, -0.5, -3.5), v3(-3.5, 0.5, -3)));
    /* touching that edge along a segment, no box corner inside the frustum */
    assert_true(aabb(&f, v3(-4, -0.5, -3.5), v3(-3, 0.5, -3)));
    assert_false(aabb(&f, v3(-4, -0.5, -3.5), v3(down(-3), 0.5, -3)));
    /* degenerate boxes: a point at the near corner, a segment across the frustum */
    assert_true(aabb(&f, v3(1, 1, -1), v3(1, 1, -1)));
    assert_false(aabb(&f, v3(up(1), 1, -1), v3(up(1), 1, -1)));
    assert_true(aabb(&f, v3(-10, 0, -2), v3(10, 0, -2)));
}

static void test_oriented(void **state) {
    (void)state;
    isect_frustum3 f = frustum();
    /* a box turned 45 degrees about y near the edge x = z = -3 of the left and far planes:
     * a diagonal (1, 0, -1)-wide slab (axes within rounding of orthonormal) */
    isect_real s = (isect_real)0.70710678118654752;
    isect_obb3 o = {v3(-3.5, 0, -3.5), {{s, 0, -s}, {0, 1, 0}, {s, 0, s}}, v3(2, 0.5, 0.1)};
    /* it lies along the edge's outward diagonal (-1, 0, -1) at distance 0.5 sqrt(2) ~ 0.71,
     * 0.1 thick across: apart, though it straddles both planes */
    assert_false(isect_test_obb3_frustum3(&o, &f));
    o.half.z = 1; /* now it reaches across the edge */
    assert_true(isect_test_obb3_frustum3(&o, &f));
    /* invalid: axes not orthonormal, a negative half extent */
    o.axis[0] = v3(1, 1, 0);
    assert_false(isect_test_obb3_frustum3(&o, &f));
    isect_obb3 neg = {v3(0, 0, -2), {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}, v3(1, -1, 1)};
    assert_false(isect_test_obb3_frustum3(&neg, &f));
    assert_false(isect_test_obb3_frustum3(NULL, &f));
}

static bool ball(const isect_frustum3 *f, isect_vec3 c, isect_real r) {
    isect_sphere3 s = {c, r};
    return isect_test_sphere3_frustum3(&s, f);
}

static void test_sphere(void **state) {
    (void)state;
    isect_frustum3 f = frustum();
    assert_true(ball(&f, v3(0, 0, -2), 0));
    assert_true(ball(&f, v3(0, 0, 0), 1)); /* tangent to the near face at (0, 0, -1) */
    assert_false(ball(&f, v3(0, 0, 0), down(1)));
    /* the closest point of the frustum to (-6, 0, -7) is (-3, 0, -3) on the edge of the
     * left and far planes ((-3, 0, -4) = 3 (-1, 0, 1) + 7 (0, 0, -1)), at distance 5; the
     * centre is inside the left plane */
    assert_true(ball(&f, v3(-6, 0, -7), 5));
    assert_false(ball(&f, v3(-6, 0, -7), down(5)));
    /* the far corner (-3, -3, -3) from (-3 - 2, -3 - 2, -3 - 1) along 2 (-1, 0, 1) ... a
     * point whose offset (-2, -2, -1) lies in the corner's normal cone: the normals there
     * are left (-1, 0, 1), bottom (0, -1, 1) and far (0, 0, -1), and (-2, -2, -1) =
     * 2 left + 2 bottom + 5 far; distance 3 */
    assert_true(ball(&f, v3(-5, -5, -4), 3));
    assert_false(ball(&f, v3(-5, -5, -4), down(3)));
    /* invalid radius and centre */
    assert_false(ball(&f, v3(0, 0, -2), -1));
    assert_false(ball(&f, v3(0, 0, NAN), 1));
    assert_false(ball(&f, v3(0, 0, -2), INFINITY));
}

/* Empty and unbounded frustums. */
static void test_empty_unbounded(void **state) {
    (void)state;
    isect_frustum3 f = frustum();
    f.planes[5] = (isect_plane3){{0, 0, -1}, 0}; /* z >= 0 against the near plane z <= -1 */
    isect_aabb3 all = {v3(-100, -100, -100), v3(100, 100, 100)};
    isect_obb3 oall = {v3(0, 0, 0), {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}, v3(100, 100, 100)};
    isect_sphere3 s = {v3(0, 0, 0), 100};
    assert_false(isect_test_aabb3_frustum3(&all, &f));
    assert_false(isect_test_obb3_frustum3(&oall, &f));
    assert_false(isect_test_sphere3_frustum3(&s, &f));
    assert_false(isect_test_point3_frustum3(v3(0, 0, -0.5), &f));
    /* no far plane (a copy of the near one): the cone |x|, |y| <= -z, z <= -1 */
    f = frustum();
    f.planes[5] = f.planes[4];
    isect_aabb3 far = {v3(-1, -1, -1001), v3(1, 1, -1000)};
    assert_true(isect_test_aabb3_frustum3(&far, &f));
    /* (2000, 0, -1000) is 1000 / sqrt(2) ~ 707.1 from the right plane x + z <= 0, its
     * projection (1500, 0, -1500) inside the cone */
    isect_sphere3 fs = {v3(2000, 0, -1000), 1000};
    assert_true(isect_test_sphere3_frustum3(&fs, &f));
    fs.radius = 707;
    assert_false(isect_test_sphere3_frustum3(&fs, &f));
}

/* Every length times 2^k (normals as they are): the same answers. */
static void test_scaled(void **state) {
    (void)state;
    for (int k = -BIG_EXP; k <= BIG_EXP; k += BIG_EXP / 3) {
        isect_real t = (isect_real)ldexp(1, k);
        isect_frustum3 f = frustum();
        for (int j = 0; j < 6; j++)
            f.planes[j].offset *= t;
        isect_aabb3 touch = {v3(-4 * t, -0.5 * t, -3.5 * t), v3(-3 * t, 0.5 * t, -3 * t)};
        isect_aabb3 miss = {v3(-4 * t, -0.5 * t, -3.5 * t), v3(-3.5 * t, 0.5 * t, -3 * t)};
        assert_true(isect_test_aabb3_frustum3(&touch, &f));
        assert_false(isect_test_aabb3_frustum3(&miss, &f));
        isect_sphere3 s = {v3(-6 * t, 0, -7 * t), 5 * t};
        assert_true(isect_test_sphere3_frustum3(&s, &f));
        s.radius = down(5 * t);
        assert_false(isect_test_sphere3_frustum3(&s, &f));
        assert_true(isect_test_point3_frustum3(v3(-3 * t, -3 * t, -3 * t), &f));
        assert_false(isect_test_point3_frustum3(v3(down(-3 * t), -3 * t, -3 * t), &f));
    }
}

#if ISECT_USE_DOUBLE
/* Found by the scale test: a box whose corners are near the largest doubles (the sum of its
 * min and max overflows) straddling two planes was called apart (the dual certificate had
 * been computed about an infinite centre clamped to a corner). */
static void test_huge_box(void **state) {
    (void)state;
    isect_frustum3 f;
    const double n[18] = {-0x1.3e2e32ffa1391p-1, -0x1.49a352e7b8994p-1, -0x1.7870cc14a2928p-1,
                          0x1.03fa4e120277dp-1,  -0x1.b9ef2b4ebd4bfp-2, -0x1.e4f775ab7e304p-1,
                          -0x1.615d754c8032p-2,  0x1.a40c3241dde72p-2,  -0x1.6d797972615b2p+0,
                          0x1.d9eb56e2855edp-3,  -0x1.7c5080d803196p+0, -0x1.04ea9db6bc18ep-2,
                          -0x1.d6971769b1805p-4, -0x1.163d7f56ce6fp+0,  -0x1.b34cae26e4174p+0,
                          0x1.3dfbff2edd8p-10,   0x1.780587a167bp-7,    0x1.262351b4ed76p-6};
    const double o[6] = {-0x1.86338c0f42996p+1017, -0x1.5c9791ee2fe99p+1018,
                         -0x1.59f5d8768dcaep+1016, -0x1.c933e1d82dc38p+1018,
                         -0x1.4e8f622eb4ddfp+1019, 0x1.f5b5b19e62168p+1016};
    for (int j = 0; j < 6; j++)
        f.planes[j] = (isect_plane3){{n[3 * j], n[3 * j + 1], n[3 * j + 2]}, o[j]};
    isect_aabb3 box = {{0x1.153391d8d39f2p+1023, 0x1.76b3ceac1b4e5p+1022, 0x1.12422665b9a01p+1021},
                       {0x1.416348bfc042ep+1023, 0x1.b9fddd1977a97p+1022, 0x1.91d514b9dda7bp+1021}};
    assert_true(isect_test_aabb3_frustum3(&box, &f));
}
#endif

/* The half-space routine on its own (overlap/halfspace.h, for item 5 too): one certificate
 * of each size, each made feasible by moving one offset to touching. */
static void test_halfspaces(void **state) {
    (void)state;
    const double base[3] = {5, 5, 5};
    /* m 2: x <= 1 and -x <= -2 (x >= 2); touching at x >= 1 */
    isect_hs3 two[2] = {{{1, 0, 0}, 1, NULL}, {{-2, 0, 0}, -4, NULL}};
    assert_false(isect_hs3_feasible(two, 2, 2, 1));
    two[1].o = -2;
    assert_true(isect_hs3_feasible(two, 2, 2, 1));
    /* m 3 (normals in one plane), about base (5 5 5) (primes: minus base): y' <= -1,
     * x' - y' <= 0 and -x' - y' <= 0, so y' >= |x'| >= 0 > -1: empty */
    isect_hs3 three[3] = {{{0, 1, 0}, -1, base}, {{1, -1, 0}, 0, base}, {{-1, -1, 0}, 0, base}};
    assert_false(isect_hs3_feasible(three, 3, 3, 1));
    three[0].o = 0; /* y' <= 0: the point x' = y' = 0 */
    assert_true(isect_hs3_feasible(three, 3, 3, 1));
    /* m 4: the corner x, y, z >= 0 against x + y + z <= -1, then <= 0 */
    isect_hs3 four[4] = {
        {{-1, 0, 0}, 0, NULL}, {{0, -1, 0}, 0, NULL}, {{0, 0, -1}, 0, NULL}, {{1, 1, 1}, -1, NULL}};
    assert_false(isect_hs3_feasible(four, 4, 4, 1));
    four[3].o = 0;
    assert_true(isect_hs3_feasible(four, 4, 4, 1));
    /* known-feasible groups skipped: with min_fresh 2 and one fresh half-space nothing is
     * tested (the caller vouches for every set with fewer than two fresh members) */
    four[3].o = -1;
    assert_true(isect_hs3_feasible(four, 4, 1, 2));
}

static void test_invalid(void **state) {
    (void)state;
    isect_frustum3 f = frustum();
    isect_aabb3 box = {v3(-1, -1, -2), v3(1, 1, -1)};
    isect_sphere3 s = {v3(0, 0, -2), 1};
    isect_obb3 o = {v3(0, 0, -2), {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}, v3(1, 1, 1)};
    assert_true(isect_test_aabb3_frustum3(&box, &f));
    assert_false(isect_test_aabb3_frustum3(NULL, &f));
    assert_false(isect_test_aabb3_frustum3(&box, NULL));
    assert_false(isect_test_sphere3_frustum3(NULL, &f));
    assert_false(isect_test_point3_frustum3(v3(0, 0, -2), NULL));
    isect_aabb3 flipped = {v3(1, -1, -2), v3(-1, 1, -1)};
    assert_false(isect_test_aabb3_frustum3(&flipped, &f));
    for (int what = 0; what < 3; what++) {
        isect_frustum3 bad = f;
        if (what == 0)
            bad.planes[3].normal = v3(0, 0, 0);
        else if (what == 1)
            bad.planes[2].offset = NAN;
        else
            bad.planes[1].normal.y = INFINITY;
        assert_false(isect_valid_frustum3(&bad));
        assert_false(isect_test_aabb3_frustum3(&box, &bad));
        assert_false(isect_test_obb3_frustum3(&o, &bad));
        assert_false(isect_test_sphere3_frustum3(&s, &bad));
        assert_false(isect_test_point3_frustum3(v3(0, 0, -2), &bad));
    }
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_from_matrix),
        cmocka_unit_test(test_aabb),
        cmocka_unit_test(test_oriented),
        cmocka_unit_test(test_sphere),
        cmocka_unit_test(test_empty_unbounded),
        cmocka_unit_test(test_scaled),
        cmocka_unit_test(test_invalid),
        cmocka_unit_test(test_halfspaces),
#if ISECT_USE_DOUBLE
        cmocka_unit_test(test_huge_box),
#endif
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
