/* The solids-against-a-frustum queries (isect/overlap.h): the exact reference of a case and
 * the check of the library's answer (see check.h). */
#ifndef ISECT_TESTS_CHECK_OVERLAP_FRUSTUM_H
#define ISECT_TESTS_CHECK_OVERLAP_FRUSTUM_H

#include "check/check.h"
#include "gen/gen_overlap_frustum.h"
#include "oracle/oracle_overlap_frustum.h"

/* One row per solid. */
typedef struct ofrustum_query {
    const char *name;
    gen_ofrustum_shape shape;
} ofrustum_query;

enum { OFRUSTUM_QUERIES = 4 };
extern const ofrustum_query ofrustum_queries[OFRUSTUM_QUERIES];

typedef struct ofrustum_ref {
    bool hit;
} ofrustum_ref;

/* mode 0 uniform, 1 adversarial, 2 invalid (tests/gen: gen_ofrustum_*). */
void ofrustum_generate(gen_rng *rng, const ofrustum_query *q, int mode, gen_ofrustum_case *x);

/* The exact reference; false (nothing computed) for invalid input, judged here from the
 * coordinates (finite, a non-zero normal, radius and half extents >= 0, min <= max), not
 * by the library's checks -- except the axes' orthonormality within ISECT_AXIS_TOLERANCE,
 * which is the library's definition (isect_valid_obb3, as check_box.c). */
bool ofrustum_reference(const ofrustum_query *q, const gen_ofrustum_case *x, ofrustum_ref *ref);

int ofrustum_lengths(const ofrustum_query *q, gen_ofrustum_case *x, isect_real **v);

/* The library's test must be the exact answer; a difference is a false hit or miss. */
const char *ofrustum_check(const ofrustum_query *q, const gen_ofrustum_case *x,
                           const ofrustum_ref *ref, int k, oracle_row *row);

/* Invalid input: false. */
const char *ofrustum_check_invalid(const ofrustum_query *q, const gen_ofrustum_case *x);

/* The library's answer. */
bool ofrustum_test(const ofrustum_query *q, const gen_ofrustum_case *x);

void ofrustum_explain(const ofrustum_query *q, const gen_ofrustum_case *x, const ofrustum_ref *ref,
                      int k);

extern const check_family check_family_ofrustum;

#endif
