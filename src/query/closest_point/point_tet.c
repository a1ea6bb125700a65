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

#include "base/vec.h"
#include "exact/expansion.h"
#include "exact/scale.h"
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

isect_closest_feature_result3 isect_closest_point3_tet3(isect_vec3 p, const isect_tet3 *tet) {
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
