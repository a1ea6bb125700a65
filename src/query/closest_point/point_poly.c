/* The point of a closed, filled convex polygon closest to a point, in the plane (RTCD
 * 5.1.7, with the Voronoi regions of RTCD 5.1.5 decided exactly).
 *
 * Derivation. Write v_0 .. v_{n-1} for the vertices. Consecutive equal vertices are one
 * corner (a run of repeats); the turn at a corner b, between its distinct neighbours a
 * (before) and c (after), is orient2d(a, b, c). Every sign below is exact (a filter, then
 * exact arithmetic), so each decision is the one of exact arithmetic on the inputs.
 *
 * Convexity. If every turn is 0, consecutive corners share their line, so all vertices
 * lie on one line: the degenerate case below. Otherwise let sigma be the sign of the
 * turns that are not 0; the polygon is convex when (1) no turn has sign -sigma, (2) every
 * turn of 0 goes straight on, not back (the component signs of b - a and c - b agree:
 * exact comparisons, as a, b, c are collinear), and (3) it winds once. With (1) and (2)
 * the direction of the edges turns monotonically, by an angle in [0, pi) at each corner,
 * so it turns k >= 1 full times in all (k = 0 would need every edge to point the same
 * way, which cannot close). Over one full turn the x components of the edge directions,
 * zeros skipped, change sign exactly twice: an open half-plane of directions is pi wide
 * and no step of less than pi jumps over it. So (3) is "the cyclic sequence of the
 * signs of the x components changes sign at most twice" (the y components likewise,
 * checked as well). A pentagram turns the same way at every corner and changes sign four
 * times; a polygon that doubles back along an edge fails (2).
 *
 * Regions (sigma orients the polygon: side_i = sigma orient2d(v_i, v_{i+1}, p) > 0 on
 * the inner side of edge i, for every edge of non-zero length):
 *   inside:    every side_i >= 0: p is in the closed polygon and is its own closest
 *              point; the vertex p equals (of equal ones the lowest index), else the edge
 *              whose line holds p (side_i == 0) and that holds p strictly between its
 *              ends, else the face.
 *   vertex i:  (v_i - p).(v_{i+1} - v_i) >= 0 and (v_i - p).(v_i - v_{i-1}) <= 0, the
 *              neighbours distinct from v_i: p in the start region of the edge leaving
 *              v_i and in the end region of the edge arriving (point_lin.c's exact
 *              signs, degree 2), and p strictly outside one of those two edges. Where
 *              the polygon turns at v_i, the two dot conditions are v_i's normal cone
 *              (the polar of the cone spanned by the two edges, which holds the
 *              polygon), which holds p - q exactly when q = v_i is the closest point,
 *              and the third follows from them for p != v_i. At a vertex in the middle
 *              of a straight run they only put p on the perpendicular through v_i, on
 *              either side of the run; the third keeps the outer ray, the normal cone.
 *   edge i:    side_i < 0 and p projects strictly between the ends of edge i.
 * The closed vertex cones and the edge regions are disjoint and cover the outside (the
 * closest point is unique), so the order in which they are tried does not matter.
 *
 * A polygon whose vertices are all collinear is the segment between its two outermost
 * vertices (lowest and highest in lexicographic (x, y) order: for points of one line that
 * is their order along it), answered on that segment; all vertices equal: vertex 0.
 *
 * Constructions. An edge's point and squared distance are the segment's
 * (isect_closest_lin_point on v_i -> v_{i+1}, point_lin.c): the same values, bit for bit,
 * as isect_closest_point2_seg2 on that edge, with its accuracy. A vertex is the input
 * vertex itself. Nothing is allocated: the passes stream over the vertices, O(n) signs in
 * all. */
#include <stdint.h>

#include "isect/closest_point.h"
#include "isect/valid.h"

#include "base/inline.h"
#include "base/vec.h"
#include "query/closest_point/full_path.h"
#include "query/closest_point/point_lin.h"
#include "sign/incidence.h"
#include "sign/valid.h"

