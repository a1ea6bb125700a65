/* tests/fuzz/fuzz_linear_hull.c -- every query of isect/linear_hull.h under the contract
 * checks of contract.h.
 *
 * Input: an option byte (NULL arguments), a mode byte (bit 7: an oriented box, bit 0 then
 * choosing 3D; else the number of planes, 1 to 6), two scaling exponents, the numbers a
 * and b (origin and dir of the line and the ray, p0 and p1 of the segment), then each
 * plane's normal and offset, or the box's centre, axes and half extents.
 *
 * Beyond the common contract (a solid with flat faces), exact cross-checks:
 * - ISECT_STARTED_INSIDE / ISECT_ENDED_INSIDE exactly when the start / end lies in the
 *   open hull (isect_classify_point3_hull3);
 * - a non-zero normal is the unit normal of one of the planes (within 8 u);
 * - the planes in reverse order give the same answers;
 * - an end no plane bounds (a line's or ray's exit with no plane n . d > 0, a line's entry
 *   with none n . d < 0, signs taken exactly with isect_classify_point3_hull3) is the
 *   saturated largest value with ISECT_SATURATED, its point saturated where d_j != 0 and
 *   a_j elsewhere, and is no crossing in count; the common contract covers the answers
 *   with both ends bounded;
 * - the line is the union of the rays (a, b) and (a, -b); the segment lies on the ray
 *   (a, b - a) when that difference is exact;
 * - every test answers alike when all positions and offsets are scaled by 2^k and the
 *   directions of the line and the ray by 2^(k + j), whenever that is exact.
 * Oriented boxes (2D and 3D): the common contract with ISECT_DEGENERATE exactly for a zero
 * half extent; the inside flags against isect_classify_point*_obb*; a non-zero normal is
 * +-axis normalised; the 3D segment meets the box exactly when isect_closest_seg3_obb3
 * reports distance 0; nesting and scaling as above. */
#include <float.h>
#include <math.h>
#include <string.h>

#include "contract.h"

enum { MAX_PLANES = 6 };

static const char *const names[3] = {"isect_find_line3_hull3", "isect_find_ray3_hull3",
                                     "isect_find_seg3_hull3"};

static void tests_of(const fz_comp3 *c, const isect_hull3 *h, bool *t) {
    t[FZ_LINE] = isect_test_line3_hull3(c->pl, h);
    t[FZ_RAY] = isect_test_ray3_hull3(c->pr, h);
    t[FZ_SEG] = isect_test_seg3_hull3(c->ps, h);
}

/* A non-zero normal is within 8 u of some plane's unit normal. */
static bool normal_of_a_plane(const fz_find *r, const isect_plane3 *p, int count) {
    double eps = 8 * (ISECT_USE_DOUBLE ? 0x1p-53 : 0x1p-24);
    for (int i = 0; i < count; i++) {
        double n[3] = {p[i].normal.x, p[i].normal.y, p[i].normal.z};
        double m = fmax(fabs(n[0]), fmax(fabs(n[1]), fabs(n[2])));
        double s[3] = {n[0] / m, n[1] / m, n[2] / m};
        double len = sqrt(s[0] * s[0] + s[1] * s[1] + s[2] * s[2]);
        bool near = true;
        for (int k = 0; k < 3; k++)
            near &= fabs(r->normal[k] - s[k] / len) <= eps;
        if (near)
            return true;
    }
    return false;
}

/* sign(n . v) for plane i, exactly: v against the half-space n . x <= 0. */
static int slope_sign(const isect_plane3 *p, isect_vec3 v) {
    isect_plane3 through_origin = {p->normal, 0};
    isect_hull3 h = {NULL, 0, &through_origin, 1};
    isect_location loc = isect_classify_point3_hull3(v, &h);
    return loc == ISECT_INSIDE ? -1 : (loc == ISECT_ON_BOUNDARY ? 0 : 1);
}

/* Which ends of component q no plane bounds: bit 0 the entry, bit 1 the exit. */
static int unbounded_ends(int q, isect_vec3 d, const isect_plane3 *p, int count) {
    if (q == FZ_SEG)
        return 0;
    bool below = false, above = false;
    for (int i = 0; i < count; i++) {
        int s = slope_sign(&p[i], d);
        below |= s < 0;
        above |= s > 0;
    }
    return (q == FZ_LINE && !below) | (!above) << 1;
}

