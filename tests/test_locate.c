/* Point location (isect/locate.h): worked examples whose expected answers are derived by
 * hand in the comments (the signs of RTCD 5.4.2 and 5.4.3, the coordinates of RTCD 3.4),
 * both orientations, the touching rule on edges, vertices and faces, points off a
 * triangle's plane, degenerate shapes, one-ulp nudges, powers of two, and invalid input.
 * The randomised comparison with the exact oracle lives in test_oracle_locate.c. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <float.h>
#include <math.h>

#include "gen/gen.h"
#include "isect/locate.h"

static const double U = ISECT_USE_DOUBLE ? DBL_EPSILON / 2 : FLT_EPSILON / 2;

/* bary within the contract's 10 u |lambda_i| of want (exactly 0 where want is 0). */
static void expect_bary(isect_barycentric_result r, isect_location loc, double w0, double w1,
                        double w2) {
    double want[3] = {w0, w1, w2};
    assert_int_equal(r.location, loc);
    assert_int_equal(r.flags, 0);
    for (int i = 0; i < 3; i++) {
        if (want[i] == 0)
            assert_true(r.bary[i] == 0);
        else
            assert_true(fabs(r.bary[i] - want[i]) <= 10 * U * fabs(want[i]));
    }
}

/* The triangle (0,0) (4,0) (0,4), counterclockwise. orient2d(a, b, p) = (b - a) x (p - a):
 * for p = (1,1): edge (0,0)->(4,0): 4*1 - 0*1 = 4; (4,0)->(0,4): (-4)(1) - (4)(-3) = 8;
 * (0,4)->(0,0): (0)(-3) - (-4)(1) = 4: all > 0, inside. (2,2) lies on x + y = 4: the
 * second sign is (-4)(2) - (4)(-2) = 0, boundary. (3,3): (-4)(3) - (4)(-1) = -8, outside. */
static void triangle_2d(void **state) {
    (void)state;
    isect_tri2 t = {{{0, 0}, {4, 0}, {0, 4}}};
    isect_tri2 cw = {{{0, 0}, {0, 4}, {4, 0}}};
    const isect_tri2 *both[2] = {&t, &cw};
    for (int k = 0; k < 2; k++) {
        assert_int_equal(isect_classify_point2_tri2((isect_vec2){1, 1}, both[k]), ISECT_INSIDE);
        assert_int_equal(isect_classify_point2_tri2((isect_vec2){2, 2}, both[k]),
                         ISECT_ON_BOUNDARY);
        assert_int_equal(isect_classify_point2_tri2((isect_vec2){4, 0}, both[k]),
                         ISECT_ON_BOUNDARY); /* a vertex */
        assert_int_equal(isect_classify_point2_tri2((isect_vec2){0, 2}, both[k]),
                         ISECT_ON_BOUNDARY); /* on the edge x = 0 */
        assert_int_equal(isect_classify_point2_tri2((isect_vec2){3, 3}, both[k]), ISECT_OUTSIDE);
        assert_int_equal(isect_classify_point2_tri2((isect_vec2){-1, 1}, both[k]), ISECT_OUTSIDE);
    }
    /* coordinates (RTCD 3.4): lambda_i = orient2d(p, v_{i+1}, v_{i+2}) / orient2d(v0, v1,
     * v2), orient2d(v0, v1, v2) = 16. (1,1): orient((1,1),(4,0),(0,4)) = (3)(3) - (-1)(-1)
     * = 8 -> 1/2; orient((1,1),(0,4),(0,0)) = (-1)(-1) - (3)(-1) = 4 -> 1/4; 1/4 left.
     * (2,2): lambda_0 = orient((2,2),(4,0),(0,4)) / 16 = ((2)(2) - (-2)(-2)) / 16 = 0,
     * lambda_1 = lambda_2 = 1/2. (3,3): lambda_0 = ((1)(1) - (-3)(-3)) / 16 = -1/2, and by
     * symmetry lambda_1 = lambda_2 = 3/4. */
    expect_bary(isect_barycentric_point2_tri2((isect_vec2){1, 1}, &t), ISECT_INSIDE, 0.5, 0.25,
                0.25);
    expect_bary(isect_barycentric_point2_tri2((isect_vec2){2, 2}, &t), ISECT_ON_BOUNDARY, 0, 0.5,
                0.5);
    expect_bary(isect_barycentric_point2_tri2((isect_vec2){3, 3}, &t), ISECT_OUTSIDE, -0.5, 0.75,
                0.75);
    /* clockwise: the same coordinates for the same vertices (v1, v2 swapped) */
    expect_bary(isect_barycentric_point2_tri2((isect_vec2){1, 1}, &cw), ISECT_INSIDE, 0.5, 0.25,
                0.25);
}