/* The answer in double, converted once at the end. */
typedef struct poly_closest_d {
    double dist_sq, point[3], t; /* t: an edge's parameter, strictly inside (0, 1) */
    isect_feature feature;
    unsigned flags;
    bool meets; /* p lies in the closed polygon, exactly */
} poly_closest_d;

static bool same_vertex(isect_vec2 a, isect_vec2 b) {
    return a.x == b.x && a.y == b.y;
}

static size_t next_index(const isect_poly2 *poly, size_t i) {
    return i + 1 == poly->count ? 0 : i + 1;
}

/* The first index after i (cyclically) whose vertex differs from v[i]; i if none. */
static size_t next_distinct(const isect_poly2 *poly, size_t i) {
    size_t j = next_index(poly, i);
    while (j != i && same_vertex(poly->v[j], poly->v[i]))
        j = next_index(poly, j);
    return j;
}

/* The lowest index of a vertex equal to v[i]. */
static size_t lowest_equal(const isect_poly2 *poly, size_t i) {
    size_t j = 0;
    while (!same_vertex(poly->v[j], poly->v[i]))
        j++;
    return j;
}

/* The sign of y - x, exactly (by comparison). */
static int sign_from(isect_real x, isect_real y) {
    return (y > x) - (y < x);
}

/* ---- Convexity ---------------------------------------------------------------------- */

/* The shape of the polygon, decided exactly. */
typedef enum poly_shape {
    SHAPE_POINT,     /* every vertex equal */
    SHAPE_SEGMENT,   /* every vertex on one line */
    SHAPE_CONVEX,    /* convex, winding once: *sigma its orientation */
    SHAPE_NOT_CONVEX /* invalid */
} poly_shape;

/* Counts the sign changes of a cyclic sequence of signs, zeros skipped. */
typedef struct sign_changes {
    int first, last, changes;
} sign_changes;

static void count_sign(sign_changes *c, int s) {
    if (s == 0)
        return;
    if (c->first == 0)
        c->first = s;
    else if (s != c->last)
        c->changes++;
    c->last = s;
}

static int closed_changes(const sign_changes *c) {
    return c->changes + (c->first != 0 && c->first != c->last);
}

/* One pass over the corners (runs of equal vertices), each with its distinct neighbours:
 * the turns, the reversals, and the sign changes of the edge directions (see the top). */
static poly_shape shape_of(const isect_poly2 *poly, int *sigma) {
    const size_t n = poly->count;
    size_t s = 0; /* a corner's first vertex: v[s] != v[s - 1] */
    while (s < n && same_vertex(poly->v[s], poly->v[s == 0 ? n - 1 : s - 1]))
        s++;
    if (s == n)
        return SHAPE_POINT;
    bool pos = false, neg = false, reversal = false;
    sign_changes xs = {0, 0, 0}, ys = {0, 0, 0};
    isect_vec2 a = poly->v[s == 0 ? n - 1 : s - 1];
    size_t b = s;
    do {
        size_t c = next_distinct(poly, b);
        isect_vec2 vb = poly->v[b], vc = poly->v[c];
        double da[3], db[3], dc[3];
        dv_from2(da, a);
        dv_from2(db, vb);
        dv_from2(dc, vc);
        int turn = isect_inc_orient2(da, db, dc);
        pos |= turn > 0;
        neg |= turn < 0;
        if (turn == 0) /* collinear: straight on, or back */
            reversal |= sign_from(a.x, vb.x) != sign_from(vb.x, vc.x) ||
                        sign_from(a.y, vb.y) != sign_from(vb.y, vc.y);
        count_sign(&xs, sign_from(vb.x, vc.x));
        count_sign(&ys, sign_from(vb.y, vc.y));
        a = vb;
        b = c;
    } while (b != s);
    if (!pos && !neg)
        return SHAPE_SEGMENT;
    if ((pos && neg) || reversal || closed_changes(&xs) > 2 || closed_changes(&ys) > 2)
        return SHAPE_NOT_CONVEX;
    *sigma = pos ? 1 : -1;
    return SHAPE_CONVEX;
}

/* ---- Answers ------------------------------------------------------------------------ */

