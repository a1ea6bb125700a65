/* Triangles against triangles (isect/overlap.h): do two closed triangles in space share a
 * point? RTCD 5.2.10; the interval test of Guigue and Devillers ("Fast and robust
 * triangle-triangle overlap test using orientation predicates", JGT 8(1), 2003), every
 * decision an exact orientation sign (orient3d, orient2d), so touching at a vertex or
 * along an edge, coplanar and degenerate triangles are answered exactly.
 *
 * Notation. O(a, b, c, d) = ((b - a) x (c - a)) . (d - a), the sign isect_orient3d
 * computes. T1 = (p1, q1, r1) with normal N1 = (q1 - p1) x (r1 - p1), T2 = (p2, q2, r2) with
 * N2; s2(x) = O(p2, q2, r2, x) = N2 . (x - p2) is the side of x of T2's plane P2, s1(x) of
 * P1.
 *
 * Derivation, both triangles non-degenerate and not coplanar. If the three s2(T1 vertex)
 * are all > 0 or all < 0, T1 lies strictly on one side of P2 and the triangles are apart;
 * likewise with the roles swapped. Otherwise both triangles meet both planes, the planes
 * are not parallel (parallel distinct planes put one triangle strictly on one side of the
 * other's plane; equal ones are the coplanar case), and T1 n T2 lies on the line
 * L = P1 n P2: with I1 = T1 n P2 = T1 n L and I2 = T2 n L, T1 n T2 = I1 n I2, two intervals
 * of L. Canonical form: rotate T1's vertices (N1 unchanged) so that p1 is alone on its side
 * of P2, and swap q2, r2 if needed (negating N2 and every s2) so that
 *     s2(p1) >= 0, s2(q1) <= 0, s2(r1) <= 0, with s2(p1) = 0 only if s2(q1), s2(r1) < 0;
 * then the same for T2 against P1 (rotating T2, swapping q1 and r1; neither undoes the
 * first step). Such a vertex exists for every sign pattern left (up to rotation and
 * negation: (+,-,-), (+,-,0), (+,0,0), (+,+,-) have a strict vertex alone, (0,+,+) has
 * the zero vertex alone). Then I1 = [j, i] with i = p1q1 n P2 and j = p1r1 n P2, and
 * I2 = [k, l] with k = p2q2 n P1 and l = p2r2 n P1, ordered along D = N1 x N2:
 * - In P1 take the coordinates x = X . D and y = X . (N1 x D), a right-handed frame for
 *   N1 (D x (N1 x D) = |D|^2 N1), so T1 runs counter-clockwise; y = -|N1|^2 s2 on P1,
 *   so p1 lies on or below L and q1, r1 strictly above it: with u = q1 - p1, v = r1 - p1,
 *   x(i) - x(j) = -y(p1) det(u, v) / (u_y v_y) >= 0.
 * - In P2 the same frame with N2 puts p2 on or above L (y = |N2|^2 s1 there) and q2, r2
 *   below, and the same computation gives x(k) <= x(l).
 * So the triangles meet iff k <= i and j <= l. Both are orient3d signs: O(a, b, c, d) =
 * det[b - a, c - a, d - c] keeps its value when a slides along the line ab and c along cd,
 * so with a = i and c = k, O(p1, q1, p2, q2) = det[u, k - i, w] (w = q2 - p2) =
 * (x(k) - x(i)) det[u, D, w] / |D|^2, and det[u, D, w] = (u . N2)(N1 . w) > 0 (both
 * factors are differences of sides, strictly negative by the canonical form). Likewise
 * O(p1, r1, p2, r2) = (x(l) - x(j)) (positive factor). Hence
 *     T1 and T2 meet  <=>  O(p1, q1, p2, q2) <= 0  and  O(p1, r1, p2, r2) >= 0,
 * Guigue and Devillers' two tests (with this sign convention). The common case costs the
 * three sides of one triangle (a separating plane ends it), the other three and the two
 * orient3d: filtered determinants, the plane's normal shared by its three sides.
 *
 * The rest, where every side of one triangle is 0 (a triangle collinear, or both in one
 * plane), is rare and decided by simpler exact tests:
 * - Coplanar, both non-degenerate: two convex polygons in a plane are disjoint iff a line
 *   through an edge of one has the other strictly outside (a facet of the difference
 *   A - B cuts 0 off, and its edges are those of A and B). Projected along an axis where
 *   the exact normal is not 0 (a bijection of the plane; orient2d there is that normal
 *   component), this is orient2d of the projections.
 * - A collinear triangle is its spanning segment, which is the union of its three edges
 *   (one of them contains the other two vertices), so it meets a set iff one of its edges
 *   does. A segment uv meets a non-degenerate triangle T iff: u, v not strictly on one side
 *   of T's plane, and either both in it (then the plane test above with the segment as one
 *   polygon: T's edges and the segment's line, when u != v, are the candidate lines) or the
 *   unique crossing lies in T: the three O(u, v, t_i, t_{i+1}) are each sign(d . N) times
 *   a barycentric coordinate of the crossing (slide u to it), so they are not of both
 *   signs. Two collinear triangles: their edges pairwise, by sign/incidence.h. */
#include <math.h>
#include <stdbool.h>
#include <string.h>

#include "isect/overlap.h"

