/* The naive baselines of naive.h: each the textbook formula in plain isect_real
 * arithmetic (RTCD 3.1.6, 5.1.2, 5.1.5, 5.1.6, 5.3.2), no validation, no exactness. */
#include "naive.h"

static int sign_of(isect_real x) {
    return (x > 0) - (x < 0);
}

int baseline_orient2d(isect_vec2 a, isect_vec2 b, isect_vec2 c) {
    return sign_of((b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x));
}

int baseline_orient3d(isect_vec3 a, isect_vec3 b, isect_vec3 c, isect_vec3 d) {
    isect_real bx = b.x - a.x, by = b.y - a.y, bz = b.z - a.z;
    isect_real cx = c.x - a.x, cy = c.y - a.y, cz = c.z - a.z;
    isect_real dx = d.x - a.x, dy = d.y - a.y, dz = d.z - a.z;
    return sign_of((by * cz - bz * cy) * dx + (bz * cx - bx * cz) * dy + (bx * cy - by * cx) * dz);
}

int baseline_dot_sign3(isect_vec3 a, isect_vec3 b, isect_vec3 v) {
    return sign_of((a.x - b.x) * v.x + (a.y - b.y) * v.y + (a.z - b.z) * v.z);
}

int baseline_classify_point3_sphere3(isect_vec3 p, const isect_sphere3 *s) {
    isect_real x = p.x - s->center.x, y = p.y - s->center.y, z = p.z - s->center.z;
    return sign_of(x * x + y * y + z * z - s->radius * s->radius);
}

/* Squared distance from p to the segment a-b by clamped projection (RTCD 5.1.2). */
static isect_real dist_sq_point_seg3(isect_vec3 p, isect_vec3 a, isect_vec3 b) {
    isect_real dx = b.x - a.x, dy = b.y - a.y, dz = b.z - a.z;
    isect_real mx = p.x - a.x, my = p.y - a.y, mz = p.z - a.z;
    isect_real dd = dx * dx + dy * dy + dz * dz;
    isect_real t = dd > 0 ? (mx * dx + my * dy + mz * dz) / dd : 0;
    t = t < 0 ? 0 : (t > 1 ? 1 : t);
    isect_real qx = mx - t * dx, qy = my - t * dy, qz = mz - t * dz;
    return qx * qx + qy * qy + qz * qz;
}

int baseline_classify_point3_capsule3(isect_vec3 p, const isect_capsule3 *c) {
    return sign_of(dist_sq_point_seg3(p, c->p0, c->p1) - c->radius * c->radius);
}

bool baseline_test_seg3_sphere3(const isect_seg3 *seg, const isect_sphere3 *s) {
    return dist_sq_point_seg3(s->center, seg->p0, seg->p1) <= s->radius * s->radius;
}

/* RTCD 5.3.2: early out when the ray starts outside and points away. */
bool baseline_test_ray3_sphere3(const isect_ray3 *ray, const isect_sphere3 *s) {
    isect_real mx = ray->origin.x - s->center.x, my = ray->origin.y - s->center.y,
               mz = ray->origin.z - s->center.z;
    isect_real a = ray->dir.x * ray->dir.x + ray->dir.y * ray->dir.y + ray->dir.z * ray->dir.z;
    isect_real b = mx * ray->dir.x + my * ray->dir.y + mz * ray->dir.z;
    isect_real c = mx * mx + my * my + mz * mz - s->radius * s->radius;
    if (c > 0 && b > 0)
        return false;
    return b * b - a * c >= 0;
}

bool baseline_test_seg2_circle2(const isect_seg2 *seg, const isect_circle2 *c) {
    isect_real dx = seg->p1.x - seg->p0.x, dy = seg->p1.y - seg->p0.y;
    isect_real mx = c->center.x - seg->p0.x, my = c->center.y - seg->p0.y;
    isect_real dd = dx * dx + dy * dy;
    isect_real t = dd > 0 ? (mx * dx + my * dy) / dd : 0;
    t = t < 0 ? 0 : (t > 1 ? 1 : t);
    isect_real qx = mx - t * dx, qy = my - t * dy;
    return qx * qx + qy * qy <= c->radius * c->radius;
}

