/* Lines, rays and segments against planes (isect/plane.h).
 *
 * Deciding (RTCD 5.3.1, with exact signs). Let s(x) be the side of x: the sign of
 * dot(n, x) - offset for a plane3, orient3d(a, b, c, x) for a plane3p. The plane is the
 * set s(x) == 0, so
 * - a segment p0-p1 meets it iff s(p0) s(p1) <= 0 (s is affine along the segment: it
 *   cannot change sign without passing through zero, nor reach zero between two values
 *   of one strict sign);
 * - a ray o + t dir meets it iff s(o) == 0 or the side of dir, sign(dot(n, dir)), is
 *   minus s(o) (it heads toward the plane);
 * - a line meets it iff sign(dot(n, dir)) != 0 or s(o) == 0.
 * For the segment, sign(dot(n, p1 - p0)) is s(p1) whenever s(p0) == 0, since
 * dot(n, p1 - p0) = (dot(n, p1) - offset) - (dot(n, p0) - offset). Every sign is exact
 * (sign/plane_sign.h), so the answers are. The general path is the plane view of
 * construct/plane_cross.h, which the triangle and polygon families share.
 *
 * Constructing. With signed distances d0 = dot(n, p0) - offset and d1 (or the slope
 * dn = dot(n, dir)), the crossing is t = d0 / (d0 - d1) for a segment and t = -d0 / dn
 * otherwise. The distances are computed on power-of-two-scaled input (the normal scaled
 * to a largest component in [0.5, 1), the points and offset together likewise), so no
 * intermediate overflows or underflows for any finite input and the only error is the
 * rounding of one dot product; t is then clamped to the component's range, which the
 * exact signs say contains it. An exact 0 or 1 (an endpoint on the plane) is reported
 * as such. */
#include "isect/plane.h"

#include <math.h>

#include "isect/valid.h"

#include "base/inline.h"
#include "base/lin.h"
#include "base/vec.h"
#include "exact/dd_orient.h"
#include "sign/incidence.h"
#include "construct/plane_cross.h"
#include "sign/plane_sign.h"

static bool nonzero3(const double *n) {
    return (n[0] != 0) | (n[1] != 0) | (n[2] != 0);
}

/* ---- Public functions -------------------------------------------------------------- */

/* RTCD 3.6: n = (b - a) x (c - a), offset = n . a. The points are first brought into
 * the range where these degree-3 products cannot overflow or underflow (dv_window_exp:
 * ordinary input is not scaled at all, so it gets exactly the textbook roundings): with
 * points scaled by 2^e, n' = n 2^(2e) and n' . a' = offset 2^(3e). Any positive multiple
 * of (n, offset) is the same plane, so the pair is scaled back by one power of two 2^k:
 * k = -2e, the textbook values, when they lie well inside the range of isect_real;
 * otherwise k puts the normal's largest component at 2^-4, where neither the normal nor
 * the offset can overflow, and a normal that the textbook formula would underflow to
 * zero stays non-zero. */
isect_plane3 isect_plane3_from_points(isect_vec3 a, isect_vec3 b, isect_vec3 c) {
    isect_plane3 plane = {{0, 0, 0}, 0};
    if (!(isect_valid_vec3(a) && isect_valid_vec3(b) && isect_valid_vec3(c)))
        return plane; /* no plane: the zero normal that the plane3 queries call invalid */
    double pts[9] = {a.x, a.y, a.z, b.x, b.y, b.z, c.x, c.y, c.z}, u[3], v[3], n[3];
    int e = dv_window_exp(9, pts, 3);
    for (int i = 0; i < 9; i++)
        pts[i] = dv_scale(pts[i], e);
    for (int i = 0; i < 3; i++) {
        u[i] = pts[3 + i] - pts[i];
        v[i] = pts[6 + i] - pts[i];
    }
    dv_cross3(u, v, n);
    double off = dv_dot(3, n, pts), big = dv_max_abs(3, n);
    int k = -2 * e; /* normal n' 2^k; offset off 2^(k - e) */
    double nk = dv_scale(big, k), ok = dv_scale(fabs(off), k - e);
    const double lo = ISECT_USE_DOUBLE ? 0x1p-1000 : 0x1p-120;
    const double hi = ISECT_USE_DOUBLE ? 0x1p1000 : 0x1p120;
    if (big != 0 && !(nk >= lo && nk <= hi && ok <= hi))
        k = -4 - ilogb(big); /* big 2^k in [2^-4, 2^-3) */
    unsigned flags = 0;      /* nothing can saturate; dv_out for the rule's sake */
    double out[3] = {dv_scale(n[0], k), dv_scale(n[1], k), dv_scale(n[2], k)};
    plane.normal = dv_out3(out, &flags);
    plane.offset = dv_out(dv_scale(off, k - e), &flags);
    return plane;
}

