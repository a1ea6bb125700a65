/* Closest points of a segment and an axis-aligned box in space, the pair chosen exactly
 * among candidates (the segment-box distance a swept box test needs; RTCD 5.1.3 for the
 * point, 5.1.9 for the edges, the argument of 5.1.10 for the rest).
 *
 * Derivation. The box is a convex polytope: if the segment PQ does not meet it, a closest
 * pair (x, y) can be chosen with x an end of PQ or y on an edge of the box: with x inside
 * PQ and y inside a face, x - y is normal to the face and to PQ, so PQ is parallel to the
 * face and sliding the pair along PQ keeps its length until x reaches an end or y an
 * edge. So dist(PQ, box) is the least of dist(P, box), dist(Q, box) (Arvo's clamp: the
 * clamped point q is made of input coordinates, exact, and |P - q|^2 is an exact
 * point-point form) and dist(PQ, edge_k) for the twelve edges (the exact segment-segment
 * query). If PQ meets the box, an end lies in it, or PQ meets an edge, or it crosses a
 * face's open interior, its ends strictly on opposite sides of the face's plane: each
 * face as two triangles and RTCD 5.3.4's exact triple products. The least candidate is
 * chosen exactly (sign/dist_sign.h), the first of equally close ones in the order P, Q,
 * edges 0..11, crossings of faces 0..5; a candidate exactly at distance 0 ends the search
 * (nothing after it can be strictly closer). */
#include <float.h>
#include <math.h>
#include <stdbool.h>
#include <stddef.h>

#include "isect/closest_point.h"
#include "isect/valid.h"

#include "base/inline.h"
#include "base/lin.h"
#include "base/vec.h"
#include "exact/filter.h"
#include "query/closest_point/lin_lin.h"
#include "query/closest_point/box_feature.h"
#include "query/closest_point/full_path.h"
#include "query/closest_point/point_lin.h"
#include "query/closest_point/point_tri.h"
#include "sign/dist_sign.h"
#include "sign/incidence.h"
#include "sign/plane_sign.h"

/* The box: corner k has x from max when bit 0 of k is set (else min), y from bit 1, z
 * from bit 2. Edge 4a + m runs along axis a from the corner with bit a clear to the one
 * with it set, m = the bits of the two other axes (lower axis first). Face 2a + s is the
 * side s (0 min, 1 max) of axis a. */
typedef struct box_d {
    double lo[3], hi[3];
    double corner[8][3];
    isect_lin edge[12];
} box_d;

static int edge_corner(int a, int m, int end) {
    int lo = a == 0 ? 1 : 0, hi = a == 2 ? 1 : 2;
    return (end << a) | ((m & 1) << lo) | ((m >> 1 & 1) << hi);
}

static void box_init(const isect_aabb3 *b, box_d *out) {
    double lo[3] = {b->min.x, b->min.y, b->min.z}, hi[3] = {b->max.x, b->max.y, b->max.z};
    for (int i = 0; i < 3; i++) {
        out->lo[i] = lo[i];
        out->hi[i] = hi[i];
    }
    for (int k = 0; k < 8; k++)
        for (int i = 0; i < 3; i++)
            out->corner[k][i] = (k >> i & 1) ? hi[i] : lo[i];
    for (int a = 0; a < 3; a++)
        for (int m = 0; m < 4; m++)
            out->edge[4 * a + m] = isect_inc_segment(3, out->corner[edge_corner(a, m, 0)],
                                                     out->corner[edge_corner(a, m, 1)]);
}

/* One candidate: the point on the segment (s, exactly 0 or 1 unless s_inside), the point
 * on the box and its feature, the squared distance and its exact form. */
typedef struct cand_d {
    double s, dist_sq, point_a[3], point_b[3], clamped[3];
    bool s_inside;
    bool meets; /* the distance is exactly 0 (known so far) */
    isect_feature feature_b;
    isect_dist_form form;
    isect_dist_fx fx;
} cand_d;

/* The end x (s = end) of the segment against the box: Arvo's clamp, exact. */
static void cand_end(const box_d *b, const double *x, int end, cand_d *c) {
    int pos[3];
    for (int i = 0; i < 3; i++) {
        double q = x[i] < b->lo[i] ? b->lo[i] : x[i] > b->hi[i] ? b->hi[i] : x[i];
        pos[i] = q == b->lo[i] ? -1 : q == b->hi[i] ? 1 : 0;
        c->clamped[i] = q;
        c->point_a[i] = x[i];
    }
    c->s = end;
    c->s_inside = false;
    c->feature_b = isect_box_feature(pos);
    for (int i = 0; i < 3; i++)
        c->point_b[i] = c->clamped[i];
    c->dist_sq = isect_closest_dist_sq_points(3, x, c->clamped);
    c->meets = x[0] == c->clamped[0] && x[1] == c->clamped[1] && x[2] == c->clamped[2];
    c->form = (isect_dist_form){ISECT_DIST_POINT_POINT, {x, c->clamped, NULL, NULL}};
}

