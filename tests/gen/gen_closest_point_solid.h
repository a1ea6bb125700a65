/* Generators for the closest point of a convex polygon, a capsule (stadium), a finite
 * cylinder and a finite cone to a point (isect/closest_point.h, "A point against a convex
 * polygon", "A point against a round solid: capsule, cylinder, cone"); see gen.h for the
 * conventions. */
#ifndef ISECT_TESTS_GEN_CLOSEST_POINT_SOLID_H
#define ISECT_TESTS_GEN_CLOSEST_POINT_SOLID_H

#include "gen.h"

/* Which shape the case is for. */
typedef enum gen_solid_kind {
    GEN_SOLID_POLY2,
    GEN_SOLID_CAPSULE2,
    GEN_SOLID_CAPSULE3,
    GEN_SOLID_CYLINDER3,
    GEN_SOLID_CONE3
} gen_solid_kind;

/* The point p; a round solid's a (p0, the apex), b (p1, the base centre) and radius r; a
 * polygon's n vertices v[0..n-1]. Coordinates past the dimension, and those a shape does
 * not use, are 0. null_shape / null_v: pass NULL for the shape / the vertex array
 * (invalid cases). family: where p was put; shape: what the shape is. */
typedef struct gen_psolid_case {
    isect_real p[3], a[3], b[3], r;
    int n;
    isect_real v[GEN_POLY_MAX][2];
    int null_shape, null_v;
    const char *family, *shape;
} gen_psolid_case;

/* Round solids: p, a, b uniform in [-10, 10]^dim, r in [0, 6]. Polygons: 3..16 points at
 * sorted random angles (at least 2 pi / 64 apart) on a random ellipse (semi-axes in
 * [1, 8], rotated, centred in [-5, 5]^2), rounded (the oracle decides whether rounding
 * left them convex); p uniform in the bounding box widened by 3. */
void gen_psolid_uniform(gen_rng *rng, gen_solid_kind kind, gen_psolid_case *out);

/* Built on small integers and dyadic fractions in a frame O + x W + y U (+ z V) of
 * orthogonal integer axes of one integer length (the coordinate axes, (3, 4)/(-4, 3),
 * (1, 2, 2)/(2, 1, -2)/(2, -2, 1), ...), so that every relation holds exactly for the
 * values isect sees.
 * Round solids: the axis along W from 0 to H, radius R (H = 0 or R = 0 an eighth of the
 * time each); p given by its axial and radial coordinates (x, y) in the half-plane through
 * the axis, lifted along a radial direction with rational components (a Pythagorean pair
 * (ca, cb) / cc, the whole case scaled by cc), so distances to the axis are exact: on the
 * axis; on the surface (the side y == R, a cap or rim of a cylinder at x == 0 or H, a
 * capsule's end cap at a Pythagorean offset (x, y) = k (-cx, cy) with R = k cz); exactly on
 * the Voronoi boundaries (a cylinder's or capsule's end plane x == 0 outside the rim,
 * y == R beyond an end; a cone with (H, R) from a Pythagorean triple (or not) and p at
 * sigma (H, R) + alpha (-R, H) + beta (1, 0): the slant (alpha == 0), the apex's normal
 * cone boundary x H + y R == 0 (sigma == 0), the rim's boundaries with the slant and the
 * base (alpha == 0 or beta == 0 past the rim)); just inside and outside (an eighth off);
 * inside; near. The axis ends in either order (a cylinder's or capsule's). A twelfth of
 * the time the axis is short: from the origin, its far end scaled by 2^-e (down to and
 * past the smallest subnormal), p where it was. A fifth of the
 * time instead: a solid in general position (uniform ends, r in [0.5, 5]) with p computed
 * in double on a locus -- the side, a cap, a rim, the slant, an end cap, the end planes,
 * the apex's and the rim's region boundaries -- and rounded (within rounding of it). Then the
 * after-steps: a coordinate (or the radius) nudged by 1-2 ulps, far from the origin
 * (exactly: c 2^m), a power-of-two scale of everything (huge and tiny), or p moved 2^s
 * times as far from a (mixed magnitudes).
 * Polygons: exact integer convex hulls of random points (3..12), integer regular-ish
 * polygons, small grids; with collinear vertices inserted on edges (dyadic parameters),
 * repeated vertices, the start rotated, either orientation; collinear polygons (a zigzag
 * along an integer line, with repeats; all vertices equal); and, a sixth of the time,
 * shapes that are not convex (a vertex pushed in, a pentagram, the hull traversed twice,
 * a spike out and back) or borderline (a collinear vertex nudged by an ulp after
 * mapping: convex one way, not the other). p: at a vertex, on an edge (dyadic parameter),
 * on an edge's line, abeam of an edge (along its outward normal), in a vertex's region
 * (the two outward normals mixed, one of them 0: the regions' boundaries), inside
 * (dyadic convex weights), near. A twelfth of those polygons are shrunk by 2^-e about
 * their frame's origin, p where it was (a tiny polygon). A sixth of the time instead: a
 * uniform polygon with p
 * rounded from a point of an edge or of a vertex region's boundary. Then the after-steps
 * as above (p moved from a vertex). */
void gen_psolid_adversarial(gen_rng *rng, gen_solid_kind kind, gen_psolid_case *out);

/* Invalid: a NaN or infinite coordinate, a negative, NaN or infinite radius, a NULL
 * shape; polygons: NULL, v == NULL, n < 3, a NaN or infinite coordinate, not convex
 * (random self-intersecting, a pentagram, a reflex vertex, the hull traversed twice). */
void gen_psolid_invalid(gen_rng *rng, gen_solid_kind kind, gen_psolid_case *out);

/* The lengths (gen.h): p, a, b, the radius and the n vertices. */
int gen_psolid_lengths(gen_psolid_case *x, isect_real **v);

#endif
