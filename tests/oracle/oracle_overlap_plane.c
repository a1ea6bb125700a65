/* The exact solid-against-plane answers; see oracle_overlap_plane.h. */
#include "oracle/oracle_overlap_plane.h"

#include <gmp.h>

#include "oracle/oracle.h"

/* The plane as a rational normal and offset. */
typedef struct qplane {
    qvec n;
    mpq_t o;
} qplane;

static void qplane_init(qplane *q, const oracle_plane *p) {
    qvec_init(&q->n, 3);
    mpq_init(q->o);
    if (!p->three) {
        qvec_set_d(&q->n, p->n);
        mpq_set_d(q->o, p->o);
        return;
    }
    qvec a, b, c, u, v;
    qvec_init(&a, 3);
    qvec_init(&b, 3);
    qvec_init(&c, 3);
    qvec_init(&u, 3);
    qvec_init(&v, 3);
    qvec_set_d(&a, p->a);
    qvec_set_d(&b, p->b);
    qvec_set_d(&c, p->c);
    qvec_sub(&u, &b, &a);
    qvec_sub(&v, &c, &a);
    mpq_t t;
    mpq_init(t);
    for (int i = 0; i < 3; i++) {
        int j = (i + 1) % 3, k = (i + 2) % 3;
        mpq_mul(q->n.c[i], u.c[j], v.c[k]);
        mpq_mul(t, u.c[k], v.c[j]);
        mpq_sub(q->n.c[i], q->n.c[i], t);
    }
    qvec_dot(q->o, &q->n, &a);
    mpq_clear(t);
    qvec_clear(&a);
    qvec_clear(&b);
    qvec_clear(&c);
    qvec_clear(&u);
    qvec_clear(&v);
}

static void qplane_clear(qplane *q) {
    qvec_clear(&q->n);
    mpq_clear(q->o);
}

/* out = N . x - o for a rational point x. */
static void qplane_at(mpq_t out, const qplane *q, const qvec *x) {
    qvec_dot(out, &q->n, x);
    mpq_sub(out, out, q->o);
}

static void qplane_at_d(mpq_t out, const qplane *q, const double *x) {
    qvec X;
    qvec_init(&X, 3);
    qvec_set_d(&X, x);
    qplane_at(out, q, &X);
    qvec_clear(&X);
}

/* The side of a set whose values of N . x - o span [lo, hi]. */
static int side_of_range(const mpq_t lo, const mpq_t hi) {
    if (mpq_sgn(lo) > 0)
        return 1;
    return mpq_sgn(hi) < 0 ? -1 : 0;
}

/* ---- Ball: the foot of the perpendicular ---------------------------------------------- */

/* The ball (c, r): the plane's point nearest c is f = c - (s / N . N) N, s = N . c - o; the
 * ball meets the plane iff |c - f|^2 <= r^2, else it lies on the side of s. */
static int ball_side(const qplane *q, const qvec *c, double r) {
    mpq_t s, nn, k, d2, rr;
    mpq_inits(s, nn, k, d2, rr, NULL);
    qvec f, w;
    qvec_init(&f, 3);
    qvec_init(&w, 3);
    qplane_at(s, q, c);
    qvec_dot(nn, &q->n, &q->n);
    mpq_div(k, s, nn);
    mpq_neg(k, k);
    qvec_axpy(&f, c, k, &q->n);
    qvec_sub(&w, c, &f);
    qvec_dot(d2, &w, &w);
    mpq_set_d(rr, r);
    mpq_mul(rr, rr, rr);
    int side = mpq_cmp(d2, rr) <= 0 ? 0 : mpq_sgn(s);
    mpq_clears(s, nn, k, d2, rr, NULL);
    qvec_clear(&f);
    qvec_clear(&w);
    return side;
}

int oracle_plane_sphere(const oracle_plane *p, const double *c, double r) {
    qplane q;
    qplane_init(&q, p);
    qvec C;
    qvec_init(&C, 3);
    qvec_set_d(&C, c);
    int side = ball_side(&q, &C, r);
    qvec_clear(&C);
    qplane_clear(&q);
    return side;
}

/* ---- Boxes: their eight vertices ------------------------------------------------------- */

