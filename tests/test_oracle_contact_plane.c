/* The contact of a ball, an axis-aligned box or an oriented box with a plane
 * (isect/overlap.h) against the exact oracle: hit from the plane oracle (GMP), the side of
 * the centre, the deepest feature and the depth's numerator in rationals.
 *
 * One row per query, over ISECT_ORACLE_CASES uniform and as many adversarial cases
 * (default 20000 each; `make oracle` runs 10^6) and a twentieth as many invalid ones (the
 * solid-against-plane cases of tests/gen, the adversarial ones also with centres exactly
 * on the plane). hit, the side and the feature must be exact, depth, normal and point
 * within the documented bounds (the err columns: depth, point, normal, in the units of
 * tests/check/check_contact_plane.h). The checks are tests/check/check_contact_plane.c,
 * which the scale test shares. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "check/check_contact_plane.h"

static void run_query(void **state) {
    const cplane_query *q = &cplane_queries[check_query_index(state)];
    long n = oracle_cases_per_mode();
    oracle_row row = {0};
    row.query = q->name;
    row.err_t = row.err_point = row.err_normal = -1;
    gen_rng rng;
    gen_seed(&rng, oracle_seed() * 3187 + (uint64_t)(q - cplane_queries));
    for (int mode = 0; mode < 3; mode++) {
        long count = mode == 2 ? n / 20 + 1 : n;
        for (long i = 0; i < count; i++) {
            gen_oplane_case x;
            cplane_generate(&rng, q, mode, &x);
            row.cases++;
            cplane_ref ref;
            const char *why;
            if (!cplane_reference(q, &x, &ref)) {
                why = cplane_check_invalid(q, &x);
            } else {
                why = cplane_check(q, &x, &ref, 0, &row);
            }
            if (why) {
                if (cplane_reference(q, &x, &ref))
                    cplane_explain(q, &x, &ref, 0);
                fail_msg("%s: %s (case %ld of mode %d, family %s)", q->name, why, i, mode,
                         x.family);
            }
        }
    }
    oracle_print_row(&row);
}

int main(void) {
    oracle_print_header();
    return check_run_group("oracle_contact_plane", CPLANE_QUERIES, check_family_cplane.query_name,
                           run_query);
}
