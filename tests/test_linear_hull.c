/* Lines, rays and segments against a convex hull by its planes (isect/linear_hull.h):
 * worked examples whose expected values are derived by hand in the comments (each plane
 * n . x <= o reads alpha + t beta <= 0 along a + t d, alpha = n . a - o, beta = n . d;
 * entries t = -alpha / beta for beta < 0, exits for beta > 0), the contract's touching,
 * start-inside, unbounded-end and normal rules, a direction component of 0 on a face
 * plane (the textbook code's 0 / 0), empty and flat hulls, invalid input, and
 * watertightness: rays through the shared edges and faces of two hulls never slip
 * between them; oriented boxes in 2D and 3D (their sides read from the centre). The
 * randomised comparison with the exact oracle lives in test_oracle_linear_hull.c. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <float.h>
#include <math.h>

#include "isect/linear_hull.h"

static const double U = ISECT_USE_DOUBLE ? DBL_EPSILON / 2 : FLT_EPSILON / 2;
static const double RMAX = ISECT_USE_DOUBLE ? DBL_MAX : FLT_MAX;

/* The box [lo, hi]^3 ... as six planes: -x <= -lo_x, x <= hi_x, and so on. */
static void box_planes(const double *lo, const double *hi, isect_plane3 *p) {
    for (int i = 0; i < 3; i++) {
        isect_vec3 n = {0, 0, 0};
        isect_real *c = i == 0 ? &n.x : (i == 1 ? &n.y : &n.z);
        *c = -1;
        p[2 * i] = (isect_plane3){n, (isect_real)-lo[i]};
        *c = 1;
        p[2 * i + 1] = (isect_plane3){n, (isect_real)hi[i]};
    }
}

static void near3(isect_vec3 v, double x, double y, double z, double tol) {
    assert_true(fabs(v.x - x) <= tol && fabs(v.y - y) <= tol && fabs(v.z - z) <= tol);
}

/* The unit cube, ray from (-1, 0.5, 0.5) along +x: the plane -x <= 0 has alpha = 1,
 * beta = -1 (entry at t = 1), x <= 1 alpha = -2, beta = 1 (exit at t = 2); the others are
 * parallel with alpha = -0.5. So t = [1, 2], a crossing at each end, normal (-1, 0, 0). */
static void cube_crossing(void **state) {
    (void)state;
    isect_plane3 p[6];
    box_planes((double[]){0, 0, 0}, (double[]){1, 1, 1}, p);
    isect_hull3 cube = {NULL, 0, p, 6};
    isect_ray3 ray = {{-1, 0.5f, 0.5f}, {1, 0, 0}};
    assert_true(isect_test_ray3_hull3(&ray, &cube));
    isect_find_result3 r = isect_find_ray3_hull3(&ray, &cube);
    assert_true(r.hit);
    assert_int_equal(r.count, 2);
    assert_int_equal(r.flags, 0);
    assert_true(r.t[0] == 1 && r.t[1] == 2);
    near3(r.point[0], 0, 0.5, 0.5, 0);
    near3(r.point[1], 1, 0.5, 0.5, 0);
    near3(r.normal, -1, 0, 0, 0);
    /* the line through the same points: the same interval, t over all reals */
    isect_line3 line = {{-1, 0.5f, 0.5f}, {1, 0, 0}};
    isect_find_result3 l = isect_find_line3_hull3(&line, &cube);
    assert_true(l.hit && l.count == 2 && l.t[0] == 1 && l.t[1] == 2);
    /* the segment from (-1, .5, .5) to (3, .5, .5): d = (4, 0, 0), t = [1/4, 1/2] */
    isect_seg3 seg = {{-1, 0.5f, 0.5f}, {3, 0.5f, 0.5f}};
    isect_find_result3 s = isect_find_seg3_hull3(&seg, &cube);
    assert_true(s.hit && s.count == 2 && s.t[0] == 0.25 && s.t[1] == 0.5);
}

