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
 * orientation predicate and its floating-point filter could not decide it. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "gen/gen.h"
#include "isect/isect.h"
#include "oracle/oracle.h"
#include "predicates_filter.h"

enum { ROW_EO2, ROW_NZ2, ROW_WINDING2, ROW_EO3, ROW_NZ3, ROW_PROJECTION3, ROW_COUNT };

static const char *row_names[ROW_COUNT] = {
    "classify_point2_poly2/even_odd", "classify_point2_poly2/nonzero", "winding_point2_poly2",
    "classify_point3_poly3/even_odd", "classify_point3_poly3/nonzero", "projection_poly3",
};

static bool is_hit(isect_location loc) {
    return loc == ISECT_INSIDE || loc == ISECT_ON_BOUNDARY;
}

static const char *loc_name(isect_location loc) {
    switch (loc) {
    case ISECT_OUTSIDE: return "outside";
    case ISECT_ON_BOUNDARY: return "boundary";
    case ISECT_INSIDE: return "inside";
    default: return "invalid";
    }
}

static void dump_case(const gen_poly *g) {
    fprintf(stderr, "case (%s): p = (", g->family);
    for (int i = 0; i < g->dim; i++)
        fprintf(stderr, "%s%a", i ? ", " : "", (double)g->p[i]);
    fprintf(stderr, "), %d vertices:\n", g->n);
    for (int k = 0; k < g->n; k++) {
        fprintf(stderr, "  ");
        for (int i = 0; i < g->dim; i++)
            fprintf(stderr, "%s%a", i ? ", " : "", (double)g->v[k][i]);
        fprintf(stderr, "\n");
    }
}

static void compare(oracle_row *row, isect_location lib, isect_location exact, const gen_poly *g,
                    long i, int mode) {
    if (lib == exact)
        return;
    row->disagreements++;
    row->false_hits += is_hit(lib) && !is_hit(exact);
    row->false_misses += is_hit(exact) && !is_hit(lib);
    dump_case(g);
    fail_msg("%s: answered %s, the exact answer is %s (case %ld of mode %d)", row->query,
             loc_name(lib), loc_name(exact), i, mode);
}

static bool case_valid(const gen_poly *g) {
    if (g->null_poly || g->null_v || g->n < 3)
        return false;
    for (int i = 0; i < g->dim; i++)
        if (!isfinite(g->p[i]))
            return false;
    for (int k = 0; k < g->n; k++)
        for (int i = 0; i < g->dim; i++)
            if (!isfinite(g->v[k][i]))
                return false;
    return true;
}

/* The exact classification of the plane problem (n vertices at xy, point p) for both
 * rules, and the exact winding number (0 on the boundary). */
static void exact_plane(int n, const double *xy, const double *p, isect_location *eo,
                        isect_location *nz, long *winding, bool *on_boundary) {
    long w = oracle_winding_quadrants(n, xy, p, on_boundary);
    if (*on_boundary) {
        *eo = *nz = ISECT_ON_BOUNDARY;
        *winding = 0;
        return;
    }
    long w_ray = oracle_winding_ray(n, xy, p);
    if (w_ray != w)
        fail_msg("the oracle disagrees with itself: winding %ld by quadrants, %ld by a ray", w,
                 w_ray);
    *winding = w;
    *eo = w % 2 != 0 ? ISECT_INSIDE : ISECT_OUTSIDE;
    *nz = w != 0 ? ISECT_INSIDE : ISECT_OUTSIDE;
}

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

