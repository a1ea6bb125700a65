/* The exact closest point of the convex hull of a point set; see
 * oracle_closest_point_hull.h. */
#include "oracle/oracle_closest_point_hull.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <mpfr.h>

#define NMAX ORACLE_HULL_MAX

/* ---- Integers on one grid ------------------------------------------------------------ */

/* x = m 2^e with an integer m (|m| < 2^53); a zero never sets the common exponent. */
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

/* The work space of one call (the tests are single-threaded): the vertices minus p as
 * integers, their Gram matrix, scratch. */
typedef struct zwork {
    bool ready;
    mpz_t v[NMAX][3];
    mpz_t g[NMAX][NMAX];
    mpz_t zero[3];
    mpz_t t[24];
} zwork;

static zwork W;

static void zwork_init(void) {
    if (W.ready)
        return;
    for (int i = 0; i < NMAX; i++) {
        for (int c = 0; c < 3; c++)
            mpz_init(W.v[i][c]);
        for (int j = 0; j < NMAX; j++)
            mpz_init(W.g[i][j]);
    }
    for (int c = 0; c < 3; c++)
        mpz_init(W.zero[c]);
    for (int i = 0; i < 24; i++)
        mpz_init(W.t[i]);
    W.ready = true;
}

/* W.v[i] = v_i - p on the common grid, W.g their Gram matrix. */
static void load(int n, const double *xyz, const double *p) {
    zwork_init();
    int emin = 1 << 20;
    for (int i = 0; i < 3 * n; i++) {
        int e = integer_exponent(xyz[i]);
        emin = e < emin ? e : emin;
    }
    for (int c = 0; c < 3; c++) {
        int e = integer_exponent(p[c]);
        emin = e < emin ? e : emin;
    }
    for (int i = 0; i < n; i++)
        for (int c = 0; c < 3; c++) {
            to_integer(W.v[i][c], xyz[3 * i + c], emin);
            to_integer(W.t[0], p[c], emin);
            mpz_sub(W.v[i][c], W.v[i][c], W.t[0]);
        }
    for (int i = 0; i < n; i++)
        for (int j = i; j < n; j++) {
            mpz_mul(W.g[i][j], W.v[i][0], W.v[j][0]);
            mpz_addmul(W.g[i][j], W.v[i][1], W.v[j][1]);
            mpz_addmul(W.g[i][j], W.v[i][2], W.v[j][2]);
            if (j != i)
                mpz_set(W.g[j][i], W.g[i][j]);
        }
}

/* The sign of ((b - a) x (c - a)) . (d - a). */
static int orient_z(mpz_t *a, mpz_t *b, mpz_t *c, mpz_t *d) {
    mpz_t *u = &W.t[10], *w = &W.t[13], *x = &W.t[16], *s = &W.t[19];
    for (int k = 0; k < 3; k++) {
        mpz_sub(u[k], b[k], a[k]);
        mpz_sub(w[k], c[k], a[k]);
        mpz_sub(x[k], d[k], a[k]);
    }
    /* s = u x w, then s . x */
    mpz_mul(s[0], u[1], w[2]);
    mpz_submul(s[0], u[2], w[1]);
    mpz_mul(s[1], u[2], w[0]);
    mpz_submul(s[1], u[0], w[2]);
    mpz_mul(s[2], u[0], w[1]);
    mpz_submul(s[2], u[1], w[0]);
    mpz_mul(W.t[22], s[0], x[0]);
    mpz_addmul(W.t[22], s[1], x[1]);
    mpz_addmul(W.t[22], s[2], x[2]);
    return mpz_sgn(W.t[22]);
}

static bool same_z(mpz_t *a, mpz_t *b) {
    return mpz_cmp(a[0], b[0]) == 0 && mpz_cmp(a[1], b[1]) == 0 && mpz_cmp(a[2], b[2]) == 0;
}

/* All vertices on one plane: v_j the first vertex unlike v_0, v_k the first not on the
 * line v_0 v_j; none, or every v_l on the plane v_0 v_j v_k. */
