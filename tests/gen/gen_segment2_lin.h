/* Generators for lines and rays against segments in the plane (isect_{test,find}_{line,
 * ray}2_seg2); see gen.h for the conventions. */
#ifndef ISECT_TESTS_GEN_SEGMENT2_LIN_H
#define ISECT_TESTS_GEN_SEGMENT2_LIN_H

#include "gen.h"

/* The component a + t d (a line, or a ray when ray) against the segment q0 q1. */
typedef struct gen_lin_seg2 {
    bool ray;
    isect_real a[2], d[2], q0[2], q1[2];
    const char *family;
} gen_lin_seg2;

/* mode 0 uniform, 1 adversarial, 2 invalid. The component comes from a case of the
 * segment generators (gen_segment2.h): a = p0, d = p1 - p0 where that difference is
 * exact (the adversarial cases' integer geometry keeps it so), rounded otherwise; then,
 * now and then, d reversed (rays pointing away, behind a collinear segment), scaled by a
 * power of two down to the subnormal range (t beyond the range: saturation), or a moved
 * to an exact point of the segment (q0, q1, or q0 + e / 2^j). */
void gen_lin_seg2_case(gen_rng *rng, bool ray, int mode, gen_lin_seg2 *out);

/* The lengths: every coordinate (a, d, q0, q1 scale together; t does not change). */
int gen_lin_seg2_lengths(gen_lin_seg2 *x, isect_real **v);

#endif
