/* isect/closest_point.h -- closest points: of a line, ray, segment or triangle to a point,
 * of two lines, rays or segments, and the exact "within distance" tests built on them.
 *
 * ---- A point against a line, ray or segment ----
 *
 * Source: RTCD 5.1.2 (closest point on a line segment to a point), with the region
 * decided exactly and the direction never normalised.
 *
 * Common contract of the isect_closest_point* functions (a = the point p, b = the
 * component):
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
#define isect_closest_line2_line2 ISECT_NAME(isect_closest_line2_line2)
#define isect_closest_line2_ray2 ISECT_NAME(isect_closest_line2_ray2)
#define isect_closest_line2_seg2 ISECT_NAME(isect_closest_line2_seg2)
#define isect_closest_ray2_ray2 ISECT_NAME(isect_closest_ray2_ray2)
#define isect_closest_ray2_seg2 ISECT_NAME(isect_closest_ray2_seg2)
#define isect_closest_seg2_seg2 ISECT_NAME(isect_closest_seg2_seg2)
#define isect_closest_line3_line3 ISECT_NAME(isect_closest_line3_line3)
#define isect_closest_line3_ray3 ISECT_NAME(isect_closest_line3_ray3)
#define isect_closest_line3_seg3 ISECT_NAME(isect_closest_line3_seg3)
#define isect_closest_ray3_ray3 ISECT_NAME(isect_closest_ray3_ray3)
#define isect_closest_ray3_seg3 ISECT_NAME(isect_closest_ray3_seg3)
#define isect_closest_seg3_seg3 ISECT_NAME(isect_closest_seg3_seg3)
#define isect_test_capsule2_capsule2 ISECT_NAME(isect_test_capsule2_capsule2)
#define isect_test_capsule3_capsule3 ISECT_NAME(isect_test_capsule3_capsule3)
#define isect_closest_point2_tri2 ISECT_NAME(isect_closest_point2_tri2)
#define isect_closest_point3_tri3 ISECT_NAME(isect_closest_point3_tri3)
#define isect_test_circle2_tri2 ISECT_NAME(isect_test_circle2_tri2)
#define isect_test_sphere3_tri3 ISECT_NAME(isect_test_sphere3_tri3)
#define isect_test_capsule2_tri2 ISECT_NAME(isect_test_capsule2_tri2)
#define isect_test_capsule3_tri3 ISECT_NAME(isect_test_capsule3_tri3)
#define isect_closest_point3_tet3 ISECT_NAME(isect_closest_point3_tet3)

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

/* ---- Two lines, rays or segments ----------------------------------------------------
 *
 * Source: RTCD 5.1.8 (closest points of two lines) and 5.1.9 (of two segments), with
 * every choice among the regions decided exactly and the parallel case exact.
 *
 * Common contract of the isect_closest_<a>_<b> functions below, a and b each a line,
 * ray or segment:
 * - s is the parameter of point_a on a, t that of point_b on b, each in units of its own
 *   component's direction (origin + s dir, or p0 + s (p1 - p0) for a segment; segments
 *   [0, 1], rays [0, +inf), lines all reals). dist_sq is the squared distance between
 *   the components, |point_a - point_b|^2 up to the accuracy below.
 * - Exact regions: which end of each component is clamped, if any, is decided exactly.
 *   s == 0 exactly when the returned pair has point_a at a's origin (p0), s == 1 exactly
 *   when at a segment's p1, and otherwise s lies strictly inside its range; the same for
 *   t on b. A closest point at an end is that end's input coordinates, bit for bit. (So
 *   the feature each point lies on -- an end, or the interior -- is s and t themselves.)
 * - Touching: components are closed sets, so components that touch or cross are at
 *   distance 0. There is no solid, hence no start-inside rule, and no normal (the
 *   direction from point_a to point_b is the separating one when dist_sq > 0).
 * - Crossing components (2D segments that cross, 3D lines that meet) give dist_sq ==
 *   0 only up to the accuracy below; use isect_test_seg2_seg2 for the exact "do they
 *   meet" in the plane.
 * - Ties: when a and b are not parallel the closest pair is unique and is the one
 *   returned. When their directions are exactly parallel (decided exactly), the flag
 *   ISECT_PARALLEL is set and, of all the closest pairs, the one with s nearest 0 is
 *   returned (a's origin or p0 whenever it belongs to a closest pair); t is then the
 *   parameter on b of the point closest to point_a (unique). This rule does not depend
 *   on rounding: it is the same on every platform and in both precisions.
 * - Degenerate: a zero-length segment or zero direction is a point (ISECT_DEGENERATE):
 *   its parameter is 0 and the other component's point is the one closest to it, as in
 *   isect_closest_point*; two points give s = t = 0.
 * - Invalid input (a NULL component, a NaN or infinite coordinate) returns an all-zero
 *   result with flags == ISECT_INVALID.
 * - Accuracy (docs/closest_point.md, measured against MPFR by the oracle test): with u
 *   the unit roundoff of isect_real, S the largest magnitude among the inputs'
 *   coordinates and the two closest points, and sin(theta) the sine of the angle
 *   between the directions,
 *     |sqrt(dist_sq) - dist_exact| <= 16 u S,
 *     |point_a - exact|_inf, |point_b - exact|_inf <= 16 u S / sin(theta) where both
 *     parameters are free (and <= 16 u S otherwise: an end point is exact and the
 *     other point is the closest point to it, as isect_closest_point*),
 *   plus, for dist_sq, one step of the subnormal grid (a dist_sq below the subnormal
 *   range rounds to 0). dist_sq is the distance computed directly (for free parameters
 *   |n.(a0 - b0)| / |n| with n = dA x dB), not from the rounded points.
 *   so nearly parallel components, whose closest pair is ill-conditioned, keep an exact
 *   region and an accurate distance but may place the interior pair less accurately
 *   along their common direction. Nothing over- or underflows on the way for finite
 *   inputs; values beyond isect_real's range saturate (ISECT_SATURATED). */

