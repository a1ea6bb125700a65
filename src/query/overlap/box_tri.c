/* Boxes against triangles (isect/overlap.h): does a closed axis-aligned or oriented box
 * meet a closed triangle? Akenine-Moller's separating-axis test ("Fast 3D Triangle-Box
 * Overlap Testing", JGT 6(1), 2001; RTCD 5.2.9, TestTriangleAABB) decided exactly: no
 * epsilon, the box taken on its min and max corners (an AABB) or in its own frame (an OBB,
 * isect/box.h), touching at a face, an edge or a corner counts.
 *
 * Which axes. Two compact convex sets are disjoint iff some L separates them strictly, and
 * B n T is empty iff 0 is not in P = B - T. Let e_0, e_1, e_2 be the box's edge directions
 * (the unit axes of an AABB) and f_j = v_{j+1} - v_j the triangle's edges. If 0 is not in P,
 * it is not in P' = P + eps (sum of the segments [-e_i, e_i]) for a small eps > 0 either; P'
 * is full-dimensional, so 0 is cut off by a facet of P', whose normal L then separates B
 * and T strictly (P is inside P'). The facets of a Minkowski sum in space are sums of faces
 * of the summands, of dimensions adding to 2 and with the same normal: a face of the box
 * zonotope with a vertex of T (normal a_i, a face normal of the box), a vertex with T's face
 * (N = f_0 x f_1's direction), or an edge e_i with an edge of T not parallel to it (normal
 * e_i x f_j); a face with an edge, or an edge with T's face, have those normals too. So the
 * candidates are RTCD's 13: the 3 box normals, N and the 9 e_i x f_j. The candidates are
 * built from directions only, so zero extents (flat, segment and point boxes) change
 * nothing. Degenerate triangles: a collinear T with direction f is a segment, and the facets
 * of the zonotope P' = (sum [-e_i, e_i]) - T come from pairs of its generators e_i, f: the
 * box normals and e_i x f; the 9 candidates e_i x f_j contain every e_i x f times a non-zero
 * factor (an edge f_j of T that is not 0 is parallel to f), and N = 0. A point T leaves the
 * box normals. A candidate that is exactly 0 (N of a collinear T, e_i x f_j for f_j
 * parallel to e_i or 0) gives the test "0 > 0" below, false: it never claims a separation,
 * and by the argument it is never needed. So the 13 candidates, with exact zeros dropping
 * out by themselves, are complete for every triangle and every box.
 *
 * An AABB (RTCD 5.2.9), in doubled coordinates so that its centre and half extents, which
 * are generally not doubles, are never formed: with R = hi - lo (= 2h),
 * - the box normals: T's coordinates all > hi_k or all < lo_k (comparisons, exact);
 * - L = u_k x f_j (u_k the unit axis, k1 = k + 1, k2 = k + 2 mod 3): L . x = f_k1 x_k2 -
 *   f_k2 x_k1. T projects to {L . v_j, L . v_{j+2}} (v_{j+1} ties with v_j), an interval
 *   of centre L . (v_j + v_{j+2}) / 2 and half width |L . (v_{j+2} - v_j)| / 2 = |N_k| / 2
 *   (L . w = (f_j x w)_k and f_j x (v_{j+2} - v_j) = N for every j); the box's has centre
 *   L . c and half width (R_k1 |f_k2| + R_k2 |f_k1|) / 2. Separated iff
 *     S = |X| - |N_k| - R_k1 |f_k2| - R_k2 |f_k1| > 0,  X = f_k1 w_k2 - f_k2 w_k1,
 *   with w = (v_j - lo) + (v_{j+2} - hi) (= v_j + v_{j+2} - 2c): degree 2;
 * - L = N: separated iff S = |N . ((v_0 - lo) + (v_0 - hi))| - sum_m R_m |N_m| > 0 (the
 *   plane-box test, RTCD 5.2.3, doubled): degree 3.
 * An OBB { x : |(x - c) . a_i| <= h_i } is the image of the cube [-h, h] under the affine
 * bijection x = c + M^-1 y (M the matrix of rows a_i), which maps separating planes to
 * separating planes; in its frame T has the vertices V_j = M (v_j - c) and edges F_j = M f_j,
 * and the AABB test above (box [-h, h], centre 0) applies to T's image, whose normal is
 * N' = adj(M)^T N, N'_i = e_i . N with e_i = a_{i+1} x a_{i+2} the box's edge directions
 * (columns of adj M, D = det M = a_0 . e_0):
 * - the face normals a_i: all V_ji > h_i or all V_ji < -h_i (degree 2: a sign per vertex);
 * - u_k x F_j: S = |F_k1 s_k2 - F_k2 s_k1| - |e_k . N| - 2 (h_k1 |F_k2| + h_k2 |F_k1|) with
 *   s = V_j + V_{j+2} (centre 0 undoubled): degree 4 (two axis and two length factors);
 * - N': N' . V_0 = N^T adj(M) M (v_0 - c) = D N . (v_0 - c), so
 *   S = |D| |N . (v_0 - c)| - sum_i h_i |e_i . N|: degree 6.
 * For exactly orthonormal axes e_i = a_i and D = 1: the AABB test on the triangle turned into
 * the box's frame, as RTCD suggests for an OBB.
 *
 * Evaluation. Each S is computed in double with its rounding bound (exact/filter.h): an S
 * certainly > 0 answers apart; every S certainly < 0, or exactly 0 (an edge parallel to a
 * box axis: f_k1 = f_k2 = 0 as differences of doubles, which are 0 only when exact), answers
 * overlap. The axes the filter leaves open are decided exactly (expansions with the lengths
 * scaled by one power of two, every S being homogeneous in them; integers when the inputs
 * span too wide a range). */