static void at_vertex(const isect_poly2 *poly, size_t i, const double *p, poly_closest_d *out) {
    size_t k = lowest_equal(poly, i);
    dv_from2(out->point, poly->v[k]);
    out->dist_sq = isect_closest_dist_sq_points(2, p, out->point);
    out->meets = p[0] == out->point[0] && p[1] == out->point[1];
    out->feature = (isect_feature){ISECT_FEATURE_VERTEX, (int)k};
}

/* The closest point of the segment v[i] -> v[j], reported as edge i between its ends
 * (p itself when it lies on the segment's line: on_line, decided by the caller) or as the
 * vertex at an end. */
static void on_segment(const isect_poly2 *poly, size_t i, size_t j, const double *p, bool on_line,
                       poly_closest_d *out) {
    double a[3], b[3];
    dv_from2(a, poly->v[i]);
    dv_from2(b, poly->v[j]);
    isect_lin seg = isect_inc_segment(2, a, b);
    isect_closest_d c;
    isect_closest_lin_point(&seg, p, &c);
    if (c.flags & ISECT_INVALID) {
        out->flags = ISECT_INVALID;
        return;
    }
    if (c.region != ISECT_BETWEEN) {
        at_vertex(poly, c.region == ISECT_AT_START ? i : j, p, out);
        return;
    }
    for (int k = 0; k < 3; k++)
        out->point[k] = on_line ? p[k] : c.point[k];
    out->dist_sq = on_line ? 0 : c.dist_sq;
    out->meets = on_line;
    out->t = c.t;
    out->feature = (isect_feature){ISECT_FEATURE_EDGE, (int)i};
}

/* All vertices on one line: the segment of the two outermost, named by the first edge
 * leaving one of them (toward the other). */
static void closest_collinear(const isect_poly2 *poly, const double *p, poly_closest_d *out) {
    const size_t n = poly->count;
    size_t lo = 0, hi = 0;
    for (size_t k = 1; k < n; k++) {
        isect_vec2 v = poly->v[k], l = poly->v[lo], h = poly->v[hi];
        if (v.x < l.x || (v.x == l.x && v.y < l.y))
            lo = k;
        if (v.x > h.x || (v.x == h.x && v.y > h.y))
            hi = k;
    }
    size_t i = 0;
    while (!((same_vertex(poly->v[i], poly->v[lo]) || same_vertex(poly->v[i], poly->v[hi])) &&
             !same_vertex(poly->v[i], poly->v[next_index(poly, i)])))
        i++;
    size_t other = same_vertex(poly->v[i], poly->v[lo]) ? hi : lo;
    double a[3], b[3];
    dv_from2(a, poly->v[i]);
    dv_from2(b, poly->v[other]);
    on_segment(poly, i, other, p, isect_inc_orient2(a, b, p) == 0, out);
}

/* sigma orient2d(v_i, v_{i+1}, p): > 0 on the polygon's side of edge i. */
static int edge_side(const isect_poly2 *poly, size_t i, int sigma, const double *p) {
    double a[3], b[3];
    dv_from2(a, poly->v[i]);
    dv_from2(b, poly->v[next_index(poly, i)]);
    return sigma * isect_inc_orient2(a, b, p);
}

/* The exact signs of (v_i - p).d and (v_{i+1} - p).d, d = v_{i+1} - v_i: the start
 * region is *from_a >= 0, the end region *from_b <= 0. False if the exact arithmetic ran
 * out of room (ruled out by the arena sizes). */
static bool edge_ends(const isect_poly2 *poly, size_t i, const double *p, int *from_a,
                      int *from_b) {
    double a[3], b[3];
    dv_from2(a, poly->v[i]);
    dv_from2(b, poly->v[next_index(poly, i)]);
    isect_lin seg = isect_inc_segment(2, a, b);
    *from_a = isect_closest_side_sign(&seg, ISECT_FROM_A, p);
    *from_b = isect_closest_side_sign(&seg, ISECT_FROM_B, p);
    return *from_a != ISECT_SIGN_UNKNOWN && *from_b != ISECT_SIGN_UNKNOWN;
}