/** Closest points of two lines in the plane: a common point (dist_sq 0) unless parallel. */
ISECT_API isect_closest_result2 isect_closest_line2_line2(const isect_line2 *a,
                                                          const isect_line2 *b);
/** Closest points of a line and a ray in the plane. */
ISECT_API isect_closest_result2 isect_closest_line2_ray2(const isect_line2 *a, const isect_ray2 *b);
/** Closest points of a line and a segment in the plane. */
ISECT_API isect_closest_result2 isect_closest_line2_seg2(const isect_line2 *a, const isect_seg2 *b);
/** Closest points of two rays in the plane. */
ISECT_API isect_closest_result2 isect_closest_ray2_ray2(const isect_ray2 *a, const isect_ray2 *b);
/** Closest points of a ray and a segment in the plane. */
ISECT_API isect_closest_result2 isect_closest_ray2_seg2(const isect_ray2 *a, const isect_seg2 *b);
/** Closest points of two segments in the plane (RTCD 5.1.9). */
ISECT_API isect_closest_result2 isect_closest_seg2_seg2(const isect_seg2 *a, const isect_seg2 *b);

/** Closest points of two lines in space (RTCD 5.1.8). */
ISECT_API isect_closest_result3 isect_closest_line3_line3(const isect_line3 *a,
                                                          const isect_line3 *b);
/** Closest points of a line and a ray in space. */
ISECT_API isect_closest_result3 isect_closest_line3_ray3(const isect_line3 *a, const isect_ray3 *b);
/** Closest points of a line and a segment in space. */
ISECT_API isect_closest_result3 isect_closest_line3_seg3(const isect_line3 *a, const isect_seg3 *b);
/** Closest points of two rays in space. */
ISECT_API isect_closest_result3 isect_closest_ray3_ray3(const isect_ray3 *a, const isect_ray3 *b);
/** Closest points of a ray and a segment in space. */
ISECT_API isect_closest_result3 isect_closest_ray3_seg3(const isect_ray3 *a, const isect_seg3 *b);
/** Closest points of two segments in space (RTCD 5.1.9): the core of capsule contacts. */
ISECT_API isect_closest_result3 isect_closest_seg3_seg3(const isect_seg3 *a, const isect_seg3 *b);

/* ---- Within a distance: capsules ----------------------------------------------------- */

/** Do the two closed capsules touch: is the distance between their core segments at most
 * the sum of their radii? Exact (touching counts), decided without constructing the
 * closest points: the region of the closest pair by the exact signs above, then
 * dist^2 <= (ra + rb)^2 exactly (the sum of the radii is never rounded). A zero-length
 * core is a disc; a zero radius a segment. Invalid (NULL, a NaN or infinite coordinate, a
 * negative or NaN radius): false. Source: RTCD 4.5.1 (capsule-capsule by 5.1.9). */
