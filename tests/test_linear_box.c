/* Lines, rays and segments against axis-aligned boxes (isect/linear_box.h): worked
 * examples whose expected values are derived by hand in the comments (the slab
 * parameters near_i = (c_i - a_i) / d_i, far_i = (c'_i - a_i) / d_i, t_in = max(near_i,
 * start), t_out = min(far_i, end)), the contract's touching, start-inside and normal
 * rules, zero and negative-zero direction components on slab planes (the textbook slab
 * code's 0 * inf = NaN), zero-extent boxes, point components, scaling by powers of two and
 * invalid input. The randomised comparison with the exact oracle lives in
 * test_oracle_linear_box.c. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <float.h>
#include <math.h>

#include "check/check.h"
#include "isect/linear_box.h"

/* The expected answer; t and points within the contract's 8 u S (in units of |d| for t),
 * the normal exactly, and what the contract makes exact (t = 0 or 1 at the component's
 * ends, the entry point's coordinate on the normal's axis) exactly. */
typedef struct expect {
    bool hit;
    int count;
    unsigned flags;
    double t[2];
    double p[2][3];
    double n[3];
} expect;

static const double U = ISECT_USE_DOUBLE ? DBL_EPSILON / 2 : FLT_EPSILON / 2;

/* S: the largest input magnitude; dlen: |d|. */
static void expect_find(isect_find_result3 r, const expect *e, double S, double dlen) {
    assert_int_equal(r.hit, e->hit);
    assert_int_equal(r.count, e->count);
    assert_int_equal(r.flags, e->flags);
    double tol = 8 * U * S;
    for (int k = 0; k < 2; k++) {
        if (e->t[k] == 0 || e->t[k] == 1)
            assert_true(r.t[k] == e->t[k]);
        else
            assert_true(fabs(r.t[k] - e->t[k]) * dlen <= tol);
        for (int i = 0; i < 3; i++)
            assert_true(fabs(check_coord(r.point[k], i) - e->p[k][i]) <= tol);
    }
    for (int i = 0; i < 3; i++) {
        assert_true(check_coord(r.normal, i) == e->n[i]);
        if (e->n[i] != 0)
            assert_true(check_coord(r.point[0], i) == e->p[0][i]);
    }
}

static void expect_miss(isect_find_result3 r, unsigned flags) {
    assert_false(r.hit);
    assert_int_equal(r.flags, flags);
    assert_true(check_find_is_zero(&r));
}

static isect_aabb3 box3(double x0, double y0, double z0, double x1, double y1, double z1) {
    return (isect_aabb3){{(isect_real)x0, (isect_real)y0, (isect_real)z0},
                         {(isect_real)x1, (isect_real)y1, (isect_real)z1}};
}

static isect_vec3 v3(double x, double y, double z) {
    return (isect_vec3){(isect_real)x, (isect_real)y, (isect_real)z};
}

static isect_vec2 v2(double x, double y) {
    return (isect_vec2){(isect_real)x, (isect_real)y};
}

/* RTCD 5.3.3-style slab example. Box [0,4]^3, ray (-2,1,2) + t (4,1,0):
 * x: near (0 + 2) / 4 = 0.5, far (4 + 2) / 4 = 1.5; y: near (0 - 1) / 1 = -1, far
 * (4 - 1) / 1 = 3; z: d = 0 and 0 <= 2 <= 4, no bound. t_in = max(0.5, -1, 0) = 0.5,
 * t_out = min(1.5, 3) = 1.5: enters the min-x face at (0, 1.5, 2), leaves the max-x
 * face at (4, 2.5, 2); two crossings, normal (-1, 0, 0). The segment from the origin to
 * the ray's t = 2 point (6, 3, 2) has t halved: 0.25, 0.75. */
static void slab_example(void **state) {
    (void)state;
    isect_aabb3 b = box3(0, 0, 0, 4, 4, 4);
    isect_ray3 ray = {v3(-2, 1, 2), v3(4, 1, 0)};
    assert_true(isect_test_ray3_aabb3(&ray, &b));
    expect e = {true, 2, 0, {0.5, 1.5}, {{0, 1.5, 2}, {4, 2.5, 2}}, {-1, 0, 0}};
    expect_find(isect_find_ray3_aabb3(&ray, &b), &e, 4, sqrt(17));
    isect_line3 line = {ray.origin, ray.dir};
    assert_true(isect_test_line3_aabb3(&line, &b));
    expect_find(isect_find_line3_aabb3(&line, &b), &e, 4, sqrt(17));
    isect_seg3 seg = {v3(-2, 1, 2), v3(6, 3, 2)};
    assert_true(isect_test_seg3_aabb3(&seg, &b));
    expect es = {true, 2, 0, {0.25, 0.75}, {{0, 1.5, 2}, {4, 2.5, 2}}, {-1, 0, 0}};
    expect_find(isect_find_seg3_aabb3(&seg, &b), &es, 6, sqrt(68));
}

