/* The exact closest point of a convex set given by planes; see
 * oracle_closest_point_hull_planes.h. */
#include "oracle/oracle_closest_point_hull_planes.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NMAX ORACLE_HPLANES_MAX
/* The exponent of a zero: larger than any, so it never sets a common exponent. */
#define NONE (1 << 20)

/* ---- Integers on one grid ------------------------------------------------------------ */

/* x = m 2^e with an integer m (|m| < 2^53). */
static int integer_exponent(double x) {
    if (x == 0)
        return NONE;
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

static int min_int(int a, int b) {
    return a < b ? a : b;
}

/* The work space of one call (the tests are single-threaded): the problem N_i . z <= B_i
 * (z = (x - p) 2^-shift), the Gram matrix of the N_i, and the adjugate M, determinant det
 * and w = M B_S of the subset last tried. */
typedef struct zwork {
    bool ready;
    int n, shift;
    mpz_t N[NMAX][3], B[NMAX], G[NMAX][NMAX], P[3];
    mpz_t M[3][3], w[3], det, s, t;
} zwork;

static zwork W;

static void zwork_init(void) {
    if (W.ready)
        return;
    for (int i = 0; i < NMAX; i++) {
        for (int c = 0; c < 3; c++)
            mpz_init(W.N[i][c]);
        mpz_init(W.B[i]);
        for (int j = 0; j < NMAX; j++)
            mpz_init(W.G[i][j]);
    }
    for (int i = 0; i < 3; i++) {
        mpz_init(W.P[i]);
        mpz_init(W.w[i]);
        for (int j = 0; j < 3; j++)
            mpz_init(W.M[i][j]);
    }
    mpz_inits(W.det, W.s, W.t, NULL);
    W.ready = true;
}

/* The normals on their grid 2^en, p on 2^ep, the offsets on 2^eo; b_i = o_i - n_i . p on
 * 2^eb, eb = min(eo, en + ep): n_i . y <= b_i reads N_i . (y 2^(en - eb)) <= B_i. */
static void load(int n, const double *normal, const double *offset, const double *p) {
    zwork_init();
    int en = NONE, ep = NONE, eo = NONE;
    for (int i = 0; i < 3 * n; i++)
        en = min_int(en, integer_exponent(normal[i]));
    for (int c = 0; c < 3; c++)
        ep = min_int(ep, integer_exponent(p[c]));
    for (int i = 0; i < n; i++)
        eo = min_int(eo, integer_exponent(offset[i]));
    int eb = min_int(eo, en + ep);
    W.n = n;
    W.shift = eb - en;
    for (int c = 0; c < 3; c++)
        to_integer(W.P[c], p[c], ep);
    for (int i = 0; i < n; i++) {
        for (int c = 0; c < 3; c++)
            to_integer(W.N[i][c], normal[3 * i + c], en);
        to_integer(W.B[i], offset[i], eo);
        if (mpz_sgn(W.B[i]))
            mpz_mul_2exp(W.B[i], W.B[i], (mp_bitcnt_t)(eo - eb));
        mpz_mul(W.s, W.N[i][0], W.P[0]);
        mpz_addmul(W.s, W.N[i][1], W.P[1]);
        mpz_addmul(W.s, W.N[i][2], W.P[2]);
        if (mpz_sgn(W.s))
            mpz_mul_2exp(W.s, W.s, (mp_bitcnt_t)(en + ep - eb));
        mpz_sub(W.B[i], W.B[i], W.s);
    }
    for (int i = 0; i < n; i++)
        for (int j = i; j < n; j++) {
            mpz_mul(W.G[i][j], W.N[i][0], W.N[j][0]);
            mpz_addmul(W.G[i][j], W.N[i][1], W.N[j][1]);
            mpz_addmul(W.G[i][j], W.N[i][2], W.N[j][2]);
            if (j != i)
                mpz_set(W.G[j][i], W.G[i][j]);
        }
}

/* W.M = adj(G_S), W.det = det G_S, for the k (1..3) planes S. */
static void gram_adj(int k, const int *S) {
#define g(i, j) W.G[S[i]][S[j]]
    if (k == 1) {
        mpz_set_ui(W.M[0][0], 1);
        mpz_set(W.det, g(0, 0));
    } else if (k == 2) {
        mpz_set(W.M[0][0], g(1, 1));
        mpz_neg(W.M[0][1], g(0, 1));
        mpz_neg(W.M[1][0], g(0, 1));
        mpz_set(W.M[1][1], g(0, 0));
        mpz_mul(W.det, g(0, 0), g(1, 1));
        mpz_submul(W.det, g(0, 1), g(0, 1));
    } else {
        /* the cofactors of a symmetric matrix: M_ij = M_ji */
        mpz_mul(W.M[0][0], g(1, 1), g(2, 2));
        mpz_submul(W.M[0][0], g(1, 2), g(1, 2));
        mpz_mul(W.M[0][1], g(0, 2), g(1, 2));
        mpz_submul(W.M[0][1], g(0, 1), g(2, 2));
        mpz_mul(W.M[0][2], g(0, 1), g(1, 2));
        mpz_submul(W.M[0][2], g(0, 2), g(1, 1));
        mpz_mul(W.M[1][1], g(0, 0), g(2, 2));
        mpz_submul(W.M[1][1], g(0, 2), g(0, 2));
        mpz_mul(W.M[1][2], g(0, 1), g(0, 2));
        mpz_submul(W.M[1][2], g(0, 0), g(1, 2));
        mpz_mul(W.M[2][2], g(0, 0), g(1, 1));
        mpz_submul(W.M[2][2], g(0, 1), g(0, 1));
        mpz_set(W.M[1][0], W.M[0][1]);
        mpz_set(W.M[2][0], W.M[0][2]);
        mpz_set(W.M[2][1], W.M[1][2]);
        mpz_mul(W.det, g(0, 0), W.M[0][0]);
        mpz_addmul(W.det, g(0, 1), W.M[0][1]);
        mpz_addmul(W.det, g(0, 2), W.M[0][2]);
    }
#undef g
}

/* The sign of sum_{i in S} G_{j S_i} w_i - B_j det: plane j at x_S (0 on it, < 0 inside). */
static int side(int j, int k, const int *S) {
    mpz_set_ui(W.s, 0);
    for (int i = 0; i < k; i++)
        mpz_addmul(W.s, W.G[j][S[i]], W.w[i]);
    mpz_mul(W.t, W.B[j], W.det);
    return mpz_cmp(W.s, W.t);
}

/* Whether the k planes S certify their projection x_S: independent normals, every
 * multiplier >= 0 (w_i <= 0), x_S on the inner side of every plane. Leaves W.w, W.det. */
static bool certify(int k, const int *S) {
    gram_adj(k, S);
    if (mpz_sgn(W.det) == 0)
        return false;
    for (int i = 0; i < k; i++) {
        mpz_set_ui(W.w[i], 0);
        for (int j = 0; j < k; j++)
            mpz_addmul(W.w[i], W.M[i][j], W.B[S[j]]);
        if (mpz_sgn(W.w[i]) > 0)
            return false;
    }
    for (int j = 0; j < W.n; j++)
        if (side(j, k, S) > 0)
            return false;
    return true;
}

/* Whether the normals of the k planes S are independent (Gram determinant non-zero). */
static bool independent(int k, const int *S) {
    gram_adj(k, S);
    return mpz_sgn(W.det) != 0;
}

/* y = x_S - p in rationals from W.w and W.det (after certify(k, S)). */
static void offset_q(int k, const int *S, qvec *y) {
    for (int c = 0; c < 3; c++) {
        mpz_set_ui(W.s, 0);
        for (int i = 0; i < k; i++)
            mpz_addmul(W.s, W.N[S[i]][c], W.w[i]);
        mpq_set_den(y->c[c], W.det);
        mpq_set_num(y->c[c], W.s);
        mpq_canonicalize(y->c[c]);
        if (W.shift >= 0)
            mpq_mul_2exp(y->c[c], y->c[c], (mp_bitcnt_t)W.shift);
        else
            mpq_div_2exp(y->c[c], y->c[c], (mp_bitcnt_t)-W.shift);
    }
}

/* ---- The oracle -------------------------------------------------------------------- */

static bool inside_z(void) {
    for (int i = 0; i < W.n; i++)
        if (mpz_sgn(W.B[i]) < 0)
            return false;
    return true;
}

/* The first certificate, by size then lexicographically; its size (0: none). */
static int search(int *S) {
    int n = W.n;
    for (int a = 0; a < n; a++) {
        S[0] = a;
        if (certify(1, S))
            return 1;
    }
    for (int a = 0; a < n; a++)
        for (int b = a + 1; b < n; b++) {
            S[0] = a, S[1] = b;
            if (certify(2, S))
                return 2;
        }
    for (int a = 0; a < n; a++)
        for (int b = a + 1; b < n; b++)
            for (int c = b + 1; c < n; c++) {
                S[0] = a, S[1] = b, S[2] = c;
                if (certify(3, S))
                    return 3;
            }
    return 0;
}

static void check_input(int n, const double *normal, const double *offset, const double *p) {
    bool ok = n >= 1 && n <= NMAX;
    for (int i = 0; ok && i < n; i++) {
        ok = isfinite(offset[i]) &&
             (normal[3 * i] != 0 || normal[3 * i + 1] != 0 || normal[3 * i + 2] != 0);
        for (int c = 0; c < 3; c++)
            ok = ok && isfinite(normal[3 * i + c]);
    }
    for (int c = 0; c < 3; c++)
        ok = ok && isfinite(p[c]);
    if (!ok) {
        fprintf(stderr, "oracle_closest_point_hull_planes: invalid input (%d planes)\n", n);
        abort();
    }
}

void oracle_closest_point_hull_planes(int n, const double *normal, const double *offset,
                                      const double *p, oracle_hplanes *out) {
    memset(out, 0, sizeof *out);
    check_input(n, normal, offset, p);
    load(n, normal, offset, p);
    if (inside_z()) {
        out->inside = true;
        for (int c = 0; c < 3; c++)
            out->point[c] = p[c];
        return;
    }
    int S[3] = {0, 0, 0};
    int k = search(S);
    if (k == 0) {
        out->empty = true;
        return;
    }
    out->cert_size = k;
    memcpy(out->cert, S, sizeof S);
    /* the active planes (W.w, W.det still those of S), then x and D in rationals */
    int active[NMAX];
    for (int j = 0; j < n; j++)
        if (side(j, k, S) == 0)
            active[out->active++] = j;
    qvec y;
    qvec_init(&y, 3);
    offset_q(k, S, &y);
    mpq_t x, d, t;
    mpq_inits(x, d, t, NULL);
    for (int c = 0; c < 3; c++) {
        mpq_set_d(x, p[c]);
        mpq_add(x, x, y.c[c]);
        out->point[c] = oracle_q_ld(x);
        mpq_mul(t, y.c[c], y.c[c]);
        mpq_add(d, d, t);
    }
    out->dist_sq = oracle_q_ld(d);
    mpq_clears(x, d, t, NULL);
    qvec_clear(&y);
    /* the greedy canonical subset: keep a plane when the kept normals stay independent */
    for (int i = 0; i < out->active && out->rank < 3; i++) {
        out->canon[out->rank] = active[i];
        if (independent(out->rank + 1, out->canon))
            out->rank++;
        else
            out->canon[out->rank] = 0;
    }
    if (out->rank < k) {
        fprintf(stderr, "oracle_closest_point_hull_planes: the active planes' rank is below "
                        "the certificate's size (the oracle is wrong)\n");
        abort();
    }
}

/* ---- The self-check: the least distance over candidates, in mpq ---------------------- */

/* det [a; b; c] (rows). */
static void det3_rows(mpq_t out, const qvec *a, const qvec *b, const qvec *c) {
    mpq_t t, u;
    mpq_inits(t, u, NULL);
    mpq_set_ui(out, 0, 1);
    for (int j = 0; j < 3; j++) {
        int j1 = (j + 1) % 3, j2 = (j + 2) % 3;
        mpq_mul(t, b->c[j1], c->c[j2]);
        mpq_mul(u, b->c[j2], c->c[j1]);
        mpq_sub(t, t, u);
        mpq_mul(t, t, a->c[j]);
        mpq_add(out, out, t);
    }
    mpq_clears(t, u, NULL);
}

static void cross_q(qvec *out, const qvec *a, const qvec *b) {
    mpq_t t;
    mpq_init(t);
    for (int c = 0; c < 3; c++) {
        int c1 = (c + 1) % 3, c2 = (c + 2) % 3;
        mpq_mul(out->c[c], a->c[c1], b->c[c2]);
        mpq_mul(t, a->c[c2], b->c[c1]);
        mpq_sub(out->c[c], out->c[c], t);
    }
    mpq_clear(t);
}

/* The x with row[i] . x = rhs[i] (i < 3) by Cramer's rule; false when singular. */
static bool solve3(const qvec *row, mpq_t *rhs, qvec *x) {
    mpq_t det, num;
    mpq_inits(det, num, NULL);
    det3_rows(det, &row[0], &row[1], &row[2]);
    bool ok = mpq_sgn(det) != 0;
    if (ok) {
        qvec m[3];
        for (int i = 0; i < 3; i++) {
            qvec_init(&m[i], 3);
            for (int c = 0; c < 3; c++)
                mpq_set(m[i].c[c], row[i].c[c]);
        }
        for (int c = 0; c < 3; c++) {
            for (int i = 0; i < 3; i++)
                mpq_set(m[i].c[c], rhs[i]);
            det3_rows(num, &m[0], &m[1], &m[2]);
            mpq_div(x->c[c], num, det);
            for (int i = 0; i < 3; i++)
                mpq_set(m[i].c[c], row[i].c[c]);
        }
        for (int i = 0; i < 3; i++)
            qvec_clear(&m[i]);
    }
    mpq_clears(det, num, NULL);
    return ok;
}

typedef struct qcase {
    int n;
    qvec P, N[NMAX];
    mpq_t O[NMAX];
} qcase;

static void qcase_init(qcase *q, int n, const double *normal, const double *offset,
                       const double *p) {
    q->n = n;
    qvec_init(&q->P, 3);
    qvec_set_d(&q->P, p);
    for (int i = 0; i < n; i++) {
        qvec_init(&q->N[i], 3);
        qvec_set_d(&q->N[i], normal + 3 * i);
        mpq_init(q->O[i]);
        mpq_set_d(q->O[i], offset[i]);
    }
}

static void qcase_clear(qcase *q) {
    qvec_clear(&q->P);
    for (int i = 0; i < q->n; i++) {
        qvec_clear(&q->N[i]);
        mpq_clear(q->O[i]);
    }
}

/* The sign of N_j . x - O_j. */
static int side_q(const qcase *q, int j, const qvec *x) {
    mpq_t d;
    mpq_init(d);
    qvec_dot(d, &q->N[j], x);
    int s = mpq_cmp(d, q->O[j]);
    mpq_clear(d);
    return s;
}

/* The candidate of the k planes S: the projection of p onto their intersection, by the
 * formulas of the header; false when the normals are dependent. */
static bool candidate(const qcase *q, int k, const int *S, qvec *x) {
    if (k == 1) {
        const qvec *n = &q->N[S[0]];
        mpq_t s, nn;
        mpq_inits(s, nn, NULL);
        qvec_dot(s, n, &q->P);
        mpq_sub(s, s, q->O[S[0]]);
        qvec_dot(nn, n, n);
        mpq_div(s, s, nn);
        mpq_neg(s, s);
        qvec_axpy(x, &q->P, s, n);
        mpq_clears(s, nn, NULL);
        return true;
    }
    qvec row[3];
    mpq_t rhs[3];
    for (int i = 0; i < 3; i++) {
        qvec_init(&row[i], 3);
        mpq_init(rhs[i]);
    }
    for (int i = 0; i < 2; i++) {
        for (int c = 0; c < 3; c++)
            mpq_set(row[i].c[c], q->N[S[i]].c[c]);
        mpq_set(rhs[i], q->O[S[i]]);
    }
    if (k == 2) {
        cross_q(&row[2], &q->N[S[0]], &q->N[S[1]]);
        qvec_dot(rhs[2], &row[2], &q->P);
    } else {
        for (int c = 0; c < 3; c++)
            mpq_set(row[2].c[c], q->N[S[2]].c[c]);
        mpq_set(rhs[2], q->O[S[2]]);
    }
    bool ok = solve3(row, rhs, x);
    for (int i = 0; i < 3; i++) {
        qvec_clear(&row[i]);
        mpq_clear(rhs[i]);
    }
    return ok;
}

/* The exact point of ref by the oracle's own method (certificate and Gram system). */
static void ref_point(int n, const double *normal, const double *offset, const double *p,
                      const oracle_hplanes *ref, qvec *X) {
    qvec_set_d(X, p);
    if (ref->inside || ref->empty)
        return;
    load(n, normal, offset, p);
    if (!certify(ref->cert_size, ref->cert)) {
        fprintf(stderr, "oracle_hplanes_selfcheck: the reference certificate fails\n");
        abort();
    }
    qvec y;
    qvec_init(&y, 3);
    offset_q(ref->cert_size, ref->cert, &y);
    for (int c = 0; c < 3; c++)
        mpq_add(X->c[c], X->c[c], y.c[c]);
    qvec_clear(&y);
}

/* Adds v to the echelon basis of rank *rank (rows b, pivot columns piv) if it is not in
 * their span, by Gaussian elimination; whether it was added. */
static bool eliminate(qvec *b, int *piv, int *rank, const qvec *v) {
    qvec r;
    qvec_init(&r, 3);
    for (int c = 0; c < 3; c++)
        mpq_set(r.c[c], v->c[c]);
    mpq_t f, t;
    mpq_inits(f, t, NULL);
    for (int i = 0; i < *rank; i++) {
        if (mpq_sgn(r.c[piv[i]]) == 0)
            continue;
        mpq_div(f, r.c[piv[i]], b[i].c[piv[i]]);
        for (int c = 0; c < 3; c++) {
            mpq_mul(t, f, b[i].c[c]);
            mpq_sub(r.c[c], r.c[c], t);
        }
    }
    int p = -1;
    for (int c = 0; c < 3 && p < 0; c++)
        if (mpq_sgn(r.c[c]) != 0)
            p = c;
    if (p >= 0) {
        for (int c = 0; c < 3; c++)
            mpq_set(b[*rank].c[c], r.c[c]);
        piv[(*rank)++] = p;
    }
    mpq_clears(f, t, NULL);
    qvec_clear(&r);
    return p >= 0;
}

const char *oracle_hplanes_selfcheck(int n, const double *normal, const double *offset,
                                     const double *p, const oracle_hplanes *ref) {
    check_input(n, normal, offset, p);
    qcase q;
    qcase_init(&q, n, normal, offset, p);
    qvec X, best, d, R, basis[3];
    qvec_init(&X, 3);
    qvec_init(&best, 3);
    qvec_init(&d, 3);
    qvec_init(&R, 3);
    for (int i = 0; i < 3; i++)
        qvec_init(&basis[i], 3);
    mpq_t D, bestD;
    mpq_inits(D, bestD, NULL);
    const char *why = NULL;
    bool inside = true;
    for (int j = 0; j < n && inside; j++)
        inside = side_q(&q, j, &q.P) <= 0;
    bool found = false, conflict = false;
    if (!inside) {
        int S[3];
        for (int k = 1; k <= 3; k++)
            for (S[0] = 0; S[0] < n; S[0]++)
                for (S[1] = k > 1 ? S[0] + 1 : 0; S[1] < (k > 1 ? n : 1); S[1]++)
                    for (S[2] = k > 2 ? S[1] + 1 : 0; S[2] < (k > 2 ? n : 1); S[2]++) {
                        if (!candidate(&q, k, S, &X))
                            continue;
                        bool feasible = true;
                        for (int j = 0; j < n && feasible; j++)
                            feasible = side_q(&q, j, &X) <= 0;
                        if (!feasible)
                            continue;
                        qvec_sub(&d, &X, &q.P);
                        qvec_dot(D, &d, &d);
                        int cmp = found ? mpq_cmp(D, bestD) : -1;
                        if (cmp < 0) {
                            found = true, conflict = false;
                            mpq_set(bestD, D);
                            for (int c = 0; c < 3; c++)
                                mpq_set(best.c[c], X.c[c]);
                        } else if (cmp == 0 &&
                                   !(mpq_equal(X.c[0], best.c[0]) && mpq_equal(X.c[1], best.c[1]) &&
                                     mpq_equal(X.c[2], best.c[2]))) {
                            conflict = true;
                        }
                    }
    }
    bool empty = !inside && !found;
    if (inside != ref->inside)
        why =
            ref->inside ? "inside, but p violates a plane" : "outside, but p satisfies every plane";
    else if (empty != ref->empty)
        why = ref->empty ? "empty, but a candidate point lies in the set"
                         : "not empty, but no candidate point lies in the set";
    else if (conflict)
        why = "two different candidates at the least distance";
    else if (inside && (ref->rank != 0 || ref->active != 0))
        why = "inside, but planes reported";
    if (!why && found) {
        ref_point(n, normal, offset, p, ref, &R);
        if (!(mpq_equal(R.c[0], best.c[0]) && mpq_equal(R.c[1], best.c[1]) &&
              mpq_equal(R.c[2], best.c[2])))
            why = "the nearest feasible candidate differs from the certified point";
        int active = 0, rank = 0, piv[3], canon[3] = {0, 0, 0};
        for (int j = 0; j < n && !why; j++) {
            if (side_q(&q, j, &best) != 0)
                continue;
            active++;
            if (rank < 3) {
                int before = rank;
                if (eliminate(basis, piv, &rank, &q.N[j]))
                    canon[before] = j;
            }
        }
        if (!why && active != ref->active)
            why = "a different number of active planes";
        else if (!why && rank != ref->rank)
            why = "a different rank of the active planes";
        for (int i = 0; i < 3 && !why; i++)
            if (canon[i] != ref->canon[i])
                why = "a different canonical plane subset";
    }
    mpq_clears(D, bestD, NULL);
    for (int i = 0; i < 3; i++)
        qvec_clear(&basis[i]);
    qvec_clear(&X);
    qvec_clear(&best);
    qvec_clear(&d);
    qvec_clear(&R);
    qcase_clear(&q);
    return why;
}
