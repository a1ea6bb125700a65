/* Lines, rays and segments against a convex hull given by its planes (RTCD 5.3.8, Cyrus and
 * Beck 1978) and against an oriented box, the hull of its sides (isect/linear_hull.h).
 *
 * Sets. Every half-space is n_i . (x - c) <= o_i with one base point c for the set: the
 * origin for a hull's planes, the centre for a box's sides (+-a_k, offset h_k). Positions
 * enter every formula below as differences from c (exact in the exact paths, rounded once
 * in the quick ones), so a box's sides are never turned into rounded offsets.
 *
 * Values. Along X(t) = a + t d (d = b - a for a segment) plane i reads alpha_i + t beta_i
 * <= 0 with alpha_i = n_i . (a - c) - o_i and beta_i = n_i . d; for a segment also
 * gamma_i = n_i . (b - c) - o_i = alpha_i + beta_i. Write s_i for the second value a plane
 * has: beta_i for a line or ray, gamma_i for a segment.
 *
 * Exact comparisons. The parameter of plane i (beta_i != 0) is t_i = -alpha_i / beta_i, so
 *     sign(t_i - 0)   = -sign(alpha_i) sign(beta_i),
 *     sign(t_i - 1)   = -sign(gamma_i) sign(beta_i)       (t_i - 1 = -gamma_i / beta_i),
 *     sign(t_i - t_j) = sign(alpha_j beta_i - alpha_i beta_j) sign(beta_i) sign(beta_j),
 * and for a segment alpha_j beta_i - alpha_i beta_j = alpha_j gamma_i - alpha_i gamma_j:
 * in both cases D_ij = alpha_j s_i - alpha_i s_j, a polynomial of degree 4 (o counts as
 * degree 2). Each sign is filtered in double (exact/filter.h) and evaluated exactly where
 * the filter doubts (exact/expansion.h: expansions when every input lies in [2^-200,
 * 2^200], else integers with the normals and positions scaled by 2^s and the offsets by
 * 2^(2 s), which scales every term of D by 2^(4 s) and changes no sign).
 *
 * Quick path. alpha and beta in double carry the error bounds of exact/filter.h:
 * |alpha~ - alpha| <= B_a = 6 u m_a + 2^-1000 (m_a = sum |n_j (a_j - c_j)| + |o|, five
 * roundings on the longest path, 2^-1000 for products that underflow) and likewise B_b for beta
 * (five roundings with a segment's differences). Where |beta~| > 2 B_b the sign of beta
 * is certain and t~ = -alpha~ fl(1 / beta~) satisfies
 *     |t~ - t| <= (|alpha~| B_b + B_a |beta~|) / (|beta~| (|beta~| - B_b)) + 2 u |t~|
 *              =  (|t~| B_b + B_a) / (|beta~| - B_b) + 2 u |t~|   (to first order),
 * plus 2 u |t~| (the rounding of the bound). With W the largest such bound over the
 * planes, t_in lies within W of the largest computed entry t~ and t_out within W of the
 * smallest exit, so x~ - e~ > 2.02 W proves a hit and e~ - x~ > 2.02 W a miss (2 % for
 * the rounding of the differences and of W itself). A product that is exactly zero (a zero factor)
 * makes beta exactly zero: the plane is parallel, decided by the certified sign of alpha.
 * Non-finite input, a zero normal or an overflow make some bound NaN or infinite and nothing is
 * certified.
 *
 * Construction. t = -alpha / beta for the deciding plane from alpha and beta computed in
 * double-double with their permanents (exact/ddp.h) where every input lies in
 * [2^-200, 2^200] and both are certified (|value| > 2^-43 P: within u / 16 of exact),
 * else from their exact values each rounded once (isect_xp_ratio). The point is
 * a + t d (dv_axpy1; dv_lerp1 for a segment, exact at its ends) or, where t is not an
 * ordinary number (a tiny or huge direction), a_j + (-alpha / beta) d_j formed on
 * mantissas with the exponents applied once. */
#include "isect/linear_hull.h"

#include <float.h>
#include <math.h>
#include <stddef.h>

#include "base/inline.h"
#include "base/lin.h"
#include "base/lin_find.h"
#include "base/vec.h"
#include "exact/ddp.h"
#include "exact/expansion.h"
#include "exact/filter.h"
#include "exact/integer.h"
#include "exact/number.h"
#include "exact/scale.h"
#include "isect/valid.h"
#include "sign/plane_sign.h"
#include "sign/valid.h"

enum { QUICK_MISS = 0, QUICK_HIT = 1, QUICK_UNSURE = -1 };

/* The half-spaces n_i . (x - c) <= o_i of the solid, one base point c for all of them: a
 * hull's planes (c the origin) or an oriented box's sides (c its centre; sides 2k and
 * 2k + 1 are +axis k and -axis k, each with the half extent for offset, so that the box
 * is { x : |(x - c) . a_k| <= h_k }, isect/box.h's set, with no offset rounded). A 2D box
 * is lifted to z = 0: two axes with z components 0 and a component with z = 0 throughout. */
typedef struct plane_set {
    const isect_plane3 *planes; /* a hull's planes, or NULL for a box */
    size_t count;
    bool based; /* c is not the origin: positions enter as differences from c */
    double c[3], axis[3][3], half[3];
} plane_set;

/* Plane i of the set as doubles (the base is ps->c). */
static inline void plane_of(const plane_set *ps, size_t i, double *n, double *o) {
    if (ps->planes) {
        const isect_plane3 *pl = &ps->planes[i];
        n[0] = pl->normal.x;
        n[1] = pl->normal.y;
        n[2] = pl->normal.z;
        *o = pl->offset;
        return;
    }
    size_t k = i >> 1;
    for (int j = 0; j < 3; j++) /* 0 - x, not -x: no normal gets a -0 */
        n[j] = i & 1 ? 0 - ps->axis[k][j] : ps->axis[k][j];
    *o = ps->half[k];
}

/* ---- Quick path ----------------------------------------------------------------------- */

/* One end of the parameter interval in the quick path: its computed t, the bounds
 * t~ - err and t~ + err, and the plane (or -1 for an end of the range). */
typedef struct quick_end {
    double t, lo, hi;
    ptrdiff_t plane;
} quick_end;

/* The quick Cyrus-Beck pass (derivation at the top). QUICK_HIT certifies t_in < t_out and
 * every parallel plane strictly holding; with `unique` also that the entry and the exit
 * are each one plane (or an end of the range) beating every other candidate, so that the
 * entry and exit points lie on their deciding plane only. QUICK_MISS certifies a miss.
 * Both only for valid input (see the top); *entry and *exit receive the deciders. */
