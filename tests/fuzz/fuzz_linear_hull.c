/* tests/fuzz/fuzz_linear_hull.c -- every query of isect/linear_hull.h under the contract
 * checks of contract.h.
 *
 * Input: an option byte (NULL arguments), a mode byte (the number of planes, 1 to 6),
 * two scaling exponents, the numbers a and b (origin and dir of the line and the ray, p0
 * and p1 of the segment), then each plane's normal and offset.
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
 *   directions of the line and the ray by 2^(k + j), whenever that is exact. */
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

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    fz_in in;
    fz_begin(&in, data, size);
    unsigned options = fz_byte(&in), mode = fz_byte(&in);
    int k = fz_exponent(&in), j = fz_exponent(&in);
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
