/* Unit tests of the isect command's query language (tools/lang.c) and printers
 * (tools/out.c): every error message, the shape table, the query table, the number
 * parser against strtod/strtof and the number printer against snprintf("%.*g"). */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <float.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "cli.h"
#include "gen/gen.h"

#if ISECT_USE_DOUBLE
#define DIGITS 17
#define REAL_RANGE "double (the largest is 1.7976931348623157e+308)"
#else
#define DIGITS 9
#define REAL_RANGE "float (the largest is 3.40282347e+38)"
#endif

static cli_query Q;

static bool same_bits(isect_real a, isect_real b) {
    return memcmp(&a, &b, sizeof a) == 0;
}

static int parse(const char *s, cli_error *e) {
    return cli_parse(s, strlen(s), &Q, e);
}

/* ---- Every error message ------------------------------------------------------------ */

static const struct {
    const char *line;
    int col;
    const char *msg;
} errors[] = {
    {"segment (3 2) (10 6) vs circle (10 4)", 38, "expected a radius after the circle's centre"},
    {"circle (1 2", 12, "expected ')' to close the circle's centre, opened at col 8"},
    {"circle (1) 2", 8, "expected 2 or 3 coordinates in the circle's centre, got 1"},
    {"circle (1 2 3 4) 2", 15, "expected ')' after 3 coordinates in the circle's centre"},
    {"circle (1 x) 2", 11, "expected a number or ')' in the circle's centre, not 'x'"},
    {"circle (1 1.2.3) 2", 11, "'1.2.3' is not a number (in the circle's centre)"},
    {"circle (1 2) 3x", 14, "'3x' is not a number (in the circle's radius)"},
    {"segment (0 0) (1 1) vs )", 24, "expected a shape (point, segment, circle, ...), not ')'"},
    {"segment (0 0) (1 1) vs blob (1 1)", 24,
     "unknown shape 'blob'; expected point, line, ray, segment, plane, circle, sphere, "
     "capsule, cylinder, cone, aabb, obb, triangle, quad, tetrahedron, polygon or hull"},
    {"segment (0 0) (1 1 1) vs circle (0 0) 1", 15,
     "expected 2 coordinates in the segment's end, like its start"},
    {"cylinder (0 0) (1 1) 1 vs point (0 0)", 10, "a cylinder needs 3D coordinates, not 2D"},
    {"point (0 0) vs polygon (0 0) 1 (1 1)", 30,
     "expected a vertex (a vector like (1 2)) in the polygon, not a number"},
    {"point (0 0) vs polygon (0 0) (1 1)", 35,
     "expected at least 3 vertices for the polygon, got 2"},
    {"segment (0 0) (1 1) (2 2) vs circle (0 0) 1", 21,
     "expected 'vs' or the end of the line after the segment's end, not '('"},
    {"find segment 3 vs circle (0 0) 1", 14,
     "expected the segment's start (a vector like (1 2)), not a number"},
    {"find segment vs circle (0 0) 1", 14,
     "expected the segment's start (a vector like (1 2)), not 'vs'"},
    {"circle (1 2) 3 vs circle (10 4) x", 33,
     "expected a radius after the circle's centre, not 'x'"},
    {"segment (0 0) 5 vs circle (0 0) 1", 15,
     "expected an end point (a vector like (1 2)) after the segment's start, not a number"},
    {"segment (0 0) (1 1) vs circle (0 0) (1 1)", 37,
     "expected a radius after the circle's centre, not a vector"},
    {"test", 5, "expected a shape after 'test'"},
    {"orient (0 0) (1 0) (0 1) (1 1) (2 2)", 32, "too many shapes (at most 4)"},
    {"fnd segment (0 0) (1 1) vs circle (0 0) 1", 1,
     "unknown query or shape 'fnd'; a query starts with find, test, closest, distance, "
     "classify, contains, orient, dot, winding or a shape"},
    {"orient 5", 8, "expected a point (a vector like (1 2))"},
    {"segment (0 0) (1 1) vs", 23, "expected a shape after 'vs'"},
    {"point (0 0) and circle (0 0) 1", 13,
     "expected 'vs' or the end of the line after the point, not 'and'"},
    {"segment (0 0) (1 1) vs sphere (0 0 0) 1", 24, "the sphere is 3D but the segment is 2D"},
    {"find point (0 0) vs circle (0 0) 1", 1,
     "no 'find' query for point vs circle (2D); try classify, contains"},
    {"circle (0 0) 1 vs segment (0 0) (1 1)", 1,
     "no query for circle vs segment (2D); the library asks it the other way round: segment "
     "... vs circle ..."},
    {"sweep circle (0 0) 1 vs triangle (0 0) (1 0) (0 1)", 1,
     "no 'sweep' query for circle vs triangle (2D); try test"},
    {"sweep circle (0 0) 1 vs polygon (0 0) (1 0) (0 1)", 1,
     "no 'sweep' query for circle vs polygon (2D) in the library yet"},
    {"triangle (0 0) (1 0) (0 1) vs point (3 3)", 1,
     "no query for triangle vs point (2D); the library asks it the other way round: point "
     "... vs triangle ..."},
    {"find capsule (0 0) (1 0) 1 vs triangle (0 0) (1 0) (0 1)", 1,
     "no 'find' query for capsule vs triangle (2D); try test"},
    {"tetrahedron (0 0 0) (1 0 0) (0 1 0) (0 0 1) vs point (3 3 3)", 1,
     "no query for tetrahedron vs point (3D); the library asks it the other way round: point "
     "... vs tetrahedron ..."},
    {"test point (0 0 0) vs tetrahedron (0 0 0) (1 0 0) (0 1 0) (0 0 1)", 1,
     "no 'test' query for point vs tetrahedron (3D); try closest, classify, contains"},
    {"test point (0 0 0) vs cone (0 0 0) (0 0 1) 1", 1,
     "no 'test' query for point vs cone (3D); try closest"},
    {"cylinder (0 0 0) (0 0 1) 1 vs point (3 3 3)", 1,
     "no query for cylinder vs point (3D); the library asks it the other way round: point "
     "... vs cylinder ..."},
    {"triangle (0 0 0) (1 0 0) (0 1 0) vs segment (0 0 0) (1 1 1)", 1,
     "no query for triangle vs segment (3D); the library asks it the other way round: segment "
     "... vs triangle ..."},
    {"aabb (0 0 0) (1 1 1) vs segment (0 0 0) (1 1 1)", 1,
     "no query for aabb vs segment (3D); the library asks it the other way round: segment ... "
     "vs aabb ..."},
    {"classify segment (0 0 0) (1 1 1) vs obb (0 0 0) (1 0 0) (0 1 0) (0 0 1) (1 1 1)", 1,
     "no 'classify' query for segment vs obb (3D); try find, test, closest"},
    {"classify triangle (0 0 0) (1 0 0) (0 1 0) vs triangle (0 0 1) (1 0 1) (0 1 1)", 1,
     "no 'classify' query for triangle vs triangle (3D); try find, test, closest"},
    {"closest segment (0 0) (1 1) vs aabb (0 0) (1 1)", 1,
     "no 'closest' query for segment vs aabb (2D); try find, test"},
    {"closest triangle (0 0) (1 0) (0 1) vs triangle (0 0) (1 0) (0 1)", 1,
     "no 'closest' query for triangle vs triangle (2D) in the library yet"},
    {"quad (0 0) (1 0) (1 1) (0 1) vs point (0 0)", 6, "a quad needs 3D coordinates, not 2D"},
    {"cone (0 0 0) (0 0 1) 1 vs tetrahedron (0 0 0) (1 0 0) (0 1 0) (0 0 1)", 1,
     "no query for cone vs tetrahedron (3D) in the library yet"},
    {"plane (0 0 1) vs point (0 0 0)", 15, "expected an offset after the plane's normal, not 'vs'"},
    {"obb (0 0 0) (1 0 0) (0 1 0)", 28,
     "expected a unit z axis (a vector like (1 2)) after the obb's y axis"},
    /* A hull: one or more 3D vertices, after a point. */
    {"point (0 0 0) vs hull", 22,
     "expected the hull's vertices (vectors like (1 2 3)), at least one"},
    {"point (0 0 0) vs hull  # no vertices", 24,
     "expected the hull's vertices (vectors like (1 2 3)), at least one"},
    {"point (0 0 0) vs hull vs point (1 1 1)", 23,
     "expected the hull's vertices (vectors like (1 2 3)), at least one, not 'vs'"},
    {"point (0 0 0) vs hull evenodd (0 0 0)", 23,
     "expected the hull's vertices (vectors like (1 2 3)), at least one, not 'evenodd'"},
    {"point (0 0 0) vs hull 1 (0 0 0)", 23,
     "expected a vertex (a vector like (1 2 3)) in the hull, not a number"},
    {"point (0 0 0) vs hull (0 0 0) (1 0 0) 2", 39,
     "expected a vertex (a vector like (1 2 3)) in the hull, not a number"},
    {"point (0 0 0) vs hull (0 0 0) (1 0)", 31,
     "expected 3 coordinates in the hull's vertices, like its first vertex"},
    {"point (0 0) vs hull (0 0) (1 0)", 21, "a hull needs 3D coordinates, not 2D"},
    {"point (0 0 0) vs hull (0 0 0) (1 0 0) (0 1 0) x", 47,
     "expected 'vs' or the end of the line after the hull, not 'x'"},
    {"hull (0 0 0) (1 0 0) vs point (3 3 3)", 1,
     "no query for hull vs point (3D); the library asks it the other way round: point ... vs "
     "hull ..."},
    {"test point (0 0 0) vs hull (0 0 0)", 1,
     "no 'test' query for point vs hull (3D); try closest, classify, contains"},
    {"capsule (0 0 0) (1 1 1) 1 vs hull (0 0 0)", 1,
     "no query for capsule vs hull (3D) in the library yet"},
    {"closest segment (0 0 0) (1 1 1) vs hull (0 0 0)", 1,
     "no 'closest' query for segment vs hull (3D); try find, test"},
    /* A hull by its planes: `planes`, then one or more pairs of a 3D normal and an offset. */
    {"point (0 0 0) vs hull planes", 29,
     "expected the hull's planes, each a normal (a vector like (1 0 0)) and an offset, at "
     "least one"},
    {"point (0 0 0) vs hull planes # none", 30,
     "expected the hull's planes, each a normal (a vector like (1 0 0)) and an offset, at "
     "least one"},
    {"point (0 0 0) vs hull planes vs point (1 1 1)", 30,
     "expected the hull's planes, each a normal (a vector like (1 0 0)) and an offset, at "
     "least one, not 'vs'"},
    {"point (0 0 0) vs hull planes 1 (1 0 0)", 30,
     "expected the hull's planes, each a normal (a vector like (1 0 0)) and an offset, at "
     "least one, not a number"},
    {"point (0 0 0) vs hull planes (1 0 0)", 37,
     "expected an offset after the normal of the hull's plane 1"},
    {"point (0 0 0) vs hull planes (1 0 0) 1 (0 1 0)", 47,
     "expected an offset after the normal of the hull's plane 2"},
    {"point (0 0 0) vs hull planes (1 0 0) (0 1 0) 1", 38,
     "expected an offset after the normal of the hull's plane 1, not a vector"},
    {"point (0 0 0) vs hull planes (1 0 0) x", 38,
     "expected an offset after the normal of the hull's plane 1, not 'x'"},
    {"point (0 0 0) vs hull planes (1 0 0) 1 2", 40,
     "expected the normal (a vector like (1 0 0)) of the hull's plane 2, not a number"},
    {"point (0 0 0) vs hull planes (1 0 0) 1 (0 1) 2", 40,
     "expected 3 coordinates in the hull's normal, like its first normal"},
    {"point (0 0) vs hull planes (1 0) 1", 28, "a hull needs 3D coordinates, not 2D"},
    {"point (0 0 0) vs hull planes (1 0 0 1", 37,
     "expected ')' after 3 coordinates in the hull's normal"},
    {"point (0 0 0) vs hull planes (1 0 0) 1x", 38, "'1x' is not a number (in the hull's offset)"},
    {"point (0 0 0) vs hull planes (1 0 0) 1e999", 38,
     "'1e999' is beyond the range of " REAL_RANGE
     "; write inf for an infinite value (in the hull's offset)"},
    {"point (0 0 0) vs hull planes (1 0 0) 1 (0 1 0) 1 x", 50,
     "expected 'vs' or the end of the line after the hull, not 'x'"},
    {"point (0 0 0) vs hull (1 0 0) 1 (0 1 0) 2", 31,
     "expected a vertex (a vector like (1 2 3)) in the hull, not a number (a hull by its "
     "planes: hull planes (normal) offset ...)"},
    {"hull planes (1 0 0) 1 vs point (3 3 3)", 1,
     "no query for hull vs point (3D); the library asks it the other way round: point ... vs "
     "hull ..."},
    {"obb (0 0 0) (1 0 0) (0 1 0) (0 0 1) (1 1 1) vs segment (0 0 0) (1 1 1)", 1,
     "no query for obb vs segment (3D); the library asks it the other way round: segment ... "
     "vs obb ..."},
    /* Decimals beyond the range of isect_real are errors, whatever their spelling. */
    {"circle (0 0) 1e999", 14,
     "'1e999' is beyond the range of " REAL_RANGE
     "; write inf for an infinite value (in the circle's radius)"},
    {"circle (0 -1e400) 1", 11,
     "'-1e400' is beyond the range of " REAL_RANGE
     "; write inf for an infinite value (in the circle's centre)"},
    {"circle (0 0) 1000000000000000000000000000000000000000000e999", 14,
     "'10000000000000000000...' is beyond the range of " REAL_RANGE
     "; write inf for an infinite value (in the circle's radius)"},
};

