/* bench/common.hpp -- what every isect benchmark program shares, so that each states only
 * its cases and its rows: a reproducible uniform generator and the shared ways of drawing
 * cases, sets of cases built when first used, the measuring loop (one query per iteration,
 * visiting a set of cases in a random order), the peer libraries' headers, and the
 * program's main (bench_main).
 *
 * Why 10^6 distinct cases. Every row measures its query on kCaseCount = 10^6 distinct
 * cases visited in a random order. A small set repeated lets the branch predictor learn the
 * code's branches (its history of recent outcomes can tell which of a few thousand cases a
 * query is on, and so foretell the rest), so that every data-dependent branch looks free,
 * which it never is on real data: the RTCD ray-sphere test took 2.8 ns/query cycling
 * through 4096 cases, 9.7 ns through 65536. The textbook routines and the peers (GJK
 * loops, Voronoi-region cascades) branch on the data far more than isect does, so a small
 * set flatters them most. Among 10^6 cases no history tells the case.
 *
 * The order. Every set lies in memory in random order: its cases are independent draws,
 * or a selection of draws shuffled (half_hit_cases, quota_cases), and a peer's copy keeps
 * its source's order. So the loop visits a set in the order it lies in memory: a random
 * order of the cases, which memory streams to the loop. (Visiting them at random addresses
 * instead, each query would wait for its case from memory, 100 ns and more in a virtual
 * machine: orient2d took 15 ns instead of 3, and the peers' heap objects, reached through
 * pointers, cost ODE's capsule test 400 ns instead of 90.) Every row of a set sees the
 * cases in the same order.
 *
 * Why lazy. 10^6 cases of 16 to 400 bytes make 16 to 400 MB per set, and a peer's copy of a
 * set (Bullet shapes, FCL objects: heap objects per case) up to about 2 GB. A program has
 * up to a hundred sets; building them all up front, as this harness did with its 1024 cases
 * per set, would need tens of GB. So a set (Cases<Case>) is built when the first row using
 * it runs, and freed when a row using another set starts: Google Benchmark runs the rows
 * one at a time, in registration order, and a program registers the rows of a set
 * together, so each set is built once. A peer's copy of a set is a set of its own, built
 * from its source (Cases' second constructor): while the copy is in use its source stays,
 * so that the next peer's copy can be built from it. The memory bound: at most one set of
 * cases and one copy built from it are in memory at a time (plus the 4 MB visiting order),
 * whatever the number of rows: 2 GB at most (the closest-point program's largest peer copy).
 * A set needed again after another one (its rows registered apart, or Google Benchmark's
 * --benchmark_enable_random_interleaving) is drawn again: the same cases, drawn twice.
 *
 * Reproducible: every set draws its cases from a Uniform of its own, seeded from the
 * program's (or its family's) seed and the set's name (set_seed), so a set's cases do not
 * depend on which other sets were built before it, or whether they were (a filter runs some
 * rows only).
 *
 * Time. Building a set (and a peer's copy) is not timed, nor is the hit share ("hit_pct":
 * one pass over all the cases, made by the row's first run). The timed loop visits as many
 * cases as fit in the row's minimum time; a slow row may not visit all 10^6, but visits
 * none twice before it has visited all. ISECT_BENCH_CASES=N in the environment sets another
 * number of cases: N = 1024 is the former small-set mode (quick to draw, but with the
 * predictor's help), visited in random permutations, at least 65536 visits in all
 * (visit_order). The number goes in every report (the context's "cases_per_benchmark").
 *
 * A program (bench_<family>.cpp, added by isect_add_bench in bench/CMakeLists.txt) is: its
 * case types; an Inputs struct of its sets (members Cases<Case>, each given how to draw it,
 * in random order: constructing Inputs draws nothing); void register_benchmarks(Inputs &)
 * adding one row ("query/implementation") per add(), a set's rows together; and main,
 * which returns bench_main(argc, argv, register_benchmarks). */
