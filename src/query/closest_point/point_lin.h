/* The point of a line, ray or segment closest to a point, in double (point_lin.c), for
 * the other pairs of the closest_point family: the linear pairs (lin_lin.c) end in it
 * whenever one of their closest points is an end of a component. */
#ifndef ISECT_QUERY_CLOSEST_POINT_POINT_LIN_H
#define ISECT_QUERY_CLOSEST_POINT_POINT_LIN_H

#include <stdbool.h>

#include "isect/result.h"

#include "base/lin.h"
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
isect_real isect_closest_final_t(double x, int sign, bool inside, bool segment, unsigned *flags);

#endif
