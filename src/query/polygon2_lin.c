/* Lines, rays and segments against a triangle and a polygon in the plane
 * (isect/polygon2_lin.h).
 *
 * The region. R is the closed region of the polygon under the fill rule: the points of
 * its edges, and the points off the edges whose winding number w satisfies the rule
 * (isect/polygon.h). A triangle is the polygon of its three vertices under the nonzero
 * rule (either orientation winds +-1 around its inside; a collinear triangle winds 0
 * everywhere, so it is the union of its edges, the segment it spans).
 *
 * Deciding. R is bounded and its topological boundary lies on the edges, so a component
 * C = a + t d (t in [lo, hi]: all reals, [0, inf) or [0, 1]) meets R iff its start lies
 * in R (a ray's origin, a segment's p0: the exact winding number,
 * construct/polygon_frame.h) or C meets an edge (isect_inc_meets_seg2, sign/incidence.h):
 * if the start is outside, the first point of C in R is a boundary point. A line has no
 * start, and meets R iff it meets an edge (going to infinity both ways it leaves the
 * bounded R). Every step is an exact sign.
 *
 * Events. Write s(x) = sign(d x (x - a)), the side of x against C's line L (exact). An
 * edge u w puts on L: a vertex x with s(x) == 0 (the place (x - a) . d / (d . d)); a
 * proper crossing when s(u) s(w) < 0, at t = cross(u - a, e) / cross(d, e) with
 * e = w - u (then sign(cross(d, e)) == s(w)); both ends of an edge lying on L (a
 * collinear edge, whose interval of L is boundary). Every event is a fraction N / D of
 * polynomials of degree 2 in the inputs, so two events compare by the sign of
 * N1 D2 - N2 D1, degree 4: a floating-point filter (exact/filter.h) and, when it
 * cannot certify the sign, exact expansions (exact/expansion.h, scaled by
 * exact/scale.h; integers when the magnitudes span too far), as the sign/ files do.
 *
 * Inside between events. Between two consecutive events L avoids every edge, so its
 * winding number is constant there. It follows from a perturbation: move L by an
 * infinitesimal amount to its right (s < 0) side. A vertex on L then counts as on the
 * left (s' = +1 for s == 0), collinear edges cross nothing, and every other edge with
 * s'(u) != s'(w) crosses the moved line once, next to its event on L (its vertex on L,
 * or its proper crossing). The winding number is 0 far back along L (R is bounded),
 * and crossing an edge that goes from the left to the right of L (s'(u) = +1,
 * s'(w) = -1) adds +1 (it winds counterclockwise about the points just ahead), the
 * other way -1. So the winding number on the gap after an event p is
 *     W(p) = sum over those edges whose event is <= p of (s'(u) - s'(w)) / 2,
 * for a gap off the edges, which lies in R iff W(p) satisfies the fill rule; a gap that a
 * collinear edge covers (its smaller end <= p < its larger end) lies on the boundary,
 * in R whatever W(p) says (the moved line may run inside the region there). At the
 * events themselves L is on an edge.
 *
 * Finding the first piece. t[0] = lo when the start lies in R, else the least event in
 * [lo, hi]. From there the walk steps from event to event: while the gap after the
 * current place p lies in R it moves to the next event (or stops at hi when that lies
 * beyond); the first gap outside R ends the piece at p. Each step is one pass over the
 * edges, so a polygon with n edges costs O(n) for a convex one (two steps) and O(n^2)
 * at worst; no allocation.
 *
 * Values. An event's t is the parameter of its vertex (isect_lin_param_of; the point is
 * the vertex itself) or of its crossing (isect_lin_crossing_param: exact differences and
 * accurate cross products; the point a + t d, on the direction scaled to unit length
 * when t fell to 0 or the subnormal grid, as in segment2_lin.c, and scaled up
 * (isect_lin_unit_dir) when t overflowed); the start and a segment's end are
 * t = 0 and t = 1 with their own points. The normal at entry is the unit normal of the
 * lowest-numbered edge of non-zero length, not on L, with an event at t[0], facing
 * against d (the side chosen exactly, as in segment2_lin.c); zero when C started
 * inside. */