/* RTCD 5.1.2 as printed: the projection's numerator decides the start, the denominator
 * the end (a zero-length segment falls into the first case, so no division by 0). */
isect_closest_result3 baseline_closest_point3_seg3(isect_vec3 p, const isect_seg3 *seg) {
    isect_closest_result3 r = {0};
    isect_vec3 a = seg->p0, b = seg->p1;
    isect_real dx = b.x - a.x, dy = b.y - a.y, dz = b.z - a.z;
    isect_real t = (p.x - a.x) * dx + (p.y - a.y) * dy + (p.z - a.z) * dz;
    if (t <= 0) {
        r.t = 0;
        r.point_b = a;
    } else {
        isect_real dd = dx * dx + dy * dy + dz * dz;
        if (t >= dd) {
            r.t = 1;
            r.point_b = b;
        } else {
            r.t = t / dd;
            r.point_b = (isect_vec3){a.x + r.t * dx, a.y + r.t * dy, a.z + r.t * dz};
        }
    }
    isect_real ex = p.x - r.point_b.x, ey = p.y - r.point_b.y, ez = p.z - r.point_b.z;
    r.dist_sq = ex * ex + ey * ey + ez * ez;
    r.point_a = p;
    return r;
}

isect_closest_result2 baseline_closest_point2_seg2(isect_vec2 p, const isect_seg2 *seg) {
    isect_closest_result2 r = {0};
    isect_vec2 a = seg->p0, b = seg->p1;
    isect_real dx = b.x - a.x, dy = b.y - a.y;
    isect_real t = (p.x - a.x) * dx + (p.y - a.y) * dy;
    if (t <= 0) {
        r.t = 0;
        r.point_b = a;
    } else {
        isect_real dd = dx * dx + dy * dy;
        if (t >= dd) {
            r.t = 1;
            r.point_b = b;
        } else {
            r.t = t / dd;
            r.point_b = (isect_vec2){a.x + r.t * dx, a.y + r.t * dy};
        }
    }
    isect_real ex = p.x - r.point_b.x, ey = p.y - r.point_b.y;
    r.dist_sq = ex * ex + ey * ey;
    r.point_a = p;
    return r;
}

/* RTCD 5.1.5 ClosestPtPointTriangle. With ab = b - a, ac = c - a and the dot products of
 * ab and ac with p - a (d1, d2), p - b (d3, d4) and p - c (d5, d6): vertex a when d1, d2 <=
 * 0; vertex b when d3 >= 0 and d4 <= d3; edge ab when vc = d1 d4 - d3 d2 <= 0, d1 >= 0,
 * d3 <= 0; vertex c when d6 >= 0 and d5 <= d6; edge ac when vb = d5 d2 - d1 d6 <= 0,
 * d2 >= 0, d6 <= 0; edge bc when va = d3 d6 - d5 d4 <= 0, d4 >= d3, d5 >= d6; else the face
 * point a + v ab + w ac, v = vb / (va + vb + vc), w = vc / (va + vb + vc). Each dot product
 * is formed only when the tests before it have failed, as in the book. */
#define TRI_FEATURE(r, k, i, wa, wb, wc)                                                           \
    do {                                                                                           \
        (r).feature_b.kind = (k);                                                                  \
        (r).feature_b.index = (i);                                                                 \
        (r).bary_b[0] = (wa);                                                                      \
        (r).bary_b[1] = (wb);                                                                      \
        (r).bary_b[2] = (wc);                                                                      \
    } while (0)

static isect_closest_feature_result3 tri3_done(isect_closest_feature_result3 r, isect_vec3 p,
                                               isect_vec3 q) {
    isect_real ex = p.x - q.x, ey = p.y - q.y, ez = p.z - q.z;
    r.point_a = p;
    r.point_b = q;
    r.dist_sq = ex * ex + ey * ey + ez * ez;
    r.bary_a[0] = 1;
    r.feature_a.kind = ISECT_FEATURE_VERTEX;
    return r;
}

