/* isect/polygon2_lin.h -- lines, rays and segments against a triangle and a polygon in
 * the plane.
 *
 * The region: for a triangle, the closed triangle (either orientation); for a polygon,
 * the closed region of the fill rule exactly as isect/polygon.h defines it (every point
 * of every edge belongs to it; off the edges, the winding number decides by the rule),
 * for any polygon: convex, concave, self-intersecting, with repeated vertices.
 *
 * Common contract of every function in this header (that of isect/linear_box.h, for a
 * region that need not be convex):
 * - test_* answers exactly (see "Exactness" in isect/isect.h). find_*(...).hit ==
 *   test_*(...) always.
 * - t is in units of the component's direction (dir, or p1 - p0 for a segment). find
 *   reports the FIRST connected piece of the component inside the closed region:
 *   t[0] its entry, t[1] where it ends (the component first leaves the region, or ends),
 *   t[0] <= t[1], point[i] the component at t[i]. A concave or self-intersecting polygon
 *   may be met again later: call again from t[1] on to walk the other pieces.
 * - Start inside: a ray or segment whose start lies in the region's interior hits at
 *   t[0] = 0 with ISECT_STARTED_INSIDE and a zero normal; a segment whose piece reaches
 *   p1 in the interior has t[1] = 1 and ISECT_ENDED_INSIDE. A start on an edge is an
 *   entry at t = 0.
 * - Touching: a piece that never meets the region's interior (through a vertex, along
 *   an edge, an end resting on an edge) has ISECT_TOUCHING, count 1 when it is one point
 *   (t[0] == t[1] exactly) and ISECT_INFINITE when it runs along edges over
 *   [t[0], t[1]]. Otherwise count is the number of the piece's ends that lie on the
 *   boundary (2, or 1 or 0 with ISECT_STARTED_INSIDE / ISECT_ENDED_INSIDE).
 * - normal: zero when the component started inside; else the unit normal of the edge
 *   entered through -- the lowest-numbered edge (v[i] -> v[i+1]; a triangle's edges
 *   v0 v1, v1 v2, v2 v0) of non-zero length, not on the component's line, containing
 *   point[0] -- on the side the component comes from (normal . dir < 0 exactly in sign;
 *   the rounded normal is within 4 u of that unit vector); zero when no such edge exists
 *   (the region is degenerate and lies on the component's line).
 * - Exact points: a vertex on the component's line is reported as itself, the start as
 *   itself (t == 0), a segment's end p1 as itself (t == 1).
 * - Degenerate (ISECT_DEGENERATE): a zero direction or p0 == p1 is the point itself
 *   (t == 0; in the interior: count 0 with ISECT_STARTED_INSIDE | ISECT_ENDED_INSIDE;
 *   on an edge: count 1, ISECT_TOUCHING); a collinear triangle is the segment it spans
 *   and a polygon with all vertices collinear is the union of its edges: no interior,
 *   every hit touches.
 * - Invalid input (NULL, a non-finite coordinate, a polygon with v == NULL or count < 3):
 *   a miss with ISECT_INVALID; test_* false. A fill rule other than the two enumerators
 *   is read as ISECT_FILL_NONZERO.
 * - Accuracy (docs/polygon2_lin.md, measured against exact rationals by `make oracle`):
 *   a crossing of an edge has t within 4 u |t*| (isect_lin_crossing_param), a vertex on
 *   the component's line has the parameter of its nearest point, and every point is
 *   within 6 u (|a|_inf + |t*| |d|_inf) of the exact one, plus one step of the subnormal
 *   grid; a t beyond the range of isect_real saturates with ISECT_SATURATED.
 * - Cost: one pass over the edges for test_*; find walks from event to event along the
 *   component, a pass over the edges per event of its first piece (O(n) for a convex
 *   polygon, O(n^2) at worst); every comparison of two crossing parameters is an exact
 *   sign of a degree-4 polynomial (a filter, then expansions). No allocation.
 * Sources: RTCD 5.3.8 (Cyrus-Beck clipping) generalised to any polygon; the winding
 * number of Sunday (2001) and Hormann & Agathos (2001) along the component; the
 * derivation is at the top of src/query/polygon2_lin.c. */
