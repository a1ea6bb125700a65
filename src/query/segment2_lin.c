/* Lines and rays against segments in the plane (isect/segment2.h).
 *
 * Deciding (RTCD 5.1.9.1, for a component of any kind). With the component a + t d and
 * the segment u w, let s(x) = sign(d x (x - a)), the side of x against the component's
 * line (sign/incidence.h, exact). The closed segment meets the line iff s(u) s(w) <= 0;
 * for a ray the common point must also have t >= 0, and when u, w and the ray lie on
 * one line some point of the segment must lie ahead: isect_inc_meets_seg2 decides all
 * of it exactly (orient2d and dot-product signs; a line with a zero direction is its point
 * a).
 *
 * Constructing. Not on one line, the lines cross at one point X:
 * - an end of the segment on the component's line (s(u) == 0 or s(w) == 0) is X itself,
 *   reported exactly, its t the parameter of that point (isect_lin_param_of);
 * - the start a on the segment (a ray's origin, or a line's a) is X, with t == 0;
 * - otherwise t = cross(u - a, e) / cross(d, e) with e = w - u, from exact double-double
 *   differences and accurate cross products (isect_lin_crossing_param), and X = a + t d.
 * On one line, the common part is the segment's interval of parameters clipped to the
 * component's range: its ends are ends of the segment (parameters as above) or the
 * ray's origin (t == 0), reported exactly.
 * The normal is the segment's line's unit normal, perp(e) / |e|, turned against the
 * direction of travel. Which way that is follows exactly from the sides: d x e =
 * d x (w - a) - d x (u - a), so sign(d x e) is s(w) when s(w) != 0 and -s(u) otherwise,
 * and perp(e) . d = e x d. */
#include "isect/segment2.h"

#include <math.h>

#include "isect/valid.h"

#include "base/inline.h"
#include "base/lin.h"
#include "base/lin_find.h"
#include "base/vec.h"
#include "construct/lin_param.h"
#include "exact/filter.h"
#include "sign/incidence.h"
#include "sign/predicates.h"

/* The result of a component lin that meets the segment u w. Decisions and t are made
 * on lin, and a crossing point not known exactly is a + t d (dv_axpy1: no intermediate
 * overflow), except where t left the normal range of double (a direction far from unit
 * length: t overflowed, or underflowed to 0 or the subnormal grid): then it is
 * a + t' d' on unit, lin with its direction scaled by a power of two (its largest
 * component in [0.5, 1)), t' its own crossing parameter, so the point keeps its
 * accuracy however t rounds. */
