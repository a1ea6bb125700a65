/* The exact closest pair of two lines, rays or segments (isect/closest_point.h, second
 * half), for the oracle and scale tests.
 *
 * Written differently from the library on purpose: no region tests. In exact rationals,
 * f(s, t) = |a0 + s dA - (b0 + t dB)|^2 is minimised over a list of candidates that must
 * hold the minimiser: when the directions are not parallel, the unconstrained minimiser
 * (if inside both ranges) and, on every finite end of either range, the best point along
 * that edge (the other parameter's 1D optimum, clamped); the least f wins (f is strictly
 * convex, so the minimiser is unique). When they are parallel, the closest pairs form an
 * interval of s whose end nearest 0 is one of: 0, an end of a's range, or the shadow of an
 * end of b on a's line (clamped); of the candidates with the least f, the one with the
 * smallest |s| is the documented choice. */
#ifndef ISECT_TESTS_ORACLE_CLOSEST_POINT_PAIRS_H
#define ISECT_TESTS_ORACLE_CLOSEST_POINT_PAIRS_H

#include <stdbool.h>

#include "oracle/oracle.h"

typedef struct oracle_pair {
    bool parallel;             /* both have a direction, and dA x dB == 0 */
    bool degenerate;           /* a or b is a single point */
    int s_end, t_end;          /* 0: the parameter is exactly 0; 1: exactly 1; -1: neither */
    int s_sign, t_sign;        /* exact signs of s and t */
    bool s_clamped, t_clamped; /* at an end of a ray's or segment's range */
    long double s, t;          /* the exact parameters, rounded */
    long double point_a[3], point_b[3];
    long double dist_sq, dist;
    long double sin_theta; /* |dA x dB| / (|dA| |dB|); 0 when parallel or a point */
    int within;            /* sign(dist^2 - (ra + rb)^2) */
} oracle_pair;

/* a is a0 + s (a1 - a0) for a segment, a0 + s a1 otherwise (a1 the direction); b alike.
 * dim 2 or 3. */
void oracle_closest_pair(oracle_kind ka, oracle_kind kb, int dim, const double *a0,
                         const double *a1, const double *b0, const double *b1, double ra, double rb,
                         oracle_pair *out);

#endif
