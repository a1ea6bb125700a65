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

#include <math.h>
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
/* The contacts' choices (query/overlap/contact_plane.c), filter then exact:
 * - sign(s(min) + s(max)) for the box v = (min, max): the side of its centre, which is
 *   not rounded;
 * - sign(N . e_i), e_i = a_{i+1} x a_{i+2} (indices mod 3): which way the oriented box's
 *   i-th frame direction faces the plane (0: its two faces across axis i are parallel to
 *   the plane). */
int isect_sign_plane_box_centre(const isect_plane_d *p, const double *v);
int isect_sign_plane_obb_axis(const isect_plane_d *p, const obb_d *box, int i);

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

/* The quick filters of the frustum tests (overlap/frustum.c, closest_point/ball_frustum.c),
 * plain double with a priori bounds. */
/* Over the solid, n_j . x - o_j ranges over [lo_j, hi_j] (times a positive factor), each
 * computed in plain double with a bound b on its rounding error: the plane is certainly
 * out (lo > b: the solid lies wholly outside, apart), certainly in (hi < -b: wholly
 * inside) or certainly reached (lo < -b: some point of the solid is inside it). */
typedef struct isect_fq_sides {
    bool out;      /* some plane certainly out */
    int unsure;    /* planes neither certainly in nor certainly reached */
    int notin;     /* planes not certainly in */
    unsigned mask; /* those planes, a bit each */
} isect_fq_sides;

static inline void isect_fq_add(isect_fq_sides *q, int j, bool out, bool in, bool reached) {
    q->out |= out;
    q->unsure += !(in | reached);
    q->notin += !in;
    q->mask |= (unsigned)!in << j;
}

/* The flags of a plane from [lo, hi] with bounds blo, bhi (above). */
static inline void isect_fq_add_range(isect_fq_sides *q, int j, double lo, double hi, double blo,
                                      double bhi) {
    isect_fq_add(q, j, lo > blo, hi < -bhi, lo < -blo);
}

/* 1 overlap, 0 apart, -1 undecided, from the sides alone: out apart; every plane in or
 * reached and at most one not in (the derivation's |P| <= 1) overlap. */
static inline int isect_fq_answer(const isect_fq_sides *q) {
    if (q->out)
        return 0;
    return q->unsure == 0 && q->notin <= 1 ? 1 : -1;
}

/* isect_fq_answer, or with a witness when that leaves two or more planes not in (and no
 * plane unsure): a point whose value n_j . x - o_j is v[j] with bound b[j] inside each of
 * those planes (the solid holds it and lies inside every other plane) proves the overlap. */
static inline int isect_fq_answer_at(const isect_fq_sides *q, const double *v, const double *b) {
    int a = isect_fq_answer(q);
    if (a >= 0 || q->unsure)
        return a;
    bool inside = true;
    for (int j = 0; j < 6; j++)
        inside &= !(q->mask >> j & 1) || v[j] < -b[j];
    return inside ? 1 : -1;
}

/* A non-zero input below 2^-118 (double build): a product of degree <= 6 could underflow,
 * and the quick filters give way (exact/filter.h). */
static inline bool isect_fq_tiny(const double *v, int n) {
#if ISECT_USE_DOUBLE
    int tiny = 0;
    for (int i = 0; i < n; i++)
        tiny |= (fabs(v[i]) < 0x1p-118) & (v[i] != 0);
    return tiny != 0;
#else
    (void)v;
    (void)n;
    return false; /* float inputs: nothing of degree <= 6 underflows */
#endif
}

/* isect_fq_tiny over the frustum's 24 inputs and the solid's n. */
static inline bool isect_fq_tiny_with(const isect_frustum3 *f, const double *v, int n) {
    double in[24];
    for (int j = 0; j < 6; j++) {
        const isect_plane3 *pl = &f->planes[j];
        in[4 * j] = pl->normal.x, in[4 * j + 1] = pl->normal.y, in[4 * j + 2] = pl->normal.z;
        in[4 * j + 3] = pl->offset;
    }
    return isect_fq_tiny(in, 24) || isect_fq_tiny(v, n);
}

/* n . x - o at a point, with its bound: k = 4 roundings, so (by exact/filter.h) 5 u times
 * the permanent |n0 x0| + |n1 x1| + |n2 x2| + |o|; 8 u covers the bound's own roundings.
 * Underflow: each of the three products of two inputs can underflow once, adding at most
 * 2^-1075 (exact/filter.h, fx_sign_deg2), covered by the term 2^-1000, so this holds for
 * all finite inputs; an overflow makes the bound infinite, and nothing is certified. */
static inline double isect_fq_at(const double *n, double o, const double *x, double *bound) {
    double v = n[0] * x[0] + n[1] * x[1] + n[2] * x[2] - o;
    *bound = 8 * 0x1p-53 * (fabs(n[0] * x[0]) + fabs(n[1] * x[1]) + fabs(n[2] * x[2]) + fabs(o)) +
             0x1p-1000;
    return v;
}

static inline void isect_fq_plane(const isect_frustum3 *f, int j, double *n, double *o) {
    const isect_plane3 *pl = &f->planes[j];
    n[0] = pl->normal.x, n[1] = pl->normal.y, n[2] = pl->normal.z;
    *o = pl->offset;
}

/* Is the point x inside (or on) each of the frustum's planes P[0..n-1]? Exact. */
bool isect_frustum_holds(const isect_frustum3 *f, const int *P, int n, isect_vec3 x);

/* The oriented box against the plane, as isect_exact_plane_obb: its filter with exact
 * cross products (filter.h's bounds), then the exact half. */
int isect_sign_plane_obb(const isect_plane_d *p, const obb_d *box);

#endif
