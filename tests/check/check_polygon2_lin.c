/* Lines, rays and segments against a triangle or a polygon in the plane; see
 * check_polygon2_lin.h. */
#include "check/check_polygon2_lin.h"

#include <math.h>
#include <stdio.h>

#include "isect/polygon2_lin.h"

#define BOUND_T 4.0
#define BOUND_POINT 6.0
#define BOUND_NORMAL 4.0

const polygon2_lin_query polygon2_lin_queries[POLYGON2_LIN_QUERIES] = {
    {"line2_tri2", 0, true},   {"ray2_tri2", 1, true},   {"seg2_tri2", 2, true},
    {"line2_poly2", 0, false}, {"ray2_poly2", 1, false}, {"seg2_poly2", 2, false},
};

typedef struct answer {
    bool test;
    isect_find_result2 find;
} answer;

static answer ask_library(const gen_poly2_lin *x) {
    isect_vec2 a = check_vec2(x->a), b = check_vec2(x->b), v[GEN_POLY_MAX];
    for (int i = 0; i < x->poly.n && i < GEN_POLY_MAX; i++)
        v[i] = check_vec2(x->poly.v[i]);
    isect_tri2 tri = {{v[0], v[1], v[2]}};
    isect_poly2 poly = {x->poly.null_v ? NULL : v, (size_t)(x->poly.n < 0 ? 0 : x->poly.n)};
    const isect_poly2 *pp = x->poly.null_poly ? NULL : &poly;
    isect_fill_rule rule = x->even_odd ? ISECT_FILL_EVEN_ODD : ISECT_FILL_NONZERO;
    isect_line2 line = {a, b};
    isect_ray2 ray = {a, b};
    isect_seg2 seg = {a, b};
    answer ans;
    if (x->tri && x->kind == 0) {
        ans.test = isect_test_line2_tri2(&line, &tri);
        ans.find = isect_find_line2_tri2(&line, &tri);
    } else if (x->tri && x->kind == 1) {
        ans.test = isect_test_ray2_tri2(&ray, &tri);
        ans.find = isect_find_ray2_tri2(&ray, &tri);
    } else if (x->tri) {
        ans.test = isect_test_seg2_tri2(&seg, &tri);
        ans.find = isect_find_seg2_tri2(&seg, &tri);
    } else if (x->kind == 0) {
        ans.test = isect_test_line2_poly2(&line, pp, rule);
        ans.find = isect_find_line2_poly2(&line, pp, rule);
    } else if (x->kind == 1) {
        ans.test = isect_test_ray2_poly2(&ray, pp, rule);
        ans.find = isect_find_ray2_poly2(&ray, pp, rule);
    } else {
        ans.test = isect_test_seg2_poly2(&seg, pp, rule);
        ans.find = isect_find_seg2_poly2(&seg, pp, rule);
    }
    return ans;
}

void polygon2_lin_generate(gen_rng *rng, const polygon2_lin_query *q, int mode, gen_poly2_lin *x) {
    gen_poly2_lin_case(rng, q->kind, q->tri, mode, x);
}

static bool finite2(const isect_real *v) {
    return isfinite(v[0]) && isfinite(v[1]);
}

bool polygon2_lin_reference(const polygon2_lin_query *q, const gen_poly2_lin *x,
                            oracle_poly2_lin *ref) {
    if (x->poly.null_poly || x->poly.null_v || x->poly.n < 3 || !finite2(x->a) || !finite2(x->b))
        return false;
    double v[2 * GEN_POLY_MAX], a[2] = {x->a[0], x->a[1]}, b[2] = {x->b[0], x->b[1]};
    for (int i = 0; i < x->poly.n; i++) {
        if (!finite2(x->poly.v[i]))
            return false;
        v[2 * i] = x->poly.v[i][0];
        v[2 * i + 1] = x->poly.v[i][1];
    }
    *ref = oracle_poly2_lin_find(q->kind == 0   ? ORACLE_LINE
                                 : q->kind == 1 ? ORACLE_RAY
                                                : ORACLE_SEGMENT,
                                 a, b, x->poly.n, v, x->even_odd);
    return true;
}

