/* bench_locate.cpp -- what exact point location costs next to the textbook tests, inlined.
 *
 * Cases: triangles with vertices uniform in [-10, 10]^2 (in space [-10, 10]^3), the point
 * a combination of the vertices with weights uniform in [-0.3, 1] normalised to sum 1
 * (inside about half the time; in space plus an offset in [-2, 2] on each axis, off the
 * plane); tetrahedra likewise; hulls: 64 polytopes of 8 planes (unit normals, at distances
 * 1 to 5 from a centre in [-5, 5]^3), the point within 6 of the centre.
 * The textbook rows ("naive"), in isect_real:
 * - triangle in the plane: RTCD 5.4.2's same-side test, the signs of the three 2D cross
 *   products (b - a) x (p - a) (either orientation: all >= 0 or all <= 0);
 * - triangle in space and the barycentric rows: RTCD 3.4's Barycentric (dot products d00,
 *   d01, d11, d20, d21 and Cramer's rule: the coordinates of p's projection), inside when
 *   v >= 0, w >= 0 and v + w <= 1 (RTCD 5.4.2's first PointInTriangle);
 * - tetrahedron: four orient3d determinants in floating point against the tetrahedron's
 *   own (RTCD 5.4.3's same side of every face plane);
 * - hull: the plane loop of RTCD 5.4.3, dot(n, p) - d > 0 for some plane: outside. */
#include <cmath>
#include <string>
#include <vector>

#include "common.hpp"
#include "isect/isect.h"

namespace {

using namespace isect_bench;

constexpr std::uint64_t kSeed = 0x10c47e;
constexpr std::size_t kHulls = 64;
constexpr int kPlanes = 8;

struct Tri2Case {
    isect_tri2 t;
    isect_vec2 p;
};
struct Tri3Case {
    isect_tri3 t;
    isect_vec3 p;
};
struct TetCase {
    isect_tet3 t;
    isect_vec3 p;
};
struct HullCase {
    const isect_plane3 *planes;
    isect_vec3 p;
};

// Weights in [-0.3, 1] normalised to sum 1 (redrawn while the sum is below 0.25).
template <int N> void weights(Uniform &u, double *w) {
    double sum;
    do {
        sum = 0;
        for (int k = 0; k < N; k++)
            sum += w[k] = u.real_in(-0.3, 1);
    } while (sum < 0.25);
    for (int k = 0; k < N; k++)
        w[k] /= sum;
}

Tri2Case draw_tri2(Uniform &u) {
    Tri2Case c;
    double w[3], x = 0, y = 0;
    for (auto &v : c.t.v)
        v = point2(u);
    weights<3>(u, w);
    for (int k = 0; k < 3; k++) {
        x += w[k] * c.t.v[k].x;
        y += w[k] * c.t.v[k].y;
    }
    c.p = {real(x), real(y)};
    return c;
}

Tri3Case draw_tri3(Uniform &u) {
    Tri3Case c;
    double w[3], x[3] = {0, 0, 0};
    for (auto &v : c.t.v)
        v = point3(u);
    weights<3>(u, w);
    for (int k = 0; k < 3; k++) {
        x[0] += w[k] * c.t.v[k].x;
        x[1] += w[k] * c.t.v[k].y;
        x[2] += w[k] * c.t.v[k].z;
    }
    c.p = {real(x[0] + u.real_in(-2, 2)), real(x[1] + u.real_in(-2, 2)),
           real(x[2] + u.real_in(-2, 2))};
    return c;
}

TetCase draw_tet(Uniform &u) {
    TetCase c;
    double w[4], x[3] = {0, 0, 0};
    for (auto &v : c.t.v)
        v = point3(u);
    weights<4>(u, w);
    for (int k = 0; k < 4; k++) {
        x[0] += w[k] * c.t.v[k].x;
        x[1] += w[k] * c.t.v[k].y;
        x[2] += w[k] * c.t.v[k].z;
    }
    c.p = {real(x[0]), real(x[1]), real(x[2])};
    return c;
}

/* ---- The textbook routines ---------------------------------------------------------- */

bool naive_tri2(const Tri2Case &c) {
    const isect_vec2 &a = c.t.v[0], &b = c.t.v[1], &d = c.t.v[2], &p = c.p;
    real s0 = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x);
    real s1 = (d.x - b.x) * (p.y - b.y) - (d.y - b.y) * (p.x - b.x);
    real s2 = (a.x - d.x) * (p.y - d.y) - (a.y - d.y) * (p.x - d.x);
    bool neg = (s0 < 0) | (s1 < 0) | (s2 < 0), pos = (s0 > 0) | (s1 > 0) | (s2 > 0);
    return !(neg && pos);
}

// RTCD 3.4 Barycentric (the dot-product form; it projects p onto the plane).
struct Bary {
    real u, v, w;
};
template <class V> real dot(const V &a, const V &b);
template <> real dot(const isect_vec2 &a, const isect_vec2 &b) {
    return a.x * b.x + a.y * b.y;
}
template <> real dot(const isect_vec3 &a, const isect_vec3 &b) {
    return a.x * b.x + a.y * b.y + a.z * b.z;
}
isect_vec2 sub(isect_vec2 a, isect_vec2 b) {
    return {a.x - b.x, a.y - b.y};
}
isect_vec3 sub(isect_vec3 a, isect_vec3 b) {
    return {a.x - b.x, a.y - b.y, a.z - b.z};
}
template <class V> Bary barycentric(const V &a, const V &b, const V &c, const V &p) {
    V v0 = sub(b, a), v1 = sub(c, a), v2 = sub(p, a);
    real d00 = dot(v0, v0), d01 = dot(v0, v1), d11 = dot(v1, v1);
    real d20 = dot(v2, v0), d21 = dot(v2, v1);
    real denom = d00 * d11 - d01 * d01;
    real v = (d11 * d20 - d01 * d21) / denom;
    real w = (d00 * d21 - d01 * d20) / denom;
    return {1 - v - w, v, w};
}

