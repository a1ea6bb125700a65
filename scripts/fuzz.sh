#!/bin/sh
# Runs every libFuzzer target of the given fuzz builds for SECONDS each and prints, per
# target, its executions, speed, new inputs and findings.
#   scripts/fuzz.sh [--fresh] SECONDS BUILD_DIR...
# Each target starts from its checked-in seed corpus, tests/fuzz/corpus/<name>/ (replayed
# in full first), and a scratch corpus BUILD_DIR/fuzz-work/<name>/corpus/ that keeps what
# earlier runs found; new inputs go only to the scratch corpus. With --fresh (make test)
# the scratch corpus is BUILD_DIR/fuzz-smoke/<name>/corpus/, emptied first, so that a run
# replays exactly the seeds and takes the same time however long earlier rounds were.
# A finding (crash, leak, timeout, out of memory) is written to the findings/ folder
# beside the scratch corpus and its report is printed; the exit status is then 1.
# tests/fuzz/README.md tells how to reproduce one. A dictionary tests/fuzz/<name>.dict,
# where there is one, is used.
set -eu

scratch=fuzz-work
if [ "${1:-}" = --fresh ]; then
  scratch=fuzz-smoke
  shift
fi
if [ $# -lt 2 ]; then
  echo "usage: scripts/fuzz.sh [--fresh] SECONDS BUILD_DIR..." >&2
  exit 2
fi
seconds=$1
shift

# One value of libFuzzer's final statistics (-print_final_stats=1) from a log.
final_stat() {
  sed -n "s/^stat::$1: *//p" "$2" | tail -n 1
}

# How many inputs a directory of findings holds (slow units are reported, not found).
count_findings() {
  n=0
  for f in "$1"/*; do
    case "${f##*/}" in '*' | slow-unit-*) ;; *) n=$((n + 1)) ;; esac
  done
  echo "$n"
}

status=0
total=0
printf '%-22s %-12s %12s %8s %6s %s\n' target build execs exec/s new findings
for build in "$@"; do
  for bin in "$build"/tests/fuzz/fuzz_*; do
    if [ ! -f "$bin" ] || [ ! -x "$bin" ]; then
      continue
    fi
    name=${bin##*/fuzz_}
    work=$build/$scratch/$name
    [ "$scratch" = fuzz-work ] || rm -rf "$work/corpus"
    mkdir -p "$work/corpus" "$work/findings"
    seeds=tests/fuzz/corpus/$name
    [ -d "$seeds" ] || seeds=
    dict=tests/fuzz/$name.dict
    [ -f "$dict" ] && dict=-dict=$dict || dict=
    before=$(count_findings "$work/findings")
    rc=0
    # shellcheck disable=SC2086
    "$bin" -max_total_time="$seconds" -timeout=20 -print_final_stats=1 \
      -artifact_prefix="$work/findings/" $dict "$work/corpus" $seeds >"$work/log" 2>&1 || rc=$?
    found=$(($(count_findings "$work/findings") - before))
    if [ "$rc" -ne 0 ] && [ "$found" -eq 0 ]; then
      found=1 # died without writing an input (e.g. out of memory at start-up)
    fi
    execs=$(final_stat number_of_executed_units "$work/log")
    printf '%-22s %-12s %12s %8s %6s %s\n' "$name" "${build##*/}" "${execs:-?}" \
      "$(final_stat average_exec_per_sec "$work/log")" \
      "$(final_stat new_units_added "$work/log")" "$found"
    total=$((total + ${execs:-0}))
    if [ "$found" -ne 0 ]; then
      status=1
      echo "---- $name ($build): finding in $work/findings/; its report:" >&2
      grep -v '^#' "$work/log" | tail -n 40 >&2
    fi
  done
done
echo "total executions: $total"
[ "$status" -eq 0 ] || echo "scripts/fuzz.sh: the fuzz targets found something (above)" >&2
exit "$status"
