/* A ball against a view frustum, isect_test_sphere3_frustum3 (declared in isect/overlap.h
 * with the other frustum tests of overlap/frustum.c, whose derivation it shares): here
 * because it is decided by the exact closest point of a polyhedron by its planes
 * (point_hull_planes.c).
 *
 * Derivation. The ball B = {x : |x - c| <= r} meets F, the intersection of the six
 * half-spaces, iff dist(c, F) <= r (F empty: never). Against each plane the ball lies
 * wholly in front (s(c) > 0 and s(c)^2 > r^2 N . N: apart), wholly behind (inside that
 * half-space) or meets the plane (RTCD 5.2.2, exact: sign/plane_solid_sign.h). The planes
 * it lies behind can be dropped (B n F = B n the rest), so with P the straddled ones:
 * |P| <= 1 meets; the centre inside every plane of P meets; otherwise dist(c, F_P) for the
 * hull F_P of P's planes, from the exact certificate of its closest point (the set S of
 * 1 to 3 planes the projection lies on, point_hull_planes.c), against r:
 * sign(dist^2 - r^2) from S's ratios, filtered in double-double, exact when close. */
#include <math.h>
#include <stdbool.h>
#include <stddef.h>

#include "isect/overlap.h"

#include "base/inline.h"
#include "base/vec.h"
#include "query/closest_point/full_path.h"
#include "query/closest_point/point_hull_planes.h"
#include "sign/plane_solid_sign.h"
#include "sign/valid.h"

/* The ball's side of the plane as isect_side: behind, in front, or meeting it. */
static int ball_side(const isect_plane3 *pl, const double *c, double r) {
    isect_plane_d d = isect_plane_d_of3(pl);
    if (isect_sign_plane3_ball(&d, c, r) <= 0)
        return ISECT_STRADDLING;
    return isect_sign_plane_point(&d, c) > 0 ? ISECT_FRONT : ISECT_BACK;
}

/* ---- The ball near an edge or a corner ----------------------------------------------
 * When the centre lies outside two or more straddled planes, the closest point of their
 * intersection F_P to c is, in exact arithmetic, c - L with L = sum_a lambda_a n_a over
 * the 1 to 3 planes it lies on, lambda solving the Gram system (point_hull_planes.c's
 * derivation). In plain double:
 * - apart: any lambda >= 0 with v = lambda . s > 0 and v^2 > r^2 |L|^2 is a certificate
 *   (the ball lies beyond the plane L . x = lambda . o, which F_P lies behind), however
 *   rounded lambda is; each is evaluated with bounds from s's bounds and the roundings;
 * - overlap: a point certainly inside the straddled planes within r of c: the candidate
 *   closest point, moved a little inside the planes it lies on. */

/* The certificate test for weights lam over the m planes idx (s, bs: the centre's values
 * and bounds). v's error: sum lam_a b_a plus 4 u of its magnitude; L_i's 4 u of
 * sum |lam_a n_ai|, so |L|^2's at most sum 2 |L_i| d_i + d_i^2 plus 4 u; t = v^2 - r^2
 * |L|^2 then as in ball_quick. Weights below 2^-60 are refused (underflow, with inputs not
 * tiny). */
static bool ball_apart(const isect_frustum3 *f, const int *idx, const double *lam, int m,
                       const double *s, const double *bs, double r) {
    double v = 0, bv = 0, L[3] = {0, 0, 0}, dL[3] = {0, 0, 0};
    for (int a = 0; a < m; a++) {
        if (!(lam[a] >= 0x1p-60))
            return false;
        double n[3], o;
        isect_fq_plane(f, idx[a], n, &o);
        v += lam[a] * s[idx[a]];
        bv += lam[a] * (bs[idx[a]] + 4 * 0x1p-53 * fabs(s[idx[a]]));
        for (int i = 0; i < 3; i++) {
            L[i] += lam[a] * n[i];
            dL[i] += 4 * 0x1p-53 * fabs(lam[a] * n[i]);
        }
    }
    double LL = 0, bLL = 0;
    for (int i = 0; i < 3; i++) {
        LL += L[i] * L[i];
        bLL += 2 * fabs(L[i]) * dL[i] + dL[i] * dL[i];
    }
    bLL += 4 * 0x1p-53 * LL;
    double t = v * v - r * r * LL;
    double bt =
        bv * (2 * fabs(v) + 2 * bv) + r * r * bLL + 8 * 0x1p-53 * (v * v + r * r * LL) + 0x1p-1000;
    return v > bv && t > bt;
}