#include <math.h>
#include <stdbool.h>
#include <string.h>

#include "isect/overlap.h"

#include "base/inline.h"
#include "base/vec.h"
#include "exact/expansion.h"
#include "exact/filter.h"
#include "exact/integer.h"
#include "exact/number.h"
#include "exact/scale.h"
#include "query/overlap/sat_exact.h"
#include "sign/box_sign.h"
#include "sign/predicates.h"
#include "sign/valid.h"

/* The box's corners and the triangle, in double. */
typedef struct aabb_tri_d {
    double lo[3], hi[3], v[3][3];
} aabb_tri_d;

/* Axes: 3 k + j is u_k x f_j, AXIS_N the triangle's normal (an OBB's face normals go
 * first, AXIS_FACE + i). */
enum { AXIS_N = 9, AXIS_FACE = 10, AABB_AXES = 10, OBB_AXES = 13 };

/* ---- An axis-aligned box --------------------------------------------------------------------- */

/* The box normals: is T entirely beyond a face's plane? Comparisons only. */
ISECT_INLINE bool aabb_slab_apart(const aabb_tri_d *p) {
    bool apart = false;
    for (int k = 0; k < 3; k++) {
        double a = p->v[0][k], b = p->v[1][k], c = p->v[2][k];
        double lo = a < b ? a : b, hi = a < b ? b : a;
        lo = c < lo ? c : lo;
        hi = c > hi ? c : hi;
        apart |= (hi < p->lo[k]) | (lo > p->hi[k]);
    }
    return apart;
}

/* The other ten axes filtered: 1 certainly apart, 0 certainly overlapping, -1 undecided
 * with *open the axes left.
 * Bounds (exact/filter.h): the leaves are differences of inputs (one rounding each). An
 * edge axis' S has k = 7 (w a sum of two leaves 2, X's products 4 and difference 5, Y's sum
 * of three terms 6 with |N_k| of k = 4, |X| - Y 7), the normal's k = 10; the bound is
 * (k + 1) u m. Underflow: an edge axis' S is a sum of six products of two leaves (or of a
 * leaf and a sum of two), each underflowing at most once (2^-1075), sums never: 2^-1000
 * covers it. The normal's S also multiplies the N_m, each off by at most 2^-1074 from its
 * two products, by w_m or R_m: as in isect_fx_orient3d, adding ISECT_FX_ORIENT3D_LIFT to
 * each permanent of N_m adds 2^-940 (|w_m| + R_m) to the permanent of S, which the factor
 * (k + 1) u turns into far more than 2^-1074 (|w_m| + R_m); 2^-1000 covers the rest (its
 * products' own underflow). Overflow makes a value or its permanent infinite or NaN, and
 * then no comparison certifies. */
