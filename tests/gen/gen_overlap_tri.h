/* Generators for the overlap tests against a triangle (isect/overlap.h, "Against a
 * triangle"); see gen.h for the conventions. */
#ifndef ISECT_TESTS_GEN_OVERLAP_TRI_H
#define ISECT_TESTS_GEN_OVERLAP_TRI_H

#include <stdbool.h>

#include "gen.h"

/* Which pair a case is for. */
typedef enum gen_otri_pair { GEN_OTRI_TRI_TRI, GEN_OTRI_AABB_TRI, GEN_OTRI_OBB_TRI } gen_otri_pair;

/* The triangle t[0..2] (tri-tri: the second) against: the triangle a[0..2] (tri-tri), the
 * box lo..hi (AABB), the oriented box of centre c, half extents h and axes ax[i] (rows).
 * null_a / null_b: pass NULL for the first / second argument (invalid cases only). */
typedef struct gen_otri_case {
    gen_otri_pair pair;
    isect_real a[3][3], t[3][3];
    isect_real lo[3], hi[3];
    isect_real c[3], h[3], ax[3][3];
    bool null_a, null_b;
    const char *family;
} gen_otri_case;

/* Triangle vertices uniform in [-10, 10]^3; box minima in [-10, 10]^3 with extents in
 * [0, 8]; oriented boxes with centres in [-10, 10]^3, half extents in [0, 5] and a random
 * rotation rounded to isect_real. */
void gen_otri_uniform(gen_rng *rng, gen_otri_pair pair, gen_otri_case *out);

/* Two triangles: mostly gen_tpair_adversarial's (touching at vertices, edges and faces,
 * coplanar, parallel edges, crossing, sharing, degenerate, then nudged, far, scaled), and a
 * family of its own, interval touching: a crossing b's plane along a segment [Y, X] with Y
 * on an edge or at a vertex of b and X beyond that edge (touching at Y alone), on its line
 * or inside (overlapping).
 * A box (axis-aligned, or oriented with grid, signed-permutation or float axes) and a
 * contact point x on its boundary, on a face, an edge or a vertex (the half extents tight
 * there from exact frame coordinates); a normal n in the box's normal cone at x (or any,
 * or a face normal); the triangle touching at x from the side n points to: x a vertex, on
 * an edge perpendicular to n, or inside the face in the plane through x perpendicular to
 * n, or crossing that plane (overlapping); edges along the box's axes (parallel edges);
 * the triangle in the plane of a face; a huge triangle through a small box; collinear and
 * point triangles through or beside the box; boxes with zero extents. Then one of: a
 * coordinate nudged by 1-2 ulps, everything moved far (exactly), scaled by a huge or tiny
 * power of two. */
void gen_otri_adversarial(gen_rng *rng, gen_otri_pair pair, gen_otri_case *out);

/* Invalid: a NaN or infinite coordinate, a NULL shape; a box with min > max on an axis; an
 * oriented box with a negative half extent, a NaN axis component or axes not orthonormal
 * within ISECT_AXIS_TOLERANCE. */
void gen_otri_invalid(gen_rng *rng, gen_otri_pair pair, gen_otri_case *out);

/* The lengths (gen.h): every coordinate, extent and half extent (not the axes). */
int gen_otri_lengths(gen_otri_case *x, isect_real **v);

#endif
