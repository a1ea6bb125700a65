/* The exact closest point of the convex hull of a finite point set to a point
 * (isect/closest_point.h, "A point against a convex hull"), by brute force over the input
 * vertices, with no GJK and no face structure. For the oracle, scale and unit tests.
 *
 * The hull is H = conv(V), V = {v_0, ..., v_{n-1}}; its closest point q to p is unique.
 * q lies on a face of H of dimension <= 2 (or is p), and by Caratheodory in that face it
 * lies in the relative interior of a simplex S of 1, 2 or 3 affinely independent input
 * vertices (a minimal one has all weights > 0). q is then also the projection of p onto
 * aff(S), since it is the closest point of conv(S) and lies in its relative interior.
 * Conversely, a point x of H is q exactly when (v - x) . (p - x) <= 0 for every vertex v
 * (the variational inequality of the projection onto a convex set: it holds for the
 * vertices iff it holds for every convex combination of them). So:
 * - for k = 1, 2, 3 and every subset S of k vertices, affinely independent, project p onto
 *   aff(S) exactly, keep it only if its barycentric coordinates are all > 0, and accept it
 *   iff the inequality holds for every vertex; the first k with an accepted subset is
 *   the minimal dimension, and the accepted point is q (a certificate: q in H and
 *   optimal);
 * - an accepted q equal to p means p in H (D = 0); no accepted subset at all means q = p
 *   lies in H but in no simplex of <= 3 vertices: it must then lie in a tetrahedron of
 *   input vertices (Caratheodory), which is searched for as the certificate of "inside"
 *   (exact orientation signs; a failure aborts: the oracle would be wrong).
 * Everything is exact: the coordinates are shifted to one common binary exponent and
 * become integers (mpz), p is moved to the origin, and each test above is the sign of an
 * integer polynomial in the entries of the Gram matrix G_ij = v_i . v_j (the projection's
 * Cramer numerators and denominators, all denominators > 0 multiplied out). The reported
 * q and D = |p - q|^2 are then recomputed in rationals (mpq) from the input doubles, and
 * rounded (sqrt(D) through MPFR at ORACLE_PREC bits).
 *
 * oracle_hull_selfcheck re-derives the answer literally in mpq over every subset, with no
 * early exit: every accepted subset of 1..3 vertices must give the same q, the smallest
 * accepted size must be the reported dimension, and p must lie in some closed simplex of
 * 1..4 input vertices exactly when the answer says inside. */
#ifndef ISECT_TESTS_ORACLE_CLOSEST_POINT_HULL_H
#define ISECT_TESTS_ORACLE_CLOSEST_POINT_HULL_H

#include <stdbool.h>
#include <stddef.h>

#include "oracle/oracle.h"

/* The most vertices the oracle takes. */
#define ORACLE_HULL_MAX 16

typedef struct oracle_phull {
    bool inside;          /* p lies in the closed hull: D == 0 */
    bool coplanar;        /* all vertices on one plane (a polygon, segment or point) */
    int dim;              /* the smallest k such that q lies in the relative interior of a
                             simplex of k input vertices: 1, 2 or 3 outside; inside, 1..4
                             (4: p in no simplex of <= 3 vertices) */
    int simplex[4];       /* one such simplex, increasing indices */
    long double point[3]; /* q, rounded */
    long double dist_sq;  /* D, rounded */
    long double dist;     /* sqrt(D), rounded */
} oracle_phull;

/* p against conv of the n (1..ORACLE_HULL_MAX) points xyz[3 i .. 3 i + 2], all finite. */
void oracle_closest_point_hull(int n, const double *xyz, const double *p, oracle_phull *out);

/* Whether the exact closest point q of ref (the answer of oracle_closest_point_hull on
 * the same n, xyz, p, or on the case before an exact scaling by a power of two) lies in
 * the relative interior of the simplex of the count (1..4) vertices vert[0..count-1]:
 * they are affinely independent, q lies in their affine hull and its barycentric
 * coordinates are all > 0. Exact (mpq), q recomputed from p and ref's simplex. Indices
 * must be < n. */
bool oracle_hull_simplex_holds(int n, const double *xyz, const double *p, const oracle_phull *ref,
                               int count, const size_t *vert);

/* The literal re-derivation described above; NULL when it agrees with ref, else what
 * differs. Slow (every subset of up to four vertices in mpq). */
const char *oracle_hull_selfcheck(int n, const double *xyz, const double *p,
                                  const oracle_phull *ref);

#endif
