/* The exact overlap answers; see oracle_overlap.h. */
#include "oracle/oracle_overlap.h"

#include <gmp.h>
#include <math.h>

#include "oracle/oracle.h"

/* sign(|x - y|^2 - (r1 + r2)^2), all rational. */
static int ball_sign(const qvec *x, const qvec *y, double r1, double r2) {
    qvec w;
    qvec_init(&w, 3);
    qvec_sub(&w, x, y);
    mpq_t ww, R, t;
    mpq_inits(ww, R, t, NULL);
    qvec_dot(ww, &w, &w);
    mpq_set_d(R, r1);
    mpq_set_d(t, r2);
    mpq_add(R, R, t);
    mpq_mul(R, R, R);
    mpq_sub(ww, ww, R);
    int s = mpq_sgn(ww);
    mpq_clears(ww, R, t, NULL);
    qvec_clear(&w);
    return s;
}

bool oracle_sphere_sphere(const double *ca, double ra, const double *cb, double rb) {
    qvec a, b;
    qvec_init(&a, 3);
    qvec_init(&b, 3);
    qvec_set_d(&a, ca);
    qvec_set_d(&b, cb);
    int s = ball_sign(&a, &b, ra, rb);
    qvec_clear(&a);
    qvec_clear(&b);
    return s <= 0;
}

/* The closest core point q = p0 + t d, t = clamp((c - p0).d / d.d, 0, 1) (0 when d = 0),
 * then |c - q| against rs + rc. */
bool oracle_sphere_capsule(const double *c, double rs, const double *p0, const double *p1,
                           double rc) {
    qvec C, P, Q, d, m;
    qvec_init(&C, 3);
    qvec_init(&P, 3);
    qvec_init(&Q, 3);
    qvec_init(&d, 3);
    qvec_init(&m, 3);
    qvec_set_d(&C, c);
    qvec_set_d(&P, p0);
    qvec_set_d(&Q, p1);
    qvec_sub(&d, &Q, &P);
    qvec_sub(&m, &C, &P);
    mpq_t t, dd;
    mpq_inits(t, dd, NULL);
    qvec_dot(dd, &d, &d);
    if (mpq_sgn(dd) > 0) {
        qvec_dot(t, &m, &d);
        mpq_div(t, t, dd);
        if (mpq_sgn(t) < 0)
            mpq_set_ui(t, 0, 1);
        if (mpq_cmp_ui(t, 1, 1) > 0)
            mpq_set_ui(t, 1, 1);
    }
    qvec_axpy(&Q, &P, t, &d); /* the closest core point */
    int s = ball_sign(&C, &Q, rs, rc);
    mpq_clears(t, dd, NULL);
    qvec_clear(&C);
    qvec_clear(&P);
    qvec_clear(&Q);
    qvec_clear(&d);
    qvec_clear(&m);
    return s <= 0;
}

bool oracle_aabb_aabb(const double *amin, const double *amax, const double *bmin,
                      const double *bmax) {
    mpq_t lo, hi, x;
    mpq_inits(lo, hi, x, NULL);
    bool meet = true;
    for (int i = 0; i < 3; i++) {
        mpq_set_d(lo, amin[i]);
        mpq_set_d(x, bmin[i]);
        if (mpq_cmp(x, lo) > 0)
            mpq_set(lo, x);
        mpq_set_d(hi, amax[i]);
        mpq_set_d(x, bmax[i]);
        if (mpq_cmp(x, hi) < 0)
            mpq_set(hi, x);
        meet &= mpq_cmp(lo, hi) <= 0;
    }
    mpq_clears(lo, hi, x, NULL);
    return meet;
}

/* ---- Oriented boxes: vertices and explicit axes, in integers ----------------------- */

/* x = m 2^e with an integer m; NONE for 0 (never the grid's exponent). */
#define OBB_NONE (1 << 20)

static int obb_int_exp(double x) {
    if (x == 0)
        return OBB_NONE;
    int e;
    frexp(x, &e);
    return e - 53;
}

/* out = x 2^-emin, an integer (emin at most x's own exponent). */
static void obb_to_int(mpz_t out, double x, int emin) {
    if (x == 0) {
        mpz_set_ui(out, 0);
        return;
    }
    int e;
    double f = frexp(x, &e);
    mpz_set_d(out, ldexp(f, 53));
    mpz_mul_2exp(out, out, (mp_bitcnt_t)(e - 53 - emin));
}

