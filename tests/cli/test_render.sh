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
# A scene error names the line and column.
printf 'camera (0 -4 1) (0 0 0) 40\nsphere (0 0 0)\n' >"$tmp/bad.scene"
"$isect" render "$tmp/bad.scene" -o "$tmp/bad.png" 2>"$tmp/err"; rc=$?
check_rc "render error rc" $rc 1
check_contains "render error" "$(cat "$tmp/err")" "bad.scene: line 2, col 15: expected a radius after the sphere's centre"
"$isect" render "$tmp/ico.scene" >/dev/null 2>&1; check_rc "render usage" $? 2
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
check_eq "demo png signature" "$(head -c 4 "$tmp/demo/isect-demo.png" | tail -c 3)" "PNG"
