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
# A point against the triangle (0 0) (4 0) (0 4): the feature of the triangle holding the
# closest point (edge i runs from vertex i to vertex i + 1) and its barycentric coordinates.
# (3 3) lies beyond the edge x + y = 4 (edge 1): the foot is (2 2), its midpoint, 1 + 1 away.
T2='triangle (0 0) (4 0) (0 4)' T3='triangle (0 0 0) (4 0 0) (0 4 0)'
check_eq "point-tri edge" "$("$isect" "closest point (3 3) vs $T2")" \
  "dist_sq 2  on a (3 3)  on b (2 2)  feature edge 1  bary 0 0.5 0.5"
check_eq "point-tri vertex" "$("$isect" "closest point (-1 -1) vs $T2")" \
  "dist_sq 2  on a (-1 -1)  on b (0 0)  feature vertex 0  bary 1 0 0"
check_eq "point-tri edge 2" "$("$isect" "closest point (-1 2) vs $T2")" \
  "dist_sq 1  on a (-1 2)  on b (0 2)  feature edge 2  bary 0.5 0 0.5"
# inside: its own closest point, (1 1) = 0.5 (0 0) + 0.25 (4 0) + 0.25 (0 4) (the default
# kind for a point and a triangle is classify, isect/locate.h)
check_eq "point-tri face" "$("$isect" "closest point (1 1) vs $T2")" \
  "dist_sq 0  on a (1 1)  on b (1 1)  feature face 0  bary 0.5 0.25 0.25"
# in space: above the face, the foot is the projection (1 2 0), 5 away
check_eq "point-tri3 face" "$("$isect" "closest point (1 2 5) vs $T3")" \
  "dist_sq 25  on a (1 2 5)  on b (1 2 0)  feature face 0  bary 0.25 0.25 0.5"
# (3 3 1) projects beyond edge 1: (2 2 0), 1 + 1 + 1 away
check_eq "point-tri3 edge" "$("$isect" "closest point (3 3 1) vs $T3")" \
  "dist_sq 3  on a (3 3 1)  on b (2 2 0)  feature edge 1  bary 0 0.5 0.5"
# (5 -1 2) - (4 0 0) = (1 -1 2) points away from both edges at vertex 1: 1 + 1 + 4
check_eq "point-tri3 vertex" "$("$isect" "closest point (5 -1 2) vs $T3")" \
  "dist_sq 6  on a (5 -1 2)  on b (4 0 0)  feature vertex 1  bary 0 1 0"
# Degenerate: collinear vertices are the segment (0 0)-(4 4), edge 2 (from vertex 2 to
# vertex 0, the first edge holding the third vertex); (0 3) projects to (1.5 1.5), 3/8 of
# the way from vertex 0 to vertex 2: bary 5/8 0 3/8, dist_sq 1.5^2 + 1.5^2.
check_eq "point-tri collinear" "$("$isect" 'closest point (0 3) vs triangle (0 0) (2 2) (4 4)')" \
  "dist_sq 4.5  on a (0 3)  on b (1.5 1.5)  feature edge 2  bary 0.625 0 0.375  degenerate"
check_eq "point-tri3 coincident" \
  "$("$isect" 'closest point (1 1 1) vs triangle (0 0 0) (0 0 0) (0 0 0)')" \
  "dist_sq 3  on a (1 1 1)  on b (0 0 0)  feature vertex 0  bary 1 0 0  degenerate"
# Invalid: the all-zero answer, feature none.
check_eq "point-tri invalid" "$("$isect" 'closest point (1 2) vs triangle (0 0) (nan 0) (0 4)')" \
  "dist_sq 0  on a (0 0)  on b (0 0)  feature none  bary 0 0 0  invalid"
check_eq "point-tri3 invalid" "$("$isect" "closest point (1 inf 2) vs $T3")" \
  "dist_sq 0  on a (0 0 0)  on b (0 0 0)  feature none  bary 0 0 0  invalid"
# Discs and balls against the triangle: dist((2 -1), T2) = 1 to edge 0, touching counts;
# the collinear triangle is its segment, sqrt(4.5) = 2.12 from (0 3); a radius 0 asks
# whether the centre is in the triangle; dist((3 3 1), T3) = sqrt(3) = 1.732, and
# dist((1 1 3), T3) = 3 to the face.
check_eq "circle-tri touch" "$("$isect" "test circle (2 -1) 1 vs $T2")" "hit"
check_eq "circle-tri miss" "$("$isect" "test circle (2 -1) 0.99 vs $T2")" "miss"
check_eq "circle-tri radius 0" "$("$isect" "circle (1 1) 0 vs $T2")" "hit"
check_eq "circle-tri collinear miss" \
  "$("$isect" 'test circle (0 3) 2 vs triangle (0 0) (2 2) (4 4)')" "miss"
check_eq "circle-tri collinear hit" \
  "$("$isect" 'test circle (0 3) 2.2 vs triangle (0 0) (2 2) (4 4)')" "hit"
check_eq "circle-tri invalid" "$("$isect" "test circle (0 0) -1 vs $T2")" "miss  invalid circle"
check_eq "circle-tri invalid tri" "$("$isect" 'test circle (0 0) 1 vs triangle (0 0) (inf 0) (0 1)')" \
  "miss  invalid triangle"
check_eq "sphere-tri face touch" "$("$isect" "test sphere (1 1 3) 3 vs $T3")" "hit"
check_eq "sphere-tri face miss" "$("$isect" "test sphere (1 1 3) 2.5 vs $T3")" "miss"
check_eq "sphere-tri edge miss" "$("$isect" "test sphere (3 3 1) 1.7 vs $T3")" "miss"
check_eq "sphere-tri edge hit" "$("$isect" "test sphere (3 3 1) 1.75 vs $T3")" "hit"
check_eq "sphere-tri invalid" "$("$isect" "test sphere (0 0 nan) 1 vs $T3")" "miss  invalid sphere"
# Errors with their columns: a vertex missing, a 3D point against a 2D triangle, the
# shapes the other way round, a query kind the pair does not have.
out=$("$isect" 'closest point (1 2) vs triangle (0 0) (4 0)' 2>&1); rc=$?
check_rc "point-tri error rc" $rc 1
check_contains "point-tri error" "$out" \
  "col 44: expected a third vertex (a vector like (1 2)) after the triangle's second vertex"
check_contains "point-tri dims" "$("$isect" "closest point (1 2 3) vs $T2" 2>&1)" \
  "col 26: the triangle is 2D but the point is 3D"
check_contains "point-tri reversed" "$("$isect" "$T2 vs point (1 2)" 2>&1)" \
  "col 1: no query for triangle vs point (2D); the library asks it the other way round"
check_contains "circle-tri kind" "$("$isect" "closest circle (0 0) 1 vs $T2" 2>&1)" \
  "col 1: no 'closest' query for circle vs triangle (2D); try test"
# Capsules against the triangle: hit when the core segment comes within the radius.
# (-2 -1)-(6 -1) runs 1 below edge 0 (touching at radius 1); the core (3 3)-(5 1) lies on
# x + y = 6, sqrt(2) = 1.414 beyond edge 1; with radius 0 a capsule is its segment,
# (-1 2)-(2 -1) crosses the triangle and (2 2)-(5 5) starts on edge 1; a zero-length core
# is a disc; the default kind is test.
check_eq "capsule-tri touch" "$("$isect" "test capsule (-2 -1) (6 -1) 1 vs $T2")" "hit"
check_eq "capsule-tri miss" "$("$isect" "test capsule (-2 -1) (6 -1) 0.99 vs $T2")" "miss"
check_eq "capsule-tri edge hit" "$("$isect" "test capsule (3 3) (5 1) 1.42 vs $T2")" "hit"
check_eq "capsule-tri edge miss" "$("$isect" "test capsule (3 3) (5 1) 1.41 vs $T2")" "miss"
check_eq "capsule-tri crossing" "$("$isect" "capsule (-1 2) (2 -1) 0 vs $T2")" "hit"
check_eq "capsule-tri segment touch" "$("$isect" "test capsule (2 2) (5 5) 0 vs $T2")" "hit"
check_eq "capsule-tri segment miss" "$("$isect" "test capsule (3 3) (5 1) 0 vs $T2")" "miss"
check_eq "capsule-tri disc" "$("$isect" "test capsule (2 -1) (2 -1) 1 vs $T2")" "hit"
check_eq "capsule-tri disc miss" "$("$isect" "test capsule (2 -1) (2 -1) 0.99 vs $T2")" "miss"
# the collinear triangle is the segment (0 0)-(4 4); the core (0 3)-(-3 0) runs parallel
# to it, 3 / sqrt(2) = 2.12 away
check_eq "capsule-tri collinear hit" \
  "$("$isect" 'test capsule (0 3) (-3 0) 2.2 vs triangle (0 0) (2 2) (4 4)')" "hit"
check_eq "capsule-tri collinear miss" \
  "$("$isect" 'test capsule (0 3) (-3 0) 2 vs triangle (0 0) (2 2) (4 4)')" "miss"
check_eq "capsule-tri invalid radius" "$("$isect" "test capsule (0 0) (1 1) -1 vs $T2")" \
  "miss  invalid capsule"
check_eq "capsule-tri nan radius" "$("$isect" "test capsule (0 0) (1 1) nan vs $T2")" \
  "miss  invalid capsule"
check_eq "capsule-tri invalid tri" \
  "$("$isect" 'test capsule (0 0) (1 1) 1 vs triangle (0 0) (inf 0) (0 1)')" \
  "miss  invalid triangle"
# In space: (1 1 -1)-(1 1 1) pierces the face; (2 2 -1)-(2 2 1) pierces edge 1 and
# (2.5 2.5 -1)-(2.5 2.5 1) passes it sqrt(0.5) away; (1 1 2)-(2 1 2) runs 2 above the
# face; (3 3 -1)-(3 3 1) is sqrt(2) = 1.414 from edge 1; (1 -1 -1)-(3 -1 1), skew to
# edge 0, is 1 from it at (2 -1 0); (5 -1 1)-(-1 5 1) runs 1 above edge 1; a ball at
# (-1 -1 -1) is sqrt(3) = 1.732 from vertex 0.
check_eq "capsule-tri3 pierce" "$("$isect" "test capsule (1 1 -1) (1 1 1) 0 vs $T3")" "hit"
check_eq "capsule-tri3 pierce edge" "$("$isect" "test capsule (2 2 -1) (2 2 1) 0 vs $T3")" "hit"
check_eq "capsule-tri3 pass edge" \
  "$("$isect" "test capsule (2.5 2.5 -1) (2.5 2.5 1) 0 vs $T3")" "miss"
check_eq "capsule-tri3 face touch" "$("$isect" "capsule (1 1 2) (2 1 2) 2 vs $T3")" "hit"
check_eq "capsule-tri3 face miss" "$("$isect" "test capsule (1 1 2) (2 1 2) 1.99 vs $T3")" "miss"
check_eq "capsule-tri3 edge hit" "$("$isect" "test capsule (3 3 -1) (3 3 1) 1.42 vs $T3")" "hit"
check_eq "capsule-tri3 edge miss" "$("$isect" "test capsule (3 3 -1) (3 3 1) 1.41 vs $T3")" "miss"
check_eq "capsule-tri3 skew touch" "$("$isect" "test capsule (1 -1 -1) (3 -1 1) 1 vs $T3")" "hit"
check_eq "capsule-tri3 skew miss" "$("$isect" "test capsule (1 -1 -1) (3 -1 1) 0.99 vs $T3")" \
  "miss"
check_eq "capsule-tri3 above edge" "$("$isect" "test capsule (5 -1 1) (-1 5 1) 1 vs $T3")" "hit"
check_eq "capsule-tri3 ball hit" "$("$isect" "test capsule (-1 -1 -1) (-1 -1 -1) 1.74 vs $T3")" \
  "hit"
check_eq "capsule-tri3 ball miss" \
  "$("$isect" "test capsule (-1 -1 -1) (-1 -1 -1) 1.73 vs $T3")" "miss"
# collinear: the segment (0 0 0)-(4 0 0), 1 below the core (1 1 1)-(1 -1 1)
check_eq "capsule-tri3 collinear" \
  "$("$isect" 'test capsule (1 1 1) (1 -1 1) 1 vs triangle (0 0 0) (2 0 0) (4 0 0)')" "hit"
check_eq "capsule-tri3 collinear miss" \
  "$("$isect" 'test capsule (1 1 1) (1 -1 1) 0.99 vs triangle (0 0 0) (2 0 0) (4 0 0)')" "miss"
check_eq "capsule-tri3 invalid radius" "$("$isect" "test capsule (0 0 0) (1 1 1) -0.5 vs $T3")" \
  "miss  invalid capsule"
check_eq "capsule-tri3 invalid core" "$("$isect" "test capsule (0 0 0) (1 1 inf) 1 vs $T3")" \
  "miss  invalid capsule"
check_contains "capsule-tri kind" \
  "$("$isect" "closest capsule (0 0) (1 1) 1 vs $T2" 2>&1)" \
  "col 1: no 'closest' query for capsule vs triangle (2D); try test"
# A point against the solid tetrahedron (0 0 0) (1 0 0) (0 1 0) (0 0 1): the feature
# holding the closest point (vertex i; edge 0..5 joining vertices 01 02 03 12 13 23; face
# f opposite vertex f; solid for the interior) and four barycentric coordinates.
TET='tetrahedron (0 0 0) (1 0 0) (0 1 0) (0 0 1)'
# inside: its own closest point, (1/4 1/8 1/8) = 1/2 v0 + 1/4 v1 + 1/8 v2 + 1/8 v3
check_eq "point-tet solid" "$("$isect" "closest point (0.25 0.125 0.125) vs $TET")" \
  "dist_sq 0  on a (0.25 0.125 0.125)  on b (0.25 0.125 0.125)  feature solid  bary 0.5 0.25 0.125 0.125"
out=$("$isect" "closest point (0.1 0.1 0.1) vs $TET")
check_contains "point-tet solid 0.1" "$out" "dist_sq 0  on a ("
check_contains "point-tet solid 0.1 feature" "$out" "  feature solid  bary "
# (-1 -1 -1): vertex 0, 1 + 1 + 1 away; (0.5 -1 -1): the middle of edge 0, 1 + 1 away
check_eq "point-tet vertex" "$("$isect" "closest point (-1 -1 -1) vs $TET")" \
  "dist_sq 3  on a (-1 -1 -1)  on b (0 0 0)  feature vertex 0  bary 1 0 0 0"
check_eq "point-tet edge" "$("$isect" "closest point (0.5 -1 -1) vs $TET")" \
  "dist_sq 2  on a (0.5 -1 -1)  on b (0.5 0 0)  feature edge 0  bary 0.5 0.5 0 0"
# (0.5 0.5 -1): the middle of edge 3 (vertices 1 and 2), 1 below it
check_eq "point-tet edge 3" "$("$isect" "closest point (0.5 0.5 -1) vs $TET")" \
  "dist_sq 1  on a (0.5 0.5 -1)  on b (0.5 0.5 0)  feature edge 3  bary 0 0.5 0.5 0"
# (1 1 1): face 0 (x + y + z = 1, opposite vertex 0) at (1/3 1/3 1/3), (2 / sqrt(3))^2 =
# 4/3 away (not exact in binary: 6 digits)
check_eq "point-tet face 0" "$("$isect" --digits 6 "closest point (1 1 1) vs $TET")" \
  "dist_sq 1.33333  on a (1 1 1)  on b (0.333333 0.333333 0.333333)  feature face 0  bary 0 0.333333 0.333333 0.333333"
# (-1 0.25 0.5): face 1 (x = 0, opposite vertex 1) at (0 0.25 0.5)
check_eq "point-tet face 1" "$("$isect" "closest point (-1 0.25 0.5) vs $TET")" \
  "dist_sq 1  on a (-1 0.25 0.5)  on b (0 0.25 0.5)  feature face 1  bary 0.25 0 0.25 0.5"
# on the boundary: its own closest point, on face 3 (z = 0) or edge 2 (vertices 0 and 3)
check_eq "point-tet on face" "$("$isect" "closest point (0.25 0.25 0) vs $TET")" \
  "dist_sq 0  on a (0.25 0.25 0)  on b (0.25 0.25 0)  feature face 3  bary 0.5 0.25 0.25 0"
