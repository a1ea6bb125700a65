/* Closest points of two lines, rays or segments (RTCD 5.1.8, 5.1.9), and the exact
 * capsule-capsule test built on them (RTCD 4.5.1).
 *
 * Derivation. Write a(s) = a0 + s dA and b(t) = b0 + t dB (dA = a1 - a0 for a segment, the
 * direction otherwise) and r = a0 - b0. f(s, t) = |r + s dA - t dB|^2 is a convex
 * quadratic. With n = dA x dB and D = n.n = |dA|^2 |dB|^2 - (dA.dB)^2, Lagrange's
 * identity (u x v).(w x z) = (u.w)(v.z) - (u.z)(v.w) writes the solution of the normal
 * equations (RTCD 5.1.8: s* = (bf - ce)/D, t* = (af - bc)/D) as
 *     s* = n.(dB x r) / D,        t* = n.(dA x r) / D           (D > 0),
 * and, since r + dA = a1 - b0 and r - dB = a0 - b1, the tests against a segment's far end
 *     s* >= 1  <=>  n.(dB x (a1 - b0)) >= 0,      t* >= 1  <=>  n.(dA x (a0 - b1)) >= 0.
 * Every region test is the sign of q(w, x, y) = n.(w x (x - y)), w = dA or dB and x, y
 * input points: a polynomial of degree 4 in the inputs, decided exactly (the filter of
 * exact/filter.h, then exact arithmetic).
 *
 * Regions, in Ericson's order (RTCD 5.1.9), every test exact. Not parallel (n != 0,
 * decided exactly; the minimiser is unique):
 *   1. s* <= 0 clamps s to 0 (rays, segments); s* >= 1 clamps it to 1 (segments).
 *   2. When s was clamped to an end P of a: t is the point of b closest to P, with its own
 *      exact region (point_lin.c). If that is an end Q of b, s becomes the point of a
 *      closest to Q. When s was not clamped: t* <= 0 or t* >= 1 (b's far end) clamps t to
 *      that end Q, and s becomes the point of a closest to Q; otherwise (s*, t*).
 * Ericson's argument, or the Karush-Kuhn-Tucker conditions of the box-constrained
 * problem, shows the result is the minimiser once the signs are exact; at a tie (s* == 0
 * exactly) both branches give the same pair, and the closest-point region makes it exact.
 * Parallel (n == 0 exactly): the distance from a(s) to b's line is the same for every s,
 * so the closest pairs are a's points over b's shadow on a's line, and the one with s
 * nearest 0 is wanted. Let Q be the point of b closest to a0 (exact region). If Q lies
 * strictly inside b (or b is a line), a0 faces b: s = 0, t = Q's. Otherwise Q is the end
 * of b's shadow nearest a0, and the answer is Q with the point of a closest to it (s = 0
 * when the shadow lies behind a0, an end of a when beyond it).
 *
 * Construction (both parameters free). Positions are brought into [2^-250, 2^250] by one
 * power of two (dv_window_exp), a ray's or line's direction by its own; the differences
 * are exact double-doubles and the cross product n accurate to a relative u
 * (isect_dd_cross; dA x r and dB x r plain), so s* = n.(dB x r) / n.n is within about
 * 5 u |r| / (|dA| sin theta)
 * and the distance |n.r| / |n| (the lines' distance) within about 2 u |r|. Where theta is
 * below 2^-40 or a value leaves the safe range, the four values are computed exactly
 * instead and rounded once. */
#include "query/closest_point/lin_lin.h"

#include "query/closest_point/point_lin.h"
#include "query/closest_point/full_path.h"

#include <math.h>
#include <stddef.h>

#include "isect/closest_point.h"

#include "base/inline.h"
#include "exact/dd.h"
#include "exact/expansion.h"
#include "exact/filter.h"
#include "exact/scale.h"
#include "sign/ball_sign.h"
#include "sign/valid.h"

/* The free pair: s = s 2^s_exp, t = t 2^t_exp (kept apart: a ray's s can lie beyond the
 * range while its point a0 + s dA does not), and the distance. */
typedef struct free_pair {
    double s, t, dist;
    int s_exp, t_exp;
} free_pair;

/* ---- The exact values ------------------------------------------------------------ */

/* Which input point: a0, a1, b0, b1 (a1, b1 only of segments). */
enum { PT_A0, PT_A1, PT_B0, PT_B1 };

/* The inputs as exact numbers: positions (and the capsules' radii) in one group, a ray's
 * or line's direction in its own; dA and dB exact (differences for segments). */
typedef struct exact_pair {
    isect_xp pt[4][3], dA[3], dB[3], ra, rb;
    int shift_pos, shift_a, shift_b; /* the groups' scale: value = given 2^shift */
} exact_pair;

static void exact_pair_init(const isect_lin *a, const isect_lin *b, double ra, double rb,
                            bool integer, int deg, isect_xp_arena *arena, exact_pair *x) {
    bool seg_a = a->kind == ISECT_LIN_SEGMENT, seg_b = b->kind == ISECT_LIN_SEGMENT;
    double pos[14], dir_a[3], dir_b[3];
    for (int i = 0; i < 3; i++) {
        pos[i] = a->a[i];
        pos[3 + i] = seg_a ? a->b[i] : 0;
        pos[6 + i] = b->a[i];
        pos[9 + i] = seg_b ? b->b[i] : 0;
        dir_a[i] = seg_a ? 0 : a->b[i];
        dir_b[i] = seg_b ? 0 : b->b[i];
    }
    pos[12] = ra;
    pos[13] = rb;
    double *groups[3] = {pos, dir_a, dir_b};
    int sizes[3] = {14, seg_a ? 0 : 3, seg_b ? 0 : 3}, shift[3];
    if (integer)
        isect_exact_prepare_integer(arena, groups, sizes, 3, shift);
    else
        isect_exact_prepare(arena, groups, sizes, 3, deg, shift);
    isect_exact_select(arena, shift[0]);
    for (int k = 0; k < 4; k++)
        for (int i = 0; i < 3; i++)
            x->pt[k][i] = isect_xp_of(arena, pos[3 * k + i]);
    x->ra = isect_xp_of(arena, pos[12]);
    x->rb = isect_xp_of(arena, pos[13]);
    for (int i = 0; i < 3; i++) {
        if (seg_a)
            x->dA[i] = isect_xp_diff(arena, pos[3 + i], pos[i]);
        if (seg_b)
            x->dB[i] = isect_xp_diff(arena, pos[9 + i], pos[6 + i]);
    }
    isect_exact_select(arena, shift[1]);
    for (int i = 0; i < 3 && !seg_a; i++)
        x->dA[i] = isect_xp_of(arena, dir_a[i]);
    isect_exact_select(arena, shift[2]);
    for (int i = 0; i < 3 && !seg_b; i++)
        x->dB[i] = isect_xp_of(arena, dir_b[i]);
    x->shift_pos = shift[0];
    x->shift_a = seg_a ? shift[0] : shift[1];
    x->shift_b = seg_b ? shift[0] : shift[2];
}

/* u x v, one component at a time. */
/* The exact sign of q = n.(w x (x - y)), w = dB when use_b else dA. */
ISECT_COLD static int exact_q_sign(const isect_lin *a, const isect_lin *b, bool use_b, int px,
                                   int py) {
    ISECT_XP_ARENA(arena, 4096);
    exact_pair x;
    exact_pair_init(a, b, 0, 0, false, 4, &arena, &x);
    isect_xp n[3], v[3], wv[3];
    isect_xp_cross3(&arena, x.dA, x.dB, n);
    isect_xp_diff3(&arena, x.pt[px], x.pt[py], v);
    isect_xp_cross3(&arena, use_b ? x.dB : x.dA, v, wv);
    isect_xp q = isect_xp_dot3(&arena, n, wv);
    return arena.full ? ISECT_SIGN_UNKNOWN : isect_xp_sign(q);
}

/* Whether n = dA x dB is exactly zero: 1 parallel, 0 not, or ISECT_SIGN_UNKNOWN. */
ISECT_COLD static int exact_parallel(const isect_lin *a, const isect_lin *b) {
    ISECT_XP_ARENA(arena, 4096);
    exact_pair x;
    exact_pair_init(a, b, 0, 0, false, 2, &arena, &x);
    isect_xp n[3];
    isect_xp_cross3(&arena, x.dA, x.dB, n);
    if (arena.full)
        return ISECT_SIGN_UNKNOWN;
    return isect_xp_sign(n[0]) == 0 && isect_xp_sign(n[1]) == 0 && isect_xp_sign(n[2]) == 0;
}

/* x as m 2^e (exact value rounded), given its groups' total scale (subtracted). */
static double xp_value(isect_xp x, int scale, int *e) {
    double m = isect_xp_approx(x, e);
    *e -= scale;
    return m;
}

/* The interior construction from exact values: s*, t* and the lines' distance. False if
 * the arena ran out (ruled out by its size) or D is zero. */
ISECT_COLD static bool exact_interior(const isect_lin *a, const isect_lin *b, free_pair *out) {
    ISECT_XP_ARENA(arena, 4096);
    exact_pair x;
    exact_pair_init(a, b, 0, 0, false, 4, &arena, &x);
    isect_xp n[3], r[3], w[3];
    isect_xp_cross3(&arena, x.dA, x.dB, n);
    isect_xp_diff3(&arena, x.pt[PT_A0], x.pt[PT_B0], r);
    int base = isect_xp_mark(&arena);
    int sp = x.shift_pos, sa = x.shift_a, sb = x.shift_b, e_d, e_s, e_t, e_r;
    /* D = n.n: degree 2 in dA and in dB */
    double md = xp_value(isect_xp_dot3(&arena, n, n), 2 * sa + 2 * sb, &e_d);
    isect_xp_cross3(&arena, x.dB, r, w); /* s* = n.(dB x r) / D: dA, dB^2, position */
    double ms = xp_value(isect_xp_dot3(&arena, n, w), sa + 2 * sb + sp, &e_s);
    arena.used = base;
    isect_xp_cross3(&arena, x.dA, r, w); /* t* = n.(dA x r) / D */
    double mt = xp_value(isect_xp_dot3(&arena, n, w), 2 * sa + sb + sp, &e_t);
    arena.used = base;
    double mr = xp_value(isect_xp_dot3(&arena, n, r), sa + sb + sp, &e_r); /* n.r */
    if (arena.full || md == 0)
        return false;
    out->s = ms / md;
    out->s_exp = e_s - e_d;
    out->t = mt / md;
    out->t_exp = e_t - e_d;
    /* |n.r| / sqrt(D), with D's exponent made even */
    if (e_d & 1) {
        md *= 2;
        e_d -= 1;
    }
    out->dist = dv_scale(fabs(mr) / sqrt(md), e_r - e_d / 2);
    return true;
}

/* sign(dist^2 - (ra + rb)^2) with the lines' distance: (n.r)^2 - (ra + rb)^2 n.n. Degree
 * 6: its expansions can outgrow any stack arena (then ISECT_SIGN_UNKNOWN, and the caller
 * asks again in integer mode, which always fits); with integer, integers from the start. */
