/* Oriented boxes against oriented and axis-aligned boxes (isect/overlap.h): the
 * separating-axis test of RTCD 4.4.1 (Gottschalk, Lin and Manocha, "OBBTree", SIGGRAPH
 * 1996; Gottschalk's thesis, 2000), exact, with no epsilon.
 *
 * The box. isect_obb3 is read as isect/box.h defines it for every OBB query (the ball
 * test, classify, closest point, and isect_closest_seg3_obb3): in the frame of the given
 * axes, B = { x : |(x - c) . a_i| <= h_i, i = 0, 1, 2 }, with the axes as given (not
 * normalised; valid axes are orthonormal only within ISECT_AXIS_TOLERANCE). With M the
 * matrix of rows a_i and D = det M = a_0 . (a_1 x a_2) (|D| close to 1 for valid axes),
 * B = c + M^-1 [-h, h]^3, and M^-1 has the columns e_i / D with e_i = a_{i+1} x a_{i+2}
 * (indices mod 3; M e_i = D u_i). So B is the parallelepiped with centre c, face normals
 * a_i and edge half-vectors h_i e_i / D; for exactly orthonormal axes e_i = a_i, D = 1
 * and this is center + sum s_i h_i a_i.
 *
 * Derivation. The support of B along L is max_{x in B} L.x = L.c + sum_i h_i |L.e_i| / |D|.
 * Two closed convex sets are disjoint iff some L separates them strictly:
 *     |L.(cB - cA)| > sum_i hA_i |L.eA_i| / |DA| + sum_j hB_j |L.eB_j| / |DB|.    (1)
 * Which L suffice: A and B meet iff 0 lies in the zonotope Z = (cB - cA) + sum of the six
 * segments [-g, g], g = hA_i eA_i / DA and hB_j eB_j / DB. If 0 is not in Z (compact),
 * it stays outside Z' = Z + eps sum_p [-d_p, d_p] over the six unscaled directions
 * d_p in {eA_i, eB_j} for a small eps > 0; Z' is a full-dimensional zonotope (the eA_i
 * are independent) all of whose generators are non-zero, and every facet of a 3D
 * zonotope is spanned by two non-parallel generators, so 0 is cut off by a facet with
 * normal L = d_p x d_q != 0: L satisfies (1) for Z' and, with smaller right side, for Z.
 * The C(6, 2) = 15 pairs are RTCD's 15 axes: eA_{i+1} x eA_{i+2} = DA a_i (A's face
 * normals), eB_{j+1} x eB_{j+2} = DB b_j (B's), and the nine eA_i x eB_j. A zero L (parallel
 * edges) makes both sides of (1) 0, and 0 > 0 is false: it never claims a separation, and
 * by the argument above it is never needed (the facets of Z' come from non-parallel pairs),
 * so exact arithmetic drops it with no test; RTCD adds an epsilon to |R_ij| because in
 * floating point that L is a tiny, noisy vector. Zero half extents (flat, segment, point
 * boxes) are covered: they only zero generators of Z, and the candidate L are built from
 * the unscaled directions, so none is lost. Touching (equality in (1)) is not separation.
 *
 * The polynomials. With U_ij = a_i . eB_j and V_ij = eA_i . b_j (triple products, degree
 * 3), tA_i = a_i . t and tB_j = b_j . t (t = cB - cA), (1) multiplied by positive factors:
 * - L = a_i:  |DB| |tA_i| > |DB| hA_i + sum_j hB_j |U_ij|            (L.eA_k = DA delta_ik)
 * - L = b_j:  |DA| |tB_j| > |DA| hB_j + sum_i hA_i |V_ij|
 * - L = eA_i x eB_j = b_{j+1} V_{i,j+2} - b_{j+2} V_{i,j+1}
 *                   = a_{i+2} U_{i+1,j} - a_{i+1} U_{i+2,j}   (u x (v x w) = v(u.w) - w(u.v)):
 *   L.t = V_{i,j+2} tB_{j+1} - V_{i,j+1} tB_{j+2}, L.eA_{i+1} = -DA U_{i+2,j},
 *   L.eA_{i+2} = DA U_{i+1,j}, L.eB_{j+1} = DB V_{i,j+2}, L.eB_{j+2} = -DB V_{i,j+1},
 *   L.eA_i = L.eB_j = 0, so (1) reads
 *   |V_{i,j+2} tB_{j+1} - V_{i,j+1} tB_{j+2}| >
 *       hA_{i+1} |U_{i+2,j}| + hA_{i+2} |U_{i+1,j}| + hB_{j+1} |V_{i,j+2}| + hB_{j+2} |V_{i,j+1}|.
 * Each axis is the sign of S = |X| - Y (X of degree 5, Y of degree 4 in the inputs, one
 * length factor per term). For exactly orthonormal axes U_ij = V_ij = a_i . b_j = R_ij,
 * DA = DB = 1, and these are RTCD's fifteen tests without the epsilon.
 *
 * Evaluation. The fast path (obb_rtcd) runs RTCD's fifteen tests on the nine dot products
 * R_ij = a_i . b_j, with an a-priori bound that covers the axes' deviation from
 * orthonormality as well as the rounding (its lemma is below), before it validates the
 * boxes. What it leaves goes to a quick filter (obb_quick, RTCD's order with early outs)
 * that bounds every S's rounding error at once from the largest axis component, centre
 * difference and half extent; what that leaves goes to the full filter, which computes every S in
 * double with its rounding bound (exact/filter.h; |.| of a computed value is off by no more than
 * the value, so fx_abs keeps the bound): an S certainly > 0 answers "apart"; all certainly < 0, or
 * exactly 0 (permanent 0, exact zeros such as those of axis-aligned axes), answer "overlap". Any
 * other axis is decided exactly (expansions, exact/expansion.h; integers when the inputs
 * span too wide a range), only the axes the filter left open.
 *
 * An axis-aligned box A enters with the axes u_0, u_1, u_2 (DA = 1) and its min and max
 * corners: the centre and half extents (min + max) / 2 and (max - min) / 2 are not
 * doubles in general, so every length is doubled (S is homogeneous of degree 1 in the
 * lengths): 2t = (cB - min) + (cB - max), 2hA = max - min, 2hB, all exact in the exact
 * path and leaves with their roundings counted in the filter. */
