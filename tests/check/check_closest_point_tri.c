/* A point against a triangle; see check_closest_point_tri.h. */
#include "check/check_closest_point_tri.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

/* Documented bound (isect/closest_point.h), in units of isect_real's unit roundoff u. */
#define BOUND 16.0

const ptri_query ptri_queries[PTRI_QUERIES] = {
    {"closest_point2_tri2", 2, false, PTRI_POINT}, {"closest_point3_tri3", 3, false, PTRI_POINT},
    {"test_circle2_tri2", 2, true, PTRI_POINT},    {"test_sphere3_tri3", 3, true, PTRI_POINT},
    {"test_capsule2_tri2", 2, true, PTRI_CAPSULE}, {"test_capsule3_tri3", 3, true, PTRI_CAPSULE},
    {"closest_point3_tet3", 3, false, PTRI_TET},   {"find_sphere3_tri3", 3, true, PTRI_CONTACT},
};

/* The vertices in the order given (0), rotated to v1 v2 v0 (1) or reversed to v0 v2 v1
 * (2). */
static const int orders[3][3] = {{0, 1, 2}, {1, 2, 0}, {0, 2, 1}};

static isect_tri3 tri3(const gen_ptri_case *x, int order) {
    isect_tri3 t;
    for (int i = 0; i < 3; i++)
        t.v[i] = check_vec3(x->v[orders[order][i]]);
    return t;
}

static isect_tri2 tri2(const gen_ptri_case *x, int order) {
    isect_tri2 t;
    for (int i = 0; i < 3; i++)
        t.v[i] = check_vec2(x->v[orders[order][i]]);
    return t;
}

