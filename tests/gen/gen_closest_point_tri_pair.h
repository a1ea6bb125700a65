/* Generators for the closest pair of a segment and a triangle, and of two triangles
 * (isect/closest_point.h, "A segment against a triangle, two triangles"); see gen.h for
 * the conventions. */
#ifndef ISECT_TESTS_GEN_CLOSEST_POINT_TRI_PAIR_H
#define ISECT_TESTS_GEN_CLOSEST_POINT_TRI_PAIR_H

#include <stdbool.h>

#include "gen.h"

/* a: the segment a[0] -> a[1] (na == 2; a[2] is 0) or the first triangle (na == 3); b:
 * the triangle. null_a, null_b: pass NULL instead (invalid cases). family: how a was put
 * against b; shape: what b (and a) are. */
typedef struct gen_tpair_case {
    isect_real a[3][3], b[3][3];
    bool null_a, null_b;
    const char *family, *shape;
} gen_tpair_case;

/* Every coordinate uniform in [-10, 10]. */
void gen_tpair_uniform(gen_rng *rng, int na, gen_tpair_case *out);

/* On small integers and dyadic fractions in a frame O + x U + y V + h W whose axes are
 * orthogonal integer vectors of one integer length (a signed permutation of (1, 2, 2),
 * (2, 3, 6), ... or the coordinate axes; sometimes any integer vectors, W = U x V), b in
 * the plane h = 0: generic, right-angled, obtuse, sliver, collinear (the middle vertex
 * any), coincident vertices, a tiny grid. a against b:
 * - in a normal cone: a point Y of b (a vertex, on an edge, in the face) and w in b's
 *   normal cone there (0 a sixth of the time: touching), a having Z = Y + w as a vertex
 *   (its other vertices from Z in directions d with d.w >= 0), on an edge perpendicular
 *   to w, or (a triangle) in its face, in the plane through Z perpendicular to w: at
 *   distance |w| exactly, with the ties of a face or an edge parallel to b's face;
 * - parallel to b's plane at a dyadic height (0: coplanar), over b or anywhere, or b
 *   itself lifted;
 * - an edge parallel to one of b's, offset by a mix of its outward normal and the height,
 *   the shadows overlapping or not;
 * - coplanar: at random, touching b's boundary from outside at a vertex or an edge point,
 *   along an edge's line (overlapping or not);
 * - crossing b's plane through a vertex, an edge point or a face point (interpenetrating
 *   triangles), or just beside an edge or a vertex (2^-e outward);
 * - sharing: a = b (in any vertex order), a sharing an edge or a vertex of b; a segment
 *   along an edge of b, or part of it, or from a vertex of b;
 * - both on the integer grid [-2, 2]^3 (no frame): exact ties of every kind;
 * - near: dyadic vertices around b.
 * Then, an eighth of the time, a made degenerate (a zero-length segment; a triangle with a
 * vertex on the line of the other two, on another vertex, or all three coincident), and
 * one of: a coordinate nudged by 1-2 ulps (one ulp around touching), far from the origin
 * (exactly: c 2^m), a power-of-two scale of everything (huge and tiny), a moved 2^s times
 * as far from a vertex of b (mixed magnitudes). Two triangles are swapped half of the time
 * and a's vertices put in any order. */
void gen_tpair_adversarial(gen_rng *rng, int na, gen_tpair_case *out);

/* Invalid: a NaN or infinite coordinate, or a NULL segment or triangle. */
void gen_tpair_invalid(gen_rng *rng, int na, gen_tpair_case *out);

/* The lengths (gen.h): every coordinate. */
int gen_tpair_lengths(gen_tpair_case *x, isect_real **v);

#endif
