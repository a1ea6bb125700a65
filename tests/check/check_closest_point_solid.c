/* A point against a convex polygon or a round solid; see check_closest_point_solid.h. */
#include "check/check_closest_point_solid.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

/* Documented bound (isect/closest_point.h), in units of isect_real's unit roundoff u. */
#define BOUND 16.0

const psolid_query psolid_queries[PSOLID_QUERIES] = {
    {"closest_point2_poly2", 2, GEN_SOLID_POLY2},
    {"closest_point2_capsule2", 2, GEN_SOLID_CAPSULE2},
    {"closest_point3_capsule3", 3, GEN_SOLID_CAPSULE3},
    {"closest_point3_cylinder3", 3, GEN_SOLID_CYLINDER3},
    {"closest_point3_cone3", 3, GEN_SOLID_CONE3},
};

static isect_closest_feature_result3 widen(isect_closest_feature_result2 r) {
    isect_closest_feature_result3 w;
    memset(&w, 0, sizeof w);
    w.dist_sq = r.dist_sq;
    memcpy(w.bary_a, r.bary_a, sizeof w.bary_a);
    memcpy(w.bary_b, r.bary_b, sizeof w.bary_b);
    w.point_a = (isect_vec3){r.point_a.x, r.point_a.y, 0};
    w.point_b = (isect_vec3){r.point_b.x, r.point_b.y, 0};
    w.feature_a = r.feature_a;
    w.feature_b = r.feature_b;
    w.flags = r.flags;
    return w;
}

/* The library's answer, widened to 3D. */
static isect_closest_feature_result3 ask(const psolid_query *q, const gen_psolid_case *x) {
    switch (q->kind) {
    case GEN_SOLID_POLY2: {
        isect_vec2 v[GEN_POLY_MAX];
        for (int i = 0; i < x->n; i++)
            v[i] = (isect_vec2){x->v[i][0], x->v[i][1]};
        isect_poly2 poly = {x->null_v ? NULL : v, (size_t)x->n};
        return widen(isect_closest_point2_poly2(check_vec2(x->p), x->null_shape ? NULL : &poly));
    }
    case GEN_SOLID_CAPSULE2: {
        isect_capsule2 c = {check_vec2(x->a), check_vec2(x->b), x->r};
        return widen(isect_closest_point2_capsule2(check_vec2(x->p), x->null_shape ? NULL : &c));
    }
    case GEN_SOLID_CAPSULE3: {
        isect_capsule3 c = {check_vec3(x->a), check_vec3(x->b), x->r};
        return isect_closest_point3_capsule3(check_vec3(x->p), x->null_shape ? NULL : &c);
    }
    case GEN_SOLID_CYLINDER3: {
        isect_cylinder3 c = {check_vec3(x->a), check_vec3(x->b), x->r};
        return isect_closest_point3_cylinder3(check_vec3(x->p), x->null_shape ? NULL : &c);
    }
    default: {
        isect_cone3 c = {check_vec3(x->a), check_vec3(x->b), x->r};
        return isect_closest_point3_cone3(check_vec3(x->p), x->null_shape ? NULL : &c);
    }
    }
}

void psolid_generate(gen_rng *rng, const psolid_query *q, int mode, gen_psolid_case *x) {
    if (mode == 0)
        gen_psolid_uniform(rng, q->kind, x);
    else if (mode == 1)
        gen_psolid_adversarial(rng, q->kind, x);
    else
        gen_psolid_invalid(rng, q->kind, x);
}

/* Finite input: no NULL, enough vertices, finite coordinates, a finite radius >= 0. */
static bool well_formed(const psolid_query *q, const gen_psolid_case *x) {
    if (x->null_shape || x->null_v)
        return false;
    if (!check_finite3(x->p))
        return false;
    if (q->kind == GEN_SOLID_POLY2) {
        if (x->n < 3)
            return false;
        for (int i = 0; i < x->n; i++)
            if (!isfinite(x->v[i][0]) || !isfinite(x->v[i][1]))
                return false;
        return true;
    }
    return check_finite3(x->a) && check_finite3(x->b) && isfinite(x->r) && x->r >= 0;
}

