/* Lines, rays and segments against triangles and quads (isect/triangle.h).
 *
 * Deciding, exactly (RTCD 5.3.4/5.3.6 with exact signs). Let the component start at p
 * with direction d (d = q - p for a segment) and let the triangle be a, b, c.
 * 1. The side of p, s_p = orient3d(a, b, c, p), and of q (segments) or the slope
 *    sign(((b - a) x (c - a)) . d) (rays, lines) say whether the component reaches the
 *    triangle's plane, as for a plane3p (construct/plane_cross.c).
 * 2. If it crosses the plane at one point X, X lies in the closed triangle iff the line
 *    p + t d passes no edge on the "wrong" side: the three scalar triple products
 *    [d, a - p, b - p], [d, b - p, c - p], [d, c - p, a - p] (orient3d(p, q, a, b) etc.
 *    for a segment) are all >= 0 or all <= 0. Two zeros: X is a vertex; one: an edge.
 *    (All three cannot vanish unless the line lies in the plane.)
 * 3. If the component lies in the plane, drop a coordinate axis along which the
 *    triangle's projection is not degenerate (an exact orient2d decides; dropping a
 *    coordinate is exact and, for points of the plane, one-to-one) and solve the 2D
 *    problem: a convex component meets a closed triangle iff one of its endpoints lies in
 *    the triangle or it meets one of the three edges.
 * 4. A triangle with collinear vertices (an exact test) is the union of its three edges;
 *    the component meets it iff it meets one of them, and a component meets a closed
 *    segment e = uv iff an endpoint of one lies on the other (the exact capsule sign with
 *    radius 0, ball_sign.h) or they cross properly: coplanar, with u and v strictly on
 *    opposite sides of the component's line in some projection (such a projection is
 *    one-to-one on their common plane), and the crossing within the component's range.
 * Every decision is a sign of an exact predicate, so the answer is exact; in particular
 * a ray through an edge shared by two triangles hits both, whichever side it comes from.
 *
 * Constructing: a crossing takes t and the point from the triangle's plane
 * (isect_points_crossing_t); a coplanar overlap clips the component against the three
 * edges' lines in floating point (Cyrus-Beck) in the chosen projection. */
#include "isect/triangle.h"

#include <math.h>

#include "isect/predicates.h"
#include "isect/valid.h"

#include "base/inline.h"
#include "sign/ball_sign.h"
#include "construct/lin_param.h"
#include "sign/incidence.h"
#include "sign/plane_sign.h"
#include "exact/dd.h"
#include "base/lin.h"
#include "base/vec.h"
#include "construct/plane_cross.h"
#include "sign/plane_sign.h"
#include "sign/predicates.h"
#include "sign/valid.h"

/* ---- Exact signs on coordinate arrays ----------------------------------------------- */

/* ---- The 2D problem ------------------------------------------------------------------ */

/* Is the 2D point x in the closed triangle t[0..2] (possibly degenerate)? */
static bool point_in_tri2(const double *x, const double (*t)[2]) {
    int s = isect_inc_orient2(t[0], t[1], t[2]);
    if (s != 0)
        return s * isect_inc_orient2(t[0], t[1], x) >= 0 &&
               s * isect_inc_orient2(t[1], t[2], x) >= 0 &&
               s * isect_inc_orient2(t[2], t[0], x) >= 0;
    for (int i = 0; i < 3; i++) {
        isect_lin e = isect_inc_segment(2, t[i], t[(i + 1) % 3]);
        if (isect_inc_on_lin(&e, x))
            return true;
    }
    return false;
}

/* Does the 2D component meet the closed triangle? */
static bool lin_meets_tri2(const isect_lin *lin, const double (*t)[2]) {
    if (lin->kind != ISECT_LIN_LINE && point_in_tri2(lin->a, t))
        return true;
    if (lin->kind == ISECT_LIN_SEGMENT && point_in_tri2(lin->b, t))
        return true;
    for (int i = 0; i < 3; i++)
        if (isect_inc_meets_seg2(lin, t[i], t[(i + 1) % 3]))
            return true;
    return false;
}

/* An axis along which the projection of the triangle is not degenerate, or -1 when the
 * triangle is degenerate. The rounded normal's largest component is tried first. */
static int projection_axis(const double *a, const double *b, const double *c) {
    double n[3];
    isect_points_unit_normal(a, b, c, n);
    int first = fabs(n[0]) >= fabs(n[1]) ? (fabs(n[0]) >= fabs(n[2]) ? 0 : 2)
                                         : (fabs(n[1]) >= fabs(n[2]) ? 1 : 2);
    for (int i = 0; i < 3; i++) {
        int k = (first + i) % 3;
        double t[3][2];
        isect_inc_drop(a, k, t[0]);
        isect_inc_drop(b, k, t[1]);
        isect_inc_drop(c, k, t[2]);
        if (isect_inc_orient2(t[0], t[1], t[2]) != 0)
            return k;
    }
    return -1;
}

