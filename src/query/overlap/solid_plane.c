/* Solids against a plane (isect/overlap.h): balls, boxes, oriented boxes, capsules, cones
 * and triangles against a plane3 or a plane3p, exact (RTCD 5.2.2-5.2.4).
 *
 * Derivation. With s(x) = N . x - o the plane's value at x (sign/plane_solid_sign.h: the
 * given normal and offset, or N = (b - a) x (c - a), o = N . a), a closed convex solid K
 * meets the plane iff min_K s <= 0 <= max_K s, lies in front iff min_K s > 0 and behind
 * iff max_K s < 0. The extremes of s are those of the solid's generating pieces:
 * - a triangle: its three vertices; an axis-aligned box: the corners nearest and farthest
 *   along N (min_i or max_i by the sign of N_i, exact: no centre or extent is rounded);
 * - a ball: s(c) -+ r |N|, so it meets iff s(c)^2 <= r^2 N . N, else lies on the side of
 *   s(c); a capsule: its end balls, since s is affine along the core (both end balls
 *   strictly on one side put every ball of the core there; balls on opposite sides, or
 *   one meeting the plane, make the capsule meet it);
 * - an oriented box: s(c) -+ sum_i h_i |N . e_i| / |D| (plane_solid_sign.h);
 * - a cone, the convex hull of its apex A and base disc: s(A) and s(B) -+ r |N x d| / |d|,
 *   d = B - A; it lies in front iff s(A) > 0, s(B) > 0 and the disc does not reach the
 *   plane (s(B)^2 d . d > r^2 |N x d|^2), behind likewise, and meets it otherwise. A cone
 *   with A == B has no direction for its disc and is its apex (as isect_closest_point3_cone3
 *   answers it).
 *
 * Evaluation. Each shape first runs a filter in double whose bound is derived in its
 * comment (exact/filter.h's (k + 1) u m for the polynomial evaluated; underflow covered by
 * a derived absolute term for a plane3, excluded by isect_plane_fx_tiny on the inputs for
 * a plane3p), answering the common case with a few certified signs and one predictable
 * branch, before any validity check of the plane (read_plane3 says why none is needed).
 * The cases it cannot certify (touching, nearly touching, degenerate, extreme magnitudes)
 * are validated, retried on a copy scaled by powers of two (rescale), then decided by the
 * exact signs of plane_solid_sign.c and plane_sign.c. */
#include <math.h>
#include <stdbool.h>
#include <string.h>

#include "isect/overlap.h"

#include "base/inline.h"
#include "base/vec.h"
#include "exact/filter.h"
#include "sign/box_sign.h"
#include "sign/plane_sign.h"
#include "sign/plane_solid_sign.h"
#include "sign/valid.h"

/* ---- The planes ----------------------------------------------------------------------- */

/* The plane's values as given, unchecked (false only for NULL). Validity is checked on the
 * slow paths only: a certified filter answer needs none. A NaN or an infinity in any input
 * makes the value or the bound of every filter NaN or infinite, and collinear plane3p
 * points make N and every s exactly 0, so neither is ever certified; a plane3's zero
 * normal is the one invalid plane the filters would not notice (s = -o), which
 * filterable excludes. The solid's own checks (a negative radius, min > max, the axes)
 * run first, on the inputs, as they are cheap. */
ISECT_INLINE bool read_plane3(const isect_plane3 *plane, isect_plane_d *p) {
    p->three = false;
    if (!plane)
        return false;
    dv_from3(p->n, plane->normal);
    p->o = plane->offset;
    return true;
}

ISECT_INLINE bool read_plane3p(const isect_plane3p *plane, isect_plane_d *p) {
    p->three = true;
    p->n[0] = p->n[1] = p->n[2] = p->o = 0; /* never read: for the compiler's sake */
    if (!plane)
        return false;
    dv_from3(p->a, plane->a);
    dv_from3(p->b, plane->b);
    dv_from3(p->c, plane->c);
    return true;
}

ISECT_INLINE bool filterable(const isect_plane_d *p, bool three) {
    return three || ((p->n[0] != 0) | (p->n[1] != 0) | (p->n[2] != 0));
}

static isect_vec3 vec_of(const double *x) {
    return (isect_vec3){(isect_real)x[0], (isect_real)x[1], (isect_real)x[2]};
}

/* isect_valid_plane3 / isect_valid_plane3p on the values read (exact: they are the inputs). */
static bool plane_valid(const isect_plane_d *p) {
    if (!p->three) {
        isect_plane3 q = {vec_of(p->n), (isect_real)p->o};
        return isect_ok_plane3(&q);
    }
    isect_vec3 a = vec_of(p->a), b = vec_of(p->b), c = vec_of(p->c);
    return isect_ok_vec3(a) && isect_ok_vec3(b) && isect_ok_vec3(c) && !isect_collinear3(a, b, c);
}

static isect_side side_of_sign(int s) {
    return s == ISECT_SIGN_UNKNOWN ? ISECT_SIDE_INVALID
           : s > 0                 ? ISECT_FRONT
           : s < 0                 ? ISECT_BACK
                                   : ISECT_STRADDLING;
}

/* The plane's inputs followed by the solid's n values v, for isect_plane_fx_tiny. */
static inline int inputs_with(const isect_plane_d *p, const double *v, int n, double *out) {
    int k = isect_plane_d_inputs(p, out);
    for (int i = 0; i < n; i++)
        out[k++] = v[i];
    return k;
}

/* A filter's answer when it cannot certify one. */
enum { UNDECIDED = -1 };

/* A filter's answer from its certified findings (at most one true), without a branch: the
 * random cases would mispredict a chain of ifs on every other call. */
