/* The point of a convex hull of points closest to a point (RTCD 5.1.7 by the vertices),
 * by the distance loop of Gilbert, Johnson and Keerthi (RTCD 9.5) with every step exact.
 *
 * Derivation. q in H = conv(V) is the point of H closest to p exactly when
 *   (v - q) . (p - q) <= 0 for every v in V
 * (the optimality condition of a projection onto a convex set; checking the vertices
 * suffices since the expression is affine in v). The loop keeps a simplex S of at most
 * four vertices and q = the point of conv(S) closest to p (the exact point-tetrahedron
 * query, point_tet.c, which answers coplanar, collinear and coincident vertices too, and
 * reports the lowest-dimensional feature holding q: S shrinks to that feature's
 * vertices, so q lies in the relative interior of conv(S)). If some vertex v has
 * (v - q) . (p - q) > 0, the points of the segment q v near q are closer to p than q
 * is, so adding v to S lowers the distance strictly: no simplex comes back, and the loop
 * ends, with the exact answer. The sign is exact without constructing q (rational):
 *   S = {w}:      (v - w) . (p - w);
 *   S = {a, b}:   ((v - a) x e) . ((p - a) x e), e = b - a  (= |e|^2 (v - q) . (p - q));
 *   S = {a, b, c}: [b - a, c - a, v - a] [b - a, c - a, p - a]  (q the foot on the plane).
 * The loop tries the vertex with the largest rounded (v - q) . (p - q) first (the usual
 * support point), then checks the others exactly when that one is not a certain gain.
 *
 * The smallest simplex. When other input vertices lie in the supporting plane through q
 * (sign 0: a face with four or more coplanar vertices, repeated or interior points), q
 * may also lie in the relative interior of fewer of them: equal to one (v == q), or
 * strictly inside a segment u w (for S a triangle: q on the line u w, i.e.
 * ((p - u) x (w - u)) . ((b - a) x (c - a)) == 0, and between u and w). The answer
 * reports the smallest such simplex, so it does not depend on the loop's path. */
#include <math.h>
#include <stdbool.h>
#include <stddef.h>

#include "isect/closest_point.h"
#include "isect/valid.h"

#include "base/vec.h"
#include "query/closest_point/point_hull.h"
#include "query/closest_point/point_hull_planes.h"
#include "query/closest_point/point_lin.h"
#include "query/closest_point/point_tet.h"
#include "query/closest_point/point_tri.h"
#include "sign/dist_sign.h"
#include "sign/incidence.h"
#include "sign/plane_sign.h"

/* Edge e of a tetrahedron joins tet_edge[e][0] and [1]; face f is opposite vertex f
 * (point_tet.c's numbering). */
static const int tet_edge[6][2] = {{0, 1}, {0, 2}, {0, 3}, {1, 2}, {1, 3}, {2, 3}};
static const int tet_face[4][3] = {{1, 2, 3}, {0, 2, 3}, {0, 1, 3}, {0, 1, 2}};

/* The hull's vertices, read in double one at a time (no copy of the array). */
typedef struct hull_d {
    const isect_vec3 *v;
    size_t n;
} hull_d;

/* A simplex of input vertices: their indices and their points in double. */
typedef struct simplex {
    size_t idx[4];
    double x[4][3];
    int count;
} simplex;

static void vert_at(const hull_d *h, size_t i, double *out) {
    dv_from3(out, h->v[i]);
}

static bool same_point(const double *a, const double *b) {
    return a[0] == b[0] && a[1] == b[1] && a[2] == b[2];
}

/* The point of conv(S) closest to p, and S shrunk to the vertices of the feature holding
 * it (repeated vertices merged): q in the relative interior of conv(S). */
