/* The exact common set of two or three planes; see oracle_plane_meet.h. */
#include "oracle/oracle_plane_meet.h"

#include <gmp.h>
#include <mpfr.h>

#include "oracle/oracle.h"

/* The rank of the r x c rational matrix m (row-major, at most 3 x 4), by elimination on
 * a copy. */
static int rank_of(int r, int c, mpq_t m[3][4]) {
    mpq_t a[3][4], f, t;
    mpq_inits(f, t, NULL);
    for (int i = 0; i < r; i++)
        for (int j = 0; j < c; j++) {
            mpq_init(a[i][j]);
            mpq_set(a[i][j], m[i][j]);
        }
    int rank = 0;
    for (int col = 0; col < c && rank < r; col++) {
        int piv = -1;
        for (int i = rank; i < r && piv < 0; i++)
            if (mpq_sgn(a[i][col]) != 0)
                piv = i;
        if (piv < 0)
            continue;
        for (int j = 0; j < c; j++)
            mpq_swap(a[rank][j], a[piv][j]);
        for (int i = 0; i < r; i++) {
            if (i == rank || mpq_sgn(a[i][col]) == 0)
                continue;
            mpq_div(f, a[i][col], a[rank][col]);
            for (int j = 0; j < c; j++) {
                mpq_mul(t, f, a[rank][j]);
                mpq_sub(a[i][j], a[i][j], t);
            }
        }
        rank++;
    }
    for (int i = 0; i < r; i++)
        for (int j = 0; j < c; j++)
            mpq_clear(a[i][j]);
    mpq_clears(f, t, NULL);
    return rank;
}

/* The ranks of rows i and j: of their normals (columns 0-2) and of the whole rows. */
static void pair_ranks(mpq_t m[3][4], int i, int j, int *normals, int *rows) {
    mpq_t p[3][4];
    for (int a = 0; a < 2; a++)
        for (int b = 0; b < 4; b++) {
            mpq_init(p[a][b]);
            mpq_set(p[a][b], m[a ? j : i][b]);
        }
    *normals = rank_of(2, 3, p);
    *rows = rank_of(2, 4, p);
    for (int a = 0; a < 2; a++)
        for (int b = 0; b < 4; b++)
            mpq_clear(p[a][b]);
}

/* The minimum-norm solution of the rows i, j (independent normals): x = N^T y where the
 * Gram system (N N^T) y = o gives y by Cramer's rule on the 2 x 2 matrix. */
static void line_point(mpq_t m[3][4], int i, int j, long double *out) {
    mpq_t g11, g12, g22, det, y1, y2, t, x;
    mpq_inits(g11, g12, g22, det, y1, y2, t, x, NULL);
    for (int k = 0; k < 3; k++) {
        mpq_mul(t, m[i][k], m[i][k]);
        mpq_add(g11, g11, t);
        mpq_mul(t, m[i][k], m[j][k]);
        mpq_add(g12, g12, t);
        mpq_mul(t, m[j][k], m[j][k]);
        mpq_add(g22, g22, t);
    }
    mpq_mul(det, g11, g22);
    mpq_mul(t, g12, g12);
    mpq_sub(det, det, t);
    /* y1 = (o_i g22 - o_j g12) / det, y2 = (g11 o_j - g12 o_i) / det */
    mpq_mul(y1, m[i][3], g22);
    mpq_mul(t, m[j][3], g12);
    mpq_sub(y1, y1, t);
    mpq_div(y1, y1, det);
    mpq_mul(y2, g11, m[j][3]);
    mpq_mul(t, g12, m[i][3]);
    mpq_sub(y2, y2, t);
    mpq_div(y2, y2, det);
    for (int k = 0; k < 3; k++) {
        mpq_mul(x, y1, m[i][k]);
        mpq_mul(t, y2, m[j][k]);
        mpq_add(x, x, t);
        out[k] = oracle_q_ld(x);
    }
    mpq_clears(g11, g12, g22, det, y1, y2, t, x, NULL);
}