/* ---- The 3D problem ------------------------------------------------------------------ */

typedef enum tri_case { TRI_MISS, TRI_CROSSING, TRI_COPLANAR, TRI_DEGENERATE } tri_case;

typedef struct tri_answer {
    tri_case how;
    int sa, sb, slope; /* crossing: exact sides of the start (and end), slope sign */
    int axis;          /* coplanar: the dropped axis */
} tri_answer;

/* Steps 1-4 for a valid component (a point is given as a zero-length segment). */
static tri_answer decide(const isect_lin *lin, const double *a, const double *b, const double *c) {
    tri_answer r = {TRI_MISS, 0, 0, 0, -1};
    const double *v[3] = {a, b, c};
    if (isect_collinear3(dv_to3(a), dv_to3(b), dv_to3(c))) {
        for (int i = 0; i < 3; i++)
            if (isect_inc_meets_seg3(lin, v[i], v[(i + 1) % 3])) {
                r.how = TRI_DEGENERATE;
                return r;
            }
        return r;
    }
    const bool segment = lin->kind == ISECT_LIN_SEGMENT;
    r.sa = isect_sign_orient3d(a, b, c, lin->a);
    bool coplanar;
    if (segment) {
        r.sb = isect_sign_orient3d(a, b, c, lin->b);
        if (r.sa == r.sb && r.sa != 0)
            return r;
        coplanar = r.sa == 0 && r.sb == 0;
        r.slope = r.sa == 0 ? r.sb : -r.sa;
    } else {
        r.slope = isect_sign_triple(a, b, c, lin->b);
        if (r.slope == 0 && r.sa != 0)
            return r; /* parallel, off the plane */
        if (lin->kind == ISECT_LIN_RAY && r.sa != 0 && r.slope != -r.sa)
            return r; /* heading away */
        coplanar = r.slope == 0;
    }
    if (!coplanar) {
        int e0 = isect_inc_edge_side3(lin, a, b), e1 = isect_inc_edge_side3(lin, b, c),
            e2 = isect_inc_edge_side3(lin, c, a);
        bool pos = e0 > 0 || e1 > 0 || e2 > 0, neg = e0 < 0 || e1 < 0 || e2 < 0;
        r.how = pos && neg ? TRI_MISS : TRI_CROSSING;
        return r;
    }
    r.axis = projection_axis(a, b, c);
    isect_lin l2 = isect_inc_project(lin, r.axis);
    double t[3][2];
    for (int i = 0; i < 3; i++)
        isect_inc_drop(v[i], r.axis, t[i]);
    r.how = lin_meets_tri2(&l2, (const double(*)[2])t) ? TRI_COPLANAR : TRI_MISS;
    return r;
}

/* The common case, inline, in Moller and Trumbore's form: with e1 = b - a, e2 = c - a,
 * s = p - a, P = d x e2 and Q = s x e1,
 *   det = e1 . P = -n . d,  u = s . P,  v = d . Q,  tn = e2 . Q = n . (p - a),
 * where n = e1 x e2, and the crossing X = a + (u e1 + v e2) / det at t = tn / det. With
 * sg = sign(det) != 0, X lies in the closed triangle iff sg u, sg v and sg (det - u - v)
 * are >= 0, and t in the component's range iff sg tn >= 0 (rays, segments) and
 * sg (det - tn) >= 0 (segments: d = q - p). These are exactly the signs decide() takes
 * from orient3d and triple products (two cross products shared instead of five
 * determinants), evaluated as filtered values. Any certified negative one is a miss;
 * all certified positive is a crossing; otherwise (a sign in doubt, a zero: an edge, a
 * vertex, an endpoint on the plane, a parallel or coplanar component, a collinear
 * triangle) decide() answers exactly. */
