/* Parameters and points along linear components (lines, rays, segments as isect_lin),
 * the constructions the triangle, polygon and plane queries share. Inputs must be
 * finite; 2D points are the first two entries of a double array. */
#ifndef ISECT_CONSTRUCT_LIN_PARAM_H
#define ISECT_CONSTRUCT_LIN_PARAM_H

#include <stdbool.h>

#include "isect/result.h"

#include "base/lin.h"

/* The component's direction (p1 - p0 for a segment), its parameter range, and its point
 * at t (exact at a segment's ends; never 0 * inf). */
void isect_lin_dir(const isect_lin *lin, double *d);
void isect_lin_range(const isect_lin *lin, double *lo, double *hi);
void isect_lin_point_at(const isect_lin *lin, double t, double *out);

/* For constructions whose parameter overflowed: the ray or line with its direction
 * scaled by 2^e (e returned in *e), the largest component in [2, 4). Then any point of
 * the line with finite coordinates has a finite parameter t' (|t'| |d'|_inf =
 * |X - p|_inf <= 2 DBL_MAX), and its parameter on the given component is t' 2^e. The
 * direction is only ever scaled up, which is exact (so exact signs do not change); a
 * segment, a point, or a direction already that long is returned as it is, e = 0. */
isect_lin isect_lin_unit_dir(const isect_lin *lin, int *e);

/* Whether the construction r of a find on lin should be done again on the component
 * with a scaled-up direction: r saturated and lin is a ray or line whose direction can
 * be scaled up. Then *unit and *e are isect_lin_unit_dir's. */
bool isect_lin_retry_unit(const isect_find_result3 *r, const isect_lin *lin, isect_lin *unit,
                          int *e);

/* The parameter of the point of the component's line nearest x, clamped to its range. */
double isect_lin_param_of(const isect_lin *lin, const double *x);

/* The parameter where the component's line crosses the line u + s (v - u) (u != v; the
 * two lines are known to cross at one point), clamped to the component's range; in
 * space, in the projection that best keeps the angle between them. Accurate for nearly
 * parallel lines, where the nearest points of the two lines (RTCD 5.1.8) lose it. For
 * a 2D component, u and v are 3-element arrays whose third entry is 0. */
double isect_lin_crossing_param(const isect_lin *lin, const double *u, const double *v);

#endif
