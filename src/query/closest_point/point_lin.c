/* The point of a line, ray or segment closest to a point (RTCD 5.1.2).
 *
 * Derivation. Write the component as X(t) = a + t d (d = p1 - p0 for a segment, dir
 * otherwise) and let m = p - a. |p - X(t)|^2 = |m|^2 - 2 t m.d + t^2 d.d is a convex
 * quadratic in t with its minimum at t* = m.d / d.d. Clamped to the component's range:
 *
 *   start (rays, segments):  m.d <= 0, i.e. sign((a - p).d) >= 0  ->  t = 0, X = a;
 *   end (segments):          (p - b).d >= 0, i.e. sign((b - p).d) <= 0  ->  t = 1, X = b;
 *   otherwise:               t = t*, X = a + t* d.
 *
 * Both signs are polynomials of degree 2 in the inputs (d = b - a taken exactly), decided
 * by the filter of exact/filter.h and, when it cannot certify them, by the exact
 * evaluation of ball_sign.c (the sign of (x - c).d with c = p): the region is exact. A
 * zero d is the point a itself; d is never normalised, so nothing divides by zero.
 *
 * Between the ends, t*, X and the squared distance are computed in double on scaled
 * differences: m = p - a and d are each multiplied by a power of two that puts their
 * largest component in [0.5, 1) (halved first in the rare case the difference itself
 * overflows), so m.d and d.d neither overflow nor underflow; with m = ml 2^-em and
 * d = dl 2^-ed,
 *   t = (ml.dl / dl.dl) 2^(ed - em),   t d = (ml.dl / dl.dl) dl 2^-em,
 * and X = a + t d is formed from the second, which stays finite even where t itself
 * would not. The squared distance is |m - t d|^2 = |ml - tl dl|^2 2^(-2 em): the error of
 * tl moves the vector along d, perpendicular to the true m - t* d, so it enters the
 * distance only to second order. (The Lagrange form |m x d|^2 / |d|^2 was measured
 * too: its largest distance error over 10^5 cases per function was 6.8 u S against 5.2
 * u S for this form.) Every value is converted to isect_real once, at the
 * end; values beyond its range saturate (ISECT_SATURATED). */
#include "query/closest_point/point_lin.h"
#include "query/closest_point/full_path.h"

#include "isect/closest_point.h"

#include "base/inline.h"
#include "sign/dist_sign.h"
#include "sign/incidence.h"
#include "sign/ball_sign.h"

/* Squares the unscaled computation may keep (point_lin.h). */
static bool square_in_range(double x) {
    return isect_closest_square_in_range(x);
}

/* |x - y|^2 without intermediate overflow or underflow (the result itself may). */
double isect_closest_dist_sq_points(int dim, const double *x, const double *y) {
    double direct[3] = {0, 0, 0};
    for (int i = 0; i < dim; i++)
        direct[i] = x[i] - y[i];
    double sq = dv_dot(dim, direct, direct);
    if (square_in_range(sq))
        return sq; /* the scaled computation below would round identically */
    double v[3] = {0, 0, 0};
    int e = dv_diff_exp(dim, x, y, v);
    return dv_scale(dv_dot(dim, v, v), -2 * e);
}

/* The exact sign of (x - p).d, x = a or b: which side of the plane through p normal to d
 * the point x lies on. The filter first (degree 2: leaves x - p and d), then the exact
 * evaluation. */
ISECT_INLINE int side_sign(const isect_lin *lin, isect_endpoint from, const double *p, int dim) {
    const double *x = from == ISECT_FROM_A ? lin->a : lin->b;
    isect_fx l[6]; /* x - p, then d */
    for (int i = 0; i < dim; i++) {
        l[i] = fx_diff(x[i], p[i]);
        l[dim + i] =
            lin->kind == ISECT_LIN_SEGMENT ? fx_diff(lin->b[i], lin->a[i]) : fx_in(lin->b[i]);
    }
    isect_fx acc = fx_mul(l[0], l[dim]);
    for (int i = 1; i < dim; i++)
        acc = fx_add(acc, fx_mul(l[i], l[dim + i]));
    int sign;
    if (fx_sign_deg2(acc, l, 2 * dim, &sign))
        return sign;
    return isect_exact_dot_ball(lin, from, p, 0);
}