static inline int decided(bool straddling, bool front, bool back) {
    int side =
        (int)straddling * ISECT_STRADDLING + (int)front * ISECT_FRONT + (int)back * ISECT_BACK;
    return (straddling | front | back) ? side : UNDECIDED;
}

/* ---- Ordinary magnitudes for the filters ----------------------------------------------
 * The filters skip inputs that could underflow or overflow (isect_plane_fx_tiny, an
 * infinite permanent). Every polynomial here is homogeneous in the lengths (the solid's
 * positions, radii and half extents, a plane3p's points, a plane3's offset) and, for a
 * plane3, in its normal and offset together, so scaling the lengths by 2^k and the normal
 * by 2^j (the offset by 2^(j + k)) keeps every sign. rescale picks k and j that bring the
 * largest length and the largest normal component to [1, 2) and applies them when every
 * scaled value is exact (no bit lost below the subnormal range, nothing overflowing);
 * the slow paths then try the filters once more on the scaled copy before the exact
 * arithmetic. False when no scaling is needed or it would not be exact. */

static int top_exp(const double *v, int n) {
    double big = 0;
    for (int i = 0; i < n; i++)
        big = fabs(v[i]) > big ? fabs(v[i]) : big;
    return big > 0 ? ilogb(big) : 0;
}

/* x 2^e in place; false unless exact and finite, and in the float build unless the scaled
 * value is itself a float: that build's filters skip the tiny-input check and its exact
 * paths scale for expansions on the premise that every leaf is a float (exact/filter.h,
 * exact/scale.h), which a float scaled out of float's range would break (the float fuzzer
 * found a zero-extent OBB near a plane through a point 2^-148 off an axis, scaled down by
 * 2^-16, reported straddling). */
static bool scale_exact(double *x, int e) {
    double y = ldexp(*x, e);
    bool ok = isfinite(y) && ldexp(y, -e) == *x;
#if !ISECT_USE_DOUBLE
    ok &= (double)(float)y == y;
#endif
    *x = y;
    return ok;
}

static bool rescale(isect_plane_d *p, double *v, int n) {
    double pts[9];
    int k = -top_exp(v, n), j = 0;
    if (p->three) { /* the plane's points are lengths too */
        isect_plane_d_inputs(p, pts);
        int kp = -top_exp(pts, 9);
        k = kp < k ? kp : k;
    } else {
        j = -top_exp(p->n, 3);
    }
    if (j == 0 && k == 0)
        return false;
    bool ok = true;
    for (int i = 0; i < n; i++)
        ok &= scale_exact(&v[i], k);
    if (p->three) {
        for (int i = 0; i < 3; i++) {
            ok &= scale_exact(&p->a[i], k);
            ok &= scale_exact(&p->b[i], k);
            ok &= scale_exact(&p->c[i], k);
        }
    } else {
        for (int i = 0; i < 3; i++)
            ok &= scale_exact(&p->n[i], j);
        ok &= scale_exact(&p->o, j + k);
    }
    return ok;
}

/* ---- Triangle: the vertices' sides ------------------------------------------------------
 * Filter: s(v_i) with k = 4 (plane3) or 8 (plane3p), degree <= 3. */

/* A plane3's triangle in plain double: s at each vertex (k = 4) against one bound 5 u m,
 * m from |v0_k| + |v1_k| + |v2_k| >= each vertex's |v_ik| (monotone rounding; a NaN vertex
 * makes m NaN, so nothing is certified); 2^-1000 covers the three products' underflow. */
ISECT_INLINE int tri_filter3(const isect_plane_d *p, const double *v) {
    const double *n = p->n;
    double s[3], m = fabs(p->o);
    for (int i = 0; i < 3; i++)
        s[i] = n[0] * v[3 * i] + n[1] * v[3 * i + 1] + n[2] * v[3 * i + 2] - p->o;
    m = fabs(n[0]) * (fabs(v[0]) + fabs(v[3]) + fabs(v[6])) +
        fabs(n[1]) * (fabs(v[1]) + fabs(v[4]) + fabs(v[7])) +
        fabs(n[2]) * (fabs(v[2]) + fabs(v[5]) + fabs(v[8])) + m;
    double bound = 5 * 0x1p-53 * m + 0x1p-1000;
    int pos = (s[0] > bound) + (s[1] > bound) + (s[2] > bound);
    int neg = (s[0] < -bound) + (s[1] < -bound) + (s[2] < -bound);
    return decided((pos > 0) & (neg > 0), pos == 3, neg == 3);
}

ISECT_INLINE int tri_filter(const isect_plane_d *p, const double *v) {
    double in[18];
    if (isect_plane_fx_tiny(in, inputs_with(p, v, 9, in), 4))
        return UNDECIDED;
    isect_fx N[3];
    isect_fx_plane_normal(p, N);
    int s0 = fx_sure_sign(isect_fx_plane_at(p, N, v));
    int s1 = fx_sure_sign(isect_fx_plane_at(p, N, v + 3));
    int s2 = fx_sure_sign(isect_fx_plane_at(p, N, v + 6));
    int pos = (s0 > 0) + (s1 > 0) + (s2 > 0), neg = (s0 < 0) + (s1 < 0) + (s2 < 0);
    return decided((pos > 0) & (neg > 0), pos == 3, neg == 3);
}

