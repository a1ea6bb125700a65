/* The exact closest point of a triangle to a point, its feature and the "within a
 * radius" sign (isect/closest_point.h, "A point against a triangle"); the exact distance
 * of a segment (a capsule's core) from a triangle; the exact closest point of a solid
 * tetrahedron and its feature ("A point against a tetrahedron"). For the oracle and scale
 * tests.
 *
 * Written differently from the library on purpose: no Voronoi regions, no orientation
 * signs, no cross products. In exact rationals, with e1 = v1 - v0, e2 = v2 - v0 and
 * d = p - v0, the projection of p onto the triangle's plane (the plane itself in 2D) is
 * v0 + s e1 + t e2 with (s, t) the solution of the normal equations
 *   [e1.e1 e1.e2; e1.e2 e2.e2] (s, t) = (d.e1, d.e2),
 * whose determinant G = |e1|^2 |e2|^2 - (e1.e2)^2 is |n|^2 (Lagrange's identity): the
 * triangle is collinear exactly when G == 0. When (1 - s - t, s, t) are all >= 0 the
 * projection is the closest point; otherwise the closest point lies on the boundary and
 * is the best (least exact squared distance) of the three edges' clamped closest points
 * (parameter u = clamp((p - a).(b - a) / |b - a|^2, 0, 1) on the edge from a to b). A
 * collinear triangle is the segment of the first of edges 0, 1, 2 whose closed segment
 * contains the third vertex ((v_k - v_i).(v_k - v_j) <= 0), and the closest point is the
 * clamped one on it (vertex 0 when all three coincide). The feature is then read off the
 * exact barycentric coordinates of the closest point: a coordinate exactly 1 is that
 * vertex, one coordinate exactly 0 (of vertex i) the open edge (i + 1) % 3 opposite it,
 * none the open face. */
#ifndef ISECT_TESTS_ORACLE_CLOSEST_POINT_TRI_H
#define ISECT_TESTS_ORACLE_CLOSEST_POINT_TRI_H

#include <stdbool.h>

#include "isect/result.h"
#include "oracle/oracle.h"

typedef struct oracle_ptri {
    bool degenerate;           /* the vertices are collinear (G == 0) */
    isect_feature feature;     /* the feature holding the exact closest point */
    int bary_sign[3];          /* exact signs of bary[i] (0 or 1: never negative) */
    bool bary_one[3];          /* bary[i] is exactly 1 */
    long double bary[3];       /* the exact barycentric coordinates, rounded */
    long double point[3];      /* the exact closest point, rounded */
    long double dist_sq, dist; /* its squared distance from p, and the distance (MPFR) */
    long double area;          /* |n| = sqrt(G), twice the triangle's area */
    long double edge_len;      /* |b - a| of the edge the closest point lies on (0 else) */
    int within;                /* sign(dist^2 - r^2) */
} oracle_ptri;

/* p and v[i] have dim (2 or 3) coordinates; r the radius of the within sign. */
void oracle_closest_point_tri(int dim, const double *p, double v[3][3], double r, oracle_ptri *out);

/* ---- A capsule against a triangle -------------------------------------------------------
 * The exact squared distance between the closed segment p0-p1 and the closed triangle,
 * with no Voronoi regions and no clipping: 0 when, in space, the segment crosses the
 * triangle's plane strictly (its ends' heights n.(p - v0) of opposite signs, n = e1 x e2)
 * at a point P0 + t (P1 - P0), t = h0 / (h0 - h1), of the closed triangle (the triangle
 * oracle's distance 0); otherwise the least of the ends against the triangle (the oracle
 * above) and of the segment against each edge. Segment against segment: the least of
 * the stationary pair of the 2x2 normal equations (when regular), both parameters clamped
 * to [0, 1], and of each of the four ends against the other segment. (If the segment
 * misses the triangle, a closest pair has an end of the segment or a point of an edge,
 * RTCD 5.1.10; if it meets it, either it crosses the plane strictly through the triangle,
 * or an end lies on the triangle, or it meets an edge: a candidate at distance 0.) */
typedef struct oracle_captri {
    long double dist_sq, dist; /* the exact squared distance and the distance, rounded */
    bool pierces;              /* a strict crossing of the plane through the triangle */
    int within;                /* sign(dist^2 - r^2) */
} oracle_captri;

void oracle_capsule_tri(int dim, const double *p0, const double *p1, double v[3][3], double r,
                        oracle_captri *out);

/* ---- A point against a tetrahedron ------------------------------------------------------
 * Edges 0..5 join the vertices (0,1), (0,2), (0,3), (1,2), (1,3), (2,3); face f is the
 * triangle of the three vertices other than f.
 *
 * The closest point X: p when its volume coordinates b_k = vol(p in place of v_k) / vol
 * are all >= 0 (vol = ((v1 - v0) x (v2 - v0)).(v3 - v0) != 0), else the nearest of the
 * four faces' closest points (the triangle oracle, compared exactly). The feature: for a
 * tetrahedron, from X's volume coordinates (three zeros a vertex, two an edge, one a face,
 * none the solid). For coplanar vertices (vol == 0) X is the nearest of the faces' points
 * too (their union is the hull), and the feature is X's place on the hull: a vertex
 * when X is an extreme vertex (one outside the hull of the points at other positions: so
 * never a vertex inside the triangle of the others or between two others); else an open
 * hull edge (two extreme vertices with no vertex strictly on each side of their line in
 * the plane -- not a diagonal -- and X strictly between them); else the relative interior
 * (a face). Coincident vertices make several indices hold the same feature, and a face
 * point lies on more than one face: ok lists every admissible index (one bit for a
 * tetrahedron); for a coplanar face those of the non-collinear faces whose closed
 * triangle holds X. */
extern const int oracle_tet_edge[6][2];

typedef struct oracle_ptet {
    bool degenerate;            /* coplanar vertices (vol == 0) */
    isect_feature feature;      /* the kind, and the lowest admissible index */
    unsigned ok;                /* bit i: index i is admissible for feature.kind */
    long double alt_bary[6][4]; /* [i]: X's exact coordinates on the feature of index i */
    long double alt_len[6];     /* [i]: an edge's length, a face's |n|, the solid's |6 vol| */
    long double point[3];       /* X, rounded */
    long double dist_sq, dist;
    long double vol6; /* |6 vol| */
} oracle_ptet;

void oracle_closest_point_tet(const double *p, double v[4][3], oracle_ptet *out);

#endif