/* p in the closed convex polygon: its vertex, its edge or the face. */
static void closest_inside(const isect_poly2 *poly, int sigma, const double *p, bool on_a_line,
                           poly_closest_d *out) {
    for (int k = 0; k < 3; k++)
        out->point[k] = p[k];
    out->dist_sq = 0;
    out->meets = true;
    out->feature = (isect_feature){ISECT_FEATURE_FACE, 0};
    if (!on_a_line)
        return;
    const size_t n = poly->count;
    for (size_t i = 0; i < n; i++) {
        if (poly->v[i].x == p[0] && poly->v[i].y == p[1]) {
            at_vertex(poly, i, p, out);
            return;
        }
    }
    /* on the boundary, at no vertex: in the open interior of exactly one edge of the
     * straight run whose line holds p */
    for (size_t i = 0; i < n; i++) {
        size_t j = next_index(poly, i);
        if (same_vertex(poly->v[i], poly->v[j]) || edge_side(poly, i, sigma, p) != 0)
            continue;
        int from_a, from_b;
        if (!edge_ends(poly, i, p, &from_a, &from_b)) {
            out->flags = ISECT_INVALID;
            return;
        }
        if (from_a < 0 && from_b > 0) {
            on_segment(poly, i, j, p, true, out);
            return;
        }
    }
    out->flags = ISECT_INVALID; /* unreachable: never a guess */
}

/* p outside the convex polygon: the vertex or edge whose region holds it. */
static void closest_outside(const isect_poly2 *poly, int sigma, const double *p,
                            poly_closest_d *out) {
    const size_t n = poly->count;
    size_t prev = n - 1; /* the last edge of non-zero length: it arrives at the first */
    while (same_vertex(poly->v[prev], poly->v[next_index(poly, prev)]))
        prev--;
    int from_a, prev_b;
    if (!edge_ends(poly, prev, p, &from_a, &prev_b)) {
        out->flags = ISECT_INVALID;
        return;
    }
    for (size_t i = 0; i < n; i++) {
        size_t j = next_index(poly, i);
        if (same_vertex(poly->v[i], poly->v[j]))
            continue;
        int from_b;
        if (!edge_ends(poly, i, p, &from_a, &from_b)) {
            out->flags = ISECT_INVALID;
            return;
        }
        if (from_a >= 0 && prev_b <= 0 &&
            (edge_side(poly, i, sigma, p) < 0 || edge_side(poly, prev, sigma, p) < 0)) {
            at_vertex(poly, i, p, out);
            return;
        }
        if (from_a < 0 && from_b > 0 && edge_side(poly, i, sigma, p) < 0) {
            on_segment(poly, i, j, p, false, out);
            return;
        }
        prev = i;
        prev_b = from_b;
    }
    out->flags = ISECT_INVALID; /* unreachable: the regions cover the outside */
}

static void closest_poly(const isect_poly2 *poly, const double *p, poly_closest_d *out) {
    int sigma = 0;
    switch (shape_of(poly, &sigma)) {
    case SHAPE_NOT_CONVEX: out->flags = ISECT_INVALID; return;
    case SHAPE_POINT:
        out->flags = ISECT_DEGENERATE;
        at_vertex(poly, 0, p, out);
        return;
    case SHAPE_SEGMENT:
        out->flags = ISECT_DEGENERATE;
        closest_collinear(poly, p, out);
        return;
    case SHAPE_CONVEX: break;
    }
    bool on_a_line = false;
    for (size_t i = 0; i < poly->count; i++) {
        if (same_vertex(poly->v[i], poly->v[next_index(poly, i)]))
            continue;
        int s = edge_side(poly, i, sigma, p);
        if (s < 0) {
            closest_outside(poly, sigma, p, out);
            return;
        }
        on_a_line |= s == 0;
    }
    closest_inside(poly, sigma, p, on_a_line, out);
}

/* ---- The fast path --------------------------------------------------------------------- */

/* The signs of x0 y1 - x1 y0 (orient2d on rounded differences) and of x0 y0 + x1 y1 (the
 * end signs of point_lin.c), certified or 0. Both are sums of two products of leaves
 * rounded once: k = 4 roundings on the longest path, so filter.h's bound with
 * fx_sign_deg2's underflow term is 5 u (|x0 y1| + |x1 y0|) + 2^-1000 (the products'
 * magnitudes as computed, Shewchuk's detsum), for all finite leaves; a NaN or infinite
 * value leaves the sign uncertain. orient2d(a, b, c) = (b - a) x (c - b) exactly as well,
 * so a turn is the cross product of two consecutive edge vectors. */
