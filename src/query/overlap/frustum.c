/* Solids against a view frustum (isect/overlap.h, "Solids against a view frustum"):
 * exact tests for a point, an axis-aligned and an oriented box, and the frustum of a
 * view-projection matrix (Gribb and Hartmann, 2001). The ball's test, decided by a closest
 * point, is closest_point/ball_frustum.c.
 *
 * Derivation. The frustum F is the intersection of six closed half-spaces H_j, and a
 * solid B is convex. Against each plane B lies wholly outside (then B and F are apart),
 * wholly inside, or meets the plane: the exact classify of a solid against a plane
 * (solid_plane.c; RTCD 5.2.2 and 5.2.3). If B lies inside H_j then B n F = B n (the other
 * half-spaces), so only the set P of planes B straddles matters:
 *   B n F = B n (intersection of H_j, j in P).
 * |P| = 0: B lies inside F. |P| = 1: B meets H_j and lies inside every other, so it
 * meets F. |P| >= 2 is the culling test's "maybe" near an edge or a corner of F, decided
 * exactly:
 * - a box: B is itself the intersection of six half-spaces (an AABB's x_k >= min_k and
 *   x_k <= max_k; an OBB's a_i . (x - c) <= h_i and -a_i . (x - c) <= h_i, kept in that
 *   form so that no offset is rounded), so B n F is empty iff the 6 + |P| half-spaces
 *   have no common point: halfspace.c's Farkas certificates on subsets of at most four
 *   (Helly), each of at least two planes of P (a subset with one plane and box
 *   half-spaces only would say that B lies outside that plane, which the classify has
 *   ruled out; the box's own half-spaces are never infeasible). In front of it a witness:
 *   a box corner nearest to one straddled plane (an AABB's, exact) or the centre (an
 *   OBB's) inside every plane of P proves the overlap at once.
 * - a ball (closest_point/ball_frustum.c): dist(c, F_P) <= r, F_P the intersection of
 *   the straddled half-spaces, from the exact closest point of a hull by its planes.
 * - a point: its exact side of each plane.
 * Every sign is exact (filters with exact fallbacks in the routines called), so the
 * answers are. */
#include <math.h>
#include <stdbool.h>
#include <stddef.h>

#include "isect/overlap.h"

#include "base/vec.h"
#include "query/overlap/full_path.h"
#include "query/overlap/halfspace.h"
#include "sign/box_sign.h"
#include "sign/plane_solid_sign.h"
#include "sign/valid.h"

/* ---- The frustum of a matrix --------------------------------------------------------- */

/* A row sum of Gribb and Hartmann, P = R_3 + sign R_i (alone: R_i itself, the near plane
 * of the 0..w depth range), read as P.xyz . x + P.w >= 0 and stored as the normal -P.xyz
 * (negation is exact) and the offset P.w. */
static isect_plane3 gh_plane(const isect_real *m, int row, isect_real sign, bool alone) {
    isect_real p[4];
    for (int c = 0; c < 4; c++) {
        isect_real r3 = m[4 * c + 3], ri = m[4 * c + row];
        p[c] = alone ? ri : r3 + sign * ri; /* one rounding (sign * ri is exact) */
    }
    return (isect_plane3){{-p[0], -p[1], -p[2]}, p[3]};
}

isect_frustum3 isect_frustum3_from_matrix(const isect_real m[16], isect_clip_depth depth) {
    isect_frustum3 f = {0};
    if (!m)
        return f;
    for (int i = 0; i < 16; i++)
        if (!isfinite(m[i]))
            return f;
    f.planes[0] = gh_plane(m, 0, 1, false);                                 /* left:   x_c >= -w */
    f.planes[1] = gh_plane(m, 0, -1, false);                                /* right:  x_c <= w */
    f.planes[2] = gh_plane(m, 1, 1, false);                                 /* bottom: y_c >= -w */
    f.planes[3] = gh_plane(m, 1, -1, false);                                /* top:    y_c <= w */
    f.planes[4] = gh_plane(m, 2, 1, depth == ISECT_CLIP_DEPTH_ZERO_TO_ONE); /* near */
    f.planes[5] = gh_plane(m, 2, -1, false);                                /* far:    z_c <= w */
    return f;
}

/* ---- Validity and the planes that matter --------------------------------------------- */