isect_closest_feature_result3 baseline_closest_point3_tri3(isect_vec3 p, const isect_tri3 *tri) {
    isect_closest_feature_result3 r = {0};
    isect_vec3 a = tri->v[0], b = tri->v[1], c = tri->v[2];
    isect_real abx = b.x - a.x, aby = b.y - a.y, abz = b.z - a.z;
    isect_real acx = c.x - a.x, acy = c.y - a.y, acz = c.z - a.z;
    isect_real apx = p.x - a.x, apy = p.y - a.y, apz = p.z - a.z;
    isect_real d1 = abx * apx + aby * apy + abz * apz, d2 = acx * apx + acy * apy + acz * apz;
    if (d1 <= 0 && d2 <= 0) {
        TRI_FEATURE(r, ISECT_FEATURE_VERTEX, 0, 1, 0, 0);
        return tri3_done(r, p, a);
    }
    isect_real bpx = p.x - b.x, bpy = p.y - b.y, bpz = p.z - b.z;
    isect_real d3 = abx * bpx + aby * bpy + abz * bpz, d4 = acx * bpx + acy * bpy + acz * bpz;
    if (d3 >= 0 && d4 <= d3) {
        TRI_FEATURE(r, ISECT_FEATURE_VERTEX, 1, 0, 1, 0);
        return tri3_done(r, p, b);
    }
    isect_real vc = d1 * d4 - d3 * d2;
    if (vc <= 0 && d1 >= 0 && d3 <= 0) {
        isect_real v = d1 / (d1 - d3);
        TRI_FEATURE(r, ISECT_FEATURE_EDGE, 0, 1 - v, v, 0);
        return tri3_done(r, p, (isect_vec3){a.x + v * abx, a.y + v * aby, a.z + v * abz});
    }
    isect_real cpx = p.x - c.x, cpy = p.y - c.y, cpz = p.z - c.z;
    isect_real d5 = abx * cpx + aby * cpy + abz * cpz, d6 = acx * cpx + acy * cpy + acz * cpz;
    if (d6 >= 0 && d5 <= d6) {
        TRI_FEATURE(r, ISECT_FEATURE_VERTEX, 2, 0, 0, 1);
        return tri3_done(r, p, c);
    }
    isect_real vb = d5 * d2 - d1 * d6;
    if (vb <= 0 && d2 >= 0 && d6 <= 0) {
        isect_real w = d2 / (d2 - d6);
        TRI_FEATURE(r, ISECT_FEATURE_EDGE, 2, 1 - w, 0, w);
        return tri3_done(r, p, (isect_vec3){a.x + w * acx, a.y + w * acy, a.z + w * acz});
    }
    isect_real va = d3 * d6 - d5 * d4;
    if (va <= 0 && d4 - d3 >= 0 && d5 - d6 >= 0) {
        isect_real w = (d4 - d3) / ((d4 - d3) + (d5 - d6));
        TRI_FEATURE(r, ISECT_FEATURE_EDGE, 1, 0, 1 - w, w);
        return tri3_done(
            r, p,
            (isect_vec3){b.x + w * (c.x - b.x), b.y + w * (c.y - b.y), b.z + w * (c.z - b.z)});
    }
    isect_real denom = 1 / (va + vb + vc), v = vb * denom, w = vc * denom;
    TRI_FEATURE(r, ISECT_FEATURE_FACE, 0, 1 - v - w, v, w);
    return tri3_done(
        r, p,
        (isect_vec3){a.x + abx * v + acx * w, a.y + aby * v + acy * w, a.z + abz * v + acz * w});
}

