/* Generators for the closest pairs of two lines, rays or segments and for the capsule
 * tests (isect/closest_point.h, second half); see gen.h for the conventions. */
#ifndef ISECT_TESTS_GEN_CLOSEST_POINT_PAIRS_H
#define ISECT_TESTS_GEN_CLOSEST_POINT_PAIRS_H

#include "gen.h"

/* a = a0 + s (a1 - a0) for a segment (a capsule's core), a0 + s a1 otherwise (a1 the
 * direction); b alike. ra, rb: the capsules' radii (unused otherwise). Coordinates past
 * dim are 0. */
typedef struct gen_pair_case {
    isect_real a0[3], a1[3], b0[3], b1[3], ra, rb;
    const char *family;
} gen_pair_case;

/* Points and directions uniform in [-10, 10]^dim, radii in [0, 4]. */
void gen_pair_uniform(gen_rng *rng, int dim, gen_pair_case *out);

/* Built on small integers and dyadic fractions so that the relation holds for the values
 * isect sees: parallel and anti-parallel components (apart, collinear and overlapping,
 * end to end), components meeting at an integer point, skew components whose closest
 * points are integer points (clamped or not), an end exactly abeam of the other
 * component's end, zero-length components, tiny integer grids (ties everywhere); then
 * optionally nudged by 1-2 ulps (nearly parallel: the textbook's epsilon cases; an end
 * just past abeam), moved far from the origin, or scaled by a power of two. Capsule
 * radii: the distance split in two, exactly when it is an integer, else rounded, then
 * nudged by up to 2 ulps. */
void gen_pair_adversarial(gen_rng *rng, int dim, gen_pair_case *out);

/* Invalid: a NaN or infinite coordinate, or a negative or NaN radius. */
void gen_pair_invalid(gen_rng *rng, int dim, gen_pair_case *out);

/* The lengths (gen.h): every coordinate and both radii. */
int gen_pair_lengths(gen_pair_case *x, isect_real **v);

#endif
