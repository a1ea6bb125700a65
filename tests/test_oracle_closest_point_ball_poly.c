/* A ball against a polygon in space (isect_test_sphere3_poly3) against the exact GMP oracle of
 * a point against a triangle over the polygon's fan (tests/check/check_closest_point_ball_poly.h).
 *
 * One row, over ISECT_ORACLE_CASES uniform and as many adversarial cases (default 10000 each,
 * half the other oracle tests' default: up to six exact triangle distances a case; `make
 * oracle` runs 10^6) and a twentieth as many invalid ones
 * (tests/gen/gen_closest_point_ball_poly.h). Every valid answer must equal the exact one;
 * invalid input must answer false. The checks are tests/check/check_closest_point_ball_poly.c,
 * which the scale test shares. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdlib.h>

#include "check/check_closest_point_ball_poly.h"

static void run_query(void **state) {
    const bpoly_query *q = &bpoly_queries[check_query_index(state)];
    long n = getenv("ISECT_ORACLE_CASES") ? oracle_cases_per_mode() : 10000;
    oracle_row row = {0};
    row.query = q->name;
    row.err_t = row.err_point = row.err_normal = -1;
    gen_rng rng;
    gen_seed(&rng, oracle_seed() * 5113 + (uint64_t)(q - bpoly_queries));
    for (int mode = 0; mode < 3; mode++) {
        long count = mode == 2 ? n / 20 + 1 : n;
        for (long i = 0; i < count; i++) {
            gen_bpoly_case x;
            bpoly_generate(&rng, q, mode, &x);
            row.cases++;
            bpoly_ref ref;
            const char *why;
            if (!bpoly_reference(q, &x, &ref))
                why = bpoly_check_invalid(q, &x);
            else
                why = bpoly_check(q, &x, &ref, 0, &row);
            if (why) {
                if (bpoly_reference(q, &x, &ref))
                    bpoly_explain(q, &x, &ref, 0);
                fail_msg("%s: %s (case %ld of mode %d, family %s)", q->name, why, i, mode,
                         x.family);
            }
        }
    }
    oracle_print_row(&row);
}

int main(void) {
    oracle_print_header();
    return check_run_group("oracle_closest_point_ball_poly", BPOLY_QUERIES,
                           check_family_bpoly.query_name, run_query);
}
