/* The exact reference for lines, rays and segments against polygons in space
 * (isect_find_*_poly3), in GMP rationals, written from the definition in
 * isect/polygon.h: the plane through v[0] with the given normal, the region of the
 * polygon projected along the given axis under the fill rule. The crossing point is
 * solved for as a rational and its winding number computed by the quadrant method; a
 * component in the plane is intersected with every edge by solving the linear systems;
 * a degenerate (collinear) polygon is the union of its edges in space (count -1 when the
 * component lies along it). */
#ifndef ISECT_TESTS_ORACLE_POLYGON_LIN_H
#define ISECT_TESTS_ORACLE_POLYGON_LIN_H

#include <stdbool.h>

#include "oracle.h"

typedef struct oracle_polygon_lin_hit {
    bool hit;
    int count;              /* 1, or -1 (ISECT_INFINITE) for a span in the plane */
    bool touching;          /* a crossing only at an endpoint of the component (or a point) */
    oracle_dd t0, t1;       /* the crossing, or the span of common parameters */
    long double t_wide[2];  /* t0 and t1 in long double */
    int slope_sign;         /* exact sign of n . d */
    long double slope_wide; /* n . d in long double */
} oracle_polygon_lin_hit;

/* n vertices xyz[3 i + k]; normal and axis as the library's frame; rule 0 even-odd,
 * 1 nonzero; degenerate: the vertices are collinear (the union of edges is used). */
oracle_polygon_lin_hit oracle_lin_poly3(oracle_kind kind, const double *a, const double *b, int n,
                                        const double *xyz, const double *normal, int axis,
                                        bool degenerate, int rule);

#endif
