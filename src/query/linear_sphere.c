/* Lines, rays and segments against discs and balls (RTCD 5.3.2).
 *
 * The hit decision is the exact sign of dist(component, c)^2 - r^2 from ball_sign.c;
 * everything below only constructs where the hit is, knowing that it exists.
 *
 * Construction. With X(t) = a + t d and m = a - c, |X(t) - c|^2 = r^2 is the quadratic
 *     A t^2 + 2 B t + C = 0,   A = d.d,  B = m.d,  C = m.m - r^2,
 * with reduced discriminant B^2 - A C = A r^2 - |m x d|^2 (Lagrange's identity). The
 * right-hand form does not cancel catastrophically when the component is far from the
 * ball (Haines et al., Ray Tracing Gems ch. 7). The roots are taken in the stable order
 * q = -(B + sign(B) sqrt(disc)), t = q / A and t = C / q, so neither is a difference of
 * nearly equal numbers (Numerical Recipes 5.6).
 *
 * To keep A, B and C finite and normal for any finite input, positions are first scaled
 * by one power of two (largest coordinate or radius in [0.5, 1)) and the direction by
 * another; t is rescaled at the end. The roots are then clipped to the component's
 * range, replaced by the component's own end where the exact predicates say that end
 * lies inside the ball. */
#include "isect/linear_sphere.h"

#include <math.h>

#include "base/inline.h"
#include "sign/ball_sign.h"
#include "sign/predicates.h"
#include "sign/valid.h"
#include "base/lin_find.h"
#include "base/vec.h"

static double cross_sq(int dim, const double *m, const double *d) {
    if (dim == 2) {
        double z = m[0] * d[1] - m[1] * d[0];
        return z * z;
    }
    double x = m[1] * d[2] - m[2] * d[1];
    double y = m[2] * d[0] - m[0] * d[2];
    double z = m[0] * d[1] - m[1] * d[0];
    return x * x + y * y + z * z;
}

/* out = x - y, or (x - y) / 2 when the full difference would overflow; returns the
 * number of halvings (0 or 1). */
static int scaled_difference(int dim, const double *x, const double *y, double *out) {
    bool finite = true;
    for (int i = 0; i < dim; i++) {
        out[i] = x[i] - y[i];
        finite &= isfinite(out[i]);
    }
    if (finite)
        return 0;
    for (int i = 0; i < dim; i++)
        out[i] = x[i] * 0.5 - y[i] * 0.5; /* exact: both are huge */
    return 1;
}

/* The component's point at parameter t. */
static void lin_point(const isect_lin *lin, double t, double *out) {
    for (int i = 0; i < lin->dim; i++) {
        if (lin->kind == ISECT_LIN_SEGMENT)
            out[i] = dv_lerp1(lin->a[i], lin->b[i], t);
        else
            out[i] = t == 0 ? lin->a[i] : lin->a[i] + t * lin->b[i];
    }
}

/* The hit of a degenerate (single point) component. */
static void find_point_ball(const isect_lin *lin, const double *c, int sign, isect_lin_find *out) {
    double m[3] = {0, 0, 0};
    for (int i = 0; i < lin->dim; i++)
        m[i] = lin->a[i] - c[i];
    lin_point(lin, 0, out->point[0]);
    lin_point(lin, 0, out->point[1]);
    if (sign == 0) {
        out->count = 1;
        out->flags |= ISECT_TOUCHING;
        dv_normalize(lin->dim, m, out->normal);
    } else {
        out->flags |= ISECT_STARTED_INSIDE | ISECT_ENDED_INSIDE;
    }
}

/* Exact sign of |p - c|^2 - r^2: the degree-2 filter first, then the careful path. */
static int point_ball_sign(int dim, const double *p, const double *c, double r) {
    int sign;
    bool decided = dim == 2 ? isect_filter_point_ball(p, c, r, 2, &sign)
                            : isect_filter_point_ball(p, c, r, 3, &sign);
    return decided ? sign : isect_sign_point_ball(dim, p, c, r);
}

