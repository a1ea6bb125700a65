/* Exact signs of solids against a plane; see plane_solid_sign.h for the polynomials.
 *
 * Evaluation. Each polynomial is written once on exact numbers (exact/expansion.h) and
 * evaluated in expansions when every non-zero input lies in the window of its degree,
 * otherwise (or when the arena runs out) in integers, which hold any finite input.
 * - The window of degree deg: 2^-(1074/deg - 52) <= |x| <= 2^(960/deg). Inputs that small
 *   are multiples of 2^-(1074/deg), so every product of at most deg of them (or of their
 *   differences) is a multiple of 2^-1074 and no error term underflows; inputs that large
 *   keep every value of the polynomials below 2^1023 (the largest, a plane3p disc of
 *   degree 8, is below 2^(8 M + 17) for inputs below 2^M).
 * - Integers: the inputs of a group enter as integers times 2^shift (exact/integer.h), and
 *   the shifts are chosen so that every monomial of a polynomial is scaled by the same
 *   power of two, which keeps its sign. A plane3's normal has shift sN and the solid's
 *   lengths (positions, radii, half extents) sL, so its offset, a normal times a length,
 *   needs sN + sL (sL is raised until that makes the offset an integer too). A plane3p's
 *   points are lengths: N has 2 sL, o = N . a has 3 sL, and s(x) = N . x - o is
 *   homogeneous either way. An oriented box's axes have a shift sA >= 0 of their own;
 *   |D| |s(c)| has three axis factors and h_i |N . e_i| two, so the half extents enter
 *   with sL + sA. */
#include "sign/plane_solid_sign.h"

#include <math.h>

#include "isect/predicates.h"

#include "base/vec.h"
#include "exact/expansion.h"
#include "exact/integer.h"
#include "exact/scale.h"
#include "sign/plane_sign.h"

enum { ARENA = 16384, MAX_INPUTS = 40 };

/* Is every non-zero v[i] in the expansion window of degree deg? */
static bool in_window(const double *v, int n, int deg) {
    double lo = ldexp(1, -(1074 / deg - 52)), hi = ldexp(1, 960 / deg);
    bool ok = true;
    for (int i = 0; i < n; i++)
        ok &= v[i] == 0 || (fabs(v[i]) >= lo && fabs(v[i]) <= hi);
    return ok;
}

static int max_int(int a, int b) {
    return a > b ? a : b;
}

/* The plane in exact numbers, and the shifts of the solid's groups. */
typedef struct plane_xp {
    isect_xp_arena *ar;
    const isect_plane_d *p;
    isect_xp n[3], o;
    int len_shift, axis_shift;
} plane_xp;

/* Readies the arena for a polynomial of degree deg in the plane's inputs, the solid's
 * lengths len[0..nl-1] and its axes ax[0..na-1] (see the top), and builds N and o. */
static void plane_xp_begin(plane_xp *e, isect_xp_arena *ar, const isect_plane_d *p,
                           const double *len, int nl, const double *ax, int na, int deg,
                           bool integer) {
    double all[MAX_INPUTS];
    int n = isect_plane_d_inputs(p, all);
    for (int i = 0; i < nl; i++)
        all[n++] = len[i];
    for (int i = 0; i < na; i++)
        all[n++] = ax[i];
    bool expansion = !integer && in_window(all, n, deg);
    isect_xp_reset(ar, !expansion);
    int sn = 0, sl = 0, sa = 0;
    if (!expansion) {
        if (p->three) { /* the plane's points are lengths */
            sl = isect_xp_group_shift(all, n - na);
        } else {
            sn = isect_xp_group_shift(p->n, 3);
            sl = max_int(isect_xp_group_shift(len, nl), isect_xp_group_shift(&p->o, 1) - sn);
        }
        sa = max_int(isect_xp_group_shift(ax, na), 0);
    }
    e->ar = ar;
    e->p = p;
    e->len_shift = sl;
    e->axis_shift = sa;
    if (p->three) {
        isect_xp u[3], v[3], a[3];
        isect_exact_select(ar, sl);
        for (int i = 0; i < 3; i++) {
            u[i] = isect_xp_diff(ar, p->b[i], p->a[i]);
            v[i] = isect_xp_diff(ar, p->c[i], p->a[i]);
            a[i] = isect_xp_of(ar, p->a[i]);
        }
        isect_xp_cross3(ar, u, v, e->n);
        e->o = isect_xp_dot3(ar, e->n, a);
    } else {
        isect_exact_select(ar, sn);
        for (int i = 0; i < 3; i++)
            e->n[i] = isect_xp_of(ar, p->n[i]);
        isect_exact_select(ar, sn + sl);
        e->o = isect_xp_of(ar, p->o);
    }
}