#include "isect/polygon2_lin.h"

#include <math.h>

#include "isect/valid.h"

#include "base/inline.h"
#include "base/lin.h"
#include "base/lin_find.h"
#include "base/vec.h"
#include "construct/lin_param.h"
#include "construct/polygon_frame.h"
#include "exact/expansion.h"
#include "exact/filter.h"
#include "exact/scale.h"
#include "sign/incidence.h"

/* ---- Places on the component's line ------------------------------------------------- */

typedef enum place_kind {
    PLACE_CONST,  /* t == c (0 or 1): the start, or a segment's end */
    PLACE_VERTEX, /* the vertex u, on L */
    PLACE_CROSS,  /* the proper crossing of the edge u w, sign(cross(d, w - u)) == sw */
} place_kind;

typedef struct place {
    place_kind kind;
    double c;
    double u[3], w[3];
    int sw;
} place;

static place place_const(double c) {
    place p = {PLACE_CONST, c, {0, 0, 0}, {0, 0, 0}, 0};
    return p;
}

static place place_vertex(const double *u) {
    place p = {PLACE_VERTEX, 0, {u[0], u[1], 0}, {0, 0, 0}, 0};
    return p;
}

static place place_cross(const double *u, const double *w, int sw) {
    place p = {PLACE_CROSS, 0, {u[0], u[1], 0}, {w[0], w[1], 0}, sw};
    return p;
}

/* The sign of the denominator D of a place (D == 1, d . d > 0, or cross(d, e)). */
static int place_den_sign(const place *p) {
    return p->kind == PLACE_CROSS ? p->sw : 1;
}

/* N and D of a place as filtered values: c / 1, (u - a) . d / (d . d), or
 * cross(u - a, w - u) / cross(d, w - u). leaves collects the leaves (for the underflow
 * check). */
static void place_fx(const isect_lin *lin, const isect_fx *d, const place *p, isect_fx *N,
                     isect_fx *D, isect_fx *leaves, int *nl) {
    if (p->kind == PLACE_CONST) {
        *N = fx_in(p->c);
        *D = fx_in(1);
        return;
    }
    isect_fx m[2] = {fx_diff(p->u[0], lin->a[0]), fx_diff(p->u[1], lin->a[1])};
    leaves[(*nl)++] = m[0];
    leaves[(*nl)++] = m[1];
    if (p->kind == PLACE_VERTEX) {
        *N = fx_add(fx_mul(m[0], d[0]), fx_mul(m[1], d[1]));
        *D = fx_add(fx_mul(d[0], d[0]), fx_mul(d[1], d[1]));
        return;
    }
    isect_fx e[2] = {fx_diff(p->w[0], p->u[0]), fx_diff(p->w[1], p->u[1])};
    leaves[(*nl)++] = e[0];
    leaves[(*nl)++] = e[1];
    *N = fx_sub(fx_mul(m[0], e[1]), fx_mul(m[1], e[0]));
    *D = fx_sub(fx_mul(d[0], e[1]), fx_mul(d[1], e[0]));
}

/* The exact N and D of a place, from the leaves: a (2), the place's points at pos (4),
 * and d. */
static void place_xp(isect_xp_arena *ar, const place *p, const double *a, const double *pts,
                     const isect_xp *d, isect_xp *N, isect_xp *D) {
    if (p->kind == PLACE_CONST) {
        *N = isect_xp_of(ar, p->c);
        *D = isect_xp_of(ar, 1);
        return;
    }
    isect_xp m[2] = {isect_xp_diff(ar, pts[0], a[0]), isect_xp_diff(ar, pts[1], a[1])};
    if (p->kind == PLACE_VERTEX) {
        *N = isect_xp_add(ar, isect_xp_mul(ar, m[0], d[0]), isect_xp_mul(ar, m[1], d[1]));
        *D = isect_xp_add(ar, isect_xp_mul(ar, d[0], d[0]), isect_xp_mul(ar, d[1], d[1]));
        return;
    }
    isect_xp e[2] = {isect_xp_diff(ar, pts[2], pts[0]), isect_xp_diff(ar, pts[3], pts[1])};
    *N = isect_xp_sub(ar, isect_xp_mul(ar, m[0], e[1]), isect_xp_mul(ar, m[1], e[0]));
    *D = isect_xp_sub(ar, isect_xp_mul(ar, d[0], e[1]), isect_xp_mul(ar, d[1], e[0]));
}

