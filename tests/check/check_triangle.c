/* Lines, rays and segments against triangles and quads; see check_triangle.h. */
#include "check/check_triangle.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

/* Documented bounds (isect/triangle.h, docs/triangle.md), in units of u. */
#define CROSSING_BOUND 8.0
#define POINT_BOUND (CROSSING_BOUND + 1)
#define COPLANAR_BOUND 8.0
#define NORMAL_BOUND 64.0
#define DEGENERATE_BOUND 64.0

const triangle_query triangle_queries[TRIANGLE_QUERIES] = {
    {"test_line3_tri3", 0, false}, {"test_ray3_tri3", 1, false}, {"test_seg3_tri3", 2, false},
    {"test_line3_quad3", 0, true}, {"test_ray3_quad3", 1, true}, {"test_seg3_quad3", 2, true},
};

/* The largest errors a check has seen (a quad tries either half on a copy). */
typedef struct errors {
    double t, pt, n;
    triangle_extra x;
} errors;

/* a - b, |v|_inf and |v|_1 in long double: exact scaling, no overflow. */
static void sub(const isect_real *a, const isect_real *b, long double *out) {
    for (int i = 0; i < 3; i++)
        out[i] = (long double)a[i] - b[i];
}

static long double norm_1(const long double *v) {
    return fabsl(v[0]) + fabsl(v[1]) + fabsl(v[2]);
}

/* The component's direction d (p1 - p0 for a segment). */
static void direction(const gen_triangle_case *x, long double *d) {
    for (int i = 0; i < 3; i++)
        d[i] = x->kind == 2 ? (long double)x->b[i] - x->a[i] : x->b[i];
}

/* The triangle (v0 v1 v2) and, for a quad, its second half (v0 v2 v3). */
static void halves(const gen_triangle_case *x, isect_real half[2][3][3]) {
    for (int c = 0; c < 3; c++) {
        half[0][0][c] = half[1][0][c] = x->v[0][c];
        half[0][1][c] = x->v[1][c];
        half[0][2][c] = half[1][1][c] = x->v[2][c];
        half[1][2][c] = x->v[3][c];
    }
}

void triangle_generate(gen_rng *rng, const triangle_query *q, int mode, gen_triangle_case *x) {
    if (mode == 0)
        gen_triangle_uniform(rng, q->kind, q->quad, x);
    else if (mode == 1)
        gen_triangle_adversarial(rng, q->kind, q->quad, x);
    else
        gen_triangle_invalid(rng, q->kind, q->quad, x);
}

static oracle_triangle_hit exact_tri(int kind, const isect_real *a, const isect_real *b,
                                     isect_real tri[3][3]) {
    double pa[3], pb[3], v[3][3];
    check_widen3(a, pa);
    check_widen3(b, pb);
    for (int k = 0; k < 3; k++)
        check_widen3(tri[k], v[k]);
    return oracle_lin_tri((oracle_kind)kind, pa, pb, (const double(*)[3])v);
}

bool triangle_reference(const triangle_query *q, const gen_triangle_case *x, triangle_ref *ref) {
    memset(ref, 0, sizeof *ref);
    bool valid = check_finite3(x->a) && check_finite3(x->b);
    for (int k = 0; k < (q->quad ? 4 : 3); k++)
        valid &= check_finite3(x->v[k]);
    if (!valid)
        return false;
    isect_real half[2][3][3], twin[3][3];
    halves(x, half);
    ref->h[0] = exact_tri(q->kind, x->a, x->b, half[0]);
    if (q->quad)
        ref->h[1] = exact_tri(q->kind, x->a, x->b, half[1]);
    if (x->has_twin) {
        memcpy(twin, x->twin, sizeof twin);
        ref->twin = exact_tri(q->kind, x->a, x->b, twin);
    }
    return true;
}

