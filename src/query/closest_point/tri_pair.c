/* Closest points of a segment and a triangle, and of two triangles, in space (RTCD
 * 5.1.10, 5.1.11), the closest pair chosen exactly among candidates.
 *
 * Derivation. Let A and B be convex polytopes of at most three vertices: a point, a
 * segment or a triangle (a collinear triangle is its spanning segment). If they do not
 * meet, a closest pair (x, y) can be chosen with x a vertex of A and y in B's face, or x a
 * vertex of B and y in A's face, or x and y on edges of A and B: if neither point is a
 * vertex nor on an edge, both lie in the open faces, x - y is normal to both planes, and
 * sliding the pair along the common direction keeps its length until one point reaches
 * an edge (RTCD 5.1.10, 5.1.11). So
 *   dist(A, B) = min( dist(vertex of A, B) [B a triangle], dist(vertex of B, A) [A a
 *                triangle], dist(edge of A, edge of B) ),
 * and when A and B meet, either some candidate has distance 0 or an edge of one crosses
 * the other's plane strictly, its ends on opposite sides, through the closed triangle (a
 * crossing; RTCD 5.3.4's triple products decide it, and where the crossing lies on the
 * triangle: an edge or a vertex where some of them are 0).
 *
 * Each candidate comes from an exact query already in the folder: point-triangle
 * (point_tri.c) and segment-segment (lin_lin.c), whose region (and so the features) is
 * exact. What is left is to pick the least of them exactly: every candidate's squared
 * distance is a ratio of polynomials known from its features (a point against a vertex,
 * an edge's line or a plane; two skew lines), and sign/dist_sign.h compares two of them
 * exactly. Of equally close candidates the first in a fixed order is kept: A's vertices
 * against B, B's vertices against A, the edge pairs (A's edge-major), A's edges crossing
 * B, B's edges crossing A. Its points, squared distance and features are the candidate's
 * own; a distance that is exactly 0 is reported as 0. */
#include <limits.h>
#include <stdbool.h>
#include <math.h>
#include <stddef.h>

#include "isect/closest_point.h"

#include "base/inline.h"
#include "base/lin.h"
#include "base/vec.h"
#include "query/closest_point/full_path.h"
#include "query/closest_point/lin_lin.h"
#include "query/closest_point/point_lin.h"
#include "query/closest_point/point_tri.h"
#include "sign/dist_sign.h"
#include "sign/incidence.h"
#include "sign/plane_sign.h"
#include "sign/valid.h"

/* A shape as a point (n == 1), a segment (2) or a non-collinear triangle (3), with the
 * numbers its vertices and edges have in the caller's shape. */
typedef struct poly_d {
    int n;
    const double *v[3];
    int index[3];      /* v[k] is the input's vertex index[k] */
    int edge_index[3]; /* edge k (v[k] -> v[(k + 1) % n]) is the input's edge_index[k] */
    int edges;         /* 1 (a point: its zero-length edge; a segment) or 3 */
    isect_lin edge[3];
    isect_tri_d tri; /* n == 3: the input triangle */
} poly_d;

/* One candidate: each side as the folder's triangle answer (point, feature, coordinates
 * on the input's vertices, which of them are free), the squared distance and its exact
 * form. */
typedef struct cand_d {
    isect_tri_closest_d a, b;
    double dist_sq;
    isect_dist_form form;
    isect_dist_fx fx; /* the form's filtered values at the query's scale */
    bool meets;       /* the distance is exactly 0 (known so far) */
} cand_d;

static void poly_edges(poly_d *s) {
    s->edges = s->n == 3 ? 3 : 1;
    for (int k = 0; k < s->edges; k++)
        s->edge[k] = isect_inc_segment(3, s->v[k], s->v[(k + 1) % s->n]);
}

