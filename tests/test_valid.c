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
    const isect_vec2 nan_vertex[] = {{0, 0}, {1, 0}, {nan_, 1}};
    isect_poly2 bad2 = {nan_vertex, 3};
    assert_false(isect_valid_poly2(&bad2));
    isect_tet3 flat = {{{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {1, 1, 0}}};
    assert_true(isect_valid_tet3(&flat));

    const isect_plane3 faces[] = {{{1, 0, 0}, 1}, {{-1, 0, 0}, 1}};
    isect_hull3 hull = {NULL, 0, faces, 2};
    assert_true(isect_valid_hull3(&hull));
    hull.plane_count = 0;
    assert_false(isect_valid_hull3(&hull)); /* both arrays empty */
    hull.vert_count = 3;                    /* NULL array with a count */
    assert_false(isect_valid_hull3(&hull));
    const isect_vec3 corners[] = {{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {0, 0, 1}};
    isect_hull3 by_verts = {corners, 4, NULL, 0};
    assert_true(isect_valid_hull3(&by_verts)); /* vertices only */
    isect_hull3 no_planes = {corners, 4, NULL, 2};
    assert_false(isect_valid_hull3(&no_planes)); /* a plane count without planes */
    const isect_vec3 inf_corner[] = {{0, 0, 0}, {inf_, 0, 0}};
    isect_hull3 bad_vert = {inf_corner, 2, faces, 2};
    assert_false(isect_valid_hull3(&bad_vert));
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

/* Every fixed-size shape is a flat run of isect_real. A valid instance of each, then
 * every one of its numbers made NaN, +inf and -inf in turn: the definition (isect/valid.h:
 * every coordinate finite) makes each of those invalid, whatever else holds; restoring
 * it makes the shape valid again. */
#define AS_ANY(type, fn)                                                                           \
    static bool fn##_any(const void *x) {                                                          \
        return fn((const type *)x);                                                                \
    }
AS_ANY(isect_line2, isect_valid_line2)
AS_ANY(isect_line3, isect_valid_line3)
AS_ANY(isect_ray2, isect_valid_ray2)
AS_ANY(isect_ray3, isect_valid_ray3)
AS_ANY(isect_seg2, isect_valid_seg2)
AS_ANY(isect_seg3, isect_valid_seg3)
AS_ANY(isect_plane3, isect_valid_plane3)
AS_ANY(isect_plane3p, isect_valid_plane3p)
AS_ANY(isect_circle2, isect_valid_circle2)
AS_ANY(isect_sphere3, isect_valid_sphere3)
AS_ANY(isect_capsule2, isect_valid_capsule2)
AS_ANY(isect_capsule3, isect_valid_capsule3)
AS_ANY(isect_cylinder3, isect_valid_cylinder3)
AS_ANY(isect_cone3, isect_valid_cone3)
AS_ANY(isect_aabb2, isect_valid_aabb2)
AS_ANY(isect_aabb3, isect_valid_aabb3)
AS_ANY(isect_obb2, isect_valid_obb2)
AS_ANY(isect_obb3, isect_valid_obb3)
AS_ANY(isect_tri2, isect_valid_tri2)
AS_ANY(isect_tri3, isect_valid_tri3)
AS_ANY(isect_quad3, isect_valid_quad3)
AS_ANY(isect_tet3, isect_valid_tet3)
AS_ANY(isect_frustum3, isect_valid_frustum3)

typedef struct flat_shape {
    const char *name;
    bool (*valid)(const void *);
    isect_real v[24]; /* a valid instance, as its struct lays it out */
    size_t n;         /* sizeof the struct / sizeof(isect_real) */
} flat_shape;

#define FLAT(type, fn, ...)                                                                        \
    { #type, fn##_any, {__VA_ARGS__ }, sizeof(type) / sizeof(isect_real) }

static void every_number_must_be_finite(void **state) {
    (void)state;
    const flat_shape shapes[] = {
        FLAT(isect_line2, isect_valid_line2, 1, 2, 3, 4),
        FLAT(isect_line3, isect_valid_line3, 1, 2, 3, 4, 5, 6),
        FLAT(isect_ray2, isect_valid_ray2, 1, 2, 3, 4),
        FLAT(isect_ray3, isect_valid_ray3, 1, 2, 3, 4, 5, 6),
        FLAT(isect_seg2, isect_valid_seg2, 1, 2, 3, 4),
        FLAT(isect_seg3, isect_valid_seg3, 1, 2, 3, 4, 5, 6),
        FLAT(isect_plane3, isect_valid_plane3, 0, 0, 2, 1),
        FLAT(isect_plane3p, isect_valid_plane3p, 0, 0, 0, 1, 0, 0, 0, 1, 0),
        FLAT(isect_circle2, isect_valid_circle2, 1, 2, 3),
        FLAT(isect_sphere3, isect_valid_sphere3, 1, 2, 3, 4),
        FLAT(isect_capsule2, isect_valid_capsule2, 1, 2, 3, 4, 5),
        FLAT(isect_capsule3, isect_valid_capsule3, 1, 2, 3, 4, 5, 6, 7),
        FLAT(isect_cylinder3, isect_valid_cylinder3, 1, 2, 3, 4, 5, 6, 7),
        FLAT(isect_cone3, isect_valid_cone3, 1, 2, 3, 4, 5, 6, 7),
        FLAT(isect_aabb2, isect_valid_aabb2, 1, 2, 3, 4),
        FLAT(isect_aabb3, isect_valid_aabb3, 1, 2, 3, 4, 5, 6),
        FLAT(isect_obb2, isect_valid_obb2, 1, 2, 0.6f, 0.8f, 3, 4),
        FLAT(isect_obb3, isect_valid_obb3, 1, 2, 3, 0, 1, 0, 0, 0, 1, 1, 0, 0, 4, 5, 6),
        FLAT(isect_tri2, isect_valid_tri2, 1, 2, 3, 4, 5, 6),
        FLAT(isect_tri3, isect_valid_tri3, 1, 2, 3, 4, 5, 6, 7, 8, 9),
        FLAT(isect_quad3, isect_valid_quad3, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12),
        FLAT(isect_tet3, isect_valid_tet3, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12),
        FLAT(isect_frustum3, isect_valid_frustum3, 1, 0, 0, 1, -1, 0, 0, 1, 0, 1, 0, 1, 0, -1, 0, 1,
             0, 0, 1, 1, 0, 0, -1, 1),
    };
    const isect_real bad[3] = {(isect_real)NAN, (isect_real)INFINITY, (isect_real)-INFINITY};
    for (size_t s = 0; s < sizeof shapes / sizeof shapes[0]; s++) {
        flat_shape x = shapes[s];
        assert_true(x.n <= 24);
        if (!x.valid(x.v))
            fail_msg("%s: the instance should be valid", x.name);
        for (size_t i = 0; i < x.n; i++)
            for (int b = 0; b < 3; b++) {
                isect_real keep = x.v[i];
                x.v[i] = bad[b];
                if (x.valid(x.v))
                    fail_msg("%s: number %zu = %g accepted", x.name, i, (double)bad[b]);
                x.v[i] = keep;
            }
        assert_true(x.valid(x.v));
    }
}

/* The order and sign constraints, one coordinate at a time: a box's min above its max
 * on any axis, a negative half extent on any axis, a negative radius. */
static void every_constraint_alone(void **state) {
    (void)state;
    for (int axis = 0; axis < 3; axis++) {
        isect_aabb3 box = {{0, 0, 0}, {1, 1, 1}};
        isect_real *lo = &box.min.x, *hi = &box.max.x;
        lo[axis] = 2;
        assert_false(isect_valid_aabb3(&box));
        hi[axis] = 2; /* min == max: a flat box, valid */
        assert_true(isect_valid_aabb3(&box));
        isect_obb3 o = {{0, 0, 0}, {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}, {1, 1, 1}};
        (&o.half.x)[axis] = -1;
        assert_false(isect_valid_obb3(&o));
        if (axis < 2) {
            isect_aabb2 b2 = {{0, 0}, {1, 1}};
            (&b2.min.x)[axis] = 2;
            assert_false(isect_valid_aabb2(&b2));
            isect_obb2 o2 = {{0, 0}, {1, 0}, {1, 1}};
            (&o2.half.x)[axis] = -1;
            assert_false(isect_valid_obb2(&o2));
        }
    }
    isect_capsule2 c2 = {{0, 0}, {1, 1}, -1};
    isect_cylinder3 cyl = {{0, 0, 0}, {0, 0, 1}, -1};
    isect_sphere3 s = {{0, 0, 0}, -1};
    assert_false(isect_valid_capsule2(&c2) || isect_valid_cylinder3(&cyl) ||
                 isect_valid_sphere3(&s));
    isect_plane3p collinear = {{0, 0, 0}, {1, 1, 1}, {2, 2, 2}};
    assert_false(isect_valid_plane3p(&collinear));
    /* every NULL */
    assert_false(isect_valid_line2(NULL) || isect_valid_ray3(NULL) || isect_valid_seg2(NULL) ||
                 isect_valid_plane3p(NULL) || isect_valid_circle2(NULL) ||
                 isect_valid_capsule2(NULL) || isect_valid_capsule3(NULL) ||
                 isect_valid_cylinder3(NULL) || isect_valid_aabb3(NULL) || isect_valid_obb2(NULL) ||
                 isect_valid_tri3(NULL) || isect_valid_quad3(NULL) || isect_valid_tet3(NULL) ||
                 isect_valid_frustum3(NULL) || isect_valid_poly2(NULL));
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
        cmocka_unit_test(precision_matches_header), cmocka_unit_test(every_number_must_be_finite),
        cmocka_unit_test(every_constraint_alone),
    };
    return cmocka_run_group_tests_name("valid", tests, NULL, NULL);
}
