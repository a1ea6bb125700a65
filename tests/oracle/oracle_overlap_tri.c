/* The exact overlap answers against a triangle; see oracle_overlap_tri.h. */
#include "oracle/oracle_overlap_tri.h"

#include "oracle/oracle.h"

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

/* ---- What two triangles share: clipping, then the corners ------------------------------
 * One triangle T as a closed polygon (cyclic list; collinear ones included) clipped by
 * closed half-spaces whose intersection is the other triangle S:
 * - S non-degenerate, normal N: N . x <= N . s0 and -N . x <= -N . s0 (its plane), and
 *   for each edge e_j = s_j+1 - s_j the inner side (N x e_j) . (x - s_j) >= 0;
 * - S a segment u v (d = v - u): d . (x - u) >= 0, d . (x - v) <= 0, and two planes
 *   through the line, normals m1 = d x e_a (e_a the unit axis where |d_a| is least, so
 *   m1 != 0) and m2 = d x m1, each as two half-spaces;
 * - S a point: x_k <= s_k and -x_k <= -s_k.
 * T is the non-degenerate one when there is one. The list left is on the boundary of the
 * common set and holds its corners; the corners are the points of the list that are
 * neither repeated nor strictly between two others on a line. Order: a polygon counter-
 * clockwise about Na (the others sorted about one corner by the sign of
 * Na . ((p - c) x (q - c)), a total order for points in convex position seen from one of
 * them); a segment along Na x Nb when both normals are non-zero and the triangles are not
 * coplanar, else in (x, y, z) order. Coplanar: the differences of the six vertices from
 * the first have rank <= 2. */

typedef mpq_t qpt[3];

static void q_sub(qpt out, mpq_t *const a, mpq_t *const b) {
    for (int k = 0; k < 3; k++)
        mpq_sub(out[k], a[k], b[k]);
}

static void q_cross(qpt out, mpq_t *const a, mpq_t *const b, mpq_t t) {
    for (int k = 0; k < 3; k++) {
        int i = (k + 1) % 3, j = (k + 2) % 3;
        mpq_mul(out[k], a[i], b[j]);
        mpq_mul(t, a[j], b[i]);
        mpq_sub(out[k], out[k], t);
    }
}

static void q_dot(mpq_t out, mpq_t *const a, mpq_t *const b, mpq_t t) {
    mpq_set_ui(out, 0, 1);
    for (int k = 0; k < 3; k++) {
        mpq_mul(t, a[k], b[k]);
        mpq_add(out, out, t);
    }
}

static bool q_zero(mpq_t *const a) {
    return mpq_sgn(a[0]) == 0 && mpq_sgn(a[1]) == 0 && mpq_sgn(a[2]) == 0;
}

static bool q_equal(mpq_t *const a, mpq_t *const b) {
    return mpq_equal(a[0], b[0]) && mpq_equal(a[1], b[1]) && mpq_equal(a[2], b[2]);
}

static void qpt_init(qpt p) {
    for (int k = 0; k < 3; k++)
        mpq_init(p[k]);
}

static void qpt_clear(qpt p) {
    for (int k = 0; k < 3; k++)
        mpq_clear(p[k]);
}

/* The half-space n . x <= n . p (sense +1) or n . x >= n . p (sense -1) as f <= 0. */
static void half_through(half_q *h, mpq_t *const n, mpq_t *const p, int sense, mpq_t t) {
    for (int k = 0; k < 3; k++) {
        mpq_set(h->n[k], n[k]);
        if (sense < 0)
            mpq_neg(h->n[k], h->n[k]);
    }
    q_dot(h->d, h->n, p, t);
}

