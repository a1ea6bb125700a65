/* A point against a round solid: the capsule (2D and 3D), the finite cylinder and the
 * finite cone.
 *
 * Derivation. Each solid is symmetric about its axis a -> b (p0 -> p1, apex -> base),
 * d = b - a, so its point closest to p lies in the half-plane through the axis and p.
 * With w = p - a, the axial parameter t* = w.d / d.d and the radial vector
 * u = w - t* d (|u| = rho, p's distance from the axis line), p sits at (t*, rho) there
 * and the solid's closest point at (t, rho') maps back to a + t d + rho' u / |u|.
 *
 * Capsule (RTCD 5.1.2): the points within r of the core segment. The core's closest
 * point c (point_lin.c, its region exact) is also the capsule's when |p - c| <= r
 * (then p is inside: point_b = p); otherwise point_b = c + r (p - c) / |p - c|.
 * Inside is the exact ball sign of the core (ball_sign.h).
 *
 * Cylinder: the rectangle 0 <= t <= 1, 0 <= rho <= r of the half-plane. Clamping is
 * separable there: t = clamp(t*, 0, 1), rho' = min(rho, r). The exact signs: t* <= 0 is
 * (a - p).d >= 0, t* >= 1 is (b - p).d <= 0, and rho <= r is |w x d|^2 <= r^2 d.d
 * (Lagrange's identity), all from ball_sign.h.
 *
 * Cone: the triangle O = (0, 0) (apex), B = (h, 0), R = (h, r) in coordinates (x, y) =
 * (t* h, rho), h = |d|. Scaled by h (so that only d.d appears), with A = w.d = x h,
 * D = d.d = h^2 and Q = |w x d|^2 = (rho h)^2:
 *   inside the slant line OR:    rho h - r x <= 0          sqrt(Q D) - r A  <= 0
 *   apex region (O's normal):    (x, rho).(h, r) <= 0      A sqrt(D) + r sqrt(Q) <= 0
 *   rim region (beyond R):       (x - h, rho - r).(h, r) >= 0 and rho >= r:
 *                                X sqrt(D) + r sqrt(Q) >= 0 with X = (p - b).d - r^2
 *   below the base (x <= h):     (p - b).d <= 0.
 * Each sign is that of A' sqrt(U) + sqrt(V) with U, V >= 0 (A' = -A, U = r^2, V = Q D for
 * the slant; A' = A or X, U = D, V = r^2 Q for the others), which is decided by
 *   A' >= 0:  + unless A' U and V are both 0 (then 0);    A' < 0:  sign(V - A'^2 U),
 * a polynomial of degree 6, evaluated with the filter of exact/filter.h and exactly when
 * the filter cannot certify it. Outside the closed triangle, the regions of a convex
 * polygon's boundary: the apex (apex region), the rim (rim region), the slant (outside
 * the slant line, neither region: the projection onto the generator from a to
 * b + r u / |u|) and otherwise the base (beyond the base plane with rho < r: the
 * projection onto the base plane). Convexity makes them a partition.
 *
 * Construction: in double on power-of-two-scaled differences (w, d and r scaled
 * together so their largest magnitude is in [0.5, 1)), the point formed from the end it
 * is measured from (a, b or p), the direction u / |u| normalised without overflow (the
 * capsule's p - c unscaled where its square is well inside the range). Only the rounding
 * of the construction is approximate; which piece of the boundary holds the point is
 * exact.
 *
 * Fast paths: each public function first tries its common case (every sign certified by
 * a filter in double, see the derivations at capsule_inside_sign and axis_signs_fast),
 * then runs the full path's own construction, so the answer is the full path's bit for
 * bit (tests/test_fast_path_round.c); anything uncertain goes to the full path. */
#include <math.h>
#include <stdbool.h>

#include "isect/closest_point.h"

#include "base/inline.h"
#include "base/lin.h"
#include "exact/expansion.h"
#include "exact/filter.h"
#include "exact/scale.h"
#include "query/closest_point/full_path.h"
#include "query/closest_point/point_lin.h"
#include "query/closest_point/point_tri.h"
#include "sign/ball_sign.h"
#include "sign/incidence.h"
#include "sign/valid.h"

/* The answer in double, converted once at the end. */
typedef struct round_d {
    double dist_sq, t, point[3];
    int t_at; /* 0: t == 0 exactly, 1: t == 1 exactly, -1: strictly between */
    isect_feature feature;
    unsigned flags;
    bool meets; /* p lies in the closed solid, exactly */
} round_d;

static const isect_feature solid_interior = {ISECT_FEATURE_SOLID, 0};

static isect_feature feature_of(isect_feature_kind kind, int index) {
    return (isect_feature){kind, index};
}

/* ---- The scaled frame ----------------------------------------------------------------- */

/* w = p - a, d = b - a and r, all times 2^e; t = w.d / d.d (unscaled, saturating); proj =
 * t d (times 2^e); u = w - t d; uhat = u / |u| (0 when u is). d times 2^e may underflow
 * for an axis far shorter than the rest (it then only shifts points by less than its own
 * length); proj and u are formed from d renormalised on its own, so they do not. */
typedef struct frame {
    double w[3], d[3], r, t, proj[3], u[3], uhat[3];
    int e;
} frame;

static void frame_init(int dim, const double *a, const double *b, const double *p, double r,
                       frame *f) {
    /* w, d and r kept apart and their largest magnitudes found on the way (an array of the
     * seven read back with wide loads stalled on store forwarding) */
    double w[3] = {0, 0, 0}, d[3] = {0, 0, 0}, raw_d[3];
    bool finite = true;
    for (int i = 0; i < dim; i++) {
        w[i] = p[i] - a[i];
        d[i] = b[i] - a[i];
        finite &= w[i] - w[i] == 0 && d[i] - d[i] == 0;
    }
    int half = 0;
    if (!finite) { /* a difference overflowed: halve everything (exact at that size) */
        for (int i = 0; i < dim; i++) {
            w[i] = 0.5 * p[i] - 0.5 * a[i];
            d[i] = 0.5 * b[i] - 0.5 * a[i];
        }
        r = 0.5 * r;
        half = 1;
    }
    double top = fabs(r), d_top = 0;
    for (int i = 0; i < 3; i++) {
        top = fabs(w[i]) > top ? fabs(w[i]) : top;
        d_top = fabs(d[i]) > d_top ? fabs(d[i]) : d_top;
    }
    top = d_top > top ? d_top : top;
    int e = dv_unit_exp(1, &top), ed = dv_unit_exp(1, &d_top); /* as over w, d, r and over d */
    f->e = e - half;
    for (int i = 0; i < 3; i++) {
        f->w[i] = dv_scale(w[i], e);
        f->d[i] = dv_scale(d[i], e);
        raw_d[i] = dv_scale(d[i], ed); /* d_given 2^(ed + half): on its own, no underflow */
    }
    f->r = dv_scale(r, e);
    /* the projection of w onto the axis from raw_d */
    double dd = dv_dot(3, raw_d, raw_d), k = dd > 0 ? dv_dot(3, f->w, raw_d) / dd : 0;
    for (int i = 0; i < 3; i++) {
        f->proj[i] = k * raw_d[i];
        f->u[i] = f->w[i] - f->proj[i];
    }
    /* t = w.d / d.d = k 2^(ed - e) (both scalings count half the same way) */
    f->t = dv_scale(k, ed - e);
    dv_normalize(3, f->u, f->uhat);
}