ISECT_API bool isect_test_capsule2_capsule2(const isect_capsule2 *a, const isect_capsule2 *b);

/** Do the two closed capsules in space touch; as isect_test_capsule2_capsule2. */
ISECT_API bool isect_test_capsule3_capsule3(const isect_capsule3 *a, const isect_capsule3 *b);

/* ---- A point against a triangle ----------------------------------------------------
 *
 * Source: RTCD 5.1.5 (closest point on a triangle to a point), Ericson's Voronoi-region
 * order with every region decided exactly; RTCD 5.2.7 (sphere against triangle).
 *
 * Common contract of isect_closest_point2_tri2 and isect_closest_point3_tri3 (a = the
 * point p, b = the closed, filled triangle v[0] v[1] v[2]):
 * - point_a = p, feature_a = vertex 0, bary_a = {1, 0, 0, 0}.
 * - point_b is the point of the triangle closest to p and dist_sq = |p - point_b|^2.
 *   A point of the closed triangle (in the plane, or in space: on the triangle's plane
 *   and inside, decided exactly) is its own closest point: dist_sq == 0 and point_b == p
 *   exactly.
 * - feature_b: the lowest-dimensional feature of the triangle holding point_b, decided
 *   exactly (the signs of RTCD 5.1.5's dot products and of n.((v_i - p) x (v_j - p)),
 *   n = (v1 - v0) x (v2 - v0), evaluated exactly): vertex i (point_b == v[i] bit for
 *   bit, bary_b[i] == 1, the others 0), edge i from v[i] to v[(i + 1) % 3] (its interior;
 *   bary_b of the third vertex exactly 0, the two others in (0, 1] and summing to 1 up
 *   to rounding), or face 0 (the interior; every bary_b[i] in (0, 1)). So "on an edge",
 *   "at a vertex" are exact answers, the same on every platform and in both precisions.
 * - bary_b: point_b = bary_b[0] v[0] + bary_b[1] v[1] + bary_b[2] v[2] up to the accuracy
 *   below; bary_b[3] = 0.
 * - Touching: the triangle is closed; there is no start-inside rule (a point has no
 *   start) and no normal (the direction from point_b to p is the separating one when
 *   dist_sq > 0).
 * - Degenerate: a triangle with collinear vertices (decided exactly) is the segment
 *   spanned by its two outermost vertices, edge i = the edge joining them (the first of
 *   edges 0, 1, 2 that contains the third vertex): point_b is the point of that segment
 *   closest to p (as isect_closest_point*_seg*), feature_b its vertex or edge i (the
 *   middle vertex is never reported as a vertex), flag ISECT_DEGENERATE. Three
 *   coincident vertices: vertex 0 (two coincident: the same rule, which names one of them).
 * - Invalid input (a NULL triangle, a NaN or infinite coordinate): an all-zero result
 *   with flags == ISECT_INVALID and both features ISECT_FEATURE_NONE.
 * - Accuracy (docs/closest_point.md, measured against MPFR): with u the unit roundoff of
 *   isect_real, S the largest magnitude of the inputs' coordinates and L = max_i
 *   |p - v[i]|_inf, |sqrt(dist_sq) - dist_exact| <= 16 u S and
 *   |point_b - exact|_inf <= 16 u S (the face: point_b is p moved along the triangle's
 *   normal; an edge or vertex: as isect_closest_point*_seg*); for the face
 *   |bary_b[i] - exact| <= 16 u L^2 / |n|, which grows for sliver triangles, whose
 *   barycentric coordinates are ill-conditioned (point_b is not computed from them).
 *   Nothing over- or underflows on the way for finite inputs; values beyond isect_real's
 *   range saturate (ISECT_SATURATED). */

/** The point of the closed triangle closest to p, in the plane. */
ISECT_API isect_closest_feature_result2 isect_closest_point2_tri2(isect_vec2 p,
                                                                  const isect_tri2 *tri);

/** The point of the closed triangle closest to p, in space (RTCD 5.1.5). */
ISECT_API isect_closest_feature_result3 isect_closest_point3_tri3(isect_vec3 p,
                                                                  const isect_tri3 *tri);

/** Do the closed disc and the closed triangle meet: is dist(center, triangle) <= radius?
 * Exact (touching counts): the disc's centre inside the triangle (exact orientations), or
 * within the radius of one of the edges the centre lies outside of (the exact
 * point-segment-disc sign). A radius of 0 asks whether the centre lies in the triangle; a
 * collinear triangle is its segment. Invalid (NULL, a NaN or infinite coordinate, a
 * negative or NaN radius): false. Source: RTCD 5.2.7. */
