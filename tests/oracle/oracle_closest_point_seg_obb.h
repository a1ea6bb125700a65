/* The exact closest pair of a closed segment and a closed oriented box, with the pair and
 * the features isect_closest_seg3_obb3 must report (isect/closest_point.h, "A segment
 * against a box"). For the oracle and scale tests.
 *
 * Everything happens in the box's frame of the axes as given (not normalised): the frame
 * coordinates of the segment's point at s,
 *   W_i(s) = (P + s d - center) . axis[i] = w_i + s e_i,   d = Q - P,
 * with w_i = (P - center) . axis[i] and e_i = d . axis[i], are exact rationals, and so is
 *   f(s) = sum_i dist(W_i(s), [-h_i, h_i])^2,
 * a convex piecewise quadratic in s whose breakpoints are the s in (0, 1) where some W_i
 * reaches -h_i or +h_i. Its least value D on [0, 1] and its least minimiser s* are found
 * twice, in two unrelated ways, and must agree (else abort):
 * - by pieces: on each piece between consecutive breakpoints (and 0, 1) the axes below
 *   -h_i and above +h_i stay the same (read at the piece's midpoint), so f = A s^2 + B s
 *   + C there; its least value on the piece is at -B / 2A clamped to the piece (A > 0),
 *   or the whole piece when A == 0; D is the least over the pieces and s* the least s of
 *   the pieces (or points) attaining it;
 * - by the slope: f is C^1 with f'(s) = 2 sum_i e_i x_i(s) (x_i the signed excess of
 *   W_i(s) past its bound, 0 between), continuous and nondecreasing, so s* is 0 when
 *   f'(0) >= 0, 1 when f'(1) < 0, else the least zero of f', found on the first piece
 *   whose right end has f' >= 0 (f' linear there).
 * The contract's tie rule is exactly "the least s", so no candidate order is involved.
 * Then point_a = P + s* d, q_i = clamp(W_i(s*), -h_i, h_i), point_b = center + sum_i q_i
 * axis[i] (exact rationals, rounded), dist_sq = D = sum_i (W_i(s*) - q_i)^2 (checked),
 * dist = sqrt(D) (MPFR). feature_a: vertex 0 (s* == 0), vertex 1 (s* == 1), else edge 0.
 * feature_b from pos[i] (-1 when q_i == -h_i, also when h_i == 0; +1 when q_i == +h_i; 0
 * strictly between) with the AABB numbering: three at a bound a vertex (bit i set for +1),
 * two an edge 4a + m (a the free axis, m the bits of the two others, lower axis first),
 * one a face 2a + s (s = 1 for +1), none the solid. */
#ifndef ISECT_TESTS_ORACLE_CLOSEST_POINT_SEG_OBB_H
#define ISECT_TESTS_ORACLE_CLOSEST_POINT_SEG_OBB_H

#include <stdbool.h>

#include "isect/result.h"
#include "oracle/oracle.h"

typedef struct oracle_segobb {
    bool meet;                 /* D == 0: the segment and the box meet */
    bool degenerate;           /* P == Q, or h_i == 0 on some axis */
    isect_feature feature_a;   /* vertex 0 (s* == 0), vertex 1 (s* == 1), edge 0 */
    isect_feature feature_b;   /* the box's feature holding point_b (see above) */
    int pos[3];                /* q_i: -1 at -h_i (or h_i == 0), +1 at +h_i, 0 between */
    long double s;             /* s*, rounded */
    long double s_hi;          /* the greatest minimiser, rounded (for the reports) */
    long double point_a[3];    /* P + s* d, rounded */
    long double point_b[3];    /* center + sum_i q_i axis[i], rounded */
    long double frame[3];      /* W_i(s*), rounded (for the reports) */
    long double dist_sq, dist; /* D and its square root (MPFR), rounded */
    long double seg_len;       /* |Q - P| */
} oracle_segobb;

/* p0, p1, center, half: three coordinates each, axis[i] the three axes; all finite,
 * half >= 0. The axes need not be orthonormal: the answer is the frame's. */
void oracle_closest_seg_obb(const double *p0, const double *p1, const double *center,
                            double axis[3][3], const double *half, oracle_segobb *out);

/* sign(D - r^2), D the exact squared frame distance of the segment p0-p1 and the box:
 * <= 0 exactly when the capsule of that core and radius r meets the box (in its frame). */
int oracle_seg_obb_cmp_radius(const double *p0, const double *p1, const double *center,
                              double axis[3][3], const double *half, double r);

#endif
