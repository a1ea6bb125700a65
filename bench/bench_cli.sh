#!/bin/sh
# Batch speed of the isect command: 10^6 lines of 2D segment-circle queries answered by
# `isect run FILE > /dev/null` on one core, once with short decimals (hand-written
# style) and once with 17-digit round-trip numbers (machine-written style).
#   bench/bench_cli.sh path/to/isect [lines]
set -eu
isect=$1
lines=${2:-1000000}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

gen() { # format file
  awk -v N="$lines" -v F="$1" 'BEGIN {
    srand(12345)
    for (i = 0; i < N; i++) {
      f = "segment (" F " " F ") (" F " " F ") vs circle (" F " " F ") " F "\n"
      printf f, rand()*20-10, rand()*20-10, rand()*20-10, rand()*20-10, rand()*20-10, rand()*20-10, rand()*5
    }
  }' >"$2"
}

now() { date +%s.%N; }

run() { # label file
  "$isect" run "$2" >/dev/null # warm the cache
  best=""
  for rep in 1 2 3; do
    t0=$(now)
    if command -v taskset >/dev/null 2>&1; then
      taskset -c 0 "$isect" run "$2" >/dev/null
    else
      "$isect" run "$2" >/dev/null
    fi
    t1=$(now)
    t=$(echo "$t1 - $t0" | bc -l)
    if [ -z "$best" ] || [ "$(echo "$t < $best" | bc -l)" = 1 ]; then best=$t; fi
  done
  hits=$("$isect" run "$2" | grep -c '^hit' || true)
  printf '%-36s %9d lines  %6.3f s  %9.0f lines/s  (%d%% hits)\n' "$1" "$lines" "$best" \
    "$(echo "$lines / $best" | bc -l)" "$((hits * 100 / lines))"
}

gen "%.6g" "$tmp/short.txt"
gen "%.17g" "$tmp/full.txt"
echo "isect run: 2D segment vs circle, text output to /dev/null, best of 3, one core"
run "short decimals (%.6g)" "$tmp/short.txt"
run "round-trip decimals (%.17g)" "$tmp/full.txt"
