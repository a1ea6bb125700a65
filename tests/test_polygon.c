/* Point in polygon on worked examples whose answers are known by construction: convex,
 * concave and self-intersecting polygons, rays through vertices, horizontal edges,
 * collinear and repeated vertices, zero-area polygons, points exactly on edges and one
 * ulp off them (the regression for angle summation with a fudge factor, and for the
 * floating-point crossing test), polygons in space, and invalid input. The randomised
 * comparison with the exact oracle is test_oracle_polygon.c. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <math.h>
#include <stdio.h>

#include "gen/gen.h"
#include "isect/isect.h"

#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

#define OUT ISECT_OUTSIDE
#define ON ISECT_ON_BOUNDARY
#define IN ISECT_INSIDE

static isect_location eo2(isect_real x, isect_real y, const isect_vec2 *v, size_t n) {
    isect_poly2 poly = {v, n};
    return isect_classify_point2_poly2((isect_vec2){x, y}, &poly, ISECT_FILL_EVEN_ODD);
}

static isect_location nz2(isect_real x, isect_real y, const isect_vec2 *v, size_t n) {
    isect_poly2 poly = {v, n};
    return isect_classify_point2_poly2((isect_vec2){x, y}, &poly, ISECT_FILL_NONZERO);
}

/* Both rules give `expect` (a simple polygon, or a point the rules agree on). */
static void both(isect_real x, isect_real y, const isect_vec2 *v, size_t n, isect_location expect) {
    if (eo2(x, y, v, n) != expect || nz2(x, y, v, n) != expect)
        fail_msg("(%g, %g): even-odd %d, nonzero %d, expected %d", (double)x, (double)y,
                 eo2(x, y, v, n), nz2(x, y, v, n), expect);
}

static ptrdiff_t winding(isect_real x, isect_real y, const isect_vec2 *v, size_t n) {
    isect_poly2 poly = {v, n};
    isect_winding_result2 r = isect_winding_point2_poly2((isect_vec2){x, y}, &poly);
    assert_int_equal(r.flags, 0);
    assert_false(r.on_boundary);
    return r.winding;
}

static void square(void **state) {
    (void)state;
    const isect_vec2 ccw[] = {{0, 0}, {4, 0}, {4, 4}, {0, 4}};
    const isect_vec2 cw[] = {{0, 0}, {0, 4}, {4, 4}, {4, 0}};
    for (int k = 0; k < 2; k++) {
        const isect_vec2 *v = k ? cw : ccw;
        both(2, 2, v, 4, IN);
        both(5, 2, v, 4, OUT);
        both(-1, 2, v, 4, OUT);
        both(2, -1, v, 4, OUT);
        both(2, 0, v, 4, ON); /* bottom edge (horizontal, on the ray's line) */
        both(4, 2, v, 4, ON); /* right edge */
        both(0, 3, v, 4, ON); /* left edge */
        both(4, 4, v, 4, ON); /* vertices */
        both(0, 0, v, 4, ON);
        both(0, 4, v, 4, ON);
        both(5, 4, v, 4, OUT); /* on the line of the top edge, beyond it */
        both(-5, 0, v, 4, OUT);
    }
    assert_int_equal(winding(2, 2, ccw, 4), 1);
    assert_int_equal(winding(2, 2, cw, 4), -1);
    assert_int_equal(winding(9, 2, ccw, 4), 0);
    isect_poly2 poly = {ccw, 4};
    isect_winding_result2 r = isect_winding_point2_poly2((isect_vec2){4, 1}, &poly);
    assert_true(r.on_boundary);
    assert_int_equal(r.winding, 0);
    assert_int_equal(r.flags, 0);
}