/* The segment p0 -> p1 (a point when p0 == p1). */
static void poly_of_seg(const isect_lin *seg, poly_d *s) {
    bool point = isect_lin_is_point(seg);
    s->n = point ? 1 : 2;
    s->v[0] = seg->a;
    s->v[1] = seg->b;
    s->index[0] = 0;
    s->index[1] = 1;
    s->edge_index[0] = 0;
    poly_edges(s);
}

/* A triangle, or its spanning segment (or vertex 0) when collinear: *degenerate says. */
static void poly_of_tri(const isect_tri3 *tri, poly_d *s, bool *degenerate) {
    s->tri = isect_tri_of3(tri);
    *degenerate = isect_tri_collinear(&s->tri);
    if (!*degenerate) {
        s->n = 3;
        for (int k = 0; k < 3; k++) {
            s->v[k] = s->tri.v[k];
            s->index[k] = k;
            s->edge_index[k] = k;
        }
    } else {
        int i = isect_tri_spanning_edge(&s->tri), j = (i + 1) % 3;
        bool point = s->tri.v[i][0] == s->tri.v[j][0] && s->tri.v[i][1] == s->tri.v[j][1] &&
                     s->tri.v[i][2] == s->tri.v[j][2];
        s->n = point ? 1 : 2;
        s->v[0] = s->tri.v[point ? 0 : i];
        s->v[1] = s->tri.v[j];
        s->index[0] = point ? 0 : i;
        s->index[1] = j;
        s->edge_index[0] = i;
    }
    poly_edges(s);
}

/* ---- The sides of a candidate ----------------------------------------------------------- */

static void side_clear(isect_tri_closest_d *f) {
    *f = (isect_tri_closest_d){0};
}

static void side_vertex(const poly_d *s, int k, isect_tri_closest_d *f) {
    side_clear(f);
    for (int i = 0; i < 3; i++)
        f->point[i] = s->v[k][i];
    f->feature = (isect_feature){ISECT_FEATURE_VERTEX, s->index[k]};
    f->bary[s->index[k]] = 1;
}

/* The point at parameter x of edge k (inside: strictly between its ends; else the end x). */
static void side_edge(const poly_d *s, int k, double x, bool inside, const double *point,
                      isect_tri_closest_d *f) {
    if (!inside || s->n == 1) {
        side_vertex(s, s->n == 1 ? 0 : (k + (x > 0)) % s->n, f);
        return;
    }
    side_clear(f);
    for (int i = 0; i < 3; i++)
        f->point[i] = point[i];
    int i0 = s->index[k], i1 = s->index[(k + 1) % s->n];
    f->feature = (isect_feature){ISECT_FEATURE_EDGE, s->edge_index[k]};
    f->bary[i0] = 1 - x;
    f->bary[i1] = x;
    f->free = 1u << i0 | 1u << i1;
}

/* ---- The candidates --------------------------------------------------------------------- */

/* Vertex k of `from` against the triangle `to` (to->n == 3); swap: `from` is B. */
static bool cand_vertex(const poly_d *from, int k, const poly_d *to, bool swap, cand_d *c) {
    isect_tri_closest_d y;
    isect_tri_closest(&to->tri, from->v[k], &y);
    if (y.flags & ISECT_INVALID)
        return false;
    isect_tri_closest_d x;
    side_vertex(from, k, &x);
    c->a = swap ? y : x;
    c->b = swap ? x : y;
    c->dist_sq = y.dist_sq;
    c->meets = false;
    c->form = isect_tri_closest_form(&to->tri, from->v[k], &y);
    return true;
}

/* Edge i of A against edge j of B. */
static bool cand_edges(const poly_d *A, int i, const poly_d *B, int j, cand_d *c) {
    isect_lin_pair_d p;
    isect_lin_pair_closest(&A->edge[i], &B->edge[j], &p);
    if (p.flags & ISECT_INVALID)
        return false;
    side_edge(A, i, p.s, p.s_inside, p.point_a, &c->a);
    side_edge(B, j, p.t, p.t_inside, p.point_b, &c->b);
    c->dist_sq = p.dist_sq;
    c->meets = false;
    c->form = isect_lin_pair_form(&A->edge[i], &B->edge[j], &p);
    return true;
}

