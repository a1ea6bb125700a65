/* The vertex form of the hull queries (point_hull.c), for the hull overlap tests
 * (hull_overlap.c). */
#ifndef ISECT_QUERY_CLOSEST_POINT_POINT_HULL_H
#define ISECT_QUERY_CLOSEST_POINT_POINT_HULL_H

#include <stdbool.h>

#include "isect/types.h"

#define isect_hull_verts_ball_meets ISECT_NAME(isect_hull_verts_ball_meets)

/* Does the closed ball (c, r) meet the convex hull of hull->verts: dist(c, hull) <= r,
 * exactly (the exact GJK loop's final simplex against the ball)? vert_count > 0, the
 * vertices, c and r finite, r >= 0. */
bool isect_hull_verts_ball_meets(const isect_hull3 *hull, const double *c, double r);

#endif
