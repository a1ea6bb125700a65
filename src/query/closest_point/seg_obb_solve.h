/* The segment-OBB minimisation of seg_obb.c, written once over a number type and
 * included twice: with exact numbers (NUM isect_xp) and with filtered doubles (NUM
 * isect_fx, whose SIGN reports "unsure" instead of guessing). See seg_obb.c for the
 * derivation. The includer defines:
 *   NUM, CTX                 the number type and the context every operation takes;
 *   ADD, SUB, MUL (c, x, y)  arithmetic;  SIGN (c, x)  -1, 0 or +1;
 *   APPROX (x, e)            x as m 2^*e, m in [0.5, 1) or 0;
 *   MARK (c), RELEASE (c, m) the context's storage level, and freeing what came after it
 *                            (for the exact numbers' arena; no-ops for the filter);
 *   SOLVE_NAME (name)        the instantiation's names. */

/* The case in the box's frame: W_i = (p0 - c) . a_i, E_i = (p1 - p0) . a_i, the half
 * extents h_i (all 2^unit times the true values), and the constants 0 and 1. */
typedef struct SOLVE_NAME(frame) {
    NUM W[3], E[3], h[3], zero, one;
    int unit;
} SOLVE_NAME(frame);

/* A parameter n / d, d > 0. A break also names the bound it is on (axis, side: w_axis
 * is exactly side * h_axis there, known without arithmetic); end is 0 or 1 for the ends,
 * -1 otherwise; a root of g inside a piece has the bound of each axis outside there in
 * act (+-1, 0 inside). */
typedef struct SOLVE_NAME(ratio) {
    NUM n, d;
    int axis, side, end;
    int act[3];
} SOLVE_NAME(ratio);

/* d w_i(n / d) = W_i d + n E_i. */
static NUM SOLVE_NAME(coord_times_d)(CTX *c, const SOLVE_NAME(frame) * f, int i,
                                     const SOLVE_NAME(ratio) * s) {
    (void)c;
    return ADD(c, MUL(c, f->W[i], s->d), MUL(c, s->n, f->E[i]));
}

/* How far axis i is outside the box at s, times d (0 inside or on it): r_i d. side gets
 * -1 at or below -h_i (a zero extent counts as the min side), +1 at or above +h_i, 0
 * strictly between; *on_bound is set when w_i(s) is exactly at -h_i or +h_i (left alone
 * otherwise). The break's own bound is read without arithmetic (and not reported). */
static NUM SOLVE_NAME(excess)(CTX *c, const SOLVE_NAME(frame) * f, int i,
                              const SOLVE_NAME(ratio) * s, int *side, bool *on_bound) {
    if (s->axis == i) {
        *side = SIGN(c, f->h[i]) == 0 ? -1 : s->side;
        return f->zero;
    }
    NUM x = SOLVE_NAME(coord_times_d)(c, f, i, s);
    NUM hd = MUL(c, f->h[i], s->d);
    NUM above = SUB(c, x, hd), below = ADD(c, x, hd);
    int sa = SIGN(c, above), sb = SIGN(c, below);
    *on_bound |= sa == 0 || sb == 0;
    *side = sb <= 0 || SIGN(c, f->h[i]) == 0 ? -1 : sa >= 0 ? 1 : 0;
    return sa > 0 ? above : sb < 0 ? below : f->zero;
}

/* sign(g(s)), g = f' / 2 = sum_i E_i r_i. */
static int SOLVE_NAME(slope_sign)(CTX *c, const SOLVE_NAME(frame) * f,
                                  const SOLVE_NAME(ratio) * s) {
    int mark = MARK(c);
    NUM acc = f->zero;
    bool on_bound = false;
    for (int i = 0; i < 3; i++) {
        int side;
        NUM r = SOLVE_NAME(excess)(c, f, i, s, &side, &on_bound);
        acc = ADD(c, acc, MUL(c, f->E[i], r));
    }
    int sign = SIGN(c, acc);
    RELEASE(c, mark);
    return sign;
}

