/* Lines, rays and segments against planar polygons in space (isect/polygon.h).
 *
 * The polygon's surface. Float vertices are rarely exactly coplanar, so the polygon is
 * defined as isect_classify_point3_poly3 sees it: the plane P through v[0] with the
 * Newell normal n that chose the projection (as computed, in double), and on it the
 * points whose projection (dropping axis k, where n_k != 0) lies in the closed region of
 * the projected polygon under the fill rule. For exactly coplanar vertices with a
 * Newell normal computed without rounding (small integers, axis-aligned polygons) this
 * is the polygon itself.
 *
 * Deciding, exactly. With s(x) = n . (x - v0) (an exact sign), the component reaches P
 * as for a plane (construct/plane_cross.c). If it crosses P at one point X, X is rational:
 *   segment p-q: g X = s(p) q - s(q) p with g = s(p) - s(q);
 *   ray/line p + t d: g X = D p - s(p) d with g = D = n . d,
 * so every question the winding number asks about X -- is X'_y above u'_y, on which side
 * of the edge u'w' does X' lie -- is the sign of a polynomial in the inputs times
 * sign(g), e.g. for a segment
 *   sign(X'_y - u'_y) = sign(g) sign(s(p) (q'_y - u'_y) - s(q) (p'_y - u'_y)),
 *   orient2d(u', w', X') = sign(g) sign(s(p) orient2d(u', w', q') - s(q) orient2d(u', w', p')),
 * by linearity of orient2d in its last argument. Both are homogeneous in the groups
 * {n}, {points} and {d}, so they are evaluated like every other predicate: a filter,
 * then expansions on group-scaled input. The winding number is Sunday's, with the same
 * half-open rule as the point query, and X on an edge is ON_BOUNDARY (a hit).
 * A component lying in P is the 2D problem in the projection: it meets the closed region
 * iff an endpoint lies in it (the point query) or it meets an edge (sign/incidence.h). A
 * polygon with collinear vertices is the union of its edges (met exactly in space). */
#include "isect/polygon.h"

#include <math.h>

#include "isect/predicates.h"
#include "isect/valid.h"

#include "base/inline.h"
#include "exact/expansion.h"
#include "exact/scale.h"
#include "construct/lin_param.h"
#include "sign/incidence.h"
#include "base/lin.h"
#include "base/vec.h"
#include "construct/plane_cross.h"
#include "sign/plane_sign.h"
#include "construct/polygon_frame.h"
#include "sign/predicates.h"

/* ---- The crossing point and its predicates ------------------------------------------ */

typedef struct crossing {
    const isect_lin *lin; /* the 3D component (a segment, ray or line) */
    double n[3], v0[3];
    int axis;   /* the dropped axis */
    int g_sign; /* sign(g) */
} crossing;

enum { ORIENT = -1 }; /* predicate selector: a coordinate (0, 1) or the orientation */

/* L(x) for a projected point x: x'_c - u'_c, or orient2d(u', w', x'). Filtered. */
ISECT_INLINE isect_fx fx_l(const double *x, const double *u, const double *w, int which) {
    if (which != ORIENT)
        return fx_diff(x[which], u[which]);
    return fx_sub(fx_mul(fx_diff(w[0], u[0]), fx_diff(x[1], u[1])),
                  fx_mul(fx_diff(w[1], u[1]), fx_diff(x[0], u[0])));
}

/* M(d) for a projected direction d: d'_c, or cross(w' - u', d'). Filtered. */
ISECT_INLINE isect_fx fx_m_dir(const double *d, const double *u, const double *w, int which) {
    if (which != ORIENT)
        return fx_in(d[which]);
    return fx_sub(fx_mul(fx_diff(w[0], u[0]), fx_in(d[1])),
                  fx_mul(fx_diff(w[1], u[1]), fx_in(d[0])));
}

/* s(x) = n . (x - v0), filtered. */
ISECT_INLINE isect_fx fx_s(const double *n, const double *x, const double *v0) {
    isect_fx acc = fx_mul(fx_in(n[0]), fx_diff(x[0], v0[0]));
    for (int i = 1; i < 3; i++)
        acc = fx_add(acc, fx_mul(fx_in(n[i]), fx_diff(x[i], v0[i])));
    return acc;
}

