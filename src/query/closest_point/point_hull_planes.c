/* The point of a convex polyhedron given by its planes closest to a point (RTCD 5.1.7 by
 * the half-spaces), every choice exact.
 *
 * Derivation. The set is H = { x : n_i . x <= o_i, i < m }; its point closest to p is
 * the unique minimiser of |x - p|^2 over H. H is cut out by linear constraints, so the
 * optimality (KKT) conditions are necessary and sufficient without any qualification:
 * x is the answer exactly when x is in H and p - x = sum_i lambda_i n_i with every
 * lambda_i >= 0 and lambda_i = 0 for the planes x is not on. By Caratheodory's theorem
 * the sum can be kept to planes with linearly independent normals, so some set S of 1
 * to 3 such planes (p outside H) gives
 *   x = the projection of p onto the intersection of S's planes,
 *   lambda_a >= 0 for a in S,  n_j . x <= o_j for every j.
 * A set S that passes these tests is a certificate: x is the answer. For a given S the
 * tests are signs of polynomials in the inputs (hull_planes_num.h, r_a = n_a . p - o_a,
 * g_ab = n_a . n_b):
 *   |S| = 1: lambda ~ r_0;  side of j ~ r_j g00 - r_0 g_j0                   (degree 4)
 *   |S| = 2: independent ~ det = g00 g11 - g01^2 > 0, lambda_0 ~ g11 r_0 - g01 r_1,
 *            lambda_1 ~ g00 r_1 - g01 r_0;  side of j ~ r_j det - lambda.(g_j0, g_j1)
 *                                                                            (degree 6)
 *   |S| = 3: det = [n_0, n_1, n_2] != 0, x = X / det (Cramer); lambda_a ~
 *            det (p . m_a) - X . m_a, m_a the cross product of the other two normals;
 *            side of j ~ (n_j . X - o_j det) det                             (degree 6)
 * each decided by a floating-point filter with an exact fallback (expansions, or
 * integers when the inputs span too wide a range; exact/expansion.h).
 *
 * Which S. A floating-point dual active-set loop (Goldfarb and Idnani, "A numerically
 * stable dual method for solving strictly convex quadratic programs", 1983) starts at p
 * and adds the most violated plane, dropping a plane whose multiplier would turn
 * negative; its final active set is the proposal. The exact tests then take over
 * (a cutting-plane loop): S becomes the exact answer for its own planes (the first of
 * its subsets, by size then index, that passes the tests against them), and while S's
 * projection x_S is outside some plane j, S becomes the exact answer for the planes of
 * W = S + {j} alone (at most four, so at most 14 subsets to try). The exact distance
 * rises strictly each round (x_S, the best point for S's planes, violates j), so no W
 * comes back and the loop ends: with a certificate for the whole hull, or with a W
 * whose planes have no common point (then H is empty). When rounding has not misled
 * the proposal, one round with O(m) filtered signs certifies it.
 *
 * The answer does not depend on which certificate was found: the projection is unique,
 * and the planes reported are the ones x lies on (side 0, exact), the lowest-index ones
 * with independent normals. The point and the distance are ratios, each numerator and
 * denominator evaluated in double-double (exactly when it cancels too far):
 *   |S| = 1: x = p - (r_0 / g00) n_0,          dist^2 = r_0^2 / g00;
 *   |S| = 2: x = p - (l_0 n_0 + l_1 n_1) / det, dist^2 = (l_0 r_0 + l_1 r_1) / det;
 *   |S| = 3: x = X / det,                      dist^2 = |p det - X|^2 / det^2.
 *
 * Scaling. A plane (n, o) is the plane (2^f n, 2^f o), and every sign above is unchanged
 * by that and by scaling p and every o together by 2^b (each polynomial is homogeneous
 * in each plane's pair and in the lengths). So each normal is brought to a largest
 * component in [0.5, 1) and the lengths to at most 1, when that is exact; then the
 * filter's leaves are in range and the exact path can use expansions. */
#include <math.h>
#include <stdbool.h>
#include <stddef.h>
#include <string.h>

#include "isect/closest_point.h"

#include "base/combination.h"
#include "base/vec.h"
#include "exact/dd.h"
#include "exact/expansion.h"
#include "exact/filter.h"
#include "exact/integer.h"
#include "exact/number.h"
#include "exact/scale.h"
#include "query/closest_point/point_hull_planes.h"

/* ---- The inputs ---------------------------------------------------------------------- */

typedef struct hp_input {
    const isect_plane3 *part[3]; /* the planes: part[0], then part[1], then part[2] */
    size_t part_count[3];
    size_t count;  /* the sum of part_count */
    double p[3];   /* the query point, scaled by 2^len_exp when prepared */
    int len_exp;   /* lengths (p, x, offsets over normals) times 2^len_exp */
    bool prepared; /* every plane normalised and the lengths scaled, exactly */
    double r;      /* a ball's radius (isect_hull_planes_ball_sign), scaled with p; else 0 */
} hp_input;

