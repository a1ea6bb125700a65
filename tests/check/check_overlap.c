/* The bounding-volume overlap tests; see check_overlap.h. */
#include "check/check_overlap.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

const overlap_query overlap_queries[OVERLAP_QUERIES] = {
    {"test_sphere3_sphere3", GEN_OVERLAP_SPHERE_SPHERE},
    {"test_sphere3_capsule3", GEN_OVERLAP_SPHERE_CAPSULE},
    {"test_aabb3_aabb3", GEN_OVERLAP_AABB_AABB},
    {"test_obb3_obb3", GEN_OVERLAP_OBB_OBB},
    {"test_aabb3_obb3", GEN_OVERLAP_AABB_OBB},
    {"test_capsule3_aabb3", GEN_OVERLAP_CAPSULE_AABB},
    {"test_capsule3_obb3", GEN_OVERLAP_CAPSULE_OBB}};

/* The oriented box of centre c[0..2], half extents c[3..5] and axes ax. */
static isect_obb3 case_obb(const isect_real *c, const isect_real *ax) {
    isect_obb3 o;
    o.center = check_vec3(c);
    o.half = check_vec3(c + 3);
    for (int i = 0; i < 3; i++)
        o.axis[i] = check_vec3(ax + 3 * i);
    return o;
}

bool overlap_ask(const overlap_query *q, const gen_overlap_case *x, bool swapped) {
    isect_sphere3 sa = {check_vec3(x->a), x->ra}, sb = {check_vec3(x->b), x->rb};
    isect_capsule3 cb = {check_vec3(x->b), check_vec3(x->b + 3), x->rb};
    isect_aabb3 ba = {check_vec3(x->a), check_vec3(x->a + 3)};
    isect_aabb3 bb = {check_vec3(x->b), check_vec3(x->b + 3)};
    const void *pa = x->null_a ? NULL : (const void *)&sa,
               *pb = x->null_b ? NULL : (const void *)&sb;
    isect_obb3 oa = case_obb(x->a, x->ax), ob = case_obb(x->b, x->bx);
    isect_capsule3 ca = {check_vec3(x->a), check_vec3(x->a + 3), x->ra};
    const isect_capsule3 *pca = x->null_a ? NULL : &ca;
    switch (q->pair) {
    case GEN_OVERLAP_CAPSULE_AABB: return isect_test_capsule3_aabb3(pca, x->null_b ? NULL : &bb);
    case GEN_OVERLAP_CAPSULE_OBB: return isect_test_capsule3_obb3(pca, x->null_b ? NULL : &ob);
    case GEN_OVERLAP_OBB_OBB: {
        const isect_obb3 *a = x->null_a ? NULL : &oa, *b = x->null_b ? NULL : &ob;
        return swapped ? isect_test_obb3_obb3(b, a) : isect_test_obb3_obb3(a, b);
    }
    case GEN_OVERLAP_AABB_OBB:
        return isect_test_aabb3_obb3(x->null_a ? NULL : &ba, x->null_b ? NULL : &ob);
    case GEN_OVERLAP_SPHERE_SPHERE:
        return swapped ? isect_test_sphere3_sphere3(pb, pa) : isect_test_sphere3_sphere3(pa, pb);
    case GEN_OVERLAP_SPHERE_CAPSULE:
        return isect_test_sphere3_capsule3(x->null_a ? NULL : &sa, x->null_b ? NULL : &cb);
    default: {
        const isect_aabb3 *a = x->null_a ? NULL : &ba, *b = x->null_b ? NULL : &bb;
        return swapped ? isect_test_aabb3_aabb3(b, a) : isect_test_aabb3_aabb3(a, b);
    }
    }
}

void overlap_generate(gen_rng *rng, const overlap_query *q, int mode, gen_overlap_case *x) {
    if (mode == 0)
        gen_overlap_uniform(rng, q->pair, x);
    else if (mode == 1)
        gen_overlap_adversarial(rng, q->pair, x);
    else
        gen_overlap_invalid(rng, q->pair, x);
}

static bool radius_valid(isect_real r) {
    return isfinite(r) && r >= 0;
}

/* Finite centre, half extents >= 0 and finite, axes finite and orthonormal within the
 * tolerance (the library's isect_valid_obb3, the one definition of that tolerance). */
static bool obb_valid(const isect_real *c, const isect_real *ax) {
    for (int i = 0; i < 6; i++)
        if (!isfinite(c[i]) || (i >= 3 && !(c[i] >= 0)))
            return false;
    for (int i = 0; i < 9; i++)
        if (!isfinite(ax[i]))
            return false;
    isect_obb3 o = case_obb(c, ax);
    return isect_valid_obb3(&o);
}

static void widen_axes(const isect_real *ax, double out[3][3]) {
    for (int i = 0; i < 3; i++)
        for (int k = 0; k < 3; k++)
            out[i][k] = (double)ax[3 * i + k];
}