#include "base/inline.h"
#include "base/vec.h"
#include "construct/plane_cross.h"
#include "exact/filter.h"
#include "sign/incidence.h"
#include "sign/plane_sign.h"
#include "sign/predicates.h"
#include "sign/valid.h"

typedef struct tri_d {
    double v[3][3];
} tri_d;

static inline tri_d tri_load(const isect_tri3 *t) {
    tri_d d;
    for (int i = 0; i < 3; i++)
        dv_from3(d.v[i], t->v[i]);
    return d;
}

/* ---- The sides of three points of a plane ----------------------------------------------- */

/* The plane through t's vertices as filtered values: the normal (t1 - t0) x (t2 - t0) with
 * its permanent lifted by ISECT_FX_ORIENT3D_LIFT, so that n . (x - t0) is, term for term,
 * isect_fx_orient3d(t0, t1, t2, x) and its bound (k = 8, (k + 1) u m + 2^-1000, the lift
 * covering underflow) is derived there; the normal is computed once for the three points. */
typedef struct plane_fx {
    isect_fx n[3];
    const double *o;
} plane_fx;

ISECT_INLINE plane_fx plane_of(const tri_d *t) {
    isect_fx b[3], c[3];
    for (int i = 0; i < 3; i++) {
        b[i] = fx_diff(t->v[1][i], t->v[0][i]);
        c[i] = fx_diff(t->v[2][i], t->v[0][i]);
    }
    plane_fx p;
    for (int i = 0; i < 3; i++) {
        int j = (i + 1) % 3, k = (i + 2) % 3;
        isect_fx n = fx_sub(fx_mul(b[j], c[k]), fx_mul(b[k], c[j]));
        p.n[i] = fx_with_m(n, fx_m(n) + ISECT_FX_ORIENT3D_LIFT);
    }
    p.o = t->v[0];
    return p;
}

/* sign O(t0, t1, t2, x[i]) for the three points: the filter, then the exact sign. */
ISECT_INLINE void plane_sides(const tri_d *t, const tri_d *x, int s[3]) {
    plane_fx p = plane_of(t);
    for (int i = 0; i < 3; i++) {
        const double *y = x->v[i];
        isect_fx v = fx_add(
            fx_add(fx_mul(p.n[0], fx_diff(y[0], p.o[0])), fx_mul(p.n[1], fx_diff(y[1], p.o[1]))),
            fx_mul(p.n[2], fx_diff(y[2], p.o[2])));
        s[i] = fx_v(v) > 0 ? 1 : -1;
        if (!fx_certain_abs(v, 0x1p-1000, false))
            s[i] = isect_sign_orient3d(t->v[0], t->v[1], t->v[2], y);
    }
}

static inline bool one_side(const int s[3]) {
    return (s[0] == s[1]) & (s[1] == s[2]) & (s[0] != 0);
}

static inline bool all_zero(const int s[3]) {
    return (s[0] == 0) & (s[1] == 0) & (s[2] == 0);
}

/* The vertex alone on its side (the derivation's canonical form), for signs neither all
 * equal and strict nor all 0: *f = +-1 with f s[p] >= 0 >= f s[p + 1], f s[p + 2], and
 * f s[p] = 0 only when the other two are strictly negative. */
static inline int alone(const int s[3], int *f) {
    for (int p = 0; p < 3; p++) {
        if (s[p] != 0 && s[p] * s[(p + 1) % 3] <= 0 && s[p] * s[(p + 2) % 3] <= 0) {
            *f = s[p];
            return p;
        }
    }
    int p = s[0] == 0 ? 0 : s[1] == 0 ? 1 : 2; /* the pattern (0, t, t): the zero vertex */
    *f = -s[(p + 1) % 3];
    return p;
}

/* ---- Coplanar and degenerate triangles ------------------------------------------------- */

/* The 2D orientation of a, b, c projected by dropping axis k, exactly: the k-th component
 * of (b - a) x (c - a) (isect_inc_drop keeps the cyclic order). */
static int orient_drop(const double *a, const double *b, const double *c, int k) {
    double a2[2], b2[2], c2[2];
    isect_inc_drop(a, k, a2);
    isect_inc_drop(b, k, b2);
    isect_inc_drop(c, k, c2);
    return isect_inc_orient2(a2, b2, c2);
}

/* An axis along which the exact normal of the non-collinear t is not 0 (the largest
 * rounded component first), and in *sigma t's orientation projected along it. */
static int normal_axis(const tri_d *t, int *sigma) {
    const double *a = t->v[0], *b = t->v[1], *c = t->v[2];
    double u[3], w[3], n[3];
    for (int i = 0; i < 3; i++) {
        u[i] = b[i] - a[i];
        w[i] = c[i] - a[i];
    }
    dv_cross3(u, w, n);
    int k = fabs(n[0]) >= fabs(n[1]) ? 0 : 1;
    k = fabs(n[2]) > fabs(n[k]) ? 2 : k;
    for (int tries = 0; tries < 3; tries++, k = (k + 1) % 3) {
        *sigma = orient_drop(a, b, c, k);
        if (*sigma != 0)
            break;
    }
    return k;
}

/* Does some edge line of s (orientation sigma when projected along k) have every x[j]
 * strictly outside? */
