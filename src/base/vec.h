/* Private vector maths on double, shared by every query.
 *
 * isect computes in double in both builds: public isect_real values are widened on the
 * way in (exactly: every float is a double) and narrowed on the way out. Vectors are
 * plain arrays double[3]; 2D code uses the first two entries and dim == 2. */
#ifndef ISECT_BASE_VEC_H
#define ISECT_BASE_VEC_H

#include <float.h>
#include <limits.h>
#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "isect/result.h"
#include "isect/types.h"

/* The largest finite isect_real. */
#if ISECT_USE_DOUBLE
#define DV_REAL_MAX DBL_MAX
#else
#define DV_REAL_MAX FLT_MAX
#endif

/* The smallest positive isect_real, and the largest below 1: where a parameter or value
 * known to lie strictly inside (0, 1), or to be non-zero, must stay so after rounding. */
/* The double below 1: a parameter strictly inside (0, 1) for the internal (double)
 * constructions; DV_REAL_BELOW_ONE is isect_real's, for the converted results. */
#define DV_BELOW_ONE (1 - DBL_EPSILON / 2)

#if ISECT_USE_DOUBLE
#define DV_REAL_TRUE_MIN DBL_TRUE_MIN
#define DV_REAL_BELOW_ONE (1 - DBL_EPSILON / 2)
#else
#define DV_REAL_TRUE_MIN FLT_TRUE_MIN
#define DV_REAL_BELOW_ONE (1 - FLT_EPSILON / 2)
#endif

static inline void dv_from2(double out[3], isect_vec2 v) {
    out[0] = v.x;
    out[1] = v.y;
    out[2] = 0;
}

static inline void dv_from3(double out[3], isect_vec3 v) {
    out[0] = v.x;
    out[1] = v.y;
    out[2] = v.z;
}

/* Narrow a double to isect_real; values beyond its range saturate instead of becoming
 * infinite (only reachable in the float build). */
static inline isect_real dv_real(double x) {
#if ISECT_USE_DOUBLE
    return x;
#else
    if (x > FLT_MAX)
        return FLT_MAX;
    if (x < -FLT_MAX)
        return -FLT_MAX;
    return (float)x;
#endif
}

/* x narrowed to isect_real for a result (the one rule of ISECT_SATURATED, result.h): a
 * value beyond the range of isect_real -- an infinity included, which only a computation
 * that overflowed can give -- becomes the largest finite isect_real of its sign and sets
 * ISECT_SATURATED in *flags. (A NaN is passed through: no path may produce one, and the
 * tests and fuzzers look for it.) */
static inline isect_real dv_out(double x, unsigned *flags) {
    if (!(fabs(x) > DV_REAL_MAX))
        return (isect_real)x;
    *flags |= ISECT_SATURATED;
    return x > 0 ? DV_REAL_MAX : -DV_REAL_MAX;
}

/* dv_out for a value the caller has proven finite and within the double range (a fast
 * path's values): in the double build there is nothing to saturate, so no test; in the
 * float build the value may still exceed float's range and is converted by dv_out. */
static inline isect_real dv_out_finite(double x, unsigned *flags) {
#if ISECT_USE_DOUBLE
    (void)flags;
    return x;
#else
    return dv_out(x, flags);
#endif
}

/* A squared distance for a result: 0 exactly when the shapes meet (decided exactly by the
 * caller), else positive: a distance whose square lies below isect_real's range (or was
 * lost to underflow on the way) is reported as the smallest subnormal, rounded up, as the
 * plane queries do. So dist_sq == 0 tells "they meet" in every closest query. */
static inline isect_real dv_out_dist_sq(double d2, bool meet, unsigned *flags) {
    if (meet)
        return 0;
    isect_real r = dv_out(d2, flags);
    return r > 0 ? r : DV_REAL_TRUE_MIN;
}

static inline isect_vec2 dv_out2(const double v[3], unsigned *flags) {
    return (isect_vec2){dv_out(v[0], flags), dv_out(v[1], flags)};
}

static inline isect_vec3 dv_out3(const double v[3], unsigned *flags) {
    return (isect_vec3){dv_out(v[0], flags), dv_out(v[1], flags), dv_out(v[2], flags)};
}