/* The frame unscaled (e = 0), for the fast paths: frame_init's operations without its
 * scalings, so the same bits wherever no value is subnormal or overflows in either frame
 * (a power-of-two scaling commutes with every rounding between normal numbers).
 * Certified by windows on the inputs: every difference w_i, d_i and r is 0 or within
 * [2^-40, 2^40] (so frame_init's e and ed lie in [-41, 41]) and |u|^2 within
 * [2^-300, 2^300]. The smallest non-zero magnitudes then follow (a sum of doubles is 0
 * or at least the smaller operand's ulp): products of leaves 2^-80, the dots 2^-132, d.d
 * 2^-80 (at most 2^82), |t| 2^-214 (at most 2^162), proj 2^-254, u 2^-306, 1 / |u|
 * 2^-150, uhat 2^-456, r uhat 2^-496, the callers' sums of these 2^-548; the cone's slant
 * parameter (cone_answer) 2^-175, its point offset 2^-723, the error vector 2^-775.
 * Nothing exceeds 2^210 (d.d and |u|^2: 2^420). Scaled by 2^e (2^2e at degree 2) every
 * one stays normal, and dv_normalize takes its unscaled branch in both frames. False
 * outside the windows (then the full path, with frame_init). */
ISECT_INLINE bool leaf_in_window(double x) {
    return (x == 0) | ((fabs(x) >= 0x1p-40) & (fabs(x) <= 0x1p40));
}

ISECT_INLINE bool frame_plain(const double *a, const double *b, const double *p, double r,
                              frame *f) {
    bool ok = leaf_in_window(r);
    for (int i = 0; i < 3; i++) {
        f->w[i] = p[i] - a[i];
        f->d[i] = b[i] - a[i];
        ok &= leaf_in_window(f->w[i]);
        ok &= leaf_in_window(f->d[i]);
    }
    f->e = 0;
    f->r = r;
    double dd = dv_dot(3, f->d, f->d), k = dv_dot(3, f->w, f->d) / dd;
    for (int i = 0; i < 3; i++) {
        f->proj[i] = k * f->d[i];
        f->u[i] = f->w[i] - f->proj[i];
    }
    f->t = k;
    double len2 = dv_dot(3, f->u, f->u);
    if (!(ok & (dd > 0) & (len2 >= 0x1p-300) & (len2 <= 0x1p300)))
        return false;
    double inv = 1 / sqrt(len2); /* dv_normalize's unscaled branch */
    for (int i = 0; i < 3; i++)
        f->uhat[i] = f->u[i] * inv;
    return true;
}

/* |x|^2 2^(-2e) for a scaled vector x, without underflow on the way. */
static double unscaled_sq(const double *x, int e) {
    double y[3] = {x[0], x[1], x[2]};
    int ey = dv_unit_scale(3, y);
    return dv_scale(dv_dot(3, y, y), -2 * (e + ey));
}

/* point = anchor + off 2^-e; dist_sq from the scaled error vector err = (p - point) 2^e.
 * In an unscaled frame (e = 0) a sum of squares within [2^-900, 2^900] is the same
 * double as unscaled_sq's: each term within 2^-120 of the largest is normal in both, the
 * other terms fall below half an ulp of the partial sum they join in both, and the scaling
 * of the normal ones is exact. */
ISECT_INLINE void place(int dim, const double *anchor, const double *off, const double *err,
                        const frame *f, round_d *out) {
    for (int i = 0; i < dim; i++)
        out->point[i] = dv_add_scaled(anchor[i], off[i], -f->e);
    double sq = dv_dot(dim, err, err);
    bool plain = (f->e == 0) & (sq >= 0x1p-900) & (sq <= 0x1p900);
    out->dist_sq = plain ? sq : unscaled_sq(err, f->e);
}

static void at_point(int dim, const double *p, round_d *out) {
    for (int i = 0; i < dim; i++)
        out->point[i] = p[i];
    out->dist_sq = 0;
    out->meets = true;
}

/* The parameter of a point strictly inside the axis: t, kept in [2^-53, 1 - 2^-53] so
 * that both 1 - t and t stay below 1 (an error of at most u |d| in t |d|). */
static void free_t(double t, round_d *out) {
    out->t = dv_clamp(t, 0x1p-53, 1 - 0x1p-53);
    out->t_at = -1;
}

static void end_t(int end, round_d *out) {
    out->t = end;
    out->t_at = end;
}

/* ---- Capsule -------------------------------------------------------------------------- */

/* For p outside the capsule, its surface point c + r (p - c) / |p - c| (c the core's
 * closest point) and the squared distance (|p - c| - r)^2: shared by the full and the
 * fast path, so that both round alike. When |p - c|^2 is well inside the normal range
 * (point_lin.h's isect_closest_square_in_range) on p - c as it is; otherwise on p - c
 * scaled to [0.5, 1), so that nothing overflows or underflows on the way. */
ISECT_INLINE void capsule_surface(int dim, const double *p, const double *c, double r,
                                  double *point, double *dist_sq) {
    double e[3] = {0, 0, 0}, dir[3] = {0, 0, 0};
    for (int i = 0; i < dim; i++)
        e[i] = p[i] - c[i];
    double len2 = dv_dot(dim, e, e);
    if (isect_closest_square_in_range(len2)) {
        double len = sqrt(len2), inv = 1 / len, gap = len - r;
        gap = gap > 0 ? gap : 0;
        for (int i = 0; i < dim; i++)
            point[i] = dv_axpy1(c[i], r, e[i] * inv);
        *dist_sq = gap * gap;
        return;
    }
    int ee = dv_diff_exp(dim, p, c, e);
    dv_normalize(dim, e, dir);
    double len = sqrt(dv_dot(dim, e, e)), gap = len - dv_scale(r, ee);
    gap = gap > 0 ? gap : 0;
    for (int i = 0; i < dim; i++)
        point[i] = dv_axpy1(c[i], r, dir[i]);
    *dist_sq = dv_scale(gap * gap, -2 * ee);
}