ISECT_COLD static isect_side tri_slow(const isect_plane_d *p, const double *v) {
    isect_plane_d q = *p;
    double w[9];
    memcpy(w, v, sizeof w);
    int f = rescale(&q, w, 9) ? tri_filter(&q, w) : UNDECIDED;
    if (f != UNDECIDED)
        return (isect_side)f;
    int s[3];
    for (int i = 0; i < 3; i++)
        s[i] = isect_sign_plane_point(p, v + 3 * i);
    if (s[0] == ISECT_SIGN_UNKNOWN || s[1] == ISECT_SIGN_UNKNOWN || s[2] == ISECT_SIGN_UNKNOWN)
        return ISECT_SIDE_INVALID;
    if (s[0] > 0 && s[1] > 0 && s[2] > 0)
        return ISECT_FRONT;
    return s[0] < 0 && s[1] < 0 && s[2] < 0 ? ISECT_BACK : ISECT_STRADDLING;
}

/* ---- Ball and capsule ------------------------------------------------------------------
 * Filter: t = s(c)^2 - r^2 (N . N), degree 4 (plane3) or 6 (plane3p); k = 4 + 4 + 1 + 1 = 10
 * for a plane3 (s, its square, the difference), 8 + 8 + 1 + 1 = 18 for a plane3p, bound
 * (k + 1) u m with m the permanent the filtered values carry. A ball is v = (c, r). */

ISECT_INLINE isect_fx ball_t(const isect_fx *N, isect_fx s, double r) {
    return fx_sub(fx_sq(s), fx_mul(fx_sq(fx_in(r)), fx_dot(N, N, 3)));
}

/* A plane3's ball in plain double: s = ((n0 c0 + n1 c1) + n2 c2) - o (k = 4, permanent ms),
 * t = s s - (r r)(n . n): s s has k = 9 and permanent ms ms, (r r)(n . n) k = 5 and is its
 * own permanent (all its terms are squares), t k = 10, bound 11 u (ms ms + r r n . n).
 * Underflow: each product may add 2^-1075 once; through the squares and the products that
 * follow, s s gains at most 2^-1071 (|s| + 1) and (r r)(n . n) 2^-1073 (r r + n . n + 1),
 * so 2^-1000 (1 + ms + n . n + r r) covers it (and s's own 3 2^-1075). An overflow or a
 * NaN makes the bound infinite or NaN: nothing certified. */
ISECT_INLINE int ball_filter3(const isect_plane_d *p, const double *v) {
    const double *n = p->n;
    double r = v[3];
    double s = n[0] * v[0] + n[1] * v[1] + n[2] * v[2] - p->o;
    double ms =
        fabs(n[0]) * fabs(v[0]) + fabs(n[1]) * fabs(v[1]) + fabs(n[2]) * fabs(v[2]) + fabs(p->o);
    double nn = n[0] * n[0] + n[1] * n[1] + n[2] * n[2], rr = r * r, q = rr * nn;
    double t = s * s - q, under = 0x1p-1000 * (1 + ms + nn + rr);
    double bt = 11 * 0x1p-53 * (ms * ms + q) + under, bs = 5 * 0x1p-53 * ms + 0x1p-1000;
    bool apart = (t > bt) & (fabs(s) > bs);
    return decided(t < -bt, apart & (s > 0), apart & (s < 0));
}

ISECT_INLINE int ball_filter(const isect_plane_d *p, const double *v) {
    double in[13];
    if (isect_plane_fx_tiny(in, inputs_with(p, v, 4, in), p->three ? 6 : 4))
        return UNDECIDED;
    isect_fx N[3];
    isect_fx_plane_normal(p, N);
    isect_fx s = isect_fx_plane_at(p, N, v);
    int t = fx_sure_sign(ball_t(N, s, v[3])), side = fx_sure_sign(s);
    return decided(t < 0, (t > 0) & (side > 0), (t > 0) & (side < 0));
}

/* The ball's side when its sign b (isect_exact_plane_ball) is known. */
static isect_side ball_side_given(const isect_plane_d *p, const double *c, int b) {
    if (b == ISECT_SIGN_UNKNOWN)
        return ISECT_SIDE_INVALID;
    return b <= 0 ? ISECT_STRADDLING : side_of_sign(isect_sign_plane_point(p, c));
}

ISECT_COLD static isect_side ball_slow(const isect_plane_d *p, const double *v) {
    isect_plane_d q = *p;
    double w[4] = {v[0], v[1], v[2], v[3]};
    int f = rescale(&q, w, 4) ? ball_filter(&q, w) : UNDECIDED;
    if (f != UNDECIDED)
        return (isect_side)f;
    return ball_side_given(p, v, isect_exact_plane_ball(p, v, v[3]));
}

/* A capsule v = (p0, p1, r): its end balls. Either meeting the plane, or the two on
 * opposite sides, meets; both strictly on one side puts the capsule there. */
/* A plane3's capsule in plain double: ball_filter3's two end balls with one n . n and
 * r r (the same bounds; 2^-1000 (1 + ms0 + ms1 + n . n + r r) covers both ends'
 * underflow). */
