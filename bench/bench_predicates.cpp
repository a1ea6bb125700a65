/* bench_predicates.cpp -- what isect's exact predicates cost next to the plain formula.
 *
 * Each predicate is measured three ways on the same uniform inputs (coordinates in
 * [-10, 10], radii in [0, 8]): isect's exact version (a call into the library), the
 * textbook formula inlined into the loop ("naive"), and the same formula as a call into a
 * separately compiled C file ("naive_call", bench/naive.c) -- the like-for-like baseline
 * for a library function. On such inputs isect's filter decides every case, so this is
 * the price of exactness when it is not needed; the tangent benchmark in
 * bench_linear_sphere.cpp shows the price when it is. */
#include <vector>

#include "common.hpp"
#include "isect/isect.h"
#include "naive.h"

namespace {

using namespace isect_bench;

constexpr std::uint64_t kSeed = 0x9e3d1;

int sign_of(real x) {
    return (x > 0) - (x < 0);
}

struct Tri2 {
    isect_vec2 a, b, c;
};
struct Tet3 {
    isect_vec3 a, b, c, d;
};
struct Dot3 {
    isect_vec3 a, b, v;
};
struct PointSphere {
    isect_vec3 p;
    isect_sphere3 s;
};
struct PointCapsule {
    isect_vec3 p;
    isect_capsule3 c;
};

struct Inputs {
    Cases<Tri2> tri2{uniform_set<Tri2>(kSeed, "tri2", [](Uniform &u) {
        return Tri2{point2(u), point2(u), point2(u)};
    })};
    Cases<Tet3> tet3{uniform_set<Tet3>(kSeed, "tet3", [](Uniform &u) {
        return Tet3{point3(u), point3(u), point3(u), point3(u)};
    })};
    Cases<Dot3> dot3{uniform_set<Dot3>(kSeed, "dot3", [](Uniform &u) {
        return Dot3{point3(u), point3(u), point3(u)};
    })};
    Cases<PointSphere> point_sphere{uniform_set<PointSphere>(kSeed, "point_sphere", [](Uniform &u) {
        return PointSphere{point3(u), {point3(u), real(u.real_in(0, 8))}};
    })};
    Cases<PointCapsule> point_capsule{
        uniform_set<PointCapsule>(kSeed, "point_capsule", [](Uniform &u) {
            return PointCapsule{point3(u), {point3(u), point3(u), real(u.real_in(0, 8))}};
        })};
};

void register_benchmarks(Inputs &in) {
    add("orient2d/isect", in.tri2, [](const Tri2 &t) { return isect_orient2d(t.a, t.b, t.c); });
    add("orient2d/naive", in.tri2, [](const Tri2 &t) {
        return sign_of((t.b.x - t.a.x) * (t.c.y - t.a.y) - (t.b.y - t.a.y) * (t.c.x - t.a.x));
    });
    add("orient2d/naive_call", in.tri2,
        [](const Tri2 &t) { return baseline_orient2d(t.a, t.b, t.c); });

    add("orient3d/isect", in.tet3,
        [](const Tet3 &t) { return isect_orient3d(t.a, t.b, t.c, t.d); });
    add("orient3d/naive", in.tet3, [](const Tet3 &t) {
        real bx = t.b.x - t.a.x, by = t.b.y - t.a.y, bz = t.b.z - t.a.z;
        real cx = t.c.x - t.a.x, cy = t.c.y - t.a.y, cz = t.c.z - t.a.z;
        real dx = t.d.x - t.a.x, dy = t.d.y - t.a.y, dz = t.d.z - t.a.z;
        return sign_of((by * cz - bz * cy) * dx + (bz * cx - bx * cz) * dy +
                       (bx * cy - by * cx) * dz);
    });
    add("orient3d/naive_call", in.tet3,
        [](const Tet3 &t) { return baseline_orient3d(t.a, t.b, t.c, t.d); });

    add("dot_sign3/isect", in.dot3, [](const Dot3 &d) { return isect_dot_sign3(d.a, d.b, d.v); });
    add("dot_sign3/naive", in.dot3, [](const Dot3 &d) {
        return sign_of((d.a.x - d.b.x) * d.v.x + (d.a.y - d.b.y) * d.v.y + (d.a.z - d.b.z) * d.v.z);
    });
    add("dot_sign3/naive_call", in.dot3,
        [](const Dot3 &d) { return baseline_dot_sign3(d.a, d.b, d.v); });

    add("classify_point3_sphere3/isect", in.point_sphere, [](const PointSphere &c) {
        return 1 - static_cast<int>(isect_classify_point3_sphere3(c.p, &c.s));
    });
    add("classify_point3_sphere3/naive", in.point_sphere, [](const PointSphere &c) {
        real x = c.p.x - c.s.center.x, y = c.p.y - c.s.center.y, z = c.p.z - c.s.center.z;
        return sign_of(x * x + y * y + z * z - c.s.radius * c.s.radius);
    });
    add("classify_point3_sphere3/naive_call", in.point_sphere,
        [](const PointSphere &c) { return baseline_classify_point3_sphere3(c.p, &c.s); });

    add("classify_point3_capsule3/isect", in.point_capsule, [](const PointCapsule &c) {
        return 1 - static_cast<int>(isect_classify_point3_capsule3(c.p, &c.c));
    });
    add("classify_point3_capsule3/naive_call", in.point_capsule,
        [](const PointCapsule &c) { return baseline_classify_point3_capsule3(c.p, &c.c); });
}

} // namespace

int main(int argc, char **argv) {
    return bench_main(argc, argv, register_benchmarks);
}
