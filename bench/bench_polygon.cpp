/* bench_polygon.cpp -- what exact point in polygon costs next to the textbook crossing test.
 *
 * Star-shaped random polygons of 8 and 64 vertices (64 different polygons each, radii in
 * [2, 10] around the origin) and query points uniform in [-10, 10]^2: isect's exact
 * classification (even-odd rule; the nonzero rule costs the same) against W. R. Franklin's
 * pnpoly, inlined ("naive") and as a call into a separate C file ("naive_call",
 * bench/naive_polygon.c). In space the same polygons are rotated into a random plane and
 * the baseline is pnpoly on the dominant-axis projection of Newell's normal. */
#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "common.hpp"
#include "isect/isect.h"
#include "naive_polygon.h"

namespace {

using namespace isect_bench;

constexpr std::uint64_t kSeed = 0x5eed9;
constexpr std::size_t kPolygons = 64;

struct Case2 {
    isect_poly2 poly;
    isect_vec2 p;
};
struct Case3 {
    isect_poly3 poly;
    isect_vec3 p;
};

struct RayCase3 {
    isect_poly3 poly;
    isect_ray3 ray;
};

std::vector<isect_vec2> star(Uniform &u, int n) {
    std::vector<double> angle;
    for (int i = 0; i < n; i++)
        angle.push_back(u.real_in(0, 6.283185307179586));
    std::sort(angle.begin(), angle.end());
    std::vector<isect_vec2> v;
    for (double a : angle) {
        double r = u.real_in(2, 10);
        v.push_back({real(r * std::cos(a)), real(r * std::sin(a))});
    }
    return v;
}

// A random rotation (unit quaternion) applied to (x, y, 0), plus an offset.
struct Rotation {
    double m[3][3];
    explicit Rotation(Uniform &u) {
        double q[4], len = 0;
        for (double &c : q) {
            c = u.real_in(-1, 1);
            len += c * c;
        }
        len = std::sqrt(len);
        double a = q[0] / len, b = q[1] / len, c = q[2] / len, d = q[3] / len;
        double r[3][3] = {
            {a * a + b * b - c * c - d * d, 2 * (b * c - a * d), 2 * (b * d + a * c)},
            {2 * (b * c + a * d), a * a - b * b + c * c - d * d, 2 * (c * d - a * b)},
            {2 * (b * d - a * c), 2 * (c * d + a * b), a * a - b * b - c * c + d * d}};
        for (int i = 0; i < 3; i++)
            for (int j = 0; j < 3; j++)
                m[i][j] = r[i][j];
    }
    isect_vec3 apply(isect_vec2 p) const {
        double x = p.x, y = p.y;
        return {real(m[0][0] * x + m[0][1] * y + 1), real(m[1][0] * x + m[1][1] * y + 2),
                real(m[2][0] * x + m[2][1] * y + 3)};
    }
};

// The polygons of one vertex count, and its sets of cases. The kPolygons polygons (a few KB,
// drawn when Inputs is constructed, from the seed kSeed + n) are shared: each case refers to
// one of them, drawn uniformly. The cases (each set drawn from its own seed, when first
// used): a point uniform in [-10, 10]^2, in the plane and rotated with the polygon into
// space, and a ray through such a point of space, from it plus w (w in [-5, 5]^3) toward -w.
struct Polygons {
    explicit Polygons(int vertices);

    int n;
    std::vector<std::vector<isect_vec2>> shapes2;
    std::vector<std::vector<isect_vec3>> shapes3;
    std::vector<Rotation> rot;
    Cases<Case2> cases2;
    Cases<Case3> cases3;
    Cases<RayCase3> rays3;

