/* A point against a convex hull given by planes (isect/closest_point.h, "A point against a
 * convex hull", the hull { x : normal_i . x <= offset_i }): the exact reference of a case
 * and the check of the library's answer (see check.h). */
#ifndef ISECT_TESTS_CHECK_CLOSEST_POINT_HULL_PLANES_H
#define ISECT_TESTS_CHECK_CLOSEST_POINT_HULL_PLANES_H

#include "check/check.h"
#include "gen/gen_closest_point_hull_planes.h"
#include "oracle/oracle_closest_point_hull_planes.h"

typedef struct hplanes_query {
    const char *name;
} hplanes_query;

enum { HPLANES_QUERIES = 1 };
extern const hplanes_query hplanes_queries[HPLANES_QUERIES];

typedef struct hplanes_ref {
    oracle_hplanes exact;
} hplanes_ref;

/* Measures kept for the report: the largest error of a coordinate of point_b and of
 * dist_sq in units of the last place of the exact value (ulp of isect_real at it; the
 * smallest subnormal below the normal range; the row's err pt and err n carry the same
 * errors in units of u |exact|, the checked measure), and how many answers checked for
 * accuracy came with ISECT_SATURATED. */
typedef struct hplanes_measures {
    double point_ulps, dist_ulps;
    long saturated;
} hplanes_measures;
extern hplanes_measures hplanes_measured;

/* mode 0 uniform, 1 adversarial, 2 invalid (tests/gen/gen_closest_point_hull_planes.h). */
void hplanes_generate(gen_rng *rng, const hplanes_query *q, int mode, gen_hplanes_case *x);

/* The exact reference; false (nothing computed) for invalid input: a NULL hull or plane
 * array, no planes, a zero normal, a NaN or infinite coordinate or offset. An empty set
 * is valid input with a reference (ref.exact.empty) whose answer is ISECT_INVALID. */
bool hplanes_reference(const hplanes_query *q, const gen_hplanes_case *x, hplanes_ref *ref);

int hplanes_lengths(const hplanes_query *q, gen_hplanes_case *x, isect_real **v);

/* The library's answer on x (the reference's case scaled by 2^k) against ref; each
 * difference in an exact field counts as a disagreement in row:
 * - the set empty (exact): an all-zero result with flags == ISECT_INVALID; a non-empty set
 *   answered ISECT_INVALID is a disagreement;
 * - flags: none but ISECT_SATURATED (with a value at the largest finite isect_real): no
 *   ISECT_DEGENERATE for flat or unbounded sets;
 * - point_a == p; count 0, vert and bary all 0 (the vertex fields are unused);
 * - p in the set (exact): dist_sq == 0, point_b == p bit for bit, feature_b solid 0,
 *   plane_count 0, plane[] all 0 (a reported distance counts as a false miss);
 * - outside: dist_sq > 0 (0 counts as a false hit), plane_count == the rank of the planes
 *   through the exact projection, plane[0..plane_count-1] == the greedy lowest-index
 *   independent ones, unused entries 0, feature_b face / edge / vertex by plane_count
 *   with index 0;
 * - accuracy: each coordinate of point_b and dist_sq against the exact value x, as
 *   (|got - x| - the smallest subnormal, if positive) / (u |x|): columns err pt and
 *   err n, failing beyond 8 (the header: each the exact value rounded once). */
const char *hplanes_check(const hplanes_query *q, const gen_hplanes_case *x, const hplanes_ref *ref,
                          int k, oracle_row *row);

/* Invalid input: an all-zero result with flags == ISECT_INVALID. */
const char *hplanes_check_invalid(const hplanes_query *q, const gen_hplanes_case *x);

void hplanes_print(const hplanes_query *q, const gen_hplanes_case *x);
void hplanes_explain(const hplanes_query *q, const gen_hplanes_case *x, const hplanes_ref *ref,
                     int k);

/* The case's values as doubles for the oracle: p, normal[3 i + c], offset[i]. */
void hplanes_doubles(const gen_hplanes_case *x, double *p, double *normal, double *offset);

extern const check_family check_family_hplanes;

#endif