/* isect_sign_lin_ball with the filter instantiated for the component's dimension and
 * kind (a predictable branch, then registers only). */
static int sign_lin_ball(const isect_lin *lin, const double *c, double r) {
    bool three = lin->dim == 3;
    switch (lin->kind) {
    case ISECT_LIN_LINE:
        return three ? isect_sign_lin_ball_dim(lin, c, r, 3, ISECT_LIN_LINE)
                     : isect_sign_lin_ball_dim(lin, c, r, 2, ISECT_LIN_LINE);
    case ISECT_LIN_RAY:
        return three ? isect_sign_lin_ball_dim(lin, c, r, 3, ISECT_LIN_RAY)
                     : isect_sign_lin_ball_dim(lin, c, r, 2, ISECT_LIN_RAY);
    default:
        return three ? isect_sign_lin_ball_dim(lin, c, r, 3, ISECT_LIN_SEGMENT)
                     : isect_sign_lin_ball_dim(lin, c, r, 2, ISECT_LIN_SEGMENT);
    }
}

/* Fills *out. On a miss only hit and flags are set (to_result2/3 zero the rest). */
static void find_lin_ball(const isect_lin *lin, const double *c, double r, isect_lin_find *out) {
    int dim = lin->dim;
    out->hit = false;
    out->flags = 0;
    bool segment = lin->kind == ISECT_LIN_SEGMENT;
    bool is_point = isect_lin_is_point(lin);
    if (is_point || r == 0)
        out->flags |= ISECT_DEGENERATE;

    int sign = sign_lin_ball(lin, c, r);
    if (sign == ISECT_SIGN_UNKNOWN) {
        out->flags |= ISECT_INVALID;
        return;
    }
    if (sign > 0)
        return;
    /* A hit: every field is set below. */
    out->hit = true;
    out->count = 0;
    out->t[0] = out->t[1] = 0;
    for (int i = 0; i < 3; i++)
        out->point[0][i] = out->point[1][i] = out->normal[i] = 0;
    if (is_point) {
        find_point_ball(lin, c, sign, out);
        return;
    }

    /* Which ends of the component lie in the open ball (exact). */
    int start_sign = 1, end_sign = 1;
    if (sign < 0 && lin->kind != ISECT_LIN_LINE)
        start_sign = point_ball_sign(dim, lin->a, c, r);
    if (sign < 0 && segment)
        end_sign = point_ball_sign(dim, lin->b, c, r);
    if (start_sign == ISECT_SIGN_UNKNOWN || end_sign == ISECT_SIGN_UNKNOWN) {
        out->hit = false;
        out->flags = ISECT_INVALID;
        return;
    }
    bool start_inside = start_sign < 0, end_inside = end_sign < 0;

    /* Local frame: m = (a - c) 2^pos_exp, rl = r 2^pos_exp, dl = d 2^dir_exp, with the
     * largest of m and rl, and of dl, in [0.5, 1). Differences are taken before
     * scaling (so a tiny difference cannot underflow) and halved first in the rare case
     * they would overflow. */
    double m[3] = {0, 0, 0}, dl[3] = {0, 0, 0};
    int m_half = scaled_difference(dim, lin->a, c, m);
    int d_half = segment ? scaled_difference(dim, lin->b, lin->a, dl) : 0;
    if (!segment)
        for (int i = 0; i < dim; i++)
            dl[i] = lin->b[i];
    double local[4] = {m[0], m[1], m[2], dv_scale(r, -m_half)};
    int pos_exp = dv_unit_exp(4, local) - m_half;
    int dir_exp = dv_unit_exp(dim, dl) - d_half;
    double rl = dv_scale(r, pos_exp);
    for (int i = 0; i < dim; i++) {
        m[i] = dv_scale(m[i], pos_exp + m_half);
        dl[i] = dv_scale(dl[i], dir_exp + d_half);
    }
    /* |m + u dl| = rl  <=>  |(a - c) + t d| = r  with  t = u 2^t_exp. */
    int t_exp = dir_exp - pos_exp;

    double A = dv_dot(dim, dl, dl), B = dv_dot(dim, m, dl);
    double u0, u1;
    if (sign == 0) {
        u0 = u1 = -B / A;
    } else {
        double disc = A * rl * rl - cross_sq(dim, m, dl);
        double root = sqrt(disc > 0 ? disc : 0);
        double mm = dv_dot(dim, m, m);
        double q = B >= 0 ? -(B + root) : -B + root;
        double far = q / A; /* the root of larger magnitude: no cancellation */
        /* The other root is C / q, accurate unless q itself is small (both roots near
         * 0, where C = m.m - r^2 is mostly rounding error); then the direct form
         * (-B -/+ root) / A, whose error is absolute and small, is the better one. */
        double near;
        if (q * q >= 0.0625 * A * (mm + rl * rl))
            near = (mm - rl * rl) / q;
        else
            near = (B >= 0 ? -B + root : -B - root) / A;
        u0 = far < near ? far : near; /* no NaN here: fmin would be a library call */
        u1 = far < near ? near : far;
    }

    if (sign == 0)
        u1 = u0;
    out->count = sign == 0 ? 1 : (!start_inside) + (!end_inside);
    out->flags |= (sign == 0 ? ISECT_TOUCHING : 0) | (start_inside ? ISECT_STARTED_INSIDE : 0) |
                  (end_inside ? ISECT_ENDED_INSIDE : 0);

    /* Clip to the component's range. An end that lies inside is the component's own end;
     * a root that rounding put just outside the range is moved onto it. */
    double u[2] = {u0, u1}; /* local parameters of the two ends */
    if (segment) {
        out->t[0] = start_inside ? 0 : dv_clamp(dv_scale(u0, t_exp), 0, 1);
        out->t[1] = end_inside ? 1 : dv_clamp(dv_scale(u1, t_exp), 0, 1);
        for (int k = 0; k < 2; k++) {
            lin_point(lin, out->t[k], out->point[k]);
            if (out->t[k] != dv_scale(u[k], t_exp))
                u[k] = dv_scale(out->t[k], -t_exp);
        }
    } else {
        /* Rays and lines: points from the local frame, which stays accurate even when t
         * itself under- or overflows (a tiny direction, a huge distance). */
        bool ray = lin->kind == ISECT_LIN_RAY;
        if (start_inside)
            u[0] = 0;
        for (int k = 0; k < 2; k++) {
            if (ray && u[k] < 0)
                u[k] = 0;
            out->t[k] = dv_scale(u[k], t_exp); /* beyond the range: saturated at the end */
            for (int i = 0; i < dim; i++)
                out->point[k][i] =
                    u[k] == 0 ? lin->a[i] : dv_add_scaled(c[i], m[i] + u[k] * dl[i], -pos_exp);
        }
    }

    /* Outward normal at the entry, from the local vector m + u dl (no cancellation with
     * the centre's magnitude); -dl for a zero radius or if that vector vanishes. */
    if (!start_inside) {
        double v[3] = {0, 0, 0};
        for (int i = 0; i < dim; i++)
            v[i] = r == 0 ? -dl[i] : m[i] + u[0] * dl[i];
        dv_normalize(dim, v, out->normal);
        if (out->normal[0] == 0 && out->normal[1] == 0 && out->normal[2] == 0) {
            for (int i = 0; i < dim; i++)
                v[i] = -dl[i];
            dv_normalize(dim, v, out->normal);
        }
    }
}