/* The weights w[(i + 2) % 3] = |[q - p, v_i - p, v_{i+1} - p]| of a crossing, exact and
 * then rounded, with one common power of two (only the ratios matter); 0 where side[i] is.
 * For the rare crossing whose rounded differences lose the triangle (a sliver far smaller
 * than its distance to the segment's start). */
ISECT_COLD static void exact_weights(const double *const *v, const isect_lin *e, const int *side,
                                     double *w) {
    double m[3];
    int x[3], top = INT_MIN;
    for (int i = 0; i < 3; i++) {
        int k = (i + 2) % 3, ex = 0, fx = 0;
        m[k] =
            side[i] == 0
                ? 0
                : fabs(frexp(isect_exact_triple_value(e->a, e->b, v[i], v[(i + 1) % 3], true, &ex),
                             &fx));
        x[k] = ex + fx;
        top = m[k] > 0 && x[k] > top ? x[k] : top;
    }
    for (int k = 0; k < 3; k++)
        w[k] = m[k] > 0 ? dv_scale(m[k], x[k] - top) : 0;
}

/* Edge k of `from` crossing the triangle `to` strictly, side[] as isect_tri_pierce sets it. */
static void cross_answer(const poly_d *from, int k, const poly_d *to, bool swap, const int *side,
                         cand_d *c) {
    const isect_lin *e = &from->edge[k];
    const double *const *v = to->v;
    double t = isect_tri_crossing_t(v[0], v[1], v[2], e); /* strictly inside (0, 1) */
    double x[3];
    for (int i = 0; i < 3; i++)
        x[i] = dv_lerp1(e->a[i], e->b[i], t);
    isect_tri_closest_d on_edge, on_tri;
    side_edge(from, k, t, true, x, &on_edge);
    /* on the triangle: the coordinate of v_{i+2} is proportional to the triple product
     * [q - p, v_i - p, v_{i+1} - p], 0 exactly where side[i] is */
    side_clear(&on_tri);
    for (int i = 0; i < 3; i++)
        on_tri.point[i] = x[i];
    /* the differences scaled together by a power of two, so that the cubic products
     * neither overflow nor underflow at any scale */
    double diff[4][3];
    for (int j = 0; j < 3; j++) {
        diff[3][j] = e->b[j] - e->a[j];
        for (int i = 0; i < 3; i++)
            diff[i][j] = v[i][j] - e->a[j];
    }
    int half = 0;
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 3; j++)
            half |= !(diff[i][j] - diff[i][j] == 0); /* overflowed */
    for (int i = 0; half && i < 4; i++)
        for (int j = 0; j < 3; j++)
            diff[i][j] = i == 3 ? 0.5 * e->b[j] - 0.5 * e->a[j] : 0.5 * v[i][j] - 0.5 * e->a[j];
    (void)dv_unit_scale(12, &diff[0][0]);
    double w[3];
    bool certain = true;
    int zeros = 0, last_zero = 0;
    for (int i = 0; i < 3; i++) {
        double n[3], perm = 0;
        dv_cross3(diff[i], diff[(i + 1) % 3], n);
        for (int j = 0; j < 3; j++) /* the permanent: sum of |terms| of the triple product */
            perm +=
                fabs(diff[3][j]) * (fabs(diff[i][(j + 1) % 3] * diff[(i + 1) % 3][(j + 2) % 3]) +
                                    fabs(diff[i][(j + 2) % 3] * diff[(i + 1) % 3][(j + 1) % 3]));
        w[(i + 2) % 3] = side[i] == 0 ? 0 : fabs(dv_dot(3, diff[3], n));
        /* orient3d's error bound on rounded differences (8 u perm), and an absolute
         * margin for what the scaling pushed into the subnormal range */
        certain &= side[i] == 0 || w[(i + 2) % 3] > 0x1p-50 * perm + 0x1p-1000;
        zeros += side[i] == 0;
        last_zero = side[i] == 0 ? i : last_zero;
    }
    if (!certain) /* rounding decides nothing: the exact triple products (a sliver far away) */
        exact_weights(v, e, side, w);
    double sum = w[0] + w[1] + w[2];
    if (zeros == 2) { /* a vertex: the one not opposite either zero edge */
        int vtx = side[0] != 0 ? 2 : side[1] != 0 ? 0 : 1;
        on_tri.feature = (isect_feature){ISECT_FEATURE_VERTEX, vtx};
        on_tri.bary[vtx] = 1;
    } else {
        on_tri.feature = zeros == 1 ? (isect_feature){ISECT_FEATURE_EDGE, last_zero}
                                    : (isect_feature){ISECT_FEATURE_FACE, 0};
        for (int i = 0; i < 3; i++) {
            on_tri.bary[i] = sum > 0 && w[i] > 0 ? w[i] / sum : 0;
            on_tri.free |= side[(i + 1) % 3] != 0 ? 1u << i : 0; /* w[i]'s exact sign */
        }
    }
    c->a = swap ? on_tri : on_edge;
    c->b = swap ? on_edge : on_tri;
    c->dist_sq = 0;
    c->meets = true; /* a strict crossing */
    c->form = (isect_dist_form){ISECT_DIST_POINT_POINT, {e->a, e->a, NULL, NULL}};
}