ISECT_INLINE bool decide_fast(const isect_lin *lin, isect_lin_kind kind, const double *a,
                              const double *b, const double *c, tri_answer *r) {
    const bool segment = kind == ISECT_LIN_SEGMENT;
    isect_fx e1[3], e2[3], sv[3], d[3];
    for (int i = 0; i < 3; i++) {
        e1[i] = fx_diff(b[i], a[i]);
        e2[i] = fx_diff(c[i], a[i]);
        sv[i] = fx_diff(lin->a[i], a[i]);
        d[i] = segment ? fx_diff(lin->b[i], lin->a[i]) : fx_in(lin->b[i]);
    }
    /* Each group's leaves bounded by the group's magnitude sum (exact/filter.h): the
     * permanents collapse to a few products, computed once. */
    double m1 = fx_bound_by_sum(e1, 3), m2 = fx_bound_by_sum(e2, 3);
    double ms = fx_bound_by_sum(sv, 3), md = fx_bound_by_sum(d, 3);
    isect_fx P[3], Q[3];
    for (int i = 0; i < 3; i++) {
        int j = (i + 1) % 3, k = (i + 2) % 3;
        P[i] = fx_sub(fx_mul(d[j], e2[k]), fx_mul(d[k], e2[j]));
        Q[i] = fx_sub(fx_mul(sv[j], e1[k]), fx_mul(sv[k], e1[j]));
    }
    isect_fx det = fx_dot(e1, P, 3), u = fx_dot(sv, P, 3);
    isect_fx v = fx_dot(d, Q, 3), tn = fx_dot(e2, Q, 3);
    isect_fx w = fx_sub(fx_sub(det, u), v);
    /* Underflow (as for orient3d): each component of P and Q is off by at most 2^-1074
     * from underflowed products, multiplied by the other factor's magnitudes, plus the
     * dot product's own products: 2^-1000 (1 + sum of that factor) covers it. */
    double under_det = 0x1p-1000 * (1 + m1), under_u = 0x1p-1000 * (1 + ms);
    double under_v = 0x1p-1000 * (1 + md), under_tn = 0x1p-1000 * (1 + m2);
    if (!fx_certain_abs(det, under_det, false))
        return false; /* parallel to the plane, or nearly */
    double sg = fx_v(det) > 0 ? 1 : -1;
    bool ok_u = fx_certain_abs(u, under_u, false), ok_v = fx_certain_abs(v, under_v, false);
    bool ok_w = fx_certain_abs(w, under_det + under_u + under_v, false);
    bool ok_t = fx_certain_abs(tn, under_tn, false);
    bool neg = (ok_u && (sg * fx_v(u) < 0)) || (ok_v && (sg * fx_v(v) < 0)) ||
               (ok_w && (sg * fx_v(w) < 0));
    bool pos =
        ok_u && ok_v && ok_w && (sg * fx_v(u) > 0) && (sg * fx_v(v) > 0) && (sg * fx_v(w) > 0);
    int sa = 0, sb = 0;
    if (kind != ISECT_LIN_LINE) {
        neg = neg || (ok_t && sg * fx_v(tn) < 0);
        pos = pos && ok_t && (sg * fx_v(tn) > 0);
        sa = fx_v(tn) > 0 ? 1 : -1;
    }
    if (segment) {
        isect_fx rest = fx_sub(det, tn); /* n . (q - a) = tn - det */
        bool ok_r = fx_certain_abs(rest, under_det + under_tn, false);
        neg = neg || (ok_r && sg * fx_v(rest) < 0);
        pos = pos && ok_r && (sg * fx_v(rest) > 0);
        sb = fx_v(rest) > 0 ? -1 : 1;
    }
    if (!(neg || pos))
        return false;
    if (kind == ISECT_LIN_LINE)
        sa = fx_v(tn) > 0 ? 1 : -1; /* certified when pos (ok_t is not required for lines) */
    *r = (tri_answer){neg ? TRI_MISS : TRI_CROSSING, sa, sb, (int)-sg, -1};
    if (pos && kind == ISECT_LIN_LINE && !ok_t)
        return false; /* the crossing's construction needs the start's side */
    return true;
}

/* ---- Constructions ------------------------------------------------------------------- */

/* The edge direction v - u as exact double-doubles, scaled up by a power of two so that
 * the larger leading part lies in [0.5, 1) when it is smaller. The clipping bounds are
 * ratios of two values linear in it, so the scaling changes none of them, and a very
 * short edge (a sliver's subnormal side) keeps the digits of its products, which
 * underflowed unscaled. Never scaled down: a long edge with a subnormal component (a
 * sliver's long side, 2^-1073 high) lost that component, and its clip with it (the
 * overlap came out as the whole line); unscaled, the positions' window (at most 2^501)
 * keeps every product finite. */
static void edge_dir(const double *u, const double *v, isect_dd *e) {
    e[0] = isect_dd_diff(v[0], u[0]);
    e[1] = isect_dd_diff(v[1], u[1]);
    double lead[2] = {e[0].hi, e[1].hi};
    int s = dv_unit_exp(2, lead);
    s = s > 0 ? s : 0;
    for (int k = 0; k < 2; k++)
        e[k] = (isect_dd){dv_scale(e[k].hi, s), dv_scale(e[k].lo, s)};
}