ISECT_COLD static int exact_interior_within(const isect_lin *a, const isect_lin *b, double ra,
                                            double rb, bool integer) {
    ISECT_XP_ARENA(arena, 4096);
    exact_pair x;
    exact_pair_init(a, b, ra, rb, integer, 6, &arena, &x);
    isect_xp n[3], r[3];
    isect_xp_cross3(&arena, x.dA, x.dB, n);
    isect_xp_diff3(&arena, x.pt[PT_A0], x.pt[PT_B0], r);
    isect_xp nr = isect_xp_dot3(&arena, n, r), rr = isect_xp_add(&arena, x.ra, x.rb);
    isect_xp lhs = isect_xp_mul(&arena, nr, nr);
    isect_xp rhs = isect_xp_mul(&arena, isect_xp_mul(&arena, rr, rr), isect_xp_dot3(&arena, n, n));
    isect_xp v = isect_xp_sub(&arena, lhs, rhs);
    return arena.full ? ISECT_SIGN_UNKNOWN : isect_xp_sign(v);
}

/* ---- The filters ------------------------------------------------------------------- */

/* The leaves as filtered values: dA, dB (differences of segments' ends, rounded once)
 * and the point coordinates. */
ISECT_INLINE void fx_dirs(const isect_lin *a, const isect_lin *b, isect_lin_kind ka,
                          isect_lin_kind kb, isect_fx *dA, isect_fx *dB) {
    for (int i = 0; i < 3; i++) {
        dA[i] = ka == ISECT_LIN_SEGMENT ? fx_diff(a->b[i], a->a[i]) : fx_in(a->b[i]);
        dB[i] = kb == ISECT_LIN_SEGMENT ? fx_diff(b->b[i], b->a[i]) : fx_in(b->b[i]);
    }
}

static const double *pair_point(const isect_lin *a, const isect_lin *b, int p) {
    return p == PT_A0 ? a->a : p == PT_A1 ? a->b : p == PT_B0 ? b->a : b->b;
}

/* The sign of q = n.(w x (x - y)) (see the top): filter, then exact. */
static int q_sign(const isect_lin *a, const isect_lin *b, bool use_b, int px, int py) {
    isect_fx leaves[9], n[3], wv[3];
    isect_fx *dA = leaves, *dB = leaves + 3, *v = leaves + 6;
    fx_dirs(a, b, a->kind, b->kind, dA, dB);
    const double *x = pair_point(a, b, px), *y = pair_point(a, b, py);
    for (int i = 0; i < 3; i++)
        v[i] = fx_diff(x[i], y[i]);
    int sign;
    if (!fx_leaves_tiny(leaves, 9, 4)) {
        fx_cross(dA, dB, n);
        fx_cross(use_b ? dB : dA, v, wv);
        if (fx_sign(fx_dot(n, wv, 3), &sign))
            return sign;
    }
    return exact_q_sign(a, b, use_b, px, py);
}

/* 1 when dA x dB == 0 exactly, 0 when not, ISECT_SIGN_UNKNOWN. */
static int parallel(const isect_lin *a, const isect_lin *b) {
    isect_fx leaves[6], n[3];
    fx_dirs(a, b, a->kind, b->kind, leaves, leaves + 3);
    if (!fx_leaves_tiny(leaves, 6, 2)) {
        fx_cross(leaves, leaves + 3, n);
        int s0, s1, s2;
        if (fx_sign(n[0], &s0) && s0 != 0)
            return 0;
        if (fx_sign(n[1], &s1) && s1 != 0)
            return 0;
        if (fx_sign(n[2], &s2) && s2 != 0)
            return 0;
    }
    return exact_parallel(a, b);
}

/* ---- The plan: which region holds the closest pair ------------------------------------ */

typedef enum plan_kind {
    PLAN_A_END, /* point_a is a's end `end` (s = end), point_b the point of b closest to it */
    PLAN_B_END, /* point_b is b's end `end` (t = end), point_a the point of a closest to it */
    PLAN_FREE,  /* both parameters strictly inside their ranges: (s*, t*) */
    PLAN_FAILED /* the exact arithmetic ran out of room (ruled out by the arena sizes) */
} plan_kind;

typedef struct plan {
    plan_kind kind;
    int end;            /* 0 or 1 */
    unsigned flags;     /* ISECT_PARALLEL, ISECT_DEGENERATE */
    bool have_closest;  /* PLAN_A_END: closest already holds b's point closest to a's end */
    bool in_range;      /* decided by the fast path: differences in [2^-203, 2^200] */
    int s_sign, t_sign; /* PLAN_FREE from the fast path: sign(s*), sign(t*), certified;
                           else ISECT_SIGN_UNKNOWN (build_pair then asks q_sign) */
    isect_closest_d closest;
} plan;

/* From the point Q of b closest to a's end `end`: a plan that keeps Q when it is inside b
 * (or b is a line), else clamps t to Q's end of b. */
static void plan_from_b_closest(const isect_lin *b, int end, plan *p) {
    const isect_closest_d *c = &p->closest;
    if (c->flags & ISECT_INVALID) {
        p->kind = PLAN_FAILED;
    } else if (b->kind == ISECT_LIN_LINE || c->region == ISECT_BETWEEN) {
        p->kind = PLAN_A_END;
        p->end = end;
        p->have_closest = true;
    } else {
        p->kind = PLAN_B_END;
        p->end = c->region == ISECT_AT_END;
    }
}

static void plan_pair(const isect_lin *a, const isect_lin *b, plan *p) {
    p->flags = 0;
    p->have_closest = false;
    p->in_range = false;
    p->end = 0;
    if (isect_lin_is_point(a)) { /* a point (and perhaps b too): b's point closest to it */
        p->flags = ISECT_DEGENERATE;
        p->kind = PLAN_A_END;
        return;
    }
    if (isect_lin_is_point(b)) {
        p->flags = ISECT_DEGENERATE;
        p->kind = PLAN_B_END;
        return;
    }
    int par = parallel(a, b);
    if (par == ISECT_SIGN_UNKNOWN) {
        p->kind = PLAN_FAILED;
        return;
    }
    if (par) {
        p->flags = ISECT_PARALLEL;
        isect_closest_lin_point(b, a->a, &p->closest);
        plan_from_b_closest(b, 0, p);
        return;
    }
    int end = -1, q;
    if (a->kind != ISECT_LIN_LINE) {
        q = q_sign(a, b, true, PT_A0, PT_B0); /* sign(s*) */
        if (q == ISECT_SIGN_UNKNOWN) {
            p->kind = PLAN_FAILED;
            return;
        }
        if (q <= 0) {
            end = 0;
        } else if (a->kind == ISECT_LIN_SEGMENT) {
            q = q_sign(a, b, true, PT_A1, PT_B0); /* sign(s* - 1) */
            if (q == ISECT_SIGN_UNKNOWN) {
                p->kind = PLAN_FAILED;
                return;
            }
            end = q >= 0 ? 1 : -1;
        }
    }
    if (end >= 0) {
        isect_closest_lin_point(b, end ? a->b : a->a, &p->closest);
        plan_from_b_closest(b, end, p);
        return;
    }
    p->kind = PLAN_FREE;
    if (b->kind == ISECT_LIN_LINE)
        return;
    q = q_sign(a, b, false, PT_A0, PT_B0); /* sign(t*) */
    if (q != ISECT_SIGN_UNKNOWN && q <= 0) {
        p->kind = PLAN_B_END;
        p->end = 0;
    } else if (q != ISECT_SIGN_UNKNOWN && b->kind == ISECT_LIN_SEGMENT) {
        q = q_sign(a, b, false, PT_A0, PT_B1); /* sign(t* - 1) */
        if (q != ISECT_SIGN_UNKNOWN && q >= 0) {
            p->kind = PLAN_B_END;
            p->end = 1;
        }
    }
    if (q == ISECT_SIGN_UNKNOWN)
        p->kind = PLAN_FAILED;
}

/* ---- Construction ------------------------------------------------------------------ */

/* The answer in double (lin_lin.h). */
typedef isect_lin_pair_d pair_d;

/* (s*, t*) and the distance of the two lines, in double-double (see the top); false when
 * the result cannot be trusted to that accuracy (nearly parallel, extreme range). */
static bool free_pair_fast(const isect_lin *a, const isect_lin *b, bool in_range, free_pair *out) {
    bool seg_a = a->kind == ISECT_LIN_SEGMENT, seg_b = b->kind == ISECT_LIN_SEGMENT;
    double pos[12], da[3], db[3];
    for (int i = 0; i < 3; i++) {
        pos[i] = a->a[i];
        pos[3 + i] = seg_a ? a->b[i] : 0;
        pos[6 + i] = b->a[i];
        pos[9 + i] = seg_b ? b->b[i] : 0;
        da[i] = a->b[i];
        db[i] = b->b[i];
    }
    int ep = 0, ea = 0, eb = 0; /* in_range: the fast path saw every leaf in [2^-203, 2^200] */
    if (!in_range) {
        ep = dv_window_exp(12, pos, 4);
        ea = seg_a ? ep : dv_window_exp(3, da, 4);
        eb = seg_b ? ep : dv_window_exp(3, db, 4);
    }
    isect_dd dA[3], dB[3], r[3];
    for (int i = 0; i < 3; i++) {
        double a0 = dv_scale(pos[i], ep), b0 = dv_scale(pos[6 + i], ep);
        dA[i] = seg_a ? isect_dd_diff(dv_scale(pos[3 + i], ep), a0)
                      : (isect_dd){dv_scale(da[i], ea), 0};
        dB[i] = seg_b ? isect_dd_diff(dv_scale(pos[9 + i], ep), b0)
                      : (isect_dd){dv_scale(db[i], eb), 0};
        r[i] = isect_dd_diff(a0, b0);
    }
    /* n to a relative u (its direction decides s* to first order); dA x r and dB x r
     * only meet n in a dot product, where an absolute u |dA| |r| costs s* no more than the
     * rounding of that product itself: plain */
    double n[3], wa[3], wb[3];
    for (int i = 0; i < 3; i++) {
        int j = (i + 1) % 3, k = (i + 2) % 3;
        n[i] = isect_dd_cross(dA[j], dA[k], dB[j], dB[k]);
    }
    double rh[3] = {r[0].hi, r[1].hi, r[2].hi};
    double dah[3] = {dA[0].hi, dA[1].hi, dA[2].hi}, dbh[3] = {dB[0].hi, dB[1].hi, dB[2].hi};
    dv_cross3(dah, rh, wa);
    dv_cross3(dbh, rh, wb);
    double D = dv_dot(3, n, n);
    double lengths = dv_dot(3, dah, dah) * dv_dot(3, dbh, dbh);
    /* sin^2 theta = D / lengths >= 2^-80, and D, the numerators in the normal range */
    if (!(D >= 0x1p-80 * lengths) || !(D > 0x1p-900) || !(lengths < 0x1p1000))
        return false;
    double sn = dv_dot(3, n, wb), tn = dv_dot(3, n, wa), nr = dv_dot(3, n, rh);
    out->s = sn / D;
    out->s_exp = ea - ep;
    out->t = tn / D;
    out->t_exp = eb - ep;
    out->dist = dv_scale(fabs(nr) / sqrt(D), -ep);
    return isfinite(out->s) && isfinite(out->t) && isfinite(out->dist);
}

/* The component at x = m 2^e: a segment's by interpolation (x inside (0, 1)), a ray's or
 * line's as origin + (m dir) 2^e, which stays finite wherever the point itself is, even
 * when x is not. */
