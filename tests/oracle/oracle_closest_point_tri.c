/* The exact closest point of a triangle to a point; see oracle_closest_point_tri.h. */
#include "oracle/oracle_closest_point_tri.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include <mpfr.h>

/* The closed segment a-b's point closest to p: writes the clamped parameter u and
 * returns nothing else; |b - a|^2 == 0 gives u = 0. */
static void clamped_param(mpq_t u, const qvec *p, const qvec *a, const qvec *b) {
    qvec d, w;
    mpq_t dd;
    qvec_init(&d, p->dim);
    qvec_init(&w, p->dim);
    mpq_init(dd);
    qvec_sub(&d, b, a);
    qvec_sub(&w, p, a);
    qvec_dot(dd, &d, &d);
    if (mpq_sgn(dd) == 0) {
        mpq_set_ui(u, 0, 1);
    } else {
        qvec_dot(u, &w, &d);
        mpq_div(u, u, dd);
        if (mpq_sgn(u) < 0)
            mpq_set_ui(u, 0, 1);
        else if (mpq_cmp_ui(u, 1, 1) > 0)
            mpq_set_ui(u, 1, 1);
    }
    mpq_clear(dd);
    qvec_clear(&w);
    qvec_clear(&d);
}

/* |p - sum_i bary[i] v[i]|^2 into f, the point into x. */
static void point_of(const qvec *p, const qvec v[3], mpq_t bary[3], qvec *x, mpq_t f) {
    qvec w;
    qvec_init(&w, p->dim);
    for (int i = 0; i < p->dim; i++)
        mpq_set_ui(x->c[i], 0, 1);
    for (int i = 0; i < 3; i++)
        qvec_axpy(x, x, bary[i], &v[i]);
    qvec_sub(&w, p, x);
    qvec_dot(f, &w, &w);
    qvec_clear(&w);
}

/* bary = (1 - u) at vertex j, u at vertex (j + 1) % 3, 0 at the third. */
static void edge_bary(mpq_t bary[3], int j, const mpq_t u) {
    mpq_set_ui(bary[(j + 2) % 3], 0, 1);
    mpq_set(bary[(j + 1) % 3], u);
    mpq_set_ui(bary[j], 1, 1);
    mpq_sub(bary[j], bary[j], u);
}

static long double sqrt_q(const mpq_t q) {
    mpfr_t x;
    mpfr_init2(x, ORACLE_PREC);
    mpfr_set_q(x, q, MPFR_RNDN);
    mpfr_sqrt(x, x, MPFR_RNDN);
    long double out = mpfr_get_ld(x, MPFR_RNDN);
    mpfr_clear(x);
    return out;
}

/* The exact closest point of the closed triangle V to P (see the header): its barycentric
 * coordinates, the point X, the squared distance f and the Gram determinant det = |n|^2;
 * returns whether the vertices are collinear. */