/* One ulp off the edge x + y = 1 of (0,0) (1,0) (0,1): (0.5, 0.5) is on it; with y one ulp
 * above 0.5, x + y > 1 exactly: outside; one ulp below: inside. In floating point
 * 0.5 + next(0.5) rounds to 1 in float -- the exact signs do not. */
static void one_ulp_off_an_edge(void **state) {
    (void)state;
    isect_tri2 t = {{{0, 0}, {1, 0}, {0, 1}}};
    isect_real h = (isect_real)0.5;
    assert_int_equal(isect_classify_point2_tri2((isect_vec2){h, h}, &t), ISECT_ON_BOUNDARY);
    assert_int_equal(isect_classify_point2_tri2((isect_vec2){h, gen_ulps(h, 1)}, &t),
                     ISECT_OUTSIDE);
    assert_int_equal(isect_classify_point2_tri2((isect_vec2){h, gen_ulps(h, -1)}, &t),
                     ISECT_INSIDE);
    isect_barycentric_result r = isect_barycentric_point2_tri2((isect_vec2){h, gen_ulps(h, 1)}, &t);
    /* lambda_0 = 1 - x - y = -ulp(0.5)/... exactly -(next(0.5) - 0.5): negative, tiny */
    assert_int_equal(r.location, ISECT_OUTSIDE);
    assert_true(r.bary[0] < 0);
    assert_true(fabs(r.bary[0] + (gen_ulps(h, 1) - h)) <= 10 * U * (gen_ulps(h, 1) - h));
}

/* The triangle (0,0,0) (4,0,0) (0,4,0) in space: n = (0,0,16). A point is classified by
 * its foot on z = 0, so (1,1,7) is inside, (2,2,-3) on the boundary (its foot on x + y = 4)
 * and (3,3,0) outside. (1,2,5): the foot (1,2,0) has lambda_1 = x/4 = 1/4, lambda_2 = y/4
 * = 1/2, lambda_0 = 1/4. */
static void triangle_3d(void **state) {
    (void)state;
    isect_tri3 t = {{{0, 0, 0}, {4, 0, 0}, {0, 4, 0}}};
    assert_int_equal(isect_classify_point3_tri3((isect_vec3){1, 1, 7}, &t), ISECT_INSIDE);
    assert_int_equal(isect_classify_point3_tri3((isect_vec3){2, 2, -3}, &t), ISECT_ON_BOUNDARY);
    assert_int_equal(isect_classify_point3_tri3((isect_vec3){0, 0, 1}, &t), ISECT_ON_BOUNDARY);
    assert_int_equal(isect_classify_point3_tri3((isect_vec3){3, 3, 0}, &t), ISECT_OUTSIDE);
    expect_bary(isect_barycentric_point3_tri3((isect_vec3){1, 2, 5}, &t), ISECT_INSIDE, 0.25, 0.25,
                0.5);
    expect_bary(isect_barycentric_point3_tri3((isect_vec3){1, 2, 0}, &t), ISECT_INSIDE, 0.25, 0.25,
                0.5);
    /* far above the plane: the same foot, the same coordinates (the exact path) */
    expect_bary(isect_barycentric_point3_tri3((isect_vec3){1, 2, (isect_real)1e30}, &t),
                ISECT_INSIDE, 0.25, 0.25, 0.5);
    /* on the edge (4,0,0)-(0,4,0): lambda_0 = 0 exactly */
    expect_bary(isect_barycentric_point3_tri3((isect_vec3){1, 3, 2}, &t), ISECT_ON_BOUNDARY, 0,
                0.25, 0.75);
    /* a tilted triangle, (0,0,0) (2,0,2) (0,2,2) (in the plane z = x + y): (1,1,2) is the
     * middle of the edge v1 v2, so lambda = (0, 1/2, 1/2); (0.5,0.5,1) is (v1 + v2) / 4,
     * lambda = (1/2, 1/4, 1/4); moving it along n = (-4,-4,4) keeps its foot. */
    isect_tri3 u = {{{0, 0, 0}, {2, 0, 2}, {0, 2, 2}}};
    expect_bary(isect_barycentric_point3_tri3((isect_vec3){1, 1, 2}, &u), ISECT_ON_BOUNDARY, 0, 0.5,
                0.5);
    expect_bary(isect_barycentric_point3_tri3((isect_vec3){0.5, 0.5, 1}, &u), ISECT_INSIDE, 0.5,
                0.25, 0.25);
    expect_bary(isect_barycentric_point3_tri3((isect_vec3){0.5 - 4, 0.5 - 4, 1 + 4}, &u),
                ISECT_INSIDE, 0.5, 0.25, 0.25);
}

