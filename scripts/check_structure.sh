#!/bin/sh
# Checks the structure of src/ (docs/architecture.md): every public function has a
# written-out definition (grep finds it by its name), and the layers
#   base -> exact -> sign -> construct -> query
# A file may include headers of its own layer or the layers below it, and call functions
# defined in its own layer or below; a query family (a file of src/query/, or a folder of
# them for an operation with many pairs) calls no other family; and the files
# form no cycle, by includes or by calls. A header and the .c file of the same name are
# one unit (the header declares what the .c file defines).
#   scripts/check_structure.sh BUILD_DIR
# Includes are read from the sources, calls from the library's object files in BUILD_DIR
# (nm: the isect_ symbols each object defines and uses).
set -eu

if [ $# -ne 1 ]; then
  echo "usage: scripts/check_structure.sh BUILD_DIR" >&2
  exit 2
fi
objdir=$1/CMakeFiles/isect_objects.dir/src
if [ ! -d "$objdir" ]; then
  echo "check_structure: no library objects under $objdir (build first)" >&2
  exit 2
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# The unit of a source path: src/sign/ball_sign.h and src/sign/ball_sign.c -> sign/ball_sign.
unit_of() {
  sed -e 's|^src/||' -e 's|\.[ch]$||' -e 's|\.c\.o$||'
}

# ---- Edges from includes: "unit included-unit" ----
for f in $(find src -name '*.[ch]' | sort); do
  u=$(echo "$f" | unit_of)
  sed -n 's|^#include "\([a-z]*/[a-z_0-9]*\.h\)".*|\1|p' "$f" | grep -v '^isect/' |
    while read -r inc; do
      [ -f "src/$inc" ] || { echo "$f includes missing src/$inc" >>"$tmp/bad"; continue; }
      echo "$u $(echo "src/$inc" | unit_of) include"
    done
done >"$tmp/edges"

# ---- Edges from calls: who defines each isect_ symbol, who uses it ----
# Only objects whose source still exists: a build directory older than a move or rename
# keeps the old objects (src/plane.c.o beside src/query/plane.c.o).
library_objects() {
  find "$objdir" -name '*.c.o' | sort | while read -r o; do
    rel=${o#"$objdir"/}
    [ -f "src/${rel%.o}" ] && echo "$o"
  done
}
for o in $(library_objects); do
  u=$(echo "${o#"$objdir"/}" | sed 's|^|src/|' | unit_of)
  nm -g --defined-only "$o" | awk -v u="$u" '$3 ~ /^isect_/ {print $3, u}'
done | sort >"$tmp/defs"
for o in $(library_objects); do
  u=$(echo "${o#"$objdir"/}" | sed 's|^|src/|' | unit_of)
  nm -u "$o" | awk -v u="$u" '$2 ~ /^isect_/ {print $2, u}'
done | sort >"$tmp/uses"
join "$tmp/uses" "$tmp/defs" | awk '$2 != $3 {print $2, $3, "call:" $1}' >>"$tmp/edges"

# ---- Every public function (include/isect/*.h: #define isect_x ISECT_NAME(isect_x)) has
# a definition that starts a line in src/ with its type and name: no macro-made ones ----
for f in $(sed -n 's/^#define \(isect_[a-z0-9_]*\) ISECT_NAME(.*/\1/p' include/isect/*.h); do
  grep -rqE "^[a-zA-Z_][a-zA-Z0-9_ *]*[ *]$f\(" src ||
    echo "$f: no written-out definition in src/ (grep -rn '$f(' src/ must find it)" >>"$tmp/bad"
done

# ---- The rules ----
awk '
  function layer(u) {
    split(u, p, "/")
    if (p[1] == "base") return 0
    if (p[1] == "exact") return 1
    if (p[1] == "sign") return 2
    if (p[1] == "construct") return 3
    if (p[1] == "query") return 4
    return -1
  }
  # a family is a file of query/ or a folder of them (an operation: query/closest_point/)
  function family(u) {
    split(u, p, "/")
    return p[2]
  }
  $1 == $2 { next }
  layer($1) < 0 { print $1 ": not in a layer folder (base, exact, sign, construct, query)"; next }
  layer($2) > layer($1) { print $1 " -> " $2 " (" $3 "): a lower layer uses a higher one" }
  layer($1) == 4 && layer($2) == 4 && family($1) != family($2) {
    print $1 " -> " $2 " (" $3 "): a family uses another family"
  }
' "$tmp/edges" | sort -u >>"$tmp/bad"

awk '$1 != $2 {print $1, $2}' "$tmp/edges" | sort -u >"$tmp/pairs"
if ! tsort "$tmp/pairs" >/dev/null 2>"$tmp/loop"; then
  echo "a cycle between files:" >>"$tmp/bad"
  cat "$tmp/loop" >>"$tmp/bad"
fi

if [ -s "$tmp/bad" ]; then
  echo "check_structure: the layering of src/ is broken (docs/architecture.md):" >&2
  cat "$tmp/bad" >&2
  exit 1
fi
echo "check_structure: $(grep -c '^#define isect_[a-z0-9_]* ISECT_NAME' include/isect/*.h | awk -F: '{n += $2} END {print n}') public functions defined by name; $(wc -l <"$tmp/pairs") dependencies between $(find src -name '*.[ch]' | unit_of | sort -u | wc -l) units, layered, no cycle"
