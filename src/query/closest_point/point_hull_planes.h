/* The plane form of isect_closest_point3_hull3 (point_hull_planes.c). */
#ifndef ISECT_QUERY_CLOSEST_POINT_POINT_HULL_PLANES_H
#define ISECT_QUERY_CLOSEST_POINT_POINT_HULL_PLANES_H

#include "isect/closest_point.h"

#define isect_hull_planes_closest ISECT_NAME(isect_hull_planes_closest)
#define isect_hull_planes_ball_sign ISECT_NAME(isect_hull_planes_ball_sign)
#define isect_hull_planes_empty ISECT_NAME(isect_hull_planes_empty)

/* The answer for a hull by its planes: hull valid (isect_valid_hull3), vert_count 0, p
 * finite. */
isect_closest_hull_result3 isect_hull_planes_closest(isect_vec3 p, const isect_hull3 *hull);

/* The ball (c, r) against the hull by its planes, from the same exact certificate of the
 * closest point: sign(dist(c, hull)^2 - r^2) (-1 also when c is inside), or 2 when the
 * planes have no common point. Hull valid with vert_count 0, c finite, r finite >= 0.
 * (isect_test_sphere3_frustum3, overlap/frustum.c.) */
int isect_hull_planes_ball_sign(isect_vec3 c, isect_real r, const isect_hull3 *hull);

/* Do the half-spaces n . x <= o of the planes part[0][0..count[0]-1], then part[1],
 * ... (parts <= 3 borrowed arrays, read in place; a part may be empty) have no common
 * point? Exact, for any number of planes (the hull tests of hull_overlap.c). p is any
 * finite point: the search starts there, so a point likely inside is fastest. Planes
 * valid (finite, non-zero normals), at least one in all. */
bool isect_hull_planes_empty(const isect_plane3 *const *part, const size_t *count, int parts,
                             const double *p);

#endif
