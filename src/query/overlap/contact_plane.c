/* The contact of a ball, an axis-aligned box or an oriented box with a plane
 * (isect/overlap.h, "Contact of a solid and a plane"): RTCD 5.2.2 and 5.2.3 with the
 * depth, normal and point of isect_contact_result3.
 *
 * Derivation. With s(x) = (N . x - o) / |N| the signed distance from the plane and n = N / |N|,
 * a convex solid K reaches along -n down to min_K s = s(c) - R and along n up to
 * max_K s = s(c) + R, with c its centre and R its reach along n:
 * - a ball: R = r;
 * - an oriented box, the frame box { x : |(x - c) . a_i| <= h_i } of isect/box.h, is
 *   c + sum_i w_i e_i / D with |w_i| <= h_i (e_i = a_{i+1} x a_{i+2}, D = a_0 . e_0), so
 *   R = sum_i h_i |n . e_i| / |D|, reached at c -+ sum_i h_i sigma_i e_i / D with
 *   sigma_i = sign(N . e_i) sign(D) (RTCD 5.2.3 for orthonormal axes);
 * - an axis-aligned box: the corners nearest and farthest along N, min_i or max_i by the
 *   sign of N_i (no centre or extent rounded).
 * The plane is a surface (as in the tests): the solid meets it iff s(c) - R <= 0 <=
 * s(c) + R, and the least motion that separates them pushes the solid back to the side
 * of its centre: depth = R - |s(c)|, normal = -sign(s(c)) n from the solid toward the
 * plane (a centre on the plane: pushed to the front, -n, and ISECT_AMBIGUOUS). The
 * solid's deepest point along the normal is its support point there (the centre of a
 * face or edge whose sigma_i is 0: parallel to the plane); the plane's surface lies
 * depth behind it along the normal, so the point midway is deepest - depth / 2 normal.
 * For an axis-aligned box, s(lo) = s(c) - R is the least corner's own distance, and
 * s(c) = s(lo) + R, s(hi) = s(lo) + 2 R.
 *
 * Exact choices, each from a computed value where that value is farther from 0 than its
 * error bound, else from an exact sign: the hit (the depth's sign; else the classify
 * query), the side of the centre (the sign of its distance, which construct/plane_dist.h
 * makes exact; an AABB's s(lo) + R, else isect_sign_plane_box_centre on (min + max) / 2
 * unrounded), the signs of N_i (a plane3's as given; a plane3p's from a filtered cross
 * product, else its exact unit normal's, else orient2d) and of N . e_i (n . e_i, else
 * isect_sign_plane_obb_axis). The distance is a plane3's plain dot product where its
 * sign is certain and magnitudes ordinary (its error, 5 u (|n| |c| + |o|) / |n|, is
 * within the documented bound, which is absolute in the scale of the positions), else
 * construct/plane_dist.h's, a few units in the last place at any magnitude. Everything is
 * formed in the frame scaled by 2^t that brings the solid's values to [0.5, 1)
 * (base/contact.h), lowered when the plane lies far beyond the solid, and scaled back
 * once. */
#include <math.h>
#include <stdbool.h>

#include "isect/overlap.h"

#include "base/contact.h"
#include "base/vec.h"
#include "construct/plane_dist.h"
#include "sign/box_sign.h"
#include "sign/plane_solid_sign.h"
#include "sign/valid.h"

/* ---- The plane, either form ------------------------------------------------------------ */

typedef struct plane_of {
    const isect_plane3 *p3;  /* a plane3 (non-NULL: NULL planes are answered first), or */
    const isect_plane3p *pp; /* a plane3p */
} plane_of;

/* The signed distance of x and the unit normal (false: cannot happen for a plane the
 * classify query found valid). */
static bool distance_of(const plane_of *pl, const double *x, isect_plane_dist *d) {
    isect_vec3 v = {(isect_real)x[0], (isect_real)x[1], (isect_real)x[2]};
    return pl->p3 ? isect_plane3_dist(v, pl->p3, d, true) : isect_plane3p_dist(v, pl->pp, d, true);
}

