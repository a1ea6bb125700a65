/* Exact signs for a point, line, ray or segment against a ball (disc in 2D).
 *
 * Each function returns the exact sign of  dist(component, center)^2 - radius^2 :
 * -1 when the component enters the open ball, 0 when it touches the sphere without
 * entering, +1 when it misses the closed ball. ISECT_SIGN_UNKNOWN would mean the exact
 * evaluation ran out of its stack arena, which the arena sizes rule out (they hold the
 * widest possible inputs; tests/test_expansion.c checks them); callers still report it
 * as ISECT_INVALID rather than guess. Coordinates are arrays of dim (2 or 3) doubles;
 * inputs must be finite and radius >= 0. */
#ifndef ISECT_BALL_SIGN_H
#define ISECT_BALL_SIGN_H

#include "internal/lin.h"

#define ISECT_SIGN_UNKNOWN 2

#include <stdbool.h>

#include "exact/filter.h"
#include "isect/config.h"

#if defined(__GNUC__)
#define ISECT_INLINE static inline __attribute__((always_inline))
#define ISECT_COLD __attribute__((noinline, cold))
#else
#define ISECT_INLINE static inline
#define ISECT_COLD
#endif

/* Which point of the component a predicate measures from: a, or b of a segment. */
typedef enum isect_endpoint { ISECT_FROM_A, ISECT_FROM_B } isect_endpoint;

/* The exact evaluations (ball_sign.c), out of line: they run rarely and use large stack
 * arenas. Each returns the exact sign of its polynomial. */
ISECT_COLD int isect_exact_point_ball(const isect_lin *lin, isect_endpoint from, const double *c,
                                      double r);
ISECT_COLD int isect_exact_dot_ball(const isect_lin *lin, isect_endpoint from, const double *c,
                                    double r);
ISECT_COLD int isect_exact_interior_ball(const isect_lin *lin, const double *c, double r);
/* The careful evaluation below, out of line, for any dim and kind. */
ISECT_COLD int isect_sign_lin_ball_slow(const isect_lin *lin, const double *c, double r);

/* ---- Filtered evaluation, inline --------------------------------------------------
 * Written for a compile-time dimension: callers instantiate it for 2 and 3, so every
 * loop unrolls and every leaf lives in a register. */

/* The candidate polynomials, as filtered values. */
ISECT_INLINE isect_fx fx_point(const isect_fx *p, isect_fx r, int dim) {
    isect_fx acc = fx_sub(fx_sq(p[0]), fx_sq(r));
    for (int i = 1; i < dim; i++)
        acc = fx_add(acc, fx_sq(p[i]));
    return acc;
}

ISECT_INLINE isect_fx fx_dot(const isect_fx *p, const isect_fx *d, int dim) {
    isect_fx acc = fx_mul(p[0], d[0]);
    for (int i = 1; i < dim; i++)
        acc = fx_add(acc, fx_mul(p[i], d[i]));
    return acc;
}

ISECT_INLINE isect_fx fx_interior(const isect_fx *m, const isect_fx *d, isect_fx r, int dim) {
    isect_fx cross_sq, dd;
    if (dim == 2) {
        cross_sq = fx_sq(fx_sub(fx_mul(m[0], d[1]), fx_mul(m[1], d[0])));
        dd = fx_add(fx_sq(d[0]), fx_sq(d[1]));
    } else {
        isect_fx cx = fx_sub(fx_mul(m[1], d[2]), fx_mul(m[2], d[1]));
        isect_fx cy = fx_sub(fx_mul(m[2], d[0]), fx_mul(m[0], d[2]));
        isect_fx cz = fx_sub(fx_mul(m[0], d[1]), fx_mul(m[1], d[0]));
        cross_sq = fx_add(fx_add(fx_sq(cx), fx_sq(cy)), fx_sq(cz));
        dd = fx_add(fx_add(fx_sq(d[0]), fx_sq(d[1])), fx_sq(d[2]));
    }
    return fx_sub(cross_sq, fx_mul(fx_sq(r), dd));
}

/* sign(|p|^2 - r^2) for p = point - c. */
ISECT_INLINE int point_sign(const isect_fx *p, isect_fx r, bool usable, int dim,
                            const isect_lin *lin, isect_endpoint from, const double *c) {
    int s;
    if (usable && fx_sign(fx_point(p, r, dim), &s))
        return s;
    return isect_exact_point_ball(lin, from, c, fx_v(r));
}

