/* Segments against segments in the plane; see check_segment2.h. */
#include "check/check_segment2.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include <gmp.h>

/* Documented bounds (isect/segment2.h), in units of isect_real's unit roundoff u. */
#define BOUND_T 4.0
#define BOUND_POINT 4.0
/* Not in the header ("the unit normal"): a few units of u. */
#define BOUND_NORMAL 4.0

/* (u - v) x (w - z), exactly, rounded to long double. */
static long double cross_ld(const isect_real *u, const isect_real *v, const isect_real *w,
                            const isect_real *z) {
    mpq_t a[8], r, s;
    const isect_real *pts[4] = {u, v, w, z};
    for (int i = 0; i < 8; i++) {
        mpq_init(a[i]);
        mpq_set_d(a[i], (double)pts[i / 2][i % 2]);
    }
    mpq_inits(r, s, NULL);
    mpq_sub(a[0], a[0], a[2]); /* u - v */
    mpq_sub(a[1], a[1], a[3]);
    mpq_sub(a[4], a[4], a[6]); /* w - z */
    mpq_sub(a[5], a[5], a[7]);
    mpq_mul(r, a[0], a[5]);
    mpq_mul(s, a[1], a[4]);
    mpq_sub(r, r, s);
    long double out = oracle_q_ld(r);
    for (int i = 0; i < 8; i++)
        mpq_clear(a[i]);
    mpq_clears(r, s, NULL);
    return out;
}

static long double diff_inf(const isect_real *u, const isect_real *v) {
    return fmaxl(fabsl((long double)u[0] - v[0]), fabsl((long double)u[1] - v[1]));
}

segment2_known_defect segment2_known[SEGMENT2_KNOWN_KINDS] = {
    {.what = "n . (p1 - p0) >= 0 with a within 8 u of parallel to b (documented)"},
};

static void known(int kind, const gen_segment2_case *x, double err) {
    segment2_known_defect *d = &segment2_known[kind];
    if (d->count++ == 0 || err > d->worst) {
        d->worst = err;
        d->case_ = *x;
    }
}

const segment2_query segment2_queries[SEGMENT2_QUERIES] = {
    {"test_seg2_seg2", false},
    {"find_seg2_seg2", true},
};

typedef struct answer {
    bool test, test_swapped;
    isect_find_result2 find;
} answer;

static answer ask_library(const gen_segment2_case *x) {
    isect_seg2 a = {check_vec2(x->p0), check_vec2(x->p1)};
    isect_seg2 b = {check_vec2(x->q0), check_vec2(x->q1)};
    answer ans;
    ans.test = isect_test_seg2_seg2(&a, &b);
    ans.test_swapped = isect_test_seg2_seg2(&b, &a);
    ans.find = isect_find_seg2_seg2(&a, &b);
    return ans;
}

static bool finite2(const isect_real *v) {
    return isfinite(v[0]) && isfinite(v[1]);
}

static void widen2(const isect_real *in, double *out) {
    out[0] = in[0];
    out[1] = in[1];
}

static bool result_is_zero(const isect_find_result2 *f) {
    return f->count == 0 && f->t[0] == 0 && f->t[1] == 0 && f->point[0].x == 0 &&
           f->point[0].y == 0 && f->point[1].x == 0 && f->point[1].y == 0 && f->normal.x == 0 &&
           f->normal.y == 0;
}

void segment2_generate(gen_rng *rng, const segment2_query *q, int mode, gen_segment2_case *x) {
    (void)q;
    if (mode == 0)
        gen_segment2_uniform(rng, x);
    else if (mode == 1)
        gen_segment2_adversarial(rng, x);
    else
        gen_segment2_invalid(rng, x);
}

bool segment2_reference(const segment2_query *q, const gen_segment2_case *x, segment2_ref *ref) {
    (void)q;
    memset(ref, 0, sizeof *ref);
    if (!finite2(x->p0) || !finite2(x->p1) || !finite2(x->q0) || !finite2(x->q1))
        return false;
    double p0[2], p1[2], q0[2], q1[2];
    widen2(x->p0, p0);
    widen2(x->p1, p1);
    widen2(x->q0, q0);
    widen2(x->q1, q1);
    ref->exact = oracle_seg2_seg2(p0, p1, q0, q1);
    return true;
}

