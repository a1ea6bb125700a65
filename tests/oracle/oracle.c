/* Exact rational (GMP) and high-precision (MPFR) references; see oracle.h. */
#include "oracle.h"

#include <math.h>
#include <mpfr.h>
#include <stdio.h>
#include <stdlib.h>

#include "isect/config.h"
#include "isect/result.h"

const char *oracle_build(void) {
    return ISECT_USE_DOUBLE ? "double" : "float ";
}

void qvec_init(qvec *v, int dim) {
    v->dim = dim;
    for (int i = 0; i < 3; i++)
        mpq_init(v->c[i]);
}

void qvec_clear(qvec *v) {
    for (int i = 0; i < 3; i++)
        mpq_clear(v->c[i]);
}

void qvec_set_d(qvec *v, const double *x) {
    for (int i = 0; i < v->dim; i++)
        mpq_set_d(v->c[i], x[i]); /* exact: every finite double is a dyadic rational */
}

void qvec_sub(qvec *out, const qvec *a, const qvec *b) {
    for (int i = 0; i < out->dim; i++)
        mpq_sub(out->c[i], a->c[i], b->c[i]);
}

void qvec_dot(mpq_t out, const qvec *a, const qvec *b) {
    mpq_t t;
    mpq_init(t);
    mpq_set_ui(out, 0, 1);
    for (int i = 0; i < a->dim; i++) {
        mpq_mul(t, a->c[i], b->c[i]);
        mpq_add(out, out, t);
    }
    mpq_clear(t);
}

void qvec_axpy(qvec *out, const qvec *a, const mpq_t t, const qvec *b) {
    mpq_t s;
    mpq_init(s);
    for (int i = 0; i < out->dim; i++) {
        mpq_mul(s, t, b->c[i]);
        mpq_add(out->c[i], a->c[i], s);
    }
    mpq_clear(s);
}

static oracle_dd dd_from_mpfr(const mpfr_t x) {
    mpfr_t rest;
    oracle_dd out;
    mpfr_init2(rest, ORACLE_PREC);
    out.hi = mpfr_get_d(x, MPFR_RNDN);
    out.lo = 0;
    if (isfinite(out.hi)) {
        mpfr_sub_d(rest, x, out.hi, MPFR_RNDN);
        out.lo = mpfr_get_d(rest, MPFR_RNDN);
    }
    mpfr_clear(rest);
    return out;
}

double oracle_dd_err(oracle_dd ref, double x) {
    return fabs((x - ref.hi) - ref.lo);
}

bool oracle_saturated(unsigned flags, long double exact, double reported, double real_max) {
    return (flags & ISECT_SATURATED) && fabsl(exact) > real_max && fabs(reported) == real_max &&
           signbit(reported) == signbit((double)exact);
}

bool oracle_flag_has_value(unsigned flags, int n, const double *reported, double real_max) {
    bool at_max = false;
    for (int i = 0; i < n; i++)
        at_max |= fabs(reported[i]) == real_max;
    return !(flags & ISECT_SATURATED) || at_max;
}

oracle_dd oracle_dd_from_q(const mpq_t q) {
    mpfr_t x;
    mpfr_init2(x, ORACLE_PREC);
    mpfr_set_q(x, q, MPFR_RNDN);
    oracle_dd out = dd_from_mpfr(x);
    mpfr_clear(x);
    return out;
}

long double oracle_q_ld(const mpq_t q) {
    mpfr_t x;
    mpfr_init2(x, ORACLE_PREC);
    mpfr_set_q(x, q, MPFR_RNDN);
    long double out = mpfr_get_ld(x, MPFR_RNDN);
    mpfr_clear(x);
    return out;
}

/* Determinant of an n x n matrix of rationals (n <= 4) by cofactor expansion along the
 * first row: slow, obviously right. */
static void det_q(mpq_t out, mpq_t m[4][4], int n) {
    if (n == 1) {
        mpq_set(out, m[0][0]);
        return;
    }
    mpq_t minor[4][4], sub, term;
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 4; j++)
            mpq_init(minor[i][j]);
    mpq_inits(sub, term, NULL);
    mpq_set_ui(out, 0, 1);
    for (int col = 0; col < n; col++) {
        for (int i = 1; i < n; i++)
            for (int j = 0, k = 0; j < n; j++)
                if (j != col)
                    mpq_set(minor[i - 1][k++], m[i][j]);
        det_q(sub, minor, n - 1);
        mpq_mul(term, m[0][col], sub);
        if (col % 2)
            mpq_sub(out, out, term);
        else
            mpq_add(out, out, term);
    }
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 4; j++)
            mpq_clear(minor[i][j]);
    mpq_clears(sub, term, NULL);
}

