/* isect/linear_sphere.h -- lines, rays and segments against discs (2D) and balls (3D).
 *
 * Sources: RTCD 5.3.2 (intersecting ray or segment against sphere) and 5.1.2 (closest
 * point on a segment); the discriminant in its cancellation-free form from Haines et al.,
 * "Precision Improvements for Ray/Sphere Intersection", Ray Tracing Gems ch. 7.
 *
 * Common contract of every function in this header:
 * - The disc/ball is closed: touching its boundary counts as meeting it.
 * - test_* answers exactly (see "Exactness" in isect/isect.h): it returns what exact real
 *   arithmetic on the given inputs would return. find_*(...).hit == test_*(...) always.
 * - t is measured in units of the component's direction (dir, or p1 - p0 for a
 *   segment, so a segment's t lies in [0, 1]). dir need not be unit length.
 * - Start inside: a ray or segment whose start lies in the open ball hits at t[0] = 0
 *   with ISECT_STARTED_INSIDE and a zero normal; t[1] is still the exit. A segment whose
 *   end lies in the open ball has t[1] = 1 and ISECT_ENDED_INSIDE.
 * - count is the number of surface crossings among t[0] and t[1] (see
 *   isect_find_result3): the segment (3,2)-(10,6) against the disc centred (10,4) with
 *   radius 3 enters near (7.01444, 4.29396) and ends inside, so count == 1.
 * - A tangent component, or one that only rests an endpoint on the sphere, hits with
 *   count 1, t[0] == t[1] and ISECT_TOUCHING.
 * - normal is the unit outward normal of the sphere at point[0], i.e. it points from
 *   the ball's centre toward the component's entry point. For radius 0 it is -dir
 *   normalised (the limit of the entry normals); it is zero when the component started
 *   inside or when a degenerate component coincides with a zero-radius ball.
 * - Degenerate input is answered exactly and flagged ISECT_DEGENERATE: a zero direction
 *   or p0 == p1 is the point itself (t[0] == t[1] == 0; a point in the open ball has
 *   count 0 and both ISECT_STARTED_INSIDE and ISECT_ENDED_INSIDE); radius 0 is the
 *   centre point.
 * - Invalid input (non-finite coordinates, negative or NaN radius) returns a miss with
 *   ISECT_INVALID; test_* returns false.
 * - Accuracy (docs/accuracy.md, measured against MPFR by `make oracle`): with u the unit
 *   roundoff of isect_real, S the largest input magnitude (or |t d|) and g the grazing
 *   cosine (1 through the centre, 0 tangent; 1 for touching results),
 *   |t - t_exact| |d| g <= 16 u S, and likewise for points (|p - p_exact| g) and for the
 *   normal (|n - n_exact| r g). A t or a point coordinate beyond the range of isect_real
 *   saturates to its largest value with ISECT_SATURATED (result.h). */
#ifndef ISECT_LINEAR_SPHERE_H
#define ISECT_LINEAR_SPHERE_H

#include "isect/result.h"

#ifdef __cplusplus
extern "C" {
#endif

#define isect_test_line2_circle2 ISECT_NAME(isect_test_line2_circle2)
#define isect_test_ray2_circle2 ISECT_NAME(isect_test_ray2_circle2)
#define isect_test_seg2_circle2 ISECT_NAME(isect_test_seg2_circle2)
#define isect_find_line2_circle2 ISECT_NAME(isect_find_line2_circle2)
#define isect_find_ray2_circle2 ISECT_NAME(isect_find_ray2_circle2)
#define isect_find_seg2_circle2 ISECT_NAME(isect_find_seg2_circle2)
#define isect_test_line3_sphere3 ISECT_NAME(isect_test_line3_sphere3)
#define isect_test_ray3_sphere3 ISECT_NAME(isect_test_ray3_sphere3)
#define isect_test_seg3_sphere3 ISECT_NAME(isect_test_seg3_sphere3)
#define isect_find_line3_sphere3 ISECT_NAME(isect_find_line3_sphere3)
#define isect_find_ray3_sphere3 ISECT_NAME(isect_find_ray3_sphere3)
#define isect_find_seg3_sphere3 ISECT_NAME(isect_find_seg3_sphere3)

/* ---- 2D ------------------------------------------------------------------------ */

/** Does the infinite line meet the closed disc? Exact. */
ISECT_API bool isect_test_line2_circle2(const isect_line2 *line, const isect_circle2 *circle);

/** Does the ray (t >= 0) meet the closed disc? Exact; a ray starting inside hits. */
ISECT_API bool isect_test_ray2_circle2(const isect_ray2 *ray, const isect_circle2 *circle);

/** Does the closed segment meet the closed disc? Exact; a segment inside hits. */
ISECT_API bool isect_test_seg2_circle2(const isect_seg2 *seg, const isect_circle2 *circle);

/** Where the line crosses the disc: t[0] <= t[1] over all reals, count 2 (or 1 when
 * tangent). Never ISECT_STARTED_INSIDE unless the line is a degenerate point. */
ISECT_API isect_find_result2 isect_find_line2_circle2(const isect_line2 *line,
                                                      const isect_circle2 *circle);

/** Where the ray enters and leaves the disc, t >= 0. */
ISECT_API isect_find_result2 isect_find_ray2_circle2(const isect_ray2 *ray,
                                                     const isect_circle2 *circle);

/** Where the segment enters and leaves the disc, t in [0, 1]. */
ISECT_API isect_find_result2 isect_find_seg2_circle2(const isect_seg2 *seg,
                                                     const isect_circle2 *circle);

/* ---- 3D ------------------------------------------------------------------------ */

/** Does the infinite line meet the closed ball? Exact. */
ISECT_API bool isect_test_line3_sphere3(const isect_line3 *line, const isect_sphere3 *sphere);

/** Does the ray (t >= 0) meet the closed ball? Exact; a ray starting inside hits. */
ISECT_API bool isect_test_ray3_sphere3(const isect_ray3 *ray, const isect_sphere3 *sphere);

/** Does the closed segment meet the closed ball? Exact; a segment inside hits. */
ISECT_API bool isect_test_seg3_sphere3(const isect_seg3 *seg, const isect_sphere3 *sphere);

/** Where the line crosses the sphere: t[0] <= t[1] over all reals, count 2 (or 1 when
 * tangent). */
ISECT_API isect_find_result3 isect_find_line3_sphere3(const isect_line3 *line,
                                                      const isect_sphere3 *sphere);

/** Where the ray enters and leaves the ball, t >= 0. */
ISECT_API isect_find_result3 isect_find_ray3_sphere3(const isect_ray3 *ray,
                                                     const isect_sphere3 *sphere);

/** Where the segment enters and leaves the ball, t in [0, 1]. */
ISECT_API isect_find_result3 isect_find_seg3_sphere3(const isect_seg3 *seg,
                                                     const isect_sphere3 *sphere);

#ifdef __cplusplus
}
#endif

#endif
