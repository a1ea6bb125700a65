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
#include "isect/overlap.h"
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
#include "sign/valid.h"

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
                    const double *half, const double *axes, bool integer, xp_frame *f,
                    const double *radius, isect_xp *R) {
    double len[12], saved[12];
    memcpy(len, p0, 3 * sizeof *len);
    memcpy(len + 3, p1, 3 * sizeof *len);
    memcpy(len + 6, center, 3 * sizeof *len);
    memcpy(len + 9, half, 3 * sizeof *len);
    memcpy(saved, len, sizeof len);
    bool window = !integer && !radius; /* a radius: the within sign's integers */
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
        double all[22];
        memcpy(all, len, sizeof len);
        memcpy(all + 12, axes, 9 * sizeof *axes);
        all[21] = radius ? *radius : 0;
        int s = isect_xp_group_shift(all, radius ? 22 : 21);
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
    if (radius)
        *R = isect_xp_of(arena, *radius); /* integer mode (the caller's), beside h */
}

/* The exact answer; false if the arena ran out (then the integers, which always fit). */
ISECT_COLD static bool solve_exact(const double *p0, const double *p1, const double *center,
                                   const double *half, const double *axes, bool integer,
                                   answer_d *out) {
    ISECT_XP_ARENA(arena, 16384);
    xp_frame f;
    xp_load(&arena, p0, p1, center, half, axes, integer, &f, NULL, NULL);
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
        xp_load(&arena, p0, p1, center, half, axes, integer, &f, NULL, NULL);
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

/* Every non-zero leaf at least leaf_min after the scaling by 2^e (in both builds: the
 * scaling can bring float inputs that low), so that no product of as many leaves as the
 * caller's degree underflows (filter.h: 2^-118 for six, 2^-33 for twelve) and no leaf
 * lost bits to the scaling; v the leaves before it. */
static int leaves_tiny(const double *v, const double *l, int n, double leaf_min) {
    int tiny = 0;
    for (int k = 0; k < n; k++)
        tiny |= l[k] != 0 ? fabs(l[k]) < leaf_min : v[k] != 0;
    return tiny;
}

/* The filter's frame: W, E, h from p0 - c, p1 - c and h scaled together by a power of
 * two (largest in [0.5, 1)); false when a difference overflowed or a leaf was so small
 * that a product of six (twelve with a radius) could underflow. With radius (non-NULL),
 * it joins the scaling and comes back as the leaf *R. */
static bool frame_filtered(const double *p0, const double *p1, const double *center,
                           const double *half, const double *axes, fx_frame *f,
                           const double *radius, isect_fx *R) {
    double v[10];
    for (int j = 0; j < 3; j++) {
        v[j] = p0[j] - center[j];
        v[3 + j] = p1[j] - center[j];
        v[6 + j] = half[j];
    }
    v[9] = radius ? *radius : 0;
    if (!dv_finite2(v, v + 3, 3))
        return false;
    int n = radius ? 10 : 9, e = dv_unit_exp(n, v);
    double l[10], leaf_min = radius ? 0x1p-33 : 0x1p-118;
    for (int k = 0; k < n; k++)
        l[k] = dv_scale(v[k], e);
    if (leaves_tiny(v, l, n, leaf_min) | leaves_tiny(axes, axes, 9, leaf_min))
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
    if (radius)
        *R = fx_in(l[9]);
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
    if (!frame_filtered(p0, p1, center, half, axes, &f, NULL, NULL))
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
    if (!frame_filtered(p0, p1, center, half, axes, &f, NULL, NULL))
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

/* ---- A capsule against a box ------------------------------------------------------------
 * The capsule of core PQ and radius r meets the closed box exactly when dist(PQ, box) <= r,
 * i.e. when f(s*) <= r^2 in the frame (the derivation at the top): the least minimiser's
 * exact ratio n / d, then the sign of sum_i (r_i d)^2 - (r d)^2 (within_sign). The
 * filtered frame decides it when every sign on the way is certified (leaves of at least
 * 2^-33 after the scaling, so that the degree-12 products stay normal: filter.h's
 * granularity argument with 12 factors); otherwise the exact numbers decide, in integer
 * mode (degree 12 would outgrow the expansions' scaling window).
 * An axis-aligned box is the frame of the unit axes about its centre (min + max) / 2,
 * which is generally not a double: the frame is doubled instead, W_i = (p0 - min) +
 * (p0 - max), E_i = 2 (p1 - p0)_i, h_i = max - min and R = 2 r, so that no rounded
 * number enters it (f and R^2 are both four times the true ones). */

/* The exact sign of f(s*) - R^2 for an oriented box. The integers always fit: at the
 * widest span of inputs (ends near 2^1022, a box near 2^-1000, coordinates of 2^-1074) the
 * minimiser and the degree-12 sign use about 7,300 of the arena's 32,768 limbs
 * (capsule_box_degenerate's mixed case). */
ISECT_COLD static int obb_within_exact(const double *p0, const double *p1, const double *center,
                                       const double *half, const double *axes, double radius) {
    ISECT_XP_ARENA(arena, 16384);
    xp_frame f;
    isect_xp R;
    xp_load(&arena, p0, p1, center, half, axes, true, &f, &radius, &R);
    return xp_within_sign(&arena, &f, R);
}

/* The doubled frame of an axis-aligned box, filtered (see above); false as
 * frame_filtered. */
static bool aabb_frame_filtered(const double *p0, const double *p1, const double *lo,
                                const double *hi, double radius, fx_frame *f, isect_fx *R) {
    double v[16];
    for (int j = 0; j < 3; j++) {
        v[j] = p0[j] - lo[j];
        v[3 + j] = p0[j] - hi[j];
        v[6 + j] = p1[j] - lo[j];
        v[9 + j] = p1[j] - hi[j];
        v[12 + j] = hi[j] - lo[j];
    }
    v[15] = radius;
    double finite = 0;
    for (int k = 0; k < 16; k++)
        finite += v[k] - v[k];
    if (!(finite == 0))
        return false;
    int e = dv_unit_exp(16, v);
    double l[16];
    for (int k = 0; k < 16; k++)
        l[k] = dv_scale(v[k], e);
    if (leaves_tiny(v, l, 16, 0x1p-33))
        return false;
    f->unit = e;
    f->zero = fx_in(0);
    f->one = fx_in(1);
    for (int i = 0; i < 3; i++) {
        f->W[i] = fx_add(fx_leaf(l[i], 1), fx_leaf(l[3 + i], 1));
        f->E[i] = fx_sub(fx_add(fx_leaf(l[6 + i], 1), fx_leaf(l[9 + i], 1)), f->W[i]);
        f->h[i] = fx_leaf(l[12 + i], 1);
    }
    *R = fx_in(2 * l[15]); /* below 2: exact */
    return true;
}

/* The exact sign of f(s*) - R^2 for an axis-aligned box, in its doubled frame. */
ISECT_COLD static int aabb_within_exact(const double *p0, const double *p1, const double *lo,
                                        const double *hi, double radius) {
    ISECT_XP_ARENA(arena, 16384);
    double all[13];
    memcpy(all, p0, 3 * sizeof *all);
    memcpy(all + 3, p1, 3 * sizeof *all);
    memcpy(all + 6, lo, 3 * sizeof *all);
    memcpy(all + 9, hi, 3 * sizeof *all);
    all[12] = radius;
    int shift = isect_xp_group_shift(all, 13);
    isect_xp_reset(&arena, true);
    xp_frame f;
    isect_exact_select(&arena, 0);
    f.one = isect_xp_of(&arena, 1);
    f.zero = isect_xp_of(&arena, 0);
    isect_exact_select(&arena, shift);
    f.unit = shift;
    for (int i = 0; i < 3; i++) {
        f.W[i] = isect_xp_add(&arena, isect_xp_diff(&arena, p0[i], lo[i]),
                              isect_xp_diff(&arena, p0[i], hi[i]));
        isect_xp w1 = isect_xp_add(&arena, isect_xp_diff(&arena, p1[i], lo[i]),
                                   isect_xp_diff(&arena, p1[i], hi[i]));
        f.E[i] = isect_xp_sub(&arena, w1, f.W[i]);
        f.h[i] = isect_xp_diff(&arena, hi[i], lo[i]);
    }
    isect_xp r = isect_xp_of(&arena, radius);
    return xp_within_sign(&arena, &f, isect_xp_add(&arena, r, r));
}

/* ---- The quick path of the capsule tests --------------------------------------------------
 * In front of the least minimiser, on the same filtered frame: a guess in plain doubles and
 * certificates that need no exact minimiser. Every value is a polynomial in the frame's
 * leaves and in doubles taken as exact inputs, its sign certified by filter.h's bound:
 *   apart on an axis: both ends beyond the same face of the slab widened by R;
 *   a hit at s (any double in [0, 1]; the plain guess of s*): with z = W + s E, the true
 *   excess max(|z_i| - h_i, 0) is at most |z_i - h_i| and at most |z_i + h_i| (h_i >= 0),
 *   and 0 where -h_i < z_i < h_i is certified; so with q_i = 0 there and otherwise the one
 *   of the two that is smaller as computed (an exact polynomial either way),
 *   sum q_i^2 - R^2 < 0 gives f(s*) <= f(s) < R^2;
 *   a miss along n (any double vector; the plain excess at s, the direction of the closest
 *   pair when s is near s*): the box lies in n . w <= sum |n_i| h_i and the segment in
 *   n . w >= the least of its ends' values, so with D_e = n . W_e - sum |n_i| h_i > 0 at
 *   both ends, dist >= min D_e / |n|, and D_e^2 - R^2 |n|^2 > 0 at both gives dist > R.
 * s below 2^-30 is taken as 0, and n is scaled by a power of two with its components below
 * 2^-30 of the largest zeroed (any s and any n give valid certificates), so that these new
 * leaves are as coarse as the frame's (filter.h's granularity argument; degree 4 here). */

/* 1 when x > 0 is certified (an int, to be joined with & and | without branches). */
static int fx_positive(isect_fx x) {
    return fx_v(x) > (double)(x.k + 1) * 0x1p-53 * fx_m(x);
}

static int fx_negative(isect_fx x) {
    return -fx_v(x) > (double)(x.k + 1) * 0x1p-53 * fx_m(x);
}

/* The least minimiser of f guessed in plain doubles (the derivation's steps, uncertified). */
static double plain_minimiser(const double *W, const double *E, const double *h) {
    double g_lo = plain_slope(W, E, h, 0);
    if (!(g_lo < 0))
        return 0;
    double g_hi = plain_slope(W, E, h, 1);
    if (!(g_hi > 0))
        return 1;
    double lo = 0, hi = 1;
    for (int i = 0; i < 3; i++) {
        for (int sd = -1; sd <= 1 && E[i] != 0; sd += 2) {
            double t = (sd * h[i] - W[i]) / E[i];
            if (t > lo && t < hi) {
                double g = plain_slope(W, E, h, t);
                if (g < 0)
                    lo = t, g_lo = g;
                else
                    hi = t, g_hi = g;
            }
        }
    }
    double s = lo - g_lo * (hi - lo) / (g_hi - g_lo);
    return s > lo ? (s < hi ? s : hi) : lo;
}

/* 1 (meets), 0 (apart) or -1 (not certified). */
static int capsule_box_quick(const fx_frame *f, isect_fx R) {
    isect_fx W1[3];
    unsigned apart = 0;
    for (int i = 0; i < 3; i++) {
        W1[i] = fx_add(f->W[i], f->E[i]);
        isect_fx hr = fx_add(f->h[i], R);
        apart |= (fx_positive(fx_sub(f->W[i], hr)) & fx_positive(fx_sub(W1[i], hr))) |
                 (fx_negative(fx_add(f->W[i], hr)) & fx_negative(fx_add(W1[i], hr)));
    }
    if (apart)
        return 0;
    double W[3], E[3], h[3];
    for (int i = 0; i < 3; i++) {
        W[i] = fx_v(f->W[i]);
        E[i] = fx_v(f->E[i]);
        h[i] = fx_v(f->h[i]);
    }
    double s = plain_minimiser(W, E, h), n[3];
    s = s >= 0x1p-30 ? s : 0;
    isect_fx fs = fx_in(s), sum = fx_sub(fx_in(0), fx_sq(R));
    for (int i = 0; i < 3; i++) {
        isect_fx z = fx_add(f->W[i], fx_mul(fs, f->E[i]));
        isect_fx above = fx_sub(z, f->h[i]), below = fx_add(z, f->h[i]);
        n[i] = fx_v(above) > 0 ? fx_v(above) : fx_v(below) < 0 ? fx_v(below) : 0;
        if (!(fx_negative(above) & fx_positive(below)))
            sum = fx_add(sum, fx_sq(fabs(fx_v(above)) < fabs(fx_v(below)) ? above : below));
    }
    if (fx_negative(sum))
        return 1;
    int e = dv_unit_exp(3, n);
    isect_fx side[2] = {fx_in(0), fx_in(0)}, nn = fx_in(0), support = fx_in(0);
    for (int i = 0; i < 3; i++) {
        double m = dv_scale(n[i], e);
        m = fabs(m) >= 0x1p-30 ? m : 0;
        isect_fx fm = fx_in(m);
        side[0] = fx_add(side[0], fx_mul(fm, f->W[i]));
        side[1] = fx_add(side[1], fx_mul(fm, W1[i]));
        support = fx_add(support, fx_mul(fx_in(fabs(m)), f->h[i]));
        nn = fx_add(nn, fx_sq(fm));
    }
    isect_fx rn = fx_mul(fx_sq(R), nn);
    unsigned miss = 1;
    for (int k = 0; k < 2; k++) {
        isect_fx D = fx_sub(side[k], support);
        miss &= fx_positive(D) & fx_positive(fx_sub(fx_sq(D), rn));
    }
    return miss ? 0 : -1;
}

/* The capsule's core as a segment and its radius; false when the capsule is invalid. */
static bool capsule_core(const isect_capsule3 *capsule, isect_lin *core, double *radius) {
    if (!capsule || !isect_ok_radius(capsule->radius))
        return false;
    isect_seg3 seg = {capsule->p0, capsule->p1};
    *radius = capsule->radius;
    return isect_lin_of_seg3(&seg, core);
}

/* The quick path, then the filtered minimiser: 1 (meets), 0 (apart) or -1 (uncertain). */
static int filtered_within(const fx_frame *f, isect_fx R) {
    int quick = capsule_box_quick(f, R);
    if (quick >= 0)
        return quick;
    isect_fx_ctx c = {false};
    int sign = fx_within_sign(&c, f, R);
    return c.unsure ? -1 : sign <= 0;
}

/* Validation comes after the quick path where that path's answer proves the input valid:
 * a certified sign needs every leaf finite (filter.h), which leaves only the radius's sign
 * and the box's bounds to compare first (and an oriented box's axes, checked up front). */

bool isect_test_capsule3_aabb3(const isect_capsule3 *capsule, const isect_aabb3 *box) {
    if (!capsule || !box)
        return false;
    double p0[3], p1[3], lo[3], hi[3], r = capsule->radius;
    dv_from3(p0, capsule->p0);
    dv_from3(p1, capsule->p1);
    dv_from3(lo, box->min);
    dv_from3(hi, box->max);
    fx_frame f;
    isect_fx R;
    if ((r >= 0) & (lo[0] <= hi[0]) & (lo[1] <= hi[1]) & (lo[2] <= hi[2]) &&
        aabb_frame_filtered(p0, p1, lo, hi, r, &f, &R)) {
        int meets = filtered_within(&f, R);
        if (meets >= 0)
            return meets;
    }
    isect_lin core;
    if (!capsule_core(capsule, &core, &r) || !isect_valid_aabb3(box))
        return false;
    return aabb_within_exact(core.a, core.b, lo, hi, r) <= 0;
}

bool isect_test_capsule3_obb3(const isect_capsule3 *capsule, const isect_obb3 *box) {
    if (!capsule || !isect_valid_obb3(box))
        return false;
    double p0[3], p1[3], center[3], half[3], axes[9], r = capsule->radius;
    dv_from3(p0, capsule->p0);
    dv_from3(p1, capsule->p1);
    box_of(box, center, half, axes);
    fx_frame f;
    isect_fx R;
    if (r >= 0 && frame_filtered(p0, p1, center, half, axes, &f, &r, &R)) {
        int meets = filtered_within(&f, R);
        if (meets >= 0)
            return meets;
    }
    isect_lin core;
    if (!capsule_core(capsule, &core, &r))
        return false;
    return obb_within_exact(core.a, core.b, center, half, axes, r) <= 0;
}