/* The candidates of the quick pass: the best entry (largest t) and exit (smallest t), the
 * runners-up's t, and the largest error bound of any plane's t. */
typedef struct quick_acc {
    double e_t, x_t, e_t2, x_t2, worst;
    ptrdiff_t e_plane, x_plane;
} quick_acc;

ISECT_INLINE quick_acc acc_start(isect_lin_kind kind) {
    quick_acc q = {kind == ISECT_LIN_LINE ? -INFINITY : 0,
                   kind == ISECT_LIN_SEGMENT ? 1 : INFINITY,
                   -INFINITY,
                   INFINITY,
                   0,
                   -1,
                   -1};
    return q;
}

/* Plane i's t~ = -alpha~ fl(1 / beta~) (inv the reciprocal) with |alpha~ - alpha| <= ba,
 * |beta~ - beta| <= bb, |beta~| > 2 bb: its bound (derivation at the top: with
 * r = bb / |beta~| <= 1/2, 1 / (|beta~| - bb) <= (1 + 2 r) / |beta~|), entering when
 * beta~ < 0. False when the candidates are certainly apart already (a miss). */
ISECT_INLINE bool acc_add(quick_acc *q, double t, double inv, double ba, double bb, size_t i) {
    const double u = 0x1p-53;
    double at = fabs(t), ai = fabs(inv);
    double err = (at * bb + ba) * ai * (1 + 2 * bb * ai) + 4 * u * at;
    q->worst = err > q->worst ? err : q->worst;
    if (inv < 0) {
        if (t > q->e_t)
            q->e_t2 = q->e_t, q->e_t = t, q->e_plane = (ptrdiff_t)i;
        else
            q->e_t2 = t > q->e_t2 ? t : q->e_t2;
    } else {
        if (t < q->x_t)
            q->x_t2 = q->x_t, q->x_t = t, q->x_plane = (ptrdiff_t)i;
        else
            q->x_t2 = t < q->x_t2 ? t : q->x_t2;
    }
    return !(q->e_t - q->x_t > 2.02 * q->worst + 0x1p-1000);
}

/* The verdict: t_in lies in [e_t - worst, e_t + worst], t_out likewise (an end of the range
 * is exact); 2 % covers the rounding of the differences and of the bounds. */
ISECT_INLINE int acc_verdict(const quick_acc *q, bool ok, bool unique, quick_end *entry,
                             quick_end *exit) {
    double margin = 2.02 * q->worst + 0x1p-1000;
    *entry = (quick_end){q->e_t, q->e_t - margin, q->e_t + margin, q->e_plane};
    *exit = (quick_end){q->x_t, q->x_t - margin, q->x_t + margin, q->x_plane};
    if (!ok || !(margin <= 0x1p1000))
        return QUICK_UNSURE;
    if (q->e_t - q->x_t > margin)
        return QUICK_MISS;
    bool hit = q->x_t - q->e_t > margin;
    if (unique)
        hit &= (q->e_t - q->e_t2 > margin) & (q->x_t2 - q->x_t > margin);
    return hit ? QUICK_HIT : QUICK_UNSURE;
}

/* Exactly zero products n_j d_j (a zero factor in each): the plane is parallel. */
ISECT_INLINE bool zero_slope(const double *n, const double *d) {
    return ((n[0] == 0) | (d[0] == 0)) & ((n[1] == 0) | (d[1] == 0)) & ((n[2] == 0) | (d[2] == 0));
}

/* The quick pass over a hull's planes (ps->planes; the base is the origin). */
ISECT_INLINE int quick_hull(isect_lin_kind kind, const double *a, const double *b,
                            const plane_set *ps, bool unique, quick_end *entry, quick_end *exit) {
    const bool segment = kind == ISECT_LIN_SEGMENT;
    const double u = 0x1p-53, under = 0x1p-1000;
    double d[3];
    for (int k = 0; k < 3; k++)
        d[k] = segment ? b[k] - a[k] : b[k];
    quick_acc q = acc_start(kind);
    bool ok = true;
    const isect_plane3 *planes = ps->planes;
    for (size_t i = 0; i < ps->count; i++) {
        double n[3] = {planes[i].normal.x, planes[i].normal.y, planes[i].normal.z};
        double o = planes[i].offset;
        double p0 = n[0] * a[0], p1 = n[1] * a[1], p2 = n[2] * a[2];
        double alpha = ((p0 + p1) + p2) - o;
        double ma = ((fabs(p0) + fabs(p1)) + fabs(p2)) + fabs(o);
        double q0 = n[0] * d[0], q1 = n[1] * d[1], q2 = n[2] * d[2];
        double beta = (q0 + q1) + q2;
        double mb = (fabs(q0) + fabs(q1)) + fabs(q2);
        double ba = 6 * u * ma + under, bb = 6 * u * mb + under;
        ok &= ma + mb <= 0x1p1000;    /* finite: NaN fails */
        if (!(fabs(beta) > 2 * bb)) { /* parallel, or too close to it to tell */
            ok &= (fabs(n[0]) + fabs(n[1]) + fabs(n[2])) > 0; /* beta != 0 proves n != 0 */
            if (!zero_slope(n, d))
                return QUICK_UNSURE;
            if (alpha > ba) /* certainly outside: a miss (for invalid input too) */
                return QUICK_MISS;
            if (!(alpha < -ba))
                return QUICK_UNSURE;
            continue;
        }
        double inv = 1 / beta;
        if (!acc_add(&q, -alpha * inv, inv, ba, bb, i))
            return QUICK_MISS; /* certainly apart already (for invalid input too) */
    }
    return acc_verdict(&q, ok, unique, entry, exit);
}

/* The quick pass over a box's sides: per axis the frame coordinates o' = a_k . (a - c)
 * (a - c rounded once) and d' = a_k . d, the side +a_k with alpha = o' - h, beta = d' and
 * the side -a_k with alpha = -o' - h, beta = -d' (the same bounds: the filter's 6 u of
 * m = sum |a_kj (a - c)_j| + h). The two crossings of an axis are ordered by selects, not
 * branches: the direction's signs are random data. */
