/* The exact closest point of a convex polygon or a round solid; see
 * oracle_closest_point_solid.h. */
#include "oracle/oracle_closest_point_solid.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include <mpfr.h>

/* ---- Exact helpers ----------------------------------------------------------------- */

/* The sign of alpha + beta sqrt(m), m >= 0: when alpha and beta sqrt(m) have the same sign
 * (or one is 0) that sign, else the sign of the larger square: alpha^2 against
 * beta^2 m. */
static int sign_qs(const mpq_t alpha, const mpq_t beta, const mpq_t m) {
    int sa = mpq_sgn(alpha), sb = mpq_sgn(m) == 0 ? 0 : mpq_sgn(beta);
    if (sb == 0)
        return sa;
    if (sa == 0 || sa == sb)
        return sb;
    mpq_t l, rr;
    mpq_inits(l, rr, NULL);
    mpq_mul(l, alpha, alpha);
    mpq_mul(rr, beta, beta);
    mpq_mul(rr, rr, m);
    int c = mpq_cmp(l, rr);
    mpq_clears(l, rr, NULL);
    return c > 0 ? sa : c < 0 ? sb : 0;
}

/* The sign of (a1 + b1 s) - (a2 + b2 s), s = sqrt(m). */
static int cmp_qs(const mpq_t a1, const mpq_t b1, const mpq_t a2, const mpq_t b2, const mpq_t m) {
    mpq_t a, b;
    mpq_inits(a, b, NULL);
    mpq_sub(a, a1, a2);
    mpq_sub(b, b1, b2);
    int s = sign_qs(a, b, m);
    mpq_clears(a, b, NULL);
    return s;
}

/* ---- MPFR vectors ------------------------------------------------------------------ */

typedef struct fvec {
    mpfr_t c[3];
} fvec;

static void fvec_init(fvec *v) {
    for (int i = 0; i < 3; i++) {
        mpfr_init2(v->c[i], ORACLE_PREC);
        mpfr_set_ui(v->c[i], 0, MPFR_RNDN);
    }
}

static void fvec_clear(fvec *v) {
    for (int i = 0; i < 3; i++)
        mpfr_clear(v->c[i]);
}

static void fvec_set_q(fvec *v, const qvec *q) {
    for (int i = 0; i < 3; i++) {
        if (i < q->dim)
            mpfr_set_q(v->c[i], q->c[i], MPFR_RNDN);
        else
            mpfr_set_ui(v->c[i], 0, MPFR_RNDN);
    }
}

/* v += f * q */
static void fvec_add_scaled(fvec *v, const mpfr_t f, const qvec *q) {
    mpfr_t t;
    mpfr_init2(t, ORACLE_PREC);
    for (int i = 0; i < q->dim; i++) {
        mpfr_set_q(t, q->c[i], MPFR_RNDN);
        mpfr_mul(t, t, f, MPFR_RNDN);
        mpfr_add(v->c[i], v->c[i], t, MPFR_RNDN);
    }
    mpfr_clear(t);
}

/* out->point = X, out->dist = |p - X|, out->dist_sq its square. */
static void finish_point(const fvec *X, const qvec *P, oracle_psolid *out) {
    mpfr_t s, t;
    mpfr_inits2(ORACLE_PREC, s, t, (mpfr_ptr)0);
    mpfr_set_ui(s, 0, MPFR_RNDN);
    for (int i = 0; i < 3; i++) {
        out->point[i] = i < P->dim ? mpfr_get_ld(X->c[i], MPFR_RNDN) : 0;
        if (i < P->dim) {
            mpfr_set_q(t, P->c[i], MPFR_RNDN);
            mpfr_sub(t, t, X->c[i], MPFR_RNDN);
            mpfr_sqr(t, t, MPFR_RNDN);
            mpfr_add(s, s, t, MPFR_RNDN);
        }
    }
    out->dist_sq = mpfr_get_ld(s, MPFR_RNDN);
    mpfr_sqrt(s, s, MPFR_RNDN);
    out->dist = mpfr_get_ld(s, MPFR_RNDN);
    mpfr_clears(s, t, (mpfr_ptr)0);
}

static long double q_ld(const mpq_t q) {
    return oracle_q_ld(q);
}

static long double sqrt_q_ld(const mpq_t q) {
    mpfr_t x;
    mpfr_init2(x, ORACLE_PREC);
    mpfr_set_q(x, q, MPFR_RNDN);
    mpfr_sqrt(x, x, MPFR_RNDN);
    long double out = mpfr_get_ld(x, MPFR_RNDN);
    mpfr_clear(x);
    return out;
}

static void set_t(oracle_psolid *out, const mpq_t t) {
    out->t = q_ld(t);
    out->t_end = mpq_sgn(t) == 0 ? 0 : mpq_cmp_ui(t, 1, 1) == 0 ? 1 : -1;
}

static void set_feature(oracle_psolid *out, isect_feature_kind kind, int index) {
    out->feature = (isect_feature){kind, index};
    out->ok = (uint64_t)1 << index;
}

/* The shared axis quantities: w = p - a, d = b - a, D, A, W, Q and w_perp. */
typedef struct axis_q {
    qvec P, a, b, d, w, wperp;
    mpq_t D, A, W, Q, r, r2, tq; /* tq = A / D (0 when D == 0) */
} axis_q;

static void axis_init(axis_q *x, int dim, const double *p, const double *a, const double *b,
                      double r) {
    qvec *v[6] = {&x->P, &x->a, &x->b, &x->d, &x->w, &x->wperp};
    for (int i = 0; i < 6; i++)
        qvec_init(v[i], dim);
    mpq_inits(x->D, x->A, x->W, x->Q, x->r, x->r2, x->tq, NULL);
    qvec_set_d(&x->P, p);
    qvec_set_d(&x->a, a);
    qvec_set_d(&x->b, b);
    qvec_sub(&x->d, &x->b, &x->a);
    qvec_sub(&x->w, &x->P, &x->a);
    qvec_dot(x->D, &x->d, &x->d);
    qvec_dot(x->A, &x->w, &x->d);
    qvec_dot(x->W, &x->w, &x->w);
    mpq_mul(x->Q, x->W, x->D);
    mpq_t t;
    mpq_init(t);
    mpq_mul(t, x->A, x->A);
    mpq_sub(x->Q, x->Q, t);
    mpq_set_d(x->r, r);
    mpq_mul(x->r2, x->r, x->r);
    mpq_set_ui(x->tq, 0, 1);
    if (mpq_sgn(x->D) != 0)
        mpq_div(x->tq, x->A, x->D);
    mpq_neg(t, x->tq);
    qvec_axpy(&x->wperp, &x->w, t, &x->d);
    mpq_clear(t);
}

static void axis_clear(axis_q *x) {
    qvec *v[6] = {&x->P, &x->a, &x->b, &x->d, &x->w, &x->wperp};
    for (int i = 0; i < 6; i++)
        qvec_clear(v[i]);
    mpq_clears(x->D, x->A, x->W, x->Q, x->r, x->r2, x->tq, NULL);
}