ISECT_INLINE int aabb_tri_filter(const aabb_tri_d *p, unsigned *open) {
    isect_fx f[3][3], w[3][3], R[3], N[3];
    for (int j = 0; j < 3; j++)
        for (int m = 0; m < 3; m++) {
            f[j][m] = fx_diff(p->v[(j + 1) % 3][m], p->v[j][m]);
            w[j][m] =
                fx_add(fx_diff(p->v[j][m], p->lo[m]), fx_diff(p->v[(j + 2) % 3][m], p->hi[m]));
        }
    for (int m = 0; m < 3; m++) {
        int m1 = (m + 1) % 3, m2 = (m + 2) % 3;
        R[m] = fx_diff(p->hi[m], p->lo[m]);
        isect_fx n = fx_sub(fx_mul(f[2][m1], f[0][m2]), fx_mul(f[2][m2], f[0][m1])); /* f2 x f0 */
        N[m] = fx_with_m(n, fx_m(n) + ISECT_FX_ORIENT3D_LIFT);
    }
    bool apart = false;
    unsigned left = 0;
    for (int k = 0; k < 3; k++) {
        int k1 = (k + 1) % 3, k2 = (k + 2) % 3;
        isect_fx nk = fx_abs(N[k]);
        for (int j = 0; j < 3; j++) {
            isect_fx x = fx_sub(fx_mul(f[j][k1], w[j][k2]), fx_mul(f[j][k2], w[j][k1]));
            isect_fx y = fx_add(
                nk, fx_add(fx_mul(R[k1], fx_abs(f[j][k2])), fx_mul(R[k2], fx_abs(f[j][k1]))));
            isect_fx s = fx_sub(fx_abs(x), y);
            double bound = fx_bound(s, 0x1p-1000);
            double g1 = fx_v(f[j][k1]), g2 = fx_v(f[j][k2]);
            bool zero_axis = (g1 == 0) & (g2 == 0);
            apart |= fx_v(s) > bound;
            left |= (unsigned)!((fx_v(s) < -bound) | zero_axis) << (3 * k + j);
        }
    }
    isect_fx x = fx_in(0), y = fx_in(0);
    for (int m = 0; m < 3; m++) {
        isect_fx w0 = fx_add(fx_diff(p->v[0][m], p->lo[m]), fx_diff(p->v[0][m], p->hi[m]));
        x = m == 0 ? fx_mul(N[m], w0) : fx_add(x, fx_mul(N[m], w0));
        isect_fx r = fx_mul(R[m], fx_abs(N[m]));
        y = m == 0 ? r : fx_add(y, r);
    }
    isect_fx s = fx_sub(fx_abs(x), y);
    double bound = fx_bound(s, 0x1p-1000);
    apart |= fx_v(s) > bound;
    left |= (unsigned)!(fx_v(s) < -bound) << AXIS_N;
    *open = left;
    return apart ? 1 : left ? -1 : 0;
}

/* The exact signs of the open axes: true when none separates; *full when the arena ran out
 * (the caller then retries with integers, which always fit). The inputs form one group of
 * lengths, every S homogeneous in them (degree 2 or 3): isect_exact_prepare scales them for
 * expansions, or puts the arena in integer mode. */