/* A length (a coordinate, a radius) as an exact number. */
static isect_xp xp_len(plane_xp *e, double x) {
    isect_exact_select(e->ar, e->len_shift);
    return isect_xp_of(e->ar, x);
}

/* s(x) = N . x - o. */
static isect_xp xp_side(plane_xp *e, const double *x) {
    isect_xp X[3];
    for (int i = 0; i < 3; i++)
        X[i] = xp_len(e, x[i]);
    return isect_xp_sub(e->ar, isect_xp_dot3(e->ar, e->n, X), e->o);
}

static isect_xp xp_abs(isect_xp_arena *ar, isect_xp x) {
    return isect_xp_sign(x) < 0 ? isect_xp_sub(ar, isect_xp_of(ar, 0), x) : x;
}

/* ---- The ball: s(c)^2 - r^2 (N . N), degree 4 (plane3) or 6 (plane3p) ---------------- */

static int ball_xp(const isect_plane_d *p, const double *c, double r, bool integer, bool *full) {
    ISECT_XP_ARENA(ar, ARENA);
    double len[4] = {c[0], c[1], c[2], r};
    plane_xp e;
    plane_xp_begin(&e, &ar, p, len, 4, NULL, 0, p->three ? 6 : 4, integer);
    isect_xp s = xp_side(&e, c), R = xp_len(&e, r);
    isect_xp rr = isect_xp_mul(&ar, R, R);
    isect_xp t = isect_xp_sub(&ar, isect_xp_mul(&ar, s, s),
                              isect_xp_mul(&ar, rr, isect_xp_dot3(&ar, e.n, e.n)));
    *full = ar.full;
    return isect_xp_sign(t);
}

int isect_exact_plane_ball(const isect_plane_d *p, const double *c, double r) {
    bool full;
    int s = ball_xp(p, c, r, false, &full);
    if (full)
        s = ball_xp(p, c, r, true, &full);
    return full ? ISECT_SIGN_UNKNOWN : s;
}

/* ---- The disc: s(B)^2 (d . d) - r^2 |N x d|^2, degree 6 (plane3) or 8 (plane3p) ------ */

static int disc_xp(const isect_plane_d *p, const double *apex, const double *base, double r,
                   bool integer, bool *full) {
    ISECT_XP_ARENA(ar, ARENA);
    double len[7] = {apex[0], apex[1], apex[2], base[0], base[1], base[2], r};
    plane_xp e;
    plane_xp_begin(&e, &ar, p, len, 7, NULL, 0, p->three ? 8 : 6, integer);
    isect_xp s = xp_side(&e, base), R = xp_len(&e, r), d[3], nd[3];
    isect_exact_select(&ar, e.len_shift);
    for (int i = 0; i < 3; i++)
        d[i] = isect_xp_diff(&ar, base[i], apex[i]);
    isect_xp_cross3(&ar, e.n, d, nd);
    isect_xp lhs = isect_xp_mul(&ar, isect_xp_mul(&ar, s, s), isect_xp_dot3(&ar, d, d));
    isect_xp rhs = isect_xp_mul(&ar, isect_xp_mul(&ar, R, R), isect_xp_dot3(&ar, nd, nd));
    int sign = isect_xp_sign(isect_xp_sub(&ar, lhs, rhs));
    *full = ar.full;
    return sign;
}

int isect_exact_plane_disc(const isect_plane_d *p, const double *apex, const double *base,
                           double r) {
    bool full;
    int s = disc_xp(p, apex, base, r, false, &full);
    if (full)
        s = disc_xp(p, apex, base, r, true, &full);
    return full ? ISECT_SIGN_UNKNOWN : s;
}

/* ---- The oriented box: |D| |s(c)| - sum_i h_i |N . e_i|, degree 5 or 6 --------------- */

