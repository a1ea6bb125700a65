/* The solid-against-plane queries (isect/overlap.h): the exact reference of a case and the
 * check of the library's answers, test and classify (see check.h). */
#ifndef ISECT_TESTS_CHECK_OVERLAP_PLANE_H
#define ISECT_TESTS_CHECK_OVERLAP_PLANE_H

#include "check/check.h"
#include "gen/gen_overlap_plane.h"
#include "oracle/oracle_overlap_plane.h"

/* One row per solid and plane form; each checks both the test and the classify query. */
typedef struct oplane_query {
    const char *name;
    gen_oplane_shape shape;
    bool three;
} oplane_query;

enum { OPLANE_QUERIES = 12 };
extern const oplane_query oplane_queries[OPLANE_QUERIES];

typedef struct oplane_ref {
    isect_side side; /* the exact side: front, back or straddling */
} oplane_ref;

/* mode 0 uniform, 1 adversarial, 2 invalid (tests/gen: gen_oplane_*). */
void oplane_generate(gen_rng *rng, const oplane_query *q, int mode, gen_oplane_case *x);

/* The exact reference; false (nothing computed) for invalid input, judged here from the
 * coordinates (finite, radii and half extents >= 0, min <= max, a non-zero normal, plane3p
 * points not collinear: exactly, in rationals), not by the library's checks -- except the
 * axes' orthonormality within ISECT_AXIS_TOLERANCE, which is the library's definition
 * (isect_valid_obb3, as check_box.c). */
bool oplane_reference(const oplane_query *q, const gen_oplane_case *x, oplane_ref *ref);

int oplane_lengths(const oplane_query *q, gen_oplane_case *x, isect_real **v);

/* The library's classify on x (the reference's case scaled by 2^k) must be the exact side
 * and its test must be true exactly when that side is ISECT_STRADDLING. A difference
 * counts as a disagreement (a false hit or a false miss of the test, or a wrong side). */
const char *oplane_check(const oplane_query *q, const gen_oplane_case *x, const oplane_ref *ref,
                         int k, oracle_row *row);

/* Invalid input: test false, classify ISECT_SIDE_INVALID. */
const char *oplane_check_invalid(const oplane_query *q, const gen_oplane_case *x);

/* The library's answers. */
isect_side oplane_classify(const oplane_query *q, const gen_oplane_case *x);
bool oplane_test(const oplane_query *q, const gen_oplane_case *x);

void oplane_explain(const oplane_query *q, const gen_oplane_case *x, const oplane_ref *ref, int k);

extern const check_family check_family_oplane;

#endif
