/* Exact incidence of linear components with points and segments (incidence.h).
 *
 * A convex component meets a closed segment e = uv iff an endpoint of one lies on the
 * other (the capsule sign with radius 0, ball_sign.h) or they cross properly: u and v
 * strictly on opposite sides of the component's line and the crossing inside the
 * component's range (for a segment: its ends strictly on opposite sides of e's line; for
 * a ray: f(t) = orient2d(u, v, p + t d), affine in t, has its root at t > 0). In space a
 * proper crossing needs the four points coplanar (an exact orient3d or triple product);
 * then a projection in which u and v are strictly apart from the component's line is
 * one-to-one on their plane and the 2D test decides. */
#include "construct/incidence.h"

#include <math.h>

#include "isect/predicates.h"

#include "sign/ball_sign.h"
#include "exact/dd.h"
#include "base/vec.h"
#include "sign/plane_sign.h"
#include "sign/predicates.h"

int isect_inc_orient2(const double *a, const double *b, const double *c) {
    int s;
    if (isect_filter_orient2d(a[0], a[1], b[0], b[1], c[0], c[1], &s))
        return s;
    return isect_orient2d((isect_vec2){dv_real(a[0]), dv_real(a[1])},
                          (isect_vec2){dv_real(b[0]), dv_real(b[1])},
                          (isect_vec2){dv_real(c[0]), dv_real(c[1])});
}

int isect_inc_dot2(const double *a, const double *b, const double *v) {
    int s;
    if (isect_filter_dot_sign(a, b, v, 2, &s))
        return s;
    return isect_dot_sign2((isect_vec2){dv_real(a[0]), dv_real(a[1])},
                           (isect_vec2){dv_real(b[0]), dv_real(b[1])},
                           (isect_vec2){dv_real(v[0]), dv_real(v[1])});
}

bool isect_inc_on_lin(const isect_lin *lin, const double *x) {
    return isect_sign_lin_ball(lin, x, 0) == 0;
}

isect_lin isect_inc_segment(int dim, const double *u, const double *v) {
    isect_lin s = {ISECT_LIN_SEGMENT,
                   dim,
                   {u[0], u[1], dim == 3 ? u[2] : 0},
                   {v[0], v[1], dim == 3 ? v[2] : 0}};
    return s;
}

int isect_inc_side2(const isect_lin *lin, const double *x) {
    if (lin->kind == ISECT_LIN_SEGMENT)
        return isect_inc_orient2(lin->a, lin->b, x);
    double perp[2] = {-lin->b[1], lin->b[0]}; /* (x - p) . (-d.y, d.x) = cross(d, x - p) */
    return isect_inc_dot2(x, lin->a, perp);
}

/* The endpoint cases: an endpoint of either on the other. */
static bool touches(const isect_lin *lin, const isect_lin *e) {
    if (isect_inc_on_lin(lin, e->a) || isect_inc_on_lin(lin, e->b))
        return true;
    if (lin->kind != ISECT_LIN_LINE && isect_inc_on_lin(e, lin->a))
        return true;
    return lin->kind == ISECT_LIN_SEGMENT && isect_inc_on_lin(e, lin->b);
}

/* A proper crossing in 2D, given that no endpoint lies on the other. */
static bool crosses2(const isect_lin *lin, const double *u, const double *v) {
    if (isect_inc_side2(lin, u) * isect_inc_side2(lin, v) >= 0)
        return false;
    if (lin->kind == ISECT_LIN_LINE)
        return true;
    int sp = isect_inc_orient2(u, v, lin->a);
    if (lin->kind == ISECT_LIN_SEGMENT)
        return sp * isect_inc_orient2(u, v, lin->b) < 0;
    double perp[2] = {lin->b[1], -lin->b[0]}; /* (v - u) . (d.y, -d.x) = cross(v - u, d) */
    return sp * isect_inc_dot2(v, u, perp) < 0;
}

bool isect_inc_meets_seg2(const isect_lin *lin, const double *u, const double *v) {
    isect_lin e = isect_inc_segment(2, u, v);
    return touches(lin, &e) || crosses2(lin, u, v);
}

void isect_inc_drop(const double *x, int k, double *out) {
    out[0] = x[k == 0 ? 1 : (k == 1 ? 2 : 0)];
    out[1] = x[k == 0 ? 2 : (k == 1 ? 0 : 1)];
}

