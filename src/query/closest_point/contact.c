/* Contacts of round solids (isect/overlap.h, "Contacts of round solids"): a ball or a
 * capsule is the set of points within r of its core (a point, a segment), so two of them
 * overlap by ra + rb - d along the direction joining the closest points of their cores,
 * d apart (RTCD 4.3.1, 4.5.1, 4.5.2 for the tests; the closest core points of 5.1.2 and
 * 5.1.9, chosen exactly by lin_lin.c).
 *
 * The normal. With one closest point an end of its core, q_b - q_a joins a given point to
 * the other core's point closest to it (within 16 u S of the exact one), so its direction
 * is good to about 16 u S / d. With both points free (two segments, neither end closest),
 * q_b - q_a is normal to both directions, so it is +-(da x db) / |da x db|, which needs
 * neither rounded point: its sign is that of (q_b - q_a) . (da x db) (the distance's own
 * sign, well away from 0 when d is not lost in rounding).
 *
 * Meeting cores (d = 0, decided exactly) leave every direction perpendicular to both cores
 * equally deep (ra + rb): the minimum translation that separates them by ra + rb moves
 * one core off the other's plane (crossing segments: their Minkowski difference is a
 * parallelogram in the plane of da and db holding 0, and a move within that plane must
 * first leave it) or off its line; the rule in overlap.h picks one (ISECT_AMBIGUOUS). */
#include <float.h>
#include <limits.h>
#include <math.h>
#include <stdbool.h>
#include <string.h>

#include "isect/closest_point.h"
#include "isect/overlap.h"
#include "isect/valid.h"

#include "base/contact.h"
#include "base/lin.h"
#include "base/vec.h"
#include "exact/dd.h"
#include "exact/expansion.h"
#include "exact/scale.h"
#include "query/closest_point/full_path.h"
#include "query/closest_point/lin_lin.h"
#include "query/closest_point/point_lin.h"
#include "query/closest_point/point_tri.h"
#include "sign/ball_sign.h"
#include "sign/plane_sign.h"
#include "sign/valid.h"

static double dot3(const double *x, const double *y) {
    return x[0] * y[0] + x[1] * y[1] + x[2] * y[2];
}

static bool is_zero3(const double *x) {
    return x[0] == 0 && x[1] == 0 && x[2] == 0;
}

/* The direction of (a1 - a0) x (b1 - b0), each difference exact in double-double and
 * scaled by a power of two into [0.5, 1), each component by isect_dd_cross (within about
 * u of itself plus 8 u^2 of its products): accurate to a few units in the last place even
 * for nearly parallel directions, where the rounded differences' cross product would
 * keep no correct digit (false when they are too nearly parallel even for it). It reads the inputs
 * as given (a scaled frame could flush a tiny direction to 0); differences that overflow are taken
 * of the halves (the direction is the same; a subnormal end loses a bit that cannot matter next to
 * it). */
static bool direction_cross(const double *a0, const double *a1, const double *b0, const double *b1,
                            double *out) {
    isect_dd da[3], db[3];
    double ha[3], hb[3];
    for (int halve = 0; halve < 2; halve++) { /* halves where a difference overflows */
        double f = halve ? 0.5 : 1;
        for (int i = 0; i < 3; i++) {
            da[i] = isect_dd_diff(f * a1[i], f * a0[i]);
            db[i] = isect_dd_diff(f * b1[i], f * b0[i]);
            ha[i] = da[i].hi;
            hb[i] = db[i].hi;
        }
        if (dv_finite2(ha, hb, 3))
            break;
    }
    int ea = dv_unit_exp(3, ha), eb = dv_unit_exp(3, hb);
    for (int i = 0; i < 3; i++) {
        da[i] = (isect_dd){dv_scale(da[i].hi, ea), dv_scale(da[i].lo, ea)};
        db[i] = (isect_dd){dv_scale(db[i].hi, eb), dv_scale(db[i].lo, eb)};
    }
    for (int k = 0; k < 3; k++) {
        int i = (k + 1) % 3, j = (k + 2) % 3;
        out[k] = isect_dd_cross(da[i], da[j], db[i], db[j]);
    }
    /* trusted (true) above 2^-40 of the unit-scaled directions' product: there its error, a
     * few u^2 of the products, is below 2^-60 of it; below, nearly parallel directions
     * whose cross product double-double cannot resolve (false; then the callers treat the
     * cores as parallel) */
    return dv_max_abs(3, out) > 0x1p-40;
}

