/* The solids-against-a-hull queries; see check_overlap_hull.h. */
#include "check/check_overlap_hull.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

const ohull_query ohull_queries[OHULL_QUERIES] = {{"sphere3_hull3_verts", GEN_OHULL_SPHERE_VERTS},
                                                  {"sphere3_hull3_planes", GEN_OHULL_SPHERE_PLANES},
                                                  {"plane3_hull3_verts", GEN_OHULL_PLANE_VERTS},
                                                  {"plane3_hull3_planes", GEN_OHULL_PLANE_PLANES},
                                                  {"aabb3_hull3", GEN_OHULL_AABB},
                                                  {"hull3_hull3", GEN_OHULL_HULL}};

/* The library's planes (isect_plane3 from the case's arrays). */
typedef struct planes_buf {
    isect_plane3 p[GEN_HPLANES_MAX];
} planes_buf;

static const isect_plane3 *planes_of(int n, const isect_real (*nn)[3], const isect_real *o,
                                     planes_buf *b) {
    for (int i = 0; i < n; i++)
        b->p[i] = (isect_plane3){check_vec3(nn[i]), o[i]};
    return b->p;
}

typedef struct lib_case {
    planes_buf pa, pb;
    isect_vec3 v[GEN_HULL_MAX];
    isect_hull3 a, b;
    const isect_hull3 *ha, *hb;
} lib_case;

static void lib_of(const gen_ohull_case *x, lib_case *c) {
    for (int i = 0; i < x->nv; i++)
        c->v[i] = check_vec3(x->v[i]);
    const isect_vec3 *v = x->nv > 0 ? c->v : NULL;
    const isect_plane3 *pa = x->na > 0 ? planes_of(x->na, x->an, x->ao, &c->pa) : NULL;
    if (x->null_arr) {
        v = x->nv > 0 ? NULL : v;
        pa = x->na > 0 ? NULL : pa;
    }
    c->a = (isect_hull3){v, (size_t)x->nv, pa, (size_t)x->na};
    c->b = (isect_hull3){NULL, 0, x->nb > 0 ? planes_of(x->nb, x->bn, x->bo, &c->pb) : NULL,
                         (size_t)x->nb};
    c->ha = x->null_a ? NULL : &c->a;
    c->hb = x->null_b ? NULL : &c->b;
}

/* The library's answer: the side for the plane rows (after checking test against it),
 * else 1 or 0. Returns -1 when test and classify disagree. */
static int lib_answer(const ohull_query *q, const gen_ohull_case *x) {
    lib_case c;
    lib_of(x, &c);
    bool ns = x->null_shape;
    switch (q->kind) {
    case GEN_OHULL_SPHERE_VERTS:
    case GEN_OHULL_SPHERE_PLANES: {
        isect_sphere3 s = {check_vec3(x->s), x->s[3]};
        return isect_test_sphere3_hull3(ns ? NULL : &s, c.ha);
    }
    case GEN_OHULL_PLANE_VERTS:
    case GEN_OHULL_PLANE_PLANES: {
        isect_plane3 p = {check_vec3(x->s), x->s[3]};
        isect_side side = isect_classify_plane3_hull3(ns ? NULL : &p, c.ha);
        bool t = isect_test_plane3_hull3(ns ? NULL : &p, c.ha);
        return t == (side == ISECT_STRADDLING) ? (int)side : -1;
    }
    case GEN_OHULL_AABB: {
        isect_aabb3 b = {check_vec3(x->s), check_vec3(x->s + 3)};
        return isect_test_aabb3_hull3(ns ? NULL : &b, c.ha);
    }
    default: return isect_test_hull3_hull3(c.ha, c.hb);
    }
}

void ohull_generate(gen_rng *rng, const ohull_query *q, int mode, gen_ohull_case *x) {
    if (mode == 0)
        gen_ohull_uniform(rng, q->kind, x);
    else if (mode == 1)
        gen_ohull_adversarial(rng, q->kind, x);
    else
        gen_ohull_invalid(rng, q->kind, x);
}

/* The planes of a case widened, false when one is not finite or has a zero normal. */
static bool planes_ok(int n, const isect_real (*nn)[3], const isect_real *o, double *dn,
                      double *dop) {
    for (int i = 0; i < n; i++) {
        if (!check_finite3(nn[i]) || !isfinite(o[i]) ||
            (nn[i][0] == 0 && nn[i][1] == 0 && nn[i][2] == 0))
            return false;
        check_widen3(nn[i], dn + 3 * i);
        dop[i] = (double)o[i];
    }
    return true;
}

