/* Lines, rays and segments against polygons in space: worked examples on a concave "C"
 * in the plane z = 1 (answers from the figure: exact by construction), fill rules on a
 * pentagram, degenerate and invalid input. The randomised comparison with the exact
 * oracle lives in test_oracle_polygon_lin.c. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <float.h>
#include <math.h>

#include "isect/isect.h"

/* The "C": spine 0 <= x <= 1, arms y in [0, 1] and [3, 4] out to x = 4, at z = 1. */
static const isect_vec3 c_shape[8] = {{0, 0, 1}, {4, 0, 1}, {4, 1, 1}, {1, 1, 1},
                                      {1, 3, 1}, {4, 3, 1}, {4, 4, 1}, {0, 4, 1}};
static const isect_poly3 c_poly = {c_shape, 8};

static void rays_through_the_c(void **state) {
    (void)state;
    isect_ray3 spine = {{0.5, 2, 5}, {0, 0, -1}};
    isect_find_result3 r = isect_find_ray3_poly3(&spine, &c_poly, ISECT_FILL_NONZERO);
    assert_true(r.hit && r.count == 1 && r.t[0] == 4 && r.point[0].z == 1);
    assert_true(r.normal.x == 0 && r.normal.y == 0 && fabs(r.normal.z) == 1);
    assert_true(r.normal.z > 0);                /* against the direction of travel (down) */
    isect_ray3 notch = {{2, 2, 5}, {0, 0, -1}}; /* inside the hull, outside the C */
    assert_false(isect_test_ray3_poly3(&notch, &c_poly, ISECT_FILL_NONZERO));
    r = isect_find_ray3_poly3(&notch, &c_poly, ISECT_FILL_EVEN_ODD);
    assert_false(r.hit);
    assert_int_equal(r.flags, 0);
    /* the closed region: an inner edge and a vertex are hits */
    isect_ray3 edge = {{1, 2, 5}, {0, 0, -1}};
    assert_true(isect_test_ray3_poly3(&edge, &c_poly, ISECT_FILL_NONZERO));
    isect_ray3 vertex = {{4, 4, 5}, {0, 0, -2}};
    r = isect_find_ray3_poly3(&vertex, &c_poly, ISECT_FILL_NONZERO);
    assert_true(r.hit && r.t[0] == 2 && r.point[0].x == 4 && r.point[0].y == 4);
    isect_ray3 away = {{0.5, 2, 5}, {0, 0, 1}};
    assert_false(isect_test_ray3_poly3(&away, &c_poly, ISECT_FILL_NONZERO));
}

static void segments_and_lines(void **state) {
    (void)state;
    isect_seg3 ends_on = {{2, 0.5, 0}, {2, 0.5, 1}}; /* ends on the lower arm */
    isect_find_result3 r = isect_find_seg3_poly3(&ends_on, &c_poly, ISECT_FILL_NONZERO);
    assert_true(r.hit && r.t[0] == 1);
    assert_int_equal(r.flags, ISECT_TOUCHING);
    isect_seg3 short_of = {{2, 0.5, 0}, {2, 0.5, 0.5}};
    assert_false(isect_test_seg3_poly3(&short_of, &c_poly, ISECT_FILL_NONZERO));
    isect_line3 slanted = {{3, 0.5, 0}, {1, 0, 1}}; /* meets z = 1 at (4, 0.5): an edge */
    r = isect_find_line3_poly3(&slanted, &c_poly, ISECT_FILL_EVEN_ODD);
    assert_true(r.hit && r.t[0] == 1 && r.point[0].x == 4);
}

/* A segment lying in the polygon's plane: the span from the first to the last common
 * point, across the notch. */
static void coplanar_span(void **state) {
    (void)state;
    isect_seg3 across = {{-1, 2, 1}, {5, 2, 1}}; /* in the spine only: x in [0, 1] */
    isect_find_result3 r = isect_find_seg3_poly3(&across, &c_poly, ISECT_FILL_NONZERO);
    assert_true(r.hit);
    assert_int_equal(r.count, ISECT_INFINITE);
    assert_float_equal(r.t[0], 1.0 / 6, 1e-6);
    assert_float_equal(r.t[1], 2.0 / 6, 1e-6);
    isect_seg3 through = {{-1, 0.5, 1}, {5, 0.5, 1}}; /* along the lower arm: x in [0, 4] */
    r = isect_find_seg3_poly3(&through, &c_poly, ISECT_FILL_NONZERO);
    assert_float_equal(r.t[0], 1.0 / 6, 1e-6);
    assert_float_equal(r.t[1], 5.0 / 6, 1e-6);
    isect_seg3 outside = {{2, 2, 1}, {3, 2.5, 1}}; /* in the notch */
    assert_false(isect_test_seg3_poly3(&outside, &c_poly, ISECT_FILL_NONZERO));
}

