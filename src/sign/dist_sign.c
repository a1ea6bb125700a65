/* Exact comparison of two squared distances between features: the derivation is in
 * dist_sign.h. */
#include "sign/dist_sign.h"

#include <limits.h>
#include <math.h>
#include <stdbool.h>
#include <stddef.h>

#include "base/inline.h"
#include "base/vec.h"
#include "exact/expansion.h"
#include "exact/filter.h"
#include "exact/scale.h"
#include "isect/config.h"
#include "sign/ball_sign.h"

/* The degree of D for each kind (N has degree 2 more). */
static int denominator_degree(isect_dist_kind kind) {
    switch (kind) {
    case ISECT_DIST_POINT_POINT: return 0;
    case ISECT_DIST_POINT_LINE: return 2;
    default: return 4;
    }
}

/* The difference vectors a form reads, as (point index, point index) pairs: x[i] - x[j]. */
static int form_diffs(isect_dist_kind kind, int pairs[3][2]) {
    static const int pp[1][2] = {{0, 1}};
    static const int pl[2][2] = {{0, 1}, {2, 1}};
    static const int pf[3][2] = {{0, 1}, {2, 1}, {3, 1}};
    static const int ll[3][2] = {{1, 0}, {3, 2}, {0, 2}};
    const int(*src)[2] = kind == ISECT_DIST_POINT_POINT   ? pp
                         : kind == ISECT_DIST_POINT_LINE  ? pl
                         : kind == ISECT_DIST_POINT_PLANE ? pf
                                                          : ll;
    int n = kind == ISECT_DIST_POINT_POINT ? 1 : kind == ISECT_DIST_POINT_LINE ? 2 : 3;
    for (int i = 0; i < n; i++) {
        pairs[i][0] = src[i][0];
        pairs[i][1] = src[i][1];
    }
    return n;
}

/* ---- The filter ------------------------------------------------------------------ */

/* N and D of a form from its difference vectors v (filtered values). */
static void form_fx(isect_dist_kind kind, isect_fx v[3][3], isect_fx *N, isect_fx *D) {
    isect_fx c[3];
    switch (kind) {
    case ISECT_DIST_POINT_POINT:
        *N = fx_dot(v[0], v[0], 3);
        *D = fx_in(1);
        return;
    case ISECT_DIST_POINT_LINE:
        fx_cross(v[0], v[1], c);
        *N = fx_dot(c, c, 3);
        *D = fx_dot(v[1], v[1], 3);
        return;
    case ISECT_DIST_POINT_PLANE:
        fx_cross(v[1], v[2], c);
        *N = fx_sq(fx_dot(c, v[0], 3));
        *D = fx_dot(c, c, 3);
        return;
    default: /* ISECT_DIST_LINE_LINE */
        fx_cross(v[0], v[1], c);
        *N = fx_sq(fx_dot(c, v[2], 3));
        *D = fx_dot(c, c, 3);
        return;
    }
}

/* Every non-zero leaf at least 2^-50 (after scaling to at most 1): products of ten stay
 * normal (exact/filter.h: 2^-(1022/10 - 52)). */
#define LEAF_MIN 0x1p-50

int isect_dist_scale(const double *const *x, int n) {
    double spread[3];
    for (int j = 0; j < 3; j++) {
        double lo = x[0][j], hi = x[0][j];
        for (int i = 1; i < n; i++) {
            lo = x[i][j] < lo ? x[i][j] : lo;
            hi = x[i][j] > hi ? x[i][j] : hi;
        }
        spread[j] = hi - lo;
    }
    if (!(dv_max_abs(3, spread) < INFINITY))
        return INT_MIN;
    return dv_unit_exp(3, spread);
}

isect_dist_fx isect_dist_fx_of(const isect_dist_form *f, int e) {
    isect_dist_fx out;
    out.usable = e != INT_MIN;
    if (!out.usable)
        return out;
    int pairs[3][2];
    int count = form_diffs(f->kind, pairs);
    isect_fx v[3][3];
    bool tiny = false;
    for (int i = 0; i < count; i++)
        for (int j = 0; j < 3; j++) {
            double raw = f->x[pairs[i][0]][j] - f->x[pairs[i][1]][j], x = dv_scale(raw, e);
            tiny |= raw != 0 && !(fabs(x) >= LEAF_MIN); /* scaled into underflow counts */
            v[i][j] = fx_leaf(x, 1);
        }
    form_fx(f->kind, v, &out.N, &out.D);
    out.usable = !tiny;
    return out;
}

/* ---- Same points ------------------------------------------------------------------- */

static bool same_point(const double *a, const double *b) {
    return a[0] == b[0] && a[1] == b[1] && a[2] == b[2];
}