check_eq "point-tet on edge" "$("$isect" "closest point (0 0 0.5) vs $TET")" \
  "dist_sq 0  on a (0 0 0.5)  on b (0 0 0.5)  feature edge 2  bary 0.5 0 0 0.5"
# Degenerate: coplanar vertices are their convex hull in the plane z = 0, here the square
# (0 0) (2 0) (2 2) (0 2); (1.5 0.5 1) is above it, on face 2 (vertices 0, 1, 3):
# 0.25 (0 0) + 0.5 (2 0) + 0.25 (2 2); (3 1 0) is beside edge 4 (vertices 1 and 3).
SQ='tetrahedron (0 0 0) (2 0 0) (0 2 0) (2 2 0)'
check_eq "point-tet coplanar" "$("$isect" "closest point (1.5 0.5 1) vs $SQ")" \
  "dist_sq 1  on a (1.5 0.5 1)  on b (1.5 0.5 0)  feature face 2  bary 0.25 0.5 0 0.25  degenerate"
check_eq "point-tet coplanar edge" "$("$isect" "closest point (3 1 0) vs $SQ")" \
  "dist_sq 1  on a (3 1 0)  on b (2 1 0)  feature edge 4  bary 0 0.5 0 0.5  degenerate"
# vertex 3 inside the triangle of the others: the hull is that triangle
check_eq "point-tet coplanar triangle" \
  "$("$isect" 'closest point (1 1 1) vs tetrahedron (0 0 0) (4 0 0) (0 4 0) (1 1 0)')" \
  "dist_sq 1  on a (1 1 1)  on b (1 1 0)  feature face 3  bary 0.5 0.25 0.25 0  degenerate"
# collinear: the segment from vertex 0 to vertex 3, (5 5 5) beyond vertex 3 by sqrt(12)
check_eq "point-tet collinear" \
  "$("$isect" 'closest point (5 5 5) vs tetrahedron (0 0 0) (1 1 1) (2 2 2) (3 3 3)')" \
  "dist_sq 12  on a (5 5 5)  on b (3 3 3)  feature vertex 3  bary 0 0 0 1  degenerate"
check_eq "point-tet invalid" "$("$isect" "closest point (1 1 nan) vs $TET")" \
  "dist_sq 0  on a (0 0 0)  on b (0 0 0)  feature none  bary 0 0 0 0  invalid"
check_contains "point-tet reversed" "$("$isect" "$TET vs point (1 2 3)" 2>&1)" \
  "col 1: no query for tetrahedron vs point (3D); the library asks it the other way round"
check_contains "point-tet kind" "$("$isect" "test point (1 2 3) vs $TET" 2>&1)" \
  "col 1: no 'test' query for point vs tetrahedron (3D); try closest"
check_contains "point-tet vertex missing" \
  "$("$isect" 'closest point (1 1 1) vs tetrahedron (0 0 0) (1 0 0) (0 1 0)' 2>&1)" \
  "col 61: expected a fourth vertex (a vector like (1 2)) after the tetrahedron's third vertex"
# A point against a convex polygon: the vertex, the edge (i from vertex i to vertex i + 1,
# bary on its two ends) or the face (the interior, bary 0 0) holding the closest point.
# The rectangle R: (3 3) is 1 above edge 2, (4 2) -> (0 2), a quarter of the way along it;
# (5 3) is beyond vertex 2 by (1 1); (1 1) is inside; (2 0) on edge 0.
R='polygon (0 0) (4 0) (4 2) (0 2)'
check_eq "point-poly edge" "$("$isect" "closest point (3 3) vs $R")" \
  "dist_sq 1  on a (3 3)  on b (3 2)  feature edge 2  bary 0.75 0.25"
check_eq "point-poly vertex" "$("$isect" "closest point (5 3) vs $R")" \
  "dist_sq 2  on a (5 3)  on b (4 2)  feature vertex 2  bary 1 0"
check_eq "point-poly face" "$("$isect" "closest point (1 1) vs $R")" \
  "dist_sq 0  on a (1 1)  on b (1 1)  feature face 0  bary 0 0"
check_eq "point-poly on edge" "$("$isect" "closest point (2 0) vs $R")" \
  "dist_sq 0  on a (2 0)  on b (2 0)  feature edge 0  bary 0.5 0.5"
# clockwise, the same square: (3 3) is now above edge 0, (0 2) -> (4 2)
check_eq "point-poly clockwise" "$("$isect" 'closest point (3 3) vs polygon (0 2) (4 2) (4 0) (0 0)')" \
  "dist_sq 1  on a (3 3)  on b (3 2)  feature edge 0  bary 0.25 0.75"
# a vertex in the middle of a straight run is a vertex: (2 0) holds the foot of (2 -1)
check_eq "point-poly straight run" \
  "$("$isect" 'closest point (2 -1) vs polygon (0 0) (2 0) (4 0) (4 2) (0 2)')" \
  "dist_sq 1  on a (2 -1)  on b (2 0)  feature vertex 1  bary 1 0"
# collinear vertices are the segment of the outermost two; all equal, vertex 0
check_eq "point-poly collinear" "$("$isect" 'closest point (5 1) vs polygon (0 0) (2 0) (4 0)')" \
  "dist_sq 2  on a (5 1)  on b (4 0)  feature vertex 2  bary 1 0  degenerate"
check_eq "point-poly one point" "$("$isect" 'closest point (1 1) vs polygon (1 1) (1 1) (1 1)')" \
  "dist_sq 0  on a (1 1)  on b (1 1)  feature vertex 0  bary 1 0  degenerate"
# not convex (a reflex vertex; a bow tie): invalid, whatever the point
check_eq "point-poly reflex" "$("$isect" 'closest point (1 1) vs polygon (0 0) (4 0) (1 1) (0 4)')" \
  "dist_sq 0  on a (0 0)  on b (0 0)  feature none  bary 0 0  invalid"
check_eq "point-poly bow tie" "$("$isect" 'closest point (9 9) vs polygon (0 0) (4 0) (0 4) (4 4)')" \
  "dist_sq 0  on a (0 0)  on b (0 0)  feature none  bary 0 0  invalid"
check_eq "point-poly default kind" "$("$isect" "point (1 1) vs $R")" "inside"
# A point against a round solid: bary 1 - t, t with t the axial parameter. The stadium
# around (0 0)-(4 0), radius 1: edge 0 / 1 the arcs around p0 / p1, edge 2 / 3 the sides
# left / right of p0 -> p1, face 0 the interior.
C2='capsule (0 0) (4 0) 1'
check_eq "point-capsule left side" "$("$isect" "closest point (2 3) vs $C2")" \
  "dist_sq 4  on a (2 3)  on b (2 1)  feature edge 2  bary 0.5 0.5"
check_eq "point-capsule right side" "$("$isect" "closest point (2 -3) vs $C2")" \
  "dist_sq 4  on a (2 -3)  on b (2 -1)  feature edge 3  bary 0.5 0.5"
check_eq "point-capsule arc 1" "$("$isect" "closest point (7 0) vs $C2")" \
  "dist_sq 4  on a (7 0)  on b (5 0)  feature edge 1  bary 0 1"
# (-3 4) is 5 from p0: the arc's point is (-3 4) / 5, 4 away
check_eq "point-capsule arc 0" "$("$isect" --digits 6 "closest point (-3 4) vs $C2")" \
  "dist_sq 16  on a (-3 4)  on b (-0.6 0.8)  feature edge 0  bary 1 0"
check_eq "point-capsule inside" "$("$isect" "closest point (1 0.5) vs $C2")" \
  "dist_sq 0  on a (1 0.5)  on b (1 0.5)  feature face 0  bary 0.75 0.25"
check_eq "point-capsule on side" "$("$isect" "closest point (1 1) vs $C2")" \
  "dist_sq 0  on a (1 1)  on b (1 1)  feature edge 2  bary 0.75 0.25"
check_eq "point-capsule radius 0" "$("$isect" 'closest point (2 3) vs capsule (0 0) (4 0) 0')" \
  "dist_sq 9  on a (2 3)  on b (2 0)  feature edge 2  bary 0.5 0.5  degenerate"
check_eq "point-capsule disc" "$("$isect" 'closest point (1 1) vs capsule (1 1) (1 1) 1')" \
  "dist_sq 0  on a (1 1)  on b (1 1)  feature face 0  bary 1 0  degenerate"
check_eq "point-capsule invalid" "$("$isect" "closest point (1 1) vs capsule (0 0) (4 0) -1")" \
  "dist_sq 0  on a (0 0)  on b (0 0)  feature none  bary 0 0  invalid"
check_eq "point-capsule default kind" "$("$isect" "point (1 1) vs $C2")" "on boundary"
# In space: face 0 / 1 the end caps, face 2 the side, solid the interior.
C3='capsule (0 0 0) (4 0 0) 1'
check_eq "point-capsule3 side" "$("$isect" "closest point (2 0 3) vs $C3")" \
  "dist_sq 4  on a (2 0 3)  on b (2 0 1)  feature face 2  bary 0.5 0.5"
check_eq "point-capsule3 cap 1" "$("$isect" "closest point (6 0 0) vs $C3")" \
  "dist_sq 1  on a (6 0 0)  on b (5 0 0)  feature face 1  bary 0 1"
check_eq "point-capsule3 solid" "$("$isect" "closest point (1 0.5 0) vs $C3")" \
  "dist_sq 0  on a (1 0.5 0)  on b (1 0.5 0)  feature solid  bary 0.75 0.25"
# The cylinder (0 0 0)-(4 0 0), radius 1: face 0 / 1 the flat caps, face 2 the side, edge
# 0 / 1 the rims; (6 3 0) is beyond the rim point (4 1 0) by (2 2 0), (-1 0 2) beyond
# (0 0 1) by (-1 0 1).
CY='cylinder (0 0 0) (4 0 0) 1'
check_eq "point-cylinder side" "$("$isect" "closest point (2 0 3) vs $CY")" \
  "dist_sq 4  on a (2 0 3)  on b (2 0 1)  feature face 2  bary 0.5 0.5"
check_eq "point-cylinder cap 1" "$("$isect" "closest point (6 0.5 0) vs $CY")" \
  "dist_sq 4  on a (6 0.5 0)  on b (4 0.5 0)  feature face 1  bary 0 1"
check_eq "point-cylinder cap 0" "$("$isect" "closest point (-2 0 -0.5) vs $CY")" \
  "dist_sq 4  on a (-2 0 -0.5)  on b (0 0 -0.5)  feature face 0  bary 1 0"
check_eq "point-cylinder rim 1" "$("$isect" "closest point (6 3 0) vs $CY")" \
  "dist_sq 8  on a (6 3 0)  on b (4 1 0)  feature edge 1  bary 0 1"
check_eq "point-cylinder rim 0" "$("$isect" "closest point (-1 0 2) vs $CY")" \
  "dist_sq 2  on a (-1 0 2)  on b (0 0 1)  feature edge 0  bary 1 0"
check_eq "point-cylinder solid" "$("$isect" "closest point (2 0.5 0) vs $CY")" \
  "dist_sq 0  on a (2 0.5 0)  on b (2 0.5 0)  feature solid  bary 0.5 0.5"
check_eq "point-cylinder on rim" "$("$isect" "closest point (4 1 0) vs $CY")" \
  "dist_sq 0  on a (4 1 0)  on b (4 1 0)  feature edge 1  bary 0 1"
check_eq "point-cylinder radius 0" "$("$isect" 'closest point (6 3 0) vs cylinder (0 0 0) (4 0 0) 0')" \
  "dist_sq 13  on a (6 3 0)  on b (4 0 0)  feature edge 1  bary 0 1  degenerate"
check_eq "point-cylinder no axis" "$("$isect" 'closest point (2 3 0) vs cylinder (1 1 1) (1 1 1) 2')" \
  "dist_sq 6  on a (2 3 0)  on b (1 1 1)  feature vertex 0  bary 1 0  degenerate"
check_eq "point-cylinder invalid" "$("$isect" 'closest point (2 3 0) vs cylinder (0 0 0) (4 0 0) nan')" \
  "dist_sq 0  on a (0 0 0)  on b (0 0 0)  feature none  bary 0 0  invalid"
# The cone, apex (0 0 0), base (4 0 0), radius 2: vertex 0 the apex, edge 0 the rim, face
# 0 the base disc, face 1 the slant. (1 3 0) projects onto the generator (0 0 0)-(4 2 0)
# at its middle (2 1 0), (-1 2 0) away.
CO='cone (0 0 0) (4 0 0) 2'
check_eq "point-cone apex" "$("$isect" "closest point (-1 0 0) vs $CO")" \
  "dist_sq 1  on a (-1 0 0)  on b (0 0 0)  feature vertex 0  bary 1 0"
check_eq "point-cone base" "$("$isect" "closest point (5 1 0) vs $CO")" \
  "dist_sq 1  on a (5 1 0)  on b (4 1 0)  feature face 0  bary 0 1"
check_eq "point-cone rim" "$("$isect" "closest point (5 3 0) vs $CO")" \
  "dist_sq 2  on a (5 3 0)  on b (4 2 0)  feature edge 0  bary 0 1"
check_eq "point-cone slant" "$("$isect" "closest point (1 3 0) vs $CO")" \
  "dist_sq 5  on a (1 3 0)  on b (2 1 0)  feature face 1  bary 0.5 0.5"
check_eq "point-cone solid" "$("$isect" "closest point (2 0.5 0) vs $CO")" \
  "dist_sq 0  on a (2 0.5 0)  on b (2 0.5 0)  feature solid  bary 0.5 0.5"
check_eq "point-cone on slant" "$("$isect" "closest point (2 1 0) vs $CO")" \
  "dist_sq 0  on a (2 1 0)  on b (2 1 0)  feature face 1  bary 0.5 0.5"
check_eq "point-cone radius 0" "$("$isect" 'closest point (2 3 0) vs cone (0 0 0) (4 0 0) 0')" \
  "dist_sq 9  on a (2 3 0)  on b (2 0 0)  feature face 1  bary 0.5 0.5  degenerate"
check_eq "point-cone invalid" "$("$isect" 'closest point (2 3 0) vs cone (0 0 0) (4 0 0) -2')" \
  "dist_sq 0  on a (0 0 0)  on b (0 0 0)  feature none  bary 0 0  invalid"
check_eq "point-cone default kind" "$("$isect" "point (1 3 0) vs $CO")" \
  "dist_sq 5  on a (1 3 0)  on b (2 1 0)  feature face 1  bary 0.5 0.5"
check_contains "point-cone reversed" "$("$isect" "$CO vs point (1 2 3)" 2>&1)" \
  "col 1: no query for cone vs point (3D); the library asks it the other way round"
check_contains "point-cylinder 2D" "$("$isect" "closest point (1 2) vs $CY" 2>&1)" \
  "col 24: the cylinder is 3D but the point is 2D"
check_eq "point-cylinder json" "$("$isect" --json "closest point (6 3 0) vs $CY")" \
  '{"line":1,"kind":"closest","function":"isect_closest_point3_cylinder3","shapes":["point","cylinder"],"dim":3,"dist_sq":8,"point_a":[6,3,0],"point_b":[4,1,0],"feature_a":{"kind":"vertex","index":0},"feature_b":{"kind":"edge","index":1},"bary_a":[1],"bary_b":[0,1],"flags":0,"flag_names":[]}'
# A segment or a triangle against a triangle, a segment against a box: the feature and the
# barycentric coordinates of each shape (the segment: vertex 0 = p0, vertex 1 = p1, edge 0
# its interior, bary 1 - s, s), labelled "a" and "b"; a box has no bary. Against T3 (z = 0):
# (1 1 1)-(1 1 3) stands above the face, p0 1 over its point (1 1 0) = 0.5 v0 + 0.25 v1 +
# 0.25 v2 (p1 is 3 over the same point)
check_eq "seg-tri face" "$("$isect" "closest segment (1 1 1) (1 1 3) vs $T3")" \
  "dist_sq 1  on a (1 1 1)  on b (1 1 0)  feature a vertex 0  bary a 1 0  feature b face 0  bary b 0.5 0.25 0.25"
