/* The exact polygon-in-space reference; see oracle_polygon_lin.h. */
#include "oracle_polygon_lin.h"

#include <stdlib.h>

typedef struct q3 {
    mpq_t c[3];
} q3;

static void q3_init(q3 *v) {
    for (int i = 0; i < 3; i++)
        mpq_init(v->c[i]);
}

static void q3_clear(q3 *v) {
    for (int i = 0; i < 3; i++)
        mpq_clear(v->c[i]);
}

static void q3_set_d(q3 *v, const double *x) {
    for (int i = 0; i < 3; i++)
        mpq_set_d(v->c[i], x[i]);
}

static void q3_sub(q3 *out, const q3 *a, const q3 *b) {
    for (int i = 0; i < 3; i++)
        mpq_sub(out->c[i], a->c[i], b->c[i]);
}

static void q3_dot(mpq_t out, const q3 *a, const q3 *b) {
    mpq_t t;
    mpq_init(t);
    mpq_set_ui(out, 0, 1);
    for (int i = 0; i < 3; i++) {
        mpq_mul(t, a->c[i], b->c[i]);
        mpq_add(out, out, t);
    }
    mpq_clear(t);
}

static void q3_cross(q3 *out, const q3 *a, const q3 *b) {
    mpq_t t;
    mpq_init(t);
    q3 r;
    q3_init(&r);
    for (int i = 0; i < 3; i++) {
        int j = (i + 1) % 3, k = (i + 2) % 3;
        mpq_mul(r.c[i], a->c[j], b->c[k]);
        mpq_mul(t, a->c[k], b->c[j]);
        mpq_sub(r.c[i], r.c[i], t);
    }
    for (int i = 0; i < 3; i++)
        mpq_set(out->c[i], r.c[i]);
    q3_clear(&r);
    mpq_clear(t);
}

static bool q3_zero(const q3 *v) {
    return mpq_sgn(v->c[0]) == 0 && mpq_sgn(v->c[1]) == 0 && mpq_sgn(v->c[2]) == 0;
}

/* The exact candidate parameters, as a running [lo, hi]. */
typedef struct span {
    bool any;
    mpq_t lo, hi;
} span;

static void span_add(span *s, const mpq_t t) {
    if (!s->any || mpq_cmp(t, s->lo) < 0)
        mpq_set(s->lo, t);
    if (!s->any || mpq_cmp(t, s->hi) > 0)
        mpq_set(s->hi, t);
    s->any = true;
}

/* Is t in the kind's range? */
static bool in_range(oracle_kind kind, const mpq_t t) {
    if (kind == ORACLE_LINE)
        return true;
    if (mpq_sgn(t) < 0)
        return false;
    if (kind == ORACLE_RAY)
        return true;
    mpq_t one;
    mpq_init(one);
    mpq_set_ui(one, 1, 1);
    bool ok = mpq_cmp(t, one) <= 0;
    mpq_clear(one);
    return ok;
}

/* The component P + t D (t in range) against the closed segment U + l E (l in [0, 1]), in
 * space (dims 3) or in a coordinate plane (the third coordinates all zero): adds the
 * parameters of the common points' extremes to s. */
