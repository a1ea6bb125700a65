/* Textbook floating-point ray-triangle intersection (Moller and Trumbore 1997, two-sided,
 * no epsilon culling beyond a zero determinant), compiled as its own C file so that
 * calling it costs what calling isect costs ("naive_call" rows). */
#ifndef ISECT_BENCH_NAIVE_TRIANGLE_H
#define ISECT_BENCH_NAIVE_TRIANGLE_H

#include "isect/isect.h"

#ifdef __cplusplus
extern "C" {
#endif

/* true and *t when the ray hits the triangle (t >= 0). */
bool baseline_ray3_tri3_mt(const isect_ray3 *ray, const isect_tri3 *tri, isect_real *t);

#ifdef __cplusplus
}
#endif

#endif