# through the face at its middle (s = 0.5): the crossing, distance 0 (every vertex and edge
# candidate is 1 or more away)
check_eq "seg-tri crossing" "$("$isect" "closest segment (1 1 -1) (1 1 1) vs $T3")" \
  "dist_sq 0  on a (1 1 0)  on b (1 1 0)  feature a edge 0  bary a 0.5 0.5  feature b face 0  bary b 0.5 0.25 0.25"
# skew to edge 0 (the x axis): the common perpendicular from (2 -1 0) to (2 0 0), both
# midpoints; p0 and p1 are sqrt(2) away
check_eq "seg-tri edges" "$("$isect" "closest segment (2 -1 -1) (2 -1 1) vs $T3")" \
  "dist_sq 1  on a (2 -1 0)  on b (2 0 0)  feature a edge 0  bary a 0.5 0.5  feature b edge 0  bary b 0.5 0.5 0"
# parallel to edge 0, 1 below it over x in [1, 3]: a tie, the first candidate wins (p0
# against the triangle, before p1 and the edge pairs): (1 -1 0) to (1 0 0)
check_eq "seg-tri parallel tie" "$("$isect" "closest segment (1 -1 0) (3 -1 0) vs $T3")" \
  "dist_sq 1  on a (1 -1 0)  on b (1 0 0)  feature a vertex 0  bary a 1 0  feature b edge 0  bary b 0.75 0.25 0"
# p0 - v1 = (1 -1 0) points away from both edges at v1 (4 0 0): the vertex, 1 + 1
check_eq "seg-tri vertex" "$("$isect" "closest segment (5 -1 0) (6 -2 0) vs $T3")" \
  "dist_sq 2  on a (5 -1 0)  on b (4 0 0)  feature a vertex 0  bary a 1 0  feature b vertex 1  bary b 0 1 0"
# p0 on edge 0, at its middle: touching counts
check_eq "seg-tri touching" "$("$isect" "closest segment (2 0 0) (2 -3 4) vs $T3")" \
  "dist_sq 0  on a (2 0 0)  on b (2 0 0)  feature a vertex 0  bary a 1 0  feature b edge 0  bary b 0.5 0.5 0"
# degenerate: a zero-length segment is its point (as closest point (1 2 5) above); a
# collinear triangle is its spanning segment, edge 2 from (4 0 0) to (0 0 0), whose point
# (1 0 0) is 3/4 of the way: bary 3/4 on v0, 1/4 on v2
check_eq "seg-tri point" "$("$isect" "closest segment (1 2 5) (1 2 5) vs $T3")" \
  "dist_sq 25  on a (1 2 5)  on b (1 2 0)  feature a vertex 0  bary a 1 0  feature b face 0  bary b 0.25 0.25 0.5  degenerate"
check_eq "seg-tri collinear" "$("$isect" 'closest segment (1 1 1) (1 1 3) vs triangle (0 0 0) (2 0 0) (4 0 0)')" \
  "dist_sq 2  on a (1 1 1)  on b (1 0 0)  feature a vertex 0  bary a 1 0  feature b edge 2  bary b 0.75 0 0.25  degenerate"
check_eq "seg-tri invalid" "$("$isect" "closest segment (0 0 nan) (1 1 1) vs $T3")" \
  "dist_sq 0  on a (0 0 0)  on b (0 0 0)  feature a none  bary a 0 0  feature b none  bary b 0 0 0  invalid"
# without a kind word a segment and a triangle ask find
check_eq "seg-tri default kind" "$("$isect" "segment (1 1 -1) (1 1 1) vs $T3")" \
  "hit  t 0.5 .. 0.5  entry (1 1 0)  exit (1 1 0)  normal (-0 -0 -1)  crossings 1"
check_contains "seg-tri reversed" "$("$isect" "$T3 vs segment (1 1 1) (1 1 3)" 2>&1)" \
  "col 1: no query for triangle vs segment (3D); the library asks it the other way round"
check_eq "seg-tri json" "$("$isect" --json "closest segment (2 -1 -1) (2 -1 1) vs $T3")" \
  '{"line":1,"kind":"closest","function":"isect_closest_seg3_tri3","shapes":["segment","triangle"],"dim":3,"dist_sq":1,"point_a":[2,-1,0],"point_b":[2,0,0],"feature_a":{"kind":"edge","index":0},"feature_b":{"kind":"edge","index":0},"bary_a":[0.5,0.5],"bary_b":[0.5,0.5,0],"flags":0,"flag_names":[]}'
# Two triangles. T3 lifted by 1 above itself: every pair of corresponding points is 1
# apart, a tie won by a's vertex 0 against b (the first candidate)
check_eq "tri-tri parallel tie" "$("$isect" "closest triangle (0 0 1) (4 0 1) (0 4 1) vs $T3")" \
  "dist_sq 1  on a (0 0 1)  on b (0 0 0)  feature a vertex 0  bary a 1 0 0  feature b vertex 0  bary b 1 0 0"
# b's lowest vertex (1 1 2) hangs 2 over a's face (b's other points are higher, z >= 2,
# and only (1 1 2) is at z = 2)
check_eq "tri-tri vertex-face" "$("$isect" "closest $T3 vs triangle (1 1 2) (3 1 5) (1 3 5)")" \
  "dist_sq 4  on a (1 1 0)  on b (1 1 2)  feature a face 0  bary a 0.5 0.25 0.25  feature b vertex 0  bary b 1 0 0"
# b's edge 0, at x = 2, y = -1, z from -1 to 1, is skew to a's edge 0 (the x axis): their
# midpoints (2 0 0) and (2 -1 0), 1 apart; b's vertices are sqrt(2) and 5 away
check_eq "tri-tri edges" "$("$isect" "closest $T3 vs triangle (2 -1 -1) (2 -1 1) (2 -5 0)")" \
  "dist_sq 1  on a (2 0 0)  on b (2 -1 0)  feature a edge 0  bary a 0.5 0.5 0  feature b edge 0  bary b 0.5 0.5 0"
# b, in the plane x = y, cuts a along (1 1 0)-(2 2 0): no vertex or edge pair meets, a's
# edge 1 crosses b at its middle (2 2 0) = 0.375 (1 1 -1) + 0.375 (1 1 1) + 0.25 (5 5 0),
# and a's crossings come before b's (b's edge 0 crosses a at (1 1 0))
check_eq "tri-tri crossing" "$("$isect" "closest $T3 vs triangle (1 1 -1) (1 1 1) (5 5 0)")" \
  "dist_sq 0  on a (2 2 0)  on b (2 2 0)  feature a edge 1  bary a 0 0.5 0.5  feature b face 0  bary b 0.375 0.375 0.25"
# a collinear b is its segment (6 0 0)-(8 0 0): its vertex 0 is 2 from a's vertex 1
check_eq "tri-tri collinear" "$("$isect" "closest $T3 vs triangle (6 0 0) (8 0 0) (6 0 0)")" \
  "dist_sq 4  on a (4 0 0)  on b (6 0 0)  feature a vertex 1  bary a 0 1 0  feature b vertex 0  bary b 1 0 0  degenerate"
check_eq "tri-tri invalid" "$("$isect" "closest $T3 vs triangle (0 0 0) (1 0 inf) (0 1 0)")" \
  "dist_sq 0  on a (0 0 0)  on b (0 0 0)  feature a none  bary a 0 0 0  feature b none  bary b 0 0 0  invalid"
check_contains "tri-tri classify" "$("$isect" "classify $T3 vs $T3" 2>&1)" \
  "col 1: no 'classify' query for triangle vs triangle (3D); try find, test, closest"
# The overlap test of two triangles: crossing, touching at a vertex and a float ulp off it
# (apart in both builds), sharing an edge in one plane, a collinear triangle (its segment)
# above, invalid
check_eq "tri-tri test crossing" "$("$isect" "test $T3 vs triangle (1 1 -1) (1 1 1) (5 -3 0)")" "hit"
check_eq "tri-tri test vertex" "$("$isect" "test $T3 vs triangle (4 0 0) (6 1 1) (6 -1 2)")" "hit"
check_eq "tri-tri test vertex ulp" \
  "$("$isect" "test $T3 vs triangle (4.000000476837158203125 0 0) (6 1 1) (6 -1 2)")" "miss"
check_eq "tri-tri test coplanar" "$("$isect" "test $T3 vs triangle (4 0 0) (0 4 0) (4 4 0)")" "hit"
check_eq "tri-tri test collinear" "$("$isect" "test $T3 vs triangle (1 1 1) (1 1 1) (1 1 3)")" "miss"
check_eq "tri-tri test invalid" "$("$isect" "test $T3 vs triangle (nan 1 1) (1 1 1) (1 1 3)")" \
  "miss  invalid triangle"
# A box against a triangle: the plane x + y + z = 3 touching the unit cube's corner, a float
# ulp beyond it (apart in both builds), the same cube as an oriented box with turned axes, a
# triangle lying in the face z = 1 across it, an inverted box and a negative half extent
U3='aabb (0 0 0) (1 1 1)' P3='triangle (3 0 0) (0 3 0) (0 0 3)'
check_eq "box-tri corner" "$("$isect" "test $U3 vs $P3")" "hit"
check_eq "box-tri corner ulp" \
  "$("$isect" "test $U3 vs triangle (3.0000002384185791015625 0 0) (0 3 0) (0 0 3)")" "miss"
check_eq "obb-tri corner" \
  "$("$isect" "test obb (0.5 0.5 0.5) (0 -1 0) (0 0 1) (1 0 0) (0.5 0.5 0.5) vs $P3")" "hit"
check_eq "box-tri face plane" "$("$isect" "test $U3 vs triangle (-1 -1 1) (3 -1 1) (-1 3 1)")" "hit"
check_eq "box-tri invalid" "$("$isect" "test aabb (0 2 0) (1 1 1) vs $P3")" "miss  invalid aabb"
check_eq "obb-tri invalid" \
  "$("$isect" "test obb (0 0 0) (1 0 0) (0 1 0) (0 0 1) (1 -1 1) vs $P3")" "miss  invalid obb"
# A ball against a polygon in space (its fan from the first vertex): touching the square's
# face from above, its corner along (3 4 0), a radius short of it, a negative radius
Q4='polygon (0 0 0) (4 0 0) (4 4 0) (0 4 0)'
check_eq "ball-poly face" "$("$isect" "test sphere (2 2 1) 1 vs $Q4")" "hit"
check_eq "ball-poly corner" "$("$isect" "test sphere (7 8 0) 5 vs $Q4")" "hit"
check_eq "ball-poly short" "$("$isect" "test sphere (7 8 0) 4.99 vs $Q4")" "miss"
check_eq "ball-poly invalid" "$("$isect" "test sphere (2 2 1) -1 vs $Q4")" "miss  invalid sphere"
# A segment against the unit box B: corner k takes x from max when bit 0 is set, y bit 1, z
# bit 2; edge 4a + m runs along axis a (m: the other axes' bits, lower axis first); face
# 2a + s is side s (0 min, 1 max) of axis a; an end inside is on "solid".
B3='aabb (0 0 0) (1 1 1)'
# p0 (2 2 2) clamps to the corner (1 1 1), corner 7, 3 away (p1 is farther)
check_eq "seg-box corner" "$("$isect" "closest segment (2 2 2) (3 3 3) vs $B3")" \
  "dist_sq 3  on a (2 2 2)  on b (1 1 1)  feature a vertex 0  bary a 1 0  feature b vertex 7"
# p0 (2 0.5 2) clamps to (1 0.5 1): the edge along y at x max, z max, 4 + 3
check_eq "seg-box edge" "$("$isect" "closest segment (2 0.5 2) (2 0.5 5) vs $B3")" \
  "dist_sq 2  on a (2 0.5 2)  on b (1 0.5 1)  feature a vertex 0  bary a 1 0  feature b edge 7"
# in the plane x = 0.5, along y + z = 4: the common perpendicular to edge 3 (along x at y
# max, z max) from (0.5 2 2) to (0.5 1 1), sqrt(2); the ends are 2 from the box
check_eq "seg-box skew edge" "$("$isect" --digits 12 "closest segment (0.5 1 3) (0.5 3 1) vs $B3")" \
  "dist_sq 2  on a (0.5 2 2)  on b (0.5 1 1)  feature a edge 0  bary a 0.5 0.5  feature b edge 3"
# x + y = 2 at height 2 passes over the corner (1 1 1): the edge pair (edge 3, the first
# of the three edges there) ends at that corner
check_eq "seg-box over corner" "$("$isect" "closest segment (3 -1 2) (-1 3 2) vs $B3")" \
  "dist_sq 1  on a (1 1 2)  on b (1 1 1)  feature a edge 0  bary a 0.5 0.5  feature b vertex 7"
# parallel to the top face, 1 above it over y in [0, 1]: a tie, won by the first edge that
# attains it, edge 2 (along x at y min, z max), at (0.5 0 1); the ends are sqrt(2) away
check_eq "seg-box parallel tie" "$("$isect" "closest segment (0.5 -1 2) (0.5 3 2) vs $B3")" \
  "dist_sq 1  on a (0.5 0 2)  on b (0.5 0 1)  feature a edge 0  bary a 0.75 0.25  feature b edge 2"
# x + y = 2 at height 0.5 touches the vertical edge at x max, y max (edge 11) at its middle
check_eq "seg-box touch edge" "$("$isect" "closest segment (3 -1 0.5) (-1 3 0.5) vs $B3")" \
  "dist_sq 0  on a (1 1 0.5)  on b (1 1 0.5)  feature a edge 0  bary a 0.5 0.5  feature b edge 11"
# through the box along z: it enters by the bottom face (face 4) at s = 1/4
check_eq "seg-box crossing" "$("$isect" "closest segment (0.5 0.5 -1) (0.5 0.5 3) vs $B3")" \
  "dist_sq 0  on a (0.5 0.5 0)  on b (0.5 0.5 0)  feature a edge 0  bary a 0.75 0.25  feature b face 4"
# p0 inside: its own closest point (without a kind word a segment and a box ask find)
check_eq "seg-box inside" "$("$isect" "closest segment (0.5 0.5 0.5) (3 3 3) vs $B3")" \
  "dist_sq 0  on a (0.5 0.5 0.5)  on b (0.5 0.5 0.5)  feature a vertex 0  bary a 1 0  feature b solid"
# a flat box (z extent 0) is a square: crossed at z = 0, its min side, face 4
check_eq "seg-box flat" "$("$isect" 'closest segment (0.5 0.5 -1) (0.5 0.5 1) vs aabb (0 0 0) (1 1 0)')" \
  "dist_sq 0  on a (0.5 0.5 0)  on b (0.5 0.5 0)  feature a edge 0  bary a 0.5 0.5  feature b face 4  degenerate"
check_eq "seg-box invalid" "$("$isect" 'closest segment (0.5 0.5 -1) (0.5 0.5 1) vs aabb (1 0 0) (0 1 1)')" \
  "dist_sq 0  on a (0 0 0)  on b (0 0 0)  feature a none  bary a 0 0  feature b none  invalid"
check_eq "seg-box json" "$("$isect" --json "closest segment (3 -1 2) (-1 3 2) vs $B3")" \
  '{"line":1,"kind":"closest","function":"isect_closest_seg3_aabb3","shapes":["segment","aabb"],"dim":3,"dist_sq":1,"point_a":[1,1,2],"point_b":[1,1,1],"feature_a":{"kind":"edge","index":0},"feature_b":{"kind":"vertex","index":7},"bary_a":[0.5,0.5],"bary_b":[],"flags":0,"flag_names":[]}'
# the segment from the centre of the box [-1, 1]^3 (an obb with the unit axes) to (1 1 1),
# its corner: it meets the box (isect_test_seg3_obb3); the find starts inside and ends on
# the corner (exit t = 1 through the +x side, the lowest index of the three through it)
check_eq "seg-obb test" "$("$isect" "test segment (0 0 0) (1 1 1) vs obb (0 0 0) (1 0 0) (0 1 0) (0 0 1) (1 1 1)")" "hit"
check_eq "seg-obb find" "$("$isect" "segment (0 0 0) (1 1 1) vs obb (0 0 0) (1 0 0) (0 1 0) (0 0 1) (1 1 1)")" \
  "hit  t 0 .. 1  entry (0 0 0)  exit (1 1 1)  normal (0 0 0)  crossings 1  started-inside"
