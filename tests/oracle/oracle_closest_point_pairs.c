/* The exact closest pair of two linear components; see oracle_closest_point_pairs.h. */
#include "oracle/oracle_closest_point_pairs.h"

#include <math.h>

#include <mpfr.h>

typedef struct best {
    bool have;
    mpq_t s, t, f;
} best;

/* Clamps q to the kind's range in place; true when it moved. */
static bool clamp_kind(oracle_kind kind, mpq_t q) {
    if (kind == ORACLE_LINE)
        return false;
    if (mpq_sgn(q) < 0) {
        mpq_set_ui(q, 0, 1);
        return true;
    }
    if (kind == ORACLE_SEGMENT && mpq_cmp_ui(q, 1, 1) > 0) {
        mpq_set_ui(q, 1, 1);
        return true;
    }
    return false;
}

/* f(s, t) = |r + s dA - t dB|^2. */
static void f_at(mpq_t f, const qvec *r, const qvec *dA, const qvec *dB, const mpq_t s,
                 const mpq_t t) {
    qvec v;
    qvec_init(&v, r->dim);
    mpq_t ms;
    mpq_init(ms);
    qvec_axpy(&v, r, s, dA);
    mpq_neg(ms, t);
    qvec_axpy(&v, &v, ms, dB);
    qvec_dot(f, &v, &v);
    mpq_clear(ms);
    qvec_clear(&v);
}

/* Offers (s, t); ties keep the one with the smaller |s| when prefer_small_s. */
static void offer(best *b, const qvec *r, const qvec *dA, const qvec *dB, const mpq_t s,
                  const mpq_t t, bool prefer_small_s) {
    mpq_t f;
    mpq_init(f);
    f_at(f, r, dA, dB, s, t);
    int c = b->have ? mpq_cmp(f, b->f) : -1;
    bool take = c < 0;
    if (c == 0 && prefer_small_s) {
        mpq_t x, y;
        mpq_inits(x, y, NULL);
        mpq_abs(x, s);
        mpq_abs(y, b->s);
        take = mpq_cmp(x, y) < 0;
        mpq_clears(x, y, NULL);
    }
    if (take) {
        mpq_set(b->s, s);
        mpq_set(b->t, t);
        mpq_set(b->f, f);
        b->have = true;
    }
    mpq_clear(f);
}

/* The best t for a given s: clamp((B s + F) / E), E = dB.dB > 0. */
static void t_for_s(mpq_t t, oracle_kind kb, const mpq_t s, const mpq_t B, const mpq_t F,
                    const mpq_t E) {
    mpq_mul(t, B, s);
    mpq_add(t, t, F);
    mpq_div(t, t, E);
    clamp_kind(kb, t);
}

/* The best s for a given t: clamp((B t - C) / A), A = dA.dA > 0. */
static void s_for_t(mpq_t s, oracle_kind ka, const mpq_t t, const mpq_t B, const mpq_t C,
                    const mpq_t A) {
    mpq_mul(s, B, t);
    mpq_sub(s, s, C);
    mpq_div(s, s, A);
    clamp_kind(ka, s);
}

static int end_of(oracle_kind kind, const mpq_t q) {
    if (mpq_sgn(q) == 0)
        return 0;
    if (kind == ORACLE_SEGMENT && mpq_cmp_ui(q, 1, 1) == 0)
        return 1;
    return -1;
}

