/* The point of a triangle closest to a point (RTCD 5.1.5), and the exact disc- and
 * ball-triangle tests built on the same signs (RTCD 5.2.7).
 *
 * Derivation. The closed triangle T = v0 v1 v2 is convex, so the point of T closest to p
 * is the unique q in T with p - q in T's normal cone at q. The cones split space into
 * Voronoi regions, one per feature (RTCD 5.1.5), tested in Ericson's order:
 *
 *   vertex i:  p lies in the start region of edge i (v_i -> v_{i+1}) and in the end
 *              region of edge i - 1 (v_{i-1} -> v_i): sign((v_i - p).(v_{i+1} - v_i)) >= 0
 *              and sign((v_i - p).(v_i - v_{i-1})) <= 0 -- the end regions of
 *              point_lin.c, degree 2;
 *   edge i:    p lies strictly between the ends of edge i and outside it or on it:
 *              e_i = n.((v_i - p) x (v_{i+1} - p)) <= 0, n = (v1 - v0) x (v2 - v0);
 *   face:      otherwise (then every e_i > 0: p projects into the open triangle).
 *
 * e_i is RTCD's va/vb/vc rewritten by Lagrange's identity: (ab.ap)(ac.bp) - (ab.bp)(ac.ap)
 * = (ab x ac).(ap x bp); it is the signed area of the triangle v_i v_{i+1} p' (p' = p's
 * projection onto the plane) times |n|, degree 4 in the inputs. In the plane it is
 * sign(orient(v0, v1, v2)) orient(v_i, v_{i+1}, p). Every sign is exact (a filter, then
 * exact arithmetic), so the region -- and the feature reported -- is the true one; on a
 * region boundary the earlier test wins, which makes the feature the lowest-dimensional
 * one holding the closest point (the closed vertex cones are disjoint, and so are the
 * edge regions with "strictly between").
 *
 * The face point is p - (n.(p - v0) / n.n) n, and the barycentric coordinates are
 * e_i / n.n (e_0 + e_1 + e_2 = n.n for every p): RTCD 5.1.5 forms the point from the
 * coordinates instead, which loses accuracy for slivers; here the point never depends on
 * them. n comes from double-double differences (isect_dd_cross), accurate to a relative
 * u, on positions brought into [2^-166, 2^166] by one power of two; where n.n leaves the
 * safe range the values are computed exactly and rounded once.
 *
 * A collinear triangle (n == 0, decided exactly) is the segment between its outermost
 * vertices: edge i for the first i whose segment contains the third vertex.
 *
 * Ball test: dist(c, T) <= r exactly when either c's projection lies in the closed
 * triangle (every e_i >= 0) and its distance to the plane is at most r, i.e.
 * (n.(c - v0))^2 <= r^2 n.n (degree 6), or c lies within r of an edge it lies outside of
 * (e_i < 0: the closest point of T is on one of those edges, and every edge is part of
 * T) -- the exact point-segment-ball sign of ball_sign.c. */
#include "query/closest_point/point_tri.h"

#include "query/closest_point/point_lin.h"
#include "query/closest_point/full_path.h"

#include <math.h>
#include <string.h>
#include <stddef.h>

#include "isect/closest_point.h"

#include "base/inline.h"
#include "exact/dd.h"
#include "construct/plane_cross.h"
#include "exact/dd_orient.h"
#include "exact/expansion.h"
#include "exact/filter.h"
#include "exact/scale.h"
#include "sign/ball_sign.h"
#include "sign/incidence.h"
#include "sign/plane_sign.h"
#include "sign/valid.h"

isect_lin isect_tri_edge(const isect_tri_d *t, int i) {
    return isect_inc_segment(t->dim, t->v[i], t->v[(i + 1) % t->n]);
}

/* ---- Exact signs ------------------------------------------------------------------ */

/* The points pts[0..np-1] (np <= 6) and r as one group of exact numbers; returns the
 * group's shift (a value of degree d is its exact value times 2^(d shift)). */
static int exact_init(const double *const *pts, int np, double r, bool integer, int deg,
                      isect_xp_arena *arena, isect_xp (*out)[3], isect_xp *rx) {
    double pos[19];
    for (int j = 0; j < np; j++)
        for (int k = 0; k < 3; k++)
            pos[3 * j + k] = pts[j][k];
    pos[3 * np] = r;
    double *groups[1] = {pos};
    int sizes[1] = {3 * np + 1}, shift[1];
    if (integer)
        isect_exact_prepare_integer(arena, groups, sizes, 1, shift);
    else
        isect_exact_prepare(arena, groups, sizes, 1, deg, shift);
    isect_exact_select(arena, shift[0]);
    for (int j = 0; j < np; j++)
        for (int k = 0; k < 3; k++)
            out[j][k] = isect_xp_of(arena, pos[3 * j + k]);
    *rx = isect_xp_of(arena, pos[3 * np]);
    return shift[0];
}

/* n = (v1 - v0) x (v2 - v0) exactly, from the exact v0, v1, v2. */
static void exact_normal(isect_xp_arena *arena, isect_xp (*v)[3], isect_xp *n) {
    isect_xp e1[3], e2[3];
    isect_xp_diff3(arena, v[1], v[0], e1);
    isect_xp_diff3(arena, v[2], v[0], e2);
    isect_xp_cross3(arena, e1, e2, n);
}

/* n.((x - p) x (y - p)) exactly. */
ISECT_COLD static int exact_side(const isect_tri_d *t, const double *x, const double *y,
                                 const double *p) {
    ISECT_XP_ARENA(arena, 4096);
    const double *pts[6] = {t->v[0], t->v[1], t->v[2], x, y, p};
    isect_xp pt[6][3], r, n[3], a[3], b[3], m[3];
    exact_init(pts, 6, 0, false, 4, &arena, pt, &r);
    exact_normal(&arena, pt, n);
    isect_xp_diff3(&arena, pt[3], pt[5], a);
    isect_xp_diff3(&arena, pt[4], pt[5], b);
    isect_xp_cross3(&arena, a, b, m);
    isect_xp q = isect_xp_dot3(&arena, n, m);
    return arena.full ? ISECT_SIGN_UNKNOWN : isect_xp_sign(q);
}

/* sign((n.(c - v0))^2 - r^2 n.n), degree 6: expansions, or integers when they outgrow the
 * arena (integer mode always fits). */
ISECT_COLD static int exact_plane_within(const isect_tri_d *t, const double *c, double r,
                                         bool integer) {
    ISECT_XP_ARENA(arena, 4096);
    const double *pts[4] = {t->v[0], t->v[1], t->v[2], c};
    isect_xp pt[4][3], rx, n[3], m[3];
    exact_init(pts, 4, r, integer, 6, &arena, pt, &rx);
    exact_normal(&arena, pt, n);
    isect_xp_diff3(&arena, pt[3], pt[0], m);
    isect_xp h = isect_xp_dot3(&arena, n, m);
    isect_xp lhs = isect_xp_mul(&arena, h, h);
    isect_xp rhs = isect_xp_mul(&arena, isect_xp_mul(&arena, rx, rx), isect_xp_dot3(&arena, n, n));
    isect_xp v = isect_xp_sub(&arena, lhs, rhs);
    return arena.full ? ISECT_SIGN_UNKNOWN : isect_xp_sign(v);
}

/* The filter's leaves: v1 - v0, v2 - v0, then x - p and y - p. */
ISECT_INLINE void fx_tri_leaves(const isect_tri_d *t, const double *x, const double *y,
                                const double *p, isect_fx *l) {
    for (int k = 0; k < 3; k++) {
        l[k] = fx_diff(t->v[1][k], t->v[0][k]);
        l[3 + k] = fx_diff(t->v[2][k], t->v[0][k]);
        l[6 + k] = fx_diff(x[k], p[k]);
        l[9 + k] = fx_diff(y[k], p[k]);
    }
}

