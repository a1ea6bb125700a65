/* Exact incidence of linear components (lines, rays, segments) with points, segments
 * and triangles, in the plane and in space: the building blocks of the triangle and
 * polygon queries. Every answer is a combination of exact signs (orient2d, orient3d,
 * dot-product signs, the capsule sign with radius 0), so it is exact. Inputs must be
 * finite. 2D points are the first two entries of a double array. */
#ifndef ISECT_SIGN_INCIDENCE_H
#define ISECT_SIGN_INCIDENCE_H

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

/* The component with a point (zero length or direction) rewritten as a zero-length
 * segment, so that points of every kind are handled alike; *point tells. */
isect_lin isect_inc_decidable(const isect_lin *lin, bool *point);

#endif
