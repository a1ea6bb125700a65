/* isect/linear_hull.h -- lines, rays and segments against a convex polyhedron given by its
 * planes (3D), and against an oriented box (2D and 3D), the polyhedron of its sides.
 *
 * Sources: RTCD 5.3.8 (intersecting ray or segment against convex polyhedron); Cyrus and
 * Beck, "Generalized two- and three-dimensional clipping", Computers & Graphics 3 (1978);
 * Haines, "Fast ray-convex polyhedron intersection", Graphics Gems II (1991).
 *
 * Cyrus-Beck. The hull is H = { x : n_i . x <= o_i for every plane i }. Along the component
 * X(t) = a + t d (d = p1 - p0 for a segment), plane i reads
 *     alpha_i + t beta_i <= 0,   alpha_i = n_i . a - o_i,   beta_i = n_i . d,
 * so a plane with beta_i < 0 is entered at t_i = -alpha_i / beta_i (t >= t_i), one with
 * beta_i > 0 is left there (t <= t_i), and one with beta_i == 0 holds for every t or for
 * none (alpha_i <= 0). The component meets the closed hull iff every parallel plane holds
 * and t_in = max(entries, start) <= t_out = min(exits, end). Every comparison is exact:
 * t_i <= t_j has the sign of alpha_j beta_i - alpha_i beta_j times sign(beta_i beta_j), a
 * polynomial of degree 4 in the inputs (for a segment alpha_j gamma_i - alpha_i gamma_j,
 * gamma the value at p1), and t_i <= 0 or t_i <= 1 are signs of alpha_i or gamma_i. No
 * epsilon and no division decides anything.
 *
 * Oriented boxes are the same method on the box's own sides: isect/box.h's set
 * { x : |(x - c) . a_k| <= h_k } is the 2 dim half-spaces +-a_k . (x - c) <= h_k, read
 * with the centre as base point, so no offset is rounded and every comparison is exact in
 * the box as given (the textbook's transform into the box's frame rounds the ray).
 *
 * Common contract of every function in this header:
 * - The hull is read from its planes (hull->planes, plane_count >= 1): the closed solid
 *   where dot(normal, x) <= offset for every plane. The planes may be redundant, the set
 *   may be unbounded (a half-space, a slab, a prism) or empty (contradictory planes:
 *   every query misses). A hull with vertices only (plane_count 0) is invalid here; its
 *   vertices, when given too, are checked but not read.
 * - The solid is closed: touching a face, an edge or a vertex counts as meeting it; a
 *   component sliding along a face meets it.
 * - test_* answers exactly (see "Exactness" in isect/isect.h). find_*(...).hit ==
 *   test_*(...) always.
 * - t is measured in units of the component's direction (dir, or p1 - p0 for a segment);
 *   dir need not be unit length. t[0] is the entry t_in, t[1] the exit t_out, t[0] <= t[1],
 *   point[i] the component at t[i]. Where the component stays in an unbounded hull for
 *   ever, that end is beyond every finite t: by the one rule of ISECT_SATURATED
 *   (isect/result.h) it is reported as t = -/+ the largest isect_real with ISECT_SATURATED,
 *   its point saturated likewise wherever the direction's coordinate is non-zero (the
 *   start's coordinate elsewhere).
 * - Start inside: a ray or segment whose start lies in the open hull (every plane strictly)
 *   hits at t[0] = 0 with ISECT_STARTED_INSIDE and a zero normal; a segment whose end lies
 *   in the open hull has t[1] = 1 and ISECT_ENDED_INSIDE. A start on the boundary is an
 *   entry at t = 0.
 * - Touching: a component that meets the hull but never its interior (through an edge or
 *   a vertex, along a face, an end resting on the surface, or any hit of a hull without
 *   interior) hits with ISECT_TOUCHING; count is 1 when it meets the hull in one point and
 *   ISECT_INFINITE when it lies in the surface over [t[0], t[1]]. Otherwise count is the
 *   number of finite ends that are crossings of the surface (2, or 1 or 0 when an end lies
 *   inside or at infinity).
 * - normal is the unit outward normal (the plane's normal, normalised) of a plane through
 *   point[0], chosen exactly: the lowest-index plane the component enters through there
 *   (n . d < 0); if none, the lowest-index one it lies in (n . d == 0); if none, the
 *   lowest-index one it leaves through. Zero when the component started inside or
 *   has no entry (a line in an unbounded hull, t[0] saturated).
 * - Degenerate input is answered exactly and flagged ISECT_DEGENERATE: a zero direction or
 *   p0 == p1 is the point itself (t[0] == t[1] == 0; a point in the open hull has count 0
 *   and both ISECT_STARTED_INSIDE and ISECT_ENDED_INSIDE, on the boundary count 1 and
 *   ISECT_TOUCHING).
 * - Oriented boxes: the normal is +-axis k normalised (the side through the point, by the
 *   rule above with sides numbered +a_0, -a_0, +a_1, -a_1, +a_2, -a_2; in 2D a_1 is
 *   perp(axis)); a box with a zero half extent has no interior: every hit touches and every
 *   answer is flagged ISECT_DEGENERATE, as for isect/linear_box.h's boxes.
 * - Invalid input (NULL, a non-finite coordinate, no planes, a zero plane normal, a
 *   non-finite vertex; a box isect_valid_obb3 / isect_valid_obb2 rejects) returns a miss
 *   with ISECT_INVALID; test_* returns false.
 * - Accuracy (measured against exact rationals by `make oracle`; docs/linear_hull.md): t is
 *   -alpha / beta of its plane from values certified to u / 8 (long double where it has a
 *   64-bit mantissa, double-double, or exact arithmetic where they cancel), within 4 u of
 *   the exact t relatively; each point coordinate within 8 u (|a_j| + |t d_j|) of the
 *   exact point's (+ |p1_j| for a segment), the normal within 4 u per coordinate, all
 *   past one step of the subnormal grid. A t beyond the range of isect_real saturates with
 *   ISECT_SATURATED.
 * - Cost: one pass over the planes with two dot products each and a certified margin; the
 *   exact comparisons run only where that margin cannot decide. No allocation. */
