/* The exact answers of the overlap tests against a triangle (isect/overlap.h, "Against a
 * triangle"), in GMP rationals, by methods apart from the library's (orientation signs and
 * separating axes there):
 * - two triangles by linear programming: is there a pair of barycentric coordinates
 *   (l1, l2) of a and (m1, m2) of b, each in its simplex, naming the same point? Feasible
 *   iff the polytope of such pairs has a vertex, a solution of the three coordinate
 *   equations and 4 - r tight inequalities (r the equations' rank), all enumerated;
 * - a box against a triangle by clipping: the triangle, a cyclic list of rational points,
 *   clipped by the box's six closed half-spaces one after the other (Sutherland-Hodgman;
 *   each clip keeps conv(list) n half-space, also for collinear lists), non-empty at the
 *   end. The oriented box's half-spaces are |(x - c) . a_i| <= h_i as given (isect/box.h).
 * Inputs finite, min <= max, half extents >= 0. */
#ifndef ISECT_TESTS_ORACLE_OVERLAP_TRI_H
#define ISECT_TESTS_ORACLE_OVERLAP_TRI_H

#include <stdbool.h>

/* Do the closed triangles a and b (collinear ones included) share a point? */
bool oracle_tri_tri(double a[3][3], double b[3][3]);

/* Does the closed triangle t meet the box lo..hi? */
bool oracle_aabb_tri(const double *lo, const double *hi, double t[3][3]);

/* Does the closed triangle t meet the frame box { x : |(x - c) . a_i| <= h_i }? */
bool oracle_obb_tri(const double *c, double a[3][3], const double *h, double t[3][3]);

/* What the closed triangles a and b share: its corners (the extreme points of a and b's
 * common set), by clipping one triangle with the other's closed half-spaces in rationals
 * (oracle_overlap_tri.c), rounded to long double into out in isect_find_tri3_tri3's
 * documented order; their number (0 when apart, at most 6). at_vertex[i]: corner i is
 * exactly an input vertex. *coplanar: the six vertices lie in one plane. */
int oracle_tri_tri_corners(double a[3][3], double b[3][3], long double out[6][3], bool *at_vertex,
                           bool *coplanar);

#endif
