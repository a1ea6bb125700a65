/* A segment against an axis-aligned box (isect/closest_point.h, "A segment against a
 * box"): the exact reference of a case and the check of the library's answer (see
 * check.h). */
#ifndef ISECT_TESTS_CHECK_CLOSEST_POINT_SEG_BOX_H
#define ISECT_TESTS_CHECK_CLOSEST_POINT_SEG_BOX_H

#include "check/check.h"
#include "gen/gen_closest_point_seg_box.h"
#include "oracle/oracle_closest_point_seg_box.h"

typedef struct segbox_query {
    const char *name;
} segbox_query;

enum { SEGBOX_QUERIES = 1 };
extern const segbox_query segbox_queries[SEGBOX_QUERIES];

typedef struct segbox_ref {
    oracle_segbox exact;
} segbox_ref;

/* mode 0 uniform, 1 adversarial, 2 invalid (tests/gen: gen_segbox_*). */
void segbox_generate(gen_rng *rng, const segbox_query *q, int mode, gen_segbox_case *x);

/* The exact reference; false (nothing computed) for invalid input. */
bool segbox_reference(const segbox_query *q, const gen_segbox_case *x, segbox_ref *ref);

int segbox_lengths(const segbox_query *q, gen_segbox_case *x, isect_real **v);

/* The library's answer on x (the reference's case scaled by 2^k) against ref:
 * - flags: ISECT_DEGENERATE exactly when p0 == p1 or an extent is 0, no other flag but
 *   ISECT_SATURATED (only with a value at the largest finite isect_real);
 * - meeting (exact boolean): dist_sq == 0 exactly when the segment and the box meet (a
 *   disagreement otherwise; a positive exact value below the smallest subnormal reads
 *   as the smallest subnormal: the touching rule);
 * - feature_a and feature_b exactly the exact ones (disagreements otherwise), and with
 *   them: a vertex of the segment is p0 (p1) bit for bit with bary_a {1, 0} ({0, 1}),
 *   its interior has bary_a[1] in (0, 1) and bary_a[0] in (0, 1]; bary_a[2..3] and bary_b
 *   are 0; a corner of the box is that corner bit for bit, an edge's or a face's
 *   coordinates at the feature's bounds are the bounds, the solid's point_b is the end
 *   (point_b == point_a); point_b lies in the closed box; when they meet at an end,
 *   point_b == point_a == that end;
 * - |point_a - exact|_inf and |point_b - exact|_inf at most BOUND u S (S the largest
 *   input coordinate magnitude) -- u S / sin theta for an edge's pair with both
 *   parameters free (the segment-segment bound; sin theta = |d x e| / |d| for the edge's
 *   axis e) --, |sqrt(dist_sq) - dist| at most BOUND u S (past one step of the subnormal
 *   grid), and the segment's parameter (err t: |bary_a[1] - s*| and
 *   |bary_a[0] - (1 - s*)| times |p1 - p0|) in the same units as the points. */
const char *segbox_check(const segbox_query *q, const gen_segbox_case *x, const segbox_ref *ref,
                         int k, oracle_row *row);

/* Invalid input: an all-zero result with flags == ISECT_INVALID and both features
 * ISECT_FEATURE_NONE. */
const char *segbox_check_invalid(const segbox_query *q, const gen_segbox_case *x);

void segbox_print(const gen_segbox_case *x);
void segbox_explain(const segbox_query *q, const gen_segbox_case *x, const segbox_ref *ref, int k);

extern const check_family check_family_segbox;

#endif