/* Box [0,4]x[0,2]x[0,2], ray (-2,-1,-1) + t (2,1,1) along its main diagonal: every axis
 * has near = 1 (x: (0 + 2) / 2, y: (0 + 1) / 1, z too) and far = 3 (x: (4 + 2) / 2, y:
 * (2 + 1) / 1), so it enters at the corner (0,0,0) and leaves at the corner (4,2,2). It
 * passes through the interior: no touching, count 2. The entry point lies on three
 * faces; the lowest axis, x, gives the normal, the min face (d_x > 0): (-1, 0, 0). */
static void ray_through_two_corners(void **state) {
    (void)state;
    isect_aabb3 b = box3(0, 0, 0, 4, 2, 2);
    isect_ray3 ray = {v3(-2, -1, -1), v3(2, 1, 1)};
    assert_true(isect_test_ray3_aabb3(&ray, &b));
    expect e = {true, 2, 0, {1, 3}, {{0, 0, 0}, {4, 2, 2}}, {-1, 0, 0}};
    expect_find(isect_find_ray3_aabb3(&ray, &b), &e, 4, sqrt(6));
}

/* Square [0,1]^2, ray (-1,0) + t (1,1): x: near 1, far 2; y: near 0, far 1. t_in =
 * t_out = 1: it meets the square only at the corner (0,1) and touches (count 1). The
 * corner lies on the min-x face, which the ray enters through (d_x > 0): (-1, 0). The
 * origin moved up by e misses (y's far 1 - e < x's near 1); moved down by e, y's far is
 * 1 + e and the ray cuts the corner through the interior (no flag, count 2). */
static void ray_touches_corner(void **state) {
    (void)state;
    isect_aabb2 b = {v2(0, 0), v2(1, 1)};
    isect_ray2 ray = {v2(-1, 0), v2(1, 1)};
    assert_true(isect_test_ray2_aabb2(&ray, &b));
    expect e = {true, 1, ISECT_TOUCHING, {1, 1}, {{0, 1, 0}, {0, 1, 0}}, {-1, 0, 0}};
    expect_find(check_widen_find2(isect_find_ray2_aabb2(&ray, &b)), &e, 1, sqrt(2));
    ray.origin.y = (isect_real)0x1p-20;
    assert_false(isect_test_ray2_aabb2(&ray, &b));
    expect_miss(check_widen_find2(isect_find_ray2_aabb2(&ray, &b)), 0);
    ray.origin.y = -(isect_real)0x1p-20;
    assert_true(isect_test_ray2_aabb2(&ray, &b));
    isect_find_result2 r = isect_find_ray2_aabb2(&ray, &b);
    assert_int_equal(r.flags, 0);
    assert_int_equal(r.count, 2);
}

/* Box [0,2]^3, ray (-1,0,1) + t (1,0,0) lies in the plane y = 0 of the min-y face: x
 * gives near 1, far 3; y (d = 0, a = 0 = min) and z (d = 0, 0 < 1 < 2) do not bound t.
 * It slides along the face from (0,0,1) to (2,0,1): touching, count ISECT_INFINITE. The
 * entry lies on the min-x face (lowest axis) which it enters: (-1, 0, 0). The same with
 * d_y = -0 (the textbook code computes (0 - 0) * (1 / -0) = NaN there). */
static void ray_along_face(void **state) {
    (void)state;
    isect_aabb3 b = box3(0, 0, 0, 2, 2, 2);
    expect e = {true, ISECT_INFINITE, ISECT_TOUCHING, {1, 3}, {{0, 0, 1}, {2, 0, 1}}, {-1, 0, 0}};
    for (int z = 0; z < 2; z++) {
        isect_ray3 ray = {v3(-1, 0, 1), v3(1, z ? -0.0 : 0.0, 0)};
        assert_true(isect_test_ray3_aabb3(&ray, &b));
        expect_find(isect_find_ray3_aabb3(&ray, &b), &e, 2, 1);
    }
}

/* Box [0,2]^3. The ray (-1,0,2) + t (1,0,0) runs along the edge y = 0, z = 2: x gives
 * t in [1, 3], touching over the edge, count ISECT_INFINITE, normal (-1,0,0). The line
 * (2,5,0) + t (0,-1,0) runs along the edge x = 2, z = 0: y gives near (2 - 5) / -1 = 3,
 * far (0 - 5) / -1 = 5, entry (2,2,0) on the max-x face, lowest axis x with d_x = 0:
 * the face whose plane it lies in, (+1, 0, 0); exit (2,0,0). */
static void ray_along_edge(void **state) {
    (void)state;
    isect_aabb3 b = box3(0, 0, 0, 2, 2, 2);
    isect_ray3 ray = {v3(-1, 0, 2), v3(1, 0, -0.0)};
    assert_true(isect_test_ray3_aabb3(&ray, &b));
    expect e = {true, ISECT_INFINITE, ISECT_TOUCHING, {1, 3}, {{0, 0, 2}, {2, 0, 2}}, {-1, 0, 0}};
    expect_find(isect_find_ray3_aabb3(&ray, &b), &e, 2, 1);
    isect_line3 line = {v3(2, 5, 0), v3(0, -1, 0)};
    assert_true(isect_test_line3_aabb3(&line, &b));
    expect el = {true, ISECT_INFINITE, ISECT_TOUCHING, {3, 5}, {{2, 2, 0}, {2, 0, 0}}, {1, 0, 0}};
    expect_find(isect_find_line3_aabb3(&line, &b), &el, 5, 1);
}

