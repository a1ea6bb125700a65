/* Lines, rays and segments against a triangle and a polygon in the plane
 * (isect/polygon2_lin.h): worked examples whose expected values are derived by hand in
 * the comments, the start-inside and touching rules, the first piece of a concave and of
 * a self-intersecting polygon under both fill rules, degenerate shapes and components,
 * and invalid input. The randomised comparison with the exact oracle lives in
 * test_oracle_polygon2_lin.c. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <float.h>
#include <math.h>

#include "isect/polygon2_lin.h"

static const double U = ISECT_USE_DOUBLE ? DBL_EPSILON / 2 : FLT_EPSILON / 2;

static isect_vec2 v2(double x, double y) {
    return (isect_vec2){(isect_real)x, (isect_real)y};
}

static void near(double got, double want) {
    assert_true(fabs(got - want) <= 4 * U * fmax(fabs(want), 1e-300));
}

/* The piece [t0, t1] from (x0, y0) to (x1, y1), count, flags and normal (within 4 u). */
static void expect(isect_find_result2 r, double t0, double t1, double x0, double y0, double x1,
                   double y1, int count, unsigned flags, double nx, double ny) {
    assert_true(r.hit);
    near(r.t[0], t0);
    near(r.t[1], t1);
    near(r.point[0].x, x0);
    near(r.point[0].y, y0);
    near(r.point[1].x, x1);
    near(r.point[1].y, y1);
    assert_int_equal(r.count, count);
    assert_int_equal(r.flags, flags);
    assert_true(fabs(r.normal.x - nx) <= 4 * U && fabs(r.normal.y - ny) <= 4 * U);
}

/* The triangle (1, 0) (3, 0) (2, 2): its left edge lies on y = 2 (x - 1), its right edge
 * on y = 2 (3 - x). The ray from (0, 0.5) along (1, 0) enters the left edge at
 * x = 1 + 0.5 / 2 = 1.25 and leaves the right one at x = 3 - 0.25 = 2.75 (t = x). The
 * left edge (2, 2) -> (1, 0) (edge 2) has direction (-1, -2), normal +-(2, -1) / sqrt 5,
 * facing against (1, 0): (-2, 1) / sqrt 5. */
static void triangle_worked(void **state) {
    (void)state;
    isect_tri2 tri = {{v2(1, 0), v2(3, 0), v2(2, 2)}};
    isect_ray2 ray = {v2(0, 0.5), v2(1, 0)};
    double s5 = sqrt(5.0);
    assert_true(isect_test_ray2_tri2(&ray, &tri));
    expect(isect_find_ray2_tri2(&ray, &tri), 1.25, 2.75, 1.25, 0.5, 2.75, 0.5, 2, 0, -2 / s5,
           1 / s5);
    /* The same as a line from (4, 0.5) along (-2, 0): enters the right edge at x = 2.75,
     * t = (4 - 2.75) / 2 = 0.625, leaves at x = 1.25, t = 1.375; the right edge
     * (3, 0) -> (2, 2) (edge 1) faces +x: (2, 1) / sqrt 5. */
    isect_line2 line = {v2(4, 0.5), v2(-2, 0)};
    expect(isect_find_line2_tri2(&line, &tri), 0.625, 1.375, 2.75, 0.5, 1.25, 0.5, 2, 0, 2 / s5,
           1 / s5);
    /* A segment from (2, 0.5) (inside) to (5, 0.5): started inside, leaves at x = 2.75,
     * t = 0.75 / 3 = 0.25; one crossing, zero normal. Clockwise order changes nothing. */
    isect_tri2 cw = {{v2(1, 0), v2(2, 2), v2(3, 0)}};
    isect_seg2 seg = {v2(2, 0.5), v2(5, 0.5)};
    expect(isect_find_seg2_tri2(&seg, &cw), 0, 0.25, 2, 0.5, 2.75, 0.5, 1, ISECT_STARTED_INSIDE, 0,
           0);
    /* A segment wholly inside: both ends inside, count 0. */
    isect_seg2 in = {v2(1.5, 0.5), v2(2.5, 0.5)};
    expect(isect_find_seg2_tri2(&in, &tri), 0, 1, 1.5, 0.5, 2.5, 0.5, 0,
           ISECT_STARTED_INSIDE | ISECT_ENDED_INSIDE, 0, 0);
    /* Misses: pointing away, passing above the apex, ending short. */
    isect_ray2 away = {v2(0, 0.5), v2(-1, 0)};
    isect_line2 above = {v2(0, 2.5), v2(1, 0)};
    isect_seg2 shortseg = {v2(0, 0.5), v2(1.2, 0.5)};
    assert_false(isect_test_ray2_tri2(&away, &tri));
    assert_false(isect_find_ray2_tri2(&away, &tri).hit);
    assert_false(isect_test_line2_tri2(&above, &tri));
    assert_false(isect_test_seg2_tri2(&shortseg, &tri));
    assert_false(isect_find_seg2_tri2(&shortseg, &tri).hit);
}

