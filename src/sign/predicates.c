/* The public exact predicates (isect/predicates.h).
 *
 * Each is its filtered half (predicates_filter.h) followed, when that cannot decide, by
 * the same polynomial in exact arithmetic on prepared inputs (exact/scale.h: scaled
 * expansions, or integers when the magnitudes span too far). The point-versus-ball and
 * point-versus-capsule predicates are the ball signs of ball_sign.c: a point is a
 * zero-length segment, and "segment touches ball" is "centre lies in the capsule". */
#include "isect/predicates.h"

#include "base/inline.h"
#include "exact/expansion.h"
#include "exact/scale.h"
#include "base/vec.h"
#include "sign/predicates.h"

/* ---- Out-of-line parts of the filters ---------------------------------------------- */

bool isect_filter_orient3d_zero(const double *a, const double *pb, const double *pc,
                                const double *pd, int *sign) {
    double under;
    isect_fx det = isect_fx_orient3d(a, pb, pc, pd, 0, &under);
    if (fx_m(det) != 0)
        return false;
    /* every product exactly zero (coplanar), unless a product underflowed to zero */
    isect_fx l[9];
    for (int i = 0; i < 3; i++) {
        l[i] = fx_diff(pb[i], a[i]);
        l[3 + i] = fx_diff(pc[i], a[i]);
        l[6 + i] = fx_diff(pd[i], a[i]);
    }
    if (fx_leaves_tiny(l, 9, 3))
        return false;
    *sign = 0;
    return true;
}

/* ---- Exact halves ----------------------------------------------------------------- */

ISECT_COLD static int exact_orient2d(const double *in) {
    ISECT_XP_ARENA(arena, 1024);
    double p[6];
    for (int i = 0; i < 6; i++)
        p[i] = in[i];
    double *groups[1] = {p};
    int sizes[1] = {6}, shift[1];
    isect_exact_prepare(&arena, groups, sizes, 1, 2, shift);
    isect_exact_select(&arena, shift[0]);
    isect_xp bx = isect_xp_diff(&arena, p[2], p[0]), by = isect_xp_diff(&arena, p[3], p[1]);
    isect_xp cx = isect_xp_diff(&arena, p[4], p[0]), cy = isect_xp_diff(&arena, p[5], p[1]);
    isect_xp det = isect_xp_sub(&arena, isect_xp_mul(&arena, bx, cy), isect_xp_mul(&arena, by, cx));
    return arena.full ? ISECT_SIGN_INVALID : isect_xp_sign(det);
}

ISECT_COLD static int exact_orient3d(const double *in) {
    ISECT_XP_ARENA(arena, 2048);
    double p[12];
    for (int i = 0; i < 12; i++)
        p[i] = in[i];
    double *groups[1] = {p};
    int sizes[1] = {12}, shift[1];
    isect_exact_prepare(&arena, groups, sizes, 1, 3, shift);
    isect_exact_select(&arena, shift[0]);
    isect_xp b[3], c[3], d[3];
    for (int i = 0; i < 3; i++) {
        b[i] = isect_xp_diff(&arena, p[3 + i], p[i]);
        c[i] = isect_xp_diff(&arena, p[6 + i], p[i]);
        d[i] = isect_xp_diff(&arena, p[9 + i], p[i]);
    }
    isect_xp det = isect_xp_det3(&arena, b, c, d);
    return arena.full ? ISECT_SIGN_INVALID : isect_xp_sign(det);
}

ISECT_COLD static int exact_dot_sign(const double *in_a, const double *in_b, const double *in_v,
                                     int dim) {
    ISECT_XP_ARENA(arena, 1024);
    double ab[6], v[3];
    for (int i = 0; i < dim; i++) {
        ab[i] = in_a[i];
        ab[dim + i] = in_b[i];
        v[i] = in_v[i];
    }
    double *groups[2] = {ab, v};
    int sizes[2] = {2 * dim, dim}, shift[2];
    isect_exact_prepare(&arena, groups, sizes, 2, 2, shift);
    isect_xp w[3], n[3];
    isect_exact_select(&arena, shift[0]);
    for (int i = 0; i < dim; i++)
        w[i] = isect_xp_diff(&arena, ab[i], ab[dim + i]);
    isect_exact_select(&arena, shift[1]);
    for (int i = 0; i < dim; i++)
        n[i] = isect_xp_of(&arena, v[i]);
    int mark = isect_xp_mark(&arena);
    isect_xp acc = isect_xp_mul(&arena, w[0], n[0]);
    for (int i = 1; i < dim; i++)
        acc = isect_xp_keep(&arena, mark,
                            isect_xp_add(&arena, acc, isect_xp_mul(&arena, w[i], n[i])));
    return arena.full ? ISECT_SIGN_INVALID : isect_xp_sign(acc);
}

/* ---- Public functions ------------------------------------------------------------- */

/* The slow halves, out of line: the filter's zero proof, then the exact evaluation. They
 * take the public values, so the fast paths never build arrays in memory. */