/* sign(N_p D_q - N_q D_p) of two events exactly (degree 4), on expansions (integer ==
 * false; 2 when they outgrow the arena) or on integers. Positions (a, the places'
 * points, a segment's b) form one group, a ray's or line's direction the other; the
 * polynomial is homogeneous in each, so scaling a group by a power of two keeps its
 * sign (exact/scale.h). */
ISECT_COLD static int exact_compare(const isect_lin *lin, const place *p, const place *q,
                                    bool integer) {
    ISECT_XP_ARENA(arena, 16384);
    bool segment = lin->kind == ISECT_LIN_SEGMENT;
    double pos[12] = {lin->a[0], lin->a[1], p->u[0], p->u[1], p->w[0], p->w[1],
                      q->u[0],   q->u[1],   q->w[0], q->w[1], 0,       0};
    double dir[2] = {0, 0};
    if (segment) {
        pos[10] = lin->b[0];
        pos[11] = lin->b[1];
    } else {
        dir[0] = lin->b[0];
        dir[1] = lin->b[1];
    }
    double *groups[2] = {pos, dir};
    int sizes[2] = {12, segment ? 0 : 2}, shift[2];
    if (integer)
        isect_exact_prepare_integer(&arena, groups, sizes, 2, shift);
    else
        isect_exact_prepare(&arena, groups, sizes, 2, 4, shift);
    isect_exact_select(&arena, shift[0]);
    isect_xp d[2];
    if (segment) {
        d[0] = isect_xp_diff(&arena, pos[10], pos[0]);
        d[1] = isect_xp_diff(&arena, pos[11], pos[1]);
    }
    /* the leaves of each place, created while its group's shift is current */
    isect_xp NP, DP, NQ, DQ;
    if (!segment) {
        isect_exact_select(&arena, shift[1]);
        d[0] = isect_xp_of(&arena, dir[0]);
        d[1] = isect_xp_of(&arena, dir[1]);
        isect_exact_select(&arena, shift[0]);
    }
    place_xp(&arena, p, pos, pos + 2, d, &NP, &DP);
    place_xp(&arena, q, pos, pos + 6, d, &NQ, &DQ);
    isect_xp v = isect_xp_sub(&arena, isect_xp_mul(&arena, NP, DQ), isect_xp_mul(&arena, NQ, DP));
    return arena.full ? 2 : isect_xp_sign(v);
}

/* sign(N - c D) of an event against the constant c exactly (degree 2): c == 0 (the
 * start) gives sign(N), homogeneous in each group; c == 1 comes only with a segment,
 * whose d = b - a lies in the one group of positions, so that N and D both have degree
 * 2 in it and N - D stays homogeneous. */
ISECT_COLD static int exact_compare_const(const isect_lin *lin, const place *p, double c,
                                          bool integer) {
    ISECT_XP_ARENA(arena, 4096);
    bool segment = lin->kind == ISECT_LIN_SEGMENT;
    double pos[8] = {lin->a[0], lin->a[1], p->u[0], p->u[1], p->w[0], p->w[1], 0, 0};
    double dir[2] = {0, 0};
    if (segment) {
        pos[6] = lin->b[0];
        pos[7] = lin->b[1];
    } else {
        dir[0] = lin->b[0];
        dir[1] = lin->b[1];
    }
    double *groups[2] = {pos, dir};
    int sizes[2] = {8, segment ? 0 : 2}, shift[2];
    if (integer)
        isect_exact_prepare_integer(&arena, groups, sizes, 2, shift);
    else
        isect_exact_prepare(&arena, groups, sizes, 2, 2, shift);
    isect_xp d[2];
    if (segment) {
        isect_exact_select(&arena, shift[0]);
        d[0] = isect_xp_diff(&arena, pos[6], pos[0]);
        d[1] = isect_xp_diff(&arena, pos[7], pos[1]);
    } else {
        isect_exact_select(&arena, shift[1]);
        d[0] = isect_xp_of(&arena, dir[0]);
        d[1] = isect_xp_of(&arena, dir[1]);
    }
    isect_exact_select(&arena, shift[0]);
    isect_xp N, D;
    place_xp(&arena, p, pos, pos + 2, d, &N, &D);
    /* c is 0 or 1 (segments only have the constant 1, and then d is a difference of
     * positions, one group: N and D are both of degree 2 in it) */
    isect_xp v = c == 0 ? N : isect_xp_sub(&arena, N, D);
    return arena.full ? 2 : isect_xp_sign(v);
}