/* A unit vector across d (non-zero): e x d / |e x d|, e the unit axis along d's smallest
 * component (the first of equal ones). */
static void across(const double *d, double *n) {
    int k = 0;
    for (int i = 1; i < 3; i++)
        k = fabs(d[i]) < fabs(d[k]) ? i : k;
    double e[3] = {0, 0, 0}, x[3];
    e[k] = 1;
    dv_cross3(e, d, x);
    dv_normalize(3, x, n);
    for (int i = 0; i < 3; i++)
        n[i] += 0.0; /* no -0 components */
}

/* A segment's direction b - a, or half of it where the difference overflows. */
static void direction_of(const isect_lin *lin, double *d) {
    for (int i = 0; i < 3; i++)
        d[i] = lin->b[i] - lin->a[i];
    if (!dv_finite2(d, d, 3))
        for (int i = 0; i < 3; i++)
            d[i] = 0.5 * lin->b[i] - 0.5 * lin->a[i];
}

/* The normal when the cores meet (see the top and overlap.h). */
static void meeting_normal(const isect_lin *a, const isect_lin *b, double *n) {
    double da[3], db[3], c[3];
    direction_of(a, da);
    direction_of(b, db);
    if (direction_cross(a->a, a->b, b->a, b->b, c)) {
        double m[3], w[3];
        for (int i = 0; i < 3; i++) /* from a's midpoint toward b's (quarters: no overflow) */
            m[i] = (0.25 * b->a[i] + 0.25 * b->b[i]) - (0.25 * a->a[i] + 0.25 * a->b[i]);
        dv_normalize(3, c, w);
        double side = dot3(m, w);
        int first = w[0] != 0 ? 0 : w[1] != 0 ? 1 : 2;
        double sign = side != 0 ? (side > 0 ? 1 : -1) : (w[first] > 0 ? 1 : -1);
        for (int i = 0; i < 3; i++)
            n[i] = sign * w[i];
    } else if (!is_zero3(da)) {
        across(da, n);
    } else if (!is_zero3(db)) {
        across(db, n);
    } else {
        n[0] = 1, n[1] = 0, n[2] = 0;
    }
}

/* |v| without overflow or underflow on the way. */
static double norm3(const double *v) {
    int e = dv_unit_exp(3, v);
    double x[3] = {dv_scale(v[0], e), dv_scale(v[1], e), dv_scale(v[2], e)};
    return dv_scale(sqrt(dot3(x, x)), -e);
}

/* The cores' closest pair (isect_lin_pair_closest: its choice among equally close pairs is
 * the exact one), then in the frame scaled by 2^e (see contact_of):
 * the unit normal n, the distance d and the midpoint m of the closest points; flags
 * ISECT_DEGENERATE and ISECT_AMBIGUOUS. false when the closest pair ran out of room (never
 * seen). */