# A segment against an oriented box: the box's features are numbered as an aabb's, by its
# own axes (corner bit i set: the + half_i side of axis i). The unit cube as an obb first:
# the segment ends 1 short of its min-x face (face 0), at the face's centre.
OC='obb (0.5 0.5 0.5) (1 0 0) (0 1 0) (0 0 1) (0.5 0.5 0.5)'
check_eq "seg-obb face" "$("$isect" "closest segment (-2 0.5 0.5) (-1 0.5 0.5) vs $OC")" \
  "dist_sq 1  on a (-1 0.5 0.5)  on b (0 0.5 0.5)  feature a vertex 1  bary a 0 1  feature b face 0"
# O turned a quarter about z: axis 0 is y (half 2), axis 1 is -x (half 1), axis 2 is z
# (half 1), so O is x in [-1, 1], y in [-2, 2], z in [-1, 1]. (3 3 0) clamps to (1 2 0),
# 4 + 1 away (the segment rises along z, away): y = +2 is axis 0's max side (bit 0), x = 1
# is -1 on axis 1 (its min side), so the edge along axis 2 with m = 1: edge 4 * 2 + 1
O='obb (0 0 0) (0 1 0) (-1 0 0) (0 0 1) (2 1 1)'
check_eq "seg-obb edge" "$("$isect" "closest segment (3 3 0) (3 3 5) vs $O")" \
  "dist_sq 5  on a (3 3 0)  on b (1 2 0)  feature a vertex 0  bary a 1 0  feature b edge 9"
# up the z axis through O: it enters by the bottom (axis 2's min side, face 4) at s = 1/4
check_eq "seg-obb crossing" "$("$isect" "closest segment (0 0 -2) (0 0 2) vs $O")" \
  "dist_sq 0  on a (0 0 -1)  on b (0 0 -1)  feature a edge 0  bary a 0.75 0.25  feature b face 4"
# parallel to O's x = 1 face, 2 beyond it over its whole length: the tie goes to the least
# s, p0; x = 1 is axis 1's min side: face 2 * 1 + 0.
check_eq "seg-obb parallel tie" "$("$isect" "closest segment (3 -1 0) (3 1 0) vs $O")" \
  "dist_sq 4  on a (3 -1 0)  on b (1 -1 0)  feature a vertex 0  bary a 1 0  feature b face 2"
check_eq "seg-obb inside" "$("$isect" "closest segment (0 0 0) (5 5 5) vs $O")" \
  "dist_sq 0  on a (0 0 0)  on b (0 0 0)  feature a vertex 0  bary a 1 0  feature b solid"
# a zero-length segment on O's edge along axis 0 at x = 1 (axis 1 min), z = 1 (axis 2 max)
check_eq "seg-obb point on edge" "$("$isect" "closest segment (1 1 1) (1 1 1) vs $O")" \
  "dist_sq 0  on a (1 1 1)  on b (1 1 1)  feature a vertex 0  bary a 1 0  feature b edge 2  degenerate"
# a flat box (half z 0) is a square: crossed at z = 0, its min side by convention
check_eq "seg-obb flat" "$("$isect" "closest segment (0 0 -2) (0 0 2) vs obb (0 0 0) (1 0 0) (0 1 0) (0 0 1) (1 1 0)")" \
  "dist_sq 0  on a (0 0 0)  on b (0 0 0)  feature a edge 0  bary a 0.5 0.5  feature b face 4  degenerate"
OBB_INVALID="dist_sq 0  on a (0 0 0)  on b (0 0 0)  feature a none  bary a 0 0  feature b none  invalid"
check_eq "seg-obb axes" "$("$isect" "closest segment (0 0 -2) (0 0 2) vs obb (0 0 0) (1 0 0) (1 0 0) (0 0 1) (1 1 1)")" \
  "$OBB_INVALID"
check_eq "seg-obb negative half" "$("$isect" "closest segment (0 0 2) (0 0 3) vs obb (0 0 0) (1 0 0) (0 1 0) (0 0 1) (1 -1 1)")" \
  "$OBB_INVALID"
check_eq "seg-obb nan" "$("$isect" "closest segment (nan 0 2) (0 0 3) vs $O")" "$OBB_INVALID"
check_eq "seg-obb json" "$("$isect" --json "closest segment (-2 0.5 0.5) (-1 0.5 0.5) vs $OC")" \
  '{"line":1,"kind":"closest","function":"isect_closest_seg3_obb3","shapes":["segment","obb"],"dim":3,"dist_sq":1,"point_a":[-1,0.5,0.5],"point_b":[0,0.5,0.5],"feature_a":{"kind":"vertex","index":1},"feature_b":{"kind":"face","index":0},"bary_a":[0,1],"bary_b":[],"flags":0,"flag_names":[]}'
check_contains "seg-obb order" "$("$isect" "$O vs segment (0 0 0) (1 1 1)" 2>&1)" \
  "col 1: no query for obb vs segment (3D); the library asks it the other way round: segment ... vs obb ..."

# A point against the convex hull of points: the closest point, the kind of feature holding
# it and the smallest simplex of input vertices whose relative interior holds it (count,
# the vertices' indices, increasing, and their weights). CUBE: the unit cube's corners,
# corner k at index k (x by bit 0, y by bit 1, z by bit 2).
CUBE='hull (0 0 0) (1 0 0) (0 1 0) (1 1 0) (0 0 1) (1 0 1) (0 1 1) (1 1 1)'
# (2 2 2) is nearest the corner (1 1 1), index 7, sqrt(3) away
check_eq "hull vertex" "$("$isect" "closest point (2 2 2) vs $CUBE")" \
  "dist_sq 3  on a (2 2 2)  on b (1 1 1)  feature vertex  count 1  vertices 7  bary 1"
# (2 2 0.5) is nearest the middle of the edge from (1 1 0) to (1 1 1): 1 + 1 away
check_eq "hull edge" "$("$isect" "closest point (2 2 0.5) vs $CUBE")" \
  "dist_sq 2  on a (2 2 0.5)  on b (1 1 0.5)  feature edge  count 2  vertices 3 7  bary 0.5 0.5"
# (2 0.5 0.5) is 1 from the centre of the face x = 1, whose corners are 1 3 5 7. The
# smallest simplex holding the centre is a diagonal, not a triangle: count 2, an "edge"
# (1-7 or 3-5: which of the two is not specified)
out=$("$isect" "closest point (2 0.5 0.5) vs $CUBE")
checks=$((checks + 1))
case "$out" in
"dist_sq 1  on a (2 0.5 0.5)  on b (1 0.5 0.5)  feature edge  count 2  vertices 1 7  bary 0.5 0.5" | \
  "dist_sq 1  on a (2 0.5 0.5)  on b (1 0.5 0.5)  feature edge  count 2  vertices 3 5  bary 0.5 0.5") ;;
*) fail "hull face centre: got [$out]" ;;
esac
# a face in general position: the tetrahedron 3 x the unit corner; (2.5 1.75 1.75) lies 1
# along the normal (1 1 1) from (1.5 0.75 0.75) = 0.5 (3 0 0) + 0.25 (0 3 0) + 0.25 (0 0 3)
# on the face x + y + z = 3: distance^2 3 (6 digits: the library's dist_sq is within its
# bound of 3, not 3 to the last bit)
HT='hull (0 0 0) (3 0 0) (0 3 0) (0 0 3)'
check_eq "hull face" "$("$isect" --digits 6 "closest point (2.5 1.75 1.75) vs $HT")" \
  "dist_sq 3  on a (2.5 1.75 1.75)  on b (1.5 0.75 0.75)  feature face  count 3  vertices 1 2 3  bary 0.5 0.25 0.25"
# inside: its own closest point; (0.75 0.75 0.75) is the tetrahedron's centroid, held by
# all four vertices. Without a kind word a point and a hull ask closest.
check_eq "hull inside" "$("$isect" "closest point (0.75 0.75 0.75) vs $HT")" \
  "dist_sq 0  on a (0.75 0.75 0.75)  on b (0.75 0.75 0.75)  feature solid  count 4  vertices 0 1 2 3  bary 0.25 0.25 0.25 0.25"
# coplanar vertices (a square in z = 0): degenerate; (0.5 0.5 0) is the middle of either
# diagonal, 0-2 or 1-3
out=$("$isect" "closest point (0.5 0.5 2) vs hull (0 0 0) (1 0 0) (1 1 0) (0 1 0)")
checks=$((checks + 1))
case "$out" in
"dist_sq 4  on a (0.5 0.5 2)  on b (0.5 0.5 0)  feature edge  count 2  vertices "[0-9]" "[0-9]"  bary 0.5 0.5  degenerate") ;;
*) fail "hull flat: got [$out]" ;;
esac
check_eq "hull one vertex" "$("$isect" "closest point (1 2 2) vs hull (0 0 0)")" \
  "dist_sq 9  on a (1 2 2)  on b (0 0 0)  feature vertex  count 1  vertices 0  bary 1  degenerate"
check_eq "hull nan" "$("$isect" "closest point (1 2 2) vs hull (0 0 0) (nan 0 0)")" \
  "dist_sq 0  on a (0 0 0)  on b (0 0 0)  feature none  count 0  invalid"
check_eq "hull json" "$("$isect" --json "closest point (2 2 0.5) vs $CUBE")" \
  '{"line":1,"kind":"closest","function":"isect_closest_point3_hull3","shapes":["point","hull"],"dim":3,"dist_sq":2,"point_a":[2,2,0.5],"point_b":[1,1,0.5],"feature_b":{"kind":"edge","index":0},"count":2,"vert":[3,7],"bary":[0.5,0.5],"flags":0,"flag_names":[]}'
check_eq "hull json invalid" "$("$isect" --json "closest point (1 2 2) vs hull (inf 0 0)")" \
  '{"line":1,"kind":"closest","function":"isect_closest_point3_hull3","shapes":["point","hull"],"dim":3,"dist_sq":0,"point_a":[0,0,0],"point_b":[0,0,0],"feature_b":{"kind":"none","index":0},"count":0,"vert":[],"bary":[],"flags":16,"flag_names":["invalid"]}'
# errors, each at its column: no vertex, a number among them, 2D, the other order, too many
printf '%s\n' "closest point (1 2 2) vs hull" \
  "closest point (1 2 2) vs hull # none" \
  "closest point (1 2 2) vs hull (0 0 0) 5" \
  "closest point (1 2) vs hull (0 0) (1 1)" \
  "closest point (1 2 2) vs hull (0 0 0) (1 1)" \
  "hull (0 0 0) vs point (1 1 1)" \
  "test point (1 2 2) vs hull (0 0 0)" >"$tmp/hull_err.txt"
"$isect" run "$tmp/hull_err.txt" >"$tmp/out" 2>/dev/null; rc=$?
check_rc "hull errors rc" $rc 1
check_eq "hull errors" "$(cat "$tmp/out")" \
  "error: line 1, col 30: expected the hull's vertices (vectors like (1 2 3)), at least one
error: line 2, col 31: expected the hull's vertices (vectors like (1 2 3)), at least one
error: line 3, col 39: expected a vertex (a vector like (1 2 3)) in the hull, not a number (a hull by its planes: hull planes (normal) offset ...)
error: line 4, col 29: a hull needs 3D coordinates, not 2D
error: line 5, col 39: expected 3 coordinates in the hull's vertices, like its first vertex
error: line 6, col 1: no query for hull vs point (3D); the library asks it the other way round: point ... vs hull ...
error: line 7, col 1: no 'test' query for point vs hull (3D); try closest, classify, contains"
many="closest point (0 0 0) vs hull"
k=0
while [ $k -le 256 ]; do many="$many ($k 0 0)"; k=$((k + 1)); done
check_contains "hull too many" "$("$isect" "$many" 2>&1)" "too many vertices (at most 256 in one query)"

# A point against a hull given by its planes, { x : normal . x <= offset for each }: the
# closest point and the planes through it (the lowest-index ones with independent normals:
# 1 a face, 2 an edge, 3 a vertex; none inside). CUBEP: the unit cube, planes 0 to 5 the
# faces x = 1, x = 0, y = 1, y = 0, z = 1, z = 0.
CUBEP='hull planes (1 0 0) 1 (-1 0 0) 0 (0 1 0) 1 (0 -1 0) 0 (0 0 1) 1 (0 0 -1) 0'
# (2 0.5 0.5) is 1 in front of the face x = 1 (plane 0)
check_eq "planes face" "$("$isect" "closest point (2 0.5 0.5) vs $CUBEP")" \
  "dist_sq 1  on a (2 0.5 0.5)  on b (1 0.5 0.5)  feature face  plane_count 1  planes 0"
# (2 2 0.5) is nearest the edge x = 1, y = 1 (planes 0 and 2): 1 + 1 away
check_eq "planes edge" "$("$isect" "closest point (2 2 0.5) vs $CUBEP")" \
  "dist_sq 2  on a (2 2 0.5)  on b (1 1 0.5)  feature edge  plane_count 2  planes 0 2"
# (-1 -1 -1) is nearest the corner (0 0 0) of the planes x = 0, y = 0, z = 0 (1, 3, 5)
check_eq "planes vertex" "$("$isect" "closest point (-1 -1 -1) vs $CUBEP")" \
  "dist_sq 3  on a (-1 -1 -1)  on b (0 0 0)  feature vertex  plane_count 3  planes 1 3 5"
# inside, and on a corner (touching counts): its own closest point, no plane; without a
# kind word a point and a hull ask closest
check_eq "planes inside" "$("$isect" "closest point (0.25 0.5 0.75) vs $CUBEP")" \
  "dist_sq 0  on a (0.25 0.5 0.75)  on b (0.25 0.5 0.75)  feature solid  plane_count 0"
check_eq "planes touching" "$("$isect" "closest point (1 1 0) vs $CUBEP")" \
  "dist_sq 0  on a (1 1 0)  on b (1 1 0)  feature solid  plane_count 0"
# The octahedron |x| + |y| + |z| <= 1 as eight planes (s1 s2 s3) . x <= 1, plane 0 the
# face (1 1 1). (1.5 1.25 1.25) - (1 1 1) = (0.5 0.25 0.25) is on that face, inside it
# (every coordinate > 0): 1 + 1 + 1 away. (2 1 1) - 1 (1 1 1) = (1 0 0) is the vertex
# on the four planes 0 to 3 (the first signs +): the first three, independent, name it.
OCTP='hull planes (1 1 1) 1 (1 1 -1) 1 (1 -1 1) 1 (1 -1 -1) 1 (-1 1 1) 1 (-1 1 -1) 1 (-1 -1 1) 1 (-1 -1 -1) 1'
check_eq "planes octahedron face" "$("$isect" "closest point (1.5 1.25 1.25) vs $OCTP")" \
  "dist_sq 3  on a (1.5 1.25 1.25)  on b (0.5 0.25 0.25)  feature face  plane_count 1  planes 0"
check_eq "planes octahedron vertex" "$("$isect" "closest point (2 1 1) vs $OCTP")" \
  "dist_sq 3  on a (2 1 1)  on b (1 0 0)  feature vertex  plane_count 3  planes 0 1 2"
# A repeated plane: (1 1 0) is on planes 0, 1 (the same) and 2; 1 repeats 0's normal, so
# the edge is named by 0 and 2
check_eq "planes repeated" "$("$isect" "closest point (2 2 0) vs hull planes (1 0 0) 1 (1 0 0) 1 (0 1 0) 1")" \
  "dist_sq 2  on a (2 2 0)  on b (1 1 0)  feature edge  plane_count 2  planes 0 2"
# Unbounded sets: the half-space z <= 2 (a normal of any length), x + y + z <= 3 (from
# (2 2 2) back along (1 1 1) by (6 - 3) / 3 = 1), the wedge x <= 0, y <= 0
check_eq "planes half-space" "$("$isect" "closest point (1 2 5) vs hull planes (0 0 2) 4")" \
  "dist_sq 9  on a (1 2 5)  on b (1 2 2)  feature face  plane_count 1  planes 0"
check_eq "planes half-space 2" "$("$isect" "closest point (2 2 2) vs hull planes (1 1 1) 3")" \
  "dist_sq 3  on a (2 2 2)  on b (1 1 1)  feature face  plane_count 1  planes 0"
check_eq "planes wedge" "$("$isect" "closest point (2 2 2) vs hull planes (1 0 0) 0 (0 1 0) 0")" \
  "dist_sq 8  on a (2 2 2)  on b (0 0 2)  feature edge  plane_count 2  planes 0 1"
