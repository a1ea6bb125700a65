/* The box queries (isect/box.h) against the GMP oracle and the MPFR reference.
 *
 * For each query: ISECT_ORACLE_CASES uniform and as many adversarial cases (default 20000
 * each; `make oracle` runs 10^6) and a twentieth as many invalid ones (tests/gen,
 * gen_box_case). Every valid boolean answer must equal the exact one; invalid input must
 * give false / ISECT_LOCATION_INVALID / ISECT_INVALID exactly when isect_valid_* (or the
 * radius) says it is invalid; the filters, called on their own (white box), must never
 * certify a wrong answer, and how often they cannot decide is reported.
 *
 * Closest points are measured against the exact rational closest point and squared
 * distance (rounded to double-doubles). Columns in the report, for the closest rows:
 * "err t" holds the distance error and "err pt" the point error:
 * - AABB: point_b must equal the exact clamp bit for bit (err pt 0); err t is the
 *   relative error of dist_sq in units of u (the unit roundoff of isect_real),
 *   |dist_sq - exact| / (u exact); documented bound 6.
 * - OBB: err pt is max |point_b_i - exact_i| / (u S) and err t is
 *   |sqrt(dist_sq) - sqrt(exact)| / (u S), with S the largest magnitude among p, the
 *   (u S is raised to the smallest subnormal where it is below: coordinates are rounded
 *   to that spacing)
 *   centre and the half extents; documented bound 16. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "box_filter.h"
#include "gen/gen.h"
#include "isect/isect.h"
#include "oracle/oracle.h"
#include "predicates_filter.h"

#if ISECT_USE_DOUBLE
static const double unit_u = 0x1p-53;
static const double real_max = DBL_MAX;
static const double real_min = DBL_MIN;
static const double real_tiny = 0x1p-1074;
#else
static const double unit_u = 0x1p-24;
static const double real_max = FLT_MAX;
static const double real_min = FLT_MIN;
static const double real_tiny = 0x1p-149;
#endif

typedef enum kind { TEST, CLASSIFY, CLOSEST } kind;

typedef struct query {
    const char *name;
    kind k;
    int dim, obb;
    double max_err; /* closest: the documented bound */
    bool filtered;  /* has a filter (point-versus-AABB is plain comparisons) */
} query;

static query queries[] = {
    {"test_circle2_aabb2", TEST, 2, 0, 0, true},
    {"test_sphere3_aabb3", TEST, 3, 0, 0, true},
    {"test_circle2_obb2", TEST, 2, 1, 0, true},
    {"test_sphere3_obb3", TEST, 3, 1, 0, true},
    {"classify_point2_aabb2", CLASSIFY, 2, 0, 0, false},
    {"classify_point3_aabb3", CLASSIFY, 3, 0, 0, false},
    {"classify_point2_obb2", CLASSIFY, 2, 1, 0, true},
    {"classify_point3_obb3", CLASSIFY, 3, 1, 0, true},
    {"closest_point2_aabb2", CLOSEST, 2, 0, 6, false},
    {"closest_point3_aabb3", CLOSEST, 3, 0, 6, false},
    {"closest_point2_obb2", CLOSEST, 2, 1, 16, false},
    {"closest_point3_obb3", CLOSEST, 3, 1, 16, false},
};

/* The case as doubles, for the oracle and the filters. */
typedef struct wide {
    double c[3], r, lo[3], hi[3], center[3], a[3][3], h[3];
} wide;

static wide widen(const gen_box *g) {
    wide w;
    for (int i = 0; i < 3; i++) {
        w.c[i] = g->c[i];
        w.lo[i] = g->lo[i];
        w.hi[i] = g->hi[i];
        w.center[i] = g->center[i];
        w.h[i] = g->h[i];
        for (int j = 0; j < 3; j++)
            w.a[i][j] = g->a[i][j];
    }
    w.r = g->r;
    return w;
}

static isect_vec2 v2(const isect_real *p) {
    return (isect_vec2){p[0], p[1]};
}

static isect_vec3 v3(const isect_real *p) {
    return (isect_vec3){p[0], p[1], p[2]};
}

static isect_aabb2 aabb2(const gen_box *g) {
    return (isect_aabb2){v2(g->lo), v2(g->hi)};
}

static isect_aabb3 aabb3(const gen_box *g) {
    return (isect_aabb3){v3(g->lo), v3(g->hi)};
}

static isect_obb2 obb2(const gen_box *g) {
    return (isect_obb2){v2(g->center), v2(g->a[0]), v2(g->h)};
}