static void simplex_closest(simplex *s, const double *p, isect_tri_closest_d *c) {
    int n = s->count, last = n > 1 ? n - 1 : 0;
    int keep[4], kept = 0;
    if (n == 1) { /* the vertex itself */
        const double *x = s->x[0];
        *c = (isect_tri_closest_d){0};
        c->bary[0] = 1;
        for (int j = 0; j < 3; j++)
            c->point[j] = x[j];
        c->meets = p[0] == x[0] && p[1] == x[1] && p[2] == x[2];
        c->dist_sq = isect_closest_dist_sq_points(3, p, x);
        keep[kept++] = 0;
    } else if (n == 2) { /* point-segment (point_lin.c) */
        isect_lin lin = isect_inc_segment(3, s->x[0], s->x[1]);
        isect_closest_d d;
        isect_closest_lin_point(&lin, p, &d);
        *c = (isect_tri_closest_d){0};
        for (int j = 0; j < 3; j++)
            c->point[j] = d.point[j];
        c->meets = d.meets;
        c->dist_sq = d.dist_sq;
        c->bary[0] = d.region == ISECT_AT_START ? 1 : d.region == ISECT_AT_END ? 0 : 1 - d.t;
        c->bary[1] = 1 - c->bary[0];
        if (d.region != ISECT_AT_END)
            keep[kept++] = 0;
        if (d.region != ISECT_AT_START)
            keep[kept++] = 1;
    } else if (n == 3) { /* point-triangle (point_tri.c) */
        isect_tri_d t = {3, 3, {{0}}, 0};
        for (int k = 0; k < 3; k++)
            for (int j = 0; j < 3; j++)
                t.v[k][j] = s->x[k][j];
        isect_tri_closest(&t, p, c);
        int i = c->feature.index;
        if (c->feature.kind == ISECT_FEATURE_VERTEX) {
            keep[kept++] = i;
        } else if (c->feature.kind == ISECT_FEATURE_EDGE) {
            keep[kept++] = i;
            keep[kept++] = (i + 1) % 3;
        } else {
            for (int k = 0; k < 3; k++)
                keep[kept++] = k;
        }
    } else { /* point-tetrahedron (point_tet.c) */
        isect_tet_closest((const double(*)[3])s->x, p, c);
        switch (c->feature.kind) {
        case ISECT_FEATURE_VERTEX: keep[kept++] = c->feature.index; break;
        case ISECT_FEATURE_EDGE:
            keep[kept++] = tet_edge[c->feature.index][0];
            keep[kept++] = tet_edge[c->feature.index][1];
            break;
        case ISECT_FEATURE_FACE:
            for (int k = 0; k < 3; k++)
                keep[kept++] = tet_face[c->feature.index][k];
            break;
        default:
            for (int k = 0; k < 4; k++)
                keep[kept++] = k;
            break;
        }
    }
    simplex out = {{0}, {{0}}, 0};
    double bary[4] = {0, 0, 0, 0};
    for (int k = 0; k < kept; k++) {
        int from = keep[k] < n ? keep[k] : last;
        int at = 0;
        while (at < out.count && out.idx[at] != s->idx[from])
            at++;
        if (at == out.count) {
            out.idx[at] = s->idx[from];
            for (int j = 0; j < 3; j++)
                out.x[at][j] = s->x[from][j];
            out.count++;
        }
        bary[at] += c->bary[keep[k]];
    }
    *s = out;
    for (int k = 0; k < 4; k++)
        c->bary[k] = bary[k];
}

/* sign((v - q) . (p - q)) for q the point of conv(S) closest to p (in its relative
 * interior); side_p = sign([b - a, c - a, p - a]) for a triangle. */
static int gain_sign(const simplex *s, const double *p, int side_p, const double *v) {
    const double *a = s->x[0], *b = s->x[1], *c = s->x[2];
    switch (s->count) {
    case 1: return isect_sign_dot_diff(a, v, a, p);
    case 2: return isect_sign_cross_cross(a, v, a, b, a, p, a, b);
    default: return isect_sign_triple_diff(a, b, a, c, a, v) * side_p;
    }
}

static bool in_simplex(const simplex *s, size_t i) {
    for (int k = 0; k < s->count; k++)
        if (s->idx[k] == i)
            return true;
    return false;
}

/* Is input vertex i a candidate of the smallest simplex: in S, or in the supporting
 * plane (gain sign 0)? */
static bool on_support(const hull_d *h, const simplex *s, const double *p, int side_p, size_t i,
                       double *v) {
    vert_at(h, i, v);
    return in_simplex(s, i) || gain_sign(s, p, side_p, v) == 0;
}

/* The smallest simplex holding q in its relative interior, among S and the nz > 0
 * vertices in the supporting plane: one vertex equal to q, else (S a triangle) two with q
 * strictly between them, else S itself. */
