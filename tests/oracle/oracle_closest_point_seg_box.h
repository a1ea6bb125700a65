/* The exact closest pair of a closed segment and a closed axis-aligned box, with the pair
 * and the features isect_closest_seg3_aabb3 must report (isect/closest_point.h, "A segment
 * against a box"). For the oracle and scale tests.
 *
 * Written differently from the library on purpose: no candidates (ends, edges, face
 * crossings), no segment-segment query, no orientation signs. In exact rationals, with
 * X(s) = P + s d (d = Q - P, s in [0, 1]), the squared distance from X(s) to the box is
 *   f(s) = sum_i dist(X_i(s), [lo_i, hi_i])^2,
 * a convex piecewise quadratic in s: its breakpoints are the s in (0, 1) where a
 * coordinate X_i(s) crosses lo_i or hi_i. On each piece between consecutive breakpoints
 * (and 0, 1) the axes below their min and above their max stay the same (read at the
 * piece's midpoint), so f = A s^2 + B s + C there with A = sum d_i^2 and B, C from the
 * active bounds; its least value on the piece is at -B / 2A clamped to the piece (A > 0),
 * or the whole piece when A == 0 (f constant). The least of the pieces is D = the exact
 * squared distance, and the minimisers form an interval [s_lo, s_hi] (f is convex); every
 * closest pair is (X(s), clamp(X(s))) with s there (the projection onto a convex set is
 * unique).
 *
 * The contract's answer among them: its tie rule takes the first of p0, p1, edges 0..11,
 * crossings of faces 0..5 that attains D, each with its own pair. So: s* = 0 when
 * s_lo == 0 (p0 attains D); else s* = 1 when s_hi == 1 (p1); else, for the first edge k
 * whose closed segment holds clamp(X(s)) for some minimiser s -- E_k = the s in
 * [s_lo, s_hi] with clamp(X_j(s)) at the edge's bound on both axes j across the edge
 * (X_j(s) <= lo_j for the min side, >= hi_j for the max side, any X_j when lo_j == hi_j),
 * an interval --, s* = min E_k: the segment-segment rule (segment against edge k: a unique
 * closest pair when not parallel, E_k then a single point; the s nearest 0 when parallel);
 * else (only when D == 0: the segment passes through the box) the first face f whose
 * plane the segment crosses strictly (ends strictly on opposite sides) at a point of the
 * face, s* that crossing's parameter. Then point_a = X(s*), point_b = clamp(X(s*)) (== X(s*)
 * when D == 0), and the features are read off the points: feature_a vertex 0 (s* == 0),
 * vertex 1 (s* == 1) or edge 0; feature_b from point_b's place on each axis (at lo_i --
 * also when lo_i == hi_i --, at hi_i, or strictly between): three at a bound a vertex
 * (bit i set for hi), two an edge 4a + m (a the free axis, m the bits of the two others,
 * lower axis first), one a face 2a + s, none the solid. */
#ifndef ISECT_TESTS_ORACLE_CLOSEST_POINT_SEG_BOX_H
#define ISECT_TESTS_ORACLE_CLOSEST_POINT_SEG_BOX_H

#include <stdbool.h>

#include "isect/result.h"
#include "oracle/oracle.h"

/* Which candidate of the contract's order gives the answer. */
enum { SEGBOX_P0 = 0, SEGBOX_P1 = 1, SEGBOX_EDGE0 = 2, SEGBOX_FACE0 = 14 };

typedef struct oracle_segbox {
    bool meet;                 /* D == 0: the segment and the box meet */
    bool degenerate;           /* P == Q, or lo_i == hi_i on some axis */
    int winner;                /* SEGBOX_P0, SEGBOX_P1, SEGBOX_EDGE0 + k, SEGBOX_FACE0 + f */
    isect_feature feature_a;   /* vertex 0 (s* == 0), vertex 1 (s* == 1), edge 0 */
    isect_feature feature_b;   /* the box's feature holding point_b (see above) */
    int pos[3];                /* point_b on axis i: -1 at lo_i, +1 at hi_i, 0 between */
    long double s;             /* s*, rounded */
    long double s_lo, s_hi;    /* the minimisers' interval, rounded (for the reports) */
    long double point_a[3];    /* X(s*), rounded */
    long double point_b[3];    /* clamp(X(s*)), rounded */
    long double dist_sq, dist; /* D and its square root (MPFR), rounded */
    long double seg_len;       /* |Q - P| */
    bool free_pair;            /* an edge's pair with both parameters free, not parallel */
    long double sin_theta;     /* then the sine of the angle of d to the edge (else 1) */
} oracle_segbox;

/* p0, p1, lo, hi: three coordinates each, finite, lo <= hi. */
void oracle_closest_seg_box(const double *p0, const double *p1, const double *lo, const double *hi,
                            oracle_segbox *out);

/* sign(D - r^2), D the exact squared distance of the segment p0-p1 and the box lo..hi:
 * <= 0 exactly when the capsule of that core and radius r meets the box. */
int oracle_seg_box_cmp_radius(const double *p0, const double *p1, const double *lo,
                              const double *hi, double r);

#endif