bool ohull_reference(const ohull_query *q, const gen_ohull_case *x, ohull_ref *ref) {
    memset(ref, 0, sizeof *ref);
    if (x->null_a || x->null_shape || x->null_arr || (x->nv == 0 && x->na == 0))
        return false;
    double v[3 * GEN_HULL_MAX], an[3 * GEN_HPLANES_MAX], ao[GEN_HPLANES_MAX],
        bn[3 * GEN_HPLANES_MAX], bo[GEN_HPLANES_MAX], s[6];
    for (int i = 0; i < x->nv; i++) {
        if (!check_finite3(x->v[i]))
            return false;
        check_widen3(x->v[i], v + 3 * i);
    }
    if (!planes_ok(x->na, x->an, x->ao, an, ao))
        return false;
    for (int i = 0; i < 6; i++)
        s[i] = (double)x->s[i];
    bool verts = x->nv > 0;
    switch (q->kind) {
    case GEN_OHULL_SPHERE_VERTS:
    case GEN_OHULL_SPHERE_PLANES:
        if (!check_finite3(x->s) || !isfinite(x->s[3]) || !(x->s[3] >= 0))
            return false;
        ref->side = verts ? oracle_hull_verts_sphere(x->nv, v, s, s[3])
                          : oracle_frustum_planes_sphere(x->na, an, ao, s, s[3]);
        return true;
    case GEN_OHULL_PLANE_VERTS:
    case GEN_OHULL_PLANE_PLANES:
        if (!check_finite3(x->s) || !isfinite(x->s[3]) ||
            (x->s[0] == 0 && x->s[1] == 0 && x->s[2] == 0))
            return false;
        ref->side = verts ? oracle_hull_verts_plane(x->nv, v, s, s[3])
                          : oracle_hull_planes_plane(x->na, an, ao, s, s[3]);
        return true;
    case GEN_OHULL_AABB:
        if (x->na == 0 || !check_finite3(x->s) || !check_finite3(x->s + 3))
            return false;
        for (int i = 0; i < 3; i++)
            if (x->s[i] > x->s[3 + i])
                return false;
        ref->side = oracle_hull_planes_aabb(x->na, an, ao, s, s + 3);
        return true;
    default:
        if (x->null_b || x->na == 0 || x->nb == 0 || !planes_ok(x->nb, x->bn, x->bo, bn, bo))
            return false;
        ref->side = oracle_hull_planes_hull(x->na, an, ao, x->nb, bn, bo);
        return true;
    }
}

int ohull_lengths(const ohull_query *q, gen_ohull_case *x, isect_real **v) {
    return gen_ohull_lengths(q->kind, x, v);
}

static bool plane_row(const ohull_query *q) {
    return q->kind == GEN_OHULL_PLANE_VERTS || q->kind == GEN_OHULL_PLANE_PLANES;
}

const char *ohull_check(const ohull_query *q, const gen_ohull_case *x, const ohull_ref *ref, int k,
                        oracle_row *row) {
    (void)k;
    int got = lib_answer(q, x);
    if (got == ref->side)
        return NULL;
    row->disagreements++;
    if (got < 0)
        return "test disagrees with classify";
    if (plane_row(q))
        return "a wrong side";
    if (ref->side) {
        row->false_misses++;
        return "a false miss";
    }
    row->false_hits++;
    return "a false hit";
}

const char *ohull_check_invalid(const ohull_query *q, const gen_ohull_case *x) {
    int got = lib_answer(q, x);
    if (plane_row(q))
        return got == ISECT_SIDE_INVALID ? NULL : "invalid input: not ISECT_SIDE_INVALID";
    return got ? "invalid input: answered true" : NULL;
}

void ohull_explain(const ohull_query *q, const gen_ohull_case *x, const ohull_ref *ref, int k) {
    printf("  %s, family %s, scale 2^%d:\n", q->name, x->family, k);
    for (int i = 0; i < x->nv; i++)
        check_print_coords("    vertex =", x->v[i], 3);
    for (int i = 0; i < x->na; i++) {
        check_print_coords("    plane a n =", x->an[i], 3);
        check_print_coords("      o =", &x->ao[i], 1);
    }
    for (int i = 0; i < x->nb; i++) {
        check_print_coords("    plane b n =", x->bn[i], 3);
        check_print_coords("      o =", &x->bo[i], 1);
    }
    check_print_coords("    solid =", x->s, 6);
    printf("    got %d; exact %d\n", lib_answer(q, x), ref->side);
}

CHECK_FAMILY(ohull, "overlap_hull", OHULL_QUERIES, gen_ohull_case, ohull_ref);