#include <math.h>
#include <stdbool.h>
#include <string.h>

#include "isect/overlap.h"

#include "base/inline.h"
#include "exact/expansion.h"
#include "exact/filter.h"
#include "exact/integer.h"
#include "exact/number.h"
#include "exact/scale.h"
#include "query/overlap/sat_exact.h"
#include "sign/box_sign.h"
#include "sign/valid.h"

/* Both boxes in double: B's centre and half extents, A's either as centre and half
 * extents (an OBB) or as min and max corners (aabb; then A's axes are the unit axes). */
typedef struct pair_d {
    bool aabb;
    double ca[3], ha[3]; /* an OBB A: centre, half extents; aabb: min, max */
    double a[3][3], b[3][3];
    double cb[3], hb[3];
} pair_d;

enum { AXES = 15 };

/* ---- The filter ---------------------------------------------------------------------- */

/* S = |X| - Y for one axis, and whether the filter certifies S > 0 (apart) and S <= 0
 * (not separating). Underflow is excluded by the caller (fx_leaves_tiny). */
ISECT_INLINE void fx_axis(isect_fx x, isect_fx y, bool *apart, bool *meets) {
    isect_fx s = fx_sub(fx_abs(x), y);
    double v = fx_v(s), m = fx_m(s), bound = (double)(s.k + 1) * 0x1p-53 * m;
    *apart = v > bound;
    *meets = (v < -bound) | (m == 0);
}

/* The filter: 1 certainly apart, 0 certainly overlapping, -1 undecided with *open the
 * axes (bit per axis: 0-2 A's faces, 3-5 B's, 6 + 3 i + j the edge pair i, j) it could
 * not decide. */
