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

/* Oriented boxes (isect/box.h's frame box {x : |(x - c) . a_i| <= h_i}), by a method apart
 * from the library's: each box's eight vertices are built as exact points (the corners
 * c + M^-1 (+-h), M the matrix of rows a_i, through its adjugate and determinant, or the
 * min/max corners of an axis-aligned box), the candidate axes are the cross products of
 * every pair of the six edge directions (the adjugate's columns; the unit axes of an AABB)
 * as explicit vectors, and an axis separates when the two vertex sets' projections, taken
 * one by one, form disjoint intervals. Integers on one grid (GMP mpz), no rounding at
 * all. Inputs finite, half extents >= 0, axes linearly independent (valid axes are). */
bool oracle_obb_obb(const double *ca, double a[3][3], const double *ha, const double *cb,
                    double b[3][3], const double *hb);

/* The box lo..hi against the oriented box (cb, b, hb). */
bool oracle_aabb_obb(const double *lo, const double *hi, const double *cb, double b[3][3],
                     const double *hb);

#endif
