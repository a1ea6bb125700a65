/* Lines, rays and segments against planes, points against planes (isect/plane.h): the
 * exact reference of a case and the check of the library's answer (see check.h). */
#ifndef ISECT_TESTS_CHECK_PLANE_H
#define ISECT_TESTS_CHECK_PLANE_H

#include "check/check.h"
#include "gen/gen_plane.h"
#include "oracle/oracle_plane.h"

typedef struct plane_query {
    const char *name;
    int kind; /* 0 line, 1 ray, 2 segment; the point a: -1 classify, -2 distance, -3 closest */
    bool three;
} plane_query;

enum { PLANE_QUERIES = 12 };
extern const plane_query plane_queries[PLANE_QUERIES];

typedef struct plane_ref {
    int side;                 /* classify: the exact side of the point a */
    oracle_plane_hit hit;     /* a component: the exact answer */
    oracle_point_plane point; /* distance and closest: the exact answer for the point a */
} plane_ref;

/* The case in the oracle's form. */
oracle_plane plane_oracle_of(const gen_plane_case *x);

/* mode 0 uniform, 1 adversarial, 2 invalid (tests/gen). */
void plane_generate(gen_rng *rng, const plane_query *q, int mode, gen_plane_case *x);

/* The exact reference; false (nothing computed) for invalid input. */
bool plane_reference(const plane_query *q, const gen_plane_case *x, plane_ref *ref);

int plane_lengths(const plane_query *q, gen_plane_case *x, isect_real **v);

/* The library's answer on x (the reference's case scaled by 2^k) against ref:
 * - classify equals the exact side; test and find.hit equal the exact hit;
 * - count and ISECT_TOUCHING equal the exact ones, no inside flags; a miss is empty; the
 *   normal is unit and (normal form) faces against the direction of travel; an overlap
 *   is the whole component;
 * - a crossing's t within the documented bound (docs/plane.md): |t - t*| |N . d| <= 8 u S
 *   with S = |N|_1 (|a|_inf + |t*| |d|_inf) + |O| (three-point form: |b - a|_1 |c - a|_1
 *   for |N|_1, a - pa for a, no O); the point within 8 + 1 units of
 *   u (|X*|_inf + |d|_inf S / |N . d|) -- the bound on t times |d| plus its own rounding --
 *   past one step of the subnormal grid; values beyond the range saturated;
 * - distance: its sign equals the exact side (0 exactly on the plane), |d - d*| within
 *   BOUND_DIST u |d*|; closest: point_a == p, s == t == 0, dist_sq == 0 exactly on the
 *   plane, |dist_sq - d*^2| within BOUND_DIST_SQ u d*^2 and each coordinate of the foot
 *   within BOUND_FOOT u (|p|_inf + |d*|) (both past one step of the subnormal grid; the
 *   row's err t column is the distance's or dist_sq's error, err pt the foot's). */
const char *plane_check(const plane_query *q, const gen_plane_case *x, const plane_ref *ref, int k,
                        oracle_row *row);

/* Invalid input: classify ISECT_LOCATION_INVALID, or no hit with ISECT_INVALID. */
const char *plane_check_invalid(const plane_query *q, const gen_plane_case *x);

void plane_print(const gen_plane_case *x);

/* The case, the library's answer and the reference (k: the scale of x). */
void plane_explain(const plane_query *q, const gen_plane_case *x, const plane_ref *ref, int k);

extern const check_family check_family_plane;

#endif
