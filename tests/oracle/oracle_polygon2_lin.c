/* The exact reference for lines, rays and segments against a polygon in the plane; see
 * oracle_polygon2_lin.h. */
#include "oracle/oracle_polygon2_lin.h"

#include <gmp.h>
#include <math.h>
#include <stdlib.h>

#include "oracle/oracle_segment2.h"

#define MAX_V 64
#define MAX_PLACES (2 * MAX_V + 4)

static int quadrant(const mpz_t x, const mpz_t y) {
    return mpz_sgn(x) > 0 && mpz_sgn(y) >= 0   ? 0
           : mpz_sgn(x) <= 0 && mpz_sgn(y) > 0 ? 1
           : mpz_sgn(x) < 0 && mpz_sgn(y) <= 0 ? 2
                                               : 3;
}

/* x q as an integer, for a q that every denominator divides. */
static void scaled_int(mpz_t out, const mpq_t x, const mpz_t q, mpz_t tmp) {
    mpz_divexact(tmp, q, mpq_denref(x));
    mpz_mul(out, mpq_numref(x), tmp);
}

/* Where the rational point p lies: 2 on an edge, 1 inside by the rule, 0 outside. Every
 * coordinate is multiplied by one common denominator q (which changes no sign), so the
 * work is in integers. The quadrant method: each edge moves the quadrant of v - p by 0,
 * +-1 or +-2, the last resolved by the sign of (u - p) x (w - p); on an edge when that
 * cross product is 0 and (u - p) . (w - p) <= 0. */
static int locate_q(int n, qvec *v, const qvec *p, bool even_odd) {
    mpz_t q, tmp, px, py, ux, uy, wx, wy, c, s, t;
    mpz_inits(q, tmp, px, py, ux, uy, wx, wy, c, s, t, NULL);
    mpz_mul(q, mpq_denref(p->c[0]), mpq_denref(p->c[1]));
    size_t e = 0;
    for (int i = 0; i < n; i++)
        for (int k = 0; k < 2; k++) {
            size_t b = mpz_sizeinbase(mpq_denref(v[i].c[k]), 2) - 1; /* a power of two */
            e = b > e ? b : e;
        }
    mpz_mul_2exp(q, q, e);
    scaled_int(px, p->c[0], q, tmp);
    scaled_int(py, p->c[1], q, tmp);
    long sum = 0;
    int where = -1;
    scaled_int(wx, v[0].c[0], q, tmp);
    scaled_int(wy, v[0].c[1], q, tmp);
    mpz_sub(wx, wx, px);
    mpz_sub(wy, wy, py);
    for (int i = 0; i < n; i++) {
        mpz_swap(ux, wx);
        mpz_swap(uy, wy);
        scaled_int(wx, v[(i + 1) % n].c[0], q, tmp);
        scaled_int(wy, v[(i + 1) % n].c[1], q, tmp);
        mpz_sub(wx, wx, px);
        mpz_sub(wy, wy, py);
        mpz_mul(c, ux, wy);
        mpz_mul(t, uy, wx);
        mpz_sub(c, c, t);
        mpz_mul(s, ux, wx);
        mpz_mul(t, uy, wy);
        mpz_add(s, s, t);
        if (mpz_sgn(c) == 0 && mpz_sgn(s) <= 0) {
            where = 2;
            break;
        }
        int dq = (quadrant(wx, wy) - quadrant(ux, uy) + 4) % 4;
        sum += dq == 1 ? 1 : dq == 3 ? -1 : dq == 2 ? (mpz_sgn(c) > 0 ? 2 : -2) : 0;
    }
    if (where < 0) {
        long wn = sum / 4;
        where = even_odd ? wn % 2 != 0 : wn != 0;
    }
    mpz_clears(q, tmp, px, py, ux, uy, wx, wy, c, s, t, NULL);
    return where;
}

static int cmp_q(const void *x, const void *y) {
    return mpq_cmp((mpq_srcptr)x, (mpq_srcptr)y);
}

