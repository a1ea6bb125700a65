/* The floating-point filter: evaluate a polynomial once in double together with a
 * rigorous bound on its rounding error, and trust the sign when it exceeds the bound.
 *
 * Each value carries three things: v, the computed value; m, the computed value of the
 * same expression with every leaf replaced by its absolute value and every subtraction
 * by an addition (the "permanent"); and k, the largest number of roundings on any path
 * from a leaf to this node. Leaves are either inputs (exact, k = 0) or differences of
 * two inputs computed once (k = 1, relative error <= u = 2^-53).
 *
 * Bound (Higham, "Accuracy and Stability of Numerical Algorithms", 2nd ed., lemma 3.1
 * and section 3.1): without underflow or overflow every rounding multiplies its result
 * by some (1 + d), |d| <= u. Expanded into monomials, the computed value is
 * sum_j mono_j * prod (1 + d) with at most k factors per monomial, so
 *     |v - exact| <= gamma_k * P,      gamma_k = k u / (1 - k u),
 * where P = sum_j |mono_j| is the exact permanent. The computed permanent m satisfies
 * m >= (1 - gamma_k) P by the same argument, hence
 *     |v - exact| <= gamma_k / (1 - gamma_k) * m <= fl((k + 1) u * m) =: B
 * (for k < 10^6 the factor (k + 1) u covers both gamma_k / (1 - gamma_k) and the
 * rounding of the final product, and is itself exact). If |v| > B, sign(v) is the exact
 * sign; if m == 0 every monomial is zero and the exact value is 0.
 *
 * Overflow makes v or m infinite or NaN, and then |v| > B is false: the caller falls
 * back to exact arithmetic. Underflow is excluded by the caller: in the float build the
 * leaves are floats, every intermediate of degree <= 6 is a multiple of 2^(-149 deg) and
 * therefore never subnormal; in the double build the caller checks that every non-zero
 * leaf has magnitude >= ISECT_FX_LEAF_MIN(deg) (see fx_leaf_tiny), which by the same
 * granularity argument keeps every intermediate in the normal range. */
#ifndef ISECT_EXACT_FILTER_H
#define ISECT_EXACT_FILTER_H

#include <math.h>
#include <stdbool.h>

#include "isect/config.h"

#if defined(__FAST_MATH__)
#error "isect cannot be compiled with -ffast-math: its error bounds assume IEEE rounding"
#endif

/* A filtered value. The fields are read through fx_v and fx_m. (Packing v and m into the
 * two lanes of one SSE2 register was tried: building and unpacking the pairs cost more
 * than the shared additions and multiplications saved.) */

typedef struct isect_fx {
    double v;  /* computed value */
    double m;  /* computed permanent, >= |v| up to rounding */
    int k;     /* roundings on the longest path */
    bool mono; /* a monomial (a leaf or a product of them): then m == |v| exactly */
} isect_fx;

static inline double fx_v(isect_fx x) {
    return x.v;
}

static inline double fx_m(isect_fx x) {
    return x.m;
}

static inline isect_fx fx_with_m(isect_fx x, double m) {
    return (isect_fx){x.v, m, x.k, false};
}

static inline isect_fx fx_leaf(double x, int k) {
    return (isect_fx){x, fabs(x), k, true};
}

static inline int fx_max_k(int a, int b) {
    return a > b ? a : b;
}

static inline isect_fx fx_add(isect_fx a, isect_fx b) {
    return (isect_fx){a.v + b.v, a.m + b.m, fx_max_k(a.k, b.k) + 1, false};
}

static inline isect_fx fx_sub(isect_fx a, isect_fx b) {
    return (isect_fx){a.v - b.v, a.m + b.m, fx_max_k(a.k, b.k) + 1, false};
}

/* For two monomials |a.v| * |b.v| == |a.v * b.v| bit for bit (IEEE multiplication rounds
 * the magnitude the same whatever the signs), so the permanent of the product is the
 * absolute value of the product itself, Shewchuk's "detsum", at no extra multiply. The
 * flag is a compile-time constant after inlining, so the choice costs nothing. */
static inline isect_fx fx_mul(isect_fx a, isect_fx b) {
    double v = a.v * b.v;
    bool mono = a.mono & b.mono;
    return (isect_fx){v, mono ? fabs(v) : a.m * b.m, a.k + b.k + 1, mono};
}

/* An exact input. */
static inline isect_fx fx_in(double x) {
    return fx_leaf(x, 0);
}

/* The difference of two inputs, rounded once. */
static inline isect_fx fx_diff(double a, double b) {
    return fx_leaf(a - b, 1);
}

static inline isect_fx fx_sq(isect_fx a) {
    return fx_mul(a, a);
}

/* Replaces every leaf's permanent by the sum of the group's magnitudes: an upper bound
 * on each |leaf|, so every bound computed from them stays rigorous, and products of equal
 * bounds are computed once (the permanents collapse to a few products). A NaN or an
 * infinite leaf makes the sum NaN or infinite, so that no sign involving the group is
 * ever certified. A sum rather than a maximum: two additions per group, no compares,
 * and NaN propagates by itself; it is at most dim times looser. Returns the sum. */
static inline double fx_bound_by_sum(isect_fx *v, int n) {
    double total = fx_m(v[0]);
    for (int i = 1; i < n; i++)
        total += fx_m(v[i]);
    for (int i = 0; i < n; i++)
        v[i] = fx_with_m(v[i], total); /* m is no longer |v| */
    return total;
}