static void closest_capsule(const isect_lin *core, const double *p, double r, round_d *out) {
    int dim = core->dim;
    isect_closest_d c;
    isect_closest_lin_point(core, p, &c);
    if (c.flags & ISECT_INVALID) {
        out->flags = ISECT_INVALID;
        return;
    }
    out->flags = c.flags | (r == 0 ? ISECT_DEGENERATE : 0u);
    int end = c.region == ISECT_AT_START ? 0 : c.region == ISECT_AT_END ? 1 : -1;
    if (end >= 0)
        end_t(end, out);
    else
        free_t(c.t, out);
    int inside = isect_sign_lin_ball(core, p, r); /* sign(dist(p, core)^2 - r^2) */
    if (inside == ISECT_SIGN_UNKNOWN) {
        out->flags = ISECT_INVALID;
        return;
    }
    /* The boundary piece: the end caps (arcs in 2D) by the core's region; in 2D the
     * straight sides by the side of p0 -> p1 that p is on. */
    int piece = end >= 0 ? end : 2;
    if (dim == 2 && end < 0 && isect_inc_side2(core, p) < 0)
        piece = 3;
    isect_feature_kind boundary = dim == 2 ? ISECT_FEATURE_EDGE : ISECT_FEATURE_FACE;
    if (isect_lin_is_point(core))
        piece = 0;
    if (inside <= 0) {
        at_point(dim, p, out);
        out->feature = inside == 0 ? feature_of(boundary, piece)
                       : dim == 2  ? feature_of(ISECT_FEATURE_FACE, 0)
                                   : solid_interior;
        return;
    }
    capsule_surface(dim, p, c.point, r, out->point, &out->dist_sq);
    out->feature = feature_of(boundary, piece);
}

/* ---- Cylinder ------------------------------------------------------------------------- */

/* The cylinder's answer from its exact signs, on the frame f of a, b, p and r (frame_init's,
 * or the fast path's frame_plain): s0 = sign((a - p).d), s1 = sign((b - p).d),
 * rs = sign(dist(p, axis line)^2 - r^2). Sets every field but flags and meets (set only
 * when p is inside). Shared by the full and the fast path. */
ISECT_INLINE void cylinder_answer(const double *a, const double *b, const double *p, const frame *f,
                                  int s0, int s1, int rs, round_d *out) {
    /* the axial end the point is clamped to (or on): 0, 1, or -1 for between */
    int end = s0 >= 0 ? 0 : s1 <= 0 ? 1 : -1;
    bool beyond = s0 > 0 || s1 < 0;
    if (end >= 0)
        end_t(end, out);
    else
        free_t(f->t, out);
    if (!beyond && rs <= 0) { /* inside the closed cylinder */
        at_point(3, p, out);
        if (rs == 0)
            out->feature =
                end >= 0 ? feature_of(ISECT_FEATURE_EDGE, end) : feature_of(ISECT_FEATURE_FACE, 2);
        else
            out->feature = end >= 0 ? feature_of(ISECT_FEATURE_FACE, end) : solid_interior;
        return;
    }
    /* clamped: t to [0, 1], rho to r */
    double off[3], err[3];
    for (int i = 0; i < 3; i++) {
        double radial = rs > 0 ? f->r * f->uhat[i] : f->u[i];
        /* the axial part: t d between the ends (then nothing is left of it), 0 or d at
         * an end (then t d - d, or t d, is left) */
        double along = end < 0 ? f->proj[i] : end == 1 ? f->d[i] : 0;
        off[i] = (end == 1 ? 0 : along) + radial;
        err[i] = (f->proj[i] - along) + (f->u[i] - radial);
    }
    place(3, end == 1 ? b : a, off, err, f, out);
    if (end >= 0)
        out->feature = feature_of(rs >= 0 ? ISECT_FEATURE_EDGE : ISECT_FEATURE_FACE, end);
    else
        out->feature = feature_of(ISECT_FEATURE_FACE, 2);
}

static void closest_cylinder(const isect_lin *axis, const double *p, double r, round_d *out) {
    const double *a = axis->a, *b = axis->b;
    int s0 = isect_closest_side_sign(axis, ISECT_FROM_A, p); /* -sign(t*) */
    int s1 = isect_closest_side_sign(axis, ISECT_FROM_B, p); /* sign(1 - t*) */
    int rs = isect_sign_axis_ball(axis, p, r);
    if (s0 == ISECT_SIGN_UNKNOWN || s1 == ISECT_SIGN_UNKNOWN || rs == ISECT_SIGN_UNKNOWN) {
        out->flags = ISECT_INVALID;
        return;
    }
    frame f;
    frame_init(3, a, b, p, r, &f);
    cylinder_answer(a, b, p, &f, s0, s1, rs, out);
}

/* ---- Cone: the exact signs -------------------------------------------------------------- */

/* Which sign of the cone's derivation is asked. */
typedef enum cone_poly {
    CONE_CROSS_ZERO, /* 1 when w x d == 0, else 0 */
    CONE_X,          /* X = (p - b).d - r^2 */
    CONE_SLANT,      /* Q D - r^2 A^2 */
    CONE_APEX,       /* r^2 Q - A^2 D */
    CONE_RIM,        /* r^2 Q - X^2 D */
} cone_poly;

/* The polynomial exactly, on expansions (integer == false; ISECT_SIGN_UNKNOWN if they
 * outgrow the arena) or on integers (always fits). */