static bool coplanar_z(int n) {
    int j = 1;
    while (j < n && same_z(W.v[j], W.v[0]))
        j++;
    if (j >= n)
        return true;
    int k = j + 1;
    for (; k < n; k++) {
        /* (v_j - v_0) x (v_k - v_0) != 0: v_k is off the line */
        mpz_t *u = &W.t[0], *w = &W.t[3];
        for (int c = 0; c < 3; c++) {
            mpz_sub(u[c], W.v[j][c], W.v[0][c]);
            mpz_sub(w[c], W.v[k][c], W.v[0][c]);
        }
        mpz_mul(W.t[6], u[1], w[2]);
        mpz_submul(W.t[6], u[2], w[1]);
        mpz_mul(W.t[7], u[2], w[0]);
        mpz_submul(W.t[7], u[0], w[2]);
        mpz_mul(W.t[8], u[0], w[1]);
        mpz_submul(W.t[8], u[1], w[0]);
        if (mpz_sgn(W.t[6]) || mpz_sgn(W.t[7]) || mpz_sgn(W.t[8]))
            break;
    }
    if (k >= n)
        return true;
    for (int l = 0; l < n; l++)
        if (orient_z(W.v[0], W.v[j], W.v[k], W.v[l]) != 0)
            return false;
    return true;
}

/* ---- The three acceptance tests (p at the origin; G the Gram matrix) -------------------
 * With p = 0 the inequality (v - q) . (p - q) <= 0 reads (v - q) . q >= 0, and since q - a
 * is orthogonal to q whenever q is the projection onto aff(S) (a in S), (v - q) . q =
 * (v - a) . q. Each test multiplies through by the positive denominator of q. */

#define G(i, j) W.g[i][j]

/* S = {a}: q = a; accepted iff (v - a) . a >= 0, i.e. G_va >= G_aa, for every v. */
static bool accept1(int n, int a, bool *at_p) {
    for (int v = 0; v < n; v++)
        if (mpz_cmp(G(v, a), G(a, a)) < 0)
            return false;
    *at_p = mpz_sgn(G(a, a)) == 0;
    return true;
}

/* S = {a, b}, d = b - a: q = a + (N / D) d with D = d . d, N = -a . d = G_aa - G_ab; inside
 * the open segment iff 0 < N < D; accepted iff D (v - a) . a + N (v - a) . d >= 0 for
 * every v; q == p iff |q|^2 D = G_aa D - N^2 == 0. */
static bool accept2(int n, int a, int b, bool *at_p) {
    mpz_t *D = &W.t[0], *N = &W.t[1], *x = &W.t[2], *y = &W.t[3];
    mpz_sub(*D, G(a, a), G(a, b));
    mpz_set(*N, *D);
    mpz_add(*D, *D, G(b, b));
    mpz_sub(*D, *D, G(a, b));
    if (mpz_sgn(*D) == 0 || mpz_sgn(*N) <= 0 || mpz_cmp(*N, *D) >= 0)
        return false;
    for (int v = 0; v < n; v++) {
        mpz_sub(*x, G(v, a), G(a, a));
        mpz_mul(*x, *x, *D);
        mpz_sub(*y, G(v, b), G(v, a));
        mpz_sub(*y, *y, G(a, b));
        mpz_add(*y, *y, G(a, a));
        mpz_addmul(*x, *y, *N);
        if (mpz_sgn(*x) < 0)
            return false;
    }
    mpz_mul(*x, G(a, a), *D);
    mpz_submul(*x, *N, *N);
    *at_p = mpz_sgn(*x) == 0;
    return true;
}

/* S = {a, b, c}, e1 = b - a, e2 = c - a: q = a + (s e1 + t e2) / det from the normal
 * equations [E11 E12; E12 E22] (s, t) = (r1, r2), r_i = -a . e_i, det = E11 E22 - E12^2
 * (= |e1 x e2|^2, 0 iff collinear), s = r1 E22 - r2 E12, t = E11 r2 - E12 r1; weights
 * (det - s - t, s, t) / det all > 0; accepted iff det (v - a) . a + s (v - a) . e1 +
 * t (v - a) . e2 >= 0 for every v; q == p iff |q|^2 det = det G_aa - s r1 - t r2 == 0. */
