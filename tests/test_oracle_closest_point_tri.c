/* A point against a triangle (isect/closest_point.h, "A point against a triangle") --
 * the closest point with its feature and the circle / sphere tests --, the capsule
 * against triangle tests and the closest point of a solid tetrahedron ("A point against a
 * tetrahedron"), against the exact GMP oracle.
 *
 * One row per query, each over ISECT_ORACLE_CASES uniform and as many adversarial cases
 * (default 20000 each; `make oracle` runs 10^6) and a twentieth as many invalid ones.
 * Closest points: the feature (vertex i, edge i or the face, decided exactly) and the
 * flag ISECT_DEGENERATE (collinear vertices) must be the exact ones (a difference is a
 * disagreement), with what the feature implies of point_b and bary_b; the barycentric
 * coordinates (column err t: the face's in units of u L^2 / |n|, an edge's of u S / |e|),
 * the point (err pt) and the distance (err n) are measured against the exact ones as the
 * header normalises them. Tests: the answer for the vertices as given, rotated and
 * reversed (and for a capsule with its core reversed) against the exact dist <= r. The
 * tetrahedron: the feature (vertex, edge 0..5, face f, solid; for coplanar vertices one of
 * the admissible ones of the hull) and ISECT_DEGENERATE (coplanar vertices) exact, with
 * the coordinates on that feature (err t: an edge's in units of u S / |e|, a face's of
 * u L^2 / |n_f|, the solid's of u L^3 / |6 vol|). The checks are
 * tests/check/check_closest_point_tri.c, which the scale test shares. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>

#include "check/check_closest_point_tri.h"

static void run_query(void **state) {
    const ptri_query *q = &ptri_queries[check_query_index(state)];
    long n = oracle_cases_per_mode();
    oracle_row row = {0};
    row.query = q->name;
    row.err_t = row.err_point = row.err_normal = q->test && q->shape != PTRI_CONTACT ? -1 : 0;
    gen_rng rng;
    gen_seed(&rng, oracle_seed() * 2039 + (uint64_t)(q - ptri_queries));
    for (int mode = 0; mode < 3; mode++) {
        long count = mode == 2 ? n / 20 + 1 : n;
        for (long i = 0; i < count; i++) {
            gen_ptri_case x;
            ptri_generate(&rng, q, mode, &x);
            row.cases++;
            ptri_ref ref;
            const char *why;
            if (!ptri_reference(q, &x, &ref))
                why = ptri_check_invalid(q, &x);
            else
                why = ptri_check(q, &x, &ref, 0, &row);
            if (why) {
                if (ptri_reference(q, &x, &ref))
                    ptri_explain(q, &x, &ref, 0);
                else
                    ptri_print(&x);
                fail_msg("%s: %s (case %ld of mode %d)", q->name, why, i, mode);
            }
        }
    }
    oracle_print_row(&row);
}

int main(void) {
    oracle_print_header();
    return check_run_group("oracle_closest_point_tri", PTRI_QUERIES, check_family_ptri.query_name,
                           run_query);
}