static void construct(const isect_lin *lin, const isect_lin *unit, const double *u, const double *w,
                      isect_lin_find *f) {
    bool point = isect_lin_is_point(lin), dot = u[0] == w[0] && u[1] == w[1];
    f->hit = true;
    f->count = 1;
    f->flags |= ISECT_TOUCHING;
    double t[2] = {0, 0}, tu = 0, x[2][3];
    bool use_unit = false;
    const double *exact[2] = {NULL, NULL}; /* a point reported as itself */
    int su = isect_inc_side2(lin, u), sw = isect_inc_side2(lin, w);
    isect_lin seg = isect_inc_segment(2, u, w);
    if (point) {
        exact[0] = exact[1] = lin->a; /* the component is the point a, at t = 0 */
    } else if (dot) {
        t[0] = t[1] = isect_lin_param_of(lin, u);
        exact[0] = exact[1] = u;
    } else if (su == 0 && sw == 0) { /* on one line: the overlap */
        /* lo, hi: the segment's ends in the direction of travel (exact order) */
        bool forward = isect_inc_dot2(w, u, lin->b) > 0;
        const double *lo = forward ? u : w, *hi = forward ? w : u;
        bool lo_on = isect_inc_on_lin(lin, lo); /* else behind a ray's origin */
        t[0] = lo_on ? isect_lin_param_of(lin, lo) : 0;
        exact[0] = lo_on ? lo : lin->a;
        if (!lo_on && isect_inc_dot2(hi, lin->a, lin->b) == 0) { /* only the origin */
            exact[1] = exact[0];
        } else {
            t[1] = isect_lin_param_of(lin, hi);
            exact[1] = hi;
            f->count = ISECT_INFINITE;
        }
    } else {
        if (su == 0 || sw == 0) { /* an end of the segment on the component's line */
            exact[0] = exact[1] = su == 0 ? u : w;
            t[0] = t[1] = isect_lin_param_of(lin, exact[0]);
        } else if (isect_inc_on_lin(&seg, lin->a)) { /* the start on the segment */
            exact[0] = exact[1] = lin->a;
            if (lin->kind == ISECT_LIN_LINE)
                f->flags &= ~(unsigned)ISECT_TOUCHING; /* a line has no start */
        } else {                                       /* a proper crossing */
            t[0] = t[1] = isect_lin_crossing_param(lin, u, w);
            f->flags &= ~(unsigned)ISECT_TOUCHING;
            use_unit = !(fabs(t[0]) >= 0x1p-1000 && fabs(t[0]) <= 0x1p1000);
            if (use_unit) /* t rounded to 0 or to the subnormal grid, or overflowed */
                tu = isect_lin_crossing_param(unit, u, w);
        }
        dv_facing_normal2(u, w, sw != 0 ? sw : -su, f->normal);
    }
    for (int k = 0; k < 2; k++) {
        if (exact[k]) {
            for (int i = 0; i < 3; i++)
                x[k][i] = exact[k][i];
        } else {
            isect_lin_point_at(use_unit ? unit : lin, use_unit ? tu : t[k], x[k]);
        }
        f->t[k] = t[k];
        for (int i = 0; i < 3; i++)
            f->point[k][i] = x[k][i];
    }
}

/* The find of a valid component against the segment u w (2D points in 3-element arrays,
 * the third entry 0). */
static isect_find_result2 find_lin_seg(const isect_lin *lin, const double *u, const double *w) {
    isect_lin_find f;
    unsigned degenerate =
        isect_lin_is_point(lin) || (u[0] == w[0] && u[1] == w[1]) ? ISECT_DEGENERATE : 0;
    isect_lin_find_clear(&f, degenerate);
    if (isect_inc_meets_seg2(lin, u, w)) {
        isect_lin unit = *lin;
        if (!isect_lin_is_point(lin))
            (void)dv_unit_scale(2, unit.b);
        construct(lin, &unit, u, w, &f);
    }
    return isect_lin_find_out2(&f);
}

/* ---- The fast path --------------------------------------------------------------------
 * In general position every sign is certified by the floating-point filter (no zero
 * sign, so no end point, collinear or start-on-segment case): s(u) and s(w), the
 * values d x (x - a) (k = 3 roundings: (k + 1) u m, exact/filter.h, plus 2^-1000 for an
 * underflow in either product), and o = orient2d(u, w, a). With e = w - u,
 * sign(d x e) = s(w) when s(u) = -s(w), and the crossing's parameter
 * t = -o(u, w, a) / (e x d) has the sign of o s(w). So the segment is met iff
 * s(u) != s(w) and, for a ray, o s(w) > 0. Any uncertain sign, and with it any input that
 * is not finite, leaves the answer to the full path. */

typedef enum fast_answer { FAST_UNSURE, FAST_MISS, FAST_CROSSING } fast_answer;

ISECT_INLINE bool sure_side(const double *a, const double *d, const double *x, int *sign) {
    isect_fx v =
        fx_sub(fx_mul(fx_in(d[0]), fx_diff(x[1], a[1])), fx_mul(fx_in(d[1]), fx_diff(x[0], a[0])));
    return isect_fx_nonzero_deg2(v, sign);
}

ISECT_INLINE fast_answer fast_answer_of(const isect_lin *lin, const double *u, const double *w,
                                        int *sw) {
    int su, o;
    if (!sure_side(lin->a, lin->b, u, &su) || !sure_side(lin->a, lin->b, w, sw))
        return FAST_UNSURE;
    if (su == *sw)
        return FAST_MISS;
    if (!isect_fx_nonzero_deg2(isect_fx_orient2d(u[0], u[1], w[0], w[1], lin->a[0], lin->a[1]), &o))
        return FAST_UNSURE;
    return lin->kind == ISECT_LIN_RAY && o * *sw < 0 ? FAST_MISS : FAST_CROSSING;
}

