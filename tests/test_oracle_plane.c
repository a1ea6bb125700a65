/* The plane queries (isect/plane.h) against the exact GMP oracle.
 *
 * One row per query and plane form: ISECT_ORACLE_CASES uniform and as many adversarial
 * cases (default 20000 each; `make oracle` runs 10^6) and a twentieth as many invalid
 * ones. Every hit, count and ISECT_TOUCHING flag must equal the exact one, find must
 * agree with test, the normal must face against the direction of travel, and the
 * filters, called on their own (white box), must never certify a wrong sign. Constructed
 * t and points are compared with the exact crossing; the error is normalised as in
 * docs/plane.md: |t - t*| |N . d| / (u S) with S = |N|_1 (|a|_inf + |t*| |d|_inf) + |O|
 * (for the three-point form |N|_1 is replaced by |b - a|_1 |c - a|_1 and a by a - pa). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <float.h>
#include <math.h>
#include <stdio.h>

#include "gen/gen_plane.h"
#include "isect/isect.h"
#include "oracle/oracle_plane.h"
#include "plane_sign.h"
#include "predicates_filter.h"

#if ISECT_USE_DOUBLE
#define UNIT_ROUNDOFF 0x1p-53
#define REAL_MAX DBL_MAX
#else
#define UNIT_ROUNDOFF 0x1p-24
#define REAL_MAX FLT_MAX
#endif

typedef struct query {
    const char *name;
    int kind; /* 0 line, 1 ray, 2 segment; -1 classify the point a */
    bool three;
} query;

static query queries[] = {
    {"classify_point3_plane3", -1, false}, {"classify_point3_plane3p", -1, true},
    {"test_line3_plane3", 0, false},       {"test_ray3_plane3", 1, false},
    {"test_seg3_plane3", 2, false},        {"test_line3_plane3p", 0, true},
    {"test_ray3_plane3p", 1, true},        {"test_seg3_plane3p", 2, true},
};

static void widen(const isect_real *in, double *out) {
    for (int i = 0; i < 3; i++)
        out[i] = in[i];
}

static isect_vec3 v3(const isect_real *p) {
    return (isect_vec3){p[0], p[1], p[2]};
}

static bool finite3(const isect_real *v) {
    return isfinite(v[0]) && isfinite(v[1]) && isfinite(v[2]);
}

static oracle_plane oracle_of(const gen_plane_case *x) {
    oracle_plane p;
    p.three = x->three;
    widen(x->n, p.n);
    p.o = x->o;
    widen(x->pa, p.a);
    widen(x->pb, p.b);
    widen(x->pc, p.c);
    return p;
}

/* The library's test and find for the case. */
static bool lib_query(const query *q, const gen_plane_case *x, isect_find_result3 *found) {
    isect_plane3 plane = {v3(x->n), x->o};
    isect_plane3p pp = {v3(x->pa), v3(x->pb), v3(x->pc)};
    isect_line3 line = {v3(x->a), v3(x->b)};
    isect_ray3 ray = {v3(x->a), v3(x->b)};
    isect_seg3 seg = {v3(x->a), v3(x->b)};
    switch (q->kind + 3 * q->three) {
    case 0:
        *found = isect_find_line3_plane3(&line, &plane);
        return isect_test_line3_plane3(&line, &plane);
    case 1:
        *found = isect_find_ray3_plane3(&ray, &plane);
        return isect_test_ray3_plane3(&ray, &plane);
    case 2:
        *found = isect_find_seg3_plane3(&seg, &plane);
        return isect_test_seg3_plane3(&seg, &plane);
    case 3:
        *found = isect_find_line3_plane3p(&line, &pp);
        return isect_test_line3_plane3p(&line, &pp);
    case 4: *found = isect_find_ray3_plane3p(&ray, &pp); return isect_test_ray3_plane3p(&ray, &pp);
    default: *found = isect_find_seg3_plane3p(&seg, &pp); return isect_test_seg3_plane3p(&seg, &pp);
    }
}

/* Did every filter the query needs decide? (White box; also checks their signs.) */
static bool filters_decide(const query *q, const gen_plane_case *x, const oracle_plane *p) {
    double a[3], b[3], n[3], pa[3], pb[3], pc[3];
    widen(x->a, a);
    widen(x->b, b);
    widen(x->n, n);
    widen(x->pa, pa);
    widen(x->pb, pb);
    widen(x->pc, pc);
    bool all = true;
    const double *points[2] = {a, b};
    int count = q->kind == 2 ? 2 : 1;
    for (int k = 0; k < count; k++) {
        int sign;
        bool decided = x->three ? isect_filter_orient3d(pa, pb, pc, points[k], &sign)
                                : isect_filter_plane_side(n, points[k], x->o, &sign);
        if (decided && sign != oracle_plane_side(p, points[k]))
            fail_msg("%s: a side filter certified %d wrongly", q->name, sign);
        all &= decided;
    }
    if (q->kind == 0 || q->kind == 1) {
        int sign;
        bool decided = x->three ? isect_filter_triple(pa, pb, pc, b, &sign)
                                : isect_filter_plane_side(n, b, 0, &sign);
        all &= decided;
    }
    return all;
}

