/* A triangle against a point (point_tri.c), for the folder's other triangle pairs: the
 * triangle in double, its exact degeneracy, its edges and the exact ball test. */
#ifndef ISECT_QUERY_CLOSEST_POINT_POINT_TRI_H
#define ISECT_QUERY_CLOSEST_POINT_POINT_TRI_H

#include <stdbool.h>

#include "isect/result.h"

#include "base/lin.h"
#include "sign/dist_sign.h"

/* A triangle (n = 3) or a planar convex quadrilateral (n = 4: four coplanar points in
 * strictly convex position, in order) in double, z = 0 in the plane. The normal is
 * n = (v1 - v0) x (v2 - v0). */
typedef struct isect_tri_d {
    int dim, n;
    double v[4][3];
    int orient; /* in the plane: orient(v0, v1, v2), exact */
} isect_tri_d;

/* The closest point in double, converted once at the end. */
typedef struct isect_tri_closest_d {
    double dist_sq, bary[4], point[3];
    isect_feature feature; /* vertex i, edge i (v_i -> v_{i+1}) or face 0 */
    int fan;               /* a face: its coordinates are on v0 v1 v2 (0) or v0 v2 v3 (1) */
    unsigned free;         /* bit k: bary[k] is a computed value strictly inside (0, 1)
                              (an edge's ends, a face's or solid's corners); the others
                              are exactly 0 or 1 */
    unsigned flags;        /* ISECT_DEGENERATE (a collinear triangle), ISECT_INVALID */
    bool meets;            /* p lies on the shape, exactly (then dist_sq is 0) */
} isect_tri_closest_d;

/* From a valid triangle (isect_ok_tri2/3). */
isect_tri_d isect_tri_of2(const isect_tri2 *tri);
isect_tri_d isect_tri_of3(const isect_tri3 *tri);

/* Edge i as the segment v_i -> v_{(i+1) % 3}. */
isect_lin isect_tri_edge(const isect_tri_d *t, int i);

/* Are the vertices collinear (coincident included), exactly? */
bool isect_tri_collinear(const isect_tri_d *t);

/* Is p on the line through a and b (3D), exactly? (Coordinates of isect_reals.) */
bool isect_tri_on_line3(const double *a, const double *b, const double *p);

/* For collinear a, m, b: does m lie on the closed segment ab, i.e. (m - a).(b - m) >= 0,
 * exactly? (An exact arithmetic overflow, ruled out by the arena sizes, answers yes.) */
bool isect_tri_holds(int dim, const double *a, const double *b, const double *m);

/* A collinear triangle's spanning edge: the first edge whose segment holds the third
 * vertex, so that the triangle is exactly that segment. */
int isect_tri_spanning_edge(const isect_tri_d *t);

/* sign(n.((x - p) x (y - p))) (in the plane: sign(orient(v0, v1, v2)) orient(x, y, p)):
 * > 0 when p's projection lies on the left of x -> y as seen along n, exactly. */
int isect_tri_side(const isect_tri_d *t, const double *x, const double *y, const double *p);

/* The point of the polygon closest to p, its feature and coordinates, exactly decided
 * (RTCD 5.1.5). */
void isect_tri_closest(const isect_tri_d *t, const double *p, isect_tri_closest_d *out);

/* The coordinates converted to isect_real: exactly 0 and 1 where the feature says so,
 * strictly inside (0, 1) for the free ones (an edge's ends: (0, 1]). */
void isect_tri_finish_bary(const isect_tri_closest_d *c, isect_real *bary, unsigned *flags);

/* The public result of a point p against the shape: point_a = p (vertex 0, coordinate
 * 1), the rest from c, converted once; all zero but flags when c is ISECT_INVALID. */
isect_closest_feature_result2 isect_tri_result2(const isect_tri_closest_d *c, isect_vec2 p);
isect_closest_feature_result3 isect_tri_result3(const isect_tri_closest_d *c, isect_vec3 p);

/* The exact squared distance of the answer c for p (a triangle, n == 3), as a form of
 * sign/dist_sign.h: p against the vertex, edge line or plane of c's feature. Reads t's
 * vertices and p. */
isect_dist_form isect_tri_closest_form(const isect_tri_d *t, const double *p,
                                       const isect_tri_closest_d *c);

/* Does the segment seg cross the plane of the (non-collinear, 3D) triangle strictly,
 * its ends on opposite sides, through the closed triangle? Exact (orient3d). When it
 * does and side is not NULL, side[i] = sign(orient3d(p, q, v_i, v_{i+1})), all >= 0 or
 * all <= 0: the crossing's barycentric coordinate of v_{i+2} has that sign (0: the
 * crossing is on edge i). */
bool isect_tri_pierce(const isect_tri_d *t, const isect_lin *seg, int *side);

/* |p - closest point|^2 by RTCD 5.1.5 in plain double, as printed (3D, the triangle's
 * vertices v[0..2]): not exact, a guess for the fast paths that certify it exactly. */
double isect_tri_plain_dist_sq(const double *p, const double *const *v);

/* The parameter along seg (p -> q) where it crosses the plane of v0 v1 v2, its ends
 * strictly on opposite sides: t = |o_p| / (|o_p| + |o_q|) from the orientations
 * o = [v1 - v0, v2 - v0, x - v0], each within u (1 + 2^-10) of its exact value (in
 * double-double, certified; exactly, rounded once, where the certificate fails), so that
 * t is accurate to a few units in its last place however steeply seg meets the plane;
 * strictly inside (0, 1). */
double isect_tri_crossing_t(const double *v0, const double *v1, const double *v2,
                            const isect_lin *seg);

/* The answer of the point-triangle fast path (3D, the triangle's vertices v[0..2]): the
 * feature, the point and the squared distance in double, the coordinates on v0, v1, v2
 * converted as isect_tri_result3 converts them (v3's is 0), and the conversions' flags.
 * isect_tri_fast_answer3 answers exactly as isect_tri_closest and isect_tri_result3 would
 * where it can certify that, and returns false otherwise. */
typedef struct isect_tri_fast_answer {
    double dist_sq, point[3];
    isect_real w0, w1, w2;
    isect_feature feature;
    unsigned flags;
    bool meets;
} isect_tri_fast_answer;

bool isect_tri_fast_answer3(const double (*v)[3], const double *q, isect_tri_fast_answer *ans);

/* A free coordinate converted as isect_tri_finish_bary converts it: strictly inside
 * (0, 1). */
isect_real isect_tri_bary_inside(double x, unsigned *flags);

/* dist(c, triangle) <= r, exactly (r finite, >= 0). */
bool isect_tri_ball_meets(const isect_tri_d *t, const double *c, double r);

#endif