ISECT_COLD static int cone_exact(const double *apex, const double *base, const double *p, double r,
                                 cone_poly which, bool integer) {
    ISECT_XP_ARENA(arena, 8192);
    double pos[10];
    for (int i = 0; i < 3; i++) {
        pos[i] = p[i];
        pos[3 + i] = apex[i];
        pos[6 + i] = base[i];
    }
    pos[9] = r;
    double *groups[1] = {pos};
    int sizes[1] = {10}, shift[1];
    int deg = which == CONE_CROSS_ZERO || which == CONE_X ? 2 : 6;
    if (integer)
        isect_exact_prepare_integer(&arena, groups, sizes, 1, shift);
    else
        isect_exact_prepare(&arena, groups, sizes, 1, deg, shift);
    isect_exact_select(&arena, shift[0]);
    isect_xp w[3], n[3], d[3], c[3];
    for (int i = 0; i < 3; i++) {
        w[i] = isect_xp_diff(&arena, pos[i], pos[3 + i]);
        n[i] = isect_xp_diff(&arena, pos[i], pos[6 + i]);
        d[i] = isect_xp_diff(&arena, pos[6 + i], pos[3 + i]);
    }
    isect_xp R = isect_xp_of(&arena, pos[9]);
    isect_xp rr = isect_xp_mul(&arena, R, R);
    isect_xp_cross3(&arena, w, d, c);
    if (which == CONE_CROSS_ZERO) {
        if (arena.full)
            return ISECT_SIGN_UNKNOWN;
        return isect_xp_sign(c[0]) == 0 && isect_xp_sign(c[1]) == 0 && isect_xp_sign(c[2]) == 0;
    }
    isect_xp X = isect_xp_sub(&arena, isect_xp_dot3(&arena, n, d), rr);
    isect_xp v;
    if (which == CONE_X) {
        v = X;
    } else {
        isect_xp Q = isect_xp_dot3(&arena, c, c), D = isect_xp_dot3(&arena, d, d);
        isect_xp A = isect_xp_dot3(&arena, w, d);
        if (which == CONE_SLANT)
            v = isect_xp_sub(&arena, isect_xp_mul(&arena, Q, D),
                             isect_xp_mul(&arena, rr, isect_xp_mul(&arena, A, A)));
        else {
            isect_xp L = which == CONE_APEX ? A : X;
            v = isect_xp_sub(&arena, isect_xp_mul(&arena, rr, Q),
                             isect_xp_mul(&arena, D, isect_xp_mul(&arena, L, L)));
        }
    }
    return arena.full ? ISECT_SIGN_UNKNOWN : isect_xp_sign(v);
}

static int cone_exact_sign(const double *apex, const double *base, const double *p, double r,
                           cone_poly which) {
    int s = cone_exact(apex, base, p, r, which, false);
    return s != ISECT_SIGN_UNKNOWN ? s : cone_exact(apex, base, p, r, which, true);
}

/* The cone's polynomials as filtered values, once per query. */
typedef struct cone_fx {
    isect_fx cross[3], x, slant, apex, rim;
    bool usable;
} cone_fx;

static void cone_filter(const double *apex, const double *base, const double *p, double r,
                        cone_fx *out) {
    isect_fx w[3], n[3], d[3], R = fx_in(r);
    for (int i = 0; i < 3; i++) {
        w[i] = fx_diff(p[i], apex[i]);
        n[i] = fx_diff(p[i], base[i]);
        d[i] = fx_diff(base[i], apex[i]);
    }
    out->usable = !fx_leaves_tiny(w, 3, 6) && !fx_leaves_tiny(n, 3, 6) &&
                  !fx_leaves_tiny(d, 3, 6) && !fx_leaves_tiny(&R, 1, 6);
    fx_cross(w, d, out->cross);
    isect_fx rr = fx_sq(R);
    isect_fx Q = fx_dot(out->cross, out->cross, 3), D = fx_dot(d, d, 3), A = fx_dot(w, d, 3);
    out->x = fx_sub(fx_dot(n, d, 3), rr);
    out->slant = fx_sub(fx_mul(Q, D), fx_mul(rr, fx_sq(A)));
    out->apex = fx_sub(fx_mul(rr, Q), fx_mul(D, fx_sq(A)));
    out->rim = fx_sub(fx_mul(rr, Q), fx_mul(D, fx_sq(out->x)));
}

/* The sign of a cone polynomial: the filter's, else the exact one; or, for the fast path
 * (unsure not NULL), the filter's only: where it cannot certify the sign, *unsure is set
 * and 0 returned (the caller then hands the query to the full path). */
static int cone_sign(const cone_fx *fx, isect_fx value, const double *apex, const double *base,
                     const double *p, double r, cone_poly which, bool *unsure) {
    int s;
    if (fx->usable && fx_sign(value, &s))
        return s;
    if (unsure) {
        *unsure = true;
        return 0;
    }
    return cone_exact_sign(apex, base, p, r, which);
}

/* Is w x d exactly zero (p on the axis line)? (unsure as for cone_sign.) */
static bool on_axis(const cone_fx *fx, const double *apex, const double *base, const double *p,
                    bool *unsure) {
    int s[3];
    if (fx->usable && fx_sign(fx->cross[0], &s[0]) && fx_sign(fx->cross[1], &s[1]) &&
        fx_sign(fx->cross[2], &s[2]))
        return s[0] == 0 && s[1] == 0 && s[2] == 0;
    if (unsure) {
        *unsure = true;
        return false;
    }
    return cone_exact_sign(apex, base, p, 0, CONE_CROSS_ZERO) == 1;
}

/* sign(L sqrt(U) + sqrt(V)) for U, V >= 0 given sign(L), whether U > 0 and V > 0, and
 * the sign of V - L^2 U (asked only when needed; unsure as for cone_sign). */
static int root_sum_sign(int sl, bool u_pos, bool v_pos, const cone_fx *fx, isect_fx value,
                         const double *apex, const double *base, const double *p, double r,
                         cone_poly which, bool *unsure) {
    if (sl >= 0)
        return (sl > 0 && u_pos) || v_pos;
    if (!u_pos)
        return v_pos ? 1 : 0; /* cannot be: L < 0 with U == 0 gives sqrt(V) >= 0 */
    return cone_sign(fx, value, apex, base, p, r, which, unsure);
}

/* ---- Cone ----------------------------------------------------------------------------- */

static bool cone_answer(const double *apex, const double *base, const double *p, double r,
                        const frame *f, int s0, int s1, int rs, bool *unsure, round_d *out);

static void closest_cone(const isect_lin *axis, const double *p, double r, round_d *out) {
    const double *apex = axis->a, *base = axis->b;
    if (p[0] == apex[0] && p[1] == apex[1] && p[2] == apex[2]) {
        at_point(3, p, out);
        end_t(0, out);
        out->feature = feature_of(ISECT_FEATURE_VERTEX, 0);
        return;
    }
    int s0 = isect_closest_side_sign(axis, ISECT_FROM_A, p); /* -sign(A) */
    int s1 = isect_closest_side_sign(axis, ISECT_FROM_B, p); /* sign((b - p).d) */
    int rs = isect_sign_axis_ball(axis, p, r);
    if (s0 == ISECT_SIGN_UNKNOWN || s1 == ISECT_SIGN_UNKNOWN || rs == ISECT_SIGN_UNKNOWN) {
        out->flags = ISECT_INVALID;
        return;
    }
    frame f;
    frame_init(3, apex, base, p, r, &f);
    cone_answer(apex, base, p, r, &f, s0, s1, rs, NULL, out);
}