static isect_obb3 obb3(const gen_box *g) {
    return (isect_obb3){v3(g->center), {v3(g->a[0]), v3(g->a[1]), v3(g->a[2])}, v3(g->h)};
}

/* Validity by isect/valid.h (independent of box.c's own checks). */
static bool box_valid(const gen_box *g) {
    if (g->obb) {
        isect_obb2 b2 = obb2(g);
        isect_obb3 b3 = obb3(g);
        return g->dim == 2 ? isect_valid_obb2(&b2) : isect_valid_obb3(&b3);
    }
    isect_aabb2 b2 = aabb2(g);
    isect_aabb3 b3 = aabb3(g);
    return g->dim == 2 ? isect_valid_aabb2(&b2) : isect_valid_aabb3(&b3);
}

static bool case_valid(const query *q, const gen_box *g) {
    bool ok = box_valid(g);
    for (int i = 0; i < g->dim; i++)
        ok &= isfinite(g->c[i]) != 0;
    if (q->k == TEST)
        ok &= isfinite(g->r) && g->r >= 0;
    return ok;
}

static obb_d obb_of(const gen_box *g) {
    if (g->dim == 2) {
        isect_obb2 b = obb2(g);
        return obb_from2(&b);
    }
    isect_obb3 b = obb3(g);
    return obb_from3(&b);
}

static int location_sign(isect_location loc) {
    switch (loc) {
    case ISECT_INSIDE: return -1;
    case ISECT_ON_BOUNDARY: return 0;
    case ISECT_OUTSIDE: return 1;
    default: return 2;
    }
}

/* A boolean query: the library's, the oracle's and the filter's answers. Tests answer
 * 1 (miss) or 0 (hit) as signs; invalid is 2. */
static void evaluate(const query *q, const gen_box *g, bool valid, int *lib, int *exact,
                     bool *decided, int *filter) {
    wide w = widen(g);
    int dim = g->dim;
    *decided = false;
    *filter = 0;
    *exact = 0;
    if (q->k == TEST) {
        bool hit;
        if (!g->obb) {
            isect_aabb2 b2 = aabb2(g);
            isect_aabb3 b3 = aabb3(g);
            hit = dim == 2 ? isect_test_circle2_aabb2(&(isect_circle2){v2(g->c), g->r}, &b2)
                           : isect_test_sphere3_aabb3(&(isect_sphere3){v3(g->c), g->r}, &b3);
        } else {
            isect_obb2 b2 = obb2(g);
            isect_obb3 b3 = obb3(g);
            hit = dim == 2 ? isect_test_circle2_obb2(&(isect_circle2){v2(g->c), g->r}, &b2)
                           : isect_test_sphere3_obb3(&(isect_sphere3){v3(g->c), g->r}, &b3);
        }
        *lib = hit ? 0 : 1;
        if (!valid)
            return;
        if (!g->obb) {
            *exact = oracle_ball_aabb_sign(dim, w.c, w.r, w.lo, w.hi) <= 0 ? 0 : 1;
            double cl[3] = {0, 0, 0};
            for (int i = 0; i < dim; i++) /* the clamp, written out here */
                cl[i] = fmin(fmax(w.c[i], w.lo[i]), w.hi[i]);
            int s = 0;
            *decided = dim == 2 ? isect_filter_point_ball(cl, w.c, w.r, 2, &s)
                                : isect_filter_point_ball(cl, w.c, w.r, 3, &s);
            *filter = s <= 0 ? 0 : 1;
        } else {
            *exact = oracle_ball_obb_sign(dim, w.c, w.r, w.center, w.a, w.h) <= 0 ? 0 : 1;
            obb_d b = obb_of(g);
            bool fhit = false;
            *decided = dim == 2 ? obb_ball_filter(2, w.c, w.r, &b, &fhit)
                                : obb_ball_filter(3, w.c, w.r, &b, &fhit);
            *filter = fhit ? 0 : 1;
        }
        return;
    }
    isect_location loc;
    if (!g->obb) {
        isect_aabb2 b2 = aabb2(g);
        isect_aabb3 b3 = aabb3(g);
        loc = dim == 2 ? isect_classify_point2_aabb2(v2(g->c), &b2)
                       : isect_classify_point3_aabb3(v3(g->c), &b3);
    } else {
        isect_obb2 b2 = obb2(g);
        isect_obb3 b3 = obb3(g);
        loc = dim == 2 ? isect_classify_point2_obb2(v2(g->c), &b2)
                       : isect_classify_point3_obb3(v3(g->c), &b3);
    }
    *lib = location_sign(loc);
    if (!valid)
        return;
    if (!g->obb) {
        *exact = oracle_point_aabb_location(dim, w.c, w.lo, w.hi);
    } else {
        *exact = oracle_point_obb_location(dim, w.c, w.center, w.a, w.h);
        obb_d b = obb_of(g);
        isect_location floc;
        *decided =
            dim == 2 ? obb_point_filter(2, w.c, &b, &floc) : obb_point_filter(3, w.c, &b, &floc);
        *filter = location_sign(floc);
    }
}