/* Sign of the determinant of the rows (p_i, 1), i < n, each p_i with n - 1 coordinates. */
static int homogeneous_det_sign(const double *const *p, int n) {
    mpq_t m[4][4], det;
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 4; j++)
            mpq_init(m[i][j]);
    mpq_init(det);
    for (int i = 0; i < n; i++) {
        for (int j = 0; j + 1 < n; j++)
            mpq_set_d(m[i][j], p[i][j]);
        mpq_set_ui(m[i][n - 1], 1, 1);
    }
    det_q(det, m, n);
    int s = mpq_sgn(det);
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 4; j++)
            mpq_clear(m[i][j]);
    mpq_clear(det);
    return s;
}

int oracle_orient2d(const double *a, const double *b, const double *c) {
    const double *p[3] = {a, b, c};
    return homogeneous_det_sign(p, 3);
}

int oracle_orient3d(const double *a, const double *b, const double *c, const double *d) {
    const double *p[4] = {a, b, c, d};
    return -homogeneous_det_sign(p, 4);
}

int oracle_dot_sign(int dim, const double *a, const double *b, const double *v) {
    mpq_t x, y, t;
    mpq_inits(x, y, t, NULL);
    for (int i = 0; i < dim; i++) {
        mpq_set_d(t, v[i]);
        mpq_set_d(y, a[i]);
        mpq_mul(y, y, t);
        mpq_add(x, x, y);
        mpq_set_d(y, b[i]);
        mpq_mul(y, y, t);
        mpq_sub(x, x, y);
    }
    int s = mpq_sgn(x);
    mpq_clears(x, y, t, NULL);
    return s;
}

int oracle_point_ball_sign(int dim, const double *p, const double *c, double r) {
    qvec P, C, m;
    mpq_t d2, rr;
    qvec_init(&P, dim);
    qvec_init(&C, dim);
    qvec_init(&m, dim);
    mpq_inits(d2, rr, NULL);
    qvec_set_d(&P, p);
    qvec_set_d(&C, c);
    qvec_sub(&m, &P, &C);
    qvec_dot(d2, &m, &m);
    mpq_set_d(rr, r);
    mpq_mul(rr, rr, rr);
    int s = mpq_cmp(d2, rr);
    mpq_clears(d2, rr, NULL);
    qvec_clear(&P);
    qvec_clear(&C);
    qvec_clear(&m);
    return s > 0 ? 1 : (s < 0 ? -1 : 0);
}

/* The component's exact origin and direction. */
static void component(oracle_kind kind, const double *a, const double *b, qvec *A, qvec *D) {
    qvec_set_d(A, a);
    qvec_set_d(D, b);
    if (kind == ORACLE_SEGMENT)
        qvec_sub(D, D, A);
}

int oracle_lin_ball_sign(oracle_kind kind, int dim, const double *a, const double *b,
                         const double *c, double r) {
    qvec A, D, C, m, q;
    mpq_t t, dd, md, d2, rr, lim;
    qvec_init(&A, dim);
    qvec_init(&D, dim);
    qvec_init(&C, dim);
    qvec_init(&m, dim);
    qvec_init(&q, dim);
    mpq_inits(t, dd, md, d2, rr, lim, NULL);

    component(kind, a, b, &A, &D);
    qvec_set_d(&C, c);
    qvec_sub(&m, &A, &C);
    /* Closest point: t = -(m.d) / (d.d), clamped to the component's range. */
    qvec_dot(dd, &D, &D);
    if (mpq_sgn(dd) == 0) {
        mpq_set_ui(t, 0, 1);
    } else {
        qvec_dot(md, &m, &D);
        mpq_div(t, md, dd);
        mpq_neg(t, t);
        if (kind != ORACLE_LINE && mpq_sgn(t) < 0)
            mpq_set_ui(t, 0, 1);
        mpq_set_ui(lim, 1, 1);
        if (kind == ORACLE_SEGMENT && mpq_cmp(t, lim) > 0)
            mpq_set(t, lim);
    }
    qvec_axpy(&q, &m, t, &D);
    qvec_dot(d2, &q, &q);
    mpq_set_d(rr, r);
    mpq_mul(rr, rr, rr);
    int s = mpq_cmp(d2, rr);

    mpq_clears(t, dd, md, d2, rr, lim, NULL);
    qvec_clear(&A);
    qvec_clear(&D);
    qvec_clear(&C);
    qvec_clear(&m);
    qvec_clear(&q);
    return s > 0 ? 1 : (s < 0 ? -1 : 0);
}