int isect_closest_side_sign(const isect_lin *lin, isect_endpoint from, const double *p) {
    return lin->dim == 2 ? side_sign(lin, from, p, 2) : side_sign(lin, from, p, 3);
}

/* The closest point is an end x of the component, at parameter t. */
static void at_end(const isect_lin *lin, const double *x, double t, const double *p,
                   isect_closest_d *out) {
    for (int i = 0; i < lin->dim; i++)
        out->point[i] = x[i];
    out->t = t;
    out->t_sign = t > 0;
    out->region = t > 0 ? ISECT_AT_END : ISECT_AT_START;
    out->meets = true;
    for (int i = 0; i < lin->dim; i++)
        out->meets &= p[i] == x[i];
    out->dist_sq = out->meets ? 0 : isect_closest_dist_sq_points(lin->dim, p, x);
}

/* The foot computed between the ends at squared distance ee, |m|^2 = mm (in the same
 * units): a p exactly on the line gives an ee of rounding errors only, some 2^-104 mm;
 * below 2^-80 mm the exact incidence test decides, and a p on the line is its own point. */
static void settle_on_line(const isect_lin *lin, const double *p, int dim, double ee, double mm,
                           isect_closest_d *out) {
    bool near = !(ee > 0x1p-80 * mm);
    out->meets = near && isect_inc_on_lin(lin, p);
    if (near && !out->meets && lin->kind == ISECT_LIN_SEGMENT && !(out->dist_sq > 0)) {
        /* apart, but the rounded distance vanished: the exact distance to the segment's
         * line, rounded once (sign/dist_sign.h) */
        isect_dist_form f = {ISECT_DIST_POINT_LINE, {p, lin->a, lin->b, NULL}};
        out->dist_sq = isect_dist_value(&f);
    }
    if (!out->meets)
        return;
    for (int i = 0; i < dim; i++)
        out->point[i] = p[i];
    out->dist_sq = 0;
}

