/* The frame in which a polygon in space is classified (polygon.c), for the queries of
 * lines, rays and segments against it (polygon_lin.c). */
#ifndef ISECT_CONSTRUCT_POLYGON_FRAME_H
#define ISECT_CONSTRUCT_POLYGON_FRAME_H

#include "isect/polygon.h"

/* isect_projection_poly3 together with the normal of the polygon's plane: the Newell
 * normal it chose the axis from (times a power of two); when that vanished in double and
 * the polygon is not collinear (a figure eight), the normal of the triple (v_0, v_b, v_c)
 * the axis came from (isect_points_normal); zero for a collinear polygon. The caller has
 * checked poly, poly->v and count >= 3. */
isect_projection3 isect_poly3_frame(const isect_poly3 *poly, double *normal);

#endif