static int obb_xp(const isect_plane_d *p, const obb_d *box, bool integer, bool *full) {
    ISECT_XP_ARENA(ar, ARENA);
    double len[6], ax[9];
    for (int i = 0; i < 3; i++) {
        len[i] = box->center[i];
        len[3 + i] = box->h[i];
        for (int k = 0; k < 3; k++)
            ax[3 * i + k] = box->a[i][k];
    }
    plane_xp e;
    plane_xp_begin(&e, &ar, p, len, 6, ax, 9, p->three ? 6 : 5, integer);
    isect_xp s = xp_abs(&ar, xp_side(&e, box->center)), A[3][3], E[3][3];
    isect_exact_select(&ar, e.axis_shift);
    for (int i = 0; i < 3; i++)
        for (int k = 0; k < 3; k++)
            A[i][k] = isect_xp_of(&ar, box->a[i][k]);
    for (int i = 0; i < 3; i++)
        isect_xp_cross3(&ar, A[(i + 1) % 3], A[(i + 2) % 3], E[i]);
    isect_xp D = xp_abs(&ar, isect_xp_dot3(&ar, A[0], E[0]));
    isect_xp y = isect_xp_of(&ar, 0);
    isect_exact_select(&ar, e.len_shift + e.axis_shift);
    for (int i = 0; i < 3; i++) {
        isect_xp h = isect_xp_of(&ar, box->h[i]);
        isect_xp w = xp_abs(&ar, isect_xp_dot3(&ar, e.n, E[i]));
        y = isect_xp_add(&ar, y, isect_xp_mul(&ar, h, w));
    }
    int sign = isect_xp_sign(isect_xp_sub(&ar, isect_xp_mul(&ar, D, s), y));
    *full = ar.full;
    return sign;
}

int isect_exact_plane_obb(const isect_plane_d *p, const obb_d *box) {
    bool full;
    int s = obb_xp(p, box, false, &full);
    if (full)
        s = obb_xp(p, box, true, &full);
    return full ? ISECT_SIGN_UNKNOWN : s;
}

/* ---- The contacts' choices (query/overlap/contact_plane.c) -------------------------- */

/* s(min) + s(max) = 2 s((min + max) / 2): the side of an axis-aligned box's centre,
 * degree 2 (plane3) or 3 (plane3p), without rounding the centre. */
static int box_centre_xp(const isect_plane_d *p, const double *v, bool integer, bool *full) {
    ISECT_XP_ARENA(ar, ARENA);
    plane_xp e;
    plane_xp_begin(&e, &ar, p, v, 6, NULL, 0, p->three ? 3 : 2, integer);
    isect_xp s = isect_xp_add(&ar, xp_side(&e, v), xp_side(&e, v + 3));
    *full = ar.full;
    return isect_xp_sign(s);
}

/* N . e_i, e_i = a_{i+1} x a_{i+2}: the way the box's i-th frame direction faces the
 * plane, degree 3 (plane3) or 4 (plane3p). */
static int obb_axis_xp(const isect_plane_d *p, const obb_d *box, int i, bool integer, bool *full) {
    ISECT_XP_ARENA(ar, ARENA);
    double ax[9];
    for (int j = 0; j < 3; j++)
        for (int k = 0; k < 3; k++)
            ax[3 * j + k] = box->a[j][k];
    plane_xp e;
    plane_xp_begin(&e, &ar, p, NULL, 0, ax, 9, p->three ? 4 : 3, integer);
    isect_xp A[2][3], E[3];
    isect_exact_select(&ar, e.axis_shift);
    for (int k = 0; k < 3; k++) {
        A[0][k] = isect_xp_of(&ar, box->a[(i + 1) % 3][k]);
        A[1][k] = isect_xp_of(&ar, box->a[(i + 2) % 3][k]);
    }
    isect_xp_cross3(&ar, A[0], A[1], E);
    int sign = isect_xp_sign(isect_xp_dot3(&ar, e.n, E));
    *full = ar.full;
    return sign;
}

/* The exact halves: expansions, then integers if the arena ran out (as the others). */
static int box_centre_exact(const isect_plane_d *p, const double *v) {
    bool full;
    int s = box_centre_xp(p, v, false, &full);
    if (full)
        s = box_centre_xp(p, v, true, &full);
    return full ? ISECT_SIGN_UNKNOWN : s;
}

static int obb_axis_exact(const isect_plane_d *p, const obb_d *box, int i) {
    bool full;
    int s = obb_axis_xp(p, box, i, false, &full);
    if (full)
        s = obb_axis_xp(p, box, i, true, &full);
    return full ? ISECT_SIGN_UNKNOWN : s;
}

int isect_sign_plane_box_centre(const isect_plane_d *p, const double *v) {
    double in[9 + 6];
    int n = isect_plane_d_inputs(p, in);
    for (int i = 0; i < 6; i++)
        in[n++] = v[i];
    if (!isect_plane_fx_tiny(in, n, 3)) {
        isect_fx N[3];
        isect_fx_plane_normal(p, N);
        int sign = fx_sure_sign(fx_add(isect_fx_plane_at(p, N, v), isect_fx_plane_at(p, N, v + 3)));
        if (sign)
            return sign;
    }
    return box_centre_exact(p, v);
}

