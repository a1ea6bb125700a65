/* The bounding-volume overlap tests; see check_overlap.h. */
#include "check/check_overlap.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

const overlap_query overlap_queries[OVERLAP_QUERIES] = {
    {"test_sphere3_sphere3", GEN_OVERLAP_SPHERE_SPHERE},
    {"test_sphere3_capsule3", GEN_OVERLAP_SPHERE_CAPSULE},
    {"test_aabb3_aabb3", GEN_OVERLAP_AABB_AABB}};

bool overlap_ask(const overlap_query *q, const gen_overlap_case *x, bool swapped) {
    isect_sphere3 sa = {check_vec3(x->a), x->ra}, sb = {check_vec3(x->b), x->rb};
    isect_capsule3 cb = {check_vec3(x->b), check_vec3(x->b + 3), x->rb};
    isect_aabb3 ba = {check_vec3(x->a), check_vec3(x->a + 3)};
    isect_aabb3 bb = {check_vec3(x->b), check_vec3(x->b + 3)};
    const void *pa = x->null_a ? NULL : (const void *)&sa,
               *pb = x->null_b ? NULL : (const void *)&sb;
    switch (q->pair) {
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

bool overlap_reference(const overlap_query *q, const gen_overlap_case *x, overlap_ref *ref) {
    memset(ref, 0, sizeof *ref);
    if (x->null_a || x->null_b)
        return false;
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
    bool symmetric = q->pair != GEN_OVERLAP_SPHERE_CAPSULE;
    bool hit_swapped = symmetric ? overlap_ask(q, x, true) : hit;
    if (hit == ref->hit && hit_swapped == ref->hit)
        return NULL;
    row->disagreements++;
    if (ref->hit)
        row->false_misses++;
    else
        row->false_hits++;
    if (hit != ref->hit)
        return ref->hit ? "a false miss" : "a false hit";
    return "the swapped arguments disagree";
}

const char *overlap_check_invalid(const overlap_query *q, const gen_overlap_case *x) {
    if (overlap_ask(q, x, false))
        return "invalid input answered true";
    if (q->pair != GEN_OVERLAP_SPHERE_CAPSULE && overlap_ask(q, x, true))
        return "invalid input answered true (swapped)";
    return NULL;
}

void overlap_explain(const overlap_query *q, const gen_overlap_case *x, const overlap_ref *ref,
                     int k) {
    printf("  %s, family %s, scale 2^%d:\n", q->name, x->family, k);
    check_print_coords("    a =", x->a, q->pair == GEN_OVERLAP_AABB_AABB ? 6 : 3);
    check_print_coords("    b =", x->b, q->pair == GEN_OVERLAP_SPHERE_SPHERE ? 3 : 6);
    if (q->pair != GEN_OVERLAP_AABB_AABB) {
        check_print_coords("    ra =", &x->ra, 1);
        check_print_coords("    rb =", &x->rb, 1);
    }
    printf("    got %d (swapped %d), exact %d\n", overlap_ask(q, x, false), overlap_ask(q, x, true),
           ref->hit);
}

CHECK_FAMILY(overlap, "overlap", OVERLAP_QUERIES, gen_overlap_case, overlap_ref);
