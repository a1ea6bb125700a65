/* Exact numbers: expansion arithmetic, and the dispatch to integer mode (integer.c).
 * See expansion.h for both representations and their preconditions.
 *
 * Derivations (Shewchuk 1997, theorems 6, 7, 13 and 19):
 * - two_sum: s = fl(a + b); the rounding error a + b - s is itself a double and is
 *   recovered exactly by re-subtracting the two "virtual" addends (Knuth's six-operation
 *   form, valid for any a, b).
 * - fast_two_sum: the three-operation form, valid when |a| >= |b| (or a == 0).
 * - two_prod: a * b needs at most 106 bits; fma(a, b, -p) computes a * b - p with a
 *   single rounding, and that difference fits in 53 bits, so it is exact.
 * - sum: merge both expansions by magnitude and sweep one running total through them
 *   with two_sum, emitting each rounding error as a component (the "fast expansion
 *   sum"); nonoverlapping inputs give a nonoverlapping output under round-to-even.
 * - scale: multiply each component by b with two_prod and feed the low and high parts
 *   through the running total in increasing order.
 * - mul: distribute, x * y = sum_j x * y_j, accumulating the scaled copies. */
#include "exact/expansion.h"

#include "exact/integer.h"

#include <math.h>
#include <string.h>

static inline void two_sum(double a, double b, double *s, double *e) {
    double sum = a + b;
    double b_virtual = sum - a;
    double a_virtual = sum - b_virtual;
    double b_round = b - b_virtual;
    double a_round = a - a_virtual;
    *s = sum;
    *e = a_round + b_round;
}

static inline void fast_two_sum(double a, double b, double *s, double *e) {
    double sum = a + b;
    double b_virtual = sum - a;
    *s = sum;
    *e = b - b_virtual;
}

static inline void two_prod(double a, double b, double *p, double *e) {
    double product = a * b;
    *p = product;
    *e = fma(a, b, -product);
}

static double *take(isect_xp_arena *a, int n) {
    /* Expansion mode only; integer mode allocates limbs in integer.c. */
    if (a->full || n > a->cap - a->used) {
        a->full = true;
        return NULL;
    }
    double *p = a->buf + a->used;
    a->used += n;
    return p;
}

/* Keep the first n doubles at p (the most recent allocation) and release the rest. */
static isect_xp settle(isect_xp_arena *a, double *p, int n) {
    a->used = (int)(p - a->buf) + n;
    return (isect_xp){{.c = p}, n, false, false};
}

static const isect_xp xp_zero = {{.c = NULL}, 0, false, false};

/* h = e + sign * f, with sign = +1 or -1; h has room for en + fn components. */
static int sum_raw(int en, const double *e, int fn, const double *f, double sign, double *h) {
    int i = 0, j = 0, hn = 0;
    double q, hh;
    /* Next component in order of increasing magnitude, from whichever list has it. */
#define NEXT_SMALLEST() ((i < en && (j >= fn || fabs(e[i]) < fabs(f[j]))) ? e[i++] : sign * f[j++])
    if (en + fn == 0)
        return 0;
    q = NEXT_SMALLEST();
    if (i < en && j < fn) {
        double g = NEXT_SMALLEST();
        fast_two_sum(g, q, &q, &hh);
        if (hh != 0)
            h[hn++] = hh;
        while (i < en && j < fn) {
            g = NEXT_SMALLEST();
            two_sum(q, g, &q, &hh);
            if (hh != 0)
                h[hn++] = hh;
        }
    }
    while (i < en || j < fn) {
        double g = NEXT_SMALLEST();
        two_sum(q, g, &q, &hh);
        if (hh != 0)
            h[hn++] = hh;
    }
#undef NEXT_SMALLEST
    if (q != 0)
        h[hn++] = q;
    return hn;
}

/* h = e * b; h has room for 2 * en components. */
static int scale_raw(int en, const double *e, double b, double *h) {
    int hn = 0;
    double q, hh, hi, lo, sum;
    if (en == 0 || b == 0)
        return 0;
    two_prod(e[0], b, &q, &hh);
    if (hh != 0)
        h[hn++] = hh;
    for (int i = 1; i < en; i++) {
        two_prod(e[i], b, &hi, &lo);
        two_sum(q, lo, &sum, &hh);
        if (hh != 0)
            h[hn++] = hh;
        fast_two_sum(hi, sum, &q, &hh);
        if (hh != 0)
            h[hn++] = hh;
    }
    if (q != 0)
        h[hn++] = q;
    return hn;
}

void isect_xp_reset(isect_xp_arena *a, bool integer) {
    a->used = 0;
    a->full = false;
    a->integer = integer;
    a->shift = 0;
}

isect_xp isect_xp_of(isect_xp_arena *a, double x) {
    if (a->integer)
        return isect_int_of(a, x);
    if (x == 0)
        return xp_zero;
    double *p = take(a, 1);
    if (!p)
        return xp_zero;
    p[0] = x;
    return settle(a, p, 1);
}

