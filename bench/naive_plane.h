/* Textbook floating-point plane queries (RTCD 5.3.1), compiled as their own C file so
 * that calling them costs what calling isect costs ("naive_call" rows). */
#ifndef ISECT_BENCH_NAIVE_PLANE_H
#define ISECT_BENCH_NAIVE_PLANE_H

#include "isect/isect.h"

#ifdef __cplusplus
extern "C" {
#endif

int baseline_classify_point3_plane3(isect_vec3 p, const isect_plane3 *plane);
bool baseline_test_seg3_plane3(const isect_seg3 *seg, const isect_plane3 *plane);
bool baseline_find_ray3_plane3(const isect_ray3 *ray, const isect_plane3 *plane, isect_real *t);

#ifdef __cplusplus
}
#endif

#endif