/* The extremes of N . x - o over n rational points. */
static int points_side(const qplane *q, const qvec *pts, int n) {
    mpq_t lo, hi, v;
    mpq_inits(lo, hi, v, NULL);
    for (int i = 0; i < n; i++) {
        qplane_at(v, q, &pts[i]);
        if (i == 0 || mpq_cmp(v, lo) < 0)
            mpq_set(lo, v);
        if (i == 0 || mpq_cmp(v, hi) > 0)
            mpq_set(hi, v);
    }
    int side = side_of_range(lo, hi);
    mpq_clears(lo, hi, v, NULL);
    return side;
}

int oracle_plane_aabb(const oracle_plane *p, const double *lo, const double *hi) {
    qplane q;
    qplane_init(&q, p);
    qvec V[8];
    for (int v = 0; v < 8; v++) {
        double x[3];
        for (int k = 0; k < 3; k++)
            x[k] = (v >> k & 1) ? hi[k] : lo[k];
        qvec_init(&V[v], 3);
        qvec_set_d(&V[v], x);
    }
    int side = points_side(&q, V, 8);
    for (int v = 0; v < 8; v++)
        qvec_clear(&V[v]);
    qplane_clear(&q);
    return side;
}

/* inv = M^-1 by Gauss-Jordan elimination with a non-zero pivot per column (M invertible). */
static void invert3(mpq_t M[3][3], mpq_t inv[3][3]) {
    mpq_t A[3][6], t;
    mpq_init(t);
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 6; j++) {
            mpq_init(A[i][j]);
            if (j < 3)
                mpq_set(A[i][j], M[i][j]);
            else
                mpq_set_ui(A[i][j], i == j - 3, 1);
        }
    for (int col = 0; col < 3; col++) {
        int piv = col;
        while (mpq_sgn(A[piv][col]) == 0)
            piv++;
        for (int j = 0; j < 6; j++)
            mpq_swap(A[col][j], A[piv][j]);
        mpq_set(t, A[col][col]);
        for (int j = 0; j < 6; j++)
            mpq_div(A[col][j], A[col][j], t);
        for (int i = 0; i < 3; i++) {
            if (i == col || mpq_sgn(A[i][col]) == 0)
                continue;
            mpq_t f;
            mpq_init(f);
            mpq_set(f, A[i][col]);
            for (int j = 0; j < 6; j++) {
                mpq_mul(t, f, A[col][j]);
                mpq_sub(A[i][j], A[i][j], t);
            }
            mpq_clear(f);
        }
    }
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 6; j++) {
            if (j >= 3)
                mpq_set(inv[i][j - 3], A[i][j]);
            mpq_clear(A[i][j]);
        }
    mpq_clear(t);
}

/* The frame box {x : |(x - c) . a_i| <= h_i} = {c + M^-1 w : |w_i| <= h_i}: its vertices
 * c + M^-1 (+-h_0, +-h_1, +-h_2), where N . x - o takes the values
 * s(c) +- h_0 g_0 +- h_1 g_1 +- h_2 g_2 with g_i = N . (column i of M^-1). */
int oracle_plane_obb(const oracle_plane *p, const double *c, double axes[3][3], const double *h) {
    qplane q;
    qplane_init(&q, p);
    mpq_t M[3][3], inv[3][3], g[3], t, lo, hi, v;
    mpq_inits(t, lo, hi, v, NULL);
    for (int i = 0; i < 3; i++) {
        mpq_init(g[i]);
        for (int j = 0; j < 3; j++) {
            mpq_inits(M[i][j], inv[i][j], NULL);
            mpq_set_d(M[i][j], axes[i][j]);
        }
    }
    invert3(M, inv);
    for (int i = 0; i < 3; i++) { /* g_i h_i */
        mpq_set_ui(g[i], 0, 1);
        for (int k = 0; k < 3; k++) {
            mpq_mul(t, q.n.c[k], inv[k][i]);
            mpq_add(g[i], g[i], t);
        }
        mpq_set_d(t, h[i]);
        mpq_mul(g[i], g[i], t);
    }
    qplane_at_d(t, &q, c);
    for (int vtx = 0; vtx < 8; vtx++) {
        mpq_set(v, t);
        for (int i = 0; i < 3; i++)
            ((vtx >> i & 1) ? mpq_sub : mpq_add)(v, v, g[i]);
        if (vtx == 0 || mpq_cmp(v, lo) < 0)
            mpq_set(lo, v);
        if (vtx == 0 || mpq_cmp(v, hi) > 0)
            mpq_set(hi, v);
    }
    int side = side_of_range(lo, hi);
    for (int i = 0; i < 3; i++) {
        mpq_clear(g[i]);
        for (int j = 0; j < 3; j++)
            mpq_clears(M[i][j], inv[i][j], NULL);
    }
    mpq_clears(t, lo, hi, v, NULL);
    qplane_clear(&q);
    return side;
}

