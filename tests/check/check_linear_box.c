/* Lines, rays and segments against axis-aligned boxes; see check_linear_box.h. */
#include "check/check_linear_box.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

/* The documented bound (isect/linear_box.h), in units of u S. */
#define BOUND_T 8.0
#define BOUND_POINT 16.0

/* The library's answers in one shape for 2D and 3D. */
typedef struct answer {
    bool test, test_reversed; /* reversed: for a 3D ray, the prepared ray's test */
    isect_find_result3 find;
} answer;

static answer ask_library(const gen_linbox *x) {
    answer ans = {false, false, {0}};
    isect_vec2 a2 = check_vec2(x->a), b2 = check_vec2(x->b);
    isect_vec3 a3 = check_vec3(x->a), b3 = check_vec3(x->b);
    isect_aabb2 box2 = {check_vec2(x->lo), check_vec2(x->hi)};
    isect_aabb3 box3 = {check_vec3(x->lo), check_vec3(x->hi)};
    if (x->dim == 2) {
        if (x->kind == ORACLE_SEGMENT) {
            isect_seg2 s = {a2, b2}, rev = {b2, a2};
            ans.test = isect_test_seg2_aabb2(&s, &box2);
            ans.test_reversed = isect_test_seg2_aabb2(&rev, &box2);
            ans.find = check_widen_find2(isect_find_seg2_aabb2(&s, &box2));
        } else if (x->kind == ORACLE_RAY) {
            isect_ray2 s = {a2, b2};
            ans.test = ans.test_reversed = isect_test_ray2_aabb2(&s, &box2);
            ans.find = check_widen_find2(isect_find_ray2_aabb2(&s, &box2));
        } else {
            isect_line2 s = {a2, b2}, rev = {a2, {-b2.x, -b2.y}};
            ans.test = isect_test_line2_aabb2(&s, &box2);
            ans.test_reversed = isect_test_line2_aabb2(&rev, &box2);
            ans.find = check_widen_find2(isect_find_line2_aabb2(&s, &box2));
        }
    } else {
        if (x->kind == ORACLE_SEGMENT) {
            isect_seg3 s = {a3, b3}, rev = {b3, a3};
            ans.test = isect_test_seg3_aabb3(&s, &box3);
            ans.test_reversed = isect_test_seg3_aabb3(&rev, &box3);
            ans.find = isect_find_seg3_aabb3(&s, &box3);
        } else if (x->kind == ORACLE_RAY) {
            isect_ray3 s = {a3, b3};
            ans.test = isect_test_ray3_aabb3(&s, &box3);
            /* a ray has no reverse: the slot checks the prepared form instead */
            isect_ray3_inv inv = isect_ray3_inv_from_ray(&s);
            ans.test_reversed = isect_test_ray3_inv_aabb3(&inv, &box3);
            ans.find = isect_find_ray3_aabb3(&s, &box3);
        } else {
            isect_line3 s = {a3, b3}, rev = {a3, {-b3.x, -b3.y, -b3.z}};
            ans.test = isect_test_line3_aabb3(&s, &box3);
            ans.test_reversed = isect_test_line3_aabb3(&rev, &box3);
            ans.find = isect_find_line3_aabb3(&s, &box3);
        }
    }
    return ans;
}

static bool case_valid(const gen_linbox *x) {
    for (int i = 0; i < x->dim; i++)
        if (!isfinite(x->a[i]) || !isfinite(x->b[i]) || !isfinite(x->lo[i]) ||
            !isfinite(x->hi[i]) || x->lo[i] > x->hi[i])
            return false;
    return true;
}

/* The same value and the same sign (of a zero too): "bit for bit" for finite values. */
static bool same_bits(double got, double want) {
    return got == want && signbit(got) == signbit(want);
}

