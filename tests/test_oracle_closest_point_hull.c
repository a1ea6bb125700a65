/* A point against a convex hull of points (isect/closest_point.h, "A point against a
 * convex hull") against the exact brute-force oracle (tests/oracle/oracle_closest_point_hull.h).
 *
 * One row over ISECT_ORACLE_CASES uniform and as many adversarial cases (default 20000
 * each; `make oracle` runs 10^6) and a twentieth as many invalid ones. Exact decisions --
 * dist_sq == 0 exactly when p is in the hull, ISECT_DEGENERATE exactly when the vertices
 * are coplanar, outside the count (the size of the smallest simplex of input vertices
 * whose relative interior holds the closest point) and the feature it names, and that
 * the reported simplex really holds the exact closest point (or p) in its relative
 * interior -- count as disagreements; the point (err pt) and the distance (err n) are
 * measured in units of u S against the documented 16 (err t: none); the line after the
 * row adds how far the weights put the point, |sum bary[k] verts[vert[k]] - q|_inf in
 * u S (failing only beyond 2^-20 S: plainly wrong weights), and |sum bary - 1| in u
 * (bounded by 8). The checks are
 * tests/check/check_closest_point_hull.c, which the scale test shares.
 *
 * The oracle checks itself on the first ISECT_HULL_SELFCHECK valid cases of each mode
 * (default 150): the same answer re-derived literally in rationals over every subset of
 * up to four vertices (oracle_hull_selfcheck). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "check/check_closest_point_hull.h"

static bool keep_going(void) {
    const char *env = getenv("ISECT_ORACLE_KEEP_GOING");
    return env && *env && *env != '0';
}

static long selfcheck_cases(void) {
    const char *env = getenv("ISECT_HULL_SELFCHECK");
    long n = env ? atol(env) : 150;
    return n >= 0 ? n : 150;
}

static void run_query(void **state) {
    const phull_query *q = &phull_queries[check_query_index(state)];
    long n = oracle_cases_per_mode(), selfcheck = selfcheck_cases();
    oracle_row row = {0};
    row.query = q->name;
    row.err_point = row.err_normal = 0;
    row.err_t = -1;
    clock_t start = clock();
    long failures = 0, selfchecked = 0, inside = 0, coplanar = 0, dims[5] = {0};
    const char *first = NULL;
    gen_rng rng;
    gen_seed(&rng, oracle_seed() * 3089 + 977);
    for (int mode = 0; mode < 3; mode++) {
        long count = mode == 2 ? n / 20 + 1 : n;
        for (long i = 0; i < count; i++) {
            gen_phull_case x;
            phull_generate(&rng, q, mode, &x);
            row.cases++;
            phull_ref ref;
            const char *why;
            bool valid = phull_reference(q, &x, &ref);
            if (!valid) {
                why = phull_check_invalid(q, &x);
            } else {
                inside += ref.exact.inside;
                coplanar += ref.exact.coplanar;
                dims[ref.exact.dim]++;
                if (i < selfcheck) {
                    double p[3], xyz[3 * GEN_HULL_MAX];
                    phull_doubles(&x, p, xyz);
                    const char *bad = oracle_hull_selfcheck(x.n, xyz, p, &ref.exact);
                    selfchecked++;
                    if (bad) {
                        printf("ORACLE SELF-CHECK FAILED: %s\n", bad);
                        phull_explain(q, &x, &ref, 0);
                        fail_msg("the oracle's self-check: %s (case %ld of mode %d)", bad, i, mode);
                    }
                }
                why = phull_check(q, &x, &ref, 0, &row);
            }
            if (why) {
                if (failures++ < 5 || !keep_going()) {
                    printf("FAIL %s: %s (case %ld of mode %d)\n", q->name, why, i, mode);
                    if (valid)
                        phull_explain(q, &x, &ref, 0);
                    else
                        phull_print(q, &x);
                }
                if (!keep_going())
                    fail_msg("%s: %s (case %ld of mode %d)", q->name, why, i, mode);
                first = first ? first : why;
            }
        }
    }
    oracle_print_row(&row);
    printf("  %s: %ld inside, %ld coplanar, minimal simplex sizes 1..4: %ld %ld %ld %ld; "
           "oracle self-checked on %ld; |sum bary - 1| <= %.2f u; the weights' point within "
           "%.3g u S\n",
           q->name, inside, coplanar, dims[1], dims[2], dims[3], dims[4], selfchecked,
           phull_measured.bary_sum, phull_measured.bary_point);
    if (keep_going())
        printf("  %s: %.1f s CPU, %ld failing cases\n", q->name,
               (double)(clock() - start) / CLOCKS_PER_SEC, failures);
    if (failures)
        fail_msg("%s: %ld failing cases, the first: %s", q->name, failures, first);
}

int main(void) {
    oracle_print_header();
    return check_run_group("oracle_closest_point_hull", PHULL_QUERIES,
                           check_family_phull.query_name, run_query);
}
