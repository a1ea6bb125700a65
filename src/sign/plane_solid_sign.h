/* Exact signs of solids against a plane (sign/plane_solid_sign.c): a ball, an oriented box
 * and a cone's base disc against either plane form, each the sign of one polynomial that
 * says whether the solid reaches the plane. The point signs are plane_sign.h's.
 *
 * Both plane forms are read as N . x - o with N the normal and o the offset: a plane3 as
 * given (n, o); a plane3p through a, b, c as N = (b - a) x (c - a), o = N . a, so that
 * s(x) = N . x - o = ((b - a) x (c - a)) . (x - a) is orient3d(a, b, c, x). Every quantity
 * is a polynomial in the inputs, never divided and never rooted:
 * - a ball (c, r) reaches the plane iff |s(c)| <= r |N|, i.e. (signs aside)
 *       ball = s(c)^2 - r^2 (N . N) <= 0;                                 (RTCD 5.2.2)
 * - an oriented box, the frame box of isect/box.h {x : |(x - c) . a_i| <= h_i}, is
 *   c + M^-1 [-h, h]^3 with M the matrix of rows a_i; with e_i = a_{i+1} x a_{i+2} and
 *   D = a_0 . e_0 = det M the columns of M^-1 are e_i / D, so N . x ranges over
 *   N . c +- sum_i h_i |N . e_i| / |D| and the box reaches the plane iff
 *       obb = |D| |s(c)| - sum_i h_i |N . e_i| <= 0                        (RTCD 5.2.3)
 *   (for exactly orthonormal axes e_i = a_i and D = 1: RTCD's sum h_i |N . a_i|);
 * - the disc of radius r about B perpendicular to d = B - A (a cone's base, A its apex):
 *   N . x over the disc ranges over N . B +- r |N x d| / |d| (the projection of N onto
 *   the disc's plane has length |N x d| / |d|), so the disc reaches the plane iff
 *       disc = s(B)^2 (d . d) - r^2 |N x d|^2 <= 0.
 * Each returns -1 (the solid's interior meets the plane), 0 (it touches) or +1 (apart).
 * Inputs must be finite, radii and half extents >= 0, a plane3's normal non-zero and a
 * plane3p's points not collinear (the degenerate planes make every value 0). */
#ifndef ISECT_SIGN_PLANE_SOLID_SIGN_H
#define ISECT_SIGN_PLANE_SOLID_SIGN_H

#include <stdbool.h>

#include "base/inline.h"
#include "exact/filter.h"
#include "sign/ball_sign.h" /* fx_dot, fx_cross, ISECT_SIGN_UNKNOWN */
#include "sign/box_sign.h"  /* obb_d, fx_abs */
#include "isect/config.h"

/* Either plane form in double. */
typedef struct isect_plane_d {
    bool three;              /* a plane3p (a, b, c) rather than a plane3 (n, o) */
    double n[3], o;          /* plane3 */
    double a[3], b[3], c[3]; /* plane3p */
} isect_plane_d;

/* ---- Filtered values ------------------------------------------------------------------
 * For a compile-time `three` (the callers pass a constant), inlined. The bounds of
 * exact/filter.h hold when nothing underflows: the callers check the inputs first with
 * isect_plane_fx_tiny (below) for the degree of their polynomial. */

/* N: the given normal (exact, k = 0) or (b - a) x (c - a) (k = 4). */
ISECT_INLINE void isect_fx_plane_normal(const isect_plane_d *p, isect_fx *N) {
    if (!p->three) {
        for (int i = 0; i < 3; i++)
            N[i] = fx_in(p->n[i]);
        return;
    }
    isect_fx u[3], v[3];
    for (int i = 0; i < 3; i++) {
        u[i] = fx_diff(p->b[i], p->a[i]);
        v[i] = fx_diff(p->c[i], p->a[i]);
    }
    fx_cross(u, v, N);
}

/* s(x) = N . x - o: for a plane3 (N . x) - o (k = 4), for a plane3p N . (x - a) (k = 8). */
ISECT_INLINE isect_fx isect_fx_plane_at(const isect_plane_d *p, const isect_fx *N,
                                        const double *x) {
    isect_fx w[3];
    for (int i = 0; i < 3; i++)
        w[i] = p->three ? fx_diff(x[i], p->a[i]) : fx_in(x[i]);
    isect_fx s = fx_dot(N, w, 3);
    return p->three ? s : fx_sub(s, fx_in(p->o));
}

/* The sign of x when the filter certifies it non-zero: +1 or -1, else 0 (an exact zero is
 * left to the exact path). */
