/* Point location (isect/locate.h): the exact reference of a case and the check of the
 * library's answer (see check.h). */
#ifndef ISECT_TESTS_CHECK_LOCATE_H
#define ISECT_TESTS_CHECK_LOCATE_H

#include "check/check.h"
#include "gen/gen_locate.h"
#include "isect/locate.h"
#include "oracle/oracle_locate.h"

typedef struct locate_query {
    const char *name;
    int shape; /* GEN_LOC_* */
    bool bary; /* the barycentric query (triangles) rather than classify */
} locate_query;

enum { LOCATE_QUERIES = 6 };
extern const locate_query locate_queries[LOCATE_QUERIES];

/* mode 0 uniform, 1 adversarial, 2 invalid (tests/gen/gen_locate.h). */
void locate_generate(gen_rng *rng, const locate_query *q, int mode, gen_locate *x);

/* The exact reference (tests/oracle/oracle_locate.h); false (nothing computed) for
 * invalid input. */
bool locate_reference(const locate_query *q, const gen_locate *x, oracle_locate *ref);

int locate_lengths(const locate_query *q, gen_locate *x, isect_real **v);

/* The library's answer on x (the reference's case scaled by 2^k) against ref:
 * - the location equals the exact one (a disagreement otherwise), and so does the
 *   location with the vertices in reverse order (the other orientation) and rotated
 *   (a hull: its planes in reverse order);
 * - barycentric: the location exactly the classify query's; a degenerate triangle flags
 *   exactly ISECT_DEGENERATE with bary all 0; otherwise bary[i] == 0 exactly where the
 *   exact coordinate is 0 and has its sign elsewhere, within 10 u |lambda_i| past one
 *   step of the subnormal grid (row->err_t, in units of u |lambda_i|), a value beyond
 *   the range saturated with ISECT_SATURATED; row->err_point records
 *   |sum bary - 1| / (u sum |lambda_i|). */
const char *locate_check(const locate_query *q, const gen_locate *x, const oracle_locate *ref,
                         int k, oracle_row *row);

/* Invalid input: ISECT_LOCATION_INVALID; barycentric: bary all 0, flags exactly
 * ISECT_INVALID. */
const char *locate_check_invalid(const locate_query *q, const gen_locate *x);

void locate_print(const gen_locate *x);

/* The case, the library's answer and the reference. */
void locate_explain(const locate_query *q, const gen_locate *x, const oracle_locate *ref, int k);

extern const check_family check_family_locate;

#endif