ISECT_INLINE void closest_lin(const isect_lin *lin, const double *p, int dim, isect_lin_kind kind,
                              isect_closest_d *out) {
    const bool segment = kind == ISECT_LIN_SEGMENT;
    out->flags = 0;
    out->interior = false;
    out->meets = false;
    out->point[2] = 0;
    if (isect_lin_is_point(lin)) {
        out->flags = ISECT_DEGENERATE;
        at_end(lin, lin->a, 0, p, out);
        return;
    }
    /* s0 = sign((a - p).d) = -sign(t*): the start is closest when s0 >= 0 (for a line,
     * exactly the origin when s0 == 0). */
    int s0 = side_sign(lin, ISECT_FROM_A, p, dim);
    if (s0 == ISECT_SIGN_UNKNOWN) { /* ruled out by the arena sizes; never guess */
        out->flags = ISECT_INVALID;
        return;
    }
    if (s0 == 0 || (s0 > 0 && kind != ISECT_LIN_LINE)) {
        at_end(lin, lin->a, 0, p, out);
        return;
    }
    if (segment) {
        int s1 = side_sign(lin, ISECT_FROM_B, p, dim);
        if (s1 == ISECT_SIGN_UNKNOWN) {
            out->flags = ISECT_INVALID;
            return;
        }
        if (s1 <= 0) {
            at_end(lin, lin->b, 1, p, out);
            return;
        }
    }
    out->interior = kind != ISECT_LIN_LINE;
    out->region = ISECT_BETWEEN;
    out->t_sign = -s0;

    /* The common case, unscaled: when d.d and |e|^2 lie well inside the normal range
     * (and nothing overflowed), every product below rounds as it would after scaling. */
    double m[3] = {0, 0, 0}, d[3] = {0, 0, 0}, e[3] = {0, 0, 0};
    for (int i = 0; i < dim; i++) {
        m[i] = p[i] - lin->a[i];
        d[i] = segment ? lin->b[i] - lin->a[i] : lin->b[i];
    }
    double dd = dv_dot(dim, d, d);
    double t = dv_dot(dim, m, d) / dd;
    for (int i = 0; i < dim; i++) {
        double step = t * d[i];
        out->point[i] = lin->a[i] + step;
        e[i] = m[i] - step;
    }
    double ee = dv_dot(dim, e, e);
    if (square_in_range(dd) && square_in_range(ee) && dv_finite2(out->point, out->point, dim)) {
        out->t = t;
        out->dist_sq = ee;
        settle_on_line(lin, p, dim, ee, dv_dot(dim, m, m), out);
        return;
    }

    /* Scaled differences: m = ml 2^-em, d = dl 2^-ed, both non-zero here (m == 0 would
     * have given s0 == 0). */
    double ml[3] = {0, 0, 0}, dl[3] = {0, 0, 0};
    int em = dv_diff_exp(dim, p, lin->a, ml), ed;
    if (segment) {
        ed = dv_diff_exp(dim, lin->b, lin->a, dl);
    } else {
        for (int i = 0; i < dim; i++)
            dl[i] = lin->b[i];
        ed = dv_unit_scale(dim, dl);
    }
    double tl = dv_dot(dim, ml, dl) / dv_dot(dim, dl, dl);
    out->t = dv_scale(tl, ed - em); /* beyond the range: saturated at the end */
    for (int i = 0; i < dim; i++) {
        double step = tl * dl[i]; /* (t d) 2^em */
        out->point[i] = dv_add_scaled(lin->a[i], step, -em);
        e[i] = ml[i] - step;
    }
    double ee_scaled = dv_dot(dim, e, e);
    /* e may be much shorter than m (p near the line): scaled once more before squaring. */
    int es = dv_unit_scale(dim, e);
    out->dist_sq = dv_scale(dv_dot(dim, e, e), -2 * (em + es));
    settle_on_line(lin, p, dim, ee_scaled, dv_dot(dim, ml, ml), out);
}

void isect_closest_lin_point(const isect_lin *lin, const double *p, isect_closest_d *out) {
    if (lin->dim == 2) {
        if (lin->kind == ISECT_LIN_LINE)
            closest_lin(lin, p, 2, ISECT_LIN_LINE, out);
        else if (lin->kind == ISECT_LIN_RAY)
            closest_lin(lin, p, 2, ISECT_LIN_RAY, out);
        else
            closest_lin(lin, p, 2, ISECT_LIN_SEGMENT, out);
    } else {
        if (lin->kind == ISECT_LIN_LINE)
            closest_lin(lin, p, 3, ISECT_LIN_LINE, out);
        else if (lin->kind == ISECT_LIN_RAY)
            closest_lin(lin, p, 3, ISECT_LIN_RAY, out);
        else
            closest_lin(lin, p, 3, ISECT_LIN_SEGMENT, out);
    }
}

/* ---- Public wrappers ------------------------------------------------------------ */

static isect_closest_result2 to_result2(const isect_closest_d *c, isect_vec2 p, bool segment) {
    isect_closest_result2 r = {0};
    r.flags = c->flags;
    if (c->flags & ISECT_INVALID)
        return r;
    r.dist_sq = dv_out_dist_sq(c->dist_sq, c->meets, &r.flags);
    r.t = isect_closest_final_t(c->t, c->t_sign, c->interior, segment, &r.flags);
    r.point_a = p;
    r.point_b = dv_out2(c->point, &r.flags);
    return r;
}

