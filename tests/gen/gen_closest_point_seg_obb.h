/* Generators for the closest points of a segment and an oriented box
 * (isect/closest_point.h, isect_closest_seg3_obb3); see gen.h for the conventions. */
#ifndef ISECT_TESTS_GEN_CLOSEST_POINT_SEG_OBB_H
#define ISECT_TESTS_GEN_CLOSEST_POINT_SEG_OBB_H

#include <stdbool.h>

#include "gen.h"

/* The segment p0-p1 and the box (center, axis[0..2] as rows, half); null_seg / null_box:
 * pass NULL for it (invalid cases only). family: how the segment was put; shape: what the
 * box is; axes: how its axes were made. */
typedef struct gen_segobb_case {
    isect_real p0[3], p1[3], center[3], axis[3][3], half[3];
    bool null_seg, null_box;
    const char *family, *shape, *axes;
} gen_segobb_case;

/* p0, p1 uniform in [-10, 10]^3, center in [-6, 6]^3, half in [0, 4]^3, the axes a
 * random rotation rounded to isect_real. */
void gen_segobb_uniform(gen_rng *rng, gen_segobb_case *out);

/* Built in the box's frame on small integers and dyadic fractions (grid 2^-3 at most),
 * then mapped to space by the axes: the identity, a signed permutation (90-degree
 * rotations and reflections; both exact, so the frame coordinates are the built ones), a
 * rotation from an integer quaternion rounded to the 2^-16 grid (orthonormal within about
 * 5e-5) or a random rotation rounded to isect_real (the frame coordinates of the rounded
 * case then differ a little from the built ones: near cases). Boxes: a cube or brick,
 * thin (a half extent 2^-7), or with zero half extents (a rectangle, a segment, a point).
 * Segments, in the frame: a point Y of the box on a feature (corner, edge, face, inside)
 * and Z = Y + w with w in the feature's normal cone (0 a quarter of the time: touching);
 * through Z perpendicular to w (parallel to a face or an edge: ties, the least s), from Z
 * away from the box, through Y in an integer direction (crossing, grazing a corner or an
 * edge, lying in a face's plane), along an edge's line or parallel to it, parallel to a
 * face at a height, with an end in the box, zero-length, or near the box; for rotated
 * axes sometimes an end put exactly on a face, edge or corner by taking the half extents
 * from its exact frame coordinates. Then one of: a coordinate nudged by 1-2 ulps (a half
 * extent only where it stays >= 0), everything moved far from the origin (c 2^m), scaled
 * by a power of two (huge and tiny; not the axes), or the segment moved 2^s times as far
 * from the centre (mixed magnitudes). */
void gen_segobb_adversarial(gen_rng *rng, gen_segobb_case *out);

/* Invalid: a NaN or infinite coordinate (of any point, axis or half extent), a negative
 * half extent, axes not orthonormal within ISECT_AXIS_TOLERANCE (scaled, skewed, repeated
 * or zero), a NULL segment or box. */
void gen_segobb_invalid(gen_rng *rng, gen_segobb_case *out);

/* The lengths (gen.h): p0, p1, center and half; not the axes. */
int gen_segobb_lengths(gen_segobb_case *x, isect_real **v);

#endif
