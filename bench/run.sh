#!/bin/sh
# bench/run.sh -- run an isect benchmark binary and print ns per query, with the ratio of
# each isect benchmark to its plain floating-point ("naive") and GLM counterparts.
#
#   bench/run.sh BENCH_BINARY [more Google Benchmark flags, e.g. --benchmark_filter=seg3]
#
# Benchmarks are named query/implementation. Each runs 5 repetitions of at least 0.2 s
# (about 25 s in all); ns/query is the median and cv% the spread between repetitions
# (standard deviation over mean). "vs naive", "vs call" and "vs glm" are isect's time
# divided by the peer's: 8.0x means isect takes 8 times as long ("vs cglm" likewise; cglm
# computes in float). "naive" is the textbook
# formula inlined into the loop, "naive_call" the same formula as a call into a separate
# C file (bench/naive.c), the like-for-like baseline for a library function. hit% is the share of the
# benchmark's cases that it reports as hits.
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

csv=$(mktemp)
trap 'rm -f "$csv"' EXIT

"$bin" --benchmark_min_time=0.2 --benchmark_repetitions=5 \
  --benchmark_report_aggregates_only=true --benchmark_format=csv "$@" >"$csv"

awk -F, '
function ratio(query,   peer) {
  # isect time over the peer time, or "-" when there is no such peer
  if (!((query, peer) in ns) || ns[query, peer] <= 0) return "-"
  return sprintf("%.1fx", ns[query, "isect"] / ns[query, peer])
}
NR == 1 {
  for (i = 1; i <= NF; i++) { h = $i; gsub(/"/, "", h); col[h] = i }
  next
}
{
  gsub(/"/, "")
  name = $col["name"]
  if (name ~ /_(mean|stddev)$/) next
  stat = ""
  if (sub(/_median$/, "", name)) stat = "median"
  if (sub(/_cv$/, "", name)) stat = "cv"
  slash = index(name, "/")
  query = substr(name, 1, slash - 1)
  impl = substr(name, slash + 1)
  if (!(query in seen)) { seen[query] = 1; order[++queries] = query }
  if (!((query, impl) in ns)) impls[query] = impls[query] " " impl
  rate = $col["items_per_second"] + 0
  if (stat == "cv") { cv[query, impl] = 100 * rate; next }
  if ($col["error_occurred"] == "true" || rate <= 0) { ns[query, impl] = -1; next }
  ns[query, impl] = 1e9 / rate
  hit[query, impl] = $col["hit_pct"]
}
END {
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
}' "$csv"
