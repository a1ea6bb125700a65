/* The point of a solid tetrahedron closest to a point (RTCD 5.1.6), with the region
 * decided exactly.
 *
 * Derivation. The tetrahedron is convex, so, as for the triangle (point_tri.c), its point
 * closest to p is the q whose normal cone holds p - q, and the cones split the outside
 * into Voronoi regions, tested in order of dimension:
 *
 *   vertex k:  (v_k - p).(v_j - v_k) >= 0 for the three other vertices j (the start
 *              regions of the three edges at v_k; degree 2);
 *   edge ij:   p strictly between the ends of edge ij, and on the outer side of the edge
 *              (or on its line) within both faces at the edge: side_f(v_i, v_j, p) <= 0
 *              for f = the faces ijk and ijl (point_tri.c's degree-4 sign: the edge's
 *              normal cone is the wedge between the two faces' outward normals, i.e. the
 *              x with x.m <= 0 for both faces' inward edge perpendiculars m);
 *   face f:    p on the plane of face f or beyond it (orient3d, against the opposite
 *              vertex v_f), with its projection strictly inside the face;
 *   solid:     otherwise (p in the open tetrahedron): q = p.
 *
 * Two shortcuts come first, from the four face sides (orient3d): p strictly inside every
 * face's plane is in the solid; p strictly outside exactly one face f and strictly inside
 * the others has its closest point on face f (p - q is a non-negative combination of the
 * outward normals of the faces active at q, and (p - q).(p - q) > 0 makes p violate one of
 * them), where the triangle's own exact regions (point_tri.c) give the feature.
 *
 * RTCD 5.1.6 instead computes the closest point on each face p lies outside of and keeps
 * the nearest, which decides among faces by rounded distances; the cone tests decide
 * exactly, and the first region that holds p is the lowest-dimensional feature of q (an
 * interior point meets none of the earlier tests: its direction from a vertex has a
 * positive component along some edge, and the wedge test fails for a dihedral angle
 * below pi).
 *
 * A coplanar tetrahedron (orient3d == 0) is the convex hull of its vertices in their
 * plane: a segment (all collinear: the two outermost vertices), a triangle (one vertex
 * in the closed triangle of the three others) or a convex quadrilateral (listed in order
 * by which pair of vertices the line through the other two separates). Each is a case of
 * point_tri.c, decided exactly as well.
 *
 * Interior coordinates: bary_k = vol(p replacing v_k) / vol, the volumes from differences
 * on positions brought into [2^-250, 2^250] by one power of two, or exactly where they
 * leave the safe range. */
#include <math.h>

#include "isect/closest_point.h"
#include "isect/valid.h"

#include "base/inline.h"
#include "base/vec.h"
#include "exact/expansion.h"
#include "exact/scale.h"
#include "query/closest_point/full_path.h"
#include "query/closest_point/point_lin.h"
#include "query/closest_point/point_tet.h"
#include "query/closest_point/point_tri.h"
#include "sign/incidence.h"
#include "sign/plane_sign.h"
#include "sign/valid.h"

/* Edge e joins tet_edge[e][0] and tet_edge[e][1]; face f is opposite vertex f. */
static const int tet_edge[6][2] = {{0, 1}, {0, 2}, {0, 3}, {1, 2}, {1, 3}, {2, 3}};
static const int tet_face[4][3] = {{1, 2, 3}, {0, 2, 3}, {0, 1, 3}, {0, 1, 2}};

static int edge_index(int i, int j) {
    int lo = i < j ? i : j, hi = i < j ? j : i;
    return lo == 0 ? hi - 1 : lo == 1 ? hi + 1 : 5;
}

static isect_lin segment(const double (*v)[3], int i, int j) {
    return isect_inc_segment(3, v[i], v[j]);
}

/* The polygon of the listed vertices (3 or 4, in order). */
static isect_tri_d polygon(const double (*v)[3], const int *idx, int n) {
    isect_tri_d t = {3, n, {{0}}, 0};
    for (int j = 0; j < n; j++)
        for (int k = 0; k < 3; k++)
            t.v[j][k] = v[idx[j]][k];
    return t;
}

/* The answer of a polygon of tetrahedron vertices idx[0..n-1], in the tetrahedron's
 * numbering. */
