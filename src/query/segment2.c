/* Segments against segments in the plane (isect/segment2.h).
 *
 * Derivation (RTCD 5.1.9.1; Cormen et al., Introduction to Algorithms, 33.1). Write
 * o(x, y, z) = (y - x) x (z - x), twice the signed area of the triangle x y z: positive
 * when z lies left of the directed line x -> y, zero when on it. For a = p0 p1 and
 * b = q0 q1 let
 *   o1 = o(p0, p1, q0), o2 = o(p0, p1, q1)   (b's ends against a's line),
 *   o3 = o(q0, q1, p0), o4 = o(q0, q1, p1)   (a's ends against b's line).
 * Not all four zero: the segments meet iff each closed segment straddles the other's
 * line, o1 o2 <= 0 and o3 o4 <= 0. (A point a = p0 = p1 has o1 = o2 = 0 and
 * o3 = o4 != 0: a miss, rightly; a point b likewise. Parallel distinct lines give
 * o1 = o2 != 0: a miss. Otherwise the lines cross at one point X, and o3, o4 are the
 * values at a's ends of an affine function along a that vanishes at X, so o3 o4 <= 0
 * iff X lies on a; likewise o1 o2 <= 0 iff X lies on b.)
 * All four zero: the four points lie on one line (or coincide). On a line that is not
 * vertical, x orders its points; on a vertical one, y does. The segments meet iff their
 * intervals along that axis overlap, max(lo_a, lo_b) <= min(hi_a, hi_b).
 * Every sign is exact (orient2d: filter, then exact fallback) and every comparison of
 * coordinates is exact, so the answer is.
 *
 * The crossing. A common point that is an end of a (o3 = 0 or o4 = 0) is that end, with
 * t = 0 or 1; an end x of b on a (o1 = 0 or o2 = 0) is that end, with
 * t = (x_k - p0_k) / (p1_k - p0_k) on a's longer axis; otherwise X = p0 + t d
 * with t = o3 / (o3 - o4), computed by isect_lin_crossing_param from exact double-double
 * differences with accurate cross products, so t keeps its relative accuracy even for
 * nearly parallel segments (where the textbook's rounded areas lose it). The ends of an
 * overlap are ends of a or b, reported exactly, in a's direction; the parameter of an end
 * of b along a is again the ratio on a's longer axis. */
#include "isect/segment2.h"

#include <math.h>

#include "isect/predicates.h"

#include "base/inline.h"
#include "base/lin.h"
#include "construct/lin_param.h"
#include "exact/dd.h"
#include "sign/predicates.h"

/* The exact sign of o(x, y, z): the inline filter, then the exact predicate. */
ISECT_INLINE int orient(const double *x, const double *y, const double *z) {
    int sign;
    if (isect_fx_nonzero_deg2(isect_fx_orient2d(x[0], x[1], y[0], y[1], z[0], z[1]), &sign))
        return sign;
    /* every coordinate is an isect_real widened to double: narrowing it back is exact */
    return isect_orient2d((isect_vec2){(isect_real)x[0], (isect_real)x[1]},
                          (isect_vec2){(isect_real)y[0], (isect_real)y[1]},
                          (isect_vec2){(isect_real)z[0], (isect_real)z[1]});
}

/* The two segments with their four signs (see the derivation). */
typedef struct seg_pair {
    isect_lin a, b; /* a.a = p0, a.b = p1, b.a = q0, b.b = q1 */
    int o1, o2, o3, o4;
} seg_pair;

static bool collinear(const seg_pair *s) {
    return s->o1 == 0 && s->o2 == 0 && s->o3 == 0 && s->o4 == 0;
}

/* The axis that orders the points of the common line: x unless every x is equal. */
static int order_axis(const seg_pair *s) {
    double x = s->a.a[0];
    return s->a.b[0] == x && s->b.a[0] == x && s->b.b[0] == x;
}

/* Collinear: the overlap of the two intervals along axis k, [*lo, *hi] (empty when
 * *lo > *hi). */
