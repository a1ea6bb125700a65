#!/bin/sh
# Grows a checked-in seed corpus by what a short run finds, keeping it small: the target
# runs SECONDS on its corpus, libFuzzer's -merge=1 picks the new inputs that add features,
# and of those the ones that add at least GAIN edges (the "cov:" count; default 4), at
# most MAX of them (default 24), are copied into tests/fuzz/corpus/<name>/ as grown-<hash>.
#   tests/fuzz/grow_corpus.sh BUILD_DIR NAME SECONDS   (from the top of the source tree)
set -eu
gain=${GAIN:-4}
max=${MAX:-24}

if [ $# -ne 3 ]; then
  echo "usage: tests/fuzz/grow_corpus.sh BUILD_DIR NAME SECONDS" >&2
  exit 2
fi
bin=$1/tests/fuzz/fuzz_$2
corpus=tests/fuzz/corpus/$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$corpus" "$work/run" "$work/merged" "$work/keep"

# Edges covered by a corpus (libFuzzer's INITED line).
edges() {
  "$bin" -runs=0 "$@" 2>&1 | sed -n 's/.*INITED cov: \([0-9]*\).*/\1/p'
}

"$bin" -max_total_time="$3" -artifact_prefix="$work/" "$work/run" "$corpus" >/dev/null 2>&1
"$bin" -merge=1 "$work/merged" "$corpus" "$work/run" >/dev/null 2>&1
best=$(edges "$corpus")
kept=0
for f in "$work/merged"/*; do
  if [ ! -f "$f" ] || [ "$kept" -ge "$max" ]; then
    continue
  fi
  cp "$f" "$work/keep/"
  now=$(edges "$corpus" "$work/keep")
  if [ "$now" -ge $((best + gain)) ]; then
    best=$now
    kept=$((kept + 1))
  else
    rm "$work/keep/${f##*/}"
  fi
done
for f in "$work/keep"/*; do
  [ -f "$f" ] && cp "$f" "$corpus/grown-${f##*/}"
done
echo "$corpus: $kept inputs added, $best edges"
