/* The validity checks of isect/valid.h that queries also run inline on their hot paths:
 * one definition, which the public isect_valid_* functions (valid.c) and the queries both
 * call, so that "ISECT_INVALID exactly when isect_valid_* is false" (tests/test_invalid.c)
 * cannot drift. NULL is invalid. */
#ifndef ISECT_SIGN_VALID_H
#define ISECT_SIGN_VALID_H

#include <float.h>
#include <math.h>
#include <stdbool.h>

#include "isect/types.h"

/* Finite coordinates: x - x is 0 for finite x and NaN for an infinity or a NaN, so one
 * comparison of the sum decides all of them without a branch per coordinate (isfinite
 * on each, short-circuited, made the triangle test 5% slower). */
static inline bool isect_ok_vec2(isect_vec2 v) {
    return (v.x - v.x) + (v.y - v.y) == 0;
}

static inline bool isect_ok_vec3(isect_vec3 v) {
    return (v.x - v.x) + (v.y - v.y) + (v.z - v.z) == 0;
}

/* A radius: finite and not negative (NaN fails). */
static inline bool isect_ok_radius(isect_real r) {
    return isfinite(r) && r >= 0;
}

static inline bool isect_ok_circle2(const isect_circle2 *circle) {
    return circle && isect_ok_vec2(circle->center) && isect_ok_radius(circle->radius);
}

static inline bool isect_ok_sphere3(const isect_sphere3 *sphere) {
    return sphere && isect_ok_vec3(sphere->center) && isect_ok_radius(sphere->radius);
}

/* One axis of a box by comparisons alone: -MAX <= lo <= hi <= MAX (isect_real's MAX), so
 * both are finite and ordered; a NaN fails every comparison. */
static inline bool isect_ok_interval(isect_real lo, isect_real hi) {
#if ISECT_USE_DOUBLE
    const isect_real max = DBL_MAX;
#else
    const isect_real max = FLT_MAX;
#endif
    return (lo >= -max) & (lo <= hi) & (hi <= max);
}

/* An axis-aligned box: every axis an interval as above (comparisons only). */
static inline bool isect_ok_aabb2(const isect_aabb2 *box) {
    return box && isect_ok_interval(box->min.x, box->max.x) &&
           isect_ok_interval(box->min.y, box->max.y);
}

static inline bool isect_ok_aabb3(const isect_aabb3 *box) {
    return box && isect_ok_interval(box->min.x, box->max.x) &&
           isect_ok_interval(box->min.y, box->max.y) && isect_ok_interval(box->min.z, box->max.z);
}

/* |dot(a, b) - expected| within ISECT_AXIS_TOLERANCE, computed in double (false for a NaN). */
static inline bool isect_ok_dot_near(isect_vec3 a, isect_vec3 b, double expected) {
    double d = (double)a.x * b.x + (double)a.y * b.y + (double)a.z * b.z;
    return fabs(d - expected) <= ISECT_AXIS_TOLERANCE;
}

/* An oriented box: finite centre and axes, half extents finite and >= 0, the axes
 * orthonormal (in 2D: the axis of unit length) within ISECT_AXIS_TOLERANCE. */
static inline bool isect_ok_obb2(const isect_obb2 *box) {
    if (!box)
        return false;
    isect_vec3 axis = {box->axis.x, box->axis.y, 0};
    return isect_ok_vec2(box->center) && isect_ok_vec2(box->half) && box->half.x >= 0 &&
           box->half.y >= 0 && isect_ok_dot_near(axis, axis, 1.0);
}

static inline bool isect_ok_obb3(const isect_obb3 *box) {
    if (!box)
        return false;
    bool ok = isect_ok_vec3(box->center) && isect_ok_vec3(box->half) && box->half.x >= 0 &&
              box->half.y >= 0 && box->half.z >= 0;
    for (int i = 0; i < 3; i++)
        for (int j = i; j < 3; j++) { /* a NaN or infinite axis fails here too */
            bool near = isect_ok_dot_near(box->axis[i], box->axis[j], i == j ? 1.0 : 0.0);
            ok = ok && near;
        }
    return ok;
}

/* A plane3: a finite, non-zero normal and a finite offset. */
static inline bool isect_ok_plane3(const isect_plane3 *plane) {
    isect_vec3 n = plane ? plane->normal : (isect_vec3){0, 0, 0};
    return plane && isect_ok_vec3(n) && ((n.x != 0) | (n.y != 0) | (n.z != 0)) &&
           isfinite(plane->offset);
}

/* A frustum: six valid planes. */
static inline bool isect_ok_frustum3(const isect_frustum3 *frustum) {
    if (!frustum)
        return false;
    bool ok = true;
    for (int i = 0; i < 6; i++)
        ok &= isect_ok_plane3(&frustum->planes[i]);
    return ok;
}

static inline bool isect_ok_capsule3(const isect_capsule3 *capsule) {
    return capsule && isect_ok_vec3(capsule->p0) && isect_ok_vec3(capsule->p1) &&
           isect_ok_radius(capsule->radius);
}

static inline bool isect_ok_cone3(const isect_cone3 *cone) {
    return cone && isect_ok_vec3(cone->apex) && isect_ok_vec3(cone->base) &&
           isect_ok_radius(cone->radius);
}

static inline bool isect_ok_tri2(const isect_tri2 *tri) {
    return tri && isect_ok_vec2(tri->v[0]) && isect_ok_vec2(tri->v[1]) && isect_ok_vec2(tri->v[2]);
}

static inline bool isect_ok_tri3(const isect_tri3 *tri) {
    return tri && isect_ok_vec3(tri->v[0]) && isect_ok_vec3(tri->v[1]) && isect_ok_vec3(tri->v[2]);
}

#endif
