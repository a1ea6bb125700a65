/* The one conversion of a contact (isect_contact_result3) for every find that reports one:
 * the depth's sign tied to the exact hit, then each value narrowed to isect_real with the
 * rule of ISECT_SATURATED (vec.h's dv_out). */
#ifndef ISECT_BASE_CONTACT_H
#define ISECT_BASE_CONTACT_H

#include <stdbool.h>

#include "base/vec.h"
#include "base/inline.h"
#include "isect/result.h"

/* The result for invalid input: all zero, flagged ISECT_INVALID. */
static inline isect_contact_result3 dv_contact_invalid(void) {
    isect_contact_result3 r = {0};
    r.flags = ISECT_INVALID;
    return r;
}

/* The result for the exact answer hit, a depth computed in double (>= 0 exactly when hit:
 * a depth whose rounding crossed 0 becomes 0 when hit and minus the smallest subnormal when
 * apart, before and after the narrowing), the unit normal n, the point and flags. */
static inline isect_contact_result3 dv_contact_out(bool hit, double depth, const double *n,
                                                   const double *point, unsigned flags) {
    if (hit && !(depth >= 0))
        depth = 0;
    if (!hit && !(depth < 0))
        depth = -DV_REAL_TRUE_MIN;
    isect_contact_result3 r = {0};
    r.flags = flags;
    r.hit = hit;
    r.depth = dv_out(depth, &r.flags);
    if (hit && !(r.depth >= 0))
        r.depth = 0;
    if (!hit && !(r.depth < 0))
        r.depth = -DV_REAL_TRUE_MIN;
    r.normal = dv_out3(n, &r.flags);
    r.point = dv_out3(point, &r.flags);
    return r;
}

/* ---- A ball against a convex shape ------------------------------------------------------
 * Shared by the finds whose second shape is convex and has an exact closest point (box.c,
 * closest_point/contact.c): the values are computed in the frame scaled by a power of two
 * 2^t (dv_contact_frame_exp), and depth and point scaled back once. */

/* The frame's exponent t (dv_unit_exp of v[0..n-1]), or 0 where the values already lie in
 * [2^-400, 2^400) and r below 2^400: the frame changes nothing there (scaling by 2^t is
 * exact at such magnitudes and no value of degree 2 leaves the range). */
static inline int dv_contact_frame_exp(int n, const double *v, double r) {
    double m = dv_max_abs(n, v);
    if (m >= 0x1p-400 && m < 0x1p400 && r < 0x1p400)
        return 0;
    return dv_unit_exp(n, v);
}

static inline double dv_scaled(double x, int t) {
    return t ? dv_scale(x, t) : x;
}

/* The frame brings the largest magnitude among the centre and the shape's defining values
 * into [0.5, 1): no difference, distance or sum overflows or loses bits to the subnormal
 * range there. A radius too large for that frame (above 2^1000 in it) dwarfs the shape's
 * geometry: depth and point are then formed unscaled, from the frame's normal and distance.
 *
 * The contact of the normal n at the point base + depth / 2 n of the scaled frame, the
 * depth r + signed (r unscaled, signed scaled): in the frame where the radius fits, else
 * unscaled. From inside (signed = e >= 0) the depth is r + e formed unscaled, so that it is
 * never below r (a radius far below the frame's unit would vanish in it). */
static inline isect_contact_result3 dv_contact_along(bool hit, double r, double signed_s,
                                                     const double *n, const double *base_s, int t,
                                                     bool inside, unsigned flags) {
    double rs = dv_scaled(r, t), point[3];
    double direct = r + dv_scaled(signed_s, -t);
    if (rs <= 0x1p1000) {
        double depth = rs + signed_s;
        for (int i = 0; i < 3; i++)
            point[i] = dv_scaled(base_s[i] + 0.5 * depth * n[i], -t);
        return dv_contact_out(hit, inside ? direct : dv_scaled(depth, -t), n, point, flags);
    }
    for (int i = 0; i < 3; i++)
        point[i] = dv_scale(base_s[i], -t) + 0.5 * direct * n[i];
    return dv_contact_out(hit, direct, n, point, flags);
}

/* From outside: the shape's closest point q, the direction v toward it from the centre (any
 * positive multiple) and the (frame) distance d, all scaled: depth r - d, point
 * q + depth / 2 n. */
static inline isect_contact_result3 dv_contact_outside(bool hit, double r, const double *q,
                                                       const double *v, double d, int t,
                                                       unsigned flags) {
    double n[3];
    dv_normalize(3, v, n);
    return dv_contact_along(hit, r, -d, n, q, t, false, flags);
}

#endif