int isect_sign_plane_obb_axis(const isect_plane_d *p, const obb_d *box, int i) {
    double in[9 + 9];
    int n = isect_plane_d_inputs(p, in);
    for (int j = 0; j < 3; j++)
        for (int k = 0; k < 3; k++)
            in[n++] = box->a[j][k];
    if (!isect_plane_fx_tiny(in, n, 4)) {
        isect_fx N[3], A[2][3], E[3];
        isect_fx_plane_normal(p, N);
        for (int k = 0; k < 3; k++) {
            A[0][k] = fx_in(box->a[(i + 1) % 3][k]);
            A[1][k] = fx_in(box->a[(i + 2) % 3][k]);
        }
        fx_cross(A[0], A[1], E);
        int sign = fx_sure_sign(fx_dot(N, E, 3));
        if (sign)
            return sign;
    }
    return obb_axis_exact(p, box, i);
}

/* ---- Complete signs ------------------------------------------------------------------ */

int isect_sign_plane_point(const isect_plane_d *p, const double *x) {
    return p->three ? isect_sign_orient3d(p->a, p->b, p->c, x)
                    : isect_sign_plane_side(p->n, x, p->o);
}

int isect_sign_plane_normal(const isect_plane_d *p, int i) {
    if (!p->three)
        return (p->n[i] > 0) - (p->n[i] < 0);
    int j = (i + 1) % 3, k = (i + 2) % 3; /* N_i = u_j v_k - u_k v_j: orient2d in (j, k) */
    return isect_orient2d((isect_vec2){(isect_real)p->a[j], (isect_real)p->a[k]},
                          (isect_vec2){(isect_real)p->b[j], (isect_real)p->b[k]},
                          (isect_vec2){(isect_real)p->c[j], (isect_real)p->c[k]});
}

int isect_sign_plane3_ball(const isect_plane_d *p, const double *c, double r) {
    double in[8] = {p->n[0], p->n[1], p->n[2], p->o, c[0], c[1], c[2], r};
    if (!isect_plane_fx_tiny(in, 8, 4)) {
        isect_fx N[3] = {fx_in(p->n[0]), fx_in(p->n[1]), fx_in(p->n[2])};
        isect_fx s = isect_fx_plane_at(p, N, c);
        isect_fx t = fx_sub(fx_sq(s), fx_mul(fx_sq(fx_in(r)), fx_dot(N, N, 3)));
        int sign = fx_sure_sign(t);
        if (sign != 0)
            return sign;
    }
    return isect_exact_plane_ball(p, c, r);
}

/* The filter of the oriented box with the exact frame (e_i and D from the axes as given),
 * filter.h's bound on S = |D| |s(c)| - sum h_i |N . e_i|: k = 15 on the longest path for
 * a plane3p (s: 8, D: 6, their product 15; N . e_i: 4 + 3 + 1 + 2 = 10, times h_i 11, the
 * sum 13, S 16), fewer for a plane3. |.| of a computed value keeps the bound (fx_abs).
 * Underflow is excluded by the input check (degree 6). */
int isect_sign_plane_obb(const isect_plane_d *p, const obb_d *box) {
    double in[9 + 15];
    int n = isect_plane_d_inputs(p, in);
    for (int i = 0; i < 3; i++) {
        in[n++] = box->center[i];
        in[n++] = box->h[i];
        for (int k = 0; k < 3; k++)
            in[n++] = box->a[i][k];
    }
    if (!isect_plane_fx_tiny(in, n, 6)) {
        isect_fx N[3], A[3][3], E[3][3];
        isect_fx_plane_normal(p, N);
        isect_fx s = fx_abs(isect_fx_plane_at(p, N, box->center));
        for (int i = 0; i < 3; i++)
            for (int k = 0; k < 3; k++)
                A[i][k] = fx_in(box->a[i][k]);
        for (int i = 0; i < 3; i++)
            fx_cross(A[(i + 1) % 3], A[(i + 2) % 3], E[i]);
        isect_fx D = fx_abs(fx_dot(A[0], E[0], 3));
        isect_fx y = fx_mul(fx_in(box->h[0]), fx_abs(fx_dot(N, E[0], 3)));
        for (int i = 1; i < 3; i++)
            y = fx_add(y, fx_mul(fx_in(box->h[i]), fx_abs(fx_dot(N, E[i], 3))));
        int sign = fx_sure_sign(fx_sub(fx_mul(D, s), y));
        if (sign)
            return sign;
    }
    return isect_exact_plane_obb(p, box);
}

bool isect_frustum_holds(const isect_frustum3 *f, const int *P, int n, isect_vec3 x) {
    double p[3];
    dv_from3(p, x);
    for (int i = 0; i < n; i++) {
        const isect_plane3 *pl = &f->planes[P[i]];
        isect_plane_d d = isect_plane_d_of3(pl);
        if (isect_sign_plane_point(&d, p) > 0)
            return false;
    }
    return true;
}
