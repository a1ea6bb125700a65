/* A segment against an oriented box (isect/closest_point.h, isect_closest_seg3_obb3),
 * against the exact GMP oracle (tests/oracle/oracle_closest_point_seg_obb.h: the least
 * value of the convex piecewise quadratic f(s) = sum_i dist(W_i(s), [-h_i, h_i])^2 in the
 * box's frame and its least minimiser, found by pieces and by the slope, which must
 * agree).
 *
 * One row, over ISECT_ORACLE_CASES uniform and as many adversarial cases (default 20000
 * each; `make oracle` runs 10^6) and a twentieth as many invalid ones. The flag
 * ISECT_DEGENERATE, whether the segment meets the box (dist_sq == 0) and both features
 * must be the exact ones (a difference is a disagreement); the points (err pt: point_a
 * and point_b, in units of u S, S the largest magnitude among p0, p1, center and half),
 * the distance (err n: sqrt(dist_sq), u S) and the segment's parameter (err t: bary_a as
 * a length along the segment, in the points' units) are measured against the exact ones,
 * and the largest error of s in units of its last place is printed after the row. The
 * checks are tests/check/check_closest_point_seg_obb.c, which the scale test shares. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>

#include "check/check_closest_point_seg_obb.h"

static void run_query(void **state) {
    const segobb_query *q = &segobb_queries[check_query_index(state)];
    long n = oracle_cases_per_mode();
    oracle_row row = {0};
    row.query = q->name;
    row.err_t = row.err_point = row.err_normal = 0;
    gen_rng rng;
    gen_seed(&rng, oracle_seed() * 2063 + (uint64_t)(q - segobb_queries));
    for (int mode = 0; mode < 3; mode++) {
        long count = mode == 2 ? n / 20 + 1 : n;
        for (long i = 0; i < count; i++) {
            gen_segobb_case x;
            segobb_generate(&rng, q, mode, &x);
            row.cases++;
            segobb_ref ref;
            const char *why;
            if (!segobb_reference(q, &x, &ref))
                why = segobb_check_invalid(q, &x);
            else
                why = segobb_check(q, &x, &ref, 0, &row);
            if (why) {
                if (segobb_reference(q, &x, &ref))
                    segobb_explain(q, &x, &ref, 0);
                else
                    segobb_print(&x);
                fail_msg("%s: %s (case %ld of mode %d)", q->name, why, i, mode);
            }
        }
    }
    oracle_print_row(&row);
    printf("<!-- %s: largest error of s, %.2f units in its last place -->\n", q->name,
           segobb_s_ulps);
}

int main(void) {
    oracle_print_header();
    return check_run_group("oracle_closest_point_seg_obb", SEGOBB_QUERIES,
                           check_family_segobb.query_name, run_query);
}
