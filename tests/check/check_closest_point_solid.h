/* A point against a convex polygon or a round solid (isect/closest_point.h, "A point
 * against a convex polygon", "A point against a round solid: capsule, cylinder, cone"):
 * the exact reference of a case and the check of the library's answer (see check.h). */
#ifndef ISECT_TESTS_CHECK_CLOSEST_POINT_SOLID_H
#define ISECT_TESTS_CHECK_CLOSEST_POINT_SOLID_H

#include "check/check.h"
#include "gen/gen_closest_point_solid.h"
#include "oracle/oracle_closest_point_solid.h"

typedef struct psolid_query {
    const char *name;
    int dim;
    gen_solid_kind kind;
} psolid_query;

enum { PSOLID_QUERIES = 5 };
extern const psolid_query psolid_queries[PSOLID_QUERIES];

typedef struct psolid_ref {
    oracle_psolid exact;
} psolid_ref;

/* mode 0 uniform, 1 adversarial, 2 invalid (tests/gen/gen_closest_point_solid.h). */
void psolid_generate(gen_rng *rng, const psolid_query *q, int mode, gen_psolid_case *x);

/* The exact reference; false (nothing computed) for invalid input: NULL, n < 3, a NaN or
 * infinite coordinate, a negative, NaN or infinite radius, a polygon that is not convex. */
bool psolid_reference(const psolid_query *q, const gen_psolid_case *x, psolid_ref *ref);

int psolid_lengths(const psolid_query *q, gen_psolid_case *x, isect_real **v);

/* The library's answer on x (the reference's case scaled by 2^k) against ref:
 * - flags: ISECT_DEGENERATE exactly when the shape is degenerate (radius 0 or a
 *   zero-length axis; a collinear polygon), no other flag but ISECT_SATURATED (only with
 *   a value at the largest finite isect_real); ISECT_INVALID on valid input (a convex
 *   polygon called not convex) is a disagreement;
 * - point_a == p, feature_a vertex 0, bary_a {1, 0, 0, 0}; bary_b[2] == bary_b[3] == 0;
 * - feature_b of the exact kind and index (a disagreement otherwise; the 2D capsule of
 *   radius 0 names its open core edge 2, the left side);
 * - round solids: bary_b = {1 - t, t}: exactly {1, 0} / {0, 1} where the exact t is 0 /
 *   1 (a cap, a rim, the apex, the base, an end cap, or an interior point whose axis
 *   point is an end), else t strictly inside (0, 1) and 1 - t in (0, 1] (it rounds to 1
 *   for t < u); a vertex (the apex, or the point a zero-length axis leaves) is a bit for
 *   bit;
 * - polygons: a vertex i is v[i] bit for bit with bary_b {1, 0, 0, 0}; an edge's two
 *   weights in (0, 1]; the face has bary_b all 0; a collinear polygon's segment interior
 *   is the first edge i from one of the two outermost vertices toward the other (lowest
 *   i with v[i] outermost and v[i + 1] != v[i]), its weights on v[i] and the other
 *   outermost vertex (as the header says);
 * - p in the closed shape is its own closest point (point_b == p, dist_sq == 0);
 * - |point_b - exact|_inf and |sqrt(dist_sq) - dist| at most 16 u S (S the largest
 *   magnitude of the input coordinates and the radius), past one step of the subnormal
 *   grid; t (column err t): a round solid's |t - t_exact| |d| in units of u S, a polygon
 *   edge's weights in units of u S / |e| (bound 16 for both: the header's, and
 *   isect_closest_point2_seg2's t). */
const char *psolid_check(const psolid_query *q, const gen_psolid_case *x, const psolid_ref *ref,
                         int k, oracle_row *row);

/* Invalid input: an all-zero result with flags == ISECT_INVALID and both features
 * ISECT_FEATURE_NONE. A finite polygon that is not convex (the oracle's rule) answered
 * otherwise counts as a disagreement in row (when row is not NULL). */
const char *psolid_check_invalid(const psolid_query *q, const gen_psolid_case *x, oracle_row *row);

void psolid_print(const psolid_query *q, const gen_psolid_case *x);
void psolid_explain(const psolid_query *q, const gen_psolid_case *x, const psolid_ref *ref, int k);

extern const check_family check_family_psolid;

#endif