/* sign(p . d) for p = point - c. */
ISECT_INLINE int dot_sign(const isect_fx *p, const isect_fx *d, bool usable, int dim,
                          const isect_lin *lin, isect_endpoint from, const double *c, double r) {
    int s;
    if (usable && fx_sign(fx_dot(p, d, dim), &s))
        return s;
    return isect_exact_dot_ball(lin, from, c, r);
}

/* sign(|m x d|^2 - r^2 (d . d)). */
ISECT_INLINE int interior_sign(const isect_fx *m, const isect_fx *d, isect_fx r, bool usable,
                               int dim, const isect_lin *lin, const double *c) {
    int s;
    if (usable && fx_sign(fx_interior(m, d, r, dim), &s))
        return s;
    return isect_exact_interior_ball(lin, c, fx_v(r));
}

/* The leaves m = a - c and d (b - a for a segment, dir otherwise); true when the
 * component is a single point (fl(b - a) == 0 exactly when b == a). */
ISECT_INLINE bool lin_ball_leaves(const isect_lin *lin, const double *c, int dim,
                                  isect_lin_kind kind, isect_fx *m, isect_fx *d) {
    bool is_point = true;
    for (int i = 0; i < dim; i++) {
        m[i] = fx_diff(lin->a[i], c[i]);
        d[i] = kind == ISECT_LIN_SEGMENT ? fx_diff(lin->b[i], lin->a[i]) : fx_in(lin->b[i]);
        is_point &= fx_v(d[i]) == 0;
    }
    return is_point;
}

/* Sign of dist(lin, c)^2 - r^2, the careful way: region by region, each sign from the
 * filter or, failing that, from the exact evaluation. */
ISECT_INLINE int isect_sign_lin_ball_careful(const isect_lin *lin, const double *c, double r,
                                             int dim, isect_lin_kind kind) {
    const bool segment = kind == ISECT_LIN_SEGMENT;
    isect_fx m[3], d[3], R = fx_in(r);
    bool is_point = lin_ball_leaves(lin, c, dim, kind, m, d);
    bool usable =
        !fx_leaves_tiny(m, dim, 4) && !fx_leaves_tiny(d, dim, 4) && !fx_leaves_tiny(&R, 1, 4);

    if (is_point)
        return point_sign(m, R, usable, dim, lin, ISECT_FROM_A, c);
    if (kind == ISECT_LIN_LINE)
        return interior_sign(m, d, R, usable, dim, lin, c);
    int s = dot_sign(m, d, usable, dim, lin, ISECT_FROM_A, c, r);
    if (s == ISECT_SIGN_UNKNOWN)
        return s;
    if (s >= 0) /* t* <= 0: the start is the closest point */
        return point_sign(m, R, usable, dim, lin, ISECT_FROM_A, c);
    if (segment) {
        isect_fx n[3];
        for (int i = 0; i < dim; i++)
            n[i] = fx_diff(lin->b[i], c[i]);
        bool usable_n = usable && !fx_leaves_tiny(n, dim, 4);
        s = dot_sign(n, d, usable_n, dim, lin, ISECT_FROM_B, c, r);
        if (s == ISECT_SIGN_UNKNOWN)
            return s;
        if (s <= 0) /* t* >= 1: the end is the closest point */
            return point_sign(n, R, usable_n, dim, lin, ISECT_FROM_B, c);
    }
    return interior_sign(m, d, R, usable, dim, lin, c);
}

/* Sign of dist(lin, c)^2 - r^2 for a compile-time dim (2 or 3) and kind (== lin->kind),
 * inline so that it runs in registers inside the caller: the filter below, then the
 * careful evaluation when the filter cannot decide.
 *
 * The fast path evaluates every candidate polynomial at once -- the two region tests and
 * the three distances -- and picks the deciding one with selects instead of branches, so
 * that random hits and misses cost no mispredictions. Only when a needed sign is not
 * certified (rare on ordinary data) does it fall back to the careful, region-by-region
 * evaluation (out of line). */
