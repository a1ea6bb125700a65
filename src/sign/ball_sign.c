/* Exact component-versus-ball signs (RTCD 5.1.2 and 5.3.2, decided exactly).
 *
 * Derivation. Write the component as X(t) = a + t d with d = b - a for a segment and
 * d = dir otherwise, and let m = a - c. The squared distance from c to X(t),
 * |m + t d|^2, is a convex quadratic with minimum at t* = -(m.d)/(d.d). Clamping t* to
 * the component's range gives three regions:
 *
 *   start region (rays, segments): m.d >= 0, the closest point is a;
 *   end region (segments):  (b - c).d <= 0, the closest point is b;
 *   interior: the closest point is a + t* d, and by Lagrange's identity
 *       |m|^2 - (m.d)^2/(d.d) = |m x d|^2 / (d.d),
 *   so sign(dist^2 - r^2) = sign(|m x d|^2 - r^2 (d.d))   (d.d > 0 here).
 *
 * In 2D m x d is the scalar m.x d.y - m.y d.x. Every sign above is that of a polynomial
 * of degree 2 or 4 in the input coordinates and the radius; each is evaluated with the
 * filter of exact/filter.h and, when the filter cannot certify it, again with expansion
 * arithmetic on power-of-two-scaled inputs (exact/expansion.h, exact/scale.h). */
#include "sign/ball_sign.h"

#include <stdbool.h>

#include "exact/expansion.h"
#include "exact/filter.h"
#include "exact/scale.h"
#include "isect/config.h"

/* ---- Exact evaluation ---------------------------------------------------------- */

/* The exact leaves m = a - c, n = b - c (segments), d and r. */
typedef struct exact_leaves {
    isect_xp m[3], n[3], d[3], r, r2;
} exact_leaves;

/* Builds the leaves for a polynomial of degree deg, with the radius r + r2 kept as its two
 * terms (r2 = 0 for a single radius). Positions (a, c, r, r2 and for segments b) form one
 * group; a ray's or line's direction forms its own group. Each group is
 * scaled by a power of two for expansion arithmetic or, when its magnitudes span too
 * far for that, turned into integers (expansion.h). */
static void exact_leaves_init(const isect_lin *lin, const double *c, double r, double r2, int deg,
                              isect_xp_arena *arena, exact_leaves *out) {
    int dim = lin->dim;
    bool segment = lin->kind == ISECT_LIN_SEGMENT;
    double pos[11], dir[3] = {0, 0, 0};
    int np = 0, stride = segment ? 3 : 2;
    for (int i = 0; i < dim; i++) {
        pos[np++] = lin->a[i];
        pos[np++] = c[i];
        if (segment)
            pos[np++] = lin->b[i];
        else
            dir[i] = lin->b[i];
    }
    pos[np++] = r;
    pos[np++] = r2;
    double *groups[2] = {pos, dir};
    int sizes[2] = {np, segment ? 0 : dim}, shift[2];
    isect_exact_prepare(arena, groups, sizes, 2, deg, shift);

    isect_exact_select(arena, shift[0]);
    for (int i = 0; i < dim; i++) {
        double ai = pos[stride * i], ci = pos[stride * i + 1];
        out->m[i] = isect_xp_diff(arena, ai, ci);
        if (segment) {
            double bi = pos[stride * i + 2];
            out->n[i] = isect_xp_diff(arena, bi, ci);
            out->d[i] = isect_xp_diff(arena, bi, ai);
        }
    }
    out->r = isect_xp_of(arena, pos[np - 2]);
    out->r2 = isect_xp_of(arena, pos[np - 1]);
    if (!segment) {
        isect_exact_select(arena, shift[1]);
        for (int i = 0; i < dim; i++)
            out->d[i] = isect_xp_of(arena, dir[i]);
    }
}

static int exact_result(const isect_xp_arena *arena, isect_xp value) {
    return arena->full ? ISECT_SIGN_UNKNOWN : isect_xp_sign(value);
}

/* sign(|p - c|^2 - r^2) with p = a or b. */
int isect_exact_point_ball(const isect_lin *lin, isect_endpoint from, const double *c, double r) {
    ISECT_XP_ARENA(arena, 1024);
    exact_leaves L;
    exact_leaves_init(lin, c, r, 0, 2, &arena, &L);
    const isect_xp *p = from == ISECT_FROM_A ? L.m : L.n;
    int mark = isect_xp_mark(&arena);
    isect_xp acc = isect_xp_keep(&arena, mark, isect_xp_mul(&arena, L.r, L.r));
    acc = isect_xp_keep(&arena, mark, isect_xp_sub(&arena, isect_xp_mul(&arena, p[0], p[0]), acc));
    for (int i = 1; i < lin->dim; i++)
        acc = isect_xp_keep(&arena, mark,
                            isect_xp_add(&arena, acc, isect_xp_mul(&arena, p[i], p[i])));
    return exact_result(&arena, acc);
}