/* Touching: through the apex (2, 2) along y = 2 (one point, t = 2, the vertex exactly;
 * the lowest edge through it is edge 1, (3, 0) -> (2, 2), facing against (1, 0):
 * (-2, -1) / sqrt 5... its normals are +-(2, 1) / sqrt 5 and (2, 1) . (1, 0) > 0, so
 * (-2, -1) / sqrt 5); along the base y = 0 (from (1, 0) at t = 1 to (3, 0) at t = 3,
 * count ISECT_INFINITE; edge 0 lies on the line, edge 2 (2, 2) -> (1, 0) is the lowest
 * other edge through (1, 0): (-2, 1) / sqrt 5); a segment ending on the base. */
static void triangle_touching(void **state) {
    (void)state;
    isect_tri2 tri = {{v2(1, 0), v2(3, 0), v2(2, 2)}};
    double s5 = sqrt(5.0);
    isect_ray2 apex = {v2(0, 2), v2(1, 0)};
    isect_find_result2 r = isect_find_ray2_tri2(&apex, &tri);
    expect(r, 2, 2, 2, 2, 2, 2, 1, ISECT_TOUCHING, -2 / s5, -1 / s5);
    assert_true(r.point[0].x == 2 && r.point[0].y == 2);
    isect_ray2 base = {v2(0, 0), v2(1, 0)};
    expect(isect_find_ray2_tri2(&base, &tri), 1, 3, 1, 0, 3, 0, ISECT_INFINITE, ISECT_TOUCHING,
           -2 / s5, 1 / s5);
    /* The segment (2, -1) -> (2, 0) ends on the base: t = 1, the end itself; the base
     * (edge 0) faces -y. */
    isect_seg2 up = {v2(2, -1), v2(2, 0)};
    expect(isect_find_seg2_tri2(&up, &tri), 1, 1, 2, 0, 2, 0, 1, ISECT_TOUCHING, 0, -1);
    /* A ray starting on the base going up: entry at t = 0 (count 2: both ends on the
     * boundary), leaving at y = 2 (3 - 2) = 2: the apex, t = 2. */
    isect_ray2 from_base = {v2(2, 0), v2(0, 1)};
    expect(isect_find_ray2_tri2(&from_base, &tri), 0, 2, 2, 0, 2, 2, 2, 0, 0, -1);
}

/* A concave polygon: the square (0, 0) (4, 0) (4, 4) (0, 4) with a notch (2, 1) cut in
 * its top: vertices (0, 0) (4, 0) (4, 4) (2, 1) (0, 4). The ray from (-1, 2) along (1, 0)
 * meets the left edge at t = 1, then the notch's edge (2, 1) -> (0, 4) at
 * y = 2: x = 2 - 2 (1 / 3) = 4 / 3, t = 7 / 3 -- the first piece ends there; it would
 * re-enter at x = 2 + 2 / 3 (t = 11 / 3). Along y = 1 it only touches the notch's tip:
 * one piece from x = 0 to 4 (t = 1 .. 5). */