static void test_error_messages(void **state) {
    (void)state;
    /* A NUL byte inside a line is shown, not taken for the end of the message. */
    cli_error e0;
    assert_int_equal(cli_parse("point (0 0)\0x", 13, &Q, &e0), -1);
    assert_int_equal(e0.col, 12);
    assert_string_equal(e0.msg,
                        "expected 'vs' or the end of the line after the point, not '\\x00'");
    for (size_t i = 0; i < sizeof errors / sizeof errors[0]; i++) {
        cli_error e = {0, ""};
        int rc = parse(errors[i].line, &e);
        if (rc != -1 || e.col != errors[i].col || strcmp(e.msg, errors[i].msg) != 0) {
            fprintf(stderr, "line:     %s\nexpected: col %d: %s\ngot:      rc %d col %d: %s\n",
                    errors[i].line, errors[i].col, errors[i].msg, rc, e.col, e.msg);
            fail();
        }
    }
}

/* Vertex limits: one polygon too long while reading, two that overflow the pool. */
static void test_vertex_limits(void **state) {
    (void)state;
    static char line[20000];
    size_t n = (size_t)snprintf(line, sizeof line, "point (0 0) vs polygon");
    for (int k = 0; k <= CLI_MAX_VERTS; k++)
        n += (size_t)snprintf(line + n, sizeof line - n, " (%d 0)", k);
    cli_error e;
    assert_int_equal(parse(line, &e), -1);
    assert_string_equal(e.msg, "too many vertices (at most 256 in one query)");

    n = (size_t)snprintf(line, sizeof line, "polygon");
    for (int k = 0; k < 200; k++)
        n += (size_t)snprintf(line + n, sizeof line - n, " (%d 0)", k);
    size_t second = n + 5; /* 1-based column of the second "polygon" */
    n += (size_t)snprintf(line + n, sizeof line - n, " vs polygon");
    for (int k = 0; k < 200; k++)
        n += (size_t)snprintf(line + n, sizeof line - n, " (%d 1)", k);
    assert_int_equal(parse(line, &e), -1);
    assert_int_equal(e.col, (int)second);
    assert_string_equal(e.msg, "too many vertices (at most 256 in one query)");

    /* A hull takes up to CLI_MAX_VERTS vertices, one more is an error at that vertex; a
     * hull shares the pool with a polygon. */
    n = (size_t)snprintf(line, sizeof line, "point (0 0 0) vs hull");
    for (int k = 0; k < CLI_MAX_VERTS; k++)
        n += (size_t)snprintf(line + n, sizeof line - n, " (%d 0 0)", k);
    assert_int_equal(parse(line, &e), 1);
    assert_int_equal(Q.shape[1].u.hull3.vert_count, CLI_MAX_VERTS);
    assert_true(Q.shape[1].u.hull3.verts[CLI_MAX_VERTS - 1].x == CLI_MAX_VERTS - 1);
    size_t extra = n + 2; /* 1-based column of the extra vertex */
    n += (size_t)snprintf(line + n, sizeof line - n, " (1 1 1)");
    assert_int_equal(parse(line, &e), -1);
    assert_int_equal(e.col, (int)extra);
    assert_string_equal(e.msg, "too many vertices (at most 256 in one query)");

    n = (size_t)snprintf(line, sizeof line, "point (0 0 0) vs polygon");
    for (int k = 0; k < 200; k++)
        n += (size_t)snprintf(line + n, sizeof line - n, " (%d 0 0)", k);
    second = n + 5;
    n += (size_t)snprintf(line + n, sizeof line - n, " vs hull");
    for (int k = 0; k < 100; k++)
        n += (size_t)snprintf(line + n, sizeof line - n, " (%d 1 0)", k);
    assert_int_equal(parse(line, &e), -1);
    assert_int_equal(e.col, (int)second);
    assert_string_equal(e.msg, "too many vertices (at most 256 in one query)");

    /* A hull by planes takes up to CLI_MAX_PLANES planes, one more is an error at its
     * normal; hulls read by the shape reader share the query's pool of planes. */
    n = (size_t)snprintf(line, sizeof line, "point (0 0 0) vs hull planes");
    for (int k = 0; k < CLI_MAX_PLANES; k++)
        n += (size_t)snprintf(line + n, sizeof line - n, " (1 %d 0) %d", k, k);
    assert_int_equal(parse(line, &e), 1);
    assert_int_equal(Q.shape[1].u.hull3.plane_count, CLI_MAX_PLANES);
    assert_int_equal(Q.nplanes, CLI_MAX_PLANES);
    assert_true(Q.shape[1].u.hull3.planes[CLI_MAX_PLANES - 1].normal.y == CLI_MAX_PLANES - 1 &&
                Q.shape[1].u.hull3.planes[CLI_MAX_PLANES - 1].offset == CLI_MAX_PLANES - 1);
    extra = n + 2;
    n += (size_t)snprintf(line + n, sizeof line - n, " (0 0 1) 1");
    assert_int_equal(parse(line, &e), -1);
    assert_int_equal(e.col, (int)extra);
    assert_string_equal(e.msg, "too many planes (at most 64 in one query)");

    Q.nplanes = 0;
    cli_shape s1, s2;
    n = (size_t)snprintf(line, sizeof line, "hull planes");
    for (int k = 0; k < 40; k++)
        n += (size_t)snprintf(line + n, sizeof line - n, " (1 %d 0) 1", k);
    size_t pos = 0;
    assert_int_equal(cli_parse_shape(line, n, &pos, &Q, &s1, &e), 0);
    assert_int_equal(Q.nplanes, 40);
    assert_ptr_equal(s1.u.hull3.planes, Q.planes3);
    pos = 0;
    assert_int_equal(cli_parse_shape(line, n, &pos, &Q, &s2, &e), -1);
    assert_int_equal(e.col, 1);
    assert_string_equal(e.msg, "too many planes (at most 64 in one query)");
}

