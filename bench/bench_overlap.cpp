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
 * FCL 0.7's OBB<double>::overlap (obbDisjoint, with its own reps = 1e-6) where installed.
 *
 * Capsules against boxes: capsule ends in [-10, 10]^3, radii in [0, 4]; the boxes as above
 * (AABB minima in [-10, 10]^3, extents in [0, 8]; OBBs as above). RTCD has no capsule-box
 * test, so "naive" is the careful textbook route in plain floating point: the segment in
 * the box's frame (the AABB's centre and half extents rounded), the squared distance as the
 * convex piecewise quadratic minimised between its breaks (isect's own derivation, without
 * certification), compared with r^2; "ode" is ODE 0.16's dCollide on a capsule geom and a
 * box geom (dCollideCapsuleBox, its packaged double build) where installed. */
#include <cmath>
#include <vector>

#include "common.hpp"
#include "isect/isect.h"
#include "peer_ode.hpp"

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

struct CapsuleAabb {
    isect_capsule3 c;
    isect_aabb3 b;
};

struct CapsuleObb {
    isect_capsule3 c;
    isect_obb3 b;
};

isect_capsule3 capsule3(Uniform &u) {
    return {point3(u, -10, 10), point3(u, -10, 10), real(u.real_in(0, 4))};
}

// The segment W + s E, s in [0, 1], in a box's frame, and the half extents h.
struct FrameSeg {
    real W[3], E[3], h[3], r;
};

inline real frame_excess(real w, real h) {
    return w > h ? w - h : w < -h ? w + h : 0;
}

// Half the slope of the squared distance at s, and the squared distance itself.
inline real frame_slope(const FrameSeg &c, real s) {
    real g = 0;
    for (int i = 0; i < 3; i++)
        g += c.E[i] * frame_excess(c.W[i] + s * c.E[i], c.h[i]);
    return g;
}

inline real frame_dist_sq(const FrameSeg &c, real s) {
    real d = 0;
    for (int i = 0; i < 3; i++) {
        real x = frame_excess(c.W[i] + s * c.E[i], c.h[i]);
        d += x * x;
    }
    return d;
}

// The least squared distance over [0, 1]: an end where the slope says so, else the root
// of the slope, bracketed between breaks and solved where it is linear.
inline bool naive_capsule_box(const FrameSeg &c) {
    real g0 = frame_slope(c, 0), d;
    if (g0 >= 0) {
        d = frame_dist_sq(c, 0);
    } else {
        real g1 = frame_slope(c, 1);
        if (g1 <= 0) {
            d = frame_dist_sq(c, 1);
        } else {
            real lo = 0, hi = 1, glo = g0, ghi = g1;
            for (int i = 0; i < 3; i++) {
                if (c.E[i] == 0)
                    continue;
                for (int side = -1; side <= 1; side += 2) {
                    real t = (side * c.h[i] - c.W[i]) / c.E[i];
                    if (t > lo && t < hi) {
                        real gt = frame_slope(c, t);
                        if (gt < 0)
                            lo = t, glo = gt;
                        else
                            hi = t, ghi = gt;
                    }
                }
            }
            d = frame_dist_sq(c, lo - glo * (hi - lo) / (ghi - glo));
        }
    }
    return d <= c.r * c.r;
}

FrameSeg frame_seg(const isect_capsule3 &c, const real *center, const real (*axis)[3],
                   const real *half) {
    FrameSeg f;
    const real p0[3] = {c.p0.x, c.p0.y, c.p0.z}, p1[3] = {c.p1.x, c.p1.y, c.p1.z};
    for (int i = 0; i < 3; i++) {
        real w0 = 0, w1 = 0;
        for (int k = 0; k < 3; k++) {
            w0 += (p0[k] - center[k]) * axis[i][k];
            w1 += (p1[k] - center[k]) * axis[i][k];
        }
        f.W[i] = w0;
        f.E[i] = w1 - w0;
        f.h[i] = half[i];
    }
    f.r = c.radius;
    return f;
}

FrameSeg frame_seg_of(const CapsuleAabb &x) {
    RtcdObb o = rtcd_of(x.b);
    return frame_seg(x.c, o.c, o.u, o.e);
}

FrameSeg frame_seg_of(const CapsuleObb &x) {
    RtcdObb o = rtcd_of(x.b);
    return frame_seg(x.c, o.c, o.u, o.e);
}

#ifdef ISECT_BENCH_HAVE_ODE
struct OdeShapes {
    OdeGeom a, b;
};

template <class Case> OdeShapes ode_shapes_of(const Case &x) {
    return {ode_capsule(x.c), ode_box(x.b)};
}

inline bool ode_collide(const OdeShapes &s) {
    dContactGeom contact;
    return dCollide(s.a.get(), s.b.get(), 1, &contact, sizeof contact) > 0;
}
#endif

