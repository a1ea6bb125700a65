/* A point against a convex hull of points; see check_closest_point_hull.h. */
#include "check/check_closest_point_hull.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

/* Documented bound (isect/closest_point.h), in units of isect_real's unit roundoff u. */
#define BOUND 16.0
/* |sum bary - 1|, in units of u: "summing to 1 (up to rounding)". */
#define SUM_BOUND 8.0
/* |sum_k bary[k] verts[vert[k]] - q|_inf, in units of S: not an accuracy bound (the header
 * gives none for the weights) but a test of point_b = sum_k bary[k] verts[vert[k]] for
 * weights that are plainly wrong (2^-20 S is 2^33 u S in double, 16 u S in float). */
#define GROSS 0x1p-20L

const phull_query phull_queries[PHULL_QUERIES] = {{"closest_point3_hull3"}};

phull_measures phull_measured;

/* Face planes the query must not read: valid (non-zero normals), and describing the
 * plane x = 0, which no answer here is about. */
static const isect_plane3 ignored_planes[2] = {{{1, 0, 0}, 0}, {{-1, 0, 0}, 0}};

static isect_closest_hull_result3 ask(const gen_phull_case *x) {
    isect_vec3 v[GEN_HULL_MAX];
    for (int i = 0; i < x->n && i < GEN_HULL_MAX; i++)
        v[i] = check_vec3(x->v[i]);
    isect_hull3 hull = {x->null_v ? NULL : v, (size_t)x->n, NULL, 0};
    if (x->planes && x->n > 0) { /* with no vertex the planes would be the hull */
        hull.planes = ignored_planes;
        hull.plane_count = 2;
    }
    return isect_closest_point3_hull3(check_vec3(x->p), x->null_hull ? NULL : &hull);
}

void phull_generate(gen_rng *rng, const phull_query *q, int mode, gen_phull_case *x) {
    (void)q;
    if (mode == 0)
        gen_phull_uniform(rng, x);
    else if (mode == 1)
        gen_phull_adversarial(rng, x);
    else
        gen_phull_invalid(rng, x);
}

static bool well_formed(const gen_phull_case *x) {
    if (x->null_hull || x->null_v || x->n < 1 || x->n > GEN_HULL_MAX || !check_finite3(x->p))
        return false;
    for (int i = 0; i < x->n; i++)
        if (!check_finite3(x->v[i]))
            return false;
    return true;
}

void phull_doubles(const gen_phull_case *x, double *p, double *xyz) {
    check_widen3(x->p, p);
    for (int i = 0; i < x->n; i++)
        check_widen3(x->v[i], xyz + 3 * i);
}

bool phull_reference(const phull_query *q, const gen_phull_case *x, phull_ref *ref) {
    (void)q;
    memset(ref, 0, sizeof *ref);
    if (!well_formed(x))
        return false;
    double p[3], xyz[3 * GEN_HULL_MAX];
    phull_doubles(x, p, xyz);
    oracle_closest_point_hull(x->n, xyz, p, &ref->exact);
    return true;
}

int phull_lengths(const phull_query *q, gen_phull_case *x, isect_real **v) {
    (void)q;
    return gen_phull_lengths(x, v);
}

static bool all_zero(const isect_closest_hull_result3 *r) {
    bool zero = r->dist_sq == 0 && r->count == 0 && r->point_a.x == 0 && r->point_a.y == 0 &&
                r->point_a.z == 0 && r->point_b.x == 0 && r->point_b.y == 0 && r->point_b.z == 0 &&
                r->feature_b.kind == ISECT_FEATURE_NONE && r->feature_b.index == 0;
    for (int i = 0; i < 4; i++)
        zero &= r->bary[i] == 0 && r->vert[i] == 0;
    return zero;
}