bool psolid_reference(const psolid_query *q, const gen_psolid_case *x, psolid_ref *ref) {
    memset(ref, 0, sizeof *ref);
    if (!well_formed(q, x))
        return false;
    double p[3], a[3], b[3];
    check_widen3(x->p, p);
    check_widen3(x->a, a);
    check_widen3(x->b, b);
    oracle_psolid *e = &ref->exact;
    switch (q->kind) {
    case GEN_SOLID_POLY2: {
        double xy[2 * GEN_POLY_MAX];
        for (int i = 0; i < x->n; i++)
            xy[2 * i] = (double)x->v[i][0], xy[2 * i + 1] = (double)x->v[i][1];
        return oracle_closest_point_poly(x->n, xy, p, e);
    }
    case GEN_SOLID_CAPSULE2:
    case GEN_SOLID_CAPSULE3:
        oracle_closest_point_capsule(q->dim, p, a, b, (double)x->r, e);
        return true;
    case GEN_SOLID_CYLINDER3: oracle_closest_point_cylinder(p, a, b, (double)x->r, e); return true;
    default: oracle_closest_point_cone(p, a, b, (double)x->r, e); return true;
    }
}

int psolid_lengths(const psolid_query *q, gen_psolid_case *x, isect_real **v) {
    (void)q;
    return gen_psolid_lengths(x, v);
}

static bool all_zero(const isect_closest_feature_result3 *r) {
    bool zero = r->dist_sq == 0 && r->point_a.x == 0 && r->point_a.y == 0 && r->point_a.z == 0 &&
                r->point_b.x == 0 && r->point_b.y == 0 && r->point_b.z == 0;
    for (int i = 0; i < 4; i++)
        zero &= r->bary_a[i] == 0 && r->bary_b[i] == 0;
    return zero && r->feature_a.kind == ISECT_FEATURE_NONE &&
           r->feature_b.kind == ISECT_FEATURE_NONE && r->feature_a.index == 0 &&
           r->feature_b.index == 0;
}

const char *psolid_check_invalid(const psolid_query *q, const gen_psolid_case *x, oracle_row *row) {
    isect_closest_feature_result3 r = ask(q, x);
    if (r.flags != ISECT_INVALID) {
        /* a finite polygon the oracle calls not convex: a disagreement of the convexity */
        if (row && well_formed(q, x) && !(r.flags & ISECT_INVALID))
            row->disagreements++;
        return well_formed(q, x) ? "a polygon that is not convex answered without ISECT_INVALID"
                                 : "invalid input without ISECT_INVALID alone";
    }
    return all_zero(&r) ? NULL : "invalid input left non-zero fields or a feature";
}

static long double max_abs(const isect_real *v) {
    return fmaxl(fabsl(v[0]), fmaxl(fabsl(v[1]), fabsl(v[2])));
}

static bool same_point(isect_vec3 a, const isect_real *b) {
    return a.x == b[0] && a.y == b[1] && a.z == b[2];
}

static const char *feature_name(isect_feature_kind kind) {
    switch (kind) {
    case ISECT_FEATURE_NONE: return "none";
    case ISECT_FEATURE_VERTEX: return "vertex";
    case ISECT_FEATURE_EDGE: return "edge";
    case ISECT_FEATURE_FACE: return "face";
    default: return "solid";
    }
}

/* The largest input magnitude S: coordinates and the radius. */
static long double scale_of(const psolid_query *q, const gen_psolid_case *x) {
    long double S = max_abs(x->p);
    if (q->kind == GEN_SOLID_POLY2) {
        for (int i = 0; i < x->n; i++)
            S = fmaxl(S, fmaxl(fabsl(x->v[i][0]), fabsl(x->v[i][1])));
        return S;
    }
    return fmaxl(fmaxl(S, fabsl(x->r)), fmaxl(max_abs(x->a), max_abs(x->b)));
}

/* A collinear polygon's segment interior (the oracle leaves the edge's index to the check):
 * the first edge from one of the two outermost vertices toward the other (the lowest i
 * with v[i] at an extreme and v[i + 1] != v[i]). */
static int collinear_edge(const gen_psolid_case *x, const oracle_psolid *e) {
    const isect_real *lo = x->v[e->seg_from], *hi = x->v[e->seg_to];
    for (int i = 0; i < x->n; i++) {
        const isect_real *v = x->v[i], *w = x->v[(i + 1) % x->n];
        bool extreme = (v[0] == lo[0] && v[1] == lo[1]) || (v[0] == hi[0] && v[1] == hi[1]);
        if (extreme && (w[0] != v[0] || w[1] != v[1]))
            return i;
    }
    return -1;
}