int isect_tri_side(const isect_tri_d *t, const double *x, const double *y, const double *p) {
    if (t->dim == 2)
        return t->orient * isect_inc_orient2(x, y, p);
    isect_fx l[12], n[3], m[3];
    fx_tri_leaves(t, x, y, p, l);
    int sign;
    if (!fx_leaves_tiny(l, 12, 4)) {
        fx_cross(l, l + 3, n);
        fx_cross(l + 6, l + 9, m);
        if (fx_sign(fx_dot(n, m, 3), &sign))
            return sign;
    }
    return exact_side(t, x, y, p);
}

/* sign(e_i): > 0 when p (its projection) lies on the polygon's side of edge i. */
static int edge_sign(const isect_tri_d *t, int i, const double *p) {
    return isect_tri_side(t, t->v[i], t->v[(i + 1) % t->n], p);
}

/* sign(dist(c, plane)^2 - r^2), 3D. */
static int plane_within_sign(const isect_tri_d *t, const double *c, double r) {
    isect_fx l[12], n[3];
    fx_tri_leaves(t, c, c, t->v[0], l); /* l + 6: c - v0 (l + 9 again, replaced by r) */
    l[9] = fx_in(r);
    int sign;
    if (!fx_leaves_tiny(l, 10, 6)) {
        fx_cross(l, l + 3, n);
        isect_fx h = fx_dot(n, l + 6, 3);
        isect_fx v = fx_sub(fx_sq(h), fx_mul(fx_sq(l[9]), fx_dot(n, n, 3)));
        if (fx_sign(v, &sign))
            return sign;
    }
    sign = exact_plane_within(t, c, r, false);
    return sign == ISECT_SIGN_UNKNOWN ? exact_plane_within(t, c, r, true) : sign;
}

bool isect_tri_on_line3(const double *a, const double *b, const double *p) {
    isect_vec3 x = {(isect_real)a[0], (isect_real)a[1], (isect_real)a[2]};
    isect_vec3 y = {(isect_real)b[0], (isect_real)b[1], (isect_real)b[2]};
    isect_vec3 z = {(isect_real)p[0], (isect_real)p[1], (isect_real)p[2]};
    return isect_collinear3(x, y, z); /* exact: the coordinates are isect_reals */
}

/* Is the triangle collinear (n == 0), exactly? */
bool isect_tri_collinear(const isect_tri_d *t) {
    if (t->dim == 2)
        return t->orient == 0;
    return isect_tri_on_line3(t->v[0], t->v[1], t->v[2]);
}

bool isect_tri_holds(int dim, const double *a, const double *b, const double *m) {
    isect_lin am = isect_inc_segment(dim, a, m); /* (m - a).(b - m) >= 0 */
    int s = isect_closest_side_sign(&am, ISECT_FROM_B, b);
    return s <= 0 || s == ISECT_SIGN_UNKNOWN;
}

/* A collinear triangle's spanning edge: the first edge i whose segment holds the third
 * vertex k. */
int isect_tri_spanning_edge(const isect_tri_d *t) {
    for (int i = 0; i < 2; i++)
        if (isect_tri_holds(t->dim, t->v[i], t->v[(i + 1) % 3], t->v[(i + 2) % 3]))
            return i;
    return 2; /* v1 lies between v2 and v0 */
}

/* ---- Construction ----------------------------------------------------------------- */

/* The face's values: the step from p to the plane, the distance and the coordinates. */
typedef struct face_d {
    double step[3]; /* point = p - step 2^step_exp */
    double dist;    /* dist 2^dist_exp */
    double bary[3];
    int step_exp[3], dist_exp;
} face_d;

/* The face's values in double-double (see the top) for the triangle abc and the point q,
 * at a scale where nothing overflows or underflows: the normal n = (b - a) x (c - a)
 * rounded from double-double products, D = n.n, h = n.(q - a), and e_i =
 * n.((v_{i+1} - q) x (v_{i+2} - q)) with their sum over the bits of need. False when D
 * leaves the safe range or a coordinate whose exact value is positive (bit i of need) is
 * not certified by rounding. Shared by face_fast and the fast path's face, which run it
 * at their own scale and so compute the same bits. */
typedef struct face_core_d {
    double n[3], D, h, ev[3], sum;
} face_core_d;

ISECT_INLINE bool face_core(const double *a, const double *b, const double *c, const double *q,
                            unsigned need, face_core_d *out) {
    isect_dd e1[3], e2[3], m[3];
    double ap[3], bp[3], cp[3];
    for (int k = 0; k < 3; k++) {
        e1[k] = isect_dd_diff(b[k], a[k]);
        e2[k] = isect_dd_diff(c[k], a[k]);
        m[k] = isect_dd_diff(q[k], a[k]);
        ap[k] = a[k] - q[k];
        bp[k] = b[k] - q[k];
        cp[k] = c[k] - q[k];
    }
    double *n = out->n;
    for (int i = 0; i < 3; i++) {
        int j = (i + 1) % 3, k = (i + 2) % 3;
        n[i] = isect_dd_cross(e1[j], e1[k], e2[j], e2[k]);
    }
    double D = out->D = dv_dot(3, n, n);
    if (!(D > 0x1p-900 && D < 0x1p1000))
        return false;
    double h = 0;
    for (int k = 0; k < 3; k++)
        h += n[k] * m[k].hi + n[k] * m[k].lo;
    /* e_i = n.((v_{i+1} - p) x (v_{i+2} - p)), certified where its exact sign is known to
     * be positive (need): n carries a relative u, the rounded differences u each, the
     * products and sums a few more: 16 u times the sum of the terms' magnitudes bounds
     * the error (the margin 2^-1000 for underflow, far below D) */
    const double *x[3] = {ap, bp, cp};
    double *ev = out->ev, sum = 0;
    for (int i = 0; i < 3; i++) {
        const double *y = x[(i + 1) % 3], *z = x[(i + 2) % 3];
        double w[3], perm = 0;
        dv_cross3(y, z, w);
        for (int k = 0; k < 3; k++)
            perm += fabs(n[k]) *
                    (fabs(y[(k + 1) % 3] * z[(k + 2) % 3]) + fabs(y[(k + 2) % 3] * z[(k + 1) % 3]));
        double ei = dv_dot(3, n, w);
        if ((need >> i & 1) && !(ei > 0x1p-49 * perm + 0x1p-1000))
            return false; /* a sliver whose rounded coordinates decide nothing */
        ev[i] = ei;
        sum += (need >> i & 1) ? ei : 0;
    }
    out->h = h;
    out->sum = sum;
    return true;
}

/* In double-double (see the top); false when a value leaves the safe range or a
 * coordinate whose exact value is positive (bit i of need) is not certified by rounding. */
static bool face_fast(const isect_tri_d *t, const double *p, unsigned need, face_d *out) {
    double pos[12];
    for (int k = 0; k < 3; k++) {
        for (int j = 0; j < 3; j++)
            pos[3 * j + k] = t->v[j][k];
        pos[9 + k] = p[k];
    }
    int e = dv_window_exp(12, pos, 6);
    double a[3], b[3], c[3], q[3];
    for (int k = 0; k < 3; k++) {
        a[k] = dv_scale(pos[k], e);
        b[k] = dv_scale(pos[3 + k], e);
        c[k] = dv_scale(pos[6 + k], e);
        q[k] = dv_scale(pos[9 + k], e);
    }
    face_core_d core;
    if (!face_core(a, b, c, q, need, &core))
        return false;
    const double *n = core.n, *ev = core.ev;
    double D = core.D, h = core.h, sum = core.sum;
    /* divided by their own sum (exactly n.n for the exact values), so that they sum to 1
     * up to rounding however ill-conditioned the sliver */
    for (int i = 0; i < 3; i++)
        out->bary[i] = (need >> i & 1) ? ev[i] / sum : ev[i] / D;
    double k_step = h / D;
    for (int k = 0; k < 3; k++) {
        out->step[k] = k_step * n[k];
        out->step_exp[k] = -e;
    }
    out->dist = fabs(h) / sqrt(D);
    out->dist_exp = -e;
    return isfinite(out->dist) && isfinite(k_step) && isfinite(out->bary[0]) &&
           isfinite(out->bary[1]) && isfinite(out->bary[2]);
}

