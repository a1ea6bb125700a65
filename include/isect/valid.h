/* isect/valid.h -- validity checks for every shape.
 *
 * isect_valid_<shape>(s) is true when every query accepts s as a shape with a defined
 * answer: all coordinates finite, radii and half extents >= 0, min <= max, a non-zero
 * plane normal, orthonormal OBB axes (within ISECT_AXIS_TOLERANCE), non-NULL polygon
 * arrays with at least three vertices. Degenerate shapes (zero length, zero radius,
 * collinear vertices) are valid. Queries perform the same checks themselves and answer
 * invalid input with ISECT_INVALID, so calling these first is optional. */
#ifndef ISECT_VALID_H
#define ISECT_VALID_H

#include "isect/types.h"

#ifdef __cplusplus
extern "C" {
#endif

#define isect_valid_vec2 ISECT_NAME(isect_valid_vec2)
#define isect_valid_vec3 ISECT_NAME(isect_valid_vec3)
#define isect_valid_line2 ISECT_NAME(isect_valid_line2)
#define isect_valid_line3 ISECT_NAME(isect_valid_line3)
#define isect_valid_ray2 ISECT_NAME(isect_valid_ray2)
#define isect_valid_ray3 ISECT_NAME(isect_valid_ray3)
#define isect_valid_seg2 ISECT_NAME(isect_valid_seg2)
#define isect_valid_seg3 ISECT_NAME(isect_valid_seg3)
#define isect_valid_plane3 ISECT_NAME(isect_valid_plane3)
#define isect_valid_plane3p ISECT_NAME(isect_valid_plane3p)
#define isect_valid_circle2 ISECT_NAME(isect_valid_circle2)
#define isect_valid_sphere3 ISECT_NAME(isect_valid_sphere3)
#define isect_valid_capsule2 ISECT_NAME(isect_valid_capsule2)
#define isect_valid_capsule3 ISECT_NAME(isect_valid_capsule3)
#define isect_valid_cylinder3 ISECT_NAME(isect_valid_cylinder3)
#define isect_valid_cone3 ISECT_NAME(isect_valid_cone3)
#define isect_valid_aabb2 ISECT_NAME(isect_valid_aabb2)
#define isect_valid_aabb3 ISECT_NAME(isect_valid_aabb3)
#define isect_valid_obb2 ISECT_NAME(isect_valid_obb2)
#define isect_valid_obb3 ISECT_NAME(isect_valid_obb3)
#define isect_valid_tri2 ISECT_NAME(isect_valid_tri2)
#define isect_valid_tri3 ISECT_NAME(isect_valid_tri3)
#define isect_valid_quad3 ISECT_NAME(isect_valid_quad3)
#define isect_valid_poly2 ISECT_NAME(isect_valid_poly2)
#define isect_valid_poly3 ISECT_NAME(isect_valid_poly3)
#define isect_valid_tet3 ISECT_NAME(isect_valid_tet3)
#define isect_valid_hull3 ISECT_NAME(isect_valid_hull3)
#define isect_valid_frustum3 ISECT_NAME(isect_valid_frustum3)

/** Both coordinates finite. */
ISECT_API bool isect_valid_vec2(isect_vec2 v);
/** All three coordinates finite. */
ISECT_API bool isect_valid_vec3(isect_vec3 v);
/** Finite origin and direction (a zero direction is valid: the line is a point). */
ISECT_API bool isect_valid_line2(const isect_line2 *line);
ISECT_API bool isect_valid_line3(const isect_line3 *line);
/** Finite origin and direction (a zero direction is valid: the ray is a point). */
ISECT_API bool isect_valid_ray2(const isect_ray2 *ray);
ISECT_API bool isect_valid_ray3(const isect_ray3 *ray);
/** Finite endpoints (p0 == p1 is valid: the segment is a point). */
ISECT_API bool isect_valid_seg2(const isect_seg2 *seg);
ISECT_API bool isect_valid_seg3(const isect_seg3 *seg);
/** Finite normal and offset, normal not the zero vector. */
ISECT_API bool isect_valid_plane3(const isect_plane3 *plane);
/** Finite points, not collinear (decided exactly). */
ISECT_API bool isect_valid_plane3p(const isect_plane3p *plane);
/** Finite centre, finite radius >= 0. */
ISECT_API bool isect_valid_circle2(const isect_circle2 *circle);
ISECT_API bool isect_valid_sphere3(const isect_sphere3 *sphere);
/** Finite endpoints, finite radius >= 0. */
ISECT_API bool isect_valid_capsule2(const isect_capsule2 *capsule);
ISECT_API bool isect_valid_capsule3(const isect_capsule3 *capsule);
ISECT_API bool isect_valid_cylinder3(const isect_cylinder3 *cylinder);
/** Finite apex and base, finite radius >= 0. */
ISECT_API bool isect_valid_cone3(const isect_cone3 *cone);
/** Finite corners with min <= max on every axis. */
ISECT_API bool isect_valid_aabb2(const isect_aabb2 *box);
ISECT_API bool isect_valid_aabb3(const isect_aabb3 *box);
/** Finite values, half extents >= 0, axis unit within ISECT_AXIS_TOLERANCE. */
ISECT_API bool isect_valid_obb2(const isect_obb2 *box);
/** Finite values, half extents >= 0, axes orthonormal within ISECT_AXIS_TOLERANCE. */
ISECT_API bool isect_valid_obb3(const isect_obb3 *box);
/** Finite vertices (collinear vertices are valid: a degenerate triangle). */
ISECT_API bool isect_valid_tri2(const isect_tri2 *tri);
ISECT_API bool isect_valid_tri3(const isect_tri3 *tri);
/** Four finite vertices (any four points are a valid quad3). */
ISECT_API bool isect_valid_quad3(const isect_quad3 *quad);
/** v != NULL, count >= 3, every vertex finite. */
ISECT_API bool isect_valid_poly2(const isect_poly2 *poly);
ISECT_API bool isect_valid_poly3(const isect_poly3 *poly);
/** Finite vertices (coplanar vertices are valid: a degenerate tetrahedron). */
ISECT_API bool isect_valid_tet3(const isect_tet3 *tet);
/** At least one non-empty array, no NULL array with a non-zero count, finite values,
 * non-zero plane normals. */
ISECT_API bool isect_valid_hull3(const isect_hull3 *hull);
/** Six valid planes. */
ISECT_API bool isect_valid_frustum3(const isect_frustum3 *frustum);

#ifdef __cplusplus
}
#endif

#endif