static bool tri_exact(const qvec *P, const qvec V[3], mpq_t bary[3], qvec *X, mpq_t f, mpq_t det) {
    int dim = P->dim;
    qvec e1, e2, d;
    qvec_init(&e1, dim);
    qvec_init(&e2, dim);
    qvec_init(&d, dim);
    qvec_sub(&e1, &V[1], &V[0]);
    qvec_sub(&e2, &V[2], &V[0]);
    qvec_sub(&d, P, &V[0]);

    mpq_t g11, g12, g22, r1, r2, tmp, s, t, best, u, cand[3];
    mpq_inits(g11, g12, g22, r1, r2, tmp, s, t, best, u, NULL);
    for (int i = 0; i < 3; i++)
        mpq_init(cand[i]);
    qvec_dot(g11, &e1, &e1);
    qvec_dot(g12, &e1, &e2);
    qvec_dot(g22, &e2, &e2);
    qvec_dot(r1, &d, &e1);
    qvec_dot(r2, &d, &e2);
    mpq_mul(det, g11, g22);
    mpq_mul(tmp, g12, g12);
    mpq_sub(det, det, tmp);
    bool degenerate = mpq_sgn(det) == 0;

    if (!degenerate) {
        /* s = (r1 g22 - r2 g12) / det, t = (r2 g11 - r1 g12) / det (Cramer) */
        mpq_mul(s, r1, g22);
        mpq_mul(tmp, r2, g12);
        mpq_sub(s, s, tmp);
        mpq_div(s, s, det);
        mpq_mul(t, r2, g11);
        mpq_mul(tmp, r1, g12);
        mpq_sub(t, t, tmp);
        mpq_div(t, t, det);
        mpq_set_ui(bary[0], 1, 1);
        mpq_sub(bary[0], bary[0], s);
        mpq_sub(bary[0], bary[0], t);
        mpq_set(bary[1], s);
        mpq_set(bary[2], t);
        if (mpq_sgn(bary[0]) < 0 || mpq_sgn(bary[1]) < 0 || mpq_sgn(bary[2]) < 0) {
            /* outside: the best of the three edges' closest points (strictly better only,
             * so among equal candidates -- necessarily the same point, the projection
             * onto a convex set being unique -- the first edge is kept) */
            bool have = false;
            for (int j = 0; j < 3; j++) {
                clamped_param(u, P, &V[j], &V[(j + 1) % 3]);
                edge_bary(cand, j, u);
                point_of(P, V, cand, X, f);
                if (!have || mpq_cmp(f, best) < 0) {
                    mpq_set(best, f);
                    for (int i = 0; i < 3; i++)
                        mpq_set(bary[i], cand[i]);
                    have = true;
                }
            }
        }
    } else {
        /* collinear: the first edge whose closed segment holds the third vertex */
        int edge = -1;
        for (int j = 0; j < 3 && edge < 0; j++) {
            qvec a, b;
            qvec_init(&a, dim);
            qvec_init(&b, dim);
            qvec_sub(&a, &V[(j + 2) % 3], &V[j]);
            qvec_sub(&b, &V[(j + 2) % 3], &V[(j + 1) % 3]);
            qvec_dot(tmp, &a, &b);
            if (mpq_sgn(tmp) <= 0)
                edge = j;
            qvec_clear(&a);
            qvec_clear(&b);
        }
        if (edge < 0)
            abort(); /* three collinear points: one of them lies between the others */
        clamped_param(u, P, &V[edge], &V[(edge + 1) % 3]);
        edge_bary(bary, edge, u);
    }
    point_of(P, V, bary, X, f);

    mpq_clears(g11, g12, g22, r1, r2, tmp, s, t, best, u, NULL);
    for (int i = 0; i < 3; i++)
        mpq_clear(cand[i]);
    qvec_clear(&e1);
    qvec_clear(&e2);
    qvec_clear(&d);
    return degenerate;
}

void oracle_closest_point_tri(int dim, const double *p, double v[3][3], double r,
                              oracle_ptri *out) {
    qvec P, V[3], d, X;
    qvec_init(&P, dim);
    qvec_init(&d, dim);
    qvec_init(&X, dim);
    qvec_set_d(&P, p);
    for (int i = 0; i < 3; i++) {
        qvec_init(&V[i], dim);
        qvec_set_d(&V[i], v[i]);
    }
    mpq_t det, tmp, f, bary[3];
    mpq_inits(det, tmp, f, NULL);
    for (int i = 0; i < 3; i++)
        mpq_init(bary[i]);
    out->degenerate = tri_exact(&P, V, bary, &X, f, det);
    /* The feature, from the exact barycentric coordinates alone. */
    int ones = -1, zeros = 0, zero_at = -1;
    for (int i = 0; i < 3; i++) {
        out->bary_sign[i] = mpq_sgn(bary[i]);
        out->bary_one[i] = mpq_cmp_ui(bary[i], 1, 1) == 0;
        if (out->bary_one[i] && ones < 0)
            ones = i;
        if (out->bary_sign[i] == 0) {
            zeros++;
            zero_at = i;
        }
        if (out->bary_sign[i] < 0)
            abort();
    }
    if (ones >= 0)
        out->feature = (isect_feature){ISECT_FEATURE_VERTEX, ones};
    else if (zeros == 1)
        out->feature = (isect_feature){ISECT_FEATURE_EDGE, (zero_at + 1) % 3};
    else if (zeros == 0)
        out->feature = (isect_feature){ISECT_FEATURE_FACE, 0};
    else
        abort(); /* two zeros and no one: impossible, the coordinates sum to 1 */

    for (int i = 0; i < 3; i++) {
        out->bary[i] = oracle_q_ld(bary[i]);
        out->point[i] = i < dim ? oracle_q_ld(X.c[i]) : 0;
    }
    out->dist_sq = oracle_q_ld(f);
    out->dist = sqrt_q(f);
    out->area = sqrt_q(det);
    out->edge_len = 0;
    if (out->feature.kind == ISECT_FEATURE_EDGE) {
        /* the edge itself: for a collinear triangle the chosen one, else the one with the
         * zero coordinate opposite */
        int j = out->feature.index;
        qvec_sub(&d, &V[(j + 1) % 3], &V[j]);
        qvec_dot(tmp, &d, &d);
        out->edge_len = sqrt_q(tmp);
    }
    /* within: dist^2 - r^2 */
    mpq_set_d(tmp, r);
    mpq_mul(tmp, tmp, tmp);
    mpq_sub(tmp, f, tmp);
    out->within = mpq_sgn(tmp);

    mpq_clears(det, tmp, f, NULL);
    for (int i = 0; i < 3; i++) {
        mpq_clear(bary[i]);
        qvec_clear(&V[i]);
    }
    qvec_clear(&P);
    qvec_clear(&d);
    qvec_clear(&X);
}

