/* Generators for the triangle and quad queries (isect/triangle.h); see gen.h for the
 * conventions. */
#ifndef ISECT_TESTS_GEN_TRIANGLE_H
#define ISECT_TESTS_GEN_TRIANGLE_H

#include <stdbool.h>

#include "gen.h"

/* A component against a triangle v[0..2] or a quad v[0..3]. kind: 0 line, 1 ray,
 * 2 segment (as oracle_kind); for a segment a = p0, b = p1, otherwise a = origin,
 * b = dir. twin, when has_twin, is a second triangle sharing the edge v[0] v[1] with the
 * triangle, on the other side of it (the shared-edge family: the component passes
 * through a point of that edge, so it must hit both). */
typedef struct gen_triangle_case {
    int kind;
    bool quad, has_twin;
    isect_real a[3], b[3];
    isect_real v[4][3];
    isect_real twin[3][3];
    const char *family;
} gen_triangle_case;

/* Vertices in [-10, 10]^3; components aimed near a point of the triangle (about half
 * hit); quads planar-ish (v[3] near v[0] + v[2] - v[1]) or random. */
void gen_triangle_uniform(gen_rng *rng, int kind, bool quad, gen_triangle_case *out);

/* Integer geometry on purpose (vertices multiples of 4, so that X = a + (i (b - a) +
 * j (c - a)) / 4 is an integer point: vertices, edge points, interior and just outside):
 * components through such points, ending or starting on them, lying in the plane,
 * parallel just off it, through an edge shared with a twin triangle; collinear
 * triangles; nearly collinear triangles; zero-length components; then optionally nudged
 * by 1-3 ulps, offset by about 1e5 or 1e8, or scaled by a power of two. */
void gen_triangle_adversarial(gen_rng *rng, int kind, bool quad, gen_triangle_case *out);

/* Invalid: a NaN or infinite coordinate. */
void gen_triangle_invalid(gen_rng *rng, int kind, bool quad, gen_triangle_case *out);

/* The lengths of the case (gen.h): every coordinate, the twin's when it has one. */
int gen_triangle_lengths(gen_triangle_case *x, isect_real **v);

#endif