static void overlap(const seg_pair *s, int k, double *lo, double *hi) {
    *lo = fmax(fmin(s->a.a[k], s->a.b[k]), fmin(s->b.a[k], s->b.b[k]));
    *hi = fmin(fmax(s->a.a[k], s->a.b[k]), fmax(s->b.a[k], s->b.b[k]));
}

static bool meet(const seg_pair *s) {
    if (!collinear(s))
        return s->o1 * s->o2 <= 0 && s->o3 * s->o4 <= 0;
    double lo, hi;
    overlap(s, order_axis(s), &lo, &hi);
    return lo <= hi;
}

static void signs(seg_pair *s) {
    s->o1 = orient(s->a.a, s->a.b, s->b.a);
    s->o2 = orient(s->a.a, s->a.b, s->b.b);
    s->o3 = orient(s->b.a, s->b.b, s->a.a);
    s->o4 = orient(s->b.a, s->b.b, s->a.b);
}

/* The fast path: four filters that certify non-zero signs decide a general position
 * pair at once (no zero sign, so no collinear or end-point case). */
ISECT_INLINE bool decide_fast(const isect_seg2 *a, const isect_seg2 *b, bool *hit) {
    double p0x = a->p0.x, p0y = a->p0.y, p1x = a->p1.x, p1y = a->p1.y;
    double q0x = b->p0.x, q0y = b->p0.y, q1x = b->p1.x, q1y = b->p1.y;
    int o1, o2, o3, o4;
    if (!isect_fx_nonzero_deg2(isect_fx_orient2d(p0x, p0y, p1x, p1y, q0x, q0y), &o1) ||
        !isect_fx_nonzero_deg2(isect_fx_orient2d(p0x, p0y, p1x, p1y, q1x, q1y), &o2))
        return false;
    if (o1 == o2) { /* b wholly on one side of a's line */
        *hit = false;
        return true;
    }
    if (!isect_fx_nonzero_deg2(isect_fx_orient2d(q0x, q0y, q1x, q1y, p0x, p0y), &o3) ||
        !isect_fx_nonzero_deg2(isect_fx_orient2d(q0x, q0y, q1x, q1y, p1x, p1y), &o4))
        return false;
    *hit = o3 != o4;
    return true;
}

static bool valid_pair(const isect_seg2 *a, const isect_seg2 *b, seg_pair *s) {
    return isect_lin_of_seg2(a, &s->a) && isect_lin_of_seg2(b, &s->b);
}

bool isect_test_seg2_seg2(const isect_seg2 *a, const isect_seg2 *b) {
    seg_pair s;
    if (!valid_pair(a, b, &s))
        return false;
    bool hit;
    if (decide_fast(a, b, &hit))
        return hit;
    signs(&s);
    return meet(&s);
}

/* ---- find ------------------------------------------------------------------------ */

/* One end of a common stretch: a point and its parameter along a. */
typedef struct seg_end {
    double t;
    double point[3];
} seg_end;

/* The parameter along a (not a point) of a point x known to lie on a's line, strictly
 * between its ends: t = (x_k - p0_k) / (p1_k - p0_k) on the axis k where a extends
 * furthest (either axis gives the exact t; that one is the better conditioned). The
 * differences are exact double-doubles (on halved values near the top of the range), so
 * t is within about one rounding. Kept strictly inside
 * (0, 1) after its conversion to isect_real, as the point is. */
static double param_on_a(const seg_pair *s, const double *x) {
    const double *p0 = s->a.a, *p1 = s->a.b;
    int k = fabs(p1[0] - p0[0]) >= fabs(p1[1] - p0[1]) ? 0 : 1;
    /* halved near the top of the range, where two-sum's own steps overflow (exact
     * there; a subnormal partner loses at most 2^-1075, nothing at that scale) */
    double big = fmax(fabs(x[k]), fmax(fabs(p0[k]), fabs(p1[k])));
    double h = big > 0x1p1021 ? 0.5 : 1;
    isect_dd num = isect_dd_diff(h * x[k], h * p0[k]), den = isect_dd_diff(h * p1[k], h * p0[k]);
    double t = num.hi / den.hi;
    t += (num.lo - t * den.lo) / den.hi;
    return dv_clamp(t, DV_REAL_TRUE_MIN, DV_REAL_BELOW_ONE);
}