/* An answer with an unbounded end (see the top). */
static void check_unbounded(const char *q, const fz_lin *lin, const fz_find *r, int ends) {
    const double top = ISECT_USE_DOUBLE ? DBL_MAX : FLT_MAX;
    FZ_CHECK(q, r->flags & ISECT_SATURATED);
    for (int e = 0; e < 2; e++) {
        if (!(ends >> e & 1))
            continue;
        double side = e == 0 ? -1 : 1;
        FZ_CHECK(q, r->t[e] == side * top);
        for (int i = 0; i < 3; i++) {
            double d = lin->b[i], want = d == 0 ? lin->a[i] : (d * side > 0 ? top : -top);
            FZ_CHECK(q, r->point[e][i] == want);
        }
    }
    FZ_CHECK(q, r->t[0] <= r->t[1]);
    bool in0 = r->flags & ISECT_STARTED_INSIDE, touching = r->flags & ISECT_TOUCHING;
    int bounded_crossings = (!(ends & 1) && !in0) + !(ends & 2); /* a line or ray: no end in */
    FZ_CHECK(q, touching ? r->count == ISECT_INFINITE : r->count == bounded_crossings);
    FZ_CHECK(q, !(r->flags & ISECT_ENDED_INSIDE));
}

static const char *const box3_names[3] = {"isect_find_line3_obb3", "isect_find_ray3_obb3",
                                          "isect_find_seg3_obb3"};
static const char *const box2_names[3] = {"isect_find_line2_obb2", "isect_find_ray2_obb2",
                                          "isect_find_seg2_obb2"};

/* A non-zero normal is +-axis k normalised (within 8 u) for some k. */
static bool normal_of_an_axis(const fz_find *r, const isect_vec3 *axis, int dim) {
    isect_plane3 sides[6];
    for (int k = 0; k < dim; k++) {
        sides[2 * k] = (isect_plane3){axis[k], 0};
        sides[2 * k + 1] = (isect_plane3){{-axis[k].x, -axis[k].y, -axis[k].z}, 0};
    }
    return normal_of_a_plane(r, sides, 2 * dim);
}

/* The checks common to both dimensions (see the top); in: the classification of a and b. */
static void check_box(const char *const qnames[3], const fz_lin *lins, const fz_find *find,
                      const bool *test, bool valid, bool flat, isect_location at_a,
                      isect_location at_b, const isect_vec3 *axis, int dim) {
    for (int q = 0; q < 3; q++) {
        fz_expect e = {valid, test[q], true, false, FZ_NORMAL_UNIT, flat ? FZ_DEG_YES : FZ_DEG_NO,
                       true};
        const fz_find *r = &find[q];
        fz_check_find(qnames[q], &lins[q], r, &e);
        if (!valid || !r->hit)
            continue;
        if (q != FZ_LINE || fz_lin_point(&lins[q]))
            FZ_CHECK(qnames[q], !(r->flags & ISECT_STARTED_INSIDE) == (at_a != ISECT_INSIDE));
        if (q == FZ_SEG)
            FZ_CHECK(qnames[q], !(r->flags & ISECT_ENDED_INSIDE) == (at_b != ISECT_INSIDE));
        bool zero = r->normal[0] == 0 && r->normal[1] == 0 && r->normal[2] == 0;
        FZ_CHECK(qnames[q], zero || normal_of_an_axis(r, axis, dim));
    }
}