static void concave(void **state) {
    (void)state;
    isect_vec2 v[5] = {v2(0, 0), v2(4, 0), v2(4, 4), v2(2, 1), v2(0, 4)};
    isect_poly2 poly = {v, 5};
    isect_ray2 ray = {v2(-1, 2), v2(1, 0)};
    assert_true(isect_test_ray2_poly2(&ray, &poly, ISECT_FILL_NONZERO));
    expect(isect_find_ray2_poly2(&ray, &poly, ISECT_FILL_NONZERO), 1, 7.0 / 3, 0, 2, 4.0 / 3, 2, 2,
           0, -1, 0);
    /* from the notch on: the second piece */
    isect_ray2 again = {v2(2, 2), v2(1, 0)};
    expect(isect_find_ray2_poly2(&again, &poly, ISECT_FILL_EVEN_ODD), 2.0 / 3, 2, 8.0 / 3, 2, 4, 2,
           2, 0, -3 / sqrt(13.0), 2 / sqrt(13.0));
    isect_ray2 tip = {v2(-1, 1), v2(1, 0)};
    expect(isect_find_ray2_poly2(&tip, &poly, ISECT_FILL_NONZERO), 1, 5, 0, 1, 4, 1, 2, 0, -1, 0);
    /* The line through the notch's tip downwards, x = 2: enters at the tip (2, 1)
     * (t = -1 from (2, 0) along (0, -1)... ), as a line from (2, 5) along (0, -1): the tip
     * at t = 4, the base at t = 5. The tip touches the edges (4, 4) -> (2, 1) (edge 2)
     * first: direction (-2, -3), normals +-(3, -2) / sqrt 13 facing against (0, -1):
     * (3, -2) . (0, -1) = 2 > 0, so (-3, 2) / sqrt 13. */
    isect_line2 down = {v2(2, 5), v2(0, -1)};
    expect(isect_find_line2_poly2(&down, &poly, ISECT_FILL_NONZERO), 4, 5, 2, 1, 2, 0, 2, 0,
           -3 / sqrt(13.0), 2 / sqrt(13.0));
}

/* A self-intersecting polygon: the pentagram {5/2} winds twice around its centre. With
 * integer vertices: the "bow tie" (0, 0) (4, 4) (4, 0) (0, 4) crosses itself at (2, 2);
 * a horizontal line y = 1 meets it from x = 0 .. 1 and x = 3 .. 4 (winding +-1: both
 * rules fill them). And the doubled square (0 0) (2 0) (2 2) (0 2) twice: winding 2
 * everywhere inside, so even-odd leaves only the edges: a ray through it touches along
 * nothing but the crossing points (x = 0 and x = 2 are two separate points; the first is
 * the piece). */
static void self_intersecting(void **state) {
    (void)state;
    isect_vec2 bow[4] = {v2(0, 0), v2(4, 4), v2(4, 0), v2(0, 4)};
    isect_poly2 poly = {bow, 4};
    isect_line2 line = {v2(-1, 1), v2(1, 0)};
    expect(isect_find_line2_poly2(&line, &poly, ISECT_FILL_EVEN_ODD), 1, 2, 0, 1, 1, 1, 2, 0, -1,
           0);
    isect_vec2 twice[8] = {v2(0, 0), v2(2, 0), v2(2, 2), v2(0, 2),
                           v2(0, 0), v2(2, 0), v2(2, 2), v2(0, 2)};
    isect_poly2 dbl = {twice, 8};
    isect_ray2 ray = {v2(-1, 1), v2(1, 0)};
    expect(isect_find_ray2_poly2(&ray, &dbl, ISECT_FILL_NONZERO), 1, 3, 0, 1, 2, 1, 2, 0, -1, 0);
    expect(isect_find_ray2_poly2(&ray, &dbl, ISECT_FILL_EVEN_ODD), 1, 1, 0, 1, 0, 1, 1,
           ISECT_TOUCHING, -1, 0);
    /* started in the doubled square: inside for nonzero, not for even-odd (then it
     * only touches the right edge x = 2 at t = 0.5; its normal faces against (1, 0)) */
    isect_seg2 seg = {v2(1, 1), v2(3, 1)};
    expect(isect_find_seg2_poly2(&seg, &dbl, ISECT_FILL_NONZERO), 0, 0.5, 1, 1, 2, 1, 1,
           ISECT_STARTED_INSIDE, 0, 0);
    expect(isect_find_seg2_poly2(&seg, &dbl, ISECT_FILL_EVEN_ODD), 0.5, 0.5, 2, 1, 2, 1, 1,
           ISECT_TOUCHING, -1, 0);
}

/* Degenerate: a point component (inside: count 0, both inside flags; on an edge: touching;
 * outside: a miss, still ISECT_DEGENERATE), a collinear triangle (the segment it spans),
 * a polygon with every vertex on one line. */