# flat: z <= 1 and -z <= -1 are the plane z = 1; from below too it is named by plane 0,
# the lower index of the two through the point
check_eq "planes flat" "$("$isect" "closest point (3 4 -2) vs hull planes (0 0 1) 1 (0 0 -1) -1")" \
  "dist_sq 9  on a (3 4 -2)  on b (3 4 1)  feature face  plane_count 1  planes 0"
# 64 planes x <= k, k = 0 to 63: the set x <= 0, nearest (3 0 0) at the origin, plane 0
many="closest point (3 0 0) vs hull planes"
k=0
while [ $k -lt 64 ]; do many="$many (1 0 0) $k"; k=$((k + 1)); done
check_eq "planes 64" "$("$isect" "$many")" \
  "dist_sq 9  on a (3 0 0)  on b (0 0 0)  feature face  plane_count 1  planes 0"
check_contains "planes too many" "$("$isect" "$many (0 1 0) 1" 2>&1)" "too many planes (at most 64 in one query)"
# No closest point: an empty set (x <= 0 and x >= 1), a zero normal, a NaN, an infinite
# offset: the invalid answer
for hp in "(1 0 0) 0 (-1 0 0) -1" "(1 0 0) 1 (0 0 0) 1" "(1 0 nan) 1" "(1 0 0) inf"; do
  check_eq "planes invalid $hp" "$("$isect" "closest point (0.5 0 0) vs hull planes $hp")" \
    "dist_sq 0  on a (0 0 0)  on b (0 0 0)  feature none  plane_count 0  invalid"
done
# Lines, rays and segments against a hull by its planes (isect/linear_hull.h), by hand:
# the ray from (-1 .5 .5) along +x enters -x <= 0 at t = 1 and leaves x <= 1 at t = 2;
# the segment (-1 0 0)-(3 0 0) runs along the edge y = z = 0 for t in [1/4, 1/2]
# (touching, lying in the surface); the line in the slab 0 <= z <= 1 never leaves it (both
# ends saturated); the ray down into the half-space z <= 0 enters at t = 1 and never
# leaves; a hull by vertices only has no planes: invalid for these queries.
check_eq "ray hull" "$("$isect" "ray (-1 0.5 0.5) (1 0 0) vs $CUBEP")" \
  "hit  t 1 .. 2  entry (0 0.5 0.5)  exit (1 0.5 0.5)  normal (-1 0 0)  crossings 2"
check_eq "ray hull test" "$("$isect" "test ray (-1 0.5 0.5) (1 0 0) vs $CUBEP")" "hit"
check_eq "segment hull edge" "$("$isect" "segment (-1 0 0) (3 0 0) vs $CUBEP")" \
  "hit  t 0.25 .. 0.5  entry (0 0 0)  exit (1 0 0)  normal (-1 0 0)  crossings infinite  touching"
check_contains "line slab" "$("$isect" "line (0 0 0.5) (1 0 0) vs hull planes (0 0 1) 1 (0 0 -1) 0")" \
  "crossings 0  saturated"
check_contains "ray half-space" "$("$isect" "ray (0 0 1) (0 0 -1) vs hull planes (0 0 1) 0")" \
  "normal (0 0 1)  crossings 1  saturated"
check_eq "ray hull vertices" "$("$isect" "ray (-1 0.5 0.5) (1 0 0) vs $CUBE")" "miss  invalid"
check_eq "line hull empty" "$("$isect" "line (0 0 0) (1 0 0) vs hull planes (1 0 0) 0 (-1 0 0) -1")" "miss"
# Oriented boxes by their sides (isect/linear_hull.h): axis (0 1) makes perp (-1 0), so the
# rectangle about the origin with half extents (1 2) is |y| <= 1, |x| <= 2; the ray from
# (-2 0) along +x starts on its side x = -2 (an entry at t = 0, normal (-1 0)) and leaves
# at x = 2, t = 4. In 3D the axes (y, z, x) with half extents (1 1 2) are the same box
# extruded: from (-3 0 0), t = 1 .. 5.
check_eq "ray obb2" "$("$isect" "ray (-2 0) (1 0) vs obb (0 0) (0 1) (1 2)")" \
  "hit  t 0 .. 4  entry (-2 0)  exit (2 0)  normal (-1 0)  crossings 2"
check_eq "ray obb3" "$("$isect" "ray (-3 0 0) (1 0 0) vs obb (0 0 0) (0 1 0) (0 0 1) (1 0 0) (1 1 2)")" \
  "hit  t 1 .. 5  entry (-2 0 0)  exit (2 0 0)  normal (-1 0 0)  crossings 2"
check_eq "ray obb2 skewed" "$("$isect" "ray (-2 0) (1 0) vs obb (0 0) (0 1.1) (1 2)")" "miss  invalid"
check_eq "planes json" "$("$isect" --json "closest point (2 2 0.5) vs $CUBEP")" \
  '{"line":1,"kind":"closest","function":"isect_closest_point3_hull3","shapes":["point","hull"],"dim":3,"dist_sq":2,"point_a":[2,2,0.5],"point_b":[1,1,0.5],"feature_b":{"kind":"edge","index":0},"plane_count":2,"plane":[0,2],"flags":0,"flag_names":[]}'
check_eq "planes json inside" "$("$isect" --json "closest point (0.5 0.5 0.5) vs $CUBEP")" \
  '{"line":1,"kind":"closest","function":"isect_closest_point3_hull3","shapes":["point","hull"],"dim":3,"dist_sq":0,"point_a":[0.5,0.5,0.5],"point_b":[0.5,0.5,0.5],"feature_b":{"kind":"solid","index":0},"plane_count":0,"plane":[],"flags":0,"flag_names":[]}'
check_eq "planes json empty" "$("$isect" --json "closest point (0 0 0) vs hull planes (1 0 0) 0 (-1 0 0) -1")" \
  '{"line":1,"kind":"closest","function":"isect_closest_point3_hull3","shapes":["point","hull"],"dim":3,"dist_sq":0,"point_a":[0,0,0],"point_b":[0,0,0],"feature_b":{"kind":"none","index":0},"plane_count":0,"plane":[],"flags":16,"flag_names":["invalid"]}'
# errors, each at its column: no plane, a missing offset, a vector for an offset, 2D, a
# short normal, a number for a normal, a decimal beyond the range, planes without the word
printf '%s\n' "closest point (1 2 2) vs hull planes" \
  "closest point (1 2 2) vs hull planes (1 0 0)" \
  "closest point (1 2 2) vs hull planes (1 0 0) (0 1 0) 1" \
  "closest point (1 2) vs hull planes (1 0) 1" \
  "closest point (1 2 2) vs hull planes (1 0 0) 1 (0 1) 1" \
  "closest point (1 2 2) vs hull planes (1 0 0) 1 2" \
  "closest point (1 2 2) vs hull planes (1 0 0) 1e999" \
  "closest point (1 2 2) vs hull (1 0 0) 1" >"$tmp/planes_err.txt"
"$isect" run "$tmp/planes_err.txt" >"$tmp/out" 2>/dev/null; rc=$?
check_rc "planes errors rc" $rc 1
check_eq "planes errors" "$(sed 's/double (the largest is [^)]*)/REAL/; s/float (the largest is [^)]*)/REAL/' "$tmp/out")" \
  "error: line 1, col 37: expected the hull's planes, each a normal (a vector like (1 0 0)) and an offset, at least one
