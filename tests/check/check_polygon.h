/* Point in polygon, in the plane and in space (isect/polygon.h): the exact reference of a
 * case and the check of the library's answer (see check.h). */
#ifndef ISECT_TESTS_CHECK_POLYGON_H
#define ISECT_TESTS_CHECK_POLYGON_H

#include "check/check.h"

/* What a query asks: classify under a fill rule, the winding number, the projection. */
typedef enum polygon_what {
    POLYGON_EVEN_ODD,
    POLYGON_NONZERO,
    POLYGON_WINDING,
    POLYGON_PROJECTION
} polygon_what;

typedef struct polygon_query {
    const char *name;
    int dim;
    polygon_what what;
} polygon_query;

enum { POLYGON_QUERIES = 6 };
extern const polygon_query polygon_queries[POLYGON_QUERIES];

typedef struct polygon_ref {
    /* the exact answer of the plane problem (in space: of the projected one) */
    isect_location even_odd, nonzero;
    long winding; /* 0 on the boundary */
    bool on_boundary;
    /* in space: all vertices exactly collinear; the dominant axis of the exact Newell
     * normal when it is clear (-1 otherwise); the library's projection of the case as
     * generated, which defines the projected problem */
    bool collinear;
    int clear_axis;
    isect_projection3 projection;
} polygon_ref;

/* mode 0 uniform, 1 adversarial, 2 invalid (tests/gen). */
void polygon_generate(gen_rng *rng, const polygon_query *q, int mode, gen_poly *x);

/* The exact reference (for every query of the case's dimension); false for invalid
 * input. In space it asks the library for the projection (white box: the answer is
 * defined on it) and solves the projected problem exactly. */
bool polygon_reference(const polygon_query *q, const gen_poly *x, polygon_ref *ref);

int polygon_lengths(const polygon_query *q, gen_poly *x, isect_real **v);

/* The library's answer to q on x (the reference's case scaled by 2^k) against ref:
 * classify equals the exact location, the winding number and its boundary flag the exact
 * ones (a disagreement otherwise); in space the projection must be the one the
 * reference was made with (the same axis and flags at every scale), flagged degenerate
 * exactly for collinear vertices, with the dominant axis of the exact Newell normal
 * whenever that is clear. */
const char *polygon_check(const polygon_query *q, const gen_poly *x, const polygon_ref *ref, int k,
                          oracle_row *row);

/* Invalid input: ISECT_LOCATION_INVALID; winding 0, not on the boundary, ISECT_INVALID;
 * a projection flagged ISECT_INVALID with axis 2 (unless only the point is invalid). */
const char *polygon_check_invalid(const polygon_query *q, const gen_poly *x);

void polygon_print(const gen_poly *x);
void polygon_explain(const polygon_query *q, const gen_poly *x, const polygon_ref *ref, int k);

extern const check_family check_family_polygon;

#endif
