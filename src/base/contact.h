/* The one conversion of a contact (isect_contact_result3) for every find that reports one:
 * the depth's sign tied to the exact hit, then each value narrowed to isect_real with the
 * rule of ISECT_SATURATED (vec.h's dv_out). */
#ifndef ISECT_BASE_CONTACT_H
#define ISECT_BASE_CONTACT_H

#include <stdbool.h>

#include "base/vec.h"
#include "isect/result.h"

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

#endif