static isect_closest_feature_result2 tri2_done(isect_closest_feature_result2 r, isect_vec2 p,
                                               isect_vec2 q) {
    isect_real ex = p.x - q.x, ey = p.y - q.y;
    r.point_a = p;
    r.point_b = q;
    r.dist_sq = ex * ex + ey * ey;
    r.bary_a[0] = 1;
    r.feature_a.kind = ISECT_FEATURE_VERTEX;
    return r;
}

/* The same in the plane (the face point then approximates p itself). */
isect_closest_feature_result2 baseline_closest_point2_tri2(isect_vec2 p, const isect_tri2 *tri) {
    isect_closest_feature_result2 r = {0};
    isect_vec2 a = tri->v[0], b = tri->v[1], c = tri->v[2];
    isect_real abx = b.x - a.x, aby = b.y - a.y, acx = c.x - a.x, acy = c.y - a.y;
    isect_real apx = p.x - a.x, apy = p.y - a.y;
    isect_real d1 = abx * apx + aby * apy, d2 = acx * apx + acy * apy;
    if (d1 <= 0 && d2 <= 0) {
        TRI_FEATURE(r, ISECT_FEATURE_VERTEX, 0, 1, 0, 0);
        return tri2_done(r, p, a);
    }
    isect_real bpx = p.x - b.x, bpy = p.y - b.y;
    isect_real d3 = abx * bpx + aby * bpy, d4 = acx * bpx + acy * bpy;
    if (d3 >= 0 && d4 <= d3) {
        TRI_FEATURE(r, ISECT_FEATURE_VERTEX, 1, 0, 1, 0);
        return tri2_done(r, p, b);
    }
    isect_real vc = d1 * d4 - d3 * d2;
    if (vc <= 0 && d1 >= 0 && d3 <= 0) {
        isect_real v = d1 / (d1 - d3);
        TRI_FEATURE(r, ISECT_FEATURE_EDGE, 0, 1 - v, v, 0);
        return tri2_done(r, p, (isect_vec2){a.x + v * abx, a.y + v * aby});
    }
    isect_real cpx = p.x - c.x, cpy = p.y - c.y;
    isect_real d5 = abx * cpx + aby * cpy, d6 = acx * cpx + acy * cpy;
    if (d6 >= 0 && d5 <= d6) {
        TRI_FEATURE(r, ISECT_FEATURE_VERTEX, 2, 0, 0, 1);
        return tri2_done(r, p, c);
    }
    isect_real vb = d5 * d2 - d1 * d6;
    if (vb <= 0 && d2 >= 0 && d6 <= 0) {
        isect_real w = d2 / (d2 - d6);
        TRI_FEATURE(r, ISECT_FEATURE_EDGE, 2, 1 - w, 0, w);
        return tri2_done(r, p, (isect_vec2){a.x + w * acx, a.y + w * acy});
    }
    isect_real va = d3 * d6 - d5 * d4;
    if (va <= 0 && d4 - d3 >= 0 && d5 - d6 >= 0) {
        isect_real w = (d4 - d3) / ((d4 - d3) + (d5 - d6));
        TRI_FEATURE(r, ISECT_FEATURE_EDGE, 1, 0, 1 - w, w);
        return tri2_done(r, p, (isect_vec2){b.x + w * (c.x - b.x), b.y + w * (c.y - b.y)});
    }
    isect_real denom = 1 / (va + vb + vc), v = vb * denom, w = vc * denom;
    TRI_FEATURE(r, ISECT_FEATURE_FACE, 0, 1 - v - w, v, w);
    return tri2_done(r, p, (isect_vec2){a.x + abx * v + acx * w, a.y + aby * v + acy * w});
}

/* RTCD 5.1.6 ClosestPtPointTetrahedron, in the book's form for either winding:
 * PointOutsideOfPlane(p, a, b, c, d) is [AP AB AC] [AD AB AC] < 0 (p and the fourth vertex
 * strictly on opposite sides of the face's plane). p is its own closest point unless it is
 * outside some face; then the closest point is the nearest of those faces' closest points
 * (RTCD 5.1.5, as baseline_closest_point3_tri3 but into a small record, not the whole
 * result per face). The faces, as the book lists them: abc, acd, adb, bdc (each with its
 * fourth vertex last); the winner's triangle feature is renamed into isect's numbering. */