/* sign((p - c) . d) with p = a or b. */
int isect_exact_dot_ball(const isect_lin *lin, isect_endpoint from, const double *c, double r) {
    ISECT_XP_ARENA(arena, 1024);
    exact_leaves L;
    exact_leaves_init(lin, c, r, 0, 2, &arena, &L);
    const isect_xp *p = from == ISECT_FROM_A ? L.m : L.n;
    int mark = isect_xp_mark(&arena);
    isect_xp acc = isect_xp_mul(&arena, p[0], L.d[0]);
    for (int i = 1; i < lin->dim; i++)
        acc = isect_xp_keep(&arena, mark,
                            isect_xp_add(&arena, acc, isect_xp_mul(&arena, p[i], L.d[i])));
    return exact_result(&arena, acc);
}

/* sign(|m x d|^2 - r^2 (d . d)). */
int isect_exact_interior_ball(const isect_lin *lin, const double *c, double r) {
    ISECT_XP_ARENA(arena, 4096);
    exact_leaves L;
    exact_leaves_init(lin, c, r, 0, 4, &arena, &L);
    const isect_xp *m = L.m, *d = L.d;
    int mark = isect_xp_mark(&arena);
    /* acc = -r^2 (d . d) */
    isect_xp acc = isect_xp_mul(&arena, d[0], d[0]);
    for (int i = 1; i < lin->dim; i++)
        acc = isect_xp_keep(&arena, mark,
                            isect_xp_add(&arena, acc, isect_xp_mul(&arena, d[i], d[i])));
    acc = isect_xp_keep(&arena, mark, isect_xp_mul(&arena, isect_xp_mul(&arena, L.r, L.r), acc));
    acc = isect_xp_keep(&arena, mark, isect_xp_sub(&arena, isect_xp_of(&arena, 0), acc));
    /* acc += |m x d|^2, one cross-product component at a time */
    int first = lin->dim == 2 ? 2 : 0;
    for (int i = first; i < 3; i++) {
        int j = (i + 1) % 3, k = (i + 2) % 3;
        isect_xp ci = isect_xp_sub(&arena, isect_xp_mul(&arena, m[j], d[k]),
                                   isect_xp_mul(&arena, m[k], d[j]));
        acc = isect_xp_keep(&arena, mark, isect_xp_add(&arena, acc, isect_xp_mul(&arena, ci, ci)));
    }
    return exact_result(&arena, acc);
}

/* sum_i u_i v_i over the first dim coordinates. */
static isect_xp xp_dot(isect_xp_arena *arena, const isect_xp *u, const isect_xp *v, int dim) {
    isect_xp acc = isect_xp_mul(arena, u[0], v[0]);
    for (int i = 1; i < dim; i++)
        acc = isect_xp_add(arena, acc, isect_xp_mul(arena, u[i], v[i]));
    return acc;
}

/* sign(dist(lin, c)^2 - (ra + rb)^2), everything exact, the sum never rounded: the
 * region by the exact signs of m.d and n.d (the derivation at the top; a component whose
 * d is 0, a line's included, is the point a: the start region), then that region's polynomial with
 * R^2 = (ra + rb)^2 formed from the two exact radii. Degree 4, in one arena. */
int isect_exact_lin_ball_sum(const isect_lin *lin, const double *c, double ra, double rb) {
    ISECT_XP_ARENA(arena, 4096);
    exact_leaves L;
    exact_leaves_init(lin, c, ra, rb, 4, &arena, &L);
    int dim = lin->dim;
    isect_xp R = isect_xp_add(&arena, L.r, L.r2), RR = isect_xp_mul(&arena, R, R), v;
    bool point = true; /* d == 0: a point, whatever the kind (a line too) */
    for (int i = 0; i < dim; i++)
        point &= isect_xp_sign(L.d[i]) == 0;
    bool start =
        point || (lin->kind != ISECT_LIN_LINE && isect_xp_sign(xp_dot(&arena, L.m, L.d, dim)) >= 0);
    bool end = !start && lin->kind == ISECT_LIN_SEGMENT &&
               isect_xp_sign(xp_dot(&arena, L.n, L.d, dim)) <= 0;
    if (start || end) {
        const isect_xp *p = start ? L.m : L.n;
        v = isect_xp_sub(&arena, xp_dot(&arena, p, p, dim), RR);
    } else { /* |m x d|^2 - R^2 (d . d); in 2D the cross product's one component */
        isect_xp cross_sq = isect_xp_of(&arena, 0);
        for (int i = dim == 2 ? 2 : 0; i < 3; i++) {
            int j = (i + 1) % 3, k = (i + 2) % 3;
            isect_xp ci = isect_xp_sub(&arena, isect_xp_mul(&arena, L.m[j], L.d[k]),
                                       isect_xp_mul(&arena, L.m[k], L.d[j]));
            cross_sq = isect_xp_add(&arena, cross_sq, isect_xp_mul(&arena, ci, ci));
        }
        v = isect_xp_sub(&arena, cross_sq, isect_xp_mul(&arena, RR, xp_dot(&arena, L.d, L.d, dim)));
    }
    return exact_result(&arena, v);
}