static isect_closest_result3 to_result3(const isect_closest_d *c, isect_vec3 p, bool segment) {
    isect_closest_result3 r = {0};
    r.flags = c->flags;
    if (c->flags & ISECT_INVALID)
        return r;
    r.dist_sq = dv_out_dist_sq(c->dist_sq, c->meets, &r.flags);
    r.t = isect_closest_final_t(c->t, c->t_sign, c->interior, segment, &r.flags);
    r.point_a = p;
    r.point_b = dv_out3(c->point, &r.flags);
    return r;
}

/* The fast path of the segment queries: the shared core (point_lin.h), its parameter
 * converted as to_result2/3 would. */
ISECT_INLINE bool closest_seg_fast(const double *p, const double *a, const double *b, int dim,
                                   double *point, isect_real *t_out, double *dist_sq) {
    double t;
    int end;
    if (!isect_closest_seg_fast(p, a, b, dim, point, &t, &end, dist_sq))
        return false;
    if (end >= 0) {
        *t_out = (isect_real)end;
    } else {
        unsigned ignored = 0; /* t is finite: never saturated */
        *t_out = isect_closest_final_t(t, 1, true, true, &ignored);
    }
    return true;
}

/* The fast path of the ray and line queries: closest_lin's common case for a direction d
 * given as input (so exact), with the start sign certified by the segment core's bound
 * (point_lin.h: (dim + 3) u P + 2^-1000 also covers these leaves, which round fewer
 * times). A ray whose foot lies before its origin answers the origin; otherwise, and
 * for a line always, the foot at t = s / d.d, declined unless d.d and the squared
 * distance are in the range closest_lin computes unscaled, the point is finite (a line's
 * foot may lie beyond the range) and p is well off the line. A zero or non-finite input
 * leaves s uncertain and takes the full path. A foot's t has the sign of s, certified, and is
 * declined where it underflows to 0 (closest_lin then reports the smallest subnormal). */
ISECT_INLINE bool closest_dir_fast(const double *p, const double *o, const double *d, int dim,
                                   bool ray, double *point, double *t, double *dist_sq) {
    double m[3] = {0, 0, 0};
    for (int i = 0; i < dim; i++)
        m[i] = p[i] - o[i];
    double s = m[0] * d[0], perm = fabs(s);
    for (int i = 1; i < dim; i++) {
        double term = m[i] * d[i];
        s += term;
        perm += fabs(term);
    }
    /* one test for both signs: the sign of s is random, a branch on it mispredicted */
    if (!(fabs(s) > (double)(dim + 3) * 0x1p-53 * perm + 0x1p-1000))
        return false;
    if (ray && s < 0) { /* at the origin: sign((o - p).d) > 0 */
        double sq = dv_dot(dim, m, m);
        if (!isect_closest_square_in_range(sq))
            return false;
        for (int i = 0; i < dim; i++)
            point[i] = o[i];
        *t = 0;
        *dist_sq = sq;
        return true;
    }
    double dd = dv_dot(dim, d, d);
    double foot_t = s / dd, e[3] = {0, 0, 0};
    for (int i = 0; i < dim; i++) {
        double step = foot_t * d[i];
        point[i] = o[i] + step;
        e[i] = m[i] - step;
    }
    double ee = dv_dot(dim, e, e);
    if (!(isect_closest_square_in_range(dd) && isect_closest_square_in_range(ee) &&
          dv_finite2(point, point, dim) && ee > 0x1p-80 * dv_dot(dim, m, m) && foot_t != 0))
        return false;
    *t = foot_t;
    *dist_sq = ee;
    return true;
}

/* The fast answers packed as to_result2/3 would: t converted (isect_closest_final_t's
 * rule, or the end's 0 or 1 as is), the point and the distance in isect_real. */
ISECT_INLINE void fast_pack(const double *point, int dim, isect_real *out_point, double dist_sq,
                            isect_real *out_dist_sq, unsigned *flags) {
    for (int i = 0; i < dim; i++)
        out_point[i] = dv_out_finite(point[i], flags);
    *out_dist_sq = dv_out_dist_sq(dist_sq, false, flags);
}

