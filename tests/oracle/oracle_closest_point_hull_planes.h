/* The exact closest point to p of a convex set given by planes, H = { x : n_i . x <= o_i
 * for every i } (isect/closest_point.h, "A point against a convex hull", the hull by
 * planes), by a search over the certificates of the projection, with no active-set loop.
 * For the oracle and scale tests.
 *
 * The projection x of p onto a non-empty H is characterised by its optimality conditions:
 * x in H and p - x in the cone of the normals of the planes through x. By Caratheodory's
 * theorem for cones, p - x is then a non-negative combination of a set S of 0 to 3 of
 * those normals that are linearly independent; x lies on every plane of S and p - x is in
 * the span of their normals, so x is the projection of p onto the affine set A_S (the
 * intersection of S's planes, never empty for independent normals). Conversely any S of
 * independent normals whose projection x_S of p onto A_S has p - x_S = sum_{i in S}
 * lambda_i n_i with every lambda_i >= 0 and lies in H is such a certificate, and x_S is
 * the projection (the conditions are sufficient for this convex problem). So:
 * - p in H (every n_i . p <= o_i): x = p, D = 0;
 * - otherwise every S of 1 plane, then of 2, then of 3 (increasing indices, independent
 *   normals) is tried; the first certificate gives x (the projection being unique, any
 *   certificate gives the same point);
 * - p outside and no certificate: H is empty.
 * Everything is exact: with y = x - p the constraints read n_i . y <= b_i = o_i - n_i . p;
 * the normals, p and the offsets are each shifted to a common binary exponent and become
 * integers (mpz), so the problem becomes N_i . z <= B_i in integers (z = y 2^-s for one
 * shift s). With G the Gram matrix of the normals (G_ij = N_i . N_j), G_S its k x k block
 * on S, M = adj(G_S) and d = det G_S (> 0 exactly when the normals are independent):
 * w = M B_S, lambda = -w / d (up to a positive factor), z = sum_{i in S} N_i w_i / d, and
 * plane j holds x, or has x on its inner side, when sum_{i in S} G_{j S_i} w_i = B_j d, or
 * <= -- all integer signs. The reported x and D = |p - x|^2 are then formed in rationals
 * (mpq) and rounded to long double.
 *
 * The planes through x (exact equality) are the active ones; the canonical subset is the
 * greedy one of the header: walk the active planes in index order and keep a plane when
 * it raises the rank of the kept normals (the Gram determinant of the kept ones stays
 * non-zero); rank is its size, 0 inside.
 *
 * oracle_hplanes_selfcheck re-derives the answer by a different method, in mpq from the
 * input doubles: every candidate point of every S (1..3 independent normals, with other
 * formulas: a face by the projection p - ((n . p - o) / |n|^2) n, an edge by the 3 x 3
 * system n1 . x = o1, n2 . x = o2, (n1 x n2) . x = (n1 x n2) . p, a vertex by the 3 x 3
 * system of its planes, each by Cramer's rule on the normals, not on a Gram matrix), the
 * least distance to p among the candidates in H (the projection is one of them, and
 * every point of H is at least as far, strictly unless it is the projection), with no
 * multiplier signs at all; the active planes by direct dot products and the greedy rank by
 * Gaussian elimination of the normals. */
#ifndef ISECT_TESTS_ORACLE_CLOSEST_POINT_HULL_PLANES_H
#define ISECT_TESTS_ORACLE_CLOSEST_POINT_HULL_PLANES_H

#include <stdbool.h>

#include "oracle/oracle.h"

/* The most planes the oracle takes. */
#define ORACLE_HPLANES_MAX 32

typedef struct oracle_hplanes {
    bool empty;           /* no point is on the inner side of every plane: no answer */
    bool inside;          /* p in H (touching counts): x = p, D = 0 */
    int cert_size;        /* outside: the size (1..3) of the certificate S that gave x */
    int cert[3];          /* its planes, increasing */
    int active;           /* outside: how many planes hold x */
    int rank;             /* outside: the rank of their normals (1..3); 0 inside or empty */
    int canon[3];         /* the greedy lowest-index independent active planes, increasing */
    long double point[3]; /* x, rounded (p inside; 0 when empty) */
    long double dist_sq;  /* D = |p - x|^2, rounded */
} oracle_hplanes;

/* p against the n (1..ORACLE_HPLANES_MAX) planes normal[3 i .. 3 i + 2] . x <= offset[i],
 * all finite, no normal zero (aborts otherwise). */
void oracle_closest_point_hull_planes(int n, const double *normal, const double *offset,
                                      const double *p, oracle_hplanes *out);

/* The re-derivation described above; NULL when it agrees with ref (empty, inside, the
 * exact point, rank and the canonical planes), else what differs. Slow: every subset of up
 * to three planes in mpq, each checked against every plane. */
const char *oracle_hplanes_selfcheck(int n, const double *normal, const double *offset,
                                     const double *p, const oracle_hplanes *ref);

#endif