ISECT_INLINE int quick_box(isect_lin_kind kind, const double *a, const double *b,
                           const plane_set *ps, bool unique, quick_end *entry, quick_end *exit) {
    const bool segment = kind == ISECT_LIN_SEGMENT;
    const double u = 0x1p-53, under = 0x1p-1000;
    double d[3], ac[3];
    for (int j = 0; j < 3; j++) {
        d[j] = segment ? b[j] - a[j] : b[j];
        ac[j] = a[j] - ps->c[j];
    }
    quick_acc q = acc_start(kind);
    bool ok = true;
    for (size_t k = 0; k < ps->count / 2; k++) {
        const double *n = ps->axis[k];
        double h = ps->half[k];
        double p0 = n[0] * ac[0], p1 = n[1] * ac[1], p2 = n[2] * ac[2];
        double frame = (p0 + p1) + p2, ma = ((fabs(p0) + fabs(p1)) + fabs(p2)) + h;
        double q0 = n[0] * d[0], q1 = n[1] * d[1], q2 = n[2] * d[2];
        double slope = (q0 + q1) + q2, mb = (fabs(q0) + fabs(q1)) + fabs(q2);
        double ba = 6 * u * ma + under, bb = 6 * u * mb + under;
        ok &= ma + mb <= 0x1p1000; /* finite: NaN fails */
        if (!(fabs(slope) > 2 * bb)) {
            if (!zero_slope(n, d))
                return QUICK_UNSURE;
            if (fabs(frame) - h > ba) /* outside the slab: a miss (for invalid input too) */
                return QUICK_MISS;
            if (!(fabs(frame) - h < -ba))
                return QUICK_UNSURE;
            continue;
        }
        double inv = 1 / slope, ai = fabs(inv);
        double t_plus = (h - frame) * inv, t_minus = (-h - frame) * inv;
        double near = t_plus < t_minus ? t_plus : t_minus,
               far = t_plus < t_minus ? t_minus : t_plus;
        size_t near_side = 2 * k + (slope > 0), far_side = 2 * k + (slope < 0);
        double grow = ai * (1 + 2 * bb * ai);
        double e_near = (fabs(near) * bb + ba) * grow + 4 * u * fabs(near);
        double e_far = (fabs(far) * bb + ba) * grow + 4 * u * fabs(far);
        double err = e_near > e_far ? e_near : e_far;
        q.worst = err > q.worst ? err : q.worst;
        bool better_e = near > q.e_t, better_x = far < q.x_t;
        double lost_e = better_e ? q.e_t : near, lost_x = better_x ? q.x_t : far;
        q.e_t2 = lost_e > q.e_t2 ? lost_e : q.e_t2;
        q.x_t2 = lost_x < q.x_t2 ? lost_x : q.x_t2;
        q.e_plane = better_e ? (ptrdiff_t)near_side : q.e_plane;
        q.x_plane = better_x ? (ptrdiff_t)far_side : q.x_plane;
        q.e_t = better_e ? near : q.e_t;
        q.x_t = better_x ? far : q.x_t;
    }
    return acc_verdict(&q, ok, unique, entry, exit);
}

/* The quick pass for either kind of set. */
ISECT_INLINE int quick_set(isect_lin_kind kind, const double *a, const double *b,
                           const plane_set *ps, bool unique, quick_end *entry, quick_end *exit) {
    return ps->planes ? quick_hull(kind, a, b, ps, unique, entry, exit)
                      : quick_box(kind, a, b, ps, unique, entry, exit);
}

/* ---- Exact signs ---------------------------------------------------------------------- */

/* The exact numbers of one evaluation: up to two planes with the component. */
enum { ARENA = 4096 };

/* True when every non-zero magnitude lies in [2^-200, 2^200]: degree-4 products of such
 * values and their error terms stay in the normal range, so expansions need no scaling. */
static bool in_window(const double *v, int n) {
    bool ok = true;
    for (int i = 0; i < n; i++) {
        double x = fabs(v[i]);
        ok &= (x == 0) | ((x >= 0x1p-200) & (x <= 0x1p200));
    }
    return ok;
}

/* ceil(x / 2) for any int x. */
static int ceil_half(int x) {
    return x >= 0 ? (x + 1) / 2 : -((-x) / 2);
}

/* alpha and s (beta for a line or ray, gamma for a segment) of the k planes idx[] of the
 * set, exactly, each times the same power of two (see the top). */
static void xp_values(isect_xp_arena *ar, const isect_lin *lin, const plane_set *ps,
                      const size_t *idx, int k, isect_xp *alpha, isect_xp *s) {
    const bool segment = lin->kind == ISECT_LIN_SEGMENT;
    double v[15], o[2];
    for (int j = 0; j < 3; j++) {
        v[j] = lin->a[j];
        v[3 + j] = lin->b[j];
        v[6 + j] = ps->c[j];
    }
    for (int q = 0; q < k; q++)
        plane_of(ps, idx[q], v + 9 + 3 * q, &o[q]);
    int nv = 9 + 3 * k;
    bool window = in_window(v, nv) && in_window(o, k);
    isect_xp_reset(ar, !window);
    int shift = 0;
    if (!window) {
        int sv = isect_xp_group_shift(v, nv), need = ceil_half(isect_xp_group_shift(o, k));
        shift = sv > need ? sv : need;
    }
    isect_exact_select(ar, shift);
    isect_xp xa[3], xb[3], n[2][3]; /* a - c; b - c for a segment, b for a ray or line */
    for (int j = 0; j < 3; j++) {
        xa[j] = isect_xp_diff(ar, v[j], v[6 + j]);
        xb[j] = segment ? isect_xp_diff(ar, v[3 + j], v[6 + j]) : isect_xp_of(ar, v[3 + j]);
    }
    for (int q = 0; q < k; q++)
        for (int j = 0; j < 3; j++)
            n[q][j] = isect_xp_of(ar, v[9 + 3 * q + j]);
    isect_exact_select(ar, 2 * shift);
    for (int q = 0; q < k; q++) {
        isect_xp xo = isect_xp_of(ar, o[q]);
        alpha[q] = isect_xp_sub(ar, isect_xp_dot3(ar, n[q], xa), xo);
        isect_xp nb = isect_xp_dot3(ar, n[q], xb);
        s[q] = segment ? isect_xp_sub(ar, nb, xo) : nb;
    }
}

/* sign(n . (b - a)) for a segment, exactly. */
ISECT_COLD static int exact_segment_slope(const isect_lin *lin, const plane_set *ps, size_t i) {
    ISECT_XP_ARENA(ar, ARENA);
    isect_xp alpha, gamma;
    xp_values(&ar, lin, ps, &i, 1, &alpha, &gamma);
    return isect_xp_sign(isect_xp_sub(&ar, gamma, alpha));
}

