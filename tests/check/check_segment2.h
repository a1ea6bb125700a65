/* Segments against segments in the plane (isect/segment2.h): the exact reference of a
 * case and the check of the library's answer (see check.h). */
#ifndef ISECT_TESTS_CHECK_SEGMENT2_H
#define ISECT_TESTS_CHECK_SEGMENT2_H

#include "check/check.h"
#include "gen/gen_segment2.h"
#include "oracle/oracle_segment2.h"

typedef struct segment2_query {
    const char *name;
    bool find; /* check find's answer in full (otherwise test, both ways round) */
} segment2_query;

enum { SEGMENT2_QUERIES = 2 };
extern const segment2_query segment2_queries[SEGMENT2_QUERIES];

typedef struct segment2_ref {
    oracle_seg2 exact;
} segment2_ref;

/* mode 0 uniform, 1 adversarial, 2 invalid (tests/gen). */
void segment2_generate(gen_rng *rng, const segment2_query *q, int mode, gen_segment2_case *x);

/* The exact reference; false (nothing computed) for invalid input. */
bool segment2_reference(const segment2_query *q, const gen_segment2_case *x, segment2_ref *ref);

int segment2_lengths(const segment2_query *q, gen_segment2_case *x, isect_real **v);

/* The library's answer on x (the reference's case scaled by 2^k) against ref:
 * - test(a, b) and test(b, a) equal the exact hit; find.hit equals test;
 * - a miss is an all-zero result whose only flag is ISECT_DEGENERATE, exactly when a or b
 *   is a point; a hit's flags are exactly ISECT_TOUCHING and ISECT_DEGENERATE as the
 *   exact answer has them (no ISECT_SATURATED: nothing lies beyond the range); count
 *   equals the exact one;
 * - 0 <= t[0] <= t[1] <= 1, t[0] == t[1] and point[0] == point[1] for one common point,
 *   t[0] < t[1] for an overlap; t[i] == 0 (== 1) exactly when the exact common point is
 *   p0 (p1), with point[i] equal to it; a common point that is an end point of a or b
 *   reported as that point exactly;
 * - t and points within the header's bound: |t - t*| / (u t*) and
 *   |point - X*|_inf / (u S) (S the largest coordinate magnitude of the four end points)
 *   at most 4, past one step of the subnormal grid;
 * - the normal: zero unless the lines cross at one point; otherwise unit within 4 u,
 *   n . (p1 - p0) < 0 exactly, and |n - n*|_inf <= 4 u for the exact unit normal n* of b's
 *   line that faces against a. */
const char *segment2_check(const segment2_query *q, const gen_segment2_case *x,
                           const segment2_ref *ref, int k, oracle_row *row);

/* Cases the header allows but that are worth seeing, counted (the oracle test prints the
 * count and the worst case of each kind): a rounded normal whose dot product with
 * p1 - p0 is not negative, a being within a few u of parallel to b. */
enum {
    SEGMENT2_KNOWN_FACING, /* n . (p1 - p0) >= 0 with a within a few u of parallel to b */
    SEGMENT2_KNOWN_KINDS
};
typedef struct segment2_known_defect {
    const char *what;
    long count;
    double worst; /* the worst normalised error (crossing t), else of the first case */
    gen_segment2_case case_;
} segment2_known_defect;
extern segment2_known_defect segment2_known[SEGMENT2_KNOWN_KINDS];

/* Invalid input: test false both ways, no hit, ISECT_INVALID, every other field zero. */
const char *segment2_check_invalid(const gen_segment2_case *x);

void segment2_print(const gen_segment2_case *x);

/* The case, the library's answer and the reference (scaled by 2^k). */
void segment2_explain(const segment2_query *q, const gen_segment2_case *x, const segment2_ref *ref,
                      int k);

extern const check_family check_family_segment2;

#endif