static bool core_pair(const isect_lin *a, const isect_lin *b, int e, double *n, double *d,
                      double *m, unsigned *flags) {
    /* In the scaled frame itself where the scaling is exact (the same geometry, so the same
     * exact choices, and no closest point rounded to the subnormal grid); otherwise (a
     * coordinate would lose bits) on the inputs as given, the points scaled after. */
    isect_lin sa = *a, sb = *b;
    bool exact = true;
    for (int i = 0; i < 3; i++) {
        sa.a[i] = dv_scale(a->a[i], e), sa.b[i] = dv_scale(a->b[i], e);
        sb.a[i] = dv_scale(b->a[i], e), sb.b[i] = dv_scale(b->b[i], e);
        exact &= dv_scale(sa.a[i], -e) == a->a[i] && dv_scale(sa.b[i], -e) == a->b[i] &&
                 dv_scale(sb.a[i], -e) == b->a[i] && dv_scale(sb.b[i], -e) == b->b[i];
    }
    int unit = exact ? 0 : e; /* what the closest pair's values are still to be scaled by */
    isect_lin_pair_d p;
    const isect_lin *pa_lin = exact ? &sa : a, *pb_lin = exact ? &sb : b;
    isect_lin_pair_closest(pa_lin, pb_lin, &p);
    if (p.flags & ISECT_INVALID)
        return false;
    bool meet = isect_lin_pair_meets(pa_lin, pb_lin, &p); /* exact */
    *flags = p.flags & ISECT_DEGENERATE;
    /* q_b - q_a in the closest pair's own frame (a subnormal difference exact there), or in
     * the scaled one where it overflows */
    double w[3], ws[3], c[3] = {0, 0, 0};
    for (int i = 0; i < 3; i++) {
        /* a point rounded past the range: its end of it, as the closest query reports it */
        p.point_a[i] = dv_clamp(p.point_a[i], -DBL_MAX, DBL_MAX);
        p.point_b[i] = dv_clamp(p.point_b[i], -DBL_MAX, DBL_MAX);
        double pa = dv_scale(p.point_a[i], unit), pb = dv_scale(p.point_b[i], unit);
        w[i] = p.point_b[i] - p.point_a[i];
        ws[i] = pb - pa;
        m[i] = 0.5 * pa + 0.5 * pb;
    }
    bool finite = dv_finite2(w, w, 3);
    double w_norm = finite ? dv_scale(norm3(w), unit) : norm3(ws);
    if (!finite)
        for (int i = 0; i < 3; i++)
            w[i] = ws[i];
    bool free = !meet && p.s_inside && p.t_inside && !(p.flags & ISECT_PARALLEL);
    if (free && direction_cross(a->a, a->b, b->a, b->b, c)) {
        dv_normalize(3, c, n);
        double sign = dot3(w, n) < 0 ? -1 : 1;
        for (int i = 0; i < 3; i++)
            n[i] *= sign;
    } else if (!meet && !is_zero3(w)) {
        dv_normalize(3, w, n);
    } else {
        meeting_normal(a, b, n); /* (apart but closer than the points' rounding: rare) */
        if (meet)
            *flags |= ISECT_AMBIGUOUS;
    }
    /* lin_lin.c's distance, computed directly, where its square is an ordinary number */
    *d = meet                                       ? 0
         : isect_closest_square_in_range(p.dist_sq) ? dv_scale(sqrt(p.dist_sq), unit)
                                                    : w_norm;
    return true;
}

/* The contact of the cores a and b (valid) of radii ra and rb, given the test's exact
 * answer. The closest points are moved into the frame scaled by the power of two 2^e that
 * brings the cores' largest coordinate into [0.5, 1) (exact but for parts far below u of
 * it), so that nothing overflows or underflows in the normal and the distance; distance
 * and midpoint are scaled back once, and the radii enter only then, unscaled:
 * depth = (ra + rb) - d (from halves where a sum overflows), point = m + (ra - rb) / 2 n
 * (in the scaled frame where the radii fit in it). The directions that fix a normal are
 * read off the inputs as given. */
static isect_contact_result3 contact_of(const isect_lin *a, double ra, const isect_lin *b,
                                        double rb, bool hit) {
    isect_contact_result3 r = {0};
    double v[12];
    for (int i = 0; i < 3; i++) {
        v[i] = a->a[i], v[3 + i] = a->b[i], v[6 + i] = b->a[i], v[9 + i] = b->b[i];
    }
    int e = dv_unit_exp(12, v);
    double n[3], d, m[3];
    if (!core_pair(a, b, e, n, &d, m, &r.flags)) {
        r.flags = ISECT_INVALID;
        return r;
    }
    double dist = dv_scale(d, -e), depth = (ra + rb) - dist;
    if (!(fabs(depth) <= DBL_MAX)) /* a sum past the range: from halves */
        depth = 2 * ((0.5 * ra + 0.5 * rb) - dv_scale(d, -e - 1));
    /* the point in the scaled frame, rounded once into the subnormal range, unless the
     * radii's half difference overflows it (then the radii dominate the point) */
    double point[3], shift = 0.5 * ra - 0.5 * rb;
    double shift_scaled = 0.5 * (dv_scale(ra, e) - dv_scale(rb, e));
    bool in_frame = fabs(shift_scaled) <= 0x1p1000;
    for (int i = 0; i < 3; i++)
        point[i] =
            in_frame ? dv_scale(m[i] + shift_scaled * n[i], -e) : dv_scale(m[i], -e) + shift * n[i];
    return dv_contact_out(hit, depth, n, point, r.flags);
}

