/* Point location (isect/locate.h): a point in a triangle (2D, and in space by its
 * projection), in a tetrahedron and in a convex polyhedron given by its planes; the
 * barycentric coordinates of a point with respect to a triangle.
 *
 * Derivation. Each shape is an intersection of closed half-spaces (half-planes), and the
 * location is read off the exact signs of the point against their boundaries (RTCD
 * 5.4.2, 5.4.3):
 *   triangle in the plane   s_i = orient2d(v_i, v_{i+1}, p), o = orient2d(v0, v1, v2):
 *                           sum_i orient2d(v_i, v_{i+1}, p) = o (the three sub-triangles
 *                           tile the triangle with signed areas), so for o != 0 not all
 *                           s_i are 0, and p is inside exactly when every s_i has o's
 *                           sign, on the boundary when every s_i has o's sign or is 0;
 *   triangle in space       e_i = n . ((v_{i+1} - p) x (v_{i+2} - p)), n = (v1 - v0) x
 *                           (v2 - v0): the same signed areas for p's projection, times
 *                           |n| (moving p along n adds n x (...) terms orthogonal to n),
 *                           and e_0 + e_1 + e_2 = n . n > 0; the exact degree-4 sign of
 *                           sign/dist_sign.h (isect_sign_cross_cross: a filter, then
 *                           expansions);
 *   tetrahedron             o_i = orient3d with p in place of v_i: sum_i o_i = o, the
 *                           four sub-tetrahedra tiling the solid (RTCD 3.4's volumes);
 *   hull by planes          s_j = sign(n_j . p - d_j) (sign/plane_sign.h).
 * A degenerate triangle or tetrahedron (o == 0, or n == 0: collinear vertices, decided
 * exactly) is the convex hull of its vertices, a set with no interior: a collinear
 * triangle is the union of its three closed edges (the longest holds the others), a flat
 * tetrahedron the union of its four closed faces (Caratheodory: in the plane the four
 * points span, every point of their hull lies in a triangle of three of them), each a
 * point in its plane or, collinear itself, the union of its edges.
 *
 * Barycentric coordinates (RTCD 3.4): lambda_i = A_i / A with A = o (2D) or n . n (3D)
 * and A_i = orient2d(p, v_{i+1}, v_{i+2}) (2D) or e_i (3D), evaluated in double-double:
 *   in the plane  (v_{i+1} - p) x (v_{i+2} - p) from the differences split exactly
 *                 (isect_dd_diff) by exact/dd.h's isect_dd_cross: within u |value| +
 *                 16 u^2 M (M the leading products' magnitudes; the six tail products and
 *                 three sums round at most 16 u^2 M); accepted when |value| > 2^-36 M, so
 *                 within u (1 + 2^-13) |value|;
 *   in space      the normals n and m_i = (v_{i+1} - p) x (v_{i+2} - p) unrounded, s_k + l_k
 *                 within 16 u^2 M_k per component (exact/dd_orient.h), and n . m_i as
 *                 sum_k (s_k + l_k)(t_k + r_k): s_k t_k exactly (two-product, two-sum),
 *                 the rest in plain arithmetic. With Q = sum_k (|s_k| + |l_k| + M_k)
 *                 (|t_k| + |r_k| + M'_k), the components' errors cost at most 33 u^2 Q,
 *                 the rounded tails 10 u^2 Q and the plain sums of the remainders 54 u^2 Q:
 *                 below 100 u^2 Q before the final rounding. Accepted when |value| >
 *                 2^-42 Q (and Q, every M_k in the range where these bounds hold): within
 *                 u (1 + 2^-4) |value|. n . n likewise.
 * An accepted value's sign is exact and non-zero, so four accepted values decide the
 * location too; the quotient adds a rounding: about 3.2 u in all, documented as 10 u.
 * Where a certificate fails (a zero or tiny A_i, p on or near an edge's line; cancellation
 * in the normal of a sliver; extreme magnitudes), the location comes from the exact signs
 * and the numerators and the denominator are evaluated exactly (expansions, integers
 * beyond their range; exact/) and rounded once each (a few units of 2^-53:
 * isect_xp_approx), then divided. A coordinate whose exact sign is 0 is reported as 0. */