/* The segment against edge k. */
static bool cand_edge(const box_d *b, const isect_lin *seg, int k, cand_d *c) {
    isect_lin_pair_d p;
    isect_lin_pair_closest(seg, &b->edge[k], &p);
    if (p.flags & ISECT_INVALID)
        return false;
    c->s = p.s;
    c->s_inside = p.s_inside;
    for (int i = 0; i < 3; i++) {
        c->point_a[i] = p.point_a[i];
        c->point_b[i] = p.point_b[i];
    }
    int a = k / 4, m = k % 4;
    if (p.t_inside && !isect_lin_is_point(&b->edge[k]))
        c->feature_b = (isect_feature){ISECT_FEATURE_EDGE, k};
    else
        c->feature_b = (isect_feature){ISECT_FEATURE_VERTEX, edge_corner(a, m, p.t > 0)};
    c->dist_sq = p.dist_sq;
    c->meets = false;
    c->form = isect_lin_pair_form(seg, &b->edge[k], &p);
    return true;
}

/* The segment crossing face f strictly through one of its two triangles (c00 c10 c11,
 * c00 c11 c01 in the face's own (lo, hi) axes); false if it does not. */
static bool cand_cross(const box_d *b, const isect_lin *seg, int f, cand_d *c) {
    int a = f / 2, s = f % 2, lo = a == 0 ? 1 : 0, hi = a == 2 ? 1 : 2;
    int k00 = s << a, k10 = k00 | 1 << lo, k11 = k10 | 1 << hi, k01 = k00 | 1 << hi;
    const int tri_k[2][3] = {{k00, k10, k11}, {k00, k11, k01}};
    for (int h = 0; h < 2; h++) {
        isect_tri_d t = {3, 3, {{0}}, 0};
        for (int j = 0; j < 3; j++)
            for (int i = 0; i < 3; i++)
                t.v[j][i] = b->corner[tri_k[h][j]][i];
        int side[3];
        if (!isect_tri_pierce(&t, seg, side))
            continue;
        double x = isect_tri_crossing_t(t.v[0], t.v[1], t.v[2], seg);
        c->s = x;
        c->s_inside = true;
        for (int i = 0; i < 3; i++) {
            c->point_a[i] = dv_lerp1(seg->a[i], seg->b[i], x);
            c->point_b[i] = c->point_a[i];
        }
        c->point_b[a] = s ? b->hi[a] : b->lo[a]; /* exactly on the face's plane */
        /* where on the face: a zero side on a box edge of the triangle puts the crossing
         * on that edge (two zeros: at their common corner); the diagonal is the face's */
        int pos[3] = {0, 0, 0};
        pos[a] = s ? 1 : -1;
        const int(*e)[2] = h == 0 ? (const int[3][2]){{lo, -1}, {hi, 1}, {-1, 0}}
                                  : (const int[3][2]){{-1, 0}, {lo, 1}, {hi, -1}};
        int zeros = (side[0] == 0) + (side[1] == 0) + (side[2] == 0);
        if (zeros == 2) { /* the common vertex of the two zero edges: i, i + 1 share v_{i+1} */
            int v = side[0] != 0 ? 2 : side[1] != 0 ? 0 : 1;
            int k = tri_k[h][v];
            pos[lo] = (k >> lo & 1) ? 1 : -1;
            pos[hi] = (k >> hi & 1) ? 1 : -1;
        } else {
            for (int i = 0; i < 3; i++)
                if (side[i] == 0 && e[i][0] >= 0) /* along axis e[i][0], the other at e[i][1] */
                    pos[e[i][0] == lo ? hi : lo] = e[i][1];
        }
        c->feature_b = isect_box_feature(pos);
        for (int i = 0; i < 3; i++) /* a coordinate on an edge or corner: exactly the bound */
            if (i != a && pos[i] != 0)
                c->point_b[i] = pos[i] > 0 ? b->hi[i] : b->lo[i];
        c->dist_sq = 0;
        c->meets = true; /* a crossing */
        c->form = (isect_dist_form){ISECT_DIST_POINT_POINT, {seg->a, seg->a, NULL, NULL}};
        return true;
    }
    return false;
}

/* Keeps c when strictly closer than *best (or first); true once *best is exactly 0 (a
 * computed 0 is the hint for asking). */