/* A "C": the square [0, 6]^2 without the notch (2, 6) x (2, 4). */
static void concave(void **state) {
    (void)state;
    const isect_vec2 c[] = {{0, 0}, {6, 0}, {6, 2}, {2, 2}, {2, 4}, {6, 4}, {6, 6}, {0, 6}};
    size_t n = COUNT(c);
    both(1, 3, c, n, IN);  /* the ray crosses the notch: three crossings */
    both(4, 3, c, n, OUT); /* in the notch */
    both(4, 1, c, n, IN);
    both(4, 5, c, n, IN);
    both(7, 3, c, n, OUT);
    both(2, 3, c, n, ON);  /* the notch's back edge */
    both(4, 2, c, n, ON);  /* its floor (horizontal, on the ray's line) */
    both(6, 3, c, n, OUT); /* the notch's mouth is open */
    both(6, 1, c, n, ON);
    both(1, 2, c, n, IN); /* the ray runs along the notch's floor */
    both(1, 4, c, n, IN); /* and along its ceiling */
    both(-1, 2, c, n, OUT);
    assert_int_equal(winding(1, 3, c, n), 1);
}

/* Pentagram {5/2}: the vertices of a regular pentagon (radius 1000, rounded to integers)
 * taken every second one, counterclockwise: the curve turns twice around the centre. */
static void pentagram(void **state) {
    (void)state;
    const isect_vec2 s[] = {{0, 1000}, {-588, -809}, {951, 309}, {-951, 309}, {588, -809}};
    both(0, 800, s, 5, IN); /* a tip: winding number 1 */
    assert_int_equal(winding(0, 800, s, 5), 1);
    assert_int_equal(eo2(0, 0, s, 5), OUT); /* the centre: winding number 2 */
    assert_int_equal(nz2(0, 0, s, 5), IN);
    assert_int_equal(winding(0, 0, s, 5), 2);
    both(0, 1001, s, 5, OUT);
    both(0, 1000, s, 5, ON);
    both(-294, 95.5, s, 5, ON); /* the midpoint of the first edge */
    both(-951, 309, s, 5, ON);  /* a vertex */
    both(0, 309, s, 5, ON);     /* the horizontal edge, where it bounds the inner pentagon */
    assert_int_equal(eo2(0, 308, s, 5), OUT); /* just below it, still in the centre part */
    assert_int_equal(nz2(0, 308, s, 5), IN);

    /* A square traversed twice: winding number 2 everywhere inside. */
    const isect_vec2 twice[] = {{0, 0}, {4, 0}, {4, 4}, {0, 4}, {0, 0}, {4, 0}, {4, 4}, {0, 4}};
    assert_int_equal(winding(1, 1, twice, 8), 2);
    assert_int_equal(eo2(1, 1, twice, 8), OUT);
    assert_int_equal(nz2(1, 1, twice, 8), IN);
    both(4, 1, twice, 8, ON);

    /* A figure eight (bow tie): the lobes wind in opposite directions. */
    const isect_vec2 bow[] = {{0, 0}, {2, 2}, {2, 0}, {0, 2}};
    assert_int_equal(winding(1.5, 1, bow, 4), -1);
    assert_int_equal(winding(0.5, 1, bow, 4), 1);
    both(1.5, 1, bow, 4, IN);
    both(1, 1, bow, 4, ON); /* the crossing */
    both(1, 0.5, bow, 4, OUT);
}

