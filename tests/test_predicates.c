/* The public predicates on worked examples whose answers are known in closed form, the
 * classic cases where floating point gets orientation wrong, and invalid input. The
 * randomised comparison with the exact oracle is test_oracle_predicates.c. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <math.h>

#include "gen/gen.h"
#include "isect/isect.h"

#if ISECT_USE_DOUBLE
static const double ulp_half = 0x1p-53; /* the spacing of isect_real just below 1 */
#else
static const double ulp_half = 0x1p-24;
#endif

/* Kettner, Mehlhorn, Pion, Schirra, Yap, "Classroom examples of robustness problems in
 * geometric computations" (2008): p = (0.5 + i e, 0.5 + j e) against q = (12, 12),
 * r = (24, 24). Expanding (q - p) x (r - p) gives 12 (p.y - p.x), so the exact
 * orientation is sign(j - i): plain floating point gets a large share of this grid
 * wrong; an exact predicate gets every point right. */
static void orient2d_classroom_grid(void **state) {
    (void)state;
    isect_vec2 q = {12, 12}, r = {24, 24};
    int naive_wrong = 0;
    for (int i = 0; i < 256; i++) {
        for (int j = 0; j < 256; j++) {
            isect_vec2 p = {(isect_real)(0.5 + i * ulp_half), (isect_real)(0.5 + j * ulp_half)};
            int expect = (j > i) - (j < i);
            assert_int_equal(isect_orient2d(p, q, r), expect);
            isect_real det = (q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x);
            naive_wrong += ((det > 0) - (det < 0)) != expect;
        }
    }
    /* The example is only a test of exactness if the plain formula does fail on it. */
    assert_true(naive_wrong > 1000);
}

static void orient_simple_cases(void **state) {
    (void)state;
    isect_vec2 a = {0, 0}, b = {1, 0}, c = {0, 1};
    assert_int_equal(isect_orient2d(a, b, c), 1);  /* counterclockwise */
    assert_int_equal(isect_orient2d(a, c, b), -1); /* clockwise */
    assert_int_equal(isect_orient2d(a, b, (isect_vec2){7, 0}), 0);
    assert_int_equal(isect_orient2d(a, a, a), 0); /* coincident points are collinear */

    isect_vec3 o = {0, 0, 0}, x = {1, 0, 0}, y = {0, 1, 0};
    /* (x - o) x (y - o) = +z: a point above the plane is +1, below -1, in it 0. */
    assert_int_equal(isect_orient3d(o, x, y, (isect_vec3){0.25, 0.25, 1}), 1);
    assert_int_equal(isect_orient3d(o, x, y, (isect_vec3){0.25, 0.25, -1}), -1);
    assert_int_equal(isect_orient3d(o, x, y, (isect_vec3){5, -7, 0}), 0);
    /* Coplanar far from the origin, then one representable step off the plane. */
    isect_real big = (isect_real)(ISECT_USE_DOUBLE ? 1e8 : 1e4);
    isect_vec3 a3 = {big, big, big}, b3 = {big + 1, big, big}, c3 = {big, big + 1, big};
    isect_vec3 d3 = {big + 3, big - 2, big};
    assert_int_equal(isect_orient3d(a3, b3, c3, d3), 0);
    d3.z = gen_ulps(big, 1);
    assert_int_equal(isect_orient3d(a3, b3, c3, d3), 1);
}

static void dot_sign_cases(void **state) {
    (void)state;
    /* (a - b) . v with a on the plane through b with normal v, then just off it. */
    isect_vec3 b = {1, 2, 3}, v = {2, -1, 2};
    isect_vec3 on = {1 + 1, 2 + 2, 3}; /* a - b = (1, 2, 0), perpendicular to v */
    assert_int_equal(isect_dot_sign3(on, b, v), 0);
    isect_vec3 above = {on.x, on.y, on.z + 1};
    assert_int_equal(isect_dot_sign3(above, b, v), 1);
    assert_int_equal(isect_dot_sign2((isect_vec2){0, 0}, (isect_vec2){1, 1}, (isect_vec2){1, 0}),
                     -1);
}

