/* Lines, rays and segments against a convex hull by its planes (isect/linear_hull.h): the
 * exact reference of a case and the check of the library's answer (see check.h). */
#ifndef ISECT_TESTS_CHECK_LINEAR_HULL_H
#define ISECT_TESTS_CHECK_LINEAR_HULL_H

#include "check/check.h"
#include "gen/gen_linear_hull.h"
#include "isect/linear_hull.h"
#include "oracle/oracle_linear_hull.h"

typedef struct linear_hull_query {
    const char *name;
    int kind; /* oracle_kind */
    int dim;
    bool box; /* an oriented box (isect_*_obb3, isect_*_obb2) rather than a hull by planes */
} linear_hull_query;

enum { LINEAR_HULL_QUERIES = 9 };
extern const linear_hull_query linear_hull_queries[LINEAR_HULL_QUERIES];

/* mode 0 uniform, 1 adversarial, 2 invalid (tests/gen/gen_linear_hull.h). */
void linear_hull_generate(gen_rng *rng, const linear_hull_query *q, int mode, gen_linhull *x);

/* The exact reference; false (nothing computed) for invalid input. */
bool linear_hull_reference(const linear_hull_query *q, const gen_linhull *x, oracle_linhull *ref);

int linear_hull_lengths(const linear_hull_query *q, gen_linhull *x, isect_real **v);

/* The library's test and find on x (the reference's case scaled by 2^k) against ref:
 * - test equals the exact answer (a disagreement otherwise), also with the planes in
 *   reverse order (a box: its axes negated, the same set) and (segment, line) with the
 *   component reversed; find.hit == test;
 * - a miss is an all-zero result (ISECT_DEGENERATE exactly as the input is);
 * - flags (ISECT_TOUCHING, ISECT_STARTED_INSIDE, ISECT_ENDED_INSIDE, ISECT_DEGENERATE)
 *   and count exactly the contract's; the normal that of the contract's plane within
 *   4 u per coordinate (zero when there is none);
 * - t[0] <= t[1] within the component's range; exactly 0 or 1 at the component's start
 *   or end, whose point comes back bit for bit; an unbounded end the largest isect_real
 *   with ISECT_SATURATED, its point saturated where the direction's coordinate is not 0
 *   and the start's coordinate elsewhere;
 * - |t - t*| <= BOUND_T u |t*| and each point coordinate within BOUND_POINT u of
 *   |a_j| + |t* d_j| (+ |b_j| for a segment), past one step of the subnormal grid. */
const char *linear_hull_check(const linear_hull_query *q, const gen_linhull *x,
                              const oracle_linhull *ref, int k, oracle_row *row);

/* Invalid input: test false, no hit, flags exactly ISECT_INVALID, every other field zero. */
const char *linear_hull_check_invalid(const linear_hull_query *q, const gen_linhull *x);

void linear_hull_print(const gen_linhull *x);

void linear_hull_explain(const linear_hull_query *q, const gen_linhull *x,
                         const oracle_linhull *ref, int k);

extern const check_family check_family_linear_hull;

#endif
