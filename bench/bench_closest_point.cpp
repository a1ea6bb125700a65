/* bench_closest_point.cpp -- what isect's closest point on a segment, ray or line costs.
 *
 * isect decides the region (start, end, between) exactly and constructs the point in
 * scaled double arithmetic. This measures ns per query for that next to (1) RTCD 5.1.2's
 * textbook version in plain floating point, inlined ("naive") and as a call into a
 * separate C file ("naive_call", bench/naive.c), and (2) GLM's closestPointOnLine (a
 * segment, despite the name; it normalises the direction, so a zero-length segment gives
 * NaN), plus the squared distance so that every row computes the same things. On points
 * exactly abeam of an end (integer geometry), the filter cannot certify the zero sign
 * and isect takes its exact path: the "abeam" rows show that price. hit_pct is the share
 * of cases whose closest point lies strictly between the ends.
 *
 * Lines, rays and segments in pairs (the rows closest_line3_line3, closest_line3_seg3,
 * closest_ray3_ray3, closest_ray3_seg3): isect next to RTCD 5.1.9's procedure with each
 * parameter's range in place of [0, 1], inlined ("naive"), on the segment pairs below read
 * as origin p0 and direction p1 - p0.
 *
 * Two segments, and capsules (the rows closest_seg3_seg3, test_capsule3_capsule3,
 * touch_capsule3_capsule3, closest_seg2_seg2, test_capsule2_capsule2): isect, whose region
 * choice and capsule answer are exact, next to the code a user would otherwise run:
 * - "naive": RTCD 5.1.9 ClosestPtSegmentSegment (its EPSILON guards the zero-length
 *   segments, denom != 0 the parallel case), and for capsules RTCD 4.5.1 (dist2 <= (ra +
 *   rb)^2 on it), inlined;
 * - "gte": Geometric Tools' robust segment distance (Eberly, "Robust Computation of
 *   Distance Between Line Segments", DistSegmentSegment.h ComputeRobust), written here from
 *   its description and inlined; its capsule row compares the distance with ra + rb as
 *   GT's TIQuery<Capsule3, Capsule3> does (which itself calls GT's non-robust version);
 * - "fcl": FCL 0.7's detail::closestPtSegmentSegment and detail::capsuleCapsuleDistance
 *   (dist <= 0), and "fcl_collide": fcl::collide on two capsule CollisionObjects (what an
 *   FCL user runs for "do they touch": GJK/MPR through libccd). FCL's headers declare the
 *   double versions extern templates, so these are calls into libfcl, not inlined;
 * - "ode": ODE 0.16's dClosestLineSegmentPoints (public API), and dCollide on two capsule
 *   geoms (dCollideCapsuleCapsule: the closest points, or its own near-parallel branch,
 *   then sqrt(dist2) > ra + rb means apart); calls into libode;
 * - "bullet": Bullet 3.24 (double build) has no public segment-segment function (its
 *   segmentsClosestPoints and capsuleCapsuleDistance are static in
 *   btConvexConvexAlgorithm.cpp), so only a capsule row: btGjkPairDetector on two
 *   btCapsuleShapeZ (GJK on the core segments, radii as margins), distance <= 0;
 * - "box2d": Box2D 2.4's b2Distance (GJK, float) on two 2-vertex proxies, with the radii
 *   and b2TestOverlap's rule (distance < 10 b2_epsilon) for the stadiums.
 * ODE, FCL and Bullet hold a capsule as a centre, a rotation whose z axis is the segment's
 * unit direction and a length, built here (untimed) from the end points; their rows read
 * those prebuilt objects. Peers compute in double (Box2D in float) whatever isect_real
 * is. Segments have end points uniform in [-10, 10]^3 (^2), capsules radii in [0, 3]
 * and half of the cases touching (decided by isect). The touch_ rows use integer
 * capsules whose core segments are exactly ra + rb apart, half of them touching and half
 * with rb one ulp smaller. The counter "disagree" is, over 10^6 further cases drawn the
 * same way (another seed), how many answers differ from the exact one (isect's for the
 * uniform cases, the construction's for the touch_ cases).
 *
 * A point and a triangle, spheres (discs) and triangles (the rows closest_point3_tri3,
 * closest_point2_tri2, test_sphere3_tri3, touch_sphere3_tri3, test_circle2_tri2,
 * touch_circle2_tri2): isect, whose region (vertex, edge, face) and touching answer are
 * exact, next to
 * - "naive": RTCD 5.1.5 ClosestPtPointTriangle (the d1..d6, va, vb, vc Voronoi tests; the
 *   same code in the plane), inlined, and as a call into bench/naive.c ("naive_call");
 *   for the tests RTCD 5.2.7 TestSphereTriangle, dist2 <= r^2 on it;
 * - "fcl": FCL 0.7's detail::Project<double>::projectTriangle (its GJK projection) for the
 *   closest point, and for the tests detail::sphereTriangleIntersect (what fcl::collide runs
 *   for a sphere and a triangle: strict, plane distance and edge distances < r + machine
 *   epsilon) and, as "fcl_distance", detail::sphereTriangleDistance (FCL's distance path,
 *   Eberly's region 0-6 formula from Geometric Tools: touching when dist2 <= r^2); calls
 *   into libfcl;
 * - "bullet": btVoronoiSimplexSolver::closestPtPointTriangle (public; RTCD 5.1.5's algorithm,
 *   GJK's sub-simplex step) and SphereTriangleDetector::collide with a contact breaking
 *   threshold of 0 (btSphereTriangleCollisionAlgorithm's test: strict, plane distance < r,
 *   then the face or an edge closer than r); calls into libBulletCollision;
 * - "box2d": Box2D 2.4's b2Distance (GJK, float) between a 1-vertex proxy (the point, or
 *   the disc with its radius) and a 3-vertex polygon proxy (Box2D has no triangle query),
 *   with b2TestOverlap's rule for the discs.
 * ODE has no public point- or sphere-triangle routine outside its trimesh collider. The
 * triangles have vertices within [-1, 1]^3 (^2) of a centre uniform in [-10, 10]^3 (^2),
 * the points (centres) lie within [-1.5, 1.5]^3 of it; the closest-point cases are a third
 * each nearest a vertex, an edge and the face (hit_pct: the face share), the sphere cases a
 * sixth each per region, touching or not (radii in [0, 1]), the disc cases half touching
 * (a sixth centred inside). The touch_ rows use integer triangles and centres exactly L
 * (an integer) from the triangle's closest vertex, edge point or face point, radius L for
 * half of them and L one ulp smaller for the other half; their "disagree" is split into
 * "missed" (touching, answered apart) and "false_hit" (one ulp apart, answered touching).
 *
 * Capsules (stadiums) and triangles, a point and a tetrahedron (the rows test_capsule3_tri3,
 * touch_capsule3_tri3, test_capsule2_tri2, closest_point3_tet3): isect, exact, next to
 * - "naive": RTCD 5.1.10's candidates, inlined: 0 when the segment crosses the triangle
 *   (RTCD 5.3.6 IntersectSegmentTriangle, made two-sided; none in the plane), else the least
 *   of ClosestPtPointTriangle for both ends and ClosestPtSegmentSegment against each edge,
 *   then dist2 <= r^2; for the tetrahedron RTCD 5.1.6 ClosestPtPointTetrahedron (the plane
 *   test for either winding, the nearest of the closest points of the faces p is outside
 *   of; the point, its squared distance, barycentric coordinates and feature, the
 *   coordinates left out inside as in the book), inlined and as a call into bench/naive.c
 *   ("naive_call");
 * - "fcl": FCL 0.7 has no capsule-triangle routine: GJKSolver_libccd::shapeTriangleIntersect
 *   (libccd's MPR on the support functions, with the solver's default tolerance eps^(7/8)),
 *   "fcl_distance": its shapeTriangleDistance (libccd's GJK distance, touching when it
 *   reports the shapes not separated or a distance <= 0), and "fcl_collide": fcl::collide on
 *   the capsule and a one-triangle BVHModel<OBBRSS> (FCL's way to hold triangles; its
 *   TriangleP shape has no entry in collide's table), which runs the same MPR but with the
 *   request's gjk_tolerance (1e-6) as its tolerance;
 * - "bullet": btGjkPairDetector on a btCapsuleShapeZ and a btTriangleShape of margin 0 (a
 *   triangle mesh's), as the capsule rows, distance <= 0; for the tetrahedron
 *   btVoronoiSimplexSolver::closestPtPointTetrahedron (public, RTCD 5.1.6 with a flatness
 *   guard; GJK's sub-simplex step, reading no solver state);
 * - "box2d": b2Distance (float) between a 2-vertex proxy with the radius and the triangle's
 *   3-vertex proxy, with b2TestOverlap's rule.
 * The triangles are drawn as above, the capsules' core ends within [-2, 2]^3 (^2) of the
 * triangle's centre with radii in [0, 0.5], half of the cases touching (by isect); the touch_
 * row's integer capsules have a core exactly L from the triangle, reached at the core's end
 * against a vertex, an edge or the face, or at its interior against a vertex, across an edge
 * or parallel to the face (a sixth each), radius L or L one ulp smaller. The tetrahedra have
 * vertices within [-1, 1]^3 of a centre uniform in [-10, 10]^3, the points lie within
 * [-1.5, 1.5]^3 of it, a quarter each nearest a vertex, an edge, a face, and inside
 * (hit_pct: the inside share). ODE's capsule-triangle test lives in its trimesh collider only.
 *
 * A point against a round solid or a convex polygon (the rows closest_point3_capsule3,
 * closest_point3_cylinder3, closest_point3_cone3, closest_point2_capsule2,
 * closest_point2_poly2 and their touch_ rows): isect, whose region (which boundary piece)
 * is exact, next to
 * - "naive": the textbook formulas, inlined: for capsules RTCD 5.1.2 ClosestPtPointSegment
 *   on the core, then the radius toward p; for the cylinder the axial parameter clamped to
 *   [0, 1] and the radial distance to r; for the cone the half-plane through the axis and
 *   p, where the cone is a triangle, and RTCD 5.1.5 ClosestPtPointTriangle in that plane;
 *   for the polygon (counterclockwise) a loop over the vertices and edges with RTCD
 *   5.1.5's Voronoi tests (a vertex's normal cone, then an edge's slab beyond the edge),
 *   else inside;
 * - "fcl": GJKSolver_libccd::shapeDistance (what fcl::distance runs) between a sphere of
 *   radius 0 at p and the fcl::Capsuled, Cylinderd or Coned: detail::sphereCapsuleDistance,
 *   detail::sphereCylinderDistance, and libccd's GJK for the cone; calls into libfcl;
 * - "bullet": btGjkPairDetector (GJK, EPA when they overlap) between a btSphereShape of
 *   radius 0 at p and a btCapsuleShapeZ, btCylinderShapeZ or btConeShapeZ (the last two
 *   with their collision margin set to 0, the exact solid);
 * - "box2d": b2Distance (GJK, float) between a 1-vertex proxy (the point) and the
 *   capsule's 2-vertex proxy with its radius, or the polygon's n-vertex proxy (n <= 8,
 *   b2_maxPolygonVertices), radii used.
 * Every row returns the closest point and the squared distance ("inside": p its own
 * closest point, distance 0; hit_pct: the inside share). The uniform cases have axis ends
 * within [-2, 2]^3 (^2) of a centre uniform in [-10, 10]^3 (^2), radii in [0.2, 1.5] (the
 * cone's in [0.2, 2]), the point within [-3, 3]^3 (^2) of the centre, and equal shares of
 * each region by isect's answer (inside, and each kind of boundary piece: the side and the
 * ends of a capsule; the side, caps and rims of a cylinder; the apex, slant, base and rim
 * of a cone); the polygons 3 to 8 vertices on a turned ellipse, counterclockwise, a third
 * each of points nearest a vertex, an edge, inside. The touch_ rows use integer solids and
 * points exactly on the boundary (a capsule's side or end cap, a cylinder's side or rim, a
 * cone's slant or rim: the point at an integer distance L, from a Pythagorean quadruple,
 * perpendicular to an integer axis), half of them with the radius L one ulp smaller, and
 * integer convex polygons with p the midpoint of an edge or moved one ulp outward; their
 * "missed" counts points on the boundary answered outside (distance > 0), "false_hit"
 * points one ulp outside answered inside (distance 0). isect is exact about the region and
 * within 16 u S about the distance, so its "missed" is 0 by contract and a "false_hit" is
 * a distance below its rounding (the closest query is not an exact inside test; the
 * classify queries are). FCL is left out of the cone's touch_ row (see touch3_rows).
 *
 * A segment or a triangle against a triangle, a segment against a box (the rows
 * closest_seg3_tri3, closest_tri3_tri3, closest_seg3_aabb3 and their touch_ rows): isect,
 * whose features are exact and whose least candidate is chosen exactly, next to
 * - "naive": RTCD 5.1.10 inlined (the crossing point if RTCD 5.3.6's two-sided
 *   IntersectSegmentTriangle finds one, else the least of ClosestPtPointTriangle for both
 *   ends and ClosestPtSegmentSegment against each edge), RTCD 5.1.11 the same way for two
 *   triangles (six crossing tests, six vertices against the other triangle, nine edge
 *   pairs), and for the box the minimum over the segment's parameter of the clamped squared
 *   distance, a convex piecewise quadratic (its breakpoints where a coordinate crosses a
 *   face's plane, the piece where its slope changes sign, the vertex of that piece);
 * - "fcl": FCL 0.7's detail::TriangleDistance::triDistance (PQP's TriDist, what FCL's
 *   mesh-mesh distance runs per triangle pair; the segment as the degenerate triangle p0 p1
 *   p1, FCL having no segment-triangle query), and for the box GJKSolver_libccd::
 *   shapeDistance between a Capsuled of radius 0 and a Boxd (libccd's GJK, what
 *   fcl::distance runs); "fcl_gjk": GJKSolver_libccd::shapeTriangleDistance between the
 *   capsule of radius 0 and the triangle (libccd's GJK);
 * - "bullet": btGjkPairDetector (GJK, EPA when they overlap) between a btCapsuleShapeZ of
 *   radius 0 (the segment), btTriangleShape's and a btBoxShape, every margin 0.
 * The capsules are held as a centre, a rotation and a length (CapsuleFrame), so FCL's and
 * Bullet's segments are the input's up to the rounding of that frame. Every row returns the
 * closest points and the squared distance; hit_pct is the share meeting (distance 0). The
 * uniform cases: unit-size triangles as above with segment ends within [-2, 2]^3 of the
 * triangle's centre, or a second triangle within [-1.5, 1.5]^3 of it; boxes of half extents
 * in [0.2, 1.5] with segment ends within [-3, 3]^3 of the centre; half of them meeting (by
 * isect), and "disagree" counts, over 10^6 further cases, the answers to "do they meet"
 * that differ from isect's exact one. The touch_ rows use integer shapes touching at an
 * integer point x: the triangle built around x with an integer w in its normal cone there
 * (x a vertex, an edge point or a face point), the segment ending at x or passing through
 * it in the plane normal to w (across the edge, lying in the face), the second triangle
 * built around x with -w; the box's x on a face, an edge or a corner with w in its normal
 * cone; half of them then moved off by one ulp (both ends, or the second triangle's
 * vertices, one ulp in a coordinate along which w points), which separates them. Their
 * "missed" counts touching cases answered apart (distance > 0), "false_hit" the one-ulp
 * cases answered meeting. FCL's libccd GJK is left out of the touch_ rows (see
 * touch_pair_rows). */
#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <memory>
#include <type_traits>
#include <vector>

#include "common.hpp"
#include "peer_ode.hpp"
#include "isect/closest_point.h"
#include "naive.h"

#ifdef ISECT_BENCH_HAVE_FCL
#include <fcl/geometry/bvh/BVH_model.h>
#include <fcl/math/bv/OBBRSS.h>
#include <fcl/math/detail/project.h>
#include <fcl/narrowphase/collision.h>
#include <fcl/narrowphase/detail/gjk_solver_libccd.h>
#include <fcl/narrowphase/detail/primitive_shape_algorithm/capsule_capsule.h>
#include <fcl/narrowphase/detail/primitive_shape_algorithm/sphere_triangle.h>
#include <fcl/narrowphase/detail/primitive_shape_algorithm/triangle_distance.h>
#endif
#ifdef ISECT_BENCH_HAVE_BULLET
#include <BulletCollision/CollisionDispatch/SphereTriangleDetector.h>
#include <BulletCollision/CollisionShapes/btBoxShape.h>
#include <BulletCollision/CollisionShapes/btCapsuleShape.h>
#include <BulletCollision/CollisionShapes/btConeShape.h>
#include <BulletCollision/CollisionShapes/btConvexHullShape.h>
#include <BulletCollision/CollisionShapes/btCylinderShape.h>
#include <BulletCollision/CollisionShapes/btSphereShape.h>
#include <BulletCollision/CollisionShapes/btTriangleShape.h>
#include <BulletCollision/NarrowPhaseCollision/btGjkEpaPenetrationDepthSolver.h>
#include <BulletCollision/NarrowPhaseCollision/btGjkPairDetector.h>
#include <BulletCollision/NarrowPhaseCollision/btPointCollector.h>
#include <LinearMath/btGeometryUtil.h>
#include <BulletCollision/NarrowPhaseCollision/btVoronoiSimplexSolver.h>
#endif
#ifdef ISECT_BENCH_HAVE_BOX2D
#include <box2d/b2_distance.h>
#endif

// The share of "hits" reported by measure(): the closest point lies between the ends.
// (Global namespace: found by argument-dependent lookup for isect's result types.)
inline bool is_hit(const isect_closest_result3 &r) {
    return r.t > 0 && r.t < 1;
}

inline bool is_hit(const isect_closest_result2 &r) {
    return r.t > 0 && r.t < 1;
}

// For a point against a triangle: the closest point lies in the open face.
inline bool is_hit(const isect_closest_feature_result3 &r) {
    return r.feature_b.kind == ISECT_FEATURE_FACE;
}

inline bool is_hit(const isect_closest_feature_result2 &r) {
    return r.feature_b.kind == ISECT_FEATURE_FACE;
}