/* A plane3 at ordinary magnitudes, in plain double: s = n . x - o with the frustum
 * filters' bound on its error (isect_fq_at: 8 u m + 2^-1000, m = sum |n_i x_i| + |o|), so
 * its sign is exact when |s| exceeds the bound; the distance s / |n| and the unit normal
 * n / |n| are then within *slack = (bound + 8 u |s|) / |n| and a few u. Ordinary: the
 * bound in [2^-900, 2^850] (so the absolute 2^-1000 is negligible and nothing overflows)
 * and n . n in [2^-900, 2^900]. False (nothing certified) otherwise: the caller takes
 * distance_of. */
static bool quick_distance(const isect_plane3 *p, const double *x, isect_plane_dist *d,
                           double *slack) {
    double n[3], bound;
    dv_from3(n, p->normal);
    double s = isect_fq_at(n, p->offset, x, &bound), nn = dv_dot(3, n, n);
    if (!((bound >= 0x1p-900) & (bound <= 0x1p850) & (nn >= 0x1p-900) & (nn <= 0x1p900) &
          (fabs(s) > bound)))
        return false;
    double inv = 1 / sqrt(nn);
    d->dm = s * inv;
    d->de = 0;
    for (int i = 0; i < 3; i++)
        d->unit[i] = n[i] * inv;
    *slack = (bound + 8 * 0x1p-53 * fabs(s)) * inv;
    return true;
}

/* The signs of a plane3p's N = (b - a) x (c - a) from the plain cross product of the
 * rounded differences: each component within 5 u m_i of the exact one (m_i the sum of
 * its two products' magnitudes; inputs within [2^-500, 2^500] or 0, so that nothing
 * overflows and a product is 0 only when a difference is, i.e. exactly), its sign sure
 * beyond 6 u m_i, and exactly 0 when m_i is. False where one is unsure. */
static bool quick_normal_signs(const isect_plane3p *p, int *sn) {
    double a[3], b[3], c[3], u[3], v[3];
    dv_from3(a, p->a);
    dv_from3(b, p->b);
    dv_from3(c, p->c);
    bool ordinary = true;
    for (int i = 0; i < 3; i++) {
        u[i] = b[i] - a[i];
        v[i] = c[i] - a[i];
        ordinary &= (u[i] == 0 || (fabs(u[i]) >= 0x1p-500 && fabs(u[i]) <= 0x1p500)) &
                    (v[i] == 0 || (fabs(v[i]) >= 0x1p-500 && fabs(v[i]) <= 0x1p500));
    }
    for (int i = 0; i < 3 && ordinary; i++) {
        int j = (i + 1) % 3, k = (i + 2) % 3;
        double x = u[j] * v[k], y = u[k] * v[j], n = x - y, m = fabs(x) + fabs(y);
        sn[i] = (n > 0) - (n < 0);
        ordinary &= fabs(n) > 6 * 0x1p-53 * m || m == 0;
    }
    return ordinary;
}

/* The distance of x, quick where that is certain (slack: its error bound, in the units of
 * d->dm 2^de), else accurate (slack 0: a few units in its last place). */
static bool distance_at(const plane_of *pl, const double *x, isect_plane_dist *d, double *slack) {
    if (pl->p3 && quick_distance(pl->p3, x, d, slack))
        return true;
    *slack = 0;
    return distance_of(pl, x, d);
}

static isect_plane_d plane_d_of(const plane_of *pl) {
    if (pl->p3)
        return isect_plane_d_of3(pl->p3);
    isect_plane_d d = {.three = true};
    dv_from3(d.a, pl->pp->a);
    dv_from3(d.b, pl->pp->b);
    dv_from3(d.c, pl->pp->c);
    return d;
}

/* The normal -side n (side >= 0: pushed to the front), flagging a centre on the plane. */
static void normal_of(int side, const double *unit, double *n, unsigned *flags) {
    for (int i = 0; i < 3; i++)
        n[i] = side < 0 ? unit[i] : 0.0 - unit[i]; /* 0 - 0 is +0 */
    *flags |= side == 0 ? ISECT_AMBIGUOUS : 0;
}

