/* The exact answer of a line, ray or segment against a box; see oracle_linear_box.h. */
#include "oracle/oracle_linear_box.h"

#include <string.h>

#include "isect/result.h"

typedef struct linbox_q {
    mpq_t A[3], D[3], lo[3], hi[3];
    mpq_t near_[3], far_[3]; /* the slab's parameters on the axes with D_i != 0 */
    mpq_t tin, tout;         /* t_in, t_out (with the component's range) */
    mpq_t nmax, fmin;        /* max near_i, min far_i (slabs only) */
    mpq_t P[2][3];           /* the points at t_in, t_out */
    mpq_t s;                 /* scratch */
} linbox_q;

static void q_init(linbox_q *q) {
    for (int i = 0; i < 3; i++) {
        mpq_inits(q->A[i], q->D[i], q->lo[i], q->hi[i], q->near_[i], q->far_[i], q->P[0][i],
                  q->P[1][i], NULL);
    }
    mpq_inits(q->tin, q->tout, q->nmax, q->fmin, q->s, NULL);
}

static void q_clear(linbox_q *q) {
    for (int i = 0; i < 3; i++) {
        mpq_clears(q->A[i], q->D[i], q->lo[i], q->hi[i], q->near_[i], q->far_[i], q->P[0][i],
                   q->P[1][i], NULL);
    }
    mpq_clears(q->tin, q->tout, q->nmax, q->fmin, q->s, NULL);
}

/* lo < x < hi on every axis (the open box; empty when an extent is zero). */
static bool in_open_box(const linbox_q *q, int dim, mpq_t *x) {
    for (int i = 0; i < dim; i++)
        if (!(mpq_cmp(q->lo[i], x[i]) < 0 && mpq_cmp(x[i], q->hi[i]) < 0))
            return false;
    return true;
}

/* The contract's normal: the lowest axis on which P lies on a face; min when it lies on
 * both (lo == hi) unless the component moves toward -x_i there (then it enters or leaves
 * through max), otherwise the face it lies on. */
static void normal_of(const linbox_q *q, int dim, mpq_t *P, oracle_linbox *out) {
    for (int i = 0; i < dim; i++) {
        bool at_lo = mpq_equal(P[i], q->lo[i]) != 0, at_hi = mpq_equal(P[i], q->hi[i]) != 0;
        if (!at_lo && !at_hi)
            continue;
        out->normal_axis = i;
        if (at_lo && at_hi)
            out->normal_sign = mpq_sgn(q->D[i]) < 0 ? 1 : -1;
        else
            out->normal_sign = at_lo ? -1 : 1;
        return;
    }
}

