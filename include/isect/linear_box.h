/* isect/linear_box.h -- lines, rays and segments against axis-aligned boxes (2D and 3D).
 *
 * Sources: RTCD 5.3.3 (intersecting ray or segment against box, the slab method of Kay
 * and Kajiya); Williams et al., "An Efficient and Robust Ray-Box Intersection Algorithm",
 * JGT 10(1), 2005 (the signs of the direction select the near and far planes).
 *
 * The slab method. On an axis i where the component's direction d_i is not zero it lies
 * between the box's planes min_i and max_i for t between
 *     near_i = (c_i - a_i) / d_i  and  far_i = (c'_i - a_i) / d_i,
 * c_i the plane it meets first (min_i when d_i > 0, max_i when d_i < 0) and c'_i the
 * other; on an axis where d_i == 0 it lies in the slab for every t or for none
 * (min_i <= a_i <= max_i). The component meets the closed box iff
 *     t_in = max(near_i, start) <= t_out = min(far_i, end)
 * (start 0 for rays and segments, end 1 for segments). Every comparison here is exact:
 * near_i <= far_j has the sign of (c_i - a_i) d_j - (c'_j - a_j) d_i times sign(d_i d_j),
 * a 2x2 determinant of input differences (orient2d of the component's projection on the
 * axes i, j), and near_i <= 1 for a segment is c_i <= b_i (or >=). No epsilon, no
 * division decides anything, and a direction component of 0 or -0 never makes a NaN.
 *
 * Common contract of every function in this header:
 * - The box is closed: touching a face, an edge or a corner counts as meeting it; a
 *   component sliding along a face meets it.
 * - test_* answers exactly (see "Exactness" in isect/isect.h): what exact real arithmetic
 *   on the given inputs would answer. find_*(...).hit == test_*(...) always.
 * - t is measured in units of the component's direction (dir, or p1 - p0 for a segment,
 *   so a segment's t lies in [0, 1]); dir need not be unit length. t[0] is the entry
 *   t_in, t[1] the exit t_out, t[0] <= t[1]; point[i] the component at t[i].
 * - Start inside: a ray or segment whose start lies in the open box (strictly between
 *   min and max on every axis) hits at t[0] = 0 with ISECT_STARTED_INSIDE and a zero
 *   normal; t[1] is still the exit. A segment whose end lies in the open box has
 *   t[1] = 1 and ISECT_ENDED_INSIDE. A start on the boundary is an entry at t = 0.
 * - Touching: a component that meets the box but never its interior (through an edge or
 *   a corner, along a face, an endpoint resting on the surface) hits with ISECT_TOUCHING;
 *   count is 1 when it meets the box in one point (t[0] == t[1]) and ISECT_INFINITE when
 *   it lies in the surface over [t[0], t[1]]. Otherwise count is the number of ends that
 *   are crossings of the surface (2, or 1 or 0 when an end lies inside). A box with a
 *   zero extent has no interior: every hit touches.
 * - normal is the unit outward normal of a face of the box containing point[0], chosen
 *   exactly: the lowest axis (x, then y, then z) with a face through point[0]; on it the
 *   face the component enters through (min when d_i > 0, max when d_i < 0), else the one
 *   it leaves through (touching in one point), and for d_i == 0 the face whose plane it
 *   lies in (min when min_i == max_i). Zero when the component started inside.
 * - Points: on every axis whose face holds the exact point, the coordinate is that
 *   face's plane exactly; the others lie in the box's closed slabs; a start or end of
 *   the component is returned bit for bit.
 * - Degenerate input is answered exactly and flagged ISECT_DEGENERATE: a zero direction or
 *   p0 == p1 is the point itself (t[0] == t[1] == 0; a point in the open box has count 0
 *   and both ISECT_STARTED_INSIDE and ISECT_ENDED_INSIDE, on the boundary count 1 and
 *   ISECT_TOUCHING); a box with min == max on an axis is the rectangle, segment or point
 *   it is.
 * - Invalid input (NULL, a non-finite coordinate, min > max on an axis) returns a miss
 *   with ISECT_INVALID; test_* returns false.
 * - Accuracy (measured against exact rationals by `make oracle`): with u the unit
 *   roundoff of isect_real and S the largest input magnitude, |t - t_exact| |d| <= 8 u S
 *   and every point coordinate is within 16 u S of the exact point's (plus one step of
 *   the subnormal grid). A t beyond the range of isect_real (a ray with a tiny
 *   direction) saturates with ISECT_SATURATED. Two ends that differ exactly may round to
 *   one value (touching along a face far from the origin still has count
 *   ISECT_INFINITE). */
#ifndef ISECT_LINEAR_BOX_H
#define ISECT_LINEAR_BOX_H

#include "isect/result.h"