error: line 2, col 45: expected an offset after the normal of the hull's plane 1
error: line 3, col 46: expected an offset after the normal of the hull's plane 1, not a vector
error: line 4, col 36: a hull needs 3D coordinates, not 2D
error: line 5, col 48: expected 3 coordinates in the hull's normal, like its first normal
error: line 6, col 48: expected the normal (a vector like (1 0 0)) of the hull's plane 2, not a number
error: line 7, col 46: '1e999' is beyond the range of REAL; write inf for an infinite value (in the hull's offset)
error: line 8, col 39: expected a vertex (a vector like (1 2 3)) in the hull, not a number (a hull by its planes: hull planes (normal) offset ...)"
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
# Two and three planes (values by hand): z = 2 and x = 3 meet in the line x = 3, z = 2,
# along (0 0 1) x (1 0 0) = (0 1 0); x = 1, y = 2, z = 3 in one point; x = 1, y = 2 and
# x + y = 4 pairwise in three parallel lines (a prism); z = 1 and 2z = 2 are one plane.
check_eq "two planes" "$("$isect" 'plane (0 0 1) 2 vs plane (1 0 0) 3')" \
  "hit line  point (3 0 2)  dir (0 1 0)"
check_eq "two planes one" "$("$isect" 'find plane (0 0 1) 1 vs plane (0 0 2) 2')" \
  "hit plane  point (0 0 1)  parallel a-b  coincident a-b"
check_eq "two planes apart" "$("$isect" 'test plane (0 0 1) 1 vs plane (0 0 -2) 4')" "miss"
check_eq "three planes" "$("$isect" 'plane (1 0 0) 1 vs plane (0 1 0) 2 vs plane (0 0 1) 3')" \
  "hit point (1 2 3)"
check_eq "three planes prism" "$("$isect" 'plane (1 0 0) 1 vs plane (0 1 0) 2 vs plane (1 1 0) 4')" \
  "miss"
check_eq "three planes line" "$("$isect" 'plane (1 0 0) 1 vs plane (2 0 0) 2 vs plane (0 1 0) 5')" \
  "hit line  point (1 5 0)  dir (0 0 1)  parallel a-b  coincident a-b"
check_eq "three planes json" \
  "$("$isect" --json 'plane (0 0 1) 1 vs plane (0 0 1) 2 vs plane (0 0 1) 3')" \
  '{"line":1,"kind":"find","function":"isect_find_plane3_plane3_plane3","shapes":["plane","plane","plane"],"dim":3,"hit":false,"meet":"none","point":[0,0,0],"dir":[0,0,0],"parallel":["a-b","a-c","b-c"],"coincident":[],"flags":0,"flag_names":[]}'
check_eq "planes invalid" "$("$isect" 'plane (0 0 0) 1 vs plane (0 0 1) 2')" "miss  invalid"
# Lines and rays against a segment (values by hand): the ray from (0 0) along (2 0)
# crosses the wall x = 3 at t = 3/2, normal (-1 0) facing it; turned round it misses; a
# ray along a segment's line keeps the segment's part ahead of it, [0, 5/2].
check_eq "ray-segment" "$("$isect" 'ray (0 0) (2 0) vs segment (3 -1) (3 1)')" \
  "hit  t 1.5 .. 1.5  entry (3 0)  exit (3 0)  normal (-1 0)  crossings 1"
check_eq "ray-segment away" "$("$isect" 'test ray (0 0) (-2 0) vs segment (3 -1) (3 1)')" "miss"
check_eq "ray-segment along" "$("$isect" 'ray (0 0) (2 0) vs segment (5 0) (-3 0)')" \
  "hit  t 0 .. 2.5  entry (0 0)  exit (5 0)  normal (0 0)  crossings infinite  touching"
check_eq "line-segment" "$("$isect" --digits 3 'line (0 0) (0 2) vs segment (-1 3) (1 1)')" \
  "hit  t 1 .. 1  entry (0 2)  exit (0 2)  normal (-0.707 -0.707)  crossings 1"
check_eq "orient2d" "$("$isect" 'orient (0 0) (1 0) (0 1)')" "+1 counterclockwise"
check_eq "orient3d" "$("$isect" 'orient (0 0 0) (1 0 0) (0 1 0) (0 0 -1)')" "-1 below"
check_eq "dot" "$("$isect" 'dot (0 1) (0 0) (1 0)')" "0 zero"
check_eq "capsule" "$("$isect" 'point (2 0.5) vs capsule (0 0) (4 0) 1')" "inside"
check_eq "digits" "$("$isect" --digits 3 'segment (3 2) (10 6) vs circle (10 4) 3')" \
  "hit  t 0.573 .. 1  entry (7.01 4.29)  exit (10 6)  normal (-0.995 0.098)  crossings 1  ended-inside"
# Lines, rays and segments against boxes (linear_box.h; values by hand). The ray from
# (-1, 0.5, 0.5) along x crosses the unit cube's faces x = 0 and x = 1 at t = 1 and 2.
check_eq "ray-box" "$("$isect" 'find ray (-1 0.5 0.5) (1 0 0) vs aabb (0 0 0) (1 1 1)')" \
  "hit  t 1 .. 2  entry (0 0.5 0.5)  exit (1 0.5 0.5)  normal (-1 0 0)  crossings 2"
# along the face y = 1 from x = -1: it touches the face over t in [1, 2], entering by x = 0
check_eq "ray-box along face" "$("$isect" 'find ray (-1 1 0.5) (1 0 0) vs aabb (0 0 0) (1 1 1)')" \
  "hit  t 1 .. 2  entry (0 1 0.5)  exit (1 1 0.5)  normal (-1 0 0)  crossings infinite  touching"
# starting on the face x = 1, heading out: one touching point at t = 0, the face left through
check_eq "ray-box leaves" "$("$isect" 'find ray (1 0.5 0.5) (1 0 0) vs aabb (0 0 0) (1 1 1)')" \
  "hit  t 0 .. 0  entry (1 0.5 0.5)  exit (1 0.5 0.5)  normal (1 0 0)  crossings 1  touching"
# the segment (0, 0)-(3, 1) crosses x = 1 and x = 2 at t = 1/3 and 2/3 (y = t)
check_eq "segment-rect" "$("$isect" --digits 6 'segment (0 0) (3 1) vs aabb (1 0) (2 2)')" \
  "hit  t 0.333333 .. 0.666667  entry (1 0.333333)  exit (2 0.666667)  normal (-1 0)  crossings 2"
# through the corner (1, 1, 1) exactly: a hit, which the rounded 1/d form can miss
check_eq "ray-box corner" "$("$isect" 'test ray (0 0 0) (1 1 1) vs aabb (1 1 1) (2 2 2)')" "hit"
check_eq "ray-box miss" "$("$isect" 'test ray (0 0 0) (-1 1 1) vs aabb (1 1 1) (2 2 2)')" "miss"
check_eq "ray-box invalid" "$("$isect" 'find ray (0 0 0) (1 1 1) vs aabb (1 1 1) (2 2 0)')" \
  "miss  invalid"

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
# The closest answer with features: every field, barycentrics one per vertex of each shape.
check_eq "json point-tri" "$("$isect" --json "closest point (3 3) vs $T2")" \
  '{"line":1,"kind":"closest","function":"isect_closest_point2_tri2","shapes":["point","triangle"],"dim":2,"dist_sq":2,"point_a":[3,3],"point_b":[2,2],"feature_a":{"kind":"vertex","index":0},"feature_b":{"kind":"edge","index":1},"bary_a":[1],"bary_b":[0,0.5,0.5],"flags":0,"flag_names":[]}'
check_eq "json point-tri3" "$("$isect" --json "closest point (1 2 5) vs $T3")" \
  '{"line":1,"kind":"closest","function":"isect_closest_point3_tri3","shapes":["point","triangle"],"dim":3,"dist_sq":25,"point_a":[1,2,5],"point_b":[1,2,0],"feature_a":{"kind":"vertex","index":0},"feature_b":{"kind":"face","index":0},"bary_a":[1],"bary_b":[0.25,0.25,0.5],"flags":0,"flag_names":[]}'
out=$("$isect" --json 'closest point (0 3) vs triangle (0 0) (2 2) (4 4)')
check_contains "json point-tri collinear" "$out" \
  '"dist_sq":4.5,"point_a":[0,3],"point_b":[1.5,1.5],"feature_a":{"kind":"vertex","index":0},"feature_b":{"kind":"edge","index":2},"bary_a":[1],"bary_b":[0.625,0,0.375],"flags":8,"flag_names":["degenerate"]}'
out=$(echo 'closest point (1 2 3) vs triangle (0 0 0) (1e999 0 0) (0 1 0)' |
  "$isect" --json run - 2>/dev/null); rc=$?
check_rc "json point-tri3 error rc" $rc 1
check_contains "json point-tri3 error" "$out" '{"line":1,"col":44,"error":"'"'"'1e999'"'"' is beyond the range of'
out=$("$isect" --json "closest point (1 2 3) vs triangle (0 0 0) (inf 0 0) (0 1 0)")
check_contains "json point-tri3 invalid" "$out" \
  '"dist_sq":0,"point_a":[0,0,0],"point_b":[0,0,0],"feature_a":{"kind":"none","index":0},"feature_b":{"kind":"none","index":0},"bary_a":[0],"bary_b":[0,0,0],"flags":16,"flag_names":["invalid"]}'
check_contains "json circle-tri" "$("$isect" --json "test circle (2 -1) 1 vs $T2")" \
  '"function":"isect_test_circle2_tri2","shapes":["circle","triangle"],"dim":2,"hit":true,"valid":[true,true]}'
check_contains "json sphere-tri invalid" "$("$isect" --json "test sphere (1 1 3) -3 vs $T3")" \
  '"function":"isect_test_sphere3_tri3","shapes":["sphere","triangle"],"dim":3,"hit":false,"valid":[false,true]}'
check_contains "json capsule-tri" "$("$isect" --json "test capsule (-2 -1) (6 -1) 1 vs $T2")" \
  '"function":"isect_test_capsule2_tri2","shapes":["capsule","triangle"],"dim":2,"hit":true,"valid":[true,true]}'
check_contains "json capsule-tri3 invalid" \
  "$("$isect" --json "test capsule (0 0 0) (1 1 1) -0.5 vs $T3")" \
  '"function":"isect_test_capsule3_tri3","shapes":["capsule","triangle"],"dim":3,"hit":false,"valid":[false,true]}'
# a tetrahedron's point has four barycentric coordinates; the interior is the kind solid
check_eq "json point-tet" "$("$isect" --json "closest point (0.25 0.125 0.125) vs $TET")" \
  '{"line":1,"kind":"closest","function":"isect_closest_point3_tet3","shapes":["point","tetrahedron"],"dim":3,"dist_sq":0,"point_a":[0.25,0.125,0.125],"point_b":[0.25,0.125,0.125],"feature_a":{"kind":"vertex","index":0},"feature_b":{"kind":"solid","index":0},"bary_a":[1],"bary_b":[0.5,0.25,0.125,0.125],"flags":0,"flag_names":[]}'
check_contains "json point-tet edge" "$("$isect" --json "closest point (0.5 -1 -1) vs $TET")" \
  '"dist_sq":2,"point_a":[0.5,-1,-1],"point_b":[0.5,0,0],"feature_a":{"kind":"vertex","index":0},"feature_b":{"kind":"edge","index":0},"bary_a":[1],"bary_b":[0.5,0.5,0,0],"flags":0,"flag_names":[]}'
check_contains "json point-tet coplanar" "$("$isect" --json "closest point (1.5 0.5 1) vs $SQ")" \
  '"feature_b":{"kind":"face","index":2},"bary_a":[1],"bary_b":[0.25,0.5,0,0.25],"flags":8,"flag_names":["degenerate"]}'
check_contains "json point-tet invalid" \
  "$("$isect" --json "closest point (1 1 1) vs tetrahedron (0 0 0) (1 0 0) (0 1 0) (0 0 inf)")" \
  '"dist_sq":0,"point_a":[0,0,0],"point_b":[0,0,0],"feature_a":{"kind":"none","index":0},"feature_b":{"kind":"none","index":0},"bary_a":[0],"bary_b":[0,0,0,0],"flags":16,"flag_names":["invalid"]}'
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
# The point-triangle queries are drawn: the triangle, the dashed line to the closest
# point labelled with its feature; the disc and the triangle; the 3D query in a 3D view.
printf '%s\n' "closest point (3 3) vs $T2" "closest point (0 3) vs triangle (0 0) (2 2) (4 4)" \
  "test circle (2 -1) 1 vs $T2" "closest point (1 2 5) vs $T3" >"$tmp/tri.txt"
"$isect" --svg "$tmp/tri.svg" run "$tmp/tri.txt" >/dev/null 2>"$tmp/err"
check_contains "svg tri panels" "$(cat "$tmp/err")" "drew 4 queries"
command -v xmllint >/dev/null 2>&1 && { xmllint --noout "$tmp/tri.svg"; check_rc "svg tri xmllint" $? 0; }
check_eq "svg tri closest lines" "$(grep -c 'class="closest"' "$tmp/tri.svg")" 3
check_contains "svg tri label" "$(cat "$tmp/tri.svg")" ">edge 1  dist=1.414<"
check_contains "svg tri answer" "$(cat "$tmp/tri.svg")" ">bary 0.625 0 0.375  degenerate<"
check_eq "svg tri triangles" "$(grep -c '<polygon points=.* class="b fill"' "$tmp/tri.svg")" 4
check_eq "svg tri disc" "$(grep -c '<circle .* class="a fill"' "$tmp/tri.svg")" 1
# A point against a stadium or a convex polygon: the shape, the dashed line to the closest
# point labelled with its feature; a point against a cylinder (3D): its silhouette and
# its two rims.
printf '%s\n' "closest point (2 3) vs $C2" "closest point (5 3) vs $R" "closest point (6 3 0) vs $CY" \
  >"$tmp/round.svg.txt"
"$isect" --svg "$tmp/round.svg" run "$tmp/round.svg.txt" >/dev/null 2>"$tmp/err"
check_contains "svg round panels" "$(cat "$tmp/err")" "drew 3 queries"
command -v xmllint >/dev/null 2>&1 && { xmllint --noout "$tmp/round.svg"; check_rc "svg round xmllint" $? 0; }
check_eq "svg round closest lines" "$(grep -c 'class="closest"' "$tmp/round.svg")" 3
check_eq "svg round capsule" "$(grep -c 'class="b caps"' "$tmp/round.svg")" 1
check_eq "svg round polygon" "$(grep -c '<polygon points=.* class="b fill"' "$tmp/round.svg")" 2
check_eq "svg round cylinder rims" "$(grep -c '<polygon points=.* class="b rim"' "$tmp/round.svg")" 2
check_contains "svg round label" "$(cat "$tmp/round.svg")" ">edge 2  dist=2<"
check_contains "svg poly label" "$(cat "$tmp/round.svg")" ">vertex 2  dist=1.414<"
# Capsules against a triangle are drawn like the other 2D tests: the capsule (its core
# and the stroke of its radius), the triangle, the answer; the 3D test in the 3D view (its
# capsule of radius 0 as its core, the ends as dots).
printf '%s\n' "test capsule (-2 -1) (6 -1) 1 vs $T2" "test capsule (3 3) (5 1) 1.41 vs $T2" \
  "test capsule (1 1 -1) (1 1 1) 0 vs $T3" >"$tmp/caps.txt"
"$isect" --svg "$tmp/caps.svg" run "$tmp/caps.txt" >/dev/null 2>"$tmp/err"
check_contains "svg capsule-tri panels" "$(cat "$tmp/err")" "drew 3 queries"
command -v xmllint >/dev/null 2>&1 && { xmllint --noout "$tmp/caps.svg"; check_rc "svg capsule-tri xmllint" $? 0; }
check_eq "svg capsule-tri capsules" "$(grep -c 'class="a caps"' "$tmp/caps.svg")" 3
check_eq "svg capsule-tri triangles" "$(grep -c '<polygon points=.* class="b fill"' "$tmp/caps.svg")" 3
check_eq "svg capsule-tri answers" "$(grep -o 'class="ans">[a-z]*<' "$tmp/caps.svg" | tr '\n' ' ')" \
  'class="ans">hit< class="ans">miss< class="ans">hit< '
check_eq "svg capsule-tri 3d ends" "$(grep -c '<circle [^>]*class="a"/>' "$tmp/caps.svg")" 2

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

# 3D closest-point queries in the 3D view: an axis triad instead of the grid, the shapes
# (a box's silhouette and its 12 edges, the 3 behind it dashed, a triangle, a tetrahedron's
# 4 faces, a sphere-less capsule as its 2D capsule), the dashed line labelled with b's
# feature; a 3D test too (the ray and the ball). Huge and tiny 3D shapes keep every
# coordinate a number.
printf '%s\n' "closest segment (-1 -1 -1) (3 4 5) vs aabb (0 0 0) (1 2 1)" \
  "closest segment (0 0 2) (3 1 2) vs $T3" \
  "closest point (1 2 3) vs tetrahedron (0 0 0) (1 0 0) (0 1 0) (0 0 1)" \
  "closest point (2 2 2) vs capsule (0 0 0) (2 0 0) 0.5" \
  "closest point (1 2 3) vs plane (0 0 1) 1" \
  "test ray (0 0 0) (1 0 0) vs sphere (5 0 0) 1" \
  "closest point (0 3 0) vs cylinder (0 0 0) (0 0 2) 1" >"$tmp/d3.txt"
"$isect" --svg "$tmp/d3.svg" run "$tmp/d3.txt" >/dev/null 2>"$tmp/err"
check_contains "svg 3d panels" "$(cat "$tmp/err")" "drew 7 queries"
command -v xmllint >/dev/null 2>&1 && { xmllint --noout "$tmp/d3.svg"; check_rc "svg 3d xmllint" $? 0; }
check_eq "svg 3d triads" "$(grep -c 'class="axis3"' "$tmp/d3.svg")" 21
check_eq "svg 3d closest lines" "$(grep -c 'class="closest"' "$tmp/d3.svg")" 6
# the box's 9 front edges and the capsule's core, the box's 3 hidden edges; the box's and
# the cylinder's silhouettes, the triangle, the tetrahedron's 4 faces and the plane's
# patch; the cylinder's two rims
check_eq "svg 3d lines" "$(grep -c '<line .* class="b"/>' "$tmp/d3.svg")" 10
check_eq "svg 3d hidden lines" "$(grep -c '<line .* class="b hid"/>' "$tmp/d3.svg")" 3
check_eq "svg 3d faces" "$(grep -c '<polygon points=.* class="b fill"' "$tmp/d3.svg")" 8
check_eq "svg 3d rims" "$(grep -c '<polygon points=.* class="b rim"' "$tmp/d3.svg")" 2
check_eq "svg 3d capsule" "$(grep -c 'class="b caps"' "$tmp/d3.svg")" 1
check_contains "svg 3d label" "$(cat "$tmp/d3.svg")" ">face 0  dist=0<"
check_contains "svg 3d tet label" "$(cat "$tmp/d3.svg")" ">vertex 3  dist=3<"
# at the ends of the range, and a degenerate box: every coordinate a number
printf '%s\n' "closest point ($H $H $H) vs cone (-$H 0 0) ($H 0 0) $H" \
  "closest point ($tiny 0 $tiny) vs obb (0 0 0) (0 0 1) (0 1 0) (1 0 0) ($tiny $H 0)" \
  "closest segment (-$H -$H -$H) ($H $H $H) vs aabb (-$H 0 -$H) ($H $tiny $H)" \
  "closest point (0 0 0) vs plane (0 0 $tiny) $tiny" >"$tmp/d3far.txt"
"$isect" --svg "$tmp/d3far.svg" run "$tmp/d3far.txt" >/dev/null 2>"$tmp/err"
check_contains "svg 3d far panels" "$(cat "$tmp/err")" "drew 4 queries"
command -v xmllint >/dev/null 2>&1 && { xmllint --noout "$tmp/d3far.svg"; check_rc "svg 3d far xmllint" $? 0; }
checks=$((checks + 1))
! grep -Eiq '[a-z]="[^"]*(nan|inf)' "$tmp/d3far.svg" || fail "svg 3d far: a coordinate is not a number"
# Ball-box contacts (isect/box.h), worked by hand on the cube [0, 10]^3: outside, the clamp
# q and normal (q - c) / |q - c|, depth r - |q - c|, point q + depth / 2 normal; inside, the
# nearest face's inward normal, depth r + e, point c + (r - e) / 2 normal; the cube's
# centre ties six faces (the first, -x: ambiguous).
check_eq "contact ball-aabb outside" "$("$isect" 'find sphere (-1 5 5) 2 vs aabb (0 0 0) (10 10 10)')" \
  "hit  depth 1  normal (1 0 0)  point (0.5 5 5)"
check_eq "contact ball-aabb apart" "$("$isect" --digits 6 'find sphere (13 14 5) 4 vs aabb (0 0 0) (10 10 10)')" \
  "miss  depth -1  normal (-0.6 -0.8 0)  point (10.3 10.4 5)"
check_eq "contact ball-aabb centre" "$("$isect" 'find sphere (5 5 5) 1 vs aabb (0 0 0) (10 10 10)')" \
  "hit  depth 6  normal (1 0 0)  point (3 5 5)  ambiguous"
check_eq "contact ball-obb inside" \
  "$("$isect" 'find sphere (0 0.5 0) 1 vs obb (0 0 0) (0 1 0) (-1 0 0) (0 0 1) (1 2 3)')" \
  "hit  depth 1.5  normal (0 -1 0)  point (0 0.25 0)"
check_eq "contact ball-obb invalid" "$("$isect" 'find sphere (0 0 0) -1 vs obb (0 0 0) (0 1 0) (-1 0 0) (0 0 1) (1 2 3)')" \
  "miss  invalid"

# Ball-triangle contacts (isect/overlap.h), by hand on (0 0 0) (4 0 0) (0 4 0), N = (0 0 16):
# above the face, touching the vertex v0 at 3-4-5, a centre on the face (the rule's -N / |N|,
# ambiguous), and a collinear triangle (across its segment, degenerate).
T3C="triangle (0 0 0) (4 0 0) (0 4 0)"
check_eq "contact ball-tri face" "$("$isect" "find sphere (1 1 3) 4 vs $T3C")" \
  "hit  depth 1  normal (0 0 -1)  point (1 1 -0.5)"
check_eq "contact ball-tri vertex" "$("$isect" --digits 6 "find sphere (-3 -4 0) 5 vs $T3C")" \
  "hit  depth 0  normal (0.6 0.8 0)  point (0 0 0)"
check_eq "contact ball-tri on" "$("$isect" "find sphere (1 1 0) 1 vs $T3C")" \
  "hit  depth 1  normal (0 0 -1)  point (1 1 -0.5)  ambiguous"
check_eq "contact ball-tri collinear" \
  "$("$isect" 'find sphere (1 0 0) 1 vs triangle (0 0 0) (2 0 0) (4 0 0)')" \
  "hit  depth 1  normal (0 0 1)  point (1 0 0.5)  degenerate  ambiguous"

# Solid-plane contacts (isect/overlap.h), by hand against the plane z = 1 (normal (0 0 2),
# offset 2, or through three points): the solid is pushed back to its centre's side,
# normal -sign(s) n, depth R - |s|, point the deepest point moved back by depth / 2; a
# centre on the plane is pushed to the front (ambiguous); a box face parallel to the
# plane gives the face's centre.
check_eq "contact ball-plane above" "$("$isect" 'find sphere (0 0 1.5) 1 vs plane (0 0 2) 2')" \
  "hit  depth 0.5  normal (0 0 -1)  point (0 0 0.75)"
check_eq "contact ball-plane below" "$("$isect" 'find sphere (0 0 0.25) 1 vs plane (0 0 1) (1 0 1) (0 1 1)')" \
  "hit  depth 0.25  normal (0 0 1)  point (0 0 1.125)"
check_eq "contact ball-plane on" "$("$isect" 'find sphere (3 4 1) 2 vs plane (0 0 2) 2')" \
  "hit  depth 2  normal (0 0 -1)  point (3 4 0)  ambiguous"
check_eq "contact ball-plane apart" "$("$isect" 'find sphere (0 0 5) 1 vs plane (0 0 2) 2')" \
  "miss  depth -3  normal (0 0 -1)  point (0 0 2.5)"
check_eq "contact aabb-plane resting" "$("$isect" 'find aabb (0 0 0.5) (2 2 3) vs plane (0 0 2) 2')" \
  "hit  depth 0.5  normal (0 0 -1)  point (1 1 0.75)"
check_eq "contact obb-plane rotated" \
  "$("$isect" --digits 6 'find obb (0 0 0) (0.6 0.8 0) (-0.8 0.6 0) (0 0 1) (1 2 3) vs plane (1 0 0) 1.5')" \
  "hit  depth 0.7  normal (1 0 0)  point (1.85 -0.4 0)"
check_eq "contact obb-plane invalid" "$("$isect" 'find obb (0 0 0) (1 0 0) (0 1 0) (0 0 1) (1 1 1) vs plane (0 0 0) 1')" \
  "miss  invalid"

# What two triangles share (isect_find_tri3_tri3), by hand: a's plane z = 0, b in the plane
# y = 1 crossing it along x in [-1, 1] (a's chord x in [0, 5]): the segment along Na x Nb
# (+x); two coplanar triangles turned half a turn meet in a hexagon, counterclockwise
# about a's normal; a collinear triangle through a's face is the point it pierces; the
# default kind for two triangles is find; and the drawing: the common set in class common.
check_eq "tri-tri segment" "$("$isect" 'find triangle (0 0 0) (6 0 0) (0 6 0) vs triangle (-1 1 -1) (2 1 -1) (-1 1 2)')" \
  "hit  segment (0 1 0) (1 1 0)"
check_eq "tri-tri hexagon" "$("$isect" 'triangle (0 0 0) (6 0 0) (0 6 0) vs triangle (4 4 0) (-2 4 0) (4 -2 0)')" \
  "hit coplanar  polygon (2 0 0) (4 0 0) (4 2 0) (2 4 0) (0 4 0) (0 2 0)"
check_eq "tri-tri pierce" "$("$isect" 'find triangle (0 0 0) (6 0 0) (0 6 0) vs triangle (1 1 -1) (1 1 3) (1 1 1)')" \
  "hit  point (1 1 0)  degenerate"
check_eq "tri-tri miss" "$("$isect" 'find triangle (0 0 0) (6 0 0) (0 6 0) vs triangle (9 9 9) (9 9 8) (8 9 9)')" \
  "miss"
check_eq "tri-tri json" "$("$isect" --json 'find triangle (0 0 0) (6 0 0) (0 6 0) vs triangle (-1 1 -1) (2 1 -1) (-1 1 2)')" \
  '{"line":1,"kind":"find","function":"isect_find_tri3_tri3","shapes":["triangle","triangle"],"dim":3,"hit":true,"coplanar":false,"points":[[0,1,0],[1,1,0]],"flags":0,"flag_names":[]}'
"$isect" --svg "$tmp/tt.svg" 'triangle (0 0 0) (6 0 0) (0 6 0) vs triangle (4 4 0) (-2 4 0) (4 -2 0)' >/dev/null
check_rc "tri-tri svg rc" $? 0
check_contains "tri-tri svg common" "$(cat "$tmp/tt.svg")" 'class="common fill"'

# 3D tests (the overlap of two solids, and every other 3D test: drawing goes by shape kind)
# in the 3D view: both shapes, the panel's group marked with the answer (class hit or miss:
# the frame and the answer coloured, a miss's fills lighter). A ball is a disc (radius 0:
# also a dot), a capsule its 2D capsule (radius 0: its core, the ends as dots), a box its
# silhouette and 12 edges with the 3 behind it dashed (class hid); a box of no extent is a
# rectangle, a segment or a dot. A line with an error is reported by line and column and
# the others are still drawn.
printf '%s\n' "test sphere (0 0 0) 1 vs sphere (0 3 0) 1.5" \
  "test sphere (0 0 0) 1 vs sphere (-3 4 0) 4" \
  "test sphere (0 2.5 1) 0 vs capsule (0 -2 0) (0 2 0) 1" \
  "test sphere (0 0 0) 2 vs capsule (-3 4 0) (-3 4 0) 3" \
  "test sphere (0 0 0) 1 vs capsule (0 -2 1) (0 2 1) 0" \
  "test aabb (0 0 0) (1 1 1) vs aabb (1 1 1) (2 3 2)" \
  "test aabb (0 0 0) (1 1 1) vs aabb (0 1.5 0) (1 2.5 1)" \
  "test aabb (0 0 0) (2 2 0) vs aabb (1 1 0) (1 1 2)" \
  "test aabb (1 1 1) (1 1 1) vs aabb (0 0 0) (1 1 1)" \
  "test aabb (0 0 0) (1 1) vs aabb (0 0 0) (1 1 1)" \
  "test sphere (0 0 0) -1 vs sphere (1 1 1) 1" >"$tmp/ov.txt"
"$isect" --svg "$tmp/ov.svg" run "$tmp/ov.txt" >"$tmp/ov.out" 2>"$tmp/err"; rc=$?
check_rc "svg overlap rc" $rc 1
check_contains "svg overlap error" "$(cat "$tmp/err")" \
  "line 10, col 19: expected 3 coordinates in the aabb's max corner"
check_contains "svg overlap panels" "$(cat "$tmp/err")" "drew 10 queries"
check_eq "svg overlap answers" "$(grep -v '^error' "$tmp/ov.out" | tr '\n' ' ')" \
  "miss hit miss hit hit hit miss hit hit miss  invalid sphere "
command -v xmllint >/dev/null 2>&1 && { xmllint --noout "$tmp/ov.svg"; check_rc "svg overlap xmllint" $? 0; }
check_eq "svg overlap triads" "$(grep -c 'class="axis3"' "$tmp/ov.svg")" 30
check_eq "svg overlap hits" "$(grep -c '^<g id="panel[0-9]*" class="hit">' "$tmp/ov.svg")" 6
check_eq "svg overlap misses" "$(grep -c '^<g id="panel[0-9]*" class="miss">' "$tmp/ov.svg")" 4
check_contains "svg overlap hit style" "$(cat "$tmp/ov.svg")" ".hit>.panel{stroke:#2ca02c"
check_contains "svg overlap miss style" "$(cat "$tmp/ov.svg")" ".miss .fill{fill-opacity:0.07}"
# discs: the balls (the invalid one's radius drawn as 1); dots: the ball of radius 0 and
# the box of no extent (a), the ends of the capsule of radius 0 (b)
check_eq "svg overlap discs a" "$(grep -c '<circle [^>]*class="a fill"/>' "$tmp/ov.svg")" 6
check_eq "svg overlap discs b" "$(grep -c '<circle [^>]*class="b fill"/>' "$tmp/ov.svg")" 3
check_eq "svg overlap dots a" "$(grep -c '<circle [^>]*r="3.5" class="a"/>' "$tmp/ov.svg")" 2
check_eq "svg overlap dots b" "$(grep -c '<circle [^>]*r="3.5" class="b"/>' "$tmp/ov.svg")" 2
check_eq "svg overlap capsules" "$(grep -c 'class="b caps"' "$tmp/ov.svg")" 3
# boxes: the five solid ones' silhouettes, 9 front and 3 hidden edges each; the
# rectangle's silhouette and 8 edges (none along its zero height), the segment's 4 (all
# along it), none for the point; and the three capsules' cores
check_eq "svg overlap box faces" "$(grep -c '<polygon [^>]*class="[ab] fill"/>' "$tmp/ov.svg")" 6
check_eq "svg overlap hidden edges" "$(grep -c '<line [^>]*class="[ab] hid"/>' "$tmp/ov.svg")" 15
check_eq "svg overlap edges" "$(grep -c '<line [^>]*class="[ab]"/>' "$tmp/ov.svg")" $((5 * 9 + 8 + 4 + 3))
checks=$((checks + 1))
! grep -Eiq '[a-z]="[^"]*(nan|inf)' "$tmp/ov.svg" || fail "svg overlap: a coordinate is not a number"
# At the ends of the range, 3D tests with a plane (placed by the other shape), huge and
# tiny: every coordinate a number.
printf '%s\n' "test sphere ($H $H $H) $H vs sphere (-$H -$H -$H) $H" \
  "test sphere ($tiny 0 0) $tiny vs capsule (0 0 0) (0 0 0) $tiny" \
  "test aabb (-$H -$H -$H) ($H $H $H) vs aabb ($tiny $tiny $tiny) ($tiny $tiny $tiny)" \
  "test segment (-$H 0 0) ($H 0 0) vs plane (0 0 $tiny) $tiny" \
  "test ray (0 0 0) (1 1 1) vs plane (1 0 0) (0 1 0) (0 0 1)" \
  "test line ($h $h $h) (1 0 0) vs plane ($H $H $H) $H" >"$tmp/ovfar.txt"
"$isect" --svg "$tmp/ovfar.svg" run "$tmp/ovfar.txt" >/dev/null 2>"$tmp/err"
check_contains "svg overlap far panels" "$(cat "$tmp/err")" "drew 6 queries"
command -v xmllint >/dev/null 2>&1 && { xmllint --noout "$tmp/ovfar.svg"; check_rc "svg overlap far xmllint" $? 0; }
check_eq "svg overlap far planes" "$(grep -c '<polygon [^>]*class="b fill"/>' "$tmp/ovfar.svg")" 3
checks=$((checks + 1))
! grep -Eiq '[a-z]="[^"]*(nan|inf)' "$tmp/ovfar.svg" || fail "svg overlap far: a coordinate is not a number"
# Oriented boxes: touching faces (a box turned a quarter about z, exactly), one float ulp
# apart (apart in both builds), axes far from orthonormal (invalid), an AABB whose box of
# the OBB's extents overlaps it while the OBB does not, a negative half extent (invalid),
# and a short vector (an error with its line and column, the other lines still answered).
printf '%s\n' "test obb (0 0 0) (1 0 0) (0 1 0) (0 0 1) (1 1 1) vs obb (2 0 0.5) (0 1 0) (-1 0 0) (0 0 1) (0.5 1 1)" \
  "test obb (0 0 0) (1 0 0) (0 1 0) (0 0 1) (1 1 1) vs obb (2.0000002384185791 0 0.5) (0 1 0) (-1 0 0) (0 0 1) (0.5 1 1)" \
  "test obb (0 0 0) (1 0 0) (0 1 0) (0 0 1) (1 1 1) vs obb (2 0 0) (1 0 0) (0.5 1 0) (0 0 1) (1 1 1)" \
  "test aabb (0 0 0) (1 1 1) vs obb (1.4 1.4 0.5) (0.6 0.8 0) (-0.8 0.6 0) (0 0 1) (0.5 0.5 0.5)" \
  "test aabb (0 0 0) (1 1 1) vs obb (0 0 0) (1 0 0) (0 1 0) (0 0 1) (-1 1 1)" \
  "test obb (0 0 0) (1 0 0) (0 1 0) (0 0 1) (1 1) vs obb (0 0 0) (1 0 0) (0 1 0) (0 0 1) (1 1 1)" >"$tmp/obb.txt"
"$isect" run "$tmp/obb.txt" >"$tmp/obb.out" 2>"$tmp/err"; rc=$?
check_rc "obb rc" $rc 1
check_eq "obb answers" "$(grep -v '^error' "$tmp/obb.out" | tr '\n' ' ')" \
  "hit miss miss  invalid obb miss miss  invalid obb "
check_contains "obb error" "$(cat "$tmp/err")" "line 6, col 42: expected 3 coordinates"

# Capsules against boxes: a core 3-4-5 from the box's edge at radius 5 (touching) and one
# float ulp below (apart in both builds), the rounded corner (inside the box widened by r,
# outside the capsule's reach), the same against the box as an OBB turned a quarter, a
# negative radius and an inverted box (invalid).
printf '%s\n' "test capsule (5 6 -10) (5 6 10) 5 vs aabb (0 0 0) (2 2 2)" \
  "test capsule (5 6 -10) (5 6 10) 4.9999995231628418 vs aabb (0 0 0) (2 2 2)" \
  "test capsule (3 3 -1) (3 3 3) 1.4 vs aabb (0 0 0) (2 2 2)" \
  "test capsule (5 6 -10) (5 6 10) 5 vs obb (1 1 1) (0 0 1) (1 0 0) (0 -1 0) (1 1 1)" \
  "test capsule (3 3 -1) (3 3 3) 1.4 vs obb (1 1 1) (0 0 1) (1 0 0) (0 -1 0) (1 1 1)" \
  "test capsule (5 6 -10) (5 6 10) -1 vs aabb (0 0 0) (2 2 2)" \
  "test capsule (5 6 -10) (5 6 10) 5 vs aabb (2 0 0) (0 2 2)" >"$tmp/capbox.txt"
"$isect" run "$tmp/capbox.txt" >"$tmp/capbox.out" 2>"$tmp/err"; rc=$?
check_rc "capsule-box rc" $rc 0
check_eq "capsule-box answers" "$(tr '\n' ' ' <"$tmp/capbox.out")" \
  "hit miss miss hit miss miss  invalid capsule miss  invalid aabb "
if [ -w /dev/full ]; then
  "$isect" --svg /dev/full 'test aabb (0 0 0) (1 1 1) vs aabb (1 1 1) (2 2 2)' >/dev/null 2>"$tmp/full.err"
  check_rc "svg overlap to /dev/full" $? 2
  check_contains "svg overlap to /dev/full" "$(cat "$tmp/full.err")" \
    "cannot write /dev/full: No space left on device"
fi
# Solids against a plane: classify (front, straddling, back; the default kind of the pairs
# without a find: the capsule, the cone and the triangle); a ball
# resting on 2z = 2, one ulp (of a float) above it, below it; a cone touching the plane
# through three points with its rim; a collinear plane3p (invalid); JSON's side and code;
# the test's hit; and the SVG panel of a classify (green when straddling).
printf '%s\n' "classify sphere (0 0 3) 2 vs plane (0 0 2) 2" \
  "classify sphere (0 0 3.0000002384185791) 2 vs plane (0 0 2) 2" \
  "classify sphere (0 0 -3) 1 vs plane (0 0 1) (1 0 1) (0 1 1)" \
  "cone (-4 0 7) (0 0 4) 5 vs plane (0 0 0) (1 0 0) (0 1 0)" \
  "triangle (0 0 1) (1 0 2) (0 1 3) vs plane (0 0 0) (1 1 1) (2 2 2)" \
  "test aabb (0 0 0) (10 10 10) vs plane (1 1 1) 30" >"$tmp/splane.txt"
"$isect" run "$tmp/splane.txt" >"$tmp/splane.out" 2>"$tmp/err"; rc=$?
check_rc "solid-plane rc" $rc 0
check_eq "solid-plane answers" "$(tr '\n' ' ' <"$tmp/splane.out")" \
  "straddling front back straddling invalid input hit "
check_contains "solid-plane json" "$("$isect" --json 'classify obb (0 0 3) (1 0 0) (0 1 0) (0 0 1) (1 1 1.5) vs plane (0 0 1) 1')" \
  '"function":"isect_classify_obb3_plane3","shapes":["obb","plane"],"dim":3,"side":"front","side_code":0'
"$isect" --svg "$tmp/splane.svg" 'classify capsule (0 -2 2) (0 2 3) 1 vs plane (0 0 2) 2' >/dev/null 2>&1
check_contains "solid-plane svg" "$(cat "$tmp/splane.svg")" 'class="hit"'
# A hull: the outline of its projected vertices' convex hull and the vertices as dots, the
# answer's simplex (an edge, a triangle) in red, the label naming the simplex's vertices; a
# segment against an obb as against an aabb. Invalid, huge and tiny hulls draw too.
printf '%s\n' "closest point (2 2 0.5) vs $CUBE" \
  "closest point (2.5 1.75 1.75) vs $HT" \
  "closest point (0.75 0.75 0.75) vs $HT" \
  "closest segment (3 3 0) (3 3 5) vs $O" \
  "closest point (1 2 2) vs hull (0 0 0) (nan 0 0)" \
  "closest point ($H $H $H) vs hull (-$H 0 0) ($H 0 0) (0 $H 0) (0 0 -$H) ($tiny $tiny $tiny)" \
  "closest point (0 0 0) vs hull ($tiny 0 0)" >"$tmp/hull.txt"
"$isect" --svg "$tmp/hull.svg" run "$tmp/hull.txt" >/dev/null 2>"$tmp/err"
check_contains "svg hull panels" "$(cat "$tmp/err")" "drew 7 queries"
command -v xmllint >/dev/null 2>&1 && { xmllint --noout "$tmp/hull.svg"; check_rc "svg hull xmllint" $? 0; }
# simplices: the cube's edge, the tetrahedron's face and the huge hull's edge (none inside)
check_eq "svg hull simplices" "$(grep -c 'class="simplex' "$tmp/hull.svg")" 3
check_contains "svg hull edge label" "$(cat "$tmp/hull.svg")" ">edge 3-7  dist=1.414<"
check_contains "svg hull face label" "$(cat "$tmp/hull.svg")" ">face 1-2-3  dist=1.732<"
check_contains "svg hull solid label" "$(cat "$tmp/hull.svg")" ">solid  dist=0<"
check_contains "svg hull invalid label" "$(cat "$tmp/hull.svg")" ">invalid<"
check_contains "svg obb label" "$(cat "$tmp/hull.svg")" ">edge 9  dist=2.236<"
# vertices as dots: the cube's 8, the tetrahedron's 4 (twice), the invalid hull's finite
# one (not its NaN one), the huge hull's 5 and the tiny one's
check_eq "svg hull dots" "$(grep -c '<circle .* class="b"/>' "$tmp/hull.svg")" 23
checks=$((checks + 1))
! grep -Eiq '[a-z]="[^"]*(nan|inf)' "$tmp/hull.svg" || fail "svg hull: a coordinate is not a number"
# A hull by planes: its vertices found from the planes, its silhouette and its edges (two of
# its planes meeting), the answer's face or edge in red; an unbounded set cut by a cube
# around the points (the cut outline dashed, class clip); an empty or invalid set is not
# drawn.
printf '%s\n' "closest point (2 0.5 0.5) vs $CUBEP" \
  "closest point (2 2 0.5) vs $CUBEP" \
  "closest point (-1 -1 -1) vs $CUBEP" \
  "closest point (0.5 0.5 0.5) vs $CUBEP" \
  "closest point (2 1 1) vs $OCTP" \
  "closest point (2 2 2) vs hull planes (1 0 0) 0 (0 1 0) 0" \
  "closest point (1 2 5) vs hull planes (0 0 2) 4" \
  "closest point (0 0 0) vs hull planes (1 0 0) 0 (-1 0 0) -1" \
  "closest point (0 0 0) vs hull planes (0 0 0) 1" >"$tmp/planes.txt"
"$isect" --svg "$tmp/planes.svg" run "$tmp/planes.txt" >/dev/null 2>"$tmp/err"
check_contains "svg planes panels" "$(cat "$tmp/err")" "drew 9 queries"
command -v xmllint >/dev/null 2>&1 && { xmllint --noout "$tmp/planes.svg"; check_rc "svg planes xmllint" $? 0; }
# red: the cube's face and edge, the wedge's edge, the half-space's face (cut by the cube)
check_eq "svg planes simplices" "$(grep -c 'class="simplex' "$tmp/planes.svg")" 4
# edges: the cube's 12 four times, the octahedron's 12, the wedge's one
check_eq "svg planes edges" "$(grep -c '<line .* class="b"/>' "$tmp/planes.svg")" 61
# silhouettes: the cube's 4, the octahedron's; the wedge's and the half-space's, cut
check_eq "svg planes silhouettes" "$(grep -c '<polygon .* class="b fill"/>' "$tmp/planes.svg")" 5
check_eq "svg planes cut" "$(grep -c '<polygon .* class="b clip fill"/>' "$tmp/planes.svg")" 2
for lbl in "plane 0  dist=1" "planes 0-2  dist=1.414" "planes 1-3-5  dist=1.732" "solid  dist=0" \
  "planes 0-1-2  dist=1.732" "planes 0-1  dist=2.828" "plane 0  dist=3"; do
  check_contains "svg planes label $lbl" "$(cat "$tmp/planes.svg")" ">$lbl<"
done
check_eq "svg planes invalid labels" "$(grep -c '>invalid<' "$tmp/planes.svg")" 2
# at the ends of the range: every coordinate a number
printf '%s\n' "closest point ($h $h $h) vs hull planes (1 0 0) $h (0 1 0) $h (0 0 1) $h (-1 -1 -1) $h" \
  "closest point ($tiny 0 0) vs hull planes (1 0 0) 0 (0 1 0) 0" \
  "closest point (1 1 1) vs hull planes ($tiny 0 0) $H (0 1 0) 0" \
  "closest point (-$H 1 1) vs hull planes (1 0 0) $H (0 1 0) 0" \
  "closest point ($H $H $H) vs hull planes ($H $H 0) $tiny" >"$tmp/planesfar.txt"
"$isect" --svg "$tmp/planesfar.svg" run "$tmp/planesfar.txt" >/dev/null 2>"$tmp/err"
check_contains "svg planes far panels" "$(cat "$tmp/err")" "drew 5 queries"
command -v xmllint >/dev/null 2>&1 && { xmllint --noout "$tmp/planesfar.svg"; check_rc "svg planes far xmllint" $? 0; }
checks=$((checks + 1))
! grep -Eiq '[a-z]="[^"]*(nan|inf)' "$tmp/planesfar.svg" || fail "svg planes far: a coordinate is not a number"

# ---- Solids against a frustum ----------------------------------------------------------
# glm::perspective(90 degrees, 1, 1, 3) by hand: near face |x|, |y| <= 1 at z = -1, far
# face |x|, |y| <= 3 at z = -3 (docs/overlap.md)
FR='frustum (-1 0 1) 0 (1 0 1) 0 (0 -1 1) 0 (0 1 1) 0 (0 0 3) -3 (0 0 -1) 3'
check_eq "frustum point corner" "$("$isect" "test point (3 3 -3) vs $FR")" "hit"
check_eq "frustum point a float ulp off" "$("$isect" "test point (3.0000003 3 -3) vs $FR")" "miss"
check_eq "frustum ball tangent" "$("$isect" "test sphere (0 0 0) 1 vs $FR")" "hit"
check_eq "frustum ball edge" "$("$isect" "test sphere (-6 0 -7) 5 vs $FR")" "hit"
check_eq "frustum ball edge miss" "$("$isect" "test sphere (-6 0 -7) 4.9999995 vs $FR")" "miss"
check_eq "frustum box culling false positive" \
  "$("$isect" "test aabb (-4 -0.5 -3.5) (-3.5 0.5 -3) vs $FR")" "miss"
check_eq "frustum box edge" "$("$isect" "test aabb (-4 -0.5 -3.5) (-3 0.5 -3) vs $FR")" "hit"
check_eq "frustum obb edge" \
  "$("$isect" "test obb (-3.5 0 -3.5) (1 0 0) (0 1 0) (0 0 1) (0.5 0.5 0.5) vs $FR")" "hit"
check_eq "frustum default kind" "$("$isect" "aabb (0 0 0) (1 1 1) vs $FR")" "miss"
check_eq "frustum invalid" \
  "$("$isect" "test aabb (0 0 0) (1 1 1) vs frustum (0 0 0) 0 (1 0 1) 0 (0 -1 1) 0 (0 1 1) 0 (0 0 3) -3 (0 0 -1) 3")" \
  "miss  invalid frustum"
out=$("$isect" "test aabb (0 0 0) (1 1 1) vs frustum (1 0 0) 1" 2>&1); rc=$?
check_rc "frustum short" $rc 1
check_contains "frustum short" "$out" "expected a right normal"
check_contains "frustum json" "$("$isect" --json "test sphere (0 0 0) 1 vs $FR")" \
  '"function":"isect_test_sphere3_frustum3","shapes":["sphere","frustum"],"dim":3,"hit":true'
printf '%s\n' "test aabb (-4 -0.5 -3.5) (-3 0.5 -3) vs $FR" \
  "test sphere (0 0 0) 1 vs frustum (-1 0 1) 0 (1 0 1) 0 (0 -1 1) 0 (0 1 1) 0 (0 0 3) -3 (0 0 3) -3" \
  >"$tmp/frustum.txt"
"$isect" --svg "$tmp/frustum.svg" run "$tmp/frustum.txt" >/dev/null 2>&1
check_contains "frustum svg" "$(cat "$tmp/frustum.svg")" "frustum"
command -v xmllint >/dev/null 2>&1 && { xmllint --noout "$tmp/frustum.svg"; check_rc "frustum svg xmllint" $? 0; }
checks=$((checks + 1))
! grep -Eiq '[a-z]="[^"]*(nan|inf)' "$tmp/frustum.svg" || fail "frustum svg: a coordinate is not a number"

# ---- Solids against a convex hull ------------------------------------------------------
# The unit cube by its planes (HP) and its vertices (HV): a ball at distance 7 from the
# corner (1 1 1) (offset (2 3 6)), which the textbook "largest face distance <= r" (6)
# would call a hit at r 6.5; planes through a corner; a box on a corner; hulls sharing
# a face; the box and hull-hull tests read only planes.
HP='hull planes (1 0 0) 1 (-1 0 0) 0 (0 1 0) 1 (0 -1 0) 0 (0 0 1) 1 (0 0 -1) 0'
HV='hull (0 0 0) (1 0 0) (0 1 0) (1 1 0) (0 0 1) (1 0 1) (0 1 1) (1 1 1)'
check_eq "hull ball corner planes" "$("$isect" "test sphere (3 4 7) 7 vs $HP")" "hit"
check_eq "hull ball corner verts" "$("$isect" "test sphere (3 4 7) 7 vs $HV")" "hit"
check_eq "hull ball near corner" "$("$isect" "test sphere (3 4 7) 6.5 vs $HP")" "miss"
check_eq "hull plane corner" "$("$isect" "classify plane (1 1 1) 3 vs $HV")" "straddling"
check_eq "hull plane beyond" "$("$isect" "classify plane (1 1 1) 3.0000002 vs $HP")" "back"
check_eq "hull plane test" "$("$isect" "test plane (-1 -1 -1) 0.0000001 vs $HP")" "miss"
check_eq "hull box corner" "$("$isect" "test box (1 1 1) (2 2 2) vs $HP")" "hit"
check_eq "hull box a float ulp off" "$("$isect" "test box (1.0000001 1 1) (2 2 2) vs $HP")" "miss"
check_eq "hull box needs planes" "$("$isect" "test box (1 1 1) (2 2 2) vs $HV")" "miss"
check_eq "hull hull face" \
  "$("$isect" "test $HP vs hull planes (1 0 0) 2 (-1 0 0) -1")" "hit"
check_eq "hull hull apart" \
  "$("$isect" "test $HP vs hull planes (1 0 0) 2 (-1 0 0) -1.0000001")" "miss"
check_eq "hull empty" \
  "$("$isect" "classify plane (0 0 1) 1 vs hull planes (1 0 0) 0 (-1 0 0) -1")" "front"
check_eq "hull invalid" "$("$isect" "test sphere (0 0 0) 1 vs hull planes (0 0 0) 1")" \
  "miss  invalid hull"
check_contains "hull json" "$("$isect" --json "classify plane (1 1 1) 3 vs $HV")" \
  '"function":"isect_classify_plane3_hull3","shapes":["plane","hull"],"dim":3,"side":"straddling"'
printf '%s\n' "test sphere (3 4 7) 7 vs $HP" "test box (1 1 1) (2 2 2) vs $HP" \
  "classify plane (1 1 1) 3 vs $HV" >"$tmp/hull.txt"
"$isect" --svg "$tmp/hull.svg" run "$tmp/hull.txt" >/dev/null 2>&1
check_contains "hull svg" "$(cat "$tmp/hull.svg")" "<svg"
checks=$((checks + 1))
! grep -Eiq '[a-z]="[^"]*(nan|inf)' "$tmp/hull.svg" || fail "hull svg: a coordinate is not a number"

# ---- Point location (isect/locate.h) ---------------------------------------------------
# The default kind for a point and a triangle, a tetrahedron or a hull is classify. The
# triangle (0 0) (4 0) (0 4): (1 1) inside, (2 2) on the edge x + y = 4, (3 3) outside;
# in space by the foot on the plane; the tetrahedron x, y, z >= 0, x + y + z <= 1; the
# cube [0, 1]^3 by its planes; a hull by vertices only has no planes: invalid.
LT2='triangle (0 0) (4 0) (0 4)'
LT3='triangle (0 0 0) (4 0 0) (0 4 0)'
check_eq "locate tri2 inside" "$("$isect" "point (1 1) vs $LT2")" "inside"
check_eq "locate tri2 edge" "$("$isect" "classify point (2 2) vs $LT2")" "on boundary"
check_eq "locate tri2 cw" "$("$isect" "point (3 3) vs triangle (0 0) (0 4) (4 0)")" "outside"
check_eq "locate tri2 contains" "$("$isect" "contains point (0 4) vs $LT2")" "yes (on boundary)"
check_eq "locate tri3 above" "$("$isect" "point (1 1 7) vs $LT3")" "inside"
check_eq "locate tri3 edge below" "$("$isect" "point (2 2 -3) vs $LT3")" "on boundary"
check_eq "locate tri3 segment" "$("$isect" "point (1 1 2) vs triangle (0 0 0) (1 1 1) (2 2 2)")" \
  "outside"
check_eq "locate tet inside" "$("$isect" "point (0.25 0.25 0.25) vs $TET")" "inside"
check_eq "locate tet face" "$("$isect" "point (0.25 0.25 0.5) vs $TET")" "on boundary"
check_eq "locate tet flat" \
  "$("$isect" "point (1 1 0) vs tetrahedron (0 0 0) (2 0 0) (0 2 0) (2 2 0)")" "on boundary"
check_eq "locate hull inside" "$("$isect" "point (0.25 0.5 0.75) vs $CUBEP")" "inside"
check_eq "locate hull face" "$("$isect" "point (1 0.5 0.75) vs $CUBEP")" "on boundary"
check_eq "locate hull outside" "$("$isect" "point (1.0000001 0.5 0.75) vs $CUBEP")" "outside"
check_eq "locate hull vertices" "$("$isect" "classify point (0.1 0.1 0.1) vs $HV")" \
  "invalid input"
check_contains "locate json" "$("$isect" --json "point (1 1) vs $LT2")" \
  '"function":"isect_classify_point2_tri2","shapes":["point","triangle"],"dim":2,"location":"inside"'
check_contains "locate tet json" "$("$isect" --json "point (2 0 0) vs $TET")" \
  '"function":"isect_classify_point3_tet3","shapes":["point","tetrahedron"],"dim":3,"location":"outside"'
printf '%s\n' "point (1 1) vs $LT2" "point (1 1 7) vs $LT3" "point (0.25 0.25 0.25) vs $TET" \
  "point (0.25 0.5 0.75) vs $CUBEP" >"$tmp/locate.txt"
"$isect" --svg "$tmp/locate.svg" run "$tmp/locate.txt" >/dev/null 2>&1
check_contains "locate svg" "$(cat "$tmp/locate.svg")" "<svg"
checks=$((checks + 1))
! grep -Eiq '[a-z]="[^"]*(nan|inf)' "$tmp/locate.svg" || fail "locate svg: a coordinate is not a number"

# ---- Lines, rays and segments against a triangle and a polygon (polygon2_lin) --------
# The triangle (1 0) (3 0) (1 2): the ray along y = 0.5 enters its left edge x = 1 at
# t = 1 and leaves the hypotenuse x + y = 3 at x = 2.5; the concave square with its notch
# tip at (2 1): the ray along y = 2.5 leaves at the notch's edge x = 2 - 2 (y - 1) / 3 = 1
# (t = 2), its first piece; a segment ending inside; invalid input. Every value is exact
# in both precisions.
P2T='triangle (1 0) (3 0) (1 2)' P2N='polygon (0 0) (4 0) (4 4) (2 1) (0 4)'
check_eq "ray-tri2" "$("$isect" "find ray (0 0.5) (1 0) vs $P2T")" \
  "hit  t 1 .. 2.5  entry (1 0.5)  exit (2.5 0.5)  normal (-1 0)  crossings 2"
check_eq "test line-tri2" "$("$isect" "test line (0 2.5) (1 0) vs $P2T")" "miss"
check_eq "ray-poly2 first piece" "$("$isect" "find ray (-1 2.5) (1 0) vs $P2N")" \
  "hit  t 1 .. 2  entry (0 2.5)  exit (1 2.5)  normal (-1 0)  crossings 2"
check_eq "seg-poly2 ended inside" "$("$isect" "find segment (-1 1) (1 1) vs polygon evenodd (0 0) (4 0) (4 4) (2 1) (0 4)")" \
  "hit  t 0.5 .. 1  entry (0 1)  exit (1 1)  normal (-1 0)  crossings 1  ended-inside"
check_contains "ray-poly2 json" "$("$isect" --json "find ray (1 1) (1 0) vs $P2N")" \
  '"function":"isect_find_ray2_poly2"'
check_eq "seg-tri2 invalid" "$("$isect" "test segment (0 0) (nan 1) vs $P2T")" "miss  invalid segment"

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