const char *phull_check_invalid(const phull_query *q, const gen_phull_case *x) {
    (void)q;
    isect_closest_hull_result3 r = ask(x);
    if (r.flags != ISECT_INVALID)
        return "invalid input without ISECT_INVALID alone";
    return all_zero(&r) ? NULL : "invalid input left non-zero fields or a feature";
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

static long double scale_of(const gen_phull_case *x) {
    long double S = 0;
    for (int c = 0; c < 3; c++) {
        S = fmaxl(S, fabsl(x->p[c]));
        for (int i = 0; i < x->n; i++)
            S = fmaxl(S, fabsl(x->v[i][c]));
    }
    return S;
}

/* The shape of the answer: counts, indices, weights, unused entries. */
static const char *check_simplex(const gen_phull_case *x, const isect_closest_hull_result3 *r) {
    if (r->count < 1 || r->count > 4)
        return "count outside 1..4";
    long double sum = 0;
    for (unsigned i = 0; i < 4; i++) {
        if (i >= r->count) {
            if (r->bary[i] != 0 || r->vert[i] != 0)
                return "an unused bary or vert entry is not 0";
            continue;
        }
        if (r->vert[i] >= (size_t)x->n)
            return "a vertex index out of range";
        if (i > 0 && r->vert[i] <= r->vert[i - 1])
            return "vertex indices not increasing";
        if (!(r->bary[i] > 0 && r->bary[i] <= 1))
            return "a weight outside (0, 1]";
        sum += r->bary[i];
    }
    double es = (double)(fabsl(sum - 1) / CHECK_U);
    phull_measured.bary_sum = fmax(phull_measured.bary_sum, es);
    if (!(es <= SUM_BOUND))
        return "the weights do not sum to 1 within 8 u";
    return NULL;
}

static const char *check_accuracy(const gen_phull_case *x, const oracle_phull *e, int k,
                                  const isect_closest_hull_result3 *r, oracle_row *row) {
    long double S = scale_of(x);
    check_sat sat = {false, false};
    isect_real pb[3] = {r->point_b.x, r->point_b.y, r->point_b.z};
    double ep = 0, et = 0;
    for (int c = 0; c < 3; c++) {
        long double q = ldexpl(e->point[c], k);
        ep = fmax(ep, check_normalised(check_err(pb[c], q, &sat), 1, S));
        long double sum = 0;
        for (unsigned i = 0; i < r->count; i++)
            sum += (long double)r->bary[i] * x->v[r->vert[i]][c];
        et = fmax(et, check_normalised(fabsl(sum - q), 1, S));
    }
    /* the error E of dist_sq beyond one subnormal step, as a distance error
     * sqrt(D + E) - sqrt(D) (as check_closest_point_tri.c) */
    long double d2 = ldexpl(e->dist_sq, 2 * k), dist = ldexpl(e->dist, k);
    long double e2 = check_err(r->dist_sq, d2, &sat);
    e2 = e2 > CHECK_TRUE_MIN ? e2 - CHECK_TRUE_MIN : 0;
    long double ed_abs = sqrtl(d2 + e2) - dist;
    double ed = ed_abs > 0 ? (double)(ed_abs / (CHECK_U * S)) : 0;
    row->err_point = fmax(row->err_point, ep);
    row->err_normal = fmax(row->err_normal, ed);
    phull_measured.bary_point = fmax(phull_measured.bary_point, et);
    if (!(ep <= BOUND))
        return "point_b outside its documented error bound";
    if (!(ed <= BOUND))
        return "dist_sq outside its documented error bound";
    if (!(et * CHECK_U <= GROSS))
        return "the weights do not give the point (off by more than 2^-20 S)";
    return check_saturation(r->flags, &sat);
}

const char *phull_check(const phull_query *q, const gen_phull_case *x, const phull_ref *ref, int k,
                        oracle_row *row) {
    (void)q;
    const oracle_phull *e = &ref->exact;
    isect_closest_hull_result3 r = ask(x);
    if (r.flags & ISECT_INVALID) {
        row->disagreements++;
        return "valid input answered ISECT_INVALID";
    }
    unsigned want = e->coplanar ? (unsigned)ISECT_DEGENERATE : 0u;
    if ((r.flags & ~(unsigned)ISECT_SATURATED) != want) {
        row->disagreements++;
        return "flags differ from the exact ones (ISECT_DEGENERATE iff coplanar)";
    }
    if (!same_point(r.point_a, x->p))
        return "point_a is not p";
    bool finite = isfinite(r.dist_sq) && r.dist_sq >= 0 && isfinite(r.point_b.x) &&
                  isfinite(r.point_b.y) && isfinite(r.point_b.z);
    for (int i = 0; i < 4; i++)
        finite &= isfinite(r.bary[i]);
    if (!finite)
        return "non-finite or negative value";
    if (e->inside) {
        if (r.dist_sq != 0) {
            row->disagreements++;
            return "p in the hull, dist_sq != 0";
        }
        if (r.feature_b.kind != ISECT_FEATURE_SOLID || r.feature_b.index != 0) {
            row->disagreements++;
            return "p in the hull, feature_b not solid 0";
        }
        if (!same_point(r.point_b, x->p))
            return "p in the hull, point_b != p";
    } else {
        if (r.dist_sq == 0) {
            row->disagreements++;
            return "p outside the hull, dist_sq == 0";
        }
        if (r.count != (unsigned)e->dim) {
            row->disagreements++;
            return "count differs from the exact minimal simplex's size";
        }
        isect_feature_kind want_kind = r.count == 1   ? ISECT_FEATURE_VERTEX
                                       : r.count == 2 ? ISECT_FEATURE_EDGE
                                                      : ISECT_FEATURE_FACE;
        if (r.feature_b.kind != want_kind || r.feature_b.index != 0) {
            row->disagreements++;
            return "feature_b does not match count (vertex, edge, face; index 0)";
        }
    }
    const char *why = check_simplex(x, &r);
    if (why)
        return why;
    if (!e->inside && r.count == 1 && !same_point(r.point_b, x->v[r.vert[0]]))
        return "a vertex's point_b is not the vertex bit for bit";
    double p[3], xyz[3 * GEN_HULL_MAX];
    phull_doubles(x, p, xyz);
    if (!oracle_hull_simplex_holds(x->n, xyz, p, e, (int)r.count, r.vert)) {
        row->disagreements++;
        return e->inside ? "the reported simplex does not hold p in its relative interior"
                         : "the reported simplex does not hold the exact closest point in its "
                           "relative interior";
    }
    return check_accuracy(x, e, k, &r, row);
}

void phull_print(const phull_query *q, const gen_phull_case *x) {
    (void)q;
    printf("  family %s, shape %s, n = %d%s%s%s\n", x->family, x->shape, x->n,
           x->null_hull ? " (NULL hull)" : "", x->null_v ? " (NULL array)" : "",
           x->planes && x->n > 0 ? " (with ignored planes)" : "");
    check_print_coords("    p  =", x->p, 3);
    for (int i = 0; i < x->n && i < GEN_HULL_MAX; i++) {
        char label[32];
        snprintf(label, sizeof label, "    v%-2d=", i);
        check_print_coords(label, x->v[i], 3);
    }
}

void phull_explain(const phull_query *q, const gen_phull_case *x, const phull_ref *ref, int k) {
    const oracle_phull *e = &ref->exact;
    phull_print(q, x);
    long double sc = ldexpl(1, k);
    isect_closest_hull_result3 r = ask(x);
    printf("    got: feature %s %d count %u vert %zu %zu %zu %zu dist_sq %a flags %#x\n",
           feature_name(r.feature_b.kind), r.feature_b.index, r.count, r.vert[0], r.vert[1],
           r.vert[2], r.vert[3], (double)r.dist_sq, r.flags);
    printf("         point_b %a %a %a bary %a %a %a %a\n", (double)r.point_b.x, (double)r.point_b.y,
           (double)r.point_b.z, (double)r.bary[0], (double)r.bary[1], (double)r.bary[2],
           (double)r.bary[3]);
    printf("    exact: inside %d coplanar %d dim %d simplex %d %d %d %d dist_sq %La\n", e->inside,
           e->coplanar, e->dim, e->simplex[0], e->simplex[1], e->simplex[2], e->simplex[3],
           e->dist_sq * sc * sc);
    printf("         point_b %La %La %La\n", e->point[0] * sc, e->point[1] * sc, e->point[2] * sc);
}

CHECK_FAMILY(phull, "closest_point_hull", PHULL_QUERIES, gen_phull_case, phull_ref);