/* The same place by its inputs: one vertex (two vertices at one point), or one edge's
 * crossing (either direction of the edge). Every find compares places with themselves
 * (an event with the place it was chosen as); the filter cannot certify an exact 0, so
 * this saves the exact path. */
static bool same_place(const place *p, const place *q) {
    if (p->kind != q->kind)
        return false;
    if (p->kind == PLACE_VERTEX)
        return p->u[0] == q->u[0] && p->u[1] == q->u[1];
    if (p->kind == PLACE_CROSS)
        return (p->u[0] == q->u[0] && p->u[1] == q->u[1] && p->w[0] == q->w[0] &&
                p->w[1] == q->w[1]) ||
               (p->u[0] == q->w[0] && p->u[1] == q->w[1] && p->w[0] == q->u[0] &&
                p->w[1] == q->u[1]);
    return p->c == q->c;
}

/* sign(t_p - t_q), exactly. */
static int compare(const isect_lin *lin, const place *p, const place *q) {
    if (p->kind == PLACE_CONST && q->kind == PLACE_CONST)
        return (p->c > q->c) - (p->c < q->c);
    if (same_place(p, q))
        return 0;
    int flip = place_den_sign(p) * place_den_sign(q);
    bool segment = lin->kind == ISECT_LIN_SEGMENT;
    isect_fx d[2] = {segment ? fx_diff(lin->b[0], lin->a[0]) : fx_in(lin->b[0]),
                     segment ? fx_diff(lin->b[1], lin->a[1]) : fx_in(lin->b[1])};
    isect_fx leaves[10] = {d[0], d[1]}, NP, DP, NQ, DQ;
    int nl = 2, sign;
    place_fx(lin, d, p, &NP, &DP, leaves, &nl);
    place_fx(lin, d, q, &NQ, &DQ, leaves, &nl);
    if (!fx_leaves_tiny(leaves, nl, 4) && fx_sign(fx_sub(fx_mul(NP, DQ), fx_mul(NQ, DP)), &sign))
        return sign * flip;
    if (p->kind == PLACE_CONST || q->kind == PLACE_CONST) {
        const place *e = p->kind == PLACE_CONST ? q : p;
        double c = p->kind == PLACE_CONST ? p->c : q->c;
        sign = exact_compare_const(lin, e, c, false);
        if (sign == 2)
            sign = exact_compare_const(lin, e, c, true);
        /* sign(N_e - c D_e) D_e-signed: the sign of t_e - c */
        sign *= place_den_sign(e);
        return p->kind == PLACE_CONST ? -sign : sign;
    }
    sign = exact_compare(lin, p, q, false);
    if (sign == 2)
        sign = exact_compare(lin, p, q, true);
    return sign * flip;
}

/* ---- The polygon and its edges -------------------------------------------------------- */

typedef struct region {
    const isect_vec2 *v;
    size_t n;
    isect_fill_rule rule;
} region;

/* Edge i: its ends u, w and their exact sides of L. */
typedef struct edge {
    double u[3], w[3];
    int su, sw;
} edge;

static edge edge_of(const isect_lin *lin, const region *r, size_t i) {
    edge e;
    dv_from2(e.u, r->v[i]);
    dv_from2(e.w, r->v[i + 1 == r->n ? 0 : i + 1]);
    e.su = isect_inc_side2(lin, e.u);
    e.sw = isect_inc_side2(lin, e.w);
    return e;
}

