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
#include "peer_ode.hpp"

namespace {

using namespace isect_bench;

constexpr std::uint64_t kSeed = 0xb0c5;

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

/* The textbook contact of a ball (c, r) and a box in its frame (RTCD 5.1.3 / 5.1.4): w the
 * centre's frame coordinates, h the half extents, axes the frame's unit axes (rows).
 * Outside: the clamp q, normal (q - c) / |q - c|, depth r - |q - c|. Inside: the face of
 * least h_i - |w_i|, its inward normal, depth r + h_i - |w_i|. Point midway between the
 * surfaces; hit read off the rounded depth; no ties, no scaling. */
isect_contact_result3 naive_ball_box_contact(const real *c, real r, const real *w, const real *h,
                                             const real (*axes)[3]) {
    real ex[3], d2 = 0;
    for (int i = 0; i < 3; i++) {
        real q = w[i] < -h[i] ? -h[i] : (w[i] > h[i] ? h[i] : w[i]);
        ex[i] = w[i] - q;
        d2 += ex[i] * ex[i];
    }
    isect_contact_result3 out;
    out.flags = 0;
    real n[3] = {0, 0, 0}, depth, shift;
    if (d2 > 0) {
        real d = std::sqrt(d2), inv = 1 / d;
        for (int j = 0; j < 3; j++)
            for (int i = 0; i < 3; i++)
                n[j] -= ex[i] * inv * axes[i][j];
        depth = r - d;
        shift = r - depth / 2; /* the point: c + (r - depth / 2) n */
    } else {
        int k = 0;
        real best = h[0] - std::fabs(w[0]);
        for (int i = 1; i < 3; i++)
            if (h[i] - std::fabs(w[i]) < best) {
                best = h[i] - std::fabs(w[i]);
                k = i;
            }
        real f = w[k] > 0 ? -1 : 1;
        for (int j = 0; j < 3; j++)
            n[j] = f * axes[k][j];
        depth = r + best;
        shift = (r - best) / 2;
    }
    out.depth = depth;
    out.hit = depth >= 0;
    out.normal = {n[0], n[1], n[2]};
    out.point = {c[0] + shift * n[0], c[1] + shift * n[1], c[2] + shift * n[2]};
    return out;
}

isect_contact_result3 naive_contact_aabb(const SphereAabb &x) {
    static const real axes[3][3] = {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}};
    const real c[3] = {x.s.center.x, x.s.center.y, x.s.center.z};
    const real lo[3] = {x.b.min.x, x.b.min.y, x.b.min.z}, hi[3] = {x.b.max.x, x.b.max.y, x.b.max.z};
    real w[3], h[3];
    for (int i = 0; i < 3; i++) {
        h[i] = (hi[i] - lo[i]) / 2;
        w[i] = c[i] - (lo[i] + hi[i]) / 2;
    }
    return naive_ball_box_contact(c, x.s.radius, w, h, axes);
}

isect_contact_result3 naive_contact_obb(const SphereObb &x) {
    const real c[3] = {x.s.center.x, x.s.center.y, x.s.center.z};
    const real o[3] = {x.b.center.x, x.b.center.y, x.b.center.z};
    const real h[3] = {x.b.half.x, x.b.half.y, x.b.half.z};
    real axes[3][3], w[3];
    for (int i = 0; i < 3; i++) {
        axes[i][0] = x.b.axis[i].x, axes[i][1] = x.b.axis[i].y, axes[i][2] = x.b.axis[i].z;
        w[i] = (c[0] - o[0]) * axes[i][0] + (c[1] - o[1]) * axes[i][1] + (c[2] - o[2]) * axes[i][2];
    }
    return naive_ball_box_contact(c, x.s.radius, w, h, axes);
}

#ifdef ISECT_BENCH_HAVE_ODE
struct OdeBallBox {
    OdeGeom ball, box;
};

OdeGeom ode_ball(const isect_sphere3 &s) {
    static const bool ready = dInitODE2(0) != 0;
    (void)ready;
    OdeGeom g(dCreateSphere(nullptr, s.radius));
    dGeomSetPosition(g.get(), s.center.x, s.center.y, s.center.z);
    return g;
}

