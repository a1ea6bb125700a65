/* The contacts of round solids (isect/overlap.h) against the exact oracle of the cores'
 * closest pair (tests/oracle/oracle_closest_point_pairs.h, distances in MPFR).
 *
 * One row per query, over ISECT_ORACLE_CASES uniform and as many adversarial cases
 * (default 20000 each; `make oracle` runs 10^6) and a twentieth as many invalid ones
 * (the capsule cases of tests/gen/gen_closest_point_pairs.h, a ball's core collapsed to a
 * point). hit must be exact, depth, normal and point within the documented bounds (the
 * err columns: depth, point, normal, in the units of tests/check/check_contact.h). The
 * checks are tests/check/check_contact.c, which the scale test shares. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "check/check_contact.h"

static void run_query(void **state) {
    const contact_query *q = &contact_queries[check_query_index(state)];
    long n = oracle_cases_per_mode();
    oracle_row row = {0};
    row.query = q->name;
    row.err_t = row.err_point = row.err_normal = -1;
    gen_rng rng;
    gen_seed(&rng, oracle_seed() * 3079 + (uint64_t)(q - contact_queries));
    for (int mode = 0; mode < 3; mode++) {
        long count = mode == 2 ? n / 20 + 1 : n;
        for (long i = 0; i < count; i++) {
            gen_pair_case x;
            contact_generate(&rng, q, mode, &x);
            row.cases++;
            contact_ref ref;
            const char *why;
            if (!contact_reference(q, &x, &ref)) {
                why = contact_check_invalid(q, &x);
            } else {
                why = contact_check(q, &x, &ref, 0, &row);
            }
            if (why) {
                if (contact_reference(q, &x, &ref))
                    contact_explain(q, &x, &ref, 0);
                fail_msg("%s: %s (case %ld of mode %d, family %s)", q->name, why, i, mode,
                         x.family);
            }
        }
    }
    oracle_print_row(&row);
}

int main(void) {
    oracle_print_header();
    return check_run_group("oracle_contact", CONTACT_QUERIES, check_family_contact.query_name,
                           run_query);
}