/* Box [0,2]^3, origin (0,1,1) on the min-x face. Pointing in, d = (1,0,0): x gives
 * near 0, far 2; t in [0, 2], an entry at t = 0 (a start on the boundary is no start
 * inside): count 2, normal (-1,0,0), point[0] the origin. Pointing out, d = (-1,0,0):
 * near (2 - 0) / -1 = -2, far (0 - 0) / -1 = 0, t_in = max(-2, 0) = 0 = t_out: it
 * touches at its start, count 1, on the min-x face it leaves through: (-1, 0, 0). */
static void ray_starting_on_face(void **state) {
    (void)state;
    isect_aabb3 b = box3(0, 0, 0, 2, 2, 2);
    isect_ray3 in = {v3(0, 1, 1), v3(1, 0, 0)}, out = {v3(0, 1, 1), v3(-1, 0, 0)};
    assert_true(isect_test_ray3_aabb3(&in, &b));
    expect ei = {true, 2, 0, {0, 2}, {{0, 1, 1}, {2, 1, 1}}, {-1, 0, 0}};
    expect_find(isect_find_ray3_aabb3(&in, &b), &ei, 2, 1);
    assert_true(isect_test_ray3_aabb3(&out, &b));
    expect eo = {true, 1, ISECT_TOUCHING, {0, 0}, {{0, 1, 1}, {0, 1, 1}}, {-1, 0, 0}};
    expect_find(isect_find_ray3_aabb3(&out, &b), &eo, 2, 1);
}

/* Box [0,2]^3, ray (1,1,1) + t (0,0,2) starts inside: t[0] = 0 with STARTED_INSIDE and
 * a zero normal; it leaves through the max-z face at (2 - 1) / 2 = 0.5, (1,1,2); one
 * crossing. The line through the same points never starts inside: z gives near
 * (0 - 1) / 2 = -0.5, far 0.5, entry (1,1,0) through the min-z face, count 2. */
static void ray_starting_inside(void **state) {
    (void)state;
    isect_aabb3 b = box3(0, 0, 0, 2, 2, 2);
    isect_ray3 ray = {v3(1, 1, 1), v3(0, 0, 2)};
    assert_true(isect_test_ray3_aabb3(&ray, &b));
    expect e = {true, 1, ISECT_STARTED_INSIDE, {0, 0.5}, {{1, 1, 1}, {1, 1, 2}}, {0, 0, 0}};
    expect_find(isect_find_ray3_aabb3(&ray, &b), &e, 2, 2);
    isect_line3 line = {ray.origin, ray.dir};
    expect el = {true, 2, 0, {-0.5, 0.5}, {{1, 1, 0}, {1, 1, 2}}, {0, 0, -1}};
    expect_find(isect_find_line3_aabb3(&line, &b), &el, 2, 2);
}

/* Box [0,2]^3, segment (1,1,-1)-(1,1,1), d = (0,0,2): z gives near (0 + 1) / 2 = 0.5,
 * far (2 + 1) / 2 = 1.5, clipped to 1: it enters at (1,1,0) through the min-z face and
 * ends inside (t[1] = 1, ENDED_INSIDE, count 1). The segment (1,1,1)-(1,1,-1) reversed
 * starts inside and leaves at t 0.5. A segment (0.5,1,1)-(1.5,1,1) wholly inside: t 0..1,
 * both flags, count 0, zero normal. A segment (1,1,-2)-(1,1,0) ending on the min-z face:
 * z near (0 + 2) / 2 = 1, t_in = t_out = 1, touching at its end, normal (0,0,-1). */