ISECT_INLINE int capsule_filter3(const isect_plane_d *p, const double *v) {
    const double *n = p->n, *a = v, *b = v + 3;
    double r = v[6], an[3] = {fabs(n[0]), fabs(n[1]), fabs(n[2])};
    double s0 = n[0] * a[0] + n[1] * a[1] + n[2] * a[2] - p->o;
    double s1 = n[0] * b[0] + n[1] * b[1] + n[2] * b[2] - p->o;
    double m0 = an[0] * fabs(a[0]) + an[1] * fabs(a[1]) + an[2] * fabs(a[2]) + fabs(p->o);
    double m1 = an[0] * fabs(b[0]) + an[1] * fabs(b[1]) + an[2] * fabs(b[2]) + fabs(p->o);
    double nn = n[0] * n[0] + n[1] * n[1] + n[2] * n[2], rr = r * r, q = rr * nn;
    double under = 0x1p-1000 * (1 + m0 + m1 + nn + rr);
    double t0 = s0 * s0 - q, b0 = 11 * 0x1p-53 * (m0 * m0 + q) + under;
    double t1 = s1 * s1 - q, b1 = 11 * 0x1p-53 * (m1 * m1 + q) + under;
    double c0 = 5 * 0x1p-53 * m0 + 0x1p-1000, c1 = 5 * 0x1p-53 * m1 + 0x1p-1000;
    int a0 = (s0 > c0) - (s0 < -c0), a1 = (s1 > c1) - (s1 < -c1);
    bool apart = (t0 > b0) & (t1 > b1) & (a0 == a1);
    return decided((t0 < -b0) | (t1 < -b1) | (a0 * a1 < 0), apart & (a0 > 0), apart & (a0 < 0));
}

ISECT_INLINE int capsule_filter(const isect_plane_d *p, const double *v) {
    double in[16];
    if (isect_plane_fx_tiny(in, inputs_with(p, v, 7, in), p->three ? 6 : 4))
        return UNDECIDED;
    isect_fx N[3];
    isect_fx_plane_normal(p, N);
    isect_fx s0 = isect_fx_plane_at(p, N, v), s1 = isect_fx_plane_at(p, N, v + 3);
    int t0 = fx_sure_sign(ball_t(N, s0, v[6])), t1 = fx_sure_sign(ball_t(N, s1, v[6]));
    int a = fx_sure_sign(s0), b = fx_sure_sign(s1);
    bool apart = (t0 > 0) & (t1 > 0) & (a == b);
    return decided((t0 < 0) | (t1 < 0) | (a * b < 0), apart & (a > 0), apart & (a < 0));
}

ISECT_COLD static isect_side capsule_slow(const isect_plane_d *p, const double *v) {
    isect_plane_d q = *p;
    double w[7];
    memcpy(w, v, sizeof w);
    int f = rescale(&q, w, 7) ? capsule_filter(&q, w) : UNDECIDED;
    if (f != UNDECIDED)
        return (isect_side)f;
    isect_side a = ball_side_given(p, v, isect_exact_plane_ball(p, v, v[6]));
    if (a == ISECT_STRADDLING || a == ISECT_SIDE_INVALID)
        return a;
    isect_side b = ball_side_given(p, v + 3, isect_exact_plane_ball(p, v + 3, v[6]));
    if (b == ISECT_SIDE_INVALID)
        return b;
    return a == b ? a : ISECT_STRADDLING;
}

/* ---- Axis-aligned box: the corners nearest and farthest along N -------------------------
 * Filter: the signs of N's components (exact for a plane3, k = 4 for a plane3p) and s at
 * the two corners (k = 4 or 8); degree <= 3. The box is v = (min, max). */

/* The corners by the signs sn[i] of N's components: lo the minimiser of s, hi the
 * maximiser (either corner where N_i == 0). */
static inline void aabb_corners(const double *v, const int *sn, double *lo, double *hi) {
    for (int i = 0; i < 3; i++) {
        lo[i] = sn[i] > 0 ? v[i] : v[3 + i];
        hi[i] = sn[i] > 0 ? v[3 + i] : v[i];
    }
}

ISECT_INLINE int aabb_filter(const isect_plane_d *p, const double *v) {
    double in[15];
    if (isect_plane_fx_tiny(in, inputs_with(p, v, 6, in), 4))
        return UNDECIDED;
    isect_fx N[3];
    isect_fx_plane_normal(p, N);
    int sn[3];
    bool sure = true;
    for (int i = 0; i < 3; i++) {
        sn[i] = p->three ? fx_sure_sign(N[i]) : (p->n[i] > 0) - (p->n[i] < 0);
        sure &= !p->three || sn[i] != 0;
    }
    if (!sure)
        return UNDECIDED;
    double lo[3], hi[3];
    aabb_corners(v, sn, lo, hi);
    int a = fx_sure_sign(isect_fx_plane_at(p, N, lo));
    int b = fx_sure_sign(isect_fx_plane_at(p, N, hi));
    return decided((a < 0) & (b > 0), a > 0, b < 0);
}

ISECT_COLD static isect_side aabb_slow(const isect_plane_d *p, const double *v) {
    isect_plane_d q = *p;
    double w[6];
    memcpy(w, v, sizeof w);
    int f = rescale(&q, w, 6) ? aabb_filter(&q, w) : UNDECIDED;
    if (f != UNDECIDED)
        return (isect_side)f;
    int sn[3];
    double lo[3], hi[3];
    for (int i = 0; i < 3; i++)
        sn[i] = isect_sign_plane_normal(p, i);
    aabb_corners(v, sn, lo, hi);
    int a = isect_sign_plane_point(p, lo), b = isect_sign_plane_point(p, hi);
    if (a == ISECT_SIGN_UNKNOWN || b == ISECT_SIGN_UNKNOWN)
        return ISECT_SIDE_INVALID;
    return a > 0 ? ISECT_FRONT : b < 0 ? ISECT_BACK : ISECT_STRADDLING;
}

/* A plane3's box in plain double: s at the two corners, ((n0 x0 + n1 x1) + n2 x2) - o with
 * k = 4, bound 5 u m (exact/filter.h) with one permanent m for both corners, computed from
 * |min_i| + |max_i| >= each corner's |x_i| in the same order (rounding is monotone, so
 * it bounds either corner's computed permanent). Each of the three products can underflow
 * once (2^-1075 each) and nothing else can: 2^-1000 covers it. An overflow makes m
 * infinite and nothing is certified (a NaN fails every comparison). */