static bool same2(const double *x, const double *y) {
    return x[0] == y[0] && x[1] == y[1];
}

/* The events of an edge on L (at most 2); *collinear when both ends lie on L. */
static int edge_events(const edge *e, place *out, bool *collinear) {
    *collinear = e->su == 0 && e->sw == 0;
    int k = 0;
    if (e->su == 0)
        out[k++] = place_vertex(e->u);
    if (e->sw == 0 && !(e->su == 0 && same2(e->u, e->w)))
        out[k++] = place_vertex(e->w);
    if (e->su * e->sw < 0)
        out[k++] = place_cross(e->u, e->w, e->sw);
    return k;
}

static bool fill(const region *r, ptrdiff_t w) {
    return r->rule == ISECT_FILL_EVEN_ODD ? w % 2 != 0 : w != 0;
}

/* The least event p with p > after (strict) or p >= after; with no bound when after is
 * NULL. False when there is none. Of equal events a vertex wins over a crossing (a
 * vertex lying on another edge), so that the point is reported as the vertex itself. */
static bool next_event(const isect_lin *lin, const region *r, const place *after, bool strict,
                       place *best) {
    bool found = false;
    for (size_t i = 0; i < r->n; i++) {
        edge e = edge_of(lin, r, i);
        place ev[2];
        bool collinear;
        int k = edge_events(&e, ev, &collinear);
        for (int j = 0; j < k; j++) {
            if (after) {
                int c = compare(lin, &ev[j], after);
                if (c < 0 || (strict && c == 0))
                    continue;
            }
            int c = found ? compare(lin, &ev[j], best) : -1;
            if (c < 0 || (c == 0 && best->kind == PLACE_CROSS && ev[j].kind == PLACE_VERTEX)) {
                *best = ev[j];
                found = true;
            }
        }
    }
    return found;
}

/* Whether the gap of L just after the place p lies in R; *interior when it lies off the
 * edges with a winding number the rule fills (not on a collinear edge). */
static bool gap_in_region(const isect_lin *lin, const region *r, const place *p, bool *interior) {
    ptrdiff_t w = 0;
    bool covered = false;
    for (size_t i = 0; i < r->n; i++) {
        edge e = edge_of(lin, r, i);
        int su = e.su == 0 ? 1 : e.su, sw = e.sw == 0 ? 1 : e.sw; /* the moved line */
        if (e.su == 0 && e.sw == 0) {
            if (covered || same2(e.u, e.w))
                continue;
            place pu = place_vertex(e.u), pw = place_vertex(e.w);
            int order = compare(lin, &pu, &pw);
            const place *lo = order < 0 ? &pu : &pw, *hi = order < 0 ? &pw : &pu;
            covered = compare(lin, lo, p) <= 0 && compare(lin, hi, p) > 0;
        } else if (su != sw) {
            place ev =
                e.su * e.sw < 0 ? place_cross(e.u, e.w, e.sw) : place_vertex(e.su == 0 ? e.u : e.w);
            if (compare(lin, &ev, p) <= 0)
                w += su > 0 ? 1 : -1;
        }
    }
    /* on a collinear edge the moved line's winding number says nothing: the gap lies on
     * the boundary there; elsewhere the gap is off every edge */
    *interior = !covered && fill(r, w);
    return *interior || covered;
}

static isect_location locate(const region *r, const double *x) {
    isect_vec2 p = {dv_real(x[0]), dv_real(x[1])};
    return isect_poly_location(isect_poly2_winding(r->v, r->n, p), r->rule);
}

/* ---- The answers ---------------------------------------------------------------------- */

/* Does the component meet R? (See the top comment.) */
static bool meets(const isect_lin *lin, const region *r) {
    if (isect_lin_is_point(lin) || lin->kind != ISECT_LIN_LINE) {
        if (locate(r, lin->a) != ISECT_OUTSIDE)
            return true;
        if (isect_lin_is_point(lin))
            return false;
    }
    for (size_t i = 0; i < r->n; i++) {
        edge e = edge_of(lin, r, i);
        if (isect_inc_meets_seg2(lin, e.u, e.w))
            return true;
    }
    return false;
}