#include "isect/locate.h"

#include <float.h>
#include <math.h>

#include "isect/valid.h"

#include "base/inline.h"
#include "exact/dd_orient.h"
#include "exact/expansion.h"
#include "exact/scale.h"
#include "sign/dist_sign.h"
#include "sign/incidence.h"
#include "sign/plane_sign.h"
#include "sign/predicates.h"
#include "sign/valid.h"

/* ---- Signs ------------------------------------------------------------------------ */

/* orient2d(a, b, c), exactly: the inline filter, then the exact predicate. */
ISECT_INLINE int orient2(const double *a, const double *b, const double *c) {
    int sign;
    if (isect_filter_orient2d(a[0], a[1], b[0], b[1], c[0], c[1], &sign))
        return sign;
    return isect_inc_orient2(a, b, c);
}

/* orient3d(a, b, c, d), exactly. */
ISECT_INLINE int orient3(const double *a, const double *b, const double *c, const double *d) {
    int sign;
    if (isect_filter_orient3d(a, b, c, d, &sign))
        return sign;
    return isect_sign_orient3d(a, b, c, d);
}

/* e_i's sign: n . ((x - p) x (y - p)), n = (v1 - v0) x (v2 - v0). */
static int edge_sign3(const double (*v)[3], const double *x, const double *y, const double *p) {
    return isect_sign_cross_cross(v[0], v[1], v[0], v[2], p, x, p, y);
}

/* Is p on the closed segment uv (dim 2 or 3), exactly? */
static bool on_segment(int dim, const double *u, const double *v, const double *p) {
    isect_lin seg = isect_inc_segment(dim, u, v);
    return isect_inc_on_lin(&seg, p);
}

/* Is p on the union of the closed edges of the triangle abc (a collinear one: its
 * spanning segment)? */
static bool on_edges(int dim, const double *a, const double *b, const double *c, const double *p) {
    return on_segment(dim, a, b, p) || on_segment(dim, b, c, p) || on_segment(dim, c, a, p);
}

/* From the signs s[0..n-1] and the orientation o != 0: INSIDE when all equal o,
 * ON_BOUNDARY when all are o or 0, OUTSIDE when one is -o. */
static isect_location from_signs(const int *s, int n, int o) {
    bool zero = false;
    for (int i = 0; i < n; i++) {
        if (s[i] == -o)
            return ISECT_OUTSIDE;
        zero |= s[i] == 0;
    }
    return zero ? ISECT_ON_BOUNDARY : ISECT_INSIDE;
}

/* ---- Triangles ---------------------------------------------------------------------- */

typedef struct tri_d {
    double v[3][3]; /* z = 0 in the plane */
    double p[3];
    int dim;
} tri_d;

static tri_d tri_of2(isect_vec2 p, const isect_tri2 *tri) {
    tri_d t = {{{0}}, {p.x, p.y, 0}, 2};
    for (int i = 0; i < 3; i++) {
        t.v[i][0] = tri->v[i].x;
        t.v[i][1] = tri->v[i].y;
    }
    return t;
}

static tri_d tri_of3(isect_vec3 p, const isect_tri3 *tri) {
    tri_d t = {{{0}}, {p.x, p.y, p.z}, 3};
    for (int i = 0; i < 3; i++) {
        t.v[i][0] = tri->v[i].x;
        t.v[i][1] = tri->v[i].y;
        t.v[i][2] = tri->v[i].z;
    }
    return t;
}

/* The location of t.p and the signs of the coordinates' numerators (sign[i] for v_i,
 * oriented so that > 0 is the inner side); *o = 0 for a degenerate triangle. */