static bool accept3(int n, int a, int b, int c, bool *at_p) {
    mpz_t *E11 = &W.t[0], *E22 = &W.t[1], *E12 = &W.t[2], *det = &W.t[3], *r1 = &W.t[4],
          *r2 = &W.t[5], *s = &W.t[6], *t = &W.t[7], *x = &W.t[8], *y = &W.t[9];
    mpz_sub(*r1, G(a, a), G(a, b));
    mpz_sub(*r2, G(a, a), G(a, c));
    mpz_sub(*E11, G(b, b), G(a, b));
    mpz_add(*E11, *E11, *r1);
    mpz_sub(*E22, G(c, c), G(a, c));
    mpz_add(*E22, *E22, *r2);
    mpz_sub(*E12, G(b, c), G(a, b));
    mpz_add(*E12, *E12, *r2); /* G_bc - G_ab - G_ac + G_aa */
    mpz_mul(*det, *E11, *E22);
    mpz_submul(*det, *E12, *E12);
    if (mpz_sgn(*det) == 0)
        return false;
    mpz_mul(*s, *r1, *E22);
    mpz_submul(*s, *r2, *E12);
    if (mpz_sgn(*s) <= 0)
        return false;
    mpz_mul(*t, *E11, *r2);
    mpz_submul(*t, *E12, *r1);
    if (mpz_sgn(*t) <= 0)
        return false;
    mpz_sub(*x, *det, *s);
    mpz_sub(*x, *x, *t);
    if (mpz_sgn(*x) <= 0)
        return false;
    for (int v = 0; v < n; v++) {
        /* det (G_va - G_aa) + s (G_vb - G_va - G_ab + G_aa) + t (G_vc - G_va - G_ac + G_aa) */
        mpz_sub(*y, G(v, a), G(a, a));
        mpz_mul(*x, *y, *det);
        mpz_sub(*y, G(v, b), G(v, a));
        mpz_add(*y, *y, *r1);
        mpz_addmul(*x, *y, *s);
        mpz_sub(*y, G(v, c), G(v, a));
        mpz_add(*y, *y, *r2);
        mpz_addmul(*x, *y, *t);
        if (mpz_sgn(*x) < 0)
            return false;
    }
    mpz_mul(*x, *det, G(a, a));
    mpz_submul(*x, *s, *r1);
    mpz_submul(*x, *t, *r2);
    *at_p = mpz_sgn(*x) == 0;
    return true;
}

/* Whether the closed tetrahedron a b c d (not flat) holds the origin: every orientation
 * with the origin in place of one vertex has the tetrahedron's sign or is 0. */
static bool tet_holds_origin(int a, int b, int c, int d) {
    int o = orient_z(W.v[a], W.v[b], W.v[c], W.v[d]);
    if (o == 0)
        return false;
    return orient_z(W.zero, W.v[b], W.v[c], W.v[d]) * o >= 0 &&
           orient_z(W.v[a], W.zero, W.v[c], W.v[d]) * o >= 0 &&
           orient_z(W.v[a], W.v[b], W.zero, W.v[d]) * o >= 0 &&
           orient_z(W.v[a], W.v[b], W.v[c], W.zero) * o >= 0;
}

/* ---- Rationals --------------------------------------------------------------------- */

static void q3_init(qvec *v) {
    qvec_init(v, 3);
}

static bool qvec_eq(const qvec *a, const qvec *b) {
    return mpq_equal(a->c[0], b->c[0]) && mpq_equal(a->c[1], b->c[1]) &&
           mpq_equal(a->c[2], b->c[2]);
}

static void det2(mpq_t out, mpq_t m[3][3]) {
    mpq_t t;
    mpq_init(t);
    mpq_mul(out, m[0][0], m[1][1]);
    mpq_mul(t, m[0][1], m[1][0]);
    mpq_sub(out, out, t);
    mpq_clear(t);
}

static void det3(mpq_t out, mpq_t m[3][3]) {
    mpq_t t, u;
    mpq_inits(t, u, NULL);
    mpq_set_ui(out, 0, 1);
    for (int j = 0; j < 3; j++) {
        int j1 = (j + 1) % 3, j2 = (j + 2) % 3;
        mpq_mul(t, m[1][j1], m[2][j2]);
        mpq_mul(u, m[1][j2], m[2][j1]);
        mpq_sub(t, t, u);
        mpq_mul(t, t, m[0][j]);
        mpq_add(out, out, t);
    }
    mpq_clears(t, u, NULL);
}

