/* isect/polygon.h -- point in polygon, in the plane and in space.
 *
 * A polygon (isect_poly2, isect_poly3) is a closed polygonal curve: its vertices in order,
 * implicitly closed by the edge v[count-1] -> v[0]. It may be convex, concave or
 * self-intersecting; it may have repeated vertices (zero-length edges), collinear
 * consecutive vertices, or no area at all. The region it bounds is given by a fill rule:
 *
 *   - ISECT_FILL_EVEN_ODD: a point is inside when a ray from it crosses the curve an odd
 *     number of times (SVG "evenodd", PostScript eofill);
 *   - ISECT_FILL_NONZERO: a point is inside when the curve winds around it a non-zero
 *     number of times (SVG "nonzero", PostScript fill).
 *
 * For a simple polygon (no self-intersections) both rules give the same region: its
 * interior. They differ where a self-intersecting curve winds twice or more around a
 * point, such as the centre of a pentagram {5/2}: outside by even-odd, inside by nonzero.
 *
 * The classification is the closed region of that rule: every point of every edge is
 * ISECT_ON_BOUNDARY, whatever the rule (including the edges of self-intersecting or
 * zero-area polygons, zero-length edges and repeated vertices); other points are
 * ISECT_INSIDE or ISECT_OUTSIDE by the rule. A polygon whose vertices are all collinear
 * is valid and degenerate: it bounds no area, so every point is ON_BOUNDARY or OUTSIDE.
 *
 * Exactness: the answers are exact for every finite input, in both builds. They are built
 * only from exact comparisons of coordinates and the exact predicate isect_orient2d
 * (Sunday's winding number, below), never from summed angles or a tolerance.
 *
 * Invalid input -- a NULL polygon, v == NULL, count < 3, or a NaN or infinite coordinate
 * in p or in any vertex -- gives ISECT_LOCATION_INVALID (no crash, no NaN).
 *
 * Cost: one pass over the edges with a few comparisons each; the orientation predicate
 * runs only for edges whose y-range contains p.y and whose x-range contains p.x. No
 * allocation. The vertex array is read, never kept.
 *
 * Sources: Hormann & Agathos, "The point in polygon problem for arbitrary polygons",
 * Computational Geometry 20 (2001); D. Sunday, "Inclusion of a point in a polygon"
 * (geomalgorithms.com, 2001); O'Rourke, "Computational Geometry in C", 2nd ed., 7.4. */
#ifndef ISECT_POLYGON_H
#define ISECT_POLYGON_H

#include "isect/result.h"