int oracle_lin_ball_crossings(oracle_kind kind, int dim, const double *a, const double *b,
                              const double *c, double r, oracle_crossing out[2], double *grazing) {
    qvec A, D, C, m;
    mpq_t qa, qb, qc, disc, tmp;
    int n = 0;
    qvec_init(&A, dim);
    qvec_init(&D, dim);
    qvec_init(&C, dim);
    qvec_init(&m, dim);
    mpq_inits(qa, qb, qc, disc, tmp, NULL);

    component(kind, a, b, &A, &D);
    qvec_set_d(&C, c);
    qvec_sub(&m, &A, &C);
    /* qa t^2 + 2 qb t + qc = 0 with qa = d.d, qb = m.d, qc = m.m - r^2. */
    qvec_dot(qa, &D, &D);
    qvec_dot(qb, &m, &D);
    qvec_dot(qc, &m, &m);
    mpq_set_d(tmp, r);
    mpq_mul(tmp, tmp, tmp);
    mpq_sub(qc, qc, tmp);
    mpq_mul(disc, qb, qb);
    mpq_mul(tmp, qa, qc);
    mpq_sub(disc, disc, tmp);
    *grazing = 0;
    if (mpq_sgn(qa) != 0 && mpq_sgn(disc) >= 0) {
        mpfr_t s, t, x, y;
        mpfr_inits2(ORACLE_PREC, s, t, x, y, (mpfr_ptr)0);
        mpfr_set_q(s, disc, MPFR_RNDN);
        mpfr_sqrt(s, s, MPFR_RNDN);
        mpfr_set_q(y, qa, MPFR_RNDN);
        n = mpq_sgn(disc) == 0 ? 1 : 2;
        for (int k = 0; k < 2; k++) {
            /* t = (-qb -/+ sqrt(disc)) / qa, then clamped to the component's range */
            mpfr_set_q(t, qb, MPFR_RNDN);
            mpfr_neg(t, t, MPFR_RNDN);
            if (k == 0)
                mpfr_sub(t, t, s, MPFR_RNDN);
            else
                mpfr_add(t, t, s, MPFR_RNDN);
            mpfr_div(t, t, y, MPFR_RNDN);
            if (kind != ORACLE_LINE && mpfr_sgn(t) < 0)
                mpfr_set_ui(t, 0, MPFR_RNDN);
            if (kind == ORACLE_SEGMENT && mpfr_cmp_ui(t, 1) > 0)
                mpfr_set_ui(t, 1, MPFR_RNDN);
            out[k].t = dd_from_mpfr(t);
            out[k].t_wide = mpfr_get_ld(t, MPFR_RNDN);
            for (int i = 0; i < dim; i++) {
                /* point = a + t d; normal = (point - c) / r */
                mpfr_set_q(x, D.c[i], MPFR_RNDN);
                mpfr_mul(x, x, t, MPFR_RNDN);
                mpfr_add_d(x, x, a[i], MPFR_RNDN);
                out[k].point[i] = mpfr_get_ld(x, MPFR_RNDN);
                mpfr_sub_d(x, x, c[i], MPFR_RNDN);
                if (r > 0)
                    mpfr_div_d(x, x, r, MPFR_RNDN);
                out[k].normal[i] = dd_from_mpfr(x);
            }
        }
        /* grazing = sqrt(disc / (qa r^2)) */
        mpq_set_d(tmp, r);
        mpq_mul(tmp, tmp, tmp);
        mpq_mul(tmp, tmp, qa);
        if (mpq_sgn(tmp) > 0) {
            mpq_div(tmp, disc, tmp);
            mpfr_set_q(x, tmp, MPFR_RNDN);
            mpfr_sqrt(x, x, MPFR_RNDN);
            *grazing = mpfr_get_d(x, MPFR_RNDN);
        }
        mpfr_clears(s, t, x, y, (mpfr_ptr)0);
    }
    mpq_clears(qa, qb, qc, disc, tmp, NULL);
    qvec_clear(&A);
    qvec_clear(&D);
    qvec_clear(&C);
    qvec_clear(&m);
    return n;
}

/* ---- Boxes ---------------------------------------------------------------------- */

/* x clamped to [lo, hi] (lo <= hi), in place. */
static void clamp_q(mpq_t x, const mpq_t lo, const mpq_t hi) {
    if (mpq_cmp(x, lo) < 0)
        mpq_set(x, lo);
    else if (mpq_cmp(x, hi) > 0)
        mpq_set(x, hi);
}

