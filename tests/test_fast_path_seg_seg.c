/* The fast paths of the segment-segment and capsule-capsule queries
 * (src/query/closest_point/lin_lin.c) answer exactly as their full paths, bit for bit,
 * over the input families of check/fast_path.h (ISECT_FAST_PATH_CASES cases per family,
 * default 200000), with pairs drawn to reach every region: crossing, touching at an end,
 * parallel and nearly parallel. */
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

static isect_vec3 lerp3(isect_vec3 p, isect_vec3 q, isect_real t) {
    return (isect_vec3){p.x + (q.x - p.x) * t, p.y + (q.y - p.y) * t, p.z + (q.z - p.z) * t};
}

static isect_vec2 lerp2(isect_vec2 p, isect_vec2 q, isect_real t) {
    return (isect_vec2){p.x + (q.x - p.x) * t, p.y + (q.y - p.y) * t};
}

/* b reshaped now and then: through a point of a (crossing, or a's end), parallel to a,
 * or sharing an end with it. */
static void shape3(gen_rng *rng, const isect_seg3 *a, isect_seg3 *b) {
    switch (gen_int(rng, 0, 9)) {
    case 0: b->p1 = lerp3(b->p0, lerp3(a->p0, a->p1, (isect_real)0.375), 2); break;
    case 1: b->p1 = lerp3(b->p0, a->p1, 2); break;
    case 2:
        b->p1 = (isect_vec3){b->p0.x + (a->p1.x - a->p0.x), b->p0.y + (a->p1.y - a->p0.y),
                             b->p0.z + (a->p1.z - a->p0.z)};
        break;
    case 3: b->p0 = a->p1; break;
    default: break;
    }
}

static void shape2(gen_rng *rng, const isect_seg2 *a, isect_seg2 *b) {
    switch (gen_int(rng, 0, 9)) {
    case 0: b->p1 = lerp2(b->p0, lerp2(a->p0, a->p1, (isect_real)0.375), 2); break;
    case 1: b->p1 = lerp2(b->p0, a->p1, 2); break;
    case 2:
        b->p1 = (isect_vec2){b->p0.x + (a->p1.x - a->p0.x), b->p0.y + (a->p1.y - a->p0.y)};
        break;
    case 3: b->p0 = a->p1; break;
    default: break;
    }
}

/* A radius: often one that makes the capsules nearly touch (from the closest pair's
 * distance), else drawn like a coordinate. */
static isect_real radius_near(gen_rng *rng, int mode, int e, isect_real dist_sq) {
    isect_real r = fp_coord(rng, mode, e);
    r = r < 0 ? -r : r;
    if (gen_int(rng, 0, 1) == 0) {
        double d = sqrt((double)dist_sq) * 0.5;
        r = (isect_real)gen_ulps((isect_real)d, (int)gen_int(rng, -2, 2));
    }
    return r < 0 ? 0 : r;
}

static void seg3_seg3(void **state) {
    (void)state;
    gen_rng rng;
    gen_seed(&rng, 0x5e53);
    long n = fp_cases(200000), bad = 0;
    for (int mode = 0; mode < FP_MODES; mode++) {
        for (long i = 0; i < n; i++) {
            int e = fp_scale(&rng);
            isect_seg3 a = {draw3(&rng, mode, e), draw3(&rng, mode, e)};
            isect_seg3 b = {draw3(&rng, mode, e), draw3(&rng, mode, e)};
            shape3(&rng, &a, &b);
            isect_closest_result3 fast = isect_closest_seg3_seg3(&a, &b);
            isect_closest_result3 full = isect_closest_seg3_seg3_full(&a, &b);
            bad += !fp_same_closest3("closest_seg3_seg3", mode * n + i, &fast, &full);
            isect_capsule3 ca = {a.p0, a.p1, radius_near(&rng, mode, e, full.dist_sq)};
            isect_capsule3 cb = {b.p0, b.p1, radius_near(&rng, mode, e, full.dist_sq)};
            bool touch_fast = isect_test_capsule3_capsule3(&ca, &cb);
            bool touch_full = isect_test_capsule3_capsule3_full(&ca, &cb);
            bad += !fp_same_bits("test_capsule3_capsule3", mode * n + i, "touch", &touch_fast,
                                 &touch_full, sizeof touch_fast);
        }
    }
    assert_int_equal(bad, 0);
}

static void seg2_seg2(void **state) {
    (void)state;
    gen_rng rng;
    gen_seed(&rng, 0x5e52);
    long n = fp_cases(200000), bad = 0;
    for (int mode = 0; mode < FP_MODES; mode++) {
        for (long i = 0; i < n; i++) {
            int e = fp_scale(&rng);
            isect_seg2 a = {draw2(&rng, mode, e), draw2(&rng, mode, e)};
            isect_seg2 b = {draw2(&rng, mode, e), draw2(&rng, mode, e)};
            shape2(&rng, &a, &b);
            isect_closest_result2 fast = isect_closest_seg2_seg2(&a, &b);
            isect_closest_result2 full = isect_closest_seg2_seg2_full(&a, &b);
            bad += !fp_same_closest2("closest_seg2_seg2", mode * n + i, &fast, &full);
            isect_capsule2 ca = {a.p0, a.p1, radius_near(&rng, mode, e, full.dist_sq)};
            isect_capsule2 cb = {b.p0, b.p1, radius_near(&rng, mode, e, full.dist_sq)};
            bool touch_fast = isect_test_capsule2_capsule2(&ca, &cb);
            bool touch_full = isect_test_capsule2_capsule2_full(&ca, &cb);
            bad += !fp_same_bits("test_capsule2_capsule2", mode * n + i, "touch", &touch_fast,
                                 &touch_full, sizeof touch_fast);
        }
    }
    assert_int_equal(bad, 0);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(seg3_seg3),
        cmocka_unit_test(seg2_seg2),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