/* One box as its eight vertices over a denominator (numerators V, den > 0) and its three
 * edge directions E. */
typedef struct obb_z {
    mpz_t V[8][3], den, E[3][3];
} obb_z;

static void obb_z_init(obb_z *z) {
    for (int v = 0; v < 8; v++)
        for (int k = 0; k < 3; k++)
            mpz_init(z->V[v][k]);
    for (int i = 0; i < 3; i++)
        for (int k = 0; k < 3; k++)
            mpz_init(z->E[i][k]);
    mpz_init(z->den);
}

static void obb_z_clear(obb_z *z) {
    for (int v = 0; v < 8; v++)
        for (int k = 0; k < 3; k++)
            mpz_clear(z->V[v][k]);
    for (int i = 0; i < 3; i++)
        for (int k = 0; k < 3; k++)
            mpz_clear(z->E[i][k]);
    mpz_clear(z->den);
}

static void zcross(mpz_t *out, mpz_t *const u, mpz_t *const v, mpz_t tmp) {
    for (int i = 0; i < 3; i++) {
        int j = (i + 1) % 3, k = (i + 2) % 3;
        mpz_mul(out[i], u[j], v[k]);
        mpz_mul(tmp, u[k], v[j]);
        mpz_sub(out[i], out[i], tmp);
    }
}

static void zdot(mpz_t out, mpz_t *const u, mpz_t *const v, mpz_t tmp) {
    mpz_mul(out, u[0], v[0]);
    for (int i = 1; i < 3; i++) {
        mpz_mul(tmp, u[i], v[i]);
        mpz_add(out, out, tmp);
    }
}

/* The grid exponents: lengths (centres, corners, half extents) and axis components. */
static int obb_min_exp(const double *v, int n) {
    int e = OBB_NONE;
    for (int i = 0; i < n; i++) {
        int x = obb_int_exp(v[i]);
        e = x < e ? x : e;
    }
    return e == OBB_NONE ? 0 : e;
}

/* An oriented box: vertex s (bit i the sign of half i) is
 * c + sum_i +-h_i e_i / D, e_i = a_{i+1} x a_{i+2} (the columns of adj M), D = det M.
 * With lengths L 2^eL and axes A 2^eX (eX <= 0, K = 2^-eX): e_i = E_i 2^(2 eX),
 * D = det(A) 2^(3 eX), so e_i / D = E_i K / det(A) and the vertex is
 * 2^eL (C det(A) + K sum +-H_i E_i) / det(A). */
static void obb_z_set(obb_z *z, const double *c, double a[3][3], const double *h, int eL, int eX) {
    mpz_t A[3][3], C[3], H[3], tmp, acc;
    mpz_inits(tmp, acc, NULL);
    for (int i = 0; i < 3; i++) {
        mpz_inits(C[i], H[i], NULL);
        obb_to_int(C[i], c[i], eL);
        obb_to_int(H[i], h[i], eL);
        for (int k = 0; k < 3; k++) {
            mpz_init(A[i][k]);
            obb_to_int(A[i][k], a[i][k], eX);
        }
    }
    for (int i = 0; i < 3; i++)
        zcross(z->E[i], A[(i + 1) % 3], A[(i + 2) % 3], tmp);
    zdot(z->den, A[0], z->E[0], tmp);
    int flip = mpz_sgn(z->den) < 0;
    for (int v = 0; v < 8; v++)
        for (int k = 0; k < 3; k++) {
            mpz_set_ui(acc, 0);
            for (int i = 0; i < 3; i++) {
                mpz_mul(tmp, H[i], z->E[i][k]);
                if (v >> i & 1)
                    mpz_sub(acc, acc, tmp);
                else
                    mpz_add(acc, acc, tmp);
            }
            mpz_mul_2exp(acc, acc, (mp_bitcnt_t)(-eX));
            mpz_mul(z->V[v][k], C[k], z->den);
            mpz_add(z->V[v][k], z->V[v][k], acc);
            if (flip)
                mpz_neg(z->V[v][k], z->V[v][k]);
        }
    mpz_abs(z->den, z->den);
    for (int i = 0; i < 3; i++) {
        mpz_clears(C[i], H[i], NULL);
        for (int k = 0; k < 3; k++)
            mpz_clear(A[i][k]);
    }
    mpz_clears(tmp, acc, NULL);
}