namespace {

using namespace isect_bench;

constexpr std::uint64_t kSeed = 0xc105e; // positions in [-10, 10], directions in [-4, 4]

struct Seg3Case {
    isect_vec3 p;
    isect_seg3 seg;
};

struct Seg2Case {
    isect_vec2 p;
    isect_seg2 seg;
};

struct Ray3Case {
    isect_vec3 p;
    isect_ray3 ray;
};

struct Line3Case {
    isect_vec3 p;
    isect_line3 line;
};

Seg3Case draw_seg3(Uniform &u) {
    return {point3(u), {point3(u), point3(u)}};
}

Seg2Case draw_seg2(Uniform &u) {
    return {point2(u), {point2(u), point2(u)}};
}

Ray3Case draw_ray3(Uniform &u) {
    isect_vec3 dir = point3(u, -4, 4);
    return {point3(u), {point3(u), dir}};
}

// The line through a ray (the line rows visit the rays' points and lines).
Line3Case line_of(const Ray3Case &c) {
    return {c.p, {c.ray.origin, c.ray.dir}};
}

// p exactly abeam of an end: p = end + w with w an integer vector perpendicular to the
// integer direction d = p1 - p0 (w = d x e for a random axis e). The exact parameter is
// 0 or 1, the filter cannot certify a zero sign, so the exact path runs every time.
std::vector<Seg3Case> make_abeam_seg3(Uniform &u) {
    std::vector<Seg3Case> cases(case_count());
    for (Seg3Case &c : cases) {
        int a[3], d[3], w[3];
        do {
            for (int i = 0; i < 3; i++) {
                a[i] = u.int_in(-10, 10);
                d[i] = u.int_in(-6, 6);
            }
            int e = u.int_in(0, 2), ex = e == 0, ey = e == 1, ez = e == 2;
            w[0] = d[1] * ez - d[2] * ey;
            w[1] = d[2] * ex - d[0] * ez;
            w[2] = d[0] * ey - d[1] * ex;
        } while (w[0] == 0 && w[1] == 0 && w[2] == 0);
        int at_end = u.int_in(0, 1);
        c.seg.p0 = {real(a[0]), real(a[1]), real(a[2])};
        c.seg.p1 = {real(a[0] + d[0]), real(a[1] + d[1]), real(a[2] + d[2])};
        c.p = {real(a[0] + at_end * d[0] + w[0]), real(a[1] + at_end * d[1] + w[1]),
               real(a[2] + at_end * d[2] + w[2])};
    }
    return cases;
}

/* ---- Naive: RTCD 5.1.2 inlined ---------------------------------------------------- */

inline isect_closest_result3 naive_closest_seg3(const isect_vec3 &p, const isect_seg3 &seg) {
    isect_closest_result3 r{};
    const isect_vec3 &a = seg.p0, &b = seg.p1;
    real dx = b.x - a.x, dy = b.y - a.y, dz = b.z - a.z;
    real t = (p.x - a.x) * dx + (p.y - a.y) * dy + (p.z - a.z) * dz;
    if (t <= 0) {
        r.point_b = a;
    } else {
        real dd = dx * dx + dy * dy + dz * dz;
        if (t >= dd) {
            r.t = 1;
            r.point_b = b;
        } else {
            r.t = t / dd;
            r.point_b = {a.x + r.t * dx, a.y + r.t * dy, a.z + r.t * dz};
        }
    }
    real ex = p.x - r.point_b.x, ey = p.y - r.point_b.y, ez = p.z - r.point_b.z;
    r.dist_sq = ex * ex + ey * ey + ez * ez;
    r.point_a = p;
    return r;
}

inline isect_closest_result2 naive_closest_seg2(const isect_vec2 &p, const isect_seg2 &seg) {
    isect_closest_result2 r{};
    const isect_vec2 &a = seg.p0, &b = seg.p1;
    real dx = b.x - a.x, dy = b.y - a.y;
    real t = (p.x - a.x) * dx + (p.y - a.y) * dy;
    if (t <= 0) {
        r.point_b = a;
    } else {
        real dd = dx * dx + dy * dy;
        if (t >= dd) {
            r.t = 1;
            r.point_b = b;
        } else {
            r.t = t / dd;
            r.point_b = {a.x + r.t * dx, a.y + r.t * dy};
        }
    }
    real ex = p.x - r.point_b.x, ey = p.y - r.point_b.y;
    r.dist_sq = ex * ex + ey * ey;
    r.point_a = p;
    return r;
}

// Rays and lines: t = (p - o).d / d.d (clamped at 0 for a ray; d == 0 gives the origin).
inline isect_closest_result3 naive_closest_lin3(const isect_vec3 &p, const isect_vec3 &o,
                                                const isect_vec3 &d, bool ray) {
    isect_closest_result3 r{};
    real dd = d.x * d.x + d.y * d.y + d.z * d.z;
    real t = dd > 0 ? ((p.x - o.x) * d.x + (p.y - o.y) * d.y + (p.z - o.z) * d.z) / dd : 0;
    r.t = ray && t < 0 ? 0 : t;
    r.point_b = {o.x + r.t * d.x, o.y + r.t * d.y, o.z + r.t * d.z};
    real ex = p.x - r.point_b.x, ey = p.y - r.point_b.y, ez = p.z - r.point_b.z;
    r.dist_sq = ex * ex + ey * ey + ez * ez;
    r.point_a = p;
    return r;
}

/* ---- GLM: closestPointOnLine, plus the squared distance --------------------------- */

#ifdef ISECT_BENCH_HAVE_GLM
struct GlmSeg3Case {
    GlmVec3 p, a, b;
};

struct GlmSeg2Case {
    GlmVec2 p, a, b;
};

struct GlmClosest {
    bool hit; // strictly between the ends (for hit_pct)
    real dist_sq;
    real x, y, z;
};

GlmSeg3Case glm_of(const Seg3Case &c) {
    return {to_glm(c.p), to_glm(c.seg.p0), to_glm(c.seg.p1)};
}

GlmSeg2Case glm_of(const Seg2Case &c) {
    return {to_glm(c.p), to_glm(c.seg.p0), to_glm(c.seg.p1)};
}
#endif

/* ---- Two segments and capsules: cases ------------------------------------------------ */

constexpr std::uint64_t kPairSeed = 0x5e95e9; // the timed cases of the rows below
constexpr std::uint64_t kCheckSeed = 0xc4ec4; // the 10^6 cases behind "disagree"
constexpr std::size_t kCheckCount = 1000000;

struct SegSeg3Case {
    isect_seg3 a, b;
};

struct SegSeg2Case {
    isect_seg2 a, b;
};

// The same pairs as lines, rays and segments: origin p0, direction p1 - p0.
struct LinPair3Case {
    isect_line3 la, lb;
    isect_ray3 ra, rb;
    isect_seg3 sb;
};

struct LinPair2Case {
    isect_line2 la, lb;
    isect_ray2 ra, rb;
    isect_seg2 sb;
};

LinPair2Case lin_pair2_of(const SegSeg2Case &c) {
    isect_vec2 da{c.a.p1.x - c.a.p0.x, c.a.p1.y - c.a.p0.y};
    isect_vec2 db{c.b.p1.x - c.b.p0.x, c.b.p1.y - c.b.p0.y};
    return {{c.a.p0, da}, {c.b.p0, db}, {c.a.p0, da}, {c.b.p0, db}, c.b};
}

LinPair3Case lin_pair_of(const SegSeg3Case &c) {
    isect_vec3 da{c.a.p1.x - c.a.p0.x, c.a.p1.y - c.a.p0.y, c.a.p1.z - c.a.p0.z};
    isect_vec3 db{c.b.p1.x - c.b.p0.x, c.b.p1.y - c.b.p0.y, c.b.p1.z - c.b.p0.z};
    return {{c.a.p0, da}, {c.b.p0, db}, {c.a.p0, da}, {c.b.p0, db}, c.b};
}

struct CapsulePair3 {
    isect_capsule3 a, b;
    bool touch; // the exact answer, for the constructed touch_ cases
};

struct CapsulePair2 {
    isect_capsule2 a, b;
};

SegSeg3Case draw_seg_seg3(Uniform &u) {
    return {{point3(u), point3(u)}, {point3(u), point3(u)}};
}

SegSeg2Case draw_seg_seg2(Uniform &u) {
    return {{point2(u), point2(u)}, {point2(u), point2(u)}};
}

CapsulePair3 draw_capsules3(Uniform &u) {
    CapsulePair3 c{};
    c.a = {point3(u), point3(u), real(u.real_in(0, 3))};
    c.b = {point3(u), point3(u), real(u.real_in(0, 3))};
    return c;
}

CapsulePair2 draw_capsules2(Uniform &u) {
    return {{point2(u), point2(u), real(u.real_in(0, 3))},
            {point2(u), point2(u), real(u.real_in(0, 3))}};
}

bool isect_touch3(const CapsulePair3 &c) {
    return isect_test_capsule3_capsule3(&c.a, &c.b);
}

bool built_touch3(const CapsulePair3 &c) {
    return c.touch;
}

// Two capsules whose core segments are exactly ra + rb apart: w, an integer vector of
// integer length L (a Pythagorean quadruple, permuted, signs flipped), joins the closest
// points m and m + w of two segments along integer directions da = w x e1, db = w x e2
// (perpendicular to w, not parallel), each segment reaching 0 to 2 steps from m (or m + w)
// either way, so the closest points are interior or ends. ra = L k / 8, rb = L - ra
// (exact); half of the cases take rb one ulp smaller, so that they miss by that ulp.
// Pythagorean quadruples (a^2 + b^2 + c^2 = L^2, L last) and the orders of three axes.
const int kQuads[10][4] = {{1, 2, 2, 3},   {2, 3, 6, 7},   {1, 4, 8, 9}, {4, 4, 7, 9},
                           {2, 6, 9, 11},  {6, 6, 7, 11},  {0, 3, 4, 5}, {0, 5, 12, 13},
                           {3, 4, 12, 13}, {2, 10, 11, 15}};
const int kPerms3[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};

CapsulePair3 draw_touching_capsules3(Uniform &u) {
    const int *q = kQuads[u.int_in(0, 9)];
    const int *perm = kPerms3[u.int_in(0, 5)];
    long w[3], da[3], db[3], m[3];
    for (int i = 0; i < 3; i++)
        w[i] = q[perm[i]] * (u.int_in(0, 1) ? 1 : -1);
    auto cross = [](const long *x, const long *y, long *out) {
        out[0] = x[1] * y[2] - x[2] * y[1];
        out[1] = x[2] * y[0] - x[0] * y[2];
        out[2] = x[0] * y[1] - x[1] * y[0];
    };
    for (;;) {
        long e1[3], e2[3], n[3];
        for (int i = 0; i < 3; i++) {
            e1[i] = u.int_in(-2, 2);
            e2[i] = u.int_in(-2, 2);
        }
        cross(w, e1, da);
        cross(w, e2, db);
        cross(da, db, n);
        if (n[0] != 0 || n[1] != 0 || n[2] != 0) // so da, db != 0 and not parallel
            break;
    }
    for (long &mi : m)
        mi = u.int_in(-5, 5);
    int back_a, ahead_a, back_b, ahead_b;
    do {
        back_a = u.int_in(0, 2);
        ahead_a = u.int_in(0, 2);
    } while (back_a + ahead_a == 0);
    do {
        back_b = u.int_in(0, 2);
        ahead_b = u.int_in(0, 2);
    } while (back_b + ahead_b == 0);
    auto at = [](const long *base, const long *dir, long steps, const long *offset) {
        return isect_vec3{real(base[0] + offset[0] + steps * dir[0]),
                          real(base[1] + offset[1] + steps * dir[1]),
                          real(base[2] + offset[2] + steps * dir[2])};
    };
    const long none[3] = {0, 0, 0};
    CapsulePair3 c{};
    c.a.p0 = at(m, da, -back_a, none);
    c.a.p1 = at(m, da, ahead_a, none);
    c.b.p0 = at(m, db, -back_b, w);
    c.b.p1 = at(m, db, ahead_b, w);
    real length = real(q[3]);
    c.a.radius = length * real(u.int_in(1, 7)) / 8;
    c.b.radius = length - c.a.radius;
    c.touch = u.int_in(0, 1) == 1;
    if (!c.touch)
        c.b.radius = std::nextafter(c.b.radius, real(0));
    return c;
}

/* ---- Vector helpers for the inlined baselines ----------------------------------------- */

inline real v_dot(const isect_vec3 &a, const isect_vec3 &b) {
    return a.x * b.x + a.y * b.y + a.z * b.z;
}

inline real v_dot(const isect_vec2 &a, const isect_vec2 &b) {
    return a.x * b.x + a.y * b.y;
}

inline isect_vec3 v_sub(const isect_vec3 &a, const isect_vec3 &b) {
    return {a.x - b.x, a.y - b.y, a.z - b.z};
}

inline isect_vec2 v_sub(const isect_vec2 &a, const isect_vec2 &b) {
    return {a.x - b.x, a.y - b.y};
}

// p + s d (RTCD's form of a point on a segment)
inline isect_vec3 v_along(const isect_vec3 &p, const isect_vec3 &d, real s) {
    return {p.x + s * d.x, p.y + s * d.y, p.z + s * d.z};
}

inline isect_vec2 v_along(const isect_vec2 &p, const isect_vec2 &d, real s) {
    return {p.x + s * d.x, p.y + s * d.y};
}

// (1 - s) p + s q (GT's form: exactly p at s = 0 and q at s = 1)
inline isect_vec3 v_mix(const isect_vec3 &p, const isect_vec3 &q, real s) {
    real r = 1 - s;
    return {r * p.x + s * q.x, r * p.y + s * q.y, r * p.z + s * q.z};
}

inline isect_vec2 v_mix(const isect_vec2 &p, const isect_vec2 &q, real s) {
    real r = 1 - s;
    return {r * p.x + s * q.x, r * p.y + s * q.y};
}

template <class V> struct ClosestOf;
template <> struct ClosestOf<isect_vec3> { using type = isect_closest_result3; };
template <> struct ClosestOf<isect_vec2> { using type = isect_closest_result2; };

inline real clamp01(real x) {
    return x < 0 ? real(0) : x > 1 ? real(1) : x;
}

// The closest pair's answer at parameters s on p1 + s d1 and t on p2 + t d2.
template <class V>
typename ClosestOf<V>::type pair_at(const V &p1, const V &d1, real s, const V &p2, const V &d2,
                                    real t) {
    typename ClosestOf<V>::type r{};
    r.s = s;
    r.t = t;
    r.point_a = v_along(p1, d1, s);
    r.point_b = v_along(p2, d2, t);
    V diff = v_sub(r.point_a, r.point_b);
    r.dist_sq = v_dot(diff, diff);
    return r;
}

/* ---- Naive: RTCD 5.1.9 ClosestPtSegmentSegment, RTCD 4.5.1 TestCapsuleCapsule ------------- */

// The book leaves EPSILON's value to the reader; the machine epsilon is the usual pick.
// It only decides which segments count as points (squared length <= EPSILON); the
// parallel case is denom == 0, exactly as printed.
constexpr real kRtcdEpsilon = std::numeric_limits<real>::epsilon();

template <class V>
typename ClosestOf<V>::type rtcd_closest_seg_seg(const V &p1, const V &q1, const V &p2,
                                                 const V &q2) {
    V d1 = v_sub(q1, p1), d2 = v_sub(q2, p2), w = v_sub(p1, p2);
    real a = v_dot(d1, d1), e = v_dot(d2, d2), f = v_dot(d2, w);
    real s = 0, t = 0;
    if (a <= kRtcdEpsilon && e <= kRtcdEpsilon) {
        // both points: s = t = 0
    } else if (a <= kRtcdEpsilon) {
        t = clamp01(f / e);
    } else {
        real c = v_dot(d1, w);
        if (e <= kRtcdEpsilon) {
            s = clamp01(-c / a);
        } else {
            real b = v_dot(d1, d2), denom = a * e - b * b;
            s = denom != 0 ? clamp01((b * f - c * e) / denom) : real(0);
            t = (b * s + f) / e;
            if (t < 0) {
                t = 0;
                s = clamp01(-c / a);
            } else if (t > 1) {
                t = 1;
                s = clamp01((b - c) / a);
            }
        }
    }
    return pair_at(p1, d1, s, p2, d2, t);
}

// RTCD 5.1.9's procedure with each parameter's range [lo, hi] in place of [0, 1] (a line
// (-inf, inf), a ray [0, inf)): s from the two lines, clamped; t from s, clamped, then s
// again from t. Origins p, directions d (non-zero here: the cases have distinct ends).
inline real clamp_to(real x, real lo, real hi) {
    return x < lo ? lo : x > hi ? hi : x;
}

template <class V>
typename ClosestOf<V>::type naive_closest_lin_lin(const V &p1, const V &d1, real lo1, real hi1,
                                                  const V &p2, const V &d2, real lo2, real hi2) {
    V w = v_sub(p1, p2);
    real a = v_dot(d1, d1), e = v_dot(d2, d2), b = v_dot(d1, d2);
    real c = v_dot(d1, w), f = v_dot(d2, w), denom = a * e - b * b;
    real s = clamp_to(denom != 0 ? (b * f - c * e) / denom : real(0), lo1, hi1);
    real t = (b * s + f) / e;
    if (t < lo2 || t > hi2) {
        t = clamp_to(t, lo2, hi2);
        s = clamp_to((b * t - c) / a, lo1, hi1);
    }
    return pair_at(p1, d1, s, p2, d2, t);
}

constexpr real kInf = std::numeric_limits<real>::infinity();

inline bool rtcd_test_capsules(const isect_capsule3 &a, const isect_capsule3 &b) {
    real dist2 = rtcd_closest_seg_seg(a.p0, a.p1, b.p0, b.p1).dist_sq;
    real radius = a.radius + b.radius;
    return dist2 <= radius * radius;
}

inline bool rtcd_test_capsules(const isect_capsule2 &a, const isect_capsule2 &b) {
    real dist2 = rtcd_closest_seg_seg(a.p0, a.p1, b.p0, b.p1).dist_sq;
    real radius = a.radius + b.radius;
    return dist2 <= radius * radius;
}

/* ---- GT: Eberly's robust segment distance ------------------------------------------------
 *
 * R(s, t) = |p(s) - q(t)|^2 = a s^2 - 2 b s t + c t^2 + 2 d s - 2 e t + |p0 - q0|^2 over the
 * unit square, with half partials Rs = a s - b t + d and Rt = -b s + c t - e. The minimum
 * lies on the line Rs = 0 (the conjugate direction of the s axis) clipped to the square,
 * or on the side s = 0 or s = 1 where that line leaves the square or misses it: find where
 * Rs = 0 crosses t = 0 and t = 1, clip, then minimise R along the clipped piece by the sign
 * of Rt at its ends (no division by the determinant a c - b^2, which vanishes for parallel
 * segments). Every quotient is clamped into [0, 1] (to 1/2 where rounding throws it out),
 * so near-parallel and near-degenerate segments give a finite, nearly optimal pair. */

// The zero of h(z) = h0 + slope z on [0, 1] with h(1) = h1: 0 if h0 >= 0, 1 if h1 <= 0.
inline real gte_root(real slope, real h0, real h1) {
    if (h0 >= 0)
        return 0;
    if (h1 <= 0)
        return 1;
    real z = -h0 / slope;
    return z > 1 ? real(0.5) : z;
}

// Where the line Rs = 0 meets the square's boundary: on side s = 0 (0), s = 1 (1), or
// at (s_edge, t_edge) on the edge t = t_edge (2), as the clamped root s_edge classifies.
struct GteEnd {
    real s, t;
    int side;
};

inline GteEnd gte_end(real s_edge, real t_edge, real b, real rs00, real rs10) {
    if (s_edge > 0 && s_edge < 1)
        return {s_edge, t_edge, 2};
    bool at_one = s_edge >= 1;
    real t = (at_one ? rs10 : rs00) / b;
    if (!(t >= 0 && t <= 1))
        t = real(0.5);
    return {at_one ? real(1) : real(0), t, at_one ? 1 : 0};
}

template <class V>
typename ClosestOf<V>::type gte_closest_seg_seg(const V &p0, const V &p1, const V &q0,
                                                const V &q1) {
    V dp = v_sub(p1, p0), dq = v_sub(q1, q0), w = v_sub(p0, q0);
    real a = v_dot(dp, dp), b = v_dot(dp, dq), c = v_dot(dq, dq);
    real d = v_dot(dp, w), e = v_dot(dq, w);
    real rs00 = d, rs10 = d + a, rs01 = d - b, rs11 = d + a - b;   // Rs at the corners (s, t)
    real rt00 = -e, rt10 = -e - b, rt01 = c - e, rt11 = c - e - b; // Rt likewise
    real s = 0, t = 0;
    // The minimum along a side s = 0 or s = 1 of the square.
    auto on_side = [&](int side) {
        s = real(side);
        t = side ? gte_root(c, rt10, rt11) : gte_root(c, rt00, rt01);
    };
    if (a > 0 && c > 0) {
        real s_low = gte_root(a, rs00, rs10), s_high = gte_root(a, rs01, rs11);
        if (s_low <= 0 && s_high <= 0) {
            on_side(0);
        } else if (s_low >= 1 && s_high >= 1) {
            on_side(1);
        } else {
            GteEnd from = gte_end(s_low, 0, b, rs00, rs10), to = gte_end(s_high, 1, b, rs00, rs10);
            // Along from -> to, R changes as rise * Rt (rise: the change in t).
            real rise = to.t - from.t;
            real h_from = rise * (-b * from.s + c * from.t - e);
            real h_to = rise * (-b * to.s + c * to.t - e);
            if (h_from >= 0) {
                if (from.side < 2)
                    on_side(from.side);
                else
                    s = from.s, t = from.t;
            } else if (h_to <= 0) {
                if (to.side < 2)
                    on_side(to.side);
                else
                    s = to.s, t = to.t;
            } else {
                real z = std::min(std::max(h_from / (h_from - h_to), real(0)), real(1));
                s = (1 - z) * from.s + z * to.s;
                t = (1 - z) * from.t + z * to.t;
            }
        }
    } else if (a > 0) {
        s = gte_root(a, rs00, rs10);
    } else if (c > 0) {
        t = gte_root(c, rt00, rt01);
    }
    typename ClosestOf<V>::type r{};
    r.s = s;
    r.t = t;
    r.point_a = v_mix(p0, p1, s);
    r.point_b = v_mix(q0, q1, t);
    V diff = v_sub(r.point_a, r.point_b);
    r.dist_sq = v_dot(diff, diff);
    return r;
}

// GT's TIQuery<Capsule3, Capsule3>: distance <= ra + rb (here on the robust distance).
inline bool gte_test_capsules(const isect_capsule3 &a, const isect_capsule3 &b) {
    real dist = std::sqrt(gte_closest_seg_seg(a.p0, a.p1, b.p0, b.p1).dist_sq);
    return dist <= a.radius + b.radius;
}

/* ---- The peers' representations ------------------------------------------------------- */

// What a peer's closest-points row returns: hit (the point on b strictly between its ends,
// as is_hit above; for ODE and Box2D, which return no parameter, a point not equal to an end
// bit for bit, so Box2D's GJK points count as interior more often) and the squared
// distance, plus the points.
struct PeerClosest {
    bool hit;
    double dist_sq;
    double pa[3], pb[3];
};

#ifdef ISECT_BENCH_HAVE_ODE
struct OdeSegPair {
    dVector3 a0, a1, b0, b1;
};

OdeSegPair ode_of(const SegSeg3Case &c) {
    return {{c.a.p0.x, c.a.p0.y, c.a.p0.z, 0},
            {c.a.p1.x, c.a.p1.y, c.a.p1.z, 0},
            {c.b.p0.x, c.b.p0.y, c.b.p0.z, 0},
            {c.b.p1.x, c.b.p1.y, c.b.p1.z, 0}};
}

inline PeerClosest ode_closest(const OdeSegPair &c) {
    dVector3 pa, pb;
    dClosestLineSegmentPoints(c.a0, c.a1, c.b0, c.b1, pa, pb);
    double ex = pa[0] - pb[0], ey = pa[1] - pb[1], ez = pa[2] - pb[2];
    bool end0 = pb[0] == c.b0[0] && pb[1] == c.b0[1] && pb[2] == c.b0[2];
    bool end1 = pb[0] == c.b1[0] && pb[1] == c.b1[1] && pb[2] == c.b1[2];
    return {
        !end0 && !end1, ex * ex + ey * ey + ez * ez, {pa[0], pa[1], pa[2]}, {pb[0], pb[1], pb[2]}};
}

struct OdeCapsules {
    OdeGeom a, b;
};

OdeCapsules ode_of(const CapsulePair3 &c) {
    return {ode_capsule(c.a), ode_capsule(c.b)};
}

inline bool ode_test(const OdeCapsules &c) {
    dContactGeom contact;
    return dCollide(c.a.get(), c.b.get(), 1, &contact, sizeof contact) > 0;
}

bool ode_answer(const CapsulePair3 &c) {
    return ode_test(ode_of(c));
}
#endif

#ifdef ISECT_BENCH_HAVE_FCL
inline fcl::Vector3d fcl_of(const isect_vec3 &v) {
    return fcl::Vector3d(v.x, v.y, v.z);
}

struct FclSegPair {
    fcl::Vector3d a0, a1, b0, b1;
};

FclSegPair fcl_of(const SegSeg3Case &c) {
    return {fcl_of(c.a.p0), fcl_of(c.a.p1), fcl_of(c.b.p0), fcl_of(c.b.p1)};
}

inline PeerClosest fcl_closest(const FclSegPair &c) {
    double s, t;
    fcl::Vector3d pa, pb;
    double dist_sq = fcl::detail::closestPtSegmentSegment(c.a0, c.a1, c.b0, c.b1, &s, &t, &pa, &pb);
    return {t > 0 && t < 1, dist_sq, {pa.x(), pa.y(), pa.z()}, {pb.x(), pb.y(), pb.z()}};
}

fcl::Transform3d fcl_pose(const CapsuleFrame &f) {
    fcl::Transform3d x = fcl::Transform3d::Identity();
    fcl::Matrix3d rot;
    for (int i = 0; i < 3; i++) {
        rot(i, 0) = f.e1[i];
        rot(i, 1) = f.e2[i];
        rot(i, 2) = f.axis[i];
    }
    x.linear() = rot;
    x.translation() = fcl::Vector3d(f.center[0], f.center[1], f.center[2]);
    return x;
}

struct FclCapsules {
    fcl::Capsuled a, b;
    fcl::Transform3d xa, xb;
};

FclCapsules fcl_of(const CapsulePair3 &c) {
    CapsuleFrame fa = frame_of(c.a), fb = frame_of(c.b);
    return {fcl::Capsuled(fa.radius, fa.length), fcl::Capsuled(fb.radius, fb.length), fcl_pose(fa),
            fcl_pose(fb)};
}

inline bool fcl_test(const FclCapsules &c) {
    double dist;
    fcl::Vector3d pa, pb;
    fcl::detail::capsuleCapsuleDistance(c.a, c.xa, c.b, c.xb, &dist, &pa, &pb);
    return dist <= 0;
}

bool fcl_answer(const CapsulePair3 &c) {
    return fcl_test(fcl_of(c));
}

struct FclObjects {
    std::unique_ptr<fcl::CollisionObjectd> a, b;
};

std::unique_ptr<fcl::CollisionObjectd> fcl_object(const isect_capsule3 &c) {
    CapsuleFrame f = frame_of(c);
    return std::make_unique<fcl::CollisionObjectd>(
        std::make_shared<fcl::Capsuled>(f.radius, f.length), fcl_pose(f));
}

FclObjects fcl_objects_of(const CapsulePair3 &c) {
    return {fcl_object(c.a), fcl_object(c.b)};
}

inline bool fcl_collide_test(const FclObjects &c) {
    fcl::CollisionRequestd request;
    fcl::CollisionResultd result;
    fcl::collide(c.a.get(), c.b.get(), request, result);
    return result.isCollision();
}

bool fcl_collide_answer(const CapsulePair3 &c) {
    return fcl_collide_test(fcl_objects_of(c));
}
#endif

#ifdef ISECT_BENCH_HAVE_BULLET
struct BulletCapsules {
    std::unique_ptr<btCapsuleShapeZ> a, b;
    btTransform xa, xb;
};

btTransform bullet_pose(const CapsuleFrame &f) {
    btMatrix3x3 rot(f.e1[0], f.e2[0], f.axis[0], f.e1[1], f.e2[1], f.axis[1], f.e1[2], f.e2[2],
                    f.axis[2]); // row by row: the columns are e1, e2, axis
    return btTransform(rot, btVector3(f.center[0], f.center[1], f.center[2]));
}

BulletCapsules bullet_of(const CapsulePair3 &c) {
    CapsuleFrame fa = frame_of(c.a), fb = frame_of(c.b);
    return {std::make_unique<btCapsuleShapeZ>(fa.radius, fa.length),
            std::make_unique<btCapsuleShapeZ>(fb.radius, fb.length), bullet_pose(fa),
            bullet_pose(fb)};
}

inline bool bullet_test(const BulletCapsules &c) {
    btVoronoiSimplexSolver simplex;
    btGjkEpaPenetrationDepthSolver epa;
    btGjkPairDetector gjk(c.a.get(), c.b.get(), &simplex, &epa);
    btGjkPairDetector::ClosestPointInput input;
    input.m_transformA = c.xa;
    input.m_transformB = c.xb;
    btPointCollector output;
    gjk.getClosestPoints(input, output, nullptr);
    return output.m_hasResult && output.m_distance <= 0;
}

bool bullet_answer(const CapsulePair3 &c) {
    return bullet_test(bullet_of(c));
}
#endif

#ifdef ISECT_BENCH_HAVE_BOX2D
struct B2SegPair {
    b2Vec2 a[2], b[2];
    float ra, rb;
};

B2SegPair box2d_of(const isect_vec2 &a0, const isect_vec2 &a1, const isect_vec2 &b0,
                   const isect_vec2 &b1, real ra, real rb) {
    return {{b2Vec2(float(a0.x), float(a0.y)), b2Vec2(float(a1.x), float(a1.y))},
            {b2Vec2(float(b0.x), float(b0.y)), b2Vec2(float(b1.x), float(b1.y))},
            float(ra),
            float(rb)};
}

B2SegPair box2d_of(const SegSeg2Case &c) {
    return box2d_of(c.a.p0, c.a.p1, c.b.p0, c.b.p1, 0, 0);
}

B2SegPair box2d_of(const CapsulePair2 &c) {
    return box2d_of(c.a.p0, c.a.p1, c.b.p0, c.b.p1, c.a.radius, c.b.radius);
}

inline b2DistanceOutput box2d_distance(const B2SegPair &c, bool radii) {
    b2DistanceInput input;
    input.proxyA.Set(c.a, 2, c.ra);
    input.proxyB.Set(c.b, 2, c.rb);
    input.transformA.SetIdentity();
    input.transformB.SetIdentity();
    input.useRadii = radii;
    b2SimplexCache cache{};
    b2DistanceOutput output;
    b2Distance(&output, &cache, &input);
    return output;
}

inline PeerClosest box2d_closest(const B2SegPair &c) {
    b2DistanceOutput o = box2d_distance(c, false);
    bool end = o.pointB == c.b[0] || o.pointB == c.b[1];
    return {!end,
            double(o.distance) * o.distance,
            {o.pointA.x, o.pointA.y, 0},
            {o.pointB.x, o.pointB.y, 0}};
}

// b2TestOverlap's rule.
inline bool box2d_test(const B2SegPair &c) {
    return box2d_distance(c, true).distance < 10.0f * b2_epsilon;
}

bool box2d_answer(const CapsulePair2 &c) {
    return box2d_test(box2d_of(c));
}
#endif

// A set of capsule pairs and each peer's copy of it (each built when first used).
struct Capsule3Set {
    explicit Capsule3Set(Cases<CapsulePair3>::Build build) : pairs(std::move(build)) {
    }
    Cases<CapsulePair3> pairs;
#ifdef ISECT_BENCH_HAVE_ODE
    Cases<OdeCapsules> ode{pairs, [](const CapsulePair3 &c) { return ode_of(c); }};
#endif
#ifdef ISECT_BENCH_HAVE_FCL
    Cases<FclCapsules> fcl{pairs, [](const CapsulePair3 &c) { return fcl_of(c); }};
    Cases<FclObjects> fcl_objects{pairs, [](const CapsulePair3 &c) { return fcl_objects_of(c); }};
#endif
#ifdef ISECT_BENCH_HAVE_BULLET
    Cases<BulletCapsules> bullet{pairs, [](const CapsulePair3 &c) { return bullet_of(c); }};
#endif
};

/* ---- Disagreements over 10^6 cases ------------------------------------------------------ */

// Over kCheckCount cases from draw (seed kCheckSeed), half of them with truth true and half
// false as the timed sets are, how many times answer differs from truth.
template <class Case, class Truth, class Answer>
std::size_t disagreements(Case (*draw)(Uniform &), Truth truth, Answer answer) {
    Uniform u(kCheckSeed);
    std::size_t count[2] = {0, 0}, differ = 0;
    while (count[0] + count[1] < kCheckCount) {
        Case c = draw(u);
        bool want = truth(c);
        if (count[want] == kCheckCount / 2)
            continue;
        count[want]++;
        differ += answer(c) != want;
    }
    return differ;
}

// A row as add() makes it, with the counter "disagree": count(), computed once, after the
// first timed run (outside the timed loop).
template <class Case, class Query, class Count>
void add_checked(const std::string &name, Cases<Case> &set, Query query, Count count) {
    auto hit_pct = std::make_shared<double>(-1);
    auto cached = std::make_shared<double>(-1);
    benchmark::RegisterBenchmark(name.c_str(),
                                 [&set, query, count, hit_pct, cached](benchmark::State &state) {
                                     measure(state, set.get(), query, hit_pct.get());
                                     if (*cached < 0)
                                         *cached = static_cast<double>(count());
                                     state.counters["disagree"] = *cached;
                                 });
}

/* ---- A point against a triangle: RTCD 5.1.5 and 5.2.7 inlined -------------------------- */

template <class V> struct FeatureOf;
template <> struct FeatureOf<isect_vec3> { using type = isect_closest_feature_result3; };
template <> struct FeatureOf<isect_vec2> { using type = isect_closest_feature_result2; };

inline isect_vec3 v_add(const isect_vec3 &a, const isect_vec3 &b) {
    return {a.x + b.x, a.y + b.y, a.z + b.z};
}

inline isect_vec2 v_add(const isect_vec2 &a, const isect_vec2 &b) {
    return {a.x + b.x, a.y + b.y};
}

// The result as isect's: p, the point q of the triangle, its barycentric coordinates and
// the feature (the region RTCD's tests chose).
template <class V>
typename FeatureOf<V>::type tri_answer(const V &p, const V &q, real wa, real wb, real wc,
                                       isect_feature_kind kind, int index) {
    typename FeatureOf<V>::type r{};
    r.point_a = p;
    r.point_b = q;
    V e = v_sub(p, q);
    r.dist_sq = v_dot(e, e);
    r.bary_a[0] = 1;
    r.feature_a = {ISECT_FEATURE_VERTEX, 0};
    r.bary_b[0] = wa;
    r.bary_b[1] = wb;
    r.bary_b[2] = wc;
    r.feature_b = {kind, index};
    return r;
}

// RTCD 5.1.5 ClosestPtPointTriangle, written from the book's description: with ab = b - a,
// ac = c - a and the dot products of ab and ac with p - a (d1, d2), p - b (d3, d4) and
// p - c (d5, d6), p lies in the Voronoi region of vertex a when d1 <= 0 and d2 <= 0, of b
// when d3 >= 0 and d4 <= d3, of edge ab when vc = d1 d4 - d3 d2 <= 0 with d1 >= 0 and
// d3 <= 0, of c when d6 >= 0 and d5 <= d6, of edge ac when vb = d5 d2 - d1 d6 <= 0 with
// d2 >= 0 and d6 <= 0, of edge bc when va = d3 d6 - d5 d4 <= 0 with d4 >= d3 and d5 >= d6,
// and otherwise projects into the face: a + v ab + w ac, v = vb / (va + vb + vc), w = vc /
// (va + vb + vc). Each dot product is formed only once the earlier tests have failed. The
// same code serves the plane (V = isect_vec2), where the face point approximates p.
template <class V>
typename FeatureOf<V>::type rtcd_closest_tri(const V &p, const V &a, const V &b, const V &c) {
    V ab = v_sub(b, a), ac = v_sub(c, a), ap = v_sub(p, a);
    real d1 = v_dot(ab, ap), d2 = v_dot(ac, ap);
    if (d1 <= 0 && d2 <= 0)
        return tri_answer(p, a, 1, 0, 0, ISECT_FEATURE_VERTEX, 0);
    V bp = v_sub(p, b);
    real d3 = v_dot(ab, bp), d4 = v_dot(ac, bp);
    if (d3 >= 0 && d4 <= d3)
        return tri_answer(p, b, 0, 1, 0, ISECT_FEATURE_VERTEX, 1);
    real vc = d1 * d4 - d3 * d2;
    if (vc <= 0 && d1 >= 0 && d3 <= 0) {
        real v = d1 / (d1 - d3);
        return tri_answer(p, v_along(a, ab, v), 1 - v, v, 0, ISECT_FEATURE_EDGE, 0);
    }
    V cp = v_sub(p, c);
    real d5 = v_dot(ab, cp), d6 = v_dot(ac, cp);
    if (d6 >= 0 && d5 <= d6)
        return tri_answer(p, c, 0, 0, 1, ISECT_FEATURE_VERTEX, 2);
    real vb = d5 * d2 - d1 * d6;
    if (vb <= 0 && d2 >= 0 && d6 <= 0) {
        real w = d2 / (d2 - d6);
        return tri_answer(p, v_along(a, ac, w), 1 - w, 0, w, ISECT_FEATURE_EDGE, 2);
    }
    real va = d3 * d6 - d5 * d4;
    if (va <= 0 && d4 - d3 >= 0 && d5 - d6 >= 0) {
        real w = (d4 - d3) / ((d4 - d3) + (d5 - d6));
        return tri_answer(p, v_along(b, v_sub(c, b), w), 0, 1 - w, w, ISECT_FEATURE_EDGE, 1);
    }
    real denom = 1 / (va + vb + vc), v = vb * denom, w = vc * denom;
    return tri_answer(p, v_along(v_along(a, ab, v), ac, w), 1 - v - w, v, w, ISECT_FEATURE_FACE, 0);
}

// RTCD 5.2.7 TestSphereTriangle: the closest point, then |p - c|^2 <= r^2.
inline bool rtcd_test_sphere_tri(const isect_sphere3 &s, const isect_tri3 &t) {
    real dist_sq = rtcd_closest_tri(s.center, t.v[0], t.v[1], t.v[2]).dist_sq;
    return dist_sq <= s.radius * s.radius;
}

inline bool rtcd_test_sphere_tri(const isect_circle2 &s, const isect_tri2 &t) {
    real dist_sq = rtcd_closest_tri(s.center, t.v[0], t.v[1], t.v[2]).dist_sq;
    return dist_sq <= s.radius * s.radius;
}

/* ---- A point against a triangle: cases -------------------------------------------------- */

constexpr std::uint64_t kTriSeed = 0x7a1a9e; // the timed cases of the triangle rows

struct PointTri3Case {
    isect_vec3 p;
    isect_tri3 tri;
};

struct PointTri2Case {
    isect_vec2 p;
    isect_tri2 tri;
};

struct SphereTri3Case {
    isect_sphere3 s;
    isect_tri3 tri;
    bool touch; // the exact answer, for the constructed touch_ cases
};

struct CircleTri2Case {
    isect_circle2 c;
    isect_tri2 tri;
    bool touch;
};

// A unit-size triangle (vertices within [-1, 1]^3 of a centre m uniform in [-10, 10]^3)
// and a point within [-1.5, 1.5]^3 of m: by isect's exact regions about 36% of such
// points are nearest a vertex, 56% an edge, 8% the face (2D: 48%, 49%, 3%).
PointTri3Case draw_point_tri3(Uniform &u) {
    isect_vec3 m = point3(u);
    PointTri3Case c{};
    for (isect_vec3 &v : c.tri.v)
        v = v_add(m, point3(u, -1, 1));
    c.p = v_add(m, point3(u, -1.5, 1.5));
    return c;
}

PointTri2Case draw_point_tri2(Uniform &u) {
    isect_vec2 m = point2(u);
    PointTri2Case c{};
    for (isect_vec2 &v : c.tri.v)
        v = v_add(m, point2(u, -1, 1));
    c.p = v_add(m, point2(u, -1.5, 1.5));
    return c;
}

// The same triangles and centres, radius uniform in [0, 1].
SphereTri3Case draw_sphere_tri3(Uniform &u) {
    PointTri3Case pt = draw_point_tri3(u);
    return {{pt.p, real(u.real_in(0, 1))}, pt.tri, false};
}

CircleTri2Case draw_circle_tri2(Uniform &u) {
    PointTri2Case pt = draw_point_tri2(u);
    return {{pt.p, real(u.real_in(0, 1))}, pt.tri, false};
}

bool isect_sphere_tri3(const SphereTri3Case &c) {
    return isect_test_sphere3_tri3(&c.s, &c.tri);
}

bool isect_circle_tri2(const CircleTri2Case &c) {
    return isect_test_circle2_tri2(&c.c, &c.tri);
}

bool built_sphere_tri3(const SphereTri3Case &c) {
    return c.touch;
}

bool built_circle_tri2(const CircleTri2Case &c) {
    return c.touch;
}

// The region of isect's answer: 0 vertex, 1 edge, 2 face.
int region_of(const isect_feature &f) {
    return f.kind == ISECT_FEATURE_VERTEX ? 0 : f.kind == ISECT_FEATURE_EDGE ? 1 : 2;
}

inline long dot3(const long *x, const long *y) {
    return x[0] * y[0] + x[1] * y[1] + x[2] * y[2];
}

inline void cross3(const long *x, const long *y, long *out) {
    out[0] = x[1] * y[2] - x[2] * y[1];
    out[1] = x[2] * y[0] - x[0] * y[2];
    out[2] = x[0] * y[1] - x[1] * y[0];
}

inline bool is_zero3(const long *x) {
    return x[0] == 0 && x[1] == 0 && x[2] == 0;
}

// A sphere exactly touching a triangle, in integers: w, an integer vector of integer length
// L (a Pythagorean quadruple, permuted, signs flipped), joins the triangle's closest point x
// (integer, in [-5, 5]^3) to the centre x + w, the triangle built around x so that w lies
// in its normal cone there, a third of the cases each: a vertex (x, x + B, x + C with
// w.B < 0 and w.C < 0, B, C in [-6, 6]^3), an edge (x - s D, x + t D with D = w x e,
// s, t in 1..9, so that x divides the edge in ratios that round, and x + T with w.T < 0),
// or the face (x + A, x + B, x - i A - j B with A = w x e1, B = w x e2, i, j in 1..4: x
// inside), the vertices then rotated and possibly reversed. The radius is L, or in half of
// the cases L one ulp smaller, which misses by that ulp.
inline void draw_ivec3(Uniform &u, long *out, int bound) {
    for (int i = 0; i < 3; i++)
        out[i] = u.int_in(-bound, bound);
}

// The offsets d[0..2] from x of a triangle whose point nearest x + w is x, w in its normal
// cone there (the triangle in the half-space (y - x).w <= 0): kind 0 a vertex, 1 an edge
// (its direction returned in dir), 2 the face; as draw_touching_sphere_tri3 describes.
void touching_tri_offsets(Uniform &u, const long *w, int kind, long d[3][3], long *dir) {
    long n[3];
    switch (kind) {
    case 0: // a vertex
        d[0][0] = d[0][1] = d[0][2] = 0;
        do {
            draw_ivec3(u, d[1], 6);
            draw_ivec3(u, d[2], 6);
            cross3(d[1], d[2], n);
        } while (dot3(w, d[1]) >= 0 || dot3(w, d[2]) >= 0 || is_zero3(n));
        break;
    case 1: { // an edge
        long e[3];
        do {
            draw_ivec3(u, e, 2);
            cross3(w, e, dir);
        } while (is_zero3(dir));
        long s = u.int_in(1, 9), t = u.int_in(1, 9);
        for (int i = 0; i < 3; i++) {
            d[0][i] = -s * dir[i];
            d[1][i] = t * dir[i];
        }
        do {
            draw_ivec3(u, d[2], 6);
            cross3(d[2], dir, n);
        } while (dot3(w, d[2]) >= 0 || is_zero3(n));
        break;
    }
    default: { // the face
        long e1[3], e2[3];
        do {
            draw_ivec3(u, e1, 2);
            draw_ivec3(u, e2, 2);
            cross3(w, e1, d[0]);
            cross3(w, e2, d[1]);
            cross3(d[0], d[1], n);
        } while (is_zero3(n));
        long i = u.int_in(1, 4), j = u.int_in(1, 4);
        for (int k = 0; k < 3; k++)
            d[2][k] = -i * d[0][k] - j * d[1][k];
        break;
    }
    }
}

// The triangle x + d[k], its vertices rotated by rotate and reversed if reverse.
isect_tri3 touching_tri(const long *x, long d[3][3], int rotate, int reverse) {
    isect_tri3 tri{};
    for (int k = 0; k < 3; k++) {
        const long *o = d[(reverse ? 3 - k + rotate : k + rotate) % 3];
        tri.v[k] = {real(x[0] + o[0]), real(x[1] + o[1]), real(x[2] + o[2])};
    }
    return tri;
}

SphereTri3Case draw_touching_sphere_tri3(Uniform &u) {
    const int *q = kQuads[u.int_in(0, 9)];
    const int *perm = kPerms3[u.int_in(0, 5)];
    long w[3], x[3], d[3][3], dir[3] = {0, 0, 0};
    for (int i = 0; i < 3; i++)
        w[i] = q[perm[i]] * (u.int_in(0, 1) ? 1 : -1);
    for (long &xi : x)
        xi = u.int_in(-5, 5);
    touching_tri_offsets(u, w, u.int_in(0, 2), d, dir);
    int rotate = u.int_in(0, 2), reverse = u.int_in(0, 1);
    SphereTri3Case c{};
    c.tri = touching_tri(x, d, rotate, reverse);
    c.s.center = {real(x[0] + w[0]), real(x[1] + w[1]), real(x[2] + w[2])};
    c.s.radius = real(q[3]);
    c.touch = u.int_in(0, 1) == 1;
    if (!c.touch)
        c.s.radius = std::nextafter(c.s.radius, real(0));
    return c;
}

// The same in the plane, half of the cases at a vertex, half at an edge (a disc touching the
// "face" would have its centre on the triangle): w a Pythagorean triple (swapped, signs
// flipped), the edge x - s P, x + t P along P = w rotated by 90 degrees (s, t in 1..9), B,
// C, T in [-20, 20]^2.
CircleTri2Case draw_touching_circle_tri2(Uniform &u) {
    static const int triples[6][3] = {{3, 4, 5},   {6, 8, 10},  {5, 12, 13},
                                      {8, 15, 17}, {7, 24, 25}, {20, 21, 29}};
    const int *q = triples[u.int_in(0, 5)];
    int swap = u.int_in(0, 1);
    long w[2] = {q[swap] * (u.int_in(0, 1) ? 1L : -1L), q[1 - swap] * (u.int_in(0, 1) ? 1L : -1L)};
    long x[2] = {u.int_in(-5, 5), u.int_in(-5, 5)}, d[3][2];
    auto dot = [&w](const long *y) { return w[0] * y[0] + w[1] * y[1]; };
    auto draw_vec = [&u](long *out) {
        out[0] = u.int_in(-20, 20);
        out[1] = u.int_in(-20, 20);
    };
    if (u.int_in(0, 1) == 0) { // a vertex
        d[0][0] = d[0][1] = 0;
        do {
            draw_vec(d[1]);
            draw_vec(d[2]);
        } while (dot(d[1]) >= 0 || dot(d[2]) >= 0 || d[1][0] * d[2][1] == d[1][1] * d[2][0]);
    } else { // an edge (w.T < 0 also keeps T off the edge's line)
        long s = u.int_in(1, 9), t = u.int_in(1, 9);
        d[0][0] = s * w[1], d[0][1] = -s * w[0];
        d[1][0] = -t * w[1], d[1][1] = t * w[0];
        do
            draw_vec(d[2]);
        while (dot(d[2]) >= 0);
    }
    int rotate = u.int_in(0, 2), reverse = u.int_in(0, 1);
    CircleTri2Case c{};
    for (int k = 0; k < 3; k++) {
        const long *o = d[(reverse ? 3 - k + rotate : k + rotate) % 3];
        c.tri.v[k] = {real(x[0] + o[0]), real(x[1] + o[1])};
    }
    c.c.center = {real(x[0] + w[0]), real(x[1] + w[1])};
    c.c.radius = real(q[2]);
    c.touch = u.int_in(0, 1) == 1;
    if (!c.touch)
        c.c.radius = std::nextafter(c.c.radius, real(0));
    return c;
}

/* ---- A point against a triangle: the peers ------------------------------------------------ */

#ifdef ISECT_BENCH_HAVE_FCL
struct FclPointTri {
    fcl::Vector3d p, a, b, c;
};

FclPointTri fcl_of(const PointTri3Case &c) {
    return {fcl_of(c.p), fcl_of(c.tri.v[0]), fcl_of(c.tri.v[1]), fcl_of(c.tri.v[2])};
}

// Project<double>::projectTriangle (GJK's projection: the edges p lies outside of, else the
// plane), the point from its barycentric coordinates; "hit" when it reports the face.
inline PeerClosest fcl_closest_tri(const FclPointTri &c) {
    auto r = fcl::detail::Project<double>::projectTriangle(c.a, c.b, c.c, c.p);
    fcl::Vector3d q =
        c.a * r.parameterization[0] + c.b * r.parameterization[1] + c.c * r.parameterization[2];
    return {r.encode == 7, r.sqr_distance, {c.p.x(), c.p.y(), c.p.z()}, {q.x(), q.y(), q.z()}};
}

struct FclSphereTri {
    fcl::Sphered sphere;
    fcl::Transform3d pose;
    fcl::Vector3d a, b, c;
};

FclSphereTri fcl_of(const SphereTri3Case &c) {
    fcl::Transform3d pose = fcl::Transform3d::Identity();
    pose.translation() = fcl_of(c.s.center);
    return {fcl::Sphered(c.s.radius), pose, fcl_of(c.tri.v[0]), fcl_of(c.tri.v[1]),
            fcl_of(c.tri.v[2])};
}

// detail::sphereTriangleIntersect, what FCL's collide runs for a sphere and a triangle
// (its GJK solvers' shapeTriangleIntersect): plane distance < r + machine epsilon, then
// the projection in the triangle or an edge within that radius.
inline bool fcl_test_tri(const FclSphereTri &c) {
    return fcl::detail::sphereTriangleIntersect<double>(c.sphere, c.pose, c.a, c.b, c.c, nullptr,
                                                        nullptr, nullptr);
}

bool fcl_answer_tri(const SphereTri3Case &c) {
    return fcl_test_tri(fcl_of(c));
}

// detail::sphereTriangleDistance, FCL's distance path (Eberly's region 0-6 point-triangle
// distance from Geometric Tools): it returns false ("no distance") when dist^2 <= r^2.
inline bool fcl_distance_test_tri(const FclSphereTri &c) {
    double dist;
    return !fcl::detail::sphereTriangleDistance(c.sphere, c.pose, c.a, c.b, c.c, &dist);
}

bool fcl_distance_answer_tri(const SphereTri3Case &c) {
    return fcl_distance_test_tri(fcl_of(c));
}
#endif

#ifdef ISECT_BENCH_HAVE_BULLET
struct BulletPointTri {
    btVector3 p, a, b, c;
};

BulletPointTri bullet_of(const PointTri3Case &c) {
    auto bt = [](const isect_vec3 &v) { return btVector3(v.x, v.y, v.z); };
    return {bt(c.p), bt(c.tri.v[0]), bt(c.tri.v[1]), bt(c.tri.v[2])};
}

// btVoronoiSimplexSolver::closestPtPointTriangle (public; GJK's sub-simplex step, RTCD
// 5.1.5's algorithm), which reads no member of the solver, so one solver serves every call.
btVoronoiSimplexSolver bullet_simplex;

inline PeerClosest bullet_closest_tri(const BulletPointTri &c) {
    btSubSimplexClosestResult r;
    bullet_simplex.closestPtPointTriangle(c.p, c.a, c.b, c.c, r);
    const btVector3 &q = r.m_closestPointOnSimplex;
    bool face = r.m_usedVertices.usedVertexA && r.m_usedVertices.usedVertexB &&
                r.m_usedVertices.usedVertexC;
    return {face, (c.p - q).length2(), {c.p.x(), c.p.y(), c.p.z()}, {q.x(), q.y(), q.z()}};
}

struct BulletSphereTri {
    std::unique_ptr<btSphereShape> sphere;
    std::unique_ptr<btTriangleShape> tri;
    std::unique_ptr<SphereTriangleDetector> detector;
    btVector3 center;
};

BulletSphereTri bullet_of(const SphereTri3Case &c) {
    auto bt = [](const isect_vec3 &v) { return btVector3(v.x, v.y, v.z); };
    BulletSphereTri b;
    b.sphere = std::make_unique<btSphereShape>(c.s.radius);
    b.tri = std::make_unique<btTriangleShape>(bt(c.tri.v[0]), bt(c.tri.v[1]), bt(c.tri.v[2]));
    b.detector = std::make_unique<SphereTriangleDetector>(b.sphere.get(), b.tri.get(), 0);
    b.center = bt(c.s.center);
    return b;
}

// SphereTriangleDetector::collide (what btSphereTriangleCollisionAlgorithm runs), contact
// breaking threshold 0: plane distance < r, then the projection in the face or an edge
// closer than r (strict: a sphere exactly touching reports no contact).
inline bool bullet_test_tri(const BulletSphereTri &c) {
    btVector3 point, normal;
    btScalar depth = 0, time_of_impact = 0;
    return c.detector->collide(c.center, point, normal, depth, time_of_impact, 0);
}

bool bullet_answer_tri(const SphereTri3Case &c) {
    return bullet_test_tri(bullet_of(c));
}
#endif

#ifdef ISECT_BENCH_HAVE_BOX2D
struct B2PointTri {
    b2Vec2 p, v[3];
    float r;
};

B2PointTri box2d_of(const isect_vec2 &p, const isect_tri2 &t, real r) {
    auto b2 = [](const isect_vec2 &v) { return b2Vec2(float(v.x), float(v.y)); };
    return {b2(p), {b2(t.v[0]), b2(t.v[1]), b2(t.v[2])}, float(r)};
}

B2PointTri box2d_of(const PointTri2Case &c) {
    return box2d_of(c.p, c.tri, 0);
}

B2PointTri box2d_of(const CircleTri2Case &c) {
    return box2d_of(c.c.center, c.tri, c.c.radius);
}

// b2Distance (GJK, float) between a 1-vertex proxy (the point, or the disc with its radius)
// and a 3-vertex one (the triangle; Box2D 2.4 has no triangle-specific query).
inline b2DistanceOutput box2d_tri_distance(const B2PointTri &c, bool radii) {
    b2DistanceInput input;
    input.proxyA.Set(&c.p, 1, c.r);
    input.proxyB.Set(c.v, 3, 0);
    input.transformA.SetIdentity();
    input.transformB.SetIdentity();
    input.useRadii = radii;
    b2SimplexCache cache{};
    b2DistanceOutput output;
    b2Distance(&output, &cache, &input);
    return output;
}

// "hit" when the point is inside (distance 0).
inline PeerClosest box2d_closest_tri(const B2PointTri &c) {
    b2DistanceOutput o = box2d_tri_distance(c, false);
    return {o.distance == 0,
            double(o.distance) * o.distance,
            {o.pointA.x, o.pointA.y, 0},
            {o.pointB.x, o.pointB.y, 0}};
}

// b2TestOverlap's rule.
inline bool box2d_test_tri(const B2PointTri &c) {
    return box2d_tri_distance(c, true).distance < 10.0f * b2_epsilon;
}

bool box2d_answer_tri(const CircleTri2Case &c) {
    return box2d_test_tri(box2d_of(c));
}
#endif

// A set of sphere-triangle (disc-triangle) cases and each peer's copy of it (each built
// when first used).
struct SphereTri3Set {
    explicit SphereTri3Set(Cases<SphereTri3Case>::Build build) : cases(std::move(build)) {
    }
    Cases<SphereTri3Case> cases;
#ifdef ISECT_BENCH_HAVE_FCL
    Cases<FclSphereTri> fcl{cases, [](const SphereTri3Case &c) { return fcl_of(c); }};
#endif
#ifdef ISECT_BENCH_HAVE_BULLET
    Cases<BulletSphereTri> bullet{cases, [](const SphereTri3Case &c) { return bullet_of(c); }};
#endif
};

struct CircleTri2Set {
    explicit CircleTri2Set(Cases<CircleTri2Case>::Build build) : cases(std::move(build)) {
    }
    Cases<CircleTri2Case> cases;
#ifdef ISECT_BENCH_HAVE_BOX2D
    Cases<B2PointTri> box2d{cases, [](const CircleTri2Case &c) { return box2d_of(c); }};
#endif
};

/* ---- A point against a tetrahedron: RTCD 5.1.6 inlined, cases, Bullet -------------------- */

inline isect_vec3 v_cross(const isect_vec3 &a, const isect_vec3 &b) {
    return {a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x};
}

// The tetrahedron rows report as hit_pct the share of points inside the solid (their own
// closest point), so isect's answers (and naive_call's) travel in this wrapper.
struct TetAnswer {
    isect_closest_feature_result3 r;
};

bool is_hit(const TetAnswer &a) {
    return a.r.feature_b.kind == ISECT_FEATURE_SOLID;
}

// RTCD 5.1.6 PointOutsideOfPlane in the book's form for either winding: p and the fourth
// vertex d strictly on opposite sides of the plane of abc ([AP AB AC] [AD AB AC] < 0).
inline bool rtcd_outside_of_plane(const isect_vec3 &p, const isect_vec3 &a, const isect_vec3 &b,
                                  const isect_vec3 &c, const isect_vec3 &d) {
    isect_vec3 n = v_cross(v_sub(b, a), v_sub(c, a));
    return v_dot(v_sub(p, a), n) * v_dot(v_sub(d, a), n) < 0;
}

// RTCD 5.1.5 as rtcd_closest_tri, into a small record: the point, its squared distance, its
// barycentric coordinates and the triangle's feature. The tetrahedron runs it up to three
// times and keeps the nearest; keeping isect's whole result record per face instead cost a
// quarter of the naive time, which no user would pay.
struct TriPick {
    isect_vec3 q;
    real dist_sq, bary[3];
    isect_feature feature;
};

inline void rtcd_pick_tri(const isect_vec3 &p, const isect_vec3 &a, const isect_vec3 &b,
                          const isect_vec3 &c, TriPick &out) {
    auto pick = [&](const isect_vec3 &q, real wa, real wb, real wc, isect_feature_kind kind,
                    int index) {
        isect_vec3 e = v_sub(p, q);
        out = {q, v_dot(e, e), {wa, wb, wc}, {kind, index}};
    };
    isect_vec3 ab = v_sub(b, a), ac = v_sub(c, a), ap = v_sub(p, a);
    real d1 = v_dot(ab, ap), d2 = v_dot(ac, ap);
    if (d1 <= 0 && d2 <= 0)
        return pick(a, 1, 0, 0, ISECT_FEATURE_VERTEX, 0);
    isect_vec3 bp = v_sub(p, b);
    real d3 = v_dot(ab, bp), d4 = v_dot(ac, bp);
    if (d3 >= 0 && d4 <= d3)
        return pick(b, 0, 1, 0, ISECT_FEATURE_VERTEX, 1);
    real vc = d1 * d4 - d3 * d2;
    if (vc <= 0 && d1 >= 0 && d3 <= 0) {
        real v = d1 / (d1 - d3);
        return pick(v_along(a, ab, v), 1 - v, v, 0, ISECT_FEATURE_EDGE, 0);
    }
    isect_vec3 cp = v_sub(p, c);
    real d5 = v_dot(ab, cp), d6 = v_dot(ac, cp);
    if (d6 >= 0 && d5 <= d6)
        return pick(c, 0, 0, 1, ISECT_FEATURE_VERTEX, 2);
    real vb = d5 * d2 - d1 * d6;
    if (vb <= 0 && d2 >= 0 && d6 <= 0) {
        real w = d2 / (d2 - d6);
        return pick(v_along(a, ac, w), 1 - w, 0, w, ISECT_FEATURE_EDGE, 2);
    }
    real va = d3 * d6 - d5 * d4;
    if (va <= 0 && d4 - d3 >= 0 && d5 - d6 >= 0) {
        real w = (d4 - d3) / ((d4 - d3) + (d5 - d6));
        return pick(v_along(b, v_sub(c, b), w), 0, 1 - w, w, ISECT_FEATURE_EDGE, 1);
    }
    real denom = 1 / (va + vb + vc), v = vb * denom, w = vc * denom;
    pick(v_along(v_along(a, ab, v), ac, w), 1 - v - w, v, w, ISECT_FEATURE_FACE, 0);
}

// The naive tetrahedron answer: the point, its squared distance, barycentric coordinates
// and feature in isect's numbering.
struct TetNaive {
    isect_vec3 q;
    real dist_sq, bary[4];
    isect_feature feature;
};

bool is_hit(const TetNaive &a) {
    return a.feature.kind == ISECT_FEATURE_SOLID;
}

// RTCD 5.1.6 ClosestPtPointTetrahedron, written from the book's description: p is its own
// closest point unless it lies outside the plane of a face (abc, acd, adb, bdc, each against
// its fourth vertex); then the closest point is the nearest (first strictly nearer) of those
// faces' closest points (RTCD 5.1.5, rtcd_pick_tri). The winner's triangle feature is
// renamed into isect's numbering (vertex i; edge 0..5 = (0,1), (0,2), (0,3), (1,2), (1,3),
// (2,3); face f opposite vertex f); inside, the feature is the solid and, as in the book, no
// barycentric coordinates are computed. bench/naive.c holds the same as a call.
inline TetNaive rtcd_closest_tet(const isect_vec3 &p, const isect_tet3 &tet) {
    static constexpr int face[4][4] = {{0, 1, 2, 3}, {0, 2, 3, 1}, {0, 3, 1, 2}, {1, 3, 2, 0}};
    static constexpr int edge[4][4] = {{-1, 0, 1, 2}, {0, -1, 3, 4}, {1, 3, -1, 5}, {2, 4, 5, -1}};
    TriPick best{}, pick;
    int best_face = -1;
    for (int f = 0; f < 4; f++) {
        const isect_vec3 &a = tet.v[face[f][0]], &b = tet.v[face[f][1]], &c = tet.v[face[f][2]];
        if (!rtcd_outside_of_plane(p, a, b, c, tet.v[face[f][3]]))
            continue;
        rtcd_pick_tri(p, a, b, c, pick);
        if (best_face < 0 || pick.dist_sq < best.dist_sq) {
            best = pick;
            best_face = f;
        }
    }
    if (best_face < 0)
        return {p, 0, {0, 0, 0, 0}, {ISECT_FEATURE_SOLID, 0}};
    const int *v = face[best_face];
    TetNaive out{best.q, best.dist_sq, {0, 0, 0, 0}, best.feature};
    for (int k = 0; k < 3; k++)
        out.bary[v[k]] = best.bary[k];
    int i = best.feature.index;
    if (best.feature.kind == ISECT_FEATURE_VERTEX)
        out.feature.index = v[i];
    else if (best.feature.kind == ISECT_FEATURE_EDGE)
        out.feature.index = edge[v[i]][v[(i + 1) % 3]];
    else
        out.feature.index = v[3];
    return out;
}

constexpr std::uint64_t kTetSeed = 0x7e7a3d; // the timed cases of the tetrahedron rows

struct PointTet3Case {
    isect_vec3 p;
    isect_tet3 tet;
};

// A unit-size tetrahedron (vertices within [-1, 1]^3 of a centre m uniform in [-10, 10]^3)
// and a point within [-1.5, 1.5]^3 of m.
PointTet3Case draw_point_tet3(Uniform &u) {
    isect_vec3 m = point3(u);
    PointTet3Case c{};
    for (isect_vec3 &v : c.tet.v)
        v = v_add(m, point3(u, -1, 1));
    c.p = v_add(m, point3(u, -1.5, 1.5));
    return c;
}

// The region of isect's answer for a tetrahedron: 0 vertex, 1 edge, 2 face, 3 inside.
int tet_region_of(const isect_feature &f) {
    return f.kind == ISECT_FEATURE_SOLID ? 3 : region_of(f);
}

#ifdef ISECT_BENCH_HAVE_BULLET
struct BulletPointTet {
    btVector3 p, v[4];
};

BulletPointTet bullet_of(const PointTet3Case &c) {
    auto bt = [](const isect_vec3 &v) { return btVector3(v.x, v.y, v.z); };
    return {bt(c.p), {bt(c.tet.v[0]), bt(c.tet.v[1]), bt(c.tet.v[2]), bt(c.tet.v[3])}};
}

// btVoronoiSimplexSolver::closestPtPointTetrahedron (public; RTCD 5.1.6 with the
// either-winding plane test, plus a flatness guard that flags |[AD AB AC]| < 1e-8 as
// degenerate; GJK's sub-simplex step). Like closestPtPointTriangle it reads no member of
// the solver; it leaves the result's degenerate flag alone when p is inside, hence the
// reset. "hit" when all four vertices are used: p inside, its own closest point.
inline PeerClosest bullet_closest_tet(const BulletPointTet &c) {
    btSubSimplexClosestResult r;
    r.reset();
    bullet_simplex.closestPtPointTetrahedron(c.p, c.v[0], c.v[1], c.v[2], c.v[3], r);
    const btVector3 &q = r.m_closestPointOnSimplex;
    const btUsageBitfield &used = r.m_usedVertices;
    bool inside = used.usedVertexA && used.usedVertexB && used.usedVertexC && used.usedVertexD;
    return {inside, (c.p - q).length2(), {c.p.x(), c.p.y(), c.p.z()}, {q.x(), q.y(), q.z()}};
}
#endif

/* ---- A capsule against a triangle: RTCD 5.1.10's candidates inlined ---------------------- */

// RTCD 5.3.6 IntersectSegmentTriangle, made two-sided: with n = ab x ac and qp = p - q the
// book requires d = qp.n > 0 (p in front of the triangle); for d < 0 the ends swap. d == 0
// (the segment parallel to the plane) is no crossing here: a meeting then puts an end in the
// triangle or the segment across an edge, which the other candidates see at distance 0.
// Else t = (p - a).n in [0, d], and with e = qp x (p - a), v = ac.e in [0, d], w = -ab.e
// >= 0, v + w <= d.
inline bool rtcd_pierces(isect_vec3 p, isect_vec3 q, const isect_tri3 &tri) {
    const isect_vec3 &a = tri.v[0];
    isect_vec3 ab = v_sub(tri.v[1], a), ac = v_sub(tri.v[2], a), n = v_cross(ab, ac);
    isect_vec3 qp = v_sub(p, q);
    real d = v_dot(qp, n);
    if (d == 0)
        return false;
    if (d < 0) {
        std::swap(p, q);
        qp = v_sub(p, q);
        d = -d;
    }
    isect_vec3 ap = v_sub(p, a);
    real t = v_dot(ap, n);
    if (t < 0 || t > d)
        return false;
    isect_vec3 e = v_cross(qp, ap);
    real v = v_dot(ac, e);
    if (v < 0 || v > d)
        return false;
    real w = -v_dot(ab, e);
    return w >= 0 && v + w <= d;
}

// In the plane a segment meeting the triangle has an end in it or crosses an edge, which
// the other candidates report at distance 0: nothing to add.
inline bool rtcd_pierces(const isect_vec2 &, const isect_vec2 &, const isect_tri2 &) {
    return false;
}

// RTCD 5.1.10, written from the book's description: 0 if the segment pq meets the triangle,
// else the least of the squared distances from p and from q to the triangle
// (ClosestPtPointTriangle, rtcd_closest_tri) and from pq to each edge
// (ClosestPtSegmentSegment, rtcd_closest_seg_seg).
template <class V, class Tri> real rtcd_seg_tri_dist2(const V &p, const V &q, const Tri &tri) {
    if (rtcd_pierces(p, q, tri))
        return 0;
    real best = std::min(rtcd_closest_tri(p, tri.v[0], tri.v[1], tri.v[2]).dist_sq,
                         rtcd_closest_tri(q, tri.v[0], tri.v[1], tri.v[2]).dist_sq);
    for (int i = 0; i < 3; i++)
        best = std::min(best, rtcd_closest_seg_seg(p, q, tri.v[i], tri.v[(i + 1) % 3]).dist_sq);
    return best;
}

// The capsule test on it: dist^2 <= r^2.
template <class Capsule, class Tri> bool rtcd_test_capsule_tri(const Capsule &c, const Tri &t) {
    return rtcd_seg_tri_dist2(c.p0, c.p1, t) <= c.radius * c.radius;
}

/* ---- A capsule against a triangle: cases ------------------------------------------------- */

constexpr std::uint64_t kCapsuleTriSeed = 0xca95e7; // the timed cases of the rows below

struct CapsuleTri3Case {
    isect_capsule3 cap;
    isect_tri3 tri;
    bool touch; // the exact answer, for the constructed touch_ cases
};

struct CapsuleTri2Case {
    isect_capsule2 cap;
    isect_tri2 tri;
};

// A unit-size triangle (as draw_point_tri3) and a capsule whose core ends lie within
// [-2, 2]^3 of the triangle's centre m, radius uniform in [0, 0.5].
CapsuleTri3Case draw_capsule_tri3(Uniform &u) {
    isect_vec3 m = point3(u);
    CapsuleTri3Case c{};
    for (isect_vec3 &v : c.tri.v)
        v = v_add(m, point3(u, -1, 1));
    c.cap.p0 = v_add(m, point3(u, -2, 2));
    c.cap.p1 = v_add(m, point3(u, -2, 2));
    c.cap.radius = real(u.real_in(0, 0.5));
    return c;
}

CapsuleTri2Case draw_capsule_tri2(Uniform &u) {
    isect_vec2 m = point2(u);
    CapsuleTri2Case c{};
    for (isect_vec2 &v : c.tri.v)
        v = v_add(m, point2(u, -1, 1));
    c.cap.p0 = v_add(m, point2(u, -2, 2));
    c.cap.p1 = v_add(m, point2(u, -2, 2));
    c.cap.radius = real(u.real_in(0, 0.5));
    return c;
}

bool isect_capsule_tri3(const CapsuleTri3Case &c) {
    return isect_test_capsule3_tri3(&c.cap, &c.tri);
}

bool isect_capsule_tri2(const CapsuleTri2Case &c) {
    return isect_test_capsule2_tri2(&c.cap, &c.tri);
}

bool built_capsule_tri3(const CapsuleTri3Case &c) {
    return c.touch;
}

// A capsule exactly touching a triangle, in integers: as draw_touching_sphere_tri3, w (an
// integer vector of integer length L) joins the triangle's closest point x -- a vertex, an
// edge point or a face point, a third each, the triangle lying in the half-space
// (y - x).w <= 0 -- to the core's closest point x + w, and the core lies in the half-space
// (y - x - w).w >= 0, so dist(core, triangle) = L exactly. Half of the cores end at x + w
// (the other end x + w + D, D in [-6, 6]^3 with D.w > 0: end vs vertex, edge or face), half
// pass through it (x + w - a C to x + w + b C with C = w x e perpendicular to w, not
// parallel to the triangle's edge there, a, b in 1..3: the core's interior against a vertex,
// across an edge, or parallel to the face), ends possibly swapped. The radius is L, or in
// half of the cases L one ulp smaller, which misses by that ulp.
CapsuleTri3Case draw_touching_capsule_tri3(Uniform &u) {
    const int *q = kQuads[u.int_in(0, 9)];
    const int *perm = kPerms3[u.int_in(0, 5)];
    long w[3], x[3], d[3][3], dir[3] = {0, 0, 0}, a[3] = {0, 0, 0}, b[3];
    for (int i = 0; i < 3; i++)
        w[i] = q[perm[i]] * (u.int_in(0, 1) ? 1 : -1);
    for (long &xi : x)
        xi = u.int_in(-5, 5);
    int tri_kind = u.int_in(0, 2);
    touching_tri_offsets(u, w, tri_kind, d, dir);
    if (u.int_in(0, 1) == 1) { // the core's interior
        long e[3], core[3], n[3];
        do {
            draw_ivec3(u, e, 2);
            cross3(w, e, core);
            cross3(core, dir, n);
        } while (is_zero3(core) || (tri_kind == 1 && is_zero3(n)));
        long back = u.int_in(1, 3), ahead = u.int_in(1, 3);
        for (int i = 0; i < 3; i++) {
            a[i] = -back * core[i];
            b[i] = ahead * core[i];
        }
    } else { // an end
        do
            draw_ivec3(u, b, 6);
        while (dot3(w, b) <= 0);
    }
    if (u.int_in(0, 1) == 1)
        std::swap(a, b);
    int rotate = u.int_in(0, 2), reverse = u.int_in(0, 1);
    CapsuleTri3Case c{};
    c.tri = touching_tri(x, d, rotate, reverse);
    c.cap.p0 = {real(x[0] + w[0] + a[0]), real(x[1] + w[1] + a[1]), real(x[2] + w[2] + a[2])};
    c.cap.p1 = {real(x[0] + w[0] + b[0]), real(x[1] + w[1] + b[1]), real(x[2] + w[2] + b[2])};
    c.cap.radius = real(q[3]);
    c.touch = u.int_in(0, 1) == 1;
    if (!c.touch)
        c.cap.radius = std::nextafter(c.cap.radius, real(0));
    return c;
}

/* ---- A capsule against a triangle: the peers --------------------------------------------- */

#ifdef ISECT_BENCH_HAVE_FCL
// FCL's default narrow-phase solver (libccd); what fcl::collide and fcl::distance run for a
// shape against each triangle of a mesh.
const fcl::detail::GJKSolver_libccdd fcl_solver;

struct FclCapsuleTri {
    fcl::Capsuled cap;
    fcl::Transform3d pose;
    fcl::Vector3d a, b, c;
};

FclCapsuleTri fcl_of(const CapsuleTri3Case &c) {
    CapsuleFrame f = frame_of(c.cap);
    return {fcl::Capsuled(f.radius, f.length), fcl_pose(f), fcl_of(c.tri.v[0]), fcl_of(c.tri.v[1]),
            fcl_of(c.tri.v[2])};
}

// GJKSolver_libccd::shapeTriangleIntersect: FCL has no capsule-triangle routine, so this is
// libccd's MPR on the capsule's and the triangle's support functions (intersecting or not).
inline bool fcl_test_capsule_tri(const FclCapsuleTri &c) {
    return fcl_solver.shapeTriangleIntersect(c.cap, c.pose, c.a, c.b, c.c);
}

bool fcl_answer_capsule_tri(const CapsuleTri3Case &c) {
    return fcl_test_capsule_tri(fcl_of(c));
}

// GJKSolver_libccd::shapeTriangleDistance: libccd's GJK distance (tolerance 1e-6), which
// reports "not separated" (a negative distance) when the shapes meet; touching when it says
// so or the distance is <= 0.
inline bool fcl_distance_test_capsule_tri(const FclCapsuleTri &c) {
    double dist = 0;
    bool separated = fcl_solver.shapeTriangleDistance(c.cap, c.pose, c.a, c.b, c.c, &dist);
    return !separated || dist <= 0;
}

bool fcl_distance_answer_capsule_tri(const CapsuleTri3Case &c) {
    return fcl_distance_test_capsule_tri(fcl_of(c));
}

// fcl::collide on a capsule object and a one-triangle mesh (BVHModel<OBBRSS>, FCL's way to
// hold triangles: the TriangleP shape has no entry in collide's function table): the
// bounding-volume test, then shapeTriangleIntersect on the triangle.
struct FclCapsuleMesh {
    std::unique_ptr<fcl::CollisionObjectd> mesh, cap;
};

FclCapsuleMesh fcl_objects_of(const CapsuleTri3Case &c) {
    auto model = std::make_shared<fcl::BVHModel<fcl::OBBRSSd>>();
    model->beginModel();
    model->addTriangle(fcl_of(c.tri.v[0]), fcl_of(c.tri.v[1]), fcl_of(c.tri.v[2]));
    model->endModel();
    return {std::make_unique<fcl::CollisionObjectd>(model, fcl::Transform3d::Identity()),
            fcl_object(c.cap)};
}

inline bool fcl_collide_test_capsule_tri(const FclCapsuleMesh &c) {
    fcl::CollisionRequestd request;
    fcl::CollisionResultd result;
    fcl::collide(c.mesh.get(), c.cap.get(), request, result);
    return result.isCollision();
}

bool fcl_collide_answer_capsule_tri(const CapsuleTri3Case &c) {
    return fcl_collide_test_capsule_tri(fcl_objects_of(c));
}
#endif

#ifdef ISECT_BENCH_HAVE_BULLET
struct BulletCapsuleTri {
    std::unique_ptr<btCapsuleShapeZ> cap;
    std::unique_ptr<btTriangleShape> tri;
    btTransform pose;
};

BulletCapsuleTri bullet_of(const CapsuleTri3Case &c) {
    auto bt = [](const isect_vec3 &v) { return btVector3(v.x, v.y, v.z); };
    CapsuleFrame f = frame_of(c.cap);
    BulletCapsuleTri b;
    b.cap = std::make_unique<btCapsuleShapeZ>(f.radius, f.length);
    b.tri = std::make_unique<btTriangleShape>(bt(c.tri.v[0]), bt(c.tri.v[1]), bt(c.tri.v[2]));
    b.tri->setMargin(0); // a triangle mesh's margin (btConcaveShape's default), not 0.04
    b.pose = bullet_pose(f);
    return b;
}

// btGjkPairDetector on the capsule and a btTriangleShape (what btConvexConcaveCollision-
// Algorithm runs per mesh triangle through btConvexConvexAlgorithm): GJK on the core segment
// and the triangle, the radius as the capsule's margin, EPA when the core pierces it;
// distance <= 0.
inline bool bullet_test_capsule_tri(const BulletCapsuleTri &c) {
    btVoronoiSimplexSolver simplex;
    btGjkEpaPenetrationDepthSolver epa;
    btGjkPairDetector gjk(c.cap.get(), c.tri.get(), &simplex, &epa);
    btGjkPairDetector::ClosestPointInput input;
    input.m_transformA = c.pose;
    input.m_transformB.setIdentity();
    btPointCollector output;
    gjk.getClosestPoints(input, output, nullptr);
    return output.m_hasResult && output.m_distance <= 0;
}

bool bullet_answer_capsule_tri(const CapsuleTri3Case &c) {
    return bullet_test_capsule_tri(bullet_of(c));
}
#endif

#ifdef ISECT_BENCH_HAVE_BOX2D
struct B2CapsuleTri {
    b2Vec2 seg[2], v[3];
    float r;
};

B2CapsuleTri box2d_of(const CapsuleTri2Case &c) {
    auto b2 = [](const isect_vec2 &v) { return b2Vec2(float(v.x), float(v.y)); };
    return {{b2(c.cap.p0), b2(c.cap.p1)},
            {b2(c.tri.v[0]), b2(c.tri.v[1]), b2(c.tri.v[2])},
            float(c.cap.radius)};
}

// b2Distance (GJK, float) between a 2-vertex proxy with the radius and the 3-vertex
// triangle, with b2TestOverlap's rule (distance < 10 b2_epsilon).
inline bool box2d_test_capsule_tri(const B2CapsuleTri &c) {
    b2DistanceInput input;
    input.proxyA.Set(c.seg, 2, c.r);
    input.proxyB.Set(c.v, 3, 0);
    input.transformA.SetIdentity();
    input.transformB.SetIdentity();
    input.useRadii = true;
    b2SimplexCache cache{};
    b2DistanceOutput output;
    b2Distance(&output, &cache, &input);
    return output.distance < 10.0f * b2_epsilon;
}

bool box2d_answer_capsule_tri(const CapsuleTri2Case &c) {
    return box2d_test_capsule_tri(box2d_of(c));
}
#endif

// A set of capsule-triangle cases and each peer's copy of it (each built when first used).
struct CapsuleTri3Set {
    explicit CapsuleTri3Set(Cases<CapsuleTri3Case>::Build build) : cases(std::move(build)) {
    }
    Cases<CapsuleTri3Case> cases;
#ifdef ISECT_BENCH_HAVE_FCL
    Cases<FclCapsuleTri> fcl{cases, [](const CapsuleTri3Case &c) { return fcl_of(c); }};
    Cases<FclCapsuleMesh> fcl_objects{cases,
                                      [](const CapsuleTri3Case &c) { return fcl_objects_of(c); }};
#endif
#ifdef ISECT_BENCH_HAVE_BULLET
    Cases<BulletCapsuleTri> bullet{cases, [](const CapsuleTri3Case &c) { return bullet_of(c); }};
#endif
};

struct CapsuleTri2Set {
    explicit CapsuleTri2Set(Cases<CapsuleTri2Case>::Build build) : cases(std::move(build)) {
    }
    Cases<CapsuleTri2Case> cases;
#ifdef ISECT_BENCH_HAVE_BOX2D
    Cases<B2CapsuleTri> box2d{cases, [](const CapsuleTri2Case &c) { return box2d_of(c); }};
#endif
};

/* ---- A point against a round solid or a convex polygon: the textbook formulas inlined ---- */

// isect's answers travel in these wrappers: the rows report as hit_pct the share of points
// inside the solid (their own closest point, dist_sq == 0).
struct Round3Answer {
    isect_closest_feature_result3 r;
};

struct Round2Answer {
    isect_closest_feature_result2 r;
};

bool is_hit(const Round3Answer &a) {
    return a.r.dist_sq == 0;
}

bool is_hit(const Round2Answer &a) {
    return a.r.dist_sq == 0;
}

inline void put(double *out, const isect_vec3 &v) {
    out[0] = v.x, out[1] = v.y, out[2] = v.z;
}

inline void put(double *out, const isect_vec2 &v) {
    out[0] = v.x, out[1] = v.y, out[2] = 0;
}

// The peers' answer: inside (p is its own closest point), or the point q and the squared
// distance.
template <class V> PeerClosest round_answer(const V &p, bool inside, const V &q) {
    PeerClosest r{inside, 0, {0, 0, 0}, {0, 0, 0}};
    put(r.pa, p);
    put(r.pb, inside ? p : q);
    if (!inside) {
        V e = v_sub(p, q);
        r.dist_sq = v_dot(e, e);
    }
    return r;
}

// RTCD 5.1.2 ClosestPtPointSegment on the core (t = (p - a).ab, clamped by its sign and
// against ab.ab, divided last), then the radius: inside when |p - c|^2 <= r^2, else
// c + r (p - c) / |p - c|.
template <class V> PeerClosest rtcd_closest_capsule(const V &p, const V &a, const V &b, real r) {
    V ab = v_sub(b, a);
    real t = v_dot(v_sub(p, a), ab);
    V c = a;
    if (t > 0) {
        real denom = v_dot(ab, ab);
        c = t >= denom ? b : v_along(a, ab, t / denom);
    }
    V e = v_sub(p, c);
    real d2 = v_dot(e, e);
    if (d2 <= r * r)
        return round_answer(p, true, p);
    return round_answer(p, false, v_along(c, e, r / std::sqrt(d2)));
}

// The textbook cylinder: with d = p1 - p0 and w = p - p0, the axial parameter
// t = w.d / d.d and the radial vector u = w - t d; clamp t to [0, 1] and |u| to r
// (separable in the half-plane through the axis and p): q = p0 + clamp(t) d + u min(1, r / |u|).
inline PeerClosest naive_closest_cylinder(const isect_vec3 &p, const isect_cylinder3 &c) {
    isect_vec3 d = v_sub(c.p1, c.p0), w = v_sub(p, c.p0);
    real t = v_dot(w, d) / v_dot(d, d);
    isect_vec3 u = v_along(w, d, -t);
    real rho = std::sqrt(v_dot(u, u));
    if (t >= 0 && t <= 1 && rho <= c.radius)
        return round_answer(p, true, p);
    real s = rho > c.radius ? c.radius / rho : 1;
    return round_answer(p, false, v_along(v_along(c.p0, d, clamp01(t)), u, s));
}

// The textbook cone: the half-plane through the axis and p, where p sits at (x, rho) =
// (w.d / h, |u|) (h = |d|, d = base - apex, w = p - apex, u = w - (w.d / d.d) d) and the
// cone is the triangle (0, 0), (h, 0), (h, r); RTCD 5.1.5 ClosestPtPointTriangle in the
// plane on it, mapped back: apex + (x' / h) d + y' u / |u|.
inline PeerClosest naive_closest_cone(const isect_vec3 &p, const isect_cone3 &c) {
    isect_vec3 d = v_sub(c.base, c.apex), w = v_sub(p, c.apex);
    real dd = v_dot(d, d), h = std::sqrt(dd), wd = v_dot(w, d);
    isect_vec3 u = v_along(w, d, -wd / dd);
    real rho = std::sqrt(v_dot(u, u));
    isect_closest_feature_result2 t = rtcd_closest_tri(isect_vec2{wd / h, rho}, isect_vec2{0, 0},
                                                       isect_vec2{h, 0}, isect_vec2{h, c.radius});
    if (t.feature_b.kind == ISECT_FEATURE_FACE) // the face region: p inside
        return round_answer(p, true, p);
    isect_vec2 q = t.point_b;
    return round_answer(p, false, v_along(v_along(c.apex, d, q.x / h), u, rho > 0 ? q.y / rho : 0));
}

// A convex polygon, counterclockwise, in the RTCD 5.1.5 manner edge by edge: vertex i's
// Voronoi region ((p - v_i).(v_i - v_i-1) >= 0 and (p - v_i).(v_i+1 - v_i) <= 0), then
// edge i's (p right of the edge, its projection strictly between the ends), else inside.
inline PeerClosest naive_closest_poly(const isect_vec2 &p, const isect_vec2 *v, int n) {
    for (int i = 0; i < n; i++) {
        const isect_vec2 &a = v[i], &b = v[i + 1 < n ? i + 1 : 0], &prev = v[i ? i - 1 : n - 1];
        isect_vec2 w = v_sub(p, a), e = v_sub(b, a);
        if (v_dot(w, v_sub(a, prev)) >= 0 && v_dot(w, e) <= 0)
            return round_answer(p, false, a);
        real t = v_dot(w, e), ee = v_dot(e, e);
        if (e.x * w.y - e.y * w.x < 0 && t > 0 && t < ee)
            return round_answer(p, false, v_along(a, e, t / ee));
    }
    return round_answer(p, true, p);
}

/* ---- A point against a round solid or a convex polygon: cases ---------------------------- */

constexpr std::uint64_t kRoundSeed = 0x50e1d; // the timed cases of the rows below

struct PointCapsule3Case {
    isect_vec3 p;
    isect_capsule3 cap;
    bool inside; // the exact answer, for the constructed touch_ cases
};

struct PointCylinder3Case {
    isect_vec3 p;
    isect_cylinder3 cyl;
    bool inside;
};

struct PointCone3Case {
    isect_vec3 p;
    isect_cone3 cone;
    bool inside;
};

struct PointCapsule2Case {
    isect_vec2 p;
    isect_capsule2 cap;
    bool inside;
};

constexpr int kPolyMax = 8; // Box2D's b2_maxPolygonVertices
constexpr double kTwoPi = 6.283185307179586;

struct PointPoly2Case {
    isect_vec2 p;
    isect_vec2 v[kPolyMax];
    int n;
    bool inside;
    isect_poly2 poly() const {
        return {v, static_cast<std::size_t>(n)};
    }
};

Round3Answer isect_round(const PointCapsule3Case &c) {
    return {isect_closest_point3_capsule3(c.p, &c.cap)};
}

Round3Answer isect_round(const PointCylinder3Case &c) {
    return {isect_closest_point3_cylinder3(c.p, &c.cyl)};
}

Round3Answer isect_round(const PointCone3Case &c) {
    return {isect_closest_point3_cone3(c.p, &c.cone)};
}

Round2Answer isect_round(const PointCapsule2Case &c) {
    return {isect_closest_point2_capsule2(c.p, &c.cap)};
}

Round2Answer isect_round(const PointPoly2Case &c) {
    isect_poly2 poly = c.poly();
    return {isect_closest_point2_poly2(c.p, &poly)};
}

PeerClosest naive_round(const PointCapsule3Case &c) {
    return rtcd_closest_capsule(c.p, c.cap.p0, c.cap.p1, c.cap.radius);
}

PeerClosest naive_round(const PointCylinder3Case &c) {
    return naive_closest_cylinder(c.p, c.cyl);
}

PeerClosest naive_round(const PointCone3Case &c) {
    return naive_closest_cone(c.p, c.cone);
}

PeerClosest naive_round(const PointCapsule2Case &c) {
    return rtcd_closest_capsule(c.p, c.cap.p0, c.cap.p1, c.cap.radius);
}

PeerClosest naive_round(const PointPoly2Case &c) {
    return naive_closest_poly(c.p, c.v, c.n);
}

// The class of isect's answer for the quotas: 0 inside; then per solid the boundary pieces
// in the order of closest_point.h (capsule: side 1, end caps 2; cylinder: side 1, caps 2,
// rims 3; cone: apex 1, slant 2, base 3, rim 4; polygon: vertex 1, edge 2).
int round_class(const PointCapsule3Case &c) {
    Round3Answer a = isect_round(c);
    return is_hit(a) ? 0 : a.r.feature_b.index == 2 ? 1 : 2;
}

int round_class(const PointCapsule2Case &c) {
    Round2Answer a = isect_round(c);
    return is_hit(a) ? 0 : a.r.feature_b.index >= 2 ? 1 : 2;
}

int round_class(const PointCylinder3Case &c) {
    Round3Answer a = isect_round(c);
    const isect_feature &f = a.r.feature_b;
    return is_hit(a) ? 0 : f.kind == ISECT_FEATURE_EDGE ? 3 : f.index == 2 ? 1 : 2;
}

int round_class(const PointCone3Case &c) {
    Round3Answer a = isect_round(c);
    const isect_feature &f = a.r.feature_b;
    return is_hit(a)                        ? 0
           : f.kind == ISECT_FEATURE_VERTEX ? 1
           : f.kind == ISECT_FEATURE_EDGE   ? 4
           : f.index == 1                   ? 2
                                            : 3;
}

int round_class(const PointPoly2Case &c) {
    Round2Answer a = isect_round(c);
    const isect_feature &f = a.r.feature_b;
    return f.kind == ISECT_FEATURE_NONE     ? 3 // invalid: never kept (quota 0)
           : is_hit(a)                      ? 0
           : f.kind == ISECT_FEATURE_VERTEX ? 1
                                            : 2;
}

// Uniform cases: axis ends within [-2, 2]^3 (^2) of a centre m uniform in [-10, 10]^3 (^2),
// radius in [0.2, 1.5] (the cone's in [0.2, 2]), the point within [-3, 3]^3 (^2) of m.
PointCapsule3Case draw_point_capsule3(Uniform &u) {
    isect_vec3 m = point3(u);
    PointCapsule3Case c{};
    c.cap.p0 = v_add(m, point3(u, -2, 2));
    c.cap.p1 = v_add(m, point3(u, -2, 2));
    c.cap.radius = real(u.real_in(0.2, 1.5));
    c.p = v_add(m, point3(u, -3, 3));
    return c;
}

PointCylinder3Case draw_point_cylinder3(Uniform &u) {
    PointCapsule3Case k = draw_point_capsule3(u);
    return {k.p, {k.cap.p0, k.cap.p1, k.cap.radius}, false};
}

PointCone3Case draw_point_cone3(Uniform &u) {
    PointCapsule3Case k = draw_point_capsule3(u);
    return {k.p, {k.cap.p0, k.cap.p1, real(u.real_in(0.2, 2))}, false};
}

PointCapsule2Case draw_point_capsule2(Uniform &u) {
    isect_vec2 m = point2(u);
    PointCapsule2Case c{};
    c.cap.p0 = v_add(m, point2(u, -2, 2));
    c.cap.p1 = v_add(m, point2(u, -2, 2));
    c.cap.radius = real(u.real_in(0.2, 1.5));
    c.p = v_add(m, point2(u, -3, 3));
    return c;
}

// A convex polygon of 3 to 8 vertices, counterclockwise: angles increasing, at least 0.3
// apart, on an ellipse of semi-axes in [0.5, 2] turned by a random angle, around m; the
// point within [-3, 3]^2 of m.
PointPoly2Case draw_point_poly2(Uniform &u) {
    isect_vec2 m = point2(u);
    PointPoly2Case c{};
    c.n = u.int_in(3, kPolyMax);
    double angle[kPolyMax];
    for (;;) {
        for (int i = 0; i < c.n; i++)
            angle[i] = u.real_in(0, kTwoPi);
        std::sort(angle, angle + c.n);
        bool spread = angle[0] + kTwoPi - angle[c.n - 1] >= 0.3;
        for (int i = 1; i < c.n; i++)
            spread &= angle[i] - angle[i - 1] >= 0.3;
        if (spread)
            break;
    }
    double a = u.real_in(0.5, 2), b = u.real_in(0.5, 2), turn = u.real_in(0, kTwoPi);
    for (int i = 0; i < c.n; i++) {
        double x = a * std::cos(angle[i]), y = b * std::sin(angle[i]);
        c.v[i] = {real(m.x + x * std::cos(turn) - y * std::sin(turn)),
                  real(m.y + x * std::sin(turn) + y * std::cos(turn))};
    }
    c.p = v_add(m, point2(u, -3, 3));
    return c;
}

// Touching cases, in integers: p exactly on the boundary (inside true), or in half of the
// cases the radius one ulp smaller (the polygon: p moved one ulp outward), which misses by
// that ulp. n is a Pythagorean quadruple (triple in 2D), permuted, signs flipped, times k in
// 1..2, of integer length L; the axis direction d = n x e (e integer) is perpendicular to n.
// Capsule: p = m + n with m on the core (the side, or the rim of an end) or, for half of the
// cases, p = p1 + n with n.d >= 0 (the end cap). Cylinder: p = m + n, m = p0 + j d on the
// axis (j = 0 or J: the rims). Cone: p = apex + j (d + n) with base = apex + J d, radius J L
// (the slant; j = J the rim).
void touch_normal3(Uniform &u, long *n, long &len) {
    const int *q = kQuads[u.int_in(0, 9)];
    const int *perm = kPerms3[u.int_in(0, 5)];
    long k = u.int_in(1, 2);
    for (int i = 0; i < 3; i++)
        n[i] = k * q[perm[i]] * (u.int_in(0, 1) ? 1 : -1);
    len = k * q[3];
}

void perpendicular3(Uniform &u, const long *n, long *d) {
    long e[3];
    do {
        draw_ivec3(u, e, 2);
        cross3(n, e, d);
    } while (is_zero3(d));
}

isect_vec3 ivec(const long *x) {
    return {real(x[0]), real(x[1]), real(x[2])};
}

isect_vec3 iat(const long *x, long k, const long *d) {
    return {real(x[0] + k * d[0]), real(x[1] + k * d[1]), real(x[2] + k * d[2])};
}

real touch_radius(Uniform &u, long len, bool &inside) {
    inside = u.int_in(0, 1) == 1;
    return inside ? real(len) : std::nextafter(real(len), real(0));
}

PointCapsule3Case draw_touching_capsule3(Uniform &u) {
    long n[3], d[3], m[3], len;
    touch_normal3(u, n, len);
    draw_ivec3(u, m, 20);
    PointCapsule3Case c{};
    if (u.int_in(0, 1)) { // the side
        perpendicular3(u, n, d);
        c.cap.p0 = iat(m, -u.int_in(0, 2), d);
        c.cap.p1 = iat(m, u.int_in(0, 2), d);
    } else { // the end cap around p1
        do
            draw_ivec3(u, d, 4);
        while (is_zero3(d));
        long s = dot3(n, d) < 0 ? -1 : 1;
        c.cap.p1 = ivec(m);
        c.cap.p0 = iat(m, -s * u.int_in(1, 3), d);
    }
    c.p = iat(m, 1, n);
    c.cap.radius = touch_radius(u, len, c.inside);
    return c;
}

PointCylinder3Case draw_touching_cylinder3(Uniform &u) {
    long n[3], d[3], a[3], len;
    touch_normal3(u, n, len);
    perpendicular3(u, n, d);
    draw_ivec3(u, a, 20);
    long J = u.int_in(1, 3), j = u.int_in(0, static_cast<int>(J));
    PointCylinder3Case c{};
    c.cyl.p0 = ivec(a);
    c.cyl.p1 = iat(a, J, d);
    isect_vec3 m = iat(a, j, d);
    c.p = {m.x + real(n[0]), m.y + real(n[1]), m.z + real(n[2])};
    c.cyl.radius = touch_radius(u, len, c.inside);
    return c;
}

PointCone3Case draw_touching_cone3(Uniform &u) {
    long n[3], d[3], a[3], len, g[3];
    touch_normal3(u, n, len);
    perpendicular3(u, n, d);
    draw_ivec3(u, a, 20);
    long J = u.int_in(1, 3), j = u.int_in(1, static_cast<int>(J));
    for (int i = 0; i < 3; i++)
        g[i] = d[i] + n[i];
    PointCone3Case c{};
    c.cone.apex = ivec(a);
    c.cone.base = iat(a, J, d);
    c.p = iat(a, j, g);
    c.cone.radius = touch_radius(u, J * len, c.inside);
    return c;
}

PointCapsule2Case draw_touching_capsule2(Uniform &u) {
    static const int triples[5][3] = {
        {3, 4, 5}, {5, 12, 13}, {8, 15, 17}, {7, 24, 25}, {20, 21, 29}};
    const int *t = triples[u.int_in(0, 4)];
    long k = u.int_in(1, 2), swap = u.int_in(0, 1);
    long n[2] = {k * t[swap] * (u.int_in(0, 1) ? 1 : -1),
                 k * t[1 - swap] * (u.int_in(0, 1) ? 1 : -1)};
    long m[2] = {u.int_in(-20, 20), u.int_in(-20, 20)}, d[2];
    PointCapsule2Case c{};
    auto at = [&](long s) { return isect_vec2{real(m[0] + s * d[0]), real(m[1] + s * d[1])}; };
    if (u.int_in(0, 1)) { // a side: d perpendicular to n
        long s = u.int_in(1, 2) * (u.int_in(0, 1) ? 1 : -1);
        d[0] = -s * n[1] / k, d[1] = s * n[0] / k;
        c.cap.p0 = at(-u.int_in(0, 2));
        c.cap.p1 = at(u.int_in(0, 2));
    } else { // the end arc around p1
        do
            d[0] = u.int_in(-4, 4), d[1] = u.int_in(-4, 4);
        while (d[0] == 0 && d[1] == 0);
        long s = n[0] * d[0] + n[1] * d[1] < 0 ? -1 : 1;
        c.cap.p1 = at(0);
        c.cap.p0 = at(-s * u.int_in(1, 3));
    }
    c.p = {real(m[0] + n[0]), real(m[1] + n[1])};
    c.cap.radius = touch_radius(u, k * t[2], c.inside);
    return c;
}

// A convex integer polygon (a triangle, square, hexagon or octagon, counterclockwise, times
// 1..3, rotated cyclically, around an integer centre in [-20, 20]^2) and p the midpoint of
// one of its edges (exact), or p moved one ulp outward in a coordinate along which the
// edge's outer normal points.
PointPoly2Case draw_touching_poly2(Uniform &u) {
    static const int outlines[4][kPolyMax][2] = {
        {{3, 0}, {-2, 3}, {-2, -3}},
        {{2, 0}, {0, 2}, {-2, 0}, {0, -2}},
        {{4, 0}, {2, 3}, {-2, 3}, {-4, 0}, {-2, -3}, {2, -3}},
        {{3, 0}, {2, 2}, {0, 3}, {-2, 2}, {-3, 0}, {-2, -2}, {0, -3}, {2, -2}}};
    static const int sizes[4] = {3, 4, 6, 8};
    int which = u.int_in(0, 3), k = u.int_in(1, 3), start = u.int_in(0, sizes[which] - 1);
    int mx = u.int_in(-20, 20), my = u.int_in(-20, 20);
    PointPoly2Case c{};
    c.n = sizes[which];
    for (int i = 0; i < c.n; i++) {
        const int *o = outlines[which][(start + i) % c.n];
        c.v[i] = {real(mx + k * o[0]), real(my + k * o[1])};
    }
    int e = u.int_in(0, c.n - 1);
    const isect_vec2 &a = c.v[e], &b = c.v[(e + 1) % c.n];
    c.p = {(a.x + b.x) / 2, (a.y + b.y) / 2};
    c.inside = u.int_in(0, 1) == 1;
    if (!c.inside) { // the outer normal of a counterclockwise edge is (e.y, -e.x)
        real nx = b.y - a.y, ny = a.x - b.x;
        if (nx != 0)
            c.p.x = std::nextafter(c.p.x, nx > 0 ? real(1e30) : real(-1e30));
        else
            c.p.y = std::nextafter(c.p.y, ny > 0 ? real(1e30) : real(-1e30));
    }
    return c;
}

/* ---- A point against a round solid or a convex polygon: the peers ------------------------ */

// The solids as FCL and Bullet hold them: centred, along their z axis (frame_of on the
// axis p0 -> p1; the cone's from the base to the apex, which FCL and Bullet put at +z).
[[maybe_unused]] CapsuleFrame round_frame(const PointCapsule3Case &c) {
    return frame_of(c.cap);
}

[[maybe_unused]] CapsuleFrame round_frame(const PointCylinder3Case &c) {
    return frame_of(isect_capsule3{c.cyl.p0, c.cyl.p1, c.cyl.radius});
}

[[maybe_unused]] CapsuleFrame round_frame(const PointCone3Case &c) {
    return frame_of(isect_capsule3{c.cone.base, c.cone.apex, c.cone.radius});
}

#ifdef ISECT_BENCH_HAVE_FCL
template <class Shape> struct FclRound {
    Shape shape;
    fcl::Transform3d pose, at;
};

fcl::Transform3d fcl_at(const isect_vec3 &p) {
    fcl::Transform3d x = fcl::Transform3d::Identity();
    x.translation() = fcl_of(p);
    return x;
}

FclRound<fcl::Capsuled> fcl_of(const PointCapsule3Case &c) {
    CapsuleFrame f = round_frame(c);
    return {fcl::Capsuled(f.radius, f.length), fcl_pose(f), fcl_at(c.p)};
}

FclRound<fcl::Cylinderd> fcl_of(const PointCylinder3Case &c) {
    CapsuleFrame f = round_frame(c);
    return {fcl::Cylinderd(f.radius, f.length), fcl_pose(f), fcl_at(c.p)};
}

FclRound<fcl::Coned> fcl_of(const PointCone3Case &c) {
    CapsuleFrame f = round_frame(c);
    return {fcl::Coned(f.radius, f.length), fcl_pose(f), fcl_at(c.p)};
}

// What fcl::distance runs for a sphere and the solid: GJKSolver_libccd::shapeDistance with
// a sphere of radius 0 at p, which dispatches to detail::sphereCapsuleDistance and
// detail::sphereCylinderDistance, and for the cone to libccd's GJK; "inside" when it
// reports the shapes not separated (fcl_solver: the capsule-triangle rows' solver, with
// its default tolerances).
const fcl::Sphered fcl_point(0);

template <class Shape> inline PeerClosest fcl_closest_round(const FclRound<Shape> &c) {
    double dist = 0;
    fcl::Vector3d pa, pb;
    bool apart = fcl_solver.shapeDistance(fcl_point, c.at, c.shape, c.pose, &dist, &pa, &pb);
    return {!apart, apart ? dist * dist : 0, {pa.x(), pa.y(), pa.z()}, {pb.x(), pb.y(), pb.z()}};
}

template <class Case> bool fcl_round_answer(const Case &c) {
    return fcl_closest_round(fcl_of(c)).hit;
}

template <class Case> struct FclOf { using type = decltype(fcl_of(std::declval<Case>())); };
#endif

#ifdef ISECT_BENCH_HAVE_BULLET
struct BulletRound {
    std::shared_ptr<btConvexShape> shape;
    btTransform pose, at;
};

std::shared_ptr<btConvexShape> bullet_shape(const PointCapsule3Case &, const CapsuleFrame &f) {
    return std::make_shared<btCapsuleShapeZ>(f.radius, f.length);
}

// Bullet's cylinders and cones carry a collision margin of 0.04 by default (the solid grown
// by it); 0 makes them the exact solid.
std::shared_ptr<btConvexShape> bullet_shape(const PointCylinder3Case &, const CapsuleFrame &f) {
    auto s = std::make_shared<btCylinderShapeZ>(btVector3(f.radius, f.radius, f.length / 2));
    s->setMargin(0);
    return s;
}

std::shared_ptr<btConvexShape> bullet_shape(const PointCone3Case &, const CapsuleFrame &f) {
    auto s = std::make_shared<btConeShapeZ>(f.radius, f.length);
    s->setMargin(0);
    return s;
}

template <class Case> BulletRound bullet_of(const Case &c) {
    CapsuleFrame f = round_frame(c);
    btTransform at;
    at.setIdentity();
    at.setOrigin(btVector3(c.p.x, c.p.y, c.p.z));
    return {bullet_shape(c, f), bullet_pose(f), at};
}

// btGjkPairDetector between a sphere of radius 0 at p and the solid (GJK on the support
// functions, EPA when they overlap); "inside" when the distance is <= 0.
btSphereShape bullet_point(0);

inline PeerClosest bullet_closest_round(const BulletRound &c) {
    btVoronoiSimplexSolver simplex;
    btGjkEpaPenetrationDepthSolver epa;
    btGjkPairDetector gjk(&bullet_point, c.shape.get(), &simplex, &epa);
    btGjkPairDetector::ClosestPointInput input;
    input.m_transformA = c.at;
    input.m_transformB = c.pose;
    btPointCollector output;
    gjk.getClosestPoints(input, output, nullptr);
    bool inside = !output.m_hasResult || output.m_distance <= 0;
    const btVector3 &p = c.at.getOrigin(), &q = output.m_pointInWorld;
    return {inside,
            inside ? 0 : double(output.m_distance) * output.m_distance,
            {p.x(), p.y(), p.z()},
            {q.x(), q.y(), q.z()}};
}

template <class Case> bool bullet_round_answer(const Case &c) {
    return bullet_closest_round(bullet_of(c)).hit;
}
#endif

#ifdef ISECT_BENCH_HAVE_BOX2D
struct B2Round {
    b2Vec2 p, v[kPolyMax];
    int n;
    float r;
};

B2Round box2d_of(const PointCapsule2Case &c) {
    auto b2 = [](const isect_vec2 &v) { return b2Vec2(float(v.x), float(v.y)); };
    return {b2(c.p), {b2(c.cap.p0), b2(c.cap.p1)}, 2, float(c.cap.radius)};
}

B2Round box2d_of(const PointPoly2Case &c) {
    B2Round b{b2Vec2(float(c.p.x), float(c.p.y)), {}, c.n, 0};
    for (int i = 0; i < c.n; i++)
        b.v[i] = b2Vec2(float(c.v[i].x), float(c.v[i].y));
    return b;
}

// b2Distance (GJK, float) between a 1-vertex proxy (the point) and the capsule's 2-vertex
// proxy with its radius, or the polygon's n-vertex proxy, radii used; "inside" when the
// distance is 0.
inline PeerClosest box2d_closest_round(const B2Round &c) {
    b2DistanceInput input;
    input.proxyA.Set(&c.p, 1, 0);
    input.proxyB.Set(c.v, c.n, c.r);
    input.transformA.SetIdentity();
    input.transformB.SetIdentity();
    input.useRadii = true;
    b2SimplexCache cache{};
    b2DistanceOutput o;
    b2Distance(&o, &cache, &input);
    return {o.distance == 0,
            double(o.distance) * o.distance,
            {c.p.x, c.p.y, 0},
            {o.pointB.x, o.pointB.y, 0}};
}

template <class Case> bool box2d_round_answer(const Case &c) {
    return box2d_closest_round(box2d_of(c)).hit;
}
#endif

// A set of cases and each peer's copy of it (each built when first used).
template <class Case> struct Round3Set {
    explicit Round3Set(typename Cases<Case>::Build build) : cases(std::move(build)) {
    }
    Cases<Case> cases;
#ifdef ISECT_BENCH_HAVE_FCL
    Cases<typename FclOf<Case>::type> fcl{cases, [](const Case &c) { return fcl_of(c); }};
#endif
#ifdef ISECT_BENCH_HAVE_BULLET
    Cases<BulletRound> bullet{cases, [](const Case &c) { return bullet_of(c); }};
#endif
};

template <class Case> struct Round2Set {
    explicit Round2Set(typename Cases<Case>::Build build) : cases(std::move(build)) {
    }
    Cases<Case> cases;
#ifdef ISECT_BENCH_HAVE_BOX2D
    Cases<B2Round> box2d{cases, [](const Case &c) { return box2d_of(c); }};
#endif
};

template <class Case> bool round_truth(const Case &c) {
    return c.inside;
}

template <class Case> bool isect_round_answer(const Case &c) {
    return is_hit(isect_round(c));
}

template <class Case> bool naive_round_answer(const Case &c) {
    return naive_round(c).hit;
}

/* ---- A segment or a triangle against a triangle, a segment against a box ------------------ */

constexpr std::uint64_t kPairShapeSeed = 0x5e97a1; // the timed cases of the rows below

// meet: the exact answer for the constructed touch_ cases (do the shapes meet?).
struct SegTri3Case {
    isect_seg3 seg;
    isect_tri3 tri;
    bool meet;
};

struct TriTri3Case {
    isect_tri3 a, b;
    bool meet;
};

struct SegBox3Case {
    isect_seg3 seg;
    isect_aabb3 box;
    bool meet;
};

struct SegObb3Case {
    isect_seg3 seg;
    isect_obb3 box;
    bool meet;
};

// isect's answer; "hit" (hit_pct): the shapes meet, dist_sq == 0 (exact).
struct PairAnswer {
    isect_closest_feature_result3 r;
};

bool is_hit(const PairAnswer &a) {
    return a.r.dist_sq == 0;
}

inline PairAnswer isect_pair(const SegTri3Case &c) {
    return {isect_closest_seg3_tri3(&c.seg, &c.tri)};
}

inline PairAnswer isect_pair(const TriTri3Case &c) {
    return {isect_closest_tri3_tri3(&c.a, &c.b)};
}

inline PairAnswer isect_pair(const SegBox3Case &c) {
    return {isect_closest_seg3_aabb3(&c.seg, &c.box)};
}

inline PairAnswer isect_pair(const SegObb3Case &c) {
    return {isect_closest_seg3_obb3(&c.seg, &c.box)};
}

template <class Case> bool isect_pair_meets(const Case &c) {
    return isect_pair(c).r.dist_sq == 0;
}

template <class Case> bool built_pair_meets(const Case &c) {
    return c.meet;
}

// A peer's answer (as PeerClosest: the points, the squared distance, hit = the distance is 0
// or the shapes were found to overlap).
inline PeerClosest peer_answer(bool meet, double dist_sq, const isect_vec3 &a,
                               const isect_vec3 &b) {
    return {meet, meet ? 0 : dist_sq, {a.x, a.y, a.z}, {b.x, b.y, b.z}};
}

// RTCD 5.3.6 IntersectSegmentTriangle made two-sided, as rtcd_pierces, with the crossing
// point x = p + (t / d) (q - p) (p, q after the swap).
inline bool rtcd_pierce_point(isect_vec3 p, isect_vec3 q, const isect_tri3 &tri, isect_vec3 &x) {
    const isect_vec3 &a = tri.v[0];
    isect_vec3 ab = v_sub(tri.v[1], a), ac = v_sub(tri.v[2], a), n = v_cross(ab, ac);
    isect_vec3 qp = v_sub(p, q);
    real d = v_dot(qp, n);
    if (d == 0)
        return false;
    if (d < 0) {
        std::swap(p, q);
        qp = v_sub(p, q);
        d = -d;
    }
    isect_vec3 ap = v_sub(p, a);
    real t = v_dot(ap, n);
    if (t < 0 || t > d)
        return false;
    isect_vec3 e = v_cross(qp, ap);
    real v = v_dot(ac, e);
    if (v < 0 || v > d)
        return false;
    real w = -v_dot(ab, e);
    if (w < 0 || v + w > d)
        return false;
    x = v_along(p, v_sub(q, p), t / d);
    return true;
}

// The least of the candidates so far: the squared distance and the pair (strictly less
// replaces, so the first of equal ones stays).
struct NaiveBest {
    real dist_sq = std::numeric_limits<real>::infinity();
    isect_vec3 a{}, b{};
    void take(real d, const isect_vec3 &pa, const isect_vec3 &pb) {
        if (d < dist_sq)
            dist_sq = d, a = pa, b = pb;
    }
};

// RTCD 5.1.10 (segment-triangle), written from the book's description, inlined: the
// crossing point if the segment pq pierces the triangle, else the least of the closest
// points of p and of q to the triangle (ClosestPtPointTriangle, rtcd_closest_tri) and of pq
// to each edge (ClosestPtSegmentSegment, rtcd_closest_seg_seg).
inline PeerClosest rtcd_closest_seg_tri(const isect_vec3 &p, const isect_vec3 &q,
                                        const isect_tri3 &t) {
    isect_vec3 x;
    if (rtcd_pierce_point(p, q, t, x))
        return peer_answer(true, 0, x, x);
    NaiveBest best;
    auto fp = rtcd_closest_tri(p, t.v[0], t.v[1], t.v[2]);
    best.take(fp.dist_sq, p, fp.point_b);
    auto fq = rtcd_closest_tri(q, t.v[0], t.v[1], t.v[2]);
    best.take(fq.dist_sq, q, fq.point_b);
    for (int i = 0; i < 3; i++) {
        auto e = rtcd_closest_seg_seg(p, q, t.v[i], t.v[(i + 1) % 3]);
        best.take(e.dist_sq, e.point_a, e.point_b);
    }
    return peer_answer(best.dist_sq == 0, best.dist_sq, best.a, best.b);
}

// RTCD 5.1.11 (triangle-triangle), the same decomposition: a crossing point if an edge of
// either triangle pierces the other, else the least of the six vertices against the other
// triangle and the nine edge pairs.
inline PeerClosest rtcd_closest_tri_tri(const isect_tri3 &A, const isect_tri3 &B) {
    isect_vec3 x;
    for (int i = 0; i < 3; i++)
        if (rtcd_pierce_point(A.v[i], A.v[(i + 1) % 3], B, x) ||
            rtcd_pierce_point(B.v[i], B.v[(i + 1) % 3], A, x))
            return peer_answer(true, 0, x, x);
    NaiveBest best;
    for (int k = 0; k < 3; k++) {
        auto f = rtcd_closest_tri(A.v[k], B.v[0], B.v[1], B.v[2]);
        best.take(f.dist_sq, A.v[k], f.point_b);
    }
    for (int k = 0; k < 3; k++) {
        auto f = rtcd_closest_tri(B.v[k], A.v[0], A.v[1], A.v[2]);
        best.take(f.dist_sq, f.point_b, B.v[k]);
    }
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++) {
            auto e = rtcd_closest_seg_seg(A.v[i], A.v[(i + 1) % 3], B.v[j], B.v[(j + 1) % 3]);
            best.take(e.dist_sq, e.point_a, e.point_b);
        }
    return peer_answer(best.dist_sq == 0, best.dist_sq, best.a, best.b);
}