/* cross(e, x - u) for the scaled edge direction e, accurately; *terms gets the
 * magnitudes of its two products, against which isect_dd_cross's error is measured. */
static double edge_value(const isect_dd *e, const double *u, const double *x, double *terms) {
    isect_dd w0 = isect_dd_diff(x[0], u[0]), w1 = isect_dd_diff(x[1], u[1]);
    *terms = fabs(e[0].hi * w1.hi) + fabs(e[1].hi * w0.hi);
    return isect_dd_cross(e[0], e[1], w0, w1);
}

/* isect_dd_cross is within u |value| + 8 u^2 terms: a value below 2^-48 of its terms
 * (an end within rounding of the edge's line, a direction nearly along it) has lost
 * its relative accuracy, possibly all of it (a 0 for a non-zero value). */
static bool cancelled(double value, double terms) {
    return !(fabs(value) > 0x1p-48 * terms);
}

/* Exact magnitudes for such values, as m 2^*e, on the unscaled projected points
 * (sign/plane_sign.c): |cross(v - u, x - u)| and |cross(v - u, d)|. */
static double exact_edge_value(const double *u, const double *v, const double *x, int *e) {
    return fabs(isect_exact_orient2d_value(u, v, x, e));
}

static double exact_edge_slope(const double *u, const double *v, const double *d, int *e) {
    return fabs(isect_exact_cross_dir_value(u, v, d, e));
}

/* Cyrus-Beck in the projection: the part of the component inside the triangle. Edge
 * u v keeps the t where f(t) = s cross(v - u, p(t) - u) >= 0 (s the orientation of the
 * projected triangle); f is affine in t. The signs that decide which bound an edge sets
 * are exact (orient2d, the exact sign of cross(v - u, d)), the bound's magnitude comes
 * from accurately evaluated values of f (cross_dd): for a segment
 * t = f(0) / (f(0) - f(1)) between values of opposite signs, which has no cancellation;
 * for a ray or a line t = -f(0) / f', f' = s cross(v - u, d). So a component running
 * nearly along an edge, where f(0) and f' are tiny, still gets an accurate bound.
 * The values are computed on copies scaled by powers of two -- positions by 2^ep, a
 * ray's or line's direction by its own 2^ed, each only as far as needed to bring it
 * into [2^-500, 2^500] (dv_window_exp) -- so that no product over- or underflows at any
 * scale: f(0) scales by 2^(2 ep) and f' by 2^(ep + ed), so a ray's bound is the scaled
 * quotient times 2^(ed - ep); a segment's is scale-free. */
