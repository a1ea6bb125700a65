/* Lines, rays and segments against discs and balls; see check_linear_sphere.h. */
#include "check/check_linear_sphere.h"

#include <float.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

/* Documented bounds (docs/accuracy.md), in units of isect_real's unit roundoff u. */
#define BOUND_T 16.0
#define BOUND_POINT 16.0
#define BOUND_NORMAL 16.0

/* The library's answers in one shape for 2D and 3D. */
typedef struct answer {
    bool test, test_reversed;
    isect_find_result3 find;
} answer;

static answer ask_library(const gen_lin_ball *x) {
    answer ans = {false, false, {0}};
    isect_vec2 a2 = {x->a[0], x->a[1]}, b2 = {x->b[0], x->b[1]};
    isect_vec3 a3 = {x->a[0], x->a[1], x->a[2]}, b3 = {x->b[0], x->b[1], x->b[2]};
    isect_circle2 circle = {{x->c[0], x->c[1]}, x->r};
    isect_sphere3 sphere = {{x->c[0], x->c[1], x->c[2]}, x->r};
    if (x->dim == 2) {
        if (x->kind == ORACLE_SEGMENT) {
            isect_seg2 s = {a2, b2}, rev = {b2, a2};
            ans.test = isect_test_seg2_circle2(&s, &circle);
            ans.test_reversed = isect_test_seg2_circle2(&rev, &circle);
            ans.find = check_widen_find2(isect_find_seg2_circle2(&s, &circle));
        } else if (x->kind == ORACLE_RAY) {
            isect_ray2 s = {a2, b2};
            ans.test = ans.test_reversed = isect_test_ray2_circle2(&s, &circle);
            ans.find = check_widen_find2(isect_find_ray2_circle2(&s, &circle));
        } else {
            isect_line2 s = {a2, b2}, rev = {a2, {-b2.x, -b2.y}};
            ans.test = isect_test_line2_circle2(&s, &circle);
            ans.test_reversed = isect_test_line2_circle2(&rev, &circle);
            ans.find = check_widen_find2(isect_find_line2_circle2(&s, &circle));
        }
    } else {
        if (x->kind == ORACLE_SEGMENT) {
            isect_seg3 s = {a3, b3}, rev = {b3, a3};
            ans.test = isect_test_seg3_sphere3(&s, &sphere);
            ans.test_reversed = isect_test_seg3_sphere3(&rev, &sphere);
            ans.find = isect_find_seg3_sphere3(&s, &sphere);
        } else if (x->kind == ORACLE_RAY) {
            isect_ray3 s = {a3, b3};
            ans.test = ans.test_reversed = isect_test_ray3_sphere3(&s, &sphere);
            ans.find = isect_find_ray3_sphere3(&s, &sphere);
        } else {
            isect_line3 s = {a3, b3}, rev = {a3, {-b3.x, -b3.y, -b3.z}};
            ans.test = isect_test_line3_sphere3(&s, &sphere);
            ans.test_reversed = isect_test_line3_sphere3(&rev, &sphere);
            ans.find = isect_find_line3_sphere3(&s, &sphere);
        }
    }
    return ans;
}

static void widen_case(const gen_lin_ball *x, double a[3], double b[3], double c[3]) {
    for (int i = 0; i < 3; i++) {
        a[i] = x->a[i];
        b[i] = x->b[i];
        c[i] = x->c[i];
    }
}

static bool case_valid(const gen_lin_ball *x) {
    for (int i = 0; i < x->dim; i++)
        if (!isfinite(x->a[i]) || !isfinite(x->b[i]) || !isfinite(x->c[i]))
            return false;
    return isfinite(x->r) && x->r >= 0;
}

static bool is_point(const gen_lin_ball *x) {
    bool point = true;
    for (int i = 0; i < x->dim; i++)
        point &= x->kind == ORACLE_SEGMENT ? x->a[i] == x->b[i] : x->b[i] == 0;
    return point;
}

const linear_sphere_query linear_sphere_queries[LINEAR_SPHERE_QUERIES] = {
    {"test_seg2_circle2", ORACLE_SEGMENT, 2}, {"test_ray2_circle2", ORACLE_RAY, 2},
    {"test_line2_circle2", ORACLE_LINE, 2},   {"test_seg3_sphere3", ORACLE_SEGMENT, 3},
    {"test_ray3_sphere3", ORACLE_RAY, 3},     {"test_line3_sphere3", ORACLE_LINE, 3},
};

