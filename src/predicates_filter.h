/* The filtered (fast) halves of the public predicates, inline.
 *
 * Each returns true and stores the sign when the filter of exact/filter.h certifies it,
 * false when the exact evaluation must decide. The public functions in predicates.c
 * combine them with their exact halves; the tests call them directly to measure how
 * often the filter falls through. Coordinates are doubles (every float is one). */
#ifndef ISECT_PREDICATES_FILTER_H
#define ISECT_PREDICATES_FILTER_H

#include <stdbool.h>

#include "ball_sign.h"
#include "exact/filter.h"

/* The sign of (b - a) x (c - a), degree 2. Scalars, not arrays: the fast path must not
 * go through memory (a store and a wider reload stall the pipeline). */
ISECT_INLINE bool isect_filter_orient2d(double ax, double ay, double bx, double by, double cx,
                                        double cy, int *sign) {
    isect_fx l[4] = {fx_diff(bx, ax), fx_diff(by, ay), fx_diff(cx, ax), fx_diff(cy, ay)};
    return fx_sign_deg2(fx_sub(fx_mul(l[0], l[3]), fx_mul(l[1], l[2])), l, 4, sign);
}

/* The sign of ((b - a) x (c - a)) . (d - a), degree 3. */
ISECT_INLINE bool isect_filter_orient3d(const double *a, const double *pb, const double *pc,
                                        const double *pd, int *sign) {
    isect_fx b[3], c[3], d[3];
    for (int i = 0; i < 3; i++) {
        b[i] = fx_diff(pb[i], a[i]);
        c[i] = fx_diff(pc[i], a[i]);
        d[i] = fx_diff(pd[i], a[i]);
    }
    isect_fx nx = fx_sub(fx_mul(b[1], c[2]), fx_mul(b[2], c[1]));
    isect_fx ny = fx_sub(fx_mul(b[2], c[0]), fx_mul(b[0], c[2]));
    isect_fx nz = fx_sub(fx_mul(b[0], c[1]), fx_mul(b[1], c[0]));
    isect_fx det = fx_add(fx_add(fx_mul(nx, d[0]), fx_mul(ny, d[1])), fx_mul(nz, d[2]));
    /* Underflow: each n_i is a difference of two leaf products, off by at most 2^-1074;
     * n_i d_i multiplies that by |d_i| and may underflow once more (2^-1075); sums do not
     * underflow. So 2^-1074 (|d0| + |d1| + |d2|) + 3 2^-1075 bounds it, and the term
     * below covers that sixteen times over, as well as the rounding of the bound. */
    double under = 0x1p-1000 * (1 + fx_m(d[0]) + fx_m(d[1]) + fx_m(d[2]));
    double bound = (double)(det.k + 1) * 0x1p-53 * fx_m(det) + under;
    if (fabs(fx_v(det)) > bound) {
        *sign = fx_v(det) > 0 ? 1 : -1;
        return true;
    }
    if (fx_m(det) == 0 && !fx_leaves_tiny(b, 3, 3) && !fx_leaves_tiny(c, 3, 3) &&
        !fx_leaves_tiny(d, 3, 3)) {
        *sign = 0; /* every product exactly zero: coplanar */
        return true;
    }
    return false;
}

/* a, b, v with dim coordinates each: the sign of (a - b) . v, degree 2. */
ISECT_INLINE bool isect_filter_dot_sign(const double *a, const double *b, const double *v, int dim,
                                        int *sign) {
    isect_fx l[6]; /* a - b, then v */
    for (int i = 0; i < dim; i++) {
        l[i] = fx_diff(a[i], b[i]);
        l[dim + i] = fx_in(v[i]);
    }
    isect_fx acc = fx_mul(l[0], l[dim]);
    for (int i = 1; i < dim; i++)
        acc = fx_add(acc, fx_mul(l[i], l[dim + i]));
    return fx_sign_deg2(acc, l, 2 * dim, sign);
}

/* The sign of |p - c|^2 - r^2 (dim coordinates), degree 2. */
ISECT_INLINE bool isect_filter_point_ball(const double *p, const double *c, double r, int dim,
                                          int *sign) {
    isect_fx l[4];
    for (int i = 0; i < dim; i++)
        l[i] = fx_diff(p[i], c[i]);
    l[dim] = fx_in(r);
    isect_fx acc = fx_sub(fx_sq(l[0]), fx_sq(l[dim]));
    for (int i = 1; i < dim; i++)
        acc = fx_add(acc, fx_sq(l[i]));
    return fx_sign_deg2(acc, l, dim + 1, sign);
}

/* The exact sign of (a - b) . v for any finite doubles (also in the float build, where
 * the public isect_dot_sign3 takes floats): the filter, then the exact evaluation. */
int isect_sign_dot_d(int dim, const double *a, const double *b, const double *v);

#endif