/* The result from the depth and the deepest point, both in the frame 2^t: point =
 * deepest - depth / 2 normal (a component of 0 adds nothing, even to an infinite depth). */
static isect_contact_result3 contact_at(bool hit, double depth, const double *deepest,
                                        const double *n, int t, unsigned flags) {
    double point[3];
    for (int i = 0; i < 3; i++)
        point[i] = dv_scaled(n[i] == 0 ? deepest[i] : deepest[i] - 0.5 * depth * n[i], -t);
    return dv_contact_out(hit, dv_scaled(depth, -t), n, point, flags);
}

/* The frame 2^t (base/contact.h) of the solid's values v, lowered where the plane's
 * distance dm 2^de would exceed 2^900 in it: then every value formed in the frame (the
 * depth, the deepest point moved by depth / 2) stays finite, and a distance far beyond
 * the solid's size keeps its own magnitude (the solid's bits lost below the subnormal
 * range are far below a unit in the last place of that distance). */
static int frame_of(int n, const double *v, const isect_plane_dist *d) {
    int t = dv_contact_frame_exp(n, v, 0);
    if (d->dm != 0 && d->de + t > 900)
        t = 900 - d->de;
    return t;
}

/* |s| 2^t from the distance dm 2^de. */
static double abs_distance(const isect_plane_dist *d, int t) {
    return fabs(dv_scaled(d->dm, d->de + t));
}

/* Is the value v, computed with an error below tol, surely >= 0 (1) or < 0 (0)? UNSURE
 * when it lies within tol of 0. */
enum { UNSURE = 2 };
static int sure_nonnegative(double v, double tol) {
    return v > tol ? 1 : v < -tol ? 0 : UNSURE;
}

/* The bound on the errors of the computed depths and reaches below, relative to the
 * magnitudes they are formed from (a distance is within a few units in the last place, a
 * reach some ten roundings of the half extents: 2^-46 is 128 u), plus what underflow below
 * the frame can add. */
static double tolerance(double magnitude) {
    return 0x1p-46 * magnitude + 0x1p-1000;
}

/* sign(N_i): a plane3's component as given; a plane3p's unit normal's where that is not 0
 * (construct/plane_dist.h: its signs are the exact normal's), else exact (a component
 * can vanish only by underflow against one 2^1074 times larger, or be 0). */
static int normal_sign(const plane_of *pl, const isect_plane_dist *d, int i) {
    if (pl->p3) {
        isect_real ni = i == 0 ? pl->p3->normal.x : i == 1 ? pl->p3->normal.y : pl->p3->normal.z;
        return (ni > 0) - (ni < 0);
    }
    if (d->unit[i] != 0)
        return d->unit[i] > 0 ? 1 : -1;
    isect_plane_d p = plane_d_of(pl);
    return isect_sign_plane_normal(&p, i);
}

/* ---- A ball -------------------------------------------------------------------------------- */

static isect_contact_result3 ball_contact(const isect_sphere3 *sphere, const plane_of *pl) {
    isect_plane_dist d;
    double c[3];
    if (!isect_ok_sphere3(sphere))
        return dv_contact_invalid();
    dv_from3(c, sphere->center);
    double slack;
    if (!distance_at(pl, c, &d, &slack))
        return dv_contact_invalid();
    double r = sphere->radius, n[3], deepest[3], v[4] = {c[0], c[1], c[2], r};
    int t = frame_of(4, v, &d);
    unsigned flags = 0;
    normal_of((d.dm > 0) - (d.dm < 0), d.unit, n, &flags);
    double rs = dv_scaled(r, t), dist = abs_distance(&d, t), depth = rs - dist;
    for (int i = 0; i < 3; i++)
        deepest[i] = dv_scaled(c[i], t) + rs * n[i];
    int hit = sure_nonnegative(depth, tolerance(rs + dist) + dv_scaled(slack, d.de + t));
    if (hit == UNSURE) /* the exact test */
        hit = (pl->p3 ? isect_classify_sphere3_plane3(sphere, pl->p3)
                      : isect_classify_sphere3_plane3p(sphere, pl->pp)) == ISECT_STRADDLING;
    return contact_at(hit, depth, deepest, n, t, flags);
}

