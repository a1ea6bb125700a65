/* A box's feature from the place of a point on each axis, numbered as the box queries
 * report it (isect/closest_point.h, "A segment against a box"): for seg_box.c and
 * seg_obb.c. */
#ifndef ISECT_QUERY_CLOSEST_POINT_BOX_FEATURE_H
#define ISECT_QUERY_CLOSEST_POINT_BOX_FEATURE_H

#include "isect/result.h"

/* pos[i]: -1 at the min bound, +1 at the max bound, 0 strictly between (a zero extent
 * counts as the min). Three at a bound: vertex k (bit i set for max); two: edge 4a + m
 * (a the free axis, m the bits of the two others, lower axis first); one: face 2a + s;
 * none: the solid. */
static inline isect_feature isect_box_feature(const int *pos) {
    int at = 0, free_axis = -1, fixed_axis = -1, corner = 0;
    for (int i = 0; i < 3; i++) {
        if (pos[i] != 0) {
            at++;
            fixed_axis = i;
            corner |= (pos[i] > 0) << i;
        } else {
            free_axis = i;
        }
    }
    switch (at) {
    case 0: return (isect_feature){ISECT_FEATURE_SOLID, 0};
    case 1: return (isect_feature){ISECT_FEATURE_FACE, 2 * fixed_axis + (pos[fixed_axis] > 0)};
    case 2: {
        int lo = free_axis == 0 ? 1 : 0, hi = free_axis == 2 ? 1 : 2;
        int m = (pos[lo] > 0) | (pos[hi] > 0) << 1;
        return (isect_feature){ISECT_FEATURE_EDGE, 4 * free_axis + m};
    }
    default: return (isect_feature){ISECT_FEATURE_VERTEX, corner};
    }
}

#endif