static isect_location location_of_side(int s) {
    return s < 0 ? ISECT_INSIDE : (s == 0 ? ISECT_ON_BOUNDARY : ISECT_OUTSIDE);
}

ISECT_COLD static isect_location classify_plane3_slow(const isect_vec3 *p,
                                                      const isect_plane3 *plane) {
    isect_plane_view view;
    if (!isect_plane_view_of_plane3(plane, &view) || !isect_valid_vec3(*p))
        return ISECT_LOCATION_INVALID;
    double x[3];
    dv_from3(x, *p);
    return location_of_side(isect_plane_view_side(&view, x));
}

isect_location isect_classify_point3_plane3(isect_vec3 p, const isect_plane3 *plane) {
    if (!plane)
        return ISECT_LOCATION_INVALID;
    double n[3], x[3];
    dv_from3(n, plane->normal);
    dv_from3(x, p);
    int s;
    if (nonzero3(n) && isect_filter_plane_side(n, x, plane->offset, &s))
        return location_of_side(s);
    return classify_plane3_slow(&p, plane);
}

isect_location isect_classify_point3_plane3p(isect_vec3 p, const isect_plane3p *plane) {
    isect_plane_view view;
    if (!isect_plane_view_of_plane3p(plane, &view) || !isect_valid_vec3(p))
        return ISECT_LOCATION_INVALID;
    double x[3];
    dv_from3(x, p);
    return location_of_side(isect_plane_view_side(&view, x));
}

/* ---- Fast paths for a plane3 -------------------------------------------------------
 * The ordinary case -- finite input, a non-zero normal, both signs certified non-zero
 * by the filter, magnitudes far from overflow and underflow -- answered inline; the
 * filter's rounded values double as the signed distances (they are the same single
 * rounding of the same dot product that signed_distances computes, only unscaled).
 * Everything else (invalid input, a zero sign, in-plane or degenerate components,
 * extreme magnitudes) goes to the general path above. */

ISECT_INLINE void plane3_operands(const isect_vec3 *pa, const isect_vec3 *pb,
                                  const isect_plane3 *plane, double *n, double *a, double *b) {
    dv_from3(n, plane->normal);
    dv_from3(a, *pa);
    dv_from3(b, *pb);
}

/* true and *hit when the filters decide; kind is a compile-time constant. */
ISECT_INLINE bool plane3_test_fast(isect_lin_kind kind, const isect_vec3 *pa, const isect_vec3 *pb,
                                   const isect_plane3 *plane, bool *hit) {
    double n[3], a[3], b[3], o = plane->offset;
    plane3_operands(pa, pb, plane, n, a, b);
    int sa, sb;
    bool segment = kind == ISECT_LIN_SEGMENT;
    if (!(nonzero3(n) && isect_filter_plane_side(n, a, o, &sa) &&
          isect_filter_plane_side(n, b, segment ? o : 0, &sb)))
        return false;
    if (segment)
        *hit = sa * sb <= 0;
    else /* sb is the slope: the sign of dot(n, dir) */
        *hit = sa == 0 || (kind == ISECT_LIN_LINE ? sb != 0 : sb == -sa);
    return true;
}