/* The half-spaces of the straddled planes, first (as halfspace.h's `fresh` ones). */
static int plane_halfspaces(const isect_frustum3 *f, const int *P, int n, isect_hs3 *h) {
    for (int i = 0; i < n; i++) {
        const isect_plane3 *pl = &f->planes[P[i]];
        h[i] = (isect_hs3){{pl->normal.x, pl->normal.y, pl->normal.z}, pl->offset, NULL};
    }
    return n;
}

/* ---- The quick filter ---------------------------------------------------------------- */

/* ---- Witness points -----------------------------------------------------------------
 * A point certainly in the box and certainly inside every straddled plane proves the
 * overlap, however it was found. Candidates, each in plain double: the middle of what the
 * straddled planes and the box leave of a line (Liang-Barsky clipping) -- a box edge, or
 * the edge line of two straddled planes -- and the vertex of three straddled planes moved
 * a little inside all three. */
typedef struct wbox {
    const obb_d *obb; /* NULL: the AABB lo..hi */
    double lo[3], hi[3];
    const isect_frustum3 *f;
    unsigned mask; /* the straddled planes */
} wbox;

/* Is x certainly in the box and inside each straddled plane? An AABB's x is clamped into
 * it first (exact). */
static bool witness(const wbox *w, double *x) {
    if (!w->obb) {
        for (int i = 0; i < 3; i++)
            x[i] = fmin(fmax(x[i], w->lo[i]), w->hi[i]);
    } else {
        if (isect_fq_tiny(x, 3))
            return false;
        isect_fx e[3];
        fx_excess(3, x, w->obb, e);
        for (int i = 0; i < 3; i++)
            if (fx_sure_sign(e[i]) >= 0)
                return false;
    }
    for (int j = 0; j < 6; j++) {
        double n[3], o, b;
        isect_fq_plane(w->f, j, n, &o);
        if ((w->mask >> j & 1) && !(isect_fq_at(n, o, x, &b) < -b))
            return false;
    }
    return true;
}

/* Shrinks [s0, s1] to where a . (p + s d) <= bound holds. */
static void clip(double ap, double ad, double bound, double *s0, double *s1) {
    if (ad > 0)
        *s1 = fmin(*s1, (bound - ap) / ad);
    else if (ad < 0)
        *s0 = fmax(*s0, (bound - ap) / ad);
    else if (ap > bound)
        *s1 = -INFINITY;
}

/* The line p + s d, s in [s0, s1], clipped to the box and the straddled planes; its middle
 * as a witness. */
static bool line_witness(const wbox *w, const double *p, const double *d, double s0, double s1) {
    for (int i = 0; i < 3; i++) {
        if (!w->obb) {
            clip(p[i], d[i], w->hi[i], &s0, &s1);
            clip(-p[i], -d[i], -w->lo[i], &s0, &s1);
        } else {
            const double *a = w->obb->a[i], *c = w->obb->center;
            double ap = a[0] * (p[0] - c[0]) + a[1] * (p[1] - c[1]) + a[2] * (p[2] - c[2]);
            double ad = a[0] * d[0] + a[1] * d[1] + a[2] * d[2];
            clip(ap, ad, w->obb->h[i], &s0, &s1);
            clip(-ap, -ad, w->obb->h[i], &s0, &s1);
        }
    }
    for (int j = 0; j < 6; j++) {
        double n[3], o;
        isect_fq_plane(w->f, j, n, &o);
        if (w->mask >> j & 1)
            clip(n[0] * p[0] + n[1] * p[1] + n[2] * p[2], n[0] * d[0] + n[1] * d[1] + n[2] * d[2],
                 o, &s0, &s1);
    }
    if (!(s0 < s1) || !isfinite(s0) || !isfinite(s1))
        return false;
    double s = s0 + (s1 - s0) / 2, x[3];
    for (int i = 0; i < 3; i++)
        x[i] = p[i] + s * d[i];
    return witness(w, x);
}

/* The box's edges (corner edges[k][0], direction edges[k][1] for s in [0, 1], given by
 * the caller), the edge lines and the vertices of the straddled planes (moved a little
 * inside them: a witness must lie strictly inside each), as witnesses. */