/* Along the edge y = z = 0 of the unit cube: the planes -y <= 0 and -z <= 0 are parallel
 * with alpha = 0 (held, not strictly), so the ray meets the cube but not its interior:
 * touching over t = [1, 2], count ISECT_INFINITE; the entry point (0, 0, 0) lies on -x <= 0
 * (entered), -y <= 0 and -z <= 0 (lain in): the entered one gives the normal. */
static void along_edge(void **state) {
    (void)state;
    isect_plane3 p[6];
    box_planes((double[]){0, 0, 0}, (double[]){1, 1, 1}, p);
    isect_hull3 cube = {NULL, 0, p, 6};
    isect_ray3 ray = {{-1, 0, 0}, {1, 0, 0}};
    isect_find_result3 r = isect_find_ray3_hull3(&ray, &cube);
    assert_true(r.hit);
    assert_int_equal(r.count, ISECT_INFINITE);
    assert_int_equal(r.flags, ISECT_TOUCHING);
    assert_true(r.t[0] == 1 && r.t[1] == 2);
    near3(r.normal, -1, 0, 0, 0);
    /* just off the edge, outside: y = -2^-20 breaks -y <= 0 for every t: a miss */
    isect_ray3 off = {{-1, -0x1p-20f, 0}, {1, 0, 0}};
    assert_false(isect_test_ray3_hull3(&off, &cube));
}

/* A ray lying in the face x = 0 with a zero x-component of direction: the textbook slab
 * code computes (0 - 0) / 0 there. Here -x <= 0 is parallel with alpha = 0: held, so the
 * ray from (0, 0.5, 0.5) along +y touches the face for t in [0, 0.5] (exit through y <= 1
 * at alpha = -0.5, beta = 1). At the start (0, 0.5, 0.5) no plane is entered; -x <= 0 is
 * lain in, so it gives the normal; the start on the boundary counts as the entry. */
static void in_face_zero_direction(void **state) {
    (void)state;
    isect_plane3 p[6];
    box_planes((double[]){0, 0, 0}, (double[]){1, 1, 1}, p);
    isect_hull3 cube = {NULL, 0, p, 6};
    isect_ray3 ray = {{0, 0.5f, 0.5f}, {-0.0f, 1, 0}};
    isect_find_result3 r = isect_find_ray3_hull3(&ray, &cube);
    assert_true(r.hit);
    assert_int_equal(r.count, ISECT_INFINITE);
    assert_int_equal(r.flags, ISECT_TOUCHING);
    assert_true(r.t[0] == 0 && r.t[1] == 0.5);
    near3(r.normal, -1, 0, 0, 0);
}

/* Starting inside: every alpha < 0 at (0.25, 0.5, 0.5), so t[0] = 0 with
 * ISECT_STARTED_INSIDE and a zero normal; the exit x <= 1 at t = 0.75 / 1. A segment
 * ending inside too: count 0, both flags. */
static void start_inside(void **state) {
    (void)state;
    isect_plane3 p[6];
    box_planes((double[]){0, 0, 0}, (double[]){1, 1, 1}, p);
    isect_hull3 cube = {NULL, 0, p, 6};
    isect_ray3 ray = {{0.25f, 0.5f, 0.5f}, {1, 0, 0}};
    isect_find_result3 r = isect_find_ray3_hull3(&ray, &cube);
    assert_true(r.hit && r.count == 1 && r.flags == ISECT_STARTED_INSIDE);
    assert_true(r.t[0] == 0 && r.t[1] == 0.75);
    near3(r.normal, 0, 0, 0, 0);
    isect_seg3 seg = {{0.25f, 0.5f, 0.5f}, {0.75f, 0.5f, 0.5f}};
    isect_find_result3 s = isect_find_seg3_hull3(&seg, &cube);
    assert_true(s.hit && s.count == 0);
    assert_int_equal(s.flags, ISECT_STARTED_INSIDE | ISECT_ENDED_INSIDE);
    assert_true(s.t[0] == 0 && s.t[1] == 1);
}