/* Edge k of `from` crossing the triangle `to` strictly (isect_tri_pierce); false if not. */
static bool cand_cross(const poly_d *from, int k, const poly_d *to, bool swap, cand_d *c) {
    int side[3];
    if (from->n == 1 || !isect_tri_pierce(&to->tri, &from->edge[k], side))
        return false;
    cross_answer(from, k, to, swap, side, c);
    return true;
}

/* Keeps c in *best when it is strictly closer (or *best is empty); e the query's scale.
 * True once *best is exactly at distance 0 (then its dist_sq is set to 0): nothing after
 * it can be strictly closer. A computed 0 is the hint for asking. */
static bool keep_closer(cand_d *c, int e, cand_d *best, bool *have) {
    c->fx = isect_dist_fx_of(&c->form, e);
    if (!*have || isect_sign_dist_compare(&c->form, &c->fx, &best->form, &best->fx) < 0) {
        *best = *c;
        *have = true;
    }
    best->meets = best->meets || (best->dist_sq == 0 && isect_dist_zero(&best->form, &best->fx, e));
    return best->meets;
}

/* dist_sq == 0 exactly when the distance is 0: a distance that is exactly 0 is reported as
 * 0, one that is not but whose construction rounded to 0 gets its exact value, rounded
 * (0 only below the subnormal range). */
static void settle_zero(cand_d *c, int e) {
    bool zero = c->meets || isect_dist_zero(&c->form, &c->fx, e);
    c->meets = zero;
    if (zero)
        c->dist_sq = 0;
    else if (c->dist_sq == 0)
        c->dist_sq = isect_dist_value(&c->form);
}