static bool search_witness(const wbox *w, double edges[12][2][3]) {
    for (int k = 0; k < 12; k++)
        if (line_witness(w, edges[k][0], edges[k][1], 0, 1))
            return true;
    int P[6], m = 0;
    for (int j = 0; j < 6; j++)
        if (w->mask >> j & 1)
            P[m++] = j;
    double n[6][3], o[6];
    for (int a = 0; a < m; a++)
        isect_fq_plane(w->f, P[a], n[a], &o[a]);
    for (int a = 0; a < m; a++)
        for (int b = a + 1; b < m; b++) { /* the line of planes a and b */
            double d[3], p[3], aa = dv_dot(3, n[a], n[a]), bb = dv_dot(3, n[b], n[b]);
            double ab = dv_dot(3, n[a], n[b]);
            dv_cross3(n[a], n[b], d);
            double dd = dv_dot(3, d, d);
            if (!(dd > 0))
                continue;
            /* a point of the line (Gram's 2 x 2 system over n_a, n_b, dd its determinant),
             * moved inside both planes by t along v, n_a . v = n_b . v = 1 */
            double top = 0;
            for (int i = 0; i < 3; i++) {
                p[i] = ((o[a] * bb - o[b] * ab) * n[a][i] + (o[b] * aa - o[a] * ab) * n[b][i]) / dd;
                top = fmax(top, fabs(p[i]));
            }
            double t = 0x1p-30 * (top * (fabs(n[a][0]) + fabs(n[a][1]) + fabs(n[a][2]) +
                                         fabs(n[b][0]) + fabs(n[b][1]) + fabs(n[b][2])) +
                                  fabs(o[a]) + fabs(o[b]));
            for (int i = 0; i < 3; i++)
                p[i] -= t * ((bb - ab) * n[a][i] + (aa - ab) * n[b][i]) / dd;
            if (line_witness(w, p, d, -INFINITY, INFINITY))
                return true;
        }
    for (int a = 0; a < m; a++)
        for (int b = a + 1; b < m; b++)
            for (int c = b + 1; c < m; c++) { /* the vertex, moved inside by t along w */
                double m0[3], m1[3], m2[3];
                dv_cross3(n[b], n[c], m0);
                dv_cross3(n[c], n[a], m1);
                dv_cross3(n[a], n[b], m2);
                double det = dv_dot(3, n[a], m0), x[3], top = 0;
                if (!(fabs(det) > 0))
                    continue;
                for (int i = 0; i < 3; i++) {
                    x[i] = (o[a] * m0[i] + o[b] * m1[i] + o[c] * m2[i]) / det;
                    top = fmax(top, fabs(x[i]));
                }
                double t = 0x1p-30 * (top * (fabs(n[a][0]) + fabs(n[a][1]) + fabs(n[a][2])) +
                                      fabs(o[a]) + fabs(o[b]) + fabs(o[c]));
                for (int i = 0; i < 3; i++) /* n_a . w = 1 for w = (m0 + m1 + m2) / det */
                    x[i] -= t * (m0[i] + m1[i] + m2[i]) / det;
                if (witness(w, x))
                    return true;
            }
    return false;
}

/* ---- Dual certificates --------------------------------------------------------------
 * For the planes a box straddles (two or more, the quick sides undecided): by the minimax
 * theorem (the box compact), the box misses their intersection iff some weights
 * lambda >= 0 give G(lambda) = min over the box of L . x - lambda . o > 0, L = sum lambda_j
 * n_j. With the box as c + sum_i [-h_i, h_i] e_i / |D| (an AABB: its rounded centre and
 * half extents, e_i the unit axes, D = 1), times |D|:
 *   G(lambda) |D| = sum_j lambda_j A_j - sum_i h_i |sum_j lambda_j E_ji|,
 *   A_j = |D| (n_j . c - o_j), E_ji = n_j . e_i,
 * concave and piecewise linear, so its maximum over the simplex of weights lies where
 * some of the sums sum_j lambda_j E_ji vanish: on an edge of the simplex (two planes) at
 * t = E_ki / (E_ki - E_ji) for a sign change of E_.i, inside a triangle (three planes) at
 * lambda along E_i x E_i' when that has one sign. Any lambda >= 0 that certainly gives
 * G > 0 proves the box apart (a Farkas certificate, as in halfspace.c), however rounded
 * lambda is: each candidate is evaluated with the bound beta_j on A_j and on
 * sum_i h_i |E_ji| (the sides' bounds), 16 u of the magnitudes for the combination's own
 * roundings and 2^-1000 for underflow (inputs not tiny, weights of 2^-60 or more). */
