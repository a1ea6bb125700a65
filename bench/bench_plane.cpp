/* bench_plane.cpp -- what isect's exact plane queries cost, next to the textbook
 * formulas of RTCD 5.3.1 in plain floating point ("naive" inlined, "naive_call" as a call
 * into a separately compiled C file) and GLM's intersectRayPlane, on the same inputs:
 * unit normals, positions in [-10, 10], half of the cases hits (decided by isect).
 * Point to plane (RTCD 5.1.1): DistPointPlane, dot(n, p) - o, and ClosestPtPointPlane,
 * p - (dot(n, p) - o) n, inlined; they assume a unit normal, which isect does not (it
 * divides by |n|), so they are given unit normals here; the plane3p rows run on planes
 * through three points in [-10, 10] against the textbook with the rounded cross product.
 * The "naive_div" rows divide by |n| (or |n|^2 for the foot), as isect does for a normal
 * of any length.
 * Two and three planes (RTCD 5.4.4, 5.4.5): RTCD's IntersectPlanes, both forms, inlined,
 * on random planes (unit normals, offsets in [-5, 5]); RTCD rejects a near-parallel pair
 * by an absolute epsilon on |d|^2 or on the determinant, here an exact zero test (the
 * cheapest form of the same formula). */
#include <vector>

#include "common.hpp"
#include "isect/plane.h"
#include "naive_plane.h"