/* The library's closest result as doubles; false when it reported invalid. */
static bool closest_lib(const gen_box *g, double *q, double *d2, unsigned *flags) {
    if (g->dim == 2) {
        isect_closest_result2 r;
        if (g->obb) {
            isect_obb2 b = obb2(g);
            r = isect_closest_point2_obb2(v2(g->c), &b);
        } else {
            isect_aabb2 b = aabb2(g);
            r = isect_closest_point2_aabb2(v2(g->c), &b);
        }
        q[0] = r.point_b.x;
        q[1] = r.point_b.y;
        q[2] = 0;
        *d2 = r.dist_sq;
        *flags = r.flags;
        assert_true(r.s == 0 && r.t == 0);
        if (!(r.flags & ISECT_INVALID))
            assert_true(r.point_a.x == g->c[0] && r.point_a.y == g->c[1]);
    } else {
        isect_closest_result3 r;
        if (g->obb) {
            isect_obb3 b = obb3(g);
            r = isect_closest_point3_obb3(v3(g->c), &b);
        } else {
            isect_aabb3 b = aabb3(g);
            r = isect_closest_point3_aabb3(v3(g->c), &b);
        }
        q[0] = r.point_b.x;
        q[1] = r.point_b.y;
        q[2] = r.point_b.z;
        *d2 = r.dist_sq;
        *flags = r.flags;
        assert_true(r.s == 0 && r.t == 0);
        if (!(r.flags & ISECT_INVALID))
            assert_true(r.point_a.x == g->c[0] && r.point_a.y == g->c[1] && r.point_a.z == g->c[2]);
    }
    return !(*flags & ISECT_INVALID);
}

static double dd_value(oracle_dd x) {
    return x.hi + x.lo;
}

/* Errors of one closest result (see the top of the file); false on a hard failure. */
static void closest_errors(const query *q, const gen_box *g, const double *lq, double ld2,
                           double *err_d, double *err_pt, long *disagree) {
    wide w = widen(g);
    int dim = g->dim;
    oracle_dd rq[3], rd2;
    *err_d = *err_pt = 0;
    if (!g->obb) {
        oracle_closest_aabb(dim, w.c, w.lo, w.hi, rq, &rd2);
        for (int i = 0; i < dim; i++)
            if (lq[i] != rq[i].hi || rq[i].lo != 0)
                *err_pt = INFINITY; /* the clamp is exact */
        double ref = dd_value(rd2);
        if (ref > real_max) {
            *err_d = ld2 == real_max ? 0 : INFINITY;
        } else {
            double floor_ = real_min; /* below it the result is absolute, not relative */
            *err_d = oracle_dd_err(rd2, ld2) / fmax(ref, floor_) / unit_u;
        }
        /* dist_sq == 0 exactly when p is in the box, or the distance underflows */
        bool in = oracle_point_aabb_location(dim, w.c, w.lo, w.hi) <= 0;
        *disagree += in ? ld2 != 0 : (ld2 == 0 && ref >= 2 * real_tiny);
        return;
    }
    oracle_dd rdist;
    oracle_closest_obb(dim, w.c, w.center, w.a, w.h, rq, &rd2, &rdist);
    /* a point in the box is its own closest point, at distance 0 (in the box's frame) */
    if (oracle_point_obb_location(dim, w.c, w.center, w.a, w.h) <= 0) {
        for (int i = 0; i < dim; i++)
            rq[i] = (oracle_dd){w.c[i], 0};
        rdist = (oracle_dd){0, 0};
    }
    double S = 0;
    for (int i = 0; i < dim; i++) {
        S = fmax(S, fabs(w.c[i]));
        S = fmax(S, fabs(w.center[i]));
        S = fmax(S, fabs(w.h[i]));
    }
    if (S == 0)
        S = real_min;
    for (int i = 0; i < dim; i++)
        *err_pt = fmax(*err_pt, oracle_dd_err(rq[i], lq[i]) / (S * unit_u + real_tiny));
    /* |sqrt(dist_sq) - dist|, measured as a distance (finite where dist_sq overflows); a
     * saturated dist_sq is right when the exact distance reaches sqrt(max) within the
     * bound. */
    double ldist = sqrt(ld2);
    if (ld2 == real_max && dd_value(rdist) >= ldist)
        ldist = dd_value(rdist);
    *err_d = oracle_dd_err(rdist, ldist) / S / unit_u;
    /* Below the normal range dist_sq itself has only absolute accuracy (it underflows
     * when the distance is below 2^-537): there compare the squares, absolutely. */
    double ref_sq = dd_value(rd2);
    if (ld2 < real_min && ref_sq < real_min)
        *err_d = fabs(ld2 - ref_sq) / real_min;
    (void)q;
}