/* X = p: inside, distance 0. */
static void at_p(const axis_q *x, oracle_psolid *out) {
    out->inside = true;
    for (int i = 0; i < 3; i++)
        out->point[i] = i < x->P.dim ? q_ld(x->P.c[i]) : 0;
    out->dist_sq = out->dist = 0;
}

/* X = base + coef * d + f * w_perp with rational coef and f = num / sqrt(den) (f = 0 when
 * num == 0); writes the point and its distance. */
static void lift(const axis_q *x, const qvec *base, const mpq_t coef, const mpfr_t f,
                 oracle_psolid *out) {
    fvec X;
    fvec_init(&X);
    qvec B;
    qvec_init(&B, x->P.dim);
    qvec_axpy(&B, base, coef, &x->d);
    fvec_set_q(&X, &B);
    fvec_add_scaled(&X, f, &x->wperp);
    finish_point(&X, &x->P, out);
    qvec_clear(&B);
    fvec_clear(&X);
}

/* f = r / rho = r / sqrt(Q / D) = r sqrt(D / Q) (0 when r == 0). */
static void r_over_rho(const axis_q *x, mpfr_t f) {
    if (mpq_sgn(x->r) == 0 || mpq_sgn(x->Q) == 0) {
        mpfr_set_ui(f, 0, MPFR_RNDN);
        return;
    }
    mpq_t t;
    mpq_init(t);
    mpq_div(t, x->D, x->Q);
    mpfr_set_q(f, t, MPFR_RNDN);
    mpfr_sqrt(f, f, MPFR_RNDN);
    mpfr_mul_d(f, f, mpq_get_d(x->r), MPFR_RNDN); /* r is a double: exact */
    mpq_clear(t);
}

/* ---- Capsule ------------------------------------------------------------------------ */

void oracle_closest_point_capsule(int dim, const double *p, const double *a, const double *b,
                                  double r, oracle_psolid *out) {
    memset(out, 0, sizeof *out);
    axis_q x;
    axis_init(&x, dim, p, a, b, r);
    mpq_t t, e, tmp;
    mpq_inits(t, e, tmp, NULL);
    bool point_core = mpq_sgn(x.D) == 0;
    out->degenerate = point_core || r == 0;
    /* t* = clamp(A / D, 0, 1): a ratio, then clamped */
    mpq_set(t, x.tq);
    if (mpq_sgn(t) < 0)
        mpq_set_ui(t, 0, 1);
    if (mpq_cmp_ui(t, 1, 1) > 0)
        mpq_set_ui(t, 1, 1);
    set_t(out, t);
    out->t_len = sqrt_q_ld(x.D);
    qvec C, pc;
    qvec_init(&C, dim);
    qvec_init(&pc, dim);
    qvec_axpy(&C, &x.a, t, &x.d);
    qvec_sub(&pc, &x.P, &C);
    qvec_dot(e, &pc, &pc);
    int c = mpq_cmp(e, x.r2);
    if (c <= 0) {
        at_p(&x, out);
    } else {
        /* X = C + (r / sqrt(e)) (p - C), dist = sqrt(e) - r */
        mpfr_t f;
        mpfr_init2(f, ORACLE_PREC);
        mpfr_set_q(f, e, MPFR_RNDN);
        mpfr_sqrt(f, f, MPFR_RNDN);
        mpfr_d_div(f, r, f, MPFR_RNDN);
        fvec X;
        fvec_init(&X);
        fvec_set_q(&X, &C);
        fvec_add_scaled(&X, f, &pc);
        finish_point(&X, &x.P, out);
        fvec_clear(&X);
        mpfr_clear(f);
    }
    isect_feature_kind cap = dim == 3 ? ISECT_FEATURE_FACE : ISECT_FEATURE_EDGE;
    if (c < 0) {
        set_feature(out, dim == 3 ? ISECT_FEATURE_SOLID : ISECT_FEATURE_FACE, 0);
    } else if (point_core || out->t_end == 0) {
        set_feature(out, cap, 0);
    } else if (out->t_end == 1) {
        set_feature(out, cap, 1);
    } else if (dim == 3) {
        set_feature(out, ISECT_FEATURE_FACE, 2);
    } else {
        /* the side of d x w: left (edge 2) or right (edge 3); on the open core (r == 0
         * only) the header names edge 2 */
        mpq_mul(e, x.d.c[0], x.w.c[1]);
        mpq_mul(tmp, x.d.c[1], x.w.c[0]);
        int side = mpq_cmp(e, tmp);
        set_feature(out, ISECT_FEATURE_EDGE, side >= 0 ? 2 : 3);
    }
    qvec_clear(&C);
    qvec_clear(&pc);
    mpq_clears(t, e, tmp, NULL);
    axis_clear(&x);
}

/* ---- Cylinder ----------------------------------------------------------------------- */

void oracle_closest_point_cylinder(const double *p, const double *a, const double *b, double r,
                                   oracle_psolid *out) {
    memset(out, 0, sizeof *out);
    axis_q x;
    axis_init(&x, 3, p, a, b, r);
    mpq_t rD, t, one, zero;
    mpq_inits(rD, t, one, zero, NULL);
    mpq_set_ui(one, 1, 1);
    out->degenerate = mpq_sgn(x.D) == 0 || r == 0;
    out->t_len = sqrt_q_ld(x.D);
    mpfr_t f;
    mpfr_init2(f, ORACLE_PREC);
    mpfr_set_ui(f, 0, MPFR_RNDN);
    if (mpq_sgn(x.D) == 0) {
        /* the point a */
        set_feature(out, ISECT_FEATURE_VERTEX, 0);
        set_t(out, zero);
        if (mpq_sgn(x.W) == 0)
            at_p(&x, out);
        else
            lift(&x, &x.a, zero, f, out); /* w_perp = w - 0 d is unused: f = 0 */
        goto done;
    }
    mpq_mul(rD, x.r2, x.D);
    int cr = mpq_cmp(x.Q, rD); /* rho^2 against r^2 */
    int s0 = mpq_sgn(x.A), s1 = mpq_cmp(x.A, x.D);
    if (s0 < 0 || s1 > 0) {
        /* beyond an end: the cap's foot when rho <= r, else the rim */
        int end = s0 < 0 ? 0 : 1;
        set_t(out, end ? one : zero);
        set_feature(out, cr < 0 ? ISECT_FEATURE_FACE : ISECT_FEATURE_EDGE, end);
        if (cr <= 0) {
            /* X = p - (t* - end) d: lift from a by t = end and f = 1 (X = a + end d + w_perp) */
            mpfr_set_ui(f, 1, MPFR_RNDN);
            lift(&x, &x.a, end ? one : zero, f, out);
        } else {
            r_over_rho(&x, f);
            lift(&x, &x.a, end ? one : zero, f, out);
        }
        goto done;
    }
    set_t(out, x.tq);
    if (cr > 0) {
        /* outside the side: X = a + t* d + r w_perp / rho */
        r_over_rho(&x, f);
        lift(&x, &x.a, x.tq, f, out);
        if (s0 == 0)
            set_feature(out, ISECT_FEATURE_EDGE, 0);
        else if (s1 == 0)
            set_feature(out, ISECT_FEATURE_EDGE, 1);
        else
            set_feature(out, ISECT_FEATURE_FACE, 2);
        goto done;
    }
    at_p(&x, out);
    if (s0 == 0)
        set_feature(out, cr == 0 ? ISECT_FEATURE_EDGE : ISECT_FEATURE_FACE, 0);
    else if (s1 == 0)
        set_feature(out, cr == 0 ? ISECT_FEATURE_EDGE : ISECT_FEATURE_FACE, 1);
    else if (cr == 0)
        set_feature(out, ISECT_FEATURE_FACE, 2);
    else
        set_feature(out, ISECT_FEATURE_SOLID, 0);
done:
    mpfr_clear(f);
    mpq_clears(rD, t, one, zero, NULL);
    axis_clear(&x);
}

