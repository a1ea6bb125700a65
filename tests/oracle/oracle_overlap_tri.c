/* The exact overlap answers against a triangle; see oracle_overlap_tri.h. */
#include "oracle/oracle_overlap_tri.h"

#include <gmp.h>
#include <stdlib.h>

/* ---- Two triangles: linear programming by vertex enumeration ---------------------------
 * Unknowns x = (l1, l2, m1, m2): the point a0 + l1 (a1 - a0) + l2 (a2 - a0) of a equals
 * b0 + m1 (b1 - b0) + m2 (b2 - b0) of b (three equations E x = e), with l1, l2 >= 0,
 * l1 + l2 <= 1 and the same for m (six inequalities). The set of solutions is bounded (the
 * unknowns lie in two simplices), so it is empty or has a vertex: a point where the
 * equations and the tight inequalities have rank 4. With r = rank E, some 4 - r tight
 * inequalities complete E's rows to rank 4, and the vertex is the unique solution of
 * those equations: enumerating every choice of 4 - r inequalities (as equations), solving
 * when the square system is regular and checking all six inequalities finds a point
 * exactly when there is one. */

enum { UNKNOWNS = 4, COLS = 5 };

typedef mpq_t row_q[COLS];

/* Gauss-Jordan elimination of rows m[0..n-1] (four unknowns, then the right side): the rank,
 * and *consistent false when a row reduces to 0 = non-zero. Pivot rows come first, each
 * with a 1 in its pivot column. */
static int gauss(row_q *m, int n, bool *consistent, mpq_t f, mpq_t t) {
    int rank = 0;
    for (int col = 0; col < UNKNOWNS && rank < n; col++) {
        int piv = -1;
        for (int r = rank; r < n && piv < 0; r++)
            if (mpq_sgn(m[r][col]) != 0)
                piv = r;
        if (piv < 0)
            continue;
        for (int c = 0; c < COLS; c++)
            mpq_swap(m[piv][c], m[rank][c]);
        mpq_inv(f, m[rank][col]);
        for (int c = 0; c < COLS; c++)
            mpq_mul(m[rank][c], m[rank][c], f);
        for (int r = 0; r < n; r++) {
            if (r == rank || mpq_sgn(m[r][col]) == 0)
                continue;
            mpq_set(f, m[r][col]);
            for (int c = 0; c < COLS; c++) {
                mpq_mul(t, f, m[rank][c]);
                mpq_sub(m[r][c], m[r][c], t);
            }
        }
        rank++;
    }
    *consistent = true;
    for (int r = rank; r < n; r++)
        if (mpq_sgn(m[r][UNKNOWNS]) != 0)
            *consistent = false;
    return rank;
}

/* Inequality i as a row g . x <= g0 (its tight form g . x = g0). */
static void inequality(int i, row_q out) {
    for (int c = 0; c < COLS; c++)
        mpq_set_ui(out[c], 0, 1);
    int base = i < 3 ? 0 : 2, k = i % 3;
    if (k < 2) { /* -x <= 0 */
        mpq_set_si(out[base + k], -1, 1);
    } else { /* x_base + x_base+1 <= 1 */
        mpq_set_ui(out[base], 1, 1);
        mpq_set_ui(out[base + 1], 1, 1);
        mpq_set_ui(out[UNKNOWNS], 1, 1);
    }
}

/* Does x satisfy every inequality? */
static bool feasible(mpq_t *x, mpq_t t) {
    for (int k = 0; k < UNKNOWNS; k++)
        if (mpq_sgn(x[k]) < 0)
            return false;
    for (int base = 0; base < UNKNOWNS; base += 2) {
        mpq_add(t, x[base], x[base + 1]);
        if (mpq_cmp_ui(t, 1, 1) > 0)
            return false;
    }
    return true;
}

static void rows_init(row_q *m, int n) {
    for (int r = 0; r < n; r++)
        for (int c = 0; c < COLS; c++)
            mpq_init(m[r][c]);
}

static void rows_clear(row_q *m, int n) {
    for (int r = 0; r < n; r++)
        for (int c = 0; c < COLS; c++)
            mpq_clear(m[r][c]);
}