static const int tet_face[4][4] = {{0, 1, 2, 3}, {0, 2, 3, 1}, {0, 3, 1, 2}, {1, 3, 2, 0}};
static const int tet_edge[4][4] = {{-1, 0, 1, 2}, {0, -1, 3, 4}, {1, 3, -1, 5}, {2, 4, 5, -1}};

typedef struct tri_pick {
    isect_vec3 q;
    isect_real dist_sq, bary[3];
    isect_feature feature;
} tri_pick;

static void pick_set(tri_pick *out, isect_vec3 p, isect_vec3 q, isect_real wa, isect_real wb,
                     isect_real wc, isect_feature_kind kind, int index) {
    isect_real ex = p.x - q.x, ey = p.y - q.y, ez = p.z - q.z;
    out->q = q;
    out->dist_sq = ex * ex + ey * ey + ez * ez;
    out->bary[0] = wa;
    out->bary[1] = wb;
    out->bary[2] = wc;
    out->feature.kind = kind;
    out->feature.index = index;
}

static void pick_tri3(isect_vec3 p, isect_vec3 a, isect_vec3 b, isect_vec3 c, tri_pick *out) {
    isect_real abx = b.x - a.x, aby = b.y - a.y, abz = b.z - a.z;
    isect_real acx = c.x - a.x, acy = c.y - a.y, acz = c.z - a.z;
    isect_real apx = p.x - a.x, apy = p.y - a.y, apz = p.z - a.z;
    isect_real d1 = abx * apx + aby * apy + abz * apz, d2 = acx * apx + acy * apy + acz * apz;
    if (d1 <= 0 && d2 <= 0) {
        pick_set(out, p, a, 1, 0, 0, ISECT_FEATURE_VERTEX, 0);
        return;
    }
    isect_real bpx = p.x - b.x, bpy = p.y - b.y, bpz = p.z - b.z;
    isect_real d3 = abx * bpx + aby * bpy + abz * bpz, d4 = acx * bpx + acy * bpy + acz * bpz;
    if (d3 >= 0 && d4 <= d3) {
        pick_set(out, p, b, 0, 1, 0, ISECT_FEATURE_VERTEX, 1);
        return;
    }
    isect_real vc = d1 * d4 - d3 * d2;
    if (vc <= 0 && d1 >= 0 && d3 <= 0) {
        isect_real v = d1 / (d1 - d3);
        pick_set(out, p, (isect_vec3){a.x + v * abx, a.y + v * aby, a.z + v * abz}, 1 - v, v, 0,
                 ISECT_FEATURE_EDGE, 0);
        return;
    }
    isect_real cpx = p.x - c.x, cpy = p.y - c.y, cpz = p.z - c.z;
    isect_real d5 = abx * cpx + aby * cpy + abz * cpz, d6 = acx * cpx + acy * cpy + acz * cpz;
    if (d6 >= 0 && d5 <= d6) {
        pick_set(out, p, c, 0, 0, 1, ISECT_FEATURE_VERTEX, 2);
        return;
    }
    isect_real vb = d5 * d2 - d1 * d6;
    if (vb <= 0 && d2 >= 0 && d6 <= 0) {
        isect_real w = d2 / (d2 - d6);
        pick_set(out, p, (isect_vec3){a.x + w * acx, a.y + w * acy, a.z + w * acz}, 1 - w, 0, w,
                 ISECT_FEATURE_EDGE, 2);
        return;
    }
    isect_real va = d3 * d6 - d5 * d4;
    if (va <= 0 && d4 - d3 >= 0 && d5 - d6 >= 0) {
        isect_real w = (d4 - d3) / ((d4 - d3) + (d5 - d6));
        pick_set(out, p,
                 (isect_vec3){b.x + w * (c.x - b.x), b.y + w * (c.y - b.y), b.z + w * (c.z - b.z)},
                 0, 1 - w, w, ISECT_FEATURE_EDGE, 1);
        return;
    }
    isect_real denom = 1 / (va + vb + vc), v = vb * denom, w = vc * denom;
    pick_set(
        out, p,
        (isect_vec3){a.x + abx * v + acx * w, a.y + aby * v + acy * w, a.z + abz * v + acz * w},
        1 - v - w, v, w, ISECT_FEATURE_FACE, 0);
}