isect_lin isect_inc_project(const isect_lin *lin, int k) {
    isect_lin out = {lin->kind, 2, {0, 0, 0}, {0, 0, 0}};
    isect_inc_drop(lin->a, k, out.a);
    isect_inc_drop(lin->b, k, out.b);
    return out;
}

int isect_inc_edge_side3(const isect_lin *lin, const double *u, const double *v) {
    if (lin->kind == ISECT_LIN_SEGMENT)
        return isect_sign_orient3d(lin->a, lin->b, u, v);
    return isect_sign_triple(lin->a, u, v, lin->b);
}

bool isect_inc_meets_seg3(const isect_lin *lin, const double *u, const double *v) {
    isect_lin e = isect_inc_segment(3, u, v);
    if (touches(lin, &e))
        return true;
    if (isect_inc_edge_side3(lin, u, v) != 0)
        return false; /* not coplanar: no common point */
    for (int k = 0; k < 3; k++) {
        isect_lin l2 = isect_inc_project(lin, k);
        double u2[2], v2[2];
        isect_inc_drop(u, k, u2);
        isect_inc_drop(v, k, v2);
        if (isect_inc_side2(&l2, u2) * isect_inc_side2(&l2, v2) < 0) /* one-to-one */
            return crosses2(&l2, u2, v2);
    }
    return false;
}

void isect_inc_dir(const isect_lin *lin, double *d) {
    for (int i = 0; i < 3; i++)
        d[i] = lin->kind == ISECT_LIN_SEGMENT ? lin->b[i] - lin->a[i] : lin->b[i];
}

void isect_inc_range(const isect_lin *lin, double *lo, double *hi) {
    *lo = lin->kind == ISECT_LIN_LINE ? -INFINITY : 0;
    *hi = lin->kind == ISECT_LIN_SEGMENT ? 1 : INFINITY;
}

void isect_inc_point_at(const isect_lin *lin, double t, double *out) {
    for (int i = 0; i < 3; i++) {
        if (lin->kind == ISECT_LIN_SEGMENT)
            out[i] = dv_lerp1(lin->a[i], lin->b[i], t);
        else
            out[i] = dv_axpy1(lin->a[i], t, lin->b[i]);
    }
}

isect_lin isect_inc_unit_dir(const isect_lin *lin, int *e) {
    isect_lin out = *lin;
    *e = 0;
    if (lin->kind == ISECT_LIN_SEGMENT || !(dv_max_abs(3, lin->b) < 2) || isect_lin_is_point(lin))
        return out;
    /* one scaling, d' = d 2^e with e >= 1 (the largest was below 2): only ever up, exact
     * (scaling down first and up after would lose a subnormal component's bits) */
    *e = dv_unit_exp(3, lin->b) + 2;
    for (int i = 0; i < 3; i++)
        out.b[i] = dv_scale(lin->b[i], *e);
    return out;
}

bool isect_inc_retry_unit(const isect_find_result3 *r, const isect_lin *lin, isect_lin *unit,
                          int *e) {
    if (!(r->flags & ISECT_SATURATED))
        return false;
    *unit = isect_inc_unit_dir(lin, e);
    return *e != 0;
}

/* The component's direction scaled by 2^e (e returned), the largest component in
 * [0.5, 1): d = p1 - p0 for a segment (dv_diff_exp), dir for a ray or a line. */
static int scaled_dir(const isect_lin *lin, double *d) {
    if (lin->kind == ISECT_LIN_SEGMENT)
        return dv_diff_exp(3, lin->b, lin->a, d);
    for (int i = 0; i < 3; i++)
        d[i] = lin->b[i];
    return dv_unit_scale(3, d);
}

/* t = (m . d) / (d . d) with m = x - p (RTCD 5.1.2). Plainly when both dot products are
 * ordinary numbers; otherwise (a 0 included: it may be an underflow) from m = m' 2^-em
 * and d = d' 2^-ed with the largest components of m' and d' in [0.5, 1):
 * t = (m' . d') / (d' . d') 2^(ed - em), where neither dot product can overflow or lose
 * its leading digits to underflow (a tiny m . d is a tiny t, which must keep its
 * relative accuracy). */
