/* isect/segment2.h -- segments, lines and rays against segments in the plane.
 *
 * Source: RTCD 5.1.9.1 (intersection of two 2D segments, by signed triangle areas), with
 * the collinear and end-point cases that the book's version leaves out (Cormen et al.,
 * Introduction to Algorithms, 33.1, decides them; so does this header, exactly).
 *
 * Common contract of every function in this header (a and b are the segments p0 p1 and
 * q0 q1; a's parameter t runs from 0 at p0 to 1 at p1):
 * - Segments are closed: touching at an end point, an end point resting on the other
 *   segment and overlapping along a common line all count as meeting.
 * - test_* answers exactly (see "Exactness" in isect/isect.h): it returns what exact real
 *   arithmetic on the given inputs would return. find_*(...).hit == test_*(...) always.
 * - Start inside: a segment has no interior, so ISECT_STARTED_INSIDE and
 *   ISECT_ENDED_INSIDE never appear; a start p0 lying on b is a common point with t = 0
 *   and ISECT_TOUCHING. t is in units of p1 - p0 (t in [0, 1]).
 * - Degenerate input is answered exactly and flagged ISECT_DEGENERATE (on hits and
 *   misses): a segment with p0 == p1 is the point p0.
 * - Invalid input (NULL, a NaN or infinite coordinate) returns a miss with ISECT_INVALID;
 *   test_* returns false.
 * - No intermediate overflows or underflows for any finite input (coordinates up to the
 *   largest isect_real, subnormal lengths), and no reported value can lie beyond the
 *   range: t is in [0, 1] and points lie on the segments. */
#ifndef ISECT_SEGMENT2_H
#define ISECT_SEGMENT2_H

#include "isect/result.h"

