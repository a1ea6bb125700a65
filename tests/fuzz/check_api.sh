#!/bin/sh
# Checks that the fuzz targets call every public function of the library: each header
# include/isect/<family>.h that declares functions has a target tests/fuzz/fuzz_<family>.c
# that calls each of them, and each isect_valid_* of valid.h is called by some target or their shared contract.c.
#   tests/fuzz/check_api.sh   (from the top of the source tree)
set -eu

# The public functions a header declares (its ISECT_NAME renames).
functions() {
  sed -n 's/^#define \(isect_[a-z0-9_]*\) ISECT_NAME(.*/\1/p' "$1"
}

missing=0
for header in include/isect/*.h; do
  family=$(basename "$header" .h)
  names=$(functions "$header")
  [ -n "$names" ] || continue
  if [ "$family" = valid ]; then
    sources=$(ls tests/fuzz/fuzz_*.c tests/fuzz/contract.c)
  else
    sources=tests/fuzz/fuzz_$family.c
    if [ ! -f "$sources" ]; then
      echo "check_api: $header has no fuzz target $sources" >&2
      missing=1
      continue
    fi
  fi
  for name in $names; do
    # shellcheck disable=SC2086
    if ! grep -q "$name(" $sources; then
      echo "check_api: $name ($header) is not called by any of:" $sources >&2
      missing=1
    fi
  done
done
[ "$missing" -eq 0 ] && echo "check_api: every public function is fuzzed"
exit "$missing"