static void smallest_simplex(const hull_d *h, simplex *s, const double *p, int side_p,
                             isect_tri_closest_d *c) {
    if (s->count == 1)
        return; /* a vertex: nothing smaller */
    const double *a = s->x[0], *b = s->x[1], *cc = s->x[2];
    double v[3], w[3];
    for (size_t i = 0; i < h->n; i++) { /* v == q */
        if (in_simplex(s, i) || !on_support(h, s, p, side_p, i, v))
            continue;
        bool equal =
            s->count == 2
                ? isect_tri_on_line3(a, b, v) && isect_sign_dot_diff(p, v, a, b) == 0
                : isect_sign_dot_diff(p, v, a, b) == 0 && isect_sign_dot_diff(p, v, a, cc) == 0;
        if (equal) {
            *s = (simplex){{i}, {{v[0], v[1], v[2]}}, 1};
            c->bary[0] = 1;
            c->bary[1] = c->bary[2] = c->bary[3] = 0;
            return;
        }
    }
    if (s->count != 3)
        return;
    for (size_t i = 0; i < h->n; i++) {
        if (!on_support(h, s, p, side_p, i, v))
            continue;
        for (size_t j = i + 1; j < h->n; j++) {
            if ((in_simplex(s, i) && in_simplex(s, j)) || !on_support(h, s, p, side_p, j, w) ||
                same_point(v, w))
                continue; /* q is strictly inside the triangle S, off its edges */
            if (isect_sign_cross_cross(v, p, v, w, a, b, a, cc) != 0 ||
                isect_sign_dot_diff(v, p, v, w) <= 0 || isect_sign_dot_diff(w, p, w, v) <= 0)
                continue;
            *s =
                (simplex){{i, j}, {{v[0], v[1], v[2]}, {w[0], w[1], w[2]}}, 2}; /* weights: later */
            return;
        }
    }
}

/* The weights of q on the segment a b, with a and b given as differences from q:
 * t = (q - a).(b - a) / |b - a|^2. */
static void on_segment(const double *a, const double *b, double *wa, double *wb) {
    double ab[3], qa[3];
    for (int j = 0; j < 3; j++) {
        ab[j] = b[j] - a[j];
        qa[j] = -a[j];
    }
    double t = dv_dot(3, qa, ab) / dv_dot(3, ab, ab);
    *wa = 1 - t;
    *wb = t;
}

/* The weights of q (computed, near the simplex) on the simplex's vertices, from the
 * differences to q scaled by one power of two (no overflow or underflow on the way):
 * the projection's coordinates on a segment, RTCD 3.4's on a triangle. Computed from q
 * rather than p, so that a far p does not cost them their accuracy; clamped strictly
 * inside (0, 1) and divided by their sum. */
static void weights_of(const simplex *s, const double *q, double *bary) {
    double v[3][3]; /* vertex k - q (halved if that overflows), then scaled */
    bool finite = true;
    for (int k = 0; k < s->count; k++)
        for (int j = 0; j < 3; j++) {
            v[k][j] = s->x[k][j] - q[j];
            finite &= isfinite(v[k][j]);
        }
    for (int k = 0; k < s->count && !finite; k++)
        for (int j = 0; j < 3; j++)
            v[k][j] = 0.5 * s->x[k][j] - 0.5 * q[j];
    double flat[9];
    for (int k = 0; k < s->count; k++)
        for (int j = 0; j < 3; j++)
            flat[3 * k + j] = v[k][j];
    int e = dv_unit_exp(3 * s->count, flat);
    for (int k = 0; k < s->count; k++)
        for (int j = 0; j < 3; j++)
            v[k][j] = dv_scale(v[k][j], e);
    double w[3] = {0, 0, 0};
    if (s->count == 2) {
        on_segment(v[0], v[1], w, w + 1);
    } else {
        /* areas of q with each edge over the normal; on a sliver too thin for them (its
         * normal lost to rounding), the projections on its sides: whichever weights give
         * back q best (sum_k w_k (x_k - q) nearest 0) */
        double n[3], e1[3], e2[3], c[3], best = INFINITY;
        for (int j = 0; j < 3; j++) {
            e1[j] = v[1][j] - v[0][j];
            e2[j] = v[2][j] - v[0][j];
        }
        dv_cross3(e1, e2, n);
        dv_unit_scale(3, n); /* a sliver's normal is tiny: its square could underflow */
        for (int cand = 0; cand < 4; cand++) {
            double t[3] = {0, 0, 0}, nn = 0;
            if (cand == 3) {
                for (int k = 0; k < 3; k++) {
                    dv_cross3(v[(k + 1) % 3], v[(k + 2) % 3], c); /* (b - q) x (c - q) */
                    t[k] = dv_dot(3, c, n);
                    nn += t[k]; /* sum_k c_k . n = |n'| |n| for the unscaled normal n' */
                }
                for (int k = 0; k < 3; k++)
                    t[k] /= nn;
            } else {
                on_segment(v[cand], v[(cand + 1) % 3], t + cand, t + (cand + 1) % 3);
            }
            double sum = 0, r = 0; /* weights outside [0, 1] do not count as giving q */
            for (int k = 0; k < 3; k++) {
                t[k] = t[k] > 0 ? (t[k] < 1 ? t[k] : 1) : 0;
                sum += t[k];
            }
            for (int j = 0; j < 3; j++) {
                double x = t[0] * v[0][j] + t[1] * v[1][j] + t[2] * v[2][j];
                r += fabs(x / sum);
            }
            if (r < best) { /* NaN weights never win */
                best = r;
                for (int k = 0; k < 3; k++)
                    w[k] = t[k];
            }
        }
    }
    double sum = 0;
    for (int k = 0; k < s->count; k++) {
        w[k] = w[k] > 0x1p-1074 ? (w[k] < 1 ? w[k] : DV_BELOW_ONE) : 0x1p-1074;
        sum += w[k];
    }
    for (int k = 0; k < 4; k++)
        bary[k] = k < s->count ? w[k] / sum : 0;
}