typedef struct box_dual {
    double A[6], E[6][3], R[6], beta[6], h[3];
} box_dual;

static bool dual_apart(const box_dual *d, const int *idx, const double *lam, int m) {
    double g = 0, err = 0x1p-1000;
    for (int a = 0; a < m; a++) {
        int j = idx[a];
        if (!(lam[a] >= 0x1p-60))
            return false;
        g += lam[a] * d->A[j];
        err += lam[a] * (d->beta[j] + 16 * 0x1p-53 * (fabs(d->A[j]) + d->R[j]));
    }
    for (int i = 0; i < 3; i++) {
        double L = 0;
        for (int a = 0; a < m; a++)
            L += lam[a] * d->E[idx[a]][i];
        g -= d->h[i] * fabs(L);
    }
    return g > err;
}

/* Whether a pair or a triple of the planes in mask certainly separates (above). */
ISECT_NOINLINE static bool dual_search(const box_dual *d, unsigned mask) {
    int P[6], n = 0;
    for (int j = 0; j < 6; j++)
        if (mask >> j & 1)
            P[n++] = j;
    for (int a = 0; a < n; a++)
        for (int b = a + 1; b < n; b++) {
            int idx[2] = {P[a], P[b]};
            const double *Ej = d->E[idx[0]], *Ek = d->E[idx[1]];
            for (int i = 0; i < 3; i++) {
                if (!(Ej[i] * Ek[i] < 0))
                    continue;
                double t = Ek[i] / (Ek[i] - Ej[i]), lam[2] = {t, 1 - t};
                if (dual_apart(d, idx, lam, 2))
                    return true;
            }
        }
    for (int a = 0; a < n; a++)
        for (int b = a + 1; b < n; b++)
            for (int c = b + 1; c < n; c++) {
                int idx[3] = {P[a], P[b], P[c]};
                for (int i = 0; i < 3; i++) {
                    double u[3], v[3], w[3];
                    for (int k = 0; k < 3; k++) {
                        u[k] = d->E[idx[k]][i];
                        v[k] = d->E[idx[k]][(i + 1) % 3];
                    }
                    w[0] = u[1] * v[2] - u[2] * v[1];
                    w[1] = u[2] * v[0] - u[0] * v[2];
                    w[2] = u[0] * v[1] - u[1] * v[0];
                    double sum = w[0] + w[1] + w[2];
                    double lam[3] = {w[0] / sum, w[1] / sum, w[2] / sum};
                    if (dual_apart(d, idx, lam, 3))
                        return true;
                }
            }
    return false;
}

/* The AABB's witnesses (the centre, the corner least along each plane not in) and the
 * dual certificates, when its sides leave two or more planes straddled. */
ISECT_NOINLINE static int aabb_more(const double *bmin, const double *bmax, double lows[6][3],
                                    const isect_fq_sides *q, const isect_frustum3 *f) {
    box_dual d;
    double c[3], v[6], bv[6];
    for (int i = 0; i < 3; i++) { /* halves first: no overflow near the largest doubles */
        c[i] = fmin(fmax(bmin[i] / 2 + bmax[i] / 2, bmin[i]), bmax[i]); /* in the box */
        d.h[i] = bmax[i] / 2 - bmin[i] / 2;
    }
    for (int j = 0; j < 6; j++) {
        double n[3], o, nc = 0;
        isect_fq_plane(f, j, n, &o);
        v[j] = isect_fq_at(n, o, c, &bv[j]);
        d.A[j] = v[j];
        d.R[j] = 0;
        for (int i = 0; i < 3; i++) {
            d.E[j][i] = n[i];
            d.R[j] += d.h[i] * fabs(n[i]);
            nc += fabs(n[i]) * (fabs(c[i]) + d.h[i]);
        }
        /* c and h are each off by an ulp at most (halving a subnormal by 2^-1075 more): 2 u
         * nc and 2^-1000 |n|_1, and R's own 4 roundings */
        d.beta[j] = bv[j] + 2 * 0x1p-53 * nc + 4 * 0x1p-53 * d.R[j] +
                    0x1p-1000 * (fabs(n[0]) + fabs(n[1]) + fabs(n[2]));
    }
    if (isect_fq_answer_at(q, v, bv) == 1)
        return 1;
    for (int j = 0; j < 6; j++) {
        bool inside = (q->mask >> j & 1) != 0;
        for (int k = 0; k < 6 && inside; k++) {
            double n[3], o, b;
            isect_fq_plane(f, k, n, &o);
            inside = !(q->mask >> k & 1) || isect_fq_at(n, o, lows[j], &b) < -b;
        }
        if (inside)
            return 1;
    }
    double corners[6] = {bmin[0], bmin[1], bmin[2], bmax[0], bmax[1], bmax[2]};
    if (isect_fq_tiny_with(f, corners, 6)) /* the weights' products could underflow */
        return -1;
    if (dual_search(&d, q->mask))
        return 0;
    wbox w = {NULL, {bmin[0], bmin[1], bmin[2]}, {bmax[0], bmax[1], bmax[2]}, f, q->mask};
    double edges[12][2][3];
    for (int k = 0; k < 12; k++) { /* along axis k / 4 from the corner of the other bits */
        int axis = k / 4, b0 = k & 1, b1 = k >> 1 & 1;
        for (int i = 0; i < 3; i++) {
            int bit = i == (axis + 1) % 3 ? b0 : i == (axis + 2) % 3 ? b1 : 0;
            edges[k][0][i] = bit ? bmax[i] : bmin[i];
            edges[k][1][i] = i == axis ? bmax[i] - bmin[i] : 0;
        }
    }
    return search_witness(&w, edges) ? 1 : -1;
}

