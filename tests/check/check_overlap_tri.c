/* The overlap tests against a triangle; see check_overlap_tri.h. */
#include "check/check_overlap_tri.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

const otri_query otri_queries[OTRI_QUERIES] = {{"test_tri3_tri3", GEN_OTRI_TRI_TRI},
                                               {"test_aabb3_tri3", GEN_OTRI_AABB_TRI},
                                               {"test_obb3_tri3", GEN_OTRI_OBB_TRI}};

static isect_tri3 case_tri(const isect_real t[3][3]) {
    isect_tri3 out;
    for (int m = 0; m < 3; m++)
        out.v[m] = check_vec3(t[m]);
    return out;
}

static isect_obb3 case_obb(const gen_otri_case *x) {
    isect_obb3 o;
    o.center = check_vec3(x->c);
    o.half = check_vec3(x->h);
    for (int i = 0; i < 3; i++)
        o.axis[i] = check_vec3(x->ax[i]);
    return o;
}

bool otri_ask(const otri_query *q, const gen_otri_case *x, bool swapped) {
    isect_tri3 a = case_tri(x->a), t = case_tri(x->t);
    const isect_tri3 *pt = x->null_b ? NULL : &t;
    if (q->pair == GEN_OTRI_AABB_TRI) {
        isect_aabb3 box = {check_vec3(x->lo), check_vec3(x->hi)};
        return isect_test_aabb3_tri3(x->null_a ? NULL : &box, pt);
    }
    if (q->pair == GEN_OTRI_OBB_TRI) {
        isect_obb3 box = case_obb(x);
        return isect_test_obb3_tri3(x->null_a ? NULL : &box, pt);
    }
    const isect_tri3 *pa = x->null_a ? NULL : &a;
    return swapped ? isect_test_tri3_tri3(pt, pa) : isect_test_tri3_tri3(pa, pt);
}

void otri_generate(gen_rng *rng, const otri_query *q, int mode, gen_otri_case *x) {
    if (mode == 0)
        gen_otri_uniform(rng, q->pair, x);
    else if (mode == 1)
        gen_otri_adversarial(rng, q->pair, x);
    else
        gen_otri_invalid(rng, q->pair, x);
}

static bool finite_tri(const isect_real t[3][3], double out[3][3]) {
    for (int m = 0; m < 3; m++) {
        if (!check_finite3(t[m]))
            return false;
        check_widen3(t[m], out[m]);
    }
    return true;
}

bool otri_reference(const otri_query *q, const gen_otri_case *x, otri_ref *ref) {
    memset(ref, 0, sizeof *ref);
    double t[3][3], a[3][3];
    if (x->null_a || x->null_b || !finite_tri(x->t, t))
        return false;
    if (q->pair == GEN_OTRI_TRI_TRI) {
        if (!finite_tri(x->a, a))
            return false;
        ref->hit = oracle_tri_tri(a, t);
        return true;
    }
    if (q->pair == GEN_OTRI_AABB_TRI) {
        double lo[3], hi[3];
        if (!check_finite3(x->lo) || !check_finite3(x->hi))
            return false;
        for (int k = 0; k < 3; k++)
            if (x->lo[k] > x->hi[k])
                return false;
        check_widen3(x->lo, lo);
        check_widen3(x->hi, hi);
        ref->hit = oracle_aabb_tri(lo, hi, t);
        return true;
    }
    double c[3], h[3], ax[3][3];
    if (!check_finite3(x->c) || !check_finite3(x->h))
        return false;
    for (int i = 0; i < 3; i++) {
        if (!(x->h[i] >= 0) || !check_finite3(x->ax[i]))
            return false;
        check_widen3(x->ax[i], ax[i]);
    }
    isect_obb3 o = case_obb(x);
    if (!isect_valid_obb3(&o))
        return false;
    check_widen3(x->c, c);
    check_widen3(x->h, h);
    ref->hit = oracle_obb_tri(c, ax, h, t);
    return true;
}

int otri_lengths(const otri_query *q, gen_otri_case *x, isect_real **v) {
    (void)q;
    return gen_otri_lengths(x, v);
}

const char *otri_check(const otri_query *q, const gen_otri_case *x, const otri_ref *ref, int k,
                       oracle_row *row) {
    (void)k;
    bool hit = otri_ask(q, x, false);
    bool hit_swapped = q->pair == GEN_OTRI_TRI_TRI ? otri_ask(q, x, true) : hit;
    return check_boolean(hit, hit_swapped, ref->hit, row);
}

const char *otri_check_invalid(const otri_query *q, const gen_otri_case *x) {
    if (otri_ask(q, x, false))
        return "invalid input answered true";
    if (q->pair == GEN_OTRI_TRI_TRI && otri_ask(q, x, true))
        return "invalid input answered true (swapped)";
    return NULL;
}

void otri_explain(const otri_query *q, const gen_otri_case *x, const otri_ref *ref, int k) {
    printf("  %s, family %s, scale 2^%d:\n", q->name, x->family, k);
    if (q->pair == GEN_OTRI_TRI_TRI)
        check_print_coords("    a =", &x->a[0][0], 9);
    if (q->pair == GEN_OTRI_AABB_TRI) {
        check_print_coords("    lo =", x->lo, 3);
        check_print_coords("    hi =", x->hi, 3);
    }
    if (q->pair == GEN_OTRI_OBB_TRI) {
        check_print_coords("    center =", x->c, 3);
        check_print_coords("    half =", x->h, 3);
        check_print_coords("    axes =", &x->ax[0][0], 9);
    }
    check_print_coords("    tri =", &x->t[0][0], 9);
    printf("    got %d (swapped %d), exact %d\n", otri_ask(q, x, false), otri_ask(q, x, true),
           ref->hit);
}

CHECK_FAMILY(otri, "overlap_tri", OTRI_QUERIES, gen_otri_case, otri_ref);
