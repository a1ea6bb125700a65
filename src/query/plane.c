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
#include "sign/incidence.h"
#include "construct/plane_cross.h"
#include "construct/plane_dist.h"
#include "sign/plane_sign.h"

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
    if (isect_nonzero3(n) && isect_filter_plane_side(n, x, plane->offset, &s))
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
    if (!(isect_nonzero3(n) && isect_filter_plane_side(n, a, o, &sa) &&
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
    if (!(isect_nonzero3(n) && isect_filter_plane_value(n, a, o, &v0) &&
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

/* ---- Point to plane (RTCD 5.1.1): the distance is construct/plane_dist.h's --------- */

/* x converted to isect_real (saturating), where sign is the exact sign of the value x
 * rounds: a non-zero value never comes out as 0, even where x itself underflowed. */
static isect_real out_nonzero(double x, double sign, unsigned *flags) {
    isect_real r = dv_out(x, flags);
    if (r == 0 && sign != 0)
        r = sign > 0 ? DV_REAL_TRUE_MIN : -DV_REAL_TRUE_MIN;
    return r;
}

static isect_distance_result distance_result(bool valid, const isect_plane_dist *d) {
    isect_distance_result r = {0, ISECT_INVALID};
    if (!valid)
        return r;
    r.flags = 0;
    r.distance = out_nonzero(dv_scale(d->dm, d->de), d->dm, &r.flags);
    return r;
}

static isect_closest_result3 closest_result(bool valid, isect_vec3 p, const isect_plane_dist *d) {
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
    isect_plane_dist d;
    bool valid = isect_plane3_dist(p, plane, &d, false);
    return distance_result(valid, &d);
}

isect_distance_result isect_distance_point3_plane3p(isect_vec3 p, const isect_plane3p *plane) {
    isect_plane_dist d;
    bool valid = isect_plane3p_dist(p, plane, &d, false);
    return distance_result(valid, &d);
}

isect_closest_result3 isect_closest_point3_plane3(isect_vec3 p, const isect_plane3 *plane) {
    isect_plane_dist d;
    bool valid = isect_plane3_dist(p, plane, &d, true);
    return closest_result(valid, p, &d);
}

isect_closest_result3 isect_closest_point3_plane3p(isect_vec3 p, const isect_plane3p *plane) {
    isect_plane_dist d;
    bool valid = isect_plane3p_dist(p, plane, &d, true);
    return closest_result(valid, p, &d);
}
