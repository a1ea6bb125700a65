/* Private: a find result of a linear component against a solid, in double, and its one
 * conversion to the public isect_find_result2/3 (result.h). The line-against-ball and
 * line-against-box families fill it; the conversion narrows to isect_real with the
 * saturation rule of dv_out and leaves a miss all zero but its flags. */
#ifndef ISECT_BASE_LIN_FIND_H
#define ISECT_BASE_LIN_FIND_H

#include "base/vec.h"

typedef struct isect_lin_find {
    bool hit;
    int count;
    double t[2];
    double point[2][3];
    double normal[3];
    unsigned flags;
} isect_lin_find;

static inline isect_find_result2 isect_lin_find_out2(const isect_lin_find *f) {
    isect_find_result2 r = {0};
    r.flags = f->flags;
    if (!f->hit)
        return r;
    r.hit = true;
    r.count = f->count;
    for (int i = 0; i < 2; i++) {
        r.t[i] = dv_out(f->t[i], &r.flags);
        r.point[i] = dv_out2(f->point[i], &r.flags);
    }
    r.normal = dv_to2(f->normal);
    return r;
}

static inline isect_find_result3 isect_lin_find_out3(const isect_lin_find *f) {
    isect_find_result3 r = {0};
    r.flags = f->flags;
    if (!f->hit)
        return r;
    r.hit = true;
    r.count = f->count;
    for (int i = 0; i < 2; i++) {
        r.t[i] = dv_out(f->t[i], &r.flags);
        r.point[i] = dv_out3(f->point[i], &r.flags);
    }
    r.normal = dv_to3(f->normal);
    return r;
}

#endif
