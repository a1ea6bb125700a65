/* Generators for a ball against a polygon in space (isect_test_sphere3_poly3); see gen.h for
 * the conventions. */
#ifndef ISECT_TESTS_GEN_CLOSEST_POINT_BALL_POLY_H
#define ISECT_TESTS_GEN_CLOSEST_POINT_BALL_POLY_H

#include <stdbool.h>

#include "gen.h"

#define GEN_BPOLY_MAX 12

/* The polygon v[0..n-1] and the ball (c, r). null_ball, null_poly, null_v: pass NULL for
 * the ball, the polygon or its vertex array (invalid cases); n < 3 is invalid too. */
typedef struct gen_bpoly_case {
    int n;
    isect_real v[GEN_BPOLY_MAX][3];
    isect_real c[3], r;
    bool null_ball, null_poly, null_v;
    const char *family;
} gen_bpoly_case;

/* A convex polygon of 3 to 8 vertices on a circle of radius 2 to 8 in a random plane (a
 * random rotation, rounded) about a point of [-10, 10]^3; the centre in [-10, 10]^3 and the
 * radius in [0, 6]. */
void gen_bpoly_uniform(gen_rng *rng, gen_bpoly_case *out);

/* Integer geometry in a frame O + x U + y V + h W (rows of an orthogonal integer basis of
 * one integer length L): a convex polygon (the exact hull of rounded circle points, in
 * order), then the ball touching it exactly: from above or below at a vertex, an edge point
 * or a face point (centre Y + k W, radius k L), at a vertex along an integer vector of
 * integer length in the vertex's normal cone; the centre on the polygon with radius 0;
 * anywhere near. Variants: collinear or repeated vertices, a vertex lifted off the plane
 * (not coplanar: the fan), the vertices in a random order (not convex: the fan). Then one
 * of: a coordinate or the radius nudged by 1-2 ulps, everything moved far (exactly), or
 * scaled by a huge or tiny power of two. */
void gen_bpoly_adversarial(gen_rng *rng, gen_bpoly_case *out);

/* Invalid: a NaN or infinite coordinate or radius, a negative radius, a NULL ball, polygon
 * or vertex array, fewer than 3 vertices. */
void gen_bpoly_invalid(gen_rng *rng, gen_bpoly_case *out);

/* The lengths (gen.h): the vertices, the centre and the radius. */
int gen_bpoly_lengths(gen_bpoly_case *x, isect_real **v);

#endif
