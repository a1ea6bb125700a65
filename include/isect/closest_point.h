/* isect/closest_point.h -- the point of a line, ray or segment closest to a point.
 *
 * Source: RTCD 5.1.2 (closest point on a line segment to a point), with the region
 * decided exactly and the direction never normalised.
 *
 * Common contract of every function in this header (a = the point p, b = the component):
 * - t is the parameter of point_b on the component, in units of the given direction:
 *   origin + t dir for lines and rays, p0 + t (p1 - p0) for segments, so a segment's t
 *   lies in [0, 1] and a ray's in [0, +inf). dir need not be unit length and is never
 *   normalised. s = 0 (a point has no parameter); point_a = p.
 * - dist_sq = |p - point_b|^2, the squared distance from p to the component.
 * - Exact region: which part of the component is closest -- its start, its end or a
 *   point between -- is decided exactly (the signs of (p - p0).d and (p - p1).d, by the
 *   filtered exact predicate behind isect_dot_sign3). So t == 0 and point_b == origin
 *   (p0) exactly when the true closest point is the start, t == 1 and point_b == p1
 *   exactly when it is a segment's end, and otherwise 0 < t < 1 (segments) or t > 0
 *   (rays), even where the rounded parameter would have landed on the end. For a line,
 *   t == 0 exactly when p projects exactly onto the origin, and the sign of t is exact.
 *   (A point_b computed between the ends may still round onto an end when the true
 *   closest point lies within rounding distance of it.)
 * - Degenerate: a zero direction or p0 == p1 is the single point origin (p0): t = 0,
 *   point_b = origin, dist_sq = |p - origin|^2, flag ISECT_DEGENERATE. Never a NaN (a
 *   version that normalises the direction divides 0 by 0 here).
 * - Invalid input (a NULL component, a NaN or infinite coordinate) returns an all-zero
 *   result with flags == ISECT_INVALID.
 * - Accuracy (docs/closest_point.md, measured against MPFR by the oracle test): with u the
 *   unit roundoff of isect_real, S the largest input coordinate magnitude (of p, origin
 *   and p1, and |t dir| if larger) and L the local scale max |p - origin|_inf (and
 *   |p - p1|_inf for a segment),
 *     |t - t_exact| |d| <= 16 u S,   |point_b - exact|_inf <= 16 u S,
 *     |sqrt(dist_sq) - dist_exact| <= 16 u S and <= 16 u L,
 *   plus one step of the subnormal grid for results that small (largest seen: 5.5 in
 *   the double build; below 2 in the float build, which computes in double and rounds
 *   each result once). The
 *   computation runs in double, on power-of-two-scaled differences where the plain
 *   one could overflow or underflow, so nothing
 *   overflows or underflows on the way for any finite input; only a result beyond the
 *   range of isect_real saturates to its largest finite value, with ISECT_SATURATED
 *   (dist_sq of a point
 *   2^512 or more away in the double build, 2^64 in the float build; t of a far point
 *   and a tiny direction), and a dist_sq below the subnormal range rounds to 0. */
#ifndef ISECT_CLOSEST_POINT_H
#define ISECT_CLOSEST_POINT_H

#include "isect/result.h"

#ifdef __cplusplus
extern "C" {
#endif

#define isect_closest_point2_line2 ISECT_NAME(isect_closest_point2_line2)
#define isect_closest_point2_ray2 ISECT_NAME(isect_closest_point2_ray2)
#define isect_closest_point2_seg2 ISECT_NAME(isect_closest_point2_seg2)
#define isect_closest_point3_line3 ISECT_NAME(isect_closest_point3_line3)
#define isect_closest_point3_ray3 ISECT_NAME(isect_closest_point3_ray3)
#define isect_closest_point3_seg3 ISECT_NAME(isect_closest_point3_seg3)

/* ---- 2D ------------------------------------------------------------------------ */

/** The foot of the perpendicular from p to the line: t over all reals, exact sign. */
ISECT_API isect_closest_result2 isect_closest_point2_line2(isect_vec2 p, const isect_line2 *line);

/** The point of the ray (t >= 0) closest to p: the origin (t == 0, exactly) when p lies
 * behind it or abeam of it, else the foot of the perpendicular. */
ISECT_API isect_closest_result2 isect_closest_point2_ray2(isect_vec2 p, const isect_ray2 *ray);

/** The point of the closed segment closest to p: p0 (t == 0) or p1 (t == 1), exactly,
 * when p projects onto or beyond that end, else the foot of the perpendicular. */
ISECT_API isect_closest_result2 isect_closest_point2_seg2(isect_vec2 p, const isect_seg2 *seg);

/* ---- 3D ------------------------------------------------------------------------ */

/** The foot of the perpendicular from p to the line; as isect_closest_point2_line2. */
ISECT_API isect_closest_result3 isect_closest_point3_line3(isect_vec3 p, const isect_line3 *line);

/** The point of the ray closest to p; as isect_closest_point2_ray2. */
ISECT_API isect_closest_result3 isect_closest_point3_ray3(isect_vec3 p, const isect_ray3 *ray);

/** The point of the closed segment closest to p; as isect_closest_point2_seg2. */
ISECT_API isect_closest_result3 isect_closest_point3_seg3(isect_vec3 p, const isect_seg3 *seg);

#ifdef __cplusplus
}
#endif

#endif
