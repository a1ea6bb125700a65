/* Generators for segments against segments in the plane (isect/segment2.h); see gen.h
 * for the conventions. */
#ifndef ISECT_TESTS_GEN_SEGMENT2_H
#define ISECT_TESTS_GEN_SEGMENT2_H

#include "gen.h"

/* Segment a = p0 p1 against segment b = q0 q1. */
typedef struct gen_segment2_case {
    isect_real p0[2], p1[2], q0[2], q1[2];
    const char *family;
} gen_segment2_case;

/* End points uniform in [-10, 10]^2 (about a quarter meet). */
void gen_segment2_uniform(gen_rng *rng, gen_segment2_case *out);

/* Exact constructions on small integers and dyadic fractions, so that the relation holds
 * for the values isect sees: parallel segments on distinct lines, collinear segments
 * (overlapping, one inside the other, touching end to end, disjoint, reversed; along
 * any integer direction, vertical and horizontal ones included), T-junctions (an end
 * point p0 + k (p1 - p0) with a small dyadic k, on a, at its ends or just beyond),
 * shared end points, zero-length segments (on the other segment, at its end, on its line
 * beyond it, off it, both equal), proper crossings at exact dyadic points, crossings
 * rounded from real ones (nearly through an end), and a short segment crossing a long
 * one across magnitudes; then optionally nudged by 1-2 ulps (nearly parallel, an end
 * just off the other segment: the answers that flip), offset far from the origin
 * (exactly, by a multiple of a power of two, or rounded), scaled by a power of two up to
 * 2^+-900 (double) or 2^+-100 (float), or brought near the overflow or subnormal end of
 * the range. */
void gen_segment2_adversarial(gen_rng *rng, gen_segment2_case *out);

/* Invalid: a NaN or infinite coordinate. */
void gen_segment2_invalid(gen_rng *rng, gen_segment2_case *out);

/* The lengths of the case (gen.h): its eight coordinates. */
int gen_segment2_lengths(gen_segment2_case *x, isect_real **v);

#endif
