/* The exact answer of a line, ray or segment against a hull; see oracle_linear_hull.h. */
#include "oracle/oracle_linear_hull.h"

#include <string.h>

#include "isect/result.h"

enum { MAXP = 64 };

typedef struct linhull_q {
    int count;
    mpq_t A[3], B[3], D[3];
    mpq_t alpha[MAXP], beta[MAXP], gamma[MAXP], tp[MAXP];
    mpq_t tin, tout, s;
    bool has_in, has_out; /* a finite t_in, t_out (the range's end included) */
} linhull_q;

static void q_init(linhull_q *q, int count) {
    q->count = count;
    for (int i = 0; i < 3; i++)
        mpq_inits(q->A[i], q->B[i], q->D[i], NULL);
    for (int p = 0; p < count; p++)
        mpq_inits(q->alpha[p], q->beta[p], q->gamma[p], q->tp[p], NULL);
    mpq_inits(q->tin, q->tout, q->s, NULL);
}

static void q_clear(linhull_q *q) {
    for (int i = 0; i < 3; i++)
        mpq_clears(q->A[i], q->B[i], q->D[i], NULL);
    for (int p = 0; p < q->count; p++)
        mpq_clears(q->alpha[p], q->beta[p], q->gamma[p], q->tp[p], NULL);
    mpq_clears(q->tin, q->tout, q->s, NULL);
}

/* out = n . x - o (o may be NULL: 0). */
static void affine(mpq_t out, const double *n, mpq_t *x, const double *o, mpq_t s) {
    mpq_set_ui(out, 0, 1);
    for (int i = 0; i < 3; i++) {
        mpq_set_d(s, n[i]);
        mpq_mul(s, s, x[i]);
        mpq_add(out, out, s);
    }
    if (o) {
        mpq_set_d(s, *o);
        mpq_sub(out, out, s);
    }
}

/* The plane through P (alpha + t beta == 0 at t, or alpha == 0 when parallel) chosen by
 * the contract: entered, else lain in, else left; the lowest index in each. */
static int normal_plane(linhull_q *q, mpq_ptr t) {
    int best[3] = {-1, -1, -1};
    for (int p = 0; p < q->count; p++) {
        int sb = mpq_sgn(q->beta[p]);
        int slot = sb < 0 ? 0 : (sb == 0 ? 1 : 2);
        bool on;
        if (sb == 0) {
            on = mpq_sgn(q->alpha[p]) == 0;
        } else {
            mpq_mul(q->s, t, q->beta[p]);
            mpq_add(q->s, q->s, q->alpha[p]);
            on = mpq_sgn(q->s) == 0;
        }
        if (on && best[slot] < 0)
            best[slot] = p;
    }
    return best[0] >= 0 ? best[0] : (best[1] >= 0 ? best[1] : best[2]);
}