static void rays_through_vertices(void **state) {
    (void)state;
    /* Diamond: the ray from (-1, 0) passes through the vertex (2, 0). */
    const isect_vec2 d[] = {{0, -2}, {2, 0}, {0, 2}, {-2, 0}};
    both(-1, 0, d, 4, IN);
    both(-3, 0, d, 4, OUT); /* through both side vertices */
    both(3, 0, d, 4, OUT);
    both(0, 0, d, 4, IN);
    both(1, 1, d, 4, ON);
    both(0, 2, d, 4, ON);
    both(0, 3, d, 4, OUT); /* straight above the top vertex */
    /* A triangle whose apex touches the ray's line from below: no crossing. */
    const isect_vec2 t[] = {{-4, -4}, {4, -4}, {0, 0}};
    both(-2, 0, t, 3, OUT);
    both(0, 0, t, 3, ON);
    both(0, -1, t, 3, IN);
    both(-4, -4, t, 3, ON);
    both(-5, -4, t, 3, OUT); /* along the bottom edge's line */
    /* An L: horizontal edges at y = 2 and y = 4. */
    const isect_vec2 l[] = {{0, 0}, {4, 0}, {4, 2}, {2, 2}, {2, 4}, {0, 4}};
    both(1, 2, l, 6, IN);
    both(3, 2, l, 6, ON);
    both(2, 2, l, 6, ON);
    both(5, 2, l, 6, OUT);
    both(-1, 2, l, 6, OUT);
    both(1, 4, l, 6, ON);
    both(3, 4, l, 6, OUT);
    both(-1, 4, l, 6, OUT);
    both(3, 3, l, 6, OUT);
    both(1, 3, l, 6, IN);
}

static void degenerate_vertices(void **state) {
    (void)state;
    /* Collinear consecutive vertices: a square with extra vertices on its edges. */
    const isect_vec2 c[] = {{0, 0}, {2, 0}, {4, 0}, {4, 2}, {4, 4}, {2, 4}, {0, 4}, {0, 2}};
    both(2, 0, c, 8, ON);
    both(2, 2, c, 8, IN);
    both(4, 2, c, 8, ON);
    both(-1, 2, c, 8, OUT); /* the ray passes through (0, 2) and (4, 2) */
    both(1, 2, c, 8, IN);
    assert_int_equal(winding(1, 2, c, 8), 1);
    /* Repeated vertices (zero-length edges). */
    const isect_vec2 r[] = {{0, 0}, {0, 0}, {4, 0}, {4, 4}, {4, 4}, {4, 4}, {0, 4}, {0, 0}};
    both(2, 2, r, 8, IN);
    both(0, 0, r, 8, ON);
    both(4, 4, r, 8, ON);
    both(5, 4, r, 8, OUT);
    both(-1, 0, r, 8, OUT);
    assert_int_equal(winding(2, 2, r, 8), 1);
    /* A spike: an edge out and straight back (a zero-area part). */
    const isect_vec2 s[] = {{0, 0}, {4, 0}, {4, 2}, {8, 2}, {4, 2}, {4, 4}, {0, 4}};
    both(6, 2, s, 7, ON);
    both(9, 2, s, 7, OUT);
    both(2, 2, s, 7, IN);
    both(6, 3, s, 7, OUT);
}

static void zero_area(void **state) {
    (void)state;
    const isect_vec2 diag[] = {{0, 0}, {2, 2}, {4, 4}};
    both(1, 1, diag, 3, ON);
    both(3, 3, diag, 3, ON);
    both(0, 0, diag, 3, ON);
    both(5, 5, diag, 3, OUT);
    both(1, 0, diag, 3, OUT);
    both(-1, -1, diag, 3, OUT);
    const isect_vec2 flat[] = {{0, 0}, {4, 0}, {2, 0}};
    both(1, 0, flat, 3, ON);
    both(4, 0, flat, 3, ON);
    both(5, 0, flat, 3, OUT);
    both(-1, 0, flat, 3, OUT);
    both(1, 1, flat, 3, OUT);
    const isect_vec2 dot[] = {{1, 1}, {1, 1}, {1, 1}};
    both(1, 1, dot, 3, ON);
    both(1, 2, dot, 3, OUT);
    both(0, 1, dot, 3, OUT);
    assert_int_equal(winding(1, 1, flat, 3), 0);
}

/* ---- Exactly on edges, and one ulp off them ------------------------------------------
 * A convex counterclockwise polygon with integer vertices, far from the origin (offset
 * by a power of two, so that every point below is representable), and the points
 * a + (k / 16)(b - a) of every edge: exactly on it. Nudged by one ulp in x or y, the side
 * follows in closed form: with d = b - a and the outward normal n = (d.y, -d.x), the
 * point is outside edge ab when n . (p - a) > 0; for p on the edge's line that is the
 * sign of n . (nudge), otherwise the integer sign of 16 n . (p - a), which a nudge far
 * below 1/16 cannot change. Inside iff inside every edge (convexity). */

