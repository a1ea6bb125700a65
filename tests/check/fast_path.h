/* White-box checks of the fast paths (src/query/closest_point/full_path.h): a public
 * query that has a fast path in front must answer exactly as its full path, bit for bit,
 * on every input. The inputs are drawn to reach both sides of every fast-path decision:
 * uniform coordinates (mostly certified by the filter), small integers (exact ties and
 * zeros, which the filter cannot certify), points nudged by a few ulps off a feature,
 * and every case scaled by powers of two across the range (where the fast path's range
 * checks hand over to the full path). */
#ifndef ISECT_TESTS_CHECK_FAST_PATH_H
#define ISECT_TESTS_CHECK_FAST_PATH_H

#include <stdbool.h>
#include <stdint.h>

#include "isect/isect.h"

#include "gen/gen.h"

/* Input families. */
enum fp_mode {
    FP_UNIFORM, /* coordinates uniform in [-1, 1) */
    FP_INTEGER, /* small integers in [-3, 3]: ties and exact zeros */
    FP_NUDGED,  /* small integers moved by a few ulps */
    FP_MIXED,   /* coordinates of very different magnitudes */
    FP_MODES
};

/* One coordinate of the family `mode`, multiplied by 2^scale_exp. */
isect_real fp_coord(gen_rng *rng, int mode, int scale_exp);

/* A scale exponent for a case: 0 half of the time, otherwise one across isect_real's range
 * (to its ends, where squares overflow or underflow). */
int fp_scale(gen_rng *rng);

/* Bitwise equality of two results (each field compared by its bits, so that -0, NaN
 * payloads and the last ulp all count); on a difference, prints the case's name, its
 * index and both values, and returns false. */
bool fp_same_closest3(const char *name, long index, const isect_closest_result3 *fast,
                      const isect_closest_result3 *full);
bool fp_same_closest2(const char *name, long index, const isect_closest_result2 *fast,
                      const isect_closest_result2 *full);
/* The same for an array of n reals (for the other result types). */
bool fp_same_reals(const char *name, long index, const char *field, const isect_real *fast,
                   const isect_real *full, int n);
bool fp_same_bits(const char *name, long index, const char *field, const void *fast,
                  const void *full, unsigned long size);

/* The same for the feature results (every field, the features' kinds and indices too). */
bool fp_same_feature3(const char *name, long index, const isect_closest_feature_result3 *fast,
                      const isect_closest_feature_result3 *full);
bool fp_same_feature2(const char *name, long index, const isect_closest_feature_result2 *fast,
                      const isect_closest_feature_result2 *full);

/* A radius for a case of the family `mode` (non-negative), times 2^scale_exp. */
isect_real fp_radius(gen_rng *rng, int mode, int scale_exp);

/* Cases per run: ISECT_FAST_PATH_CASES, else `fallback`. */
long fp_cases(long fallback);

/* p + (q - p) t in isect_real: points along a segment (or beyond it, t outside [0, 1])
 * for reshaping random cases. */
isect_vec2 fp_lerp2(isect_vec2 p, isect_vec2 q, isect_real t);
isect_vec3 fp_lerp3(isect_vec3 p, isect_vec3 q, isect_real t);

/* Points of fp_coord's coordinates. */
isect_vec2 fp_draw2(gen_rng *rng, int mode, int scale_exp);
isect_vec3 fp_draw3(gen_rng *rng, int mode, int scale_exp);

/* b reshaped now and then against a: through a point of a (crossing, or a's end),
 * parallel to a, or sharing an end with it; with wild, also along a's line overlapping
 * it, a point, or a coordinate made infinite or NaN. */
void fp_reshape_seg2(gen_rng *rng, const isect_seg2 *a, isect_seg2 *b, bool wild);
void fp_reshape_seg3(gen_rng *rng, const isect_seg3 *a, isect_seg3 *b);

#endif