ISECT_INLINE bool seg_fast3(isect_vec3 p, const isect_seg3 *seg, isect_closest_result3 *r) {
    double q[3] = {p.x, p.y, p.z}, point[3], dist_sq;
    double a[3] = {seg->p0.x, seg->p0.y, seg->p0.z}, b[3] = {seg->p1.x, seg->p1.y, seg->p1.z};
    isect_real t, out[3];
    if (!closest_seg_fast(q, a, b, 3, point, &t, &dist_sq))
        return false;
    r->flags = 0;
    r->s = 0;
    r->t = t;
    r->point_a = p;
    fast_pack(point, 3, out, dist_sq, &r->dist_sq, &r->flags);
    r->point_b = (isect_vec3){out[0], out[1], out[2]};
    return true;
}

ISECT_INLINE bool seg_fast2(isect_vec2 p, const isect_seg2 *seg, isect_closest_result2 *r) {
    double q[2] = {p.x, p.y}, point[2], dist_sq;
    double a[2] = {seg->p0.x, seg->p0.y}, b[2] = {seg->p1.x, seg->p1.y};
    isect_real t, out[2];
    if (!closest_seg_fast(q, a, b, 2, point, &t, &dist_sq))
        return false;
    r->flags = 0;
    r->s = 0;
    r->t = t;
    r->point_a = p;
    fast_pack(point, 2, out, dist_sq, &r->dist_sq, &r->flags);
    r->point_b = (isect_vec2){out[0], out[1]};
    return true;
}

ISECT_INLINE bool dir_fast3(isect_vec3 p, isect_vec3 origin, isect_vec3 dir, bool ray,
                            isect_closest_result3 *r) {
    double q[3] = {p.x, p.y, p.z}, point[3], t, dist_sq;
    double o[3] = {origin.x, origin.y, origin.z}, d[3] = {dir.x, dir.y, dir.z};
    isect_real out[3];
    if (!closest_dir_fast(q, o, d, 3, ray, point, &t, &dist_sq))
        return false;
    r->flags = 0;
    r->s = 0;
    r->t = dv_out_finite(t, &r->flags);
    if (r->t == 0 && t != 0)
        return false; /* underflowed: isect_closest_final_t's rule, on the full path */
    r->point_a = p;
    fast_pack(point, 3, out, dist_sq, &r->dist_sq, &r->flags);
    r->point_b = (isect_vec3){out[0], out[1], out[2]};
    return true;
}

ISECT_INLINE bool dir_fast2(isect_vec2 p, isect_vec2 origin, isect_vec2 dir, bool ray,
                            isect_closest_result2 *r) {
    double q[2] = {p.x, p.y}, point[2], t, dist_sq;
    double o[2] = {origin.x, origin.y}, d[2] = {dir.x, dir.y};
    isect_real out[2];
    if (!closest_dir_fast(q, o, d, 2, ray, point, &t, &dist_sq))
        return false;
    r->flags = 0;
    r->s = 0;
    r->t = dv_out_finite(t, &r->flags);
    if (r->t == 0 && t != 0)
        return false; /* underflowed: isect_closest_final_t's rule, on the full path */
    r->point_a = p;
    fast_pack(point, 2, out, dist_sq, &r->dist_sq, &r->flags);
    r->point_b = (isect_vec2){out[0], out[1]};
    return true;
}

/* The full paths: p validated here, the component converted and validated by the caller
 * (ok), then closest_lin for the dimension and kind, inlined with both constants. */
ISECT_INLINE isect_closest_result3 full3(isect_vec3 p, bool ok, const isect_lin *lin,
                                         isect_lin_kind kind) {
    isect_closest_d c = {.flags = ISECT_INVALID};
    if (ok && dv_finite_v3(p)) {
        double q[3] = {p.x, p.y, p.z};
        closest_lin(lin, q, 3, kind, &c);
    }
    return to_result3(&c, p, kind == ISECT_LIN_SEGMENT);
}