const linear_box_query linear_box_queries[LINEAR_BOX_QUERIES] = {
    {"seg2_aabb2", ORACLE_SEGMENT, 2}, {"ray2_aabb2", ORACLE_RAY, 2},
    {"line2_aabb2", ORACLE_LINE, 2},   {"seg3_aabb3", ORACLE_SEGMENT, 3},
    {"ray3_aabb3", ORACLE_RAY, 3},     {"line3_aabb3", ORACLE_LINE, 3},
};

void linear_box_generate(gen_rng *rng, const linear_box_query *q, int mode, gen_linbox *x) {
    if (mode == 0)
        gen_linbox_uniform(rng, q->kind, q->dim, x);
    else if (mode == 1)
        gen_linbox_adversarial(rng, q->kind, q->dim, x);
    else
        gen_linbox_invalid(rng, q->kind, q->dim, x);
}

int linear_box_lengths(const linear_box_query *q, gen_linbox *x, isect_real **v) {
    (void)q;
    return gen_linbox_lengths(x, v);
}

bool linear_box_reference(const linear_box_query *q, const gen_linbox *x, oracle_linbox *ref) {
    (void)q;
    memset(ref, 0, sizeof *ref);
    if (!case_valid(x))
        return false;
    double a[3], b[3], lo[3], hi[3];
    check_widen3(x->a, a);
    check_widen3(x->b, b);
    check_widen3(x->lo, lo);
    check_widen3(x->hi, hi);
    oracle_linear_box((oracle_kind)x->kind, x->dim, a, b, lo, hi, ref);
    return true;
}

const char *linear_box_check_invalid(const gen_linbox *x) {
    answer ans = ask_library(x);
    return check_find_invalid(ans.test || ans.test_reversed, &ans.find);
}

/* The component's ends where the exact t is one: t exactly 0 or 1 and the point a or b
 * bit for bit; elsewhere the planes the contract makes exact. */
static const char *check_exact_values(const gen_linbox *x, const oracle_linbox *ref,
                                      const isect_find_result3 *f) {
    for (int e = 0; e < 2; e++) {
        if (!ref->at_a[e] && !ref->at_b[e])
            continue;
        const isect_real *end = ref->at_a[e] ? x->a : x->b;
        if (f->t[e] != (ref->at_a[e] ? 0 : 1))
            return "t not exactly 0 or 1 at the component's start or end";
        for (int i = 0; i < x->dim; i++) {
            if (check_coord(f->point[e], i) != end[i])
                return "the component's start or end not returned exactly";
            if (!same_bits(check_coord(f->point[e], i), end[i]))
                return "the component's start or end returned with a zero of the other sign";
        }
    }
    if (ref->normal_axis >= 0 && !ref->at_a[0] && !ref->at_b[0]) {
        int i = ref->normal_axis;
        isect_real plane = ref->normal_sign < 0 ? x->lo[i] : x->hi[i];
        if (check_coord(f->point[0], i) != plane)
            return "point[0] not exactly on the plane of the normal's face";
    }
    if (ref->exit_planes && !ref->at_a[1] && !ref->at_b[1]) {
        bool on = false;
        for (int i = 0; i < x->dim; i++)
            if (ref->exit_planes & (1 << i))
                on |= check_coord(f->point[1], i) == (ref->exit_side[i] < 0 ? x->lo[i] : x->hi[i]);
        if (!on)
            return "point[1] not exactly on an exit plane";
    }
    for (int e = 0; e < 2; e++)
        for (int i = 0; i < x->dim; i++)
            if (!(x->lo[i] <= check_coord(f->point[e], i) &&
                  check_coord(f->point[e], i) <= x->hi[i]))
                return "a point outside the closed box";
    return NULL;
}

/* |t - t*| |d| / (u S) and |p_i - p*_i| / (u S), S the largest input magnitude, against
 * the reference scaled by 2^k. */