/* The closest answer, widened to 3D. */
static isect_closest_feature_result3 ask_closest(const ptri_query *q, const gen_ptri_case *x) {
    if (q->dim == 3) {
        isect_tri3 t = tri3(x, 0);
        return isect_closest_point3_tri3(check_vec3(x->p), &t);
    }
    isect_tri2 t = tri2(x, 0);
    isect_closest_feature_result2 r = isect_closest_point2_tri2(check_vec2(x->p), &t);
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

static bool ask_test(const ptri_query *q, const gen_ptri_case *x, int order) {
    if (q->dim == 3) {
        isect_tri3 t = tri3(x, order);
        isect_sphere3 s = {check_vec3(x->p), x->r};
        return isect_test_sphere3_tri3(&s, &t);
    }
    isect_tri2 t = tri2(x, order);
    isect_circle2 c = {check_vec2(x->p), x->r};
    return isect_test_circle2_tri2(&c, &t);
}

/* The capsule, its core reversed when variant == 3 and the triangle in order `variant`
 * (0 when 3). */
static bool ask_capsule(const ptri_query *q, const gen_ptri_case *x, int variant) {
    bool rev = variant == 3;
    const isect_real *a = rev ? x->q : x->p, *b = rev ? x->p : x->q;
    int order = rev ? 0 : variant;
    if (q->dim == 3) {
        isect_tri3 t = tri3(x, order);
        isect_capsule3 c = {check_vec3(a), check_vec3(b), x->r};
        return isect_test_capsule3_tri3(&c, &t);
    }
    isect_tri2 t = tri2(x, order);
    isect_capsule2 c = {check_vec2(a), check_vec2(b), x->r};
    return isect_test_capsule2_tri2(&c, &t);
}

static isect_closest_feature_result3 ask_tet(const gen_ptri_case *x) {
    isect_tet3 t;
    for (int i = 0; i < 4; i++)
        t.v[i] = check_vec3(x->v[i]);
    return isect_closest_point3_tet3(check_vec3(x->p), &t);
}

static isect_contact_result3 ask_contact(const gen_ptri_case *x) {
    isect_sphere3 s = {check_vec3(x->p), x->r};
    return isect_find_sphere3_tri3(
        &s, &(isect_tri3){{check_vec3(x->v[0]), check_vec3(x->v[1]), check_vec3(x->v[2])}});
}

static bool finite_case(const ptri_query *q, const gen_ptri_case *x) {
    if (!check_finite3(x->p))
        return false;
    for (int i = 0; i < (q->shape == PTRI_TET ? 4 : 3); i++)
        if (!check_finite3(x->v[i]))
            return false;
    if (q->shape == PTRI_CAPSULE && !check_finite3(x->q))
        return false;
    return !q->test || (isfinite(x->r) && x->r >= 0);
}

static void widen_case(const gen_ptri_case *x, double p[3], double v[4][3], double q[3]) {
    check_widen3(x->p, p);
    check_widen3(x->q, q);
    for (int i = 0; i < 4; i++)
        check_widen3(x->v[i], v[i]);
}

void ptri_generate(gen_rng *rng, const ptri_query *q, int mode, gen_ptri_case *x) {
    if (q->shape == PTRI_TET) {
        if (mode == 0)
            gen_ptet_uniform(rng, x);
        else if (mode == 1)
            gen_ptet_adversarial(rng, x);
        else
            gen_ptet_invalid(rng, x);
        x->r = 0;
        return;
    }
    if (q->shape == PTRI_CAPSULE) {
        if (mode == 0)
            gen_captri_uniform(rng, q->dim, x);
        else if (mode == 1)
            gen_captri_adversarial(rng, q->dim, x);
        else
            gen_captri_invalid(rng, q->dim, x);
    } else if (mode == 0) {
        gen_ptri_uniform(rng, q->dim, x);
    } else if (mode == 1) {
        gen_ptri_adversarial(rng, q->dim, x);
    } else {
        gen_ptri_invalid(rng, q->dim, q->test, x);
    }
    if (mode < 2 && !q->test)
        x->r = 0; /* not part of the question */
    if (mode == 1 && q->test && (gen_u64(rng) & 1) && finite_case(q, x)) {
        /* the exact distance (the oracle's: only a way to land on the boundary; the
         * oracle decides), rounded, then -1, 0 or +1 ulp */
        double p[3], v[4][3], pq[3];
        widen_case(x, p, v, pq);
        long double dist;
        if (q->shape == PTRI_CAPSULE) {
            oracle_captri e;
            oracle_capsule_tri(q->dim, p, pq, v, 0, &e);
            dist = e.dist;
        } else {
            oracle_ptri e;
            oracle_closest_point_tri(q->dim, p, v, 0, &e);
            dist = e.dist;
        }
        isect_real r = (isect_real)dist;
        if (isfinite(r)) {
            r = gen_ulps(r, (int)gen_int(rng, -1, 1));
            x->r = r < 0 ? 0 : r;
        }
    }
}

bool ptri_reference(const ptri_query *q, const gen_ptri_case *x, ptri_ref *ref) {
    memset(ref, 0, sizeof *ref);
    if (!finite_case(q, x))
        return false;
    double p[3], v[4][3], pq[3];
    widen_case(x, p, v, pq);
    if (q->shape == PTRI_CAPSULE)
        oracle_capsule_tri(q->dim, p, pq, v, (double)x->r, &ref->capsule);
    else if (q->shape == PTRI_TET)
        oracle_closest_point_tet(p, v, &ref->tet);
    else
        oracle_closest_point_tri(q->dim, p, v, q->test ? (double)x->r : 0, &ref->exact);
    return true;
}

int ptri_lengths(const ptri_query *q, gen_ptri_case *x, isect_real **v) {
    (void)q;
    return gen_ptri_lengths(x, v);
}

const char *ptri_check_invalid(const ptri_query *q, const gen_ptri_case *x) {
    if (q->shape == PTRI_CONTACT)
        return check_contact_invalid(ask_contact(x));
    if (q->shape == PTRI_CAPSULE) {
        for (int o = 0; o < 4; o++)
            if (ask_capsule(q, x, o))
                return "invalid input reported as touching";
        return NULL;
    }
    if (q->test) {
        for (int o = 0; o < 3; o++)
            if (ask_test(q, x, o))
                return "invalid input reported as touching";
        return NULL;
    }
    isect_closest_feature_result3 r = q->shape == PTRI_TET ? ask_tet(x) : ask_closest(q, x);
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

/* What the feature implies of point_b and bary_b (see the header). */
static const char *check_feature(const ptri_query *q, const gen_ptri_case *x,
                                 const isect_closest_feature_result3 *r) {
    const isect_real *b = r->bary_b;
    int i = r->feature_b.index;
    switch (r->feature_b.kind) {
    case ISECT_FEATURE_VERTEX:
        if (!same_point(r->point_b, x->v[i]))
            return "a vertex's point_b is not the vertex bit for bit";
        if (b[i] != 1 || b[(i + 1) % 3] != 0 || b[(i + 2) % 3] != 0)
            return "a vertex's bary_b is not exactly 1 there and 0 elsewhere";
        break;
    case ISECT_FEATURE_EDGE:
        if (b[(i + 2) % 3] != 0)
            return "an edge's bary_b of the opposite vertex is not exactly 0";
        if (!(b[i] > 0 && b[i] <= 1 && b[(i + 1) % 3] > 0 && b[(i + 1) % 3] <= 1))
            return "an edge's bary_b of its ends not in (0, 1]";
        break;
    default: /* the face */
        for (int j = 0; j < 3; j++)
            if (!(b[j] > 0 && b[j] < 1))
                return "a face's bary_b not in (0, 1)";
        break;
    }
    (void)q;
    return NULL;
}

/* point_b, dist_sq and bary_b against the exact values (see the header). */
static const char *check_accuracy(const ptri_query *q, const gen_ptri_case *x, const oracle_ptri *e,
                                  int k, const isect_closest_feature_result3 *r, oracle_row *row) {
    long double S = max_abs(x->p), L = 0;
    for (int i = 0; i < 3; i++) {
        S = fmaxl(S, max_abs(x->v[i]));
        for (int c = 0; c < q->dim; c++)
            L = fmaxl(L, fabsl((long double)x->p[c] - x->v[i][c]));
    }
    check_sat sat = {false, false};
    isect_real pb[3] = {r->point_b.x, r->point_b.y, r->point_b.z};
    double ep = 0;
    for (int c = 0; c < q->dim; c++)
        ep = fmax(ep, check_normalised(check_err(pb[c], ldexpl(e->point[c], k), &sat), 1, S));
    /* Distance: the error E of dist_sq beyond one subnormal step, as a distance error
     * sqrt(D + E) - sqrt(D) (as check_closest_point.c). */
    long double d2 = ldexpl(e->dist_sq, 2 * k), dist = ldexpl(e->dist, k);
    long double e2 = check_err(r->dist_sq, d2, &sat);
    e2 = e2 > CHECK_TRUE_MIN ? e2 - CHECK_TRUE_MIN : 0;
    long double ed_abs = sqrtl(d2 + e2) - dist;
    double ed = ed_abs > 0 ? (double)(ed_abs / (CHECK_U * S)) : 0;
    /* Barycentric coordinates: the face's against L^2 / |n|, an edge's against S / |e|. */
    long double eb = 0;
    for (int i = 0; i < 3; i++)
        eb = fmaxl(eb, fabsl((long double)r->bary_b[i] - e->bary[i]));
    double ebn = 0;
    if (e->feature.kind == ISECT_FEATURE_FACE)
        ebn = check_normalised(eb, ldexpl(e->area, 2 * k), L * L);
    else if (e->feature.kind == ISECT_FEATURE_EDGE)
        ebn = check_normalised(eb, ldexpl(e->edge_len, k), S);
    row->err_t = fmax(row->err_t, ebn);
    row->err_point = fmax(row->err_point, ep);
    row->err_normal = fmax(row->err_normal, ed);
    if (!(ep <= BOUND))
        return "point_b outside its documented error bound";
    if (!(ed <= BOUND))
        return "dist_sq outside its documented error bound";
    if (!(ebn <= BOUND))
        return e->feature.kind == ISECT_FEATURE_FACE
                   ? "bary_b outside its documented error bound (face: u L^2 / |n|)"
                   : "bary_b outside its error bound (edge: u S / |e|)";
    return check_saturation(r->flags, &sat);
}

/* ---- The tetrahedron ------------------------------------------------------------------ */

/* What the feature implies of point_b and bary_b (see the header). */
static const char *check_tet_feature(const gen_ptri_case *x, const oracle_ptet *e,
                                     const isect_closest_feature_result3 *r) {
    const isect_real *b = r->bary_b;
    int i = r->feature_b.index;
    switch (r->feature_b.kind) {
    case ISECT_FEATURE_VERTEX:
        if (!same_point(r->point_b, x->v[i]))
            return "a vertex's point_b is not the vertex bit for bit";
        for (int j = 0; j < 4; j++)
            if (b[j] != (j == i))
                return "a vertex's bary_b is not exactly 1 there and 0 elsewhere";
        break;
    case ISECT_FEATURE_EDGE:
        for (int j = 0; j < 4; j++) {
            bool end = j == oracle_tet_edge[i][0] || j == oracle_tet_edge[i][1];
            if (!end && b[j] != 0)
                return "an edge's bary_b of a vertex off it is not exactly 0";
            if (end && !(b[j] > 0 && b[j] <= 1))
                return "an edge's bary_b of its ends not in (0, 1]";
        }
        break;
    case ISECT_FEATURE_FACE:
        if (b[i] != 0)
            return "a face's bary_b of its opposite vertex is not exactly 0";
        for (int j = 0; j < 4; j++)
            if (j != i && !(e->degenerate ? b[j] >= 0 && b[j] < 1 : b[j] > 0 && b[j] < 1))
                return e->degenerate ? "a (flat) face's bary_b not in [0, 1)"
                                     : "a face's bary_b not in (0, 1)";
        break;
    default: /* the solid */
        for (int j = 0; j < 4; j++)
            if (!(b[j] > 0 && b[j] < 1))
                return "the solid's bary_b not in (0, 1)";
        break;
    }
    return NULL;
}

static const char *check_tet_accuracy(const gen_ptri_case *x, const oracle_ptet *e, int k,
                                      const isect_closest_feature_result3 *r, oracle_row *row) {
    long double S = max_abs(x->p), L = 0;
    for (int i = 0; i < 4; i++) {
        S = fmaxl(S, max_abs(x->v[i]));
        for (int c = 0; c < 3; c++)
            L = fmaxl(L, fabsl((long double)x->p[c] - x->v[i][c]));
    }
    check_sat sat = {false, false};
    isect_real pb[3] = {r->point_b.x, r->point_b.y, r->point_b.z};
    double ep = 0;
    for (int c = 0; c < 3; c++)
        ep = fmax(ep, check_normalised(check_err(pb[c], ldexpl(e->point[c], k), &sat), 1, S));
    long double d2 = ldexpl(e->dist_sq, 2 * k), dist = ldexpl(e->dist, k);
    long double e2 = check_err(r->dist_sq, d2, &sat);
    e2 = e2 > CHECK_TRUE_MIN ? e2 - CHECK_TRUE_MIN : 0;
    long double ed_abs = sqrtl(d2 + e2) - dist;
    double ed = ed_abs > 0 ? (double)(ed_abs / (CHECK_U * S)) : 0;
    /* the coordinates on the reported feature (an admissible one, checked before) */
    int idx = r->feature_b.index;
    long double eb = 0;
    for (int i = 0; i < 4; i++)
        eb = fmaxl(eb, fabsl((long double)r->bary_b[i] - e->alt_bary[idx][i]));
    double ebn = 0;
    const char *what = NULL;
    switch (e->feature.kind) {
    case ISECT_FEATURE_EDGE:
        ebn = check_normalised(eb, ldexpl(e->alt_len[idx], k), S);
        what = "bary_b outside its error bound (edge: u S / |e|)";
        break;
    case ISECT_FEATURE_FACE:
        ebn = check_normalised(eb, ldexpl(e->alt_len[idx], 2 * k), L * L);
        what = "bary_b outside its documented error bound (face: u L^2 / |n|)";
        break;
    case ISECT_FEATURE_SOLID:
        ebn = check_normalised(eb, ldexpl(e->alt_len[idx], 3 * k), L * L * L);
        what = "bary_b outside its documented error bound (solid: u L^3 / |6 vol|)";
        break;
    default: /* a vertex: exact, checked with the feature */ break;
    }
    row->err_t = fmax(row->err_t, ebn);
    row->err_point = fmax(row->err_point, ep);
    row->err_normal = fmax(row->err_normal, ed);
    if (!(ep <= BOUND))
        return "point_b outside its documented error bound";
    if (!(ed <= BOUND))
        return "dist_sq outside its documented error bound";
    if (!(ebn <= BOUND))
        return what;
    return check_saturation(r->flags, &sat);
}

static const char *tet_check(const gen_ptri_case *x, const oracle_ptet *e, int k, oracle_row *row) {
    isect_closest_feature_result3 r = ask_tet(x);
    unsigned want = e->degenerate ? (unsigned)ISECT_DEGENERATE : 0u;
    if ((r.flags & ~(unsigned)ISECT_SATURATED) != want) {
        row->disagreements++;
        return "flags differ from the exact ones (ISECT_DEGENERATE iff coplanar)";
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
    int index = r.feature_b.index;
    if (r.feature_b.kind != e->feature.kind || index < 0 || index > 5 || !(e->ok >> index & 1u)) {
        row->disagreements++;
        return e->degenerate ? "feature_b differs from the exact ones (coplanar)"
                             : "feature_b differs from the exact one";
    }
    const char *why = check_tet_feature(x, e, &r);
    if (why)
        return why;
    if (e->dist_sq == 0 && !same_point(r.point_b, x->p))
        return "a point in the closed tetrahedron is not its own closest point (point_b != p)";
    if (e->dist_sq == 0 && r.dist_sq != 0)
        return "a point in the closed tetrahedron is not at dist_sq 0";
    return check_tet_accuracy(x, e, k, &r, row);
}

/* ---- The capsule ------------------------------------------------------------------------ */

static const char *captri_check(const ptri_query *q, const gen_ptri_case *x, const oracle_captri *e,
                                oracle_row *row) {
    static const char *const what[4] = {"test differs from the exact answer",
                                        "test (vertices rotated) differs from the exact answer",
                                        "test (vertices reversed) differs from the exact answer",
                                        "test (core reversed) differs from the exact answer"};
    bool exact = e->within <= 0, got[4], hit = false, miss = false;
    const char *why = NULL;
    for (int o = 0; o < 4; o++) {
        got[o] = ask_capsule(q, x, o);
        hit |= got[o] && !exact;
        miss |= !got[o] && exact;
        if (got[o] != exact && !why)
            why = what[o];
    }
    if (!why)
        return NULL;
    row->disagreements++;
    row->false_hits += hit;
    row->false_misses += miss;
    return why;
}

/* -(v1 - v0) x (v2 - v0), exactly (GMP), then normalised in long double. */
static void minus_unit_normal(const gen_ptri_case *x, long double *n) {
    mpq_t e[2][3], a, b;
    for (int j = 0; j < 2; j++)
        for (int i = 0; i < 3; i++) {
            mpq_inits(e[j][i], a, NULL);
            mpq_set_d(e[j][i], (double)x->v[j + 1][i]);
            mpq_set_d(a, (double)x->v[0][i]);
            mpq_sub(e[j][i], e[j][i], a);
            mpq_clear(a);
        }
    mpq_inits(a, b, NULL);
    long double len = 0;
    for (int k = 0; k < 3; k++) {
        int i = (k + 1) % 3, j = (k + 2) % 3;
        mpq_mul(a, e[0][i], e[1][j]);
        mpq_mul(b, e[0][j], e[1][i]);
        mpq_sub(a, a, b);
        n[k] = -oracle_q_ld(a);
        len += n[k] * n[k];
    }
    len = sqrtl(len);
    for (int k = 0; k < 3; k++)
        n[k] = len > 0 ? n[k] / len : 0;
    mpq_clears(a, b, NULL);
    for (int j = 0; j < 2; j++)
        for (int i = 0; i < 3; i++)
            mpq_clear(e[j][i]);
}

/* The contact of a ball and a triangle (isect/overlap.h) against the exact closest point:
 * hit exact, ISECT_AMBIGUOUS exactly for a centre on the triangle, ISECT_DEGENERATE for a
 * collinear one; depth over u (S + r); the normal over u S / d* apart (the rule's -N / |N|
 * over u on the triangle, a collinear one's across its segment); the point over
 * u (S + r S / d*) apart, u (S + r) on it; the bound 20 (isect/overlap.h's). */
static const char *contact_tri_check(const gen_ptri_case *x, const oracle_ptri *e, int k,
                                     oracle_row *row) {
    isect_contact_result3 r = ask_contact(x);
    long double s = ldexpl(1, k), rad = x->r, dist = e->dist * s, q[3], S = 0;
    bool hit = e->within <= 0;
    const char *why_hit = check_contact_hit(r, hit, row);
    if (why_hit)
        return why_hit;
    if (((r.flags & ISECT_DEGENERATE) != 0) != e->degenerate)
        return "ISECT_DEGENERATE is not set exactly for a collinear triangle";
    if (((r.flags & ISECT_AMBIGUOUS) != 0) != (e->dist_sq == 0)) {
        row->disagreements++;
        return "ISECT_AMBIGUOUS is not set exactly for a centre on the triangle";
    }
    for (int i = 0; i < 3; i++) {
        q[i] = e->point[i] * s;
        S = fmaxl(S, fmaxl(fabsl(q[i]), fabsl((long double)x->p[i])));
        for (int j = 0; j < 3; j++)
            S = fmaxl(S, fabsl((long double)x->v[j][i]));
    }
    check_sat sat = {false, false};
    double err_depth = check_normalised(check_err(r.depth, rad - dist, &sat), 1, S + rad);
    long double n[3] = {r.normal.x, r.normal.y, r.normal.z}, want[3], worst = 0;
    double err_n;
    if (dist > 0) {
        for (int i = 0; i < 3; i++)
            want[i] = (q[i] - x->p[i]) / dist;
    } else if (!e->degenerate) {
        minus_unit_normal(x, want);
    } else { /* across the segment: unit, and no component along any edge */
        long double len = 0, along = 0;
        for (int i = 0; i < 3; i++)
            len += n[i] * n[i];
        for (int j = 0; j < 3; j++) {
            long double d[3], dd = 0, dot = 0;
            for (int i = 0; i < 3; i++) {
                d[i] = (long double)x->v[(j + 1) % 3][i] - x->v[j][i];
                dd += d[i] * d[i];
                dot += d[i] * n[i];
            }
            along = dd > 0 ? fmaxl(along, fabsl(dot) / sqrtl(dd)) : along;
        }
        worst = fmaxl(fabsl(len - 1), along);
        for (int i = 0; i < 3; i++)
            want[i] = n[i];
    }
    if (!(dist == 0 && e->degenerate))
        for (int i = 0; i < 3; i++)
            worst = fmaxl(worst, fabsl(n[i] - want[i]));
    err_n = dist > 0 ? check_normalised(worst, dist, S) : check_normalised(worst, 1, 1);
    long double got[3] = {r.point.x, r.point.y, r.point.z};
    worst = 0;
    for (int i = 0; i < 3; i++) {
        long double pt =
            dist > 0 ? q[i] + (rad - dist) / 2 * want[i] : (long double)x->p[i] + rad / 2 * want[i];
        worst = fmaxl(worst, check_err(got[i], pt, &sat));
    }
    double err_pt = dist > 0 ? check_normalised(worst, dist, S * dist + rad * S)
                             : check_normalised(worst, 1, S + rad);
    if (err_depth > row->err_t)
        row->err_t = err_depth;
    if (err_n > row->err_normal)
        row->err_normal = err_n;
    if (err_pt > row->err_point)
        row->err_point = err_pt;
    const char *why = check_saturation(r.flags, &sat);
    if (why)
        return why;
    if (err_depth > 20)
        return "the depth is off by more than the bound";
    if (err_n > 20)
        return "the normal is off by more than the bound";
    if (err_pt > 20)
        return "the point is off by more than the bound";
    return NULL;
}

const char *ptri_check(const ptri_query *q, const gen_ptri_case *x, const ptri_ref *ref, int k,
                       oracle_row *row) {
    const oracle_ptri *e = &ref->exact;
    if (q->shape == PTRI_CAPSULE)
        return captri_check(q, x, &ref->capsule, row);
    if (q->shape == PTRI_TET)
        return tet_check(x, &ref->tet, k, row);
    if (q->shape == PTRI_CONTACT)
        return contact_tri_check(x, e, k, row);
    if (q->test) {
        bool exact = e->within <= 0, got[3];
        for (int o = 0; o < 3; o++)
            got[o] = ask_test(q, x, o);
        if (got[0] == exact && got[1] == exact && got[2] == exact)
            return NULL;
        row->disagreements++;
        row->false_hits += (got[0] || got[1] || got[2]) && !exact;
        row->false_misses += (!got[0] || !got[1] || !got[2]) && exact;
        return got[0] != exact   ? "test differs from the exact answer"
               : got[1] != exact ? "test (vertices rotated) differs from the exact answer"
                                 : "test (vertices reversed) differs from the exact answer";
    }
    isect_closest_feature_result3 r = ask_closest(q, x);
    unsigned want = e->degenerate ? (unsigned)ISECT_DEGENERATE : 0u;
    if ((r.flags & ~(unsigned)ISECT_SATURATED) != want) {
        row->disagreements++;
        return "flags differ from the exact ones (ISECT_DEGENERATE iff collinear)";
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
    if (r.bary_b[3] != 0)
        return "bary_b[3] is not 0";
    if (r.feature_b.kind != e->feature.kind || r.feature_b.index != e->feature.index) {
        row->disagreements++;
        return "feature_b differs from the exact one";
    }
    const char *why = check_feature(q, x, &r);
    if (why)
        return why;
    if (e->dist_sq == 0 && !same_point(r.point_b, x->p))
        return "a point on the triangle is not its own closest point (point_b != p)";
    if (e->dist_sq == 0 && r.dist_sq != 0)
        return "a point on the triangle is not at dist_sq 0";
    return check_accuracy(q, x, e, k, &r, row);
}

void ptri_print(const gen_ptri_case *x) {
    printf("  family %s, shape %s:\n", x->family, x->shape);
    check_print_coords("    p  =", x->p, 3);
    check_print_coords("    q  =", x->q, 3);
    check_print_coords("    v0 =", x->v[0], 3);
    check_print_coords("    v1 =", x->v[1], 3);
    check_print_coords("    v2 =", x->v[2], 3);
    check_print_coords("    v3 =", x->v[3], 3);
    check_print_coords("    r  =", &x->r, 1);
}

void ptri_explain(const ptri_query *q, const gen_ptri_case *x, const ptri_ref *ref, int k) {
    const oracle_ptri *e = &ref->exact;
    ptri_print(x);
    long double sc = ldexpl(1, k);
    if (q->shape == PTRI_CAPSULE) {
        const oracle_captri *c = &ref->capsule;
        printf("    got: test %d, rotated %d, reversed %d, core reversed %d; exact within %d "
               "(dist_sq %La, pierces %d)\n",
               ask_capsule(q, x, 0), ask_capsule(q, x, 1), ask_capsule(q, x, 2),
               ask_capsule(q, x, 3), c->within, c->dist_sq * sc * sc, c->pierces);
        return;
    }
    if (q->shape == PTRI_CONTACT) {
        check_print_contact(ask_contact(x));
        printf("    exact: dist %La within %d degenerate %d point %La %La %La\n", e->dist * sc,
               e->within, e->degenerate, e->point[0] * sc, e->point[1] * sc, e->point[2] * sc);
        return;
    }
    if (q->shape == PTRI_TET) {
        const oracle_ptet *t = &ref->tet;
        isect_closest_feature_result3 r = ask_tet(x);
        printf("    got: feature %s %d dist_sq %a flags %#x\n", feature_name(r.feature_b.kind),
               r.feature_b.index, (double)r.dist_sq, r.flags);
        printf("         point_b %a %a %a bary_b %a %a %a %a\n", (double)r.point_b.x,
               (double)r.point_b.y, (double)r.point_b.z, (double)r.bary_b[0], (double)r.bary_b[1],
               (double)r.bary_b[2], (double)r.bary_b[3]);
        int i = t->feature.index;
        printf("    exact: feature %s %d (admissible %#x) dist_sq %La degenerate %d |6 vol| %Lg\n",
               feature_name(t->feature.kind), i, t->ok, t->dist_sq * sc * sc, t->degenerate,
               t->vol6 * sc * sc * sc);
        printf("         point_b %La %La %La bary_b %La %La %La %La\n", t->point[0] * sc,
               t->point[1] * sc, t->point[2] * sc, t->alt_bary[i][0], t->alt_bary[i][1],
               t->alt_bary[i][2], t->alt_bary[i][3]);
        return;
    }
    if (q->test) {
        printf("    got: test %d, rotated %d, reversed %d; exact within %d (dist_sq %La)\n",
               ask_test(q, x, 0), ask_test(q, x, 1), ask_test(q, x, 2), e->within,
               e->dist_sq * sc * sc);
        return;
    }
    isect_closest_feature_result3 r = ask_closest(q, x);
    printf("    got: feature %s %d dist_sq %a flags %#x\n", feature_name(r.feature_b.kind),
           r.feature_b.index, (double)r.dist_sq, r.flags);
    printf("         point_b %a %a %a bary_b %a %a %a %a\n", (double)r.point_b.x,
           (double)r.point_b.y, (double)r.point_b.z, (double)r.bary_b[0], (double)r.bary_b[1],
           (double)r.bary_b[2], (double)r.bary_b[3]);
    printf("    exact: feature %s %d dist_sq %La degenerate %d |n| %Lg\n",
           feature_name(e->feature.kind), e->feature.index, e->dist_sq * sc * sc, e->degenerate,
           e->area * sc * sc);
    printf("         point_b %La %La %La bary_b %La %La %La\n", e->point[0] * sc, e->point[1] * sc,
           e->point[2] * sc, e->bary[0], e->bary[1], e->bary[2]);
}

CHECK_FAMILY(ptri, "closest_point_tri", PTRI_QUERIES, gen_ptri_case, ptri_ref);
