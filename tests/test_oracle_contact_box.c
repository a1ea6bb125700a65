/* The contact of a ball and a box (isect/box.h) against the exact oracle: hit, the centre's
 * location and closest point from the box oracle (GMP, the OBB distance in MPFR), the
 * nearest face of a centre in the box compared in rationals.
 *
 * One row per query, over ISECT_ORACLE_CASES uniform and as many adversarial cases
 * (default 20000 each; `make oracle` runs 10^6) and a twentieth as many invalid ones (the
 * ball-versus-box cases of tests/gen, the adversarial ones also with centres on the box's
 * quarter grid). hit and the nearest face must be exact, depth, normal and point within
 * the documented bounds (the err columns: depth, point, normal, in the units of
 * tests/check/check_contact_box.h). The checks are tests/check/check_contact_box.c, which
 * the scale test shares. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "check/check_contact_box.h"

static void run_query(void **state) {
    const contact_box_query *q = &contact_box_queries[check_query_index(state)];
    long n = oracle_cases_per_mode();
    oracle_row row = {0};
    row.query = q->name;
    row.err_t = row.err_point = row.err_normal = -1;
    gen_rng rng;
    gen_seed(&rng, oracle_seed() * 3089 + (uint64_t)(q - contact_box_queries));
    for (int mode = 0; mode < 3; mode++) {
        long count = mode == 2 ? n / 20 + 1 : n;
        for (long i = 0; i < count; i++) {
            gen_box x;
            contact_box_generate(&rng, q, mode, &x);
            row.cases++;
            contact_box_ref ref;
            const char *why;
            if (!contact_box_reference(q, &x, &ref)) {
                why = contact_box_check_invalid(q, &x);
            } else {
                why = contact_box_check(q, &x, &ref, 0, &row);
            }
            if (why) {
                if (contact_box_reference(q, &x, &ref))
                    contact_box_explain(q, &x, &ref, 0);
                fail_msg("%s: %s (case %ld of mode %d, family %s)", q->name, why, i, mode,
                         x.family);
            }
        }
    }
    oracle_print_row(&row);
}

int main(void) {
    oracle_print_header();
    return check_run_group("oracle_contact_box", CONTACT_BOX_QUERIES,
                           check_family_contact_box.query_name, run_query);
}
