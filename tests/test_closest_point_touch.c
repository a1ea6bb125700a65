/* One touching rule for every closest-point query (isect/closest_point.h, box.h,
 * plane.h): dist_sq == 0 exactly when the two shapes meet, decided exactly; shapes apart
 * by a gap g whose square lies below isect_real's range report the smallest subnormal,
 * never 0 (the plane queries' rule, now everyone's).
 *
 * Each query gets two worked cases built by hand around the same shape: one where the
 * shapes touch (a point on the boundary, segments sharing a point, faces in contact) and
 * one where they are exactly g apart, with g = 2^-600 (double) or 2^-80 (float): g^2 is
 * below the smallest subnormal, so the rounded distance squared is 0 and only the rule
 * makes it the smallest subnormal. Every coordinate is representable and every gap exact
 * by construction (tiny radii and boxes sit next to the origin). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <float.h>
#include <stdio.h>

#include "isect/isect.h"

#if ISECT_USE_DOUBLE
static const isect_real g = (isect_real)0x1p-600;
static const isect_real true_min = DBL_TRUE_MIN;
#else
static const isect_real g = (isect_real)0x1p-80;
static const isect_real true_min = FLT_TRUE_MIN;
#endif

/* meet: the case's shapes touch; else they are g apart. */
static void expect_rule(const char *query, bool meet, isect_real dist_sq, unsigned flags) {
    if (flags & ISECT_INVALID)
        fail_msg("%s (%s): invalid", query, meet ? "touching" : "apart");
    if (meet && dist_sq != 0)
        fail_msg("%s: touching shapes gave dist_sq %a, want 0", query, (double)dist_sq);
    if (!meet && dist_sq != true_min)
        fail_msg("%s: shapes %a apart gave dist_sq %a, want the smallest subnormal %a", query,
                 (double)g, (double)dist_sq, (double)true_min);
}

#define RULE(query, meet, r) expect_rule(query, meet, (r).dist_sq, (r).flags)

static void point_against_lines(void **state) {
    (void)state;
    isect_seg2 s2 = {{0, 0}, {4, 0}};
    isect_ray2 r2 = {{0, 0}, {1, 0}};
    isect_line2 l2 = {{0, 0}, {1, 0}};
    isect_seg3 s3 = {{0, 0, 0}, {4, 0, 0}};
    isect_ray3 r3 = {{0, 0, 0}, {1, 0, 0}};
    isect_line3 l3 = {{0, 0, 0}, {1, 0, 0}};
    for (int meet = 0; meet < 2; meet++) {
        isect_real y = meet ? 0 : g;
        isect_vec2 p2 = {1, y};
        isect_vec3 p3 = {1, 0, y};
        RULE("point2 seg2", meet, isect_closest_point2_seg2(p2, &s2));
        RULE("point2 ray2", meet, isect_closest_point2_ray2(p2, &r2));
        RULE("point2 line2", meet, isect_closest_point2_line2(p2, &l2));
        RULE("point3 seg3", meet, isect_closest_point3_seg3(p3, &s3));
        RULE("point3 ray3", meet, isect_closest_point3_ray3(p3, &r3));
        RULE("point3 line3", meet, isect_closest_point3_line3(p3, &l3));
        /* at an end: the end itself, or g beyond it along the line */
        isect_vec2 e2 = {4, meet ? 0 : g};
        RULE("point2 seg2 end", meet, isect_closest_point2_seg2(e2, &s2));
    }
}

static void line_pairs(void **state) {
    (void)state;
    isect_seg2 a2 = {{0, 0}, {4, 0}};
    isect_seg3 a3 = {{0, 0, 0}, {4, 0, 0}};
    isect_line3 la = {{0, 0, 0}, {1, 0, 0}};
    isect_ray3 ra = {{0, 0, 0}, {1, 0, 0}};
    for (int meet = 0; meet < 2; meet++) {
        isect_real h = meet ? 0 : g;
        /* 2D: a segment ending on a (touching at its end), or g above it */
        isect_seg2 b2 = {{1, h}, {2, 1}};
        RULE("seg2 seg2 end", meet, isect_closest_seg2_seg2(&a2, &b2));
        /* 2D: parallel, on a's line (overlapping) or g above it */
        isect_seg2 p2 = {{1, h}, {3, h}};
        RULE("seg2 seg2 parallel", meet, isect_closest_seg2_seg2(&a2, &p2));
        /* 3D: skew by g (crossing when h = 0), both parameters free */
        isect_seg3 b3 = {{1, -1, h}, {1, 1, h}};
        RULE("seg3 seg3 skew", meet, isect_closest_seg3_seg3(&a3, &b3));
        isect_line3 lb = {{1, -1, h}, {0, 1, 0}};
        RULE("line3 line3", meet, isect_closest_line3_line3(&la, &lb));
        isect_ray3 rb = {{1, -1, h}, {0, 1, 0}};
        RULE("ray3 ray3", meet, isect_closest_ray3_ray3(&ra, &rb));
        RULE("line3 seg3", meet, isect_closest_line3_seg3(&la, &b3));
    }
}