int segment2_lengths(const segment2_query *q, gen_segment2_case *x, isect_real **v) {
    (void)q;
    return gen_segment2_lengths(x, v);
}

const char *segment2_check_invalid(const gen_segment2_case *x) {
    answer ans = ask_library(x);
    if (ans.test || ans.test_swapped || ans.find.hit)
        return "invalid input reported as a hit";
    if (ans.find.flags != ISECT_INVALID)
        return "invalid input without ISECT_INVALID alone";
    if (!result_is_zero(&ans.find))
        return "invalid input left non-zero fields";
    return NULL;
}

static const isect_real *vertex(const gen_segment2_case *x, int v) {
    const isect_real *all[4] = {x->p0, x->p1, x->q0, x->q1};
    return all[v];
}

/* One end i of the answer (t[i], point[i]) against the exact one. */
static const char *check_end(const gen_segment2_case *x, const oracle_seg2 *e, int k,
                             const isect_find_result2 *f, int i, long double S, oracle_row *row) {
    isect_real t = f->t[i];
    isect_real p[2] = {f->point[i].x, f->point[i].y};
    if (e->end[i] == 0 && t != 0)
        return "t is not exactly 0 at p0";
    if (e->end[i] == 1 && t != 1)
        return "t is not exactly 1 at p1";
    if ((t == 0 && e->end[i] != 0) || (t == 1 && e->end[i] != 1))
        return t == 0 ? "t is 0 away from p0" : "t is 1 away from p1";

    if (e->vertex[i] >= 0) {
        const isect_real *v = vertex(x, e->vertex[i]);
        if (p[0] != v[0] || p[1] != v[1])
            return "a common end point not reported exactly";
    }
    if (e->end[i] < 0) {
        double et = check_normalised(fabsl(t - e->t[i]), 1, e->t[i]);
        row->err_t = fmax(row->err_t, et);
        if (!(et <= BOUND_T))
            return "t outside its documented error bound";
    }
    long double err = 0;
    for (int c = 0; c < 2; c++)
        err = fmaxl(err, fabsl(p[c] - ldexpl(e->point[i][c], k)));
    double ep = check_normalised(err, 1, S);
    row->err_point = fmax(row->err_point, ep);
    if (!(ep <= BOUND_POINT))
        return "point outside its documented error bound";
    return NULL;
}

static const char *check_normal(const gen_segment2_case *x, const oracle_seg2 *e,
                                const isect_find_result2 *f, oracle_row *row) {
    double n[2] = {f->normal.x, f->normal.y};
    if (!e->has_normal)
        return n[0] == 0 && n[1] == 0 ? NULL : "the normal should be zero";
    double len = sqrt(n[0] * n[0] + n[1] * n[1]);
    if (!(fabs(len - 1) <= 4 * (double)CHECK_U))
        return "the normal is not unit length";
    double p0[2], p1[2];
    widen2(x->p0, p0);
    widen2(x->p1, p1);
    if (oracle_seg2_facing(n, p0, p1) >= 0) {
        /* Documented: the side is chosen exactly, but a unit normal rounded from b's
         * direction cannot keep the sign of n . (p1 - p0) when a is within a few u of
         * parallel to b (|sin| of their angle below 8 u); such cases are counted. */
        long double sine = fabsl(cross_ld(x->p1, x->p0, x->q1, x->q0)) /
                           (diff_inf(x->p1, x->p0) * diff_inf(x->q1, x->q0));
        if (!(sine < 8 * CHECK_U))
            return "the normal does not face against a (n . (p1 - p0) >= 0)";
        known(SEGMENT2_KNOWN_FACING, x, (double)(sine / CHECK_U));
    }
    long double err = fmaxl(fabsl(n[0] - e->normal[0]), fabsl(n[1] - e->normal[1]));
    double en = check_normalised(err, 1, 1);
    row->err_normal = fmax(row->err_normal, en);
    if (!(en <= BOUND_NORMAL))
        return "normal outside its error bound";
    return NULL;
}

