/* bench_linear_box.cpp -- what isect's exact line/ray/segment-against-box queries cost next to
 * the slab test users write or link.
 *
 * Uniform inputs: boxes with corners in [-10, 10] and extents in [0, 8]; rays from [-20, 20]^3
 * aimed at a point of the box grown by half its size in every direction (about half of them
 * hit); segments the first 0.5 to 1.5 of that aim (some end short, some inside). The peers,
 * inlined into the same loop:
 * - "naive": the branchless slab test (Kay-Kajiya with min/max, as in Williams et al. and
 *   most engines): inv = 1 / d, t1, t2 per axis, t_in = max of the mins, t_out = min of the
 *   maxes; for a ray hit when t_out >= max(t_in, 0). RTCD 5.3.3's IntersectRayAABB for the
 *   find (t_in and the point; a parallel axis by an absolute epsilon, 1e-12 here).
 * - "bullet": btRayAabb2 (the inverse direction and its signs computed per ray, as a caller
 *   without a precomputed ray does) for the ray test, btRayAabb (segment: parameter and
 *   normal) for the segment find.
 * No GLM row: GLM has no ray-box query.
 *
 * Hulls (isect/linear_hull.h): an 8-plane polytope about a centre in [-10, 10]^3 (unit
 * normals uniform on the sphere, offsets n . c + [1, 4]), a ray from [-20, 20]^3 aimed within
 * 3 of the centre, a segment the first 0.5 to 1.5 of it. The peer, inlined: RTCD 5.3.8's
 * IntersectRayPolyhedron / IntersectSegmentPolyhedron (Cyrus-Beck with an early exit, a
 * parallel plane by the sign of its distance). No packaged peer has the query.
 *
 * Oriented boxes: random_obb3 (centre in [-10, 10]^3, a random rotation, half extents up to
 * 4), rays from [-20, 20]^3 aimed within the box grown by half its size. The peer, inlined:
 * the ray taken into the box's frame (o' = R (o - c), d' = R d) and the branchless slab
 * test against [-h, h] (what RTCD 5.3.3 suggests for an OBB; its rounding of the
 * transformed ray is what the exact test avoids). */
#include <algorithm>
#include <cmath>
#include <limits>

#include "common.hpp"
#include "isect/isect.h"

#ifdef ISECT_BENCH_HAVE_BULLET
#include <LinearMath/btAabbUtil2.h>
#endif