// The segment p + t d (t in [0, 1]) against the box, by minimising over t with the clamp:
// f(t) = |x(t) - clamp(x(t))|^2 is convex and piecewise quadratic, its pieces ending where a
// coordinate of x(t) crosses a face's plane, and f'(t) / 2 = sum_i d_i (x_i - clamp(x_i)) is
// continuous and nondecreasing. So t = 0 if f'(0) >= 0, else the minimum lies in the first
// piece at whose end f' >= 0 (t = 1 if none), where only the axes outside the slab are
// active and f' is linear: t = sum d_i (b_i - p_i) / sum d_i^2 over them (b_i the crossed
// bound), clamped to the piece (its midpoint if none is active: the piece is in the box),
// or the piece's end if f is no larger there (a breakpoint where x(t) enters the box, which
// the rounded t may miss). Then the point, its clamp and the squared distance.
inline PeerClosest naive_closest_seg_box(const isect_seg3 &s, const isect_aabb3 &box) {
    const real p[3] = {s.p0.x, s.p0.y, s.p0.z};
    const real d[3] = {s.p1.x - s.p0.x, s.p1.y - s.p0.y, s.p1.z - s.p0.z};
    const real lo[3] = {box.min.x, box.min.y, box.min.z}, hi[3] = {box.max.x, box.max.y, box.max.z};
    real ts[8];
    int n = 0;
    ts[n++] = 0;
    for (int i = 0; i < 3; i++)
        if (d[i] != 0)
            for (real bound : {lo[i], hi[i]}) {
                real t = (bound - p[i]) / d[i];
                if (t > 0 && t < 1)
                    ts[n++] = t;
            }
    ts[n++] = 1;
    for (int k = 2; k < n - 1; k++) // insertion sort of the breakpoints
        for (int j = k; j > 1 && ts[j] < ts[j - 1]; j--)
            std::swap(ts[j], ts[j - 1]);
    auto slope = [&](real t) {
        real g = 0;
        for (int i = 0; i < 3; i++) {
            real x = p[i] + t * d[i];
            g += d[i] * (x < lo[i] ? x - lo[i] : x > hi[i] ? x - hi[i] : 0);
        }
        return g;
    };
    auto excess = [&](real t) { // f(t)
        real f = 0;
        for (int i = 0; i < 3; i++) {
            real x = p[i] + t * d[i], e = x < lo[i] ? x - lo[i] : x > hi[i] ? x - hi[i] : 0;
            f += e * e;
        }
        return f;
    };
    real t = 1;
    if (slope(0) >= 0) {
        t = 0;
    } else {
        for (int k = 1; k < n; k++) {
            if (slope(ts[k]) < 0)
                continue;
            real m = (ts[k - 1] + ts[k]) / 2, num = 0, den = 0;
            for (int i = 0; i < 3; i++) {
                real x = p[i] + m * d[i];
                if (x < lo[i] || x > hi[i]) {
                    num += d[i] * ((x < lo[i] ? lo[i] : hi[i]) - p[i]);
                    den += d[i] * d[i];
                }
            }
            // no axis outside: the piece lies in the box (f = 0), its midpoint too
            t = den > 0 ? std::min(std::max(num / den, ts[k - 1]), ts[k]) : m;
            if (excess(ts[k]) <= excess(t)) // the minimum at the piece's end, as rounded
                t = ts[k];
            break;
        }
    }
    real a[3], b[3], dist_sq = 0;
    for (int i = 0; i < 3; i++) {
        a[i] = p[i] + t * d[i];
        b[i] = a[i] < lo[i] ? lo[i] : a[i] > hi[i] ? hi[i] : a[i];
        dist_sq += (a[i] - b[i]) * (a[i] - b[i]);
    }
    return {dist_sq == 0, double(dist_sq), {a[0], a[1], a[2]}, {b[0], b[1], b[2]}};
}

