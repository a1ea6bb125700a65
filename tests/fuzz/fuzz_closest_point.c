/* tests/fuzz/fuzz_closest_point.c -- every query of isect/closest_point.h under the
 * contract checks of contract.h: the point of a line, ray or segment closest to a point,
 * in 2D and in 3D.
 *
 * Input: an option byte (NULL component), a mode byte (bit 0: 3D), a scaling exponent,
 * the point p and the numbers a and b (origin and dir of the line and the ray, p0 and p1
 * of the segment). A 2D problem is also asked lifted to 3D (z = 0).
 *
 * Beyond the common contract:
 * - the exact region (closest_point.h): t == 0 exactly when sign((p - a) . dir) <= 0 for
 *   a ray, sign(t) == sign((p - a) . dir) for a line (isect_dot_sign2/3), and for a
 *   segment whose p1 - p0 is exact t == 0 / t == 1 exactly when p projects onto or beyond
 *   that end; point_b is then exactly that end; a point component has t == 0;
 * - accuracy against a long double reference: |t - t*| |d|, |point_b - b*| and
 *   |sqrt(dist_sq) - dist*| within 16 u S, plus a few steps of the subnormal grid;
 *   dist_sq saturated exactly when beyond the range;
 * - the regions agree under scaling by 2^k and between 2D and its lift to 3D. */
#include <float.h>
#include <math.h>

#include "contract.h"

#if ISECT_USE_DOUBLE
#define REAL_MAX DBL_MAX
#define REAL_TRUE_MIN DBL_TRUE_MIN
#define UNIT_ROUNDOFF (DBL_EPSILON / 2)
#else
#define REAL_MAX FLT_MAX
#define REAL_TRUE_MIN FLT_TRUE_MIN
#define UNIT_ROUNDOFF (FLT_EPSILON / 2)
#endif

static const char *const names[2][3] = {
    {"isect_closest_point2_line2", "isect_closest_point2_ray2", "isect_closest_point2_seg2"},
    {"isect_closest_point3_line3", "isect_closest_point3_ray3", "isect_closest_point3_seg3"}};

/* One problem in either dimension. */
typedef struct problem {
    int dim;
    bool valid;
    double p[3];
    fz_lin lin[3];
    fz_closest near[3];
    int side_a;           /* sign((p - a) . b): the line's and the ray's direction */
    int side_p0, side_p1; /* sign((p - a) . d), sign((p - b) . d) with d = b - a exact */
} problem;

/* The region of a result, decided exactly: for a line the sign of t; for a ray t == 0 or
 * beyond; for a segment t == 0, t == 1 or between. */
static int region(const fz_closest *c, int k) {
    if (k == FZ_LINE)
        return (c->t > 0) - (c->t < 0);
    return c->t == 0 ? 0 : (k == FZ_SEG && c->t == 1 ? 1 : 2);
}

/* The reference in long double: t* clamped to the range, b* and the distance. */
static void reference(const problem *x, int k, long double *t, long double *b, long double *dist,
                      long double *scale) {
    const fz_lin *lin = &x->lin[k];
    long double d[3], m[3], dd = 0, md = 0;
    for (int i = 0; i < 3; i++) {
        d[i] = k == FZ_SEG ? (long double)lin->b[i] - lin->a[i] : (long double)lin->b[i];
        m[i] = (long double)x->p[i] - lin->a[i];
        dd += d[i] * d[i];
        md += m[i] * d[i];
    }
    long double u = dd == 0 ? 0 : md / dd;
    if (k != FZ_LINE && u < 0)
        u = 0;
    if (k == FZ_SEG && u > 1)
        u = 1;
    *t = u;
    *dist = 0;
    *scale = 0;
    for (int i = 0; i < 3; i++) {
        b[i] = lin->a[i] + u * d[i];
        *dist += (x->p[i] - b[i]) * (x->p[i] - b[i]);
        *scale = fmaxl(*scale, fmaxl(fabsl(x->p[i]), fabsl(lin->a[i])));
        *scale = fmaxl(*scale, fmaxl(k == FZ_SEG ? fabsl(lin->b[i]) : 0, fabsl(u * d[i])));
    }
    *dist = sqrtl(*dist);
}

