/* The contact of a ball, an axis-aligned box or an oriented box with a plane (isect/overlap.h,
 * "Contact of a solid and a plane"): the exact reference of a case and the check of the
 * library's answer (see check.h). */
#ifndef ISECT_TESTS_CHECK_CONTACT_PLANE_H
#define ISECT_TESTS_CHECK_CONTACT_PLANE_H

#include "check/check.h"
#include "gen/gen_overlap_plane.h"

typedef struct cplane_query {
    const char *name;
    gen_oplane_shape shape; /* GEN_OPLANE_SPHERE, _AABB or _OBB */
    bool three;             /* the plane through three points */
} cplane_query;

enum { CPLANE_QUERIES = 6 };
extern const cplane_query cplane_queries[CPLANE_QUERIES];

typedef struct cplane_ref {
    bool hit;   /* the solid meets the plane (the exact test) */
    int centre; /* the exact side of the solid's centre: +1 front, 0 on, -1 behind */
    bool flat;  /* a box with a zero extent */
    long double depth, normal[3], point[3]; /* the exact contact, rounded */
    long double S; /* the largest magnitude among the solid's values, the centre's
                      distance and the reach */
} cplane_ref;

/* The cases of tests/gen's solid-against-plane tests (gen_oplane_*), and in the
 * adversarial mode also centres exactly on the plane (a plane3p's first point; a plane3
 * with a small integer normal through an integer centre). */
void cplane_generate(gen_rng *rng, const cplane_query *q, int mode, gen_oplane_case *x);

/* The exact reference (GMP rationals, distances through MPFR and long double); false
 * (nothing computed) for invalid input. Written from the definitions: the hit from the
 * plane oracle (oracle_overlap_plane.h), the centre's side, the signs of N_i and N . e_i
 * and the depth's numerator in rationals, divided by |N| in long double. */
bool cplane_reference(const cplane_query *q, const gen_oplane_case *x, cplane_ref *ref);

int cplane_lengths(const cplane_query *q, gen_oplane_case *x, isect_real **v);

/* The library's answer on x (the reference's case scaled by 2^k) against ref:
 * - hit exact, depth >= 0 exactly when hit, ISECT_AMBIGUOUS exactly for a centre on the
 *   plane, ISECT_DEGENERATE exactly for a zero extent, no ISECT_INVALID;
 * - depth |depth - depth*| / (u (S + r)), normal |normal - normal*|_inf / u, point
 *   |point - point*|_inf / (u (S + r)), each within the bound of isect/overlap.h (20).
 * A wrong hit, a wrong side (the normal flipped) or a wrong feature (the point off by
 * more than the bound) counts as a disagreement. */
const char *cplane_check(const cplane_query *q, const gen_oplane_case *x, const cplane_ref *ref,
                         int k, oracle_row *row);

/* Invalid input: the all-zero result with flags == ISECT_INVALID. */
const char *cplane_check_invalid(const cplane_query *q, const gen_oplane_case *x);

void cplane_explain(const cplane_query *q, const gen_oplane_case *x, const cplane_ref *ref, int k);

extern const check_family check_family_cplane;

#endif
