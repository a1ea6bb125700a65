/* The full paths of the closest-point queries that have a fast path in front.
 *
 * A fast path answers the common case (every sign its filter certifies, every value in a
 * safe range) with the full path's own operations in the same order, so with the same
 * bits, and hands everything else to the full path. The public function is the fast
 * path; the full path is declared here so that tests/test_fast_path.c can compare the
 * two bit for bit over random, scaled and near-degenerate inputs. */
#ifndef ISECT_QUERY_CLOSEST_POINT_FULL_PATH_H
#define ISECT_QUERY_CLOSEST_POINT_FULL_PATH_H

#include "isect/closest_point.h"

#define isect_closest_point2_seg2_full ISECT_NAME(isect_closest_point2_seg2_full)
#define isect_closest_point3_seg3_full ISECT_NAME(isect_closest_point3_seg3_full)

isect_closest_result2 isect_closest_point2_seg2_full(isect_vec2 p, const isect_seg2 *seg);
isect_closest_result3 isect_closest_point3_seg3_full(isect_vec3 p, const isect_seg3 *seg);

#endif
