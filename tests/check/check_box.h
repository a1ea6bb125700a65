/* Discs and balls against boxes, points against boxes, closest points on boxes
 * (isect/box.h): the exact reference of a case and the check of the library's answer
 * (see check.h). */
#ifndef ISECT_TESTS_CHECK_BOX_H
#define ISECT_TESTS_CHECK_BOX_H

#include "check/check.h"

typedef enum box_kind { BOX_TEST, BOX_CLASSIFY, BOX_CLOSEST } box_kind;

typedef struct box_query {
    const char *name;
    box_kind kind;
    int dim, obb;
    double max_err; /* closest: the documented bound, in units of u */
    bool filtered;  /* has a filter (point-versus-AABB is plain comparisons) */
} box_query;

enum { BOX_QUERIES = 12 };
extern const box_query box_queries[BOX_QUERIES];

typedef struct box_ref {
    /* test: 0 hit, 1 miss; classify: -1 inside, 0 on the boundary, 1 outside */
    int exact;
    /* closest: the exact closest point, squared distance and distance (the point itself
     * and 0 for a point in the box) */
    long double q[3], dist_sq, dist;
    bool in; /* closest: the point lies in the closed box */
} box_ref;

/* The case's shapes for the library. */
isect_aabb2 box_aabb2(const gen_box *g);
isect_aabb3 box_aabb3(const gen_box *g);
isect_obb2 box_obb2(const gen_box *g);
isect_obb3 box_obb3(const gen_box *g);

/* mode 0 uniform, 1 adversarial, 2 invalid (tests/gen). */
void box_generate(gen_rng *rng, const box_query *q, int mode, gen_box *x);

/* The exact reference; false (nothing computed) for invalid input (isect/valid.h). */
bool box_reference(const box_query *q, const gen_box *x, box_ref *ref);

int box_lengths(const box_query *q, gen_box *x, isect_real **v);

/* The library's answer on x (the reference's case scaled by 2^k) against ref:
 * - test and classify equal the exact answers (a disagreement otherwise);
 * - closest: s = t = 0, point_a = p, ISECT_DEGENERATE exactly for a zero extent, dist_sq
 *   0 exactly when p is in the box (or the distance underflows); for an AABB point_b is
 *   the exact clamp, bit for bit, and dist_sq within 6 u of the exact one, relatively
 *   (absolutely, in units of the smallest normal number, below it); for an OBB point_b
 *   within 16 u S (plus the smallest subnormal) and sqrt(dist_sq) within 16 u S of the
 *   exact distance, S the largest magnitude among p, the centre and the half extents
 *   (docs/box.md); values beyond the range saturated. */
const char *box_check(const box_query *q, const gen_box *x, const box_ref *ref, int k,
                      oracle_row *row);

/* Invalid input: test false, classify ISECT_LOCATION_INVALID, closest an all-zero result
 * with ISECT_INVALID. */
const char *box_check_invalid(const box_query *q, const gen_box *x);

void box_explain(const box_query *q, const gen_box *x, const box_ref *ref, int k);

extern const check_family check_family_box;

#endif
