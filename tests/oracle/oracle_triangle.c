/* The exact triangle reference; see oracle_triangle.h. */
#include "oracle_triangle.h"

#include <math.h>
#include <mpfr.h>
#include <stdlib.h>
#include <string.h>

/* A small pool of exact vectors, so that the formulas below read as the definitions. */
typedef struct qv {
    mpq_t c[3];
} qv;

static void qv_init(qv *v) {
    for (int i = 0; i < 3; i++)
        mpq_init(v->c[i]);
}

static void qv_clear(qv *v) {
    for (int i = 0; i < 3; i++)
        mpq_clear(v->c[i]);
}

static void qv_set_d(qv *v, const double *x) {
    for (int i = 0; i < 3; i++)
        mpq_set_d(v->c[i], x[i]);
}

static void qv_set(qv *out, const qv *a) {
    for (int i = 0; i < 3; i++)
        mpq_set(out->c[i], a->c[i]);
}

static void qv_sub(qv *out, const qv *a, const qv *b) {
    for (int i = 0; i < 3; i++)
        mpq_sub(out->c[i], a->c[i], b->c[i]);
}

/* out = a + t b */
static void qv_axpy(qv *out, const qv *a, const mpq_t t, const qv *b) {
    mpq_t s;
    mpq_init(s);
    for (int i = 0; i < 3; i++) {
        mpq_mul(s, t, b->c[i]);
        mpq_add(out->c[i], a->c[i], s);
    }
    mpq_clear(s);
}

static void qv_dot(mpq_t out, const qv *a, const qv *b) {
    mpq_t s;
    mpq_init(s);
    mpq_set_ui(out, 0, 1);
    for (int i = 0; i < 3; i++) {
        mpq_mul(s, a->c[i], b->c[i]);
        mpq_add(out, out, s);
    }
    mpq_clear(s);
}

/* out = a x b (out must not alias a or b) */
static void qv_cross(qv *out, const qv *a, const qv *b) {
    mpq_t s;
    mpq_init(s);
    for (int i = 0; i < 3; i++) {
        int j = (i + 1) % 3, k = (i + 2) % 3;
        mpq_mul(out->c[i], a->c[j], b->c[k]);
        mpq_mul(s, a->c[k], b->c[j]);
        mpq_sub(out->c[i], out->c[i], s);
    }
    mpq_clear(s);
}

/* |x| / sqrt(y) in long double (y > 0), through MPFR: beyond the double range. */
static long double ratio_ld(const mpq_t x, const mpq_t y) {
    mpfr_t a, b;
    mpfr_inits2(ORACLE_PREC, a, b, (mpfr_ptr)0);
    mpfr_set_q(a, x, MPFR_RNDN);
    mpfr_abs(a, a, MPFR_RNDN);
    mpfr_set_q(b, y, MPFR_RNDN);
    mpfr_sqrt(b, b, MPFR_RNDN);
    mpfr_div(a, a, b, MPFR_RNDN);
    long double r = mpfr_get_ld(a, MPFR_RNDN);
    mpfr_clears(a, b, (mpfr_ptr)0);
    return r;
}

static bool qv_zero(const qv *v) {
    return mpq_sgn(v->c[0]) == 0 && mpq_sgn(v->c[1]) == 0 && mpq_sgn(v->c[2]) == 0;
}

static bool qv_equal(const qv *a, const qv *b) {
    return mpq_equal(a->c[0], b->c[0]) && mpq_equal(a->c[1], b->c[1]) &&
           mpq_equal(a->c[2], b->c[2]);
}

/* Is t in the component's parameter range? */
static bool in_range(oracle_kind kind, const mpq_t t) {
    if (kind != ORACLE_LINE && mpq_sgn(t) < 0)
        return false;
    if (kind == ORACLE_SEGMENT && mpq_cmp_ui(t, 1, 1) > 0)
        return false;
    return true;
}

/* Is t an end of the component's range (0 of a ray or segment, 1 of a segment)? */
static bool at_end(oracle_kind kind, const mpq_t t) {
    if (kind == ORACLE_LINE)
        return false;
    return mpq_sgn(t) == 0 || (kind == ORACLE_SEGMENT && mpq_cmp_ui(t, 1, 1) == 0);
}

/* An interval [lo, hi] of parameters, either end possibly unbounded. */
typedef struct qinterval {
    bool has_lo, has_hi;
    mpq_t lo, hi;
    int lo_edge, hi_edge;
} qinterval;