/* The closest pair of A and B; false if a piece ran out of exact room (never seen). */
static bool closest_polys(const poly_d *A, const poly_d *B, cand_d *best) {
    bool have = false;
    cand_d c;
    const double *pts[6];
    for (int k = 0; k < A->n; k++)
        pts[k] = A->v[k];
    for (int k = 0; k < B->n; k++)
        pts[A->n + k] = B->v[k];
    int e = isect_dist_scale(pts, A->n + B->n);
    for (int k = 0; B->n == 3 && k < A->n; k++) {
        if (!cand_vertex(A, k, B, false, &c))
            return false;
        if (keep_closer(&c, e, best, &have))
            return true;
    }
    for (int k = 0; A->n == 3 && k < B->n; k++) {
        if (!cand_vertex(B, k, A, true, &c))
            return false;
        if (keep_closer(&c, e, best, &have))
            return true;
    }
    for (int i = 0; i < A->edges; i++)
        for (int j = 0; j < B->edges; j++) {
            if (!cand_edges(A, i, B, j, &c))
                return false;
            if (keep_closer(&c, e, best, &have))
                return true;
        }
    for (int k = 0; B->n == 3 && k < A->edges; k++)
        if (cand_cross(A, k, B, false, &c) && keep_closer(&c, e, best, &have))
            return true;
    for (int k = 0; A->n == 3 && k < B->edges; k++)
        if (cand_cross(B, k, A, true, &c) && keep_closer(&c, e, best, &have))
            return true;
    if (have)
        settle_zero(best, e);
    return have;
}

/* ---- The fast path ------------------------------------------------------------------------
 * The candidates once more in plain double (RTCD 5.1.5's point-triangle and 5.1.9's
 * segment-segment as printed), to guess the closest pair; then an exact certificate that
 * the guess is the unique closest pair, for the two kinds that make up most separated
 * inputs:
 *   a vertex x of one shape against the open face of the triangle T: x's closest point in
 *   T is in the open face (the exact point-triangle region), x is off T's plane, and every
 *   other vertex of x's shape lies strictly farther from that plane on x's side (the
 *   triple products [t1 - t0, t2 - t0, u - x], exact): the plane through x parallel to T
 *   then separates, touching x's shape at x only;
 *   the open edges e of A and f of B (the exact segment-segment region: both parameters
 *   free, not parallel): with n = dA x dB and sigma the side of f's line, [dA, dB, b0 - a0],
 *   A's other vertex strictly on the side -sigma and B's on sigma.
 * These are the optimality conditions of a convex pair (A on one side of the plane through
 * x normal to x - y, B on the other), strict, so the pair is the only closest one: every
 * candidate that attains the least distance gives this pair, and the answer is that
 * candidate's, built by the same exact query as on the general path. Anything else
 * (touching, crossing, ties, vertex-edge pairs, degenerate shapes) takes the general path. */

typedef enum pick_kind { PICK_NONE, PICK_VERTEX, PICK_EDGES } pick_kind;

typedef struct fast_pick {
    pick_kind kind;
    bool swap; /* PICK_VERTEX: the vertex is B's */
    int k, i, j;
    double dist_sq;
} fast_pick;

static void pick_closer(fast_pick *best, pick_kind kind, bool swap, int k, int i, int j, double d) {
    if (d < best->dist_sq)
        *best = (fast_pick){kind, swap, k, i, j, d};
}

/* Do the vertices of X other than x all lie strictly beyond x as seen from y, y = x's
 * closest point of the other shape in the feature f of the triangle t (face, edge or
 * vertex): (u - x).(x - y) > 0, exactly? Then x is the only point of X at the distance. */
static bool others_beyond(const poly_d *X, int k, const isect_tri_d *t, isect_feature f) {
    const double *x = X->v[k];
    int sigma = 0;
    if (f.kind == ISECT_FEATURE_FACE) { /* x - y along the normal: the side of the plane */
        sigma = isect_sign_triple_diff(t->v[0], t->v[1], t->v[0], t->v[2], t->v[0], x);
        if (sigma == 0 || sigma == ISECT_SIGN_UNKNOWN)
            return false;
    }
    for (int m = 0; m < X->n; m++) {
        if (m == k)
            continue;
        const double *u = X->v[m];
        int s;
        if (f.kind == ISECT_FEATURE_FACE)
            s = isect_sign_triple_diff(t->v[0], t->v[1], t->v[0], t->v[2], x, u) * sigma;
        else if (f.kind == ISECT_FEATURE_EDGE)
            s = isect_sign_cross_dot(u, x, t->v[f.index], t->v[(f.index + 1) % 3]);
        else
            s = isect_sign_dot_diff(x, u, t->v[f.index], x);
        if (s != 1)
            return false;
    }
    return true;
}

