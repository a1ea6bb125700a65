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
 * same cases rounded to float.
 *
 * Oriented boxes: centres in [-10, 10]^3, half extents in [0, 5], random rotations (a
 * normalised random quaternion's matrix, rounded), about a tenth overlapping; for AABB-OBB
 * the AABB's minima in [-10, 10]^3 and extents in [0, 10]. isect against RTCD 4.4.1
 * TestOBBOBB inlined ("naive": R = A^T B, AbsR + EPSILON with EPSILON = 1e-6, the 15 axes
 * with early outs; for AABB-OBB the AABB converted to centre and half extents first) and
 * FCL 0.7's OBB<double>::overlap (obbDisjoint, with its own reps = 1e-6) where installed. */
#include <cmath>
#include <vector>

#include "common.hpp"
#include "isect/isect.h"

#ifdef ISECT_BENCH_HAVE_FCL
#include <fcl/math/bv/OBB.h>
#endif

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

struct Obbs {
    isect_obb3 a, b;
};

struct AabbObb {
    isect_aabb3 a;
    isect_obb3 b;
};

/* RTCD 4.4.1 TestOBBOBB, as printed (with its EPSILON), on isect's OBB layout. */
struct RtcdObb {
    real c[3], u[3][3], e[3];
};

RtcdObb rtcd_of(const isect_obb3 &o) {
    RtcdObb r;
    r.c[0] = o.center.x, r.c[1] = o.center.y, r.c[2] = o.center.z;
    r.e[0] = o.half.x, r.e[1] = o.half.y, r.e[2] = o.half.z;
    for (int i = 0; i < 3; i++)
        r.u[i][0] = o.axis[i].x, r.u[i][1] = o.axis[i].y, r.u[i][2] = o.axis[i].z;
    return r;
}

RtcdObb rtcd_of(const isect_aabb3 &b) {
    RtcdObb r;
    const real lo[3] = {b.min.x, b.min.y, b.min.z}, hi[3] = {b.max.x, b.max.y, b.max.z};
    for (int i = 0; i < 3; i++) {
        r.c[i] = (lo[i] + hi[i]) / 2;
        r.e[i] = (hi[i] - lo[i]) / 2;
        for (int k = 0; k < 3; k++)
            r.u[i][k] = i == k;
    }
    return r;
}

inline real dot3(const real *x, const real *y) {
    return x[0] * y[0] + x[1] * y[1] + x[2] * y[2];
}

inline bool rtcd_test_obb_obb(const RtcdObb &a, const RtcdObb &b) {
    const real EPSILON = real(1e-6);
    real ra, rb, R[3][3], AbsR[3][3];
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++)
            R[i][j] = dot3(a.u[i], b.u[j]);
    real d[3] = {b.c[0] - a.c[0], b.c[1] - a.c[1], b.c[2] - a.c[2]};
    real t[3] = {dot3(d, a.u[0]), dot3(d, a.u[1]), dot3(d, a.u[2])};
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++)
            AbsR[i][j] = std::fabs(R[i][j]) + EPSILON;
    for (int i = 0; i < 3; i++) {
        ra = a.e[i];
        rb = b.e[0] * AbsR[i][0] + b.e[1] * AbsR[i][1] + b.e[2] * AbsR[i][2];
        if (std::fabs(t[i]) > ra + rb)
            return false;
    }
    for (int i = 0; i < 3; i++) {
        ra = a.e[0] * AbsR[0][i] + a.e[1] * AbsR[1][i] + a.e[2] * AbsR[2][i];
        rb = b.e[i];
        if (std::fabs(t[0] * R[0][i] + t[1] * R[1][i] + t[2] * R[2][i]) > ra + rb)
            return false;
    }
    for (int i = 0; i < 3; i++) {
        int i1 = (i + 1) % 3, i2 = (i + 2) % 3;
        for (int j = 0; j < 3; j++) {
            int j1 = (j + 1) % 3, j2 = (j + 2) % 3;
            ra = a.e[i1] * AbsR[i2][j] + a.e[i2] * AbsR[i1][j];
            rb = b.e[j1] * AbsR[i][j2] + b.e[j2] * AbsR[i][j1];
            if (std::fabs(t[i2] * R[i1][j] - t[i1] * R[i2][j]) > ra + rb)
                return false;
        }
    }
    return true;
}