/* ---- The direct path ---------------------------------------------------------------------
 * Where the magnitudes are ordinary (the cores' largest coordinate in [2^-900, 2^900), both
 * radii below 2^900), contact_of's frame changes nothing: scaling by 2^e is exact at such
 * magnitudes, no difference, square, sum or product of the construction overflows, and a value
 * rounded to the subnormal grid errs by 2^-1074, far below u of the largest coordinate. So the
 * contact is built on the inputs as given, from the closest pair that the closest queries' fast
 * paths compute (the very values isect_lin_pair_closest returns where they answer: apart cores,
 * the region certified, the distance well above the points' rounding, so never ISECT_AMBIGUOUS
 * and never meeting), with contact_of's formulas in the same order: the same answers, without
 * the frame, the second pass over the closest pair and the general pair's dispatch. */

/* Whether the cores' values v[0..n-1] and the radii are ordinary (above). */
static bool ordinary_magnitudes(int n, const double *v, double ra, double rb) {
    double m = dv_max_abs(n, v);
    return (m >= 0x1p-900) & (m < 0x1p900) & (ra < 0x1p900) & (rb < 0x1p900);
}

/* contact_of's values from the apart closest points pa, pb, the distance d (sqrt of their
 * squared distance, in isect_closest_square_in_range) and the unit normal n: each value
 * finite and below 2^902 (no test of the range in the double build), depth's sign clamped to
 * hit's as dv_contact_out clamps it. */
static isect_contact_result3 contact_direct(bool hit, const double *pa, const double *pb, double d,
                                            const double *n, double ra, double rb) {
    double depth = (ra + rb) - d, shift = 0.5 * (ra - rb), point[3];
    for (int i = 0; i < 3; i++)
        point[i] = (0.5 * pa[i] + 0.5 * pb[i]) + shift * n[i];
    if (hit && !(depth >= 0))
        depth = 0;
    if (!hit && !(depth < 0))
        depth = -DV_REAL_TRUE_MIN;
    isect_contact_result3 r;
    r.hit = hit;
    r.flags = 0;
    r.depth = dv_out_finite(depth, &r.flags);
    if (hit && !(r.depth >= 0))
        r.depth = 0;
    if (!hit && !(r.depth < 0))
        r.depth = -DV_REAL_TRUE_MIN;
    r.normal.x = dv_out_finite(n[0], &r.flags);
    r.normal.y = dv_out_finite(n[1], &r.flags);
    r.normal.z = dv_out_finite(n[2], &r.flags);
    r.point.x = dv_out_finite(point[0], &r.flags);
    r.point.y = dv_out_finite(point[1], &r.flags);
    r.point.z = dv_out_finite(point[2], &r.flags);
    return r;
}

/* w / |w| as dv_normalize gives it, where |w|^2 is known to be ww (the same value: w the
 * negated difference the squared distance was summed from), with |w| in *d. */
static void unit_of(const double *w, double ww, double *n, double *d) {
    *d = sqrt(ww);
    if (ww >= 0x1p-900 && ww <= 0x1p900) { /* dv_normalize's own branch */
        double inv = 1 / *d;
        for (int i = 0; i < 3; i++)
            n[i] = w[i] * inv;
    } else {
        dv_normalize(3, w, n);
    }
}

/* Two balls whose centres differ by w = cb - ca (ww = fl(v . v), v = ca - cb rounded, the
 * test's filter's value, the same as fl(w . w)) with |w|^2 an ordinary number and every coordinate
 * and radius below 2^1000: the values directly (the general path's formulas with nothing to scale:
 * each coordinate of w rounded once, d = sqrt(fl(w . w)), so the normal is good to a few u; every
 * value finite, below 2^1002); false otherwise. */
