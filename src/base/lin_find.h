/* Private: a find result of a linear component against a solid, in double, and its one
 * conversion to the public isect_find_result2/3 (result.h). The line-against-ball and
 * line-against-box families fill it; the conversion narrows to isect_real with the
 * saturation rule of dv_out. A miss is all zero but its flags.
 *
 * Every field is written one by one, never by a zeroing initialiser of the whole struct:
 * for structs of this size compilers emit `rep stos`, whose start-up costs more than a
 * fast query (30 to 40 cycles each). */
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

/* A miss with the given flags: every field zero but them. */
static inline void isect_lin_find_clear(isect_lin_find *f, unsigned flags) {
    f->hit = false;
    f->count = 0;
    for (int i = 0; i < 2; i++) {
        f->t[i] = 0;
        for (int j = 0; j < 3; j++)
            f->point[i][j] = 0;
    }
    for (int j = 0; j < 3; j++)
        f->normal[j] = 0;
    f->flags = flags;
}

static inline isect_find_result2 isect_lin_find_out2(const isect_lin_find *f) {
    isect_find_result2 r;
    unsigned flags = f->flags;
    bool hit = f->hit;
    r.hit = hit;
    r.count = hit ? f->count : 0;
    for (int i = 0; i < 2; i++) {
        r.t[i] = hit ? dv_out(f->t[i], &flags) : 0;
        r.point[i] = hit ? dv_out2(f->point[i], &flags) : (isect_vec2){0, 0};
    }
    r.normal = hit ? dv_to2(f->normal) : (isect_vec2){0, 0};
    r.flags = flags;
    return r;
}

static inline isect_find_result3 isect_lin_find_out3(const isect_lin_find *f) {
    isect_find_result3 r;
    unsigned flags = f->flags;
    bool hit = f->hit;
    r.hit = hit;
    r.count = hit ? f->count : 0;
    for (int i = 0; i < 2; i++) {
        r.t[i] = hit ? dv_out(f->t[i], &flags) : 0;
        r.point[i] = hit ? dv_out3(f->point[i], &flags) : (isect_vec3){0, 0, 0};
    }
    r.normal = hit ? dv_to3(f->normal) : (isect_vec3){0, 0, 0};
    r.flags = flags;
    return r;
}

#endif