static void from_polygon(const isect_tri_closest_d *c, const int *idx, int n, int face,
                         isect_tri_closest_d *out) {
    *out = *c;
    for (int k = 0; k < 4; k++)
        out->bary[k] = 0;
    out->free = 0;
    for (int j = 0; j < n; j++) {
        out->bary[idx[j]] = c->bary[j];
        out->free |= (c->free >> j & 1u) << idx[j];
    }
    int i = c->feature.index;
    if (c->feature.kind == ISECT_FEATURE_VERTEX)
        out->feature.index = idx[i];
    else if (c->feature.kind == ISECT_FEATURE_EDGE)
        out->feature.index = edge_index(idx[i], idx[(i + 1) % n]);
    else if (c->feature.kind == ISECT_FEATURE_FACE)
        out->feature.index = face;
    out->fan = -1;
}

/* The closest point on edge e, known to lie strictly between its ends (or at one). */
static void on_edge(const double (*v)[3], int e, const double *p, isect_tri_closest_d *out) {
    int idx[2] = {tet_edge[e][0], tet_edge[e][1]};
    isect_lin lin = segment(v, idx[0], idx[1]);
    isect_closest_d c;
    isect_closest_lin_point(&lin, p, &c);
    for (int k = 0; k < 4; k++)
        out->bary[k] = 0;
    for (int k = 0; k < 3; k++)
        out->point[k] = c.point[k];
    out->dist_sq = c.dist_sq;
    out->flags |= c.flags & ISECT_INVALID;
    if (c.region != ISECT_BETWEEN) {
        int k = idx[c.region == ISECT_AT_START ? 0 : 1];
        out->bary[k] = 1;
        out->feature = (isect_feature){ISECT_FEATURE_VERTEX, k};
        out->free = 0;
        out->meets = p[0] == v[k][0] && p[1] == v[k][1] && p[2] == v[k][2];
        return;
    }
    double t = c.t > 0 ? (c.t < 1 ? c.t : DV_REAL_BELOW_ONE) : 0x1p-1074;
    out->meets = isect_tri_on_line3(v[idx[0]], v[idx[1]], p);
    if (out->meets) { /* p on the edge: its own point */
        for (int k = 0; k < 3; k++)
            out->point[k] = p[k];
        out->dist_sq = 0;
    }
    out->bary[idx[0]] = 1 - t;
    out->bary[idx[1]] = t;
    out->feature = (isect_feature){ISECT_FEATURE_EDGE, e};
    out->free = 1u << idx[0] | 1u << idx[1];
}

/* ---- Inside: the volume coordinates ------------------------------------------------- */

/* ((b - a) x (c - a)).(d - a) in double. */
static double volume(const double *a, const double *b, const double *c, const double *d) {
    double u[3], w[3], x[3], n[3];
    for (int k = 0; k < 3; k++) {
        u[k] = b[k] - a[k];
        w[k] = c[k] - a[k];
        x[k] = d[k] - a[k];
    }
    dv_cross3(u, w, n);
    return dv_dot(3, n, x);
}

/* The four volumes with p in place of v_k, exactly, each rounded once (m 2^e). */
ISECT_COLD static bool volumes_exact(const double (*v)[3], const double *p, double *m, int *e) {
    ISECT_XP_ARENA(arena, 8192);
    double pos[15];
    for (int j = 0; j < 4; j++)
        for (int k = 0; k < 3; k++)
            pos[3 * j + k] = v[j][k];
    for (int k = 0; k < 3; k++)
        pos[12 + k] = p[k];
    double *groups[1] = {pos};
    int sizes[1] = {15}, shift[1];
    isect_exact_prepare(&arena, groups, sizes, 1, 3, shift);
    isect_exact_select(&arena, shift[0]);
    isect_xp x[5][3];
    for (int j = 0; j < 5; j++)
        for (int k = 0; k < 3; k++)
            x[j][k] = isect_xp_of(&arena, pos[3 * j + k]);
    int base = isect_xp_mark(&arena);
    for (int k = 0; k < 4; k++) {
        arena.used = base;
        const isect_xp *w[4];
        for (int j = 0; j < 4; j++)
            w[j] = j == k ? x[4] : x[j];
        isect_xp u[3], s[3], t[3];
        isect_xp_diff3(&arena, w[1], w[0], u);
        isect_xp_diff3(&arena, w[2], w[0], s);
        isect_xp_diff3(&arena, w[3], w[0], t);
        int g;
        m[k] = frexp(isect_xp_approx(isect_xp_det3(&arena, u, s, t), &e[k]), &g);
        e[k] += g - 3 * shift[0];
    }
    return !arena.full;
}