ISECT_INLINE int obb_filter(const pair_d *p, unsigned *open) {
    isect_fx a[3][3], b[3][3], t[3], ha[3], hb[3];
    isect_fx leaves[30];
    int nl = 0;
    for (int i = 0; i < 3; i++) {
        for (int k = 0; k < 3; k++) {
            a[i][k] = fx_in(p->a[i][k]);
            b[i][k] = fx_in(p->b[i][k]);
            leaves[nl++] = a[i][k];
            leaves[nl++] = b[i][k];
        }
        leaves[nl++] = fx_in(p->ca[i]);
        leaves[nl++] = fx_in(p->ha[i]);
        leaves[nl++] = fx_in(p->cb[i]);
        leaves[nl++] = fx_in(p->hb[i]);
        if (p->aabb) { /* 2t = (cB - min) + (cB - max), 2hA = max - min, 2hB */
            t[i] = fx_add(fx_diff(p->cb[i], p->ca[i]), fx_diff(p->cb[i], p->ha[i]));
            ha[i] = fx_diff(p->ha[i], p->ca[i]);
            hb[i] = fx_leaf(2 * p->hb[i], 0); /* exact unless it overflows (then inf) */
        } else {
            t[i] = fx_diff(p->cb[i], p->ca[i]);
            ha[i] = fx_in(p->ha[i]);
            hb[i] = fx_in(p->hb[i]);
        }
    }
    *open = (1u << AXES) - 1;
    if (fx_leaves_tiny(leaves, nl, 6)) /* degree 5: the degree-6 minimum covers it */
        return -1;
    isect_fx ea[3][3], eb[3][3], U[3][3], V[3][3], ta[3], tb[3];
    for (int i = 0; i < 3; i++) {
        fx_cross(a[(i + 1) % 3], a[(i + 2) % 3], ea[i]);
        fx_cross(b[(i + 1) % 3], b[(i + 2) % 3], eb[i]);
        ta[i] = fx_dot(a[i], t, 3);
        tb[i] = fx_dot(b[i], t, 3);
    }
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++) {
            U[i][j] = fx_dot(a[i], eb[j], 3);
            V[i][j] = fx_dot(ea[i], b[j], 3);
        }
    isect_fx da = fx_abs(fx_dot(a[0], ea[0], 3)), db = fx_abs(fx_dot(b[0], eb[0], 3));
    bool any_apart = false;
    unsigned left = 0;
    for (int i = 0; i < 3; i++) { /* A's face normals a_i, then B's b_i */
        bool apart, meets;
        isect_fx y = fx_mul(db, ha[i]);
        for (int j = 0; j < 3; j++)
            y = fx_add(y, fx_mul(hb[j], fx_abs(U[i][j])));
        fx_axis(fx_mul(db, ta[i]), y, &apart, &meets);
        any_apart |= apart;
        left |= (unsigned)!meets << i;
        y = fx_mul(da, hb[i]);
        for (int j = 0; j < 3; j++)
            y = fx_add(y, fx_mul(ha[j], fx_abs(V[j][i])));
        fx_axis(fx_mul(da, tb[i]), y, &apart, &meets);
        any_apart |= apart;
        left |= (unsigned)!meets << (3 + i);
    }
    for (int i = 0; i < 3; i++) {
        int i1 = (i + 1) % 3, i2 = (i + 2) % 3;
        for (int j = 0; j < 3; j++) {
            int j1 = (j + 1) % 3, j2 = (j + 2) % 3;
            isect_fx x = fx_sub(fx_mul(V[i][j2], tb[j1]), fx_mul(V[i][j1], tb[j2]));
            isect_fx y =
                fx_add(fx_add(fx_mul(ha[i1], fx_abs(U[i2][j])), fx_mul(ha[i2], fx_abs(U[i1][j]))),
                       fx_add(fx_mul(hb[j1], fx_abs(V[i][j2])), fx_mul(hb[j2], fx_abs(V[i][j1]))));
            bool apart, meets;
            fx_axis(x, y, &apart, &meets);
            any_apart |= apart;
            left |= (unsigned)!meets << (6 + 3 * i + j);
        }
    }
    *open = left;
    if (any_apart)
        return 1;
    return left ? -1 : 0;
}

/* ---- The exact path ------------------------------------------------------------------ */

/* The exact answer on the open axes: true when the boxes overlap; *full when the arena ran
 * out (the caller then retries with integers, which always fit).
 *
 * Scaling. Expansion mode (when every non-zero axis component has magnitude >= 2^-162,
 * and the lengths -- centres or corners and half extents -- span at most
 * isect_exact_scale_span(5) binades): the lengths are scaled together by isect_exact_scale
 * for degree 5 (S is homogeneous of degree 1 in them), so each is below 2^201 and a
 * multiple of 2^-214; valid axes are below 2 in magnitude and, being >= 2^-162, multiples
 * of 2^-214 too; every monomial (a length and four axis components at most) is then a
 * multiple of 2^-1070 below 2^208, so no expansion product underflows or overflows.
 * Integer mode otherwise: one shift s >= 0 makes every input an integer; lengths and axes
 * enter times 2^s and the half extents times 2^2s, so each term of S (four axis factors
 * and a centre difference, or three and a half extent) is scaled by 2^5s and the sign is
 * kept. */