/* The polynomial E whose sign (times sign(g)) answers the question, filtered: true when
 * certified. Underflow: every product of leaves that underflows adds at most 2^-1075,
 * multiplied at most by the permanent of its cofactor, so the absolute term below covers
 * it many times over (as in ball_sign.h). */
static bool filter_question(const crossing *x, const double *u, const double *w, int which,
                            int *sign) {
    const isect_lin *lin = x->lin;
    double p[2], q[2];
    isect_inc_drop(lin->a, x->axis, p);
    isect_inc_drop(lin->b, x->axis, q);
    isect_fx sp = fx_s(x->n, lin->a, x->v0), e;
    double mag;
    if (lin->kind == ISECT_LIN_SEGMENT) {
        isect_fx sq = fx_s(x->n, lin->b, x->v0);
        isect_fx lq = fx_l(q, u, w, which), lp = fx_l(p, u, w, which);
        e = fx_sub(fx_mul(sp, lq), fx_mul(sq, lp));
        mag = fx_m(sp) + fx_m(sq) + fx_m(lq) + fx_m(lp);
    } else {
        isect_fx D = fx_mul(fx_in(x->n[0]), fx_in(lin->b[0]));
        for (int i = 1; i < 3; i++)
            D = fx_add(D, fx_mul(fx_in(x->n[i]), fx_in(lin->b[i])));
        isect_fx lp = fx_l(p, u, w, which), md = fx_m_dir(q, u, w, which);
        e = fx_sub(fx_mul(D, lp), fx_mul(sp, md));
        mag = fx_m(sp) + fx_m(D) + fx_m(lp) + fx_m(md);
    }
    if (!fx_certain_abs(e, 0x1p-1000 * (1 + mag), false))
        return false;
    *sign = fx_v(e) > 0 ? 1 : -1;
    return true;
}

/* The same polynomial, exactly. */
ISECT_COLD static int exact_question(const crossing *x, const double *u3, const double *w3,
                                     int which) {
    ISECT_XP_ARENA(arena, 4096);
    const isect_lin *lin = x->lin;
    const bool segment = lin->kind == ISECT_LIN_SEGMENT;
    /* groups: the normal; the points p, (q,) v0, u, w; a ray's direction */
    double nn[3], pts[15], dir[3];
    for (int i = 0; i < 3; i++) {
        nn[i] = x->n[i];
        pts[i] = lin->a[i];
        pts[3 + i] = segment ? lin->b[i] : 0;
        pts[6 + i] = x->v0[i];
        pts[9 + i] = u3[i];
        pts[12 + i] = w3[i];
        dir[i] = segment ? 0 : lin->b[i];
    }
    double *groups[3] = {nn, pts, dir};
    int sizes[3] = {3, 15, 3}, shift[3];
    isect_exact_prepare(&arena, groups, sizes, segment ? 2 : 3, which == ORIENT ? 4 : 3, shift);
    const double *p = pts, *q = pts + 3, *v0 = pts + 6;
    double p2[2], q2[2], u[2], w[2], d2[2];
    isect_inc_drop(p, x->axis, p2);
    isect_inc_drop(q, x->axis, q2);
    isect_inc_drop(pts + 9, x->axis, u);
    isect_inc_drop(pts + 12, x->axis, w);
    isect_inc_drop(dir, x->axis, d2);
    /* the point-group quantities first, then the normal, then the direction */
    isect_exact_select(&arena, shift[1]);
    isect_xp diffs[2][3], l[2];
    const double *ends[2] = {p, q};
    const double *ends2[2] = {p2, q2};
    for (int k = 0; k < 2; k++) {
        for (int i = 0; i < 3; i++)
            diffs[k][i] = isect_xp_diff(&arena, ends[k][i], v0[i]);
        if (which != ORIENT)
            l[k] = isect_xp_diff(&arena, ends2[k][which], u[which]);
        else
            l[k] = isect_xp_sub(&arena,
                                isect_xp_mul(&arena, isect_xp_diff(&arena, w[0], u[0]),
                                             isect_xp_diff(&arena, ends2[k][1], u[1])),
                                isect_xp_mul(&arena, isect_xp_diff(&arena, w[1], u[1]),
                                             isect_xp_diff(&arena, ends2[k][0], u[0])));
    }
    isect_xp wu[2] = {isect_xp_diff(&arena, w[0], u[0]), isect_xp_diff(&arena, w[1], u[1])};
    isect_exact_select(&arena, shift[0]);
    isect_xp nx[3];
    for (int i = 0; i < 3; i++)
        nx[i] = isect_xp_of(&arena, nn[i]);
    isect_xp s[2];
    for (int k = 0; k < 2; k++) {
        s[k] = isect_xp_mul(&arena, nx[0], diffs[k][0]);
        for (int i = 1; i < 3; i++)
            s[k] = isect_xp_add(&arena, s[k], isect_xp_mul(&arena, nx[i], diffs[k][i]));
    }
    isect_xp e;
    if (segment) {
        e = isect_xp_sub(&arena, isect_xp_mul(&arena, s[0], l[1]),
                         isect_xp_mul(&arena, s[1], l[0]));
    } else {
        isect_exact_select(&arena, shift[2]);
        isect_xp dx[3];
        for (int i = 0; i < 3; i++)
            dx[i] = isect_xp_of(&arena, dir[i]);
        isect_xp D = isect_xp_mul(&arena, nx[0], dx[0]);
        for (int i = 1; i < 3; i++)
            D = isect_xp_add(&arena, D, isect_xp_mul(&arena, nx[i], dx[i]));
        isect_xp m;
        if (which != ORIENT)
            m = isect_xp_of(&arena, d2[which]);
        else
            m = isect_xp_sub(&arena, isect_xp_mul(&arena, wu[0], isect_xp_of(&arena, d2[1])),
                             isect_xp_mul(&arena, wu[1], isect_xp_of(&arena, d2[0])));
        e = isect_xp_sub(&arena, isect_xp_mul(&arena, D, l[0]), isect_xp_mul(&arena, s[0], m));
    }
    return arena.full ? 0 : isect_xp_sign(e);
}