/* The textbook contact of two cores' closest points qa, qb with radii ra, rb: the
 * difference over its length (an arbitrary axis at d == 0), depth ra + rb - d, the point
 * midway between the surfaces; hit read off the rounded depth. */
inline isect_contact_result3 naive_contact(const isect_vec3 &qa, real ra, const isect_vec3 &qb,
                                           real rb) {
    real w[3] = {qb.x - qa.x, qb.y - qa.y, qb.z - qa.z};
    real d = std::sqrt(w[0] * w[0] + w[1] * w[1] + w[2] * w[2]);
    isect_contact_result3 r;
    r.depth = ra + rb - d;
    r.hit = r.depth >= 0;
    real inv = d > 0 ? 1 / d : 0, shift = (ra - rb) / 2;
    r.normal = d > 0 ? isect_vec3{w[0] * inv, w[1] * inv, w[2] * inv} : isect_vec3{1, 0, 0};
    r.point = {(qa.x + qb.x) / 2 + shift * r.normal.x, (qa.y + qb.y) / 2 + shift * r.normal.y,
               (qa.z + qb.z) / 2 + shift * r.normal.z};
    r.flags = 0;
    return r;
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
    Cases<CapsuleAabb> capsule_aabb{uniform_set<CapsuleAabb>(kSeed, "capsule_aabb", [](Uniform &u) {
        isect_capsule3 c = capsule3(u);
        return CapsuleAabb{c, aabb3(u)};
    })};
    Cases<FrameSeg> naive_capsule_aabb{capsule_aabb,
                                       [](const CapsuleAabb &c) { return frame_seg_of(c); }};
    Cases<CapsuleObb> capsule_obb{uniform_set<CapsuleObb>(kSeed, "capsule_obb", [](Uniform &u) {
        isect_capsule3 c = capsule3(u);
        return CapsuleObb{c, random_obb3(u, 5)};
    })};
    Cases<FrameSeg> naive_capsule_obb{capsule_obb,
                                      [](const CapsuleObb &c) { return frame_seg_of(c); }};
#ifdef ISECT_BENCH_HAVE_ODE
    Cases<OdeShapes> ode_capsule_aabb{capsule_aabb,
                                      [](const CapsuleAabb &c) { return ode_shapes_of(c); }};
    Cases<OdeShapes> ode_capsule_obb{capsule_obb,
                                     [](const CapsuleObb &c) { return ode_shapes_of(c); }};
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

    /* the contact of two balls: isect's find, and the textbook's (centres' difference,
     * its length, the point midway between the surfaces; an arbitrary axis at d == 0) */
    add("find_sphere3_sphere3/isect", in.balls,
        [](const Balls &c) { return isect_find_sphere3_sphere3(&c.a, &c.b); });
    add("find_sphere3_sphere3/naive", in.balls, [](const Balls &c) {
        return naive_contact(c.a.center, c.a.radius, c.b.center, c.b.radius);
    });
    add("find_sphere3_capsule3/isect", in.ball_capsule,
        [](const BallCapsule &c) { return isect_find_sphere3_capsule3(&c.s, &c.c); });
    add("find_sphere3_capsule3/naive", in.ball_capsule, [](const BallCapsule &c) {
        /* RTCD 5.1.2 ClosestPtPointSegment, then the textbook contact */
        const isect_vec3 &p = c.s.center, &a = c.c.p0, &b = c.c.p1;
        real ab[3] = {b.x - a.x, b.y - a.y, b.z - a.z}, ap[3] = {p.x - a.x, p.y - a.y, p.z - a.z};
        real e = ap[0] * ab[0] + ap[1] * ab[1] + ap[2] * ab[2];
        real f = ab[0] * ab[0] + ab[1] * ab[1] + ab[2] * ab[2];
        real t = e <= 0 ? 0 : e >= f ? 1 : e / f;
        isect_vec3 q = {a.x + t * ab[0], a.y + t * ab[1], a.z + t * ab[2]};
        return naive_contact(p, c.s.radius, q, c.c.radius);
    });

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

    add("test_capsule3_aabb3/isect", in.capsule_aabb,
        [](const CapsuleAabb &c) { return isect_test_capsule3_aabb3(&c.c, &c.b); });
    add("test_capsule3_aabb3/naive", in.naive_capsule_aabb, naive_capsule_box);
#ifdef ISECT_BENCH_HAVE_ODE
    add("test_capsule3_aabb3/ode", in.ode_capsule_aabb, ode_collide);
#endif

    add("test_capsule3_obb3/isect", in.capsule_obb,
        [](const CapsuleObb &c) { return isect_test_capsule3_obb3(&c.c, &c.b); });
    add("test_capsule3_obb3/naive", in.naive_capsule_obb, naive_capsule_box);
#ifdef ISECT_BENCH_HAVE_ODE
    add("test_capsule3_obb3/ode", in.ode_capsule_obb, ode_collide);
#endif
}

} // namespace

int main(int argc, char **argv) {
    return bench_main(argc, argv, register_benchmarks);
}
