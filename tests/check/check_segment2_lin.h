/* Lines and rays against segments in the plane (isect/segment2.h): the exact reference
 * of a case and the check of the library's answer (see check.h). */
#ifndef ISECT_TESTS_CHECK_SEGMENT2_LIN_H
#define ISECT_TESTS_CHECK_SEGMENT2_LIN_H

#include "check/check.h"
#include "gen/gen_segment2_lin.h"
#include "oracle/oracle_segment2_lin.h"

typedef struct segment2_lin_query {
    const char *name;
    bool ray;
} segment2_lin_query;

enum { SEGMENT2_LIN_QUERIES = 2 };
extern const segment2_lin_query segment2_lin_queries[SEGMENT2_LIN_QUERIES];

void segment2_lin_generate(gen_rng *rng, const segment2_lin_query *q, int mode, gen_lin_seg2 *x);

/* The exact reference; false (nothing computed) for invalid input. */
bool segment2_lin_reference(const segment2_lin_query *q, const gen_lin_seg2 *x,
                            oracle_lin_seg2 *ref);

int segment2_lin_lengths(const segment2_lin_query *q, gen_lin_seg2 *x, isect_real **v);

/* The library's test and find on x (the reference's case scaled by 2^k) against ref:
 * - test equals the exact hit (a disagreement otherwise), find.hit == test;
 * - a miss is an all-zero result whose only flag is ISECT_DEGENERATE, exactly when the
 *   component or the segment is a point; a hit's flags are exactly ISECT_TOUCHING and
 *   ISECT_DEGENERATE as the exact answer has them (ISECT_SATURATED only for a t beyond
 *   the range); count exactly the exact one;
 * - t[0] <= t[1], t >= 0 for a ray; a common point that is a, q0 or q1 reported as that
 *   point bit for bit (t == 0 for a);
 * - |t - t*| / (u |t*|) at most 4, |point - X*|_inf / (u (|a|_inf + |t*| |d|_inf)) at
 *   most 6, past one step of the subnormal grid;
 * - the normal zero unless the lines cross at one point, else within 4 u of the exact
 *   unit normal facing against d. */
const char *segment2_lin_check(const segment2_lin_query *q, const gen_lin_seg2 *x,
                               const oracle_lin_seg2 *ref, int k, oracle_row *row);

/* Invalid input: test false, no hit, flags exactly ISECT_INVALID, every other field zero. */
const char *segment2_lin_check_invalid(const segment2_lin_query *q, const gen_lin_seg2 *x);

void segment2_lin_print(const gen_lin_seg2 *x);

void segment2_lin_explain(const segment2_lin_query *q, const gen_lin_seg2 *x,
                          const oracle_lin_seg2 *ref, int k);

extern const check_family check_family_segment2_lin;

#endif