static void interval_init(qinterval *r, oracle_kind kind) {
    mpq_init(r->lo);
    mpq_init(r->hi);
    r->has_lo = kind != ORACLE_LINE;
    r->has_hi = kind == ORACLE_SEGMENT;
    mpq_set_ui(r->lo, 0, 1);
    mpq_set_ui(r->hi, 1, 1);
    r->lo_edge = r->hi_edge = -1;
}

static void interval_clear(qinterval *r) {
    mpq_clear(r->lo);
    mpq_clear(r->hi);
}

/* Narrows to t >= x (lower) or t <= x (upper). */
static void interval_bound(qinterval *r, const mpq_t x, bool lower, int edge) {
    if (lower && (!r->has_lo || mpq_cmp(x, r->lo) > 0)) {
        mpq_set(r->lo, x);
        r->has_lo = true;
        r->lo_edge = edge;
    } else if (!lower && (!r->has_hi || mpq_cmp(x, r->hi) < 0)) {
        mpq_set(r->hi, x);
        r->has_hi = true;
        r->hi_edge = edge;
    }
}

static bool interval_empty(const qinterval *r) {
    return r->has_lo && r->has_hi && mpq_cmp(r->lo, r->hi) > 0;
}

/* Sets the common parameter t[i] (and its long double copy) to q. */
static void set_t(oracle_triangle_hit *out, int i, const mpq_t q) {
    out->t[i] = oracle_dd_from_q(q);
    out->t_wide[i] = oracle_q_ld(q);
}

/* Fills hit, count, t and touching from a non-empty bounded interval. */
static void answer_interval(oracle_triangle_hit *out, oracle_kind kind, const qinterval *r) {
    out->hit = true;
    set_t(out, 0, r->lo);
    set_t(out, 1, r->hi);
    if (mpq_equal(r->lo, r->hi)) {
        out->count = 1;
        out->touching = at_end(kind, r->lo);
    } else {
        out->count = -1;
    }
}

static void answer_point(oracle_triangle_hit *out, oracle_kind kind, const mpq_t t) {
    out->hit = true;
    out->count = 1;
    set_t(out, 0, t);
    set_t(out, 1, t);
    out->touching = at_end(kind, t);
}