/* Vertex k of `from` against the triangle `to`: the exact closest point y of `to`, then the
 * certificate that (x, y) is the only closest pair; out the general path's answer for it. */
static bool certify_vertex(const poly_d *A, const poly_d *B, bool swap, int k, cand_d *out) {
    const poly_d *from = swap ? B : A, *to = swap ? A : B;
    isect_tri_closest_d y;
    isect_tri_closest(&to->tri, from->v[k], &y);
    if ((y.flags & ISECT_INVALID) || y.dist_sq == 0 || !others_beyond(from, k, &to->tri, y.feature))
        return false;
    /* the general path's first candidate with this pair: A's vertex against B when the
     * pair has a vertex of A, else B's vertex k against A */
    if (swap && y.feature.kind == ISECT_FEATURE_VERTEX)
        return cand_vertex(A, y.feature.index, B, false, out) && out->dist_sq > 0;
    return cand_vertex(from, k, to, swap, out);
}

/* The segment A's interior against B's vertex w (the end of B's edge j at t): certified
 * the only closest pair? out the general path's answer (its first edge pair with it). */
static bool certify_seg_vertex(const poly_d *A, const poly_d *B, int j, double t, cand_d *out) {
    int m = (j + (t > 0)) % 3;
    const double *w = B->v[m];
    const isect_lin *e = &A->edge[0];
    for (int q = 0; q < 3; q++)
        if (q != m && isect_sign_cross_dot(B->v[q], w, e->a, e->b) != 1)
            return false;
    int first = m == 0 ? 0 : m - 1; /* edges m - 1 and m hold vertex m (0: edges 2, 0) */
    return cand_edges(A, 0, B, first, out) && out->a.feature.kind == ISECT_FEATURE_EDGE &&
           out->b.feature.kind == ISECT_FEATURE_VERTEX && out->dist_sq > 0;
}

/* Edge i of A against edge j of B, both open and skew: certified the only closest pair? */
static bool certify_edges(const poly_d *A, int i, const poly_d *B, int j, cand_d *out) {
    const isect_lin *ea = &A->edge[i], *eb = &B->edge[j];
    isect_lin_pair_d p;
    isect_lin_pair_closest(ea, eb, &p);
    if (p.flags & (ISECT_INVALID | ISECT_PARALLEL))
        return false;
    if (!p.s_inside) /* A's vertex against B */
        return certify_vertex(A, B, false, A->n == 2 ? p.s > 0 : (i + (p.s > 0)) % 3, out);
    if (!p.t_inside) /* B's vertex against A's edge interior */
        return A->n == 3 ? certify_vertex(A, B, true, (j + (p.t > 0)) % 3, out)
                         : certify_seg_vertex(A, B, j, p.t, out);
    int sigma = isect_sign_triple_diff(ea->a, ea->b, eb->a, eb->b, ea->a, eb->a);
    if (sigma == 0 || sigma == ISECT_SIGN_UNKNOWN)
        return false;
    if (A->n == 3 &&
        isect_sign_triple_diff(ea->a, ea->b, eb->a, eb->b, ea->a, A->v[(i + 2) % 3]) != -sigma)
        return false;
    if (B->n == 3 &&
        isect_sign_triple_diff(ea->a, ea->b, eb->a, eb->b, eb->a, B->v[(j + 2) % 3]) != sigma)
        return false;
    side_edge(A, i, p.s, true, p.point_a, &out->a);
    side_edge(B, j, p.t, true, p.point_b, &out->b);
    out->dist_sq = p.dist_sq;
    out->meets = false;
    out->form = isect_lin_pair_form(ea, eb, &p);
    return true;
}

