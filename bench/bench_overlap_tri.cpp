/* bench_overlap_tri.cpp -- what isect's exact overlap tests against a triangle
 * (isect/overlap.h, "Against a triangle") cost next to the textbook code.
 *
 * Two triangles: every vertex uniform in [-10, 10]^3 (about a third of the pairs meet).
 * isect against Guigue and Devillers' test as published ("naive": tri_tri_overlap_test_3d,
 * its orientation tests as plain double dot and cross products, no epsilon, coplanar
 * triangles by 2D edge tests of the projection that drops the normal's largest component),
 * and FCL 0.7's Intersect<double>::intersect_Triangle (the separating-axis test its mesh
 * collision runs on triangle pairs) where installed. What they share
 * (isect_find_tri3_tri3) against Moller's interval method with its intersection line
 * ("naive": the segment's ends as the textbook constructs them, moller_tri_tri_segment
 * below); FCL's triangle contact is a different answer (the deepest clipped points and a
 * penetration depth), so it has no find row.
 *
 * A box and a triangle: box minima in [-10, 10]^3 with extents in [0, 8]; oriented boxes with
 * centres in [-10, 10]^3, half extents in [0, 5] and a random rotation (rounded); triangle
 * vertices uniform in [-10, 10]^3. isect against RTCD 5.2.9 TestTriangleAABB inlined
 * ("naive": the box's centre and half extents rounded, the triangle moved by the centre, the
 * nine edge axes, the three box normals, then the plane-box test of 5.2.3), for an OBB on
 * the triangle turned into the box's frame (three dot products per vertex) first, as RTCD
 * suggests. Neither FCL nor Bullet has the pair (Bullet's TestTriangleAgainstAabb2 compares
 * bounding boxes only).
 *
 * A ball against a convex polygon in space (isect_test_sphere3_poly3, isect/closest_point.h):
 * 3 to 8 vertices on a circle of radius 2 to 8 in a random plane about a point of
 * [-10, 10]^3, the ball's centre in [-10, 10]^3 and radius in [0, 6]. Against RTCD 5.2.8
 * TestSpherePolygon inlined ("naive": the sphere against the polygon's plane (unit normal),
 * each edge against the ball (SqDistPointSegment, 5.1.2.1, in place of the book's
 * IntersectRaySphere with an unnormalised direction), then the centre's projection in the
 * convex polygon by the sides of its edges). */
#include <cmath>
#include <utility>

#include "common.hpp"
#include "isect/isect.h"

#ifdef ISECT_BENCH_HAVE_FCL
#include <fcl/narrowphase/detail/traversal/collision/intersect.h>
#endif