bool naive_tri3(const Tri3Case &c) {
    Bary b = barycentric(c.t.v[0], c.t.v[1], c.t.v[2], c.p);
    return b.v >= 0 && b.w >= 0 && b.v + b.w <= 1;
}

real orient3(const isect_vec3 &a, const isect_vec3 &b, const isect_vec3 &c, const isect_vec3 &d) {
    isect_vec3 u = sub(b, a), v = sub(c, a), w = sub(d, a);
    return (u.y * v.z - u.z * v.y) * w.x + (u.z * v.x - u.x * v.z) * w.y +
           (u.x * v.y - u.y * v.x) * w.z;
}

bool naive_tet(const TetCase &c) {
    const isect_vec3 *v = c.t.v;
    real o = orient3(v[0], v[1], v[2], v[3]);
    real s0 = orient3(c.p, v[1], v[2], v[3]), s1 = orient3(v[0], c.p, v[2], v[3]);
    real s2 = orient3(v[0], v[1], c.p, v[3]), s3 = orient3(v[0], v[1], v[2], c.p);
    if (o < 0)
        return s0 <= 0 && s1 <= 0 && s2 <= 0 && s3 <= 0;
    return s0 >= 0 && s1 >= 0 && s2 >= 0 && s3 >= 0;
}

bool naive_hull(const HullCase &c) {
    for (int j = 0; j < kPlanes; j++) {
        const isect_plane3 &pl = c.planes[j];
        if (dot(pl.normal, c.p) - pl.offset > 0)
            return false;
    }
    return true;
}

/* ---- Sets ---------------------------------------------------------------------------- */

struct Inputs {
    Inputs();
    std::vector<isect_plane3> planes; // kHulls hulls of kPlanes planes
    std::vector<isect_vec3> centres;
    Cases<Tri2Case> tri2{uniform_set<Tri2Case>(kSeed, "tri2", draw_tri2)};
    Cases<Tri3Case> tri3{uniform_set<Tri3Case>(kSeed, "tri3", draw_tri3)};
    Cases<TetCase> tet{uniform_set<TetCase>(kSeed, "tet", draw_tet)};
    Cases<HullCase> hull;
};

Inputs::Inputs()
    : hull(uniform_set<HullCase>(kSeed, "hull", [this](Uniform &u) {
          std::size_t k = u.index_below(kHulls);
          isect_vec3 c = centres[k], d = point3(u, -6, 6);
          return HullCase{&planes[k * kPlanes], {c.x + d.x, c.y + d.y, c.z + d.z}};
      })) {
    Uniform u(kSeed);
    for (std::size_t k = 0; k < kHulls; k++) {
        isect_vec3 c = point3(u, -5, 5);
        centres.push_back(c);
        for (int j = 0; j < kPlanes; j++) {
            isect_vec3 n = random_unit_dir3(u);
            planes.push_back({n, real(dot(n, c) + u.real_in(1, 5))});
        }
    }
}

void register_benchmarks(Inputs &in) {
    add("classify_point2_tri2/isect", in.tri2,
        [](const Tri2Case &c) { return isect_classify_point2_tri2(c.p, &c.t) != ISECT_OUTSIDE; });
    add("classify_point2_tri2/naive", in.tri2, [](const Tri2Case &c) { return naive_tri2(c); });
    add("barycentric_point2_tri2/isect", in.tri2, [](const Tri2Case &c) {
        isect_barycentric_result r = isect_barycentric_point2_tri2(c.p, &c.t);
        return r.bary[1] >= 0 && r.bary[2] >= 0 && r.bary[0] >= 0;
    });
    add("barycentric_point2_tri2/naive", in.tri2, [](const Tri2Case &c) {
        Bary b = barycentric(c.t.v[0], c.t.v[1], c.t.v[2], c.p);
        return b.u >= 0 && b.v >= 0 && b.w >= 0;
    });
    add("classify_point3_tri3/isect", in.tri3,
        [](const Tri3Case &c) { return isect_classify_point3_tri3(c.p, &c.t) != ISECT_OUTSIDE; });
    add("classify_point3_tri3/naive", in.tri3, [](const Tri3Case &c) { return naive_tri3(c); });
    add("barycentric_point3_tri3/isect", in.tri3, [](const Tri3Case &c) {
        isect_barycentric_result r = isect_barycentric_point3_tri3(c.p, &c.t);
        return r.bary[1] >= 0 && r.bary[2] >= 0 && r.bary[0] >= 0;
    });
    add("barycentric_point3_tri3/naive", in.tri3, [](const Tri3Case &c) {
        Bary b = barycentric(c.t.v[0], c.t.v[1], c.t.v[2], c.p);
        return b.u >= 0 && b.v >= 0 && b.w >= 0;
    });
    add("classify_point3_tet3/isect", in.tet,
        [](const TetCase &c) { return isect_classify_point3_tet3(c.p, &c.t) != ISECT_OUTSIDE; });
    add("classify_point3_tet3/naive", in.tet, [](const TetCase &c) { return naive_tet(c); });
    add("classify_point3_hull3/isect", in.hull, [](const HullCase &c) {
        isect_hull3 h = {nullptr, 0, c.planes, kPlanes};
        return isect_classify_point3_hull3(c.p, &h) != ISECT_OUTSIDE;
    });
    add("classify_point3_hull3/naive", in.hull, [](const HullCase &c) { return naive_hull(c); });
}

} // namespace

int main(int argc, char **argv) {
    return bench_main(argc, argv, register_benchmarks);
}
