/* Lines, rays and segments against axis-aligned boxes (isect/linear_box.h): the exact
 * reference of a case and the check of the library's answer (see check.h). */
#ifndef ISECT_TESTS_CHECK_LINEAR_BOX_H
#define ISECT_TESTS_CHECK_LINEAR_BOX_H

#include "check/check.h"
#include "gen/gen_linear_box.h"
#include "isect/linear_box.h"
#include "oracle/oracle_linear_box.h"

typedef struct linear_box_query {
    const char *name;
    int kind; /* oracle_kind */
    int dim;
} linear_box_query;

enum { LINEAR_BOX_QUERIES = 6 };
extern const linear_box_query linear_box_queries[LINEAR_BOX_QUERIES];

/* mode 0 uniform, 1 adversarial, 2 invalid (tests/gen/gen_linear_box.h). */
void linear_box_generate(gen_rng *rng, const linear_box_query *q, int mode, gen_linbox *x);

/* The exact reference (tests/oracle/oracle_linear_box.h); false (nothing computed) for
 * invalid input. */
bool linear_box_reference(const linear_box_query *q, const gen_linbox *x, oracle_linbox *ref);

int linear_box_lengths(const linear_box_query *q, gen_linbox *x, isect_real **v);

/* The library's test and find on x (the reference's case scaled by 2^k) against ref:
 * - test equals the exact answer (a disagreement otherwise), find.hit == test, the
 *   reversed segment (the line with its direction negated) gives the same test answer;
 * - a miss is an all-zero result (ISECT_DEGENERATE exactly as the input is);
 * - flags (ISECT_TOUCHING, ISECT_STARTED_INSIDE, ISECT_ENDED_INSIDE, ISECT_DEGENERATE)
 *   and count exactly the contract's; the normal exactly the oracle's axis vector (zero
 *   when started inside);
 * - t[0] <= t[1], both finite and within the component's range; t exactly 0 where the
 *   exact t is the start of a ray or segment (or the component is a point) and exactly 1
 *   where it is a segment's end, the point there the start or end bit for bit; t[0] ==
 *   t[1] when it meets the box in one point;
 * - point[0]'s coordinate on the normal's axis exactly that face's plane, point[1]'s on
 *   one of the exit's planes (where t_out is no end of the component) exactly it, every
 *   point coordinate within the closed box;
 * - |t - t*| |d| and |p_i - p*_i| at most 8 u S and 16 u S (S the largest input magnitude),
 *   past one step of the subnormal grid; a t beyond the range saturated with
 *   ISECT_SATURATED. */
const char *linear_box_check(const linear_box_query *q, const gen_linbox *x,
                             const oracle_linbox *ref, int k, oracle_row *row);

/* Invalid input: test false, no hit, flags exactly ISECT_INVALID, every other field zero. */
const char *linear_box_check_invalid(const gen_linbox *x);

void linear_box_print(const gen_linbox *x);

/* The case, the library's answer and the reference (scaled by 2^k). */
void linear_box_explain(const linear_box_query *q, const gen_linbox *x, const oracle_linbox *ref,
                        int k);

extern const check_family check_family_linear_box;

#endif
