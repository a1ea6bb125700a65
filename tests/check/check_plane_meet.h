/* Two and three planes (isect/plane.h, isect_find_plane3_plane3 and
 * isect_find_plane3_plane3_plane3): the exact reference of a case and the check of the
 * library's answer (see check.h). */
#ifndef ISECT_TESTS_CHECK_PLANE_MEET_H
#define ISECT_TESTS_CHECK_PLANE_MEET_H

#include "check/check.h"
#include "gen/gen_plane_meet.h"
#include "isect/plane.h"
#include "oracle/oracle_plane_meet.h"

typedef struct plane_meet_query {
    const char *name;
    int count; /* planes: 2 or 3 */
} plane_meet_query;

enum { PLANE_MEET_QUERIES = 2 };
extern const plane_meet_query plane_meet_queries[PLANE_MEET_QUERIES];

/* mode 0 uniform, 1 adversarial, 2 invalid (tests/gen/gen_plane_meet.h). */
void plane_meet_generate(gen_rng *rng, const plane_meet_query *q, int mode, gen_planes *x);

/* The exact reference; false (nothing computed) for invalid input. */
bool plane_meet_reference(const plane_meet_query *q, const gen_planes *x, oracle_planes *ref);

int plane_meet_lengths(const plane_meet_query *q, gen_planes *x, isect_real **v);

/* The library's test and find on x (the reference's case with offsets scaled by 2^k):
 * - test equals the exact answer, also with the planes in another order (a
 *   disagreement otherwise); find.hit == test;
 * - meet, parallel and coincident exactly the oracle's (a wrong meet is a disagreement);
 * - flags only ISECT_SATURATED, exactly when a coordinate lies beyond the range;
 * - point (POINT, LINE, PLANE) and dir (LINE) within BOUND u of each exact coordinate,
 *   relative to that coordinate, past one step of the subnormal grid; both zero where
 *   the meet has none. */
const char *plane_meet_check(const plane_meet_query *q, const gen_planes *x,
                             const oracle_planes *ref, int k, oracle_row *row);

/* Invalid input: test false, meet ISECT_MEET_INVALID, flags exactly ISECT_INVALID, every
 * other field zero. */
const char *plane_meet_check_invalid(const plane_meet_query *q, const gen_planes *x);

void plane_meet_print(const gen_planes *x);

void plane_meet_explain(const plane_meet_query *q, const gen_planes *x, const oracle_planes *ref,
                        int k);

extern const check_family check_family_plane_meet;

#endif
