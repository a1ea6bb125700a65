/* Closest pairs of two lines, rays or segments and the capsule tests
 * (isect/closest_point.h, second half): the exact reference of a case and the check of
 * the library's answer (see check.h). */
#ifndef ISECT_TESTS_CHECK_CLOSEST_POINT_PAIRS_H
#define ISECT_TESTS_CHECK_CLOSEST_POINT_PAIRS_H

#include "check/check.h"
#include "gen/gen_closest_point_pairs.h"
#include "oracle/oracle_closest_point_pairs.h"

typedef struct pairs_query {
    const char *name;
    int dim;
    oracle_kind ka, kb;
    bool capsule; /* isect_test_capsuleN_capsuleN (ka == kb == ORACLE_SEGMENT) */
} pairs_query;

enum { PAIRS_QUERIES = 14 };
extern const pairs_query pairs_queries[PAIRS_QUERIES];

typedef struct pairs_ref {
    oracle_pair exact;
} pairs_ref;

/* mode 0 uniform, 1 adversarial, 2 invalid (tests/gen); a ray's or line's direction is
 * stored in a1 (b1). */
void pairs_generate(gen_rng *rng, const pairs_query *q, int mode, gen_pair_case *x);

/* The exact reference; false (nothing computed) for invalid input. */
bool pairs_reference(const pairs_query *q, const gen_pair_case *x, pairs_ref *ref);

int pairs_lengths(const pairs_query *q, gen_pair_case *x, isect_real **v);

/* The library's answer on x (the reference's case scaled by 2^k) against ref.
 * Capsule tests: test(a, b) and test(b, a) equal dist <= ra + rb exactly.
 * Closest pairs:
 * - flags: ISECT_PARALLEL and ISECT_DEGENERATE exactly as the exact ones, no
 *   ISECT_INVALID, ISECT_SATURATED only with a value at the largest finite isect_real;
 * - s == 0 (== 1) exactly when the exact s is, with point_a == a0 (a1) bit for bit;
 *   otherwise s strictly inside a ray's or segment's range and, for a line, of the exact
 *   sign; the same for t;
 * - |sqrt(dist_sq) - dist| / (u S) <= BOUND_DIST (S: the largest coordinate magnitude of
 *   the inputs and the exact closest points);
 * - points: |point - exact|_inf / (u S / sin theta) where both parameters are free,
 *   else / (u S), at most BOUND_POINT. */
const char *pairs_check(const pairs_query *q, const gen_pair_case *x, const pairs_ref *ref, int k,
                        oracle_row *row);

/* Invalid input: an all-zero result with flags == ISECT_INVALID; capsule tests false. */
const char *pairs_check_invalid(const pairs_query *q, const gen_pair_case *x);

void pairs_print(const gen_pair_case *x);
void pairs_explain(const pairs_query *q, const gen_pair_case *x, const pairs_ref *ref, int k);

extern const check_family check_family_pairs;

#endif