static double norm_inf(const double *v) {
    return fmax(fabs(v[0]), fmax(fabs(v[1]), fabs(v[2])));
}

/* Checks one valid component case; returns whether it was a disagreement on hit. */
static void check_find(const query *q, const gen_plane_case *x, const oracle_plane_hit *exact,
                       const isect_find_result3 *f, double *err_t, double *err_pt) {
    if (f->count != exact->count)
        fail_msg("%s (%s): count %d, exact %d", q->name, x->family, f->count, exact->count);
    bool touching = (f->flags & ISECT_TOUCHING) != 0;
    if (touching != exact->touching)
        fail_msg("%s (%s): touching %d, exact %d", q->name, x->family, touching, exact->touching);
    if (f->flags & (ISECT_INVALID | ISECT_STARTED_INSIDE | ISECT_ENDED_INSIDE))
        fail_msg("%s: unexpected flags %u", q->name, f->flags);
    double a[3], b[3], d[3], N[3], normal[3] = {f->normal.x, f->normal.y, f->normal.z};
    widen(x->a, a);
    widen(x->b, b);
    for (int i = 0; i < 3; i++)
        d[i] = q->kind == 2 ? b[i] - a[i] : b[i];
    /* the normal: unit, along the plane's normal, against the direction of travel */
    double len = sqrt(normal[0] * normal[0] + normal[1] * normal[1] + normal[2] * normal[2]);
    if (fabs(len - 1) > 64 * UNIT_ROUNDOFF)
        fail_msg("%s (%s): |normal| = %.17g", q->name, x->family, len);
    if (x->three) {
        double u[3], v[3];
        for (int i = 0; i < 3; i++) {
            u[i] = (double)x->pb[i] - x->pa[i];
            v[i] = (double)x->pc[i] - x->pa[i];
        }
        N[0] = u[1] * v[2] - u[2] * v[1];
        N[1] = u[2] * v[0] - u[0] * v[2];
        N[2] = u[0] * v[1] - u[1] * v[0];
    } else {
        widen(x->n, N);
    }
    double along = normal[0] * N[0] + normal[1] * N[1] + normal[2] * N[2];
    int want = exact->slope_sign > 0 ? -1 : 1; /* +N when parallel or a point */
    if (exact->count == -1)
        want = 1;
    if (!(along * want > 0) && norm_inf(N) > 1e-200 && !x->three)
        fail_msg("%s (%s): normal faces the wrong way (a %a %a %a b %a %a %a o %a count %d flags %u along %g, slope %g, n %g %g %g, normal %g %g %g)", q->name, x->family, a[0], a[1], a[2], b[0], b[1], b[2], (double)x->o, f->count, f->flags, along, exact->slope, N[0], N[1], N[2], normal[0], normal[1], normal[2]);
    if (exact->count == -1) {
        double t0 = q->kind == 0 ? -INFINITY : 0, t1 = q->kind == 2 ? 1 : INFINITY;
        if (f->t[0] != t0 || f->t[1] != t1)
            fail_msg("%s: overlap [%g, %g]", q->name, (double)f->t[0], (double)f->t[1]);
        return;
    }
    if (f->t[0] != f->t[1])
        fail_msg("%s: a single crossing with t[0] != t[1]", q->name);
    double t = f->t[0], ts = exact->t.hi;
    if (!(fabs(ts) < REAL_MAX && fabs(t) < REAL_MAX))
        return; /* beyond the range: saturation is documented */
    double nlen = exact->normal_len, base[3];
    for (int i = 0; i < 3; i++)
        base[i] = x->three ? a[i] - (double)x->pa[i] : a[i];
    if (x->three) {
        double su = 0, sv = 0;
        for (int i = 0; i < 3; i++) {
            su += fabs((double)x->pb[i] - x->pa[i]);
            sv += fabs((double)x->pc[i] - x->pa[i]);
        }
        nlen = su * sv;
    }
    double S = nlen * (norm_inf(base) + fabs(ts) * norm_inf(d)) + (x->three ? 0 : fabs(x->o));
    if (S > 0 && exact->slope != 0) {
        double e = oracle_dd_err(exact->t, t) * fabs(exact->slope) / (UNIT_ROUNDOFF * S);
        *err_t = fmax(*err_t, e);
        double pt[3] = {f->point[0].x, f->point[0].y, f->point[0].z}, worst = 0, mag = 0;
        for (int i = 0; i < 3; i++) {
            long double ps = (long double)a[i] + (long double)exact->t.hi * d[i];
            worst = fmax(worst, (double)fabsl((long double)pt[i] - ps));
            mag = fmax(mag, (double)fabsl(ps));
        }
        double scale = mag + norm_inf(d) * S / fabs(exact->slope);
        if (scale > 0)
            *err_pt = fmax(*err_pt, worst / (UNIT_ROUNDOFF * scale));
    }
}