/* x certainly inside every straddled plane and within r of c? |x - c|^2 computed with 5
 * roundings of its own magnitude (the differences and the sum). */
static bool ball_witness(const isect_frustum3 *f, unsigned mask, const double *x, const double *c,
                         double r) {
    double d2 = 0;
    for (int i = 0; i < 3; i++)
        d2 += (x[i] - c[i]) * (x[i] - c[i]);
    if (!(d2 * (1 + 8 * 0x1p-53) + 0x1p-1000 < r * r * (1 - 4 * 0x1p-53)))
        return false;
    for (int j = 0; j < 6; j++) {
        double n[3], o, b;
        isect_fq_plane(f, j, n, &o);
        if ((mask >> j & 1) && !(isect_fq_at(n, o, x, &b) < -b))
            return false;
    }
    return true;
}

/* 1 overlap, 0 apart, -1 undecided: the faces, edges and corners of the planes in mask. */
ISECT_NOINLINE static int ball_more(const isect_frustum3 *f, unsigned mask, const double *c,
                                    double r, const double *s, const double *bs) {
    int P[6], m = 0;
    double n[6][3], o[6];
    for (int j = 0; j < 6; j++)
        if (mask >> j & 1) {
            isect_fq_plane(f, j, n[m], &o[m]);
            P[m++] = j;
        }
    double scale = fabs(c[0]) + fabs(c[1]) + fabs(c[2]) + r;
    for (int a = 0; a < m; a++) { /* a face: lambda = s_a / |n_a|^2 */
        double aa = dv_dot(3, n[a], n[a]), lam = s[P[a]] / aa, x[3];
        if (!(lam > 0))
            continue;
        for (int i = 0; i < 3; i++)
            x[i] = c[i] - (lam + 0x1p-30 * scale / sqrt(aa)) * n[a][i];
        if (ball_witness(f, mask, x, c, r))
            return 1;
    }
    for (int a = 0; a < m; a++)
        for (int b = a + 1; b < m; b++) { /* an edge: the 2 x 2 Gram system */
            double aa = dv_dot(3, n[a], n[a]), bb = dv_dot(3, n[b], n[b]);
            double ab = dv_dot(3, n[a], n[b]), det = aa * bb - ab * ab;
            double sa = s[P[a]], sb = s[P[b]];
            double lam[2] = {(bb * sa - ab * sb) / det, (aa * sb - ab * sa) / det};
            int idx[2] = {P[a], P[b]};
            if (!(det > 0) || !(lam[0] > 0) || !(lam[1] > 0))
                continue;
            if (ball_apart(f, idx, lam, 2, s, bs, r))
                return 0;
            double t = 0x1p-30 * scale, x[3]; /* inside both: n_a . v = n_b . v = 1 */
            for (int i = 0; i < 3; i++)
                x[i] = c[i] - lam[0] * n[a][i] - lam[1] * n[b][i] -
                       t * ((bb - ab) * n[a][i] + (aa - ab) * n[b][i]) / det;
            if (ball_witness(f, mask, x, c, r))
                return 1;
        }
    for (int a = 0; a < m; a++)
        for (int b = a + 1; b < m; b++)
            for (int d = b + 1; d < m; d++) { /* a corner: Cramer */
                double m0[3], m1[3], m2[3], x[3], lam[3];
                dv_cross3(n[b], n[d], m0);
                dv_cross3(n[d], n[a], m1);
                dv_cross3(n[a], n[b], m2);
                double det = dv_dot(3, n[a], m0);
                if (!(fabs(det) > 0))
                    continue;
                for (int i = 0; i < 3; i++)
                    x[i] = (o[a] * m0[i] + o[b] * m1[i] + o[d] * m2[i]) / det;
                double cx[3] = {c[0] - x[0], c[1] - x[1], c[2] - x[2]};
                lam[0] = dv_dot(3, cx, m0) / det; /* c - x = sum lam_a n_a */
                lam[1] = dv_dot(3, cx, m1) / det;
                lam[2] = dv_dot(3, cx, m2) / det;
                int idx[3] = {P[a], P[b], P[d]};
                if (!(lam[0] > 0) || !(lam[1] > 0) || !(lam[2] > 0))
                    continue;
                if (ball_apart(f, idx, lam, 3, s, bs, r))
                    return 0;
                double t = 0x1p-30 * scale;
                for (int i = 0; i < 3; i++)
                    x[i] -= t * (m0[i] + m1[i] + m2[i]) / det;
                if (ball_witness(f, mask, x, c, r))
                    return 1;
            }
    return -1;
}

