/* Lines, rays and segments against planes (isect/plane.h).
 *
 * Deciding (RTCD 5.3.1, with exact signs). Let s(x) be the side of x: the sign of
 * dot(n, x) - offset for a plane3, orient3d(a, b, c, x) for a plane3p. The plane is the
 * set s(x) == 0, so
 * - a segment p0-p1 meets it iff s(p0) s(p1) <= 0 (s is affine along the segment: it
 *   cannot change sign without passing through zero, nor reach zero between two values
 *   of one strict sign);
 * - a ray o + t dir meets it iff s(o) == 0 or the side of dir, sign(dot(n, dir)), is
 *   minus s(o) (it heads toward the plane);
 * - a line meets it iff sign(dot(n, dir)) != 0 or s(o) == 0.
 * For the segment, sign(dot(n, p1 - p0)) is s(p1) whenever s(p0) == 0, since
 * dot(n, p1 - p0) = (dot(n, p1) - offset) - (dot(n, p0) - offset). Every sign is exact
 * (plane_sign.h), so the answers are.
 *
 * Constructing. With signed distances d0 = dot(n, p0) - offset and d1 (or the slope
 * dn = dot(n, dir)), the crossing is t = d0 / (d0 - d1) for a segment and t = -d0 / dn
 * otherwise. The distances are computed on power-of-two-scaled input (the normal scaled
 * to a largest component in [0.5, 1), the points and offset together likewise), so no
 * intermediate overflows or underflows for any finite input and the only error is the
 * rounding of one dot product; t is then clamped to the component's range, which the
 * exact signs say contains it. An exact 0 or 1 (an endpoint on the plane) is reported
 * as such. */
#include "isect/plane.h"

#include <limits.h>
#include <math.h>

#include "isect/predicates.h"
#include "isect/valid.h"

#include "exact/expansion.h"
#include "construct/incidence.h"
#include "exact/scale.h"
#include "base/lin.h"
#include "base/vec.h"
#include "sign/plane_sign.h"
#include "sign/predicates.h"

/* ---- Exact signs ------------------------------------------------------------------ */

/* ceil(a / 2) for any int a. */
static int ceil_half(int a) {
    return a >= 0 ? (a + 1) / 2 : -((-a) / 2);
}

/* True when every non-zero magnitude lies in [2^-480, 2^500]: then the degree-2
 * polynomial dot(n, x) - o evaluates exactly in expansions without any scaling (each
 * product's error term is a multiple of 2^-1064 and every sum stays below 2^1004). */
static bool in_plain_window(const double *v, int n) {
    bool ok = true;
    for (int i = 0; i < n; i++)
        ok &= v[i] == 0 || (fabs(v[i]) >= 0x1p-480 && fabs(v[i]) <= 0x1p500);
    return ok;
}

/* dot(n, x) - o exactly, in the arena; its value is the result times 2^-*scale. The
 * polynomial is not homogeneous in any split of its inputs into groups (o scales like n
 * times x), so group scaling (scale.h) does not apply. Inside the plain window
 * expansions need no scaling; otherwise integers: n and x are written as integers with
 * a common shift s and o with shift 2 s, which scales every term by the same 2^(2 s). */
static isect_xp plane_side_xp(isect_xp_arena *arena, const double *n, const double *x, double o,
                              int *scale) {
    double v[7] = {n[0], n[1], n[2], x[0], x[1], x[2], o};
    int s = 0, so = 0;
    if (in_plain_window(v, 7)) {
        isect_xp_reset(arena, false);
    } else {
        isect_xp_reset(arena, true);
        s = isect_xp_group_shift(v, 6);
        int need = ceil_half(isect_xp_group_shift(&o, 1));
        s = s > need ? s : need;
        so = 2 * s;
    }
    isect_exact_select(arena, s);
    isect_xp acc = isect_xp_of(arena, 0);
    int mark = isect_xp_mark(arena);
    for (int i = 0; i < 3; i++) {
        isect_xp term = isect_xp_mul(arena, isect_xp_of(arena, n[i]), isect_xp_of(arena, x[i]));
        acc = isect_xp_keep(arena, mark, isect_xp_add(arena, acc, term));
    }
    isect_exact_select(arena, so);
    *scale = so;
    return isect_xp_sub(arena, acc, isect_xp_of(arena, o));
}