/* A tetrahedron cut by x, y, z >= 0 and x + y + z <= 1: the ray from (1, 1, 1) towards
 * the origin, d = (-1, -1, -1). x + y + z <= 1: alpha = 2, beta = -3, entry at t = 2/3
 * (the point (1/3, 1/3, 1/3)); -x <= 0: alpha = -1, beta = 1, exit at t = 1 (the origin,
 * a vertex: the three planes -x, -y, -z <= 0 all exit there). The normal is
 * (1, 1, 1) / sqrt(3). */
static void tetrahedron_through_vertex(void **state) {
    (void)state;
    isect_plane3 p[4] = {{{-1, 0, 0}, 0}, {{0, -1, 0}, 0}, {{0, 0, -1}, 0}, {{1, 1, 1}, 1}};
    isect_hull3 tet = {NULL, 0, p, 4};
    isect_ray3 ray = {{1, 1, 1}, {-1, -1, -1}};
    isect_find_result3 r = isect_find_ray3_hull3(&ray, &tet);
    assert_true(r.hit && r.count == 2 && r.flags == 0);
    assert_true(fabs(r.t[0] - 2.0 / 3) <= 3 * U && r.t[1] == 1);
    double third = 1.0 / 3, s3 = 1 / sqrt(3.0);
    near3(r.point[0], third, third, third, 4 * U);
    near3(r.point[1], 0, 0, 0, 0);
    near3(r.normal, s3, s3, s3, 4 * U);
    /* a ray past the vertex from outside: from (-1, 0, 0) along (1, 0, -1), -z <= 0 has
     * alpha = 0, beta = 1 (left at t = 0) and -x <= 0 alpha = 1, beta = -1 (entered at
     * t = 1): t_in = 1 > t_out = 0, a miss. Along (1, 0, 0) instead it runs on the edge
     * y = z = 0: touching over [1, 2]. */
    isect_ray3 graze = {{-1, 0, 0}, {1, 0, -1}};
    assert_false(isect_test_ray3_hull3(&graze, &tet));
    isect_ray3 edge = {{-1, 0, 0}, {1, 0, 0}};
    isect_find_result3 e = isect_find_ray3_hull3(&edge, &tet);
    assert_true(e.hit && e.count == ISECT_INFINITE && e.flags == ISECT_TOUCHING);
    assert_true(e.t[0] == 1 && e.t[1] == 2);
}

/* Unbounded and empty sets. The half-space z <= 0 and the ray from (0, 0, 1) along -z:
 * entry at t = 1, never left: t[1] is the largest isect_real with ISECT_SATURATED, its
 * point saturated in z only. The slab 0 <= z <= 1 and a line along x inside it: inside for
 * every t, count 0, both ends saturated. z <= 0 with -z <= -1 (z >= 1): empty, a miss for
 * every component. z <= 0 with -z <= 0: the plane z = 0, no interior: touching. */
