/* A ball against a polygon in space (isect_test_sphere3_poly3): the exact reference of a
 * case and the check of the library's answer (see check.h). */
#ifndef ISECT_TESTS_CHECK_CLOSEST_POINT_BALL_POLY_H
#define ISECT_TESTS_CHECK_CLOSEST_POINT_BALL_POLY_H

#include "check/check.h"
#include "gen/gen_closest_point_ball_poly.h"

typedef struct bpoly_query {
    const char *name;
} bpoly_query;

enum { BPOLY_QUERIES = 1 };
extern const bpoly_query bpoly_queries[BPOLY_QUERIES];

typedef struct bpoly_ref {
    bool hit;
} bpoly_ref;

/* mode 0 uniform, 1 adversarial, 2 invalid. */
void bpoly_generate(gen_rng *rng, const bpoly_query *q, int mode, gen_bpoly_case *x);

/* The exact reference, by the oracle of a point against a triangle
 * (tests/oracle/oracle_closest_point_tri.h: the exact distance by projection and clamping in
 * GMP rationals) over the polygon's fan: the ball meets it iff dist(c, T)^2 <= r^2 for one
 * of its triangles (v0, v_i, v_{i+1}). False (nothing computed) for invalid input, judged from
 * the coordinates (finite, radius >= 0, at least 3 vertices). */
bool bpoly_reference(const bpoly_query *q, const gen_bpoly_case *x, bpoly_ref *ref);

int bpoly_lengths(const bpoly_query *q, gen_bpoly_case *x, isect_real **v);

/* The library's answer on x must be the exact one. */
const char *bpoly_check(const bpoly_query *q, const gen_bpoly_case *x, const bpoly_ref *ref, int k,
                        oracle_row *row);

/* Invalid input: false. */
const char *bpoly_check_invalid(const bpoly_query *q, const gen_bpoly_case *x);

bool bpoly_ask(const gen_bpoly_case *x);

void bpoly_explain(const bpoly_query *q, const gen_bpoly_case *x, const bpoly_ref *ref, int k);

extern const check_family check_family_bpoly;

#endif
