#!/bin/sh
# End-to-end tests of the isect command: exit codes, text and JSON answers, errors with
# line and column, streaming from stdin, round-trip digits, the SVG (xmllint) and, when
# PNG support is built, a rendered image.
#   test_cli.sh ISECT_BINARY TESTS_CLI_DIR
set -u
isect=$1
here=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
failures=0
checks=0

fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
check_eq() { # name got want
  checks=$((checks + 1))
  [ "$2" = "$3" ] || fail "$1: got [$2] want [$3]"
}
check_rc() { # name got want
  checks=$((checks + 1))
  [ "$2" -eq "$3" ] || fail "$1: exit status $2, want $3"
}
check_contains() { # name haystack needle
  checks=$((checks + 1))
  case "$2" in *"$3"*) ;; *) fail "$1: [$2] does not contain [$3]" ;; esac
}

# ---- One query: answers worked out by hand ------------------------------------------
out=$("$isect" 'closest point (1 2) vs segment (0 0) (4 0)'); rc=$?
check_rc "closest rc" $rc 0
check_eq "closest" "$out" "dist_sq 4  on a (1 2)  on b (1 0)  t 0.25"
# two segments in space: a along x from the origin, b across it at y = 1, z from 1 to -1;
# the closest points are a's start (s = 0) and b's middle (0 1 0), distance 1
out=$("$isect" 'closest segment (0 0 0) (1 0 0) vs segment (0 1 1) (0 1 -1)')
check_eq "closest pair" "$out" "dist_sq 1  on a (0 0 0)  on b (0 1 0)  s 0  t 0.5"
# parallel, overlapping over x in [2, 4]: the pair with s nearest 0 is a's point x = 2
out=$("$isect" 'closest segment (0 0) (4 0) vs segment (2 1) (6 1)')
check_eq "closest parallel" "$out" "dist_sq 1  on a (2 0)  on b (2 1)  s 0.5  t 0  parallel"
# capsules whose cores lie 1 apart: radii 0.25 + 0.75 touch exactly, 0.25 + 0.5 miss
check_eq "capsules touch" "$("$isect" 'test capsule (0 0 0) (1 0 0) 0.25 vs capsule (0 1 1) (0 1 -1) 0.75')" "hit"
check_eq "capsules apart" "$("$isect" 'test capsule (0 0 0) (1 0 0) 0.25 vs capsule (0 1 1) (0 1 -1) 0.5')" "miss"
out=$("$isect" 'find ray (0 0 5) (0 0 -1) vs plane (0 0 1) 2')
check_eq "ray-plane" "$out" "hit  t 3 .. 3  entry (0 0 2)  exit (0 0 2)  normal (0 0 1)  crossings 1"
out=$("$isect" 'find ray (0 0 0) (0 0 2) vs sphere (0 0 0) 3')
check_eq "starts inside" "$out" \
  "hit  t 0 .. 1.5  entry (0 0 0)  exit (0 0 3)  normal (0 0 0)  crossings 1  started-inside"
out=$("$isect" 'line (-2 1) (1 0) vs circle (0 0) 1')
check_eq "tangent" "$out" "hit  t 2 .. 2  entry (0 1)  exit (0 1)  normal (0 1)  crossings 1  touching"
check_eq "test" "$("$isect" 'test circle (5 5) 1.5 vs aabb (0 0) (4 4)')" "hit"
check_eq "test miss" "$("$isect" 'test sphere (3 3 3) 1 vs aabb (0 0 0) (2 2 2)')" "miss"
check_eq "classify" "$("$isect" 'classify point (2 4) vs aabb (0 0) (4 4)')" "on boundary"
check_eq "default classify" "$("$isect" 'point (1 1) vs circle (0 0) 1')" "outside"
check_eq "contains" "$("$isect" 'contains point (3 4) vs circle (0 0) 5')" "yes (on boundary)"
check_eq "plane3p" "$("$isect" 'classify point (0 0 2) vs plane (0 0 1) (1 0 1) (0 1 1)')" "outside"
check_eq "orient2d" "$("$isect" 'orient (0 0) (1 0) (0 1)')" "+1 counterclockwise"
check_eq "orient3d" "$("$isect" 'orient (0 0 0) (1 0 0) (0 1 0) (0 0 -1)')" "-1 below"
check_eq "dot" "$("$isect" 'dot (0 1) (0 0) (1 0)')" "0 zero"
check_eq "capsule" "$("$isect" 'point (2 0.5) vs capsule (0 0) (4 0) 1')" "inside"
check_eq "digits" "$("$isect" --digits 3 'segment (3 2) (10 6) vs circle (10 4) 3')" \
  "hit  t 0.573 .. 1  entry (7.01 4.29)  exit (10 6)  normal (-0.995 0.098)  crossings 1  ended-inside"

