/* A point against a convex polygon and against a round solid -- capsule (2D and 3D),
 * cylinder, cone -- (isect/closest_point.h, "A point against a convex polygon", "A point
 * against a round solid") against the exact GMP oracle.
 *
 * One row per query, each over ISECT_ORACLE_CASES uniform and as many adversarial cases
 * (default 20000 each; `make oracle` runs 10^6) and a twentieth as many invalid ones.
 * The feature (decided exactly: vertex, edge, face or solid with its index), the flag
 * ISECT_DEGENERATE (radius 0 or a zero-length axis; a collinear polygon) and, for
 * polygons, ISECT_INVALID for exactly the polygons that are not convex must be the exact
 * ones (a difference is a disagreement), with what the feature implies of point_b and
 * bary_b; the point (column err pt), the distance (err n) and t (err t: a round solid's
 * axis parameter in units of u S / |d|, a polygon edge's weights in units of u S / |e|)
 * are measured against the exact ones as the header normalises them. The checks are
 * tests/check/check_closest_point_solid.c, which the scale test shares. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "check/check_closest_point_solid.h"

/* ISECT_ORACLE_KEEP_GOING=1: count every failing case (the first few explained) and fail
 * at the end of the row, instead of at the first failure; each row's processor time and
 * failure count follow it. */
static bool keep_going(void) {
    const char *env = getenv("ISECT_ORACLE_KEEP_GOING");
    return env && *env && *env != '0';
}

static void run_query(void **state) {
    const psolid_query *q = &psolid_queries[check_query_index(state)];
    long n = oracle_cases_per_mode();
    oracle_row row = {0};
    row.query = q->name;
    row.err_t = row.err_point = row.err_normal = 0;
    clock_t start = clock();
    long failures = 0;
    const char *first = NULL;
    gen_rng rng;
    gen_seed(&rng, oracle_seed() * 3089 + (uint64_t)(q - psolid_queries));
    for (int mode = 0; mode < 3; mode++) {
        long count = mode == 2 ? n / 20 + 1 : n;
        for (long i = 0; i < count; i++) {
            gen_psolid_case x;
            psolid_generate(&rng, q, mode, &x);
            row.cases++;
            psolid_ref ref;
            const char *why;
            if (!psolid_reference(q, &x, &ref))
                why = psolid_check_invalid(q, &x, &row);
            else
                why = psolid_check(q, &x, &ref, 0, &row);
            if (why) {
                if (failures++ < 5 || !keep_going()) {
                    printf("FAIL %s: %s (case %ld of mode %d)\n", q->name, why, i, mode);
                    if (psolid_reference(q, &x, &ref))
                        psolid_explain(q, &x, &ref, 0);
                    else
                        psolid_print(q, &x);
                }
                if (!keep_going())
                    fail_msg("%s: %s (case %ld of mode %d)", q->name, why, i, mode);
                first = first ? first : why;
            }
        }
    }
    oracle_print_row(&row);
    if (keep_going()) /* the row's processor time (the report's rows do not carry it) */
        printf("  %s: %.1f s CPU, %ld failing cases\n", q->name,
               (double)(clock() - start) / CLOCKS_PER_SEC, failures);
    if (failures)
        fail_msg("%s: %ld failing cases, the first: %s", q->name, failures, first);
}

int main(void) {
    oracle_print_header();
    return check_run_group("oracle_closest_point_solid", PSOLID_QUERIES,
                           check_family_psolid.query_name, run_query);
}
