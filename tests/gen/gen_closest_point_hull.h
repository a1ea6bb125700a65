/* Generators for the closest point of a convex hull of points to a point
 * (isect/closest_point.h, "A point against a convex hull"); see gen.h for the
 * conventions. */
#ifndef ISECT_TESTS_GEN_CLOSEST_POINT_HULL_H
#define ISECT_TESTS_GEN_CLOSEST_POINT_HULL_H

#include "gen.h"

/* The most vertices a case has (the oracle's brute force is over their subsets). */
#define GEN_HULL_MAX 16

/* The point p and the n vertices v[0..n-1]. null_hull / null_v: pass NULL for the hull /
 * the vertex array (invalid cases); planes: also pass a few face planes, which the query
 * must not read. family: where p was put; shape: what the vertex set is. */
typedef struct gen_phull_case {
    isect_real p[3];
    int n;
    isect_real v[GEN_HULL_MAX][3];
    int null_hull, null_v, planes;
    const char *family, *shape;
} gen_phull_case;

/* 4..12 vertices uniform in a random box (centre in [-5, 5]^3, half sides in [1, 8]), p
 * uniform in that box widened by 1.3 (some of the points land inside). */
void gen_phull_uniform(gen_rng *rng, gen_phull_case *out);

/* Built on small integers and dyadic fractions in a frame O + x W + y U + z V of
 * orthogonal integer axes of one integer length, so every relation holds exactly for the
 * values isect sees. Vertex sets: boxes (a cube among them), octahedra, triangular and
 * hexagonal prisms, square pyramids, cuboctahedra (faces with 4 to 6 coplanar vertices),
 * integer tetrahedra, random integer point clouds; with extra points on edges, on faces,
 * inside, and repeated vertices, in shuffled order; coplanar sets (integer points in a
 * plane: ISECT_DEGENERATE), collinear sets, a single vertex, two and three vertices. p:
 * a point x of the boundary -- a vertex, a point of a segment between two vertices of a
 * face (a hull edge or a face diagonal), a dyadic combination of a face's vertices, a
 * face centre -- plus a non-negative dyadic combination of the outward normals of the
 * supporting planes through x (some of them 0: the Voronoi regions' boundaries; all 0:
 * p on the boundary; one large: far above a face), so x is the exact closest point;
 * inside (a dyadic convex combination of vertices); a random dyadic point near. A sixth
 * of the time instead: uniform vertices with p rounded from such a construction in
 * double (within rounding of a face, edge or vertex region). Then the after-steps: a
 * coordinate nudged by 1-2 ulps, far from the origin (c 2^m added to everything), a
 * power-of-two scale of everything (huge and tiny), p moved 2^s times as far from a
 * vertex (mixed magnitudes), the vertices shrunk by 2^-e about one of them (p where it
 * was). An eighth of the cases pass face planes too (ignored by the query). */
void gen_phull_adversarial(gen_rng *rng, gen_phull_case *out);

/* Invalid: a NULL hull, a NULL vertex array, no vertices, a NaN or infinite coordinate of
 * p or of a vertex. */
void gen_phull_invalid(gen_rng *rng, gen_phull_case *out);

/* The lengths (gen.h): p and the n vertices. */
int gen_phull_lengths(gen_phull_case *x, isect_real **v);

#endif
