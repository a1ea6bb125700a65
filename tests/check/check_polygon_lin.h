/* Lines, rays and segments against polygons in space (isect_*_poly3 in isect/polygon.h):
 * the exact reference of a case and the check of the library's answer (see check.h). */
#ifndef ISECT_TESTS_CHECK_POLYGON_LIN_H
#define ISECT_TESTS_CHECK_POLYGON_LIN_H

#include "check/check.h"
#include "gen/gen_polygon_lin.h"
#include "oracle/oracle_polygon_lin.h"

typedef struct polygon_lin_query {
    const char *name;
    int kind; /* 0 line, 1 ray, 2 segment */
} polygon_lin_query;

enum { POLYGON_LIN_QUERIES = 3 };
extern const polygon_lin_query polygon_lin_queries[POLYGON_LIN_QUERIES];

typedef struct polygon_lin_ref {
    /* The polygon's frame -- Newell normal and projection axis -- is part of the
     * definition (isect/polygon.h): the library's, read at scale 1 (white box). */
    double normal[3];
    isect_projection3 frame;
    bool skip; /* the Newell normal vanished in double: the library takes a triple's plane */
    oracle_polygon_lin_hit hit;
} polygon_lin_ref;

/* mode 0 uniform, 1 adversarial, 2 invalid (tests/gen). */
void polygon_lin_generate(gen_rng *rng, const polygon_lin_query *q, int mode, gen_polygon_lin *x);

/* The exact reference on the library's frame; false for invalid input. */
bool polygon_lin_reference(const polygon_lin_query *q, const gen_polygon_lin *x,
                           polygon_lin_ref *ref);

int polygon_lin_lengths(const polygon_lin_query *q, gen_polygon_lin *x, isect_real **v);

/* The library's answer on x (the reference's case scaled by 2^k) against ref:
 * - the frame is the reference's: the same axis and flags, the normal the same up to a
 *   power of two (the answer is defined on it);
 * - test and find.hit equal the exact hit; a miss is empty; count and ISECT_TOUCHING the
 *   exact ones; t[0] <= t[1];
 * - a crossing's t within 8 u of |t - t*| |n . d| / S, S = |n|_1 (|p - v0|_inf +
 *   |t*| |d|_inf), and its point within 8 + 1 units of u (|X*|_inf + |d|_inf S / |n . d|)
 *   (as for a plane3p, isect/plane.h; a t* below the normal range is not measured: its
 *   rounding to the subnormal grid is not covered), values beyond the range saturated. */
const char *polygon_lin_check(const polygon_lin_query *q, const gen_polygon_lin *x,
                              const polygon_lin_ref *ref, int k, oracle_row *row);

/* Invalid input: no hit, flags ISECT_INVALID. */
const char *polygon_lin_check_invalid(const polygon_lin_query *q, const gen_polygon_lin *x);

void polygon_lin_explain(const polygon_lin_query *q, const gen_polygon_lin *x,
                         const polygon_lin_ref *ref, int k);

extern const check_family check_family_polygon_lin;

#endif