/* The break of axis i (e = sign(E_i) != 0) on its bound side: s = (side h_i - W_i) / E_i
 * with d > 0; true when it lies strictly inside (0, 1). */
static bool SOLVE_NAME(break_of)(CTX *c, const SOLVE_NAME(frame) * f, int i, int e, int side,
                                 SOLVE_NAME(ratio) * b) {
    NUM bound = side > 0 ? f->h[i] : SUB(c, f->zero, f->h[i]);
    *b = (SOLVE_NAME(ratio)){SUB(c, bound, f->W[i]), f->E[i], i, side, -1, {0, 0, 0}};
    if (e < 0) {
        b->n = SUB(c, f->zero, b->n);
        b->d = SUB(c, f->zero, b->d);
    }
    return SIGN(c, b->n) > 0 && SIGN(c, SUB(c, b->d, b->n)) > 0;
}

/* The breaks strictly inside (0, 1). At most 6. */
static int SOLVE_NAME(breaks_inside)(CTX *c, const SOLVE_NAME(frame) * f, SOLVE_NAME(ratio) * out) {
    int count = 0;
    for (int i = 0; i < 3; i++) {
        int e = SIGN(c, f->E[i]);
        if (e == 0)
            continue;
        for (int side = -1; side <= 1; side += 2)
            count += SOLVE_NAME(break_of)(c, f, i, e, side, &out[count]);
    }
    return count;
}

/* sign(s - t). */
static int SOLVE_NAME(compare)(CTX *c, const SOLVE_NAME(ratio) * s, const SOLVE_NAME(ratio) * t) {
    int mark = MARK(c);
    int sign = SIGN(c, SUB(c, MUL(c, s->n, t->d), MUL(c, t->n, s->d)));
    RELEASE(c, mark);
    return sign;
}

/* The root -B / A of g = A s + B, over the bounds act (+-1, 0 for an axis inside). */
static SOLVE_NAME(ratio) SOLVE_NAME(root_of)(CTX *c, const SOLVE_NAME(frame) * f, const int *act) {
    (void)c;
    NUM A = f->zero, B = f->zero;
    for (int i = 0; i < 3; i++) {
        if (act[i] == 0)
            continue;
        NUM bound = act[i] > 0 ? f->h[i] : SUB(c, f->zero, f->h[i]);
        A = ADD(c, A, MUL(c, f->E[i], f->E[i]));
        B = ADD(c, B, MUL(c, f->E[i], SUB(c, f->W[i], bound)));
    }
    return (SOLVE_NAME(ratio)){SUB(c, f->zero, B), A, -1, 0, -1, {act[0], act[1], act[2]}};
}

/* The least minimiser s* of f on [0, 1] (seg_obb.c, "Derivation"). */
static SOLVE_NAME(ratio) SOLVE_NAME(least_minimiser)(CTX *c, const SOLVE_NAME(frame) * f) {
    SOLVE_NAME(ratio) lo = {f->zero, f->one, -1, 0, 0, {0, 0, 0}};
    SOLVE_NAME(ratio) one = {f->one, f->one, -1, 0, 1, {0, 0, 0}};
    if (SOLVE_NAME(slope_sign)(c, f, &lo) >= 0)
        return lo;
    SOLVE_NAME(ratio) breaks[6], hi = one;
    int hi_slope = 1;
    bool have_hi = false;
    int count = SOLVE_NAME(breaks_inside)(c, f, breaks);
    for (int k = 0; k < count; k++) {
        int g = SOLVE_NAME(slope_sign)(c, f, &breaks[k]);
        if (g < 0) {
            if (SOLVE_NAME(compare)(c, &breaks[k], &lo) > 0)
                lo = breaks[k];
        } else if (!have_hi || SOLVE_NAME(compare)(c, &breaks[k], &hi) < 0) {
            hi = breaks[k];
            hi_slope = g;
            have_hi = true;
        }
    }
    if (!have_hi) {
        hi_slope = SOLVE_NAME(slope_sign)(c, f, &one);
        if (hi_slope < 0)
            return one;
    }
    if (hi_slope == 0) /* g rises to exactly 0 at hi: the root is hi */
        return hi;
    /* g = A s + B on [lo, hi], over the axes outside just right of lo */
    int act[3] = {0, 0, 0};
    bool on_bound = false;
    for (int i = 0; i < 3; i++) {
        int e = SIGN(c, f->E[i]), side;
        NUM r = SOLVE_NAME(excess)(c, f, i, &lo, &side, &on_bound);
        int out = SIGN(c, r);
        /* outside just right of lo: beyond a bound, or on it and leaving (a zero extent:
         * on it and moving at all) */
        bool zero_h = SIGN(c, f->h[i]) == 0;
        if (out > 0 || (out == 0 && e > 0 && (side > 0 || zero_h)))
            act[i] = 1;
        else if (out < 0 || (out == 0 && e < 0 && side < 0))
            act[i] = -1;
    }
    return SOLVE_NAME(root_of)(c, f, act);
}

