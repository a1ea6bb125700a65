/* The exact reference for segments against segments in the plane (isect/segment2.h), in
 * GMP rationals, with MPFR for the unit normal.
 *
 * Written from the definitions, not from the library's four orientation signs: a is
 * p0 + t d (d = p1 - p0, t in [0, 1]) and b is q0 + s e (e = q1 - q0, s in [0, 1]).
 * - Neither a point and d x e != 0: the lines cross at one point; solving
 *   p0 + t d = q0 + s e by Cramer's rule gives t = (w x e) / (d x e) and
 *   s = (w x d) / (d x e) with w = q0 - p0; the segments meet iff both lie in [0, 1].
 * - d x e == 0, neither a point: parallel. Distinct lines (w x d != 0) never meet; on one
 *   line, b's ends project to t = (q - p0) . d / d . d and the common points are the
 *   intersection of [0, 1] with the interval between those two parameters.
 * - a a point: it meets b iff it lies on b (on b's line, and its parameter along b in
 *   [0, 1]), at t = 0; b a point: iff it lies on a, at its parameter along a; both
 *   points: iff equal, at t = 0. */
#ifndef ISECT_TESTS_ORACLE_SEGMENT2_H
#define ISECT_TESTS_ORACLE_SEGMENT2_H

#include <stdbool.h>

#include "oracle.h"

/* The exact common points as an interval of parameters along a: returns 0 (none, t0 and
 * t1 set to 0), 1 (one point, t0 == t1) or -1 (a stretch, t0 < t1). Every point is a
 * 2-element array. */
int oracle_seg2_interval(const double *p0, const double *p1, const double *q0, const double *q1,
                         mpq_t t0, mpq_t t1);

typedef struct oracle_seg2 {
    bool hit;
    int count;        /* 0, 1, or -1 (ISECT_INFINITE) when they overlap along a stretch */
    bool touching;    /* they meet, but not in a proper crossing (see isect/segment2.h) */
    bool degenerate;  /* a or b is a single point */
    bool has_normal;  /* a hit whose lines cross at one point (no point, not one line) */
    int end[2];       /* t[i] is exactly 0 (0), exactly 1 (1), or neither (-1) */
    int vertex[2];    /* the common point i is exactly p0 (0), p1 (1), q0 (2), q1 (3), or -1 */
    long double t[2]; /* the exact parameters, rounded to long double */
    long double point[2][2]; /* the exact common points p0 + t[i] d, rounded */
    long double normal[2];   /* the unit normal of b's line with normal . d < 0 */
    int orient[4];           /* o(p0, p1, q0), o(p0, p1, q1), o(q0, q1, p0), o(q0, q1, p1) */
} oracle_seg2;

/* The exact answer for a = p0 p1 against b = q0 q1 (finite input). */
oracle_seg2 oracle_seg2_seg2(const double *p0, const double *p1, const double *q0,
                             const double *q1);

/* Helpers on exact 2D vectors, shared with oracle_segment2_lin.c: out = u x v; the
 * parameter of x along p + t d (d != 0), (x - p) . d / d . d; the unit normal of the line
 * along e facing against d, +-(-e_y, e_x) / |e| with its dot product with d, +-(e x d),
 * negative (MPFR, rounded). */
void oracle_cross2_q(mpq_t out, const qvec *u, const qvec *v);
void oracle_param2_q(mpq_t out, const qvec *x, const qvec *p, const qvec *d);
void oracle_facing_normal2_q(const qvec *e, const qvec *d, long double *n);

/* Exact sign of n . (p1 - p0) for a reported normal n. */
int oracle_seg2_facing(const double *n, const double *p0, const double *p1);

#endif