static inline int fx_sure_sign(isect_fx x) {
    double bound = (double)(x.k + 1) * 0x1p-53 * fx_m(x);
    return (fx_v(x) > bound) - (fx_v(x) < -bound);
}

/* Double build: true when some non-zero input has a magnitude below 2^-(1022/deg - 52)
 * (exact/filter.h, ISECT_FX_LEAF_MIN_EXP), so that an intermediate of degree <= deg
 * could underflow and the filters must be skipped. The float build's inputs are floats,
 * multiples of 2^-149: degree <= 6 never underflows, degree 8 only below 2^-104. deg is a
 * constant after inlining. */
static inline bool isect_plane_fx_tiny(const double *v, int n, int deg) {
#if ISECT_USE_DOUBLE
    double min = deg <= 4 ? 0x1p-203 : deg <= 6 ? 0x1p-118 : 0x1p-75;
#else
    double min = deg <= 6 ? 0 : 0x1p-104;
#endif
    bool small = false;
    for (int i = 0; i < n; i++)
        small |= (fabs(v[i]) < min) & (v[i] != 0);
    return small;
}

/* The plane's inputs (4 or 9) into v; returns how many. */
static inline int isect_plane_d_inputs(const isect_plane_d *p, double *v) {
    if (!p->three) {
        for (int i = 0; i < 3; i++)
            v[i] = p->n[i];
        v[3] = p->o;
        return 4;
    }
    for (int i = 0; i < 3; i++) {
        v[i] = p->a[i];
        v[3 + i] = p->b[i];
        v[6 + i] = p->c[i];
    }
    return 9;
}

/* ---- Exact halves (plane_solid_sign.c), out of line ----------------------------------- */

/* sign(s(c)^2 - r^2 (N . N)): the ball (c, r) against the plane. */
ISECT_COLD int isect_exact_plane_ball(const isect_plane_d *p, const double *c, double r);

/* sign(|D| |s(c)| - sum_i h_i |N . e_i|): the frame box against the plane. */
ISECT_COLD int isect_exact_plane_obb(const isect_plane_d *p, const obb_d *box);

/* sign(s(B)^2 (d . d) - r^2 |N x d|^2), d = B - A: the disc about B perpendicular to
 * B - A against the plane. */
ISECT_COLD int isect_exact_plane_disc(const isect_plane_d *p, const double *apex,
                                      const double *base, double r);

/* ---- Complete signs: filter, then exact ---------------------------------------------- */

/* The side of the point x: sign(s(x)) (plane_sign.h's signs). */
int isect_sign_plane_point(const isect_plane_d *p, const double *x);

/* sign(N_i): a plane3's given component; a plane3p's (b - a) x (c - a) component, the
 * orientation of the projections of a, b, c onto the plane of the other two axes. */
int isect_sign_plane_normal(const isect_plane_d *p, int i);

/* The ball (c, r) against a plane3 (not a plane3p), as isect_exact_plane_ball: filter.h's
 * bound on s(c)^2 - r^2 (N . N) (inputs checked for underflow, degree 4), then the exact
 * half. */
int isect_sign_plane3_ball(const isect_plane_d *p, const double *c, double r);
/* ---- Against the six planes of a frustum (isect_test_<solid>_frustum3) ------------------ */

/* The planes a solid straddles, from its exact side of each (isect_side values of the
 * frustum's six planes): their indices in P, their count returned; -1 when the solid
 * lies wholly in front of one (outside the frustum). */
static inline int isect_frustum_straddled(const int *side, int *P) {
    int n = 0;
    for (int j = 0; j < 6; j++) {
        if (side[j] == 0) /* ISECT_FRONT */
            return -1;
        if (side[j] == 1) /* ISECT_STRADDLING */
            P[n++] = j;
    }
    return n;
}

/* A plane3 as a plane view. */
static inline isect_plane_d isect_plane_d_of3(const isect_plane3 *pl) {
    isect_plane_d d = {.three = false, .n = {pl->normal.x, pl->normal.y, pl->normal.z}};
    d.o = pl->offset;
    return d;
}

/* Is the point x inside (or on) each of the frustum's planes P[0..n-1]? Exact. */
bool isect_frustum_holds(const isect_frustum3 *f, const int *P, int n, isect_vec3 x);

/* The oriented box against the plane, as isect_exact_plane_obb: its filter with exact
 * cross products (filter.h's bounds), then the exact half. */
int isect_sign_plane_obb(const isect_plane_d *p, const obb_d *box);

#endif