/* true and *r when the ordinary case applies. */
ISECT_INLINE bool plane3_find_fast(isect_lin_kind kind, const isect_vec3 *pa, const isect_vec3 *pb,
                                   const isect_plane3 *plane, isect_find_result3 *r) {
    double n[3], a[3], b[3], o = plane->offset, v0, v1;
    plane3_operands(pa, pb, plane, n, a, b);
    bool segment = kind == ISECT_LIN_SEGMENT;
    if (!(nonzero3(n) && isect_filter_plane_value(n, a, o, &v0) &&
          isect_filter_plane_value(n, b, segment ? o : 0, &v1)))
        return false;
    double nn = dv_dot(3, n, n);
    if (!(nn >= 0x1p-1000 && nn <= 0x1p1000))
        return false;
    *r = (isect_find_result3){0};
    int sa = v0 > 0 ? 1 : -1, sb = v1 > 0 ? 1 : -1, slope;
    double t, pt[3];
    if (segment) {
        if (sa == sb)
            return true; /* both ends strictly on one side */
        slope = -sa;
        double d[3] = {b[0] - a[0], b[1] - a[1], b[2] - a[2]}, D = dv_dot(3, n, d);
        t = fabs(v0) <= fabs(v1) ? -v0 / D : 1 - v1 / D; /* as crossing_t */
        if (!isfinite(t) || !isfinite(D))
            return false; /* p1 - p0 overflowed: the general path scales it */
        t = dv_clamp(t, 0, 1);
        for (int i = 0; i < 3; i++)
            pt[i] = dv_lerp1(a[i], b[i], t);
    } else {
        slope = sb; /* v1 = dot(n, dir) */
        if (kind == ISECT_LIN_RAY && slope != -sa)
            return true; /* heading away */
        t = -v0 / v1;
        if (!isfinite(t))
            return false; /* the general path keeps the point finite */
        dv_along3(a, b, t, pt);
    }
    double scale = (slope > 0 ? -1 : 1) / sqrt(nn); /* against the direction of travel */
    double normal[3] = {n[0] * scale, n[1] * scale, n[2] * scale};
    r->hit = true;
    r->count = 1;
    r->t[0] = r->t[1] = dv_out(t, &r->flags);
    r->point[0] = r->point[1] = dv_out3(pt, &r->flags);
    r->normal = dv_to3(normal);
    return true;
}

/* The general paths, out of line. */
ISECT_COLD static bool plane3_test_slow(isect_lin_kind kind, const isect_vec3 *pa,
                                        const isect_vec3 *pb, const isect_plane3 *plane) {
    isect_plane_view view;
    if (!(isect_valid_vec3(*pa) && isect_valid_vec3(*pb)) ||
        !isect_plane_view_of_plane3(plane, &view))
        return false;
    isect_lin lin = isect_lin_make3(kind, *pa, *pb);
    return isect_plane_lin_hits(&view, &lin);
}

ISECT_COLD static isect_find_result3 plane3_find_slow(isect_lin_kind kind, const isect_vec3 *pa,
                                                      const isect_vec3 *pb,
                                                      const isect_plane3 *plane) {
    isect_plane_view view;
    if (!(isect_valid_vec3(*pa) && isect_valid_vec3(*pb)) ||
        !isect_plane_view_of_plane3(plane, &view))
        return dv_find_invalid3();
    isect_lin lin = isect_lin_make3(kind, *pa, *pb);
    return isect_plane_lin_find(&view, &lin);
}

/* ---- Public functions -------------------------------------------------------------
 * A plane3: the inline fast path, else the general one. A plane3p: always the general
 * path (orient3d's own filter runs first); each converts its component (isect_lin_of_*:
 * NULL or non-finite input is invalid) and calls one of the shared bodies below. */

bool isect_test_line3_plane3(const isect_line3 *line, const isect_plane3 *plane) {
    bool hit;
    if (!line || !plane)
        return false;
    if (plane3_test_fast(ISECT_LIN_LINE, &line->origin, &line->dir, plane, &hit))
        return hit;
    return plane3_test_slow(ISECT_LIN_LINE, &line->origin, &line->dir, plane);
}

isect_find_result3 isect_find_line3_plane3(const isect_line3 *line, const isect_plane3 *plane) {
    isect_find_result3 r;
    if (!line || !plane)
        return dv_find_invalid3();
    if (plane3_find_fast(ISECT_LIN_LINE, &line->origin, &line->dir, plane, &r))
        return r;
    return plane3_find_slow(ISECT_LIN_LINE, &line->origin, &line->dir, plane);
}

bool isect_test_ray3_plane3(const isect_ray3 *ray, const isect_plane3 *plane) {
    bool hit;
    if (!ray || !plane)
        return false;
    if (plane3_test_fast(ISECT_LIN_RAY, &ray->origin, &ray->dir, plane, &hit))
        return hit;
    return plane3_test_slow(ISECT_LIN_RAY, &ray->origin, &ray->dir, plane);
}

isect_find_result3 isect_find_ray3_plane3(const isect_ray3 *ray, const isect_plane3 *plane) {
    isect_find_result3 r;
    if (!ray || !plane)
        return dv_find_invalid3();
    if (plane3_find_fast(ISECT_LIN_RAY, &ray->origin, &ray->dir, plane, &r))
        return r;
    return plane3_find_slow(ISECT_LIN_RAY, &ray->origin, &ray->dir, plane);
}

bool isect_test_seg3_plane3(const isect_seg3 *seg, const isect_plane3 *plane) {
    bool hit;
    if (!seg || !plane)
        return false;
    if (plane3_test_fast(ISECT_LIN_SEGMENT, &seg->p0, &seg->p1, plane, &hit))
        return hit;
    return plane3_test_slow(ISECT_LIN_SEGMENT, &seg->p0, &seg->p1, plane);
}