/* x as m 2^e (exact value rounded, m in [0.5, 1) or 0), given the scale of its degree
 * (subtracted): quotients and products of such mantissas stay in range. */
static double xp_value(isect_xp x, int scale, int *e) {
    int g;
    double m = frexp(isect_xp_approx(x, e), &g);
    *e += g - scale;
    return m;
}

/* The same values from exact ones, each rounded once. False if the arena ran out (ruled
 * out by its size). */
ISECT_COLD static bool face_exact(const isect_tri_d *t, const double *p, face_d *out) {
    ISECT_XP_ARENA(arena, 8192);
    const double *pts[4] = {t->v[0], t->v[1], t->v[2], p};
    isect_xp pt[4][3], r, n[3], m[3], x[3], y[3], w[3];
    int shift = exact_init(pts, 4, 0, false, 4, &arena, pt, &r);
    exact_normal(&arena, pt, n);
    int base = isect_xp_mark(&arena), e_d, e_h, e_n[3], e_v;
    double md = xp_value(isect_xp_dot3(&arena, n, n), 4 * shift, &e_d);
    isect_xp_diff3(&arena, pt[3], pt[0], m);
    double mh = xp_value(isect_xp_dot3(&arena, n, m), 3 * shift, &e_h);
    double mn[3];
    for (int k = 0; k < 3; k++)
        mn[k] = xp_value(n[k], 2 * shift, &e_n[k]);
    for (int i = 0; i < 3; i++) {
        arena.used = base;
        isect_xp_diff3(&arena, pt[(i + 1) % 3], pt[3], x);
        isect_xp_diff3(&arena, pt[(i + 2) % 3], pt[3], y);
        isect_xp_cross3(&arena, x, y, w);
        double mv = xp_value(isect_xp_dot3(&arena, n, w), 4 * shift, &e_v);
        out->bary[i] = dv_scale(mv / md, e_v - e_d);
    }
    if (arena.full || md == 0)
        return false;
    for (int k = 0; k < 3; k++) {
        out->step[k] = mh / md * mn[k];
        out->step_exp[k] = e_h - e_d + e_n[k];
    }
    if (e_d & 1) {
        md *= 2;
        e_d -= 1;
    }
    out->dist = fabs(mh) / sqrt(md);
    out->dist_exp = e_h - e_d / 2;
    return true;
}

/* The closest point is vertex i. */
static void at_vertex(const isect_tri_d *t, int i, const double *p, isect_tri_closest_d *out) {
    for (int k = 0; k < 3; k++)
        out->point[k] = t->v[i][k];
    for (int k = 0; k < 4; k++)
        out->bary[k] = k == i;
    out->feature = (isect_feature){ISECT_FEATURE_VERTEX, i};
    out->free = 0;
    out->meets = true;
    for (int k = 0; k < t->dim; k++)
        out->meets &= p[k] == t->v[i][k];
    out->dist_sq = out->meets ? 0 : isect_closest_dist_sq_points(t->dim, p, t->v[i]);
}

/* The closest point is the point of edge i closest to p (its vertex when that is an end). */
static void on_edge(const isect_tri_d *t, int i, const double *p, isect_tri_closest_d *out) {
    isect_lin lin = isect_tri_edge(t, i);
    isect_closest_d c;
    isect_closest_lin_point(&lin, p, &c);
    out->flags |= c.flags & ISECT_INVALID;
    int j = (i + 1) % t->n;
    if (c.region != ISECT_BETWEEN) {
        at_vertex(t, c.region == ISECT_AT_START ? i : j, p, out);
        return;
    }
    /* strictly between the ends, as the region says, even where t rounded onto one */
    double t_in = c.t > 0 ? (c.t < 1 ? c.t : DV_REAL_BELOW_ONE) : 0x1p-1074;
    /* a point on the edge is its own closest point, exactly */
    bool on_line = t->dim == 2 ? isect_inc_orient2(t->v[i], t->v[j], p) == 0
                               : isect_tri_on_line3(t->v[i], t->v[j], p);
    for (int k = 0; k < 3; k++)
        out->point[k] = on_line ? p[k] : c.point[k];
    if (on_line)
        c.dist_sq = 0;
    for (int k = 0; k < 4; k++)
        out->bary[k] = 0;
    out->bary[i] = 1 - t_in;
    out->bary[j] = t_in;
    out->feature = (isect_feature){ISECT_FEATURE_EDGE, i};
    out->free = 1u << i | 1u << j;
    out->dist_sq = c.dist_sq;
    out->meets = on_line;
}

/* The projection of p onto the plane, strictly inside the polygon. A quadrilateral's
 * coordinates are those of the fan triangle v0 v1 v2 or v0 v2 v3 holding the projection
 * (the first when it lies on the diagonal). */
static void on_face(const isect_tri_d *t, const double *p, isect_tri_closest_d *out) {
    int corner[3] = {0, 1, 2};
    const isect_tri_d *tri = t;
    isect_tri_d fan;
    out->fan = 0;
    int diagonal = t->n == 4 ? isect_tri_side(t, t->v[2], t->v[0], p) : 1;
    if (diagonal < 0) {
        corner[1] = 2;
        corner[2] = 3;
        out->fan = 1;
        fan = *t;
        fan.n = 3;
        for (int k = 0; k < 3; k++) {
            fan.v[1][k] = t->v[2][k];
            fan.v[2][k] = t->v[3][k];
        }
        tri = &fan;
    }
    face_d f;
    unsigned need = diagonal == 0 ? 5u : 7u; /* on the diagonal v1's coordinate is 0 */
    if (!face_fast(tri, p, need, &f) && !face_exact(tri, p, &f)) {
        out->flags = ISECT_INVALID;
        return;
    }
    for (int k = 0; k < 4; k++)
        out->bary[k] = 0;
    for (int k = 0; k < 3; k++) {
        out->point[k] = t->dim == 2 ? p[k] : dv_add_scaled(p[k], -f.step[k], f.step_exp[k]);
        out->bary[corner[k]] = f.bary[k];
    }
    /* a point of the triangle's plane (orient3d == 0, exactly) is its own closest point */
    bool in_plane = t->dim == 2 || isect_sign_orient3d(tri->v[0], tri->v[1], tri->v[2], p) == 0;
    out->meets = in_plane;
    if (in_plane)
        for (int k = 0; k < 3; k++)
            out->point[k] = p[k];
    double dist = in_plane ? 0 : f.dist;
    int e = f.dist_exp;
    /* the square without overflow or underflow on the way: dist's mantissa squared */
    int g;
    double mant = dist == 0 ? 0 : frexp(dist, &g);
    out->dist_sq = dist == 0 ? 0 : dv_scale(mant * mant, 2 * (e + g));
    out->feature = (isect_feature){ISECT_FEATURE_FACE, 0};
    out->free = 1u << corner[0] | 1u << corner[1] | 1u << corner[2];
    if (diagonal == 0) { /* on a quadrilateral's diagonal v0 v2: v1's weight is 0 */
        out->bary[1] = 0;
        out->free &= ~2u;
    }
}

/* ---- The one-pass fast path (a triangle) ------------------------------------------------
 * RTCD 5.1.5's values as filtered values, from the leaves ab, ac, ap, bp, cp:
 * d1 = ab.ap, d2 = ac.ap, d3 = ab.bp, d4 = ac.bp, d5 = ab.cp, d6 = ac.cp, the edge bc's
 * d4 - d3 = bc.bp and d5 - d6 = cb.cp, and va, vb, vc by Ericson's products (each is the
 * e_i of the top), with D = va + vb + vc = n.n. When every one of them is certified
 * non-zero at once (the common case), the regions are Ericson's branches on their
 * signs, and the vertex and edge points come from the same values: t = d1 / (d1 - d3)
 * on ab (d1 - d3 = ab.ab without cancellation there, d1 > 0 > d3), and so on. Anything
 * else -- a zero, an uncertified sign, a leaf that could underflow -- goes the careful
 * way, sign by sign. */