ISECT_COLD static bool obb_exact(const pair_d *p, unsigned open, bool integer, bool *full) {
    ISECT_XP_ARENA(arena, 16384);
    double len[12], axes[18];
    for (int i = 0; i < 3; i++) {
        len[i] = p->ca[i];
        len[3 + i] = p->ha[i];
        len[6 + i] = p->cb[i];
        len[9 + i] = p->hb[i];
        for (int k = 0; k < 3; k++) {
            axes[3 * i + k] = p->a[i][k];
            axes[9 + 3 * i + k] = p->b[i][k];
        }
    }
    int s = sat_exact_prepare(&arena, len, 12, axes, 18, 5, integer);
    const double *CA = len, *HA = len + 3, *CB = len + 6, *HB = len + 9;
    isect_xp A[3][3], B[3][3], t[3], ha[3], hb[3];
    isect_exact_select(&arena, s);
    isect_xp zero = isect_xp_of(&arena, 0);
    for (int i = 0; i < 3; i++) {
        for (int k = 0; k < 3; k++) {
            A[i][k] = isect_xp_of(&arena, axes[3 * i + k]);
            B[i][k] = isect_xp_of(&arena, axes[9 + 3 * i + k]);
        }
        t[i] = isect_xp_diff(&arena, CB[i], CA[i]);
        if (p->aabb)
            t[i] = isect_xp_add(&arena, t[i], isect_xp_diff(&arena, CB[i], HA[i]));
    }
    isect_exact_select(&arena, 2 * s);
    for (int i = 0; i < 3; i++) {
        if (p->aabb) {
            ha[i] = isect_xp_diff(&arena, HA[i], CA[i]);
            isect_xp h = isect_xp_of(&arena, HB[i]);
            hb[i] = isect_xp_add(&arena, h, h);
        } else {
            ha[i] = isect_xp_of(&arena, HA[i]);
            hb[i] = isect_xp_of(&arena, HB[i]);
        }
    }
    isect_xp ea[3][3], eb[3][3], U[3][3], V[3][3], ta[3], tb[3];
    for (int i = 0; i < 3; i++) {
        isect_xp_cross3(&arena, A[(i + 1) % 3], A[(i + 2) % 3], ea[i]);
        isect_xp_cross3(&arena, B[(i + 1) % 3], B[(i + 2) % 3], eb[i]);
        ta[i] = isect_xp_dot3(&arena, A[i], t);
        tb[i] = isect_xp_dot3(&arena, B[i], t);
    }
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++) {
            U[i][j] = isect_xp_dot3(&arena, A[i], eb[j]);
            V[i][j] = isect_xp_dot3(&arena, ea[i], B[j]);
        }
    isect_xp da = sat_xp_abs(&arena, isect_xp_dot3(&arena, A[0], ea[0]), zero);
    isect_xp db = sat_xp_abs(&arena, isect_xp_dot3(&arena, B[0], eb[0]), zero);
    int mark = isect_xp_mark(&arena);
    bool meets = true;
    for (int axis = 0; axis < AXES && meets && !arena.full; axis++) {
        if (!(open >> axis & 1))
            continue;
        isect_xp x, y;
        if (axis < 6) { /* a face normal of A (axis < 3) or of B */
            int i = axis % 3;
            bool of_a = axis < 3;
            isect_xp d = of_a ? db : da, h = of_a ? ha[i] : hb[i];
            x = isect_xp_mul(&arena, d, of_a ? ta[i] : tb[i]);
            y = isect_xp_mul(&arena, d, h);
            for (int j = 0; j < 3; j++) {
                isect_xp w = of_a ? U[i][j] : V[j][i];
                isect_xp hj = of_a ? hb[j] : ha[j];
                y = isect_xp_add(&arena, y, isect_xp_mul(&arena, hj, sat_xp_abs(&arena, w, zero)));
            }
        } else { /* an edge of A crossed with an edge of B */
            int i = (axis - 6) / 3, j = (axis - 6) % 3;
            int i1 = (i + 1) % 3, i2 = (i + 2) % 3, j1 = (j + 1) % 3, j2 = (j + 2) % 3;
            x = isect_xp_sub(&arena, isect_xp_mul(&arena, V[i][j2], tb[j1]),
                             isect_xp_mul(&arena, V[i][j1], tb[j2]));
            isect_xp terms[4] = {isect_xp_mul(&arena, ha[i1], sat_xp_abs(&arena, U[i2][j], zero)),
                                 isect_xp_mul(&arena, ha[i2], sat_xp_abs(&arena, U[i1][j], zero)),
                                 isect_xp_mul(&arena, hb[j1], sat_xp_abs(&arena, V[i][j2], zero)),
                                 isect_xp_mul(&arena, hb[j2], sat_xp_abs(&arena, V[i][j1], zero))};
            y = isect_xp_add(&arena, isect_xp_add(&arena, terms[0], terms[1]),
                             isect_xp_add(&arena, terms[2], terms[3]));
        }
        meets = sat_xp_excess(&arena, x, y, zero) <= 0;
        arena.used = mark;
    }
    *full = arena.full;
    return meets;
}

