/* A segment against a triangle, two triangles (isect/closest_point.h, "A segment against
 * a triangle, two triangles"): the exact reference of a case and the check of the
 * library's answer (see check.h). */
#ifndef ISECT_TESTS_CHECK_CLOSEST_POINT_TRI_PAIR_H
#define ISECT_TESTS_CHECK_CLOSEST_POINT_TRI_PAIR_H

#include "check/check.h"
#include "gen/gen_closest_point_tri_pair.h"
#include "oracle/oracle_closest_point_tri_pair.h"

typedef struct tpair_query {
    const char *name;
    int na; /* 2: isect_closest_seg3_tri3; 3: isect_closest_tri3_tri3 */
} tpair_query;

enum { TPAIR_QUERIES = 2 };
extern const tpair_query tpair_queries[TPAIR_QUERIES];

typedef struct tpair_ref {
    oracle_tpair exact;
} tpair_ref;

/* mode 0 uniform, 1 adversarial, 2 invalid (tests/gen: gen_tpair_*). */
void tpair_generate(gen_rng *rng, const tpair_query *q, int mode, gen_tpair_case *x);

/* The exact reference; false (nothing computed) for invalid input. */
bool tpair_reference(const tpair_query *q, const gen_tpair_case *x, tpair_ref *ref);

int tpair_lengths(const tpair_query *q, gen_tpair_case *x, isect_real **v);

/* The library's answer on x (the reference's case scaled by 2^k) against ref:
 * - flags: ISECT_DEGENERATE exactly when the segment has zero length or a triangle is
 *   collinear, no other flag but ISECT_SATURATED (only with a value at the largest finite
 *   isect_real);
 * - meeting (a boolean, counted as false hits and misses): dist_sq == 0 exactly when the
 *   closed shapes meet (apart is never 0: the touching rule);
 * - feature_a and feature_b exactly those of the contract's candidate (the first of the
 *   exactly closest in the header's order; a disagreement otherwise), and with them: a
 *   vertex's point is the vertex bit for bit with its coordinate exactly 1 and the others
 *   0; an edge's coordinates off the edge exactly 0, its ends' in (0, 1]; a face's all in
 *   (0, 1); the unused entries (bary[3], a segment's bary_a[2]) 0;
 * - a vertex at distance 0 from a triangle (the pick a vertex against the other): the
 *   other point is that vertex bit for bit (the point-triangle contract);
 * - point_a and point_b against the candidate's exact pair, |.|_inf in units of u S (S the
 *   largest input coordinate magnitude; u S / sin theta when the pick is an edge pair with
 *   both parameters free), |sqrt(dist_sq) - dist| in units of u S, each past one step of
 *   the subnormal grid: at most BOUND;
 * - the coordinates (err t) on an edge in units of u S / |e| (u S / (|e| sin theta) for
 *   two free parameters), on a face against a vertex in units of u L^2 / |n| (as
 *   isect_closest_point3_tri3): at most BOUND; for a crossing (not documented in the
 *   header: measured as the edge's parameter, u S / |e|, and the crossed face's
 *   coordinates in units of u L^2 |d| / |n.d|, their conditioning,
 *   oracle_closest_point_tri_pair.h), at most BOUND too, each with its own message. */
const char *tpair_check(const tpair_query *q, const gen_tpair_case *x, const tpair_ref *ref, int k,
                        oracle_row *row);

/* Invalid input: an all-zero result with flags == ISECT_INVALID and both features
 * ISECT_FEATURE_NONE. */
const char *tpair_check_invalid(const tpair_query *q, const gen_tpair_case *x);

void tpair_print(const tpair_query *q, const gen_tpair_case *x);
void tpair_explain(const tpair_query *q, const gen_tpair_case *x, const tpair_ref *ref, int k);

extern const check_family check_family_tpair;

#endif
