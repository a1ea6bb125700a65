/* The solid-against-plane queries; see check_overlap_plane.h. */
#include "check/check_overlap_plane.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

const oplane_query oplane_queries[OPLANE_QUERIES] = {
    {"sphere3_plane3", GEN_OPLANE_SPHERE, false},   {"sphere3_plane3p", GEN_OPLANE_SPHERE, true},
    {"aabb3_plane3", GEN_OPLANE_AABB, false},       {"aabb3_plane3p", GEN_OPLANE_AABB, true},
    {"obb3_plane3", GEN_OPLANE_OBB, false},         {"obb3_plane3p", GEN_OPLANE_OBB, true},
    {"capsule3_plane3", GEN_OPLANE_CAPSULE, false}, {"capsule3_plane3p", GEN_OPLANE_CAPSULE, true},
    {"cone3_plane3", GEN_OPLANE_CONE, false},       {"cone3_plane3p", GEN_OPLANE_CONE, true},
    {"tri3_plane3", GEN_OPLANE_TRI, false},         {"tri3_plane3p", GEN_OPLANE_TRI, true}};

/* The case's shapes as the library takes them. */
typedef struct shapes {
    isect_plane3 plane;
    isect_plane3p planep;
    isect_sphere3 sphere;
    isect_aabb3 aabb;
    isect_obb3 obb;
    isect_capsule3 capsule;
    isect_cone3 cone;
    isect_tri3 tri;
} shapes;

static void make_shapes(const gen_oplane_case *x, shapes *s) {
    s->plane = (isect_plane3){check_vec3(x->n), x->o};
    s->planep = (isect_plane3p){check_vec3(x->pa), check_vec3(x->pb), check_vec3(x->pc)};
    s->sphere = (isect_sphere3){check_vec3(x->p), x->r};
    s->aabb = (isect_aabb3){check_vec3(x->p), check_vec3(x->p + 3)};
    s->obb.center = check_vec3(x->p);
    s->obb.half = check_vec3(x->p + 3);
    for (int i = 0; i < 3; i++)
        s->obb.axis[i] = check_vec3(x->ax + 3 * i);
    s->capsule = (isect_capsule3){check_vec3(x->p), check_vec3(x->p + 3), x->r};
    s->cone = (isect_cone3){check_vec3(x->p), check_vec3(x->p + 3), x->r};
    s->tri = (isect_tri3){{check_vec3(x->p), check_vec3(x->p + 3), check_vec3(x->p + 6)}};
}

/* Calls the classify (test false) or test (test true) query of the row; the answer of
 * the test as ISECT_STRADDLING (true) or ISECT_FRONT (false). */
static isect_side ask(const oplane_query *q, const gen_oplane_case *x, bool test) {
    shapes s;
    make_shapes(x, &s);
    const isect_plane3 *pl = x->null_plane ? NULL : &s.plane;
    const isect_plane3p *pp = x->null_plane ? NULL : &s.planep;
    bool ns = x->null_shape, three = q->three, hit;
#define ASK(tag, shape)                                                                            \
    do {                                                                                           \
        const isect_##tag *a = ns ? NULL : &s.shape;                                               \
        if (!test)                                                                                 \
            return three ? isect_classify_##tag##_plane3p(a, pp)                                   \
                         : isect_classify_##tag##_plane3(a, pl);                                   \
        hit = three ? isect_test_##tag##_plane3p(a, pp) : isect_test_##tag##_plane3(a, pl);        \
    } while (0)
    switch (q->shape) {
    case GEN_OPLANE_SPHERE: ASK(sphere3, sphere); break;
    case GEN_OPLANE_AABB: ASK(aabb3, aabb); break;
    case GEN_OPLANE_OBB: ASK(obb3, obb); break;
    case GEN_OPLANE_CAPSULE: ASK(capsule3, capsule); break;
    case GEN_OPLANE_CONE: ASK(cone3, cone); break;
    default: ASK(tri3, tri); break;
    }
#undef ASK
    return hit ? ISECT_STRADDLING : ISECT_FRONT;
}

isect_side oplane_classify(const oplane_query *q, const gen_oplane_case *x) {
    return ask(q, x, false);
}

bool oplane_test(const oplane_query *q, const gen_oplane_case *x) {
    return ask(q, x, true) == ISECT_STRADDLING;
}

void oplane_generate(gen_rng *rng, const oplane_query *q, int mode, gen_oplane_case *x) {
    if (mode == 0)
        gen_oplane_uniform(rng, q->shape, q->three, x);
    else if (mode == 1)
        gen_oplane_adversarial(rng, q->shape, q->three, x);
    else
        gen_oplane_invalid(rng, q->shape, q->three, x);
}

static bool nonneg(isect_real r) {
    return isfinite(r) && r >= 0;
}

static isect_side side_of(int s) {
    return s > 0 ? ISECT_FRONT : s < 0 ? ISECT_BACK : ISECT_STRADDLING;
}

