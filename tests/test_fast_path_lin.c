/* The fast paths of the point-segment, point-ray and point-line queries
 * (src/query/closest_point/point_lin.c) answer exactly as their full paths, bit for bit, over the
 * input families of check/fast_path.h (ISECT_FAST_PATH_CASES cases per family, default 200000). */
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

static void point3_seg3(void **state) {
    (void)state;
    gen_rng rng;
    gen_seed(&rng, 0x5e63);
    long n = fp_cases(200000), bad = 0;
    for (int mode = 0; mode < FP_MODES; mode++) {
        for (long i = 0; i < n; i++) {
            int e = fp_scale(&rng);
            isect_seg3 seg = {draw3(&rng, mode, e), draw3(&rng, mode, e)};
            isect_vec3 p = draw3(&rng, mode, e);
            if (gen_int(&rng, 0, 7) == 0) /* p near the segment's line */
                p = (isect_vec3){seg.p0.x + (seg.p1.x - seg.p0.x) * (isect_real)0.375,
                                 seg.p0.y + (seg.p1.y - seg.p0.y) * (isect_real)0.375,
                                 seg.p0.z + (seg.p1.z - seg.p0.z) * (isect_real)0.375};
            isect_closest_result3 fast = isect_closest_point3_seg3(p, &seg);
            isect_closest_result3 full = isect_closest_point3_seg3_full(p, &seg);
            bad += !fp_same_closest3("closest_point3_seg3", mode * n + i, &fast, &full);
        }
    }
    assert_int_equal(bad, 0);
}

static void point2_seg2(void **state) {
    (void)state;
    gen_rng rng;
    gen_seed(&rng, 0x5e62);
    long n = fp_cases(200000), bad = 0;
    for (int mode = 0; mode < FP_MODES; mode++) {
        for (long i = 0; i < n; i++) {
            int e = fp_scale(&rng);
            isect_seg2 seg = {draw2(&rng, mode, e), draw2(&rng, mode, e)};
            isect_vec2 p = draw2(&rng, mode, e);
            if (gen_int(&rng, 0, 7) == 0)
                p = (isect_vec2){seg.p0.x + (seg.p1.x - seg.p0.x) * (isect_real)0.375,
                                 seg.p0.y + (seg.p1.y - seg.p0.y) * (isect_real)0.375};
            isect_closest_result2 fast = isect_closest_point2_seg2(p, &seg);
            isect_closest_result2 full = isect_closest_point2_seg2_full(p, &seg);
            bad += !fp_same_closest2("closest_point2_seg2", mode * n + i, &fast, &full);
        }
    }
    assert_int_equal(bad, 0);
}

/* Rays and lines: the same families, the direction drawn like a point (zero at times on
 * the integer grid), p near the line one time in eight. */
static void point_dir3(void **state) {
    (void)state;
    gen_rng rng;
    gen_seed(&rng, 0x5e64);
    long n = fp_cases(200000), bad = 0;
    for (int mode = 0; mode < FP_MODES; mode++) {
        for (long i = 0; i < n; i++) {
            int e = fp_scale(&rng);
            isect_vec3 o = draw3(&rng, mode, e), d = draw3(&rng, mode, e), p = draw3(&rng, mode, e);
            if (gen_int(&rng, 0, 7) == 0)
                p = (isect_vec3){o.x - d.x * (isect_real)0.375, o.y - d.y * (isect_real)0.375,
                                 o.z - d.z * (isect_real)0.375};
            isect_ray3 ray = {o, d};
            isect_line3 line = {o, d};
            isect_closest_result3 fast = isect_closest_point3_ray3(p, &ray);
            isect_closest_result3 full = isect_closest_point3_ray3_full(p, &ray);
            bad += !fp_same_closest3("closest_point3_ray3", mode * n + i, &fast, &full);
            fast = isect_closest_point3_line3(p, &line);
            full = isect_closest_point3_line3_full(p, &line);
            bad += !fp_same_closest3("closest_point3_line3", mode * n + i, &fast, &full);
        }
    }
    assert_int_equal(bad, 0);
}

static void point_dir2(void **state) {
    (void)state;
    gen_rng rng;
    gen_seed(&rng, 0x5e65);
    long n = fp_cases(200000), bad = 0;
    for (int mode = 0; mode < FP_MODES; mode++) {
        for (long i = 0; i < n; i++) {
            int e = fp_scale(&rng);
            isect_vec2 o = draw2(&rng, mode, e), d = draw2(&rng, mode, e), p = draw2(&rng, mode, e);
            if (gen_int(&rng, 0, 7) == 0)
                p = (isect_vec2){o.x + d.x * (isect_real)0.375, o.y + d.y * (isect_real)0.375};
            isect_ray2 ray = {o, d};
            isect_line2 line = {o, d};
            isect_closest_result2 fast = isect_closest_point2_ray2(p, &ray);
            isect_closest_result2 full = isect_closest_point2_ray2_full(p, &ray);
            bad += !fp_same_closest2("closest_point2_ray2", mode * n + i, &fast, &full);
            fast = isect_closest_point2_line2(p, &line);
            full = isect_closest_point2_line2_full(p, &line);
            bad += !fp_same_closest2("closest_point2_line2", mode * n + i, &fast, &full);
        }
    }
    assert_int_equal(bad, 0);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(point3_seg3),
        cmocka_unit_test(point2_seg2),
        cmocka_unit_test(point_dir3),
        cmocka_unit_test(point_dir2),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