#ifndef ISECT_BENCH_COMMON_HPP
#define ISECT_BENCH_COMMON_HPP

#include <benchmark/benchmark.h>

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <memory>
#include <random>
#include <string>
#include <utility>
#include <vector>

#ifdef __GLIBC__
#include <malloc.h>
#endif

#include "isect/isect.h"

// The peer libraries, where CMake found them (bench/CMakeLists.txt): GLM in isect_real's
// precision, cglm in float.
#ifdef ISECT_BENCH_HAVE_GLM
#define GLM_ENABLE_EXPERIMENTAL
#include <glm/glm.hpp>
#include <glm/gtx/closest_point.hpp>
#include <glm/gtx/intersect.hpp>
#endif
#ifdef ISECT_BENCH_HAVE_CGLM
#include <cglm/cglm.h>
#endif

namespace isect_bench {

using real = isect_real;

// Distinct cases per row (see the header comment), unless ISECT_BENCH_CASES says otherwise.
constexpr std::size_t kCaseCount = 1000000;

// The number of cases of every set: ISECT_BENCH_CASES (a positive integer below 2^32)
// when set, else kCaseCount.
inline std::size_t case_count() {
    static const std::size_t count = [] {
        const char *text = std::getenv("ISECT_BENCH_CASES");
        if (text == nullptr || *text == '\0')
            return kCaseCount;
        char *end = nullptr;
        unsigned long long n = std::strtoull(text, &end, 10);
        if (*end != '\0' || n == 0 || n > 0xffffffffull) {
            std::fprintf(stderr, "ISECT_BENCH_CASES=%s: want a positive integer below 2^32\n",
                         text);
            std::exit(2);
        }
        return static_cast<std::size_t>(n);
    }();
    return count;
}

// Uniform numbers from mt19937_64's raw output, whose sequence the C++ standard fixes,
// so every standard library produces the same inputs.
class Uniform {
  public:
    explicit Uniform(std::uint64_t seed) : engine_(seed) {
    }

    double real_in(double lo, double hi) {
        double unit = static_cast<double>(engine_() >> 11) * 0x1p-53; // [0, 1)
        return lo + (hi - lo) * unit;
    }

    int int_in(int lo, int hi) {
        return lo + static_cast<int>(engine_() % static_cast<std::uint64_t>(hi - lo + 1));
    }

    // An index uniform in [0, n), n > 0.
    std::size_t index_below(std::size_t n) {
        return static_cast<std::size_t>(engine_() % static_cast<std::uint64_t>(n));
    }

  private:
    std::mt19937_64 engine_;
};

// The seed of a set: the program's seed (or its family's) and the set's name, mixed
// (FNV-1a over the name, from the seed), so that every set has a fixed seed of its own.
inline std::uint64_t set_seed(std::uint64_t seed, const char *name) {
    std::uint64_t h = 0xcbf29ce484222325ull ^ seed;
    for (const char *c = name; *c != '\0'; c++)
        h = (h ^ static_cast<unsigned char>(*c)) * 0x100000001b3ull;
    return h;
}

/* ---- Sets of cases, built when first used ---------------------------------------- */

// What Cases<Case> has whatever its Case: its place among the sets in memory. At most
// one chain of sets is in memory: a set and the sets it is built from (its source, and
// theirs). Making a set resident frees every other one.
class Resident {
  public:
    Resident(const Resident &) = delete;
    Resident &operator=(const Resident &) = delete;

  protected:
    explicit Resident(const Resident *source) : source_(source) {
    }
    ~Resident() = default;

    // Frees every resident set but this one and those it is built from.
    void free_others() {
        std::vector<Resident *> &in_memory = residents();
        std::vector<Resident *> kept;
        bool freed = false;
        for (Resident *set : in_memory) {
            if (builds(set)) {
                kept.push_back(set);
            } else {
                set->release();
                freed = true;
            }
        }
        in_memory = kept;
#ifdef __GLIBC__
        if (freed) // glibc keeps freed small blocks (a peer's heap objects) otherwise
            malloc_trim(0);
#else
        (void)freed;
#endif
    }

