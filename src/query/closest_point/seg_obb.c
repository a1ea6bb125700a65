/* Closest points of a segment and an oriented box, every choice exact (RTCD 5.1.4 for the
 * point, 5.1.9 for the segment, here in the box's frame; the distance a swept box test
 * needs).
 *
 * Derivation. In the box's frame the segment's point at s in [0, 1] has the coordinates
 *   w_i(s) = W_i + s E_i,  W_i = (p0 - c) . a_i,  E_i = (p1 - p0) . a_i,
 * exact numbers of degree 2 (a difference of inputs times an axis), and the box is
 * [-h_1, h_1] x [-h_2, h_2] x [-h_3, h_3]. The squared distance of w(s) to it,
 *   f(s) = sum_i dist(w_i(s), [-h_i, h_i])^2,
 * is convex and piecewise quadratic, with a continuous, non-decreasing half-slope
 *   g(s) = f'(s) / 2 = sum_i E_i r_i(s),  r_i = w_i - h_i above the box, w_i + h_i below, 0
 * between. Its breaks are the s where some w_i(s) reaches -h_i or +h_i:
 * s = (+-h_i - W_i) / E_i. The least minimiser s* of f on [0, 1] is 0 if g(0) >= 0;
 * otherwise the first root of g, or 1 if g(1) < 0. To find the root without sorting, let
 * L be the largest of 0 and the breaks with g < 0, and R the smallest of the breaks (and 1)
 * with g >= 0: no break lies strictly between them (each has g < 0 or g >= 0), so g is
 * linear on [L, R], g = A s + B with A = sum E_i^2 and B = sum E_i (W_i -+ h_i) over the
 * axes outside the box just right of L, and s* = -B / A (A > 0 since g rises from < 0).
 *
 * Every number here is a ratio of polynomials in the inputs: a break n / d, the sign of g
 * at it (d g(n / d) = sum_i E_i (W_i d + n E_i -+ h_i d), degree 6), two breaks compared
 * (n1 d2 - n2 d1, degree 4), and at s* = n / d the sides of w_i(s*) (W_i d + n E_i
 * against +-h_i d, degree 6) and the distance sum_i (W_i d + n E_i -+ h_i d)^2 / d^2. They
 * are evaluated exactly (expansions, or integers when the inputs span too wide a range:
 * exact/expansion.h), and the results rounded once at the end. */
#include <math.h>
#include <stdbool.h>
#include <string.h>

#include "isect/closest_point.h"
#include "isect/valid.h"

#include "base/inline.h"
#include "base/lin.h"
#include "base/vec.h"
#include "exact/dd.h"
#include "exact/expansion.h"
#include "exact/filter.h"
#include "exact/integer.h"
#include "exact/number.h"
#include "exact/scale.h"
#include "query/closest_point/box_feature.h"
#include "query/closest_point/full_path.h"
#include "query/closest_point/point_lin.h"

/* The answer in the frame, each number rounded once at the end. */
typedef struct answer_d {
    int pos[3];     /* the sides at s*: -1 at or below -h_i, +1 at or above +h_i, 0 between */
    int at_end;     /* 0 or 1: s* is that end exactly; -1 inside (0, 1) */
    double s;       /* s*, rounded */
    double q[3];    /* the clamped frame coordinates q_i(s*), rounded (true units) */
    double dist_sq; /* f(s*), rounded (true units) */
    bool meets;     /* f(s*) == 0, exactly */
    bool root;      /* s* = -B / A inside (0, 1): a root of the slope, or a break */
    int act[3];     /* then the bounds (+-1, else 0) that give A and B: the axes outside
                       on the root's piece, or the break's own */
} answer_d;

/* ---- Exact numbers ------------------------------------------------------------------- */

/* x = m 2^e with m in [0.5, 1) (0 for 0), so that products of a few stay in range. */
static double xp_unit(isect_xp x, int *e) {
    int k;
    double m = frexp(isect_xp_approx(x, e), &k);
    *e += k;
    return m;
}

#define NUM isect_xp
#define CTX isect_xp_arena
#define ADD(c, x, y) isect_xp_add(c, x, y)
#define SUB(c, x, y) isect_xp_sub(c, x, y)
#define MUL(c, x, y) isect_xp_mul(c, x, y)
#define SIGN(c, x) isect_xp_sign(x)
#define APPROX(x, e) xp_unit(x, e)
#define MARK(c) isect_xp_mark(c)
#define RELEASE(c, m) ((c)->used = (m))
#define SOLVE_NAME(name) xp_##name
#include "query/closest_point/seg_obb_solve.h"
#undef NUM
#undef CTX
#undef ADD
#undef SUB
#undef MUL
#undef SIGN
#undef APPROX
#undef MARK
#undef RELEASE
#undef SOLVE_NAME

