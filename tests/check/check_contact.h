/* Contacts of round solids (isect/overlap.h, "Contacts of round solids"): the exact
 * reference of a case and the check of the library's answer (see check.h). */
#ifndef ISECT_TESTS_CHECK_CONTACT_H
#define ISECT_TESTS_CHECK_CONTACT_H

#include "check/check.h"
#include "gen/gen_closest_point_pairs.h"
#include "oracle/oracle_closest_point_pairs.h"

typedef struct contact_query {
    const char *name;
    bool point_a, point_b; /* that shape is a ball: its core the point a0 (b0) */
} contact_query;

enum { CONTACT_QUERIES = 3 };
extern const contact_query contact_queries[CONTACT_QUERIES];

typedef struct contact_ref {
    oracle_pair exact; /* the cores' exact closest pair (MPFR distance) */
} contact_ref;

/* The cases of the capsule rows of check_closest_point_pairs (tests/gen), a ball's core
 * collapsed to its first point. */
void contact_generate(gen_rng *rng, const contact_query *q, int mode, gen_pair_case *x);

/* The exact reference; false (nothing computed) for invalid input. */
bool contact_reference(const contact_query *q, const gen_pair_case *x, contact_ref *ref);

int contact_lengths(const contact_query *q, gen_pair_case *x, isect_real **v);

/* The library's answer on x (the reference's case scaled by 2^k) against ref:
 * - hit exactly dist <= ra + rb, depth >= 0 exactly when hit, no ISECT_INVALID;
 * - depth: |depth - (ra + rb - dist)| / (u (S + ra + rb)) <= CONTACT_BOUND (the
 *   distance's own error is of the order of u S);
 * - normal, cores apart: |normal - (q_b - q_a) / dist|_inf / (u S / dist) <= CONTACT_BOUND
 *   (S the largest coordinate magnitude of the cores' ends and closest points); cores
 *   meeting: ISECT_AMBIGUOUS, unit and across the first core within the bound (in u), the
 *   second within it plus sin(theta);
 * - point: |point - ((q_a + q_b) / 2 + (ra - rb) / 2 normal*)|_inf / (u (S' + (ra + rb)
 *   S / dist)) <= CONTACT_BOUND (normal* the exact normal, or the reported one when the
 *   cores meet, then over u (S' + ra + rb)), S' = S / sin(theta) when both closest points
 *   are interior to their cores (theta the angle between them), else S. */
const char *contact_check(const contact_query *q, const gen_pair_case *x, const contact_ref *ref,
                          int k, oracle_row *row);

/* Invalid input: the all-zero result with flags == ISECT_INVALID. */
const char *contact_check_invalid(const contact_query *q, const gen_pair_case *x);

void contact_explain(const contact_query *q, const gen_pair_case *x, const contact_ref *ref, int k);

extern const check_family check_family_contact;

#endif