static void unbounded_and_empty(void **state) {
    (void)state;
    isect_plane3 half[1] = {{{0, 0, 1}, 0}};
    isect_hull3 h = {NULL, 0, half, 1};
    isect_ray3 ray = {{0, 0, 1}, {0, 0, -1}};
    isect_find_result3 r = isect_find_ray3_hull3(&ray, &h);
    assert_true(r.hit && r.count == 1);
    assert_int_equal(r.flags, ISECT_SATURATED);
    assert_true(r.t[0] == 1 && r.t[1] == RMAX);
    assert_true(r.point[1].x == 0 && r.point[1].y == 0 && r.point[1].z == -RMAX);
    near3(r.normal, 0, 0, 1, 0);

    isect_plane3 slab[2] = {{{0, 0, 1}, 1}, {{0, 0, -1}, 0}};
    isect_hull3 s = {NULL, 0, slab, 2};
    isect_line3 line = {{0, 0, 0.5f}, {1, 0, 0}};
    isect_find_result3 l = isect_find_line3_hull3(&line, &s);
    assert_true(l.hit && l.count == 0 && l.flags == ISECT_SATURATED);
    assert_true(l.t[0] == -RMAX && l.t[1] == RMAX);
    near3(l.normal, 0, 0, 0, 0);

    isect_plane3 empty[2] = {{{0, 0, 1}, 0}, {{0, 0, -1}, -1}};
    isect_hull3 e = {NULL, 0, empty, 2};
    isect_line3 down = {{0, 0, 5}, {0, 0, -1}};
    assert_false(isect_test_line3_hull3(&down, &e));
    assert_false(isect_find_line3_hull3(&down, &e).hit);

    isect_plane3 flat[2] = {{{0, 0, 1}, 0}, {{0, 0, -1}, 0}};
    isect_hull3 f = {NULL, 0, flat, 2};
    isect_find_result3 fl = isect_find_line3_hull3(&down, &f);
    assert_true(fl.hit && fl.count == 1 && fl.flags == ISECT_TOUCHING);
    assert_true(fl.t[0] == 5 && fl.t[1] == 5);
}

/* A point component: the zero direction is the point itself, ISECT_DEGENERATE. */
static void point_component(void **state) {
    (void)state;
    isect_plane3 p[6];
    box_planes((double[]){0, 0, 0}, (double[]){1, 1, 1}, p);
    isect_hull3 cube = {NULL, 0, p, 6};
    isect_ray3 on = {{1, 0.5f, 0.5f}, {0, 0, 0}};
    isect_find_result3 r = isect_find_ray3_hull3(&on, &cube);
    assert_true(r.hit && r.count == 1);
    assert_int_equal(r.flags, ISECT_DEGENERATE | ISECT_TOUCHING);
    near3(r.normal, 1, 0, 0, 0);
    isect_seg3 in = {{0.5f, 0.5f, 0.5f}, {0.5f, 0.5f, 0.5f}};
    isect_find_result3 s = isect_find_seg3_hull3(&in, &cube);
    assert_int_equal(s.flags, ISECT_DEGENERATE | ISECT_STARTED_INSIDE | ISECT_ENDED_INSIDE);
}

