/* The point of a line, ray or segment closest to a point (isect/closest_point.h): the exact
 * reference of a case and the check of the library's answer (see check.h). A case is a
 * line-versus-ball case (tests/gen) whose centre c is the point p; its radius is unused
 * (0). */
#ifndef ISECT_TESTS_CHECK_CLOSEST_POINT_H
#define ISECT_TESTS_CHECK_CLOSEST_POINT_H

#include "check/check.h"

typedef struct closest_point_query {
    const char *name;
    int kind; /* oracle_kind */
    int dim;
} closest_point_query;

enum { CLOSEST_POINT_QUERIES = 6 };
extern const closest_point_query closest_point_queries[CLOSEST_POINT_QUERIES];

/* mode 0 uniform, 1 adversarial (tangents: the foot exactly at an end or between; a
 * zero-radius ball on the component: p on it; short and zero-length components), 2
 * invalid. */
void closest_point_generate(gen_rng *rng, const closest_point_query *q, int mode, gen_lin_ball *x);

/* The exact reference; false (nothing computed) for invalid input. */
bool closest_point_reference(const closest_point_query *q, const gen_lin_ball *x,
                             oracle_closest *ref);

int closest_point_lengths(const closest_point_query *q, gen_lin_ball *x, isect_real **v);

/* The library's answer on x (the reference's case scaled by 2^k) against ref:
 * - flags ISECT_DEGENERATE exactly for a point component, s = 0, point_a = p;
 * - the region exactly the oracle's (a disagreement otherwise): t == 0 and point_b the
 *   start exactly when the exact parameter is 0, t == 1 and point_b the end when it is a
 *   segment's 1; a line's sign of t exact;
 * - |t - t*| |d|, |point_b - exact|_inf and |sqrt(dist_sq) - dist| at most 16 u S, the
 *   distance also at most 16 u L (isect/closest_point.h), past one step of the subnormal
 *   grid; values beyond the range saturated. */
const char *closest_point_check(const closest_point_query *q, const gen_lin_ball *x,
                                const oracle_closest *ref, int k, oracle_row *row);

/* Invalid input: an all-zero result with flags ISECT_INVALID. */
const char *closest_point_check_invalid(const closest_point_query *q, const gen_lin_ball *x);

void closest_point_explain(const closest_point_query *q, const gen_lin_ball *x,
                           const oracle_closest *ref, int k);

extern const check_family check_family_closest_point;

#endif