#ifdef __cplusplus
extern "C" {
#endif

/** Which points a (self-intersecting) polygon encloses. */
typedef enum isect_fill_rule {
    ISECT_FILL_EVEN_ODD = 0, /**< inside where the winding number is odd */
    ISECT_FILL_NONZERO = 1   /**< inside where the winding number is not zero */
} isect_fill_rule;

/** The winding number of a polygon around a point. */
typedef struct isect_winding_result2 {
    /** How many times the polygon winds counterclockwise around p (negative when
     * clockwise). 0 when p is on the boundary or the input is invalid. */
    ptrdiff_t winding;
    /** p lies on an edge (or a vertex): the winding number is not defined there. */
    bool on_boundary;
    /** ISECT_INVALID for invalid input (then winding is 0 and on_boundary false). */
    unsigned flags;
} isect_winding_result2;

/** How isect_classify_point3_poly3 projects a polygon in space to the plane. */
typedef struct isect_projection3 {
    /** The coordinate dropped: 0 (x), 1 (y) or 2 (z). The projected point of (x, y, z)
     * keeps the two other coordinates in cyclic order: (y, z), (z, x) or (x, y). */
    int axis;
    /** ISECT_DEGENERATE when all vertices are collinear (exactly): the polygon is then
     * classified as its edges in space and axis is not used. ISECT_INVALID for invalid
     * input (then axis is 2). */
    unsigned flags;
} isect_projection3;

#define isect_classify_point2_poly2 ISECT_NAME(isect_classify_point2_poly2)
#define isect_winding_point2_poly2 ISECT_NAME(isect_winding_point2_poly2)
#define isect_classify_point3_poly3 ISECT_NAME(isect_classify_point3_poly3)
#define isect_projection_poly3 ISECT_NAME(isect_projection_poly3)
#define isect_test_line3_poly3 ISECT_NAME(isect_test_line3_poly3)
#define isect_test_ray3_poly3 ISECT_NAME(isect_test_ray3_poly3)
#define isect_test_seg3_poly3 ISECT_NAME(isect_test_seg3_poly3)
#define isect_find_line3_poly3 ISECT_NAME(isect_find_line3_poly3)
#define isect_find_ray3_poly3 ISECT_NAME(isect_find_ray3_poly3)
#define isect_find_seg3_poly3 ISECT_NAME(isect_find_seg3_poly3)

/** Where p lies relative to the closed region the polygon bounds under the fill rule:
 * ISECT_INSIDE, ISECT_OUTSIDE, or ISECT_ON_BOUNDARY on any edge or vertex (for either
 * rule). Exact. Orientation does not matter (clockwise and counterclockwise polygons
 * bound the same region). All vertices collinear: ON_BOUNDARY on the edges, OUTSIDE
 * elsewhere. A rule other than the two enumerators is read as ISECT_FILL_NONZERO.
 * Invalid (NULL, v == NULL, count < 3, a non-finite coordinate in p or a vertex):
 * ISECT_LOCATION_INVALID. Hormann & Agathos (2001); Sunday (2001). */
ISECT_API isect_location isect_classify_point2_poly2(isect_vec2 p, const isect_poly2 *poly,
                                                     isect_fill_rule rule);

/** The exact winding number of the polygon around p, counted positive for
 * counterclockwise turns: +1 inside a counterclockwise simple polygon, -1 inside a
 * clockwise one, 0 outside; 2 at the centre of a pentagram {5/2} drawn counterclockwise.
 * On an edge or a vertex the winding number is undefined: on_boundary is set and winding
 * is 0. Invalid input as isect_classify_point2_poly2: flags ISECT_INVALID, winding 0,
 * on_boundary false. Sunday (2001). */
ISECT_API isect_winding_result2 isect_winding_point2_poly2(isect_vec2 p, const isect_poly2 *poly);

/** Where p lies relative to a planar polygon in space, classified in a projection.
 *
 * The polygon is projected to the coordinate plane of the dominant axis of its normal
 * (see isect_projection_poly3), p with it, and the answer is the exact answer of
 * isect_classify_point2_poly2 for the projected point and polygon (dropping a coordinate
 * is exact). This does NOT test that p lies in the polygon's plane: p is meant to be a
 * point already known to be (nearly) in it, such as the rounded hit point of a line or
 * ray with the polygon's plane. Float vertices are rarely exactly coplanar; the
 * projection defines the answer for them, and it is exact for the projected problem.
 *
 * A degenerate polygon (all vertices exactly collinear in space, including all equal)
 * bounds no area and is not projected: p is ON_BOUNDARY when it lies exactly on one of
 * its edges in space, OUTSIDE otherwise.
 *
 * Invalid input (NULL, v == NULL, count < 3, a non-finite coordinate):
 * ISECT_LOCATION_INVALID. Projection: O'Rourke 7.5, Hormann & Agathos (2001). */
ISECT_API isect_location isect_classify_point3_poly3(isect_vec3 p, const isect_poly3 *poly,
                                                     isect_fill_rule rule);

/** The projection isect_classify_point3_poly3 uses for this polygon.
 *
 * The normal is Newell's, n = sum over edges (v_i - v_0) x (v_i+1 - v_0) (twice the vector
 * area), computed in double on the coordinates scaled by a power of two that moves with
 * the polygon (from the first vertex other than the origin; from the largest coordinate
 * where that would overflow): a heuristic choice, not an exact quantity, but the same
 * bits for the polygon scaled by any power of two (so the projection, and every answer,
 * does not change with the units), and nothing overflows. The axis dropped
 * is that of the largest |n_k|; ties go to z, then y (the later axis wins). When n is
 * zero in double (self-intersecting polygons whose signed areas cancel, like a figure
 * eight, and nearly collinear ones), the axis comes instead from the first vertex triple
 * (v_0, v_b, v_c) that is exactly non-collinear: the first of z, y, x whose coordinate
 * plane sees that triple non-collinear; the projection then has area.
 * All vertices exactly collinear: flags ISECT_DEGENERATE (and axis as above, 2 when n is
 * zero). Invalid input (as isect_classify_point3_poly3, p aside): flags ISECT_INVALID,
 * axis 2. Cost: one pass over the vertices, rarely two. */
ISECT_API isect_projection3 isect_projection_poly3(const isect_poly3 *poly);

/* ---- Lines, rays and segments against a polygon in space ---------------------------
 *
 * The polygon's surface is what isect_classify_point3_poly3 classifies, lifted to a
 * plane: the plane P through v[0] with the Newell normal n that chose the projection (as
 * computed in double), and on it the points whose projection lies in the closed region
 * of the projected polygon under the fill rule. For exactly coplanar vertices whose
 * Newell normal is computed without rounding (small integer or axis-aligned polygons),
 * P is the polygon's own plane; otherwise P is the documented stand-in for it, and the
 * answers are exact for that surface.
 *
 * Common contract (as isect/plane.h and isect/triangle.h, whose queries these extend):
 * - test_* and the hit, count and flags of find_* are exact; find(...).hit == test(...).
 * - A crossing of P inside the closed region: count 1, t[0] == t[1], normal n/|n| turned
 *   against the direction of travel. An endpoint of the component on the polygon that
 *   is its only common point also sets ISECT_TOUCHING.
 * - A component lying in P and meeting the region: count ISECT_INFINITE and [t[0], t[1]]
 *   the span from the first to the last common point (for a concave polygon the
 *   component may leave and re-enter in between); normal n/|n|.
 * - Degenerate: a point component (count 1, ISECT_DEGENERATE | ISECT_TOUCHING); a
 *   polygon with collinear vertices is the union of its edges (ISECT_DEGENERATE, normal
 *   zero). Invalid input (NULL, count < 3, non-finite): a miss flagged ISECT_INVALID.
 * - t and points are as accurate as for a plane3p with the normal n (isect/plane.h),
 *   including the rule for a t beyond the range of isect_real (ISECT_SATURATED, with the
 *   crossing point still exact to rounding).
 * Sources: RTCD 5.3.1 and 5.3.4; Sunday (2001) for the winding number of the crossing
 * point, evaluated with exact signs of polynomials in the inputs. */

/** Does the infinite line meet the polygon's region (fill rule as for the point query)? */
ISECT_API bool isect_test_line3_poly3(const isect_line3 *line, const isect_poly3 *poly,
                                      isect_fill_rule rule);
/** Does the ray meet the polygon's region? */
ISECT_API bool isect_test_ray3_poly3(const isect_ray3 *ray, const isect_poly3 *poly,
                                     isect_fill_rule rule);
/** Does the segment meet the polygon's region? */
ISECT_API bool isect_test_seg3_poly3(const isect_seg3 *seg, const isect_poly3 *poly,
                                     isect_fill_rule rule);
/** Where the line meets the polygon; see the contract above. */
ISECT_API isect_find_result3 isect_find_line3_poly3(const isect_line3 *line,
                                                    const isect_poly3 *poly, isect_fill_rule rule);
/** Where the ray meets the polygon (t >= 0). */
ISECT_API isect_find_result3 isect_find_ray3_poly3(const isect_ray3 *ray, const isect_poly3 *poly,
                                                   isect_fill_rule rule);
/** Where the segment meets the polygon (0 <= t <= 1). */
ISECT_API isect_find_result3 isect_find_seg3_poly3(const isect_seg3 *seg, const isect_poly3 *poly,
                                                   isect_fill_rule rule);

#ifdef __cplusplus
}
#endif

#endif