/* The cone's answer, on the frame f of apex, base, p and r (frame_init's, or the fast
 * path's frame_plain), from the exact signs s0 = sign((a - p).d), s1 = sign((b - p).d) and
 * rs = sign(dist(p, axis line)^2 - r^2), p not the apex: the rest of its signs, then the
 * point. Shared by the full path (unsure NULL: every sign exact) and the fast path (the
 * filter's signs only: false, with nothing of out to be used, where one is uncertain).
 * Sets every field but flags and meets (set only when p is inside). */
static bool cone_answer(const double *apex, const double *base, const double *p, double r,
                        const frame *f, int s0, int s1, int rs, bool *unsure, round_d *out) {
    cone_fx fx;
    cone_filter(apex, base, p, r, &fx);
    bool q_pos = !on_axis(&fx, apex, base, p, unsure), r_pos = r > 0;
    int sa = -s0;
    /* inside the slant line: sign(-r A + sqrt(Q D)) <= 0 */
    int slant =
        root_sum_sign(-sa, r_pos, q_pos, &fx, fx.slant, apex, base, p, r, CONE_SLANT, unsure);
    if (unsure && *unsure)
        return false;
    if (s0 <= 0 && s1 >= 0 && slant <= 0) { /* inside the closed cone (0 <= t* <= 1) */
        at_point(3, p, out);
        if (s1 == 0) {
            end_t(1, out);
            out->feature = feature_of(rs == 0 ? ISECT_FEATURE_EDGE : ISECT_FEATURE_FACE, 0);
        } else {
            free_t(f->t, out);
            out->feature = slant == 0 ? feature_of(ISECT_FEATURE_FACE, 1) : solid_interior;
        }
        return true;
    }
    int apex_side =
        root_sum_sign(sa, true, r_pos && q_pos, &fx, fx.apex, apex, base, p, r, CONE_APEX, unsure);
    if (unsure && *unsure)
        return false;
    if (apex_side <= 0) {
        for (int i = 0; i < 3; i++)
            out->point[i] = apex[i];
        out->dist_sq = isect_closest_dist_sq_points(3, p, apex);
        end_t(0, out);
        out->feature = feature_of(ISECT_FEATURE_VERTEX, 0);
        return true;
    }
    int sx = cone_sign(&fx, fx.x, apex, base, p, r, CONE_X, unsure);
    int rim_side =
        root_sum_sign(sx, true, r_pos && q_pos, &fx, fx.rim, apex, base, p, r, CONE_RIM, unsure);
    if (unsure && *unsure)
        return false;
    double off[3], err[3];
    if (rim_side >= 0 && rs >= 0) { /* the rim: b + r u / |u| */
        for (int i = 0; i < 3; i++) {
            off[i] = f->r * f->uhat[i];
            err[i] = (f->proj[i] - f->d[i]) + (f->u[i] - off[i]);
        }
        place(3, base, off, err, f, out);
        end_t(1, out);
        out->feature = feature_of(ISECT_FEATURE_EDGE, 0);
        return true;
    }
    if (slant > 0) { /* the slant: onto the generator g from a to b + r u / |u| */
        /* s = w.g / g.g with w.g = w.d + r |u| and g.g = d.d + r^2 (u perpendicular to d):
         * not from u / |u| dotted with w, which is noise where p nearly lies on the axis;
         * on d and r scaled by their own power of two, so that nothing under- or
         * overflows */
        double g[3], dr[4] = {f->d[0], f->d[1], f->d[2], f->r};
        for (int i = 0; i < 3; i++)
            g[i] = f->d[i] + f->r * f->uhat[i];
        int k = dv_unit_exp(4, dr); /* d and r together (u / |u| may have vanished) */
        double dn[3], rn = dv_scale(f->r, k);
        for (int i = 0; i < 3; i++)
            dn[i] = dv_scale(f->d[i], k);
        double num = dv_dot(3, f->w, dn) + rn * sqrt(dv_dot(3, f->u, f->u));
        double den = dv_dot(3, dn, dn) + rn * rn;
        /* den == 0: d and r both vanished at the common scale, so g is shorter than the
         * rounding of the rest: the apex is the point (within that) */
        double s = den > 0 ? dv_clamp(dv_scale(num / den, k), 0, 1) : 0;
        for (int i = 0; i < 3; i++) {
            off[i] = s * g[i];
            err[i] = f->w[i] - off[i];
        }
        place(3, apex, off, err, f, out);
        free_t(s, out);
        out->feature = feature_of(ISECT_FEATURE_FACE, 1);
        return true;
    }
    /* the base: p projected onto the base plane, b + u */
    for (int i = 0; i < 3; i++) {
        off[i] = f->u[i];
        err[i] = f->proj[i] - f->d[i];
    }
    place(3, base, off, err, f, out);
    end_t(1, out);
    out->feature = feature_of(ISECT_FEATURE_FACE, 0);
    return true;
}

/* ---- Public functions ----------------------------------------------------------------- */

/* A cylinder or cone with a zero-length axis: the point a. */
static void axis_point(const double *a, const double *p, round_d *out) {
    for (int i = 0; i < 3; i++)
        out->point[i] = a[i];
    out->dist_sq = isect_closest_dist_sq_points(3, p, a);
    out->meets = p[0] == a[0] && p[1] == a[1] && p[2] == a[2];
    end_t(0, out);
    out->feature = feature_of(ISECT_FEATURE_VERTEX, 0);
    out->flags = ISECT_DEGENERATE;
}

/* The answer as the triangle queries' (point_tri.h), whose conversion it then shares:
 * bary {1 - t, t}, exact at an end, else both free. */
static isect_tri_closest_d as_tri(const round_d *c) {
    isect_tri_closest_d t = {0};
    t.flags = c->flags;
    t.dist_sq = c->dist_sq;
    t.meets = c->meets;
    t.feature = c->feature;
    for (int i = 0; i < 3; i++)
        t.point[i] = c->point[i];
    bool end = c->t_at >= 0;
    t.bary[0] = end ? 1 - c->t_at : 1 - c->t;
    t.bary[1] = end ? c->t_at : c->t;
    t.free = end ? 0u : 3u;
    return t;
}

static isect_closest_feature_result2 result2(const round_d *c, isect_vec2 p) {
    isect_tri_closest_d t = as_tri(c);
    return isect_tri_result2(&t, p);
}

