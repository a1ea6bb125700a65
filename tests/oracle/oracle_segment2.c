/* The exact segment2 reference; see oracle_segment2.h. */
#include "oracle_segment2.h"

#include <mpfr.h>

void oracle_cross2_q(mpq_t out, const qvec *u, const qvec *v) {
    mpq_t s;
    mpq_init(s);
    mpq_mul(out, u->c[0], v->c[1]);
    mpq_mul(s, u->c[1], v->c[0]);
    mpq_sub(out, out, s);
    mpq_clear(s);
}

static bool zero_q(const qvec *v) {
    return mpq_sgn(v->c[0]) == 0 && mpq_sgn(v->c[1]) == 0;
}

static bool in_unit(const mpq_t x) {
    return mpq_sgn(x) >= 0 && mpq_cmp_ui(x, 1, 1) <= 0;
}

void oracle_param2_q(mpq_t out, const qvec *x, const qvec *p, const qvec *d) {
    qvec m;
    mpq_t dd;
    qvec_init(&m, 2);
    mpq_init(dd);
    qvec_sub(&m, x, p);
    qvec_dot(out, &m, d);
    qvec_dot(dd, d, d);
    mpq_div(out, out, dd);
    qvec_clear(&m);
    mpq_clear(dd);
}

/* x on the line p + s e (e != 0) with s in [0, 1]? */
static bool on_segment_q(const qvec *x, const qvec *p, const qvec *e) {
    qvec m;
    mpq_t c;
    qvec_init(&m, 2);
    mpq_init(c);
    qvec_sub(&m, x, p);
    oracle_cross2_q(c, e, &m);
    bool on = mpq_sgn(c) == 0;
    if (on) {
        oracle_param2_q(c, x, p, e);
        on = in_unit(c);
    }
    qvec_clear(&m);
    mpq_clear(c);
    return on;
}

/* The interval, with *crossing set when neither is a point and their lines cross at one
 * point, and *proper when that point lies strictly inside both segments (both parameters
 * in (0, 1)). */
static int interval(const double *p0, const double *p1, const double *q0, const double *q1,
                    mpq_t t0, mpq_t t1, bool *crossing, bool *proper) {
    qvec P0, P1, Q0, Q1, d, e, w;
    mpq_t den, s, zero, one;
    qvec *all[7] = {&P0, &P1, &Q0, &Q1, &d, &e, &w};
    for (int i = 0; i < 7; i++)
        qvec_init(all[i], 2);
    mpq_inits(den, s, zero, one, NULL);
    mpq_set_ui(one, 1, 1);
    qvec_set_d(&P0, p0);
    qvec_set_d(&P1, p1);
    qvec_set_d(&Q0, q0);
    qvec_set_d(&Q1, q1);
    qvec_sub(&d, &P1, &P0);
    qvec_sub(&e, &Q1, &Q0);
    qvec_sub(&w, &Q0, &P0);
    mpq_set_ui(t0, 0, 1);
    mpq_set_ui(t1, 0, 1);
    *proper = *crossing = false;
    int count = 0;
    bool a_point = zero_q(&d), b_point = zero_q(&e);
    oracle_cross2_q(den, &d, &e);
    if (a_point && b_point) {
        count = mpq_equal(P0.c[0], Q0.c[0]) && mpq_equal(P0.c[1], Q0.c[1]);
    } else if (a_point) {
        count = on_segment_q(&P0, &Q0, &e);
    } else if (b_point) {
        count = on_segment_q(&Q0, &P0, &d);
        if (count)
            oracle_param2_q(t0, &Q0, &P0, &d);
    } else if (mpq_sgn(den) != 0) {
        *crossing = true;
        oracle_cross2_q(t0, &w, &e); /* Cramer: t = (w x e) / (d x e), s = (w x d) / (d x e) */
        mpq_div(t0, t0, den);
        oracle_cross2_q(s, &w, &d);
        mpq_div(s, s, den);
        count = in_unit(t0) && in_unit(s);
        *proper = mpq_sgn(t0) > 0 && mpq_cmp(t0, one) < 0 && mpq_sgn(s) > 0 && mpq_cmp(s, one) < 0;
        if (!count)
            mpq_set_ui(t0, 0, 1);
    } else {
        oracle_cross2_q(s, &w, &d);
        if (mpq_sgn(s) == 0) { /* one line: clip b's parameter interval to [0, 1] */
            oracle_param2_q(t0, &Q0, &P0, &d);
            oracle_param2_q(t1, &Q1, &P0, &d);
            if (mpq_cmp(t0, t1) > 0)
                mpq_swap(t0, t1);
            if (mpq_cmp(t0, zero) < 0)
                mpq_set(t0, zero);
            if (mpq_cmp(t1, one) > 0)
                mpq_set(t1, one);
            int c = mpq_cmp(t0, t1);
            count = c < 0 ? -1 : c == 0;
            if (c > 0) {
                mpq_set_ui(t0, 0, 1);
                mpq_set_ui(t1, 0, 1);
            }
        }
    }
    if (count == 1)
        mpq_set(t1, t0);
    for (int i = 0; i < 7; i++)
        qvec_clear(all[i]);
    mpq_clears(den, s, zero, one, NULL);
    return count;
}

int oracle_seg2_interval(const double *p0, const double *p1, const double *q0, const double *q1,
                         mpq_t t0, mpq_t t1) {
    bool crossing, proper;
    return interval(p0, p1, q0, q1, t0, t1, &crossing, &proper);
}