double isect_inc_param_of(const isect_lin *lin, const double *x) {
    double d[3], m[3], lo, hi;
    isect_inc_dir(lin, d);
    for (int i = 0; i < 3; i++)
        m[i] = x[i] - lin->a[i];
    double dd = dv_dot(3, d, d), md = dv_dot(3, m, d), t;
    isect_inc_range(lin, &lo, &hi);
    double amd = fabs(md);
    if (dd >= 0x1p-900 && dd <= 0x1p900 && amd <= 0x1p900 && amd >= 0x1p-900) {
        t = md / dd;
    } else {
        int ed = scaled_dir(lin, d), em = dv_diff_exp(3, x, lin->a, m);
        dd = dv_dot(3, d, d);
        t = dd > 0 ? dv_scale(dv_dot(3, m, d) / dd, ed - em) : 0;
    }
    return t == t ? fmin(fmax(t, lo), hi) : 0;
}

/* (incidence.h) In the common plane, p + t d = u + s e gives t d - s e = u - p,
 * and the 2D cross product with e, in a projection that keeps d x e, gives
 * t = cross(u - p, e) / cross(d, e). Differences are exact double-doubles and the cross
 * products accurate (isect_dd_cross), so nearly parallel lines keep t's relative accuracy.
 * As in coplanar_interval, positions are brought into range by 2^ep and a ray's or
 * line's direction by 2^ed first, so nothing over- or underflows; t is then the
 * quotient times 2^(ed - ep) (a segment's direction is a difference of positions:
 * ed = ep). */
double isect_inc_crossing_param(const isect_lin *lin, const double *u, const double *v) {
    const bool segment = lin->kind == ISECT_LIN_SEGMENT;
    double pos[9], dir[3];
    for (int i = 0; i < 3; i++) {
        pos[i] = lin->a[i];
        pos[3 + i] = u[i];
        pos[6 + i] = v[i];
        dir[i] = lin->b[i];
    }
    double big[2] = {dv_max_abs(9, pos), segment ? dv_max_abs(3, dir) : 0}; /* q: a position */
    int ep = dv_window_exp(2, big, 2), ed = segment ? ep : dv_window_exp(3, dir, 2);
    for (int i = 0; i < 9; i++)
        pos[i] = dv_scale(pos[i], ep);
    for (int i = 0; i < 3; i++)
        dir[i] = dv_scale(dir[i], ed);
    isect_dd d[3], e[3], w[3];
    for (int i = 0; i < 3; i++) {
        d[i] = segment ? isect_dd_diff(dir[i], pos[i]) : (isect_dd){dir[i], 0};
        e[i] = isect_dd_diff(pos[6 + i], pos[3 + i]);
        w[i] = isect_dd_diff(pos[3 + i], pos[i]);
    }
    int k = 2; /* in the plane: keep (x, y) */
    double best = -1;
    for (int i = 0; i < 3 && lin->dim == 3;
         i++) { /* drop the axis of the largest component of d x e */
        int i0 = (i + 1) % 3, i1 = (i + 2) % 3;
        double c = fabs(d[i0].hi * e[i1].hi - d[i1].hi * e[i0].hi);
        if (c > best) {
            best = c;
            k = i;
        }
    }
    int i0 = (k + 1) % 3, i1 = (k + 2) % 3;
    double num = isect_dd_cross(w[i0], w[i1], e[i0], e[i1]);
    double den = isect_dd_cross(d[i0], d[i1], e[i0], e[i1]);
    double t = dv_scale(num / den, ed - ep), lo, hi;
    if (!(t == t) || den == 0)
        return isect_inc_param_of(lin, u);
    isect_inc_range(lin, &lo, &hi);
    return fmin(fmax(t, lo), hi);
}

isect_lin isect_inc_decidable(const isect_lin *lin, bool *point) {
    isect_lin out = *lin;
    *point = isect_lin_is_point(lin);
    if (*point) {
        out.kind = ISECT_LIN_SEGMENT;
        for (int i = 0; i < 3; i++)
            out.b[i] = out.a[i];
    }
    return out;
}

isect_find_result3 isect_inc_invalid3(void) {
    isect_find_result3 r = {0};
    r.flags = ISECT_INVALID;
    return r;
}