static void point_at(const isect_lin *lin, double x, double m, int e, double *out) {
    if (lin->kind == ISECT_LIN_SEGMENT) {
        for (int i = 0; i < 3; i++)
            out[i] = dv_lerp1(lin->a[i], lin->b[i], x);
        return;
    }
    int g = 0, h = 0;
    double f = 0, dir[3] = {lin->b[0], lin->b[1], lin->b[2]};
    bool split = false; /* f, g, dir and h formed (only where the plain step fails) */
    for (int i = 0; i < 3; i++) {
        double step = x * lin->b[i]; /* rounded once, at the step's own magnitude */
        if (x == 0) {
            out[i] = lin->a[i];
        } else if (step - step == 0 && fabs(x) >= 0x1p-1022 && fabs(x) <= 0x1p1023) {
            out[i] = dv_add_scaled(lin->a[i], step, 0);
        } else { /* x dir beyond the range (the point may still be finite), or x subnormal
                    or beyond the range itself: from x's full mantissa */
            if (!split) {
                f = frexp(m, &g);
                h = dv_unit_scale(3, dir); /* dir 2^h, exact: the product keeps every bit */
                split = true;
            }
            out[i] = dv_add_scaled(lin->a[i], f * dir[i], e + g - h);
        }
    }
}

static void clamp_inside(const isect_lin *lin, double *x) {
    if (lin->kind == ISECT_LIN_LINE)
        return;
    if (!(*x > 0))
        *x = 0x1p-1074; /* the region says inside: keep it there */
    if (lin->kind == ISECT_LIN_SEGMENT && !(*x < 1))
        *x = DV_REAL_BELOW_ONE;
}

static void build_pair(const isect_lin *a, const isect_lin *b, plan *p, pair_d *out) {
    out->flags = p->flags;
    out->s_inside = out->t_inside = false;
    if (p->kind == PLAN_A_END) {
        const double *end = p->end ? a->b : a->a;
        if (!p->have_closest)
            isect_closest_lin_point(b, end, &p->closest);
        const isect_closest_d *c = &p->closest;
        out->s = p->end;
        out->s_sign = p->end;
        for (int i = 0; i < 3; i++) {
            out->point_a[i] = end[i];
            out->point_b[i] = c->point[i];
        }
        out->t = c->t;
        out->t_sign = c->t_sign;
        out->t_inside = c->interior;
        out->dist_sq = c->dist_sq;
        out->flags |= c->flags & ISECT_INVALID;
        return;
    }
    if (p->kind == PLAN_B_END) {
        const double *end = p->end ? b->b : b->a;
        isect_closest_d c;
        isect_closest_lin_point(a, end, &c);
        out->t = p->end;
        out->t_sign = p->end;
        for (int i = 0; i < 3; i++) {
            out->point_b[i] = end[i];
            out->point_a[i] = c.point[i];
        }
        out->s = c.t;
        out->s_sign = c.t_sign;
        out->s_inside = c.interior;
        out->dist_sq = c.dist_sq;
        out->flags |= c.flags & ISECT_INVALID;
        return;
    }
    free_pair f;
    if (!free_pair_fast(a, b, p->in_range, &f) && !exact_interior(a, b, &f)) {
        out->flags = ISECT_INVALID;
        return;
    }
    /* the points from the parameters as computed (a parameter below the subnormal range,
     * kept inside its range below, would move a point by more than its own rounding) */
    const double s_raw = dv_scale(f.s, f.s_exp), t_raw = dv_scale(f.t, f.t_exp);
    double s = s_raw, t = t_raw;
    clamp_inside(a, &s);
    clamp_inside(b, &t);
    out->s_sign = (s > 0) - (s < 0);
    out->t_sign = (t > 0) - (t < 0);
    /* a line's parameter keeps its exact sign (and is 0 exactly when s* is) */
    if (a->kind == ISECT_LIN_LINE)
        out->s_sign =
            p->s_sign != ISECT_SIGN_UNKNOWN ? p->s_sign : q_sign(a, b, true, PT_A0, PT_B0);
    if (b->kind == ISECT_LIN_LINE)
        out->t_sign =
            p->t_sign != ISECT_SIGN_UNKNOWN ? p->t_sign : q_sign(a, b, false, PT_A0, PT_B0);
    if (out->s_sign == ISECT_SIGN_UNKNOWN || out->t_sign == ISECT_SIGN_UNKNOWN) {
        out->flags = ISECT_INVALID;
        return;
    }
    s = out->s_sign == 0 ? 0 : out->s_sign * fabs(s);
    t = out->t_sign == 0 ? 0 : out->t_sign * fabs(t);
    out->s = s;
    out->t = t;
    out->s_inside = a->kind != ISECT_LIN_LINE;
    out->t_inside = b->kind != ISECT_LIN_LINE;
    point_at(a, s == 0 ? 0 : s_raw, f.s, f.s_exp, out->point_a);
    point_at(b, t == 0 ? 0 : t_raw, f.t, f.t_exp, out->point_b);
    out->dist_sq = f.dist * f.dist;
}

/* ---- Public functions ---------------------------------------------------------------- */

/* ---- The fast path --------------------------------------------------------------------
 * Ericson's algorithm once more, on the five dot products of RTCD 5.1.9 computed once as
 * filtered values (exact/filter.h): A = dA.dA, B = dA.dB, E = dB.dB, C = dA.r, F = dB.r
 * (r = a0 - b0), D = AE - B^2 and the numerators sn = BF - CE, tn = AF - BC (D s* and
 * D t*). Each region test is the certified sign of one of them or of a sum that equals
 * the careful path's polynomial (sn - D is that of n.(dB x (a1 - b0)), F + B = dB.(a1 - b0),
 * B - C = dA.(b1 - a0), ...), with the same ties (<= 0 clamps to the start, >= the far end
 * to the end), so both paths choose the same region. A sign the filter cannot certify, a
 * degenerate or parallel pair, or leaves outside [2^-200, 2^200] (where the bounds do not
 * hold or the products could overflow) fall back to the careful path (plan_pair).
 *
 * Along an edge the values are then built in plain double: t = (F + s B) / E (or
 * s = (t B - C) / A), within a few u of the exact parameter scaled by |r| / |dB|. Free
 * parameters take the double-double construction of build_pair with the region known:
 * s* = sn / D in plain double loses up to u (|BF| + |CE|) / D to cancellation, which
 * measured 12 u S at sin theta = 0.3 (over the documented bound). */

/* A candidate value of the fast path: its computed value, and whether its sign is
 * certified (the filter's bound, or a zero permanent: exactly 0, the leaves having been
 * checked for underflow). Branch-free, so that every candidate is evaluated at once. */
typedef struct cand {
    double v;
    bool sure;
} cand;

ISECT_INLINE cand cand_of(isect_fx x) {
    double bound = (double)(x.k + 1) * 0x1p-53 * fx_m(x);
    bool sure = fabs(fx_v(x)) > bound;
    sure |= fx_m(x) == 0;
    return (cand){fx_v(x), sure};
}

/* The region of one parameter from the candidates num (its numerator: start when <= 0)
 * and far (num - den: the end when >= 0, segments): -1 free, 0 start, 1 end. */
ISECT_INLINE int region_of(cand num, cand far, isect_lin_kind k) {
    bool at_start = k != ISECT_LIN_LINE && num.v <= 0;
    bool at_end = k == ISECT_LIN_SEGMENT && !at_start && far.v >= 0;
    return at_start ? 0 : at_end ? 1 : -1;
}

/* Whether region_of's answer is certified: num's sign where it decides, far's where it
 * is asked (a line's parameter keeps num's sign, so that too must be certain). */
ISECT_INLINE bool region_sure(cand num, cand far, isect_lin_kind k) {
    bool far_needed = k == ISECT_LIN_SEGMENT && num.v > 0;
    return num.sure & (!far_needed | far.sure);
}

ISECT_INLINE cand cand_pick(bool first, cand x, cand y) {
    return (cand){first ? x.v : y.v, first ? x.sure : y.sure};
}

/* The closest point of the component lin (kind k) at its parameter x = num / den, or at
 * its end when region >= 0: the parameter and the point. */
ISECT_INLINE void fast_point(const isect_lin *lin, isect_lin_kind k, int region, double num,
                             double den, double *x, double *point) {
    double t = num / den;
    *x = region >= 0 ? region : t;
    for (int i = 0; i < 3; i++) {
        double along =
            k == ISECT_LIN_SEGMENT ? dv_lerp1(lin->a[i], lin->b[i], t) : lin->a[i] + t * lin->b[i];
        point[i] = region == 0 ? lin->a[i] : region == 1 ? lin->b[i] : along;
    }
}

/* The fast path; true when it answered (out filled, or with region_only the plan set).
 * When only the free construction remains, *p holds PLAN_FREE and false is returned. */