static void meet_segment(oracle_kind kind, const q3 *P, const q3 *D, const q3 *U, const q3 *W,
                         span *s) {
    q3 E, R, c, tmp;
    q3_init(&E);
    q3_init(&R);
    q3_init(&c);
    q3_init(&tmp);
    mpq_t t, l, den, x, one;
    mpq_inits(t, l, den, x, one, NULL);
    mpq_set_ui(one, 1, 1);
    q3_sub(&E, W, U);
    q3_sub(&R, U, P); /* U - P */
    q3_cross(&c, D, &E);
    if (!q3_zero(&c)) { /* not parallel: one candidate if coplanar */
        q3_dot(x, &R, &c);
        if (mpq_sgn(x) == 0) {
            q3_dot(den, &c, &c);
            q3_cross(&tmp, &R, &E);
            q3_dot(t, &tmp, &c);
            mpq_div(t, t, den);
            q3_cross(&tmp, &R, D);
            q3_dot(l, &tmp, &c);
            mpq_div(l, l, den);
            if (mpq_sgn(l) >= 0 && mpq_cmp(l, one) <= 0 && in_range(kind, t))
                span_add(s, t);
        }
    } else if (!q3_zero(D)) { /* parallel: collinear overlap */
        q3_cross(&tmp, &R, D);
        if (q3_zero(&tmp)) {
            mpq_t dd, tu, tw, a, b;
            mpq_inits(dd, tu, tw, a, b, NULL);
            q3_dot(dd, D, D);
            q3_dot(tu, &R, D);
            mpq_div(tu, tu, dd);
            q3_sub(&tmp, W, P);
            q3_dot(tw, &tmp, D);
            mpq_div(tw, tw, dd);
            if (mpq_cmp(tu, tw) <= 0) {
                mpq_set(a, tu);
                mpq_set(b, tw);
            } else {
                mpq_set(a, tw);
                mpq_set(b, tu);
            }
            /* [a, b] intersected with the range */
            if (kind != ORACLE_LINE && mpq_sgn(a) < 0)
                mpq_set_ui(a, 0, 1);
            if (kind == ORACLE_SEGMENT && mpq_cmp(b, one) > 0)
                mpq_set(b, one);
            if (mpq_cmp(a, b) <= 0) {
                span_add(s, a);
                span_add(s, b);
            }
            mpq_clears(dd, tu, tw, a, b, NULL);
        }
    } else { /* a point P against the segment */
        q3 PU;
        q3_init(&PU);
        q3_sub(&PU, P, U);
        q3_cross(&tmp, &PU, &E);
        if (q3_zero(&tmp)) {
            q3_dot(x, &PU, &E);
            q3_dot(den, &E, &E);
            bool on = q3_zero(&E) ? q3_zero(&PU) : (mpq_sgn(x) >= 0 && mpq_cmp(x, den) <= 0);
            if (on) {
                mpq_set_ui(t, 0, 1);
                span_add(s, t);
            }
        }
        q3_clear(&PU);
    }
    mpq_clears(t, l, den, x, one, NULL);
    q3_clear(&E);
    q3_clear(&R);
    q3_clear(&c);
    q3_clear(&tmp);
}

/* Projection dropping axis k, into the first two coordinates (the third set to 0). */
static void drop_q(const q3 *x, int k, q3 *out) {
    int i0 = k == 0 ? 1 : (k == 1 ? 2 : 0), i1 = k == 0 ? 2 : (k == 1 ? 0 : 1);
    mpq_t a, b;
    mpq_inits(a, b, NULL);
    mpq_set(a, x->c[i0]);
    mpq_set(b, x->c[i1]);
    mpq_set(out->c[0], a);
    mpq_set(out->c[1], b);
    mpq_set_ui(out->c[2], 0, 1);
    mpq_clears(a, b, NULL);
}

static int quadrant(const mpq_t x, const mpq_t y) {
    if (mpq_sgn(x) > 0 && mpq_sgn(y) >= 0)
        return 0;
    if (mpq_sgn(x) <= 0 && mpq_sgn(y) > 0)
        return 1;
    if (mpq_sgn(x) < 0 && mpq_sgn(y) <= 0)
        return 2;
    return 3;
}

/* In the closed region (projected polygon v[], fill rule) of the projected point X? */
static bool in_region(int n, const q3 *v, const q3 *X, int rule) {
    mpq_t ax, ay, bx, by, cross, dot, t;
    mpq_inits(ax, ay, bx, by, cross, dot, t, NULL);
    long sum = 0;
    bool boundary = false;
    for (int i = 0; i < n && !boundary; i++) {
        int j = (i + 1) % n;
        mpq_sub(ax, v[i].c[0], X->c[0]);
        mpq_sub(ay, v[i].c[1], X->c[1]);
        mpq_sub(bx, v[j].c[0], X->c[0]);
        mpq_sub(by, v[j].c[1], X->c[1]);
        mpq_mul(cross, ax, by);
        mpq_mul(t, ay, bx);
        mpq_sub(cross, cross, t);
        mpq_mul(dot, ax, bx);
        mpq_mul(t, ay, by);
        mpq_add(dot, dot, t);
        if (mpq_sgn(cross) == 0 && mpq_sgn(dot) <= 0) {
            boundary = true;
            break;
        }
        int d = (quadrant(bx, by) - quadrant(ax, ay) + 4) % 4;
        sum += d == 1 ? 1 : (d == 3 ? -1 : (d == 2 ? (mpq_sgn(cross) > 0 ? 2 : -2) : 0));
    }
    mpq_clears(ax, ay, bx, by, cross, dot, t, NULL);
    if (boundary)
        return true;
    long w = sum / 4;
    return rule == 0 ? (w % 2) != 0 : w != 0;
}