/* ---- The quick filter ---------------------------------------------------------------- */

static inline void d_cross(const double *x, const double *y, double *out) {
    out[0] = x[1] * y[2] - x[2] * y[1];
    out[1] = x[2] * y[0] - x[0] * y[2];
    out[2] = x[0] * y[1] - x[1] * y[0];
}

static inline double d_dot(const double *x, const double *y) {
    return x[0] * y[0] + x[1] * y[1] + x[2] * y[2];
}

/* The second tier, for what obb_rtcd left (touching or nearly, axes near the tolerance),
 * in plain double, RTCD's order with its early outs: 1 certainly apart, 0 certainly
 * overlapping, -1 undecided (then the full filter and the exact path).
 *
 * One bound for every axis, from magnitudes instead of permanents. With alpha the largest
 * |axis component|, T the largest |t_k| (for an AABB the largest |cB - min| + |cB - max|,
 * the permanent of 2t) and H the sum of the six (doubled, for an AABB) half extents, the
 * permanent of a cross-product component is <= 2 alpha^2, of a triple product (U, V, D)
 * <= 6 alpha^3, of tA_i or tB_j <= 3 alpha T, so of every X <= 36 alpha^4 T and of every Y
 * <= 6 alpha^3 H; no path has more than 13 roundings (a triple product 5, tB 4 plus 2 for an
 * AABB's t, their product and difference 2, |X| - Y 1). By exact/filter.h the error of S
 * is at most 14 u P with P the exact permanent; the computed P-bound below is within a
 * relative 12 u of its exact value, and 16 u covers both. Underflow: as the full filter,
 * inputs that could underflow (fx_leaves_tiny) are left to it. Overflow: the bound's
 * magnitude sum P~ = 36 alpha^4 T + 6 alpha^3 H must stay below 2^1013 (the bound below
 * 2^960): every intermediate is then either a cross or triple product of axis components
 * (below 3 and 7 in magnitude: a valid box's components lie below 1 + ISECT_AXIS_TOLERANCE)
 * or a part of X or Y, at most its permanent and so at most P~ (up to rounding), and none
 * overflows -- otherwise an infinite |X| against a finite Y could claim "apart" where the
 * exact S is not positive. A NaN fails every comparison.
 * Exact zeros (axis-aligned axes) leave S = 0 undecided here; the full filter certifies
 * them. */
ISECT_INLINE int obb_quick(const pair_d *p) {
    double t[3], ha[3], hb[3], T = 0, H = 0, alpha = 0;
    int small = 0;
    for (int k = 0; k < 3; k++) {
        if (p->aabb) {
            double d1 = p->cb[k] - p->ca[k], d2 = p->cb[k] - p->ha[k];
            t[k] = d1 + d2;
            T = sat_dmax(T, fabs(d1) + fabs(d2));
            ha[k] = p->ha[k] - p->ca[k];
            hb[k] = 2 * p->hb[k];
        } else {
            t[k] = p->cb[k] - p->ca[k];
            T = sat_dmax(T, fabs(t[k]));
            ha[k] = p->ha[k];
            hb[k] = p->hb[k];
        }
        H += ha[k] + hb[k];
        small |= sat_tiny(p->ca[k]) | sat_tiny(p->cb[k]) | sat_tiny(p->ha[k]) | sat_tiny(p->hb[k]);
        for (int i = 0; i < 3; i++) {
            alpha = sat_dmax(alpha, sat_dmax(fabs(p->a[i][k]), fabs(p->b[i][k])));
            small |= sat_tiny(p->a[i][k]) | sat_tiny(p->b[i][k]);
        }
    }
    if (sat_give_way(small))
        return -1;
    double a3 = alpha * alpha * alpha;
    double bound = 16 * 0x1p-53 * (36 * a3 * alpha * T + 6 * a3 * H);
    if (!(bound <= 0x1p960))
        return -1;
    double eb[3][3], ea[3][3], U[3][3], V[3][3], tb[3];
    for (int j = 0; j < 3; j++)
        d_cross(p->b[(j + 1) % 3], p->b[(j + 2) % 3], eb[j]);
    double db = fabs(d_dot(p->b[0], eb[0]));
    bool meets = true;
    for (int i = 0; i < 3; i++) { /* A's face normals */
        double y = db * ha[i];
        for (int j = 0; j < 3; j++) {
            U[i][j] = d_dot(p->a[i], eb[j]);
            y += hb[j] * fabs(U[i][j]);
        }
        double s = fabs(db * d_dot(p->a[i], t)) - y;
        if (s > bound)
            return 1;
        meets &= s < -bound;
    }
    for (int i = 0; i < 3; i++)
        d_cross(p->a[(i + 1) % 3], p->a[(i + 2) % 3], ea[i]);
    double da = fabs(d_dot(p->a[0], ea[0]));
    for (int j = 0; j < 3; j++) { /* B's face normals */
        tb[j] = d_dot(p->b[j], t);
        double y = da * hb[j];
        for (int i = 0; i < 3; i++) {
            V[i][j] = d_dot(ea[i], p->b[j]);
            y += ha[i] * fabs(V[i][j]);
        }
        double s = fabs(da * tb[j]) - y;
        if (s > bound)
            return 1;
        meets &= s < -bound;
    }
    for (int i = 0; i < 3; i++) { /* the edge pairs */
        int i1 = (i + 1) % 3, i2 = (i + 2) % 3;
        for (int j = 0; j < 3; j++) {
            int j1 = (j + 1) % 3, j2 = (j + 2) % 3;
            double x = V[i][j2] * tb[j1] - V[i][j1] * tb[j2];
            double y = ha[i1] * fabs(U[i2][j]) + ha[i2] * fabs(U[i1][j]) + hb[j1] * fabs(V[i][j2]) +
                       hb[j2] * fabs(V[i][j1]);
            double s = fabs(x) - y;
            if (s > bound)
                return 1;
            meets &= s < -bound;
        }
    }
    return meets ? 0 : -1;
}