/* Edge i's point at u from the leaves ip = p - v_i, jp = p - v_j, ij = v_j - v_i: the
 * point v_i + u ij and the offset p - point = ip - u ij, both from the nearer end (jp +
 * (1 - u) ij past the middle: 1 - u is exact there), so that a foot near a far vertex
 * keeps the accuracy of its own small differences. The coordinates keep u strictly
 * inside (0, 1). */
static void fast_edge(const isect_tri_d *t, int i, double u, const double *ip, const double *jp,
                      const double *ij, isect_tri_closest_d *out) {
    int j = (i + 1) % 3;
    double tin = u > 0 ? (u < 1 ? u : DV_REAL_BELOW_ONE) : 0x1p-1074, e[3];
    u = dv_clamp(u, 0, 1);
    for (int k = 0; k < 3; k++) {
        out->point[k] = dv_lerp1(t->v[i][k], t->v[j][k], u);
        e[k] = u < 0.5 ? ip[k] - u * ij[k] : jp[k] + (1 - u) * ij[k];
    }
    for (int k = 0; k < 4; k++)
        out->bary[k] = 0;
    out->bary[i] = 1 - tin;
    out->bary[j] = tin;
    out->feature = (isect_feature){ISECT_FEATURE_EDGE, i};
    out->free = 1u << i | 1u << j;
    out->dist_sq = dv_dot(3, e, e);
    out->meets = false; /* strictly off the edge's line: its certified sign is not 0 */
}

static void fast_vertex(const isect_tri_d *t, int i, const double *ip, isect_tri_closest_d *out) {
    for (int k = 0; k < 3; k++)
        out->point[k] = t->v[i][k];
    for (int k = 0; k < 4; k++)
        out->bary[k] = k == i;
    out->feature = (isect_feature){ISECT_FEATURE_VERTEX, i};
    out->free = 0;
    out->dist_sq = dv_dot(3, ip, ip);
    out->meets = false; /* strictly in the vertex's region: p is not the vertex */
}

static bool closest_tri_fast(const isect_tri_d *t, const double *p, isect_tri_closest_d *out) {
    const double *a = t->v[0], *b = t->v[1], *c = t->v[2];
    isect_fx l[15];
    isect_fx *ab = l, *ac = l + 3, *ap = l + 6, *bp = l + 9, *cp = l + 12;
    for (int k = 0; k < 3; k++) {
        ab[k] = fx_diff(b[k], a[k]);
        ac[k] = fx_diff(c[k], a[k]);
        ap[k] = fx_diff(p[k], a[k]);
        bp[k] = fx_diff(p[k], b[k]);
        cp[k] = fx_diff(p[k], c[k]);
    }
    if (fx_leaves_tiny(l, 15, 4))
        return false;
    isect_fx d1 = fx_dot(ab, ap, 3), d2 = fx_dot(ac, ap, 3), d3 = fx_dot(ab, bp, 3);
    isect_fx d4 = fx_dot(ac, bp, 3), d5 = fx_dot(ab, cp, 3), d6 = fx_dot(ac, cp, 3);
    isect_fx bcb = fx_sub(d4, d3), cbc = fx_sub(d5, d6);
    isect_fx vc = fx_sub(fx_mul(d1, d4), fx_mul(d3, d2));
    isect_fx vb = fx_sub(fx_mul(d5, d2), fx_mul(d1, d6));
    isect_fx va = fx_sub(fx_mul(d3, d6), fx_mul(d5, d4));
    isect_fx den = fx_add(va, fx_add(vb, vc));
    /* every sign at once, without a branch per sign */
    const isect_fx all[12] = {d1, d2, d3, d4, d5, d6, bcb, cbc, va, vb, vc, den};
    unsigned sure = fx_v(den) > 0; /* n != 0: not collinear */
    for (int i = 0; i < 12; i++)
        sure &= (unsigned)fx_certain_abs(all[i], 0, false);
    if (!sure)
        return false;
    double vab[3], vac[3], vap[3], vbp[3], vcp[3], vbc[3];
    for (int k = 0; k < 3; k++) {
        vab[k] = fx_v(ab[k]);
        vac[k] = fx_v(ac[k]);
        vap[k] = fx_v(ap[k]);
        vbp[k] = fx_v(bp[k]);
        vcp[k] = fx_v(cp[k]);
        vbc[k] = c[k] - b[k];
    }
    double D1 = fx_v(d1), D2 = fx_v(d2), D3 = fx_v(d3), D6 = fx_v(d6);
    double BCB = fx_v(bcb), CBC = fx_v(cbc);
    out->flags = 0;
    out->fan = -1;
    if (D1 < 0 && D2 < 0)
        fast_vertex(t, 0, vap, out);
    else if (D3 > 0 && BCB < 0)
        fast_vertex(t, 1, vbp, out);
    else if (fx_v(vc) < 0 && D1 > 0 && D3 < 0)
        fast_edge(t, 0, D1 / (D1 - D3), vap, vbp, vab, out);
    else if (D6 > 0 && CBC < 0)
        fast_vertex(t, 2, vcp, out);
    else if (fx_v(vb) < 0 && D2 > 0 && D6 < 0) {
        /* edge 2 runs c -> a: from c, t' = 1 - D2 / (D2 - D6) */
        double u = D6 / (D6 - D2), ca[3];
        for (int k = 0; k < 3; k++)
            ca[k] = -vac[k];
        fast_edge(t, 2, u, vcp, vap, ca, out);
    } else if (fx_v(va) < 0 && BCB > 0 && CBC > 0) /* t from bc itself: d4 - d3 cancels */
        fast_edge(t, 1, dv_dot(3, vbc, vbp) / dv_dot(3, vbc, vbc), vbp, vcp, vbc, out);
    else
        on_face(t, p, out);
    return true;
}

/* Ericson's regions with exact signs (see the top), for a triangle or a convex
 * quadrilateral (the regions of a convex polygon are the same tests, edge by edge). */
void isect_tri_closest(const isect_tri_d *t, const double *p, isect_tri_closest_d *out) {
    out->flags = 0;
    out->fan = -1;
    out->free = 0;
    out->point[2] = 0;
    if (t->n == 3 && closest_tri_fast(t, p, out))
        return;
    if (t->n == 3 && isect_tri_collinear(t)) {
        out->flags = ISECT_DEGENERATE;
        on_edge(t, isect_tri_spanning_edge(t), p, out);
        return;
    }
    const int n = t->n;
    int from_a[4], from_b[4];
    for (int i = 0; i < n; i++) {
        isect_lin edge = isect_tri_edge(t, i);
        from_a[i] = isect_closest_side_sign(&edge, ISECT_FROM_A, p);
        from_b[i] = isect_closest_side_sign(&edge, ISECT_FROM_B, p);
        if (from_a[i] == ISECT_SIGN_UNKNOWN || from_b[i] == ISECT_SIGN_UNKNOWN) {
            out->flags = ISECT_INVALID;
            return;
        }
    }
    for (int i = 0; i < n; i++) {
        if (from_a[i] >= 0 && from_b[(i + n - 1) % n] <= 0) {
            at_vertex(t, i, p, out);
            return;
        }
    }
    for (int i = 0; i < n; i++) {
        if (from_a[i] < 0 && from_b[i] > 0) {
            int s = edge_sign(t, i, p);
            if (s == ISECT_SIGN_UNKNOWN) {
                out->flags = ISECT_INVALID;
                return;
            }
            if (s <= 0) {
                on_edge(t, i, p, out);
                return;
            }
        }
    }
    on_face(t, p, out);
}

