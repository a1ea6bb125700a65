/* The contact of a ball and a box (isect/box.h, "Contact of a ball and a box"): the exact
 * reference of a case and the check of the library's answer (see check.h). */
#ifndef ISECT_TESTS_CHECK_CONTACT_BOX_H
#define ISECT_TESTS_CHECK_CONTACT_BOX_H

#include "check/check.h"

typedef struct contact_box_query {
    const char *name;
    int obb;
} contact_box_query;

enum { CONTACT_BOX_QUERIES = 2 };
extern const contact_box_query contact_box_queries[CONTACT_BOX_QUERIES];

typedef struct contact_box_ref {
    bool hit, in; /* the ball meets the box; its centre lies in the closed box */
    bool tie;     /* in: two faces are nearest (the rule takes the first) */
    int face;     /* in: the first nearest face (-a0, +a0, -a1, +a1, -a2, +a2) */
    bool flat;    /* a zero extent */
    long double depth, normal[3], point[3]; /* the exact contact, rounded */
    long double dist;                       /* outside: the (frame) distance */
    long double S;                          /* the largest magnitude of the case's positions,
                                               extents and the closest point */
} contact_box_ref;

/* The cases of tests/gen's ball-versus-box test (gen_box_case), and in the adversarial mode
 * also centres on a quarter grid of the box (nearest faces tied, centres on faces, edges and
 * corners). */
void contact_box_generate(gen_rng *rng, const contact_box_query *q, int mode, gen_box *x);

/* The exact reference; false (nothing computed) for invalid input. */
bool contact_box_reference(const contact_box_query *q, const gen_box *x, contact_box_ref *ref);

int contact_box_lengths(const contact_box_query *q, gen_box *x, isect_real **v);

/* The library's answer on x (the reference's case scaled by 2^k) against ref:
 * - hit exact, depth >= 0 exactly when hit, no ISECT_INVALID, ISECT_DEGENERATE exactly for
 *   a zero extent, ISECT_AMBIGUOUS exactly for a centre in the box with tied faces;
 * - depth: |depth - depth*| / (u (S + r)) <= the bound of isect/box.h (20);
 * - normal: outside |normal - normal*|_inf / (u S / dist), inside / u;
 * - point: outside |point - point*|_inf / (u (S + r S / dist)), inside / (u (S + r)). */
const char *contact_box_check(const contact_box_query *q, const gen_box *x,
                              const contact_box_ref *ref, int k, oracle_row *row);

/* Invalid input: the all-zero result with flags == ISECT_INVALID. */
const char *contact_box_check_invalid(const contact_box_query *q, const gen_box *x);

void contact_box_explain(const contact_box_query *q, const gen_box *x, const contact_box_ref *ref,
                         int k);

extern const check_family check_family_contact_box;

#endif