struct RtcdPair {
    RtcdObb a, b;
};

#ifdef ISECT_BENCH_HAVE_FCL
struct FclPair {
    fcl::OBBd a, b;
};

fcl::OBBd fcl_obb(const RtcdObb &r) {
    fcl::OBBd o;
    for (int i = 0; i < 3; i++)
        for (int k = 0; k < 3; k++)
            o.axis(k, i) = r.u[i][k]; /* the columns are the axes */
    o.To = fcl::Vector3d(r.c[0], r.c[1], r.c[2]);
    o.extent = fcl::Vector3d(r.e[0], r.e[1], r.e[2]);
    return o;
}
#endif

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
    Cases<Obbs> obbs{uniform_set<Obbs>(kSeed, "obbs", [](Uniform &u) {
        return Obbs{random_obb3(u, 5), random_obb3(u, 5)};
    })};
    Cases<RtcdPair> rtcd_obbs{obbs, [](const Obbs &c) {
                                  return RtcdPair{rtcd_of(c.a), rtcd_of(c.b)};
                              }};
#ifdef ISECT_BENCH_HAVE_FCL
    Cases<FclPair> fcl_obbs{obbs, [](const Obbs &c) {
                                return FclPair{fcl_obb(rtcd_of(c.a)), fcl_obb(rtcd_of(c.b))};
                            }};
#endif
    Cases<AabbObb> aabb_obb{uniform_set<AabbObb>(kSeed, "aabb_obb", [](Uniform &u) {
        isect_vec3 lo = point3(u, -10, 10);
        isect_aabb3 a = {lo,
                         {real(lo.x + u.real_in(0, 10)), real(lo.y + u.real_in(0, 10)),
                          real(lo.z + u.real_in(0, 10))}};
        return AabbObb{a, random_obb3(u, 5)};
    })};
    Cases<RtcdPair> rtcd_aabb_obb{aabb_obb, [](const AabbObb &c) {
                                      return RtcdPair{rtcd_of(c.a), rtcd_of(c.b)};
                                  }};
#ifdef ISECT_BENCH_HAVE_FCL
    Cases<FclPair> fcl_aabb_obb{aabb_obb, [](const AabbObb &c) {
                                    return FclPair{fcl_obb(rtcd_of(c.a)), fcl_obb(rtcd_of(c.b))};
                                }};
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

    add("test_obb3_obb3/isect", in.obbs,
        [](const Obbs &c) { return isect_test_obb3_obb3(&c.a, &c.b); });
    add("test_obb3_obb3/naive", in.rtcd_obbs,
        [](const RtcdPair &c) { return rtcd_test_obb_obb(c.a, c.b); });
#ifdef ISECT_BENCH_HAVE_FCL
    add("test_obb3_obb3/fcl", in.fcl_obbs, [](const FclPair &c) { return c.a.overlap(c.b); });
#endif

    add("test_aabb3_obb3/isect", in.aabb_obb,
        [](const AabbObb &c) { return isect_test_aabb3_obb3(&c.a, &c.b); });
    add("test_aabb3_obb3/naive", in.rtcd_aabb_obb,
        [](const RtcdPair &c) { return rtcd_test_obb_obb(c.a, c.b); });
#ifdef ISECT_BENCH_HAVE_FCL
    add("test_aabb3_obb3/fcl", in.fcl_aabb_obb, [](const FclPair &c) { return c.a.overlap(c.b); });
#endif
}

} // namespace

int main(int argc, char **argv) {
    return bench_main(argc, argv, register_benchmarks);
}