/* Is the ball (disc) of radius r about c within reach of the triangle? See the top. */
bool isect_tri_ball_meets(const isect_tri_d *t, const double *c, double r) {
    if (isect_tri_collinear(t)) {
        isect_lin lin = isect_tri_edge(t, isect_tri_spanning_edge(t));
        return isect_sign_lin_ball(&lin, c, r) <= 0;
    }
    if (t->dim == 3) {
        int s = plane_within_sign(t, c, r);
        if (s != 0 && s != -1)
            return false; /* beyond the plane's reach (or no answer: never a guess) */
    }
    bool outside = false;
    for (int i = 0; i < 3; i++) {
        int s = edge_sign(t, i, c);
        if (s == ISECT_SIGN_UNKNOWN)
            return false;
        if (s < 0) {
            isect_lin lin = isect_tri_edge(t, i);
            if (isect_sign_lin_ball(&lin, c, r) <= 0)
                return true;
            outside = true;
        }
    }
    return !outside;
}

/* ---- Public wrappers ------------------------------------------------------------ */

/* A coordinate strictly inside (0, 1) after conversion. */
static isect_real bary_inside(double x, unsigned *flags) {
    isect_real v = dv_out(x, flags);
    if (!(v > 0))
        v = DV_REAL_TRUE_MIN;
    if (!(v < 1))
        v = (isect_real)DV_REAL_BELOW_ONE;
    return v;
}

void isect_tri_finish_bary(const isect_tri_closest_d *c, isect_real *bary, unsigned *flags) {
    for (int i = 0; i < 4; i++) {
        if (!(c->free >> i & 1))
            bary[i] = (isect_real)c->bary[i]; /* exactly 0 or 1 */
        else if (c->feature.kind == ISECT_FEATURE_EDGE && c->bary[i] >= 1)
            bary[i] = 1; /* the far end's weight below the rounding of 1 */
        else
            bary[i] = bary_inside(c->bary[i], flags);
    }
}

isect_tri_d isect_tri_of2(const isect_tri2 *tri) {
    isect_tri_d t = {2, 3, {{0}}, 0};
    for (int j = 0; j < 3; j++)
        dv_from2(t.v[j], tri->v[j]);
    t.orient = isect_inc_orient2(t.v[0], t.v[1], t.v[2]);
    return t;
}

isect_tri_d isect_tri_of3(const isect_tri3 *tri) {
    isect_tri_d t;
    t.dim = 3;
    t.n = 3;
    t.orient = 0;
    for (int j = 0; j < 3; j++)
        dv_from3(t.v[j], tri->v[j]);
    return t;
}

isect_closest_feature_result2 isect_tri_result2(const isect_tri_closest_d *c, isect_vec2 p) {
    isect_closest_feature_result2 r;
    if (c->flags & ISECT_INVALID) {
        memset(&r, 0, sizeof r);
        r.flags = ISECT_INVALID;
        return r;
    }
    r.flags = c->flags;
    r.bary_a[1] = r.bary_a[2] = r.bary_a[3] = 0; /* every field set: no memset on this path */
    r.dist_sq = dv_out_dist_sq(c->dist_sq, c->meets, &r.flags);
    r.point_a = p;
    r.point_b = dv_out2(c->point, &r.flags);
    r.bary_a[0] = 1;
    r.feature_a = (isect_feature){ISECT_FEATURE_VERTEX, 0};
    r.feature_b = c->feature;
    isect_tri_finish_bary(c, r.bary_b, &r.flags);
    return r;
}

/* t = |o_a| / (|o_a| + |o_b|) from the weights, then one rounding. */
double isect_tri_crossing_t(const double *v0, const double *v1, const double *v2,
                            const isect_lin *seg) {
    double w[2];
    isect_crossing_weights(v0, v1, v2, seg->a, seg->b, w);
    double t = w[0] + w[1] > 0 ? w[0] / (w[0] + w[1]) : 0.5;
    return t > 0 ? (t < 1 ? t : DV_BELOW_ONE) : 0x1p-1074;
}

bool isect_tri_pierce(const isect_tri_d *t, const isect_lin *seg, int *side) {
    const double *p = seg->a, *q = seg->b;
    int sp = isect_sign_orient3d(t->v[0], t->v[1], t->v[2], p);
    int sq = isect_sign_orient3d(t->v[0], t->v[1], t->v[2], q);
    if (sp * sq >= 0)
        return false;
    int pos = 0, neg = 0, s[3];
    for (int i = 0; i < 3; i++) {
        s[i] = isect_sign_orient3d(p, q, t->v[i], t->v[(i + 1) % 3]);
        pos |= s[i] > 0;
        neg |= s[i] < 0;
    }
    if (pos && neg)
        return false;
    for (int i = 0; side && i < 3; i++)
        side[i] = s[i];
    return true;
}

/* RTCD 5.1.5 in plain double, as printed: a guess for the fast paths (point_tri.h). */
double isect_tri_plain_dist_sq(const double *p, const double *const *v) {
    double ab[3], ac[3], ap[3], bp[3], cp[3], e[3];
    for (int i = 0; i < 3; i++) {
        ab[i] = v[1][i] - v[0][i];
        ac[i] = v[2][i] - v[0][i];
        ap[i] = p[i] - v[0][i];
        bp[i] = p[i] - v[1][i];
        cp[i] = p[i] - v[2][i];
    }
    double d1 = dv_dot(3, ab, ap), d2 = dv_dot(3, ac, ap);
    if (d1 <= 0 && d2 <= 0)
        return dv_dot(3, ap, ap);
    double d3 = dv_dot(3, ab, bp), d4 = dv_dot(3, ac, bp);
    if (d3 >= 0 && d4 <= d3)
        return dv_dot(3, bp, bp);
    double vc = d1 * d4 - d3 * d2;
    if (vc <= 0 && d1 >= 0 && d3 <= 0) {
        double t = d1 / (d1 - d3);
        for (int i = 0; i < 3; i++)
            e[i] = ap[i] - t * ab[i];
        return dv_dot(3, e, e);
    }
    double d5 = dv_dot(3, ab, cp), d6 = dv_dot(3, ac, cp);
    if (d6 >= 0 && d5 <= d6)
        return dv_dot(3, cp, cp);
    double vb = d5 * d2 - d1 * d6;
    if (vb <= 0 && d2 >= 0 && d6 <= 0) {
        double t = d2 / (d2 - d6);
        for (int i = 0; i < 3; i++)
            e[i] = ap[i] - t * ac[i];
        return dv_dot(3, e, e);
    }
    double va = d3 * d6 - d5 * d4;
    if (va <= 0 && d4 - d3 >= 0 && d5 - d6 >= 0) {
        double t = (d4 - d3) / ((d4 - d3) + (d5 - d6));
        for (int i = 0; i < 3; i++)
            e[i] = bp[i] - t * (ac[i] - ab[i]);
        return dv_dot(3, e, e);
    }
    double inv = 1 / (va + vb + vc), fv = vb * inv, fw = vc * inv;
    for (int i = 0; i < 3; i++)
        e[i] = ap[i] - fv * ab[i] - fw * ac[i];
    return dv_dot(3, e, e);
}

isect_dist_form isect_tri_closest_form(const isect_tri_d *t, const double *p,
                                       const isect_tri_closest_d *c) {
    int i = c->feature.index;
    switch (c->feature.kind) {
    case ISECT_FEATURE_VERTEX:
        return (isect_dist_form){ISECT_DIST_POINT_POINT, {p, t->v[i], NULL, NULL}};
    case ISECT_FEATURE_EDGE:
        return (isect_dist_form){ISECT_DIST_POINT_LINE, {p, t->v[i], t->v[(i + 1) % t->n], NULL}};
    default: return (isect_dist_form){ISECT_DIST_POINT_PLANE, {p, t->v[0], t->v[1], t->v[2]}};
    }
}