static void run_plane(oracle_row *rows, coverage *cov) {
    long n_cases = oracle_cases_per_mode();
    gen_rng rng;
    gen_seed(&rng, oracle_seed() * 977 + 4201);
    isect_vec2 v[GEN_POLY_MAX];
    double xy[2 * GEN_POLY_MAX];
    for (int mode = 0; mode < 3; mode++) {
        long count = mode == 2 ? n_cases / 20 + 1 : n_cases;
        for (long i = 0; i < count; i++) {
            gen_poly g;
            gen_poly2(&rng, mode, &g);
            for (int k = 0; k < g.n; k++)
                v[k] = (isect_vec2){g.v[k][0], g.v[k][1]};
            isect_poly2 poly = {g.null_v ? NULL : v, (size_t)g.n};
            const isect_poly2 *pp = g.null_poly ? NULL : &poly;
            isect_vec2 p = {g.p[0], g.p[1]};
            isect_location eo = isect_classify_point2_poly2(p, pp, ISECT_FILL_EVEN_ODD);
            isect_location nz = isect_classify_point2_poly2(p, pp, ISECT_FILL_NONZERO);
            isect_winding_result2 w = isect_winding_point2_poly2(p, pp);
            for (int r = ROW_EO2; r <= ROW_WINDING2; r++)
                rows[r].cases++;
            if (!case_valid(&g)) {
                if (eo != ISECT_LOCATION_INVALID || nz != ISECT_LOCATION_INVALID ||
                    w.flags != ISECT_INVALID || w.winding != 0 || w.on_boundary) {
                    dump_case(&g);
                    fail_msg("plane: invalid input answered %s / %s / winding %ld flags %u",
                             loc_name(eo), loc_name(nz), (long)w.winding, w.flags);
                }
                continue;
            }
            for (int k = 0; k < g.n; k++) {
                xy[2 * k] = g.v[k][0];
                xy[2 * k + 1] = g.v[k][1];
            }
            double q[2] = {g.p[0], g.p[1]};
            isect_location x_eo, x_nz;
            long x_w;
            bool x_on;
            exact_plane(g.n, xy, q, &x_eo, &x_nz, &x_w, &x_on);
            if (mode < 2) {
                bool fell = falls_through(g.n, xy, q);
                for (int r = ROW_EO2; r <= ROW_WINDING2; r++)
                    count_filter(&rows[r], mode, fell);
            }
            cover(cov, mode, x_eo, x_nz);
            compare(&rows[ROW_EO2], eo, x_eo, &g, i, mode);
            compare(&rows[ROW_NZ2], nz, x_nz, &g, i, mode);
            if (w.flags != 0 || w.on_boundary != x_on || (long)w.winding != x_w) {
                rows[ROW_WINDING2].disagreements++;
                rows[ROW_WINDING2].false_hits += w.on_boundary && !x_on;
                rows[ROW_WINDING2].false_misses += x_on && !w.on_boundary;
                dump_case(&g);
                fail_msg("winding: answered %ld (boundary %d, flags %u), exact %ld (boundary %d)",
                         (long)w.winding, w.on_boundary, w.flags, x_w, x_on);
            }
        }
    }
}