static bool edge_separates(const tri_d *s, int sigma, const double *const *x, int n, int k) {
    for (int i = 0; i < 3; i++) {
        bool outside = true;
        for (int j = 0; j < n && outside; j++)
            outside = sigma * orient_drop(s->v[i], s->v[(i + 1) % 3], x[j], k) < 0;
        if (outside)
            return true;
    }
    return false;
}

/* Two non-degenerate triangles in one plane. */
static bool coplanar_meet(const tri_d *a, const tri_d *b) {
    int sa, k = normal_axis(a, &sa);
    int sb = orient_drop(b->v[0], b->v[1], b->v[2], k);
    const double *av[3] = {a->v[0], a->v[1], a->v[2]}, *bv[3] = {b->v[0], b->v[1], b->v[2]};
    return !edge_separates(a, sa, bv, 3, k) && !edge_separates(b, sb, av, 3, k);
}

/* The segment uv (a point when u == v) against the non-degenerate triangle t. */
static bool segment_meets(const double *u, const double *v, const tri_d *t) {
    const double *t0 = t->v[0], *t1 = t->v[1], *t2 = t->v[2];
    int su = isect_sign_orient3d(t0, t1, t2, u), sv = isect_sign_orient3d(t0, t1, t2, v);
    if (su * sv > 0)
        return false;
    if (su == 0 && sv == 0) { /* in t's plane */
        int sigma, k = normal_axis(t, &sigma);
        const double *ends[2] = {u, v};
        if (edge_separates(t, sigma, ends, 2, k))
            return false;
        if (u[0] == v[0] && u[1] == v[1] && u[2] == v[2])
            return true;
        int s0 = orient_drop(u, v, t0, k), s1 = orient_drop(u, v, t1, k);
        int s2 = orient_drop(u, v, t2, k);
        return !(s0 == s1 && s1 == s2 && s0 != 0);
    }
    int e0 = isect_sign_orient3d(u, v, t0, t1), e1 = isect_sign_orient3d(u, v, t1, t2);
    int e2 = isect_sign_orient3d(u, v, t2, t0);
    return !((e0 > 0 || e1 > 0 || e2 > 0) && (e0 < 0 || e1 < 0 || e2 < 0));
}

static bool collinear(const tri_d *t) {
    return isect_collinear3(dv_to3(t->v[0]), dv_to3(t->v[1]), dv_to3(t->v[2]));
}

/* Every side of one triangle against the other's plane is 0: a collinear triangle, or
 * both in one plane (the derivation's second part). */
ISECT_NOINLINE static bool special_meet(const tri_d *a, const tri_d *b) {
    bool da = collinear(a), db = collinear(b);
    if (!da && !db)
        return coplanar_meet(a, b);
    if (da && db) {
        for (int i = 0; i < 3; i++) {
            isect_lin e = isect_inc_segment(3, a->v[i], a->v[(i + 1) % 3]);
            for (int j = 0; j < 3; j++)
                if (isect_inc_meets_seg3(&e, b->v[j], b->v[(j + 1) % 3]))
                    return true;
        }
        return false;
    }
    const tri_d *seg = da ? a : b, *tri = da ? b : a;
    for (int i = 0; i < 3; i++)
        if (segment_meets(seg->v[i], seg->v[(i + 1) % 3], tri))
            return true;
    return false;
}

/* The derivation's canonical form of two non-degenerate triangles in different planes
 * that both meet the other's plane: T1 = (p1, q1, r1), T2 = (p2, q2, r2), p1 alone on its
 * side of P2 and p2 of P1, with the vertices lying in the other's plane marked (z_*), and
 * flip = +1 when the canonical D = N1 x N2 has the direction of Na x Nb, -1 when it is
 * reversed (swapping q1, r1 negates N1, swapping q2, r2 negates N2). */
typedef struct tri_canon {
    const double *p1, *q1, *r1, *p2, *q2, *r2;
    bool z_p1, z_q1, z_r1, z_p2, z_q2, z_r2;
    int flip;
} tri_canon;

ISECT_INLINE tri_canon canon_of(const tri_d *A, const tri_d *B, const int sa[3], const int sb[3]) {
    tri_canon c;
    int fa, pa = alone(sa, &fa);
    int ia[3] = {pa, (pa + 1) % 3, (pa + 2) % 3};
    /* T2 = (b0, b1, b2), or (b0, b2, b1) when fa < 0; its sides of P1 keep their signs */
    int ib0[3] = {0, fa > 0 ? 1 : 2, fa > 0 ? 2 : 1};
    int s2[3] = {sb[ib0[0]], sb[ib0[1]], sb[ib0[2]]};
    int fb, pb = alone(s2, &fb);
    int ib[3] = {ib0[pb], ib0[(pb + 1) % 3], ib0[(pb + 2) % 3]};
    if (fb < 0) {
        int t = ia[1];
        ia[1] = ia[2];
        ia[2] = t;
    }
    c.p1 = A->v[ia[0]], c.q1 = A->v[ia[1]], c.r1 = A->v[ia[2]];
    c.p2 = B->v[ib[0]], c.q2 = B->v[ib[1]], c.r2 = B->v[ib[2]];
    c.z_p1 = sa[ia[0]] == 0, c.z_q1 = sa[ia[1]] == 0, c.z_r1 = sa[ia[2]] == 0;
    c.z_p2 = sb[ib[0]] == 0, c.z_q2 = sb[ib[1]] == 0, c.z_r2 = sb[ib[2]] == 0;
    c.flip = (fa < 0) == (fb < 0) ? 1 : -1;
    return c;
}