static bool keep_closer(cand_d *c, int e, cand_d *best, bool *have) {
    c->fx = isect_dist_fx_of(&c->form, e);
    if (!*have || isect_sign_dist_compare(&c->form, &c->fx, &best->form, &best->fx) < 0) {
        *best = *c;
        /* the form reads clamped[] of its own candidate: repoint it at the copy */
        if (best->form.x[1] == c->clamped)
            best->form.x[1] = best->clamped;
        *have = true;
    }
    best->meets = best->meets || (best->dist_sq == 0 && isect_dist_zero(&best->form, &best->fx, e));
    return best->meets;
}

static bool closest_seg_box(const isect_lin *seg, const box_d *b, cand_d *best) {
    const double *pts[10] = {seg->a, seg->b};
    for (int k = 0; k < 8; k++)
        pts[2 + k] = b->corner[k];
    int e = isect_dist_scale(pts, 10);
    bool have = false;
    cand_d c;
    cand_end(b, seg->a, 0, &c);
    if (keep_closer(&c, e, best, &have))
        return true;
    if (isect_lin_is_point(seg))
        return true;
    cand_end(b, seg->b, 1, &c);
    if (keep_closer(&c, e, best, &have))
        return true;
    for (int k = 0; k < 12; k++) {
        if (!cand_edge(b, seg, k, &c))
            return false;
        if (keep_closer(&c, e, best, &have))
            return true;
    }
    for (int f = 0; f < 6; f++)
        if (cand_cross(b, seg, f, &c) && keep_closer(&c, e, best, &have))
            return true;
    best->meets = best->meets || isect_dist_zero(&best->form, &best->fx, e);
    if (best->meets)
        best->dist_sq = 0;
    else if (best->dist_sq == 0) /* the construction lost a distance that is not 0 */
        best->dist_sq = isect_dist_value(&best->form);
    return true;
}

/* ---- The fast path ------------------------------------------------------------------------
 * As tri_pair.c's: the ends (exact already) and the twelve edges in plain double (RTCD
 * 5.1.9 as printed) guess the closest pair; an exact certificate that it is the only
 * closest pair (the segment on one side of the plane through x normal to x - y, the box
 * on the other, each touching it at its own point or feature only) makes it the answer of
 * the general path's first candidate with that pair, which is then computed. The
 * certificates, every sign exact:
 *   an end x against the box (y its clamp): the other end strictly beyond, (x' - x).(x - y)
 *   > 0;
 *   the open segment against an open edge, skew: with n = d x e and sigma the side of the
 *   edge's line, every corner off the edge strictly on the side sigma;
 *   the open segment against a corner w: every other corner strictly beyond w as seen
 *   from the segment's line (sign/dist_sign.h's cross-dot).
 * Anything else (touching, crossing, a degenerate box or segment, ties) takes the general
 * path. */

/* The end e of the segment, its candidate c: certified? */
static bool certify_end(const isect_lin *seg, int e, const cand_d *c) {
    const double *x = e ? seg->b : seg->a, *other = e ? seg->a : seg->b;
    return c->feature_b.kind != ISECT_FEATURE_SOLID && c->dist_sq > 0 &&
           isect_sign_dot_diff(x, other, c->clamped, x) == 1;
}

static void copy_cand(const cand_d *c, cand_d *out) {
    *out = *c;
    if (out->form.x[1] == c->clamped)
        out->form.x[1] = out->clamped;
}

/* Both ends outside the box and the segment crossing it, no edge coplanar with it
 * (orient3d != 0: no edge can meet it): the ends and edges are all at a distance, so the
 * first face crossing is the general path's answer. */
static bool crossing_fast(const isect_lin *seg, const box_d *b, const cand_d *ends, cand_d *out) {
    if (ends[0].dist_sq == 0 || ends[1].dist_sq == 0) /* an end may be in the box */
        return false;
    for (int i = 0; i < 3; i++) /* both ends beyond one side of a slab: no crossing */
        if ((seg->a[i] < b->lo[i] && seg->b[i] < b->lo[i]) ||
            (seg->a[i] > b->hi[i] && seg->b[i] > b->hi[i]))
            return false;
    for (int k = 0; k < 12; k++)
        if (isect_sign_orient3d(seg->a, seg->b, b->edge[k].a, b->edge[k].b) == 0)
            return false;
    for (int f = 0; f < 6; f++)
        if (cand_cross(b, seg, f, out))
            return true;
    return false;
}