/* Loads the inputs into the arena, exactly: expansions when the lengths can be scaled
 * and every non-zero axis component lies in [2^-126, 2^128) (then a product of three
 * lengths and three axis components keeps its finest bit above 2^-1074: exact/scale.h
 * with degree 6), else integers. p0, p1, center, half: 3 each; axes: 9, row-major. */
static void xp_load(isect_xp_arena *arena, const double *p0, const double *p1, const double *center,
                    const double *half, const double *axes, bool integer, xp_frame *f) {
    double len[12], saved[12];
    memcpy(len, p0, 3 * sizeof *len);
    memcpy(len + 3, p1, 3 * sizeof *len);
    memcpy(len + 6, center, 3 * sizeof *len);
    memcpy(len + 9, half, 3 * sizeof *len);
    memcpy(saved, len, sizeof len);
    bool window = !integer;
    for (int k = 0; k < 9; k++) {
        double x = fabs(axes[k]);
        window &= (x == 0) | ((x >= 0x1p-126) & (x < 0x1p128));
    }
    bool expansion = window && isect_exact_scale(len, 12, 6);
    isect_xp_reset(arena, !expansion);
    int shift_pos = 0, shift_len = 0;
    if (expansion) {
        /* the scale applied, read off the largest input (the scaling is exact) */
        int at = 0;
        for (int k = 1; k < 12; k++)
            at = fabs(saved[k]) > fabs(saved[at]) ? k : at;
        f->unit = saved[at] == 0 ? 0 : ilogb(len[at]) - ilogb(saved[at]);
    } else {
        memcpy(len, saved, sizeof len);
        double all[21];
        memcpy(all, len, sizeof len);
        memcpy(all + 12, axes, 9 * sizeof *axes);
        int s = isect_xp_group_shift(all, 21);
        s = s > 0 ? s : 0; /* s >= 0 keeps 2s >= s, so h 2^(2s) is an integer too */
        shift_pos = s;
        shift_len = 2 * s;
        f->unit = 2 * s; /* W = (difference 2^s) . (axis 2^s) */
    }
    isect_exact_select(arena, 0);
    f->one = isect_xp_of(arena, 1);
    f->zero = isect_xp_of(arena, 0);
    isect_exact_select(arena, shift_pos);
    isect_xp d0[3], d1[3], A[3][3];
    for (int j = 0; j < 3; j++) {
        d0[j] = isect_xp_diff(arena, len[j], len[6 + j]);
        d1[j] = isect_xp_diff(arena, len[3 + j], len[6 + j]);
    }
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++)
            A[i][j] = isect_xp_of(arena, axes[3 * i + j]);
    for (int i = 0; i < 3; i++) {
        isect_xp w1 = isect_xp_dot3(arena, d1, A[i]);
        f->W[i] = isect_xp_dot3(arena, d0, A[i]);
        f->E[i] = isect_xp_sub(arena, w1, f->W[i]);
    }
    isect_exact_select(arena, shift_len);
    for (int i = 0; i < 3; i++)
        f->h[i] = isect_xp_of(arena, len[9 + i]);
}

/* The exact answer; false if the arena ran out (then the integers, which always fit). */
ISECT_COLD static bool solve_exact(const double *p0, const double *p1, const double *center,
                                   const double *half, const double *axes, bool integer,
                                   answer_d *out) {
    ISECT_XP_ARENA(arena, 16384);
    xp_frame f;
    xp_load(&arena, p0, p1, center, half, axes, integer, &f);
    xp_answer(&arena, &f, half, out);
    return !arena.full;
}

/* s* = -B / A from the exact W, E and h, for the active bounds act (the filter chose
 * them): the root of the slope, rounded once. */
