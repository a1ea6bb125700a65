/* The full paths of the 2D segment queries that have a fast path in front (segment2.c).
 *
 * The fast path answers the common case (four orient2d signs its filter certifies
 * non-zero, every position in the window where the full path computes unscaled) with the
 * full path's own operations in the same order, so with the same bits, and hands
 * everything else to the full path. The public function is the fast path; the full path
 * is declared here so that tests/test_fast_path_seg2.c can compare the two bit for bit. */
#ifndef ISECT_QUERY_SEGMENT2_H
#define ISECT_QUERY_SEGMENT2_H

#include "isect/segment2.h"

#define isect_test_seg2_seg2_full ISECT_NAME(isect_test_seg2_seg2_full)
#define isect_find_seg2_seg2_full ISECT_NAME(isect_find_seg2_seg2_full)

bool isect_test_seg2_seg2_full(const isect_seg2 *a, const isect_seg2 *b);
isect_find_result2 isect_find_seg2_seg2_full(const isect_seg2 *a, const isect_seg2 *b);

#endif
