/* isect/closest_point.h -- closest points: of a line, ray, segment or triangle to a point,
 * of two lines, rays or segments, and the exact "within distance" tests built on them.
 *
 * ---- A point against a line, ray or segment ----
 *
 * Source: RTCD 5.1.2 (closest point on a line segment to a point), with the region
 * decided exactly and the direction never normalised.
 *
 * One touching rule holds for every closest-point query of isect (this header, box.h,
 * plane.h): dist_sq == 0 exactly when the two shapes meet, decided exactly (touching
 * counts: the shapes are closed); shapes apart whose squared distance lies below the
 * range of isect_real report its smallest subnormal (rounded up), never 0.
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
 *   and a tiny direction). dist_sq is 0 exactly when p lies on the component (then
 *   point_b == p), otherwise positive (the touching rule above). */
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
#define isect_test_sphere3_poly3 ISECT_NAME(isect_test_sphere3_poly3)
#define isect_closest_point3_tet3 ISECT_NAME(isect_closest_point3_tet3)
#define isect_closest_point2_poly2 ISECT_NAME(isect_closest_point2_poly2)
#define isect_closest_point2_capsule2 ISECT_NAME(isect_closest_point2_capsule2)
#define isect_closest_point3_capsule3 ISECT_NAME(isect_closest_point3_capsule3)
#define isect_closest_point3_cylinder3 ISECT_NAME(isect_closest_point3_cylinder3)
#define isect_closest_point3_cone3 ISECT_NAME(isect_closest_point3_cone3)
#define isect_closest_seg3_tri3 ISECT_NAME(isect_closest_seg3_tri3)
#define isect_closest_tri3_tri3 ISECT_NAME(isect_closest_tri3_tri3)
#define isect_closest_seg3_aabb3 ISECT_NAME(isect_closest_seg3_aabb3)
#define isect_closest_seg3_obb3 ISECT_NAME(isect_closest_seg3_obb3)
#define isect_closest_point3_hull3 ISECT_NAME(isect_closest_point3_hull3)

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
 * - dist_sq == 0 exactly when the components meet (cross, touch or overlap), decided
 *   exactly; apart, it is positive (the touching rule at the top). The points of
 *   meeting components are the meeting point within the accuracy below.
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
 *   plus, for dist_sq, one step of the subnormal grid. dist_sq is the distance computed
 *   directly (for free parameters |n.(a0 - b0)| / |n| with n = dA x dB), not from the
 *   rounded points, so nearly parallel components, whose closest pair is ill-conditioned,
 *   keep an exact region and an accurate distance but may place the interior pair less
 *   accurately along their common direction. Nothing over- or underflows on the way for
 *   finite inputs; values beyond isect_real's range saturate (ISECT_SATURATED). */

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
 *   to rounding), or face 0 (the interior; every bary_b[i] in (0, 1), summing to 1 up
 *   to rounding however thin the triangle). So "on an edge",
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

/** Does the closed ball meet the polygon in space (RTCD 5.2.8, a sphere against a convex
 * polygon)? The polygon is read as the union of the closed triangles (v[0], v[i], v[i+1]),
 * 1 <= i <= count - 2, the fan from v[0]: for the vertices of a convex polygon in order and
 * exactly coplanar, the filled polygon; for other input (not coplanar, not convex) that
 * fan, as isect_quad3 reads its vertices -- not the projected region that
 * isect_classify_point3_poly3 and the line queries of isect/polygon.h answer about, which
 * lies in a plane computed in double. Exact: each fan triangle by isect_test_sphere3_tri3
 * (touching counts; radius 0 asks whether the centre lies on the polygon), after an
 * exactly certified rejection of balls beyond the vertices' bounding box. Collinear
 * vertices make the fan the segments they span. Invalid (NULL, v == NULL, count < 3, a NaN
 * or infinite coordinate, a negative or NaN radius): false. */
ISECT_API bool isect_test_sphere3_poly3(const isect_sphere3 *sphere, const isect_poly3 *poly);

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

/* ---- A point against a convex polygon ----------------------------------------------- */

