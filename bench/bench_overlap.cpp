/* bench_overlap.cpp -- what isect's exact overlap tests (isect/overlap.h) cost next to the
 * textbook code.
 *
 * Uniform inputs: ball centres and capsule ends in [-10, 10]^3, radii in [0, 8] (capsules
 * [0, 4]), a fifth of the ball pairs and a quarter of the ball-capsule pairs overlapping;
 * box minima in [-10, 10]^3, extents in [0, 8], 4% overlapping. isect (a call into the library)
 * against RTCD's code inlined ("naive"): TestSphereSphere (4.3.1) with the radius sum rounded,
 * TestSphereCapsule (4.5.1) on SqDistPointSegment (5.1.2.1), TestAABBAABB (4.2.1) in min-max form
 * with &&. GLM has none of these three (glm/gtx/intersect.hpp tests rays and lines only), so there
 * is no GLM row; cglm (when installed) has glm_sphere_sphere and glm_aabb_aabb, in float, on the
 * same cases rounded to float. */
#include <cmath>
#include <vector>

#include "common.hpp"
#include "isect/isect.h"

namespace {

using namespace isect_bench;

constexpr std::uint64_t kSeed = 0x0e1a;

struct Balls {
    isect_sphere3 a, b;
};

struct BallCapsule {
    isect_sphere3 s;
    isect_capsule3 c;
};

struct Boxes {
    isect_aabb3 a, b;
};

isect_aabb3 aabb3(Uniform &u) {
    isect_vec3 lo = point3(u, -10, 10);
    return {
        lo,
        {real(lo.x + u.real_in(0, 8)), real(lo.y + u.real_in(0, 8)), real(lo.z + u.real_in(0, 8))}};
}

#ifdef ISECT_BENCH_HAVE_CGLM
struct CglmBalls {
    vec4 a, b;
};

struct CglmBoxes {
    vec3 a[2], b[2];
};

CglmBalls cglm_balls(const Balls &c) {
    CglmBalls x;
    const isect_real a[4] = {c.a.center.x, c.a.center.y, c.a.center.z, c.a.radius};
    const isect_real b[4] = {c.b.center.x, c.b.center.y, c.b.center.z, c.b.radius};
    for (int i = 0; i < 4; i++) {
        x.a[i] = static_cast<float>(a[i]);
        x.b[i] = static_cast<float>(b[i]);
    }
    return x;
}

CglmBoxes cglm_boxes(const Boxes &c) {
    CglmBoxes x;
    const isect_vec3 *v[4] = {&c.a.min, &c.a.max, &c.b.min, &c.b.max};
    float(*out[4])[3] = {&x.a[0], &x.a[1], &x.b[0], &x.b[1]};
    for (int k = 0; k < 4; k++) {
        (*out[k])[0] = static_cast<float>(v[k]->x);
        (*out[k])[1] = static_cast<float>(v[k]->y);
        (*out[k])[2] = static_cast<float>(v[k]->z);
    }
    return x;
}
#endif

struct Inputs {
    Cases<Balls> balls{uniform_set<Balls>(kSeed, "balls", [](Uniform &u) {
        return Balls{{point3(u, -10, 10), real(u.real_in(0, 8))},
                     {point3(u, -10, 10), real(u.real_in(0, 8))}};
    })};
#ifdef ISECT_BENCH_HAVE_CGLM
    Cases<CglmBalls> cglm_balls_set{balls, cglm_balls};
#endif
    Cases<BallCapsule> ball_capsule{uniform_set<BallCapsule>(kSeed, "ball_capsule", [](Uniform &u) {
        return BallCapsule{{point3(u, -10, 10), real(u.real_in(0, 8))},
                           {point3(u, -10, 10), point3(u, -10, 10), real(u.real_in(0, 4))}};
    })};
    Cases<Boxes> boxes{uniform_set<Boxes>(kSeed, "boxes", [](Uniform &u) {
        return Boxes{aabb3(u), aabb3(u)};
    })};
#ifdef ISECT_BENCH_HAVE_CGLM
    Cases<CglmBoxes> cglm_boxes_set{boxes, cglm_boxes};
#endif
};

// The rows of a set are registered together (each set is built once: bench/common.hpp).
void register_benchmarks(Inputs &in) {
    add("test_sphere3_sphere3/isect", in.balls,
        [](const Balls &c) { return isect_test_sphere3_sphere3(&c.a, &c.b); });
    add("test_sphere3_sphere3/naive", in.balls, [](const Balls &c) {
        real dx = c.a.center.x - c.b.center.x, dy = c.a.center.y - c.b.center.y,
             dz = c.a.center.z - c.b.center.z, r = c.a.radius + c.b.radius;
        return dx * dx + dy * dy + dz * dz <= r * r;
    });
#ifdef ISECT_BENCH_HAVE_CGLM
    add("test_sphere3_sphere3/cglm", in.cglm_balls_set, [](const CglmBalls &c) {
        CglmBalls x = c; /* cglm takes non-const arrays */
        return glm_sphere_sphere(x.a, x.b);
    });
#endif

    add("test_sphere3_capsule3/isect", in.ball_capsule,
        [](const BallCapsule &c) { return isect_test_sphere3_capsule3(&c.s, &c.c); });
    add("test_sphere3_capsule3/naive", in.ball_capsule, [](const BallCapsule &c) {
        const real p[3] = {c.s.center.x, c.s.center.y, c.s.center.z};
        const real a[3] = {c.c.p0.x, c.c.p0.y, c.c.p0.z};
        const real b[3] = {c.c.p1.x, c.c.p1.y, c.c.p1.z};
        real ab[3], ac[3], bc[3];
        for (int i = 0; i < 3; i++) {
            ab[i] = b[i] - a[i];
            ac[i] = p[i] - a[i];
            bc[i] = p[i] - b[i];
        }
        real e = ac[0] * ab[0] + ac[1] * ab[1] + ac[2] * ab[2], d2;
        real f = ab[0] * ab[0] + ab[1] * ab[1] + ab[2] * ab[2];
        if (e <= 0)
            d2 = ac[0] * ac[0] + ac[1] * ac[1] + ac[2] * ac[2];
        else if (e >= f)
            d2 = bc[0] * bc[0] + bc[1] * bc[1] + bc[2] * bc[2];
        else
            d2 = ac[0] * ac[0] + ac[1] * ac[1] + ac[2] * ac[2] - e * e / f;
        real r = c.s.radius + c.c.radius;
        return d2 <= r * r;
    });

    add("test_aabb3_aabb3/isect", in.boxes,
        [](const Boxes &c) { return isect_test_aabb3_aabb3(&c.a, &c.b); });
    add("test_aabb3_aabb3/naive", in.boxes, [](const Boxes &c) {
        if (c.a.max.x < c.b.min.x || c.a.min.x > c.b.max.x)
            return false;
        if (c.a.max.y < c.b.min.y || c.a.min.y > c.b.max.y)
            return false;
        if (c.a.max.z < c.b.min.z || c.a.min.z > c.b.max.z)
            return false;
        return true;
    });
#ifdef ISECT_BENCH_HAVE_CGLM
    add("test_aabb3_aabb3/cglm", in.cglm_boxes_set, [](const CglmBoxes &c) {
        CglmBoxes x = c;
        return glm_aabb_aabb(x.a, x.b);
    });
#endif
}

} // namespace

int main(int argc, char **argv) {
    return bench_main(argc, argv, register_benchmarks);
}
