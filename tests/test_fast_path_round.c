/* The fast paths of the point queries against round solids and convex polygons
 * (src/query/closest_point/point_round.c, point_poly.c) answer exactly as their full
 * paths, bit for bit, over the input families of check/fast_path.h (ISECT_FAST_PATH_CASES
 * cases per family, default 200000), with the point also drawn near the axis and near
 * the surface, radii of zero and tiny, and invalid radii and points now and then. */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
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

/* A radius near sqrt(d2) (a few ulps either way), for points near the surface. */
static isect_real near_radius(gen_rng *rng, isect_real d2) {
    return gen_ulps((isect_real)sqrt((double)d2), (int)gen_int(rng, -3, 3));
}

/* Now and then an invalid radius or point coordinate. */
static isect_real spoil(gen_rng *rng, isect_real x) {
    switch (gen_int(rng, 0, 63)) {
    case 0: return -x - 1;
    case 1: return (isect_real)NAN;
    case 2: return (isect_real)INFINITY;
    default: return x;
    }
}

static void point3_capsule3(void **state) {
    (void)state;
    gen_rng rng;
    gen_seed(&rng, 0xca53);
    long n = fp_cases(200000), bad = 0;
    for (int mode = 0; mode < FP_MODES; mode++) {
        for (long i = 0; i < n; i++) {
            int e = fp_scale(&rng);
            isect_capsule3 cap = {draw3(&rng, mode, e), draw3(&rng, mode, e),
                                  fp_radius(&rng, mode, e)};
            isect_vec3 p = draw3(&rng, mode, e);
            if (gen_int(&rng, 0, 7) == 0) /* p near the core's line */
                p = (isect_vec3){cap.p0.x + (cap.p1.x - cap.p0.x) * (isect_real)0.375,
                                 cap.p0.y + (cap.p1.y - cap.p0.y) * (isect_real)0.375,
                                 cap.p0.z + (cap.p1.z - cap.p0.z) * (isect_real)0.375};
            if (gen_int(&rng, 0, 3) == 0) { /* p near the surface */
                isect_seg3 core = {cap.p0, cap.p1};
                cap.radius = near_radius(&rng, isect_closest_point3_seg3(p, &core).dist_sq);
            }
            cap.radius = spoil(&rng, cap.radius);
            p.y = spoil(&rng, p.y);
            isect_closest_feature_result3 fast = isect_closest_point3_capsule3(p, &cap);
            isect_closest_feature_result3 full = isect_closest_point3_capsule3_full(p, &cap);
            bad += !fp_same_feature3("closest_point3_capsule3", mode * n + i, &fast, &full);
        }
    }
    assert_int_equal(bad, 0);
}

static void point2_capsule2(void **state) {
    (void)state;
    gen_rng rng;
    gen_seed(&rng, 0xca52);
    long n = fp_cases(200000), bad = 0;
    for (int mode = 0; mode < FP_MODES; mode++) {
        for (long i = 0; i < n; i++) {
            int e = fp_scale(&rng);
            isect_capsule2 cap = {draw2(&rng, mode, e), draw2(&rng, mode, e),
                                  fp_radius(&rng, mode, e)};
            isect_vec2 p = draw2(&rng, mode, e);
            if (gen_int(&rng, 0, 7) == 0)
                p = (isect_vec2){cap.p0.x + (cap.p1.x - cap.p0.x) * (isect_real)0.375,
                                 cap.p0.y + (cap.p1.y - cap.p0.y) * (isect_real)0.375};
            if (gen_int(&rng, 0, 3) == 0) {
                isect_seg2 core = {cap.p0, cap.p1};
                cap.radius = near_radius(&rng, isect_closest_point2_seg2(p, &core).dist_sq);
            }
            cap.radius = spoil(&rng, cap.radius);
            p.y = spoil(&rng, p.y);
            isect_closest_feature_result2 fast = isect_closest_point2_capsule2(p, &cap);
            isect_closest_feature_result2 full = isect_closest_point2_capsule2_full(p, &cap);
            bad += !fp_same_feature2("closest_point2_capsule2", mode * n + i, &fast, &full);
        }
    }
    assert_int_equal(bad, 0);
}

