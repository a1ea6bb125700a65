/* Exact comparison of two squared distances between features (points, lines through two
 * points, planes through three), for the closest-pair queries that choose among candidate
 * pairs (segment-triangle, triangle-triangle: RTCD 5.1.10, 5.1.11).
 *
 * Every squared distance between such features is a ratio N / D of polynomials in the
 * input coordinates (D > 0 for non-degenerate features), by Lagrange's identity:
 *   point x - point y:                 N = |x - y|^2,            D = 1
 *   point x - line through y0, y1:     N = |(x - y0) x e|^2,     D = |e|^2,  e = y1 - y0
 *   point x - plane through v0 v1 v2:  N = (n.(x - v0))^2,       D = |n|^2,
 *                                      n = (v1 - v0) x (v2 - v0)
 *   line x0 x1 - line y0 y1 (skew):    N = (n.(x0 - y0))^2,      D = |n|^2,
 *                                      n = (x1 - x0) x (y1 - y0)
 * so dist_f^2 < dist_g^2 exactly when N_f D_g - N_g D_f < 0, a polynomial of degree at
 * most 10, homogeneous of degree 2 + deg D_f + deg D_g. It is evaluated with the filter of
 * exact/filter.h on differences scaled together by a power of two (the comparison does
 * not change when every position is scaled), and exactly (expansions, or integers when
 * they outgrow the arena) when the filter cannot certify it. */
#ifndef ISECT_SIGN_DIST_SIGN_H
#define ISECT_SIGN_DIST_SIGN_H

/* The kind of a squared distance; the points it reads, in order. */
typedef enum isect_dist_kind {
    ISECT_DIST_POINT_POINT, /* x[0], x[1] */
    ISECT_DIST_POINT_LINE,  /* x[0]; the line through x[1], x[2] (x[1] != x[2]) */
    ISECT_DIST_POINT_PLANE, /* x[0]; the plane through x[1], x[2], x[3] (not collinear) */
    ISECT_DIST_LINE_LINE,   /* the lines through x[0], x[1] and x[2], x[3] (not parallel) */
} isect_dist_kind;

/* A squared distance in space, by its kind and the 3D points (of the inputs) it reads. */
typedef struct isect_dist_form {
    isect_dist_kind kind;
    const double *x[4];
} isect_dist_form;

#include <stdbool.h>

#include "exact/filter.h"

/* A form's N and D as filtered values, its leaves (differences of its points) scaled by
 * 2^e, one e for all the forms a query compares (isect_dist_scale). */
typedef struct isect_dist_fx {
    isect_fx N, D;
    bool usable; /* no leaf overflowed, none so small that a product of ten underflows */
} isect_dist_fx;

/* The scale for forms over the points x[0..n-1]: e with 2^e times the largest coordinate
 * spread in [0.5, 1), so that every difference of two of them is at most 1 after it;
 * INT_MIN when a spread overflows (no filter then). */
int isect_dist_scale(const double *const *x, int n);

/* The filtered values of f at scale e. */
isect_dist_fx isect_dist_fx_of(const isect_dist_form *f, int e);

/* sign(dist_f^2 - dist_g^2), exactly: -1, 0 or +1 (ISECT_SIGN_UNKNOWN never: the
 * integer fallback always fits), given both forms' filtered values at one scale. Two
 * forms of one kind over the same points (as sets: a vertex met from two candidates)
 * compare equal without arithmetic. Inputs finite. */
int isect_sign_dist_compare(const isect_dist_form *f, const isect_dist_fx *ff,
                            const isect_dist_form *g, const isect_dist_fx *gf);

/* sign([a1 - a0, b1 - b0, c1 - c0]) = sign(((a1 - a0) x (b1 - b0)) . (c1 - c0)), exactly:
 * which side of the plane spanned by two directions a point lies on relative to another
 * (the certificates of the segment-triangle and triangle-triangle fast paths). */
int isect_sign_triple_diff(const double *a0, const double *a1, const double *b0, const double *b1,
                           const double *c0, const double *c1);

/* sign((a1 - a0) . (b1 - b0)), exactly. */
int isect_sign_dot_diff(const double *a0, const double *a1, const double *b0, const double *b1);

/* sign(((u - x) x e) . ((x - e0) x e)) with e = e1 - e0, exactly: by Lagrange's identity
 * |e|^2 (u - x) . (x - y) with y the foot of x on the line e0 e1, i.e. whether u lies
 * beyond x as seen from that line (degree 4). */
int isect_sign_cross_dot(const double *u, const double *x, const double *e0, const double *e1);

/* sign(((a1 - a0) x (b1 - b0)) . ((c1 - c0) x (d1 - d0))), exactly (degree 4). By
 * Lagrange's identity (A x B) . (C x D) = (A . C)(B . D) - (A . D)(B . C): with
 * B = D = b - a and A = v - a, C = p - a it is |B|^2 (v - q) . (p - q), q the foot of p
 * on the line ab (the hull query's certificate for an edge). */
int isect_sign_cross_cross(const double *a0, const double *a1, const double *b0, const double *b1,
                           const double *c0, const double *c1, const double *d0, const double *d1);

/* dist_f^2 from the exact N and D, rounded (a few units in the last place; 0 only when it
 * is below the subnormal range): for an answer whose rounded construction lost a
 * distance that is not 0. */
double isect_dist_value(const isect_dist_form *f);

/* Is dist_f exactly 0 (e the scale of ff)? */
bool isect_dist_zero(const isect_dist_form *f, const isect_dist_fx *ff, int e);

#endif
