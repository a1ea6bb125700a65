/* bench_overlap_plane.cpp -- what isect's exact solid-against-plane tests and classifies
 * (isect/overlap.h) cost next to the textbook code and FCL.
 *
 * Uniform inputs: a plane3 with a random unit normal (rounded) through a random point of
 * [-10, 10]^3, or a plane3p through three random points of it; balls (radius in [0, 4]),
 * capsules (ends in [-10, 10]^3, radius in [0, 2]), cones (apex and base in [-10, 10]^3,
 * radius in [0, 3]), triangles (vertices in [-10, 10]^3), AABBs (min in [-10, 10]^3,
 * extents in [0, 8]) and OBBs (half extents in [0, 4], a random rotation rounded) about
 * random centres of [-10, 10]^3; a quarter to a half meet the plane (hit% column).
 *
 * Rows per pair ("test_<solid>_<plane>" and "classify_..."):
 * - isect: the library call;
 * - naive: RTCD's code inlined, which assumes a unit normal (the normal here is unit up to
 *   its rounding): TestSpherePlane (5.2.2: |n . c - d| <= r), TestAABBPlane and TestOBBPlane
 *   (5.2.3: the centre's distance against sum e_i |n . u_i|, the AABB's centre and extents
 *   computed first), the cone of 5.2.4 (its apex and the base rim point B + r m, m the
 *   normalised (n x v) x v, and the opposite rim point), the capsule by its core's end
 *   distances (straddling, or the nearer within r), the triangle by its vertices' signs;
 *   classify returns front/back/straddling from the same quantities. For a plane3p the
 *   naive code first builds RTCD's plane (3.6 ComputePlane: n = normalize((b - a) x (c - a)),
 *   d = n . a), as a user of the textbook would;
 * - naive_div: the same for a normal of any length, as isect must take it: the distance
 *   divided by |n| (a square root and a division; the AABB and triangle tests need no
 *   division and have no such row);
 * - fcl: FCL 0.7's detail::spherePlaneIntersect, boxPlaneIntersect (for the AABB and the
 *   OBB, as a box with a pose), capsulePlaneIntersect, conePlaneIntersect and
 *   planeTriangleIntersect (what fcl::collide runs for these pairs; calls into libfcl, the
 *   double versions being extern templates), on the same cases with the shapes posed by a
 *   rotation and translation. FCL treats a triangle with a vertex on the plane, or lying in
 *   it, as not intersecting.
 *
 * Contact rows ("find_<solid>_<plane>", the ball and the boxes): isect's find; "naive", the
 * textbook contact inlined (the centre's distance s, depth R - |s|, normal -sign(s) n, the
 * support point along the normal moved back by depth / 2, R as in the tests above, a unit
 * normal assumed, RTCD's plane built first for a plane3p); "fcl", the same FCL calls asked
 * for their contact (a reused vector of fcl::ContactPoint). */
#include <cmath>
#include <vector>

#include "common.hpp"
#include "isect/isect.h"

#ifdef ISECT_BENCH_HAVE_FCL
#include <fcl/geometry/shape/box.h>
#include <fcl/geometry/shape/capsule.h>
#include <fcl/geometry/shape/cone.h>
#include <fcl/geometry/shape/plane.h>
#include <fcl/geometry/shape/sphere.h>
#include <fcl/narrowphase/detail/primitive_shape_algorithm/plane.h>
#endif

