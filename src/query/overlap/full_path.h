/* The full paths of the overlap queries that have a quick filter in front (frustum.c; the
 * ball's is closest_point/full_path.h's): the exact path alone, after the same validation,
 * so that tests/test_fast_path_frustum.c can compare the two answers on every input. */
#ifndef ISECT_QUERY_OVERLAP_FULL_PATH_H
#define ISECT_QUERY_OVERLAP_FULL_PATH_H

#include "isect/overlap.h"

#define isect_test_point3_frustum3_full ISECT_NAME(isect_test_point3_frustum3_full)
#define isect_test_aabb3_frustum3_full ISECT_NAME(isect_test_aabb3_frustum3_full)
#define isect_test_obb3_frustum3_full ISECT_NAME(isect_test_obb3_frustum3_full)

bool isect_test_point3_frustum3_full(isect_vec3 p, const isect_frustum3 *frustum);
bool isect_test_aabb3_frustum3_full(const isect_aabb3 *box, const isect_frustum3 *frustum);
bool isect_test_obb3_frustum3_full(const isect_obb3 *box, const isect_frustum3 *frustum);

#endif