static void point3_cylinder3(void **state) {
    (void)state;
    gen_rng rng;
    gen_seed(&rng, 0xc713);
    long n = fp_cases(200000), bad = 0;
    for (int mode = 0; mode < FP_MODES; mode++) {
        for (long i = 0; i < n; i++) {
            int e = fp_scale(&rng);
            isect_cylinder3 cyl = {draw3(&rng, mode, e), draw3(&rng, mode, e),
                                   fp_radius(&rng, mode, e)};
            isect_vec3 p = draw3(&rng, mode, e),
                       d = {cyl.p1.x - cyl.p0.x, cyl.p1.y - cyl.p0.y, cyl.p1.z - cyl.p0.z};
            int where = (int)gen_int(&rng, 0, 7);
            if (where == 0) /* p on or near the axis */
                p = (isect_vec3){cyl.p0.x + d.x * (isect_real)0.375,
                                 cyl.p0.y + d.y * (isect_real)0.375,
                                 cyl.p0.z + d.z * (isect_real)0.375};
            else if (where == 1) /* p near the end planes: an end plus a multiple of d */
                p = (isect_vec3){p.x - d.x * (isect_real)0.5, p.y - d.y * (isect_real)0.5,
                                 p.z - d.z * (isect_real)0.5};
            if (gen_int(&rng, 0, 3) == 0) { /* p near the side */
                isect_line3 axis = {cyl.p0, d};
                cyl.radius = near_radius(&rng, isect_closest_point3_line3(p, &axis).dist_sq);
            }
            cyl.radius = spoil(&rng, cyl.radius);
            p.y = spoil(&rng, p.y);
            isect_closest_feature_result3 fast = isect_closest_point3_cylinder3(p, &cyl);
            isect_closest_feature_result3 full = isect_closest_point3_cylinder3_full(p, &cyl);
            bad += !fp_same_feature3("closest_point3_cylinder3", mode * n + i, &fast, &full);
        }
    }
    assert_int_equal(bad, 0);
}

static void point3_cone3(void **state) {
    (void)state;
    gen_rng rng;
    gen_seed(&rng, 0xc043);
    long n = fp_cases(200000), bad = 0;
    for (int mode = 0; mode < FP_MODES; mode++) {
        for (long i = 0; i < n; i++) {
            int e = fp_scale(&rng);
            isect_cone3 cone = {draw3(&rng, mode, e), draw3(&rng, mode, e),
                                fp_radius(&rng, mode, e)};
            isect_vec3 p = draw3(&rng, mode, e),
                       d = {cone.base.x - cone.apex.x, cone.base.y - cone.apex.y,
                            cone.base.z - cone.apex.z};
            int where = (int)gen_int(&rng, 0, 7);
            if (where == 0) /* p on or near the axis */
                p = (isect_vec3){cone.apex.x + d.x * (isect_real)0.375,
                                 cone.apex.y + d.y * (isect_real)0.375,
                                 cone.apex.z + d.z * (isect_real)0.375};
            else if (where == 1) /* p at or near the apex */
                p = (isect_vec3){gen_ulps(cone.apex.x, (int)gen_int(&rng, -2, 2)),
                                 gen_ulps(cone.apex.y, (int)gen_int(&rng, -2, 2)),
                                 gen_ulps(cone.apex.z, (int)gen_int(&rng, -2, 2))};
            else if (where == 2) /* p near the base plane */
                p = (isect_vec3){p.x - d.x * (isect_real)0.5, p.y - d.y * (isect_real)0.5,
                                 p.z - d.z * (isect_real)0.5};
            if (gen_int(&rng, 0, 3) == 0) { /* p near the rim's cylinder */
                isect_line3 axis = {cone.apex, d};
                cone.radius = near_radius(&rng, isect_closest_point3_line3(p, &axis).dist_sq);
            }
            cone.radius = spoil(&rng, cone.radius);
            p.y = spoil(&rng, p.y);
            isect_closest_feature_result3 fast = isect_closest_point3_cone3(p, &cone);
            isect_closest_feature_result3 full = isect_closest_point3_cone3_full(p, &cone);
            bad += !fp_same_feature3("closest_point3_cone3", mode * n + i, &fast, &full);
        }
    }
    assert_int_equal(bad, 0);
}

/* A convex polygon of the family `mode` (vertices on a turned ellipse, either
 * orientation; integer and nudged families rounded to the grid first, so collinear,
 * repeated and non-convex corners occur too), or now and then one of gen_poly2's
 * (star-shaped, self-intersecting, adversarial, invalid). */