static void coplanar_interval(const isect_lin *lin, const double *a, const double *b,
                              const double *c, int axis, double *lo, double *hi) {
    double t[5][2], d[2], ts[5][2], ds[2]; /* t[0..2] the triangle, t[3] p, t[4] q */
    isect_inc_drop(a, axis, t[0]);
    isect_inc_drop(b, axis, t[1]);
    isect_inc_drop(c, axis, t[2]);
    isect_inc_drop(lin->a, axis, t[3]);
    isect_inc_drop(lin->b, axis, d); /* the end (segment) or the direction */
    const bool segment = lin->kind == ISECT_LIN_SEGMENT;
    t[4][0] = d[0];
    t[4][1] = d[1];
    int ep = dv_window_exp(segment ? 10 : 8, t[0], 2), ed = dv_window_exp(2, d, 2);
    for (int i = 0; i < 5; i++)
        for (int k = 0; k < 2; k++)
            ts[i][k] = dv_scale(t[i][k], ep);
    for (int k = 0; k < 2; k++)
        ds[k] = dv_scale(d[k], ed);
    const double *p = t[3], *q = t[4];
    int s = isect_inc_orient2(t[0], t[1], t[2]);
    double range_lo, range_hi;
    isect_lin_range(lin, &range_lo, &range_hi);
    *lo = range_lo;
    *hi = range_hi;
    for (int i = 0; i < 3; i++) {
        int j = (i + 1) % 3;
        const double *u = t[i], *v = t[j], *us = ts[i];
        isect_dd e[2];
        edge_dir(us, ts[j], e);
        int s0 = s * isect_inc_orient2(u, v, p);
        if (segment) {
            int s1 = s * isect_inc_orient2(u, v, q);
            if ((s0 < 0) == (s1 < 0))
                continue; /* both inside (both outside cannot be: the component hits) */
            double g0, g1;
            double f0 = fabs(edge_value(e, us, ts[3], &g0)),
                   f1 = fabs(edge_value(e, us, ts[4], &g1));
            double x = f0 / (f0 + f1);
            if (cancelled(f0, g0) || cancelled(f1, g1) || !(x == x)) {
                int e0, e1; /* exact: x = m0 2^e0 / (m0 2^e0 + m1 2^e1) */
                double m0 = exact_edge_value(u, v, p, &e0), m1 = exact_edge_value(u, v, q, &e1);
                if (m0 == 0 || m1 == 0)
                    x = m0 == 0 && m1 == 0 ? 0.5 : (m0 == 0 ? 0 : 1); /* 0.5: arena ran out */
                else
                    x = 1 / (1 + dv_scale(m1 / m0, e1 - e0));
            }
            if (s0 < 0)
                *lo = fmax(*lo, x);
            else
                *hi = fmin(*hi, x);
        } else {
            double perp[2] = {d[1], -d[0]}; /* (v - u) . (d.y, -d.x) = cross(v - u, d) */
            int s1 = s * isect_inc_dot2(v, u, perp);
            if (s1 == 0)
                continue; /* parallel: inside, since the component hits */
            double g0;
            double f0 = fabs(edge_value(e, us, ts[3], &g0));
            double f1 =
                fabs(isect_dd_cross(e[0], e[1], (isect_dd){ds[0], 0}, (isect_dd){ds[1], 0}));
            double g1 = fabs(e[0].hi * ds[1]) + fabs(e[1].hi * ds[0]);
            double x = dv_scale(f0 / f1, ed - ep);
            if (cancelled(f0, g0) || cancelled(f1, g1) || !(x == x)) {
                int e0, e1; /* exact: x = m0 2^e0 / (m1 2^e1) */
                double m0 = exact_edge_value(u, v, p, &e0), m1 = exact_edge_slope(u, v, d, &e1);
                if (m1 == 0)
                    continue; /* the arena ran out: no information */
                x = dv_scale(m0 / m1, e0 - e1);
            }
            x = s0 * s1 > 0 ? -x : x; /* f(0) + t f' = 0 */
            if (s1 > 0)
                *lo = fmax(*lo, x);
            else
                *hi = fmin(*hi, x);
        }
    }
    if (!(*lo <= *hi)) { /* rounding emptied a non-empty overlap: keep one point */
        double mid =
            isfinite(*lo) && isfinite(*hi) ? 0.5 * *lo + 0.5 * *hi : (isfinite(*lo) ? *lo : *hi);
        *lo = *hi = fmin(fmax(mid, range_lo), range_hi);
    }
}

/* The crossing X = p + t* d lies in the triangle, so t* lies between the smallest and
 * the largest parameter of the vertices' projections onto the component's line. A
 * component nearly in the triangle's plane has a nearly zero slope n . d, whose rounded
 * value may even be 0 (then the plane's t is infinite): clamping to that shadow keeps t
 * finite and within the triangle's extent along d, and moves an accurate t only by the
 * projections' rounding. */
static double shadow_clamp(const isect_lin *lin, const double *a, const double *b, const double *c,
                           double t) {
    double s0 = isect_lin_param_of(lin, a), s1 = isect_lin_param_of(lin, b),
           s2 = isect_lin_param_of(lin, c);
    double lo = fmin(s0, fmin(s1, s2)), hi = fmax(s0, fmax(s1, s2));
    return fmin(fmax(t, lo), hi); /* a NaN t becomes lo */
}

/* The common part of a (non-point) component and a collinear triangle (step 4), which is
 * known to be non-empty. It is a segment or a point of the span's line, and its ends are
 * among the candidates: the component's ends lying on the triangle (exact parameters 0
 * and 1) and the vertices lying on the component (their parameters rounded). Two
 * distinct candidates (exact comparison of input points) mean a positive length: count
 * ISECT_INFINITE over the candidates' parameter hull. One candidate (perhaps repeated)
 * is the single common point; none means a proper crossing of the two lines, at one
 * point inside both. As for a crossing, a single common point that is an end of the
 * component is ISECT_TOUCHING. */
