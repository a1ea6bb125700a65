/* bench_closest_point.cpp -- what isect's closest point on a segment, ray or line costs.
 *
 * isect decides the region (start, end, between) exactly and constructs the point in
 * scaled double arithmetic. This measures ns per query for that next to (1) RTCD 5.1.2's
 * textbook version in plain floating point, inlined ("naive") and as a call into a
 * separate C file ("naive_call", bench/naive.c), and (2) GLM's closestPointOnLine (a
 * segment, despite the name; it normalises the direction, so a zero-length segment gives
 * NaN), plus the squared distance so that every row computes the same things. On points
 * exactly abeam of an end (integer geometry), the filter cannot certify the zero sign
 * and isect takes its exact path: the "abeam" rows show that price. hit_pct is the share
 * of cases whose closest point lies strictly between the ends. */
#include <vector>

#include "common.hpp"
#include "isect/closest_point.h"
#include "naive.h"

// The share of "hits" reported by measure(): the closest point lies between the ends.
// (Global namespace: found by argument-dependent lookup for isect's result types.)
inline bool is_hit(const isect_closest_result3 &r) {
    return r.t > 0 && r.t < 1;
}

inline bool is_hit(const isect_closest_result2 &r) {
    return r.t > 0 && r.t < 1;
}

namespace {

using namespace isect_bench;

constexpr std::uint64_t kSeed = 0xc105e; // positions in [-10, 10], directions in [-4, 4]

struct Seg3Case {
    isect_vec3 p;
    isect_seg3 seg;
};

struct Seg2Case {
    isect_vec2 p;
    isect_seg2 seg;
};

struct Ray3Case {
    isect_vec3 p;
    isect_ray3 ray;
};

struct Line3Case {
    isect_vec3 p;
    isect_line3 line;
};

Seg3Case draw_seg3(Uniform &u) {
    return {point3(u), {point3(u), point3(u)}};
}

Seg2Case draw_seg2(Uniform &u) {
    return {point2(u), {point2(u), point2(u)}};
}

Ray3Case draw_ray3(Uniform &u) {
    isect_vec3 dir = point3(u, -4, 4);
    return {point3(u), {point3(u), dir}};
}

std::vector<Line3Case> lines_of(const std::vector<Ray3Case> &rays) {
    std::vector<Line3Case> cases;
    for (const Ray3Case &c : rays)
        cases.push_back({c.p, {c.ray.origin, c.ray.dir}});
    return cases;
}

// p exactly abeam of an end: p = end + w with w an integer vector perpendicular to the
// integer direction d = p1 - p0 (w = d x e for a random axis e). The exact parameter is
// 0 or 1, the filter cannot certify a zero sign, so the exact path runs every time.
std::vector<Seg3Case> make_abeam_seg3(Uniform &u) {
    std::vector<Seg3Case> cases(kCaseCount);
    for (Seg3Case &c : cases) {
        int a[3], d[3], w[3];
        do {
            for (int i = 0; i < 3; i++) {
                a[i] = u.int_in(-10, 10);
                d[i] = u.int_in(-6, 6);
            }
            int e = u.int_in(0, 2), ex = e == 0, ey = e == 1, ez = e == 2;
            w[0] = d[1] * ez - d[2] * ey;
            w[1] = d[2] * ex - d[0] * ez;
            w[2] = d[0] * ey - d[1] * ex;
        } while (w[0] == 0 && w[1] == 0 && w[2] == 0);
        int at_end = u.int_in(0, 1);
        c.seg.p0 = {real(a[0]), real(a[1]), real(a[2])};
        c.seg.p1 = {real(a[0] + d[0]), real(a[1] + d[1]), real(a[2] + d[2])};
        c.p = {real(a[0] + at_end * d[0] + w[0]), real(a[1] + at_end * d[1] + w[1]),
               real(a[2] + at_end * d[2] + w[2])};
    }
    return cases;
}

/* ---- Naive: RTCD 5.1.2 inlined ---------------------------------------------------- */

inline isect_closest_result3 naive_closest_seg3(const isect_vec3 &p, const isect_seg3 &seg) {
    isect_closest_result3 r{};
    const isect_vec3 &a = seg.p0, &b = seg.p1;
    real dx = b.x - a.x, dy = b.y - a.y, dz = b.z - a.z;
    real t = (p.x - a.x) * dx + (p.y - a.y) * dy + (p.z - a.z) * dz;
    if (t <= 0) {
        r.point_b = a;
    } else {
        real dd = dx * dx + dy * dy + dz * dz;
        if (t >= dd) {
            r.t = 1;
            r.point_b = b;
        } else {
            r.t = t / dd;
            r.point_b = {a.x + r.t * dx, a.y + r.t * dy, a.z + r.t * dz};
        }
    }
    real ex = p.x - r.point_b.x, ey = p.y - r.point_b.y, ez = p.z - r.point_b.z;
    r.dist_sq = ex * ex + ey * ey + ez * ez;
    r.point_a = p;
    return r;
}

inline isect_closest_result2 naive_closest_seg2(const isect_vec2 &p, const isect_seg2 &seg) {
    isect_closest_result2 r{};
    const isect_vec2 &a = seg.p0, &b = seg.p1;
    real dx = b.x - a.x, dy = b.y - a.y;
    real t = (p.x - a.x) * dx + (p.y - a.y) * dy;
    if (t <= 0) {
        r.point_b = a;
    } else {
        real dd = dx * dx + dy * dy;
        if (t >= dd) {
            r.t = 1;
            r.point_b = b;
        } else {
            r.t = t / dd;
            r.point_b = {a.x + r.t * dx, a.y + r.t * dy};
        }
    }
    real ex = p.x - r.point_b.x, ey = p.y - r.point_b.y;
    r.dist_sq = ex * ex + ey * ey;
    r.point_a = p;
    return r;
}

// Rays and lines: t = (p - o).d / d.d (clamped at 0 for a ray; d == 0 gives the origin).
inline isect_closest_result3 naive_closest_lin3(const isect_vec3 &p, const isect_vec3 &o,
                                                const isect_vec3 &d, bool ray) {
    isect_closest_result3 r{};
    real dd = d.x * d.x + d.y * d.y + d.z * d.z;
    real t = dd > 0 ? ((p.x - o.x) * d.x + (p.y - o.y) * d.y + (p.z - o.z) * d.z) / dd : 0;
    r.t = ray && t < 0 ? 0 : t;
    r.point_b = {o.x + r.t * d.x, o.y + r.t * d.y, o.z + r.t * d.z};
    real ex = p.x - r.point_b.x, ey = p.y - r.point_b.y, ez = p.z - r.point_b.z;
    r.dist_sq = ex * ex + ey * ey + ez * ez;
    r.point_a = p;
    return r;
}

/* ---- GLM: closestPointOnLine, plus the squared distance --------------------------- */

#ifdef ISECT_BENCH_HAVE_GLM
struct GlmSeg3Case {
    GlmVec3 p, a, b;
};

struct GlmSeg2Case {
    GlmVec2 p, a, b;
};

struct GlmClosest {
    bool hit; // strictly between the ends (for hit_pct)
    real dist_sq;
    real x, y, z;
};

std::vector<GlmSeg3Case> glm_of(const std::vector<Seg3Case> &in) {
    std::vector<GlmSeg3Case> out;
    for (const Seg3Case &c : in)
        out.push_back({to_glm(c.p), to_glm(c.seg.p0), to_glm(c.seg.p1)});
    return out;
}

std::vector<GlmSeg2Case> glm_of(const std::vector<Seg2Case> &in) {
    std::vector<GlmSeg2Case> out;
    for (const Seg2Case &c : in)
        out.push_back({to_glm(c.p), to_glm(c.seg.p0), to_glm(c.seg.p1)});
    return out;
}
#endif

struct Inputs {
    std::vector<Seg3Case> seg3, abeam3;
    std::vector<Seg2Case> seg2;
    std::vector<Ray3Case> ray3;
    std::vector<Line3Case> line3;
#ifdef ISECT_BENCH_HAVE_GLM
    std::vector<GlmSeg3Case> seg3_glm;
    std::vector<GlmSeg2Case> seg2_glm;
#endif
};

void make_inputs(Inputs &in) {
    Uniform u(kSeed);
    in.seg3 = draw_cases<Seg3Case>(u, draw_seg3);
    in.seg2 = draw_cases<Seg2Case>(u, draw_seg2);
    in.ray3 = draw_cases<Ray3Case>(u, draw_ray3);
    in.line3 = lines_of(in.ray3);
    in.abeam3 = make_abeam_seg3(u);
#ifdef ISECT_BENCH_HAVE_GLM
    in.seg3_glm = glm_of(in.seg3);
    in.seg2_glm = glm_of(in.seg2);
#endif
}

void register_benchmarks(const Inputs &in) {
    add("closest_point3_seg3/isect", in.seg3,
        [](const Seg3Case &c) { return isect_closest_point3_seg3(c.p, &c.seg); });
    add("closest_point3_seg3/naive", in.seg3,
        [](const Seg3Case &c) { return naive_closest_seg3(c.p, c.seg); });
    add("closest_point3_seg3/naive_call", in.seg3,
        [](const Seg3Case &c) { return baseline_closest_point3_seg3(c.p, &c.seg); });
#ifdef ISECT_BENCH_HAVE_GLM
    add("closest_point3_seg3/glm", in.seg3_glm, [](const GlmSeg3Case &c) {
        GlmVec3 q = glm::closestPointOnLine(c.p, c.a, c.b);
        GlmVec3 e = c.p - q;
        return GlmClosest{q != c.a && q != c.b, glm::dot(e, e), q.x, q.y, q.z};
    });
#endif

    add("closest_point2_seg2/isect", in.seg2,
        [](const Seg2Case &c) { return isect_closest_point2_seg2(c.p, &c.seg); });
    add("closest_point2_seg2/naive", in.seg2,
        [](const Seg2Case &c) { return naive_closest_seg2(c.p, c.seg); });
    add("closest_point2_seg2/naive_call", in.seg2,
        [](const Seg2Case &c) { return baseline_closest_point2_seg2(c.p, &c.seg); });
#ifdef ISECT_BENCH_HAVE_GLM
    add("closest_point2_seg2/glm", in.seg2_glm, [](const GlmSeg2Case &c) {
        GlmVec2 q = glm::closestPointOnLine(c.p, c.a, c.b);
        GlmVec2 e = c.p - q;
        return GlmClosest{q != c.a && q != c.b, glm::dot(e, e), q.x, q.y, 0};
    });
#endif

    add("closest_point3_ray3/isect", in.ray3,
        [](const Ray3Case &c) { return isect_closest_point3_ray3(c.p, &c.ray); });
    add("closest_point3_ray3/naive", in.ray3,
        [](const Ray3Case &c) { return naive_closest_lin3(c.p, c.ray.origin, c.ray.dir, true); });
    add("closest_point3_line3/isect", in.line3,
        [](const Line3Case &c) { return isect_closest_point3_line3(c.p, &c.line); });
    add("closest_point3_line3/naive", in.line3, [](const Line3Case &c) {
        return naive_closest_lin3(c.p, c.line.origin, c.line.dir, false);
    });

    add("abeam_closest_point3_seg3/isect", in.abeam3,
        [](const Seg3Case &c) { return isect_closest_point3_seg3(c.p, &c.seg); });
    add("abeam_closest_point3_seg3/naive", in.abeam3,
        [](const Seg3Case &c) { return naive_closest_seg3(c.p, c.seg); });
}

} // namespace

int main(int argc, char **argv) {
    return bench_main(argc, argv, make_inputs, register_benchmarks);
}