/* The library's test and find against the triangle tri (or the quad). */
static bool lib_tri(int kind, const isect_real *a, const isect_real *b, isect_real tri[3][3],
                    isect_find_result3 *f) {
    isect_tri3 t = {{check_vec3(tri[0]), check_vec3(tri[1]), check_vec3(tri[2])}};
    isect_line3 line = {check_vec3(a), check_vec3(b)};
    isect_ray3 ray = {check_vec3(a), check_vec3(b)};
    isect_seg3 seg = {check_vec3(a), check_vec3(b)};
    switch (kind) {
    case 0: *f = isect_find_line3_tri3(&line, &t); return isect_test_line3_tri3(&line, &t);
    case 1: *f = isect_find_ray3_tri3(&ray, &t); return isect_test_ray3_tri3(&ray, &t);
    default: *f = isect_find_seg3_tri3(&seg, &t); return isect_test_seg3_tri3(&seg, &t);
    }
}

static bool lib_quad(int kind, const isect_real *a, const isect_real *b, const isect_real v[4][3],
                     isect_find_result3 *f) {
    isect_quad3 q = {{check_vec3(v[0]), check_vec3(v[1]), check_vec3(v[2]), check_vec3(v[3])}};
    isect_line3 line = {check_vec3(a), check_vec3(b)};
    isect_ray3 ray = {check_vec3(a), check_vec3(b)};
    isect_seg3 seg = {check_vec3(a), check_vec3(b)};
    switch (kind) {
    case 0: *f = isect_find_line3_quad3(&line, &q); return isect_test_line3_quad3(&line, &q);
    case 1: *f = isect_find_ray3_quad3(&ray, &q); return isect_test_ray3_quad3(&ray, &q);
    default: *f = isect_find_seg3_quad3(&seg, &q); return isect_test_seg3_quad3(&seg, &q);
    }
}

static bool lib_query(const triangle_query *q, const gen_triangle_case *x, isect_find_result3 *f) {
    isect_real half[2][3][3];
    halves(x, half);
    return q->quad ? lib_quad(q->kind, x->a, x->b, x->v, f)
                   : lib_tri(q->kind, x->a, x->b, half[0], f);
}

const char *triangle_check_invalid(const triangle_query *q, const gen_triangle_case *x) {
    isect_find_result3 f;
    bool test = lib_query(q, x, &f);
    if (test || f.hit || f.flags != ISECT_INVALID || f.count != 0)
        return "invalid input not reported";
    return NULL;
}

/* The normalised error of a reported parameter t against the exact end `end` of h (0:
 * within its bound), for the case scaled by 2^k. */
static double end_err(const gen_triangle_case *x, isect_real tri[3][3],
                      const oracle_triangle_hit *h, int end, isect_real t, int k, errors *err,
                      check_sat *sat) {
    long double d[3], m[3];
    direction(x, d);
    long double ts = h->t_wide[end], e_abs = check_err(t, ts, sat);
    if (e_abs <= 4 * CHECK_TRUE_MIN)
        return 0; /* t* in the subnormal range: a few units of underflow are documented */
    if (h->collinear && check_norm_inf(d) != 0) {
        long double L = 0, w[3];
        sub(x->a, tri[0], w);
        L += check_norm_inf(w);
        sub(tri[1], tri[0], w);
        L += check_norm_inf(w);
        sub(tri[2], tri[0], w);
        L += check_norm_inf(w);
        double e = (double)(e_abs / (CHECK_U * (fabsl(ts) + L / check_norm_inf(d))));
        err->x.degenerate = fmax(err->x.degenerate, e);
        err->x.degenerate_cases++;
        return e > DEGENERATE_BOUND ? e : 0;
    }
    if (h->degenerate) /* a point: t = 0 exactly */
        return t == 0 ? 0 : INFINITY;
    if (h->coplanar) {
        int e = h->edge[end];
        if (e < 0)
            return t == ts ? 0 : INFINITY;
        const isect_real *u = tri[e], *w = tri[(e + 1) % 3];
        long double ev[3];
        sub(w, u, ev);
        sub(x->a, u, m);
        long double S = norm_1(ev) * (check_norm_inf(m) + fabsl(ts) * check_norm_inf(d));
        /* the rate |((v - u) x d) . N| / |N|_2 has degree 2 in the lengths */
        long double rate = ldexpl(h->rate[end], 2 * k);
        double r = S > 0 ? (double)(e_abs * rate / (CHECK_U * S)) : 0;
        err->x.coplanar = fmax(err->x.coplanar, r);
        err->x.coplanar_ends++;
        return r > COPLANAR_BOUND ? r : 0;
    }
    /* a crossing; N . d has degree 3 */
    long double e1[3], e2[3];
    sub(tri[1], tri[0], e1);
    sub(tri[2], tri[0], e2);
    sub(x->a, tri[0], m);
    long double S = norm_1(e1) * norm_1(e2) * (check_norm_inf(m) + fabsl(ts) * check_norm_inf(d));
    long double slope = fabsl(ldexpl(h->slope_wide, 3 * k));
    if (!(S > 0) || slope == 0)
        return 0;
    double r = (double)(e_abs * slope / (CHECK_U * S));
    err->t = fmax(err->t, r);
    return r > CROSSING_BOUND ? r : 0;
}