ISECT_COLD static int slow_orient2d(isect_vec2 a, isect_vec2 b, isect_vec2 c) {
    if (!(dv_finite_v2(a) && dv_finite_v2(b) && dv_finite_v2(c)))
        return ISECT_SIGN_INVALID;
    int sign;
    if (isect_filter_orient2d(a.x, a.y, b.x, b.y, c.x, c.y, &sign))
        return sign;
    double p[6] = {a.x, a.y, b.x, b.y, c.x, c.y};
    return exact_orient2d(p);
}

int isect_orient2d(isect_vec2 a, isect_vec2 b, isect_vec2 c) {
    int sign;
    if (isect_fx_nonzero_deg2(isect_fx_orient2d(a.x, a.y, b.x, b.y, c.x, c.y), &sign))
        return sign;
    return slow_orient2d(a, b, c);
}

/* The slow half takes the same arguments as the public function, so that the fast path
 * reaches it by a plain jump, without a stack frame of its own. */
ISECT_COLD static int slow_orient3d(isect_vec3 a, isect_vec3 b, isect_vec3 c, isect_vec3 d) {
    if (!(dv_finite_v3(a) && dv_finite_v3(b) && dv_finite_v3(c) && dv_finite_v3(d)))
        return ISECT_SIGN_INVALID;
    double p[12] = {a.x, a.y, a.z, b.x, b.y, b.z, c.x, c.y, c.z, d.x, d.y, d.z};
    int sign;
    if (isect_filter_orient3d_zero(p, p + 3, p + 6, p + 9, &sign))
        return sign;
    return exact_orient3d(p);
}

int isect_orient3d(isect_vec3 a, isect_vec3 b, isect_vec3 c, isect_vec3 d) {
    double pa[3] = {a.x, a.y, a.z}, pb[3] = {b.x, b.y, b.z};
    double pc[3] = {c.x, c.y, c.z}, pd[3] = {d.x, d.y, d.z};
    double under;
    isect_fx det = isect_fx_orient3d(pa, pb, pc, pd, ISECT_FX_ORIENT3D_LIFT, &under);
    if (fx_certain_abs(det, under, false))
        return fx_v(det) > 0 ? 1 : -1;
    return slow_orient3d(a, b, c, d);
}

ISECT_COLD static int slow_dot_sign(int dim, const double *pa, const double *pb, const double *pv) {
    bool ok = dv_finite2(pa, pb, dim) && dv_finite2(pv, pv, dim);
    int sign;
    if (ok && isect_filter_dot_sign(pa, pb, pv, dim, &sign))
        return sign;
    return ok ? exact_dot_sign(pa, pb, pv, dim) : ISECT_SIGN_INVALID;
}

ISECT_COLD static int slow_dot_sign2(isect_vec2 a, isect_vec2 b, isect_vec2 v) {
    double pa[3] = {a.x, a.y, 0}, pb[3] = {b.x, b.y, 0}, pv[3] = {v.x, v.y, 0};
    return slow_dot_sign(2, pa, pb, pv);
}

/* Same arguments as the public function: the fast path reaches it by a plain jump. */
ISECT_COLD static int slow_dot_sign3(isect_vec3 a, isect_vec3 b, isect_vec3 v) {
    double pa[3] = {a.x, a.y, a.z}, pb[3] = {b.x, b.y, b.z}, pv[3] = {v.x, v.y, v.z};
    return slow_dot_sign(3, pa, pb, pv);
}

int isect_dot_sign2(isect_vec2 a, isect_vec2 b, isect_vec2 v) {
    double pa[3] = {a.x, a.y, 0}, pb[3] = {b.x, b.y, 0}, pv[3] = {v.x, v.y, 0};
    int sign;
    if (isect_fx_nonzero_deg2(isect_fx_dot(pa, pb, pv, 2), &sign))
        return sign;
    return slow_dot_sign2(a, b, v);
}

int isect_dot_sign3(isect_vec3 a, isect_vec3 b, isect_vec3 v) {
    double pa[3] = {a.x, a.y, a.z}, pb[3] = {b.x, b.y, b.z}, pv[3] = {v.x, v.y, v.z};
    int sign;
    if (isect_fx_nonzero_deg2(isect_fx_dot(pa, pb, pv, 3), &sign))
        return sign;
    return slow_dot_sign3(a, b, v);
}

int isect_sign_dot_d(int dim, const double *a, const double *b, const double *v) {
    isect_fx acc = dim == 2 ? isect_fx_dot(a, b, v, 2) : isect_fx_dot(a, b, v, 3);
    /* products may underflow (2^-1075 each, at most three): 2^-1000 covers them; an
     * exact zero is left to the exact evaluation */
    if (fx_certain_abs(acc, 0x1p-1000, false))
        return fx_v(acc) > 0 ? 1 : -1;
    return exact_dot_sign(a, b, v, dim);
}