static void in_solid(const double (*v)[3], const double *p, isect_tri_closest_d *out) {
    double pos[15], w[5][3];
    for (int j = 0; j < 4; j++)
        for (int k = 0; k < 3; k++)
            pos[3 * j + k] = v[j][k];
    for (int k = 0; k < 3; k++)
        pos[12 + k] = p[k];
    int e = dv_window_exp(15, pos, 4);
    for (int j = 0; j < 5; j++)
        for (int k = 0; k < 3; k++)
            w[j][k] = dv_scale(pos[3 * j + k], e);
    double vol[4], total = 0;
    for (int k = 0; k < 4; k++) {
        const double *x[4];
        for (int j = 0; j < 4; j++)
            x[j] = j == k ? w[4] : w[j];
        vol[k] = volume(x[0], x[1], x[2], x[3]);
        total += vol[k];
    }
    /* the rounded volumes, if they give p back: sum_k bary_k (v_k - p) near 0 (a sliver's
     * cancelling volumes can put the weight on the wrong vertex) */
    bool fast = fabs(total) > 0x1p-900 && isfinite(total);
    for (int k = 0; k < 4 && fast; k++)
        out->bary[k] = vol[k] / total;
    for (int j = 0; j < 3 && fast; j++) {
        double back = 0, size = 0;
        for (int k = 0; k < 4; k++) {
            double d = w[k][j] - w[4][j];
            back += out->bary[k] * d;
            size = fmax(size, fabs(d));
        }
        fast = fabs(back) <= 0x1p-48 * size;
    }
    if (!fast) {
        double m[4];
        int ex[4];
        if (!volumes_exact(v, p, m, ex)) {
            out->flags = ISECT_INVALID;
            return;
        }
        /* the total's exponent: the largest of the four (all of one sign inside) */
        int top = ex[0];
        for (int k = 1; k < 4; k++)
            top = ex[k] > top ? ex[k] : top;
        double sum = 0;
        for (int k = 0; k < 4; k++)
            sum += dv_scale(m[k], ex[k] - top);
        for (int k = 0; k < 4; k++)
            out->bary[k] = dv_scale(m[k], ex[k] - top) / sum;
    }
    for (int k = 0; k < 3; k++)
        out->point[k] = p[k];
    out->dist_sq = 0;
    out->meets = true;
    out->feature = (isect_feature){ISECT_FEATURE_SOLID, 0};
    out->free = 0xf;
}

/* ---- Coplanar vertices -------------------------------------------------------------- */

static void coplanar(const double (*v)[3], const double *p, isect_tri_closest_d *out) {
    /* a non-collinear face, if any; else every vertex lies on one line */
    int ref = -1;
    for (int f = 3; f >= 0 && ref < 0; f--) {
        isect_tri_d t = polygon(v, tet_face[f], 3);
        if (!isect_tri_collinear(&t))
            ref = f;
    }
    if (ref < 0) { /* the segment of the two outermost vertices: holding the other two */
        for (int e = 0; e < 6; e++) {
            int i = tet_edge[e][0], j = tet_edge[e][1];
            bool holds = true;
            for (int k = 0; k < 4 && holds; k++) {
                if (k == i || k == j)
                    continue;
                holds = isect_tri_holds(3, v[i], v[j], v[k]);
            }
            if (holds) {
                on_edge(v, e, p, out);
                return;
            }
        }
        out->flags = ISECT_INVALID; /* unreachable: some pair spans the line */
        return;
    }
    /* a triangle: a vertex in the closed triangle of the other three */
    for (int k = 0; k < 4; k++) {
        isect_tri_d t = polygon(v, tet_face[k], 3);
        if (isect_tri_collinear(&t))
            continue;
        bool inside = true;
        for (int i = 0; i < 3 && inside; i++)
            inside = isect_tri_side(&t, t.v[i], t.v[(i + 1) % 3], v[k]) >= 0;
        if (inside) {
            isect_tri_closest_d c;
            isect_tri_closest(&t, p, &c);
            from_polygon(&c, tet_face[k], 3, k, out);
            return;
        }
    }
    /* a convex quadrilateral: v0 v1 v2 is not collinear here (a middle vertex of three
     * collinear ones lies in the triangle of the others); the diagonal through v0 is the
     * pair whose line separates the other two */
    isect_tri_d r = polygon(v, tet_face[3], 3);
    int order[4] = {0, 1, 3, 2}; /* diagonal v0 v3 */
    if (isect_tri_side(&r, v[0], v[2], v[1]) * isect_tri_side(&r, v[0], v[2], v[3]) < 0) {
        order[2] = 2; /* diagonal v0 v2: 0 1 2 3 */
        order[3] = 3;
    } else if (isect_tri_side(&r, v[0], v[1], v[2]) * isect_tri_side(&r, v[0], v[1], v[3]) < 0) {
        order[1] = 2; /* diagonal v0 v1: 0 2 1 3 */
        order[2] = 1;
        order[3] = 3;
    }
    isect_tri_d q = polygon(v, order, 4);
    isect_tri_closest_d c;
    isect_tri_closest(&q, p, &c);
    /* a face point's coordinates are on the fan triangle 0 1 2 or 0 2 3 of the order: the
     * face of the tetrahedron opposite the vertex left out */
    int face = order[c.fan == 1 ? 1 : 3];
    from_polygon(&c, order, 4, face, out);
}

