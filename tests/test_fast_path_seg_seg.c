/* The fast paths of the closest-pair queries of lines, rays and segments and of the
 * capsule-capsule queries (src/query/closest_point/lin_lin.c) answer exactly as their full
 * paths, bit for bit, over the input families of check/fast_path.h (ISECT_FAST_PATH_CASES
 * cases per family and kind pair, default 200000 for segments, 50000 for each of the five
 * line and ray pairs), with pairs drawn to reach every region: crossing, touching at an end
 * or origin, parallel and nearly parallel. */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "isect/isect.h"

#include "check/fast_path.h"
#include "query/closest_point/full_path.h"

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
            isect_seg3 a = {fp_draw3(&rng, mode, e), fp_draw3(&rng, mode, e)};
            isect_seg3 b = {fp_draw3(&rng, mode, e), fp_draw3(&rng, mode, e)};
            fp_reshape_seg3(&rng, &a, &b);
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
            isect_seg2 a = {fp_draw2(&rng, mode, e), fp_draw2(&rng, mode, e)};
            isect_seg2 b = {fp_draw2(&rng, mode, e), fp_draw2(&rng, mode, e)};
            fp_reshape_seg2(&rng, &a, &b, false);
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

/* ---- Lines and rays ----------------------------------------------------------------------
 * A component of kind LIN_* as two points p, q: a segment's ends, or a line's or ray's
 * origin and direction. */
enum { LIN_LINE, LIN_RAY, LIN_SEG };

typedef struct comp3 {
    isect_vec3 p, q;
    int kind;
} comp3;

typedef struct comp2 {
    isect_vec2 p, q;
    int kind;
} comp2;

/* The point at parameter t, and the direction. */
static isect_vec3 comp3_at(const comp3 *c, isect_real t) {
    if (c->kind == LIN_SEG)
        return fp_lerp3(c->p, c->q, t);
    return (isect_vec3){c->p.x + c->q.x * t, c->p.y + c->q.y * t, c->p.z + c->q.z * t};
}

static isect_vec3 comp3_dir(const comp3 *c) {
    if (c->kind != LIN_SEG)
        return c->q;
    return (isect_vec3){c->q.x - c->p.x, c->q.y - c->p.y, c->q.z - c->p.z};
}

static isect_vec2 comp2_at(const comp2 *c, isect_real t) {
    if (c->kind == LIN_SEG)
        return fp_lerp2(c->p, c->q, t);
    return (isect_vec2){c->p.x + c->q.x * t, c->p.y + c->q.y * t};
}

static isect_vec2 comp2_dir(const comp2 *c) {
    if (c->kind != LIN_SEG)
        return c->q;
    return (isect_vec2){c->q.x - c->p.x, c->q.y - c->p.y};
}

/* b aimed through x (its direction, or its far end at twice the distance). */
static void aim3(comp3 *b, isect_vec3 x) {
    isect_vec3 d = {x.x - b->p.x, x.y - b->p.y, x.z - b->p.z};
    b->q = b->kind == LIN_SEG ? fp_lerp3(b->p, x, 2) : d;
}

static void aim2(comp2 *b, isect_vec2 x) {
    isect_vec2 d = {x.x - b->p.x, x.y - b->p.y};
    b->q = b->kind == LIN_SEG ? fp_lerp2(b->p, x, 2) : d;
}

/* b reshaped now and then: through a point of a (crossing, or at a's origin or end),
 * parallel or antiparallel to a, starting at a's origin, or with a zero direction. */
static void shape_comp3(gen_rng *rng, const comp3 *a, comp3 *b) {
    isect_vec3 d = comp3_dir(a);
    switch (gen_int(rng, 0, 11)) {
    case 0: aim3(b, comp3_at(a, (isect_real)0.375)); break;
    case 1: aim3(b, a->p); break;
    case 2: aim3(b, comp3_at(a, 1)); break;
    case 3:
        b->q = b->kind == LIN_SEG ? (isect_vec3){b->p.x + d.x, b->p.y + d.y, b->p.z + d.z} : d;
        break;
    case 4: b->q = b->kind == LIN_SEG ? b->p : (isect_vec3){-d.x, -d.y, -d.z}; break;
    case 5: b->p = a->p; break;
    default: break;
    }
}

static void shape_comp2(gen_rng *rng, const comp2 *a, comp2 *b) {
    isect_vec2 d = comp2_dir(a);
    switch (gen_int(rng, 0, 11)) {
    case 0: aim2(b, comp2_at(a, (isect_real)0.375)); break;
    case 1: aim2(b, a->p); break;
    case 2: aim2(b, comp2_at(a, 1)); break;
    case 3: b->q = b->kind == LIN_SEG ? (isect_vec2){b->p.x + d.x, b->p.y + d.y} : d; break;
    case 4: b->q = b->kind == LIN_SEG ? b->p : (isect_vec2){-d.x, -d.y}; break;
    case 5: b->p = a->p; break;
    default: break;
    }
}

