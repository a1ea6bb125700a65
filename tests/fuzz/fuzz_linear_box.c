/* tests/fuzz/fuzz_linear_box.c -- every query of isect/linear_box.h under the contract
 * checks of contract.h, in 2D and in 3D.
 *
 * Input: an option byte (NULL arguments), a mode byte (bit 0: 3D), two scaling
 * exponents, the numbers a and b (origin and dir of the line and the ray, p0 and p1 of
 * the segment) and the box's min and max.
 *
 * Beyond the common contract (a solid with flat faces), exact cross-checks:
 * - ISECT_STARTED_INSIDE / ISECT_ENDED_INSIDE exactly when the start / end lies in the
 *   open box (isect_classify_point*_aabb*);
 * - the normal is an axis vector and point[0] lies exactly in the plane of its face;
 *   every reported point lies in the closed box;
 * - a 3D segment meets the box exactly when isect_closest_seg3_aabb3 reports distance 0;
 * - the line is the union of the rays (a, b) and (a, -b); the segment lies on the ray
 *   (a, b - a) when that difference is exact;
 * - a 2D problem answers alike lifted to 3D (z = 0, a box of zero z extent);
 * - every test answers alike when all positions are scaled by 2^k and the directions of
 *   the line and the ray by 2^(k + j), whenever that is exact;
 * - the prepared ray (isect_ray3_inv_from_ray) answers as the ray. */
#include <string.h>

#include "contract.h"

typedef struct answers {
    bool valid, flat; /* flat: a zero extent */
    fz_lin lin[3];    /* line, ray, segment */
    bool test[3];
    fz_find find[3];
    isect_location at_a, at_b;
    double lo[3], hi[3];
    bool ray_back;
    int seg_ray;
    int scaled[3];
} answers;

static const char *const names2[3] = {"isect_find_line2_aabb2", "isect_find_ray2_aabb2",
                                      "isect_find_seg2_aabb2"};
static const char *const names3[3] = {"isect_find_line3_aabb3", "isect_find_ray3_aabb3",
                                      "isect_find_seg3_aabb3"};

/* The normal is +-e_k with point[0] in that face's plane; points lie in the box. */
static void check_faces(const char *q, const answers *x, const fz_find *r, int dim) {
    if (!r->hit)
        return;
    for (int e = 0; e < 2; e++)
        for (int i = 0; i < dim; i++)
            FZ_CHECK(q, x->lo[i] <= r->point[e][i] && r->point[e][i] <= x->hi[i]);
    if (r->flags & ISECT_STARTED_INSIDE)
        return;
    int axes = 0;
    for (int i = 0; i < dim; i++) {
        double n = r->normal[i];
        if (n == 0)
            continue;
        axes++;
        FZ_CHECK(q, n == 1 || n == -1);
        FZ_CHECK(q, r->point[0][i] == (n < 0 ? x->lo[i] : x->hi[i]));
    }
    FZ_CHECK(q, axes == 1);
}

static void check(const answers *x, const char *const names[3], int dim) {
    for (int k = 0; k < 3; k++) {
        const fz_lin *lin = &x->lin[k];
        fz_expect e = {x->valid, x->test[k],     true,
                       false,    FZ_NORMAL_UNIT, x->flat ? FZ_DEG_YES : FZ_DEG_NO,
                       true};
        const fz_find *r = &x->find[k];
        fz_check_find(names[k], lin, r, &e);
        if (!x->valid)
            continue;
        check_faces(names[k], x, r, dim);
        if (k != FZ_LINE || fz_lin_point(lin))
            FZ_CHECK(names[k], !(r->flags & ISECT_STARTED_INSIDE) == (x->at_a != ISECT_INSIDE));
        if (k == FZ_SEG)
            FZ_CHECK(names[k], !(r->flags & ISECT_ENDED_INSIDE) == (x->at_b != ISECT_INSIDE));
        FZ_CHECK(names[k], x->scaled[k] < 0 || x->scaled[k] == x->test[k]);
    }
    if (x->valid)
        fz_check_nesting(names[FZ_LINE], x->test[FZ_LINE], x->test[FZ_RAY], x->ray_back,
                         x->test[FZ_SEG], x->seg_ray);
}

static answers solve2(isect_vec2 a, isect_vec2 b, const isect_aabb2 *box, bool null, int k, int j) {
    answers x = {0};
    fz_comp2 c;
    fz_comp2_set(&c, a, b, null);
    x.valid = c.valid && isect_valid_aabb2(box);
    memcpy(x.lin, c.lin, sizeof x.lin);
    x.test[FZ_LINE] = isect_test_line2_aabb2(c.pl, box);
    x.test[FZ_RAY] = isect_test_ray2_aabb2(c.pr, box);
    x.test[FZ_SEG] = isect_test_seg2_aabb2(c.ps, box);
    x.find[FZ_LINE] = fz_find2(isect_find_line2_aabb2(c.pl, box));
    x.find[FZ_RAY] = fz_find2(isect_find_ray2_aabb2(c.pr, box));
    x.find[FZ_SEG] = fz_find2(isect_find_seg2_aabb2(c.ps, box));
    x.seg_ray = x.scaled[FZ_LINE] = x.scaled[FZ_RAY] = x.scaled[FZ_SEG] = -1;
    if (!x.valid)
        return x;
    x.lo[0] = box->min.x, x.lo[1] = box->min.y;
    x.hi[0] = box->max.x, x.hi[1] = box->max.y;
    x.flat = box->min.x == box->max.x || box->min.y == box->max.y;
    x.at_a = isect_classify_point2_aabb2(a, box);
    x.at_b = isect_classify_point2_aabb2(b, box);
    isect_ray2 back = fz_ray2_back(&c), along;
    x.ray_back = isect_test_ray2_aabb2(&back, box);
    if (fz_ray2_along(&c, &along))
        x.seg_ray = isect_test_ray2_aabb2(&along, box);
    fz_comp2 s;
    isect_aabb2 sb;
    if (fz_comp2_scaled(&c, k, j, &s) && fz_scale2(box->min, k, &sb.min) &&
        fz_scale2(box->max, k, &sb.max)) {
        x.scaled[FZ_LINE] = isect_test_line2_aabb2(&s.line, &sb);
        x.scaled[FZ_RAY] = isect_test_ray2_aabb2(&s.ray, &sb);
        x.scaled[FZ_SEG] = isect_test_seg2_aabb2(&s.seg, &sb);
    }
    return x;
}