static inline isect_vec2 dv_to2(const double v[3]) {
    return (isect_vec2){dv_real(v[0]), dv_real(v[1])};
}

static inline isect_vec3 dv_to3(const double v[3]) {
    return (isect_vec3){dv_real(v[0]), dv_real(v[1]), dv_real(v[2])};
}

static inline double dv_dot(int dim, const double *a, const double *b) {
    double s = a[0] * b[0];
    for (int i = 1; i < dim; i++)
        s += a[i] * b[i];
    return s;
}

static inline double dv_max_abs(int dim, const double *a) {
    double m = fabs(a[0]);
    for (int i = 1; i < dim; i++)
        m = fabs(a[i]) > m ? fabs(a[i]) : m; /* fmax would be a library call */
    return m;
}

/* True when every coordinate is finite (x - x is 0 for finite x, NaN otherwise). */
static inline bool dv_finite_v2(isect_vec2 v) {
    return ((double)v.x - v.x) + ((double)v.y - v.y) == 0;
}

static inline bool dv_finite_v3(isect_vec3 v) {
    return ((double)v.x - v.x) + ((double)v.y - v.y) + ((double)v.z - v.z) == 0;
}

/* True when a[0..dim-1] and b[0..dim-1] are all finite: x - x is 0 for finite x and NaN
 * for an infinity or a NaN, and one NaN makes the whole sum NaN. Branch-free. */
static inline bool dv_finite2(const double *a, const double *b, int dim) {
    double s = 0;
    for (int i = 0; i < dim; i++)
        s += (a[i] - a[i]) + (b[i] - b[i]);
    return s == 0;
}

/* out = a / |a| computed without overflow or underflow; zero stays zero. When |a|^2 is
 * an ordinary number, one square root and one division; otherwise a is first divided by
 * its largest magnitude. */
static inline void dv_normalize(int dim, const double *a, double *out) {
    double len2 = dv_dot(dim, a, a);
    if (len2 >= 0x1p-900 && len2 <= 0x1p900) {
        double inv = 1 / sqrt(len2);
        for (int i = 0; i < dim; i++)
            out[i] = a[i] * inv;
        return;
    }
    double m = dv_max_abs(dim, a);
    if (m == 0 || !isfinite(m)) {
        for (int i = 0; i < dim; i++)
            out[i] = 0;
        return;
    }
    double s[3] = {0, 0, 0};
    for (int i = 0; i < dim; i++)
        s[i] = a[i] / m;
    double len = sqrt(dv_dot(dim, s, s));
    for (int i = 0; i < dim; i++)
        out[i] = s[i] / len;
}

/* x clamped to [lo, hi] (a NaN x stays NaN). */
static inline double dv_clamp(double x, double lo, double hi) {
    return x < lo ? lo : (x > hi ? hi : x);
}

/* The point a + t (b - a), exact at both ends: t == 0 gives a, t == 1 gives b. */
static inline double dv_lerp1(double a, double b, double t) {
    double d = b - a;
    if (!isfinite(d)) /* b - a overflowed: both ends are huge, so this loses nothing */
        return (1 - t) * a + t * b;
    /* both forms, then a select: t is often random data, a branch on it mispredicts */
    double from_a = a + t * d, from_b = b - (1 - t) * d;
    return t < 0.5 ? from_a : from_b;
}

/* a + t b for one coordinate, never 0 * inf, and without the intermediate overflow of
 * t b when the sum itself is in range (a and t b huge and of opposite signs): then the
 * halves are added, which loses nothing at such magnitudes. */
static inline double dv_axpy1(double a, double t, double b) {
    if (b == 0)
        return a;
    double x = a + t * b;
    if (isfinite(x) || !isfinite(t))
        return x;
    return 2 * (0.5 * a + t * (0.5 * b));
}

/* origin + t dir in 3D, coordinate by coordinate (dv_axpy1: never 0 * inf). */
static inline void dv_along3(const double *origin, const double *dir, double t, double *out) {
    for (int i = 0; i < 3; i++)
        out[i] = dv_axpy1(origin[i], t, dir[i]);
}

/* The cross product u x v, rounded component by component. */
static inline void dv_cross3(const double *u, const double *v, double *out) {
    out[0] = u[1] * v[2] - u[2] * v[1];
    out[1] = u[2] * v[0] - u[0] * v[2];
    out[2] = u[0] * v[1] - u[1] * v[0];
}

