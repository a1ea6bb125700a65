/* The solids-against-a-frustum queries (isect/overlap.h) against the exact GMP oracle
 * (tests/oracle/oracle_overlap_frustum.h: Fourier-Motzkin for the boxes, the exact closest
 * point of the planes for the ball).
 *
 * One row per solid, over ISECT_ORACLE_CASES uniform and as many adversarial cases
 * (default 10000 each here; `make oracle` runs 10^6) and a twentieth as many invalid ones
 * (tests/gen/gen_overlap_frustum.h). Every valid answer must equal the exact one; invalid
 * input must answer false. The checks are tests/check/check_overlap_frustum.c, which the
 * scale test shares. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdlib.h>

#include "check/check_overlap_frustum.h"

/* The cases per mode: ISECT_ORACLE_CASES when set, else 10000. */
static long cases_per_mode(void) {
    return getenv("ISECT_ORACLE_CASES") ? oracle_cases_per_mode() : 10000;
}

static void run_query(void **state) {
    const ofrustum_query *q = &ofrustum_queries[check_query_index(state)];
    long n = cases_per_mode();
    oracle_row row = {0};
    row.query = q->name;
    row.err_t = row.err_point = row.err_normal = -1;
    gen_rng rng;
    gen_seed(&rng, oracle_seed() * 4111 + (uint64_t)(q - ofrustum_queries));
    for (int mode = 0; mode < 3; mode++) {
        long count = mode == 2 ? n / 20 + 1 : n;
        for (long i = 0; i < count; i++) {
            gen_ofrustum_case x;
            ofrustum_generate(&rng, q, mode, &x);
            row.cases++;
            ofrustum_ref ref;
            const char *why;
            if (!ofrustum_reference(q, &x, &ref))
                why = ofrustum_check_invalid(q, &x);
            else
                why = ofrustum_check(q, &x, &ref, 0, &row);
            if (why) {
                if (ofrustum_reference(q, &x, &ref))
                    ofrustum_explain(q, &x, &ref, 0);
                fail_msg("%s: %s (case %ld of mode %d, family %s)", q->name, why, i, mode,
                         x.family);
            }
        }
    }
    oracle_print_row(&row);
}

int main(void) {
    oracle_print_header();
    return check_run_group("oracle_overlap_frustum", OFRUSTUM_QUERIES,
                           check_family_ofrustum.query_name, run_query);
}