static answers solve3(isect_vec3 a, isect_vec3 b, const isect_aabb3 *box, bool null, int k, int j) {
    answers x = {0};
    fz_comp3 c;
    fz_comp3_set(&c, a, b, null);
    x.valid = c.valid && isect_valid_aabb3(box);
    memcpy(x.lin, c.lin, sizeof x.lin);
    x.test[FZ_LINE] = isect_test_line3_aabb3(c.pl, box);
    x.test[FZ_RAY] = isect_test_ray3_aabb3(c.pr, box);
    x.test[FZ_SEG] = isect_test_seg3_aabb3(c.ps, box);
    isect_ray3_inv inv = isect_ray3_inv_from_ray(c.pr);
    FZ_CHECK("isect_test_ray3_inv_aabb3",
             isect_test_ray3_inv_aabb3(&inv, box) == x.test[FZ_RAY] && inv.valid == c.valid);
    FZ_CHECK("isect_test_ray3_inv_aabb3", !isect_test_ray3_inv_aabb3(NULL, box));
    x.find[FZ_LINE] = fz_find3(isect_find_line3_aabb3(c.pl, box));
    x.find[FZ_RAY] = fz_find3(isect_find_ray3_aabb3(c.pr, box));
    x.find[FZ_SEG] = fz_find3(isect_find_seg3_aabb3(c.ps, box));
    x.seg_ray = x.scaled[FZ_LINE] = x.scaled[FZ_RAY] = x.scaled[FZ_SEG] = -1;
    if (!x.valid)
        return x;
    isect_vec3 lo = box->min, hi = box->max;
    x.lo[0] = lo.x, x.lo[1] = lo.y, x.lo[2] = lo.z;
    x.hi[0] = hi.x, x.hi[1] = hi.y, x.hi[2] = hi.z;
    x.flat = lo.x == hi.x || lo.y == hi.y || lo.z == hi.z;
    x.at_a = isect_classify_point3_aabb3(a, box);
    x.at_b = isect_classify_point3_aabb3(b, box);
    isect_closest_feature_result3 d = isect_closest_seg3_aabb3(&c.seg, box);
    FZ_CHECK(names3[FZ_SEG], x.test[FZ_SEG] == (d.dist_sq == 0));
    isect_ray3 back = fz_ray3_back(&c), along;
    x.ray_back = isect_test_ray3_aabb3(&back, box);
    if (fz_ray3_along(&c, &along))
        x.seg_ray = isect_test_ray3_aabb3(&along, box);
    fz_comp3 s;
    isect_aabb3 sb;
    if (fz_comp3_scaled(&c, k, j, &s) && fz_scale3(box->min, k, &sb.min) &&
        fz_scale3(box->max, k, &sb.max)) {
        x.scaled[FZ_LINE] = isect_test_line3_aabb3(&s.line, &sb);
        x.scaled[FZ_RAY] = isect_test_ray3_aabb3(&s.ray, &sb);
        x.scaled[FZ_SEG] = isect_test_seg3_aabb3(&s.seg, &sb);
    }
    return x;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    fz_in in;
    fz_begin(&in, data, size);
    unsigned options = fz_byte(&in), mode = fz_byte(&in);
    int k = fz_exponent(&in), j = fz_exponent(&in);
    bool null_comp = fz_null(options, 0), null_box = fz_null(options, 1);
    if (mode & 1) {
        isect_vec3 a = fz_vec3(&in, "a"), b = fz_vec3(&in, "b");
        isect_aabb3 box;
        box.min = fz_vec3(&in, "min");
        box.max = fz_vec3(&in, "max");
        answers x = solve3(a, b, null_box ? NULL : &box, null_comp, k, j);
        check(&x, names3, 3);
        return 0;
    }
    isect_vec2 a = fz_vec2(&in, "a"), b = fz_vec2(&in, "b");
    isect_aabb2 box;
    box.min = fz_vec2(&in, "min");
    box.max = fz_vec2(&in, "max");
    answers x = solve2(a, b, null_box ? NULL : &box, null_comp, k, j);
    check(&x, names2, 2);
    if (!x.valid)
        return 0;
    isect_line3 line = {fz_lift(a), fz_lift(b)};
    isect_ray3 ray = {fz_lift(a), fz_lift(b)};
    isect_seg3 seg = {fz_lift(a), fz_lift(b)};
    isect_aabb3 box3 = {fz_lift(box.min), fz_lift(box.max)};
    FZ_CHECK(names3[FZ_LINE], isect_test_line3_aabb3(&line, &box3) == x.test[FZ_LINE]);
    FZ_CHECK(names3[FZ_RAY], isect_test_ray3_aabb3(&ray, &box3) == x.test[FZ_RAY]);
    FZ_CHECK(names3[FZ_SEG], isect_test_seg3_aabb3(&seg, &box3) == x.test[FZ_SEG]);
    return 0;
}