/* ---- Public wrappers ------------------------------------------------------------ */

/* A valid ball as double arrays: the check is sign/valid.h's, the one that
 * isect_valid_circle2 and isect_valid_sphere3 run. */
static bool circle_of(const isect_circle2 *circle, double *c, double *r) {
    if (!isect_ok_circle2(circle))
        return false;
    dv_from2(c, circle->center);
    *r = circle->radius;
    return true;
}

static bool sphere_of(const isect_sphere3 *sphere, double *c, double *r) {
    if (!isect_ok_sphere3(sphere))
        return false;
    dv_from3(c, sphere->center);
    *r = sphere->radius;
    return true;
}

static void find_circle(const isect_lin *lin, const isect_circle2 *circle, isect_lin_find *out) {
    double c[3], r;
    if (circle_of(circle, c, &r))
        find_lin_ball(lin, c, r, out);
    else
        *out = (isect_lin_find){.hit = false, .flags = ISECT_INVALID};
}

static void find_sphere(const isect_lin *lin, const isect_sphere3 *sphere, isect_lin_find *out) {
    double c[3], r;
    if (sphere_of(sphere, c, &r))
        find_lin_ball(lin, c, r, out);
    else
        *out = (isect_lin_find){.hit = false, .flags = ISECT_INVALID};
}

