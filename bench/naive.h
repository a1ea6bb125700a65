/* Textbook floating-point versions of isect's predicates and tests, compiled as a separate
 * C file so that a call to them costs what a call into isect costs: the fair "naive"
 * baseline ("naive_call" in the benchmark names; "naive" is the same formula inlined). */
#ifndef ISECT_BENCH_NAIVE_H
#define ISECT_BENCH_NAIVE_H

#include "isect/isect.h"

#ifdef __cplusplus
extern "C" {
#endif

int baseline_orient2d(isect_vec2 a, isect_vec2 b, isect_vec2 c);
int baseline_orient3d(isect_vec3 a, isect_vec3 b, isect_vec3 c, isect_vec3 d);
int baseline_dot_sign3(isect_vec3 a, isect_vec3 b, isect_vec3 v);
int baseline_classify_point3_sphere3(isect_vec3 p, const isect_sphere3 *s);
int baseline_classify_point3_capsule3(isect_vec3 p, const isect_capsule3 *c);
bool baseline_test_seg3_sphere3(const isect_seg3 *seg, const isect_sphere3 *s);
bool baseline_test_ray3_sphere3(const isect_ray3 *ray, const isect_sphere3 *s);
bool baseline_test_seg2_circle2(const isect_seg2 *seg, const isect_circle2 *c);
/* RTCD 5.1.2: closest point of a segment to p, t = clamp((p - p0).d / d.d). */
isect_closest_result3 baseline_closest_point3_seg3(isect_vec3 p, const isect_seg3 *seg);
isect_closest_result2 baseline_closest_point2_seg2(isect_vec2 p, const isect_seg2 *seg);
/* RTCD 5.1.5 ClosestPtPointTriangle: the Voronoi regions of the vertices and edges by the
 * dot products d1..d6 and va, vb, vc, else the face point from the barycentric coordinates;
 * feature_b and bary_b filled as isect's (the region the tests pick). */
isect_closest_feature_result3 baseline_closest_point3_tri3(isect_vec3 p, const isect_tri3 *tri);
isect_closest_feature_result2 baseline_closest_point2_tri2(isect_vec2 p, const isect_tri2 *tri);
/* RTCD 5.1.6 ClosestPtPointTetrahedron (the variant for either winding): p itself unless it
 * lies strictly outside the plane of a face (opposite the fourth vertex), else the nearest
 * of those faces' closest points (baseline_closest_point3_tri3); feature_b and bary_b in
 * isect's numbering (edge (i, j), face f opposite vertex f), ISECT_FEATURE_SOLID and no
 * barycentric coordinates inside. */
isect_closest_feature_result3 baseline_closest_point3_tet3(isect_vec3 p, const isect_tet3 *tet);
bool baseline_test_sphere3_aabb3_arvo(const isect_sphere3 *s, const isect_aabb3 *b);
bool baseline_test_sphere3_aabb3_abs(const isect_sphere3 *s, const isect_aabb3 *b);
bool baseline_test_circle2_aabb2_arvo(const isect_circle2 *c, const isect_aabb2 *b);
bool baseline_test_sphere3_obb3(const isect_sphere3 *s, const isect_obb3 *b);
bool baseline_test_circle2_obb2(const isect_circle2 *c, const isect_obb2 *b);
int baseline_classify_point3_obb3(isect_vec3 p, const isect_obb3 *b);
isect_real baseline_closest_point3_aabb3(isect_vec3 p, const isect_aabb3 *b, isect_vec3 *q);

#ifdef __cplusplus
}
#endif

#endif