static int outside_of_plane(isect_vec3 p, isect_vec3 a, isect_vec3 b, isect_vec3 c, isect_vec3 d) {
    isect_real abx = b.x - a.x, aby = b.y - a.y, abz = b.z - a.z;
    isect_real acx = c.x - a.x, acy = c.y - a.y, acz = c.z - a.z;
    isect_real nx = aby * acz - abz * acy, ny = abz * acx - abx * acz, nz = abx * acy - aby * acx;
    isect_real signp = (p.x - a.x) * nx + (p.y - a.y) * ny + (p.z - a.z) * nz;
    isect_real signd = (d.x - a.x) * nx + (d.y - a.y) * ny + (d.z - a.z) * nz;
    return signp * signd < 0;
}

isect_closest_feature_result3 baseline_closest_point3_tet3(isect_vec3 p, const isect_tet3 *tet) {
    isect_closest_feature_result3 r = {0};
    tri_pick best = {{0, 0, 0}, 0, {0, 0, 0}, {ISECT_FEATURE_NONE, 0}}, pick;
    int best_face = -1;
    for (int f = 0; f < 4; f++) {
        const int *v = tet_face[f];
        if (!outside_of_plane(p, tet->v[v[0]], tet->v[v[1]], tet->v[v[2]], tet->v[v[3]]))
            continue;
        pick_tri3(p, tet->v[v[0]], tet->v[v[1]], tet->v[v[2]], &pick);
        if (best_face < 0 || pick.dist_sq < best.dist_sq) {
            best = pick;
            best_face = f;
        }
    }
    r.point_a = p;
    r.bary_a[0] = 1;
    r.feature_a.kind = ISECT_FEATURE_VERTEX;
    if (best_face < 0) {
        r.point_b = p;
        r.feature_b.kind = ISECT_FEATURE_SOLID;
        return r;
    }
    const int *v = tet_face[best_face];
    r.point_b = best.q;
    r.dist_sq = best.dist_sq;
    for (int k = 0; k < 3; k++)
        r.bary_b[v[k]] = best.bary[k];
    int i = best.feature.index;
    r.feature_b = best.feature;
    if (best.feature.kind == ISECT_FEATURE_VERTEX)
        r.feature_b.index = v[i];
    else if (best.feature.kind == ISECT_FEATURE_EDGE)
        r.feature_b.index = tet_edge[v[i]][v[(i + 1) % 3]];
    else
        r.feature_b.index = v[3];
    return r;
}

/* Arvo, Graphics Gems I p. 335 (RTCD 5.2.5 SqDistPointAABB): add the squared distance
 * to the slab on every axis where the centre lies outside it. */
bool baseline_test_sphere3_aabb3_arvo(const isect_sphere3 *s, const isect_aabb3 *b) {
    const isect_real c[3] = {s->center.x, s->center.y, s->center.z};
    const isect_real lo[3] = {b->min.x, b->min.y, b->min.z}, hi[3] = {b->max.x, b->max.y, b->max.z};
    isect_real d = 0;
    for (int i = 0; i < 3; i++) {
        if (c[i] < lo[i])
            d += (c[i] - lo[i]) * (c[i] - lo[i]);
        else if (c[i] > hi[i])
            d += (c[i] - hi[i]) * (c[i] - hi[i]);
    }
    return d <= s->radius * s->radius;
}

/* The absolute-value form: per axis max(|c - box centre| - half extent, 0), from the
 * rounded centre and half extent. */
