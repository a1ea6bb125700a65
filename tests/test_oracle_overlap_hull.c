/* The solids-against-a-hull queries (isect/overlap.h) against the exact GMP oracle
 * (tests/oracle/oracle_overlap_hull.h: brute force over vertex subsets for the hulls by
 * vertices, Fourier-Motzkin and the certificate search of the closest point for the hulls
 * by planes).
 *
 * One row per query and hull form, over ISECT_ORACLE_CASES uniform and as many
 * adversarial cases (default 10000 each here; `make oracle` runs 10^6) and a twentieth as
 * many invalid ones (tests/gen/gen_overlap_hull.h). Every valid answer must equal the
 * exact one; invalid input must answer false (ISECT_SIDE_INVALID). The checks are
 * tests/check/check_overlap_hull.c. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdlib.h>

#include "check/check_overlap_hull.h"

/* The cases per mode: ISECT_ORACLE_CASES when set, else 10000. */
static long cases_per_mode(void) {
    return getenv("ISECT_ORACLE_CASES") ? oracle_cases_per_mode() : 10000;
}

static void run_query(void **state) {
    const ohull_query *q = &ohull_queries[check_query_index(state)];
    long n = cases_per_mode();
    oracle_row row = {0};
    row.query = q->name;
    row.err_t = row.err_point = row.err_normal = -1;
    gen_rng rng;
    gen_seed(&rng, oracle_seed() * 4127 + (uint64_t)(q - ohull_queries));
    for (int mode = 0; mode < 3; mode++) {
        long count = mode == 2 ? n / 20 + 1 : n;
        for (long i = 0; i < count; i++) {
            gen_ohull_case x;
            ohull_generate(&rng, q, mode, &x);
            row.cases++;
            ohull_ref ref;
            const char *why;
            if (!ohull_reference(q, &x, &ref))
                why = ohull_check_invalid(q, &x);
            else
                why = ohull_check(q, &x, &ref, 0, &row);
            if (why) {
                if (ohull_reference(q, &x, &ref))
                    ohull_explain(q, &x, &ref, 0);
                fail_msg("%s: %s (case %ld of mode %d, family %s)", q->name, why, i, mode,
                         x.family);
            }
        }
    }
    oracle_print_row(&row);
}

int main(void) {
    oracle_print_header();
    return check_run_group("oracle_overlap_hull", OHULL_QUERIES, check_family_ohull.query_name,
                           run_query);
}