/* x 2^e, and whether that is exact (no overflow, no bits lost below the normal range). */
static bool scaled_exactly(double x, int e, double *out) {
    *out = dv_scale(x, e);
    return isfinite(*out) && dv_scale(*out, -e) == x && ((*out != 0) == (x != 0));
}

/* Plane i's normal scaled to a largest component in [0.5, 1), the offset with it. */
static bool plane_normalised(const isect_plane3 *pl, double *n, double *o) {
    double raw[3];
    dv_from3(raw, pl->normal);
    int f = dv_unit_exp(3, raw);
    bool exact = scaled_exactly((double)pl->offset, f, o);
    for (int i = 0; i < 3; i++)
        exact &= scaled_exactly(raw[i], f, &n[i]);
    return exact;
}

/* Plane i of the concatenated parts, read in place (no copy). */
static const isect_plane3 *plane_ref(const hp_input *in, size_t i) {
    if (i < in->part_count[0])
        return &in->part[0][i];
    i -= in->part_count[0];
    return i < in->part_count[1] ? &in->part[1][i] : &in->part[2][i - in->part_count[1]];
}

/* Plane i as the algorithm reads it: normalised and with the lengths scaled when the
 * input is prepared (input_prepare has checked that this is exact), else as given. */
static void plane_at(const hp_input *in, size_t i, double *n, double *o) {
    const isect_plane3 *pl = plane_ref(in, i);
    dv_from3(n, pl->normal);
    *o = (double)pl->offset;
    if (!in->prepared)
        return;
    int f = dv_unit_exp(3, n);
    for (int j = 0; j < 3; j++)
        n[j] = dv_scale(n[j], f);
    *o = dv_scale(*o, f + in->len_exp);
}

/* Decides the scaling (see the derivation): prepared when every plane normalises exactly
 * and p and the offsets scale by one power of two exactly. */
static void input_prepare(hp_input *in) {
    in->len_exp = 0;
    in->prepared = false;
    double top = dv_max_abs(3, in->p);
    top = in->r > top ? in->r : top;
    for (size_t i = 0; i < in->count; i++) {
        double n[3], o;
        if (!plane_normalised(plane_ref(in, i), n, &o))
            return;
        top = fabs(o) > top ? fabs(o) : top;
    }
    int b = dv_unit_exp(1, &top);
    double q[3], r;
    for (int k = 0; k < 3; k++)
        if (!scaled_exactly(in->p[k], b, &q[k]))
            return;
    if (!scaled_exactly(in->r, b, &r))
        return;
    for (size_t i = 0; b < 0 && i < in->count; i++) { /* scaling up loses nothing */
        double n[3], o, so;
        plane_normalised(plane_ref(in, i), n, &o);
        if (!scaled_exactly(o, b, &so))
            return;
    }
    memcpy(in->p, q, sizeof q);
    in->r = r;
    in->len_exp = b;
    in->prepared = true;
}

/* ---- Filtered doubles ---------------------------------------------------------------- */

#define NUM isect_fx
#define CTX isect_fx_ctx
#define ADD(c, x, y) ((void)(c), fx_add(x, y))
#define SUB(c, x, y) ((void)(c), fx_sub(x, y))
#define MUL(c, x, y) ((void)(c), fx_mul(x, y))
#define SIGN(c, x) fx_sign_or_unsure(c, x)
#define HP_NAME(name) fx_##name
#define HP_SIGNS
#include "query/closest_point/hull_planes_num.h"
#undef NUM
#undef CTX
#undef ADD
#undef SUB
#undef MUL
#undef SIGN
#undef HP_NAME
#undef DOT3
#undef HP_SIGNS
#undef HP_RATIOS

/* ---- Exact numbers ------------------------------------------------------------------- */

#define NUM isect_xp
#define CTX isect_xp_arena
#define ADD(c, x, y) isect_xp_add(c, x, y)
#define SUB(c, x, y) isect_xp_sub(c, x, y)
#define MUL(c, x, y) isect_xp_mul(c, x, y)
#define SIGN(c, x) ((void)(c), isect_xp_sign(x))
#define HP_NAME(name) xp_##name
#define DOT3(c, u, v) isect_xp_dot3(c, u, v)
#define HP_SIGNS
#define HP_RATIOS
#include "query/closest_point/hull_planes_num.h"
#undef NUM
#undef CTX
#undef ADD
#undef SUB
#undef MUL
#undef SIGN
#undef HP_NAME
#undef DOT3
#undef HP_SIGNS
#undef HP_RATIOS

/* The arena of one exact evaluation. The widest inputs give integers of 66 limbs (a
 * normal's or p's coordinate times 2^s, s <= 1074) and 99 (an offset times 2^2s); the
 * deepest evaluation (a side or the ratios of three planes) then peaks near 13,400 of the
 * 32,768 limbs below (measured on inputs whose exponents span the whole double range),
 * and expansions stay far smaller, so the arena never runs out. */
#define HP_ARENA 16384