/* The two interval tests of the canonical form: k <= i and j <= l. */
static inline bool canon_meets(const tri_canon *c) {
    return isect_sign_orient3d(c->p1, c->q1, c->p2, c->q2) <= 0 &&
           isect_sign_orient3d(c->p1, c->r1, c->p2, c->r2) >= 0;
}

/* The sides of each triangle's vertices against the other's plane; 0 apart (a triangle
 * strictly on one side), 1 the general case (canonical form next), 2 the special case
 * (every side of one triangle 0). */
ISECT_INLINE int sides_of(const tri_d *A, const tri_d *B, int sa[3], int sb[3]) {
    plane_sides(B, A, sa); /* a's vertices against b's plane */
    if (one_side(sa))
        return 0;
    plane_sides(A, B, sb);
    if (one_side(sb))
        return 0;
    return all_zero(sa) || all_zero(sb) ? 2 : 1;
}

/* Two closed triangles: the derivation at the top. */
bool isect_test_tri3_tri3(const isect_tri3 *a, const isect_tri3 *b) {
    if (!isect_ok_tri3(a) || !isect_ok_tri3(b))
        return false;
    tri_d A = tri_load(a), B = tri_load(b);
    int sa[3], sb[3];
    int kind = sides_of(&A, &B, sa, sb);
    if (kind != 1)
        return kind == 2 && special_meet(&A, &B);
    tri_canon c = canon_of(&A, &B, sa, sb);
    return canon_meets(&c);
}

/* ---- What two triangles share (isect_find_tri3_tri3) -----------------------------------
 * Not coplanar, both non-degenerate: with the canonical form and the derivation's
 * coordinate x along D, T1 n T2 = [j, i] n [k, l] = [max(j, k), min(i, l)], and the
 * comparisons are orient3d signs with positive factors, by the sliding argument above
 * (O(a, b, c, d) = det[b - a, c - a', d - c'] for a' on line ab, c' on line cd):
 *   sign(x(k) - x(j)) = sign O(p1, r1, p2, q2)   ((N1 . (q2 - p2)) (N2 . (r1 - p1)) > 0),
 *   sign(x(l) - x(i)) = sign O(p1, q1, p2, r2)   ((N1 . (r2 - p2)) (N2 . (q1 - p1)) > 0).
 * The ends coincide exactly when: j = i, p1 on P2 (x(i) - x(j) is y(p1) times a non-zero
 * factor); k = l, p2 on P1; k = i, O(p1, q1, p2, q2) = 0; j = l, O(p1, r1, p2, r2) = 0.
 * Each end is a vertex (its side 0) or the crossing of an edge with the other's plane,
 * (|o_q| p + |o_p| q) / (|o_p| + |o_q|) from accurate orientations
 * (isect_crossing_weights: exact where that mean is, as for an axis-aligned plane); where
 * two candidates for an end coincide, the one that is a vertex is taken, so a corner at a
 * vertex comes back exactly.
 *
 * Coplanar (or a degenerate triangle, which is a segment or a point): each shape is a
 * convex polygon (3 vertices, a segment, a point) of the common plane, projected along an
 * axis where that plane's exact normal is not 0 (or, all points on one line, an axis
 * that keeps the line a line). A corner x of A n B is a vertex of A in B, or a vertex of
 * B in A, or a proper crossing of an edge of A with an edge of B: if x is a vertex of
 * neither, it lies in the relative interior of an edge or of the 2D interior of each; an
 * interior point of one shape is no corner unless it is a corner of the other, so x is
 * interior to an edge of each, and then the edges are not collinear (else x is no
 * corner) and cross properly at x. All are exact 2D orientation tests on the input
 * points, and the candidates are corners (a vertex of A is extreme in A, hence in any
 * subset holding it; a proper crossing turns the boundary). Two proper crossings never
 * coincide (a point interior to one edge of a triangle is interior to no other), nor a
 * crossing with a vertex, so duplicates are only equal vertices: compared exactly.
 *
 * The polygon's order (both triangles non-degenerate, counterclockwise in the
 * projection): seen from a point inside A n B, the corners on A's boundary come in the
 * order of A's boundary, and those on B's in the order of B's (a convex subset's boundary
 * is met in the same angular order); every corner lies on one of the two boundaries, and
 * the boundary of A n B switches between them only at corners on both. So: walk A's
 * corners in A's order and after each corner that is also on B's boundary put the corners
 * that follow it in B's order and are on B's boundary alone. A's order is the edge, then
 * the position on it: its first vertex, then at most two corners inside the edge (the ends
 * of the chord the edge cuts from B), the one where the edge enters B first: a crossing
 * with B's edge e enters where the edge's start is strictly outside e's line; a vertex of
 * B on the edge is the other end; two vertices of B (an edge of B along the edge) are
 * ordered along it by a coordinate that changes. */

enum { MAX_CORNERS = ISECT_TRI_TRI_MAX_POINTS + 6 };

/* A convex polygon of the common plane: 3 vertices counterclockwise along the projection
 * axis, a segment (2 distinct ends) or a point. */
typedef struct flat_shape {
    int n;
    const double *v[3];
    const double *mid; /* a segment's third vertex (between its ends), or NULL */
} flat_shape;

