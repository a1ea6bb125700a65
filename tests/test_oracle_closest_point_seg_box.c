/* A segment against an axis-aligned box (isect/closest_point.h, "A segment against a
 * box"), isect_closest_seg3_aabb3, against the exact GMP oracle
 * (tests/oracle/oracle_closest_point_seg_box.h: the least of the convex piecewise
 * quadratic |X(s) - box|^2 over s, and the header's tie rule read off its minimisers).
 *
 * One row, over ISECT_ORACLE_CASES uniform and as many adversarial cases (default 20000
 * each; `make oracle` runs 10^6) and a twentieth as many invalid ones. The flag
 * ISECT_DEGENERATE, whether the segment meets the box (dist_sq == 0) and both features
 * must be the exact ones (a difference is a disagreement), with what the features imply
 * of the points and the coordinates; the points (err pt: point_a and point_b, in units of
 * u S, u S / sin theta for an edge's pair with both parameters free), the distance (err
 * n: sqrt(dist_sq), u S) and the segment's parameter (err t: bary_a as a length along the
 * segment, in the points' units) are measured against the exact ones. The checks are
 * tests/check/check_closest_point_seg_box.c, which the scale test shares. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>

#include "check/check_closest_point_seg_box.h"

static void run_query(void **state) {
    const segbox_query *q = &segbox_queries[check_query_index(state)];
    long n = oracle_cases_per_mode();
    oracle_row row = {0};
    row.query = q->name;
    row.err_t = row.err_point = row.err_normal = 0;
    gen_rng rng;
    gen_seed(&rng, oracle_seed() * 2053 + (uint64_t)(q - segbox_queries));
    for (int mode = 0; mode < 3; mode++) {
        long count = mode == 2 ? n / 20 + 1 : n;
        for (long i = 0; i < count; i++) {
            gen_segbox_case x;
            segbox_generate(&rng, q, mode, &x);
            row.cases++;
            segbox_ref ref;
            const char *why;
            if (!segbox_reference(q, &x, &ref))
                why = segbox_check_invalid(q, &x);
            else
                why = segbox_check(q, &x, &ref, 0, &row);
            if (why) {
                if (segbox_reference(q, &x, &ref))
                    segbox_explain(q, &x, &ref, 0);
                else
                    segbox_print(&x);
                fail_msg("%s: %s (case %ld of mode %d)", q->name, why, i, mode);
            }
        }
    }
    oracle_print_row(&row);
}

int main(void) {
    oracle_print_header();
    return check_run_group("oracle_closest_point_seg_box", SEGBOX_QUERIES,
                           check_family_segbox.query_name, run_query);
}