/* The AABB's closest point q to p and |q - p|^2. */
static void aabb_closest_q(int dim, const double *p, const double *lo, const double *hi, qvec *q,
                           mpq_t d2) {
    qvec P, L, H, diff;
    qvec_init(&P, dim);
    qvec_init(&L, dim);
    qvec_init(&H, dim);
    qvec_init(&diff, dim);
    qvec_set_d(&P, p);
    qvec_set_d(&L, lo);
    qvec_set_d(&H, hi);
    for (int i = 0; i < dim; i++) {
        mpq_set(q->c[i], P.c[i]);
        clamp_q(q->c[i], L.c[i], H.c[i]);
    }
    qvec_sub(&diff, q, &P);
    qvec_dot(d2, &diff, &diff);
    qvec_clear(&P);
    qvec_clear(&L);
    qvec_clear(&H);
    qvec_clear(&diff);
}

int oracle_ball_aabb_sign(int dim, const double *c, double r, const double *lo, const double *hi) {
    qvec q;
    mpq_t d2, rr;
    qvec_init(&q, dim);
    mpq_inits(d2, rr, NULL);
    aabb_closest_q(dim, c, lo, hi, &q, d2);
    mpq_set_d(rr, r);
    mpq_mul(rr, rr, rr);
    int s = mpq_cmp(d2, rr);
    mpq_clears(d2, rr, NULL);
    qvec_clear(&q);
    return s > 0 ? 1 : (s < 0 ? -1 : 0);
}

int oracle_point_aabb_location(int dim, const double *p, const double *lo, const double *hi) {
    mpq_t x, l, h;
    mpq_inits(x, l, h, NULL);
    bool out = false, in = true;
    for (int i = 0; i < dim; i++) {
        mpq_set_d(x, p[i]);
        mpq_set_d(l, lo[i]);
        mpq_set_d(h, hi[i]);
        out |= mpq_cmp(x, l) < 0 || mpq_cmp(x, h) > 0;
        in &= mpq_cmp(x, l) > 0 && mpq_cmp(x, h) < 0;
    }
    mpq_clears(x, l, h, NULL);
    return out ? 1 : (in ? -1 : 0);
}

/* The frame coordinates w_i = (p - center) . a_i, their clamps q_i to [-h_i, h_i] and
 * the closest point center + sum_i q_i a_i. */
typedef struct obb_q {
    mpq_t w[3], q[3], h[3];
    qvec point;
} obb_q;

static void obb_q_init(obb_q *o, int dim, const double *p, const double *center, double a[3][3],
                       const double *h) {
    qvec P, C, D, A;
    qvec_init(&P, dim);
    qvec_init(&C, dim);
    qvec_init(&D, dim);
    qvec_init(&A, dim);
    qvec_init(&o->point, dim);
    mpq_t neg, t;
    mpq_inits(neg, t, NULL);
    qvec_set_d(&P, p);
    qvec_set_d(&C, center);
    qvec_sub(&D, &P, &C);
    for (int i = 0; i < dim; i++)
        mpq_set(o->point.c[i], C.c[i]);
    for (int i = 0; i < 3; i++) {
        mpq_inits(o->w[i], o->q[i], o->h[i], NULL);
        if (i >= dim)
            continue;
        qvec_set_d(&A, a[i]);
        qvec_dot(o->w[i], &D, &A);
        mpq_set_d(o->h[i], h[i]);
        mpq_neg(neg, o->h[i]);
        mpq_set(o->q[i], o->w[i]);
        clamp_q(o->q[i], neg, o->h[i]);
        for (int j = 0; j < dim; j++) {
            mpq_mul(t, o->q[i], A.c[j]);
            mpq_add(o->point.c[j], o->point.c[j], t);
        }
    }
    mpq_clears(neg, t, NULL);
    qvec_clear(&P);
    qvec_clear(&C);
    qvec_clear(&D);
    qvec_clear(&A);
}

static void obb_q_clear(obb_q *o) {
    for (int i = 0; i < 3; i++)
        mpq_clears(o->w[i], o->q[i], o->h[i], NULL);
    qvec_clear(&o->point);
}

/* sum_i (w_i - q_i)^2 */
static void obb_q_dist_sq(const obb_q *o, int dim, mpq_t out) {
    mpq_t t;
    mpq_init(t);
    mpq_set_ui(out, 0, 1);
    for (int i = 0; i < dim; i++) {
        mpq_sub(t, o->w[i], o->q[i]);
        mpq_mul(t, t, t);
        mpq_add(out, out, t);
    }
    mpq_clear(t);
}

