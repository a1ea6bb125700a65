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
    for (int j = 0; j < 6; j++) {
        bool inside = (q.mask >> j & 1) != 0;
        for (int k = 0; k < 6 && inside; k++) {
            double n[3], o, b;
            isect_fq_plane(f, k, n, &o);
            inside = !(q.mask >> k & 1) || isect_fq_at(n, o, lows[j], &b) < -b;
        }
        if (inside)
            return 1;
    }
    return -1;
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
    double box[18];
    for (int i = 0; i < 3; i++) {
        box[i] = b->center[i];
        box[3 + i] = b->h[i];
        for (int k = 0; k < 3; k++)
            box[6 + 3 * i + k] = b->a[i][k];
    }
    if (isect_fq_tiny_with(f, box, 18))
        return -1;
    return isect_fq_answer_at(&q, sc, sb);
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
    int all[6] = {0, 1, 2, 3, 4, 5};
    return isect_frustum_holds(frustum, all, 6, p);
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