static void run_box3(fz_in *in, unsigned options, int k, int j) {
    isect_vec3 a = fz_vec3(in, "a"), b = fz_vec3(in, "b");
    isect_obb3 box;
    box.center = fz_vec3(in, "center");
    for (int i = 0; i < 3; i++)
        box.axis[i] = fz_vec3(in, "axis");
    box.half = fz_vec3(in, "half");
    const isect_obb3 *pb = fz_null(options, 1) ? NULL : &box;
    fz_comp3 c;
    fz_comp3_set(&c, a, b, fz_null(options, 0));
    bool valid = c.valid && isect_valid_obb3(pb);
    bool test[3] = {isect_test_line3_obb3(c.pl, pb), isect_test_ray3_obb3(c.pr, pb),
                    isect_test_seg3_obb3(c.ps, pb)};
    fz_find find[3] = {fz_find3(isect_find_line3_obb3(c.pl, pb)),
                       fz_find3(isect_find_ray3_obb3(c.pr, pb)),
                       fz_find3(isect_find_seg3_obb3(c.ps, pb))};
    bool flat = valid && (box.half.x == 0 || box.half.y == 0 || box.half.z == 0);
    isect_location at_a = valid ? isect_classify_point3_obb3(a, pb) : ISECT_LOCATION_INVALID;
    isect_location at_b = valid ? isect_classify_point3_obb3(b, pb) : ISECT_LOCATION_INVALID;
    check_box(box3_names, c.lin, find, test, valid, flat, at_a, at_b, box.axis, 3);
    if (!valid)
        return;
    isect_closest_feature_result3 d = isect_closest_seg3_obb3(&c.seg, pb);
    FZ_CHECK(box3_names[FZ_SEG], test[FZ_SEG] == (d.dist_sq == 0));
    isect_ray3 back = fz_ray3_back(&c), along;
    int seg_ray = fz_ray3_along(&c, &along) ? isect_test_ray3_obb3(&along, pb) : -1;
    fz_check_nesting(box3_names[FZ_LINE], test[FZ_LINE], test[FZ_RAY],
                     isect_test_ray3_obb3(&back, pb), test[FZ_SEG], seg_ray);
    fz_comp3 s;
    isect_obb3 sb = box;
    if (fz_comp3_scaled(&c, k, j, &s) && fz_scale3(box.center, k, &sb.center) &&
        fz_scale3(box.half, k, &sb.half)) {
        FZ_CHECK(box3_names[FZ_LINE], isect_test_line3_obb3(&s.line, &sb) == test[FZ_LINE]);
        FZ_CHECK(box3_names[FZ_RAY], isect_test_ray3_obb3(&s.ray, &sb) == test[FZ_RAY]);
        FZ_CHECK(box3_names[FZ_SEG], isect_test_seg3_obb3(&s.seg, &sb) == test[FZ_SEG]);
    }
}

