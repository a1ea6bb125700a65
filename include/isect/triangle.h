/* isect/triangle.h -- lines, rays and segments against triangles and quads in space.
 *
 * Sources: RTCD 5.3.4 and 5.3.6 (intersecting line or segment against triangle by scalar
 * triple products); Moller and Trumbore, "Fast, Minimum Storage Ray/Triangle
 * Intersection" (1997); Woop, Benthin and Wald, "Watertight Ray/Triangle Intersection"
 * (JCGT 2013), whose goal -- no ray slips between two triangles sharing an edge -- the
 * exact signs here meet for every ray, not only in the ray's own frame.
 *
 * Common contract of every function in this header:
 * - The triangle is closed (its edges and vertices belong to it) and two-sided.
 * - test_* and the hit, count and flags of find_* are exact (see "Exactness" in
 *   isect/isect.h), decided by the signs of orient3d and of scalar triple products. So a
 *   ray through an edge or a vertex shared by several triangles hits every one of them:
 *   a closed mesh has no cracks. find(...).hit == test(...) always.
 * - t is in units of the component's direction (dir, or p1 - p0 for a segment).
 * - A component crossing the triangle's plane: count 1, t[0] == t[1], point on the
 *   triangle, normal the triangle's unit normal turned against the direction of travel
 *   (dot(normal, dir) <= 0). If the only common point is an endpoint of the component
 *   (a segment end or a ray's origin on the triangle), ISECT_TOUCHING is set as well.
 * - A component lying in the triangle's plane and meeting the triangle: count
 *   ISECT_INFINITE and [t[0], t[1]] the part of the component inside the closed triangle
 *   (t[0] == t[1] when they share a single point); normal the triangle's own unit normal
 *   (b - a) x (c - a) normalised.
 * - Degenerate input, flagged ISECT_DEGENERATE: a zero-length segment or zero direction
 *   is a point (count 1, t = 0, also ISECT_TOUCHING); a triangle with collinear vertices
 *   is the segment (or point) they span, met exactly: count 1 and t[0] == t[1] for a
 *   single common point (ISECT_TOUCHING when it is an end of the component, as for a
 *   crossing), ISECT_INFINITE and the overlap [t[0], t[1]] when they share a piece of
 *   positive length; its normal is undefined and reported as zero.
 * - Invalid input (NULL, NaN or infinity) returns a miss flagged ISECT_INVALID; test_*
 *   returns false.
 * - Accuracy: for a crossing, t and the point are those of the triangle's plane
 *   (isect/plane.h, plane3p): |t - t*| |n . d| <= 8 u |b - a|_1 |c - a|_1 (|p - a|_inf +
 *   |t*| |d|_inf). The crossing is also clamped to the parameters of the vertices'
 *   projections onto the component, so t stays finite, within the triangle's extent
 *   along d, where a component nearly in the plane makes that bound say little. A t
 *   beyond the range of isect_real (a direction so short that the triangle lies more
 *   than the range's worth of steps away) saturates to the largest isect_real with
 *   ISECT_SATURATED (result.h); the crossing point is still exact to rounding.
 *   Coplanar interval ends are clipped against the edges with exact signs and accurately
 *   evaluated edge functions: |t - t*| |((v - u) x d) . n| / |n| <= 8 u |v - u|_1
 *   (|p - u|_inf + |t*| |d|_inf) for the bounding edge u v (docs/triangle.md). */
#ifndef ISECT_TRIANGLE_H
#define ISECT_TRIANGLE_H

#include "isect/result.h"

#ifdef __cplusplus
extern "C" {
#endif

#define isect_test_line3_tri3 ISECT_NAME(isect_test_line3_tri3)
#define isect_test_ray3_tri3 ISECT_NAME(isect_test_ray3_tri3)
#define isect_test_seg3_tri3 ISECT_NAME(isect_test_seg3_tri3)
#define isect_find_line3_tri3 ISECT_NAME(isect_find_line3_tri3)
#define isect_find_ray3_tri3 ISECT_NAME(isect_find_ray3_tri3)
#define isect_find_seg3_tri3 ISECT_NAME(isect_find_seg3_tri3)
#define isect_test_line3_quad3 ISECT_NAME(isect_test_line3_quad3)
#define isect_test_ray3_quad3 ISECT_NAME(isect_test_ray3_quad3)
#define isect_test_seg3_quad3 ISECT_NAME(isect_test_seg3_quad3)
#define isect_find_line3_quad3 ISECT_NAME(isect_find_line3_quad3)
#define isect_find_ray3_quad3 ISECT_NAME(isect_find_ray3_quad3)
#define isect_find_seg3_quad3 ISECT_NAME(isect_find_seg3_quad3)

/** Does the infinite line meet the closed triangle? Exact. */
ISECT_API bool isect_test_line3_tri3(const isect_line3 *line, const isect_tri3 *tri);

/** Does the ray meet the closed triangle? Exact; a ray through a shared edge or vertex
 * hits every triangle that has it. */
ISECT_API bool isect_test_ray3_tri3(const isect_ray3 *ray, const isect_tri3 *tri);

/** Does the segment meet the closed triangle? Exact. */
ISECT_API bool isect_test_seg3_tri3(const isect_seg3 *seg, const isect_tri3 *tri);

/** Where the line meets the triangle; see the common contract above. */
ISECT_API isect_find_result3 isect_find_line3_tri3(const isect_line3 *line, const isect_tri3 *tri);

/** Where the ray meets the triangle (t >= 0). For rendering: the nearest hit of a ray
 * over a mesh is the smallest t[0] among the triangles it hits. */
ISECT_API isect_find_result3 isect_find_ray3_tri3(const isect_ray3 *ray, const isect_tri3 *tri);

/** Where the segment meets the triangle (0 <= t <= 1). */
ISECT_API isect_find_result3 isect_find_seg3_tri3(const isect_seg3 *seg, const isect_tri3 *tri);

/** The quad v[0] v[1] v[2] v[3] is exactly the union of the closed triangles
 * (v[0], v[1], v[2]) and (v[0], v[2], v[3]) -- for a planar convex quad, the quad
 * itself; for any other four points, that pair of triangles. Same contract as the
 * triangle queries; find reports the nearer of the two triangles' answers (a coplanar
 * overlap: the hull of both intervals, which is their union for a planar convex quad). */
ISECT_API bool isect_test_line3_quad3(const isect_line3 *line, const isect_quad3 *quad);
ISECT_API bool isect_test_ray3_quad3(const isect_ray3 *ray, const isect_quad3 *quad);
ISECT_API bool isect_test_seg3_quad3(const isect_seg3 *seg, const isect_quad3 *quad);
ISECT_API isect_find_result3 isect_find_line3_quad3(const isect_line3 *line,
                                                    const isect_quad3 *quad);
ISECT_API isect_find_result3 isect_find_ray3_quad3(const isect_ray3 *ray, const isect_quad3 *quad);
ISECT_API isect_find_result3 isect_find_seg3_quad3(const isect_seg3 *seg, const isect_quad3 *quad);

#ifdef __cplusplus
}
#endif

#endif
