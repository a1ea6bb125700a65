/* bench_segment2.cpp -- what isect's exact 2D segment intersection costs, next to the
 * routines users copy: RTCD 5.1.9.1's Test2DSegmentSegment ("naive": strict signs of
 * rounded areas, so it misses collinear overlaps and touching ends) and the closed
 * version of Cormen et al. 33.1 in floating point ("naive_closed": on-segment checks for
 * zero areas, still decided on rounded areas). Segments with end points in [-10, 10]^2,
 * half of the cases hits (decided by isect), visited in random order. GLM, Bullet, FCL,
 * ODE and Box2D 2.4 have no 2D segment-segment intersection; Boost.Geometry's is not a
 * peer a game or robotics user links for this.
 * A ray against a segment (the 2D ray cast against a wall): the textbook parametric
 * solution inlined ("naive": t = ((q0 - a) x e) / (d x e), s = ((q0 - a) x d) / (d x e),
 * a hit when d x e != 0, t >= 0 and s in [0, 1]), and Box2D 2.4's b2EdgeShape::RayCast
 * (float, two-sided edge, the ray given as p1 = a, p2 = a + d with maxFraction 10^30).
 * Rays from points in [-10, 10]^2 with unit directions, half of them hits. */
#include <algorithm>
#include <vector>

#include "common.hpp"
#include "isect/segment2.h"
#ifdef ISECT_BENCH_HAVE_BOX2D
#include <box2d/b2_edge_shape.h>
#endif

namespace {

using namespace isect_bench;

constexpr std::uint64_t kSeed = 0x5e92;

struct SegPair {
    isect_seg2 a, b;
};

// RTCD's Signed2DTriArea: twice the signed area of a b c, rounded.
inline real area(const isect_vec2 &a, const isect_vec2 &b, const isect_vec2 &c) {
    return (a.x - c.x) * (b.y - c.y) - (a.y - c.y) * (b.x - c.x);
}

// RTCD 5.1.9.1, Test2DSegmentSegment, with its t and point.
struct NaiveCrossing {
    bool hit;
    real t;
    isect_vec2 p;
};

inline NaiveCrossing rtcd_segment_segment(const SegPair &c) {
    const isect_vec2 &a = c.a.p0, &b = c.a.p1, &cc = c.b.p0, &d = c.b.p1;
    real a1 = area(a, b, d), a2 = area(a, b, cc);
    if (a1 * a2 < 0) {
        real a3 = area(cc, d, a), a4 = a3 + a2 - a1;
        if (a3 * a4 < 0) {
            real t = a3 / (a3 - a4);
            return {true, t, {a.x + t * (b.x - a.x), a.y + t * (b.y - a.y)}};
        }
    }
    return {false, 0, {0, 0}};
}

// Cormen et al. 33.1, SEGMENTS-INTERSECT, in floating point.
inline bool on_segment(const isect_vec2 &p, const isect_vec2 &q, const isect_vec2 &r) {
    return std::min(p.x, q.x) <= r.x && r.x <= std::max(p.x, q.x) && std::min(p.y, q.y) <= r.y &&
           r.y <= std::max(p.y, q.y);
}

inline bool clrs_segments_intersect(const SegPair &c) {
    const isect_vec2 &p1 = c.a.p0, &p2 = c.a.p1, &p3 = c.b.p0, &p4 = c.b.p1;
    real d1 = area(p1, p3, p4), d2 = area(p2, p3, p4), d3 = area(p3, p1, p2), d4 = area(p4, p1, p2);
    if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0)))
        return true;
    return (d1 == 0 && on_segment(p3, p4, p1)) || (d2 == 0 && on_segment(p3, p4, p2)) ||
           (d3 == 0 && on_segment(p1, p2, p3)) || (d4 == 0 && on_segment(p1, p2, p4));
}

struct RaySeg {
    isect_ray2 ray;
    isect_seg2 seg;
};

inline real cross2(real ax, real ay, real bx, real by) {
    return ax * by - ay * bx;
}