/* The axis-aligned box: lo and hi at its corners least and most along n. A witness for
 * two or more planes not in: the corner least along one of them inside every one of
 * them. */
ISECT_INLINE int aabb_quick(const isect_aabb3 *box, const isect_frustum3 *f) {
    double bmin[3], bmax[3], lows[6][3];
    dv_from3(bmin, box->min);
    dv_from3(bmax, box->max);
    isect_fq_sides q = {false, 0, 0, 0};
    for (int j = 0; j < 6; j++) {
        double n[3], o, high[3], blo, bhi;
        isect_fq_plane(f, j, n, &o);
        for (int k = 0; k < 3; k++) {
            lows[j][k] = n[k] >= 0 ? bmin[k] : bmax[k];
            high[k] = n[k] >= 0 ? bmax[k] : bmin[k];
        }
        double lo = isect_fq_at(n, o, lows[j], &blo), hi = isect_fq_at(n, o, high, &bhi);
        isect_fq_add_range(&q, j, lo, hi, blo, bhi);
    }
    int a = isect_fq_answer(&q);
    if (a >= 0 || q.unsure)
        return a;
    return aabb_more(bmin, bmax, lows, &q, f);
}

/* The oriented box's dual certificates (above), its A_j, E_ji and bounds as obb_quick's. */
ISECT_NOINLINE static int obb_dual(const obb_d *b, double e[3][3], double D,
                                   const isect_frustum3 *f, unsigned mask) {
    box_dual d;
    double H = b->h[0] + b->h[1] + b->h[2];
    for (int j = 0; j < 6; j++) {
        double n[3], o, sb;
        isect_fq_plane(f, j, n, &o);
        double sc = isect_fq_at(n, o, b->center, &sb);
        d.A[j] = D * sc;
        d.R[j] = 0;
        for (int i = 0; i < 3; i++) {
            d.E[j][i] = n[0] * e[i][0] + n[1] * e[i][1] + n[2] * e[i][2];
            d.R[j] += b->h[i] * fabs(d.E[j][i]);
        }
        double N1 = fabs(n[0]) + fabs(n[1]) + fabs(n[2]), ms = sb / (8 * 0x1p-53);
        d.beta[j] = 16 * 0x1p-53 * (7 * ms + 3 * N1 * H);
    }
    for (int i = 0; i < 3; i++)
        d.h[i] = b->h[i];
    if (dual_search(&d, mask))
        return 0;
    wbox w = {b, {0, 0, 0}, {0, 0, 0}, f, mask};
    double edges[12][2][3];
    for (int k = 0; k < 12; k++) { /* along axis k / 4, its corners rounded */
        int axis = k / 4, b0 = k & 1, b1 = k >> 1 & 1;
        for (int i = 0; i < 3; i++) {
            double s0 = b0 ? 1 : -1, s1 = b1 ? 1 : -1;
            int i1 = (axis + 1) % 3, i2 = (axis + 2) % 3;
            /* shrunk by 2^-20 of each half extent: a witness must lie strictly inside */
            double in = 1 - 0x1p-20;
            edges[k][0][i] =
                b->center[i] + in * (s0 * b->h[i1] * b->a[i1][i] + s1 * b->h[i2] * b->a[i2][i] -
                                     b->h[axis] * b->a[axis][i]);
            edges[k][1][i] = 2 * in * b->h[axis] * b->a[axis][i];
        }
    }
    return search_witness(&w, edges) ? 1 : -1;
}

