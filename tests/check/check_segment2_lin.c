/* Lines and rays against segments in the plane; see check_segment2_lin.h. */
#include "check/check_segment2_lin.h"

#include <math.h>
#include <stdio.h>

#include "isect/segment2.h"

#define BOUND_T 4.0
#define BOUND_POINT 6.0
#define BOUND_NORMAL 4.0

const segment2_lin_query segment2_lin_queries[SEGMENT2_LIN_QUERIES] = {
    {"line2_seg2", false},
    {"ray2_seg2", true},
};

typedef struct answer {
    bool test;
    isect_find_result2 find;
} answer;

static answer ask_library(const gen_lin_seg2 *x) {
    isect_vec2 a = check_vec2(x->a), d = check_vec2(x->d);
    isect_seg2 seg = {check_vec2(x->q0), check_vec2(x->q1)};
    answer ans;
    if (x->ray) {
        isect_ray2 r = {a, d};
        ans.test = isect_test_ray2_seg2(&r, &seg);
        ans.find = isect_find_ray2_seg2(&r, &seg);
    } else {
        isect_line2 l = {a, d};
        ans.test = isect_test_line2_seg2(&l, &seg);
        ans.find = isect_find_line2_seg2(&l, &seg);
    }
    return ans;
}

void segment2_lin_generate(gen_rng *rng, const segment2_lin_query *q, int mode, gen_lin_seg2 *x) {
    gen_lin_seg2_case(rng, q->ray, mode, x);
}

static bool finite2(const isect_real *v) {
    return isfinite(v[0]) && isfinite(v[1]);
}

bool segment2_lin_reference(const segment2_lin_query *q, const gen_lin_seg2 *x,
                            oracle_lin_seg2 *ref) {
    if (!finite2(x->a) || !finite2(x->d) || !finite2(x->q0) || !finite2(x->q1))
        return false;
    double a[2] = {x->a[0], x->a[1]}, d[2] = {x->d[0], x->d[1]}, q0[2] = {x->q0[0], x->q0[1]},
           q1[2] = {x->q1[0], x->q1[1]};
    *ref = oracle_lin_seg2_find(q->ray, a, d, q0, q1);
    return true;
}

int segment2_lin_lengths(const segment2_lin_query *q, gen_lin_seg2 *x, isect_real **v) {
    (void)q;
    return gen_lin_seg2_lengths(x, v);
}

static bool same_point(isect_vec2 p, const isect_real *x) {
    return p.x == x[0] && p.y == x[1];
}

const char *segment2_lin_check(const segment2_lin_query *q, const gen_lin_seg2 *x,
                               const oracle_lin_seg2 *ref, int k, oracle_row *row) {
    answer ans = ask_library(x);
    const isect_find_result2 *f = &ans.find;
    const char *why = check_boolean(ans.test, ans.test, ref->hit, row);
    if (why)
        return why;
    if (f->hit != ans.test)
        return "find.hit differs from test";
    unsigned want =
        (ref->touching ? ISECT_TOUCHING : 0u) | (ref->degenerate ? ISECT_DEGENERATE : 0u);
    isect_find_result3 wide = check_widen_find2(*f);
    why = check_solid_find(&wide, q->ray ? ORACLE_RAY : ORACLE_LINE, want, ref->count);
    if (why || !f->hit)
        return why;
    for (int i = 0; i < 2; i++) {
        int v = ref->vertex[i];
        const isect_real *vx = v == 0 ? x->a : v == 2 ? x->q0 : v == 3 ? x->q1 : NULL;
        if (vx && !same_point(f->point[i], vx))
            return "a common point that is an input point not reported as itself";
        if (v == 0 && f->t[i] != 0)
            return "the start not at t == 0";
    }
    check_ends2 ends = {ref->t, ref->point, ref->has_normal ? ref->normal : NULL, ref->scale};
    return check_find2_values(f, &ends, k, BOUND_T, BOUND_POINT, BOUND_NORMAL, row);
}

const char *segment2_lin_check_invalid(const segment2_lin_query *q, const gen_lin_seg2 *x) {
    (void)q;
    answer ans = ask_library(x);
    isect_find_result3 wide = check_widen_find2(ans.find);
    return check_find_invalid(ans.test, &wide);
}

void segment2_lin_print(const gen_lin_seg2 *x) {
    printf("  %s, family %s:\n", x->ray ? "ray" : "line", x->family);
    check_print_coords("    a  =", x->a, 2);
    check_print_coords("    d  =", x->d, 2);
    check_print_coords("    q0 =", x->q0, 2);
    check_print_coords("    q1 =", x->q1, 2);
}

void segment2_lin_explain(const segment2_lin_query *q, const gen_lin_seg2 *x,
                          const oracle_lin_seg2 *ref, int k) {
    (void)q;
    segment2_lin_print(x);
    answer ans = ask_library(x);
    const isect_find_result2 *f = &ans.find;
    printf("    got: test %d hit %d count %d flags %u t %a %a\n", ans.test, f->hit, f->count,
           f->flags, (double)f->t[0], (double)f->t[1]);
    printf("         points (%a %a) (%a %a) normal (%a %a)\n", (double)f->point[0].x,
           (double)f->point[0].y, (double)f->point[1].x, (double)f->point[1].y, (double)f->normal.x,
           (double)f->normal.y);
    printf("    exact: hit %d count %d touching %d degenerate %d vertex %d %d t %La %La\n",
           ref->hit, ref->count, ref->touching, ref->degenerate, ref->vertex[0], ref->vertex[1],
           ref->t[0], ref->t[1]);
    printf("         points (%La %La) (%La %La) normal (%La %La)\n", ldexpl(ref->point[0][0], k),
           ldexpl(ref->point[0][1], k), ldexpl(ref->point[1][0], k), ldexpl(ref->point[1][1], k),
           ref->normal[0], ref->normal[1]);
}

CHECK_FAMILY(segment2_lin, "segment2_lin", SEGMENT2_LIN_QUERIES, gen_lin_seg2, oracle_lin_seg2);