/* True when the filter certifies the sign of x, given `under`, a bound on what underflow
 * can add to its error (see fx_sign_abs), and `zero`, a proof that x is exactly 0 (which
 * then makes v exactly 0 too). Branch-free. */
static inline bool fx_certain_abs(isect_fx x, double under, bool zero) {
    double bound = (double)(x.k + 1) * 0x1p-53 * fx_m(x) + under;
    return (fabs(fx_v(x)) > bound) | zero;
}

/* Sign of x when the filter can certify it: returns true and stores -1, 0 or +1. */
static inline bool fx_sign(isect_fx x, int *sign) {
    double bound = (double)(x.k + 1) * 0x1p-53 * fx_m(x);
    if (fabs(fx_v(x)) > bound) {
        *sign = fx_v(x) > 0 ? 1 : -1;
        return true;
    }
    if (fx_m(x) == 0) {
        *sign = 0;
        return true;
    }
    return false;
}

/* A context for code written once over a number type (exact or filtered): the filtered
 * instantiation's SIGN records here that it could not certify a sign, and the caller then
 * runs the exact instantiation. */
typedef struct isect_fx_ctx {
    bool unsure;
} isect_fx_ctx;

/* The certified sign of x, or 0 with c->unsure set. */
static inline int fx_sign_or_unsure(isect_fx_ctx *c, isect_fx x) {
    int sign;
    if (fx_sign(x, &sign))
        return sign;
    c->unsure = true;
    return 0;
}

/* Double build only: a leaf that could let a polynomial of degree deg underflow. Every
 * double is a multiple of its own unit in the last place, so leaves of magnitude
 * >= 2^-E are multiples of 2^-(E+52) and degree-deg intermediates are multiples of
 * 2^-(E+52)deg; they stay normal (>= 2^-1022) when (E + 52) deg <= 1022. */
#define ISECT_FX_LEAF_MIN_EXP(deg) (1022 / (deg)-52)

static inline bool fx_leaf_tiny(double leaf, double leaf_min) {
    return fabs(leaf) < leaf_min && leaf != 0;
}

/* 2^-ISECT_FX_LEAF_MIN_EXP(deg), as a constant for the degrees in use. */
static inline double fx_leaf_min(int deg) {
    _Static_assert(ISECT_FX_LEAF_MIN_EXP(2) == 459 && ISECT_FX_LEAF_MIN_EXP(3) == 288 &&
                       ISECT_FX_LEAF_MIN_EXP(4) == 203 && ISECT_FX_LEAF_MIN_EXP(6) == 118,
                   "the constants below must match ISECT_FX_LEAF_MIN_EXP");
    return deg <= 2 ? 0x1p-459 : deg == 3 ? 0x1p-288 : deg == 4 ? 0x1p-203 : 0x1p-118;
}

/* True when, in the double build, one of the leaves v[0..n-1] could let a polynomial of
 * degree deg (2, 3, 4 or 6) underflow: the filter must then be skipped. Always false in the
 * float build, whose leaves are floats (see above). Zeros are harmless, so the cheap test
 * (anything small at all?) runs first and the exact one only when it fires. */
static inline bool fx_leaves_tiny(const isect_fx *v, int n, int deg) {
#if ISECT_USE_DOUBLE
    double leaf_min = fx_leaf_min(deg);
    bool small = false;
    for (int i = 0; i < n; i++)
        small |= fabs(fx_v(v[i])) < leaf_min;
    if (!small)
        return false;
    bool tiny = false;
    for (int i = 0; i < n; i++)
        tiny |= fx_leaf_tiny(fx_v(v[i]), leaf_min);
    return tiny;
#else
    (void)v;
    (void)n;
    (void)deg;
    return false;
#endif
}

/* Sign of x certified with an extra absolute error term `under` that bounds, for all
 * finite leaves, what underflow can add to the error of x (the caller derives it from
 * the shape of its polynomial; see fx_sign_deg2 and the orient3d filter). No leaf check
 * is needed on this path; only the proof of an exact zero from m == 0 needs one, since
 * an underflowed product also computes as 0. */
static inline bool fx_sign_abs(isect_fx x, double under, const isect_fx *leaves, int n, int deg,
                               int *sign) {
    double bound = (double)(x.k + 1) * 0x1p-53 * fx_m(x) + under;
    if (fabs(fx_v(x)) > bound) {
        *sign = fx_v(x) > 0 ? 1 : -1;
        return true;
    }
    if (fx_m(x) == 0 && !fx_leaves_tiny(leaves, n, deg)) {
        *sign = 0;
        return true;
    }
    return false;
}

/* Sign of a degree-2 polynomial that is a sum of at most 8 products of two leaves (or of
 * a leaf with itself), certified without any check of the leaves for underflow: each
 * such product can underflow only once, adding at most 2^-1075 to the error of v and
 * taking at most that from m, and sums never underflow, so
 *     |v - exact| <= (k + 1) u m + 2^-1000
 * holds for all finite leaves. (2^-1070 would do; 2^-1000 is used because it is a normal
 * number: arithmetic on subnormals costs a microcode assist of some hundred cycles on
 * many processors, and the bound is computed on every call.)
 * m == 0 proves an exact zero only when no product underflowed, which a look at the
 * leaves settles; that happens only for degenerate input. */
static inline bool fx_sign_deg2(isect_fx x, const isect_fx *leaves, int n, int *sign) {
    return fx_sign_abs(x, 0x1p-1000, leaves, n, 2, sign);
}

#endif
