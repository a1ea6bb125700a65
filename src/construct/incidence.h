/* Exact incidence of linear components (lines, rays, segments) with points, segments
 * and triangles, in the plane and in space: the building blocks of the triangle and
 * polygon queries. Every answer is a combination of exact signs (orient2d, orient3d,
 * dot-product signs, the capsule sign with radius 0), so it is exact. Inputs must be
 * finite. 2D points are the first two entries of a double array. */
#ifndef ISECT_CONSTRUCT_INCIDENCE_H
#define ISECT_CONSTRUCT_INCIDENCE_H

#include <stdbool.h>

#include "base/lin.h"
#include "isect/result.h"

/* orient2d of three 2D points, exactly. */
int isect_inc_orient2(const double *a, const double *b, const double *c);

/* sign((a - b) . v) of 2D vectors, exactly. */
int isect_inc_dot2(const double *a, const double *b, const double *v);

/* The sign of the 3D component's line passing the edge uv: [d, u - p, v - p]
 * (orient3d(p, q, u, v) for a segment p-q). */
int isect_inc_edge_side3(const isect_lin *lin, const double *u, const double *v);

/* Is x on the closed component (any kind, dim 2 or 3)? */
bool isect_inc_on_lin(const isect_lin *lin, const double *x);

/* The closed segment uv as a component of dimension dim. */
isect_lin isect_inc_segment(int dim, const double *u, const double *v);

/* Side of the 2D point x relative to the component's line, oriented along its direction:
 * the sign of cross(d, x - p). */
int isect_inc_side2(const isect_lin *lin, const double *x);

/* Does the 2D component meet the closed segment uv? */
bool isect_inc_meets_seg2(const isect_lin *lin, const double *u, const double *v);

/* Does the 3D component meet the closed segment uv? */
bool isect_inc_meets_seg3(const isect_lin *lin, const double *u, const double *v);

/* Drops coordinate axis k of a 3D point or direction: (y, z), (z, x) or (x, y). */
void isect_inc_drop(const double *x, int k, double *out);

/* The 3D component projected by dropping axis k. */
isect_lin isect_inc_project(const isect_lin *lin, int k);

/* The component's direction (p1 - p0 for a segment), its parameter range, and its point
 * at t (exact at a segment's ends; never 0 * inf). */
void isect_inc_dir(const isect_lin *lin, double *d);
void isect_inc_range(const isect_lin *lin, double *lo, double *hi);
void isect_inc_point_at(const isect_lin *lin, double t, double *out);

/* For constructions whose parameter overflowed: the ray or line with its direction
 * scaled by 2^e (e returned in *e), the largest component in [2, 4). Then any point of
 * the line with finite coordinates has a finite parameter t' (|t'| |d'|_inf =
 * |X - p|_inf <= 2 DBL_MAX), and its parameter on the given component is t' 2^e. The
 * direction is only ever scaled up, which is exact (so exact signs do not change); a
 * segment, a point, or a direction already that long is returned as it is, e = 0. */
isect_lin isect_inc_unit_dir(const isect_lin *lin, int *e);

/* Whether the construction r of a find on lin should be done again on the component
 * with a scaled-up direction: r saturated and lin is a ray or line whose direction can
 * be scaled up. Then *unit and *e are isect_inc_unit_dir's. */
bool isect_inc_retry_unit(const isect_find_result3 *r, const isect_lin *lin, isect_lin *unit,
                          int *e);

/* The parameter of the point of the component's line nearest x, clamped to its range. */
double isect_inc_param_of(const isect_lin *lin, const double *x);

/* The parameter where the component's line crosses the line u + s (v - u) (u != v; the
 * two lines are known to cross at one point), clamped to the component's range; in
 * space, in the projection that best keeps the angle between them. Accurate for nearly
 * parallel lines, where the nearest points of the two lines (RTCD 5.1.8) lose it. For
 * a 2D component, u and v are 3-element arrays whose third entry is 0. */
double isect_inc_crossing_param(const isect_lin *lin, const double *u, const double *v);

/* The component with a point (zero length or direction) rewritten as a zero-length
 * segment, so that points of every kind are handled alike; *point tells. */
isect_lin isect_inc_decidable(const isect_lin *lin, bool *point);

/* The result of a find query on invalid input: a miss flagged ISECT_INVALID. */
isect_find_result3 isect_inc_invalid3(void);

#endif