ISECT_COLD static bool aabb_tri_exact(const aabb_tri_d *p, unsigned open, bool integer,
                                      bool *full) {
    ISECT_XP_ARENA(arena, 8192);
    double len[15];
    memcpy(len, p->lo, sizeof p->lo);
    memcpy(len + 3, p->hi, sizeof p->hi);
    memcpy(len + 6, p->v, sizeof p->v);
    double *groups[1] = {len};
    int sizes[1] = {15}, shift[1];
    if (integer)
        isect_exact_prepare_integer(&arena, groups, sizes, 1, shift);
    else
        isect_exact_prepare(&arena, groups, sizes, 1, 3, shift);
    isect_exact_select(&arena, shift[0]);
    const double *lo = len, *hi = len + 3, *v[3] = {len + 6, len + 9, len + 12};
    isect_xp zero = isect_xp_of(&arena, 0), f[3][3], R[3], N[3];
    for (int m = 0; m < 3; m++) {
        R[m] = isect_xp_diff(&arena, hi[m], lo[m]);
        for (int j = 0; j < 3; j++)
            f[j][m] = isect_xp_diff(&arena, v[(j + 1) % 3][m], v[j][m]);
    }
    isect_xp_cross3(&arena, f[2], f[0], N);
    int mark = isect_xp_mark(&arena);
    bool meets = true;
    for (int axis = 0; axis < AABB_AXES && meets && !arena.full; axis++) {
        if (!(open >> axis & 1))
            continue;
        isect_xp x, y;
        if (axis < AXIS_N) {
            int k = axis / 3, j = axis % 3, k1 = (k + 1) % 3, k2 = (k + 2) % 3, l = (j + 2) % 3;
            isect_xp w1 = isect_xp_add(&arena, isect_xp_diff(&arena, v[j][k1], lo[k1]),
                                       isect_xp_diff(&arena, v[l][k1], hi[k1]));
            isect_xp w2 = isect_xp_add(&arena, isect_xp_diff(&arena, v[j][k2], lo[k2]),
                                       isect_xp_diff(&arena, v[l][k2], hi[k2]));
            x = isect_xp_sub(&arena, isect_xp_mul(&arena, f[j][k1], w2),
                             isect_xp_mul(&arena, f[j][k2], w1));
            y = isect_xp_add(
                &arena, sat_xp_abs(&arena, N[k], zero),
                isect_xp_add(&arena,
                             isect_xp_mul(&arena, R[k1], sat_xp_abs(&arena, f[j][k2], zero)),
                             isect_xp_mul(&arena, R[k2], sat_xp_abs(&arena, f[j][k1], zero))));
        } else {
            isect_xp w[3];
            for (int m = 0; m < 3; m++)
                w[m] = isect_xp_add(&arena, isect_xp_diff(&arena, v[0][m], lo[m]),
                                    isect_xp_diff(&arena, v[0][m], hi[m]));
            x = isect_xp_dot3(&arena, N, w);
            y = zero;
            for (int m = 0; m < 3; m++)
                y = isect_xp_add(&arena, y,
                                 isect_xp_mul(&arena, R[m], sat_xp_abs(&arena, N[m], zero)));
        }
        meets = sat_xp_excess(&arena, x, y, zero) <= 0;
        arena.used = mark;
    }
    *full = arena.full;
    return meets;
}

/* The ten axes: the filter, then the exact signs of the axes it left. */
ISECT_NOINLINE static bool aabb_tri_full(const aabb_tri_d *p) {
    SAT_FULL_PATH(aabb_tri_filter, aabb_tri_exact, p);
}

/* A box and a triangle: the box normals by comparisons, then the other ten axes. */
bool isect_test_aabb3_tri3(const isect_aabb3 *box, const isect_tri3 *tri) {
    if (!isect_ok_aabb3(box) || !isect_ok_tri3(tri))
        return false;
    aabb_tri_d p;
    dv_from3(p.lo, box->min);
    dv_from3(p.hi, box->max);
    for (int j = 0; j < 3; j++)
        dv_from3(p.v[j], tri->v[j]);
    return !aabb_slab_apart(&p) && aabb_tri_full(&p);
}

/* ---- An oriented box --------------------------------------------------------------------- */

typedef struct obb_tri_d {
    obb_d box;
    double v[3][3];
} obb_tri_d;

/* 2x, exact (an overflow makes it infinite, which certifies nothing). */
static inline isect_fx fx_twice(isect_fx x) {
    return (isect_fx){2 * x.v, 2 * x.m, x.k, x.mono};
}

