/* bench_polygon2_lin.cpp -- what isect's exact ray casts against a triangle and a polygon
 * in the plane cost, next to the routine users copy: the Cyrus-Beck clip of RTCD 5.3.8
 * (IntersectSegmentPolyhedron) written for a convex polygon in the plane and inlined
 * ("naive": for each edge with outward normal n, n . d and n . (v - a) in floating point,
 * the entry the largest t of the entering edges, the exit the least of the leaving ones;
 * counterclockwise polygons only), and Box2D 2.4's b2PolygonShape::RayCast (float, the
 * ray given as p1 = a, p2 = a + d with maxFraction 10^30). Triangles and octagons are
 * convex and counterclockwise (on a circle about a centre in [-10, 10]^2, radius in
 * [1, 5], one vertex at a random angle in each of n equal sectors), rays from points in [-10, 10]^2
 * with unit directions, half of them hits. isect's polygon rows also run on stars
 * (self-intersecting {8/3}, nonzero rule), which the peers do not answer. */
#include <algorithm>
#include <cmath>
#include <vector>

#include "common.hpp"
#include "isect/polygon2_lin.h"
#ifdef ISECT_BENCH_HAVE_BOX2D
#include <box2d/b2_polygon_shape.h>
#endif

namespace {

using namespace isect_bench;

constexpr std::uint64_t kSeed = 0x9017;
constexpr int kOct = 8;

struct RayTri {
    isect_ray2 ray;
    isect_tri2 tri;
};

struct RayPoly {
    isect_ray2 ray;
    isect_vec2 v[kOct];
};

// n points counterclockwise on a circle about a random centre (radius in [1, 5]), the
// i-th at a random angle in the first half of the i-th of n equal sectors (a random
// start): a convex polygon whose vertices stay apart (Box2D welds close ones).
template <int N> void convex_ccw(Uniform &u, isect_vec2 *out) {
    const double sector = 6.283185307179586 / N, start = u.real_in(0, sector);
    isect_vec2 c = point2(u);
    double r = u.real_in(1, 5);
    for (int i = 0; i < N; i++) {
        double a = start + sector * (i + u.real_in(0, 0.5));
        out[i] = {real(c.x + r * std::cos(a)), real(c.y + r * std::sin(a))};
    }
}

// The star {8/3}: the octagon's vertices taken three apart.
RayPoly star_of(const RayPoly &c) {
    RayPoly s = c;
    for (int i = 0; i < kOct; i++)
        s.v[i] = c.v[(3 * i) % kOct];
    return s;
}

// RTCD 5.3.8 for a counterclockwise convex polygon in the plane.
inline NaiveHit cyrus_beck(const isect_ray2 &ray, const isect_vec2 *v, int n) {
    real tfirst = 0, tlast = 1e300;
    for (int i = 0; i < n; i++) {
        const isect_vec2 &p = v[i], &q = v[i + 1 == n ? 0 : i + 1];
        real nx = q.y - p.y, ny = p.x - q.x; // outward for counterclockwise order
        real denom = nx * ray.dir.x + ny * ray.dir.y;
        real dist = nx * (p.x - ray.origin.x) + ny * (p.y - ray.origin.y);
        if (denom == 0) {
            if (dist < 0)
                return {false, 0};
        } else {
            real t = dist / denom;
            if (denom < 0)
                tfirst = std::max(tfirst, t);
            else
                tlast = std::min(tlast, t);
            if (tfirst > tlast)
                return {false, 0};
        }
    }
    return {true, tfirst};
}

#ifdef ISECT_BENCH_HAVE_BOX2D
struct Box2dCast {
    b2PolygonShape shape;
    b2RayCastInput in;
};

Box2dCast box2d_of(const isect_ray2 &ray, const isect_vec2 *v, int n) {
    Box2dCast b;
    b2Vec2 p[kOct];
    for (int i = 0; i < n; i++)
        p[i] = b2Vec2(float(v[i].x), float(v[i].y));
    b.shape.Set(p, n);
    b.in.p1 = b2Vec2(float(ray.origin.x), float(ray.origin.y));
    b.in.p2 = b2Vec2(float(ray.origin.x + ray.dir.x), float(ray.origin.y + ray.dir.y));
    b.in.maxFraction = 1e30f;
    return b;
}

NaiveHit box2d_cast(const Box2dCast &c) {
    b2RayCastOutput out;
    NaiveHit h{false, 0};
    h.hit = c.shape.RayCast(&out, c.in, b2Transform(b2Vec2(0, 0), b2Rot(0)), 0);
    h.t = out.fraction;
    return h;
}
#endif

isect_poly2 view(const RayPoly &c) {
    return isect_poly2{c.v, kOct};
}

struct Inputs {
    Cases<RayTri> tris{drawn(kSeed, "tris", [](Uniform &u) {
        return half_hit_cases<RayTri>(
            u,
            [](Uniform &g) {
                RayTri c;
                c.ray = {point2(g), random_unit_dir2(g)};
                convex_ccw<3>(g, c.tri.v);
                return c;
            },
            [](const RayTri &c) { return isect_test_ray2_tri2(&c.ray, &c.tri); });
    })};
    Cases<RayPoly> polys{drawn(kSeed, "polys", [](Uniform &u) {
        return half_hit_cases<RayPoly>(
            u,
            [](Uniform &g) {
                RayPoly c;
                c.ray = {point2(g), random_unit_dir2(g)};
                convex_ccw<kOct>(g, c.v);
                return c;
            },
            [](const RayPoly &c) {
                isect_poly2 p = view(c);
                return isect_test_ray2_poly2(&c.ray, &p, ISECT_FILL_NONZERO);
            });
    })};
    Cases<RayPoly> stars{polys, star_of};
#ifdef ISECT_BENCH_HAVE_BOX2D
    Cases<Box2dCast> tris_box2d{tris, [](const RayTri &c) { return box2d_of(c.ray, c.tri.v, 3); }};
    Cases<Box2dCast> polys_box2d{polys,
                                 [](const RayPoly &c) { return box2d_of(c.ray, c.v, kOct); }};
#endif
};

void register_benchmarks(Inputs &in) {
    add("test_ray2_tri2/isect", in.tris,
        [](const RayTri &c) { return isect_test_ray2_tri2(&c.ray, &c.tri); });
    add("test_ray2_tri2/naive", in.tris,
        [](const RayTri &c) { return cyrus_beck(c.ray, c.tri.v, 3).hit; });
    add("find_ray2_tri2/isect", in.tris,
        [](const RayTri &c) { return isect_find_ray2_tri2(&c.ray, &c.tri); });
    add("find_ray2_tri2/naive", in.tris,
        [](const RayTri &c) { return cyrus_beck(c.ray, c.tri.v, 3); });
#ifdef ISECT_BENCH_HAVE_BOX2D
    add("find_ray2_tri2/box2d", in.tris_box2d, box2d_cast);
#endif
    add("test_ray2_poly2/isect", in.polys, [](const RayPoly &c) {
        isect_poly2 p = view(c);
        return isect_test_ray2_poly2(&c.ray, &p, ISECT_FILL_NONZERO);
    });
    add("test_ray2_poly2/naive", in.polys,
        [](const RayPoly &c) { return cyrus_beck(c.ray, c.v, kOct).hit; });
    add("find_ray2_poly2/isect", in.polys, [](const RayPoly &c) {
        isect_poly2 p = view(c);
        return isect_find_ray2_poly2(&c.ray, &p, ISECT_FILL_NONZERO);
    });
    add("find_ray2_poly2/naive", in.polys,
        [](const RayPoly &c) { return cyrus_beck(c.ray, c.v, kOct); });
#ifdef ISECT_BENCH_HAVE_BOX2D
    add("find_ray2_poly2/box2d", in.polys_box2d, box2d_cast);
#endif
    add("find_ray2_poly2_star/isect", in.stars, [](const RayPoly &c) {
        isect_poly2 p = view(c);
        return isect_find_ray2_poly2(&c.ray, &p, ISECT_FILL_NONZERO);
    });
}

} // namespace

int main(int argc, char **argv) {
    return bench_main(argc, argv, register_benchmarks);
}