/** The point of the closed, filled convex polygon closest to p, in the plane (RTCD 5.1.7:
 * the Voronoi regions of the vertices and edges, each decided exactly).
 * - The polygon: poly->v[0..count-1] in order (either orientation), implicitly closed,
 *   convex: every turn v[i-1] v[i] v[i+1] the same way or straight (consecutive
 *   collinear and repeated vertices are allowed) and winding once around its interior,
 *   decided exactly (orient2d). A polygon that is not convex: all-zero result, flags ==
 *   ISECT_INVALID (the closest point of a non-convex region is not this query's answer;
 *   use isect_closest_point2_tri2 per triangle of a triangulation).
 * - point_a = p, feature_a = vertex 0, bary_a = {1, 0, 0, 0}.
 * - p in the closed polygon: point_b == p exactly, dist_sq == 0, feature_b the vertex or
 *   edge p lies on, else face 0.
 * - feature_b, exact, the lowest-dimensional holding point_b: vertex i (point_b == v[i]
 *   bit for bit; a vertex in the middle of a straight run counts as a vertex; of equal
 *   vertices, the lowest index), edge i from v[i] to v[(i + 1) % count] (its open
 *   interior; never a zero-length edge), or face 0.
 * - bary_b: the coordinates on the feature's own vertices, in order: a vertex {1, 0, 0,
 *   0}; edge i {w_0, w_1, 0, 0} (point_b = w_0 v[i] + w_1 v[(i + 1) % count], both in
 *   (0, 1], summing to 1 up to rounding); the face: all 0 (point_b is p). A polygon's vertex
 *   count is not bounded, so its coordinates cannot be indexed by vertex as a
 *   triangle's are.
 * - Touching, start-inside, normal: closed; none (a point); none.
 * - Degenerate: all vertices collinear (decided exactly, ISECT_DEGENERATE): the segment
 *   of the two outermost, edge i = the first edge from one of them toward the other
 *   (the lowest i with v[i] outermost and v[(i + 1) % count] != v[i]); between the ends
 *   bary_b = {w_0, w_1, 0, 0} on v[i] and the other outermost vertex, point_b = w_0 v[i]
 *   + w_1 (that vertex), since v[(i + 1) % count] may be a middle vertex (the middle
 *   vertices are never reported); all vertices equal: vertex 0.
 * - Invalid (NULL polygon or array, count < 3, a NaN or infinite coordinate, not
 *   convex): all-zero, flags == ISECT_INVALID.
 * - Cost: O(count) exact signs (a convexity pass and a region pass).
 * - Accuracy: as isect_closest_point2_seg2 on the feature's edge (16 u S). */
ISECT_API isect_closest_feature_result2 isect_closest_point2_poly2(isect_vec2 p,
                                                                   const isect_poly2 *poly);

/* ---- A point against a round solid: capsule, cylinder, cone --------------------------
 *
 * Source: RTCD 5.1.2 (the axis as a segment); the solids' Voronoi regions (side, caps,
 * rims, apex) reduced to the half-plane through the axis and p, every region decided
 * exactly: the signs of (p - a).d, (p - b).d, |w x d|^2 - r^2 d.d (p against the axis
 * line) and, for the cone, of degree-6 polynomials (docs/closest_point.md).
 *
 * Common contract (a = the point p, b = the closed solid; axis = the segment p0 -> p1,
 * or apex -> base for the cone, d = its direction):
 * - point_a = p, feature_a = vertex 0, bary_a = {1, 0, 0, 0}.
 * - p in the closed solid: point_b == p exactly, dist_sq == 0; feature_b the boundary
 *   piece p lies on (exactly), or the interior (ISECT_FEATURE_SOLID in space,
 *   ISECT_FEATURE_FACE 0 for the 2D capsule).
 * - Otherwise point_b is the solid's point closest to p, dist_sq = |p - point_b|^2.
 * - feature_b names the boundary pieces (below, per solid), decided exactly.
 * - bary_b = {1 - t, t, 0, 0}: t is the parameter on the axis of the axis point closest to
 *   point_b (0 at p0 or the apex, 1 at p1 or the base), exactly 0 or 1 when that axis
 *   point is an end of the axis (always for a cap, a rim, the apex, a capsule's end cap;
 *   for an inside point, when it lies abeam an end or beyond it), strictly between
 *   otherwise; |t - t_exact| |d| <= 16 u S.
 * - Touching, start-inside, normal: closed solids; no start (a point); no normal
 *   (point_b - p points into the solid when dist_sq > 0).
 * - Degenerate (ISECT_DEGENERATE): radius 0 is the axis segment (the same feature names;
 *   the rims are its ends); a zero-length axis: the capsule is a ball (disc), answered
 *   as such with feature face 0 (edge 0 in 2D); the cylinder and the cone have no
 *   direction for their disc, and are answered as the point p0 (apex): feature vertex 0.
 * - Invalid (NULL, a NaN or infinite coordinate, a negative or NaN radius): all-zero,
 *   flags == ISECT_INVALID.
 * - Accuracy (measured against MPFR): |point_b - exact|_inf <= 16 u S and
 *   |sqrt(dist_sq) - dist_exact| <= 16 u S, S the largest magnitude of the inputs'
 *   coordinates and radius, plus the subnormal spacing for results that small; computed
 *   in double on power-of-two-scaled differences, so nothing over- or underflows on the
 *   way (results beyond isect_real's range saturate, ISECT_SATURATED). dist_sq == 0
 *   exactly when p is in the closed solid (the touching rule at the top: a point just
 *   outside gets at least the smallest subnormal). */