/* x * 2^e, like ldexp but a single multiplication when 2^e is a normal double. */
static inline double dv_scale(double x, int e) {
    if (e < -1022 || e > 1023)
        return ldexp(x, e);
    uint64_t bits = (uint64_t)(e + 1023) << 52;
    double p;
    memcpy(&p, &bits, sizeof p);
    return x * p;
}

/* c + x 2^e without the intermediate overflow of x 2^e when the sum is in range (c and
 * x 2^e huge and of opposite signs): then the halves are added, losing nothing at such
 * magnitudes. */
static inline double dv_add_scaled(double c, double x, int e) {
    double y = c + dv_scale(x, e);
    if (isfinite(y))
        return y;
    return 2 * (0.5 * c + dv_scale(x, e - 1));
}

/* frexp(x, k): x = f 2^k with |f| in [0.5, 1), without the call into libm when x is
 * normal (the common case); zero, subnormal and non-finite x go through frexp. */
static inline double dv_frexp(double x, int *k) {
    uint64_t bits;
    memcpy(&bits, &x, sizeof bits);
    int biased = (int)(bits >> 52 & 0x7ff);
    if (biased == 0 || biased == 0x7ff)
        return frexp(x, k);
    *k = biased - 1022;
    bits = (bits & ~((uint64_t)0x7ff << 52)) | ((uint64_t)0x3fe << 52);
    memcpy(&x, &bits, sizeof x);
    return x;
}

/* |x0| and |x1| for x0 = m0 2^e0 and x1 = m1 2^e1 (exact values rounded with a separate
 * exponent, sign/plane_sign.h) on one common power of two, the larger in [0.5, 1), so
 * that their ratios and weighted means neither overflow nor lose the smaller to a
 * premature underflow (it is rounded once, where it is 2^-1074 below the larger). */
static inline void dv_share_exp_pair(double m0, int e0, double m1, int e1, double *w) {
    int k0, k1;
    m0 = fabs(dv_frexp(m0, &k0));
    m1 = fabs(dv_frexp(m1, &k1));
    if (m0 == 0)
        k0 = INT_MIN / 4, e0 = 0;
    if (m1 == 0)
        k1 = INT_MIN / 4, e1 = 0;
    int top = e0 + k0 > e1 + k1 ? e0 + k0 : e1 + k1;
    w[0] = m0 == 0 ? 0 : dv_scale(m0, e0 + k0 - top);
    w[1] = m1 == 0 ? 0 : dv_scale(m1, e1 + k1 - top);
}

/* |x0| / (|x0| + |x1|) for x0 and x1 as above; 0.5 when both are 0. Three roundings. */
static inline double dv_share_exp(double m0, int e0, double m1, int e1) {
    double w[2];
    dv_share_exp_pair(m0, e0, m1, e1, w);
    return w[0] + w[1] > 0 ? w[0] / (w[0] + w[1]) : 0.5;
}

/* The point (w1 p + w0 q) / (w0 + w1) of the segment p q for weights w0, w1 >= 0 (not
 * both 0; dv_share_exp_pair's, at most 1): a convex combination, exact where the weighted
 * sums are (a crossing of an axis-aligned plane at a representable point) and where
 * p_i == q_i, within a few units of max(|p_i|, |q_i|) otherwise (near the subnormal range
 * computed 2^600 higher, then rounded there once); where the sum overflows (coordinates
 * near the largest double) the lerp instead. */
static inline void dv_weighted3(const double *p, const double *q, const double *w, double *out) {
    double s = w[0] + w[1], inv = 1 / s;
    for (int i = 0; i < 3; i++) {
        /* near the subnormal range the products would round to its grid: scaled up first,
         * so that only the last step rounds there */
        bool tiny = fabs(p[i]) < 0x1p-900 && fabs(q[i]) < 0x1p-900;
        double a = tiny ? p[i] * 0x1p600 : p[i], b = tiny ? q[i] * 0x1p600 : q[i];
        double x = (w[1] * a + w[0] * b) * inv;
        x = isfinite(x) ? x : dv_lerp1(a, b, w[0] / s);
        x = tiny ? dv_scale(x, -600) : x;
        out[i] = p[i] == q[i] ? p[i] : x; /* a coordinate the segment keeps: exactly */
    }
}

