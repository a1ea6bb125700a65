/* The overlap tests against a triangle (isect/overlap.h, "Against a triangle") against the
 * exact GMP oracle (tests/oracle/oracle_overlap_tri.h: linear programming for two
 * triangles, rational clipping for a box).
 *
 * One row per query, over ISECT_ORACLE_CASES uniform and as many adversarial cases
 * (default 10000 each, half the other oracle tests' default: the rational clipping and
 * linear programming cost 40-90 us a case, and `make test` runs this in three builds;
 * `make oracle` runs 10^6) and a twentieth as many invalid ones (tests/gen/gen_overlap_tri.h).
 * Every valid answer must equal the exact one, two triangles in both orders; invalid input must
 * answer false. The checks are tests/check/check_overlap_tri.c, which the scale test shares. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdlib.h>

#include "check/check_overlap_tri.h"

static void run_query(void **state) {
    const otri_query *q = &otri_queries[check_query_index(state)];
    long n = getenv("ISECT_ORACLE_CASES") ? oracle_cases_per_mode() : 10000;
    oracle_row row = {0};
    row.query = q->name;
    row.err_t = row.err_point = row.err_normal = -1;
    gen_rng rng;
    gen_seed(&rng, oracle_seed() * 4091 + (uint64_t)(q - otri_queries));
    for (int mode = 0; mode < 3; mode++) {
        long count = mode == 2 ? n / 20 + 1 : n;
        for (long i = 0; i < count; i++) {
            gen_otri_case x;
            otri_generate(&rng, q, mode, &x);
            row.cases++;
            otri_ref ref;
            const char *why;
            if (!otri_reference(q, &x, &ref))
                why = otri_check_invalid(q, &x);
            else
                why = otri_check(q, &x, &ref, 0, &row);
            if (why) {
                if (otri_reference(q, &x, &ref))
                    otri_explain(q, &x, &ref, 0);
                fail_msg("%s: %s (case %ld of mode %d, family %s)", q->name, why, i, mode,
                         x.family);
            }
        }
    }
    oracle_print_row(&row);
}

int main(void) {
    oracle_print_header();
    return check_run_group("oracle_overlap_tri", OTRI_QUERIES, check_family_otri.query_name,
                           run_query);
}
