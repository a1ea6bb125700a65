/* isect/predicates.h -- the exact geometric predicates every query is built from.
 *
 * Each answers a sign question about its inputs exactly, as exact real arithmetic on the
 * given floating-point values would (see "Exactness" in isect/isect.h): first a filtered
 * floating-point evaluation with a rigorous error bound, and only when that cannot decide,
 * an exact evaluation (docs/exactness.md). Every finite input is decided, in both builds.
 *
 * Orientation and dot-product signs are returned as -1, 0 or +1. A NaN or infinite
 * coordinate has no sign: those functions then return ISECT_SIGN_INVALID (2), which is
 * none of the three, so check for it when the input may be invalid. The point-versus-
 * shape predicates return an isect_location instead (ISECT_LOCATION_INVALID for invalid
 * input).
 *
 * Sources: Shewchuk, "Adaptive Precision Floating-Point Arithmetic and Fast Robust
 * Geometric Predicates" (1997); RTCD 3.1.6 (orientation) and 5.1.2 (point to segment). */
#ifndef ISECT_PREDICATES_H
#define ISECT_PREDICATES_H

#include "isect/result.h"

#ifdef __cplusplus
extern "C" {
#endif

/** Returned by a sign predicate for input with a NaN or infinite coordinate. */
#define ISECT_SIGN_INVALID 2

#define isect_orient2d ISECT_NAME(isect_orient2d)
#define isect_orient3d ISECT_NAME(isect_orient3d)
#define isect_dot_sign2 ISECT_NAME(isect_dot_sign2)
#define isect_dot_sign3 ISECT_NAME(isect_dot_sign3)
#define isect_classify_point2_circle2 ISECT_NAME(isect_classify_point2_circle2)
#define isect_classify_point3_sphere3 ISECT_NAME(isect_classify_point3_sphere3)
#define isect_classify_point2_capsule2 ISECT_NAME(isect_classify_point2_capsule2)
#define isect_classify_point3_capsule3 ISECT_NAME(isect_classify_point3_capsule3)

/** Orientation of the triangle a, b, c: the sign of (b - a) x (c - a). +1 when c lies to
 * the left of the directed line a -> b (a, b, c counterclockwise), -1 to the right, 0 when
 * the three points are collinear (including coincident points). Exact. */
ISECT_API int isect_orient2d(isect_vec2 a, isect_vec2 b, isect_vec2 c);

/** Orientation of the tetrahedron a, b, c, d: the sign of ((b - a) x (c - a)) . (d - a).
 * +1 when d lies on the side of the plane abc toward which (b - a) x (c - a) points (above
 * the triangle when a, b, c are counterclockwise seen from above), -1 on the other side, 0
 * when the four points are coplanar. Exact. (Shewchuk's orient3d has the opposite sign.) */
ISECT_API int isect_orient3d(isect_vec3 a, isect_vec3 b, isect_vec3 c, isect_vec3 d);

/** The sign of (a - b) . v: which side of the line through b with normal v the point a
 * lies on (+1 on the side v points to, 0 on the line). Exact. */
ISECT_API int isect_dot_sign2(isect_vec2 a, isect_vec2 b, isect_vec2 v);

/** The sign of (a - b) . v: which side of the plane through b with normal v the point a
 * lies on (+1 on the side v points to, 0 on the plane). Exact. */
ISECT_API int isect_dot_sign3(isect_vec3 a, isect_vec3 b, isect_vec3 v);

/** Where p lies relative to the closed disc: the sign of |p - c|^2 - r^2 as ISECT_INSIDE,
 * ISECT_ON_BOUNDARY or ISECT_OUTSIDE. Radius 0: on the boundary exactly at the centre.
 * Invalid input (non-finite, negative or NaN radius, NULL): ISECT_LOCATION_INVALID. */
ISECT_API isect_location isect_classify_point2_circle2(isect_vec2 p, const isect_circle2 *circle);

/** Where p lies relative to the closed ball; as isect_classify_point2_circle2. */
ISECT_API isect_location isect_classify_point3_sphere3(isect_vec3 p, const isect_sphere3 *sphere);

/** Where p lies relative to the closed capsule (points within radius of the segment
 * p0-p1): the sign of dist(p, segment)^2 - r^2. This is the decision behind every
 * segment-versus-disc test. A zero-length core is a disc; radius 0 is the segment itself
 * (its points are ISECT_ON_BOUNDARY). */
ISECT_API isect_location isect_classify_point2_capsule2(isect_vec2 p,
                                                        const isect_capsule2 *capsule);

/** Where p lies relative to the closed capsule in space; as the 2D version. */
ISECT_API isect_location isect_classify_point3_capsule3(isect_vec3 p,
                                                        const isect_capsule3 *capsule);

#ifdef __cplusplus
}
#endif

#endif
