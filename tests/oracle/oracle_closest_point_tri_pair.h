/* The exact closest pair of a segment and a triangle, and of two triangles
 * (isect/closest_point.h, "A segment against a triangle, two triangles"), with the
 * candidate the contract's tie rule picks and that candidate's features. For the oracle
 * and scale tests.
 *
 * Written apart from the library on purpose: no Voronoi regions, no orientation signs of
 * the library's, no filters. Every coordinate is first scaled by one power of two to an
 * integer (GMP mpz), so the candidates below are integer polynomials and ratios of them.
 *
 * The shapes. A segment p0 -> p1 (vertices 0, 1, its interior edge 0), a zero-length one
 * the point p0 (vertex 0). A triangle v0 v1 v2 whose Gram determinant
 * G = |e1|^2 |e2|^2 - (e1.e2)^2 (e1 = v1 - v0, e2 = v2 - v0) is not 0 is a triangle;
 * when G == 0 it is the segment of the first of edges 0, 1, 2 whose closed segment holds
 * the third vertex ((v_k - v_i).(v_k - v_j) <= 0), from v_i to v_j, its interior that edge
 * i (three coincident vertices: the point v0, vertex 0). So each shape is a point, a
 * segment or a proper triangle, with its vertices and edges named by the input's.
 *
 * The candidates, in the contract's order (RTCD 5.1.10, 5.1.11):
 *   1. a's vertices against b, when b is a proper triangle;
 *   2. b's vertices against a, when a is a proper triangle;
 *   3. the edge pairs, a's edge 0 against b's edges 0, 1, 2, then a's edge 1, ... (a
 *      segment has one edge; a point a zero-length one);
 *   4. a's edges crossing b, when b is a proper triangle (and a is not a point);
 *   5. b's edges crossing a, when a is a proper triangle (and b is not a point).
 * Point against a proper triangle: the projection v0 + s e1 + t e2 with (s, t) from the
 * normal equations (Cramer, numerators over G); inside when 1 - s - t, s, t >= 0, at
 * squared distance (n.(p - v0))^2 / G (n = e1 x e2, |n|^2 = G); otherwise the nearest of
 * the three edges' clamped points (u = clamp((p - a).(b - a) / |b - a|^2)), compared
 * exactly (the projection onto a convex set is unique, so equal ones are one point).
 * Segment against segment: f(s, t) = |a0 + s da - b0 - t db|^2 = A s^2 - 2 B s t + C t^2 +
 * 2 D s - 2 E t + F minimised exactly over [0, 1]^2: when det = A C - B^2 != 0 the
 * stationary pair when it is inside (then f = (n.w)^2 / det, n = da x db), else the least
 * of the four sides' clamped one-dimensional minima (f is strictly convex: one minimiser);
 * parallel (det == 0, A, C != 0): f depends on s - lambda t only, and the least s of the
 * minimisers is among s = 0, 1 and the clamped shadows of b0 and b1 on a's line, each with
 * t = clamp((E + B s) / C), the least f and then the least s winning (the contract's
 * segment-segment rule); a point (A == 0 or C == 0): its parameter 0, the other clamped.
 * A crossing: the ends' heights h0, h1 = n.(p - v0) of strictly opposite signs, the
 * crossing p0 + t (p1 - p0), t = h0 / (h0 - h1), whose barycentric coordinates are
 * (h0 sigma(p1) - h1 sigma(p0)) / (G (h0 - h1)) (the projection's coordinates sigma are
 * affine in the point); a candidate at distance 0 when all are >= 0.
 * The shapes meet exactly when the least candidate is 0: if they meet, an edge of one
 * meets the other, at an end (1, 2), at the other's boundary (3) or through its open face
 * with its ends strictly on both sides of the plane (4, 5; an edge in the plane meeting
 * the open face also meets its boundary or has an end in it). If they do not, a closest
 * pair has a vertex of one against the other's face or two edge points (5.1.10).
 *
 * Of the candidates with the least exact squared distance the first in the order above is
 * the contract's; its features are read off its own exact parameters: a parameter exactly
 * 0 or 1 on an edge is that end (a vertex), a point of a triangle with a coordinate
 * exactly 1 is that vertex, with one coordinate 0 (of vertex i) the edge (i + 1) % 3
 * opposite it, with none the face. */
#ifndef ISECT_TESTS_ORACLE_CLOSEST_POINT_TRI_PAIR_H
#define ISECT_TESTS_ORACLE_CLOSEST_POINT_TRI_PAIR_H

#include <stdbool.h>

#include "isect/result.h"
#include "oracle/oracle.h"

typedef enum oracle_tpair_kind {
    ORACLE_TPAIR_VERTEX_A, /* vertex i of a against the triangle b */
    ORACLE_TPAIR_VERTEX_B, /* vertex j of b against the triangle a */
    ORACLE_TPAIR_EDGES,    /* edge i of a against edge j of b */
    ORACLE_TPAIR_CROSS_A,  /* edge i of a crossing the triangle b */
    ORACLE_TPAIR_CROSS_B   /* edge j of b crossing the triangle a */
} oracle_tpair_kind;

/* One side of the chosen pair. unit: the dimensionless unit of bary's error, in units of
 * u: an edge's S / |e| (both parameters free: S / (|e| sin theta)); a face's L^2 / |n|
 * against a vertex p (L = max_i |p - v_i|_inf, n the face's normal (v1 - v0) x (v2 - v0)),
 * L^2 |d| / |n.d| for an edge p0 -> p0 + d crossing it (L = max |p_k - v_i|_inf over
 * both ends: the crossing's coordinates lose that much); 0 for a vertex (exact). */
typedef struct oracle_tpair_side {
    isect_feature feature; /* named by the input's vertices and edges */
    long double point[3];  /* the exact point, rounded */
    long double bary[3];   /* its exact coordinates on the input's vertices, rounded */
    long double unit;
} oracle_tpair_side;

enum { ORACLE_TPAIR_TIES = 8 };

typedef struct oracle_tpair_cand {
    oracle_tpair_kind kind;
    int i, j; /* the input's numbers: a vertex, or an edge, of a (i) and of b (j) */
} oracle_tpair_cand;

typedef struct oracle_tpair {
    bool degenerate;        /* a zero-length segment or a collinear triangle, either side */
    bool meet;              /* the closed shapes meet (the exact distance is 0) */
    oracle_tpair_cand pick; /* the contract's candidate */
    int ties;               /* how many candidates share the least distance */
    oracle_tpair_cand tie[ORACLE_TPAIR_TIES]; /* the first of them, in order */
    bool parallel;                            /* an edge pick whose edges are exactly parallel */
    bool free_pair;        /* an edge pick, not parallel, both parameters strictly inside */
    long double sin_theta; /* an edge pick's |da x db| / (|da| |db|) (0 if parallel) */
    long double S;         /* the largest input coordinate magnitude */
    long double slope;     /* a crossing pick's |n.d| / (|n| |d|): the edge's sine to the plane */
    long double dist_sq, dist;
    oracle_tpair_side a, b;
} oracle_tpair;

/* a: the segment a[0] -> a[1] (na == 2) or the triangle a[0..2] (na == 3); b: the
 * triangle b[0..2]. Finite coordinates. */
void oracle_closest_tri_pair(int na, double a[3][3], double b[3][3], oracle_tpair *out);

#endif