ISECT_INLINE bool fast_pair(const isect_lin *a, const isect_lin *b, isect_lin_kind ka,
                            isect_lin_kind kb, bool region_only, plan *p, pair_d *out) {
    isect_fx leaves[9];
    isect_fx *dA = leaves, *dB = leaves + 3, *r = leaves + 6;
    double big = 0;
    fx_dirs(a, b, ka, kb, dA, dB);
    for (int i = 0; i < 3; i++) {
        r[i] = fx_diff(a->a[i], b->a[i]);
        big += fabs(fx_v(dA[i])) + fabs(fx_v(dB[i])) + fabs(fx_v(r[i])); /* NaN-free here */
    }
    if (!(big < 0x1p200) || fx_leaves_tiny(leaves, 9, 4))
        return false;
    isect_fx A = fx_dot(dA, dA, 3), B = fx_dot(dA, dB, 3), E = fx_dot(dB, dB, 3);
    isect_fx C = fx_dot(dA, r, 3), F = fx_dot(dB, r, 3);
    isect_fx D = fx_sub(fx_mul(A, E), fx_sq(B)), sn = fx_sub(fx_mul(B, F), fx_mul(C, E));
    isect_fx tn = fx_sub(fx_mul(A, F), fx_mul(B, C));
    isect_fx minus_c = fx_sub(fx_in(0), C), b_minus_c = fx_sub(B, C), f_plus_b = fx_add(F, B);
    /* Every candidate at once: s* against 0 and 1 (sn, sn - D); t for s = 0 and s = 1
     * (dB.(a0 - b0) = F, dB.(a1 - b0) = F + B, each against 0 and E); t* (tn, tn - D); s
     * for t = 0 and t = 1 (dA.(b0 - a0) = -C, dA.(b1 - a0) = B - C, against 0 and A). */
    cand d = cand_of(D);
    cand s_num = cand_of(sn), s_far = cand_of(fx_sub(sn, D));
    cand t0_num = cand_of(F), t0_far = cand_of(fx_sub(F, E));
    cand t1_num = cand_of(f_plus_b), t1_far = cand_of(fx_sub(f_plus_b, E));
    cand tf_num = cand_of(tn), tf_far = cand_of(fx_sub(tn, D));
    cand s0_num = cand_of(minus_c), s0_far = cand_of(fx_sub(minus_c, A));
    cand s1_num = cand_of(b_minus_c), s1_far = cand_of(fx_sub(b_minus_c, A));
    /* a point or parallel pair, or D not certified positive: the careful path */
    bool ok = fx_v(A) > 0;
    ok &= fx_v(E) > 0;
    ok &= d.sure;
    ok &= d.v > 0;

    int s_end = region_of(s_num, s_far, ka);
    ok &= region_sure(s_num, s_far, ka);
    bool s_free = s_end < 0;
    cand t_num = cand_pick(s_free, tf_num, cand_pick(s_end == 1, t1_num, t0_num));
    cand t_far = cand_pick(s_free, tf_far, cand_pick(s_end == 1, t1_far, t0_far));
    int t_end = region_of(t_num, t_far, kb);
    ok &= region_sure(t_num, t_far, kb);
    /* t clamped to b's end Q: s becomes the point of a closest to Q */
    cand q_num = cand_pick(t_end == 1, s1_num, s0_num);
    cand q_far = cand_pick(t_end == 1, s1_far, s0_far);
    int q_end = region_of(q_num, q_far, ka);
    bool t_clamped = t_end >= 0;
    ok &= !t_clamped | region_sure(q_num, q_far, ka);
    if (!ok)
        return false;
    s_end = t_clamped ? q_end : s_end;
    double num_s = t_clamped ? q_num.v : fx_v(sn), den_s = t_clamped ? fx_v(A) : fx_v(D);
    double num_t = t_num.v, den_t = s_free ? fx_v(D) : fx_v(E);
    int s_sign = (num_s > 0) - (num_s < 0), t_sign = (num_t > 0) - (num_t < 0);

    p->flags = 0;
    p->have_closest = false;
    p->in_range = true;
    /* certified (region_sure), and those of s* = sn / D and t* = tn / D, D > 0: q_sign's */
    bool free_plan = s_free && !t_clamped;
    p->s_sign = free_plan ? s_sign : ISECT_SIGN_UNKNOWN;
    p->t_sign = free_plan ? t_sign : ISECT_SIGN_UNKNOWN;
    p->kind = t_clamped ? PLAN_B_END : s_end >= 0 ? PLAN_A_END : PLAN_FREE;
    p->end = t_clamped ? t_end : s_end;
    if (region_only)
        return true;
    if (s_free && !t_clamped)
        return false; /* both free: the double-double construction of build_pair */
    out->flags = 0;
    fast_point(a, ka, s_end, num_s, den_s, &out->s, out->point_a);
    fast_point(b, kb, t_end, num_t, den_t, &out->t, out->point_b);
    double v[3];
    for (int i = 0; i < 3; i++)
        v[i] = out->point_a[i] - out->point_b[i];
    out->dist_sq = dv_dot(3, v, v);
    out->s_sign = ka == ISECT_LIN_LINE ? s_sign : s_end >= 0 ? s_end : 1;
    out->t_sign = kb == ISECT_LIN_LINE ? t_sign : t_end >= 0 ? t_end : 1;
    out->s_inside = ka != ISECT_LIN_LINE && s_end < 0;
    out->t_inside = kb != ISECT_LIN_LINE && t_end < 0;
    return dv_finite2(out->point_a, out->point_b, 3) && out->dist_sq < 0x1p1000 &&
           (out->dist_sq > 0x1p-1000 || out->dist_sq == 0);
}

/* The fast path for the pair's kinds (compile-time constants in each instance). */
ISECT_INLINE bool fast_dispatch(const isect_lin *a, const isect_lin *b, bool region_only, plan *p,
                                pair_d *out) {
#define FAST(KA, KB) fast_pair(a, b, ISECT_LIN_##KA, ISECT_LIN_##KB, region_only, p, out)
    switch (a->kind * 3 + b->kind) {
    case ISECT_LIN_LINE * 3 + ISECT_LIN_LINE: return FAST(LINE, LINE);
    case ISECT_LIN_LINE * 3 + ISECT_LIN_RAY: return FAST(LINE, RAY);
    case ISECT_LIN_LINE * 3 + ISECT_LIN_SEGMENT: return FAST(LINE, SEGMENT);
    case ISECT_LIN_RAY * 3 + ISECT_LIN_RAY: return FAST(RAY, RAY);
    case ISECT_LIN_RAY * 3 + ISECT_LIN_SEGMENT: return FAST(RAY, SEGMENT);
    default: return FAST(SEGMENT, SEGMENT);
    }
#undef FAST
}

bool isect_lin_pair_fast_decides(const isect_lin *a, const isect_lin *b) {
    plan p;
    pair_d unused;
    return fast_dispatch(a, b, true, &p, &unused);
}

static void closest_pair(const isect_lin *a, const isect_lin *b, pair_d *out) {
    plan p;
    p.kind = PLAN_FAILED;
    p.s_sign = p.t_sign = ISECT_SIGN_UNKNOWN;
    if (fast_dispatch(a, b, false, &p, out))
        return;
    if (p.kind != PLAN_FREE) /* the region is still to be decided, carefully */
        plan_pair(a, b, &p);
    if (p.kind == PLAN_FAILED) {
        out->flags = ISECT_INVALID;
        return;
    }
    build_pair(a, b, &p, out);
}

/* RTCD 5.1.9 in plain double, as printed (lin_lin.h). */
double isect_lin_pair_plain_dist_sq(const isect_lin *A, const isect_lin *B) {
    double d1[3], d2[3], r[3], e[3];
    for (int i = 0; i < 3; i++) {
        d1[i] = A->b[i] - A->a[i];
        d2[i] = B->b[i] - B->a[i];
        r[i] = A->a[i] - B->a[i];
    }
    double a = dv_dot(3, d1, d1), ee = dv_dot(3, d2, d2), f = dv_dot(3, d2, r);
    double c = dv_dot(3, d1, r), b = dv_dot(3, d1, d2), denom = a * ee - b * b;
    double s = denom > 0 ? dv_clamp((b * f - c * ee) / denom, 0, 1) : 0;
    double t = (b * s + f) / ee;
    if (t < 0) {
        t = 0;
        s = dv_clamp(-c / a, 0, 1);
    } else if (t > 1) {
        t = 1;
        s = dv_clamp((b - c) / a, 0, 1);
    }
    for (int i = 0; i < 3; i++)
        e[i] = r[i] + s * d1[i] - t * d2[i];
    return dv_dot(3, e, e);
}

void isect_lin_pair_closest(const isect_lin *a, const isect_lin *b, isect_lin_pair_d *out) {
    closest_pair(a, b, out);
}

isect_dist_form isect_lin_pair_form(const isect_lin *a, const isect_lin *b,
                                    const isect_lin_pair_d *c) {
    const double *end_a = c->s > 0 ? a->b : a->a, *end_b = c->t > 0 ? b->b : b->a;
    if (!c->s_inside && !c->t_inside)
        return (isect_dist_form){ISECT_DIST_POINT_POINT, {end_a, end_b, NULL, NULL}};
    if (!c->s_inside)
        return (isect_dist_form){ISECT_DIST_POINT_LINE, {end_a, b->a, b->b, NULL}};
    if (!c->t_inside)
        return (isect_dist_form){ISECT_DIST_POINT_LINE, {end_b, a->a, a->b, NULL}};
    if (c->flags & ISECT_PARALLEL)
        return (isect_dist_form){ISECT_DIST_POINT_LINE, {a->a, b->a, b->b, NULL}};
    return (isect_dist_form){ISECT_DIST_LINE_LINE, {a->a, a->b, b->a, b->b}};
}

/* Do the components meet, exactly? A computed distance above 2^-30 S (S the largest
 * coordinate magnitude, directions included; the documented error is 16 u S) cannot be
 * that of meeting components; below it, the capsule test with radii 0 decides. */
bool isect_lin_pair_meets(const isect_lin *a, const isect_lin *b, const isect_lin_pair_d *c) {
    double S = 0;
    const double *pts[4] = {a->a, a->b, b->a, b->b};
    for (int k = 0; k < 4; k++)
        for (int i = 0; i < 3; i++) { /* (a 2D component's third coordinate is 0) */
            double v = fabs(pts[k][i]);
            S = v > S ? v : S;
        }
    return !(c->dist_sq > 0x1p-60 * S * S) && isect_lin_pair_within(a, b, 0, 0);
}

static isect_closest_result2 to_result2(const isect_lin *a, const isect_lin *b, const pair_d *c) {
    isect_closest_result2 r = {0};
    r.flags = c->flags;
    if (c->flags & ISECT_INVALID) {
        r.flags = ISECT_INVALID;
        return r;
    }
    r.dist_sq = dv_out_dist_sq(c->dist_sq, isect_lin_pair_meets(a, b, c), &r.flags);
    r.s =
        isect_closest_final_t(c->s, c->s_sign, c->s_inside, a->kind == ISECT_LIN_SEGMENT, &r.flags);
    r.t =
        isect_closest_final_t(c->t, c->t_sign, c->t_inside, b->kind == ISECT_LIN_SEGMENT, &r.flags);
    r.point_a = dv_out2(c->point_a, &r.flags);
    r.point_b = dv_out2(c->point_b, &r.flags);
    return r;
}

static isect_closest_result3 to_result3(const isect_lin *a, const isect_lin *b, const pair_d *c) {
    isect_closest_result3 r = {0};
    r.flags = c->flags;
    if (c->flags & ISECT_INVALID) {
        r.flags = ISECT_INVALID;
        return r;
    }
    r.dist_sq = dv_out_dist_sq(c->dist_sq, isect_lin_pair_meets(a, b, c), &r.flags);
    r.s =
        isect_closest_final_t(c->s, c->s_sign, c->s_inside, a->kind == ISECT_LIN_SEGMENT, &r.flags);
    r.t =
        isect_closest_final_t(c->t, c->t_sign, c->t_inside, b->kind == ISECT_LIN_SEGMENT, &r.flags);
    r.point_a = dv_out3(c->point_a, &r.flags);
    r.point_b = dv_out3(c->point_b, &r.flags);
    return r;
}

/* ---- The segment pair's fast path ------------------------------------------------------
 * In front of the public segment-segment and capsule-capsule functions (full_path.h). The
 * region core is fast_pair's for two segments, branching instead of evaluating every
 * candidate: the same leaves (the rounded differences dA, dB, r), the same five dot
 * products and the same values in the same order, each sign certified by fast_pair's own
 * bound (k + 1) u m, m the permanent fx computes (detsum for the dots), with k the
 * roundings fx counts for the three-component dots (5; D, sn, tn 12; sn - D, tn - D 13;
 * F - E, F + B, -C, B - C 6; their differences with E or A 7). A 2D pair drops the third
 * terms, which are +0 and leave every certified value and every permanent unchanged. So
 * whenever the core answers, fast_pair answers too, with the same region. */

/* Roundings of the candidates as fx counts them (see above). */
enum { K_DOT = 5, K_DEG4 = 12, K_DEG4_FAR = 13, K_DEG2_SUM = 6, K_DEG2_FAR = 7 };

/* Whether |v| > (k + 1) u m (cand_of without the m == 0 case): the sign of v is certain. */
ISECT_INLINE bool pair_sure(double v, double m, int k) {
    return fabs(v) > (double)(k + 1) * 0x1p-53 * m;
}

