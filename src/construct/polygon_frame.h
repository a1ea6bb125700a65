/* The polygon machinery shared by the polygon family (point in polygon) and the
 * polygon_lin family (lines, rays and segments against polygons in space): the exact
 * winding number of a point in the plane, and the frame in which a polygon in space is
 * classified (the coordinate axis its projection drops, and its plane's normal). The
 * derivation is at the top of polygon_frame.c. */
#ifndef ISECT_CONSTRUCT_POLYGON_FRAME_H
#define ISECT_CONSTRUCT_POLYGON_FRAME_H

#include <stddef.h>

#include "isect/polygon.h"

/* How a winding count ended: p off the boundary, p on it, or a non-finite coordinate. */
enum { ISECT_POLY_OK, ISECT_POLY_BOUNDARY, ISECT_POLY_INVALID };

typedef struct isect_poly_winding {
    ptrdiff_t winding; /* the winding number of the polygon around p, when ISECT_POLY_OK */
    int status;        /* ISECT_POLY_OK, ISECT_POLY_BOUNDARY or ISECT_POLY_INVALID */
} isect_poly_winding;

/* The winding number of the closed polygon v[0..n-1] (n >= 1) around the finite point p,
 * or that p lies on an edge, or that a vertex is not finite. Exact. */
isect_poly_winding isect_poly2_winding(const isect_vec2 *v, size_t n, isect_vec2 p);

/* The location a winding count gives under the fill rule. */
isect_location isect_poly_location(isect_poly_winding r, isect_fill_rule rule);

/* The axis isect_projection_poly3 drops, together with the normal of the polygon's
 * plane: the Newell normal it chose the axis from (times a power of two); when that
 * vanished in double and the polygon is not collinear (a figure eight), the normal of the
 * triple (v_0, v_b, v_c) the axis came from (isect_points_normal); zero for a collinear
 * polygon. The caller has checked poly, poly->v and count >= 3. */
isect_projection3 isect_poly3_frame(const isect_poly3 *poly, double *normal);

/* isect_classify_point3_poly3 for a checked polygon (as above) and a finite point. */
isect_location isect_poly3_locate(isect_vec3 p, const isect_poly3 *poly, isect_fill_rule rule);

#endif
