/* The triangle and quad queries (isect/triangle.h) against the exact GMP oracle.
 *
 * One row per query: ISECT_ORACLE_CASES uniform and as many adversarial cases (default
 * 20000 each; `make oracle` runs 10^6) and a twentieth as many invalid ones. Every hit,
 * count and ISECT_TOUCHING / ISECT_DEGENERATE flag must equal the exact one
 * (oracle/oracle_tri.h), find must agree with test, the normal must be unit and face
 * against the direction of travel (a crossing) or along (b - a) x (c - a) (a coplanar
 * overlap), zero for a collinear triangle. Shared-edge cases also check the twin
 * triangle on the other side of the edge (watertightness).
 *
 * Errors (docs/triangle.md), in units u of the precision's unit roundoff:
 * - err t (crossings): |t - t*| |N . d| / (u S), S = |b - a|_1 |c - a|_1 (|p - a|_inf +
 *   |t*| |d|_inf); the header documents 8, and a larger value fails the test.
 * - err pt: the crossing point, |X - X*|_inf / (u (|X*|_inf + |d|_inf S / |N . d|)).
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
 * oracle. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "gen/gen_tri.h"
#include "isect/isect.h"
#include "oracle/oracle_tri.h"
#include "plane_sign.h"
#include "predicates_filter.h"

#if ISECT_USE_DOUBLE
#define UNIT_ROUNDOFF 0x1p-53
#define REAL_MAX DBL_MAX
#define REAL_TRUE_MIN 0x1p-1074
#else
#define UNIT_ROUNDOFF 0x1p-24
#define REAL_MAX FLT_MAX
#define REAL_TRUE_MIN 0x1p-149
#endif
#define CROSSING_BOUND 8.0
#define COPLANAR_BOUND 8.0
#define NORMAL_BOUND 64.0
#define DEGENERATE_BOUND 64.0

typedef struct query {
    const char *name;
    int kind; /* 0 line, 1 ray, 2 segment */
    bool quad;
} query;

static query queries[] = {
    {"test_line3_tri3", 0, false}, {"test_ray3_tri3", 1, false}, {"test_seg3_tri3", 2, false},
    {"test_line3_quad3", 0, true}, {"test_ray3_quad3", 1, true}, {"test_seg3_quad3", 2, true},
};

/* The largest errors seen by a row. */
typedef struct errors {
    double t, pt, n, coplanar, degenerate;
    long coplanar_ends, degenerate_cases;
} errors;

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

static double norm_inf(const double *v) {
    return fmax(fabs(v[0]), fmax(fabs(v[1]), fabs(v[2])));
}

static double norm_1(const double *v) {
    return fabs(v[0]) + fabs(v[1]) + fabs(v[2]);
}

static void sub(const double *a, const double *b, double *out) {
    for (int i = 0; i < 3; i++)
        out[i] = a[i] - b[i];
}

/* The library's test and find against the triangle tri (or the quad). */
static bool lib_tri(int kind, const isect_real *a, const isect_real *b, isect_real tri[3][3],
                    isect_find_result3 *f) {
    isect_tri3 t = {{v3(tri[0]), v3(tri[1]), v3(tri[2])}};
    isect_line3 line = {v3(a), v3(b)};
    isect_ray3 ray = {v3(a), v3(b)};
    isect_seg3 seg = {v3(a), v3(b)};
    switch (kind) {
    case 0: *f = isect_find_line3_tri3(&line, &t); return isect_test_line3_tri3(&line, &t);
    case 1: *f = isect_find_ray3_tri3(&ray, &t); return isect_test_ray3_tri3(&ray, &t);
    default: *f = isect_find_seg3_tri3(&seg, &t); return isect_test_seg3_tri3(&seg, &t);
    }
}