isect_closest_feature_result3 isect_tri_result3(const isect_tri_closest_d *c, isect_vec3 p) {
    isect_closest_feature_result3 r;
    if (c->flags & ISECT_INVALID) {
        memset(&r, 0, sizeof r);
        r.flags = ISECT_INVALID;
        return r;
    }
    r.flags = c->flags;
    r.bary_a[1] = r.bary_a[2] = r.bary_a[3] = 0; /* every field set: no memset on this path */
    r.dist_sq = dv_out_dist_sq(c->dist_sq, c->meets, &r.flags);
    r.point_a = p;
    r.point_b = dv_out3(c->point, &r.flags);
    r.bary_a[0] = 1;
    r.feature_a = (isect_feature){ISECT_FEATURE_VERTEX, 0};
    r.feature_b = c->feature;
    isect_tri_finish_bary(c, r.bary_b, &r.flags);
    return r;
}

/* The full paths (full_path.h), out of line so that the fast paths stay small leaves. */
ISECT_NOINLINE isect_closest_feature_result2 isect_closest_point2_tri2_full(isect_vec2 p,
                                                                            const isect_tri2 *tri) {
    isect_tri_closest_d c;
    c.flags = ISECT_INVALID; /* isect_tri_closest sets every field the result reads */
    if (isect_ok_tri2(tri) && isect_ok_vec2(p)) {
        isect_tri_d t = isect_tri_of2(tri);
        double pd[3];
        dv_from2(pd, p);
        isect_tri_closest(&t, pd, &c);
    }
    return isect_tri_result2(&c, p);
}

ISECT_NOINLINE isect_closest_feature_result3 isect_closest_point3_tri3_full(isect_vec3 p,
                                                                            const isect_tri3 *tri) {
    isect_tri_closest_d c;
    c.flags = ISECT_INVALID; /* isect_tri_closest sets every field the result reads */
    if (isect_ok_tri3(tri) && isect_ok_vec3(p)) {
        isect_tri_d t = isect_tri_of3(tri);
        double pd[3];
        dv_from3(pd, p);
        isect_tri_closest(&t, pd, &c);
    }
    return isect_tri_result3(&c, p);
}

ISECT_NOINLINE bool isect_test_circle2_tri2_full(const isect_circle2 *circle,
                                                 const isect_tri2 *tri) {
    if (!isect_ok_circle2(circle) || !isect_ok_tri2(tri))
        return false;
    isect_tri_d t = isect_tri_of2(tri);
    double c[3];
    dv_from2(c, circle->center);
    return isect_tri_ball_meets(&t, c, circle->radius);
}

ISECT_NOINLINE bool isect_test_sphere3_tri3_full(const isect_sphere3 *sphere,
                                                 const isect_tri3 *tri) {
    if (!isect_ok_sphere3(sphere) || !isect_ok_tri3(tri))
        return false;
    isect_tri_d t = isect_tri_of3(tri);
    double c[3];
    dv_from3(c, sphere->center);
    return isect_tri_ball_meets(&t, c, sphere->radius);
}

/* ---- The fast paths of the public queries ---------------------------------------------
 * closest_tri_fast's signs in plain double, each certified by a bound that implies the
 * filter's own (so that whenever the fast path answers, the full path takes
 * closest_tri_fast's branch with the same values), then that branch's operations in the
 * same order and the wrappers' conversions.
 *
 * Bounds. Every leaf is a difference x of two inputs rounded once; s_x = (|x0| + |x1|) +
 * |x2| >= (1 - u)^2 sum |x_k|. With no underflow (leaves 0 or >= 2^-203, as the filter's
 * own check demands; floats are multiples of 2^-149) and no overflow (every s_x < 2^250),
 * the filter's permanents of closest_tri_fast satisfy, by Higham's lemma 3.1 on each
 * rounding (u = 2^-53):
 *   d = x.y:              m <= sum |x_k y_k| (1 + u)^3 <= s_x s_y (1 + u)^3 / (1 - u)^4,
 *                         its bound fl(6 u m) < 7 u s_x s_y;
 *   d4 - d3, d5 - d6:     fl(7 u (m + m')) < 8 u s_bp (s_ab + s_ac) (s_cp for the second);
 *   vc = d1 d4 - d3 d2:   m <= 2 s_ab s_ac s_ap s_bp (1 + u)^8 / (1 - u)^8, fl(13 u m) < 27 u
 *                         s_ab s_ac s_ap s_bp (vb: s_ap s_cp, va: s_bp s_cp);
 *   den = va + (vb + vc): fl(15 u m) < 31 u s_ab s_ac (s_ap s_bp + s_ap s_cp + s_bp s_cp).
 * The bounds used below, 8 u and 32 u times the same products computed in double (at most
 * 5 roundings down, a relative 5 u), exceed these, so |v| above them certifies the
 * filter's sign too. A NaN or infinite input makes some s NaN or infinite and declines. */

/* The regions of closest_tri_fast, in its order. */
enum { FAST_VERTEX = 0, FAST_EDGE = 3, FAST_FACE = 6, FAST_DECLINED = -1 };

/* The leaves and certified values of one triangle and point. */
typedef struct tri_fast_d {
    double ab[3], ac[3], ap[3], bp[3], cp[3];
    double d1, d2, d3, d6;
    double s_ab, s_ac, s_ap, s_bp, s_cp; /* the leaves' magnitude sums */
} tri_fast_d;

ISECT_INLINE double abs_sum3(const double *x) {
    return (fabs(x[0]) + fabs(x[1])) + fabs(x[2]);
}

/* fx_leaves_tiny(l, 15, 4) on plain leaves: false in the float build. */
ISECT_INLINE bool fast_leaves_tiny(const tri_fast_d *f) {
#if ISECT_USE_DOUBLE
    const double *l[5] = {f->ab, f->ac, f->ap, f->bp, f->cp};
    const double leaf_min = 0x1p-203;
    bool small = false;
    for (int j = 0; j < 5; j++)
        for (int k = 0; k < 3; k++)
            small |= fabs(l[j][k]) < leaf_min;
    if (!small)
        return false;
    bool tiny = false;
    for (int j = 0; j < 5; j++)
        for (int k = 0; k < 3; k++)
            tiny |= fabs(l[j][k]) < leaf_min && l[j][k] != 0;
    return tiny;
#else
    (void)f;
    return false;
#endif
}

/* The region of p (vertex i: FAST_VERTEX + i, edge i: FAST_EDGE + i, the face), each
 * sign certified as above, or FAST_DECLINED. a, b, c, p in 3D (z = 0 in the plane, as
 * the full path has them). */
ISECT_INLINE int tri_fast_region(const double *a, const double *b, const double *c, const double *p,
                                 tri_fast_d *f) {
    for (int k = 0; k < 3; k++) {
        f->ab[k] = b[k] - a[k];
        f->ac[k] = c[k] - a[k];
        f->ap[k] = p[k] - a[k];
        f->bp[k] = p[k] - b[k];
        f->cp[k] = p[k] - c[k];
    }
    f->s_ab = abs_sum3(f->ab);
    f->s_ac = abs_sum3(f->ac);
    f->s_ap = abs_sum3(f->ap);
    f->s_bp = abs_sum3(f->bp);
    f->s_cp = abs_sum3(f->cp);
    if (!(f->s_ab + f->s_ac + f->s_ap + f->s_bp + f->s_cp < 0x1p250) || fast_leaves_tiny(f))
        return FAST_DECLINED;
    double d1 = dv_dot(3, f->ab, f->ap), d2 = dv_dot(3, f->ac, f->ap);
    double d3 = dv_dot(3, f->ab, f->bp), d4 = dv_dot(3, f->ac, f->bp);
    double d5 = dv_dot(3, f->ab, f->cp), d6 = dv_dot(3, f->ac, f->cp);
    double bcb = d4 - d3, cbc = d5 - d6;
    double vc = d1 * d4 - d3 * d2, vb = d5 * d2 - d1 * d6, va = d3 * d6 - d5 * d4;
    double den = va + (vb + vc);
    const double u8 = 0x1p-50, u32 = 0x1p-48;
    double s_sum = f->s_ab + f->s_ac, q = f->s_ab * f->s_ac;
    double p_ab = f->s_ap * f->s_bp, p_ac = f->s_ap * f->s_cp, p_bc = f->s_bp * f->s_cp;
    /* every value certified non-zero (den positive), branch-free */
    unsigned sure = fabs(d1) > u8 * (f->s_ab * f->s_ap);
    sure &= fabs(d2) > u8 * (f->s_ac * f->s_ap);
    sure &= fabs(d3) > u8 * (f->s_ab * f->s_bp);
    sure &= fabs(d4) > u8 * (f->s_ac * f->s_bp);
    sure &= fabs(d5) > u8 * (f->s_ab * f->s_cp);
    sure &= fabs(d6) > u8 * (f->s_ac * f->s_cp);
    sure &= fabs(bcb) > u8 * (f->s_bp * s_sum);
    sure &= fabs(cbc) > u8 * (f->s_cp * s_sum);
    sure &= fabs(vc) > u32 * (q * p_ab);
    sure &= fabs(vb) > u32 * (q * p_ac);
    sure &= fabs(va) > u32 * (q * p_bc);
    sure &= den > u32 * (q * ((p_ab + p_ac) + p_bc));
    if (!sure)
        return FAST_DECLINED;
    f->d1 = d1;
    f->d2 = d2;
    f->d3 = d3;
    f->d6 = d6;
    if (d1 < 0 && d2 < 0)
        return FAST_VERTEX + 0;
    if (d3 > 0 && bcb < 0)
        return FAST_VERTEX + 1;
    if (vc < 0 && d1 > 0 && d3 < 0)
        return FAST_EDGE + 0;
    if (d6 > 0 && cbc < 0)
        return FAST_VERTEX + 2;
    if (vb < 0 && d2 > 0 && d6 < 0)
        return FAST_EDGE + 2;
    if (va < 0 && bcb > 0 && cbc > 0)
        return FAST_EDGE + 1;
    return FAST_FACE;
}

