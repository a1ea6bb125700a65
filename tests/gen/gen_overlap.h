/* Generators for the bounding-volume overlap tests (isect/overlap.h); see gen.h for the
 * conventions. */
#ifndef ISECT_TESTS_GEN_OVERLAP_H
#define ISECT_TESTS_GEN_OVERLAP_H

#include <stdbool.h>

#include "gen.h"

/* Which pair a case is for. */
typedef enum gen_overlap_pair {
    GEN_OVERLAP_SPHERE_SPHERE,
    GEN_OVERLAP_SPHERE_CAPSULE,
    GEN_OVERLAP_AABB_AABB,
    GEN_OVERLAP_OBB_OBB,
    GEN_OVERLAP_AABB_OBB,
    GEN_OVERLAP_CAPSULE_AABB,
    GEN_OVERLAP_CAPSULE_OBB
} gen_overlap_pair;

/* A ball is a[0..2] with radius ra; the second ball b[0..2] with rb; a capsule p0 = b[0..2],
 * p1 = b[3..5] with rb; boxes are min a[0..2] / b[0..2] and max a[3..5] / b[3..5].
 * An oriented box is centre a[0..2] / b[0..2], half extents a[3..5] / b[3..5] and axes
 * ax[3 i..3 i + 2] / bx[...] (the rows axis[i]); for the AABB-OBB pair a is the AABB.
 * For a capsule against a box, the capsule is p0 = a[0..2], p1 = a[3..5] with radius ra,
 * the box b (and bx for an oriented one).
 * null_a / null_b: pass NULL for that shape (invalid cases only). */
typedef struct gen_overlap_case {
    gen_overlap_pair pair;
    isect_real a[6], b[6], ra, rb;
    isect_real ax[9], bx[9];
    bool null_a, null_b;
    const char *family;
} gen_overlap_case;

/* Ball centres and capsule ends uniform in [-10, 10]^3, radii in [0, 8] (a capsule's in
 * [0, 4]); box mins in [-10, 10]^3, extents in [0, 8]. */
void gen_overlap_uniform(gen_rng *rng, gen_overlap_pair pair, gen_overlap_case *out);

/* Oriented boxes (uniform): centres in [-10, 10]^3, half extents in [0, 5], random
 * rotations rounded to isect_real (an AABB as above). */

/* Built on small integers so that the relation holds exactly, then perhaps nudged.
 * Balls and capsules: exactly touching at a distance that is an integer (Pythagorean
 * quadruples; for a capsule the closest core point an end or an interior point, the
 * offset perpendicular to the core by an orthogonal integer basis), the radius sum split
 * at random; radii whose sum is not representable (rb half an ulp of ra, the distance a
 * few ulps around the sum); zero radii (a centre on the core, or the centres equal);
 * zero-length capsules. Boxes: per axis overlapping, sharing a bound (touching faces,
 * edges, corners) or one ulp apart; zero extents (min == max). Oriented boxes: a contact
 * point x (integers) on a face, an edge or a vertex of each box, each box's half extents
 * made tight there from its exact frame coordinates (axes on the 2^-16 grid, differences
 * of small integers, so every product and sum is exact in both precisions), the centres
 * on opposite sides of a random plane through x (touching faces, edges and vertices, or
 * overlapping); B's axes a grid rotation, the signed permutation of the unit axes, A's
 * axes (parallel edges), A's rows permuted with signs (turns by 90 degrees), A's axes
 * moved by one grid step (nearly parallel, exact), or a rotation computed in float
 * (not exactly orthonormal; then the tight half extents are rounded); a box reduced to
 * its centre (a point) or a segment; some extents zero. Then one of: a
 * coordinate or radius nudged by 1-2 ulps, everything moved far from the origin by c 2^m
 * (exact), or scaled by a huge or tiny power of two. */
void gen_overlap_adversarial(gen_rng *rng, gen_overlap_pair pair, gen_overlap_case *out);

/* Capsules against boxes (adversarial): a point y at frame distance r from the box (its
 * excess over the half extents an integer multiple of a Pythagorean tuple on the face's,
 * edge's or vertex's fixed axes, r that multiple of the tuple's length, or y on the box
 * with r = 0), the core through y or ending there, along directions that keep the
 * supporting plane's frame height (normal g = sum_l e_l sigma_l axis_l) at least its
 * value at y, so that the distance is exactly r; the axes unit (AABB), on the 2^-16 grid
 * or a signed permutation (every frame coordinate exact), or computed in float (then
 * only nearly touching); zero-length cores and zero radii among them. Then perturbed as
 * above (nudges keep min <= max and half extents >= 0). */

/* Invalid: a NaN or infinite coordinate or radius, a negative radius, min > max on an
 * axis, a NULL shape; for oriented boxes also a negative half extent, a NaN or infinite
 * axis component, axes not orthonormal within ISECT_AXIS_TOLERANCE. */
void gen_overlap_invalid(gen_rng *rng, gen_overlap_pair pair, gen_overlap_case *out);

/* The lengths (gen.h): every coordinate and radius (not the unit axes of an OBB). */
int gen_overlap_lengths(gen_overlap_case *x, isect_real **v);

#endif
