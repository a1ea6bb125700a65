/* Integer mode of the exact numbers (see expansion.h): sign-magnitude big integers in
 * 32-bit limbs, allocated from the arena's limb view. */
#ifndef ISECT_EXACT_INTEGER_H
#define ISECT_EXACT_INTEGER_H

#include "exact/number.h"

/** Integer mode: the exponent of the finest bit among v[0..n-1] (0 when all are zero);
 * minus it is the shift that turns the group into integers. */
int isect_xp_group_shift(const double *v, int n);

/* x * 2^a->shift, which must be an integer (a->shift from isect_xp_group_shift). */
isect_xp isect_int_of(isect_xp_arena *a, double x);
/* x + y, or x - y when subtract. */
isect_xp isect_int_add(isect_xp_arena *a, isect_xp x, isect_xp y, bool subtract);
/* x * y. */
isect_xp isect_int_mul(isect_xp_arena *a, isect_xp x, isect_xp y);

#endif