/* The exact leaves of p and of the planes idx[0..k-1] (k <= 4), and of the radius R (a
 * length like p) when rr is not NULL. Expansions when every non-zero value lies in
 * [2^-80, 2^120): a product of eight keeps its finest bit above 2^-1074 and stays far
 * below overflow. Otherwise integers: the normals, p and R times 2^s, the offsets times
 * 2^(2 s) (with n, p and R of weight 1 and o of weight 2 every polynomial here is
 * homogeneous, so it is multiplied by a power of two). Returns s: a length built from
 * the leaves is the prepared input's times 2^s. */
static int xp_load_r(isect_xp_arena *a, const hp_input *in, const size_t *idx, int k, xp_plane *pl,
                     isect_xp *p, isect_xp *rr) {
    double np[16], o[4];
    memcpy(np, in->p, 3 * sizeof *np);
    for (int i = 0; i < k; i++)
        plane_at(in, idx[i], np + 3 + 3 * i, &o[i]);
    int nnp = 3 + 3 * k;
    if (rr)
        np[nnp++] = in->r;
    bool window = true;
    for (int i = 0; i < nnp + k; i++) {
        double x = fabs(i < nnp ? np[i] : o[i - nnp]);
        window &= (x == 0) | ((x >= 0x1p-80) & (x < 0x1p120));
    }
    isect_xp_reset(a, !window);
    int s = 0;
    if (!window) {
        int s_np = isect_xp_group_shift(np, nnp), s_o = isect_xp_group_shift(o, k);
        s = s_np > 0 ? s_np : 0;
        s = s_o > 2 * s ? (s_o + 1) / 2 : s;
    }
    isect_exact_select(a, s);
    for (int j = 0; j < 3; j++)
        p[j] = isect_xp_of(a, np[j]);
    for (int i = 0; i < k; i++)
        for (int j = 0; j < 3; j++)
            pl[i].n[j] = isect_xp_of(a, np[3 + 3 * i + j]);
    if (rr)
        *rr = isect_xp_of(a, in->r);
    isect_exact_select(a, 2 * s);
    for (int i = 0; i < k; i++)
        pl[i].o = isect_xp_of(a, o[i]);
    return s;
}

static int xp_load(isect_xp_arena *a, const hp_input *in, const size_t *idx, int k, xp_plane *pl,
                   isect_xp *p) {
    return xp_load_r(a, in, idx, k, pl, p, NULL);
}

/* The exact set S (k planes) with p, set up. */
static int xp_set_of(isect_xp_arena *a, const hp_input *in, const size_t *S, int k, xp_set *s) {
    s->k = k;
    int unit = xp_load(a, in, S, k, s->s, s->p);
    xp_setup(a, s);
    return unit;
}

/* The signs of S's determinant (k 2, 3; 1 for k 1) and of its multipliers, exactly. */
static void exact_set_signs(const hp_input *in, const size_t *S, int k, int *det, int *lam) {
    ISECT_XP_ARENA(arena, HP_ARENA);
    xp_set s;
    xp_set_of(&arena, in, S, k, &s);
    *det = k == 1 ? 1 : isect_xp_sign(s.det);
    for (int a = 0; a < k; a++)
        lam[a] = isect_xp_sign(s.lam[a]);
}

/* The side of plane j at the projection onto S's planes (sign of n_j . x - o_j). */
static int exact_side(const hp_input *in, const size_t *S, int k, size_t j) {
    ISECT_XP_ARENA(arena, HP_ARENA);
    size_t idx[4] = {S[0], k > 1 ? S[1] : 0, k > 2 ? S[2] : 0, 0};
    idx[k] = j;
    xp_set s;
    s.k = k;
    xp_plane pl[4];
    xp_load(&arena, in, idx, k + 1, pl, s.p);
    memcpy(s.s, pl, (size_t)k * sizeof *pl);
    xp_setup(&arena, &s);
    int side = isect_xp_sign(xp_side(&arena, &s, &pl[k]));
    return k == 3 ? side * isect_xp_sign(s.det) : side;
}

/* Whether plane j's normal is independent of the kept planes' (k of them, independent). */
static bool exact_independent(const hp_input *in, const size_t *kept, int k, size_t j) {
    ISECT_XP_ARENA(arena, HP_ARENA);
    size_t idx[3] = {k > 0 ? kept[0] : 0, k > 1 ? kept[1] : 0, 0};
    idx[k] = j;
    xp_plane pl[3];
    isect_xp p[3];
    xp_load(&arena, in, idx, k + 1, pl, p);
    isect_xp u[2][3];
    for (int i = 0; i < k; i++)
        memcpy(u[i], pl[i].n, sizeof u[i]);
    return xp_independent(&arena, (const isect_xp(*)[3])u, k, pl[k].n);
}