/* sign(alpha) (end 0) or sign(gamma) (end 1, a segment's) of plane i, exactly. */
ISECT_COLD static int exact_end_side(const isect_lin *lin, const plane_set *ps, size_t i, int end) {
    ISECT_XP_ARENA(ar, ARENA);
    isect_lin seg = *lin;
    seg.kind = ISECT_LIN_SEGMENT; /* s is then gamma = n . (b - c) - o */
    isect_xp alpha, gamma;
    xp_values(&ar, &seg, ps, &i, 1, &alpha, &gamma);
    return isect_xp_sign(end ? gamma : alpha);
}

/* sign(D_ij) = sign(alpha_j s_i - alpha_i s_j), exactly. */
ISECT_COLD static int exact_pair(const isect_lin *lin, const plane_set *ps, size_t i, size_t j) {
    ISECT_XP_ARENA(ar, ARENA);
    size_t idx[2] = {i, j};
    isect_xp alpha[2], s[2];
    xp_values(&ar, lin, ps, idx, 2, alpha, s);
    isect_xp D =
        isect_xp_sub(&ar, isect_xp_mul(&ar, alpha[1], s[0]), isect_xp_mul(&ar, alpha[0], s[1]));
    return isect_xp_sign(D);
}

/* The signs of one plane against the component: alpha, beta and (segment) gamma. */
typedef struct plane_signs {
    int sa, sb, sg;
} plane_signs;

/* n . (x - c) - o as a filtered value (degree 2; x - c a rounded difference, exact for a
 * hull's c = 0). */
static isect_fx fx_side(const double *n, const double *x, const double *c, double o) {
    return fx_sub(fx_add(fx_add(fx_mul(fx_in(n[0]), fx_diff(x[0], c[0])),
                                fx_mul(fx_in(n[1]), fx_diff(x[1], c[1]))),
                         fx_mul(fx_in(n[2]), fx_diff(x[2], c[2]))),
                  fx_in(o));
}

/* sign(n_i . (x - c) - o_i) for x the start (end 0) or a segment's end (end 1). */
static int end_side(const isect_lin *lin, const plane_set *ps, size_t i, int end) {
    double n[3], o;
    plane_of(ps, i, n, &o);
    const double *x = end ? lin->b : lin->a;
    if (!ps->based)
        return isect_sign_plane_side(n, x, o);
    isect_fx v = fx_side(n, x, ps->c, o);
    if (fx_certain_abs(v, 0x1p-1000, false))
        return fx_v(v) > 0 ? 1 : -1;
    return exact_end_side(lin, ps, i, end);
}

static plane_signs signs_of(const isect_lin *lin, const plane_set *ps, size_t i) {
    double n[3], o;
    plane_of(ps, i, n, &o);
    plane_signs r = {end_side(lin, ps, i, 0), 0, 0};
    if (lin->kind != ISECT_LIN_SEGMENT) {
        r.sb = isect_sign_plane_side(n, lin->b, 0);
        return r;
    }
    r.sg = end_side(lin, ps, i, 1);
    isect_fx beta = fx_add(fx_add(fx_mul(fx_in(n[0]), fx_diff(lin->b[0], lin->a[0])),
                                  fx_mul(fx_in(n[1]), fx_diff(lin->b[1], lin->a[1]))),
                           fx_mul(fx_in(n[2]), fx_diff(lin->b[2], lin->a[2])));
    if (fx_certain_abs(beta, 0x1p-1000, false))
        r.sb = fx_v(beta) > 0 ? 1 : -1;
    else
        r.sb = exact_segment_slope(lin, ps, i);
    return r;
}

/* sign(D_ij): the filter (degree 4; skipped when a leaf could underflow), then exact. */
static int pair_sign(const isect_lin *lin, const plane_set *ps, size_t i, size_t j) {
    double ni[3], nj[3], oi, oj;
    plane_of(ps, i, ni, &oi);
    plane_of(ps, j, nj, &oj);
    const bool segment = lin->kind == ISECT_LIN_SEGMENT;
    const double zero[3] = {0, 0, 0}, *c = ps->c;
    isect_fx ai = fx_side(ni, lin->a, c, oi), aj = fx_side(nj, lin->a, c, oj);
    isect_fx si = segment ? fx_side(ni, lin->b, c, oi) : fx_side(ni, lin->b, zero, 0);
    isect_fx sj = segment ? fx_side(nj, lin->b, c, oj) : fx_side(nj, lin->b, zero, 0);
    isect_fx D = fx_sub(fx_mul(aj, si), fx_mul(ai, sj));
    isect_fx leaves[17];
    for (int k = 0; k < 3; k++) {
        leaves[k] = fx_in(ni[k]);
        leaves[3 + k] = fx_in(nj[k]);
        leaves[6 + k] = fx_in(lin->a[k]);
        leaves[9 + k] = fx_in(lin->b[k]);
        leaves[12 + k] = fx_in(c[k]);
    }
    leaves[15] = fx_in(oi);
    leaves[16] = fx_in(oj);
    int sign;
    if (!fx_leaves_tiny(leaves, 17, 4) && fx_sign(D, &sign))
        return sign;
    return exact_pair(lin, ps, i, j);
}

/* ---- Exact Cyrus-Beck ----------------------------------------------------------------- */

/* A parameter value the method compares: plane `plane` (with its signs), an end of the
 * component's range (t = 0 or 1), or none (an unbounded end: -inf or +inf). */
enum { PLANE, END_ZERO, END_ONE, NONE };
typedef struct param {
    int kind;
    size_t plane;
    plane_signs s;
} param;

typedef struct hull_in {
    const isect_lin *lin;
    const plane_set *ps;
    size_t count;
} hull_in;

/* sign(t(p) - t(q)) for two finite parameters, exactly (derivation at the top). */
static int compare(const hull_in *h, const param *p, const param *q) {
    if (p->kind != PLANE && q->kind != PLANE)
        return (p->kind == END_ONE) - (q->kind == END_ONE);
    if (p->kind != PLANE)
        return -compare(h, q, p);
    int zp = -p->s.sa * p->s.sb; /* sign(t_p - 0) */
    if (q->kind == END_ZERO)
        return zp;
    if (q->kind == END_ONE)
        return -p->s.sg * p->s.sb;
    if (p->plane == q->plane)
        return 0;
    int zq = -q->s.sa * q->s.sb;
    if (zp != zq)
        return (zp > zq) - (zp < zq);
    if (zp == 0)
        return 0; /* both at t = 0 */
    return pair_sign(h->lin, h->ps, p->plane, q->plane) * p->s.sb * q->s.sb;
}

