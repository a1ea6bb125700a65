/* Lines, rays and segments against polygons in space (isect_*_poly3) against the exact
 * GMP oracle (oracle/oracle_poly3.h). One row per component kind; the fill rule
 * alternates between cases. The polygon's frame (normal and projection axis) is part of
 * the definition (isect/polygon.h), so the test reads it from the library (white box)
 * and the oracle decides exactly on that surface. Hit, count and the ISECT_TOUCHING and
 * ISECT_DEGENERATE flags must equal the exact ones and find must agree with test; a
 * crossing's t is compared with the exact one, normalised as for planes
 * (docs/plane.md): |t - t*| |n . d| / (u S), S = |n|_1 (|p - v0|_inf + |t*| |d|_inf);
 * DEBUG_POLY3=1 prints the cases whose error exceeds 8. The filter fall-through is not
 * measured here (the winding loop asks many questions per case): "-". */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "gen/gen.h"
#include "isect/isect.h"
#include "oracle/oracle_poly3.h"
#include "polygon_frame.h"

#if ISECT_USE_DOUBLE
#define UNIT_ROUNDOFF 0x1p-53
#define REAL_MAX DBL_MAX
#define REAL_MIN DBL_MIN
#else
#define UNIT_ROUNDOFF 0x1p-24
#define REAL_MAX FLT_MAX
#define REAL_MIN FLT_MIN
#endif

typedef struct query {
    const char *name;
    int kind; /* 0 line, 1 ray, 2 segment */
} query;

static query queries[] = {{"test_line3_poly3", 0}, {"test_ray3_poly3", 1}, {"test_seg3_poly3", 2}};

typedef struct poly_case {
    gen_poly poly;
    isect_real a[3], b[3];
    const char *family;
} poly_case;

static void small_dir(gen_rng *rng, isect_real *d) {
    do {
        for (int i = 0; i < 3; i++)
            d[i] = (isect_real)gen_int(rng, -3, 3);
    } while (d[0] == 0 && d[1] == 0 && d[2] == 0);
}

/* The component of a case around the polygon's point p. */
static void make_case(gen_rng *rng, int kind, int mode, poly_case *c) {
    gen_poly3(rng, mode, &c->poly);
    const isect_real *p = c->poly.p;
    c->family = c->poly.family;
    int n = c->poly.n > 0 ? c->poly.n : 1;
    if (mode == 0) { /* a random component through the polygon's box */
        for (int i = 0; i < 3; i++) {
            double lo = c->poly.v[0][i], hi = lo;
            for (int k = 1; k < c->poly.n; k++) {
                lo = fmin(lo, c->poly.v[k][i]);
                hi = fmax(hi, c->poly.v[k][i]);
            }
            double m = 0.2 * (hi - lo) + 1;
            c->a[i] = (isect_real)gen_range(rng, lo - m, hi + m);
            c->b[i] = (isect_real)gen_range(rng, lo - m, hi + m);
            if (kind != 2)
                c->b[i] -= c->a[i];
        }
        return;
    }
    isect_real w[3];
    small_dir(rng, w);
    int family = (int)gen_int(rng, 0, 5);
    const isect_real *va = c->poly.v[gen_int(rng, 0, n - 1)];
    for (int i = 0; i < 3; i++) {
        switch (family) {
        case 0: /* through p */
            c->a[i] = p[i] + w[i];
            c->b[i] = kind == 2 ? p[i] - 2 * w[i] : -w[i];
            break;
        case 1: /* ending at p, or starting at p */
            c->a[i] = kind == 2 ? p[i] + w[i] : p[i];
            c->b[i] = kind == 2 ? p[i] : w[i];
            break;
        case 2: /* from p toward a vertex: in the plane when it is exact */
            c->a[i] = p[i];
            c->b[i] = kind == 2 ? va[i] : va[i] - p[i];
            break;
        case 3: /* along an edge */
            c->a[i] = c->poly.v[0][i];
            c->b[i] = kind == 2 ? c->poly.v[1][i] : c->poly.v[1][i] - c->poly.v[0][i];
            break;
        case 4: /* a point */
            c->a[i] = p[i];
            c->b[i] = kind == 2 ? p[i] : 0;
            break;
        default: /* from a vertex through p */
            c->a[i] = va[i];
            c->b[i] = kind == 2 ? 2 * p[i] - va[i] : p[i] - va[i];
            break;
        }
    }
    if (gen_int(rng, 0, 3) == 0) { /* nudge one coordinate */
        isect_real *x = gen_int(rng, 0, 1) ? c->a : c->b;
        int k = (int)gen_int(rng, 0, 2), u = (int)gen_int(rng, -2, 2);
        x[k] = gen_ulps(x[k], u == 0 ? 1 : u);
    }
    static const char *names[] = {"through-p",  "end-at-p", "toward-vertex",
                                  "along-edge", "point",    "vertex-through-p"};
    c->family = names[family];
}

static bool finite3(const isect_real *v) {
    return isfinite(v[0]) && isfinite(v[1]) && isfinite(v[2]);
}