inline PeerClosest naive_pair(const SegTri3Case &c) {
    return rtcd_closest_seg_tri(c.seg.p0, c.seg.p1, c.tri);
}

inline PeerClosest naive_pair(const TriTri3Case &c) {
    return rtcd_closest_tri_tri(c.a, c.b);
}

inline PeerClosest naive_pair(const SegBox3Case &c) {
    return naive_closest_seg_box(c.seg, c.box);
}

// The textbook route for an oriented box: the segment's ends into the box's frame
// ((x - c) . a_i), the AABB minimisation there, the two points back (c + sum_i x_i a_i).
inline PeerClosest naive_pair(const SegObb3Case &c) {
    const isect_obb3 &b = c.box;
    auto to_frame = [&](const isect_vec3 &x) {
        real d[3] = {x.x - b.center.x, x.y - b.center.y, x.z - b.center.z}, w[3];
        for (int i = 0; i < 3; i++)
            w[i] = d[0] * b.axis[i].x + d[1] * b.axis[i].y + d[2] * b.axis[i].z;
        return isect_vec3{w[0], w[1], w[2]};
    };
    isect_seg3 local{to_frame(c.seg.p0), to_frame(c.seg.p1)};
    isect_aabb3 box{{-b.half.x, -b.half.y, -b.half.z}, {b.half.x, b.half.y, b.half.z}};
    PeerClosest r = naive_closest_seg_box(local, box);
    auto back = [&](const double *w, double *out) {
        out[0] = b.center.x + w[0] * b.axis[0].x + w[1] * b.axis[1].x + w[2] * b.axis[2].x;
        out[1] = b.center.y + w[0] * b.axis[0].y + w[1] * b.axis[1].y + w[2] * b.axis[2].y;
        out[2] = b.center.z + w[0] * b.axis[0].z + w[1] * b.axis[1].z + w[2] * b.axis[2].z;
    };
    double a[3], q[3];
    back(r.pa, a);
    back(r.pb, q);
    return {r.hit, r.dist_sq, {a[0], a[1], a[2]}, {q[0], q[1], q[2]}};
}