oracle_polygon_lin_hit oracle_lin_poly3(oracle_kind kind, const double *a, const double *b, int n,
                                        const double *xyz, const double *normal, int axis,
                                        bool degenerate, int rule) {
    oracle_polygon_lin_hit out = {0};
    q3 *v = malloc((size_t)n * sizeof *v), *v2 = malloc((size_t)n * sizeof *v2);
    q3 P, D, N, R, X, X2, tmp;
    q3 *all[] = {&P, &D, &N, &R, &X, &X2, &tmp};
    for (int i = 0; i < 7; i++)
        q3_init(all[i]);
    for (int i = 0; i < n; i++) {
        q3_init(&v[i]);
        q3_init(&v2[i]);
        q3_set_d(&v[i], xyz + 3 * i);
        drop_q(&v[i], axis, &v2[i]);
    }
    mpq_t sp, sl, t, zero;
    mpq_inits(sp, sl, t, zero, NULL);
    span s;
    s.any = false;
    mpq_inits(s.lo, s.hi, NULL);
    q3_set_d(&P, a);
    if (kind == ORACLE_SEGMENT) {
        q3_set_d(&tmp, b);
        q3_sub(&D, &tmp, &P);
    } else {
        q3_set_d(&D, b);
    }
    bool point = q3_zero(&D);
    q3_set_d(&N, normal);
    q3_dot(sl, &N, &D);
    out.slope_sign = mpq_sgn(sl);
    out.slope_wide = oracle_q_ld(sl);
    if (degenerate) {
        for (int i = 0; i < n; i++)
            meet_segment(kind, &P, &D, &v[i], &v[(i + 1) % n], &s);
        out.hit = s.any;
        bool along = !point; /* every vertex on the component's line */
        for (int i = 0; i < n && along; i++) {
            q3_sub(&R, &v[i], &P);
            q3_cross(&tmp, &R, &D);
            along = q3_zero(&tmp);
        }
        if (s.any)
            out.count = along ? -1 : 1;
        out.touching = s.any && point;
    } else {
        q3_sub(&R, &P, &v[0]);
        q3_dot(sp, &N, &R);
        if (mpq_sgn(sl) != 0) { /* one crossing of the plane */
            mpq_div(t, sp, sl);
            mpq_neg(t, t);
            if (in_range(kind, t)) {
                for (int i = 0; i < 3; i++) {
                    mpq_mul(X.c[i], t, D.c[i]);
                    mpq_add(X.c[i], X.c[i], P.c[i]);
                }
                drop_q(&X, axis, &X2);
                if (in_region(n, v2, &X2, rule)) {
                    span_add(&s, t);
                    out.hit = true;
                    out.count = 1;
                    mpq_set_ui(zero, 1, 1);
                    out.touching =
                        kind != ORACLE_LINE &&
                        (mpq_sgn(t) == 0 || (kind == ORACLE_SEGMENT && mpq_cmp(t, zero) == 0));
                }
            }
        } else if (mpq_sgn(sp) == 0) { /* in the plane: the 2D problem */
            q3 P2, D2;
            q3_init(&P2);
            q3_init(&D2);
            drop_q(&P, axis, &P2);
            drop_q(&D, axis, &D2);
            if ((kind != ORACLE_LINE || point) && in_region(n, v2, &P2, rule)) {
                mpq_set_ui(t, 0, 1);
                span_add(&s, t);
            }
            if (kind == ORACLE_SEGMENT) {
                q3 Q2;
                q3_init(&Q2);
                for (int i = 0; i < 3; i++)
                    mpq_add(Q2.c[i], P2.c[i], D2.c[i]);
                if (in_region(n, v2, &Q2, rule)) {
                    mpq_set_ui(t, 1, 1);
                    span_add(&s, t);
                }
                q3_clear(&Q2);
            }
            if (!point)
                for (int i = 0; i < n; i++)
                    meet_segment(kind, &P2, &D2, &v2[i], &v2[(i + 1) % n], &s);
            out.hit = s.any;
            out.count = s.any ? (point ? 1 : -1) : 0;
            out.touching = s.any && point;
            q3_clear(&P2);
            q3_clear(&D2);
        }
    }
    if (s.any) {
        out.t0 = oracle_dd_from_q(s.lo);
        out.t1 = oracle_dd_from_q(s.hi);
        out.t_wide[0] = oracle_q_ld(s.lo);
        out.t_wide[1] = oracle_q_ld(s.hi);
    }
    mpq_clears(sp, sl, t, zero, s.lo, s.hi, NULL);
    for (int i = 0; i < 7; i++)
        q3_clear(all[i]);
    for (int i = 0; i < n; i++) {
        q3_clear(&v[i]);
        q3_clear(&v2[i]);
    }
    free(v);
    free(v2);
    return out;
}
