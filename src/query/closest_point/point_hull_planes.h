/* The plane form of isect_closest_point3_hull3 (point_hull_planes.c). */
#ifndef ISECT_QUERY_CLOSEST_POINT_POINT_HULL_PLANES_H
#define ISECT_QUERY_CLOSEST_POINT_POINT_HULL_PLANES_H

#include "isect/closest_point.h"

#define isect_hull_planes_closest ISECT_NAME(isect_hull_planes_closest)

/* The answer for a hull by its planes: hull valid (isect_valid_hull3), vert_count 0, p
 * finite. */
isect_closest_hull_result3 isect_hull_planes_closest(isect_vec3 p, const isect_hull3 *hull);

#endif