/* The oriented box, the frame box of isect/box.h: with e_i = a_{i+1} x a_{i+2} and
 * D = a_0 . e_0, n . x ranges over n . c +- sum_i h_i |n . e_i| / |D| (solid_plane.c), so
 * |D| (n . c - o) -+ sum_i h_i |n . e_i| are lo and hi times |D| > 0. Bound from
 * magnitudes, as obb.c's quick filter: a valid box's axis components are below
 * sqrt(1 + ISECT_AXIS_TOLERANCE) < 1.001, so the permanent of a component of e_i is below
 * 2.01 and of D below 6.1; with m_s the permanent of s = n . c - o and N1 = |n|_1, the
 * permanent of |D| s is below 6.1 m_s and of sum_i h_i |n . e_i| below 2.01 N1 H
 * (H = sum h_i); the longest path has 11 roundings (D 5, s 4, their product 10, the
 * difference 11), so 12 u (6.1 m_s + 2.01 N1 H) bounds the error and 16 u (7 m_s + 3 N1 H)
 * covers the bound's own roundings. A witness: the centre inside every plane not in. */
ISECT_INLINE int obb_quick(const obb_d *b, const isect_frustum3 *f) {
    double e[3][3], H = b->h[0] + b->h[1] + b->h[2];
    for (int i = 0; i < 3; i++) {
        const double *u = b->a[(i + 1) % 3], *v = b->a[(i + 2) % 3];
        e[i][0] = u[1] * v[2] - u[2] * v[1];
        e[i][1] = u[2] * v[0] - u[0] * v[2];
        e[i][2] = u[0] * v[1] - u[1] * v[0];
    }
    double D = fabs(b->a[0][0] * e[0][0] + b->a[0][1] * e[0][1] + b->a[0][2] * e[0][2]);
    isect_fq_sides q = {false, 0, 0, 0};
    double sc[6], sb[6];
    for (int j = 0; j < 6; j++) {
        double n[3], o;
        isect_fq_plane(f, j, n, &o);
        sc[j] = isect_fq_at(n, o, b->center, &sb[j]);
        double R = 0;
        for (int i = 0; i < 3; i++)
            R += b->h[i] * fabs(n[0] * e[i][0] + n[1] * e[i][1] + n[2] * e[i][2]);
        double N1 = fabs(n[0]) + fabs(n[1]) + fabs(n[2]), ms = sb[j] / (8 * 0x1p-53);
        double bound = 16 * 0x1p-53 * (7 * ms + 3 * N1 * H);
        isect_fq_add_range(&q, j, D * sc[j] - R, D * sc[j] + R, bound, bound);
    }
    double box[15];
    for (int i = 0; i < 3; i++) {
        box[i] = b->center[i];
        box[3 + i] = b->h[i];
        for (int k = 0; k < 3; k++)
            box[6 + 3 * i + k] = b->a[i][k];
    }
    if (isect_fq_tiny_with(f, box, 15))
        return -1;
    int a = isect_fq_answer_at(&q, sc, sb);
    if (a >= 0 || q.unsure)
        return a;
    return obb_dual(b, e, D, f, q.mask);
}

/* ---- The tests ----------------------------------------------------------------------- */

/* The point's side of each plane in plain double (isect_fq_at), the exact signs where that
 * cannot tell. */
bool isect_test_point3_frustum3(isect_vec3 p, const isect_frustum3 *frustum) {
    if (!isect_ok_frustum3(frustum) || !isect_ok_vec3(p))
        return false;
    double x[3];
    dv_from3(x, p);
    bool out = false, all_in = true;
    for (int j = 0; j < 6; j++) {
        double n[3], o, b;
        isect_fq_plane(frustum, j, n, &o);
        double v = isect_fq_at(n, o, x, &b);
        out |= v > b;
        all_in &= v < -b;
    }
    if (out | all_in)
        return !out;
    return isect_test_point3_frustum3_full(p, frustum);
}