#ifdef __cplusplus
extern "C" {
#endif

#define isect_test_seg2_seg2 ISECT_NAME(isect_test_seg2_seg2)
#define isect_find_seg2_seg2 ISECT_NAME(isect_find_seg2_seg2)
#define isect_test_line2_seg2 ISECT_NAME(isect_test_line2_seg2)
#define isect_test_ray2_seg2 ISECT_NAME(isect_test_ray2_seg2)
#define isect_find_line2_seg2 ISECT_NAME(isect_find_line2_seg2)
#define isect_find_ray2_seg2 ISECT_NAME(isect_find_ray2_seg2)

/** Do the closed segments a and b share at least one point? Exact: four orientation
 * signs (orient2d, filtered, with an exact fallback) and, when all four points lie on one
 * line, exact comparisons of coordinates along it. */
ISECT_API bool isect_test_seg2_seg2(const isect_seg2 *a, const isect_seg2 *b);

/** Where segment a meets segment b, as parameters along a.
 *
 * - One common point: count 1, t[0] == t[1], point[0] == point[1] that point.
 *   Segments that overlap along a common line: count ISECT_INFINITE and [t[0], t[1]]
 *   the overlap's interval along a, its ends point[0], point[1] in a's direction
 *   (t[0] <= t[1]; equal only for an overlap shorter than the rounding of t).
 *   (Collinear segments that only share an end point have count 1.)
 * - ISECT_TOUCHING: the segments meet but do not cross properly, i.e. a common point is
 *   an end point of a or of b, or they overlap. A proper crossing (each segment's ends
 *   strictly on opposite sides of the other's line) has no flag.
 * - Exact ends: t == 0 exactly when the (first) common point is p0 and t == 1 when it is
 *   p1, with point equal to that end; an end point q0 or q1 of b lying on a is reported
 *   as itself (its parameter computed). A proper crossing has 0 < t < 1 even where the
 *   rounded parameter would fall on an end. Every end of an overlap is an end point of a
 *   or b, reported exactly.
 * - normal: the unit normal of b's line on the side a comes from, the side chosen
 *   exactly (from the signs of the orientations of p0 and p1 against b), so that
 *   normal . (p1 - p0) < 0 -- except that for a within a few u of parallel to b the
 *   rounded normal's product with p1 - p0 may round to 0 or beyond; zero when a and b
 *   lie on one line or either is a point. |normal - n*|_inf <= 4 u.
 * - Accuracy (docs/segment2.md, measured against MPFR by the oracle test): with u the
 *   unit roundoff of isect_real, S the largest coordinate magnitude of the four end
 *   points and t* the exact crossing parameter,
 *     |t - t*| <= 4 u t*,   |point - X*|_inf <= 4 u S,
 *   plus one step of the subnormal grid; the parameter of an end point of b along a
 *   (overlaps, end points resting on a) is within the same bound. Where the rounded
 *   computation cannot promise that (nearly parallel segments, magnitudes far apart),
 *   the parameter comes from exact values, rounded once.
 * The segments' roles are not symmetric in the result (t is along a, the normal is b's),
 * but the answer hit is: isect_test_seg2_seg2(a, b) == isect_test_seg2_seg2(b, a). */
ISECT_API isect_find_result2 isect_find_seg2_seg2(const isect_seg2 *a, const isect_seg2 *b);

/* ---- Lines and rays against a segment --------------------------------------------
 * The component a + t dir (a ray: t >= 0) against the closed segment q0 q1: the same
 * contract as isect_find_seg2_seg2, with t in units of dir, and:
 * - test_* exact (orient2d and dot-product signs, sign/incidence.h); find(...).hit ==
 *   test(...).
 * - One common point: count 1, t[0] == t[1]. On one line: count ISECT_INFINITE and
 *   [t[0], t[1]] the segment's part on the component, its ends q0, q1 or the ray's
 *   origin reported exactly, in the direction of travel (a ray that only touches the
 *   segment's line at its origin: count 1).
 * - ISECT_TOUCHING: the common point is an end of the segment, or the ray's origin, or
 *   they lie on one line; a line or ray crossing the segment's interior (a line through
 *   the segment at its own point a included) has no flag.
 * - Exact points: an end of the segment on the component's line is reported as itself,
 *   the start a on the segment with t == 0 as a.
 * - normal: the unit normal of the segment's line on the side the component comes from
 *   (normal . dir < 0), the side chosen exactly, within 4 u of the exact one -- so for a
 *   component within a few u of parallel to the segment the rounded normal's product
 *   with dir may round to 0 or beyond, as for isect_find_seg2_seg2; zero on one line or
 *   for a point (either one).
 * - Degenerate (ISECT_DEGENERATE): dir == 0 is the point a (t == 0); q0 == q1 is a
 *   point, met when it lies on the component.
 * - Accuracy (docs/segment2.md): t within 4 u |t*| of the exact crossing parameter
 *   (isect_lin_crossing_param: exact differences and accurate cross products, so nearly
 *   parallel lines keep it), and a + t dir within 6 u (|a|_inf + |t* dir|_inf) of the
 *   exact point, plus one step of the subnormal grid. A t beyond the range of
 *   isect_real saturates with ISECT_SATURATED (a very short dir) or rounds to 0 or the
 *   subnormal grid (a very long one); the point keeps its accuracy either way.
 * - Invalid input (NULL, non-finite): a miss with ISECT_INVALID; test_* false. */

/** Does the line meet the closed segment? Exact. */
ISECT_API bool isect_test_line2_seg2(const isect_line2 *line, const isect_seg2 *seg);

/** Does the ray meet the closed segment? Exact. */
ISECT_API bool isect_test_ray2_seg2(const isect_ray2 *ray, const isect_seg2 *seg);

/** Where the line meets the segment; see the block comment above. */
ISECT_API isect_find_result2 isect_find_line2_seg2(const isect_line2 *line,
                                                   const isect_seg2 *seg);

/** Where the ray meets the segment (t >= 0); the 2D ray cast against a wall. */
ISECT_API isect_find_result2 isect_find_ray2_seg2(const isect_ray2 *ray, const isect_seg2 *seg);

#ifdef __cplusplus
}
#endif

#endif