/* The pentagram {5/2} winds twice around its centre: inside by nonzero, outside by
 * even-odd; a ray through the centre tells them apart. */
static void fill_rules(void **state) {
    (void)state;
    isect_vec3 star[5];
    for (int i = 0; i < 5; i++) {
        double a = 2 * 3.14159265358979 * (2 * i) / 5;
        star[i] = (isect_vec3){(isect_real)(10 * cos(a)), (isect_real)(10 * sin(a)), 0};
    }
    isect_poly3 poly = {star, 5};
    isect_ray3 centre = {{0, 0, 3}, {0, 0, -1}};
    assert_true(isect_test_ray3_poly3(&centre, &poly, ISECT_FILL_NONZERO));
    assert_false(isect_test_ray3_poly3(&centre, &poly, ISECT_FILL_EVEN_ODD));
}

static void degenerate_and_invalid(void **state) {
    (void)state;
    isect_vec3 line_pts[3] = {{0, 0, 0}, {1, 1, 1}, {2, 2, 2}};
    isect_poly3 flat = {line_pts, 3};
    isect_seg3 cross = {{0, 2, 0}, {2, 0, 2}}; /* meets the line at (1, 1, 1) */
    isect_find_result3 r = isect_find_seg3_poly3(&cross, &flat, ISECT_FILL_NONZERO);
    assert_true(r.hit && r.count == 1 && (r.flags & ISECT_DEGENERATE));
    assert_float_equal(r.t[0], 0.5, 1e-6);
    isect_seg3 miss = {{0, 2, 0}, {2, 0, 2.5}};
    assert_false(isect_test_seg3_poly3(&miss, &flat, ISECT_FILL_NONZERO));
    isect_seg3 point = {{0.5, 2, 1}, {0.5, 2, 1}}; /* a point on the C */
    r = isect_find_seg3_poly3(&point, &c_poly, ISECT_FILL_NONZERO);
    assert_true(r.hit);
    assert_int_equal(r.flags, ISECT_DEGENERATE | ISECT_TOUCHING);
    isect_poly3 two = {c_shape, 2};
    assert_false(isect_test_seg3_poly3(&cross, &two, ISECT_FILL_NONZERO));
    assert_int_equal(isect_find_seg3_poly3(&cross, &two, ISECT_FILL_NONZERO).flags, ISECT_INVALID);
    assert_false(isect_test_seg3_poly3(&cross, NULL, ISECT_FILL_NONZERO));
    isect_seg3 bad = {{NAN, 0, 0}, {1, 1, 1}};
    assert_int_equal(isect_find_seg3_poly3(&bad, &c_poly, ISECT_FILL_NONZERO).flags, ISECT_INVALID);
}

/* A figure eight (bow tie) in z = 0 whose two lobes have opposite orientations: Newell's
 * normal cancels to exactly zero, and the polygon's plane is taken from its first
 * non-collinear triple instead (isect/polygon.h). The lobes are the triangles (0,0)
 * (1,1) (0,2) and (1,1) (2,2) (2,0): a ray down through (1.9, 1) crosses the right lobe
 * at t = 1 (winding +-1: inside under both rules); one through (1, 0.2), below the
 * crossing point (1, 1), meets neither lobe. */
static void figure_eight_in_space(void **state) {
    (void)state;
    const isect_vec3 bow[4] = {{0, 0, 0}, {2, 2, 0}, {2, 0, 0}, {0, 2, 0}};
    isect_poly3 poly = {bow, 4};
    isect_ray3 right = {{1.9, 1, 1}, {0, 0, -1}}, below = {{1, 0.2, 1}, {0, 0, -1}};
    for (int rule = 0; rule < 2; rule++) {
        isect_find_result3 r = isect_find_ray3_poly3(&right, &poly, (isect_fill_rule)rule);
        assert_true(r.hit && r.count == 1 && r.t[0] == 1 && r.flags == 0);
        assert_true(r.normal.x == 0 && r.normal.y == 0 && r.normal.z == 1);
        assert_false(isect_test_ray3_poly3(&below, &poly, (isect_fill_rule)rule));
    }
}