/* {a, b} == {c, d} as sets of two points. */
static bool same_pair(const double *a, const double *b, const double *c, const double *d) {
    return (same_point(a, c) && same_point(b, d)) || (same_point(a, d) && same_point(b, c));
}

/* {a, b, c} == {d, e, f} as sets of three distinct points. */
static bool same_triple(const double *const *x, const double *const *y) {
    for (int i = 0; i < 3; i++) {
        bool found = false;
        for (int j = 0; j < 3; j++)
            found |= same_point(x[i], y[j]);
        if (!found)
            return false;
    }
    return true;
}

/* Two forms that measure the same distance by construction. */
static bool same_form(const isect_dist_form *f, const isect_dist_form *g) {
    if (f->kind != g->kind)
        return false;
    const double *const *x = f->x, *const *y = g->x;
    switch (f->kind) {
    case ISECT_DIST_POINT_POINT: return same_pair(x[0], x[1], y[0], y[1]);
    case ISECT_DIST_POINT_LINE: return same_point(x[0], y[0]) && same_pair(x[1], x[2], y[1], y[2]);
    case ISECT_DIST_POINT_PLANE: return same_point(x[0], y[0]) && same_triple(x + 1, y + 1);
    default:
        return (same_pair(x[0], x[1], y[0], y[1]) && same_pair(x[2], x[3], y[2], y[3])) ||
               (same_pair(x[0], x[1], y[2], y[3]) && same_pair(x[2], x[3], y[0], y[1]));
    }
}

/* ---- The exact evaluation ------------------------------------------------------------ */

/* Up to 8 points (NULL: the origin, unused) as exact numbers in one group, scaled for a
 * polynomial of degree deg or, with integer, as integers (exact/scale.h); one is the
 * constant 1, made with shift 0 so that the integer mode does not scale it with the
 * positions (a point pair's D has degree 0). Returns the group's shift. */
static int exact_points(isect_xp_arena *a, const double *const *x, int n, int deg, bool integer,
                        isect_xp (*out)[3], isect_xp *one) {
    double flat[24];
    for (int k = 0; k < n; k++)
        for (int j = 0; j < 3; j++)
            flat[3 * k + j] = x[k] ? x[k][j] : 0;
    double *group[1] = {flat};
    int sizes[1] = {3 * n}, shift[1];
    if (integer)
        isect_exact_prepare_integer(a, group, sizes, 1, shift);
    else
        isect_exact_prepare(a, group, sizes, 1, deg, shift);
    isect_exact_select(a, 0);
    *one = isect_xp_of(a, 1);
    isect_exact_select(a, shift[0]);
    for (int k = 0; k < n; k++)
        for (int j = 0; j < 3; j++)
            out[k][j] = isect_xp_of(a, flat[3 * k + j]);
    return shift[0];
}

/* N and D of a form from its points p (exact). */
static void form_xp(isect_xp_arena *a, isect_dist_kind kind, isect_xp (*p)[3], isect_xp one,
                    isect_xp *N, isect_xp *D) {
    int pairs[3][2];
    int count = form_diffs(kind, pairs);
    isect_xp v[3][3], c[3];
    for (int i = 0; i < count; i++)
        isect_xp_diff3(a, p[pairs[i][0]], p[pairs[i][1]], v[i]);
    switch (kind) {
    case ISECT_DIST_POINT_POINT:
        *N = isect_xp_dot3(a, v[0], v[0]);
        *D = one;
        return;
    case ISECT_DIST_POINT_LINE:
        isect_xp_cross3(a, v[0], v[1], c);
        *N = isect_xp_dot3(a, c, c);
        *D = isect_xp_dot3(a, v[1], v[1]);
        return;
    case ISECT_DIST_POINT_PLANE: {
        isect_xp_cross3(a, v[1], v[2], c);
        isect_xp t = isect_xp_dot3(a, c, v[0]);
        *N = isect_xp_mul(a, t, t);
        *D = isect_xp_dot3(a, c, c);
        return;
    }
    default: {
        isect_xp_cross3(a, v[0], v[1], c);
        isect_xp t = isect_xp_dot3(a, c, v[2]);
        *N = isect_xp_mul(a, t, t);
        *D = isect_xp_dot3(a, c, c);
        return;
    }
    }
}

/* sign(N_f D_g - N_g D_f) on expansions (integer == false: ISECT_SIGN_UNKNOWN if they
 * outgrow the arena) or on integers. */