/* The side of plane j at p itself: sign(n_j . p - o_j). */
static int exact_side_of_p(const hp_input *in, size_t j) {
    ISECT_XP_ARENA(arena, HP_ARENA);
    xp_plane pl;
    isect_xp p[3];
    xp_load(&arena, in, &j, 1, &pl, p);
    return isect_xp_sign(xp_residual(&arena, &pl, p));
}

/* x / y 2^e, each of x and y exact, without overflow on the way (0 when x is). */
static double xp_ratio(isect_xp x, isect_xp y, int e) {
    int ex, ey, kx, ky;
    double mx = frexp(isect_xp_approx(x, &ex), &kx), my = frexp(isect_xp_approx(y, &ey), &ky);
    return mx == 0 ? 0 : dv_scale(mx / my, ex + kx - ey - ky + e);
}

/* The projection x of p onto S's planes and |p - x|^2, each the ratio of an exact
 * numerator and denominator, each rounded to about an ulp (see the derivation), in the input's
 * units. */
static void exact_answer(const hp_input *in, const size_t *S, int k, double *x, double *dist_sq) {
    ISECT_XP_ARENA(arena, HP_ARENA);
    xp_set s;
    int unit = xp_set_of(&arena, in, S, k, &s) + in->len_exp;
    isect_xp num[4], den[2];
    xp_ratios(&arena, &s, num, den);
    for (int i = 0; i < 3; i++)
        x[i] = xp_ratio(num[i], den[0], -unit);
    *dist_sq = xp_ratio(num[3], den[1], -2 * unit);
}

/* ---- Double-double ------------------------------------------------------------------ */

/* A double-double with its permanent (as in filter.h: the same expression on absolute
 * values, every subtraction an addition): each operation's error is a few u^2 of its
 * operands' permanents (exact/dd.h), so after the thirty or so operations on any path
 * the error is below 2^-96 of the permanent. */
typedef struct dd_num {
    isect_dd v;
    double m;
} dd_num;

static dd_num dd_num_add(dd_num x, dd_num y) {
    return (dd_num){isect_dd_add(x.v, y.v), x.m + y.m};
}

static dd_num dd_num_sub(dd_num x, dd_num y) {
    return (dd_num){isect_dd_add(x.v, (isect_dd){-y.v.hi, -y.v.lo}), x.m + y.m};
}

static dd_num dd_num_mul(dd_num x, dd_num y) {
    return (dd_num){isect_dd_mul(x.v, y.v), x.m * y.m};
}

#define NUM dd_num
#define CTX int
#define ADD(c, x, y) ((void)(c), dd_num_add(x, y))
#define SUB(c, x, y) ((void)(c), dd_num_sub(x, y))
#define MUL(c, x, y) ((void)(c), dd_num_mul(x, y))
#define HP_NAME(name) dd_##name
#define HP_RATIOS
#include "query/closest_point/hull_planes_num.h"
#undef NUM
#undef CTX
#undef ADD
#undef SUB
#undef MUL
#undef HP_NAME
#undef DOT3
#undef HP_SIGNS
#undef HP_RATIOS

/* A ratio's numerator or denominator is trusted when it is at least 2^-40 of its
 * permanent, so that its error (below 2^-96 of the permanent) is below 2^-56 of it, an
 * eighth of a unit in its last place, and when it is far from underflow. */
static bool dd_trusted(dd_num x) {
    return fabs(x.v.hi) >= 0x1p-40 * x.m && fabs(x.v.hi) >= 0x1p-800;
}

/* The answer as exact_answer gives it, from double-doubles: num / den, each within an
 * eighth of a unit in its last place, hi + lo rounded and the quotient rounded, so the
 * result is within 1.5 units in the last place of the exact ratio; false when a
 * numerator or a denominator cancels too far (or a leaf is too small for the filter's
 * range), and exact_answer decides. A numerator that is exactly 0 (every term 0) is
 * trusted too. */
/* The double-double set S (k planes) with p, set up; false when a leaf is too small for
 * the double-doubles' range (below 2^-118). */
static bool dd_set_of(const hp_input *in, const size_t *S, int k, dd_set *s) {
    s->k = k;
    bool ok = true;
    for (int j = 0; j < 3; j++) {
        s->p[j] = (dd_num){{in->p[j], 0}, fabs(in->p[j])};
        ok &= in->p[j] == 0 || fabs(in->p[j]) >= 0x1p-118;
    }
    for (int a = 0; a < k; a++) {
        double v[4];
        plane_at(in, S[a], v, &v[3]);
        for (int j = 0; j < 4; j++) {
            dd_num leaf = {{v[j], 0}, fabs(v[j])};
            ok &= v[j] == 0 || fabs(v[j]) >= 0x1p-118;
            if (j < 3)
                s->s[a].n[j] = leaf;
            else
                s->s[a].o = leaf;
        }
    }
    if (!ok)
        return false;
    int c = 0;
    dd_setup(&c, s);
    return true;
}