int isect_exact_plane_side(const double *n, const double *x, double o) {
    ISECT_XP_ARENA(arena, 1024);
    int scale;
    isect_xp acc = plane_side_xp(&arena, n, x, o, &scale);
    return arena.full ? ISECT_SIGN_UNKNOWN : isect_xp_sign(acc);
}

/* ((b - a) x (c - a)) . v exactly, in the arena: homogeneous of degree 2 in the points
 * and 1 in v, so its value is the result times 2^-(2 shift[0] + shift[1]). */
static isect_xp triple_xp(isect_xp_arena *arena, const double *a, const double *b, const double *c,
                          const double *v, int *shift) {
    double pts[9], dir[3];
    for (int i = 0; i < 3; i++) {
        pts[i] = a[i];
        pts[3 + i] = b[i];
        pts[6 + i] = c[i];
        dir[i] = v[i];
    }
    double *groups[2] = {pts, dir};
    int sizes[2] = {9, 3};
    isect_exact_prepare(arena, groups, sizes, 2, 3, shift);
    isect_exact_select(arena, shift[0]);
    isect_xp e[3], f[3], w[3];
    for (int i = 0; i < 3; i++) {
        e[i] = isect_xp_diff(arena, pts[3 + i], pts[i]);
        f[i] = isect_xp_diff(arena, pts[6 + i], pts[i]);
    }
    isect_exact_select(arena, shift[1]);
    for (int i = 0; i < 3; i++)
        w[i] = isect_xp_of(arena, dir[i]);
    return isect_xp_det3(arena, e, f, w);
}

int isect_exact_triple(const double *a, const double *b, const double *c, const double *v) {
    ISECT_XP_ARENA(arena, 2048);
    int shift[2];
    isect_xp det = triple_xp(&arena, a, b, c, v, shift);
    return arena.full ? ISECT_SIGN_UNKNOWN : isect_xp_sign(det);
}

/* The exact value of ((b - a) x (c - a)) . w as m 2^*e (m returned): w = v - a for a
 * point v (orient3d's determinant, of degree 3 in the points), w = v for a direction
 * (degree 2 in the points and 1 in v). */
static double triple_value(const double *a, const double *b, const double *c, const double *v,
                           bool point, int *e) {
    if (!point) {
        ISECT_XP_ARENA(arena, 2048);
        int shift[2];
        isect_xp det = triple_xp(&arena, a, b, c, v, shift);
        double m = isect_xp_approx(det, e);
        *e -= 2 * shift[0] + shift[1];
        return arena.full ? 0 : m;
    }
    ISECT_XP_ARENA(arena, 2048);
    double pts[12];
    for (int i = 0; i < 3; i++) {
        pts[i] = a[i];
        pts[3 + i] = b[i];
        pts[6 + i] = c[i];
        pts[9 + i] = v[i];
    }
    double *groups[1] = {pts};
    int sizes[1] = {12}, shift[1];
    isect_exact_prepare(&arena, groups, sizes, 1, 3, shift);
    isect_exact_select(&arena, shift[0]);
    isect_xp u[3], w[3], x[3];
    for (int i = 0; i < 3; i++) {
        u[i] = isect_xp_diff(&arena, pts[3 + i], pts[i]);
        w[i] = isect_xp_diff(&arena, pts[6 + i], pts[i]);
        x[i] = isect_xp_diff(&arena, pts[9 + i], pts[i]);
    }
    double m = isect_xp_approx(isect_xp_det3(&arena, u, w, x), e);
    *e -= 3 * shift[0];
    return arena.full ? 0 : m;
}

/* The exact value of n . (v - a) as m 2^*e (m returned), a = NULL meaning 0:
 * homogeneous in n and in the points. */
static double exact_dot_value(const double *n, const double *v, const double *a, int *e) {
    ISECT_XP_ARENA(arena, 512);
    double g0[3] = {n[0], n[1], n[2]}, g1[6];
    for (int i = 0; i < 3; i++) {
        g1[i] = v[i];
        g1[3 + i] = a ? a[i] : 0;
    }
    double *groups[2] = {g0, g1};
    int sizes[2] = {3, 6}, shift[2];
    isect_exact_prepare(&arena, groups, sizes, 2, 2, shift);
    isect_xp x[3];
    isect_exact_select(&arena, shift[0]);
    for (int i = 0; i < 3; i++)
        x[i] = isect_xp_of(&arena, g0[i]);
    isect_exact_select(&arena, shift[1]);
    int mark = isect_xp_mark(&arena);
    isect_xp acc = isect_xp_of(&arena, 0);
    for (int i = 0; i < 3; i++) {
        isect_xp w = isect_xp_diff(&arena, g1[i], g1[3 + i]);
        acc = isect_xp_keep(&arena, mark, isect_xp_add(&arena, acc, isect_xp_mul(&arena, x[i], w)));
    }
    double m = isect_xp_approx(acc, e);
    *e -= shift[0] + shift[1];
    return arena.full ? 0 : m;
}

