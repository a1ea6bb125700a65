/* bench_segment2.cpp -- what isect's exact 2D segment intersection costs, next to the
 * routines users copy: RTCD 5.1.9.1's Test2DSegmentSegment ("naive": strict signs of
 * rounded areas, so it misses collinear overlaps and touching ends) and the closed
 * version of Cormen et al. 33.1 in floating point ("naive_closed": on-segment checks for
 * zero areas, still decided on rounded areas). Segments with end points in [-10, 10]^2,
 * half of the cases hits (decided by isect), visited in random order. GLM, Bullet, FCL,
 * ODE and Box2D 2.4 have no 2D segment-segment intersection; Boost.Geometry's is not a
 * peer a game or robotics user links for this. */
#include <algorithm>
#include <vector>

#include "common.hpp"
#include "isect/segment2.h"

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

struct Inputs {
    Cases<SegPair> pairs{drawn(kSeed, "pairs", [](Uniform &u) {
        return half_hit_cases<SegPair>(
            u,
            [](Uniform &g) {
                return SegPair{{point2(g), point2(g)}, {point2(g), point2(g)}};
            },
            [](const SegPair &c) { return isect_test_seg2_seg2(&c.a, &c.b); });
    })};
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
}

} // namespace

int main(int argc, char **argv) {
    return bench_main(argc, argv, register_benchmarks);
}