static void detk(mpq_t out, mpq_t m[3][3], int k) {
    if (k == 1)
        mpq_set(out, m[0][0]);
    else if (k == 2)
        det2(out, m);
    else
        det3(out, m);
}

/* The projection x of p onto the affine hull of s[0..k-1] (k = 1..4) and its barycentric
 * coordinates lam[0..k-1]: the normal equations of e_i = s_i - s_0 solved by Cramer's
 * rule. False (x, lam unset) when the points are affinely dependent. */
static bool project_q(const qvec *p, const qvec *s, int k, qvec *x, mpq_t *lam) {
    if (k == 1) {
        for (int c = 0; c < 3; c++)
            mpq_set(x->c[c], s[0].c[c]);
        mpq_set_ui(lam[0], 1, 1);
        return true;
    }
    int m = k - 1;
    qvec e[3], w;
    for (int i = 0; i < 3; i++)
        q3_init(&e[i]);
    q3_init(&w);
    for (int i = 0; i < m; i++)
        qvec_sub(&e[i], &s[i + 1], &s[0]);
    qvec_sub(&w, p, &s[0]);
    mpq_t A[3][3], M[3][3], r[3], det, y;
    for (int i = 0; i < 3; i++) {
        mpq_init(r[i]);
        for (int j = 0; j < 3; j++)
            mpq_init(A[i][j]), mpq_init(M[i][j]);
    }
    mpq_inits(det, y, NULL);
    for (int i = 0; i < m; i++) {
        qvec_dot(r[i], &w, &e[i]);
        for (int j = 0; j < m; j++)
            qvec_dot(A[i][j], &e[i], &e[j]);
    }
    detk(det, A, m);
    bool ok = mpq_sgn(det) != 0;
    if (ok) {
        for (int c = 0; c < 3; c++)
            mpq_set(x->c[c], s[0].c[c]);
        mpq_set_ui(lam[0], 1, 1);
        for (int col = 0; col < m; col++) {
            for (int i = 0; i < m; i++)
                for (int j = 0; j < m; j++)
                    mpq_set(M[i][j], j == col ? r[i] : A[i][j]);
            detk(y, M, m);
            mpq_div(y, y, det);
            mpq_set(lam[col + 1], y);
            mpq_sub(lam[0], lam[0], y);
            qvec_axpy(x, x, y, &e[col]);
        }
    }
    for (int i = 0; i < 3; i++) {
        mpq_clear(r[i]);
        for (int j = 0; j < 3; j++)
            mpq_clear(A[i][j]), mpq_clear(M[i][j]);
        qvec_clear(&e[i]);
    }
    qvec_clear(&w);
    mpq_clears(det, y, NULL);
    return ok;
}

static void load_q(int n, const double *xyz, const double *p, qvec *P, qvec *V) {
    q3_init(P);
    qvec_set_d(P, p);
    for (int i = 0; i < n; i++) {
        q3_init(&V[i]);
        qvec_set_d(&V[i], xyz + 3 * i);
    }
}

static void clear_q(int n, qvec *P, qvec *V) {
    qvec_clear(P);
    for (int i = 0; i < n; i++)
        qvec_clear(&V[i]);
}

/* The exact q of ref into X: p when inside, else p projected onto ref's simplex. */
static void exact_q(const qvec *P, const qvec *V, const oracle_phull *ref, qvec *X) {
    if (ref->inside) {
        for (int c = 0; c < 3; c++)
            mpq_set(X->c[c], P->c[c]);
        return;
    }
    qvec S[3];
    mpq_t lam[4];
    for (int i = 0; i < 4; i++)
        mpq_init(lam[i]);
    for (int i = 0; i < ref->dim; i++) {
        q3_init(&S[i]);
        for (int c = 0; c < 3; c++)
            mpq_set(S[i].c[c], V[ref->simplex[i]].c[c]);
    }
    if (!project_q(P, S, ref->dim, X, lam)) {
        fprintf(stderr, "oracle_closest_point_hull: the reference simplex is dependent\n");
        abort();
    }
    for (int i = 0; i < ref->dim; i++)
        qvec_clear(&S[i]);
    for (int i = 0; i < 4; i++)
        mpq_clear(lam[i]);
}