static void segment_ends_inside(void **state) {
    (void)state;
    isect_aabb3 b = box3(0, 0, 0, 2, 2, 2);
    isect_seg3 s = {v3(1, 1, -1), v3(1, 1, 1)};
    assert_true(isect_test_seg3_aabb3(&s, &b));
    expect e = {true, 1, ISECT_ENDED_INSIDE, {0.5, 1}, {{1, 1, 0}, {1, 1, 1}}, {0, 0, -1}};
    expect_find(isect_find_seg3_aabb3(&s, &b), &e, 2, 2);
    isect_seg3 r = {v3(1, 1, 1), v3(1, 1, -1)};
    expect er = {true, 1, ISECT_STARTED_INSIDE, {0, 0.5}, {{1, 1, 1}, {1, 1, 0}}, {0, 0, 0}};
    expect_find(isect_find_seg3_aabb3(&r, &b), &er, 2, 2);
    isect_seg3 w = {v3(0.5, 1, 1), v3(1.5, 1, 1)};
    expect ew = {
        true,     0, ISECT_STARTED_INSIDE | ISECT_ENDED_INSIDE, {0, 1}, {{0.5, 1, 1}, {1.5, 1, 1}},
        {0, 0, 0}};
    expect_find(isect_find_seg3_aabb3(&w, &b), &ew, 2, 1);
    isect_seg3 t = {v3(1, 1, -2), v3(1, 1, 0)};
    assert_true(isect_test_seg3_aabb3(&t, &b));
    expect et = {true, 1, ISECT_TOUCHING, {1, 1}, {{1, 1, 0}, {1, 1, 0}}, {0, 0, -1}};
    expect_find(isect_find_seg3_aabb3(&t, &b), &et, 2, 2);
    /* Stopping short of the box, at z = -0.5: z near 1.5 > 1, a miss. */
    isect_seg3 m = {v3(1, 1, -2), v3(1, 1, -0.5)};
    assert_false(isect_test_seg3_aabb3(&m, &b));
    expect_miss(isect_find_seg3_aabb3(&m, &b), 0);
}

/* Square [0,1]^2. d_y = 0 or -0 with the origin on the max-y plane: ray (-1,1) + t
 * (2, +-0): y holds a = 1 = max, no bound; x near 0.5, far 1: slides along the top face
 * from (0,1) to (1,1), touching, count ISECT_INFINITE, normal (-1,0) (lowest axis x,
 * entered). Above it, origin (-1, 1.5): y's slab misses for every t: a miss, no NaN.
 * d_x = 0 with the origin on the min-x plane: ray (0,-1) + t (+-0, 1): y near 1, far 2,
 * entry (0,0), lowest axis x with d_x = 0: the plane it lies in, (-1, 0). */
static void zero_direction_on_slab_plane(void **state) {
    (void)state;
    isect_aabb2 b = {v2(0, 0), v2(1, 1)};
    for (int z = 0; z < 2; z++) {
        double zero = z ? -0.0 : 0.0;
        isect_ray2 top = {v2(-1, 1), v2(2, zero)};
        assert_true(isect_test_ray2_aabb2(&top, &b));
        expect e = {true,     ISECT_INFINITE,         ISECT_TOUCHING,
                    {0.5, 1}, {{0, 1, 0}, {1, 1, 0}}, {-1, 0, 0}};
        expect_find(check_widen_find2(isect_find_ray2_aabb2(&top, &b)), &e, 2, 2);
        isect_ray2 above = {v2(-1, 1.5), v2(2, zero)};
        assert_false(isect_test_ray2_aabb2(&above, &b));
        expect_miss(check_widen_find2(isect_find_ray2_aabb2(&above, &b)), 0);
        isect_ray2 left = {v2(0, -1), v2(zero, 1)};
        assert_true(isect_test_ray2_aabb2(&left, &b));
        expect el = {true,   ISECT_INFINITE,         ISECT_TOUCHING,
                     {1, 2}, {{0, 0, 0}, {0, 1, 0}}, {-1, 0, 0}};
        expect_find(check_widen_find2(isect_find_ray2_aabb2(&left, &b)), &el, 1, 1);
        isect_line2 line = {v2(0, -1), v2(zero, 1)};
        expect_find(check_widen_find2(isect_find_line2_aabb2(&line, &b)), &el, 1, 1);
    }
}

/* Square [0,2]^2, segment (-1,-1)-(3,3), d = (4,4): x and y both give near 0.25, far
 * 0.75 (equal entries: through the corners (0,0) and (2,2)), crossing the interior:
 * count 2, normal (-1,0). In 3D through the box [0,2]^3 at z = 1, the segment
 * (-1,-1,1)-(3,3,1) enters through the edge x = y = 0: normal (-1,0,0). */
static void through_corner_and_edge(void **state) {
    (void)state;
    isect_aabb2 b2 = {v2(0, 0), v2(2, 2)};
    isect_seg2 s2 = {v2(-1, -1), v2(3, 3)};
    assert_true(isect_test_seg2_aabb2(&s2, &b2));
    expect e = {true, 2, 0, {0.25, 0.75}, {{0, 0, 0}, {2, 2, 0}}, {-1, 0, 0}};
    expect_find(check_widen_find2(isect_find_seg2_aabb2(&s2, &b2)), &e, 3, sqrt(32));
    isect_aabb3 b3 = box3(0, 0, 0, 2, 2, 2);
    isect_seg3 s3 = {v3(-1, -1, 1), v3(3, 3, 1)};
    assert_true(isect_test_seg3_aabb3(&s3, &b3));
    expect e3 = {true, 2, 0, {0.25, 0.75}, {{0, 0, 1}, {2, 2, 1}}, {-1, 0, 0}};
    expect_find(isect_find_seg3_aabb3(&s3, &b3), &e3, 3, sqrt(32));
}