/* A corner: its coordinates, the vertex of A / B it is (or -1), and the edge of A / B in
 * whose relative interior it lies (or -1). */
typedef struct corner {
    double x[3];
    int va, vb, ea, eb;
} corner;

typedef struct corner_set {
    int n;
    corner c[MAX_CORNERS];
} corner_set;

static bool same_point(const double *a, const double *b) {
    return a[0] == b[0] && a[1] == b[1] && a[2] == b[2];
}

/* The two extreme points of a collinear triangle (equal when it is a point): along the
 * axis where its coordinates spread most, which orders collinear points exactly. */
static int spanning(const tri_d *t, const double **ends) {
    int axis = 0;
    double spread = -1;
    for (int k = 0; k < 3; k++) {
        double lo = fmin(fmin(t->v[0][k], t->v[1][k]), t->v[2][k]);
        double hi = fmax(fmax(t->v[0][k], t->v[1][k]), t->v[2][k]);
        if (hi - lo > spread)
            spread = hi - lo, axis = k;
    }
    int lo = 0, hi = 0;
    for (int m = 1; m < 3; m++) {
        lo = t->v[m][axis] < t->v[lo][axis] ? m : lo;
        hi = t->v[m][axis] > t->v[hi][axis] ? m : hi;
    }
    ends[0] = t->v[lo];
    ends[1] = t->v[hi];
    return same_point(ends[0], ends[1]) ? 1 : 2;
}

/* Is x (a point of the common plane) in the closed shape q? */
static bool flat_contains(const flat_shape *q, const double *x, int k) {
    if (q->n == 3) {
        for (int i = 0; i < 3; i++)
            if (orient_drop(q->v[i], q->v[(i + 1) % 3], x, k) < 0)
                return false;
        return true;
    }
    if (q->n == 1)
        return same_point(q->v[0], x);
    if (orient_drop(q->v[0], q->v[1], x, k) != 0)
        return false;
    int c = q->v[0][0] != q->v[1][0] ? 0 : q->v[0][1] != q->v[1][1] ? 1 : 2;
    double lo = fmin(q->v[0][c], q->v[1][c]), hi = fmax(q->v[0][c], q->v[1][c]);
    return lo <= x[c] && x[c] <= hi;
}

static int flat_edges(const flat_shape *s) {
    return s->n == 3 ? 3 : s->n - 1;
}

/* The edge of the triangle q whose line holds x (a point of q that is not a vertex of q),
 * or -1: then x is inside q. */
static int edge_holding(const flat_shape *q, const double *x, int k) {
    if (q->n != 3)
        return -1;
    for (int i = 0; i < 3; i++)
        if (orient_drop(q->v[i], q->v[(i + 1) % 3], x, k) == 0)
            return i;
    return -1;
}

/* The crossing of edge p p2 with edge q q2 (proper): along p p2 with the weights
 * |o(q, q2, p)| and |o(q, q2, p2)|, along q q2 with |o(p, p2, q)| and |o(p, p2, q2)|, from
 * the exact orientations rounded (the same ratios in any projection that keeps the
 * plane); each coordinate from the edge along which it changes less, whose error (the
 * weights' relative error times the change) is the smaller, and 0 where an edge keeps
 * the coordinate. */
static void crossing_point(const double *p, const double *p2, const double *q, const double *q2,
                           int k, double *out) {
    double P[2], P2[2], Q[2], Q2[2], wp[2], wq[2], along_p[3], along_q[3];
    isect_inc_drop(p, k, P);
    isect_inc_drop(p2, k, P2);
    isect_inc_drop(q, k, Q);
    isect_inc_drop(q2, k, Q2);
    int e0, e1;
    double m0 = isect_exact_orient2d_value(Q, Q2, P, &e0);
    double m1 = isect_exact_orient2d_value(Q, Q2, P2, &e1);
    dv_share_exp_pair(m0, e0, m1, e1, wp);
    m0 = isect_exact_orient2d_value(P, P2, Q, &e0);
    m1 = isect_exact_orient2d_value(P, P2, Q2, &e1);
    dv_share_exp_pair(m0, e0, m1, e1, wq);
    dv_weighted3(p, p2, wp, along_p);
    dv_weighted3(q, q2, wq, along_q);
    for (int i = 0; i < 3; i++)
        out[i] = fabs(p2[i] - p[i]) <= fabs(q2[i] - q[i]) ? along_p[i] : along_q[i];
}

static void add_vertex(corner_set *s, const double *x, int va, int vb) {
    for (int m = 0; m < s->n; m++) {
        if (same_point(s->c[m].x, x)) { /* a vertex of both: merge the labels */
            s->c[m].va = va >= 0 ? va : s->c[m].va;
            s->c[m].vb = vb >= 0 ? vb : s->c[m].vb;
            return;
        }
    }
    corner *c = &s->c[s->n++];
    memcpy(c->x, x, sizeof c->x);
    c->va = va, c->vb = vb, c->ea = c->eb = -1;
}