static void count_degenerate(const isect_lin *lin, const double *a, const double *b,
                             const double *c, int *count, double *t, unsigned *flags) {
    const double *v[3] = {a, b, c};
    const double *cand[5], *end = NULL;
    double param[5];
    int n = 0;
    for (int k = 0; k < (lin->kind == ISECT_LIN_SEGMENT ? 2 : lin->kind == ISECT_LIN_RAY); k++) {
        const double *x = k ? lin->b : lin->a;
        for (int i = 0; i < 3; i++) {
            isect_lin e = isect_inc_segment(3, v[i], v[(i + 1) % 3]);
            if (isect_inc_on_lin(&e, x)) {
                cand[n] = x;
                param[n++] = k;
                end = end ? end : x;
                break;
            }
        }
    }
    for (int i = 0; i < 3; i++)
        if (isect_inc_on_lin(lin, v[i])) {
            cand[n] = v[i];
            param[n++] = isect_lin_param_of(lin, v[i]);
        }
    bool distinct = false;
    double lo = n ? param[0] : 0, hi = lo;
    for (int i = 1; i < n; i++) {
        distinct |=
            cand[i][0] != cand[0][0] || cand[i][1] != cand[0][1] || cand[i][2] != cand[0][2];
        lo = fmin(lo, param[i]);
        hi = fmax(hi, param[i]);
    }
    if (n == 0) { /* a proper crossing: through the two farthest vertices */
        int far = 0;
        double best = -1;
        for (int i = 0; i < 3; i++) {
            double m[3];
            for (int k = 0; k < 3; k++) /* halved: no overflow */
                m[k] = 0.5 * v[(i + 1) % 3][k] - 0.5 * v[i][k];
            double len = dv_max_abs(3, m);
            if (len > best) {
                best = len;
                far = i;
            }
        }
        lo = hi = isect_lin_crossing_param(lin, v[far], v[(far + 1) % 3]);
    } else if (!distinct) {
        lo = hi = param[0]; /* an end of the component when there is one */
        if (end)
            *flags |= ISECT_TOUCHING;
    }
    *count = distinct ? ISECT_INFINITE : 1;
    t[0] = lo;
    t[1] = hi;
}

/* The result of the decision ans, with every parameter reported times 2^texp (see
 * build). */
static isect_find_result3 construct(const isect_lin *lin, const double *a, const double *b,
                                    const double *c, tri_answer ans, bool point, int texp) {
    isect_find_result3 r = {0};
    if (ans.how == TRI_MISS)
        return r;
    r.hit = true;
    double t[2] = {0, 0}, normal[3] = {0, 0, 0};
    if (point || ans.how == TRI_DEGENERATE)
        r.flags |= ISECT_DEGENERATE;
    if (point) {
        r.count = 1;
        r.flags |= ISECT_TOUCHING;
        if (ans.how != TRI_DEGENERATE)
            isect_points_unit_normal(a, b, c, normal);
    } else if (ans.how == TRI_CROSSING) {
        r.count = 1;
        const bool segment = lin->kind == ISECT_LIN_SEGMENT;
        if (ans.sa == 0) {
            t[0] = 0;
            r.flags |= lin->kind == ISECT_LIN_LINE ? 0u : ISECT_TOUCHING;
        } else if (segment && ans.sb == 0) {
            t[0] = 1;
            r.flags |= ISECT_TOUCHING;
        } else {
            t[0] = shadow_clamp(lin, a, b, c,
                                isect_points_crossing_t(a, b, c, lin, ans.sa, ans.slope));
        }
        t[1] = t[0];
        isect_points_unit_normal(a, b, c, normal);
        for (int i = 0; i < 3; i++)
            normal[i] *= ans.slope > 0 ? -1 : 1; /* against the direction of travel */
    } else if (ans.how == TRI_COPLANAR) {
        r.count = ISECT_INFINITE;
        coplanar_interval(lin, a, b, c, ans.axis, &t[0], &t[1]);
        isect_points_unit_normal(a, b, c, normal);
    } else {
        count_degenerate(lin, a, b, c, &r.count, t, &r.flags);
    }
    for (int k = 0; k < 2; k++) {
        double pt[3];
        isect_lin_point_at(lin, t[k], pt);
        r.t[k] = dv_out(dv_scale(t[k], texp), &r.flags);
        r.point[k] = dv_out3(pt, &r.flags);
    }
    r.normal = dv_to3(normal);
    return r;
}

/* A ray or line with a direction so short that t overflows still has a finite crossing
 * point (on the triangle): when the result saturated, it is constructed again on the
 * component with its direction scaled up (isect_lin_unit_dir), where t' is finite and
 * the point exact to rounding, and t' 2^e is what saturates. */
static isect_find_result3 build(const isect_lin *lin, const double *a, const double *b,
                                const double *c, tri_answer ans, bool point) {
    isect_find_result3 r = construct(lin, a, b, c, ans, point, 0);
    isect_lin unit;
    int e;
    return isect_lin_retry_unit(&r, lin, &unit, &e) ? construct(&unit, a, b, c, ans, point, e) : r;
}

/* ---- Public functions ---------------------------------------------------------------- */