/* Zero-extent boxes (ISECT_DEGENERATE, never an interior: every hit touches). The point
 * box (1,1,1): the ray 0 + t (1,1,1) has near = far = 1 on every axis: t 1..1, count 1;
 * x holds min == max and d_x > 0: the min face, (-1,0,0). The square (0..2, 0..2, z = 0)
 * and the ray (1,1,5) + t (0,0,-1): z near = far = (0 - 5) / -1 = 5, point (1,1,0);
 * x and y lie strictly inside, z at min == max with d_z < 0: the max face (0,0,1). The
 * segment (-1,1,0)-(3,1,0) lies in that square: x near 0.25, far 0.75, in the surface
 * (count ISECT_INFINITE), normal (-1,0,0). */
static void zero_extent_boxes(void **state) {
    (void)state;
    isect_aabb3 pt = box3(1, 1, 1, 1, 1, 1);
    isect_ray3 ray = {v3(0, 0, 0), v3(1, 1, 1)};
    assert_true(isect_test_ray3_aabb3(&ray, &pt));
    expect e = {true,      1, ISECT_TOUCHING | ISECT_DEGENERATE, {1, 1}, {{1, 1, 1}, {1, 1, 1}},
                {-1, 0, 0}};
    expect_find(isect_find_ray3_aabb3(&ray, &pt), &e, 1, sqrt(3));
    isect_aabb3 sq = box3(0, 0, 0, 2, 2, 0);
    isect_ray3 down = {v3(1, 1, 5), v3(0, 0, -1)};
    assert_true(isect_test_ray3_aabb3(&down, &sq));
    expect ed = {true,     1, ISECT_TOUCHING | ISECT_DEGENERATE, {5, 5}, {{1, 1, 0}, {1, 1, 0}},
                 {0, 0, 1}};
    expect_find(isect_find_ray3_aabb3(&down, &sq), &ed, 5, 1);
    isect_seg3 in = {v3(-1, 1, 0), v3(3, 1, 0)};
    assert_true(isect_test_seg3_aabb3(&in, &sq));
    expect ei = {true,         ISECT_INFINITE,         ISECT_TOUCHING | ISECT_DEGENERATE,
                 {0.25, 0.75}, {{0, 1, 0}, {2, 1, 0}}, {-1, 0, 0}};
    expect_find(isect_find_seg3_aabb3(&in, &sq), &ei, 3, 4);
    /* Just above the square: a miss, still flagged degenerate (the box is). */
    isect_seg3 above = {v3(-1, 1, 0.5), v3(3, 1, 0.5)};
    assert_false(isect_test_seg3_aabb3(&above, &sq));
    expect_miss(isect_find_seg3_aabb3(&above, &sq), ISECT_DEGENERATE);
}

/* Point components (ISECT_DEGENERATE, t[0] = t[1] = 0, the point itself): in the open
 * square [0,2]^2 count 0 with both inside flags (for a line too); on the max-x face
 * touching, count 1, normal (1,0); outside a miss. */
static void point_components(void **state) {
    (void)state;
    isect_aabb2 b = {v2(0, 0), v2(2, 2)};
    isect_seg2 in = {v2(1, 1), v2(1, 1)};
    assert_true(isect_test_seg2_aabb2(&in, &b));
    expect e = {true,
                0,
                ISECT_STARTED_INSIDE | ISECT_ENDED_INSIDE | ISECT_DEGENERATE,
                {0, 0},
                {{1, 1, 0}, {1, 1, 0}},
                {0, 0, 0}};
    expect_find(check_widen_find2(isect_find_seg2_aabb2(&in, &b)), &e, 2, 0);
    isect_line2 line = {v2(1, 1), v2(0, -0.0)};
    assert_true(isect_test_line2_aabb2(&line, &b));
    expect_find(check_widen_find2(isect_find_line2_aabb2(&line, &b)), &e, 2, 0);
    isect_ray2 on = {v2(2, 1), v2(-0.0, 0)};
    assert_true(isect_test_ray2_aabb2(&on, &b));
    expect eo = {true,     1, ISECT_TOUCHING | ISECT_DEGENERATE, {0, 0}, {{2, 1, 0}, {2, 1, 0}},
                 {1, 0, 0}};
    expect_find(check_widen_find2(isect_find_ray2_aabb2(&on, &b)), &eo, 2, 0);
    isect_ray2 out = {v2(3, 1), v2(0, 0)};
    assert_false(isect_test_ray2_aabb2(&out, &b));
    expect_miss(check_widen_find2(isect_find_ray2_aabb2(&out, &b)), ISECT_DEGENERATE);
}

/* The line (5,1) + t (-1,0) through the square [0,2]^2: x near (2 - 5) / -1 = 3, far
 * (0 - 5) / -1 = 5: enters the max-x face (1,0) at (2,1), leaves at (0,1). A ray from
 * (3,1) along +x: x near -3, far -1 < 0: a miss; the line through it hits at t -3..-1. */
