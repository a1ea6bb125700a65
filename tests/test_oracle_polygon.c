/* Point in polygon (isect/polygon.h) against the GMP oracle.
 *
 * ISECT_ORACLE_CASES uniform and as many adversarial cases (default 20000 each; `make
 * oracle` runs 10^6) and a twentieth as many invalid ones, in the plane and in space.
 * The expected answers come from two exact winding numbers written independently of the
 * library and of each other (tests/oracle: the quadrant method, and signed crossings of
 * a ray in a direction that misses every vertex; they must agree) and an exact
 * point-on-edge test. Every valid answer must equal the exact one for both fill rules,
 * the winding number too, and every invalid input must give the invalid answer.
 *
 * In space the query is defined on the projection isect_projection_poly3 reports; the
 * check is that the answer is the exact answer of the projected problem, that the
 * projection is flagged degenerate exactly when the vertices are collinear (then the
 * answer is the exact on-an-edge test in space), and that its axis is the dominant one of
 * the exact Newell normal whenever that is clear (oracle_clear_axis3).
 *
 * Fall-through (white box): the share of queries in which some edge needed the
 * orientation predicate and its floating-point filter could not decide it. The checks
 * themselves are tests/check/check_polygon.c, which the scale test shares. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>

#include "check/check_polygon.h"
#include "isect/isect.h"
#include "sign/predicates.h"

/* White box: would the library have called the exact orientation (its filter unable to
 * decide) for some edge of this plane problem? Mirrors the edge filter of polygon.c. */
static bool falls_through(int n, const double *xy, const double *p) {
    for (int i = 0; i < n; i++) {
        int j = (i + 1) % n;
        double ax = xy[2 * i], ay = xy[2 * i + 1], bx = xy[2 * j], by = xy[2 * j + 1];
        bool straddles = (ay <= p[1] && by > p[1]) || (by <= p[1] && ay > p[1]);
        if (!straddles || (p[0] < ax && p[0] < bx) || (p[0] > ax && p[0] > bx))
            continue;
        int sign;
        if (!isect_filter_orient2d(ax, ay, bx, by, p[0], p[1], &sign))
            return true;
    }
    return false;
}

/* White box, for a valid case with its reference: the plane problem the library solves
 * (in space the projection along the reference's axis; none for collinear vertices). */
static bool case_falls_through(const gen_poly *g, const polygon_ref *ref) {
    if (ref->collinear)
        return false;
    int a = g->dim == 2 ? 0 : (ref->projection.axis + 1) % 3;
    int b = g->dim == 2 ? 1 : (ref->projection.axis + 2) % 3;
    double xy[2 * GEN_POLY_MAX], q[2] = {g->p[a], g->p[b]};
    for (int k = 0; k < g->n; k++) {
        xy[2 * k] = g->v[k][a];
        xy[2 * k + 1] = g->v[k][b];
    }
    return falls_through(g->n, xy, q);
}

/* Coverage, so that a generator that stopped producing hard cases is noticed: answers
 * of the valid cases by mode (outside, boundary, inside by even-odd), cases where the
 * rules differ, and exactly collinear polygons in space. */
typedef struct coverage {
    long answers[2][3];
    long rules_differ, collinear;
} coverage;

static void cover(coverage *c, int mode, isect_location eo, isect_location nz) {
    if (mode < 2)
        c->answers[mode][eo == ISECT_OUTSIDE ? 0 : eo == ISECT_ON_BOUNDARY ? 1 : 2]++;
    c->rules_differ += eo != nz;
}

/* Each mode must give every answer in some share of its cases; adversarial cases must
 * land on the boundary often; the fill rules must differ sometimes. */
static void check_coverage(const char *what, const coverage *c, long n, bool space) {
    printf("coverage %s: uniform %ld/%ld/%ld, adversarial %ld/%ld/%ld "
           "(outside/boundary/inside), rules differ %ld, collinear %ld\n",
           what, c->answers[0][0], c->answers[0][1], c->answers[0][2], c->answers[1][0],
           c->answers[1][1], c->answers[1][2], c->rules_differ, c->collinear);
    assert_true(c->answers[0][0] > n / 10 && c->answers[0][2] > n / 10);
    assert_true(c->answers[1][0] > n / 10 && c->answers[1][2] > n / 20);
    assert_true(c->answers[1][1] > n / 10);
    assert_true(c->rules_differ > n / 100);
    assert_true(!space || c->collinear > n / 100);
}

static void count_filter(oracle_row *row, int mode, bool fell) {
    row->filtered[mode]++;
    row->fell_through[mode] += fell;
}

static oracle_row rows[POLYGON_QUERIES];

/* Every case of one dimension against the three queries about it (rows first..first+2). */
static void run(int first, coverage *cov) {
    const polygon_query *q = &polygon_queries[first];
    long n_cases = oracle_cases_per_mode();
    gen_rng rng;
    gen_seed(&rng, oracle_seed() * 977 + (q->dim == 2 ? 4201 : 4303));
    for (int mode = 0; mode < 3; mode++) {
        long count = mode == 2 ? n_cases / 20 + 1 : n_cases;
        for (long i = 0; i < count; i++) {
            gen_poly g;
            polygon_generate(&rng, q, mode, &g);
            polygon_ref ref;
            bool valid = polygon_reference(q, &g, &ref);
            bool fell = valid && mode < 2 && case_falls_through(&g, &ref);
            if (valid) {
                cover(cov, mode, ref.even_odd, ref.nonzero);
                cov->collinear += ref.collinear;
            }
            for (int r = first; r < first + 3; r++) {
                const polygon_query *rq = &polygon_queries[r];
                rows[r].cases++;
                const char *why;
                if (!valid) {
                    why = polygon_check_invalid(rq, &g);
                } else {
                    if (mode < 2 && rq->what != POLYGON_PROJECTION && !ref.collinear)
                        count_filter(&rows[r], mode, fell);
                    why = polygon_check(rq, &g, &ref, 0, &rows[r]);
                    if (why)
                        polygon_explain(rq, &g, &ref, 0);
                }
                if (why) {
                    if (!valid)
                        polygon_print(&g);
                    fail_msg("%s: %s (case %ld of mode %d)", rq->name, why, i, mode);
                }
            }
        }
    }
}

static void init_rows(void) {
    for (int r = 0; r < POLYGON_QUERIES; r++) {
        rows[r] = (oracle_row){0};
        rows[r].query = polygon_queries[r].name;
        rows[r].err_t = rows[r].err_point = rows[r].err_normal = -1;
    }
}

static void plane(void **state) {
    (void)state;
    coverage cov = {{{0}}, 0, 0};
    run(0, &cov);
    for (int r = 0; r < 3; r++)
        oracle_print_row(&rows[r]);
    check_coverage("plane", &cov, oracle_cases_per_mode(), false);
}

static void space(void **state) {
    (void)state;
    coverage cov = {{{0}}, 0, 0};
    run(3, &cov);
    for (int r = 3; r < 6; r++)
        oracle_print_row(&rows[r]);
    check_coverage("space", &cov, oracle_cases_per_mode(), true);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(plane),
        cmocka_unit_test(space),
    };
    init_rows();
    oracle_print_header();
    return cmocka_run_group_tests_name("oracle_polygon", tests, NULL, NULL);
}