/* The power-of-two exponent s for which v[i] * 2^s lies in [-1, 1) for every i, with
 * the largest in [0.5, 1); 0 when every v[i] is zero. Scaling by it is exact except for
 * values so much smaller than the largest that they become subnormal. */
static inline int dv_unit_exp(int n, const double *v) {
    double m = dv_max_abs(n, v);
    uint64_t bits;
    memcpy(&bits, &m, sizeof bits);
    int biased = (int)(bits >> 52); /* m >= 0: no sign bit */
    if (biased != 0)
        return 1022 - biased; /* m = 1.f * 2^(biased - 1023) = 0.1f * 2^(biased - 1022) */
    int e = 0;
    if (m != 0)
        frexp(m, &e); /* subnormal */
    return -e;
}

/* The exponent e, as small in magnitude as possible, that brings the largest magnitude
 * of v[0..n-1] into the window [2^-w, 2^w] with w = 1000 / deg: there, differences of
 * two values and products of deg of them neither overflow nor underflow to below
 * 2^-1000. 0 when it is already there or every v[i] is zero, so ordinary input is not
 * touched at all; scaling positions by the least power of two possible keeps their
 * smallest bits (which may carry the geometry, e.g. a sliver) wherever it can. */
static inline int dv_window_exp(int n, const double *v, int deg) {
    double m = dv_max_abs(n, v);
    int w = 1000 / deg;
    if (m == 0 || (m >= dv_scale(1, -w) && m <= dv_scale(1, w))) /* no call into libm */
        return 0;
    int top = ilogb(m); /* m in [2^top, 2^(top+1)) */
    return top > 0 ? w - 1 - top : -w - top;
}

/* Scales v[0..n-1] in place by 2^e, e = dv_unit_exp(n, v) (the largest in [0.5, 1)),
 * and returns e: v_given = v_scaled 2^-e. */
static inline int dv_unit_scale(int n, double *v) {
    int e = dv_unit_exp(n, v);
    for (int i = 0; i < n; i++)
        v[i] = dv_scale(v[i], e);
    return e;
}

/* out = (x - y) 2^e for n coordinates, returning e, with the largest |out[i]| in
 * [0.5, 1) (e = 0 and out zero when x == y): nothing overflows or underflows for any
 * finite x and y. Each difference is rounded once and scaled exactly, except that a
 * difference that overflows makes every coordinate halved first (exact at that
 * magnitude but for bits 2^-1074 of the largest) and a coordinate more than 2^1022 times
 * smaller than the largest loses bits to the subnormal range. */
static inline int dv_diff_exp(int n, const double *x, const double *y, double *out) {
    bool finite = true;
    for (int i = 0; i < n; i++) {
        out[i] = x[i] - y[i];
        finite &= out[i] - out[i] == 0;
    }
    int half = 0;
    if (!finite) {
        for (int i = 0; i < n; i++)
            out[i] = 0.5 * x[i] - 0.5 * y[i];
        half = 1;
    }
    return dv_unit_scale(n, out) - half;
}

/* The result of a find query on invalid input: a miss flagged ISECT_INVALID. */
static inline isect_find_result3 dv_find_invalid3(void) {
    isect_find_result3 r = {0};
    r.flags = ISECT_INVALID;
    return r;
}

/* The unit normal of the 2D line through u and w facing against a direction d: perp(e) =
 * (-e_y, e_x) for e = w - u (scaled by a power of two: no overflow), turned so that
 * perp(e) . d = e x d = -(d x e) < 0, given dxe = sign(d x e) != 0 (decided exactly by the
 * caller). Never a -0 component. Shared by the lines against a segment and a polygon. */
static inline void dv_facing_normal2(const double *u, const double *w, int dxe, double *out) {
    double e[3], n[3];
    (void)dv_diff_exp(3, w, u, e);
    n[0] = dxe > 0 ? 0 - e[1] : e[1]; /* 0 - x: never a -0 */
    n[1] = dxe > 0 ? e[0] : 0 - e[0];
    n[2] = 0;
    dv_normalize(2, n, out);
}

#endif