/* The shape reader on its own (the scene reader's entry point). */
static void test_parse_shape_alone(void **state) {
    (void)state;
    cli_error e;
    cli_shape s;
    size_t pos = 0;
    const char *t = "   ";
    Q.nverts = 0;
    assert_int_equal(cli_parse_shape(t, strlen(t), &pos, &Q, &s, &e), -1);
    assert_string_equal(e.msg, "expected a shape (point, segment, circle, ...)");
    assert_int_equal(e.col, 4);
    t = "sphere (1 2 3) 4 rest";
    pos = 0;
    assert_int_equal(cli_parse_shape(t, strlen(t), &pos, &Q, &s, &e), 0);
    assert_int_equal(s.tag, S_sphere3);
    assert_int_equal(pos, 17);
}

/* ---- Shapes land in the right fields ------------------------------------------------ */

static void test_shape_fields(void **state) {
    (void)state;
    cli_error e;
    assert_int_equal(parse("find segment (3 2) (10 6) vs circle (10 4) 3", &e), 1);
    assert_int_equal(Q.shape[0].tag, S_seg2);
    assert_true(Q.shape[0].u.seg2.p0.x == 3 && Q.shape[0].u.seg2.p0.y == 2);
    assert_true(Q.shape[0].u.seg2.p1.x == 10 && Q.shape[0].u.seg2.p1.y == 6);
    assert_true(Q.shape[1].u.circle2.center.x == 10 && Q.shape[1].u.circle2.center.y == 4);
    assert_true(Q.shape[1].u.circle2.radius == 3);
    assert_int_equal(Q.shape[1].col, 30);
    assert_string_equal(Q.entry->function, "isect_find_seg2_circle2");

    assert_int_equal(parse("point (1,2,3) vs obb (1 2 3) (1 0 0) (0 1 0) (0 0 1) (4 5 6)", &e), 1);
    const isect_obb3 *b = &Q.shape[1].u.obb3;
    assert_true(b->center.z == 3 && b->axis[0].x == 1 && b->axis[1].y == 1 && b->axis[2].z == 1);
    assert_true(b->half.x == 4 && b->half.y == 5 && b->half.z == 6);
    assert_string_equal(Q.entry->function, "isect_classify_point3_obb3");

    assert_int_equal(parse("ray (0 0 5) (0 0 -1) vs plane (0 0 1) 2  # comment", &e), 1);
    assert_true(Q.shape[1].u.plane3.normal.z == 1 && Q.shape[1].u.plane3.offset == 2);
    assert_int_equal(parse("ray (0 0 5) (0 0 -1) vs plane (1 0 0) (0 1 0) (0 0 1)", &e), 1);
    assert_true(Q.shape[1].tag == S_plane3p && Q.shape[1].u.plane3p.c.z == 1);
    assert_int_equal(parse("point (1 0) vs capsule (0 0) (4 0) 1", &e), 1);
    assert_true(Q.shape[1].u.capsule2.p1.x == 4 && Q.shape[1].u.capsule2.radius == 1);

    /* Blank and comment lines; inf and nan are numbers. */
    assert_int_equal(parse("   # just a comment", &e), 0);
    assert_int_equal(parse("", &e), 0);
    assert_int_equal(parse("segment (0 0) (1 1) vs circle (0 0) -inf", &e), 1);
    assert_int_equal(parse("segment (nan 0) (1 1) vs circle (0 0) 1", &e), 1);
    assert_false(cli_shape_valid(&Q.shape[0]));
}

/* ---- The query table ---------------------------------------------------------------- */

static const char *sample(cli_shape_tag tag) {
    switch (tag) {
    case S_point2: return "point (0.5 0.25)";
    case S_point3: return "point (0.5 0.25 0.125)";
    case S_line2: return "line (0 0) (1 1)";
    case S_line3: return "line (0 0 0) (1 1 1)";
    case S_ray2: return "ray (0 0) (1 1)";
    case S_ray3: return "ray (0 0 0) (1 1 1)";
    case S_seg2: return "segment (0 0) (1 1)";
    case S_seg3: return "segment (0 0 0) (1 1 1)";
    case S_plane3: return "plane (0 0 1) 0.5";
    case S_plane3p: return "plane (0 0 0) (1 0 0) (0 1 0)";
    case S_circle2: return "circle (0 0) 1";
    case S_sphere3: return "sphere (0 0 0) 1";
    case S_capsule2: return "capsule (0 0) (1 0) 1";
    case S_capsule3: return "capsule (0 0 0) (1 0 0) 1";
    case S_cylinder3: return "cylinder (0 0 0) (1 0 0) 1";
    case S_cone3: return "cone (0 0 0) (1 0 0) 1";
    case S_aabb2: return "aabb (0 0) (1 1)";
    case S_aabb3: return "aabb (0 0 0) (1 1 1)";
    case S_obb2: return "obb (0 0) (1 0) (1 1)";
    case S_obb3: return "obb (0 0 0) (1 0 0) (0 1 0) (0 0 1) (1 1 1)";
    case S_tri2: return "triangle (0 0) (1 0) (0 1)";
    case S_tri3: return "triangle (0 0 0) (1 0 0) (0 1 0)";
    case S_poly2: return "polygon (0 0) (1 0) (1 1) (0 1)";
    case S_poly3: return "polygon evenodd (0 0 0) (1 0 0) (1 1 0) (0 1 0)";
    case S_quad3: return "quad (0 0 0) (1 0 0) (1 1 0) (0 1 0)";
    case S_tet3: return "tetrahedron (0 0 0) (1 0 0) (0 1 0) (0 0 1)";
    case S_hull3: return "hull (0 0 0) (1 0 0) (0 1 0) (0 0 1) (1 1 1)";
    case S_frustum3:
        return "frustum (-1 0 1) 0 (1 0 1) 0 (0 -1 1) 0 (0 1 1) 0 (0 0 3) -3 (0 0 -1) 3";
    default: return NULL;
    }
}

/* Every table entry is reachable by writing its kind and shapes, and the default kind is
 * the first of find, classify, closest, test that exists. */