/* ---- The regions ---------------------------------------------------------------------- */

void isect_tet_closest(const double (*v)[3], const double *p, isect_tri_closest_d *out) {
    out->flags = 0;
    out->fan = -1;
    out->free = 0;
    int o = isect_sign_orient3d(v[0], v[1], v[2], v[3]);
    if (o == 0) {
        coplanar(v, p, out);
        out->flags |= ISECT_DEGENERATE;
        return;
    }
    /* inside[f] > 0: p strictly on the tetrahedron's side of face f's plane. The
     * orientation of face f against its opposite vertex is +-o (orient3d alternates). */
    static const int parity[4] = {-1, 1, -1, 1};
    int inside[4], outside = 0, last_out = 0;
    bool all_strict = true;
    for (int f = 0; f < 4; f++) {
        const int *idx = tet_face[f];
        inside[f] = isect_sign_orient3d(v[idx[0]], v[idx[1]], v[idx[2]], p) * parity[f] * o;
        outside += inside[f] < 0;
        last_out = inside[f] < 0 ? f : last_out;
        all_strict &= inside[f] != 0;
    }
    if (outside == 0 && all_strict) {
        in_solid(v, p, out);
        return;
    }
    if (outside == 1 && all_strict) {
        /* p violates one face's constraint only: the closest point lies on that face (the
         * constraints active there must include one p violates), and the face's own exact
         * regions give its feature */
        isect_tri_d t = polygon(v, tet_face[last_out], 3);
        isect_tri_closest_d c;
        isect_tri_closest(&t, p, &c);
        from_polygon(&c, tet_face[last_out], 3, last_out, out);
        return;
    }
    int from_a[6], from_b[6];
    for (int e = 0; e < 6; e++) {
        isect_lin lin = segment(v, tet_edge[e][0], tet_edge[e][1]);
        from_a[e] = isect_closest_side_sign(&lin, ISECT_FROM_A, p);
        from_b[e] = isect_closest_side_sign(&lin, ISECT_FROM_B, p);
        if (from_a[e] == ISECT_SIGN_UNKNOWN || from_b[e] == ISECT_SIGN_UNKNOWN) {
            out->flags = ISECT_INVALID;
            return;
        }
    }
    for (int k = 0; k < 4; k++) {
        bool cone = true;
        for (int e = 0; e < 6; e++) {
            if (tet_edge[e][0] == k)
                cone &= from_a[e] >= 0;
            else if (tet_edge[e][1] == k)
                cone &= from_b[e] <= 0;
        }
        if (cone) {
            for (int j = 0; j < 3; j++)
                out->point[j] = v[k][j];
            for (int j = 0; j < 4; j++)
                out->bary[j] = j == k;
            out->feature = (isect_feature){ISECT_FEATURE_VERTEX, k};
            out->free = 0;
            out->meets = p[0] == v[k][0] && p[1] == v[k][1] && p[2] == v[k][2];
            out->dist_sq = isect_closest_dist_sq_points(3, p, v[k]);
            return;
        }
    }
    for (int e = 0; e < 6; e++) {
        if (!(from_a[e] < 0 && from_b[e] > 0))
            continue;
        int i = tet_edge[e][0], j = tet_edge[e][1];
        bool wedge = true;
        for (int k = 0; k < 4 && wedge; k++) {
            if (k == i || k == j)
                continue;
            int idx[3] = {i, j, k};
            isect_tri_d t = polygon(v, idx, 3);
            wedge = isect_tri_side(&t, v[i], v[j], p) <= 0;
        }
        if (wedge) {
            on_edge(v, e, p, out);
            return;
        }
    }
    for (int f = 0; f < 4; f++) {
        const int *idx = tet_face[f];
        if (inside[f] > 0)
            continue; /* p on the tetrahedron's side of face f */
        isect_tri_d t = polygon(v, idx, 3);
        bool over = true; /* the projection strictly inside the face */
        for (int i = 0; i < 3 && over; i++)
            over = isect_tri_side(&t, t.v[i], t.v[(i + 1) % 3], p) > 0;
        if (over) {
            isect_tri_closest_d c;
            isect_tri_closest(&t, p, &c);
            from_polygon(&c, idx, 3, f, out);
            return;
        }
    }
    in_solid(v, p, out);
}