static bool balls_direct(const double *ca, const double *cb, double ww, double ra, double rb,
                         bool hit, isect_contact_result3 *r) {
    bool small = (ra < 0x1p1000) & (rb < 0x1p1000);
    for (int i = 0; i < 3; i++)
        small &= (fabs(ca[i]) < 0x1p1000) & (fabs(cb[i]) < 0x1p1000);
    if (!(small & isect_closest_square_in_range(ww)))
        return false;
    double d = sqrt(ww), inv = 1 / d, depth = (ra + rb) - d, shift = 0.5 * ra - 0.5 * rb;
    if (hit ? !(depth >= 0) : !(depth < 0))
        return false; /* the sign clamp: the general path's */
    double n[3], point[3];
    for (int i = 0; i < 3; i++) {
        n[i] = (cb[i] - ca[i]) * inv; /* w = -v (a zero +0, as w's) */
        point[i] = (0.5 * ca[i] + 0.5 * cb[i]) + shift * n[i];
    }
    r->hit = hit;
    r->flags = 0;
    r->depth = dv_out_finite(depth, &r->flags);
    r->normal.x = dv_out_finite(n[0], &r->flags);
    r->normal.y = dv_out_finite(n[1], &r->flags);
    r->normal.z = dv_out_finite(n[2], &r->flags);
    r->point.x = dv_out_finite(point[0], &r->flags);
    r->point.y = dv_out_finite(point[1], &r->flags);
    r->point.z = dv_out_finite(point[2], &r->flags);
    return hit ? r->depth >= 0 : r->depth < 0; /* else the general path (its sign clamp) */
}

/* The careful path of two balls (valid), given the test's answer: contact_of. */
static isect_contact_result3 balls_careful(const isect_sphere3 *a, const isect_sphere3 *b,
                                           bool hit) {
    isect_lin la = isect_lin_make3(ISECT_LIN_SEGMENT, a->center, a->center);
    isect_lin lb = isect_lin_make3(ISECT_LIN_SEGMENT, b->center, b->center);
    isect_contact_result3 r = contact_of(&la, a->radius, &lb, b->radius, hit);
    r.flags &= ~(unsigned)ISECT_DEGENERATE; /* a ball's core is a point by definition */
    return r;
}

isect_contact_result3 isect_find_sphere3_sphere3(const isect_sphere3 *a, const isect_sphere3 *b) {
    if (!isect_ok_sphere3(a) || !isect_ok_sphere3(b))
        return dv_contact_invalid();
    double ca[3] = {a->center.x, a->center.y, a->center.z};
    double cb[3] = {b->center.x, b->center.y, b->center.z};
    double ra = a->radius, rb = b->radius, v[3], ww = 0;
    /* the test's exact sign (overlap.h: the radii never summed in rounding); v and ww are
     * its filter's own values (the same operations, computed once) */
    int sign = isect_filter_ball_ball(ca, cb, ra, rb);
    if (sign == 0)
        sign = isect_exact_point_ball_sum(3, ca, cb, ra, rb);
    for (int i = 0; i < 3; i++) {
        v[i] = ca[i] - cb[i];
        ww += v[i] * v[i];
    }
    bool hit = sign <= 0; /* (ISECT_SIGN_UNKNOWN, ruled out by the arena's size, reads false) */
    isect_contact_result3 r;
    if (balls_direct(ca, cb, ww, ra, rb, hit, &r))
        return r;
    return balls_careful(a, b, hit);
}

ISECT_NOINLINE isect_contact_result3 isect_find_sphere3_sphere3_full(const isect_sphere3 *a,
                                                                     const isect_sphere3 *b) {
    if (!isect_ok_sphere3(a) || !isect_ok_sphere3(b))
        return dv_contact_invalid();
    double ca[3] = {a->center.x, a->center.y, a->center.z};
    double cb[3] = {b->center.x, b->center.y, b->center.z};
    return balls_careful(a, b, isect_exact_point_ball_sum(3, ca, cb, a->radius, b->radius) <= 0);
}

/* The careful path of a ball (its centre la) and a capsule (core lb), given the test's
 * answer: contact_of. */
static isect_contact_result3 ball_capsule_careful(const isect_lin *la, double ra,
                                                  const isect_lin *lb, double rb, bool hit) {
    isect_contact_result3 r = contact_of(la, ra, lb, rb, hit);
    r.flags &= ~(unsigned)ISECT_DEGENERATE;
    if (isect_lin_is_point(lb))
        r.flags |= ISECT_DEGENERATE;
    return r;
}