/* The corners of A n B (see above). */
static void flat_corners(const flat_shape *A, const flat_shape *B, int k, corner_set *s) {
    s->n = 0;
    for (int i = 0; i < A->n; i++)
        if (flat_contains(B, A->v[i], k))
            add_vertex(s, A->v[i], i, -1);
    for (int j = 0; j < B->n; j++)
        if (flat_contains(A, B->v[j], k))
            add_vertex(s, B->v[j], -1, j);
    for (int m = 0; m < s->n; m++) { /* the edge interiors holding vertices */
        corner *c = &s->c[m];
        c->ea = c->va < 0 ? edge_holding(A, c->x, k) : -1;
        c->eb = c->vb < 0 ? edge_holding(B, c->x, k) : -1;
    }
    for (int i = 0; i < flat_edges(A); i++) {
        const double *p = A->v[i], *p2 = A->v[(i + 1) % A->n];
        for (int j = 0; j < flat_edges(B); j++) {
            const double *q = B->v[j], *q2 = B->v[(j + 1) % B->n];
            if (orient_drop(p, p2, q, k) * orient_drop(p, p2, q2, k) >= 0 ||
                orient_drop(q, q2, p, k) * orient_drop(q, q2, p2, k) >= 0)
                continue;
            corner *c = &s->c[s->n++];
            crossing_point(p, p2, q, q2, k, c->x);
            c->va = c->vb = -1, c->ea = i, c->eb = j;
            /* at a segment's middle vertex (on the other edge's line): that vertex, exactly */
            if (A->mid && orient_drop(q, q2, A->mid, k) == 0)
                memcpy(c->x, A->mid, sizeof c->x);
            if (B->mid && orient_drop(p, p2, B->mid, k) == 0)
                memcpy(c->x, B->mid, sizeof c->x);
        }
    }
}

/* Position of corner c on the boundary of the triangle P (the corner's labels for P in
 * v, e; the other triangle Q): 3 i for P's vertex i, 3 e + 1 or 3 e + 2 inside edge e,
 * -1 when c is not on P's boundary. `other` is the second corner inside the same edge, if
 * any (see the derivation: the edge's entry into Q first). */
static int boundary_rank(const flat_shape *P, const flat_shape *Q, const corner *c, int v, int e,
                         int qv, int qe, const corner *other, int ov, int oe, int k) {
    if (v >= 0)
        return 3 * v;
    if (e < 0)
        return -1;
    if (!other)
        return 3 * e + 1;
    const double *a = P->v[e], *b = P->v[(e + 1) % 3];
    bool first;
    if (qe >= 0 && qv < 0) /* a crossing with Q's edge qe: first when it enters */
        first = orient_drop(Q->v[qe], Q->v[(qe + 1) % 3], a, k) < 0;
    else if (oe >= 0 && ov < 0) /* the other is the crossing: the opposite */
        first = orient_drop(Q->v[oe], Q->v[(oe + 1) % 3], a, k) >= 0;
    else { /* two vertices of Q: along the edge */
        int m = a[0] != b[0] ? 0 : a[1] != b[1] ? 1 : 2;
        first = (c->x[m] < other->x[m]) == (a[m] < b[m]);
    }
    return 3 * e + (first ? 1 : 2);
}

/* The ranks of every corner on A's boundary (side 0) or B's (side 1). */
static void ranks_on(const flat_shape *A, const flat_shape *B, const corner_set *s, int side, int k,
                     int *rank) {
    const flat_shape *P = side ? B : A, *Q = side ? A : B;
    for (int m = 0; m < s->n; m++) {
        const corner *c = &s->c[m];
        int v = side ? c->vb : c->va, e = side ? c->eb : c->ea;
        int qv = side ? c->va : c->vb, qe = side ? c->ea : c->eb;
        const corner *other = NULL;
        int ov = -1, oe = -1;
        for (int n = 0; n < s->n && v < 0 && e >= 0; n++) {
            const corner *d = &s->c[n];
            if (n != m && (side ? d->eb : d->ea) == e && (side ? d->vb : d->va) < 0) {
                other = d;
                ov = side ? d->va : d->vb;
                oe = side ? d->ea : d->eb;
            }
        }
        rank[m] = boundary_rank(P, Q, c, v, e, qv, qe, other, ov, oe, k);
    }
}

/* The corners in the polygon's order (see above), as indices into s. */
static int polygon_order(const flat_shape *A, const flat_shape *B, const corner_set *s, int k,
                         int *order) {
    int ra[MAX_CORNERS], rb[MAX_CORNERS], sa[MAX_CORNERS], sb[MAX_CORNERS], na = 0, nb = 0;
    ranks_on(A, B, s, 0, k, ra);
    ranks_on(A, B, s, 1, k, rb);
    for (int m = 0; m < s->n; m++) { /* insertion sorts by rank */
        int *seq[2] = {sa, sb}, *r[2] = {ra, rb}, *len[2] = {&na, &nb};
        for (int side = 0; side < 2; side++) {
            if (r[side][m] < 0)
                continue;
            int at = (*len[side])++;
            while (at > 0 && r[side][seq[side][at - 1]] > r[side][m]) {
                seq[side][at] = seq[side][at - 1];
                at--;
            }
            seq[side][at] = m;
        }
    }
    if (na == 0) {
        memcpy(order, sb, (size_t)nb * sizeof *order);
        return nb;
    }
    int n = 0;
    for (int a = 0; a < na; a++) {
        int m = sa[a];
        order[n++] = m;
        if (rb[m] < 0)
            continue;
        int at = 0;
        while (sb[at] != m)
            at++;
        for (int step = 1; step < nb; step++) {
            int x = sb[(at + step) % nb];
            if (ra[x] >= 0)
                break;
            order[n++] = x;
        }
    }
    return n;
}

