/* A segment against a triangle and two triangles (isect/closest_point.h, "A segment against
 * a triangle, two triangles") against the exact GMP oracle (oracle_closest_point_tri_pair.h:
 * every candidate of RTCD 5.1.10 / 5.1.11 in integers and rationals, no code of the
 * library's).
 *
 * One row per query, each over ISECT_ORACLE_CASES uniform and as many adversarial cases
 * (default 20000 each; `make oracle` runs 10^6) and a twentieth as many invalid ones
 * (NULL, NaN, infinite). Exact parts, a difference being a disagreement: ISECT_DEGENERATE
 * (a zero-length segment, a collinear triangle); dist_sq == 0 exactly when the shapes meet
 * (false hits: 0 for shapes apart; false misses: not 0 for shapes that meet); both
 * features, those of the contract's candidate (the first exactly closest in the header's
 * order). Then what the features imply (vertices bit for bit, coordinates exactly 0 and 1)
 * and the errors against the candidate's exact pair: err pt the points (u S, or u S /
 * sin theta for an edge pair with both parameters free), err n the distance (u S), err t
 * the barycentric coordinates (tests/check/check_closest_point_tri_pair.h). The checks
 * are shared with the scale test. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>

#include "check/check_closest_point_tri_pair.h"

/* Failures are counted by message, and the first cases of each printed (the library is
 * not changed by this test: a failing row reports them all at its end). */
enum { MESSAGES = 16, SHOWN = 3 };

typedef struct tally {
    const char *message;
    long count;
} tally;

static int count_failure(tally *t, const char *why) {
    for (int i = 0; i < MESSAGES; i++) {
        if (!t[i].message)
            t[i].message = why;
        if (t[i].message == why)
            return (int)t[i].count++;
    }
    return SHOWN; /* no room: counted nowhere, not shown */
}

static void run_query(void **state) {
    const tpair_query *q = &tpair_queries[check_query_index(state)];
    long n = oracle_cases_per_mode(), failures = 0;
    oracle_row row = {0};
    row.query = q->name;
    tally tallies[MESSAGES] = {{0}};
    gen_rng rng;
    gen_seed(&rng, oracle_seed() * 2053 + (uint64_t)(q - tpair_queries));
    for (int mode = 0; mode < 3; mode++) {
        long count = mode == 2 ? n / 20 + 1 : n;
        for (long i = 0; i < count; i++) {
            gen_tpair_case x;
            tpair_generate(&rng, q, mode, &x);
            row.cases++;
            tpair_ref ref;
            bool valid = tpair_reference(q, &x, &ref);
            const char *why =
                valid ? tpair_check(q, &x, &ref, 0, &row) : tpair_check_invalid(q, &x);
            if (!why)
                continue;
            failures++;
            if (count_failure(tallies, why) < SHOWN) {
                printf("FAIL %s: %s (case %ld of mode %d)\n", q->name, why, i, mode);
                if (valid)
                    tpair_explain(q, &x, &ref, 0);
                else
                    tpair_print(q, &x);
            }
        }
    }
    oracle_print_row(&row);
    for (int i = 0; i < MESSAGES && tallies[i].message; i++)
        printf("  %8ld x %s\n", tallies[i].count, tallies[i].message);
    if (failures)
        fail_msg("%s: %ld failing cases of %ld (%ld disagreements)", q->name, failures, row.cases,
                 row.disagreements);
}

int main(void) {
    oracle_print_header();
    return check_run_group("oracle_closest_point_tri_pair", TPAIR_QUERIES,
                           check_family_tpair.query_name, run_query);
}