isect_contact_result3 isect_find_sphere3_capsule3(const isect_sphere3 *sphere,
                                                  const isect_capsule3 *capsule) {
    if (!isect_ok_sphere3(sphere) || !isect_ok_capsule3(capsule))
        return dv_contact_invalid();
    isect_lin la = isect_lin_make3(ISECT_LIN_SEGMENT, sphere->center, sphere->center);
    isect_lin lb = isect_lin_make3(ISECT_LIN_SEGMENT, capsule->p0, capsule->p1);
    /* the test's sign (isect_sign_lin_ball_sum: its filter inline, then exact) */
    int sign;
    double rs = sphere->radius, rc = capsule->radius; /* summed in double, never in float */
    if (!isect_filter_lin_ball_dim(&lb, la.a, rc + rs, 3, ISECT_LIN_SEGMENT, &sign))
        sign = isect_exact_lin_ball_sum(&lb, la.a, capsule->radius, sphere->radius);
    bool hit = sign <= 0;
    double v[9], q[3], w[3], n[3], t, dist_sq, d;
    int end;
    for (int i = 0; i < 3; i++)
        v[i] = la.a[i], v[3 + i] = lb.a[i], v[6 + i] = lb.b[i];
    /* the direct path: the point-segment fast path's closest point (the pair's, the ball's
     * centre being a point) */
    if (ordinary_magnitudes(9, v, sphere->radius, capsule->radius) &&
        isect_closest_seg_fast(la.a, lb.a, lb.b, 3, q, &t, &end, &dist_sq)) {
        for (int i = 0; i < 3; i++)
            w[i] = q[i] - la.a[i];
        if (end >= 0) { /* an end: dist_sq summed the squares of -w */
            unit_of(w, dist_sq, n, &d);
        } else {
            dv_normalize(3, w, n);
            d = sqrt(dist_sq);
        }
        return contact_direct(hit, la.a, q, d, n, sphere->radius, capsule->radius);
    }
    return ball_capsule_careful(&la, sphere->radius, &lb, capsule->radius, hit);
}

ISECT_NOINLINE isect_contact_result3
isect_find_sphere3_capsule3_full(const isect_sphere3 *sphere, const isect_capsule3 *capsule) {
    if (!isect_ok_sphere3(sphere) || !isect_ok_capsule3(capsule))
        return dv_contact_invalid();
    isect_lin la = isect_lin_make3(ISECT_LIN_SEGMENT, sphere->center, sphere->center);
    isect_lin lb = isect_lin_make3(ISECT_LIN_SEGMENT, capsule->p0, capsule->p1);
    bool hit = isect_sign_lin_ball_sum(&lb, la.a, capsule->radius, sphere->radius) <= 0;
    return ball_capsule_careful(&la, sphere->radius, &lb, capsule->radius, hit);
}

isect_contact_result3 isect_find_capsule3_capsule3(const isect_capsule3 *a,
                                                   const isect_capsule3 *b) {
    if (!isect_ok_capsule3(a) || !isect_ok_capsule3(b))
        return dv_contact_invalid();
    isect_lin la = isect_lin_make3(ISECT_LIN_SEGMENT, a->p0, a->p1);
    isect_lin lb = isect_lin_make3(ISECT_LIN_SEGMENT, b->p0, b->p1);
    isect_seg_pair_fast p;
    bool have_pair;
    int touch =
        isect_capsule3_pair_fast(la.a, la.b, lb.a, lb.b, a->radius, b->radius, &p, &have_pair);
    bool hit = touch >= 0 ? touch == 1 : isect_test_capsule3_capsule3_full(a, b);
    double v[12];
    for (int i = 0; i < 3; i++)
        v[i] = la.a[i], v[3 + i] = la.b[i], v[6 + i] = lb.a[i], v[9 + i] = lb.b[i];
    if (!have_pair || p.meets || !ordinary_magnitudes(12, v, a->radius, b->radius))
        return contact_of(&la, a->radius, &lb, b->radius, hit);
    /* the direct path: core_pair's normal, the directions' cross product for free points,
     * else q_b - q_a over its length */
    double w[3], n[3], d;
    for (int i = 0; i < 3; i++)
        w[i] = p.point_b[i] - p.point_a[i];
    if (p.s_inside && p.t_inside) {
        /* direction_cross's value: the same double-double cross product (the fast path's,
         * unscaled; its leaves lie in [2^-203, 2^200], so scaling it by 2^(ea + eb) is exact
         * but for bits far below u^2 of it), and its threshold */
        double ha[3], hb[3], c[3];
        for (int i = 0; i < 3; i++) {
            ha[i] = la.b[i] - la.a[i];
            hb[i] = lb.b[i] - lb.a[i];
        }
        int ef = dv_unit_exp(3, ha) + dv_unit_exp(3, hb);
        for (int i = 0; i < 3; i++)
            c[i] = dv_scale(p.cross[i], ef);
        if (dv_max_abs(3, c) > 0x1p-40) {
            dv_normalize(3, c, n);
            double sign = dot3(w, n) < 0 ? -1 : 1;
            for (int i = 0; i < 3; i++)
                n[i] *= sign;
        } else {
            dv_normalize(3, w, n);
        }
        d = sqrt(p.dist_sq);
    } else { /* an end: dist_sq summed the squares of -w */
        unit_of(w, p.dist_sq, n, &d);
    }
    return contact_direct(hit, p.point_a, p.point_b, d, n, a->radius, b->radius);
}