/* All vertices on one line (exactly). */
static bool collinear_region(const region *r) {
    double v0[3], vk[3], vi[3];
    dv_from2(v0, r->v[0]);
    size_t k = 1;
    for (; k < r->n; k++) {
        dv_from2(vk, r->v[k]);
        if (!same2(vk, v0))
            break;
    }
    for (size_t i = k + 1; i < r->n; i++) {
        dv_from2(vi, r->v[i]);
        if (isect_inc_orient2(v0, vk, vi) != 0)
            return false;
    }
    return true;
}

/* The normal at an entry at the place p: the lowest-numbered edge of non-zero length,
 * not on L, with an event equal to p; zero when there is none. */
static void entry_normal(const isect_lin *lin, const region *r, const place *p, double *out) {
    out[0] = out[1] = out[2] = 0;
    for (size_t i = 0; i < r->n; i++) {
        edge e = edge_of(lin, r, i);
        place ev[2];
        bool collinear;
        int k = edge_events(&e, ev, &collinear);
        if (collinear || same2(e.u, e.w))
            continue;
        for (int j = 0; j < k; j++) {
            if (compare(lin, &ev[j], p) == 0) {
                dv_facing_normal2(e.u, e.w, e.sw != 0 ? e.sw : -e.su, out);
                return;
            }
        }
    }
}

/* t and the point of a place on the component. */
static void place_value(const isect_lin *lin, const place *p, double *t, double *x) {
    if (p->kind == PLACE_CONST) {
        *t = p->c;
        const double *s = p->c == 0 ? lin->a : lin->b;
        x[0] = s[0];
        x[1] = s[1];
        x[2] = 0;
    } else if (p->kind == PLACE_VERTEX) {
        *t = isect_lin_param_of(lin, p->u);
        x[0] = p->u[0];
        x[1] = p->u[1];
        x[2] = 0;
    } else {
        *t = isect_lin_crossing_param(lin, p->u, p->w);
        if (isfinite(*t) && fabs(*t) >= 0x1p-1000) {
            isect_lin_point_at(lin, *t, x);
        } else if (isfinite(*t)) { /* t rounded to 0 or to the subnormal grid */
            /* on the direction scaled to unit length (a segment's p1 - p0 rounded once,
             * dv_diff_exp), as a ray or line from a: t' is then normal; where that
             * rounding (or a flushed subnormal component) no longer sees the edge
             * crossed, a + t d, whose error is then within the bound already */
            isect_lin unit = *lin;
            if (lin->kind == ISECT_LIN_SEGMENT) {
                unit.kind = ISECT_LIN_RAY;
                (void)dv_diff_exp(3, lin->b, lin->a, unit.b);
            } else {
                (void)dv_unit_scale(2, unit.b);
            }
            bool ok = isect_inc_side2(&unit, p->u) * isect_inc_side2(&unit, p->w) < 0;
            isect_lin_point_at(ok ? &unit : lin,
                               ok ? isect_lin_crossing_param(&unit, p->u, p->w) : *t, x);
        } else { /* t overflowed: on a direction scaled up, the point's t' is finite */
            int e;
            isect_lin big = isect_lin_unit_dir(lin, &e);
            isect_lin_point_at(&big, isect_lin_crossing_param(&big, p->u, p->w), x);
        }
    }
}