static void run_query(void **state) {
    const query *q = *state;
    long n = oracle_cases_per_mode();
    oracle_row row = {0};
    row.query = q->name;
    row.err_t = row.err_point = q->kind < 0 ? -1 : 0;
    row.err_normal = -1;
    gen_rng rng;
    gen_seed(&rng, oracle_seed() * 1009 + (uint64_t)(q - queries));
    int kind = q->kind < 0 ? 2 : q->kind;
    for (int mode = 0; mode < 3; mode++) {
        long count = mode == 2 ? n / 20 + 1 : n;
        for (long i = 0; i < count; i++) {
            gen_plane_case x;
            if (mode == 0)
                gen_plane_uniform(&rng, kind, q->three, &x);
            else if (mode == 1)
                gen_plane_adversarial(&rng, kind, q->three, &x);
            else
                gen_plane_invalid(&rng, kind, q->three, &x);
            oracle_plane p = oracle_of(&x);
            bool finite_plane = x.three ? finite3(x.pa) && finite3(x.pb) && finite3(x.pc)
                                        : finite3(x.n) && isfinite(x.o);
            bool valid = finite_plane && finite3(x.a) && (q->kind < 0 || finite3(x.b)) &&
                         oracle_plane_valid(&p);
            row.cases++;
            if (q->kind < 0) {
                isect_plane3 plane = {v3(x.n), x.o};
                isect_plane3p pp = {v3(x.pa), v3(x.pb), v3(x.pc)};
                isect_location loc = x.three ? isect_classify_point3_plane3p(v3(x.a), &pp)
                                             : isect_classify_point3_plane3(v3(x.a), &plane);
                if (!valid) {
                    if (loc != ISECT_LOCATION_INVALID)
                        fail_msg("%s: invalid input (%s) answered %d", q->name, x.family, loc);
                    continue;
                }
                int exact = oracle_plane_side(&p, (double[3]){x.a[0], x.a[1], x.a[2]});
                isect_location want =
                    exact < 0 ? ISECT_INSIDE : (exact == 0 ? ISECT_ON_BOUNDARY : ISECT_OUTSIDE);
                if (mode < 2) {
                    row.filtered[mode]++;
                    row.fell_through[mode] += !filters_decide(q, &x, &p);
                }
                if (loc != want) {
                    row.disagreements++;
                    row.false_hits += loc == ISECT_ON_BOUNDARY;
                    row.false_misses += want == ISECT_ON_BOUNDARY;
                    fail_msg("%s (%s): answered %d, exact %d", q->name, x.family, loc, want);
                }
                continue;
            }
            isect_find_result3 f;
            bool test = lib_query(q, &x, &f);
            if (!valid) {
                if (test || f.hit || !(f.flags & ISECT_INVALID))
                    fail_msg("%s: invalid input (%s) not reported", q->name, x.family);
                continue;
            }
            if (mode < 2) {
                row.filtered[mode]++;
                row.fell_through[mode] += !filters_decide(q, &x, &p);
            }
            double a[3], b[3];
            widen(x.a, a);
            widen(x.b, b);
            oracle_plane_hit exact = oracle_lin_plane((oracle_kind)q->kind, a, b, &p);
            if (test != exact.hit || f.hit != exact.hit) {
                row.disagreements++;
                row.false_hits += test && !exact.hit;
                row.false_misses += !test && exact.hit;
                fail_msg("%s (%s): test %d find %d, exact %d (case %ld of mode %d)", q->name,
                         x.family, test, f.hit, exact.hit, i, mode);
            }
            if (exact.hit)
                check_find(q, &x, &exact, &f, &row.err_t, &row.err_point);
            else if (f.flags != 0 || f.count != 0)
                fail_msg("%s: a miss with flags %u count %d", q->name, f.flags, f.count);
        }
    }
    oracle_print_row(&row);
}

int main(void) {
    oracle_print_header();
    struct CMUnitTest tests[sizeof queries / sizeof queries[0]];
    for (size_t i = 0; i < sizeof queries / sizeof queries[0]; i++) {
        tests[i] = (struct CMUnitTest){queries[i].name, run_query, NULL, NULL, &queries[i]};
    }
    return cmocka_run_group_tests_name("oracle_plane", tests, NULL, NULL);
}
