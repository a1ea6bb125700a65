/* The plane constructions (construct/plane_cross.h): one view of both plane forms, the
 * exact decision whether a line, ray or segment meets the plane, and the find result
 * with its crossing parameter; shared by the plane, triangle and polygon families.
 *
 * Deciding (RTCD 5.3.1, with exact signs). Let s(x) be the side of x: the sign of
 * dot(n, x) - offset for a plane3, orient3d(a, b, c, x) for a plane through three
 * points. The plane is the set s(x) == 0, so a segment p0-p1 meets it iff
 * s(p0) s(p1) <= 0; a ray o + t dir iff s(o) == 0 or sign(dot(n, dir)) == -s(o); a
 * line iff sign(dot(n, dir)) != 0 or s(o) == 0. Every sign is exact (sign/plane_sign.h).
 *
 * Constructing. With signed distances d0 = dot(n, p0) - offset and d1 (or the slope
 * dn = dot(n, dir)), the crossing is t = d0 / (d0 - d1) for a segment and t = -d0 / dn
 * otherwise, computed on power-of-two-scaled input so that no intermediate overflows or
 * underflows for any finite input; where rounding has eaten a distance or a slope, from
 * their exact values (sign/plane_sign.c). t is clamped to the component's range, which
 * the exact signs say contains it. */
#include "construct/plane_cross.h"

#include <math.h>

#include "isect/valid.h"

#include "base/inline.h"
#include "base/vec.h"
#include "construct/lin_param.h"
#include "exact/dd_orient.h"
#include "sign/incidence.h"
#include "sign/plane_sign.h"
#include "sign/predicates.h"

/* ---- One view of both plane forms -------------------------------------------------- */

bool isect_plane_view_of_plane3(const isect_plane3 *plane, isect_plane_view *out) {
    if (!isect_valid_plane3(plane))
        return false;
    out->three = false;
    out->points = false;
    dv_from3(out->n, plane->normal);
    out->off = plane->offset;
    return true;
}

/* The view of the plane through a, b, c (not collinear). */
void isect_plane_view_of_points(const double *a, const double *b, const double *c,
                                isect_plane_view *out) {
    out->three = true;
    out->points = true;
    for (int i = 0; i < 3; i++) {
        out->a[i] = a[i];
        out->b[i] = b[i];
        out->c[i] = c[i];
    }
    /* The rounded normal, only for constructions (t, the reported normal); scaled so
     * that the differences and their products cannot overflow. */
    double pts[9] = {a[0], a[1], a[2], b[0], b[1], b[2], c[0], c[1], c[2]};
    int e = dv_unit_exp(9, pts) - 1;
    double u[3], v[3];
    for (int i = 0; i < 3; i++) {
        u[i] = dv_scale(b[i], e) - dv_scale(a[i], e);
        v[i] = dv_scale(c[i], e) - dv_scale(a[i], e);
    }
    dv_cross3(u, v, out->n);
    /* Each component is a difference of two products; when every one of them cancels
     * to within its rounding, take the direction from the exact cross product. */
    double mag = dv_max_abs(3, u) * dv_max_abs(3, v);
    if (!(dv_max_abs(3, out->n) > 0x1p-40 * mag))
        isect_exact_normal_direction(a, b, c, out->n);
    out->off = 0; /* distances are measured from a (see signed_distances) */
}

bool isect_plane_view_of_plane3p(const isect_plane3p *plane, isect_plane_view *out) {
    if (!isect_valid_plane3p(plane))
        return false;
    double a[3], b[3], c[3];
    dv_from3(a, plane->a);
    dv_from3(b, plane->b);
    dv_from3(c, plane->c);
    isect_plane_view_of_points(a, b, c, out);
    return true;
}

int isect_plane_view_side(const isect_plane_view *p, const double *x) {
    if (p->three)
        return isect_sign_orient3d(p->a, p->b, p->c, x);
    return isect_sign_plane_side(p->n, x, p->off);
}

/* Exact sign of dot(normal, d). */
static int slope_of(const isect_plane_view *p, const double *d) {
    if (p->three)
        return isect_sign_triple(p->a, p->b, p->c, d);
    return isect_sign_plane_side(p->n, d, 0);
}