/** The point of the closed stadium (2D capsule) closest to p. feature_b: edge 0 the arc
 * around p0 (the core's closest point is p0), edge 1 the arc around p1, edge 2 the
 * straight side on the left of p0 -> p1 (and, for radius 0, the core itself), edge 3 the
 * one on its right; face 0 the open interior. */
ISECT_API isect_closest_feature_result2
isect_closest_point2_capsule2(isect_vec2 p, const isect_capsule2 *capsule);

/** The point of the closed capsule closest to p (RTCD 5.1.2 on the core, then the radius
 * toward p). feature_b: face 0 the end cap around p0 (the core's closest point is p0,
 * its rim included), face 1 the end cap around p1, face 2 the cylindrical side; solid the
 * open interior. */
ISECT_API isect_closest_feature_result3
isect_closest_point3_capsule3(isect_vec3 p, const isect_capsule3 *capsule);

/** The point of the closed finite cylinder closest to p. feature_b: face 0 the flat cap
 * at p0, face 1 the cap at p1, face 2 the curved side (each open), edge 0 the rim circle
 * at p0, edge 1 the rim at p1; solid the open interior; vertex 0 only for a zero-length
 * axis (point_b = p0 bit for bit, t = 0). */
ISECT_API isect_closest_feature_result3 isect_closest_point3_cylinder3(isect_vec3 p,
                                                                       const isect_cylinder3 *cyl);

/** The point of the closed finite cone closest to p. feature_b: vertex 0 the apex
 * (point_b = apex bit for bit, t = 0; also the answer for a zero-length axis), edge 0 the
 * base rim circle, face 0 the flat base disc, face 1 the slanted side (each open); solid
 * the open interior. */
ISECT_API isect_closest_feature_result3 isect_closest_point3_cone3(isect_vec3 p,
                                                                   const isect_cone3 *cone);

