#!/bin/sh
# Packaging, end to end, as a new user does it from the README:
#  1. every shell block of README.md marked <!-- tested: tests/package/check.sh --> is run
#     as written, in order, in one shell (only /opt/isect, ~ and build/double are pointed
#     into a scratch directory and this build), with no LD_LIBRARY_PATH: the install, the
#     copied examples/consumer built with CMake, with pkg-config and statically; each
#     program must print the README's line;
#  2. examples/consumer/hello.c compiled against the other precision's header must fail to link.
# usage: check.sh BUILD_DIR SOURCE_DIR
set -eu
build=$(cd "$1" && pwd)
src=$(cd "$2" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cc=${CC:-cc}
want="enters at (7.01444, 4.29396), t = 0.573491, 1 crossing(s)"

# 1. The README's commands
awk '/<!-- tested: tests\/package\/check.sh -->/ { armed = 1; next }
     armed && /^```sh$/ { inside = 1; next }
     inside && /^```$/ { inside = 0; armed = 0; next }
     inside { print }' "$src/README.md" |
  sed -e "s#/opt/isect#$work/prefix#g" -e "s#~/#$work/home/#g" -e "s#build/double#$build#g" \
    >"$work/readme.sh"
grep -q "cmake --install" "$work/readme.sh" || { echo "README: no tested install block" >&2; exit 1; }
mkdir -p "$work/home"
(cd "$src" && env -u LD_LIBRARY_PATH -u PKG_CONFIG_PATH sh -eu "$work/readme.sh") \
  >"$work/readme.out" 2>"$work/readme.err" || {
  cat "$work/readme.sh" "$work/readme.err" >&2
  echo "the README's commands failed" >&2
  exit 1
}
runs=$(grep -cxF "$want" "$work/readme.out" || true)
echo "README commands: $runs programs built and run"
[ "$runs" -eq 3 ] || { cat "$work/readme.out" >&2; echo "expected 3 runs of hello" >&2; exit 1; }

# 2. the other precision's header must not link
libdir=$(dirname "$(find "$work/prefix" -name 'libisect.so' | head -n1)")
mkdir -p "$work/other/isect"
cp "$work/prefix/include/isect/"*.h "$work/other/isect/"
if grep -q "define ISECT_USE_DOUBLE 1" "$work/other/isect/config.h"; then
  sed -i 's/define ISECT_USE_DOUBLE 1/define ISECT_USE_DOUBLE 0/' "$work/other/isect/config.h"
else
  sed -i 's/define ISECT_USE_DOUBLE 0/define ISECT_USE_DOUBLE 1/' "$work/other/isect/config.h"
fi
if "$cc" -I"$work/other" "$src/examples/consumer/hello.c" -L"$libdir" -lisect -lm \
     -o "$work/hello-mixed" 2>"$work/link.log"; then
  echo "a program built with the other precision's header linked: symbols are not suffixed" >&2
  exit 1
fi
grep -q "undefined reference to .isect_find_seg2_circle2_[df]" "$work/link.log" || {
  cat "$work/link.log" >&2; exit 1; }
echo "mixed precision: link refused as intended"