int oracle_ball_obb_sign(int dim, const double *c, double r, const double *center, double a[3][3],
                         const double *h) {
    obb_q o;
    mpq_t d2, rr;
    mpq_inits(d2, rr, NULL);
    obb_q_init(&o, dim, c, center, a, h);
    obb_q_dist_sq(&o, dim, d2);
    mpq_set_d(rr, r);
    mpq_mul(rr, rr, rr);
    int s = mpq_cmp(d2, rr);
    obb_q_clear(&o);
    mpq_clears(d2, rr, NULL);
    return s > 0 ? 1 : (s < 0 ? -1 : 0);
}

int oracle_point_obb_location(int dim, const double *p, const double *center, double a[3][3],
                              const double *h) {
    obb_q o;
    mpq_t aw;
    mpq_init(aw);
    obb_q_init(&o, dim, p, center, a, h);
    bool out = false, in = true;
    for (int i = 0; i < dim; i++) {
        mpq_abs(aw, o.w[i]);
        int s = mpq_cmp(aw, o.h[i]);
        out |= s > 0;
        in &= s < 0;
    }
    obb_q_clear(&o);
    mpq_clear(aw);
    return out ? 1 : (in ? -1 : 0);
}

void oracle_closest_aabb(int dim, const double *p, const double *lo, const double *hi,
                         long double q[3], long double *dist_sq) {
    qvec Q;
    mpq_t d2;
    qvec_init(&Q, dim);
    mpq_init(d2);
    aabb_closest_q(dim, p, lo, hi, &Q, d2);
    for (int i = 0; i < dim; i++)
        q[i] = oracle_q_ld(Q.c[i]);
    *dist_sq = oracle_q_ld(d2);
    mpq_clear(d2);
    qvec_clear(&Q);
}

void oracle_closest_obb(int dim, const double *p, const double *center, double a[3][3],
                        const double *h, long double q[3], long double *dist_sq,
                        long double *dist) {
    obb_q o;
    mpq_t d2;
    mpq_init(d2);
    obb_q_init(&o, dim, p, center, a, h);
    obb_q_dist_sq(&o, dim, d2);
    for (int i = 0; i < dim; i++)
        q[i] = oracle_q_ld(o.point.c[i]);
    *dist_sq = oracle_q_ld(d2);
    mpfr_t f;
    mpfr_init2(f, ORACLE_PREC);
    mpfr_set_q(f, d2, MPFR_RNDN);
    mpfr_sqrt(f, f, MPFR_RNDN);
    *dist = mpfr_get_ld(f, MPFR_RNDN);
    mpfr_clear(f);
    obb_q_clear(&o);
    mpq_clear(d2);
}

long oracle_cases_per_mode(void) {
    const char *env = getenv("ISECT_ORACLE_CASES");
    long n = env ? atol(env) : 20000;
    return n > 0 ? n : 20000;
}

uint64_t oracle_seed(void) {
    const char *env = getenv("ISECT_ORACLE_SEED");
    return env ? strtoull(env, NULL, 0) : 20261122u;
}

void oracle_print_header(void) {
    printf("| query                    | build  |     cases | disagreements | false hits | "
           "false misses | fall-through: uniform | adversarial |  err t | err pt |  err n |\n");
    printf("|--------------------------|--------|-----------|---------------|------------|"
           "--------------|-----------------------|-------------|--------|--------|--------|\n");
    fflush(stdout);
}

static void print_err(double e) {
    if (e < 0)
        printf("      - |");
    else
        printf(" %6.2f |", e);
}

void oracle_print_row(const oracle_row *row) {
    double rate[2];
    for (int m = 0; m < 2; m++)
        rate[m] =
            row->filtered[m] ? 100.0 * (double)row->fell_through[m] / (double)row->filtered[m] : 0;
    printf("| %-24s | %s | %9ld | %13ld | %10ld | %12ld |", row->query, oracle_build(), row->cases,
           row->disagreements, row->false_hits, row->false_misses);
    /* "-" where the row did not measure its filter */
    if (row->filtered[0])
        printf(" %20.4f%% |", rate[0]);
    else
        printf(" %21s |", "-");
    if (row->filtered[1])
        printf(" %10.2f%% |", rate[1]);
    else
        printf(" %11s |", "-");
    print_err(row->err_t);
    print_err(row->err_point);
    print_err(row->err_normal);
    printf("\n");
    fflush(stdout);
}

