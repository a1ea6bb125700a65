/* Power-of-two scaling that keeps expansion arithmetic exact.
 *
 * Expansion arithmetic (expansion.h) is exact while no value overflows and no product
 * has an error term finer than 2^-1074. Scaling a group of inputs by 2^s is itself
 * exact, and the predicates isect evaluates are homogeneous in each group (positions and
 * radii scale together; a ray's direction may scale on its own), so their signs do not
 * change. isect_exact_scale picks s for one group and a polynomial of total degree deg:
 *
 * - top: the largest input is scaled below 2^top with top = 1016 / deg - 2, so a
 *   difference of two inputs is below 2^(top+1), a monomial of degree deg below
 *   2^(1016 - deg) and a sum of up to 64 of them below 2^1023;
 * - granularity: every non-zero input x is a multiple of 2^(ilogb(x) - 52), so after
 *   scaling every value of degree deg is a multiple of 2^(deg (emin - 52 + s)), which
 *   must be >= 2^-1074: emin - 52 + s >= -(1074 / deg).
 *
 * Both hold when ilogb of the group's largest and smallest non-zero magnitudes differ by
 * at most top - 53 + 1074 / deg (deg 2: 990; deg 4: 467; deg 6: 293). Float inputs
 * (ilogb from -149 to 127) always satisfy this up to degree 6. When a group
 * does not, the function returns false and the predicate evaluates in integer mode
 * instead (expansion.h). */
#ifndef ISECT_EXACT_SCALE_H
#define ISECT_EXACT_SCALE_H

#include <stdbool.h>

/* Scales v[0..n-1] in place; false when the group's magnitudes span too far. */
bool isect_exact_scale(double *v, int n, int deg);

/* The largest ilogb difference isect_exact_scale accepts for degree deg. */
int isect_exact_scale_span(int deg);

/* Readies ng groups of inputs (group g is groups[g][0..sizes[g]-1]) for the exact
 * evaluation of a polynomial of total degree deg, and resets the arena: when every group
 * can be scaled for expansion arithmetic, each is scaled in place and the arena is in
 * expansion mode; otherwise the groups are left as they are, the arena is put in integer
 * mode and the arithmetic reads them as integers. Either way group g enters the
 * arithmetic as its values times 2^shift[g], so a polynomial homogeneous of degree d_g in
 * group g has its exact value times 2^(sum_g d_g shift[g]) (isect_xp_approx reads it).
 * Before creating the leaves of group g, call isect_exact_select(arena, shift[g]). */
struct isect_xp_arena;
void isect_exact_prepare(struct isect_xp_arena *arena, double *const *groups, const int *sizes,
                         int ng, int deg, int *shift);

/* As isect_exact_prepare, but always in integer mode: for polynomials of high degree
 * whose expansions could outgrow any stack arena (integers grow with the bits the value
 * needs, not with the number of partial products). */
void isect_exact_prepare_integer(struct isect_xp_arena *arena, double *const *groups,
                                 const int *sizes, int ng, int *shift);

/* Makes group g's shift current (integer mode; harmless in expansion mode). */
void isect_exact_select(struct isect_xp_arena *arena, int shift);

#endif