/* ---- The fast path ------------------------------------------------------------------
 * isect_tet_closest's signs in plain double, each certified by a bound on its rounding
 * error, then its values with its own operations in the same order, so that whenever the
 * fast path answers, the answer is the full path's bit for bit; anything uncertain goes
 * to the full path.
 *
 * Leaves: the edge vectors v_j - v_i and the v_i - p, each one rounded difference, with
 * their magnitude sums s = (|x0| + |x1|) + |x2| >= (1 - u)^2 sum |x_k| (u = 2^-53). Every
 * coordinate at most 2^250 in magnitude keeps every value below (degree <= 4) and its
 * bound finite; the largest at least 2^-250 makes in_solid's scale 1, so that its volumes
 * are the ones below. In the double build every non-zero leaf at least 2^-203
 * (exact/filter.h, ISECT_FX_LEAF_MIN_EXP(4)) keeps every value normal; float leaves are
 * multiples of 2^-149, which does the same. Then, by Higham's lemma 3.1 (k roundings on
 * the longest path, P the exact permanent, at most the product of the exact sums, which
 * the computed product of the computed sums underestimates by a relative 11 u at most):
 *   a volume (u x w).x:                       k = 8,  |error| <= 8.1 u P: 16 u s_u s_w s_x;
 *   an end sign (v_i - p).(v_j - v_i):        k = 5,  |error| <= 5.1 u P: 8 u s s';
 *   a wedge ((v_j - v_i) x (v_k - v_i)).((v_i - p) x (v_j - p)): k = 11, 11.1 u P: 16 u
 *                                             times the four sums' product.
 * A NaN or infinite input makes a sum NaN or infinite, and every volume uses every input:
 * nothing is certified then. Certified non-zero, the signs are isect_tet_closest's exact
 * ones: the volume with p in place of v_f, against the tetrahedron's, is its inside[f]
 * (orient3d alternates), and (v_i - p).(v_j - v_i), (v_j - p).(v_j - v_i) its from_a,
 * from_b. */

/* The leaves: edge e's v_j - v_i (tet_edge's order), v_i - p, and their sums. */
typedef struct tet_fast_d {
    double e[6][3], vp[4][3];
    double s_e[6], s_vp[4];
} tet_fast_d;

ISECT_INLINE double abs_sum3(const double *x) {
    return (fabs(x[0]) + fabs(x[1])) + fabs(x[2]);
}

/* (u x w).x, rounded as volume() rounds it. */
ISECT_INLINE double triple(const double *u, const double *w, const double *x) {
    double n[3];
    dv_cross3(u, w, n);
    return dv_dot(3, n, x);
}

/* A non-zero leaf below 2^-203 (double build only; see above). */
ISECT_INLINE bool tet_leaves_tiny(const tet_fast_d *f) {
#if ISECT_USE_DOUBLE
    const double leaf_min = 0x1p-203;
    bool small = false;
    for (int k = 0; k < 3; k++) {
        for (int e = 0; e < 6; e++)
            small |= fabs(f->e[e][k]) < leaf_min;
        for (int i = 0; i < 4; i++)
            small |= fabs(f->vp[i][k]) < leaf_min;
    }
    if (!small)
        return false;
    bool tiny = false;
    for (int k = 0; k < 3; k++) {
        for (int e = 0; e < 6; e++)
            tiny |= fabs(f->e[e][k]) < leaf_min && f->e[e][k] != 0;
        for (int i = 0; i < 4; i++)
            tiny |= fabs(f->vp[i][k]) < leaf_min && f->vp[i][k] != 0;
    }
    return tiny;
#else
    (void)f;
    return false;
#endif
}

/* in_solid at the scale 1 on the certified volumes: false where it would compute the
 * coordinates exactly. */
static bool fast_solid(const double *p, const tet_fast_d *f, const double *vol,
                       isect_closest_feature_result3 *r) {
    double total = 0;
    for (int k = 0; k < 4; k++)
        total += vol[k];
    if (!(fabs(total) > 0x1p-900 && isfinite(total)))
        return false;
    double bary[4];
    for (int k = 0; k < 4; k++)
        bary[k] = vol[k] / total;
    for (int j = 0; j < 3; j++) {
        double back = 0, size = 0;
        for (int k = 0; k < 4; k++) {
            double d = f->vp[k][j]; /* w[k][j] - w[4][j] */
            back += bary[k] * d;
            size = fabs(d) > size ? fabs(d) : size; /* fmax: nothing here is NaN */
        }
        if (!(fabs(back) <= 0x1p-48 * size))
            return false;
    }
    unsigned flags = 0;
    r->dist_sq = 0;
    r->point_b = dv_out3(p, &flags);
    for (int k = 0; k < 4; k++)
        r->bary_b[k] = isect_tri_bary_inside(bary[k], &flags);
    r->feature_b = (isect_feature){ISECT_FEATURE_SOLID, 0};
    r->flags = flags;
    return true;
}