/* The thirteen axes filtered, in the box's frame (the top): 1 certainly apart, 0 certainly
 * overlapping, -1 undecided with *open the axes left. The polynomials have degree at most 6
 * in the leaves (axis components, half extents, differences of coordinates): in the double
 * build, leaves that could let one underflow (fx_leaves_tiny) leave every axis to the exact
 * path, so the bound is (k + 1) u m and a permanent 0 proves an exact 0. */
ISECT_INLINE int obb_tri_filter(const obb_tri_d *p, unsigned *open) {
    const obb_d *b = &p->box;
    isect_fx a[3][3], h[3], d[3][3], f[3][3], leaves[30];
    int nl = 0;
    for (int i = 0; i < 3; i++) {
        h[i] = fx_in(b->h[i]);
        leaves[nl++] = h[i];
        for (int m = 0; m < 3; m++) {
            a[i][m] = fx_in(b->a[i][m]);
            d[i][m] = fx_diff(p->v[i][m], b->center[m]);
            f[i][m] = fx_diff(p->v[(i + 1) % 3][m], p->v[i][m]);
            leaves[nl++] = a[i][m];
            leaves[nl++] = d[i][m];
            leaves[nl++] = f[i][m];
        }
    }
    *open = (1u << OBB_AXES) - 1;
    if (fx_leaves_tiny(leaves, nl, 6))
        return -1;
    isect_fx V[3][3], F[3][3], e[3][3], N[3], eN[3];
    for (int j = 0; j < 3; j++)
        for (int i = 0; i < 3; i++) {
            V[j][i] = fx_dot(a[i], d[j], 3); /* frame coordinates of v_j - c */
            F[j][i] = fx_dot(a[i], f[j], 3); /* and of the edge f_j */
        }
    for (int i = 0; i < 3; i++)
        fx_cross(a[(i + 1) % 3], a[(i + 2) % 3], e[i]);
    fx_cross(f[2], f[0], N);
    for (int i = 0; i < 3; i++)
        eN[i] = fx_dot(e[i], N, 3);
    bool apart = false;
    unsigned left = 0;
    for (int i = 0; i < 3; i++) { /* the face normals: a sign per vertex and side */
        bool above = true, below = true, not_above = false, not_below = false;
        for (int j = 0; j < 3; j++) {
            isect_fx up = fx_sub(V[j][i], h[i]), dn = fx_add(V[j][i], h[i]);
            double bu = fx_bound(up, 0), bd = fx_bound(dn, 0);
            double vu = fx_v(up), mu = fx_m(up), vd = fx_v(dn), md = fx_m(dn);
            above &= vu > bu;
            below &= vd < -bd;
            not_above |= (vu < -bu) | (mu == 0);
            not_below |= (vd > bd) | (md == 0);
        }
        apart |= above | below;
        left |= (unsigned)!(not_above & not_below) << (AXIS_FACE + i);
    }
    for (int k = 0; k < 3; k++) { /* u_k x F_j */
        int k1 = (k + 1) % 3, k2 = (k + 2) % 3;
        isect_fx nk = fx_abs(eN[k]);
        for (int j = 0; j < 3; j++) {
            int l = (j + 2) % 3;
            isect_fx s1 = fx_add(V[j][k1], V[l][k1]), s2 = fx_add(V[j][k2], V[l][k2]);
            isect_fx x = fx_sub(fx_mul(F[j][k1], s2), fx_mul(F[j][k2], s1));
            isect_fx r = fx_add(fx_mul(h[k1], fx_abs(F[j][k2])), fx_mul(h[k2], fx_abs(F[j][k1])));
            isect_fx s = fx_sub(fx_abs(x), fx_add(nk, fx_twice(r)));
            double bound = fx_bound(s, 0);
            apart |= fx_v(s) > bound;
            double sv = fx_v(s), sm = fx_m(s);
            left |= (unsigned)!((sv < -bound) | (sm == 0)) << (3 * k + j);
        }
    }
    isect_fx x = fx_mul(fx_abs(fx_dot(a[0], e[0], 3)), fx_dot(N, d[0], 3)); /* D N . (v0 - c) */
    isect_fx y = fx_add(fx_add(fx_mul(h[0], fx_abs(eN[0])), fx_mul(h[1], fx_abs(eN[1]))),
                        fx_mul(h[2], fx_abs(eN[2])));
    isect_fx s = fx_sub(fx_abs(x), y);
    double bound = fx_bound(s, 0);
    apart |= fx_v(s) > bound;
    double sv = fx_v(s), sm = fx_m(s);
    left |= (unsigned)!((sv < -bound) | (sm == 0)) << AXIS_N;
    *open = left;
    return apart ? 1 : left ? -1 : 0;
}