/* A certified proper crossing: t from isect_lin_crossing_param, the point a + t d while t
 * is in the normal range (else the full path), the normal facing against d; false to
 * leave it to the full path. */
ISECT_INLINE bool fast_crossing(const isect_lin *lin, const double *u, const double *w, int sw,
                                isect_lin_find *f) {
    double t = isect_lin_crossing_param(lin, u, w);
    if (!(fabs(t) >= 0x1p-1000 && fabs(t) <= 0x1p1000))
        return false;
    f->hit = true;
    f->count = 1;
    f->t[0] = f->t[1] = t;
    isect_lin_point_at(lin, t, f->point[0]);
    for (int i = 0; i < 3; i++)
        f->point[1][i] = f->point[0][i];
    dv_facing_normal2(u, w, sw, f->normal);
    return true;
}

/* The find through the fast path where it is sure, else the full path. */
static isect_find_result2 find_lin_seg_fast(const isect_lin *lin, const double *u,
                                            const double *w) {
    isect_lin_find f;
    int sw = 0;
    isect_lin_find_clear(&f, 0);
    fast_answer ans = u[0] == w[0] && u[1] == w[1] ? FAST_UNSURE : fast_answer_of(lin, u, w, &sw);
    if (ans == FAST_MISS || (ans == FAST_CROSSING && fast_crossing(lin, u, w, sw, &f)))
        return isect_lin_find_out2(&f);
    return find_lin_seg(lin, u, w);
}

/* The segment's ends as 3-element arrays; false for invalid input. */
static bool seg_of(const isect_seg2 *seg, double *u, double *w) {
    if (!seg || !isect_valid_seg2(seg))
        return false;
    dv_from2(u, seg->p0);
    dv_from2(w, seg->p1);
    return true;
}

static isect_find_result2 invalid2(void) {
    isect_lin_find f;
    isect_lin_find_clear(&f, ISECT_INVALID);
    return isect_lin_find_out2(&f);
}

/* The test: the fast path's sure answer (which proves the input finite), else validation
 * and the exact decision. */
static bool test_lin_seg(isect_lin_kind kind, const isect_vec2 *a, const isect_vec2 *b,
                         const isect_seg2 *seg) {
    if (!seg)
        return false;
    isect_lin lin = isect_lin_make2(kind, *a, *b);
    double u[3], w[3];
    dv_from2(u, seg->p0);
    dv_from2(w, seg->p1);
    int sw;
    fast_answer ans = u[0] == w[0] && u[1] == w[1] ? FAST_UNSURE : fast_answer_of(&lin, u, w, &sw);
    if (ans != FAST_UNSURE)
        return ans == FAST_CROSSING;
    return isect_valid_vec2(*a) && isect_valid_vec2(*b) && isect_valid_seg2(seg) &&
           isect_inc_meets_seg2(&lin, u, w);
}

bool isect_test_line2_seg2(const isect_line2 *line, const isect_seg2 *seg) {
    return line && test_lin_seg(ISECT_LIN_LINE, &line->origin, &line->dir, seg);
}

bool isect_test_ray2_seg2(const isect_ray2 *ray, const isect_seg2 *seg) {
    return ray && test_lin_seg(ISECT_LIN_RAY, &ray->origin, &ray->dir, seg);
}

isect_find_result2 isect_find_line2_seg2(const isect_line2 *line, const isect_seg2 *seg) {
    isect_lin lin;
    double u[3], w[3];
    if (!isect_lin_of_line2(line, &lin) || !seg_of(seg, u, w))
        return invalid2();
    return find_lin_seg_fast(&lin, u, w);
}

isect_find_result2 isect_find_ray2_seg2(const isect_ray2 *ray, const isect_seg2 *seg) {
    isect_lin lin;
    double u[3], w[3];
    if (!isect_lin_of_ray2(ray, &lin) || !seg_of(seg, u, w))
        return invalid2();
    return find_lin_seg_fast(&lin, u, w);
}