/* The find of a valid component against R (given that it meets R). */
static void construct(const isect_lin *lin, const region *r, isect_lin_find *f) {
    bool segment = lin->kind == ISECT_LIN_SEGMENT;
    f->hit = true;
    if (isect_lin_is_point(lin)) {
        bool in = locate(r, lin->a) == ISECT_INSIDE;
        f->count = in ? 0 : 1;
        f->flags |= ISECT_DEGENERATE |
                    (in ? ISECT_STARTED_INSIDE | ISECT_ENDED_INSIDE : (unsigned)ISECT_TOUCHING);
        for (int k = 0; k < 2; k++)
            for (int i = 0; i < 3; i++)
                f->point[k][i] = i < 2 ? lin->a[i] : 0;
        return;
    }
    place start, end, hi = place_const(1);
    bool started_inside = false, ended_inside = false, interior = false;
    isect_location at_start = lin->kind == ISECT_LIN_LINE ? ISECT_OUTSIDE : locate(r, lin->a);
    if (at_start == ISECT_INSIDE) {
        start = place_const(0);
        started_inside = true;
    } else if (at_start == ISECT_ON_BOUNDARY) {
        start = place_const(0);
    } else {
        place lo = place_const(0);
        if (!next_event(lin, r, lin->kind == ISECT_LIN_LINE ? NULL : &lo, false, &start))
            start = lo; /* not reached: the component meets R */
    }
    place cur = start;
    for (;;) {
        bool in_gap, gap_interior;
        in_gap = gap_in_region(lin, r, &cur, &gap_interior);
        if (!in_gap) {
            end = cur;
            break;
        }
        interior |= gap_interior;
        place nxt;
        bool more = next_event(lin, r, &cur, true, &nxt);
        if (!more) { /* not reached: R is bounded */
            end = cur;
            break;
        }
        if (segment && compare(lin, &nxt, &hi) >= 0) {
            end = hi;
            ended_inside = locate(r, lin->b) == ISECT_INSIDE;
            break;
        }
        cur = nxt;
    }
    /* an event at t == 0 or 1 exactly is a (a ray's or segment's start) or a segment's end
     * itself: t and point exact */
    place zero = place_const(0);
    place *ends[2] = {&start, &end};
    for (int k = 0; k < 2; k++) {
        if (compare(lin, ends[k], &zero) == 0) /* a line's a too */
            *ends[k] = zero;
        else if (segment && compare(lin, ends[k], &hi) == 0)
            *ends[k] = hi;
    }
    bool one_point = compare(lin, &start, &end) == 0;
    place_value(lin, &start, &f->t[0], f->point[0]);
    place_value(lin, one_point ? &start : &end, &f->t[1], f->point[1]);
    if (f->t[1] < f->t[0])
        f->t[1] = f->t[0];
    if (one_point || !interior) {
        f->flags |= ISECT_TOUCHING;
        f->count = one_point ? 1 : ISECT_INFINITE;
    } else {
        f->count = 2 - started_inside - ended_inside;
    }
    f->flags |= (started_inside ? (unsigned)ISECT_STARTED_INSIDE : 0u) |
                (ended_inside ? (unsigned)ISECT_ENDED_INSIDE : 0u);
    if (!started_inside)
        entry_normal(lin, r, &start, f->normal);
}

static isect_find_result2 invalid2(void) {
    isect_lin_find f;
    isect_lin_find_clear(&f, ISECT_INVALID);
    return isect_lin_find_out2(&f);
}

static isect_find_result2 find_region(const isect_lin *lin, const region *r, unsigned degenerate) {
    isect_lin_find f;
    isect_lin_find_clear(&f, degenerate | (isect_lin_is_point(lin) ? ISECT_DEGENERATE : 0u));
    if (meets(lin, r))
        construct(lin, r, &f);
    return isect_lin_find_out2(&f);
}

/* The triangle as a region: its vertices (copied to v) under the nonzero rule. */
static region tri_region(const isect_tri2 *tri, isect_vec2 *v) {
    for (int i = 0; i < 3; i++)
        v[i] = tri->v[i];
    region r = {v, 3, ISECT_FILL_NONZERO};
    return r;
}

static unsigned tri_degenerate(const isect_tri2 *tri) {
    double p[3][3];
    for (int i = 0; i < 3; i++)
        dv_from2(p[i], tri->v[i]);
    return isect_inc_orient2(p[0], p[1], p[2]) == 0 ? ISECT_DEGENERATE : 0u;
}

static bool test_tri(const isect_lin *lin, bool ok, const isect_tri2 *tri) {
    if (!ok || !tri || !isect_valid_tri2(tri))
        return false;
    isect_vec2 v[3];
    region r = tri_region(tri, v);
    return meets(lin, &r);
}

