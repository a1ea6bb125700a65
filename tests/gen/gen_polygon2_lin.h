/* Generators for lines, rays and segments against a triangle or a polygon in the plane
 * (isect/polygon2_lin.h); see gen.h for the conventions. */
#ifndef ISECT_TESTS_GEN_POLYGON2_LIN_H
#define ISECT_TESTS_GEN_POLYGON2_LIN_H

#include "gen.h"

/* The component (kind 0 line, 1 ray, 2 segment: a, b the origin and direction, or p0 and
 * p1) against the polygon poly (dim 2; a triangle when tri, then n == 3 and the nonzero
 * rule), under the rule even_odd or nonzero. */
typedef struct gen_poly2_lin {
    int kind;
    bool tri, even_odd;
    isect_real a[2], b[2];
    gen_poly poly;
    const char *family;
} gen_poly2_lin;

/* mode 0 uniform: a polygon of gen_poly2's uniform mode (a triangle: its first three
 * vertices), the start uniform in the box [-12, 12]^2, a direction uniform in [-1, 1]^2 or
 * a segment's end uniform in the box.
 * mode 1 adversarial: a polygon of gen_poly2's adversarial mode (integer grids with
 * collinear and repeated vertices, stars, self-intersecting curves; nudged, far from the
 * origin, huge or tiny; a triangle: its first three vertices, so collinear and repeated
 * ones too), and a component built from its points: through two vertices, along an edge,
 * from a vertex or a point of an edge (a dyadic fraction of it) or gen_poly2's point, in
 * a direction toward a vertex, along an axis (components 0 and -0), or reversed; a
 * segment ends at a vertex, at the start plus the direction, or half-way.
 * mode 2 invalid: a non-finite coordinate in the component or the polygon, or gen_poly2's
 * invalid polygons (NULL, v == NULL, n < 3). */
void gen_poly2_lin_case(gen_rng *rng, int kind, bool tri, int mode, gen_poly2_lin *out);

/* The lengths: every coordinate of the component and the polygon (they scale together;
 * t does not change). */
int gen_poly2_lin_lengths(gen_poly2_lin *x, isect_real **v);

#endif
