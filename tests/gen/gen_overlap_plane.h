/* Generators for the solid-against-plane queries (isect/overlap.h); see gen.h for the
 * conventions. */
#ifndef ISECT_TESTS_GEN_OVERLAP_PLANE_H
#define ISECT_TESTS_GEN_OVERLAP_PLANE_H

#include <stdbool.h>

#include "gen.h"

/* Which solid a case is for. */
typedef enum gen_oplane_shape {
    GEN_OPLANE_SPHERE,
    GEN_OPLANE_AABB,
    GEN_OPLANE_OBB,
    GEN_OPLANE_CAPSULE,
    GEN_OPLANE_CONE,
    GEN_OPLANE_TRI
} gen_oplane_shape;

/* The plane: three (a plane3p through pa, pb, pc) or n, o (a plane3). The solid's points
 * p: a ball's centre p[0..2]; a box's min p[0..2] and max p[3..5]; an oriented box's
 * centre p[0..2] and half extents p[3..5], with axes ax (rows); a capsule's p0, p1; a
 * cone's apex, base; a triangle's three vertices. r: the radius of a ball, capsule or
 * cone. null_shape / null_plane: pass NULL (invalid cases only). */
typedef struct gen_oplane_case {
    gen_oplane_shape shape;
    bool three;
    isect_real n[3], o;
    isect_real pa[3], pb[3], pc[3];
    isect_real p[9], r;
    isect_real ax[9];
    bool null_shape, null_plane;
    const char *family;
} gen_oplane_case;

/* Solids in [-10, 10]^3 (radii up to 6, box extents up to 8, half extents up to 5,
 * random rotations rounded); a plane3 with a random normal in [-1, 1]^3 times a power of
 * two in [2^-3, 2^3] through a random point of [-10, 10]^3 (the offset rounded), or a
 * plane3p through three random points of it. About a third of the cases meet. */
void gen_oplane_uniform(gen_rng *rng, gen_oplane_shape shape, bool three, gen_oplane_case *out);

/* Exact geometry in an integer frame: rows R0, R1, R2 of an orthogonal integer basis of
 * integer length L (gen_bases3), a point P on the plane, the plane3 n = k R0 (k in +-1/2,
 * +-1, +-2, +-3), o = n . P or the plane3p through three points P + u R1 + v R2; the solid
 * placed at integer heights h along R0 (distance h L), touching exactly: a ball of radius
 * |h| L, a capsule's end ball so (its core parallel to the plane, or leaving it), a box's
 * corner, edge or face on it (the corner nearest along n by the signs of n), an oriented
 * box touching with a vertex, an edge or a face (N = M^T y for a small integer y, so the
 * frame box's support is sum |y_i| h_i: exact for grid and permutation axes; a plane3p
 * through three of its vertices when the axes are a signed permutation), a cone touching
 * with its rim (axis alpha R0 + beta R1 with alpha^2 + beta^2 a square, radius k L gamma
 * and base height |beta| k), its apex, or its base disc lying in the plane; a triangle
 * with a vertex or an edge on the plane, lying in it, or collinear; also straddling and
 * one-sided cases. Degenerate: zero radii, zero extents, p0 == p1, apex == base, a
 * triangle's repeated vertex. Then one of: a coordinate, radius, offset or axis
 * component nudged by 1-2 ulps; everything moved far from the origin by c 2^m; scaled by
 * a huge or tiny power of two. */
void gen_oplane_adversarial(gen_rng *rng, gen_oplane_shape shape, bool three, gen_oplane_case *out);

/* Invalid: a NaN or infinite coordinate, radius or offset, a negative radius or half
 * extent, min > max, OBB axes not orthonormal within ISECT_AXIS_TOLERANCE, a zero plane3
 * normal, collinear plane3p points, a NULL solid or plane. */
void gen_oplane_invalid(gen_rng *rng, gen_oplane_shape shape, bool three, gen_oplane_case *out);

/* The lengths (gen.h): every coordinate and radius, a plane3's offset and a plane3p's
 * points; not a plane3's normal nor an oriented box's axes. */
int gen_oplane_lengths(gen_oplane_case *x, isect_real **v);

#endif