/* The fast path's answer (point_tri.h), written field by field with constant indices, so
 * that it stays in registers. */
typedef isect_tri_fast_answer tri_fast_answer;

/* fast_edge for edge i (v_i -> v_j) at u, from the leaves ip = p - v_i, jp = p - v_j,
 * ij = v_j - v_i, and the coordinates as isect_tri_finish_bary converts them. */
ISECT_INLINE void fast_edge_answer(int i, const double *vi, const double *vj, double u,
                                   const double *ip, const double *jp, const double *ij,
                                   tri_fast_answer *ans) {
    int j = i == 2 ? 0 : i + 1;
    double tin = u > 0 ? (u < 1 ? u : DV_REAL_BELOW_ONE) : 0x1p-1074, e[3];
    u = dv_clamp(u, 0, 1);
    for (int k = 0; k < 3; k++) {
        ans->point[k] = dv_lerp1(vi[k], vj[k], u);
        e[k] = u < 0.5 ? ip[k] - u * ij[k] : jp[k] + (1 - u) * ij[k];
    }
    ans->dist_sq = dv_dot(3, e, e);
    double wi = 1 - tin;
    isect_real bi = wi >= 1 ? 1 : bary_inside(wi, &ans->flags);
    isect_real bj = tin >= 1 ? 1 : bary_inside(tin, &ans->flags);
    ans->w0 = i == 0 ? bi : j == 0 ? bj : 0;
    ans->w1 = i == 1 ? bi : j == 1 ? bj : 0;
    ans->w2 = i == 2 ? bi : j == 2 ? bj : 0;
    ans->feature = (isect_feature){ISECT_FEATURE_EDGE, i};
    ans->meets = false;
}

/* face_fast and on_face for a triangle, where face_fast's scale is 1 (the largest
 * coordinate in [2^-166, 2^166]) and, in space, p is certified off the plane: the same
 * operations in the same order. False where the full path would take another branch (a
 * value out of face_fast's range or a coordinate it does not certify, then face_exact; a
 * p that could lie in the plane). */
ISECT_INLINE bool fast_face_answer(const double (*v)[3], const double *q, int dim,
                                   const tri_fast_d *f, tri_fast_answer *ans) {
    const double *a = v[0], *b = v[1], *c = v[2];
    double big = dv_max_abs(3, q);
    for (int j = 0; j < 3; j++) {
        double m = dv_max_abs(3, v[j]);
        big = m > big ? m : big;
    }
    if (!(big >= 0x1p-166 && big <= 0x1p166))
        return false;
    if (dim == 3) {
        /* orient3d = n.(p - v0), n = ab x ac, in double: leaves k = 1, n k = 4, the dot
         * k = 7, so |error| <= 8 u P (1 + u)^6 with P <= s_ab s_ac s_ap (every monomial
         * |ab_j ac_l ap_k| appears once in that product), leaves >= 2^-203 (no underflow at
         * degree 3); 16 u s_ab s_ac s_ap computed with two roundings exceeds it */
        double n[3];
        dv_cross3(f->ab, f->ac, n);
        double orient = dv_dot(3, n, f->ap);
        if (!(fabs(orient) > 0x1p-49 * ((f->s_ab * f->s_ac) * f->s_ap)))
            return false;
    }
    face_core_d core;
    if (!face_core(a, b, c, q, 7, &core))
        return false;
    const double *n = core.n, *ev = core.ev;
    double D = core.D, h = core.h, sum = core.sum;
    double bary[3];
    for (int i = 0; i < 3; i++)
        bary[i] = ev[i] / sum;
    double k_step = h / D, dist = fabs(h) / sqrt(D);
    if (!(isfinite(dist) && isfinite(k_step) && isfinite(bary[0]) && isfinite(bary[1]) &&
          isfinite(bary[2])))
        return false;
    if (dim == 3) {
        for (int k = 0; k < 3; k++) {
            ans->point[k] = q[k] + -(k_step * n[k]); /* dv_add_scaled at the scale 1 */
            if (!isfinite(ans->point[k]))
                return false;
        }
        /* on_face's dist_sq, dv_scale(mant^2, 2 g): the rounded square where it is normal */
        if (!(dist >= 0x1p-500 && dist <= 0x1p500))
            return false;
        ans->dist_sq = dist * dist;
        ans->meets = false;
    } else {
        for (int k = 0; k < 3; k++)
            ans->point[k] = q[k];
        ans->dist_sq = 0;
        ans->meets = true; /* in the plane */
    }
    ans->w0 = bary_inside(bary[0], &ans->flags);
    ans->w1 = bary_inside(bary[1], &ans->flags);
    ans->w2 = bary_inside(bary[2], &ans->flags);
    ans->feature = (isect_feature){ISECT_FEATURE_FACE, 0};
    return true;
}

/* The full path's answer where closest_tri_fast answers and the fast path can certify it;
 * false otherwise. v[] and q in 3D, z = 0 in the plane. */
ISECT_INLINE bool tri_fast_answer_of(const double (*v)[3], const double *q, int dim,
                                     tri_fast_answer *ans) {
    tri_fast_d f;
    int region = tri_fast_region(v[0], v[1], v[2], q, &f);
    ans->flags = 0;
    if (region == FAST_DECLINED)
        return false;
    if (region == FAST_FACE)
        return fast_face_answer(v, q, dim, &f, ans);
    if (region < FAST_EDGE) {
        int i = region;
        const double *ip = i == 0 ? f.ap : i == 1 ? f.bp : f.cp;
        ans->dist_sq = dv_dot(3, ip, ip);
        for (int k = 0; k < 3; k++)
            ans->point[k] = v[i][k];
        ans->w0 = i == 0;
        ans->w1 = i == 1;
        ans->w2 = i == 2;
        ans->feature = (isect_feature){ISECT_FEATURE_VERTEX, i};
        ans->meets = false;
        return true;
    }
    if (region == FAST_EDGE + 0) {
        fast_edge_answer(0, v[0], v[1], f.d1 / (f.d1 - f.d3), f.ap, f.bp, f.ab, ans);
    } else if (region == FAST_EDGE + 2) {
        double ca[3];
        for (int k = 0; k < 3; k++)
            ca[k] = -f.ac[k];
        fast_edge_answer(2, v[2], v[0], f.d6 / (f.d6 - f.d2), f.cp, f.ap, ca, ans);
    } else {
        double bc[3];
        for (int k = 0; k < 3; k++)
            bc[k] = v[2][k] - v[1][k];
        fast_edge_answer(1, v[1], v[2], dv_dot(3, bc, f.bp) / dv_dot(3, bc, bc), f.bp, f.cp, bc,
                         ans);
    }
    return true;
}