/* ---- Constructions ------------------------------------------------------------------ */

/* Signed distances of the count points x[k] from the plane, all multiplied by one
 * power of two 2^(K + ex), where K depends only on the plane and ex is returned: each is
 * one rounded dot product of exactly scaled values (see the top of the file), so nothing
 * overflows or underflows; mag[k] receives the sum of its terms' magnitudes, the scale of
 * its rounding error. For a plane3p the distances are measured from a with the rounded
 * normal. */
static void signed_distances(const isect_plane_view *p, const double (*x)[3], int count,
                             double *out, int *ex_out, double *slope_out, double *mag) {
    double n[3], rel[2][3];
    int en = dv_unit_exp(3, p->n);
    for (int i = 0; i < 3; i++)
        n[i] = dv_scale(p->n[i], en);
    if (p->three) {
        /* Measured from a: the differences x - a first, scaled by their own largest
         * magnitude (so that a tiny difference of large or subnormal coordinates keeps
         * every bit), unless a difference overflows. */
        double big = 0;
        bool finite = true;
        for (int k = 0; k < count; k++)
            for (int i = 0; i < 3; i++) {
                rel[k][i] = x[k][i] - p->a[i];
                finite &= isfinite(rel[k][i]) != 0;
                big = fmax(big, fabs(rel[k][i]));
            }
        int ex = dv_unit_exp(1, &big) - 1; /* differences of two scaled ones stay below 1 */
        for (int k = 0; k < count; k++)
            for (int i = 0; i < 3; i++)
                rel[k][i] = finite ? dv_scale(rel[k][i], ex)
                                   : dv_scale(x[k][i], ex) - dv_scale(p->a[i], ex);
        if (!finite) { /* the points themselves set the scale */
            big = dv_max_abs(3, p->a);
            for (int k = 0; k < count; k++)
                big = fmax(big, dv_max_abs(3, x[k]));
            ex = dv_unit_exp(1, &big) - 1;
            for (int k = 0; k < count; k++)
                for (int i = 0; i < 3; i++)
                    rel[k][i] = dv_scale(x[k][i], ex) - dv_scale(p->a[i], ex);
        }
        for (int k = 0; k < count; k++) {
            out[k] = dv_dot(3, n, rel[k]);
            mag[k] = fabs(n[0] * rel[k][0]) + fabs(n[1] * rel[k][1]) + fabs(n[2] * rel[k][2]);
        }
        if (slope_out && count == 2) { /* n . (x1 - x0) in the same units */
            double d[3] = {rel[1][0] - rel[0][0], rel[1][1] - rel[0][1], rel[1][2] - rel[0][2]};
            *slope_out = dv_dot(3, n, d);
        }
        *ex_out = ex;
        return;
    }
    double big = 0;
    for (int k = 0; k < count; k++)
        big = fmax(big, dv_max_abs(3, x[k]));
    int ex = dv_unit_exp(1, &big) - 1;
    /* offset * 2^(en + ex) must not exceed the scaled points' range either (an offset of
     * 0 sets no limit) */
    int eo = dv_unit_exp(1, &p->off) - en;
    ex = ex < eo || p->off == 0 ? ex : eo;
    double off = dv_scale(p->off, en + ex);
    for (int k = 0; k < count; k++) {
        for (int i = 0; i < 3; i++)
            rel[k][i] = dv_scale(x[k][i], ex);
        out[k] = dv_dot(3, n, rel[k]) - off;
        mag[k] =
            fabs(n[0] * rel[k][0]) + fabs(n[1] * rel[k][1]) + fabs(n[2] * rel[k][2]) + fabs(off);
    }
    if (slope_out && count == 2) {
        double d[3] = {rel[1][0] - rel[0][0], rel[1][1] - rel[0][1], rel[1][2] - rel[0][2]};
        *slope_out = dv_dot(3, n, d);
    }
    *ex_out = ex;
}