/* q, D and sqrt(D), rounded, from the exact rationals. */
static void finish(int n, const double *xyz, const double *p, oracle_phull *out) {
    qvec P, V[NMAX], X, d;
    load_q(n, xyz, p, &P, V);
    q3_init(&X);
    q3_init(&d);
    exact_q(&P, V, out, &X);
    qvec_sub(&d, &P, &X);
    mpq_t D;
    mpq_init(D);
    qvec_dot(D, &d, &d);
    for (int c = 0; c < 3; c++)
        out->point[c] = oracle_q_ld(X.c[c]);
    out->dist_sq = oracle_q_ld(D);
    mpfr_t f;
    mpfr_init2(f, ORACLE_PREC);
    mpfr_set_q(f, D, MPFR_RNDN);
    mpfr_sqrt(f, f, MPFR_RNDN);
    out->dist = mpfr_get_ld(f, MPFR_RNDN);
    mpfr_clear(f);
    mpq_clear(D);
    qvec_clear(&X);
    qvec_clear(&d);
    clear_q(n, &P, V);
}

/* ---- The oracle -------------------------------------------------------------------- */

static void set_simplex(oracle_phull *out, int dim, int a, int b, int c, int d) {
    out->dim = dim;
    out->simplex[0] = a, out->simplex[1] = b, out->simplex[2] = c, out->simplex[3] = d;
}

void oracle_closest_point_hull(int n, const double *xyz, const double *p, oracle_phull *out) {
    memset(out, 0, sizeof *out);
    if (n < 1 || n > NMAX) {
        fprintf(stderr, "oracle_closest_point_hull: %d vertices\n", n);
        abort();
    }
    load(n, xyz, p);
    out->coplanar = coplanar_z(n);
    bool found = false, at_p = false;
    for (int a = 0; a < n && !found; a++)
        if (accept1(n, a, &at_p)) {
            found = true;
            set_simplex(out, 1, a, 0, 0, 0);
        }
    for (int a = 0; a < n && !found; a++)
        for (int b = a + 1; b < n && !found; b++)
            if (accept2(n, a, b, &at_p)) {
                found = true;
                set_simplex(out, 2, a, b, 0, 0);
            }
    for (int a = 0; a < n && !found; a++)
        for (int b = a + 1; b < n && !found; b++)
            for (int c = b + 1; c < n && !found; c++)
                if (accept3(n, a, b, c, &at_p)) {
                    found = true;
                    set_simplex(out, 3, a, b, c, 0);
                }
    if (found) {
        out->inside = at_p;
    } else {
        /* p in the hull, in no simplex of <= 3 vertices: in the interior of a tetrahedron
         * of vertices; first those through v_0 (the hull is the union of the cones from
         * v_0 over its boundary triangles), then all of them */
        for (int pass = 0; pass < 2 && !found; pass++)
            for (int a = 0; a < (pass ? n : 1) && !found; a++)
                for (int b = a + 1; b < n && !found; b++)
                    for (int c = b + 1; c < n && !found; c++)
                        for (int d = c + 1; d < n && !found; d++)
                            if (tet_holds_origin(a, b, c, d)) {
                                found = true;
                                set_simplex(out, 4, a, b, c, d);
                            }
        if (!found) {
            fprintf(stderr, "oracle_closest_point_hull: no closest point and p in no "
                            "tetrahedron (the oracle is wrong)\n");
            abort();
        }
        out->inside = true;
    }
    finish(n, xyz, p, out);
}