/* The exact solution: entry and exit (NONE for an unbounded end), sign(t_in - t_out) (a hit
 * iff <= 0), whether every parallel plane holds strictly, and whether the start (end) lies
 * in the open hull. */
typedef struct solution {
    param entry, exit;
    int order;
    bool parallel_inside, start_in, end_in;
} solution;

static solution solve(const hull_in *h) {
    const isect_lin *lin = h->lin;
    const bool segment = lin->kind == ISECT_LIN_SEGMENT;
    solution out;
    out.entry = (param){lin->kind == ISECT_LIN_LINE ? NONE : END_ZERO, 0, {0, 0, 0}};
    out.exit = (param){segment ? END_ONE : NONE, 0, {0, 0, 0}};
    out.order = 1;
    out.parallel_inside = true;
    out.start_in = lin->kind != ISECT_LIN_LINE;
    out.end_in = segment;
    for (size_t i = 0; i < h->count; i++) {
        param p = {PLANE, i, signs_of(lin, h->ps, i)};
        out.start_in &= p.s.sa < 0;
        out.end_in &= p.s.sg < 0;
        if (p.s.sb == 0) {
            if (p.s.sa > 0)
                return out; /* order 1: a miss */
            out.parallel_inside &= p.s.sa < 0;
            continue;
        }
        if (p.s.sb < 0) {
            if (out.entry.kind == NONE || compare(h, &p, &out.entry) > 0)
                out.entry = p;
        } else if (out.exit.kind == NONE || compare(h, &p, &out.exit) < 0) {
            out.exit = p;
        }
    }
    if (out.entry.kind == NONE || out.exit.kind == NONE)
        out.order = -1;
    else
        out.order = compare(h, &out.entry, &out.exit);
    return out;
}

/* ---- Construction --------------------------------------------------------------------- */

/* -alpha / beta of plane pl as m 2^e (m an ordinary number, or 0): double-double when
 * certified, else exact (see the top). */
static double plane_ratio(const isect_lin *lin, const plane_set *ps, size_t i, int *e) {
    double n[3], o;
    plane_of(ps, i, n, &o);
    const double *a = lin->a, *b = lin->b, *c = ps->c;
    *e = 0;
#if LDBL_MANT_DIG >= 64 && LDBL_MAX_EXP >= 16384
    {
        /* x87-style long double (64-bit mantissa, 15-bit exponent): products of doubles
         * neither overflow nor underflow, each operation errs by at most 2^-64 of its
         * result, so alpha (five roundings with the differences from the base) is within
         * 6 2^-64 m_a, beta (five with a segment's differences) within 6 2^-64 m_b; where
         * that is below 2^-56 of the value (u / 8), t = -alpha / beta rounded to double is
         * within u (1/2 + 1/4 + ...) of exact. */
        typedef long double ld;
        ld ac0 = (ld)a[0] - c[0], ac1 = (ld)a[1] - c[1], ac2 = (ld)a[2] - c[2];
        ld p0 = n[0] * ac0, p1 = n[1] * ac1, p2 = n[2] * ac2;
        ld alpha = ((p0 + p1) + p2) - o, ma = ((fabsl(p0) + fabsl(p1)) + fabsl(p2)) + fabsl((ld)o);
        ld d0 = b[0], d1 = b[1], d2 = b[2];
        if (lin->kind == ISECT_LIN_SEGMENT)
            d0 -= a[0], d1 -= a[1], d2 -= a[2];
        ld q0 = n[0] * d0, q1 = n[1] * d1, q2 = n[2] * d2;
        ld beta = (q0 + q1) + q2, mb = (fabsl(q0) + fabsl(q1)) + fabsl(q2);
        bool sure_a = ma == 0 || 6 * 0x1p-64L * ma < 0x1p-56L * fabsl(alpha);
        bool sure_b = 6 * 0x1p-64L * mb < 0x1p-56L * fabsl(beta);
        if (sure_a && sure_b) {
            if (ma == 0)
                return 0;
            ld q = -alpha / beta;
            if (fabsl(q) >= 0x1p-1000L && fabsl(q) <= 0x1p1000L)
                return (double)q; /* the usual case: no libm call */
            int k;
            q = frexpl(q, &k);
            *e = k;
            return (double)q;
        }
    }
#endif
    double v[10] = {n[0], n[1], n[2], o, a[0], a[1], a[2], b[0], b[1], b[2]};
    if (!ps->based && in_window(v, 10)) {
        isect_ddp alpha = isect_ddp_add(isect_ddp_det2(n[0], a[0], -n[1], a[1]),
                                        isect_ddp_det2(n[2], a[2], o, 1));
        isect_ddp beta;
        if (lin->kind == ISECT_LIN_SEGMENT)
            beta = isect_ddp_add(isect_ddp_add(isect_ddp_det2(n[0], b[0], n[0], a[0]),
                                               isect_ddp_det2(n[1], b[1], n[1], a[1])),
                                 isect_ddp_det2(n[2], b[2], n[2], a[2]));
        else
            beta = isect_ddp_add(isect_ddp_det2(n[0], b[0], -n[1], b[1]),
                                 isect_ddp_det2(n[2], b[2], 0, 0));
        double va, vb;
        if (isect_ddp_value(alpha, &va) && isect_ddp_value(beta, &vb) && vb != 0)
            return va == 0 ? 0 : -va / vb;
    }
    ISECT_XP_ARENA(ar, ARENA);
    isect_xp alpha, s;
    xp_values(&ar, lin, ps, &i, 1, &alpha, &s);
    isect_xp beta = lin->kind == ISECT_LIN_SEGMENT ? isect_xp_sub(&ar, s, alpha) : s;
    int ea, eb;
    double ma = isect_xp_approx(alpha, &ea), mb = isect_xp_approx(beta, &eb);
    if (ma == 0)
        return 0;
    int fa, fb;
    double qa = frexp(ma, &fa), qb = frexp(mb, &fb);
    *e = ea + fa - eb - fb;
    return -qa / qb;
}

/* The parameter of plane pl and the component's point there. t = m 2^e with m from
 * plane_ratio renormalised; where t is an ordinary number the point is a + t d (exact at
 * t == 0 and, for a segment, at t == 1), otherwise a_j + (m q_j) 2^(e + f_j) with
 * d_j = q_j 2^f_j, so that a tiny t against a huge d (or the reverse) keeps its digits. */
