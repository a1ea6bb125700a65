/* The fast paths of the point-triangle queries and the ball-triangle tests
 * (src/query/closest_point/point_tri.c) answer exactly as their full paths, bit for bit,
 * over the input families of check/fast_path.h (ISECT_FAST_PATH_CASES cases per family,
 * default 200000), with points placed on the triangle's features and triangles made
 * collinear now and then. */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "isect/isect.h"

#include "check/fast_path.h"
#include "query/closest_point/full_path.h"

static isect_vec3 draw3(gen_rng *rng, int mode, int e) {
    return (isect_vec3){fp_coord(rng, mode, e), fp_coord(rng, mode, e), fp_coord(rng, mode, e)};
}

static isect_vec2 draw2(gen_rng *rng, int mode, int e) {
    return (isect_vec2){fp_coord(rng, mode, e), fp_coord(rng, mode, e)};
}

static isect_real along(isect_real a, isect_real b, isect_real t) {
    return a + (b - a) * t;
}

/* a + s (b - a) + t (c - a), rounded as isect_reals: on or near the plane of a, b, c. */
static isect_vec3 on_plane3(isect_vec3 a, isect_vec3 b, isect_vec3 c, isect_real s, isect_real t) {
    return (isect_vec3){a.x + (b.x - a.x) * s + (c.x - a.x) * t,
                        a.y + (b.y - a.y) * s + (c.y - a.y) * t,
                        a.z + (b.z - a.z) * s + (c.z - a.z) * t};
}

/* A triangle and a point of the family `mode` at scale 2^e: the bench's shape (a unit
 * triangle about a centre, the point near it) a quarter of the time, else free
 * coordinates; then, one case in eight each, a collinear triangle, a point on an edge's
 * line, a point in the plane, a point at a vertex. */
static void draw_case3(gen_rng *rng, int mode, int e, isect_tri3 *tri, isect_vec3 *p) {
    bool local = gen_int(rng, 0, 3) == 0;
    isect_vec3 m = local ? draw3(rng, mode, e + 3) : (isect_vec3){0, 0, 0};
    for (int j = 0; j < 3; j++) {
        isect_vec3 d = draw3(rng, mode, e);
        tri->v[j] = (isect_vec3){m.x + d.x, m.y + d.y, m.z + d.z};
    }
    isect_vec3 d = draw3(rng, mode, e);
    *p = (isect_vec3){m.x + d.x, m.y + d.y, m.z + d.z};
    isect_vec3 a = tri->v[0], b = tri->v[1], c = tri->v[2];
    switch (gen_int(rng, 0, 7)) {
    case 0: tri->v[2] = on_plane3(a, b, a, (isect_real)0.375, 0); break;
    case 1: *p = on_plane3(a, b, c, (isect_real)gen_int(rng, -2, 6) / 4, 0); break;
    case 2:
        *p = on_plane3(a, b, c, (isect_real)gen_int(rng, -2, 6) / 8,
                       (isect_real)gen_int(rng, -2, 6) / 8);
        break;
    case 3: *p = tri->v[gen_int(rng, 0, 2)]; break;
    default: break;
    }
}

static void draw_case2(gen_rng *rng, int mode, int e, isect_tri2 *tri, isect_vec2 *p) {
    bool local = gen_int(rng, 0, 3) == 0;
    isect_vec2 m = local ? draw2(rng, mode, e + 3) : (isect_vec2){0, 0};
    for (int j = 0; j < 3; j++) {
        isect_vec2 d = draw2(rng, mode, e);
        tri->v[j] = (isect_vec2){m.x + d.x, m.y + d.y};
    }
    isect_vec2 d = draw2(rng, mode, e);
    *p = (isect_vec2){m.x + d.x, m.y + d.y};
    isect_vec2 a = tri->v[0], b = tri->v[1];
    switch (gen_int(rng, 0, 7)) {
    case 0:
        tri->v[2] =
            (isect_vec2){along(a.x, b.x, (isect_real)0.375), along(a.y, b.y, (isect_real)0.375)};
        break;
    case 1: {
        isect_real t = (isect_real)gen_int(rng, -2, 6) / 4;
        *p = (isect_vec2){along(a.x, b.x, t), along(a.y, b.y, t)};
        break;
    }
    case 3: *p = tri->v[gen_int(rng, 0, 2)]; break;
    default: break;
    }
}

