/* isect/box.h -- boxes against discs and balls, points against boxes.
 *
 * Axis-aligned boxes (isect_aabb2/3: min <= x <= max) and oriented boxes (isect_obb2/3:
 * centre, local axes, half extents) against closed discs and balls; where a point lies
 * relative to a box; the point of a box closest to a point. The point-versus-disc and
 * point-versus-ball questions ("does the sphere contain the point?") are
 * isect_classify_point2_circle2 and isect_classify_point3_sphere3 in isect/predicates.h.
 *
 * Sources: Arvo, "A Simple Method for Box-Sphere Intersection Testing", Graphics Gems I
 * (1990), p. 335; RTCD (Ericson, Real-Time Collision Detection) 5.1.3 (closest point on
 * an AABB), 5.1.4 (closest point on an OBB) and 5.2.5 (testing sphere against box).
 *
 * Common contract of every function in this header:
 * - Boxes, discs and balls are closed: touching counts as meeting (a ball resting on a
 *   face, an edge or a corner hits).
 * - test_* and classify_* answer exactly (see "Exactness" in isect/isect.h): what exact
 *   real arithmetic on the given inputs would answer, for every finite input.
 * - A ball whose centre lies inside the box hits, whatever its radius (0 included).
 * - Degenerate input is valid and answered exactly: a zero extent (min == max on an
 *   axis, or a zero half extent) makes the box a rectangle, a segment or a point, which
 *   has no interior, so classify_* never answers ISECT_INSIDE for it; radius 0 makes the
 *   ball its centre. Closest results flag a zero-extent box with ISECT_DEGENERATE.
 * - Invalid input (NULL, a NaN or infinite coordinate, min > max, a negative or NaN
 *   radius or half extent, OBB axes not orthonormal within ISECT_AXIS_TOLERANCE -- the
 *   checks of isect/valid.h): test_* returns false, classify_* ISECT_LOCATION_INVALID,
 *   closest_* a zeroed result with ISECT_INVALID.
 *
 * Oriented boxes: the frame the given axes define.
 * An OBB's axes are stored rounded, so they are orthonormal only within
 * ISECT_AXIS_TOLERANCE. isect answers OBB questions exactly in the box's own frame:
 * with w_i = (x - center) . a_i, the coordinate of x along the i-th given axis a_i
 * (a_0 = axis, a_1 = perp(axis) in 2D),
 *     x is in the box          <=>  |w_i| <= h_i for every i,
 *     the ball (x, r) meets it  <=>  sum_i max(|w_i| - h_i, 0)^2 <= r^2,
 * each decided exactly on the given values (RTCD 5.1.4 / 5.2.5). For exactly
 * orthonormal axes (e.g. axis-aligned ones) these are exactly "x lies in the box" and
 * "the ball touches the box". For axes that are orthonormal only within the tolerance,
 * they are the exact answers in the (slightly non-orthonormal) frame the axes define:
 * the box is { x : |w_i| <= h_i } and distances are measured in its coordinates
 * w_i; that differs from the Euclidean distance to the parallelepiped
 * center + sum s_i h_i a_i by a relative amount of the order of the axes' deviation. The
 * answer is still exact, consistent and symmetric; it is the distance, not the
 * arithmetic, that is approximate. */
#ifndef ISECT_BOX_H
#define ISECT_BOX_H

#include "isect/result.h"

