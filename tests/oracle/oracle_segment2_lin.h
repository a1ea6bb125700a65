/* The exact reference for lines and rays against segments in the plane
 * (isect_{test,find}_{line,ray}2_seg2), in GMP rationals, with MPFR for the unit normal.
 *
 * Written from the definitions: the component a + t d (t real, or t >= 0) and the
 * segment q0 + s e (e = q1 - q0, s in [0, 1]); with w = q0 - a,
 * - d x e != 0: one crossing of the lines, t = (w x e) / (d x e), s = (w x d) / (d x e);
 *   they meet iff s in [0, 1] and t in the component's range;
 * - d x e == 0, neither a point: parallel; distinct lines (w x d != 0) never meet; on one
 *   line the segment's ends have t = (q - a) . d / d . d and the common points are that
 *   interval clipped to the range;
 * - d == 0: the point a, met iff it lies on the segment; e == 0: the point q0, met iff it
 *   lies on the component. */
#ifndef ISECT_TESTS_ORACLE_SEGMENT2_LIN_H
#define ISECT_TESTS_ORACLE_SEGMENT2_LIN_H

#include <stdbool.h>

typedef struct oracle_lin_seg2 {
    bool hit;
    int count;        /* 0, 1, or -1 (ISECT_INFINITE) */
    bool touching;    /* an end of the segment, the ray's origin, or one line */
    bool degenerate;  /* d == 0 or q0 == q1 */
    bool has_normal;  /* the lines cross at one point, neither a point */
    int vertex[2];    /* common point i exactly a (0), q0 (2), q1 (3), or -1 */
    long double t[2]; /* exact parameters, rounded */
    long double point[2][2];
    long double normal[2]; /* unit normal of the segment's line, normal . d < 0 */
    long double scale;     /* |a|_inf + |t*|_max |d|_inf: the points' error scale */
} oracle_lin_seg2;

/* ray: t >= 0 (else a line). Finite input; 2-element arrays. */
oracle_lin_seg2 oracle_lin_seg2_find(bool ray, const double *a, const double *d, const double *q0,
                                     const double *q1);

#endif