static bool dd_answer(const hp_input *in, const size_t *S, int k, double *x, double *dist_sq) {
    dd_set s;
    if (!dd_set_of(in, S, k, &s))
        return false;
    int c = 0;
    bool ok = true;
    dd_num num[4], den[2];
    dd_ratios(&c, &s, num, den);
    for (int i = 0; i < 4; i++)
        ok &= dd_trusted(num[i]) | (num[i].m == 0);
    ok = ok && dd_trusted(den[0]) && dd_trusted(den[1]);
    if (!ok)
        return false;
    int unit = in->len_exp;
    for (int i = 0; i < 3; i++)
        x[i] = dv_scale((num[i].v.hi + num[i].v.lo) / (den[0].v.hi + den[0].v.lo), -unit) + 0.0;
    *dist_sq = dv_scale((num[3].v.hi + num[3].v.lo) / (den[1].v.hi + den[1].v.lo), -2 * unit);
    return isfinite(x[0]) & isfinite(x[1]) & isfinite(x[2]) & isfinite(*dist_sq);
}

/* ---- Filtered doubles, with the exact numbers behind them ---------------------------- */

/* The filter's leaves of plane i; false when a leaf is so small that a product of six
 * could underflow (then the exact numbers decide). */
static bool fx_plane_at(const hp_input *in, size_t i, fx_plane *out) {
    double v[4];
    plane_at(in, i, v, &v[3]);
    bool ok = true;
    for (int j = 0; j < 4; j++) {
        isect_fx leaf = fx_in(v[j]);
        ok &= v[j] == 0 || fabs(v[j]) >= 0x1p-118;
        if (j < 3)
            out->n[j] = leaf;
        else
            out->o = leaf;
    }
    return ok;
}

static bool fx_point(const hp_input *in, isect_fx *p) {
    bool ok = true;
    for (int j = 0; j < 3; j++) {
        p[j] = fx_in(in->p[j]);
        ok &= in->p[j] == 0 || fabs(in->p[j]) >= 0x1p-118;
    }
    return ok;
}

/* sign(n_j . p - o_j): is p outside plane j? */
static int side_of_p(const hp_input *in, size_t j) {
    fx_plane pl;
    isect_fx p[3];
    bool leaves_ok = fx_plane_at(in, j, &pl);
    leaves_ok &= fx_point(in, p);
    if (leaves_ok) {
        isect_fx_ctx c = {false};
        int sign = fx_sign_or_unsure(&c, fx_residual(&c, &pl, p));
        if (!c.unsure)
            return sign;
    }
    return exact_side_of_p(in, j);
}

/* The planes the answer lies on, the lowest-index ones with independent normals. */
typedef struct hp_kept {
    size_t idx[3];
    int count;
} hp_kept;

/* Walks plane j (with x on it) into the kept planes if its normal is independent. */
static void keep_if_independent(const hp_input *in, hp_kept *kept, size_t j) {
    if (kept->count == 3)
        return;
    isect_fx u[2][3];
    fx_plane pl, tmp;
    bool ok = fx_plane_at(in, j, &pl);
    for (int i = 0; i < kept->count && i < 2; i++) {
        ok &= fx_plane_at(in, kept->idx[i], &tmp);
        memcpy(u[i], tmp.n, sizeof u[i]);
    }
    bool independent;
    isect_fx_ctx c = {false};
    if (ok) {
        independent = fx_independent(&c, (const isect_fx(*)[3])u, kept->count, pl.n);
        ok = !c.unsure;
    }
    if (!ok)
        independent = exact_independent(in, kept->idx, kept->count, j);
    if (independent)
        kept->idx[kept->count++] = j;
}

/* A set S of planes under test, with its filtered setup when the filter could take it. */
typedef struct hp_check {
    const hp_input *in;
    const size_t *S;
    int k;
    int det; /* sign of S's determinant (1 for k 1) */
    bool filtered;
    fx_set s;
} hp_check;

/* Sets up S (k planes, increasing indices); false unless its normals are independent and
 * its multipliers >= 0. */
static bool check_set(const hp_input *in, const size_t *S, int k, hp_check *ck) {
    ck->in = in;
    ck->S = S;
    ck->k = k;
    ck->s.k = k;
    bool ok = fx_point(in, ck->s.p);
    for (int a = 0; a < k; a++)
        ok &= fx_plane_at(in, S[a], &ck->s.s[a]);
    isect_fx_ctx c = {false};
    int lam[3] = {0, 0, 0};
    ck->det = 1;
    if (ok) {
        fx_setup(&c, &ck->s);
        ck->det = k == 1 ? 1 : fx_sign_or_unsure(&c, ck->s.det);
        for (int a = 0; a < k; a++)
            lam[a] = fx_sign_or_unsure(&c, ck->s.lam[a]);
    }
    ck->filtered = ok && !c.unsure;
    if (!ck->filtered)
        exact_set_signs(in, S, k, &ck->det, lam);
    bool dual = ck->det != 0; /* dependent normals: not a set of the derivation */
    for (int a = 0; a < k; a++)
        dual &= lam[a] >= 0;
    return dual;
}

