/* Bounding volumes against each other (isect/overlap.h): ball-ball, ball-capsule and
 * box-box overlap, each exact.
 *
 * Balls and capsules (RTCD 4.3.1, 4.5.1). Two closed solids that are the points within
 * ra of a set A and within rb of a set B meet exactly when dist(A, B) <= ra + rb, i.e.
 * when dist(A, B)^2 - (ra + rb)^2 <= 0 (both sides non-negative). For two balls A and B
 * are the centres; for a ball and a capsule A is the centre and B the core segment. The
 * sum ra + rb is generally not a double: it is never rounded into the decision, only
 * into a filter whose bound covers its rounding (a leaf rounded once, exact/filter.h),
 * and the exact evaluation adds the two radii as exact numbers
 * (sign/ball_sign.h: isect_sign_lin_ball_sum, isect_exact_point_ball_sum).
 *
 * Boxes (RTCD 4.2.1). Closed boxes are products of closed intervals, and two products
 * meet exactly when every pair of factors does; [a0, a1] and [b0, b1] meet exactly when
 * a0 <= b1 and b0 <= a1. Comparisons of the inputs are exact, so the test is exact with
 * no arithmetic at all. */
#include <math.h>
#include <stdbool.h>

#include "isect/overlap.h"

#include "base/lin.h"
#include "sign/ball_sign.h"
#include "sign/valid.h"

/* Ball against ball: sign/ball_sign.h's filter (its derivation there), then the exact sign.
 * Validation. Where the filter certifies, every input is finite, so only the radii's signs
 * are left to check; elsewhere the full checks run first. */
bool isect_test_sphere3_sphere3(const isect_sphere3 *a, const isect_sphere3 *b) {
    if (!a || !b)
        return false;
    const double ca[3] = {a->center.x, a->center.y, a->center.z};
    const double cb[3] = {b->center.x, b->center.y, b->center.z};
    int sign = isect_filter_ball_ball(ca, cb, a->radius, b->radius);
    if (sign != 0)
        return (sign < 0) & (a->radius >= 0) & (b->radius >= 0);
    if (!isect_ok_sphere3(a) || !isect_ok_sphere3(b))
        return false;
    /* ISECT_SIGN_UNKNOWN (an arena too small, ruled out by its size) reads as false */
    return isect_exact_point_ball_sum(3, ca, cb, a->radius, b->radius) <= 0;
}

/* Ball against capsule: the sign of dist(c, core)^2 - (rs + rc)^2 by the region of the
 * core's point closest to c (RTCD 5.1.2), decided by sign/ball_sign.h's filter and exact
 * path with the two radii kept apart. A capsule whose core is a point is a ball, which
 * the same sign answers (the start region). */
bool isect_test_sphere3_capsule3(const isect_sphere3 *sphere, const isect_capsule3 *capsule) {
    if (!isect_ok_sphere3(sphere) || !capsule || !isect_ok_radius(capsule->radius))
        return false;
    isect_seg3 core_seg = {capsule->p0, capsule->p1};
    isect_lin core;
    if (!isect_lin_of_seg3(&core_seg, &core))
        return false;
    const double c[3] = {sphere->center.x, sphere->center.y, sphere->center.z};
    /* ISECT_SIGN_UNKNOWN (an arena too small, ruled out by its size) reads as false */
    return isect_sign_lin_ball_sum(&core, c, sphere->radius, capsule->radius) <= 0;
}

/* 1 when [a0, a1] and [b0, b1] are both valid intervals (sign/valid.h: -MAX <= lo <= hi
 * <= MAX) and meet (a0 <= b1 and b0 <= a1): comparisons only, joined without a branch so
 * that random inputs cost no mispredicted jump. */
static inline int intervals_meet(isect_real a0, isect_real a1, isect_real b0, isect_real b1) {
    int meet = isect_ok_interval(a0, a1);
    meet &= isect_ok_interval(b0, b1);
    return meet & (a0 <= b1) & (b0 <= a1);
}

/* Box against box: the boxes meet when every axis's intervals do (see the top). */
bool isect_test_aabb3_aabb3(const isect_aabb3 *a, const isect_aabb3 *b) {
    if (!a || !b)
        return false;
    int meet = intervals_meet(a->min.x, a->max.x, b->min.x, b->max.x);
    meet &= intervals_meet(a->min.y, a->max.y, b->min.y, b->max.y);
    meet &= intervals_meet(a->min.z, a->max.z, b->min.z, b->max.z);
    return meet;
}