/* The region of one parameter of a component of kind k from its numerator num (start when
 * <= 0) and num - den far (end when >= 0), both certified where they decide; -1 free, 0
 * start, 1 end, 2 unsure. As fast_pair's region_of and region_sure: a line's parameter is
 * never clamped but num's sign (the parameter's) is certified; a ray's clamps at 0 only. */
ISECT_INLINE int pair_region(double num, double num_m, int num_k, double far, double far_m,
                             int far_k, isect_lin_kind k) {
    if (!pair_sure(num, num_m, num_k))
        return 2;
    if (k == ISECT_LIN_LINE)
        return -1;
    if (num < 0)
        return 0;
    if (k == ISECT_LIN_RAY)
        return -1;
    if (!pair_sure(far, far_m, far_k))
        return 2;
    return far > 0 ? 1 : -1;
}

/* The certified region of two components a, b of kinds ka, kb (dim 2 or 3), each given as
 * a0 a1: a segment's ends, or a ray's or line's origin and direction (its leaves dA, as
 * fast_pair's fx_dirs: the direction itself, exact, where fx counts k = 0; the K_* above,
 * counted for differences, are then upper bounds of fx's k, with the same permanents): s_end
 * and t_end (-1 free, 0, 1 an end), t_first when t was clamped first (s then follows from
 * b's end: fast_pair's PLAN_B_END); the numerators and denominators of the parameters (s =
 * num_s / den_s where s is free; num_s's and num_t's signs certified where the parameter is
 * a line's), and the leaves. False when anything is uncertain or out of fast_pair's range
 * (leaves below 2^-203 or summing to 2^200 or more). */
typedef struct seg_core {
    double dA[3], dB[3], r[3], A, E;
    double num_s, den_s, num_t, den_t;
    int s_end, t_end;
    bool t_first;
} seg_core;

ISECT_INLINE bool seg_core_region(const double *a0, const double *a1, const double *b0,
                                  const double *b1, int dim, isect_lin_kind ka, isect_lin_kind kb,
                                  seg_core *c) {
    double big = 0, pB = 0, pC = 0, pF = 0, A = 0, B = 0, E = 0, C = 0, F = 0;
    bool tiny = false;
    for (int i = 0; i < dim; i++) {
        double dA = ka == ISECT_LIN_SEGMENT ? a1[i] - a0[i] : a1[i];
        double dB = kb == ISECT_LIN_SEGMENT ? b1[i] - b0[i] : b1[i], r = a0[i] - b0[i];
        c->dA[i] = dA;
        c->dB[i] = dB;
        c->r[i] = r;
        big += fabs(dA) + fabs(dB) + fabs(r);
        tiny |= fx_leaf_tiny(dA, 0x1p-203);
        tiny |= fx_leaf_tiny(dB, 0x1p-203);
        tiny |= fx_leaf_tiny(r, 0x1p-203);
        double b = dA * dB, cc = dA * r, f = dB * r;
        A = i ? A + dA * dA : dA * dA;
        E = i ? E + dB * dB : dB * dB;
        B = i ? B + b : b;
        C = i ? C + cc : cc;
        F = i ? F + f : f;
        pB += fabs(b);
        pC += fabs(cc);
        pF += fabs(f);
    }
#if !ISECT_USE_DOUBLE
    tiny = false; /* float leaves: see exact/filter.h */
#endif
    /* A == 0 or E == 0: a point (the leaves being checked, nothing underflowed) */
    if (!(big < 0x1p200) | tiny | !(A > 0) | !(E > 0))
        return false;
    c->A = A;
    c->E = E;
    double D = A * E - B * B, pD = A * E + pB * pB;
    double sn = B * F - C * E, p_sn = pB * pF + pC * E;
    if (!(D > (double)(K_DEG4 + 1) * 0x1p-53 * pD)) /* D certified positive: not parallel */
        return false;
    int s_end = pair_region(sn, p_sn, K_DEG4, sn - D, p_sn + pD, K_DEG4_FAR, ka);
    if (s_end == 2)
        return false;
    double t_num, t_m, t_far, t_far_m;
    int t_k = K_DEG2_SUM, t_far_k = K_DEG2_FAR;
    if (s_end < 0) {
        t_num = A * F - B * C;
        t_m = A * pF + pB * pC;
        t_far = t_num - D;
        t_far_m = t_m + pD;
        t_k = K_DEG4;
        t_far_k = K_DEG4_FAR;
    } else if (s_end == 1) {
        t_num = F + B;
        t_m = pF + pB;
        t_far = t_num - E;
        t_far_m = t_m + E;
    } else {
        t_num = F;
        t_m = pF;
        t_far = F - E;
        t_far_m = pF + E;
        t_k = K_DOT;
        t_far_k = K_DEG2_SUM;
    }
    int t_end = pair_region(t_num, t_m, t_k, t_far, t_far_m, t_far_k, kb);
    if (t_end == 2)
        return false;
    c->num_t = t_num;
    c->den_t = s_end < 0 ? D : E;
    c->num_s = sn;
    c->den_s = D;
    c->t_first = t_end >= 0;
    if (t_end >= 0) { /* t clamped to b's end Q: s becomes the point of a closest to Q */
        double q_num = t_end == 1 ? B - C : 0 - C;
        double q_m = t_end == 1 ? pB + pC : pC, q_far = q_num - A;
        s_end = pair_region(q_num, q_m, K_DEG2_SUM, q_far, q_m + A, K_DEG2_FAR, ka);
        if (s_end == 2)
            return false;
        c->num_s = q_num;
        c->den_s = A;
    }
    c->s_end = s_end;
    c->t_end = t_end;
    return true;
}

/* The fast path's parameter conversion (isect_closest_final_t's rules; the points go
 * through dv_out_finite: the double build's values are finite and in range here). */
ISECT_INLINE isect_real pair_fast_param(double x, bool inside, unsigned *flags) {
    isect_real t = dv_out_finite(x, flags);
    if (inside && t <= 0)
        t = DV_REAL_TRUE_MIN;
    if (inside && t >= 1)
        t = (isect_real)DV_REAL_BELOW_ONE;
    return t;
}

/* Whether build_pair keeps a free parameter x of a component of kind k as computed and
 * point_at takes its plain branch: a segment's inside (0, 1) (else clamp_inside moves it);
 * a ray's or line's with |x| in [2^-1022, 2^1023] (a ray's positive), so x != 0 and no
 * subnormal or huge x asks for point_at's split mantissa. */
ISECT_INLINE bool free_param_kept(double x, isect_lin_kind k) {
    if (k == ISECT_LIN_SEGMENT)
        return (x > 0) & (x < 1);
    double m = k == ISECT_LIN_RAY ? x : fabs(x);
    return (m >= 0x1p-1022) & (m <= 0x1p1023);
}

/* The closest pair of two components when both parameters are free: build_pair's free
 * branch after free_pair_fast with in_range (fast_pair saw every leaf in range), the same
 * operations in the same order (a ray's or line's direction is the input itself, the
 * double-double {dir, 0}); in 2D the +0 terms of the zero third coordinates are left out
 * (exact), and the lines meet (dist 0). False when free_pair_fast would decline, or a
 * parameter is not kept as computed (free_param_kept: handed over). */
ISECT_INLINE bool seg_free_fast(const double *a0, const double *a1, const double *b0,
                                const double *b1, int dim, isect_lin_kind ka, isect_lin_kind kb,
                                const seg_core *c, double *s, double *t, double *dist,
                                double *cross) {
    isect_dd dA[3], dB[3];
    for (int i = 0; i < dim; i++) {
        dA[i] = ka == ISECT_LIN_SEGMENT ? isect_dd_diff(a1[i], a0[i]) : (isect_dd){a1[i], 0};
        dB[i] = kb == ISECT_LIN_SEGMENT ? isect_dd_diff(b1[i], b0[i]) : (isect_dd){b1[i], 0};
    }
    double lengths = c->A * c->E, D, sn, tn, nr;
    const double *dah = c->dA, *dbh = c->dB, *rh = c->r;
    if (dim == 3) {
        double n[3], wa[3], wb[3];
        for (int i = 0; i < 3; i++) {
            int j = (i + 1) % 3, k = (i + 2) % 3;
            n[i] = isect_dd_cross(dA[j], dA[k], dB[j], dB[k]);
        }
        if (cross) /* dA x dB in double-double, for the capsule contact's normal */
            for (int i = 0; i < 3; i++)
                cross[i] = n[i];
        dv_cross3(dah, rh, wa);
        dv_cross3(dbh, rh, wb);
        D = dv_dot(3, n, n);
        sn = dv_dot(3, n, wb);
        tn = dv_dot(3, n, wa);
        nr = dv_dot(3, n, rh);
    } else {
        double n = isect_dd_cross(dA[0], dA[1], dB[0], dB[1]);
        D = n * n;
        sn = n * (dbh[0] * rh[1] - dbh[1] * rh[0]);
        tn = n * (dah[0] * rh[1] - dah[1] * rh[0]);
        nr = 0;
    }
    if (!(D >= 0x1p-80 * lengths) || !(D > 0x1p-900) || !(lengths < 0x1p1000))
        return false;
    *s = sn / D;
    *t = tn / D;
    *dist = fabs(nr) / sqrt(D);
    bool s_kept = free_param_kept(*s, ka), t_kept = free_param_kept(*t, kb);
    return s_kept & t_kept;
}

/* The closest pair of two segments, as closest_pair and to_result2/3 give it when the
 * fast path answers: points (dim coordinates), parameters, squared distance, meets. */
typedef isect_seg_pair_fast seg_fast_pair;

/* seg_pair_fast after its region (c, seg_core_region's for two segments). */
ISECT_INLINE bool seg_pair_of_core(const double *a0, const double *a1, const double *b0,
                                   const double *b1, int dim, const seg_core *core,
                                   seg_fast_pair *out) {
    seg_core c = *core;
    double dist_sq;
    if (c.s_end < 0 && c.t_end < 0) {
        double dist;
        if (!seg_free_fast(a0, a1, b0, b1, dim, ISECT_LIN_SEGMENT, ISECT_LIN_SEGMENT, &c, &out->s,
                           &out->t, &dist, out->cross))
            return false;
        for (int i = 0; i < dim; i++) {
            out->point_a[i] = dv_lerp1(a0[i], a1[i], out->s);
            out->point_b[i] = dv_lerp1(b0[i], b1[i], out->t);
        }
        dist_sq = dist * dist;
    } else { /* fast_pair's construction (fast_point) */
        double s = c.num_s / c.den_s, t = c.num_t / c.den_t;
        for (int i = 0; i < dim; i++) {
            double along_a = dv_lerp1(a0[i], a1[i], s), along_b = dv_lerp1(b0[i], b1[i], t);
            out->point_a[i] = c.s_end == 0 ? a0[i] : c.s_end == 1 ? a1[i] : along_a;
            out->point_b[i] = c.t_end == 0 ? b0[i] : c.t_end == 1 ? b1[i] : along_b;
        }
        out->s = c.s_end >= 0 ? c.s_end : s;
        out->t = c.t_end >= 0 ? c.t_end : t;
        double v[3];
        for (int i = 0; i < dim; i++)
            v[i] = out->point_a[i] - out->point_b[i];
        dist_sq = dv_dot(dim, v, v);
        if (!(dv_finite2(out->point_a, out->point_b, dim) && dist_sq < 0x1p1000 &&
              dist_sq > 0x1p-1000))
            return false;
    }
    out->s_inside = c.s_end < 0;
    out->t_inside = c.t_end < 0;
    out->dist_sq = dist_sq;
    /* pair_meets: two 2D segments whose parameters are both free cross; otherwise a
     * distance above its threshold, or the full path (which asks the exact test) */
    out->meets = dim == 2 && c.s_end < 0 && c.t_end < 0;
    if (out->meets)
        return true;
    double S = 0;
    for (int i = 0; i < dim; i++) {
        double v[4] = {fabs(a0[i]), fabs(a1[i]), fabs(b0[i]), fabs(b1[i])};
        for (int k = 0; k < 4; k++)
            S = v[k] > S ? v[k] : S;
    }
    return dist_sq > 0x1p-60 * S * S;
}