static isect_find_result2 find_tri(const isect_lin *lin, bool ok, const isect_tri2 *tri) {
    if (!ok || !tri || !isect_valid_tri2(tri))
        return invalid2();
    isect_vec2 v[3];
    region r = tri_region(tri, v);
    return find_region(lin, &r, tri_degenerate(tri));
}

static bool test_poly(const isect_lin *lin, bool ok, const isect_poly2 *poly,
                      isect_fill_rule rule) {
    if (!ok || !isect_valid_poly2(poly))
        return false;
    region r = {poly->v, poly->count, rule};
    return meets(lin, &r);
}

static isect_find_result2 find_poly(const isect_lin *lin, bool ok, const isect_poly2 *poly,
                                    isect_fill_rule rule) {
    if (!ok || !isect_valid_poly2(poly))
        return invalid2();
    region r = {poly->v, poly->count, rule};
    return find_region(lin, &r, collinear_region(&r) ? ISECT_DEGENERATE : 0u);
}

/* ---- The public functions ------------------------------------------------------------- */

bool isect_test_line2_tri2(const isect_line2 *line, const isect_tri2 *tri) {
    isect_lin lin;
    return test_tri(&lin, isect_lin_of_line2(line, &lin), tri);
}

bool isect_test_ray2_tri2(const isect_ray2 *ray, const isect_tri2 *tri) {
    isect_lin lin;
    return test_tri(&lin, isect_lin_of_ray2(ray, &lin), tri);
}

bool isect_test_seg2_tri2(const isect_seg2 *seg, const isect_tri2 *tri) {
    isect_lin lin;
    return test_tri(&lin, isect_lin_of_seg2(seg, &lin), tri);
}

isect_find_result2 isect_find_line2_tri2(const isect_line2 *line, const isect_tri2 *tri) {
    isect_lin lin;
    return find_tri(&lin, isect_lin_of_line2(line, &lin), tri);
}

isect_find_result2 isect_find_ray2_tri2(const isect_ray2 *ray, const isect_tri2 *tri) {
    isect_lin lin;
    return find_tri(&lin, isect_lin_of_ray2(ray, &lin), tri);
}

isect_find_result2 isect_find_seg2_tri2(const isect_seg2 *seg, const isect_tri2 *tri) {
    isect_lin lin;
    return find_tri(&lin, isect_lin_of_seg2(seg, &lin), tri);
}

bool isect_test_line2_poly2(const isect_line2 *line, const isect_poly2 *poly,
                            isect_fill_rule rule) {
    isect_lin lin;
    return test_poly(&lin, isect_lin_of_line2(line, &lin), poly, rule);
}

bool isect_test_ray2_poly2(const isect_ray2 *ray, const isect_poly2 *poly, isect_fill_rule rule) {
    isect_lin lin;
    return test_poly(&lin, isect_lin_of_ray2(ray, &lin), poly, rule);
}

bool isect_test_seg2_poly2(const isect_seg2 *seg, const isect_poly2 *poly, isect_fill_rule rule) {
    isect_lin lin;
    return test_poly(&lin, isect_lin_of_seg2(seg, &lin), poly, rule);
}

isect_find_result2 isect_find_line2_poly2(const isect_line2 *line, const isect_poly2 *poly,
                                          isect_fill_rule rule) {
    isect_lin lin;
    return find_poly(&lin, isect_lin_of_line2(line, &lin), poly, rule);
}

isect_find_result2 isect_find_ray2_poly2(const isect_ray2 *ray, const isect_poly2 *poly,
                                         isect_fill_rule rule) {
    isect_lin lin;
    return find_poly(&lin, isect_lin_of_ray2(ray, &lin), poly, rule);
}

isect_find_result2 isect_find_seg2_poly2(const isect_seg2 *seg, const isect_poly2 *poly,
                                         isect_fill_rule rule) {
    isect_lin lin;
    return find_poly(&lin, isect_lin_of_seg2(seg, &lin), poly, rule);
}
