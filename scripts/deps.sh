#!/bin/sh
# Installs the Debian packages a make target needs and that are missing.
#   scripts/deps.sh build|demo|test|fuzz|bench|oracle|docs|coverage ...
# Prints what it installs; installs nothing when everything is present. Needs root (or
# sudo) only when something is missing.
set -eu

pkgs_build="cmake make gcc libc6-dev pkg-config"
# demo: the isect command's PNG pictures (isect render, isect-demo.png) need libpng.
pkgs_demo="$pkgs_build libpng-dev"
# libclang-rt-14-dev: libFuzzer and the sanitizer runtimes of Debian 12's clang (the fuzz
# targets, which make test runs briefly).
pkgs_test="$pkgs_build clang libclang-rt-14-dev libcmocka-dev libgmp-dev libmpfr-dev libpng-dev
           libxml2-utils"
# The bench's peer libraries: GLM, cglm, and for the segment-segment and capsule rows ODE,
# FCL, Bullet and Box2D (each optional to CMake: without it its rows are left out).
pkgs_bench="$pkgs_build g++ libbenchmark-dev libglm-dev libcglm-dev libode-dev libfcl-dev
            libbullet-dev libbox2d-dev"
pkgs_coverage="$pkgs_test gcovr"

want=""
for target in "$@"; do
  case "$target" in
    build) want="$want $pkgs_build" ;;
    demo|docs) want="$want $pkgs_demo" ;;
    test|fuzz|oracle) want="$want $pkgs_test" ;;
    bench) want="$want $pkgs_bench" ;;
    coverage) want="$want $pkgs_coverage" ;;
    *) echo "scripts/deps.sh: unknown target '$target'" >&2; exit 2 ;;
  esac
done

missing=""
for p in $want; do
  case " $missing " in *" $p "*) continue ;; esac
  status=$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null || true)
  case "$status" in
    *"install ok installed"*) ;;
    *) missing="$missing $p" ;;
  esac
done
[ -z "$missing" ] && exit 0

echo "isect: installing missing Debian packages:$missing"
if [ "$(id -u)" -eq 0 ]; then
  run=""
elif command -v sudo >/dev/null 2>&1; then
  run="sudo"
else
  echo "isect: not root and no sudo; please install:$missing" >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
$run apt-get update -qq
# shellcheck disable=SC2086
$run apt-get install -y -qq --no-install-recommends $missing