int oracle_seg2_facing(const double *n, const double *p0, const double *p1) {
    qvec N, P0, P1, d;
    mpq_t v;
    qvec_init(&N, 2);
    qvec_init(&P0, 2);
    qvec_init(&P1, 2);
    qvec_init(&d, 2);
    mpq_init(v);
    qvec_set_d(&N, n);
    qvec_set_d(&P0, p0);
    qvec_set_d(&P1, p1);
    qvec_sub(&d, &P1, &P0);
    qvec_dot(v, &N, &d);
    int sign = mpq_sgn(v);
    qvec_clear(&N);
    qvec_clear(&P0);
    qvec_clear(&P1);
    qvec_clear(&d);
    mpq_clear(v);
    return sign;
}

void oracle_facing_normal2_q(const qvec *e, const qvec *d, long double *n) {
    mpq_t c;
    mpq_init(c);
    oracle_cross2_q(c, e, d);
    int flip = mpq_sgn(c) > 0 ? -1 : 1;
    mpfr_t ex, ey, len, sq;
    mpfr_inits2(ORACLE_PREC, ex, ey, len, sq, (mpfr_ptr)0);
    mpfr_set_q(ex, e->c[0], MPFR_RNDN);
    mpfr_set_q(ey, e->c[1], MPFR_RNDN);
    mpfr_sqr(len, ex, MPFR_RNDN);
    mpfr_sqr(sq, ey, MPFR_RNDN);
    mpfr_add(len, len, sq, MPFR_RNDN);
    mpfr_sqrt(len, len, MPFR_RNDN);
    mpfr_div(ex, ex, len, MPFR_RNDN);
    mpfr_div(ey, ey, len, MPFR_RNDN);
    n[0] = -flip * mpfr_get_ld(ey, MPFR_RNDN);
    n[1] = flip * mpfr_get_ld(ex, MPFR_RNDN);
    mpfr_clears(ex, ey, len, sq, (mpfr_ptr)0);
    mpq_clear(c);
}

/* out = x - y for 2D points given as doubles. */
static void diff2_q(qvec *out, const double *x, const double *y) {
    qvec yq;
    qvec_init(&yq, 2);
    qvec_set_d(out, x);
    qvec_set_d(&yq, y);
    qvec_sub(out, out, &yq);
    qvec_clear(&yq);
}

/* The unit normal of b's line facing against a's direction p1 - p0. */
static void facing_normal(const double *p0, const double *p1, const double *q0, const double *q1,
                          long double *n) {
    qvec d, e;
    qvec_init(&d, 2);
    qvec_init(&e, 2);
    diff2_q(&d, p1, p0);
    diff2_q(&e, q1, q0);
    oracle_facing_normal2_q(&e, &d, n);
    qvec_clear(&d);
    qvec_clear(&e);
}

oracle_seg2 oracle_seg2_seg2(const double *p0, const double *p1, const double *q0,
                             const double *q1) {
    oracle_seg2 out = {0};
    out.orient[0] = oracle_orient2d(p0, p1, q0);
    out.orient[1] = oracle_orient2d(p0, p1, q1);
    out.orient[2] = oracle_orient2d(q0, q1, p0);
    out.orient[3] = oracle_orient2d(q0, q1, p1);
    bool a_point = p0[0] == p1[0] && p0[1] == p1[1], b_point = q0[0] == q1[0] && q0[1] == q1[1];
    out.degenerate = a_point || b_point;
    mpq_t t[2];
    mpq_inits(t[0], t[1], NULL);
    bool crossing, proper;
    out.count = interval(p0, p1, q0, q1, t[0], t[1], &crossing, &proper);
    out.hit = out.count != 0;
    /* not a proper crossing: an end of a or b is a common point, or they overlap */
    out.touching = out.hit && !proper;
    const double *ends[4] = {p0, p1, q0, q1};
    qvec P0, P1, d, X, V;
    qvec_init(&P0, 2);
    qvec_init(&P1, 2);
    qvec_init(&d, 2);
    qvec_init(&X, 2);
    qvec_init(&V, 2);
    qvec_set_d(&P0, p0);
    qvec_set_d(&P1, p1);
    qvec_sub(&d, &P1, &P0);
    for (int i = 0; i < 2; i++) {
        out.end[i] = out.vertex[i] = -1;
        if (!out.hit)
            continue;
        out.end[i] = mpq_sgn(t[i]) == 0 ? 0 : mpq_cmp_ui(t[i], 1, 1) == 0 ? 1 : -1;
        out.t[i] = oracle_q_ld(t[i]);
        qvec_axpy(&X, &P0, t[i], &d);
        for (int k = 0; k < 2; k++)
            out.point[i][k] = oracle_q_ld(X.c[k]);
        for (int v = 0; v < 4 && out.vertex[i] < 0; v++) {
            qvec_set_d(&V, ends[v]);
            if (mpq_equal(V.c[0], X.c[0]) && mpq_equal(V.c[1], X.c[1]))
                out.vertex[i] = v;
        }
    }
    out.has_normal = out.hit && crossing;
    if (out.has_normal)
        facing_normal(p0, p1, q0, q1, out.normal);
    qvec_clear(&P0);
    qvec_clear(&P1);
    qvec_clear(&d);
    qvec_clear(&X);
    qvec_clear(&V);
    mpq_clears(t[0], t[1], NULL);
    return out;
}
