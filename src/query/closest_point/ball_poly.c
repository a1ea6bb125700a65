/* A ball against a polygon in space (RTCD 5.2.8), exact.
 *
 * The set. isect_poly3 holds vertices "expected to be coplanar" (isect/types.h); this test
 * reads them as the union of the closed triangles (v_0, v_i, v_{i+1}), 1 <= i <= n - 2, the
 * fan from v_0: for the vertices of a convex polygon listed in order and exactly coplanar
 * it is the filled polygon itself (RTCD's convex polygon); for any other input it is a
 * well-defined set of triangles, the way isect_quad3 reads four vertices, with no plane
 * computed in rounded arithmetic. (isect_classify_point3_poly3 and the line queries of
 * isect/polygon.h answer instead about a projected region lifted to a plane through v_0
 * whose normal is computed in double: the same set for exactly coplanar convex input whose
 * normal is computed exactly, a stand-in of its own otherwise.)
 *
 * Derivation. The ball meets a union iff it meets one of its members, and the ball test of
 * a triangle, dist(c, T) <= r, is exact (isect_test_sphere3_tri3: plane distance, the
 * projection's region and the edges, decided by exact signs, a collinear triangle as its
 * segment). Before the fan, certified comparisons (apart) reject a ball beyond a plane that
 * has every vertex on its other side, or beyond the vertices' bounding box: both hold the
 * fan, so those balls miss it. */
#include <math.h>
#include <stdbool.h>
#include <stddef.h>

#include "isect/closest_point.h"

#include "isect/valid.h"

#include "base/vec.h"
#include "sign/valid.h"

/* Does the ball lie certainly beyond a plane that has every vertex strictly on its other
 * side, or beyond the vertices' bounding box? Both hold the fan, so such a ball misses it.
 * The plane: its normal n is (v1 - v0) x (v2 - v0) as computed -- any direction serves, so its
 * rounding costs nothing -- and the vertices' hull lies beyond the plane
 * n . x = n . c + r |n| when every n . (v_i - c) > r |n| (or all < -r |n|). With d = fl(v_i - c)
 * the computed dot product has k = 4 roundings, error <= 5 u P + 3 2^-1075 (P = sum |n_k d_k|,
 * the underflow of its three products), so 6 u P + 2^-1000 bounds it; |n| = sqrt(fl(n . n)) is
 * within 3 u of the exact norm of the computed n when n . n is normal (checked), and
 * fl(r |n| (1 + 2^-50)) then exceeds r |n|.
 * The box: with d the computed c_k - max_k v_ik (or min_k v_ik - c_k), one rounding, the exact
 * difference is at least d / (1 + u), so d > fl(r (1 + 2^-50)) >= r (1 + 2^-50)(1 - u) >
 * r (1 + u) proves it > r; an overflow makes the right side infinite, the comparison false.
 * Invalid vertices are not checked here: a NaN fails every comparison, and "apart" is the
 * answer for invalid input anyway. */
static bool apart(const isect_sphere3 *s, const isect_poly3 *poly) {
    double c[3], v0[3], v1[3], v2[3], a[3], b[3], n[3], lo[3], hi[3];
    dv_from3(c, s->center);
    dv_from3(v0, poly->v[0]);
    dv_from3(v1, poly->v[1]);
    dv_from3(v2, poly->v[2]);
    for (int k = 0; k < 3; k++) {
        a[k] = v1[k] - v0[k];
        b[k] = v2[k] - v0[k];
        lo[k] = hi[k] = v0[k];
    }
    dv_cross3(a, b, n);
    double nn = n[0] * n[0] + n[1] * n[1] + n[2] * n[2], r = (double)s->radius;
    if ((nn >= 0x1p-900) & (nn <= 0x1p900)) {
        double reach = r * sqrt(nn) * (1 + 0x1p-50);
        bool above = true, below = true;
        for (size_t i = 0; i < poly->count && (above | below); i++) {
            double v[3], d[3];
            dv_from3(v, poly->v[i]);
            for (int k = 0; k < 3; k++)
                d[k] = v[k] - c[k];
            double dot = n[0] * d[0] + n[1] * d[1] + n[2] * d[2];
            double err = 6 * 0x1p-53 * (fabs(n[0] * d[0]) + fabs(n[1] * d[1]) + fabs(n[2] * d[2])) +
                         0x1p-1000;
            above &= dot - err > reach;
            below &= dot + err < -reach;
        }
        if (above | below)
            return true;
    }
    for (size_t i = 1; i < poly->count; i++) {
        double v[3];
        dv_from3(v, poly->v[i]);
        for (int k = 0; k < 3; k++) {
            lo[k] = v[k] < lo[k] ? v[k] : lo[k];
            hi[k] = v[k] > hi[k] ? v[k] : hi[k];
        }
    }
    double limit = r * (1 + 0x1p-50);
    bool box = false;
    for (int k = 0; k < 3; k++)
        box |= (c[k] - hi[k] > limit) | (lo[k] - c[k] > limit);
    return box;
}

/* The ball against the fan of the polygon: the derivation at the top. */
bool isect_test_sphere3_poly3(const isect_sphere3 *sphere, const isect_poly3 *poly) {
    if (!isect_ok_sphere3(sphere) || !poly || !poly->v || poly->count < 3 || apart(sphere, poly) ||
        !isect_valid_poly3(poly))
        return false;
    for (size_t i = 1; i + 1 < poly->count; i++) {
        isect_tri3 t = {{poly->v[0], poly->v[i], poly->v[i + 1]}};
        if (isect_test_sphere3_tri3(sphere, &t))
            return true;
    }
    return false;
}
