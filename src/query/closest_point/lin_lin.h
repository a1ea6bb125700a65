/* The closest pair of two lines, rays or segments (lin_lin.c): what the tests see of it
 * besides the public functions of isect/closest_point.h. */
#ifndef ISECT_QUERY_CLOSEST_POINT_LIN_LIN_H
#define ISECT_QUERY_CLOSEST_POINT_LIN_LIN_H

#include <stdbool.h>

#include "base/lin.h"

/* Whether the one-pass fast path decides the region of the closest pair of a and b on its
 * own, without the careful path's exact arithmetic: for the oracle test's fall-through
 * column (white box). */
bool isect_lin_pair_fast_decides(const isect_lin *a, const isect_lin *b);

#endif
