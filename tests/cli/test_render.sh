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
check_eq "demo png signature" "$(head -c 4 "$tmp/demo/isect-demo.png" | tail -c 3)" "PNG"