static bool closest_seg_box_fast(const isect_lin *seg, const box_d *b, cand_d *out) {
    if (isect_lin_is_point(seg))
        return false;
    for (int i = 0; i < 3; i++)
        if (!(b->lo[i] < b->hi[i]))
            return false;
    cand_d ends[2];
    cand_end(b, seg->a, 0, &ends[0]);
    cand_end(b, seg->b, 1, &ends[1]);
    if (crossing_fast(seg, b, ends, out))
        return true;
    int pick = ends[1].dist_sq < ends[0].dist_sq; /* 0, 1: an end; 2 + k: edge k */
    double best = ends[pick].dist_sq;
    for (int k = 0; k < 12; k++) {
        double d = isect_lin_pair_plain_dist_sq(seg, &b->edge[k]);
        if (d < best) {
            best = d;
            pick = 2 + k;
        }
    }
    if (!(best > 0))
        return false;
    if (pick < 2) {
        if (!certify_end(seg, pick, &ends[pick]))
            return false;
        copy_cand(&ends[pick], out);
        return true;
    }
    int k = pick - 2;
    const isect_lin *edge = &b->edge[k];
    isect_lin_pair_d p;
    isect_lin_pair_closest(seg, edge, &p);
    if (p.flags & (ISECT_INVALID | ISECT_PARALLEL))
        return false;
    if (!p.s_inside) { /* an end against the box after all */
        int e = p.s > 0;
        if (!certify_end(seg, e, &ends[e]))
            return false;
        copy_cand(&ends[e], out);
        return true;
    }
    int a = k / 4, m = k % 4;
    if (!p.t_inside) { /* the open segment against a corner */
        int w = edge_corner(a, m, p.t > 0);
        for (int q = 0; q < 8; q++)
            if (q != w && isect_sign_cross_dot(b->corner[q], b->corner[w], seg->a, seg->b) != 1)
                return false;
        /* the general path's first candidate with it: the edge along x through w */
        return cand_edge(b, seg, (w >> 1) & 3, out) && out->s_inside &&
               out->feature_b.kind == ISECT_FEATURE_VERTEX && out->dist_sq > 0;
    }
    int sigma = isect_sign_triple_diff(seg->a, seg->b, edge->a, edge->b, seg->a, edge->a);
    if (sigma == 0 || sigma == ISECT_SIGN_UNKNOWN)
        return false;
    int c0 = edge_corner(a, m, 0), c1 = edge_corner(a, m, 1);
    for (int q = 0; q < 8; q++)
        if (q != c0 && q != c1 &&
            isect_sign_triple_diff(seg->a, seg->b, edge->a, edge->b, edge->a, b->corner[q]) !=
                sigma)
            return false;
    return cand_edge(b, seg, k, out);
}

/* point_b onto its feature exactly: the feature's bounds bit for bit (a corner is the
 * corner), the free coordinates clamped into the box (rounding may have left them just
 * outside). */
static void snap_to_feature(const double *lo, const double *hi, isect_feature f, double *x) {
    for (int i = 0; i < 3; i++)
        x[i] = dv_clamp(x[i], lo[i], hi[i]);
    int fixed[3] = {0, 0, 0}; /* -1 min, +1 max, 0 free */
    if (f.kind == ISECT_FEATURE_VERTEX) {
        for (int i = 0; i < 3; i++)
            fixed[i] = (f.index >> i & 1) ? 1 : -1;
    } else if (f.kind == ISECT_FEATURE_EDGE) {
        int a = f.index / 4, m = f.index % 4, i = a == 0 ? 1 : 0, j = a == 2 ? 1 : 2;
        fixed[i] = (m & 1) ? 1 : -1;
        fixed[j] = (m >> 1 & 1) ? 1 : -1;
    } else if (f.kind == ISECT_FEATURE_FACE) {
        fixed[f.index / 2] = (f.index & 1) ? 1 : -1;
    }
    for (int i = 0; i < 3; i++)
        if (fixed[i])
            x[i] = fixed[i] > 0 ? hi[i] : lo[i];
}

/* The answer as the public result: point_b snapped onto its feature, the segment's
 * parameter s (an end unless s_inside) as its coordinates; shared by both paths. */