/* The exact signs of the open axes, as aabb_tri_exact.
 * Scaling. Expansion mode (every non-zero axis component of magnitude >= 2^-127 and the
 * lengths -- coordinates, centre, half extents -- spanning at most isect_exact_scale_span(6)
 * binades): the lengths are scaled together for degree 6 (every S is homogeneous in them),
 * so each is below 2^167 and a multiple of 2^-179; valid axes are below 2 in magnitude and,
 * being >= 2^-127, multiples of 2^-179 too; every monomial (at most three lengths and three
 * axis components) is then a multiple of 2^-1074 below 2^504: no expansion product
 * underflows or overflows. Integer mode otherwise: one shift s >= 0 makes every input an
 * integer; coordinates and axes enter times 2^s and the half extents times 2^2s, which
 * scales every term of an S by the same power (a face: a . (v - c) and h by 2^2s; an edge:
 * F s, e_k . N and h F by 2^4s; the normal: D N . (v - c) and h e_i . N by 2^6s). */
ISECT_COLD static bool obb_tri_exact(const obb_tri_d *p, unsigned open, bool integer, bool *full) {
    ISECT_XP_ARENA(arena, 16384);
    const obb_d *b = &p->box;
    double len[15], axes[9];
    for (int i = 0; i < 3; i++) {
        len[9 + i] = b->center[i];
        len[12 + i] = b->h[i];
        for (int m = 0; m < 3; m++) {
            len[3 * i + m] = p->v[i][m];
            axes[3 * i + m] = b->a[i][m];
        }
    }
    int s = sat_exact_prepare(&arena, len, 15, axes, 9, 6, integer);
    const double *v[3] = {len, len + 3, len + 6}, *c = len + 9, *H = len + 12;
    isect_exact_select(&arena, s);
    isect_xp zero = isect_xp_of(&arena, 0), A[3][3], d[3][3], f[3][3], h[3];
    for (int i = 0; i < 3; i++)
        for (int m = 0; m < 3; m++) {
            A[i][m] = isect_xp_of(&arena, axes[3 * i + m]);
            d[i][m] = isect_xp_diff(&arena, v[i][m], c[m]);
            f[i][m] = isect_xp_diff(&arena, v[(i + 1) % 3][m], v[i][m]);
        }
    isect_exact_select(&arena, 2 * s);
    for (int i = 0; i < 3; i++)
        h[i] = isect_xp_of(&arena, H[i]);
    isect_xp V[3][3], F[3][3], e[3][3], N[3], eN[3];
    for (int j = 0; j < 3; j++)
        for (int i = 0; i < 3; i++) {
            V[j][i] = isect_xp_dot3(&arena, A[i], d[j]);
            F[j][i] = isect_xp_dot3(&arena, A[i], f[j]);
        }
    for (int i = 0; i < 3; i++)
        isect_xp_cross3(&arena, A[(i + 1) % 3], A[(i + 2) % 3], e[i]);
    isect_xp_cross3(&arena, f[2], f[0], N);
    for (int i = 0; i < 3; i++)
        eN[i] = isect_xp_dot3(&arena, e[i], N);
    int mark = isect_xp_mark(&arena);
    bool meets = true;
    for (int axis = 0; axis < OBB_AXES && meets && !arena.full; axis++) {
        if (!(open >> axis & 1))
            continue;
        if (axis >= AXIS_FACE) { /* every vertex beyond the face h_i, or -h_i */
            int i = axis - AXIS_FACE;
            bool above = true, below = true;
            for (int j = 0; j < 3; j++) {
                above &= isect_xp_sign(isect_xp_sub(&arena, V[j][i], h[i])) > 0;
                below &= isect_xp_sign(isect_xp_add(&arena, V[j][i], h[i])) < 0;
            }
            meets = !above && !below;
        } else if (axis < AXIS_N) {
            int k = axis / 3, j = axis % 3, k1 = (k + 1) % 3, k2 = (k + 2) % 3, l = (j + 2) % 3;
            isect_xp s1 = isect_xp_add(&arena, V[j][k1], V[l][k1]);
            isect_xp s2 = isect_xp_add(&arena, V[j][k2], V[l][k2]);
            isect_xp x = isect_xp_sub(&arena, isect_xp_mul(&arena, F[j][k1], s2),
                                      isect_xp_mul(&arena, F[j][k2], s1));
            isect_xp r = isect_xp_add(
                &arena, isect_xp_mul(&arena, h[k1], sat_xp_abs(&arena, F[j][k2], zero)),
                isect_xp_mul(&arena, h[k2], sat_xp_abs(&arena, F[j][k1], zero)));
            isect_xp y =
                isect_xp_add(&arena, sat_xp_abs(&arena, eN[k], zero), isect_xp_add(&arena, r, r));
            meets = sat_xp_excess(&arena, x, y, zero) <= 0;
        } else {
            isect_xp D = sat_xp_abs(&arena, isect_xp_dot3(&arena, A[0], e[0]), zero);
            isect_xp x = isect_xp_mul(&arena, D, isect_xp_dot3(&arena, N, d[0]));
            isect_xp y = zero;
            for (int i = 0; i < 3; i++)
                y = isect_xp_add(&arena, y,
                                 isect_xp_mul(&arena, h[i], sat_xp_abs(&arena, eN[i], zero)));
            meets = sat_xp_excess(&arena, x, y, zero) <= 0;
        }
        arena.used = mark;
    }
    *full = arena.full;
    return meets;
}