bool oracle_hull_simplex_holds(int n, const double *xyz, const double *p, const oracle_phull *ref,
                               int count, const size_t *vert) {
    if (count < 1 || count > 4)
        return false;
    for (int i = 0; i < count; i++)
        if (vert[i] >= (size_t)n)
            return false;
    qvec P, V[NMAX], X, Y, S[4];
    mpq_t lam[4];
    load_q(n, xyz, p, &P, V);
    q3_init(&X);
    q3_init(&Y);
    for (int i = 0; i < 4; i++)
        mpq_init(lam[i]);
    exact_q(&P, V, ref, &X);
    for (int i = 0; i < count; i++) {
        q3_init(&S[i]);
        for (int c = 0; c < 3; c++)
            mpq_set(S[i].c[c], V[vert[i]].c[c]);
    }
    bool ok = project_q(&X, S, count, &Y, lam) && qvec_eq(&X, &Y);
    for (int i = 0; ok && i < count; i++)
        ok = mpq_sgn(lam[i]) > 0;
    for (int i = 0; i < count; i++)
        qvec_clear(&S[i]);
    for (int i = 0; i < 4; i++)
        mpq_clear(lam[i]);
    qvec_clear(&X);
    qvec_clear(&Y);
    clear_q(n, &P, V);
    return ok;
}

const char *oracle_hull_selfcheck(int n, const double *xyz, const double *p,
                                  const oracle_phull *ref) {
    qvec P, V[NMAX], X, Q, R, S[4], a, b;
    mpq_t lam[4], dot;
    load_q(n, xyz, p, &P, V);
    q3_init(&X);
    q3_init(&Q);
    q3_init(&R);
    q3_init(&a);
    q3_init(&b);
    for (int i = 0; i < 4; i++) {
        mpq_init(lam[i]);
        q3_init(&S[i]);
    }
    mpq_init(dot);
    exact_q(&P, V, ref, &R);
    const char *why = NULL;
    int best = 0;      /* smallest accepted size */
    bool held = false; /* p in some closed simplex of 1..4 vertices */
    int hold_best = 0; /* smallest k with p in the relative interior of k vertices */
    for (unsigned mask = 1; mask < (1u << n) && !why; mask++) {
        int k = __builtin_popcount(mask);
        if (k > 4)
            continue;
        int m = 0;
        for (int i = 0; i < n; i++)
            if (mask >> i & 1u) {
                for (int c = 0; c < 3; c++)
                    mpq_set(S[m].c[c], V[i].c[c]);
                m++;
            }
        if (!project_q(&P, S, k, &X, lam))
            continue;
        int pos = 0, neg = 0;
        for (int i = 0; i < k; i++)
            pos += mpq_sgn(lam[i]) > 0, neg += mpq_sgn(lam[i]) < 0;
        if (neg == 0 && qvec_eq(&X, &P)) {
            held = true;
            if (pos == k && (hold_best == 0 || k < hold_best))
                hold_best = k;
        }
        if (k == 4 || pos != k)
            continue;
        /* accepted iff (v - X) . (P - X) <= 0 for every v */
        bool accepted = true;
        qvec_sub(&b, &P, &X);
        for (int v = 0; v < n && accepted; v++) {
            qvec_sub(&a, &V[v], &X);
            qvec_dot(dot, &a, &b);
            accepted = mpq_sgn(dot) <= 0;
        }
        if (!accepted)
            continue;
        if (best == 0) {
            for (int c = 0; c < 3; c++)
                mpq_set(Q.c[c], X.c[c]);
            best = k;
        } else if (!qvec_eq(&Q, &X)) {
            why = "two accepted subsets give different points";
        } else if (k < best) {
            best = k;
        }
    }
    if (!why) {
        if (held != ref->inside)
            why = ref->inside ? "inside, but p in no simplex of vertices"
                              : "outside, but p in a simplex of vertices";
        else if (ref->inside && hold_best != ref->dim)
            why = "inside: the smallest simplex holding p differs";
        else if (!ref->inside && best == 0)
            why = "outside, but no subset accepted";
        else if (!ref->inside && best != ref->dim)
            why = "the smallest accepted size differs";
        else if (best != 0 && !qvec_eq(&Q, &R))
            why = "the accepted point differs from the reference";
    }
    mpq_clear(dot);
    for (int i = 0; i < 4; i++) {
        mpq_clear(lam[i]);
        qvec_clear(&S[i]);
    }
    qvec_clear(&X);
    qvec_clear(&Q);
    qvec_clear(&R);
    qvec_clear(&a);
    qvec_clear(&b);
    clear_q(n, &P, V);
    return why;
}
