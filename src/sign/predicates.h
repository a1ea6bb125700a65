/* The filtered (fast) halves of the public predicates, inline.
 *
 * Each returns true and stores the sign when the filter of exact/filter.h certifies it,
 * false when the exact evaluation must decide. The public functions in predicates.c
 * combine them with their exact halves; the tests call them directly to measure how
 * often the filter falls through. Coordinates are doubles (every float is one). */
#ifndef ISECT_SIGN_PREDICATES_H
#define ISECT_SIGN_PREDICATES_H

#include <stdbool.h>

#include "base/inline.h"
#include "sign/ball_sign.h"
#include "exact/filter.h"

/* The sign of (b - a) x (c - a), degree 2. Scalars, not arrays: the fast path must not
 * go through memory (a store and a wider reload stall the pipeline). */
ISECT_INLINE isect_fx isect_fx_orient2d(double ax, double ay, double bx, double by, double cx,
                                        double cy) {
    return fx_sub(fx_mul(fx_diff(bx, ax), fx_diff(cy, ay)),
                  fx_mul(fx_diff(by, ay), fx_diff(cx, ax)));
}

ISECT_INLINE bool isect_filter_orient2d(double ax, double ay, double bx, double by, double cx,
                                        double cy, int *sign) {
    isect_fx l[4] = {fx_diff(bx, ax), fx_diff(by, ay), fx_diff(cx, ax), fx_diff(cy, ay)};
    return fx_sign_deg2(isect_fx_orient2d(ax, ay, bx, by, cx, cy), l, 4, sign);
}

/* The certain non-zero signs of a degree-2 filtered value (fx_sign_deg2 without its zero
 * proof, which needs the leaves: the public fast paths leave that to their slow halves,
 * so that nothing stays alive past the test). */
ISECT_INLINE bool isect_fx_nonzero_deg2(isect_fx v, int *sign) {
    *sign = fx_v(v) > 0 ? 1 : -1;
    return fx_certain_abs(v, 0x1p-1000, false);
}

/* The sign of ((b - a) x (c - a)) . (d - a), degree 3, as a filtered value. */
#define ISECT_FX_ORIENT3D_LIFT 0x1p-940
ISECT_INLINE isect_fx isect_fx_orient3d(const double *a, const double *pb, const double *pc,
                                        const double *pd, double lift, double *under) {
    isect_fx b[3], c[3], d[3];
    for (int i = 0; i < 3; i++) {
        b[i] = fx_diff(pb[i], a[i]);
        c[i] = fx_diff(pc[i], a[i]);
        d[i] = fx_diff(pd[i], a[i]);
    }
    isect_fx nx = fx_sub(fx_mul(b[1], c[2]), fx_mul(b[2], c[1]));
    isect_fx ny = fx_sub(fx_mul(b[2], c[0]), fx_mul(b[0], c[2]));
    isect_fx nz = fx_sub(fx_mul(b[0], c[1]), fx_mul(b[1], c[0]));
    /* Underflow: each n_i is a difference of two leaf products, off by at most 2^-1074;
     * n_i d_i multiplies that by |d_i| and may underflow once more (2^-1075); sums do not
     * underflow. So U = 2^-1074 (|d0| + |d1| + |d2|) + 3 2^-1075 bounds it. The first part
     * rides on the permanent: adding lift = 2^-940 to each m(n_i) adds 2^-940 |d_i| to
     * m(det), which the factor (k + 1) u = 9 u turns into more than 2^-1074 |d_i| (and,
     * being normal, costs no microcode assist); *under = 2^-1000 covers the rest and the
     * rounding of the bound. With lift = 0, m(det) == 0 still proves every monomial zero
     * (the zero proof's use). */
    nx = fx_with_m(nx, fx_m(nx) + lift);
    ny = fx_with_m(ny, fx_m(ny) + lift);
    nz = fx_with_m(nz, fx_m(nz) + lift);
    *under = 0x1p-1000;
    return fx_add(fx_add(fx_mul(nx, d[0]), fx_mul(ny, d[1])), fx_mul(nz, d[2]));
}

/* The zero proof of isect_filter_orient3d, out of line: it needs every leaf, and keeping
 * them alive past the common case's test made the compiler spill registers. */
ISECT_COLD bool isect_filter_orient3d_zero(const double *a, const double *b, const double *c,
                                           const double *d, int *sign);

/* The sign of ((b - a) x (c - a)) . (d - a), degree 3. */
ISECT_INLINE bool isect_filter_orient3d(const double *a, const double *pb, const double *pc,
                                        const double *pd, int *sign) {
    double under;
    isect_fx det = isect_fx_orient3d(a, pb, pc, pd, ISECT_FX_ORIENT3D_LIFT, &under);
    if (fx_certain_abs(det, under, false)) {
        *sign = fx_v(det) > 0 ? 1 : -1;
        return true;
    }
    return isect_filter_orient3d_zero(a, pb, pc, pd, sign);
}

/* a, b, v with dim coordinates each: (a - b) . v, degree 2. */
ISECT_INLINE isect_fx isect_fx_dot(const double *a, const double *b, const double *v, int dim) {
    isect_fx acc = fx_mul(fx_diff(a[0], b[0]), fx_in(v[0]));
    for (int i = 1; i < dim; i++)
        acc = fx_add(acc, fx_mul(fx_diff(a[i], b[i]), fx_in(v[i])));
    return acc;
}

/* The sign of (a - b) . v. */
ISECT_INLINE bool isect_filter_dot_sign(const double *a, const double *b, const double *v, int dim,
                                        int *sign) {
    isect_fx l[6]; /* a - b, then v */
    for (int i = 0; i < dim; i++) {
        l[i] = fx_diff(a[i], b[i]);
        l[dim + i] = fx_in(v[i]);
    }
    return fx_sign_deg2(isect_fx_dot(a, b, v, dim), l, 2 * dim, sign);
}

/* |p - c|^2 - r^2 (dim coordinates), degree 2. */
ISECT_INLINE isect_fx isect_fx_point_ball(const double *p, const double *c, double r, int dim) {
    isect_fx acc = fx_sq(fx_diff(p[0], c[0]));
    for (int i = 1; i < dim; i++)
        acc = fx_add(acc, fx_sq(fx_diff(p[i], c[i])));
    return fx_sub(acc, fx_sq(fx_in(r))); /* the permanent is then acc + r^2: one addition */
}

/* The sign of |p - c|^2 - r^2. */
ISECT_INLINE bool isect_filter_point_ball(const double *p, const double *c, double r, int dim,
                                          int *sign) {
    isect_fx l[4];
    for (int i = 0; i < dim; i++)
        l[i] = fx_diff(p[i], c[i]);
    l[dim] = fx_in(r);
    return fx_sign_deg2(isect_fx_point_ball(p, c, r, dim), l, dim + 1, sign);
}

/* The exact sign of (a - b) . v for any finite doubles (also in the float build, where
 * the public isect_dot_sign3 takes floats): the filter, then the exact evaluation. */
int isect_sign_dot_d(int dim, const double *a, const double *b, const double *v);

#endif
