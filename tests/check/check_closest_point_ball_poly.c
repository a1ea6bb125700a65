/* A ball against a polygon in space; see check_closest_point_ball_poly.h. */
#include "check/check_closest_point_ball_poly.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "oracle/oracle_closest_point_tri.h"

const bpoly_query bpoly_queries[BPOLY_QUERIES] = {{"test_sphere3_poly3"}};

bool bpoly_ask(const gen_bpoly_case *x) {
    isect_vec3 v[GEN_BPOLY_MAX];
    for (int i = 0; i < x->n && i < GEN_BPOLY_MAX; i++)
        v[i] = check_vec3(x->v[i]);
    isect_sphere3 s = {check_vec3(x->c), x->r};
    isect_poly3 p = {x->null_v ? NULL : v, (size_t)x->n};
    return isect_test_sphere3_poly3(x->null_ball ? NULL : &s, x->null_poly ? NULL : &p);
}

void bpoly_generate(gen_rng *rng, const bpoly_query *q, int mode, gen_bpoly_case *x) {
    (void)q;
    if (mode == 0)
        gen_bpoly_uniform(rng, x);
    else if (mode == 1)
        gen_bpoly_adversarial(rng, x);
    else
        gen_bpoly_invalid(rng, x);
}

bool bpoly_reference(const bpoly_query *q, const gen_bpoly_case *x, bpoly_ref *ref) {
    (void)q;
    memset(ref, 0, sizeof *ref);
    if (x->null_ball || x->null_poly || x->null_v || x->n < 3 || !check_finite3(x->c) ||
        !isfinite(x->r) || !(x->r >= 0))
        return false;
    for (int i = 0; i < x->n; i++)
        if (!check_finite3(x->v[i]))
            return false;
    double c[3];
    check_widen3(x->c, c);
    for (int i = 1; i + 1 < x->n && !ref->hit; i++) {
        double t[3][3];
        check_widen3(x->v[0], t[0]);
        check_widen3(x->v[i], t[1]);
        check_widen3(x->v[i + 1], t[2]);
        oracle_ptri o;
        oracle_closest_point_tri(3, c, t, x->r, &o);
        ref->hit = o.within <= 0;
    }
    return true;
}

int bpoly_lengths(const bpoly_query *q, gen_bpoly_case *x, isect_real **v) {
    (void)q;
    return gen_bpoly_lengths(x, v);
}

const char *bpoly_check(const bpoly_query *q, const gen_bpoly_case *x, const bpoly_ref *ref, int k,
                        oracle_row *row) {
    (void)q;
    (void)k;
    bool hit = bpoly_ask(x);
    return check_boolean(hit, hit, ref->hit, row);
}

const char *bpoly_check_invalid(const bpoly_query *q, const gen_bpoly_case *x) {
    (void)q;
    return bpoly_ask(x) ? "invalid input answered true" : NULL;
}

void bpoly_explain(const bpoly_query *q, const gen_bpoly_case *x, const bpoly_ref *ref, int k) {
    printf("  %s, family %s, scale 2^%d:\n", q->name, x->family, k);
    check_print_coords("    vertices =", &x->v[0][0], 3 * x->n);
    check_print_coords("    centre =", x->c, 3);
    check_print_coords("    radius =", &x->r, 1);
    printf("    got %d, exact %d\n", bpoly_ask(x), ref->hit);
}

CHECK_FAMILY(bpoly, "closest_point_ball_poly", BPOLY_QUERIES, gen_bpoly_case, bpoly_ref);