/* The first problem a check found (empty: none); the checks below record it instead of
 * returning at once, so that a quad's answer can be tried against either half. */
static char problem[1024];

#define note(...)                                                                                  \
    do {                                                                                           \
        if (!problem[0])                                                                           \
            snprintf(problem, sizeof problem, __VA_ARGS__);                                        \
    } while (0)

/* Checks the point and normal of a result that matched h. */
static void check_normal_point(const gen_triangle_case *x, const oracle_triangle_hit *h,
                               const isect_find_result3 *f, errors *err, isect_real tri[3][3],
                               int k, check_sat *sat) {
    double normal[3] = {f->normal.x, f->normal.y, f->normal.z};
    if (h->collinear) {
        if (normal[0] != 0 || normal[1] != 0 || normal[2] != 0)
            note("a collinear triangle with a non-zero normal");
    } else {
        double len = sqrt(normal[0] * normal[0] + normal[1] * normal[1] + normal[2] * normal[2]);
        if (fabs(len - 1) > 64 * (double)CHECK_U)
            note("|normal| = %.17g", len);
        double along = 0, worst = 0;
        for (int i = 0; i < 3; i++)
            along += normal[i] * h->unit[i].hi;
        int want = h->count == 1 && !h->degenerate ? -h->slope_sign : 1;
        if (h->degenerate) /* a point: either side */
            want = along > 0 ? 1 : -1;
        if (!(along * want > 0.5))
            note("the normal faces the wrong way (along %g, want %d)", along, want);
        for (int i = 0; i < 3; i++) {
            oracle_dd ref = {want * h->unit[i].hi, want * h->unit[i].lo};
            worst = fmax(worst, oracle_dd_err(ref, normal[i]));
        }
        /* normalised by the conditioning |b - a|_1 |c - a|_1 / |N|_2 */
        long double e1[3], e2[3];
        sub(tri[1], tri[0], e1);
        sub(tri[2], tri[0], e2);
        long double nx = e1[1] * e2[2] - e1[2] * e2[1];
        long double ny = e1[2] * e2[0] - e1[0] * e2[2];
        long double nz = e1[0] * e2[1] - e1[1] * e2[0];
        long double nl = sqrtl(nx * nx + ny * ny + nz * nz);
        long double cond = norm_1(e1) * norm_1(e2) / nl;
        if (nl > 0 && cond > 1)
            worst = (double)(worst / cond);
        if (worst / (double)CHECK_U > NORMAL_BOUND)
            note("normal error %g u (normalised)", worst / (double)CHECK_U);
        err->n = fmax(err->n, worst / (double)CHECK_U);
    }
    if (h->count != 1 || h->degenerate || h->slope_wide == 0)
        return;
    long double d[3], e1[3], e2[3], m[3];
    direction(x, d);
    sub(tri[1], tri[0], e1);
    sub(tri[2], tri[0], e2);
    sub(x->a, tri[0], m);
    long double ts = h->t_wide[0];
    long double S = norm_1(e1) * norm_1(e2) * (check_norm_inf(m) + fabsl(ts) * check_norm_inf(d));
    double e =
        check_crossing_point(x->a, d, ts, f->point[0], S, fabsl(ldexpl(h->slope_wide, 3 * k)), sat);
    err->pt = fmax(err->pt, e);
    if (!(e <= POINT_BOUND))
        note("the point is outside its bound (error %g)", e);
}

