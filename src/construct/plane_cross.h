/* The plane constructions shared by the plane, triangle and polygon families: one view
 * of both plane forms (a normal and an offset, or three points), the exact decision
 * whether a line, ray or segment meets the plane, its find result, and the crossing
 * parameter and normal of the plane through three points. The derivation is at the top
 * of plane_cross.c. */
#ifndef ISECT_CONSTRUCT_PLANE_CROSS_H
#define ISECT_CONSTRUCT_PLANE_CROSS_H

#include <stdbool.h>

#include "isect/result.h"
#include "isect/types.h"

#include "base/lin.h"
#include "exact/dd_orient.h"

/* One view of both plane forms. */
typedef struct isect_plane_view {
    bool three;       /* sides from orient3d (a plane3p) or distances from a point (a) */
    double n[3], off; /* plane3: as given; plane3p: the rounded (b - a) x (c - a), n . a */
    double a[3], b[3], c[3];
    bool points; /* the plane is that of a, b, c (a plane3p, a triangle's) */
} isect_plane_view;

/* The view of a plane3 or a plane3p; false (and *out untouched) when the plane is
 * invalid (isect_valid_plane3 / isect_valid_plane3p). */
bool isect_plane_view_of_plane3(const isect_plane3 *plane, isect_plane_view *out);
bool isect_plane_view_of_plane3p(const isect_plane3p *plane, isect_plane_view *out);

/* The view of the plane through a, b, c (finite, not collinear). */
void isect_plane_view_of_points(const double *a, const double *b, const double *c,
                                isect_plane_view *out);

/* The exact side of the point x: -1 behind (against the normal), 0 on, +1 in front. */
int isect_plane_view_side(const isect_plane_view *p, const double *x);

/* Does the component (finite) meet the plane? Exact. */
bool isect_plane_lin_hits(const isect_plane_view *p, const isect_lin *lin);

/* The find result of the component against the plane (isect/plane.h's contract): hit
 * as isect_plane_lin_hits, the crossing t and point, the unit normal against the
 * direction of travel, count ISECT_INFINITE for a component in the plane. */
isect_find_result3 isect_plane_lin_find(const isect_plane_view *p, const isect_lin *lin);

/* Constructions about the plane through a, b, c (not collinear), shared with the
 * triangle queries: the crossing parameter of a component whose start has the exact side
 * sa and whose direction the exact slope sign (plane_cross.c, crossing_t), and the unit normal
 * along (b - a) x (c - a) (its direction from the exact cross product when the rounded
 * one has lost every digit). */
double isect_points_crossing_t(const double *a, const double *b, const double *c,
                               const isect_lin *lin, int sa, int slope);
void isect_points_unit_normal(const double *a, const double *b, const double *c, double *out);
/* The same normal before normalising: (b - a) x (c - a) times a power of two, rounded (exact
 * for small integer points), its direction from the exact cross product where the rounded
 * one cancels. */
void isect_points_normal(const double *a, const double *b, const double *c, double *out);

/* The same for the plane through v0 with normal n (as given, not normalised). */
double isect_normal_crossing_t(const double *n, const double *v0, const isect_lin *lin, int sa,
                               int slope);

/* Where the segment a b (ends strictly on opposite sides) crosses the plane of v0 v1 v2:
 * w[0] = |o_a| and w[1] = |o_b|, the orientations o = [v1 - v0, v2 - v0, x - v0], on one
 * power of two (the larger in [0.5, 1]), each within u (1 + 2^-10) relative (double-double,
 * certified, exact/dd_orient.h) or a few units (exact, rounded, where the certificate
 * fails); the crossing is (w[1] a + w[0] b) / (w[0] + w[1]) (dv_weighted3), its parameter
 * w[0] / (w[0] + w[1]). The _on form takes the plane's normal computed once
 * (isect_dd_normal_of(v0, v1, v2, n)) for several crossings of one plane. */
void isect_crossing_weights(const double *v0, const double *v1, const double *v2, const double *a,
                            const double *b, double *w);
void isect_crossing_weights_on(const isect_dd_normal *n, const double *v0, const double *v1,
                               const double *v2, const double *a, const double *b, double *w);

#endif
