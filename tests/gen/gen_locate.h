/* Generators for point location (isect/locate.h): a point against a triangle (2D, 3D), a
 * tetrahedron or a hull by its planes; see gen.h for the conventions. */
#ifndef ISECT_TESTS_GEN_LOCATE_H
#define ISECT_TESTS_GEN_LOCATE_H

#include "gen.h"

enum { GEN_LOC_TRI2, GEN_LOC_TRI3, GEN_LOC_TET3, GEN_LOC_HULL3 };
#define GEN_LOC_PLANES 8

/* shape: GEN_LOC_*; p the point; v the triangle's 3 or the tetrahedron's 4 vertices; n,
 * o the hull's count planes n[j] . x <= o[j]. Unused coordinates are 0. */
typedef struct gen_locate {
    int shape, dim, count;
    isect_real p[3], v[4][3];
    isect_real n[GEN_LOC_PLANES][3], o[GEN_LOC_PLANES];
    const char *family; /* which generator made it */
} gen_locate;

/* Vertices in [-10, 10]; p a combination of them with weights in [-0.3, 1] normalised to
 * sum 1 (inside about half the time; a triangle in space: plus an offset in [-5, 5] on
 * each axis). A hull: 4 to 8 planes
 * with normals in [-1, 1]^3 around a centre in [-5, 5]^3 at distances 1 to 5 (offsets
 * n . c + r |n|), p within 6 of the centre. */
void gen_locate_uniform(gen_rng *rng, int shape, gen_locate *out);

/* On small integers and dyadic fractions: vertices in [-8, 8]; p a dyadic combination of
 * the vertices with weights summing to 1 that are chosen 0 (an edge, a face, a vertex),
 * positive (inside) or negative (outside) -- exact, so p lies exactly on the feature --
 * plus, in space, a dyadic multiple of the integer normal (a point off the plane that
 * projects exactly onto the feature). Degenerate shapes a sixth of the time: a collinear
 * triangle (a vertex a dyadic combination of the others, or all equal), a flat
 * tetrahedron (coplanar or collinear vertices), p on them or not. A hull: integer normals
 * in [-3, 3] around an integer point, offsets putting it on the plane (0), inside or
 * outside by small integers, sometimes an opposite pair (a flat or an empty set), p the
 * point or moved by a small integer vector. Then, each with some probability: 1-4 ulps
 * of nudge on a coordinate, everything moved far from the origin (exactly: the grid
 * scaled first), every length scaled by a power of two (huge and tiny magnitudes), or
 * one coordinate made tiny. */
void gen_locate_adversarial(gen_rng *rng, int shape, gen_locate *out);

/* Invalid: a NaN or infinite coordinate (a hull: also a zero normal or no plane). */
void gen_locate_invalid(gen_rng *rng, int shape, gen_locate *out);

/* The lengths (gen.h): p, the vertices, the offsets; not the normals. */
int gen_locate_lengths(gen_locate *x, isect_real **v);

#endif