ISECT_COLD static double exact_root(const double *p0, const double *p1, const double *center,
                                    const double *half, const double *axes, const int *act) {
    for (int integer = 0; integer < 2; integer++) {
        ISECT_XP_ARENA(arena, 8192);
        xp_frame f;
        xp_load(&arena, p0, p1, center, half, axes, integer, &f);
        isect_xp A = f.zero, B = f.zero;
        for (int i = 0; i < 3; i++) {
            if (act[i] == 0)
                continue;
            isect_xp over = act[i] > 0 ? isect_xp_sub(&arena, f.W[i], f.h[i])
                                       : isect_xp_add(&arena, f.W[i], f.h[i]);
            A = isect_xp_add(&arena, A, isect_xp_mul(&arena, f.E[i], f.E[i]));
            B = isect_xp_add(&arena, B, isect_xp_mul(&arena, f.E[i], over));
        }
        if (arena.full)
            continue;
        int eb, ea;
        double mb = xp_unit(B, &eb), ma = xp_unit(A, &ea);
        double s = dv_scale(-mb / ma, eb - ea);
        return s > 0 ? (s < 1 ? s : DV_BELOW_ONE) : 0x1p-1074; /* the exact s is inside */
    }
    return 0.5; /* unreachable: the integers always fit */
}

/* ---- Double-double ------------------------------------------------------------------ */

/* s* = -B / A for the bounds act, A and B in double-double from the exact differences
 * p - center (scaled by 2^e as the filter's leaves, every one below 2 in magnitude):
 * relative errors of a few u^2 of their terms, so s* is good to a few units in its last
 * place unless A or B cancel to below u of their terms (then the exact values). */
static double dd_root(const double *p0, const double *p1, const double *center, const double *half,
                      const double *axes, int e, const int *act) {
    isect_dd A = {0, 0}, B = {0, 0};
    double mag_a = 0, mag_b = 0;
    for (int i = 0; i < 3; i++) {
        if (act[i] == 0)
            continue;
        isect_dd w0 = {0, 0}, w1 = {0, 0};
        for (int j = 0; j < 3; j++) {
            isect_dd d0 = isect_dd_diff(p0[j], center[j]), d1 = isect_dd_diff(p1[j], center[j]);
            isect_dd a = {axes[3 * i + j], 0};
            d0 = (isect_dd){dv_scale(d0.hi, e), dv_scale(d0.lo, e)};
            d1 = (isect_dd){dv_scale(d1.hi, e), dv_scale(d1.lo, e)};
            w0 = isect_dd_add(w0, isect_dd_mul(d0, a));
            w1 = isect_dd_add(w1, isect_dd_mul(d1, a));
        }
        isect_dd E = isect_dd_add(w1, (isect_dd){-w0.hi, -w0.lo});
        double h = dv_scale(half[i], e) * act[i];
        isect_dd over = isect_dd_add(w0, (isect_dd){-h, 0});
        A = isect_dd_add(A, isect_dd_mul(E, E));
        B = isect_dd_add(B, isect_dd_mul(E, over));
        mag_a += E.hi * E.hi;
        mag_b += fabs(E.hi) * (fabs(w0.hi) + fabs(h));
    }
    double s = -(B.hi + B.lo) / (A.hi + A.lo);
    /* the sums' errors are below 2^-100 of their terms: trust them unless they cancel
     * that far, or something was not finite */
    if (!(fabs(B.hi) > 0x1p-90 * mag_b && A.hi > 0x1p-90 * mag_a && s > 0 && s < 1))
        return exact_root(p0, p1, center, half, axes, act);
    return s;
}

/* ---- Filtered doubles ---------------------------------------------------------------- */

static double fx_unit(isect_fx x, int *e) {
    return frexp(fx_v(x), e);
}

#define NUM isect_fx
#define CTX isect_fx_ctx
#define ADD(c, x, y) fx_add(x, y)
#define SUB(c, x, y) fx_sub(x, y)
#define MUL(c, x, y) fx_mul(x, y)
#define SIGN(c, x) fx_sign_or_unsure(c, x)
#define APPROX(x, e) fx_unit(x, e)
#define MARK(c) ((void)(c), 0)
#define RELEASE(c, m) ((void)(m))
#define SOLVE_NAME(name) fx_##name
#include "query/closest_point/seg_obb_solve.h"
#undef NUM
#undef CTX
#undef ADD
#undef SUB
#undef MUL
#undef SIGN
#undef APPROX
#undef MARK
#undef RELEASE
#undef SOLVE_NAME

/* The filter's frame: W, E, h from p0 - c, p1 - c and h scaled together by a power of
 * two (largest in [0.5, 1)); false when a difference overflowed or a leaf was so small
 * that a product of six could underflow. */
