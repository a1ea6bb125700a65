/* Lines, rays and segments against discs and balls, checked case by case against the
 * exact GMP oracle and the MPFR reference.
 *
 * For every query (line, ray, segment x 2D, 3D) it runs ISECT_ORACLE_CASES uniform and
 * as many adversarial cases (default 20000 each; `make oracle` runs 10^6) plus invalid
 * inputs, and checks:
 * - test_* equals the exact answer (0 disagreements), and find(...).hit == test_*;
 * - the flags (touching, started/ended inside, degenerate) equal their exact values and
 *   count follows from them; t[] is ordered, inside the component's range, exactly 0 or
 *   1 where an end lies inside; a miss is an all-zero result;
 * - the segment reversed gives the same answer;
 * - t, the points and the normal are within the documented error bound of the MPFR
 *   reference (see docs/accuracy.md for the metric);
 * - ISECT_INVALID appears for invalid input and only there (every finite input is
 *   decided, however far apart its magnitudes).
 * It prints one row per query (oracle_print_row): cases, disagreements, false hits, false
 * misses, how often the fast filter could not decide, and the largest normalised errors.
 * The checks themselves are tests/check/check_linear_sphere.c, which the scale test shares;
 * the filter (white box) is checked here. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "sign/ball_sign.h"
#include "check/check_linear_sphere.h"
#include "gen/gen.h"
#include "isect/isect.h"
#include "oracle/oracle.h"

/* One case: the shared check (check/check_linear_sphere.h), and how often the fast filter
 * alone decides (white box: the library's own filter, which must never certify a wrong
 * sign). */
static const char *check_case(const linear_sphere_query *q, const gen_lin_ball *x, int mode,
                              oracle_row *st) {
    st->cases++;
    linear_sphere_ref ref;
    if (!linear_sphere_reference(q, x, &ref))
        return linear_sphere_check_invalid(x);
    isect_lin lin = {
        (isect_lin_kind)x->kind, x->dim, {x->a[0], x->a[1], x->a[2]}, {x->b[0], x->b[1], x->b[2]}};
    double c[3] = {x->c[0], x->c[1], x->c[2]};
    int filtered_sign;
    st->filtered[mode]++;
    if (!isect_filter_lin_ball(&lin, c, x->r, &filtered_sign))
        st->fell_through[mode]++;
    else if (filtered_sign != ref.sign)
        return "the filter certified a wrong sign";
    return linear_sphere_check(q, x, &ref, 0, st);
}

/* ---- Driver ----------------------------------------------------------------------- */

static void run_query(void **state) {
    const linear_sphere_query *q = &linear_sphere_queries[check_query_index(state)];
    long n = oracle_cases_per_mode();
    oracle_row st = {0};
    gen_rng rng;
    gen_seed(&rng, oracle_seed() * 131 + (uint64_t)q->kind * 7 + (uint64_t)q->dim);
    for (int mode = 0; mode < 3; mode++) {
        long count = mode == 2 ? n / 20 + 1 : n;
        for (long i = 0; i < count; i++) {
            gen_lin_ball x;
            linear_sphere_generate(&rng, q, mode, &x);
            const char *why = check_case(q, &x, mode, &st);
            if (why) {
                linear_sphere_ref ref;
                if (linear_sphere_reference(q, &x, &ref))
                    linear_sphere_explain(q, &x, &ref, 0);
                else
                    linear_sphere_print(&x);
                fail_msg("%s: %s (case %ld of mode %d)", q->name, why, i, mode);
            }
        }
    }
    st.query = q->name;
    oracle_print_row(&st);
}

int main(void) {
    oracle_print_header();
    return check_run_group("oracle_linear_sphere", LINEAR_SPHERE_QUERIES,
                           check_family_linear_sphere.query_name, run_query);
}