static isect_closest_feature_result3 seg_box_result(const double *lo, const double *hi,
                                                    unsigned flags, double dist_sq, bool meets,
                                                    const double *point_a, double *point_b,
                                                    double s, bool s_inside, isect_feature fb) {
    isect_closest_feature_result3 r;
    r.flags = flags;
    for (int i = 0; i < 4; i++)
        r.bary_a[i] = r.bary_b[i] = 0;
    r.dist_sq = dv_out_dist_sq(dist_sq, meets, &r.flags);
    r.point_a = dv_out3(point_a, &r.flags);
    snap_to_feature(lo, hi, fb, point_b);
    r.point_b = dv_out3(point_b, &r.flags);
    if (s_inside) {
        isect_real t = isect_closest_final_t(s, 1, true, true, &r.flags);
        r.bary_a[0] = 1 - t;
        r.bary_a[1] = t;
        r.feature_a = (isect_feature){ISECT_FEATURE_EDGE, 0};
    } else {
        int end = s > 0;
        r.bary_a[end] = 1;
        r.feature_a = (isect_feature){ISECT_FEATURE_VERTEX, end};
    }
    r.feature_b = fb;
    return r;
}

/* ---- The front path ---------------------------------------------------------------------
 * In front of everything above, on the inputs as given: a valid segment of two distinct
 * ends, a box of positive extents. It finds the general path's answer for the common
 * cases and certifies it, then builds the values with the same functions as the general
 * path (so with the same bits); anything else goes to the full path.
 *   An end in the closed box (exact comparisons): the general path's first candidate, P
 *   before Q, at distance 0.
 *   Both ends outside, the segment crossing a face's plane strictly (exact comparisons):
 *   the crossing point y against the face's four sides. With d = q - p, a the face's axis
 *   at c and b another axis at the side's bound w,
 *       y_b - w = N / d_a,   N = (p_b - w) d_a - (p_a - c) d_b,
 *   degree 2 in rounded differences (filter.h: k = 4, |N - exact| <= 5 u m + 2^-1000, the
 *   underflow term of fx_sign_deg2). Every side of every crossed face certified nonzero
 *   means no box edge meets the segment (an edge met at an interior point of the segment
 *   is met where the segment strictly crosses the plane of a face through that edge, on
 *   that face's side: N = 0), so the general path's answer is the first face crossed
 *   inside, through its first triangle containing y: c00 c10 c11 when
 *       E = N_lo ext_hi - N_hi ext_lo  (= d_a ((y_lo - lo) ext_hi - (y_hi - lo) ext_lo)),
 *   has the sign of d_a (degree 3, k = 6: 7 u m, leaves checked against underflow), else
 *   c00 c11 c01; its parameter then from isect_tri_crossing_t on that triangle.
 *   Otherwise apart (no face crossed inside): the slope of the clamped squared distance
 *   along the segment (convex, piecewise quadratic) guesses the closest pair's features:
 *   an end, or the open segment against a corner or an open edge. Its certificate, as the
 *   fast path above but specialised to the box's axes:
 *   an end x, y its clamp, x' the other end: (x' - x).(x - y) > 0 (degree 2, k = 5);
 *   an edge along axis a at (w_i, w_j) (i < j the other axes), c0 its lower end: the plane
 *   through the edge parallel to d and the edge leaves the segment strictly on one side
 *   and every other corner strictly on the other: with g(v) = d_i v_j - d_j v_i (the
 *   plane's normal is d x e_a, which sees only these two coordinates), sigma =
 *   sign(g(c0 - p)) != 0 (degree 2, k = 4) and the two neighbours' offsets (s_i ext_i, 0)
 *   and (0, s_j ext_j) (s = +1 from a min bound) give sign(d_j) = -s_i sigma and
 *   sign(d_i) = s_j sigma (exact comparisons; the fourth corner's offset is their sum);
 *   with the pair of the segment and the edge both inside (isect_lin_pair_closest's exact
 *   regions) it is the only closest pair;
 *   a corner w, x the foot of w on the segment's line: u = w - x has sign(u_a) = s_a on
 *   every axis (the box beyond the plane through w normal to u), |d|^2 u_a =
 *   sum_{b != a} d_b ((w_a - p_a) d_b - (w_b - p_b) d_a) (degree 3, k = 6: 7 u m, leaves
 *   checked), and the pair of the segment with the edge along x through w ends at w with
 *   the segment's point inside: the only closest pair, and that edge the general path's
 *   first candidate with it. */

/* The segment's parameter where the slope of the clamped squared distance
 * sum_i dist(p_i + t d_i, [lo_i, hi_i])^2 has the sign of (half) the returned value. */
static double clamped_slope(const double *p, const double *d, const double *lo, const double *hi,
                            double t) {
    double g = 0;
    for (int i = 0; i < 3; i++) {
        double x = p[i] + t * d[i];
        g += d[i] * (x < lo[i] ? x - lo[i] : x > hi[i] ? x - hi[i] : 0);
    }
    return g;
}

/* |v| > (k + 1) u m + under: the sign of v certified (filter.h). */
static bool fx_sure(isect_fx v, double under) {
    return fx_certain_abs(v, under, false);
}

