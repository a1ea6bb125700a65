/* Exact signs and exact values about planes (sign/plane_sign.h): the side of a point,
 * the sign of a direction against a normal, collinearity of three points, and the exact
 * values (as m 2^e) that the plane constructions (construct/plane_cross.c) fall back on
 * where rounding has eaten a slope or a distance.
 *
 * Derivation. Every quantity is a polynomial in the inputs: n . x - o (degree 2, not
 * homogeneous in any split of the inputs, so it is evaluated in expansions inside a
 * window of magnitudes where no scaling is needed and in integers outside it), the triple
 * product ((b - a) x (c - a)) . v (homogeneous: degree 2 in the points, 1 in v, so each
 * group is scaled by its own power of two, exact/scale.h) and orient3d. The filters of
 * plane_sign.h decide the common case; the functions here are the exact halves. */
#include "sign/plane_sign.h"

#include <limits.h>
#include <math.h>

#include "isect/predicates.h"

#include "base/vec.h"
#include "exact/expansion.h"
#include "exact/integer.h"
#include "exact/scale.h"
#include "sign/predicates.h"

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

double isect_exact_plane_side_value(const double *n, const double *x, double o, int *e) {
    ISECT_XP_ARENA(arena, 1024);
    int scale;
    isect_xp v = plane_side_xp(&arena, n, x, o, &scale);
    double m = isect_xp_approx(v, e);
    *e -= scale;
    return arena.full ? 0 : m;
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
double isect_exact_triple_value(const double *a, const double *b, const double *c, const double *v,
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
double isect_exact_dot_value(const double *n, const double *v, const double *a, int *e) {
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

/* The exact normal as out 2^*e: each component exactly, then rounded, with one common
 * power of two (the points enter scaled by 2^shift, the normal, of degree 2, by
 * 2^(2 shift)). */
void isect_exact_normal_value(const double *a, const double *b, const double *c, double *out,
                              int *e_out) {
    ISECT_XP_ARENA(arena, 2048);
    double pts[9] = {a[0], a[1], a[2], b[0], b[1], b[2], c[0], c[1], c[2]};
    double *groups[1] = {pts};
    int sizes[1] = {9}, shift[1];
    isect_exact_prepare(&arena, groups, sizes, 1, 2, shift);
    isect_exact_select(&arena, shift[0]);
    isect_xp u[3], v[3];
    for (int i = 0; i < 3; i++) {
        u[i] = isect_xp_diff(&arena, pts[3 + i], pts[i]);
        v[i] = isect_xp_diff(&arena, pts[6 + i], pts[i]);
    }
    double m[3];
    int e[3], top = INT_MIN;
    for (int i = 0; i < 3; i++) {
        int j = (i + 1) % 3, k = (i + 2) % 3;
        isect_xp n = isect_xp_sub(&arena, isect_xp_mul(&arena, u[j], v[k]),
                                  isect_xp_mul(&arena, u[k], v[j]));
        int f;
        m[i] = frexp(isect_xp_approx(n, &e[i]), &f); /* m[i] in [0.5, 1) or 0 */
        e[i] += f;
        top = m[i] != 0 && e[i] > top ? e[i] : top;
    }
    *e_out = 0;
    if (arena.full || top == INT_MIN) {
        out[0] = out[1] = out[2] = 0;
        return;
    }
    for (int i = 0; i < 3; i++) /* exact but for components far below the largest */
        out[i] = m[i] == 0 ? 0 : ldexp(m[i], e[i] - top);
    *e_out = top - 2 * shift[0];
}

/* The direction of the exact normal (b - a) x (c - a), for three points so nearly
 * collinear that the rounded cross product vanishes or loses every digit: the exact
 * normal without its power of two. */
void isect_exact_normal_direction(const double *a, const double *b, const double *c, double *out) {
    int e;
    isect_exact_normal_value(a, b, c, out, &e);
}

int isect_sign_orient3d(const double *a, const double *b, const double *c, const double *d) {
    int s;
    if (isect_filter_orient3d(a, b, c, d, &s))
        return s;
    return isect_orient3d(dv_to3(a), dv_to3(b), dv_to3(c), dv_to3(d));
}

/* Exact side of x. */

/* The triple product ((B - A) x (C - A)) . z of the points lifted to z = 0. */
double isect_exact_orient2d_value(const double *a, const double *b, const double *c, int *e) {
    static const double z[3] = {0, 0, 1};
    const double a3[3] = {a[0], a[1], 0}, b3[3] = {b[0], b[1], 0}, c3[3] = {c[0], c[1], 0};
    return isect_exact_triple_value(a3, b3, c3, z, false, e);
}

/* ((V - U) x (U' - U)) . (d, 0) = -h (v - u) x d with U, V lifted to z = 0 and U' = (u, h),
 * h a power of two at most the points' largest magnitude: one scale for the exact
 * evaluation (lifting to height 1 mixed scales that the power-of-two preparation cannot
 * keep exact). */
double isect_exact_cross_dir_value(const double *u, const double *v, const double *d, int *e) {
    const double all[4] = {u[0], u[1], v[0], v[1]};
    double big = dv_max_abs(4, all);
    int eh;
    (void)frexp(big > 0 ? big : 1, &eh);
    eh -= 1;
    const double u3[3] = {u[0], u[1], 0}, v3[3] = {v[0], v[1], 0},
                 up[3] = {u[0], u[1], ldexp(1, eh)};
    const double d3[3] = {d[0], d[1], 0};
    double m = isect_exact_triple_value(u3, v3, up, d3, false, e);
    *e -= eh;
    return -m;
}