namespace {

using namespace isect_bench;

constexpr std::uint64_t kSeed = 0x51ab;

// A point of the box grown by half its size on every side.
real aim(Uniform &u, real lo, real hi) {
    real h = hi - lo;
    return real(u.real_in(lo - h / 2, hi + h / 2));
}

struct RayAabb {
    isect_ray3 r;
    isect_aabb3 b;
};
struct SegAabb {
    isect_seg3 s;
    isect_aabb3 b;
};
// A ray with its reciprocal direction precomputed (a BVH traversal's per-ray setup).
struct RayInvAabb {
    isect_ray3_inv r;
    real inv[3];
    isect_aabb3 b;
};
struct RayAabb2 {
    isect_ray2 r;
    isect_aabb2 b;
};

RayAabb ray_case(Uniform &u) {
    isect_aabb3 b = random_aabb3(u);
    isect_vec3 o = point3(u, -20, 20);
    isect_vec3 t = {aim(u, b.min.x, b.max.x), aim(u, b.min.y, b.max.y), aim(u, b.min.z, b.max.z)};
    return {{o, {t.x - o.x, t.y - o.y, t.z - o.z}}, b};
}

SegAabb seg_case(Uniform &u) {
    RayAabb c = ray_case(u);
    real f = real(u.real_in(0.5, 1.5));
    isect_vec3 o = c.r.origin, d = c.r.dir;
    return {{o, {o.x + f * d.x, o.y + f * d.y, o.z + f * d.z}}, c.b};
}

RayAabb2 ray2_case(Uniform &u) {
    isect_aabb2 b = random_aabb2(u);
    isect_vec2 o = point2(u, -20, 20);
    isect_vec2 t = {aim(u, b.min.x, b.max.x), aim(u, b.min.y, b.max.y)};
    return {{o, {t.x - o.x, t.y - o.y}}, b};
}

/* The branchless slab test over [t_lo, t_hi] (Williams et al. 2005 with min/max). */
template <int N>
bool naive_slabs(const real *o, const real *d, const real *lo, const real *hi, real t_lo,
                 real t_hi) {
    real t_in = t_lo, t_out = t_hi;
    for (int i = 0; i < N; i++) {
        real inv = 1 / d[i];
        real t1 = (lo[i] - o[i]) * inv, t2 = (hi[i] - o[i]) * inv;
        t_in = std::max(t_in, std::min(t1, t2));
        t_out = std::min(t_out, std::max(t1, t2));
    }
    return t_in <= t_out;
}

/* RTCD 5.3.3 IntersectRayAABB: t_in and the point, a parallel axis by an absolute
 * epsilon. */
struct NaiveFind {
    bool hit;
    real t;
    real q[3];
};
NaiveFind naive_intersect_ray_aabb(const RayAabb &c) {
    const real p[3] = {c.r.origin.x, c.r.origin.y, c.r.origin.z};
    const real d[3] = {c.r.dir.x, c.r.dir.y, c.r.dir.z};
    const real lo[3] = {c.b.min.x, c.b.min.y, c.b.min.z};
    const real hi[3] = {c.b.max.x, c.b.max.y, c.b.max.z};
    NaiveFind out = {false, 0, {0, 0, 0}};
    real tmin = 0, tmax = std::numeric_limits<real>::max();
    for (int i = 0; i < 3; i++) {
        if (std::fabs(d[i]) < real(1e-12)) {
            if (p[i] < lo[i] || p[i] > hi[i])
                return out;
        } else {
            real ood = 1 / d[i];
            real t1 = (lo[i] - p[i]) * ood, t2 = (hi[i] - p[i]) * ood;
            if (t1 > t2)
                std::swap(t1, t2);
            tmin = std::max(tmin, t1);
            tmax = std::min(tmax, t2);
            if (tmin > tmax)
                return out;
        }
    }
    out.hit = true;
    out.t = tmin;
    for (int i = 0; i < 3; i++)
        out.q[i] = p[i] + d[i] * tmin;
    return out;
}

struct RayObb {
    isect_ray3 r;
    isect_obb3 b;
};

RayObb ray_obb_case(Uniform &u) {
    RayObb c;
    c.b = random_obb3(u, 4);
    isect_vec3 o = point3(u, -20, 20), t = c.b.center;
    const real *h = &c.b.half.x;
    for (int k = 0; k < 3; k++) {
        real s = real(u.real_in(-1.5, 1.5)) * h[k];
        t.x += s * c.b.axis[k].x, t.y += s * c.b.axis[k].y, t.z += s * c.b.axis[k].z;
    }
    c.r = {o, {t.x - o.x, t.y - o.y, t.z - o.z}};
    return c;
}

/* The textbook OBB ray test: the ray in the box's frame, then the branchless slabs. */
bool naive_ray_obb(const RayObb &c) {
    const isect_vec3 *a = c.b.axis;
    isect_vec3 p = {c.r.origin.x - c.b.center.x, c.r.origin.y - c.b.center.y,
                    c.r.origin.z - c.b.center.z};
    real o[3], d[3], lo[3], hi[3];
    const real *h = &c.b.half.x;
    for (int k = 0; k < 3; k++) {
        o[k] = a[k].x * p.x + a[k].y * p.y + a[k].z * p.z;
        d[k] = a[k].x * c.r.dir.x + a[k].y * c.r.dir.y + a[k].z * c.r.dir.z;
        lo[k] = -h[k], hi[k] = h[k];
    }
    return naive_slabs<3>(o, d, lo, hi, 0, std::numeric_limits<real>::infinity());
}

constexpr int kHullPlanes = 8;
struct RayHull {
    isect_ray3 r;
    isect_plane3 p[kHullPlanes];
};
struct SegHull {
    isect_seg3 s;
    isect_plane3 p[kHullPlanes];
};

RayHull ray_hull_case(Uniform &u) {
    RayHull c;
    isect_vec3 ctr = point3(u, -10, 10);
    for (auto &pl : c.p) {
        isect_vec3 n = random_unit_dir3(u);
        pl.normal = n;
        pl.offset = n.x * ctr.x + n.y * ctr.y + n.z * ctr.z + real(u.real_in(1, 4));
    }
    isect_vec3 o = point3(u, -20, 20), t = point3(u, -3, 3);
    c.r = {o, {ctr.x + t.x - o.x, ctr.y + t.y - o.y, ctr.z + t.z - o.z}};
    return c;
}
SegHull seg_hull_case(Uniform &u) {
    RayHull c = ray_hull_case(u);
    SegHull s;
    real f = real(u.real_in(0.5, 1.5));
    isect_vec3 o = c.r.origin, d = c.r.dir;
    s.s = {o, {o.x + f * d.x, o.y + f * d.y, o.z + f * d.z}};
    std::copy(std::begin(c.p), std::end(c.p), std::begin(s.p));
    return s;
}

/* RTCD 5.3.8 (Cyrus-Beck): the component a + t d over [0, t_end] against the planes
 * n . x <= o; the entry t, or a miss. */
NaiveFind naive_polyhedron(const isect_vec3 &a, const isect_vec3 &d, const isect_plane3 *p,
                           real t_end) {
    NaiveFind out = {false, 0, {0, 0, 0}};
    real tfirst = 0, tlast = t_end;
    for (int i = 0; i < kHullPlanes; i++) {
        const isect_vec3 &n = p[i].normal;
        real denom = n.x * d.x + n.y * d.y + n.z * d.z;
        real dist = p[i].offset - (n.x * a.x + n.y * a.y + n.z * a.z);
        if (denom == 0) {
            if (dist < 0)
                return out;
        } else {
            real t = dist / denom;
            if (denom < 0) {
                if (t > tfirst)
                    tfirst = t;
            } else if (t < tlast) {
                tlast = t;
            }
            if (tfirst > tlast)
                return out;
        }
    }
    out.hit = true;
    out.t = tfirst;
    out.q[0] = a.x + tfirst * d.x, out.q[1] = a.y + tfirst * d.y, out.q[2] = a.z + tfirst * d.z;
    return out;
}

#ifdef ISECT_BENCH_HAVE_BULLET
btVector3 bt(isect_vec3 v) {
    return btVector3(v.x, v.y, v.z);
}
#endif

struct Inputs {
    Cases<RayAabb> ray{uniform_set<RayAabb>(kSeed, "ray_aabb", ray_case)};
    Cases<SegAabb> seg{uniform_set<SegAabb>(kSeed, "seg_aabb", seg_case)};
    Cases<RayInvAabb> ray_inv{ray, [](const RayAabb &c) {
                                  RayInvAabb x;
                                  x.r = isect_ray3_inv_from_ray(&c.r);
                                  x.inv[0] = 1 / c.r.dir.x, x.inv[1] = 1 / c.r.dir.y;
                                  x.inv[2] = 1 / c.r.dir.z;
                                  x.b = c.b;
                                  return x;
                              }};
    Cases<RayAabb2> ray2{uniform_set<RayAabb2>(kSeed, "ray_aabb2", ray2_case)};
    Cases<RayHull> ray_hull{uniform_set<RayHull>(kSeed, "ray_hull", ray_hull_case)};
    Cases<RayObb> ray_obb{uniform_set<RayObb>(kSeed, "ray_obb", ray_obb_case)};
    Cases<SegHull> seg_hull{uniform_set<SegHull>(kSeed, "seg_hull", seg_hull_case)};
};

void register_benchmarks(Inputs &in) {
    add("test_ray3_aabb3/isect", in.ray,
        [](const RayAabb &c) { return isect_test_ray3_aabb3(&c.r, &c.b); });
    add("test_ray3_aabb3/naive", in.ray, [](const RayAabb &c) {
        const real o[3] = {c.r.origin.x, c.r.origin.y, c.r.origin.z};
        const real d[3] = {c.r.dir.x, c.r.dir.y, c.r.dir.z};
        const real lo[3] = {c.b.min.x, c.b.min.y, c.b.min.z};
        const real hi[3] = {c.b.max.x, c.b.max.y, c.b.max.z};
        return naive_slabs<3>(o, d, lo, hi, 0, std::numeric_limits<real>::infinity());
    });
#ifdef ISECT_BENCH_HAVE_BULLET
    add("test_ray3_aabb3/bullet", in.ray, [](const RayAabb &c) {
        btVector3 from = bt(c.r.origin), dir = bt(c.r.dir);
        btVector3 inv(dir.x() == 0 ? BT_LARGE_FLOAT : 1 / dir.x(),
                      dir.y() == 0 ? BT_LARGE_FLOAT : 1 / dir.y(),
                      dir.z() == 0 ? BT_LARGE_FLOAT : 1 / dir.z());
        unsigned sign[3] = {inv.x() < 0, inv.y() < 0, inv.z() < 0};
        btVector3 bounds[2] = {bt(c.b.min), bt(c.b.max)};
        btScalar tmin;
        return btRayAabb2(from, inv, sign, bounds, tmin, 0, BT_LARGE_FLOAT);
    });
#endif
    add("find_ray3_aabb3/isect", in.ray,
        [](const RayAabb &c) { return isect_find_ray3_aabb3(&c.r, &c.b); });
    add("find_ray3_aabb3/naive", in.ray, naive_intersect_ray_aabb);
    add("test_line3_aabb3/isect", in.ray, [](const RayAabb &c) {
        isect_line3 l = {c.r.origin, c.r.dir};
        return isect_test_line3_aabb3(&l, &c.b);
    });

    /* the per-ray setup done once (untimed): the test against one box, as in a BVH */
    add("test_ray3_inv_aabb3/isect", in.ray_inv,
        [](const RayInvAabb &c) { return isect_test_ray3_inv_aabb3(&c.r, &c.b); });
    add("test_ray3_inv_aabb3/naive", in.ray_inv, [](const RayInvAabb &c) {
        const real o[3] = {c.r.ray.origin.x, c.r.ray.origin.y, c.r.ray.origin.z};
        const real lo[3] = {c.b.min.x, c.b.min.y, c.b.min.z};
        const real hi[3] = {c.b.max.x, c.b.max.y, c.b.max.z};
        real t_in = 0, t_out = std::numeric_limits<real>::infinity();
        for (int i = 0; i < 3; i++) {
            real t1 = (lo[i] - o[i]) * c.inv[i], t2 = (hi[i] - o[i]) * c.inv[i];
            t_in = std::max(t_in, std::min(t1, t2));
            t_out = std::min(t_out, std::max(t1, t2));
        }
        return t_in <= t_out;
    });

    add("test_seg3_aabb3/isect", in.seg,
        [](const SegAabb &c) { return isect_test_seg3_aabb3(&c.s, &c.b); });
    add("test_seg3_aabb3/naive", in.seg, [](const SegAabb &c) {
        const real o[3] = {c.s.p0.x, c.s.p0.y, c.s.p0.z};
        const real d[3] = {c.s.p1.x - c.s.p0.x, c.s.p1.y - c.s.p0.y, c.s.p1.z - c.s.p0.z};
        const real lo[3] = {c.b.min.x, c.b.min.y, c.b.min.z};
        const real hi[3] = {c.b.max.x, c.b.max.y, c.b.max.z};
        return naive_slabs<3>(o, d, lo, hi, 0, 1);
    });
    add("find_seg3_aabb3/isect", in.seg,
        [](const SegAabb &c) { return isect_find_seg3_aabb3(&c.s, &c.b); });
#ifdef ISECT_BENCH_HAVE_BULLET
    add("find_seg3_aabb3/bullet", in.seg, [](const SegAabb &c) {
        btScalar param = 1;
        btVector3 normal(0, 0, 0);
        NaiveFind out = {false, 0, {0, 0, 0}};
        out.hit = btRayAabb(bt(c.s.p0), bt(c.s.p1), bt(c.b.min), bt(c.b.max), param, normal);
        out.t = real(param);
        out.q[0] = real(normal.x()), out.q[1] = real(normal.y()), out.q[2] = real(normal.z());
        return out;
    });
#endif

    add("test_ray2_aabb2/isect", in.ray2,
        [](const RayAabb2 &c) { return isect_test_ray2_aabb2(&c.r, &c.b); });
    add("test_ray2_aabb2/naive", in.ray2, [](const RayAabb2 &c) {
        const real o[2] = {c.r.origin.x, c.r.origin.y};
        const real d[2] = {c.r.dir.x, c.r.dir.y};
        const real lo[2] = {c.b.min.x, c.b.min.y};
        const real hi[2] = {c.b.max.x, c.b.max.y};
        return naive_slabs<2>(o, d, lo, hi, 0, std::numeric_limits<real>::infinity());
    });
    add("test_ray3_hull3/isect", in.ray_hull, [](const RayHull &c) {
        isect_hull3 h = {nullptr, 0, c.p, kHullPlanes};
        return isect_test_ray3_hull3(&c.r, &h);
    });
    add("test_ray3_hull3/naive", in.ray_hull, [](const RayHull &c) {
        return naive_polyhedron(c.r.origin, c.r.dir, c.p, std::numeric_limits<real>::max()).hit;
    });
    add("find_ray3_hull3/isect", in.ray_hull, [](const RayHull &c) {
        isect_hull3 h = {nullptr, 0, c.p, kHullPlanes};
        return isect_find_ray3_hull3(&c.r, &h);
    });
    add("find_ray3_hull3/naive", in.ray_hull, [](const RayHull &c) {
        return naive_polyhedron(c.r.origin, c.r.dir, c.p, std::numeric_limits<real>::max());
    });
    add("test_seg3_hull3/isect", in.seg_hull, [](const SegHull &c) {
        isect_hull3 h = {nullptr, 0, c.p, kHullPlanes};
        return isect_test_seg3_hull3(&c.s, &h);
    });
    add("test_seg3_hull3/naive", in.seg_hull, [](const SegHull &c) {
        isect_vec3 d = {c.s.p1.x - c.s.p0.x, c.s.p1.y - c.s.p0.y, c.s.p1.z - c.s.p0.z};
        return naive_polyhedron(c.s.p0, d, c.p, 1).hit;
    });
    add("find_seg3_hull3/isect", in.seg_hull, [](const SegHull &c) {
        isect_hull3 h = {nullptr, 0, c.p, kHullPlanes};
        return isect_find_seg3_hull3(&c.s, &h);
    });
    add("find_seg3_hull3/naive", in.seg_hull, [](const SegHull &c) {
        isect_vec3 d = {c.s.p1.x - c.s.p0.x, c.s.p1.y - c.s.p0.y, c.s.p1.z - c.s.p0.z};
        return naive_polyhedron(c.s.p0, d, c.p, 1);
    });
    add("test_ray3_obb3/isect", in.ray_obb,
        [](const RayObb &c) { return isect_test_ray3_obb3(&c.r, &c.b); });
    add("test_ray3_obb3/naive", in.ray_obb, naive_ray_obb);
    add("find_ray3_obb3/isect", in.ray_obb,
        [](const RayObb &c) { return isect_find_ray3_obb3(&c.r, &c.b); });
}

} // namespace

int main(int argc, char **argv) {
    return bench_main(argc, argv, register_benchmarks);
}
