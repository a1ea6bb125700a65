/* bench_box.cpp -- what isect's exact box queries cost next to the textbook formulas.
 *
 * Uniform inputs: ball centres in [-8, 14] ([-14, 14] for OBBs, [-15, 15] in 2D), boxes with
 * corners in [-10, 10] and extents in [0, 8], radii in [0, 6], OBBs with random rotations (between
 * a tenth and a half of the balls hit). isect (a call into the library) against Arvo's loop inlined
 * ("naive") and out of line
 * ("naive_call", bench/naive.c), the absolute-value form out of line ("naive_abs_call",
 * printed without a ratio), and RTCD 5.1.4's SqDistPointOBB for oriented boxes. GLM has
 * no box-versus-sphere query, so there is no GLM row; cglm (when installed) has
 * glm_aabb_sphere and glm_aabb_point, in float, on the same cases rounded to float. Its
 * glm_aabb_sphere (0.8.8) measures from the wrong face when the centre lies below a
 * box's minimum, which its hit% shows. */
#include <cmath>
#include <vector>

#include "common.hpp"
#include "isect/isect.h"
#include "naive.h"

namespace {

using namespace isect_bench;

constexpr std::uint64_t kSeed = 0xb0c5;

isect_aabb3 aabb3(Uniform &u) {
    isect_vec3 lo = point3(u, -10, 10);
    return {
        lo,
        {real(lo.x + u.real_in(0, 8)), real(lo.y + u.real_in(0, 8)), real(lo.z + u.real_in(0, 8))}};
}

isect_aabb2 aabb2(Uniform &u) {
    isect_vec2 lo = point2(u, -10, 10);
    return {lo, {real(lo.x + u.real_in(0, 8)), real(lo.y + u.real_in(0, 8))}};
}

// Axes: the columns of a random rotation.
isect_obb3 obb3(Uniform &u) {
    double m[3][3];
    random_rotation(u, m);
    isect_obb3 box;
    box.center = point3(u, -10, 10);
    for (int i = 0; i < 3; i++)
        box.axis[i] = {real(m[0][i]), real(m[1][i]), real(m[2][i])};
    box.half = point3(u, 0, 4);
    return box;
}

isect_obb2 obb2(Uniform &u) {
    double t = u.real_in(0, 6.283185307179586);
    return {point2(u, -10, 10), {real(std::cos(t)), real(std::sin(t))}, point2(u, 0, 4)};
}

struct SphereAabb {
    isect_sphere3 s;
    isect_aabb3 b;
};
struct CircleAabb {
    isect_circle2 c;
    isect_aabb2 b;
};
struct SphereObb {
    isect_sphere3 s;
    isect_obb3 b;
};
struct CircleObb {
    isect_circle2 c;
    isect_obb2 b;
};

#ifdef ISECT_BENCH_HAVE_CGLM
struct CglmSphereAabb {
    vec3 box[2];
    vec4 s;
};
#endif

#ifdef ISECT_BENCH_HAVE_CGLM
CglmSphereAabb cglm_of(const SphereAabb &c) {
    CglmSphereAabb x;
    const isect_real lo[3] = {c.b.min.x, c.b.min.y, c.b.min.z};
    const isect_real hi[3] = {c.b.max.x, c.b.max.y, c.b.max.z};
    const isect_real ce[3] = {c.s.center.x, c.s.center.y, c.s.center.z};
    for (int i = 0; i < 3; i++) {
        x.box[0][i] = static_cast<float>(lo[i]);
        x.box[1][i] = static_cast<float>(hi[i]);
        x.s[i] = static_cast<float>(ce[i]);
    }
    x.s[3] = static_cast<float>(c.s.radius);
    return x;
}
#endif

struct Inputs {
    Cases<SphereAabb> sphere_aabb{uniform_set<SphereAabb>(kSeed, "sphere_aabb", [](Uniform &u) {
        return SphereAabb{{point3(u, -8, 14), real(u.real_in(0, 6))}, aabb3(u)};
    })};
#ifdef ISECT_BENCH_HAVE_CGLM
    Cases<CglmSphereAabb> cglm_sphere_aabb{sphere_aabb, cglm_of};
#endif
    Cases<CircleAabb> circle_aabb{uniform_set<CircleAabb>(kSeed, "circle_aabb", [](Uniform &u) {
        return CircleAabb{{point2(u, -15, 15), real(u.real_in(0, 6))}, aabb2(u)};
    })};
    Cases<SphereObb> sphere_obb{uniform_set<SphereObb>(kSeed, "sphere_obb", [](Uniform &u) {
        return SphereObb{{point3(u, -14, 14), real(u.real_in(0, 6))}, obb3(u)};
    })};
    Cases<CircleObb> circle_obb{uniform_set<CircleObb>(kSeed, "circle_obb", [](Uniform &u) {
        return CircleObb{{point2(u, -15, 15), real(u.real_in(0, 6))}, obb2(u)};
    })};
};

// The rows of a set are registered together (each set is built once: bench/common.hpp).
void register_benchmarks(Inputs &in) {
    add("test_sphere3_aabb3/isect", in.sphere_aabb,
        [](const SphereAabb &c) { return isect_test_sphere3_aabb3(&c.s, &c.b); });
    add("test_sphere3_aabb3/naive", in.sphere_aabb, [](const SphereAabb &c) {
        const real p[3] = {c.s.center.x, c.s.center.y, c.s.center.z};
        const real lo[3] = {c.b.min.x, c.b.min.y, c.b.min.z};
        const real hi[3] = {c.b.max.x, c.b.max.y, c.b.max.z};
        real d = 0;
        for (int i = 0; i < 3; i++) {
            if (p[i] < lo[i])
                d += (p[i] - lo[i]) * (p[i] - lo[i]);
            else if (p[i] > hi[i])
                d += (p[i] - hi[i]) * (p[i] - hi[i]);
        }
        return d <= c.s.radius * c.s.radius;
    });
    add("test_sphere3_aabb3/naive_call", in.sphere_aabb,
        [](const SphereAabb &c) { return baseline_test_sphere3_aabb3_arvo(&c.s, &c.b); });
    add("test_sphere3_aabb3/naive_abs_call", in.sphere_aabb,
        [](const SphereAabb &c) { return baseline_test_sphere3_aabb3_abs(&c.s, &c.b); });
    add("classify_point3_aabb3/isect", in.sphere_aabb, [](const SphereAabb &c) {
        return 1 - static_cast<int>(isect_classify_point3_aabb3(c.s.center, &c.b));
    });
    add("closest_point3_aabb3/isect", in.sphere_aabb, [](const SphereAabb &c) {
        return isect_closest_point3_aabb3(c.s.center, &c.b).dist_sq <= c.s.radius * c.s.radius;
    });
    add("closest_point3_aabb3/naive_call", in.sphere_aabb, [](const SphereAabb &c) {
        isect_vec3 q;
        return baseline_closest_point3_aabb3(c.s.center, &c.b, &q) <= c.s.radius * c.s.radius;
    });
#ifdef ISECT_BENCH_HAVE_CGLM
    add("test_sphere3_aabb3/cglm", in.cglm_sphere_aabb, [](const CglmSphereAabb &c) {
        CglmSphereAabb x = c; /* cglm takes non-const arrays */
        return glm_aabb_sphere(x.box, x.s);
    });
    add("classify_point3_aabb3/cglm", in.cglm_sphere_aabb, [](const CglmSphereAabb &c) {
        CglmSphereAabb x = c;
        return glm_aabb_point(x.box, x.s);
    });
#endif

    add("test_circle2_aabb2/isect", in.circle_aabb,
        [](const CircleAabb &c) { return isect_test_circle2_aabb2(&c.c, &c.b); });
    add("test_circle2_aabb2/naive_call", in.circle_aabb,
        [](const CircleAabb &c) { return baseline_test_circle2_aabb2_arvo(&c.c, &c.b); });

    add("test_sphere3_obb3/isect", in.sphere_obb,
        [](const SphereObb &c) { return isect_test_sphere3_obb3(&c.s, &c.b); });
    add("test_sphere3_obb3/naive_call", in.sphere_obb,
        [](const SphereObb &c) { return baseline_test_sphere3_obb3(&c.s, &c.b); });
    add("classify_point3_obb3/isect", in.sphere_obb, [](const SphereObb &c) {
        return 1 - static_cast<int>(isect_classify_point3_obb3(c.s.center, &c.b));
    });
    add("classify_point3_obb3/naive_call", in.sphere_obb,
        [](const SphereObb &c) { return baseline_classify_point3_obb3(c.s.center, &c.b); });
    add("closest_point3_obb3/isect", in.sphere_obb, [](const SphereObb &c) {
        return isect_closest_point3_obb3(c.s.center, &c.b).dist_sq <= c.s.radius * c.s.radius;
    });

    add("test_circle2_obb2/isect", in.circle_obb,
        [](const CircleObb &c) { return isect_test_circle2_obb2(&c.c, &c.b); });
    add("test_circle2_obb2/naive_call", in.circle_obb,
        [](const CircleObb &c) { return baseline_test_circle2_obb2(&c.c, &c.b); });
}

} // namespace

int main(int argc, char **argv) {
    return bench_main(argc, argv, register_benchmarks);
}