ISECT_INLINE int fast_cross_sign(double x0, double x1, double y0, double y1) {
    double u = x0 * y1, w = x1 * y0, v = u - w;
    double bound = 5 * 0x1p-53 * (fabs(u) + fabs(w)) + 0x1p-1000;
    return (v > bound) - (v < -bound);
}

ISECT_INLINE int fast_dot_sign(double x0, double x1, double y0, double y1) {
    double u = x0 * y0, w = x1 * y1, v = u + w;
    double bound = 5 * 0x1p-53 * (fabs(u) + fabs(w)) + 0x1p-1000;
    return (v > bound) - (v < -bound);
}

/* The sides of at most this many edges are kept as bits. */
#define POLY_FAST_MAX 64

/* The answer of the common case: a strictly convex polygon (every turn certified of one
 * sign, the edge directions' sign changes counted as shape_of does: SHAPE_CONVEX, every
 * vertex distinct), p certified strictly off every edge line, and, outside, the region
 * certified: an edge's from the segment fast path (point_lin.h: the same point, t and
 * distance as on_segment's), a vertex's from that and the neighbouring edge's end sign. */
typedef struct poly_fast_d {
    double point[3], dist_sq, t;
    isect_feature feature;
    bool meets;
} poly_fast_d;

static bool poly_fast(const isect_poly2 *poly, const double *p, poly_fast_d *out) {
    const size_t n = poly->count;
    const isect_vec2 *v = poly->v;
    if (!v || n < 3 || n > POLY_FAST_MAX)
        return false;
    out->t = 0; /* read for an edge only */
    double prev[2] = {(double)v[0].x - v[n - 1].x, (double)v[0].y - v[n - 1].y};
    bool pos = false, neg = false, unsure = false;
    uint64_t left = 0, right = 0; /* bit i: p strictly left (right) of edge i */
    sign_changes xs = {0, 0, 0}, ys = {0, 0, 0};
    for (size_t i = 0; i < n; i++) {
        size_t j = i + 1 == n ? 0 : i + 1;
        double e[2] = {(double)v[j].x - v[i].x, (double)v[j].y - v[i].y};
        int turn = fast_cross_sign(prev[0], prev[1], e[0], e[1]); /* at v[i] */
        int side = fast_cross_sign(e[0], e[1], p[0] - v[i].x, p[1] - v[i].y);
        pos |= turn > 0;
        neg |= turn < 0;
        unsure |= turn == 0 || side == 0;
        left |= (uint64_t)(side > 0) << i;
        right |= (uint64_t)(side < 0) << i;
        count_sign(&xs, (e[0] > 0) - (e[0] < 0)); /* sign_from(v[i].x, v[j].x) */
        count_sign(&ys, (e[1] > 0) - (e[1] < 0));
        prev[0] = e[0];
        prev[1] = e[1];
    }
    if (unsure || (pos && neg) || closed_changes(&xs) > 2 || closed_changes(&ys) > 2)
        return false;
    uint64_t outer = pos ? right : left; /* sigma side_i < 0 */
    if (outer == 0) {                    /* inside, on no edge line: the face */
        out->point[0] = p[0];
        out->point[1] = p[1];
        out->dist_sq = 0;
        out->meets = true;
        out->feature = (isect_feature){ISECT_FEATURE_FACE, 0};
        return true;
    }
    out->meets = false;
    for (size_t i = 0; i < n; i++) {
        if (!(outer >> i & 1))
            continue;
        size_t j = i + 1 == n ? 0 : i + 1;
        double a[2] = {v[i].x, v[i].y}, b[2] = {v[j].x, v[j].y};
        int end;
        if (!isect_closest_seg_fast(p, a, b, 2, out->point, &out->t, &end, &out->dist_sq))
            return false;
        if (end < 0) { /* edge i's region: between its ends, p outside it */
            out->feature = (isect_feature){ISECT_FEATURE_EDGE, (int)i};
            return true;
        }
        /* an end: its vertex when p is in the other edge's end region there too */
        size_t h = i == 0 ? n - 1 : i - 1, k = j + 1 == n ? 0 : j + 1, at = end ? j : i;
        int other = end ? fast_dot_sign(b[0] - p[0], b[1] - p[1], (double)v[k].x - v[j].x,
                                        (double)v[k].y - v[j].y) /* from_a of edge j: >= 0 */
                        : -fast_dot_sign(a[0] - p[0], a[1] - p[1], (double)v[i].x - v[h].x,
                                         (double)v[i].y - v[h].y); /* -from_b of edge h: >= 0 */
        if (other == 0)
            return false;
        if (other > 0) {
            size_t lowest = lowest_equal(poly, at);
            out->feature = (isect_feature){ISECT_FEATURE_VERTEX, (int)lowest};
            return true;
        }
    }
    return false;
}