bool baseline_test_sphere3_aabb3_abs(const isect_sphere3 *s, const isect_aabb3 *b) {
    const isect_real c[3] = {s->center.x, s->center.y, s->center.z};
    const isect_real lo[3] = {b->min.x, b->min.y, b->min.z}, hi[3] = {b->max.x, b->max.y, b->max.z};
    isect_real d = 0;
    for (int i = 0; i < 3; i++) {
        isect_real m = (lo[i] + hi[i]) * (isect_real)0.5, e = (hi[i] - lo[i]) * (isect_real)0.5;
        isect_real x = c[i] - m;
        x = (x < 0 ? -x : x) - e;
        x = x > 0 ? x : 0;
        d += x * x;
    }
    return d <= s->radius * s->radius;
}

bool baseline_test_circle2_aabb2_arvo(const isect_circle2 *c, const isect_aabb2 *b) {
    const isect_real p[2] = {c->center.x, c->center.y};
    const isect_real lo[2] = {b->min.x, b->min.y}, hi[2] = {b->max.x, b->max.y};
    isect_real d = 0;
    for (int i = 0; i < 2; i++) {
        if (p[i] < lo[i])
            d += (p[i] - lo[i]) * (p[i] - lo[i]);
        else if (p[i] > hi[i])
            d += (p[i] - hi[i]) * (p[i] - hi[i]);
    }
    return d <= c->radius * c->radius;
}

/* RTCD 5.1.4 SqDistPointOBB, then compared with r^2. */
static isect_real excess_sq(isect_real w, isect_real h) {
    isect_real e = (w < 0 ? -w : w) - h;
    return e > 0 ? e * e : 0;
}

bool baseline_test_sphere3_obb3(const isect_sphere3 *s, const isect_obb3 *b) {
    isect_real dx = s->center.x - b->center.x, dy = s->center.y - b->center.y,
               dz = s->center.z - b->center.z;
    const isect_real h[3] = {b->half.x, b->half.y, b->half.z};
    isect_real d = 0;
    for (int i = 0; i < 3; i++) {
        isect_real w = dx * b->axis[i].x + dy * b->axis[i].y + dz * b->axis[i].z;
        d += excess_sq(w, h[i]);
    }
    return d <= s->radius * s->radius;
}

bool baseline_test_circle2_obb2(const isect_circle2 *c, const isect_obb2 *b) {
    isect_real dx = c->center.x - b->center.x, dy = c->center.y - b->center.y;
    isect_real w0 = dx * b->axis.x + dy * b->axis.y, w1 = -dx * b->axis.y + dy * b->axis.x;
    return excess_sq(w0, b->half.x) + excess_sq(w1, b->half.y) <= c->radius * c->radius;
}

int baseline_classify_point3_obb3(isect_vec3 p, const isect_obb3 *b) {
    isect_real dx = p.x - b->center.x, dy = p.y - b->center.y, dz = p.z - b->center.z;
    const isect_real h[3] = {b->half.x, b->half.y, b->half.z};
    int worst = -1;
    for (int i = 0; i < 3; i++) {
        isect_real w = dx * b->axis[i].x + dy * b->axis[i].y + dz * b->axis[i].z;
        int s = sign_of((w < 0 ? -w : w) - h[i]);
        worst = s > worst ? s : worst;
    }
    return worst;
}

/* RTCD 5.1.3 ClosestPtPointAABB and the squared distance. */
isect_real baseline_closest_point3_aabb3(isect_vec3 p, const isect_aabb3 *b, isect_vec3 *q) {
    q->x = p.x < b->min.x ? b->min.x : (p.x > b->max.x ? b->max.x : p.x);
    q->y = p.y < b->min.y ? b->min.y : (p.y > b->max.y ? b->max.y : p.y);
    q->z = p.z < b->min.z ? b->min.z : (p.z > b->max.z ? b->max.z : p.z);
    isect_real dx = q->x - p.x, dy = q->y - p.y, dz = q->z - p.z;
    return dx * dx + dy * dy + dz * dz;
}
