/* The exact closest point of a convex polygon, a capsule (stadium), a finite cylinder or a
 * finite cone to a point, and the feature holding it (isect/closest_point.h, "A point
 * against a convex polygon" and "A point against a round solid: capsule, cylinder,
 * cone"). For the oracle and scale tests.
 *
 * Written differently from the library on purpose (the library decides Voronoi regions
 * by signs of (p - a).d, (p - b).d, |w x d|^2 - r^2 d.d and degree-6 polynomials). Every
 * decision here is an exact comparison of rationals (GMP), or, for the cone, an exact
 * sign in the quadratic field Q(sqrt(m)) of one radicand m; constructed values (the
 * closest point X, its distance, a parameter) are then evaluated in MPFR at ORACLE_PREC
 * bits from the exact rationals.
 *
 * Notation: w = p - a (a = p0, or the apex), d = b - a (b = p1, or the base centre),
 * D = d.d, A = w.d, W = w.w, Q = W D - A^2 = |w x d|^2 (Lagrange's identity; in the plane
 * (w x d)^2), so that the axial coordinate of p is A / sqrt(D) and its distance from the
 * axis line is rho = sqrt(Q / D); w_perp = w - (A / D) d is p's offset from the axis
 * line, |w_perp| = rho.
 *
 * Capsule (core a-b, radius r): the core's closest parameter t* = clamp(A / D, 0, 1) (0
 * when D == 0), C = a + t* d, e = |p - C|^2, all exact. e < r^2: the open interior
 * (solid; the 2D capsule's face 0), X = p; e == r^2: on the boundary, X = p; e > r^2:
 * X = C + r (p - C) / sqrt(e). The boundary piece follows from t* alone: the cap (arc)
 * around a when t* == 0 (the rim included: A == 0 gives t* == 0), around b when t* == 1,
 * else the side (2D: left of a -> b when d x w > 0, right when < 0; d x w == 0 with
 * 0 < t* < 1 happens only for r == 0 and p on the open core, which the header names the
 * left side, edge 2). D == 0 (a ball or disc): face 0 (2D edge 0), or the interior.
 * t = t*.
 *
 * Cylinder (axis a-b, radius r): t* = A / D unclamped and rho^2 = Q / D, compared with 0,
 * 1 and r^2 as rationals (Q against r^2 D). t* < 0: rho^2 < r^2 the open cap 0 (X = p -
 * t* d, the foot on the cap's plane), rho^2 == r^2 the rim 0 (the same foot, on the rim),
 * rho^2 > r^2 the rim 0 at X = a + r w_perp / rho. t* > 1 likewise with b, cap 1, rim 1.
 * 0 <= t* <= 1: rho^2 > r^2 is outside the side, X = a + t* d + r w_perp / rho, on the
 * rim 0 when t* == 0, rim 1 when t* == 1, else the side (face 2); rho^2 <= r^2 is in the
 * closed solid, X = p, on rim 0 / rim 1 (t* == 0 / 1 and rho^2 == r^2), cap 0 / cap 1
 * (t* == 0 / 1), the side (rho^2 == r^2), else the interior. t = t* clamped to [0, 1].
 * r == 0 gives the segment, with the same names (its ends are the rims, its interior
 * the side). D == 0: the point a, vertex 0, t = 0.
 *
 * Cone (apex a, base centre b, base radius r, h = sqrt(D)). The solid is the body of
 * revolution of the triangle T = (0, 0), (h, 0), (h, r) of the half-plane (x, y), x the
 * axial coordinate from the apex, y >= 0 the distance from the axis; p is (x, y) =
 * (A / h, sqrt(Q) / h). Since the solid is convex and symmetric about every half-plane
 * through its axis, its closest point to p lies in p's half-plane and is T's closest point
 * to (x, y) (lifted back: X = a + (x' / h) (d / h) + (y' / y) w_perp). So, as the
 * triangle oracle does, with no Voronoi regions:
 * - (x, y) in T (closed) iff 0 <= A <= D and h y <= r x, i.e. sqrt(Q D) <= r A; then X = p
 *   and the piece p lies on is read off the same comparisons (A == 0 the apex, A == D the
 *   base disc -- its rim when Q == r^2 D --, sqrt(Q D) == r A the slant, else the
 *   interior).
 * - otherwise X is the nearer of the clamped closest points of T's two boundary edges
 *   that p can see (the third, on the axis, is never nearer for y >= 0): the base edge
 *   (h, 0)-(h, r), at (h, min(y, r)), and the slant (0, 0)-(h, r) at parameter
 *   sigma = (x h + y r) / (h^2 + r^2) clamped to [0, 1]. In units that keep everything in
 *   Q(s) with the single radical s = sqrt(Q D) (sqrt(Q) = s / h, multiplying by h > 0):
 *     sigma vs 0:  sign(A D + r s);     sigma vs 1:  sign(A D + r s - D (D + r^2));
 *     y vs r:      sign(Q - r^2 D);     sigma = (A D + r s) / (D (D + r^2));
 *     |p - apex|^2 = W;  |p - rim|^2 = ((A - D)^2 + Q) / D + r^2 - 2 r s / D;
 *     |p - (h, y)|^2 = (A - D)^2 / D (y <= r);
 *     slant foot: (h y - r x)^2 / (h^2 + r^2) = (s - r A)^2 / (D (D + r^2)),
 *   and the two candidates' squared distances are compared exactly in Q(s): the sign of
 *   alpha + beta s is sign(alpha) when alpha and beta s agree, else decided by
 *   alpha^2 - beta^2 s^2. Equal distances mean the same point (the projection onto a
 *   convex set is unique): the rim. The feature is X's place: the apex (slant clamped to
 *   0), the rim (slant clamped to 1, or the base edge clamped to y = r), the open base
 *   disc (the base edge at y < r), the open slant (sigma in (0, 1)). t: 0 at the apex, 1
 *   on the base disc and the rim, sigma on the slant (x' / h), A / D inside.
 * - The apex region (sigma <= 0) is A sqrt(D) + r sqrt(Q) <= 0; "outside the slant" is
 *   sqrt(Q) sqrt(D) > r A: both are Q(s) signs above (the first times sqrt(D)).
 * - r == 0: T is the segment (0, 0)-(h, 0) and the same rules give the apex, the rim (its
 *   other end) and the slant (its interior). D == 0: the point a, vertex 0, t = 0.
 *
 * Convex polygon v[0..n-1] (isect_closest_point2_poly2). All vertices equal: vertex 0.
 * All collinear (orient2d(v0, v_j, v_k) == 0 for the first v_j != v0 and every k): the
 * segment of the two outermost (extremes of (v_k - v0).(v_j - v0)), X its clamped
 * closest point to p; a vertex (the lowest index equal to X) when X is an extreme, else
 * the segment's interior. Otherwise the polygon is convex, by this rule (not the
 * library's turn signs): the signed area (shoelace) is non-zero, every vertex lies on
 * the closed inner side of every non-degenerate edge (v[i] != v[i+1]), and the
 * directions of those edges, in order, pass the direction angle 0 exactly once (they
 * turn by less than pi at each step -- a reversal would put every vertex on a line --
 * so this counts how many times the boundary winds around the interior). Inside: the
 * winding number by the quadrant method (oracle_winding_quadrants, which also says "on
 * the boundary"). Outside: X is the least (exact squared distance; the first edge on a
 * tie) of the non-degenerate edges' clamped closest points. The feature: vertex k (the
 * lowest k with v[k] == X), the non-degenerate edge whose open segment holds X, or face
 * 0 (X == p strictly inside). */
