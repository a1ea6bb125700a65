/* A point against a convex hull of points (isect/closest_point.h, "A point against a
 * convex hull"): the exact reference of a case and the check of the library's answer (see
 * check.h). */
#ifndef ISECT_TESTS_CHECK_CLOSEST_POINT_HULL_H
#define ISECT_TESTS_CHECK_CLOSEST_POINT_HULL_H

#include "check/check.h"
#include "gen/gen_closest_point_hull.h"
#include "oracle/oracle_closest_point_hull.h"

typedef struct phull_query {
    const char *name;
} phull_query;

enum { PHULL_QUERIES = 1 };
extern const phull_query phull_queries[PHULL_QUERIES];

typedef struct phull_ref {
    oracle_phull exact;
} phull_ref;

/* Measures no check fails on, kept for the report: the largest |sum bary - 1| in units of
 * u, and the largest |sum_k bary[k] verts[vert[k]] - q|_inf in units of u S. */
typedef struct phull_measures {
    double bary_sum, bary_point;
} phull_measures;
extern phull_measures phull_measured;

/* mode 0 uniform, 1 adversarial, 2 invalid (tests/gen/gen_closest_point_hull.h). */
void phull_generate(gen_rng *rng, const phull_query *q, int mode, gen_phull_case *x);

/* The exact reference; false (nothing computed) for invalid input: a NULL hull or vertex
 * array, no vertices, a NaN or infinite coordinate. */
bool phull_reference(const phull_query *q, const gen_phull_case *x, phull_ref *ref);

int phull_lengths(const phull_query *q, gen_phull_case *x, isect_real **v);

/* The library's answer on x (the reference's case scaled by 2^k) against ref; a
 * difference in a decision counts as a disagreement in row:
 * - flags: ISECT_DEGENERATE exactly when all vertices are coplanar, no other flag but
 *   ISECT_SATURATED (with a value at the largest finite isect_real);
 * - point_a == p; count in 1..4; vert[0..count-1] increasing and < n, bary[0..count-1]
 *   in (0, 1] summing to 1 within 8 u; unused entries 0;
 * - p in the hull (exact): dist_sq == 0, point_b == p bit for bit, feature_b solid 0;
 * - outside: dist_sq > 0, count == the exact minimal dimension, feature_b vertex / edge /
 *   face (by count) with index 0, a vertex's point_b the vertex bit for bit;
 * - either way the exact closest point lies in the relative interior of the reported
 *   simplex (affinely independent, exact barycentric coordinates all > 0);
 * - |point_b - q|_inf and |sqrt(dist_sq) - D^(1/2)| at most 16 u S, S the largest
 *   magnitude of p and the vertices (past one step of the subnormal grid): columns err pt
 *   and err n (err t stays empty: no parameter); how far the weights put the point,
 *   |sum_k bary[k] verts[vert[k]] - q|_inf in units of u S, is measured (phull_measured:
 *   the header bounds the point, not its weights) and fails only beyond 2^-20 S (weights
 *   that are plainly wrong: point_b = sum_k bary[k] verts[vert[k]] is the header's
 *   definition of them). */
const char *phull_check(const phull_query *q, const gen_phull_case *x, const phull_ref *ref, int k,
                        oracle_row *row);

/* Invalid input: an all-zero result with flags == ISECT_INVALID. */
const char *phull_check_invalid(const phull_query *q, const gen_phull_case *x);

void phull_print(const phull_query *q, const gen_phull_case *x);
void phull_explain(const phull_query *q, const gen_phull_case *x, const phull_ref *ref, int k);

/* The case's coordinates as doubles for the oracle: p and xyz[3 i + c]. */
void phull_doubles(const gen_phull_case *x, double *p, double *xyz);

extern const check_family check_family_phull;

#endif