/* The side of plane j at S's projection (0 for S's own planes). */
static int check_side(const hp_check *ck, size_t j) {
    for (int a = 0; a < ck->k; a++)
        if (ck->S[a] == j)
            return 0;
    fx_plane pl;
    isect_fx_ctx c = {false};
    if (ck->filtered && fx_plane_at(ck->in, j, &pl)) {
        int side = fx_sign_or_unsure(&c, fx_side(&c, &ck->s, &pl)) * (ck->k == 3 ? ck->det : 1);
        if (!c.unsure)
            return side;
    }
    return exact_side(ck->in, ck->S, ck->k, j);
}

/* Whether S is a certificate for the whole hull (S's projection on the inner side of
 * every plane); if so the planes it lies on are walked into *kept, else *violated is
 * the first plane it is outside of. S must pass check_set. */
static bool certify_all(const hp_input *in, const size_t *S, int k, hp_kept *kept,
                        size_t *violated) {
    hp_check ck;
    check_set(in, S, k, &ck);
    kept->count = 0;
    for (size_t j = 0; j < in->count; j++) {
        int side = check_side(&ck, j);
        if (side > 0) {
            *violated = j;
            return false;
        }
        if (side == 0)
            keep_if_independent(in, kept, j);
    }
    return true;
}

/* The closest point's set for the planes W[0..w-1] alone (w <= 4, increasing): the
 * first S by size, then by index, that passes check_set and has its projection inside
 * every plane of W. Returns its size (0: p is inside all of W), or -1 when the planes of
 * W have no common point (then neither has the hull). */
static int solve_within(const hp_input *in, const size_t *W, int w, size_t *S) {
    bool inside = true;
    for (int i = 0; i < w && inside; i++)
        inside = side_of_p(in, W[i]) <= 0;
    if (inside)
        return 0;
    for (int k = 1; k <= 3 && k <= w; k++) {
        int pick[3] = {0, 1, 2}; /* positions in W, increasing */
        for (;;) {
            for (int a = 0; a < k; a++)
                S[a] = W[pick[a]];
            hp_check ck;
            bool ok = check_set(in, S, k, &ck);
            for (int i = 0; i < w && ok; i++)
                ok = check_side(&ck, W[i]) <= 0;
            if (ok)
                return k;
            if (!isect_next_combination(pick, k, w))
                break;
        }
    }
    return -1;
}

/* ---- The proposal -------------------------------------------------------------------- */

/* Solves the k x k system G y = b (k <= 3) by Gaussian elimination with partial
 * pivoting; false when a pivot vanishes. */
static bool solve_small(int k, double G[3][3], double *b, double *y) {
    int row[3] = {0, 1, 2};
    for (int col = 0; col < k; col++) {
        int best = col;
        for (int i = col + 1; i < k; i++)
            best = fabs(G[row[i]][col]) > fabs(G[row[best]][col]) ? i : best;
        int t = row[col];
        row[col] = row[best];
        row[best] = t;
        double pivot = G[row[col]][col];
        if (!(fabs(pivot) > 0))
            return false;
        for (int i = col + 1; i < k; i++) {
            double f = G[row[i]][col] / pivot;
            for (int j = col; j < k; j++)
                G[row[i]][j] -= f * G[row[col]][j];
            b[row[i]] -= f * b[row[col]];
        }
    }
    for (int col = k - 1; col >= 0; col--) {
        double v = b[row[col]];
        for (int j = col + 1; j < k; j++)
            v -= G[row[col]][j] * y[j];
        y[col] = v / G[row[col]][col];
    }
    return true;
}

/* The dual active-set loop of Goldfarb and Idnani in double, for min |x - p|^2 subject
 * to n_i . x <= o_i: x = p - sum_A u_a n_a over the active set A. A violated plane q
 * enters with u_q = t: the step direction is z = n_q minus its projection onto the
 * active normals (the active multipliers change by -t G^-1 N_A n_q); t stops at the
 * full step (q's violation gone) or where an active multiplier reaches 0 (that plane
 * leaves). Returns the final active set's size (its planes in S, increasing), or 0 when
 * the loop finds none (p feasible in double, H empty as far as double can tell, or the
 * step budget spent): the caller then tries every set. */
