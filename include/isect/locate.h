/* isect/locate.h -- point location: a point in a triangle (2D, and in space by its
 * projection), in a tetrahedron and in a convex polyhedron; barycentric coordinates.
 *
 * Common contract of every function in this header:
 * - Shapes are closed: a point on an edge, a vertex or a face is ISECT_ON_BOUNDARY, one
 *   in the open interior ISECT_INSIDE, every other point ISECT_OUTSIDE.
 * - The location is exact (see "Exactness" in isect/isect.h): what exact real arithmetic
 *   on the given inputs answers, for every finite input, in both builds. It is decided
 *   by signs of polynomials in the coordinates (orient2d, orient3d, the degree-4 edge
 *   sign below, the side of a plane), each by a rigorous floating-point filter with an
 *   exact expansion-arithmetic fallback; never by a tolerance.
 * - The vertices may come in either orientation (clockwise or counterclockwise, a
 *   positively or negatively oriented tetrahedron): the set is the same.
 * - Degenerate shapes are valid. A collinear triangle (three collinear or coincident
 *   vertices) is the segment (or point) it spans, and a flat tetrahedron (four coplanar
 *   vertices) is the flat convex polygon, segment or point it spans: such a set has no
 *   interior, so a point on it is ISECT_ON_BOUNDARY and every other point ISECT_OUTSIDE,
 *   decided exactly (the point must lie on the set in space: a point in space is not
 *   projected onto a collinear triangle). Barycentric results flag a collinear triangle
 *   with ISECT_DEGENERATE.
 * - Invalid input (NULL, a NaN or infinite coordinate -- the checks of isect/valid.h;
 *   for the hull also a hull given without planes, see isect_classify_point3_hull3):
 *   ISECT_LOCATION_INVALID, a barycentric result with location ISECT_LOCATION_INVALID,
 *   bary all 0 and flags exactly ISECT_INVALID. Never a crash, never a NaN.
 *
 * The triangle in space (isect_classify_point3_tri3). The point p is classified by its
 * orthogonal projection p' onto the triangle's plane: a point in the plane is classified
 * as it is, a point above or below the triangle's interior is ISECT_INSIDE. With
 * n = (b - a) x (c - a), the sign for edge (b, c) is
 *     e_a = n . ((b - p) x (c - p)),
 * |n| times twice the signed area of the triangle p' b c (the component of
 * (b - p) x (c - p) along n does not change when p moves along n), a polynomial of
 * degree 4 in coordinate differences; e_a + e_b + e_c = n . n > 0, so the orientation of
 * the vertices does not matter. p' is INSIDE when the three signs are > 0, ON_BOUNDARY
 * when they are >= 0 with one or two zeros, OUTSIDE when one is < 0. (In the plane,
 * isect_classify_point2_tri2, the signs are orient2d's and must agree with the
 * triangle's orientation.)
 *
 * Barycentric coordinates. For a non-degenerate triangle the exact coordinates of p
 * (of p' in space) are lambda_i = A_i / A with A = orient2d(v0, v1, v2) and A_i the same
 * with p in place of v_i (in space A = n . n and A_i = e_i): lambda_0 + lambda_1 +
 * lambda_2 = 1 and p' = sum lambda_i v_i (RTCD 3.4). The reported bary[i]:
 *   - is exactly 0 when lambda_i is 0 (p' on the edge opposite v_i) and otherwise has
 *     exactly the sign of lambda_i (a value that would round to 0 is reported as the
 *     smallest subnormal of its sign), so the signs of bary[] always agree with the
 *     location;
 *   - is within 10 u |lambda_i| of lambda_i (u the unit roundoff of isect_real: 2^-53 in
 *     the double build, 2^-24 in the float build), past the subnormal range; so the sum
 *     is 1 within 10 u (|lambda_0| + |lambda_1| + |lambda_2|) plus the sum's own rounding.
 *     A coordinate beyond the range of isect_real (float build: a tiny triangle and a
 *     far point) is reported as +-the largest finite value with ISECT_SATURATED.
 *   The values are computed in double-double (in space the normals of the triangle and
 *   of p with each edge, unrounded, and their dot products from error-free products and
 *   sums) where a certificate shows each within about u, and otherwise from the exact
 *   polynomials in expansion arithmetic, rounded once. A collinear triangle has no
 *   barycentric coordinates: bary all 0, flags ISECT_DEGENERATE, location exact as
 *   above. The oracle test measures the errors against GMP (docs/oracle.md).
 *
 * Sources: RTCD (Ericson, Real-Time Collision Detection) 3.4 (barycentric coordinates),
 * 5.4.2 (point in triangle: same side of every edge), 5.4.3 (point in polyhedron: the
 * inner side of every face plane; the tetrahedron's four faces); Shewchuk, "Adaptive
 * Precision Floating-Point Arithmetic and Fast Robust Geometric Predicates" (1997). */
#ifndef ISECT_LOCATE_H
#define ISECT_LOCATE_H

#include "isect/result.h"