/* ---- Cone --------------------------------------------------------------------------- */

void oracle_closest_point_cone(const double *p, const double *a, const double *b, double r,
                               oracle_psolid *out) {
    memset(out, 0, sizeof *out);
    axis_q x;
    axis_init(&x, 3, p, a, b, r);
    mpq_t m, zero, one, al, be, t, u, DDr, base_a, base_b, sl_a, sl_b;
    mpq_inits(m, zero, one, al, be, t, u, DDr, base_a, base_b, sl_a, sl_b, NULL);
    mpq_set_ui(one, 1, 1);
    out->degenerate = mpq_sgn(x.D) == 0 || r == 0;
    out->t_len = sqrt_q_ld(x.D);
    mpfr_t f;
    mpfr_init2(f, ORACLE_PREC);
    mpfr_set_ui(f, 0, MPFR_RNDN);
    if (mpq_sgn(x.D) == 0) {
        set_feature(out, ISECT_FEATURE_VERTEX, 0);
        set_t(out, zero);
        if (mpq_sgn(x.W) == 0)
            at_p(&x, out);
        else
            lift(&x, &x.a, zero, f, out);
        goto done;
    }
    mpq_mul(m, x.Q, x.D); /* s = sqrt(m) = sqrt(Q D) */
    /* D (D + r^2) */
    mpq_add(DDr, x.D, x.r2);
    mpq_mul(DDr, DDr, x.D);

    /* In the closed triangle: 0 <= A <= D and r A - s >= 0. */
    mpq_mul(al, x.r, x.A);
    mpq_set_si(be, -1, 1);
    int slant_in = sign_qs(al, be, m); /* sign(r A - s): > 0 strictly below the slant */
    if (mpq_sgn(x.A) >= 0 && mpq_cmp(x.A, x.D) <= 0 && slant_in >= 0) {
        at_p(&x, out);
        mpq_mul(t, x.r2, x.D);
        if (mpq_sgn(x.A) == 0) {
            set_feature(out, ISECT_FEATURE_VERTEX, 0); /* then Q == 0: the apex */
            set_t(out, zero);
        } else if (mpq_cmp(x.A, x.D) == 0) {
            set_feature(out, ISECT_FEATURE_EDGE, 0);
            if (mpq_cmp(x.Q, t) < 0)
                set_feature(out, ISECT_FEATURE_FACE, 0);
            set_t(out, one);
        } else {
            set_feature(out, slant_in == 0 ? ISECT_FEATURE_FACE : ISECT_FEATURE_SOLID,
                        slant_in == 0 ? 1 : 0);
            set_t(out, x.tq);
        }
        goto done;
    }

    /* The base edge's candidate: (h, min(y, r)). Its squared distance as base_a + base_b s. */
    mpq_mul(t, x.r2, x.D);
    int y_vs_r = mpq_cmp(x.Q, t);
    mpq_sub(base_a, x.A, x.D);
    mpq_mul(base_a, base_a, base_a);
    mpq_set_ui(base_b, 0, 1);
    /* the rim's squared distance as rim_a + rim_b s: ((A - D)^2 + Q) / D + r^2, -2 r / D */
    mpq_t rim_a, rim_b;
    mpq_inits(rim_a, rim_b, NULL);
    mpq_add(rim_a, base_a, x.Q);
    mpq_div(rim_a, rim_a, x.D);
    mpq_add(rim_a, rim_a, x.r2);
    mpq_set_si(rim_b, -2, 1);
    mpq_mul(rim_b, rim_b, x.r);
    mpq_div(rim_b, rim_b, x.D);
    mpq_div(base_a, base_a, x.D);
    bool base_at_rim = y_vs_r >= 0;
    if (base_at_rim) {
        mpq_set(base_a, rim_a);
        mpq_set(base_b, rim_b);
    }

    /* The slant's candidate: sigma = (A D + r s) / (D (D + r^2)) clamped to [0, 1]. */
    mpq_mul(al, x.A, x.D);
    mpq_set(be, x.r);
    int sig0 = sign_qs(al, be, m);
    mpq_sub(u, al, DDr);
    int sig1 = sign_qs(u, be, m);
    int slant_end; /* 0 the apex, 1 the rim, -1 the open slant */
    if (sig0 <= 0) {
        slant_end = 0;
        mpq_set(sl_a, x.W); /* |p - apex|^2 */
        mpq_set_ui(sl_b, 0, 1);
    } else if (sig1 >= 0) {
        slant_end = 1;
        mpq_set(sl_a, rim_a);
        mpq_set(sl_b, rim_b);
    } else {
        /* (s - r A)^2 / (D (D + r^2)) = (Q D + r^2 A^2 - 2 r A s) / (D (D + r^2)) */
        slant_end = -1;
        mpq_mul(sl_a, x.A, x.A);
        mpq_mul(sl_a, sl_a, x.r2);
        mpq_add(sl_a, sl_a, m);
        mpq_div(sl_a, sl_a, DDr);
        mpq_mul(sl_b, x.r, x.A);
        mpq_mul_2exp(sl_b, sl_b, 1);
        mpq_neg(sl_b, sl_b);
        mpq_div(sl_b, sl_b, DDr);
    }
    int c = cmp_qs(base_a, base_b, sl_a, sl_b, m);
    if (c == 0 && !(base_at_rim && slant_end == 1))
        abort(); /* equal distances from two different points of a convex set */
    if (c <= 0) {
        set_t(out, one);
        if (base_at_rim) {
            set_feature(out, ISECT_FEATURE_EDGE, 0);
            r_over_rho(&x, f);
        } else {
            set_feature(out, ISECT_FEATURE_FACE, 0);
            mpfr_set_ui(f, 1, MPFR_RNDN); /* X = a + d + w_perp: the foot on the base plane */
        }
        lift(&x, &x.a, one, f, out);
    } else if (slant_end == 0) {
        set_feature(out, ISECT_FEATURE_VERTEX, 0);
        set_t(out, zero);
        lift(&x, &x.a, zero, f, out); /* f = 0 */
    } else if (slant_end == 1) {
        set_feature(out, ISECT_FEATURE_EDGE, 0);
        set_t(out, one);
        r_over_rho(&x, f);
        lift(&x, &x.a, one, f, out);
    } else {
        /* X = a + sigma d + (sigma r / y) w_perp, y = s / D */
        set_feature(out, ISECT_FEATURE_FACE, 1);
        out->t_end = -1;
        mpfr_t sg, s;
        mpfr_inits2(ORACLE_PREC, sg, s, (mpfr_ptr)0);
        mpfr_set_q(s, m, MPFR_RNDN);
        mpfr_sqrt(s, s, MPFR_RNDN);
        mpfr_mul_d(sg, s, mpq_get_d(x.r), MPFR_RNDN);
        mpfr_set_q(f, al, MPFR_RNDN); /* al = A D */
        mpfr_add(sg, sg, f, MPFR_RNDN);
        mpfr_set_q(f, DDr, MPFR_RNDN);
        mpfr_div(sg, sg, f, MPFR_RNDN);
        out->t = mpfr_get_ld(sg, MPFR_RNDN);
        /* f = sigma r D / s (0 when s == 0: p on the axis, where the slant never wins) */
        if (mpfr_zero_p(s)) {
            mpfr_set_ui(f, 0, MPFR_RNDN);
        } else {
            mpfr_mul_d(f, sg, mpq_get_d(x.r), MPFR_RNDN);
            mpfr_set_q(s, x.D, MPFR_RNDN);
            mpfr_mul(f, f, s, MPFR_RNDN);
            mpfr_set_q(s, m, MPFR_RNDN);
            mpfr_sqrt(s, s, MPFR_RNDN);
            mpfr_div(f, f, s, MPFR_RNDN);
        }
        fvec X;
        fvec_init(&X);
        fvec_set_q(&X, &x.a);
        for (int i = 0; i < 3; i++) {
            mpfr_set_q(s, x.d.c[i], MPFR_RNDN);
            mpfr_mul(s, s, sg, MPFR_RNDN);
            mpfr_add(X.c[i], X.c[i], s, MPFR_RNDN);
        }
        fvec_add_scaled(&X, f, &x.wperp);
        finish_point(&X, &x.P, out);
        fvec_clear(&X);
        mpfr_clears(sg, s, (mpfr_ptr)0);
    }
    mpq_clears(rim_a, rim_b, NULL);
done:
    mpfr_clear(f);
    mpq_clears(m, zero, one, al, be, t, u, DDr, base_a, base_b, sl_a, sl_b, NULL);
    axis_clear(&x);
}