/* The half-spaces whose intersection is the triangle s (see above); how many. */
static int triangle_halves(qpt *s, half_q *hs, mpq_t t) {
    qpt u, w, n, m;
    qpt_init(u), qpt_init(w), qpt_init(n), qpt_init(m);
    q_sub(u, s[1], s[0]);
    q_sub(w, s[2], s[0]);
    q_cross(n, u, w, t);
    int count = 0;
    if (!q_zero(n)) {
        half_through(&hs[count++], n, s[0], 1, t);
        half_through(&hs[count++], n, s[0], -1, t);
        for (int j = 0; j < 3; j++) {
            q_sub(u, s[(j + 1) % 3], s[j]);
            q_cross(m, n, u, t);
            half_through(&hs[count++], m, s[j], -1, t); /* m . (x - s_j) >= 0 */
        }
    } else {
        int lo = -1, hi = -1; /* two distinct vertices, if any */
        for (int i = 0; i < 3 && lo < 0; i++)
            for (int j = i + 1; j < 3 && lo < 0; j++)
                if (!q_equal(s[i], s[j]))
                    lo = i, hi = j;
        if (lo < 0) {
            for (int k = 0; k < 3; k++) {
                for (int c = 0; c < 3; c++)
                    mpq_set_ui(u[c], c == k, 1);
                half_through(&hs[count++], u, s[0], 1, t);
                half_through(&hs[count++], u, s[0], -1, t);
            }
        } else {
            /* the spanning segment: the two of the three farthest apart along d */
            q_sub(u, s[hi], s[lo]);
            int ends[2] = {lo, hi};
            for (int i = 0; i < 3; i++) { /* extend to a vertex beyond either end */
                q_sub(w, s[i], s[ends[0]]);
                q_dot(n[0], w, u, t);
                if (mpq_sgn(n[0]) < 0)
                    ends[0] = i;
                q_sub(w, s[i], s[ends[1]]);
                q_dot(n[0], w, u, t);
                if (mpq_sgn(n[0]) > 0)
                    ends[1] = i;
            }
            half_through(&hs[count++], u, s[ends[0]], -1, t); /* d . x >= d . u */
            half_through(&hs[count++], u, s[ends[1]], 1, t);  /* d . x <= d . v */
            int a = 0;
            for (int k = 1; k < 3; k++) {
                mpq_abs(n[1], u[k]);
                mpq_abs(n[2], u[a]);
                a = mpq_cmp(n[1], n[2]) < 0 ? k : a;
            }
            for (int c = 0; c < 3; c++)
                mpq_set_ui(w[c], c == a, 1);
            q_cross(n, u, w, t); /* m1 */
            q_cross(m, u, n, t); /* m2 */
            half_through(&hs[count++], n, s[lo], 1, t);
            half_through(&hs[count++], n, s[lo], -1, t);
            half_through(&hs[count++], m, s[lo], 1, t);
            half_through(&hs[count++], m, s[lo], -1, t);
        }
    }
    qpt_clear(u), qpt_clear(w), qpt_clear(n), qpt_clear(m);
    return count;
}

/* Is p strictly between a and b on the segment ab (a != b)? */
static bool strictly_between(mpq_t *const p, mpq_t *const a, mpq_t *const b, mpq_t t, mpq_t s) {
    qpt d, e, c;
    qpt_init(d), qpt_init(e), qpt_init(c);
    q_sub(d, b, a);
    q_sub(e, p, a);
    q_cross(c, d, e, t);
    bool inside = false;
    if (q_zero(c)) {
        q_dot(s, e, d, t);
        mpq_t dd;
        mpq_init(dd);
        q_dot(dd, d, d, t);
        inside = mpq_sgn(s) > 0 && mpq_cmp(s, dd) < 0;
        mpq_clear(dd);
    }
    qpt_clear(d), qpt_clear(e), qpt_clear(c);
    return inside;
}

/* Rank of the vectors v[0..n-1] (rational Gaussian elimination; destroys v). */
static int rank3(qpt *v, int n, mpq_t f, mpq_t t) {
    int rank = 0;
    for (int col = 0; col < 3 && rank < n; col++) {
        int piv = -1;
        for (int r = rank; r < n && piv < 0; r++)
            if (mpq_sgn(v[r][col]) != 0)
                piv = r;
        if (piv < 0)
            continue;
        for (int c = 0; c < 3; c++)
            mpq_swap(v[piv][c], v[rank][c]);
        for (int r = rank + 1; r < n; r++) {
            mpq_div(f, v[r][col], v[rank][col]);
            for (int c = 0; c < 3; c++) {
                mpq_mul(t, f, v[rank][c]);
                mpq_sub(v[r][c], v[r][c], t);
            }
        }
        rank++;
    }
    return rank;
}

static bool lex_before(mpq_t *const a, mpq_t *const b) {
    for (int k = 0; k < 3; k++)
        if (!mpq_equal(a[k], b[k]))
            return mpq_cmp(a[k], b[k]) < 0;
    return false;
}