namespace {

using namespace isect_bench;

constexpr std::uint64_t kSeed = 0x7214;

struct TriPair {
    isect_tri3 a, b;
};

isect_tri3 tri3(Uniform &u) {
    return {{point3(u), point3(u), point3(u)}};
}

/* ---- Guigue and Devillers, "Fast and robust triangle-triangle overlap test using
 * orientation predicates" (JGT 2003), as published: the orientation tests in plain
 * arithmetic. ---------------------------------------------------------------------- */

struct V3 {
    real x, y, z;
};

inline V3 v3(const isect_vec3 &p) {
    return {p.x, p.y, p.z};
}
inline V3 sub(V3 a, V3 b) {
    return {a.x - b.x, a.y - b.y, a.z - b.z};
}
inline V3 cross(V3 a, V3 b) {
    return {a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x};
}
inline real dot(V3 a, V3 b) {
    return a.x * b.x + a.y * b.y + a.z * b.z;
}

// CHECK_MIN_MAX of the paper: the two interval tests on the planes' common line.
inline bool gd_check_min_max(V3 p1, V3 q1, V3 r1, V3 p2, V3 q2, V3 r2) {
    if (dot(sub(q2, q1), cross(sub(p2, q1), sub(p1, q1))) > 0)
        return false;
    if (dot(sub(r2, p1), cross(sub(p2, p1), sub(r1, p1))) > 0)
        return false;
    return true;
}

// 2D: counter-clockwise orientation and the published ccw_tri_tri_intersection_2d reduced to
// the separating-edge form (each edge of one triangle against the other's three vertices).
struct V2 {
    real x, y;
};
inline real orient2(V2 a, V2 b, V2 c) {
    return (a.x - c.x) * (b.y - c.y) - (a.y - c.y) * (b.x - c.x);
}
inline bool gd_separated_2d(const V2 *s, const V2 *t) {
    real o = orient2(s[0], s[1], s[2]) > 0 ? 1 : -1;
    for (int i = 0; i < 3; i++) {
        V2 a = s[i], b = s[(i + 1) % 3];
        if (o * orient2(a, b, t[0]) < 0 && o * orient2(a, b, t[1]) < 0 &&
            o * orient2(a, b, t[2]) < 0)
            return true;
    }
    return false;
}

inline bool gd_coplanar(V3 p1, V3 q1, V3 r1, V3 p2, V3 q2, V3 r2, V3 n) {
    real nx = std::fabs(n.x), ny = std::fabs(n.y), nz = std::fabs(n.z);
    auto drop = [&](V3 v) -> V2 {
        if (nx > nz && nx >= ny)
            return {v.y, v.z};
        if (ny > nz && ny >= nx)
            return {v.x, v.z};
        return {v.x, v.y};
    };
    V2 s[3] = {drop(p1), drop(q1), drop(r1)}, t[3] = {drop(p2), drop(q2), drop(r2)};
    return !gd_separated_2d(s, t) && !gd_separated_2d(t, s);
}

// TRI_TRI_3D of the paper: T2's vertices permuted by their signs against T1's plane.
inline bool gd_tri_tri_3d(V3 p1, V3 q1, V3 r1, V3 p2, V3 q2, V3 r2, real dp2, real dq2, real dr2,
                          V3 n1) {
    if (dp2 > 0) {
        if (dq2 > 0)
            return gd_check_min_max(p1, r1, q1, r2, p2, q2);
        if (dr2 > 0)
            return gd_check_min_max(p1, r1, q1, q2, r2, p2);
        return gd_check_min_max(p1, q1, r1, p2, q2, r2);
    }
    if (dp2 < 0) {
        if (dq2 < 0)
            return gd_check_min_max(p1, q1, r1, r2, p2, q2);
        if (dr2 < 0)
            return gd_check_min_max(p1, q1, r1, q2, r2, p2);
        return gd_check_min_max(p1, r1, q1, p2, q2, r2);
    }
    if (dq2 < 0) {
        if (dr2 >= 0)
            return gd_check_min_max(p1, r1, q1, q2, r2, p2);
        return gd_check_min_max(p1, q1, r1, p2, q2, r2);
    }
    if (dq2 > 0) {
        if (dr2 > 0)
            return gd_check_min_max(p1, r1, q1, p2, q2, r2);
        return gd_check_min_max(p1, q1, r1, q2, r2, p2);
    }
    if (dr2 > 0)
        return gd_check_min_max(p1, q1, r1, r2, p2, q2);
    if (dr2 < 0)
        return gd_check_min_max(p1, r1, q1, r2, p2, q2);
    return gd_coplanar(p1, q1, r1, p2, q2, r2, n1);
}

inline bool gd_tri_tri_overlap(V3 p1, V3 q1, V3 r1, V3 p2, V3 q2, V3 r2) {
    V3 n2 = cross(sub(p2, r2), sub(q2, r2));
    real dp1 = dot(sub(p1, r2), n2), dq1 = dot(sub(q1, r2), n2), dr1 = dot(sub(r1, r2), n2);
    if (dp1 * dq1 > 0 && dp1 * dr1 > 0)
        return false;
    V3 n1 = cross(sub(q1, p1), sub(r1, p1));
    real dp2 = dot(sub(p2, r1), n1), dq2 = dot(sub(q2, r1), n1), dr2 = dot(sub(r2, r1), n1);
    if (dp2 * dq2 > 0 && dp2 * dr2 > 0)
        return false;
    if (dp1 > 0) {
        if (dq1 > 0)
            return gd_tri_tri_3d(r1, p1, q1, p2, r2, q2, dp2, dr2, dq2, n1);
        if (dr1 > 0)
            return gd_tri_tri_3d(q1, r1, p1, p2, r2, q2, dp2, dr2, dq2, n1);
        return gd_tri_tri_3d(p1, q1, r1, p2, q2, r2, dp2, dq2, dr2, n1);
    }
    if (dp1 < 0) {
        if (dq1 < 0)
            return gd_tri_tri_3d(r1, p1, q1, p2, q2, r2, dp2, dq2, dr2, n1);
        if (dr1 < 0)
            return gd_tri_tri_3d(q1, r1, p1, p2, q2, r2, dp2, dq2, dr2, n1);
        return gd_tri_tri_3d(p1, q1, r1, p2, r2, q2, dp2, dr2, dq2, n1);
    }
    if (dq1 < 0) {
        if (dr1 >= 0)
            return gd_tri_tri_3d(q1, r1, p1, p2, r2, q2, dp2, dr2, dq2, n1);
        return gd_tri_tri_3d(p1, q1, r1, p2, q2, r2, dp2, dq2, dr2, n1);
    }
    if (dq1 > 0) {
        if (dr1 > 0)
            return gd_tri_tri_3d(p1, q1, r1, p2, r2, q2, dp2, dr2, dq2, n1);
        return gd_tri_tri_3d(q1, r1, p1, p2, q2, r2, dp2, dq2, dr2, n1);
    }
    if (dr1 > 0)
        return gd_tri_tri_3d(r1, p1, q1, p2, q2, r2, dp2, dq2, dr2, n1);
    if (dr1 < 0)
        return gd_tri_tri_3d(r1, p1, q1, p2, r2, q2, dp2, dr2, dq2, n1);
    return gd_coplanar(p1, q1, r1, p2, q2, r2, n1);
}

/* ---- The intersection segment as the textbook computes it (Moller, "A fast triangle-
 * triangle intersection test", JGT 1997, the "with isectline" variant; RTCD 5.2.10): plane
 * distances in plain double, the lone vertex of each triangle, its two edges' crossings
 * with the other plane, both intervals as dot products with D = N1 x N2, and the overlap's
 * ends; coplanar pairs answer through the 2D test above with no segment. -------------- */

struct TriSegment {
    bool hit;
    V3 p[2];
};

// The crossings of the lone vertex's edges with the other plane (distances d) and their
// positions along D; false for a coplanar triangle.
inline bool moller_interval(const V3 *v, const real *d, V3 dir, V3 *x, real *t) {
    int lone;
    if (d[0] * d[1] > 0)
        lone = 2;
    else if (d[0] * d[2] > 0)
        lone = 1;
    else if (d[1] * d[2] > 0 || d[0] != 0)
        lone = 0;
    else if (d[1] != 0)
        lone = 1;
    else if (d[2] != 0)
        lone = 2;
    else
        return false;
    V3 p = v[lone];
    for (int e = 0; e < 2; e++) {
        int o = (lone + 1 + e) % 3;
        real f = d[lone] / (d[lone] - d[o]);
        V3 q = v[o];
        x[e] = {p.x + f * (q.x - p.x), p.y + f * (q.y - p.y), p.z + f * (q.z - p.z)};
        t[e] = dot(x[e], dir);
    }
    if (t[0] > t[1]) {
        std::swap(t[0], t[1]);
        std::swap(x[0], x[1]);
    }
    return true;
}

inline TriSegment moller_tri_tri_segment(const isect_tri3 &ta, const isect_tri3 &tb) {
    V3 a[3] = {v3(ta.v[0]), v3(ta.v[1]), v3(ta.v[2])};
    V3 b[3] = {v3(tb.v[0]), v3(tb.v[1]), v3(tb.v[2])};
    TriSegment r{false, {{0, 0, 0}, {0, 0, 0}}};
    V3 n2 = cross(sub(b[1], b[0]), sub(b[2], b[0]));
    real da[3] = {dot(n2, sub(a[0], b[0])), dot(n2, sub(a[1], b[0])), dot(n2, sub(a[2], b[0]))};
    if ((da[0] > 0 && da[1] > 0 && da[2] > 0) || (da[0] < 0 && da[1] < 0 && da[2] < 0))
        return r;
    V3 n1 = cross(sub(a[1], a[0]), sub(a[2], a[0]));
    real db[3] = {dot(n1, sub(b[0], a[0])), dot(n1, sub(b[1], a[0])), dot(n1, sub(b[2], a[0]))};
    if ((db[0] > 0 && db[1] > 0 && db[2] > 0) || (db[0] < 0 && db[1] < 0 && db[2] < 0))
        return r;
    V3 dir = cross(n1, n2), xa[2], xb[2];
    real tA[2], tB[2];
    if (!moller_interval(a, da, dir, xa, tA) || !moller_interval(b, db, dir, xb, tB)) {
        r.hit = gd_tri_tri_overlap(a[0], a[1], a[2], b[0], b[1], b[2]);
        return r;
    }
    if (tA[1] < tB[0] || tB[1] < tA[0])
        return r;
    r.hit = true;
    r.p[0] = tA[0] > tB[0] ? xa[0] : xb[0];
    r.p[1] = tA[1] < tB[1] ? xa[1] : xb[1];
    return r;
}

/* ---- RTCD 5.2.9 TestTriangleAABB, as printed: box centre c and half extents e, the
 * triangle moved by -c. ------------------------------------------------------------------ */

inline real max3(real a, real b, real c) {
    return std::fmax(a, std::fmax(b, c));
}
inline real min3(real a, real b, real c) {
    return std::fmin(a, std::fmin(b, c));
}

inline bool rtcd_test_triangle_aabb(V3 v0, V3 v1, V3 v2, V3 c, const real *e) {
    v0 = sub(v0, c);
    v1 = sub(v1, c);
    v2 = sub(v2, c);
    const V3 f[3] = {sub(v1, v0), sub(v2, v1), sub(v0, v2)};
    const V3 v[3] = {v0, v1, v2};
    for (int i = 0; i < 3; i++) { /* a_ij = u_i x f_j (category 3) */
        for (int j = 0; j < 3; j++) {
            const real fj[3] = {f[j].x, f[j].y, f[j].z};
            int i1 = (i + 1) % 3, i2 = (i + 2) % 3;
            real p[3];
            for (int k = 0; k < 3; k++) {
                const real vk[3] = {v[k].x, v[k].y, v[k].z};
                p[k] = vk[i2] * fj[i1] - vk[i1] * fj[i2];
            }
            real r = e[i1] * std::fabs(fj[i2]) + e[i2] * std::fabs(fj[i1]);
            if (std::fmax(-max3(p[0], p[1], p[2]), min3(p[0], p[1], p[2])) > r)
                return false;
        }
    }
    if (max3(v0.x, v1.x, v2.x) < -e[0] || min3(v0.x, v1.x, v2.x) > e[0]) /* category 1 */
        return false;
    if (max3(v0.y, v1.y, v2.y) < -e[1] || min3(v0.y, v1.y, v2.y) > e[1])
        return false;
    if (max3(v0.z, v1.z, v2.z) < -e[2] || min3(v0.z, v1.z, v2.z) > e[2])
        return false;
    V3 n = cross(f[0], f[1]); /* category 2: TestAABBPlane with the box at the origin */
    real d = dot(n, v0);
    real r = e[0] * std::fabs(n.x) + e[1] * std::fabs(n.y) + e[2] * std::fabs(n.z);
    return std::fabs(-d) <= r;
}

struct BoxTri {
    isect_aabb3 box;
    isect_tri3 t;
};

struct ObbTri {
    isect_obb3 box;
    isect_tri3 t;
};

isect_obb3 obb3(Uniform &u) {
    double m[3][3];
    random_rotation(u, m);
    isect_obb3 o;
    o.center = point3(u);
    for (int i = 0; i < 3; i++)
        o.axis[i] = {real(m[i][0]), real(m[i][1]), real(m[i][2])};
    o.half = {real(u.real_in(0, 5)), real(u.real_in(0, 5)), real(u.real_in(0, 5))};
    return o;
}

inline bool rtcd_aabb(const BoxTri &c) {
    V3 lo = v3(c.box.min), hi = v3(c.box.max);
    V3 centre = {(lo.x + hi.x) * real(0.5), (lo.y + hi.y) * real(0.5), (lo.z + hi.z) * real(0.5)};
    const real e[3] = {(hi.x - lo.x) * real(0.5), (hi.y - lo.y) * real(0.5),
                       (hi.z - lo.z) * real(0.5)};
    return rtcd_test_triangle_aabb(v3(c.t.v[0]), v3(c.t.v[1]), v3(c.t.v[2]), centre, e);
}

/* The triangle in the box's frame (rows of the rotation: the axes), then the AABB test. */
inline bool rtcd_obb(const ObbTri &c) {
    V3 ax[3] = {v3(c.box.axis[0]), v3(c.box.axis[1]), v3(c.box.axis[2])}, centre = v3(c.box.center);
    V3 w[3];
    for (int k = 0; k < 3; k++) {
        V3 d = sub(v3(c.t.v[k]), centre);
        w[k] = {dot(ax[0], d), dot(ax[1], d), dot(ax[2], d)};
    }
    const real e[3] = {c.box.half.x, c.box.half.y, c.box.half.z};
    return rtcd_test_triangle_aabb(w[0], w[1], w[2], {0, 0, 0}, e);
}

/* ---- RTCD 5.2.8 TestSpherePolygon for a convex polygon ---------------------------------- */

struct BallPoly {
    isect_sphere3 s;
    int n;
    isect_vec3 v[8];
};

BallPoly ball_poly(Uniform &u) {
    BallPoly c;
    double m[3][3], R = u.real_in(2, 8), a0 = u.real_in(0, 6.283185307179586);
    random_rotation(u, m);
    isect_vec3 o = point3(u);
    c.n = 3 + static_cast<int>(u.real_in(0, 6));
    for (int i = 0; i < c.n; i++) {
        double a = a0 + 6.283185307179586 * i / c.n, x = R * std::cos(a), y = R * std::sin(a);
        c.v[i] = {real(o.x + x * m[0][0] + y * m[1][0]), real(o.y + x * m[0][1] + y * m[1][1]),
                  real(o.z + x * m[0][2] + y * m[1][2])};
    }
    c.s = {point3(u), real(u.real_in(0, 6))};
    return c;
}

inline real sq_dist_point_segment(V3 a, V3 b, V3 c) {
    V3 ab = sub(b, a), ac = sub(c, a), bc = sub(c, b);
    real e = dot(ac, ab);
    if (e <= 0)
        return dot(ac, ac);
    real f = dot(ab, ab);
    if (e >= f)
        return dot(bc, bc);
    return dot(ac, ac) - e * e / f;
}

inline bool rtcd_sphere_polygon(const BallPoly &c) {
    V3 v0 = v3(c.v[0]), centre = v3(c.s.center);
    real r = c.s.radius;
    V3 n = cross(sub(v3(c.v[1]), v0), sub(v3(c.v[2]), v0));
    real len = std::sqrt(dot(n, n));
    n = {n.x / len, n.y / len, n.z / len};
    real dist = dot(centre, n) - dot(n, v0); /* TestSpherePlane */
    if (std::fabs(dist) > r)
        return false;
    for (int k = c.n, i = 0, j = k - 1; i < k; j = i, i++)
        if (sq_dist_point_segment(v3(c.v[j]), v3(c.v[i]), centre) <= r * r)
            return true;
    V3 q = {centre.x - dist * n.x, centre.y - dist * n.y, centre.z - dist * n.z};
    for (int k = c.n, i = 0, j = k - 1; i < k; j = i, i++) /* inside the convex polygon */
        if (dot(n, cross(sub(v3(c.v[i]), v3(c.v[j])), sub(q, v3(c.v[j])))) < 0)
            return false;
    return true;
}

#ifdef ISECT_BENCH_HAVE_FCL
struct FclTriPair {
    fcl::Vector3d a[3], b[3];
};

FclTriPair fcl_pair(const TriPair &c) {
    FclTriPair f;
    for (int i = 0; i < 3; i++) {
        f.a[i] = fcl::Vector3d(c.a.v[i].x, c.a.v[i].y, c.a.v[i].z);
        f.b[i] = fcl::Vector3d(c.b.v[i].x, c.b.v[i].y, c.b.v[i].z);
    }
    return f;
}
#endif

struct Inputs {
    Cases<TriPair> tri_pairs{uniform_set<TriPair>(kSeed, "tri_pairs", [](Uniform &u) {
        return TriPair{tri3(u), tri3(u)};
    })};
#ifdef ISECT_BENCH_HAVE_FCL
    Cases<FclTriPair> fcl_tri_pairs{tri_pairs, fcl_pair};
#endif
    Cases<BoxTri> box_tri{uniform_set<BoxTri>(kSeed, "box_tri", [](Uniform &u) {
        return BoxTri{random_aabb3(u), tri3(u)};
    })};
    Cases<BallPoly> ball_polys{uniform_set<BallPoly>(kSeed, "ball_polys", ball_poly)};
    Cases<ObbTri> obb_tri{uniform_set<ObbTri>(kSeed, "obb_tri", [](Uniform &u) {
        return ObbTri{obb3(u), tri3(u)};
    })};
};

// The rows of a set are registered together (each set is built once: bench/common.hpp).
void register_benchmarks(Inputs &in) {
    add("test_tri3_tri3/isect", in.tri_pairs,
        [](const TriPair &c) { return isect_test_tri3_tri3(&c.a, &c.b); });
    add("test_tri3_tri3/naive", in.tri_pairs, [](const TriPair &c) {
        return gd_tri_tri_overlap(v3(c.a.v[0]), v3(c.a.v[1]), v3(c.a.v[2]), v3(c.b.v[0]),
                                  v3(c.b.v[1]), v3(c.b.v[2]));
    });
#ifdef ISECT_BENCH_HAVE_FCL
    add("test_tri3_tri3/fcl", in.fcl_tri_pairs, [](const FclTriPair &c) {
        return fcl::detail::Intersect<double>::intersect_Triangle(c.a[0], c.a[1], c.a[2], c.b[0],
                                                                  c.b[1], c.b[2]);
    });
#endif

    add("find_tri3_tri3/isect", in.tri_pairs,
        [](const TriPair &c) { return isect_find_tri3_tri3(&c.a, &c.b); });
    add("find_tri3_tri3/naive", in.tri_pairs,
        [](const TriPair &c) { return moller_tri_tri_segment(c.a, c.b); });

    add("test_aabb3_tri3/isect", in.box_tri,
        [](const BoxTri &c) { return isect_test_aabb3_tri3(&c.box, &c.t); });
    add("test_aabb3_tri3/naive", in.box_tri, [](const BoxTri &c) { return rtcd_aabb(c); });

    add("test_obb3_tri3/isect", in.obb_tri,
        [](const ObbTri &c) { return isect_test_obb3_tri3(&c.box, &c.t); });
    add("test_obb3_tri3/naive", in.obb_tri, [](const ObbTri &c) { return rtcd_obb(c); });

    add("test_sphere3_poly3/isect", in.ball_polys, [](const BallPoly &c) {
        isect_poly3 p = {c.v, static_cast<size_t>(c.n)};
        return isect_test_sphere3_poly3(&c.s, &p);
    });
    add("test_sphere3_poly3/naive", in.ball_polys,
        [](const BallPoly &c) { return rtcd_sphere_polygon(c); });
}

} // namespace

int main(int argc, char **argv) {
    return bench_main(argc, argv, register_benchmarks);
}