ISECT_INLINE int aabb_filter3(const isect_plane_d *p, const double *v) {
    /* scalars, not arrays: a small array built here was stored and reloaded wider */
    double n0 = p->n[0], n1 = p->n[1], n2 = p->n[2];
    double l0 = n0 > 0 ? v[0] : v[3], h0 = n0 > 0 ? v[3] : v[0];
    double l1 = n1 > 0 ? v[1] : v[4], h1 = n1 > 0 ? v[4] : v[1];
    double l2 = n2 > 0 ? v[2] : v[5], h2 = n2 > 0 ? v[5] : v[2];
    double a = n0 * l0 + n1 * l1 + n2 * l2 - p->o;
    double b = n0 * h0 + n1 * h1 + n2 * h2 - p->o;
    /* |min_i| + |max_i|: a NaN stays NaN */
    double m = fabs(n0) * (fabs(v[0]) + fabs(v[3])) + fabs(n1) * (fabs(v[1]) + fabs(v[4])) +
               fabs(n2) * (fabs(v[2]) + fabs(v[5])) + fabs(p->o);
    double bound = 5 * 0x1p-53 * m + 0x1p-1000;
    return decided((a < -bound) & (b > bound), a > bound, b < -bound);
}

/* ---- Oriented box ------------------------------------------------------------------------
 * The quick filter decides from the axes as if they were orthonormal, with the error that
 * costs bounded by the validity tolerance; the full sign (plane_solid_sign.c: the exact
 * frame, then exact arithmetic) decides the rest.
 *
 * The box reaches the plane iff S* = |s(c)| - R <= 0, R = sum_i h_i |y_i|, y = M^-T N (M
 * the matrix of rows a_i; y_i = N . e_i / D). Valid axes have E = I - M M^T with every
 * |E_ij| <= tau + 4e-16 (tau = ISECT_AXIS_TOLERANCE: the check computes the dot products
 * in double), so ||E||_inf <= 3.0001 tau and, since M^-T = (I - E)^-1 M,
 *     |y - M N|_inf <= ||E|| / (1 - ||E||) |M N|_inf <= 3.0011e-4 alpha |N|_1
 * with alpha = max |a_ij| <= sqrt(1 + tau + 4e-16) <= 1.00005. So, for a computed N~ with
 * |N~ - N|_1 <= En and s~ with |s~ - s(c)| <= Es, the computed S~ = |s~| - R~ (R~ the
 * rounded sum_i h_i |a_i . N~|, H = sum h_i) satisfies
 *     |S* - S~| <= Es + (3.0013e-4 + 8 u) H |N~|_1 + 1.00035 H En + u (|s~| + R~)
 * (the three parts of R: the frame, the error in N~ through |a_i . dN| <= alpha En, the
 * rounding of R~; the last term is the rounding of the difference), and the bound below
 * exceeds that with room for its own rounding: 2^-11 > 4.8e-4, 1.002 > 1.00035,
 * 2^-52 = 2 u. Es and En are filter.h's (k + 1) u m for s (k = 4 or 8) and for the
 * components of N (k = 4), with one unit more for the rounding of the sums. Underflow: for
 * a plane3, each product of two inputs may add 2^-1075 once: s gains 3 2^-1075, R~ at most
 * 2^-1072 (1 + H) (a_i . N's three products, then times h_i, which may underflow once
 * more), and the bound's products lose no more (H n1 first, then the power of two), so
 * 2^-1000 (1 + H) covers them; a plane3p's inputs are checked instead (degree 6:
 * isect_plane_fx_tiny). Overflow: the bound must stay below 2^960,
 * which keeps every value computed here finite (a NaN fails the test too). The constants
 * assume ISECT_AXIS_TOLERANCE <= 1e-4 (types.h). */

ISECT_INLINE int obb_quick(const isect_plane_d *p, const obb_d *b, bool three) {
    if (three) {
        double in[24];
        int k = isect_plane_d_inputs(p, in);
        for (int i = 0; i < 3; i++) {
            in[k++] = b->center[i];
            in[k++] = b->h[i];
            for (int j = 0; j < 3; j++)
                in[k++] = b->a[i][j];
        }
        if (isect_plane_fx_tiny(in, k, 6))
            return UNDECIDED;
    }
    const double u = 0x1p-53;
    double N[3], s, Es, En;
    if (three) {
        double e[3], f[3], w[3], m[3];
        for (int i = 0; i < 3; i++) {
            e[i] = p->b[i] - p->a[i];
            f[i] = p->c[i] - p->a[i];
            w[i] = b->center[i] - p->a[i];
        }
        for (int i = 0; i < 3; i++) {
            int j = (i + 1) % 3, l = (i + 2) % 3;
            N[i] = e[j] * f[l] - e[l] * f[j];
            m[i] = fabs(e[j] * f[l]) + fabs(e[l] * f[j]);
        }
        s = N[0] * w[0] + N[1] * w[1] + N[2] * w[2];
        Es = 10 * u * (m[0] * fabs(w[0]) + m[1] * fabs(w[1]) + m[2] * fabs(w[2]));
        En = 6 * u * (m[0] + m[1] + m[2]);
    } else {
        const double *c = b->center;
        for (int i = 0; i < 3; i++)
            N[i] = p->n[i];
        s = N[0] * c[0] + N[1] * c[1] + N[2] * c[2] - p->o;
        Es = 6 * u *
             (fabs(N[0]) * fabs(c[0]) + fabs(N[1]) * fabs(c[1]) + fabs(N[2]) * fabs(c[2]) +
              fabs(p->o));
        En = 0;
    }
    double R = 0, H = 0;
    for (int i = 0; i < 3; i++) {
        R += b->h[i] * fabs(b->a[i][0] * N[0] + b->a[i][1] * N[1] + b->a[i][2] * N[2]);
        H += b->h[i];
    }
    double n1 = fabs(N[0]) + fabs(N[1]) + fabs(N[2]), as = fabs(s), S = as - R;
    double under = three ? 0 : 0x1p-1000 * (1 + H);
    double delta = Es + 0x1p-11 * (H * n1) + 1.002 * H * En + 0x1p-52 * (as + R) + under;
    if (!(delta <= 0x1p960))
        return UNDECIDED;
    return decided(S < -delta, (S > delta) & (s > 0), (S > delta) & (s < 0));
}