#ifdef __cplusplus
extern "C" {
#endif

#define isect_test_line2_aabb2 ISECT_NAME(isect_test_line2_aabb2)
#define isect_test_ray2_aabb2 ISECT_NAME(isect_test_ray2_aabb2)
#define isect_test_seg2_aabb2 ISECT_NAME(isect_test_seg2_aabb2)
#define isect_find_line2_aabb2 ISECT_NAME(isect_find_line2_aabb2)
#define isect_find_ray2_aabb2 ISECT_NAME(isect_find_ray2_aabb2)
#define isect_find_seg2_aabb2 ISECT_NAME(isect_find_seg2_aabb2)
#define isect_test_line3_aabb3 ISECT_NAME(isect_test_line3_aabb3)
#define isect_test_ray3_aabb3 ISECT_NAME(isect_test_ray3_aabb3)
#define isect_test_seg3_aabb3 ISECT_NAME(isect_test_seg3_aabb3)
#define isect_find_line3_aabb3 ISECT_NAME(isect_find_line3_aabb3)
#define isect_find_ray3_aabb3 ISECT_NAME(isect_find_ray3_aabb3)
#define isect_find_seg3_aabb3 ISECT_NAME(isect_find_seg3_aabb3)
#define isect_ray3_inv_from_ray ISECT_NAME(isect_ray3_inv_from_ray)
#define isect_test_ray3_inv_aabb3 ISECT_NAME(isect_test_ray3_inv_aabb3)

/* ---- 2D ------------------------------------------------------------------------ */

/** Does the infinite line meet the closed rectangle? Exact. */
ISECT_API bool isect_test_line2_aabb2(const isect_line2 *line, const isect_aabb2 *box);

/** Does the ray (t >= 0) meet the closed rectangle? Exact; a ray starting inside hits. */
ISECT_API bool isect_test_ray2_aabb2(const isect_ray2 *ray, const isect_aabb2 *box);

/** Does the closed segment meet the closed rectangle? Exact; a segment inside hits. */
ISECT_API bool isect_test_seg2_aabb2(const isect_seg2 *seg, const isect_aabb2 *box);

/** Where the line enters and leaves the rectangle, t over all reals. Never
 * ISECT_STARTED_INSIDE unless the line is a degenerate point. */
ISECT_API isect_find_result2 isect_find_line2_aabb2(const isect_line2 *line,
                                                    const isect_aabb2 *box);

/** Where the ray enters and leaves the rectangle, t >= 0. */
ISECT_API isect_find_result2 isect_find_ray2_aabb2(const isect_ray2 *ray, const isect_aabb2 *box);

/** Where the segment enters and leaves the rectangle, t in [0, 1]. */
ISECT_API isect_find_result2 isect_find_seg2_aabb2(const isect_seg2 *seg, const isect_aabb2 *box);

/* ---- 3D ------------------------------------------------------------------------ */

/** Does the infinite line meet the closed box? Exact. */
ISECT_API bool isect_test_line3_aabb3(const isect_line3 *line, const isect_aabb3 *box);

/** Does the ray (t >= 0) meet the closed box? Exact; a ray starting inside hits. */
ISECT_API bool isect_test_ray3_aabb3(const isect_ray3 *ray, const isect_aabb3 *box);

/** Does the closed segment meet the closed box? Exact; a segment inside hits. */
ISECT_API bool isect_test_seg3_aabb3(const isect_seg3 *seg, const isect_aabb3 *box);

/** Where the line enters and leaves the box, t over all reals. Never
 * ISECT_STARTED_INSIDE unless the line is a degenerate point. */
ISECT_API isect_find_result3 isect_find_line3_aabb3(const isect_line3 *line,
                                                    const isect_aabb3 *box);

/** Where the ray enters and leaves the box, t >= 0 (RTCD 5.3.3 IntersectRayAABB). */
ISECT_API isect_find_result3 isect_find_ray3_aabb3(const isect_ray3 *ray, const isect_aabb3 *box);

/** Where the segment enters and leaves the box, t in [0, 1]. */
ISECT_API isect_find_result3 isect_find_seg3_aabb3(const isect_seg3 *seg, const isect_aabb3 *box);

/* ---- A ray prepared for many boxes ----------------------------------------------- */

/** A ray with its reciprocal direction computed once, for testing it against many boxes
 * (the inner loop of a bounding-volume hierarchy, Williams et al.). Fill it with
 * isect_ray3_inv_from_ray and do not edit its fields: the test's quick path reads `inv`,
 * its exact path the ray itself. */
typedef struct isect_ray3_inv {
    isect_ray3 ray; /**< the ray as given */
    double inv[3];  /**< 1 / dir per axis rounded to double, 0 where dir is 0 */
    bool valid;     /**< the ray is valid (finite; isect_valid_ray3) */
    bool quick;     /**< every non-zero |dir_i| in [2^-1000, 2^1000]: the quick path applies */
} isect_ray3_inv;

/** The prepared form of `ray` (NULL or a non-finite coordinate: valid == false, every
 * other field zero). */
ISECT_API isect_ray3_inv isect_ray3_inv_from_ray(const isect_ray3 *ray);

/** isect_test_ray3_aabb3 for the ray `ray` was prepared from, with the same answer for
 * every input (exact; an invalid ray or box, or NULL: false), and no division per box. */
ISECT_API bool isect_test_ray3_inv_aabb3(const isect_ray3_inv *ray, const isect_aabb3 *box);

#ifdef __cplusplus
}
#endif

#endif
