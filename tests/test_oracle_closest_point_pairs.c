/* The closest pairs of two lines, rays or segments and the capsule tests
 * (isect/closest_point.h, second half) against the exact GMP oracle.
 *
 * One row per query, each over ISECT_ORACLE_CASES uniform and as many adversarial cases
 * (default 20000 each; `make oracle` runs 10^6) and a twentieth as many invalid ones.
 * Closest pairs: the region (which parameter is exactly 0 or 1, a line's sign) and the
 * flags ISECT_PARALLEL and ISECT_DEGENERATE must be the exact ones (a difference is a
 * disagreement); the distance (column err n) and the points (err pt) are measured
 * against the exact pair as the header normalises them. Capsule tests: both argument
 * orders against the exact dist <= ra + rb. The fall-through columns count the cases whose
 * region the one-pass fast path (lin_lin.c) could not decide alone, so that the careful
 * path ran (parallel and degenerate pairs always do). The checks are
 * tests/check/check_closest_point_pairs.c, which the scale test shares. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>

#include "check/check_closest_point_pairs.h"
#include "query/closest_point/lin_lin.h"

/* Did the fast path decide the region (white box)? */
static bool fast_decides(const pairs_query *q, const gen_pair_case *x) {
    isect_lin a, b;
    const isect_lin_kind kinds[3] = {ISECT_LIN_LINE, ISECT_LIN_RAY, ISECT_LIN_SEGMENT};
    if (q->dim == 3) {
        a = isect_lin_make3(kinds[q->ka], check_vec3(x->a0), check_vec3(x->a1));
        b = isect_lin_make3(kinds[q->kb], check_vec3(x->b0), check_vec3(x->b1));
    } else {
        a = isect_lin_make2(kinds[q->ka], check_vec2(x->a0), check_vec2(x->a1));
        b = isect_lin_make2(kinds[q->kb], check_vec2(x->b0), check_vec2(x->b1));
    }
    return isect_lin_pair_fast_decides(&a, &b);
}

static void run_query(void **state) {
    const pairs_query *q = &pairs_queries[check_query_index(state)];
    long n = oracle_cases_per_mode();
    oracle_row row = {0};
    row.query = q->name;
    row.err_t = -1;
    row.err_point = row.err_normal = q->capsule ? -1 : 0;
    gen_rng rng;
    gen_seed(&rng, oracle_seed() * 1021 + (uint64_t)(q - pairs_queries));
    for (int mode = 0; mode < 3; mode++) {
        long count = mode == 2 ? n / 20 + 1 : n;
        for (long i = 0; i < count; i++) {
            gen_pair_case x;
            pairs_generate(&rng, q, mode, &x);
            row.cases++;
            pairs_ref ref;
            const char *why;
            if (!pairs_reference(q, &x, &ref)) {
                why = pairs_check_invalid(q, &x);
            } else {
                if (mode < 2) {
                    row.filtered[mode]++;
                    row.fell_through[mode] += !fast_decides(q, &x);
                }
                why = pairs_check(q, &x, &ref, 0, &row);
            }
            if (why) {
                if (pairs_reference(q, &x, &ref))
                    pairs_explain(q, &x, &ref, 0);
                else
                    pairs_print(&x);
                fail_msg("%s: %s (case %ld of mode %d)", q->name, why, i, mode);
            }
        }
    }
    oracle_print_row(&row);
}

int main(void) {
    oracle_print_header();
    return check_run_group("oracle_closest_point_pairs", PAIRS_QUERIES,
                           check_family_pairs.query_name, run_query);
}