static void test_every_entry_reachable(void **state) {
    (void)state;
    for (size_t i = 0; i < cli_table_size; i++) {
        const cli_entry *en = &cli_table[i];
        char line[512];
        size_t n = (size_t)snprintf(line, sizeof line, "%s", cli_kind_name(en->kind));
        bool points = en->kind == K_orient || en->kind == K_dot;
        for (int k = 0; k < en->nshapes; k++) {
            const char *s = sample(en->shape[k]);
            assert_non_null(s);
            if (points)
                s = strchr(s, '('); /* bare vectors */
            n +=
                (size_t)snprintf(line + n, sizeof line - n, "%s%s", k && !points ? " vs " : " ", s);
        }
        cli_error e;
        if (parse(line, &e) != 1) {
            fprintf(stderr, "%s: col %d: %s\n", line, e.col, e.msg);
            fail();
        }
        assert_ptr_equal(Q.entry, en);
        cli_result r;
        cli_eval(&Q, &r);
        assert_int_equal(r.tag, en->result);
    }
    cli_error e;
    assert_int_equal(parse("segment (0 0) (1 1) vs circle (0 0) 1", &e), 1);
    assert_int_equal(Q.entry->kind, K_find);
    assert_int_equal(parse("point (0 0) vs circle (0 0) 1", &e), 1);
    assert_int_equal(Q.entry->kind, K_classify);
    assert_int_equal(parse("point (0 0) vs segment (0 0) (1 1)", &e), 1);
    assert_int_equal(Q.entry->kind, K_closest);
    assert_int_equal(parse("circle (0 0) 1 vs aabb (0 0) (1 1)", &e), 1);
    assert_int_equal(Q.entry->kind, K_test);
    /* a point and a round solid or polygon: classify where it exists, else closest */
    assert_int_equal(parse("point (0 0) vs capsule (0 0) (1 0) 1", &e), 1);
    assert_int_equal(Q.entry->kind, K_classify);
    assert_int_equal(parse("point (0 0 0) vs cylinder (0 0 0) (1 0 0) 1", &e), 1);
    assert_int_equal(Q.entry->kind, K_closest);
    assert_string_equal(Q.entry->function, "isect_closest_point3_cylinder3");
    /* a segment and a triangle, an aabb or an obb, two triangles: find first */
    assert_int_equal(parse("segment (0 0 0) (1 1 1) vs triangle (0 0 0) (1 0 0) (0 1 0)", &e), 1);
    assert_string_equal(Q.entry->function, "isect_find_seg3_tri3");
    assert_int_equal(
        parse("triangle (0 0 0) (1 0 0) (0 1 0) vs triangle (0 0 1) (1 0 1) (0 1 1)", &e), 1);
    assert_string_equal(Q.entry->function, "isect_find_tri3_tri3");
    assert_int_equal(parse("segment (0 0 0) (1 1 1) vs aabb (0 0 0) (1 1 1)", &e), 1);
    assert_string_equal(Q.entry->function, "isect_find_seg3_aabb3");
    assert_int_equal(
        parse("segment (0 0 0) (1 1 1) vs obb (0 0 0) (1 0 0) (0 1 0) (0 0 1) (1 1 1)", &e), 1);
    assert_string_equal(Q.entry->function, "isect_find_seg3_obb3");
    /* a point and a hull: classify (isect/locate.h), closest when asked */
    assert_int_equal(parse("point (0 0 0) vs hull (1 1 1)", &e), 1);
    assert_string_equal(Q.entry->function, "isect_classify_point3_hull3");
    assert_int_equal(parse("closest point (0 0 0) vs hull (1 1 1)", &e), 1);
    assert_string_equal(Q.entry->function, "isect_closest_point3_hull3");
    assert_int_equal(Q.entry->result, R_closest_hull3);
    assert_int_equal(parse("contains point (0 0) vs aabb (0 0) (1 1)", &e), 1);
    assert_int_equal(Q.kind, K_contains);
    assert_int_equal(Q.entry->kind, K_classify);
}

/* Does the picture hold an element of class c ("a": class="a" or class="a fill", ...)? */
static bool has_class(const char *svg, const char *c) {
    char a[32], b[32];
    snprintf(a, sizeof a, "class=\"%s\"", c);
    snprintf(b, sizeof b, "class=\"%s ", c);
    return strstr(svg, a) || strstr(svg, b);
}

/* Every 3D test of the table is drawn in the 3D view, since drawing goes by shape kind (a
 * test pair added to queries.def is drawn when its kinds are): both shapes, the panel
 * marked with the answer, every coordinate a number. */
static void test_svg_3d_tests(void **state) {
    (void)state;
    int drawn = 0;
    for (size_t i = 0; i < cli_table_size; i++) {
        const cli_entry *en = &cli_table[i];
        if (en->result != R_boolean || cli_shape_dim(en->shape[0]) != 3)
            continue;
        char line[512];
        size_t n = (size_t)snprintf(line, sizeof line, "test");
        for (int k = 0; k < en->nshapes; k++)
            n += (size_t)snprintf(line + n, sizeof line - n, "%s%s", k ? " vs " : " ",
                                  sample(en->shape[k]));
        cli_error e;
        assert_int_equal(parse(line, &e), 1);
        cli_result r;
        cli_eval(&Q, &r);
        if (!svg_can_draw(&Q, &r)) {
            fprintf(stderr, "not drawn: %s\n", line);
            fail();
        }
        cli_svg *g = svg_open(1, 4);
        assert_non_null(g);
        assert_true(svg_add(g, line, &Q, &r));
        char *text = NULL;
        size_t len = 0;
        FILE *f = open_memstream(&text, &len);
        assert_non_null(f);
        assert_int_equal(svg_print(g, f), 0);
        assert_int_equal(fclose(f), 0);
        svg_close(g);
        assert_non_null(strstr(text, r.u.boolean ? "<g id=\"panel1\" class=\"hit\">"
                                                 : "<g id=\"panel1\" class=\"miss\">"));
        assert_non_null(strstr(text, "class=\"axis3\"")); /* the 3D view */
        if (!has_class(text, "a") || !has_class(text, "b")) {
            fprintf(stderr, "a shape is missing: %s\n", line);
            fail();
        }
        assert_null(strstr(text, "nan"));
        assert_null(strstr(text, "inf"));
        free(text);
        drawn++;
    }
    assert_true(drawn >= 3); /* at least overlap.h's */
}

/* The answer is the library's: same function, same arguments. */
static void test_eval_matches_library(void **state) {
    (void)state;
    cli_error e;
    cli_result r;
    assert_int_equal(parse("segment (3 2) (10 6) vs circle (10 4) 3", &e), 1);
    cli_eval(&Q, &r);
    isect_seg2 seg = {{3, 2}, {10, 6}};
    isect_circle2 c = {{10, 4}, 3};
    isect_find_result2 f = isect_find_seg2_circle2(&seg, &c);
    assert_true(r.u.find2.hit == f.hit && r.u.find2.count == f.count && r.u.find2.flags == f.flags);
    assert_true(same_bits(r.u.find2.t[0], f.t[0]) && same_bits(r.u.find2.t[1], f.t[1]));
    assert_true(same_bits(r.u.find2.point[0].x, f.point[0].x) &&
                same_bits(r.u.find2.normal.y, f.normal.y));
    /* A negative radius is reported as the library reports it. */
    assert_int_equal(parse("segment (0 0 0) (1 1 1) vs sphere (0 0 0) -1", &e), 1);
    cli_eval(&Q, &r);
    assert_false(r.u.find3.hit);
    assert_int_equal(r.u.find3.flags, ISECT_INVALID);
    /* A closest answer with features on both shapes: every field, bit for bit. */
    assert_int_equal(
        parse("closest segment (3 3 -1) (3 3 2) vs triangle (0 0 0) (4 0 0) (0 4 0.5)", &e), 1);
    cli_eval(&Q, &r);
    isect_seg3 s3 = {{3, 3, -1}, {3, 3, 2}};
    isect_tri3 t3 = {{{0, 0, 0}, {4, 0, 0}, {0, 4, 0.5}}};
    isect_closest_feature_result3 want = isect_closest_seg3_tri3(&s3, &t3);
    const isect_closest_feature_result3 *got = &r.u.closest_feature3;
    assert_int_equal(r.tag, R_closest_feature3);
    assert_true(same_bits(got->dist_sq, want.dist_sq));
    const isect_real *gv = &got->point_a.x, *wv = &want.point_a.x;
    for (int i = 0; i < 3; i++)
        assert_true(same_bits(gv[i], wv[i]) &&
                    same_bits((&got->point_b.x)[i], (&want.point_b.x)[i]));
    for (int i = 0; i < 4; i++)
        assert_true(same_bits(got->bary_a[i], want.bary_a[i]) &&
                    same_bits(got->bary_b[i], want.bary_b[i]));
    assert_true(got->feature_a.kind == want.feature_a.kind &&
                got->feature_a.index == want.feature_a.index &&
                got->feature_b.kind == want.feature_b.kind &&
                got->feature_b.index == want.feature_b.index && got->flags == want.flags);
    assert_int_equal(want.feature_a.kind, ISECT_FEATURE_EDGE); /* a query that exercises both */
}

/* ---- Numbers -------------------------------------------------------------------------- */

/* The parser is correctly rounded: it agrees bit for bit with strtod (strtof). */
static void test_parse_real_vs_strtod(void **state) {
    (void)state;
    gen_rng rng;
    gen_seed(&rng, 20240605);
    char buf[64];
    for (int i = 0; i < 300000; i++) {
        uint64_t u = gen_u64(&rng);
        switch (i % 4) {
        case 0: /* a short decimal */
            snprintf(buf, sizeof buf, "%s%llu.%03llu", (u & 1) ? "-" : "",
                     (unsigned long long)(u >> 40), (unsigned long long)((u >> 8) % 1000));
            break;
        case 1: { /* a random double printed round-trip */
            double d;
            memcpy(&d, &u, sizeof d);
            if (d != d || d - d != 0)
                d = 1.5;
            snprintf(buf, sizeof buf, "%.17g", d);
            break;
        }
        case 2: /* many digits and an exponent */
            snprintf(buf, sizeof buf, "%llu.%llue%d", (unsigned long long)(u >> 11),
                     (unsigned long long)(u & 0xffff), (int)(u % 80) - 40);
            break;
        default: /* up to 19 digits, exponents around the fast path's edge */
            snprintf(buf, sizeof buf, "%llue%d", (unsigned long long)(u >> (u % 50)),
                     (int)((u >> 3) % 60) - 30);
            break;
        }
        isect_real got = 0;
        size_t used = cli_parse_real(buf, strlen(buf), &got);
#if ISECT_USE_DOUBLE
        isect_real want = strtod(buf, NULL);
#else
        isect_real want = strtof(buf, NULL);
#endif
        if (used != strlen(buf) || !same_bits(got, want)) {
            fprintf(stderr, "%s: got %.17g want %.17g\n", buf, (double)got, (double)want);
            fail();
        }
    }
    isect_real v;
    assert_int_equal(cli_parse_real("inf", 3, &v), 3);
    assert_true(v > 0 && v - v != 0);
    assert_int_equal(cli_parse_real("-nan", 4, &v), 4);
    assert_true(v != v);
    assert_int_equal(cli_parse_real("1e", 2, &v), 0);
    assert_int_equal(cli_parse_real(".", 1, &v), 0);
    assert_int_equal(cli_parse_real("12)", 3, &v), 2);
}