# Invalid shapes are answered as the library answers them, not as errors.
out=$("$isect" 'segment (0 0) (1 1) vs circle (0 0) -1'); rc=$?
check_rc "invalid rc" $rc 0
check_eq "invalid" "$out" "miss  invalid"
check_eq "invalid nan" "$("$isect" 'test segment (nan 0) (1 1) vs circle (0 0) 1')" \
  "miss  invalid segment"
check_eq "invalid sign" "$("$isect" 'orient (0 0) (1 inf) (0 1)')" "invalid input"

# A syntax error: exit 1, the column and a caret on stderr, nothing on stdout.
out=$("$isect" 'segment (3 2) (10 6) vs circle (10 4)' 2>"$tmp/err"); rc=$?
check_rc "error rc" $rc 1
check_eq "error stdout" "$out" ""
check_contains "error stderr" "$(cat "$tmp/err")" "col 38: expected a radius after the circle's centre"
check_contains "error caret" "$(cat "$tmp/err")" "                                       ^"

# Numbers of any length are read correctly rounded; a decimal beyond the range of the
# build's real type is an error with its column, however it is spelled (1e999, or 1 and
# 400 zeros), while the word inf is infinity (invalid input for the library).
long01="0.1$(printf '%0300d' 0)"
check_eq "long number" "$("$isect" "contains point ($long01 0) vs circle (0 0) 0.1")" \
  "yes (on boundary)"
out=$("$isect" "point (0 0) vs circle (0 0) 1$(printf '%0400d' 0)" 2>&1); rc=$?
check_rc "1 and 400 zeros rc" $rc 1
check_contains "1 and 400 zeros" "$out" "col 29: '10000000000000000000...' is beyond the range of"
out=$("$isect" "point (0 0) vs circle (0 0) 1e999" 2>&1); rc=$?
check_rc "1e999 rc" $rc 1
check_contains "1e999" "$out" "col 29: '1e999' is beyond the range of"
check_contains "1e999 advice" "$out" "write inf for an infinite value (in the circle's radius)"
check_eq "inf word" "$("$isect" 'point (0 0) vs circle (0 0) inf')" "invalid input"
check_eq "underflow" "$("$isect" 'contains point (1e-400 0) vs circle (0 0) 0')" "yes (on boundary)"

# Usage errors: exit 2.
"$isect" >/dev/null 2>&1; check_rc "no args" $? 2
"$isect" --bogus x >/dev/null 2>&1; check_rc "bad option" $? 2
"$isect" run "$tmp/missing.txt" >/dev/null 2>&1; check_rc "missing file" $? 2
"$isect" run "$tmp" >/dev/null 2>"$tmp/err"; check_rc "a directory" $? 2
check_contains "a directory" "$(cat "$tmp/err")" "isect: error reading $tmp: Is a directory"
"$isect" --digits 0 'point (0 0) vs circle (0 0) 1' >/dev/null 2>&1; check_rc "bad digits" $? 2

# ---- Batch: one output line per input line, errors in place --------------------------
cat >"$tmp/q.txt" <<'Q'
# a file of queries
segment (3 2) (10 6) vs circle (10 4) 3

find ray (-5 0.5 0) (1 0 0) vs sphere (0 0 0) 1
closest point (1 2) vs segment (0 0) (4 0)
circle (1 2) 3 vs circle (10 4) x
test circle (5 5) 1.5 vs aabb (0 0) (4 4)
Q
"$isect" run "$tmp/q.txt" >"$tmp/out" 2>"$tmp/err"; rc=$?
check_rc "batch rc" $rc 1
check_eq "batch lines" "$(wc -l <"$tmp/out")" "$(wc -l <"$tmp/q.txt")"
check_eq "batch comment" "$(sed -n 1p "$tmp/out")" "# a file of queries"
check_eq "batch blank" "$(sed -n 3p "$tmp/out")" ""
check_eq "batch closest" "$(sed -n 5p "$tmp/out")" "dist_sq 4  on a (1 2)  on b (1 0)  t 0.25"
check_eq "batch error" "$(sed -n 6p "$tmp/out")" \
  "error: line 6, col 33: expected a radius after the circle's centre, not 'x'"