/* The full path: the filter with permanents, then the exact signs of the axes it left. */
ISECT_NOINLINE static bool obb_tri_full(const obb_tri_d *p) {
    SAT_FULL_PATH(obb_tri_filter, obb_tri_exact, p);
}

/* The common case in plain double, everything in the box's frame as RTCD turns the triangle
 * into it (V_j = M (v_j - c), F_j = V_{j+1} - V_j, N' = F_2 x F_0 = adj(M)^T N exactly), with
 * early outs: 1 certainly apart, 0 certainly overlapping, -1 undecided (then the full path).
 * One bound per kind of axis, from magnitudes instead of permanents (as obb.c's obb_quick):
 * with alpha the largest |axis component|, T the largest |v_jm - c_m| (computed; the exact one
 * is at most (1 + u) T) and H the largest half extent, the permanents in the leaves (axis
 * components, the differences v - c, half extents) are at most 3 alpha T for V, 6 alpha T for
 * F and s = V_j + V_{j+2}, 72 (alpha T)^2 for X and N'_k, so
 *   face    V_j -+ h:  k = 5,  P <= 3 alpha T + H;
 *   edge    S:         k = 14, P <= 144 (alpha T)^2 + 24 alpha T H;
 *   normal  S:         k = 20, P <= 648 (alpha T)^3 + 216 (alpha T)^2 H;
 * and by exact/filter.h the error is at most (k + 1) u P; 8 u, 16 u and 24 u cover that, the
 * rounding of the bounds and the (1 + u) of T. Underflow: inputs that could let a degree-6
 * product underflow (sat_tiny) are left to the full path, whose filter checks its leaves.
 * Overflow: with the bounds below 2^960 every intermediate is at most its permanent (below
 * 2^1013) and none overflows. A NaN fails every comparison (and the input was checked). */
