/* Exact signs for a point, line, ray or segment against a ball (disc in 2D).
 *
 * Each function returns the exact sign of  dist(component, center)^2 - radius^2 :
 * -1 when the component enters the open ball, 0 when it touches the sphere without
 * entering, +1 when it misses the closed ball. ISECT_SIGN_UNKNOWN would mean the exact
 * evaluation ran out of its stack arena, which the arena sizes rule out (they hold the
 * widest possible inputs; tests/test_expansion.c checks them); callers still report it
 * as ISECT_INVALID rather than guess. Coordinates are arrays of dim (2 or 3) doubles;
 * inputs must be finite and radius >= 0. */
#ifndef ISECT_SIGN_BALL_SIGN_H
#define ISECT_SIGN_BALL_SIGN_H

#include "base/inline.h"
#include "base/lin.h"

#define ISECT_SIGN_UNKNOWN 2

#include <math.h>
#include <stdbool.h>

#include "exact/filter.h"
#include "isect/config.h"

/* Which point of the component a predicate measures from: a, or b of a segment. */
typedef enum isect_endpoint { ISECT_FROM_A, ISECT_FROM_B } isect_endpoint;

/* The exact evaluations (ball_sign.c), out of line: they run rarely and use large stack
 * arenas. Each returns the exact sign of its polynomial. */
ISECT_COLD int isect_exact_point_ball(const isect_lin *lin, isect_endpoint from, const double *c,
                                      double r);
ISECT_COLD int isect_exact_dot_ball(const isect_lin *lin, isect_endpoint from, const double *c,
                                    double r);
ISECT_COLD int isect_exact_interior_ball(const isect_lin *lin, const double *c, double r);
/* sign(dist(lin, c)^2 - (ra + rb)^2) with the sum never rounded, all exact (the region
 * from the exact signs, then its polynomial): two balls' or a ball's and a capsule's
 * radii added. ra, rb finite and >= 0. */
ISECT_COLD int isect_exact_lin_ball_sum(const isect_lin *lin, const double *c, double ra,
                                        double rb);
/* The same for a point p (dim coordinates): sign(|p - c|^2 - (ra + rb)^2), exactly. */
ISECT_COLD int isect_exact_point_ball_sum(int dim, const double *p, const double *c, double ra,
                                          double rb);
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