/* ---- Convex polygon ----------------------------------------------------------------- */

static void vq(qvec *v, const double *xy, int i) {
    mpq_set_d(v->c[0], xy[2 * i]);
    mpq_set_d(v->c[1], xy[2 * i + 1]);
}

static bool same_vertex(const double *xy, int i, int j) {
    return xy[2 * i] == xy[2 * j] && xy[2 * i + 1] == xy[2 * j + 1];
}

/* (b - a) x (c - a), exactly. */
static int orient_q(const qvec *a, const qvec *b, const qvec *c) {
    mpq_t x, y, t;
    mpq_inits(x, y, t, NULL);
    mpq_sub(x, b->c[0], a->c[0]);
    mpq_sub(t, c->c[1], a->c[1]);
    mpq_mul(x, x, t);
    mpq_sub(y, b->c[1], a->c[1]);
    mpq_sub(t, c->c[0], a->c[0]);
    mpq_mul(y, y, t);
    int s = mpq_cmp(x, y);
    mpq_clears(x, y, t, NULL);
    return s;
}

/* The half of the direction angle: 0 for [0, pi), 1 for [pi, 2 pi). */
static int half(const qvec *e) {
    int sx = mpq_sgn(e->c[0]), sy = mpq_sgn(e->c[1]);
    return sy > 0 || (sy == 0 && sx > 0) ? 0 : 1;
}

/* The sign of angle(e) - angle(f), angles in [0, 2 pi). */
static int angle_cmp(const qvec *e, const qvec *f) {
    int he = half(e), hf = half(f);
    if (he != hf)
        return he < hf ? -1 : 1;
    /* same half: angle(e) < angle(f) iff e x f > 0 */
    mpq_t x, y;
    mpq_inits(x, y, NULL);
    mpq_mul(x, e->c[0], f->c[1]);
    mpq_mul(y, e->c[1], f->c[0]);
    int s = mpq_cmp(x, y);
    mpq_clears(x, y, NULL);
    return -s;
}

/* The clamped parameter u of p's closest point on the segment a-b (a != b). */
static void seg_param(mpq_t u, const qvec *p, const qvec *a, const qvec *b) {
    qvec d, w;
    mpq_t dd;
    qvec_init(&d, 2);
    qvec_init(&w, 2);
    mpq_init(dd);
    qvec_sub(&d, b, a);
    qvec_sub(&w, p, a);
    qvec_dot(dd, &d, &d);
    qvec_dot(u, &w, &d);
    mpq_div(u, u, dd);
    if (mpq_sgn(u) < 0)
        mpq_set_ui(u, 0, 1);
    if (mpq_cmp_ui(u, 1, 1) > 0)
        mpq_set_ui(u, 1, 1);
    mpq_clear(dd);
    qvec_clear(&w);
    qvec_clear(&d);
}

static bool qvec_equal(const qvec *a, const qvec *b) {
    for (int i = 0; i < a->dim; i++)
        if (!mpq_equal(a->c[i], b->c[i]))
            return false;
    return true;
}

/* The closest point X (exact), its feature and coordinates (see the header). */
static void poly_finish(int n, const double *xy, const qvec *P, const qvec *X, int edge,
                        bool no_vertex, const mpq_t u, oracle_psolid *out) {
    qvec V, d;
    qvec_init(&V, 2);
    qvec_init(&d, 2);
    mpq_t f;
    mpq_init(f);
    int vertex = -1;
    for (int k = 0; k < n && vertex < 0 && !no_vertex; k++) {
        vq(&V, xy, k);
        if (qvec_equal(&V, X))
            vertex = k;
    }
    for (int i = 0; i < 3; i++)
        out->point[i] = i < 2 ? q_ld(X->c[i]) : 0;
    qvec_sub(&d, P, X);
    qvec_dot(f, &d, &d);
    out->inside = mpq_sgn(f) == 0;
    out->dist_sq = q_ld(f);
    out->dist = sqrt_q_ld(f);
    if (vertex >= 0) {
        set_feature(out, ISECT_FEATURE_VERTEX, vertex);
        out->t_end = 0;
        out->t = 0;
    } else if (edge >= 0) {
        set_feature(out, ISECT_FEATURE_EDGE, edge);
        set_t(out, u);
        qvec A, B;
        qvec_init(&A, 2);
        qvec_init(&B, 2);
        vq(&A, xy, edge);
        vq(&B, xy, (edge + 1) % n);
        qvec_sub(&d, &B, &A);
        qvec_dot(f, &d, &d);
        out->t_len = sqrt_q_ld(f);
        qvec_clear(&A);
        qvec_clear(&B);
    } else {
        set_feature(out, ISECT_FEATURE_FACE, 0);
        out->t_end = 0;
        out->t = 0;
    }
    mpq_clear(f);
    qvec_clear(&V);
    qvec_clear(&d);
}

