/* The closest pair of two lines, rays or segments (lin_lin.c): what the tests and the
 * folder's other pairs see of it besides the public functions of isect/closest_point.h. */
#ifndef ISECT_QUERY_CLOSEST_POINT_LIN_LIN_H
#define ISECT_QUERY_CLOSEST_POINT_LIN_LIN_H

#include <stdbool.h>

#include "base/lin.h"
#include "sign/dist_sign.h"

/* The closest pair in double: s on a, t on b, the points, the squared distance. */
typedef struct isect_lin_pair_d {
    double s, t, dist_sq, point_a[3], point_b[3];
    int s_sign, t_sign;      /* exact signs of s and t (for lines) */
    bool s_inside, t_inside; /* strictly inside a ray's or segment's range: else s (t) is
                                exactly 0 or a segment's 1 */
    unsigned flags;          /* ISECT_PARALLEL, ISECT_DEGENERATE, ISECT_INVALID */
} isect_lin_pair_d;

/* The closest pair of a and b (valid components), the region exact (the public
 * functions' contract, before conversion). */
void isect_lin_pair_closest(const isect_lin *a, const isect_lin *b, isect_lin_pair_d *out);

/* Do a and b meet (the closest pair c at distance exactly 0)? Exact. */
bool isect_lin_pair_meets(const isect_lin *a, const isect_lin *b, const isect_lin_pair_d *c);

/* The squared distance of two non-degenerate 3D segments by RTCD 5.1.9 in plain double,
 * as printed: not exact, a guess for the fast paths that certify it exactly. */
double isect_lin_pair_plain_dist_sq(const isect_lin *a, const isect_lin *b);

/* The exact squared distance of that pair, as a form of sign/dist_sign.h, for segments a
 * and b (3D): the ends it is measured from, or the lines. Reads a's and b's points. */
isect_dist_form isect_lin_pair_form(const isect_lin *a, const isect_lin *b,
                                    const isect_lin_pair_d *c);

/* Whether the one-pass fast path decides the region of the closest pair of a and b on its
 * own, without the careful path's exact arithmetic: for the oracle test's fall-through
 * column (white box). */
bool isect_lin_pair_fast_decides(const isect_lin *a, const isect_lin *b);

/* The closest pair of two segments as isect_lin_pair_closest gives it (the same values), when
 * the segment pair's fast path answers: points, parameters, squared distance, meets, and the
 * directions' cross product it was computed from. */
typedef struct isect_seg_pair_fast {
    double point_a[3], point_b[3], s, t, dist_sq;
    double cross[3]; /* 3D, both inside: (a1 - a0) x (b1 - b0) in double-double (isect_dd_cross
                        of the exact differences; else unset) */
    bool s_inside, t_inside, meets;
} isect_seg_pair_fast;

/* Two 3D capsules (cores a0 a1, b0 b1; radii ra, rb >= 0) from one pass of the fast path's
 * region: returns the capsule test's fast verdict (1 touching, 0 apart, -1 uncertain, -2 the
 * region uncertain) and sets *have_pair when *pair holds the fast closest pair (never when -2). */
int isect_capsule3_pair_fast(const double *a0, const double *a1, const double *b0, const double *b1,
                             double ra, double rb, isect_seg_pair_fast *pair, bool *have_pair);

/* Whether dist(a, b) <= ra + rb, exactly (the sum never rounded): the capsule test's core,
 * for the other within-distance tests of the folder. ra, rb finite and >= 0. */
bool isect_lin_pair_within(const isect_lin *a, const isect_lin *b, double ra, double rb);

#endif