static bool frame_filtered(const double *p0, const double *p1, const double *center,
                           const double *half, const double *axes, fx_frame *f) {
    double v[9];
    for (int j = 0; j < 3; j++) {
        v[j] = p0[j] - center[j];
        v[3 + j] = p1[j] - center[j];
        v[6 + j] = half[j];
    }
    if (!dv_finite2(v, v + 3, 3))
        return false;
    int e = dv_unit_exp(9, v);
    double l[9];
    for (int k = 0; k < 9; k++)
        l[k] = dv_scale(v[k], e);
    /* every non-zero leaf at least 2^-118 after the scaling (in both builds: the scaling
     * can bring float inputs that low), so that no product of six underflows and no leaf
     * lost bits to the scaling */
    bool tiny = false;
    for (int k = 0; k < 9; k++)
        tiny |= l[k] != 0 ? fabs(l[k]) < 0x1p-118 : v[k] != 0;
    for (int k = 0; k < 9; k++)
        tiny |= axes[k] != 0 && fabs(axes[k]) < 0x1p-118;
    if (tiny)
        return false;
    f->unit = e;
    f->zero = fx_in(0);
    f->one = fx_in(1);
    for (int i = 0; i < 3; i++) {
        isect_fx w0 = fx_in(0), w1 = fx_in(0);
        for (int j = 0; j < 3; j++) {
            isect_fx a = fx_in(axes[3 * i + j]);
            w0 = fx_add(w0, fx_mul(fx_leaf(l[j], 1), a));
            w1 = fx_add(w1, fx_mul(fx_leaf(l[3 + j], 1), a));
        }
        f->W[i] = w0;
        f->E[i] = fx_sub(w1, w0);
        f->h[i] = fx_leaf(l[6 + i], 0);
    }
    return true;
}

/* s* = -B / A (a root, or a break (side h_i - W_i) / E_i) from the rounded W and E would
 * be off along the segment by about u S |E| / |E_active|: large when the segment is far
 * from normal to the active faces. So A and B are evaluated again in double-double from
 * the exact differences (dd_root), which leaves s* a few units in its last place whatever
 * the angle. */
static void finish_root(const double *p0, const double *p1, const double *center,
                        const double *half, const double *axes, const fx_frame *f, answer_d *out) {
    if (!out->root)
        return;
    out->s = dd_root(p0, p1, center, half, axes, f->unit, out->act);
    for (int i = 0; i < 3; i++)
        if (out->pos[i] == 0)
            out->q[i] = dv_scale(fx_v(f->W[i]) + out->s * fx_v(f->E[i]), -f->unit);
}

/* The answer by the filter: the exact steps on the frame, every sign certified; false
 * when one was not (or frame_filtered failed). */
static bool solve_filtered(const double *p0, const double *p1, const double *center,
                           const double *half, const double *axes, answer_d *out) {
    fx_frame f;
    if (!frame_filtered(p0, p1, center, half, axes, &f))
        return false;
    isect_fx_ctx c = {false};
    fx_answer(&c, &f, half, out);
    if (c.unsure)
        return false;
    finish_root(p0, p1, center, half, axes, &f, out);
    return true;
}

/* ---- Guessed and certified ------------------------------------------------------------
 * In front of solve_filtered, on the same frame, for boxes of positive extents: plain
 * doubles guess s* (the half-slope g at 0 and 1, then at the breaks inside, as in the
 * derivation), and the filter certifies only the guess, not every break:
 *   s* = 0: g(0) >= 0 (its sign certified, as least_minimiser's first test);
 *   s* = 1: g(1) < 0 (g is non-decreasing, so g < 0 on [0, 1]);
 *   s* a break of axis i (the segment entering the box there): sign(E_i) certified and
 *   toward the box from the bound's side, the break strictly inside (0, 1) (break_of's
 *   certified signs), every other axis strictly inside the box there (its two sides
 *   certified nonzero, so g = 0 exactly there): g < 0 just before (only axis i outside,
 *   moving in), so it is the least minimiser;
 *   s* = -B / A for the bounds act: n = -B > 0 and A - n > 0 certified (s* in (0, 1)),
 *   and at s* every axis certified strictly on the side act names (outside beyond that
 *   bound, or strictly between): then g = A s + B near s*, g(s*) = 0 and g rises there
 *   (A > 0), so s* is the least root of the non-decreasing g.
 * Each is an exact fact about the inputs, so the exact least_minimiser returns the same
 * s* (the same end, the same break, or -B / A over the same bounds: the axes outside
 * just right of its lo are those outside around s*). The values are answer_at's on the
 * same ratio, built with the same operations, and finish_root's. */