bool oracle_tri_tri(double a[3][3], double b[3][3]) {
    for (int i = 0; i < 3; i++) { /* bounding boxes apart on an axis: no common point */
        double alo = a[0][i], ahi = a[0][i], blo = b[0][i], bhi = b[0][i];
        for (int k = 1; k < 3; k++) {
            alo = a[k][i] < alo ? a[k][i] : alo;
            ahi = a[k][i] > ahi ? a[k][i] : ahi;
            blo = b[k][i] < blo ? b[k][i] : blo;
            bhi = b[k][i] > bhi ? b[k][i] : bhi;
        }
        if (ahi < blo || bhi < alo)
            return false;
    }
    row_q E[3], M[UNKNOWNS];
    rows_init(E, 3);
    rows_init(M, UNKNOWNS);
    mpq_t f, p, q, x[UNKNOWNS];
    mpq_inits(f, p, q, NULL);
    for (int k = 0; k < UNKNOWNS; k++)
        mpq_init(x[k]);
    for (int i = 0; i < 3; i++) {
        for (int j = 0; j < 2; j++) { /* l_j (a_j+1 - a0)_i - m_j (b_j+1 - b0)_i */
            mpq_set_d(p, a[j + 1][i]);
            mpq_set_d(q, a[0][i]);
            mpq_sub(E[i][j], p, q);
            mpq_set_d(p, b[0][i]);
            mpq_set_d(q, b[j + 1][i]);
            mpq_sub(E[i][2 + j], p, q);
        }
        mpq_set_d(p, b[0][i]);
        mpq_set_d(q, a[0][i]);
        mpq_sub(E[i][UNKNOWNS], p, q);
    }
    bool consistent, found = false;
    int r = gauss(E, 3, &consistent, f, p);
    int need = UNKNOWNS - r;
    for (unsigned set = 0; set < 64 && consistent && !found; set++) {
        if (__builtin_popcount(set) != need)
            continue;
        int n = 0;
        for (; n < r; n++)
            for (int c = 0; c < COLS; c++)
                mpq_set(M[n][c], E[n][c]);
        for (int i = 0; i < 6; i++)
            if (set >> i & 1)
                inequality(i, M[n++]);
        bool ok;
        if (gauss(M, UNKNOWNS, &ok, f, p) < UNKNOWNS)
            continue;
        for (int k = 0; k < UNKNOWNS; k++)
            mpq_set(x[k], M[k][UNKNOWNS]);
        found = feasible(x, f);
    }
    for (int k = 0; k < UNKNOWNS; k++)
        mpq_clear(x[k]);
    mpq_clears(f, p, q, NULL);
    rows_clear(E, 3);
    rows_clear(M, UNKNOWNS);
    return found;
}

/* ---- A box against a triangle: clipping ---------------------------------------------------
 * A clip by the closed half-space f(x) <= 0 (f affine) keeps each point with f <= 0 and
 * adds the crossing P + (Q - P) f(P) / (f(P) - f(Q)) of each edge PQ of the cyclic list
 * whose ends lie strictly on opposite sides: the vertices of conv(list) n half-space, in
 * cyclic order (a collinear list, traversed back and forth, still covers its hull). */

enum { MAX_POINTS = 24 };

typedef struct poly_q {
    int n;
    mpq_t p[MAX_POINTS][3];
} poly_q;

static poly_q *poly_new(void) {
    poly_q *s = malloc(sizeof *s);
    if (!s)
        abort();
    s->n = 0;
    for (int i = 0; i < MAX_POINTS; i++)
        for (int k = 0; k < 3; k++)
            mpq_init(s->p[i][k]);
    return s;
}

static void poly_free(poly_q *s) {
    for (int i = 0; i < MAX_POINTS; i++)
        for (int k = 0; k < 3; k++)
            mpq_clear(s->p[i][k]);
    free(s);
}

/* The half-space f(x) = n . x - d <= 0. */
typedef struct half_q {
    mpq_t n[3], d;
} half_q;

static void value(mpq_t out, const half_q *h, mpq_t *const x, mpq_t t) {
    mpq_set_ui(out, 0, 1);
    for (int k = 0; k < 3; k++) {
        mpq_mul(t, h->n[k], x[k]);
        mpq_add(out, out, t);
    }
    mpq_sub(out, out, h->d);
}