void oracle_closest_pair(oracle_kind ka, oracle_kind kb, int dim, const double *a0,
                         const double *a1, const double *b0, const double *b1, double ra, double rb,
                         oracle_pair *out) {
    qvec A0, A1, B0, B1, dA, dB, r;
    qvec *all[7] = {&A0, &A1, &B0, &B1, &dA, &dB, &r};
    for (int i = 0; i < 7; i++)
        qvec_init(all[i], dim);
    qvec_set_d(&A0, a0);
    qvec_set_d(&A1, a1);
    qvec_set_d(&B0, b0);
    qvec_set_d(&B1, b1);
    if (ka == ORACLE_SEGMENT)
        qvec_sub(&dA, &A1, &A0);
    else
        qvec_sub(&dA, &A1, &r); /* r is still zero: dA = a1 */
    if (kb == ORACLE_SEGMENT)
        qvec_sub(&dB, &B1, &B0);
    else
        qvec_sub(&dB, &B1, &r);
    qvec_sub(&r, &A0, &B0);

    mpq_t A, B, E, C, F, D, tmp, s, t;
    mpq_inits(A, B, E, C, F, D, tmp, s, t, NULL);
    qvec_dot(A, &dA, &dA);
    qvec_dot(B, &dA, &dB);
    qvec_dot(E, &dB, &dB);
    qvec_dot(C, &dA, &r);
    qvec_dot(F, &dB, &r);
    mpq_mul(D, A, E);
    mpq_mul(tmp, B, B);
    mpq_sub(D, D, tmp);

    best b;
    b.have = false;
    mpq_inits(b.s, b.t, b.f, NULL);
    out->degenerate = mpq_sgn(A) == 0 || mpq_sgn(E) == 0;
    out->parallel = !out->degenerate && mpq_sgn(D) == 0;
    const int bounds_a = ka == ORACLE_LINE ? 0 : ka == ORACLE_RAY ? 1 : 2;
    const int bounds_b = kb == ORACLE_LINE ? 0 : kb == ORACLE_RAY ? 1 : 2;

    if (mpq_sgn(A) == 0 && mpq_sgn(E) == 0) {
        offer(&b, &r, &dA, &dB, s, t, false); /* s = t = 0 */
    } else if (mpq_sgn(A) == 0) {
        mpq_div(t, F, E); /* a is the point a0: t = (a0 - b0).dB / E */
        clamp_kind(kb, t);
        offer(&b, &r, &dA, &dB, s, t, false);
    } else if (mpq_sgn(E) == 0) {
        mpq_div(s, C, A);
        mpq_neg(s, s);
        clamp_kind(ka, s);
        offer(&b, &r, &dA, &dB, s, t, false);
    } else if (!out->parallel) {
        /* interior: s* = (B F - C E) / D, t* = (A F - B C) / D */
        mpq_mul(s, B, F);
        mpq_mul(tmp, C, E);
        mpq_sub(s, s, tmp);
        mpq_div(s, s, D);
        mpq_mul(t, A, F);
        mpq_mul(tmp, B, C);
        mpq_sub(t, t, tmp);
        mpq_div(t, t, D);
        mpq_set(tmp, s);
        bool in = !clamp_kind(ka, tmp);
        mpq_set(tmp, t);
        in &= !clamp_kind(kb, tmp);
        if (in)
            offer(&b, &r, &dA, &dB, s, t, false);
        for (int k = 0; k < bounds_a; k++) { /* edges s = 0, s = 1 */
            mpq_set_ui(s, (unsigned long)k, 1);
            t_for_s(t, kb, s, B, F, E);
            offer(&b, &r, &dA, &dB, s, t, false);
        }
        for (int k = 0; k < bounds_b; k++) { /* edges t = 0, t = 1 */
            mpq_set_ui(t, (unsigned long)k, 1);
            s_for_t(s, ka, t, B, C, A);
            offer(&b, &r, &dA, &dB, s, t, false);
        }
    } else {
        /* parallel: s in {0, a's ends, the shadows of b's ends}, smallest |s| of the best */
        for (int k = 0; k <= bounds_a; k++) {
            mpq_set_ui(s, (unsigned long)(k == 0 ? 0 : k - 1), 1); /* 0, then the ends */
            t_for_s(t, kb, s, B, F, E);
            offer(&b, &r, &dA, &dB, s, t, true);
        }
        for (int k = 0; k < bounds_b; k++) {
            mpq_set_ui(t, (unsigned long)k, 1);
            s_for_t(s, ka, t, B, C, A); /* the shadow of b's end k, clamped to a */
            t_for_s(t, kb, s, B, F, E);
            offer(&b, &r, &dA, &dB, s, t, true);
        }
    }

    out->s_end = end_of(ka, b.s);
    out->t_end = end_of(kb, b.t);
    out->s_sign = mpq_sgn(b.s);
    out->t_sign = mpq_sgn(b.t);
    out->s_clamped = ka != ORACLE_LINE && out->s_end >= 0;
    out->t_clamped = kb != ORACLE_LINE && out->t_end >= 0;
    out->s = oracle_q_ld(b.s);
    out->t = oracle_q_ld(b.t);
    qvec P, Q;
    qvec_init(&P, dim);
    qvec_init(&Q, dim);
    qvec_axpy(&P, &A0, b.s, &dA);
    qvec_axpy(&Q, &B0, b.t, &dB);
    for (int i = 0; i < 3; i++) {
        out->point_a[i] = i < dim ? oracle_q_ld(P.c[i]) : 0;
        out->point_b[i] = i < dim ? oracle_q_ld(Q.c[i]) : 0;
    }
    out->dist_sq = oracle_q_ld(b.f);
    {
        mpfr_t x;
        mpfr_init2(x, ORACLE_PREC);
        mpfr_set_q(x, b.f, MPFR_RNDN);
        mpfr_sqrt(x, x, MPFR_RNDN);
        out->dist = mpfr_get_ld(x, MPFR_RNDN);
        mpfr_clear(x);
    }
    out->sin_theta = 0;
    if (!out->degenerate && !out->parallel) {
        mpq_mul(tmp, A, E);
        mpq_div(tmp, D, tmp);
        out->sin_theta = sqrtl(oracle_q_ld(tmp));
    }
    /* within: f - (ra + rb)^2 */
    mpq_set_d(tmp, ra);
    mpq_set_d(s, rb);
    mpq_add(tmp, tmp, s);
    mpq_mul(tmp, tmp, tmp);
    mpq_sub(tmp, b.f, tmp);
    out->within = mpq_sgn(tmp);

    qvec_clear(&P);
    qvec_clear(&Q);
    mpq_clears(b.s, b.t, b.f, NULL);
    mpq_clears(A, B, E, C, F, D, tmp, s, t, NULL);
    for (int i = 0; i < 7; i++)
        qvec_clear(all[i]);
}