ISECT_NOINLINE isect_contact_result3 isect_find_capsule3_capsule3_full(const isect_capsule3 *a,
                                                                       const isect_capsule3 *b) {
    if (!isect_ok_capsule3(a) || !isect_ok_capsule3(b))
        return dv_contact_invalid();
    isect_lin la = isect_lin_make3(ISECT_LIN_SEGMENT, a->p0, a->p1);
    isect_lin lb = isect_lin_make3(ISECT_LIN_SEGMENT, b->p0, b->p1);
    return contact_of(&la, a->radius, &lb, b->radius, isect_test_capsule3_capsule3_full(a, b));
}

/* (v1 - v0) x (v2 - v0) exactly (expansions, or integers where the coordinates span too far),
 * each component to a few units in the last place, rescaled to a common exponent (any
 * positive multiple of the normal): for the triangles whose double-double cross product
 * keeps too few digits (nearly collinear, or sides far apart in size). */
ISECT_COLD static void exact_normal_dir(const double (*v)[3], double *n) {
    ISECT_XP_ARENA(arena, 4096);
    double pts[9];
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++)
            pts[3 * i + j] = v[i][j];
    double *groups[1] = {pts};
    int sizes[1] = {9}, shift[1];
    isect_exact_prepare(&arena, groups, sizes, 1, 2, shift);
    isect_exact_select(&arena, shift[0]);
    isect_xp a[3], b[3], c[3];
    for (int j = 0; j < 3; j++) {
        a[j] = isect_xp_diff(&arena, pts[3 + j], pts[j]);
        b[j] = isect_xp_diff(&arena, pts[6 + j], pts[j]);
    }
    isect_xp_cross3(&arena, a, b, c);
    double m[3];
    int e[3], top = INT_MIN;
    for (int k = 0; k < 3; k++) {
        m[k] = isect_xp_approx(c[k], &e[k]);
        top = m[k] != 0 && e[k] > top ? e[k] : top;
    }
    for (int k = 0; k < 3; k++)
        n[k] = m[k] != 0 ? dv_scale(m[k], e[k] - top) : 0;
}

/* A direction from the centre c toward the triangle's closest feature where the rounded
 * closest point fell onto c (a distance below its coordinates' rounding; there any unit
 * vector is within the documented bound, so this one only needs to point the right way):
 * toward the vertex; off the edge's line (across it if c is on that line within
 * rounding); against the side of the plane c lies on (exact), for the face. */
static void tri_fallback_dir(const isect_tri_d *t, const double *c, const isect_tri_closest_d *q,
                             double *dir) {
    int i = q->feature.index;
    if (q->feature.kind == ISECT_FEATURE_FACE) {
        double N[3];
        if (!direction_cross(t->v[0], t->v[1], t->v[0], t->v[2], N))
            exact_normal_dir((const double(*)[3])t->v, N);
        double f = isect_sign_orient3d(t->v[0], t->v[1], t->v[2], c) > 0 ? -1 : 1;
        for (int k = 0; k < 3; k++) /* orient3d > 0: c on N's side, the triangle along -N */
            dir[k] = f * N[k];
        return;
    }
    double w[3], d[3], wd = 0, dd = 0;
    dv_diff_exp(3, t->v[i], c, w);
    if (q->feature.kind == ISECT_FEATURE_VERTEX) {
        memcpy(dir, w, sizeof w);
        return;
    }
    dv_diff_exp(3, t->v[(i + 1) % 3], t->v[i], d);
    for (int k = 0; k < 3; k++)
        wd += w[k] * d[k], dd += d[k] * d[k];
    for (int k = 0; k < 3; k++)
        dir[k] = w[k] - wd / dd * d[k];
    if (is_zero3(dir))
        across(d, dir);
}