namespace {

using namespace isect_bench;

constexpr std::uint64_t kSeed = 0x91a7e;

isect_plane3 random_plane(Uniform &u) {
    return {random_unit_dir3(u), real(u.real_in(-5, 5))};
}

struct SegCase {
    isect_seg3 seg;
    isect_plane3 plane;
};

struct RayCase {
    isect_ray3 ray;
    isect_plane3 plane;
};

struct PointCase {
    isect_vec3 p;
    isect_plane3 plane;
};

real side(const isect_vec3 &p, const isect_plane3 &plane) {
    return plane.normal.x * p.x + plane.normal.y * p.y + plane.normal.z * p.z - plane.offset;
}

inline NaiveHit naive_find_seg(const SegCase &c) {
    real d0 = side(c.seg.p0, c.plane), d1 = side(c.seg.p1, c.plane);
    if (d0 * d1 > 0)
        return {false, 0};
    return {true, d0 == d1 ? real(0) : d0 / (d0 - d1)};
}

inline NaiveHit naive_find_ray(const RayCase &c) {
    const isect_vec3 &n = c.plane.normal, &d = c.ray.dir;
    real nd = n.x * d.x + n.y * d.y + n.z * d.z;
    if (nd == 0)
        return {false, 0};
    real t = -side(c.ray.origin, c.plane) / nd;
    return {t >= 0, t};
}

struct PointPCase {
    isect_vec3 p;
    isect_plane3p plane;
};

int sign_of(real d) {
    return (d > 0) - (d < 0);
}

// A foot as a result the timing loop keeps (all three coordinates enter it).
NaiveHit foot_of(const isect_vec3 &p) {
    return {false, p.x + p.y + p.z};
}

/* RTCD 5.1.1, DistPointPlane and ClosestPtPointPlane (unit normal). */
inline real naive_distance(const PointCase &c) {
    return side(c.p, c.plane);
}

inline isect_vec3 naive_closest(const PointCase &c) {
    real t = side(c.p, c.plane);
    const isect_vec3 &n = c.plane.normal;
    return {c.p.x - t * n.x, c.p.y - t * n.y, c.p.z - t * n.z};
}

/* The same for a normal of any length, as isect takes it: divided by |n|. */
inline real naive_distance_div(const PointCase &c) {
    const isect_vec3 &n = c.plane.normal;
    return side(c.p, c.plane) / std::sqrt(n.x * n.x + n.y * n.y + n.z * n.z);
}

inline isect_vec3 naive_closest_div(const PointCase &c) {
    const isect_vec3 &n = c.plane.normal;
    real t = side(c.p, c.plane) / (n.x * n.x + n.y * n.y + n.z * n.z);
    return {c.p.x - t * n.x, c.p.y - t * n.y, c.p.z - t * n.z};
}

/* The same for three points: n = (b - a) x (c - a), dot(n, p - a) / |n|, and the foot
 * p - (dot(n, p - a) / |n|^2) n. */
inline isect_vec3 naive_normal_p(const isect_plane3p &q) {
    real ux = q.b.x - q.a.x, uy = q.b.y - q.a.y, uz = q.b.z - q.a.z;
    real vx = q.c.x - q.a.x, vy = q.c.y - q.a.y, vz = q.c.z - q.a.z;
    return {uy * vz - uz * vy, uz * vx - ux * vz, ux * vy - uy * vx};
}

inline real naive_distance_p(const PointPCase &c) {
    const isect_plane3p &q = c.plane;
    isect_vec3 n = naive_normal_p(q);
    real d = n.x * (c.p.x - q.a.x) + n.y * (c.p.y - q.a.y) + n.z * (c.p.z - q.a.z);
    return d / std::sqrt(n.x * n.x + n.y * n.y + n.z * n.z);
}

inline isect_vec3 naive_closest_p(const PointPCase &c) {
    const isect_plane3p &q = c.plane;
    isect_vec3 n = naive_normal_p(q);
    real d = n.x * (c.p.x - q.a.x) + n.y * (c.p.y - q.a.y) + n.z * (c.p.z - q.a.z);
    real t = d / (n.x * n.x + n.y * n.y + n.z * n.z);
    return {c.p.x - t * n.x, c.p.y - t * n.y, c.p.z - t * n.z};
}

struct PairCase {
    isect_plane3 a, b;
};

struct TripleCase {
    isect_plane3 a, b, c;
};

inline isect_vec3 cross(const isect_vec3 &u, const isect_vec3 &v) {
    return {u.y * v.z - u.z * v.y, u.z * v.x - u.x * v.z, u.x * v.y - u.y * v.x};
}

inline real dot(const isect_vec3 &u, const isect_vec3 &v) {
    return u.x * v.x + u.y * v.y + u.z * v.z;
}

/* RTCD 5.4.4: d = n1 x n2; p = ((o1 n2 - o2 n1) x d) / (d . d). */
inline NaiveHit naive_two_planes(const PairCase &c) {
    const isect_vec3 &n1 = c.a.normal, &n2 = c.b.normal;
    isect_vec3 d = cross(n1, n2);
    real denom = dot(d, d);
    if (denom == 0)
        return {false, 0};
    real o1 = c.a.offset, o2 = c.b.offset;
    isect_vec3 m = {o1 * n2.x - o2 * n1.x, o1 * n2.y - o2 * n1.y, o1 * n2.z - o2 * n1.z};
    isect_vec3 p = cross(m, d);
    return {true, (p.x + p.y + p.z) / denom};
}

/* RTCD 5.4.5: u = n2 x n3, denom = n1 . u; p = (o1 u + n1 x (o3 n2 - o2 n3)) / denom. */
inline NaiveHit naive_three_planes(const TripleCase &c) {
    const isect_vec3 &n1 = c.a.normal, &n2 = c.b.normal, &n3 = c.c.normal;
    isect_vec3 u = cross(n2, n3);
    real denom = dot(n1, u);
    if (denom == 0)
        return {false, 0};
    real o1 = c.a.offset, o2 = c.b.offset, o3 = c.c.offset;
    isect_vec3 w = {o3 * n2.x - o2 * n3.x, o3 * n2.y - o2 * n3.y, o3 * n2.z - o2 * n3.z};
    isect_vec3 v = cross(n1, w);
    real inv = 1 / denom;
    return {true, (o1 * u.x + v.x) * inv + (o1 * u.y + v.y) * inv + (o1 * u.z + v.z) * inv};
}

// The point as a result the timing loop keeps.
NaiveHit meet_of(const isect_planes_result3 &r) {
    return {r.hit, r.point.x + r.point.y + r.point.z};
}

#ifdef ISECT_BENCH_HAVE_GLM
struct GlmRayCase {
    GlmVec3 origin, dir, plane_origin, normal;
};
#endif

#ifdef ISECT_BENCH_HAVE_GLM
GlmRayCase glm_of(const RayCase &c) {
    GlmVec3 normal = to_glm(c.plane.normal);
    return {to_glm(c.ray.origin), to_glm(c.ray.dir), normal * c.plane.offset, normal};
}
#endif

struct Inputs {
    Cases<PointCase> point{uniform_set<PointCase>(kSeed, "point", [](Uniform &u) {
        return PointCase{point3(u), random_plane(u)};
    })};
    Cases<PointPCase> pointp{uniform_set<PointPCase>(kSeed, "pointp", [](Uniform &u) {
        return PointPCase{point3(u), {point3(u), point3(u), point3(u)}};
    })};
    Cases<SegCase> seg{half_hit_set<SegCase>(
        kSeed, "seg",
        [](Uniform &u) {
            return SegCase{{point3(u), point3(u)}, random_plane(u)};
        },
        [](const SegCase &c) { return isect_test_seg3_plane3(&c.seg, &c.plane); })};
    Cases<RayCase> ray{half_hit_set<RayCase>(
        kSeed, "ray",
        [](Uniform &u) {
            return RayCase{{point3(u), random_unit_dir3(u)}, random_plane(u)};
        },
        [](const RayCase &c) { return isect_test_ray3_plane3(&c.ray, &c.plane); })};
#ifdef ISECT_BENCH_HAVE_GLM
    Cases<GlmRayCase> ray_glm{ray, glm_of};
#endif
    Cases<PairCase> pair{uniform_set<PairCase>(kSeed, "pair", [](Uniform &u) {
        return PairCase{random_plane(u), random_plane(u)};
    })};
    Cases<TripleCase> triple{uniform_set<TripleCase>(kSeed, "triple", [](Uniform &u) {
        return TripleCase{random_plane(u), random_plane(u), random_plane(u)};
    })};
};

void register_benchmarks(Inputs &in) {
    add("classify_point3_plane3/isect", in.point, [](const PointCase &c) {
        return static_cast<int>(isect_classify_point3_plane3(c.p, &c.plane)) - 1;
    });
    add("classify_point3_plane3/naive_call", in.point,
        [](const PointCase &c) { return baseline_classify_point3_plane3(c.p, &c.plane); });
    // the sign as the result (hit: at or behind the plane); the value is still computed
    add("distance_point3_plane3/isect", in.point, [](const PointCase &c) {
        return sign_of(isect_distance_point3_plane3(c.p, &c.plane).distance);
    });
    add("distance_point3_plane3/naive", in.point,
        [](const PointCase &c) { return sign_of(naive_distance(c)); });
    add("distance_point3_plane3/naive_div", in.point,
        [](const PointCase &c) { return sign_of(naive_distance_div(c)); });
    add("closest_point3_plane3/isect", in.point, [](const PointCase &c) {
        return foot_of(isect_closest_point3_plane3(c.p, &c.plane).point_b);
    });
    add("closest_point3_plane3/naive", in.point,
        [](const PointCase &c) { return foot_of(naive_closest(c)); });
    add("closest_point3_plane3/naive_div", in.point,
        [](const PointCase &c) { return foot_of(naive_closest_div(c)); });
    add("distance_point3_plane3p/isect", in.pointp, [](const PointPCase &c) {
        return sign_of(isect_distance_point3_plane3p(c.p, &c.plane).distance);
    });
    add("distance_point3_plane3p/naive", in.pointp,
        [](const PointPCase &c) { return sign_of(naive_distance_p(c)); });
    add("closest_point3_plane3p/isect", in.pointp, [](const PointPCase &c) {
        return foot_of(isect_closest_point3_plane3p(c.p, &c.plane).point_b);
    });
    add("closest_point3_plane3p/naive", in.pointp,
        [](const PointPCase &c) { return foot_of(naive_closest_p(c)); });
    add("test_seg3_plane3/isect", in.seg,
        [](const SegCase &c) { return isect_test_seg3_plane3(&c.seg, &c.plane); });
    add("test_seg3_plane3/naive", in.seg,
        [](const SegCase &c) { return side(c.seg.p0, c.plane) * side(c.seg.p1, c.plane) <= 0; });
    add("test_seg3_plane3/naive_call", in.seg,
        [](const SegCase &c) { return baseline_test_seg3_plane3(&c.seg, &c.plane); });
    add("find_seg3_plane3/isect", in.seg,
        [](const SegCase &c) { return isect_find_seg3_plane3(&c.seg, &c.plane); });
    add("find_seg3_plane3/naive", in.seg, [](const SegCase &c) { return naive_find_seg(c); });
    add("test_ray3_plane3/isect", in.ray,
        [](const RayCase &c) { return isect_test_ray3_plane3(&c.ray, &c.plane); });
    add("find_ray3_plane3/isect", in.ray,
        [](const RayCase &c) { return isect_find_ray3_plane3(&c.ray, &c.plane); });
    add("find_ray3_plane3/naive", in.ray, [](const RayCase &c) { return naive_find_ray(c); });
    add("find_ray3_plane3/naive_call", in.ray, [](const RayCase &c) {
        NaiveHit h{false, 0};
        h.hit = baseline_find_ray3_plane3(&c.ray, &c.plane, &h.t);
        return h;
    });
    add("test_plane3_plane3/isect", in.pair,
        [](const PairCase &c) { return isect_test_plane3_plane3(&c.a, &c.b); });
    add("test_plane3_plane3_plane3/isect", in.triple,
        [](const TripleCase &c) { return isect_test_plane3_plane3_plane3(&c.a, &c.b, &c.c); });
    add("find_plane3_plane3/isect", in.pair,
        [](const PairCase &c) { return meet_of(isect_find_plane3_plane3(&c.a, &c.b)); });
    add("find_plane3_plane3/naive", in.pair, [](const PairCase &c) { return naive_two_planes(c); });
    add("find_plane3_plane3_plane3/isect", in.triple, [](const TripleCase &c) {
        return meet_of(isect_find_plane3_plane3_plane3(&c.a, &c.b, &c.c));
    });
    add("find_plane3_plane3_plane3/naive", in.triple,
        [](const TripleCase &c) { return naive_three_planes(c); });
#ifdef ISECT_BENCH_HAVE_GLM
    add("find_ray3_plane3/glm", in.ray_glm, [](const GlmRayCase &c) {
        NaiveHit h{false, 0};
        h.hit = glm::intersectRayPlane(c.origin, c.dir, c.plane_origin, c.normal, h.t);
        return h;
    });
#endif
}

} // namespace

int main(int argc, char **argv) {
    return bench_main(argc, argv, register_benchmarks);
}