static void line_and_ray_behind(void **state) {
    (void)state;
    isect_aabb2 b = {v2(0, 0), v2(2, 2)};
    isect_line2 line = {v2(5, 1), v2(-1, 0)};
    assert_true(isect_test_line2_aabb2(&line, &b));
    expect e = {true, 2, 0, {3, 5}, {{2, 1, 0}, {0, 1, 0}}, {1, 0, 0}};
    expect_find(check_widen_find2(isect_find_line2_aabb2(&line, &b)), &e, 5, 1);
    isect_ray2 ray = {v2(3, 1), v2(1, 0)};
    assert_false(isect_test_ray2_aabb2(&ray, &b));
    expect_miss(check_widen_find2(isect_find_ray2_aabb2(&ray, &b)), 0);
    isect_line2 back = {v2(3, 1), v2(1, 0)};
    expect eb = {true, 2, 0, {-3, -1}, {{0, 1, 0}, {2, 1, 0}}, {-1, 0, 0}};
    expect_find(check_widen_find2(isect_find_line2_aabb2(&back, &b)), &eb, 3, 1);
}

/* Scaling every length by 2^k keeps every boolean, flag, count and normal and every t
 * (exact arithmetic): the corner touch of ray_touches_corner, the face slide of
 * ray_along_face and the slab example, at 2^+-k for k up to the exponent range. */
static void scaled_by_powers_of_two(void **state) {
    (void)state;
    int ks[] = {ISECT_USE_DOUBLE ? 1000 : 120, 64, -64, ISECT_USE_DOUBLE ? -1000 : -120};
    for (size_t j = 0; j < sizeof ks / sizeof ks[0]; j++) {
        double s = ldexp(1, ks[j]);
        isect_aabb2 b = {v2(0, 0), v2(s, s)};
        isect_ray2 ray = {v2(-s, 0), v2(s, s)};
        isect_find_result2 r = isect_find_ray2_aabb2(&ray, &b);
        assert_true(isect_test_ray2_aabb2(&ray, &b) && r.hit);
        assert_int_equal(r.flags, ISECT_TOUCHING);
        assert_int_equal(r.count, 1);
        assert_true(r.t[0] == r.t[1] && fabs(r.t[0] - 1) <= 8 * U);
        assert_true(r.normal.x == -1 && r.normal.y == 0 && r.point[0].x == 0);
        ray.origin.y = (isect_real)(s * 0x1p-20);
        assert_false(isect_test_ray2_aabb2(&ray, &b));
        isect_aabb3 b3 = box3(0, 0, 0, 2 * s, 2 * s, 2 * s);
        isect_ray3 face = {v3(-s, 0, s), v3(s, -0.0, 0)};
        isect_find_result3 f = isect_find_ray3_aabb3(&face, &b3);
        assert_true(isect_test_ray3_aabb3(&face, &b3) && f.hit);
        assert_int_equal(f.flags, ISECT_TOUCHING);
        assert_int_equal(f.count, ISECT_INFINITE);
        assert_true(fabs(f.t[0] - 1) <= 8 * U && fabs(f.t[1] - 3) <= 8 * U);
        assert_true(f.normal.x == -1 && f.point[0].x == 0);
        isect_aabb3 b4 = box3(0, 0, 0, 4 * s, 4 * s, 4 * s);
        isect_seg3 seg = {v3(-2 * s, s, 2 * s), v3(6 * s, 3 * s, 2 * s)};
        isect_find_result3 g = isect_find_seg3_aabb3(&seg, &b4);
        assert_true(isect_test_seg3_aabb3(&seg, &b4) && g.hit);
        assert_int_equal(g.flags, 0);
        assert_int_equal(g.count, 2);
        assert_true(fabs(g.t[0] - 0.25) <= 8 * U && fabs(g.t[1] - 0.75) <= 8 * U);
    }
}

/* Invalid input: a NaN or infinite coordinate, min > max, NULL: test false, find a zero
 * result with exactly ISECT_INVALID. */