/* A ball against a triangle (RTCD 5.2.7 with the contact; isect/closest_point.h). The
 * triangle's closest point q to the centre c and whether c lies on it are exact
 * (point_tri.c). Apart from it, the ball against a convex set: normal (q - c) / |q - c|,
 * depth r - |q - c|, point q + depth / 2 normal (base/contact.h's frame). On it (d = 0),
 * both sides are equally deep (r): the rule takes n = -N / |N|, N = (v1 - v0) x (v2 - v0)
 * in double-double (the ball taken on the side N points to, the triangle pushed back), and
 * for a collinear triangle the unit vector across the segment it spans (contact.c's rule
 * for a point on a segment; a point: (1, 0, 0)), each with ISECT_AMBIGUOUS. */
isect_contact_result3 isect_find_sphere3_tri3(const isect_sphere3 *sphere, const isect_tri3 *tri) {
    if (!isect_ok_sphere3(sphere) || !isect_ok_tri3(tri))
        return dv_contact_invalid();
    isect_tri_d t = isect_tri_of3(tri);
    double c[3] = {sphere->center.x, sphere->center.y, sphere->center.z}, r = sphere->radius;
    bool hit = isect_test_sphere3_tri3(sphere, tri); /* exact (its fast path first) */
    double v[12];
    for (int i = 0; i < 3; i++)
        v[i] = c[i], v[3 + i] = t.v[0][i], v[6 + i] = t.v[1][i], v[9 + i] = t.v[2][i];
    int e = dv_contact_frame_exp(12, v, r);
    /* the closest point in the scaled frame itself where that scaling is exact (the same
     * geometry, so the same exact choices, and no closest point rounded to the subnormal
     * grid); otherwise on the inputs as given, scaled after (as contact_of does) */
    isect_tri_d ts = t;
    double cs[3], qs[3], n[3];
    bool exact = true;
    for (int i = 0; i < 3; i++) {
        cs[i] = dv_scaled(c[i], e);
        exact &= dv_scaled(cs[i], -e) == c[i];
        for (int k = 0; k < 3; k++) {
            ts.v[k][i] = dv_scaled(t.v[k][i], e);
            exact &= dv_scaled(ts.v[k][i], -e) == t.v[k][i];
        }
    }
    isect_tri_closest_d q;
    isect_tri_fast_answer fast; /* the closest query's fast path, where the frame is 1 */
    if (e == 0 && isect_tri_fast_answer3((const double(*)[3])t.v, c, &fast) && !fast.meets) {
        q = (isect_tri_closest_d){.feature = fast.feature, .flags = fast.flags, .meets = false};
        memcpy(q.point, fast.point, sizeof q.point);
        q.flags &= ISECT_DEGENERATE;
    } else {
        isect_tri_closest(exact ? &ts : &t, exact ? cs : c, &q);
    }
    if (q.flags & ISECT_INVALID)
        return dv_contact_invalid();
    unsigned flags = q.flags & ISECT_DEGENERATE;
    for (int i = 0; i < 3; i++)
        qs[i] = exact ? q.point[i] : dv_scaled(q.point[i], e);
    if (!q.meets) { /* q - c, rounded once and scaled to [0.5, 1) (never 0: q != c) */
        double dir[3];
        int u = dv_diff_exp(3, q.point, exact ? cs : c, dir);
        double d = dv_scale(sqrt(dot3(dir, dir)), (exact ? 0 : e) - u);
        if (is_zero3(dir)) /* q rounded onto c */
            tri_fallback_dir(&t, c, &q, dir);
        return dv_contact_outside(hit, r, qs, dir, d, e, flags);
    }
    double N[3];
    if (!(flags & ISECT_DEGENERATE)) { /* double-double, or exactly where it keeps too little */
        if (!direction_cross(t.v[0], t.v[1], t.v[0], t.v[2], N))
            exact_normal_dir((const double(*)[3])t.v, N);
        dv_normalize(3, N, n);
        for (int i = 0; i < 3; i++)
            n[i] = -n[i] + 0.0;
    } else {
        isect_lin span = isect_tri_edge(&t, isect_tri_spanning_edge(&t));
        double d[3];
        direction_of(&span, d);
        if (!is_zero3(d))
            across(d, n);
        else
            n[0] = 1, n[1] = 0, n[2] = 0;
    }
    return dv_contact_along(hit, r, 0, n, cs, e, false, flags | ISECT_AMBIGUOUS);
}