/* ---- A segment against a triangle, two triangles ---------------------------------------
 *
 * Source: RTCD 5.1.10 (segment-triangle), 5.1.11 (triangle-triangle): the closest pair is
 * among a shape's vertices against the other's face, the pairs of edges, and -- when the
 * shapes meet -- an edge crossing the other's plane through the triangle. Each candidate
 * comes from the exact point-triangle and segment-segment queries above, and the least is
 * chosen exactly: every candidate's squared distance is a ratio of polynomials in the
 * inputs (a point against a vertex, an edge line or a plane; two skew lines), compared
 * without rounding (docs/closest_point.md).
 *
 * Common contract (a = the segment or the first triangle, b = the triangle):
 * - point_a, point_b: a closest pair; dist_sq = their squared distance: 0 exactly when
 *   the shapes meet (decided exactly: touching counts, the shapes are closed; a separated
 *   pair whose rounded construction lost its distance reports the exact distance, rounded,
 *   and at least the smallest subnormal: the touching rule at the top). A crossing
 *   through a face reports the crossing point on both sides, its face coordinates strictly
 *   in (0, 1).
 * - feature_a, feature_b: the lowest-dimensional feature of each shape holding its point,
 *   exact; named as for isect_closest_point3_tri3 (the segment: vertex 0 = p0, vertex 1 =
 *   p1, edge 0 its interior); a vertex's point is the vertex bit for bit.
 * - bary_a, bary_b: each point on its shape's vertices (the segment: {1 - s, s}), exactly
 *   0 and 1 where the feature says.
 * - Ties (equally close pairs: a segment parallel to the face above it, parallel edges,
 *   shapes meeting along a segment or an area): the first in the order a's vertices
 *   against b (when b is a triangle), b's vertices against a (when a is), the edge pairs
 *   (a's edge 0 against b's edges 0, 1, 2, then a's edge 1, ...; the segment is a's edge
 *   0), a's edges crossing b, b's edges crossing a; within an edge pair, the segment-
 *   segment rule (the point nearest its first edge's start).
 * - Touching, start-inside, normal: closed shapes; none; none (point_b - point_a is the
 *   separating direction when dist_sq > 0).
 * - Degenerate (ISECT_DEGENERATE): a zero-length segment is its point (vertex 0); a
 *   collinear triangle is its spanning segment from v[i] to v[i + 1], edge i (as
 *   isect_closest_point3_tri3: the middle vertex is never reported; three coincident
 *   vertices: vertex 0). ISECT_PARALLEL is never set (parallel edges are a tie, above);
 *   values beyond isect_real's range saturate (ISECT_SATURATED).
 * - Invalid (NULL, a NaN or infinite coordinate): all-zero, flags == ISECT_INVALID.
 * - Accuracy: the winning candidate's (isect_closest_point3_tri3, isect_closest_seg3_seg3):
 *   |point - exact|_inf <= 16 u S, |sqrt(dist_sq) - exact| <= 16 u S (S the largest
 *   coordinate magnitude; for two free parameters on nearly parallel edges, the
 *   segment-segment bound in S / sin theta).
 * - Cost: a handful of the exact queries above (segment-triangle: 2 point-triangle, 3
 *   segment-segment; triangle-triangle: 6 and 9) and their comparisons. */

/** The closest points of the closed segment and the closed triangle (RTCD 5.1.10). */
ISECT_API isect_closest_feature_result3 isect_closest_seg3_tri3(const isect_seg3 *seg,
                                                                const isect_tri3 *tri);

/** The closest points of two closed triangles (RTCD 5.1.11). */
ISECT_API isect_closest_feature_result3 isect_closest_tri3_tri3(const isect_tri3 *a,
                                                                const isect_tri3 *b);

/* ---- A segment against a box ----------------------------------------------------------- */

/** The closest points of the closed segment and the closed axis-aligned box (the
 * distance a swept box test needs; RTCD 5.1.3 for the ends, 5.1.9 for the edges, the
 * argument of 5.1.10 for the rest): the least of the ends against the box (Arvo's clamp),
 * the segment against the twelve edges, and the segment crossing a face, chosen exactly
 * as isect_closest_seg3_tri3 chooses.
 * - point_a on the segment (feature_a vertex 0 = p0, vertex 1 = p1, edge 0 its interior;
 *   bary_a = {1 - s, s}, exactly 0 and 1 at the ends), point_b in the closed box, dist_sq
 *   their squared distance: 0 exactly when they meet (touching counts; then point_b is
 *   the meeting point: an end inside the box is its own point_b; a separated pair whose
 *   rounded construction lost its distance reports the exact distance, rounded, and at
 *   least the smallest subnormal: the touching rule at the top).
 * - feature_b, exact, the lowest-dimensional feature of the box holding point_b: vertex k
 *   (0..7: x from max when bit 0 of k is set, else from min; y bit 1; z bit 2; point_b is
 *   the corner bit for bit), edge 4a + m (along axis a, from the corner with bit a clear
 *   to the one with it set; m = the bits of the two other axes, lower axis first), face
 *   2a + s (side s of axis a: 0 min, 1 max), or solid (an end strictly inside). point_b's
 *   coordinates on the feature's bounds are the bounds bit for bit, its other coordinates
 *   within the box (rounding clamped). bary_b is unused (0): a box has eight vertices.
 * - Ties: the first of p0 against the box, p1 against the box, the segment against edges
 *   0..11, the segment crossing faces 0..5 (within an edge, the segment-segment rule).
 * - Touching, start-inside, normal: closed shapes; none; none.
 * - Degenerate (ISECT_DEGENERATE): a zero-length segment is its point; a zero extent
 *   makes the box a rectangle, segment or point (a point on such an axis is at its min:
 *   the min side's face, edge or corner is reported).
 * - Invalid (NULL, a NaN or infinite coordinate, min > max): all-zero, ISECT_INVALID.
 * - Accuracy: the winning candidate's (isect_closest_seg3_seg3 along an edge; the clamp,
 *   exact, at an end): 16 u S as above.
 * - Cost: two clamps, up to twelve segment-segment queries and six face crossings, less
 *   when an exact 0 is found early. */