bool oracle_closest_point_poly(int n, const double *xy, const double *p, oracle_psolid *out) {
    memset(out, 0, sizeof *out);
    qvec P, A, B, C, X, e, g;
    qvec *all[7] = {&P, &A, &B, &C, &X, &e, &g};
    for (int i = 0; i < 7; i++)
        qvec_init(all[i], 2);
    mpq_t u, f, best, tmp;
    mpq_inits(u, f, best, tmp, NULL);
    mpq_set_d(P.c[0], p[0]);
    mpq_set_d(P.c[1], p[1]);
    bool convex = true;

    /* Collinear (all equal included)? */
    int j = -1;
    for (int k = 1; k < n && j < 0; k++)
        if (!same_vertex(xy, 0, k))
            j = k;
    bool collinear = true;
    if (j >= 0) {
        vq(&A, xy, 0);
        vq(&B, xy, j);
        for (int k = 0; k < n && collinear; k++) {
            vq(&C, xy, k);
            collinear = orient_q(&A, &B, &C) == 0;
        }
    }
    if (collinear) {
        out->degenerate = true;
        if (j < 0) {
            vq(&X, xy, 0);
            out->seg_from = out->seg_to = 0;
            poly_finish(n, xy, &P, &X, -1, false, u, out);
            goto done;
        }
        /* the extremes of (v_k - v0).(v_j - v0), lowest indices */
        qvec_sub(&e, &B, &A);
        int lo = 0, hi = 0;
        mpq_t klo, khi;
        mpq_inits(klo, khi, NULL);
        for (int k = 0; k < n; k++) {
            vq(&C, xy, k);
            qvec_sub(&g, &C, &A);
            qvec_dot(f, &g, &e);
            if (k == 0 || mpq_cmp(f, klo) < 0) {
                mpq_set(klo, f);
                lo = k;
            }
            if (k == 0 || mpq_cmp(f, khi) > 0) {
                mpq_set(khi, f);
                hi = k;
            }
        }
        mpq_clears(klo, khi, NULL);
        out->seg_from = lo;
        out->seg_to = hi;
        vq(&A, xy, lo);
        vq(&B, xy, hi);
        seg_param(u, &P, &A, &B);
        qvec_sub(&e, &B, &A);
        qvec_axpy(&X, &A, u, &e);
        /* a vertex only when X is an extreme; else the segment's interior, as an edge
         * (its index and coordinates are the check's business: see its header) */
        bool extreme = mpq_sgn(u) == 0 || mpq_cmp_ui(u, 1, 1) == 0;
        if (extreme) {
            poly_finish(n, xy, &P, &X, -1, false, u, out);
        } else {
            /* X is no vertex (a middle vertex is never reported): the spanning segment's
             * interior, with its own parameter and length */
            poly_finish(n, xy, &P, &X, lo, true, u, out);
            qvec_dot(f, &e, &e);
            out->t_len = sqrt_q_ld(f);
        }
        goto done;
    }

    /* Convexity: the signed area, every vertex on the inner side of every real edge, the
     * real edges' directions passing angle 0 once. */
    mpq_set_ui(f, 0, 1);
    for (int i = 0; i < n; i++) {
        int k = (i + 1) % n;
        mpq_set_d(tmp, xy[2 * i]);
        mpq_set_d(u, xy[2 * k + 1]);
        mpq_mul(tmp, tmp, u);
        mpq_add(f, f, tmp);
        mpq_set_d(tmp, xy[2 * i + 1]);
        mpq_set_d(u, xy[2 * k]);
        mpq_mul(tmp, tmp, u);
        mpq_sub(f, f, tmp);
    }
    int sigma = mpq_sgn(f);
    if (sigma == 0)
        convex = false;
    int wraps = 0, first = -1, prev = -1;
    for (int i = 0; i < n && convex; i++) {
        int k = (i + 1) % n;
        if (same_vertex(xy, i, k))
            continue;
        vq(&A, xy, i);
        vq(&B, xy, k);
        for (int v = 0; v < n && convex; v++) {
            vq(&C, xy, v);
            convex = sigma * orient_q(&A, &B, &C) >= 0;
        }
        if (prev >= 0) {
            vq(&C, xy, prev);
            vq(&X, xy, (prev + 1) % n);
            qvec_sub(&g, &X, &C); /* the previous real edge's direction */
            qvec_sub(&e, &B, &A);
            int c = angle_cmp(&e, &g);
            wraps += sigma > 0 ? c < 0 : c > 0;
        } else {
            first = i;
        }
        prev = i;
    }
    if (convex) {
        /* from the last real edge back to the first */
        vq(&C, xy, prev);
        vq(&X, xy, (prev + 1) % n);
        qvec_sub(&g, &X, &C);
        vq(&A, xy, first);
        vq(&B, xy, (first + 1) % n);
        qvec_sub(&e, &B, &A);
        int c = angle_cmp(&e, &g);
        wraps += sigma > 0 ? c < 0 : c > 0;
        convex = wraps == 1;
    }
    if (!convex)
        goto done;

    /* Inside (closed): the quadrant method's winding number. */
    bool on_boundary = false;
    long wn = oracle_winding_quadrants(n, xy, p, &on_boundary);
    if (on_boundary || wn != 0) {
        int edge = -1;
        /* the open real edge holding p, if any (poly_finish prefers a vertex) */
        for (int i = 0; i < n && edge < 0; i++) {
            int k = (i + 1) % n;
            if (same_vertex(xy, i, k))
                continue;
            vq(&A, xy, i);
            vq(&B, xy, k);
            if (orient_q(&A, &B, &P) != 0)
                continue;
            qvec_sub(&e, &A, &P);
            qvec_sub(&g, &B, &P);
            qvec_dot(f, &e, &g);
            if (mpq_sgn(f) < 0)
                edge = i;
        }
        mpq_set_ui(u, 0, 1);
        if (edge >= 0) {
            vq(&A, xy, edge);
            vq(&B, xy, (edge + 1) % n);
            seg_param(u, &P, &A, &B);
        }
        poly_finish(n, xy, &P, &P, edge, false, u, out);
        if (out->feature.kind == ISECT_FEATURE_FACE && on_boundary)
            abort(); /* on the boundary, yet on no vertex or edge */
        out->inside = true;
        goto done;
    }
    /* Outside: the least of the real edges' clamped closest points. */
    int best_edge = -1;
    mpq_t best_u;
    mpq_init(best_u);
    for (int i = 0; i < n; i++) {
        int k = (i + 1) % n;
        if (same_vertex(xy, i, k))
            continue;
        vq(&A, xy, i);
        vq(&B, xy, k);
        seg_param(u, &P, &A, &B);
        qvec_sub(&e, &B, &A);
        qvec_axpy(&C, &A, u, &e);
        qvec_sub(&g, &P, &C);
        qvec_dot(f, &g, &g);
        if (best_edge < 0 || mpq_cmp(f, best) < 0) {
            mpq_set(best, f);
            mpq_set(best_u, u);
            best_edge = i;
            for (int c = 0; c < 2; c++)
                mpq_set(X.c[c], C.c[c]);
        }
    }
    poly_finish(n, xy, &P, &X, best_edge, false, best_u, out);
    mpq_clear(best_u);
done:
    mpq_clears(u, f, best, tmp, NULL);
    for (int i = 0; i < 7; i++)
        qvec_clear(all[i]);
    return convex;
}