    void now_resident() {
        residents().push_back(this);
    }

  private:
    virtual void release() = 0;

    // set is this one or one this one is built from.
    bool builds(const Resident *set) const {
        for (const Resident *s = this; s != nullptr; s = s->source_)
            if (s == set)
                return true;
        return false;
    }

    static std::vector<Resident *> &residents() {
        static std::vector<Resident *> sets;
        return sets;
    }

    const Resident *source_;
};

// A set of cases (or a peer's copy of one), built by build() when get() first needs it,
// freed when another set is made resident (see Resident).
template <class Case> class Cases final : public Resident {
  public:
    using Build = std::function<std::vector<Case>()>;

    // A set drawn by build() (see drawn()).
    explicit Cases(Build build) : Resident(nullptr), build_(std::move(build)) {
    }

    // A peer's copy of source: convert(c) for each case c of source, in order (so that a row
    // over the copy visits the same cases as a row over the source), built from source when
    // first used.
    template <class Source, class Convert>
    Cases(Cases<Source> &source, Convert convert)
        : Resident(&source), build_([&source, convert] {
              const std::vector<Source> &in = source.get();
              std::vector<Case> out;
              out.reserve(in.size());
              for (const Source &c : in)
                  out.push_back(convert(c));
              return out;
          }) {
    }

    const std::vector<Case> &get() {
        free_others();
        if (!built_) {
            cases_ = build_();
            built_ = true;
            now_resident();
        }
        return cases_;
    }

  private:
    void release() override {
        std::vector<Case>().swap(cases_);
        built_ = false;
    }

    Build build_;
    std::vector<Case> cases_;
    bool built_ = false;
};

// How to draw a set (for Cases' constructor): build(u), u seeded with set_seed(seed, name)
// (name a string literal: it is kept).
template <class Draw> auto drawn(std::uint64_t seed, const char *name, Draw build) {
    return [seed, name, build] {
        Uniform u(set_seed(seed, name));
        return build(u);
    };
}

/* ---- The measuring loop ---------------------------------------------------------- */

inline bool is_hit(bool hit) {
    return hit;
}

// Signs and locations count as hits when they are <= 0 / inside or on the boundary.
inline bool is_hit(int sign) {
    return sign <= 0;
}

template <class Result> bool is_hit(const Result &result) {
    return result.hit;
}

// The order in which the timed loop visits the cases of every set: at least kMinVisitCount
// visits, each case visited equally often, read sequentially (32-bit indices).
// - Sets of kMinVisitCount cases or more (10^6 by default): the order the cases lie in
//   memory. Every set lies in random order (independent draws, or a selection shuffled), so
//   this is a random order of the cases, which memory streams to the loop. (A random order
//   of addresses costs every query a wait for memory, more than the cheap queries' own
//   cost: orient2d took 15 ns instead of 3.)
// - Smaller sets (ISECT_BENCH_CASES): random permutations of the cases, one after another,
//   so that no short sequence of outcomes repeats; such a set stays in cache.
constexpr std::size_t kMinVisitCount = 65536;

inline const std::vector<std::uint32_t> &visit_order() {
    static const std::vector<std::uint32_t> order = [] {
        const std::size_t n = case_count();
        const std::size_t rounds = (kMinVisitCount + n - 1) / n;
        Uniform u(0x5eed0dde);
        std::vector<std::uint32_t> out;
        out.reserve(rounds * n);
        for (std::size_t r = 0; r < rounds; r++) {
            std::size_t first = out.size();
            for (std::size_t i = 0; i < n; i++)
                out.push_back(static_cast<std::uint32_t>(i));
            for (std::size_t i = n; rounds > 1 && i > 1; i--) // Fisher-Yates
                std::swap(out[first + i - 1], out[first + u.index_below(i)]);
        }
        return out;
    }();
    return order;
}

// One query per iteration, visiting the cases in visit_order(). The hit share ("hit_pct")
// is one pass over all cases, untimed, made by the row's first run and kept in *hit_pct
// for the next ones (repetitions, and Google Benchmark's runs that size the iteration
// count).
template <class Case, class Query>
void measure(benchmark::State &state, const std::vector<Case> &cases, Query query,
             double *hit_pct) {
    const std::vector<std::uint32_t> &order = visit_order();
    const std::uint32_t *visit = order.data();
    const std::size_t visits = order.size();
    std::size_t i = 0;
    for (auto _ : state) {
        auto result = query(cases[visit[i]]);
        benchmark::DoNotOptimize(result);
        if (++i == visits)
            i = 0;
    }
    state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()));
    if (*hit_pct < 0) {
        std::size_t hits = 0;
        for (const Case &c : cases)
            hits += is_hit(query(c));
        *hit_pct = 100.0 * static_cast<double>(hits) / static_cast<double>(cases.size());
    }
    state.counters["hit_pct"] = *hit_pct;
}

