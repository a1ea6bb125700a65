/* A segment against a triangle, two triangles; see check_closest_point_tri_pair.h. */
#include "check/check_closest_point_tri_pair.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

/* Documented bound (isect/closest_point.h), in units of isect_real's unit roundoff u. */
#define BOUND 16.0

const tpair_query tpair_queries[TPAIR_QUERIES] = {
    {"closest_seg3_tri3", 2},
    {"closest_tri3_tri3", 3},
};

static isect_closest_feature_result3 ask(const tpair_query *q, const gen_tpair_case *x) {
    isect_tri3 b;
    for (int i = 0; i < 3; i++)
        b.v[i] = check_vec3(x->b[i]);
    const isect_tri3 *pb = x->null_b ? NULL : &b;
    if (q->na == 2) {
        isect_seg3 s = {check_vec3(x->a[0]), check_vec3(x->a[1])};
        return isect_closest_seg3_tri3(x->null_a ? NULL : &s, pb);
    }
    isect_tri3 a;
    for (int i = 0; i < 3; i++)
        a.v[i] = check_vec3(x->a[i]);
    return isect_closest_tri3_tri3(x->null_a ? NULL : &a, pb);
}

void tpair_generate(gen_rng *rng, const tpair_query *q, int mode, gen_tpair_case *x) {
    if (mode == 0)
        gen_tpair_uniform(rng, q->na, x);
    else if (mode == 1)
        gen_tpair_adversarial(rng, q->na, x);
    else
        gen_tpair_invalid(rng, q->na, x);
}

bool tpair_reference(const tpair_query *q, const gen_tpair_case *x, tpair_ref *ref) {
    memset(ref, 0, sizeof *ref);
    if (x->null_a || x->null_b)
        return false;
    for (int i = 0; i < 3; i++)
        if ((i < q->na && !check_finite3(x->a[i])) || !check_finite3(x->b[i]))
            return false;
    double a[3][3], b[3][3];
    for (int i = 0; i < 3; i++) {
        check_widen3(x->a[i], a[i]);
        check_widen3(x->b[i], b[i]);
    }
    oracle_closest_tri_pair(q->na, a, b, &ref->exact);
    return true;
}

int tpair_lengths(const tpair_query *q, gen_tpair_case *x, isect_real **v) {
    (void)q;
    return gen_tpair_lengths(x, v);
}

