/* Generators for lines, rays and segments against polygons in space (isect_*_poly3); see
 * gen.h for the conventions. */
#ifndef ISECT_TESTS_GEN_POLYGON_LIN_H
#define ISECT_TESTS_GEN_POLYGON_LIN_H

#include "gen.h"

/* A component against a polygon in space (kind: 0 line, 1 ray, 2 segment; for a segment
 * a = p0, b = p1, otherwise a = origin, b = dir) under a fill rule. */
typedef struct gen_polygon_lin {
    gen_poly poly;
    isect_real a[3], b[3];
    isect_fill_rule rule;
    const char *family;
} gen_polygon_lin;

/* The polygon and its point p from gen_poly3 (mode as there); mode 0: a random component
 * through the polygon's box; modes 1 and 2: a component through p, ending or starting at
 * p, from p toward a vertex (in the plane when that is exact), along an edge, a single
 * point, or from a vertex through p, with integer directions, one coordinate sometimes
 * nudged by 1-2 ulps; mode 2 sometimes also gets a NaN. Either fill rule. */
void gen_polygon_lin_case(gen_rng *rng, int kind, int mode, gen_polygon_lin *out);

/* The lengths of the case (gen.h): the polygon, p, and the component. */
int gen_polygon_lin_lengths(gen_polygon_lin *x, isect_real **v);

#endif
