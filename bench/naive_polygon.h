/* Textbook point-in-polygon baselines (bench/naive_polygon.c), compiled out of line like
 * naive.h: W. R. Franklin's pnpoly, and the same on the dominant-axis projection in space. */
#ifndef ISECT_BENCH_NAIVE_POLYGON_H
#define ISECT_BENCH_NAIVE_POLYGON_H

#include "isect/isect.h"

#ifdef __cplusplus
extern "C" {
#endif

bool baseline_pnpoly2(isect_vec2 p, const isect_poly2 *poly);
bool baseline_pnpoly3(isect_vec3 p, const isect_poly3 *poly);

#ifdef __cplusplus
}
#endif

#endif