static void run_query(void **state) {
    const query *q = *state;
    long cases = oracle_cases_per_mode() / 4; /* polygons are long: a quarter as many */
    oracle_row row = {0};
    row.query = q->name;
    row.err_point = row.err_normal = -1;
    gen_rng rng;
    gen_seed(&rng, oracle_seed() * 2003 + (uint64_t)q->kind);
    for (int mode = 0; mode < 3; mode++) {
        long count = mode == 2 ? cases / 20 + 1 : cases;
        for (long i = 0; i < count; i++) {
            poly_case c;
            make_case(&rng, q->kind, mode, &c);
            isect_fill_rule rule = (i & 1) ? ISECT_FILL_NONZERO : ISECT_FILL_EVEN_ODD;
            isect_vec3 verts[GEN_POLY_MAX];
            for (int k = 0; k < c.poly.n; k++)
                verts[k] = (isect_vec3){c.poly.v[k][0], c.poly.v[k][1], c.poly.v[k][2]};
            isect_poly3 poly = {c.poly.null_v ? NULL : verts, (size_t)c.poly.n};
            const isect_poly3 *pp = c.poly.null_poly ? NULL : &poly;
            if (mode == 2 && gen_int(&rng, 0, 3) == 0)
                c.a[gen_int(&rng, 0, 2)] = (isect_real)NAN;
            isect_vec3 a = {c.a[0], c.a[1], c.a[2]}, b = {c.b[0], c.b[1], c.b[2]};
            isect_line3 line = {a, b};
            isect_ray3 ray = {a, b};
            isect_seg3 seg = {a, b};
            bool test;
            isect_find_result3 f;
            if (q->kind == 0) {
                test = isect_test_line3_poly3(&line, pp, rule);
                f = isect_find_line3_poly3(&line, pp, rule);
            } else if (q->kind == 1) {
                test = isect_test_ray3_poly3(&ray, pp, rule);
                f = isect_find_ray3_poly3(&ray, pp, rule);
            } else {
                test = isect_test_seg3_poly3(&seg, pp, rule);
                f = isect_find_seg3_poly3(&seg, pp, rule);
            }
            row.cases++;
            bool valid = pp && poly.v && poly.count >= 3 && finite3(c.a) && finite3(c.b);
            for (int k = 0; valid && k < c.poly.n; k++)
                valid = finite3(c.poly.v[k]);
            if (!valid) {
                if (test || f.hit || f.flags != ISECT_INVALID)
                    fail_msg("%s: invalid input (%s) not reported", q->name, c.family);
                continue;
            }
            double normal[3];
            isect_projection3 frame = isect_poly3_frame(&poly, normal);
            bool degenerate = (frame.flags & ISECT_DEGENERATE) != 0;
            if (!degenerate && normal[0] == 0 && normal[1] == 0 && normal[2] == 0)
                continue; /* a vanishing Newell normal: the library takes a triple's plane */
            double xyz[3 * GEN_POLY_MAX], pa[3], pb[3];
            for (int k = 0; k < c.poly.n; k++)
                for (int j = 0; j < 3; j++)
                    xyz[3 * k + j] = c.poly.v[k][j];
            for (int j = 0; j < 3; j++) {
                pa[j] = c.a[j];
                pb[j] = c.b[j];
            }
            oracle_poly3_hit exact = oracle_lin_poly3((oracle_kind)q->kind, pa, pb, c.poly.n, xyz,
                                                      normal, frame.axis, degenerate, (int)rule);
            if (test != exact.hit || f.hit != exact.hit) {
                row.disagreements++;
                row.false_hits += test && !exact.hit;
                row.false_misses += !test && exact.hit;
                fail_msg("%s (%s, %s): test %d find %d, exact %d (case %ld of mode %d)", q->name,
                         c.family, c.poly.family, test, f.hit, exact.hit, i, mode);
            }
            if (!exact.hit)
                continue;
            if (f.count != exact.count)
                fail_msg("%s (%s, %s): count %d, exact %d", q->name, c.family, c.poly.family,
                         f.count, exact.count);
            if (((f.flags & ISECT_TOUCHING) != 0) != exact.touching)
                fail_msg("%s (%s): touching %u, exact %d", q->name, c.family, f.flags,
                         exact.touching);
            if (!(f.t[0] <= f.t[1]))
                fail_msg("%s: t[0] > t[1]", q->name);
            double t = f.t[0], ts = exact.t0.hi;
            /* (a t below the normal range of isect_real is rounded to its subnormal
             * spacing, a relative error the normalisation does not cover) */
            if (exact.count == 1 && !exact.touching && fabs(ts) < REAL_MAX &&
                fabs(ts) >= REAL_MIN && fabs(t) < REAL_MAX && exact.slope_sign != 0) {
                double d[3], rel[3], nl = fabs(normal[0]) + fabs(normal[1]) + fabs(normal[2]);
                for (int j = 0; j < 3; j++) {
                    d[j] = q->kind == 2 ? pb[j] - pa[j] : pb[j];
                    rel[j] = pa[j] - xyz[j];
                }
                double dn = fabs(d[0] * normal[0] + d[1] * normal[1] + d[2] * normal[2]);
                double inf_rel = fmax(fabs(rel[0]), fmax(fabs(rel[1]), fabs(rel[2])));
                double inf_d = fmax(fabs(d[0]), fmax(fabs(d[1]), fabs(d[2])));
                double S = nl * (inf_rel + fabs(ts) * inf_d);
                if (S > 0 && dn > 0) {
                    double e = oracle_dd_err(exact.t0, t) * dn / (UNIT_ROUNDOFF * S);
                    if (e > 8 && getenv("DEBUG_POLY3"))
                        fprintf(stderr, "%s %s %s: t %.17g, exact %.17g (error %g)\n", q->name,
                                c.family, c.poly.family, t, ts, e);
                    row.err_t = fmax(row.err_t, e);
                }
            }
        }
    }
    oracle_print_row(&row);
}

int main(void) {
    oracle_print_header();
    struct CMUnitTest tests[3];
    for (int i = 0; i < 3; i++)
        tests[i] = (struct CMUnitTest){queries[i].name, run_query, NULL, NULL, &queries[i]};
    return cmocka_run_group_tests_name("oracle_poly3", tests, NULL, NULL);
}