static void point3_tri3(void **state) {
    (void)state;
    gen_rng rng;
    gen_seed(&rng, 0x7e13);
    long n = fp_cases(200000), bad = 0;
    for (int mode = 0; mode < FP_MODES; mode++) {
        for (long i = 0; i < n; i++) {
            isect_tri3 tri;
            isect_vec3 p;
            draw_case3(&rng, mode, fp_scale(&rng), &tri, &p);
            isect_closest_feature_result3 fast = isect_closest_point3_tri3(p, &tri);
            isect_closest_feature_result3 full = isect_closest_point3_tri3_full(p, &tri);
            bad += !fp_same_feature3("closest_point3_tri3", mode * n + i, &fast, &full);
        }
    }
    assert_int_equal(bad, 0);
}

static void point2_tri2(void **state) {
    (void)state;
    gen_rng rng;
    gen_seed(&rng, 0x7e12);
    long n = fp_cases(200000), bad = 0;
    for (int mode = 0; mode < FP_MODES; mode++) {
        for (long i = 0; i < n; i++) {
            isect_tri2 tri;
            isect_vec2 p;
            draw_case2(&rng, mode, fp_scale(&rng), &tri, &p);
            isect_closest_feature_result2 fast = isect_closest_point2_tri2(p, &tri);
            isect_closest_feature_result2 full = isect_closest_point2_tri2_full(p, &tri);
            bad += !fp_same_feature2("closest_point2_tri2", mode * n + i, &fast, &full);
        }
    }
    assert_int_equal(bad, 0);
}

/* A radius for a ball about p: 0, one drawn like a coordinate, or the distance to the
 * triangle as the full path rounds it (a touching ball, give or take its rounding). */
static isect_real draw_radius(gen_rng *rng, int mode, int e, isect_real dist_sq) {
    switch (gen_int(rng, 0, 3)) {
    case 0: return 0;
    case 1: return (isect_real)sqrt((double)dist_sq);
    default: return (isect_real)fabs((double)fp_coord(rng, mode, e));
    }
}

static void sphere3_tri3(void **state) {
    (void)state;
    gen_rng rng;
    gen_seed(&rng, 0x5b13);
    long n = fp_cases(200000), bad = 0;
    for (int mode = 0; mode < FP_MODES; mode++) {
        for (long i = 0; i < n; i++) {
            isect_tri3 tri;
            isect_vec3 p;
            int e = fp_scale(&rng);
            draw_case3(&rng, mode, e, &tri, &p);
            isect_real d2 = isect_closest_point3_tri3_full(p, &tri).dist_sq;
            isect_sphere3 s = {p, draw_radius(&rng, mode, e, d2)};
            bool fast = isect_test_sphere3_tri3(&s, &tri);
            bool full = isect_test_sphere3_tri3_full(&s, &tri);
            bad += !fp_same_bits("test_sphere3_tri3", mode * n + i, "answer", &fast, &full,
                                 sizeof fast);
        }
    }
    assert_int_equal(bad, 0);
}

static void circle2_tri2(void **state) {
    (void)state;
    gen_rng rng;
    gen_seed(&rng, 0x5b12);
    long n = fp_cases(200000), bad = 0;
    for (int mode = 0; mode < FP_MODES; mode++) {
        for (long i = 0; i < n; i++) {
            isect_tri2 tri;
            isect_vec2 p;
            int e = fp_scale(&rng);
            draw_case2(&rng, mode, e, &tri, &p);
            isect_real d2 = isect_closest_point2_tri2_full(p, &tri).dist_sq;
            isect_circle2 c = {p, draw_radius(&rng, mode, e, d2)};
            bool fast = isect_test_circle2_tri2(&c, &tri);
            bool full = isect_test_circle2_tri2_full(&c, &tri);
            bad += !fp_same_bits("test_circle2_tri2", mode * n + i, "answer", &fast, &full,
                                 sizeof fast);
        }
    }
    assert_int_equal(bad, 0);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(point3_tri3),
        cmocka_unit_test(point2_tri2),
        cmocka_unit_test(sphere3_tri3),
        cmocka_unit_test(circle2_tri2),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