/* Invalid: no planes (a hull by vertices only), a zero normal, a NaN offset, NULL. */
static void invalid_input(void **state) {
    (void)state;
    isect_vec3 v[4] = {{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {0, 0, 1}};
    isect_hull3 verts = {v, 4, NULL, 0};
    isect_ray3 ray = {{-1, 0.1f, 0.1f}, {1, 0, 0}};
    assert_false(isect_test_ray3_hull3(&ray, &verts));
    assert_int_equal(isect_find_ray3_hull3(&ray, &verts).flags, ISECT_INVALID);
    isect_plane3 zero[2] = {{{1, 0, 0}, 1}, {{0, 0, 0}, 1}};
    isect_hull3 z = {NULL, 0, zero, 2};
    assert_false(isect_test_ray3_hull3(&ray, &z));
    assert_int_equal(isect_find_ray3_hull3(&ray, &z).flags, ISECT_INVALID);
    isect_plane3 nan[1] = {{{1, 0, 0}, NAN}};
    isect_hull3 n = {NULL, 0, nan, 1};
    assert_false(isect_test_ray3_hull3(&ray, &n));
    assert_int_equal(isect_find_ray3_hull3(&ray, &n).flags, ISECT_INVALID);
    assert_false(isect_test_ray3_hull3(NULL, &n));
    assert_int_equal(isect_find_ray3_hull3(&ray, NULL).flags, ISECT_INVALID);
}

/* Watertightness: two hulls sharing a face, A = { x <= 0 side of the plane n . x <= o }
 * and B the other side (the same plane reversed), both cut by the box [-4, 4]^3. Every ray
 * through a point of the shared face (also on its edges, where the box planes meet it)
 * meets A or B: closed sets, exact decisions, nothing slips through. The plane is oblique
 * (n = (1, 2, 3), o = 0) so that no coordinate test decides it; the points are on a 1/8
 * grid of the plane (x = -2y - 3z), the directions small integers, the origins 3 to 5
 * directions away, and everything is scaled by 2^k to leave the convenient range. */
static void watertight_shared_face(void **state) {
    (void)state;
    uint64_t seed = 12345;
    long misses = 0, rays = 0;
    for (int k = -40; k <= 40; k += 20) {
        double s = ldexp(1, k);
        isect_plane3 a[7], b[7];
        box_planes((double[]){-4 * s, -4 * s, -4 * s}, (double[]){4 * s, 4 * s, 4 * s}, a);
        box_planes((double[]){-4 * s, -4 * s, -4 * s}, (double[]){4 * s, 4 * s, 4 * s}, b);
        a[6] = (isect_plane3){{1, 2, 3}, 0};
        b[6] = (isect_plane3){{-1, -2, -3}, 0};
        isect_hull3 ha = {NULL, 0, a, 7}, hb = {NULL, 0, b, 7};
        for (int i = 0; i < 4000; i++) {
            seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
            int r0 = (int)(seed >> 33 & 15) - 8, r1 = (int)(seed >> 40 & 15) - 8;
            double y = r0 / 8.0, z = r1 / 8.0;
            if (i % 7 == 0)
                z = 4 - (double)(seed >> 50 & 1) * 8; /* on a box edge of the face */
            double x = -2 * y - 3 * z;
            if (fabs(x) > 4)
                continue;
            double d[3] = {(double)(int)(seed >> 20 & 7) - 3, (double)(int)(seed >> 24 & 7) - 3,
                           (double)(int)(seed >> 28 & 7) - 3};
            if (d[0] == 0 && d[1] == 0 && d[2] == 0)
                continue;
            double back = 3 + (double)(seed >> 60 & 1);
            isect_ray3 ray = {{(isect_real)((x - back * d[0]) * s),
                               (isect_real)((y - back * d[1]) * s),
                               (isect_real)((z - back * d[2]) * s)},
                              {(isect_real)d[0], (isect_real)d[1], (isect_real)d[2]}};
            rays++;
            if (!isect_test_ray3_hull3(&ray, &ha) && !isect_test_ray3_hull3(&ray, &hb))
                misses++;
            isect_find_result3 fa = isect_find_ray3_hull3(&ray, &ha);
            isect_find_result3 fb = isect_find_ray3_hull3(&ray, &hb);
            if (!fa.hit && !fb.hit)
                misses++;
        }
    }
    assert_true(rays > 10000);
    assert_int_equal(misses, 0);
}

/* An oriented box with permuted axes: a_0 = y, a_1 = z, a_2 = x about c = (1, 2, 3) with
 * half extents (1, 2, 3) is |y - 2| <= 1, |z - 3| <= 2, |x - 1| <= 3. The ray from
 * (-5, 2, 3) along +x enters the side -a_2 . (x - c) <= 3 (x >= -2) at t = 3 and leaves
 * +a_2 at x = 4, t = 9; the normal is -a_2 = (-1, 0, 0), with no -0 component. */
static void obb3_permuted_axes(void **state) {
    (void)state;
    isect_obb3 box = {{1, 2, 3}, {{0, 1, 0}, {0, 0, 1}, {1, 0, 0}}, {1, 2, 3}};
    isect_ray3 ray = {{-5, 2, 3}, {1, 0, 0}};
    assert_true(isect_test_ray3_obb3(&ray, &box));
    isect_find_result3 r = isect_find_ray3_obb3(&ray, &box);
    assert_true(r.hit && r.count == 2 && r.flags == 0);
    assert_true(r.t[0] == 3 && r.t[1] == 9);
    assert_true(r.normal.x == -1 && r.normal.y == 0 && r.normal.z == 0 && !signbit(r.normal.y) &&
                !signbit(r.normal.z));
    /* along the edge y = 1, z = 1 (both -a_0 and -a_1 sides held with equality): touching */
    isect_ray3 edge = {{-5, 1, 1}, {1, 0, 0}};
    isect_find_result3 e = isect_find_ray3_obb3(&edge, &box);
    assert_true(e.hit && e.count == ISECT_INFINITE && e.flags == ISECT_TOUCHING);
    assert_true(e.t[0] == 3 && e.t[1] == 9);
    /* a flat box (half extent 0 on a_1: the rectangle z = 3) is crossed in one point */
    isect_obb3 flat = {{1, 2, 3}, {{0, 1, 0}, {0, 0, 1}, {1, 0, 0}}, {1, 0, 3}};
    isect_ray3 down = {{1, 2, 10}, {0, 0, -1}};
    isect_find_result3 f = isect_find_ray3_obb3(&down, &flat);
    assert_true(f.hit && f.count == 1);
    assert_int_equal(f.flags, ISECT_TOUCHING | ISECT_DEGENERATE);
    assert_true(f.t[0] == 7 && f.t[1] == 7);
}

/* A rectangle turned by atan(4/3): axis (0.6, 0.8) (rounded to isect_real, within the axis
 * tolerance), perp (-0.8, 0.6), half extents 1, about the origin. The ray from (-2, 0)
 * along +x: the side |(x, y) . a| <= 1 holds for |0.6 x| <= 1, |x| <= 5/3; the side
 * |(x, y) . perp| <= 1 for |0.8 x| <= 1, |x| <= 5/4: t in [3/4, 13/4] (up to the axes'
 * rounding), entering through the side +perp: normal (-0.8, 0.6). */
static void obb2_rotated(void **state) {
    (void)state;
    isect_obb2 box = {{0, 0}, {(isect_real)0.6, (isect_real)0.8}, {1, 1}};
    isect_ray2 ray = {{-2, 0}, {1, 0}};
    isect_find_result2 r = isect_find_ray2_obb2(&ray, &box);
    double tol = 1e3 * U;
    assert_true(r.hit && r.count == 2 && r.flags == 0);
    assert_true(fabs(r.t[0] - 0.75) <= tol && fabs(r.t[1] - 3.25) <= tol);
    assert_true(fabs(r.normal.x + 0.8) <= tol && fabs(r.normal.y - 0.6) <= tol);
    /* the same box with its axis negated is the same set: the same answers */
    isect_obb2 negated = {{0, 0}, {-(isect_real)0.6, -(isect_real)0.8}, {1, 1}};
    isect_find_result2 n = isect_find_ray2_obb2(&ray, &negated);
    assert_true(n.hit && n.t[0] == r.t[0] && n.t[1] == r.t[1]);
    /* invalid: an axis 10% too long, a negative half extent */
    isect_obb2 skewed = {{0, 0}, {(isect_real)0.66, (isect_real)0.88}, {1, 1}};
    assert_false(isect_test_ray2_obb2(&ray, &skewed));
    assert_int_equal(isect_find_ray2_obb2(&ray, &skewed).flags, ISECT_INVALID);
    isect_obb2 negative = {{0, 0}, {1, 0}, {1, -1}};
    assert_false(isect_test_ray2_obb2(&ray, &negative));
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(cube_crossing),
        cmocka_unit_test(along_edge),
        cmocka_unit_test(in_face_zero_direction),
        cmocka_unit_test(start_inside),
        cmocka_unit_test(tetrahedron_through_vertex),
        cmocka_unit_test(unbounded_and_empty),
        cmocka_unit_test(point_component),
        cmocka_unit_test(invalid_input),
        cmocka_unit_test(watertight_shared_face),
        cmocka_unit_test(obb3_permuted_axes),
        cmocka_unit_test(obb2_rotated),
    };
    return cmocka_run_group_tests_name("linear_hull", tests, NULL, NULL);
}