#if ISECT_USE_DOUBLE
static const double far_offset = 0x1p30;
#else
static const double far_offset = 0x1p12;
#endif

static const int64_t hexagon[][2] = {{0, 0}, {6, 1}, {9, 5}, {5, 9}, {-2, 6}, {-3, 2}};
enum { HEX_N = 6 };

/* The exact location of (offset + X / 16 + ex, offset + Y / 16 + ey), where ex, ey are
 * infinitesimals whose signs are sx, sy (the nudge). */
static isect_location hexagon_location(int64_t X, int64_t Y, int sx, int sy) {
    bool on = false;
    for (int i = 0; i < HEX_N; i++) {
        const int64_t *a = hexagon[i], *b = hexagon[(i + 1) % HEX_N];
        int64_t dx = b[0] - a[0], dy = b[1] - a[1];
        int64_t s = dy * (X - 16 * a[0]) - dx * (Y - 16 * a[1]);
        int64_t nudge = dy * sx - dx * sy; /* the sign of n . (ex, ey) when |ex| = |ey| */
        if (sx != 0 && sy != 0)
            return OUT; /* not used: one coordinate is nudged at a time */
        int side = s != 0 ? (s > 0) - (s < 0) : (nudge > 0) - (nudge < 0);
        if (side > 0)
            return OUT;
        on |= side == 0;
    }
    return on ? ON : IN;
}

/* Angle summation with a fudge factor, as published in many places: inside when the
 * angles subtended by the edges add up to 2 pi (within 0.9999). It has no boundary. */
static isect_location angle_sum(isect_vec2 p, const isect_vec2 *v, size_t n) {
    double sum = 0;
    for (size_t i = 0; i < n; i++) {
        isect_vec2 a = v[i], b = v[(i + 1) % n];
        double ax = a.x - p.x, ay = a.y - p.y, bx = b.x - p.x, by = b.y - p.y;
        sum += atan2(ax * by - ay * bx, ax * bx + ay * by);
    }
    return fabs(sum) > 0.9999 * 6.283185307179586 ? IN : OUT;
}

/* W. R. Franklin's pnpoly: crossing number in floating point. It has no boundary. */
static isect_location pnpoly(isect_vec2 p, const isect_vec2 *v, size_t n) {
    bool c = false;
    for (size_t i = 0, j = n - 1; i < n; j = i++)
        if (((v[i].y > p.y) != (v[j].y > p.y)) &&
            (p.x < (v[j].x - v[i].x) * (p.y - v[i].y) / (v[j].y - v[i].y) + v[i].x))
            c = !c;
    return c ? IN : OUT;
}