/* The test queries inline the filter for their dimension and kind. NULL arguments and a
 * negative or NaN radius are refused first; non-finite coordinates need no check on the
 * fast path, because they make the filter's bound infinite or NaN so that it certifies
 * nothing, and the slow path below checks them. */
ISECT_COLD static bool test_lin_ball_slow(const isect_lin *lin, const double *c, double r) {
    double rr[3] = {r, 0, 0};
    if (!dv_finite2(lin->a, lin->b, lin->dim) || !dv_finite2(c, rr, lin->dim))
        return false;
    return isect_sign_lin_ball_slow(lin, c, r) <= 0;
}

/* The slow halves take pointers into the caller's structs and build their own copies:
 * the fast path then never stores its operands to memory for them. */
ISECT_COLD static bool test_circle_slow(isect_lin_kind kind, const isect_vec2 *a,
                                        const isect_vec2 *b, const isect_circle2 *circle) {
    isect_lin lin = isect_lin_make2(kind, *a, *b);
    double c[3] = {circle->center.x, circle->center.y, 0};
    return test_lin_ball_slow(&lin, c, circle->radius);
}

ISECT_COLD static bool test_sphere_slow(isect_lin_kind kind, const isect_vec3 *a,
                                        const isect_vec3 *b, const isect_sphere3 *sphere) {
    isect_lin lin = isect_lin_make3(kind, *a, *b);
    double c[3] = {sphere->center.x, sphere->center.y, sphere->center.z};
    return test_lin_ball_slow(&lin, c, sphere->radius);
}

ISECT_INLINE bool test_circle(isect_lin_kind kind, const isect_vec2 *a, const isect_vec2 *b,
                              const isect_circle2 *circle) {
    if (!circle || !(circle->radius >= 0))
        return false;
    isect_lin lin = isect_lin_make2(kind, *a, *b);
    double c[3] = {circle->center.x, circle->center.y, 0};
    int sign;
    if (isect_filter_lin_ball_dim(&lin, c, circle->radius, 2, kind, &sign))
        return sign <= 0;
    return test_circle_slow(kind, a, b, circle);
}

ISECT_INLINE bool test_sphere(isect_lin_kind kind, const isect_vec3 *a, const isect_vec3 *b,
                              const isect_sphere3 *sphere) {
    if (!sphere || !(sphere->radius >= 0))
        return false;
    isect_lin lin = isect_lin_make3(kind, *a, *b);
    double c[3] = {sphere->center.x, sphere->center.y, sphere->center.z};
    int sign;
    if (isect_filter_lin_ball_dim(&lin, c, sphere->radius, 3, kind, &sign))
        return sign <= 0;
    return test_sphere_slow(kind, a, b, sphere);
}

/* Each public function converts (and validates) its component, then asks the shared
 * query. */