static isect_closest_feature_result3 result3(const round_d *c, isect_vec3 p) {
    isect_tri_closest_d t = as_tri(c);
    return isect_tri_result3(&t, p);
}

/* ---- Capsule: the fast path ---------------------------------------------------------- */

/* The answer of the common case: the core's region certified by the segment fast path
 * (point_lin.h), p certified strictly inside or outside, every value computed with
 * closest_capsule's operations in the same order. */
typedef struct capsule_fast_d {
    double point[3], dist_sq, t; /* t: the core's parameter (between: its foot's) */
    int end;                     /* 0, 1: the core's end; -1 between */
    isect_feature feature;
    bool meets;
} capsule_fast_d;

/* sign(|p - core|^2 - r^2) when the filter certifies it, else 0 (capsule_inside_sign;
 * axis_ball_sign_fast: the sign of dist(p, line ab)^2 - r^2, given |b - a|^2 > 2^-968).
 *
 * At an end x (a or b): |n|^2 - r^2 with n = p - x, the core's sq = fl(n.n), a sum of
 * dim squares of rounded differences less r^2: k = dim + 3 roundings on the longest
 * path (filter.h), at most 4 products of two leaves, so fx_sign_deg2's bound
 * (dim + 4) u (sq + rr) + 2^-1000 holds for all finite leaves.
 *
 * Between (the core certified its foot strictly inside): |p - core|^2 = |m x d|^2 / d.d
 * (Lagrange's identity, m = p - a, d = b - a), so the sign is that of
 * V = |m x d|^2 - r^2 d.d, degree 4. Its longest path: the leaves m, d (1 rounding),
 * their products (3), the cross component (4), its square (9), the sum of dim of them
 * (8 + dim), less r^2 d.d (9 + dim; r^2 d.d itself has 2 + dim + 1), so filter.h gives
 * (10 + dim) u P for P = sum (|m_j d_k| + |m_k d_j|)^2 + r^2 d.d, as computed, without
 * underflow. Underflow adds at most 2^-1075 to a product and nothing to a sum: in a
 * product m_j d_k it moves the cross component c by 2^-1074 and its square by
 * 2 |c| 2^-1074, which is below u P_c^2 when P_c >= 2^-1020 and below 2^-2090 otherwise;
 * in a square d_i^2 it moves d.d by at most 3 2^-1075, below u d.d as d.d > 2^-968 (the
 * core checked it), hence r^2 d.d by below u r^2 d.d; in c^2 and in r^2 d.d it adds
 * 2^-1075 each. r^2 is required to be 0 (r == 0, exact) or normal, so its own rounding
 * stays relative. All of it is below u P + 2^-1070, and the shortfall it causes in the
 * computed P costs the bound less than 2^-1060: (11 + dim) u P + 2^-1000 covers V's
 * error. In 2D the side of p -> the piece of the boundary: orient2d(a, b, p) =
 * d0 m1 - d1 m0 = -c exactly (the same two products), degree 2, 4 roundings:
 * 5 u P_c + 2^-1000. A non-finite or negative r (the caller checks r >= 0), or any
 * overflow, makes a value or its bound infinite or NaN: uncertain. */
ISECT_INLINE int axis_ball_sign_fast(const double *p, const double *a, const double *b, double r,
                                     int dim, int *side) {
    double rr = r * r;
    if (!(r == 0 || rr >= 0x1p-1022))
        return 0;
    double m[3] = {0, 0, 0}, d[3] = {0, 0, 0};
    for (int i = 0; i < dim; i++) {
        m[i] = p[i] - a[i];
        d[i] = b[i] - a[i];
    }
    double cc, pp;
    if (dim == 2) {
        double x = m[0] * d[1], y = m[1] * d[0], c = x - y, pc = fabs(x) + fabs(y);
        double side_bound = 5 * 0x1p-53 * pc + 0x1p-1000;
        *side = (c < -side_bound) - (c > side_bound); /* orient2d(a, b, p) = -c */
        cc = c * c;
        pp = pc * pc;
    } else {
        double c[3], pc[3];
        for (int i = 0; i < 3; i++) {
            int j = i == 2 ? 0 : i + 1, k = i == 0 ? 2 : i - 1;
            double x = m[j] * d[k], y = m[k] * d[j];
            c[i] = x - y;
            pc[i] = fabs(x) + fabs(y);
        }
        cc = dv_dot(3, c, c);
        pp = dv_dot(3, pc, pc);
    }
    double rrdd = rr * dv_dot(dim, d, d);
    double v = cc - rrdd, bound = (double)(11 + dim) * 0x1p-53 * (pp + rrdd) + 0x1p-1000;
    return (v > bound) - (v < -bound);
}

ISECT_INLINE int capsule_inside_sign(const double *p, const double *a, const double *b, double r,
                                     int dim, int end, double sq, int *side) {
    if (end >= 0) {
        double rr = r * r;
        double v = sq - rr, bound = (double)(dim + 4) * 0x1p-53 * (sq + rr) + 0x1p-1000;
        return (v > bound) - (v < -bound);
    }
    return axis_ball_sign_fast(p, a, b, r, dim, side);
}

/* The capsule's common case, or false: then the full path answers. */
ISECT_INLINE bool capsule_fast(const double *p, const double *a, const double *b, double r, int dim,
                               capsule_fast_d *out) {
    double core[3] = {0, 0, 0}, sq;
    if (!isect_ok_radius(r) || !isect_closest_seg_fast(p, a, b, dim, core, &out->t, &out->end, &sq))
        return false;
    int side = 0;
    int inside = capsule_inside_sign(p, a, b, r, dim, out->end, sq, &side);
    if (inside == 0 || (dim == 2 && out->end < 0 && inside > 0 && side == 0))
        return false;
    isect_feature_kind boundary = dim == 2 ? ISECT_FEATURE_EDGE : ISECT_FEATURE_FACE;
    out->meets = inside < 0;
    if (inside < 0) {
        for (int i = 0; i < 3; i++)
            out->point[i] = i < dim ? p[i] : 0;
        out->dist_sq = 0;
        out->feature = dim == 2 ? feature_of(ISECT_FEATURE_FACE, 0) : solid_interior;
        return true;
    }
    capsule_surface(dim, p, core, r, out->point, &out->dist_sq);
    out->feature = feature_of(boundary, out->end >= 0 ? out->end : side < 0 ? 3 : 2);
    return true;
}

ISECT_INLINE bool capsule_fast_vec2(isect_vec2 p, const isect_capsule2 *capsule,
                                    capsule_fast_d *c) {
    double q[2] = {p.x, p.y}, a[2] = {capsule->p0.x, capsule->p0.y},
           b[2] = {capsule->p1.x, capsule->p1.y};
    return capsule_fast(q, a, b, capsule->radius, 2, c);
}