void oracle_linear_box(oracle_kind kind, int dim, const double *a, const double *b,
                       const double *lo, const double *hi, oracle_linbox *out) {
    memset(out, 0, sizeof *out);
    out->normal_axis = -1;
    linbox_q q;
    q_init(&q);
    bool any = false, slab_miss = false, open_slabs = true;
    for (int i = 0; i < dim; i++) {
        mpq_set_d(q.A[i], a[i]);
        mpq_set_d(q.D[i], b[i]);
        if (kind == ORACLE_SEGMENT)
            mpq_sub(q.D[i], q.D[i], q.A[i]);
        mpq_set_d(q.lo[i], lo[i]);
        mpq_set_d(q.hi[i], hi[i]);
        out->degenerate |= lo[i] == hi[i];
        open_slabs &= lo[i] < hi[i];
    }
    for (int i = 0; i < dim; i++) {
        int sd = mpq_sgn(q.D[i]);
        if (sd == 0) {
            slab_miss |= mpq_cmp(q.A[i], q.lo[i]) < 0 || mpq_cmp(q.A[i], q.hi[i]) > 0;
            open_slabs &= mpq_cmp(q.lo[i], q.A[i]) < 0 && mpq_cmp(q.A[i], q.hi[i]) < 0;
            continue;
        }
        mpq_sub(q.near_[i], sd > 0 ? q.lo[i] : q.hi[i], q.A[i]);
        mpq_div(q.near_[i], q.near_[i], q.D[i]);
        mpq_sub(q.far_[i], sd > 0 ? q.hi[i] : q.lo[i], q.A[i]);
        mpq_div(q.far_[i], q.far_[i], q.D[i]);
        if (!any || mpq_cmp(q.near_[i], q.nmax) > 0)
            mpq_set(q.nmax, q.near_[i]);
        if (!any || mpq_cmp(q.far_[i], q.fmin) < 0)
            mpq_set(q.fmin, q.far_[i]);
        any = true;
    }
    out->is_point = !any;
    out->degenerate |= out->is_point;
    bool start_open = in_open_box(&q, dim, q.A);

    if (out->is_point) {
        /* The point a: t_in = t_out = 0. */
        out->hit = !slab_miss;
        out->touching = out->hit && !start_open;
        out->start_in = out->end_in = start_open;
    } else {
        mpq_set(q.tin, q.nmax);
        mpq_set(q.tout, q.fmin);
        if (kind != ORACLE_LINE && mpq_sgn(q.tin) < 0)
            mpq_set_ui(q.tin, 0, 1);
        if (kind == ORACLE_SEGMENT && mpq_cmp_ui(q.tout, 1, 1) > 0)
            mpq_set_ui(q.tout, 1, 1);
        out->hit = !slab_miss && mpq_cmp(q.tin, q.tout) <= 0;
        /* The open interval (nmax, fmin) against the closed range [s, e]. */
        bool open_meet = open_slabs && mpq_cmp(q.nmax, q.fmin) < 0;
        if (kind != ORACLE_LINE)
            open_meet &= mpq_sgn(q.fmin) > 0;
        if (kind == ORACLE_SEGMENT)
            open_meet &= mpq_cmp_ui(q.nmax, 1, 1) < 0;
        out->touching = out->hit && !open_meet;
        out->start_in = kind != ORACLE_LINE && start_open;
        if (kind == ORACLE_SEGMENT) {
            mpq_t B[3];
            for (int i = 0; i < 3; i++) {
                mpq_init(B[i]);
                if (i < dim)
                    mpq_set_d(B[i], b[i]);
            }
            out->end_in = in_open_box(&q, dim, B);
            for (int i = 0; i < 3; i++)
                mpq_clear(B[i]);
        }
    }
    if (!out->hit) {
        out->start_in = out->end_in = false;
        q_clear(&q);
        return;
    }
    for (int k = 0; k < 2; k++) {
        mpq_ptr t = k == 0 ? q.tin : q.tout;
        if (out->is_point)
            mpq_set_ui(t, 0, 1);
        out->t[k] = oracle_q_ld(t);
        out->at_a[k] = kind != ORACLE_LINE && mpq_sgn(t) == 0;
        out->at_a[k] |= out->is_point;
        out->at_b[k] = kind == ORACLE_SEGMENT && !out->is_point && mpq_cmp_ui(t, 1, 1) == 0;
        for (int i = 0; i < dim; i++) {
            mpq_mul(q.P[k][i], t, q.D[i]);
            mpq_add(q.P[k][i], q.P[k][i], q.A[i]);
            out->point[k][i] = oracle_q_ld(q.P[k][i]);
        }
    }
    bool one_point = mpq_equal(q.tin, q.tout) != 0;
    if (out->touching)
        out->count = one_point ? 1 : ISECT_INFINITE;
    else
        out->count = !out->start_in + !out->end_in;
    if (!out->start_in)
        normal_of(&q, dim, q.P[0], out);
    for (int i = 0; i < dim && !out->is_point; i++) {
        if (mpq_sgn(q.D[i]) == 0 || !mpq_equal(q.far_[i], q.tout))
            continue;
        out->exit_planes |= 1 << i;
        out->exit_side[i] = mpq_sgn(q.D[i]) > 0 ? 1 : -1;
    }
    q_clear(&q);
}