#ifndef ISECT_POLYGON2_LIN_H
#define ISECT_POLYGON2_LIN_H

#include "isect/polygon.h"
#include "isect/result.h"

#ifdef __cplusplus
extern "C" {
#endif

#define isect_test_line2_tri2 ISECT_NAME(isect_test_line2_tri2)
#define isect_test_ray2_tri2 ISECT_NAME(isect_test_ray2_tri2)
#define isect_test_seg2_tri2 ISECT_NAME(isect_test_seg2_tri2)
#define isect_find_line2_tri2 ISECT_NAME(isect_find_line2_tri2)
#define isect_find_ray2_tri2 ISECT_NAME(isect_find_ray2_tri2)
#define isect_find_seg2_tri2 ISECT_NAME(isect_find_seg2_tri2)
#define isect_test_line2_poly2 ISECT_NAME(isect_test_line2_poly2)
#define isect_test_ray2_poly2 ISECT_NAME(isect_test_ray2_poly2)
#define isect_test_seg2_poly2 ISECT_NAME(isect_test_seg2_poly2)
#define isect_find_line2_poly2 ISECT_NAME(isect_find_line2_poly2)
#define isect_find_ray2_poly2 ISECT_NAME(isect_find_ray2_poly2)
#define isect_find_seg2_poly2 ISECT_NAME(isect_find_seg2_poly2)

/** Does the line meet the closed triangle? Exact. */
ISECT_API bool isect_test_line2_tri2(const isect_line2 *line, const isect_tri2 *tri);
/** Does the ray meet the closed triangle? Exact. */
ISECT_API bool isect_test_ray2_tri2(const isect_ray2 *ray, const isect_tri2 *tri);
/** Does the segment meet the closed triangle? Exact. */
ISECT_API bool isect_test_seg2_tri2(const isect_seg2 *seg, const isect_tri2 *tri);
/** Where the line meets the triangle: entry and exit; see the contract above. */
ISECT_API isect_find_result2 isect_find_line2_tri2(const isect_line2 *line, const isect_tri2 *tri);
/** Where the ray meets the triangle (t >= 0). */
ISECT_API isect_find_result2 isect_find_ray2_tri2(const isect_ray2 *ray, const isect_tri2 *tri);
/** Where the segment meets the triangle (0 <= t <= 1). */
ISECT_API isect_find_result2 isect_find_seg2_tri2(const isect_seg2 *seg, const isect_tri2 *tri);

/** Does the line meet the closed region of the polygon under the fill rule? Exact. */
ISECT_API bool isect_test_line2_poly2(const isect_line2 *line, const isect_poly2 *poly,
                                      isect_fill_rule rule);
/** Does the ray meet the polygon's closed region? Exact. */
ISECT_API bool isect_test_ray2_poly2(const isect_ray2 *ray, const isect_poly2 *poly,
                                     isect_fill_rule rule);
/** Does the segment meet the polygon's closed region? Exact. */
ISECT_API bool isect_test_seg2_poly2(const isect_seg2 *seg, const isect_poly2 *poly,
                                     isect_fill_rule rule);
/** The first piece of the line inside the polygon's closed region; see above. */
ISECT_API isect_find_result2 isect_find_line2_poly2(const isect_line2 *line,
                                                    const isect_poly2 *poly, isect_fill_rule rule);
/** The first piece of the ray inside the polygon's closed region (t >= 0). */
ISECT_API isect_find_result2 isect_find_ray2_poly2(const isect_ray2 *ray, const isect_poly2 *poly,
                                                   isect_fill_rule rule);
/** The first piece of the segment inside the polygon's closed region (0 <= t <= 1). */
ISECT_API isect_find_result2 isect_find_seg2_poly2(const isect_seg2 *seg, const isect_poly2 *poly,
                                                   isect_fill_rule rule);

#ifdef __cplusplus
}
#endif

#endif
