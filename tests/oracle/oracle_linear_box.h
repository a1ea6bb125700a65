/* The exact answer of a line, ray or segment against a closed axis-aligned box
 * (isect/linear_box.h), for the oracle and scale tests.
 *
 * Written without the library: every quantity is a GMP rational. With d = b - a for a
 * segment and d = b otherwise, the component is a + t d over its range [s, e] (s = -inf
 * for a line, 0 otherwise; e = 1 for a segment, +inf otherwise). On an axis with d_i != 0
 * it lies in the closed slab lo_i <= x_i <= hi_i for t in [near_i, far_i], the two
 * quotients (lo_i - a_i) / d_i and (hi_i - a_i) / d_i in increasing order, and in the
 * open slab for t in (near_i, far_i); on an axis with d_i == 0 for every t or none. So
 *   t_in = max(s, near_i), t_out = min(e, far_i), hit iff every d_i == 0 axis holds a_i
 *   and t_in <= t_out;
 * it meets the open box iff every extent is positive, every d_i == 0 axis has a_i
 * strictly inside, and the open interval (max near_i, min far_i) meets [s, e]. A
 * component with d == 0 is the point a (t_in = t_out = 0). Everything the contract derives
 * from these (touching, started/ended inside, count, the normal's axis and sign, which
 * reported values are exact) is decided on the rationals. */
#ifndef ISECT_TESTS_ORACLE_LINEAR_BOX_H
#define ISECT_TESTS_ORACLE_LINEAR_BOX_H

#include <stdbool.h>

#include "oracle/oracle.h"

typedef struct oracle_linbox {
    bool hit;
    bool touching;           /* meets the closed box but not the open one */
    bool is_point;           /* d == 0: the component is the point a */
    bool degenerate;         /* point, or lo_i == hi_i on some axis */
    bool start_in, end_in;   /* as the contract sets ISECT_STARTED_INSIDE / ENDED_INSIDE */
    int count;               /* the contract's count (ISECT_INFINITE: lies in the surface) */
    int normal_axis;         /* -1: zero normal (a miss, or started inside) */
    int normal_sign;         /* -1 the min face, +1 the max face */
    bool at_a[2], at_b[2];   /* t[k] is exactly 0 (ray, segment, point) / 1 (segment) */
    int exit_planes;         /* bit i: d_i != 0 and far_i == t_out (the exit's planes) */
    int exit_side[3];        /* on such an axis: -1 the exit lies on lo_i, +1 on hi_i */
    long double t[2];        /* t_in, t_out, rounded */
    long double point[2][3]; /* a + t_in d, a + t_out d, rounded */
} oracle_linbox;

/* kind, dim; a, b (p1 or dir), lo, hi: dim coordinates each, finite, lo <= hi. */
void oracle_linear_box(oracle_kind kind, int dim, const double *a, const double *b,
                       const double *lo, const double *hi, oracle_linbox *out);

#endif
