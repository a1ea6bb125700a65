#!/bin/sh
# Shows that two builds of the isect command give the same answers, bit for bit: every
# query of tools/queries.def on N random inputs each (scripts/random_queries.py), in text
# with 17 significant digits (round-trip exact) and in JSON Lines (every field and flag).
#   scripts/same_answers.sh OLD_ISECT NEW_ISECT [N] [SEED]
# For a restructure or a speed-up: build the command at the old commit (e.g. in a clone)
# and at the new one, then compare. Exit 0 when identical.
set -eu
if [ $# -lt 2 ]; then
  echo "usage: scripts/same_answers.sh OLD_ISECT NEW_ISECT [N] [SEED]" >&2
  exit 2
fi
old=$1 new=$2 n=${3:-3000} seed=${4:-1}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
python3 scripts/random_queries.py "$seed" "$n" >"$tmp/q.txt"
status=0
for mode in text json; do
  flag=
  [ "$mode" = json ] && flag=--json
  # shellcheck disable=SC2086
  "$old" $flag --digits 17 run "$tmp/q.txt" >"$tmp/old.$mode" 2>/dev/null || true
  # shellcheck disable=SC2086
  "$new" $flag --digits 17 run "$tmp/q.txt" >"$tmp/new.$mode" 2>/dev/null || true
  if cmp -s "$tmp/old.$mode" "$tmp/new.$mode"; then
    echo "same_answers: $mode: $(wc -l <"$tmp/q.txt") queries, identical"
  else
    status=1
    echo "same_answers: $mode: answers differ; first differences (line: query):" >&2
    diff "$tmp/old.$mode" "$tmp/new.$mode" | grep '^[0-9]' | head -n 5 | while read -r d; do
      l=${d%%[acd,]*}
      echo "  $l: $(sed -n "${l}p" "$tmp/q.txt")" >&2
    done
  fi
done
exit $status
