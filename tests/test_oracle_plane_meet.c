/* Two and three planes (isect/plane.h), checked case by case against the exact GMP
 * oracle (tests/oracle/oracle_plane_meet.h).
 *
 * For both queries (two planes, three planes: test and find together) it runs
 * ISECT_ORACLE_CASES uniform and as many adversarial cases (default 20000 each; `make
 * oracle` runs 10^6) plus invalid inputs, and checks (tests/check/check_plane_meet.c,
 * which the scale test shares):
 * - test_* equals the exact answer, also with the planes in another order (0
 *   disagreements), and find(...).hit == test_*;
 * - meet and the parallel and coincident pairs exactly the oracle's;
 * - point and dir within 4 u of each exact coordinate, relative to it;
 * - invalid input: test false, a zero result flagged exactly ISECT_INVALID.
 * It prints one row per query (oracle_print_row): cases, disagreements, false hits, false
 * misses, and the largest normalised errors of the point (column "point") and of the
 * line's direction (column "normal"). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "check/check_plane_meet.h"

static const char *check_case(const plane_meet_query *q, const gen_planes *x, oracle_row *st) {
    st->cases++;
    oracle_planes ref;
    if (!plane_meet_reference(q, x, &ref))
        return plane_meet_check_invalid(q, x);
    return plane_meet_check(q, x, &ref, 0, st);
}

static void run_query(void **state) {
    const plane_meet_query *q = &plane_meet_queries[check_query_index(state)];
    long n = oracle_cases_per_mode();
    oracle_row st = {0};
    st.err_t = -1;
    gen_rng rng;
    gen_seed(&rng, oracle_seed() * 137 + (uint64_t)q->count * 11);
    for (int mode = 0; mode < 3; mode++) {
        long count = mode == 2 ? n / 20 + 1 : n;
        for (long i = 0; i < count; i++) {
            gen_planes x;
            plane_meet_generate(&rng, q, mode, &x);
            const char *why = check_case(q, &x, &st);
            if (why) {
                oracle_planes ref;
                if (plane_meet_reference(q, &x, &ref))
                    plane_meet_explain(q, &x, &ref, 0);
                else
                    plane_meet_print(&x);
                fail_msg("%s: %s (case %ld of mode %d)", q->name, why, i, mode);
            }
        }
    }
    st.query = q->name;
    oracle_print_row(&st);
}

int main(void) {
    oracle_print_header();
    return check_run_group("oracle_plane_meet", PLANE_MEET_QUERIES,
                           check_family_plane_meet.query_name, run_query);
}
