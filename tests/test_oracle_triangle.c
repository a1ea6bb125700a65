/* The triangle and quad queries (isect/triangle.h) against the exact GMP oracle.
 *
 * One row per query: ISECT_ORACLE_CASES uniform and as many adversarial cases (default
 * 20000 each; `make oracle` runs 10^6) and a twentieth as many invalid ones. Every hit,
 * count and ISECT_TOUCHING / ISECT_DEGENERATE flag must equal the exact one
 * (oracle/oracle_triangle.h), find must agree with test, the normal must be unit and face
 * against the direction of travel (a crossing) or along (b - a) x (c - a) (a coplanar
 * overlap), zero for a collinear triangle. Shared-edge cases also check the twin
 * triangle on the other side of the edge (watertightness).
 *
 * Errors (docs/triangle.md), in units u of the precision's unit roundoff:
 * - err t (crossings): |t - t*| |N . d| / (u S), S = |b - a|_1 |c - a|_1 (|p - a|_inf +
 *   |t*| |d|_inf); the header documents 8, and a larger value fails the test.
 * - err pt: the crossing point, |X - X*|_inf / (u (|X*|_inf + |d|_inf S / |N . d|)); it
 *   is the point of the triangle's plane, so the bound is a plane's, 8 + 1.
 * - err n: the unit normal, |n - N/|N||_inf / u, divided by the conditioning
 *   |b - a|_1 |c - a|_1 / |N|_2 when that exceeds 1 (a nearly collinear triangle's normal
 *   is only as good as its rounded cross product); the test fails beyond NORMAL_BOUND.
 * - coplanar interval ends (printed below the row): an end bounded by the edge u v is
 *   compared with |t - t*| |((v - u) x d) . N| / |N| / (u |v - u|_1 (|p - u|_inf + |t*|
 *   |d|_inf)); an end that is the component's own end (0 or 1) must be exact. The test
 *   fails beyond COPLANAR_BOUND.
 * - collinear triangles (printed below the row): |t - t*| / (u (|t*| + L / |d|_inf)),
 *   L = |p - a|_inf + |b - a|_inf + |c - a|_inf; the test fails beyond DEGENERATE_BOUND.
 * A t* in the subnormal range of the result type may be off by 4 of its smallest units
 * (underflow). A quad's answer is checked against whichever half it matches.
 *
 * The fall-through column counts the cases where one of the inline filters of the
 * signs the query may need -- isect_filter_orient3d for the side of the start (and end)
 * and, for segments, the three edge signs orient3d(p, q, u, v); isect_filter_triple for
 * the slope and, for lines and rays, the three edge signs [d, u - p, v - p] -- could not
 * decide (all of them are asked, so it is an upper bound on what the query evaluates
 * exactly). Certified orient3d signs of every eighth case are checked against the
 * oracle. The checks themselves are tests/check/check_triangle.c, which the scale test
 * shares; the filters are checked here. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>

#include "check/check_triangle.h"
#include "isect/isect.h"
#include "sign/plane_sign.h"
#include "sign/predicates.h"

/* Did every filter the query may need decide? (White box; certified orient3d signs are
 * checked against the oracle.) */
static bool filters_decide(const triangle_query *q, const gen_triangle_case *x,
                           isect_real tri[3][3], bool verify) {
    double p[3], b[3], v[3][3];
    check_widen3(x->a, p);
    check_widen3(x->b, b);
    for (int k = 0; k < 3; k++)
        check_widen3(tri[k], v[k]);
    bool all = true;
    int sign;
    for (int k = 0; k < (q->kind == 2 ? 2 : 1); k++) {
        const double *pt = k ? b : p;
        bool decided = isect_filter_orient3d(v[0], v[1], v[2], pt, &sign);
        if (verify && decided && sign != oracle_orient3d(v[0], v[1], v[2], pt))
            fail_msg("%s: the orient3d filter certified %d wrongly", q->name, sign);
        all &= decided;
    }
    if (q->kind != 2)
        all &= isect_filter_triple(v[0], v[1], v[2], b, &sign);
    for (int e = 0; e < 3; e++) {
        const double *u = v[e], *w = v[(e + 1) % 3];
        if (q->kind == 2) {
            bool decided = isect_filter_orient3d(p, b, u, w, &sign);
            if (verify && decided && sign != oracle_orient3d(p, b, u, w))
                fail_msg("%s: the orient3d filter certified %d wrongly", q->name, sign);
            all &= decided;
        } else {
            all &= isect_filter_triple(p, u, w, b, &sign);
        }
    }
    return all;
}

static void run_query(void **state) {
    const triangle_query *q = &triangle_queries[check_query_index(state)];
    long n = oracle_cases_per_mode();
    oracle_row row = {0};
    row.query = q->name;
    triangle_extra extra = {0, 0, 0, 0};
    gen_rng rng;
    gen_seed(&rng, oracle_seed() * 1013 + (uint64_t)(q - triangle_queries));
    for (int mode = 0; mode < 3; mode++) {
        long count = mode == 2 ? n / 20 + 1 : n;
        for (long i = 0; i < count; i++) {
            gen_triangle_case x;
            triangle_generate(&rng, q, mode, &x);
            row.cases++;
            triangle_ref ref;
            if (!triangle_reference(q, &x, &ref)) {
                const char *why = triangle_check_invalid(q, &x);
                if (why)
                    fail_msg("%s: %s (%s)", q->name, why, x.family);
                continue;
            }
            if (mode < 2) {
                isect_real half[2][3][3];
                for (int c = 0; c < 3; c++) {
                    half[0][0][c] = half[1][0][c] = x.v[0][c];
                    half[0][1][c] = x.v[1][c];
                    half[0][2][c] = half[1][1][c] = x.v[2][c];
                    half[1][2][c] = x.v[3][c];
                }
                row.filtered[mode]++;
                bool verify = (i & 7) == 0; /* the exact check of certified signs is slow */
                bool all = filters_decide(q, &x, half[0], verify);
                if (q->quad)
                    all &= filters_decide(q, &x, half[1], verify);
                row.fell_through[mode] += !all;
            }
            const char *why = triangle_check_extra(q, &x, &ref, 0, &row, &extra);
            if (why) {
                triangle_explain(q, &x, &ref, 0);
                fail_msg("%s (%s): %s (case %ld of mode %d)", q->name, x.family, why, i, mode);
            }
        }
    }
    oracle_print_row(&row);
    printf("  %s: coplanar interval ends %ld, max err %.2f; collinear-triangle parameters %ld, "
           "max err %.3g\n",
           q->name, extra.coplanar_ends, extra.coplanar, extra.degenerate_cases, extra.degenerate);
}

int main(void) {
    oracle_print_header();
    return check_run_group("oracle_triangle", TRIANGLE_QUERIES, check_family_triangle.query_name,
                           run_query);
}
