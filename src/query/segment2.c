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
#include "query/segment2.h"
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

/* ---- the fast paths' pieces ------------------------------------------------------- */

#if defined(__GNUC__) && !defined(__FMA__)
/* Two lanes of doubles, for pairs of values that run the same operations on different
 * inputs (the crossing's numerator and denominator): two lanes do in one instruction what
 * scalar code does in two, and each lane rounds exactly as the scalar operation would
 * (IEEE arithmetic, no contraction). Without FMA only: isect_dd_prod_err's Dekker branch
 * is the one mirrored here. */
#define SEG2_LANES 1
typedef double lane2 __attribute__((vector_size(16)));
typedef long long lane2_bits __attribute__((vector_size(16)));

ISECT_INLINE lane2 lane2_of(double x) {
    return (lane2){x, x};
}

ISECT_INLINE lane2 lane2_abs(lane2 x) {
    return (lane2)((lane2_bits)x & (lane2_bits){INT64_MAX, INT64_MAX});
}
#endif

/* The certain non-zero signs of o(a, b, c0) and o(a, b, c1): true when the filter
 * certifies both. Each value is (bx - ax)(cy - ay) - (by - ay)(cx - ax) with k = 4
 * roundings on its longest path (a difference in each factor, the product, the
 * subtraction), so |v - exact| <= 5 u m + 2^-1000, m = |l| + |r| the computed permanent
 * of its two products l and r (exact/filter.h: (k + 1) u m, and fx_sign_deg2's 2^-1000
 * for an underflow in either product). A non-finite coordinate makes v or the bound NaN
 * or infinite, and the sign uncertain; so does an exact zero. (Two lanes were tried here:
 * slower.) */
ISECT_INLINE bool sure_orients(double ax, double ay, double bx, double by, double c0x, double c0y,
                               double c1x, double c1y, int *s0, int *s1) {
    return isect_fx_nonzero_deg2(isect_fx_orient2d(ax, ay, bx, by, c0x, c0y), s0) &&
           isect_fx_nonzero_deg2(isect_fx_orient2d(ax, ay, bx, by, c1x, c1y), s1);
}

/* What the four signs certified non-zero tell of a pair (or that they are not). */
typedef enum fast_case { FAST_UNSURE, FAST_B_ASIDE, FAST_A_ASIDE, FAST_CROSSING } fast_case;

/* The four filters that certify non-zero signs decide a general position pair at once (no
 * zero sign, so no collinear or end-point case): b wholly on one side of a's line, a wholly
 * on one side of b's, or a proper crossing (then *a_left_to_right: a runs from the left of
 * q0 -> q1 to its right). o1 and o2 together read every coordinate of the four points, so
 * an answer here also proves the input finite. */
ISECT_INLINE fast_case fast_case_of(const isect_seg2 *a, const isect_seg2 *b,
                                    bool *a_left_to_right) {
    double p0x = a->p0.x, p0y = a->p0.y, p1x = a->p1.x, p1y = a->p1.y;
    double q0x = b->p0.x, q0y = b->p0.y, q1x = b->p1.x, q1y = b->p1.y;
    int o1, o2, o3, o4;
    if (!sure_orients(p0x, p0y, p1x, p1y, q0x, q0y, q1x, q1y, &o1, &o2))
        return FAST_UNSURE;
    if (o1 == o2)
        return FAST_B_ASIDE;
    if (!sure_orients(q0x, q0y, q1x, q1y, p0x, p0y, p1x, p1y, &o3, &o4))
        return FAST_UNSURE;
    *a_left_to_right = o3 > o4;
    return o3 == o4 ? FAST_A_ASIDE : FAST_CROSSING;
}

/* The fast path of the test (fast_case_of); a NULL-free pair is all the full path's
 * validation would add. */
ISECT_INLINE bool decide_fast(const isect_seg2 *a, const isect_seg2 *b, bool *hit) {
    bool a_left_to_right;
    fast_case k = fast_case_of(a, b, &a_left_to_right);
    *hit = k == FAST_CROSSING;
    return k != FAST_UNSURE;
}

static bool valid_pair(const isect_seg2 *a, const isect_seg2 *b, seg_pair *s) {
    return isect_lin_of_seg2(a, &s->a) && isect_lin_of_seg2(b, &s->b);
}

/* The public test is its fast path, then the full path (query/segment2.h), out of line so
 * that the fast path stays a small leaf. */
bool isect_test_seg2_seg2(const isect_seg2 *a, const isect_seg2 *b) {
    bool hit;
    if (a && b && decide_fast(a, b, &hit))
        return hit;
    return isect_test_seg2_seg2_full(a, b);
}

