/* Private: double-double values that carry their permanent (the same polynomial on
 * absolute values), for constructions with a certified fast path, and the ratio of two
 * exact values rounded once, for their exact fallback. Shared by the meet of planes
 * (query/plane_meet.c) and the lines against a hull (query/linear_hull.c).
 *
 * Error: isect_ddp_det2 is within 4 u^2 of its permanent (both products exact, value and
 * error term; only the difference of the error terms and one sum rounded); each
 * isect_ddp_add, _sub, _mul adds at most 8 u^2 of its result's permanent. A value whose
 * accumulated bound is below 40 u^2 P and which passes isect_ddp_value (|value| >
 * 2^-43 P) is therefore within u / 16 of its rounded value's exact counterpart. Inputs
 * must lie in [2^-200, 2^200] in magnitude (or be 0) for four-fold products and their
 * error terms to stay in the normal range. */
#ifndef ISECT_EXACT_DDP_H
#define ISECT_EXACT_DDP_H

#include <math.h>
#include <stdbool.h>

#include "exact/dd.h"
#include "exact/expansion.h"

typedef struct isect_ddp {
    isect_dd v;  /* the value */
    double perm; /* the permanent: the same polynomial on absolute values */
} isect_ddp;

/* a d - b c, within 4 u^2 (|a d| + |b c|): both products exact (value and error term),
 * only the difference of the error terms and one sum rounded. */
static inline isect_ddp isect_ddp_det2(double a, double d, double b, double c) {
    double p = a * d, q = b * c;
    double ep = isect_dd_prod_err(a, d, p), eq = isect_dd_prod_err(b, c, q);
    isect_dd s = isect_dd_diff(p, q);
    isect_dd r = isect_dd_diff(s.hi, -(s.lo + (ep - eq)));
    return (isect_ddp){r, fabs(p) + fabs(q)};
}

static inline isect_ddp isect_ddp_mul(isect_ddp x, isect_ddp y) {
    return (isect_ddp){isect_dd_mul(x.v, y.v), x.perm * y.perm};
}

static inline isect_ddp isect_ddp_scale(isect_ddp x, double s) {
    return (isect_ddp){isect_dd_mul(x.v, (isect_dd){s, 0}), x.perm * fabs(s)};
}

static inline isect_ddp isect_ddp_add(isect_ddp x, isect_ddp y) {
    return (isect_ddp){isect_dd_add(x.v, y.v), x.perm + y.perm};
}

static inline isect_ddp isect_ddp_sub(isect_ddp x, isect_ddp y) {
    return (isect_ddp){isect_dd_add(x.v, (isect_dd){-y.v.hi, -y.v.lo}), x.perm + y.perm};
}

/* The value rounded, when certified (see the top of the file): |value| > 2^-43 P, or
 * P == 0 (every monomial zero: exactly 0). */
static inline bool isect_ddp_value(isect_ddp x, double *out) {
    *out = x.v.hi;
    return x.perm == 0 || fabs(x.v.hi) > 0x1p-43 * x.perm;
}

/* num / den (den != 0) in double: both rounded (isect_xp_approx, within about an ulp)
 * and divided, their exponents applied once at the end, so nothing overflows or
 * underflows on the way; a quotient beyond double's range is infinite (dv_out then
 * saturates it). */
static inline double isect_xp_ratio(isect_xp num, isect_xp den) {
    int en, ed, fn, fd;
    double an = isect_xp_approx(num, &en), ad = isect_xp_approx(den, &ed);
    if (an == 0)
        return 0;
    double qn = frexp(an, &fn), qd = frexp(ad, &fd);
    long e = (long)en + fn - ed - fd;
    if (e > 2000)
        e = 2000; /* ldexp saturates to infinity long before */
    if (e < -2000)
        e = -2000;
    return ldexp(qn / qd, (int)e);
}

#endif