// The textbook ray-segment cast: the crossing by Cramer's rule, no zero or end cases.
inline NaiveHit naive_ray_segment(const RaySeg &c) {
    const isect_vec2 &a = c.ray.origin, &d = c.ray.dir, &q0 = c.seg.p0, &q1 = c.seg.p1;
    real ex = q1.x - q0.x, ey = q1.y - q0.y, wx = q0.x - a.x, wy = q0.y - a.y;
    real den = cross2(d.x, d.y, ex, ey);
    if (den == 0)
        return {false, 0};
    real t = cross2(wx, wy, ex, ey) / den, s = cross2(wx, wy, d.x, d.y) / den;
    return {t >= 0 && s >= 0 && s <= 1, t};
}

#ifdef ISECT_BENCH_HAVE_BOX2D
struct Box2dRaySeg {
    b2EdgeShape edge;
    b2RayCastInput in;
};

Box2dRaySeg box2d_of(const RaySeg &c) {
    Box2dRaySeg b;
    b.edge.SetTwoSided(b2Vec2(float(c.seg.p0.x), float(c.seg.p0.y)),
                       b2Vec2(float(c.seg.p1.x), float(c.seg.p1.y)));
    b.in.p1 = b2Vec2(float(c.ray.origin.x), float(c.ray.origin.y));
    b.in.p2 = b2Vec2(float(c.ray.origin.x + c.ray.dir.x), float(c.ray.origin.y + c.ray.dir.y));
    b.in.maxFraction = 1e30f;
    return b;
}
#endif

struct Inputs {
    Cases<SegPair> pairs{drawn(kSeed, "pairs", [](Uniform &u) {
        return half_hit_cases<SegPair>(
            u,
            [](Uniform &g) {
                return SegPair{{point2(g), point2(g)}, {point2(g), point2(g)}};
            },
            [](const SegPair &c) { return isect_test_seg2_seg2(&c.a, &c.b); });
    })};
    Cases<RaySeg> rays{drawn(kSeed, "rays", [](Uniform &u) {
        return half_hit_cases<RaySeg>(
            u,
            [](Uniform &g) {
                return RaySeg{{point2(g), random_unit_dir2(g)}, {point2(g), point2(g)}};
            },
            [](const RaySeg &c) { return isect_test_ray2_seg2(&c.ray, &c.seg); });
    })};
#ifdef ISECT_BENCH_HAVE_BOX2D
    Cases<Box2dRaySeg> rays_box2d{rays, box2d_of};
#endif
};

void register_benchmarks(Inputs &in) {
    add("test_seg2_seg2/isect", in.pairs,
        [](const SegPair &c) { return isect_test_seg2_seg2(&c.a, &c.b); });
    add("test_seg2_seg2/naive", in.pairs,
        [](const SegPair &c) { return rtcd_segment_segment(c).hit; });
    add("test_seg2_seg2/naive_closed", in.pairs,
        [](const SegPair &c) { return clrs_segments_intersect(c); });
    add("find_seg2_seg2/isect", in.pairs,
        [](const SegPair &c) { return isect_find_seg2_seg2(&c.a, &c.b); });
    add("find_seg2_seg2/naive", in.pairs, [](const SegPair &c) { return rtcd_segment_segment(c); });
    add("test_ray2_seg2/isect", in.rays,
        [](const RaySeg &c) { return isect_test_ray2_seg2(&c.ray, &c.seg); });
    add("find_ray2_seg2/isect", in.rays,
        [](const RaySeg &c) { return isect_find_ray2_seg2(&c.ray, &c.seg); });
    add("find_ray2_seg2/naive", in.rays, [](const RaySeg &c) { return naive_ray_segment(c); });
#ifdef ISECT_BENCH_HAVE_BOX2D
    add("find_ray2_seg2/box2d", in.rays_box2d, [](const Box2dRaySeg &c) {
        b2RayCastOutput out;
        NaiveHit h{false, 0};
        h.hit = c.edge.RayCast(&out, c.in, b2Transform(b2Vec2(0, 0), b2Rot(0)), 0);
        h.t = out.fraction;
        return h;
    });
#endif
}

} // namespace

int main(int argc, char **argv) {
    return bench_main(argc, argv, register_benchmarks);
}
