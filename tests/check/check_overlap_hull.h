/* The solids-against-a-hull queries (isect/overlap.h): the exact reference of a case and
 * the check of the library's answer (see check.h). */
#ifndef ISECT_TESTS_CHECK_OVERLAP_HULL_H
#define ISECT_TESTS_CHECK_OVERLAP_HULL_H

#include "check/check.h"
#include "gen/gen_overlap_hull.h"
#include "oracle/oracle_overlap_frustum.h"
#include "oracle/oracle_overlap_hull.h"

/* One row per query and hull form. */
typedef struct ohull_query {
    const char *name;
    gen_ohull_kind kind;
} ohull_query;

enum { OHULL_QUERIES = 6 };
extern const ohull_query ohull_queries[OHULL_QUERIES];

typedef struct ohull_ref {
    int side; /* the plane rows: isect_side; else hit (1) or not (0) */
} ohull_ref;

/* mode 0 uniform, 1 adversarial, 2 invalid (tests/gen: gen_ohull_*). */
void ohull_generate(gen_rng *rng, const ohull_query *q, int mode, gen_ohull_case *x);

/* The exact reference; false (nothing computed) for invalid input, judged here from the
 * coordinates (finite, non-zero normals, radius >= 0, min <= max, a hull with vertices or
 * planes, planes for the box and hull rows), not by the library's checks. */
bool ohull_reference(const ohull_query *q, const gen_ohull_case *x, ohull_ref *ref);

int ohull_lengths(const ohull_query *q, gen_ohull_case *x, isect_real **v);

/* The library's answer must be the exact one (the plane rows: classify, and test ==
 * (classify == ISECT_STRADDLING)). */
const char *ohull_check(const ohull_query *q, const gen_ohull_case *x, const ohull_ref *ref, int k,
                        oracle_row *row);

/* Invalid input: false, ISECT_SIDE_INVALID. */
const char *ohull_check_invalid(const ohull_query *q, const gen_ohull_case *x);

void ohull_explain(const ohull_query *q, const gen_ohull_case *x, const ohull_ref *ref, int k);

extern const check_family check_family_ohull;

#endif