/* The plain half-slope g(t) = sum_i E_i r_i(t) (seg_obb.c, "Derivation"). */
static double plain_slope(const double *W, const double *E, const double *h, double t) {
    double g = 0;
    for (int i = 0; i < 3; i++) {
        double x = W[i] + t * E[i];
        g += E[i] * (x > h[i] ? x - h[i] : x < -h[i] ? x + h[i] : 0);
    }
    return g;
}

/* The guess: 0 or 1 for an end; 2 for the break (*axis, *side); 3 for the root over act;
 * -1 for none. */
static int guess_minimiser(const fx_frame *f, int *axis, int *side, int *act) {
    double W[3], E[3], h[3];
    for (int i = 0; i < 3; i++) {
        W[i] = fx_v(f->W[i]);
        E[i] = fx_v(f->E[i]);
        h[i] = fx_v(f->h[i]);
    }
    if (plain_slope(W, E, h, 0) >= 0)
        return 0;
    double g_one = plain_slope(W, E, h, 1);
    if (g_one < 0)
        return 1;
    if (!(g_one > 0))
        return -1;
    double t_lo = 0, t_hi = 1, g_hi = g_one;
    for (int i = 0; i < 3; i++) {
        for (int sd = -1; sd <= 1 && E[i] != 0; sd += 2) {
            double t = (sd * h[i] - W[i]) / E[i];
            if (!(t > t_lo && t < t_hi))
                continue;
            double g = plain_slope(W, E, h, t);
            if (g < 0) {
                t_lo = t;
            } else {
                t_hi = t;
                g_hi = g;
                *axis = i;
                *side = sd;
            }
        }
    }
    if (g_hi == 0)
        return 2;
    double mid = 0.5 * (t_lo + t_hi);
    bool any = false;
    for (int i = 0; i < 3; i++) {
        double x = W[i] + mid * E[i];
        act[i] = x > h[i] ? 1 : x < -h[i] ? -1 : 0;
        any |= act[i] != 0;
    }
    return any ? 3 : -1;
}

static bool solve_guessed(const double *p0, const double *p1, const double *center,
                          const double *half, const double *axes, answer_d *out) {
    if (!(half[0] > 0 && half[1] > 0 && half[2] > 0))
        return false;
    fx_frame f;
    if (!frame_filtered(p0, p1, center, half, axes, &f))
        return false;
    int axis = 0, side = 0, act[3] = {0, 0, 0};
    int kind = guess_minimiser(&f, &axis, &side, act);
    isect_fx_ctx c = {false};
    bool on_bound = false;
    fx_ratio s;
    if (kind == 0 || kind == 1) {
        s = (fx_ratio){kind ? f.one : f.zero, f.one, -1, 0, kind, {0, 0, 0}};
        int g = fx_slope_sign(&c, &f, &s);
        if (c.unsure || (kind ? g >= 0 : g < 0))
            return false;
        fx_answer_at(&c, &f, half, s, out, &on_bound);
        return !c.unsure; /* an end: no root to finish */
    }
    if (kind == 2) {
        int e = fx_sign_or_unsure(&c, f.E[axis]);
        if (c.unsure || e != -side || !fx_break_of(&c, &f, axis, e, side, &s) || c.unsure)
            return false;
        fx_answer_at(&c, &f, half, s, out, &on_bound);
        if (c.unsure || on_bound || !out->meets)
            return false;
    } else if (kind == 3) {
        s = fx_root_of(&c, &f, act);
        if (!(fx_sign_or_unsure(&c, s.n) > 0) || !(fx_sign_or_unsure(&c, fx_sub(s.d, s.n)) > 0) ||
            c.unsure)
            return false;
        fx_answer_at(&c, &f, half, s, out, &on_bound);
        if (c.unsure || on_bound)
            return false;
        for (int i = 0; i < 3; i++)
            if (out->pos[i] != act[i])
                return false;
    } else {
        return false;
    }
    finish_root(p0, p1, center, half, axes, &f, out);
    return true;
}

/* The segment's point at s, each coordinate p0 + s (p1 - p0) without overflow. */
static void point_at(const double *p0, const double *p1, double s, double *out) {
    for (int j = 0; j < 3; j++)
        out[j] = dv_lerp1(p0[j], p1[j], s);
}

