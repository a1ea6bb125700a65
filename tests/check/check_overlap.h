/* The bounding-volume overlap tests (isect/overlap.h): the exact reference of a case and
 * the check of the library's answer (see check.h). */
#ifndef ISECT_TESTS_CHECK_OVERLAP_H
#define ISECT_TESTS_CHECK_OVERLAP_H

#include "check/check.h"
#include "gen/gen_overlap.h"
#include "oracle/oracle_closest_point_seg_box.h"
#include "oracle/oracle_closest_point_seg_obb.h"
#include "oracle/oracle_overlap.h"

typedef struct overlap_query {
    const char *name;
    gen_overlap_pair pair;
} overlap_query;

enum { OVERLAP_QUERIES = 7 };
extern const overlap_query overlap_queries[OVERLAP_QUERIES];

typedef struct overlap_ref {
    bool hit;
} overlap_ref;

/* mode 0 uniform, 1 adversarial, 2 invalid (tests/gen: gen_overlap_*). */
void overlap_generate(gen_rng *rng, const overlap_query *q, int mode, gen_overlap_case *x);

/* The exact reference; false (nothing computed) for invalid input, judged here from the
 * coordinates (finite, radii >= 0, min <= max, half extents >= 0), not by the library's
 * checks -- except the axes' orthonormality within ISECT_AXIS_TOLERANCE, which is the
 * library's definition (isect_valid_obb3, as check_box.c). */
bool overlap_reference(const overlap_query *q, const gen_overlap_case *x, overlap_ref *ref);

int overlap_lengths(const overlap_query *q, gen_overlap_case *x, isect_real **v);

/* The library's answer on x (the reference's case scaled by 2^k) must be the exact one;
 * asked in both argument orders where the pair is symmetric. A difference counts as a
 * disagreement (a false hit or a false miss). */
const char *overlap_check(const overlap_query *q, const gen_overlap_case *x, const overlap_ref *ref,
                          int k, oracle_row *row);

/* Invalid input: false. */
const char *overlap_check_invalid(const overlap_query *q, const gen_overlap_case *x);

/* The library's answer (the first argument order). */
bool overlap_ask(const overlap_query *q, const gen_overlap_case *x, bool swapped);

void overlap_explain(const overlap_query *q, const gen_overlap_case *x, const overlap_ref *ref,
                     int k);

extern const check_family check_family_overlap;

#endif