static void plane_point(const isect_lin *lin, const plane_set *ps, size_t i, double *t, double *x) {
    const bool segment = lin->kind == ISECT_LIN_SEGMENT;
    int e, k;
    double m = plane_ratio(lin, ps, i, &e);
    m = dv_frexp(m, &k);
    long E = (long)e + k;
    bool ordinary = m == 0 || (E >= -950 && E <= 950);
    *t = E > 2000 ? (m > 0 ? INFINITY : -INFINITY) : dv_scale(m, E < -2000 ? -2000 : (int)E);
    if (lin->kind != ISECT_LIN_LINE) /* the rounded ratio stays in the component's range */
        *t = *t < 0 ? 0 : (segment && *t > 1 ? 1 : *t);
    for (int j = 0; j < 3; j++) {
        double a = lin->a[j], b = lin->b[j];
        if (*t == 0 && m == 0) {
            x[j] = a;
        } else if (ordinary) {
            x[j] = segment ? (*t == 1 ? b : dv_lerp1(a, b, *t)) : dv_axpy1(a, *t, b);
        } else {
            double d = segment ? b - a : b;
            long half = 0;
            if (!isfinite(d)) { /* a segment's difference overflowed */
                d = 0.5 * b - 0.5 * a;
                half = 1;
            }
            if (d == 0) {
                x[j] = a;
                continue;
            }
            int f;
            double q = dv_frexp(d, &f);
            long s = E + f + half;
            x[j] = dv_add_scaled(a, m * q, s > 2100 ? 2100 : s < -2200 ? -2200 : (int)s);
        }
    }
}

/* The value of an end of the interval; `sign` is -1 for the entry, +1 for the exit (the
 * direction of an unbounded end). */
static void end_value(const hull_in *h, const param *p, int sign, double *t, double *x) {
    const isect_lin *lin = h->lin;
    if (p->kind == PLANE) {
        plane_point(lin, h->ps, p->plane, t, x);
        return;
    }
    if (p->kind == NONE) {
        *t = sign * INFINITY;
        for (int j = 0; j < 3; j++)
            x[j] = lin->b[j] == 0 ? lin->a[j] : (lin->b[j] * sign > 0 ? INFINITY : -INFINITY);
        return;
    }
    bool one = p->kind == END_ONE;
    *t = one ? 1 : 0;
    for (int j = 0; j < 3; j++)
        x[j] = one ? lin->b[j] : lin->a[j];
}

/* The normal at the finite parameter `at` by the rule of linear_hull.h: the lowest-index
 * plane through the point entered through, else lain in, else left through. */
static void normal_at(const hull_in *h, const param *at, double *normal) {
    ptrdiff_t best[3] = {-1, -1, -1}; /* entering, lying in, leaving */
    for (size_t k = 0; k < h->count && best[0] < 0; k++) {
        param p = {PLANE, k, signs_of(h->lin, h->ps, k)};
        int slot = p.s.sb < 0 ? 0 : (p.s.sb == 0 ? 1 : 2);
        if (best[slot] >= 0)
            continue;
        bool on = p.s.sb == 0 ? p.s.sa == 0 : compare(h, &p, at) == 0;
        if (on)
            best[slot] = (ptrdiff_t)k;
    }
    ptrdiff_t k = best[0] >= 0 ? best[0] : (best[1] >= 0 ? best[1] : best[2]);
    if (k < 0)
        return;
    double n[3], o;
    plane_of(h->ps, (size_t)k, n, &o);
    dv_normalize(3, n, normal);
}

/* A single-point component: the point in the closed hull or not. */
static void find_point(const hull_in *h, isect_lin_find *out) {
    const double *a = h->lin->a;
    bool inside = true;
    for (size_t i = 0; i < h->count; i++) {
        int s = end_side(h->lin, h->ps, i, 0);
        if (s > 0)
            return;
        inside &= s < 0;
    }
    out->hit = true;
    for (int j = 0; j < 3; j++)
        out->point[0][j] = out->point[1][j] = a[j];
    if (inside) {
        out->flags |= ISECT_STARTED_INSIDE | ISECT_ENDED_INSIDE;
        return;
    }
    out->count = 1;
    out->flags |= ISECT_TOUCHING;
    for (size_t k = 0; k < h->count; k++) {
        if (end_side(h->lin, h->ps, k, 0) == 0) {
            double n[3], o;
            plane_of(h->ps, k, n, &o);
            dv_normalize(3, n, out->normal);
            return;
        }
    }
}

/* The find when the quick path certified the hit with unique deciders. */
static void find_quick_hit(const hull_in *h, const quick_end *entry, const quick_end *exit,
                           isect_lin_find *out) {
    const isect_lin *lin = h->lin;
    out->hit = true;
    param pe = {entry->plane >= 0 ? PLANE : (lin->kind == ISECT_LIN_LINE ? NONE : END_ZERO),
                entry->plane >= 0 ? (size_t)entry->plane : 0,
                {0, 0, 0}};
    param px = {exit->plane >= 0 ? PLANE : (lin->kind == ISECT_LIN_SEGMENT ? END_ONE : NONE),
                exit->plane >= 0 ? (size_t)exit->plane : 0,
                {0, 0, 0}};
    end_value(h, &pe, -1, &out->t[0], out->point[0]);
    end_value(h, &px, 1, &out->t[1], out->point[1]);
    out->t[1] = out->t[1] < out->t[0] ? out->t[0] : out->t[1];
    if (pe.kind == END_ZERO)
        out->flags |= ISECT_STARTED_INSIDE;
    if (px.kind == END_ONE)
        out->flags |= ISECT_ENDED_INSIDE;
    if (pe.kind == PLANE) {
        double n[3], o;
        plane_of(h->ps, pe.plane, n, &o);
        dv_normalize(3, n, out->normal);
    }
    out->count = (pe.kind == PLANE) + (px.kind == PLANE);
}