static void invalid_input(void **state) {
    (void)state;
    isect_aabb3 b = box3(0, 0, 0, 2, 2, 2);
    isect_aabb3 inverted = box3(0, 3, 0, 2, 2, 2);
    isect_ray3 nan_ray = {v3(NAN, 1, 1), v3(1, 0, 0)};
    isect_ray3 inf_dir = {v3(-1, 1, 1), v3(INFINITY, 0, 0)};
    isect_ray3 fine = {v3(-1, 1, 1), v3(1, 0, 0)};
    assert_false(isect_test_ray3_aabb3(&nan_ray, &b));
    expect_miss(isect_find_ray3_aabb3(&nan_ray, &b), ISECT_INVALID);
    assert_false(isect_test_ray3_aabb3(&inf_dir, &b));
    expect_miss(isect_find_ray3_aabb3(&inf_dir, &b), ISECT_INVALID);
    assert_false(isect_test_ray3_aabb3(&fine, &inverted));
    expect_miss(isect_find_ray3_aabb3(&fine, &inverted), ISECT_INVALID);
    assert_false(isect_test_ray3_aabb3(NULL, &b));
    expect_miss(isect_find_ray3_aabb3(NULL, &b), ISECT_INVALID);
    assert_false(isect_test_ray3_aabb3(&fine, NULL));
    expect_miss(isect_find_ray3_aabb3(&fine, NULL), ISECT_INVALID);
    isect_seg3 nan_seg = {v3(0, 0, 0), v3(1, -INFINITY, 0)};
    assert_false(isect_test_seg3_aabb3(&nan_seg, &b));
    expect_miss(isect_find_seg3_aabb3(&nan_seg, &b), ISECT_INVALID);
    isect_line3 line = {v3(1, 1, 1), v3(0, 0, 1)};
    isect_aabb3 nan_box = box3(0, 0, 0, 2, NAN, 2);
    assert_false(isect_test_line3_aabb3(&line, &nan_box));
    expect_miss(isect_find_line3_aabb3(&line, &nan_box), ISECT_INVALID);
    isect_aabb2 inv2 = {v2(1, 0), v2(0, 1)}, b2 = {v2(0, 0), v2(1, 1)};
    isect_seg2 s2 = {v2(0, 0), v2(1, 1)};
    assert_false(isect_test_seg2_aabb2(&s2, &inv2));
    expect_miss(check_widen_find2(isect_find_seg2_aabb2(&s2, &inv2)), ISECT_INVALID);
    isect_line2 l2 = {v2(0, NAN), v2(1, 1)};
    assert_false(isect_test_line2_aabb2(&l2, &b2));
    expect_miss(check_widen_find2(isect_find_line2_aabb2(&l2, &b2)), ISECT_INVALID);
    assert_false(isect_test_line2_aabb2(NULL, NULL));
    expect_miss(check_widen_find2(isect_find_line2_aabb2(NULL, NULL)), ISECT_INVALID);
    isect_ray2 r2 = {v2(0, 0), v2(1, -INFINITY)};
    assert_false(isect_test_ray2_aabb2(&r2, &b2));
    expect_miss(check_widen_find2(isect_find_ray2_aabb2(&r2, &b2)), ISECT_INVALID);
}

/* ---- Regressions: inputs the oracle test found (tests/test_oracle_linear_box.c) ------ */

#if ISECT_USE_DOUBLE
/* A subnormal direction (3, 4) 2^-1074 from the corner (100006, 100001) of the box
 * [100006, 100007] x [100001, 100006]: t_out = 1 / (3 2^-1074) lies beyond DBL_MAX and
 * saturates, but the exit point is still the exact (100007, 100001 + 4/3) within 8 u S
 * (the points lie in the box; only t is out of range). Reported was the corner
 * (100007, 100006). */
static void saturated_t_keeps_points(void **state) {
    (void)state;
    isect_ray2 ray = {{0x1.86a6p+16, 0x1.86a1p+16},
                      {0x0.0000000000003p-1022, 0x0.0000000000004p-1022}};
    isect_aabb2 b = {{0x1.86a6p+16, 0x1.86a1p+16}, {0x1.86a7p+16, 0x1.86a6p+16}};
    isect_find_result2 r = isect_find_ray2_aabb2(&ray, &b);
    assert_true(r.hit);
    assert_int_equal(r.count, 2);
    assert_int_equal(r.flags, ISECT_SATURATED);
    assert_true(r.t[0] == 0 && r.t[1] == DBL_MAX);
    assert_true(r.point[1].x == 100007);
    assert_true(fabs(r.point[1].y - (100001 + 4.0 / 3)) <= 8 * U * 100007);
}

/* The line (-0x1.869b2p-943, -0x1.869d8p-943) + t (-1.5 2^277, 2^277) touches the box
 * [-0x1.869dp-943, -0x1.8699p-943] x [-0x1.869bp-943, -0x1.86984p-943] at its corner
 * (min x, min y) at t = 10 2^-1238, which underflows to 0. The normal is the min-x face
 * (lowest axis; the line leaves through it): point[0].x must be that plane exactly.
 * Reported was the origin's x. */
static void underflowing_t_keeps_the_plane(void **state) {
    (void)state;
    isect_line2 line = {{-0x1.869b2p-943, -0x1.869d8p-943}, {-0x1.8p+276, 0x1p+277}};
    isect_aabb2 b = {{-0x1.869dp-943, -0x1.869bp-943}, {-0x1.8699p-943, -0x1.86984p-943}};
    isect_find_result2 r = isect_find_line2_aabb2(&line, &b);
    assert_true(r.hit);
    assert_int_equal(r.flags, ISECT_TOUCHING);
    assert_true(r.normal.x == -1 && r.normal.y == 0);
    assert_true(r.point[0].x == b.min.x);
}

/* The segment (13, -10, -10)-(5, -8, -2 + 2^-52) against the flat box [5, 5] x [-8, -6]
 * x [-2, 2]: x gives near = far = (5 - 13) / -8 = 1, so it touches at its end, which
 * must come back bit for bit (t = 1). Reported was z = -2 (a + 1 (b - a) rounded). */