// A row: query over the cases of set (built, if need be, before the row's first run).
template <class Case, class Query>
void add(const std::string &name, Cases<Case> &set, Query query) {
    auto hit_pct = std::make_shared<double>(-1);
    benchmark::RegisterBenchmark(name.c_str(), [&set, query, hit_pct](benchmark::State &state) {
        measure(state, set.get(), query, hit_pct.get());
    });
}

/* ---- Shared input helpers --------------------------------------------------------- */

// A point with every coordinate uniform in [lo, hi), drawn in the order x, y (, z);
// positions are in [-10, 10] unless a program says otherwise.
inline isect_vec2 point2(Uniform &u, double lo = -10, double hi = 10) {
    return {real(u.real_in(lo, hi)), real(u.real_in(lo, hi))};
}

inline isect_vec3 point3(Uniform &u, double lo = -10, double hi = 10) {
    return {real(u.real_in(lo, hi)), real(u.real_in(lo, hi)), real(u.real_in(lo, hi))};
}

// An axis-aligned box: its min corner a point3 (in [-10, 10)), each extent in [0, 8).
inline isect_aabb3 random_aabb3(Uniform &u) {
    isect_vec3 lo = point3(u);
    return {
        lo,
        {real(lo.x + u.real_in(0, 8)), real(lo.y + u.real_in(0, 8)), real(lo.z + u.real_in(0, 8))}};
}

inline isect_aabb2 random_aabb2(Uniform &u) {
    isect_vec2 lo = point2(u);
    return {lo, {real(lo.x + u.real_in(0, 8)), real(lo.y + u.real_in(0, 8))}};
}

// case_count() cases, each drawn by draw(u) in turn (no selection: see half_hit_cases).
template <class Case, class Draw> std::vector<Case> draw_cases(Uniform &u, Draw draw) {
    std::vector<Case> out;
    out.reserve(case_count());
    for (std::size_t i = 0; i < case_count(); i++)
        out.push_back(draw(u));
    return out;
}

// Components in [-1, 1], then normalised (GLM requires a unit direction).
inline isect_vec3 random_unit_dir3(Uniform &u) {
    for (;;) {
        double x = u.real_in(-1, 1), y = u.real_in(-1, 1), z = u.real_in(-1, 1);
        double len = std::sqrt(x * x + y * y + z * z);
        if (len >= 0.01)
            return {isect_real(x / len), isect_real(y / len), isect_real(z / len)};
    }
}

// The same in the plane.
inline isect_vec2 random_unit_dir2(Uniform &u) {
    for (;;) {
        double x = u.real_in(-1, 1), y = u.real_in(-1, 1);
        double len = std::sqrt(x * x + y * y);
        if (len >= 0.01)
            return {isect_real(x / len), isect_real(y / len)};
    }
}

