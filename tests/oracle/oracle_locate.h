/* The exact location of a point in a triangle (2D, and in space by its projection), a
 * tetrahedron and a hull by its planes, and the exact barycentric coordinates
 * (isect/locate.h), for the oracle and scale tests.
 *
 * Written without the library, in GMP rationals, by other formulas than its signs:
 * coordinates by Cramer's rule (RTCD 3.4) rather than signed areas of sub-triangles.
 *   triangle in the plane  p - v0 = l1 e1 + l2 e2 (e_i = v_i - v0): l1 = (w x e2) / D,
 *                          l2 = (e1 x w) / D, D = e1 x e2, l0 = 1 - l1 - l2;
 *   triangle in space      the normal equations of the projection: with d_ij = e_i . e_j
 *                          and w_i = (p - v0) . e_i, D = d11 d22 - d12^2 (the Gram
 *                          determinant, |e1 x e2|^2), l1 = (d22 w1 - d12 w2) / D,
 *                          l2 = (d11 w2 - d12 w1) / D;
 *   tetrahedron            p - v0 = sum l_i e_i, each l_i a quotient of 3x3 determinants;
 *   hull                   n_j . p - o_j for every plane.
 * Inside: every l_i > 0 (every plane value < 0); on the boundary: all >= 0 (<= 0) with a
 * zero. A degenerate triangle (D == 0) is the union of its closed edges (in space: p
 * itself must lie on one); a flat tetrahedron (D == 0) the union of its four closed
 * faces, each a triangle in space that p must lie in: in its plane (a zero triple
 * product) with non-negative coordinates, or on an edge when the face is collinear. */
#ifndef ISECT_TESTS_ORACLE_LOCATE_H
#define ISECT_TESTS_ORACLE_LOCATE_H

#include <stdbool.h>

#include "oracle/oracle.h"

typedef struct oracle_locate {
    int location;        /* -1 inside, 0 on the boundary, +1 outside */
    bool degenerate;     /* collinear triangle, flat tetrahedron */
    int bary_sign[3];    /* triangles, not degenerate: the exact signs of l0, l1, l2 */
    long double bary[3]; /* ... and the values, rounded */
} oracle_locate;

/* A triangle v[0..2] (dim 2 or 3 coordinates each) and p. */
void oracle_locate_tri(int dim, const double (*v)[3], const double *p, oracle_locate *out);

/* A tetrahedron v[0..3] and p. */
void oracle_locate_tet(const double (*v)[3], const double *p, oracle_locate *out);

/* A hull by m planes n[j] . x <= o[j] (non-zero normals) and p. */
void oracle_locate_hull(int m, const double (*n)[3], const double *o, const double *p,
                        oracle_locate *out);

#endif