const char *tpair_check_invalid(const tpair_query *q, const gen_tpair_case *x) {
    isect_closest_feature_result3 r = ask(q, x);
    if (r.flags != ISECT_INVALID)
        return "invalid input without ISECT_INVALID alone";
    if (r.feature_a.kind != ISECT_FEATURE_NONE || r.feature_b.kind != ISECT_FEATURE_NONE ||
        r.feature_a.index != 0 || r.feature_b.index != 0)
        return "invalid input with a feature";
    bool zero = r.dist_sq == 0 && r.point_a.x == 0 && r.point_a.y == 0 && r.point_a.z == 0 &&
                r.point_b.x == 0 && r.point_b.y == 0 && r.point_b.z == 0;
    for (int i = 0; i < 4; i++)
        zero &= r.bary_a[i] == 0 && r.bary_b[i] == 0;
    return zero ? NULL : "invalid input left non-zero fields";
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

/* What a side's feature implies of its point and coordinates (see the header); n: the
 * shape's vertex count (2 a segment, 3 a triangle), v its vertices. */
static const char *check_side(isect_feature f, isect_vec3 point, const isect_real *bary, int n,
                              const isect_real (*v)[3], const char *const what[3]) {
    int i = f.index;
    if (bary[3] != 0 || (n == 2 && bary[2] != 0))
        return what[0];
    switch (f.kind) {
    case ISECT_FEATURE_VERTEX:
        if (!same_point(point, v[i]))
            return what[1];
        for (int j = 0; j < n; j++)
            if (bary[j] != (j == i))
                return what[2];
        break;
    case ISECT_FEATURE_EDGE: {
        int j = (i + 1) % n;
        if (n == 3 && bary[(i + 2) % 3] != 0)
            return what[2];
        if (!(bary[i] > 0 && bary[i] <= 1 && bary[j] > 0 && bary[j] <= 1))
            return what[2];
        break;
    }
    default: /* the face */
        for (int j = 0; j < 3; j++)
            if (!(bary[j] > 0 && bary[j] < 1))
                return what[2];
        break;
    }
    return NULL;
}

/* |bary - exact| in the side's unit. */
static double bary_err(const isect_real *bary, const oracle_tpair_side *e) {
    if (e->unit <= 0)
        return 0;
    long double eb = 0;
    for (int i = 0; i < 3; i++)
        eb = fmaxl(eb, fabsl((long double)bary[i] - e->bary[i]));
    return check_normalised(eb, 1, e->unit);
}

const char *tpair_check(const tpair_query *q, const gen_tpair_case *x, const tpair_ref *ref, int k,
                        oracle_row *row) {
    static const char *const what_a[3] = {
        "bary_a's unused entries are not 0", "a vertex's point_a is not the vertex bit for bit",
        "bary_a not exactly 0 and 1 (or inside) where feature_a says"};
    static const char *const what_b[3] = {
        "bary_b's unused entries are not 0", "a vertex's point_b is not the vertex bit for bit",
        "bary_b not exactly 0 and 1 (or inside) where feature_b says"};
    const oracle_tpair *e = &ref->exact;
    isect_closest_feature_result3 r = ask(q, x);
    /* the exact parts: each is looked at, the case counted once */
    const char *why = NULL;
    bool disagree = false;
    unsigned want = e->degenerate ? (unsigned)ISECT_DEGENERATE : 0u;
    if ((r.flags & ~(unsigned)ISECT_SATURATED) != want) {
        disagree = true;
        why = "flags differ from the exact ones (ISECT_DEGENERATE iff a point segment or a "
              "collinear triangle)";
    }
    bool finite = isfinite(r.dist_sq) && r.dist_sq >= 0 && isfinite(r.point_a.x) &&
                  isfinite(r.point_a.y) && isfinite(r.point_a.z) && isfinite(r.point_b.x) &&
                  isfinite(r.point_b.y) && isfinite(r.point_b.z);
    for (int i = 0; i < 4; i++)
        finite &= isfinite(r.bary_a[i]) && isfinite(r.bary_b[i]);
    if (!finite) {
        row->disagreements += disagree;
        return "non-finite or negative value";
    }
    long double d2 = ldexpl(e->dist_sq, 2 * k), dist = ldexpl(e->dist, k);
    if (e->meet && r.dist_sq != 0) {
        disagree = true;
        row->false_misses++;
        why = why ? why : "the shapes meet but dist_sq != 0";
    }
    if (!e->meet && r.dist_sq == 0) { /* the touching rule: apart is never 0 */
        disagree = true;
        row->false_hits++;
        why = why ? why : "dist_sq == 0 but the shapes do not meet";
    }
    if (r.feature_a.kind != e->a.feature.kind || r.feature_a.index != e->a.feature.index ||
        r.feature_b.kind != e->b.feature.kind || r.feature_b.index != e->b.feature.index) {
        row->disagreements++;
        return why ? why : "features differ from the contract's candidate's";
    }
    row->disagreements += disagree;
    const char *side = check_side(r.feature_a, r.point_a, r.bary_a, q->na, x->a, what_a);
    if (!side)
        side = check_side(r.feature_b, r.point_b, r.bary_b, 3, x->b, what_b);
    if (!side && e->meet && e->pick.kind == ORACLE_TPAIR_VERTEX_A &&
        !same_point(r.point_b, x->a[e->pick.i]))
        side = "a vertex of a on b: point_b is not that vertex bit for bit";
    if (!side && e->meet && e->pick.kind == ORACLE_TPAIR_VERTEX_B &&
        !same_point(r.point_a, x->b[e->pick.j]))
        side = "a vertex of b on a: point_a is not that vertex bit for bit";
    why = why ? why : side;

    /* Errors, in long double at the case's own scale (k folded into the exact values). */
    long double S = 0, sc = ldexpl(1, k);
    for (int i = 0; i < 3; i++) {
        if (i < q->na)
            S = fmaxl(S, max_abs(x->a[i]));
        S = fmaxl(S, max_abs(x->b[i]));
    }
    check_sat sat = {false, false};
    long double pscale = e->free_pair && e->sin_theta > 0 ? S / e->sin_theta : S;
    isect_real pa[3] = {r.point_a.x, r.point_a.y, r.point_a.z};
    isect_real pb[3] = {r.point_b.x, r.point_b.y, r.point_b.z};
    long double perr = 0;
    for (int i = 0; i < 3; i++) {
        perr = fmaxl(perr, check_err(pa[i], e->a.point[i] * sc, &sat));
        perr = fmaxl(perr, check_err(pb[i], e->b.point[i] * sc, &sat));
    }
    double ep = check_normalised(perr, 1, pscale);
    /* the distance: dist_sq moved toward the exact value by one step of the subnormal grid
     * (its rounding there), then as a distance */
    long double G = r.dist_sq, derr = 0;
    (void)check_err(G, d2, &sat);
    if (!(d2 > CHECK_MAX && G == CHECK_MAX)) {
        long double Gp = G > d2 ? fmaxl(d2, G - CHECK_TRUE_MIN) : fminl(d2, G + CHECK_TRUE_MIN);
        derr = fabsl(sqrtl(Gp) - dist);
    }
    double ed = check_normalised(derr, 1, S);
    double eba = bary_err(r.bary_a, &e->a), ebb = bary_err(r.bary_b, &e->b), eb = fmax(eba, ebb);
    row->err_t = fmax(row->err_t, eb);
    row->err_point = fmax(row->err_point, ep);
    row->err_normal = fmax(row->err_normal, ed);
    if (why)
        return why;
    if (!(ep <= BOUND))
        return "a point outside its documented error bound";
    if (!(ed <= BOUND))
        return "dist_sq outside its documented error bound";
    if (e->pick.kind == ORACLE_TPAIR_CROSS_A || e->pick.kind == ORACLE_TPAIR_CROSS_B) {
        /* the crossing edge's (1 - t, t), the crossed triangle's coordinates */
        bool from_a = e->pick.kind == ORACLE_TPAIR_CROSS_A;
        if (!((from_a ? eba : ebb) <= BOUND))
            return "a crossing edge's coordinates outside 16 u S / |e|";
        if (!((from_a ? ebb : eba) <= BOUND))
            return "a crossed face's coordinates outside 16 u L^2 |d| / |n.d|";
    }
    if (!(eb <= BOUND))
        return "barycentric coordinates outside their error bound";
    return check_saturation(r.flags, &sat);
}

void tpair_print(const tpair_query *q, const gen_tpair_case *x) {
    printf("  family %s, shape %s%s%s:\n", x->family, x->shape, x->null_a ? ", a NULL" : "",
           x->null_b ? ", b NULL" : "");
    for (int i = 0; i < q->na; i++) {
        char label[24];
        snprintf(label, sizeof label, "    a%d =", i);
        check_print_coords(label, x->a[i], 3);
    }
    for (int i = 0; i < 3; i++) {
        char label[24];
        snprintf(label, sizeof label, "    b%d =", i);
        check_print_coords(label, x->b[i], 3);
    }
}

static const char *cand_name(oracle_tpair_cand c, char *buf, size_t size) {
    switch (c.kind) {
    case ORACLE_TPAIR_VERTEX_A: snprintf(buf, size, "a's vertex %d against b", c.i); break;
    case ORACLE_TPAIR_VERTEX_B: snprintf(buf, size, "b's vertex %d against a", c.j); break;
    case ORACLE_TPAIR_EDGES:
        snprintf(buf, size, "a's edge %d against b's edge %d", c.i, c.j);
        break;
    case ORACLE_TPAIR_CROSS_A: snprintf(buf, size, "a's edge %d crossing b", c.i); break;
    default: snprintf(buf, size, "b's edge %d crossing a", c.j); break;
    }
    return buf;
}

void tpair_explain(const tpair_query *q, const gen_tpair_case *x, const tpair_ref *ref, int k) {
    const oracle_tpair *e = &ref->exact;
    tpair_print(q, x);
    isect_closest_feature_result3 r = ask(q, x);
    printf("    got: feature_a %s %d, feature_b %s %d, dist_sq %a, flags %#x\n",
           feature_name(r.feature_a.kind), r.feature_a.index, feature_name(r.feature_b.kind),
           r.feature_b.index, (double)r.dist_sq, r.flags);
    printf("         point_a %a %a %a, point_b %a %a %a\n", (double)r.point_a.x,
           (double)r.point_a.y, (double)r.point_a.z, (double)r.point_b.x, (double)r.point_b.y,
           (double)r.point_b.z);
    printf("         bary_a %a %a %a %a, bary_b %a %a %a %a\n", (double)r.bary_a[0],
           (double)r.bary_a[1], (double)r.bary_a[2], (double)r.bary_a[3], (double)r.bary_b[0],
           (double)r.bary_b[1], (double)r.bary_b[2], (double)r.bary_b[3]);
    long double sc = ldexpl(1, k);
    char buf[64];
    printf("    exact: %s (of %d tied:", cand_name(e->pick, buf, sizeof buf), e->ties);
    for (int i = 0; i < e->ties && i < ORACLE_TPAIR_TIES; i++)
        printf("%s %s", i ? ";" : "", cand_name(e->tie[i], buf, sizeof buf));
    printf("), meet %d, degenerate %d, parallel %d, free %d, sin %Lg, crossing slope %Lg\n",
           e->meet, e->degenerate, e->parallel, e->free_pair, e->sin_theta, e->slope);
    printf("         feature_a %s %d, feature_b %s %d, dist_sq %La\n",
           feature_name(e->a.feature.kind), e->a.feature.index, feature_name(e->b.feature.kind),
           e->b.feature.index, e->dist_sq * sc * sc);
    printf("         point_a %La %La %La, point_b %La %La %La\n", e->a.point[0] * sc,
           e->a.point[1] * sc, e->a.point[2] * sc, e->b.point[0] * sc, e->b.point[1] * sc,
           e->b.point[2] * sc);
    printf("         bary_a %La %La %La, bary_b %La %La %La (units %Lg, %Lg)\n", e->a.bary[0],
           e->a.bary[1], e->a.bary[2], e->b.bary[0], e->b.bary[1], e->b.bary[2], e->a.unit,
           e->b.unit);
}

CHECK_FAMILY(tpair, "closest_point_tri_pair", TPAIR_QUERIES, gen_tpair_case, tpair_ref);