ISECT_INLINE bool capsule_fast_vec3(isect_vec3 p, const isect_capsule3 *capsule,
                                    capsule_fast_d *c) {
    double q[3] = {p.x, p.y, p.z}, a[3] = {capsule->p0.x, capsule->p0.y, capsule->p0.z},
           b[3] = {capsule->p1.x, capsule->p1.y, capsule->p1.z};
    return capsule_fast(q, a, b, capsule->radius, 3, c);
}

/* A coordinate strictly inside (0, 1) converted (point_tri.c's bary_inside). */
ISECT_INLINE isect_real fast_bary_inside(double x, unsigned *flags) {
    isect_real v = dv_out(x, flags);
    if (!(v > 0))
        v = DV_REAL_TRUE_MIN;
    if (!(v < 1))
        v = (isect_real)DV_REAL_BELOW_ONE;
    return v;
}

/* bary_b[0..1] of result2/3 (as_tri, then isect_tri_finish_bary) for t_at (0 or 1: an
 * end; -1: the free parameter t, clamped as free_t does): {1 - t, t}, exact at an end,
 * else both free (the feature's kind never matters: both stay below 1). */
ISECT_INLINE void round_fast_bary(int t_at, double t, isect_real *b0, isect_real *b1,
                                  unsigned *flags) {
    if (t_at >= 0) {
        *b0 = (isect_real)(1 - t_at);
        *b1 = (isect_real)t_at;
    } else {
        t = dv_clamp(t, 0x1p-53, 1 - 0x1p-53); /* free_t (idempotent) */
        *b0 = fast_bary_inside(1 - t, flags);
        *b1 = fast_bary_inside(t, flags);
    }
}

/* The result of the fast path, as result2 would convert it; a compound literal
 * returned directly, built in the caller's return slot (a named struct was built on the
 * stack and copied, and the copy's wide loads stalled on store forwarding). */
ISECT_INLINE isect_closest_feature_result2 capsule_fast_result2(const capsule_fast_d *c,
                                                                isect_vec2 p, double radius) {
    unsigned flags = radius == 0 ? ISECT_DEGENERATE : 0u;
    isect_real dist_sq = dv_out_dist_sq(c->dist_sq, c->meets, &flags), b0, b1;
    isect_vec2 point_b = dv_out2(c->point, &flags);
    round_fast_bary(c->end, c->t, &b0, &b1, &flags);
    return (isect_closest_feature_result2){
        .dist_sq = dist_sq,
        .bary_a = {1, 0, 0, 0},
        .bary_b = {b0, b1, 0, 0},
        .point_a = {p.x, p.y},
        .point_b = point_b,
        .feature_a = {ISECT_FEATURE_VERTEX, 0},
        .feature_b = c->feature,
        .flags = flags,
    };
}

isect_closest_feature_result2 isect_closest_point2_capsule2(isect_vec2 p,
                                                            const isect_capsule2 *capsule) {
    capsule_fast_d c;
    if (capsule && capsule_fast_vec2(p, capsule, &c))
        return capsule_fast_result2(&c, p, capsule->radius);
    return isect_closest_point2_capsule2_full(p, capsule);
}

/* The full path (full_path.h), out of line so that the fast path stays a small leaf. */
ISECT_NOINLINE isect_closest_feature_result2
isect_closest_point2_capsule2_full(isect_vec2 p, const isect_capsule2 *capsule) {
    round_d c = {.flags = ISECT_INVALID};
    isect_lin core;
    if (capsule && isect_ok_radius(capsule->radius) && isect_ok_vec2(p)) {
        isect_seg2 seg = {capsule->p0, capsule->p1};
        if (isect_lin_of_seg2(&seg, &core)) {
            double q[3] = {p.x, p.y, 0};
            closest_capsule(&core, q, capsule->radius, &c);
        }
    }
    return result2(&c, p);
}

/* The result of the fast path, as result3 would convert it; a compound literal
 * returned directly, built in the caller's return slot (a named struct was built on the
 * stack and copied, and the copy's wide loads stalled on store forwarding). */
ISECT_INLINE isect_closest_feature_result3 capsule_fast_result3(const capsule_fast_d *c,
                                                                isect_vec3 p, double radius) {
    unsigned flags = radius == 0 ? ISECT_DEGENERATE : 0u;
    isect_real dist_sq = dv_out_dist_sq(c->dist_sq, c->meets, &flags), b0, b1;
    isect_vec3 point_b = dv_out3(c->point, &flags);
    round_fast_bary(c->end, c->t, &b0, &b1, &flags);
    return (isect_closest_feature_result3){
        .dist_sq = dist_sq,
        .bary_a = {1, 0, 0, 0},
        .bary_b = {b0, b1, 0, 0},
        .point_a = {p.x, p.y, p.z},
        .point_b = point_b,
        .feature_a = {ISECT_FEATURE_VERTEX, 0},
        .feature_b = c->feature,
        .flags = flags,
    };
}

isect_closest_feature_result3 isect_closest_point3_capsule3(isect_vec3 p,
                                                            const isect_capsule3 *capsule) {
    capsule_fast_d c;
    if (capsule && capsule_fast_vec3(p, capsule, &c))
        return capsule_fast_result3(&c, p, capsule->radius);
    return isect_closest_point3_capsule3_full(p, capsule);
}

/* The full path (full_path.h), out of line so that the fast path stays a small leaf. */
ISECT_NOINLINE isect_closest_feature_result3
isect_closest_point3_capsule3_full(isect_vec3 p, const isect_capsule3 *capsule) {
    round_d c = {.flags = ISECT_INVALID};
    isect_lin core;
    if (capsule && isect_ok_radius(capsule->radius) && isect_ok_vec3(p)) {
        isect_seg3 seg = {capsule->p0, capsule->p1};
        if (isect_lin_of_seg3(&seg, &core)) {
            double q[3] = {p.x, p.y, p.z};
            closest_capsule(&core, q, capsule->radius, &c);
        }
    }
    return result3(&c, p);
}

/* ---- Cylinder: the fast path --------------------------------------------------------- */

/* The three axis signs of the cylinder and the cone, certified, or false: s0 =
 * sign((a - p).d) and s1 = sign((b - p).d) with the bounds of the segment fast path
 * (point_lin.h), on an axis with |d|^2 > 2^-968 (so never a point), and rs =
 * sign(dist(p, axis line)^2 - r^2) by axis_ball_sign_fast; s1 = sign((a - p).d + d.d) is 1
 * when s0 is. Every non-finite input, and a radius that is not a valid one, gives false. */
