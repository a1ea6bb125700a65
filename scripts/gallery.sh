#!/bin/sh
# Regenerates the pictures of docs/gallery.md with the isect command (`make docs`).
#   scripts/gallery.sh path/to/isect docs/img
set -eu
isect=$1
out=$2
mkdir -p "$out"
"$isect" demo --out "$out" >/dev/null
"$isect" --svg "$out/queries.svg" run examples/queries.txt >/dev/null 2>&1 || true
"$isect" render examples/icosphere.scene -o "$out/icosphere.png"
"$isect" render examples/solids.scene -o "$out/solids.png"
"$isect" render examples/hulls.scene -o "$out/hulls.png"
# one picture per query family (2D, and the 3D closest points and tests), for its page in docs/
for family in linear_sphere linear_box closest_point closest_point_pairs closest_point_tri \
  closest_point_poly closest_point_round box polygon segment2 closest_point_pairs3 \
  closest_point_tri3 closest_point_round3 closest_point_tri_pair3 closest_point_seg_box3 \
  closest_point_seg_obb3 closest_point_hull3 closest_point_hull3_planes overlap overlap_tri overlap_plane \
  overlap_frustum plane_meet locate; do
  "$isect" --svg "$out/$family.svg" run "docs/figures/$family.txt" >/dev/null
done
echo "gallery: wrote $out/isect-demo.svg $out/isect-demo.png $out/queries.svg $out/icosphere.png"
echo "gallery: and $out/solids.png $out/hulls.png"
echo "gallery: and $out/linear_sphere.svg $out/linear_box.svg $out/closest_point.svg"
echo "gallery: and $out/closest_point_pairs.svg"
echo "gallery: and $out/closest_point_tri.svg $out/closest_point_poly.svg $out/closest_point_round.svg"
echo "gallery: and $out/box.svg $out/polygon.svg $out/segment2.svg"
echo "gallery: and $out/closest_point_pairs3.svg $out/closest_point_tri3.svg"
echo "gallery: and $out/closest_point_round3.svg $out/closest_point_tri_pair3.svg"
echo "gallery: and $out/closest_point_seg_box3.svg $out/closest_point_seg_obb3.svg"
echo "gallery: and $out/closest_point_hull3.svg $out/closest_point_hull3_planes.svg"
echo "gallery: and $out/overlap.svg $out/overlap_tri.svg $out/overlap_plane.svg"
echo "gallery: and $out/overlap_frustum.svg $out/plane_meet.svg $out/locate.svg"