ISECT_INLINE bool seg_pair_fast(const double *a0, const double *a1, const double *b0,
                                const double *b1, int dim, seg_fast_pair *out) {
    seg_core c;
    if (!seg_core_region(a0, a1, b0, b1, dim, ISECT_LIN_SEGMENT, ISECT_LIN_SEGMENT, &c))
        return false;
    return seg_pair_of_core(a0, a1, b0, b1, dim, &c, out);
}

/* ---- The line and ray pairs' fast path --------------------------------------------------
 * In front of the public line/ray functions: seg_core_region with the kinds (fast_pair's
 * region, so the full path's), then fast_pair's construction where a parameter is clamped
 * (fast_point: a ray's or line's point origin + x dir) or build_pair's free branch
 * (seg_free_fast, point_at's plain branch), converted as to_result2/3 convert. */

/* The closest pair as closest_pair gives it when the fast path answers: points (dim
 * coordinates), parameters with the signs build_pair or fast_pair give them, squared
 * distance, and pair_meets's answer. */
typedef struct lin_fast_pair {
    double point_a[3], point_b[3], s, t, dist_sq;
    int s_sign, t_sign;
    bool s_inside, t_inside, meets;
} lin_fast_pair;

ISECT_INLINE int sign_of(double x) {
    return (x > 0) - (x < 0);
}

/* The point of the component (a0, a1) of kind k at the parameter x: fast_point's and
 * point_at's plain branch (a segment's by interpolation, else origin + x dir). */
ISECT_INLINE double lin_point_at(double a0, double a1, double x, isect_lin_kind k) {
    return k == ISECT_LIN_SEGMENT ? dv_lerp1(a0, a1, x) : a0 + x * a1;
}

ISECT_INLINE bool lin_pair_fast(const double *a0, const double *a1, const double *b0,
                                const double *b1, int dim, isect_lin_kind ka, isect_lin_kind kb,
                                lin_fast_pair *out) {
    seg_core c;
    if (!seg_core_region(a0, a1, b0, b1, dim, ka, kb, &c))
        return false;
    bool line_a = ka == ISECT_LIN_LINE, line_b = kb == ISECT_LIN_LINE;
    bool both_free = c.s_end < 0 && c.t_end < 0;
    /* a line's parameter: its numerator's certified sign (fast_pair's s_sign, t_sign, also
     * the free plan's, D > 0); a ray's or segment's: its end, or 1 inside */
    int s_sign = line_a ? sign_of(c.num_s) : c.s_end >= 0 ? c.s_end : 1;
    int t_sign = line_b ? sign_of(c.num_t) : c.t_end >= 0 ? c.t_end : 1;
    double dist_sq;
    if (both_free) { /* build_pair's free branch */
        double s, t, dist;
        if (!seg_free_fast(a0, a1, b0, b1, dim, ka, kb, &c, &s, &t, &dist, NULL))
            return false;
        for (int i = 0; i < dim; i++) {
            out->point_a[i] = lin_point_at(a0[i], a1[i], s, ka);
            out->point_b[i] = lin_point_at(b0[i], b1[i], t, kb);
        }
        /* a line's parameter takes the certified sign; the point, the computed value */
        out->s = line_a ? s_sign * fabs(s) : s;
        out->t = line_b ? t_sign * fabs(t) : t;
        dist_sq = dist * dist;
        if (!dv_finite2(out->point_a, out->point_b, dim)) /* dv_add_scaled's other branch */
            return false;
    } else { /* fast_pair's construction (fast_point) */
        double s = c.num_s / c.den_s, t = c.num_t / c.den_t;
        for (int i = 0; i < dim; i++) {
            double along_a = lin_point_at(a0[i], a1[i], s, ka);
            double along_b = lin_point_at(b0[i], b1[i], t, kb);
            out->point_a[i] = c.s_end == 0 ? a0[i] : c.s_end == 1 ? a1[i] : along_a;
            out->point_b[i] = c.t_end == 0 ? b0[i] : c.t_end == 1 ? b1[i] : along_b;
        }
        out->s = c.s_end >= 0 ? c.s_end : s;
        out->t = c.t_end >= 0 ? c.t_end : t;
        double v[3];
        for (int i = 0; i < dim; i++)
            v[i] = out->point_a[i] - out->point_b[i];
        dist_sq = dv_dot(dim, v, v);
        if (!(dv_finite2(out->point_a, out->point_b, dim) && dist_sq < 0x1p1000 &&
              dist_sq > 0x1p-1000))
            return false;
    }
    out->s_sign = s_sign;
    out->t_sign = t_sign;
    out->s_inside = !line_a && c.s_end < 0;
    out->t_inside = !line_b && c.t_end < 0;
    out->dist_sq = dist_sq;
    /* pair_meets: two 2D components whose parameters are both free cross; otherwise a
     * distance above its threshold (S over origins and directions, as pair_meets takes
     * them), or the full path (which asks the exact test) */
    out->meets = dim == 2 && both_free;
    if (out->meets)
        return true;
    double S = 0;
    for (int i = 0; i < dim; i++) {
        double v[4] = {fabs(a0[i]), fabs(a1[i]), fabs(b0[i]), fabs(b1[i])};
        for (int k = 0; k < 4; k++)
            S = v[k] > S ? v[k] : S;
    }
    return dist_sq > 0x1p-60 * S * S;
}

/* The scalar part of a fast answer, dist_sq, s and t, returning their flags. */
ISECT_INLINE unsigned lin_fast_scalars(const lin_fast_pair *c, isect_lin_kind ka, isect_lin_kind kb,
                                       isect_real *dist_sq, isect_real *s, isect_real *t) {
    unsigned flags = 0;
    *dist_sq = dv_out_dist_sq(c->dist_sq, c->meets, &flags);
    *s = isect_closest_final_t(c->s, c->s_sign, c->s_inside, ka == ISECT_LIN_SEGMENT, &flags);
    *t = isect_closest_final_t(c->t, c->t_sign, c->t_inside, kb == ISECT_LIN_SEGMENT, &flags);
    return flags;
}

/* The fast path of a pair in space: a0, a1 and b0, b1 are each component's origin and
 * direction, or its ends (the kinds say which). */
ISECT_INLINE bool lin_fast3(isect_vec3 a0, isect_vec3 a1, isect_vec3 b0, isect_vec3 b1,
                            isect_lin_kind ka, isect_lin_kind kb, isect_closest_result3 *r) {
    double p[4][3];
    dv_from3(p[0], a0);
    dv_from3(p[1], a1);
    dv_from3(p[2], b0);
    dv_from3(p[3], b1);
    lin_fast_pair c;
    if (!lin_pair_fast(p[0], p[1], p[2], p[3], 3, ka, kb, &c))
        return false;
    r->flags = lin_fast_scalars(&c, ka, kb, &r->dist_sq, &r->s, &r->t);
    r->point_a =
        (isect_vec3){dv_out_finite(c.point_a[0], &r->flags), dv_out_finite(c.point_a[1], &r->flags),
                     dv_out_finite(c.point_a[2], &r->flags)};
    r->point_b =
        (isect_vec3){dv_out_finite(c.point_b[0], &r->flags), dv_out_finite(c.point_b[1], &r->flags),
                     dv_out_finite(c.point_b[2], &r->flags)};
    return true;
}

/* The same in the plane. */
ISECT_INLINE bool lin_fast2(isect_vec2 a0, isect_vec2 a1, isect_vec2 b0, isect_vec2 b1,
                            isect_lin_kind ka, isect_lin_kind kb, isect_closest_result2 *r) {
    double p[4][3];
    dv_from2(p[0], a0);
    dv_from2(p[1], a1);
    dv_from2(p[2], b0);
    dv_from2(p[3], b1);
    lin_fast_pair c;
    if (!lin_pair_fast(p[0], p[1], p[2], p[3], 2, ka, kb, &c))
        return false;
    r->flags = lin_fast_scalars(&c, ka, kb, &r->dist_sq, &r->s, &r->t);
    r->point_a = (isect_vec2){dv_out_finite(c.point_a[0], &r->flags),
                              dv_out_finite(c.point_a[1], &r->flags)};
    r->point_b = (isect_vec2){dv_out_finite(c.point_b[0], &r->flags),
                              dv_out_finite(c.point_b[1], &r->flags)};
    return true;
}

/* Each public function converts (and validates) both components, then runs the pair. */
static isect_closest_result2 closest2(bool ok, const isect_lin *a, const isect_lin *b) {
    pair_d c = {.flags = ISECT_INVALID};
    if (ok)
        closest_pair(a, b, &c);
    return to_result2(a, b, &c);
}

static isect_closest_result3 closest3(bool ok, const isect_lin *a, const isect_lin *b) {
    pair_d c = {.flags = ISECT_INVALID};
    if (ok)
        closest_pair(a, b, &c);
    return to_result3(a, b, &c);
}

isect_closest_result2 isect_closest_line2_line2(const isect_line2 *a, const isect_line2 *b) {
    isect_closest_result2 r;
    if (a && b &&
        lin_fast2(a->origin, a->dir, b->origin, b->dir, ISECT_LIN_LINE, ISECT_LIN_LINE, &r))
        return r;
    return isect_closest_line2_line2_full(a, b);
}

/* The full path (full_path.h), out of line so that the fast path stays a small leaf. */
ISECT_NOINLINE isect_closest_result2 isect_closest_line2_line2_full(const isect_line2 *a,
                                                                    const isect_line2 *b) {
    isect_lin la, lb;
    bool ok = isect_lin_of_line2(a, &la);
    ok &= isect_lin_of_line2(b, &lb); /* both converted (and checked) either way */
    return closest2(ok, &la, &lb);
}

isect_closest_result2 isect_closest_line2_ray2(const isect_line2 *a, const isect_ray2 *b) {
    isect_closest_result2 r;
    if (a && b &&
        lin_fast2(a->origin, a->dir, b->origin, b->dir, ISECT_LIN_LINE, ISECT_LIN_RAY, &r))
        return r;
    return isect_closest_line2_ray2_full(a, b);
}

/* The full path (full_path.h), out of line so that the fast path stays a small leaf. */
ISECT_NOINLINE isect_closest_result2 isect_closest_line2_ray2_full(const isect_line2 *a,
                                                                   const isect_ray2 *b) {
    isect_lin la, lb;
    bool ok = isect_lin_of_line2(a, &la);
    ok &= isect_lin_of_ray2(b, &lb); /* both converted (and checked) either way */
    return closest2(ok, &la, &lb);
}