static bool tri_of(const isect_tri3 *tri, double (*v)[3]) {
    if (!isect_ok_tri3(tri))
        return false;
    for (int i = 0; i < 3; i++)
        dv_from3(v[i], tri->v[i]);
    return true;
}

/* The general path (any component, including points), out of line. */
ISECT_COLD static tri_answer decide_slow(const isect_lin *l, const double (*v)[3]) {
    return decide(l, v[0], v[1], v[2]);
}

/* kind is lin->kind as a compile-time constant: the fast path is instantiated for it.
 * A point (zero length or direction) never passes the fast path (its det is 0). */
ISECT_INLINE isect_find_result3 find_tri(const isect_lin *lin, isect_lin_kind kind,
                                         const double (*v)[3]) {
    tri_answer ans;
    if (decide_fast(lin, kind, v[0], v[1], v[2], &ans))
        return build(lin, v[0], v[1], v[2], ans, false);
    bool point;
    isect_lin l = isect_inc_decidable(lin, &point);
    ans = decide_slow(&l, v);
    isect_find_result3 r = build(&l, v[0], v[1], v[2], ans, point);
    if (point && r.hit) { /* report the parameters of the original kind */
        r.t[0] = r.t[1] = 0;
    }
    return r;
}

ISECT_INLINE bool test_tri(const isect_lin *lin, isect_lin_kind kind, const double (*v)[3]) {
    tri_answer ans;
    if (decide_fast(lin, kind, v[0], v[1], v[2], &ans))
        return ans.how != TRI_MISS;
    bool point;
    isect_lin l = isect_inc_decidable(lin, &point);
    return decide_slow(&l, v).how != TRI_MISS;
}

/* Whether end k of r is a saturated value (result.h: exactly +-DV_REAL_MAX, flagged). */
static bool end_saturated(const isect_find_result3 *r, int k) {
    const isect_real *v = &r->point[k].x;
    bool at_max = fabs(r->t[k]) == DV_REAL_MAX;
    for (int i = 0; i < 3; i++)
        at_max |= fabs(v[i]) == DV_REAL_MAX;
    return (r->flags & ISECT_SATURATED) && at_max;
}

/* The nearer of two answers about the halves of a quad (the hull of two overlaps). */
static isect_find_result3 nearer(isect_find_result3 x, isect_find_result3 y) {
    if (!x.hit)
        return y;
    if (!y.hit)
        return x;
    if (x.count == ISECT_INFINITE || y.count == ISECT_INFINITE) {
        isect_find_result3 r = x.count == ISECT_INFINITE ? x : y;
        const isect_find_result3 *o = x.count == ISECT_INFINITE ? &y : &x;
        bool sat = false; /* ISECT_SATURATED follows the ends that are reported */
        for (int k = 0; k < 2; k++) {
            const isect_find_result3 *from = (k ? o->t[1] > r.t[1] : o->t[0] < r.t[0]) ? o : &r;
            sat |= end_saturated(from, k);
            r.t[k] = from->t[k];
            r.point[k] = from->point[k];
        }
        r.count = ISECT_INFINITE;
        r.flags = (r.flags & ~(unsigned)ISECT_SATURATED) | (sat ? ISECT_SATURATED : 0u);
        return r;
    }
    return y.t[0] < x.t[0] ? y : x;
}

/* ---- Public functions -------------------------------------------------------------
 * Each converts its component (isect_lin_of_*: NULL or non-finite input is invalid) and
 * calls one of the shared bodies below, inlined with its kind a constant. The tests
 * validate both arguments before deciding, as the old macro-made ones did: folding the
 * triangle's check into a shared helper changed the register allocation of the hot
 * test and cost it 3-4% (scripts/bench_compare.py). */

ISECT_INLINE isect_find_result3 find_lin_tri3(const isect_lin *lin, isect_lin_kind kind,
                                              const isect_tri3 *tri) {
    double v[3][3];
    if (!tri_of(tri, v))
        return dv_find_invalid3();
    return find_tri(lin, kind, (const double(*)[3])v);
}

/* A quad is the triangles (v0, v1, v2) and (v0, v2, v3). */
static void quad_halves(const isect_quad3 *quad, double first[3][3], double second[3][3]) {
    double v[4][3];
    for (int i = 0; i < 4; i++)
        dv_from3(v[i], quad->v[i]);
    for (int i = 0; i < 3; i++) {
        first[0][i] = second[0][i] = v[0][i];
        first[1][i] = v[1][i];
        first[2][i] = second[1][i] = v[2][i];
        second[2][i] = v[3][i];
    }
}