/* Face f by point_tri.c's fast path, renumbered as from_polygon does: 1 answered, 0 the
 * triangle's closest point is not inside the face (only when need_face), -1 declined. */
static int fast_face(const double (*v)[3], const double *p, int f, bool need_face,
                     isect_closest_feature_result3 *r) {
    const int *idx = tet_face[f];
    double t[3][3];
    for (int j = 0; j < 3; j++)
        for (int k = 0; k < 3; k++)
            t[j][k] = v[idx[j]][k];
    isect_tri_fast_answer ans;
    if (!isect_tri_fast_answer3((const double(*)[3])t, p, &ans))
        return -1;
    if (need_face && ans.feature.kind != ISECT_FEATURE_FACE)
        return 0;
    r->dist_sq = dv_out_dist_sq(ans.dist_sq, ans.meets, &ans.flags);
    r->point_b = dv_out3(ans.point, &ans.flags);
    r->bary_b[f] = 0;
    r->bary_b[idx[0]] = ans.w0;
    r->bary_b[idx[1]] = ans.w1;
    r->bary_b[idx[2]] = ans.w2;
    int i = ans.feature.index;
    r->feature_b = ans.feature;
    if (ans.feature.kind == ISECT_FEATURE_VERTEX)
        r->feature_b.index = idx[i];
    else if (ans.feature.kind == ISECT_FEATURE_EDGE)
        r->feature_b.index = edge_index(idx[i], idx[(i + 1) % 3]);
    else
        r->feature_b.index = f;
    r->flags = ans.flags;
    return 1;
}

/* The sign of the wedge test of edge e = (i, j) against the face i j k, certified (0:
 * uncertain): n.((v_i - p) x (v_j - p)), n = (v_j - v_i) x (v_k - v_i), from the leaf of
 * edge ik, which is v_i - v_k when k < i. */
ISECT_INLINE int fast_wedge(const tet_fast_d *f, int e, int i, int j, int k) {
    int ik = edge_index(i, k);
    double n[3], m[3];
    dv_cross3(f->e[e], f->e[ik], n);
    dv_cross3(f->vp[i], f->vp[j], m);
    double w = dv_dot(3, n, m);
    if (!(fabs(w) > 0x1p-49 * ((f->s_e[e] * f->s_e[ik]) * (f->s_vp[i] * f->s_vp[j]))))
        return 0;
    return (w > 0) == (k > i) ? 1 : -1;
}

/* Squares in closest_lin's and isect_closest_dist_sq_points' safe range. */
ISECT_INLINE bool fast_square_in_range(double x) {
    return x > 0x1p-968 && x < 0x1p1000;
}

/* Vertex k: the vertex cone's answer with isect_closest_dist_sq_points' direct square. */
static bool fast_vertex(const double (*v)[3], const tet_fast_d *f, int k,
                        isect_closest_feature_result3 *r) {
    double sq = dv_dot(3, f->vp[k], f->vp[k]); /* (p - v_k)^2, the same bits */
    if (!fast_square_in_range(sq))
        return false;
    unsigned flags = 0;
    r->dist_sq = dv_out_dist_sq(sq, false, &flags); /* p != v_k: its signs are not 0 */
    r->point_b = dv_out3(v[k], &flags);
    for (int j = 0; j < 4; j++)
        r->bary_b[j] = (isect_real)(j == k);
    r->feature_b = (isect_feature){ISECT_FEATURE_VERTEX, k};
    r->flags = flags;
    return true;
}

/* Edge e strictly between its ends: closest_lin's unscaled case, then on_edge. p is off
 * the edge's line (its wedge signs are not 0), so settle_on_line and on_edge leave the
 * foot and its distance as computed. */