void linear_sphere_generate(gen_rng *rng, const linear_sphere_query *q, int mode, gen_lin_ball *x) {
    if (mode == 0)
        gen_lin_ball_uniform(rng, q->kind, q->dim, x);
    else if (mode == 1)
        gen_lin_ball_adversarial(rng, q->kind, q->dim, x);
    else
        gen_lin_ball_invalid(rng, q->kind, q->dim, x);
}

int linear_sphere_lengths(const linear_sphere_query *q, gen_lin_ball *x, isect_real **v) {
    (void)q;
    return gen_lin_ball_lengths(x, v);
}

bool linear_sphere_reference(const linear_sphere_query *q, const gen_lin_ball *x,
                             linear_sphere_ref *ref) {
    (void)q;
    memset(ref, 0, sizeof *ref);
    if (!case_valid(x))
        return false;
    double a[3], b[3], c[3], r = x->r;
    widen_case(x, a, b, c);
    oracle_kind kind = (oracle_kind)x->kind;
    ref->sign = oracle_lin_ball_sign(kind, x->dim, a, b, c, r);
    bool point = is_point(x), touching = ref->sign == 0;
    ref->start_in =
        !touching && (point || kind != ORACLE_LINE) && oracle_point_ball_sign(x->dim, a, c, r) < 0;
    ref->end_in = !touching &&
                  (point ? ref->start_in
                         : kind == ORACLE_SEGMENT && oracle_point_ball_sign(x->dim, b, c, r) < 0);
    if (ref->sign <= 0 && !point)
        ref->crossings =
            oracle_lin_ball_crossings(kind, x->dim, a, b, c, r, ref->cross, &ref->grazing);
    return true;
}

const char *linear_sphere_check_invalid(const gen_lin_ball *x) {
    answer ans = ask_library(x);
    if (ans.test || ans.find.hit)
        return "invalid input reported as a hit";
    if (!(ans.find.flags & ISECT_INVALID))
        return "invalid input without ISECT_INVALID";
    if (!check_find_is_zero(&ans.find))
        return "invalid input left non-zero fields";
    return NULL;
}

/* Constructed values against the reference (scaled by 2^k), normalised as in
 * docs/accuracy.md: an error e in a parameter t counts as e |d| g / (u S) and in a point
 * as e g / (u S), with S the largest input magnitude (or |t d|, if larger) and g the
 * grazing cosine. */
static const char *check_accuracy(const gen_lin_ball *x, const linear_sphere_ref *ref, int k,
                                  const isect_find_result3 *f, oracle_row *row) {
    if (ref->crossings == 0)
        return "oracle found no crossing for a hit";
    long double dlen = 0, scale = x->r;
    for (int i = 0; i < x->dim; i++) {
        long double di = x->kind == ORACLE_SEGMENT ? (long double)x->b[i] - x->a[i] : x->b[i];
        dlen += di * di;
        scale = fmaxl(scale, fmaxl(fabsl(x->a[i]), fabsl(x->c[i])));
        if (x->kind == ORACLE_SEGMENT)
            scale = fmaxl(scale, fabsl(x->b[i]));
    }
    dlen = sqrtl(dlen);
    bool touching = f->flags & ISECT_TOUCHING;
    double g = touching || ref->crossings == 1 ? 1.0 : ref->grazing;
    check_sat sat = {false, false};
    for (int end = 0; end < 2; end++) {
        if ((end == 0 && ref->start_in) || (end == 1 && ref->end_in))
            continue; /* exactly 0 or 1, checked by the caller */
        const oracle_crossing *q = &ref->cross[end];
        long double s = fmaxl(scale, fabsl(q->t_wide * dlen));
        double err_t = check_normalised(check_err(f->t[end], q->t_wide, &sat), dlen * g, s);
        row->err_t = fmax(row->err_t, err_t);
        if (!(err_t <= BOUND_T))
            return "t outside its documented error bound";
        long double err_p = 0, err_n = 0;
        for (int i = 0; i < x->dim; i++) {
            long double p = ldexpl(q->point[i], k);
            err_p = fmaxl(err_p, check_err(check_coord(f->point[end], i), p, &sat));
            err_n = fmaxl(err_n, oracle_dd_err(q->normal[i], check_coord(f->normal, i)));
        }
        double ep = check_normalised(err_p, g, s);
        row->err_point = fmax(row->err_point, ep);
        if (!(ep <= BOUND_POINT))
            return "point outside its documented error bound";
        if (end == 0 && x->r > 0) {
            double en = check_normalised(err_n, x->r * g, s);
            row->err_normal = fmax(row->err_normal, en);
            if (!(en <= BOUND_NORMAL))
                return "normal outside its documented error bound";
        }
    }
    return check_saturation(f->flags, &sat);
}