int oracle_tri_tri_corners(double a[3][3], double b[3][3], long double out[6][3], bool *at_vertex,
                           bool *coplanar) {
    qpt A[3], B[3], na, nb, u, w, v[5];
    mpq_t t, s;
    mpq_inits(t, s, NULL);
    for (int i = 0; i < 3; i++) {
        qpt_init(A[i]), qpt_init(B[i]);
        for (int k = 0; k < 3; k++) {
            mpq_set_d(A[i][k], a[i][k]);
            mpq_set_d(B[i][k], b[i][k]);
        }
    }
    qpt_init(na), qpt_init(nb), qpt_init(u), qpt_init(w);
    for (int i = 0; i < 5; i++)
        qpt_init(v[i]);
    q_sub(u, A[1], A[0]), q_sub(w, A[2], A[0]), q_cross(na, u, w, t);
    q_sub(u, B[1], B[0]), q_sub(w, B[2], B[0]), q_cross(nb, u, w, t);
    q_sub(v[0], A[1], A[0]), q_sub(v[1], A[2], A[0]);
    for (int j = 0; j < 3; j++)
        q_sub(v[2 + j], B[j], A[0]);
    *coplanar = rank3(v, 5, t, s) <= 2;
    /* clip the non-degenerate one (if any) by the other's half-spaces */
    bool swap = q_zero(nb) && !q_zero(na);
    qpt *T = swap ? B : A, *S = swap ? A : B;
    half_q hs[8];
    for (int j = 0; j < 8; j++) {
        for (int k = 0; k < 3; k++)
            mpq_init(hs[j].n[k]);
        mpq_init(hs[j].d);
    }
    int nh = triangle_halves(S, hs, t);
    poly_q *cur = poly_new(), *next = poly_new();
    cur->n = 3;
    for (int i = 0; i < 3; i++)
        for (int k = 0; k < 3; k++)
            mpq_set(cur->p[i][k], T[i][k]);
    for (int j = 0; j < nh && cur->n > 0; j++) {
        clip(cur, &hs[j], next);
        poly_q *x = cur;
        cur = next;
        next = x;
    }
    /* the corners: neither repeated nor strictly between two others */
    int keep[MAX_POINTS], n = 0;
    for (int i = 0; i < cur->n; i++) {
        bool drop = false;
        for (int j = 0; j < n && !drop; j++)
            drop = q_equal(cur->p[i], cur->p[keep[j]]);
        for (int j = 0; j < cur->n && !drop; j++)
            for (int m = 0; m < cur->n && !drop; m++)
                if (!q_equal(cur->p[j], cur->p[m]))
                    drop = strictly_between(cur->p[i], cur->p[j], cur->p[m], t, s);
        if (!drop)
            keep[n++] = i;
    }
    if (n > 6)
        abort();
    /* the order */
    if (n >= 3) {
        for (int i = 2; i < n; i++) { /* insertion sort about keep[0] */
            for (int j = i; j > 1; j--) {
                q_sub(u, cur->p[keep[j - 1]], cur->p[keep[0]]);
                q_sub(w, cur->p[keep[j]], cur->p[keep[0]]);
                q_cross(v[0], u, w, t);
                q_dot(s, na, v[0], t);
                if (mpq_sgn(s) >= 0)
                    break;
                int x = keep[j];
                keep[j] = keep[j - 1];
                keep[j - 1] = x;
            }
        }
    } else if (n == 2) {
        bool reverse;
        if (!*coplanar && !q_zero(na) && !q_zero(nb)) {
            q_cross(v[0], na, nb, t);
            q_sub(u, cur->p[keep[1]], cur->p[keep[0]]);
            q_dot(s, u, v[0], t);
            reverse = mpq_sgn(s) < 0;
        } else {
            reverse = lex_before(cur->p[keep[1]], cur->p[keep[0]]);
        }
        if (reverse) {
            int x = keep[0];
            keep[0] = keep[1];
            keep[1] = x;
        }
    }
    for (int i = 0; i < n; i++) {
        for (int k = 0; k < 3; k++)
            out[i][k] = oracle_q_ld(cur->p[keep[i]][k]);
        at_vertex[i] = false;
        for (int m = 0; m < 3; m++)
            at_vertex[i] |= q_equal(cur->p[keep[i]], A[m]) || q_equal(cur->p[keep[i]], B[m]);
    }
    poly_free(cur);
    poly_free(next);
    for (int j = 0; j < 8; j++) {
        for (int k = 0; k < 3; k++)
            mpq_clear(hs[j].n[k]);
        mpq_clear(hs[j].d);
    }
    for (int i = 0; i < 3; i++)
        qpt_clear(A[i]), qpt_clear(B[i]);
    qpt_clear(na), qpt_clear(nb), qpt_clear(u), qpt_clear(w);
    for (int i = 0; i < 5; i++)
        qpt_clear(v[i]);
    mpq_clears(t, s, NULL);
    return n;
}