static isect_location tri_locate(const tri_d *t, int *sign, int *o) {
    const double(*v)[3] = t->v;
    if (t->dim == 2) {
        *o = orient2(v[0], v[1], v[2]);
        if (*o == 0)
            return on_edges(2, v[0], v[1], v[2], t->p) ? ISECT_ON_BOUNDARY : ISECT_OUTSIDE;
        for (int i = 0; i < 3; i++)
            sign[i] = *o * orient2(v[(i + 1) % 3], v[(i + 2) % 3], t->p);
        return from_signs(sign, 3, 1);
    }
    isect_vec3 a = {(isect_real)v[0][0], (isect_real)v[0][1], (isect_real)v[0][2]};
    isect_vec3 b = {(isect_real)v[1][0], (isect_real)v[1][1], (isect_real)v[1][2]};
    isect_vec3 c = {(isect_real)v[2][0], (isect_real)v[2][1], (isect_real)v[2][2]};
    if (isect_collinear3(a, b, c)) { /* exact: the coordinates are isect_reals */
        *o = 0;
        return on_edges(3, v[0], v[1], v[2], t->p) ? ISECT_ON_BOUNDARY : ISECT_OUTSIDE;
    }
    *o = 1;
    for (int i = 0; i < 3; i++)
        sign[i] = edge_sign3(v, v[(i + 1) % 3], v[(i + 2) % 3], t->p);
    return from_signs(sign, 3, 1);
}

/* The full path of the triangle queries: every sign exact, degenerate triangles. */
ISECT_NOINLINE static isect_location tri_full(const tri_d *t) {
    int sign[3], o;
    return tri_locate(t, sign, &o);
}

/* From the orientation o and the signs s0, s1, s2 of the three sub-triangles, each
 * certified non-zero: INSIDE when all agree with o. */
ISECT_INLINE isect_location agree(int o, int s0, int s1, int s2) {
    return ((s0 == o) & (s1 == o) & (s2 == o)) ? ISECT_INSIDE : ISECT_OUTSIDE;
}

/* The fast path: the three s_i = orient2d(v_i, v_{i+1}, p), each in double with the
 * degree-2 filter's bound (exact/filter.h: (k + 1) u m + 2^-1000 covers every underflow,
 * sign/predicates.h). When all three are certified non-zero they decide without the
 * triangle's own orientation o: o = s_0 + s_1 + s_2 exactly (as values), so three equal
 * signs are o's (INSIDE), and mixed signs put p outside (for o != 0 one differs from o;
 * for o = 0 a point on the collinear triangle would make every s_i 0). Scalars only (a
 * triangle copied to memory cost a store-forwarding stall per query); anything else -- a
 * zero, a doubt, a NaN -- goes to the full path. */
isect_location isect_classify_point2_tri2(isect_vec2 p, const isect_tri2 *tri) {
    if (!isect_ok_tri2(tri) || !isect_ok_vec2(p))
        return ISECT_LOCATION_INVALID;
    double ax = tri->v[0].x, ay = tri->v[0].y, bx = tri->v[1].x, by = tri->v[1].y;
    double cx = tri->v[2].x, cy = tri->v[2].y, px = p.x, py = p.y;
    int s0, s1, s2;
    bool certain = isect_fx_nonzero_deg2(isect_fx_orient2d(ax, ay, bx, by, px, py), &s0);
    certain &= isect_fx_nonzero_deg2(isect_fx_orient2d(bx, by, cx, cy, px, py), &s1);
    certain &= isect_fx_nonzero_deg2(isect_fx_orient2d(cx, cy, ax, ay, px, py), &s2);
    if (certain)
        return agree(s0, s1, s2, s0);
    tri_d t = tri_of2(p, tri);
    return tri_full(&t);
}

/* n . (f x g) as a filtered value. */
ISECT_INLINE isect_fx fx_edge(const isect_fx *n, const isect_fx *f, const isect_fx *g) {
    isect_fx m[3];
    fx_cross(f, g, m);
    return fx_dot(n, m, 3);
}

