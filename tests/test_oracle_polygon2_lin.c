/* Lines, rays and segments against a triangle or a polygon in the plane
 * (isect/polygon2_lin.h), checked case by case
 * against the exact GMP oracle (tests/oracle/oracle_polygon2_lin.h).
 *
 * For each of the six queries (line, ray, segment against triangle, polygon: test and find
 * together) it runs ISECT_ORACLE_CASES
 * uniform and as many adversarial cases (default 20000 each; `make oracle` runs 10^6)
 * plus invalid inputs, and checks (tests/check/check_polygon2_lin.c, which the scale test
 * shares): test equals the exact answer (0 disagreements) and find(...).hit == test; the
 * flags, count and exactly reported points as the contract says; t, the points and the
 * normal within their bounds; invalid input answered as invalid. Columns: the largest
 * normalised errors of t, the points and the normal. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "check/check_polygon2_lin.h"

static const char *check_case(const polygon2_lin_query *q, const gen_poly2_lin *x, oracle_row *st) {
    st->cases++;
    oracle_poly2_lin ref;
    if (!polygon2_lin_reference(q, x, &ref))
        return polygon2_lin_check_invalid(q, x);
    return polygon2_lin_check(q, x, &ref, 0, st);
}

static void run_query(void **state) {
    const polygon2_lin_query *q = &polygon2_lin_queries[check_query_index(state)];
    long n = oracle_cases_per_mode();
    oracle_row st = {0};
    gen_rng rng;
    gen_seed(&rng, oracle_seed() * 137 + (uint64_t)(q - polygon2_lin_queries) * 11 + 7);
    for (int mode = 0; mode < 3; mode++) {
        long count = mode == 2 ? n / 20 + 1 : n;
        for (long i = 0; i < count; i++) {
            gen_poly2_lin x;
            polygon2_lin_generate(&rng, q, mode, &x);
            const char *why = check_case(q, &x, &st);
            if (why) {
                oracle_poly2_lin ref;
                if (polygon2_lin_reference(q, &x, &ref))
                    polygon2_lin_explain(q, &x, &ref, 0);
                else
                    polygon2_lin_print(&x);
                fail_msg("%s: %s (case %ld of mode %d)", q->name, why, i, mode);
            }
        }
    }
    st.query = q->name;
    oracle_print_row(&st);
}

int main(void) {
    oracle_print_header();
    return check_run_group("oracle_polygon2_lin", POLYGON2_LIN_QUERIES,
                           check_family_polygon2_lin.query_name, run_query);
}