const char *linear_sphere_check(const linear_sphere_query *q, const gen_lin_ball *x,
                                const linear_sphere_ref *ref, int k, oracle_row *row) {
    (void)q;
    answer ans = ask_library(x);
    const isect_find_result3 *f = &ans.find;
    if (f->flags & ISECT_INVALID)
        return "ISECT_INVALID for valid input";
    const char *why = check_hit(ans.test, f, ref->sign <= 0, row);
    if (why)
        return why;
    if (ans.test_reversed != ans.test)
        return "reversing the component changed the answer";

    bool point = is_point(x);
    unsigned degenerate = (point || x->r == 0) ? ISECT_DEGENERATE : 0;
    if (!f->hit) {
        if (!check_find_is_zero(f) || (f->flags & ~(unsigned)ISECT_DEGENERATE))
            return "a miss must be an all-zero result";
        return (f->flags & ISECT_DEGENERATE) == degenerate ? NULL : "wrong ISECT_DEGENERATE";
    }

    /* Exact expectations for the flags and count. */
    bool touching = ref->sign == 0, start_in = ref->start_in, end_in = ref->end_in;
    unsigned flags = degenerate | (touching ? ISECT_TOUCHING : 0) |
                     (start_in ? ISECT_STARTED_INSIDE : 0) | (end_in ? ISECT_ENDED_INSIDE : 0);
    if ((f->flags & ~(unsigned)ISECT_SATURATED) != flags)
        return "flags differ from their exact values";
    int count = touching ? 1 : (!start_in) + (!end_in);
    if (f->count != count)
        return "count differs from the number of surface crossings";

    double lo = x->kind == ORACLE_LINE ? -DBL_MAX : 0, hi = x->kind == ORACLE_SEGMENT ? 1 : DBL_MAX;
    if (!(lo <= f->t[0] && f->t[0] <= f->t[1] && f->t[1] <= hi))
        return "t[] not ordered inside the component's range";
    if ((start_in && f->t[0] != 0) || (end_in && !point && f->t[1] != 1) ||
        (touching && f->t[0] != f->t[1]) || (point && (f->t[0] != 0 || f->t[1] != 0)))
        return "t[] not exact at an end that lies inside";
    for (int i = 0; point && i < x->dim; i++)
        if (check_coord(f->point[0], i) != x->a[i] || check_coord(f->point[1], i) != x->a[i])
            return "a point component must report itself";
    double nlen = sqrt((double)f->normal.x * f->normal.x + (double)f->normal.y * f->normal.y +
                       (double)f->normal.z * f->normal.z);
    bool normal_defined = !start_in && !(point && touching && x->r == 0);
    if (normal_defined ? !(fabs(nlen - 1) <= 4 * (double)CHECK_U) : nlen != 0)
        return normal_defined ? "normal is not unit length" : "normal should be zero";
    if (point)
        return (f->flags & ISECT_SATURATED) ? "ISECT_SATURATED on a point component" : NULL;
    return check_accuracy(x, ref, k, f, row);
}

void linear_sphere_print(const gen_lin_ball *x) {
    printf("  %s, family %s:\n", x->kind == 2 ? "segment" : (x->kind == 1 ? "ray" : "line"),
           x->family);
    check_print_coords("    a =", x->a, x->dim);
    check_print_coords("    b =", x->b, x->dim);
    check_print_coords("    c =", x->c, x->dim);
    check_print_coords("    r =", &x->r, 1);
}

void linear_sphere_explain(const linear_sphere_query *q, const gen_lin_ball *x,
                           const linear_sphere_ref *ref, int k) {
    (void)q;
    linear_sphere_print(x);
    answer ans = ask_library(x);
    printf("    got: test %d\n", ans.test);
    check_print_find(&ans.find, x->dim);
    printf("    exact: sign %d, start inside %d, end inside %d\n", ref->sign, ref->start_in,
           ref->end_in);
    for (int end = 0; ref->crossings > 0 && end < 2; end++) {
        printf("         t %La point", ref->cross[end].t_wide);
        for (int i = 0; i < x->dim; i++)
            printf(" %La", ldexpl(ref->cross[end].point[i], k));
        printf("\n");
    }
}

CHECK_FAMILY(linear_sphere, "linear_sphere", LINEAR_SPHERE_QUERIES, gen_lin_ball,
             linear_sphere_ref);