static int propose(const hp_input *in, size_t *S) {
    double x[3], N[3][3], u[3];
    size_t A[3];
    int k = 0;
    memcpy(x, in->p, sizeof x);
    long budget = 16 + 4 * (long)(in->count < 4096 ? in->count : 4096);
    for (;;) {
        size_t q = in->count;
        double worst = 0, nq[3] = {0, 0, 0}, oq = 0;
        for (size_t i = 0; i < in->count; i++) {
            double n[3], o;
            plane_at(in, i, n, &o);
            double v = dv_dot(3, n, x) - o;
            double slack =
                0x1p-40 * (fabs(o) + fabs(n[0] * x[0]) + fabs(n[1] * x[1]) + fabs(n[2] * x[2]));
            bool active = false;
            for (int a = 0; a < k; a++)
                active |= A[a] == i;
            if (!active && v > slack && v > worst) { /* |n| in [0.5, 2) when prepared */
                worst = v;
                q = i;
                memcpy(nq, n, sizeof nq);
                oq = o;
            }
        }
        if (q == in->count)
            break;
        double uq = 0;
        for (;;) {
            if (--budget < 0)
                return 0;
            double G[3][3], b[3], rd[3] = {0, 0, 0}, z[3];
            for (int a = 0; a < k; a++) {
                for (int c = 0; c < k; c++)
                    G[a][c] = dv_dot(3, N[a], N[c]);
                b[a] = dv_dot(3, N[a], nq);
            }
            if (k > 0 && !solve_small(k, G, b, rd))
                return 0;
            memcpy(z, nq, sizeof z);
            for (int a = 0; a < k; a++)
                for (int j = 0; j < 3; j++)
                    z[j] -= rd[a] * N[a][j];
            double zz = dv_dot(3, z, z);
            bool full = k < 3 && zz > 0x1p-60 * dv_dot(3, nq, nq);
            int leave = -1;
            double t1 = INFINITY;
            for (int a = 0; a < k; a++)
                if (rd[a] > 0 && u[a] / rd[a] < t1) {
                    t1 = u[a] / rd[a];
                    leave = a;
                }
            double t2 = full ? (dv_dot(3, nq, x) - oq) / zz : INFINITY;
            if (leave < 0 && !full) { /* no step: the active planes and q look empty */
                int w = 0;
                for (int a = 0; a < k; a++)
                    S[w++] = A[a];
                S[w++] = q;
                return -w; /* the caller decides that set exactly */
            }
            double t = t2 < t1 ? t2 : t1;
            if (full)
                for (int j = 0; j < 3; j++)
                    x[j] -= t * z[j];
            for (int a = 0; a < k; a++)
                u[a] -= t * rd[a];
            uq += t;
            if (t2 < t1 || leave < 0) {
                A[k] = q;
                u[k] = uq;
                memcpy(N[k], nq, sizeof nq);
                k++;
                break;
            }
            for (int a = leave; a + 1 < k; a++) { /* plane A[leave] leaves */
                A[a] = A[a + 1];
                u[a] = u[a + 1];
                memcpy(N[a], N[a + 1], sizeof N[a]);
            }
            k--;
        }
    }
    for (int i = 1; i < k; i++) /* increasing indices */
        for (int j = i; j > 0 && A[j - 1] > A[j]; j--) {
            size_t t = A[j];
            A[j] = A[j - 1];
            A[j - 1] = t;
        }
    memcpy(S, A, (size_t)k * sizeof *S);
    return k;
}

/* ---- The query ----------------------------------------------------------------------- */

/* The closest point's certificate for the whole hull: its set S (returns its size k; 0
 * when p is inside every plane, -1 when the planes have no common point) and the planes
 * the answer lies on.
 * The proposal, made exact for its own planes, then planes added while one is
 * violated: S = the closest point's set for the planes of W, W = S plus a plane S's
 * projection violates. Each round raises the exact distance strictly (the projection
 * onto fewer constraints violated the new one), so no S comes back and the loop ends,
 * with a certificate; or W shows the hull empty. When the proposal finds its active
 * planes and an entering one contradictory in double (at most four planes), that set
 * is decided exactly first: empty ends the search at once (an empty set otherwise costs
 * a round per plane added); not empty falls back to the loop from p. */
static int hull_planes_set(hp_input *in, size_t *S, hp_kept *kept) {
    size_t outside = in->count; /* the first plane p is outside of */
    for (size_t j = 0; j < in->count && outside == in->count; j++)
        outside = side_of_p(in, j) > 0 ? j : in->count;
    if (outside == in->count)
        return 0;
    size_t W[4], violated = outside;
    int k = propose(in, W);
    if (k < 0) { /* a set that looks empty: decided exactly (solve_within: -1 iff empty) */
        int w = -k;
        for (int i = 1; i < w; i++) /* increasing indices */
            for (int j = i; j > 0 && W[j - 1] > W[j]; j--) {
                size_t t = W[j];
                W[j] = W[j - 1];
                W[j - 1] = t;
            }
        if (solve_within(in, W, w, S) < 0)
            return -1;
        k = 0;
    }
    k = k > 0 ? solve_within(in, W, k, S) : 0;
    while (k >= 0 && !(k > 0 && certify_all(in, S, k, kept, &violated))) {
        int w = 0;
        for (int a = 0; a < k && S[a] < violated; a++)
            W[w++] = S[a];
        W[w++] = violated;
        for (int a = 0; a < k; a++)
            if (S[a] > violated)
                W[w++] = S[a];
        k = solve_within(in, W, w, S);
        violated = outside; /* for k == 0: p's own violated plane */
    }
    return k;
}