static void segment_end_bit_for_bit(void **state) {
    (void)state;
    isect_seg3 s = {{13, -10, -10}, {5, -8, -0x1.fffffffffffffp+0}};
    isect_aabb3 b = {{5, -8, -2}, {5, -6, 2}};
    isect_find_result3 r = isect_find_seg3_aabb3(&s, &b);
    assert_true(r.hit);
    assert_int_equal(r.flags, ISECT_TOUCHING | ISECT_DEGENERATE);
    assert_true(r.t[0] == 1 && r.t[1] == 1);
    assert_true(r.point[1].x == 5 && r.point[1].y == -8 && r.point[1].z == s.p1.z);
    assert_true(r.point[0].z == s.p1.z);
}
#endif

/* The segment (11.125, -2.625)-(12, +0) ends on the corner (12, 0) of the box [6, 12] x
 * [-0, 3]: its end is returned bit for bit, +0 (reported: the box's -0). */
static void segment_end_zero_sign(void **state) {
    (void)state;
    isect_seg2 s = {{11.125, -2.625}, {12, 0}};
    isect_aabb2 b = {{6, -0.0}, {12, 3}};
    isect_find_result2 r = isect_find_seg2_aabb2(&s, &b);
    assert_true(r.hit);
    assert_int_equal(r.flags, ISECT_TOUCHING);
    assert_true(r.t[0] == 1 && r.t[1] == 1);
    assert_true(r.point[1].x == 12 && r.point[1].y == 0 && !signbit(r.point[1].y));
}

/* Touching in one point at an edge, entering through one face and leaving through
 * another: the segment (-1.5, 5, -6)-(-13, -18, -6), d = (-11.5, -23, 0), enters the
 * max-y face of [-8, 0] x [-32, -8] x [-20, -4] at t = (-8 - 5) / -23 = 13/23, where
 * x = -1.5 - 11.5 * 13/23 = -8 = min x, the face it leaves through at the same t. The
 * normal is the lowest axis's face, min x (-1, 0, 0), and the contract puts point[0] on
 * it: x exactly -8 (reported: y exactly -8, x one ulp off). The segment
 * (7.875, -4.375 + 3 2^-50, 13.5)-(-0.75, -7.25, 2) touches [0, 3] x [-6, -5 + 2^-50] x
 * [7, 8] at one point with x = 3 (entry, max x) and z = 7 (exit, min z: the only axis
 * whose far parameter is t_out): point[1].z must be exactly 7 (reported: 7 + 2^-50). */
static void touching_edge_planes(void **state) {
    (void)state;
    isect_seg3 s = {{-1.5, 5, -6}, {-13, -18, -6}};
    isect_aabb3 b = {{-8, -32, -20}, {0, -8, -4}};
    isect_find_result3 r = isect_find_seg3_aabb3(&s, &b);
    assert_true(r.hit);
    assert_int_equal(r.flags, ISECT_TOUCHING);
    assert_int_equal(r.count, 1);
    assert_true(r.normal.x == -1 && r.normal.y == 0 && r.normal.z == 0);
    assert_true(r.point[0].x == -8);
#if ISECT_USE_DOUBLE
    isect_seg3 s2 = {{0x1.f8p+2, -0x1.17ffffffffffdp+2, 0x1.bp+3}, {-0x1.8p-1, -0x1.dp+2, 0x1p+1}};
    isect_aabb3 b2 = {{0, -0x1.8p+2, 0x1.cp+2}, {0x1.8p+1, -0x1.3ffffffffffffp+2, 0x1p+3}};
    isect_find_result3 r2 = isect_find_seg3_aabb3(&s2, &b2);
    assert_true(r2.hit);
    assert_int_equal(r2.flags, ISECT_TOUCHING);
    assert_true(r2.normal.x == 1 && r2.point[0].x == 3);
    assert_true(r2.point[1].z == 7);
#endif
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(slab_example),
        cmocka_unit_test(ray_through_two_corners),
        cmocka_unit_test(ray_touches_corner),
        cmocka_unit_test(ray_along_face),
        cmocka_unit_test(ray_along_edge),
        cmocka_unit_test(ray_starting_on_face),
        cmocka_unit_test(ray_starting_inside),
        cmocka_unit_test(segment_ends_inside),
        cmocka_unit_test(zero_direction_on_slab_plane),
        cmocka_unit_test(through_corner_and_edge),
        cmocka_unit_test(zero_extent_boxes),
        cmocka_unit_test(point_components),
        cmocka_unit_test(line_and_ray_behind),
        cmocka_unit_test(scaled_by_powers_of_two),
        cmocka_unit_test(invalid_input),
#if ISECT_USE_DOUBLE
        cmocka_unit_test(saturated_t_keeps_points),
        cmocka_unit_test(underflowing_t_keeps_the_plane),
        cmocka_unit_test(segment_end_bit_for_bit),
#endif
        cmocka_unit_test(segment_end_zero_sign),
        cmocka_unit_test(touching_edge_planes),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
