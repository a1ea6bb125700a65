/* A segment against an oriented box (isect/closest_point.h, isect_closest_seg3_obb3): the
 * exact reference of a case and the check of the library's answer (see check.h). */
#ifndef ISECT_TESTS_CHECK_CLOSEST_POINT_SEG_OBB_H
#define ISECT_TESTS_CHECK_CLOSEST_POINT_SEG_OBB_H

#include "check/check.h"
#include "gen/gen_closest_point_seg_obb.h"
#include "oracle/oracle_closest_point_seg_obb.h"

typedef struct segobb_query {
    const char *name;
} segobb_query;

enum { SEGOBB_QUERIES = 1 };
extern const segobb_query segobb_queries[SEGOBB_QUERIES];

typedef struct segobb_ref {
    oracle_segobb exact;
} segobb_ref;

/* mode 0 uniform, 1 adversarial, 2 invalid (tests/gen: gen_segobb_*). */
void segobb_generate(gen_rng *rng, const segobb_query *q, int mode, gen_segobb_case *x);

/* The exact reference; false (nothing computed) for invalid input: NULL, a NaN or
 * infinite coordinate, a negative (or NaN) half extent, axes with |a_i . a_j - delta_ij|
 * above ISECT_AXIS_TOLERANCE (the dot products in double, as isect_valid_obb3 defines
 * them). */
bool segobb_reference(const segobb_query *q, const gen_segobb_case *x, segobb_ref *ref);

int segobb_lengths(const segobb_query *q, gen_segobb_case *x, isect_real **v);

/* The library's answer on x (the reference's case scaled by 2^k) against ref:
 * - flags: ISECT_DEGENERATE exactly when p0 == p1 or a half extent is 0, no other flag but
 *   ISECT_SATURATED (only with a value at the largest finite isect_real);
 * - meeting (exact boolean): dist_sq == 0 exactly when the segment and the box meet (a
 *   disagreement otherwise; a positive exact value below the smallest subnormal reads as
 *   the smallest subnormal: the touching rule);
 * - feature_a and feature_b exactly the exact ones (disagreements otherwise: the least
 *   minimiser s*, and point_b's place on each axis of the frame), and with them: an end of
 *   the segment has bary_a exactly {1, 0} ({0, 1}), the interior bary_a[0], bary_a[1] in
 *   [0, 1]; bary_a[2..3] and bary_b are 0;
 * - |point_a - exact|_inf and |point_b - exact|_inf at most BOUND u S and
 *   |sqrt(dist_sq) - dist| at most BOUND u S (past one step of the subnormal grid), S the
 *   largest magnitude among p0, p1, center and half; the segment's parameter (err t:
 *   |bary_a[1] - s*| and |bary_a[0] - (1 - s*)| times |p1 - p0|) in the same units. The
 *   error of s itself in units of its last place (ulp(s*)) is kept in segobb_s_ulps (not
 *   judged: the header says "a few"). */
const char *segobb_check(const segobb_query *q, const gen_segobb_case *x, const segobb_ref *ref,
                         int k, oracle_row *row);

/* The largest |bary_a[1] - s*| / ulp(s*) seen by segobb_check (s* in (0, 1)). */
extern double segobb_s_ulps;

/* Invalid input: an all-zero result with flags == ISECT_INVALID and both features
 * ISECT_FEATURE_NONE. */
const char *segobb_check_invalid(const segobb_query *q, const gen_segobb_case *x);

void segobb_print(const gen_segobb_case *x);
void segobb_explain(const segobb_query *q, const gen_segobb_case *x, const segobb_ref *ref, int k);

extern const check_family check_family_segobb;

#endif