isect_closest_result2 isect_closest_line2_seg2(const isect_line2 *a, const isect_seg2 *b) {
    isect_closest_result2 r;
    if (a && b && lin_fast2(a->origin, a->dir, b->p0, b->p1, ISECT_LIN_LINE, ISECT_LIN_SEGMENT, &r))
        return r;
    return isect_closest_line2_seg2_full(a, b);
}

/* The full path (full_path.h), out of line so that the fast path stays a small leaf. */
ISECT_NOINLINE isect_closest_result2 isect_closest_line2_seg2_full(const isect_line2 *a,
                                                                   const isect_seg2 *b) {
    isect_lin la, lb;
    bool ok = isect_lin_of_line2(a, &la);
    ok &= isect_lin_of_seg2(b, &lb); /* both converted (and checked) either way */
    return closest2(ok, &la, &lb);
}

isect_closest_result2 isect_closest_ray2_ray2(const isect_ray2 *a, const isect_ray2 *b) {
    isect_closest_result2 r;
    if (a && b && lin_fast2(a->origin, a->dir, b->origin, b->dir, ISECT_LIN_RAY, ISECT_LIN_RAY, &r))
        return r;
    return isect_closest_ray2_ray2_full(a, b);
}

/* The full path (full_path.h), out of line so that the fast path stays a small leaf. */
ISECT_NOINLINE isect_closest_result2 isect_closest_ray2_ray2_full(const isect_ray2 *a,
                                                                  const isect_ray2 *b) {
    isect_lin la, lb;
    bool ok = isect_lin_of_ray2(a, &la);
    ok &= isect_lin_of_ray2(b, &lb); /* both converted (and checked) either way */
    return closest2(ok, &la, &lb);
}

isect_closest_result2 isect_closest_ray2_seg2(const isect_ray2 *a, const isect_seg2 *b) {
    isect_closest_result2 r;
    if (a && b && lin_fast2(a->origin, a->dir, b->p0, b->p1, ISECT_LIN_RAY, ISECT_LIN_SEGMENT, &r))
        return r;
    return isect_closest_ray2_seg2_full(a, b);
}

/* The full path (full_path.h), out of line so that the fast path stays a small leaf. */
ISECT_NOINLINE isect_closest_result2 isect_closest_ray2_seg2_full(const isect_ray2 *a,
                                                                  const isect_seg2 *b) {
    isect_lin la, lb;
    bool ok = isect_lin_of_ray2(a, &la);
    ok &= isect_lin_of_seg2(b, &lb); /* both converted (and checked) either way */
    return closest2(ok, &la, &lb);
}

isect_closest_result2 isect_closest_seg2_seg2(const isect_seg2 *a, const isect_seg2 *b) {
    if (a && b) {
        double a0[2] = {a->p0.x, a->p0.y}, a1[2] = {a->p1.x, a->p1.y};
        double b0[2] = {b->p0.x, b->p0.y}, b1[2] = {b->p1.x, b->p1.y};
        seg_fast_pair c;
        if (seg_pair_fast(a0, a1, b0, b1, 2, &c)) {
            isect_closest_result2 r;
            r.flags = 0;
            r.dist_sq = dv_out_dist_sq(c.dist_sq, c.meets, &r.flags);
            r.s = pair_fast_param(c.s, c.s_inside, &r.flags);
            r.t = pair_fast_param(c.t, c.t_inside, &r.flags);
            r.point_a.x = dv_out_finite(c.point_a[0], &r.flags);
            r.point_a.y = dv_out_finite(c.point_a[1], &r.flags);
            r.point_b.x = dv_out_finite(c.point_b[0], &r.flags);
            r.point_b.y = dv_out_finite(c.point_b[1], &r.flags);
            return r;
        }
    }
    return isect_closest_seg2_seg2_full(a, b);
}

/* The full path (full_path.h), out of line so that the fast path stays a small leaf. */
ISECT_NOINLINE isect_closest_result2 isect_closest_seg2_seg2_full(const isect_seg2 *a,
                                                                  const isect_seg2 *b) {
    isect_lin la, lb;
    bool ok = isect_lin_of_seg2(a, &la);
    ok &= isect_lin_of_seg2(b, &lb); /* both converted (and checked) either way */
    return closest2(ok, &la, &lb);
}

isect_closest_result3 isect_closest_line3_line3(const isect_line3 *a, const isect_line3 *b) {
    isect_closest_result3 r;
    if (a && b &&
        lin_fast3(a->origin, a->dir, b->origin, b->dir, ISECT_LIN_LINE, ISECT_LIN_LINE, &r))
        return r;
    return isect_closest_line3_line3_full(a, b);
}

/* The full path (full_path.h), out of line so that the fast path stays a small leaf. */
ISECT_NOINLINE isect_closest_result3 isect_closest_line3_line3_full(const isect_line3 *a,
                                                                    const isect_line3 *b) {
    isect_lin la, lb;
    bool ok = isect_lin_of_line3(a, &la);
    ok &= isect_lin_of_line3(b, &lb); /* both converted (and checked) either way */
    return closest3(ok, &la, &lb);
}

isect_closest_result3 isect_closest_line3_ray3(const isect_line3 *a, const isect_ray3 *b) {
    isect_closest_result3 r;
    if (a && b &&
        lin_fast3(a->origin, a->dir, b->origin, b->dir, ISECT_LIN_LINE, ISECT_LIN_RAY, &r))
        return r;
    return isect_closest_line3_ray3_full(a, b);
}

/* The full path (full_path.h), out of line so that the fast path stays a small leaf. */
ISECT_NOINLINE isect_closest_result3 isect_closest_line3_ray3_full(const isect_line3 *a,
                                                                   const isect_ray3 *b) {
    isect_lin la, lb;
    bool ok = isect_lin_of_line3(a, &la);
    ok &= isect_lin_of_ray3(b, &lb); /* both converted (and checked) either way */
    return closest3(ok, &la, &lb);
}

isect_closest_result3 isect_closest_line3_seg3(const isect_line3 *a, const isect_seg3 *b) {
    isect_closest_result3 r;
    if (a && b && lin_fast3(a->origin, a->dir, b->p0, b->p1, ISECT_LIN_LINE, ISECT_LIN_SEGMENT, &r))
        return r;
    return isect_closest_line3_seg3_full(a, b);
}

/* The full path (full_path.h), out of line so that the fast path stays a small leaf. */
ISECT_NOINLINE isect_closest_result3 isect_closest_line3_seg3_full(const isect_line3 *a,
                                                                   const isect_seg3 *b) {
    isect_lin la, lb;
    bool ok = isect_lin_of_line3(a, &la);
    ok &= isect_lin_of_seg3(b, &lb); /* both converted (and checked) either way */
    return closest3(ok, &la, &lb);
}

isect_closest_result3 isect_closest_ray3_ray3(const isect_ray3 *a, const isect_ray3 *b) {
    isect_closest_result3 r;
    if (a && b && lin_fast3(a->origin, a->dir, b->origin, b->dir, ISECT_LIN_RAY, ISECT_LIN_RAY, &r))
        return r;
    return isect_closest_ray3_ray3_full(a, b);
}

/* The full path (full_path.h), out of line so that the fast path stays a small leaf. */
ISECT_NOINLINE isect_closest_result3 isect_closest_ray3_ray3_full(const isect_ray3 *a,
                                                                  const isect_ray3 *b) {
    isect_lin la, lb;
    bool ok = isect_lin_of_ray3(a, &la);
    ok &= isect_lin_of_ray3(b, &lb); /* both converted (and checked) either way */
    return closest3(ok, &la, &lb);
}

isect_closest_result3 isect_closest_ray3_seg3(const isect_ray3 *a, const isect_seg3 *b) {
    isect_closest_result3 r;
    if (a && b && lin_fast3(a->origin, a->dir, b->p0, b->p1, ISECT_LIN_RAY, ISECT_LIN_SEGMENT, &r))
        return r;
    return isect_closest_ray3_seg3_full(a, b);
}

/* The full path (full_path.h), out of line so that the fast path stays a small leaf. */
ISECT_NOINLINE isect_closest_result3 isect_closest_ray3_seg3_full(const isect_ray3 *a,
                                                                  const isect_seg3 *b) {
    isect_lin la, lb;
    bool ok = isect_lin_of_ray3(a, &la);
    ok &= isect_lin_of_seg3(b, &lb); /* both converted (and checked) either way */
    return closest3(ok, &la, &lb);
}

isect_closest_result3 isect_closest_seg3_seg3(const isect_seg3 *a, const isect_seg3 *b) {
    if (a && b) {
        double a0[3] = {a->p0.x, a->p0.y, a->p0.z}, a1[3] = {a->p1.x, a->p1.y, a->p1.z};
        double b0[3] = {b->p0.x, b->p0.y, b->p0.z}, b1[3] = {b->p1.x, b->p1.y, b->p1.z};
        seg_fast_pair c;
        if (seg_pair_fast(a0, a1, b0, b1, 3, &c)) {
            isect_closest_result3 r;
            r.flags = 0;
            r.dist_sq = dv_out_dist_sq(c.dist_sq, c.meets, &r.flags);
            r.s = pair_fast_param(c.s, c.s_inside, &r.flags);
            r.t = pair_fast_param(c.t, c.t_inside, &r.flags);
            r.point_a.x = dv_out_finite(c.point_a[0], &r.flags);
            r.point_a.y = dv_out_finite(c.point_a[1], &r.flags);
            r.point_a.z = dv_out_finite(c.point_a[2], &r.flags);
            r.point_b.x = dv_out_finite(c.point_b[0], &r.flags);
            r.point_b.y = dv_out_finite(c.point_b[1], &r.flags);
            r.point_b.z = dv_out_finite(c.point_b[2], &r.flags);
            return r;
        }
    }
    return isect_closest_seg3_seg3_full(a, b);
}

/* The full path (full_path.h), out of line so that the fast path stays a small leaf. */
ISECT_NOINLINE isect_closest_result3 isect_closest_seg3_seg3_full(const isect_seg3 *a,
                                                                  const isect_seg3 *b) {
    isect_lin la, lb;
    bool ok = isect_lin_of_seg3(a, &la);
    ok &= isect_lin_of_seg3(b, &lb); /* both converted (and checked) either way */
    return closest3(ok, &la, &lb);
}

/* ---- Capsules ------------------------------------------------------------------------ */

/* ---- The capsules' fast path ------------------------------------------------------------
 * The cores' region from seg_core_region (certified, so the closest pair's), then the
 * sign of dist^2 - R^2, R = ra + rb rounded once (a leaf with k = 1, like a difference),
 * by the bound of exact/filter.h, (k + 1) u m with m the computed permanent, and with the
 * leaves checked against ISECT_FX_LEAF_MIN(deg) (double build) so that nothing
 * underflows. k counted for three coordinates (2D has fewer roundings):
 *   two ends P, Q:       |w|^2 - R^2, w = P - Q rounded:           k = 6 (sums of 3
 *                        squares 5, R^2 3), degree 2;
 *   an end X, the inside of d from Y:  |m x d|^2 - R^2 |d|^2, m = X - Y:  cross
 *                        components 4, their squares' sum 11, R^2 |d|^2 9: k = 12, degree 4;
 *   both inside (3D):    (n.r)^2 - R^2 n.n, n = dA x dB: n 4, n.r 8, its square 17,
 *                        n.n 11, R^2 n.n 15: k = 18, degree 6.
 * 2D segments whose parameters are both free cross: they touch whatever the radii. An
 * uncertain sign, a tiny leaf or an overflow (v or m infinite or NaN) hands over. */