/* What the feature implies of point_b and bary_b (see the header). */
static const char *check_feature(const psolid_query *q, const gen_psolid_case *x,
                                 const oracle_psolid *e, const isect_closest_feature_result3 *r) {
    const isect_real *b = r->bary_b;
    if (q->kind == GEN_SOLID_POLY2) {
        int i = r->feature_b.index;
        switch (r->feature_b.kind) {
        case ISECT_FEATURE_VERTEX:
            if (!(r->point_b.x == x->v[i][0] && r->point_b.y == x->v[i][1]))
                return "a vertex's point_b is not the vertex bit for bit";
            if (b[0] != 1 || b[1] != 0)
                return "a vertex's bary_b is not {1, 0, 0, 0}";
            break;
        case ISECT_FEATURE_EDGE:
            if (!(b[0] > 0 && b[0] <= 1 && b[1] > 0 && b[1] <= 1))
                return "an edge's bary_b not in (0, 1]";
            break;
        default:
            if (b[0] != 0 || b[1] != 0)
                return "the face's bary_b is not all 0";
            break;
        }
        return NULL;
    }
    if (r->feature_b.kind == ISECT_FEATURE_VERTEX && !same_point(r->point_b, x->a))
        return "a vertex's point_b is not the apex (p0) bit for bit";
    if (e->t_end == 0 && !(b[0] == 1 && b[1] == 0))
        return "bary_b is not exactly {1, 0} where the exact t is 0";
    if (e->t_end == 1 && !(b[0] == 0 && b[1] == 1))
        return "bary_b is not exactly {0, 1} where the exact t is 1";
    /* t strictly between; 1 - t may round to 1 when t < u */
    if (e->t_end < 0 && !(b[1] > 0 && b[1] < 1 && b[0] > 0 && b[0] <= 1))
        return "bary_b[1] (t) not strictly inside (0, 1) where the exact t is";
    return NULL;
}

static const char *check_accuracy(const psolid_query *q, const gen_psolid_case *x,
                                  const oracle_psolid *e, int k,
                                  const isect_closest_feature_result3 *r, oracle_row *row) {
    long double S = scale_of(q, x);
    check_sat sat = {false, false};
    isect_real pb[3] = {r->point_b.x, r->point_b.y, r->point_b.z};
    double ep = 0;
    for (int c = 0; c < q->dim; c++)
        ep = fmax(ep, check_normalised(check_err(pb[c], ldexpl(e->point[c], k), &sat), 1, S));
    /* the error E of dist_sq beyond one subnormal step, as a distance error
     * sqrt(D + E) - sqrt(D) (as check_closest_point_tri.c) */
    long double d2 = ldexpl(e->dist_sq, 2 * k), dist = ldexpl(e->dist, k);
    long double e2 = check_err(r->dist_sq, d2, &sat);
    e2 = e2 > CHECK_TRUE_MIN ? e2 - CHECK_TRUE_MIN : 0;
    long double ed_abs = sqrtl(d2 + e2) - dist;
    double ed = ed_abs > 0 ? (double)(ed_abs / (CHECK_U * S)) : 0;
    /* t: bary_b against {1 - t, t}, in units of u S / |d| (a polygon's edge: |e|) */
    double et = 0;
    bool measured = q->kind == GEN_SOLID_POLY2 ? r->feature_b.kind == ISECT_FEATURE_EDGE : true;
    if (measured && e->t_len > 0) {
        long double eb = fmaxl(fabsl((long double)r->bary_b[1] - e->t),
                               fabsl((long double)r->bary_b[0] - (1 - e->t)));
        et = check_normalised(eb, ldexpl(e->t_len, k), S);
    }
    row->err_t = fmax(row->err_t, et);
    row->err_point = fmax(row->err_point, ep);
    row->err_normal = fmax(row->err_normal, ed);
    if (!(ep <= BOUND))
        return "point_b outside its documented error bound";
    if (!(ed <= BOUND))
        return "dist_sq outside its documented error bound";
    if (!(et <= BOUND))
        return q->kind == GEN_SOLID_POLY2 ? "an edge's bary_b outside its bound (u S / |e|)"
                                          : "bary_b (t) outside its documented bound (u S / |d|)";
    return check_saturation(r->flags, &sat);
}