static void classify_cases(void **state) {
    (void)state;
    isect_sphere3 s = {{1, 2, 3}, 7}; /* 7^2 = 2^2 + 3^2 + 6^2 */
    assert_int_equal(isect_classify_point3_sphere3((isect_vec3){3, 5, 9}, &s), ISECT_ON_BOUNDARY);
    assert_int_equal(isect_classify_point3_sphere3((isect_vec3){1, 2, 3}, &s), ISECT_INSIDE);
    assert_int_equal(isect_classify_point3_sphere3((isect_vec3){3, 5, 10}, &s), ISECT_OUTSIDE);
    isect_circle2 dot = {{1, 1}, 0};
    assert_int_equal(isect_classify_point2_circle2((isect_vec2){1, 1}, &dot), ISECT_ON_BOUNDARY);

    /* A capsule of radius 5 around (0,0)-(10,0): the point (3, 4) beyond the start cap is
     * on its boundary, (5, 5) above the middle outside, (5, 4) inside. */
    isect_capsule2 cap = {{0, 0}, {10, 0}, 5};
    assert_int_equal(isect_classify_point2_capsule2((isect_vec2){-3, 4}, &cap), ISECT_ON_BOUNDARY);
    assert_int_equal(isect_classify_point2_capsule2((isect_vec2){5, 5}, &cap), ISECT_ON_BOUNDARY);
    assert_int_equal(isect_classify_point2_capsule2((isect_vec2){5, 6}, &cap), ISECT_OUTSIDE);
    assert_int_equal(isect_classify_point2_capsule2((isect_vec2){5, 4}, &cap), ISECT_INSIDE);
    isect_capsule3 seg = {{0, 0, 0}, {0, 0, 4}, 0}; /* radius 0: the segment itself */
    assert_int_equal(isect_classify_point3_capsule3((isect_vec3){0, 0, 2}, &seg),
                     ISECT_ON_BOUNDARY);
    assert_int_equal(isect_classify_point3_capsule3((isect_vec3){0, 0, 5}, &seg), ISECT_OUTSIDE);
}

static void invalid_input(void **state) {
    (void)state;
    isect_real nan_ = (isect_real)NAN, inf_ = (isect_real)INFINITY;
    isect_vec2 ok = {0, 0}, bad = {nan_, 0};
    assert_int_equal(isect_orient2d(ok, bad, ok), ISECT_SIGN_INVALID);
    assert_int_equal(isect_orient3d((isect_vec3){0, 0, 0}, (isect_vec3){1, 0, 0},
                                    (isect_vec3){0, inf_, 0}, (isect_vec3){0, 0, 1}),
                     ISECT_SIGN_INVALID);
    assert_int_equal(
        isect_dot_sign3((isect_vec3){0, 0, 0}, (isect_vec3){0, 0, 0}, (isect_vec3){-inf_, 0, 0}),
        ISECT_SIGN_INVALID);
    isect_sphere3 negative = {{0, 0, 0}, -1};
    assert_int_equal(isect_classify_point3_sphere3((isect_vec3){0, 0, 0}, &negative),
                     ISECT_LOCATION_INVALID);
    assert_int_equal(isect_classify_point3_sphere3((isect_vec3){0, 0, 0}, NULL),
                     ISECT_LOCATION_INVALID);
    isect_capsule2 nan_cap = {{0, 0}, {nan_, 0}, 1};
    assert_int_equal(isect_classify_point2_capsule2(ok, &nan_cap), ISECT_LOCATION_INVALID);
    isect_sphere3 nan_centre = {{nan_, 0, 0}, 1};
    assert_int_equal(isect_classify_point3_sphere3((isect_vec3){0, 0, 0}, &nan_centre),
                     ISECT_LOCATION_INVALID);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(orient2d_classroom_grid), cmocka_unit_test(orient_simple_cases),
        cmocka_unit_test(dot_sign_cases),          cmocka_unit_test(classify_cases),
        cmocka_unit_test(invalid_input),
    };
    return cmocka_run_group_tests_name("predicates", tests, NULL, NULL);
}
