/* Exact numbers for the slow path of every predicate.
 *
 * A predicate's exact form is written once against this API (of, diff, add, sub, mul,
 * sign) and runs in one of two representations, chosen per evaluation by the arena:
 *
 * 1. Expansions (the fast, usual one). An expansion is a finite sum
 *    x = c[0] + c[1] + ... + c[n-1] of doubles, nonoverlapping, ordered by increasing
 *    magnitude, with no zero components; n == 0 is the number 0. Since no component
 *    overlaps the next, sign(x) = sign(c[n-1]). Built from error-free transformations:
 *      two_sum(a, b)  = (s, e): s = fl(a + b), s + e == a + b exactly (Knuth);
 *      two_prod(a, b) = (p, e): p = fl(a * b), e = fma(a, b, -p), p + e == a * b;
 *    and the expansion sum, scale and product of Priest (1991) and Shewchuk ("Adaptive
 *    Precision Floating-Point Arithmetic and Fast Robust Geometric Predicates", 1997,
 *    sections 2.4-2.8). Exact while nothing overflows and no product's error term is
 *    finer than 2^-1074; the caller scales its inputs so (scale.h).
 *
 * 2. Integers (the range extension). When the inputs of one query are so far apart in
 *    magnitude that no power-of-two scaling keeps expansions exact, every input of a
 *    group is written as an integer, x * 2^shift with shift = minus the exponent of the
 *    group's finest bit (every double is an integer times a power of two), and the
 *    polynomial is evaluated in sign-magnitude big integers of 32-bit limbs. Scaling a
 *    whole group by 2^shift does not change the sign of a homogeneous predicate. This is
 *    slower but has no range limit at all, so no finite input is ever left undecided.
 *
 * IEEE 754 binary64 with round-to-nearest-even and no excess precision is required; the
 * build compiles this code with -ffp-contract=off so no a * b + c is fused behind our
 * back.
 *
 * Storage comes from an arena, a caller's stack buffer handed out front to back, so an
 * exact predicate reads like the formula it evaluates and never allocates. If the arena
 * runs out, `full` is set, later operations yield 0 and the predicate must answer
 * "unknown", never a sign. */
#ifndef ISECT_EXACT_EXPANSION_H
#define ISECT_EXACT_EXPANSION_H

#include "exact/number.h"

/** Empties the arena and selects the representation. */
void isect_xp_reset(isect_xp_arena *a, bool integer);

/** The exact value of one double (of the current group, in integer mode). */
isect_xp isect_xp_of(isect_xp_arena *a, double x);
/** The exact difference x - y of two doubles. */
isect_xp isect_xp_diff(isect_xp_arena *a, double x, double y);
/** x + y. */
isect_xp isect_xp_add(isect_xp_arena *a, isect_xp x, isect_xp y);
/** x - y. */
isect_xp isect_xp_sub(isect_xp_arena *a, isect_xp x, isect_xp y);
/** x * y. */
isect_xp isect_xp_mul(isect_xp_arena *a, isect_xp x, isect_xp y);

/** The arena's fill level, for isect_xp_keep. */
static inline int isect_xp_mark(const isect_xp_arena *a) {
    return a->used;
}

/** Moves x down to `mark` and frees everything allocated after it: a loop that
 * accumulates into one value keeps its memory flat. x must have been allocated after
 * mark. */
isect_xp isect_xp_keep(isect_xp_arena *a, int mark, isect_xp x);

/** The 3x3 determinant [u, w, x] = (u x w) . x, accumulated with isect_xp_keep so
 * that its memory stays flat: orient3d's (u, w, x the differences from the first point)
 * and the triple products of the plane constructions. */
isect_xp isect_xp_det3(isect_xp_arena *a, const isect_xp *u, const isect_xp *w, const isect_xp *x);

/** u x v, one component at a time. */
static inline void isect_xp_cross3(isect_xp_arena *a, const isect_xp *u, const isect_xp *v,
                                   isect_xp *out) {
    for (int i = 0; i < 3; i++) {
        int j = (i + 1) % 3, k = (i + 2) % 3;
        out[i] = isect_xp_sub(a, isect_xp_mul(a, u[j], v[k]), isect_xp_mul(a, u[k], v[j]));
    }
}

/** u . v, accumulated with isect_xp_keep (flat memory). */
static inline isect_xp isect_xp_dot3(isect_xp_arena *a, const isect_xp *u, const isect_xp *v) {
    int mark = isect_xp_mark(a);
    isect_xp acc = isect_xp_mul(a, u[0], v[0]);
    for (int i = 1; i < 3; i++)
        acc = isect_xp_keep(a, mark, isect_xp_add(a, acc, isect_xp_mul(a, u[i], v[i])));
    return acc;
}

/** x - y, one component at a time. */
static inline void isect_xp_diff3(isect_xp_arena *a, const isect_xp *x, const isect_xp *y,
                                  isect_xp *out) {
    for (int i = 0; i < 3; i++)
        out[i] = isect_xp_sub(a, x[i], y[i]);
}

/** The value of x as m 2^*e (m returned), correct to a few units in the last place of
 * m, with the exact sign; m is an ordinary number (|m| < 2^1023 in expansion mode, in
 * [1, 2^32) in integer mode), so a caller rescaling it cannot overflow on the way. */
double isect_xp_approx(isect_xp x, int *e);

/** -1, 0 or +1: the sign of x. */
static inline int isect_xp_sign(isect_xp x) {
    if (x.n == 0)
        return 0;
    if (x.integer)
        return x.neg ? -1 : 1;
    return x.c[x.n - 1] > 0 ? 1 : -1;
}

#endif