isect_contact_result3 isect_find_sphere3_plane3(const isect_sphere3 *sphere,
                                                const isect_plane3 *plane) {
    if (!plane)
        return dv_contact_invalid();
    plane_of pl = {plane, NULL};
    return ball_contact(sphere, &pl);
}

isect_contact_result3 isect_find_sphere3_plane3p(const isect_sphere3 *sphere,
                                                 const isect_plane3p *plane) {
    if (!plane)
        return dv_contact_invalid();
    plane_of pl = {NULL, plane};
    return ball_contact(sphere, &pl);
}

/* ---- An axis-aligned box ------------------------------------------------------------------ */

/* With lo the corner least along N, s(lo) exact in sign, and R = sum_i (max_i - min_i) / 2
 * |n_i|: the centre's s(c) = s(lo) + R (its side exact where sure, else
 * isect_sign_plane_box_centre), and s(hi) = s(lo) + 2 R. Pushed to the front, the box
 * meets the plane iff s(lo) <= 0, exact; pushed back, iff s(hi) >= 0, the exact test where
 * that is not sure. */
static isect_contact_result3 aabb_contact(const isect_aabb3 *box, const plane_of *pl) {
    if (!isect_ok_aabb3(box))
        return dv_contact_invalid();
    double v[6], lo[3], n[3], deepest[3];
    dv_from3(v, box->min);
    dv_from3(v + 3, box->max);
    /* the signs of N: a plane3's as given; a plane3p's from a filtered cross product, or
     * else from its unit normal, computed with the distance of the min corner (kept when
     * that corner is lo) */
    isect_plane_dist d;
    double slack = 0;
    int sn[3];
    bool quick = pl->p3 || quick_normal_signs(pl->pp, sn);
    if (!quick && !distance_of(pl, v, &d))
        return dv_contact_invalid();
    bool at_min = !quick;
    unsigned flags = 0;
    for (int i = 0; i < 3; i++) {
        if (!quick || pl->p3)
            sn[i] = normal_sign(pl, &d, i);
        lo[i] = sn[i] < 0 ? v[3 + i] : v[i];
        at_min &= sn[i] >= 0;
        flags |= v[i] == v[3 + i] ? ISECT_DEGENERATE : 0;
    }
    if (!at_min && !distance_at(pl, lo, &d, &slack))
        return dv_contact_invalid();
    int t = frame_of(6, v, &d);
    double s_lo = dv_scaled(d.dm, d.de + t), reach = 0, err = dv_scaled(slack, d.de + t);
    for (int i = 0; i < 3; i++)
        reach += (0.5 * dv_scaled(v[3 + i], t) - 0.5 * dv_scaled(v[i], t)) * fabs(d.unit[i]);
    int centre = sure_nonnegative(s_lo + reach, tolerance(fabs(s_lo) + reach) + err);
    if (centre == UNSURE) {
        isect_plane_d p = plane_d_of(pl);
        centre = isect_sign_plane_box_centre(&p, v);
        if (centre == ISECT_SIGN_UNKNOWN)
            return dv_contact_invalid();
        flags |= centre == 0 ? ISECT_AMBIGUOUS : 0;
        centre = centre >= 0;
    }
    bool front = centre; /* pushed to the front: the corner least along N is deepest */
    for (int i = 0; i < 3; i++) {
        double coord = front == (sn[i] >= 0) ? v[i] : v[3 + i];
        deepest[i] = sn[i] == 0 ? 0.5 * dv_scaled(v[i], t) + 0.5 * dv_scaled(v[3 + i], t)
                                : dv_scaled(coord, t);
    }
    normal_of(front ? 1 : -1, d.unit, n, &flags);
    double depth = front ? -s_lo : s_lo + 2 * reach;
    int hit = front ? d.dm <= 0 : sure_nonnegative(depth, tolerance(fabs(s_lo) + 2 * reach) + err);
    if (hit == UNSURE)
        hit = (pl->p3 ? isect_classify_aabb3_plane3(box, pl->p3)
                      : isect_classify_aabb3_plane3p(box, pl->pp)) == ISECT_STRADDLING;
    return contact_at(hit, depth, deepest, n, t, flags);
}