static bool fast_edge(const double (*v)[3], const tet_fast_d *f, int e,
                      isect_closest_feature_result3 *r) {
    int i = tet_edge[e][0], j = tet_edge[e][1];
    const double *a = v[i], *d = f->e[e];
    double m[3], point[3], ev[3];
    for (int k = 0; k < 3; k++)
        m[k] = -f->vp[i][k]; /* p - a, the same bits */
    double dd = dv_dot(3, d, d);
    double t = dv_dot(3, m, d) / dd;
    for (int k = 0; k < 3; k++) {
        double step = t * d[k];
        point[k] = a[k] + step;
        ev[k] = m[k] - step;
    }
    double ee = dv_dot(3, ev, ev);
    if (!(fast_square_in_range(dd) && fast_square_in_range(ee) && dv_finite2(point, point, 3)))
        return false;
    double t_in = t > 0 ? (t < 1 ? t : DV_REAL_BELOW_ONE) : 0x1p-1074;
    double wi = 1 - t_in;
    unsigned flags = 0;
    r->dist_sq = dv_out_dist_sq(ee, false, &flags);
    r->point_b = dv_out3(point, &flags);
    for (int k = 0; k < 4; k++)
        r->bary_b[k] = 0;
    r->bary_b[i] = wi >= 1 ? 1 : isect_tri_bary_inside(wi, &flags);
    r->bary_b[j] = isect_tri_bary_inside(t_in, &flags);
    r->feature_b = (isect_feature){ISECT_FEATURE_EDGE, e};
    r->flags = flags;
    return true;
}

/* Face fc's over test (isect_tri_side > 0 on its three edges: the projection of p strictly
 * inside), certified: 1 yes, 0 no, -1 uncertain. The face a b c (a < b < c, as
 * polygon() lists it) has n = (b - a) x (c - a) from the leaves of edges ab and ac, and
 * the edge signs n.((x - p) x (y - p)) for (x, y) = (a, b), (b, c), (c, a): the wedge's
 * polynomial, with its bound. One sign certified negative settles "no" whatever the
 * others (the full path stops at the first sign <= 0). */
ISECT_INLINE int fast_over(const tet_fast_d *f, int fc) {
    const int *idx = tet_face[fc];
    int a = idx[0], b = idx[1], c = idx[2], ab = edge_index(a, b), ac = edge_index(a, c);
    double n[3];
    dv_cross3(f->e[ab], f->e[ac], n);
    double s_n = f->s_e[ab] * f->s_e[ac];
    const int x[3] = {a, b, c}, y[3] = {b, c, a};
    int pos = 0, neg = 0;
    for (int i = 0; i < 3; i++) {
        double m[3];
        dv_cross3(f->vp[x[i]], f->vp[y[i]], m);
        double w = dv_dot(3, n, m);
        double bound = 0x1p-49 * (s_n * (f->s_vp[x[i]] * f->s_vp[y[i]]));
        pos += w > bound;
        neg += w < -bound;
    }
    return neg ? 0 : pos == 3 ? 1 : -1;
}

/* p outside two or three faces: isect_tet_closest's vertex cones, edge wedges and faces,
 * in its order, on certified signs. */
static bool fast_outside(const double (*v)[3], const double *p, const tet_fast_d *f,
                         unsigned outside, isect_closest_feature_result3 *r) {
    unsigned sure = 1, start = 0, end = 0; /* bit e: from_a[e] > 0, from_b[e] < 0 */
    for (int e = 0; e < 6; e++) {
        int i = tet_edge[e][0], j = tet_edge[e][1];
        double from_a = dv_dot(3, f->vp[i], f->e[e]), from_b = dv_dot(3, f->vp[j], f->e[e]);
        sure &= fabs(from_a) > 0x1p-50 * (f->s_vp[i] * f->s_e[e]);
        sure &= fabs(from_b) > 0x1p-50 * (f->s_vp[j] * f->s_e[e]);
        start |= (unsigned)(from_a > 0) << e;
        end |= (unsigned)(from_b < 0) << e;
    }
    if (!sure)
        return false;
    /* vertex k's cone: the edges from k in their start regions, those to k in their end
     * regions */
    static const unsigned from_k[4] = {0x07, 0x18, 0x20, 0x00}, to_k[4] = {0x00, 0x01, 0x0a, 0x34};
    for (int k = 0; k < 4; k++)
        if ((start & from_k[k]) == from_k[k] && (end & to_k[k]) == to_k[k])
            return fast_vertex(v, f, k, r);
    /* strictly between the ends (every sign is non-zero here) */
    unsigned between = ~(start | end) & 0x3fu;
    static const int others[6][2] = {{2, 3}, {1, 3}, {1, 2}, {0, 3}, {0, 2}, {0, 1}};
    for (int e = 0; e < 6; e++) {
        if (!(between >> e & 1))
            continue;
        int i = tet_edge[e][0], j = tet_edge[e][1];
        int s = fast_wedge(f, e, i, j, others[e][0]);
        if (s == 0)
            return false;
        if (s > 0)
            continue;
        s = fast_wedge(f, e, i, j, others[e][1]);
        if (s == 0)
            return false;
        if (s < 0)
            return fast_edge(v, f, e, r);
    }
    for (int fc = 0; fc < 4; fc++) {
        if (!(outside >> fc & 1))
            continue;
        int over = fast_over(f, fc);
        if (over < 0)
            return false;
        if (over) /* the triangle's own region is then its face */
            return fast_face(v, p, fc, true, r) > 0;
    }
    return false;
}