/* ---- The fast path: RTCD's nine dot products ---------------------------------------- */

/* The common case at the textbook's cost: RTCD 4.4.1's fifteen tests on R_ij = a_i . b_j,
 * with an a-priori bound in place of its epsilon that covers both the rounding and the
 * axes' deviation from orthonormality.
 *
 * The lemma. For one box (rows a_i of M, G = M M^T = I + E with |E_kl| <= eps, so
 * ||E||_2 <= ||E||_F <= 3 eps = e < 1) let p_i = M^-1 u_i = e_i / D be the edge directions
 * (the top). M^-1 = M^T G^-1, so p_i - a_i = M^T (G^-1 - I) u_i and, the eigenvalues of G
 * lying in [1 - e, 1 + e],
 *     |p_i - a_i| <= sqrt(1 + e) e / (1 - e) = d,      D^2 = det G in [(1 - e)^3, (1 + e)^3].
 * With q_j the other box's edge directions (its own e', d'), W_ij = a_i . q_j and
 * Z_ij = p_i . b_j differ from R_ij by at most sigma = sqrt(1 + eps) max(d, d'), and
 * |DA / DB| from 1 by at most rho = ((1 + e) / (1 - e))^(3/2) - 1 (e the larger).
 *
 * The axes. Write (1) as F(L) = |L.t| - sum_k hA_k |L.p_k| - sum_k hB_k |L.q_k| > 0; F(cL) =
 * |c| F(L), so any non-zero multiple of an axis gives its sign, and t = sum_k tA_k p_k
 * (M t = tA). With M p_k = u_k, p_k x p_{k+1} = a_{k+2} / DA and likewise for B:
 * - L = a_i:  F = |tA_i| - hA_i - sum_j hB_j |W_ij|;
 * - L = b_j:  F = |tB_j| - hB_j - sum_i hA_i |Z_ij|;
 * - L = DA p_i x q_j (a multiple of eA_i x eB_j): L.t = tA_{i+2} W_{i+1,j} - tA_{i+1} W_{i+2,j},
 *   |L.p_{i+1}| = |W_{i+2,j}|, |L.p_{i+2}| = |W_{i+1,j}|, |L.q_{j+1}| = |DA/DB| |Z_{i,j+2}|,
 *   |L.q_{j+2}| = |DA/DB| |Z_{i,j+1}|, L.p_i = L.q_j = 0 (either handedness).
 * Replacing W, Z and DA/DB by R and 1 gives RTCD's fifteen expressions f (the B faces with
 * tB_j = b_j . t computed directly), off from F by at most kappa (2 TA + HA + HB), with TA
 * the largest |tA_i|, HA, HB the half-extent sums and kappa = sigma + rho (1 + eps + sigma)
 * (|Z| <= |R| + sigma). For eps <= 1.01e-4 (the tolerance, isect_valid_obb3, plus the
 * rounding of its dot products, below 2^-50) kappa <= 12.02 eps: 12.5 eps is used.
 *
 * Rounding. In double, with T = sum_k |t_k| (for an AABB sum_k |cB - min| + |cB - max|, the
 * permanent of 2t) and W = 2 T + HA + HB: every f has at most 9 roundings on a path and a
 * permanent below 1.001 W (|R_ij|, the permanent of R_ij and |a_ik| are at most
 * 1 + eps; TA <= 1.0001 T), so its error is below 9.1 u W (exact/filter.h), and 2^-48 W
 * = 32 u W covers it and the roundings of the bound. Underflow only adds absolute errors
 * of a few 2^-1074 (each f is a sum of products with at most one unbounded length
 * factor; a rounded R times a length is covered by the relative term): 2^-1000 covers
 * them. Overflow: W <= 2^1000 keeps every intermediate finite; otherwise (and for a NaN)
 * the fast path declines. So
 *     bound(eps) = (12.5 (eps + 2^-50) + 2^-48) W + 2^-1000,
 * and f > bound certifies S > 0 (apart), f < -bound S < 0 (this axis does not separate).
 *
 * Order. One pass in RTCD's order against the loose bound of eps = ISECT_AXIS_TOLERANCE,
 * before any validation: "apart" is the answer false, right whether or not the boxes are
 * valid (an invalid box gets false too). Only when no axis separated are the boxes
 * validated (isect_valid_obb3, unchanged); then the largest f decides against the loose
 * bound, or, out of line, against the bound of the boxes' own measured eps (about 2^-50
 * for well-formed rotations), or hands over to obb_quick and the exact path. */
