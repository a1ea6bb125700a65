/* isect/plane.h -- lines, rays and segments against planes; which side of a plane a
 * point lies on, its signed distance and the closest point of the plane; what two or
 * three planes have in common.
 *
 * A plane comes in two forms:
 * - isect_plane3: dot(normal, x) == offset, the normal of any non-zero length;
 * - isect_plane3p: the plane through three points a, b, c, normal (b - a) x (c - a).
 * Keeping the three points (rather than a plane3 computed from them, which is already
 * rounded) is what lets the queries on it be exact; isect_plane3_from_points converts
 * when the rounded form is what you want.
 *
 * Sources: RTCD 5.3.1 (intersecting segment against plane), 5.1.1 (closest point on
 * plane to point), 5.4.4 and 5.4.5 (two and three planes), 3.6 (planes), 3.1.6
 * (orientation); Shewchuk's orient3d for the three-point form.
 *
 * Common contract of every function in this header (the two- and three-plane queries at
 * its end have their own, given there):
 * - A plane here is the surface itself, not a half-space: a component hits it when they
 *   share a point. An endpoint exactly on the plane is a hit.
 * - test_* and the hit, count and flags of find_* are exact (see "Exactness" in
 *   isect/isect.h): the signed distances of the endpoints and the sign of
 *   dot(normal, dir) are decided exactly, so find(...).hit == test(...) always.
 * - t is in units of the component's direction (dir, or p1 - p0 for a segment, so a
 *   segment's t lies in [0, 1]); dir need not be unit length.
 * - A crossing: count 1 and t[0] == t[1]. When the component only touches the plane at
 *   an endpoint (a segment with exactly one endpoint on it, a ray starting on it), the
 *   flag ISECT_TOUCHING is also set; t is then exactly 0 or 1.
 * - A component lying in the plane: hit, count ISECT_INFINITE, and t[0], t[1] the whole
 *   component: [0, 1] for a segment, [0, +inf] for a ray, [-inf, +inf] for a line. A point
 *   at an infinite t is reported as the point at infinity along dir: coordinate i is
 *   +-inf where dir[i] != 0 and origin[i] where dir[i] == 0 (never NaN).
 * - normal is the plane's unit normal turned against the direction of travel,
 *   dot(normal, dir) <= 0, i.e. toward the side the component comes from; for a
 *   component lying in the plane (or a degenerate one) it is the plane's own normal.
 * - Degenerate but valid: a zero-length segment or zero direction is a point (hit when
 *   the point lies on the plane: count 1, ISECT_DEGENERATE | ISECT_TOUCHING).
 * - Invalid input (NULL, non-finite coordinates, a zero normal, collinear points of a
 *   plane3p) returns a miss flagged ISECT_INVALID; test_* returns false.
 * - Accuracy (docs/plane.md, measured against MPFR): for a plane3, the signed distances
 *   behind t are computed with a compensated (fma) dot product on power-of-two-scaled
 *   input, so t is within a few ulps of the exact intersection parameter for every
 *   finite input. A t beyond the range of isect_real (a direction so short that the
 *   crossing lies more than the range's worth of steps away) saturates to the largest
 *   isect_real with ISECT_SATURATED (result.h); the crossing point itself is still
 *   reported to rounding. For a plane3p the normal is the rounded cross product; t is
 *   then as accurate as that normal (ill-conditioned when a, b, c are nearly collinear),
 *   except for a line or ray nearly parallel to the plane (dot(normal, dir) below 2^-30
 *   of its terms), whose t is the exact plane's, from two exact determinants, rounded. */
#ifndef ISECT_PLANE_H
#define ISECT_PLANE_H

#include "isect/result.h"