/* ---- A capsule against a triangle ------------------------------------------------------ */

/* |x - y|^2 into f. */
static void dist2(mpq_t f, const qvec *x, const qvec *y) {
    qvec w;
    qvec_init(&w, x->dim);
    qvec_sub(&w, x, y);
    qvec_dot(f, &w, &w);
    qvec_clear(&w);
}

/* |(a + s (a1 - a)) - (b + t (b1 - b))|^2 into f. */
static void pair_dist2(mpq_t f, const qvec *a, const qvec *a1, const mpq_t s, const qvec *b,
                       const qvec *b1, const mpq_t t) {
    int dim = a->dim;
    qvec da, db, x, y;
    qvec_init(&da, dim);
    qvec_init(&db, dim);
    qvec_init(&x, dim);
    qvec_init(&y, dim);
    qvec_sub(&da, a1, a);
    qvec_sub(&db, b1, b);
    qvec_axpy(&x, a, s, &da);
    qvec_axpy(&y, b, t, &db);
    dist2(f, &x, &y);
    qvec_clear(&da);
    qvec_clear(&db);
    qvec_clear(&x);
    qvec_clear(&y);
}

static void clamp01(mpq_t x) {
    if (mpq_sgn(x) < 0)
        mpq_set_ui(x, 0, 1);
    else if (mpq_cmp_ui(x, 1, 1) > 0)
        mpq_set_ui(x, 1, 1);
}

/* The exact squared distance of the closed segments a0-a1 and b0-b1: the least of the
 * stationary pair of the 2x2 normal equations (when regular), clamped to [0, 1]^2, and of
 * every end against the other segment (its clamped closest point). The minimum over the
 * square lies at the stationary pair when that is inside, else on the square's boundary,
 * where one parameter is 0 or 1: an end against the other segment; so the least candidate
 * is the distance. */
