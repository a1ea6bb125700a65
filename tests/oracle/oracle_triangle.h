/* The exact reference for the triangle queries (isect/triangle.h), in GMP rationals.
 *
 * Written from the definitions, not from the library's sign logic (which uses the signs
 * of orient3d and of scalar triple products): with N = (b - a) x (c - a),
 * - N != 0, N . d != 0: the component's line crosses the plane at t* = -N . (p - a) / N . d;
 *   the crossing X = p + t* d is in the closed triangle iff its barycentric coordinates
 *   (Cramer with cross products: u = ((X - a) x (c - a)) . N / N . N, v likewise) satisfy
 *   u >= 0, v >= 0, u + v <= 1, and t* is in the component's range.
 * - N != 0, N . d == 0: off the plane, a miss; in the plane, the closed triangle is the
 *   intersection of three half-planes ((v - u) x (X - u)) . N >= 0, each linear in t, and
 *   the overlap is their intersection with the component's range, solved exactly.
 * - N == 0: the triangle is the segment S between its two extreme vertices (a point when
 *   all three coincide), met by solving p + t d = u + l e in rationals.
 * - d == 0 (a zero direction or p0 == p1): the point p in the closed triangle / on S. */
#ifndef ISECT_TESTS_ORACLE_TRIANGLE_H
#define ISECT_TESTS_ORACLE_TRIANGLE_H

#include <stdbool.h>

#include "oracle.h"

typedef struct oracle_triangle_hit {
    bool hit;
    int count;              /* 1, or -1 (ISECT_INFINITE) for a positive-length overlap or a
                               coplanar component */
    bool touching;          /* count 1 and the common point is an endpoint of the component
                               (t = 0 of a ray or segment, t = 1 of a segment), or a point */
    bool degenerate;        /* the component is a point or the triangle is collinear */
    bool coplanar;          /* N != 0 and the (non-point) component lies in the plane */
    oracle_dd t[2];         /* the common parameters: t[0] == t[1] for count 1 */
    long double t_wide[2];  /* the same in long double */
    bool collinear;         /* N == 0: the triangle's vertices are collinear */
    int slope_sign;         /* exact sign of N . d */
    long double slope_wide; /* N . d in long double; hits only */
    oracle_dd unit[3];      /* N / |N| (MPFR), when N != 0; hits only */
    int edge[2];            /* coplanar: the edge (0: ab, 1: bc, 2: ca) bounding t[k], -1 when
                               the component's own range bounds it */
    long double rate[2];    /* coplanar: |((v - u) x d) . N| / |N|_2 of that edge, rounded */
} oracle_triangle_hit;

/* The exact answer for a component (kind; a, b as in oracle_lin_ball_sign: p0, p1 for a
 * segment, origin, dir otherwise) against the closed triangle tri[0], tri[1], tri[2]. */
oracle_triangle_hit oracle_lin_tri(oracle_kind kind, const double *a, const double *b,
                                   const double tri[3][3]);

#endif