/* Do the count and flags of f match the exact answer h? */
static bool flags_match(const isect_find_result3 *f, const oracle_triangle_hit *h) {
    bool touching = (f->flags & ISECT_TOUCHING) != 0;
    bool degenerate = (f->flags & ISECT_DEGENERATE) != 0;
    return f->count == h->count && touching == h->touching && degenerate == h->degenerate &&
           !(f->flags & (ISECT_INVALID | ISECT_STARTED_INSIDE | ISECT_ENDED_INSIDE));
}

/* Checks a triangle find result against h. */
static void check_one(const gen_triangle_case *x, isect_real tri[3][3],
                      const oracle_triangle_hit *h, const isect_find_result3 *f, int k,
                      errors *err) {
    if (!flags_match(f, h))
        note("count %d flags 0x%x, exact count %d touching %d degenerate %d", f->count, f->flags,
             h->count, h->touching, h->degenerate);
    if (h->count == 1 && f->t[0] != f->t[1])
        note("a single point with t[0] != t[1]");
    check_sat sat = {false, false};
    for (int end = 0; end < 2; end++) {
        double e = end_err(x, tri, h, end, f->t[end], k, err, &sat);
        if (e > 0)
            note("t[%d] = %a, exact %La (error %g)", end, (double)f->t[end], h->t_wide[end], e);
    }
    check_normal_point(x, h, f, err, tri, k, &sat);
    const char *why = check_saturation(f->flags, &sat);
    if (why)
        note("%s", why);
}