int isect_sign_plane_side(const double *n, const double *x, double o) {
    int sign;
    if (isect_filter_plane_side(n, x, o, &sign))
        return sign;
    return isect_exact_plane_side(n, x, o);
}

int isect_sign_triple(const double *a, const double *b, const double *c, const double *v) {
    int sign;
    if (isect_filter_triple(a, b, c, v, &sign))
        return sign;
    return isect_exact_triple(a, b, c, v);
}

bool isect_collinear3(isect_vec3 a, isect_vec3 b, isect_vec3 c) {
    return isect_orient2d((isect_vec2){a.x, a.y}, (isect_vec2){b.x, b.y}, (isect_vec2){c.x, c.y}) ==
               0 &&
           isect_orient2d((isect_vec2){a.y, a.z}, (isect_vec2){b.y, b.z}, (isect_vec2){c.y, c.z}) ==
               0 &&
           isect_orient2d((isect_vec2){a.z, a.x}, (isect_vec2){b.z, b.x}, (isect_vec2){c.z, c.x}) ==
               0;
}

/* The direction of the exact normal (b - a) x (c - a), for three points so nearly
 * collinear that the rounded cross product vanishes or loses every digit. */
static void exact_normal_direction(const double *a, const double *b, const double *c, double *out) {
    ISECT_XP_ARENA(arena, 2048);
    double pts[9] = {a[0], a[1], a[2], b[0], b[1], b[2], c[0], c[1], c[2]};
    double *groups[1] = {pts};
    int sizes[1] = {9}, shift[1];
    isect_exact_prepare(&arena, groups, sizes, 1, 2, shift);
    isect_exact_select(&arena, shift[0]);
    isect_xp u[3], v[3], n[3];
    for (int i = 0; i < 3; i++) {
        u[i] = isect_xp_diff(&arena, pts[3 + i], pts[i]);
        v[i] = isect_xp_diff(&arena, pts[6 + i], pts[i]);
    }
    double m[3];
    int e[3], top = INT_MIN;
    for (int i = 0; i < 3; i++) {
        int j = (i + 1) % 3, k = (i + 2) % 3;
        n[i] = isect_xp_sub(&arena, isect_xp_mul(&arena, u[j], v[k]),
                            isect_xp_mul(&arena, u[k], v[j]));
        m[i] = isect_xp_approx(n[i], &e[i]);
        top = m[i] != 0 && e[i] > top ? e[i] : top;
    }
    for (int i = 0; i < 3; i++) /* one common power of two: the ratios survive */
        out[i] = arena.full || m[i] == 0 ? 0 : ldexp(m[i], e[i] - top);
}

static bool nonzero3(const double *n) {
    return (n[0] != 0) | (n[1] != 0) | (n[2] != 0);
}

/* ---- One view of both plane forms -------------------------------------------------- */

typedef struct plane_view {
    bool three;       /* sides from orient3d (a plane3p) or distances from a point (a) */
    double n[3], off; /* plane3: as given; plane3p: the rounded (b - a) x (c - a), n . a */
    double a[3], b[3], c[3];
    bool points; /* the plane is that of a, b, c (a plane3p, a triangle's) */
} plane_view;

static bool view_of_plane3(const isect_plane3 *plane, plane_view *out) {
    if (!isect_valid_plane3(plane))
        return false;
    out->three = false;
    out->points = false;
    dv_from3(out->n, plane->normal);
    out->off = plane->offset;
    return true;
}

static void cross3(const double *u, const double *v, double *out) {
    out[0] = u[1] * v[2] - u[2] * v[1];
    out[1] = u[2] * v[0] - u[0] * v[2];
    out[2] = u[0] * v[1] - u[1] * v[0];
}

