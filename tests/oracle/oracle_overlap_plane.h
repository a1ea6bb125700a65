/* The exact answers of the solid-against-plane queries (isect/overlap.h), in GMP
 * rationals, written apart from the library's formulas: the plane as an explicit rational
 * normal N and offset o (a plane3p's N the cross product of its edge vectors, o = N . a);
 * each solid by the rational extremes of N . x - o over it, found from its own geometry:
 * the ball from the foot of the perpendicular from its centre (the rational closest point
 * of the plane, then the squared distance against r^2); the boxes from their eight
 * vertices (an oriented box's from the rational inverse of its axis matrix, by
 * Gauss-Jordan elimination); the capsule from the end of its core nearest the plane, as a
 * ball; the cone from its apex and the point of its base rim farthest along -+N, written
 * as base -+ r w / |w| with w = N - (N . d / d . d) d the rational projection of N onto the
 * disc's plane, whose value N . B -+ r |w| is compared through squares; the triangle from
 * its vertices. Inputs finite, radii and half extents >= 0, min <= max, a plane3's normal
 * non-zero, a plane3p's points not collinear, axes invertible. */
#ifndef ISECT_TESTS_ORACLE_OVERLAP_PLANE_H
#define ISECT_TESTS_ORACLE_OVERLAP_PLANE_H

#include <stdbool.h>

#include "oracle/oracle_plane.h" /* oracle_plane: either form */

/* Each returns +1 when the solid lies wholly where N . x > o, -1 wholly where it is < o,
 * 0 when it meets the plane (touching included). */
int oracle_plane_sphere(const oracle_plane *p, const double *c, double r);
int oracle_plane_aabb(const oracle_plane *p, const double *lo, const double *hi);
int oracle_plane_obb(const oracle_plane *p, const double *c, double axes[3][3], const double *h);
int oracle_plane_capsule(const oracle_plane *p, const double *p0, const double *p1, double r);
/* A cone with apex == base is its apex. */
int oracle_plane_cone(const oracle_plane *p, const double *apex, const double *base, double r);
int oracle_plane_tri(const oracle_plane *p, const double *v0, const double *v1, const double *v2);

#endif