static const char *check_accuracy(const gen_linbox *x, const oracle_linbox *ref, int k,
                                  const isect_find_result3 *f, oracle_row *row) {
    long double dlen = 0, scale = 0;
    for (int i = 0; i < x->dim; i++) {
        long double di = x->kind == ORACLE_SEGMENT ? (long double)x->b[i] - x->a[i] : x->b[i];
        dlen += di * di;
        long double m =
            fmaxl(fmaxl(fabsl(x->a[i]), fabsl(x->b[i])), fmaxl(fabsl(x->lo[i]), fabsl(x->hi[i])));
        scale = fmaxl(scale, m);
    }
    dlen = sqrtl(dlen);
    check_sat sat = {false, false};
    for (int e = 0; e < 2; e++) {
        double err_t = check_normalised(check_err(f->t[e], ref->t[e], &sat), dlen, scale);
        check_record(&row->err_t, err_t);
        if (!(err_t <= BOUND_T))
            return "t outside its documented error bound";
        long double err_p = 0;
        for (int i = 0; i < x->dim; i++)
            err_p = fmaxl(
                err_p, check_err(check_coord(f->point[e], i), ldexpl(ref->point[e][i], k), &sat));
        double ep = check_normalised(err_p, 1, scale);
        check_record(&row->err_point, ep);
        if (!(ep <= BOUND_POINT))
            return "point outside its documented error bound";
    }
    return check_saturation(f->flags, &sat);
}

const char *linear_box_check(const linear_box_query *q, const gen_linbox *x,
                             const oracle_linbox *ref, int k, oracle_row *row) {
    (void)q;
    answer ans = ask_library(x);
    const isect_find_result3 *f = &ans.find;
    if (f->flags & ISECT_INVALID)
        return "ISECT_INVALID for valid input";
    const char *why = check_hit(ans.test, f, ref->hit, row);
    if (why)
        return why;
    if (ans.test_reversed != ans.test)
        return "reversing the component (for a 3D ray: preparing it) changed the answer";
    unsigned flags =
        (ref->degenerate ? ISECT_DEGENERATE : 0) | (ref->touching ? ISECT_TOUCHING : 0) |
        (ref->start_in ? ISECT_STARTED_INSIDE : 0) | (ref->end_in ? ISECT_ENDED_INSIDE : 0);
    why = check_solid_find(f, x->kind, flags, ref->count);
    if (why || !f->hit)
        return why;
    for (int i = 0; i < 3; i++) {
        double want = ref->normal_axis == i ? ref->normal_sign : 0;
        if (check_coord(f->normal, i) != want)
            return ref->normal_axis < 0 ? "normal should be zero"
                                        : "normal is not the contract's axis vector";
    }
    why = check_exact_values(x, ref, f);
    return why ? why : check_accuracy(x, ref, k, f, row);
}

void linear_box_print(const gen_linbox *x) {
    printf("  %s, family %s:\n", x->kind == 2 ? "segment" : (x->kind == 1 ? "ray" : "line"),
           x->family);
    check_print_coords("    a  =", x->a, x->dim);
    check_print_coords("    b  =", x->b, x->dim);
    check_print_coords("    lo =", x->lo, x->dim);
    check_print_coords("    hi =", x->hi, x->dim);
}

void linear_box_explain(const linear_box_query *q, const gen_linbox *x, const oracle_linbox *ref,
                        int k) {
    (void)q;
    linear_box_print(x);
    answer ans = ask_library(x);
    printf("    got: test %d (reversed %d)\n", ans.test, ans.test_reversed);
    check_print_find(&ans.find, x->dim);
    printf("    exact: hit %d touching %d start in %d end in %d count %d degenerate %d normal "
           "axis %d sign %d\n",
           ref->hit, ref->touching, ref->start_in, ref->end_in, ref->count, ref->degenerate,
           ref->normal_axis, ref->normal_sign);
    for (int e = 0; ref->hit && e < 2; e++) {
        printf("         t %La point", ref->t[e]);
        for (int i = 0; i < x->dim; i++)
            printf(" %La", ldexpl(ref->point[e][i], k));
        printf("\n");
    }
}

CHECK_FAMILY(linear_box, "linear_box", LINEAR_BOX_QUERIES, gen_linbox, oracle_linbox);