check_eq "batch after error" "$(sed -n 7p "$tmp/out")" "hit"
check_contains "batch stderr" "$(cat "$tmp/err")" "q.txt: line 6, col 33: expected a radius"
check_contains "batch summary" "$(cat "$tmp/err")" "1 of 7 lines had errors"

# stdin, and exit 0 when every line is fine.
grep -v ' x$' "$tmp/q.txt" | "$isect" run - >"$tmp/out2" 2>&1; rc=$?
check_rc "stdin rc" $rc 0
check_eq "stdin lines" "$(wc -l <"$tmp/out2")" 6

# ---- Write errors: every output is checked, exit 2 with the reason -------------------
if [ -w /dev/full ]; then
  full_check() { # name command...
    name=$1; shift
    "$@" >/dev/full 2>"$tmp/full.err"; rc=$?
    check_rc "$name to /dev/full" $rc 2
    check_contains "$name to /dev/full" "$(cat "$tmp/full.err")" \
      "isect: writing output: No space left on device"
  }
  full_check "run" "$isect" run "$tmp/q.txt"
  full_check "run --json" "$isect" --json run "$tmp/q.txt"
  full_check "run stdin" sh -c "cat '$tmp/q.txt' | '$isect' run -"
  full_check "one query" "$isect" 'closest point (1 2) vs segment (0 0) (4 0)'
  full_check "list" "$isect" list
  full_check "help" "$isect" --help
  full_check "version" "$isect" --version
  mkdir -p "$tmp/fulldemo"
  full_check "demo" "$isect" demo --out "$tmp/fulldemo"
  "$isect" --svg /dev/full 'point (0 0) vs circle (0 0) 1' >/dev/null 2>"$tmp/full.err"; rc=$?
  check_rc "svg to /dev/full" $rc 2
  check_contains "svg to /dev/full" "$(cat "$tmp/full.err")" \
    "cannot write /dev/full: No space left on device"
fi
"$isect" 'closest point (1 2) vs segment (0 0) (4 0)' >&- 2>"$tmp/closed.err"; rc=$?
check_rc "closed stdout" $rc 2
check_contains "closed stdout" "$(cat "$tmp/closed.err")" "isect: writing output: Bad file descriptor"
"$isect" --svg "$tmp/closed.svg" run "$tmp/q.txt" >&- 2>/dev/null
check_eq "closed stdout, svg intact" "$(head -c 5 "$tmp/closed.svg")" "<?xml"

# ---- The progress line of a long run ----------------------------------------------------
# Shown on a terminal's stderr when stdout is not that terminal (after a second), never
# when stdout is a terminal too, where it would erase half-printed answers. `script`
# gives the command a terminal; the input pauses so that the run lasts over a second.
if command -v script >/dev/null 2>&1; then
  cat >"$tmp/slow.sh" <<'S'
yes 'test ray (0 0 0) (1 0 0) vs sphere (5 0 0) 1' | head -n 20000
sleep 1.5
yes 'test ray (0 0 0) (1 0 0) vs sphere (5 0 0) 1' | head -n 20000
S
  script -qec "sh '$tmp/slow.sh' | '$isect' run -" "$tmp/tty.log" </dev/null >/dev/null 2>&1
  check_eq "no progress on a terminal stdout" "$(grep -c 'lines/s' "$tmp/tty.log")" 0
  check_eq "answers on the terminal" "$(grep -c '^hit' "$tmp/tty.log")" 40000
  script -qec "sh '$tmp/slow.sh' | '$isect' run - >'$tmp/tty.out'" "$tmp/tty2.log" \
    </dev/null >/dev/null 2>&1
  check_contains "progress with stdout a file" "$(cat "$tmp/tty2.log")" "isect: 32768 lines"
  check_eq "answers in the file" "$(grep -c '^hit$' "$tmp/tty.out")" 40000
fi

# ---- JSON Lines -------------------------------------------------------------------------
"$isect" --json run "$tmp/q.txt" >"$tmp/json" 2>/dev/null
check_eq "json lines" "$(wc -l <"$tmp/json")" 7
check_eq "json blank" "$(sed -n 3p "$tmp/json")" '{"line":3}'
check_eq "json error" "$(sed -n 6p "$tmp/json")" \
  '{"line":6,"col":33,"error":"expected a radius after the circle'"'"'s centre, not '"'"'x'"'"'"}'
check_eq "json closest" "$(sed -n 5p "$tmp/json")" \
  '{"line":5,"kind":"closest","function":"isect_closest_point2_seg2","shapes":["point","segment"],"dim":2,"dist_sq":4,"s":0,"t":0.25,"point_a":[1,2],"point_b":[1,0],"flags":0,"flag_names":[]}'