/* The view of the plane through a, b, c (not collinear). */
static void view_of_points(const double *a, const double *b, const double *c, plane_view *out) {
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
    cross3(u, v, out->n);
    /* Each component is a difference of two products; when every one of them cancels
     * to within its rounding, take the direction from the exact cross product. */
    double mag = dv_max_abs(3, u) * dv_max_abs(3, v);
    if (!(dv_max_abs(3, out->n) > 0x1p-40 * mag))
        exact_normal_direction(a, b, c, out->n);
    out->off = 0; /* distances are measured from a (see signed_distances) */
}

static bool view_of_plane3p(const isect_plane3p *plane, plane_view *out) {
    if (!isect_valid_plane3p(plane))
        return false;
    double a[3], b[3], c[3];
    dv_from3(a, plane->a);
    dv_from3(b, plane->b);
    dv_from3(c, plane->c);
    view_of_points(a, b, c, out);
    return true;
}

int isect_sign_orient3d(const double *a, const double *b, const double *c, const double *d) {
    int s;
    if (isect_filter_orient3d(a, b, c, d, &s))
        return s;
    return isect_orient3d(dv_to3(a), dv_to3(b), dv_to3(c), dv_to3(d));
}

/* Exact side of x. */
static int side_of(const plane_view *p, const double *x) {
    if (p->three)
        return isect_sign_orient3d(p->a, p->b, p->c, x);
    return isect_sign_plane_side(p->n, x, p->off);
}