ISECT_COLD static int exact_compare(const isect_dist_form *f, const isect_dist_form *g,
                                    bool integer) {
    ISECT_XP_ARENA(arena, 16384);
    const double *x[8];
    for (int k = 0; k < 4; k++) {
        x[k] = f->x[k];
        x[4 + k] = g->x[k];
    }
    isect_xp p[8][3], one, N[2], D[2];
    int deg = 2 + denominator_degree(f->kind) + denominator_degree(g->kind);
    exact_points(&arena, x, 8, deg, integer, p, &one);
    form_xp(&arena, f->kind, p, one, &N[0], &D[0]);
    form_xp(&arena, g->kind, p + 4, one, &N[1], &D[1]);
    isect_xp value =
        isect_xp_sub(&arena, isect_xp_mul(&arena, N[0], D[1]), isect_xp_mul(&arena, N[1], D[0]));
    return arena.full ? ISECT_SIGN_UNKNOWN : isect_xp_sign(value);
}

/* N / D of f exactly, rounded to m 2^e; false if the arena ran out. */
ISECT_COLD static bool exact_value(const isect_dist_form *f, bool integer, double *m, int *e) {
    ISECT_XP_ARENA(arena, 16384);
    isect_xp p[4][3], one, N, D;
    int shift =
        exact_points(&arena, f->x, 4, 2 + 2 * denominator_degree(f->kind), integer, p, &one);
    form_xp(&arena, f->kind, p, one, &N, &D);
    if (arena.full)
        return false;
    int en, ed;
    double mn = isect_xp_approx(N, &en), md = isect_xp_approx(D, &ed);
    if (md == 0)
        return false;
    /* N has degree dn + 2 and D degree dn in the positions scaled by 2^shift */
    *m = mn / md;
    *e = en - ed - 2 * shift;
    return true;
}

double isect_dist_value(const isect_dist_form *f) {
    double m;
    int e;
    if (!exact_value(f, false, &m, &e) && !exact_value(f, true, &m, &e))
        return 0;
    return dv_scale(m, e);
}

int isect_sign_dist_compare(const isect_dist_form *f, const isect_dist_fx *ff,
                            const isect_dist_form *g, const isect_dist_fx *gf) {
    int sign;
    if (ff->usable && gf->usable &&
        fx_sign(fx_sub(fx_mul(ff->N, gf->D), fx_mul(gf->N, ff->D)), &sign))
        return sign;
    if (same_form(f, g))
        return 0;
    sign = exact_compare(f, g, false);
    return sign != ISECT_SIGN_UNKNOWN ? sign : exact_compare(f, g, true);
}

bool isect_dist_zero(const isect_dist_form *f, const isect_dist_fx *ff, int e) {
    isect_dist_form zero = {ISECT_DIST_POINT_POINT, {f->x[0], f->x[0], NULL, NULL}};
    isect_dist_fx zero_fx = isect_dist_fx_of(&zero, e);
    return isect_sign_dist_compare(f, ff, &zero, &zero_fx) == 0;
}

/* ---- Signs of products of differences ------------------------------------------------- */

/* The small predicates' polynomials, on the points x (in the order of their functions). */
typedef enum diff_poly {
    DIFF_TRIPLE,      /* [x1 - x0, x3 - x2, x5 - x4], degree 3 */
    DIFF_DOT,         /* (x1 - x0) . (x3 - x2), degree 2 */
    DIFF_CROSS_DOT,   /* ((x0 - x1) x e) . ((x1 - x2) x e), e = x3 - x2, degree 4 */
    DIFF_CROSS_CROSS, /* ((x1 - x0) x (x3 - x2)) . ((x5 - x4) x (x7 - x6)), degree 4 */
} diff_poly;

ISECT_COLD static int exact_diff_poly(const double *const *x, diff_poly which, bool integer) {
    /* room for the integers of inputs spanning the whole double range (2^-1074 to 2^1024:
     * 66 limbs a coordinate, some 4000 limbs live for a degree-4 product of crosses) */
    ISECT_XP_ARENA(arena, 8192);
    static const int degree[4] = {3, 2, 4, 4};
    isect_xp p[8][3], one, v, a[3], b[3], c[3];
    static const int points[4] = {6, 4, 4, 8};
    exact_points(&arena, x, points[which], degree[which], integer, p, &one);
    if (which == DIFF_TRIPLE) {
        isect_xp_diff3(&arena, p[1], p[0], a);
        isect_xp_diff3(&arena, p[3], p[2], b);
        isect_xp_diff3(&arena, p[5], p[4], c);
        v = isect_xp_det3(&arena, a, b, c);
    } else if (which == DIFF_DOT) {
        isect_xp_diff3(&arena, p[1], p[0], a);
        isect_xp_diff3(&arena, p[3], p[2], b);
        v = isect_xp_dot3(&arena, a, b);
    } else if (which == DIFF_CROSS_CROSS) {
        isect_xp d[3], ab[3], cd[3];
        isect_xp_diff3(&arena, p[1], p[0], a);
        isect_xp_diff3(&arena, p[3], p[2], b);
        isect_xp_diff3(&arena, p[5], p[4], c);
        isect_xp_diff3(&arena, p[7], p[6], d);
        isect_xp_cross3(&arena, a, b, ab);
        isect_xp_cross3(&arena, c, d, cd);
        v = isect_xp_dot3(&arena, ab, cd);
    } else {
        isect_xp e[3], ca[3], cb[3];
        isect_xp_diff3(&arena, p[0], p[1], a);
        isect_xp_diff3(&arena, p[1], p[2], b);
        isect_xp_diff3(&arena, p[3], p[2], e);
        isect_xp_cross3(&arena, a, e, ca);
        isect_xp_cross3(&arena, b, e, cb);
        v = isect_xp_dot3(&arena, ca, cb);
    }
    return arena.full ? ISECT_SIGN_UNKNOWN : isect_xp_sign(v);
}

