/* bench_triangle.cpp -- what isect's exact ray-triangle query costs, next to
 * Moller-Trumbore in plain floating point ("naive" inlined, "naive_call" as a call into a
 * separately compiled C file), GLM's intersectRayTriangle and, when installed, cglm's
 * glm_ray_triangle, on the same inputs: vertices in [-10, 10]^3, rays from [-10, 10]^3
 * aimed near the triangle, half of the cases hit (decided by isect). */
#include <vector>

#include "common.hpp"
#include "isect/triangle.h"
#include "naive_triangle.h"

namespace {

using namespace isect_bench;

constexpr std::uint64_t kSeed = 0x7a1e;

struct RayCase {
    isect_ray3 ray;
    isect_tri3 tri;
};

// Moller-Trumbore, inline.
inline NaiveHit naive_mt(const RayCase &c) {
    const isect_vec3 o = c.ray.origin, d = c.ray.dir, a = c.tri.v[0];
    real e1x = c.tri.v[1].x - a.x, e1y = c.tri.v[1].y - a.y, e1z = c.tri.v[1].z - a.z;
    real e2x = c.tri.v[2].x - a.x, e2y = c.tri.v[2].y - a.y, e2z = c.tri.v[2].z - a.z;
    real px = d.y * e2z - d.z * e2y, py = d.z * e2x - d.x * e2z, pz = d.x * e2y - d.y * e2x;
    real det = e1x * px + e1y * py + e1z * pz;
    if (det == 0)
        return {false, 0};
    real inv = 1 / det;
    real sx = o.x - a.x, sy = o.y - a.y, sz = o.z - a.z;
    real u = (sx * px + sy * py + sz * pz) * inv;
    if (u < 0 || u > 1)
        return {false, 0};
    real qx = sy * e1z - sz * e1y, qy = sz * e1x - sx * e1z, qz = sx * e1y - sy * e1x;
    real v = (d.x * qx + d.y * qy + d.z * qz) * inv;
    if (v < 0 || u + v > 1)
        return {false, 0};
    real t = (e2x * qx + e2y * qy + e2z * qz) * inv;
    return {t >= 0, t};
}

#ifdef ISECT_BENCH_HAVE_GLM
struct GlmCase {
    GlmVec3 origin, dir, v0, v1, v2;
};
#endif
#ifdef ISECT_BENCH_HAVE_CGLM
struct CglmCase {
    vec3 origin, dir, v0, v1, v2;
};
#endif

#ifdef ISECT_BENCH_HAVE_GLM
GlmCase glm_of(const RayCase &c) {
    const isect_vec3 *v = c.tri.v;
    return {to_glm(c.ray.origin), to_glm(c.ray.dir), to_glm(v[0]), to_glm(v[1]), to_glm(v[2])};
}
#endif
#ifdef ISECT_BENCH_HAVE_CGLM
CglmCase cglm_of(const RayCase &c) {
    const isect_vec3 &o = c.ray.origin, &d = c.ray.dir, *v = c.tri.v;
    return {{float(o.x), float(o.y), float(o.z)},
            {float(d.x), float(d.y), float(d.z)},
            {float(v[0].x), float(v[0].y), float(v[0].z)},
            {float(v[1].x), float(v[1].y), float(v[1].z)},
            {float(v[2].x), float(v[2].y), float(v[2].z)}};
}
#endif

struct Inputs {
    Cases<RayCase> ray{half_hit_set<RayCase>(
        kSeed, "ray",
        [](Uniform &u) {
            RayCase c;
            c.tri = {{point3(u), point3(u), point3(u)}};
            c.ray.origin = point3(u);
            // aim at a point of the triangle's plane around it
            double s = u.real_in(-0.3, 1.0), t = u.real_in(-0.3, 1.0);
            const isect_vec3 &a = c.tri.v[0], &b = c.tri.v[1], &d = c.tri.v[2];
            c.ray.dir = {real(a.x + s * (b.x - a.x) + t * (d.x - a.x) - c.ray.origin.x),
                         real(a.y + s * (b.y - a.y) + t * (d.y - a.y) - c.ray.origin.y),
                         real(a.z + s * (b.z - a.z) + t * (d.z - a.z) - c.ray.origin.z)};
            return c;
        },
        [](const RayCase &c) { return isect_test_ray3_tri3(&c.ray, &c.tri); })};
#ifdef ISECT_BENCH_HAVE_GLM
    Cases<GlmCase> glm{ray, glm_of};
#endif
#ifdef ISECT_BENCH_HAVE_CGLM
    Cases<CglmCase> cglm{ray, cglm_of};
#endif
};

void register_benchmarks(Inputs &in) {
    add("test_ray3_tri3/isect", in.ray,
        [](const RayCase &c) { return isect_test_ray3_tri3(&c.ray, &c.tri); });
    add("test_ray3_tri3/naive", in.ray, [](const RayCase &c) { return naive_mt(c).hit; });
    add("find_ray3_tri3/isect", in.ray,
        [](const RayCase &c) { return isect_find_ray3_tri3(&c.ray, &c.tri); });
    add("find_ray3_tri3/naive", in.ray, [](const RayCase &c) { return naive_mt(c); });
    add("find_ray3_tri3/naive_call", in.ray, [](const RayCase &c) {
        NaiveHit h{false, 0};
        h.hit = baseline_ray3_tri3_mt(&c.ray, &c.tri, &h.t);
        return h;
    });
#ifdef ISECT_BENCH_HAVE_GLM
    add("find_ray3_tri3/glm", in.glm, [](const GlmCase &c) {
        GlmVec2 bary;
        real t = 0;
        bool hit = glm::intersectRayTriangle(c.origin, c.dir, c.v0, c.v1, c.v2, bary, t);
        return NaiveHit{hit, t};
    });
#endif
#ifdef ISECT_BENCH_HAVE_CGLM
    add("find_ray3_tri3/cglm", in.cglm, [](const CglmCase &c) {
        float t = 0;
        CglmCase x = c; // cglm takes non-const arrays
        bool hit = glm_ray_triangle(x.origin, x.dir, x.v0, x.v1, x.v2, &t);
        return NaiveHit{hit, real(t)};
    });
#endif
}

} // namespace

int main(int argc, char **argv) {
    return bench_main(argc, argv, register_benchmarks);
}