/* sign(X'_which - u'_which), or orient2d(u', w', X') for which == ORIENT. */
static int question(const crossing *x, const double *u3, const double *w3, int which) {
    double u[2], w[2];
    isect_inc_drop(u3, x->axis, u);
    isect_inc_drop(w3, x->axis, w);
    int s;
    if (!filter_question(x, u, w, which, &s))
        s = exact_question(x, u3, w3, which);
    return s * x->g_sign;
}

/* Where X lies relative to the polygon's projected region: Sunday's winding number with
 * the half-open rule (an edge counts when u'_y <= X'_y < w'_y or the reverse), and the
 * boundary exactly (orientation 0 within the edge's box). */
static isect_location classify_crossing(const crossing *x, const isect_poly3 *poly,
                                        isect_fill_rule rule) {
    size_t n = poly->count;
    double u[3], w[3];
    dv_from3(u, poly->v[n - 1]);
    int cu = question(x, u, u, 1); /* sign(X'_y - u'_y) */
    ptrdiff_t wn = 0;
    for (size_t i = 0; i < n; i++) {
        dv_from3(w, poly->v[i]);
        int cw = question(x, w, w, 1);
        if (cu * cw <= 0) { /* the edge's y-range contains X'_y */
            int o = question(x, u, w, ORIENT);
            if (o == 0 && question(x, u, u, 0) * question(x, w, w, 0) <= 0)
                return ISECT_ON_BOUNDARY;
            if (cu >= 0 && cw < 0 && o > 0)
                wn++;
            else if (cu < 0 && cw >= 0 && o < 0)
                wn--;
        }
        for (int k = 0; k < 3; k++)
            u[k] = w[k];
        cu = cw;
    }
    bool inside = rule == ISECT_FILL_EVEN_ODD ? (wn & 1) != 0 : wn != 0;
    return inside ? ISECT_INSIDE : ISECT_OUTSIDE;
}

/* ---- Deciding ----------------------------------------------------------------------- */

typedef enum poly_case {
    POLY_MISS,
    POLY_AT_START, /* meets P only at the start, which lies in the region */
    POLY_AT_END,
    POLY_CROSSING,
    POLY_COPLANAR,
    POLY_DEGENERATE
} poly_case;

typedef struct poly_frame {
    int axis;
    bool degenerate;
    double n[3], v0[3];
} poly_frame;

typedef struct poly_answer {
    poly_case how;
    int sa, slope;
} poly_answer;

static int side_of(const poly_frame *f, const double *x) {
    return isect_sign_dot_d(3, x, f->v0, f->n); /* n is a double in both builds */
}