void oracle_linear_hull(oracle_kind kind, const double *a, const double *b, int count,
                        const double (*n)[3], const double *o, const double *base,
                        oracle_linhull *out) {
    memset(out, 0, sizeof *out);
    out->normal_plane = -1;
    if (count > MAXP)
        count = MAXP;
    linhull_q q;
    q_init(&q, count);
    bool is_point = true;
    for (int i = 0; i < 3; i++) {
        mpq_set_d(q.A[i], a[i]);
        mpq_set_d(q.B[i], b[i]);
        mpq_set(q.D[i], q.B[i]);
        if (kind == ORACLE_SEGMENT)
            mpq_sub(q.D[i], q.D[i], q.A[i]);
        is_point &= mpq_sgn(q.D[i]) == 0;
    }
    out->is_point = is_point;
    bool parallel_miss = false, parallel_strict = true, start_open = true, end_open = true;
    bool any_in = false, any_out = false; /* plane bounds below / above */
    mpq_t nmax, fmin;
    mpq_inits(nmax, fmin, NULL);
    mpq_t C[3], shifted;
    mpq_init(shifted);
    for (int i = 0; i < 3; i++) {
        mpq_init(C[i]);
        mpq_set_d(C[i], base ? base[i] : 0);
    }
    for (int p = 0; p < count; p++) {
        /* n . (x - base) - o = n . x - (o + n . base) */
        affine(shifted, n[p], C, NULL, q.s);
        mpq_set_d(q.s, o[p]);
        mpq_add(shifted, shifted, q.s);
        affine(q.alpha[p], n[p], q.A, NULL, q.s);
        mpq_sub(q.alpha[p], q.alpha[p], shifted);
        affine(q.beta[p], n[p], q.D, NULL, q.s);
        affine(q.gamma[p], n[p], q.B, NULL, q.s);
        mpq_sub(q.gamma[p], q.gamma[p], shifted);
        start_open &= mpq_sgn(q.alpha[p]) < 0;
        end_open &= mpq_sgn(q.gamma[p]) < 0;
        int sb = mpq_sgn(q.beta[p]);
        if (sb == 0) {
            parallel_miss |= mpq_sgn(q.alpha[p]) > 0;
            parallel_strict &= mpq_sgn(q.alpha[p]) < 0;
            continue;
        }
        mpq_div(q.tp[p], q.alpha[p], q.beta[p]);
        mpq_neg(q.tp[p], q.tp[p]);
        if (sb < 0) {
            if (!any_in || mpq_cmp(q.tp[p], nmax) > 0)
                mpq_set(nmax, q.tp[p]);
            any_in = true;
        } else {
            if (!any_out || mpq_cmp(q.tp[p], fmin) < 0)
                mpq_set(fmin, q.tp[p]);
            any_out = true;
        }
    }
    if (is_point) {
        out->hit = !parallel_miss;
        out->touching = out->hit && !start_open;
        out->start_in = out->end_in = start_open;
        mpq_set_ui(q.tin, 0, 1);
        mpq_set_ui(q.tout, 0, 1);
        q.has_in = q.has_out = true;
    } else {
        /* t_in = max(s, nmax), t_out = min(e, fmin); has_* false for an infinite end */
        q.has_in = any_in || kind != ORACLE_LINE;
        if (any_in)
            mpq_set(q.tin, nmax);
        if (kind != ORACLE_LINE && (!any_in || mpq_sgn(q.tin) < 0))
            mpq_set_ui(q.tin, 0, 1);
        q.has_out = any_out || kind == ORACLE_SEGMENT;
        if (any_out)
            mpq_set(q.tout, fmin);
        if (kind == ORACLE_SEGMENT && (!any_out || mpq_cmp_ui(q.tout, 1, 1) > 0))
            mpq_set_ui(q.tout, 1, 1);
        out->hit = !parallel_miss && (!q.has_in || !q.has_out || mpq_cmp(q.tin, q.tout) <= 0);
        /* the open interval (nmax, fmin) against the closed range [s, e] */
        bool open_meet = parallel_strict && (!any_in || !any_out || mpq_cmp(nmax, fmin) < 0);
        if (kind != ORACLE_LINE && any_out)
            open_meet &= mpq_sgn(fmin) > 0;
        if (kind == ORACLE_SEGMENT && any_in)
            open_meet &= mpq_cmp_ui(nmax, 1, 1) < 0;
        out->touching = out->hit && !open_meet;
        out->start_in = kind != ORACLE_LINE && start_open;
        out->end_in = kind == ORACLE_SEGMENT && end_open;
    }
    mpq_clears(nmax, fmin, shifted, NULL);
    for (int i = 0; i < 3; i++)
        mpq_clear(C[i]);
    if (!out->hit) {
        out->start_in = out->end_in = false;
        q_clear(&q);
        return;
    }
    bool has[2] = {q.has_in, q.has_out};
    for (int k = 0; k < 2; k++) {
        if (!has[k]) {
            out->unbounded[k] = k == 0 ? -1 : 1;
            continue;
        }
        mpq_ptr t = k == 0 ? q.tin : q.tout;
        out->t[k] = oracle_q_ld(t);
        out->at_a[k] = (kind != ORACLE_LINE || is_point) && mpq_sgn(t) == 0;
        out->at_b[k] = kind == ORACLE_SEGMENT && !is_point && mpq_cmp_ui(t, 1, 1) == 0;
        for (int i = 0; i < 3; i++) {
            mpq_mul(q.s, t, q.D[i]);
            mpq_add(q.s, q.s, q.A[i]);
            out->point[k][i] = oracle_q_ld(q.s);
        }
    }
    bool one_point = has[0] && has[1] && mpq_equal(q.tin, q.tout) != 0;
    if (out->touching)
        out->count = one_point ? 1 : ISECT_INFINITE;
    else
        out->count = (has[0] && !out->start_in) + (has[1] && !out->end_in);
    if (!out->start_in && has[0])
        out->normal_plane = normal_plane(&q, q.tin);
    q_clear(&q);
}