template <class Case> bool naive_pair_meets(const Case &c) {
    return naive_pair(c).hit;
}

/* ---- A segment or a triangle against a triangle, a segment against a box: cases ----------- */

// A unit-size triangle (as draw_point_tri3) and a segment whose ends lie within [-2, 2]^3 of
// the triangle's centre m (as the capsule rows' cores).
SegTri3Case draw_seg_tri3(Uniform &u) {
    isect_vec3 m = point3(u);
    SegTri3Case c{};
    for (isect_vec3 &v : c.tri.v)
        v = v_add(m, point3(u, -1, 1));
    c.seg.p0 = v_add(m, point3(u, -2, 2));
    c.seg.p1 = v_add(m, point3(u, -2, 2));
    return c;
}

// Two unit-size triangles, the second's vertices within [-1, 1]^3 of a point within
// [-1.5, 1.5]^3 of the first's centre m.
TriTri3Case draw_tri_tri3(Uniform &u) {
    isect_vec3 m = point3(u);
    isect_vec3 mb = v_add(m, point3(u, -1.5, 1.5));
    TriTri3Case c{};
    for (isect_vec3 &v : c.a.v)
        v = v_add(m, point3(u, -1, 1));
    for (isect_vec3 &v : c.b.v)
        v = v_add(mb, point3(u, -1, 1));
    return c;
}

