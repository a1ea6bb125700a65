/* The signed distance of a point from a plane, either form, to a few units in the last
 * place at any magnitude (RTCD 5.1.1): isect_distance_point3_plane3 and its closest point
 * (query/plane.c), and the contacts of solids with a plane (query/overlap/contact_plane.c).
 *
 * Derivation. For the plane n . x = o the signed distance of p is d = (n . p - o) / |n|
 * and the foot of the perpendicular is p - d n / |n| (RTCD 5.1.1 with a unit normal,
 * where the division disappears). For the plane through a, b, c, n = (b - a) x (c - a)
 * and n . p - o = n . (p - a) = orient3d's determinant [b - a, c - a, p - a].
 *
 * Accuracy. The numerator V is the one place cancellation can strike, so it is taken as
 * the exact value rounded: for a plane3 first a compensated dot product (Ogita, Rump and
 * Oishi's Dot2: the products' errors exact, isect_dd_prod_err, the sums by two-sum), whose
 * error is at most u |V| + 16 u^2 sum |terms|; when |V| >= 2^-40 sum |terms| (and the
 * terms lie in [2^-900, 2^900], away from overflow and underflow) the second part is
 * below 2^-62 |V|, so the value is V to a rounding; otherwise the exact expansion value,
 * rounded (sign/plane_sign.c). For a plane3p the determinant and each component of the
 * cross product in double-double, where each is certified within u (1 + 2^-10) of its
 * exact value (exact/dd_orient.h: all but nearly collinear points and points nearly on
 * the plane), else the exact values, rounded: a rounded cross product of nearly
 * collinear points has a relative error that grows without bound. |n| = len 2^-en with
 * the normal scaled by 2^en (largest component in [0.5, 1)), so len in [0.5, 2); V = f
 * 2^k with f in [0.5, 1); then d = (f / len) 2^(k + en) with f / len in (0.25, 2]:
 * nothing overflows or underflows before the final scaling, which alone saturates (a
 * huge offset over a tiny normal) or rounds into the subnormal range. The foot is p -
 * (dm unit) 2^de, added without intermediate overflow (dv_add_scaled); dist_sq = dm^2
 * 2^(2 de) from the distance, not from p - foot, whose cancellation would leave only the
 * rounding of the foot when p is near the plane and far from the origin. */
#ifndef ISECT_CONSTRUCT_PLANE_DIST_H
#define ISECT_CONSTRUCT_PLANE_DIST_H

#include <math.h>
#include <stdbool.h>

#include "isect/valid.h"

#include "base/inline.h"
#include "base/vec.h"
#include "exact/dd.h"
#include "exact/dd_orient.h"
#include "sign/plane_sign.h"

static inline bool isect_nonzero3(const double *n) {
    return (n[0] != 0) | (n[1] != 0) | (n[2] != 0);
}

/* The signed distance as dm 2^de (dm in (0.25, 2] or 0, exact sign) and the unit normal
 * (along the given normal, or along (b - a) x (c - a)). */
typedef struct isect_plane_dist {
    double dm;
    int de;
    double unit[3];
} isect_plane_dist;

/* s + t = a + b exactly (Knuth's two-sum). */
ISECT_INLINE double isect_two_sum(double a, double b, double *t) {
    double s = a + b, bv = s - a, av = s - bv;
    *t = (a - av) + (b - bv);
    return s;
}

/* n . x - o by Dot2 (see above): true when the value is certified to be the exact one
 * to within a rounding (and then its sign is exact too). */
ISECT_INLINE bool isect_plane3_value_compensated(const double *n, const double *x, double o,
                                                 double *value) {
    double p0 = n[0] * x[0], p1 = n[1] * x[1], p2 = n[2] * x[2];
    double c = isect_dd_prod_err(n[0], x[0], p0) + isect_dd_prod_err(n[1], x[1], p1) +
               isect_dd_prod_err(n[2], x[2], p2),
           t;
    double s = isect_two_sum(p0, p1, &t);
    c += t;
    s = isect_two_sum(s, p2, &t);
    c += t;
    s = isect_two_sum(s, -o, &t);
    c += t;
    *value = s + c;
    double mag = fabs(p0) + fabs(p1) + fabs(p2) + fabs(o);
    return (mag >= 0x1p-900) & (mag <= 0x1p900) & (fabs(*value) >= 0x1p-40 * mag);
}