isect_find_result3 isect_find_seg3_plane3(const isect_seg3 *seg, const isect_plane3 *plane) {
    isect_find_result3 r;
    if (!seg || !plane)
        return dv_find_invalid3();
    if (plane3_find_fast(ISECT_LIN_SEGMENT, &seg->p0, &seg->p1, plane, &r))
        return r;
    return plane3_find_slow(ISECT_LIN_SEGMENT, &seg->p0, &seg->p1, plane);
}

static bool test_lin_plane3p(const isect_lin *lin, const isect_plane3p *plane) {
    isect_plane_view view;
    if (!isect_plane_view_of_plane3p(plane, &view))
        return false;
    return isect_plane_lin_hits(&view, lin);
}

static isect_find_result3 find_lin_plane3p(const isect_lin *lin, const isect_plane3p *plane) {
    isect_plane_view view;
    if (!isect_plane_view_of_plane3p(plane, &view))
        return dv_find_invalid3();
    return isect_plane_lin_find(&view, lin);
}

bool isect_test_line3_plane3p(const isect_line3 *line, const isect_plane3p *plane) {
    isect_lin lin;
    return isect_lin_of_line3(line, &lin) && test_lin_plane3p(&lin, plane);
}

isect_find_result3 isect_find_line3_plane3p(const isect_line3 *line, const isect_plane3p *plane) {
    isect_lin lin;
    if (!isect_lin_of_line3(line, &lin))
        return dv_find_invalid3();
    return find_lin_plane3p(&lin, plane);
}

bool isect_test_ray3_plane3p(const isect_ray3 *ray, const isect_plane3p *plane) {
    isect_lin lin;
    return isect_lin_of_ray3(ray, &lin) && test_lin_plane3p(&lin, plane);
}

isect_find_result3 isect_find_ray3_plane3p(const isect_ray3 *ray, const isect_plane3p *plane) {
    isect_lin lin;
    if (!isect_lin_of_ray3(ray, &lin))
        return dv_find_invalid3();
    return find_lin_plane3p(&lin, plane);
}

bool isect_test_seg3_plane3p(const isect_seg3 *seg, const isect_plane3p *plane) {
    isect_lin lin;
    return isect_lin_of_seg3(seg, &lin) && test_lin_plane3p(&lin, plane);
}

isect_find_result3 isect_find_seg3_plane3p(const isect_seg3 *seg, const isect_plane3p *plane) {
    isect_lin lin;
    if (!isect_lin_of_seg3(seg, &lin))
        return dv_find_invalid3();
    return find_lin_plane3p(&lin, plane);
}

/* ---- Point to plane (RTCD 5.1.1) ---------------------------------------------------
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

/* The signed distance as dm 2^de (dm in (0.25, 2] or 0, exact sign) and the unit normal
 * (along the given normal, or along (b - a) x (c - a)). */
typedef struct point_plane_d {
    double dm;
    int de;
    double unit[3];
} point_plane_d;

/* s + t = a + b exactly (Knuth's two-sum). */
ISECT_INLINE double two_sum(double a, double b, double *t) {
    double s = a + b, bv = s - a, av = s - bv;
    *t = (a - av) + (b - bv);
    return s;
}

/* n . x - o by Dot2 (see above): true when the value is certified to be the exact one
 * to within a rounding (and then its sign is exact too). */
ISECT_INLINE bool plane3_value_compensated(const double *n, const double *x, double o,
                                           double *value) {
    double p0 = n[0] * x[0], p1 = n[1] * x[1], p2 = n[2] * x[2];
    double c = isect_dd_prod_err(n[0], x[0], p0) + isect_dd_prod_err(n[1], x[1], p1) +
               isect_dd_prod_err(n[2], x[2], p2),
           t;
    double s = two_sum(p0, p1, &t);
    c += t;
    s = two_sum(s, p2, &t);
    c += t;
    s = two_sum(s, -o, &t);
    c += t;
    *value = s + c;
    double mag = fabs(p0) + fabs(p1) + fabs(p2) + fabs(o);
    return (mag >= 0x1p-900) & (mag <= 0x1p900) & (fabs(*value) >= 0x1p-40 * mag);
}

/* d from the numerator m 2^e and the normal nv 2^-en (nv: largest component in
 * [0.5, 1)); the unit normal only where the caller wants the foot. */
