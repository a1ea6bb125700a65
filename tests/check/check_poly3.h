/* Lines, rays and segments against polygons in space (isect_*_poly3 in isect/polygon.h):
 * the exact reference of a case and the check of the library's answer (see check.h). */
#ifndef ISECT_TESTS_CHECK_POLY3_H
#define ISECT_TESTS_CHECK_POLY3_H

#include "check/check.h"
#include "gen/gen_poly_lin.h"
#include "oracle/oracle_poly3.h"

typedef struct poly3_query {
    const char *name;
    int kind; /* 0 line, 1 ray, 2 segment */
} poly3_query;

enum { POLY3_QUERIES = 3 };
extern const poly3_query poly3_queries[POLY3_QUERIES];

typedef struct poly3_ref {
    /* The polygon's frame -- Newell normal and projection axis -- is part of the
     * definition (isect/polygon.h): the library's, read at scale 1 (white box). */
    double normal[3];
    isect_projection3 frame;
    bool skip; /* the Newell normal vanished in double: the library takes a triple's plane */
    oracle_poly3_hit hit;
} poly3_ref;

/* mode 0 uniform, 1 adversarial, 2 invalid (tests/gen). */
void poly3_generate(gen_rng *rng, const poly3_query *q, int mode, gen_poly_lin *x);

/* The exact reference on the library's frame; false for invalid input. */
bool poly3_reference(const poly3_query *q, const gen_poly_lin *x, poly3_ref *ref);

int poly3_lengths(const poly3_query *q, gen_poly_lin *x, isect_real **v);

/* The library's answer on x (the reference's case scaled by 2^k) against ref:
 * - the frame is the reference's: the same axis and flags, the normal the same up to a
 *   power of two (the answer is defined on it);
 * - test and find.hit equal the exact hit; a miss is empty; count and ISECT_TOUCHING the
 *   exact ones; t[0] <= t[1];
 * - a crossing's t within 8 u of |t - t*| |n . d| / S, S = |n|_1 (|p - v0|_inf +
 *   |t*| |d|_inf), and its point within 8 + 1 units of u (|X*|_inf + |d|_inf S / |n . d|)
 *   (as for a plane3p, isect/plane.h; a t* below the normal range is not measured: its
 *   rounding to the subnormal grid is not covered), values beyond the range saturated. */
const char *poly3_check(const poly3_query *q, const gen_poly_lin *x, const poly3_ref *ref, int k,
                        oracle_row *row);

/* Invalid input: no hit, flags ISECT_INVALID. */
const char *poly3_check_invalid(const poly3_query *q, const gen_poly_lin *x);

void poly3_explain(const poly3_query *q, const gen_poly_lin *x, const poly3_ref *ref, int k);

extern const check_family check_family_poly3;

#endif
