/* Private: the normal n = (b - a) x (c - a) of three points and orient3d's determinant
 * n . (x - a) in double-double, each with a certified relative error, for constructions
 * that need them accurate rather than merely signed: the plane through three points
 * (query/plane.c) and the parameter where a segment crosses a triangle's plane
 * (query/closest_point/point_tri.c). Where a value is not certified the caller computes
 * it exactly (sign/plane_sign.h), which costs two orders of magnitude more.
 *
 * Construction (Shewchuk 1997, section 2; Ogita, Rump and Oishi 2005 for the
 * compensated sums). The differences exactly, hi + lo (isect_dd_diff, |lo| <= u |hi|);
 * each component n_k = u_i w_j - u_j w_i held as s_k + l_k: the leading products p - q
 * exactly (their errors by isect_dd_prod_err, the difference by isect_dd_diff), the
 * first-order tails u_lo w_hi + u_hi w_lo in plain arithmetic; then o = sum_k x_k n_k
 * with the products x_hi s_k exact and summed by two-sum, every remainder in plain
 * arithmetic, one final rounding.
 *
 * Bound of a component. With M_k = |p| + |q|: the exact value is p - q + (pe - qe) + T1 +
 * T2, T1 the four first-order products (|T1| <= 2 u M_k (1 + u)), T2 the two products of
 * the lo parts (<= u^2 M_k, dropped). The computed remainder l_k rounds T1 three times
 * per term (6 u^2 M_k), pe - qe once (u^2 M_k), their sum and the sum with s.lo once each
 * (3 u^2 M_k and 4 u^2 M_k): |s_k + l_k - n_k| <= 16 u^2 M_k. Rounded once more, n~_k =
 * fl(s_k + l_k) is within u |n_k| + 16 u^2 M_k (1 + u) of n_k; where |n~_k| > 2^-37 M_k
 * (= 2^16 u M_k) the second part is below 2^-11 u |n_k|, so the relative error is below
 * u (1 + 2^-10). Products or their errors in the subnormal range (M_k > 2^-900 but a
 * factor tiny) err by at most 2^-1075 each, some twenty of them, far below that. An exact
 * zero is certified without rounding: n_k == 0 exactly when (u_i == 0 or w_j == 0) and
 * (u_j == 0 or w_i == 0), read from the differences' hi parts (hi == 0 exactly when the
 * two coordinates are equal), and then every term above is 0.
 *
 * Bound of the determinant. Let P = sum_k |x_k| M_k, the permanent. Dropped are the
 * T2 terms and x_lo l_k, below 5 u^2 P (1 + 8u); the remainders (the products' and
 * sums' errors, x_hi l_k, x_lo s_k) add up to at most 8 u P (1 + 8u), each through at
 * most 14 roundings, so they cost at most 16 u * 8 u P: |o~ - o| <= u |o| + 2^8 u^2 P
 * (the last rounding and the rest, with room). Results in the subnormal range (and the
 * products' errors there, then inexact) add at most 2^-1064 per component, amplified by
 * |x_k|, and 2^-1066 after: below 2^-64 * 2^-1000 (1 + X), X = sum |x_hi|. Certified
 * where |o~| > 2^-30 P~ + 2^-1000 (1 + X) with P~ the computed permanent (>= P (1 - 8u))
 * below 2^990: then 2^8 u^2 P <= 2^-14 u |o~| and the relative error is below
 * u (1 + 2^-10).
 *
 * Overflow anywhere (a difference, a product, Dekker's split beyond 2^995) makes a value
 * infinite or NaN, and every certificate is a comparison that NaN fails; so is an
 * infinite or NaN input coordinate. */
#ifndef ISECT_EXACT_DD_ORIENT_H
#define ISECT_EXACT_DD_ORIENT_H

#include <math.h>
#include <stdbool.h>

#include "exact/dd.h"

/* The normal (b - a) x (c - a): component k is s[k] + l[k] within 16 u^2 mag[k]. */
typedef struct isect_dd_normal {
    double s[3], l[3];
    double mag[3]; /* M_k = |p| + |q|, the leading products' magnitudes */
    unsigned zero; /* bit k: component k is exactly 0 */
} isect_dd_normal;

static inline void isect_dd_normal_of(const double *a, const double *b, const double *c,
                                      isect_dd_normal *n) {
    isect_dd u[3], w[3];
    for (int k = 0; k < 3; k++) {
        u[k] = isect_dd_diff(b[k], a[k]);
        w[k] = isect_dd_diff(c[k], a[k]);
    }
    n->zero = 0;
    for (int k = 0; k < 3; k++) {
        int i = (k + 1) % 3, j = (k + 2) % 3;
        double p = u[i].hi * w[j].hi, q = u[j].hi * w[i].hi;
        double pe = isect_dd_prod_err(u[i].hi, w[j].hi, p);
        double qe = isect_dd_prod_err(u[j].hi, w[i].hi, q);
        double tail =
            (u[i].hi * w[j].lo + u[i].lo * w[j].hi) - (u[j].hi * w[i].lo + u[j].lo * w[i].hi);
        isect_dd s = isect_dd_diff(p, q);
        n->s[k] = s.hi;
        n->l[k] = s.lo + ((pe - qe) + tail);
        n->mag[k] = fabs(p) + fabs(q);
        bool zero = (u[i].hi == 0 || w[j].hi == 0) && (u[j].hi == 0 || w[i].hi == 0);
        n->zero |= (unsigned)zero << k;
    }
}

/* The components rounded, out[k] = fl(s_k + l_k); true when each is certified: within
 * u (1 + 2^-10) of the exact component relatively, or exactly 0 (see the top). The
 * inputs must be finite (an exact zero is read from the differences alone). */
static inline bool isect_dd_normal_rounded(const isect_dd_normal *n, double *out) {
    bool certain = true;
    for (int k = 0; k < 3; k++) {
        double v = n->s[k] + n->l[k], m = n->mag[k];
        bool zero = (n->zero >> k) & 1u;
        out[k] = zero ? 0 : v;
        certain &= zero || ((m > 0x1p-900) & (m < 0x1p990) & (fabs(v) > 0x1p-37 * m));
    }
    return certain;
}

/* o = n . (x - a), orient3d's determinant [b - a, c - a, x - a] for the normal n of a, b,
 * c; true when certified within u (1 + 2^-10) relatively (see the top). */
static inline bool isect_dd_orient(const isect_dd_normal *n, const double *a, const double *x,
                                   double *o) {
    double acc = 0, small = 0, perm = 0, xs = 0;
    for (int k = 0; k < 3; k++) {
        isect_dd d = isect_dd_diff(x[k], a[k]);
        double r = d.hi * n->s[k];
        small += isect_dd_prod_err(d.hi, n->s[k], r) + (d.hi * n->l[k] + d.lo * n->s[k]);
        isect_dd sum = isect_dd_diff(acc, -r);
        acc = sum.hi;
        small += sum.lo;
        perm += fabs(d.hi) * n->mag[k];
        xs += fabs(d.hi);
    }
    *o = acc + small;
    return perm < 0x1p990 && fabs(*o) > 0x1p-30 * perm + 0x1p-1000 * (1 + xs);
}

#endif