static void seg_seg_dist2(mpq_t out, const qvec *a0, const qvec *a1, const qvec *b0,
                          const qvec *b1) {
    int dim = a0->dim;
    qvec da, db, w;
    qvec_init(&da, dim);
    qvec_init(&db, dim);
    qvec_init(&w, dim);
    qvec_sub(&da, a1, a0);
    qvec_sub(&db, b1, b0);
    qvec_sub(&w, a0, b0);
    mpq_t A, B, C, D, E, det, tmp, s, t, f, zero, one;
    mpq_inits(A, B, C, D, E, det, tmp, s, t, f, zero, one, NULL);
    mpq_set_ui(one, 1, 1);
    qvec_dot(A, &da, &da);
    qvec_dot(B, &da, &db);
    qvec_dot(C, &db, &db);
    qvec_dot(D, &da, &w);
    qvec_dot(E, &db, &w);
    /* d/ds, d/dt of |w + s da - t db|^2: [A -B; -B C] (s, t) = (-D, E) */
    mpq_mul(det, A, C);
    mpq_mul(tmp, B, B);
    mpq_sub(det, det, tmp);
    bool have = false;
    if (mpq_sgn(det) != 0) {
        mpq_mul(s, B, E); /* s = (B E - C D) / det */
        mpq_mul(tmp, C, D);
        mpq_sub(s, s, tmp);
        mpq_div(s, s, det);
        mpq_mul(t, A, E); /* t = (A E - B D) / det */
        mpq_mul(tmp, B, D);
        mpq_sub(t, t, tmp);
        mpq_div(t, t, det);
        clamp01(s);
        clamp01(t);
        pair_dist2(out, a0, a1, s, b0, b1, t);
        have = true;
    }
    /* the ends: a0, a1 against b; b0, b1 against a */
    for (int k = 0; k < 4; k++) {
        const qvec *end = k == 0 ? a0 : k == 1 ? a1 : k == 2 ? b0 : b1;
        if (k < 2) {
            clamped_param(t, end, b0, b1);
            pair_dist2(f, a0, a1, k == 0 ? zero : one, b0, b1, t);
        } else {
            clamped_param(s, end, a0, a1);
            pair_dist2(f, a0, a1, s, b0, b1, k == 2 ? zero : one);
        }
        if (!have || mpq_cmp(f, out) < 0)
            mpq_set(out, f);
        have = true;
    }
    mpq_clears(A, B, C, D, E, det, tmp, s, t, f, zero, one, NULL);
    qvec_clear(&da);
    qvec_clear(&db);
    qvec_clear(&w);
}

/* a x b (3D). */
static void qvec_cross(qvec *out, const qvec *a, const qvec *b) {
    mpq_t t;
    mpq_init(t);
    for (int i = 0; i < 3; i++) {
        int j = (i + 1) % 3, k = (i + 2) % 3;
        mpq_mul(out->c[i], a->c[j], b->c[k]);
        mpq_mul(t, a->c[k], b->c[j]);
        mpq_sub(out->c[i], out->c[i], t);
    }
    mpq_clear(t);
}

void oracle_capsule_tri(int dim, const double *p0, const double *p1, double v[3][3], double r,
                        oracle_captri *out) {
    qvec P[2], V[3], X, n, a, b;
    for (int i = 0; i < 2; i++) {
        qvec_init(&P[i], dim);
        qvec_set_d(&P[i], i ? p1 : p0);
    }
    for (int i = 0; i < 3; i++) {
        qvec_init(&V[i], dim);
        qvec_set_d(&V[i], v[i]);
    }
    qvec_init(&X, dim);
    qvec_init(&n, dim);
    qvec_init(&a, dim);
    qvec_init(&b, dim);
    mpq_t best, f, det, h0, h1, t, bary[3];
    mpq_inits(best, f, det, h0, h1, t, NULL);
    for (int i = 0; i < 3; i++)
        mpq_init(bary[i]);

    /* the ends against the closed triangle, the segment against each edge */
    tri_exact(&P[0], V, bary, &X, best, det);
    tri_exact(&P[1], V, bary, &X, f, det);
    if (mpq_cmp(f, best) < 0)
        mpq_set(best, f);
    for (int j = 0; j < 3; j++) {
        seg_seg_dist2(f, &P[0], &P[1], &V[j], &V[(j + 1) % 3]);
        if (mpq_cmp(f, best) < 0)
            mpq_set(best, f);
    }
    /* in space, the segment crossing the plane strictly: the crossing point
     * P0 + t (P1 - P0), t = h0 / (h0 - h1) with h = n.(P - v0), and whether it lies in the
     * closed triangle (its exact distance 0) */
    out->pierces = false;
    if (dim == 3) {
        qvec_sub(&a, &V[1], &V[0]);
        qvec_sub(&b, &V[2], &V[0]);
        qvec_cross(&n, &a, &b);
        qvec_sub(&a, &P[0], &V[0]);
        qvec_dot(h0, &n, &a);
        qvec_sub(&a, &P[1], &V[0]);
        qvec_dot(h1, &n, &a);
        if (mpq_sgn(h0) * mpq_sgn(h1) < 0) {
            mpq_sub(t, h0, h1);
            mpq_div(t, h0, t);
            qvec_sub(&b, &P[1], &P[0]);
            qvec_axpy(&a, &P[0], t, &b);
            tri_exact(&a, V, bary, &X, f, det);
            if (mpq_sgn(f) == 0) {
                out->pierces = true;
                mpq_set_ui(best, 0, 1);
            }
        }
    }
    out->dist_sq = oracle_q_ld(best);
    out->dist = sqrt_q(best);
    mpq_set_d(t, r);
    mpq_mul(t, t, t);
    mpq_sub(t, best, t);
    out->within = mpq_sgn(t);

    mpq_clears(best, f, det, h0, h1, t, NULL);
    for (int i = 0; i < 3; i++) {
        mpq_clear(bary[i]);
        qvec_clear(&V[i]);
    }
    for (int i = 0; i < 2; i++)
        qvec_clear(&P[i]);
    qvec_clear(&X);
    qvec_clear(&n);
    qvec_clear(&a);
    qvec_clear(&b);
}

