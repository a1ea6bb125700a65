/* The exact reference for lines and rays against segments; see oracle_segment2_lin.h. */
#include "oracle/oracle_segment2_lin.h"

#include <gmp.h>
#include <math.h>

#include "oracle/oracle.h"
#include "oracle/oracle_segment2.h"

static bool is_zero(const qvec *v) {
    return mpq_sgn(v->c[0]) == 0 && mpq_sgn(v->c[1]) == 0;
}

oracle_lin_seg2 oracle_lin_seg2_find(bool ray, const double *a, const double *d, const double *q0,
                                     const double *q1) {
    oracle_lin_seg2 out = {0};
    out.vertex[0] = out.vertex[1] = -1;
    qvec A, D, Q0, Q1, E, W, X;
    qvec *all[] = {&A, &D, &Q0, &Q1, &E, &W, &X};
    for (int i = 0; i < 7; i++)
        qvec_init(all[i], 2);
    qvec_set_d(&A, a);
    qvec_set_d(&D, d);
    qvec_set_d(&Q0, q0);
    qvec_set_d(&Q1, q1);
    qvec_sub(&E, &Q1, &Q0);
    qvec_sub(&W, &Q0, &A);
    mpq_t t[2], dxe, s, c, zero, one;
    mpq_inits(t[0], t[1], dxe, s, c, zero, one, NULL);
    mpq_set_ui(one, 1, 1);
    bool d_zero = is_zero(&D), e_zero = is_zero(&E);
    out.degenerate = d_zero || e_zero;
    oracle_cross2_q(dxe, &D, &E);
    if (d_zero) {
        /* a on the segment: on its line and its parameter along it in [0, 1] */
        qvec_sub(&X, &A, &Q0);
        oracle_cross2_q(c, &E, &X);
        if (e_zero)
            out.hit = is_zero(&X);
        else if (mpq_sgn(c) == 0) {
            oracle_param2_q(s, &A, &Q0, &E);
            out.hit = mpq_cmp(s, zero) >= 0 && mpq_cmp(s, one) <= 0;
        }
        out.count = out.hit;
        out.touching = out.hit;
        out.vertex[0] = out.vertex[1] = 0;
    } else if (e_zero) {
        oracle_cross2_q(c, &D, &W); /* q0 on the line */
        oracle_param2_q(t[0], &Q0, &A, &D);
        out.hit = mpq_sgn(c) == 0 && (!ray || mpq_sgn(t[0]) >= 0);
        mpq_set(t[1], t[0]);
        out.count = out.hit;
        out.touching = out.hit;
        out.vertex[0] = out.vertex[1] = 2;
    } else if (mpq_sgn(dxe) != 0) {
        oracle_cross2_q(t[0], &W, &E);
        mpq_div(t[0], t[0], dxe);
        oracle_cross2_q(s, &W, &D);
        mpq_div(s, s, dxe);
        out.hit = mpq_cmp(s, zero) >= 0 && mpq_cmp(s, one) <= 0 && (!ray || mpq_sgn(t[0]) >= 0);
        mpq_set(t[1], t[0]);
        out.count = out.hit;
        bool at_q0 = mpq_sgn(s) == 0, at_q1 = mpq_cmp(s, one) == 0, at_a = mpq_sgn(t[0]) == 0;
        out.touching = out.hit && (at_q0 || at_q1 || (ray && at_a));
        out.vertex[0] = out.vertex[1] = at_q0 ? 2 : at_q1 ? 3 : at_a ? 0 : -1;
        out.has_normal = out.hit;
        if (out.hit)
            oracle_facing_normal2_q(&E, &D, out.normal);
    } else {
        oracle_cross2_q(c, &W, &D);
        if (mpq_sgn(c) == 0) { /* one line */
            mpq_t tq0, tq1;
            mpq_inits(tq0, tq1, NULL);
            oracle_param2_q(tq0, &Q0, &A, &D);
            oracle_param2_q(tq1, &Q1, &A, &D);
            bool q0_first = mpq_cmp(tq0, tq1) <= 0;
            mpq_set(t[0], q0_first ? tq0 : tq1);
            mpq_set(t[1], q0_first ? tq1 : tq0);
            out.vertex[0] = q0_first ? 2 : 3;
            out.vertex[1] = q0_first ? 3 : 2;
            if (ray && mpq_sgn(t[0]) < 0) {
                mpq_set_ui(t[0], 0, 1);
                out.vertex[0] = 0;
            }
            out.hit = mpq_cmp(t[0], t[1]) <= 0;
            out.count = !out.hit ? 0 : mpq_cmp(t[0], t[1]) == 0 ? 1 : -1;
            if (out.count == 1)
                out.vertex[1] = out.vertex[0];
            out.touching = out.hit;
            mpq_clears(tq0, tq1, NULL);
        }
    }
    if (!out.hit) {
        out.vertex[0] = out.vertex[1] = -1;
        mpq_set_ui(t[0], 0, 1);
        mpq_set_ui(t[1], 0, 1);
    }
    long double tmax = 0;
    for (int k = 0; k < 2; k++) {
        out.t[k] = oracle_q_ld(t[k]);
        qvec_axpy(&X, &A, t[k], &D);
        out.point[k][0] = oracle_q_ld(X.c[0]);
        out.point[k][1] = oracle_q_ld(X.c[1]);
        tmax = fmaxl(tmax, fabsl(out.t[k]));
    }
    out.scale = fmaxl(fabsl((long double)a[0]), fabsl((long double)a[1])) +
                tmax * fmaxl(fabsl((long double)d[0]), fabsl((long double)d[1]));
    mpq_clears(t[0], t[1], dxe, s, c, zero, one, NULL);
    for (int i = 0; i < 7; i++)
        qvec_clear(all[i]);
    return out;
}