#ifndef ISECT_LINEAR_HULL_H
#define ISECT_LINEAR_HULL_H

#include "isect/result.h"

#ifdef __cplusplus
extern "C" {
#endif

#define isect_test_line3_hull3 ISECT_NAME(isect_test_line3_hull3)
#define isect_test_ray3_hull3 ISECT_NAME(isect_test_ray3_hull3)
#define isect_test_seg3_hull3 ISECT_NAME(isect_test_seg3_hull3)
#define isect_find_line3_hull3 ISECT_NAME(isect_find_line3_hull3)
#define isect_find_ray3_hull3 ISECT_NAME(isect_find_ray3_hull3)
#define isect_find_seg3_hull3 ISECT_NAME(isect_find_seg3_hull3)
#define isect_test_line3_obb3 ISECT_NAME(isect_test_line3_obb3)
#define isect_test_ray3_obb3 ISECT_NAME(isect_test_ray3_obb3)
#define isect_test_seg3_obb3 ISECT_NAME(isect_test_seg3_obb3)
#define isect_find_line3_obb3 ISECT_NAME(isect_find_line3_obb3)
#define isect_find_ray3_obb3 ISECT_NAME(isect_find_ray3_obb3)
#define isect_find_seg3_obb3 ISECT_NAME(isect_find_seg3_obb3)
#define isect_test_line2_obb2 ISECT_NAME(isect_test_line2_obb2)
#define isect_test_ray2_obb2 ISECT_NAME(isect_test_ray2_obb2)
#define isect_test_seg2_obb2 ISECT_NAME(isect_test_seg2_obb2)
#define isect_find_line2_obb2 ISECT_NAME(isect_find_line2_obb2)
#define isect_find_ray2_obb2 ISECT_NAME(isect_find_ray2_obb2)
#define isect_find_seg2_obb2 ISECT_NAME(isect_find_seg2_obb2)

/** Does the infinite line meet the closed hull? Exact. */
ISECT_API bool isect_test_line3_hull3(const isect_line3 *line, const isect_hull3 *hull);

/** Does the ray (t >= 0) meet the closed hull? Exact; a ray starting inside hits. */
ISECT_API bool isect_test_ray3_hull3(const isect_ray3 *ray, const isect_hull3 *hull);

/** Does the closed segment meet the closed hull? Exact; a segment inside hits. */
ISECT_API bool isect_test_seg3_hull3(const isect_seg3 *seg, const isect_hull3 *hull);

/** Where the line enters and leaves the hull, t over all reals. Never
 * ISECT_STARTED_INSIDE unless the line is a degenerate point. */
ISECT_API isect_find_result3 isect_find_line3_hull3(const isect_line3 *line,
                                                    const isect_hull3 *hull);

/** Where the ray enters and leaves the hull, t >= 0 (RTCD 5.3.8 IntersectRayPolyhedron). */
ISECT_API isect_find_result3 isect_find_ray3_hull3(const isect_ray3 *ray, const isect_hull3 *hull);

/** Where the segment enters and leaves the hull, t in [0, 1] (RTCD 5.3.8
 * IntersectSegmentPolyhedron). */
ISECT_API isect_find_result3 isect_find_seg3_hull3(const isect_seg3 *seg, const isect_hull3 *hull);

/* ---- Oriented boxes ----------------------------------------------------------------- */

/** Does the infinite line meet the closed oriented box? Exact. */
ISECT_API bool isect_test_line3_obb3(const isect_line3 *line, const isect_obb3 *box);

/** Does the ray (t >= 0) meet the closed oriented box? Exact; a ray starting inside hits. */
ISECT_API bool isect_test_ray3_obb3(const isect_ray3 *ray, const isect_obb3 *box);

/** Does the closed segment meet the closed oriented box? Exact. */
ISECT_API bool isect_test_seg3_obb3(const isect_seg3 *seg, const isect_obb3 *box);

/** Where the line enters and leaves the oriented box, t over all reals. */
ISECT_API isect_find_result3 isect_find_line3_obb3(const isect_line3 *line, const isect_obb3 *box);

/** Where the ray enters and leaves the oriented box, t >= 0 (RTCD 5.3.3 in the box's
 * frame, here without transforming the ray). */
ISECT_API isect_find_result3 isect_find_ray3_obb3(const isect_ray3 *ray, const isect_obb3 *box);

/** Where the segment enters and leaves the oriented box, t in [0, 1]. */
ISECT_API isect_find_result3 isect_find_seg3_obb3(const isect_seg3 *seg, const isect_obb3 *box);

/** Does the infinite line meet the closed oriented rectangle? Exact. */
ISECT_API bool isect_test_line2_obb2(const isect_line2 *line, const isect_obb2 *box);

/** Does the ray (t >= 0) meet the closed oriented rectangle? Exact. */
ISECT_API bool isect_test_ray2_obb2(const isect_ray2 *ray, const isect_obb2 *box);

/** Does the closed segment meet the closed oriented rectangle? Exact. */
ISECT_API bool isect_test_seg2_obb2(const isect_seg2 *seg, const isect_obb2 *box);

/** Where the line enters and leaves the oriented rectangle, t over all reals. */
ISECT_API isect_find_result2 isect_find_line2_obb2(const isect_line2 *line, const isect_obb2 *box);

/** Where the ray enters and leaves the oriented rectangle, t >= 0. */
ISECT_API isect_find_result2 isect_find_ray2_obb2(const isect_ray2 *ray, const isect_obb2 *box);

/** Where the segment enters and leaves the oriented rectangle, t in [0, 1]. */
ISECT_API isect_find_result2 isect_find_seg2_obb2(const isect_seg2 *seg, const isect_obb2 *box);

#ifdef __cplusplus
}
#endif

#endif