ISECT_INLINE void distance_from(double m, int e, const double *nv, int en, point_plane_d *out,
                                bool want_unit) {
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
ISECT_INLINE bool point_plane3(isect_vec3 p, const isect_plane3 *plane, point_plane_d *out,
                               bool want_unit) {
    if (!plane)
        return false;
    double n[3], x[3], v;
    dv_from3(n, plane->normal);
    dv_from3(x, p);
    int e = 0;
    if (plane3_value_compensated(n, x, plane->offset, &v)) {
        if (!nonzero3(n))
            return false;
    } else {
        if (!isect_valid_vec3(p) || !isect_valid_plane3(plane))
            return false;
        v = isect_exact_plane_side_value(n, x, plane->offset, &e);
    }
    int en = dv_unit_exp(3, n);
    double nv[3] = {dv_scale(n[0], en), dv_scale(n[1], en), dv_scale(n[2], en)};
    distance_from(v, e, nv, en, out, want_unit);
    return true;
}

/* The plane through a, b, c: the normal and orient3d's determinant in double-double
 * where both are certified within u (1 + 2^-10) of the exact values (exact/dd_orient.h;
 * the certified normal has a non-zero component, so the points are not collinear), the
 * exact values rounded otherwise. */
ISECT_INLINE bool point_plane3p(isect_vec3 p, const isect_plane3p *plane, point_plane_d *out,
                                bool want_unit) {
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
        if (certain && nonzero3(nv)) {
            int en = dv_unit_exp(3, nv);
            for (int i = 0; i < 3; i++)
                nv[i] = dv_scale(nv[i], en);
            distance_from(v, 0, nv, en, out, want_unit);
            return true;
        }
    }
    if (!isect_valid_plane3p(plane) || !isect_valid_vec3(p))
        return false;
    int e, en;
    double v = isect_exact_triple_value(a, b, c, x, true, &e);
    isect_exact_normal_value(a, b, c, nv, &en); /* the normal is nv 2^en: scale by -en */
    distance_from(v, e, nv, -en, out, want_unit);
    return true;
}

/* x converted to isect_real (saturating), where sign is the exact sign of the value x
 * rounds: a non-zero value never comes out as 0, even where x itself underflowed. */
static isect_real out_nonzero(double x, double sign, unsigned *flags) {
    isect_real r = dv_out(x, flags);
    if (r == 0 && sign != 0)
        r = sign > 0 ? DV_REAL_TRUE_MIN : -DV_REAL_TRUE_MIN;
    return r;
}

static isect_distance_result distance_result(bool valid, const point_plane_d *d) {
    isect_distance_result r = {0, ISECT_INVALID};
    if (!valid)
        return r;
    r.flags = 0;
    r.distance = out_nonzero(dv_scale(d->dm, d->de), d->dm, &r.flags);
    return r;
}

static isect_closest_result3 closest_result(bool valid, isect_vec3 p, const point_plane_d *d) {
    isect_closest_result3 r = {0};
    if (!valid) {
        r.flags = ISECT_INVALID;
        return r;
    }
    r.point_a = p;
    if (d->dm == 0) { /* on the plane: the foot is p itself */
        r.point_b = p;
        return r;
    }
    double x[3], foot[3];
    dv_from3(x, p);
    for (int i = 0; i < 3; i++)
        foot[i] = dv_add_scaled(x[i], -d->dm * d->unit[i], d->de);
    r.point_b = dv_out3(foot, &r.flags);
    r.dist_sq = out_nonzero(dv_scale(d->dm * d->dm, 2 * d->de), 1, &r.flags);
    return r;
}

isect_distance_result isect_distance_point3_plane3(isect_vec3 p, const isect_plane3 *plane) {
    point_plane_d d;
    bool valid = point_plane3(p, plane, &d, false);
    return distance_result(valid, &d);
}

isect_distance_result isect_distance_point3_plane3p(isect_vec3 p, const isect_plane3p *plane) {
    point_plane_d d;
    bool valid = point_plane3p(p, plane, &d, false);
    return distance_result(valid, &d);
}

isect_closest_result3 isect_closest_point3_plane3(isect_vec3 p, const isect_plane3 *plane) {
    point_plane_d d;
    bool valid = point_plane3(p, plane, &d, true);
    return closest_result(valid, p, &d);
}

isect_closest_result3 isect_closest_point3_plane3p(isect_vec3 p, const isect_plane3p *plane) {
    point_plane_d d;
    bool valid = point_plane3p(p, plane, &d, true);
    return closest_result(valid, p, &d);
}