void oracle_closest_point(oracle_kind kind, int dim, const double *p, const double *a,
                          const double *b, oracle_closest *out) {
    qvec A, D, P, m, q;
    mpq_t t, dd, md, d2, one;
    mpfr_t x;
    qvec_init(&A, dim);
    qvec_init(&D, dim);
    qvec_init(&P, dim);
    qvec_init(&m, dim);
    qvec_init(&q, dim);
    mpq_inits(t, dd, md, d2, one, NULL);
    mpfr_init2(x, ORACLE_PREC);

    component(kind, a, b, &A, &D);
    qvec_set_d(&P, p);
    qvec_sub(&m, &P, &A);
    qvec_dot(dd, &D, &D);
    mpq_set_ui(t, 0, 1);
    mpq_set_ui(one, 1, 1);
    if (mpq_sgn(dd) != 0) {
        qvec_dot(md, &m, &D);
        mpq_div(t, md, dd);
        if (kind != ORACLE_LINE && mpq_sgn(t) < 0)
            mpq_set_ui(t, 0, 1);
        if (kind == ORACLE_SEGMENT && mpq_cmp(t, one) > 0)
            mpq_set(t, one);
    }
    out->t_sign = mpq_sgn(t);
    out->at_start = mpq_sgn(t) == 0;
    out->at_end = kind == ORACLE_SEGMENT && mpq_cmp(t, one) == 0;
    mpfr_set_q(x, t, MPFR_RNDN);
    out->t = dd_from_mpfr(x);
    out->t_wide = mpfr_get_ld(x, MPFR_RNDN);
    qvec_axpy(&q, &A, t, &D); /* the closest point */
    for (int i = 0; i < 3; i++) {
        out->point[i] = 0;
        if (i < dim) {
            mpfr_set_q(x, q.c[i], MPFR_RNDN);
            out->point[i] = mpfr_get_ld(x, MPFR_RNDN);
        }
    }
    qvec_sub(&q, &P, &q);
    qvec_dot(d2, &q, &q);
    out->on_component = mpq_sgn(d2) == 0;
    mpfr_set_q(x, d2, MPFR_RNDN);
    out->dist_sq = mpfr_get_ld(x, MPFR_RNDN);
    mpfr_sqrt(x, x, MPFR_RNDN);
    out->dist = mpfr_get_ld(x, MPFR_RNDN);

    mpfr_clear(x);
    mpq_clears(t, dd, md, d2, one, NULL);
    qvec_clear(&A);
    qvec_clear(&D);
    qvec_clear(&P);
    qvec_clear(&m);
    qvec_clear(&q);
}

/* ---- Point in polygon ------------------------------------------------------------ */

/* x = m 2^e with an integer m (|m| < 2^53); a zero gets a huge e so it never sets the
 * common exponent. */
static int integer_exponent(double x) {
    if (x == 0)
        return 1 << 20;
    int e;
    frexp(x, &e);
    return e - 53;
}

static void to_integer(mpz_t out, double x, int emin) {
    if (x == 0) {
        mpz_set_ui(out, 0);
        return;
    }
    int e;
    double f = frexp(x, &e);
    mpz_set_d(out, ldexp(f, 53)); /* an integer: f has at most 53 significant bits */
    mpz_mul_2exp(out, out, (mp_bitcnt_t)(e - 53 - emin));
}

/* n points of dim coordinates, plus p (may be NULL), as integers minus p (or as they
 * are), with one common exponent. out must hold n * dim initialised mpz_t. */
static void integer_points(int n, int dim, const double *pts, const double *p, mpz_t *out) {
    int emin = 1 << 20;
    for (int i = 0; i < n * dim; i++) {
        int e = integer_exponent(pts[i]);
        emin = e < emin ? e : emin;
    }
    for (int k = 0; p && k < dim; k++) {
        int e = integer_exponent(p[k]);
        emin = e < emin ? e : emin;
    }
    mpz_t q;
    mpz_init(q);
    for (int i = 0; i < n * dim; i++) {
        to_integer(out[i], pts[i], emin);
        if (p) {
            to_integer(q, p[i % dim], emin);
            mpz_sub(out[i], out[i], q);
        }
    }
    mpz_clear(q);
}

static mpz_t *zalloc(int count) {
    mpz_t *z = malloc(sizeof(mpz_t) * (size_t)count);
    for (int i = 0; i < count; i++)
        mpz_init(z[i]);
    return z;
}

static void zfree(mpz_t *z, int count) {
    for (int i = 0; i < count; i++)
        mpz_clear(z[i]);
    free(z);
}

