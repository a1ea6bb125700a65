/* A ball against a view frustum, isect_test_sphere3_frustum3 (declared in isect/overlap.h
 * with the other frustum tests of overlap/frustum.c, whose derivation it shares): here
 * because it is decided by the exact closest point of a polyhedron by its planes
 * (point_hull_planes.c).
 *
 * Derivation. The ball B = {x : |x - c| <= r} meets F, the intersection of the six
 * half-spaces, iff dist(c, F) <= r (F empty: never). Against each plane the ball lies
 * wholly in front (s(c) > 0 and s(c)^2 > r^2 N . N: apart), wholly behind (inside that
 * half-space) or meets the plane (RTCD 5.2.2, exact: sign/plane_solid_sign.h). The planes
 * it lies behind can be dropped (B n F = B n the rest), so with P the straddled ones:
 * |P| <= 1 meets; the centre inside every plane of P meets; otherwise dist(c, F_P) for the
 * hull F_P of P's planes, from the exact certificate of its closest point (the set S of
 * 1 to 3 planes the projection lies on, point_hull_planes.c), against r:
 * sign(dist^2 - r^2) from S's ratios, filtered in double-double, exact when close. */
#include <math.h>
#include <stdbool.h>
#include <stddef.h>

#include "isect/overlap.h"

#include "base/inline.h"
#include "base/vec.h"
#include "query/closest_point/point_hull_planes.h"
#include "sign/plane_solid_sign.h"
#include "sign/valid.h"

/* The ball's side of the plane as isect_side: behind, in front, or meeting it. */
static int ball_side(const isect_plane3 *pl, const double *c, double r) {
    isect_plane_d d = isect_plane_d_of3(pl);
    if (isect_sign_plane3_ball(&d, c, r) <= 0)
        return ISECT_STRADDLING;
    return isect_sign_plane_point(&d, c) > 0 ? ISECT_FRONT : ISECT_BACK;
}

/* The quick filter, plane by plane in plain double: s = n . c - o with its bound b_s
 * (isect_fq_at) and t = s^2 - r^2 (n . n). With the computed s off by at most b_s, the
 * computed s^2 is off by at most b_s (2 |s| + b_s) plus its rounding, and r^2 (n . n)
 * (5 roundings) by 6 u of itself, so b_t = b_s (2 |s| + 2 b_s) + 8 u (s^2 + r^2 n . n)
 * bounds the error of t. Out: s > b_s and t > b_t; in: s < -b_s and t > b_t; reached:
 * s < -b_s or t < -b_t (the centre inside, or the ball meeting the plane). A witness for
 * two or more planes not in: the centre inside each of them. */
ISECT_INLINE int ball_quick(const double *c, double r, const isect_frustum3 *f) {
    isect_fq_sides q = {false, 0, 0, 0};
    double s[6], bs[6];
    for (int j = 0; j < 6; j++) {
        double n[3], o;
        isect_fq_plane(f, j, n, &o);
        s[j] = isect_fq_at(n, o, c, &bs[j]);
        double rn = r * r * (n[0] * n[0] + n[1] * n[1] + n[2] * n[2]);
        double t = s[j] * s[j] - rn;
        double bt = bs[j] * (2 * fabs(s[j]) + 2 * bs[j]) + 8 * 0x1p-53 * (s[j] * s[j] + rn);
        bool far = t > bt, sure_in = s[j] < -bs[j];
        isect_fq_add(&q, j, far & (s[j] > bs[j]), far & sure_in, sure_in | (t < -bt));
    }
    double ball[4] = {c[0], c[1], c[2], r};
    if (isect_fq_tiny_with(f, ball, 4))
        return -1;
    return isect_fq_answer_at(&q, s, bs);
}

/* The full path: the exact sides, the centre, then the closest point (the derivation). */
ISECT_NOINLINE static bool ball_full(const isect_sphere3 *sphere, const double *c,
                                     const isect_frustum3 *frustum) {
    int side[6];
    for (int j = 0; j < 6; j++)
        side[j] = ball_side(&frustum->planes[j], c, (double)sphere->radius);
    int P[6], n = isect_frustum_straddled(side, P);
    if (n < 2)
        return n >= 0;
    if (isect_frustum_holds(frustum, P, n, sphere->center))
        return true;
    isect_plane3 planes[6];
    for (int i = 0; i < n; i++)
        planes[i] = frustum->planes[P[i]];
    isect_hull3 hull = {NULL, 0, planes, (size_t)n};
    return isect_hull_planes_ball_sign(sphere->center, sphere->radius, &hull) <= 0;
}

bool isect_test_sphere3_frustum3(const isect_sphere3 *sphere, const isect_frustum3 *frustum) {
    if (!isect_ok_frustum3(frustum) || !isect_ok_sphere3(sphere))
        return false;
    double c[3];
    dv_from3(c, sphere->center);
    int q = ball_quick(c, (double)sphere->radius, frustum);
    return q >= 0 ? q == 1 : ball_full(sphere, c, frustum);
}
