/* The fast path of the segment-triangle and triangle-triangle closest points
 * (src/query/closest_point/tri_pair.c: crossings, certified vertex-face and edge-edge
 * pairs) answers exactly as the full path (every candidate, compared exactly), bit for
 * bit, over the input families of check/fast_path.h (ISECT_FAST_PATH_CASES cases per
 * family, default 20000), with crossings, touching ends, coplanar and collinear shapes
 * and shared vertices made now and then. */
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

/* a + s (b - a) + t (c - a), rounded as isect_reals: on or near the plane of a, b, c. */
static isect_vec3 on_plane3(isect_vec3 a, isect_vec3 b, isect_vec3 c, isect_real s, isect_real t) {
    return (isect_vec3){a.x + (b.x - a.x) * s + (c.x - a.x) * t,
                        a.y + (b.y - a.y) * s + (c.y - a.y) * t,
                        a.z + (b.z - a.z) * s + (c.z - a.z) * t};
}

static isect_real eighths(gen_rng *rng) {
    return (isect_real)gen_int(rng, -2, 10) / 8;
}

/* Points of the family `mode` at scale 2^e about one centre (the bench's shape) a quarter
 * of the time, else free coordinates. */
static void draw_points(gen_rng *rng, int mode, int e, isect_vec3 *p, int n) {
    bool local = gen_int(rng, 0, 3) == 0;
    isect_vec3 m = local ? draw3(rng, mode, e + 3) : (isect_vec3){0, 0, 0};
    for (int j = 0; j < n; j++) {
        isect_vec3 d = draw3(rng, mode, e);
        p[j] = (isect_vec3){m.x + d.x, m.y + d.y, m.z + d.z};
    }
}

/* One case in two as drawn; else a point of `moved` placed on or near the plane of t
 * (in it, on an edge's line, at a vertex), or t made collinear. */
static void perturb(gen_rng *rng, isect_vec3 *t, isect_vec3 *moved, int n) {
    isect_vec3 *x = &moved[gen_int(rng, 0, n - 1)];
    switch (gen_int(rng, 0, 9)) {
    case 0: t[2] = on_plane3(t[0], t[1], t[0], (isect_real)0.375, 0); break;
    case 1: *x = on_plane3(t[0], t[1], t[2], eighths(rng), 0); break;
    case 2: *x = on_plane3(t[0], t[1], t[2], eighths(rng), eighths(rng)); break;
    case 3: *x = t[gen_int(rng, 0, 2)]; break;
    case 4: /* the other end mirrored through the plane: a crossing */
        moved[n - 1] = on_plane3(t[0], t[1], t[2], eighths(rng), eighths(rng));
        break;
    default: break;
    }
}

static void seg3_tri3(void **state) {
    (void)state;
    gen_rng rng;
    gen_seed(&rng, 0x5e73);
    long n = fp_cases(20000), bad = 0;
    for (int mode = 0; mode < FP_MODES; mode++) {
        for (long i = 0; i < n; i++) {
            isect_vec3 p[5];
            draw_points(&rng, mode, fp_scale(&rng), p, 5);
            perturb(&rng, p, p + 3, 2);
            if (gen_int(&rng, 0, 15) == 0)
                p[4] = p[3];
            isect_seg3 seg = {p[3], p[4]};
            isect_tri3 tri = {{p[0], p[1], p[2]}};
            isect_closest_feature_result3 fast = isect_closest_seg3_tri3(&seg, &tri);
            isect_closest_feature_result3 full = isect_closest_seg3_tri3_full(&seg, &tri);
            bad += !fp_same_feature3("closest_seg3_tri3", mode * n + i, &fast, &full);
        }
    }
    assert_int_equal(bad, 0);
}

static void tri3_tri3(void **state) {
    (void)state;
    gen_rng rng;
    gen_seed(&rng, 0x7373);
    long n = fp_cases(20000), bad = 0;
    for (int mode = 0; mode < FP_MODES; mode++) {
        for (long i = 0; i < n; i++) {
            isect_vec3 p[6];
            draw_points(&rng, mode, fp_scale(&rng), p, 6);
            if (gen_int(&rng, 0, 1))
                perturb(&rng, p, p + 3, 3);
            else
                perturb(&rng, p + 3, p, 3);
            isect_tri3 a = {{p[0], p[1], p[2]}}, b = {{p[3], p[4], p[5]}};
            isect_closest_feature_result3 fast = isect_closest_tri3_tri3(&a, &b);
            isect_closest_feature_result3 full = isect_closest_tri3_tri3_full(&a, &b);
            bad += !fp_same_feature3("closest_tri3_tri3", mode * n + i, &fast, &full);
        }
    }
    assert_int_equal(bad, 0);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(seg3_tri3),
        cmocka_unit_test(tri3_tri3),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