/* ---- A point against a tetrahedron ---------------------------------------------------- */

const int oracle_tet_edge[6][2] = {{0, 1}, {0, 2}, {0, 3}, {1, 2}, {1, 3}, {2, 3}};

/* ((b - a) x (c - a)).(d - a) into out. */
static void volume6(mpq_t out, const qvec *a, const qvec *b, const qvec *c, const qvec *d) {
    qvec u, w, x, n;
    qvec_init(&u, 3);
    qvec_init(&w, 3);
    qvec_init(&x, 3);
    qvec_init(&n, 3);
    qvec_sub(&u, b, a);
    qvec_sub(&w, c, a);
    qvec_sub(&x, d, a);
    qvec_cross(&n, &u, &w);
    qvec_dot(out, &n, &x);
    qvec_clear(&u);
    qvec_clear(&w);
    qvec_clear(&x);
    qvec_clear(&n);
}

/* The volume coordinates of Y: vol(Y in place of v_k) / vol (vol != 0). */
static void volume_bary(const qvec V[4], const qvec *Y, const mpq_t vol, mpq_t bary[4]) {
    for (int k = 0; k < 4; k++) {
        const qvec *w[4];
        for (int j = 0; j < 4; j++)
            w[j] = j == k ? Y : &V[j];
        volume6(bary[k], w[0], w[1], w[2], w[3]);
        mpq_div(bary[k], bary[k], vol);
    }
}

static bool qvec_equal(const qvec *a, const qvec *b) {
    for (int i = 0; i < a->dim; i++)
        if (!mpq_equal(a->c[i], b->c[i]))
            return false;
    return true;
}

/* The face f's vertices (the three other than f, in increasing order). */
static void face_vertices(const qvec V[4], int f, qvec out[3], int idx[3]) {
    int n = 0;
    for (int k = 0; k < 4; k++)
        if (k != f) {
            idx[n] = k;
            qvec_init(&out[n], 3);
            for (int c = 0; c < 3; c++)
                mpq_set(out[n].c[c], V[k].c[c]);
            n++;
        }
}

/* The exact distance^2 from Y to the convex hull of the listed points (1 to 3 of them),
 * through the triangle oracle (repeating the last point). */
static void hull_dist2(mpq_t f, const qvec *Y, const qvec *const *pts, int n) {
    qvec T[3], X;
    mpq_t bary[3], det;
    qvec_init(&X, 3);
    mpq_init(det);
    for (int i = 0; i < 3; i++) {
        mpq_init(bary[i]);
        qvec_init(&T[i], 3);
        for (int c = 0; c < 3; c++)
            mpq_set(T[i].c[c], pts[i < n ? i : n - 1]->c[c]);
    }
    tri_exact(Y, T, bary, &X, f, det);
    for (int i = 0; i < 3; i++) {
        mpq_clear(bary[i]);
        qvec_clear(&T[i]);
    }
    mpq_clear(det);
    qvec_clear(&X);
}

