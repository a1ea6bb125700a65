/* Lines, rays and segments against a convex hull by its planes (isect/linear_hull.h), checked case
 * by case against the exact GMP oracle (tests/oracle/oracle_linear_hull.h).
 *
 * For every query (line, ray, segment against a hull by planes, an oriented box in 3D and in 2D:
 * test and find together) it runs ISECT_ORACLE_CASES uniform and as many adversarial cases (default
 * 20000 each; `make oracle` runs 10^6) plus invalid inputs, and checks
 * (tests/check/check_linear_hull.c, which the scale test shares):
 * - test_* equals the exact answer (0 disagreements), also with the planes reordered and
 *   the segment or line reversed; find(...).hit == test_*;
 * - the flags (touching, started/ended inside, degenerate), count and the normal's plane
 *   exactly the contract's; t[] ordered inside the component's range, exactly 0 or 1 at
 *   the component's ends, whose points come back bit for bit; unbounded ends saturated;
 * - t, the points and the normal within their documented bounds;
 * - invalid input: test false, a zero result flagged exactly ISECT_INVALID.
 * It prints one row per query (oracle_print_row): cases, disagreements, false hits, false
 * misses, and the largest normalised errors of t, the points and the normal. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "check/check_linear_hull.h"

static const char *check_case(const linear_hull_query *q, const gen_linhull *x, oracle_row *st) {
    st->cases++;
    oracle_linhull ref;
    if (!linear_hull_reference(q, x, &ref))
        return linear_hull_check_invalid(q, x);
    return linear_hull_check(q, x, &ref, 0, st);
}

static void run_query(void **state) {
    const linear_hull_query *q = &linear_hull_queries[check_query_index(state)];
    long n = oracle_cases_per_mode();
    oracle_row st = {0};
    gen_rng rng;
    gen_seed(&rng, oracle_seed() * 137 + (uint64_t)q->kind * 11 + (uint64_t)q->dim * 3 + q->box);
    for (int mode = 0; mode < 3; mode++) {
        long count = mode == 2 ? n / 20 + 1 : n;
        for (long i = 0; i < count; i++) {
            gen_linhull x;
            linear_hull_generate(&rng, q, mode, &x);
            const char *why = check_case(q, &x, &st);
            if (why) {
                oracle_linhull ref;
                if (linear_hull_reference(q, &x, &ref))
                    linear_hull_explain(q, &x, &ref, 0);
                else
                    linear_hull_print(&x);
                fail_msg("%s: %s (case %ld of mode %d)", q->name, why, i, mode);
            }
        }
    }
    st.query = q->name;
    oracle_print_row(&st);
}

int main(void) {
    oracle_print_header();
    return check_run_group("oracle_linear_hull", LINEAR_HULL_QUERIES,
                           check_family_linear_hull.query_name, run_query);
}