/* center + sum_i q_i a_i, on values scaled by one power of two (largest in [0.5, 1)), so
 * that nothing overflows and the result is rounded once to the subnormal grid when it
 * is that small. */
static void box_point(const double *center, const double *axes, const double *q, double *out) {
    double v[6] = {center[0], center[1], center[2], q[0], q[1], q[2]};
    int e = dv_unit_exp(6, v);
    for (int j = 0; j < 3; j++) {
        double o = dv_scale(center[j], e);
        for (int i = 0; i < 3; i++)
            o += dv_scale(q[i], e) * axes[3 * i + j];
        out[j] = dv_scale(o, -e);
    }
}

/* The result from the answer in the frame. */
static isect_closest_feature_result3 result_of(const isect_lin *lin, const double *center,
                                               const double *half, const double *axes,
                                               const answer_d *ans) {
    isect_closest_feature_result3 r = {0};
    bool flat = half[0] == 0 || half[1] == 0 || half[2] == 0;
    r.flags = (isect_lin_is_point(lin) || flat) ? ISECT_DEGENERATE : 0u;
    double pa[3], pb[3];
    if (ans->at_end >= 0) {
        memcpy(pa, ans->at_end ? lin->b : lin->a, sizeof pa);
        r.bary_a[ans->at_end] = 1;
        r.feature_a = (isect_feature){ISECT_FEATURE_VERTEX, ans->at_end};
    } else {
        point_at(lin->a, lin->b, ans->s, pa);
        isect_real s = isect_closest_final_t(ans->s, 1, true, true, &r.flags);
        r.bary_a[0] = 1 - s;
        r.bary_a[1] = s;
        r.feature_a = (isect_feature){ISECT_FEATURE_EDGE, 0};
    }
    if (ans->meets)
        memcpy(pb, pa, sizeof pb); /* the meeting point */
    else
        box_point(center, axes, ans->q, pb);
    r.dist_sq = dv_out_dist_sq(ans->meets ? 0 : ans->dist_sq, ans->meets, &r.flags);
    r.point_a = dv_out3(pa, &r.flags);
    r.point_b = dv_out3(pb, &r.flags);
    r.feature_b = isect_box_feature(ans->pos);
    return r;
}

/* The box's numbers in double. */
static void box_of(const isect_obb3 *box, double *center, double *half, double *axes) {
    dv_from3(center, box->center);
    dv_from3(half, box->half);
    for (int i = 0; i < 3; i++)
        dv_from3(axes + 3 * i, box->axis[i]);
}

/* The fast path: valid inputs whose answer solve_guessed certifies (the full path's first
 * step, so the same bits); everything else goes to the full path. */
isect_closest_feature_result3 isect_closest_seg3_obb3(const isect_seg3 *seg,
                                                      const isect_obb3 *box) {
    isect_lin lin;
    if (isect_lin_of_seg3(seg, &lin) && isect_valid_obb3(box)) {
        double center[3], half[3], axes[9];
        box_of(box, center, half, axes);
        answer_d ans;
        if (solve_guessed(lin.a, lin.b, center, half, axes, &ans))
            return result_of(&lin, center, half, axes, &ans);
    }
    return isect_closest_seg3_obb3_full(seg, box);
}

/* The full path (full_path.h), out of line so that the fast path stays small. */
ISECT_NOINLINE isect_closest_feature_result3 isect_closest_seg3_obb3_full(const isect_seg3 *seg,
                                                                          const isect_obb3 *box) {
    isect_closest_feature_result3 r = {0};
    isect_lin lin;
    if (!isect_lin_of_seg3(seg, &lin) || !isect_valid_obb3(box)) {
        r.flags = ISECT_INVALID;
        return r;
    }
    double center[3], half[3], axes[9];
    box_of(box, center, half, axes);
    answer_d ans = {{0, 0, 0}, 0, 0, {0, 0, 0}, 0, false, false, {0, 0, 0}};
    if (!solve_guessed(lin.a, lin.b, center, half, axes, &ans) &&
        !solve_filtered(lin.a, lin.b, center, half, axes, &ans) &&
        !solve_exact(lin.a, lin.b, center, half, axes, false, &ans))
        solve_exact(lin.a, lin.b, center, half, axes, true, &ans); /* integers always fit */
    return result_of(&lin, center, half, axes, &ans);
}
