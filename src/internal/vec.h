/* Private vector maths on double, shared by every query.
 *
 * isect computes in double in both builds: public isect_real values are widened on the
 * way in (exactly: every float is a double) and narrowed on the way out. Vectors are
 * plain arrays double[3]; 2D code uses the first two entries and dim == 2. */
#ifndef ISECT_INTERNAL_VEC_H
#define ISECT_INTERNAL_VEC_H

#include <float.h>
#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "isect/types.h"

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
    return t < 0.5 ? a + t * d : b - (1 - t) * d;
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

#endif
