/* The filtered (fast) halves of the oriented-box queries, inline (see box.c for the
 * derivation). Private; the tests call the filters directly to check that they never
 * certify a wrong answer and to measure how often they cannot decide. */
#ifndef ISECT_SIGN_BOX_SIGN_H
#define ISECT_SIGN_BOX_SIGN_H

#include <float.h>
#include <math.h>
#include <stdbool.h>

#include "base/inline.h"
#include "sign/ball_sign.h"
#include "exact/filter.h"
#include "base/vec.h"
#include "isect/result.h"

/* The public box as doubles; in 2D a[1] = perp(axis) = (-axis.y, axis.x) (exact). */
typedef struct obb_d {
    double center[3], a[3][3], h[3];
} obb_d;

static inline obb_d obb_from2(const isect_obb2 *b) {
    double ax = b->axis.x, ay = b->axis.y;
    return (obb_d){{b->center.x, b->center.y, 0},
                   {{ax, ay, 0}, {-ay, ax, 0}, {0, 0, 0}},
                   {b->half.x, b->half.y, 0}};
}

static inline obb_d obb_from3(const isect_obb3 *b) {
    obb_d o;
    dv_from3(o.center, b->center);
    for (int i = 0; i < 3; i++)
        dv_from3(o.a[i], b->axis[i]);
    dv_from3(o.h, b->half);
    return o;
}

/* isect_valid_obb2/3 on the converted box and p: the same computation as valid.c (the
 * dot products in double, in the same order), so the two always agree. */
ISECT_INLINE bool obb_point_valid(int dim, const double *p, const obb_d *b) {
    /* Independent comparisons (a NaN fails them), not a chain of additions: no long
     * dependency through the adder. */
    bool ok = true;
    for (int i = 0; i < dim; i++) {
        ok &= (fabs(p[i]) <= DBL_MAX) & (fabs(b->center[i]) <= DBL_MAX);
        ok &= (b->h[i] >= 0) & (b->h[i] <= DBL_MAX);
        for (int j = 0; j < dim; j++)
            ok &= fabs(b->a[i][j]) <= DBL_MAX;
    }
    if (!ok)
        return false;
    int axes = dim == 2 ? 1 : 3; /* in 2D perp(axis) is orthogonal with the same length */
    for (int i = 0; i < axes; i++)
        for (int j = i; j < axes; j++) {
            const double *x = b->a[i], *y = b->a[j];
            double dot = x[0] * y[0] + x[1] * y[1] + x[2] * y[2];
            ok &= fabs(dot - (i == j ? 1.0 : 0.0)) <= ISECT_AXIS_TOLERANCE;
        }
    return ok;
}

static inline isect_fx fx_abs(isect_fx x) {
    return (isect_fx){fabs(x.v), x.m, x.k, x.mono};
}

/* x, or an exact 0 with x's rounding count (so that k stays a compile-time constant). */
static inline isect_fx fx_keep(isect_fx x, bool keep) {
    return (isect_fx){keep ? x.v : 0, keep ? x.m : 0, x.k, false};
}

/* The excesses e_i = |(p - center) . a_i| - h_i, i < dim, filtered. */
ISECT_INLINE void fx_excess(int dim, const double *p, const obb_d *b, isect_fx *e) {
    isect_fx d[3];
    for (int j = 0; j < dim; j++)
        d[j] = fx_diff(p[j], b->center[j]);
    for (int i = 0; i < dim; i++) {
        isect_fx w = fx_mul(d[0], fx_in(b->a[i][0]));
        for (int j = 1; j < dim; j++)
            w = fx_add(w, fx_mul(d[j], fx_in(b->a[i][j])));
        e[i] = fx_sub(fx_abs(w), fx_in(b->h[i]));
    }
}

/* Underflow (filter.h): each e_i is a sum of at most three leaf products, which can
 * each underflow once (2^-1075 each); nothing else in e_i underflows. So 2^-1000 covers
 * its absolute error beyond the relative bound with a wide margin, as in fx_sign_deg2. */
#define ISECT_EXCESS_UNDER 0x1p-1000

static inline double fx_bound(isect_fx x, double under) {
    return (double)(x.k + 1) * 0x1p-53 * fx_m(x) + under;
}

/* The filter for the ball on the excesses e (fx_excess): true when it decided, with *hit
 * the answer. */
ISECT_INLINE bool obb_ball_filter_e(int dim, const isect_fx *e, double r, bool *hit) {
    isect_fx R = fx_in(r);
    bool all_neg = true;
    isect_fx t_lo[3], t_hi[3];
    double msum = 1;
    for (int i = 0; i < dim; i++) {
        double bound = fx_bound(e[i], ISECT_EXCESS_UNDER);
        bool pos = fx_v(e[i]) > bound, neg = fx_v(e[i]) < -bound;
        all_neg &= neg;
        isect_fx sq = fx_sq(e[i]);
        t_lo[i] = fx_keep(sq, pos);
        t_hi[i] = fx_keep(sq, !neg);
        msum += fx_m(e[i]);
    }
    isect_fx lo = fx_add(t_lo[0], t_lo[1]), hi = fx_add(t_hi[0], t_hi[1]);
    if (dim == 3) {
        lo = fx_add(lo, t_lo[2]);
        hi = fx_add(hi, t_hi[2]);
    }
    lo = fx_sub(lo, fx_sq(R));
    hi = fx_sub(hi, fx_sq(R));
    /* Underflow in the degree-4 sums: each e_i is off by at most 3 2^-1075, which its
     * square turns into at most 2^-1072 (|e_i| + 1); each square and r^2 may underflow
     * once more (2^-1075). 2^-1000 (1 + sum m(e_i)) covers all of it many times over. */
    double under = 0x1p-1000 * msum;
    bool certain_hit = all_neg | (fx_v(hi) < -fx_bound(hi, under));
    bool certain_miss = fx_v(lo) > fx_bound(lo, under);
    *hit = certain_hit;
    return certain_hit | certain_miss;
}

/* The filter for the ball: true when it decided, with *hit the answer. */
ISECT_INLINE bool obb_ball_filter(int dim, const double *c, double r, const obb_d *b, bool *hit) {
    isect_fx e[3];
    fx_excess(dim, c, b, e);
    return obb_ball_filter_e(dim, e, r, hit);
}

/* The filter for a point on the excesses e: true when it decided, with *loc the answer.
 * Some e_i certainly positive: outside; every e_i certainly negative: inside. */
ISECT_INLINE bool obb_point_filter_e(int dim, const isect_fx *e, isect_location *loc) {
    bool any_pos = false, all_neg = true;
    for (int i = 0; i < dim; i++) {
        double bound = fx_bound(e[i], ISECT_EXCESS_UNDER);
        any_pos |= fx_v(e[i]) > bound;
        all_neg &= fx_v(e[i]) < -bound;
    }
    *loc = any_pos ? ISECT_OUTSIDE : ISECT_INSIDE;
    return any_pos | all_neg;
}

/* The filter for a point: true when it decided, with *loc the answer. */
ISECT_INLINE bool obb_point_filter(int dim, const double *p, const obb_d *b, isect_location *loc) {
    isect_fx e[3];
    fx_excess(dim, p, b, e);
    return obb_point_filter_e(dim, e, loc);
}

#endif