static bool point_in(const double *x, const isect_poly3 *poly, isect_fill_rule rule) {
    return isect_poly3_locate(dv_to3(x), poly, rule) != ISECT_OUTSIDE;
}

static poly_answer decide(const isect_lin *lin, const isect_poly3 *poly, isect_fill_rule rule,
                          const poly_frame *f) {
    poly_answer r = {POLY_MISS, 0, 0};
    size_t n = poly->count;
    if (f->degenerate) {
        for (size_t i = 0; i < n; i++) {
            double u[3], w[3];
            dv_from3(u, poly->v[i]);
            dv_from3(w, poly->v[i + 1 < n ? i + 1 : 0]);
            if (isect_inc_meets_seg3(lin, u, w)) {
                r.how = POLY_DEGENERATE;
                break;
            }
        }
        return r;
    }
    const bool segment = lin->kind == ISECT_LIN_SEGMENT;
    int sa = side_of(f, lin->a), sb = 0, slope, g_sign;
    bool coplanar;
    if (segment) {
        sb = side_of(f, lin->b);
        if (sa == sb && sa != 0)
            return r;
        coplanar = sa == 0 && sb == 0;
        slope = sa == 0 ? sb : -sa;
        g_sign = sa == 0 ? -sb : sa;
    } else {
        /* the exact sign of n . dir: (dir - 0) . n */
        static const double zero[3] = {0, 0, 0};
        slope = isect_sign_dot_d(3, lin->b, zero, f->n);
        if (slope == 0 && sa != 0)
            return r;
        if (lin->kind == ISECT_LIN_RAY && sa != 0 && slope != -sa)
            return r;
        coplanar = slope == 0;
        g_sign = slope;
    }
    r.sa = sa;
    r.slope = slope;
    if (coplanar) {
        bool hit = (lin->kind != ISECT_LIN_LINE && point_in(lin->a, poly, rule)) ||
                   (segment && point_in(lin->b, poly, rule));
        isect_lin l2 = isect_inc_project(lin, f->axis);
        for (size_t i = 0; i < n && !hit; i++) {
            double u[3], w[3], u2[2], w2[2];
            dv_from3(u, poly->v[i]);
            dv_from3(w, poly->v[i + 1 < n ? i + 1 : 0]);
            isect_inc_drop(u, f->axis, u2);
            isect_inc_drop(w, f->axis, w2);
            hit = isect_inc_meets_seg2(&l2, u2, w2);
        }
        r.how = hit ? POLY_COPLANAR : POLY_MISS;
        return r;
    }
    if (sa == 0) { /* the crossing is the start itself */
        r.how = point_in(lin->a, poly, rule) ? POLY_AT_START : POLY_MISS;
        return r;
    }
    if (segment && sb == 0) {
        r.how = point_in(lin->b, poly, rule) ? POLY_AT_END : POLY_MISS;
        return r;
    }
    crossing x = {
        lin, {f->n[0], f->n[1], f->n[2]}, {f->v0[0], f->v0[1], f->v0[2]}, f->axis, g_sign};
    r.how = classify_crossing(&x, poly, rule) != ISECT_OUTSIDE ? POLY_CROSSING : POLY_MISS;
    return r;
}

/* ---- Constructing ------------------------------------------------------------------- */

/* The span of the parameters where a coplanar (or degenerate-polygon) component meets
 * the polygon: its endpoints in the region, and its meetings with the edges. A coplanar
 * component meets the region in the projection (the edges of a polygon that is not
 * exactly planar leave P), so its meetings with the edges are found there: the
 * projection is affine and one-to-one on P, so a parameter along the projected
 * component is the parameter along the component. A degenerate polygon's edges are met
 * in space. */
