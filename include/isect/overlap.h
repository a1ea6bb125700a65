/* isect/overlap.h -- do two solids overlap? Bounding volumes against each other, and
 * solids against a plane (the block "Solids against a plane" below, RTCD 5.2.2-5.2.4,
 * with its own contract).
 *
 * The overlap tests of RTCD (Ericson, Real-Time Collision Detection) 4.2-4.5 between
 * bounding volumes in space: balls (isect_sphere3), axis-aligned boxes (isect_aabb3: min
 * and max corners), oriented boxes (isect_obb3, read as isect/box.h reads them) and
 * capsules (isect_capsule3: the points within radius of a core segment). Each answers the
 * one question "do the two closed solids share a point?"; the pairs of a ball or a capsule with a
 * linear component or a triangle are in isect/linear_sphere.h and isect/closest_point.h, a ball
 * against a box in isect/box.h, two capsules in isect/closest_point.h
 * (isect_test_capsule3_capsule3).
 *
 * Common contract of the bounding-volume pairs:
 * - The solids are closed: touching counts as overlapping (two balls whose surfaces
 *   meet at one point, two boxes sharing only a face, an edge or a corner). They are
 *   solids, not surfaces: one lying wholly inside the other overlaps it. The answers are
 *   booleans of static shapes: no parameter t, no normal (the finds and sweeps come
 *   with their own contracts).
 * - Exact (see "Exactness" in isect/isect.h): the answer is what exact real arithmetic
 *   on the given inputs gives, for every finite input, however large, tiny or far from
 *   the origin. Radii are added without rounding: ra + rb is the exact sum even where
 *   it is not representable.
 * - Degenerate input is valid and answered exactly as the set it is: radius 0 makes a
 *   ball its centre and a capsule its core segment; a capsule with p0 == p1 is a ball;
 *   a box with min == max on an axis is a rectangle, a segment or a point. A boolean
 *   carries no flag: the answer is that set's.
 * - Invalid input (NULL, a NaN or infinite coordinate, a negative, NaN or infinite
 *   radius, min > max on an axis of a box, a negative half extent or axes not
 *   orthonormal within ISECT_AXIS_TOLERANCE -- the checks of isect/valid.h): false, never
 *   a crash, a trap or undefined behaviour. */
#ifndef ISECT_OVERLAP_H
#define ISECT_OVERLAP_H

#include "isect/result.h"