/* ---- Entry points ----------------------------------------------------------------- */

/* Calls fn(lin, c, r, dim, kind) with dim and kind as compile-time constants, so that
 * each of the six combinations is compiled with its loops unrolled. */
#define ISECT_LIN_DISPATCH(fn, lin, c, r)                                                          \
    switch ((lin)->kind) {                                                                         \
    case ISECT_LIN_LINE:                                                                           \
        return (lin)->dim == 2 ? fn(lin, c, r, 2, ISECT_LIN_LINE)                                  \
                               : fn(lin, c, r, 3, ISECT_LIN_LINE);                                 \
    case ISECT_LIN_RAY:                                                                            \
        return (lin)->dim == 2 ? fn(lin, c, r, 2, ISECT_LIN_RAY)                                   \
                               : fn(lin, c, r, 3, ISECT_LIN_RAY);                                  \
    default:                                                                                       \
        return (lin)->dim == 2 ? fn(lin, c, r, 2, ISECT_LIN_SEGMENT)                               \
                               : fn(lin, c, r, 3, ISECT_LIN_SEGMENT);                              \
    }

int isect_sign_lin_ball_slow(const isect_lin *lin, const double *c, double r) {
    ISECT_LIN_DISPATCH(isect_sign_lin_ball_careful, lin, c, r)
}

int isect_sign_lin_ball(const isect_lin *lin, const double *c, double r) {
    ISECT_LIN_DISPATCH(isect_sign_lin_ball_dim, lin, c, r)
}

bool isect_filter_lin_ball(const isect_lin *lin, const double *c, double r, int *sign) {
    bool line = lin->kind == ISECT_LIN_LINE, ray = lin->kind == ISECT_LIN_RAY;
    if (lin->dim == 2)
        return line  ? isect_filter_lin_ball_dim(lin, c, r, 2, ISECT_LIN_LINE, sign)
               : ray ? isect_filter_lin_ball_dim(lin, c, r, 2, ISECT_LIN_RAY, sign)
                     : isect_filter_lin_ball_dim(lin, c, r, 2, ISECT_LIN_SEGMENT, sign);
    return line  ? isect_filter_lin_ball_dim(lin, c, r, 3, ISECT_LIN_LINE, sign)
           : ray ? isect_filter_lin_ball_dim(lin, c, r, 3, ISECT_LIN_RAY, sign)
                 : isect_filter_lin_ball_dim(lin, c, r, 3, ISECT_LIN_SEGMENT, sign);
}

int isect_sign_point_ball(int dim, const double *p, const double *c, double r) {
    isect_lin point = {ISECT_LIN_RAY, dim, {p[0], p[1], dim == 3 ? p[2] : 0}, {0, 0, 0}};
    return isect_sign_lin_ball(&point, c, r);
}

/* The sum ra + rb is rounded once into the filter's radius: a leaf with one rounding, as
 * the differences m and d are (exact/filter.h), so the filter's bounds, derived for such
 * leaves, certify the sign for the exact sum (R^2 reaches k = 3, below |m|^2's 5, so no
 * rounding count of the derivation grows). An overflowing sum makes p2 infinite and
 * hands over to the exact evaluation. */
ISECT_INLINE int lin_ball_sum_dim(const isect_lin *lin, const double *c, double ra, double rb,
                                  int dim, isect_lin_kind kind) {
    int sign;
    if (isect_filter_lin_ball_dim(lin, c, ra + rb, dim, kind, &sign))
        return sign;
    return isect_exact_lin_ball_sum(lin, c, ra, rb);
}

int isect_sign_lin_ball_sum(const isect_lin *lin, const double *c, double ra, double rb) {
    bool line = lin->kind == ISECT_LIN_LINE, ray = lin->kind == ISECT_LIN_RAY;
    if (lin->dim == 2)
        return line  ? lin_ball_sum_dim(lin, c, ra, rb, 2, ISECT_LIN_LINE)
               : ray ? lin_ball_sum_dim(lin, c, ra, rb, 2, ISECT_LIN_RAY)
                     : lin_ball_sum_dim(lin, c, ra, rb, 2, ISECT_LIN_SEGMENT);
    return line  ? lin_ball_sum_dim(lin, c, ra, rb, 3, ISECT_LIN_LINE)
           : ray ? lin_ball_sum_dim(lin, c, ra, rb, 3, ISECT_LIN_RAY)
                 : lin_ball_sum_dim(lin, c, ra, rb, 3, ISECT_LIN_SEGMENT);
}

int isect_exact_point_ball_sum(int dim, const double *p, const double *c, double ra, double rb) {
    isect_lin point = {ISECT_LIN_RAY, dim, {p[0], p[1], dim == 3 ? p[2] : 0}, {0, 0, 0}};
    return isect_exact_lin_ball_sum(&point, c, ra, rb);
}