static void on_and_one_ulp_off(void **state) {
    (void)state;
    isect_vec2 v[HEX_N];
    for (int i = 0; i < HEX_N; i++)
        v[i] = (isect_vec2){(isect_real)(far_offset + (double)hexagon[i][0]),
                            (isect_real)(far_offset + (double)hexagon[i][1])};
    int checked = 0, angle_wrong = 0, pnpoly_wrong = 0, off_checked = 0;
    for (int i = 0; i < HEX_N; i++) {
        const int64_t *a = hexagon[i], *b = hexagon[(i + 1) % HEX_N];
        for (int k = 0; k <= 16; k++) {
            int64_t X = 16 * a[0] + k * (b[0] - a[0]), Y = 16 * a[1] + k * (b[1] - a[1]);
            isect_real x = (isect_real)(far_offset + (double)X / 16);
            isect_real y = (isect_real)(far_offset + (double)Y / 16);
            assert_true((double)x == far_offset + (double)X / 16); /* representable */
            for (int nudge = 0; nudge < 5; nudge++) {              /* none, x+, x-, y+, y- */
                int sx = nudge == 1 ? 1 : nudge == 2 ? -1 : 0;
                int sy = nudge == 3 ? 1 : nudge == 4 ? -1 : 0;
                isect_vec2 p = {gen_ulps(x, sx), gen_ulps(y, sy)};
                isect_location expect = hexagon_location(X, Y, sx, sy);
                isect_poly2 poly = {v, HEX_N};
                assert_int_equal(isect_classify_point2_poly2(p, &poly, ISECT_FILL_EVEN_ODD),
                                 expect);
                assert_int_equal(isect_classify_point2_poly2(p, &poly, ISECT_FILL_NONZERO), expect);
                checked++;
                off_checked += expect != ON;
                angle_wrong += angle_sum(p, v, HEX_N) != expect;
                pnpoly_wrong += pnpoly(p, v, HEX_N) != expect;
            }
        }
    }
    assert_int_equal(checked, HEX_N * 17 * 5);
    assert_true(off_checked > 200); /* most nudged points leave the boundary */
    /* The inexact methods cannot report the boundary, so they get every on-boundary point
     * wrong; the floating-point crossing test also puts some nudged points on the wrong
     * side (17 of them here, in both builds). The exact one gets all of them right. */
    printf("points on and one ulp off the edges: %d checked, angle sum wrong on %d, pnpoly "
           "wrong on %d\n",
           checked, angle_wrong, pnpoly_wrong);
    assert_true(angle_wrong >= checked - off_checked);
    assert_true(pnpoly_wrong > checked - off_checked);
}

/* ---- In space ---------------------------------------------------------------------- */

static isect_location cls3(isect_real x, isect_real y, isect_real z, const isect_vec3 *v, size_t n,
                           isect_fill_rule rule) {
    isect_poly3 poly = {v, n};
    return isect_classify_point3_poly3((isect_vec3){x, y, z}, &poly, rule);
}

static void both3(isect_real x, isect_real y, isect_real z, const isect_vec3 *v, size_t n,
                  isect_location expect) {
    assert_int_equal(cls3(x, y, z, v, n, ISECT_FILL_EVEN_ODD), expect);
    assert_int_equal(cls3(x, y, z, v, n, ISECT_FILL_NONZERO), expect);
}

static isect_projection3 proj3(const isect_vec3 *v, size_t n) {
    isect_poly3 poly = {v, n};
    return isect_projection_poly3(&poly);
}