/* The full path: exact sides, the witnesses, then the half-spaces (the derivation). */
ISECT_NOINLINE static bool aabb_full(const isect_aabb3 *box, const isect_frustum3 *frustum) {
    int side[6];
    for (int j = 0; j < 6; j++)
        side[j] = (int)isect_classify_aabb3_plane3(box, &frustum->planes[j]);
    int P[6], n = isect_frustum_straddled(side, P);
    if (n < 2)
        return n >= 0;
    for (int i = 0; i < n; i++) { /* the corner nearest to each straddled plane */
        isect_vec3 nn = frustum->planes[P[i]].normal;
        isect_vec3 corner = {nn.x >= 0 ? box->min.x : box->max.x,
                             nn.y >= 0 ? box->min.y : box->max.y,
                             nn.z >= 0 ? box->min.z : box->max.z};
        if (isect_frustum_holds(frustum, P, n, corner))
            return true;
    }
    isect_hs3 h[12];
    int count = plane_halfspaces(frustum, P, n, h);
    double lo[3], hi[3];
    dv_from3(lo, box->min);
    dv_from3(hi, box->max);
    for (int k = 0; k < 3; k++) {
        double e[3] = {0, 0, 0};
        e[k] = 1;
        h[count++] = (isect_hs3){{e[0], e[1], e[2]}, hi[k], NULL};     /* x_k <= max_k */
        h[count++] = (isect_hs3){{-e[0], -e[1], -e[2]}, -lo[k], NULL}; /* -x_k <= -min_k */
    }
    return isect_hs3_feasible(h, count, n, 2);
}

ISECT_NOINLINE static bool obb_full(const isect_obb3 *box, const obb_d *od,
                                    const isect_frustum3 *frustum) {
    const obb_d o = *od;
    int side[6];
    for (int j = 0; j < 6; j++)
        side[j] = (int)isect_classify_obb3_plane3(box, &frustum->planes[j]);
    int P[6], n = isect_frustum_straddled(side, P);
    if (n < 2)
        return n >= 0;
    if (isect_frustum_holds(frustum, P, n, box->center))
        return true;
    isect_hs3 h[12];
    int count = plane_halfspaces(frustum, P, n, h);
    for (int i = 0; i < 3; i++) { /* a_i . (x - c) <= h_i and -a_i . (x - c) <= h_i */
        const double *a = o.a[i];
        h[count++] = (isect_hs3){{a[0], a[1], a[2]}, o.h[i], o.center};
        h[count++] = (isect_hs3){{-a[0], -a[1], -a[2]}, o.h[i], o.center};
    }
    return isect_hs3_feasible(h, count, n, 2);
}

bool isect_test_aabb3_frustum3(const isect_aabb3 *box, const isect_frustum3 *frustum) {
    if (!isect_ok_frustum3(frustum) || !isect_ok_aabb3(box))
        return false;
    int q = aabb_quick(box, frustum);
    return q >= 0 ? q == 1 : aabb_full(box, frustum);
}

bool isect_test_obb3_frustum3(const isect_obb3 *box, const isect_frustum3 *frustum) {
    if (!isect_ok_frustum3(frustum) || !box)
        return false;
    obb_d o = obb_from3(box);
    if (!obb_point_valid(3, o.center, &o))
        return false;
    int q = obb_quick(&o, frustum);
    return q >= 0 ? q == 1 : obb_full(box, &o, frustum);
}

/* ---- The full paths alone (full_path.h) ---------------------------------------------- */

bool isect_test_point3_frustum3_full(isect_vec3 p, const isect_frustum3 *frustum) {
    if (!isect_ok_frustum3(frustum) || !isect_ok_vec3(p))
        return false;
    int all[6] = {0, 1, 2, 3, 4, 5};
    return isect_frustum_holds(frustum, all, 6, p);
}

bool isect_test_aabb3_frustum3_full(const isect_aabb3 *box, const isect_frustum3 *frustum) {
    return isect_ok_frustum3(frustum) && isect_ok_aabb3(box) && aabb_full(box, frustum);
}

bool isect_test_obb3_frustum3_full(const isect_obb3 *box, const isect_frustum3 *frustum) {
    if (!isect_ok_frustum3(frustum) || !box)
        return false;
    obb_d o = obb_from3(box);
    return obb_point_valid(3, o.center, &o) && obb_full(box, &o, frustum);
}