/* The full sign on the box: straddling, or the side of its centre. */
static isect_side obb_full(const isect_plane_d *p, const obb_d *b) {
    int s = isect_sign_plane_obb(p, b);
    if (s == ISECT_SIGN_UNKNOWN)
        return ISECT_SIDE_INVALID;
    return s <= 0 ? ISECT_STRADDLING : side_of_sign(isect_sign_plane_point(p, b->center));
}

ISECT_COLD static isect_side obb_slow(const isect_plane_d *p, const obb_d *b) {
    isect_plane_d q = *p;
    obb_d c = *b;
    double w[6];
    for (int i = 0; i < 3; i++) {
        w[i] = b->center[i];
        w[3 + i] = b->h[i];
    }
    if (rescale(&q, w, 6)) {
        for (int i = 0; i < 3; i++) {
            c.center[i] = w[i];
            c.h[i] = w[3 + i];
        }
        int f = obb_quick(&q, &c, q.three);
        return f != UNDECIDED ? (isect_side)f : obb_full(&q, &c);
    }
    return obb_full(p, b);
}

/* The box in double, and whether it is valid (box_sign.h's check on its centre, the
 * computation of isect_valid_obb3). */
ISECT_INLINE bool load_obb(const isect_obb3 *box, obb_d *b) {
    if (!box)
        return false;
    *b = obb_from3(box);
    return obb_point_valid(3, b->center, b);
}

/* ---- Cone: the apex and the base disc ------------------------------------------------------
 * Filter: s(A), s(B) (k = 4 or 8) and t = s(B)^2 (d . d) - r^2 |N x d|^2, degree 6
 * (plane3) or 8 (plane3p): for a plane3p s(B)^2 has k = 17, d . d 5, their product 23, N x d
 * k = 4 + 1 + 1 + 1 = 7, its square's sum 17, times r^2 19, t 24. The cone is
 * v = (apex, base, r), apex != base. */

ISECT_INLINE int cone_filter(const isect_plane_d *p, const double *v) {
    double in[16];
    if (isect_plane_fx_tiny(in, inputs_with(p, v, 7, in), p->three ? 8 : 6))
        return UNDECIDED;
    isect_fx N[3], d[3], nd[3];
    isect_fx_plane_normal(p, N);
    isect_fx sa = isect_fx_plane_at(p, N, v), sb = isect_fx_plane_at(p, N, v + 3);
    for (int i = 0; i < 3; i++)
        d[i] = fx_diff(v[3 + i], v[i]);
    fx_cross(N, d, nd);
    isect_fx t =
        fx_sub(fx_mul(fx_sq(sb), fx_dot(d, d, 3)), fx_mul(fx_sq(fx_in(v[6])), fx_dot(nd, nd, 3)));
    int a = fx_sure_sign(sa), b = fx_sure_sign(sb), ts = fx_sure_sign(t);
    bool apart = (ts > 0) & (a == b);
    return decided((ts < 0) | (a * b < 0), apart & (a > 0), apart & (a < 0));
}

ISECT_COLD static isect_side cone_slow(const isect_plane_d *p, const double *v) {
    isect_plane_d q = *p;
    double w[7];
    memcpy(w, v, sizeof w);
    int f = rescale(&q, w, 7) ? cone_filter(&q, w) : UNDECIDED;
    if (f != UNDECIDED)
        return (isect_side)f;
    int a = isect_sign_plane_point(p, v), b = isect_sign_plane_point(p, v + 3);
    if (a == ISECT_SIGN_UNKNOWN || b == ISECT_SIGN_UNKNOWN)
        return ISECT_SIDE_INVALID;
    if (a != b || a == 0)
        return ISECT_STRADDLING; /* the apex or the base centre on the plane, or apart */
    int t = isect_exact_plane_disc(p, v, v + 3, v[6]);
    if (t == ISECT_SIGN_UNKNOWN)
        return ISECT_SIDE_INVALID;
    return t <= 0 ? ISECT_STRADDLING : side_of_sign(a);
}

/* ---- Public functions ----------------------------------------------------------------------
 * Each solid's body takes the plane as read (false for NULL): the filter on the inputs as
 * given (see read_plane3 for why that needs no validity check but the solid's), then the
 * validity checks and the slow path. The test and the classify of each pair inline it. */

/* The filter of the form three (a constant in every caller: the compiler then keeps only
 * one of the two). */
#define FILTER(three, p, v, name) ((three) ? name##_filter(p, v) : name##_filter3(p, v))

/* A solid's values in double. The slow paths read the solid again from its public struct:
 * the fast path's values never have their address taken, so they stay in registers (a
 * store followed by a wider load of the same bytes, which the compiler otherwise made of
 * them, stalls the pipeline). */
typedef struct solid_values {
    double v[9];
} solid_values;

static solid_values sphere_values(const isect_sphere3 *sphere) {
    solid_values s = {{0}};
    dv_from3(s.v, sphere->center);
    s.v[3] = sphere->radius;
    return s;
}