/* The collinear triangle: S = [U, W] between the two farthest vertices, e = W - U. */
static void degenerate(oracle_triangle_hit *out, oracle_kind kind, const qv *P, const qv *D,
                       bool point, const qv V[3]) {
    qv U, W, e, w, m, c1, c2;
    mpq_t best, s, t, l, dd, den;
    qv_init(&U);
    qv_init(&W);
    qv_init(&e);
    qv_init(&w);
    qv_init(&m);
    qv_init(&c1);
    qv_init(&c2);
    mpq_inits(best, s, t, l, dd, den, NULL);
    mpq_set_si(best, -1, 1);
    for (int i = 0; i < 3; i++) {
        qv_sub(&m, &V[(i + 1) % 3], &V[i]);
        qv_dot(s, &m, &m);
        if (mpq_cmp(s, best) > 0) {
            mpq_set(best, s);
            qv_set(&U, &V[i]);
            qv_set(&W, &V[(i + 1) % 3]);
        }
    }
    qv_sub(&e, &W, &U);
    qv_sub(&w, &U, P); /* w = U - P */
    mpq_set_ui(t, 0, 1);
    if (point) {
        /* P on S: P - U = l e with 0 <= l <= 1 */
        qv_cross(&c1, &w, &e);
        if (qv_zero(&e)) {
            if (qv_zero(&w))
                answer_point(out, kind, t);
        } else if (qv_zero(&c1)) {
            qv_dot(l, &w, &e); /* (U - P) . e = -l e . e */
            qv_dot(dd, &e, &e);
            mpq_div(l, l, dd);
            mpq_neg(l, l);
            if (mpq_sgn(l) >= 0 && mpq_cmp_ui(l, 1, 1) <= 0)
                answer_point(out, kind, t);
        }
        out->touching = out->hit;
    } else if (qv_zero(&e)) {
        /* S is the point U: on the component's line iff D x (U - P) == 0 */
        qv_cross(&c1, D, &w);
        if (qv_zero(&c1)) {
            qv_dot(t, &w, D);
            qv_dot(dd, D, D);
            mpq_div(t, t, dd);
            if (in_range(kind, t))
                answer_point(out, kind, t);
        }
    } else {
        qv_cross(&c1, D, &e); /* D x e */
        qv_dot(dd, D, D);
        if (qv_zero(&c1)) {
            /* parallel: collinear iff (U - P) x D == 0, then a 1D overlap */
            qv_cross(&c2, &w, D);
            if (qv_zero(&c2)) {
                mpq_t tu, tw;
                mpq_inits(tu, tw, NULL);
                qv_dot(tu, &w, D);
                mpq_div(tu, tu, dd);
                qv_sub(&m, &W, P);
                qv_dot(tw, &m, D);
                mpq_div(tw, tw, dd);
                if (mpq_cmp(tu, tw) > 0)
                    mpq_swap(tu, tw);
                qinterval r;
                interval_init(&r, kind);
                interval_bound(&r, tu, true, -1);
                interval_bound(&r, tw, false, -1);
                if (!interval_empty(&r))
                    answer_interval(out, kind, &r);
                interval_clear(&r);
                mpq_clears(tu, tw, NULL);
            }
        } else {
            /* P + t D = U + l e with w = U - P: t D - l e = w. Crossing with e and with D:
             * t (D x e) = w x e, l (D x e) = w x D; they meet iff w . (D x e) == 0. */
            qv_dot(s, &w, &c1);
            if (mpq_sgn(s) == 0) {
                qv_dot(den, &c1, &c1);
                qv_cross(&c2, &w, &e);
                qv_dot(t, &c2, &c1);
                mpq_div(t, t, den);
                qv_cross(&c2, &w, D);
                qv_dot(l, &c2, &c1);
                mpq_div(l, l, den);
                /* self-check: the two points agree */
                qv_axpy(&m, P, t, D);
                qv_axpy(&c2, &U, l, &e);
                if (!qv_equal(&m, &c2))
                    abort(); /* cannot happen: the algebra above is wrong */
                if (in_range(kind, t) && mpq_sgn(l) >= 0 && mpq_cmp_ui(l, 1, 1) <= 0)
                    answer_point(out, kind, t);
            }
        }
    }
    qv_clear(&U);
    qv_clear(&W);
    qv_clear(&e);
    qv_clear(&w);
    qv_clear(&m);
    qv_clear(&c1);
    qv_clear(&c2);
    mpq_clears(best, s, t, l, dd, den, NULL);
}

/* Is X in the closed triangle A, A + E1, A + E2 of the plane with normal N = E1 x E2,
 * X being a point of that plane? Barycentrics by Cramer. */
static bool in_triangle(const qv *X, const qv *A, const qv *E1, const qv *E2, const qv *N) {
    qv m, c;
    mpq_t nn, u, v, s;
    qv_init(&m);
    qv_init(&c);
    mpq_inits(nn, u, v, s, NULL);
    qv_sub(&m, X, A);
    qv_dot(nn, N, N);
    qv_cross(&c, &m, E2);
    qv_dot(u, &c, N);
    mpq_div(u, u, nn);
    qv_cross(&c, E1, &m);
    qv_dot(v, &c, N);
    mpq_div(v, v, nn);
    mpq_add(s, u, v);
    bool inside = mpq_sgn(u) >= 0 && mpq_sgn(v) >= 0 && mpq_cmp_ui(s, 1, 1) <= 0;
    qv_clear(&m);
    qv_clear(&c);
    mpq_clears(nn, u, v, s, NULL);
    return inside;
}

