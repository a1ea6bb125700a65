/* Exact feasibility of a few half-spaces in space (halfspace.c): do they share a point?
 * Private to src/query/overlap/; the frustum tests (frustum.c) call it for a box against
 * the frustum's planes, and it is written for any convex solid given by half-spaces
 * against another (a hull by its planes against a box or a hull, issue 14 item 5). */
#ifndef ISECT_QUERY_OVERLAP_HALFSPACE_H
#define ISECT_QUERY_OVERLAP_HALFSPACE_H

#include <stdbool.h>

#include "isect/base.h"

/* The closed half-space n . (x - base) <= o: finite, n not zero; base NULL is the origin
 * (a plane3 as given), a box's centre for the half-spaces of an oriented box
 * (|(x - c) . a_i| <= h_i is a_i . (x - c) <= h_i and -a_i . (x - c) <= h_i), so that no
 * offset is ever rounded. */
typedef struct isect_hs3 {
    double n[3];
    double o;
    const double *base;
} isect_hs3;

/* At most this many half-spaces in one call. */
enum { ISECT_HS3_MAX = 16 };

#define isect_hs3_feasible ISECT_NAME(isect_hs3_feasible)

/* Exactly whether h[0..count-1] (count <= ISECT_HS3_MAX) have a common point. The caller
 * may say what it knows already: every set of the half-spaces that has fewer than
 * min_fresh members among the first `fresh` is known to have a common point (for a box
 * against planes: the box's own half-spaces, with min_fresh 1, or also each single plane
 * with the box, with min_fresh 2, when the caller has classified the box against each
 * plane exactly). Cost: one certificate test (filtered, exact when the filter cannot
 * decide) per subset of 2 to 4 half-spaces, so O(count^4): meant for a few planes. */
bool isect_hs3_feasible(const isect_hs3 *h, int count, int fresh, int min_fresh);

#endif