/* The crossing's answer through face f (axis a at c), y in its open rectangle; false when
 * the triangle holding y is uncertain. */
static bool front_crossing(const isect_lin *lin, const double *lo, const double *hi, int f,
                           isect_closest_feature_result3 *r) {
    const double *p = lin->a, *q = lin->b;
    int a = f / 2, s = f % 2, i = a == 0 ? 1 : 0, j = a == 2 ? 1 : 2;
    double c = s ? hi[a] : lo[a];
    isect_fx leaves[8];
    isect_fx *da = leaves, *pa = leaves + 1, *di = leaves + 2, *pi = leaves + 3;
    isect_fx *dj = leaves + 4, *pj = leaves + 5, *ei = leaves + 6, *ej = leaves + 7;
    *da = fx_diff(q[a], p[a]);
    *pa = fx_diff(p[a], c);
    *di = fx_diff(q[i], p[i]);
    *pi = fx_diff(p[i], lo[i]);
    *dj = fx_diff(q[j], p[j]);
    *pj = fx_diff(p[j], lo[j]);
    *ei = fx_diff(hi[i], lo[i]);
    *ej = fx_diff(hi[j], lo[j]);
    isect_fx ni = fx_sub(fx_mul(*pi, *da), fx_mul(*pa, *di));
    isect_fx nj = fx_sub(fx_mul(*pj, *da), fx_mul(*pa, *dj));
    isect_fx e = fx_sub(fx_mul(ni, *ej), fx_mul(nj, *ei));
    if (fx_leaves_tiny(leaves, 8, 3) || !fx_sure(e, 0))
        return false;
    int h = (fx_v(e) > 0) == (fx_v(*da) > 0) ? 0 : 1;
    int k00 = s << a, k10 = k00 | 1 << i, k11 = k10 | 1 << j, k01 = k00 | 1 << j;
    int tri_k[3] = {k00, h == 0 ? k10 : k11, h == 0 ? k11 : k01};
    double v[3][3];
    for (int n = 0; n < 3; n++)
        for (int m = 0; m < 3; m++)
            v[n][m] = (tri_k[n] >> m & 1) ? hi[m] : lo[m];
    double x = isect_tri_crossing_t(v[0], v[1], v[2], lin), point_a[3], point_b[3];
    for (int m = 0; m < 3; m++) {
        point_a[m] = dv_lerp1(p[m], q[m], x);
        point_b[m] = point_a[m];
    }
    point_b[a] = c;
    *r = seg_box_result(lo, hi, 0, 0, true, point_a, point_b, x, true,
                        (isect_feature){ISECT_FEATURE_FACE, f});
    return true;
}

/* The first face the segment (ends outside the closed box) crosses strictly inside: its
 * index, -1 when none, -2 when a side of a crossed face is uncertain. */
static int front_first_face(const double *p, const double *q, const double *lo, const double *hi) {
    int first = -1;
    for (int f = 0; f < 6; f++) {
        int a = f / 2;
        double c = f % 2 ? hi[a] : lo[a];
        if (!((p[a] < c && q[a] > c) || (p[a] > c && q[a] < c)))
            continue;
        isect_fx da = fx_diff(q[a], p[a]), pa = fx_diff(p[a], c);
        bool up = fx_v(da) > 0, inside = true;
        for (int b = 0; b < 3; b++) {
            if (b == a)
                continue;
            isect_fx db = fx_diff(q[b], p[b]);
            isect_fx n_lo = fx_sub(fx_mul(fx_diff(p[b], lo[b]), da), fx_mul(pa, db));
            isect_fx n_hi = fx_sub(fx_mul(fx_diff(p[b], hi[b]), da), fx_mul(pa, db));
            if (!fx_sure(n_lo, 0x1p-1000) || !fx_sure(n_hi, 0x1p-1000))
                return -2;
            inside &= (fx_v(n_lo) > 0) == up;
            inside &= (fx_v(n_hi) < 0) == up;
        }
        if (inside && first < 0)
            first = f;
    }
    return first;
}