// A box of half extents in [0.2, 1.5] around a centre m uniform in [-10, 10]^3, and a
// segment whose ends lie within [-3, 3]^3 of m.
SegBox3Case draw_seg_box3(Uniform &u) {
    isect_vec3 m = point3(u), h = point3(u, 0.2, 1.5);
    SegBox3Case c{};
    c.box.min = {m.x - h.x, m.y - h.y, m.z - h.z};
    c.box.max = {m.x + h.x, m.y + h.y, m.z + h.z};
    c.seg.p0 = v_add(m, point3(u, -3, 3));
    c.seg.p1 = v_add(m, point3(u, -3, 3));
    return c;
}

// A rotation from a unit quaternion uniform on the sphere (four normal deviates,
// normalised): the rows of its matrix as the box's axes.
inline void random_axes(Uniform &u, isect_vec3 *axis) {
    double q[4], n = 0;
    for (;;) {
        n = 0;
        for (double &x : q) {
            x = u.real_in(-1, 1);
            n += x * x;
        }
        if (n > 0.01 && n <= 1)
            break;
    }
    n = std::sqrt(n);
    double w = q[0] / n, x = q[1] / n, y = q[2] / n, z = q[3] / n;
    axis[0] = {real(1 - 2 * (y * y + z * z)), real(2 * (x * y + w * z)), real(2 * (x * z - w * y))};
    axis[1] = {real(2 * (x * y - w * z)), real(1 - 2 * (x * x + z * z)), real(2 * (y * z + w * x))};
    axis[2] = {real(2 * (x * z + w * y)), real(2 * (y * z - w * x)), real(1 - 2 * (x * x + y * y))};
}

// As draw_seg_box3, the box rotated at random.
SegObb3Case draw_seg_obb3(Uniform &u) {
    SegObb3Case c{};
    c.box.center = point3(u);
    c.box.half = point3(u, 0.2, 1.5);
    random_axes(u, c.box.axis);
    c.seg.p0 = v_add(c.box.center, point3(u, -3, 3));
    c.seg.p1 = v_add(c.box.center, point3(u, -3, 3));
    return c;
}

// One ulp off: coordinate i of the n points x, for the first axis i with w_i != 0 on which
// none of them is 0, one ulp toward the sign of w_i (false, nothing moved, if there is no
// such axis: one ulp of 0 is subnormal, and a distance that small has no representable
// square). Every point moved so lies strictly on w's side of a plane (y - c).w = 0 it was on
// or beyond, so a shape whose vertices are all moved leaves that plane.
inline bool ulp_off(isect_vec3 *x, int n, const long *w) {
    for (int i = 0; i < 3; i++) {
        auto at = [i](isect_vec3 &v) -> real & { return i == 0 ? v.x : i == 1 ? v.y : v.z; };
        bool zero = false;
        for (int k = 0; k < n; k++)
            zero |= at(x[k]) == 0;
        if (w[i] == 0 || zero)
            continue;
        for (int k = 0; k < n; k++)
            at(x[k]) = std::nextafter(at(x[k]), w[i] > 0 ? std::numeric_limits<real>::infinity()
                                                         : -std::numeric_limits<real>::infinity());
        return true;
    }
    return false;
}

inline bool ulp_off_seg(isect_seg3 &s, const long *w) {
    isect_vec3 ends[2] = {s.p0, s.p1};
    bool moved = ulp_off(ends, 2, w);
    s = {ends[0], ends[1]};
    return moved;
}

inline isect_vec3 iv3(const long *x, const long *o) {
    return {real(x[0] + o[0]), real(x[1] + o[1]), real(x[2] + o[2])};
}

// The offsets a, b from x of a segment touching the plane (y - x).w = 0 at x from the side
// w points to (the segment in (y - x).w >= 0): half of them end at x (a = 0, b.w > 0, b in
// [-6, 6]^3), half pass through it (a = -back C, b = ahead C, C = w x e perpendicular to w,
// back, ahead in 1..3: lying in the plane; not parallel to dir when dir is not 0), ends
// possibly swapped.
void touching_seg_offsets(Uniform &u, const long *w, const long *dir, long *a, long *b) {
    for (int i = 0; i < 3; i++)
        a[i] = 0;
    if (u.int_in(0, 1) == 1) {
        long e[3], core[3], n[3];
        do {
            draw_ivec3(u, e, 2);
            cross3(w, e, core);
            cross3(core, dir, n);
        } while (is_zero3(core) || (!is_zero3(dir) && is_zero3(n)));
        long back = u.int_in(1, 3), ahead = u.int_in(1, 3);
        for (int i = 0; i < 3; i++) {
            a[i] = -back * core[i];
            b[i] = ahead * core[i];
        }
    } else {
        do
            draw_ivec3(u, b, 6);
        while (dot3(w, b) <= 0);
    }
    if (u.int_in(0, 1) == 1)
        std::swap_ranges(a, a + 3, b);
}

// A segment exactly touching a triangle, in integers: the triangle around the integer point x
// with w in its normal cone there (touching_tri_offsets: x a vertex, an edge point or a face
// point, a third each; the triangle in (y - x).w <= 0), the segment touching x from w's side
// (touching_seg_offsets: an end at x, or its interior through x, across the edge or lying in
// the face's plane). Half of them are moved off by one ulp (ulp_off on both ends): apart by
// that ulp (drawn again where that ulp would be subnormal).
SegTri3Case draw_touching_seg_tri3(Uniform &u) {
    for (;;) {
        long w[3], len, x[3], d[3][3], dir[3] = {0, 0, 0}, a[3], b[3];
        touch_normal3(u, w, len);
        draw_ivec3(u, x, 5);
        touching_tri_offsets(u, w, u.int_in(0, 2), d, dir);
        touching_seg_offsets(u, w, dir, a, b);
        SegTri3Case c{};
        c.tri = touching_tri(x, d, u.int_in(0, 2), u.int_in(0, 1));
        c.seg = {iv3(x, a), iv3(x, b)};
        c.meet = u.int_in(0, 1) == 1;
        if (c.meet || ulp_off_seg(c.seg, w))
            return c;
    }
}

// Two triangles exactly touching at x: each built by touching_tri_offsets around x (a
// vertex, an edge point or a face point, a third each), the first with w in its normal
// cone, the second with -w (so in (y - x).w >= 0): vertex against vertex, edge or face,
// edges crossing or overlapping, a face lying on the other. Half of them with the second's
// vertices moved off by one ulp.
TriTri3Case draw_touching_tri_tri3(Uniform &u) {
    for (;;) {
        long w[3], mw[3], len, x[3], d[3][3], e[3][3], dir[3];
        touch_normal3(u, w, len);
        for (int i = 0; i < 3; i++)
            mw[i] = -w[i];
        draw_ivec3(u, x, 5);
        touching_tri_offsets(u, w, u.int_in(0, 2), d, dir);
        touching_tri_offsets(u, mw, u.int_in(0, 2), e, dir);
        TriTri3Case c{};
        c.a = touching_tri(x, d, u.int_in(0, 2), u.int_in(0, 1));
        c.b = touching_tri(x, e, u.int_in(0, 2), u.int_in(0, 1));
        c.meet = u.int_in(0, 1) == 1;
        if (c.meet || ulp_off(c.b.v, 3, w))
            return c;
    }
}

// A segment exactly touching an integer box (min in [-5, 5]^3, extents 2..6) at an integer
// point x of its boundary: on a face (one axis at a bound, the others strictly inside), an
// edge (two) or a corner (three), a third each, with w (its fixed axes' outward directions
// times 1..3) in the box's normal cone there, and the segment touching x from w's side
// (touching_seg_offsets: an end at x, or through x perpendicular to w: lying in the face's
// plane, or across the edge or corner). Half of them moved off by one ulp.
SegBox3Case draw_touching_seg_box3(Uniform &u) {
    long lo[3], hi[3], x[3], w[3], a[3], b[3], none[3] = {0, 0, 0};
    int fixed = u.int_in(1, 3), first = u.int_in(0, 2);
    for (int i = 0; i < 3; i++) {
        lo[i] = u.int_in(-5, 5);
        hi[i] = lo[i] + u.int_in(2, 6);
        w[i] = 0;
        x[i] = u.int_in(int(lo[i] + 1), int(hi[i] - 1));
    }
    for (int k = 0; k < fixed; k++) {
        int i = (first + k) % 3;
        bool up = u.int_in(0, 1) == 1;
        x[i] = up ? hi[i] : lo[i];
        w[i] = (up ? 1 : -1) * u.int_in(1, 3);
    }
    touching_seg_offsets(u, w, none, a, b);
    SegBox3Case c{};
    c.box = {{real(lo[0]), real(lo[1]), real(lo[2])}, {real(hi[0]), real(hi[1]), real(hi[2])}};
    c.seg = {iv3(x, a), iv3(x, b)};
    c.meet = u.int_in(0, 1) == 1;
    if (c.meet || ulp_off_seg(c.seg, w))
        return c;
    return draw_touching_seg_box3(u); // no axis to move along without a subnormal offset
}

/* ---- A segment or a triangle against a triangle, a segment against a box: the peers ------- */

#ifdef ISECT_BENCH_HAVE_FCL
// FCL 0.7 has no segment-triangle or segment-box query: a segment is a capsule of radius 0
// (libccd's GJK through GJKSolver_libccd, what fcl::distance runs for a capsule and a box, or
// a capsule and a mesh's triangle) or, for TriangleDistance::triDistance (PQP's TriDist, what
// FCL's mesh-mesh distance runs per pair of triangles), the degenerate triangle p0 p1 p1.
struct FclSegTri {
    fcl::Vector3d s[3], t[3];
    fcl::Capsuled cap;
    fcl::Transform3d pose;
};

struct FclTriTri {
    fcl::Vector3d s[3], t[3];
};

struct FclSegBox {
    fcl::Capsuled cap;
    fcl::Boxd box;
    fcl::Transform3d pose, at;
};

FclSegTri fcl_of(const SegTri3Case &c) {
    CapsuleFrame f = frame_of(isect_capsule3{c.seg.p0, c.seg.p1, 0});
    return {{fcl_of(c.seg.p0), fcl_of(c.seg.p1), fcl_of(c.seg.p1)},
            {fcl_of(c.tri.v[0]), fcl_of(c.tri.v[1]), fcl_of(c.tri.v[2])},
            fcl::Capsuled(0, f.length),
            fcl_pose(f)};
}

FclTriTri fcl_of(const TriTri3Case &c) {
    return {{fcl_of(c.a.v[0]), fcl_of(c.a.v[1]), fcl_of(c.a.v[2])},
            {fcl_of(c.b.v[0]), fcl_of(c.b.v[1]), fcl_of(c.b.v[2])}};
}

FclSegBox fcl_of(const SegBox3Case &c) {
    CapsuleFrame f = frame_of(isect_capsule3{c.seg.p0, c.seg.p1, 0});
    const isect_vec3 &lo = c.box.min, &hi = c.box.max;
    fcl::Transform3d at = fcl::Transform3d::Identity();
    at.translation() = fcl::Vector3d(0.5 * (double(lo.x) + hi.x), 0.5 * (double(lo.y) + hi.y),
                                     0.5 * (double(lo.z) + hi.z));
    return {fcl::Capsuled(0, f.length),
            fcl::Boxd(double(hi.x) - lo.x, double(hi.y) - lo.y, double(hi.z) - lo.z), fcl_pose(f),
            at};
}

FclSegBox fcl_of(const SegObb3Case &c) {
    CapsuleFrame f = frame_of(isect_capsule3{c.seg.p0, c.seg.p1, 0});
    const isect_obb3 &b = c.box;
    fcl::Transform3d at = fcl::Transform3d::Identity();
    at.translation() = fcl::Vector3d(b.center.x, b.center.y, b.center.z);
    fcl::Matrix3d r;
    for (int i = 0; i < 3; i++) /* local axis i is column i */
        r.col(i) = fcl::Vector3d(b.axis[i].x, b.axis[i].y, b.axis[i].z);
    at.linear() = r;
    return {fcl::Capsuled(0, f.length),
            fcl::Boxd(2 * double(b.half.x), 2 * double(b.half.y), 2 * double(b.half.z)),
            fcl_pose(f), at};
}

inline PeerClosest fcl_peer(double dist, const fcl::Vector3d &p, const fcl::Vector3d &q) {
    bool meet = !(dist > 0);
    return {meet, meet ? 0 : dist * dist, {p.x(), p.y(), p.z()}, {q.x(), q.y(), q.z()}};
}

// TriangleDistance::triDistance: the distance (0 when it finds them overlapping) and P, Q.
inline PeerClosest fcl_tri_distance(const fcl::Vector3d *s, const fcl::Vector3d *t) {
    fcl::Vector3d p, q;
    double dist =
        fcl::detail::TriangleDistanced::triDistance(s[0], s[1], s[2], t[0], t[1], t[2], p, q);
    return fcl_peer(dist, p, q);
}

inline PeerClosest fcl_pair(const FclSegTri &c) {
    return fcl_tri_distance(c.s, c.t);
}

inline PeerClosest fcl_pair(const FclTriTri &c) {
    return fcl_tri_distance(c.s, c.t);
}

// GJKSolver_libccd::shapeTriangleDistance on the capsule of radius 0 (libccd's GJK, tolerance
// 1e-6); "not separated" or a distance <= 0 means they meet.
inline PeerClosest fcl_gjk_pair(const FclSegTri &c) {
    double dist = 0;
    fcl::Vector3d p, q;
    bool apart =
        fcl_solver.shapeTriangleDistance(c.cap, c.pose, c.t[0], c.t[1], c.t[2], &dist, &p, &q);
    return fcl_peer(apart ? dist : 0, p, q);
}

// GJKSolver_libccd::shapeDistance on the capsule of radius 0 and the box (libccd's GJK).
inline PeerClosest fcl_pair(const FclSegBox &c) {
    double dist = 0;
    fcl::Vector3d p, q;
    bool apart = fcl_solver.shapeDistance(c.cap, c.pose, c.box, c.at, &dist, &p, &q);
    return fcl_peer(apart ? dist : 0, p, q);
}

template <class Case> bool fcl_pair_meets(const Case &c) {
    return fcl_pair(fcl_of(c)).hit;
}

bool fcl_gjk_pair_meets(const SegTri3Case &c) {
    return fcl_gjk_pair(fcl_of(c)).hit;
}
#endif

#ifdef ISECT_BENCH_HAVE_BULLET
// Bullet: btGjkPairDetector (GJK, EPA when they overlap) on the two shapes, margins 0: the
// segment a btCapsuleShapeZ of radius 0, a triangle a btTriangleShape (a mesh's triangle),
// the box a btBoxShape (its default margin of 0.04 set to 0: the exact box).
struct BulletPair {
    std::shared_ptr<btConvexShape> a, b;
    btTransform xa, xb;
};

std::shared_ptr<btConvexShape> bullet_shape(const isect_seg3 &s, btTransform &x) {
    CapsuleFrame f = frame_of(isect_capsule3{s.p0, s.p1, 0});
    x = bullet_pose(f);
    return std::make_shared<btCapsuleShapeZ>(0, f.length);
}

std::shared_ptr<btConvexShape> bullet_shape(const isect_tri3 &t, btTransform &x) {
    auto bt = [](const isect_vec3 &v) { return btVector3(v.x, v.y, v.z); };
    x.setIdentity();
    auto s = std::make_shared<btTriangleShape>(bt(t.v[0]), bt(t.v[1]), bt(t.v[2]));
    s->setMargin(0);
    return s;
}

std::shared_ptr<btConvexShape> bullet_shape(const isect_aabb3 &b, btTransform &x) {
    x.setIdentity();
    x.setOrigin(btVector3(0.5 * (double(b.min.x) + b.max.x), 0.5 * (double(b.min.y) + b.max.y),
                          0.5 * (double(b.min.z) + b.max.z)));
    auto s = std::make_shared<btBoxShape>(btVector3(0.5 * (double(b.max.x) - b.min.x),
                                                    0.5 * (double(b.max.y) - b.min.y),
                                                    0.5 * (double(b.max.z) - b.min.z)));
    s->setMargin(0);
    return s;
}

std::shared_ptr<btConvexShape> bullet_shape(const isect_obb3 &b, btTransform &x) {
    x.setIdentity();
    x.setOrigin(btVector3(b.center.x, b.center.y, b.center.z));
    const isect_vec3 *a = b.axis; /* local axis i is column i of the basis */
    x.setBasis(btMatrix3x3(a[0].x, a[1].x, a[2].x, a[0].y, a[1].y, a[2].y, a[0].z, a[1].z, a[2].z));
    auto s = std::make_shared<btBoxShape>(btVector3(b.half.x, b.half.y, b.half.z));
    s->setMargin(0);
    return s;
}

template <class A, class B> BulletPair bullet_pair_of(const A &a, const B &b) {
    BulletPair p;
    p.a = bullet_shape(a, p.xa);
    p.b = bullet_shape(b, p.xb);
    return p;
}

BulletPair bullet_of(const SegTri3Case &c) {
    return bullet_pair_of(c.seg, c.tri);
}

BulletPair bullet_of(const TriTri3Case &c) {
    return bullet_pair_of(c.a, c.b);
}

BulletPair bullet_of(const SegBox3Case &c) {
    return bullet_pair_of(c.seg, c.box);
}

BulletPair bullet_of(const SegObb3Case &c) {
    return bullet_pair_of(c.seg, c.box);
}

