/* Parameters and points along linear components (construct/lin_param.h): the point at
 * t, the parameter of the nearest point (RTCD 5.1.2), the crossing parameter with another
 * line, and the retry with a scaled-up direction when a parameter overflowed. Each keeps
 * its relative accuracy where the textbook formula over- or underflows; the derivations
 * are above each function. */
#include "construct/lin_param.h"

#include <math.h>

#include "base/vec.h"
#include "exact/dd.h"
#include "sign/incidence.h"
#include "sign/plane_sign.h"

void isect_lin_dir(const isect_lin *lin, double *d) {
    for (int i = 0; i < 3; i++)
        d[i] = lin->kind == ISECT_LIN_SEGMENT ? lin->b[i] - lin->a[i] : lin->b[i];
}

void isect_lin_range(const isect_lin *lin, double *lo, double *hi) {
    *lo = lin->kind == ISECT_LIN_LINE ? -INFINITY : 0;
    *hi = lin->kind == ISECT_LIN_SEGMENT ? 1 : INFINITY;
}

void isect_lin_point_at(const isect_lin *lin, double t, double *out) {
    for (int i = 0; i < 3; i++) {
        if (lin->kind == ISECT_LIN_SEGMENT)
            out[i] = dv_lerp1(lin->a[i], lin->b[i], t);
        else
            out[i] = dv_axpy1(lin->a[i], t, lin->b[i]);
    }
}

isect_lin isect_lin_unit_dir(const isect_lin *lin, int *e) {
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

bool isect_lin_retry_unit(const isect_find_result3 *r, const isect_lin *lin, isect_lin *unit,
                          int *e) {
    if (!(r->flags & ISECT_SATURATED))
        return false;
    *unit = isect_lin_unit_dir(lin, e);
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
double isect_lin_param_of(const isect_lin *lin, const double *x) {
    double d[3], m[3], lo, hi;
    isect_lin_dir(lin, d);
    for (int i = 0; i < 3; i++)
        m[i] = x[i] - lin->a[i];
    double dd = dv_dot(3, d, d), md = dv_dot(3, m, d), t;
    isect_lin_range(lin, &lo, &hi);
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

/* The crossing parameter from exact values, for lines whose rounded cross products
 * cancelled or underflowed. In the projection (i0, i1), with d the direction,
 * e = v - u and 2D points lifted to z = 0, or to z = h where marked (h a power of two
 * near the largest coordinate, so that every lifted point has one scale):
 *   num = cross(u - p, v - u) = cross(u - p, v - p), orient2d(p, u, v)
 *         (isect_exact_orient2d_value);
 *   den = cross(d, e): for a segment (d = q - p), -1/h times the orient3d determinant
 *         of P, Q, U' = (u, h), V' = (v, h), whose rows (d, 0), (u - p, h), (v - p, h)
 *         expand to h cross(d, u - v); for a ray or line, -(e x d)
 *         (isect_exact_cross_dir_value, which lifts the same way).
 * Each is evaluated exactly (sign/plane_sign.c) and rounded once, so t = num / den is
 * within about 3 ulps. False when the exact arithmetic ran out of room. */
static bool exact_crossing(const isect_lin *lin, const double *u, const double *v, int i0, int i1,
                           double *t) {
    const double p[3] = {lin->a[i0], lin->a[i1], 0}, q[3] = {lin->b[i0], lin->b[i1], 0};
    const double u0[3] = {u[i0], u[i1], 0}, v0[3] = {v[i0], v[i1], 0};
    int en, ed, eh = 0;
    double num = isect_exact_orient2d_value(p, u0, v0, &en), den;
    if (lin->kind == ISECT_LIN_SEGMENT) {
        const double all[8] = {p[0], p[1], u0[0], u0[1], v0[0], v0[1], q[0], q[1]};
        double big = dv_max_abs(8, all);
        (void)frexp(big > 0 ? big : 1, &eh);
        eh -= 1; /* h = 2^eh <= big: finite */
        const double h = ldexp(1, eh);
        const double u1[3] = {u[i0], u[i1], h}, v1[3] = {v[i0], v[i1], h};
        den = -isect_exact_triple_value(p, q, u1, v1, true, &ed);
    } else {
        den = -isect_exact_cross_dir_value(u0, v0, q, &ed); /* d x e = -(e x d) */
    }
    if (den == 0)
        return false;
    int fn = 0, fd = 0; /* as below: the mantissas' quotient, then the exponent */
    double mn = frexp(num, &fn), md = frexp(den, &fd);
    *t = dv_scale(mn / md, fn - fd + en - ed + eh);
    return true;
}

/* (lin_param.h) In the common plane, p + t d = u + s e gives t d - s e = u - p,
 * and the 2D cross product with e, in a projection that keeps d x e, gives
 * t = cross(u - p, e) / cross(d, e). Differences are exact double-doubles and the cross
 * products accurate (isect_dd_cross), so nearly parallel lines keep t's relative accuracy.
 * As in coplanar_interval, positions are brought into range by 2^ep and a ray's or
 * line's direction by 2^ed first, so nothing over- or underflows; t is then the
 * quotient times 2^(ed - ep) (a segment's direction is a difference of positions:
 * ed = ep). */
double isect_lin_crossing_param(const isect_lin *lin, const double *u, const double *v) {
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
    /* the quotient of the mantissas, its exponent applied once: num / den itself may
     * leave the range although t does not (a long direction, far positions) */
    int fn = 0, fd = 0;
    double mn = frexp(num, &fn), md = frexp(den, &fd);
    double t = dv_scale(mn / md, fn - fd + ed - ep), lo, hi;
    /* isect_dd_cross is within u |value| + 8 u^2 (its terms' magnitudes): where a value
     * cancelled below 2^-48 of its terms that is no longer about u |value|, and where the
     * terms lie below 2^-960 their low parts fall into the subnormal range; the exact
     * values decide t instead (rare: nearly parallel lines, a start within rounding of
     * the other line, positions more than 2^450 apart in magnitude) */
    double num_terms = fabs(w[i0].hi * e[i1].hi) + fabs(w[i1].hi * e[i0].hi);
    double den_terms = fabs(d[i0].hi * e[i1].hi) + fabs(d[i1].hi * e[i0].hi);
    if (!(fabs(den) > 0x1p-48 * den_terms) || !(fabs(num) > 0x1p-48 * num_terms) ||
        !(den_terms > 0x1p-960) || !(num_terms > 0x1p-960) || !(t == t)) {
        if (!exact_crossing(lin, u, v, i0, i1, &t))
            return isect_lin_param_of(lin, u);
    }
    isect_lin_range(lin, &lo, &hi);
    return fmin(fmax(t, lo), hi);
}