/* ---- Brute force -------------------------------------------------------------------- */

typedef struct bf {
    int prec;
    mpfr_t a[3], d[3], e1[3], e2[3], p[3], r, len; /* e1, e2: unit, perpendicular to d */
    mpfr_t best, t0, t1, t2, c, s;
    mpfr_t X[3], bestX[3], N[3], bestN[3];
    mpfr_t one;
} bf;

/* Whether the piece is a side (capsule, cylinder), and how many pieces a solid has. */
static bool bf_side(int kind, int piece) {
    return kind == 0 ? piece == 4 : kind == 1 && piece == 2;
}

static int bf_pieces(int kind) {
    return kind == 0 ? 5 : kind == 1 ? 3 : 2;
}

/* The point of piece `piece` at parameters (u, v) into b->X and its outward normal into
 * b->N (not normalised). The sides: u the axial parameter in [0, 1], v the azimuth in
 * [0, 2 pi]. The flat discs and the cone's slant take the disc point q = u e1 + v e2,
 * (u, v) in [-1, 1]^2 moved onto the unit circle when outside it (no pole): a disc is
 * centre + r q, the slant a + |q| d + r q. A capsule's hemisphere is covered twice, by two
 * charts of longitude and latitude (u, v) pi / 2 (clamped to [-pi/2, pi/2]) whose poles
 * lie on its rim at e2 and at e1, so that a point near one chart's pole is well inside
 * the other's (the distance's level sets stay round, with no pole to stall at):
 * centre + r (cos(v) (cos(u) (-+dhat) + sin(u) Q) + sin(v) P), (P, Q) = (e2, e1) or
 * (e1, e2). kind 0 capsule: pieces 0, 1 the hemisphere at a, 2, 3 at b, 4 the side; kind
 * 1 cylinder: 0, 1 the discs, 2 the side; kind 2 cone: 0 the base disc, 1 the slant. */
static void bf_eval(bf *b, int kind, int piece, const mpfr_t u, const mpfr_t v) {
    bool side = bf_side(kind, piece);
    if (kind == 0 && !side) {
        mpfr_t al, be, ca, sa, cb, sb;
        mpfr_inits2(b->prec, al, be, ca, sa, cb, sb, (mpfr_ptr)0);
        /* (u, v) clamped to [-1, 1], times pi / 2 */
        mpfr_set(al, u, MPFR_RNDN);
        mpfr_set(be, v, MPFR_RNDN);
        mpfr_min(al, al, b->one, MPFR_RNDN);
        mpfr_min(be, be, b->one, MPFR_RNDN);
        mpfr_neg(ca, b->one, MPFR_RNDN);
        mpfr_max(al, al, ca, MPFR_RNDN);
        mpfr_max(be, be, ca, MPFR_RNDN);
        mpfr_const_pi(ca, MPFR_RNDN);
        mpfr_div_2ui(ca, ca, 1, MPFR_RNDN);
        mpfr_mul(al, al, ca, MPFR_RNDN);
        mpfr_mul(be, be, ca, MPFR_RNDN);
        mpfr_sin_cos(sa, ca, al, MPFR_RNDN);
        mpfr_sin_cos(sb, cb, be, MPFR_RNDN);
        bool at_b = piece >= 2, chart_a = piece % 2 == 0;
        for (int i = 0; i < 3; i++) {
            mpfr_t *P = chart_a ? b->e2 : b->e1, *Q = chart_a ? b->e1 : b->e2;
            mpfr_div(b->t0, b->d[i], b->len, MPFR_RNDN);
            if (!at_b)
                mpfr_neg(b->t0, b->t0, MPFR_RNDN);
            mpfr_mul(b->t0, b->t0, ca, MPFR_RNDN);
            mpfr_mul(b->t1, Q[i], sa, MPFR_RNDN);
            mpfr_add(b->t0, b->t0, b->t1, MPFR_RNDN);
            mpfr_mul(b->t0, b->t0, cb, MPFR_RNDN);
            mpfr_mul(b->t1, P[i], sb, MPFR_RNDN);
            mpfr_add(b->N[i], b->t0, b->t1, MPFR_RNDN);
            mpfr_mul(b->t0, b->N[i], b->r, MPFR_RNDN);
            mpfr_add(b->X[i], b->a[i], b->t0, MPFR_RNDN);
            if (at_b)
                mpfr_add(b->X[i], b->X[i], b->d[i], MPFR_RNDN);
        }
        mpfr_clears(al, be, ca, sa, cb, sb, (mpfr_ptr)0);
        return;
    }
    if (side) {
        mpfr_cos(b->c, v, MPFR_RNDN);
        mpfr_sin(b->s, v, MPFR_RNDN);
    } else {
        /* (c, s) = (u, v) clamped to the unit disc; t2 = |q| */
        mpfr_sqr(b->t0, u, MPFR_RNDN);
        mpfr_sqr(b->t1, v, MPFR_RNDN);
        mpfr_add(b->t2, b->t0, b->t1, MPFR_RNDN);
        mpfr_sqrt(b->t2, b->t2, MPFR_RNDN);
        mpfr_set(b->c, u, MPFR_RNDN);
        mpfr_set(b->s, v, MPFR_RNDN);
        if (mpfr_cmp_ui(b->t2, 1) > 0) {
            mpfr_div(b->c, b->c, b->t2, MPFR_RNDN);
            mpfr_div(b->s, b->s, b->t2, MPFR_RNDN);
            mpfr_set_ui(b->t2, 1, MPFR_RNDN);
        }
    }
    /* q (or the radial unit of a side) into N */
    for (int i = 0; i < 3; i++) {
        mpfr_mul(b->t0, b->c, b->e1[i], MPFR_RNDN);
        mpfr_mul(b->t1, b->s, b->e2[i], MPFR_RNDN);
        mpfr_add(b->N[i], b->t0, b->t1, MPFR_RNDN);
    }
    if (side) {
        /* a + u d + r radial; normal radial */
        for (int i = 0; i < 3; i++) {
            mpfr_mul(b->t0, b->d[i], u, MPFR_RNDN);
            mpfr_mul(b->t1, b->N[i], b->r, MPFR_RNDN);
            mpfr_add(b->X[i], b->a[i], b->t0, MPFR_RNDN);
            mpfr_add(b->X[i], b->X[i], b->t1, MPFR_RNDN);
        }
        return;
    }
    if (kind == 1 || piece == 0) {
        /* a disc: centre + r q; normal -+d */
        bool at_b = kind == 2 || piece == 1;
        for (int i = 0; i < 3; i++) {
            mpfr_mul(b->t1, b->N[i], b->r, MPFR_RNDN);
            mpfr_add(b->X[i], b->a[i], b->t1, MPFR_RNDN);
            if (at_b)
                mpfr_add(b->X[i], b->X[i], b->d[i], MPFR_RNDN);
            if (at_b)
                mpfr_set(b->N[i], b->d[i], MPFR_RNDN);
            else
                mpfr_neg(b->N[i], b->d[i], MPFR_RNDN);
        }
        return;
    }
    /* the cone's slant: a + |q| d + r q; normal |d| q / |q| - r dhat (-dhat at the apex) */
    for (int i = 0; i < 3; i++) {
        mpfr_mul(b->t1, b->N[i], b->r, MPFR_RNDN);
        mpfr_mul(b->t0, b->d[i], b->t2, MPFR_RNDN);
        mpfr_add(b->X[i], b->a[i], b->t0, MPFR_RNDN);
        mpfr_add(b->X[i], b->X[i], b->t1, MPFR_RNDN);
        if (mpfr_zero_p(b->t2)) {
            mpfr_neg(b->N[i], b->d[i], MPFR_RNDN);
            continue;
        }
        mpfr_div(b->t0, b->N[i], b->t2, MPFR_RNDN);
        mpfr_mul(b->t0, b->t0, b->len, MPFR_RNDN);
        mpfr_div(b->t1, b->d[i], b->len, MPFR_RNDN);
        mpfr_mul(b->t1, b->t1, b->r, MPFR_RNDN);
        mpfr_sub(b->N[i], b->t0, b->t1, MPFR_RNDN);
    }
}