ISECT_INLINE isect_closest_result2 full2(isect_vec2 p, bool ok, const isect_lin *lin,
                                         isect_lin_kind kind) {
    isect_closest_d c = {.flags = ISECT_INVALID};
    if (ok && dv_finite_v2(p)) {
        double q[3] = {p.x, p.y, 0};
        closest_lin(lin, q, 2, kind, &c);
    }
    return to_result2(&c, p, kind == ISECT_LIN_SEGMENT);
}

/* Each public function is its fast path, then the full path (full_path.h), out of line
 * so that the fast path stays a small leaf. */

isect_closest_result2 isect_closest_point2_line2(isect_vec2 p, const isect_line2 *line) {
    isect_closest_result2 r;
    if (line && dir_fast2(p, line->origin, line->dir, false, &r))
        return r;
    return isect_closest_point2_line2_full(p, line);
}

ISECT_NOINLINE isect_closest_result2 isect_closest_point2_line2_full(isect_vec2 p,
                                                                     const isect_line2 *line) {
    isect_lin lin;
    return full2(p, isect_lin_of_line2(line, &lin), &lin, ISECT_LIN_LINE);
}

isect_closest_result2 isect_closest_point2_ray2(isect_vec2 p, const isect_ray2 *ray) {
    isect_closest_result2 r;
    if (ray && dir_fast2(p, ray->origin, ray->dir, true, &r))
        return r;
    return isect_closest_point2_ray2_full(p, ray);
}

ISECT_NOINLINE isect_closest_result2 isect_closest_point2_ray2_full(isect_vec2 p,
                                                                    const isect_ray2 *ray) {
    isect_lin lin;
    return full2(p, isect_lin_of_ray2(ray, &lin), &lin, ISECT_LIN_RAY);
}

isect_closest_result2 isect_closest_point2_seg2(isect_vec2 p, const isect_seg2 *seg) {
    isect_closest_result2 r;
    if (seg && seg_fast2(p, seg, &r))
        return r;
    return isect_closest_point2_seg2_full(p, seg);
}

ISECT_NOINLINE isect_closest_result2 isect_closest_point2_seg2_full(isect_vec2 p,
                                                                    const isect_seg2 *seg) {
    isect_lin lin;
    return full2(p, isect_lin_of_seg2(seg, &lin), &lin, ISECT_LIN_SEGMENT);
}

isect_closest_result3 isect_closest_point3_line3(isect_vec3 p, const isect_line3 *line) {
    isect_closest_result3 r;
    if (line && dir_fast3(p, line->origin, line->dir, false, &r))
        return r;
    return isect_closest_point3_line3_full(p, line);
}

ISECT_NOINLINE isect_closest_result3 isect_closest_point3_line3_full(isect_vec3 p,
                                                                     const isect_line3 *line) {
    isect_lin lin;
    return full3(p, isect_lin_of_line3(line, &lin), &lin, ISECT_LIN_LINE);
}

isect_closest_result3 isect_closest_point3_ray3(isect_vec3 p, const isect_ray3 *ray) {
    isect_closest_result3 r;
    if (ray && dir_fast3(p, ray->origin, ray->dir, true, &r))
        return r;
    return isect_closest_point3_ray3_full(p, ray);
}

ISECT_NOINLINE isect_closest_result3 isect_closest_point3_ray3_full(isect_vec3 p,
                                                                    const isect_ray3 *ray) {
    isect_lin lin;
    return full3(p, isect_lin_of_ray3(ray, &lin), &lin, ISECT_LIN_RAY);
}

isect_closest_result3 isect_closest_point3_seg3(isect_vec3 p, const isect_seg3 *seg) {
    isect_closest_result3 r;
    if (seg && seg_fast3(p, seg, &r))
        return r;
    return isect_closest_point3_seg3_full(p, seg);
}

ISECT_NOINLINE isect_closest_result3 isect_closest_point3_seg3_full(isect_vec3 p,
                                                                    const isect_seg3 *seg) {
    isect_lin lin;
    return full3(p, isect_lin_of_seg3(seg, &lin), &lin, ISECT_LIN_SEGMENT);
}