/* The sides s[k] = orient3d(T's vertices, X's vertex k), exact; false unless all are
 * non-zero and not all of one sign. */
static bool plane_sides(const poly_d *X, const poly_d *T, int *s) {
    int pos = 0, neg = 0;
    for (int k = 0; k < X->n; k++) {
        s[k] = isect_sign_orient3d(T->v[0], T->v[1], T->v[2], X->v[k]);
        pos += s[k] > 0;
        neg += s[k] < 0;
    }
    return pos > 0 && neg > 0 && pos + neg == X->n;
}

/* Does edge k of `from` (its ends' sides s) cross `to`, the edge orientations o[j] =
 * sign(orient3d(p, q, w_j, w_{j+1})) (isect_tri_pierce's decision on the same signs)? */
static bool pierces(const int *s, int k, int n, const int *o) {
    if (s[k] * s[(k + 1) % n] >= 0)
        return false;
    bool pos = o[0] > 0 || o[1] > 0 || o[2] > 0, neg = o[0] < 0 || o[1] < 0 || o[2] < 0;
    return !(pos && neg);
}

/* The shapes cross, and no candidate before the crossings can be at distance 0: then the
 * first crossing in the general path's order is its answer. A vertex at distance 0 would
 * lie in the other's plane, two edges at distance 0 would be coplanar (orient3d == 0); with
 * every one of those orientations non-zero, a crossing is the first exact 0. The crossings
 * are decided on the same exact signs isect_tri_pierce computes (orient3d(c, d, a, b) ==
 * orient3d(a, b, c, d), an even permutation), each computed once. */
static bool crossing_fast(const poly_d *A, const poly_d *B, cand_d *out) {
    int sa[3], sb[3], o[3][3];
    if (!plane_sides(A, B, sa) || (A->n == 3 && !plane_sides(B, A, sb)))
        return false;
    for (int i = 0; i < A->edges; i++)
        for (int j = 0; j < 3; j++) {
            o[i][j] = isect_sign_orient3d(A->edge[i].a, A->edge[i].b, B->edge[j].a, B->edge[j].b);
            if (o[i][j] == 0 || o[i][j] == ISECT_SIGN_UNKNOWN)
                return false;
        }
    for (int k = 0; k < A->edges; k++)
        if (pierces(sa, k, A->n, o[k])) {
            cross_answer(A, k, B, false, o[k], out);
            return true;
        }
    for (int k = 0; A->n == 3 && k < 3; k++) {
        int ok[3] = {o[0][k], o[1][k], o[2][k]};
        if (pierces(sb, k, 3, ok)) {
            cross_answer(B, k, A, true, ok, out);
            return true;
        }
    }
    return false;
}

/* The fast path (A a segment or triangle, B a triangle); false: take the general path. */
static bool closest_fast(const poly_d *A, const poly_d *B, cand_d *out) {
    if (A->n < 2 || B->n != 3)
        return false;
    if (crossing_fast(A, B, out))
        return true;
    fast_pick best = {PICK_NONE, false, 0, 0, 0, INFINITY};
    for (int k = 0; k < A->n; k++)
        pick_closer(&best, PICK_VERTEX, false, k, 0, 0, isect_tri_plain_dist_sq(A->v[k], B->v));
    for (int k = 0; A->n == 3 && k < 3; k++)
        pick_closer(&best, PICK_VERTEX, true, k, 0, 0, isect_tri_plain_dist_sq(B->v[k], A->v));
    for (int i = 0; i < A->edges; i++)
        for (int j = 0; j < 3; j++)
            pick_closer(&best, PICK_EDGES, false, 0, i, j,
                        isect_lin_pair_plain_dist_sq(&A->edge[i], &B->edge[j]));
    if (!(best.dist_sq > 0 && best.dist_sq < INFINITY))
        return false;
    bool ok = best.kind == PICK_VERTEX ? certify_vertex(A, B, best.swap, best.k, out)
                                       : certify_edges(A, best.i, B, best.j, out);
    if (ok && out->dist_sq == 0) /* separated for sure: the general path's value */
        out->dist_sq = isect_dist_value(&out->form);
    return ok;
}