ISECT_INLINE bool test_lin_quad3(const isect_lin *lin, isect_lin_kind kind,
                                 const isect_quad3 *quad) {
    if (!isect_valid_quad3(quad))
        return false;
    double first[3][3], second[3][3];
    quad_halves(quad, first, second);
    return test_tri(lin, kind, (const double(*)[3])first) ||
           test_tri(lin, kind, (const double(*)[3])second);
}

ISECT_INLINE isect_find_result3 find_lin_quad3(const isect_lin *lin, isect_lin_kind kind,
                                               const isect_quad3 *quad) {
    if (!isect_valid_quad3(quad))
        return dv_find_invalid3();
    double first[3][3], second[3][3];
    quad_halves(quad, first, second);
    return nearer(find_tri(lin, kind, (const double(*)[3])first),
                  find_tri(lin, kind, (const double(*)[3])second));
}

bool isect_test_line3_tri3(const isect_line3 *line, const isect_tri3 *tri) {
    isect_lin lin;
    double v[3][3];
    if (!isect_lin_of_line3(line, &lin) || !tri_of(tri, v))
        return false;
    return test_tri(&lin, ISECT_LIN_LINE, (const double(*)[3])v);
}

isect_find_result3 isect_find_line3_tri3(const isect_line3 *line, const isect_tri3 *tri) {
    isect_lin lin;
    if (!isect_lin_of_line3(line, &lin))
        return dv_find_invalid3();
    return find_lin_tri3(&lin, ISECT_LIN_LINE, tri);
}

bool isect_test_line3_quad3(const isect_line3 *line, const isect_quad3 *quad) {
    isect_lin lin;
    return isect_lin_of_line3(line, &lin) && test_lin_quad3(&lin, ISECT_LIN_LINE, quad);
}

isect_find_result3 isect_find_line3_quad3(const isect_line3 *line, const isect_quad3 *quad) {
    isect_lin lin;
    if (!isect_lin_of_line3(line, &lin))
        return dv_find_invalid3();
    return find_lin_quad3(&lin, ISECT_LIN_LINE, quad);
}

bool isect_test_ray3_tri3(const isect_ray3 *ray, const isect_tri3 *tri) {
    isect_lin lin;
    double v[3][3];
    if (!isect_lin_of_ray3(ray, &lin) || !tri_of(tri, v))
        return false;
    return test_tri(&lin, ISECT_LIN_RAY, (const double(*)[3])v);
}

isect_find_result3 isect_find_ray3_tri3(const isect_ray3 *ray, const isect_tri3 *tri) {
    isect_lin lin;
    if (!isect_lin_of_ray3(ray, &lin))
        return dv_find_invalid3();
    return find_lin_tri3(&lin, ISECT_LIN_RAY, tri);
}

bool isect_test_ray3_quad3(const isect_ray3 *ray, const isect_quad3 *quad) {
    isect_lin lin;
    return isect_lin_of_ray3(ray, &lin) && test_lin_quad3(&lin, ISECT_LIN_RAY, quad);
}

isect_find_result3 isect_find_ray3_quad3(const isect_ray3 *ray, const isect_quad3 *quad) {
    isect_lin lin;
    if (!isect_lin_of_ray3(ray, &lin))
        return dv_find_invalid3();
    return find_lin_quad3(&lin, ISECT_LIN_RAY, quad);
}

bool isect_test_seg3_tri3(const isect_seg3 *seg, const isect_tri3 *tri) {
    isect_lin lin;
    double v[3][3];
    if (!isect_lin_of_seg3(seg, &lin) || !tri_of(tri, v))
        return false;
    return test_tri(&lin, ISECT_LIN_SEGMENT, (const double(*)[3])v);
}

isect_find_result3 isect_find_seg3_tri3(const isect_seg3 *seg, const isect_tri3 *tri) {
    isect_lin lin;
    if (!isect_lin_of_seg3(seg, &lin))
        return dv_find_invalid3();
    return find_lin_tri3(&lin, ISECT_LIN_SEGMENT, tri);
}

bool isect_test_seg3_quad3(const isect_seg3 *seg, const isect_quad3 *quad) {
    isect_lin lin;
    return isect_lin_of_seg3(seg, &lin) && test_lin_quad3(&lin, ISECT_LIN_SEGMENT, quad);
}

isect_find_result3 isect_find_seg3_quad3(const isect_seg3 *seg, const isect_quad3 *quad) {
    isect_lin lin;
    if (!isect_lin_of_seg3(seg, &lin))
        return dv_find_invalid3();
    return find_lin_quad3(&lin, ISECT_LIN_SEGMENT, quad);
}
