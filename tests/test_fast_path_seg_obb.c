/* The fast path of the segment-OBB query (src/query/closest_point/seg_obb.c) answers
 * exactly as its full path, bit for bit, over the input families of check/fast_path.h
 * (ISECT_FAST_PATH_CASES cases per family, default 200000), with boxes rotated at random,
 * on a 2^-16 grid or by a signed permutation (exact frames), zero extents now and then,
 * and segments placed on the box's features: ends inside, at corners, on edges and faces,
 * segments parallel to a face, through an edge or a corner, and invalid axes. */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "isect/isect.h"

#include "check/fast_path.h"
#include "query/closest_point/full_path.h"

static isect_vec3 vec(double x, double y, double z) {
    return (isect_vec3){(isect_real)x, (isect_real)y, (isect_real)z};
}

static isect_vec3 draw3(gen_rng *rng, int mode, int e) {
    return (isect_vec3){fp_coord(rng, mode, e), fp_coord(rng, mode, e), fp_coord(rng, mode, e)};
}

/* The box's axes: a random rotation rounded to isect_real, the same rounded to the 2^-16
 * grid, or a signed permutation of the identity. */
static void draw_axes(gen_rng *rng, isect_obb3 *box) {
    double rot[3][3];
    int kind = gen_int(rng, 0, 2);
    if (kind == 2) {
        int p = gen_int(rng, 0, 2), q = (p + 1 + gen_int(rng, 0, 1)) % 3;
        int perm[3] = {p, q, 3 - p - q};
        for (int i = 0; i < 3; i++)
            for (int j = 0; j < 3; j++)
                rot[i][j] = j == perm[i] ? (gen_int(rng, 0, 1) ? 1 : -1) : 0;
    } else {
        gen_rotation(rng, 3, rot);
        if (kind == 1)
            for (int i = 0; i < 3; i++)
                for (int j = 0; j < 3; j++)
                    rot[i][j] = ldexp(nearbyint(ldexp(rot[i][j], 16)), -16);
    }
    for (int i = 0; i < 3; i++)
        box->axis[i] = vec(rot[i][0], rot[i][1], rot[i][2]);
}

/* center + sum_i u_i h_i a_i in double, rounded: u_i in {-1, 1} on a bound, else a
 * fraction strictly between (ends inside, on faces, edges, corners; exact only for the
 * exact frames, a few ulps off otherwise). */
static isect_vec3 on_box(gen_rng *rng, const isect_obb3 *b) {
    double x[3] = {b->center.x, b->center.y, b->center.z};
    const isect_real h[3] = {b->half.x, b->half.y, b->half.z};
    for (int i = 0; i < 3; i++) {
        int pick = gen_int(rng, 0, 3);
        double u = pick == 0 ? -1 : pick == 1 ? 1 : (double)gen_int(rng, -7, 7) / 8;
        const isect_vec3 a = b->axis[i];
        x[0] += u * h[i] * a.x;
        x[1] += u * h[i] * a.y;
        x[2] += u * h[i] * a.z;
    }
    return vec(x[0], x[1], x[2]);
}

static isect_vec3 add(isect_vec3 a, isect_vec3 b, double t) {
    return vec(a.x + t * b.x, a.y + t * b.y, a.z + t * b.z);
}

/* The bench's shape (the segment's ends about the box's centre) half of the time, else
 * free coordinates; then, one case in twelve each: a zero extent, an end on or in the box,
 * both ends, a segment parallel to a face (its ends differing along one face's two axes
 * only), a segment through a point of the box (ends mirrored about it), a point segment,
 * axes not orthonormal. */
static void draw_case(gen_rng *rng, int mode, int e, isect_seg3 *seg, isect_obb3 *box) {
    bool local = gen_int(rng, 0, 1) == 0;
    isect_vec3 m = draw3(rng, mode, e + (local ? 0 : 3));
    box->center = m;
    isect_vec3 h = draw3(rng, mode, e);
    box->half = vec(fabs(h.x), fabs(h.y), fabs(h.z));
    draw_axes(rng, box);
    isect_vec3 p = draw3(rng, mode, e + 1), q = draw3(rng, mode, e + 1);
    seg->p0 = add(local ? m : p, p, local ? 1 : 0);
    seg->p1 = add(local ? m : q, q, local ? 1 : 0);
    switch (gen_int(rng, 0, 11)) {
    case 0: box->half.y = 0; break;
    case 1: seg->p0 = on_box(rng, box); break;
    case 2:
        seg->p0 = on_box(rng, box);
        seg->p1 = on_box(rng, box);
        break;
    case 3: {
        int i = gen_int(rng, 0, 2), j = (i + 1 + gen_int(rng, 0, 1)) % 3;
        isect_vec3 a = box->axis[i], b = box->axis[j];
        double s = ldexp(fp_coord(rng, FP_INTEGER, 0), e),
               t = ldexp(fp_coord(rng, FP_INTEGER, 0), e);
        seg->p1 = add(add(seg->p0, a, s), b, t);
        break;
    }
    case 4: {
        isect_vec3 x = on_box(rng, box);
        seg->p1 = vec(2.0 * x.x - seg->p0.x, 2.0 * x.y - seg->p0.y, 2.0 * x.z - seg->p0.z);
        break;
    }
    case 5: seg->p1 = seg->p0; break;
    case 6: box->axis[1] = box->axis[0]; break;
    default: break;
    }
}

static void seg3_obb3(void **state) {
    (void)state;
    gen_rng rng;
    gen_seed(&rng, 0x0bb3);
    long n = fp_cases(200000), bad = 0;
    for (int mode = 0; mode < FP_MODES; mode++) {
        for (long i = 0; i < n; i++) {
            isect_seg3 seg;
            isect_obb3 box;
            draw_case(&rng, mode, fp_scale(&rng), &seg, &box);
            isect_closest_feature_result3 fast = isect_closest_seg3_obb3(&seg, &box);
            isect_closest_feature_result3 full = isect_closest_seg3_obb3_full(&seg, &box);
            bad += !fp_same_feature3("closest_seg3_obb3", mode * n + i, &fast, &full);
        }
    }
    assert_int_equal(bad, 0);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(seg3_obb3),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