static inline double fast_bound(double eps, double w) {
    return (12.5 * (eps + 0x1p-50) + 0x1p-48) * w + 0x1p-1000;
}

/* Component k of a public vector, in double (a plain load once k is a constant). */
static inline double vk(isect_vec3 v, int k) {
    return k == 0 ? (double)v.x : k == 1 ? (double)v.y : (double)v.z;
}

/* Dot products of public vectors, in double, read in place. */
static inline double v_dot(isect_vec3 x, isect_vec3 y) {
    return (double)x.x * y.x + (double)x.y * y.y + (double)x.z * y.z;
}

static inline double vd_dot(isect_vec3 x, const double *y) {
    return x.x * y[0] + x.y * y[1] + x.z * y[2];
}

/* RTCD's fifteen tests against the loose bound: 1 certainly apart (if the boxes are
 * valid), 0 certainly overlapping (if valid), -1 undecided; *smax the largest f and *w the
 * bound's W (NaN when the path declines). A is the OBB oa or, when oa is NULL, the AABB
 * aa. Read in place from the public structs: local copies of the 30 inputs spill and cost
 * more than the tests. */
ISECT_INLINE int obb_rtcd(const isect_obb3 *oa, const isect_aabb3 *aa, const isect_obb3 *ob,
                          double *smax, double *w) {
    bool aabb = !oa;
    double t[3], ha[3], hb[3], T = 0, H = 0;
    for (int k = 0; k < 3; k++) {
        double cb = vk(ob->center, k);
        if (aabb) {
            double lo = vk(aa->min, k), hi = vk(aa->max, k);
            double d1 = cb - lo, d2 = cb - hi;
            t[k] = d1 + d2;
            T += fabs(d1) + fabs(d2);
            ha[k] = hi - lo;
            hb[k] = 2 * vk(ob->half, k);
        } else {
            t[k] = cb - vk(oa->center, k);
            T += fabs(t[k]);
            ha[k] = vk(oa->half, k);
            hb[k] = vk(ob->half, k);
        }
        H += ha[k] + hb[k];
    }
    *w = 2 * T + H;
    *smax = NAN;
    if (!(*w <= 0x1p1000))
        return -1;
    double loose = fast_bound(ISECT_AXIS_TOLERANCE, *w);
    double R[3][3], AR[3][3], ta[3], sm = -HUGE_VAL;
    for (int i = 0; i < 3; i++) { /* A's face normals, R row by row as they need it */
        for (int j = 0; j < 3; j++) {
            R[i][j] = aabb ? vk(ob->axis[j], i) : v_dot(oa->axis[i], ob->axis[j]);
            AR[i][j] = fabs(R[i][j]);
        }
        ta[i] = aabb ? t[i] : vd_dot(oa->axis[i], t);
        double s = fabs(ta[i]) - (ha[i] + (hb[0] * AR[i][0] + hb[1] * AR[i][1] + hb[2] * AR[i][2]));
        if (s > loose)
            return 1;
        sm = sat_dmax(sm, s);
    }
    for (int j = 0; j < 3; j++) { /* B's face normals */
        double s = fabs(vd_dot(ob->axis[j], t)) -
                   (hb[j] + (ha[0] * AR[0][j] + ha[1] * AR[1][j] + ha[2] * AR[2][j]));
        if (s > loose)
            return 1;
        sm = sat_dmax(sm, s);
    }
    for (int i = 0; i < 3; i++) { /* the edge pairs */
        int i1 = (i + 1) % 3, i2 = (i + 2) % 3;
        for (int j = 0; j < 3; j++) {
            int j1 = (j + 1) % 3, j2 = (j + 2) % 3;
            double s =
                fabs(ta[i2] * R[i1][j] - ta[i1] * R[i2][j]) -
                (ha[i1] * AR[i2][j] + ha[i2] * AR[i1][j] + hb[j1] * AR[i][j2] + hb[j2] * AR[i][j1]);
            if (s > loose)
                return 1;
            sm = sat_dmax(sm, s);
        }
    }
    *smax = sm;
    return sm < -loose ? 0 : -1;
}