/* ---- Public wrapper ----------------------------------------------------------------- */

/* The fast path's result, as the full path's wrapper converts it; a compound literal
 * returned directly (built in the caller's return slot). */
ISECT_INLINE isect_closest_feature_result2 poly_fast_result(const poly_fast_d *c, isect_vec2 p) {
    unsigned flags = 0;
    isect_real dist_sq = dv_out_dist_sq(c->dist_sq, c->meets, &flags), b0 = 0, b1 = 0;
    isect_vec2 point_b = dv_out2(c->point, &flags);
    if (c->feature.kind == ISECT_FEATURE_VERTEX) {
        b0 = 1;
    } else if (c->feature.kind == ISECT_FEATURE_EDGE) {
        b1 = isect_closest_final_t(c->t, 1, true, true, &flags);
        b0 = (isect_real)(1 - (double)b1);
    }
    return (isect_closest_feature_result2){
        .dist_sq = dist_sq,
        .bary_a = {1, 0, 0, 0},
        .bary_b = {b0, b1, 0, 0},
        .point_a = {p.x, p.y},
        .point_b = point_b,
        .feature_a = {ISECT_FEATURE_VERTEX, 0},
        .feature_b = c->feature,
        .flags = flags,
    };
}

isect_closest_feature_result2 isect_closest_point2_poly2(isect_vec2 p, const isect_poly2 *poly) {
    poly_fast_d c;
    double q[3] = {p.x, p.y, 0};
    if (poly && poly_fast(poly, q, &c))
        return poly_fast_result(&c, p);
    return isect_closest_point2_poly2_full(p, poly);
}

/* The full path (full_path.h), out of line so that the fast path stays small. */
ISECT_NOINLINE isect_closest_feature_result2
isect_closest_point2_poly2_full(isect_vec2 p, const isect_poly2 *poly) {
    isect_closest_feature_result2 r = {0};
    poly_closest_d c = {.flags = ISECT_INVALID};
    if (isect_valid_poly2(poly) && isect_ok_vec2(p)) {
        double q[3];
        dv_from2(q, p);
        c.flags = 0;
        closest_poly(poly, q, &c);
    }
    if (c.flags & ISECT_INVALID) {
        r.flags = ISECT_INVALID;
        return r;
    }
    r.flags = c.flags;
    r.dist_sq = dv_out_dist_sq(c.dist_sq, c.meets, &r.flags);
    r.point_a = p;
    r.point_b = dv_out2(c.point, &r.flags);
    r.bary_a[0] = 1;
    r.feature_a = (isect_feature){ISECT_FEATURE_VERTEX, 0};
    r.feature_b = c.feature;
    if (c.feature.kind == ISECT_FEATURE_VERTEX) {
        r.bary_b[0] = 1;
    } else if (c.feature.kind == ISECT_FEATURE_EDGE) {
        /* t strictly inside (0, 1), as the region says: 1 - t in (0, 1] */
        r.bary_b[1] = isect_closest_final_t(c.t, 1, true, true, &r.flags);
        r.bary_b[0] = (isect_real)(1 - (double)r.bary_b[1]);
    }
    return r;
}