/* The fast path: n = (b - a) x (c - a) and e_i = n . ((v_{i+1} - p) x (v_{i+2} - p)) in
 * double with the filter's bound (k + 1) u m, valid when no leaf (a coordinate
 * difference) is small enough for a degree-4 product to underflow (fx_leaves_tiny; never
 * in the float build). Three e_i certified non-zero decide (they cannot be for a
 * collinear triangle, whose e_i are all exactly 0). */
isect_location isect_classify_point3_tri3(isect_vec3 p, const isect_tri3 *tri) {
    if (!isect_ok_tri3(tri) || !isect_ok_vec3(p))
        return ISECT_LOCATION_INVALID;
    const isect_vec3 *v = tri->v;
    isect_fx l[15]; /* b - a, c - a, then v_j - p for j = 0, 1, 2 */
    l[0] = fx_diff(v[1].x, v[0].x), l[1] = fx_diff(v[1].y, v[0].y), l[2] = fx_diff(v[1].z, v[0].z);
    l[3] = fx_diff(v[2].x, v[0].x), l[4] = fx_diff(v[2].y, v[0].y), l[5] = fx_diff(v[2].z, v[0].z);
    for (int j = 0; j < 3; j++) {
        l[6 + 3 * j] = fx_diff(v[j].x, p.x);
        l[7 + 3 * j] = fx_diff(v[j].y, p.y);
        l[8 + 3 * j] = fx_diff(v[j].z, p.z);
    }
    if (!fx_leaves_tiny(l, 15, 4)) {
        isect_fx n[3];
        fx_cross(l, l + 3, n);
        isect_fx e0 = fx_edge(n, l + 9, l + 12), e1 = fx_edge(n, l + 12, l + 6);
        isect_fx e2 = fx_edge(n, l + 6, l + 9);
        bool certain = fx_certain_abs(e0, 0, false);
        certain &= fx_certain_abs(e1, 0, false);
        certain &= fx_certain_abs(e2, 0, false);
        double v0 = fx_v(e0), v1 = fx_v(e1), v2 = fx_v(e2);
        int inside = (v0 > 0) & (v1 > 0) & (v2 > 0);
        if (certain)
            return inside ? ISECT_INSIDE : ISECT_OUTSIDE;
    }
    tri_d t = tri_of3(p, tri);
    return tri_full(&t);
}

/* ---- Barycentric coordinates ----------------------------------------------------------- */

/* A component of a double-double normal is usable when it is exactly 0 or its leading
 * products' magnitude M lies where dd_orient.h's bound 16 u^2 M holds. */
static bool dd_range(const isect_dd_normal *n) {
    bool ok = true;
    for (int k = 0; k < 3; k++)
        ok &= (n->mag[k] == 0) | ((n->mag[k] > 0x1p-900) & (n->mag[k] < 0x1p990));
    return ok;
}

/* n . m for two double-double normals (s + l each), certified within 0.05 u |value|
 * before its final rounding (the top's bound); false when not. */
static bool dd_normal_dot(const isect_dd_normal *n, const isect_dd_normal *m, double *out) {
    double acc = 0, small = 0, q = 0;
    for (int k = 0; k < 3; k++) {
        double r = n->s[k] * m->s[k];
        small += isect_dd_prod_err(n->s[k], m->s[k], r) +
                 (n->s[k] * m->l[k] + n->l[k] * m->s[k] + n->l[k] * m->l[k]);
        isect_dd sum = isect_dd_diff(acc, -r);
        acc = sum.hi;
        small += sum.lo;
        q += (fabs(n->s[k]) + fabs(n->l[k]) + n->mag[k]) *
             (fabs(m->s[k]) + fabs(m->l[k]) + m->mag[k]);
    }
    *out = acc + small;
    return (q > 0x1p-800) & (q < 0x1p990) & (fabs(*out) > 0x1p-42 * q);
}

/* orient2d's value (b - p) x (c - p) in double-double (exact/dd.h's isect_dd_cross: within
 * u |value| + 16 u^2 M, M the leading products' magnitudes); false unless certified within
 * u (1 + 2^-13) |value|: |value| > 2^-36 M, M in the range where the bound holds. */