static void run_space(oracle_row *rows, coverage *cov) {
    long n_cases = oracle_cases_per_mode();
    gen_rng rng;
    gen_seed(&rng, oracle_seed() * 977 + 4303);
    isect_vec3 v[GEN_POLY_MAX];
    double xyz[3 * GEN_POLY_MAX], xy[2 * GEN_POLY_MAX];
    for (int mode = 0; mode < 3; mode++) {
        long count = mode == 2 ? n_cases / 20 + 1 : n_cases;
        for (long i = 0; i < count; i++) {
            gen_poly g;
            gen_poly3(&rng, mode, &g);
            for (int k = 0; k < g.n; k++)
                v[k] = (isect_vec3){g.v[k][0], g.v[k][1], g.v[k][2]};
            isect_poly3 poly = {g.null_v ? NULL : v, (size_t)g.n};
            const isect_poly3 *pp = g.null_poly ? NULL : &poly;
            isect_vec3 p = {g.p[0], g.p[1], g.p[2]};
            isect_location eo = isect_classify_point3_poly3(p, pp, ISECT_FILL_EVEN_ODD);
            isect_location nz = isect_classify_point3_poly3(p, pp, ISECT_FILL_NONZERO);
            isect_projection3 proj = isect_projection_poly3(pp);
            for (int r = ROW_EO3; r <= ROW_PROJECTION3; r++)
                rows[r].cases++;
            bool p_finite = isfinite(g.p[0]) && isfinite(g.p[1]) && isfinite(g.p[2]);
            if (!case_valid(&g)) {
                /* The projection does not look at p. */
                bool proj_invalid = p_finite || g.null_poly || g.null_v || g.n < 3;
                if (eo != ISECT_LOCATION_INVALID || nz != ISECT_LOCATION_INVALID ||
                    (proj_invalid && (proj.flags != ISECT_INVALID || proj.axis != 2))) {
                    dump_case(&g);
                    fail_msg("space: invalid input answered %s / %s / projection flags %u",
                             loc_name(eo), loc_name(nz), proj.flags);
                }
                continue;
            }
            for (int k = 0; k < g.n; k++)
                for (int c = 0; c < 3; c++)
                    xyz[3 * k + c] = g.v[k][c];
            double q3[3] = {g.p[0], g.p[1], g.p[2]};
            bool collinear = oracle_collinear3(g.n, xyz);
            int clear = collinear ? -1 : oracle_clear_axis3(g.n, xyz);
            bool flagged = (proj.flags & ISECT_DEGENERATE) != 0;
            if (flagged != collinear || (proj.flags & ~(unsigned)ISECT_DEGENERATE) != 0 ||
                proj.axis < 0 || proj.axis > 2 || (clear >= 0 && clear != proj.axis)) {
                rows[ROW_PROJECTION3].disagreements++;
                dump_case(&g);
                fail_msg("projection: axis %d flags %u; exact: collinear %d, clear axis %d",
                         proj.axis, proj.flags, collinear, clear);
            }
            isect_location x_eo, x_nz;
            if (collinear) {
                bool on = false;
                for (int k = 0; k < g.n && !on; k++)
                    on = oracle_on_segment3(&xyz[3 * k], &xyz[3 * ((k + 1) % g.n)], q3);
                x_eo = x_nz = on ? ISECT_ON_BOUNDARY : ISECT_OUTSIDE;
            } else {
                int a = (proj.axis + 1) % 3, b = (proj.axis + 2) % 3;
                for (int k = 0; k < g.n; k++) {
                    xy[2 * k] = xyz[3 * k + a];
                    xy[2 * k + 1] = xyz[3 * k + b];
                }
                double q[2] = {q3[a], q3[b]};
                long x_w;
                bool x_on;
                exact_plane(g.n, xy, q, &x_eo, &x_nz, &x_w, &x_on);
                if (mode < 2) {
                    bool fell = falls_through(g.n, xy, q);
                    count_filter(&rows[ROW_EO3], mode, fell);
                    count_filter(&rows[ROW_NZ3], mode, fell);
                }
            }
            cover(cov, mode, x_eo, x_nz);
            cov->collinear += collinear;
            compare(&rows[ROW_EO3], eo, x_eo, &g, i, mode);
            compare(&rows[ROW_NZ3], nz, x_nz, &g, i, mode);
        }
    }
}

static oracle_row rows[ROW_COUNT];

static void init_rows(void) {
    for (int r = 0; r < ROW_COUNT; r++) {
        rows[r] = (oracle_row){0};
        rows[r].query = row_names[r];
        rows[r].err_t = rows[r].err_point = rows[r].err_normal = -1;
    }
}

static void plane(void **state) {
    (void)state;
    coverage cov = {{{0}}, 0, 0};
    run_plane(rows, &cov);
    for (int r = ROW_EO2; r <= ROW_WINDING2; r++)
        oracle_print_row(&rows[r]);
    check_coverage("plane", &cov, oracle_cases_per_mode(), false);
}

static void space(void **state) {
    (void)state;
    coverage cov = {{{0}}, 0, 0};
    run_space(rows, &cov);
    for (int r = ROW_EO3; r <= ROW_PROJECTION3; r++)
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