static void space(void **state) {
    (void)state;
    /* A square in the plane z = 5: projected to (x, y). */
    const isect_vec3 sq[] = {{0, 0, 5}, {4, 0, 5}, {4, 4, 5}, {0, 4, 5}};
    assert_int_equal(proj3(sq, 4).axis, 2);
    assert_int_equal(proj3(sq, 4).flags, 0);
    both3(2, 2, 5, sq, 4, IN);
    both3(2, 2, 100, sq, 4, IN); /* the plane is not tested: documented */
    both3(2, 0, 5, sq, 4, ON);
    both3(5, 2, 5, sq, 4, OUT);
    /* The same square in the plane x = 3: projected to (y, z). */
    const isect_vec3 sx[] = {{3, 0, 0}, {3, 4, 0}, {3, 4, 4}, {3, 0, 4}};
    assert_int_equal(proj3(sx, 4).axis, 0);
    both3(3, 2, 2, sx, 4, IN);
    both3(3, 4, 2, sx, 4, ON);
    both3(3, 5, 2, sx, 4, OUT);
    /* In the plane z = x + 2 y, normal (-1, -2, 1): y dominates, projected to (z, x). */
    const isect_vec3 t[] = {{0, 0, 0}, {4, 0, 4}, {4, 2, 8}, {0, 2, 4}};
    assert_int_equal(proj3(t, 4).axis, 1);
    both3(2, 1, 4, t, 4, IN);
    both3(4, 1, 6, t, 4, ON);
    both3(4, 2, 8, t, 4, ON);
    both3(5, 1, 7, t, 4, OUT);
    /* A tie: the plane x + y = 4 has normal (1, 1, 0); the later axis (y) wins. */
    const isect_vec3 tie[] = {{4, 0, 0}, {0, 4, 0}, {0, 4, 4}, {4, 0, 4}};
    assert_int_equal(proj3(tie, 4).axis, 1);
    both3(2, 2, 2, tie, 4, IN);
    both3(2, 2, 5, tie, 4, OUT);
    /* A bow tie whose signed areas cancel: Newell's normal is zero, and the first
     * non-collinear vertex triple chooses z. */
    const isect_vec3 bow[] = {{0, 0, 1}, {2, 2, 1}, {2, 0, 1}, {0, 2, 1}};
    assert_int_equal(proj3(bow, 4).axis, 2);
    assert_int_equal(proj3(bow, 4).flags, 0);
    both3(1.5, 1, 1, bow, 4, IN);
    both3(1, 1, 1, bow, 4, ON);
    both3(1, 0.5, 1, bow, 4, OUT);
    /* Collinear in space: degenerate, classified as its edges in space. */
    const isect_vec3 line[] = {{0, 0, 0}, {1, 1, 1}, {3, 3, 3}};
    assert_int_equal(proj3(line, 3).flags, ISECT_DEGENERATE);
    both3(2, 2, 2, line, 3, ON);
    both3(0, 0, 0, line, 3, ON);
    both3(2, 2, 2.5, line, 3, OUT); /* projects onto the line, but is not on it */
    both3(4, 4, 4, line, 3, OUT);
    const isect_vec3 point[] = {{1, 2, 3}, {1, 2, 3}, {1, 2, 3}};
    assert_int_equal(proj3(point, 3).flags, ISECT_DEGENERATE);
    both3(1, 2, 3, point, 3, ON);
    both3(1, 2, 4, point, 3, OUT);
    /* A 45-degree quadrilateral far from the origin (the hit point of a ray, rounded). */
    const isect_vec3 far[] = {
        {1e6, 1e6, 0}, {1e6 + 8, 1e6 + 8, 0}, {1e6 + 8, 1e6 + 8, 8}, {1e6, 1e6, 8}};
    assert_int_equal(proj3(far, 4).axis, 1);
    both3(1e6 + 4, 1e6 + 4, 4, far, 4, IN);
    both3(1e6 + 4, 1e6 + 4, 8, far, 4, ON);
    both3(1e6 + 4, 1e6 + 4, 9, far, 4, OUT);
}