static bool dd_orient2(const double *p, const double *b, const double *c, double *out) {
    isect_dd ux = isect_dd_diff(b[0], p[0]), uy = isect_dd_diff(b[1], p[1]);
    isect_dd wx = isect_dd_diff(c[0], p[0]), wy = isect_dd_diff(c[1], p[1]);
    double m = fabs(ux.hi * wy.hi) + fabs(uy.hi * wx.hi);
    *out = isect_dd_cross(ux, uy, wx, wy);
    return (m > 0x1p-900) & (m < 0x1p990) & (fabs(*out) > 0x1p-36 * m);
}

/* The numerators num[i] and the denominator den, each certified to a relative error of
 * about u (the top's bounds): their signs are then exact and non-zero. */
static bool bary_fast(const tri_d *t, double *num, double *den) {
    const double(*v)[3] = t->v;
    if (t->dim == 2) {
        bool ok = dd_orient2(v[0], v[1], v[2], den);
        for (int i = 0; i < 3; i++)
            ok &= dd_orient2(t->p, v[(i + 1) % 3], v[(i + 2) % 3], &num[i]);
        return ok;
    }
    isect_dd_normal n, m;
    isect_dd_normal_of(v[0], v[1], v[2], &n);
    bool ok = dd_range(&n) && dd_normal_dot(&n, &n, den);
    for (int i = 0; i < 3 && ok; i++) {
        isect_dd_normal_of(t->p, v[(i + 1) % 3], v[(i + 2) % 3], &m);
        ok = dd_range(&m) && dd_normal_dot(&n, &m, &num[i]);
    }
    return ok;
}

/* The exact numerators and denominator, each rounded to m 2^e; false if the arena ran
 * out. Homogeneous of degree 4 (3D) or 2 (2D) in the points: one group. */
ISECT_COLD static bool bary_exact_in(const tri_d *t, bool integer, double *num, int *num_e,
                                     double *den, int *den_e) {
    ISECT_XP_ARENA(arena, 16384);
    double pts[12];
    for (int k = 0; k < 3; k++) {
        for (int i = 0; i < 3; i++)
            pts[3 * i + k] = t->v[i][k];
        pts[9 + k] = t->p[k];
    }
    double *groups[1] = {pts};
    int sizes[1] = {12}, shift[1];
    if (integer)
        isect_exact_prepare_integer(&arena, groups, sizes, 1, shift);
    else
        isect_exact_prepare(&arena, groups, sizes, 1, 4, shift);
    isect_exact_select(&arena, shift[0]);
    isect_xp x[4][3];
    for (int i = 0; i < 4; i++)
        for (int k = 0; k < 3; k++)
            x[i][k] = isect_xp_of(&arena, pts[3 * i + k]);
    isect_xp e1[3], e2[3], n[3];
    isect_xp_diff3(&arena, x[1], x[0], e1);
    isect_xp_diff3(&arena, x[2], x[0], e2);
    isect_xp_cross3(&arena, e1, e2, n);
    /* 2D: the z component; 3D: n . n */
    isect_xp d = t->dim == 2 ? n[2] : isect_xp_dot3(&arena, n, n);
    *den = isect_xp_approx(d, den_e);
    for (int i = 0; i < 3; i++) {
        isect_xp f1[3], f2[3], m[3];
        isect_xp_diff3(&arena, x[(i + 1) % 3], x[3], f1);
        isect_xp_diff3(&arena, x[(i + 2) % 3], x[3], f2);
        isect_xp_cross3(&arena, f1, f2, m);
        isect_xp a = t->dim == 2 ? m[2] : isect_xp_dot3(&arena, n, m);
        num[i] = isect_xp_approx(a, &num_e[i]);
    }
    return !arena.full;
}

