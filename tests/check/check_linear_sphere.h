/* Lines, rays and segments against discs and balls (isect/linear_sphere.h): the exact
 * reference of a case and the check of the library's answer (see check.h). */
#ifndef ISECT_TESTS_CHECK_LINEAR_SPHERE_H
#define ISECT_TESTS_CHECK_LINEAR_SPHERE_H

#include "check/check.h"

typedef struct linear_sphere_query {
    const char *name;
    int kind; /* oracle_kind */
    int dim;
} linear_sphere_query;

enum { LINEAR_SPHERE_QUERIES = 6 };
extern const linear_sphere_query linear_sphere_queries[LINEAR_SPHERE_QUERIES];

typedef struct linear_sphere_ref {
    int sign;              /* exact sign of dist(component, centre)^2 - r^2 */
    bool start_in, end_in; /* the start / end lies in the open ball (and it is no tangent) */
    int crossings;         /* roots of the oracle's quadratic, for a hit */
    oracle_crossing cross[2];
    double grazing;
} linear_sphere_ref;

/* mode 0 uniform, 1 adversarial, 2 invalid (tests/gen). */
void linear_sphere_generate(gen_rng *rng, const linear_sphere_query *q, int mode, gen_lin_ball *x);

/* The exact reference; false (nothing computed) for invalid input. */
bool linear_sphere_reference(const linear_sphere_query *q, const gen_lin_ball *x,
                             linear_sphere_ref *ref);

int linear_sphere_lengths(const linear_sphere_query *q, gen_lin_ball *x, isect_real **v);

/* The library's test and find on x (the reference's case scaled by 2^k) against ref:
 * - test equals the exact answer (a disagreement otherwise), find agrees with test, the
 *   reversed component gives the same answer;
 * - the flags (touching, started/ended inside, degenerate) equal their exact values and
 *   count follows from them; t[] is ordered, inside the component's range, exactly 0 or 1
 *   where an end lies inside; a miss is an all-zero result; the normal is unit;
 * - t, the points and the normal are within the documented bound of the exact values
 *   (docs/accuracy.md): |t - t*| |d| g, |p - p*| g and |n - n*| r g at most 16 u S, past
 *   one step of the subnormal grid, values beyond the range saturated. */
const char *linear_sphere_check(const linear_sphere_query *q, const gen_lin_ball *x,
                                const linear_sphere_ref *ref, int k, oracle_row *row);

/* Invalid input: no hit, ISECT_INVALID, every other field zero. */
const char *linear_sphere_check_invalid(const gen_lin_ball *x);

void linear_sphere_print(const gen_lin_ball *x);

/* The case, the library's answer and the reference (scaled by 2^k). */
void linear_sphere_explain(const linear_sphere_query *q, const gen_lin_ball *x,
                           const linear_sphere_ref *ref, int k);

extern const check_family check_family_linear_sphere;

#endif
