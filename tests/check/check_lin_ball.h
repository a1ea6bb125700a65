/* Lines, rays and segments against discs and balls (isect/linear_sphere.h): the exact
 * reference of a case and the check of the library's answer (see check.h). */
#ifndef ISECT_TESTS_CHECK_LIN_BALL_H
#define ISECT_TESTS_CHECK_LIN_BALL_H

#include "check/check.h"

typedef struct lin_ball_query {
    const char *name;
    int kind; /* oracle_kind */
    int dim;
} lin_ball_query;

enum { LIN_BALL_QUERIES = 6 };
extern const lin_ball_query lin_ball_queries[LIN_BALL_QUERIES];

typedef struct lin_ball_ref {
    int sign;              /* exact sign of dist(component, centre)^2 - r^2 */
    bool start_in, end_in; /* the start / end lies in the open ball (and it is no tangent) */
    int crossings;         /* roots of the oracle's quadratic, for a hit */
    oracle_crossing cross[2];
    double grazing;
} lin_ball_ref;

/* mode 0 uniform, 1 adversarial, 2 invalid (tests/gen). */
void lin_ball_generate(gen_rng *rng, const lin_ball_query *q, int mode, gen_lin_ball *x);

/* The exact reference; false (nothing computed) for invalid input. */
bool lin_ball_reference(const lin_ball_query *q, const gen_lin_ball *x, lin_ball_ref *ref);

int lin_ball_lengths(const lin_ball_query *q, gen_lin_ball *x, isect_real **v);

/* The library's test and find on x (the reference's case scaled by 2^k) against ref:
 * - test equals the exact answer (a disagreement otherwise), find agrees with test, the
 *   reversed component gives the same answer;
 * - the flags (touching, started/ended inside, degenerate) equal their exact values and
 *   count follows from them; t[] is ordered, inside the component's range, exactly 0 or 1
 *   where an end lies inside; a miss is an all-zero result; the normal is unit;
 * - t, the points and the normal are within the documented bound of the exact values
 *   (docs/accuracy.md): |t - t*| |d| g, |p - p*| g and |n - n*| r g at most 16 u S, past
 *   one step of the subnormal grid, values beyond the range saturated. */
const char *lin_ball_check(const lin_ball_query *q, const gen_lin_ball *x, const lin_ball_ref *ref,
                           int k, oracle_row *row);

/* Invalid input: no hit, ISECT_INVALID, every other field zero. */
const char *lin_ball_check_invalid(const gen_lin_ball *x);

void lin_ball_print(const gen_lin_ball *x);

/* The case, the library's answer and the reference (scaled by 2^k). */
void lin_ball_explain(const lin_ball_query *q, const gen_lin_ball *x, const lin_ball_ref *ref,
                      int k);

extern const check_family check_family_lin_ball;

#endif