static void overlap_span(const isect_lin *lin, const isect_poly3 *poly, isect_fill_rule rule,
                         const poly_frame *f, double *t0, double *t1) {
    double lo = INFINITY, hi = -INFINITY;
    if (lin->kind != ISECT_LIN_LINE && !f->degenerate && point_in(lin->a, poly, rule))
        lo = hi = 0;
    if (lin->kind == ISECT_LIN_SEGMENT && !f->degenerate && point_in(lin->b, poly, rule)) {
        lo = fmin(lo, 1);
        hi = fmax(hi, 1);
    }
    isect_lin l2 = isect_inc_project(lin, f->axis);
    const isect_lin *on = f->degenerate ? lin : &l2;
    size_t n = poly->count;
    for (size_t i = 0; i < n; i++) {
        double u3[3], w3[3], u2[3] = {0, 0, 0}, w2[3] = {0, 0, 0}; /* (x, y, 0) projected */
        dv_from3(u3, poly->v[i]);
        dv_from3(w3, poly->v[i + 1 < n ? i + 1 : 0]);
        isect_inc_drop(u3, f->axis, u2);
        isect_inc_drop(w3, f->axis, w2);
        const double *u = f->degenerate ? u3 : u2, *w = f->degenerate ? w3 : w2;
        bool met = f->degenerate ? isect_inc_meets_seg3(lin, u, w) : isect_inc_meets_seg2(on, u, w);
        if (!met)
            continue;
        double cand[4];
        int k = 0;
        if (isect_inc_on_lin(on, u))
            cand[k++] = isect_lin_param_of(on, u);
        if (isect_inc_on_lin(on, w))
            cand[k++] = isect_lin_param_of(on, w);
        isect_lin e = isect_inc_segment(on->dim, u, w);
        if (lin->kind != ISECT_LIN_LINE && isect_inc_on_lin(&e, on->a))
            cand[k++] = 0;
        if (lin->kind == ISECT_LIN_SEGMENT && isect_inc_on_lin(&e, on->b))
            cand[k++] = 1;
        if (k == 0) /* a proper crossing of the two lines */
            cand[k++] = isect_lin_crossing_param(on, u, w);
        for (int j = 0; j < k; j++) {
            lo = fmin(lo, cand[j]);
            hi = fmax(hi, cand[j]);
        }
    }
    if (!(lo <= hi))
        lo = hi = 0; /* unreachable for a hit; keeps the result defined */
    *t0 = lo;
    *t1 = hi;
}

/* Does the component's line pass through every vertex (a degenerate polygon lying along
 * the component)? */
static bool along_line(const isect_lin *lin, const isect_poly3 *poly) {
    isect_lin line = *lin;
    line.kind = ISECT_LIN_LINE; /* a ray's line: same origin and direction */
    for (size_t i = 0; i < poly->count; i++) {
        double v[3];
        dv_from3(v, poly->v[i]);
        bool on = lin->kind == ISECT_LIN_SEGMENT
                      ? isect_collinear3(dv_to3(lin->a), dv_to3(lin->b), poly->v[i])
                      : isect_inc_on_lin(&line, v);
        if (!on)
            return false;
    }
    return true;
}

/* The result of the decision ans, with every parameter reported times 2^texp (see
 * build). */
static isect_find_result3 construct(const isect_lin *lin, const isect_poly3 *poly,
                                    isect_fill_rule rule, const poly_frame *f, poly_answer ans,
                                    bool point, int texp) {
    isect_find_result3 r = {0};
    if (ans.how == POLY_MISS)
        return r;
    r.hit = true;
    double t[2] = {0, 0}, normal[3] = {0, 0, 0};
    if (!f->degenerate)
        dv_normalize(3, f->n, normal);
    if (point || ans.how == POLY_DEGENERATE)
        r.flags |= ISECT_DEGENERATE;
    switch (ans.how) {
    case POLY_AT_START:
        r.count = 1;
        r.flags |= lin->kind == ISECT_LIN_LINE && !point ? 0u : ISECT_TOUCHING;
        break;
    case POLY_AT_END:
        r.count = 1;
        t[0] = t[1] = 1;
        r.flags |= ISECT_TOUCHING;
        break;
    case POLY_CROSSING:
        r.count = 1;
        t[0] = t[1] = isect_normal_crossing_t(f->n, f->v0, lin, ans.sa, ans.slope);
        break;
    default: /* coplanar or degenerate: the span */
        overlap_span(lin, poly, rule, f, &t[0], &t[1]);
        r.count =
            point ? 1 : (ans.how == POLY_COPLANAR || along_line(lin, poly) ? ISECT_INFINITE : 1);
        if (r.count == 1) /* one common point, however many edges' candidates found it */
            t[1] = t[0];
        if (point)
            r.flags |= ISECT_TOUCHING;
        break;
    }
    if (ans.how != POLY_COPLANAR)
        for (int i = 0; i < 3; i++)
            normal[i] *= ans.slope > 0 ? -1 : 1; /* against the direction of travel */
    if (point) /* decided as a zero-length segment; reported as the point, at t = 0 */
        t[0] = t[1] = 0;
    for (int k = 0; k < 2; k++) {
        double pt[3];
        isect_lin_point_at(lin, t[k], pt);
        r.t[k] = dv_out(dv_scale(t[k], texp), &r.flags);
        r.point[k] = dv_out3(pt, &r.flags);
    }
    r.normal = dv_to3(normal);
    return r;
}