#ifdef __cplusplus
extern "C" {
#endif

#define isect_test_sphere3_sphere3 ISECT_NAME(isect_test_sphere3_sphere3)
#define isect_test_sphere3_capsule3 ISECT_NAME(isect_test_sphere3_capsule3)
#define isect_test_aabb3_aabb3 ISECT_NAME(isect_test_aabb3_aabb3)
#define isect_test_aabb3_obb3 ISECT_NAME(isect_test_aabb3_obb3)
#define isect_test_obb3_obb3 ISECT_NAME(isect_test_obb3_obb3)
#define isect_test_capsule3_aabb3 ISECT_NAME(isect_test_capsule3_aabb3)
#define isect_test_capsule3_obb3 ISECT_NAME(isect_test_capsule3_obb3)
#define isect_find_sphere3_sphere3 ISECT_NAME(isect_find_sphere3_sphere3)
#define isect_find_sphere3_capsule3 ISECT_NAME(isect_find_sphere3_capsule3)
#define isect_find_capsule3_capsule3 ISECT_NAME(isect_find_capsule3_capsule3)
#define isect_find_sphere3_tri3 ISECT_NAME(isect_find_sphere3_tri3)
#define isect_test_tri3_tri3 ISECT_NAME(isect_test_tri3_tri3)
#define isect_find_tri3_tri3 ISECT_NAME(isect_find_tri3_tri3)
#define isect_test_aabb3_tri3 ISECT_NAME(isect_test_aabb3_tri3)
#define isect_test_obb3_tri3 ISECT_NAME(isect_test_obb3_tri3)
#define isect_test_sphere3_plane3 ISECT_NAME(isect_test_sphere3_plane3)
#define isect_classify_sphere3_plane3 ISECT_NAME(isect_classify_sphere3_plane3)
#define isect_test_sphere3_plane3p ISECT_NAME(isect_test_sphere3_plane3p)
#define isect_classify_sphere3_plane3p ISECT_NAME(isect_classify_sphere3_plane3p)
#define isect_test_aabb3_plane3 ISECT_NAME(isect_test_aabb3_plane3)
#define isect_classify_aabb3_plane3 ISECT_NAME(isect_classify_aabb3_plane3)
#define isect_test_aabb3_plane3p ISECT_NAME(isect_test_aabb3_plane3p)
#define isect_classify_aabb3_plane3p ISECT_NAME(isect_classify_aabb3_plane3p)
#define isect_test_obb3_plane3 ISECT_NAME(isect_test_obb3_plane3)
#define isect_classify_obb3_plane3 ISECT_NAME(isect_classify_obb3_plane3)
#define isect_test_obb3_plane3p ISECT_NAME(isect_test_obb3_plane3p)
#define isect_classify_obb3_plane3p ISECT_NAME(isect_classify_obb3_plane3p)
#define isect_test_capsule3_plane3 ISECT_NAME(isect_test_capsule3_plane3)
#define isect_classify_capsule3_plane3 ISECT_NAME(isect_classify_capsule3_plane3)
#define isect_test_capsule3_plane3p ISECT_NAME(isect_test_capsule3_plane3p)
#define isect_classify_capsule3_plane3p ISECT_NAME(isect_classify_capsule3_plane3p)
#define isect_test_cone3_plane3 ISECT_NAME(isect_test_cone3_plane3)
#define isect_classify_cone3_plane3 ISECT_NAME(isect_classify_cone3_plane3)
#define isect_test_cone3_plane3p ISECT_NAME(isect_test_cone3_plane3p)
#define isect_classify_cone3_plane3p ISECT_NAME(isect_classify_cone3_plane3p)
#define isect_test_tri3_plane3 ISECT_NAME(isect_test_tri3_plane3)
#define isect_classify_tri3_plane3 ISECT_NAME(isect_classify_tri3_plane3)
#define isect_test_tri3_plane3p ISECT_NAME(isect_test_tri3_plane3p)
#define isect_classify_tri3_plane3p ISECT_NAME(isect_classify_tri3_plane3p)
#define isect_find_sphere3_plane3 ISECT_NAME(isect_find_sphere3_plane3)
#define isect_find_sphere3_plane3p ISECT_NAME(isect_find_sphere3_plane3p)
#define isect_find_aabb3_plane3 ISECT_NAME(isect_find_aabb3_plane3)
#define isect_find_aabb3_plane3p ISECT_NAME(isect_find_aabb3_plane3p)
#define isect_find_obb3_plane3 ISECT_NAME(isect_find_obb3_plane3)
#define isect_find_obb3_plane3p ISECT_NAME(isect_find_obb3_plane3p)
#define isect_frustum3_from_matrix ISECT_NAME(isect_frustum3_from_matrix)
#define isect_test_point3_frustum3 ISECT_NAME(isect_test_point3_frustum3)
#define isect_test_sphere3_frustum3 ISECT_NAME(isect_test_sphere3_frustum3)
#define isect_test_aabb3_frustum3 ISECT_NAME(isect_test_aabb3_frustum3)
#define isect_test_obb3_frustum3 ISECT_NAME(isect_test_obb3_frustum3)
#define isect_test_sphere3_hull3 ISECT_NAME(isect_test_sphere3_hull3)
#define isect_test_plane3_hull3 ISECT_NAME(isect_test_plane3_hull3)
#define isect_classify_plane3_hull3 ISECT_NAME(isect_classify_plane3_hull3)
#define isect_test_aabb3_hull3 ISECT_NAME(isect_test_aabb3_hull3)
#define isect_test_hull3_hull3 ISECT_NAME(isect_test_hull3_hull3)

/** Do the closed balls a and b overlap: |ca - cb|^2 <= (ra + rb)^2, decided exactly with
 * the sum never rounded (RTCD 4.3.1, TestSphereSphere)? Touching surfaces overlap;
 * radius 0 is the centre point (two zero radii: do the centres coincide). Invalid input
 * (see the top): false. */
ISECT_API bool isect_test_sphere3_sphere3(const isect_sphere3 *a, const isect_sphere3 *b);

/** Does the closed ball meet the closed capsule: dist(centre, core)^2 <= (rs + rc)^2,
 * with core the segment p0-p1, decided exactly with the sum never rounded (RTCD 4.5.1,
 * TestSphereCapsule)? Touching counts; a capsule with p0 == p1 is a ball, radius 0 a
 * segment; a ball of radius 0 is its centre (is the centre in the capsule). Invalid input
 * (see the top): false. */
ISECT_API bool isect_test_sphere3_capsule3(const isect_sphere3 *sphere,
                                           const isect_capsule3 *capsule);

/** Do the closed axis-aligned boxes overlap: on every axis a.min <= b.max and
 * b.min <= a.max (RTCD 4.2.1, TestAABBAABB, min-max form)? Comparisons of the given
 * coordinates only, so exact with no arithmetic. Boxes sharing only a face, an edge or a
 * corner overlap (code with strict comparisons, as raylib's rectangles use, misses
 * them). Zero extents (min == max) are rectangles, segments or points and are answered
 * as such. Invalid input (see the top; min > max on an axis included): false. */
ISECT_API bool isect_test_aabb3_aabb3(const isect_aabb3 *a, const isect_aabb3 *b);

/** Do the closed oriented boxes a and b overlap? The 15-axis separating-axis test (RTCD
 * 4.4.1, TestOBBOBB; Gottschalk et al., OBBTree) decided exactly, with no epsilon: boxes
 * touching at a face, an edge or a corner overlap, and parallel or nearly parallel edges
 * need no special case (an axis that is exactly zero separates nothing). Each box is the
 * one isect/box.h defines for every OBB query, in the frame of its axes as given:
 * { x : |(x - center) . axis[i]| <= half_i, i = 0, 1, 2 }, the parallelepiped with face
 * normals axis[i]; for exactly orthonormal axes that is center + sum s_i half_i axis[i],
 * |s_i| <= 1, and for axes orthonormal only within ISECT_AXIS_TOLERANCE it differs from
 * that set by a relative amount of the order of the axes' deviation (the answer is still
 * exact for the frame box, the same box isect_classify_point3_obb3 classifies against).
 * Zero half extents make a rectangle, a segment or a point, answered as such. Symmetric:
 * test(a, b) == test(b, a). Invalid input (see the top; axes not orthonormal within
 * ISECT_AXIS_TOLERANCE included, isect_valid_obb3): false. */
ISECT_API bool isect_test_obb3_obb3(const isect_obb3 *a, const isect_obb3 *b);

/** Do the closed axis-aligned box a and oriented box b overlap? isect_test_obb3_obb3 with
 * a as the box of axes (1 0 0), (0 1 0), (0 0 1) between its min and max corners, decided
 * on the corners themselves (the centre and half extents of a, which are generally not
 * representable, are never rounded). Touching counts; zero extents are answered as the
 * rectangle, segment or point they make. Invalid input (see the top; min > max on an axis
 * of a, invalid b as for isect_test_obb3_obb3): false. */
ISECT_API bool isect_test_aabb3_obb3(const isect_aabb3 *a, const isect_obb3 *b);

/** Does the closed capsule meet the closed axis-aligned box: dist(core, box) <= r, with core
 * the segment p0-p1, decided exactly (the distance the segment-box closest query of
 * isect/closest_point.h minimises, compared with r without a square root or a rounded
 * centre)? Touching counts; a capsule with p0 == p1 is a ball, radius 0 its core
 * segment (does the segment meet the box), both a point; zero extents make the box a
 * rectangle, a segment or a point. Invalid input (see the top; min > max on an axis
 * included): false. */
ISECT_API bool isect_test_capsule3_aabb3(const isect_capsule3 *capsule, const isect_aabb3 *box);

/** Does the closed capsule meet the closed oriented box: dist(core, box) <= r in the box's
 * frame (isect/box.h: the box { x : |(x - center) . axis[i]| <= half_i }, distances measured
 * in its coordinates (x - center) . axis[i], as isect_test_sphere3_obb3 and
 * isect_closest_seg3_obb3 measure them), decided exactly? Touching counts; degenerate
 * capsules and boxes as for isect_test_capsule3_aabb3. Invalid input (see the top; the
 * axes as for isect_test_obb3_obb3): false. */
ISECT_API bool isect_test_capsule3_obb3(const isect_capsule3 *capsule, const isect_obb3 *box);

/* ---- Contacts of round solids ---------------------------------------------------------
 * A ball and a capsule are the points within r of a core (a centre, a segment), so two of
 * them touch where their cores come within ra + rb. With q_a and q_b the closest points of
 * the two cores (RTCD 5.1.2, 5.1.9; isect_closest_* choose them exactly) and d = |q_b - q_a|:
 * - hit: the test's exact answer;
 * - normal = (q_b - q_a) / d, from the first solid toward the second;
 * - depth = ra + rb - d (its sign clamped to hit's: >= 0 exactly when hit);
 * - point = (q_a + ra normal + q_b - rb normal) / 2, midway between the surfaces;
 * for apart solids too (depth < 0: the separation; see isect_contact_result3). A static
 * query: no parameter t, and one solid inside the other is no special case (a positive
 * depth, as for any overlap).
 * When the cores meet (d = 0) the depth is ra + rb and the normal is any direction that
 * separates the cores by moving the second one (ISECT_AMBIGUOUS, the rule): for two crossing
 * segments (not within about 2^-40 of parallel) +-(da x db) / |da x db| (da, db the cores'
 * directions), the sign that points from a's midpoint toward b's (computed; +x-first if that is 0);
 * for a point on a segment, or overlapping collinear segments, the unit vector e x d / |e x d|
 * across the segment's direction d, e the unit axis along d's smallest component (the first of
 * equal ones); for concentric balls (1, 0, 0). A capsule with p0 == p1 is a ball
 * (ISECT_DEGENERATE). Accuracy (u the unit roundoff of isect_real, each bound plus one step of the
 * subnormal grid; measured against MPFR in docs/overlap.md), with S the largest coordinate of the
 * cores' ends and closest points and d* the exact distance of the cores:
 * |depth - depth*| <= 20 u (S + ra + rb) (the cores' distance is good to about u S);
 * apart cores: each normal component within 20 u S / d* of the exact one (a closest point's
 * error over the distance it is divided by: cores nearly touching each other have an
 * ill-conditioned normal; two free interior points use the directions' cross product in
 * double-double instead, good to a few u); each point coordinate within
 * 20 u (S' + (ra + rb) S / d*), S' = S / sin(theta) where both closest points are interior
 * to their cores (theta the angle between the cores: isect_closest_seg3_seg3's placement
 * along them) and S otherwise; meeting cores: the normal unit and across the first core
 * within 20 u, across the second within 20 u + sin(theta) (cores within about 2^-40 of
 * parallel, where even double-double cannot resolve their cross product, are taken as
 * parallel: across the first), the point within 20 u (S' + ra + rb). Invalid input (as the
 * tests):
 * the all-zero result with ISECT_INVALID. */

/** The contact of two balls (RTCD 4.3.1 with the normal, depth and point above). */
ISECT_API isect_contact_result3 isect_find_sphere3_sphere3(const isect_sphere3 *a,
                                                           const isect_sphere3 *b);

/** The contact of a ball and a capsule (RTCD 4.5.1): the centre against the core. */
ISECT_API isect_contact_result3 isect_find_sphere3_capsule3(const isect_sphere3 *sphere,
                                                            const isect_capsule3 *capsule);

/** The contact of two capsules (RTCD 4.5.2): core against core. */
ISECT_API isect_contact_result3 isect_find_capsule3_capsule3(const isect_capsule3 *a,
                                                             const isect_capsule3 *b);

/** The contact of a ball and a closed triangle (RTCD 5.2.7 with the contact above), the
 * ball first, hit exactly isect_test_sphere3_tri3's answer. With q the triangle's closest
 * point to the centre c (isect_closest_point3_tri3, chosen exactly) and d = |q - c|:
 * normal (q - c) / d, depth r - d, point q + depth / 2 normal. A centre on the triangle
 * (d = 0, exact) leaves both sides equally deep (depth r): the rule takes
 * normal = -N / |N|, N = (v1 - v0) x (v2 - v0) (the ball taken on the side N points to),
 * for a collinear triangle the unit vector across the segment it spans (as for a point on
 * a capsule's core above; all three vertices equal: (1, 0, 0)), with ISECT_AMBIGUOUS;
 * point c + r / 2 normal. Touching counts (hit, depth 0 up to the bound); a static query
 * with no parameter t, and a triangle wholly inside the ball is no special case (a positive
 * depth). A collinear triangle sets ISECT_DEGENERATE. Accuracy as above,
 * with S the largest coordinate of the centre, the vertices and q (q itself within the
 * closest query's bound). Invalid input (as the test): the all-zero result with
 * ISECT_INVALID. */
ISECT_API isect_contact_result3 isect_find_sphere3_tri3(const isect_sphere3 *sphere,
                                                        const isect_tri3 *tri);
/* ---- Against a triangle (RTCD 5.2.9, 5.2.10) ----------------------------------------
 * The triangle is the closed filled triangle of its three vertices (isect_tri3); a
 * collinear triangle is the segment its vertices span (a point when they coincide) and is
 * answered as that set. A ball or a capsule against a triangle, a ball against a polygon in
 * space: isect_test_sphere3_tri3, isect_test_capsule3_tri3 and isect_test_sphere3_poly3 in
 * isect/closest_point.h. */

/** Do the closed triangles a and b share a point? Guigue and Devillers' test (RTCD
 * 5.2.10: each triangle against the other's plane, then the two intervals on the planes'
 * common line) decided with exact orient3d signs: triangles touching at a vertex, along
 * an edge or where an edge meets the other's edge or face overlap. Coplanar triangles are
 * compared in their common plane (exact 2D orientations); a collinear triangle is its
 * segment (or point). Symmetric: test(a, b) == test(b, a). Invalid input (NULL, a NaN or
 * infinite coordinate): false. */
ISECT_API bool isect_test_tri3_tri3(const isect_tri3 *a, const isect_tri3 *b);

/** What the closed triangles a and b have in common (RTCD 5.2.10 carried on to the
 * points; the intersection of Moller's and Guigue and Devillers' tests), hit exactly
 * isect_test_tri3_tri3's answer. Static: no parameter t, no start-inside case, and no
 * normal (a contact normal for two triangles is not defined by their common set).
 * - Not in one plane: a point or a segment on the line where the planes meet, its ends
 *   where an edge of one triangle crosses the other's plane (or a vertex lying in it),
 *   chosen with the test's exact orient3d signs. A segment runs along Na x Nb
 *   (Na = (a1 - a0) x (a2 - a0), Nb likewise): point[0] is its end nearer the start of
 *   that direction. Whether the ends coincide (count 1, triangles touching at one point)
 *   is exact.
 * - In one plane (coplanar): the corners of the common convex polygon (count 3 to 6),
 *   counterclockwise seen from the side Na points to, starting anywhere; or a segment or
 *   a point when the triangles share only that (an edge along an edge, touching
 *   vertices). Every corner is a vertex of one triangle lying in the other or a proper
 *   crossing of two edges, each decided with exact 2D orientations; the order is exact
 *   too (read from those signs, not from the rounded points).
 * - A collinear triangle is the segment its vertices span (a point when they coincide),
 *   with ISECT_DEGENERATE; its common set with the other triangle is a point or a
 *   segment. Segments that are not ordered along Na x Nb (coplanar, or a degenerate
 *   triangle) list their ends in lexicographic order of (x, y, z).
 * Touching counts: triangles that share only a vertex, or an edge point, hit with count 1.
 * Accuracy: a corner that is an input vertex is returned exactly; a crossing within
 * 8 u S of the exact point in each coordinate, S the largest coordinate magnitude among
 * the six vertices and u the unit roundoff of isect_real (documented in
 * docs/overlap.md with the measured maxima). Invalid input (NULL, a NaN or infinite
 * coordinate): the all-zero result with ISECT_INVALID. */
ISECT_API isect_tri_tri_result3 isect_find_tri3_tri3(const isect_tri3 *a, const isect_tri3 *b);

/** Does the closed axis-aligned box meet the closed triangle? Akenine-Moller's 13-axis
 * separating test (RTCD 5.2.9, TestTriangleAABB: the 3 box normals, the triangle's normal,
 * the 9 cross products of box and triangle edges) decided exactly on the box's min and max
 * corners (its centre and half extents are never rounded), with no epsilon: a triangle
 * touching a face, an edge or a corner of the box, or lying in a face's plane across it,
 * overlaps. Zero extents make the box a rectangle, a segment or a point; a collinear
 * triangle is its segment or point; axes that are exactly zero (parallel edges, a
 * collinear triangle's normal) separate nothing and the others suffice. Invalid input
 * (NULL, a NaN or infinite coordinate, min > max on an axis): false. */
ISECT_API bool isect_test_aabb3_tri3(const isect_aabb3 *box, const isect_tri3 *tri);

/** Does the closed oriented box meet the closed triangle? The same 13 axes in the box's
 * frame: the box is the one isect/box.h defines for every OBB query,
 * { x : |(x - center) . axis[i]| <= half_i }, with the axes as given (orthonormal within
 * ISECT_AXIS_TOLERANCE; its face normals are the axes and its edges run along
 * axis[i+1] x axis[i+2]), and the answer is exact for that box, the triangle never rounded
 * into the frame. Touching counts; zero half extents and collinear triangles are answered
 * as the sets they are. Invalid input (NULL, a NaN or infinite coordinate, a negative half
 * extent, axes not orthonormal within ISECT_AXIS_TOLERANCE: isect_valid_obb3): false. */
ISECT_API bool isect_test_obb3_tri3(const isect_obb3 *box, const isect_tri3 *tri);
/* ---- Solids against a plane (RTCD 5.2.2-5.2.4) ---------------------------------------
 *
 * A closed solid against a plane in either form of isect/plane.h: an isect_plane3
 * dot(normal, x) == offset (the normal of any non-zero length, not normalised here), or
 * an isect_plane3p through a, b, c (normal (b - a) x (c - a), exact: the plane is never
 * rounded). The plane is the surface, not a half-space. Its positive side is where
 * dot(normal, x) > offset (for a plane3p, where a, b, c appear counterclockwise,
 * isect_orient3d(a, b, c, x) > 0).
 * - test_<solid>_<plane>: does the closed solid meet the plane (share a point with it)?
 *   Touching counts: a ball tangent to the plane, a box resting on it with a face, an
 *   edge or a corner, a triangle with a vertex on it.
 * - classify_<solid>_<plane>: ISECT_FRONT when the solid lies wholly on the positive side,
 *   ISECT_BACK wholly on the negative side, ISECT_STRADDLING when it meets the plane
 *   (isect_side in isect/result.h): a solid touching the plane is not in front nor
 *   behind. test(...) == (classify(...) == ISECT_STRADDLING) for every input.
 * - Exact (see "Exactness" in isect/isect.h): the answer is what exact real arithmetic on
 *   the given inputs gives, |N . c - offset| <= r |N| and its kin decided without a
 *   square root or a division, for every finite input however large, tiny or far from
 *   the origin.
 * - The solids: a ball (isect_sphere3); an axis-aligned box by its min and max corners,
 *   decided on those corners (its centre and extents are never rounded); an oriented box,
 *   the frame box of isect/box.h {x : |(x - center) . axis[i]| <= half_i} (for axes
 *   orthonormal within ISECT_AXIS_TOLERANCE the exact answer for that box, which differs
 *   from center + sum s_i half_i axis[i] by the axes' deviation); a capsule (the points
 *   within radius of the segment p0-p1); a cone, the convex hull of its apex and its base
 *   disc (radius about base, perpendicular to base - apex); a triangle (the filled
 *   region).
 * - Degenerate input is valid and answered as the set it is: radius 0 (a ball is its
 *   centre, a capsule its core segment, a cone the segment apex-base), p0 == p1 (a
 *   capsule is a ball), zero extents (a rectangle, segment or point), a collinear
 *   triangle (a segment or a point), and a cone with apex == base, which has no direction
 *   for its disc and is answered as the point apex (as isect_closest_point3_cone3 does).
 * - Invalid input (NULL, a NaN or infinite coordinate, a negative or NaN radius, min > max,
 *   a negative half extent, OBB axes not orthonormal within ISECT_AXIS_TOLERANCE, a zero
 *   plane3 normal, collinear plane3p points -- the checks of isect/valid.h): test_* false,
 *   classify_* ISECT_SIDE_INVALID. */

/** Does the closed ball meet the plane: |N . c - offset| <= r |N| (RTCD 5.2.2,
 * TestSpherePlane, for a normal of any length)? Exact; see the block above. */
ISECT_API bool isect_test_sphere3_plane3(const isect_sphere3 *sphere, const isect_plane3 *plane);
/** Which side of the plane the closed ball lies on (RTCD 5.2.2): ISECT_FRONT when
 * N . c - offset > r |N|, ISECT_BACK when it is < -r |N|, else ISECT_STRADDLING. */
ISECT_API isect_side isect_classify_sphere3_plane3(const isect_sphere3 *sphere,
                                                   const isect_plane3 *plane);
/** As isect_test_sphere3_plane3 for the plane through a, b, c. */
ISECT_API bool isect_test_sphere3_plane3p(const isect_sphere3 *sphere, const isect_plane3p *plane);
/** As isect_classify_sphere3_plane3 for the plane through a, b, c. */
ISECT_API isect_side isect_classify_sphere3_plane3p(const isect_sphere3 *sphere,
                                                    const isect_plane3p *plane);

/** Does the closed axis-aligned box meet the plane (RTCD 5.2.3, TestAABBPlane)? Exact: the
 * box's corners nearest and farthest along the normal (chosen by the exact signs of its
 * components) are not strictly on one side. */
ISECT_API bool isect_test_aabb3_plane3(const isect_aabb3 *box, const isect_plane3 *plane);
/** Which side of the plane the closed axis-aligned box lies on: the sides of those two
 * corners. */
ISECT_API isect_side isect_classify_aabb3_plane3(const isect_aabb3 *box, const isect_plane3 *plane);
/** As isect_test_aabb3_plane3 for the plane through a, b, c. */
ISECT_API bool isect_test_aabb3_plane3p(const isect_aabb3 *box, const isect_plane3p *plane);
/** As isect_classify_aabb3_plane3 for the plane through a, b, c. */
ISECT_API isect_side isect_classify_aabb3_plane3p(const isect_aabb3 *box,
                                                  const isect_plane3p *plane);

/** Does the closed oriented box meet the plane (RTCD 5.2.3, TestOBBPlane, for the frame
 * box): |N . center - offset| <= sum_i half_i |N . e_i| / |D|, e_i = axis[i+1] x axis[i+2]
 * and D = axis[0] . e_0 (e_i = axis[i], D = 1 for exactly orthonormal axes: RTCD's
 * sum_i half_i |N . axis[i]|)? Exact. */
ISECT_API bool isect_test_obb3_plane3(const isect_obb3 *box, const isect_plane3 *plane);
/** Which side of the plane the closed oriented box lies on. */
ISECT_API isect_side isect_classify_obb3_plane3(const isect_obb3 *box, const isect_plane3 *plane);
/** As isect_test_obb3_plane3 for the plane through a, b, c. */
ISECT_API bool isect_test_obb3_plane3p(const isect_obb3 *box, const isect_plane3p *plane);
/** As isect_classify_obb3_plane3 for the plane through a, b, c. */
ISECT_API isect_side isect_classify_obb3_plane3p(const isect_obb3 *box, const isect_plane3p *plane);

/** Does the closed capsule meet the plane: does a point of its core segment lie within
 * radius of it (RTCD 5.2.2 on the core's ends: either end ball meeting the plane, or the
 * ends on opposite sides)? Exact. */
ISECT_API bool isect_test_capsule3_plane3(const isect_capsule3 *capsule, const isect_plane3 *plane);
/** Which side of the plane the closed capsule lies on: both end balls strictly on one
 * side put it there. */
ISECT_API isect_side isect_classify_capsule3_plane3(const isect_capsule3 *capsule,
                                                    const isect_plane3 *plane);
/** As isect_test_capsule3_plane3 for the plane through a, b, c. */
ISECT_API bool isect_test_capsule3_plane3p(const isect_capsule3 *capsule,
                                           const isect_plane3p *plane);
/** As isect_classify_capsule3_plane3 for the plane through a, b, c. */
ISECT_API isect_side isect_classify_capsule3_plane3p(const isect_capsule3 *capsule,
                                                     const isect_plane3p *plane);

/** Does the closed cone meet the plane (RTCD 5.2.4, cone against plane, for a cone given by
 * apex, base and radius)? Its extremes along N are the apex and the base
 * rim's points base +- r w / |w|, w the part of N perpendicular to the axis d = base -
 * apex, at N . base +- r |N x d| / |d|: decided exactly by squaring with signs. Exact. */
ISECT_API bool isect_test_cone3_plane3(const isect_cone3 *cone, const isect_plane3 *plane);
/** Which side of the plane the closed cone lies on: the apex and the whole base disc
 * strictly on one side. */
ISECT_API isect_side isect_classify_cone3_plane3(const isect_cone3 *cone,
                                                 const isect_plane3 *plane);
/** As isect_test_cone3_plane3 for the plane through a, b, c. */
ISECT_API bool isect_test_cone3_plane3p(const isect_cone3 *cone, const isect_plane3p *plane);
/** As isect_classify_cone3_plane3 for the plane through a, b, c. */
ISECT_API isect_side isect_classify_cone3_plane3p(const isect_cone3 *cone,
                                                  const isect_plane3p *plane);

/** Does the closed triangle meet the plane: are its vertices not all strictly on one side
 * (the exact signs of N . v - offset)? A triangle lying in the plane meets it. */
ISECT_API bool isect_test_tri3_plane3(const isect_tri3 *tri, const isect_plane3 *plane);
/** Which side of the plane the closed triangle lies on: its three vertices' sides. */
ISECT_API isect_side isect_classify_tri3_plane3(const isect_tri3 *tri, const isect_plane3 *plane);
/** As isect_test_tri3_plane3 for the plane through a, b, c (orient3d of each vertex). */
ISECT_API bool isect_test_tri3_plane3p(const isect_tri3 *tri, const isect_plane3p *plane);
/** As isect_classify_tri3_plane3 for the plane through a, b, c. */
ISECT_API isect_side isect_classify_tri3_plane3p(const isect_tri3 *tri, const isect_plane3p *plane);

/* ---- Contact of a solid and a plane --------------------------------------------------
 * The contact of isect_contact_result3 (isect/result.h), the solid first and the plane
 * second, the plane a surface as in the tests above: the solid is pushed back to the side
 * its centre lies on. With n = N / |N| (N the plane3's normal or (b - a) x (c - a)), s the
 * signed distance (N . c - o) / |N| of the solid's centre c (an AABB's (min + max) / 2,
 * never rounded for the decision) and R the solid's reach along n (a ball's radius; an
 * AABB's sum_i (max_i - min_i) / 2 |n_i|; an OBB's sum_i h_i |n . e_i| / |D| in its frame,
 * e_i = a_{i+1} x a_{i+2}, D = a_0 . e_0: sum_i h_i |n . a_i| for orthonormal axes):
 * - hit: the test's exact answer (isect_test_<solid>_plane3 / _plane3p): the closed solid
 *   meets the plane, touching counts (depth 0); a solid wholly on one side misses.
 * - normal = -sign(s) n, from the solid toward the plane; depth = R - |s| (>= 0 exactly
 *   when hit; < 0: the gap); moving the solid by -depth * normal leaves it touching the
 *   plane from its centre's side.
 * - point: the solid's deepest point along the normal (its support point: the ball's
 *   c + r normal, the box's corner, or the centre of its edge or face when that is
 *   parallel to the plane, decided exactly), moved back by depth / 2 along the normal:
 *   midway between the solid's surface and the plane.
 * - A centre exactly on the plane (decided exactly): pushed to the front, normal = -n,
 *   ISECT_AMBIGUOUS.
 * - A one-sided ground (a half-space, as physics engines' plane shapes) is not this
 *   query: for a centre in front of the plane the two agree; for a centre behind it the
 *   half-space's contact is normal -n and depth R + |s|, from the same s and R.
 * - Static: no parameter t. ISECT_DEGENERATE for a box with a zero extent; radius 0 is a
 *   point, not flagged.
 * - Accuracy (u the unit roundoff of isect_real, S the largest magnitude among the
 *   solid's centre, corners or half extents and the plane's distance |s|; measured
 *   against MPFR in docs/overlap.md): |depth - depth*| <= 20 u (S + r), each normal
 *   component within 20 u of the exact one and each point coordinate within 20 u (S + r).
 *   Values beyond the range saturate (ISECT_SATURATED).
 * - Invalid input (as the tests): the all-zero result with ISECT_INVALID. */

/** The contact of a ball and a plane (RTCD 5.2.2 with the contact above). */
ISECT_API isect_contact_result3 isect_find_sphere3_plane3(const isect_sphere3 *sphere,
                                                          const isect_plane3 *plane);
/** As isect_find_sphere3_plane3 for the plane through a, b, c. */
ISECT_API isect_contact_result3 isect_find_sphere3_plane3p(const isect_sphere3 *sphere,
                                                           const isect_plane3p *plane);
/** The contact of an axis-aligned box and a plane (RTCD 5.2.3 with the contact above),
 * from its corners (no centre or extent rounded for a decision). */
ISECT_API isect_contact_result3 isect_find_aabb3_plane3(const isect_aabb3 *box,
                                                        const isect_plane3 *plane);
/** As isect_find_aabb3_plane3 for the plane through a, b, c. */
ISECT_API isect_contact_result3 isect_find_aabb3_plane3p(const isect_aabb3 *box,
                                                         const isect_plane3p *plane);
/** The contact of an oriented box and a plane, in the box's frame (RTCD 5.2.3 with the
 * contact above). */
ISECT_API isect_contact_result3 isect_find_obb3_plane3(const isect_obb3 *box,
                                                       const isect_plane3 *plane);
/** As isect_find_obb3_plane3 for the plane through a, b, c. */
ISECT_API isect_contact_result3 isect_find_obb3_plane3p(const isect_obb3 *box,
                                                        const isect_plane3p *plane);

/* ---- Solids against a view frustum ----------------------------------------------------
 * A point, a ball, an axis-aligned box or an oriented box against an isect_frustum3 (six
 * planes with outward normals; the solid F is where dot(normal, x) <= offset for all
 * six), issue 14 item 3. Unlike the culling tests of renderers, which answer "maybe" for
 * a box that straddles two planes near a corner of the frustum without meeting it, these
 * answer exactly whether the closed solid and F share a point.
 * - The frustum is the intersection of its six closed half-spaces as given, whatever
 *   they bound: a half-space set that bounds an empty set meets nothing (every test
 *   false); one that bounds an unbounded set (parallel side planes, a missing far plane
 *   written as a copy of another plane, an orthographic or infinite projection) is
 *   answered as it is. The order of the planes does not matter to the tests.
 * - Touching counts (a box resting on a face, an edge or a corner of F, a ball tangent
 *   to a face); a solid wholly inside F, or F wholly inside the solid, overlaps.
 * - Exact (see "Exactness" in isect/isect.h), for every finite input; the solids are
 *   read as in the block above (the oriented box is box.h's frame box).
 * - Degenerate input is valid: radius 0 (the ball is its centre), zero extents.
 * - Invalid input (NULL, a NaN or infinite coordinate, a zero plane normal, a negative,
 *   NaN or infinite radius, min > max, a negative half extent, OBB axes not orthonormal
 *   within ISECT_AXIS_TOLERANCE -- isect_valid_frustum3 and the checks of isect/valid.h):
 *   false. */

/** The depth range of clip space that a projection matrix maps the view volume to. */
typedef enum isect_clip_depth {
    ISECT_CLIP_DEPTH_NEG_ONE_TO_ONE = 0, /**< OpenGL: -w <= z <= w (GLM's default) */
    ISECT_CLIP_DEPTH_ZERO_TO_ONE = 1     /**< Direct3D, Vulkan, Metal: 0 <= z <= w
                                              (GLM_FORCE_DEPTH_ZERO_TO_ONE) */
} isect_clip_depth;

/** The frustum of a 4x4 view-projection (or projection, or model-view-projection) matrix
 * m, stored column-major as OpenGL and GLM store it (element of row r and column c at
 * m[4 c + r]; a point x maps to clip coordinates m (x, 1)), by the method of Gribb and
 * Hartmann ("Fast Extraction of Viewing Frustum Planes from the World-View-Projection
 * Matrix", 2001): with R_i the rows of m, a point is inside when -w <= x_c <= w,
 * -w <= y_c <= w and (depth) -w <= z_c <= w or 0 <= z_c <= w, so the planes are
 * left R_3 + R_0, right R_3 - R_0, bottom R_3 + R_1, top R_3 - R_1, near R_3 + R_2
 * (R_2 alone for ISECT_CLIP_DEPTH_ZERO_TO_ONE), far R_3 - R_2, each P read as
 * P.xyz . x + P.w >= 0, i.e. the isect_plane3 with normal -P.xyz and offset P.w (outward
 * normals, not normalised). Each component of a row sum is the sum rounded once (in
 * isect_real); the tests above are exact for these rounded planes, not for the real
 * frustum of m. A point at infinity is not handled specially: a projection with an
 * infinite far plane gives a far plane with a zero normal (the frustum is then invalid
 * for the tests; replace that plane, e.g. by a copy of the near plane's, to drop it). m
 * NULL or not finite: every plane zero (invalid). */
ISECT_API isect_frustum3 isect_frustum3_from_matrix(const isect_real m[16], isect_clip_depth depth);

/** Is the point in the closed frustum: dot(normal, p) <= offset for each of the six
 * planes? Exact (the sign of each, isect_classify_point3_plane3). */
ISECT_API bool isect_test_point3_frustum3(isect_vec3 p, const isect_frustum3 *frustum);
/** Does the closed ball meet the closed frustum: is the distance from its centre to the
 * frustum at most its radius? Exact: the ball against each plane (RTCD 5.2.2; apart when
 * it lies wholly outside one), then, when the centre lies outside two or more planes the
 * ball straddles, the squared distance to the intersection of those planes as the exact
 * closest point of a hull by its planes computes it (isect_closest_point3_hull3, RTCD
 * 5.1.7 by half-spaces) against the squared radius. */
ISECT_API bool isect_test_sphere3_frustum3(const isect_sphere3 *sphere,
                                           const isect_frustum3 *frustum);
/** Does the closed axis-aligned box meet the closed frustum? Exact: the box against each
 * plane (the culling test, RTCD 5.2.3: apart when it lies wholly outside one; the planes it
 * lies wholly inside are dropped), then, when it straddles two or more, whether the box's
 * six half-spaces and the straddled planes have a common point, decided by exact Farkas
 * certificates on subsets of at most four (Helly's theorem). */
ISECT_API bool isect_test_aabb3_frustum3(const isect_aabb3 *box, const isect_frustum3 *frustum);
/** As isect_test_aabb3_frustum3 for the oriented box (the frame box of isect/box.h, its
 * half-spaces |(x - center) . axis[i]| <= half_i, so that no offset is rounded). */
ISECT_API bool isect_test_obb3_frustum3(const isect_obb3 *box, const isect_frustum3 *frustum);

/* ---- Solids against a convex hull -----------------------------------------------------
 * A ball, a plane, an axis-aligned box or a second hull against an isect_hull3 (issue 14
 * item 5), each answering exactly whether the closed solids share a point.
 * - The form read: the sphere and plane queries read the vertices when vert_count > 0
 *   (the hull is their convex hull; the planes are then ignored) and the planes
 *   otherwise; the box and hull-hull queries read only the planes (a hull with
 *   plane_count 0 is invalid for them: false; a vertex-only hull against a box or a hull
 *   needs GJK on a Minkowski difference, a later issue). By its planes the hull is the
 *   intersection of the closed half-spaces dot(normal, x) <= offset as given, whatever
 *   they bound: planes with no common point (an empty hull) meet nothing (test_* false,
 *   and the classify answer below); an unbounded set (a missing cap, a single plane) is
 *   answered as it is; redundant and repeated planes change nothing.
 * - Touching counts (a ball tangent to a face, an edge or a corner; a box resting on a
 *   face; hulls sharing only a vertex); one solid wholly inside the other overlaps.
 * - Exact (see "Exactness" in isect/isect.h) for every finite input, for any number of
 *   vertices and planes, with no allocation and no limit on the counts.
 * - Degenerate input is valid: radius 0 (the ball is its centre), zero box extents,
 *   coplanar, collinear or repeated vertices (the polygon, segment or point they span).
 * - Invalid input (NULL, a NaN or infinite coordinate, a zero plane normal, a negative,
 *   NaN or infinite radius, min > max, both counts 0 or a NULL array with a non-zero count
 *   -- isect_valid_hull3 and the checks of isect/valid.h): test_* false, classify
 *   ISECT_SIDE_INVALID.
 * - A plane given by three points (plane3p) is not offered: its normal is a rounded
 *   product, so the hull's planes together with its half-space are not exact plane3s. */

/** Does the closed ball meet the closed hull: dist(centre, hull) <= radius? Exact. By
 * vertices: the exact GJK loop of isect_closest_point3_hull3 (RTCD 9.5) finds the simplex
 * (a vertex, an edge or a triangle) holding the closest point, and the ball is tested
 * against it exactly (RTCD 5.2.7's test on the sign of dist^2 - r^2). By planes: the
 * exact certificate of the closest point of isect_closest_point3_hull3 by its planes
 * (RTCD 5.1.7 by half-spaces) and the sign of dist^2 - r^2 from it; not the textbook
 * "the centre's largest signed distance to a face is at most r", which is wrong near
 * edges and corners. An empty hull: false. */
ISECT_API bool isect_test_sphere3_hull3(const isect_sphere3 *sphere, const isect_hull3 *hull);
/** Does the plane meet the closed hull (the plane a surface, as in every plane test)?
 * Exact; test == (classify == ISECT_STRADDLING). */
ISECT_API bool isect_test_plane3_hull3(const isect_plane3 *plane, const isect_hull3 *hull);
/** Which side of the plane the closed hull lies on: ISECT_FRONT when every point has
 * dot(normal, x) > offset, ISECT_BACK when every point has < offset, ISECT_STRADDLING
 * when it meets the plane (touching included). By vertices: the exact side of each
 * vertex (RTCD 5.2.3's min and max of the dots, decided exactly). By planes: whether the
 * hull's planes with dot(normal, x) <= offset have a common point (some point on or
 * behind) and whether they have one with -dot(normal, x) <= -offset (on or in front),
 * each an exact emptiness decision. An empty hull lies vacuously on both sides: answered
 * ISECT_FRONT (and test false). */
ISECT_API isect_side isect_classify_plane3_hull3(const isect_plane3 *plane,
                                                 const isect_hull3 *hull);
/** Does the closed axis-aligned box meet the hull by its planes? Exact: the box's six
 * half-spaces x_i <= max_i, -x_i <= -min_i are exact planes, so the answer is whether
 * they and the hull's planes have a common point, decided by the exact closest-point loop
 * of isect_closest_point3_hull3 by planes (a float dual active-set proposal, certified
 * and repaired by exact signs; O(planes) per round), run from the box's centre. A hull
 * without planes: false. */
ISECT_API bool isect_test_aabb3_hull3(const isect_aabb3 *box, const isect_hull3 *hull);
/** Do two hulls by their planes meet? Exact: whether the union of both plane sets has a
 * common point, decided as for isect_test_aabb3_hull3. A hull without planes: false. */
ISECT_API bool isect_test_hull3_hull3(const isect_hull3 *a, const isect_hull3 *b);

#ifdef __cplusplus
}
#endif

#endif