isect_closest_hull_result3 isect_hull_planes_closest(isect_vec3 p, const isect_hull3 *hull) {
    isect_closest_hull_result3 r = {0};
    hp_input in = {{hull->planes, NULL, NULL},
                   {hull->plane_count, 0, 0},
                   hull->plane_count,
                   {0, 0, 0},
                   0,
                   false,
                   0};
    dv_from3(in.p, p);
    input_prepare(&in);
    size_t S[3];
    hp_kept kept = {{0, 0, 0}, 0};
    int k = hull_planes_set(&in, S, &kept);
    r.point_a = p;
    if (k == 0) {
        r.point_b = p;
        r.feature_b = (isect_feature){ISECT_FEATURE_SOLID, 0};
        return r;
    }
    if (k < 0) { /* no common point */
        r = (isect_closest_hull_result3){0};
        r.flags = ISECT_INVALID;
        return r;
    }
    double x[3], dist_sq;
    if (!dd_answer(&in, S, k, x, &dist_sq))
        exact_answer(&in, S, k, x, &dist_sq);
    r.point_b = dv_out3(x, &r.flags);
    r.dist_sq = dv_out_dist_sq(dist_sq, false, &r.flags);
    r.plane_count = (unsigned)kept.count;
    for (int i = 0; i < kept.count; i++)
        r.plane[i] = kept.idx[i];
    static const isect_feature_kind kinds[4] = {ISECT_FEATURE_SOLID, ISECT_FEATURE_FACE,
                                                ISECT_FEATURE_EDGE, ISECT_FEATURE_VERTEX};
    r.feature_b = (isect_feature){kinds[kept.count], 0};
    return r;
}

/* sign(dist^2 - r^2) for the certificate S (k 1 to 3): dist^2 = num[3] / den[1] with
 * den[1] > 0 (g00, det or det^2), so the sign is that of num[3] - R^2 den[1], R the
 * radius in the prepared units. First in double-double with its permanent (each
 * operation's error a few u^2 of its operands' permanents: below 2^-96 of the
 * permanent of num[3] - R^2 den[1] after the forty or so operations on any path, so a
 * value above 2^-90 of it has its sign), then exactly, R entered with the lengths
 * (xp_load: its integer shift s scales every length by 2^s, and num[3] / den[1] is
 * dist^2 times 2^2s). */
static int dist_sign(const hp_input *in, const size_t *S, int k) {
    double R = in->r;
    dd_set d;
    if ((R == 0 || R >= 0x1p-118) && dd_set_of(in, S, k, &d)) {
        int c = 0;
        dd_num num[4], den[2], rr = {{R, 0}, R};
        dd_ratios(&c, &d, num, den);
        dd_num v = dd_num_sub(num[3], dd_num_mul(dd_num_mul(rr, rr), den[1]));
        double val = v.v.hi + v.v.lo;
        if (fabs(val) > 0x1p-90 * v.m && isfinite(v.m) && v.m > 0x1p-800)
            return val > 0 ? 1 : -1;
    }
    ISECT_XP_ARENA(arena, HP_ARENA);
    xp_set s;
    s.k = k;
    isect_xp rr;
    xp_load_r(&arena, in, S, k, s.s, s.p, &rr);
    xp_setup(&arena, &s);
    isect_xp num[4], den[2];
    xp_ratios(&arena, &s, num, den);
    return isect_xp_sign(
        isect_xp_sub(&arena, num[3], isect_xp_mul(&arena, rr, isect_xp_mul(&arena, rr, den[1]))));
}

int isect_hull_planes_ball_sign(isect_vec3 c, isect_real r, const isect_hull3 *hull) {
    hp_input in = {{hull->planes, NULL, NULL},
                   {hull->plane_count, 0, 0},
                   hull->plane_count,
                   {0, 0, 0},
                   0,
                   false,
                   (double)r};
    dv_from3(in.p, c);
    input_prepare(&in);
    size_t S[3];
    hp_kept kept = {{0, 0, 0}, 0};
    int k = hull_planes_set(&in, S, &kept);
    if (k <= 0)
        return k == 0 ? -1 : 2;
    return dist_sign(&in, S, k);
}

/* Emptiness is the closest-point loop's by-product: from any point p, hull_planes_set
 * ends with a certificate of the closest point (the planes have a common point), with p
 * inside every plane (likewise), or with at most four planes that have no common point
 * (solve_within tried every set of theirs; by Caratheodory one of them would certify a
 * closest point if they had one). Each decision in it is exact, so the answer is. */
bool isect_hull_planes_empty(const isect_plane3 *const *part, const size_t *count, int parts,
                             const double *p) {
    hp_input in = {{NULL, NULL, NULL}, {0, 0, 0}, 0, {p[0], p[1], p[2]}, 0, false, 0};
    for (int i = 0; i < parts && i < 3; i++) {
        in.part[i] = part[i];
        in.part_count[i] = count[i];
        in.count += count[i];
    }
    input_prepare(&in);
    size_t S[3];
    hp_kept kept = {{0, 0, 0}, 0};
    return hull_planes_set(&in, S, &kept) < 0;
}