/* Reads `text` whole; returns the value. */
static isect_real read_real(const char *text) {
    isect_real v = -1;
    assert_int_equal(cli_parse_real(text, strlen(text), &v), strlen(text));
    return v;
}

/* Decimals of any length are correctly rounded. Expected values by hand: 2^53 + 1 is the
 * midpoint of 2^53 and 2^53 + 2 (ties to even: 2^53), anything above it rounds up; the
 * smallest subnormal double is 2^-1074 = 4.94e-324 and half of it 2.4703282292062327209e-324;
 * the largest double is (2 - 2^-52) 2^1023 and the overflow threshold (2 - 2^-53) 2^1023 =
 * 1.7976931348623158079e308. */
static void test_parse_real_long(void **state) {
    (void)state;
    static char big[200000];
    /* 0.1 followed by 300 zeros */
    memcpy(big, "0.1", 3);
    memset(big + 3, '0', 300);
    big[303] = '\0';
    assert_true(same_bits(read_real(big), (isect_real)0.1));
    /* 1 and 308 zeros: 1e308 (inf in the float build, where 1e38 is the test) */
    big[0] = '1';
    memset(big + 1, '0', 308);
    big[309] = '\0';
#if ISECT_USE_DOUBLE
    assert_true(same_bits(read_real(big), 1e308));
#else
    big[39] = '\0';
    assert_true(same_bits(read_real(big), 1e38f));
#endif
    /* 1 and 10^5 zeros: beyond the range, like 1e999 */
    memset(big + 1, '0', 100000);
    big[100001] = '\0';
    assert_true(isinf(read_real(big)) && read_real(big) > 0);
    assert_true(isinf(read_real("1e999")));
    assert_true(isinf(read_real("-1e99999999999999999999")) && read_real("-1e999") < 0);
    /* zeros after the point and a huge negative exponent: 0 (-0 with a sign) */
    assert_true(same_bits(read_real("1e-99999999999999999999"), 0));
    assert_true(same_bits(read_real("-0.000000000000000000000000000001e-400"), -0.0f));
#if ISECT_USE_DOUBLE
    /* the midpoint 2^53 + 1 and just above it, the 1 past a thousand zeros */
    assert_true(read_real("9007199254740993") == 9007199254740992.0);
    size_t n = (size_t)snprintf(big, sizeof big, "9007199254740993.");
    memset(big + n, '0', 1000);
    big[n + 1000] = '\0';
    assert_true(read_real(big) == 9007199254740992.0);
    big[n + 1000] = '1';
    big[n + 1001] = '\0';
    assert_true(read_real(big) == 9007199254740994.0);
    /* the largest double and the overflow threshold */
    assert_true(read_real("1.7976931348623158e308") == DBL_MAX);
    assert_true(isinf(read_real("1.7976931348623159e308")));
    /* subnormals round correctly, to 0 below half the smallest */
    assert_true(read_real("4.9406564584124654e-324") == 0x1p-1074);
    assert_true(read_real("2.4703282292062328e-324") == 0x1p-1074);
    assert_true(same_bits(read_real("2.4703282292062327e-324"), 0));
    assert_true(read_real("2.2250738585072011e-308") == 0x0.fffffffffffffp-1022);
#else
    assert_true(read_real("16777217") == 16777216.0f); /* 2^24 + 1: ties to even */
    assert_true(read_real("16777217.000000000000000000000000000000000000000001") == 16777218.0f);
    assert_true(read_real("3.4028234e38") == FLT_MAX);
    assert_true(isinf(read_real("3.5e38")));
    assert_true(read_real("1.4e-45") == 0x1p-149f);
    assert_true(same_bits(read_real("7e-46"), 0));
#endif
    /* random long decimals agree with strtod (strtof), which reads any length */
    gen_rng rng;
    gen_seed(&rng, 11);
    for (int i = 0; i < 2000; i++) {
        uint64_t u = gen_u64(&rng);
        size_t len = 20 + (size_t)(u % 1500), point = (size_t)((u >> 12) % len);
        for (size_t k = 0; k < len; k++)
            big[k] = (char)('0' + gen_u64(&rng) % 10);
        if (u & 1) /* long runs of zeros or nines, where rounding is delicate */
            memset(big + 1 + (u >> 24) % 17, (u & 2) ? '9' : '0', len / 2);
        big[point] = '.';
        snprintf(big + len, 16, "e%d", (int)((u >> 32) % 700) - 350);
#if ISECT_USE_DOUBLE
        isect_real want = strtod(big, NULL);
#else
        isect_real want = strtof(big, NULL);
#endif
        if (!same_bits(read_real(big), want)) {
            fprintf(stderr, "%.60s...: want %.17g\n", big, (double)want);
            fail();
        }
    }
}

/* The printer prints what printf("%.*g") prints, for every digit count used. */
static void test_format_vs_printf(void **state) {
    (void)state;
    gen_rng rng;
    gen_seed(&rng, 77);
    char a[64], b[64];
    static const double special[] = {
        0.0,      -0.0, 1.0,   0.5,    1e-5, 1e-4, 9.5e-5, 1e16, 1e17, 9.999999999999999e16,
        123456.0, 0.1,  1e300, 5e-324, 2.5,  0.25};
    for (size_t i = 0; i < sizeof special / sizeof special[0]; i++)
        for (int d = 1; d <= 17; d++) {
            cli_format_real(a, special[i], d);
            snprintf(b, sizeof b, "%.*g", d, special[i]);
            assert_string_equal(a, b);
        }
    for (int i = 0; i < 300000; i++) {
        uint64_t u = gen_u64(&rng);
        double v;
        if (i & 1) {
            memcpy(&v, &u, sizeof v);
        } else {
            /* values like query results: moderate magnitudes, short decimals */
            v = (double)(int64_t)(u >> 20) / (double)(1u << (u % 30));
            if (u & 2)
                v = (double)(float)v;
        }
        int d = (i % 5 == 0) ? 1 + (int)(u % 17) : DIGITS;
        cli_format_real(a, v, d);
        snprintf(b, sizeof b, "%.*g", d, v);
        if (strcmp(a, b) != 0) {
            fprintf(stderr, "%.17g digits %d: got %s want %s\n", v, d, a, b);
            fail();
        }
    }
}

/* Up to 40 digits (--digits 40): what printf prints, whole, and nothing past the end of
 * the buffer (the widest is a sign, 40 digits, a point and a three-digit exponent). */
static void test_format_many_digits(void **state) {
    (void)state;
    static const double values[] = {-5e-324,
                                    -2.2250738585072014e-308,
                                    -1.7976931348623157e308,
                                    0.1,
                                    -0.30000000000000004,
                                    1e-5,
                                    -123456.0,
                                    1e39,
                                    -1.5e-4,
                                    0.0,
                                    -0.0,
                                    1.0 / 3};
    for (size_t i = 0; i < sizeof values / sizeof values[0]; i++)
        for (int d = 1; d <= 40; d++) {
            char a[CLI_REAL_CHARS + 8], b[128];
            memset(a, 'x', sizeof a);
            int n = cli_format_real(a, values[i], d);
            int m = snprintf(b, sizeof b, "%.*g", d, values[i]);
            assert_true(m < CLI_REAL_CHARS);
            assert_int_equal(n, m);
            assert_string_equal(a, b);
            for (size_t k = CLI_REAL_CHARS; k < sizeof a; k++)
                assert_int_equal(a[k], 'x');
        }
}

/* ---- Text from the input ------------------------------------------------------------ */

/* An output buffer writing into memory: sink_open, print into sink.o, then sink_close
 * returns the text (freed by the caller). */
typedef struct sink {
    char *text;
    size_t len;
    FILE *f;
    cli_out *o;
} sink;

static cli_out *sink_open(sink *k) {
    k->text = NULL;
    k->f = open_memstream(&k->text, &k->len);
    k->o = malloc(sizeof *k->o);
    assert_non_null(k->f);
    assert_non_null(k->o);
    out_init(k->o, k->f);
    return k->o;
}

static char *sink_close(sink *k) {
    out_flush(k->o);
    fclose(k->f);
    free(k->o);
    return k->text;
}

/* Runs one printer into a string (freed by the caller). */
static char *printed(void (*print)(cli_out *, const char *, size_t), const char *s, size_t n) {
    sink k;
    print(sink_open(&k), s, n);
    return sink_close(&k);
}