static bool lex_less(isect_vec3 a, isect_vec3 b) {
    return a.x != b.x ? a.x < b.x : a.y != b.y ? a.y < b.y : a.z < b.z;
}

/* A segment's or a point's corners into the result, the segment's ends in (x, y, z) order
 * of the returned (rounded) points. */
static void put_lex(isect_tri_tri_result3 *r, const double *p, const double *q, int n) {
    isect_vec3 a = dv_out3(p, &r->flags), b = n == 2 ? dv_out3(q, &r->flags) : a;
    bool swap = lex_less(b, a);
    r->point[0] = swap ? b : a;
    if (n == 2)
        r->point[1] = swap ? a : b;
    r->count = n;
}

/* The flat shape of a triangle: the triangle counterclockwise along k (its orientation
 * there sigma), or the segment or point it spans. */
static flat_shape flat_of(const tri_d *t, bool degenerate, int sigma) {
    flat_shape f = {0, {NULL, NULL, NULL}, NULL};
    if (degenerate) {
        f.n = spanning(t, f.v);
        for (int m = 0; m < 3 && f.n == 2; m++)
            if (t->v[m] != f.v[0] && t->v[m] != f.v[1])
                f.mid = t->v[m];
        return f;
    }
    f.n = 3;
    f.v[0] = t->v[0];
    f.v[1] = t->v[sigma > 0 ? 1 : 2];
    f.v[2] = t->v[sigma > 0 ? 2 : 1];
    return f;
}

/* An axis keeping the common plane (or line) of shapes that are not both triangles. */
static int degenerate_axis(const flat_shape *A, const flat_shape *B) {
    const double *p[6];
    int n = 0;
    for (int i = 0; i < A->n; i++)
        p[n++] = A->v[i];
    for (int j = 0; j < B->n; j++)
        p[n++] = B->v[j];
    for (int i = 0; i < n; i++) /* three points not on a line: their plane's axis */
        for (int j = i + 1; j < n; j++)
            for (int m = j + 1; m < n; m++)
                if (!isect_collinear3(dv_to3(p[i]), dv_to3(p[j]), dv_to3(p[m]))) {
                    tri_d t;
                    memcpy(t.v[0], p[i], sizeof t.v[0]);
                    memcpy(t.v[1], p[j], sizeof t.v[1]);
                    memcpy(t.v[2], p[m], sizeof t.v[2]);
                    int sigma;
                    return normal_axis(&t, &sigma);
                }
    for (int i = 1; i < n; i++) { /* one line: drop the axis its direction changes least */
        if (!same_point(p[0], p[i])) {
            double d[3] = {fabs(p[i][0] - p[0][0]), fabs(p[i][1] - p[0][1]),
                           fabs(p[i][2] - p[0][2])};
            return d[0] <= d[1] && d[0] <= d[2] ? 0 : d[1] <= d[2] ? 1 : 2;
        }
    }
    return 2;
}

/* In one plane (or a degenerate triangle): the corners and, for a polygon, its order. */
static void find_flat(const tri_d *A, const tri_d *B, bool da, bool db, isect_tri_tri_result3 *r) {
    int k, sa = 1, sb = 1;
    flat_shape fa, fb;
    if (!da || !db) {
        k = normal_axis(da ? B : A, da ? &sb : &sa);
        if (!da && !db)
            sb = orient_drop(B->v[0], B->v[1], B->v[2], k);
        fa = flat_of(A, da, sa);
        fb = flat_of(B, db, sb);
    } else {
        fa = flat_of(A, true, 1);
        fb = flat_of(B, true, 1);
        k = degenerate_axis(&fa, &fb);
    }
    corner_set s;
    flat_corners(&fa, &fb, k, &s);
    if (s.n == 0) /* never for triangles that meet */
        return;
    if (s.n <= 2) {
        put_lex(r, s.c[0].x, s.c[s.n - 1].x, s.n);
        return;
    }
    int order[MAX_CORNERS];
    int n = polygon_order(&fa, &fb, &s, k, order);
    for (int m = 0; m < n && m < ISECT_TRI_TRI_MAX_POINTS; m++) {
        int at = sa > 0 ? m : (n - m) % n; /* counterclockwise seen from Na */
        r->point[m] = dv_out3(s.c[order[at]].x, &r->flags);
    }
    r->count = n < ISECT_TRI_TRI_MAX_POINTS ? n : ISECT_TRI_TRI_MAX_POINTS;
}

/* A triangle's plane for crossings: its double-double normal, computed on first use and
 * shared by the crossings of that plane (exact/dd_orient.h). */
typedef struct crossed_plane {
    const tri_d *t;
    bool ready;
    isect_dd_normal n;
} crossed_plane;

/* Where the edge from p to q meets the plane: p or q when it lies in the plane (zp, zq),
 * else the proper crossing. */
static void edge_plane_point(const double *p, const double *q, bool zp, bool zq,
                             crossed_plane *plane, double *out) {
    if (zp || zq) {
        memcpy(out, zp ? p : q, 3 * sizeof *out);
        return;
    }
    const double *const *v =
        (const double *const[]){plane->t->v[0], plane->t->v[1], plane->t->v[2]};
    if (!plane->ready)
        isect_dd_normal_of(v[0], v[1], v[2], &plane->n);
    plane->ready = true;
    double w[2];
    isect_crossing_weights_on(&plane->n, v[0], v[1], v[2], p, q, w);
    dv_weighted3(p, q, w, out);
}