/* An axis-aligned box: its corners (denominator 1) and the unit axes. */
static void aabb_z_set(obb_z *z, const double *lo, const double *hi, int eL) {
    mpz_set_ui(z->den, 1);
    for (int v = 0; v < 8; v++)
        for (int k = 0; k < 3; k++)
            obb_to_int(z->V[v][k], (v >> k & 1) ? hi[k] : lo[k], eL);
    for (int i = 0; i < 3; i++)
        for (int k = 0; k < 3; k++)
            mpz_set_ui(z->E[i][k], i == k);
}

/* min and max of L . V over the eight vertices. */
static void obb_z_range(obb_z *z, mpz_t *const L, mpz_t lo, mpz_t hi, mpz_t p, mpz_t tmp) {
    for (int v = 0; v < 8; v++) {
        zdot(p, L, z->V[v], tmp);
        if (v == 0 || mpz_cmp(p, lo) < 0)
            mpz_set(lo, p);
        if (v == 0 || mpz_cmp(p, hi) > 0)
            mpz_set(hi, p);
    }
}

/* Brings both boxes over one denominator and tries the fifteen axes. */
static bool obb_z_overlap(obb_z *A, obb_z *B) {
    mpz_t L[3], lo[2], hi[2], p, tmp;
    mpz_inits(p, tmp, lo[0], lo[1], hi[0], hi[1], L[0], L[1], L[2], NULL);
    for (int v = 0; v < 8; v++)
        for (int k = 0; k < 3; k++) {
            mpz_mul(A->V[v][k], A->V[v][k], B->den);
            mpz_mul(B->V[v][k], B->V[v][k], A->den);
        }
    mpz_t *dir[6];
    for (int i = 0; i < 3; i++) {
        dir[i] = A->E[i];
        dir[3 + i] = B->E[i];
    }
    bool meet = true;
    for (int p1 = 0; p1 < 6 && meet; p1++)
        for (int p2 = p1 + 1; p2 < 6 && meet; p2++) {
            zcross(L, dir[p1], dir[p2], tmp);
            obb_z_range(A, L, lo[0], hi[0], p, tmp);
            obb_z_range(B, L, lo[1], hi[1], p, tmp);
            meet = mpz_cmp(hi[0], lo[1]) >= 0 && mpz_cmp(hi[1], lo[0]) >= 0;
        }
    mpz_clears(p, tmp, lo[0], lo[1], hi[0], hi[1], L[0], L[1], L[2], NULL);
    return meet;
}

static int obb_axes_exp(double a[3][3], double b[3][3]) {
    double v[18];
    for (int i = 0; i < 3; i++)
        for (int k = 0; k < 3; k++) {
            v[3 * i + k] = a ? a[i][k] : 1;
            v[9 + 3 * i + k] = b[i][k];
        }
    int e = obb_min_exp(v, 18);
    return e < 0 ? e : 0;
}

bool oracle_obb_obb(const double *ca, double a[3][3], const double *ha, const double *cb,
                    double b[3][3], const double *hb) {
    double len[12];
    for (int i = 0; i < 3; i++) {
        len[i] = ca[i];
        len[3 + i] = ha[i];
        len[6 + i] = cb[i];
        len[9 + i] = hb[i];
    }
    int eL = obb_min_exp(len, 12), eX = obb_axes_exp(a, b);
    obb_z A, B;
    obb_z_init(&A);
    obb_z_init(&B);
    obb_z_set(&A, ca, a, ha, eL, eX);
    obb_z_set(&B, cb, b, hb, eL, eX);
    bool meet = obb_z_overlap(&A, &B);
    obb_z_clear(&A);
    obb_z_clear(&B);
    return meet;
}

bool oracle_aabb_obb(const double *lo, const double *hi, const double *cb, double b[3][3],
                     const double *hb) {
    double len[12];
    for (int i = 0; i < 3; i++) {
        len[i] = lo[i];
        len[3 + i] = hi[i];
        len[6 + i] = cb[i];
        len[9 + i] = hb[i];
    }
    int eL = obb_min_exp(len, 12), eX = obb_axes_exp(NULL, b);
    obb_z A, B;
    obb_z_init(&A);
    obb_z_init(&B);
    aabb_z_set(&A, lo, hi, eL);
    obb_z_set(&B, cb, b, hb, eL, eX);
    bool meet = obb_z_overlap(&A, &B);
    obb_z_clear(&A);
    obb_z_clear(&B);
    return meet;
}