isect_contact_result3 isect_find_aabb3_plane3(const isect_aabb3 *box, const isect_plane3 *plane) {
    if (!plane)
        return dv_contact_invalid();
    plane_of pl = {plane, NULL};
    return aabb_contact(box, &pl);
}

isect_contact_result3 isect_find_aabb3_plane3p(const isect_aabb3 *box, const isect_plane3p *plane) {
    if (!plane)
        return dv_contact_invalid();
    plane_of pl = {NULL, plane};
    return aabb_contact(box, &pl);
}

/* ---- An oriented box ------------------------------------------------------------------------ */

/* The centre's side is the sign of its distance (exact); sigma_i = sign(N . e_i) from
 * n . e_i where that is farther from 0 than its error, else exact; the hit from the
 * depth R - |s| where sure, else the exact test. */
static isect_contact_result3 obb_contact(const isect_obb3 *box, const plane_of *pl) {
    obb_d b;
    isect_plane_dist d;
    if (!box)
        return dv_contact_invalid();
    b = obb_from3(box);
    double slack;
    if (!obb_point_valid(3, b.center, &b) || !distance_at(pl, b.center, &d, &slack))
        return dv_contact_invalid();
    int centre = (d.dm > 0) - (d.dm < 0);
    double v[6] = {b.center[0], b.center[1], b.center[2], b.h[0], b.h[1], b.h[2]};
    int t = frame_of(6, v, &d);
    double e[3][3], n[3], deepest[3], reach = 0, H = 0;
    for (int i = 0; i < 3; i++)
        dv_cross3(b.a[(i + 1) % 3], b.a[(i + 2) % 3], e[i]);
    double D = dv_dot(3, b.a[0], e[0]), toward = centre >= 0 ? -1 : 1;
    unsigned flags = 0;
    normal_of(centre, d.unit, n, &flags);
    for (int i = 0; i < 3; i++)
        deepest[i] = dv_scaled(b.center[i], t);
    for (int i = 0; i < 3; i++) {
        double g = dv_dot(3, d.unit, e[i]);
        int sigma = g > 0x1p-46 ? 1 : g < -0x1p-46 ? -1 : 2;
        if (sigma == 2) {
            isect_plane_d p = plane_d_of(pl);
            sigma = isect_sign_plane_obb_axis(&p, &b, i);
            if (sigma == ISECT_SIGN_UNKNOWN)
                return dv_contact_invalid();
        }
        double h = dv_scaled(b.h[i], t) / fabs(D);
        reach += h * fabs(g);
        H += h;
        /* the support along the normal, toward n: w_i = h_i sign(toward N . e_i / D) on
         * e_i / D, i.e. toward sigma_i h_i / |D| on e_i */
        double w = toward * sigma * h;
        for (int k = 0; k < 3; k++)
            deepest[k] += w * e[i][k];
        flags |= b.h[i] == 0 ? ISECT_DEGENERATE : 0;
    }
    double dist = abs_distance(&d, t), depth = reach - dist;
    int hit = sure_nonnegative(depth, tolerance(H + dist) + dv_scaled(slack, d.de + t));
    if (hit == UNSURE)
        hit = (pl->p3 ? isect_classify_obb3_plane3(box, pl->p3)
                      : isect_classify_obb3_plane3p(box, pl->pp)) == ISECT_STRADDLING;
    return contact_at(hit, depth, deepest, n, t, flags);
}

isect_contact_result3 isect_find_obb3_plane3(const isect_obb3 *box, const isect_plane3 *plane) {
    if (!plane)
        return dv_contact_invalid();
    plane_of pl = {plane, NULL};
    return obb_contact(box, &pl);
}

isect_contact_result3 isect_find_obb3_plane3p(const isect_obb3 *box, const isect_plane3p *plane) {
    if (!plane)
        return dv_contact_invalid();
    plane_of pl = {NULL, plane};
    return obb_contact(box, &pl);
}