static void run_query(void **state) {
    const query *q = *state;
    long n = oracle_cases_per_mode();
    oracle_row row = {0};
    row.query = q->name;
    row.err_t = row.err_point = row.err_normal = -1;
    if (q->k == CLOSEST)
        row.err_point = row.err_normal = 0; /* the distance goes in the last column */
    gen_rng rng;
    gen_seed(&rng,
             oracle_seed() * 1499 + (uint64_t)q->k * 31 + (uint64_t)q->dim * 7 + (uint64_t)q->obb);
    for (int mode = 0; mode < 3; mode++) {
        long count = mode == 2 ? n / 20 + 1 : n;
        for (long i = 0; i < count; i++) {
            gen_box g;
            gen_box_case(&rng, q->dim, q->obb, mode, q->k != TEST, &g);
            bool valid = case_valid(q, &g);
            row.cases++;
            if (q->k == CLOSEST) {
                double lq[3], ld2;
                unsigned flags;
                bool ok = closest_lib(&g, lq, &ld2, &flags);
                if (ok != valid)
                    fail_msg("%s: validity %d, result invalid flag %d (case %ld of mode %d)",
                             q->name, valid, !ok, i, mode);
                if (!valid) {
                    assert_true(ld2 == 0 && lq[0] == 0 && lq[1] == 0 && lq[2] == 0);
                    continue;
                }
                assert_true(isfinite(ld2) && ld2 >= 0);
                double ed, ep;
                long before = row.disagreements;
                closest_errors(q, &g, lq, ld2, &ed, &ep, &row.disagreements);
                if (row.disagreements != before)
                    fail_msg("%s: dist_sq %g but the point is %s the box (case %ld, mode %d)",
                             q->name, ld2, ld2 == 0 ? "outside" : "in", i, mode);
                if (ed > q->max_err || ep > q->max_err || !(ed >= 0) || !(ep >= 0)) {
                    fail_msg("%s: error dist %.3g, point %.3g units (case %ld of mode %d, %s)",
                             q->name, ed, ep, i, mode, g.family);
                }
                row.err_normal = fmax(row.err_normal, ed);
                row.err_point = fmax(row.err_point, ep);
                continue;
            }
            int lib, exact, filter;
            bool decided;
            evaluate(q, &g, valid, &lib, &exact, &decided, &filter);
            if (!valid) {
                if (lib != (q->k == TEST ? 1 : 2))
                    fail_msg("%s: invalid input answered %d (case %ld)", q->name, lib, i);
                continue;
            }
            if (mode < 2 && q->filtered) {
                row.filtered[mode]++;
                row.fell_through[mode] += !decided;
            }
            if (decided && filter != exact)
                fail_msg("%s: the filter certified %d, the exact answer is %d (case %ld of "
                         "mode %d, %s)",
                         q->name, filter, exact, i, mode, g.family);
            if (lib != exact) {
                row.disagreements++;
                row.false_hits += lib <= 0 && exact > 0;
                row.false_misses += exact <= 0 && lib > 0;
                fail_msg("%s: answered %d, the exact answer is %d (case %ld of mode %d, %s)",
                         q->name, lib, exact, i, mode, g.family);
            }
        }
    }
    oracle_print_row(&row);
}

int main(void) {
    enum { NQ = sizeof queries / sizeof queries[0] };
    struct CMUnitTest tests[NQ];
    for (int i = 0; i < NQ; i++)
        tests[i] = (struct CMUnitTest){queries[i].name, run_query, NULL, NULL, &queries[i]};
    oracle_print_header();
    return cmocka_run_group_tests_name("oracle_box", tests, NULL, NULL);
}