static void check_accuracy(const problem *x, int k) {
    const char *q = names[x->dim - 2][k];
    const fz_closest *c = &x->near[k];
    long double t, b[3], dist, s;
    reference(x, k, &t, b, &dist, &s);
    /* 16 u S (the reference's own error far below), plus a few steps of the subnormal
     * grid of the quantity itself */
    long double bound = 16 * UNIT_ROUNDOFF * s + 0x1p-56L * s,
                step = 8 * (long double)REAL_TRUE_MIN;
    long double tol = bound + step;
    for (int i = 0; i < 3; i++)
        FZ_CHECK(q, fz_near_or_saturated(c->point_b[i], b[i], tol, c->flags));
    long double d[3], len = 0;
    for (int i = 0; i < 3; i++) {
        d[i] = k == FZ_SEG ? (long double)x->lin[k].b[i] - x->lin[k].a[i] : x->lin[k].b[i];
        len += d[i] * d[i];
    }
    if (fabsl(t) > REAL_MAX * (1 + 64 * UNIT_ROUNDOFF))
        FZ_CHECK(q, fabsl(c->t) == REAL_MAX && (c->flags & ISECT_SATURATED));
    else if (!(fabsl(c->t) == REAL_MAX && (c->flags & ISECT_SATURATED)))
        FZ_CHECK(q, fabsl(c->t - t) * sqrtl(len) <= bound + step * sqrtl(len));
    if (dist * dist > REAL_MAX * (1 + 64 * UNIT_ROUNDOFF)) {
        FZ_CHECK(q, c->dist_sq == REAL_MAX && (c->flags & ISECT_SATURATED));
        return;
    }
    long double got = sqrtl((long double)c->dist_sq);
    FZ_CHECK(q, fabsl(got - dist) <= tol + sqrtl(8 * (long double)REAL_TRUE_MIN) ||
                    (c->dist_sq == REAL_MAX && (c->flags & ISECT_SATURATED)));
}

static void check(const problem *x) {
    for (int k = 0; k < 3; k++) {
        const char *q = names[x->dim - 2][k];
        const fz_lin *lin = &x->lin[k];
        const fz_closest *c = &x->near[k];
        bool point = fz_lin_point(lin);
        double lo = k == FZ_LINE ? -INFINITY : 0, hi = k == FZ_SEG ? 1 : INFINITY;
        fz_check_closest(q, c, x->p, x->valid, lo, hi, x->valid && point);
        if (!x->valid)
            continue;
        int r = region(c, k);
        FZ_CHECK(q, !point || r == 0);
        FZ_CHECK(q, (k == FZ_LINE ? c->t != 0 : r != 0) ||
                        (c->point_b[0] == lin->a[0] && c->point_b[1] == lin->a[1] &&
                         c->point_b[2] == lin->a[2]));
        FZ_CHECK(q, k != FZ_SEG || r != 1 ||
                        (c->point_b[0] == lin->b[0] && c->point_b[1] == lin->b[1] &&
                         c->point_b[2] == lin->b[2]));
        if (k == FZ_LINE)
            FZ_CHECK(q, r == x->side_a);
        if (k == FZ_RAY)
            FZ_CHECK(q, (r == 0) == (x->side_a <= 0));
        if (k == FZ_SEG && x->side_p0 != FZ_UNKNOWN && !point) {
            FZ_CHECK(q, (r == 0) == (x->side_p0 <= 0));
            FZ_CHECK(q, (r == 1) == (x->side_p1 >= 0));
        }
        check_accuracy(x, k);
    }
}

