/* Private: double-double differences and 2D cross products, for constructions that must
 * keep their relative accuracy where the inputs nearly cancel (a component running
 * nearly along an edge, two nearly parallel lines). Shared by the triangle clip
 * (query/triangle.c), the crossing parameter of two lines (construct/lin_param.c) and the
 * segment-OBB root (query/closest_point/seg_obb.c). */
#ifndef ISECT_EXACT_DD_H
#define ISECT_EXACT_DD_H

#include <math.h>

/* A double-double: hi + lo. */
typedef struct isect_dd {
    double hi, lo;
} isect_dd;

/* x - y exactly, as hi + lo (Knuth's two-sum of x and -y). */
static inline isect_dd isect_dd_diff(double x, double y) {
    double s = x - y, yv = x - s, xv = s + yv;
    return (isect_dd){s, (x - xv) + (yv - y)};
}

/* The rounding error a * b - p of the product p = fl(a * b), exactly: the fused
 * multiply-add where the target has it (compiled with FMA), else Dekker's product on
 * Veltkamp's split (Shewchuk 1997, section 2.6), which needs no call into libm (without
 * -mfma, fma() is a library call that cost the closest pair of two segments 40% of its
 * time). Both are exact while |a|, |b| < 2^995 and the error is not subnormal, which the
 * callers' scaling ensures. */
static inline double isect_dd_prod_err(double a, double b, double p) {
#if defined(__FMA__)
    return fma(a, b, -p);
#else
    const double split = 134217729.0; /* 2^27 + 1 */
    double ca = split * a, ah = ca - (ca - a), al = a - ah;
    double cb = split * b, bh = cb - (cb - b), bl = b - bh;
    return ((ah * bh - p) + ah * bl + al * bh) + al * bl;
#endif
}

/* x + y, renormalised (hi the rounded sum): relative error a few u^2 of |x| + |y|. */
static inline isect_dd isect_dd_add(isect_dd x, isect_dd y) {
    isect_dd s = isect_dd_diff(x.hi, -y.hi);
    double lo = s.lo + (x.lo + y.lo);
    double hi = s.hi + lo;
    return (isect_dd){hi, lo - (hi - s.hi)};
}

/* x * y, renormalised: the leading product exactly (isect_dd_prod_err), the cross terms
 * in plain arithmetic; relative error a few u^2. Same range conditions as prod_err. */
static inline isect_dd isect_dd_mul(isect_dd x, isect_dd y) {
    double p = x.hi * y.hi;
    double lo = isect_dd_prod_err(x.hi, y.hi, p) + (x.hi * y.lo + x.lo * y.hi);
    double hi = p + lo;
    return (isect_dd){hi, lo - (hi - p)};
}

/* The 2D cross product ax by - ay bx of double-double vectors, accurate to about
 * u |value| + 8 u^2 (|ax by| + |ay bx|): the leading products exactly (fma), the rest in
 * plain arithmetic. Enough to give a near-degenerate clip its relative accuracy. Inputs
 * below 2^995 in magnitude, products' errors in the normal range. */
static inline double isect_dd_cross(isect_dd ax, isect_dd ay, isect_dd bx, isect_dd by) {
    double p1 = ax.hi * by.hi, e1 = isect_dd_prod_err(ax.hi, by.hi, p1);
    double p2 = ay.hi * bx.hi, e2 = isect_dd_prod_err(ay.hi, bx.hi, p2);
    double tail = (ax.hi * by.lo + ax.lo * by.hi + ax.lo * by.lo) -
                  (ay.hi * bx.lo + ay.lo * bx.hi + ay.lo * bx.lo);
    isect_dd s = isect_dd_diff(p1, p2);
    return s.hi + (s.lo + ((e1 - e2) + tail));
}

#endif
