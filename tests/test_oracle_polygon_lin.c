/* Lines, rays and segments against polygons in space (isect_*_poly3) against the exact
 * GMP oracle (oracle/oracle_polygon_lin.h). One row per component kind; either fill rule. The
 * polygon's frame (normal and projection axis) is part of the definition
 * (isect/polygon.h), so the test reads it from the library (white box) and the oracle
 * decides exactly on that surface. Hit, count and the ISECT_TOUCHING and
 * ISECT_DEGENERATE flags must equal the exact ones and find must agree with test; a
 * crossing's t and point are compared with the exact ones, normalised as for planes
 * (docs/plane.md): |t - t*| |n . d| / (u S), S = |n|_1 (|p - v0|_inf + |t*| |d|_inf),
 * bound 8 (8 + 1 for the point). The checks themselves are tests/check/check_polygon_lin.c,
 * which the scale test shares. The filter fall-through is not measured here (the
 * winding loop asks many questions per case): "-". */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "check/check_polygon_lin.h"
#include "isect/isect.h"

static void run_query(void **state) {
    const polygon_lin_query *q = &polygon_lin_queries[check_query_index(state)];
    long cases = oracle_cases_per_mode() / 4; /* polygons are long: a quarter as many */
    oracle_row row = {0};
    row.query = q->name;
    row.err_normal = -1;
    gen_rng rng;
    gen_seed(&rng, oracle_seed() * 2003 + (uint64_t)q->kind);
    for (int mode = 0; mode < 3; mode++) {
        long count = mode == 2 ? cases / 20 + 1 : cases;
        for (long i = 0; i < count; i++) {
            gen_polygon_lin x;
            polygon_lin_generate(&rng, q, mode, &x);
            row.cases++;
            polygon_lin_ref ref;
            const char *why;
            if (!polygon_lin_reference(q, &x, &ref)) {
                why = polygon_lin_check_invalid(q, &x);
            } else {
                why = polygon_lin_check(q, &x, &ref, 0, &row);
                if (why)
                    polygon_lin_explain(q, &x, &ref, 0);
            }
            if (why)
                fail_msg("%s (%s, %s): %s (case %ld of mode %d)", q->name, x.family, x.poly.family,
                         why, i, mode);
        }
    }
    oracle_print_row(&row);
}

int main(void) {
    oracle_print_header();
    return check_run_group("oracle_polygon_lin", POLYGON_LIN_QUERIES,
                           check_family_polygon_lin.query_name, run_query);
}