l2=$(sed -n 2p "$tmp/json")
for key in '"kind":"find"' '"function":"isect_find_seg2_circle2"' '"hit":true' '"count":1' \
           '"t":[' '"point":[[' '"normal":[' '"flags":2' '"flag_names":["ended-inside"]'; do
  check_contains "json field $key" "$l2" "$key"
done
check_contains "json test" "$(sed -n 7p "$tmp/json")" '"hit":true,"valid":[true,true]'
if command -v python3 >/dev/null 2>&1; then
  python3 -c 'import json,sys; [json.loads(l) for l in open(sys.argv[1])]' "$tmp/json"
  check_rc "json parses" $? 0
fi

# ---- Bytes from the input: JSON stays valid UTF-8, text shows controls as \xHH ----------
# A long token of two-byte characters (cut for the message), a raw 0xff byte, an ESC
# sequence and a C1 control (U+009B, CSI) in a comment; the infinite ends of a line
# lying in a plane are "-inf" and "inf" in JSON (inf/-inf in text).
{
  printf 'point (0 0) vs \303\251\303\251\303\251\303\251\303\251\303\251\303\251\303\251\303\251\303\251\303\251\303\251 (1 1)\n'
  printf 'point (0 0) vs circle (0 0) \377\n'
  printf 'point (0 0) vs circle (0 0) 1 \033[2J\n'
  printf '# a comment \033]0;title\007 and \302\233 and \r back\n'
  printf 'find line (0 0 0) (0 1 0) vs plane (1 0 0) 0\n'
  printf 'point (0 0) vs circle (0 0) 1  # \377 \033[2J \303\251 & <b>\n'
} >"$tmp/bytes.txt"
"$isect" --json run "$tmp/bytes.txt" >"$tmp/bytes.json" 2>/dev/null
"$isect" run "$tmp/bytes.txt" >"$tmp/bytes.out" 2>"$tmp/bytes.err"
if command -v python3 >/dev/null 2>&1; then
  python3 - "$tmp/bytes.json" <<'PY'
import json, sys
raw = open(sys.argv[1], 'rb').read()
text = raw.decode('utf-8')  # raises on invalid UTF-8
assert not any(ord(c) < 0x20 and c != '\n' for c in text), 'raw control byte'
rows = [json.loads(l) for l in text.splitlines()]
assert rows[0]['error'].endswith("not '" + '\u00e9' * 10 + "...'"), rows[0]
assert "'\ufffd'" in rows[1]['error'], rows[1]
assert "'\x1b[2J'" in rows[2]['error'], rows[2]
assert rows[3] == {'line': 4}, rows[3]
assert rows[4]['t'] == ['-inf', 'inf'] and rows[4]['point'][0] == [0, '-inf', 0], rows[4]
PY
  check_rc "json bytes" $? 0
fi
check_eq "text no ESC" "$(tr -d '\033\233\r\007' <"$tmp/bytes.out" | wc -c)" "$(wc -c <"$tmp/bytes.out")"
check_eq "stderr no ESC" "$(tr -d '\033\233\r\007' <"$tmp/bytes.err" | wc -c)" "$(wc -c <"$tmp/bytes.err")"
check_contains "text ESC shown" "$(sed -n 3p "$tmp/bytes.out")" "not '\\x1b[2J'"
check_eq "text comment" "$(sed -n 4p "$tmp/bytes.out")" \
  '# a comment \x1b]0;title\x07 and \xc2\x9b and \x0d back'
"$isect" --svg "$tmp/bytes.svg" run "$tmp/bytes.txt" >/dev/null 2>&1
command -v xmllint >/dev/null 2>&1 && { xmllint --noout "$tmp/bytes.svg"; check_rc "svg bytes xmllint" $? 0; }
check_contains "svg bytes caption" "$(cat "$tmp/bytes.svg")" "$(printf '# \\xff \\x1b[2J \303\251 &amp; &lt;b&gt;')"
check_contains "text inf" "$(sed -n 5p "$tmp/bytes.out")" "hit  t -inf .. inf  entry (0 -inf 0)"
out=$("$isect" "$(printf 'point (0 0) vs circle (0 0) \033[31mred')" 2>&1)
check_eq "one query no ESC" "$(printf '%s' "$out" | tr -d '\033' | wc -c)" "$(printf '%s' "$out" | wc -c)"

