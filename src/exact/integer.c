/* Big integers for the integer mode of the exact numbers.
 *
 * A double x != 0 is f * 2^e with f in [0.5, 1) (frexp), i.e. M * 2^E with the integer
 * M = f * 2^53 < 2^53 and E = e - 53. Dropping M's trailing zero bits gives the exponent
 * of x's finest bit. Multiplying a whole group by 2^shift, shift = -(finest exponent in
 * the group), turns every member into an integer M * 2^(E + shift) with E + shift >= 0.
 * Sums and products of those integers are then exact in schoolbook sign-magnitude
 * arithmetic (Knuth, TAOCP vol. 2, 4.3.1, algorithms A, S and M). */
#include "exact/integer.h"

#include <math.h>
#include <string.h>

static const isect_xp int_zero = {{.limb = NULL}, 0, false, true};

static uint32_t *take_limbs(isect_xp_arena *a, int n) {
    if (a->full || n > 2 * a->cap - a->used) {
        a->full = true;
        return NULL;
    }
    uint32_t *p = a->limbs + a->used;
    a->used += n;
    return p;
}

/* Keeps the n significant limbs at p (the latest allocation), releases the rest. */
static isect_xp settle_limbs(isect_xp_arena *a, uint32_t *p, int n, bool neg) {
    while (n > 0 && p[n - 1] == 0)
        n--;
    a->used = (int)(p - a->limbs) + n;
    return (isect_xp){{.limb = p}, n, n > 0 && neg, true};
}

/* x = mantissa * 2^exponent with an odd (or zero) integer mantissa < 2^53. */
static uint64_t split(double x, int *exponent) {
    int e;
    double f = frexp(fabs(x), &e);
    uint64_t m = (uint64_t)ldexp(f, 53);
    *exponent = e - 53;
    while (m != 0 && (m & 1) == 0) {
        m >>= 1;
        ++*exponent;
    }
    return m;
}

int isect_xp_group_shift(const double *v, int n) {
    int finest = 0;
    bool any = false;
    for (int i = 0; i < n; i++) {
        if (v[i] != 0 && isfinite(v[i])) {
            int e;
            split(v[i], &e);
            finest = (!any || e < finest) ? e : finest;
            any = true;
        }
    }
    return any ? -finest : 0;
}

isect_xp isect_int_of(isect_xp_arena *a, double x) {
    if (x == 0)
        return int_zero;
    int e;
    uint64_t m = split(x, &e);
    int bit = e + a->shift; /* >= 0 by the choice of shift */
    if (bit < 0) {
        a->full = true; /* the caller broke the contract: refuse rather than guess */
        return int_zero;
    }
    int n = (bit + 53) / 32 + 1;
    uint32_t *p = take_limbs(a, n);
    if (!p)
        return int_zero;
    memset(p, 0, (size_t)n * sizeof *p);
    int word = bit / 32, off = bit % 32;
    /* m << off spans at most 85 bits: three limbs. */
    uint64_t lo = m << off;                  /* bits 0..63 of m << off */
    uint64_t hi = off ? m >> (64 - off) : 0; /* bits 64.. */
    uint32_t parts[3] = {(uint32_t)lo, (uint32_t)(lo >> 32), (uint32_t)hi};
    for (int i = 0; i < 3 && word + i < n; i++)
        p[word + i] = parts[i];
    return settle_limbs(a, p, n, x < 0);
}

/* Compares |x| and |y|: -1, 0 or +1. */
static int cmp_mag(isect_xp x, isect_xp y) {
    if (x.n != y.n)
        return x.n < y.n ? -1 : 1;
    for (int i = x.n - 1; i >= 0; i--)
        if (x.limb[i] != y.limb[i])
            return x.limb[i] < y.limb[i] ? -1 : 1;
    return 0;
}

isect_xp isect_int_add(isect_xp_arena *a, isect_xp x, isect_xp y, bool subtract) {
    bool yneg = subtract ? !y.neg : y.neg;
    if (y.n == 0)
        yneg = false;
    int n = (x.n > y.n ? x.n : y.n) + 1;
    uint32_t *p = take_limbs(a, n);
    if (!p)
        return int_zero;
    if (x.neg == yneg) { /* |x| + |y|, sign of x */
        uint64_t carry = 0;
        for (int i = 0; i < n; i++) {
            uint64_t s = carry + (i < x.n ? x.limb[i] : 0) + (i < y.n ? y.limb[i] : 0);
            p[i] = (uint32_t)s;
            carry = s >> 32;
        }
        return settle_limbs(a, p, n, x.n ? x.neg : yneg);
    }
    /* Opposite signs: larger magnitude minus smaller, sign of the larger. */
    bool swap = cmp_mag(x, y) < 0;
    isect_xp big = swap ? y : x, small = swap ? x : y;
    bool neg = swap ? yneg : x.neg;
    uint64_t borrow = 0;
    for (int i = 0; i < n; i++) {
        uint64_t b = i < big.n ? big.limb[i] : 0;
        uint64_t s = (i < small.n ? small.limb[i] : 0) + borrow;
        p[i] = (uint32_t)(b - s);
        borrow = b < s;
    }
    return settle_limbs(a, p, n, neg);
}

isect_xp isect_int_mul(isect_xp_arena *a, isect_xp x, isect_xp y) {
    if (x.n == 0 || y.n == 0)
        return int_zero;
    int n = x.n + y.n;
    uint32_t *p = take_limbs(a, n);
    if (!p)
        return int_zero;
    memset(p, 0, (size_t)n * sizeof *p);
    for (int i = 0; i < x.n; i++) {
        uint64_t carry = 0;
        for (int j = 0; j < y.n; j++) {
            uint64_t t = (uint64_t)x.limb[i] * y.limb[j] + p[i + j] + carry;
            p[i + j] = (uint32_t)t;
            carry = t >> 32;
        }
        p[i + y.n] = (uint32_t)carry;
    }
    return settle_limbs(a, p, n, x.neg != y.neg);
}