/* Checks a quad find result against the halves' answers h[0], h[1]. */
static void check_quad(const gen_triangle_case *x, isect_real half[2][3][3],
                       const oracle_triangle_hit h[2], const isect_find_result3 *f, int k,
                       errors *err) {
    int infinite = h[0].hit && h[0].count == -1 ? 0 : (h[1].hit && h[1].count == -1 ? 1 : -1);
    if (infinite >= 0) {
        /* the hull of both answers, with the flags and normal of the first overlap */
        if (!flags_match(f, &h[infinite]))
            note("count %d flags 0x%x, exact an overlap", f->count, f->flags);
        check_sat sat = {false, false};
        for (int end = 0; end < 2; end++) {
            /* the exact hull end, and the halves that reach it (either error bound) */
            int c = end == 0 ? 1 : -1, from = infinite, other = 1 - infinite;
            if (h[other].hit && (h[other].t_wide[end] - h[infinite].t_wide[end]) * c < 0)
                from = other;
            bool ok = false;
            for (int i = 0; i < 2; i++) {
                errors scratch = *err;
                if (h[i].hit &&
                    end_err(x, half[i], &h[i], end, f->t[end], k, &scratch, &sat) == 0) {
                    ok = true;
                    if (i == from) { /* (collinear-triangle errors are reported only for
                                        answers known to come from that half) */
                        scratch.x.degenerate = err->x.degenerate;
                        scratch.x.degenerate_cases = err->x.degenerate_cases;
                        *err = scratch;
                    }
                }
            }
            if (!ok)
                note("hull end t[%d] = %a, exact %La (halves: hit %d %d count %d %d)", end,
                     (double)f->t[end], h[from].t_wide[end], h[0].hit, h[1].hit, h[0].count,
                     h[1].count);
        }
        check_normal_point(x, &h[infinite], f, err, half[infinite], k, &sat);
        const char *why = check_saturation(f->flags, &sat);
        if (why)
            note("%s", why);
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
        check_one(x, half[i], &h[i], f, k, &scratch);
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
    note("count %d flags 0x%x t %a matches neither half (%d: count %d touching %d t %La; %d: "
         "count %d touching %d t %La)",
         f->count, f->flags, (double)f->t[0], h[0].hit, h[0].count, h[0].touching, h[0].t_wide[0],
         h[1].hit, h[1].count, h[1].touching, h[1].t_wide[0]);
}

const char *triangle_check_extra(const triangle_query *q, const gen_triangle_case *x,
                                 const triangle_ref *ref, int k, oracle_row *row,
                                 triangle_extra *extra) {
    errors err = {fmax(row->err_t, 0), fmax(row->err_point, 0), fmax(row->err_normal, 0),
                  extra ? *extra : (triangle_extra){0, 0, 0, 0}};
    isect_real half[2][3][3];
    halves(x, half);
    isect_find_result3 f;
    bool test = lib_query(q, x, &f);
    const oracle_triangle_hit *h = ref->h;
    bool exact = h[0].hit || h[1].hit;
    problem[0] = 0;
    if (check_hit(test, &f, exact, row))
        note("test %d find %d, exact %d", test, f.hit, exact);
    else if (!exact && (f.flags != 0 || f.count != 0))
        note("a miss with flags 0x%x count %d", f.flags, f.count);
    else if (exact && q->quad)
        check_quad(x, half, h, &f, k, &err);
    else if (exact)
        check_one(x, half[0], &h[0], &f, k, &err);
    if (x->has_twin && !problem[0]) { /* the triangle on the other side of the shared edge */
        isect_real twin[3][3];
        memcpy(twin, x->twin, sizeof twin);
        isect_find_result3 ft;
        bool tt = lib_tri(q->kind, x->a, x->b, twin, &ft);
        if (check_hit(tt, &ft, ref->twin.hit, row))
            note("shared-edge twin: test %d find %d, exact %d", tt, ft.hit, ref->twin.hit);
        else if (ref->twin.hit)
            check_one(x, twin, &ref->twin, &ft, k, &err);
        if (problem[0]) {
            static char message[sizeof problem + 32];
            snprintf(message, sizeof message, "shared-edge twin: %s", problem);
            row->err_t = err.t;
            row->err_point = err.pt;
            row->err_normal = err.n;
            return message;
        }
    }
    row->err_t = err.t;
    row->err_point = err.pt;
    row->err_normal = err.n;
    if (extra)
        *extra = err.x;
    return problem[0] ? problem : NULL;
}

static void print_case(const gen_triangle_case *x) {
    printf("  %s, family %s:\n", x->kind == 2 ? "segment" : (x->kind == 1 ? "ray" : "line"),
           x->family);
    check_print_coords("    a =", x->a, 3);
    check_print_coords("    b =", x->b, 3);
    for (int k = 0; k < (x->quad ? 4 : 3); k++)
        check_print_coords("    v =", x->v[k], 3);
    for (int k = 0; x->has_twin && k < 3; k++)
        check_print_coords("    twin =", x->twin[k], 3);
}

static void print_exact(const char *label, const oracle_triangle_hit *h) {
    printf("    %s: hit %d count %d touching %d degenerate %d t %La %La\n", label, h->hit, h->count,
           h->touching, h->degenerate, h->t_wide[0], h->t_wide[1]);
}

const char *triangle_check(const triangle_query *q, const gen_triangle_case *x,
                           const triangle_ref *ref, int k, oracle_row *row) {
    return triangle_check_extra(q, x, ref, k, row, NULL);
}

int triangle_lengths(const triangle_query *q, gen_triangle_case *x, isect_real **v) {
    (void)q;
    return gen_triangle_lengths(x, v);
}

void triangle_explain(const triangle_query *q, const gen_triangle_case *x, const triangle_ref *ref,
                      int k) {
    (void)k;
    print_case(x);
    isect_find_result3 f;
    bool test = lib_query(q, x, &f);
    printf("    got: test %d\n", test);
    check_print_find(&f, 3);
    print_exact(q->quad ? "exact (v0 v1 v2)" : "exact", &ref->h[0]);
    if (q->quad)
        print_exact("exact (v0 v2 v3)", &ref->h[1]);
    if (x->has_twin)
        print_exact("exact (twin)", &ref->twin);
}

CHECK_FAMILY(triangle, "triangle", TRIANGLE_QUERIES, gen_triangle_case, triangle_ref);