/* As for triangles: a saturated result is constructed again on the component with its
 * direction scaled up, so that the point stays exact to rounding when t overflows. */
static isect_find_result3 build(const isect_lin *lin, const isect_poly3 *poly, isect_fill_rule rule,
                                const poly_frame *f, poly_answer ans, bool point) {
    isect_find_result3 r = construct(lin, poly, rule, f, ans, point, 0);
    isect_lin unit;
    int e;
    return isect_lin_retry_unit(&r, lin, &unit, &e) ? construct(&unit, poly, rule, f, ans, point, e)
                                                    : r;
}

/* ---- Public functions --------------------------------------------------------------- */

static bool frame_of(const isect_poly3 *poly, poly_frame *f) {
    if (!isect_valid_poly3(poly))
        return false;
    isect_projection3 proj = isect_poly3_frame(poly, f->n);
    if (proj.flags & ISECT_INVALID)
        return false;
    f->axis = proj.axis;
    f->degenerate = (proj.flags & ISECT_DEGENERATE) != 0;
    dv_from3(f->v0, poly->v[0]);
    return true;
}

/* ---- Public functions -------------------------------------------------------------
 * Each converts its component (isect_lin_of_*: NULL or non-finite input is invalid) and
 * calls one of the shared bodies below. */

static bool test_lin_poly3(const isect_lin *lin, const isect_poly3 *poly, isect_fill_rule rule) {
    poly_frame f;
    bool point;
    if (!frame_of(poly, &f))
        return false;
    isect_lin l = isect_inc_decidable(lin, &point);
    return decide(&l, poly, rule, &f).how != POLY_MISS;
}

static isect_find_result3 find_lin_poly3(const isect_lin *lin, const isect_poly3 *poly,
                                         isect_fill_rule rule) {
    poly_frame f;
    bool point;
    if (!frame_of(poly, &f))
        return dv_find_invalid3();
    isect_lin l = isect_inc_decidable(lin, &point);
    return build(&l, poly, rule, &f, decide(&l, poly, rule, &f), point);
}

bool isect_test_line3_poly3(const isect_line3 *line, const isect_poly3 *poly,
                            isect_fill_rule rule) {
    isect_lin lin;
    return isect_lin_of_line3(line, &lin) && test_lin_poly3(&lin, poly, rule);
}

isect_find_result3 isect_find_line3_poly3(const isect_line3 *line, const isect_poly3 *poly,
                                          isect_fill_rule rule) {
    isect_lin lin;
    if (!isect_lin_of_line3(line, &lin))
        return dv_find_invalid3();
    return find_lin_poly3(&lin, poly, rule);
}

bool isect_test_ray3_poly3(const isect_ray3 *ray, const isect_poly3 *poly, isect_fill_rule rule) {
    isect_lin lin;
    return isect_lin_of_ray3(ray, &lin) && test_lin_poly3(&lin, poly, rule);
}

isect_find_result3 isect_find_ray3_poly3(const isect_ray3 *ray, const isect_poly3 *poly,
                                         isect_fill_rule rule) {
    isect_lin lin;
    if (!isect_lin_of_ray3(ray, &lin))
        return dv_find_invalid3();
    return find_lin_poly3(&lin, poly, rule);
}

bool isect_test_seg3_poly3(const isect_seg3 *seg, const isect_poly3 *poly, isect_fill_rule rule) {
    isect_lin lin;
    return isect_lin_of_seg3(seg, &lin) && test_lin_poly3(&lin, poly, rule);
}

isect_find_result3 isect_find_seg3_poly3(const isect_seg3 *seg, const isect_poly3 *poly,
                                         isect_fill_rule rule) {
    isect_lin lin;
    if (!isect_lin_of_seg3(seg, &lin))
        return dv_find_invalid3();
    return find_lin_poly3(&lin, poly, rule);
}