# ---- Round trip: each printed number is the shortest-form %.17g of itself ------------
if "$isect" --version | grep -q double; then
  t0=$(sed -n 2p "$tmp/json" | sed 's/.*"t":\[\([^,]*\),.*/\1/')
  check_eq "t round trip" "$(printf '%.17g' "$t0")" "$t0"
fi

# ---- --digits 40: exact decimal expansions, whole lines, no NUL bytes -----------------
# The doubles nearest 0.1 and 0.3 are 0.1000000000000000055511151231257827021181583...
# and 0.2999999999999999888977697537484345957636833... (exact binary fractions).
yes 'closest point (0.1 0.3) vs segment (0.7 0.9) (1.1 1.3)' | head -2000 >"$tmp/d40.txt"
"$isect" --digits 40 run "$tmp/d40.txt" >"$tmp/d40" 2>&1; rc=$?
check_rc "digits 40 rc" $rc 0
check_eq "digits 40 bytes" "$(tr -d '\000' <"$tmp/d40" | wc -c)" "$(wc -c <"$tmp/d40")"
check_eq "digits 40 lines" "$(sort -u "$tmp/d40" | wc -l)" 1
if "$isect" --version | grep -q double; then
  check_contains "digits 40 point" "$(head -n1 "$tmp/d40")" \
    "on a (0.1000000000000000055511151231257827021182 0.2999999999999999888977697537484345957637)"
fi
"$isect" --json --digits 40 run "$tmp/d40.txt" >"$tmp/d40.json" 2>&1
check_eq "digits 40 json lines" "$(wc -l <"$tmp/d40.json")" 2000
if command -v python3 >/dev/null 2>&1; then
  python3 -c 'import json,sys; [json.loads(l) for l in open(sys.argv[1])]' "$tmp/d40.json"
  check_rc "digits 40 json parses" $? 0
fi

# ---- SVG ------------------------------------------------------------------------------
"$isect" --svg "$tmp/q.svg" run "$tmp/q.txt" >/dev/null 2>"$tmp/err"
check_contains "svg message" "$(cat "$tmp/err")" "in $tmp/q.svg"
if command -v xmllint >/dev/null 2>&1; then
  xmllint --noout "$tmp/q.svg"; check_rc "svg xmllint" $? 0
else
  fail "xmllint not installed (scripts/deps.sh test installs libxml2-utils)"
fi
check_contains "svg root" "$(head -c 300 "$tmp/q.svg")" "<svg"

# Far from the origin, tiny or huge: the grid ends (grid steps below the spacing of the
# doubles used to loop forever), the file stays small and every coordinate is a number.
if "$isect" --version | grep -q double; then H=1.7e308 h=1e300 tiny=5e-324; else H=3.4e38 h=1e37 tiny=1e-45; fi
far_queries="point (1e16 0) vs circle (1e16 0) 1
point (1e13 0) vs circle (1e13 0) 0.001
point (-$h 7) vs circle (-$h 7) 1
point ($tiny 0) vs circle (0 0) $tiny
segment (-$H 0) ($H 1) vs circle (0 0) 1
point ($H $H) vs circle (-$H -$H) $H
line (0 0) (1e-30 $h) vs circle ($h 0) 1
point (0 0) vs capsule ($H 0) (-$H 0) $H
closest point ($h $h) vs segment (-$h -$h) (0 0)"
printf '%s\n' "$far_queries" >"$tmp/far.txt"
timeout 60 "$isect" --svg "$tmp/far.svg" run "$tmp/far.txt" >/dev/null 2>&1; rc=$?
check_rc "svg far rc" $rc 0
checks=$((checks + 1))
[ "$(wc -c <"$tmp/far.svg")" -lt 200000 ] || fail "svg far: $(wc -c <"$tmp/far.svg") bytes"
checks=$((checks + 1))
! grep -Eiq '[a-z]="[^"]*(nan|inf)' "$tmp/far.svg" || fail "svg far: a coordinate is not a number"
command -v xmllint >/dev/null 2>&1 && { xmllint --noout "$tmp/far.svg"; check_rc "svg far xmllint" $? 0; }

# ---- PNG pictures (when the command was built with libpng) ----------------------------
if [ -n "${PNG_HOLES:-}" ]; then
  . "$here/test_render.sh"
else
  out=$("$isect" render "$here/../../examples/icosphere.scene" -o "$tmp/x.png" 2>&1); rc=$?
  check_rc "render without libpng" $rc 2
  check_contains "render without libpng" "$out" "PNG support was not built"
fi

echo "$checks checks, $failures failures"
[ "$failures" -eq 0 ]
