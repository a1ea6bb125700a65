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

/* Double build only: true when a leaf could let a degree-4 polynomial underflow (see
 * filter.h), in which case the filter is skipped and the exact path decides. */
ISECT_INLINE bool leaves_tiny(const isect_fx *v, int n) {
#if ISECT_USE_DOUBLE
    const double leaf_min = 0x1p-203;
    _Static_assert(ISECT_FX_LEAF_MIN_EXP(4) == 203, "leaf_min must match degree 4");
    /* Fast test first (zeros count as small); zeros are harmless, so only when something
     * is small look again, excluding them. */
    bool small = false;
    for (int i = 0; i < n; i++)
        small |= fabs(v[i].v) < leaf_min;
    if (!small)
        return false;
    bool tiny = false;
    for (int i = 0; i < n; i++)
        tiny |= fx_leaf_tiny(v[i].v, leaf_min);
    return tiny;
#else
    (void)v;
    (void)n;
    return false;
#endif
}

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
    return isect_exact_point_ball(lin, from, c, r.v);
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
    return isect_exact_interior_ball(lin, c, r.v);
}

/* Sign of dist(lin, c)^2 - r^2, the careful way: region by region, each sign from the
 * filter or, failing that, from the exact evaluation. */
ISECT_INLINE int isect_sign_lin_ball_careful(const isect_lin *lin, const double *c, double r,
                                             int dim, isect_lin_kind kind) {
    const bool segment = kind == ISECT_LIN_SEGMENT;
    isect_fx m[3], d[3], R = fx_in(r);
    bool is_point = true;
    for (int i = 0; i < dim; i++) {
        m[i] = fx_diff(lin->a[i], c[i]);
        d[i] = segment ? fx_diff(lin->b[i], lin->a[i]) : fx_in(lin->b[i]);
        is_point &= d[i].v == 0; /* fl(b - a) == 0 exactly when b == a */
    }
    bool usable = !leaves_tiny(m, dim) && !leaves_tiny(d, dim) && !leaves_tiny(&R, 1);

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
        bool usable_n = usable && !leaves_tiny(n, dim);
        s = dot_sign(n, d, usable_n, dim, lin, ISECT_FROM_B, c, r);
        if (s == ISECT_SIGN_UNKNOWN)
            return s;
        if (s <= 0) /* t* >= 1: the end is the closest point */
            return point_sign(n, R, usable_n, dim, lin, ISECT_FROM_B, c);
    }
    return interior_sign(m, d, R, usable, dim, lin, c);
}

/* Sign of dist(lin, c)^2 - r^2 for a compile-time dim (2 or 3) and kind (== lin->kind),
 * inline so that it runs in registers inside the caller.
 *
 * The fast path evaluates every candidate polynomial at once -- the two region tests and
 * the three distances -- and picks the deciding one with selects instead of branches, so
 * that random hits and misses cost no mispredictions. Only when a needed sign is not
 * certified (rare on ordinary data) does it fall back to the careful, region-by-region
 * evaluation (out of line). */
ISECT_INLINE int isect_sign_lin_ball_dim(const isect_lin *lin, const double *c, double r, int dim,
                                         isect_lin_kind kind) {
    const bool segment = kind == ISECT_LIN_SEGMENT;
    isect_fx m[3], d[3], n[3], R = fx_in(r);
    bool is_point = true;
    for (int i = 0; i < dim; i++) {
        m[i] = fx_diff(lin->a[i], c[i]);
        d[i] = segment ? fx_diff(lin->b[i], lin->a[i]) : fx_in(lin->b[i]);
        n[i] = segment ? fx_diff(lin->b[i], c[i]) : fx_in(0);
        is_point &= d[i].v == 0;
    }
    bool ok = !leaves_tiny(m, dim);
    ok &= !leaves_tiny(d, dim);
    ok &= !leaves_tiny(n, dim);
    ok &= !leaves_tiny(&R, 1);
    /* Bound each group's permanent through its largest member: replacing |leaf| by a
     * larger value only raises the permanent, so the error bound stays rigorous (filter.h),
     * and the permanents collapse to a few products of the maxima. */
    fx_bound_by_max(m, dim);
    fx_bound_by_max(d, dim);
    fx_bound_by_max(n, dim);

    isect_fx interior = fx_interior(m, d, R, dim);
    isect_fx start = fx_point(m, R, dim);
    isect_fx chosen = interior;
    if (kind == ISECT_LIN_LINE) {
        chosen = is_point ? start : interior;
    } else {
        /* t* <= 0 (the start is closest) when m.d >= 0; t* >= 1 when n.d <= 0. */
        isect_fx dot0 = fx_dot(m, d, dim);
        bool at_start = dot0.v >= 0;
        ok &= fx_certain(dot0);
        chosen = at_start ? start : interior;
        if (segment) {
            isect_fx dot1 = fx_dot(n, d, dim);
            bool at_end = !at_start & (dot1.v <= 0);
            bool end_certain = fx_certain(dot1);
            ok &= at_start | end_certain;
            chosen = at_end ? fx_point(n, R, dim) : chosen;
        }
    }
    ok &= fx_certain(chosen);
    if (!ok)
        return isect_sign_lin_ball_slow(lin, c, r);
    return (chosen.v > 0) - (chosen.v < 0);
}

/* Sign of |p - c|^2 - r^2. */
int isect_sign_point_ball(int dim, const double *p, const double *c, double r);

/* Sign of dist(lin, c)^2 - r^2. */
int isect_sign_lin_ball(const isect_lin *lin, const double *c, double r);

#endif