/* The quick filter, plane by plane in plain double: s = n . c - o with its bound b_s
 * (isect_fq_at) and t = s^2 - r^2 (n . n). With the computed s off by at most b_s, the
 * computed s^2 is off by at most b_s (2 |s| + b_s) plus its rounding, and r^2 (n . n)
 * (5 roundings) by 6 u of itself, so b_t = b_s (2 |s| + 2 b_s) + 8 u (s^2 + r^2 n . n)
 * bounds the error of t. Out: s > b_s and t > b_t; in: s < -b_s and t > b_t; reached:
 * s < -b_s or t < -b_t (the centre inside, or the ball meeting the plane). A witness for
 * two or more planes not in: the centre inside each of them. */
ISECT_INLINE int ball_quick(const double *c, double r, const isect_frustum3 *f) {
    isect_fq_sides q = {false, 0, 0, 0};
    double s[6], bs[6];
    for (int j = 0; j < 6; j++) {
        double n[3], o;
        isect_fq_plane(f, j, n, &o);
        s[j] = isect_fq_at(n, o, c, &bs[j]);
        double rn = r * r * (n[0] * n[0] + n[1] * n[1] + n[2] * n[2]);
        double t = s[j] * s[j] - rn;
        double bt = bs[j] * (2 * fabs(s[j]) + 2 * bs[j]) + 8 * 0x1p-53 * (s[j] * s[j] + rn);
        bool far = t > bt, sure_in = s[j] < -bs[j];
        isect_fq_add(&q, j, far & (s[j] > bs[j]), far & sure_in, sure_in | (t < -bt));
    }
    double ball[4] = {c[0], c[1], c[2], r};
    if (isect_fq_tiny_with(f, ball, 4))
        return -1;
    int a = isect_fq_answer_at(&q, s, bs);
    if (a >= 0 || q.unsure)
        return a;
    return ball_more(f, q.mask, c, r, s, bs);
}

/* The full path: the exact sides, the centre, then the closest point (the derivation). */
ISECT_NOINLINE static bool ball_full(const isect_sphere3 *sphere, const double *c,
                                     const isect_frustum3 *frustum) {
    int side[6];
    for (int j = 0; j < 6; j++)
        side[j] = ball_side(&frustum->planes[j], c, (double)sphere->radius);
    int P[6], n = isect_frustum_straddled(side, P);
    if (n < 2)
        return n >= 0;
    if (isect_frustum_holds(frustum, P, n, sphere->center))
        return true;
    isect_plane3 planes[6];
    for (int i = 0; i < n; i++)
        planes[i] = frustum->planes[P[i]];
    isect_hull3 hull = {NULL, 0, planes, (size_t)n};
    return isect_hull_planes_ball_sign(sphere->center, sphere->radius, &hull) <= 0;
}

bool isect_test_sphere3_frustum3(const isect_sphere3 *sphere, const isect_frustum3 *frustum) {
    if (!isect_ok_frustum3(frustum) || !isect_ok_sphere3(sphere))
        return false;
    double c[3];
    dv_from3(c, sphere->center);
    int q = ball_quick(c, (double)sphere->radius, frustum);
    return q >= 0 ? q == 1 : ball_full(sphere, c, frustum);
}

bool isect_test_sphere3_frustum3_full(const isect_sphere3 *sphere, const isect_frustum3 *frustum) {
    if (!isect_ok_frustum3(frustum) || !isect_ok_sphere3(sphere))
        return false;
    double c[3];
    dv_from3(c, sphere->center);
    return ball_full(sphere, c, frustum);
}
