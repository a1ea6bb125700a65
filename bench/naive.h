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