// A uniformly random rotation, as the matrix m (rows and columns orthonormal up to
// rounding) of a random unit quaternion (a point of the 4-ball, rejected near 0,
// normalised).
inline void random_rotation(Uniform &u, double m[3][3]) {
    double q[4], n;
    do {
        n = 0;
        for (double &x : q) {
            x = u.real_in(-1, 1);
            n += x * x;
        }
    } while (n < 0.01 || n > 1);
    n = std::sqrt(n);
    double a = q[0] / n, b = q[1] / n, c = q[2] / n, d = q[3] / n;
    double r[3][3] = {{a * a + b * b - c * c - d * d, 2 * (b * c - a * d), 2 * (b * d + a * c)},
                      {2 * (b * c + a * d), a * a - b * b + c * c - d * d, 2 * (c * d - a * b)},
                      {2 * (b * d - a * c), 2 * (c * d + a * b), a * a - b * b - c * c + d * d}};
    for (int i = 0; i < 3; i++)
        for (int k = 0; k < 3; k++)
            m[i][k] = r[i][k];
}

// An oriented box: centre in [-10, 10]^3, axes the rows of a random rotation (rounded),
// half extents in [0, half_max].
inline isect_obb3 random_obb3(Uniform &u, double half_max) {
    double m[3][3];
    random_rotation(u, m);
    isect_obb3 o;
    o.center = point3(u, -10, 10);
    for (int i = 0; i < 3; i++)
        o.axis[i] = {real(m[i][0]), real(m[i][1]), real(m[i][2])};
    o.half = {real(u.real_in(0, half_max)), real(u.real_in(0, half_max)),
              real(u.real_in(0, half_max))};
    return o;
}

// Fisher-Yates with our own generator (std::shuffle's algorithm is unspecified).
template <class Case> void shuffle_cases(std::vector<Case> &cases, Uniform &u) {
    for (std::size_t i = cases.size(); i > 1; i--)
        std::swap(cases[i - 1], cases[u.index_below(i)]);
}

// Draws kept while their class (classify(c), from 0 to weights.size() - 1) is below its
// quota, then shuffled, so that every class comes in a set share and in no learnable order.
// The quotas share case_count() in proportion to the weights (the remainder one each to
// the first classes); a class of weight 0 is never kept.
template <class Case, class Draw, class Classify>
std::vector<Case> quota_cases(Uniform &u, Draw draw, Classify classify,
                              const std::vector<std::size_t> &weights) {
    const std::size_t n = case_count();
    std::size_t total = 0;
    for (std::size_t w : weights)
        total += w;
    std::vector<std::size_t> quota;
    std::size_t given = 0;
    for (std::size_t w : weights) {
        quota.push_back(n * w / total);
        given += quota.back();
    }
    for (std::size_t k = 0; given < n; k++)
        if (weights[k] > 0) {
            quota[k]++;
            given++;
        }
    std::vector<Case> cases;
    cases.reserve(n);
    while (cases.size() < n) {
        Case c = draw(u);
        std::size_t &left = quota[static_cast<std::size_t>(classify(c))];
        if (left > 0) {
            cases.push_back(c);
            left--;
        }
    }
    shuffle_cases(cases, u);
    return cases;
}

// Uniform draws seldom hit, so draws are kept until half of the cases hit and half miss
// (decided by the test, isect's exact one unless a program says otherwise), then shuffled
// so that hits and misses come in no learnable order.
template <class Case, class Draw, class Test>
std::vector<Case> half_hit_cases(Uniform &u, Draw draw, Test hits) {
    return quota_cases<Case>(u, draw, [&hits](const Case &c) { return hits(c) ? 0 : 1; }, {1, 1});
}

// How to draw the usual sets (for Cases' constructor; Case given, the seed as drawn()'s):
// case_count() draws of draw; half of them hitting (half_hit_cases); in the shares of
// weights (quota_cases).
template <class Case, class Draw>
auto uniform_set(std::uint64_t seed, const char *name, Draw draw) {
    return drawn(seed, name, [draw](Uniform &u) { return draw_cases<Case>(u, draw); });
}

