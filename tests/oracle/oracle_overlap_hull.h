/* The exact answers for solids against a convex hull (isect/overlap.h, "Solids against a
 * convex hull"), by methods other than the library's:
 * - a ball against the convex hull of points: the closest point by brute force over
 *   vertex subsets (oracle_closest_point_hull: a simplex of 1 to 3 vertices whose
 *   projection passes the variational inequality against every vertex, or p inside a
 *   tetrahedron of vertices), then the exact squared distance from the centre to that
 *   simplex's affine hull in rationals (|p - v|^2; |(p - a) x e|^2 / |e|^2;
 *   (n . (p - a))^2 / |n|^2) against r^2;
 * - a ball against planes: oracle_frustum_planes_sphere (the certificate search of
 *   oracle_closest_point_hull_planes, then r^T adj(G) r / det G against r^2);
 * - a plane against points: the sign of n . v - o for every vertex, in rationals;
 * - a plane, a box or a second hull against planes: the non-emptiness of the union of the
 *   half-spaces by Fourier-Motzkin elimination in integers (oracle_frustum_planes_feasible,
 *   shared with the frustum oracle); the plane's sides as two such systems, with
 *   n . x <= o and with -n . x <= -o.
 * Coordinates finite, normals not zero, n >= 1. */
#ifndef ISECT_TESTS_ORACLE_OVERLAP_HULL_H
#define ISECT_TESTS_ORACLE_OVERLAP_HULL_H

#include <stdbool.h>

/* The n (<= 16) points xyz[3 i ..] against the ball (c, r). */
bool oracle_hull_verts_sphere(int n, const double *xyz, const double *c, double r);
/* The side of the plane pn . x = po the hull of the points lies on: 0 front, 1 straddling,
 * 2 back (isect_side's values). */
int oracle_hull_verts_plane(int n, const double *xyz, const double *pn, double po);
/* The same for the hull of the n planes normal[3 i ..] . x <= offset[i] (empty: 0). */
int oracle_hull_planes_plane(int n, const double *normal, const double *offset, const double *pn,
                             double po);
/* Does the box [lo, hi] meet the hull of the n planes? */
bool oracle_hull_planes_aabb(int n, const double *normal, const double *offset, const double *lo,
                             const double *hi);
/* Do the hulls of the na and nb planes meet? */
bool oracle_hull_planes_hull(int na, const double *an, const double *ao, int nb, const double *bn,
                             const double *bo);

#endif