/* UTF-8 by RFC 3629: shortest forms only, no surrogates, nothing past U+10FFFF. */
static void test_utf8_and_escapes(void **state) {
    (void)state;
    static const struct {
        const char *bytes;
        size_t len;
        unsigned cp;
    } chars[] = {
        {"A", 1, 0x41},
        {"\xc3\xa9", 2, 0xe9},
        {"\xe2\x82\xac", 3, 0x20ac},
        {"\xf0\x9f\x98\x80", 4, 0x1f600},
        {"\xf4\x8f\xbf\xbf", 4, 0x10ffff},
        {"\xc0\x80", 0, 0},         /* overlong NUL */
        {"\xe0\x80\xaf", 0, 0},     /* overlong '/' */
        {"\xed\xa0\x80", 0, 0},     /* a surrogate */
        {"\xf4\x90\x80\x80", 0, 0}, /* past U+10FFFF */
        {"\x80", 0, 0},             /* a lone continuation byte */
        {"\xc3", 0, 0},             /* cut short */
        {"\xff", 0, 0},
    };
    for (size_t i = 0; i < sizeof chars / sizeof chars[0]; i++) {
        unsigned cp = 0;
        size_t n = strlen(chars[i].bytes);
        assert_int_equal(cli_utf8_char(chars[i].bytes, n, &cp), chars[i].len);
        if (chars[i].len)
            assert_int_equal(cp, chars[i].cp);
    }
    static const struct {
        const char *in;
        const char *json, *text;
    } esc[] = {
        {"plain 'x'", "\"plain 'x'\"", "plain 'x'"},
        {"q\"b\\\tn", "\"q\\\"b\\\\\\tn\"", "q\"b\\\tn"},
        {"\x1b[2J", "\"\\u001b[2J\"", "\\x1b[2J"},
        {"\xc2\x9b"
         "1m",
         "\"\\u009b1m\"", "\\xc2\\x9b1m"},
        {"\xe2\x80\xae"
         "evil",
         "\"\\u202eevil\"", "\\xe2\\x80\\xaeevil"},
        {"caf\xc3\xa9 \xff", "\"caf\xc3\xa9 \\ufffd\"", "caf\xc3\xa9 \\xff"},
        {"\xe2\x82", "\"\\ufffd\\ufffd\"", "\\xe2\\x82"},
        {"\x7f", "\"\\u007f\"", "\\x7f"},
    };
    for (size_t i = 0; i < sizeof esc / sizeof esc[0]; i++) {
        char *j = printed(out_json_string, esc[i].in, strlen(esc[i].in));
        char *t = printed(out_text_safe, esc[i].in, strlen(esc[i].in));
        assert_string_equal(j, esc[i].json);
        assert_string_equal(t, esc[i].text);
        free(j);
        free(t);
    }
    char *nul = printed(out_json_string, "a\0b", 3);
    assert_string_equal(nul, "\"a\\u0000b\"");
    free(nul);
}

/* ---- Scenes (isect render) ----------------------------------------------------------- */

/* Reads and renders a scene from memory; returns what went to the error stream (freed
 * by the caller) and the result in *rc. */
static char *scene_errors(const char *text, long max_pixels, size_t max_tris, int *rc,
                          cli_image *img) {
    sink k;
    *rc = cli_scene_render_text("t.scene", text, strlen(text), max_pixels, max_tris, sink_open(&k),
                                img);
    return sink_close(&k);
}