/* lin and the hull are valid and the quick path has not decided (find3 ran it). */
static void find_lin_hull(const hull_in *h, isect_lin_find *out) {
    const isect_lin *lin = h->lin;
    isect_lin_find_clear(out, 0);
    if (isect_lin_is_point(lin)) {
        out->flags |= ISECT_DEGENERATE;
        find_point(h, out);
        return;
    }
    solution sol = solve(h);
    if (sol.order > 0)
        return;
    out->hit = true;
    /* one point (t_in == t_out): an end of the component if it is one */
    const param *first = sol.order == 0 && sol.exit.kind == END_ONE ? &sol.exit : &sol.entry;
    end_value(h, first, -1, &out->t[0], out->point[0]);
    if (sol.order < 0) {
        end_value(h, &sol.exit, 1, &out->t[1], out->point[1]);
        out->t[1] = out->t[1] < out->t[0] ? out->t[0] : out->t[1];
    } else {
        out->t[1] = out->t[0];
        for (int j = 0; j < 3; j++)
            out->point[1][j] = out->point[0][j];
    }
    bool interior = sol.order < 0 && sol.parallel_inside;
    if (sol.start_in)
        out->flags |= ISECT_STARTED_INSIDE;
    if (sol.end_in)
        out->flags |= ISECT_ENDED_INSIDE;
    if (!sol.start_in && first->kind != NONE)
        normal_at(h, first, out->normal);
    if (!interior) {
        out->flags |= ISECT_TOUCHING;
        out->count = sol.order == 0 ? 1 : ISECT_INFINITE;
    } else {
        bool entry_crosses =
            sol.entry.kind == PLANE || (sol.entry.kind == END_ZERO && !sol.start_in);
        bool exit_crosses = sol.exit.kind == PLANE || (sol.exit.kind == END_ONE && !sol.end_in);
        out->count = entry_crosses + exit_crosses;
    }
}

/* ---- Public wrappers ------------------------------------------------------------------ */

/* A hull this header accepts: planes given, each valid, and its vertices valid if given. */
static bool hull_ok(const isect_hull3 *hull) {
    if (!hull || hull->plane_count == 0 || !hull->planes)
        return false;
    if (hull->vert_count)
        return isect_valid_hull3(hull);
    for (size_t i = 0; i < hull->plane_count; i++)
        if (!isect_ok_plane3(&hull->planes[i]))
            return false;
    return true;
}

/* The sets are filled field by field, never by a zeroing initialiser: for a struct of this
 * size compilers emit `rep stos`, whose start-up costs as much as a quick test (see
 * base/lin_find.h). Only the fields a set's kind reads are written. */
static plane_set set_of_hull(const isect_hull3 *hull) {
    plane_set ps;
    ps.planes = hull->planes;
    ps.count = hull->plane_count;
    ps.based = false;
    ps.c[0] = ps.c[1] = ps.c[2] = 0;
    return ps;
}

/* An oriented box's sides (valid box). */
static plane_set set_of_obb3(const isect_obb3 *box) {
    plane_set ps;
    ps.planes = NULL;
    ps.count = 6;
    ps.based = true;
    dv_from3(ps.c, box->center);
    dv_from3(ps.half, box->half);
    for (int k = 0; k < 3; k++)
        dv_from3(ps.axis[k], box->axis[k]);
    return ps;
}

/* A rectangle's sides, lifted to z = 0: axis, perp(axis) (valid box). */
static plane_set set_of_obb2(const isect_obb2 *box) {
    plane_set ps;
    ps.planes = NULL;
    ps.count = 4;
    ps.based = true;
    dv_from2(ps.c, box->center);
    dv_from2(ps.half, box->half);
    double x = box->axis.x, y = box->axis.y;
    ps.axis[0][0] = x, ps.axis[0][1] = y, ps.axis[0][2] = 0;
    ps.axis[1][0] = 0 - y, ps.axis[1][1] = x, ps.axis[1][2] = 0;
    return ps;
}

/* A box with a zero half extent has no interior (ISECT_DEGENERATE, as for the AABBs). */
static bool set_flat(const plane_set *ps) {
    bool flat = false;
    for (size_t k = 0; !ps->planes && k < ps->count / 2; k++)
        flat |= ps->half[k] == 0;
    return flat;
}

/* The exact answer for valid input. */
ISECT_COLD static bool test_exact(const isect_lin *lin, const plane_set *ps) {
    hull_in h = {lin, ps, ps->count};
    if (isect_lin_is_point(lin)) {
        isect_lin_find f;
        isect_lin_find_clear(&f, 0);
        find_point(&h, &f);
        return f.hit;
    }
    return solve(&h).order <= 0;
}

/* The quick path (it certifies nothing for a non-finite component or invalid planes),
 * then the exact one after the component's check. The set is valid, or a hull's planes
 * only are unchecked (the quick path's checks, then set_valid). */
ISECT_INLINE bool test_set(const isect_lin *lin, const plane_set *ps, bool set_valid) {
    quick_end e, x;
    int q = quick_set(lin->kind, lin->a, lin->b, ps, false, &e, &x);
    if (q != QUICK_UNSURE)
        return q == QUICK_HIT;
    return set_valid && dv_finite2(lin->a, lin->b, 3) && test_exact(lin, ps);
}

ISECT_COLD static bool hull_ok_cold(const isect_hull3 *hull) {
    return hull_ok(hull);
}

ISECT_INLINE bool test_hull(isect_lin_kind kind, isect_vec3 a, isect_vec3 b,
                            const isect_hull3 *hull) {
    if (!hull || !hull->planes || hull->plane_count == 0)
        return false;
    if (hull->vert_count && !hull_ok_cold(hull))
        return false;
    isect_lin lin = isect_lin_make3(kind, a, b);
    plane_set ps = set_of_hull(hull);
    quick_end e, x;
    int q = quick_hull(kind, lin.a, lin.b, &ps, false, &e, &x);
    if (q != QUICK_UNSURE)
        return q == QUICK_HIT;
    return dv_finite2(lin.a, lin.b, 3) && hull_ok_cold(hull) && test_exact(&lin, &ps);
}

/* The find on a set: the quick path on the raw input first (a certified hit implies valid
 * input, see quick_hull), then, when `valid` (checked only now for a hull), the rest. */
static void find_set(const isect_lin *lin, const plane_set *ps, bool (*valid)(const void *),
                     const void *shape, isect_lin_find *f) {
    isect_lin_find_clear(f, ISECT_INVALID);
    hull_in h = {lin, ps, ps->count};
    int q = QUICK_UNSURE;
    quick_end qe, qx;
    if (!isect_lin_is_point(lin))
        q = quick_set(lin->kind, lin->a, lin->b, ps, true, &qe, &qx);
    if (q == QUICK_HIT) {
        isect_lin_find_clear(f, 0);
        find_quick_hit(&h, &qe, &qx, f);
    } else if (!valid || valid(shape)) {
        isect_lin_find_clear(f, 0);
        if (q != QUICK_MISS)
            find_lin_hull(&h, f);
    }
    if (!(f->flags & ISECT_INVALID) && set_flat(ps))
        f->flags |= ISECT_DEGENERATE;
}

