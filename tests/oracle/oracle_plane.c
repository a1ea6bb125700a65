/* The exact plane reference; see oracle_plane.h. */
#include "oracle_plane.h"

#include <math.h>
#include <stdio.h> /* mpfr.h declares its FILE functions only after it */

#include <mpfr.h>

void oracle_plane_q(const oracle_plane *plane, qvec *N, mpq_t O) {
    if (!plane->three) {
        qvec_set_d(N, plane->n);
        mpq_set_d(O, plane->o);
        return;
    }
    qvec A, B, C, U, V;
    qvec_init(&A, 3);
    qvec_init(&B, 3);
    qvec_init(&C, 3);
    qvec_init(&U, 3);
    qvec_init(&V, 3);
    qvec_set_d(&A, plane->a);
    qvec_set_d(&B, plane->b);
    qvec_set_d(&C, plane->c);
    qvec_sub(&U, &B, &A);
    qvec_sub(&V, &C, &A);
    mpq_t s;
    mpq_init(s);
    for (int i = 0; i < 3; i++) {
        int j = (i + 1) % 3, k = (i + 2) % 3;
        mpq_mul(N->c[i], U.c[j], V.c[k]);
        mpq_mul(s, U.c[k], V.c[j]);
        mpq_sub(N->c[i], N->c[i], s);
    }
    qvec_dot(O, N, &A);
    mpq_clear(s);
    qvec_clear(&A);
    qvec_clear(&B);
    qvec_clear(&C);
    qvec_clear(&U);
    qvec_clear(&V);
}

bool oracle_plane_valid(const oracle_plane *plane) {
    qvec N;
    mpq_t O;
    qvec_init(&N, 3);
    mpq_init(O);
    oracle_plane_q(plane, &N, O);
    bool valid = mpq_sgn(N.c[0]) != 0 || mpq_sgn(N.c[1]) != 0 || mpq_sgn(N.c[2]) != 0;
    qvec_clear(&N);
    mpq_clear(O);
    return valid;
}

int oracle_plane_side(const oracle_plane *plane, const double *x) {
    qvec N, X;
    mpq_t O, v;
    qvec_init(&N, 3);
    qvec_init(&X, 3);
    mpq_init(O);
    mpq_init(v);
    oracle_plane_q(plane, &N, O);
    qvec_set_d(&X, x);
    qvec_dot(v, &N, &X);
    mpq_sub(v, v, O);
    int sign = mpq_sgn(v);
    qvec_clear(&N);
    qvec_clear(&X);
    mpq_clear(O);
    mpq_clear(v);
    return sign;
}

oracle_plane_hit oracle_lin_plane(oracle_kind kind, const double *a, const double *b,
                                  const oracle_plane *plane) {
    oracle_plane_hit out = {0};
    qvec N, A, D, B;
    mpq_t O, f0, slope, t, one;
    qvec_init(&N, 3);
    qvec_init(&A, 3);
    qvec_init(&D, 3);
    qvec_init(&B, 3);
    mpq_inits(O, f0, slope, t, one, NULL);
    mpq_set_ui(one, 1, 1);
    oracle_plane_q(plane, &N, O);
    qvec_set_d(&A, a);
    qvec_set_d(&B, b);
    if (kind == ORACLE_SEGMENT)
        qvec_sub(&D, &B, &A);
    else
        qvec_set_d(&D, b);
    /* f(t) = N . (A + t D) - O = f0 + t slope */
    qvec_dot(f0, &N, &A);
    mpq_sub(f0, f0, O);
    qvec_dot(slope, &N, &D);
    bool point = mpq_sgn(D.c[0]) == 0 && mpq_sgn(D.c[1]) == 0 && mpq_sgn(D.c[2]) == 0;
    double lo = kind == ORACLE_LINE ? -INFINITY : 0, hi = kind == ORACLE_SEGMENT ? 1 : INFINITY;
    if (mpq_sgn(slope) == 0) {
        /* f is constant: every t or none */
        out.hit = mpq_sgn(f0) == 0;
        out.count = out.hit ? (point ? 1 : -1) : 0;
        mpq_set_ui(t, 0, 1);
    } else {
        mpq_div(t, f0, slope);
        mpq_neg(t, t); /* the root */
        out.hit = (lo == 0 ? mpq_sgn(t) >= 0 : true) && (hi == 1 ? mpq_cmp(t, one) <= 0 : true);
        out.count = out.hit ? 1 : 0;
    }
    if (out.hit && out.count == 1) {
        bool at_end = mpq_sgn(t) == 0 || (kind == ORACLE_SEGMENT && mpq_cmp(t, one) == 0);
        out.touching = point || (kind != ORACLE_LINE && at_end);
    }
    out.t = oracle_dd_from_q(t);
    out.t_wide = oracle_q_ld(t);
    out.slope_wide = oracle_q_ld(slope);
    out.slope_sign = mpq_sgn(slope);
    qvec_clear(&N);
    qvec_clear(&A);
    qvec_clear(&D);
    qvec_clear(&B);
    mpq_clears(O, f0, slope, t, one, NULL);
    return out;
}

/* Written from the definitions: V = N . x - O, d* = V / sqrt(N . N), foot x - (V / N . N) N. */
oracle_point_plane oracle_point_plane_distance(const oracle_plane *plane, const double *x) {
    oracle_point_plane out;
    qvec N, X;
    mpq_t O, V, NN, r, c;
    qvec_init(&N, 3);
    qvec_init(&X, 3);
    mpq_inits(O, V, NN, r, c, NULL);
    oracle_plane_q(plane, &N, O);
    qvec_set_d(&X, x);
    qvec_dot(V, &N, &X);
    mpq_sub(V, V, O);
    qvec_dot(NN, &N, &N);
    out.side = mpq_sgn(V);
    mpq_div(r, V, NN); /* the foot's multiple of N */
    for (int i = 0; i < 3; i++) {
        mpq_mul(c, r, N.c[i]);
        mpq_sub(c, X.c[i], c);
        out.foot[i] = oracle_q_ld(c);
    }
    mpq_mul(c, V, r); /* V^2 / N . N */
    out.dist_sq = oracle_q_ld(c);
    mpfr_t d, n;
    mpfr_inits2(256, d, n, (mpfr_ptr)0);
    mpfr_set_q(d, V, MPFR_RNDN);
    mpfr_set_q(n, NN, MPFR_RNDN);
    mpfr_sqrt(n, n, MPFR_RNDN);
    mpfr_div(d, d, n, MPFR_RNDN);
    out.dist = mpfr_get_ld(d, MPFR_RNDN);
    mpfr_clears(d, n, (mpfr_ptr)0);
    qvec_clear(&N);
    qvec_clear(&X);
    mpq_clears(O, V, NN, r, c, NULL);
    return out;
}
