/* Generators for solids against a convex hull (isect/overlap.h, "Solids against a convex
 * hull"); see gen.h for the conventions. The hulls are the closest-point generators'
 * (gen_closest_point_hull.h by vertices, gen_closest_point_hull_planes.h by planes: their
 * integer polyhedra, touching points, degenerate, empty and unbounded sets and after-steps),
 * and the other solid is built at their point p. */
#ifndef ISECT_TESTS_GEN_OVERLAP_HULL_H
#define ISECT_TESTS_GEN_OVERLAP_HULL_H

#include "gen_closest_point_hull.h"
#include "gen_closest_point_hull_planes.h"

typedef enum gen_ohull_kind {
    GEN_OHULL_SPHERE_VERTS, /* a ball against a hull by vertices */
    GEN_OHULL_SPHERE_PLANES,
    GEN_OHULL_PLANE_VERTS, /* a plane3 against a hull by vertices */
    GEN_OHULL_PLANE_PLANES,
    GEN_OHULL_AABB, /* a box against a hull by planes */
    GEN_OHULL_HULL, /* a hull against a hull, both by planes */
} gen_ohull_kind;

/* The most planes of each hull in the box and hull-hull cases (Fourier-Motzkin's rows). */
#define GEN_OHULL_FM_MAX 14

/* Hull a: by vertices (nv, v) or by planes (na, an, ao); hull b by planes (nb, bn, bo);
 * s: a ball (centre s[0..2], radius s[3]), a plane (normal s[0..2], offset s[3]) or a box
 * (min s[0..2], max s[3..5]). null_a, null_b, null_shape: pass NULL (invalid cases);
 * null_arr: pass a NULL array with a non-zero count for hull a. */
typedef struct gen_ohull_case {
    int nv;
    isect_real v[GEN_HULL_MAX][3];
    int na;
    isect_real an[GEN_HPLANES_MAX][3], ao[GEN_HPLANES_MAX];
    int nb;
    isect_real bn[GEN_HPLANES_MAX][3], bo[GEN_HPLANES_MAX];
    isect_real s[6];
    int null_a, null_b, null_shape, null_arr;
    const char *family;
} gen_ohull_case;

/* Uniform: the hulls' uniform cases; a ball at p with radius a random fraction to 1.5 of
 * its distance; a plane with a random normal through p or a vertex; a box around p with
 * random extents; a second uniform hull. */
void gen_ohull_uniform(gen_rng *rng, gen_ohull_kind kind, gen_ohull_case *out);

/* Adversarial: the hulls' adversarial cases (p on a vertex, an edge, a face, or above one
 * along the normals; degenerate, empty, unbounded, redundant; far, huge, tiny); a ball at
 * p of radius 0 or of the exact distance rounded and nudged by an ulp; a plane through p,
 * a vertex or two vertices' midpoint, with an integer, axis, face or hull-plane normal
 * (or a hull plane itself, or its opposite), nudged by an ulp; a box with a corner or a
 * face centre at p, zero extents among them, nudged; a second hull that is the first
 * reflected through p, a box touching at p, or another adversarial hull moved so that its
 * p lands on the first's. */
void gen_ohull_adversarial(gen_rng *rng, gen_ohull_kind kind, gen_ohull_case *out);

/* Invalid: the hulls' invalid cases, or a NaN, infinite or negative radius, a zero or NaN
 * normal, min > max, a NULL solid; for the box and hull-hull rows a hull without planes. */
void gen_ohull_invalid(gen_rng *rng, gen_ohull_kind kind, gen_ohull_case *out);

int gen_ohull_lengths(gen_ohull_kind kind, gen_ohull_case *x, isect_real **v);

#endif