/* Exact sign of dot(normal, d). */
static int slope_of(const plane_view *p, const double *d) {
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
static void signed_distances(const plane_view *p, const double (*x)[3], int count, double *out,
                             int *ex_out, double *slope_out, double *mag) {
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
static double slope_value(const plane_view *p, const double *dir, int *edir, double *mag) {
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
static double exact_distance(const plane_view *p, const double *x, int *e) {
    if (p->three)
        return exact_dot_value(p->n, x, p->a, e);
    ISECT_XP_ARENA(arena, 1024);
    int scale;
    isect_xp v = plane_side_xp(&arena, p->n, x, p->off, &scale);
    double m = isect_xp_approx(v, e);
    *e -= scale;
    return arena.full ? 0 : m;
}

/* origin + t dir, coordinate by coordinate, never 0 * inf. */
static void point_along(const double *origin, const double *dir, double t, double *out) {
    for (int i = 0; i < 3; i++)
        out[i] = dv_axpy1(origin[i], t, dir[i]);
}

/* The crossing parameter of a component that crosses the plane at one point, not at an
 * endpoint; sa is the exact side of its start and slope the exact sign of dot(n, d). */
static double crossing_t(const plane_view *p, const isect_lin *lin, int sa, int slope) {
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
        double m0 = frexp(triple_value(p->a, p->b, p->c, lin->a, true, &e0), &k0);
        double ms = frexp(triple_value(p->a, p->b, p->c, lin->b, false, &es), &ks);
        q = ms != 0 ? dv_scale(fabs(m0 / ms), e0 + k0 - es - ks) : 0;
    } else {
        int es, en = dv_unit_exp(3, p->n), k;
        double ms = frexp(exact_dot_value(p->n, lin->b, NULL, &es), &k); /* no overflow */
        q = ms != 0 ? dv_scale(fabs(d0 / ms), -(en + ex) - es - k) : 0;
    }
    return (double)(-sa * slope) * (q == q ? q : 0);
}

double isect_points_crossing_t(const double *a, const double *b, const double *c,
                               const isect_lin *lin, int sa, int slope) {
    plane_view view;
    view_of_points(a, b, c, &view);
    return crossing_t(&view, lin, sa, slope);
}

double isect_normal_crossing_t(const double *n, const double *v0, const isect_lin *lin, int sa,
                               int slope) {
    plane_view view = {true, {0, 0, 0}, 0, {0, 0, 0}, {0, 0, 0}, {0, 0, 0}, false};
    /* three: distances measured from a point of the plane, v0 */
    for (int i = 0; i < 3; i++) {
        view.n[i] = n[i];
        view.a[i] = v0[i];
    }
    view.off = 0;
    return crossing_t(&view, lin, sa, slope);
}

void isect_points_normal(const double *a, const double *b, const double *c, double *out) {
    plane_view view;
    view_of_points(a, b, c, &view);
    for (int i = 0; i < 3; i++)
        out[i] = view.n[i];
}

void isect_points_unit_normal(const double *a, const double *b, const double *c, double *out) {
    double n[3];
    isect_points_normal(a, b, c, n);
    dv_normalize(3, n, out);
}

/* ---- The queries ------------------------------------------------------------------- */

/* Does the component meet the plane (exact)? */
static bool lin_hits(const plane_view *p, const isect_lin *lin) {
    int sa = side_of(p, lin->a);
    if (sa == 0)
        return true;
    if (lin->kind == ISECT_LIN_SEGMENT)
        return side_of(p, lin->b) != sa;
    int slope = slope_of(p, lin->b);
    return lin->kind == ISECT_LIN_LINE ? slope != 0 : slope == -sa;
}

/* The find result, with every finite parameter reported times 2^texp (see lin_find). */
static isect_find_result3 find_scaled(const plane_view *p, const isect_lin *lin, int texp) {
    isect_find_result3 r = {0};
    const bool segment = lin->kind == ISECT_LIN_SEGMENT;
    int sa = side_of(p, lin->a), slope;
    int sb = 0;
    if (segment) {
        sb = side_of(p, lin->b);
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
            point_along(lin->a, dir, t[1], pt[1]);
            if (lin->kind == ISECT_LIN_LINE)
                point_along(lin->a, dir, t[0], pt[0]);
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
            point_along(lin->a, dir, tc, pt[0]);
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
 * its direction scaled up (isect_inc_unit_dir; the exact signs do not change), where t'
 * is finite and the point exact to rounding, and t' 2^e is what saturates. */
static isect_find_result3 lin_find(const plane_view *p, const isect_lin *lin) {
    isect_find_result3 r = find_scaled(p, lin, 0);
    isect_lin unit;
    int e;
    return isect_inc_retry_unit(&r, lin, &unit, &e) ? find_scaled(p, &unit, e) : r;
}

/* ---- Public functions -------------------------------------------------------------- */

/* RTCD 3.6: n = (b - a) x (c - a), offset = n . a. The points are first brought into
 * the range where these degree-3 products cannot overflow or underflow (dv_window_exp:
 * ordinary input is not scaled at all, so it gets exactly the textbook roundings): with
 * points scaled by 2^e, n' = n 2^(2e) and n' . a' = offset 2^(3e). Any positive multiple
 * of (n, offset) is the same plane, so the pair is scaled back by one power of two 2^k:
 * k = -2e, the textbook values, when they lie well inside the range of isect_real;
 * otherwise k puts the normal's largest component at 2^-4, where neither the normal nor
 * the offset can overflow, and a normal that the textbook formula would underflow to
 * zero stays non-zero. */
isect_plane3 isect_plane3_from_points(isect_vec3 a, isect_vec3 b, isect_vec3 c) {
    isect_plane3 plane = {{0, 0, 0}, 0};
    if (!(isect_valid_vec3(a) && isect_valid_vec3(b) && isect_valid_vec3(c)))
        return plane; /* no plane: the zero normal that the plane3 queries call invalid */
    double pts[9] = {a.x, a.y, a.z, b.x, b.y, b.z, c.x, c.y, c.z}, u[3], v[3], n[3];
    int e = dv_window_exp(9, pts, 3);
    for (int i = 0; i < 9; i++)
        pts[i] = dv_scale(pts[i], e);
    for (int i = 0; i < 3; i++) {
        u[i] = pts[3 + i] - pts[i];
        v[i] = pts[6 + i] - pts[i];
    }
    cross3(u, v, n);
    double off = dv_dot(3, n, pts), big = dv_max_abs(3, n);
    int k = -2 * e; /* normal n' 2^k; offset off 2^(k - e) */
    double nk = dv_scale(big, k), ok = dv_scale(fabs(off), k - e);
    const double lo = ISECT_USE_DOUBLE ? 0x1p-1000 : 0x1p-120;
    const double hi = ISECT_USE_DOUBLE ? 0x1p1000 : 0x1p120;
    if (big != 0 && !(nk >= lo && nk <= hi && ok <= hi))
        k = -4 - ilogb(big); /* big 2^k in [2^-4, 2^-3) */
    unsigned flags = 0;      /* nothing can saturate; dv_out for the rule's sake */
    double out[3] = {dv_scale(n[0], k), dv_scale(n[1], k), dv_scale(n[2], k)};
    plane.normal = dv_out3(out, &flags);
    plane.offset = dv_out(dv_scale(off, k - e), &flags);
    return plane;
}

static isect_location location_of_side(int s) {
    return s < 0 ? ISECT_INSIDE : (s == 0 ? ISECT_ON_BOUNDARY : ISECT_OUTSIDE);
}

ISECT_COLD static isect_location classify_plane3_slow(const isect_vec3 *p,
                                                      const isect_plane3 *plane) {
    plane_view view;
    if (!view_of_plane3(plane, &view) || !isect_valid_vec3(*p))
        return ISECT_LOCATION_INVALID;
    double x[3];
    dv_from3(x, *p);
    return location_of_side(side_of(&view, x));
}

isect_location isect_classify_point3_plane3(isect_vec3 p, const isect_plane3 *plane) {
    if (!plane)
        return ISECT_LOCATION_INVALID;
    double n[3], x[3];
    dv_from3(n, plane->normal);
    dv_from3(x, p);
    int s;
    if (nonzero3(n) && isect_filter_plane_side(n, x, plane->offset, &s))
        return location_of_side(s);
    return classify_plane3_slow(&p, plane);
}

isect_location isect_classify_point3_plane3p(isect_vec3 p, const isect_plane3p *plane) {
    plane_view view;
    if (!view_of_plane3p(plane, &view) || !isect_valid_vec3(p))
        return ISECT_LOCATION_INVALID;
    double x[3];
    dv_from3(x, p);
    return location_of_side(side_of(&view, x));
}

/* ---- Fast paths for a plane3 -------------------------------------------------------
 * The ordinary case -- finite input, a non-zero normal, both signs certified non-zero
 * by the filter, magnitudes far from overflow and underflow -- answered inline; the
 * filter's rounded values double as the signed distances (they are the same single
 * rounding of the same dot product that signed_distances computes, only unscaled).
 * Everything else (invalid input, a zero sign, in-plane or degenerate components,
 * extreme magnitudes) goes to the general path above. */

ISECT_INLINE void plane3_operands(const isect_vec3 *pa, const isect_vec3 *pb,
                                  const isect_plane3 *plane, double *n, double *a, double *b) {
    dv_from3(n, plane->normal);
    dv_from3(a, *pa);
    dv_from3(b, *pb);
}

/* true and *hit when the filters decide; kind is a compile-time constant. */
ISECT_INLINE bool plane3_test_fast(isect_lin_kind kind, const isect_vec3 *pa, const isect_vec3 *pb,
                                   const isect_plane3 *plane, bool *hit) {
    double n[3], a[3], b[3], o = plane->offset;
    plane3_operands(pa, pb, plane, n, a, b);
    int sa, sb;
    bool segment = kind == ISECT_LIN_SEGMENT;
    if (!(nonzero3(n) && isect_filter_plane_side(n, a, o, &sa) &&
          isect_filter_plane_side(n, b, segment ? o : 0, &sb)))
        return false;
    if (segment)
        *hit = sa * sb <= 0;
    else /* sb is the slope: the sign of dot(n, dir) */
        *hit = sa == 0 || (kind == ISECT_LIN_LINE ? sb != 0 : sb == -sa);
    return true;
}

/* true and *r when the ordinary case applies. */
ISECT_INLINE bool plane3_find_fast(isect_lin_kind kind, const isect_vec3 *pa, const isect_vec3 *pb,
                                   const isect_plane3 *plane, isect_find_result3 *r) {
    double n[3], a[3], b[3], o = plane->offset, v0, v1;
    plane3_operands(pa, pb, plane, n, a, b);
    bool segment = kind == ISECT_LIN_SEGMENT;
    if (!(nonzero3(n) && isect_filter_plane_value(n, a, o, &v0) &&
          isect_filter_plane_value(n, b, segment ? o : 0, &v1)))
        return false;
    double nn = dv_dot(3, n, n);
    if (!(nn >= 0x1p-1000 && nn <= 0x1p1000))
        return false;
    *r = (isect_find_result3){0};
    int sa = v0 > 0 ? 1 : -1, sb = v1 > 0 ? 1 : -1, slope;
    double t, pt[3];
    if (segment) {
        if (sa == sb)
            return true; /* both ends strictly on one side */
        slope = -sa;
        double d[3] = {b[0] - a[0], b[1] - a[1], b[2] - a[2]}, D = dv_dot(3, n, d);
        t = fabs(v0) <= fabs(v1) ? -v0 / D : 1 - v1 / D; /* as crossing_t */
        if (!isfinite(t) || !isfinite(D))
            return false; /* p1 - p0 overflowed: the general path scales it */
        t = dv_clamp(t, 0, 1);
        for (int i = 0; i < 3; i++)
            pt[i] = dv_lerp1(a[i], b[i], t);
    } else {
        slope = sb; /* v1 = dot(n, dir) */
        if (kind == ISECT_LIN_RAY && slope != -sa)
            return true; /* heading away */
        t = -v0 / v1;
        if (!isfinite(t))
            return false; /* the general path keeps the point finite */
        point_along(a, b, t, pt);
    }
    double scale = (slope > 0 ? -1 : 1) / sqrt(nn); /* against the direction of travel */
    double normal[3] = {n[0] * scale, n[1] * scale, n[2] * scale};
    r->hit = true;
    r->count = 1;
    r->t[0] = r->t[1] = dv_out(t, &r->flags);
    r->point[0] = r->point[1] = dv_out3(pt, &r->flags);
    r->normal = dv_to3(normal);
    return true;
}

/* The general paths, out of line. */
ISECT_COLD static bool plane3_test_slow(isect_lin_kind kind, const isect_vec3 *pa,
                                        const isect_vec3 *pb, const isect_plane3 *plane) {
    plane_view view;
    if (!(isect_valid_vec3(*pa) && isect_valid_vec3(*pb)) || !view_of_plane3(plane, &view))
        return false;
    isect_lin lin = isect_lin_make3(kind, *pa, *pb);
    return lin_hits(&view, &lin);
}

ISECT_COLD static isect_find_result3 plane3_find_slow(isect_lin_kind kind, const isect_vec3 *pa,
                                                      const isect_vec3 *pb,
                                                      const isect_plane3 *plane) {
    plane_view view;
    if (!(isect_valid_vec3(*pa) && isect_valid_vec3(*pb)) || !view_of_plane3(plane, &view))
        return isect_inc_invalid3();
    isect_lin lin = isect_lin_make3(kind, *pa, *pb);
    return lin_find(&view, &lin);
}

#define ISECT_PLANE3_QUERIES(comp, ctype, kind, first, second)                                     \
    bool isect_test_##comp##_plane3(const ctype *x, const isect_plane3 *plane) {                   \
        bool hit;                                                                                  \
        if (!x || !plane)                                                                          \
            return false;                                                                          \
        if (plane3_test_fast(kind, &x->first, &x->second, plane, &hit))                            \
            return hit;                                                                            \
        return plane3_test_slow(kind, &x->first, &x->second, plane);                               \
    }                                                                                              \
    isect_find_result3 isect_find_##comp##_plane3(const ctype *x, const isect_plane3 *plane) {     \
        isect_find_result3 r;                                                                      \
        if (!x || !plane)                                                                          \
            return isect_inc_invalid3();                                                           \
        if (plane3_find_fast(kind, &x->first, &x->second, plane, &r))                              \
            return r;                                                                              \
        return plane3_find_slow(kind, &x->first, &x->second, plane);                               \
    }

ISECT_PLANE3_QUERIES(line3, isect_line3, ISECT_LIN_LINE, origin, dir)
ISECT_PLANE3_QUERIES(ray3, isect_ray3, ISECT_LIN_RAY, origin, dir)
ISECT_PLANE3_QUERIES(seg3, isect_seg3, ISECT_LIN_SEGMENT, p0, p1)

/* The plane3p queries: always the general path (orient3d's own filter runs first). */
#define ISECT_PLANE3P_QUERIES(comp, ctype, conv)                                                   \
    bool isect_test_##comp##_plane3p(const ctype *x, const isect_plane3p *plane) {                 \
        isect_lin lin;                                                                             \
        plane_view view;                                                                           \
        if (!conv(x, &lin) || !view_of_plane3p(plane, &view))                                      \
            return false;                                                                          \
        return lin_hits(&view, &lin);                                                              \
    }                                                                                              \
    isect_find_result3 isect_find_##comp##_plane3p(const ctype *x, const isect_plane3p *plane) {   \
        isect_lin lin;                                                                             \
        plane_view view;                                                                           \
        if (!conv(x, &lin) || !view_of_plane3p(plane, &view))                                      \
            return isect_inc_invalid3();                                                           \
        return lin_find(&view, &lin);                                                              \
    }

ISECT_PLANE3P_QUERIES(line3, isect_line3, isect_lin_of_line3)
ISECT_PLANE3P_QUERIES(ray3, isect_ray3, isect_lin_of_ray3)
ISECT_PLANE3P_QUERIES(seg3, isect_seg3, isect_lin_of_seg3)