double isect_xp_approx(isect_xp x, int *e) {
    *e = 0;
    double v = 0;
    if (!x.integer) {
        for (int i = 0; i < x.n; i++)
            v += x.c[i]; /* nonoverlapping, increasing: within an ulp or so of the sum */
        return v;
    }
    if (x.n == 0)
        return 0;
    for (int i = x.n - 1; i >= 0 && i >= x.n - 3; i--) /* the leading 96 bits */
        v += ldexp((double)x.limb[i], 32 * (i - (x.n - 1)));
    *e = 32 * (x.n - 1);
    return x.neg ? -v : v;
}

isect_xp isect_xp_keep(isect_xp_arena *a, int mark, isect_xp x) {
    if (a->full)
        return xp_zero;
    if (a->integer) {
        uint32_t *dst = a->limbs + mark;
        if (x.n)
            memmove(dst, x.limb, (size_t)x.n * sizeof *dst);
        a->used = mark + x.n;
        return (isect_xp){{.limb = dst}, x.n, x.neg, true};
    }
    double *dst = a->buf + mark;
    if (x.n)
        memmove(dst, x.c, (size_t)x.n * sizeof *dst);
    a->used = mark + x.n;
    return (isect_xp){{.c = dst}, x.n, false, false};
}

isect_xp isect_xp_det3(isect_xp_arena *a, const isect_xp *u, const isect_xp *w, const isect_xp *x) {
    int mark = isect_xp_mark(a);
    isect_xp det = isect_xp_of(a, 0);
    for (int i = 0; i < 3; i++) { /* det += ((u x w)_i) x_i */
        int j = (i + 1) % 3, k = (i + 2) % 3;
        isect_xp n = isect_xp_sub(a, isect_xp_mul(a, u[j], w[k]), isect_xp_mul(a, u[k], w[j]));
        det = isect_xp_keep(a, mark, isect_xp_add(a, det, isect_xp_mul(a, n, x[i])));
    }
    return det;
}

isect_xp isect_xp_diff(isect_xp_arena *a, double x, double y) {
    if (a->integer) {
        int mark = isect_xp_mark(a);
        isect_xp ix = isect_int_of(a, x), iy = isect_int_of(a, y);
        return isect_xp_keep(a, mark, isect_int_add(a, ix, iy, true));
    }
    double *p = take(a, 2);
    int n = 0;
    double s, e;
    if (!p)
        return xp_zero;
    two_sum(x, -y, &s, &e);
    if (e != 0)
        p[n++] = e;
    if (s != 0)
        p[n++] = s;
    return settle(a, p, n);
}

static isect_xp add_signed(isect_xp_arena *a, isect_xp x, isect_xp y, double sign) {
    double *p = take(a, x.n + y.n);
    if (!p)
        return xp_zero;
    return settle(a, p, sum_raw(x.n, x.c, y.n, y.c, sign, p));
}

isect_xp isect_xp_add(isect_xp_arena *a, isect_xp x, isect_xp y) {
    if (a->integer)
        return isect_int_add(a, x, y, false);
    return add_signed(a, x, y, 1.0);
}

isect_xp isect_xp_sub(isect_xp_arena *a, isect_xp x, isect_xp y) {
    if (a->integer)
        return isect_int_add(a, x, y, true);
    return add_signed(a, x, y, -1.0);
}

static isect_xp xp_scale(isect_xp_arena *a, isect_xp x, double b) {
    double *p = take(a, 2 * x.n);
    if (!p)
        return xp_zero;
    return settle(a, p, scale_raw(x.n, x.c, b, p));
}

isect_xp isect_xp_mul(isect_xp_arena *a, isect_xp x, isect_xp y) {
    if (a->integer)
        return isect_int_mul(a, x, y);
    if (x.n == 0 || y.n == 0)
        return xp_zero;
    if (y.n == 1)
        return xp_scale(a, x, y.c[0]);
    if (x.n == 1)
        return xp_scale(a, y, x.c[0]);
    int cap = 2 * x.n * y.n;
    double *result = take(a, cap);
    double *other = take(a, cap);
    double *part = take(a, 2 * x.n);
    if (!result || !other || !part) {
        if (result)
            a->used = (int)(result - a->buf);
        return xp_zero;
    }
    double *acc = result, *next = other;
    int acc_n = 0;
    for (int j = 0; j < y.n; j++) {
        int part_n = scale_raw(x.n, x.c, y.c[j], part);
        int next_n = sum_raw(acc_n, acc, part_n, part, 1.0, next);
        double *swap = acc;
        acc = next;
        next = swap;
        acc_n = next_n;
    }
    if (acc != result)
        memcpy(result, acc, (size_t)acc_n * sizeof *acc);
    return settle(a, result, acc_n);
}