/* Degenerate polygons the fuzzer found mishandled (tests/fuzz/findings, issue 11):
 * - collinear vertices on the x axis, a line down the z axis from 0.56 DBL_MAX with step
 *   2^-1072: one common point, the vertex (0, 0, 0), at t beyond the range (saturated;
 *   t came back [0, max] with the origin as its point);
 * - the segment [0, 57] of the x axis and a line crossing it at (7, 0, 0), t = -3 to
 *   rounding: one point, so t[0] == t[1] (two edges' candidates differed by rounding);
 * - a point component against a polygon of coincident vertices: t = 0, not [0, 1];
 * - polygons whose Newell normal cancels to zero without being collinear (spikes): their
 *   plane is that of the triple the projection took, z = 0 here, so a line in z = 0 lies in
 *   it (count ISECT_INFINITE, the span from (0, 7) to the x axis: t in [-7/8, 0]); a line
 *   along the spike (33,33,33)-(0,0,0) of another lies in it over t in [-1, 0]; a line
 *   down the z axis meets it while the ray from the top, heading up, does not; and the
 *   projection of such a polygon follows its fallback plane (below). */
static void degenerate_polygons(void **state) {
    (void)state;
    const double u = ISECT_USE_DOUBLE ? 0x1p-53 : 0x1p-24;
#if ISECT_USE_DOUBLE
    const isect_vec3 axis_pts[4] = {{-0x1p-1073, 0, 0}, {1, 0, 0}, {0, 0, 0}, {0, 0, 0}};
    isect_line3 down = {{0, 0, 0x1.1ccf385ebc8ap+1023}, {0, 0, -0x1p-1072}};
    const isect_real top = DBL_MAX;
#else
    const isect_vec3 axis_pts[4] = {{-0x1p-148f, 0, 0}, {1, 0, 0}, {0, 0, 0}, {0, 0, 0}};
    isect_line3 down = {{0, 0, 0x1p126f}, {0, 0, -0x1p-148f}};
    const isect_real top = FLT_MAX;
#endif
    isect_poly3 on_axis = {axis_pts, 4};
    isect_find_result3 r = isect_find_line3_poly3(&down, &on_axis, ISECT_FILL_NONZERO);
    assert_true(r.hit && r.count == 1 && r.flags == (ISECT_DEGENERATE | ISECT_SATURATED));
    assert_true(r.t[0] == top && r.t[1] == top);
    assert_true(r.point[0].x == 0 && r.point[0].y == 0 && r.point[0].z == 0);

    const isect_vec3 seg57[8] = {{57, 0, 0}};
    isect_poly3 segment = {seg57, 8};
    isect_line3 across = {{1, 3, 0}, {-2, 1, 0}};
    r = isect_find_line3_poly3(&across, &segment, ISECT_FILL_NONZERO);
    assert_true(r.hit && r.count == 1 && r.t[0] == r.t[1] && fabs(r.t[0] + 3) <= 8 * 3 * u);
    const isect_vec3 zeros[12] = {{0, 0, 0}};
    isect_poly3 dot = {zeros, 12};
    isect_line3 still = {{0, 0, 0}, {0, 0, 0}};
    r = isect_find_line3_poly3(&still, &dot, ISECT_FILL_NONZERO);
    assert_true(r.hit && r.count == 1 && r.t[0] == 0 && r.t[1] == 0);
    assert_int_equal(r.flags, ISECT_DEGENERATE | ISECT_TOUCHING);

    const isect_vec3 spikes[6] = {{0, 0, 0}, {0, 7, 0}, {0, 0, 0}, {1, 0, 0}, {0, 0, 0}, {0, 0, 0}};
    isect_poly3 flat = {spikes, 6};
    isect_line3 in_z0 = {{0, 7, 0}, {-1, 8, 0}};
    r = isect_find_line3_poly3(&in_z0, &flat, ISECT_FILL_NONZERO);
    assert_true(r.hit && r.count == ISECT_INFINITE && r.t[0] == -0.875 && r.t[1] == 0);
    assert_true(r.normal.x == 0 && r.normal.y == 0 && fabs(r.normal.z) == 1);
    const isect_vec3 spike3[11] = {{33, 33, 33}, {33, 33, 33}, {33, 33, 33}, {33, 33, 33},
                                   {33, 33, 33}, {33, 33, 33}, {33, 33, 33}, {0, 0, 0},
                                   {0, 0, 0},    {0, -33, -1}, {0, 0, 0}};
    isect_poly3 spiky = {spike3, 11};
    isect_line3 along = {{33, 33, 33}, {33, 33, 33}};
    r = isect_find_line3_poly3(&along, &spiky, ISECT_FILL_NONZERO);
    assert_true(r.hit && r.count == ISECT_INFINITE && r.t[0] == -1 && r.t[1] == 0);
    const isect_vec3 tri_spike[12] = {{29, 0, 0}, {0, 8, 0}, {29, 0, 0}};
    isect_poly3 spike29 = {tri_spike, 12};
    isect_line3 vertical = {{0, 0, 1}, {0, 0, 3}};
    isect_ray3 up = {{0, 0, 1}, {0, 0, 3}};
    assert_true(isect_test_line3_poly3(&vertical, &spike29, ISECT_FILL_NONZERO));
    assert_true(isect_find_line3_poly3(&vertical, &spike29, ISECT_FILL_NONZERO).hit);
    assert_false(isect_test_ray3_poly3(&up, &spike29, ISECT_FILL_NONZERO));
    assert_false(isect_find_ray3_poly3(&up, &spike29, ISECT_FILL_NONZERO).hit);

    /* A figure eight (a triangle, then the same triangle backwards: Newell's normal is
     * exactly zero) whose triangle (0, 0, 0) (1, 0, 0) (0, tiny, H) is seen non-collinear
     * along z but spans a plane nearly y = 0: its normal (0, -H, tiny) rounds to
     * (0, -1, 0) in double (the float build keeps its z component). The projection follows that
     * normal and drops y (it dropped z, onto which the plane y = 0 projects as a line: the line
     * through (0.25, 0, 1) along z, lying in it, then met no projected edge and missed while both
     * its rays hit). In (z, x) the region is the triangle (0, 0) (0, 1) (H, 0) with winding number
     * 0 inside, so its edges: the line crosses them at z = 0 and z = 0.75 H, one ray each. */
#if ISECT_USE_DOUBLE
    const isect_real tiny = 0x1p-1074, tall_h = 0x1p100;
#else
    const isect_real tiny = 0x1p-149f, tall_h = 0x1p40f;
#endif
    const isect_vec3 eight[6] = {{0, 0, 0}, {1, 0, 0},         {0, tiny, tall_h},
                                 {0, 0, 0}, {0, tiny, tall_h}, {1, 0, 0}};
    isect_poly3 twice = {eight, 6};
    assert_int_equal(isect_projection_poly3(&twice).axis, 1);
    isect_line3 upright = {{0.25, 0, 1}, {0, 0, 1}};
    isect_ray3 rise = {{0.25, 0, 1}, {0, 0, 1}}, sink = {{0.25, 0, 1}, {0, 0, -1}};
    for (int k = 0; k < 2; k++) {
        isect_fill_rule rule = k ? ISECT_FILL_NONZERO : ISECT_FILL_EVEN_ODD;
        assert_int_equal(isect_classify_point3_poly3(upright.origin, &twice, rule), ISECT_OUTSIDE);
        assert_true(isect_test_line3_poly3(&upright, &twice, rule));
        r = isect_find_line3_poly3(&upright, &twice, rule);
#if ISECT_USE_DOUBLE
        assert_true(r.hit && r.count == ISECT_INFINITE && r.t[0] == -1);
        assert_true(fabs(r.t[1] - (0.75 * tall_h - 1)) <= 8 * u * tall_h);
        assert_true(isect_test_ray3_poly3(&rise, &twice, rule));
#else /* the normal, computed in double, keeps (0, -1, 2^-189): a crossing at z = 0 */
        assert_true(r.hit && r.count == 1 && r.t[0] == -1 && r.t[1] == -1);
        assert_false(isect_test_ray3_poly3(&rise, &twice, rule));
#endif
        assert_true(isect_test_ray3_poly3(&sink, &twice, rule));
    }
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(rays_through_the_c),     cmocka_unit_test(segments_and_lines),
        cmocka_unit_test(coplanar_span),          cmocka_unit_test(fill_rules),
        cmocka_unit_test(degenerate_and_invalid), cmocka_unit_test(figure_eight_in_space),
        cmocka_unit_test(degenerate_polygons),
    };
    return cmocka_run_group_tests_name("polygon_lin", tests, NULL, NULL);
}
