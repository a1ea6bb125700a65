/* bench/common.hpp -- what every isect benchmark program shares, so that each states only
 * its cases and its rows: a reproducible uniform generator and the shared ways of drawing
 * cases, the measuring loop (one query per iteration over a fixed array of cases, visited
 * in a random order), the peer libraries' headers, and the program's main (bench_main).
 *
 * A program (bench_<family>.cpp, added by isect_add_bench in bench/CMakeLists.txt) is: its
 * case types and an Inputs struct holding every array of cases; void make_inputs(Inputs &)
 * drawing them from the program's own seed; void register_benchmarks(const Inputs &)
 * adding one row ("query/implementation") per add(); and main, which returns
 * bench_main(argc, argv, make_inputs, register_benchmarks). */
#ifndef ISECT_BENCH_COMMON_HPP
#define ISECT_BENCH_COMMON_HPP

#include <benchmark/benchmark.h>

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <random>
#include <string>
#include <utility>
#include <vector>

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

// Cases per benchmark: at most about 100 KB of them, so that they stay in cache and the
// timings measure the queries, not the memory.
constexpr std::size_t kCaseCount = 1024;

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

  private:
    std::mt19937_64 engine_;
};

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

// The order in which the timed loop visits the cases: kVisitCount indices drawn uniformly
// from [0, kCaseCount). Cycling through the cases in a fixed order would repeat the same
// sequence of hits and misses every kCaseCount queries, and a modern branch predictor
// learns such a sequence: every data-dependent branch of the code under test then looks
// free, which it never is on real data (measured on this project's machine: the RTCD
// ray-sphere test took 2.8 ns/query cycling through 4096 cases, 9.7 ns through 65536,
// and 8.7 ns visiting 256 cases in random order). A random visiting order of period
// 65536 keeps the outcomes unpredictable while the cases stay in cache; the index array
// is read sequentially, so its loads do not delay the queries.
constexpr std::size_t kVisitCount = 65536; // a power of two: the visit index wraps by mask

inline const std::vector<std::uint16_t> &visit_order() {
    static_assert(kCaseCount <= 65536, "indices are 16-bit");
    static const std::vector<std::uint16_t> order = [] {
        std::mt19937_64 engine(0x5eed0dde);
        std::vector<std::uint16_t> out(kVisitCount);
        for (std::uint16_t &index : out)
            index = static_cast<std::uint16_t>(engine() % kCaseCount);
        return out;
    }();
    return order;
}

// One query per iteration, visiting the cases in visit_order(). After the timed loop
// (untimed), one pass over all cases gives the hit share.
template <class Case, class Query>
void measure(benchmark::State &state, const std::vector<Case> &cases, Query query) {
    const std::uint16_t *order = visit_order().data();
    std::size_t i = 0;
    for (auto _ : state) {
        auto result = query(cases[order[i]]);
        benchmark::DoNotOptimize(result);
        i = (i + 1) & (kVisitCount - 1);
    }
    state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()));
    std::size_t hits = 0;
    for (const Case &c : cases)
        hits += is_hit(query(c));
    state.counters["hit_pct"] =
        100.0 * static_cast<double>(hits) / static_cast<double>(cases.size());
}

template <class Case, class Query>
void add(const std::string &name, const std::vector<Case> &cases, Query query) {
    benchmark::RegisterBenchmark(
        name.c_str(), [&cases, query](benchmark::State &state) { measure(state, cases, query); });
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

// kCaseCount cases, each drawn by draw(u) in turn (no selection: see half_hit_cases).
template <class Case, class Draw> std::vector<Case> draw_cases(Uniform &u, Draw draw) {
    std::vector<Case> out;
    for (std::size_t i = 0; i < kCaseCount; i++)
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

// Fisher-Yates with our own generator (std::shuffle's algorithm is unspecified).
template <class Case> void shuffle_cases(std::vector<Case> &cases, Uniform &u) {
    for (std::size_t i = cases.size() - 1; i > 0; i--)
        std::swap(cases[i], cases[static_cast<std::size_t>(u.int_in(0, static_cast<int>(i)))]);
}

// Uniform draws seldom hit, so draws are kept until there are kCaseCount / 2 hits and as many
// misses (decided by isect's exact test), then shuffled so that hits and misses come in no
// learnable order.
template <class Case, class Draw, class Test>
std::vector<Case> half_hit_cases(Uniform &u, Draw draw, Test hits) {
    std::vector<Case> cases;
    std::size_t hit_count = 0, miss_count = 0;
    while (cases.size() < kCaseCount) {
        Case c = draw(u);
        std::size_t &count = hits(c) ? hit_count : miss_count;
        if (count < kCaseCount / 2) {
            cases.push_back(c);
            count++;
        }
    }
    shuffle_cases(cases, u);
    return cases;
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

// The main of a bench program: Google Benchmark's flags, then make fills the program's
// Inputs and rows registers its benchmarks over them (the Inputs live until the program
// ends: the registered benchmarks refer to them), then the run. Every report carries the
// precision and the number of cases per benchmark.
template <class Inputs>
int bench_main(int argc, char **argv, void (*make)(Inputs &), void (*rows)(const Inputs &)) {
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    static Inputs inputs;
    make(inputs);
    rows(inputs);
    benchmark::AddCustomContext("isect_real", ISECT_USE_DOUBLE ? "double" : "float");
    benchmark::AddCustomContext("cases_per_benchmark", std::to_string(kCaseCount));
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}

} // namespace isect_bench

#endif