// The closest points (m_pointInWorld is on b; a's is that plus the normal times the
// distance); they meet when GJK finds no result or a distance <= 0.
inline PeerClosest bullet_pair(const BulletPair &c) {
    btVoronoiSimplexSolver simplex;
    btGjkEpaPenetrationDepthSolver epa;
    btGjkPairDetector gjk(c.a.get(), c.b.get(), &simplex, &epa);
    btGjkPairDetector::ClosestPointInput input;
    input.m_transformA = c.xa;
    input.m_transformB = c.xb;
    btPointCollector output;
    gjk.getClosestPoints(input, output, nullptr);
    bool meet = !output.m_hasResult || output.m_distance <= 0;
    const btVector3 &q = output.m_pointInWorld;
    btVector3 p = q + output.m_normalOnBInWorld * output.m_distance;
    return {meet,
            meet ? 0 : double(output.m_distance) * output.m_distance,
            {p.x(), p.y(), p.z()},
            {q.x(), q.y(), q.z()}};
}

template <class Case> bool bullet_pair_meets(const Case &c) {
    return bullet_pair(bullet_of(c)).hit;
}
#endif

// A set of cases and each peer's copy of it (each built when first used).
template <class Case> struct PairSet {
    explicit PairSet(typename Cases<Case>::Build build) : cases(std::move(build)) {
    }
    Cases<Case> cases;
#ifdef ISECT_BENCH_HAVE_FCL
    Cases<typename FclOf<Case>::type> fcl{cases, [](const Case &c) { return fcl_of(c); }};
#endif
#ifdef ISECT_BENCH_HAVE_BULLET
    Cases<BulletPair> bullet{cases, [](const Case &c) { return bullet_of(c); }};
#endif
};

/* ---- A point against a convex hull of points: Bullet's GJK ---------------------------- */

enum { kHullVerts = 12 };

struct PointHull3Case {
    isect_vec3 p;
    std::array<isect_vec3, kHullVerts> v;
};

// kHullVerts points on a sphere of radius 1 to 2 (their hull: a polytope of triangles, a
// GJK's usual input) around a centre in [-10, 10]^3, and the point within [-3, 3]^3 of it.
PointHull3Case draw_point_hull3(Uniform &u) {
    PointHull3Case c{};
    isect_vec3 m = point3(u);
    double r = u.real_in(1, 2);
    for (isect_vec3 &v : c.v) {
        isect_vec3 d = random_unit_dir3(u);
        v = {real(m.x + r * d.x), real(m.y + r * d.y), real(m.z + r * d.z)};
    }
    c.p = v_add(m, point3(u, -3, 3));
    return c;
}

struct HullAnswer {
    isect_closest_hull_result3 r;
};

bool is_hit(const HullAnswer &a) {
    return a.r.dist_sq == 0;
}

inline HullAnswer isect_hull(const PointHull3Case &c) {
    isect_hull3 h = {c.v.data(), c.v.size(), nullptr, 0};
    return {isect_closest_point3_hull3(c.p, &h)};
}

bool isect_hull_meets(const PointHull3Case &c) {
    return isect_hull(c).r.dist_sq == 0;
}

#ifdef ISECT_BENCH_HAVE_BULLET
// btGjkPairDetector between a btConvexHullShape of the points (margin 0) and the point as
// a btSphereShape of radius 0 (its margin is its radius: 0).
struct BulletHull {
    std::shared_ptr<btConvexHullShape> hull;
    std::shared_ptr<btSphereShape> point;
    btTransform at;
};

BulletHull bullet_of(const PointHull3Case &c) {
    BulletHull b;
    b.hull = std::make_shared<btConvexHullShape>();
    for (const isect_vec3 &v : c.v)
        b.hull->addPoint(btVector3(v.x, v.y, v.z), false);
    b.hull->recalcLocalAabb();
    b.hull->setMargin(0);
    b.point = std::make_shared<btSphereShape>(0);
    b.at.setIdentity();
    b.at.setOrigin(btVector3(c.p.x, c.p.y, c.p.z));
    return b;
}

inline PeerClosest bullet_hull(const BulletHull &c) {
    btVoronoiSimplexSolver simplex;
    btGjkEpaPenetrationDepthSolver epa;
    btGjkPairDetector gjk(c.point.get(), c.hull.get(), &simplex, &epa);
    btGjkPairDetector::ClosestPointInput input;
    input.m_transformA = c.at;
    input.m_transformB.setIdentity();
    btPointCollector output;
    gjk.getClosestPoints(input, output, nullptr);
    bool meet = !output.m_hasResult || output.m_distance <= 0;
    const btVector3 &q = output.m_pointInWorld;
    return {meet,
            meet ? 0 : double(output.m_distance) * output.m_distance,
            {c.at.getOrigin().x(), c.at.getOrigin().y(), c.at.getOrigin().z()},
            {q.x(), q.y(), q.z()}};
}

bool bullet_hull_meets(const PointHull3Case &c) {
    return bullet_hull(bullet_of(c)).hit;
}
#endif

/* ---- A point against a polyhedron given by its planes ------------------------------- */

enum { kHullPlanes = 12 };

struct PointHullPlanes3Case {
    isect_vec3 p;
    std::array<isect_plane3, kHullPlanes> planes;
};

// kHullPlanes planes tangent to a sphere of radius 1 to 2 (unit outward normals in random
// directions: a polyhedron around the ball, bounded in most draws) around a centre in
// [-10, 10]^3, and the point within [-3, 3]^3 of the centre.
PointHullPlanes3Case draw_point_hull_planes3(Uniform &u) {
    PointHullPlanes3Case c{};
    isect_vec3 m = point3(u);
    double r = u.real_in(1, 2);
    for (isect_plane3 &pl : c.planes) {
        isect_vec3 d = random_unit_dir3(u);
        pl.normal = d;
        pl.offset = real(double(d.x) * m.x + double(d.y) * m.y + double(d.z) * m.z + r);
    }
    c.p = v_add(m, point3(u, -3, 3));
    return c;
}

inline HullAnswer isect_hull_planes(const PointHullPlanes3Case &c) {
    isect_hull3 h = {nullptr, 0, c.planes.data(), c.planes.size()};
    return {isect_closest_point3_hull3(c.p, &h)};
}

bool isect_hull_planes_meets(const PointHullPlanes3Case &c) {
    return isect_hull_planes(c).r.dist_sq == 0;
}

#ifdef ISECT_BENCH_HAVE_BULLET
// What a Bullet user does with planes: btGeometryUtil::getVerticesFromPlaneEquations once
// per shape (plane n . x + w <= 0, so w = -offset; Bullet keeps the vertices within 0.01
// of every plane), then btGjkPairDetector per query as above. The conversion is not
// timed.
BulletHull bullet_of(const PointHullPlanes3Case &c) {
    btAlignedObjectArray<btVector3> eqs, verts;
    for (const isect_plane3 &pl : c.planes) {
        btVector3 e(pl.normal.x, pl.normal.y, pl.normal.z);
        e[3] = -btScalar(pl.offset);
        eqs.push_back(e);
    }
    btGeometryUtil::getVerticesFromPlaneEquations(eqs, verts);
    BulletHull b;
    b.hull = std::make_shared<btConvexHullShape>();
    for (int i = 0; i < verts.size(); i++)
        b.hull->addPoint(verts[i], false);
    b.hull->recalcLocalAabb();
    b.hull->setMargin(0);
    b.point = std::make_shared<btSphereShape>(0);
    b.at.setIdentity();
    b.at.setOrigin(btVector3(c.p.x, c.p.y, c.p.z));
    return b;
}

bool bullet_hull_planes_meets(const PointHullPlanes3Case &c) {
    return bullet_hull(bullet_of(c)).hit;
}
#endif

// A set of point-hull cases and Bullet's copy of it (each built when first used).
template <class Case> struct HullSet {
    explicit HullSet(typename Cases<Case>::Build build) : cases(std::move(build)) {
    }
    Cases<Case> cases;
#ifdef ISECT_BENCH_HAVE_BULLET
    Cases<BulletHull> bullet{cases, [](const Case &c) { return bullet_of(c); }};
#endif
};

// Every set of the program, each built when its first row runs (bench/common.hpp); each
// set's cases come from its family's seed and its name. Shares: the closest-point cases a
// third each nearest a vertex, an edge, the face; the sphere cases a sixth each per region,
// touching or not; the disc cases half touching, a sixth centred inside; the tetrahedron
// cases a quarter each nearest a vertex, an edge, a face, inside; the round solids' cases
// each region (inside and every kind of boundary piece) in equal shares; every other set
// half meeting (by isect, or by the construction for the touch_ sets).
const auto round_classes = [](const auto &c) { return round_class(c); };

struct Inputs {
    Cases<Seg3Case> seg3{uniform_set<Seg3Case>(kSeed, "seg3", draw_seg3)};
#ifdef ISECT_BENCH_HAVE_GLM
    Cases<GlmSeg3Case> seg3_glm{seg3, [](const Seg3Case &c) { return glm_of(c); }};
#endif
    Cases<Seg2Case> seg2{uniform_set<Seg2Case>(kSeed, "seg2", draw_seg2)};
#ifdef ISECT_BENCH_HAVE_GLM
    Cases<GlmSeg2Case> seg2_glm{seg2, [](const Seg2Case &c) { return glm_of(c); }};
#endif
    Cases<Ray3Case> ray3{uniform_set<Ray3Case>(kSeed, "ray3", draw_ray3)};
    Cases<Line3Case> line3{ray3, line_of};
    Cases<Seg3Case> abeam3{drawn(kSeed, "abeam3", make_abeam_seg3)};

    Cases<SegSeg3Case> seg_seg3{uniform_set<SegSeg3Case>(kPairSeed, "seg_seg3", draw_seg_seg3)};
    Cases<LinPair3Case> lin_pairs3{seg_seg3, lin_pair_of};
#ifdef ISECT_BENCH_HAVE_FCL
    Cases<FclSegPair> seg_seg3_fcl{seg_seg3, [](const SegSeg3Case &c) { return fcl_of(c); }};
#endif
#ifdef ISECT_BENCH_HAVE_ODE
    Cases<OdeSegPair> seg_seg3_ode{seg_seg3, [](const SegSeg3Case &c) { return ode_of(c); }};
#endif
    Capsule3Set capsules3{
        half_hit_set<CapsulePair3>(kPairSeed, "capsules3", draw_capsules3, isect_touch3)};
    Capsule3Set touching3{
        half_hit_set<CapsulePair3>(kPairSeed, "touching3", draw_touching_capsules3, built_touch3)};
    Cases<SegSeg2Case> seg_seg2{uniform_set<SegSeg2Case>(kPairSeed, "seg_seg2", draw_seg_seg2)};
    Cases<LinPair2Case> lin_pairs2{seg_seg2, lin_pair2_of};
#ifdef ISECT_BENCH_HAVE_BOX2D
    Cases<B2SegPair> seg_seg2_box2d{seg_seg2, [](const SegSeg2Case &c) { return box2d_of(c); }};
#endif
    Cases<CapsulePair2> capsules2{half_hit_set<CapsulePair2>(
        kPairSeed, "capsules2", draw_capsules2,
        [](const CapsulePair2 &c) { return isect_test_capsule2_capsule2(&c.a, &c.b); })};
#ifdef ISECT_BENCH_HAVE_BOX2D
    Cases<B2SegPair> capsules2_box2d{capsules2, [](const CapsulePair2 &c) { return box2d_of(c); }};
#endif

    Cases<PointTri3Case> point_tri3{quota_set<PointTri3Case>(
        kTriSeed, "point_tri3", draw_point_tri3,
        [](const PointTri3Case &c) {
            return region_of(isect_closest_point3_tri3(c.p, &c.tri).feature_b);
        },
        {1, 1, 1})};
#ifdef ISECT_BENCH_HAVE_FCL
    Cases<FclPointTri> point_tri3_fcl{point_tri3, [](const PointTri3Case &c) { return fcl_of(c); }};
#endif
#ifdef ISECT_BENCH_HAVE_BULLET
    Cases<BulletPointTri> point_tri3_bullet{point_tri3,
                                            [](const PointTri3Case &c) { return bullet_of(c); }};
#endif
    Cases<PointTri2Case> point_tri2{quota_set<PointTri2Case>(
        kTriSeed, "point_tri2", draw_point_tri2,
        [](const PointTri2Case &c) {
            return region_of(isect_closest_point2_tri2(c.p, &c.tri).feature_b);
        },
        {1, 1, 1})};
#ifdef ISECT_BENCH_HAVE_BOX2D
    Cases<B2PointTri> point_tri2_box2d{point_tri2,
                                       [](const PointTri2Case &c) { return box2d_of(c); }};
#endif
    SphereTri3Set sphere_tri3{quota_set<SphereTri3Case>(
        kTriSeed, "sphere_tri3", draw_sphere_tri3,
        [](const SphereTri3Case &c) {
            int region = region_of(isect_closest_point3_tri3(c.s.center, &c.tri).feature_b);
            return 2 * region + isect_sphere_tri3(c);
        },
        {1, 1, 1, 1, 1, 1})};
    SphereTri3Set touching_sphere_tri3{half_hit_set<SphereTri3Case>(
        kTriSeed, "touching_sphere_tri3", draw_touching_sphere_tri3, built_sphere_tri3)};
    CircleTri2Set circle_tri2{quota_set<CircleTri2Case>(
        kTriSeed, "circle_tri2", draw_circle_tri2,
        [](const CircleTri2Case &c) {
            int region = region_of(isect_closest_point2_tri2(c.c.center, &c.tri).feature_b);
            return region == 2 ? 4 : 2 * region + isect_circle_tri2(c); // inside: always hit
        },
        {3, 2, 3, 2, 2})};
    CircleTri2Set touching_circle_tri2{half_hit_set<CircleTri2Case>(
        kTriSeed, "touching_circle_tri2", draw_touching_circle_tri2, built_circle_tri2)};

    CapsuleTri3Set capsule_tri3{half_hit_set<CapsuleTri3Case>(
        kCapsuleTriSeed, "capsule_tri3", draw_capsule_tri3, isect_capsule_tri3)};
    CapsuleTri3Set touching_capsule_tri3{half_hit_set<CapsuleTri3Case>(
        kCapsuleTriSeed, "touching_capsule_tri3", draw_touching_capsule_tri3, built_capsule_tri3)};
    CapsuleTri2Set capsule_tri2{half_hit_set<CapsuleTri2Case>(
        kCapsuleTriSeed, "capsule_tri2", draw_capsule_tri2, isect_capsule_tri2)};

    Cases<PointTet3Case> point_tet3{quota_set<PointTet3Case>(
        kTetSeed, "point_tet3", draw_point_tet3,
        [](const PointTet3Case &c) {
            return tet_region_of(isect_closest_point3_tet3(c.p, &c.tet).feature_b);
        },
        {1, 1, 1, 1})};
#ifdef ISECT_BENCH_HAVE_BULLET
    Cases<BulletPointTet> point_tet3_bullet{point_tet3,
                                            [](const PointTet3Case &c) { return bullet_of(c); }};
#endif

    Round3Set<PointCapsule3Case> point_capsule3{quota_set<PointCapsule3Case>(
        kRoundSeed, "point_capsule3", draw_point_capsule3, round_classes, {1, 1, 1})};
    Round3Set<PointCapsule3Case> touching_capsule3{half_hit_set<PointCapsule3Case>(
        kRoundSeed, "touching_capsule3", draw_touching_capsule3, round_truth<PointCapsule3Case>)};
    Round3Set<PointCylinder3Case> point_cylinder3{quota_set<PointCylinder3Case>(
        kRoundSeed, "point_cylinder3", draw_point_cylinder3, round_classes, {1, 1, 1, 1})};
    Round3Set<PointCylinder3Case> touching_cylinder3{
        half_hit_set<PointCylinder3Case>(kRoundSeed, "touching_cylinder3", draw_touching_cylinder3,
                                         round_truth<PointCylinder3Case>)};
    Round3Set<PointCone3Case> point_cone3{quota_set<PointCone3Case>(
        kRoundSeed, "point_cone3", draw_point_cone3, round_classes, {1, 1, 1, 1, 1})};
    Round3Set<PointCone3Case> touching_cone3{half_hit_set<PointCone3Case>(
        kRoundSeed, "touching_cone3", draw_touching_cone3, round_truth<PointCone3Case>)};
    Round2Set<PointCapsule2Case> point_capsule2{quota_set<PointCapsule2Case>(
        kRoundSeed, "point_capsule2", draw_point_capsule2, round_classes, {1, 1, 1})};
    Round2Set<PointCapsule2Case> touching_capsule2{half_hit_set<PointCapsule2Case>(
        kRoundSeed, "touching_capsule2", draw_touching_capsule2, round_truth<PointCapsule2Case>)};
    Round2Set<PointPoly2Case> point_poly2{quota_set<PointPoly2Case>(
        kRoundSeed, "point_poly2", draw_point_poly2, round_classes, {1, 1, 1, 0})};
    Round2Set<PointPoly2Case> touching_poly2{half_hit_set<PointPoly2Case>(
        kRoundSeed, "touching_poly2", draw_touching_poly2, round_truth<PointPoly2Case>)};

    PairSet<SegTri3Case> seg_tri3{half_hit_set<SegTri3Case>(
        kPairShapeSeed, "seg_tri3", draw_seg_tri3, isect_pair_meets<SegTri3Case>)};
    PairSet<SegTri3Case> touching_seg_tri3{
        half_hit_set<SegTri3Case>(kPairShapeSeed, "touching_seg_tri3", draw_touching_seg_tri3,
                                  built_pair_meets<SegTri3Case>)};
    PairSet<TriTri3Case> tri_tri3{half_hit_set<TriTri3Case>(
        kPairShapeSeed, "tri_tri3", draw_tri_tri3, isect_pair_meets<TriTri3Case>)};
    PairSet<TriTri3Case> touching_tri_tri3{
        half_hit_set<TriTri3Case>(kPairShapeSeed, "touching_tri_tri3", draw_touching_tri_tri3,
                                  built_pair_meets<TriTri3Case>)};
    PairSet<SegBox3Case> seg_box3{half_hit_set<SegBox3Case>(
        kPairShapeSeed, "seg_box3", draw_seg_box3, isect_pair_meets<SegBox3Case>)};
    PairSet<SegBox3Case> touching_seg_box3{
        half_hit_set<SegBox3Case>(kPairShapeSeed, "touching_seg_box3", draw_touching_seg_box3,
                                  built_pair_meets<SegBox3Case>)};
    PairSet<SegObb3Case> seg_obb3{half_hit_set<SegObb3Case>(
        kPairShapeSeed, "seg_obb3", draw_seg_obb3, isect_pair_meets<SegObb3Case>)};
    HullSet<PointHull3Case> point_hull3{half_hit_set<PointHull3Case>(
        kPairShapeSeed, "point_hull3", draw_point_hull3, isect_hull_meets)};
    HullSet<PointHullPlanes3Case> point_hull_planes3{half_hit_set<PointHullPlanes3Case>(
        kPairShapeSeed, "point_hull_planes3", draw_point_hull_planes3, isect_hull_planes_meets)};
};

// The rows of one set of capsule pairs: each implementation's time, and its disagreements
// with truth over 10^6 cases drawn by draw.
void capsule3_rows(const std::string &query, Capsule3Set &set, CapsulePair3 (*draw)(Uniform &),
                   bool (*truth)(const CapsulePair3 &)) {
    add_checked(
        query + "/isect", set.pairs, [](const CapsulePair3 &c) { return isect_touch3(c); },
        [=] { return disagreements(draw, truth, isect_touch3); });
    auto naive = [](const CapsulePair3 &c) { return rtcd_test_capsules(c.a, c.b); };
    add_checked(query + "/naive", set.pairs, naive,
                [=] { return disagreements(draw, truth, naive); });
    auto gte = [](const CapsulePair3 &c) { return gte_test_capsules(c.a, c.b); };
    add_checked(query + "/gte", set.pairs, gte, [=] { return disagreements(draw, truth, gte); });
#ifdef ISECT_BENCH_HAVE_ODE
    add_checked(
        query + "/ode", set.ode, [](const OdeCapsules &c) { return ode_test(c); },
        [=] { return disagreements(draw, truth, ode_answer); });
#endif
#ifdef ISECT_BENCH_HAVE_FCL
    add_checked(
        query + "/fcl", set.fcl, [](const FclCapsules &c) { return fcl_test(c); },
        [=] { return disagreements(draw, truth, fcl_answer); });
    add_checked(
        query + "/fcl_collide", set.fcl_objects,
        [](const FclObjects &c) { return fcl_collide_test(c); },
        [=] { return disagreements(draw, truth, fcl_collide_answer); });
#endif
#ifdef ISECT_BENCH_HAVE_BULLET
    add_checked(
        query + "/bullet", set.bullet, [](const BulletCapsules &c) { return bullet_test(c); },
        [=] { return disagreements(draw, truth, bullet_answer); });
#endif
}

// The contact as textbook code builds it on RTCD's closest points (ClosestPtSegmentSegment):
// d = |q_b - q_a|, normal (q_b - q_a) / d (an arbitrary axis when d == 0), depth
// ra + rb - d, the point midway between the surfaces. What isect_find_capsule3_capsule3
// returns, without its exact hit, its tie rules or its care near d == 0.
struct NaiveContact {
    bool hit;
    real depth;
    isect_vec3 normal, point;
};

inline NaiveContact naive_contact(const isect_capsule3 &a, const isect_capsule3 &b) {
    isect_closest_result3 p = rtcd_closest_seg_seg(a.p0, a.p1, b.p0, b.p1);
    real d = std::sqrt(p.dist_sq);
    isect_vec3 w = {p.point_b.x - p.point_a.x, p.point_b.y - p.point_a.y,
                    p.point_b.z - p.point_a.z};
    isect_vec3 n = d > 0 ? isect_vec3{w.x / d, w.y / d, w.z / d} : isect_vec3{1, 0, 0};
    real depth = a.radius + b.radius - d, shift = (a.radius - b.radius) / 2;
    isect_vec3 m = {(p.point_a.x + p.point_b.x) / 2 + shift * n.x,
                    (p.point_a.y + p.point_b.y) / 2 + shift * n.y,
                    (p.point_a.z + p.point_b.z) / 2 + shift * n.z};
    return {depth >= 0, depth, n, m};
}

// The contact rows: isect's find, the textbook contact, and ODE's dCollide asked for one
// contact (dCollideCapsuleCapsule: depth, normal, position).
void contact3_rows(Capsule3Set &set) {
    add("find_capsule3_capsule3/isect", set.pairs,
        [](const CapsulePair3 &c) { return isect_find_capsule3_capsule3(&c.a, &c.b); });
    add("find_capsule3_capsule3/naive", set.pairs,
        [](const CapsulePair3 &c) { return naive_contact(c.a, c.b); });
#ifdef ISECT_BENCH_HAVE_ODE
    add("find_capsule3_capsule3/ode", set.ode, [](const OdeCapsules &c) {
        dContactGeom contact;
        int n = dCollide(c.a.get(), c.b.get(), 1, &contact, sizeof contact);
        benchmark::DoNotOptimize(contact);
        return n > 0;
    });
#endif
}

// As add_checked, with the disagreements split by the true answer: "missed" counts the
// cases that meet but are answered apart, "false_hit" those apart but answered meeting;
// "disagree" is their sum. Over kCheckCount cases from draw, half meeting (as
// disagreements).
template <class Timed, class Query, class Case, class Answer>
void add_checked_split(const std::string &name, Cases<Timed> &set, Query query,
                       Case (*draw)(Uniform &), bool (*truth)(const Case &), Answer answer) {
    auto hit_pct = std::make_shared<double>(-1);
    auto cached = std::make_shared<std::array<double, 2>>(std::array<double, 2>{-1, -1});
    benchmark::RegisterBenchmark(
        name.c_str(), [&set, query, draw, truth, answer, hit_pct, cached](benchmark::State &state) {
            measure(state, set.get(), query, hit_pct.get());
            if ((*cached)[0] < 0) {
                Uniform u(kCheckSeed);
                std::size_t count[2] = {0, 0}, differ[2] = {0, 0};
                while (count[0] + count[1] < kCheckCount) {
                    Case c = draw(u);
                    bool want = truth(c);
                    if (count[want] == kCheckCount / 2)
                        continue;
                    count[want]++;
                    differ[want] += answer(c) != want;
                }
                *cached = {double(differ[1]), double(differ[0])};
            }
            state.counters["disagree"] = (*cached)[0] + (*cached)[1];
            state.counters["missed"] = (*cached)[0];
            state.counters["false_hit"] = (*cached)[1];
        });
}

// The rows of one set of sphere-triangle cases: each implementation's time, and its
// disagreements with truth over 10^6 cases drawn by draw.
void sphere_tri3_rows(const std::string &query, SphereTri3Set &set,
                      SphereTri3Case (*draw)(Uniform &), bool (*truth)(const SphereTri3Case &)) {
    add_checked_split(query + "/isect", set.cases, isect_sphere_tri3, draw, truth,
                      isect_sphere_tri3);
    auto naive = [](const SphereTri3Case &c) { return rtcd_test_sphere_tri(c.s, c.tri); };
    add_checked_split(query + "/naive", set.cases, naive, draw, truth, naive);
#ifdef ISECT_BENCH_HAVE_FCL
    add_checked_split(
        query + "/fcl", set.fcl, [](const FclSphereTri &c) { return fcl_test_tri(c); }, draw, truth,
        fcl_answer_tri);
    add_checked_split(
        query + "/fcl_distance", set.fcl,
        [](const FclSphereTri &c) { return fcl_distance_test_tri(c); }, draw, truth,
        fcl_distance_answer_tri);
#endif
#ifdef ISECT_BENCH_HAVE_BULLET
    add_checked_split(
        query + "/bullet", set.bullet, [](const BulletSphereTri &c) { return bullet_test_tri(c); },
        draw, truth, bullet_answer_tri);
#endif
}

void circle_tri2_rows(const std::string &query, CircleTri2Set &set,
                      CircleTri2Case (*draw)(Uniform &), bool (*truth)(const CircleTri2Case &)) {
    add_checked_split(query + "/isect", set.cases, isect_circle_tri2, draw, truth,
                      isect_circle_tri2);
    auto naive = [](const CircleTri2Case &c) { return rtcd_test_sphere_tri(c.c, c.tri); };
    add_checked_split(query + "/naive", set.cases, naive, draw, truth, naive);
#ifdef ISECT_BENCH_HAVE_BOX2D
    add_checked_split(
        query + "/box2d", set.box2d, [](const B2PointTri &c) { return box2d_test_tri(c); }, draw,
        truth, box2d_answer_tri);
#endif
}