/* Expansions first, integers if they outgrow the arena. */
static void bary_exact(const tri_d *t, double *num, int *num_e, double *den, int *den_e) {
    if (!bary_exact_in(t, false, num, num_e, den, den_e))
        (void)bary_exact_in(t, true, num, num_e, den, den_e);
}

/* The coordinate x (a double, or m 2^e) as an isect_real with the exact sign s:
 * saturated beyond the range (ISECT_SATURATED), the smallest subnormal of its sign where
 * it would round to 0. */
static isect_real bary_out(double x, int e, int s, unsigned *flags) {
#if ISECT_USE_DOUBLE
    const double max = DBL_MAX, tiny = 0x1p-1074;
#else
    const double max = FLT_MAX, tiny = 0x1p-149;
#endif
    if (s == 0)
        return 0;
    /* |x| in (0.25, 4) or [2^-1000, 2^1000]: split e so that no step rounds twice */
    double y = x;
    if (e > 0) {
        y = ldexp(y, e > 2000 ? 2000 : e);
    } else if (e < 0) {
        int first = e < -1000 ? -1000 : e;
        y = ldexp(y, first);
        y = ldexp(y, e - first);
    }
    isect_real r;
    if (!(fabs(y) <= max)) {
        *flags |= ISECT_SATURATED;
        r = (isect_real)(s > 0 ? max : -max);
    } else {
        r = (isect_real)y;
    }
    if (r == 0)
        r = (isect_real)(s > 0 ? tiny : -tiny);
    return r;
}

static isect_barycentric_result barycentric(const tri_d *t) {
    isect_barycentric_result r = {ISECT_LOCATION_INVALID, {0, 0, 0}, 0};
    double num[3], den, q[3];
    int sign[3], o;
    if (bary_fast(t, num, &den)) {
        bool ok = true;
        for (int i = 0; i < 3; i++) {
            q[i] = num[i] / den;
            sign[i] = q[i] > 0 ? 1 : -1; /* certified: exact and non-zero */
            ok &= fabs(q[i]) >= 0x1p-1000 && fabs(q[i]) <= 0x1p1000;
        }
        if (ok) {
            r.location = from_signs(sign, 3, 1);
            for (int i = 0; i < 3; i++)
                r.bary[i] = bary_out(q[i], 0, sign[i], &r.flags);
            return r;
        }
    }
    r.location = tri_locate(t, sign, &o);
    if (o == 0) {
        r.flags = ISECT_DEGENERATE;
        return r;
    }
    int num_e[3], den_e;
    bary_exact(t, num, num_e, &den, &den_e);
    int dexp;
    double dm = frexp(den, &dexp); /* den > 0 in 3D, != 0 in 2D: o != 0 */
    for (int i = 0; i < 3; i++) {
        int nexp;
        double nm = frexp(num[i], &nexp); /* the quotient of two in [0.5, 1): in (0.5, 2) */
        r.bary[i] =
            bary_out(dm != 0 ? nm / dm : 0, nexp - dexp + num_e[i] - den_e, sign[i], &r.flags);
    }
    return r;
}

isect_barycentric_result isect_barycentric_point2_tri2(isect_vec2 p, const isect_tri2 *tri) {
    if (!isect_ok_tri2(tri) || !isect_ok_vec2(p))
        return (isect_barycentric_result){ISECT_LOCATION_INVALID, {0, 0, 0}, ISECT_INVALID};
    tri_d t = tri_of2(p, tri);
    return barycentric(&t);
}

isect_barycentric_result isect_barycentric_point3_tri3(isect_vec3 p, const isect_tri3 *tri) {
    if (!isect_ok_tri3(tri) || !isect_ok_vec3(p))
        return (isect_barycentric_result){ISECT_LOCATION_INVALID, {0, 0, 0}, ISECT_INVALID};
    tri_d t = tri_of3(p, tri);
    return barycentric(&t);
}

/* ---- Tetrahedra ------------------------------------------------------------------------ */

/* Is p in the closed triangle abc in space (a point in its plane whose projection lies in
 * the triangle; collinear: on its edges)? */