/* A sign of dist^2 - r^2 as a location. */
static isect_location location_of(int sign) {
    switch (sign) {
    case -1: return ISECT_INSIDE;
    case 0: return ISECT_ON_BOUNDARY;
    case 1: return ISECT_OUTSIDE;
    default: return ISECT_LOCATION_INVALID;
    }
}

/* The point-versus-ball and point-versus-capsule predicates. NULL and a negative or NaN
 * radius are refused first; non-finite coordinates make the filters' bounds infinite or
 * NaN, so they certify nothing and the slow path checks them. */
ISECT_COLD static isect_location classify_slow(int dim, const double *p, const double *p0,
                                               const double *p1, double r) {
    double rr[3] = {r, 0, 0};
    if (!dv_finite2(p0, p1, dim) || !dv_finite2(p, rr, dim))
        return ISECT_LOCATION_INVALID;
    isect_lin seg = {ISECT_LIN_SEGMENT, dim, {p0[0], p0[1], p0[2]}, {p1[0], p1[1], p1[2]}};
    return location_of(isect_sign_lin_ball_slow(&seg, p, r));
}

/* The slow half of the point-versus-ball predicates: the zero proof, then the exact
 * evaluation. */
ISECT_COLD static isect_location classify_ball_slow(int dim, const isect_vec3 *p,
                                                    const isect_vec3 *c, double r) {
    double q[3] = {p->x, p->y, p->z}, cc[3] = {c->x, c->y, c->z}, rr[3] = {r, 0, 0};
    int sign;
    if (dv_finite2(q, cc, dim) && dv_finite2(rr, rr, 1) &&
        isect_filter_point_ball(q, cc, r, dim, &sign)) /* the zero proof */
        return location_of(sign);
    return classify_slow(dim, q, cc, cc, r);
}

/* The fast half: the filter's certain non-zero signs. */
ISECT_INLINE bool classify_ball_fast(int dim, const isect_vec3 *p, const isect_vec3 *c, double r,
                                     isect_location *location) {
    double q[3] = {p->x, p->y, p->z}, cc[3] = {c->x, c->y, c->z};
    int sign;
    bool decided = isect_fx_nonzero_deg2(isect_fx_point_ball(q, cc, r, dim), &sign);
    *location = location_of(sign);
    return decided;
}

ISECT_INLINE isect_location classify_capsule(int dim, const double *p, const double *p0,
                                             const double *p1, double r) {
    isect_lin seg = {ISECT_LIN_SEGMENT, dim, {p0[0], p0[1], p0[2]}, {p1[0], p1[1], p1[2]}};
    int sign;
    bool decided = dim == 2 ? isect_filter_lin_ball_dim(&seg, p, r, 2, ISECT_LIN_SEGMENT, &sign)
                            : isect_filter_lin_ball_dim(&seg, p, r, 3, ISECT_LIN_SEGMENT, &sign);
    return decided ? location_of(sign) : classify_slow(dim, p, p0, p1, r);
}

isect_location isect_classify_point2_circle2(isect_vec2 p, const isect_circle2 *circle) {
    if (!circle || !(circle->radius >= 0))
        return ISECT_LOCATION_INVALID;
    isect_vec3 q = {p.x, p.y, 0}, c = {circle->center.x, circle->center.y, 0};
    isect_location location;
    if (classify_ball_fast(2, &q, &c, circle->radius, &location))
        return location;
    return classify_ball_slow(2, &q, &c, circle->radius);
}

/* Same arguments as the public function: the fast path reaches it by a plain jump. */
ISECT_COLD static isect_location classify_sphere_slow(isect_vec3 p, const isect_sphere3 *sphere) {
    return classify_ball_slow(3, &p, &sphere->center, sphere->radius);
}

isect_location isect_classify_point3_sphere3(isect_vec3 p, const isect_sphere3 *sphere) {
    if (!sphere || !(sphere->radius >= 0))
        return ISECT_LOCATION_INVALID;
    isect_location location;
    if (classify_ball_fast(3, &p, &sphere->center, sphere->radius, &location))
        return location;
    return classify_sphere_slow(p, sphere);
}

isect_location isect_classify_point2_capsule2(isect_vec2 p, const isect_capsule2 *capsule) {
    if (!capsule || !(capsule->radius >= 0))
        return ISECT_LOCATION_INVALID;
    double q[3] = {p.x, p.y, 0}, a[3] = {capsule->p0.x, capsule->p0.y, 0};
    double b[3] = {capsule->p1.x, capsule->p1.y, 0};
    return classify_capsule(2, q, a, b, capsule->radius);
}

isect_location isect_classify_point3_capsule3(isect_vec3 p, const isect_capsule3 *capsule) {
    if (!capsule || !(capsule->radius >= 0))
        return ISECT_LOCATION_INVALID;
    double q[3] = {p.x, p.y, p.z}, a[3] = {capsule->p0.x, capsule->p0.y, capsule->p0.z};
    double b[3] = {capsule->p1.x, capsule->p1.y, capsule->p1.z};
    return classify_capsule(3, q, a, b, capsule->radius);
}