static solid_values aabb_values(const isect_aabb3 *box) {
    solid_values s = {{0}};
    dv_from3(s.v, box->min);
    dv_from3(s.v + 3, box->max);
    return s;
}

static solid_values capsule_values(const isect_capsule3 *capsule) {
    solid_values s = {{0}};
    dv_from3(s.v, capsule->p0);
    dv_from3(s.v + 3, capsule->p1);
    s.v[6] = capsule->radius;
    return s;
}

static solid_values cone_values(const isect_cone3 *cone) {
    solid_values s = {{0}};
    dv_from3(s.v, cone->apex);
    dv_from3(s.v + 3, cone->base);
    s.v[6] = cone->radius;
    return s;
}

static solid_values tri_values(const isect_tri3 *tri) {
    solid_values s;
    for (int i = 0; i < 3; i++)
        dv_from3(s.v + 3 * i, tri->v[i]);
    return s;
}

ISECT_COLD static isect_side ball_rest(const isect_plane_d *p, const isect_sphere3 *sphere) {
    solid_values s = sphere_values(sphere);
    return plane_valid(p) ? ball_slow(p, s.v) : ISECT_SIDE_INVALID;
}

ISECT_COLD static isect_side aabb_rest(const isect_plane_d *p, const isect_aabb3 *box) {
    solid_values s = aabb_values(box);
    return plane_valid(p) ? aabb_slow(p, s.v) : ISECT_SIDE_INVALID;
}

ISECT_COLD static isect_side obb_rest(const isect_plane_d *p, const isect_obb3 *box) {
    obb_d b = obb_from3(box);
    return plane_valid(p) ? obb_slow(p, &b) : ISECT_SIDE_INVALID;
}

ISECT_COLD static isect_side capsule_rest(const isect_plane_d *p, const isect_capsule3 *capsule) {
    solid_values s = capsule_values(capsule);
    return plane_valid(p) ? capsule_slow(p, s.v) : ISECT_SIDE_INVALID;
}

/* A cone with apex == base is its apex; its filter never certifies one (d = 0 makes t 0). */
ISECT_COLD static isect_side cone_rest(const isect_plane_d *p, const isect_cone3 *cone) {
    solid_values s = cone_values(cone);
    const double *v = s.v;
    if (!plane_valid(p))
        return ISECT_SIDE_INVALID;
    if ((v[0] == v[3]) & (v[1] == v[4]) & (v[2] == v[5]))
        return side_of_sign(isect_sign_plane_point(p, v));
    return cone_slow(p, v);
}

ISECT_COLD static isect_side tri_rest(const isect_plane_d *p, const isect_tri3 *tri) {
    solid_values s = tri_values(tri);
    return plane_valid(p) ? tri_slow(p, s.v) : ISECT_SIDE_INVALID;
}

ISECT_INLINE isect_side sphere_on(const isect_sphere3 *sphere, const isect_plane_d *p, bool read,
                                  bool three) {
    if (!read || !isect_ok_sphere3(sphere))
        return ISECT_SIDE_INVALID;
    solid_values s = sphere_values(sphere);
    if (filterable(p, three)) {
        int f = FILTER(three, p, s.v, ball);
        if (f != UNDECIDED)
            return (isect_side)f;
    }
    return ball_rest(p, sphere);
}

ISECT_INLINE isect_side aabb_on(const isect_aabb3 *box, const isect_plane_d *p, bool read,
                                bool three) {
    if (!read || !isect_ok_aabb3(box))
        return ISECT_SIDE_INVALID;
    solid_values s = aabb_values(box);
    if (filterable(p, three)) {
        int f = FILTER(three, p, s.v, aabb);
        if (f != UNDECIDED)
            return (isect_side)f;
    }
    return aabb_rest(p, box);
}

ISECT_INLINE isect_side obb_on(const isect_obb3 *box, const isect_plane_d *p, bool read,
                               bool three) {
    obb_d b;
    if (!read || !load_obb(box, &b))
        return ISECT_SIDE_INVALID;
    if (filterable(p, three)) {
        int f = obb_quick(p, &b, three);
        if (f != UNDECIDED)
            return (isect_side)f;
    }
    return obb_rest(p, box);
}

ISECT_INLINE isect_side capsule_on(const isect_capsule3 *capsule, const isect_plane_d *p, bool read,
                                   bool three) {
    if (!read || !isect_ok_capsule3(capsule))
        return ISECT_SIDE_INVALID;
    solid_values s = capsule_values(capsule);
    if (filterable(p, three)) {
        int f = FILTER(three, p, s.v, capsule);
        if (f != UNDECIDED)
            return (isect_side)f;
    }
    return capsule_rest(p, capsule);
}

ISECT_INLINE isect_side cone_on(const isect_cone3 *cone, const isect_plane_d *p, bool read,
                                bool three) {
    if (!read || !isect_ok_cone3(cone))
        return ISECT_SIDE_INVALID;
    solid_values s = cone_values(cone);
    if (filterable(p, three)) {
        int f = cone_filter(p, s.v);
        if (f != UNDECIDED)
            return (isect_side)f;
    }
    return cone_rest(p, cone);
}

ISECT_INLINE isect_side tri_on(const isect_tri3 *tri, const isect_plane_d *p, bool read,
                               bool three) {
    if (!read || !isect_ok_tri3(tri))
        return ISECT_SIDE_INVALID;
    solid_values s = tri_values(tri);
    if (filterable(p, three)) {
        int f = FILTER(three, p, s.v, tri);
        if (f != UNDECIDED)
            return (isect_side)f;
    }
    return tri_rest(p, tri);
}

