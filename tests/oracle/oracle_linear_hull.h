/* The exact answer of a line, ray or segment against a convex hull by its planes
 * (isect/linear_hull.h), for the oracle and scale tests.
 *
 * Written without the library: every quantity is a GMP rational. With d = b - a for a
 * segment and d = b otherwise, plane i (n_i . x <= o_i) holds at a + t d iff
 * alpha_i + t beta_i <= 0, alpha_i = n_i . a - o_i, beta_i = n_i . d. A plane with
 * beta_i < 0 bounds t from below by t_i = -alpha_i / beta_i, one with beta_i > 0 from
 * above, one with beta_i == 0 holds for every t (alpha_i <= 0) or none. So over the
 * component's range [s, e] (s = -inf for a line, 0 otherwise; e = 1 for a segment, +inf
 * otherwise)
 *   t_in = max(s, t_i : beta_i < 0), t_out = min(e, t_i : beta_i > 0),
 *   hit iff every parallel plane holds and t_in <= t_out;
 * it meets the open hull iff every parallel plane holds strictly and the open interval
 * (max t_i, min t_j) meets [s, e]. A component with d == 0 is the point a. Everything the
 * contract derives (touching, started/ended inside, count, the normal's plane, which
 * reported values are exact, unbounded ends) is decided on the rationals. */
#ifndef ISECT_TESTS_ORACLE_LINEAR_HULL_H
#define ISECT_TESTS_ORACLE_LINEAR_HULL_H

#include <stdbool.h>

#include "oracle/oracle.h"

typedef struct oracle_linhull {
    bool hit;
    bool touching;           /* meets the closed hull but not the open one */
    bool is_point;           /* d == 0: the component is the point a */
    bool start_in, end_in;   /* as the contract sets ISECT_STARTED_INSIDE / ENDED_INSIDE */
    int count;               /* the contract's count (ISECT_INFINITE: lies in the surface) */
    int normal_plane;        /* -1: zero normal */
    bool at_a[2], at_b[2];   /* t[k] is exactly 0 (ray, segment, point) / 1 (segment) */
    int unbounded[2];        /* -1: t[k] is -infinity, +1: +infinity, 0: finite */
    long double t[2];        /* t_in, t_out, rounded (finite ends) */
    long double point[2][3]; /* a + t_in d, a + t_out d, rounded (finite ends) */
} oracle_linhull;

/* kind; a, b (p1 or dir): 3 coordinates each; count planes n[i] . (x - base) <= o[i]
 * (base NULL: the origin; an oriented box's sides have its centre); all finite, every
 * normal non-zero. */
void oracle_linear_hull(oracle_kind kind, const double *a, const double *b, int count,
                        const double (*n)[3], const double *o, const double *base,
                        oracle_linhull *out);

#endif
