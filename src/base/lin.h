/* Private: one representation for lines, rays and segments in 2D and 3D.
 *
 * Every linear-component query converts its public argument into an isect_lin once,
 * validating it on the way, so the query itself is written once for all six types. */
#ifndef ISECT_BASE_LIN_H
#define ISECT_BASE_LIN_H

#include <stdbool.h>

#include "base/vec.h"

/* The kinds differ only in their parameter range. */
typedef enum isect_lin_kind {
    ISECT_LIN_LINE,    /* origin + t dir, t real */
    ISECT_LIN_RAY,     /* origin + t dir, t >= 0 */
    ISECT_LIN_SEGMENT, /* p0 + t (p1 - p0), 0 <= t <= 1 */
} isect_lin_kind;

/* For segments a = p0 and b = p1; for lines and rays a = origin and b = dir. */
typedef struct isect_lin {
    isect_lin_kind kind;
    int dim;
    double a[3], b[3];
} isect_lin;

/* True when the component is a single point (p0 == p1, or a zero direction). */
static inline bool isect_lin_is_point(const isect_lin *lin) {
    bool segment = lin->kind == ISECT_LIN_SEGMENT;
    for (int i = 0; i < lin->dim; i++) {
        if (segment ? lin->b[i] != lin->a[i] : lin->b[i] != 0)
            return false;
    }
    return true;
}

static inline isect_lin isect_lin_make2(isect_lin_kind kind, isect_vec2 a, isect_vec2 b) {
    isect_lin lin = {kind, 2, {0, 0, 0}, {0, 0, 0}};
    dv_from2(lin.a, a);
    dv_from2(lin.b, b);
    return lin;
}

static inline isect_lin isect_lin_make3(isect_lin_kind kind, isect_vec3 a, isect_vec3 b) {
    isect_lin lin = {kind, 3, {0, 0, 0}, {0, 0, 0}};
    dv_from3(lin.a, a);
    dv_from3(lin.b, b);
    return lin;
}

/* Converters: false when the argument is NULL or has a non-finite coordinate (the
 * conditions of isect_valid_line2 etc.). The check reads the caller's struct, not the
 * copy just written: a store followed by a wider reload of it stalls the pipeline. */
static inline bool isect_lin_of_line2(const isect_line2 *x, isect_lin *out) {
    if (!x || !(dv_finite_v2(x->origin) && dv_finite_v2(x->dir)))
        return false;
    *out = isect_lin_make2(ISECT_LIN_LINE, x->origin, x->dir);
    return true;
}

static inline bool isect_lin_of_ray2(const isect_ray2 *x, isect_lin *out) {
    if (!x || !(dv_finite_v2(x->origin) && dv_finite_v2(x->dir)))
        return false;
    *out = isect_lin_make2(ISECT_LIN_RAY, x->origin, x->dir);
    return true;
}

static inline bool isect_lin_of_seg2(const isect_seg2 *x, isect_lin *out) {
    if (!x || !(dv_finite_v2(x->p0) && dv_finite_v2(x->p1)))
        return false;
    *out = isect_lin_make2(ISECT_LIN_SEGMENT, x->p0, x->p1);
    return true;
}

static inline bool isect_lin_of_line3(const isect_line3 *x, isect_lin *out) {
    if (!x || !(dv_finite_v3(x->origin) && dv_finite_v3(x->dir)))
        return false;
    *out = isect_lin_make3(ISECT_LIN_LINE, x->origin, x->dir);
    return true;
}

static inline bool isect_lin_of_ray3(const isect_ray3 *x, isect_lin *out) {
    if (!x || !(dv_finite_v3(x->origin) && dv_finite_v3(x->dir)))
        return false;
    *out = isect_lin_make3(ISECT_LIN_RAY, x->origin, x->dir);
    return true;
}

static inline bool isect_lin_of_seg3(const isect_seg3 *x, isect_lin *out) {
    if (!x || !(dv_finite_v3(x->p0) && dv_finite_v3(x->p1)))
        return false;
    *out = isect_lin_make3(ISECT_LIN_SEGMENT, x->p0, x->p1);
    return true;
}

#endif