bool oplane_reference(const oplane_query *q, const gen_oplane_case *x, oplane_ref *ref) {
    memset(ref, 0, sizeof *ref);
    if (x->null_shape || x->null_plane)
        return false;
    oracle_plane pl;
    memset(&pl, 0, sizeof pl);
    pl.three = q->three;
    if (q->three) {
        if (!check_finite3(x->pa) || !check_finite3(x->pb) || !check_finite3(x->pc))
            return false;
        check_widen3(x->pa, pl.a);
        check_widen3(x->pb, pl.b);
        check_widen3(x->pc, pl.c);
        double pts[9];
        for (int i = 0; i < 3; i++) {
            pts[i] = pl.a[i];
            pts[3 + i] = pl.b[i];
            pts[6 + i] = pl.c[i];
        }
        if (oracle_collinear3(3, pts))
            return false;
    } else {
        if (!check_finite3(x->n) || !isfinite(x->o) ||
            (x->n[0] == 0 && x->n[1] == 0 && x->n[2] == 0))
            return false;
        check_widen3(x->n, pl.n);
        pl.o = (double)x->o;
    }
    double p[9];
    for (int i = 0; i < 9; i++)
        p[i] = (double)x->p[i];
    double r = (double)x->r;
    int side;
    switch (q->shape) {
    case GEN_OPLANE_SPHERE:
        if (!check_finite3(x->p) || !nonneg(x->r))
            return false;
        side = oracle_plane_sphere(&pl, p, r);
        break;
    case GEN_OPLANE_AABB:
        if (!check_finite3(x->p) || !check_finite3(x->p + 3))
            return false;
        for (int i = 0; i < 3; i++)
            if (x->p[i] > x->p[3 + i])
                return false;
        side = oracle_plane_aabb(&pl, p, p + 3);
        break;
    case GEN_OPLANE_OBB: {
        if (!check_finite3(x->p) || !nonneg(x->p[3]) || !nonneg(x->p[4]) || !nonneg(x->p[5]))
            return false;
        for (int i = 0; i < 9; i++)
            if (!isfinite(x->ax[i]))
                return false;
        shapes s;
        make_shapes(x, &s);
        if (!isect_valid_obb3(&s.obb))
            return false;
        double ax[3][3];
        for (int i = 0; i < 3; i++)
            for (int k = 0; k < 3; k++)
                ax[i][k] = (double)x->ax[3 * i + k];
        side = oracle_plane_obb(&pl, p, ax, p + 3);
        break;
    }
    case GEN_OPLANE_CAPSULE:
        if (!check_finite3(x->p) || !check_finite3(x->p + 3) || !nonneg(x->r))
            return false;
        side = oracle_plane_capsule(&pl, p, p + 3, r);
        break;
    case GEN_OPLANE_CONE:
        if (!check_finite3(x->p) || !check_finite3(x->p + 3) || !nonneg(x->r))
            return false;
        side = oracle_plane_cone(&pl, p, p + 3, r);
        break;
    default:
        if (!check_finite3(x->p) || !check_finite3(x->p + 3) || !check_finite3(x->p + 6))
            return false;
        side = oracle_plane_tri(&pl, p, p + 3, p + 6);
        break;
    }
    ref->side = side_of(side);
    return true;
}

int oplane_lengths(const oplane_query *q, gen_oplane_case *x, isect_real **v) {
    (void)q;
    return gen_oplane_lengths(x, v);
}

const char *oplane_check(const oplane_query *q, const gen_oplane_case *x, const oplane_ref *ref,
                         int k, oracle_row *row) {
    (void)k;
    isect_side side = oplane_classify(q, x);
    bool hit = oplane_test(q, x), exact_hit = ref->side == ISECT_STRADDLING;
    if (side == ref->side && hit == exact_hit)
        return NULL;
    row->disagreements++;
    if (hit != exact_hit) {
        if (exact_hit)
            row->false_misses++;
        else
            row->false_hits++;
        return exact_hit ? "test: a false miss" : "test: a false hit";
    }
    return "classify: a wrong side";
}

const char *oplane_check_invalid(const oplane_query *q, const gen_oplane_case *x) {
    if (oplane_test(q, x))
        return "invalid input: test answered true";
    if (oplane_classify(q, x) != ISECT_SIDE_INVALID)
        return "invalid input: classify not ISECT_SIDE_INVALID";
    return NULL;
}

void oplane_explain(const oplane_query *q, const gen_oplane_case *x, const oplane_ref *ref, int k) {
    printf("  %s, family %s, scale 2^%d:\n", q->name, x->family, k);
    if (q->three) {
        check_print_coords("    plane a =", x->pa, 3);
        check_print_coords("    plane b =", x->pb, 3);
        check_print_coords("    plane c =", x->pc, 3);
    } else {
        check_print_coords("    normal =", x->n, 3);
        check_print_coords("    offset =", &x->o, 1);
    }
    int n = q->shape == GEN_OPLANE_SPHERE ? 3 : q->shape == GEN_OPLANE_TRI ? 9 : 6;
    check_print_coords("    solid =", x->p, n);
    if (q->shape == GEN_OPLANE_OBB)
        check_print_coords("    axes =", x->ax, 9);
    if (q->shape == GEN_OPLANE_SPHERE || q->shape == GEN_OPLANE_CAPSULE ||
        q->shape == GEN_OPLANE_CONE)
        check_print_coords("    r =", &x->r, 1);
    printf("    got classify %d, test %d; exact side %d\n", (int)oplane_classify(q, x),
           (int)oplane_test(q, x), (int)ref->side);
}

CHECK_FAMILY(oplane, "overlap_plane", OPLANE_QUERIES, gen_oplane_case, oplane_ref);