/* dot(n, dir) multiplied by 2^(K + edir) (K as in signed_distances); edir is returned. */
/* *mag receives sum_i |n_i d_i| in the same units, the scale of the rounding error. */
static double slope_value(const isect_plane_view *p, const double *dir, int *edir, double *mag) {
    double n[3], d[3];
    int en = dv_unit_exp(3, p->n);
    *edir = dv_unit_exp(3, dir);
    *mag = 0;
    for (int i = 0; i < 3; i++) {
        n[i] = dv_scale(p->n[i], en);
        d[i] = dv_scale(dir[i], *edir);
        *mag += fabs(n[i] * d[i]);
    }
    return dv_dot(3, n, d);
}

/* The exact signed distance of x as the view measures it -- n . (x - a) from a point of
 * the plane, n . x - offset for a plane3 -- as m 2^*e (m returned). */
static double exact_distance(const isect_plane_view *p, const double *x, int *e) {
    if (p->three)
        return isect_exact_dot_value(p->n, x, p->a, e);
    return isect_exact_plane_side_value(p->n, x, p->off, e);
}

/* The crossing parameter of a component that crosses the plane at one point, not at an
 * endpoint; sa is the exact side of its start and slope the exact sign of dot(n, d). */
static double crossing_t(const isect_plane_view *p, const isect_lin *lin, int sa, int slope) {
    int ex;
    if (lin->kind == ISECT_LIN_SEGMENT) {
        double ends[2][3], d[2];
        for (int i = 0; i < 3; i++) {
            ends[0][i] = lin->a[i];
            ends[1][i] = lin->b[i];
        }
        double D, mag[2];
        signed_distances(p, (const double(*)[3])ends, 2, d, &ex, &D, mag);
        /* t = d0 / (d0 - d1) = -d0 / D = 1 - d1 / D with D = n . (q - p): from the end
         * whose distance is smaller, so that the error of the other end's distance (which
         * grows with its distance from the plane) does not enter. When an end lies so
         * close to the plane that its rounded distance is mostly rounding error, both are
         * taken from their exact values instead, and t = |d0| / (|d0| + |d1|) (the
         * distances have opposite signs: no cancellation). */
        if (fabs(d[0]) > 0x1p-20 * mag[0] && fabs(d[1]) > 0x1p-20 * mag[1]) {
            double t = fabs(d[0]) <= fabs(d[1]) ? -d[0] / D : 1 - d[1] / D;
            return t == t ? dv_clamp(t, 0, 1) : 0.5;
        }
        int e0, e1, k0, k1;
        double m0 = fabs(frexp(exact_distance(p, lin->a, &e0), &k0));
        double m1 = fabs(frexp(exact_distance(p, lin->b, &e1), &k1));
        int top = e0 + k0 > e1 + k1 ? e0 + k0 : e1 + k1; /* one common power of two */
        m0 = dv_scale(m0, e0 + k0 - top);
        m1 = dv_scale(m1, e1 + k1 - top);
        return m0 + m1 > 0 ? m0 / (m0 + m1) : 0.5;
    }
    double start[1][3] = {{lin->a[0], lin->a[1], lin->a[2]}}, d0, mag0;
    int edir;
    signed_distances(p, (const double(*)[3])start, 1, &d0, &ex, NULL, &mag0);
    double mag, sl = slope_value(p, lin->b, &edir, &mag), q;
    /* t = -d0 / slope; its sign is known exactly: -sa slope. A component nearly parallel
     * to the plane has a slope that rounding may shrink to nothing: below 2^-30 of its
     * terms' magnitude t is taken from exact values instead, so that it never overflows
     * where the exact t does not. For a plane through three points, both: the exact
     * t = -[b - a, c - a, x - a] / [b - a, c - a, dir] of that plane (the rounded normal
     * tilts a nearly parallel line's slope by more than the slope itself: its t came out
     * 33 times too large). For a plane given by its normal (a polygon's computed one
     * included), the exact n . dir with the accurate d0 = 2^(en + ex) n . (x - a). */
    if (fabs(sl) > 0x1p-30 * mag) {
        q = dv_scale(fabs(d0 / sl), edir - ex);
    } else if (p->points) {
        int e0, es, k0, ks;
        double m0 = frexp(isect_exact_triple_value(p->a, p->b, p->c, lin->a, true, &e0), &k0);
        double ms = frexp(isect_exact_triple_value(p->a, p->b, p->c, lin->b, false, &es), &ks);
        q = ms != 0 ? dv_scale(fabs(m0 / ms), e0 + k0 - es - ks) : 0;
    } else {
        int es, en = dv_unit_exp(3, p->n), k;
        double ms = frexp(isect_exact_dot_value(p->n, lin->b, NULL, &es), &k); /* no overflow */
        q = ms != 0 ? dv_scale(fabs(d0 / ms), -(en + ex) - es - k) : 0;
    }
    return (double)(-sa * slope) * (q == q ? q : 0);
}

