/* The solid-against-plane queries (isect/overlap.h) against the exact GMP oracle
 * (tests/oracle/oracle_overlap_plane.h).
 *
 * One row per solid and plane form, each checking both queries of the pair (test and
 * classify), over ISECT_ORACLE_CASES uniform and as many adversarial cases (default
 * 10000 each here: twelve rows, each asking two queries; `make oracle` runs 10^6) and a
 * twentieth as many invalid ones (tests/gen/gen_overlap_plane.h). Every valid answer must
 * equal the exact one: the classify the exact side, the test true exactly when that side
 * is ISECT_STRADDLING; invalid input must answer false and ISECT_SIDE_INVALID. The checks
 * are tests/check/check_overlap_plane.c, which the scale test shares. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdlib.h>

#include "check/check_overlap_plane.h"

/* The cases per mode: ISECT_ORACLE_CASES when set, else 10000. */
static long cases_per_mode(void) {
    return getenv("ISECT_ORACLE_CASES") ? oracle_cases_per_mode() : 10000;
}

static void run_query(void **state) {
    const oplane_query *q = &oplane_queries[check_query_index(state)];
    long n = cases_per_mode();
    oracle_row row = {0};
    row.query = q->name;
    row.err_t = row.err_point = row.err_normal = -1;
    gen_rng rng;
    gen_seed(&rng, oracle_seed() * 4099 + (uint64_t)(q - oplane_queries));
    for (int mode = 0; mode < 3; mode++) {
        long count = mode == 2 ? n / 20 + 1 : n;
        for (long i = 0; i < count; i++) {
            gen_oplane_case x;
            oplane_generate(&rng, q, mode, &x);
            row.cases++;
            oplane_ref ref;
            const char *why;
            if (!oplane_reference(q, &x, &ref))
                why = oplane_check_invalid(q, &x);
            else
                why = oplane_check(q, &x, &ref, 0, &row);
            if (why) {
                if (oplane_reference(q, &x, &ref))
                    oplane_explain(q, &x, &ref, 0);
                fail_msg("%s: %s (case %ld of mode %d, family %s)", q->name, why, i, mode,
                         x.family);
            }
        }
    }
    oracle_print_row(&row);
}

int main(void) {
    oracle_print_header();
    return check_run_group("oracle_overlap_plane", OPLANE_QUERIES, check_family_oplane.query_name,
                           run_query);
}