ISECT_INLINE int obb_tri_quick(const obb_tri_d *p) {
    const obb_d *b = &p->box;
    double d[3][3], V[3][3], alpha = 0, T = 0, H = 0;
    int small = 0;
    for (int i = 0; i < 3; i++) {
        H = sat_dmax(H, b->h[i]);
        small |= sat_tiny(b->h[i]) | sat_tiny(b->center[i]);
        for (int m = 0; m < 3; m++) {
            alpha = sat_dmax(alpha, fabs(b->a[i][m]));
            d[i][m] = p->v[i][m] - b->center[m];
            T = sat_dmax(T, fabs(d[i][m]));
            small |= sat_tiny(b->a[i][m]) | sat_tiny(p->v[i][m]);
        }
    }
    if (sat_give_way(small))
        return -1;
    double aT = alpha * T, u = 0x1p-53;
    double b_face = 8 * u * (3 * aT + H), b_edge = 16 * u * (144 * aT * aT + 24 * aT * H);
    double b_normal = 24 * u * (648 * aT * aT * aT + 216 * aT * aT * H);
    if (!(b_normal <= 0x1p960) || !(b_edge <= 0x1p960))
        return -1;
    for (int j = 0; j < 3; j++)
        for (int i = 0; i < 3; i++)
            V[j][i] = b->a[i][0] * d[j][0] + b->a[i][1] * d[j][1] + b->a[i][2] * d[j][2];
    bool meets = true;
    for (int i = 0; i < 3; i++) { /* the face normals */
        double lo = V[0][i], hi = V[0][i];
        for (int j = 1; j < 3; j++) {
            lo = V[j][i] < lo ? V[j][i] : lo;
            hi = V[j][i] > hi ? V[j][i] : hi;
        }
        double above = lo - b->h[i], below = hi + b->h[i];
        if ((above > b_face) | (below < -b_face))
            return 1;
        meets &= (above < -b_face) & (below > b_face);
    }
    double F[3][3], N[3];
    for (int j = 0; j < 3; j++)
        for (int i = 0; i < 3; i++)
            F[j][i] = V[(j + 1) % 3][i] - V[j][i];
    for (int k = 0; k < 3; k++)
        N[k] = F[2][(k + 1) % 3] * F[0][(k + 2) % 3] - F[2][(k + 2) % 3] * F[0][(k + 1) % 3];
    for (int k = 0; k < 3; k++) { /* u_k x F_j */
        int k1 = (k + 1) % 3, k2 = (k + 2) % 3;
        for (int j = 0; j < 3; j++) {
            int l = (j + 2) % 3;
            double s1 = V[j][k1] + V[l][k1], s2 = V[j][k2] + V[l][k2];
            double x = F[j][k1] * s2 - F[j][k2] * s1;
            double r = b->h[k1] * fabs(F[j][k2]) + b->h[k2] * fabs(F[j][k1]);
            double s = fabs(x) - (fabs(N[k]) + 2 * r);
            if (s > b_edge)
                return 1;
            meets &= s < -b_edge;
        }
    }
    double x = N[0] * V[0][0] + N[1] * V[0][1] + N[2] * V[0][2];
    double y = b->h[0] * fabs(N[0]) + b->h[1] * fabs(N[1]) + b->h[2] * fabs(N[2]);
    double s = fabs(x) - y;
    if (s > b_normal)
        return 1;
    meets &= s < -b_normal;
    return meets ? 0 : -1;
}

/* An oriented box and a triangle: the thirteen axes in the box's frame (the top). */
bool isect_test_obb3_tri3(const isect_obb3 *box, const isect_tri3 *tri) {
    if (!box || !isect_ok_tri3(tri))
        return false;
    obb_tri_d p;
    p.box = obb_from3(box);
    if (!obb_point_valid(3, p.box.center, &p.box))
        return false;
    for (int j = 0; j < 3; j++)
        dv_from3(p.v[j], tri->v[j]);
    int q = obb_tri_quick(&p);
    if (q >= 0)
        return q == 0;
    return obb_tri_full(&p);
}