static bool hull_valid(const void *hull) {
    return hull_ok(hull);
}

static isect_find_result3 find_hull(const isect_lin *lin, bool lin_ok, const isect_hull3 *hull) {
    isect_lin_find f;
    isect_lin_find_clear(&f, ISECT_INVALID);
    if (lin_ok && hull && hull->planes && hull->plane_count) {
        if (hull->vert_count && !hull_ok(hull))
            return isect_lin_find_out3(&f);
        plane_set ps = set_of_hull(hull);
        find_set(lin, &ps, hull_valid, hull, &f);
    }
    return isect_lin_find_out3(&f);
}

bool isect_test_line3_hull3(const isect_line3 *line, const isect_hull3 *hull) {
    return line && test_hull(ISECT_LIN_LINE, line->origin, line->dir, hull);
}

bool isect_test_ray3_hull3(const isect_ray3 *ray, const isect_hull3 *hull) {
    return ray && test_hull(ISECT_LIN_RAY, ray->origin, ray->dir, hull);
}

bool isect_test_seg3_hull3(const isect_seg3 *seg, const isect_hull3 *hull) {
    return seg && test_hull(ISECT_LIN_SEGMENT, seg->p0, seg->p1, hull);
}

isect_find_result3 isect_find_line3_hull3(const isect_line3 *line, const isect_hull3 *hull) {
    isect_lin lin;
    bool ok = isect_lin_of_line3(line, &lin);
    return find_hull(&lin, ok, hull);
}

isect_find_result3 isect_find_ray3_hull3(const isect_ray3 *ray, const isect_hull3 *hull) {
    isect_lin lin;
    bool ok = isect_lin_of_ray3(ray, &lin);
    return find_hull(&lin, ok, hull);
}

isect_find_result3 isect_find_seg3_hull3(const isect_seg3 *seg, const isect_hull3 *hull) {
    isect_lin lin;
    bool ok = isect_lin_of_seg3(seg, &lin);
    return find_hull(&lin, ok, hull);
}

/* ---- Oriented boxes ------------------------------------------------------------------- */

/* The box is checked first (isect_valid_obb3/2: finite, half extents >= 0, axes
 * orthonormal within ISECT_AXIS_TOLERANCE), then it is six (four) planes. */
ISECT_INLINE bool test_obb3(isect_lin_kind kind, isect_vec3 a, isect_vec3 b,
                            const isect_obb3 *box) {
    if (!isect_ok_obb3(box))
        return false;
    isect_lin lin = isect_lin_make3(kind, a, b);
    plane_set ps = set_of_obb3(box);
    return test_set(&lin, &ps, true);
}

ISECT_INLINE bool test_obb2(isect_lin_kind kind, isect_vec2 a, isect_vec2 b,
                            const isect_obb2 *box) {
    if (!isect_ok_obb2(box))
        return false;
    isect_lin lin = isect_lin_make2(kind, a, b);
    plane_set ps = set_of_obb2(box);
    return test_set(&lin, &ps, true);
}

static isect_find_result3 find_obb3(const isect_lin *lin, bool lin_ok, const isect_obb3 *box) {
    isect_lin_find f;
    isect_lin_find_clear(&f, ISECT_INVALID);
    if (lin_ok && isect_ok_obb3(box)) {
        plane_set ps = set_of_obb3(box);
        find_set(lin, &ps, NULL, NULL, &f);
    }
    return isect_lin_find_out3(&f);
}

static isect_find_result2 find_obb2(const isect_lin *lin, bool lin_ok, const isect_obb2 *box) {
    isect_lin_find f;
    isect_lin_find_clear(&f, ISECT_INVALID);
    if (lin_ok && isect_ok_obb2(box)) {
        plane_set ps = set_of_obb2(box);
        find_set(lin, &ps, NULL, NULL, &f);
    }
    return isect_lin_find_out2(&f);
}

bool isect_test_line3_obb3(const isect_line3 *line, const isect_obb3 *box) {
    return line && test_obb3(ISECT_LIN_LINE, line->origin, line->dir, box);
}

bool isect_test_ray3_obb3(const isect_ray3 *ray, const isect_obb3 *box) {
    return ray && test_obb3(ISECT_LIN_RAY, ray->origin, ray->dir, box);
}

bool isect_test_seg3_obb3(const isect_seg3 *seg, const isect_obb3 *box) {
    return seg && test_obb3(ISECT_LIN_SEGMENT, seg->p0, seg->p1, box);
}

isect_find_result3 isect_find_line3_obb3(const isect_line3 *line, const isect_obb3 *box) {
    isect_lin lin;
    bool ok = isect_lin_of_line3(line, &lin);
    return find_obb3(&lin, ok, box);
}

isect_find_result3 isect_find_ray3_obb3(const isect_ray3 *ray, const isect_obb3 *box) {
    isect_lin lin;
    bool ok = isect_lin_of_ray3(ray, &lin);
    return find_obb3(&lin, ok, box);
}

isect_find_result3 isect_find_seg3_obb3(const isect_seg3 *seg, const isect_obb3 *box) {
    isect_lin lin;
    bool ok = isect_lin_of_seg3(seg, &lin);
    return find_obb3(&lin, ok, box);
}

bool isect_test_line2_obb2(const isect_line2 *line, const isect_obb2 *box) {
    return line && test_obb2(ISECT_LIN_LINE, line->origin, line->dir, box);
}

bool isect_test_ray2_obb2(const isect_ray2 *ray, const isect_obb2 *box) {
    return ray && test_obb2(ISECT_LIN_RAY, ray->origin, ray->dir, box);
}

bool isect_test_seg2_obb2(const isect_seg2 *seg, const isect_obb2 *box) {
    return seg && test_obb2(ISECT_LIN_SEGMENT, seg->p0, seg->p1, box);
}

isect_find_result2 isect_find_line2_obb2(const isect_line2 *line, const isect_obb2 *box) {
    isect_lin lin;
    bool ok = isect_lin_of_line2(line, &lin);
    return find_obb2(&lin, ok, box);
}

isect_find_result2 isect_find_ray2_obb2(const isect_ray2 *ray, const isect_obb2 *box) {
    isect_lin lin;
    bool ok = isect_lin_of_ray2(ray, &lin);
    return find_obb2(&lin, ok, box);
}

isect_find_result2 isect_find_seg2_obb2(const isect_seg2 *seg, const isect_obb2 *box) {
    isect_lin lin;
    bool ok = isect_lin_of_seg2(seg, &lin);
    return find_obb2(&lin, ok, box);
}