static bool tet_fast(const double (*v)[3], const double *p, isect_closest_feature_result3 *r) {
    double big = dv_max_abs(3, p);
    for (int j = 0; j < 4; j++) {
        double m = dv_max_abs(3, v[j]);
        big = m > big ? m : big;
    }
    if (!(big >= 0x1p-250 && big <= 0x1p250))
        return false;
    tet_fast_d f;
    for (int e = 0; e < 6; e++)
        for (int k = 0; k < 3; k++)
            f.e[e][k] = v[tet_edge[e][1]][k] - v[tet_edge[e][0]][k];
    for (int i = 0; i < 4; i++)
        for (int k = 0; k < 3; k++)
            f.vp[i][k] = v[i][k] - p[k];
    for (int e = 0; e < 6; e++)
        f.s_e[e] = abs_sum3(f.e[e]);
    for (int i = 0; i < 4; i++)
        f.s_vp[i] = abs_sum3(f.vp[i]);
    if (tet_leaves_tiny(&f))
        return false;
    /* in_solid's volumes: p in place of v_k, differences from the first point */
    double pv0[3] = {-f.vp[0][0], -f.vp[0][1], -f.vp[0][2]}; /* p - v0, the same bits */
    double s_p0 = f.s_vp[0], vol[4];
    double whole = triple(f.e[0], f.e[1], f.e[2]);
    vol[0] = triple(f.vp[1], f.vp[2], f.vp[3]);
    vol[1] = triple(pv0, f.e[1], f.e[2]);
    vol[2] = triple(f.e[0], pv0, f.e[2]);
    vol[3] = triple(f.e[0], f.e[1], pv0);
    const double u16 = 0x1p-49;
    unsigned sure = fabs(whole) > u16 * ((f.s_e[0] * f.s_e[1]) * f.s_e[2]);
    sure &= fabs(vol[0]) > u16 * ((f.s_vp[1] * f.s_vp[2]) * f.s_vp[3]);
    sure &= fabs(vol[1]) > u16 * ((s_p0 * f.s_e[1]) * f.s_e[2]);
    sure &= fabs(vol[2]) > u16 * ((f.s_e[0] * s_p0) * f.s_e[2]);
    sure &= fabs(vol[3]) > u16 * ((f.s_e[0] * f.s_e[1]) * s_p0);
    if (!sure)
        return false;
    unsigned outside = 0; /* bit f: p strictly beyond face f */
    for (int k = 0; k < 4; k++)
        outside |= (unsigned)((vol[k] > 0) != (whole > 0)) << k;
    if (outside == 0)
        return fast_solid(p, &f, vol, r);
    if ((outside & (outside - 1)) == 0) {
        int face = outside == 1 ? 0 : outside == 2 ? 1 : outside == 4 ? 2 : 3;
        return fast_face(v, p, face, false, r) > 0;
    }
    return fast_outside(v, p, &f, outside, r);
}

isect_closest_feature_result3 isect_closest_point3_tet3(isect_vec3 p, const isect_tet3 *tet) {
    /* one result object for both paths, built in place (no copy of a half-written one) */
    isect_closest_feature_result3 r;
    bool fast = false;
    if (tet) {
        double v[4][3], q[3];
        for (int j = 0; j < 4; j++)
            dv_from3(v[j], tet->v[j]);
        dv_from3(q, p);
        fast = tet_fast((const double(*)[3])v, q, &r);
    }
    if (fast) {
        r.point_a = p;
        r.bary_a[0] = 1;
        r.bary_a[1] = r.bary_a[2] = r.bary_a[3] = 0;
        r.feature_a = (isect_feature){ISECT_FEATURE_VERTEX, 0};
    } else {
        r = isect_closest_point3_tet3_full(p, tet);
    }
    return r;
}

/* The full path (full_path.h), out of line so that the fast path stays small. */
ISECT_NOINLINE isect_closest_feature_result3 isect_closest_point3_tet3_full(isect_vec3 p,
                                                                            const isect_tet3 *tet) {
    isect_tri_closest_d c;
    c.flags = ISECT_INVALID; /* isect_tet_closest sets every field the result reads */
    if (isect_valid_tet3(tet) && isect_ok_vec3(p)) {
        double v[4][3], pd[3];
        for (int j = 0; j < 4; j++)
            dv_from3(v[j], tet->v[j]);
        dv_from3(pd, p);
        isect_tet_closest((const double(*)[3])v, pd, &c);
    }
    return isect_tri_result3(&c, p);
}