/* The public query (fast) and its full path for the kinds of a and b. */
static void closest_comp3(const comp3 *a, const comp3 *b, isect_closest_result3 *fast,
                          isect_closest_result3 *full) {
    isect_line3 la = {a->p, a->q}, lb = {b->p, b->q};
    isect_ray3 ra = {a->p, a->q}, rb = {b->p, b->q};
    isect_seg3 sb = {b->p, b->q};
    switch (a->kind * 3 + b->kind) {
    case LIN_LINE * 3 + LIN_LINE:
        *fast = isect_closest_line3_line3(&la, &lb);
        *full = isect_closest_line3_line3_full(&la, &lb);
        break;
    case LIN_LINE * 3 + LIN_RAY:
        *fast = isect_closest_line3_ray3(&la, &rb);
        *full = isect_closest_line3_ray3_full(&la, &rb);
        break;
    case LIN_LINE * 3 + LIN_SEG:
        *fast = isect_closest_line3_seg3(&la, &sb);
        *full = isect_closest_line3_seg3_full(&la, &sb);
        break;
    case LIN_RAY * 3 + LIN_RAY:
        *fast = isect_closest_ray3_ray3(&ra, &rb);
        *full = isect_closest_ray3_ray3_full(&ra, &rb);
        break;
    default:
        *fast = isect_closest_ray3_seg3(&ra, &sb);
        *full = isect_closest_ray3_seg3_full(&ra, &sb);
        break;
    }
}

static void closest_comp2(const comp2 *a, const comp2 *b, isect_closest_result2 *fast,
                          isect_closest_result2 *full) {
    isect_line2 la = {a->p, a->q}, lb = {b->p, b->q};
    isect_ray2 ra = {a->p, a->q}, rb = {b->p, b->q};
    isect_seg2 sb = {b->p, b->q};
    switch (a->kind * 3 + b->kind) {
    case LIN_LINE * 3 + LIN_LINE:
        *fast = isect_closest_line2_line2(&la, &lb);
        *full = isect_closest_line2_line2_full(&la, &lb);
        break;
    case LIN_LINE * 3 + LIN_RAY:
        *fast = isect_closest_line2_ray2(&la, &rb);
        *full = isect_closest_line2_ray2_full(&la, &rb);
        break;
    case LIN_LINE * 3 + LIN_SEG:
        *fast = isect_closest_line2_seg2(&la, &sb);
        *full = isect_closest_line2_seg2_full(&la, &sb);
        break;
    case LIN_RAY * 3 + LIN_RAY:
        *fast = isect_closest_ray2_ray2(&ra, &rb);
        *full = isect_closest_ray2_ray2_full(&ra, &rb);
        break;
    default:
        *fast = isect_closest_ray2_seg2(&ra, &sb);
        *full = isect_closest_ray2_seg2_full(&ra, &sb);
        break;
    }
}

/* The kind pairs with a line or a ray first (the public functions' order). */
static const int lin_pairs[5][2] = {{LIN_LINE, LIN_LINE},
                                    {LIN_LINE, LIN_RAY},
                                    {LIN_LINE, LIN_SEG},
                                    {LIN_RAY, LIN_RAY},
                                    {LIN_RAY, LIN_SEG}};
static const char *const lin_names3[5] = {"closest_line3_line3", "closest_line3_ray3",
                                          "closest_line3_seg3", "closest_ray3_ray3",
                                          "closest_ray3_seg3"};
static const char *const lin_names2[5] = {"closest_line2_line2", "closest_line2_ray2",
                                          "closest_line2_seg2", "closest_ray2_ray2",
                                          "closest_ray2_seg2"};

static void lines3(void **state) {
    (void)state;
    gen_rng rng;
    gen_seed(&rng, 0x11e3);
    long n = fp_cases(50000), bad = 0;
    for (int k = 0; k < 5; k++) {
        for (int mode = 0; mode < FP_MODES; mode++) {
            for (long i = 0; i < n; i++) {
                int e = fp_scale(&rng);
                comp3 a = {fp_draw3(&rng, mode, e), fp_draw3(&rng, mode, e), lin_pairs[k][0]};
                comp3 b = {fp_draw3(&rng, mode, e), fp_draw3(&rng, mode, e), lin_pairs[k][1]};
                shape_comp3(&rng, &a, &b);
                isect_closest_result3 fast, full;
                closest_comp3(&a, &b, &fast, &full);
                bad += !fp_same_closest3(lin_names3[k], mode * n + i, &fast, &full);
            }
        }
    }
    assert_int_equal(bad, 0);
}

static void lines2(void **state) {
    (void)state;
    gen_rng rng;
    gen_seed(&rng, 0x11e2);
    long n = fp_cases(50000), bad = 0;
    for (int k = 0; k < 5; k++) {
        for (int mode = 0; mode < FP_MODES; mode++) {
            for (long i = 0; i < n; i++) {
                int e = fp_scale(&rng);
                comp2 a = {fp_draw2(&rng, mode, e), fp_draw2(&rng, mode, e), lin_pairs[k][0]};
                comp2 b = {fp_draw2(&rng, mode, e), fp_draw2(&rng, mode, e), lin_pairs[k][1]};
                shape_comp2(&rng, &a, &b);
                isect_closest_result2 fast, full;
                closest_comp2(&a, &b, &fast, &full);
                bad += !fp_same_closest2(lin_names2[k], mode * n + i, &fast, &full);
            }
        }
    }
    assert_int_equal(bad, 0);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(seg3_seg3),
        cmocka_unit_test(seg2_seg2),
        cmocka_unit_test(lines3),
        cmocka_unit_test(lines2),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