/* The quadrant of (x, y) != 0, half-open: [0, 90), [90, 180), [180, 270), [270, 360). */
static int quadrant(const mpz_t x, const mpz_t y) {
    int sx = mpz_sgn(x), sy = mpz_sgn(y);
    if (sx > 0 && sy >= 0)
        return 0;
    if (sx <= 0 && sy > 0)
        return 1;
    if (sx < 0 && sy <= 0)
        return 2;
    return 3;
}

long oracle_winding_quadrants(int n, const double *xy, const double *p, bool *on_boundary) {
    mpz_t *v = zalloc(2 * n);
    mpz_t cross, dot, t;
    mpz_inits(cross, dot, t, NULL);
    integer_points(n, 2, xy, p, v);
    *on_boundary = false;
    long sum = 0;
    for (int i = 0; i < n && !*on_boundary; i++) {
        int j = (i + 1) % n;
        mpz_mul(cross, v[2 * i], v[2 * j + 1]);
        mpz_mul(t, v[2 * i + 1], v[2 * j]);
        mpz_sub(cross, cross, t);
        mpz_mul(dot, v[2 * i], v[2 * j]);
        mpz_mul(t, v[2 * i + 1], v[2 * j + 1]);
        mpz_add(dot, dot, t);
        if (mpz_sgn(cross) == 0 && mpz_sgn(dot) <= 0) {
            *on_boundary = true;
            break;
        }
        int d = (quadrant(v[2 * j], v[2 * j + 1]) - quadrant(v[2 * i], v[2 * i + 1]) + 4) % 4;
        if (d == 1)
            sum += 1;
        else if (d == 3)
            sum -= 1;
        else if (d == 2)
            sum += mpz_sgn(cross) > 0 ? 2 : -2;
    }
    mpz_clears(cross, dot, t, NULL);
    zfree(v, 2 * n);
    if (*on_boundary)
        return 0;
    if (sum % 4 != 0) {
        fprintf(stderr, "oracle_winding_quadrants: quadrant sum %ld is not a multiple of 4\n", sum);
        abort();
    }
    return sum / 4;
}

long oracle_winding_ray(int n, const double *xy, const double *p) {
    mpz_t *v = zalloc(2 * n);
    mpz_t *cr = zalloc(n), *dt = zalloc(n);
    mpz_t t, u, dx, dy;
    mpz_inits(t, u, dx, dy, NULL);
    integer_points(n, 2, xy, p, v);
    /* Directions (3 + 7k, 1 + 2k) are pairwise non-parallel, so at most n of them meet a
     * vertex (p itself is not a vertex): one of the first n + 1 misses them all. */
    for (long k = 0;; k++) {
        mpz_set_si(dx, 3 + 7 * k);
        mpz_set_si(dy, 1 + 2 * k);
        if (k % 2)
            mpz_neg(dx, dx);
        bool clear = true;
        for (int i = 0; i < n; i++) { /* cr = d x v, dt = d . v */
            mpz_mul(cr[i], dx, v[2 * i + 1]);
            mpz_mul(t, dy, v[2 * i]);
            mpz_sub(cr[i], cr[i], t);
            mpz_mul(dt[i], dx, v[2 * i]);
            mpz_mul(t, dy, v[2 * i + 1]);
            mpz_add(dt[i], dt[i], t);
            clear &= mpz_sgn(cr[i]) != 0;
        }
        if (clear)
            break;
    }
    long w = 0;
    for (int i = 0; i < n; i++) {
        int j = (i + 1) % n;
        int si = mpz_sgn(cr[i]), sj = mpz_sgn(cr[j]);
        if (si == sj)
            continue;
        /* The edge meets the ray's line at c = v_i + s (v_j - v_i), s = cr_i / (cr_i - cr_j);
         * (d . c)(cr_i - cr_j) = cr_i dt_j - cr_j dt_i, and c is on the ray iff d . c > 0. */
        mpz_mul(t, cr[i], dt[j]);
        mpz_mul(u, cr[j], dt[i]);
        mpz_sub(t, t, u);
        int side = mpz_sgn(t) * (si - sj > 0 ? 1 : -1);
        if (side > 0)
            w += sj > si ? 1 : -1; /* right to left of the ray: counterclockwise */
    }
    mpz_clears(t, u, dx, dy, NULL);
    zfree(dt, n);
    zfree(cr, n);
    zfree(v, 2 * n);
    return w;
}