#ifdef __cplusplus
extern "C" {
#endif

/** Barycentric coordinates of a point with respect to a triangle, and its location. */
typedef struct isect_barycentric_result {
    /** Exactly the answer of the classify query for the same arguments. */
    isect_location location;
    /** The coordinates of p (in space: of its projection onto the triangle's plane) for
     * v[0], v[1], v[2]: exact signs, 0 exactly on the opposite edge's line, within
     * 10 u |lambda_i| (see the header's top). All 0 for a degenerate or invalid input. */
    isect_real bary[3];
    /** ISECT_DEGENERATE (a collinear triangle), ISECT_INVALID, ISECT_SATURATED (a
     * coordinate beyond isect_real's range, reported as +-its largest finite value). */
    unsigned flags;
} isect_barycentric_result;

#define isect_classify_point2_tri2 ISECT_NAME(isect_classify_point2_tri2)
#define isect_classify_point3_tri3 ISECT_NAME(isect_classify_point3_tri3)
#define isect_barycentric_point2_tri2 ISECT_NAME(isect_barycentric_point2_tri2)
#define isect_barycentric_point3_tri3 ISECT_NAME(isect_barycentric_point3_tri3)
#define isect_classify_point3_tet3 ISECT_NAME(isect_classify_point3_tet3)
#define isect_classify_point3_hull3 ISECT_NAME(isect_classify_point3_hull3)

/** Where p lies relative to the closed triangle in the plane: ISECT_INSIDE when the
 * three signs orient2d(v_i, v_{i+1}, p) are non-zero and equal, ISECT_ON_BOUNDARY when
 * the non-zero ones are equal and one or two are zero, ISECT_OUTSIDE otherwise. Exact,
 * either orientation. Collinear vertices: ON_BOUNDARY on the segment they span, OUTSIDE
 * elsewhere. Invalid (NULL, a non-finite coordinate): ISECT_LOCATION_INVALID.
 * RTCD 5.4.2. */
ISECT_API isect_location isect_classify_point2_tri2(isect_vec2 p, const isect_tri2 *tri);

/** Where the orthogonal projection of p onto the triangle's plane lies relative to the
 * closed triangle (the header's top: the three degree-4 edge signs e_i, exact). A point
 * in the plane is classified as it is; a point off the plane by its foot. Collinear
 * vertices: ON_BOUNDARY when p itself lies on the segment they span (in space), OUTSIDE
 * otherwise. Invalid: ISECT_LOCATION_INVALID. RTCD 5.4.2, 3.4. */
ISECT_API isect_location isect_classify_point3_tri3(isect_vec3 p, const isect_tri3 *tri);

/** The barycentric coordinates of p with respect to the triangle, with p's exact location
 * (isect_classify_point2_tri2's answer). Accuracy and degenerate input: the header's top.
 * RTCD 3.4. */
ISECT_API isect_barycentric_result isect_barycentric_point2_tri2(isect_vec2 p,
                                                                 const isect_tri2 *tri);

/** The barycentric coordinates of p's orthogonal projection onto the triangle's plane,
 * with its exact location (isect_classify_point3_tri3's answer). Accuracy and degenerate
 * input: the header's top. RTCD 3.4. */
ISECT_API isect_barycentric_result isect_barycentric_point3_tri3(isect_vec3 p,
                                                                 const isect_tri3 *tri);

/** Where p lies relative to the closed solid tetrahedron: with o = orient3d(v0, v1, v2,
 * v3) != 0 and o_i the same determinant with p in place of v_i, ISECT_INSIDE when every
 * o_i has o's sign, ISECT_ON_BOUNDARY when every o_i has o's sign or is 0 (some is),
 * ISECT_OUTSIDE otherwise. Exact, either orientation. A flat tetrahedron (o == 0) is the
 * convex polygon, segment or point its vertices span: ON_BOUNDARY when p lies on it (in
 * one of the four closed triangles of three vertices, each a point in its plane or on its
 * segment), OUTSIDE otherwise. Invalid: ISECT_LOCATION_INVALID. RTCD 5.4.3. */
ISECT_API isect_location isect_classify_point3_tet3(isect_vec3 p, const isect_tet3 *tet);

/** Where p lies relative to the convex polyhedron given by its planes (the solid is
 * { x : dot(normal_j, x) <= offset_j for every j }): with s_j the exact sign of
 * dot(normal_j, p) - offset_j, ISECT_INSIDE when every s_j < 0, ISECT_ON_BOUNDARY when
 * every s_j <= 0 and some s_j == 0, ISECT_OUTSIDE otherwise. The planes need not bound a
 * closed set (an unbounded region is classified the same way) and may be redundant; an
 * empty set of planes (no common point) makes every point OUTSIDE, and one with no
 * interior (two opposite planes) every point on it ON_BOUNDARY. The vertices, if given,
 * are not read. Invalid: ISECT_LOCATION_INVALID for a hull isect_valid_hull3 rejects and
 * for a hull given by vertices only (plane_count 0: its planes are not known, and
 * building them is a convex-hull computation this query does not do). RTCD 5.4.3. */
ISECT_API isect_location isect_classify_point3_hull3(isect_vec3 p, const isect_hull3 *hull);

#ifdef __cplusplus
}
#endif

#endif