template <class Case, class Draw, class Test>
auto half_hit_set(std::uint64_t seed, const char *name, Draw draw, Test hits) {
    return drawn(seed, name,
                 [draw, hits](Uniform &u) { return half_hit_cases<Case>(u, draw, hits); });
}

template <class Case, class Draw, class Classify>
auto quota_set(std::uint64_t seed, const char *name, Draw draw, Classify classify,
               std::vector<std::size_t> weights) {
    return drawn(seed, name, [draw, classify, weights](Uniform &u) {
        return quota_cases<Case>(u, draw, classify, weights);
    });
}

/* ---- Results of the baselines and peers ---------------------------------------------- */

// What a baseline's (or a peer's) find returns: whether it hits, and where (its t).
struct NaiveHit {
    bool hit;
    real t;
};

#ifdef ISECT_BENCH_HAVE_GLM
using GlmVec3 = glm::vec<3, real, glm::defaultp>;
using GlmVec2 = glm::vec<2, real, glm::defaultp>;

inline GlmVec3 to_glm(const isect_vec3 &v) {
    return GlmVec3(v.x, v.y, v.z);
}

inline GlmVec2 to_glm(const isect_vec2 &v) {
    return GlmVec2(v.x, v.y);
}
#endif

/* ---- The program ------------------------------------------------------------------ */

// The main of a bench program: Google Benchmark's flags, then rows registers the
// program's benchmarks over its Inputs (constructed here, and living until the program
// ends: the rows refer to its sets, which are built as the rows run), then the run. Every
// report carries the precision and the number of cases per benchmark.
template <class Inputs> int bench_main(int argc, char **argv, void (*rows)(Inputs &)) {
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    static Inputs inputs;
    rows(inputs);
    benchmark::AddCustomContext("isect_real", ISECT_USE_DOUBLE ? "double" : "float");
    benchmark::AddCustomContext("cases_per_benchmark", std::to_string(case_count()));
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}

// A capsule as ODE, FCL and Bullet hold it: centre, unit axis, length, and a rotation
// whose columns are e1, e2, axis (right-handed).
struct CapsuleFrame {
    double center[3], axis[3], e1[3], e2[3], length, radius;
};

inline CapsuleFrame frame_of(const isect_capsule3 &c) {
    CapsuleFrame f{};
    double d[3] = {double(c.p1.x) - c.p0.x, double(c.p1.y) - c.p0.y, double(c.p1.z) - c.p0.z};
    f.center[0] = 0.5 * (double(c.p0.x) + c.p1.x);
    f.center[1] = 0.5 * (double(c.p0.y) + c.p1.y);
    f.center[2] = 0.5 * (double(c.p0.z) + c.p1.z);
    f.length = std::sqrt(d[0] * d[0] + d[1] * d[1] + d[2] * d[2]);
    f.radius = c.radius;
    for (int i = 0; i < 3; i++)
        f.axis[i] = f.length > 0 ? d[i] / f.length : i == 2;
    const double *u = f.axis;
    if (std::fabs(u[2]) > 0.7) {
        double n = 1 / std::sqrt(u[1] * u[1] + u[2] * u[2]);
        f.e1[0] = 0, f.e1[1] = -u[2] * n, f.e1[2] = u[1] * n;
    } else {
        double n = 1 / std::sqrt(u[0] * u[0] + u[1] * u[1]);
        f.e1[0] = -u[1] * n, f.e1[1] = u[0] * n, f.e1[2] = 0;
    }
    f.e2[0] = u[1] * f.e1[2] - u[2] * f.e1[1];
    f.e2[1] = u[2] * f.e1[0] - u[0] * f.e1[2];
    f.e2[2] = u[0] * f.e1[1] - u[1] * f.e1[0];
    return f;
}

} // namespace isect_bench

#endif