/* u x v in 3D, as filtered values. */
ISECT_INLINE void fx_cross(const isect_fx *u, const isect_fx *v, isect_fx *out) {
    for (int i = 0; i < 3; i++) {
        int j = (i + 1) % 3, k = (i + 2) % 3;
        out[i] = fx_sub(fx_mul(u[j], v[k]), fx_mul(u[k], v[j]));
    }
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

/* Sign of dist(c, L)^2 - r^2 for the line L through a segment's two ends (the segment not
 * a point): sign(|m x d|^2 - r^2 (d . d)), the interior polynomial, whatever the region.
 * The axis test of the cylinder and the cone. */
ISECT_INLINE int isect_sign_axis_ball(const isect_lin *seg, const double *c, double r) {
    isect_fx m[3], d[3], R = fx_in(r);
    int dim = seg->dim;
    (void)lin_ball_leaves(seg, c, dim, ISECT_LIN_SEGMENT, m, d);
    bool usable =
        !fx_leaves_tiny(m, dim, 4) && !fx_leaves_tiny(d, dim, 4) && !fx_leaves_tiny(&R, 1, 4);
    return interior_sign(m, d, R, usable, dim, seg, c);
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
 * evaluation (out of line).
 *
 * With m = a - c, d the direction, mm = m.m, dd = d.d, e = m.d and s0 = mm - r^2:
 *   t* <= 0 (start closest) when e >= 0:             sign(s0);
 *   t* >= 1 (end closest, segments) when e + dd <= 0: sign(s1), s1 = s0 + 2e + dd
 *                                                      = |m + d|^2 - r^2;
 *   otherwise (interior):                             sign(dd s0 - e^2).
 * (The interior form is |m x d|^2 - r^2 |d|^2 by Lagrange's identity, reusing the region
 * tests' terms; it cancels more near grazing, which only hands a few more near-tangent
 * cases to the exact path.)
 *
 * Error bounds, semi-static (exact/filter.h): the values are computed as isect_fx so the
 * rounding counts k are compile-time constants (k <= 8 for the degree-2 values, 13 for the
 * interior), and the permanents are bounded by the squared lengths the query computes
 * anyway, with no absolute values at all. With p2 = mm + dd + r^2 and Cauchy-Schwarz
 * (sum |m_i d_i| <= sqrt(mm dd) <= (mm + dd) / 2):
 *   P(e) <= p2 / 2,  P(s0) <= p2,  P(e + dd) <= 3 p2 / 2,  P(s1) <= 2 p2,
 *   P(dd s0 - e^2) = dd (mm + r^2) + P(e)^2 <= dd (2 mm + r^2) <= 2 dd p2.
 * So (k + 1) u P <= 28 u p2 for every degree-2 value and <= 28 u dd p2 for the interior;
 * the bounds below use 32 u, whose margin covers gamma_k against (k + 1) u, the leaves'
 * own rounding (the permanents are of the exact differences) and the dozen roundings in
 * computing the bounds themselves.
 *
 * Underflow: a product that underflows adds at most 2^-1075 to an error (sums never
 * underflow). The degree-2 values hold at most 13 such products; in the interior they are
 * multiplied by factors <= p2 (|s0|, dd, 2|e|), so underflow adds at most
 * 2^-1075 (2 + 13 p2). The lifts pay for it: p2 is computed with 2^-490 added, so the
 * degree-2 bound is >= 32 u 2^-490 = 2^-538, and the interior bound multiplies by
 * dd + 2^-530, adding 32 u p2 2^-530 >= 2^-578 p2 + 2^-1068. (Both lifts are normal
 * numbers: subnormal arithmetic costs a microcode assist. The price is that values below
 * about 2^-538, from coordinates below about 1e-81, are never certified here: the
 * careful path decides them.)
 *
 * Overflow: the fast path requires p2 < 2^510, so that no intermediate (at most 2 p2 for
 * degree 2, p2^2 for degree 4) can overflow; the comparison is also false for a NaN p2, so
 * NaN and infinite input never pass. Larger magnitudes take the careful path.
 *
 * Exact zeros are never certified here (they need a look at the leaves); the careful
 * path proves them. */
ISECT_INLINE bool isect_filter_lin_ball_dim(const isect_lin *lin, const double *c, double r,
                                            int dim, isect_lin_kind kind, int *sign) {
    const bool segment = kind == ISECT_LIN_SEGMENT;
    isect_fx m[3], d[3], R = fx_in(r);
    (void)lin_ball_leaves(lin, c, dim, kind, m, d);

    isect_fx mm = fx_dot(m, m, dim), dd = fx_dot(d, d, dim), e = fx_dot(m, d, dim);
    isect_fx rr = fx_sq(R);
    isect_fx s0 = fx_sub(mm, rr);
    isect_fx interior = fx_sub(fx_mul(dd, s0), fx_sq(e));

    /* p2 is summed with mm last (the longest chain), and the absolute terms ride on its
     * other summands, so the bounds are ready one multiply after mm. */
    const double c_bound = 32 * 0x1p-53;
    double p2 = (fx_v(dd) + (fx_v(rr) + 0x1p-490)) + fx_v(mm);
    double b2 = c_bound * p2;               /* every degree-2 value */
    double b4 = b2 * (fx_v(dd) + 0x1p-530); /* the interior */
    bool ok = p2 < 0x1p510;

    double v = fx_v(interior), bound = b4;
    if (kind != ISECT_LIN_LINE) {
        bool at_start = fx_v(e) >= 0;
        ok &= fabs(fx_v(e)) > b2;
        v = at_start ? fx_v(s0) : v;
        bound = at_start ? b2 : bound;
        if (segment) {
            isect_fx e1 = fx_add(e, dd);
            isect_fx s1 = fx_add(fx_add(s0, fx_add(e, e)), dd);
            bool at_end = !at_start & (fx_v(e1) <= 0);
            ok &= at_start | (fabs(fx_v(e1)) > b2);
            v = at_end ? fx_v(s1) : v;
            bound = at_end ? b2 : bound;
        }
    }
    ok &= fabs(v) > bound;
    *sign = (v > 0) - (v < 0);
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

/* The filter of sign(|ca - cb|^2 - (ra + rb)^2), the sum never rounded into the decision:
 * +1 or -1 where certified, 0 where not (then isect_exact_point_ball_sum). With
 * w = fl(ca - cb) per axis (leaves rounded once) and R = fl(ra + rb) (likewise),
 * v = w.w - R^2 has k = 6 roundings on its longest path (a square 3, two sums 5, the last
 * difference 6) and, all its monomials being squares, the computed permanent ww + RR; so
 * |v - exact| <= 7 u (ww + RR) (exact/filter.h). Four products can each underflow once,
 * adding at most 2^-1075 apiece: the term 2^-1000 (a normal number, as in fx_sign_deg2)
 * covers them for all finite leaves. Overflow makes v or the bound infinite or NaN, and
 * the comparison fails. A certified sign proves every input finite (an infinite or NaN
 * coordinate or radius makes some w, R, v or the bound infinite or NaN). */
static inline int isect_filter_ball_ball(const double *ca, const double *cb, double ra, double rb) {
    double ww = 0;
    for (int i = 0; i < 3; i++) {
        double w = ca[i] - cb[i];
        ww += w * w;
    }
    double R = ra + rb, RR = R * R;
    double v = ww - RR, bound = 7 * 0x1p-53 * (ww + RR) + 0x1p-1000;
    return fabs(v) > bound ? (v < 0 ? -1 : 1) : 0;
}

/* Sign of |p - c|^2 - r^2. */
int isect_sign_point_ball(int dim, const double *p, const double *c, double r);

/* Sign of dist(lin, c)^2 - r^2. */
int isect_sign_lin_ball(const isect_lin *lin, const double *c, double r);

/* Sign of dist(lin, c)^2 - (ra + rb)^2, the sum never rounded: the filter below with
 * fl(ra + rb) as its radius (a leaf rounded once, which its bounds cover), then
 * isect_exact_lin_ball_sum. The within-distance core of the capsule tests (the closest
 * point family's capsule pairs, the overlap family's ball and capsule pairs). */
int isect_sign_lin_ball_sum(const isect_lin *lin, const double *c, double ra, double rb);

#endif
