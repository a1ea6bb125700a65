/* The bounding-volume overlap tests (isect/overlap.h) against the exact GMP oracle
 * (tests/oracle/oracle_overlap.h).
 *
 * One row per query, over ISECT_ORACLE_CASES uniform and as many adversarial cases
 * (default 20000 each; `make oracle` runs 10^6) and a twentieth as many invalid ones
 * (tests/gen/gen_overlap.h). Every valid answer must equal the exact one, in both
 * argument orders for the symmetric pairs; invalid input must answer false. For the
 * ball-capsule row the filter of sign/ball_sign.h, called on its own with the rounded
 * radius sum (white box), reports how often it could not decide. The checks are
 * tests/check/check_overlap.c, which the scale test shares. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "base/lin.h"
#include "check/check_overlap.h"
#include "sign/ball_sign.h"

/* White box: whether the ball-capsule filter decides on its own; a wrong certified sign
 * is a failure. */
static void count_filter(const gen_overlap_case *x, const overlap_ref *ref, int mode,
                         oracle_row *row) {
    isect_seg3 s = {check_vec3(x->b), check_vec3(x->b + 3)};
    isect_lin core;
    if (!isect_lin_of_seg3(&s, &core))
        return;
    double c[3];
    check_widen3(x->a, c);
    int sign;
    row->filtered[mode]++;
    if (!isect_filter_lin_ball(&core, c, (double)x->ra + (double)x->rb, &sign)) {
        row->fell_through[mode]++;
        return;
    }
    if ((sign <= 0) != ref->hit)
        fail_msg("the filter certified a wrong sign (family %s)", x->family);
}

static void run_query(void **state) {
    const overlap_query *q = &overlap_queries[check_query_index(state)];
    long n = oracle_cases_per_mode();
    oracle_row row = {0};
    row.query = q->name;
    row.err_t = row.err_point = row.err_normal = -1;
    gen_rng rng;
    gen_seed(&rng, oracle_seed() * 3079 + (uint64_t)(q - overlap_queries));
    for (int mode = 0; mode < 3; mode++) {
        long count = mode == 2 ? n / 20 + 1 : n;
        for (long i = 0; i < count; i++) {
            gen_overlap_case x;
            overlap_generate(&rng, q, mode, &x);
            row.cases++;
            overlap_ref ref;
            const char *why;
            if (!overlap_reference(q, &x, &ref)) {
                why = overlap_check_invalid(q, &x);
            } else {
                why = overlap_check(q, &x, &ref, 0, &row);
                if (q->pair == GEN_OVERLAP_SPHERE_CAPSULE && mode < 2)
                    count_filter(&x, &ref, mode, &row);
            }
            if (why) {
                if (overlap_reference(q, &x, &ref))
                    overlap_explain(q, &x, &ref, 0);
                fail_msg("%s: %s (case %ld of mode %d, family %s)", q->name, why, i, mode,
                         x.family);
            }
        }
    }
    oracle_print_row(&row);
}

int main(void) {
    oracle_print_header();
    return check_run_group("oracle_overlap", OVERLAP_QUERIES, check_family_overlap.query_name,
                           run_query);
}