/* Expansions first, integers (which always fit) if they outgrow the arena. */
static int exact_diff_sign(const double *const *x, diff_poly which) {
    int sign = exact_diff_poly(x, which, false);
    return sign != ISECT_SIGN_UNKNOWN ? sign : exact_diff_poly(x, which, true);
}

int isect_sign_triple_diff(const double *a0, const double *a1, const double *b0, const double *b1,
                           const double *c0, const double *c1) {
    isect_fx u[3], v[3], w[3], c[3];
    for (int j = 0; j < 3; j++) {
        u[j] = fx_diff(a1[j], a0[j]);
        v[j] = fx_diff(b1[j], b0[j]);
        w[j] = fx_diff(c1[j], c0[j]);
    }
    int sign;
    if (!fx_leaves_tiny(u, 3, 3) && !fx_leaves_tiny(v, 3, 3) && !fx_leaves_tiny(w, 3, 3)) {
        fx_cross(u, v, c);
        if (fx_sign(fx_dot(c, w, 3), &sign))
            return sign;
    }
    const double *x[6] = {a0, a1, b0, b1, c0, c1};
    return exact_diff_sign(x, DIFF_TRIPLE);
}

int isect_sign_dot_diff(const double *a0, const double *a1, const double *b0, const double *b1) {
    isect_fx a[3], b[3];
    for (int j = 0; j < 3; j++) {
        a[j] = fx_diff(a1[j], a0[j]);
        b[j] = fx_diff(b1[j], b0[j]);
    }
    int sign;
    isect_fx l[6] = {a[0], a[1], a[2], b[0], b[1], b[2]};
    if (fx_sign_deg2(fx_dot(a, b, 3), l, 6, &sign))
        return sign;
    const double *x[4] = {a0, a1, b0, b1};
    return exact_diff_sign(x, DIFF_DOT);
}

int isect_sign_cross_dot(const double *u, const double *x, const double *e0, const double *e1) {
    isect_fx a[3], b[3], e[3], ca[3], cb[3];
    for (int j = 0; j < 3; j++) {
        a[j] = fx_diff(u[j], x[j]);
        b[j] = fx_diff(x[j], e0[j]);
        e[j] = fx_diff(e1[j], e0[j]);
    }
    int sign;
    if (!fx_leaves_tiny(a, 3, 4) && !fx_leaves_tiny(b, 3, 4) && !fx_leaves_tiny(e, 3, 4)) {
        fx_cross(a, e, ca);
        fx_cross(b, e, cb);
        if (fx_sign(fx_dot(ca, cb, 3), &sign))
            return sign;
    }
    const double *p[4] = {u, x, e0, e1};
    return exact_diff_sign(p, DIFF_CROSS_DOT);
}

int isect_sign_cross_cross(const double *a0, const double *a1, const double *b0, const double *b1,
                           const double *c0, const double *c1, const double *d0, const double *d1) {
    isect_fx a[3], b[3], c[3], d[3], ab[3], cd[3];
    for (int j = 0; j < 3; j++) {
        a[j] = fx_diff(a1[j], a0[j]);
        b[j] = fx_diff(b1[j], b0[j]);
        c[j] = fx_diff(c1[j], c0[j]);
        d[j] = fx_diff(d1[j], d0[j]);
    }
    int sign;
    if (!fx_leaves_tiny(a, 3, 4) && !fx_leaves_tiny(b, 3, 4) && !fx_leaves_tiny(c, 3, 4) &&
        !fx_leaves_tiny(d, 3, 4)) {
        fx_cross(a, b, ab);
        fx_cross(c, d, cd);
        if (fx_sign(fx_dot(ab, cd, 3), &sign))
            return sign;
    }
    const double *p[8] = {a0, a1, b0, b1, c0, c1, d0, d1};
    return exact_diff_sign(p, DIFF_CROSS_CROSS);
}
