/* Lines and rays against segments in the plane (isect/segment2.h), checked case by case
 * against the exact GMP oracle (tests/oracle/oracle_segment2_lin.h).
 *
 * For both queries (line, ray: test and find together) it runs ISECT_ORACLE_CASES
 * uniform and as many adversarial cases (default 20000 each; `make oracle` runs 10^6)
 * plus invalid inputs, and checks (tests/check/check_segment2_lin.c, which the scale test
 * shares): test equals the exact answer (0 disagreements) and find(...).hit == test; the
 * flags, count and exactly reported points as the contract says; t, the points and the
 * normal within their bounds; invalid input answered as invalid. Columns: the largest
 * normalised errors of t, the points and the normal. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "check/check_segment2_lin.h"

static const char *check_case(const segment2_lin_query *q, const gen_lin_seg2 *x, oracle_row *st) {
    st->cases++;
    oracle_lin_seg2 ref;
    if (!segment2_lin_reference(q, x, &ref))
        return segment2_lin_check_invalid(q, x);
    return segment2_lin_check(q, x, &ref, 0, st);
}

static void run_query(void **state) {
    const segment2_lin_query *q = &segment2_lin_queries[check_query_index(state)];
    long n = oracle_cases_per_mode();
    oracle_row st = {0};
    gen_rng rng;
    gen_seed(&rng, oracle_seed() * 137 + (uint64_t)q->ray * 11 + 5);
    for (int mode = 0; mode < 3; mode++) {
        long count = mode == 2 ? n / 20 + 1 : n;
        for (long i = 0; i < count; i++) {
            gen_lin_seg2 x;
            segment2_lin_generate(&rng, q, mode, &x);
            const char *why = check_case(q, &x, &st);
            if (why) {
                oracle_lin_seg2 ref;
                if (segment2_lin_reference(q, &x, &ref))
                    segment2_lin_explain(q, &x, &ref, 0);
                else
                    segment2_lin_print(&x);
                fail_msg("%s: %s (case %ld of mode %d)", q->name, why, i, mode);
            }
        }
    }
    st.query = q->name;
    oracle_print_row(&st);
}

int main(void) {
    oracle_print_header();
    return check_run_group("oracle_segment2_lin", SEGMENT2_LIN_QUERIES,
                           check_family_segment2_lin.query_name, run_query);
}
