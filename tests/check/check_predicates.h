/* The exact predicates (isect/predicates.h): the exact sign of a case and the check of the
 * library's answer (see check.h). For sign predicates a "hit" is the answer 0 (on the
 * line or plane); for point-versus-shape predicates it is "inside or on the boundary". */
#ifndef ISECT_TESTS_CHECK_PREDICATES_H
#define ISECT_TESTS_CHECK_PREDICATES_H

#include "check/check.h"

typedef enum pred_kind { PRED_ORIENT, PRED_DOT, PRED_POINT_BALL, PRED_POINT_CAPSULE } pred_kind;

typedef struct pred_query {
    const char *name;
    pred_kind kind;
    int dim;
} pred_query;

enum { PRED_QUERIES = 8 };
extern const pred_query pred_queries[PRED_QUERIES];

/* One case for any predicate: points (orient2d uses p[0..2], orient3d p[0..3], the dot
 * sign (a - b) . v p[0] = a, p[1] = b, p[2] = v), or a ball case: the point a against the
 * ball (c, r), the point c against the capsule (a, b, r). */
typedef struct pred_case {
    gen_points pts;
    gen_lin_ball lb;
} pred_case;

/* mode 0 uniform, 1 adversarial, 2 invalid (tests/gen). */
void pred_generate(gen_rng *rng, const pred_query *q, int mode, pred_case *x);

/* The exact sign (a location as the sign of dist^2 - r^2); false for invalid input. */
bool pred_reference(const pred_query *q, const pred_case *x, int *exact);

/* The library's answer as a sign; ISECT_SIGN_INVALID for an invalid answer. */
int pred_answer(const pred_query *q, const pred_case *x);

/* The answer equals the exact sign; a disagreement otherwise. */
const char *pred_check(const pred_query *q, const pred_case *x, const int *exact, int k,
                       oracle_row *row);

int pred_lengths(const pred_query *q, pred_case *x, isect_real **v);
void pred_print(const pred_query *q, const pred_case *x);
void pred_explain(const pred_query *q, const pred_case *x, const int *exact, int k);

extern const check_family check_family_pred;

#endif
