/* The box queries (isect/box.h) against the GMP oracle and the MPFR reference.
 *
 * For each query: ISECT_ORACLE_CASES uniform and as many adversarial cases (default 20000
 * each; `make oracle` runs 10^6) and a twentieth as many invalid ones (tests/gen,
 * gen_box_case). Every valid boolean answer must equal the exact one; invalid input must
 * give false / ISECT_LOCATION_INVALID / ISECT_INVALID exactly when isect_valid_* (or the
 * radius) says it is invalid; the filters, called on their own (white box), must never
 * certify a wrong answer, and how often they cannot decide is reported.
 *
 * Closest points are measured against the exact rational closest point and squared
 * distance. Columns in the report, for the closest rows: "err n" holds the distance
 * error and "err pt" the point error:
 * - AABB: point_b must equal the exact clamp bit for bit (err pt 0); err n is the
 *   relative error of dist_sq in units of u (the unit roundoff of isect_real),
 *   |dist_sq - exact| / (u exact); documented bound 6.
 * - OBB: err pt is max |point_b_i - exact_i| / (u S) and err n is
 *   |sqrt(dist_sq) - sqrt(exact)| / (u S), with S the largest magnitude among p, the
 *   centre and the half extents (u S is raised by the smallest subnormal: coordinates are
 *   rounded to that spacing); documented bound 16.
 * The checks themselves are tests/check/check_box.c, which the scale test shares. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <math.h>

#include "sign/box_sign.h"
#include "check/check_box.h"
#include "isect/isect.h"
#include "sign/predicates.h"

static obb_d obb_of(const gen_box *g) {
    if (g->dim == 2) {
        isect_obb2 b = box_obb2(g);
        return obb_from2(&b);
    }
    isect_obb3 b = box_obb3(g);
    return obb_from3(&b);
}

/* White box: does the library's filter decide a boolean query on its own, and how? (A
 * test as 0 hit, 1 miss; a location as a sign.) */
static bool filter(const box_query *q, const gen_box *g, int *answer) {
    double c[3];
    check_widen3(g->c, c);
    int dim = g->dim;
    if (q->kind == BOX_TEST && !g->obb) {
        double cl[3] = {0, 0, 0};
        for (int i = 0; i < dim; i++) /* the clamp, written out here */
            cl[i] = fmin(fmax(c[i], g->lo[i]), g->hi[i]);
        int s = 0;
        bool decided = dim == 2 ? isect_filter_point_ball(cl, c, g->r, 2, &s)
                                : isect_filter_point_ball(cl, c, g->r, 3, &s);
        *answer = s <= 0 ? 0 : 1;
        return decided;
    }
    obb_d b = obb_of(g);
    if (q->kind == BOX_TEST) {
        bool hit = false;
        bool decided = dim == 2 ? obb_ball_filter(2, c, g->r, &b, &hit)
                                : obb_ball_filter(3, c, g->r, &b, &hit);
        *answer = hit ? 0 : 1;
        return decided;
    }
    isect_location loc;
    bool decided = dim == 2 ? obb_point_filter(2, c, &b, &loc) : obb_point_filter(3, c, &b, &loc);
    *answer = check_location_sign(loc);
    return decided;
}

static void run_query(void **state) {
    const box_query *q = &box_queries[check_query_index(state)];
    long n = oracle_cases_per_mode();
    oracle_row row = {0};
    row.query = q->name;
    row.err_t = row.err_point = row.err_normal = -1;
    if (q->kind == BOX_CLOSEST)
        row.err_point = row.err_normal = 0; /* the distance goes in the last column */
    gen_rng rng;
    gen_seed(&rng, oracle_seed() * 1499 + (uint64_t)q->kind * 31 + (uint64_t)q->dim * 7 +
                       (uint64_t)q->obb);
    for (int mode = 0; mode < 3; mode++) {
        long count = mode == 2 ? n / 20 + 1 : n;
        for (long i = 0; i < count; i++) {
            gen_box g;
            box_generate(&rng, q, mode, &g);
            row.cases++;
            box_ref ref;
            const char *why;
            if (!box_reference(q, &g, &ref)) {
                why = box_check_invalid(q, &g);
            } else {
                int answer;
                bool decided = q->filtered && filter(q, &g, &answer);
                if (mode < 2 && q->filtered) {
                    row.filtered[mode]++;
                    row.fell_through[mode] += !decided;
                }
                if (decided && answer != ref.exact)
                    fail_msg("%s: the filter certified %d, the exact answer is %d (case %ld of "
                             "mode %d, %s)",
                             q->name, answer, ref.exact, i, mode, g.family);
                why = box_check(q, &g, &ref, 0, &row);
                if (why)
                    box_explain(q, &g, &ref, 0);
            }
            if (why)
                fail_msg("%s: %s (case %ld of mode %d, %s)", q->name, why, i, mode, g.family);
        }
    }
    oracle_print_row(&row);
}

int main(void) {
    oracle_print_header();
    return check_run_group("oracle_box", BOX_QUERIES, check_family_box.query_name, run_query);
}
