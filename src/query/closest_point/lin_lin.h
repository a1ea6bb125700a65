/* The closest pair of two lines, rays or segments (lin_lin.c): what the tests and the
 * folder's other pairs see of it besides the public functions of isect/closest_point.h. */
#ifndef ISECT_QUERY_CLOSEST_POINT_LIN_LIN_H
#define ISECT_QUERY_CLOSEST_POINT_LIN_LIN_H

#include <stdbool.h>

#include "base/lin.h"

/* Whether the one-pass fast path decides the region of the closest pair of a and b on its
 * own, without the careful path's exact arithmetic: for the oracle test's fall-through
 * column (white box). */
bool isect_lin_pair_fast_decides(const isect_lin *a, const isect_lin *b);

/* Whether dist(a, b) <= ra + rb, exactly (the sum never rounded): the capsule test's core,
 * for the other within-distance tests of the folder. ra, rb finite and >= 0. */
bool isect_lin_pair_within(const isect_lin *a, const isect_lin *b, double ra, double rb);

#endif
