/* A ball against a polygon in space (isect_test_sphere3_poly3) on worked examples whose answers
 * follow by hand from small integer geometry: touching a face from above, an edge and a vertex
 * from outside in the plane, the centre on the boundary with radius 0, one ulp of radius less,
 * a pentagon, collinear and repeated vertices, a polygon that is not coplanar (its fan), the
 * widest magnitudes and invalid input. The randomised comparison with the exact oracle is
 * test_oracle_closest_point_ball_poly.c. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <math.h>

#include "isect/isect.h"

#if ISECT_USE_DOUBLE
#define HUGE_SCALE 0x1p600
#define TINY_SCALE 0x1p-600
#define DOWN(x) nextafter(x, 0)
#else
#define HUGE_SCALE 0x1p60f
#define TINY_SCALE 0x1p-60f
#define DOWN(x) nextafterf(x, 0)
#endif

static isect_vec3 v3(isect_real x, isect_real y, isect_real z) {
    return (isect_vec3){x, y, z};
}

/* The answer for the ball (c, r) and the n vertices v, checked to be the same scaled by huge
 * and tiny powers of two (exact for these small numbers). */
static bool ball(isect_vec3 c, isect_real r, const isect_vec3 *v, size_t n) {
    isect_sphere3 s = {c, r};
    isect_poly3 p = {v, n};
    bool hit = isect_test_sphere3_poly3(&s, &p);
    const isect_real scales[2] = {HUGE_SCALE, TINY_SCALE};
    for (int k = 0; k < 2; k++) {
        isect_vec3 w[8];
        for (size_t i = 0; i < n; i++)
            w[i] = v3(v[i].x * scales[k], v[i].y * scales[k], v[i].z * scales[k]);
        isect_sphere3 t = {v3(c.x * scales[k], c.y * scales[k], c.z * scales[k]), r * scales[k]};
        isect_poly3 q = {w, n};
        assert_int_equal(isect_test_sphere3_poly3(&t, &q), hit);
    }
    return hit;
}

static const isect_vec3 square[4] = {{0, 0, 0}, {4, 0, 0}, {4, 4, 0}, {0, 4, 0}};

static void ball_poly_touching(void **state) {
    (void)state;
    /* above the face: distance 1 */
    assert_true(ball(v3(2, 2, 1), 1, square, 4));
    assert_false(ball(v3(2, 2, 1), DOWN(1), square, 4));
    /* beside an edge in the plane, beside a corner diagonally (offset (3 4 0), length 5) */
    assert_true(ball(v3(2, -3, 0), 3, square, 4));
    assert_false(ball(v3(2, -3, 0), DOWN(3), square, 4));
    assert_true(ball(v3(7, 8, 0), 5, square, 4));
    assert_false(ball(v3(7, 8, 0), DOWN(5), square, 4));
    /* a corner along (2 3 6), length 7, out of the plane */
    assert_true(ball(v3(6, 7, 6), 7, square, 4));
    assert_false(ball(v3(6, 7, 6), DOWN(7), square, 4));
    /* radius 0: on the face, on an edge, at a corner, off it */
    assert_true(ball(v3(1, 3, 0), 0, square, 4));
    assert_true(ball(v3(4, 1, 0), 0, square, 4));
    assert_true(ball(v3(0, 4, 0), 0, square, 4));
    assert_false(ball(v3(0, 4, DOWN(0x1p-20f)), 0, square, 4));
    /* a ball holding the whole polygon */
    assert_true(ball(v3(2, 2, 0), 100, square, 4));
}

static void ball_poly_pentagon(void **state) {
    (void)state;
    /* a convex pentagon in the plane x = 1, in order */
    const isect_vec3 p[5] = {{1, 0, 0}, {1, 4, 0}, {1, 6, 3}, {1, 3, 6}, {1, -1, 3}};
    assert_true(ball(v3(3, 3, 3), 2, p, 5)); /* touching the face from x = 3 */
    assert_false(ball(v3(3, 3, 3), DOWN(2), p, 5));
    assert_true(ball(v3(1, 3, 3), 0, p, 5));    /* inside, radius 0 */
    assert_false(ball(v3(1, 10, 10), 4, p, 5)); /* far beyond the vertex (1 6 3) */
}

static void ball_poly_degenerate(void **state) {
    (void)state;
    /* collinear vertices: the segment (0 0 0)-(4 0 0) */
    const isect_vec3 line[3] = {{0, 0, 0}, {2, 0, 0}, {4, 0, 0}};
    assert_true(ball(v3(2, 1, 0), 1, line, 3));
    assert_false(ball(v3(2, 1, 0), DOWN(1), line, 3));
    /* repeated vertices: the square with a corner listed twice */
    const isect_vec3 rep[5] = {{0, 0, 0}, {4, 0, 0}, {4, 0, 0}, {4, 4, 0}, {0, 4, 0}};
    assert_true(ball(v3(2, 2, 1), 1, rep, 5));
    /* not coplanar: the square with (4 4 0) lifted to (4 4 2) is the fan of the triangles
     * (0 0 0) (4 0 0) (4 4 2) and (0 0 0) (4 4 2) (0 4 0): (4 4 2) itself lies on it, and
     * (0 4 0) + (0 1 0) is 1 from the fan's vertex (0 4 0) */
    const isect_vec3 bent[4] = {{0, 0, 0}, {4, 0, 0}, {4, 4, 2}, {0, 4, 0}};
    assert_true(ball(v3(4, 4, 2), 0, bent, 4));
    assert_true(ball(v3(0, 5, 0), 1, bent, 4));
    assert_false(ball(v3(4, 4, 0), 0, bent, 4)); /* the unbent corner is not on it */
}

static void ball_poly_invalid(void **state) {
    (void)state;
    isect_sphere3 s = {v3(2, 2, 0), 1};
    isect_poly3 p = {square, 4};
    assert_false(isect_test_sphere3_poly3(NULL, &p));
    assert_false(isect_test_sphere3_poly3(&s, NULL));
    isect_poly3 no_v = {NULL, 4}, two = {square, 2};
    assert_false(isect_test_sphere3_poly3(&s, &no_v));
    assert_false(isect_test_sphere3_poly3(&s, &two));
    isect_sphere3 neg = {v3(2, 2, 0), -1}, nan_r = {v3(2, 2, 0), (isect_real)NAN};
    assert_false(isect_test_sphere3_poly3(&neg, &p));
    assert_false(isect_test_sphere3_poly3(&nan_r, &p));
    isect_vec3 bad[4] = {{0, 0, 0}, {4, 0, 0}, {4, (isect_real)INFINITY, 0}, {0, 4, 0}};
    isect_poly3 q = {bad, 4};
    assert_false(isect_test_sphere3_poly3(&s, &q));
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(ball_poly_touching),
        cmocka_unit_test(ball_poly_pentagon),
        cmocka_unit_test(ball_poly_degenerate),
        cmocka_unit_test(ball_poly_invalid),
    };
    return cmocka_run_group_tests_name("closest_point_ball_poly", tests, NULL, NULL);
}
