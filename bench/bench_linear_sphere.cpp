/* bench_linear_sphere.cpp -- what isect's exact segment/ray/line vs sphere queries cost.
 *
 * isect decides every hit exactly: a floating-point filter first, expansion arithmetic
 * when the filter cannot certify the sign. This measures ns per query for that, next to
 * (1) the textbook formulas of RTCD 5.3.2 in plain floating point ("naive") and (2) the
 * peer library GLM, all on the same pre-generated inputs; and, on exactly tangent inputs
 * that defeat the filter, the price of the exact path. Benchmarks are named
 * "query/implementation" so that bench/run.sh can pair each isect row with its peers.
 * Each benchmark also reports hit_pct, the share of its cases it calls a hit. The naive
 * and GLM code is inlined into the loop, as in an application; isect is a call into the
 * static library. */
#include <cmath>
#include <vector>

#include "common.hpp"
#include "isect/linear_sphere.h"
#include "naive.h"

namespace {

using namespace isect_bench;

constexpr std::uint64_t kSeed = 0x15ec7;
constexpr double kRadiusMax = 8; // radii in [0, 8]; positions and segment ends in [-10, 10]

/* ---- Input generation ------------------------------------------------------------ */

struct Seg3Case {
    isect_seg3 seg;
    isect_sphere3 sphere;
};

struct Seg2Case {
    isect_seg2 seg;
    isect_circle2 circle;
};

struct Ray3Case {
    isect_ray3 ray; // unit dir
    isect_sphere3 sphere;
};

struct Line3Case {
    isect_line3 line; // the ray's origin and unit dir
    isect_sphere3 sphere;
};

std::vector<Seg3Case> make_seg3_cases(Uniform &u) {
    return half_hit_cases<Seg3Case>(
        u,
        [](Uniform &g) {
            isect_seg3 seg = {point3(g), point3(g)};
            isect_sphere3 sphere = {point3(g), real(g.real_in(0, kRadiusMax))};
            return Seg3Case{seg, sphere};
        },
        [](const Seg3Case &c) { return isect_test_seg3_sphere3(&c.seg, &c.sphere); });
}

std::vector<Seg2Case> make_seg2_cases(Uniform &u) {
    return half_hit_cases<Seg2Case>(
        u,
        [](Uniform &g) {
            isect_seg2 seg = {point2(g), point2(g)};
            isect_circle2 circle = {point2(g), real(g.real_in(0, kRadiusMax))};
            return Seg2Case{seg, circle};
        },
        [](const Seg2Case &c) { return isect_test_seg2_circle2(&c.seg, &c.circle); });
}

std::vector<Ray3Case> make_ray3_cases(Uniform &u) {
    return half_hit_cases<Ray3Case>(
        u,
        [](Uniform &g) {
            isect_ray3 ray = {point3(g), random_unit_dir3(g)};
            isect_sphere3 sphere = {point3(g), real(g.real_in(0, kRadiusMax))};
            return Ray3Case{ray, sphere};
        },
        [](const Ray3Case &c) { return isect_test_ray3_sphere3(&c.ray, &c.sphere); });
}

// The line through a ray (the line rows visit the rays' lines and spheres).
Line3Case line_of(const Ray3Case &c) {
    return {{c.ray.origin, c.ray.dir}, c.sphere};
}

// Adversarial: segments exactly tangent to their sphere, from integer geometry. The
// centre c is an integer point and the radius 5; o is an integer vector with |o| = 5,
// so c + o lies on the sphere; the segment passes through c + o along an integer
// direction d perpendicular to o, and extends past it on both sides. All coordinates
// are small integers (exact in float and double), the exact answer is "touching", and
// the filter cannot certify a zero sign, so isect takes its exact path every time.
std::vector<Seg3Case> make_tangent_seg3_cases(Uniform &u) {
    static const int offsets[][3] = {{5, 0, 0}, {0, 5, 0}, {0, 0, 5}, {3, 4, 0}, {4, 3, 0},
                                     {3, 0, 4}, {4, 0, 3}, {0, 3, 4}, {0, 4, 3}};
    constexpr int kOffsetCount = sizeof offsets / sizeof offsets[0];
    std::vector<Seg3Case> cases(case_count());
    for (Seg3Case &c : cases) {
        int centre[3], o[3], d[3];
        const int *pick = offsets[u.int_in(0, kOffsetCount - 1)];
        for (int i = 0; i < 3; i++) {
            centre[i] = u.int_in(-10, 10);
            o[i] = u.int_in(0, 1) ? pick[i] : -pick[i];
        }
        // d = o x e_axis for a random axis not parallel to o.
        for (int axis = u.int_in(0, 2);; axis = (axis + 1) % 3) {
            int e[3] = {0, 0, 0};
            e[axis] = 1;
            d[0] = o[1] * e[2] - o[2] * e[1];
            d[1] = o[2] * e[0] - o[0] * e[2];
            d[2] = o[0] * e[1] - o[1] * e[0];
            if (d[0] != 0 || d[1] != 0 || d[2] != 0)
                break;
        }
        int back = u.int_in(1, 2), ahead = u.int_in(1, 2);
        isect_vec3 p0, p1;
        real *p0v[3] = {&p0.x, &p0.y, &p0.z}, *p1v[3] = {&p1.x, &p1.y, &p1.z};
        for (int i = 0; i < 3; i++) {
            *p0v[i] = real(centre[i] + o[i] - back * d[i]);
            *p1v[i] = real(centre[i] + o[i] + ahead * d[i]);
        }
        c.seg = {p0, p1};
        c.sphere = {{real(centre[0]), real(centre[1]), real(centre[2])}, real(5)};
    }
    return cases;
}

/* ---- Naive: the textbook formulas (RTCD 5.1.2, 5.3.2) in plain floating point ---- */

inline isect_vec3 sub(const isect_vec3 &a, const isect_vec3 &b) {
    return {a.x - b.x, a.y - b.y, a.z - b.z};
}

inline isect_vec2 sub(const isect_vec2 &a, const isect_vec2 &b) {
    return {a.x - b.x, a.y - b.y};
}

// p + s d
inline isect_vec3 add_scaled(const isect_vec3 &p, real s, const isect_vec3 &d) {
    return {p.x + s * d.x, p.y + s * d.y, p.z + s * d.z};
}

inline isect_vec2 add_scaled(const isect_vec2 &p, real s, const isect_vec2 &d) {
    return {p.x + s * d.x, p.y + s * d.y};
}

inline real dot(const isect_vec3 &a, const isect_vec3 &b) {
    return a.x * b.x + a.y * b.y + a.z * b.z;
}

inline real dot(const isect_vec2 &a, const isect_vec2 &b) {
    return a.x * b.x + a.y * b.y;
}

// The closest point of segment p0-p1 to c by clamped projection, then its squared
// distance to c against r^2. Works for isect_vec2 and isect_vec3.
template <class Vec>
inline bool naive_segment_meets_ball(const Vec &p0, const Vec &p1, const Vec &c, real r) {
    Vec d = sub(p1, p0);
    real t = dot(sub(c, p0), d);
    Vec closest = p0;
    if (t > 0) {
        real dd = dot(d, d);
        if (t >= dd) {
            closest = p1;
        } else {
            closest = add_scaled(p0, t / dd, d);
        }
    }
    Vec e = sub(closest, c);
    return dot(e, e) <= r * r;
}

inline bool naive_test_seg3_sphere3(const isect_seg3 &seg, const isect_sphere3 &s) {
    return naive_segment_meets_ball(seg.p0, seg.p1, s.center, s.radius);
}

inline bool naive_test_seg2_circle2(const isect_seg2 &seg, const isect_circle2 &c) {
    return naive_segment_meets_ball(seg.p0, seg.p1, c.center, c.radius);
}

// m = origin - centre, b = m.d, c = m.m - r^2: a miss if the ray starts outside and
// points away, otherwise a hit iff the discriminant b^2 - a c is not negative.
inline bool naive_test_ray3_sphere3(const isect_ray3 &ray, const isect_sphere3 &s) {
    isect_vec3 m = sub(ray.origin, s.center);
    real a = dot(ray.dir, ray.dir), b = dot(m, ray.dir), c = dot(m, m) - s.radius * s.radius;
    if (c > 0 && b > 0)
        return false;
    return b * b - a * c >= 0;
}

// The same, then the smaller root of the quadratic by the textbook formula (t is the
// entry parameter, 0 when the ray starts inside).
inline NaiveHit naive_find_ray3_sphere3(const isect_ray3 &ray, const isect_sphere3 &s) {
    isect_vec3 m = sub(ray.origin, s.center);
    real a = dot(ray.dir, ray.dir), b = dot(m, ray.dir), c = dot(m, m) - s.radius * s.radius;
    if (c > 0 && b > 0)
        return {false, 0};
    real disc = b * b - a * c;
    if (disc < 0)
        return {false, 0};
    real t = (-b - std::sqrt(disc)) / a;
    return {true, t < 0 ? real(0) : t};
}

/* ---- GLM: the same cases in GLM's types (identical values) ----------------------- */

#ifdef ISECT_BENCH_HAVE_GLM
struct GlmRay3Case {
    GlmVec3 origin, dir, centre;
    GlmVec3 through; // origin + dir: intersectLineSphere takes the line as two points
    real radius;
};

GlmRay3Case glm_of(const Ray3Case &c) {
    GlmVec3 origin = to_glm(c.ray.origin), dir = to_glm(c.ray.dir);
    return {origin, dir, to_glm(c.sphere.center), origin + dir, c.sphere.radius};
}

struct GlmRayHit {
    bool hit;
    real distance;
};

struct GlmLineHit {
    bool hit;
    GlmVec3 point[2], normal[2];
};
#endif

struct Inputs {
    Cases<Seg3Case> seg3{drawn(kSeed, "seg3", make_seg3_cases)};
    Cases<Ray3Case> ray3{drawn(kSeed, "ray3", make_ray3_cases)};
    Cases<Line3Case> line3{ray3, line_of};
#ifdef ISECT_BENCH_HAVE_GLM
    Cases<GlmRay3Case> ray3_glm{ray3, glm_of};
#endif
    Cases<Seg2Case> seg2{drawn(kSeed, "seg2", make_seg2_cases)};
    Cases<Seg3Case> seg3_tangent{drawn(kSeed, "seg3_tangent", make_tangent_seg3_cases)};
};

// The rows of a set are registered together (each set is built once: bench/common.hpp);
// the line rows' isect row before the GLM rows, which share one copy of the rays.
void register_benchmarks(Inputs &in) {
    add("test_seg3_sphere3/isect", in.seg3,
        [](const Seg3Case &c) { return isect_test_seg3_sphere3(&c.seg, &c.sphere); });
    add("test_seg3_sphere3/naive", in.seg3,
        [](const Seg3Case &c) { return naive_test_seg3_sphere3(c.seg, c.sphere); });
    add("test_seg3_sphere3/naive_call", in.seg3,
        [](const Seg3Case &c) { return baseline_test_seg3_sphere3(&c.seg, &c.sphere); });
    add("find_seg3_sphere3/isect", in.seg3,
        [](const Seg3Case &c) { return isect_find_seg3_sphere3(&c.seg, &c.sphere); });

    add("test_ray3_sphere3/isect", in.ray3,
        [](const Ray3Case &c) { return isect_test_ray3_sphere3(&c.ray, &c.sphere); });
    add("test_ray3_sphere3/naive", in.ray3,
        [](const Ray3Case &c) { return naive_test_ray3_sphere3(c.ray, c.sphere); });
    add("test_ray3_sphere3/naive_call", in.ray3,
        [](const Ray3Case &c) { return baseline_test_ray3_sphere3(&c.ray, &c.sphere); });
    add("find_ray3_sphere3/isect", in.ray3,
        [](const Ray3Case &c) { return isect_find_ray3_sphere3(&c.ray, &c.sphere); });
    add("find_ray3_sphere3/naive", in.ray3,
        [](const Ray3Case &c) { return naive_find_ray3_sphere3(c.ray, c.sphere); });
    add("find_line3_sphere3/isect", in.line3,
        [](const Line3Case &c) { return isect_find_line3_sphere3(&c.line, &c.sphere); });
#ifdef ISECT_BENCH_HAVE_GLM
    add("find_ray3_sphere3/glm", in.ray3_glm, [](const GlmRay3Case &c) {
        GlmRayHit r{false, 0};
        r.hit = glm::intersectRaySphere(c.origin, c.dir, c.centre, c.radius * c.radius, r.distance);
        return r;
    });
    add("find_line3_sphere3/glm", in.ray3_glm, [](const GlmRay3Case &c) {
        GlmLineHit r{};
        r.hit = glm::intersectLineSphere(c.origin, c.through, c.centre, c.radius, r.point[0],
                                         r.normal[0], r.point[1], r.normal[1]);
        return r;
    });
#endif

    add("test_seg2_circle2/isect", in.seg2,
        [](const Seg2Case &c) { return isect_test_seg2_circle2(&c.seg, &c.circle); });
    add("test_seg2_circle2/naive", in.seg2,
        [](const Seg2Case &c) { return naive_test_seg2_circle2(c.seg, c.circle); });
    add("test_seg2_circle2/naive_call", in.seg2,
        [](const Seg2Case &c) { return baseline_test_seg2_circle2(&c.seg, &c.circle); });
    add("find_seg2_circle2/isect", in.seg2,
        [](const Seg2Case &c) { return isect_find_seg2_circle2(&c.seg, &c.circle); });

    add("tangent_test_seg3_sphere3/isect", in.seg3_tangent,
        [](const Seg3Case &c) { return isect_test_seg3_sphere3(&c.seg, &c.sphere); });
    add("tangent_test_seg3_sphere3/naive", in.seg3_tangent,
        [](const Seg3Case &c) { return naive_test_seg3_sphere3(c.seg, c.sphere); });
}

} // namespace

int main(int argc, char **argv) {
    return bench_main(argc, argv, register_benchmarks);
}
