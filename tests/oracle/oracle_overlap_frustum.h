/* The exact answers for solids against a frustum (isect/overlap.h, "Solids against a view
 * frustum"), by methods other than the library's:
 * - a box: Fourier-Motzkin elimination on the twelve half-spaces (the six planes and the
 *   box's six, an oriented box's as a_i . x <= a_i . c + h_i and -a_i . x <= -a_i . c + h_i)
 *   in big integers (every input times one power of two), eliminating a variable as
 *   positive combinations of every pair of rows of opposite signs in it, the last one by
 *   comparing its largest lower and smallest upper bound; the system is feasible iff no
 *   row 0 <= b with b < 0 appears (Fourier 1826, Motzkin 1936). The library instead
 *   searches Farkas certificates of at most four half-spaces (Helly).
 * - a ball: the exact closest point of the planes' polyhedron to the centre by
 *   oracle_closest_point_hull_planes (a search over all certificates, no active-set loop),
 *   then |p - x|^2 for its certificate S in rationals, r^T adj(G) r / det G with r_i the
 *   residuals n_i . p - o_i and G the Gram matrix of S's normals (the squared distance
 *   from p to the affine set of S's planes), against r^2.
 * - a point: the sign of n . p - o for each plane, in rationals.
 * The planes: normal[3 j .. 3 j + 2] . x <= offset[j], j < 6, finite, normals not zero. */
#ifndef ISECT_TESTS_ORACLE_OVERLAP_FRUSTUM_H
#define ISECT_TESTS_ORACLE_OVERLAP_FRUSTUM_H

#include <stdbool.h>

bool oracle_frustum_point(const double *normal, const double *offset, const double *p);
bool oracle_frustum_sphere(const double *normal, const double *offset, const double *c, double r);
bool oracle_frustum_aabb(const double *normal, const double *offset, const double *lo,
                         const double *hi);
/* The oriented box {x : |(x - c) . a_i| <= h_i} (the frame box of isect/box.h). */
bool oracle_frustum_obb(const double *normal, const double *offset, const double *c, double a[3][3],
                        const double *h);

/* The ball against any m planes (the hull tests; oracle_frustum_sphere is m = 6). */
bool oracle_frustum_planes_sphere(int m, const double *normal, const double *offset,
                                  const double *c, double r);
/* Do the m half-spaces normal[3 j ..] . x <= offset[j] have a common point (the
 * Fourier-Motzkin elimination above, for any m)? */
bool oracle_frustum_planes_feasible(int m, const double *normal, const double *offset);

#endif