const char *psolid_check(const psolid_query *q, const gen_psolid_case *x, const psolid_ref *ref,
                         int k, oracle_row *row) {
    const oracle_psolid *e = &ref->exact;
    isect_closest_feature_result3 r = ask(q, x);
    if (r.flags & ISECT_INVALID) {
        row->disagreements++;
        return q->kind == GEN_SOLID_POLY2 ? "a convex polygon answered ISECT_INVALID"
                                          : "valid input answered ISECT_INVALID";
    }
    unsigned want = e->degenerate ? (unsigned)ISECT_DEGENERATE : 0u;
    if ((r.flags & ~(unsigned)ISECT_SATURATED) != want) {
        row->disagreements++;
        return "flags differ from the exact ones (ISECT_DEGENERATE iff degenerate)";
    }
    if (!same_point(r.point_a, x->p) || r.feature_a.kind != ISECT_FEATURE_VERTEX ||
        r.feature_a.index != 0 || r.bary_a[0] != 1 || r.bary_a[1] != 0 || r.bary_a[2] != 0 ||
        r.bary_a[3] != 0)
        return "point_a must be p, feature_a vertex 0, bary_a {1, 0, 0, 0}";
    bool finite = isfinite(r.dist_sq) && r.dist_sq >= 0 && isfinite(r.point_b.x) &&
                  isfinite(r.point_b.y) && isfinite(r.point_b.z);
    for (int i = 0; i < 4; i++)
        finite &= isfinite(r.bary_b[i]);
    if (!finite)
        return "non-finite or negative value";
    if (r.bary_b[2] != 0 || r.bary_b[3] != 0)
        return "bary_b[2] or bary_b[3] is not 0";
    uint64_t ok = e->ok;
    if (q->kind == GEN_SOLID_POLY2 && e->degenerate && e->feature.kind == ISECT_FEATURE_EDGE) {
        int i = collinear_edge(x, e);
        ok = i >= 0 ? (uint64_t)1 << i : 0;
    }
    int index = r.feature_b.index;
    if (r.feature_b.kind != e->feature.kind || index < 0 || index >= 64 || !(ok >> index & 1u)) {
        row->disagreements++;
        return "feature_b differs from the exact one";
    }
    const char *why = check_feature(q, x, e, &r);
    if (why)
        return why;
    if (e->inside && !same_point(r.point_b, x->p))
        return "a point of the closed shape is not its own closest point (point_b != p)";
    if (e->inside && r.dist_sq != 0)
        return "a point of the closed shape is not at dist_sq 0";
    if (q->kind == GEN_SOLID_POLY2 && e->degenerate && e->feature.kind == ISECT_FEATURE_EDGE) {
        /* the spanning segment's interior, reported as edge i from one outermost vertex:
         * its weights are on that vertex and the other outermost one (the segment the
         * header says edge i stands for), not on v[i + 1] */
        oracle_psolid f = *e;
        const isect_real *from = x->v[index], *lo = x->v[e->seg_from];
        if (!(from[0] == lo[0] && from[1] == lo[1]))
            f.t = 1 - e->t;
        return check_accuracy(q, x, &f, k, &r, row);
    }
    return check_accuracy(q, x, e, k, &r, row);
}

void psolid_print(const psolid_query *q, const gen_psolid_case *x) {
    printf("  family %s, shape %s:\n", x->family, x->shape);
    check_print_coords("    p  =", x->p, 3);
    if (q->kind == GEN_SOLID_POLY2) {
        printf("    n = %d%s%s\n", x->n, x->null_shape ? " (NULL polygon)" : "",
               x->null_v ? " (NULL array)" : "");
        for (int i = 0; i < x->n; i++) {
            char label[32];
            snprintf(label, sizeof label, "    v%-2d=", i);
            check_print_coords(label, x->v[i], 2);
        }
        return;
    }
    check_print_coords("    a  =", x->a, 3);
    check_print_coords("    b  =", x->b, 3);
    check_print_coords("    r  =", &x->r, 1);
    if (x->null_shape)
        printf("    (NULL shape)\n");
}

void psolid_explain(const psolid_query *q, const gen_psolid_case *x, const psolid_ref *ref, int k) {
    const oracle_psolid *e = &ref->exact;
    psolid_print(q, x);
    long double sc = ldexpl(1, k);
    isect_closest_feature_result3 r = ask(q, x);
    printf("    got: feature %s %d dist_sq %a flags %#x\n", feature_name(r.feature_b.kind),
           r.feature_b.index, (double)r.dist_sq, r.flags);
    printf("         point_b %a %a %a bary_b %a %a %a %a\n", (double)r.point_b.x,
           (double)r.point_b.y, (double)r.point_b.z, (double)r.bary_b[0], (double)r.bary_b[1],
           (double)r.bary_b[2], (double)r.bary_b[3]);
    printf("    exact: feature %s %d (admissible %#llx) dist_sq %La degenerate %d inside %d\n",
           feature_name(e->feature.kind), e->feature.index, (unsigned long long)e->ok,
           e->dist_sq * sc * sc, e->degenerate, e->inside);
    printf("         point_b %La %La %La t %La (exactly %d) |d| %Lg\n", e->point[0] * sc,
           e->point[1] * sc, e->point[2] * sc, e->t, e->t_end, e->t_len * sc);
}

CHECK_FAMILY(psolid, "closest_point_solid", PSOLID_QUERIES, gen_psolid_case, psolid_ref);
