/* What two triangles share (isect_find_tri3_tri3, isect/overlap.h) against the exact
 * oracle: the hit by linear programming, the common set's corners by clipping one
 * triangle with the other's half-spaces in GMP rationals (tests/oracle/oracle_overlap_tri.c).
 *
 * One row, over ISECT_ORACLE_CASES uniform and as many adversarial cases (default 20000
 * each; `make oracle` runs 10^6) and a twentieth as many invalid ones (the triangle pairs
 * of tests/gen, a quarter of the uniform ones in one plane). hit, count, coplanar,
 * ISECT_DEGENERATE and the corners' order must be exact, each corner within 8 u S (the
 * err point column, in units of u S). The checks are tests/check/check_tri_tri_find.c,
 * which the scale test shares. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "check/check_tri_tri_find.h"

static void run_query(void **state) {
    const ctri_query *q = &ctri_queries[check_query_index(state)];
    long n = oracle_cases_per_mode();
    oracle_row row = {0};
    row.query = q->name;
    row.err_t = row.err_normal = -1;
    gen_rng rng;
    gen_seed(&rng, oracle_seed() * 3187 + (uint64_t)(q - ctri_queries));
    for (int mode = 0; mode < 3; mode++) {
        long count = mode == 2 ? n / 20 + 1 : n;
        for (long i = 0; i < count; i++) {
            gen_otri_case x;
            ctri_generate(&rng, q, mode, &x);
            row.cases++;
            ctri_ref ref;
            const char *why;
            if (!ctri_reference(q, &x, &ref)) {
                why = ctri_check_invalid(q, &x);
            } else {
                why = ctri_check(q, &x, &ref, 0, &row);
            }
            if (why) {
                if (ctri_reference(q, &x, &ref))
                    ctri_explain(q, &x, &ref, 0);
                fail_msg("%s: %s (case %ld of mode %d, family %s)", q->name, why, i, mode,
                         x.family);
            }
        }
    }
    oracle_print_row(&row);
}

int main(void) {
    oracle_print_header();
    return check_run_group("oracle_tri_tri_find", CTRI_QUERIES, check_family_ctri.query_name,
                           run_query);
}