int oracle_plane_tri(const oracle_plane *p, const double *v0, const double *v1, const double *v2) {
    qplane q;
    qplane_init(&q, p);
    qvec V[3];
    const double *v[3] = {v0, v1, v2};
    for (int i = 0; i < 3; i++) {
        qvec_init(&V[i], 3);
        qvec_set_d(&V[i], v[i]);
    }
    int side = points_side(&q, V, 3);
    for (int i = 0; i < 3; i++)
        qvec_clear(&V[i]);
    qplane_clear(&q);
    return side;
}

/* ---- Capsule: the end of the core nearest the plane, as a ball ------------------------- */

int oracle_plane_capsule(const oracle_plane *p, const double *p0, const double *p1, double r) {
    qplane q;
    qplane_init(&q, p);
    mpq_t s0, s1, a0, a1;
    mpq_inits(s0, s1, a0, a1, NULL);
    qplane_at_d(s0, &q, p0);
    qplane_at_d(s1, &q, p1);
    int side;
    if (mpq_sgn(s0) * mpq_sgn(s1) <= 0) {
        side = 0; /* the core reaches the plane */
    } else {
        mpq_abs(a0, s0);
        mpq_abs(a1, s1);
        qvec E;
        qvec_init(&E, 3);
        qvec_set_d(&E, mpq_cmp(a0, a1) <= 0 ? p0 : p1);
        side = ball_side(&q, &E, r);
        qvec_clear(&E);
    }
    mpq_clears(s0, s1, a0, a1, NULL);
    qplane_clear(&q);
    return side;
}

/* ---- Cone: the apex and the rim's extreme points --------------------------------------- */

/* The base disc (centre B, axis d = B - A, radius r): w = N - (N . d / d . d) d lies in
 * the disc's plane and N . x over the disc spans N . B -+ r |w| (N . w = |w|^2). So with
 * s = N . B - o the disc lies beyond the plane iff s > 0 and s^2 > r^2 |w|^2, before it
 * iff s < 0 and the same. */
int oracle_plane_cone(const oracle_plane *p, const double *apex, const double *base, double r) {
    qplane q;
    qplane_init(&q, p);
    qvec A, B, d, w;
    qvec_init(&A, 3);
    qvec_init(&B, 3);
    qvec_init(&d, 3);
    qvec_init(&w, 3);
    qvec_set_d(&A, apex);
    qvec_set_d(&B, base);
    qvec_sub(&d, &B, &A);
    mpq_t sa, sb, dd, k, ww, rr;
    mpq_inits(sa, sb, dd, k, ww, rr, NULL);
    qplane_at(sa, &q, &A);
    qplane_at(sb, &q, &B);
    qvec_dot(dd, &d, &d);
    int side;
    if (mpq_sgn(dd) == 0) {
        side = mpq_sgn(sa); /* no disc: the apex */
    } else if (mpq_sgn(sa) != mpq_sgn(sb) || mpq_sgn(sa) == 0) {
        side = 0;
    } else {
        qvec_dot(k, &q.n, &d);
        mpq_div(k, k, dd);
        mpq_neg(k, k);
        qvec_axpy(&w, &q.n, k, &d);
        qvec_dot(ww, &w, &w);
        mpq_set_d(rr, r);
        mpq_mul(rr, rr, rr);
        mpq_mul(ww, ww, rr);
        mpq_mul(k, sb, sb);
        side = mpq_cmp(k, ww) > 0 ? mpq_sgn(sb) : 0;
    }
    mpq_clears(sa, sb, dd, k, ww, rr, NULL);
    qvec_clear(&A);
    qvec_clear(&B);
    qvec_clear(&d);
    qvec_clear(&w);
    qplane_clear(&q);
    return side;
}
