/* The front path of the segment-box query (src/query/closest_point/seg_box.c) answers
 * exactly as its full path, bit for bit, over the input families of check/fast_path.h
 * (ISECT_FAST_PATH_CASES cases per family, default 200000), with boxes flat or inverted now
 * and then and segments placed on the box's features: ends at corners, on edges and faces
 * and inside, segments along a face's plane, through an edge or a corner, touching. */
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

static isect_real coord(isect_vec3 v, int i) {
    return i == 0 ? v.x : i == 1 ? v.y : v.z;
}

static void set_coord(isect_vec3 *v, int i, isect_real x) {
    if (i == 0)
        v->x = x;
    else if (i == 1)
        v->y = x;
    else
        v->z = x;
}

/* A point of the box's boundary or inside: each coordinate at the min, at the max, or
 * drawn between them (the bounds mixed at the given weights). */
static isect_vec3 on_box(gen_rng *rng, const isect_aabb3 *box) {
    isect_vec3 x;
    for (int i = 0; i < 3; i++) {
        isect_real lo = coord(box->min, i), hi = coord(box->max, i);
        int pick = gen_int(rng, 0, 3);
        isect_real t = (isect_real)gen_int(rng, 1, 7) / 8;
        set_coord(&x, i, pick == 0 ? lo : pick == 1 ? hi : lo + (hi - lo) * t);
    }
    return x;
}

/* The bench's shape (a box about a centre, the segment's ends near it) half of the time,
 * else free coordinates (the box's bounds sorted); then, one case in ten each, a flat box,
 * an end on the box, both ends on the box, an end shifted along one axis onto a face's
 * plane, a segment through a point of the box (the two ends mirrored about it). */
static void draw_case(gen_rng *rng, int mode, int e, isect_seg3 *seg, isect_aabb3 *box) {
    bool local = gen_int(rng, 0, 1) == 0;
    isect_vec3 m = local ? draw3(rng, mode, e + 3) : (isect_vec3){0, 0, 0};
    isect_vec3 a = draw3(rng, mode, e), b = draw3(rng, mode, e);
    for (int i = 0; i < 3; i++) {
        isect_real x = coord(a, i), y = coord(b, i);
        set_coord(&box->min, i, coord(m, i) + (x < y ? x : y));
        set_coord(&box->max, i, coord(m, i) + (x < y ? y : x));
    }
    isect_vec3 p = draw3(rng, mode, e + 1), q = draw3(rng, mode, e + 1);
    seg->p0 = (isect_vec3){m.x + p.x, m.y + p.y, m.z + p.z};
    seg->p1 = (isect_vec3){m.x + q.x, m.y + q.y, m.z + q.z};
    switch (gen_int(rng, 0, 9)) {
    case 0: {
        int i = gen_int(rng, 0, 2);
        set_coord(&box->max, i, coord(box->min, i));
        break;
    }
    case 1: seg->p0 = on_box(rng, box); break;
    case 2:
        seg->p0 = on_box(rng, box);
        seg->p1 = on_box(rng, box);
        break;
    case 3: {
        int i = gen_int(rng, 0, 2);
        isect_real c = gen_int(rng, 0, 1) ? coord(box->min, i) : coord(box->max, i);
        set_coord(&seg->p0, i, c);
        if (gen_int(rng, 0, 1))
            set_coord(&seg->p1, i, c);
        break;
    }
    case 4: {
        isect_vec3 x = on_box(rng, box);
        seg->p1 =
            (isect_vec3){x.x + (x.x - seg->p0.x), x.y + (x.y - seg->p0.y), x.z + (x.z - seg->p0.z)};
        break;
    }
    case 5: seg->p1 = seg->p0; break;
    default: break;
    }
}

static void seg3_aabb3(void **state) {
    (void)state;
    gen_rng rng;
    gen_seed(&rng, 0xb0c5);
    long n = fp_cases(200000), bad = 0;
    for (int mode = 0; mode < FP_MODES; mode++) {
        for (long i = 0; i < n; i++) {
            isect_seg3 seg;
            isect_aabb3 box;
            draw_case(&rng, mode, fp_scale(&rng), &seg, &box);
            isect_closest_feature_result3 fast = isect_closest_seg3_aabb3(&seg, &box);
            isect_closest_feature_result3 full = isect_closest_seg3_aabb3_full(&seg, &box);
            bad += !fp_same_feature3("closest_seg3_aabb3", mode * n + i, &fast, &full);
        }
    }
    assert_int_equal(bad, 0);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(seg3_aabb3),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