int polygon2_lin_lengths(const polygon2_lin_query *q, gen_poly2_lin *x, isect_real **v) {
    (void)q;
    return gen_poly2_lin_lengths(x, v);
}

static const isect_real *exact_point(const gen_poly2_lin *x, int which) {
    return which == 0 ? x->a : which == 1 ? x->b : which >= 2 ? x->poly.v[which - 2] : NULL;
}

const char *polygon2_lin_check(const polygon2_lin_query *q, const gen_poly2_lin *x,
                               const oracle_poly2_lin *ref, int k, oracle_row *row) {
    answer ans = ask_library(x);
    const isect_find_result2 *f = &ans.find;
    const char *why = check_boolean(ans.test, ans.test, ref->hit, row);
    if (why)
        return why;
    if (f->hit != ans.test)
        return "find.hit differs from test";
    unsigned want = (ref->degenerate ? ISECT_DEGENERATE : 0u) |
                    (ref->touching ? ISECT_TOUCHING : 0u) |
                    (ref->started_inside ? ISECT_STARTED_INSIDE : 0u) |
                    (ref->ended_inside ? ISECT_ENDED_INSIDE : 0u);
    isect_find_result3 wide = check_widen_find2(*f);
    why = check_solid_find(&wide, q->kind, want, ref->count);
    if (why || !f->hit)
        return why;
    for (int i = 0; i < 2; i++) {
        const isect_real *vx = exact_point(x, ref->exact_point[i]);
        if (vx && (f->point[i].x != vx[0] || f->point[i].y != vx[1]))
            return "a point that is an input point not reported as itself";
    }
    check_ends2 ends = {ref->t, ref->point, ref->has_normal ? ref->normal : NULL, ref->scale};
    return check_find2_values(f, &ends, k, BOUND_T, BOUND_POINT, BOUND_NORMAL, row);
}

const char *polygon2_lin_check_invalid(const polygon2_lin_query *q, const gen_poly2_lin *x) {
    (void)q;
    answer ans = ask_library(x);
    isect_find_result3 wide = check_widen_find2(ans.find);
    return check_find_invalid(ans.test, &wide);
}

void polygon2_lin_print(const gen_poly2_lin *x) {
    static const char *kinds[3] = {"line", "ray", "segment"};
    printf("  %s vs %s (%s), family %s:\n", kinds[x->kind], x->tri ? "triangle" : "polygon",
           x->even_odd ? "evenodd" : "nonzero", x->family ? x->family : "?");
    check_print_coords("    a =", x->a, 2);
    check_print_coords("    b =", x->b, 2);
    for (int i = 0; i < x->poly.n && i < GEN_POLY_MAX; i++)
        check_print_coords("    v =", x->poly.v[i], 2);
}

void polygon2_lin_explain(const polygon2_lin_query *q, const gen_poly2_lin *x,
                          const oracle_poly2_lin *ref, int k) {
    (void)q;
    polygon2_lin_print(x);
    answer ans = ask_library(x);
    const isect_find_result2 *f = &ans.find;
    printf("    got: test %d hit %d count %d flags %u t %a %a\n", ans.test, f->hit, f->count,
           f->flags, (double)f->t[0], (double)f->t[1]);
    printf("         points (%a %a) (%a %a) normal (%a %a)\n", (double)f->point[0].x,
           (double)f->point[0].y, (double)f->point[1].x, (double)f->point[1].y, (double)f->normal.x,
           (double)f->normal.y);
    printf("    exact: hit %d count %d in %d %d touching %d degenerate %d exact %d %d t %La %La\n",
           ref->hit, ref->count, ref->started_inside, ref->ended_inside, ref->touching,
           ref->degenerate, ref->exact_point[0], ref->exact_point[1], ref->t[0], ref->t[1]);
    printf("         points (%La %La) (%La %La) normal (%La %La)\n", ldexpl(ref->point[0][0], k),
           ldexpl(ref->point[0][1], k), ldexpl(ref->point[1][0], k), ldexpl(ref->point[1][1], k),
           ref->normal[0], ref->normal[1]);
}

CHECK_FAMILY(polygon2_lin, "polygon2_lin", POLYGON2_LIN_QUERIES, gen_poly2_lin, oracle_poly2_lin);