/* The largest |a_i . a_j - delta_ij| of one box's axes, computed. */
static double axes_dev(const obb_d *o) {
    double dev = 0;
    for (int i = 0; i < 3; i++)
        for (int j = i; j < 3; j++)
            dev = sat_dmax(dev, fabs(d_dot(o->a[i], o->a[j]) - (i == j)));
    return dev;
}

/* The full path: the filter with permanents, then the exact signs of the axes it left. */
ISECT_NOINLINE static bool obb_full(const pair_d *p) {
    SAT_FULL_PATH(obb_filter, obb_exact, p);
}

/* Valid boxes that obb_rtcd left undecided: its largest f against the bound of the boxes'
 * own eps, then obb_quick and the full path. Out of line but not ISECT_COLD: gcc then moved
 * the whole caller into its cold section, and the fast path ran 20-30% slower. */
ISECT_NOINLINE static bool obb_slow(const isect_obb3 *oa, const isect_aabb3 *aa,
                                    const isect_obb3 *ob, double smax, double w) {
    obb_d B = obb_from3(ob), A;
    double eps = axes_dev(&B);
    if (oa) {
        A = obb_from3(oa);
        eps = sat_dmax(eps, axes_dev(&A));
    } else { /* the pair's convention: min and max in place of centre and half extents */
        memset(&A, 0, sizeof A);
        dv_from3(A.center, aa->min);
        dv_from3(A.h, aa->max);
        for (int i = 0; i < 3; i++)
            A.a[i][i] = 1;
    }
    double bound = fast_bound(eps, w);
    if (smax > bound)
        return false;
    if (smax < -bound)
        return true;
    pair_d p;
    p.aabb = !oa;
    for (int k = 0; k < 3; k++) {
        p.ca[k] = A.center[k];
        p.ha[k] = A.h[k];
        p.cb[k] = B.center[k];
        p.hb[k] = B.h[k];
        for (int i = 0; i < 3; i++) {
            p.a[i][k] = A.a[i][k];
            p.b[i][k] = B.a[i][k];
        }
    }
    int q = obb_quick(&p);
    if (q >= 0)
        return q == 0;
    return obb_full(&p);
}

/* An OBB valid: isect_valid_obb3's computation (sign/box_sign.h), inline. */
ISECT_INLINE bool obb_ok(const isect_obb3 *box) {
    obb_d o = obb_from3(box);
    return obb_point_valid(3, o.center, &o);
}

/* obb_rtcd; when no axis separated, the validation, then the slow path. */
ISECT_INLINE bool obb_overlap(const isect_obb3 *oa, const isect_aabb3 *aa, const isect_obb3 *ob) {
    double smax, w;
    int q = obb_rtcd(oa, aa, ob, &smax, &w);
    if (q == 1)
        return false; /* apart: false whether or not the boxes are valid */
    if (!(oa ? obb_ok(oa) : isect_ok_aabb3(aa)) || !obb_ok(ob))
        return false;
    return q == 0 || obb_slow(oa, aa, ob, smax, w);
}

/* Two oriented boxes: the fifteen axes of the derivation at the top. */
bool isect_test_obb3_obb3(const isect_obb3 *a, const isect_obb3 *b) {
    return a && b && obb_overlap(a, NULL, b);
}

/* An axis-aligned box and an oriented box: the same test with A's axes the unit axes and
 * its lengths doubled (the top: no rounded centre or half extent). */
bool isect_test_aabb3_obb3(const isect_aabb3 *a, const isect_obb3 *b) {
    return a && b && obb_overlap(NULL, a, b);
}
