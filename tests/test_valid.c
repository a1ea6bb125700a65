/* isect_valid_<shape>: finite values, the shape's own constraints, NULL, and degenerate
 * shapes (which are valid). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <math.h>

#include "isect/isect.h"

static const isect_real nan_ = (isect_real)NAN;
static const isect_real inf_ = (isect_real)INFINITY;

static void vectors_and_linear(void **state) {
    (void)state;
    assert_true(isect_valid_vec2((isect_vec2){1, -2}));
    assert_false(isect_valid_vec2((isect_vec2){nan_, 0}));
    assert_false(isect_valid_vec3((isect_vec3){0, 0, -inf_}));
    isect_seg3 point = {{1, 2, 3}, {1, 2, 3}};
    assert_true(isect_valid_seg3(&point)); /* degenerate, valid */
    isect_seg2 bad = {{0, 0}, {inf_, 0}};
    assert_false(isect_valid_seg2(&bad));
    isect_ray3 still = {{0, 0, 0}, {0, 0, 0}};
    assert_true(isect_valid_ray3(&still));
    isect_ray2 nan_ray = {{0, 0}, {nan_, 1}};
    assert_false(isect_valid_ray2(&nan_ray));
    isect_line3 line = {{0, 0, 0}, {1, 1, 1}};
    assert_true(isect_valid_line3(&line));
    isect_line2 line2 = {{inf_, 0}, {1, 1}};
    assert_false(isect_valid_line2(&line2));
    assert_false(isect_valid_seg3(NULL));
    assert_false(isect_valid_ray2(NULL));
    assert_false(isect_valid_line3(NULL));
}

static void round_shapes(void **state) {
    (void)state;
    isect_circle2 c = {{0, 0}, 0};
    assert_true(isect_valid_circle2(&c)); /* radius 0: a point */
    c.radius = -1;
    assert_false(isect_valid_circle2(&c));
    c.radius = nan_;
    assert_false(isect_valid_circle2(&c));
    isect_sphere3 s = {{0, 0, 0}, inf_};
    assert_false(isect_valid_sphere3(&s));
    s.radius = (isect_real)-0.0;
    assert_true(isect_valid_sphere3(&s));
    isect_capsule2 cap2 = {{0, 0}, {0, 0}, 1};
    assert_true(isect_valid_capsule2(&cap2));
    isect_capsule3 cap3 = {{0, 0, 0}, {1, 0, 0}, -2};
    assert_false(isect_valid_capsule3(&cap3));
    isect_cylinder3 cyl = {{0, 0, 0}, {0, 0, 1}, 0.5};
    assert_true(isect_valid_cylinder3(&cyl));
    cyl.p1.z = nan_;
    assert_false(isect_valid_cylinder3(&cyl));
    isect_cone3 cone = {{0, 0, 1}, {0, 0, 0}, 1};
    assert_true(isect_valid_cone3(&cone));
    cone.radius = -1;
    assert_false(isect_valid_cone3(&cone));
    assert_false(isect_valid_sphere3(NULL));
    assert_false(isect_valid_cone3(NULL));
}

static void planes_and_boxes(void **state) {
    (void)state;
    isect_plane3 p = {{0, 0, 2}, 1};
    assert_true(isect_valid_plane3(&p));
    p.normal.z = 0;
    assert_false(isect_valid_plane3(&p)); /* zero normal */
    p.normal.z = 1;
    p.offset = inf_;
    assert_false(isect_valid_plane3(&p));

    isect_aabb2 flat = {{0, 0}, {1, 0}};
    assert_true(isect_valid_aabb2(&flat)); /* zero height: degenerate, valid */
    isect_aabb3 inverted = {{0, 0, 1}, {1, 1, 0}};
    assert_false(isect_valid_aabb3(&inverted));
    isect_aabb3 nan_box = {{0, 0, 0}, {1, nan_, 1}};
    assert_false(isect_valid_aabb3(&nan_box));

    isect_obb2 o2 = {{0, 0}, {0.6f, 0.8f}, {1, 2}};
    assert_true(isect_valid_obb2(&o2));
    o2.axis = (isect_vec2){1, 1};
    assert_false(isect_valid_obb2(&o2)); /* not unit */
    isect_obb3 o3 = {{0, 0, 0}, {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}, {1, 1, 0}};
    assert_true(isect_valid_obb3(&o3));
    o3.axis[1] = (isect_vec3){0.6f, 0.8f, 0};
    assert_false(isect_valid_obb3(&o3)); /* not orthogonal to axis[0] */
    o3.axis[1] = (isect_vec3){0, 1, 0};
    o3.half.y = -1;
    assert_false(isect_valid_obb3(&o3));
    assert_false(isect_valid_plane3(NULL));
    assert_false(isect_valid_obb3(NULL));
    assert_false(isect_valid_aabb2(NULL));
}

static void polygons_and_polyhedra(void **state) {
    (void)state;
    isect_tri2 line = {{{0, 0}, {1, 1}, {2, 2}}};
    assert_true(isect_valid_tri2(&line)); /* collinear: degenerate, valid */
    isect_tri3 bad = {{{0, 0, 0}, {1, 0, 0}, {0, nan_, 0}}};
    assert_false(isect_valid_tri3(&bad));
    const isect_vec2 square[] = {{0, 0}, {1, 0}, {1, 1}, {0, 1}};
    isect_poly2 poly = {square, 4};
    assert_true(isect_valid_poly2(&poly));
    poly.count = 2;
    assert_false(isect_valid_poly2(&poly));
    poly.v = NULL;
    poly.count = 4;
    assert_false(isect_valid_poly2(&poly));
    const isect_vec3 tri[] = {{0, 0, 0}, {1, 0, 0}, {0, 1, inf_}};
    isect_poly3 poly3 = {tri, 3};
    assert_false(isect_valid_poly3(&poly3));
    isect_tet3 flat = {{{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {1, 1, 0}}};
    assert_true(isect_valid_tet3(&flat));

    const isect_plane3 faces[] = {{{1, 0, 0}, 1}, {{-1, 0, 0}, 1}};
    isect_hull3 hull = {NULL, 0, faces, 2};
    assert_true(isect_valid_hull3(&hull));
    hull.plane_count = 0;
    assert_false(isect_valid_hull3(&hull)); /* both arrays empty */
    hull.vert_count = 3;                    /* NULL array with a count */
    assert_false(isect_valid_hull3(&hull));
    const isect_plane3 zero_face[] = {{{0, 0, 0}, 1}};
    isect_hull3 hull2 = {NULL, 0, zero_face, 1};
    assert_false(isect_valid_hull3(&hull2));

    isect_frustum3 fr;
    for (int i = 0; i < 6; i++)
        fr.planes[i] = (isect_plane3){{i % 2 ? -1 : 1, 0, 0}, 1};
    assert_true(isect_valid_frustum3(&fr));
    fr.planes[4].normal.x = 0;
    assert_false(isect_valid_frustum3(&fr));
    assert_false(isect_valid_hull3(NULL));
    assert_false(isect_valid_tri2(NULL));
    assert_false(isect_valid_poly3(NULL));
}

static void precision_matches_header(void **state) {
    (void)state;
    assert_int_equal(isect_is_double(), ISECT_USE_DOUBLE);
    assert_string_equal(isect_version(), ISECT_VERSION_STRING);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(vectors_and_linear),       cmocka_unit_test(round_shapes),
        cmocka_unit_test(planes_and_boxes),         cmocka_unit_test(polygons_and_polyhedra),
        cmocka_unit_test(precision_matches_header),
    };
    return cmocka_run_group_tests_name("valid", tests, NULL, NULL);
}