/* A scene that means nothing is an error at its line and column, and nothing is drawn. */
static void test_scene_errors(void **state) {
    (void)state;
    static const struct {
        const char *scene;
        const char *msg;
    } bad[] = {
        {"icosphere (0 0 0) 1 nan",
         "line 1, col 21: the icosphere's subdivision count must be a whole number from 0 to 6"},
        {"icosphere (0 0 0) 1 7",
         "line 1, col 21: the icosphere's subdivision count must be a whole number from 0 to 6"},
        {"icosphere (0 0 0) -1 2",
         "line 1, col 19: the icosphere's radius must be finite and more than 0"},
        {"size nan nan", "line 1, col 6: the image's width must be a whole number from 1 to 8192"},
        {"size 2 nan", "line 1, col 8: the image's height must be a whole number from 1 to 8192"},
        {"size 1.5 1.9", "line 1, col 6: the image's width must be a whole number from 1 to 8192"},
        {"size 8193 2", "line 1, col 6: the image's width must be a whole number from 1 to 8192"},
        {"size 10 10 10", "line 1, col 12: expected the end of the line after the image's height, "
                          "not '10'"},
        {"size 10", "line 1, col 8: expected the image's height"},
        {"# comment\nsphere (0 0 0) -1", "line 2, col 1: the sphere's radius must be finite and "
                                         "not negative"},
        {"sphere (nan 0 0) 1", "line 1, col 1: the sphere's centre must be finite"},
        {"camera (nan 0 0) (0 0 0) 40", "line 1, col 8: the camera's eye must be finite"},
        {"camera (0 0 0) (0 inf 0) 40", "line 1, col 16: the camera's target must be finite"},
        {"camera (1 2 3) (1 2 3) 40",
         "line 1, col 16: the camera's target must differ from its eye, by a finite distance"},
        {"camera (0 0 0) (1 0 0) 180", "line 1, col 24: the camera's field of view must be more "
                                       "than 0 and less than 180 degrees"},
        {"camera (0 0 0) (1 0)", "line 1, col 16: expected 3 coordinates in the camera's target, "
                                 "got 2"},
        {"camera 1 (1 0 0) 40", "line 1, col 8: expected the camera's eye (a vector like (1 2 3)), "
                                "not '1'"},
        {"light (0 0 0)", "line 1, col 7: the light's direction must be finite and not zero"},
        {"plane (0 0 0) 1", "line 1, col 1: the plane's normal must not be zero"},
        {"plane (0 0 0) (1 1 1) (2 2 2)",
         "line 1, col 1: the plane's three points are collinear: they fix no plane"},
        {"aabb (1 1 1) (0 0 0)", "line 1, col 1: the aabb's min corner must not exceed its max "
                                 "corner"},
        {"sphere (0 0 0) 1 x", "line 1, col 18: expected the end of the line after the sphere, "
                               "not 'x'"},
        {"circle (0 0) 1", "line 1, col 1: render draws spheres, planes, triangles, icospheres, "
                           "capsules, cones, aabbs, obbs, frustums and hulls (3D), not a 2D "
                           "circle"},
        {"blob (1 2 3)", "line 1, col 1: unknown item 'blob'; expected camera, size, light, "
                         "icosphere, sphere, plane, triangle, capsule, cone, aabb, obb, frustum "
                         "or hull"},
        {"sphere (0 0 0) 1e999", "line 1, col 16: '1e999' is beyond the range of " REAL_RANGE
                                 "; write inf for an infinite value (in the sphere's radius)"},
        {"icosphere (0 0 0) 1 6", "line 1, col 1: the scene would have more than 1000 triangles"},
        {"hull planes (1 0 0) 1 (0 0 0) 1",
         "line 1, col 1: the hull's vertices must be finite, its plane normals finite and "
         "non-zero"},
        {"obb (0 0 0) (1 0 0) (1 1 0) (0 0 1) (1 1 1)",
         "line 1, col 1: the obb needs a finite centre, half extents that are not negative and "
         "orthonormal axes"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        int rc;
        cli_image img = {1, 1, NULL};
        char *msgs = scene_errors(bad[i].scene, 64, 1000, &rc, &img);
        char want[400];
        snprintf(want, sizeof want, "isect: t.scene: %s\n", bad[i].msg);
        if (rc != 1 || strcmp(msgs, want) != 0) {
            fprintf(stderr, "scene:    %s\nexpected: %sgot:      rc %d %s\n", bad[i].scene, want,
                    rc, msgs);
            fail();
        }
        assert_null(img.rgb);
        free(msgs);
    }
    /* Every bad line is reported, in order. */
    int rc;
    cli_image img;
    char *msgs = scene_errors("size 0 1\nsphere (0 0 0) 1\nlight (0 0 0)\n", 64, 1000, &rc, &img);
    assert_int_equal(rc, 2);
    assert_string_equal(msgs, "isect: t.scene: line 1, col 6: the image's width must be a whole "
                              "number from 1 to 8192\nisect: t.scene: line 3, col 7: the light's "
                              "direction must be finite and not zero\n");
    free(msgs);
}

/* A ball at the point the default camera looks at fills the middle of the picture and
 * leaves the corners to the background (24 26 33); the size is capped, aspect kept. */
static void test_scene_render(void **state) {
    (void)state;
    int rc;
    cli_image img;
    char *msgs = scene_errors("size 480 360\nsphere (0 0 0.5) 1\n", 48 * 36, 1000, &rc, &img);
    assert_int_equal(rc, 0);
    assert_string_equal(msgs, "");
    assert_int_equal(img.w, 48);
    assert_int_equal(img.h, 36);
    static const unsigned char bg[3] = {24, 26, 33};
    assert_memory_not_equal(img.rgb + (18 * 48 + 24) * 3, bg, 3);
    assert_memory_equal(img.rgb, bg, 3);
    assert_memory_equal(img.rgb + (35 * 48 + 47) * 3, bg, 3);
    free(img.rgb);
    free(msgs);
    /* a thin picture: the short side stays 1 pixel, the long one takes the rest */
    msgs = scene_errors("size 300 1\n", 16, 1000, &rc, &img);
    assert_int_equal(rc, 0);
    assert_int_equal(img.w, 16);
    assert_int_equal(img.h, 1);
    free(img.rgb);
    free(msgs);
}

/* ---- Printers: every number printed reads back to the same bits ------------------------ */

static void check_numbers_round_trip(const char *text, const isect_real *want, int n) {
    const char *p = text;
    int k = 0;
    while (*p) {
        if ((*p >= '0' && *p <= '9') || ((*p == '-' || *p == '.') && p[1] >= '0' && p[1] <= '9')) {
            char *end;
#if ISECT_USE_DOUBLE
            isect_real v = strtod(p, &end);
#else
            isect_real v = strtof(p, &end);
#endif
            if (k < n && !same_bits(v, want[k])) {
                fprintf(stderr, "number %d of '%s': %.17g, want %.17g\n", k, text, (double)v,
                        (double)want[k]);
                fail();
            }
            k++;
            p = end;
        } else {
            p++;
        }
    }
    assert_true(k >= n);
}

static void test_printed_numbers_round_trip(void **state) {
    (void)state;
    gen_rng rng;
    gen_seed(&rng, 5);
    cli_print_opts opt = {false, DIGITS};
    for (int i = 0; i < 2000; i++) {
        char line[256];
        double c[7];
        for (int k = 0; k < 7; k++)
            c[k] = ((double)(gen_u64(&rng) >> 11) / 9007199254740992.0) * 20 - 10;
        snprintf(line, sizeof line,
                 "segment (%.17g %.17g) (%.17g %.17g) vs circle (%.17g %.17g) %.17g", c[0], c[1],
                 c[2], c[3], c[4], c[5], fabs(c[6]) + 3);
        cli_error e;
        assert_int_equal(parse(line, &e), 1);
        cli_result r;
        cli_eval(&Q, &r);
        sink out;
        cli_out *o = sink_open(&out);
        opt.json = (i & 1) != 0;
        if (opt.json)
            cli_print_json(o, 7, &Q, &r, &opt);
        else
            cli_print_text(o, &Q, &r, &opt);
        char *text = sink_close(&out);
        const isect_find_result2 *fr = &r.u.find2;
        if (!fr->hit) {
            assert_true(strstr(text, opt.json ? "\"hit\":false" : "miss") != NULL);
        } else {
            isect_real want[8] = {fr->t[0],       fr->t[1],       fr->point[0].x, fr->point[0].y,
                                  fr->point[1].x, fr->point[1].y, fr->normal.x,   fr->normal.y};
            /* JSON starts with "line":7 and "dim":2, text with the t values. */
            const char *start = opt.json ? strstr(text, "\"t\":") : text;
            assert_non_null(start);
            check_numbers_round_trip(start, want, 8);
        }
        if (opt.json) {
            static const char *const keys[] = {
                "\"line\":7",      "\"kind\":\"find\"", "\"function\":\"isect_find_seg2_circle2\"",
                "\"hit\":",        "\"count\":",        "\"t\":[",
                "\"point\":[[",    "\"normal\":[",      "\"flags\":",
                "\"flag_names\":["};
            for (size_t k = 0; k < sizeof keys / sizeof keys[0]; k++)
                assert_non_null(strstr(text, keys[k]));
        }
        free(text);
    }
}

/* A hull: its vertices in the query's pool, no planes; the library's answer bit for bit;
 * the printers show every field (count entries of vert and bary), and every number read
 * back gives the same bits. A segment against an obb, bit for bit too. */
static void test_hull_and_obb(void **state) {
    (void)state;
    cli_error e;
    cli_result r;
    assert_int_equal(
        parse("closest point (0.3 2 0.7) vs hull (0 0 0) (1 0 0) (0 1 0) (0 0 1) (1 1 1)", &e), 1);
    const cli_shape *h = &Q.shape[1];
    assert_int_equal(h->tag, S_hull3);
    assert_int_equal(h->col, 30);
    assert_ptr_equal(h->u.hull3.verts, Q.verts3);
    assert_int_equal(h->u.hull3.vert_count, 5);
    assert_null(h->u.hull3.planes);
    assert_int_equal(h->u.hull3.plane_count, 0);
    assert_true(h->u.hull3.verts[4].x == 1 && h->u.hull3.verts[4].y == 1 &&
                h->u.hull3.verts[4].z == 1 && h->u.hull3.verts[2].y == 1);
    assert_int_equal(Q.nverts, 5);
    assert_true(cli_shape_valid(h));
    cli_eval(&Q, &r);
    assert_int_equal(r.tag, R_closest_hull3);
    isect_vec3 verts[5] = {{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {0, 0, 1}, {1, 1, 1}};
    isect_hull3 hull = {verts, 5, NULL, 0};
    isect_vec3 p = {0.3, 2, 0.7};
    isect_closest_hull_result3 want = isect_closest_point3_hull3(p, &hull);
    const isect_closest_hull_result3 *got = &r.u.closest_hull3;
    assert_true(same_bits(got->dist_sq, want.dist_sq));
    for (int i = 0; i < 3; i++)
        assert_true(same_bits((&got->point_a.x)[i], (&want.point_a.x)[i]) &&
                    same_bits((&got->point_b.x)[i], (&want.point_b.x)[i]));
    assert_int_equal(got->count, want.count);
    for (int i = 0; i < 4; i++)
        assert_true(same_bits(got->bary[i], want.bary[i]) && got->vert[i] == want.vert[i]);
    assert_true(got->feature_b.kind == want.feature_b.kind &&
                got->feature_b.index == want.feature_b.index && got->flags == want.flags);
    assert_true(want.count >= 2); /* an answer with several weights */

    /* The printers: text "dist_sq D  on a (..)  on b (..)  feature K  count C  vertices
     * ..  bary ..", JSON the same fields; the numbers read back to the same bits. */
    cli_print_opts opt = {false, DIGITS};
    sink out;
    cli_out *o = sink_open(&out);
    cli_print_text(o, &Q, &r, &opt);
    char *text = sink_close(&out);
    char head[64];
    snprintf(head, sizeof head, "  feature %s  count %u  vertices ",
             cli_feature_kind_name(want.feature_b.kind), want.count);
    assert_non_null(strstr(text, head));
    isect_real nums[32];
    int k = 0;
    nums[k++] = want.dist_sq;
    for (int i = 0; i < 3; i++)
        nums[k++] = (&want.point_a.x)[i];
    for (int i = 0; i < 3; i++)
        nums[k++] = (&want.point_b.x)[i];
    nums[k++] = (isect_real)want.count;
    for (unsigned i = 0; i < want.count; i++)
        nums[k++] = (isect_real)want.vert[i];
    for (unsigned i = 0; i < want.count; i++)
        nums[k++] = want.bary[i];
    check_numbers_round_trip(text, nums, k);
    free(text);
    opt.json = true;
    o = sink_open(&out);
    cli_print_json(o, 7, &Q, &r, &opt);
    text = sink_close(&out);
    static const char *const keys[] = {"\"function\":\"isect_closest_point3_hull3\"",
                                       "\"shapes\":[\"point\",\"hull\"]",
                                       "\"dist_sq\":",
                                       "\"point_a\":[",
                                       "\"point_b\":[",
                                       "\"feature_b\":{\"kind\":\"",
                                       "\"count\":",
                                       "\"vert\":[",
                                       "\"bary\":[",
                                       "\"flags\":",
                                       "\"flag_names\":["};
    for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++)
        assert_non_null(strstr(text, keys[i]));
    /* JSON: the feature's index (0) between point_b and count */
    isect_real jnums[33];
    memcpy(jnums, nums, 7 * sizeof nums[0]);
    jnums[7] = (isect_real)want.feature_b.index;
    memcpy(jnums + 8, nums + 7, (size_t)(k - 7) * sizeof nums[0]);
    const char *from = strstr(text, "\"dist_sq\":");
    check_numbers_round_trip(from, jnums, k + 1);
    free(text);

    /* Invalid: a NaN vertex; the shape check and the library agree; no vertex printed. */
    assert_int_equal(parse("closest point (0 0 0) vs hull (0 0 0) (nan 1 1)", &e), 1);
    assert_false(cli_shape_valid(&Q.shape[1]));
    cli_eval(&Q, &r);
    assert_int_equal(r.u.closest_hull3.flags, ISECT_INVALID);
    opt.json = false;
    o = sink_open(&out);
    cli_print_text(o, &Q, &r, &opt);
    text = sink_close(&out);
    assert_string_equal(text, "dist_sq 0  on a (0 0 0)  on b (0 0 0)  feature none  count 0  "
                              "invalid\n");
    free(text);

    /* A hull after a polygon: its vertices follow the polygon's in the pool. */
    assert_int_equal(parse("hull (5 5 5) (6 6 6)", &e), -1); /* the order is point first */
    Q.nverts = 0;
    size_t pos = 0;
    cli_shape s1, s2;
    const char *t1 = "polygon (0 0 0) (1 0 0) (0 1 0)", *t2 = "hull (5 5 5) (6 6 6)";
    assert_int_equal(cli_parse_shape(t1, strlen(t1), &pos, &Q, &s1, &e), 0);
    pos = 0;
    assert_int_equal(cli_parse_shape(t2, strlen(t2), &pos, &Q, &s2, &e), 0);
    assert_ptr_equal(s2.u.hull3.verts, Q.verts3 + 3);
    assert_int_equal(s2.u.hull3.vert_count, 2);
    assert_true(s2.u.hull3.verts[1].z == 6);

    /* A segment against an obb: the library's answer, every field. */
    assert_int_equal(parse("closest segment (3 -1 2) (-1 3 0.5) vs obb (0.5 0.5 0.5) (0.6 0.8 0) "
                           "(-0.8 0.6 0) (0 0 1) (1 0.5 0.25)",
                           &e),
                     1);
    cli_eval(&Q, &r);
    assert_int_equal(r.tag, R_closest_feature3);
    isect_seg3 sg = {{3, -1, 2}, {-1, 3, 0.5}};
    isect_obb3 ob = {{0.5, 0.5, 0.5}, {{0.6, 0.8, 0}, {-0.8, 0.6, 0}, {0, 0, 1}}, {1, 0.5, 0.25}};
    isect_closest_feature_result3 wf = isect_closest_seg3_obb3(&sg, &ob);
    const isect_closest_feature_result3 *gf = &r.u.closest_feature3;
    assert_true(same_bits(gf->dist_sq, wf.dist_sq));
    for (int i = 0; i < 3; i++)
        assert_true(same_bits((&gf->point_a.x)[i], (&wf.point_a.x)[i]) &&
                    same_bits((&gf->point_b.x)[i], (&wf.point_b.x)[i]));
    for (int i = 0; i < 4; i++)
        assert_true(same_bits(gf->bary_a[i], wf.bary_a[i]) &&
                    same_bits(gf->bary_b[i], wf.bary_b[i]));
    assert_true(gf->feature_a.kind == wf.feature_a.kind &&
                gf->feature_a.index == wf.feature_a.index &&
                gf->feature_b.kind == wf.feature_b.kind &&
                gf->feature_b.index == wf.feature_b.index && gf->flags == wf.flags);
    /* a box has no bary b: none printed, [] in JSON */
    o = sink_open(&out);
    cli_print_text(o, &Q, &r, &opt);
    text = sink_close(&out);
    assert_null(strstr(text, "bary b"));
    assert_non_null(strstr(text, "  feature b "));
    free(text);
    opt.json = true;
    o = sink_open(&out);
    cli_print_json(o, 7, &Q, &r, &opt);
    text = sink_close(&out);
    assert_non_null(strstr(text, "\"bary_b\":[]"));
    free(text);
}

/* A hull by its planes: the planes in the query's pool, no vertices; the library's answer
 * bit for bit; the printers show the planes through the closest point (plane_count
 * entries). The unit cube [0, 1]^3 as six planes, +x first: (2 2 0.5) is nearest the
 * middle of the edge x = 1, y = 1 (planes 0 and 2), 1 + 1 away. */
#define CUBE_PLANES "hull planes (1 0 0) 1 (-1 0 0) 0 (0 1 0) 1 (0 -1 0) 0 (0 0 1) 1 (0 0 -1) 0"
static void test_hull_planes(void **state) {
    (void)state;
    cli_error e;
    cli_result r;
    assert_int_equal(parse("closest point (2 2 0.5) vs " CUBE_PLANES, &e), 1);
    const cli_shape *h = &Q.shape[1];
    assert_int_equal(h->tag, S_hull3);
    assert_int_equal(h->col, 28);
    assert_null(h->u.hull3.verts);
    assert_int_equal(h->u.hull3.vert_count, 0);
    assert_ptr_equal(h->u.hull3.planes, Q.planes3);
    assert_int_equal(h->u.hull3.plane_count, 6);
    assert_int_equal(Q.nplanes, 6);
    assert_int_equal(Q.nverts, 0);
    assert_true(h->u.hull3.planes[1].normal.x == -1 && h->u.hull3.planes[1].offset == 0 &&
                h->u.hull3.planes[4].normal.z == 1 && h->u.hull3.planes[4].offset == 1);
    assert_true(cli_shape_valid(h));
    assert_string_equal(Q.entry->function, "isect_closest_point3_hull3");
    cli_eval(&Q, &r);
    assert_int_equal(r.tag, R_closest_hull3);
    isect_plane3 pl[6] = {{{1, 0, 0}, 1},  {{-1, 0, 0}, 0}, {{0, 1, 0}, 1},
                          {{0, -1, 0}, 0}, {{0, 0, 1}, 1},  {{0, 0, -1}, 0}};
    isect_hull3 hull = {NULL, 0, pl, 6};
    isect_vec3 p = {2, 2, 0.5};
    isect_closest_hull_result3 want = isect_closest_point3_hull3(p, &hull);
    const isect_closest_hull_result3 *got = &r.u.closest_hull3;
    assert_true(same_bits(got->dist_sq, want.dist_sq));
    for (int i = 0; i < 3; i++)
        assert_true(same_bits((&got->point_a.x)[i], (&want.point_a.x)[i]) &&
                    same_bits((&got->point_b.x)[i], (&want.point_b.x)[i]));
    assert_int_equal(got->plane_count, want.plane_count);
    assert_int_equal(got->count, want.count);
    for (int i = 0; i < 3; i++)
        assert_true(got->plane[i] == want.plane[i]);
    assert_true(got->feature_b.kind == want.feature_b.kind &&
                got->feature_b.index == want.feature_b.index && got->flags == want.flags);

    /* The printers: the planes instead of the vertices. */
    cli_print_opts opt = {false, DIGITS};
    sink out;
    cli_out *o = sink_open(&out);
    cli_print_text(o, &Q, &r, &opt);
    char *text = sink_close(&out);
    assert_string_equal(text, "dist_sq 2  on a (2 2 0.5)  on b (1 1 0.5)  feature edge  "
                              "plane_count 2  planes 0 2\n");
    free(text);
    opt.json = true;
    o = sink_open(&out);
    cli_print_json(o, 7, &Q, &r, &opt);
    text = sink_close(&out);
    assert_string_equal(text, "{\"line\":7,\"kind\":\"closest\",\"function\":"
                              "\"isect_closest_point3_hull3\",\"shapes\":[\"point\",\"hull\"],"
                              "\"dim\":3,\"dist_sq\":2,\"point_a\":[2,2,0.5],\"point_b\":[1,1,"
                              "0.5],\"feature_b\":{\"kind\":\"edge\",\"index\":0},\"plane_count\":"
                              "2,\"plane\":[0,2],\"flags\":0,\"flag_names\":[]}\n");
    free(text);

    /* Inside (touching counts): no plane. */
    assert_int_equal(parse("closest point (1 0.5 0.5) vs " CUBE_PLANES, &e), 1);
    cli_eval(&Q, &r);
    opt.json = false;
    o = sink_open(&out);
    cli_print_text(o, &Q, &r, &opt);
    text = sink_close(&out);
    assert_string_equal(text, "dist_sq 0  on a (1 0.5 0.5)  on b (1 0.5 0.5)  feature solid  "
                              "plane_count 0\n");
    free(text);

    /* Invalid: a zero normal (the shape check and the library agree), and an empty set
     * (a valid shape; the library finds no point). */
    static const char *const invalid[] = {
        "closest point (0 0 0) vs hull planes (1 0 0) 1 (0 0 0) 1",
        "closest point (0 0 0) vs hull planes (1 0 0) 1 (0 nan 0) 1",
        "closest point (0 0 0) vs hull planes (1 0 0) inf",
        "closest point (0 0 0) vs hull planes (1 0 0) 0 (-1 0 0) -1"};
    for (size_t i = 0; i < sizeof invalid / sizeof invalid[0]; i++) {
        assert_int_equal(parse(invalid[i], &e), 1);
        assert_true(cli_shape_valid(&Q.shape[1]) == (i == 3));
        cli_eval(&Q, &r);
        assert_int_equal(r.u.closest_hull3.flags, ISECT_INVALID);
        o = sink_open(&out);
        cli_print_text(o, &Q, &r, &opt);
        text = sink_close(&out);
        assert_string_equal(text, "dist_sq 0  on a (0 0 0)  on b (0 0 0)  feature none  "
                                  "plane_count 0  invalid\n");
        free(text);
    }
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_error_messages),
        cmocka_unit_test(test_vertex_limits),
        cmocka_unit_test(test_parse_shape_alone),
        cmocka_unit_test(test_shape_fields),
        cmocka_unit_test(test_every_entry_reachable),
        cmocka_unit_test(test_svg_3d_tests),
        cmocka_unit_test(test_eval_matches_library),
        cmocka_unit_test(test_hull_and_obb),
        cmocka_unit_test(test_hull_planes),
        cmocka_unit_test(test_parse_real_vs_strtod),
        cmocka_unit_test(test_parse_real_long),
        cmocka_unit_test(test_format_vs_printf),
        cmocka_unit_test(test_format_many_digits),
        cmocka_unit_test(test_utf8_and_escapes),
        cmocka_unit_test(test_scene_errors),
        cmocka_unit_test(test_scene_render),
        cmocka_unit_test(test_printed_numbers_round_trip),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
