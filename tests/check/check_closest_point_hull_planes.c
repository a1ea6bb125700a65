/* A point against a convex hull given by planes; see check_closest_point_hull_planes.h. */
#include "check/check_closest_point_hull_planes.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

/* The documented bound (closest_point.h): each value within 4 units in the last place
 * of the exact one, failing beyond 4 u |exact| past one step of the subnormal grid. */
#define BOUND 4.0

#if ISECT_USE_DOUBLE
#define MANT 53
#else
#define MANT 24
#endif

const hplanes_query hplanes_queries[HPLANES_QUERIES] = {{"closest_point3_hull3_planes"}};

hplanes_measures hplanes_measured;

static isect_closest_hull_result3 ask(const gen_hplanes_case *x) {
    isect_plane3 planes[GEN_HPLANES_MAX];
    for (int i = 0; i < x->n && i < GEN_HPLANES_MAX; i++) {
        planes[i].normal = check_vec3(x->normal[i]);
        planes[i].offset = x->offset[i];
    }
    isect_hull3 hull = {NULL, 0, x->null_planes ? NULL : planes, (size_t)x->n};
    return isect_closest_point3_hull3(check_vec3(x->p), x->null_hull ? NULL : &hull);
}

void hplanes_generate(gen_rng *rng, const hplanes_query *q, int mode, gen_hplanes_case *x) {
    (void)q;
    if (mode == 0)
        gen_hplanes_uniform(rng, x);
    else if (mode == 1)
        gen_hplanes_adversarial(rng, x);
    else
        gen_hplanes_invalid(rng, x);
}

static bool well_formed(const gen_hplanes_case *x) {
    if (x->null_hull || x->null_planes || x->n < 1 || x->n > GEN_HPLANES_MAX ||
        !check_finite3(x->p))
        return false;
    for (int i = 0; i < x->n; i++) {
        if (!check_finite3(x->normal[i]) || !isfinite(x->offset[i]))
            return false;
        if (x->normal[i][0] == 0 && x->normal[i][1] == 0 && x->normal[i][2] == 0)
            return false;
    }
    return true;
}

void hplanes_doubles(const gen_hplanes_case *x, double *p, double *normal, double *offset) {
    check_widen3(x->p, p);
    for (int i = 0; i < x->n; i++) {
        check_widen3(x->normal[i], normal + 3 * i);
        offset[i] = (double)x->offset[i];
    }
}

bool hplanes_reference(const hplanes_query *q, const gen_hplanes_case *x, hplanes_ref *ref) {
    (void)q;
    memset(ref, 0, sizeof *ref);
    if (!well_formed(x))
        return false;
    double p[3], normal[3 * GEN_HPLANES_MAX], offset[GEN_HPLANES_MAX];
    hplanes_doubles(x, p, normal, offset);
    oracle_closest_point_hull_planes(x->n, normal, offset, p, &ref->exact);
    return true;
}

int hplanes_lengths(const hplanes_query *q, gen_hplanes_case *x, isect_real **v) {
    (void)q;
    return gen_hplanes_lengths(x, v);
}

static bool all_zero(const isect_closest_hull_result3 *r) {
    bool zero = r->dist_sq == 0 && r->count == 0 && r->plane_count == 0 && r->point_a.x == 0 &&
                r->point_a.y == 0 && r->point_a.z == 0 && r->point_b.x == 0 && r->point_b.y == 0 &&
                r->point_b.z == 0 && r->feature_b.kind == ISECT_FEATURE_NONE &&
                r->feature_b.index == 0;
    for (int i = 0; i < 4; i++)
        zero &= r->bary[i] == 0 && r->vert[i] == 0;
    for (int i = 0; i < 3; i++)
        zero &= r->plane[i] == 0;
    return zero;
}