ISECT_API isect_closest_feature_result3 isect_closest_seg3_aabb3(const isect_seg3 *seg,
                                                                 const isect_aabb3 *box);

/** The closest points of the closed segment and the closed oriented box (RTCD 5.1.4 and
 * 5.1.9 in the box's frame). With w_i(s) = (p0 + s (p1 - p0) - center) . axis[i] the
 * frame coordinates of the segment's point at s and q_i(s) their clamp to
 * [-half_i, half_i], the squared distance in the box's frame
 *   f(s) = sum_i (w_i(s) - q_i(s))^2
 * (the Euclidean one for orthonormal axes, as isect_closest_point3_obb3) is a convex
 * piecewise quadratic of s; its least value on [0, 1] and the least s attaining it are
 * found exactly (the pieces' ends, where some w_i reaches +-half_i, compared as exact
 * rationals; the slope's sign at each decided exactly).
 * - point_a = p0 + s (p1 - p0) (feature_a vertex 0 at s == 0, vertex 1 at s == 1, else
 *   edge 0; bary_a = {1 - s, s}), point_b = center + sum_i q_i(s) axis[i], dist_sq =
 *   f(s): 0 exactly when the segment meets the box (touching counts; then point_b =
 *   point_a, the meeting point, as isect_closest_point3_obb3 answers a point in the box;
 *   below the normal range a separated pair reports at least the smallest subnormal).
 * - feature_b, exact, numbered as isect_closest_seg3_aabb3's with the min side of axis i
 *   at -half_i and the max side at +half_i: vertex k (bit i of k set: q_i = +half_i),
 *   edge 4a + m, face 2a + s, solid (the segment's point strictly inside). bary_b unused.
 * - Ties (a segment parallel to a face or edge, with a stretch of closest points): the
 *   least s, the closest point nearest p0. This differs from the AABB query's candidate
 *   order, which can pick p1 among equally close points.
 * - Touching, start-inside, normal: closed shapes; none; none.
 * - Degenerate (ISECT_DEGENERATE): a zero-length segment is its point; a zero half
 *   extent flattens the box (a point at 0 on such an axis counts as the min side).
 * - Invalid (NULL, a NaN or infinite coordinate, a negative half extent, axes not
 *   orthonormal within ISECT_AXIS_TOLERANCE): all-zero, ISECT_INVALID.
 * - Accuracy: s is the exact rational s rounded (a few units in its last place);
 *   with S the largest magnitude among p0, p1, center and half, each coordinate of point_a
 *   and point_b and sqrt(dist_sq) within 16 u S of the exact values (u the unit roundoff
 *   of isect_real; plus the subnormal spacing for subnormal results).
 * - Cost: one pass in double with every sign certified by an error bound (about as fast
 *   as isect_closest_seg3_aabb3); the exact pass only when a sign is too close to call
 *   (a segment touching or sliding along the box's boundary): a few microseconds. */
ISECT_API isect_closest_feature_result3 isect_closest_seg3_obb3(const isect_seg3 *seg,
                                                                const isect_obb3 *box);

/* ---- A point against a convex hull ------------------------------------------------------ */

