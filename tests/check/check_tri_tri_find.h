/* What two triangles share (isect_find_tri3_tri3, isect/overlap.h): the exact reference of
 * a case and the check of the library's answer (see check.h). */
#ifndef ISECT_TESTS_CHECK_TRI_TRI_FIND_H
#define ISECT_TESTS_CHECK_TRI_TRI_FIND_H

#include "check/check.h"
#include "gen/gen_overlap_tri.h"

typedef struct ctri_query {
    const char *name;
} ctri_query;

enum { CTRI_QUERIES = 1 };
extern const ctri_query ctri_queries[CTRI_QUERIES];

typedef struct ctri_ref {
    bool hit;            /* the exact test (oracle_tri_tri, linear programming) */
    int count;           /* corners of the common set (oracle_tri_tri_corners, clipping) */
    bool coplanar;       /* the six vertices in one plane */
    bool degenerate;     /* a collinear triangle */
    long double p[6][3]; /* the corners in the documented order, rounded */
    bool at_vertex[6];   /* corner i is exactly an input vertex */
    long double S;       /* the largest coordinate magnitude of the six vertices */
} ctri_ref;

/* The triangle pairs of tests/gen (gen_otri_*, GEN_OTRI_TRI_TRI), and in the uniform mode
 * a quarter of the pairs in one plane: both in z = 0 with coordinates in [-10, 10], then
 * the axes permuted with signs and the pair moved by an integer vector (exact), so that
 * coplanar polygons of every corner count occur. */
void ctri_generate(gen_rng *rng, const ctri_query *q, int mode, gen_otri_case *x);

/* The exact reference; false (nothing computed) for invalid input. */
bool ctri_reference(const ctri_query *q, const gen_otri_case *x, ctri_ref *ref);

int ctri_lengths(const ctri_query *q, gen_otri_case *x, isect_real **v);

/* The library's answer on x (the reference's case scaled by 2^k) against ref: hit exact and
 * equal to isect_test_tri3_tri3 in both argument orders; count, coplanar and
 * ISECT_DEGENERATE exact; the corners in the documented order (a polygon's from any
 * start; a segment in (x, y, z) order checked on the returned points, which may order two
 * ends that round together otherwise than the exact ones), each within 8 u S of the exact one (the
 * err point column, in units of u S), a corner that is an input vertex exactly; unused entries
 * zero; the swapped call with the same count. A wrong count or order, or a corner beyond the bound,
 * is a disagreement. */
const char *ctri_check(const ctri_query *q, const gen_otri_case *x, const ctri_ref *ref, int k,
                       oracle_row *row);

/* Invalid input: the all-zero result with flags == ISECT_INVALID, in both orders. */
const char *ctri_check_invalid(const ctri_query *q, const gen_otri_case *x);

void ctri_explain(const ctri_query *q, const gen_otri_case *x, const ctri_ref *ref, int k);

extern const check_family check_family_ctri;

#endif