#if ISECT_USE_DOUBLE
/* A sliver: c = 2b - a + (0, 0, 2^-23), p the midpoint of b and c (exact), so p lies on
 * the edge bc: lambda = (0, 1/2, 1/2) exactly, location ON_BOUNDARY. RTCD 3.4's
 * Barycentric in double (d00 d11 - d01^2 cancels to a few bits) returns (-1, 2, 0) here:
 * the point reported outside, and on the wrong edge. The sliver's normal is
 * (b - a) x (c - a) = 2^-23 (5, 2, 0): moving p along it keeps its foot. (Double only:
 * 9 + 2^-23 is not a float, and the float triangle is collinear.) */
static void sliver_edge_point(void **state) {
    (void)state;
    isect_tri3 t = {{{5, -7, 7}, {3, -2, 8}, {1, 3, 9 + 0x1p-23}}};
    isect_vec3 on = {2, 0.5, 8.5 + 0x1p-24};
    expect_bary(isect_barycentric_point3_tri3(on, &t), ISECT_ON_BOUNDARY, 0, 0.5, 0.5);
    assert_int_equal(isect_classify_point3_tri3(on, &t), ISECT_ON_BOUNDARY);
    isect_vec3 above = {2 + 5 * 0x1p-20, 0.5 + 2 * 0x1p-20, 8.5 + 0x1p-24};
    expect_bary(isect_barycentric_point3_tri3(above, &t), ISECT_ON_BOUNDARY, 0, 0.5, 0.5);
    /* one ulp off the edge, in the plane's direction across it: outside or inside */
    isect_vec3 off = {2, gen_ulps(0.5, 1), 8.5 + 0x1p-24};
    isect_barycentric_result r = isect_barycentric_point3_tri3(off, &t);
    assert_int_equal(r.location, isect_classify_point3_tri3(off, &t));
    assert_true(r.location != ISECT_ON_BOUNDARY && r.bary[0] != 0);
    assert_true((r.bary[0] < 0) == (r.location == ISECT_OUTSIDE));
}
#endif

/* Collinear triangles are their spanning segments: (0,0) (2,2) (1,1) spans (0,0)-(2,2). */
static void degenerate_triangles(void **state) {
    (void)state;
    isect_tri2 t = {{{0, 0}, {2, 2}, {1, 1}}};
    assert_int_equal(isect_classify_point2_tri2((isect_vec2){1.5, 1.5}, &t), ISECT_ON_BOUNDARY);
    assert_int_equal(isect_classify_point2_tri2((isect_vec2){2, 2}, &t), ISECT_ON_BOUNDARY);
    assert_int_equal(isect_classify_point2_tri2((isect_vec2){3, 3}, &t), ISECT_OUTSIDE);
    assert_int_equal(isect_classify_point2_tri2((isect_vec2){1, 0}, &t), ISECT_OUTSIDE);
    isect_barycentric_result r = isect_barycentric_point2_tri2((isect_vec2){1.5, 1.5}, &t);
    assert_int_equal(r.location, ISECT_ON_BOUNDARY);
    assert_int_equal(r.flags, ISECT_DEGENERATE);
    assert_true(r.bary[0] == 0 && r.bary[1] == 0 && r.bary[2] == 0);
    isect_tri2 dot = {{{1, 1}, {1, 1}, {1, 1}}};
    assert_int_equal(isect_classify_point2_tri2((isect_vec2){1, 1}, &dot), ISECT_ON_BOUNDARY);
    assert_int_equal(isect_classify_point2_tri2((isect_vec2){1, 2}, &dot), ISECT_OUTSIDE);
    /* in space the point itself must lie on the segment: no projection */
    isect_tri3 s = {{{0, 0, 0}, {1, 1, 1}, {2, 2, 2}}};
    assert_int_equal(isect_classify_point3_tri3((isect_vec3){1.5, 1.5, 1.5}, &s),
                     ISECT_ON_BOUNDARY);
    assert_int_equal(isect_classify_point3_tri3((isect_vec3){1.5, 1.5, 1.75}, &s), ISECT_OUTSIDE);
    r = isect_barycentric_point3_tri3((isect_vec3){0, 0, 0}, &s);
    assert_int_equal(r.location, ISECT_ON_BOUNDARY);
    assert_int_equal(r.flags, ISECT_DEGENERATE);
}