/* d from the numerator m 2^e and the normal nv 2^-en (nv: largest component in
 * [0.5, 1)); the unit normal only where the caller wants the foot. */
ISECT_INLINE void isect_plane_dist_from(double m, int e, const double *nv, int en,
                                        isect_plane_dist *out, bool want_unit) {
    double len = sqrt(dv_dot(3, nv, nv));
    if (want_unit)
        for (int i = 0; i < 3; i++)
            out->unit[i] = nv[i] / len;
    int k = 0;
    double f = dv_frexp(m, &k);
    out->dm = f / len;
    out->de = m == 0 ? 0 : k + e + en;
}

/* false for invalid input. The compensated value comes first: where it is certified
 * every input is finite (a product or the offset beyond 2^900, an infinity or a NaN
 * fails the certificate), so only the normal's being non-zero is left to check. */
ISECT_INLINE bool isect_plane3_dist(isect_vec3 p, const isect_plane3 *plane, isect_plane_dist *out,
                                    bool want_unit) {
    if (!plane)
        return false;
    double n[3], x[3], v;
    dv_from3(n, plane->normal);
    dv_from3(x, p);
    int e = 0;
    if (isect_plane3_value_compensated(n, x, plane->offset, &v)) {
        if (!isect_nonzero3(n))
            return false;
    } else {
        if (!isect_valid_vec3(p) || !isect_valid_plane3(plane))
            return false;
        v = isect_exact_plane_side_value(n, x, plane->offset, &e);
    }
    int en = dv_unit_exp(3, n);
    double nv[3] = {dv_scale(n[0], en), dv_scale(n[1], en), dv_scale(n[2], en)};
    isect_plane_dist_from(v, e, nv, en, out, want_unit);
    return true;
}

/* The plane through a, b, c: the normal and orient3d's determinant in double-double
 * where both are certified within u (1 + 2^-10) of the exact values (exact/dd_orient.h;
 * the certified normal has a non-zero component, so the points are not collinear), the
 * exact values rounded otherwise. */
ISECT_INLINE bool isect_plane3p_dist(isect_vec3 p, const isect_plane3p *plane,
                                     isect_plane_dist *out, bool want_unit) {
    if (!plane)
        return false;
    double a[3], b[3], c[3], x[3], nv[3];
    dv_from3(a, plane->a);
    dv_from3(b, plane->b);
    dv_from3(c, plane->c);
    dv_from3(x, p);
    double sum = 0; /* finite exactly when every coordinate is (or overflow: declined) */
    for (int i = 0; i < 3; i++)
        sum += (a[i] + b[i]) + (c[i] + x[i]);
    if (sum - sum == 0) {
        isect_dd_normal n;
        isect_dd_normal_of(a, b, c, &n);
        double v;
        bool certain = isect_dd_normal_rounded(&n, nv);
        certain &= isect_dd_orient(&n, a, x, &v);
        if (certain && isect_nonzero3(nv)) {
            int en = dv_unit_exp(3, nv);
            for (int i = 0; i < 3; i++)
                nv[i] = dv_scale(nv[i], en);
            isect_plane_dist_from(v, 0, nv, en, out, want_unit);
            return true;
        }
    }
    if (!isect_valid_plane3p(plane) || !isect_valid_vec3(p))
        return false;
    int e, en;
    double v = isect_exact_triple_value(a, b, c, x, true, &e);
    isect_exact_normal_value(a, b, c, nv, &en); /* the normal is nv 2^en: scale by -en */
    isect_plane_dist_from(v, e, nv, -en, out, want_unit);
    return true;
}

#endif
