/* Moller-Trumbore in plain floating point; see naive_triangle.h. */
#include "naive_triangle.h"

bool baseline_ray3_tri3_mt(const isect_ray3 *ray, const isect_tri3 *tri, isect_real *t) {
    const isect_vec3 o = ray->origin, d = ray->dir, a = tri->v[0];
    isect_real e1x = tri->v[1].x - a.x, e1y = tri->v[1].y - a.y, e1z = tri->v[1].z - a.z;
    isect_real e2x = tri->v[2].x - a.x, e2y = tri->v[2].y - a.y, e2z = tri->v[2].z - a.z;
    isect_real px = d.y * e2z - d.z * e2y, py = d.z * e2x - d.x * e2z, pz = d.x * e2y - d.y * e2x;
    isect_real det = e1x * px + e1y * py + e1z * pz;
    if (det == 0)
        return false;
    isect_real inv = 1 / det;
    isect_real sx = o.x - a.x, sy = o.y - a.y, sz = o.z - a.z;
    isect_real u = (sx * px + sy * py + sz * pz) * inv;
    if (u < 0 || u > 1)
        return false;
    isect_real qx = sy * e1z - sz * e1y, qy = sz * e1x - sx * e1z, qz = sx * e1y - sy * e1x;
    isect_real v = (d.x * qx + d.y * qy + d.z * qz) * inv;
    if (v < 0 || u + v > 1)
        return false;
    *t = (e2x * qx + e2y * qy + e2z * qz) * inv;
    return *t >= 0;
}