#ifdef __cplusplus
extern "C" {
#endif

#define isect_test_circle2_aabb2 ISECT_NAME(isect_test_circle2_aabb2)
#define isect_test_sphere3_aabb3 ISECT_NAME(isect_test_sphere3_aabb3)
#define isect_test_circle2_obb2 ISECT_NAME(isect_test_circle2_obb2)
#define isect_test_sphere3_obb3 ISECT_NAME(isect_test_sphere3_obb3)
#define isect_classify_point2_aabb2 ISECT_NAME(isect_classify_point2_aabb2)
#define isect_classify_point3_aabb3 ISECT_NAME(isect_classify_point3_aabb3)
#define isect_classify_point2_obb2 ISECT_NAME(isect_classify_point2_obb2)
#define isect_classify_point3_obb3 ISECT_NAME(isect_classify_point3_obb3)
#define isect_closest_point2_aabb2 ISECT_NAME(isect_closest_point2_aabb2)
#define isect_closest_point3_aabb3 ISECT_NAME(isect_closest_point3_aabb3)
#define isect_closest_point2_obb2 ISECT_NAME(isect_closest_point2_obb2)
#define isect_closest_point3_obb3 ISECT_NAME(isect_closest_point3_obb3)
#define isect_find_sphere3_aabb3 ISECT_NAME(isect_find_sphere3_aabb3)
#define isect_find_sphere3_obb3 ISECT_NAME(isect_find_sphere3_obb3)

/* ---- Disc and ball against box -------------------------------------------------- */

/** Does the closed disc meet the closed rectangle? Exact: the sign of
 * |q - c|^2 - r^2 with q the point of the box closest to the centre c (Arvo's clamp,
 * RTCD 5.2.5 TestSphereAABB). Touching a side or a corner hits; a centre inside hits. */
ISECT_API bool isect_test_circle2_aabb2(const isect_circle2 *circle, const isect_aabb2 *box);

/** Does the closed ball meet the closed axis-aligned box? Exact; as the 2D version
 * (touching a face, an edge or a corner hits). */
ISECT_API bool isect_test_sphere3_aabb3(const isect_sphere3 *sphere, const isect_aabb3 *box);

/** Does the closed disc meet the closed oriented rectangle? Exact, in the box's frame
 * (see the top of this header): sum_i max(|w_i| - h_i, 0)^2 <= r^2 with
 * w_i = (c - center) . a_i. */
ISECT_API bool isect_test_circle2_obb2(const isect_circle2 *circle, const isect_obb2 *box);

/** Does the closed ball meet the closed oriented box? Exact, in the box's frame; as the
 * 2D version. */
ISECT_API bool isect_test_sphere3_obb3(const isect_sphere3 *sphere, const isect_obb3 *box);

/* ---- Point against box ------------------------------------------------------------ */

/** Where p lies relative to the closed rectangle: ISECT_INSIDE when
 * min < p < max on both axes, ISECT_ON_BOUNDARY when min <= p <= max with an equality,
 * ISECT_OUTSIDE otherwise. Exact (comparisons of the inputs). A zero-extent box has no
 * interior: its points are ISECT_ON_BOUNDARY. */
ISECT_API isect_location isect_classify_point2_aabb2(isect_vec2 p, const isect_aabb2 *box);

/** Where p lies relative to the closed axis-aligned box; as the 2D version. */
ISECT_API isect_location isect_classify_point3_aabb3(isect_vec3 p, const isect_aabb3 *box);

/** Where p lies relative to the closed oriented rectangle, exactly, in the box's frame:
 * with e_i = |w_i| - h_i, ISECT_OUTSIDE when some e_i > 0, ISECT_INSIDE when every
 * e_i < 0, ISECT_ON_BOUNDARY otherwise. */
ISECT_API isect_location isect_classify_point2_obb2(isect_vec2 p, const isect_obb2 *box);

/** Where p lies relative to the closed oriented box; as the 2D version. */
ISECT_API isect_location isect_classify_point3_obb3(isect_vec3 p, const isect_obb3 *box);

/* ---- Closest point on a box ------------------------------------------------------- */

/** The point of the closed rectangle closest to p (RTCD 5.1.3: clamp each coordinate
 * to [min, max]). point_a = p, point_b = the clamped point (exact: it is made of input
 * coordinates), dist_sq = |point_b - p|^2 (0 exactly when p is in the box), s = t = 0.
 * dist_sq has a relative error of at most 6 u (u the unit roundoff of isect_real; it is
 * computed on power-of-two-scaled differences, so nothing overflows or underflows on the
 * way) unless the result itself is subnormal; one below the range is reported as the
 * smallest subnormal (p outside is never at 0: the touching rule of closest_point.h); a
 * dist_sq beyond the range of isect_real saturates to its largest value with
 * ISECT_SATURATED.
 * ISECT_DEGENERATE for a zero-extent box. */
ISECT_API isect_closest_result2 isect_closest_point2_aabb2(isect_vec2 p, const isect_aabb2 *box);

/** The point of the closed axis-aligned box closest to p; as the 2D version. */
ISECT_API isect_closest_result3 isect_closest_point3_aabb3(isect_vec3 p, const isect_aabb3 *box);

/** The point of the closed oriented rectangle closest to p (RTCD 5.1.4): with
 * w_i = (p - center) . a_i clamped to [-h_i, h_i] as q_i, point_b = center +
 * sum_i q_i a_i and dist_sq = sum_i (w_i - q_i)^2, the squared distance in the box's
 * frame (see the top of this header; the Euclidean |point_b - p|^2 for orthonormal
 * axes); a point in the box (as classify decides, exactly) is its own point_b, at
 * dist_sq 0. point_a = p, s = t = 0. Accuracy: with S the largest magnitude among p,
 * center and the half extents and u the unit roundoff of isect_real,
 * |point_b - exact| <= 16 u S per coordinate and |sqrt(dist_sq) - exact| <= 16 u S
 * (plus the subnormal spacing of isect_real for a subnormal point_b; a dist_sq below
 * the normal range has only absolute accuracy, and is 0 exactly when p is in the box:
 * below the range, the smallest subnormal; one beyond the range saturates with
 * ISECT_SATURATED).
 * ISECT_DEGENERATE for a zero half extent. */
ISECT_API isect_closest_result2 isect_closest_point2_obb2(isect_vec2 p, const isect_obb2 *box);

/** The point of the closed oriented box closest to p; as the 2D version. A rectangle in
 * space (RTCD 5.1.4.2: centre, two axes, two half extents) is the box with its third half
 * extent 0 (any unit axis normal to the two as axis[2]): this function answers it, the
 * clamp on the third axis giving the distance along the normal. */
ISECT_API isect_closest_result3 isect_closest_point3_obb3(isect_vec3 p, const isect_obb3 *box);

/* ---- Contact of a ball and a box ---------------------------------------------------
 * The contact of isect_contact_result3 (isect/result.h; as the contacts of round solids in
 * isect/overlap.h), the ball first: the normal points from the ball toward the box, moving
 * the box by depth * normal leaves the two touching, and depth >= 0 exactly when they meet.
 * - hit: the test's exact answer (isect_test_sphere3_aabb3 / _obb3).
 * - Centre outside the closed box (decided exactly): with q the box's closest point
 *   (isect_closest_point3_aabb3 / _obb3) and d = |q - c|, normal = (q - c) / d,
 *   depth = r - d (negative: the ball is apart by -depth), point = q + depth / 2 normal,
 *   midway between the box's surface and the ball's. For an OBB, d is the frame distance
 *   and q - c the frame's direction sum_i (q_i - w_i) a_i (see the top of this header).
 * - Centre in the closed box (on its boundary included): the ball leaves through the
 *   nearest face. Faces in the order -a_0, +a_0, -a_1, +a_1, -a_2, +a_2 (a_i the box's
 *   axes; an AABB's are x, y, z), face k lying e_k from the centre (the frame coordinate
 *   distance h_i -+ w_i; an AABB's c_i - min_i and max_i - c_i): the nearest face, decided
 *   exactly, gives normal = minus its outward normal (normalised), depth = r + e_k and
 *   point = c + (r - e_k) / 2 normal. Equally near faces (a centre on a diagonal plane of
 *   the box, a flat box): the first in that order, and ISECT_AMBIGUOUS.
 * - Static: no parameter t; a ball wholly inside the box or the box wholly inside the
 *   ball is no special case (a positive depth).
 * - ISECT_DEGENERATE for a zero extent (a rectangle, segment or point; a point inside is
 *   on it, every face at 0: the first face, ISECT_AMBIGUOUS). Radius 0 is a point, not
 *   flagged.
 * - Accuracy (u the unit roundoff of isect_real, S the largest magnitude among the
 *   centre, the box's corners or centre and half extents; measured against MPFR in
 *   docs/box.md): |depth - depth*| <= 20 u (S + r); outside, each normal component within
 *   20 u S / d* of the exact one and each point coordinate within 20 u (S + r S / d*);
 *   inside, the normal within 20 u and the point within 20 u (S + r). Values beyond the
 *   range saturate (ISECT_SATURATED).
 * - Invalid input (as the tests: NULL, a NaN or infinite value, a negative radius or
 *   extent, min > max, axes not orthonormal within ISECT_AXIS_TOLERANCE): the all-zero
 *   result with ISECT_INVALID. */

/** The contact of a ball and an axis-aligned box (RTCD 5.2.5 with the contact above). */
ISECT_API isect_contact_result3 isect_find_sphere3_aabb3(const isect_sphere3 *sphere,
                                                         const isect_aabb3 *box);

/** The contact of a ball and an oriented box, in the box's frame (RTCD 5.2.5). */
ISECT_API isect_contact_result3 isect_find_sphere3_obb3(const isect_sphere3 *sphere,
                                                        const isect_obb3 *box);

#ifdef __cplusplus
}
#endif

#endif