double isect_points_crossing_t(const double *a, const double *b, const double *c,
                               const isect_lin *lin, int sa, int slope) {
    isect_plane_view view;
    isect_plane_view_of_points(a, b, c, &view);
    return crossing_t(&view, lin, sa, slope);
}

double isect_normal_crossing_t(const double *n, const double *v0, const isect_lin *lin, int sa,
                               int slope) {
    isect_plane_view view = {true, {0, 0, 0}, 0, {0, 0, 0}, {0, 0, 0}, {0, 0, 0}, false};
    /* three: distances measured from a point of the plane, v0 */
    for (int i = 0; i < 3; i++) {
        view.n[i] = n[i];
        view.a[i] = v0[i];
    }
    view.off = 0;
    return crossing_t(&view, lin, sa, slope);
}

void isect_points_normal(const double *a, const double *b, const double *c, double *out) {
    isect_plane_view view;
    isect_plane_view_of_points(a, b, c, &view);
    for (int i = 0; i < 3; i++)
        out[i] = view.n[i];
}

void isect_points_unit_normal(const double *a, const double *b, const double *c, double *out) {
    double n[3];
    isect_points_normal(a, b, c, n);
    dv_normalize(3, n, out);
}

/* ---- Lines, rays and segments against the view ------------------------------------ */

/* Does the component meet the plane (exact)? */
bool isect_plane_lin_hits(const isect_plane_view *p, const isect_lin *lin) {
    int sa = isect_plane_view_side(p, lin->a);
    if (sa == 0)
        return true;
    if (lin->kind == ISECT_LIN_SEGMENT)
        return isect_plane_view_side(p, lin->b) != sa;
    int slope = slope_of(p, lin->b);
    return lin->kind == ISECT_LIN_LINE ? slope != 0 : slope == -sa;
}

/* The find result, with every finite parameter reported times 2^texp (see lin_find). */
static isect_find_result3 find_scaled(const isect_plane_view *p, const isect_lin *lin, int texp) {
    isect_find_result3 r = {0};
    const bool segment = lin->kind == ISECT_LIN_SEGMENT;
    int sa = isect_plane_view_side(p, lin->a), slope;
    int sb = 0;
    if (segment) {
        sb = isect_plane_view_side(p, lin->b);
        if (sa != 0 && sb == sa)
            return r;
        slope = sa == 0 ? sb : -sa; /* sign(d1 - d0) when they differ or d0 == 0 */
    } else {
        slope = slope_of(p, lin->b);
        bool hit = sa == 0 || (lin->kind == ISECT_LIN_LINE ? slope != 0 : slope == -sa);
        if (!hit)
            return r;
    }
    r.hit = true;
    const bool point = isect_lin_is_point(lin);
    double dir[3], normal[3], t[2], pt[2][3];
    for (int i = 0; i < 3; i++)
        dir[i] = segment ? lin->b[i] - lin->a[i] : lin->b[i];
    dv_normalize(3, p->n, normal);
    for (int i = 0; i < 3; i++)
        normal[i] *= slope > 0 ? -1 : 1; /* against the direction of travel */
    if (point) {
        r.flags |= ISECT_DEGENERATE;
    }
    if (sa == 0 && slope == 0 && !point) { /* the component lies in the plane */
        r.count = ISECT_INFINITE;
        t[0] = lin->kind == ISECT_LIN_LINE ? -INFINITY : 0;
        t[1] = segment ? 1 : INFINITY;
        for (int i = 0; i < 3; i++) {
            pt[0][i] = lin->a[i];
            pt[1][i] = segment ? lin->b[i] : lin->a[i];
        }
        if (!segment) {
            dv_along3(lin->a, dir, t[1], pt[1]);
            if (lin->kind == ISECT_LIN_LINE)
                dv_along3(lin->a, dir, t[0], pt[0]);
        }
    } else {
        r.count = 1;
        double tc;
        if (sa == 0 || point) { /* a point on the plane, or a start on it */
            tc = 0;
            r.flags |= lin->kind == ISECT_LIN_LINE && !point ? 0u : ISECT_TOUCHING;
        } else if (segment && sb == 0) {
            tc = 1;
            r.flags |= ISECT_TOUCHING;
        } else {
            tc = crossing_t(p, lin, sa, slope);
        }
        t[0] = t[1] = tc;
        for (int i = 0; i < 3; i++)
            pt[0][i] = segment ? dv_lerp1(lin->a[i], lin->b[i], tc) : 0;
        if (!segment)
            dv_along3(lin->a, dir, tc, pt[0]);
        for (int i = 0; i < 3; i++)
            pt[1][i] = pt[0][i];
    }
    for (int k = 0; k < 2; k++) {
        if (r.count == ISECT_INFINITE && isinf(t[k])) { /* an unbounded overlap's end */
            r.t[k] = (isect_real)t[k];
            r.point[k] =
                (isect_vec3){(isect_real)pt[k][0], (isect_real)pt[k][1], (isect_real)pt[k][2]};
        } else {
            r.t[k] = dv_out(dv_scale(t[k], texp), &r.flags);
            r.point[k] = dv_out3(pt[k], &r.flags);
        }
    }
    r.normal = dv_to3(normal);
    return r;
}