ISECT_API bool isect_test_circle2_tri2(const isect_circle2 *circle, const isect_tri2 *tri);

/** Do the closed ball and the closed triangle meet: is dist(center, triangle) <= radius?
 * Exact (touching counts): the distance to the triangle's plane, (n.(c - v0))^2 <= r^2 n.n
 * exactly, then the centre's projection inside the triangle (exact signs); else the
 * distance to the edges the projection lies outside of (the exact point-segment-ball
 * sign). A collinear triangle is its segment. Invalid as isect_test_circle2_tri2. This
 * is both the "distance <= r" test of a point against a triangle and the sphere-triangle
 * overlap test. Source: RTCD 5.2.7. */
ISECT_API bool isect_test_sphere3_tri3(const isect_sphere3 *sphere, const isect_tri3 *tri);

/** Do the closed capsule and the closed triangle meet: is the distance between the
 * capsule's core segment and the triangle at most its radius? Exact (touching counts),
 * built from exact pieces: the core's ends against the triangle (as
 * isect_test_circle2_tri2), the core against each edge (the capsule-capsule core, radius
 * never rounded) and, in space, the core piercing the triangle (orient3d signs). A radius
 * of 0 asks whether the segment meets the triangle; a zero-length core is a disc; a
 * collinear triangle is its spanning segment. Invalid (NULL, a NaN or infinite
 * coordinate, a negative or NaN radius): false. Source: RTCD 5.1.10 (the candidates of
 * the segment-triangle distance). */
ISECT_API bool isect_test_capsule2_tri2(const isect_capsule2 *capsule, const isect_tri2 *tri);

/** Does the closed capsule meet the closed triangle in space; as isect_test_capsule2_tri2. */
ISECT_API bool isect_test_capsule3_tri3(const isect_capsule3 *capsule, const isect_tri3 *tri);

/* ---- A point against a tetrahedron --------------------------------------------------- */

/** The point of the solid tetrahedron closest to p (RTCD 5.1.6, with the region decided
 * exactly by cone tests instead of the nearest of the faces p lies outside of).
 * - point_a = p, feature_a = vertex 0, bary_a = {1, 0, 0, 0}.
 * - p inside the closed tetrahedron: point_b == p exactly, dist_sq == 0, feature_b the
 *   face, edge or vertex p lies on, or ISECT_FEATURE_SOLID for the open interior.
 * - feature_b, exact, the lowest-dimensional holding point_b: vertex i (point_b == v[i]
 *   bit for bit, bary_b[i] == 1); edge 0..5 joining vertices (0,1), (0,2), (0,3), (1,2),
 *   (1,3), (2,3) (the two ends' coordinates in (0, 1], the others exactly 0); face f, the
 *   face opposite vertex f (bary_b[f] == 0 exactly, the three others in (0, 1)); solid
 *   (all four in (0, 1)).
 * - bary_b: point_b = sum bary_b[i] v[i] up to the accuracy below (interior: volume
 *   ratios, |error| <= 16 u L^3 / |6 vol| with L = max |p - v[i]|_inf).
 * - Touching, start-inside, normal: the tetrahedron is a closed solid; no start (a
 *   point), no normal (point_b - p is the direction out of the solid when dist_sq > 0).
 * - Degenerate: coplanar vertices (decided exactly, ISECT_DEGENERATE): the convex hull
 *   of the four in their plane -- a convex quadrilateral, a triangle (one vertex in the
 *   closed triangle of the other three: that vertex is never reported) or a segment (all
 *   collinear: its two outermost vertices) -- as isect_closest_point3_tri3 (a point of
 *   the hull is its own closest point); a face point's coordinates are on one
 *   tetrahedron face f (bary_b[f] == 0) holding it: v0 v1 v2 or v0 v2 v3 of the hull
 *   quadrilateral listed in order from v0, the first when the point is on their diagonal.
 * - Invalid (NULL, a NaN or infinite coordinate): all-zero, flags == ISECT_INVALID.
 * - Accuracy: as isect_closest_point3_tri3 (S, L of the four vertices and p). */
ISECT_API isect_closest_feature_result3 isect_closest_point3_tet3(isect_vec3 p,
                                                                  const isect_tet3 *tet);

#ifdef __cplusplus
}
#endif

#endif
