/* Point location (isect/locate.h), checked case by case against the exact GMP oracle
 * (tests/oracle/oracle_locate.h).
 *
 * For every query (a point in a triangle in 2D and 3D, a tetrahedron, a hull by its
 * planes; the barycentric coordinates in 2D and 3D) it runs ISECT_ORACLE_CASES uniform and
 * as many adversarial cases (default 20000 each; `make oracle` runs 10^6) plus invalid
 * inputs, and checks (tests/check/check_locate.c, which the scale test shares):
 * - the location equals the exact one (0 disagreements), also with the vertices reversed
 *   and rotated (the planes reordered);
 * - barycentric: the location exactly classify's, a degenerate triangle flagged exactly
 *   ISECT_DEGENERATE with bary all 0, each bary 0 exactly where the exact coordinate is 0,
 *   of the exact sign elsewhere, within 10 u |lambda_i|;
 * - invalid input: ISECT_LOCATION_INVALID (bary all 0, flags exactly ISECT_INVALID).
 * It prints one row per query (oracle_print_row): cases, disagreements, false hits (a
 * location reported more inside than it is), false misses, and for the barycentric rows
 * the largest errors of bary in units of u |lambda_i| (the t column) and of the sum's
 * distance from 1 in units of u sum |lambda_i| (the point column). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "check/check_locate.h"

static const char *check_case(const locate_query *q, const gen_locate *x, oracle_row *st) {
    st->cases++;
    oracle_locate ref;
    if (!locate_reference(q, x, &ref))
        return locate_check_invalid(q, x);
    return locate_check(q, x, &ref, 0, st);
}

static void run_query(void **state) {
    const locate_query *q = &locate_queries[check_query_index(state)];
    long n = oracle_cases_per_mode();
    oracle_row st = {0};
    st.err_normal = -1;
    if (!q->bary)
        st.err_t = st.err_point = -1;
    gen_rng rng;
    gen_seed(&rng, oracle_seed() * 137 + (uint64_t)q->shape * 11 + (uint64_t)q->bary);
    for (int mode = 0; mode < 3; mode++) {
        long count = mode == 2 ? n / 20 + 1 : n;
        for (long i = 0; i < count; i++) {
            gen_locate x;
            locate_generate(&rng, q, mode, &x);
            const char *why = check_case(q, &x, &st);
            if (why) {
                oracle_locate ref;
                if (locate_reference(q, &x, &ref))
                    locate_explain(q, &x, &ref, 0);
                else
                    locate_print(&x);
                fail_msg("%s: %s (case %ld of mode %d)", q->name, why, i, mode);
            }
        }
    }
    st.query = q->name;
    oracle_print_row(&st);
}

int main(void) {
    oracle_print_header();
    return check_run_group("oracle_locate", LOCATE_QUERIES, check_family_locate.query_name,
                           run_query);
}
