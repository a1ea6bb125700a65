#!/bin/sh
# Packaging, end to end: install this build into a temporary prefix, then
#  1. build examples/hello.c with find_package(isect) (CMake) and run it;
#  2. build it with pkg-config and run it;
#  3. compile it against the other precision's header and check that linking fails.
# usage: check.sh BUILD_DIR SOURCE_DIR
set -eu
build=$1
src=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cc=${CC:-cc}

cmake --install "$build" --prefix "$work/prefix" >/dev/null

# 1. CMake package
cmake -S "$src/examples/consumer" -B "$work/cmake" -DCMAKE_PREFIX_PATH="$work/prefix" \
  >/dev/null
cmake --build "$work/cmake" >/dev/null
out=$(LD_LIBRARY_PATH="$(dirname "$(find "$work/prefix" -name 'libisect.so' | head -n1)")" \
      "$work/cmake/hello")
echo "find_package: $out"
case "$out" in "enters at (7.01444, 4.29396), t = 0.573491, 1 crossing(s)") ;;
  *) echo "unexpected output from the find_package build" >&2; exit 1 ;; esac

# 2. pkg-config
pcdir=$(dirname "$(find "$work/prefix" -name isect.pc | head -n1)")
libdir=$(PKG_CONFIG_PATH="$pcdir" pkg-config --variable=libdir isect)
# shellcheck disable=SC2046
"$cc" $(PKG_CONFIG_PATH="$pcdir" pkg-config --cflags isect) "$src/examples/hello.c" \
  $(PKG_CONFIG_PATH="$pcdir" pkg-config --libs isect) -o "$work/hello-pc"
out=$(LD_LIBRARY_PATH="$libdir" "$work/hello-pc")
echo "pkg-config:   $out"
case "$out" in "enters at (7.01444, 4.29396), t = 0.573491, 1 crossing(s)") ;;
  *) echo "unexpected output from the pkg-config build" >&2; exit 1 ;; esac

# 3. the other precision's header must not link
mkdir -p "$work/other/isect"
cp "$work/prefix/include/isect/"*.h "$work/other/isect/"
if grep -q "define ISECT_USE_DOUBLE 1" "$work/other/isect/config.h"; then
  sed -i 's/define ISECT_USE_DOUBLE 1/define ISECT_USE_DOUBLE 0/' "$work/other/isect/config.h"
else
  sed -i 's/define ISECT_USE_DOUBLE 0/define ISECT_USE_DOUBLE 1/' "$work/other/isect/config.h"
fi
if "$cc" -I"$work/other" "$src/examples/hello.c" -L"$libdir" -lisect -lm \
     -o "$work/hello-mixed" 2>"$work/link.log"; then
  echo "a program built with the other precision's header linked: symbols are not suffixed" >&2
  exit 1
fi
grep -q "undefined reference to .isect_find_seg2_circle2_[df]" "$work/link.log" || {
  cat "$work/link.log" >&2; exit 1; }
echo "mixed precision: link refused as intended"