/* Are all the vertices on one plane (exactly)? */
static bool all_coplanar(const hull_d *h) {
    double a[3], b[3], c[3], x[3];
    vert_at(h, 0, a);
    size_t i = 1;
    for (; i < h->n; i++) {
        vert_at(h, i, b);
        if (!same_point(a, b))
            break;
    }
    size_t j = i + 1;
    for (; j < h->n; j++) {
        vert_at(h, j, c);
        if (!isect_tri_on_line3(a, b, c))
            break;
    }
    for (size_t k = j + 1; k < h->n; k++) {
        vert_at(h, k, x);
        if (isect_sign_orient3d(a, b, c, x) != 0)
            return false;
    }
    return true;
}

/* The GJK loop (see the top). Returns q's simplex and closest-point answer. */
static void hull_closest(const hull_d *h, const double *p, simplex *s, isect_tri_closest_d *c) {
    double v[3];
    size_t start = 0; /* the nearest vertex, by rounded distance */
    double best = INFINITY;
    for (size_t i = 0; i < h->n; i++) {
        vert_at(h, i, v);
        double d = 0;
        for (int k = 0; k < 3; k++)
            d += (v[k] - p[k]) * (v[k] - p[k]);
        if (d < best) {
            best = d;
            start = i;
        }
    }
    s->count = 1;
    s->idx[0] = start;
    vert_at(h, start, s->x[0]);
    for (;;) {
        simplex_closest(s, p, c);
        if (c->meets)
            return;
        const double *q = c->point;
        int side_p = s->count == 3
                         ? isect_sign_triple_diff(s->x[0], s->x[1], s->x[0], s->x[2], s->x[0], p)
                         : 0;
        /* the support point in direction p - q first, by rounded values */
        size_t pick = h->n;
        double most = -INFINITY;
        for (size_t i = 0; i < h->n; i++) {
            vert_at(h, i, v);
            double g = 0;
            for (int k = 0; k < 3; k++)
                g += (v[k] - q[k]) * (p[k] - q[k]);
            if (g > most && !in_simplex(s, i)) {
                most = g;
                pick = i;
            }
        }
        bool gain = false;
        if (pick < h->n) {
            vert_at(h, pick, v);
            gain = gain_sign(s, p, side_p, v) == 1;
        }
        size_t zeros = 0;
        for (size_t i = 0; i < h->n && !gain; i++) {
            if (in_simplex(s, i))
                continue;
            vert_at(h, i, v);
            int g = gain_sign(s, p, side_p, v);
            gain = g == 1; /* (a sign the exact arithmetic could not give is no gain) */
            pick = i;
            zeros += g == 0;
        }
        if (!gain) {
            if (zeros > 0)
                smallest_simplex(h, s, p, side_p, c);
            return;
        }
        vert_at(h, pick, s->x[s->count]);
        s->idx[s->count++] = pick;
    }
}