  private:
    // How to draw a set of case_count() cases, each draw(u, k) for a polygon k drawn first.
    template <class Case, class Draw> auto cases_of(const char *name, Draw draw) {
        return uniform_set<Case>(kSeed + static_cast<std::uint64_t>(n), name, [draw](Uniform &u) {
            std::size_t k = u.index_below(kPolygons);
            return draw(u, k);
        });
    }
};

Polygons::Polygons(int vertices)
    : n(vertices),
      cases2(cases_of<Case2>("cases2",
                             [this](Uniform &u, std::size_t k) {
                                 return Case2{{shapes2[k].data(), shapes2[k].size()}, point2(u)};
                             })),
      cases3(cases_of<Case3>(
          "cases3",
          [this](Uniform &u, std::size_t k) {
              return Case3{{shapes3[k].data(), shapes3[k].size()}, rot[k].apply(point2(u))};
          })),
      rays3(cases_of<RayCase3>("rays3", [this](Uniform &u, std::size_t k) {
          isect_vec3 x = rot[k].apply(point2(u));
          isect_vec3 w = point3(u, -5, 5);
          return RayCase3{{shapes3[k].data(), shapes3[k].size()},
                          {{x.x + w.x, x.y + w.y, x.z + w.z}, {-w.x, -w.y, -w.z}}};
      })) {
    Uniform u(kSeed + static_cast<std::uint64_t>(n));
    for (std::size_t k = 0; k < kPolygons; k++) {
        shapes2.push_back(star(u, n));
        rot.emplace_back(u);
        std::vector<isect_vec3> s3;
        for (isect_vec2 v : shapes2.back())
            s3.push_back(rot.back().apply(v));
        shapes3.push_back(s3);
    }
}

/* The textbook ray against a planar polygon: the plane of Newell's normal through v[0],
 * t = n . (v0 - o) / n . d, then pnpoly on the hit point (RTCD 5.3.1 and 5.4.1). */
bool naive_ray_poly3(const RayCase3 &c) {
    const isect_vec3 *v = c.poly.v;
    std::size_t n = c.poly.count;
    real nx = 0, ny = 0, nz = 0;
    for (std::size_t i = 0, j = n - 1; i < n; j = i++) {
        nx += (v[j].y - v[i].y) * (v[j].z + v[i].z);
        ny += (v[j].z - v[i].z) * (v[j].x + v[i].x);
        nz += (v[j].x - v[i].x) * (v[j].y + v[i].y);
    }
    const isect_vec3 &o = c.ray.origin, &d = c.ray.dir;
    real nd = nx * d.x + ny * d.y + nz * d.z;
    if (nd == 0)
        return false;
    real t = (nx * (v[0].x - o.x) + ny * (v[0].y - o.y) + nz * (v[0].z - o.z)) / nd;
    if (t < 0)
        return false;
    isect_vec3 x = {o.x + t * d.x, o.y + t * d.y, o.z + t * d.z};
    return baseline_pnpoly3(x, &c.poly);
}

bool pnpoly_inline(isect_vec2 p, const isect_poly2 &poly) {
    const isect_vec2 *v = poly.v;
    std::size_t n = poly.count;
    bool c = false;
    for (std::size_t i = 0, j = n - 1; i < n; j = i++)
        if (((v[i].y > p.y) != (v[j].y > p.y)) &&
            (p.x < (v[j].x - v[i].x) * (p.y - v[i].y) / (v[j].y - v[i].y) + v[i].x))
            c = !c;
    return c;
}

void register_polygons(Polygons &in) {
    const int n = in.n;
    std::string q2 = "classify_point2_poly2_" + std::to_string(n) + "v";
    add(q2 + "/isect", in.cases2, [](const Case2 &c) {
        return isect_classify_point2_poly2(c.p, &c.poly, ISECT_FILL_EVEN_ODD) != ISECT_OUTSIDE;
    });
    add(q2 + "/naive", in.cases2, [](const Case2 &c) { return pnpoly_inline(c.p, c.poly); });
    add(q2 + "/naive_call", in.cases2,
        [](const Case2 &c) { return baseline_pnpoly2(c.p, &c.poly); });
    std::string q3 = "classify_point3_poly3_" + std::to_string(n) + "v";
    add(q3 + "/isect", in.cases3, [](const Case3 &c) {
        return isect_classify_point3_poly3(c.p, &c.poly, ISECT_FILL_EVEN_ODD) != ISECT_OUTSIDE;
    });
    add(q3 + "/naive_call", in.cases3,
        [](const Case3 &c) { return baseline_pnpoly3(c.p, &c.poly); });
    std::string r3 = "test_ray3_poly3_" + std::to_string(n) + "v";
    add(r3 + "/isect", in.rays3, [](const RayCase3 &c) {
        return isect_test_ray3_poly3(&c.ray, &c.poly, ISECT_FILL_EVEN_ODD);
    });
    add(r3 + "/naive", in.rays3, [](const RayCase3 &c) { return naive_ray_poly3(c); });
}

struct Inputs {
    Polygons v8{8}, v64{64};
};

void register_benchmarks(Inputs &in) {
    register_polygons(in.v8);
    register_polygons(in.v64);
}

} // namespace

int main(int argc, char **argv) {
    return bench_main(argc, argv, register_benchmarks);
}