/* A ray or line with a direction so short that t overflows may still cross the plane at
 * a finite point: when the result saturated, it is found again on the component with
 * its direction scaled up (isect_lin_unit_dir; the exact signs do not change), where t'
 * is finite and the point exact to rounding, and t' 2^e is what saturates. */
isect_find_result3 isect_plane_lin_find(const isect_plane_view *p, const isect_lin *lin) {
    isect_find_result3 r = find_scaled(p, lin, 0);
    isect_lin unit;
    int e;
    return isect_lin_retry_unit(&r, lin, &unit, &e) ? find_scaled(p, &unit, e) : r;
}

/* ---- Where a segment crosses the plane of three points: the weights ----------------------
 * Shared by the triangle pair queries (closest points, the triangle-triangle find). */

/* The exact orientations, each rounded (isect_xp_approx), with one common power of two. */
ISECT_COLD static void crossing_exact(const double *v0, const double *v1, const double *v2,
                                      const double *a, const double *b, double *w) {
    int e0, e1;
    double m0 = isect_exact_triple_value(v0, v1, v2, a, true, &e0);
    double m1 = isect_exact_triple_value(v0, v1, v2, b, true, &e1);
    dv_share_exp_pair(m0, e0, m1, e1, w);
}

/* The orientations o_a, o_b = ((v1 - v0) x (v2 - v0)) . (x - v0) for x = a, b in
 * double-double on the given normal n of v0 v1 v2, each with a relative error below
 * u (1 + 2^-10) (exact/dd_orient.h: construction and bound); exactly, rounded, where that
 * is not certified. */
void isect_crossing_weights_on(const isect_dd_normal *n, const double *v0, const double *v1,
                               const double *v2, const double *a, const double *b, double *w) {
    double o[2];
    bool certain_a = isect_dd_orient(n, v0, a, &o[0]);
    bool certain_b = isect_dd_orient(n, v0, b, &o[1]);
    if (certain_a && certain_b)
        dv_share_exp_pair(o[0], 0, o[1], 0, w);
    else
        crossing_exact(v0, v1, v2, a, b, w);
}

/* |o_a| and |o_b|, each within u (1 + 2^-10) relative (double-double, certified) or a few
 * units (exact, rounded), on one power of two with the larger in [0.5, 1]. */
void isect_crossing_weights(const double *v0, const double *v1, const double *v2, const double *a,
                            const double *b, double *w) {
    isect_dd_normal n;
    isect_dd_normal_of(v0, v1, v2, &n);
    isect_crossing_weights_on(&n, v0, v1, v2, a, b, w);
}
