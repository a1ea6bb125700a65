/* Lines, rays and segments against triangles and quads (isect/triangle.h): the exact
 * reference of a case and the check of the library's answer (see check.h). */
#ifndef ISECT_TESTS_CHECK_TRIANGLE_H
#define ISECT_TESTS_CHECK_TRIANGLE_H

#include "check/check.h"
#include "gen/gen_triangle.h"
#include "oracle/oracle_triangle.h"

typedef struct triangle_query {
    const char *name;
    int kind; /* 0 line, 1 ray, 2 segment */
    bool quad;
} triangle_query;

enum { TRIANGLE_QUERIES = 6 };
extern const triangle_query triangle_queries[TRIANGLE_QUERIES];

typedef struct triangle_ref {
    oracle_triangle_hit h[2]; /* the triangle, or the quad's halves (v0 v1 v2) and (v0 v2 v3) */
    oracle_triangle_hit twin; /* the shared-edge twin, when the case has one */
} triangle_ref;

/* The largest errors seen beyond the oracle row's columns: coplanar interval ends and the
 * parameters on collinear triangles, and how many of each were measured. */
typedef struct triangle_extra {
    double coplanar, degenerate;
    long coplanar_ends, degenerate_cases;
} triangle_extra;

/* mode 0 uniform, 1 adversarial, 2 invalid (tests/gen). */
void triangle_generate(gen_rng *rng, const triangle_query *q, int mode, gen_triangle_case *x);

/* The exact reference; false (nothing computed) for invalid input. */
bool triangle_reference(const triangle_query *q, const gen_triangle_case *x, triangle_ref *ref);

int triangle_lengths(const triangle_query *q, gen_triangle_case *x, isect_real **v);

/* The library's test and find on x (the reference's case scaled by 2^k) against ref, and
 * likewise for the twin triangle on the other side of a shared edge:
 * - test and find.hit equal the exact hit; count, ISECT_TOUCHING and ISECT_DEGENERATE the
 *   exact ones, no inside flags; a miss is empty;
 * - the normal is unit and faces against the direction of travel (a crossing) or along
 *   (b - a) x (c - a) (a coplanar overlap), zero for a collinear triangle, and within 64 u
 *   of the exact unit normal, divided by the conditioning |b - a|_1 |c - a|_1 / |N|_2 when
 *   that exceeds 1;
 * - a crossing's t: |t - t*| |N . d| <= 8 u S, S = |b - a|_1 |c - a|_1 (|p - a|_inf +
 *   |t*| |d|_inf), and its point within 8 + 1 units of u (|X*|_inf + |d|_inf S / |N . d|)
 *   (it is the point of the triangle's plane, isect/plane.h); a coplanar interval end
 *   bounded by the edge u v: |t - t*| |((v - u) x d) . N| / |N| <= 8 u |v - u|_1
 *   (|p - u|_inf + |t*| |d|_inf), exact when it is the component's own end; a collinear
 *   triangle's parameters: |t - t*| <= 64 u (|t*| + L / |d|_inf), L = |p - a|_inf +
 *   |b - a|_inf + |c - a|_inf (docs/triangle.md); a t* in the subnormal range may be off
 *   by 4 of its smallest units, a point by one; values beyond the range saturated;
 * - a quad's answer is checked against whichever half it matches (a coplanar overlap:
 *   the hull of both halves' intervals).
 * triangle_check_extra also adds to extra. */
const char *triangle_check(const triangle_query *q, const gen_triangle_case *x,
                           const triangle_ref *ref, int k, oracle_row *row);
const char *triangle_check_extra(const triangle_query *q, const gen_triangle_case *x,
                                 const triangle_ref *ref, int k, oracle_row *row,
                                 triangle_extra *extra);

/* Invalid input: no hit, flags ISECT_INVALID, count 0. */
const char *triangle_check_invalid(const triangle_query *q, const gen_triangle_case *x);

/* The case, the library's answer and the reference. */
void triangle_explain(const triangle_query *q, const gen_triangle_case *x, const triangle_ref *ref,
                      int k);

extern const check_family check_family_triangle;

#endif