ISECT_INLINE bool axis_signs_fast(const double *p, const double *a, const double *b, double r,
                                  int *s0, int *s1, int *rs) {
    if (!isect_ok_radius(r))
        return false;
    double m[3], d[3];
    for (int i = 0; i < 3; i++) {
        m[i] = p[i] - a[i];
        d[i] = b[i] - a[i];
    }
    double s = m[0] * d[0], perm = fabs(s);
    for (int i = 1; i < 3; i++) {
        double term = m[i] * d[i];
        s += term;
        perm += fabs(term);
    }
    double dd = dv_dot(3, d, d);
    if (!isect_closest_square_in_range(dd))
        return false;
    double start_bound = 6 * 0x1p-53 * perm + 0x1p-1000;
    *s0 = (s < -start_bound) - (s > start_bound);
    *s1 = 1;
    if (*s0 == 0)
        return false;
    if (*s0 < 0) {
        double past_end = s - dd, end_bound = 8 * 0x1p-53 * (perm + dd) + 0x1p-998;
        *s1 = (past_end < -end_bound) - (past_end > end_bound);
        if (*s1 == 0)
            return false;
    }
    int side = 0;
    *rs = axis_ball_sign_fast(p, a, b, r, 3, &side);
    return *rs != 0;
}

/* The cylinder's common case, or false: its signs certified, then cylinder_answer as the
 * full path runs it. */
ISECT_INLINE bool cylinder_fast(const double *p, const double *a, const double *b, double r,
                                round_d *out) {
    int s0, s1, rs;
    if (!axis_signs_fast(p, a, b, r, &s0, &s1, &rs))
        return false;
    frame f;
    if (!frame_plain(a, b, p, r, &f))
        return false;
    out->flags = r == 0 ? ISECT_DEGENERATE : 0u;
    out->meets = false;
    cylinder_answer(a, b, p, &f, s0, s1, rs, out);
    return true;
}

/* The cone's common case, or false: the axis signs certified, then cone_answer with the
 * filter's signs only (p is not the apex: s0 would be uncertain). */
ISECT_INLINE bool cone_fast(const double *p, const double *apex, const double *base, double r,
                            round_d *out) {
    int s0, s1, rs;
    if (!axis_signs_fast(p, apex, base, r, &s0, &s1, &rs))
        return false;
    bool unsure = false;
    out->flags = r == 0 ? ISECT_DEGENERATE : 0u;
    out->meets = false;
    frame f;
    if (!frame_plain(apex, base, p, r, &f))
        return false;
    return cone_answer(apex, base, p, r, &f, s0, s1, rs, &unsure, out);
}

/* The result of a round_d, as result3 would convert it (see capsule_fast_result3). */
ISECT_INLINE isect_closest_feature_result3 round_fast_result3(const round_d *c, isect_vec3 p) {
    unsigned flags = c->flags;
    isect_real dist_sq = dv_out_dist_sq(c->dist_sq, c->meets, &flags), b0, b1;
    isect_vec3 point_b = dv_out3(c->point, &flags);
    round_fast_bary(c->t_at, c->t, &b0, &b1, &flags);
    return (isect_closest_feature_result3){
        .dist_sq = dist_sq,
        .bary_a = {1, 0, 0, 0},
        .bary_b = {b0, b1, 0, 0},
        .point_a = {p.x, p.y, p.z},
        .point_b = point_b,
        .feature_a = {ISECT_FEATURE_VERTEX, 0},
        .feature_b = c->feature,
        .flags = flags,
    };
}

isect_closest_feature_result3 isect_closest_point3_cylinder3(isect_vec3 p,
                                                             const isect_cylinder3 *cyl) {
    if (cyl) {
        double q[3] = {p.x, p.y, p.z}, a[3] = {cyl->p0.x, cyl->p0.y, cyl->p0.z},
               b[3] = {cyl->p1.x, cyl->p1.y, cyl->p1.z};
        round_d c;
        if (cylinder_fast(q, a, b, cyl->radius, &c))
            return round_fast_result3(&c, p);
    }
    return isect_closest_point3_cylinder3_full(p, cyl);
}

/* The full path (full_path.h), out of line so that the fast path stays a small leaf. */
ISECT_NOINLINE isect_closest_feature_result3
isect_closest_point3_cylinder3_full(isect_vec3 p, const isect_cylinder3 *cyl) {
    round_d c = {.flags = ISECT_INVALID};
    isect_lin axis;
    if (cyl && isect_ok_radius(cyl->radius) && isect_ok_vec3(p)) {
        isect_seg3 seg = {cyl->p0, cyl->p1};
        if (isect_lin_of_seg3(&seg, &axis)) {
            double q[3] = {p.x, p.y, p.z};
            if (isect_lin_is_point(&axis)) {
                axis_point(axis.a, q, &c);
            } else {
                c.flags = cyl->radius == 0 ? ISECT_DEGENERATE : 0u;
                closest_cylinder(&axis, q, cyl->radius, &c);
            }
        }
    }
    return result3(&c, p);
}

isect_closest_feature_result3 isect_closest_point3_cone3(isect_vec3 p, const isect_cone3 *cone) {
    if (cone) {
        double q[3] = {p.x, p.y, p.z}, a[3] = {cone->apex.x, cone->apex.y, cone->apex.z},
               b[3] = {cone->base.x, cone->base.y, cone->base.z};
        round_d c;
        if (cone_fast(q, a, b, cone->radius, &c))
            return round_fast_result3(&c, p);
    }
    return isect_closest_point3_cone3_full(p, cone);
}

/* The full path (full_path.h), out of line so that the fast path stays a small leaf. */
ISECT_NOINLINE isect_closest_feature_result3
isect_closest_point3_cone3_full(isect_vec3 p, const isect_cone3 *cone) {
    round_d c = {.flags = ISECT_INVALID};
    isect_lin axis;
    if (cone && isect_ok_radius(cone->radius) && isect_ok_vec3(p)) {
        isect_seg3 seg = {cone->apex, cone->base};
        if (isect_lin_of_seg3(&seg, &axis)) {
            double q[3] = {p.x, p.y, p.z};
            if (isect_lin_is_point(&axis)) {
                axis_point(axis.a, q, &c);
            } else {
                c.flags = cone->radius == 0 ? ISECT_DEGENERATE : 0u;
                closest_cone(&axis, q, cone->radius, &c);
            }
        }
    }
    return result3(&c, p);
}