bool isect_tri_fast_answer3(const double (*v)[3], const double *q, isect_tri_fast_answer *ans) {
    return tri_fast_answer_of(v, q, 3, ans);
}

isect_real isect_tri_bary_inside(double x, unsigned *flags) {
    return bary_inside(x, flags);
}

isect_closest_feature_result3 isect_closest_point3_tri3(isect_vec3 p, const isect_tri3 *tri) {
    if (tri) {
        double v[3][3], q[3];
        for (int j = 0; j < 3; j++)
            dv_from3(v[j], tri->v[j]);
        dv_from3(q, p);
        tri_fast_answer ans;
        if (tri_fast_answer_of((const double(*)[3])v, q, 3, &ans)) {
            isect_closest_feature_result3 r;
            r.dist_sq = dv_out_dist_sq(ans.dist_sq, ans.meets, &ans.flags);
            r.bary_a[0] = 1;
            r.bary_a[1] = r.bary_a[2] = r.bary_a[3] = 0;
            r.bary_b[0] = ans.w0;
            r.bary_b[1] = ans.w1;
            r.bary_b[2] = ans.w2;
            r.bary_b[3] = 0;
            r.point_a = p;
            r.point_b = dv_out3(ans.point, &ans.flags);
            r.feature_a = (isect_feature){ISECT_FEATURE_VERTEX, 0};
            r.feature_b = ans.feature;
            r.flags = ans.flags;
            return r;
        }
    }
    return isect_closest_point3_tri3_full(p, tri);
}

isect_closest_feature_result2 isect_closest_point2_tri2(isect_vec2 p, const isect_tri2 *tri) {
    if (tri) {
        double v[3][3], q[3];
        for (int j = 0; j < 3; j++)
            dv_from2(v[j], tri->v[j]);
        dv_from2(q, p);
        tri_fast_answer ans;
        if (tri_fast_answer_of((const double(*)[3])v, q, 2, &ans)) {
            isect_closest_feature_result2 r;
            r.dist_sq = dv_out_dist_sq(ans.dist_sq, ans.meets, &ans.flags);
            r.bary_a[0] = 1;
            r.bary_a[1] = r.bary_a[2] = r.bary_a[3] = 0;
            r.bary_b[0] = ans.w0;
            r.bary_b[1] = ans.w1;
            r.bary_b[2] = ans.w2;
            r.bary_b[3] = 0;
            r.point_a = p;
            r.point_b = dv_out2(ans.point, &ans.flags);
            r.feature_a = (isect_feature){ISECT_FEATURE_VERTEX, 0};
            r.feature_b = ans.feature;
            r.flags = ans.flags;
            return r;
        }
    }
    return isect_closest_point2_tri2_full(p, tri);
}

/* ---- The ball tests' fast path ------------------------------------------------------------
 * The region of the centre c, certified as above, then the sign of dist^2 - r^2 over its
 * feature, each multiplied out to a polynomial and bounded as in exact/filter.h (Higham's
 * lemma 3.1: |v - exact| <= gamma_k P for k roundings on the longest path, P the exact
 * permanent, here bounded by products of the leaves' magnitude sums s, each computed
 * within a relative 2u):
 *   vertex i:  |ip|^2 - r^2, k = 6, P = |ip|^2 + r^2 <= fl(|ip|^2 + r^2)(1 + 3u): 8 u;
 *   edge ij:   |ip x ij|^2 - r^2 |ij|^2, k = 12, P <= s_ij^2 (s_ip^2 + r^2): 16 u;
 *   face:      h^2 - r^2 n.n, h = n.ap, n = ab x ac, k = 16,
 *              P <= (s_ab s_ac)^2 (s_ap^2 + r^2): 32 u
 * (the monomials of |ip x ij| each appear once in s_ip s_ij, those of h in s_ab s_ac s_ap).
 * Underflow: r is a leaf too (0 or >= 2^-203 in the double build), so every value of
 * degree <= 4 is 0 or normal (filter.h's granularity argument); the face's degree 6
 * needs its leaves 0 or >= 2^-118. v <= 0 exactly is a meeting; uncertain: -1. */
ISECT_INLINE int ball_fast(const double (*v)[3], const double *q, double r, int dim) {
    if (!(r >= 0 && r < 0x1p250))
        return -1;
#if ISECT_USE_DOUBLE
    if (r < 0x1p-203 && r != 0)
        return -1;
#endif
    tri_fast_d f;
    int region = tri_fast_region(v[0], v[1], v[2], q, &f);
    if (region == FAST_DECLINED)
        return -1;
    double rr = r * r, value, bound;
    if (region < FAST_EDGE) {
        const double *ip = region == 0 ? f.ap : region == 1 ? f.bp : f.cp;
        double d2 = dv_dot(3, ip, ip);
        value = d2 - rr;
        bound = 0x1p-50 * (d2 + rr);
    } else if (region < FAST_FACE) {
        double ij[3], c[3];
        const double *ip;
        if (region == FAST_EDGE + 0) {
            ip = f.ap;
            for (int k = 0; k < 3; k++)
                ij[k] = f.ab[k];
        } else if (region == FAST_EDGE + 1) {
            ip = f.bp;
            for (int k = 0; k < 3; k++)
                ij[k] = v[2][k] - v[1][k];
        } else {
            ip = f.cp;
            for (int k = 0; k < 3; k++)
                ij[k] = -f.ac[k];
        }
        double s_ip = abs_sum3(ip), s_ij = abs_sum3(ij);
        dv_cross3(ip, ij, c);
        value = dv_dot(3, c, c) - rr * dv_dot(3, ij, ij);
        bound = 0x1p-49 * ((s_ij * s_ij) * (s_ip * s_ip + rr));
    } else {
        if (dim == 2)
            return 1; /* c inside the triangle */
#if ISECT_USE_DOUBLE
        const double *l[3] = {f.ab, f.ac, f.ap};
        bool tiny = r < 0x1p-118 && r != 0;
        for (int j = 0; j < 3; j++)
            for (int k = 0; k < 3; k++)
                tiny |= fabs(l[j][k]) < 0x1p-118 && l[j][k] != 0;
        if (tiny)
            return -1;
#endif
        double n[3];
        dv_cross3(f.ab, f.ac, n);
        double h = dv_dot(3, n, f.ap), g = f.s_ab * f.s_ac;
        value = h * h - rr * dv_dot(3, n, n);
        bound = 0x1p-48 * ((g * g) * (f.s_ap * f.s_ap + rr));
    }
    if (!(fabs(value) > bound))
        return -1;
    return value < 0; /* one certified test, then the sign as a flag */
}

bool isect_test_circle2_tri2(const isect_circle2 *circle, const isect_tri2 *tri) {
    if (circle && tri) {
        double v[3][3], q[3];
        for (int j = 0; j < 3; j++)
            dv_from2(v[j], tri->v[j]);
        dv_from2(q, circle->center);
        int meets = ball_fast((const double(*)[3])v, q, circle->radius, 2);
        if (meets >= 0)
            return meets;
    }
    return isect_test_circle2_tri2_full(circle, tri);
}

bool isect_test_sphere3_tri3(const isect_sphere3 *sphere, const isect_tri3 *tri) {
    if (sphere && tri) {
        double v[3][3], q[3];
        for (int j = 0; j < 3; j++)
            dv_from3(v[j], tri->v[j]);
        dv_from3(q, sphere->center);
        int meets = ball_fast((const double(*)[3])v, q, sphere->radius, 3);
        if (meets >= 0)
            return meets;
    }
    return isect_test_sphere3_tri3_full(sphere, tri);
}