isect_side isect_classify_sphere3_plane3(const isect_sphere3 *sphere, const isect_plane3 *plane) {
    isect_plane_d p;
    return sphere_on(sphere, &p, read_plane3(plane, &p), false);
}

bool isect_test_sphere3_plane3(const isect_sphere3 *sphere, const isect_plane3 *plane) {
    isect_plane_d p;
    return sphere_on(sphere, &p, read_plane3(plane, &p), false) == ISECT_STRADDLING;
}

isect_side isect_classify_sphere3_plane3p(const isect_sphere3 *sphere, const isect_plane3p *plane) {
    isect_plane_d p;
    return sphere_on(sphere, &p, read_plane3p(plane, &p), true);
}

bool isect_test_sphere3_plane3p(const isect_sphere3 *sphere, const isect_plane3p *plane) {
    isect_plane_d p;
    return sphere_on(sphere, &p, read_plane3p(plane, &p), true) == ISECT_STRADDLING;
}

isect_side isect_classify_aabb3_plane3(const isect_aabb3 *box, const isect_plane3 *plane) {
    isect_plane_d p;
    return aabb_on(box, &p, read_plane3(plane, &p), false);
}

bool isect_test_aabb3_plane3(const isect_aabb3 *box, const isect_plane3 *plane) {
    isect_plane_d p;
    return aabb_on(box, &p, read_plane3(plane, &p), false) == ISECT_STRADDLING;
}

isect_side isect_classify_aabb3_plane3p(const isect_aabb3 *box, const isect_plane3p *plane) {
    isect_plane_d p;
    return aabb_on(box, &p, read_plane3p(plane, &p), true);
}

bool isect_test_aabb3_plane3p(const isect_aabb3 *box, const isect_plane3p *plane) {
    isect_plane_d p;
    return aabb_on(box, &p, read_plane3p(plane, &p), true) == ISECT_STRADDLING;
}

isect_side isect_classify_obb3_plane3(const isect_obb3 *box, const isect_plane3 *plane) {
    isect_plane_d p;
    return obb_on(box, &p, read_plane3(plane, &p), false);
}

bool isect_test_obb3_plane3(const isect_obb3 *box, const isect_plane3 *plane) {
    isect_plane_d p;
    return obb_on(box, &p, read_plane3(plane, &p), false) == ISECT_STRADDLING;
}

isect_side isect_classify_obb3_plane3p(const isect_obb3 *box, const isect_plane3p *plane) {
    isect_plane_d p;
    return obb_on(box, &p, read_plane3p(plane, &p), true);
}

bool isect_test_obb3_plane3p(const isect_obb3 *box, const isect_plane3p *plane) {
    isect_plane_d p;
    return obb_on(box, &p, read_plane3p(plane, &p), true) == ISECT_STRADDLING;
}

isect_side isect_classify_capsule3_plane3(const isect_capsule3 *capsule,
                                          const isect_plane3 *plane) {
    isect_plane_d p;
    return capsule_on(capsule, &p, read_plane3(plane, &p), false);
}

bool isect_test_capsule3_plane3(const isect_capsule3 *capsule, const isect_plane3 *plane) {
    isect_plane_d p;
    return capsule_on(capsule, &p, read_plane3(plane, &p), false) == ISECT_STRADDLING;
}

isect_side isect_classify_capsule3_plane3p(const isect_capsule3 *capsule,
                                           const isect_plane3p *plane) {
    isect_plane_d p;
    return capsule_on(capsule, &p, read_plane3p(plane, &p), true);
}

bool isect_test_capsule3_plane3p(const isect_capsule3 *capsule, const isect_plane3p *plane) {
    isect_plane_d p;
    return capsule_on(capsule, &p, read_plane3p(plane, &p), true) == ISECT_STRADDLING;
}

isect_side isect_classify_cone3_plane3(const isect_cone3 *cone, const isect_plane3 *plane) {
    isect_plane_d p;
    return cone_on(cone, &p, read_plane3(plane, &p), false);
}

bool isect_test_cone3_plane3(const isect_cone3 *cone, const isect_plane3 *plane) {
    isect_plane_d p;
    return cone_on(cone, &p, read_plane3(plane, &p), false) == ISECT_STRADDLING;
}

isect_side isect_classify_cone3_plane3p(const isect_cone3 *cone, const isect_plane3p *plane) {
    isect_plane_d p;
    return cone_on(cone, &p, read_plane3p(plane, &p), true);
}

bool isect_test_cone3_plane3p(const isect_cone3 *cone, const isect_plane3p *plane) {
    isect_plane_d p;
    return cone_on(cone, &p, read_plane3p(plane, &p), true) == ISECT_STRADDLING;
}

isect_side isect_classify_tri3_plane3(const isect_tri3 *tri, const isect_plane3 *plane) {
    isect_plane_d p;
    return tri_on(tri, &p, read_plane3(plane, &p), false);
}

bool isect_test_tri3_plane3(const isect_tri3 *tri, const isect_plane3 *plane) {
    isect_plane_d p;
    return tri_on(tri, &p, read_plane3(plane, &p), false) == ISECT_STRADDLING;
}

isect_side isect_classify_tri3_plane3p(const isect_tri3 *tri, const isect_plane3p *plane) {
    isect_plane_d p;
    return tri_on(tri, &p, read_plane3p(plane, &p), true);
}

bool isect_test_tri3_plane3p(const isect_tri3 *tri, const isect_plane3p *plane) {
    isect_plane_d p;
    return tri_on(tri, &p, read_plane3p(plane, &p), true) == ISECT_STRADDLING;
}