static void run_box2(fz_in *in, unsigned options, int k, int j) {
    isect_vec2 a = fz_vec2(in, "a"), b = fz_vec2(in, "b");
    isect_obb2 box;
    box.center = fz_vec2(in, "center");
    box.axis = fz_vec2(in, "axis");
    box.half = fz_vec2(in, "half");
    const isect_obb2 *pb = fz_null(options, 1) ? NULL : &box;
    fz_comp2 c;
    fz_comp2_set(&c, a, b, fz_null(options, 0));
    bool valid = c.valid && isect_valid_obb2(pb);
    bool test[3] = {isect_test_line2_obb2(c.pl, pb), isect_test_ray2_obb2(c.pr, pb),
                    isect_test_seg2_obb2(c.ps, pb)};
    fz_find find[3] = {fz_find2(isect_find_line2_obb2(c.pl, pb)),
                       fz_find2(isect_find_ray2_obb2(c.pr, pb)),
                       fz_find2(isect_find_seg2_obb2(c.ps, pb))};
    bool flat = valid && (box.half.x == 0 || box.half.y == 0);
    isect_location at_a = valid ? isect_classify_point2_obb2(a, pb) : ISECT_LOCATION_INVALID;
    isect_location at_b = valid ? isect_classify_point2_obb2(b, pb) : ISECT_LOCATION_INVALID;
    isect_vec3 axis[2] = {fz_lift(box.axis), fz_lift((isect_vec2){-box.axis.y, box.axis.x})};
    check_box(box2_names, c.lin, find, test, valid, flat, at_a, at_b, axis, 2);
    if (!valid)
        return;
    isect_ray2 back = fz_ray2_back(&c), along;
    int seg_ray = fz_ray2_along(&c, &along) ? isect_test_ray2_obb2(&along, pb) : -1;
    fz_check_nesting(box2_names[FZ_LINE], test[FZ_LINE], test[FZ_RAY],
                     isect_test_ray2_obb2(&back, pb), test[FZ_SEG], seg_ray);
    fz_comp2 s;
    isect_obb2 sb = box;
    if (fz_comp2_scaled(&c, k, j, &s) && fz_scale2(box.center, k, &sb.center) &&
        fz_scale2(box.half, k, &sb.half)) {
        FZ_CHECK(box2_names[FZ_LINE], isect_test_line2_obb2(&s.line, &sb) == test[FZ_LINE]);
        FZ_CHECK(box2_names[FZ_RAY], isect_test_ray2_obb2(&s.ray, &sb) == test[FZ_RAY]);
        FZ_CHECK(box2_names[FZ_SEG], isect_test_seg2_obb2(&s.seg, &sb) == test[FZ_SEG]);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    fz_in in;
    fz_begin(&in, data, size);
    unsigned options = fz_byte(&in), mode = fz_byte(&in);
    int k = fz_exponent(&in), j = fz_exponent(&in);
    if (mode & 0x80) {
        if (mode & 1)
            run_box3(&in, options, k, j);
        else
            run_box2(&in, options, k, j);
        return 0;
    }
    int count = (int)(mode % MAX_PLANES) + 1;
    isect_vec3 a = fz_vec3(&in, "a"), b = fz_vec3(&in, "b");
    isect_plane3 planes[MAX_PLANES], reversed[MAX_PLANES];
    for (int i = 0; i < count; i++) {
        planes[i].normal = fz_vec3(&in, "normal");
        planes[i].offset = fz_real(&in, "offset");
        reversed[count - 1 - i] = planes[i];
    }
    isect_hull3 hull = {NULL, 0, planes, (size_t)count},
                hull_r = {NULL, 0, reversed, (size_t)count};
    const isect_hull3 *h = fz_null(options, 1) ? NULL : &hull;
    fz_comp3 c;
    fz_comp3_set(&c, a, b, fz_null(options, 0));
    bool valid = c.valid && h && isect_valid_hull3(h);
    bool test[3], test_r[3];
    tests_of(&c, h, test);
    tests_of(&c, h ? &hull_r : NULL, test_r);
    fz_find find[3] = {fz_find3(isect_find_line3_hull3(c.pl, h)),
                       fz_find3(isect_find_ray3_hull3(c.pr, h)),
                       fz_find3(isect_find_seg3_hull3(c.ps, h))};
    isect_location at_a = valid ? isect_classify_point3_hull3(a, h) : ISECT_LOCATION_INVALID;
    isect_location at_b = valid ? isect_classify_point3_hull3(b, h) : ISECT_LOCATION_INVALID;
    for (int q = 0; q < 3; q++) {
        fz_expect e = {valid, test[q], true, false, FZ_NORMAL_UNIT, FZ_DEG_NO, true};
        const fz_find *r = &find[q];
        int ends =
            valid && r->hit && !fz_lin_point(&c.lin[q]) ? unbounded_ends(q, b, planes, count) : 0;
        if (ends)
            check_unbounded(names[q], &c.lin[q], r, ends);
        else
            fz_check_find(names[q], &c.lin[q], r, &e);
        FZ_CHECK(names[q], test_r[q] == test[q]);
        if (!valid || !r->hit)
            continue;
        if (q != FZ_LINE || fz_lin_point(&c.lin[q]))
            FZ_CHECK(names[q], !(r->flags & ISECT_STARTED_INSIDE) == (at_a != ISECT_INSIDE));
        if (q == FZ_SEG)
            FZ_CHECK(names[q], !(r->flags & ISECT_ENDED_INSIDE) == (at_b != ISECT_INSIDE));
        bool zero = r->normal[0] == 0 && r->normal[1] == 0 && r->normal[2] == 0;
        FZ_CHECK(names[q], zero || normal_of_a_plane(r, planes, count));
    }
    if (!valid)
        return 0;
    isect_ray3 back = fz_ray3_back(&c), along;
    int seg_ray = fz_ray3_along(&c, &along) ? isect_test_ray3_hull3(&along, h) : -1;
    fz_check_nesting(names[FZ_LINE], test[FZ_LINE], test[FZ_RAY], isect_test_ray3_hull3(&back, h),
                     test[FZ_SEG], seg_ray);
    fz_comp3 s;
    isect_plane3 scaled[MAX_PLANES];
    bool exact = fz_comp3_scaled(&c, k, j, &s);
    for (int i = 0; i < count && exact; i++) {
        scaled[i].normal = planes[i].normal;
        exact &= fz_scale_exact(planes[i].offset, k, &scaled[i].offset);
    }
    if (exact) {
        isect_hull3 hs = {NULL, 0, scaled, (size_t)count};
        FZ_CHECK(names[FZ_LINE], isect_test_line3_hull3(&s.line, &hs) == test[FZ_LINE]);
        FZ_CHECK(names[FZ_RAY], isect_test_ray3_hull3(&s.ray, &hs) == test[FZ_RAY]);
        FZ_CHECK(names[FZ_SEG], isect_test_seg3_hull3(&s.seg, &hs) == test[FZ_SEG]);
    }
    return 0;
}
