/* Lines, rays and segments against axis-aligned boxes (isect/linear_box.h), checked case
 * by case against the exact GMP oracle (tests/oracle/oracle_linear_box.h).
 *
 * For every query (line, ray, segment x 2D, 3D: test and find together) it runs
 * ISECT_ORACLE_CASES uniform and as many adversarial cases (default 20000 each; `make
 * oracle` runs 10^6) plus invalid inputs, and checks (tests/check/check_linear_box.c,
 * which the scale test shares):
 * - test_* equals the exact answer (0 disagreements), find(...).hit == test_*, and the
 *   reversed segment (the line with its direction negated) answers the same;
 * - the flags (touching, started/ended inside, degenerate), count and the normal (an axis
 *   vector) exactly the contract's; t[] ordered inside the component's range, exactly 0
 *   or 1 at the component's ends, whose points come back bit for bit; the entry point on
 *   the normal's face plane exactly, the exit on an exit plane, both in the closed box;
 * - t and the points within 8 u S of the exact values;
 * - invalid input: test false, a zero result flagged exactly ISECT_INVALID.
 * It prints one row per query (oracle_print_row): cases, disagreements, false hits, false
 * misses, and the largest normalised errors of t and the points (the normal is checked
 * exactly: "-"). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "check/check_linear_box.h"

static const char *check_case(const linear_box_query *q, const gen_linbox *x, oracle_row *st) {
    st->cases++;
    oracle_linbox ref;
    if (!linear_box_reference(q, x, &ref))
        return linear_box_check_invalid(x);
    return linear_box_check(q, x, &ref, 0, st);
}

static void run_query(void **state) {
    const linear_box_query *q = &linear_box_queries[check_query_index(state)];
    long n = oracle_cases_per_mode();
    oracle_row st = {0};
    st.err_normal = -1;
    gen_rng rng;
    gen_seed(&rng, oracle_seed() * 137 + (uint64_t)q->kind * 11 + (uint64_t)q->dim);
    for (int mode = 0; mode < 3; mode++) {
        long count = mode == 2 ? n / 20 + 1 : n;
        for (long i = 0; i < count; i++) {
            gen_linbox x;
            linear_box_generate(&rng, q, mode, &x);
            const char *why = check_case(q, &x, &st);
            if (why) {
                oracle_linbox ref;
                if (linear_box_reference(q, &x, &ref))
                    linear_box_explain(q, &x, &ref, 0);
                else
                    linear_box_print(&x);
                fail_msg("%s: %s (case %ld of mode %d)", q->name, why, i, mode);
            }
        }
    }
    st.query = q->name;
    oracle_print_row(&st);
}

int main(void) {
    oracle_print_header();
    return check_run_group("oracle_linear_box", LINEAR_BOX_QUERIES,
                           check_family_linear_box.query_name, run_query);
}