/* The answer at s (the least minimiser): the sides there, s and the clamped coordinates
 * and distance rounded; *on_bound set when an axis other than a break's own lies exactly
 * on a bound there. */
static void SOLVE_NAME(answer_at)(CTX *c, const SOLVE_NAME(frame) * f, const double *half,
                                  SOLVE_NAME(ratio) s, answer_d *out, bool *on_bound) {
    out->at_end = s.end;
    out->root = s.end < 0; /* -B / A of its bounds: a break's is its own bound */
    for (int i = 0; i < 3; i++)
        out->act[i] = s.axis < 0 ? s.act[i] : i == s.axis ? s.side : 0;
    int en, ed;
    double mn = APPROX(s.n, &en), md = APPROX(s.d, &ed);
    out->s = s.end >= 0 ? s.end : dv_scale(mn / md, en - ed);
    NUM acc = f->zero; /* d^2 f(s*) = sum_i (r_i d)^2 */
    out->meets = true;
    for (int i = 0; i < 3; i++) {
        NUM r = SOLVE_NAME(excess)(c, f, i, &s, &out->pos[i], on_bound);
        out->meets &= SIGN(c, r) == 0;
        if (out->pos[i] != 0) {
            out->q[i] = out->pos[i] * half[i];
        } else {
            int ex;
            double mx = APPROX(SOLVE_NAME(coord_times_d)(c, f, i, &s), &ex);
            out->q[i] = dv_scale(mx / md, ex - ed - f->unit);
        }
        acc = ADD(c, acc, MUL(c, r, r));
    }
    int ea;
    double ma = APPROX(acc, &ea);
    out->dist_sq = dv_scale(ma / (md * md), ea - 2 * ed - 2 * f->unit);
}

/* The answer: the least minimiser, then the values there. */
static void SOLVE_NAME(answer)(CTX *c, const SOLVE_NAME(frame) * f, const double *half,
                               answer_d *out) {
    bool on_bound = false;
    SOLVE_NAME(answer_at)(c, f, half, SOLVE_NAME(least_minimiser)(c, f), out, &on_bound);
}

/* sign(f(s*) - R^2): is the box within R of the segment (a capsule of radius R about it
 * meets the box)? f(s*) = sum_i (r_i d)^2 / d^2 at the least minimiser n / d, so the
 * sign is that of sum_i (r_i d)^2 - (R d)^2 (degree 12 in the frame's leaves at a root
 * -B / A, 8 at a break, 4 at an end). R is 2^unit times the radius, like h. */
static int SOLVE_NAME(within_sign)(CTX *c, const SOLVE_NAME(frame) * f, NUM R) {
    SOLVE_NAME(ratio) s = SOLVE_NAME(least_minimiser)(c, f);
    int mark = MARK(c);
    NUM acc = f->zero;
    bool on_bound = false;
    for (int i = 0; i < 3; i++) {
        int side;
        NUM r = SOLVE_NAME(excess)(c, f, i, &s, &side, &on_bound);
        acc = ADD(c, acc, MUL(c, r, r));
    }
    NUM Rd = MUL(c, R, s.d);
    int sign = SIGN(c, SUB(c, acc, MUL(c, Rd, Rd)));
    RELEASE(c, mark);
    return sign;
}
