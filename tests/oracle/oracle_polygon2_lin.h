/* The exact reference for lines, rays and segments against a triangle or a polygon in
 * the plane (isect/polygon2_lin.h), in GMP rationals, with MPFR for the unit normal.
 *
 * Written from the definitions, independently of the library's walk: the component
 * X(t) = a + t d (t real, t >= 0, or t in [0, 1] with d = p1 - p0). Every parameter at
 * which X meets an edge's line at a point of the edge is listed exactly (a vertex on the
 * component's line: (v - a) . d / d . d; a proper crossing: (u - a) x e / (d x e)), with
 * the range's ends; sorted and deduplicated they cut the range into places and open gaps.
 * A place is classified at itself, a gap at its rational midpoint (a gap beyond the last
 * place at that place + 1), by the exact winding number of the quadrant method
 * (Hormann & Agathos 2001) on rationals and the exact on-edge test; a place or gap is in
 * the region when on an edge or when its winding number satisfies the fill rule. The
 * first piece runs from the first place in the region through every following gap in
 * the region. A triangle is its three vertices under the nonzero rule. */
#ifndef ISECT_TESTS_ORACLE_POLYGON2_LIN_H
#define ISECT_TESTS_ORACLE_POLYGON2_LIN_H

#include <stdbool.h>

#include "oracle/oracle.h"

typedef struct oracle_poly2_lin {
    bool hit;
    int count; /* 0, 1, 2 or -1 (ISECT_INFINITE) */
    bool started_inside, ended_inside, touching, degenerate;
    bool has_normal;
    int exact_point[2]; /* the point is exactly: -1 none, 0 a, 1 p1 (segment), 2 + i vertex i */
    long double t[2];
    long double point[2][2];
    long double normal[2];
    long double scale; /* |a|_inf + |t*|_max |d|_inf */
} oracle_poly2_lin;

/* kind: the component; a, b: origin and direction, or p0 and p1; v: n vertices (x, y);
 * even_odd: the rule (else nonzero). Finite input, n >= 3. */
oracle_poly2_lin oracle_poly2_lin_find(oracle_kind kind, const double *a, const double *b, int n,
                                       const double *v, bool even_odd);

#endif