oracle_poly2_lin oracle_poly2_lin_find(oracle_kind kind, const double *a, const double *b, int n,
                                       const double *v, bool even_odd) {
    oracle_poly2_lin out = {0};
    out.exact_point[0] = out.exact_point[1] = -1;
    if (n > MAX_V)
        abort();
    qvec V[MAX_V], A, D, X, U, E, W;
    for (int i = 0; i < n; i++) {
        qvec_init(&V[i], 2);
        qvec_set_d(&V[i], v + 2 * i);
    }
    qvec *all[] = {&A, &D, &X, &U, &E, &W};
    for (int i = 0; i < 6; i++)
        qvec_init(all[i], 2);
    qvec_set_d(&A, a);
    qvec_set_d(&D, b);
    if (kind == ORACLE_SEGMENT)
        qvec_sub(&D, &D, &A);
    mpq_t t[MAX_PLACES], c, s, den;
    int places = 2 * n + 2;
    for (int i = 0; i < places; i++)
        mpq_init(t[i]);
    mpq_inits(c, s, den, NULL);

    bool point = mpq_sgn(D.c[0]) == 0 && mpq_sgn(D.c[1]) == 0;
    bool collinear = true; /* all vertices on one line: each on the line of v0 and the
                              first vertex apart from it */
    int far = 0;
    for (int i = 1; i < n && far == 0; i++)
        if (!mpq_equal(V[i].c[0], V[0].c[0]) || !mpq_equal(V[i].c[1], V[0].c[1]))
            far = i;
    if (far > 0) {
        qvec_sub(&U, &V[far], &V[0]);
        for (int j = far + 1; j < n && collinear; j++) {
            qvec_sub(&W, &V[j], &V[0]);
            oracle_cross2_q(c, &U, &W);
            collinear = mpq_sgn(c) == 0;
        }
    }
    out.degenerate = point || collinear;
    int first = -1, last = -1, m = 0;
    bool interior = false;
    if (point) {
        int where = locate_q(n, V, &A, even_odd);
        out.hit = where != 0;
        out.started_inside = out.ended_inside = where == 1;
        out.count = where == 1 ? 0 : 1;
        out.touching = where == 2;
        out.exact_point[0] = out.exact_point[1] = 0;
    } else {
        /* the places: every meeting of the line with an edge, and the range's ends */
        for (int i = 0; i < n; i++) {
            qvec *u = &V[i], *w = &V[(i + 1) % n];
            qvec_sub(&U, u, &A);
            qvec_sub(&W, w, &A);
            qvec_sub(&E, w, u);
            oracle_cross2_q(c, &D, &U);
            oracle_cross2_q(s, &D, &W);
            if (mpq_sgn(c) == 0)
                oracle_param2_q(t[m++], u, &A, &D);
            if (mpq_sgn(s) == 0)
                oracle_param2_q(t[m++], w, &A, &D);
            if (mpq_sgn(c) * mpq_sgn(s) < 0) {
                oracle_cross2_q(t[m], &U, &E);
                oracle_cross2_q(den, &D, &E);
                mpq_div(t[m], t[m], den);
                m++;
            }
        }
        if (kind != ORACLE_LINE)
            mpq_set_ui(t[m++], 0, 1);
        if (kind == ORACLE_SEGMENT)
            mpq_set_ui(t[m++], 1, 1);
        qsort(t, (size_t)m, sizeof t[0], cmp_q);
        int k = 0; /* dedupe, and clip to the range */
        for (int i = 0; i < m; i++) {
            if (kind != ORACLE_LINE && mpq_sgn(t[i]) < 0)
                continue;
            if (kind == ORACLE_SEGMENT && mpq_cmp_ui(t[i], 1, 1) > 0)
                continue;
            if (k > 0 && mpq_equal(t[k - 1], t[i]))
                continue;
            mpq_set(t[k++], t[i]);
        }
        m = k;
        /* the first place in the region, then every gap after it while in the region */
        for (int i = 0; i < m && first < 0; i++) {
            qvec_axpy(&X, &A, t[i], &D);
            if (locate_q(n, V, &X, even_odd) != 0)
                first = i;
        }
        if (first >= 0) {
            out.hit = true;
            last = first;
            while (last + 1 < m) {
                mpq_add(c, t[last], t[last + 1]);
                mpq_div_2exp(c, c, 1);
                qvec_axpy(&X, &A, c, &D);
                int where = locate_q(n, V, &X, even_odd);
                if (where == 0)
                    break;
                interior |= where == 1;
                last++;
            }
        }
    }
    if (!point && out.hit) {
        mpq_set(c, t[first]);
        mpq_set(s, t[last]);
        mpq_set(t[0], c);
        mpq_set(t[1], s);
        if (kind != ORACLE_LINE) {
            out.started_inside = mpq_sgn(t[0]) == 0 && locate_q(n, V, &A, even_odd) == 1;
            if (kind == ORACLE_SEGMENT && mpq_cmp_ui(t[1], 1, 1) == 0) {
                qvec_axpy(&X, &A, t[1], &D);
                out.ended_inside = locate_q(n, V, &X, even_odd) == 1;
            }
        }
        bool one = mpq_equal(t[0], t[1]);
        out.touching = one || !interior;
        out.count = one ? 1 : !interior ? -1 : 2 - out.started_inside - out.ended_inside;
        for (int k = 0; k < 2; k++) {
            if (kind != ORACLE_LINE && mpq_sgn(t[k]) == 0)
                out.exact_point[k] = 0;
            else if (kind == ORACLE_SEGMENT && mpq_cmp_ui(t[k], 1, 1) == 0)
                out.exact_point[k] = 1;
            else {
                qvec_axpy(&X, &A, t[k], &D);
                for (int i = 0; i < n && out.exact_point[k] < 0; i++)
                    if (mpq_equal(X.c[0], V[i].c[0]) && mpq_equal(X.c[1], V[i].c[1]))
                        out.exact_point[k] = 2 + i;
            }
        }
        /* the normal: the lowest edge of non-zero length, not on the line, through X(t0) */
        if (!out.started_inside) {
            qvec_axpy(&X, &A, t[0], &D);
            for (int i = 0; i < n && !out.has_normal; i++) {
                qvec *u = &V[i], *w = &V[(i + 1) % n];
                qvec_sub(&E, w, u);
                qvec_sub(&U, u, &A);
                qvec_sub(&W, w, &A);
                if (mpq_sgn(E.c[0]) == 0 && mpq_sgn(E.c[1]) == 0)
                    continue;
                oracle_cross2_q(c, &D, &U);
                oracle_cross2_q(s, &D, &W);
                if (mpq_sgn(c) == 0 && mpq_sgn(s) == 0)
                    continue;
                qvec_sub(&U, u, &X);
                qvec_sub(&W, w, &X);
                oracle_cross2_q(c, &U, &W);
                qvec_dot(s, &U, &W);
                if (mpq_sgn(c) == 0 && mpq_sgn(s) <= 0) {
                    out.has_normal = true;
                    oracle_facing_normal2_q(&E, &D, out.normal);
                }
            }
        }
    }
    if (!out.hit) {
        mpq_set_ui(t[0], 0, 1);
        mpq_set_ui(t[1], 0, 1);
    } else if (point) {
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
    long double dmax = fmaxl(fabsl(oracle_q_ld(D.c[0])), fabsl(oracle_q_ld(D.c[1])));
    out.scale = fmaxl(fabsl((long double)a[0]), fabsl((long double)a[1])) + tmax * dmax;
    for (int i = 0; i < places; i++)
        mpq_clear(t[i]);
    mpq_clears(c, s, den, NULL);
    for (int i = 0; i < 6; i++)
        qvec_clear(all[i]);
    for (int i = 0; i < n; i++)
        qvec_clear(&V[i]);
    return out;
}