#ifdef __cplusplus
extern "C" {
#endif

#define isect_plane3_from_points ISECT_NAME(isect_plane3_from_points)
#define isect_classify_point3_plane3 ISECT_NAME(isect_classify_point3_plane3)
#define isect_classify_point3_plane3p ISECT_NAME(isect_classify_point3_plane3p)
#define isect_test_line3_plane3 ISECT_NAME(isect_test_line3_plane3)
#define isect_test_ray3_plane3 ISECT_NAME(isect_test_ray3_plane3)
#define isect_test_seg3_plane3 ISECT_NAME(isect_test_seg3_plane3)
#define isect_find_line3_plane3 ISECT_NAME(isect_find_line3_plane3)
#define isect_find_ray3_plane3 ISECT_NAME(isect_find_ray3_plane3)
#define isect_find_seg3_plane3 ISECT_NAME(isect_find_seg3_plane3)
#define isect_test_line3_plane3p ISECT_NAME(isect_test_line3_plane3p)
#define isect_test_ray3_plane3p ISECT_NAME(isect_test_ray3_plane3p)
#define isect_test_seg3_plane3p ISECT_NAME(isect_test_seg3_plane3p)
#define isect_find_line3_plane3p ISECT_NAME(isect_find_line3_plane3p)
#define isect_find_ray3_plane3p ISECT_NAME(isect_find_ray3_plane3p)
#define isect_find_seg3_plane3p ISECT_NAME(isect_find_seg3_plane3p)
#define isect_distance_point3_plane3 ISECT_NAME(isect_distance_point3_plane3)
#define isect_distance_point3_plane3p ISECT_NAME(isect_distance_point3_plane3p)
#define isect_closest_point3_plane3 ISECT_NAME(isect_closest_point3_plane3)
#define isect_closest_point3_plane3p ISECT_NAME(isect_closest_point3_plane3p)
#define isect_test_plane3_plane3 ISECT_NAME(isect_test_plane3_plane3)
#define isect_find_plane3_plane3 ISECT_NAME(isect_find_plane3_plane3)
#define isect_test_plane3_plane3_plane3 ISECT_NAME(isect_test_plane3_plane3_plane3)
#define isect_find_plane3_plane3_plane3 ISECT_NAME(isect_find_plane3_plane3_plane3)

/** The plane through a, b, c in normal-offset form: normal = (b - a) x (c - a) and
 * offset = dot(normal, a), both rounded (RTCD 3.6). The result is only as good as that
 * rounding; the plane3p queries below answer about the exact plane instead. Where the
 * textbook values would overflow or underflow (points near either end of the range),
 * both are returned multiplied by one power of two -- the same plane, finite and with a
 * non-zero normal; ordinary input gets the textbook values exactly. Collinear points,
 * and points with a NaN or infinite coordinate, give a zero normal and offset, which the
 * plane3 queries report as ISECT_INVALID. */
ISECT_API isect_plane3 isect_plane3_from_points(isect_vec3 a, isect_vec3 b, isect_vec3 c);

/** Which side of the plane p lies on, exactly: ISECT_OUTSIDE when dot(normal, p) >
 * offset (the side the normal points to), ISECT_INSIDE when it is smaller (the solid side
 * of a hull or frustum face), ISECT_ON_BOUNDARY on the plane. Invalid input (NULL,
 * non-finite, zero normal): ISECT_LOCATION_INVALID. */
ISECT_API isect_location isect_classify_point3_plane3(isect_vec3 p, const isect_plane3 *plane);

/** As isect_classify_point3_plane3 for the plane through a, b, c: ISECT_OUTSIDE on the
 * side (b - a) x (c - a) points to, i.e. where a, b, c appear counterclockwise; this is
 * isect_orient3d(a, b, c, p) as a location. Collinear a, b, c: ISECT_LOCATION_INVALID. */
ISECT_API isect_location isect_classify_point3_plane3p(isect_vec3 p, const isect_plane3p *plane);

/** Does the infinite line meet the plane? True unless it is parallel to the plane and
 * off it. Exact. */
ISECT_API bool isect_test_line3_plane3(const isect_line3 *line, const isect_plane3 *plane);

/** Does the ray meet the plane? True when it starts on the plane or points toward it. */
ISECT_API bool isect_test_ray3_plane3(const isect_ray3 *ray, const isect_plane3 *plane);

/** Does the segment meet the plane? True when its endpoints are not strictly on the same
 * side (an endpoint on the plane is a hit). Exact. */
ISECT_API bool isect_test_seg3_plane3(const isect_seg3 *seg, const isect_plane3 *plane);

/** Where the line meets the plane: t (count 1), or the whole line (count
 * ISECT_INFINITE) when it lies in the plane. See the common contract above. */
ISECT_API isect_find_result3 isect_find_line3_plane3(const isect_line3 *line,
                                                     const isect_plane3 *plane);

/** Where the ray meets the plane; as isect_find_line3_plane3 with t >= 0. */
ISECT_API isect_find_result3 isect_find_ray3_plane3(const isect_ray3 *ray,
                                                    const isect_plane3 *plane);

/** Where the segment meets the plane; as isect_find_line3_plane3 with 0 <= t <= 1. */
ISECT_API isect_find_result3 isect_find_seg3_plane3(const isect_seg3 *seg,
                                                    const isect_plane3 *plane);

/** The plane3p versions of the six queries above: the same contract for the plane
 * through a, b, c (normal (b - a) x (c - a)). */
ISECT_API bool isect_test_line3_plane3p(const isect_line3 *line, const isect_plane3p *plane);
ISECT_API bool isect_test_ray3_plane3p(const isect_ray3 *ray, const isect_plane3p *plane);
ISECT_API bool isect_test_seg3_plane3p(const isect_seg3 *seg, const isect_plane3p *plane);
ISECT_API isect_find_result3 isect_find_line3_plane3p(const isect_line3 *line,
                                                      const isect_plane3p *plane);
ISECT_API isect_find_result3 isect_find_ray3_plane3p(const isect_ray3 *ray,
                                                     const isect_plane3p *plane);
ISECT_API isect_find_result3 isect_find_seg3_plane3p(const isect_seg3 *seg,
                                                     const isect_plane3p *plane);

/* ---- Point to plane (RTCD 5.1.1) --------------------------------------------------
 * The normal need not be unit length (RTCD's DistPointPlane and ClosestPtPointPlane
 * assume it is; here any non-zero normal is divided by its length, computed without
 * overflow or underflow). u below is the unit roundoff of isect_real. */

/** The signed distance from p to the plane: (dot(normal, p) - offset) / |normal|,
 * positive on the side the normal points to (RTCD 5.1.1, DistPointPlane, for a normal of
 * any length).
 * - The sign is exact: positive exactly when isect_classify_point3_plane3 answers
 *   ISECT_OUTSIDE, negative for ISECT_INSIDE and 0 exactly for ISECT_ON_BOUNDARY. A
 *   non-zero distance below the range of isect_real is reported as its smallest subnormal
 *   of the right sign, never as 0.
 * - Accuracy (docs/plane.md, measured against MPFR): dot(normal, p) - offset is the exact
 *   value rounded (a compensated fma dot product where it certifies that, the exact
 *   expansion value otherwise), |normal| is computed on the normal scaled by a power of
 *   two; so |distance - d*| <= 5 u |d*| (relative: no cancellation can spoil it), plus
 *   one step of the subnormal grid (measured, 10^5 + 10^5 cases: 3.6 u in the double
 *   build; 1.0 u in the float build, which computes in double and rounds once).
 * - A distance beyond the range of isect_real (a huge offset over a tiny normal)
 *   saturates with ISECT_SATURATED.
 * - Invalid input (NULL, non-finite, zero normal): distance 0, flags ISECT_INVALID. */
ISECT_API isect_distance_result isect_distance_point3_plane3(isect_vec3 p,
                                                             const isect_plane3 *plane);

/** The signed distance from p to the plane through a, b, c: with N = (b - a) x (c - a),
 * N . (p - a) / |N|, positive on the side N points to, i.e. where a, b, c appear
 * counterclockwise (the sign of isect_orient3d(a, b, c, p), exactly as
 * isect_classify_point3_plane3p answers; the same subnormal rule as above).
 * - Accuracy: the numerator is orient3d's determinant and |N| the length of the cross
 *   product with each component within u (1 + 2^-10) of its exact value (double-double
 *   where that is certified, exact arithmetic otherwise), so the bound is the plane3 one,
 *   |distance - d*| <= 5 u |d*|, for every non-collinear a, b, c: nearly collinear
 *   points do not make it worse (the rounded cross product would: its relative error
 *   grows like u / sin of the triangle's smallest angle, which is why it is not used).
 *   Nearly collinear points and points nearly on the plane take the exact path, about
 *   ten times slower (docs/plane.md).
 * - Collinear a, b, c, NULL or non-finite input: distance 0, flags ISECT_INVALID. */
ISECT_API isect_distance_result isect_distance_point3_plane3p(isect_vec3 p,
                                                              const isect_plane3p *plane);

/** The point of the plane closest to p, the foot of the perpendicular (RTCD 5.1.1,
 * ClosestPtPointPlane, for a normal of any length): point_a = p, point_b = p - d n/|n|
 * with d the signed distance above, dist_sq = d^2 (the squared distance to the plane);
 * s = t = 0 (neither shape is parametrised).
 * - dist_sq is 0 exactly when p lies on the plane (then point_b == p exactly); a non-zero
 *   one below the range of isect_real is reported as its smallest subnormal.
 * - Accuracy (docs/plane.md, measured against MPFR): dist_sq within 11 u d*^2 of d*^2
 *   (measured 7.3 u double, 1.0 u float); each coordinate of point_b within
 *   8 u (|p|_inf + |d*|) of the exact foot (measured 4.6 u double, 1.0 u float), both plus
 *   one step of the subnormal grid. point_b lies on
 *   the plane only up to that rounding (a rounded point seldom lies exactly on a plane).
 * - Values beyond the range of isect_real saturate with ISECT_SATURATED.
 * - Invalid input (NULL, non-finite, zero normal): an all-zero result with flags ==
 *   ISECT_INVALID. */
ISECT_API isect_closest_result3 isect_closest_point3_plane3(isect_vec3 p,
                                                            const isect_plane3 *plane);

/** As isect_closest_point3_plane3 for the plane through a, b, c (the accuracy of
 * isect_distance_point3_plane3p, the same bounds). Collinear a, b, c: ISECT_INVALID. */
ISECT_API isect_closest_result3 isect_closest_point3_plane3p(isect_vec3 p,
                                                             const isect_plane3p *plane);

/* ---- Two and three planes (RTCD 5.4.4, 5.4.5) ---------------------------------------
 * Which kind of set the planes share (none, a point, a line, the plane itself) and the
 * pair masks of isect_planes_result3 are exact: they follow from the signs of the 2x2
 * and 3x3 minors of the planes' coefficient rows (normal, offset), evaluated exactly.
 * point and dir are computed from exactly evaluated numerators and denominators, each
 * rounded once, so each coordinate is within 4 u of its exact value relative to that
 * coordinate itself (u the unit roundoff of isect_real; measured in docs/oracle.md),
 * plus one step of the subnormal grid, whatever the angle between the planes: nearly
 * parallel planes do not lose accuracy as the textbook formulas do. A coordinate beyond
 * the range of isect_real saturates with ISECT_SATURATED. Invalid input (NULL, a
 * non-finite coefficient, a zero normal): meet ISECT_MEET_INVALID, flags ISECT_INVALID,
 * every other field zero; test_* returns false. */

/** Do the two planes share a point? True unless their normals are parallel and they
 * are distinct planes. Exact. */
ISECT_API bool isect_test_plane3_plane3(const isect_plane3 *a, const isect_plane3 *b);

/** The common set of two planes (RTCD 5.4.4, IntersectPlanes):
 * - normals not parallel: ISECT_MEET_LINE, dir the unit vector along
 *   normal_a x normal_b and point the line's point nearest the origin,
 *   ((offset_a normal_b - offset_b normal_a) x (normal_a x normal_b)) / |normal_a x normal_b|^2;
 * - one plane (parallel normals, offsets in the same ratio): ISECT_MEET_PLANE, point the
 *   plane's point nearest the origin, offset_a normal_a / |normal_a|^2;
 * - distinct parallel planes: ISECT_MEET_NONE.
 * parallel and coincident use bit 0. See the block comment above for exactness and
 * accuracy. */
ISECT_API isect_planes_result3 isect_find_plane3_plane3(const isect_plane3 *a,
                                                        const isect_plane3 *b);

/** Do the three planes share a point? Exact. */
ISECT_API bool isect_test_plane3_plane3_plane3(const isect_plane3 *a, const isect_plane3 *b,
                                               const isect_plane3 *c);

/** The common set of three planes (RTCD 5.4.5):
 * - normals independent (det(n_a, n_b, n_c) != 0): ISECT_MEET_POINT, the point
 *   (o_a (n_b x n_c) + o_b (n_c x n_a) + o_c (n_a x n_b)) / (n_a . (n_b x n_c));
 * - normals in one plane, not all parallel: ISECT_MEET_LINE when the three planes share a
 *   line (two of them may be one plane), reported as isect_find_plane3_plane3 reports the
 *   first pair with non-parallel normals in the order (a, b), (a, c), (b, c); else
 *   ISECT_MEET_NONE: two distinct parallel planes, or three planes meeting pairwise in
 *   three parallel lines (a prism);
 * - all normals parallel: ISECT_MEET_PLANE when the three are one plane (point as for
 *   two planes, from a), else ISECT_MEET_NONE.
 * parallel and coincident carry a bit per pair (see isect_planes_result3). See the block
 * comment above for exactness and accuracy. */
ISECT_API isect_planes_result3 isect_find_plane3_plane3_plane3(const isect_plane3 *a,
                                                               const isect_plane3 *b,
                                                               const isect_plane3 *c);

#ifdef __cplusplus
}
#endif

#endif
