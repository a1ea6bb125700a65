/* The point of a line, ray or segment closest to a point, in double (point_lin.c), for
 * the other pairs of the closest_point family: the linear pairs (lin_lin.c) end in it
 * whenever one of their closest points is an end of a component. */
#ifndef ISECT_QUERY_CLOSEST_POINT_POINT_LIN_H
#define ISECT_QUERY_CLOSEST_POINT_POINT_LIN_H

#include <math.h>
#include <stdbool.h>

#include "isect/result.h"

#include "base/inline.h"
#include "base/lin.h"
#include "base/vec.h"
#include "sign/ball_sign.h"

/* Which part of the component holds the closest point, decided exactly. */
typedef enum isect_closest_region {
    ISECT_AT_START, /* the origin or p0: t == 0 */
    ISECT_BETWEEN,  /* strictly between the ends (anywhere, for a line) */
    ISECT_AT_END,   /* a segment's p1: t == 1 */
} isect_closest_region;

/* The answer in double, converted to the public struct at the end. */
typedef struct isect_closest_d {
    double dist_sq, t;
    double point[3];
    int t_sign;    /* the exact sign of t: the converted t keeps it */
    bool interior; /* t lies strictly between the ends: the converted t stays there */
    bool meets;    /* p lies on the component, exactly (then point == p, dist_sq == 0) */
    isect_closest_region region;
    unsigned flags; /* ISECT_DEGENERATE for a component that is a point; ISECT_INVALID
                       only if the exact arithmetic ran out of room (never seen) */
} isect_closest_d;

/* The point of the (valid) component lin closest to p (p[2] == 0 in 2D), RTCD 5.1.2,
 * with the region decided exactly; see isect/closest_point.h for the contract. */
void isect_closest_lin_point(const isect_lin *lin, const double *p, isect_closest_d *out);

/* The exact sign of (x - p).d, x = the component's a (from == ISECT_FROM_A) or a
 * segment's b, d its direction (b - a for a segment): the start region is sign >= 0 from
 * a, the end region sign <= 0 from b. ISECT_SIGN_UNKNOWN if the exact arithmetic ran out
 * of room (ruled out by the arena sizes). */
int isect_closest_side_sign(const isect_lin *lin, isect_endpoint from, const double *p);

/* |x - y|^2 in dim coordinates without intermediate overflow or underflow. */
double isect_closest_dist_sq_points(int dim, const double *x, const double *y);

/* A parameter x converted to isect_real (beyond the range: saturated, flagged), keeping
 * its exact sign `sign` and, when `inside` (its region is strictly between the ends),
 * below 1 for a segment: the rule every closest query of the folder reports by. */
ISECT_INLINE isect_real isect_closest_final_t(double x, int sign, bool inside, bool segment,
                                              unsigned *flags) {
    isect_real t = dv_out(x, flags);
    if (sign > 0 && t <= 0)
        t = DV_REAL_TRUE_MIN;
    if (sign < 0 && t >= 0)
        t = -DV_REAL_TRUE_MIN;
    if (inside && segment && t >= 1)
        t = (isect_real)DV_REAL_BELOW_ONE;
    return t;
}

/* Squares outside [2^-968, 2^1000] may have lost accuracy to underflow (each square of a
 * component below 2^-537 may lose up to 2^-1075, negligible against a sum above 2^-968)
 * or be near overflow: the full path computes them again on scaled values. */
static inline bool isect_closest_square_in_range(double x) {
    return x > 0x1p-968 && x < 0x1p1000;
}

/* The fast path of the point-segment queries (and of the queries built on them, the
 * capsules): closest_lin's common case (point_lin.c) with the same operations in the same
 * order, so the same bits, for a p whose region the filter certifies, whose foot is well
 * inside the range and well off the line.
 *
 * The start: s = (p - a).d is a sum of dim products of rounded differences, k = dim + 2
 * roundings on its longest path, so with the detsum permanent P = sum |m_i d_i| the
 * bound of exact/filter.h is (dim + 3) u P + 2^-1000 (fx_sign_deg2, underflow included).
 * The end: (p - b).d = s - d.d exactly; computed as fl(s - dd) with dd = fl(d.d), whose
 * own bound is (dim + 3) u dd + 2^-1000, its error is at most
 *     (dim + 3) u (P + dd) + 2^-999 + u |s - dd| / (1 - u) <= (dim + 4) u (P + dd) + 2^-999
 * (|s - dd| <= (P + dd)(1 + u)); (dim + 5) u (P + dd) + 2^-998 covers that and the
 * rounding of the bound itself.
 * A zero-length segment, a p at an end and every non-finite input leave a sign
 * uncertain (P, dd or s is then 0, infinite or NaN), so every degenerate, invalid or
 * borderline case returns false and takes the full path, which answers it from the
 * start. Returns in *end the region (0: the start a, 1: the end b, -1: between), in *t
 * closest_lin's parameter (0, 1, or the foot's s / dd, in (0, 1]), the point in point[]
 * and the squared distance |p - point|^2 as closest_lin computes it. */
ISECT_INLINE bool isect_closest_seg_fast(const double *p, const double *a, const double *b, int dim,
                                         double *point, double *t, int *end, double *dist_sq) {
    double m[3] = {0, 0, 0}, d[3] = {0, 0, 0};
    for (int i = 0; i < dim; i++) {
        m[i] = p[i] - a[i];
        d[i] = b[i] - a[i];
    }
    double s = m[0] * d[0], perm = fabs(s);
    for (int i = 1; i < dim; i++) {
        double term = m[i] * d[i];
        s += term;
        perm += fabs(term);
    }
    double dd = dv_dot(dim, d, d);
    double sq;
    bool at_b;
    if (s < -((double)(dim + 3) * 0x1p-53 * perm + 0x1p-1000)) {
        at_b = false; /* the start: sign((a - p).d) > 0 */
        sq = dv_dot(dim, m, m);
    } else {
        if (!(s > (double)(dim + 3) * 0x1p-53 * perm + 0x1p-1000))
            return false;
        double past_end = s - dd, bound = (double)(dim + 5) * 0x1p-53 * (perm + dd) + 0x1p-998;
        if (past_end > bound) {
            at_b = true; /* the end: sign((b - p).d) < 0 */
            double n[3] = {0, 0, 0};
            for (int i = 0; i < dim; i++)
                n[i] = p[i] - b[i];
            sq = dv_dot(dim, n, n);
        } else {
            if (!(past_end < -bound))
                return false;
            double foot_t = s / dd, e[3] = {0, 0, 0};
            for (int i = 0; i < dim; i++) {
                double step = foot_t * d[i];
                point[i] = a[i] + step;
                e[i] = m[i] - step;
            }
            double ee = dv_dot(dim, e, e);
            /* closest_lin's unscaled case, and no doubt that p is off the line */
            if (!(isect_closest_square_in_range(dd) && isect_closest_square_in_range(ee) &&
                  ee > 0x1p-80 * dv_dot(dim, m, m)))
                return false;
            *t = foot_t;
            *end = -1;
            *dist_sq = ee;
            return true;
        }
    }
    /* at_end: the exact distance's first computation, kept when in the safe range */
    if (!isect_closest_square_in_range(sq))
        return false;
    for (int i = 0; i < dim; i++)
        point[i] = at_b ? b[i] : a[i];
    *t = at_b;
    *end = at_b;
    *dist_sq = sq;
    return true;
}

#endif