ISECT_INLINE bool isect_filter_lin_ball_dim(const isect_lin *lin, const double *c, double r,
                                            int dim, isect_lin_kind kind, int *sign) {
    const bool segment = kind == ISECT_LIN_SEGMENT;
    isect_fx m[3], d[3], R = fx_in(r);
    bool is_point = lin_ball_leaves(lin, c, dim, kind, m, d);
    /* Bound each group's leaves by the sum of their magnitudes: replacing |leaf| by a
     * larger value only raises the permanent, so the error bound stays rigorous (filter.h),
     * and the permanents collapse to a few products of the sums. */
    double mm = fx_bound_by_sum(m, dim), md = fx_bound_by_sum(d, dim);
    /* A NaN or an infinity anywhere: certify nothing (the slow path reports it). */
    bool ok = (mm + md + r) - (mm + md + r) == 0;

    /* The interior polynomial in the form |d|^2 (|m|^2 - r^2) - (m.d)^2, which by
     * Lagrange's identity equals |m x d|^2 - r^2 |d|^2 and reuses the region tests'
     * terms: three more operations instead of twenty. It cancels more than the cross
     * product form near grazing, which only means the filter hands a few more near-
     * tangent cases to the exact path.
     *
     * Underflow, without looking at the leaves (filter.h, fx_sign_abs): the point and dot
     * polynomials are sums of leaf products (2^-1000 covers them); in the interior each of
     * |d|^2, |m|^2 - r^2 and m.d may carry a few 2^-1075, which the products multiply by
     * at most their other factor's permanent, so 2^-1000 (1 + md^2 + mm^2 + r^2 + mm md)
     * bounds it with a wide margin. An exact zero is proved from the group sums: a group
     * whose magnitudes sum to 0 is all zeros. */
    const double under2 = 0x1p-1000;
    double under4 = 0x1p-1000 * (1 + md * md + mm * mm + r * r + mm * md);
    isect_fx dd = fx_dot(d, d, dim);
    isect_fx dot0 = fx_dot(m, d, dim);
    isect_fx start = fx_point(m, R, dim);
    isect_fx interior = fx_sub(fx_mul(dd, start), fx_sq(dot0));
    isect_fx chosen = interior;
    double under = under4;
    bool zero = (md == 0) | ((mm == 0) & (r == 0));
    /* The end's terms from the start's, with n = b - c = m + d:
     * n.d = m.d + d.d and |n|^2 - r^2 = (|m|^2 - r^2) + 2 m.d + d.d. The filter tracks
     * their error like any other expression, so nothing is recomputed. */
    double mn = mm + md;
    if (kind == ISECT_LIN_LINE) {
        chosen = is_point ? start : interior;
        under = is_point ? under2 : under4;
        zero = is_point ? (mm == 0) & (r == 0) : zero;
    } else {
        /* t* <= 0 (the start is closest) when m.d >= 0; t* >= 1 when n.d <= 0. */
        bool at_start = fx_v(dot0) >= 0;
        ok &= fx_certain_abs(dot0, under2, (mm == 0) | (md == 0));
        chosen = at_start ? start : interior;
        under = at_start ? under2 : under4;
        zero = at_start ? (mm == 0) & (r == 0) : zero;
        if (segment) {
            isect_fx dot1 = fx_add(dot0, dd);
            bool at_end = !at_start & (fx_v(dot1) <= 0);
            bool end_certain = fx_certain_abs(dot1, under2, (mn == 0) | (md == 0));
            ok &= at_start | end_certain;
            chosen = at_end ? fx_add(fx_add(start, fx_add(dot0, dot0)), dd) : chosen;
            under = at_end ? under2 : under;
            zero = at_end ? (mn == 0) & (r == 0) : zero;
        }
    }
    ok &= fx_certain_abs(chosen, under, zero);
    *sign = (fx_v(chosen) > 0) - (fx_v(chosen) < 0);
    return ok;
}

ISECT_INLINE int isect_sign_lin_ball_dim(const isect_lin *lin, const double *c, double r, int dim,
                                         isect_lin_kind kind) {
    int sign;
    if (isect_filter_lin_ball_dim(lin, c, r, dim, kind, &sign))
        return sign;
    return isect_sign_lin_ball_slow(lin, c, r);
}

/* The fast filter alone (tests measure its fall-through rate): true when it decided. */
bool isect_filter_lin_ball(const isect_lin *lin, const double *c, double r, int *sign);

/* Sign of |p - c|^2 - r^2. */
int isect_sign_point_ball(int dim, const double *p, const double *c, double r);

/* Sign of dist(lin, c)^2 - r^2. */
int isect_sign_lin_ball(const isect_lin *lin, const double *c, double r);

#endif