/* ODE's sphere-box collider: contact position, normal and depth (no contact when apart). */
struct OdeContact {
    bool hit;
    dContactGeom contact;
};

OdeContact ode_contact(const OdeBallBox &x) {
    OdeContact out;
    out.hit = dCollide(x.ball.get(), x.box.get(), 1, &out.contact, sizeof out.contact) > 0;
    return out;
}
#endif

struct Inputs {
    Cases<SphereAabb> sphere_aabb{uniform_set<SphereAabb>(kSeed, "sphere_aabb", [](Uniform &u) {
        return SphereAabb{{point3(u, -8, 14), real(u.real_in(0, 6))}, random_aabb3(u)};
    })};
#ifdef ISECT_BENCH_HAVE_CGLM
    Cases<CglmSphereAabb> cglm_sphere_aabb{sphere_aabb, cglm_of};
#endif
    Cases<CircleAabb> circle_aabb{uniform_set<CircleAabb>(kSeed, "circle_aabb", [](Uniform &u) {
        return CircleAabb{{point2(u, -15, 15), real(u.real_in(0, 6))}, random_aabb2(u)};
    })};
    Cases<SphereObb> sphere_obb{uniform_set<SphereObb>(kSeed, "sphere_obb", [](Uniform &u) {
        return SphereObb{{point3(u, -14, 14), real(u.real_in(0, 6))}, obb3(u)};
    })};
    Cases<CircleObb> circle_obb{uniform_set<CircleObb>(kSeed, "circle_obb", [](Uniform &u) {
        return CircleObb{{point2(u, -15, 15), real(u.real_in(0, 6))}, obb2(u)};
    })};
    /* the contacts' sets: centres around the box (about half the balls touch it, a fifth of
     * the centres lie in it) */
    Cases<SphereAabb> contact_aabb{uniform_set<SphereAabb>(kSeed, "contact_aabb", [](Uniform &u) {
        isect_aabb3 b = random_aabb3(u);
        isect_vec3 c = {real(u.real_in(b.min.x - 3, b.max.x + 3)),
                        real(u.real_in(b.min.y - 3, b.max.y + 3)),
                        real(u.real_in(b.min.z - 3, b.max.z + 3))};
        return SphereAabb{{c, real(u.real_in(0, 3))}, b};
    })};
    Cases<SphereObb> contact_obb{uniform_set<SphereObb>(kSeed, "contact_obb", [](Uniform &u) {
        isect_obb3 b = obb3(u);
        isect_vec3 c = point3(u, -6, 6);
        c = {b.center.x + c.x, b.center.y + c.y, b.center.z + c.z};
        return SphereObb{{c, real(u.real_in(0, 3))}, b};
    })};
#ifdef ISECT_BENCH_HAVE_ODE
    Cases<OdeBallBox> ode_contact_aabb{contact_aabb, [](const SphereAabb &c) {
                                           return OdeBallBox{ode_ball(c.s), ode_box(c.b)};
                                       }};
    Cases<OdeBallBox> ode_contact_obb{contact_obb, [](const SphereObb &c) {
                                          return OdeBallBox{ode_ball(c.s), ode_box(c.b)};
                                      }};
#endif
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

    /* the ball-box contacts: isect's finds, the textbook's (clamp or nearest face, above)
     * and ODE's sphere-box collider (which reports no contact when apart) */
    add("find_sphere3_aabb3/isect", in.contact_aabb,
        [](const SphereAabb &c) { return isect_find_sphere3_aabb3(&c.s, &c.b); });
    add("find_sphere3_aabb3/naive", in.contact_aabb, naive_contact_aabb);
#ifdef ISECT_BENCH_HAVE_ODE
    add("find_sphere3_aabb3/ode", in.ode_contact_aabb, ode_contact);
#endif
    add("find_sphere3_obb3/isect", in.contact_obb,
        [](const SphereObb &c) { return isect_find_sphere3_obb3(&c.s, &c.b); });
    add("find_sphere3_obb3/naive", in.contact_obb, naive_contact_obb);
#ifdef ISECT_BENCH_HAVE_ODE
    add("find_sphere3_obb3/ode", in.ode_contact_obb, ode_contact);
#endif
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
