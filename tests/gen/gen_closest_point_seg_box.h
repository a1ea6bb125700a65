/* Generators for the closest points of a segment and an axis-aligned box
 * (isect/closest_point.h, "A segment against a box"); see gen.h for the conventions. */
#ifndef ISECT_TESTS_GEN_CLOSEST_POINT_SEG_BOX_H
#define ISECT_TESTS_GEN_CLOSEST_POINT_SEG_BOX_H

#include <stdbool.h>

#include "gen.h"

/* The segment p0-p1 and the box lo..hi; null_seg / null_box: pass NULL for it (invalid
 * cases only). family: how the segment was put; shape: what the box is. */
typedef struct gen_segbox_case {
    isect_real p0[3], p1[3], lo[3], hi[3];
    bool null_seg, null_box;
    const char *family, *shape;
} gen_segbox_case;

/* p0, p1 uniform in [-10, 10]^3; lo uniform in [-6, 6]^3, each extent in [0, 8]. */
void gen_segbox_uniform(gen_rng *rng, gen_segbox_case *out);

/* On small integers and dyadic fractions (grid 2^-3 at most). Boxes: a cube or brick,
 * thin (an extent 2^-6), or with zero extents: a rectangle, a segment or a point. A
 * point Y of the box is chosen on a feature (a corner, an edge, a face: per axis at lo, at
 * hi or strictly between; or inside), and Z = Y + w with w in the feature's normal cone
 * (a nonnegative mix of the outward normals of the bounds Y is at, some of them 0: the
 * cone's boundary; w = 0 a quarter of the time: touching). The segment: through Z
 * perpendicular to w (at distance |w| exactly, parallel to a face or an edge when w is
 * a face's normal or u lies along an edge: ties), possibly ending at Z; from Z away from
 * the box (u.w >= 0: closest at the end); through Y in any integer direction (crossing,
 * touching at a corner or an edge, lying in a face's plane); collinear with an edge's
 * line (overlapping it, inside it, beyond its end) or parallel to it at the offset w;
 * parallel to a face at a height (0: in the face's plane) over or beside it; with an end
 * inside the box or both; zero-length (at Z, at Y, inside); or random near the box. Then
 * one of: a coordinate nudged by 1-2 ulps (a box bound only where the box stays valid),
 * everything moved far from the origin (exactly: c 2^m), scaled by a power of two (huge
 * and tiny), or the segment moved 2^s times as far from a corner of the box (mixed
 * magnitudes). */
void gen_segbox_adversarial(gen_rng *rng, gen_segbox_case *out);

/* Invalid: a NaN or infinite coordinate, min > max on an axis, a NULL segment or box. */
void gen_segbox_invalid(gen_rng *rng, gen_segbox_case *out);

/* The lengths (gen.h): the twelve coordinates. */
int gen_segbox_lengths(gen_segbox_case *x, isect_real **v);

#endif