static int draw_poly2(gen_rng *rng, int mode, int e, isect_vec2 *v, isect_vec2 *p,
                      const isect_vec2 **vp) {
    *vp = v;
    if (gen_int(rng, 0, 15) == 0) {
        gen_poly g;
        gen_poly2(rng, (int)gen_int(rng, 0, 2), &g);
        for (int i = 0; i < g.n; i++)
            v[i] = (isect_vec2){g.v[i][0], g.v[i][1]};
        *p = (isect_vec2){g.p[0], g.p[1]};
        if (g.null_v)
            *vp = NULL;
        return g.null_poly ? -1 : g.n;
    }
    int n = gen_int(rng, 0, 31) == 0 ? (int)gen_int(rng, 60, 70) : (int)gen_int(rng, 3, 10);
    double angle[70], rx = gen_range(rng, 0.2, 1), ry = gen_range(rng, 0.2, 1);
    double turn = gen_range(rng, 0, 6.283185307179586), cx = gen_range(rng, -1, 1);
    double cy = gen_range(rng, -1, 1), grid = mode == FP_INTEGER || mode == FP_NUDGED ? 3 : 0;
    for (int i = 0; i < n; i++)
        angle[i] = gen_range(rng, 0, 6.283185307179586);
    for (int i = 1; i < n; i++) /* sorted: a convex polygon */
        for (int j = i; j > 0 && angle[j - 1] > angle[j]; j--) {
            double t = angle[j];
            angle[j] = angle[j - 1];
            angle[j - 1] = t;
        }
    bool clockwise = gen_int(rng, 0, 1);
    for (int i = 0; i < n; i++) {
        double a = angle[clockwise ? n - 1 - i : i];
        double x = rx * cos(a), y = ry * sin(a);
        double c[2] = {cx + x * cos(turn) - y * sin(turn), cy + x * sin(turn) + y * cos(turn)};
        isect_real r[2];
        for (int k = 0; k < 2; k++) {
            double u = grid > 0 ? round(c[k] * grid) : c[k];
            if (mode == FP_MIXED)
                u *= ldexp(1, (int)gen_int(rng, -2, 2));
            r[k] = (isect_real)ldexp(u, e);
            if (mode == FP_NUDGED)
                r[k] = gen_ulps(r[k], (int)gen_int(rng, -2, 2));
        }
        v[i] = (isect_vec2){r[0], r[1]};
    }
    int where = (int)gen_int(rng, 0, 7);
    if (where == 0) { /* on or near an edge */
        int i = (int)gen_int(rng, 0, n - 1), j = (i + 1) % n;
        *p = (isect_vec2){v[i].x + (v[j].x - v[i].x) * (isect_real)0.375,
                          v[i].y + (v[j].y - v[i].y) * (isect_real)0.375};
    } else if (where == 1) { /* at or near a vertex */
        int i = (int)gen_int(rng, 0, n - 1);
        *p = (isect_vec2){gen_ulps(v[i].x, (int)gen_int(rng, -2, 2)),
                          gen_ulps(v[i].y, (int)gen_int(rng, -2, 2))};
    } else {
        *p = (isect_vec2){(isect_real)ldexp(gen_range(rng, -2.5, 2.5), e),
                          (isect_real)ldexp(gen_range(rng, -2.5, 2.5), e)};
        if (grid > 0)
            *p = (isect_vec2){(isect_real)ldexp(round(ldexp(p->x, -e) * 2) / 2, e),
                              (isect_real)ldexp(round(ldexp(p->y, -e) * 2) / 2, e)};
    }
    p->y = spoil(rng, p->y);
    return n;
}

static void point2_poly2(void **state) {
    (void)state;
    gen_rng rng;
    gen_seed(&rng, 0x9012);
    long n = fp_cases(200000), bad = 0;
    isect_vec2 v[GEN_POLY_MAX > 70 ? GEN_POLY_MAX : 70];
    for (int mode = 0; mode < FP_MODES; mode++) {
        for (long i = 0; i < n; i++) {
            int e = fp_scale(&rng);
            isect_vec2 p;
            const isect_vec2 *vp;
            int count = draw_poly2(&rng, mode, e, v, &p, &vp);
            isect_poly2 poly = {vp, count < 0 ? 0 : (size_t)count};
            const isect_poly2 *pp = count < 0 ? NULL : &poly;
            isect_closest_feature_result2 fast = isect_closest_point2_poly2(p, pp);
            isect_closest_feature_result2 full = isect_closest_point2_poly2_full(p, pp);
            bad += !fp_same_feature2("closest_point2_poly2", mode * n + i, &fast, &full);
        }
    }
    assert_int_equal(bad, 0);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(point3_capsule3),  cmocka_unit_test(point2_capsule2),
        cmocka_unit_test(point3_cylinder3), cmocka_unit_test(point3_cone3),
        cmocka_unit_test(point2_poly2),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