void oracle_closest_point_tet(const double *p, double v[4][3], oracle_ptet *out) {
    memset(out, 0, sizeof *out);
    qvec P, V[4], X, F[3], Xf, d;
    qvec_init(&P, 3);
    qvec_set_d(&P, p);
    qvec_init(&X, 3);
    qvec_init(&Xf, 3);
    qvec_init(&d, 3);
    for (int i = 0; i < 4; i++) {
        qvec_init(&V[i], 3);
        qvec_set_d(&V[i], v[i]);
    }
    mpq_t vol, best, f, det, u, tmp, b[4], fb[3];
    mpq_inits(vol, best, f, det, u, tmp, NULL);
    for (int i = 0; i < 4; i++)
        mpq_init(b[i]);
    for (int i = 0; i < 3; i++)
        mpq_init(fb[i]);
    volume6(vol, &V[0], &V[1], &V[2], &V[3]);
    out->degenerate = mpq_sgn(vol) == 0;
    out->vol6 = fabsl(oracle_q_ld(vol));

    /* The exact closest point X: p itself inside (all volume coordinates >= 0), else the
     * nearest of the four faces' closest points (for coplanar vertices the faces' union is
     * the hull, Caratheodory: so the same minimum). */
    bool inside = false;
    if (!out->degenerate) {
        volume_bary(V, &P, vol, b);
        inside =
            mpq_sgn(b[0]) >= 0 && mpq_sgn(b[1]) >= 0 && mpq_sgn(b[2]) >= 0 && mpq_sgn(b[3]) >= 0;
    }
    if (inside) {
        for (int c = 0; c < 3; c++)
            mpq_set(X.c[c], P.c[c]);
        mpq_set_ui(best, 0, 1);
    } else {
        for (int face = 0; face < 4; face++) {
            int idx[3];
            face_vertices(V, face, F, idx);
            tri_exact(&P, F, fb, &Xf, f, det);
            if (face == 0 || mpq_cmp(f, best) < 0) {
                mpq_set(best, f);
                for (int c = 0; c < 3; c++)
                    mpq_set(X.c[c], Xf.c[c]);
            }
            for (int i = 0; i < 3; i++)
                qvec_clear(&F[i]);
        }
    }
    for (int c = 0; c < 3; c++)
        out->point[c] = oracle_q_ld(X.c[c]);
    out->dist_sq = oracle_q_ld(best);
    out->dist = sqrt_q(best);

    if (!out->degenerate) {
        /* the feature from X's volume coordinates: how many are 0 */
        volume_bary(V, &X, vol, b);
        int zeros = 0, nz[4], n_nz = 0, zero_at = -1;
        for (int k = 0; k < 4; k++) {
            if (mpq_sgn(b[k]) < 0)
                abort(); /* X lies in the closed tetrahedron */
            if (mpq_sgn(b[k]) == 0) {
                zeros++;
                zero_at = k;
            } else {
                nz[n_nz++] = k;
            }
        }
        int index = 0;
        isect_feature_kind kind;
        if (zeros == 3) {
            kind = ISECT_FEATURE_VERTEX;
            index = nz[0];
        } else if (zeros == 2) {
            kind = ISECT_FEATURE_EDGE;
            for (int e = 0; e < 6; e++)
                if (oracle_tet_edge[e][0] == nz[0] && oracle_tet_edge[e][1] == nz[1])
                    index = e;
            qvec_sub(&d, &V[nz[1]], &V[nz[0]]);
            qvec_dot(tmp, &d, &d);
            out->alt_len[index] = sqrt_q(tmp);
        } else if (zeros == 1) {
            kind = ISECT_FEATURE_FACE;
            index = zero_at;
            int idx[3];
            face_vertices(V, index, F, idx);
            tri_exact(&P, F, fb, &Xf, f, det);
            out->alt_len[index] = sqrt_q(det);
            for (int i = 0; i < 3; i++)
                qvec_clear(&F[i]);
        } else {
            kind = ISECT_FEATURE_SOLID;
            out->alt_len[0] = out->vol6;
        }
        out->feature = (isect_feature){kind, index};
        out->ok = 1u << index;
        for (int k = 0; k < 4; k++)
            out->alt_bary[index][k] = oracle_q_ld(b[k]);
    } else {
        /* Coplanar: the hull of the four points in their plane. A vertex is extreme when
         * it lies outside the hull of the points at other positions. */
        bool extreme[4];
        for (int i = 0; i < 4; i++) {
            const qvec *others[3];
            int n = 0;
            for (int j = 0; j < 4; j++)
                if (!qvec_equal(&V[j], &V[i]))
                    others[n++] = &V[j];
            extreme[i] = true;
            if (n > 0) {
                hull_dist2(f, &V[i], others, n);
                extreme[i] = mpq_sgn(f) != 0;
            }
        }
        /* the plane's normal: of a non-collinear face (0 if all are collinear) */
        qvec N, a, c;
        qvec_init(&N, 3);
        qvec_init(&a, 3);
        qvec_init(&c, 3);
        for (int face = 0; face < 4; face++) {
            int idx[3];
            face_vertices(V, face, F, idx);
            qvec_sub(&a, &F[1], &F[0]);
            qvec_sub(&c, &F[2], &F[0]);
            qvec_cross(&d, &a, &c);
            if (mpq_sgn(d.c[0]) || mpq_sgn(d.c[1]) || mpq_sgn(d.c[2]))
                for (int k = 0; k < 3; k++)
                    mpq_set(N.c[k], d.c[k]);
            for (int i = 0; i < 3; i++)
                qvec_clear(&F[i]);
        }
        unsigned ok = 0;
        isect_feature_kind kind = ISECT_FEATURE_VERTEX;
        for (int i = 0; i < 4; i++)
            if (extreme[i] && qvec_equal(&V[i], &X)) {
                ok |= 1u << i;
                out->alt_bary[i][i] = 1;
            }
        if (!ok) { /* an open hull edge: two extreme points, the others on one side */
            kind = ISECT_FEATURE_EDGE;
            for (int e = 0; e < 6; e++) {
                int i = oracle_tet_edge[e][0], j = oracle_tet_edge[e][1];
                if (!extreme[i] || !extreme[j] || qvec_equal(&V[i], &V[j]))
                    continue;
                int pos = 0, neg = 0;
                qvec_sub(&a, &V[j], &V[i]);
                for (int k = 0; k < 4; k++) {
                    qvec_sub(&c, &V[k], &V[i]);
                    qvec_cross(&d, &a, &c);
                    qvec_dot(tmp, &d, &N);
                    pos |= mpq_sgn(tmp) > 0;
                    neg |= mpq_sgn(tmp) < 0;
                }
                if (pos && neg)
                    continue; /* a diagonal */
                /* X == v_i + u (v_j - v_i) with 0 < u < 1 */
                qvec_sub(&c, &X, &V[i]);
                qvec_dot(u, &c, &a);
                qvec_dot(tmp, &a, &a);
                mpq_div(u, u, tmp);
                qvec_axpy(&c, &V[i], u, &a);
                if (!qvec_equal(&c, &X) || mpq_sgn(u) <= 0 || mpq_cmp_ui(u, 1, 1) >= 0)
                    continue;
                ok |= 1u << e;
                out->alt_len[e] = sqrt_q(tmp);
                mpq_set_ui(tmp, 1, 1);
                mpq_sub(tmp, tmp, u);
                out->alt_bary[e][i] = oracle_q_ld(tmp);
                out->alt_bary[e][j] = oracle_q_ld(u);
            }
        }
        if (!ok) { /* the relative interior: the non-collinear faces holding X */
            kind = ISECT_FEATURE_FACE;
            for (int face = 0; face < 4; face++) {
                int idx[3];
                face_vertices(V, face, F, idx);
                bool collinear = tri_exact(&X, F, fb, &Xf, f, det);
                if (!collinear && mpq_sgn(f) == 0) {
                    ok |= 1u << face;
                    out->alt_len[face] = sqrt_q(det);
                    for (int i = 0; i < 3; i++)
                        out->alt_bary[face][idx[i]] = oracle_q_ld(fb[i]);
                }
                for (int i = 0; i < 3; i++)
                    qvec_clear(&F[i]);
            }
        }
        if (!ok)
            abort(); /* X lies in the hull: a vertex, an edge or the inside */
        int index = 0;
        while (!(ok >> index & 1u))
            index++;
        out->feature = (isect_feature){kind, index};
        out->ok = ok;
        qvec_clear(&N);
        qvec_clear(&a);
        qvec_clear(&c);
    }

    mpq_clears(vol, best, f, det, u, tmp, NULL);
    for (int i = 0; i < 4; i++) {
        mpq_clear(b[i]);
        qvec_clear(&V[i]);
    }
    for (int i = 0; i < 3; i++)
        mpq_clear(fb[i]);
    qvec_clear(&P);
    qvec_clear(&X);
    qvec_clear(&Xf);
    qvec_clear(&d);
}