/* in clipped by h into out. */
static void clip(poly_q *in, const half_q *h, poly_q *out) {
    mpq_t fp, fq, t, s;
    mpq_inits(fp, fq, t, s, NULL);
    out->n = 0;
    for (int i = 0; i < in->n; i++) {
        mpq_t *P = in->p[i], *Q = in->p[(i + 1) % in->n];
        value(fp, h, P, t);
        value(fq, h, Q, t);
        if (mpq_sgn(fp) <= 0) {
            for (int k = 0; k < 3; k++)
                mpq_set(out->p[out->n][k], P[k]);
            out->n++;
        }
        if (mpq_sgn(fp) * mpq_sgn(fq) < 0) {
            mpq_sub(s, fp, fq);
            mpq_div(s, fp, s); /* f(P) / (f(P) - f(Q)) */
            for (int k = 0; k < 3; k++) {
                mpq_sub(t, Q[k], P[k]);
                mpq_mul(t, t, s);
                mpq_add(out->p[out->n][k], P[k], t);
            }
            out->n++;
        }
        if (out->n > MAX_POINTS - 2)
            abort();
    }
    mpq_clears(fp, fq, t, s, NULL);
}

/* Clips t by the six half-spaces and says whether anything is left. */
static bool clip_all(double t[3][3], half_q *hs) {
    poly_q *cur = poly_new(), *next = poly_new();
    cur->n = 3;
    for (int i = 0; i < 3; i++)
        for (int k = 0; k < 3; k++)
            mpq_set_d(cur->p[i][k], t[i][k]);
    for (int j = 0; j < 6 && cur->n > 0; j++) {
        clip(cur, &hs[j], next);
        poly_q *swap = cur;
        cur = next;
        next = swap;
    }
    bool left = cur->n > 0;
    poly_free(cur);
    poly_free(next);
    return left;
}

static void halves_init(half_q *hs) {
    for (int j = 0; j < 6; j++) {
        for (int k = 0; k < 3; k++)
            mpq_init(hs[j].n[k]);
        mpq_init(hs[j].d);
    }
}

static void halves_clear(half_q *hs) {
    for (int j = 0; j < 6; j++) {
        for (int k = 0; k < 3; k++)
            mpq_clear(hs[j].n[k]);
        mpq_clear(hs[j].d);
    }
}

bool oracle_aabb_tri(const double *lo, const double *hi, double t[3][3]) {
    half_q hs[6];
    halves_init(hs);
    for (int k = 0; k < 3; k++) { /* x_k <= hi_k and -x_k <= -lo_k */
        mpq_set_ui(hs[2 * k].n[k], 1, 1);
        mpq_set_d(hs[2 * k].d, hi[k]);
        mpq_set_si(hs[2 * k + 1].n[k], -1, 1);
        mpq_set_d(hs[2 * k + 1].d, -lo[k]);
    }
    bool meets = clip_all(t, hs);
    halves_clear(hs);
    return meets;
}

bool oracle_obb_tri(const double *c, double a[3][3], const double *h, double t[3][3]) {
    half_q hs[6];
    halves_init(hs);
    mpq_t x, y;
    mpq_inits(x, y, NULL);
    for (int i = 0; i < 3; i++) { /* a_i . x <= a_i . c + h_i and -a_i . x <= -a_i . c + h_i */
        mpq_set_ui(x, 0, 1);
        for (int k = 0; k < 3; k++) {
            mpq_set_d(hs[2 * i].n[k], a[i][k]);
            mpq_neg(hs[2 * i + 1].n[k], hs[2 * i].n[k]);
            mpq_set_d(y, c[k]);
            mpq_mul(y, y, hs[2 * i].n[k]);
            mpq_add(x, x, y);
        }
        mpq_set_d(y, h[i]);
        mpq_add(hs[2 * i].d, x, y);
        mpq_sub(hs[2 * i + 1].d, y, x);
    }
    bool meets = clip_all(t, hs);
    mpq_clears(x, y, NULL);
    halves_clear(hs);
    return meets;
}