/* 1 touching, 0 apart, -1 uncertain: v = dist^2 - R^2 scaled, m its permanent. */
ISECT_INLINE int capsule_verdict(double v, double m, int k) {
    double bound = (double)(k + 1) * 0x1p-53 * m;
    return v < -bound ? 1 : v > bound ? 0 : -1;
}

/* |m x d|^2 - R^2 |d|^2 (dd = |d|^2 as computed, its own permanent) against its bound. */
ISECT_INLINE int capsule_point_inside(const double *m, const double *d, double dd, double RR,
                                      int dim, bool tiny) {
    double cc, pcc;
    if (dim == 3) {
        cc = 0;
        pcc = 0;
        for (int i = 0; i < 3; i++) {
            int j = (i + 1) % 3, k = (i + 2) % 3;
            double p = m[j] * d[k], q = m[k] * d[j], c = p - q, pc = fabs(p) + fabs(q);
            cc += c * c;
            pcc += pc * pc;
        }
    } else {
        double p = m[0] * d[1], q = m[1] * d[0], c = p - q, pc = fabs(p) + fabs(q);
        cc = c * c;
        pcc = pc * pc;
    }
    for (int i = 0; i < dim; i++)
        tiny |= fx_leaf_tiny(m[i], 0x1p-203);
#if !ISECT_USE_DOUBLE
    tiny = false;
#endif
    double rhs = RR * dd;
    return tiny ? -1 : capsule_verdict(cc - rhs, pcc + rhs, 12);
}

/* Whether the capsules touch (1), do not (0), or the fast path cannot tell (-1). */
ISECT_INLINE int capsule_of_core(const double *a0, const double *a1, const double *b0,
                                 const double *b1, double ra, double rb, int dim,
                                 const seg_core *core) {
    seg_core c = *core;
    double R = ra + rb, RR = R * R;
    bool tiny_R = fx_leaf_tiny(R, 0x1p-203); /* for degrees 2 and 4 */
    if (c.s_end < 0 && c.t_end < 0) {
        if (dim == 2)
            return 1;
        double n[3], pn[3], nr = 0, pnr = 0, nn = 0, pnn = 0;
        bool tiny = fx_leaf_tiny(R, 0x1p-118);
        for (int i = 0; i < 3; i++) {
            int j = (i + 1) % 3, k = (i + 2) % 3;
            double p = c.dA[j] * c.dB[k], q = c.dA[k] * c.dB[j];
            n[i] = p - q;
            pn[i] = fabs(p) + fabs(q);
            tiny |= fx_leaf_tiny(c.dA[i], 0x1p-118);
            tiny |= fx_leaf_tiny(c.dB[i], 0x1p-118);
            tiny |= fx_leaf_tiny(c.r[i], 0x1p-118);
        }
        for (int i = 0; i < 3; i++) {
            nr += n[i] * c.r[i];
            pnr += pn[i] * fabs(c.r[i]);
            nn += n[i] * n[i];
            pnn += pn[i] * pn[i];
        }
#if !ISECT_USE_DOUBLE
        tiny = false;
#endif
        double rhs = RR * nn;
        return tiny ? -1 : capsule_verdict(nr * nr - rhs, pnr * pnr + RR * pnn, 18);
    }
    if (!c.t_first) { /* a's end P against the inside of b */
        double m[3];
        for (int i = 0; i < dim; i++)
            m[i] = c.s_end ? a1[i] - b0[i] : c.r[i];
        return capsule_point_inside(m, c.dB, c.E, RR, dim, tiny_R);
    }
    if (c.s_end < 0) { /* b's end Q against the inside of a (m = Q - a0; -r for b0) */
        double m[3];
        for (int i = 0; i < dim; i++)
            m[i] = c.t_end ? b1[i] - a0[i] : c.r[i];
        return capsule_point_inside(m, c.dA, c.A, RR, dim, tiny_R);
    }
    const double *p = c.s_end ? a1 : a0, *q = c.t_end ? b1 : b0;
    double ww = 0;
    bool tiny = tiny_R;
    for (int i = 0; i < dim; i++) {
        double w = p[i] - q[i];
        ww += w * w;
        tiny |= fx_leaf_tiny(w, 0x1p-459);
    }
#if !ISECT_USE_DOUBLE
    tiny = false;
#endif
    return tiny ? -1 : capsule_verdict(ww - RR, ww + RR, 6);
}

ISECT_INLINE int capsule_pair_fast(const double *a0, const double *a1, const double *b0,
                                   const double *b1, double ra, double rb, int dim) {
    seg_core c;
    if (!seg_core_region(a0, a1, b0, b1, dim, ISECT_LIN_SEGMENT, ISECT_LIN_SEGMENT, &c))
        return -1;
    return capsule_of_core(a0, a1, b0, b1, ra, rb, dim, &c);
}

/* The capsule contact's fast path (contact.c): one seg_core_region for both the capsule
 * test's fast verdict and the segment pair's fast closest pair, each the very values its
 * own fast path computes. */
int isect_capsule3_pair_fast(const double *a0, const double *a1, const double *b0, const double *b1,
                             double ra, double rb, isect_seg_pair_fast *pair, bool *have_pair) {
    seg_core c;
    *have_pair = false;
    if (!seg_core_region(a0, a1, b0, b1, 3, ISECT_LIN_SEGMENT, ISECT_LIN_SEGMENT, &c))
        return -2;
    *have_pair = seg_pair_of_core(a0, a1, b0, b1, 3, &c, pair);
    return capsule_of_core(a0, a1, b0, b1, ra, rb, 3, &c);
}

/* sign(dist(p, lin)^2 - (ra + rb)^2) for the input point p (PT_*) against a or b, the
 * sum never rounded: sign/ball_sign.h's ball sign with two radii. */
static int point_within(const isect_lin *a, const isect_lin *b, int p, bool on_b, double ra,
                        double rb) {
    return isect_sign_lin_ball_sum(on_b ? b : a, pair_point(a, b, p), ra, rb);
}

/* sign((n.r)^2 - (ra + rb)^2 n.n): the lines' distance against ra + rb. Filter (degree 6,
 * leaves checked for underflow), then exact. */
static int free_within(const isect_lin *a, const isect_lin *b, double ra, double rb) {
    isect_fx leaves[11], n[3];
    isect_fx *dA = leaves, *dB = leaves + 3, *r = leaves + 6;
    fx_dirs(a, b, a->kind, b->kind, dA, dB);
    for (int i = 0; i < 3; i++)
        r[i] = fx_diff(a->a[i], b->a[i]);
    leaves[9] = fx_in(ra);
    leaves[10] = fx_in(rb);
    int sign;
    if (!fx_leaves_tiny(leaves, 11, 6)) {
        fx_cross(dA, dB, n);
        isect_fx nr = fx_dot(n, r, 3), R = fx_add(leaves[9], leaves[10]);
        isect_fx v = fx_sub(fx_sq(nr), fx_mul(fx_sq(R), fx_dot(n, n, 3)));
        if (fx_sign(v, &sign))
            return sign;
    }
    /* expansions first (short on ordinary input); integers, whose size is bounded by the
     * bits of the value, when the expansions outgrow the arena */
    sign = exact_interior_within(a, b, ra, rb, false);
    return sign != ISECT_SIGN_UNKNOWN ? sign : exact_interior_within(a, b, ra, rb, true);
}

/* Whether the two capsules (cores a, b; radii ra, rb) touch: the region of the cores'
 * closest pair (plan_pair, exact), then that pair's distance against ra + rb, exactly. */
bool isect_lin_pair_within(const isect_lin *a, const isect_lin *b, double ra, double rb) {
    plan p;
    pair_d unused;
    if (!fast_dispatch(a, b, true, &p, &unused))
        plan_pair(a, b, &p);
    int sign;
    switch (p.kind) {
    case PLAN_A_END: sign = point_within(a, b, p.end ? PT_A1 : PT_A0, true, ra, rb); break;
    case PLAN_B_END: sign = point_within(a, b, p.end ? PT_B1 : PT_B0, false, ra, rb); break;
    case PLAN_FREE: sign = free_within(a, b, ra, rb); break;
    default: return false;
    }
    return sign != ISECT_SIGN_UNKNOWN && sign <= 0;
}

bool isect_test_capsule2_capsule2(const isect_capsule2 *a, const isect_capsule2 *b) {
    if (a && b && isect_ok_radius(a->radius) && isect_ok_radius(b->radius)) {
        double a0[2] = {a->p0.x, a->p0.y}, a1[2] = {a->p1.x, a->p1.y};
        double b0[2] = {b->p0.x, b->p0.y}, b1[2] = {b->p1.x, b->p1.y};
        int touch = capsule_pair_fast(a0, a1, b0, b1, a->radius, b->radius, 2);
        if (touch >= 0)
            return touch;
    }
    return isect_test_capsule2_capsule2_full(a, b);
}

/* The full path (full_path.h), out of line so that the fast path stays a small leaf. */
ISECT_NOINLINE bool isect_test_capsule2_capsule2_full(const isect_capsule2 *a,
                                                      const isect_capsule2 *b) {
    if (!a || !b || !isect_ok_radius(a->radius) || !isect_ok_radius(b->radius))
        return false;
    isect_seg2 sa = {a->p0, a->p1}, sb = {b->p0, b->p1};
    isect_lin la, lb;
    if (!isect_lin_of_seg2(&sa, &la) || !isect_lin_of_seg2(&sb, &lb))
        return false;
    return isect_lin_pair_within(&la, &lb, a->radius, b->radius);
}

bool isect_test_capsule3_capsule3(const isect_capsule3 *a, const isect_capsule3 *b) {
    if (a && b && isect_ok_radius(a->radius) && isect_ok_radius(b->radius)) {
        double a0[3] = {a->p0.x, a->p0.y, a->p0.z}, a1[3] = {a->p1.x, a->p1.y, a->p1.z};
        double b0[3] = {b->p0.x, b->p0.y, b->p0.z}, b1[3] = {b->p1.x, b->p1.y, b->p1.z};
        int touch = capsule_pair_fast(a0, a1, b0, b1, a->radius, b->radius, 3);
        if (touch >= 0)
            return touch;
    }
    return isect_test_capsule3_capsule3_full(a, b);
}

/* The full path (full_path.h), out of line so that the fast path stays a small leaf. */
ISECT_NOINLINE bool isect_test_capsule3_capsule3_full(const isect_capsule3 *a,
                                                      const isect_capsule3 *b) {
    if (!a || !b || !isect_ok_radius(a->radius) || !isect_ok_radius(b->radius))
        return false;
    isect_seg3 sa = {a->p0, a->p1}, sb = {b->p0, b->p1};
    isect_lin la, lb;
    if (!isect_lin_of_seg3(&sa, &la) || !isect_lin_of_seg3(&sb, &lb))
        return false;
    return isect_lin_pair_within(&la, &lb, a->radius, b->radius);
}