/* |X - p|^2 into b->t2. */
static void bf_dist2(bf *b) {
    mpfr_set_ui(b->t2, 0, MPFR_RNDN);
    for (int i = 0; i < 3; i++) {
        mpfr_sub(b->t0, b->X[i], b->p[i], MPFR_RNDN);
        mpfr_sqr(b->t0, b->t0, MPFR_RNDN);
        mpfr_add(b->t2, b->t2, b->t0, MPFR_RNDN);
    }
}

void oracle_brute_round(int kind, const double *p, const double *a, const double *b, double r,
                        int prec, oracle_brute *out) {
    bf B;
    B.prec = prec;
    mpfr_t *all[] = {B.a, B.d, B.e1, B.e2, B.p, B.X, B.bestX, B.N, B.bestN};
    for (unsigned k = 0; k < sizeof all / sizeof all[0]; k++)
        for (int i = 0; i < 3; i++)
            mpfr_init2(all[k][i], prec);
    mpfr_inits2(prec, B.r, B.len, B.best, B.t0, B.t1, B.t2, B.c, B.s, B.one, (mpfr_ptr)0);
    mpfr_set_ui(B.one, 1, MPFR_RNDN);
    for (int i = 0; i < 3; i++) {
        mpfr_set_d(B.a[i], a[i], MPFR_RNDN);
        mpfr_set_d(B.d[i], b[i], MPFR_RNDN);
        mpfr_sub(B.d[i], B.d[i], B.a[i], MPFR_RNDN);
        mpfr_set_d(B.p[i], p[i], MPFR_RNDN);
    }
    mpfr_set_d(B.r, r, MPFR_RNDN);
    mpfr_set_ui(B.len, 0, MPFR_RNDN);
    for (int i = 0; i < 3; i++) {
        mpfr_sqr(B.t0, B.d[i], MPFR_RNDN);
        mpfr_add(B.len, B.len, B.t0, MPFR_RNDN);
    }
    mpfr_sqrt(B.len, B.len, MPFR_RNDN);
    /* e1: d x (the axis of d's smallest component), normalised; e2 = dhat x e1 */
    int k = 0;
    for (int i = 1; i < 3; i++)
        if (mpfr_cmpabs(B.d[i], B.d[k]) < 0)
            k = i;
    mpfr_t ax[3];
    for (int i = 0; i < 3; i++) {
        mpfr_init2(ax[i], prec);
        mpfr_set_ui(ax[i], i == k, MPFR_RNDN);
    }
    for (int i = 0; i < 3; i++) {
        int i1 = (i + 1) % 3, i2 = (i + 2) % 3;
        mpfr_mul(B.t0, B.d[i1], ax[i2], MPFR_RNDN);
        mpfr_mul(B.t1, B.d[i2], ax[i1], MPFR_RNDN);
        mpfr_sub(B.e1[i], B.t0, B.t1, MPFR_RNDN);
    }
    mpfr_set_ui(B.t2, 0, MPFR_RNDN);
    for (int i = 0; i < 3; i++) {
        mpfr_sqr(B.t0, B.e1[i], MPFR_RNDN);
        mpfr_add(B.t2, B.t2, B.t0, MPFR_RNDN);
    }
    mpfr_sqrt(B.t2, B.t2, MPFR_RNDN);
    for (int i = 0; i < 3; i++)
        mpfr_div(B.e1[i], B.e1[i], B.t2, MPFR_RNDN);
    for (int i = 0; i < 3; i++) {
        int i1 = (i + 1) % 3, i2 = (i + 2) % 3;
        mpfr_mul(B.t0, B.d[i1], B.e1[i2], MPFR_RNDN);
        mpfr_mul(B.t1, B.d[i2], B.e1[i1], MPFR_RNDN);
        mpfr_sub(B.e2[i], B.t0, B.t1, MPFR_RNDN);
        mpfr_div(B.e2[i], B.e2[i], B.len, MPFR_RNDN);
    }
    for (int i = 0; i < 3; i++)
        mpfr_clear(ax[i]);

    const int pieces = bf_pieces(kind), coarse = 32, fine = 9, rounds = 100;
    mpfr_t u, v, ulo, uhi, vlo, vhi, du, dv, bu, bv, pi;
    mpfr_inits2(prec, u, v, ulo, uhi, vlo, vhi, du, dv, bu, bv, pi, (mpfr_ptr)0);
    mpfr_const_pi(pi, MPFR_RNDN);
    bool have = false;
    for (int piece = 0; piece < pieces; piece++) {
        /* the parameter box: a side's u in [0, 1] and v in [0, 2 pi]; a disc's [-1, 1]^2 */
        bool side = bf_side(kind, piece);
        if (side) {
            mpfr_set_ui(ulo, 0, MPFR_RNDN);
            mpfr_set_ui(uhi, 1, MPFR_RNDN);
            mpfr_set_ui(vlo, 0, MPFR_RNDN);
            mpfr_mul_ui(vhi, pi, 2, MPFR_RNDN);
        } else {
            mpfr_set_si(ulo, -1, MPFR_RNDN);
            mpfr_set_ui(uhi, 1, MPFR_RNDN);
            mpfr_set_si(vlo, -1, MPFR_RNDN);
            mpfr_set_ui(vhi, 1, MPFR_RNDN);
        }
        bool piece_have = false;
        mpfr_t pbest;
        mpfr_init2(pbest, prec);
        for (int round = 0; round <= rounds; round++) {
            int nu = round == 0 ? coarse : fine, nv = round == 0 ? (side ? 2 : 1) * coarse : fine;
            mpfr_sub(du, uhi, ulo, MPFR_RNDN);
            mpfr_div_ui(du, du, (unsigned long)(nu - 1), MPFR_RNDN);
            mpfr_sub(dv, vhi, vlo, MPFR_RNDN);
            mpfr_div_ui(dv, dv, (unsigned long)(nv - 1), MPFR_RNDN);
            for (int iu = 0; iu < nu; iu++) {
                mpfr_mul_ui(u, du, (unsigned long)iu, MPFR_RNDN);
                mpfr_add(u, u, ulo, MPFR_RNDN);
                for (int iv = 0; iv < nv; iv++) {
                    mpfr_mul_ui(v, dv, (unsigned long)iv, MPFR_RNDN);
                    mpfr_add(v, v, vlo, MPFR_RNDN);
                    bf_eval(&B, kind, piece, u, v);
                    bf_dist2(&B);
                    if (!piece_have || mpfr_less_p(B.t2, pbest)) {
                        piece_have = true;
                        mpfr_set(pbest, B.t2, MPFR_RNDN);
                        mpfr_set(bu, u, MPFR_RNDN);
                        mpfr_set(bv, v, MPFR_RNDN);
                    }
                }
            }
            /* the next box: two steps either side of the best, a side's u clamped to
             * [0, 1] (v wraps freely). A disc's or a chart's box may stick out of its
             * domain (the samples there are clamped on use), so its best is first moved
             * into the domain -- onto the unit disc, into [-1, 1]^2 -- where the sample
             * it stands for lies: a box around a point outside would never reach back */
            if (!side && kind != 0) {
                mpfr_hypot(B.t0, bu, bv, MPFR_RNDN);
                if (mpfr_cmp_ui(B.t0, 1) > 0) {
                    mpfr_div(bu, bu, B.t0, MPFR_RNDN);
                    mpfr_div(bv, bv, B.t0, MPFR_RNDN);
                }
            } else if (!side) {
                mpfr_neg(B.t0, B.one, MPFR_RNDN);
                mpfr_min(bu, bu, B.one, MPFR_RNDN);
                mpfr_max(bu, bu, B.t0, MPFR_RNDN);
                mpfr_min(bv, bv, B.one, MPFR_RNDN);
                mpfr_max(bv, bv, B.t0, MPFR_RNDN);
            }
            mpfr_mul_ui(du, du, 2, MPFR_RNDN);
            mpfr_mul_ui(dv, dv, 2, MPFR_RNDN);
            mpfr_sub(ulo, bu, du, MPFR_RNDN);
            mpfr_add(uhi, bu, du, MPFR_RNDN);
            if (side && mpfr_sgn(ulo) < 0)
                mpfr_set_ui(ulo, 0, MPFR_RNDN);
            if (side && mpfr_cmp_ui(uhi, 1) > 0)
                mpfr_set_ui(uhi, 1, MPFR_RNDN);
            mpfr_sub(vlo, bv, dv, MPFR_RNDN);
            mpfr_add(vhi, bv, dv, MPFR_RNDN);
        }
        bf_eval(&B, kind, piece, bu, bv);
        bf_dist2(&B);
        if (!have || mpfr_less_p(B.t2, B.best)) {
            have = true;
            mpfr_set(B.best, B.t2, MPFR_RNDN);
            for (int i = 0; i < 3; i++) {
                mpfr_set(B.bestX[i], B.X[i], MPFR_RNDN);
                mpfr_set(B.bestN[i], B.N[i], MPFR_RNDN);
            }
        }
        mpfr_clear(pbest);
    }
    /* inside: the plane through X normal to p - X separates p from the solid exactly when
     * p is outside (X is then p's closest point): so p is inside when some sample of the
     * surface lies clearly beyond that plane, (s - X).(p - X) > 2^-80 S^2, S the scale of
     * the input (no normal needed: the surface has none at the apex or on a rim). X is
     * refined to about 2^-100 S, so an outside p stays below that; an inside p at a depth
     * above 2^-36 S (where the callers look) is far above it. */
    mpfr_t lim, dir[3];
    mpfr_init2(lim, prec);
    for (int i = 0; i < 3; i++) {
        mpfr_init2(dir[i], prec);
        mpfr_sub(dir[i], B.p[i], B.bestX[i], MPFR_RNDN);
    }
    double S = fabs(r);
    for (int i = 0; i < 3; i++)
        S = fmax(S, fmax(fabs(p[i]), fmax(fabs(a[i]), fabs(b[i]))));
    mpfr_set_d(lim, S, MPFR_RNDN);
    mpfr_sqr(lim, lim, MPFR_RNDN);
    mpfr_mul_2si(lim, lim, -80, MPFR_RNDN);
    out->inside = false;
    for (int piece = 0; piece < pieces && !out->inside; piece++) {
        bool side = bf_side(kind, piece);
        int nu = coarse, nv = (side ? 2 : 1) * coarse;
        for (int iu = 0; iu < nu && !out->inside; iu++) {
            if (side)
                mpfr_set_d(u, (double)iu / (nu - 1), MPFR_RNDN);
            else
                mpfr_set_d(u, -1 + 2.0 * iu / (nu - 1), MPFR_RNDN);
            for (int iv = 0; iv < nv && !out->inside; iv++) {
                if (side) {
                    mpfr_mul_d(v, pi, 2.0 * iv / (nv - 1), MPFR_RNDN);
                } else {
                    mpfr_set_d(v, -1 + 2.0 * iv / (nv - 1), MPFR_RNDN);
                }
                bf_eval(&B, kind, piece, u, v);
                mpfr_set_ui(B.t2, 0, MPFR_RNDN);
                for (int i = 0; i < 3; i++) {
                    mpfr_sub(B.t0, B.X[i], B.bestX[i], MPFR_RNDN);
                    mpfr_mul(B.t0, B.t0, dir[i], MPFR_RNDN);
                    mpfr_add(B.t2, B.t2, B.t0, MPFR_RNDN);
                }
                out->inside = mpfr_greater_p(B.t2, lim);
            }
        }
    }
    for (int i = 0; i < 3; i++)
        mpfr_clear(dir[i]);
    mpfr_clear(lim);
    mpfr_sqrt(B.best, B.best, MPFR_RNDN);
    out->dist = mpfr_get_ld(B.best, MPFR_RNDN);
    for (int i = 0; i < 3; i++)
        out->point[i] = mpfr_get_ld(B.bestX[i], MPFR_RNDN);
    mpfr_clears(u, v, ulo, uhi, vlo, vhi, du, dv, bu, bv, pi, (mpfr_ptr)0);
    for (unsigned kk = 0; kk < sizeof all / sizeof all[0]; kk++)
        for (int i = 0; i < 3; i++)
            mpfr_clear(all[kk][i]);
    mpfr_clears(B.r, B.len, B.best, B.t0, B.t1, B.t2, B.c, B.s, B.one, (mpfr_ptr)0);
}
