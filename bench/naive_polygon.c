/* The point-in-polygon baselines of naive_polygon.h, in plain isect_real arithmetic: no
 * validation, no boundary, not exact. */
#include "naive_polygon.h"

#include <math.h>

/* W. R. Franklin, "PNPOLY - Point Inclusion in Polygon Test" (1970s, published online):
 * toggle on every edge whose y-range contains p.y and whose crossing lies right of p.x. */
bool baseline_pnpoly2(isect_vec2 p, const isect_poly2 *poly) {
    const isect_vec2 *v = poly->v;
    size_t n = poly->count;
    bool c = false;
    for (size_t i = 0, j = n - 1; i < n; j = i++)
        if (((v[i].y > p.y) != (v[j].y > p.y)) &&
            (p.x < (v[j].x - v[i].x) * (p.y - v[i].y) / (v[j].y - v[i].y) + v[i].x))
            c = !c;
    return c;
}

/* Newell's normal, drop its largest coordinate, pnpoly on the other two. */
bool baseline_pnpoly3(isect_vec3 p, const isect_poly3 *poly) {
    const isect_vec3 *v = poly->v;
    size_t n = poly->count;
    isect_real nx = 0, ny = 0, nz = 0;
    for (size_t i = 0, j = n - 1; i < n; j = i++) {
        nx += (v[j].y - v[i].y) * (v[j].z + v[i].z);
        ny += (v[j].z - v[i].z) * (v[j].x + v[i].x);
        nz += (v[j].x - v[i].x) * (v[j].y + v[i].y);
    }
    nx = fabs(nx);
    ny = fabs(ny);
    nz = fabs(nz);
    int axis = nz >= nx && nz >= ny ? 2 : ny >= nx ? 1 : 0;
    bool c = false;
    for (size_t i = 0, j = n - 1; i < n; j = i++) {
        isect_real ux = axis == 0 ? v[i].y : v[i].x, uy = axis == 2 ? v[i].y : v[i].z;
        isect_real wx = axis == 0 ? v[j].y : v[j].x, wy = axis == 2 ? v[j].y : v[j].z;
        isect_real px = axis == 0 ? p.y : p.x, py = axis == 2 ? p.y : p.z;
        if (((uy > py) != (wy > py)) && (px < (wx - ux) * (py - uy) / (wy - uy) + ux))
            c = !c;
    }
    return c;
}