/* The closest pair of a segment apart from the box, guessed and certified (see above). */
static bool front_apart(const isect_lin *lin, const double *lo, const double *hi,
                        const double (*clamp)[3], const int (*pos)[3],
                        isect_closest_feature_result3 *r) {
    const double *p = lin->a, *q = lin->b;
    double d[3] = {q[0] - p[0], q[1] - p[1], q[2] - p[2]};
    int end = -1;
    double t_lo = 0, t_hi = 1;
    if (clamped_slope(p, d, lo, hi, 0) >= 0) {
        end = 0;
    } else if (clamped_slope(p, d, lo, hi, 1) <= 0) {
        end = 1;
    } else { /* the slope rises through 0 between t_lo and t_hi, no breakpoint between */
        for (int i = 0; i < 3; i++) {
            for (int side = 0; side < 2 && d[i] != 0; side++) {
                double t = ((side ? hi[i] : lo[i]) - p[i]) / d[i];
                if (!(t > t_lo && t < t_hi))
                    continue;
                double g = clamped_slope(p, d, lo, hi, t);
                if (g <= 0)
                    t_lo = t;
                if (g >= 0)
                    t_hi = t;
            }
        }
    }
    if (end >= 0) {
        const double *x = end ? q : p, *other = end ? p : q, *y = clamp[end];
        isect_fx dot = fx_in(0);
        for (int i = 0; i < 3; i++)
            dot = fx_add(dot, fx_mul(fx_diff(other[i], x[i]), fx_diff(x[i], y[i])));
        if (!(fx_v(dot) > 0) || !fx_sure(dot, 0x1p-1000))
            return false;
        double dist_sq = isect_closest_dist_sq_points(3, x, y), point_b[3] = {y[0], y[1], y[2]};
        if (!(dist_sq > 0))
            return false;
        *r = seg_box_result(lo, hi, 0, dist_sq, false, x, point_b, end, false,
                            isect_box_feature(pos[end]));
        return true;
    }
    double mid = 0.5 * (t_lo + t_hi);
    int at[3], fixed = 0, free_axis = 0;
    for (int i = 0; i < 3; i++) {
        double x = p[i] + mid * d[i];
        at[i] = x < lo[i] ? -1 : x > hi[i] ? 1 : 0;
        fixed += at[i] != 0;
        if (at[i] == 0)
            free_axis = i;
    }
    isect_fx dv[3];
    for (int i = 0; i < 3; i++)
        dv[i] = fx_diff(q[i], p[i]);
    int k, corner = 0;
    for (int i = 0; i < 3; i++)
        corner |= (at[i] > 0) << i;
    if (fixed == 3) {
        isect_fx leaves[6], *w = leaves + 3;
        for (int i = 0; i < 3; i++) {
            leaves[i] = dv[i];
            w[i] = fx_diff(at[i] > 0 ? hi[i] : lo[i], p[i]);
        }
        if (fx_leaves_tiny(leaves, 6, 3))
            return false;
        for (int a = 0; a < 3; a++) {
            int b1 = (a + 1) % 3, b2 = (a + 2) % 3;
            isect_fx u = fx_add(fx_mul(dv[b1], fx_sub(fx_mul(w[a], dv[b1]), fx_mul(w[b1], dv[a]))),
                                fx_mul(dv[b2], fx_sub(fx_mul(w[a], dv[b2]), fx_mul(w[b2], dv[a]))));
            /* the box lies beyond w on axis a: toward max from a min bound */
            if (!fx_sure(u, 0) || (fx_v(u) > 0) != (at[a] < 0))
                return false;
        }
        k = (corner >> 1) & 3; /* the edge along x through the corner */
    } else if (fixed == 2) {
        int a = free_axis, i = a == 0 ? 1 : 0, j = a == 2 ? 1 : 2;
        double wi = at[i] > 0 ? hi[i] : lo[i], wj = at[j] > 0 ? hi[j] : lo[j];
        isect_fx g = fx_sub(fx_mul(dv[i], fx_diff(wj, p[j])), fx_mul(dv[j], fx_diff(wi, p[i])));
        if (!fx_sure(g, 0x1p-1000))
            return false;
        int sigma = fx_v(g) > 0 ? 1 : -1, si = at[i] < 0 ? 1 : -1, sj = at[j] < 0 ? 1 : -1;
        int sdi = (q[i] > p[i]) - (q[i] < p[i]), sdj = (q[j] > p[j]) - (q[j] < p[j]);
        if (sdj != -si * sigma || sdi != sj * sigma)
            return false;
        k = 4 * a + ((at[i] > 0) | (at[j] > 0) << 1);
    } else {
        return false;
    }
    int a = k / 4, m = k % 4;
    double c0[3], c1[3];
    int k0 = edge_corner(a, m, 0), k1 = edge_corner(a, m, 1);
    for (int i = 0; i < 3; i++) {
        c0[i] = (k0 >> i & 1) ? hi[i] : lo[i];
        c1[i] = (k1 >> i & 1) ? hi[i] : lo[i];
    }
    isect_lin edge = isect_inc_segment(3, c0, c1);
    isect_lin_pair_d pr;
    isect_lin_pair_closest(lin, &edge, &pr);
    if ((pr.flags & ISECT_INVALID) || !pr.s_inside || !(pr.dist_sq > 0))
        return false;
    isect_feature fb;
    if (fixed == 3) {
        if (pr.t_inside || edge_corner(a, m, pr.t > 0) != corner)
            return false;
        fb = (isect_feature){ISECT_FEATURE_VERTEX, corner};
    } else {
        if (!pr.t_inside || (pr.flags & ISECT_PARALLEL))
            return false;
        fb = (isect_feature){ISECT_FEATURE_EDGE, k};
    }
    *r = seg_box_result(lo, hi, 0, pr.dist_sq, false, pr.point_a, pr.point_b, pr.s, true, fb);
    return true;
}