/** The point of a convex hull closest to p (RTCD 5.1.7), every choice decided exactly.
 * A hull with vertices (vert_count > 0) is conv(verts) and its planes are not read; a
 * hull with planes only is { x : normal_i . x <= offset_i for every i }.
 *
 * By vertices: the GJK distance loop of Gilbert, Johnson and Keerthi (RTCD 9.5).
 * - The loop: a simplex of input vertices and the point q of it closest to p (the exact
 *   point-point, -segment, -triangle and -tetrahedron queries); q is the hull's closest
 *   point exactly
 *   when (v - q) . (p - q) <= 0 for every vertex v, a sign decided exactly from the
 *   simplex's vertices (degree 2 to 4); otherwise a vertex with the sign > 0 joins the
 *   simplex, which strictly lowers the distance (exactly), so no simplex comes back and
 *   the loop ends with the exact answer: it never gives up.
 * - vert/bary outside: the smallest simplex of input vertices whose relative interior
 *   holds point_b (its size decided exactly, so count does not depend on the loop's
 *   path): after the loop, the vertices in the supporting plane (sign 0 above) are
 *   checked for one equal to point_b, then for two with point_b strictly between them.
 *   Inside: a simplex of input vertices holding p.
 * - feature_b outside: vertex (count 1; point_b is vert[0] bit for bit), edge (count 2:
 *   point_b strictly inside the segment of two input vertices: a hull edge, or a
 *   diagonal of a face with four or more coplanar vertices) or face (count 3), index 0.
 *   For vertices in general position (no four coplanar) these are the hull's own
 *   vertex, edge and face. Which of several smallest simplices is reported (possible
 *   only with repeated input vertices or four or more coplanar ones) is not specified.
 * - Degenerate (ISECT_DEGENERATE): all vertices coplanar (a polygon, segment or point;
 *   answered as that shape).
 * - Accuracy: as isect_closest_point3_tri3 on the final simplex (16 u S per coordinate of
 *   point_b and for sqrt(dist_sq), S the largest magnitude among p and the vertices).
 * - Cost: O(vert_count) exact-filtered signs per step; a few steps for hulls of tens of
 *   vertices.
 *
 * By planes: the projection onto { x : N x <= o } is the x with, for some set S of
 *   planes whose normals are linearly independent (1 to 3 of them), x on every plane of
 *   S, p - x = sum_{i in S} lambda_i n_i with every lambda_i >= 0, and x on the inner
 *   side of every plane (the optimality conditions of this convex problem; such an S
 *   exists whenever the set is not empty, by Caratheodory). For a given S, x, lambda and
 *   every side are ratios of polynomials in the inputs (degree up to 6), whose signs
 *   are decided exactly. A floating-point dual active-set loop (Goldfarb and Idnani)
 *   proposes S; while S's projection is outside some plane j (exact), S becomes the
 *   exact answer for the planes of S and j alone (at most four: their subsets are
 *   tried). Each round raises the exact distance, so no S comes back: the loop ends
 *   with a certificate, and the answer never depends on rounding.
 * - plane/plane_count outside: the planes through point_b (decided exactly), the
 *   lowest-index ones with independent normals; feature_b face, edge or vertex by
 *   plane_count, index 0. Inside: plane_count 0.
 * - The set may be unbounded (a half-space, a slab, a wedge) or flat (two opposite
 *   planes with one offset): answered as it is, no ISECT_DEGENERATE.
 * - Empty (no point is on the inner side of every plane, decided exactly): there is no
 *   closest point; all-zero, ISECT_INVALID. isect_valid_hull3 does not detect this.
 * - Accuracy: point_b's coordinates and dist_sq are each within 4 units in the last
 *   place of the exact values (relative; as long as they are normal numbers): ratios
 *   of double-double or exact numerators and denominators.
 * - Cost: O(plane_count) filtered signs per round, one round when the proposal is
 *   right (about 1.5 us for 12 planes); exact signs where the filter cannot decide
 *   (planes within about 10^-4 radian of each other: some 0.2 to 0.5 ms for 64).
 *
 * Both forms:
 * - point_a = p; point_b, dist_sq = |p - point_b|^2: 0 exactly when p is in the hull
 *   (touching counts; then point_b = p, feature_b solid); outside, at least the smallest
 *   subnormal.
 * - Ties: none for the point (the closest point of a convex set is unique).
 * - Touching, start-inside, units, normal: the hull is closed (a point on its boundary is
 *   in it: dist_sq 0, feature solid); no start-inside rule and no parameter t (bary are
 *   weights, not distances); no normal (p - point_b is the direction, when outside).
 * - Invalid: all-zero, ISECT_INVALID, for NULL, both counts 0, or a NaN or infinite
 *   coordinate of p; by vertices, verts NULL or a vertex not finite (the planes are not
 *   read, whatever they hold); by planes, planes NULL, a zero normal, or a normal or
 *   offset not finite. */
ISECT_API isect_closest_hull_result3 isect_closest_point3_hull3(isect_vec3 p,
                                                                const isect_hull3 *hull);

#ifdef __cplusplus
}
#endif

#endif
