/* Private: double-double differences and 2D cross products, for constructions that must
 * keep their relative accuracy where the inputs nearly cancel (a component running
 * nearly along an edge, two nearly parallel lines). Shared by the triangle clip
 * (query/triangle.c) and the crossing parameter of two lines (construct/lin_param.c). */
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

/* The 2D cross product ax by - ay bx of double-double vectors, accurate to about
 * u |value| + 8 u^2 (|ax by| + |ay bx|): the leading products exactly (fma), the rest in
 * plain arithmetic. Enough to give a near-degenerate clip its relative accuracy. */
static inline double isect_dd_cross(isect_dd ax, isect_dd ay, isect_dd bx, isect_dd by) {
    double p1 = ax.hi * by.hi, e1 = fma(ax.hi, by.hi, -p1);
    double p2 = ay.hi * bx.hi, e2 = fma(ay.hi, bx.hi, -p2);
    double tail = (ax.hi * by.lo + ax.lo * by.hi + ax.lo * by.lo) -
                  (ay.hi * bx.lo + ay.lo * bx.hi + ay.lo * bx.lo);
    isect_dd s = isect_dd_diff(p1, p2);
    return s.hi + (s.lo + ((e1 - e2) + tail));
}

#endif
