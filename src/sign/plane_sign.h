/* Exact signs about planes (sign/plane_sign.c): which side of a plane a point lies
 * on, and which way a direction points relative to the plane's normal.
 *
 * Each sign is a filtered evaluation (exact/filter.h) followed, when that cannot
 * decide, by an exact one. Inputs must be finite. */
#ifndef ISECT_SIGN_PLANE_SIGN_H
#define ISECT_SIGN_PLANE_SIGN_H

#include <stdbool.h>

#include "sign/ball_sign.h" /* ISECT_INLINE, ISECT_COLD, ISECT_SIGN_UNKNOWN, isect_lin */
#include "base/inline.h"
#include "exact/filter.h"
#include "sign/predicates.h"
#include "isect/types.h"

/* dot(n, x) - o as a filtered value, degree 2 (o counts as degree 2: it is a dot product
 * of the normal with a point). */
ISECT_INLINE isect_fx isect_fx_plane_side(const double *n, const double *x, double o) {
    return fx_sub(fx_add(fx_add(fx_mul(fx_in(n[0]), fx_in(x[0])), fx_mul(fx_in(n[1]), fx_in(x[1]))),
                         fx_mul(fx_in(n[2]), fx_in(x[2]))),
                  fx_in(o));
}

/* sign(dot(n, x) - o): true when certified. Three products may underflow (2^-1075
 * each); 2^-1000 covers them (fx_sign_deg2). An exact zero is certified only when the
 * permanent is 0 and no leaf is small enough to have underflowed. */
ISECT_INLINE bool isect_filter_plane_side(const double *n, const double *x, double o, int *sign) {
    isect_fx l[7] = {fx_in(n[0]), fx_in(n[1]), fx_in(n[2]), fx_in(x[0]),
                     fx_in(x[1]), fx_in(x[2]), fx_in(o)};
    return fx_sign_abs(isect_fx_plane_side(n, x, o), 0x1p-1000, l, 7, 2, sign);
}

/* The same for a non-zero sign only, with the rounded value of dot(n, x) - o: true when
 * the value's sign is certainly its exact sign and the value is an ordinary number
 * (the permanent in [2^-900, 2^900]: nothing underflowed or overflowed on the way), so
 * that it can also serve as the signed distance. */
ISECT_INLINE bool isect_filter_plane_value(const double *n, const double *x, double o,
                                           double *value) {
    isect_fx v = isect_fx_plane_side(n, x, o);
    *value = fx_v(v);
    double m = fx_m(v);
    return (fabs(fx_v(v)) > (v.k + 1) * 0x1p-53 * m) & (m >= 0x1p-900) & (m <= 0x1p900);
}

/* ((b - a) x (c - a)) . v, degree 3, as a filtered value: the side of the plane through
 * a, b, c that the direction v points to. The same polynomial as orient3d with d - a
 * replaced by v; *under receives the underflow term (as in isect_fx_orient3d). */
ISECT_INLINE isect_fx isect_fx_triple(const double *a, const double *pb, const double *pc,
                                      const double *v, double *under) {
    isect_fx b[3], c[3], d[3];
    for (int i = 0; i < 3; i++) {
        b[i] = fx_diff(pb[i], a[i]);
        c[i] = fx_diff(pc[i], a[i]);
        d[i] = fx_in(v[i]);
    }
    isect_fx nx = fx_sub(fx_mul(b[1], c[2]), fx_mul(b[2], c[1]));
    isect_fx ny = fx_sub(fx_mul(b[2], c[0]), fx_mul(b[0], c[2]));
    isect_fx nz = fx_sub(fx_mul(b[0], c[1]), fx_mul(b[1], c[0]));
    *under = 0x1p-1000 * (1 + fx_m(d[0]) + fx_m(d[1]) + fx_m(d[2]));
    return fx_add(fx_add(fx_mul(nx, d[0]), fx_mul(ny, d[1])), fx_mul(nz, d[2]));
}

/* sign(((b - a) x (c - a)) . v) when the filter certifies it (non-zero only). */
ISECT_INLINE bool isect_filter_triple(const double *a, const double *pb, const double *pc,
                                      const double *v, int *sign) {
    double under;
    isect_fx det = isect_fx_triple(a, pb, pc, v, &under);
    *sign = fx_v(det) > 0 ? 1 : -1;
    return fx_certain_abs(det, under, false);
}

/* The exact halves (plane_sign.c). They return -1, 0 or +1, or ISECT_SIGN_UNKNOWN if their
 * arena ran out (the arena sizes rule that out). */
ISECT_COLD int isect_exact_plane_side(const double *n, const double *x, double o);
ISECT_COLD int isect_exact_triple(const double *a, const double *b, const double *c,
                                  const double *v);

/* Filter, then exact. */
int isect_sign_plane_side(const double *n, const double *x, double o);
int isect_sign_triple(const double *a, const double *b, const double *c, const double *v);

/* Are a, b, c collinear (including coincident)? Exact: (b - a) x (c - a) is the zero
 * vector exactly when its three components, the orientations of the projections onto
 * the coordinate planes, are all zero. Inputs must be finite. */
bool isect_collinear3(isect_vec3 a, isect_vec3 b, isect_vec3 c);

/* orient3d on coordinate arrays: filter, then the exact public predicate. */
int isect_sign_orient3d(const double *a, const double *b, const double *c, const double *d);

/* Exact values, as m 2^*e (m returned, 0 if the arena ran out), for constructions that
 * rounding has defeated:
 * - n . x - o (the plane3 side's value);
 * - n . (v - a), a == NULL meaning 0 (homogeneous in n and in the points);
 * - ((b - a) x (c - a)) . w with w = v - a for a point v (point true: orient3d's
 *   determinant) or w = v for a direction. */
double isect_exact_plane_side_value(const double *n, const double *x, double o, int *e);
double isect_exact_dot_value(const double *n, const double *v, const double *a, int *e);
double isect_exact_triple_value(const double *a, const double *b, const double *c, const double *v,
                                bool point, int *e);

/* Exact values in the plane (2D points: the first two entries), as m 2^*e for rounding
 * defeated constructions: orient2d's (b - a) x (c - a), and (v - u) x d for points u, v
 * and a direction d. */
double isect_exact_orient2d_value(const double *a, const double *b, const double *c, int *e);
double isect_exact_cross_dir_value(const double *u, const double *v, const double *d, int *e);

/* The direction of the exact normal (b - a) x (c - a), scaled by one power of two (the
 * ratios survive), for points so nearly collinear that the rounded cross product
 * vanishes or loses every digit; zero if the arena ran out. */
void isect_exact_normal_direction(const double *a, const double *b, const double *c, double *out);

/* The exact normal (b - a) x (c - a) itself, each component computed exactly and then
 * rounded (isect_xp_approx: a few units in its last place), as out[i] 2^*e with one
 * common exponent and the largest |out[i]| in [0.5, 1); zero (and *e = 0) if the points
 * are collinear or the arena ran out. */
void isect_exact_normal_value(const double *a, const double *b, const double *c, double *out,
                              int *e);

#endif