namespace {

using namespace isect_bench;

constexpr std::uint64_t kSeed = 0x91a9e;

struct Planes {
    isect_plane3 p;
    isect_plane3p q;
};

Planes planes(Uniform &u) {
    Planes out;
    out.p.normal = random_unit_dir3(u);
    isect_vec3 x = point3(u, -10, 10);
    out.p.offset = real(out.p.normal.x * x.x + out.p.normal.y * x.y + out.p.normal.z * x.z);
    out.q = {point3(u, -10, 10), point3(u, -10, 10), point3(u, -10, 10)};
    return out;
}

struct SphereCase {
    isect_sphere3 s;
    Planes pl;
};
struct AabbCase {
    isect_aabb3 b;
    Planes pl;
};
struct ObbCase {
    isect_obb3 b;
    Planes pl;
};
struct CapsuleCase {
    isect_capsule3 c;
    Planes pl;
};
struct ConeCase {
    isect_cone3 c;
    Planes pl;
};
struct TriCase {
    isect_tri3 t;
    Planes pl;
};

/* ---- The textbook (RTCD), inlined -------------------------------------------------------- */

struct V3 {
    real x, y, z;
};

inline V3 v(const isect_vec3 &a) {
    return {a.x, a.y, a.z};
}
inline real dot(V3 a, V3 b) {
    return a.x * b.x + a.y * b.y + a.z * b.z;
}
inline V3 sub(V3 a, V3 b) {
    return {a.x - b.x, a.y - b.y, a.z - b.z};
}
inline V3 cross(V3 a, V3 b) {
    return {a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x};
}
inline V3 scale(V3 a, real k) {
    return {a.x * k, a.y * k, a.z * k};
}

struct Plane {
    V3 n;
    real d;
};

inline Plane plane_of(const isect_plane3 &p) {
    return {v(p.normal), p.offset};
}

// RTCD 3.6 ComputePlane.
inline Plane plane_of(const isect_plane3p &p) {
    V3 a = v(p.a), n = cross(sub(v(p.b), a), sub(v(p.c), a));
    n = scale(n, 1 / std::sqrt(dot(n, n)));
    return {n, dot(n, a)};
}

// The side of an interval [s - r, s + r] of signed distances: 1 straddling, 0 front, 2 back
// (the values of isect_side).
inline int side_of(real s, real r) {
    return s > r ? 0 : s < -r ? 2 : 1;
}

// Each textbook routine returns that side; "div" divides the distance by |n|.
inline int sphere_side(const isect_sphere3 &s, const Plane &p, bool div) {
    real dist = dot(v(s.center), p.n) - p.d;
    if (div)
        dist /= std::sqrt(dot(p.n, p.n));
    return side_of(dist, s.radius);
}

inline int aabb_side(const isect_aabb3 &b, const Plane &p) {
    V3 c = scale({b.min.x + b.max.x, b.min.y + b.max.y, b.min.z + b.max.z}, real(0.5));
    V3 e = sub(v(b.max), c);
    real r = e.x * std::fabs(p.n.x) + e.y * std::fabs(p.n.y) + e.z * std::fabs(p.n.z);
    return side_of(dot(p.n, c) - p.d, r);
}

inline int obb_side(const isect_obb3 &b, const Plane &p, bool div) {
    real r = b.half.x * std::fabs(dot(p.n, v(b.axis[0]))) +
             b.half.y * std::fabs(dot(p.n, v(b.axis[1]))) +
             b.half.z * std::fabs(dot(p.n, v(b.axis[2])));
    real s = dot(p.n, v(b.center)) - p.d;
    if (div) {
        real len = std::sqrt(dot(p.n, p.n));
        s /= len;
        r /= len;
    }
    return side_of(s, r);
}

inline int capsule_side(const isect_capsule3 &c, const Plane &p, bool div) {
    real d0 = dot(v(c.p0), p.n) - p.d, d1 = dot(v(c.p1), p.n) - p.d;
    if (div) {
        real len = std::sqrt(dot(p.n, p.n));
        d0 /= len;
        d1 /= len;
    }
    if ((d0 <= 0) != (d1 <= 0))
        return 1;
    return d0 > 0 ? side_of(std::fmin(d0, d1), c.radius) : side_of(std::fmax(d0, d1), c.radius);
}

// RTCD 5.2.4: the rim point farthest along -n is B + r m, m = normalize((n x v) x v), v the
// unit axis from apex to base; +n's farthest is B - r m. The apex and those two.
inline int cone_side(const isect_cone3 &c, const Plane &p, bool div) {
    V3 t = v(c.apex), ax = sub(v(c.base), t);
    real h = std::sqrt(dot(ax, ax));
    V3 vv = scale(ax, 1 / h);
    V3 m = cross(cross(p.n, vv), vv);
    real ml = std::sqrt(dot(m, m));
    V3 b = v(c.base);
    real sa = dot(p.n, t) - p.d, sb = dot(p.n, b) - p.d;
    real rim = ml > 0 ? c.radius * dot(p.n, m) / ml : 0; /* <= 0 */
    real lo = std::fmin(sa, sb + rim), hi = std::fmax(sa, sb - rim);
    if (div) {
        real len = std::sqrt(dot(p.n, p.n));
        lo /= len;
        hi /= len;
    }
    return lo > 0 ? 0 : hi < 0 ? 2 : 1;
}

inline int tri_side(const isect_tri3 &t, const Plane &p) {
    real d0 = dot(v(t.v[0]), p.n) - p.d, d1 = dot(v(t.v[1]), p.n) - p.d,
         d2 = dot(v(t.v[2]), p.n) - p.d;
    if (d0 > 0 && d1 > 0 && d2 > 0)
        return 0;
    return d0 < 0 && d1 < 0 && d2 < 0 ? 2 : 1;
}

/* ---- The textbook contact, inlined -------------------------------------------------------- */

// The contact from the centre's distance s, the reach R and the support point p(+1 or -1)
// along -+n: the solid is pushed back to its centre's side.
template <class Support>
inline isect_contact_result3 naive_contact(const Plane &p, real s, real reach, Support support) {
    real side = s >= 0 ? 1 : -1;
    V3 n = scale(p.n, -side), deep = support(-side);
    isect_contact_result3 r;
    r.depth = reach - std::fabs(s);
    r.hit = r.depth >= 0;
    r.normal = {n.x, n.y, n.z};
    r.point = {deep.x - r.depth / 2 * n.x, deep.y - r.depth / 2 * n.y, deep.z - r.depth / 2 * n.z};
    r.flags = 0;
    return r;
}

inline real sgn(real x) {
    return real((x > 0) - (x < 0));
}

inline isect_contact_result3 naive_sphere_contact(const isect_sphere3 &b, const Plane &p) {
    V3 c = v(b.center);
    return naive_contact(p, dot(p.n, c) - p.d, b.radius, [&](real k) {
        return V3{c.x + k * b.radius * p.n.x, c.y + k * b.radius * p.n.y,
                  c.z + k * b.radius * p.n.z};
    });
}

inline isect_contact_result3 naive_aabb_contact(const isect_aabb3 &b, const Plane &p) {
    V3 c = scale({b.min.x + b.max.x, b.min.y + b.max.y, b.min.z + b.max.z}, real(0.5));
    V3 e = sub(v(b.max), c);
    real r = e.x * std::fabs(p.n.x) + e.y * std::fabs(p.n.y) + e.z * std::fabs(p.n.z);
    return naive_contact(p, dot(p.n, c) - p.d, r, [&](real k) {
        return V3{c.x + k * e.x * sgn(p.n.x), c.y + k * e.y * sgn(p.n.y),
                  c.z + k * e.z * sgn(p.n.z)};
    });
}

inline isect_contact_result3 naive_obb_contact(const isect_obb3 &b, const Plane &p) {
    V3 a0 = v(b.axis[0]), a1 = v(b.axis[1]), a2 = v(b.axis[2]), c = v(b.center);
    real d0 = dot(p.n, a0), d1 = dot(p.n, a1), d2 = dot(p.n, a2);
    real r = b.half.x * std::fabs(d0) + b.half.y * std::fabs(d1) + b.half.z * std::fabs(d2);
    return naive_contact(p, dot(p.n, c) - p.d, r, [&](real k) {
        real w0 = k * b.half.x * sgn(d0), w1 = k * b.half.y * sgn(d1), w2 = k * b.half.z * sgn(d2);
        return V3{c.x + w0 * a0.x + w1 * a1.x + w2 * a2.x, c.y + w0 * a0.y + w1 * a1.y + w2 * a2.y,
                  c.z + w0 * a0.z + w1 * a1.z + w2 * a2.z};
    });
}

/* ---- FCL ----------------------------------------------------------------------------------- */

#ifdef ISECT_BENCH_HAVE_FCL
inline fcl::Vector3d fv(const isect_vec3 &a) {
    return fcl::Vector3d(a.x, a.y, a.z);
}

inline fcl::Planed fcl_plane(const isect_plane3 &p) {
    return fcl::Planed(fv(p.normal), p.offset);
}

// A pose whose z axis is the unit vector along d, centred at c.
fcl::Transform3d pose_along(const fcl::Vector3d &c, fcl::Vector3d d) {
    fcl::Transform3d x = fcl::Transform3d::Identity();
    double len = d.norm();
    fcl::Vector3d z = len > 0 ? fcl::Vector3d(d / len) : fcl::Vector3d(0, 0, 1);
    fcl::Vector3d a = std::fabs(z.x()) < 0.9 ? fcl::Vector3d(1, 0, 0) : fcl::Vector3d(0, 1, 0);
    fcl::Vector3d e1 = z.cross(a).normalized(), e2 = z.cross(e1);
    fcl::Matrix3d rot;
    rot.col(0) = e1;
    rot.col(1) = e2;
    rot.col(2) = z;
    x.linear() = rot;
    x.translation() = c;
    return x;
}

struct FclSphere {
    fcl::Sphered s;
    fcl::Transform3d x;
    fcl::Planed p;
};
struct FclBox {
    fcl::Boxd b;
    fcl::Transform3d x;
    fcl::Planed p;
};
struct FclCapsule {
    fcl::Capsuled c;
    fcl::Transform3d x;
    fcl::Planed p;
};
struct FclCone {
    fcl::Coned c;
    fcl::Transform3d x;
    fcl::Planed p;
};
struct FclTri {
    fcl::Vector3d a, b, c;
    fcl::Planed p;
};

FclSphere fcl_of(const SphereCase &c) {
    fcl::Transform3d x = fcl::Transform3d::Identity();
    x.translation() = fv(c.s.center);
    return {fcl::Sphered(c.s.radius), x, fcl_plane(c.pl.p)};
}

FclBox fcl_of(const AabbCase &c) {
    fcl::Vector3d lo = fv(c.b.min), hi = fv(c.b.max);
    fcl::Transform3d x = fcl::Transform3d::Identity();
    x.translation() = (lo + hi) / 2;
    fcl::Vector3d side = hi - lo;
    return {fcl::Boxd(side.x(), side.y(), side.z()), x, fcl_plane(c.pl.p)};
}

FclBox fcl_of(const ObbCase &c) {
    fcl::Transform3d x = fcl::Transform3d::Identity();
    fcl::Matrix3d rot;
    for (int i = 0; i < 3; i++)
        rot.col(i) = fv(c.b.axis[i]);
    x.linear() = rot;
    x.translation() = fv(c.b.center);
    return {fcl::Boxd(2 * c.b.half.x, 2 * c.b.half.y, 2 * c.b.half.z), x, fcl_plane(c.pl.p)};
}

FclCapsule fcl_of(const CapsuleCase &c) {
    fcl::Vector3d a = fv(c.c.p0), b = fv(c.c.p1);
    return {fcl::Capsuled(c.c.radius, (b - a).norm()), pose_along((a + b) / 2, b - a),
            fcl_plane(c.pl.p)};
}

// FCL's cone has its apex at +lz/2 on its z axis and its base at -lz/2.
FclCone fcl_of(const ConeCase &c) {
    fcl::Vector3d a = fv(c.c.apex), b = fv(c.c.base);
    return {fcl::Coned(c.c.radius, (a - b).norm()), pose_along((a + b) / 2, a - b),
            fcl_plane(c.pl.p)};
}

FclTri fcl_of(const TriCase &c) {
    return {fv(c.t.v[0]), fv(c.t.v[1]), fv(c.t.v[2]), fcl_plane(c.pl.p)};
}

const fcl::Transform3d &identity() {
    static const fcl::Transform3d x = fcl::Transform3d::Identity();
    return x;
}

// The contact vector FCL fills, reused (cleared, its capacity kept).
std::vector<fcl::ContactPoint<double>> &fcl_contacts() {
    static std::vector<fcl::ContactPoint<double>> v;
    v.clear();
    return v;
}
#endif

struct Inputs {
    Cases<SphereCase> sphere{uniform_set<SphereCase>(kSeed, "sphere", [](Uniform &u) {
        isect_sphere3 s = {point3(u, -10, 10), real(u.real_in(0, 4))};
        return SphereCase{s, planes(u)};
    })};
    Cases<AabbCase> aabb{uniform_set<AabbCase>(kSeed, "aabb", [](Uniform &u) {
        isect_vec3 lo = point3(u, -10, 10);
        isect_aabb3 b = {lo,
                         {real(lo.x + u.real_in(0, 8)), real(lo.y + u.real_in(0, 8)),
                          real(lo.z + u.real_in(0, 8))}};
        return AabbCase{b, planes(u)};
    })};
    Cases<ObbCase> obb{uniform_set<ObbCase>(kSeed, "obb", [](Uniform &u) {
        isect_obb3 b = random_obb3(u, 4);
        return ObbCase{b, planes(u)};
    })};
    Cases<CapsuleCase> capsule{uniform_set<CapsuleCase>(kSeed, "capsule", [](Uniform &u) {
        isect_capsule3 c = {point3(u, -10, 10), point3(u, -10, 10), real(u.real_in(0, 2))};
        return CapsuleCase{c, planes(u)};
    })};
    Cases<ConeCase> cone{uniform_set<ConeCase>(kSeed, "cone", [](Uniform &u) {
        isect_cone3 c = {point3(u, -10, 10), point3(u, -10, 10), real(u.real_in(0, 3))};
        return ConeCase{c, planes(u)};
    })};
    Cases<TriCase> tri{uniform_set<TriCase>(kSeed, "tri", [](Uniform &u) {
        isect_tri3 t = {{point3(u, -10, 10), point3(u, -10, 10), point3(u, -10, 10)}};
        return TriCase{t, planes(u)};
    })};
#ifdef ISECT_BENCH_HAVE_FCL
    Cases<FclSphere> fcl_sphere{sphere, [](const SphereCase &c) { return fcl_of(c); }};
    Cases<FclBox> fcl_aabb{aabb, [](const AabbCase &c) { return fcl_of(c); }};
    Cases<FclBox> fcl_obb{obb, [](const ObbCase &c) { return fcl_of(c); }};
    Cases<FclCapsule> fcl_capsule{capsule, [](const CapsuleCase &c) { return fcl_of(c); }};
    Cases<FclCone> fcl_cone{cone, [](const ConeCase &c) { return fcl_of(c); }};
    Cases<FclTri> fcl_tri{tri, [](const TriCase &c) { return fcl_of(c); }};
#endif
};

/* The rows of one solid: isect's test and classify for both forms, the textbook's, and,
 * with a radius or a box support, the textbook dividing by |n|. */
template <class Case, class TestP, class ClassP, class TestQ, class ClassQ, class Naive>
void rows(const char *solid, Cases<Case> &set, TestP test3, ClassP class3, TestQ testp,
          ClassQ classp, Naive naive, bool has_div) {
    std::string t3 = std::string("test_") + solid + "_plane3/",
                c3 = std::string("classify_") + solid + "_plane3/",
                tp = std::string("test_") + solid + "_plane3p/",
                cp = std::string("classify_") + solid + "_plane3p/";
    add(t3 + "isect", set, [test3](const Case &c) { return test3(c); });
    add(t3 + "naive", set,
        [naive](const Case &c) { return naive(c, plane_of(c.pl.p), false) == 1; });
    if (has_div)
        add(t3 + "naive_div", set,
            [naive](const Case &c) { return naive(c, plane_of(c.pl.p), true) == 1; });
    add(c3 + "isect", set, [class3](const Case &c) { return class3(c) == ISECT_STRADDLING; });
    add(c3 + "naive", set,
        [naive](const Case &c) { return naive(c, plane_of(c.pl.p), false) == 1; });
    add(tp + "isect", set, [testp](const Case &c) { return testp(c); });
    add(tp + "naive", set,
        [naive](const Case &c) { return naive(c, plane_of(c.pl.q), false) == 1; });
    add(cp + "isect", set, [classp](const Case &c) { return classp(c) == ISECT_STRADDLING; });
    add(cp + "naive", set,
        [naive](const Case &c) { return naive(c, plane_of(c.pl.q), false) == 1; });
}

// The rows of a set are registered together (each set is built once: bench/common.hpp).
void register_benchmarks(Inputs &in) {
    rows(
        "sphere3", in.sphere,
        [](const SphereCase &c) { return isect_test_sphere3_plane3(&c.s, &c.pl.p); },
        [](const SphereCase &c) { return isect_classify_sphere3_plane3(&c.s, &c.pl.p); },
        [](const SphereCase &c) { return isect_test_sphere3_plane3p(&c.s, &c.pl.q); },
        [](const SphereCase &c) { return isect_classify_sphere3_plane3p(&c.s, &c.pl.q); },
        [](const SphereCase &c, const Plane &p, bool div) { return sphere_side(c.s, p, div); },
        true);
#ifdef ISECT_BENCH_HAVE_FCL
    add("test_sphere3_plane3/fcl", in.fcl_sphere, [](const FclSphere &c) {
        return fcl::detail::spherePlaneIntersect<double>(c.s, c.x, c.p, identity(), nullptr);
    });
#endif

    rows(
        "aabb3", in.aabb, [](const AabbCase &c) { return isect_test_aabb3_plane3(&c.b, &c.pl.p); },
        [](const AabbCase &c) { return isect_classify_aabb3_plane3(&c.b, &c.pl.p); },
        [](const AabbCase &c) { return isect_test_aabb3_plane3p(&c.b, &c.pl.q); },
        [](const AabbCase &c) { return isect_classify_aabb3_plane3p(&c.b, &c.pl.q); },
        [](const AabbCase &c, const Plane &p, bool) { return aabb_side(c.b, p); }, false);
#ifdef ISECT_BENCH_HAVE_FCL
    add("test_aabb3_plane3/fcl", in.fcl_aabb, [](const FclBox &c) {
        return fcl::detail::boxPlaneIntersect<double>(c.b, c.x, c.p, identity(), nullptr);
    });
#endif

    rows(
        "obb3", in.obb, [](const ObbCase &c) { return isect_test_obb3_plane3(&c.b, &c.pl.p); },
        [](const ObbCase &c) { return isect_classify_obb3_plane3(&c.b, &c.pl.p); },
        [](const ObbCase &c) { return isect_test_obb3_plane3p(&c.b, &c.pl.q); },
        [](const ObbCase &c) { return isect_classify_obb3_plane3p(&c.b, &c.pl.q); },
        [](const ObbCase &c, const Plane &p, bool div) { return obb_side(c.b, p, div); }, true);
#ifdef ISECT_BENCH_HAVE_FCL
    add("test_obb3_plane3/fcl", in.fcl_obb, [](const FclBox &c) {
        return fcl::detail::boxPlaneIntersect<double>(c.b, c.x, c.p, identity(), nullptr);
    });
#endif

    rows(
        "capsule3", in.capsule,
        [](const CapsuleCase &c) { return isect_test_capsule3_plane3(&c.c, &c.pl.p); },
        [](const CapsuleCase &c) { return isect_classify_capsule3_plane3(&c.c, &c.pl.p); },
        [](const CapsuleCase &c) { return isect_test_capsule3_plane3p(&c.c, &c.pl.q); },
        [](const CapsuleCase &c) { return isect_classify_capsule3_plane3p(&c.c, &c.pl.q); },
        [](const CapsuleCase &c, const Plane &p, bool div) { return capsule_side(c.c, p, div); },
        true);
#ifdef ISECT_BENCH_HAVE_FCL
    add("test_capsule3_plane3/fcl", in.fcl_capsule, [](const FclCapsule &c) {
        return fcl::detail::capsulePlaneIntersect<double>(c.c, c.x, c.p, identity());
    });
#endif

    rows(
        "cone3", in.cone, [](const ConeCase &c) { return isect_test_cone3_plane3(&c.c, &c.pl.p); },
        [](const ConeCase &c) { return isect_classify_cone3_plane3(&c.c, &c.pl.p); },
        [](const ConeCase &c) { return isect_test_cone3_plane3p(&c.c, &c.pl.q); },
        [](const ConeCase &c) { return isect_classify_cone3_plane3p(&c.c, &c.pl.q); },
        [](const ConeCase &c, const Plane &p, bool div) { return cone_side(c.c, p, div); }, true);
#ifdef ISECT_BENCH_HAVE_FCL
    add("test_cone3_plane3/fcl", in.fcl_cone, [](const FclCone &c) {
        return fcl::detail::conePlaneIntersect<double>(c.c, c.x, c.p, identity(), nullptr);
    });
#endif

    rows(
        "tri3", in.tri, [](const TriCase &c) { return isect_test_tri3_plane3(&c.t, &c.pl.p); },
        [](const TriCase &c) { return isect_classify_tri3_plane3(&c.t, &c.pl.p); },
        [](const TriCase &c) { return isect_test_tri3_plane3p(&c.t, &c.pl.q); },
        [](const TriCase &c) { return isect_classify_tri3_plane3p(&c.t, &c.pl.q); },
        [](const TriCase &c, const Plane &p, bool) { return tri_side(c.t, p); }, false);
#ifdef ISECT_BENCH_HAVE_FCL
    add("test_tri3_plane3/fcl", in.fcl_tri, [](const FclTri &c) {
        fcl::Vector3d point[2], normal;
        double depth;
        return fcl::detail::planeTriangleIntersect<double>(c.p, identity(), c.a, c.b, c.c,
                                                           identity(), point, &depth, &normal);
    });
#endif

    /* contacts */
    add("find_sphere3_plane3/isect", in.sphere,
        [](const SphereCase &c) { return isect_find_sphere3_plane3(&c.s, &c.pl.p); });
    add("find_sphere3_plane3/naive", in.sphere,
        [](const SphereCase &c) { return naive_sphere_contact(c.s, plane_of(c.pl.p)); });
    add("find_sphere3_plane3p/isect", in.sphere,
        [](const SphereCase &c) { return isect_find_sphere3_plane3p(&c.s, &c.pl.q); });
    add("find_sphere3_plane3p/naive", in.sphere,
        [](const SphereCase &c) { return naive_sphere_contact(c.s, plane_of(c.pl.q)); });
    add("find_aabb3_plane3/isect", in.aabb,
        [](const AabbCase &c) { return isect_find_aabb3_plane3(&c.b, &c.pl.p); });
    add("find_aabb3_plane3/naive", in.aabb,
        [](const AabbCase &c) { return naive_aabb_contact(c.b, plane_of(c.pl.p)); });
    add("find_aabb3_plane3p/isect", in.aabb,
        [](const AabbCase &c) { return isect_find_aabb3_plane3p(&c.b, &c.pl.q); });
    add("find_aabb3_plane3p/naive", in.aabb,
        [](const AabbCase &c) { return naive_aabb_contact(c.b, plane_of(c.pl.q)); });
    add("find_obb3_plane3/isect", in.obb,
        [](const ObbCase &c) { return isect_find_obb3_plane3(&c.b, &c.pl.p); });
    add("find_obb3_plane3/naive", in.obb,
        [](const ObbCase &c) { return naive_obb_contact(c.b, plane_of(c.pl.p)); });
    add("find_obb3_plane3p/isect", in.obb,
        [](const ObbCase &c) { return isect_find_obb3_plane3p(&c.b, &c.pl.q); });
    add("find_obb3_plane3p/naive", in.obb,
        [](const ObbCase &c) { return naive_obb_contact(c.b, plane_of(c.pl.q)); });
#ifdef ISECT_BENCH_HAVE_FCL
    add("find_sphere3_plane3/fcl", in.fcl_sphere, [](const FclSphere &c) {
        return fcl::detail::spherePlaneIntersect<double>(c.s, c.x, c.p, identity(),
                                                         &fcl_contacts());
    });
    add("find_aabb3_plane3/fcl", in.fcl_aabb, [](const FclBox &c) {
        return fcl::detail::boxPlaneIntersect<double>(c.b, c.x, c.p, identity(), &fcl_contacts());
    });
    add("find_obb3_plane3/fcl", in.fcl_obb, [](const FclBox &c) {
        return fcl::detail::boxPlaneIntersect<double>(c.b, c.x, c.p, identity(), &fcl_contacts());
    });
#endif
}

} // namespace

int main(int argc, char **argv) {
    return bench_main(argc, argv, register_benchmarks);
}