/* The tetrahedron (0,0,0) (1,0,0) (0,1,0) (0,0,1) is { x, y, z >= 0, x + y + z <= 1 }:
 * (0.25, 0.25, 0.25) inside (sum 0.75), (0.25, 0.25, 0.5) on the face x + y + z = 1,
 * (0, 0.5, 0) on an edge, (0.5, 0.5, 0.5) outside (sum 1.5), (-0.25, 0.25, 0.25) outside.
 * Either orientation (v0 and v1 swapped) is the same solid. */
static void tetrahedron(void **state) {
    (void)state;
    isect_tet3 t = {{{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {0, 0, 1}}};
    isect_tet3 r = {{{1, 0, 0}, {0, 0, 0}, {0, 1, 0}, {0, 0, 1}}};
    const isect_tet3 *both[2] = {&t, &r};
    for (int k = 0; k < 2; k++) {
        assert_int_equal(isect_classify_point3_tet3((isect_vec3){0.25, 0.25, 0.25}, both[k]),
                         ISECT_INSIDE);
        assert_int_equal(isect_classify_point3_tet3((isect_vec3){0.25, 0.25, 0.5}, both[k]),
                         ISECT_ON_BOUNDARY);
        assert_int_equal(isect_classify_point3_tet3((isect_vec3){0, 0.5, 0}, both[k]),
                         ISECT_ON_BOUNDARY);
        assert_int_equal(isect_classify_point3_tet3((isect_vec3){0, 0, 1}, both[k]),
                         ISECT_ON_BOUNDARY);
        assert_int_equal(isect_classify_point3_tet3((isect_vec3){0.5, 0.5, 0.5}, both[k]),
                         ISECT_OUTSIDE);
        assert_int_equal(isect_classify_point3_tet3((isect_vec3){-0.25, 0.25, 0.25}, both[k]),
                         ISECT_OUTSIDE);
    }
    /* one ulp beyond the face x + y + z = 1 */
    isect_real z = gen_ulps((isect_real)0.5, 1);
    assert_int_equal(isect_classify_point3_tet3((isect_vec3){0.25, 0.25, z}, &t), ISECT_OUTSIDE);
}

/* A flat tetrahedron: the square (0,0,0) (2,0,0) (0,2,0) (2,2,0) (no interior): (1,1,0),
 * its centre, lies in the triangles of three of its corners: boundary; just above the
 * plane, or beyond the square, outside. Collinear: (0,0,0) (1,1,1) (2,2,2) (3,3,3). */
static void flat_tetrahedra(void **state) {
    (void)state;
    isect_tet3 sq = {{{0, 0, 0}, {2, 0, 0}, {0, 2, 0}, {2, 2, 0}}};
    assert_int_equal(isect_classify_point3_tet3((isect_vec3){1, 1, 0}, &sq), ISECT_ON_BOUNDARY);
    assert_int_equal(isect_classify_point3_tet3((isect_vec3){2, 1, 0}, &sq), ISECT_ON_BOUNDARY);
    assert_int_equal(isect_classify_point3_tet3((isect_vec3){1, 1, (isect_real)1e-30}, &sq),
                     ISECT_OUTSIDE);
    assert_int_equal(isect_classify_point3_tet3((isect_vec3){3, 1, 0}, &sq), ISECT_OUTSIDE);
    isect_tet3 line = {{{0, 0, 0}, {1, 1, 1}, {2, 2, 2}, {3, 3, 3}}};
    assert_int_equal(isect_classify_point3_tet3((isect_vec3){2.5, 2.5, 2.5}, &line),
                     ISECT_ON_BOUNDARY);
    assert_int_equal(isect_classify_point3_tet3((isect_vec3){4, 4, 4}, &line), ISECT_OUTSIDE);
}

/* The cube [-1, 1]^3 by its six planes (n . x <= 1 for n = +-e_i): the centre inside,
 * (1, 0.5, 0) on the face x = 1, (1, 1, 1) a corner, (1.5, 0, 0) outside. */
static void hull_by_planes(void **state) {
    (void)state;
    isect_plane3 cube[6] = {{{1, 0, 0}, 1},  {{-1, 0, 0}, 1}, {{0, 1, 0}, 1},
                            {{0, -1, 0}, 1}, {{0, 0, 1}, 1},  {{0, 0, -1}, 1}};
    isect_hull3 h = {NULL, 0, cube, 6};
    assert_int_equal(isect_classify_point3_hull3((isect_vec3){0, 0, 0}, &h), ISECT_INSIDE);
    assert_int_equal(isect_classify_point3_hull3((isect_vec3){1, 0.5, 0}, &h), ISECT_ON_BOUNDARY);
    assert_int_equal(isect_classify_point3_hull3((isect_vec3){1, 1, 1}, &h), ISECT_ON_BOUNDARY);
    assert_int_equal(isect_classify_point3_hull3((isect_vec3){1.5, 0, 0}, &h), ISECT_OUTSIDE);
    assert_int_equal(isect_classify_point3_hull3((isect_vec3){gen_ulps(1, 1), 0, 0}, &h),
                     ISECT_OUTSIDE);
    /* x <= 0 and -x <= -1 (x >= 1): no common point, every point outside */
    isect_plane3 empty[2] = {{{1, 0, 0}, 0}, {{-1, 0, 0}, -1}};
    isect_hull3 e = {NULL, 0, empty, 2};
    assert_int_equal(isect_classify_point3_hull3((isect_vec3){0.5, 0, 0}, &e), ISECT_OUTSIDE);
    /* x <= 0 and -x <= 0: the plane x = 0, no interior */
    isect_plane3 flat[2] = {{{1, 0, 0}, 0}, {{-1, 0, 0}, 0}};
    isect_hull3 f = {NULL, 0, flat, 2};
    assert_int_equal(isect_classify_point3_hull3((isect_vec3){0, 5, 5}, &f), ISECT_ON_BOUNDARY);
    /* a half-space: unbounded, classified all the same */
    isect_hull3 half = {NULL, 0, cube, 1};
    assert_int_equal(isect_classify_point3_hull3((isect_vec3){-100, 0, 0}, &half), ISECT_INSIDE);
    /* scaled by 2^k (every length; the offsets too): the same answers */
    for (int k = -60; k <= 60; k += 30) {
        isect_real s = (isect_real)ldexp(1, k);
        isect_plane3 c2[6];
        for (int j = 0; j < 6; j++)
            c2[j] = (isect_plane3){cube[j].normal, cube[j].offset * s};
        isect_hull3 h2 = {NULL, 0, c2, 6};
        assert_int_equal(isect_classify_point3_hull3((isect_vec3){s, s / 2, 0}, &h2),
                         ISECT_ON_BOUNDARY);
    }
}

static void invalid_input(void **state) {
    (void)state;
    isect_tri2 t2 = {{{0, 0}, {1, 0}, {0, (isect_real)NAN}}};
    isect_tri3 t3 = {{{0, 0, 0}, {1, 0, 0}, {0, 1, 0}}};
    isect_tet3 tet = {{{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {0, 0, (isect_real)INFINITY}}};
    assert_int_equal(isect_classify_point2_tri2((isect_vec2){0, 0}, &t2), ISECT_LOCATION_INVALID);
    assert_int_equal(isect_classify_point2_tri2((isect_vec2){0, 0}, NULL), ISECT_LOCATION_INVALID);
    assert_int_equal(isect_classify_point3_tri3((isect_vec3){(isect_real)NAN, 0, 0}, &t3),
                     ISECT_LOCATION_INVALID);
    assert_int_equal(isect_classify_point3_tet3((isect_vec3){0, 0, 0}, &tet),
                     ISECT_LOCATION_INVALID);
    isect_barycentric_result r = isect_barycentric_point2_tri2((isect_vec2){0, 0}, &t2);
    assert_int_equal(r.location, ISECT_LOCATION_INVALID);
    assert_int_equal(r.flags, ISECT_INVALID);
    assert_true(r.bary[0] == 0 && r.bary[1] == 0 && r.bary[2] == 0);
    r = isect_barycentric_point3_tri3((isect_vec3){0, 0, 0}, NULL);
    assert_int_equal(r.flags, ISECT_INVALID);
    /* a hull by vertices only: its planes are not known */
    isect_vec3 verts[4] = {{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {0, 0, 1}};
    isect_hull3 hv = {verts, 4, NULL, 0};
    assert_int_equal(isect_classify_point3_hull3((isect_vec3){0.1, 0.1, 0.1}, &hv),
                     ISECT_LOCATION_INVALID);
    isect_plane3 zero = {{0, 0, 0}, 1};
    isect_hull3 hz = {NULL, 0, &zero, 1};
    assert_int_equal(isect_classify_point3_hull3((isect_vec3){0, 0, 0}, &hz),
                     ISECT_LOCATION_INVALID);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(triangle_2d),
        cmocka_unit_test(one_ulp_off_an_edge),
        cmocka_unit_test(triangle_3d),
        cmocka_unit_test(degenerate_triangles),
        cmocka_unit_test(tetrahedron),
        cmocka_unit_test(flat_tetrahedra),
        cmocka_unit_test(hull_by_planes),
        cmocka_unit_test(invalid_input),
#if ISECT_USE_DOUBLE
        cmocka_unit_test(sliver_edge_point),
#endif
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
