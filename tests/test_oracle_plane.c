/* The plane queries (isect/plane.h) against the exact GMP oracle.
 *
 * One row per query and plane form: ISECT_ORACLE_CASES uniform and as many adversarial
 * cases (default 20000 each; `make oracle` runs 10^6) and a twentieth as many invalid
 * ones. Every hit, count and ISECT_TOUCHING flag must equal the exact one, find must
 * agree with test, the normal must face against the direction of travel, and the
 * filters, called on their own (white box), must never certify a wrong sign. Constructed
 * t and points are compared with the exact crossing; the error is normalised as in
 * docs/plane.md: |t - t*| |N . d| / (u S) with S = |N|_1 (|a|_inf + |t*| |d|_inf) + |O|
 * (for the three-point form |N|_1 is replaced by |b - a|_1 |c - a|_1 and a by a - pa),
 * documented bound 8, and 8 + 1 for the point. The point-to-plane rows (distance,
 * closest) compare the sign with the exact side and measure the distance (bound 5 u
 * |d*|), dist_sq (11 u d*^2) and the foot (8 u (|p|_inf + |d*|)) against MPFR. The
 * checks themselves are tests/check/check_plane.c, which the scale test shares; the
 * filters are checked here. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "check/check_plane.h"
#include "isect/isect.h"
#include "sign/plane_sign.h"
#include "sign/predicates.h"

/* Did every filter the query needs decide? (White box; also checks their signs.) */
static bool filters_decide(const plane_query *q, const gen_plane_case *x, const oracle_plane *p) {
    double a[3], b[3], n[3], pa[3], pb[3], pc[3];
    check_widen3(x->a, a);
    check_widen3(x->b, b);
    check_widen3(x->n, n);
    check_widen3(x->pa, pa);
    check_widen3(x->pb, pb);
    check_widen3(x->pc, pc);
    bool all = true;
    const double *points[2] = {a, b};
    int count = q->kind == 2 ? 2 : 1;
    for (int k = 0; k < count; k++) {
        int sign;
        bool decided = x->three ? isect_filter_orient3d(pa, pb, pc, points[k], &sign)
                                : isect_filter_plane_side(n, points[k], x->o, &sign);
        if (decided && sign != oracle_plane_side(p, points[k]))
            fail_msg("%s: a side filter certified %d wrongly", q->name, sign);
        all &= decided;
    }
    if (q->kind == 0 || q->kind == 1) {
        int sign;
        bool decided = x->three ? isect_filter_triple(pa, pb, pc, b, &sign)
                                : isect_filter_plane_side(n, b, 0, &sign);
        all &= decided;
    }
    return all;
}

static void run_query(void **state) {
    const plane_query *q = &plane_queries[check_query_index(state)];
    long n = oracle_cases_per_mode();
    oracle_row row = {0};
    row.query = q->name;
    row.err_t = q->kind == -1 ? -1 : 0;
    row.err_point = q->kind == -1 || q->kind == -2 ? -1 : 0;
    row.err_normal = -1;
    gen_rng rng;
    gen_seed(&rng, oracle_seed() * 1009 + (uint64_t)(q - plane_queries));
    for (int mode = 0; mode < 3; mode++) {
        long count = mode == 2 ? n / 20 + 1 : n;
        for (long i = 0; i < count; i++) {
            gen_plane_case x;
            plane_generate(&rng, q, mode, &x);
            row.cases++;
            plane_ref ref;
            const char *why;
            if (!plane_reference(q, &x, &ref)) {
                why = plane_check_invalid(q, &x);
            } else {
                if (mode < 2) {
                    oracle_plane p = plane_oracle_of(&x);
                    row.filtered[mode]++;
                    row.fell_through[mode] += !filters_decide(q, &x, &p);
                }
                why = plane_check(q, &x, &ref, 0, &row);
            }
            if (why) {
                if (plane_reference(q, &x, &ref))
                    plane_explain(q, &x, &ref, 0);
                else
                    plane_print(&x);
                fail_msg("%s: %s (case %ld of mode %d)", q->name, why, i, mode);
            }
        }
    }
    oracle_print_row(&row);
}

int main(void) {
    oracle_print_header();
    return check_run_group("oracle_plane", PLANE_QUERIES, check_family_plane.query_name, run_query);
}