/* The unit vector along n_i x n_j, rounded from MPFR. */
static void line_dir(mpq_t m[3][4], int i, int j, long double *out) {
    mpq_t c[3], t;
    mpfr_t f[3], norm, sq;
    mpq_init(t);
    mpfr_inits2(ORACLE_PREC, norm, sq, (mpfr_ptr)0);
    mpfr_set_zero(norm, 1);
    for (int k = 0; k < 3; k++) {
        int a = (k + 1) % 3, b = (k + 2) % 3;
        mpq_init(c[k]);
        mpq_mul(c[k], m[i][a], m[j][b]);
        mpq_mul(t, m[i][b], m[j][a]);
        mpq_sub(c[k], c[k], t);
        mpfr_init2(f[k], ORACLE_PREC);
        mpfr_set_q(f[k], c[k], MPFR_RNDN);
        mpfr_sqr(sq, f[k], MPFR_RNDN);
        mpfr_add(norm, norm, sq, MPFR_RNDN);
    }
    mpfr_sqrt(norm, norm, MPFR_RNDN);
    for (int k = 0; k < 3; k++) {
        mpfr_div(f[k], f[k], norm, MPFR_RNDN);
        out[k] = mpfr_get_ld(f[k], MPFR_RNDN);
        mpfr_clear(f[k]);
        mpq_clear(c[k]);
    }
    mpfr_clears(norm, sq, (mpfr_ptr)0);
    mpq_clear(t);
}

/* The point of the plane of row i nearest the origin: n o / (n . n). */
static void plane_point(mpq_t m[3][4], int i, long double *out) {
    mpq_t nn, t;
    mpq_inits(nn, t, NULL);
    for (int k = 0; k < 3; k++) {
        mpq_mul(t, m[i][k], m[i][k]);
        mpq_add(nn, nn, t);
    }
    for (int k = 0; k < 3; k++) {
        mpq_mul(t, m[i][k], m[i][3]);
        mpq_div(t, t, nn);
        out[k] = oracle_q_ld(t);
    }
    mpq_clears(nn, t, NULL);
}

/* The single point of three independent planes: elimination on the augmented matrix to
 * the identity. */
static void single_point(mpq_t m[3][4], long double *out) {
    mpq_t a[3][4], f, t;
    mpq_inits(f, t, NULL);
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 4; j++) {
            mpq_init(a[i][j]);
            mpq_set(a[i][j], m[i][j]);
        }
    for (int col = 0; col < 3; col++) {
        int piv = col;
        while (mpq_sgn(a[piv][col]) == 0)
            piv++; /* independent rows: a pivot exists */
        for (int j = 0; j < 4; j++)
            mpq_swap(a[col][j], a[piv][j]);
        for (int i = 0; i < 3; i++) {
            if (i == col || mpq_sgn(a[i][col]) == 0)
                continue;
            mpq_div(f, a[i][col], a[col][col]);
            for (int j = 0; j < 4; j++) {
                mpq_mul(t, f, a[col][j]);
                mpq_sub(a[i][j], a[i][j], t);
            }
        }
    }
    for (int k = 0; k < 3; k++) {
        mpq_div(t, a[k][3], a[k][k]);
        out[k] = oracle_q_ld(t);
    }
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 4; j++)
            mpq_clear(a[i][j]);
    mpq_clears(f, t, NULL);
}

void oracle_plane_meet(int count, const double (*rows)[4], oracle_planes *out) {
    static const int pair[3][2] = {{0, 1}, {0, 2}, {1, 2}};
    mpq_t m[3][4];
    for (int i = 0; i < count; i++)
        for (int j = 0; j < 4; j++) {
            mpq_init(m[i][j]);
            mpq_set_d(m[i][j], rows[i][j]);
        }
    *out = (oracle_planes){0};
    int first = -1;
    for (int q = 0; q < (count == 3 ? 3 : 1); q++) {
        int rn, rr;
        pair_ranks(m, pair[q][0], pair[q][1], &rn, &rr);
        if (rn == 1) {
            out->parallel |= 1u << q;
            if (rr == 1)
                out->coincident |= 1u << q;
        } else if (first < 0) {
            first = q;
        }
    }
    int rank_n = rank_of(count, 3, m), rank_all = rank_of(count, 4, m);
    if (rank_n == rank_all) { /* consistent */
        if (rank_n == 3) {
            out->meet = 1;
            single_point(m, out->point);
        } else if (rank_n == 2) {
            out->meet = 2;
            line_point(m, pair[first][0], pair[first][1], out->point);
            line_dir(m, pair[first][0], pair[first][1], out->dir);
        } else {
            out->meet = 3;
            plane_point(m, 0, out->point);
        }
    }
    for (int i = 0; i < count; i++)
        for (int j = 0; j < 4; j++)
            mpq_clear(m[i][j]);
}
