/* The solids-against-a-frustum queries; see check_overlap_frustum.h. */
#include "check/check_overlap_frustum.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

const ofrustum_query ofrustum_queries[OFRUSTUM_QUERIES] = {
    {"point3_frustum3", GEN_OFRUSTUM_POINT},
    {"sphere3_frustum3", GEN_OFRUSTUM_SPHERE},
    {"aabb3_frustum3", GEN_OFRUSTUM_AABB},
    {"obb3_frustum3", GEN_OFRUSTUM_OBB}};

static isect_frustum3 frustum_of(const gen_ofrustum_case *x) {
    isect_frustum3 f;
    for (int j = 0; j < 6; j++)
        f.planes[j] = (isect_plane3){check_vec3(x->n + 3 * j), x->o[j]};
    return f;
}

static isect_obb3 obb_of(const gen_ofrustum_case *x) {
    isect_obb3 o;
    o.center = check_vec3(x->p);
    o.half = check_vec3(x->p + 3);
    for (int i = 0; i < 3; i++)
        o.axis[i] = check_vec3(x->ax + 3 * i);
    return o;
}

bool ofrustum_test(const ofrustum_query *q, const gen_ofrustum_case *x) {
    isect_frustum3 f = frustum_of(x);
    const isect_frustum3 *fp = x->null_frustum ? NULL : &f;
    bool ns = x->null_shape;
    switch (q->shape) {
    case GEN_OFRUSTUM_POINT: return isect_test_point3_frustum3(check_vec3(x->p), fp);
    case GEN_OFRUSTUM_SPHERE: {
        isect_sphere3 s = {check_vec3(x->p), x->r};
        return isect_test_sphere3_frustum3(ns ? NULL : &s, fp);
    }
    case GEN_OFRUSTUM_AABB: {
        isect_aabb3 b = {check_vec3(x->p), check_vec3(x->p + 3)};
        return isect_test_aabb3_frustum3(ns ? NULL : &b, fp);
    }
    default: {
        isect_obb3 o = obb_of(x);
        return isect_test_obb3_frustum3(ns ? NULL : &o, fp);
    }
    }
}

void ofrustum_generate(gen_rng *rng, const ofrustum_query *q, int mode, gen_ofrustum_case *x) {
    if (mode == 0)
        gen_ofrustum_uniform(rng, q->shape, x);
    else if (mode == 1)
        gen_ofrustum_adversarial(rng, q->shape, x);
    else
        gen_ofrustum_invalid(rng, q->shape, x);
}

static bool nonneg(isect_real r) {
    return isfinite(r) && r >= 0;
}

bool ofrustum_reference(const ofrustum_query *q, const gen_ofrustum_case *x, ofrustum_ref *ref) {
    memset(ref, 0, sizeof *ref);
    if (x->null_shape || x->null_frustum)
        return false;
    double n[18], o[6], p[6], r = (double)x->r;
    for (int j = 0; j < 6; j++) {
        if (!check_finite3(x->n + 3 * j) || !isfinite(x->o[j]) ||
            (x->n[3 * j] == 0 && x->n[3 * j + 1] == 0 && x->n[3 * j + 2] == 0))
            return false;
        check_widen3(x->n + 3 * j, n + 3 * j);
        o[j] = (double)x->o[j];
    }
    if (!check_finite3(x->p))
        return false;
    for (int i = 0; i < 6; i++)
        p[i] = (double)x->p[i];
    switch (q->shape) {
    case GEN_OFRUSTUM_POINT: ref->hit = oracle_frustum_point(n, o, p); break;
    case GEN_OFRUSTUM_SPHERE:
        if (!nonneg(x->r))
            return false;
        ref->hit = oracle_frustum_sphere(n, o, p, r);
        break;
    case GEN_OFRUSTUM_AABB:
        if (!check_finite3(x->p + 3))
            return false;
        for (int i = 0; i < 3; i++)
            if (x->p[i] > x->p[3 + i])
                return false;
        ref->hit = oracle_frustum_aabb(n, o, p, p + 3);
        break;
    default: {
        if (!nonneg(x->p[3]) || !nonneg(x->p[4]) || !nonneg(x->p[5]))
            return false;
        for (int i = 0; i < 9; i++)
            if (!isfinite(x->ax[i]))
                return false;
        isect_obb3 ob = obb_of(x);
        if (!isect_valid_obb3(&ob))
            return false;
        double ax[3][3];
        for (int i = 0; i < 3; i++)
            for (int k = 0; k < 3; k++)
                ax[i][k] = (double)x->ax[3 * i + k];
        ref->hit = oracle_frustum_obb(n, o, p, ax, p + 3);
        break;
    }
    }
    return true;
}

int ofrustum_lengths(const ofrustum_query *q, gen_ofrustum_case *x, isect_real **v) {
    (void)q;
    return gen_ofrustum_lengths(x, v);
}

const char *ofrustum_check(const ofrustum_query *q, const gen_ofrustum_case *x,
                           const ofrustum_ref *ref, int k, oracle_row *row) {
    (void)k;
    bool hit = ofrustum_test(q, x);
    if (hit == ref->hit)
        return NULL;
    row->disagreements++;
    if (ref->hit) {
        row->false_misses++;
        return "a false miss";
    }
    row->false_hits++;
    return "a false hit";
}

const char *ofrustum_check_invalid(const ofrustum_query *q, const gen_ofrustum_case *x) {
    return ofrustum_test(q, x) ? "invalid input: answered true" : NULL;
}

void ofrustum_explain(const ofrustum_query *q, const gen_ofrustum_case *x, const ofrustum_ref *ref,
                      int k) {
    printf("  %s, family %s, scale 2^%d:\n", q->name, x->family, k);
    check_print_coords("    normals =", x->n, 18);
    check_print_coords("    offsets =", x->o, 6);
    check_print_coords("    solid =", x->p, q->shape >= GEN_OFRUSTUM_AABB ? 6 : 3);
    if (q->shape == GEN_OFRUSTUM_OBB)
        check_print_coords("    axes =", x->ax, 9);
    if (q->shape == GEN_OFRUSTUM_SPHERE)
        check_print_coords("    r =", &x->r, 1);
    printf("    got %d; exact %d\n", (int)ofrustum_test(q, x), (int)ref->hit);
}

CHECK_FAMILY(ofrustum, "overlap_frustum", OFRUSTUM_QUERIES, gen_ofrustum_case, ofrustum_ref);