static bool in_tri3(const double *a, const double *b, const double *c, const double *p) {
    tri_d t = {{{a[0], a[1], a[2]}, {b[0], b[1], b[2]}, {c[0], c[1], c[2]}}, {p[0], p[1], p[2]}, 3};
    int sign[3], o;
    isect_location loc = tri_locate(&t, sign, &o);
    if (o == 0)
        return loc != ISECT_OUTSIDE;
    return loc != ISECT_OUTSIDE && orient3(a, b, c, p) == 0;
}

isect_location isect_classify_point3_tet3(isect_vec3 p, const isect_tet3 *tet) {
    if (!tet || !isect_ok_vec3(p))
        return ISECT_LOCATION_INVALID;
    double v[4][3], q[3] = {p.x, p.y, p.z};
    for (int i = 0; i < 4; i++) {
        if (!isect_ok_vec3(tet->v[i]))
            return ISECT_LOCATION_INVALID;
        v[i][0] = tet->v[i].x;
        v[i][1] = tet->v[i].y;
        v[i][2] = tet->v[i].z;
    }
    int o = orient3(v[0], v[1], v[2], v[3]);
    if (o == 0) {
        for (int i = 0; i < 4; i++)
            if (in_tri3(v[(i + 1) % 4], v[(i + 2) % 4], v[(i + 3) % 4], q))
                return ISECT_ON_BOUNDARY;
        return ISECT_OUTSIDE;
    }
    /* o_i: v_i replaced by p, in the order v0 v1 v2 v3 */
    int s[4] = {orient3(q, v[1], v[2], v[3]), orient3(v[0], q, v[2], v[3]),
                orient3(v[0], v[1], q, v[3]), orient3(v[0], v[1], v[2], q)};
    return from_signs(s, 4, o);
}

/* ---- Hulls by planes ----------------------------------------------------------------- */

/* The exact sign of dot(n, x) - o for a plane checked valid. */
ISECT_NOINLINE static int plane_sign_full(const isect_plane3 *pl, const double *x) {
    double n[3] = {pl->normal.x, pl->normal.y, pl->normal.z};
    return isect_exact_plane_side(n, x, pl->offset);
}

/* Each plane is checked (isect_ok_plane3, the definition isect_valid_hull3 uses) and its
 * side filtered in double (sign/plane_sign.h's isect_fx_plane_side: degree 2, (k + 1) u m
 * + 2^-1000 covers underflow), the exact sign only where the filter doubts. The first
 * plane with p certainly outside ends the loop after the remaining planes are checked (an
 * invalid plane anywhere makes the answer invalid). */
isect_location isect_classify_point3_hull3(isect_vec3 p, const isect_hull3 *hull) {
    if (!hull || hull->plane_count == 0 || !hull->planes || !isect_ok_vec3(p))
        return ISECT_LOCATION_INVALID;
    if (hull->vert_count && !isect_valid_hull3(hull)) /* the vertices too */
        return ISECT_LOCATION_INVALID;
    double x[3] = {p.x, p.y, p.z};
    bool zero = false;
    size_t count = hull->plane_count;
    for (size_t j = 0; j < count; j++) {
        const isect_plane3 *pl = &hull->planes[j];
        if (!isect_ok_plane3(pl))
            return ISECT_LOCATION_INVALID;
        double n[3] = {pl->normal.x, pl->normal.y, pl->normal.z};
        isect_fx v = isect_fx_plane_side(n, x, pl->offset);
        int s = fx_v(v) > 0 ? 1 : -1;
        if (!fx_certain_abs(v, 0x1p-1000, false))
            s = plane_sign_full(pl, x);
        if (s > 0) {
            bool ok = true;
            for (size_t k = j + 1; k < count; k++)
                ok &= isect_ok_plane3(&hull->planes[k]);
            return ok ? ISECT_OUTSIDE : ISECT_LOCATION_INVALID;
        }
        zero |= s == 0;
    }
    return zero ? ISECT_ON_BOUNDARY : ISECT_INSIDE;
}
