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

#include "isect/overlap.h"

#include "base/inline.h"
#include "base/vec.h"
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

/* Two closed triangles: the derivation at the top. */
bool isect_test_tri3_tri3(const isect_tri3 *a, const isect_tri3 *b) {
    if (!isect_ok_tri3(a) || !isect_ok_tri3(b))
        return false;
    tri_d A = tri_load(a), B = tri_load(b);
    int sa[3], sb[3];
    plane_sides(&B, &A, sa); /* a's vertices against b's plane */
    if (one_side(sa))
        return false;
    plane_sides(&A, &B, sb);
    if (one_side(sb))
        return false;
    if (all_zero(sa) || all_zero(sb))
        return special_meet(&A, &B);
    int fa, pa = alone(sa, &fa);
    const double *p1 = A.v[pa], *q1 = A.v[(pa + 1) % 3], *r1 = A.v[(pa + 2) % 3];
    /* T2 = (b0, b1, b2), or (b0, b2, b1) when fa < 0; its sides of P1 keep their signs */
    const double *t2[3] = {B.v[0], B.v[fa > 0 ? 1 : 2], B.v[fa > 0 ? 2 : 1]};
    int s2[3] = {sb[0], sb[fa > 0 ? 1 : 2], sb[fa > 0 ? 2 : 1]};
    int fb, pb = alone(s2, &fb);
    const double *p2 = t2[pb], *q2 = t2[(pb + 1) % 3], *r2 = t2[(pb + 2) % 3];
    if (fb < 0) {
        const double *t = q1;
        q1 = r1;
        r1 = t;
    }
    return isect_sign_orient3d(p1, q1, p2, q2) <= 0 && isect_sign_orient3d(p1, r1, p2, r2) >= 0;
}