static void point_against_polygons(void **state) {
    (void)state;
    isect_tri2 t2 = {{{0, 0}, {4, 0}, {0, 4}}};
    isect_tri3 t3 = {{{0, 0, 0}, {4, 0, 0}, {0, 4, 0}}};
    isect_tet3 tet = {{{0, 0, 0}, {4, 0, 0}, {0, 4, 0}, {0, 0, 4}}};
    const isect_vec2 square[4] = {{0, 0}, {4, 0}, {4, 4}, {0, 4}};
    isect_poly2 poly = {square, 4};
    for (int meet = 0; meet < 2; meet++) {
        isect_real h = meet ? 0 : g;
        RULE("point2 tri2 edge", meet, isect_closest_point2_tri2((isect_vec2){1, -h}, &t2));
        RULE("point2 tri2 vertex", meet, isect_closest_point2_tri2((isect_vec2){-h, -h}, &t2));
        RULE("point3 tri3 face", meet, isect_closest_point3_tri3((isect_vec3){1, 1, h}, &t3));
        RULE("point3 tri3 edge", meet, isect_closest_point3_tri3((isect_vec3){1, -h, 0}, &t3));
        RULE("point3 tet3 face", meet, isect_closest_point3_tet3((isect_vec3){1, 1, -h}, &tet));
        RULE("point3 tet3 vertex", meet, isect_closest_point3_tet3((isect_vec3){-h, -h, -h}, &tet));
        RULE("point2 poly2 edge", meet, isect_closest_point2_poly2((isect_vec2){2, -h}, &poly));
        RULE("point2 poly2 vertex", meet, isect_closest_point2_poly2((isect_vec2){-h, -h}, &poly));
    }
}

/* Round solids of radius g about a core near the origin: the surface at distance g from
 * the core, the point on it or g beyond it. */
static void point_against_round_solids(void **state) {
    (void)state;
    isect_capsule2 c2 = {{0, 0}, {4, 0}, g};
    isect_capsule3 c3 = {{0, 0, 0}, {4, 0, 0}, g};
    isect_cylinder3 cyl = {{0, 0, 0}, {0, 0, 4}, g};
    isect_cone3 cone = {{0, 0, 4}, {0, 0, 0}, 1}, spike = {{0, 0, 0}, {0, 0, 4}, 1};
    for (int meet = 0; meet < 2; meet++) {
        isect_real off = meet ? g : 2 * g;
        RULE("point2 capsule2 side", meet,
             isect_closest_point2_capsule2((isect_vec2){2, -off}, &c2));
        RULE("point2 capsule2 cap", meet,
             isect_closest_point2_capsule2((isect_vec2){-off, 0}, &c2));
        RULE("point3 capsule3", meet, isect_closest_point3_capsule3((isect_vec3){2, 0, off}, &c3));
        RULE("point3 cylinder3 side", meet,
             isect_closest_point3_cylinder3((isect_vec3){off, 0, 1}, &cyl));
        isect_vec3 below = {0, 0, meet ? 0 : -g}; /* the centre of a cap, or g below it */
        RULE("point3 cylinder3 cap", meet, isect_closest_point3_cylinder3(below, &cyl));
        RULE("point3 cone3 base", meet, isect_closest_point3_cone3(below, &cone));
        RULE("point3 cone3 apex", meet, isect_closest_point3_cone3(below, &spike));
    }
}

static void point_against_boxes(void **state) {
    (void)state;
    isect_aabb2 b2 = {{0, 0}, {4, 4}};
    isect_aabb3 b3 = {{0, 0, 0}, {4, 4, 4}};
    isect_obb2 o2 = {{2, 2}, {1, 0}, {2, 2}};
    isect_obb3 o3 = {{2, 2, 2}, {{0, 1, 0}, {0, 0, 1}, {1, 0, 0}}, {2, 2, 2}};
    isect_plane3 pl = {{0, 0, 1}, 0};
    for (int meet = 0; meet < 2; meet++) {
        isect_real h = meet ? 0 : g;
        RULE("point2 aabb2", meet, isect_closest_point2_aabb2((isect_vec2){2, -h}, &b2));
        RULE("point3 aabb3", meet, isect_closest_point3_aabb3((isect_vec3){2, 2, -h}, &b3));
        RULE("point2 obb2", meet, isect_closest_point2_obb2((isect_vec2){-h, 2}, &o2));
        RULE("point3 obb3", meet, isect_closest_point3_obb3((isect_vec3){2, -h, 2}, &o3));
        RULE("point3 plane3", meet, isect_closest_point3_plane3((isect_vec3){1, 1, h}, &pl));
    }
}

static void shapes_with_features(void **state) {
    (void)state;
    isect_tri3 t = {{{0, 0, 0}, {4, 0, 0}, {0, 4, 0}}};
    isect_aabb3 box = {{0, 0, 0}, {4, 4, 4}};
    for (int meet = 0; meet < 2; meet++) {
        isect_real h = meet ? 0 : g;
        /* parallel to the face, on it or g above it */
        isect_seg3 s = {{1, 1, h}, {2, 1, h}};
        RULE("seg3 tri3 parallel", meet, isect_closest_seg3_tri3(&s, &t));
        /* an end on the face (standing on it) or g above it */
        isect_seg3 up = {{1, 1, h}, {1, 1, 1}};
        RULE("seg3 tri3 end", meet, isect_closest_seg3_tri3(&up, &t));
        isect_tri3 u = {{{1, 1, h}, {2, 1, h}, {1, 2, h}}};
        RULE("tri3 tri3 face", meet, isect_closest_tri3_tri3(&u, &t));
        isect_tri3 w = {{{1, 1, h}, {2, 1, 1}, {1, 2, 1}}};
        RULE("tri3 tri3 vertex", meet, isect_closest_tri3_tri3(&w, &t));
        isect_seg3 under = {{1, 1, -h}, {2, 1, -h}};
        RULE("seg3 aabb3 face", meet, isect_closest_seg3_aabb3(&under, &box));
        isect_seg3 edge = {{-h, -1, -h}, {-h, 5, -h}};
        RULE("seg3 aabb3 edge", meet, isect_closest_seg3_aabb3(&edge, &box));
    }
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(point_against_lines),    cmocka_unit_test(line_pairs),
        cmocka_unit_test(point_against_polygons), cmocka_unit_test(point_against_round_solids),
        cmocka_unit_test(point_against_boxes),    cmocka_unit_test(shapes_with_features),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