static void degenerate(void **state) {
    (void)state;
    isect_tri2 tri = {{v2(1, 0), v2(3, 0), v2(2, 2)}};
    isect_ray2 p_in = {v2(2, 1), v2(0, 0)}, p_on = {v2(2, 0), v2(0, 0)},
               p_out = {v2(0, 0), v2(0, 0)};
    expect(isect_find_ray2_tri2(&p_in, &tri), 0, 0, 2, 1, 2, 1, 0,
           ISECT_DEGENERATE | ISECT_STARTED_INSIDE | ISECT_ENDED_INSIDE, 0, 0);
    expect(isect_find_ray2_tri2(&p_on, &tri), 0, 0, 2, 0, 2, 0, 1,
           ISECT_DEGENERATE | ISECT_TOUCHING, 0, 0);
    isect_find_result2 miss = isect_find_ray2_tri2(&p_out, &tri);
    assert_false(miss.hit);
    assert_int_equal(miss.flags, ISECT_DEGENERATE);
    /* the collinear triangle (0, 0) (2, 2) (4, 4) is the segment (0, 0) - (4, 4): the line
     * y = 1 touches it at (1, 1), t = 2 from (-1, 1); edge 0 (0, 0) -> (2, 2) faces
     * against (1, 0): (-1, 1) / sqrt 2 */
    isect_tri2 flat = {{v2(0, 0), v2(2, 2), v2(4, 4)}};
    isect_line2 line = {v2(-1, 1), v2(1, 0)};
    double h = sqrt(0.5);
    expect(isect_find_line2_tri2(&line, &flat), 2, 2, 1, 1, 1, 1, 1,
           ISECT_DEGENERATE | ISECT_TOUCHING, -h, h);
    /* along it: from (0, 0) to (4, 4), count ISECT_INFINITE, no edge off the line: zero
     * normal */
    isect_line2 along = {v2(-1, -1), v2(1, 1)};
    expect(isect_find_line2_tri2(&along, &flat), 1, 5, 0, 0, 4, 4, ISECT_INFINITE,
           ISECT_DEGENERATE | ISECT_TOUCHING, 0, 0);
    isect_vec2 v[4] = {v2(0, 0), v2(1, 0), v2(1, 0), v2(3, 0)};
    isect_poly2 poly = {v, 4};
    isect_seg2 seg = {v2(2, -1), v2(2, 1)};
    expect(isect_find_seg2_poly2(&seg, &poly, ISECT_FILL_NONZERO), 0.5, 0.5, 2, 0, 2, 0, 1,
           ISECT_DEGENERATE | ISECT_TOUCHING, -0.0, -1);
}

/* Invalid input: NULL, non-finite coordinates, fewer than 3 vertices. */
static void invalid_input(void **state) {
    (void)state;
    isect_tri2 tri = {{v2(1, 0), v2(3, 0), v2(2, 2)}};
    isect_ray2 ray = {v2(0, 0.5), v2(1, 0)};
    isect_ray2 bad = {v2(NAN, 0.5), v2(1, 0)};
    isect_tri2 badtri = {{v2(1, 0), v2(INFINITY, 0), v2(2, 2)}};
    assert_false(isect_test_ray2_tri2(NULL, &tri));
    assert_false(isect_test_ray2_tri2(&bad, &tri));
    assert_false(isect_test_ray2_tri2(&ray, &badtri));
    isect_find_result2 r = isect_find_ray2_tri2(&ray, &badtri);
    assert_false(r.hit);
    assert_int_equal(r.flags, ISECT_INVALID);
    isect_poly2 two = {tri.v, 2};
    assert_false(isect_test_ray2_poly2(&ray, &two, ISECT_FILL_NONZERO));
    assert_int_equal(isect_find_ray2_poly2(&ray, &two, ISECT_FILL_NONZERO).flags, ISECT_INVALID);
    assert_int_equal(isect_find_seg2_poly2(NULL, &two, ISECT_FILL_NONZERO).flags, ISECT_INVALID);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(triangle_worked), cmocka_unit_test(triangle_touching),
        cmocka_unit_test(concave),         cmocka_unit_test(self_intersecting),
        cmocka_unit_test(degenerate),      cmocka_unit_test(invalid_input),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
