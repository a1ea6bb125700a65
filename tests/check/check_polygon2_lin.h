/* Lines, rays and segments against a triangle or a polygon in the plane
 * (isect/polygon2_lin.h): the exact reference of a case and the check of the library's
 * answer (see check.h). */
#ifndef ISECT_TESTS_CHECK_POLYGON2_LIN_H
#define ISECT_TESTS_CHECK_POLYGON2_LIN_H

#include "check/check.h"
#include "gen/gen_polygon2_lin.h"
#include "oracle/oracle_polygon2_lin.h"

typedef struct polygon2_lin_query {
    const char *name;
    int kind; /* 0 line, 1 ray, 2 segment */
    bool tri;
} polygon2_lin_query;

enum { POLYGON2_LIN_QUERIES = 6 };
extern const polygon2_lin_query polygon2_lin_queries[POLYGON2_LIN_QUERIES];

void polygon2_lin_generate(gen_rng *rng, const polygon2_lin_query *q, int mode, gen_poly2_lin *x);

/* The exact reference; false (nothing computed) for invalid input. */
bool polygon2_lin_reference(const polygon2_lin_query *q, const gen_poly2_lin *x,
                            oracle_poly2_lin *ref);

int polygon2_lin_lengths(const polygon2_lin_query *q, gen_poly2_lin *x, isect_real **v);

/* The library's test and find on x (the reference's case scaled by 2^k) against ref:
 * - test equals the exact hit (a disagreement otherwise), find.hit == test;
 * - a miss is all zero but ISECT_DEGENERATE, exactly as the exact answer has it; a hit's
 *   flags are exactly the exact ones (ISECT_STARTED_INSIDE, ISECT_ENDED_INSIDE,
 *   ISECT_TOUCHING, ISECT_DEGENERATE; ISECT_SATURATED only for a value beyond the range)
 *   and count the exact one;
 * - t[0] <= t[1] within the range; a point that is exactly the start, p1 or a vertex
 *   reported as that point bit for bit;
 * - |t - t*| / (u |t*|) at most 4, |point - X*|_inf / (u (|a|_inf + |t*| |d|_inf)) at
 *   most 6, past one step of the subnormal grid;
 * - the normal zero when started inside (or no edge qualifies), else within 4 u of the
 *   exact unit normal of the lowest edge through point[0], facing against d. */
const char *polygon2_lin_check(const polygon2_lin_query *q, const gen_poly2_lin *x,
                               const oracle_poly2_lin *ref, int k, oracle_row *row);

/* Invalid input: test false, no hit, flags exactly ISECT_INVALID, every other field zero. */
const char *polygon2_lin_check_invalid(const polygon2_lin_query *q, const gen_poly2_lin *x);

void polygon2_lin_print(const gen_poly2_lin *x);

void polygon2_lin_explain(const polygon2_lin_query *q, const gen_poly2_lin *x,
                          const oracle_poly2_lin *ref, int k);

extern const check_family check_family_polygon2_lin;

#endif
