#!/bin/sh
# bench/run.sh -- run an isect benchmark binary and print ns per query, with the ratio of
# each isect benchmark to its plain floating-point ("naive") and GLM counterparts.
#
#   bench/run.sh BENCH_BINARY [more Google Benchmark flags, e.g. --benchmark_filter=seg3]
#
# Benchmarks are named query/implementation. Each visits its 10^6 distinct cases in random
# order (bench/common.hpp) in 5 repetitions of at least 0.1 s; ns/query is the median and
# cv% the spread between repetitions (standard deviation over mean). "vs naive", "vs call"
# and "vs glm" are isect's time divided by the peer's: 8.0x means isect takes 8 times as
# long ("vs cglm" likewise; cglm computes in float). "naive" is the textbook formula
# inlined into the loop, "naive_call" the same formula as a call into a separate C file
# (bench/naive.c), the like-for-like baseline for a library function. hit% is the share of
# the benchmark's cases that it reports as hits.
#
# Drawing each set of cases (and each peer's copy of it), the hit% pass and the
# closest-point rows' "disagree" passes are untimed, and take most of the time: about 15
# minutes for all the programs of `make bench` on a 2-core machine, most of it
# bench_closest_point. ISECT_BENCH_CASES=1024 in the environment runs the former small sets
# (quicker to draw, though the "disagree" passes keep their 10^6 cases; and a repeated
# small set lets the branch predictor learn the outcomes).
#
# The machine description goes to stderr first. Debian's libbenchmark warns "Library
# was built as DEBUG" because the package is built without NDEBUG; the timed loop is
# header code compiled here in Release, so that warning does not apply to the numbers.
set -eu

if [ $# -lt 1 ] || [ ! -x "$1" ]; then
  echo "usage: $0 BENCH_BINARY [benchmark flags]" >&2
  exit 2
fi
bin=$1
shift

out=$(mktemp)
trap 'rm -f "$out"' EXIT

# JSON rather than CSV: Google Benchmark's CSV reporter aborts when the rows of one binary
# carry different counters (the closest_point rows add "disagree" to some), and JSON puts
# every field on a line of its own, which awk reads as easily.
"$bin" --benchmark_min_time=0.1 --benchmark_repetitions=5 \
  --benchmark_report_aggregates_only=true --benchmark_format=json "$@" >"$out"

awk '
function ratio(query,   peer) {
  # isect time over the peer time, or "-" when there is no such peer
  if (!((query, peer) in ns) || ns[query, peer] <= 0) return "-"
  return sprintf("%.1fx", ns[query, "isect"] / ns[query, peer])
}
function field(line,   v) {
  v = line
  sub(/^[^:]*: */, "", v)
  gsub(/[",]/, "", v)
  return v
}
function flush(   query, impl, slash, stat) {
  if (name == "") return
  stat = ""
  if (sub(/_median$/, "", name)) stat = "median"
  else if (sub(/_cv$/, "", name)) stat = "cv"
  else if (name ~ /_(mean|stddev)$/) { name = ""; return }
  slash = index(name, "/")
  query = substr(name, 1, slash - 1)
  impl = substr(name, slash + 1)
  if (!(query in seen)) { seen[query] = 1; order[++queries] = query }
  if (!((query, impl) in ns)) impls[query] = impls[query] " " impl
  if (stat == "cv") cv[query, impl] = 100 * rate
  else if (failed || rate <= 0) ns[query, impl] = -1
  else { ns[query, impl] = 1e9 / rate; hit[query, impl] = hitpct }
  name = ""
}
/^ *"name":/ { flush(); name = field($0); rate = 0; hitpct = 0; failed = 0; next }
/^ *"items_per_second":/ { rate = field($0) + 0; next }
/^ *"hit_pct":/ { hitpct = field($0) + 0; next }
/^ *"error_occurred":/ { failed = field($0) == "true"; next }
END {
  flush()
  printf "%-36s %9s %6s %6s %9s %9s %9s %9s\n", "benchmark", "ns/query", "cv%", "hit%", "vs naive", "vs call", "vs glm", "vs cglm"
  for (q = 1; q <= queries; q++) {
    query = order[q]
    n = split(impls[query], list, " ")
    for (k = 1; k <= n; k++) {
      impl = list[k]
      if (ns[query, impl] < 0) {
        printf "%-36s %9s\n", query "/" impl, "error"
        continue
      }
      vs_naive = vs_call = vs_glm = vs_cglm = ""
      if (impl == "isect") {
        vs_naive = ratio(query, "naive"); vs_call = ratio(query, "naive_call"); vs_glm = ratio(query, "glm")
        vs_cglm = ratio(query, "cglm")
      }
      spread = ((query, impl) in cv) ? sprintf("%.1f", cv[query, impl]) : "-"
      printf "%-36s %9.1f %6s %6.1f %9s %9s %9s %9s\n", query "/" impl, ns[query, impl], spread,
             hit[query, impl], vs_naive, vs_call, vs_glm, vs_cglm
    }
  }
}' "$out"
