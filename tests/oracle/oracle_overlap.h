/* The exact answers of the bounding-volume overlap tests (isect/overlap.h), in GMP
 * rationals, written apart from the library's formulas: the capsule by clamping the
 * rational parameter of the closest core point (not region signs and Lagrange's
 * identity), the radii added as rationals, the boxes by the rational intersection of the
 * intervals. Inputs finite, radii >= 0, min <= max. */
#ifndef ISECT_TESTS_ORACLE_OVERLAP_H
#define ISECT_TESTS_ORACLE_OVERLAP_H

#include <stdbool.h>

/* |ca - cb| <= ra + rb. */
bool oracle_sphere_sphere(const double *ca, double ra, const double *cb, double rb);

/* dist(c, segment p0-p1) <= rs + rc. */
bool oracle_sphere_capsule(const double *c, double rs, const double *p0, const double *p1,
                           double rc);

/* max(amin_i, bmin_i) <= min(amax_i, bmax_i) on every axis. */
bool oracle_aabb_aabb(const double *amin, const double *amax, const double *bmin,
                      const double *bmax);

#endif