const char *segment2_check(const segment2_query *q, const gen_segment2_case *x,
                           const segment2_ref *ref, int k, oracle_row *row) {
    const oracle_seg2 *e = &ref->exact;
    answer ans = ask_library(x);
    if (!q->find) {
        if (ans.test == e->hit && ans.test_swapped == e->hit)
            return NULL;
        row->disagreements++;
        row->false_hits += (ans.test || ans.test_swapped) && !e->hit;
        row->false_misses += (!ans.test || !ans.test_swapped) && e->hit;
        return ans.test != e->hit ? "test differs from the exact answer"
                                  : "test(b, a) differs from the exact answer";
    }
    const isect_find_result2 *f = &ans.find;
    isect_find_result3 f3 = check_widen_find2(*f);
    const char *why = check_hit(ans.test, &f3, e->hit, row);
    if (why)
        return why;
    unsigned degenerate = e->degenerate ? ISECT_DEGENERATE : 0;
    if (!e->hit) {
        if (!result_is_zero(f))
            return "a miss must be an all-zero result";
        return f->flags == degenerate ? NULL : "a miss's flags differ from the exact ones";
    }
    unsigned flags = degenerate | (e->touching ? ISECT_TOUCHING : 0);
    if (f->flags != flags)
        return "flags differ from their exact values";
    if (f->count != e->count)
        return "count differs from the exact one";
    if (!(0 <= f->t[0] && f->t[0] <= f->t[1] && f->t[1] <= 1))
        return "t[] not ordered in [0, 1]";
    if (e->count == 1 &&
        (f->t[0] != f->t[1] || f->point[0].x != f->point[1].x || f->point[0].y != f->point[1].y))
        return "one common point with two different ends";
    oracle_seg2 ends = *e;
    if (e->count == -1 && f->t[0] == f->t[1]) {
        /* The header asks for t[0] < t[1]; an overlap shorter than the resolution of t
         * (its exact ends within the bound of one rounded value) cannot have it. */
        if (e->t[1] - e->t[0] > 2 * BOUND_T * CHECK_U * e->t[1] + 2 * CHECK_TRUE_MIN)
            return "an overlap with t[0] == t[1]";
    }
    long double S = 0;
    for (int v = 0; v < 4; v++)
        for (int c = 0; c < 2; c++)
            S = fmaxl(S, fabsl(vertex(x, v)[c]));
    for (int i = 0; i < 2; i++) {
        why = check_end(x, &ends, k, f, i, S, row);
        if (why)
            return why;
    }
    return check_normal(x, e, f, row);
}

void segment2_print(const gen_segment2_case *x) {
    printf("  family %s:\n", x->family);
    check_print_coords("    p0 =", x->p0, 2);
    check_print_coords("    p1 =", x->p1, 2);
    check_print_coords("    q0 =", x->q0, 2);
    check_print_coords("    q1 =", x->q1, 2);
}

void segment2_explain(const segment2_query *q, const gen_segment2_case *x, const segment2_ref *ref,
                      int k) {
    (void)q;
    const oracle_seg2 *e = &ref->exact;
    segment2_print(x);
    answer ans = ask_library(x);
    printf("    got: test %d, test(b, a) %d\n", ans.test, ans.test_swapped);
    isect_find_result3 f3 = check_widen_find2(ans.find);
    check_print_find(&f3, 2);
    printf("    exact: hit %d count %d touching %d degenerate %d orient %d %d %d %d\n", e->hit,
           e->count, e->touching, e->degenerate, e->orient[0], e->orient[1], e->orient[2],
           e->orient[3]);
    for (int i = 0; e->hit && i < 2; i++)
        printf("         t %La (end %d, vertex %d) point %La %La\n", e->t[i], e->end[i],
               e->vertex[i], ldexpl(e->point[i][0], k), ldexpl(e->point[i][1], k));
    if (e->has_normal)
        printf("         normal %La %La\n", e->normal[0], e->normal[1]);
}

CHECK_FAMILY(segment2, "segment2", SEGMENT2_QUERIES, gen_segment2_case, segment2_ref);