bool isect_test_line2_circle2(const isect_line2 *line, const isect_circle2 *circle) {
    return line && test_circle(ISECT_LIN_LINE, &line->origin, &line->dir, circle);
}

isect_find_result2 isect_find_line2_circle2(const isect_line2 *line, const isect_circle2 *circle) {
    isect_lin lin;
    isect_lin_find f; /* set by find_circle/find_sphere, or invalid here */
    f.hit = false;
    f.flags = ISECT_INVALID;
    if (isect_lin_of_line2(line, &lin))
        find_circle(&lin, circle, &f);
    return isect_lin_find_out2(&f);
}

bool isect_test_ray2_circle2(const isect_ray2 *ray, const isect_circle2 *circle) {
    return ray && test_circle(ISECT_LIN_RAY, &ray->origin, &ray->dir, circle);
}

isect_find_result2 isect_find_ray2_circle2(const isect_ray2 *ray, const isect_circle2 *circle) {
    isect_lin lin;
    isect_lin_find f; /* set by find_circle/find_sphere, or invalid here */
    f.hit = false;
    f.flags = ISECT_INVALID;
    if (isect_lin_of_ray2(ray, &lin))
        find_circle(&lin, circle, &f);
    return isect_lin_find_out2(&f);
}

bool isect_test_seg2_circle2(const isect_seg2 *seg, const isect_circle2 *circle) {
    return seg && test_circle(ISECT_LIN_SEGMENT, &seg->p0, &seg->p1, circle);
}

isect_find_result2 isect_find_seg2_circle2(const isect_seg2 *seg, const isect_circle2 *circle) {
    isect_lin lin;
    isect_lin_find f; /* set by find_circle/find_sphere, or invalid here */
    f.hit = false;
    f.flags = ISECT_INVALID;
    if (isect_lin_of_seg2(seg, &lin))
        find_circle(&lin, circle, &f);
    return isect_lin_find_out2(&f);
}

bool isect_test_line3_sphere3(const isect_line3 *line, const isect_sphere3 *sphere) {
    return line && test_sphere(ISECT_LIN_LINE, &line->origin, &line->dir, sphere);
}

isect_find_result3 isect_find_line3_sphere3(const isect_line3 *line, const isect_sphere3 *sphere) {
    isect_lin lin;
    isect_lin_find f; /* set by find_circle/find_sphere, or invalid here */
    f.hit = false;
    f.flags = ISECT_INVALID;
    if (isect_lin_of_line3(line, &lin))
        find_sphere(&lin, sphere, &f);
    return isect_lin_find_out3(&f);
}

bool isect_test_ray3_sphere3(const isect_ray3 *ray, const isect_sphere3 *sphere) {
    return ray && test_sphere(ISECT_LIN_RAY, &ray->origin, &ray->dir, sphere);
}

isect_find_result3 isect_find_ray3_sphere3(const isect_ray3 *ray, const isect_sphere3 *sphere) {
    isect_lin lin;
    isect_lin_find f; /* set by find_circle/find_sphere, or invalid here */
    f.hit = false;
    f.flags = ISECT_INVALID;
    if (isect_lin_of_ray3(ray, &lin))
        find_sphere(&lin, sphere, &f);
    return isect_lin_find_out3(&f);
}

bool isect_test_seg3_sphere3(const isect_seg3 *seg, const isect_sphere3 *sphere) {
    return seg && test_sphere(ISECT_LIN_SEGMENT, &seg->p0, &seg->p1, sphere);
}

isect_find_result3 isect_find_seg3_sphere3(const isect_seg3 *seg, const isect_sphere3 *sphere) {
    isect_lin lin;
    isect_lin_find f; /* set by find_circle/find_sphere, or invalid here */
    f.hit = false;
    f.flags = ISECT_INVALID;
    if (isect_lin_of_seg3(seg, &lin))
        find_sphere(&lin, sphere, &f);
    return isect_lin_find_out3(&f);
}