/* The front path: true when it answered. */
static bool seg_box_front(const isect_seg3 *seg, const isect_aabb3 *box,
                          isect_closest_feature_result3 *r) {
    isect_lin lin = isect_lin_make3(ISECT_LIN_SEGMENT, seg->p0, seg->p1);
    const double *p = lin.a, *q = lin.b;
    double lo[3] = {box->min.x, box->min.y, box->min.z},
           hi[3] = {box->max.x, box->max.y, box->max.z};
    bool ok = true, same = true;
    for (int i = 0; i < 3; i++) {
        ok &= fabs(p[i]) <= DBL_MAX && fabs(q[i]) <= DBL_MAX && fabs(lo[i]) <= DBL_MAX &&
              fabs(hi[i]) <= DBL_MAX && lo[i] < hi[i];
        same &= p[i] == q[i];
    }
    if (!ok || same)
        return false;
    double clamp[2][3];
    int pos[2][3];
    bool in[2] = {true, true};
    for (int e = 0; e < 2; e++) {
        const double *x = e ? q : p;
        for (int i = 0; i < 3; i++) { /* cand_end's clamp */
            double c = x[i] < lo[i] ? lo[i] : x[i] > hi[i] ? hi[i] : x[i];
            pos[e][i] = c == lo[i] ? -1 : c == hi[i] ? 1 : 0;
            clamp[e][i] = c;
            in[e] &= c == x[i];
        }
    }
    for (int e = 0; e < 2; e++) {
        if (in[e]) {
            const double *x = e ? q : p;
            double point_b[3] = {x[0], x[1], x[2]};
            *r =
                seg_box_result(lo, hi, 0, 0, true, x, point_b, e, false, isect_box_feature(pos[e]));
            return true;
        }
    }
    bool apart = false;
    for (int i = 0; i < 3; i++)
        apart |= (p[i] < lo[i] && q[i] < lo[i]) || (p[i] > hi[i] && q[i] > hi[i]);
    if (!apart) {
        int f = front_first_face(p, q, lo, hi);
        if (f == -2)
            return false;
        if (f >= 0)
            return front_crossing(&lin, lo, hi, f, r);
    }
    return front_apart(&lin, lo, hi, (const double(*)[3])clamp, (const int(*)[3])pos, r);
}

isect_closest_feature_result3 isect_closest_seg3_aabb3(const isect_seg3 *seg,
                                                       const isect_aabb3 *box) {
    isect_closest_feature_result3 r;
    if (seg && box && seg_box_front(seg, box, &r))
        return r;
    return isect_closest_seg3_aabb3_full(seg, box);
}

/* The full path (full_path.h), out of line so that the front path stays small. */
ISECT_NOINLINE isect_closest_feature_result3 isect_closest_seg3_aabb3_full(const isect_seg3 *seg,
                                                                           const isect_aabb3 *box) {
    isect_closest_feature_result3 r = {0};
    isect_lin lin;
    if (!isect_lin_of_seg3(seg, &lin) || !isect_valid_aabb3(box)) {
        r.flags = ISECT_INVALID;
        return r;
    }
    box_d b;
    box_init(box, &b);
    cand_d best;
    bool fast = closest_seg_box_fast(&lin, &b, &best);
    if (fast && best.dist_sq == 0) /* separated for sure: the general path's value */
        best.dist_sq = isect_dist_value(&best.form);
    if (!fast && !closest_seg_box(&lin, &b, &best)) {
        r.flags = ISECT_INVALID;
        return r;
    }
    bool flat = false;
    for (int i = 0; i < 3; i++)
        flat |= b.lo[i] == b.hi[i];
    unsigned flags = (isect_lin_is_point(&lin) || flat) ? ISECT_DEGENERATE : 0u;
    return seg_box_result(b.lo, b.hi, flags, best.dist_sq, best.meets, best.point_a, best.point_b,
                          best.s, best.s_inside, best.feature_b);
}