oracle_triangle_hit oracle_lin_tri(oracle_kind kind, const double *a, const double *b,
                                   const double tri[3][3]) {
    oracle_triangle_hit out;
    memset(&out, 0, sizeof out);
    out.edge[0] = out.edge[1] = -1;
    qv P, D, V[3], E1, E2, N, m, X, c;
    mpq_t f0, nd, t, g0, g1;
    qv_init(&P);
    qv_init(&D);
    for (int i = 0; i < 3; i++) {
        qv_init(&V[i]);
        qv_set_d(&V[i], tri[i]);
    }
    qv_init(&E1);
    qv_init(&E2);
    qv_init(&N);
    qv_init(&m);
    qv_init(&X);
    qv_init(&c);
    mpq_inits(f0, nd, t, g0, g1, NULL);
    qv_set_d(&P, a);
    qv_set_d(&D, b);
    if (kind == ORACLE_SEGMENT)
        qv_sub(&D, &D, &P);
    bool point = qv_zero(&D);
    qv_sub(&E1, &V[1], &V[0]);
    qv_sub(&E2, &V[2], &V[0]);
    qv_cross(&N, &E1, &E2);
    qv_dot(nd, &N, &D);
    out.slope_sign = mpq_sgn(nd);
    out.collinear = qv_zero(&N);
    qv_sub(&m, &P, &V[0]);
    qv_dot(f0, &N, &m); /* N . (P - A) */
    if (qv_zero(&N)) {
        out.degenerate = true;
        degenerate(&out, kind, &P, &D, point, V);
    } else if (point) {
        out.degenerate = true;
        mpq_set_ui(t, 0, 1);
        if (mpq_sgn(f0) == 0 && in_triangle(&P, &V[0], &E1, &E2, &N)) {
            answer_point(&out, kind, t);
            out.touching = true;
        }
    } else if (mpq_sgn(nd) != 0) {
        mpq_div(t, f0, nd);
        mpq_neg(t, t);
        if (in_range(kind, t)) {
            qv_axpy(&X, &P, t, &D);
            if (in_triangle(&X, &V[0], &E1, &E2, &N))
                answer_point(&out, kind, t);
        }
    } else if (mpq_sgn(f0) == 0) {
        /* in the plane: ((v - u) x (P + t D - u)) . N = g0 + t g1 >= 0 for each edge */
        out.coplanar = true;
        qinterval r;
        interval_init(&r, kind);
        mpq_t nn;
        mpq_init(nn);
        qv_dot(nn, &N, &N);
        long double rates[3];
        bool empty = false;
        for (int i = 0; i < 3 && !empty; i++) {
            const qv *u = &V[i], *v = &V[(i + 1) % 3];
            qv e;
            qv_init(&e);
            qv_sub(&e, v, u);
            qv_sub(&m, &P, u);
            qv_cross(&c, &e, &m);
            qv_dot(g0, &c, &N);
            qv_cross(&c, &e, &D);
            qv_dot(g1, &c, &N);
            rates[i] = ratio_ld(g1, nn);
            if (mpq_sgn(g1) == 0) {
                empty = mpq_sgn(g0) < 0;
            } else {
                mpq_div(t, g0, g1);
                mpq_neg(t, t);
                interval_bound(&r, t, mpq_sgn(g1) > 0, i);
            }
            qv_clear(&e);
        }
        if (!empty && !interval_empty(&r)) {
            /* a non-point component in the plane of a proper triangle: the interval is
             * bounded (the triangle is) */
            out.hit = true;
            out.count = -1;
            set_t(&out, 0, r.lo);
            set_t(&out, 1, r.hi);
            out.edge[0] = r.lo_edge;
            out.edge[1] = r.hi_edge;
            out.rate[0] = r.lo_edge >= 0 ? rates[r.lo_edge] : 0;
            out.rate[1] = r.hi_edge >= 0 ? rates[r.hi_edge] : 0;
        }
        interval_clear(&r);
        mpq_clear(nn);
    }
    if (out.hit) {
        mpq_t one;
        mpq_init(one);
        mpq_set_ui(one, 1, 1);
        out.slope_wide = ratio_ld(nd, one);
        mpq_clear(one);
    }
    if (out.hit && !qv_zero(&N)) { /* the exact unit normal, rounded from ORACLE_PREC bits */
        mpfr_t len, x;
        mpfr_inits2(ORACLE_PREC, len, x, (mpfr_ptr)0);
        qv_dot(t, &N, &N);
        mpfr_set_q(len, t, MPFR_RNDN);
        mpfr_sqrt(len, len, MPFR_RNDN);
        for (int i = 0; i < 3; i++) {
            mpfr_set_q(x, N.c[i], MPFR_RNDN);
            mpfr_div(x, x, len, MPFR_RNDN);
            out.unit[i].hi = mpfr_get_d(x, MPFR_RNDN);
            mpfr_sub_d(x, x, out.unit[i].hi, MPFR_RNDN);
            out.unit[i].lo = mpfr_get_d(x, MPFR_RNDN);
        }
        mpfr_clears(len, x, (mpfr_ptr)0);
    }
    qv_clear(&P);
    qv_clear(&D);
    for (int i = 0; i < 3; i++)
        qv_clear(&V[i]);
    qv_clear(&E1);
    qv_clear(&E2);
    qv_clear(&N);
    qv_clear(&m);
    qv_clear(&X);
    qv_clear(&c);
    mpq_clears(f0, nd, t, g0, g1, NULL);
    return out;
}
