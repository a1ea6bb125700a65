# Sourced by test_cli.sh when PNG support is built (PNG_HOLES names the checker).
# A closed triangle mesh (an icosphere) rendered with isect_find_ray3_tri3 must show no
# background pixel inside its outline (png_holes reads the PNG independently).
cat >"$tmp/ico.scene" <<'S'
# a closed mesh, nothing else
camera (0 -4 1.3) (0 0 0) 36
size 160 160
icosphere (0 0 0) 1 2
S
out=$("$isect" render "$tmp/ico.scene" -o "$tmp/ico.png"); rc=$?
check_rc "render rc" $rc 0
check_contains "render rays/s" "$out" "rays/s"
check_contains "render triangles" "$out" "320 triangles"
"$PNG_HOLES" "$tmp/ico.png" 24 26 33 >"$tmp/holes" 2>&1; rc=$?
check_rc "icosphere watertight ($(cat "$tmp/holes"))" $rc 0
# Four boxes sharing faces and one edge (isect_find_ray3_aabb3, exact slabs), seen from
# straight above that edge: the middle pixel's ray runs exactly along x = 1, y = 1 (its
# direction (0 0 -1), components exactly 0 on slab planes: the textbook slab code's
# 0 * inf = NaN), and every ray through a shared face or the edge hits a box, so the union
# shows no background pixel.
cat >"$tmp/boxes.scene" <<'S'
camera (1 1 10) (1 1 0) 30
size 161 161
aabb (0 0 0) (1 1 1)
aabb (1 0 0) (2 1 1)
aabb (0 1 0) (1 2 1)
aabb (1 1 0) (2 2 1)
S
out=$("$isect" render "$tmp/boxes.scene" -o "$tmp/boxes.png"); rc=$?
check_rc "render boxes rc" $rc 0
check_contains "render boxes" "$out" "4 boxes"
"$PNG_HOLES" "$tmp/boxes.png" 24 26 33 >"$tmp/holes" 2>&1; rc=$?
check_rc "boxes watertight ($(cat "$tmp/holes"))" $rc 0
# render_ok NAME SCENE TEXT: the scene renders (status 0) and the summary has TEXT.
# render_error NAME SCENE TEXT: it is refused (status 1) with TEXT on stderr.
render_ok() {
  out=$("$isect" render "$2" -o "$2.png"); rc=$?
  check_rc "$1 rc" $rc 0
  check_contains "$1" "$out" "$3"
}
render_error() {
  "$isect" render "$2" -o "$2.png" 2>"$tmp/err"; rc=$?
  check_rc "$1 rc" $rc 1
  check_contains "$1" "$(cat "$tmp/err")" "$3"
}
# An oriented box is drawn with isect_find_ray3_obb3, a frustum with isect_find_ray3_hull3
# on its six planes, bounded or not (the second: its near and far planes facing one way,
# no lower bound); a capsule as 576 triangles and a cone as 48.
cat >"$tmp/solids.scene" <<'S'
camera (8 -14 9) (0 0 0.5) 40
size 60 45
obb (-3 0 0) (0.8 0.6 0) (-0.6 0.8 0) (0 0 1) (1 0.5 0.75)
frustum (-1 0 -0.3) 0.5 (1 0 -0.3) 3.5 (0 -1 -0.3) 1.5 (0 1 -0.3) 1.5 (0 0 -1) 1 (0 0 1) 2
capsule (2 3 0) (4 4 1.5) 0.6
cone (-2 3 2) (-1 4 -0.5) 1
S
render_ok "render solids" "$tmp/solids.scene" "1 boxes, 1 hulls, 0 planes, 624 triangles"
printf 'frustum (-1 0 0) 1 (1 0 0) 1 (0 -1 0) 1 (0 1 0) 1 (0 0 1) 1 (0 0 1) 2\n' >"$tmp/open.scene"
render_ok "render unbounded frustum" "$tmp/open.scene" "1 hulls"
# Hulls: by vertices (a tetrahedron: its 4 faces as triangles) and by planes (a box, with
# isect_find_ray3_hull3); planes that bound an unbounded set (a square tube, open below)
# are drawn as they are, an empty set (x <= -1 and x >= 1) draws nothing.
cat >"$tmp/hulls.scene" <<'S'
camera (4 -6 5) (0 0 0) 40
size 60 45
hull (0 0 0) (1 0 0) (0 1 0) (0 0 1)
hull planes (1 0 0) -1 (-1 0 0) 3 (0 1 0) 1 (0 -1 0) 1 (0 0 1) 1 (0 0 -1) 1
S
render_ok "render hulls" "$tmp/hulls.scene" "1 hulls, 0 planes, 4 triangles"
printf 'hull planes (1 0 0) 1 (-1 0 0) 1 (0 1 0) 1 (0 -1 0) 1 (0 0 1) 1\n' >"$tmp/tube.scene"
render_ok "render unbounded hull" "$tmp/tube.scene" "1 hulls"
printf 'hull planes (1 0 0) -1 (-1 0 0) -1\n' >"$tmp/empty.scene"
render_ok "render empty hull" "$tmp/empty.scene" "1 hulls"
# Two hulls sharing an oblique face, x + 2y + 3z <= 7 and its reverse, cutting the cube
# [0, 2]^3 in two (the cut meets the top face along x + 2y = 1), seen from straight above
# the centre: the union is the cube, so no background pixel inside its outline (exact
# decisions: no ray slips between the two; the middle row's rays cross the cut line).
cat >"$tmp/split.scene" <<'S'
camera (1 1 9) (1 1 0) 24
size 121 121
hull planes (1 0 0) 2 (-1 0 0) 0 (0 1 0) 2 (0 -1 0) 0 (0 0 1) 2 (0 0 -1) 0 (1 2 3) 7
hull planes (1 0 0) 2 (-1 0 0) 0 (0 1 0) 2 (0 -1 0) 0 (0 0 1) 2 (0 0 -1) 0 (-1 -2 -3) -7
S
out=$("$isect" render "$tmp/split.scene" -o "$tmp/split.png"); rc=$?
check_rc "render split rc" $rc 0
check_contains "render split" "$out" "2 hulls"
"$PNG_HOLES" "$tmp/split.png" 24 26 33 >"$tmp/holes" 2>&1; rc=$?
check_rc "split hulls watertight ($(cat "$tmp/holes"))" $rc 0
# A scene error names the line and column.
printf 'camera (0 -4 1) (0 0 0) 40\nsphere (0 0 0)\n' >"$tmp/bad.scene"
"$isect" render "$tmp/bad.scene" -o "$tmp/bad.png" 2>"$tmp/err"; rc=$?
check_rc "render error rc" $rc 1
check_contains "render error" "$(cat "$tmp/err")" "bad.scene: line 2, col 15: expected a radius after the sphere's centre"
"$isect" render "$tmp/ico.scene" >/dev/null 2>&1; check_rc "render usage" $? 2
# Meaningless scenes are errors with line and column (the rest in test_cli_parse.c).
printf 'camera (0 -4 1) (0 0 0) 40\nicosphere (0 0 0) 1 nan\nsize 10 10 10\n' >"$tmp/nan.scene"
"$isect" render "$tmp/nan.scene" -o "$tmp/nan.png" 2>"$tmp/err"; rc=$?
check_rc "render nan rc" $rc 1
check_contains "render nan" "$(cat "$tmp/err")" \
  "nan.scene: line 2, col 21: the icosphere's subdivision count must be a whole number from 0 to 6"