#ifndef ISECT_TESTS_ORACLE_CLOSEST_POINT_SOLID_H
#define ISECT_TESTS_ORACLE_CLOSEST_POINT_SOLID_H

#include <stdbool.h>
#include <stdint.h>

#include "isect/result.h"
#include "oracle/oracle.h"

typedef struct oracle_psolid {
    bool degenerate;       /* radius 0 or a zero-length axis; a collinear polygon */
    isect_feature feature; /* the kind, and the lowest admissible index */
    uint64_t ok;           /* bit i: index i is admissible for feature.kind */
    bool inside;           /* p lies in the closed shape: distance exactly 0 */
    int t_end;             /* the exact t is 0 or 1 (that value), else -1: in (0, 1) */
    long double t;         /* the exact t (round solids: the axis parameter; a polygon's
                              edge: the weight of its second vertex), rounded */
    long double t_len;     /* |d| (round solids), the edge's length (polygon), else 0 */
    long double point[3];  /* the exact closest point X, rounded */
    long double dist_sq, dist;
    int seg_from, seg_to; /* a collinear polygon's outermost vertices (lowest indices) */
} oracle_psolid;

/* dim 2 or 3: the point p against the capsule (core a-b, radius r). */
void oracle_closest_point_capsule(int dim, const double *p, const double *a, const double *b,
                                  double r, oracle_psolid *out);

/* The point p against the finite cylinder (cap centres a, b, radius r). */
void oracle_closest_point_cylinder(const double *p, const double *a, const double *b, double r,
                                   oracle_psolid *out);

/* The point p against the finite cone (apex a, base centre b, base radius r). */
void oracle_closest_point_cone(const double *p, const double *a, const double *b, double r,
                               oracle_psolid *out);

/* The point p against the polygon v[0..n-1] (xy[2 i], xy[2 i + 1]); false (nothing
 * computed) when it is not convex by the rule above. */
bool oracle_closest_point_poly(int n, const double *xy, const double *p, oracle_psolid *out);

/* ---- Brute force, for checking the oracle itself --------------------------------------
 * The distance from p to the round solid's boundary surface by dense sampling and
 * repeated local refinement in MPFR (at `prec` bits), with no Voronoi regions, no
 * half-plane reduction: the caps and the side sampled on a grid of their own parameters,
 * the best sample refined on ever finer grids around it. kind: 0 capsule, 1 cylinder, 2
 * cone (all in space). Writes the best boundary point X and its distance, and whether p
 * is inside: some surface sample lies clearly beyond the plane through X normal to
 * p - X (which separates p from the solid exactly when p is outside). */
typedef struct oracle_brute {
    long double point[3];
    long double dist; /* to the boundary surface */
    bool inside;      /* p inside the solid (point_b is then p and the distance 0) */
} oracle_brute;

void oracle_brute_round(int kind, const double *p, const double *a, const double *b, double r,
                        int prec, oracle_brute *out);

#endif