/* The end point of a or b whose coordinate k is v (collinear case; one exists), with
 * its parameter along a: a's own ends first, whose parameters are exact; an end of b
 * chosen here lies strictly inside a. */
static seg_end end_at(const seg_pair *s, int k, double v) {
    const double *x = s->b.b;
    double t = -1;
    if (s->a.a[k] == v) {
        x = s->a.a;
        t = 0;
    } else if (s->a.b[k] == v) {
        x = s->a.b;
        t = 1;
    } else if (s->b.a[k] == v) {
        x = s->b.a;
    }
    seg_end e = {t, {x[0], x[1], 0}};
    if (t < 0)
        e.t = isect_lin_is_point(&s->a) ? 0 : param_on_a(s, x);
    return e;
}

/* The unit normal of b's line facing against a's direction: left of q0 -> q1 when a
 * runs from its left to its right (o3 > o4), else right. */
static void facing_normal(const seg_pair *s, double *n) {
    double e[3];
    dv_diff_exp(2, s->b.b, s->b.a, e); /* q1 - q0, scaled into range */
    double left[3] = {-e[1], e[0], 0};
    if (!(s->o3 > s->o4)) {
        left[0] = -left[0];
        left[1] = -left[1];
    }
    dv_normalize(2, left, n);
}

/* The answer for a pair that meets (signs known). */
static isect_find_result2 build(const seg_pair *s, unsigned flags) {
    isect_find_result2 r = {0};
    r.hit = true;
    r.count = 1;
    seg_end end[2];
    double n[3] = {0, 0, 0};
    if (collinear(s)) {
        int k = order_axis(s);
        double lo, hi;
        overlap(s, k, &lo, &hi);
        /* in a's direction, exactly (the two t may round to one value) */
        bool forward = !(s->a.b[k] < s->a.a[k]);
        end[0] = end_at(s, k, forward ? lo : hi);
        end[1] = end_at(s, k, forward ? hi : lo);
        if (lo != hi)
            r.count = ISECT_INFINITE;
        flags |= ISECT_TOUCHING;
    } else {
        seg_end e = {0, {0, 0, 0}};
        if (s->o3 == 0 || s->o4 == 0) { /* an end of a lies on b */
            e.t = s->o3 == 0 ? 0 : 1;
            const double *x = s->o3 == 0 ? s->a.a : s->a.b;
            e.point[0] = x[0];
            e.point[1] = x[1];
        } else if (s->o1 == 0 || s->o2 == 0) { /* an end of b lies on a, inside it */
            const double *x = s->o1 == 0 ? s->b.a : s->b.b;
            e.t = param_on_a(s, x);
            e.point[0] = x[0];
            e.point[1] = x[1];
        } else {
            e.t = isect_lin_crossing_param(&s->a, s->b.a, s->b.b);
            /* strictly inside: the exact crossing is, and t* has relative accuracy */
            e.t = dv_clamp(e.t, DV_REAL_TRUE_MIN, DV_REAL_BELOW_ONE);
            isect_lin_point_at(&s->a, e.t, e.point);
        }
        if (s->o1 == 0 || s->o2 == 0 || s->o3 == 0 || s->o4 == 0)
            flags |= ISECT_TOUCHING;
        end[0] = end[1] = e;
        facing_normal(s, n);
    }
    r.flags = flags;
    for (int i = 0; i < 2; i++) {
        r.t[i] = dv_out(end[i].t, &r.flags);
        r.point[i] = dv_out2(end[i].point, &r.flags);
    }
    r.normal = dv_to2(n);
    return r;
}

isect_find_result2 isect_find_seg2_seg2(const isect_seg2 *a, const isect_seg2 *b) {
    isect_find_result2 r = {0};
    seg_pair s;
    if (!valid_pair(a, b, &s)) {
        r.flags = ISECT_INVALID;
        return r;
    }
    unsigned flags = isect_lin_is_point(&s.a) || isect_lin_is_point(&s.b) ? ISECT_DEGENERATE : 0;
    signs(&s);
    if (!meet(&s)) {
        r.flags = flags;
        return r;
    }
    return build(&s, flags);
}