check_contains "render junk" "$(cat "$tmp/err")" \
  "nan.scene: line 3, col 12: expected the end of the line after the image's height, not '10'"
checks=$((checks + 1))
[ ! -e "$tmp/nan.png" ] || fail "render nan: a picture was written"
"$isect" render "$tmp" -o "$tmp/dir.png" 2>"$tmp/err"; rc=$?
check_rc "render a directory" $rc 2
check_contains "render a directory" "$(cat "$tmp/err")" "cannot read $tmp: Is a directory"
# On a terminal, a progress line (erased when done).
if command -v script >/dev/null 2>&1; then
  script -qec "'$isect' render '$tmp/ico.scene' -o '$tmp/ico3.png'" "$tmp/render.log" \
    </dev/null >/dev/null 2>&1
  check_contains "render progress" "$(cat "$tmp/render.log")" "isect: rendering 160x160"
  check_contains "render progress erased" "$(cat "$tmp/render.log")" "$(printf '\r\033[Kwrote')"
fi
# Write errors: the picture, and the line saying it was written.
if [ -w /dev/full ]; then
  "$isect" render "$tmp/ico.scene" -o /dev/full >/dev/null 2>"$tmp/err"; rc=$?
  check_rc "render to /dev/full" $rc 1
  check_contains "render to /dev/full" "$(cat "$tmp/err")" "cannot write /dev/full: No space left on device"
  "$isect" render "$tmp/ico.scene" -o "$tmp/ico2.png" >/dev/full 2>"$tmp/err"; rc=$?
  check_rc "render stdout full" $rc 2
  check_contains "render stdout full" "$(cat "$tmp/err")" "isect: writing output: No space left on device"
fi
# The demo writes both pictures where --out says.
mkdir "$tmp/demo"
out=$("$isect" demo --out "$tmp/demo"); rc=$?
check_rc "demo rc" $rc 0
check_contains "demo svg" "$out" "wrote $tmp/demo/isect-demo.svg"
check_contains "demo png" "$out" "wrote $tmp/demo/isect-demo.png"
xmllint --noout "$tmp/demo/isect-demo.svg"; check_rc "demo svg xmllint" $? 0
# Each polygon panel is filled by the rule its query used, stated in the element's style
# (which no stylesheet overrides): the query point lies in the drawn fill exactly when the
# answer says inside. The winding number is computed here from the drawn vertices.
if command -v python3 >/dev/null 2>&1; then
  python3 - "$tmp/demo/isect-demo.svg" <<'PY'
import re, sys
svg = open(sys.argv[1]).read()
checked = 0
for panel in svg.split('<g id="panel')[1:]:
    poly = re.search(r'<polygon points="([^"]*)" class="b fill" style="([^"]*)"', panel)
    if not poly:
        continue
    ans = re.findall(r'class="ans">([^<]*)<', panel)[0]
    if ans not in ('inside', 'outside'):
        continue
    rule = re.search(r'fill-rule:(\w+)', poly.group(2)).group(1)
    pts = [tuple(map(float, p.split(','))) for p in poly.group(1).split()]
    dot = re.search(r'<circle cx="([^"]*)" cy="([^"]*)" r="3.5" class="a"', panel)
    x, y = float(dot.group(1)), float(dot.group(2))
    wn = 0
    for (x0, y0), (x1, y1) in zip(pts, pts[1:] + pts[:1]):
        side = (x1 - x0) * (y - y0) - (x - x0) * (y1 - y0)
        if y0 <= y < y1 and side > 0: wn += 1
        if y1 <= y < y0 and side < 0: wn -= 1
    filled = wn % 2 == 1 if rule == 'evenodd' else wn != 0
    assert filled == (ans == 'inside'), (rule, wn, ans)
    checked += 1
assert checked >= 2, checked
PY
  check_rc "demo polygons drawn by their rule" $? 0
fi
check_eq "demo png signature" "$(head -c 4 "$tmp/demo/isect-demo.png" | tail -c 3)" "PNG"
