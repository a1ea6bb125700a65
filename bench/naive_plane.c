/* The naive plane baselines of naive_plane.h: plain isect_real arithmetic, no
 * validation, no exactness (RTCD 5.3.1). */
#include "naive_plane.h"

static isect_real side(isect_vec3 p, const isect_plane3 *plane) {
    return plane->normal.x * p.x + plane->normal.y * p.y + plane->normal.z * p.z - plane->offset;
}

int baseline_classify_point3_plane3(isect_vec3 p, const isect_plane3 *plane) {
    isect_real s = side(p, plane);
    return (s > 0) - (s < 0);
}

/* Hit when the endpoints' signed distances do not share a strict sign. */
bool baseline_test_seg3_plane3(const isect_seg3 *seg, const isect_plane3 *plane) {
    return side(seg->p0, plane) * side(seg->p1, plane) <= 0;
}

/* t = (offset - n.o) / n.d, a hit when the ray is not parallel and t >= 0. */
bool baseline_find_ray3_plane3(const isect_ray3 *ray, const isect_plane3 *plane, isect_real *t) {
    const isect_vec3 n = plane->normal, d = ray->dir;
    isect_real nd = n.x * d.x + n.y * d.y + n.z * d.z;
    if (nd == 0)
        return false;
    *t = -side(ray->origin, plane) / nd;
    return *t >= 0;
}