// The rows of one set of capsule-triangle cases: each implementation's time, and its
// disagreements with truth over 10^6 cases drawn by draw.
void capsule_tri3_rows(const std::string &query, CapsuleTri3Set &set,
                       CapsuleTri3Case (*draw)(Uniform &), bool (*truth)(const CapsuleTri3Case &)) {
    add_checked_split(query + "/isect", set.cases, isect_capsule_tri3, draw, truth,
                      isect_capsule_tri3);
    auto naive = [](const CapsuleTri3Case &c) { return rtcd_test_capsule_tri(c.cap, c.tri); };
    add_checked_split(query + "/naive", set.cases, naive, draw, truth, naive);
#ifdef ISECT_BENCH_HAVE_FCL
    add_checked_split(
        query + "/fcl", set.fcl, [](const FclCapsuleTri &c) { return fcl_test_capsule_tri(c); },
        draw, truth, fcl_answer_capsule_tri);
    add_checked_split(
        query + "/fcl_distance", set.fcl,
        [](const FclCapsuleTri &c) { return fcl_distance_test_capsule_tri(c); }, draw, truth,
        fcl_distance_answer_capsule_tri);
    add_checked_split(
        query + "/fcl_collide", set.fcl_objects,
        [](const FclCapsuleMesh &c) { return fcl_collide_test_capsule_tri(c); }, draw, truth,
        fcl_collide_answer_capsule_tri);
#endif
#ifdef ISECT_BENCH_HAVE_BULLET
    add_checked_split(
        query + "/bullet", set.bullet,
        [](const BulletCapsuleTri &c) { return bullet_test_capsule_tri(c); }, draw, truth,
        bullet_answer_capsule_tri);
#endif
}

void capsule_tri2_rows(const std::string &query, CapsuleTri2Set &set,
                       CapsuleTri2Case (*draw)(Uniform &), bool (*truth)(const CapsuleTri2Case &)) {
    add_checked_split(query + "/isect", set.cases, isect_capsule_tri2, draw, truth,
                      isect_capsule_tri2);
    auto naive = [](const CapsuleTri2Case &c) { return rtcd_test_capsule_tri(c.cap, c.tri); };
    add_checked_split(query + "/naive", set.cases, naive, draw, truth, naive);
#ifdef ISECT_BENCH_HAVE_BOX2D
    add_checked_split(
        query + "/box2d", set.box2d,
        [](const B2CapsuleTri &c) { return box2d_test_capsule_tri(c); }, draw, truth,
        box2d_answer_capsule_tri);
#endif
}

// The rows of one set of uniform cases: each implementation's time (hit_pct: the share of
// points inside).
template <class Case> void round3_rows(const std::string &query, Round3Set<Case> &set) {
    add(query + "/isect", set.cases, [](const Case &c) { return isect_round(c); });
    add(query + "/naive", set.cases, [](const Case &c) { return naive_round(c); });
#ifdef ISECT_BENCH_HAVE_FCL
    add(query + "/fcl", set.fcl,
        [](const typename FclOf<Case>::type &c) { return fcl_closest_round(c); });
#endif
#ifdef ISECT_BENCH_HAVE_BULLET
    add(query + "/bullet", set.bullet,
        [](const BulletRound &c) { return bullet_closest_round(c); });
#endif
}

template <class Case> void round2_rows(const std::string &query, Round2Set<Case> &set) {
    add(query + "/isect", set.cases, [](const Case &c) { return isect_round(c); });
    add(query + "/naive", set.cases, [](const Case &c) { return naive_round(c); });
#ifdef ISECT_BENCH_HAVE_BOX2D
    add(query + "/box2d", set.box2d, [](const B2Round &c) { return box2d_closest_round(c); });
#endif
}

// The rows of one set of touching cases: each implementation's time, and its disagreements
// with the construction (is p in the closed solid?) over 10^6 cases drawn by draw, split
// into "missed" (on the boundary, answered outside) and "false_hit" (one ulp outside,
// answered inside).
// (FCL is left out of the cone's: on a point exactly on the cone's surface its libccd GJK
// fails an assertion, "A is not in region 1" in doSimplex2, and aborts the program.)
template <class Case>
void touch3_rows(const std::string &query, Round3Set<Case> &set, Case (*draw)(Uniform &),
                 [[maybe_unused]] bool fcl = true) {
    add_checked_split(
        query + "/isect", set.cases, [](const Case &c) { return isect_round(c); }, draw,
        round_truth<Case>, isect_round_answer<Case>);
    add_checked_split(
        query + "/naive", set.cases, [](const Case &c) { return naive_round(c); }, draw,
        round_truth<Case>, naive_round_answer<Case>);
#ifdef ISECT_BENCH_HAVE_FCL
    if (fcl)
        add_checked_split(
            query + "/fcl", set.fcl,
            [](const typename FclOf<Case>::type &c) { return fcl_closest_round(c); }, draw,
            round_truth<Case>, fcl_round_answer<Case>);
#endif
#ifdef ISECT_BENCH_HAVE_BULLET
    add_checked_split(
        query + "/bullet", set.bullet, [](const BulletRound &c) { return bullet_closest_round(c); },
        draw, round_truth<Case>, bullet_round_answer<Case>);
#endif
}

template <class Case>
void touch2_rows(const std::string &query, Round2Set<Case> &set, Case (*draw)(Uniform &)) {
    add_checked_split(
        query + "/isect", set.cases, [](const Case &c) { return isect_round(c); }, draw,
        round_truth<Case>, isect_round_answer<Case>);
    add_checked_split(
        query + "/naive", set.cases, [](const Case &c) { return naive_round(c); }, draw,
        round_truth<Case>, naive_round_answer<Case>);
#ifdef ISECT_BENCH_HAVE_BOX2D
    add_checked_split(
        query + "/box2d", set.box2d, [](const B2Round &c) { return box2d_closest_round(c); }, draw,
        round_truth<Case>, box2d_round_answer<Case>);
#endif
}

// The rows of one set of uniform segment-triangle, triangle-triangle or segment-box cases:
// each implementation's time (hit_pct: the share meeting), and "disagree": over 10^6 further
// cases (half of them meeting, by isect), how many answers of "do they meet" (distance 0)
// differ from isect's exact one.
template <class Case>
void pair_rows(const std::string &query, PairSet<Case> &set, Case (*draw)(Uniform &)) {
    add(query + "/isect", set.cases, [](const Case &c) { return isect_pair(c); });
    add_checked(
        query + "/naive", set.cases, [](const Case &c) { return naive_pair(c); },
        [=] { return disagreements(draw, isect_pair_meets<Case>, naive_pair_meets<Case>); });
#ifdef ISECT_BENCH_HAVE_FCL
    using Fcl = typename FclOf<Case>::type;
    add_checked(
        query + "/fcl", set.fcl, [](const Fcl &c) { return fcl_pair(c); },
        [=] { return disagreements(draw, isect_pair_meets<Case>, fcl_pair_meets<Case>); });
    if constexpr (std::is_same_v<Case, SegTri3Case>)
        add_checked(
            query + "/fcl_gjk", set.fcl, [](const Fcl &c) { return fcl_gjk_pair(c); },
            [=] { return disagreements(draw, isect_pair_meets<Case>, fcl_gjk_pair_meets); });
#endif
#ifdef ISECT_BENCH_HAVE_BULLET
    add_checked(
        query + "/bullet", set.bullet, [](const BulletPair &c) { return bullet_pair(c); },
        [=] { return disagreements(draw, isect_pair_meets<Case>, bullet_pair_meets<Case>); });
#endif
}

// The rows of one set of touching cases: each implementation's time, and its answers to "do
// they meet" (distance 0) against the construction's over 10^6 cases drawn by draw, split
// into "missed" (touching, answered apart) and "false_hit" (one ulp apart, answered
// meeting). (FCL's libccd GJK is left out -- the segment-triangle fcl_gjk row and the
// segment-box fcl row: on a segment exactly touching the triangle or the box it fails an
// assertion, "A is not in region 1" in doSimplex2, and aborts the program, as on a point on
// a cone's surface.)
template <class Case>
void touch_pair_rows(const std::string &query, PairSet<Case> &set, Case (*draw)(Uniform &)) {
    add_checked_split(
        query + "/isect", set.cases, [](const Case &c) { return isect_pair(c); }, draw,
        built_pair_meets<Case>, isect_pair_meets<Case>);
    add_checked_split(
        query + "/naive", set.cases, [](const Case &c) { return naive_pair(c); }, draw,
        built_pair_meets<Case>, naive_pair_meets<Case>);
#ifdef ISECT_BENCH_HAVE_FCL
    using Fcl = typename FclOf<Case>::type;
    if constexpr (!std::is_same_v<Case, SegBox3Case>)
        add_checked_split(
            query + "/fcl", set.fcl, [](const Fcl &c) { return fcl_pair(c); }, draw,
            built_pair_meets<Case>, fcl_pair_meets<Case>);
#endif
#ifdef ISECT_BENCH_HAVE_BULLET
    add_checked_split(
        query + "/bullet", set.bullet, [](const BulletPair &c) { return bullet_pair(c); }, draw,
        built_pair_meets<Case>, bullet_pair_meets<Case>);
#endif
}

void register_benchmarks(Inputs &in) {
    add("closest_point3_seg3/isect", in.seg3,
        [](const Seg3Case &c) { return isect_closest_point3_seg3(c.p, &c.seg); });
    add("closest_point3_seg3/naive", in.seg3,
        [](const Seg3Case &c) { return naive_closest_seg3(c.p, c.seg); });
    add("closest_point3_seg3/naive_call", in.seg3,
        [](const Seg3Case &c) { return baseline_closest_point3_seg3(c.p, &c.seg); });
#ifdef ISECT_BENCH_HAVE_GLM
    add("closest_point3_seg3/glm", in.seg3_glm, [](const GlmSeg3Case &c) {
        GlmVec3 q = glm::closestPointOnLine(c.p, c.a, c.b);
        GlmVec3 e = c.p - q;
        return GlmClosest{q != c.a && q != c.b, glm::dot(e, e), q.x, q.y, q.z};
    });
#endif

    add("closest_point2_seg2/isect", in.seg2,
        [](const Seg2Case &c) { return isect_closest_point2_seg2(c.p, &c.seg); });
    add("closest_point2_seg2/naive", in.seg2,
        [](const Seg2Case &c) { return naive_closest_seg2(c.p, c.seg); });
    add("closest_point2_seg2/naive_call", in.seg2,
        [](const Seg2Case &c) { return baseline_closest_point2_seg2(c.p, &c.seg); });
#ifdef ISECT_BENCH_HAVE_GLM
    add("closest_point2_seg2/glm", in.seg2_glm, [](const GlmSeg2Case &c) {
        GlmVec2 q = glm::closestPointOnLine(c.p, c.a, c.b);
        GlmVec2 e = c.p - q;
        return GlmClosest{q != c.a && q != c.b, glm::dot(e, e), q.x, q.y, 0};
    });
#endif

    add("closest_point3_ray3/isect", in.ray3,
        [](const Ray3Case &c) { return isect_closest_point3_ray3(c.p, &c.ray); });
    add("closest_point3_ray3/naive", in.ray3,
        [](const Ray3Case &c) { return naive_closest_lin3(c.p, c.ray.origin, c.ray.dir, true); });
    add("closest_point3_line3/isect", in.line3,
        [](const Line3Case &c) { return isect_closest_point3_line3(c.p, &c.line); });
    add("closest_point3_line3/naive", in.line3, [](const Line3Case &c) {
        return naive_closest_lin3(c.p, c.line.origin, c.line.dir, false);
    });

    add("abeam_closest_point3_seg3/isect", in.abeam3,
        [](const Seg3Case &c) { return isect_closest_point3_seg3(c.p, &c.seg); });
    add("abeam_closest_point3_seg3/naive", in.abeam3,
        [](const Seg3Case &c) { return naive_closest_seg3(c.p, c.seg); });

    add("closest_seg3_seg3/isect", in.seg_seg3,
        [](const SegSeg3Case &c) { return isect_closest_seg3_seg3(&c.a, &c.b); });
    add("closest_seg3_seg3/naive", in.seg_seg3,
        [](const SegSeg3Case &c) { return rtcd_closest_seg_seg(c.a.p0, c.a.p1, c.b.p0, c.b.p1); });
    add("closest_seg3_seg3/gte", in.seg_seg3,
        [](const SegSeg3Case &c) { return gte_closest_seg_seg(c.a.p0, c.a.p1, c.b.p0, c.b.p1); });
#ifdef ISECT_BENCH_HAVE_FCL
    add("closest_seg3_seg3/fcl", in.seg_seg3_fcl,
        [](const FclSegPair &c) { return fcl_closest(c); });
#endif
#ifdef ISECT_BENCH_HAVE_ODE
    add("closest_seg3_seg3/ode", in.seg_seg3_ode,
        [](const OdeSegPair &c) { return ode_closest(c); });
#endif

    add("closest_line3_line3/isect", in.lin_pairs3,
        [](const LinPair3Case &c) { return isect_closest_line3_line3(&c.la, &c.lb); });
    add("closest_line3_line3/naive", in.lin_pairs3, [](const LinPair3Case &c) {
        return naive_closest_lin_lin(c.la.origin, c.la.dir, -kInf, kInf, c.lb.origin, c.lb.dir,
                                     -kInf, kInf);
    });
    add("closest_line3_seg3/isect", in.lin_pairs3,
        [](const LinPair3Case &c) { return isect_closest_line3_seg3(&c.la, &c.sb); });
    add("closest_line3_seg3/naive", in.lin_pairs3, [](const LinPair3Case &c) {
        return naive_closest_lin_lin(c.la.origin, c.la.dir, -kInf, kInf, c.lb.origin, c.lb.dir, 0,
                                     1);
    });
    add("closest_ray3_ray3/isect", in.lin_pairs3,
        [](const LinPair3Case &c) { return isect_closest_ray3_ray3(&c.ra, &c.rb); });
    add("closest_ray3_ray3/naive", in.lin_pairs3, [](const LinPair3Case &c) {
        return naive_closest_lin_lin(c.ra.origin, c.ra.dir, 0, kInf, c.rb.origin, c.rb.dir, 0,
                                     kInf);
    });
    add("closest_ray3_seg3/isect", in.lin_pairs3,
        [](const LinPair3Case &c) { return isect_closest_ray3_seg3(&c.ra, &c.sb); });
    add("closest_ray3_seg3/naive", in.lin_pairs3, [](const LinPair3Case &c) {
        return naive_closest_lin_lin(c.ra.origin, c.ra.dir, 0, kInf, c.rb.origin, c.rb.dir, 0, 1);
    });
    add("closest_line3_ray3/isect", in.lin_pairs3,
        [](const LinPair3Case &c) { return isect_closest_line3_ray3(&c.la, &c.rb); });
    add("closest_line3_ray3/naive", in.lin_pairs3, [](const LinPair3Case &c) {
        return naive_closest_lin_lin(c.la.origin, c.la.dir, -kInf, kInf, c.rb.origin, c.rb.dir, 0,
                                     kInf);
    });
    add("closest_line2_line2/isect", in.lin_pairs2,
        [](const LinPair2Case &c) { return isect_closest_line2_line2(&c.la, &c.lb); });
    add("closest_line2_line2/naive", in.lin_pairs2, [](const LinPair2Case &c) {
        return naive_closest_lin_lin(c.la.origin, c.la.dir, -kInf, kInf, c.lb.origin, c.lb.dir,
                                     -kInf, kInf);
    });
    add("closest_line2_ray2/isect", in.lin_pairs2,
        [](const LinPair2Case &c) { return isect_closest_line2_ray2(&c.la, &c.rb); });
    add("closest_line2_ray2/naive", in.lin_pairs2, [](const LinPair2Case &c) {
        return naive_closest_lin_lin(c.la.origin, c.la.dir, -kInf, kInf, c.rb.origin, c.rb.dir, 0,
                                     kInf);
    });
    add("closest_line2_seg2/isect", in.lin_pairs2,
        [](const LinPair2Case &c) { return isect_closest_line2_seg2(&c.la, &c.sb); });
    add("closest_line2_seg2/naive", in.lin_pairs2, [](const LinPair2Case &c) {
        return naive_closest_lin_lin(c.la.origin, c.la.dir, -kInf, kInf, c.lb.origin, c.lb.dir, 0,
                                     1);
    });
    add("closest_ray2_ray2/isect", in.lin_pairs2,
        [](const LinPair2Case &c) { return isect_closest_ray2_ray2(&c.ra, &c.rb); });
    add("closest_ray2_ray2/naive", in.lin_pairs2, [](const LinPair2Case &c) {
        return naive_closest_lin_lin(c.ra.origin, c.ra.dir, 0, kInf, c.rb.origin, c.rb.dir, 0,
                                     kInf);
    });
    add("closest_ray2_seg2/isect", in.lin_pairs2,
        [](const LinPair2Case &c) { return isect_closest_ray2_seg2(&c.ra, &c.sb); });
    add("closest_ray2_seg2/naive", in.lin_pairs2, [](const LinPair2Case &c) {
        return naive_closest_lin_lin(c.ra.origin, c.ra.dir, 0, kInf, c.rb.origin, c.rb.dir, 0, 1);
    });

    capsule3_rows("test_capsule3_capsule3", in.capsules3, draw_capsules3, isect_touch3);
    capsule3_rows("touch_capsule3_capsule3", in.touching3, draw_touching_capsules3, built_touch3);
    contact3_rows(in.capsules3);

    add("closest_seg2_seg2/isect", in.seg_seg2,
        [](const SegSeg2Case &c) { return isect_closest_seg2_seg2(&c.a, &c.b); });
    add("closest_seg2_seg2/naive", in.seg_seg2,
        [](const SegSeg2Case &c) { return rtcd_closest_seg_seg(c.a.p0, c.a.p1, c.b.p0, c.b.p1); });
    add("closest_seg2_seg2/gte", in.seg_seg2,
        [](const SegSeg2Case &c) { return gte_closest_seg_seg(c.a.p0, c.a.p1, c.b.p0, c.b.p1); });
#ifdef ISECT_BENCH_HAVE_BOX2D
    add("closest_seg2_seg2/box2d", in.seg_seg2_box2d,
        [](const B2SegPair &c) { return box2d_closest(c); });
#endif

    auto isect2 = [](const CapsulePair2 &c) { return isect_test_capsule2_capsule2(&c.a, &c.b); };
    auto naive2 = [](const CapsulePair2 &c) { return rtcd_test_capsules(c.a, c.b); };
    add("test_capsule2_capsule2/isect", in.capsules2, isect2);
    add_checked("test_capsule2_capsule2/naive", in.capsules2, naive2,
                [=] { return disagreements(draw_capsules2, isect2, naive2); });
#ifdef ISECT_BENCH_HAVE_BOX2D
    add_checked(
        "test_capsule2_capsule2/box2d", in.capsules2_box2d,
        [](const B2SegPair &c) { return box2d_test(c); },
        [=] { return disagreements(draw_capsules2, isect2, box2d_answer); });
#endif

    add("closest_point3_tri3/isect", in.point_tri3,
        [](const PointTri3Case &c) { return isect_closest_point3_tri3(c.p, &c.tri); });
    add("closest_point3_tri3/naive", in.point_tri3, [](const PointTri3Case &c) {
        return rtcd_closest_tri(c.p, c.tri.v[0], c.tri.v[1], c.tri.v[2]);
    });
    add("closest_point3_tri3/naive_call", in.point_tri3,
        [](const PointTri3Case &c) { return baseline_closest_point3_tri3(c.p, &c.tri); });
#ifdef ISECT_BENCH_HAVE_FCL
    add("closest_point3_tri3/fcl", in.point_tri3_fcl,
        [](const FclPointTri &c) { return fcl_closest_tri(c); });
#endif
#ifdef ISECT_BENCH_HAVE_BULLET
    add("closest_point3_tri3/bullet", in.point_tri3_bullet,
        [](const BulletPointTri &c) { return bullet_closest_tri(c); });
#endif
    add("closest_point2_tri2/isect", in.point_tri2,
        [](const PointTri2Case &c) { return isect_closest_point2_tri2(c.p, &c.tri); });
    add("closest_point2_tri2/naive", in.point_tri2, [](const PointTri2Case &c) {
        return rtcd_closest_tri(c.p, c.tri.v[0], c.tri.v[1], c.tri.v[2]);
    });
    add("closest_point2_tri2/naive_call", in.point_tri2,
        [](const PointTri2Case &c) { return baseline_closest_point2_tri2(c.p, &c.tri); });
#ifdef ISECT_BENCH_HAVE_BOX2D
    add("closest_point2_tri2/box2d", in.point_tri2_box2d,
        [](const B2PointTri &c) { return box2d_closest_tri(c); });
#endif
    sphere_tri3_rows("test_sphere3_tri3", in.sphere_tri3, draw_sphere_tri3, isect_sphere_tri3);
    /* the contact of a ball and a triangle: isect's find, and the textbook's on RTCD's
     * ClosestPtPointTriangle (normal (q - c) / |q - c|, an arbitrary axis at d == 0) */
    add("find_sphere3_tri3/isect", in.sphere_tri3.cases,
        [](const SphereTri3Case &c) { return isect_find_sphere3_tri3(&c.s, &c.tri); });
    add("find_sphere3_tri3/naive", in.sphere_tri3.cases, [](const SphereTri3Case &c) {
        isect_vec3 q = rtcd_closest_tri(c.s.center, c.tri.v[0], c.tri.v[1], c.tri.v[2]).point_b;
        isect_vec3 w = {q.x - c.s.center.x, q.y - c.s.center.y, q.z - c.s.center.z};
        real d = std::sqrt(w.x * w.x + w.y * w.y + w.z * w.z);
        isect_vec3 n = d > 0 ? isect_vec3{w.x / d, w.y / d, w.z / d} : isect_vec3{1, 0, 0};
        real depth = c.s.radius - d;
        isect_vec3 m = {q.x + depth / 2 * n.x, q.y + depth / 2 * n.y, q.z + depth / 2 * n.z};
        return NaiveContact{depth >= 0, depth, n, m};
    });
    sphere_tri3_rows("touch_sphere3_tri3", in.touching_sphere_tri3, draw_touching_sphere_tri3,
                     built_sphere_tri3);
    circle_tri2_rows("test_circle2_tri2", in.circle_tri2, draw_circle_tri2, isect_circle_tri2);
    circle_tri2_rows("touch_circle2_tri2", in.touching_circle_tri2, draw_touching_circle_tri2,
                     built_circle_tri2);

    capsule_tri3_rows("test_capsule3_tri3", in.capsule_tri3, draw_capsule_tri3, isect_capsule_tri3);
    capsule_tri3_rows("touch_capsule3_tri3", in.touching_capsule_tri3, draw_touching_capsule_tri3,
                      built_capsule_tri3);
    capsule_tri2_rows("test_capsule2_tri2", in.capsule_tri2, draw_capsule_tri2, isect_capsule_tri2);

    add("closest_point3_tet3/isect", in.point_tet3,
        [](const PointTet3Case &c) { return TetAnswer{isect_closest_point3_tet3(c.p, &c.tet)}; });
    add("closest_point3_tet3/naive", in.point_tet3,
        [](const PointTet3Case &c) { return rtcd_closest_tet(c.p, c.tet); });
    add("closest_point3_tet3/naive_call", in.point_tet3, [](const PointTet3Case &c) {
        return TetAnswer{baseline_closest_point3_tet3(c.p, &c.tet)};
    });
#ifdef ISECT_BENCH_HAVE_BULLET
    add("closest_point3_tet3/bullet", in.point_tet3_bullet,
        [](const BulletPointTet &c) { return bullet_closest_tet(c); });
#endif

    round3_rows("closest_point3_capsule3", in.point_capsule3);
    touch3_rows("touch_closest_point3_capsule3", in.touching_capsule3, draw_touching_capsule3);
    round3_rows("closest_point3_cylinder3", in.point_cylinder3);
    touch3_rows("touch_closest_point3_cylinder3", in.touching_cylinder3, draw_touching_cylinder3);
    round3_rows("closest_point3_cone3", in.point_cone3);
    touch3_rows("touch_closest_point3_cone3", in.touching_cone3, draw_touching_cone3, false);
    round2_rows("closest_point2_capsule2", in.point_capsule2);
    touch2_rows("touch_closest_point2_capsule2", in.touching_capsule2, draw_touching_capsule2);
    round2_rows("closest_point2_poly2", in.point_poly2);
    touch2_rows("touch_closest_point2_poly2", in.touching_poly2, draw_touching_poly2);

    pair_rows("closest_seg3_tri3", in.seg_tri3, draw_seg_tri3);
    touch_pair_rows("touch_closest_seg3_tri3", in.touching_seg_tri3, draw_touching_seg_tri3);
    pair_rows("closest_tri3_tri3", in.tri_tri3, draw_tri_tri3);
    touch_pair_rows("touch_closest_tri3_tri3", in.touching_tri_tri3, draw_touching_tri_tri3);
    pair_rows("closest_seg3_aabb3", in.seg_box3, draw_seg_box3);
    touch_pair_rows("touch_closest_seg3_aabb3", in.touching_seg_box3, draw_touching_seg_box3);
    pair_rows("closest_seg3_obb3", in.seg_obb3, draw_seg_obb3);
    add("closest_point3_hull3/isect", in.point_hull3.cases,
        [](const PointHull3Case &c) { return isect_hull(c); });
#ifdef ISECT_BENCH_HAVE_BULLET
    add_checked(
        "closest_point3_hull3/bullet", in.point_hull3.bullet,
        [](const BulletHull &c) { return bullet_hull(c); },
        [] { return disagreements(draw_point_hull3, isect_hull_meets, bullet_hull_meets); });
#endif
    add("closest_point3_hull3_planes/isect", in.point_hull_planes3.cases,
        [](const PointHullPlanes3Case &c) { return isect_hull_planes(c); });
#ifdef ISECT_BENCH_HAVE_BULLET
    add_checked(
        "closest_point3_hull3_planes/bullet_vertices", in.point_hull_planes3.bullet,
        [](const BulletHull &c) { return bullet_hull(c); },
        [] {
            return disagreements(draw_point_hull_planes3, isect_hull_planes_meets,
                                 bullet_hull_planes_meets);
        });
#endif
}

} // namespace

int main(int argc, char **argv) {
    return bench_main(argc, argv, register_benchmarks);
}