bool overlap_reference(const overlap_query *q, const gen_overlap_case *x, overlap_ref *ref) {
    memset(ref, 0, sizeof *ref);
    if (x->null_a || x->null_b)
        return false;
    if (q->pair == GEN_OVERLAP_CAPSULE_AABB || q->pair == GEN_OVERLAP_CAPSULE_OBB) {
        double a[6], b[6], B[3][3];
        for (int i = 0; i < 6; i++) {
            a[i] = (double)x->a[i];
            b[i] = (double)x->b[i];
        }
        if (!check_finite3(x->a) || !check_finite3(x->a + 3) || !radius_valid(x->ra))
            return false;
        if (q->pair == GEN_OVERLAP_CAPSULE_OBB) {
            if (!obb_valid(x->b, x->bx))
                return false;
            widen_axes(x->bx, B);
            ref->hit = oracle_seg_obb_cmp_radius(a, a + 3, b, B, b + 3, x->ra) <= 0;
            return true;
        }
        if (!check_finite3(x->b) || !check_finite3(x->b + 3))
            return false;
        for (int i = 0; i < 3; i++)
            if (x->b[i] > x->b[3 + i])
                return false;
        ref->hit = oracle_seg_box_cmp_radius(a, a + 3, b, b + 3, x->ra) <= 0;
        return true;
    }
    if (q->pair == GEN_OVERLAP_OBB_OBB || q->pair == GEN_OVERLAP_AABB_OBB) {
        double a[6], b[6], A[3][3], B[3][3];
        for (int i = 0; i < 6; i++) {
            a[i] = (double)x->a[i];
            b[i] = (double)x->b[i];
        }
        widen_axes(x->ax, A);
        widen_axes(x->bx, B);
        if (!obb_valid(x->b, x->bx))
            return false;
        if (q->pair == GEN_OVERLAP_OBB_OBB) {
            if (!obb_valid(x->a, x->ax))
                return false;
            ref->hit = oracle_obb_obb(a, A, a + 3, b, B, b + 3);
            return true;
        }
        if (!check_finite3(x->a) || !check_finite3(x->a + 3))
            return false;
        for (int i = 0; i < 3; i++)
            if (x->a[i] > x->a[3 + i])
                return false;
        ref->hit = oracle_aabb_obb(a, a + 3, b, B, b + 3);
        return true;
    }
    double a[6], b[6];
    check_widen3(x->a, a);
    check_widen3(x->a + 3, a + 3);
    check_widen3(x->b, b);
    check_widen3(x->b + 3, b + 3);
    switch (q->pair) {
    case GEN_OVERLAP_SPHERE_SPHERE:
        if (!check_finite3(x->a) || !check_finite3(x->b) || !radius_valid(x->ra) ||
            !radius_valid(x->rb))
            return false;
        ref->hit = oracle_sphere_sphere(a, x->ra, b, x->rb);
        return true;
    case GEN_OVERLAP_SPHERE_CAPSULE:
        if (!check_finite3(x->a) || !check_finite3(x->b) || !check_finite3(x->b + 3) ||
            !radius_valid(x->ra) || !radius_valid(x->rb))
            return false;
        ref->hit = oracle_sphere_capsule(a, x->ra, b, b + 3, x->rb);
        return true;
    default:
        if (!check_finite3(x->a) || !check_finite3(x->a + 3) || !check_finite3(x->b) ||
            !check_finite3(x->b + 3))
            return false;
        for (int i = 0; i < 3; i++)
            if (x->a[i] > x->a[3 + i] || x->b[i] > x->b[3 + i])
                return false;
        ref->hit = oracle_aabb_aabb(a, a + 3, b, b + 3);
        return true;
    }
}

int overlap_lengths(const overlap_query *q, gen_overlap_case *x, isect_real **v) {
    (void)q;
    return gen_overlap_lengths(x, v);
}

const char *overlap_check(const overlap_query *q, const gen_overlap_case *x, const overlap_ref *ref,
                          int k, oracle_row *row) {
    (void)k;
    bool hit = overlap_ask(q, x, false);
    bool symmetric = q->pair == GEN_OVERLAP_SPHERE_SPHERE || q->pair == GEN_OVERLAP_AABB_AABB ||
                     q->pair == GEN_OVERLAP_OBB_OBB;
    bool hit_swapped = symmetric ? overlap_ask(q, x, true) : hit;
    return check_boolean(hit, hit_swapped, ref->hit, row);
}

const char *overlap_check_invalid(const overlap_query *q, const gen_overlap_case *x) {
    if (overlap_ask(q, x, false))
        return "invalid input answered true";
    bool symmetric = q->pair == GEN_OVERLAP_SPHERE_SPHERE || q->pair == GEN_OVERLAP_AABB_AABB ||
                     q->pair == GEN_OVERLAP_OBB_OBB;
    if (symmetric && overlap_ask(q, x, true))
        return "invalid input answered true (swapped)";
    return NULL;
}

void overlap_explain(const overlap_query *q, const gen_overlap_case *x, const overlap_ref *ref,
                     int k) {
    printf("  %s, family %s, scale 2^%d:\n", q->name, x->family, k);
    bool obb = q->pair == GEN_OVERLAP_OBB_OBB || q->pair == GEN_OVERLAP_AABB_OBB ||
               q->pair == GEN_OVERLAP_CAPSULE_OBB;
    bool six = q->pair == GEN_OVERLAP_AABB_AABB || obb || q->pair == GEN_OVERLAP_CAPSULE_AABB;
    check_print_coords("    a =", x->a, six ? 6 : 3);
    check_print_coords("    b =", x->b, q->pair == GEN_OVERLAP_SPHERE_SPHERE ? 3 : 6);
    if (q->pair == GEN_OVERLAP_OBB_OBB)
        check_print_coords("    a axes =", x->ax, 9);
    if (obb)
        check_print_coords("    b axes =", x->bx, 9);
    if (q->pair == GEN_OVERLAP_CAPSULE_AABB || q->pair == GEN_OVERLAP_CAPSULE_OBB)
        check_print_coords("    ra =", &x->ra, 1);
    else if (q->pair != GEN_OVERLAP_AABB_AABB && !obb) {
        check_print_coords("    ra =", &x->ra, 1);
        check_print_coords("    rb =", &x->rb, 1);
    }
    printf("    got %d (swapped %d), exact %d\n", overlap_ask(q, x, false), overlap_ask(q, x, true),
           ref->hit);
}

CHECK_FAMILY(overlap, "overlap", OVERLAP_QUERIES, gen_overlap_case, overlap_ref);