isect_closest_hull_result3 isect_closest_point3_hull3(isect_vec3 p, const isect_hull3 *hull) {
    isect_closest_hull_result3 r = {0};
    if (hull && hull->vert_count == 0 && hull->plane_count > 0 && dv_finite_v3(p) &&
        isect_valid_hull3(hull))
        return isect_hull_planes_closest(p, hull);
    bool valid = hull && hull->verts && hull->vert_count > 0 && dv_finite_v3(p);
    for (size_t i = 0; valid && i < hull->vert_count; i++)
        valid = dv_finite_v3(hull->verts[i]);
    if (!valid) {
        r.flags = ISECT_INVALID;
        return r;
    }
    hull_d h = {hull->verts, hull->vert_count};
    double pd[3];
    dv_from3(pd, p);
    simplex s;
    isect_tri_closest_d c;
    hull_closest(&h, pd, &s, &c);
    if (!c.meets && s.count > 1) {
        weights_of(&s, c.point, c.bary);
    } else { /* in the hull: the simplex query's weights, rounding's negatives out, to 1 */
        double sum = 0;
        for (int k = 0; k < s.count; k++) {
            c.bary[k] = c.bary[k] > 0 ? c.bary[k] : 0;
            sum += c.bary[k];
        }
        for (int k = 0; k < s.count; k++)
            c.bary[k] /= sum;
    }
    r.flags = all_coplanar(&h) ? ISECT_DEGENERATE : 0u;
    r.point_a = p;
    r.count = (unsigned)s.count;
    /* the simplex in increasing index order, with its weights */
    int order[4] = {0, 1, 2, 3};
    for (int i = 1; i < s.count; i++)
        for (int j = i; j > 0 && s.idx[order[j - 1]] > s.idx[order[j]]; j--) {
            int t = order[j];
            order[j] = order[j - 1];
            order[j - 1] = t;
        }
    for (int k = 0; k < s.count; k++) {
        r.vert[k] = s.idx[order[k]];
        isect_real w = dv_out(c.bary[order[k]], &r.flags);
        if (s.count > 1 && !(w > 0)) /* the exact weight is strictly inside (0, 1) */
            w = DV_REAL_TRUE_MIN;
        if (s.count > 1 && !(w < 1))
            w = (isect_real)DV_REAL_BELOW_ONE;
        r.bary[k] = s.count == 1 ? 1 : w;
    }
    if (c.meets) {
        r.point_b = p;
        r.feature_b = (isect_feature){ISECT_FEATURE_SOLID, 0};
        r.dist_sq = 0;
        return r;
    }
    static const isect_feature_kind kinds[4] = {ISECT_FEATURE_VERTEX, ISECT_FEATURE_VERTEX,
                                                ISECT_FEATURE_EDGE, ISECT_FEATURE_FACE};
    r.feature_b = (isect_feature){kinds[s.count], 0};
    if (s.count == 1) {
        r.point_b = h.v[s.idx[0]];
        r.dist_sq = dv_out_dist_sq(isect_closest_dist_sq_points(3, pd, s.x[0]), false, &r.flags);
    } else {
        r.point_b = dv_out3(c.point, &r.flags);
        r.dist_sq = dv_out_dist_sq(c.dist_sq, false, &r.flags);
    }
    return r;
}

/* The ball (c, r) meets H = conv(V) iff dist(c, H) <= r. The GJK loop above ends with
 * q, the point of H closest to c, in the relative interior of conv(S) for its final
 * simplex S (c itself when c is in H: meets). q is also the point of conv(S) closest to
 * c, so dist(c, H) = dist(c, conv(S)), and conv(S) is a vertex, a segment or a triangle
 * whose exact ball tests exist: sign(|c - v|^2 - r^2), sign(dist(seg, c)^2 - r^2)
 * (sign/ball_sign.h) and isect_tri_ball_meets (point_tri.c). A solid tetrahedron with c
 * outside it is nearest on a face, so four vertices are answered by the four faces. */
bool isect_hull_verts_ball_meets(const isect_hull3 *hull, const double *c, double r) {
    hull_d h = {hull->verts, hull->vert_count};
    simplex s;
    isect_tri_closest_d cl;
    hull_closest(&h, c, &s, &cl);
    if (cl.meets)
        return true;
    if (s.count == 1)
        return isect_sign_point_ball(3, s.x[0], c, r) <= 0;
    if (s.count == 2) {
        isect_lin seg = {ISECT_LIN_SEGMENT,
                         3,
                         {s.x[0][0], s.x[0][1], s.x[0][2]},
                         {s.x[1][0], s.x[1][1], s.x[1][2]}};
        return isect_sign_lin_ball(&seg, c, r) <= 0;
    }
    for (int f = 0; f < (s.count == 3 ? 1 : 4); f++) {
        isect_tri_d t = {3, 3, {{0}}, 0};
        for (int k = 0; k < 3; k++)
            for (int j = 0; j < 3; j++)
                t.v[k][j] = s.x[s.count == 3 ? k : tet_face[f][k]][j];
        if (isect_tri_ball_meets(&t, c, r))
            return true;
    }
    return false;
}