/* ---- Public functions ------------------------------------------------------------------- */

static isect_closest_feature_result3 to_result(const cand_d *c, unsigned flags) {
    isect_closest_feature_result3 r = {0};
    r.flags = flags;
    r.dist_sq = dv_out_dist_sq(c->dist_sq, c->meets, &r.flags);
    r.point_a = dv_out3(c->a.point, &r.flags);
    r.point_b = dv_out3(c->b.point, &r.flags);
    r.feature_a = c->a.feature;
    r.feature_b = c->b.feature;
    isect_tri_finish_bary(&c->a, r.bary_a, &r.flags);
    isect_tri_finish_bary(&c->b, r.bary_b, &r.flags);
    return r;
}

static isect_closest_feature_result3 invalid_result(void) {
    isect_closest_feature_result3 r = {0};
    r.flags = ISECT_INVALID;
    return r;
}

/* The full paths: every candidate, compared exactly (closest_polys). */
ISECT_NOINLINE isect_closest_feature_result3 isect_closest_seg3_tri3_full(const isect_seg3 *seg,
                                                                          const isect_tri3 *tri) {
    isect_lin lin;
    if (!isect_lin_of_seg3(seg, &lin) || !isect_ok_tri3(tri))
        return invalid_result();
    poly_d A, B;
    bool flat;
    poly_of_seg(&lin, &A);
    poly_of_tri(tri, &B, &flat);
    cand_d best;
    if (!closest_polys(&A, &B, &best))
        return invalid_result();
    return to_result(&best, (A.n == 1 || flat) ? ISECT_DEGENERATE : 0u);
}

ISECT_NOINLINE isect_closest_feature_result3 isect_closest_tri3_tri3_full(const isect_tri3 *a,
                                                                          const isect_tri3 *b) {
    if (!isect_ok_tri3(a) || !isect_ok_tri3(b))
        return invalid_result();
    poly_d A, B;
    bool flat_a, flat_b;
    poly_of_tri(a, &A, &flat_a);
    poly_of_tri(b, &B, &flat_b);
    cand_d best;
    if (!closest_polys(&A, &B, &best))
        return invalid_result();
    return to_result(&best, (flat_a || flat_b) ? ISECT_DEGENERATE : 0u);
}

/* The public queries: the fast path (closest_fast), else the full path. */
isect_closest_feature_result3 isect_closest_seg3_tri3(const isect_seg3 *seg,
                                                      const isect_tri3 *tri) {
    isect_lin lin;
    if (!isect_lin_of_seg3(seg, &lin) || !isect_ok_tri3(tri))
        return invalid_result();
    poly_d A, B;
    bool flat;
    poly_of_seg(&lin, &A);
    poly_of_tri(tri, &B, &flat);
    cand_d best;
    if (!closest_fast(&A, &B, &best))
        return isect_closest_seg3_tri3_full(seg, tri);
    return to_result(&best, (A.n == 1 || flat) ? ISECT_DEGENERATE : 0u);
}

isect_closest_feature_result3 isect_closest_tri3_tri3(const isect_tri3 *a, const isect_tri3 *b) {
    if (!isect_ok_tri3(a) || !isect_ok_tri3(b))
        return invalid_result();
    poly_d A, B;
    bool flat_a, flat_b;
    poly_of_tri(a, &A, &flat_a);
    poly_of_tri(b, &B, &flat_b);
    cand_d best;
    if (!closest_fast(&A, &B, &best))
        return isect_closest_tri3_tri3_full(a, b);
    return to_result(&best, (flat_a || flat_b) ? ISECT_DEGENERATE : 0u);
}