/* Not coplanar, both non-degenerate, meeting: the segment [max(j, k), min(i, l)]. */
static void find_crossing(const tri_d *A, const tri_d *B, const tri_canon *c,
                          isect_tri_tri_result3 *r) {
    crossed_plane plane_a = {A, false, {{0}, {0}, {0}, 0}},
                  plane_b = {B, false, {{0}, {0}, {0}, 0}};
    /* on a tie the candidate that is a vertex (returned exactly) */
    int ks = isect_sign_orient3d(c->p1, c->r1, c->p2, c->q2);
    int le = isect_sign_orient3d(c->p1, c->q1, c->p2, c->r2);
    bool start_k = ks > 0 || (ks == 0 && !(c->z_p1 || c->z_r1));
    bool end_l = le < 0 || (le == 0 && !(c->z_p1 || c->z_q1));
    double start[3], end[3];
    if (start_k)
        edge_plane_point(c->p2, c->q2, c->z_p2, c->z_q2, &plane_a, start);
    else
        edge_plane_point(c->p1, c->r1, c->z_p1, c->z_r1, &plane_b, start);
    bool single;
    if (!start_k && !end_l)
        single = c->z_p1;
    else if (start_k && end_l)
        single = c->z_p2;
    else if (start_k)
        single = isect_sign_orient3d(c->p1, c->q1, c->p2, c->q2) == 0;
    else
        single = isect_sign_orient3d(c->p1, c->r1, c->p2, c->r2) == 0;
    bool start_vertex = start_k ? c->z_p2 || c->z_q2 : c->z_p1 || c->z_r1;
    bool end_vertex = end_l ? c->z_p2 || c->z_r2 : c->z_p1 || c->z_q1;
    if (single && !start_vertex && end_vertex) { /* the same point, exactly */
        if (end_l)
            edge_plane_point(c->p2, c->r2, c->z_p2, c->z_r2, &plane_a, start);
        else
            edge_plane_point(c->p1, c->q1, c->z_p1, c->z_q1, &plane_b, start);
    }
    if (single) {
        r->point[0] = dv_out3(start, &r->flags);
        r->count = 1;
        return;
    }
    if (end_l)
        edge_plane_point(c->p2, c->r2, c->z_p2, c->z_r2, &plane_a, end);
    else
        edge_plane_point(c->p1, c->q1, c->z_p1, c->z_q1, &plane_b, end);
    r->point[c->flip > 0 ? 0 : 1] = dv_out3(start, &r->flags);
    r->point[c->flip > 0 ? 1 : 0] = dv_out3(end, &r->flags);
    r->count = 2;
}

/* A collinear triangle (its sides s against the plane of the non-degenerate t) that is
 * not in t's plane: the one point where it crosses the plane. */
static void find_pierce(const tri_d *seg, const int s[3], const tri_d *t,
                        isect_tri_tri_result3 *r) {
    const double *ends[2];
    spanning(seg, ends);
    int s0 = 0, s1 = 0;
    for (int m = 0; m < 3; m++) {
        s0 = seg->v[m] == ends[0] ? s[m] : s0;
        s1 = seg->v[m] == ends[1] ? s[m] : s1;
    }
    double x[3];
    crossed_plane plane = {t, false, {{0}, {0}, {0}, 0}};
    edge_plane_point(ends[0], ends[1], s0 == 0, s1 == 0, &plane, x);
    isect_lin line = isect_inc_segment(3, ends[0], ends[1]);
    for (int m = 0; m < 3; m++) { /* at a vertex of either: exactly */
        if (s[m] == 0)
            memcpy(x, seg->v[m], sizeof x);
        else if (s0 != 0 && s1 != 0 && isect_inc_on_lin(&line, t->v[m]))
            memcpy(x, t->v[m], sizeof x);
    }
    r->point[0] = dv_out3(x, &r->flags);
    r->count = 1;
}

isect_tri_tri_result3 isect_find_tri3_tri3(const isect_tri3 *a, const isect_tri3 *b) {
    isect_tri_tri_result3 r;
    memset(&r, 0, sizeof r);
    if (!isect_ok_tri3(a) || !isect_ok_tri3(b)) {
        r.flags = ISECT_INVALID;
        return r;
    }
    tri_d A = tri_load(a), B = tri_load(b);
    int sa[3], sb[3];
    int kind = sides_of(&A, &B, sa, sb);
    if (kind == 0)
        return r;
    if (kind == 1) {
        tri_canon c = canon_of(&A, &B, sa, sb);
        if (!canon_meets(&c))
            return r;
        r.hit = true;
        find_crossing(&A, &B, &c, &r);
        return r;
    }
    if (!special_meet(&A, &B))
        return r;
    r.hit = true;
    bool da = collinear(&A), db = collinear(&B);
    if (da || db)
        r.flags |= ISECT_DEGENERATE;
    if (da != db && !all_zero(da ? sa : sb)) { /* a segment through the other's plane */
        find_pierce(da ? &A : &B, da ? sa : sb, da ? &B : &A, &r);
        return r;
    }
    r.coplanar = true;
    find_flat(&A, &B, da, db, &r);
    return r;
}