static void solve2(problem *x, isect_vec2 p, isect_vec2 a, isect_vec2 b, bool null) {
    isect_line2 line = {a, b};
    isect_ray2 ray = {a, b};
    isect_seg2 seg = {a, b};
    x->dim = 2;
    x->valid = !null && isect_valid_line2(&line) && fz_finite2(p);
    x->p[0] = p.x;
    x->p[1] = p.y;
    for (int k = 0; k < 3; k++)
        x->lin[k] = fz_lin2((fz_kind)k, a, b, null);
    x->near[FZ_LINE] = fz_closest2(isect_closest_point2_line2(p, null ? NULL : &line));
    x->near[FZ_RAY] = fz_closest2(isect_closest_point2_ray2(p, null ? NULL : &ray));
    x->near[FZ_SEG] = fz_closest2(isect_closest_point2_seg2(p, null ? NULL : &seg));
    if (!x->valid)
        return;
    x->side_a = isect_dot_sign2(p, a, b);
    isect_vec2 d;
    x->side_p0 = x->side_p1 = FZ_UNKNOWN;
    if (fz_sub_exact(b.x, a.x, &d.x) && fz_sub_exact(b.y, a.y, &d.y)) {
        x->side_p0 = isect_dot_sign2(p, a, d);
        x->side_p1 = isect_dot_sign2(p, b, d);
    }
}

static void solve3(problem *x, isect_vec3 p, isect_vec3 a, isect_vec3 b, bool null) {
    isect_line3 line = {a, b};
    isect_ray3 ray = {a, b};
    isect_seg3 seg = {a, b};
    x->dim = 3;
    x->valid = !null && isect_valid_line3(&line) && fz_finite3(p);
    x->p[0] = p.x;
    x->p[1] = p.y;
    x->p[2] = p.z;
    for (int k = 0; k < 3; k++)
        x->lin[k] = fz_lin3((fz_kind)k, a, b, null);
    x->near[FZ_LINE] = fz_closest3(isect_closest_point3_line3(p, null ? NULL : &line));
    x->near[FZ_RAY] = fz_closest3(isect_closest_point3_ray3(p, null ? NULL : &ray));
    x->near[FZ_SEG] = fz_closest3(isect_closest_point3_seg3(p, null ? NULL : &seg));
    if (!x->valid)
        return;
    x->side_a = isect_dot_sign3(p, a, b);
    isect_vec3 d;
    x->side_p0 = x->side_p1 = FZ_UNKNOWN;
    if (fz_sub3(b, a, &d)) {
        x->side_p0 = isect_dot_sign3(p, a, d);
        x->side_p1 = isect_dot_sign3(p, b, d);
    }
}

/* The regions of two problems that must agree. */
static void check_same_regions(const problem *x, const problem *y) {
    if (!x->valid || !y->valid)
        return;
    for (int k = 0; k < 3; k++)
        FZ_CHECK(names[y->dim - 2][k], region(&x->near[k], k) == region(&y->near[k], k));
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    fz_in in;
    fz_begin(&in, data, size);
    unsigned options = fz_byte(&in), mode = fz_byte(&in);
    int k = fz_exponent(&in);
    bool null = fz_null(options, 0);
    problem x = {0}, y = {0}, z = {0};
    if (mode & 1) {
        isect_vec3 p = fz_vec3(&in, "p"), a = fz_vec3(&in, "a"), b = fz_vec3(&in, "b");
        solve3(&x, p, a, b, null);
        check(&x);
        isect_vec3 sp, sa, sb;
        if (x.valid && fz_scale3(p, k, &sp) && fz_scale3(a, k, &sa) && fz_scale3(b, k, &sb)) {
            solve3(&y, sp, sa, sb, false);
            check_same_regions(&x, &y);
        }
        return 0;
    }
    isect_vec2 p = fz_vec2(&in, "p"), a = fz_vec2(&in, "a"), b = fz_vec2(&in, "b");
    solve2(&x, p, a, b, null);
    check(&x);
    solve3(&y, fz_lift(p), fz_lift(a), fz_lift(b), null);
    check(&y);
    check_same_regions(&x, &y);
    isect_vec2 sp, sa, sb;
    if (x.valid && fz_scale2(p, k, &sp) && fz_scale2(a, k, &sa) && fz_scale2(b, k, &sb)) {
        solve2(&z, sp, sa, sb, false);
        check_same_regions(&x, &z);
    }
    return 0;
}