ISECT_NOINLINE bool isect_test_seg2_seg2_full(const isect_seg2 *a, const isect_seg2 *b) {
    seg_pair s;
    if (!valid_pair(a, b, &s))
        return false;
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

/* The unit normal of the line q0 -> q1 on its left (left) or its right side. */
ISECT_INLINE void side_normal(const double *q0, const double *q1, bool left, double *n) {
    double e[3];
    dv_diff_exp(2, q1, q0, e); /* q1 - q0, scaled into range */
    double side[3] = {-e[1], e[0], 0};
    if (!left) {
        side[0] = -side[0];
        side[1] = -side[1];
    }
    dv_normalize(2, side, n);
}

/* The unit normal of b's line facing against a's direction: left of q0 -> q1 when a
 * runs from its left to its right (o3 > o4), else right. */
static void facing_normal(const seg_pair *s, double *n) {
    side_normal(s->b.a, s->b.b, s->o3 > s->o4, n);
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

/* ---- the fast path of find ------------------------------------------------------- */

/* The two cross products of isect_lin_crossing_param for a 2D segment (window already
 * checked): num = cross(q0 - p0, q1 - q0), den = cross(p1 - p0, q1 - q0), each by
 * isect_dd_cross from isect_dd_diff differences, with the sums of their leading terms'
 * magnitudes. */
#ifdef SEG2_LANES
/* Packed: num in lane 0, den in lane 1, the values isect_dd_diff's and isect_dd_cross's
 * (its Dekker branch) bit for bit. */
typedef struct dd2 {
    lane2 hi, lo;
} dd2;

/* isect_dd_diff lane by lane */
ISECT_INLINE dd2 dd2_diff(lane2 x, lane2 y) {
    lane2 s = x - y, yv = x - s, xv = s + yv;
    return (dd2){s, (x - xv) + (yv - y)};
}

/* isect_dd_prod_err (Dekker's product on Veltkamp's split) lane by lane */
ISECT_INLINE lane2 lane2_prod_err(lane2 a, lane2 b, lane2 p) {
    const lane2 split = lane2_of(134217729.0); /* 2^27 + 1 */
    lane2 ca = split * a, ah = ca - (ca - a), al = a - ah;
    lane2 cb = split * b, bh = cb - (cb - b), bl = b - bh;
    return ((ah * bh - p) + ah * bl + al * bh) + al * bl;
}

/* isect_dd_cross lane by lane */
ISECT_INLINE lane2 dd2_cross(dd2 ax, dd2 ay, dd2 bx, dd2 by, lane2 *terms) {
    lane2 p1 = ax.hi * by.hi, e1 = lane2_prod_err(ax.hi, by.hi, p1);
    lane2 p2 = ay.hi * bx.hi, e2 = lane2_prod_err(ay.hi, bx.hi, p2);
    lane2 tail = (ax.hi * by.lo + ax.lo * by.hi + ax.lo * by.lo) -
                 (ay.hi * bx.lo + ay.lo * bx.hi + ay.lo * bx.lo);
    dd2 s = dd2_diff(p1, p2);
    *terms = lane2_abs(p1) + lane2_abs(p2);
    return s.hi + (s.lo + ((e1 - e2) + tail));
}

ISECT_INLINE void cross_pair(double p0x, double p0y, double p1x, double p1y, double q0x, double q0y,
                             double q1x, double q1y, double *num, double *den, double *num_terms,
                             double *den_terms) {
    dd2 ax = dd2_diff((lane2){q0x, p1x}, lane2_of(p0x));
    dd2 ay = dd2_diff((lane2){q0y, p1y}, lane2_of(p0y));
    dd2 e = dd2_diff((lane2){q1x, q1y}, (lane2){q0x, q0y});
    dd2 ex = {lane2_of(e.hi[0]), lane2_of(e.lo[0])}, ey = {lane2_of(e.hi[1]), lane2_of(e.lo[1])};
    lane2 terms, v = dd2_cross(ax, ay, ex, ey, &terms);
    *num = v[0];
    *den = v[1];
    *num_terms = terms[0];
    *den_terms = terms[1];
}
#else
ISECT_INLINE void cross_pair(double p0x, double p0y, double p1x, double p1y, double q0x, double q0y,
                             double q1x, double q1y, double *num, double *den, double *num_terms,
                             double *den_terms) {
    isect_dd dx = isect_dd_diff(p1x, p0x), dy = isect_dd_diff(p1y, p0y);
    isect_dd ex = isect_dd_diff(q1x, q0x), ey = isect_dd_diff(q1y, q0y);
    isect_dd wx = isect_dd_diff(q0x, p0x), wy = isect_dd_diff(q0y, p0y);
    *num = isect_dd_cross(wx, wy, ex, ey);
    *den = isect_dd_cross(dx, dy, ex, ey);
    *num_terms = fabs(wx.hi * ey.hi) + fabs(wy.hi * ex.hi);
    *den_terms = fabs(dx.hi * ey.hi) + fabs(dy.hi * ex.hi);
}
#endif

/* A proper crossing, computed as the full path's general branch computes it (build, then
 * isect_lin_crossing_param for a 2D segment), with the same operations in the same order:
 * - isect_lin_crossing_param scales the positions by 2^ep, ep = dv_window_exp of their
 *   largest magnitude with w = 500: ep = 0 when it lies in [2^-500, 2^500], and then the
 *   scaling multiplies by 1, which changes no value. Elsewhere: declined.
 * - In the plane the projection is (x, y): num = cross(q0 - p0, q1 - q0),
 *   den = cross(p1 - p0, q1 - q0) from exact double-double differences (isect_dd_cross),
 *   t = num / den (times 2^0). Where it would go exact (a term sum at or below 2^-960, a
 *   value cancelled to 2^-48 of its terms): declined. Otherwise den != 0 and, in the
 *   window, every value is finite, so t is a number.
 * - The full path clamps t to [0, 1] (fmin, fmax), then to [smallest isect_real,
 *   isect_real below 1]; for a number t the second clamp alone gives the same value.
 * - The point is dv_lerp1 along a at that t; the normal side_normal, facing against a.
 * The flags are 0 (certified non-zero signs: neither segment is a point, no touching)
 * but for the float build's saturation of a point beyond float's range, set by the same
 * dv_out. */
ISECT_INLINE bool crossing_fast(double p0x, double p0y, double p1x, double p1y, double q0x,
                                double q0y, double q1x, double q1y, bool a_left_to_right,
                                isect_find_result2 *r) {
    const double all[8] = {p0x, p0y, p1x, p1y, q0x, q0y, q1x, q1y};
    double big = dv_max_abs(8, all);
    if (!(big >= 0x1p-500 && big <= 0x1p500))
        return false;
    double num, den, num_terms, den_terms;
    cross_pair(p0x, p0y, p1x, p1y, q0x, q0y, q1x, q1y, &num, &den, &num_terms, &den_terms);
    double t = num / den;
    if (!(fabs(den) > 0x1p-48 * den_terms) || !(fabs(num) > 0x1p-48 * num_terms) ||
        !(den_terms > 0x1p-960) || !(num_terms > 0x1p-960))
        return false;
    t = dv_clamp(t, DV_REAL_TRUE_MIN, DV_REAL_BELOW_ONE);
    double x = dv_lerp1(p0x, p1x, t), y = dv_lerp1(p0y, p1y, t);
    /* side_normal with dv_normalize's first branch written out: the scaled side has its
     * largest component in [0.5, 1), so len2 lies in [0.25, 2], where dv_normalize takes
     * that branch (a call of dv_normalize here compiled to a call of libm's sqrt) */
    const double q0[2] = {q0x, q0y}, q1[2] = {q1x, q1y};
    double e[2];
    dv_diff_exp(2, q1, q0, e);
    double sx = a_left_to_right ? -e[1] : e[1], sy = a_left_to_right ? e[0] : -e[0];
    double inv = 1 / sqrt(sx * sx + sy * sy);
    double n[3] = {sx * inv, sy * inv, 0};
    unsigned flags = 0;
    isect_real t_out = dv_out_finite(t, &flags);
    isect_vec2 point = {dv_out_finite(x, &flags), dv_out_finite(y, &flags)};
    r->hit = true;
    r->count = 1;
    r->t[0] = r->t[1] = t_out;
    r->point[0] = r->point[1] = point;
    r->normal = dv_to2(n);
    r->flags = flags;
    return true;
}

/* The fast path of find (fast_case_of). A miss is the zero result, flagged
 * ISECT_DEGENERATE where b is a point (b aside allows that; a is not one, or o1 would be
 * exactly 0; with a aside neither is a point); a proper crossing is crossing_fast. */
ISECT_INLINE bool find_fast(const isect_seg2 *a, const isect_seg2 *b, isect_find_result2 *r) {
    bool a_left_to_right = false;
    switch (fast_case_of(a, b, &a_left_to_right)) {
    case FAST_UNSURE: return false;
    case FAST_CROSSING:
        return crossing_fast(a->p0.x, a->p0.y, a->p1.x, a->p1.y, b->p0.x, b->p0.y, b->p1.x, b->p1.y,
                             a_left_to_right, r);
    case FAST_B_ASIDE:
        *r = (isect_find_result2){0};
        r->flags = b->p0.x == b->p1.x && b->p0.y == b->p1.y ? ISECT_DEGENERATE : 0;
        return true;
    case FAST_A_ASIDE: *r = (isect_find_result2){0}; return true;
    }
    return false;
}

/* The public find is its fast path, then the full path (query/segment2.h), out of line. */
isect_find_result2 isect_find_seg2_seg2(const isect_seg2 *a, const isect_seg2 *b) {
    isect_find_result2 r;
    if (a && b && find_fast(a, b, &r))
        return r;
    return isect_find_seg2_seg2_full(a, b);
}

ISECT_NOINLINE isect_find_result2 isect_find_seg2_seg2_full(const isect_seg2 *a,
                                                            const isect_seg2 *b) {
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
