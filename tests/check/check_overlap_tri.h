/* The overlap tests against a triangle (isect/overlap.h, "Against a triangle"): the exact
 * reference of a case and the check of the library's answer (see check.h). */
#ifndef ISECT_TESTS_CHECK_OVERLAP_TRI_H
#define ISECT_TESTS_CHECK_OVERLAP_TRI_H

#include "check/check.h"
#include "gen/gen_overlap_tri.h"
#include "oracle/oracle_overlap_tri.h"

typedef struct otri_query {
    const char *name;
    gen_otri_pair pair;
} otri_query;

enum { OTRI_QUERIES = 3 };
extern const otri_query otri_queries[OTRI_QUERIES];

typedef struct otri_ref {
    bool hit;
} otri_ref;

/* mode 0 uniform, 1 adversarial, 2 invalid (tests/gen/gen_overlap_tri.h). */
void otri_generate(gen_rng *rng, const otri_query *q, int mode, gen_otri_case *x);

/* The exact reference; false (nothing computed) for invalid input, judged here from the
 * coordinates (finite, min <= max, half extents >= 0), not by the library's checks --
 * except the axes' orthonormality within ISECT_AXIS_TOLERANCE, the library's definition
 * (isect_valid_obb3). */
bool otri_reference(const otri_query *q, const gen_otri_case *x, otri_ref *ref);

int otri_lengths(const otri_query *q, gen_otri_case *x, isect_real **v);

/* The library's answer on x must be the exact one; two triangles are asked in both orders.
 * A difference counts as a disagreement (a false hit or a false miss). */
const char *otri_check(const otri_query *q, const gen_otri_case *x, const otri_ref *ref, int k,
                       oracle_row *row);

/* Invalid input: false. */
const char *otri_check_invalid(const otri_query *q, const gen_otri_case *x);

/* The library's answer (swapped: the two triangles in the other order). */
bool otri_ask(const otri_query *q, const gen_otri_case *x, bool swapped);

void otri_explain(const otri_query *q, const gen_otri_case *x, const otri_ref *ref, int k);

extern const check_family check_family_otri;

#endif