/* (b - a) x (c - a) == 0 on integer points of 3 coordinates. */
static bool zero_cross3(mpz_t *a, mpz_t *b, mpz_t *c) {
    mpz_t d1[3], d2[3], x, y;
    mpz_inits(x, y, NULL);
    for (int k = 0; k < 3; k++) {
        mpz_init(d1[k]);
        mpz_init(d2[k]);
        mpz_sub(d1[k], b[k], a[k]);
        mpz_sub(d2[k], c[k], a[k]);
    }
    bool zero = true;
    for (int k = 0; k < 3; k++) {
        int i = (k + 1) % 3, j = (k + 2) % 3;
        mpz_mul(x, d1[i], d2[j]);
        mpz_mul(y, d1[j], d2[i]);
        zero &= mpz_cmp(x, y) == 0;
    }
    for (int k = 0; k < 3; k++) {
        mpz_clear(d1[k]);
        mpz_clear(d2[k]);
    }
    mpz_clears(x, y, NULL);
    return zero;
}

bool oracle_collinear3(int n, const double *xyz) {
    mpz_t *v = zalloc(3 * n);
    integer_points(n, 3, xyz, NULL, v);
    /* Collinear iff every point lies on the line through v_0 and some v_b != v_0 (or all
     * points are equal). */
    int b = -1;
    for (int i = 1; i < n && b < 0; i++)
        for (int k = 0; k < 3; k++)
            if (mpz_cmp(v[3 * i + k], v[k]) != 0)
                b = i;
    bool collinear = true;
    for (int c = 0; b >= 0 && c < n && collinear; c++)
        collinear = zero_cross3(&v[0], &v[3 * b], &v[3 * c]);
    zfree(v, 3 * n);
    return collinear;
}

bool oracle_on_segment3(const double *a, const double *b, const double *p) {
    double pts[6] = {a[0], a[1], a[2], b[0], b[1], b[2]};
    mpz_t *v = zalloc(6), *o = zalloc(3), dot, t;
    mpz_inits(dot, t, NULL);
    integer_points(2, 3, pts, p, v);        /* a - p, b - p */
    bool on = zero_cross3(o, &v[0], &v[3]); /* (a - p) x (b - p) == 0 */
    mpz_set_ui(dot, 0);
    for (int k = 0; k < 3; k++) {
        mpz_mul(t, v[k], v[3 + k]);
        mpz_add(dot, dot, t);
    }
    on = on && mpz_sgn(dot) <= 0;
    mpz_clears(dot, t, NULL);
    zfree(o, 3);
    zfree(v, 6);
    return on;
}

int oracle_clear_axis3(int n, const double *xyz) {
    mpz_t *v = zalloc(3 * n);
    mpz_t N[3], P, M, t, u;
    for (int k = 0; k < 3; k++)
        mpz_init(N[k]);
    mpz_inits(P, M, t, u, NULL);
    integer_points(n, 3, xyz, NULL, v);
    for (int i = 0; i < 3 * n; i++) { /* M = the largest |coordinate| */
        mpz_abs(t, v[i]);
        if (mpz_cmp(t, M) > 0)
            mpz_set(M, t);
    }
    for (int i = 3 * n - 1; i >= 0; i--) /* differences from v_0 */
        mpz_sub(v[i], v[i], v[i % 3]);
    for (int i = 0; i < n; i++) {
        int j = (i + 1) % n;
        for (int k = 0; k < 3; k++) { /* ((v_i - v_0) x (v_j - v_0))_k */
            int a = (k + 1) % 3, b = (k + 2) % 3;
            mpz_mul(t, v[3 * i + a], v[3 * j + b]);
            mpz_mul(u, v[3 * i + b], v[3 * j + a]);
            mpz_add(N[k], N[k], t);
            mpz_sub(N[k], N[k], u);
            mpz_abs(t, t);
            mpz_abs(u, u);
            mpz_add(P, P, t);
            mpz_add(P, P, u);
        }
    }
    /* Clear: the gap beats 2^-30 of the terms' total (relative rounding) and 2^-900 of
     * M^2 (products that underflow after the library scales the largest coordinate to
     * about 1). */
    mpz_mul(M, M, M);
    int axis = -1;
    for (int k = 0; k < 3 && axis < 0; k++) {
        bool clear = true;
        for (int j = 0; j < 3; j++) {
            if (j == k)
                continue;
            mpz_abs(t, N[k]);
            mpz_abs(u, N[j]);
            mpz_sub(t, t, u);
            mpz_mul_2exp(u, t, 900);
            mpz_mul_2exp(t, t, 30);
            clear &= mpz_cmp(t, P) > 0 && mpz_cmp(u, M) > 0;
        }
        if (clear)
            axis = k;
    }
    for (int k = 0; k < 3; k++)
        mpz_clear(N[k]);
    mpz_clears(P, M, t, u, NULL);
    zfree(v, 3 * n);
    return axis;
}
