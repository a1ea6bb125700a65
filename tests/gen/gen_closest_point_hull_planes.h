/* Generators for the closest point of a convex set given by planes to a point
 * (isect/closest_point.h, "A point against a convex hull", the hull by planes: { x :
 * normal_i . x <= offset_i }); see gen.h for the conventions. */
#ifndef ISECT_TESTS_GEN_CLOSEST_POINT_HULL_PLANES_H
#define ISECT_TESTS_GEN_CLOSEST_POINT_HULL_PLANES_H

#include "gen.h"

/* The most planes a case has (a 26-DOP with a few duplicates; the oracle's search is over
 * their subsets of up to three). */
#define GEN_HPLANES_MAX 32

/* The point p and the n planes normal[i] . x <= offset[i]. null_hull / null_planes: pass
 * NULL for the hull / the plane array (invalid cases). family: where p was put; shape:
 * what the plane set is; change: a plane added to it (or NULL); at_origin: moved so that
 * the boundary point p was built from is the origin; after: the after-step (or NULL). */
typedef struct gen_hplanes_case {
    isect_real p[3];
    int n;
    isect_real normal[GEN_HPLANES_MAX][3];
    isect_real offset[GEN_HPLANES_MAX];
    int null_hull, null_planes, at_origin;
    const char *family, *shape, *change, *after;
} gen_hplanes_case;

/* Random convex sets around a centre c in [-5, 5]^3 (so c is inside): 4..12 random
 * unit-ish normals (rounded, some scaled by a power of two) with offsets n . c + r, r in
 * [0.5, 6] (mostly bounded); normals all within 84 degrees of one direction (unbounded,
 * a cone-like set); normals all perpendicular to one direction (an unbounded prism);
 * one to three planes (a half-space, a wedge, a trihedral cone); offsets n . c + r with r
 * in [-3, 4] (some sets empty); p uniform in c +- 10. */
void gen_hplanes_uniform(gen_rng *rng, gen_hplanes_case *out);

/* Built on small integer normals and integer or dyadic offsets in a local frame, then
 * mapped by orthogonal integer axes of one integer length (normals n' = A^T n, offsets
 * m^2 o + n' . O), so every vertex, edge and face relation holds exactly for the values
 * isect sees. Sets: boxes (a cube among them, some flat), k-DOPs (14, 18, 26 planes; tight
 * around an integer point cloud, or with random offsets and redundant planes), frusta,
 * square pyramids (4 planes through the apex, with or without a base), triangular prisms
 * (with or without caps), tetrahedra, random integer planes around an integer point
 * (some planes through it), half-spaces, wedges, slabs, trihedral corners; then exact
 * duplicates, scaled duplicates (2n, 2o) and (n/2, o/2), an opposite plane (a flat set:
 * n . x <= o and -n . x <= -o), a contradicting plane or the sets x <= 0, -x <= -1 and
 * x <= 0, y <= 0, -x - y <= -1 (empty), in shuffled order. p: inside (a dyadic convex
 * combination of vertices, or the set's inner point); a dyadic point near; a point x of
 * the boundary -- a vertex, a dyadic point between two or more vertices on one plane, a
 * point reached from the inner point along an axis -- plus a non-negative dyadic
 * combination of the normals of the planes through x (some 0: on the regions'
 * boundaries; all 0: p on the boundary; one large: far above a face), so x is the exact
 * projection; a point of a face's plane outside the set (a face extension), on it or
 * above it. A quarter of these are moved so that the boundary point p was built from (or
 * the inner point) is the origin, and then half of the time nudged or given a nearly
 * parallel or nearly opposite plane (the projection then has coordinates tiny against
 * p's). A sixth of the time instead: random planes with p rounded from a vertex or a
 * face point found in double. After-steps: a coordinate, an offset or a normal component
 * nudged by 1-2 ulps, everything translated by c 2^m (offsets o + n . t), p and the
 * offsets scaled by 2^s (huge and tiny), normals and their offsets scaled by 2^s (the
 * same set), p moved 2^s times as far from the inner point, a copy of a plane whose
 * normal differs by one ulp in one component (nearly parallel planes), an opposite plane
 * with its offset a few ulps off (empty, flat or one ulp thick). */
void gen_hplanes_adversarial(gen_rng *rng, gen_hplanes_case *out);

/* Invalid: a NULL hull, a NULL plane array with planes, no planes (both arrays empty), a
 * zero normal, a NaN or infinite coordinate of p or of a normal, a NaN or infinite
 * offset. */
void gen_hplanes_invalid(gen_rng *rng, gen_hplanes_case *out);

/* The lengths (gen.h): p and the n offsets (not the normals: scaling every length by 2^k
 * scales the set by 2^k when the offsets scale and the normals stay). */
int gen_hplanes_lengths(gen_hplanes_case *x, isect_real **v);

#endif