static bool lib_quad(int kind, const isect_real *a, const isect_real *b, isect_real v[4][3],
                     isect_find_result3 *f) {
    isect_quad3 q = {{v3(v[0]), v3(v[1]), v3(v[2]), v3(v[3])}};
    isect_line3 line = {v3(a), v3(b)};
    isect_ray3 ray = {v3(a), v3(b)};
    isect_seg3 seg = {v3(a), v3(b)};
    switch (kind) {
    case 0: *f = isect_find_line3_quad3(&line, &q); return isect_test_line3_quad3(&line, &q);
    case 1: *f = isect_find_ray3_quad3(&ray, &q); return isect_test_ray3_quad3(&ray, &q);
    default: *f = isect_find_seg3_quad3(&seg, &q); return isect_test_seg3_quad3(&seg, &q);
    }
}

/* Did every filter the query may need decide? (White box; certified orient3d signs are
 * checked against the oracle.) */
static bool filters_decide(const query *q, const gen_tri_case *x, isect_real tri[3][3],
                           bool verify) {
    double p[3], b[3], v[3][3];
    widen(x->a, p);
    widen(x->b, b);
    for (int k = 0; k < 3; k++)
        widen(tri[k], v[k]);
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

static void print_case(const gen_tri_case *x, isect_real tri[3][3]) {
    printf("  case %s kind %d: a %a %a %a b %a %a %a\n", x->family, x->kind, (double)x->a[0],
           (double)x->a[1], (double)x->a[2], (double)x->b[0], (double)x->b[1], (double)x->b[2]);
    for (int k = 0; k < 3; k++)
        printf("    v%d %a %a %a\n", k, (double)tri[k][0], (double)tri[k][1], (double)tri[k][2]);
}

/* The normalised error of a reported parameter t against the exact end k of h (-1: the
 * flags do not match at all). */
static double end_err(const gen_tri_case *x, isect_real tri[3][3], const oracle_tri_hit *h, int k,
                      double t, errors *err) {
    double p[3], b[3], d[3], v[3][3], e1[3], e2[3], m[3];
    widen(x->a, p);
    widen(x->b, b);
    for (int i = 0; i < 3; i++)
        d[i] = x->kind == 2 ? b[i] - p[i] : b[i];
    for (int i = 0; i < 3; i++)
        widen(tri[i], v[i]);
    double ts = h->t[k].hi;
    if (!(fabs(ts) < REAL_MAX))
        return 0; /* beyond the range: saturation is documented */
    if (!isfinite(t))
        return INFINITY;
    if (oracle_dd_err(h->t[k], t) <= 4 * REAL_TRUE_MIN)
        return 0; /* t* in the subnormal range: a few units of underflow are documented */
    if (h->degenerate && norm_inf(h->n) == 0 && !(d[0] == 0 && d[1] == 0 && d[2] == 0)) {
        double L = 0;
        sub(p, v[0], m);
        L += norm_inf(m);
        sub(v[1], v[0], m);
        L += norm_inf(m);
        sub(v[2], v[0], m);
        L += norm_inf(m);
        double e = oracle_dd_err(h->t[k], t) / (UNIT_ROUNDOFF * (fabs(ts) + L / norm_inf(d)));
        if (e > err->degenerate && e > 1e6 && getenv("TRI_DEBUG")) {
            print_case(x, tri);
            printf("    t %.17g exact %.17g count %d\n", t, ts, h->count);
        }
        err->degenerate = fmax(err->degenerate, e);
        err->degenerate_cases++;
        return e > DEGENERATE_BOUND ? e : 0;
    }
    if (h->degenerate) /* a point: t = 0 exactly */
        return t == 0 ? 0 : INFINITY;
    if (h->coplanar) {
        int e = h->edge[k];
        if (e < 0)
            return t == ts ? 0 : INFINITY;
        const double *u = v[e], *w = v[(e + 1) % 3];
        double ev[3];
        sub(w, u, ev);
        sub(p, u, m);
        long double S = (long double)norm_1(ev) * (norm_inf(m) + fabs(ts) * norm_inf(d));
        double r =
            S > 0 ? (double)(oracle_dd_err(h->t[k], t) * h->rate[k] / (UNIT_ROUNDOFF * S)) : 0;
        err->coplanar = fmax(err->coplanar, r);
        err->coplanar_ends++;
        return r > COPLANAR_BOUND ? INFINITY : 0;
    }
    /* a crossing */
    sub(v[1], v[0], e1);
    sub(v[2], v[0], e2);
    sub(p, v[0], m);
    long double S = (long double)norm_1(e1) * norm_1(e2) * (norm_inf(m) + fabs(ts) * norm_inf(d));
    if (!(S > 0) || h->slope_wide == 0)
        return 0;
    double r = (double)(oracle_dd_err(h->t[k], t) * fabsl(h->slope_wide) / (UNIT_ROUNDOFF * S));
    err->t = fmax(err->t, r);
    return r > CROSSING_BOUND ? r : 0;
}

/* The first problem a check found (empty: none); the checks below record it instead of
 * failing, so that a quad's answer can be tried against either half. */
static char problem[1024];

#define note(...)                                                                                  \
    do {                                                                                           \
        if (!problem[0])                                                                           \
            snprintf(problem, sizeof problem, __VA_ARGS__);                                        \
    } while (0)

/* Checks the point and normal of a result that matched h. */
static void check_normal_point(const query *q, const gen_tri_case *x, const oracle_tri_hit *h,
                               const isect_find_result3 *f, errors *err, isect_real tri[3][3]) {
    double normal[3] = {f->normal.x, f->normal.y, f->normal.z};
    if (norm_inf(h->n) == 0 && h->degenerate) {
        if (norm_inf(normal) != 0)
            note("%s (%s): a collinear triangle with a non-zero normal", q->name, x->family);
    } else {
        double len = sqrt(normal[0] * normal[0] + normal[1] * normal[1] + normal[2] * normal[2]);
        if (fabs(len - 1) > 64 * UNIT_ROUNDOFF)
            note("%s (%s): |normal| = %.17g", q->name, x->family, len);
        double along = 0, worst = 0;
        for (int i = 0; i < 3; i++)
            along += normal[i] * h->unit[i].hi;
        int want = h->count == 1 && !h->degenerate ? -h->slope_sign : 1;
        if (h->degenerate) /* a point: either side */
            want = along > 0 ? 1 : -1;
        if (!(along * want > 0.5))
            note("%s (%s): the normal faces the wrong way (along %g, want %d)", q->name, x->family,
                 along, want);
        for (int i = 0; i < 3; i++) {
            oracle_dd ref = {want * h->unit[i].hi, want * h->unit[i].lo};
            worst = fmax(worst, oracle_dd_err(ref, normal[i]));
        }
        /* normalised by the conditioning |b - a|_1 |c - a|_1 / |N|_2 */
        double v[3][3], e1[3], e2[3];
        for (int i = 0; i < 3; i++)
            widen(tri[i], v[i]);
        sub(v[1], v[0], e1);
        sub(v[2], v[0], e2);
        long double nx = (long double)e1[1] * e2[2] - (long double)e1[2] * e2[1];
        long double ny = (long double)e1[2] * e2[0] - (long double)e1[0] * e2[2];
        long double nz = (long double)e1[0] * e2[1] - (long double)e1[1] * e2[0];
        long double nl = sqrtl(nx * nx + ny * ny + nz * nz);
        long double cond = (long double)norm_1(e1) * norm_1(e2) / nl;
        if (nl > 0 && cond > 1)
            worst = (double)(worst / cond);
        if (worst / UNIT_ROUNDOFF > NORMAL_BOUND)
            note("%s (%s): normal error %g u (normalised)", q->name, x->family,
                 worst / UNIT_ROUNDOFF);
        err->n = fmax(err->n, worst / UNIT_ROUNDOFF);
    }
    if (h->count != 1 || h->degenerate || h->slope_wide == 0)
        return;
    double p[3], b[3], d[3], v[3][3], e1[3], e2[3], m[3];
    widen(x->a, p);
    widen(x->b, b);
    for (int i = 0; i < 3; i++) {
        d[i] = x->kind == 2 ? b[i] - p[i] : b[i];
        widen(tri[i], v[i]);
    }
    sub(v[1], v[0], e1);
    sub(v[2], v[0], e2);
    sub(p, v[0], m);
    double ts = h->t[0].hi;
    long double S = (long double)norm_1(e1) * norm_1(e2) * (norm_inf(m) + fabs(ts) * norm_inf(d));
    if (!(fabs(ts) < REAL_MAX))
        return;
    double pt[3] = {f->point[0].x, f->point[0].y, f->point[0].z}, worst = 0, mag = 0;
    for (int i = 0; i < 3; i++) {
        long double ps = (long double)p[i] + (long double)ts * d[i];
        worst = fmax(worst, (double)fabsl((long double)pt[i] - ps));
        mag = fmax(mag, (double)fabsl(ps));
    }
    long double scale = mag + norm_inf(d) * S / fabsl(h->slope_wide);
    if (scale > 0 && mag < REAL_MAX && worst / (UNIT_ROUNDOFF * scale) > 1000 &&
        getenv("TRI_DEBUG")) {
        print_case(x, tri);
        printf("    point %g %g %g t %g exact %g\n", pt[0], pt[1], pt[2], (double)f->t[0], ts);
    }
    if (scale > 0 && mag < REAL_MAX)
        err->pt = fmax(err->pt, (double)(worst / (UNIT_ROUNDOFF * scale)));
}

/* Do the count and flags of f match the exact answer h? */
static bool flags_match(const isect_find_result3 *f, const oracle_tri_hit *h) {
    bool touching = (f->flags & ISECT_TOUCHING) != 0;
    bool degenerate = (f->flags & ISECT_DEGENERATE) != 0;
    return f->count == h->count && touching == h->touching && degenerate == h->degenerate &&
           !(f->flags & (ISECT_INVALID | ISECT_STARTED_INSIDE | ISECT_ENDED_INSIDE));
}

/* Checks a triangle find result against h. */
static void check_tri(const query *q, const gen_tri_case *x, isect_real tri[3][3],
                      const oracle_tri_hit *h, const isect_find_result3 *f, errors *err) {
    if (!flags_match(f, h))
        note("%s (%s): count %d flags %u, exact count %d touching %d degenerate %d", q->name,
             x->family, f->count, f->flags, h->count, h->touching, h->degenerate);
    if (h->count == 1 && f->t[0] != f->t[1])
        note("%s (%s): a single point with t[0] != t[1]", q->name, x->family);
    for (int k = 0; k < 2; k++) {
        double e = end_err(x, tri, h, k, f->t[k], err);
        if (e > 0)
            note("%s (%s): t[%d] = %.17g, exact %.17g (error %g)", q->name, x->family, k,
                 (double)f->t[k], h->t[k].hi, e);
    }
    check_normal_point(q, x, h, f, err, tri);
}

/* Checks a quad find result against the halves' answers h[0], h[1]. */
static void check_quad(const query *q, const gen_tri_case *x, isect_real half[2][3][3],
                       const oracle_tri_hit h[2], const isect_find_result3 *f, errors *err) {
    int infinite = h[0].hit && h[0].count == -1 ? 0 : (h[1].hit && h[1].count == -1 ? 1 : -1);
    if (infinite >= 0) {
        /* the hull of both answers, with the flags and normal of the first overlap */
        if (!flags_match(f, &h[infinite]))
            note("%s (%s): count %d flags %u, exact an overlap", q->name, x->family, f->count,
                 f->flags);
        for (int k = 0; k < 2; k++) {
            /* the exact hull end, and the halves that reach it (either error bound) */
            int c = k == 0 ? 1 : -1, from = infinite, other = 1 - infinite;
            if (h[other].hit && (h[other].t[k].hi - h[infinite].t[k].hi) * c < 0)
                from = other;
            bool ok = false;
            for (int i = 0; i < 2; i++) {
                errors scratch = *err;
                if (h[i].hit && end_err(x, half[i], &h[i], k, f->t[k], &scratch) == 0) {
                    ok = true;
                    if (i == from) { /* (collinear-triangle errors are reported only for
                                        answers known to come from that half) */
                        scratch.degenerate = err->degenerate;
                        scratch.degenerate_cases = err->degenerate_cases;
                        *err = scratch;
                    }
                }
            }
            if (!ok) {
                print_case(x, half[0]);
                printf("    v3 %a %a %a; halves: hit %d %d count %d %d t0 %g %g t1 %g %g\n",
                       (double)x->v[3][0], (double)x->v[3][1], (double)x->v[3][2], h[0].hit,
                       h[1].hit, h[0].count, h[1].count, h[0].t[0].hi, h[1].t[0].hi, h[0].t[1].hi,
                       h[1].t[1].hi);
                note("%s (%s): hull end t[%d] = %.17g, exact %.17g", q->name, x->family, k,
                     (double)f->t[k], h[from].t[k].hi);
            }
        }
        double before = err->n;
        check_normal_point(q, x, &h[infinite], f, err, half[infinite]);
        if (err->n > 1e6 && before <= 1e6 && getenv("TRI_DEBUG2")) {
            print_case(x, half[0]);
            printf("    v3 %a %a %a inf %d counts %d %d deg %d %d normal %g %g %g\n",
                   (double)x->v[3][0], (double)x->v[3][1], (double)x->v[3][2], infinite, h[0].count,
                   h[1].count, h[0].degenerate, h[1].degenerate, f->normal.x, f->normal.y,
                   f->normal.z);
        }
        return;
    }
    /* the nearer crossing: either half whose answer (within its error bounds) matches;
     * when both do (a nearly planar quad), the one whose normal is closer */
    errors best = *err;
    double best_n = INFINITY;
    for (int i = 0; i < 2; i++) {
        if (!h[i].hit)
            continue;
        errors scratch = *err;
        scratch.n = 0;
        problem[0] = 0;
        check_tri(q, x, half[i], &h[i], f, &scratch);
        if (!problem[0] && scratch.n < best_n) {
            best_n = scratch.n;
            best = scratch;
            best.n = fmax(err->n, scratch.n);
        }
    }
    problem[0] = 0;
    if (best_n < INFINITY) {
        *err = best;
        return;
    }
    note("%s (%s): count %d flags %u t %.17g matches neither half (%d: count %d touching %d t "
         "%.17g; %d: count %d touching %d t %.17g)",
         q->name, x->family, f->count, f->flags, (double)f->t[0], h[0].hit, h[0].count,
         h[0].touching, h[0].t[0].hi, h[1].hit, h[1].count, h[1].touching, h[1].t[0].hi);
}

static void run_query(void **state) {
    const query *q = *state;
    long n = oracle_cases_per_mode();
    oracle_row row = {0};
    row.query = q->name;
    errors err = {0};
    gen_rng rng;
    gen_seed(&rng, oracle_seed() * 1013 + (uint64_t)(q - queries));
    for (int mode = 0; mode < 3; mode++) {
        long count = mode == 2 ? n / 20 + 1 : n;
        for (long i = 0; i < count; i++) {
            gen_tri_case x;
            if (mode == 0)
                gen_tri_uniform(&rng, q->kind, q->quad, &x);
            else if (mode == 1)
                gen_tri_adversarial(&rng, q->kind, q->quad, &x);
            else
                gen_tri_invalid(&rng, q->kind, q->quad, &x);
            bool valid = finite3(x.a) && finite3(x.b);
            for (int k = 0; k < (q->quad ? 4 : 3); k++)
                valid &= finite3(x.v[k]);
            isect_real half[2][3][3];
            for (int c = 0; c < 3; c++) {
                half[0][0][c] = half[1][0][c] = x.v[0][c];
                half[0][1][c] = x.v[1][c];
                half[0][2][c] = half[1][1][c] = x.v[2][c];
                half[1][2][c] = x.v[3][c];
            }
            isect_find_result3 f;
            bool test = q->quad ? lib_quad(q->kind, x.a, x.b, x.v, &f)
                                : lib_tri(q->kind, x.a, x.b, half[0], &f);
            row.cases++;
            if (!valid) {
                if (test || f.hit || f.flags != ISECT_INVALID || f.count != 0)
                    fail_msg("%s: invalid input (%s) not reported", q->name, x.family);
                continue;
            }
            if (mode < 2) {
                row.filtered[mode]++;
                bool verify = (i & 7) == 0; /* the exact check of certified signs is slow */
                bool all = filters_decide(q, &x, half[0], verify);
                if (q->quad)
                    all &= filters_decide(q, &x, half[1], verify);
                row.fell_through[mode] += !all;
            }
            double a[3], b[3], tri[2][3][3];
            widen(x.a, a);
            widen(x.b, b);
            for (int hh = 0; hh < 2; hh++)
                for (int k = 0; k < 3; k++)
                    widen(half[hh][k], tri[hh][k]);
            oracle_tri_hit h[2];
            h[0] = oracle_lin_tri((oracle_kind)q->kind, a, b, (const double(*)[3])tri[0]);
            h[1] = q->quad ? oracle_lin_tri((oracle_kind)q->kind, a, b, (const double(*)[3])tri[1])
                           : (oracle_tri_hit){0};
            bool exact = h[0].hit || h[1].hit;
            if (test != exact || f.hit != exact) {
                row.disagreements++;
                row.false_hits += test && !exact;
                row.false_misses += !test && exact;
                fail_msg("%s (%s): test %d find %d, exact %d (case %ld of mode %d)", q->name,
                         x.family, test, f.hit, exact, i, mode);
            }
            if (!exact) {
                if (f.flags != 0 || f.count != 0)
                    fail_msg("%s: a miss with flags %u count %d", q->name, f.flags, f.count);
            } else if (q->quad) {
                problem[0] = 0;
                check_quad(q, &x, half, h, &f, &err);
            } else {
                problem[0] = 0;
                check_tri(q, &x, half[0], &h[0], &f, &err);
            }
            if (exact && problem[0]) {
                print_case(&x, half[0]);
                fail_msg("%s", problem);
            }
            if (x.has_twin) { /* the triangle on the other side of the shared edge */
                double twin[3][3];
                for (int k = 0; k < 3; k++)
                    widen(x.twin[k], twin[k]);
                oracle_tri_hit ht =
                    oracle_lin_tri((oracle_kind)q->kind, a, b, (const double(*)[3])twin);
                isect_find_result3 ft;
                bool tt = lib_tri(q->kind, x.a, x.b, x.twin, &ft);
                if (tt != ht.hit || ft.hit != ht.hit) {
                    row.disagreements++;
                    fail_msg("%s (shared edge twin): test %d find %d, exact %d", q->name, tt,
                             ft.hit, ht.hit);
                }
                problem[0] = 0;
                if (ht.hit)
                    check_tri(q, &x, x.twin, &ht, &ft, &err);
                if (problem[0])
                    fail_msg("%s (twin)", problem);
            }
        }
    }
    row.err_t = err.t;
    row.err_point = err.pt;
    row.err_normal = err.n;
    oracle_print_row(&row);
    printf("  %s: coplanar interval ends %ld, max err %.2f; collinear-triangle parameters %ld, "
           "max err %.3g\n",
           q->name, err.coplanar_ends, err.coplanar, err.degenerate_cases, err.degenerate);
}

int main(void) {
    oracle_print_header();
    struct CMUnitTest tests[sizeof queries / sizeof queries[0]];
    for (size_t i = 0; i < sizeof queries / sizeof queries[0]; i++) {
        tests[i] = (struct CMUnitTest){queries[i].name, run_query, NULL, NULL, &queries[i]};
    }
    return cmocka_run_group_tests_name("oracle_tri", tests, NULL, NULL);
}