const char *hplanes_check_invalid(const hplanes_query *q, const gen_hplanes_case *x) {
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

/* The unit in the last place of isect_real at x (the smallest subnormal below the normal
 * range). */
static long double ulp_of(long double x) {
    x = fabsl(x);
    if (x < CHECK_MIN)
        return CHECK_TRUE_MIN;
    return ldexpl(1, ilogbl(x) - (MANT - 1));
}

/* The error of got against the exact x: in units of u |x| past one subnormal step (the
 * checked measure; +inf when x == 0 and got is not within that step), and in ulps. */
static double rel_err(long double got, long double x, check_sat *sat, double *ulps) {
    long double e = check_err(got, x, sat);
    *ulps = (double)(e / ulp_of(x));
    long double excess = e > CHECK_TRUE_MIN ? e - CHECK_TRUE_MIN : 0;
    if (excess == 0)
        return 0;
    if (x == 0)
        return INFINITY;
    return (double)(excess / (CHECK_U * fabsl(x)));
}

static const char *check_accuracy(const oracle_hplanes *e, int k,
                                  const isect_closest_hull_result3 *r, oracle_row *row) {
    check_sat sat = {false, false};
    isect_real pb[3] = {r->point_b.x, r->point_b.y, r->point_b.z};
    double ep = 0, ed, ulps;
    for (int c = 0; c < 3; c++) {
        ep = fmax(ep, rel_err(pb[c], ldexpl(e->point[c], k), &sat, &ulps));
        hplanes_measured.point_ulps = fmax(hplanes_measured.point_ulps, ulps);
    }
    ed = rel_err(r->dist_sq, ldexpl(e->dist_sq, 2 * k), &sat, &ulps);
    hplanes_measured.dist_ulps = fmax(hplanes_measured.dist_ulps, ulps);
    row->err_point = fmax(row->err_point, ep);
    row->err_normal = fmax(row->err_normal, ed);
    if (!(ep <= BOUND))
        return "a coordinate of point_b is off by more than 4 u |exact|";
    if (!(ed <= BOUND))
        return "dist_sq is off by more than 4 u |exact|";
    hplanes_measured.saturated += (r->flags & ISECT_SATURATED) != 0;
    return check_saturation(r->flags, &sat);
}

const char *hplanes_check(const hplanes_query *q, const gen_hplanes_case *x, const hplanes_ref *ref,
                          int k, oracle_row *row) {
    (void)q;
    const oracle_hplanes *e = &ref->exact;
    isect_closest_hull_result3 r = ask(x);
    if (e->empty) {
        if (r.flags != ISECT_INVALID) {
            row->disagreements++;
            return "the set is empty, but the answer is not ISECT_INVALID alone";
        }
        return all_zero(&r) ? NULL : "the set is empty: non-zero fields left";
    }
    if (r.flags & ISECT_INVALID) {
        row->disagreements++;
        return "valid input (a non-empty set) answered ISECT_INVALID";
    }
    if ((r.flags & ~(unsigned)ISECT_SATURATED) != 0) {
        row->disagreements++;
        return "flags other than ISECT_SATURATED";
    }
    if (!same_point(r.point_a, x->p))
        return "point_a is not p";
    bool finite = isfinite(r.dist_sq) && r.dist_sq >= 0 && isfinite(r.point_b.x) &&
                  isfinite(r.point_b.y) && isfinite(r.point_b.z);
    if (!finite)
        return "non-finite or negative value";
    bool vzero = r.count == 0;
    for (int i = 0; i < 4; i++)
        vzero &= r.bary[i] == 0 && r.vert[i] == 0;
    if (!vzero)
        return "count, vert or bary not 0 (a hull by planes)";
    if (e->inside) {
        if (r.dist_sq != 0) {
            row->disagreements++;
            row->false_misses++;
            return "p in the set, dist_sq != 0";
        }
        if (r.feature_b.kind != ISECT_FEATURE_SOLID || r.feature_b.index != 0) {
            row->disagreements++;
            return "p in the set, feature_b not solid 0";
        }
        if (r.plane_count != 0 || r.plane[0] || r.plane[1] || r.plane[2]) {
            row->disagreements++;
            return "p in the set, planes reported";
        }
        if (!same_point(r.point_b, x->p))
            return "p in the set, point_b != p";
        return NULL;
    }
    if (r.dist_sq == 0) {
        row->disagreements++;
        row->false_hits++;
        return "p outside the set, dist_sq == 0";
    }
    if (r.plane_count != (unsigned)e->rank) {
        row->disagreements++;
        return "plane_count differs from the rank of the planes through the exact projection";
    }
    for (unsigned i = 0; i < 3; i++) {
        size_t want = i < r.plane_count ? (size_t)e->canon[i] : 0;
        if (r.plane[i] != want) {
            row->disagreements++;
            return i < r.plane_count ? "plane[] differs from the greedy lowest-index independent "
                                       "planes through the exact projection"
                                     : "an unused plane entry is not 0";
        }
    }
    isect_feature_kind want_kind = r.plane_count == 1   ? ISECT_FEATURE_FACE
                                   : r.plane_count == 2 ? ISECT_FEATURE_EDGE
                                                        : ISECT_FEATURE_VERTEX;
    if (r.feature_b.kind != want_kind || r.feature_b.index != 0) {
        row->disagreements++;
        return "feature_b does not match plane_count (face, edge, vertex; index 0)";
    }
    return check_accuracy(e, k, &r, row);
}

void hplanes_print(const hplanes_query *q, const gen_hplanes_case *x) {
    (void)q;
    printf("  family %s, shape %s%s%s%s%s%s, n = %d%s%s\n", x->family, x->shape,
           x->change ? ", " : "", x->change ? x->change : "",
           x->at_origin ? ", moved to the origin" : "", x->after ? ", then " : "",
           x->after ? x->after : "", x->n, x->null_hull ? " (NULL hull)" : "",
           x->null_planes ? " (NULL plane array)" : "");
    check_print_coords("    p   =", x->p, 3);
    for (int i = 0; i < x->n && i < GEN_HPLANES_MAX; i++) {
        char label[32];
        snprintf(label, sizeof label, "    n%-2d =", i);
        check_print_coords(label, x->normal[i], 3);
        snprintf(label, sizeof label, "    o%-2d =", i);
        check_print_coords(label, &x->offset[i], 1);
    }
}

void hplanes_explain(const hplanes_query *q, const gen_hplanes_case *x, const hplanes_ref *ref,
                     int k) {
    const oracle_hplanes *e = &ref->exact;
    hplanes_print(q, x);
    long double sc = ldexpl(1, k);
    isect_closest_hull_result3 r = ask(x);
    printf("    got: feature %s %d plane_count %u plane %zu %zu %zu count %u dist_sq %a flags "
           "%#x\n",
           feature_name(r.feature_b.kind), r.feature_b.index, r.plane_count, r.plane[0], r.plane[1],
           r.plane[2], r.count, (double)r.dist_sq, r.flags);
    printf("         point_b %a %a %a\n", (double)r.point_b.x, (double)r.point_b.y,
           (double)r.point_b.z);
    printf("    exact: empty %d inside %d certificate %d (%d %d %d) active %d rank %d planes "
           "%d %d %d dist_sq %La\n",
           e->empty, e->inside, e->cert_size, e->cert[0], e->cert[1], e->cert[2], e->active,
           e->rank, e->canon[0], e->canon[1], e->canon[2], e->dist_sq * sc * sc);
    printf("         point_b %La %La %La\n", e->point[0] * sc, e->point[1] * sc, e->point[2] * sc);
}

CHECK_FAMILY(hplanes, "closest_point_hull_planes", HPLANES_QUERIES, gen_hplanes_case, hplanes_ref);