static void invalid_input(void **state) {
    (void)state;
    isect_real nan_ = (isect_real)NAN, inf_ = (isect_real)INFINITY;
    const isect_vec2 sq[] = {{0, 0}, {4, 0}, {4, 4}, {0, 4}};
    isect_vec2 p = {2, 2};
    isect_poly2 ok = {sq, 4}, none = {NULL, 4}, two = {sq, 2}, zero = {sq, 0};
    for (int r = 0; r < 2; r++) {
        isect_fill_rule rule = r ? ISECT_FILL_NONZERO : ISECT_FILL_EVEN_ODD;
        assert_int_equal(isect_classify_point2_poly2(p, NULL, rule), ISECT_LOCATION_INVALID);
        assert_int_equal(isect_classify_point2_poly2(p, &none, rule), ISECT_LOCATION_INVALID);
        assert_int_equal(isect_classify_point2_poly2(p, &two, rule), ISECT_LOCATION_INVALID);
        assert_int_equal(isect_classify_point2_poly2(p, &zero, rule), ISECT_LOCATION_INVALID);
        assert_int_equal(isect_classify_point2_poly2((isect_vec2){nan_, 2}, &ok, rule),
                         ISECT_LOCATION_INVALID);
        assert_int_equal(isect_classify_point2_poly2((isect_vec2){2, -inf_}, &ok, rule),
                         ISECT_LOCATION_INVALID);
    }
    /* A bad vertex anywhere, even after p was found on the boundary. */
    isect_vec2 bad[] = {{0, 0}, {4, 0}, {4, 4}, {0, 4}, {0, 2}};
    for (int k = 0; k < 5; k++) {
        for (int which = 0; which < 3; which++) {
            isect_vec2 v[5];
            for (int i = 0; i < 5; i++)
                v[i] = bad[i];
            isect_real b = which == 0 ? nan_ : which == 1 ? inf_ : -inf_;
            if (k % 2)
                v[k].x = b;
            else
                v[k].y = b;
            isect_poly2 poly = {v, 5};
            assert_int_equal(
                isect_classify_point2_poly2((isect_vec2){0, 0}, &poly, ISECT_FILL_NONZERO),
                ISECT_LOCATION_INVALID);
            assert_int_equal(isect_classify_point2_poly2(p, &poly, ISECT_FILL_EVEN_ODD),
                             ISECT_LOCATION_INVALID);
            isect_winding_result2 w = isect_winding_point2_poly2(p, &poly);
            assert_int_equal(w.flags, ISECT_INVALID);
            assert_int_equal(w.winding, 0);
            assert_false(w.on_boundary);
        }
    }
    isect_winding_result2 w = isect_winding_point2_poly2(p, NULL);
    assert_int_equal(w.flags, ISECT_INVALID);
    /* An unknown rule value is read as nonzero. */
    const isect_vec2 s[] = {{0, 1000}, {-588, -809}, {951, 309}, {-951, 309}, {588, -809}};
    isect_poly2 star = {s, 5};
    assert_int_equal(isect_classify_point2_poly2((isect_vec2){0, 0}, &star, (isect_fill_rule)7),
                     ISECT_INSIDE);

    /* In space, including a bad coordinate that the projection would drop. */
    isect_vec3 sq3[] = {{0, 0, 5}, {4, 0, 5}, {4, 4, 5}, {0, 4, 5}};
    isect_poly3 poly3 = {sq3, 4}, null3 = {NULL, 4}, two3 = {sq3, 2};
    isect_vec3 q = {2, 2, 5};
    assert_int_equal(isect_classify_point3_poly3(q, NULL, ISECT_FILL_NONZERO),
                     ISECT_LOCATION_INVALID);
    assert_int_equal(isect_classify_point3_poly3(q, &null3, ISECT_FILL_NONZERO),
                     ISECT_LOCATION_INVALID);
    assert_int_equal(isect_classify_point3_poly3(q, &two3, ISECT_FILL_NONZERO),
                     ISECT_LOCATION_INVALID);
    assert_int_equal(
        isect_classify_point3_poly3((isect_vec3){2, 2, nan_}, &poly3, ISECT_FILL_NONZERO),
        ISECT_LOCATION_INVALID);
    sq3[2].z = inf_;
    assert_int_equal(isect_classify_point3_poly3(q, &poly3, ISECT_FILL_EVEN_ODD),
                     ISECT_LOCATION_INVALID);
    isect_projection3 pr = isect_projection_poly3(&poly3);
    assert_int_equal(pr.flags, ISECT_INVALID);
    assert_int_equal(pr.axis, 2);
    pr = isect_projection_poly3(NULL);
    assert_int_equal(pr.flags, ISECT_INVALID);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(square),
        cmocka_unit_test(concave),
        cmocka_unit_test(pentagram),
        cmocka_unit_test(rays_through_vertices),
        cmocka_unit_test(degenerate_vertices),
        cmocka_unit_test(zero_area),
        cmocka_unit_test(on_and_one_ulp_off),
        cmocka_unit_test(space),
        cmocka_unit_test(invalid_input),
    };
    return cmocka_run_group_tests_name("polygon", tests, NULL, NULL);
}
