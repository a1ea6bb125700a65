/* Generators for lines, rays and segments against a convex hull by its planes
 * (isect/linear_hull.h); see gen.h for the conventions. */
#ifndef ISECT_TESTS_GEN_LINEAR_HULL_H
#define ISECT_TESTS_GEN_LINEAR_HULL_H

#include "gen.h"

enum { GEN_HULL_PLANES = 10 };

/* kind: 0 line, 1 ray, 2 segment (as oracle_kind); a = origin or p0, b = dir or p1; the
 * hull { x : n_i . x <= o_i, i < count }, or (box) the oriented box of centre c, axes
 * axis[0..dim-1] (in 2D axis[1] = perp(axis[0]), filled in for the oracle) and half
 * extents half: { x : |(x - c) . axis_k| <= half_k }. Unused coordinates are 0. */
typedef struct gen_linhull {
    int kind, count, dim;
    bool box;
    isect_real a[3], b[3];
    isect_real n[GEN_HULL_PLANES][3], o[GEN_HULL_PLANES];
    isect_real c[3], axis[3][3], half[3];
    const char *family; /* which generator made it */
} gen_linhull;

/* A random polytope about a centre c in [-5, 5]^3: 4 to 10 planes with normals uniform in
 * [-1, 1]^3 and offsets n . c + [0.5, 4]; a in [-10, 10]^3 aimed at a point within 5 of
 * c (the direction, or p1 - p0, a factor in [0.25, 2.5] of the way): hits and misses
 * both frequent. */
void gen_linhull_uniform(gen_rng *rng, int kind, gen_linhull *out);

/* On small integers: the box [-L, L]^3 by its six planes (some dropped a fifth of the
 * time: an unbounded set), planes through a chosen point Y of a feature (a corner, an
 * edge, a face, inside or beside the box) with small integer normals (so several planes
 * meet at Y exactly), now and then a plane duplicated, scaled by 3 or 2^k, a redundant
 * one far out, one opposite another (a flat set) or contradicting it (an empty set); the
 * component goes through Y along a small integer direction (components 0 or -0 a quarter
 * of the time: along faces and edges), or is the point Y. Also rounded real geometry far
 * from the origin. Then a coordinate nudged by 1-4 ulps, or every length scaled by a power
 * of two (the normals and a ray's direction each by their own). */
void gen_linhull_adversarial(gen_rng *rng, int kind, gen_linhull *out);

/* Invalid: a NaN or infinite coordinate or offset, or a zero normal. */
void gen_linhull_invalid(gen_rng *rng, int kind, gen_linhull *out);

/* Oriented boxes (dim 2 or 3), as gen_linhull_uniform / _adversarial / _invalid do hulls:
 * uniform: centres in [-10, 10], rotations rounded, half extents in [0.5, 4], the
 * component aimed within 5 of the centre; adversarial: integer centres, axes on the 2^-16
 * grid (or signed unit axes), small integer or dyadic half extents (0 now and then: a
 * flat box), the component through a point of a chosen feature (a corner, an edge, a
 * face, inside or beside) along a small integer direction, an axis (along a face) or the
 * sum or difference of two axes, or the point itself; then nudges and powers of two;
 * invalid: a NaN or infinity, a negative half extent, an axis 10% too long. */
void gen_linhull_box_uniform(gen_rng *rng, int kind, int dim, gen_linhull *out);
void gen_linhull_box_adversarial(gen_rng *rng, int kind, int dim, gen_linhull *out);
void gen_linhull_box_invalid(gen_rng *rng, int kind, int dim, gen_linhull *out);

/* The lengths (gen.h): a, b and the offsets (the normals are not lengths); for a box a,
 * b, c and the half extents (the axes are not). */
int gen_linhull_lengths(gen_linhull *x, isect_real **v);

#endif
