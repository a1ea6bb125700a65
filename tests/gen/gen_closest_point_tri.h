/* Generators for the closest point of a triangle to a point and the circle / sphere
 * against triangle tests (isect/closest_point.h, "A point against a triangle"); see
 * gen.h for the conventions. */
#ifndef ISECT_TESTS_GEN_CLOSEST_POINT_TRI_H
#define ISECT_TESTS_GEN_CLOSEST_POINT_TRI_H

#include "gen.h"

/* The point p (a circle's or sphere's centre, a capsule core's p0), the triangle v[0]
 * v[1] v[2] (a tetrahedron: v[0..3]), the radius r (unused by the closest point queries)
 * and a capsule core's other end q. Coordinates past dim, and those a query does not use,
 * are 0. family: where p (the core) was put; shape: what the triangle (tetrahedron) is. */
typedef struct gen_ptri_case {
    isect_real p[3], v[4][3], r;
    isect_real q[3];
    const char *family, *shape;
} gen_ptri_case;

/* p and the vertices uniform in [-10, 10]^dim, r in [0, 6]. */
void gen_ptri_uniform(gen_rng *rng, int dim, gen_ptri_case *out);

/* Built on small integers and dyadic fractions in a plane frame O + x U + y V (+ h W in
 * space) whose axes are orthogonal integer vectors of one integer length (the coordinate
 * axes, (3, 4)/(-4, 3), (1, 2, 2)/(2, 1, -2)/(2, -2, 1), ...; or, sometimes, any integer
 * vectors with W = U x V), so that the relation holds for the values isect sees.
 * Triangles: generic, right-angled, obtuse, slivers (a vertex a 1/64 step off the line of
 * the others), exactly collinear (the middle vertex any of the three), with coincident
 * vertices, or on a tiny grid; the vertices in any order. The point: exactly at a vertex;
 * exactly on an edge (at a dyadic parameter, or at a lattice point k / g of an edge of
 * the triangle grown by an integer factor, a parameter that is not dyadic); abeam of an
 * edge (projecting exactly onto it, or onto a vertex on the perpendicular through it);
 * in a vertex's Voronoi region (or exactly on its boundary); in the face (dyadic
 * barycentric weights); on an edge's line; near; each at a dyadic height h off the plane
 * in space (h = 0 too); or at an integer distance from a vertex (p - v_i a Pythagorean
 * vector in the vertex's normal cone). r: the distance when the construction knows it
 * exactly (0 on the triangle in 2D, |h| |W| over it in space, the Pythagorean length),
 * else random; then one of: a coordinate nudged by 1-2 ulps, the radius by 1 ulp, moved
 * far from the origin (exactly: c 2^m), scaled by a power of two (everything: huge and
 * tiny), or p moved 2^s times as far from a vertex (mixed magnitudes). */
void gen_ptri_adversarial(gen_rng *rng, int dim, gen_ptri_case *out);

/* Invalid: a NaN or infinite coordinate, or (when radius) a negative or NaN radius. */
void gen_ptri_invalid(gen_rng *rng, int dim, bool radius, gen_ptri_case *out);

/* ---- A capsule (core p-q, radius r) against the triangle v[0..2] ---------------------- */

/* The core's ends and the vertices uniform in [-10, 10]^dim, r in [0, 4]. */
void gen_captri_uniform(gen_rng *rng, int dim, gen_ptri_case *out);

/* In the plane frame of gen_ptri_adversarial, with its triangles: the core passes through,
 * or ends at, Z = Y + w, where Y is a point of the triangle (a vertex, on an edge at a
 * dyadic parameter, in the face) and w lies in the triangle's normal cone at Y (the vertex
 * region: a nonnegative mix of the two edges' outward normals, one of them 0 a third of
 * the time, or a Pythagorean triple or quadruple there: an integer distance; the edge
 * region: along the edge's outward normal, also abeam of its ends, with a Pythagorean
 * (offset, height) for an edge of integer length; over the face: a height), and a height
 * in space. A core through Z perpendicular to w (along the edge, or w x g), or from Z in a
 * direction d with d.w >= 0, is at distance |w| exactly: exactly touching in each region
 * and by its ends. Besides: cores through a vertex, an edge point or a face point (in
 * space: piercing the plane there), just off an edge or a vertex (2^-e along the outward
 * normal), in the triangle's plane (through a vertex, along an edge's line: collinear with
 * it), parallel to the plane at a height, near; a zero-length core a tenth of the time.
 * r: the distance when the construction knows it exactly and it is representable, else
 * random in [0, 4]; then the after-steps of gen_ptri_adversarial (a coordinate nudged by
 * 1-2 ulps, the radius by 1 ulp, far from the origin, a power-of-two scale, or the core
 * moved 2^s times as far from a vertex). */
void gen_captri_adversarial(gen_rng *rng, int dim, gen_ptri_case *out);

/* Invalid: a NaN or infinite coordinate, or a negative or NaN radius. */
void gen_captri_invalid(gen_rng *rng, int dim, gen_ptri_case *out);

/* ---- A point p against the tetrahedron v[0..3] (space only) ---------------------------- */

/* p and the vertices uniform in [-10, 10]^3. */
void gen_ptet_uniform(gen_rng *rng, gen_ptri_case *out);

/* On small integers and dyadic fractions. Tetrahedra: generic, a right corner, regular,
 * slivers (the fourth vertex 2^-e n off the plane of the others, e up to 30 (12 in
 * float), over a point inside or outside their triangle), coplanar (the fourth vertex
 * anywhere in the plane of the others: a convex quadrilateral, a triangle with a vertex
 * inside or on an edge, three collinear), all four collinear, coincident vertices (two,
 * two pairs, three, four), a tiny grid; the vertices in any order. The point: exactly at
 * a vertex, on an edge, on a face (dyadic weights), inside (dyadic volume weights, a zero
 * a quarter of the time); in a vertex's, edge's or face's region (the point of the feature
 * plus a nonnegative mix of the outward normals of the faces holding it, some of them 0:
 * the regions' boundaries), or just inside that point; abeam of an edge in the plane of
 * one of its faces; in the plane of a face (of a flat tetrahedron: its plane) at weights
 * of any sign, and over it; near. Then the after-steps of gen_ptri_adversarial. */
void gen_ptet_adversarial(gen_rng *rng, gen_ptri_case *out);

/* Invalid: a NaN or infinite coordinate. */
void gen_ptet_invalid(gen_rng *rng, gen_ptri_case *out);

/* The lengths (gen.h): every coordinate and the radius. */
int gen_ptri_lengths(gen_ptri_case *x, isect_real **v);

#endif
