/* The polygon machinery shared by the polygon family (point in polygon, in the plane and
 * in space) and the polygon_lin family (lines against polygons in space):
 * construct/polygon_frame.h.
 *
 * Derivation (Sunday 2001; Hormann & Agathos 2001, section 3). The winding number of a
 * closed curve around p not on it is the signed number of times the curve crosses the
 * ray from p toward +x: +1 for each crossing going up, -1 for each going down. For a
 * polygon, the crossings of an edge a -> b are counted with a half-open rule,
 *     upward edge:    a.y <= p.y <  b.y,
 *     downward edge:  b.y <= p.y <  a.y,
 * which counts a vertex lying on the ray's line exactly once when the curve passes
 * through it and zero or twice when it only touches it (and ignores horizontal edges):
 * it is the count for p moved up by an infinitesimal, which is the same winding number
 * because the winding number is constant near p when p is off the curve. Such an edge
 * ("straddling" p.y) is not horizontal, so it meets the line y = p.y in exactly one point
 * q, and the edge crosses the ray iff q.x > p.x. That is decided by exact comparisons
 * when p.x is below or above both a.x and b.x, and otherwise by the exact sign
 *     o = orient2d(a, b, p):
 * for an upward edge q.x > p.x iff p is left of a -> b (o > 0), for a downward edge iff
 * p is right of it (o < 0), and o == 0 iff p == q, i.e. p lies on the edge.
 *
 * The boundary. p lies on the edge a -> b iff: the edge straddles p.y and o == 0 (above);
 * or the edge is horizontal at y == p.y and p.x lies between a.x and b.x; or p is an end
 * of the edge (a straddling edge's upper end is not seen by the half-open rule). Every
 * vertex is the start a of some edge, so testing p == a when a.y == p.y finds every end.
 * The polygon's region under either fill rule is closed and its boundary is the union of
 * the edges, so p on any edge answers ON_BOUNDARY, and otherwise the winding number w
 * decides: even-odd inside iff w is odd (the crossing count has the parity of w), nonzero
 * inside iff w != 0. Only exact comparisons and the exact orient2d are used, so the
 * answer is exact for every finite input: a collinear polygon gets w = 0 and its edges
 * ON_BOUNDARY with no special case.
 *
 * In space (O'Rourke 7.5): drop the coordinate of the largest component of the polygon's
 * Newell normal and solve the plane problem on the two others; see isect_poly3_frame for
 * the choice and the exactly collinear case. */
#include "base/inline.h"
#include "construct/polygon_frame.h"

#include <math.h>

#include "isect/predicates.h"

#include "base/vec.h"
#include "construct/plane_cross.h"
#include "sign/plane_sign.h"
#include "sign/predicates.h"

/* ---- The plane core ----------------------------------------------------------------- */

/* How the core reads a vertex: a 2D polygon, or a 3D one without the coordinate
 * `mode - 1` (the two others in cyclic order). Always a compile-time constant after
 * inlining, so each use is its own loop. */
enum { READ_2D = 0, READ_DROP_X = 1, READ_DROP_Y = 2, READ_DROP_Z = 3 };

ISECT_INLINE void read_vertex(const void *v, size_t i, int mode, double *x, double *y) {
    if (mode == READ_2D) {
        const isect_vec2 *w = (const isect_vec2 *)v + i;
        *x = w->x;
        *y = w->y;
        return;
    }
    const isect_vec3 *w = (const isect_vec3 *)v + i;
    switch (mode) {
    case READ_DROP_X:
        *x = w->y;
        *y = w->z;
        break;
    case READ_DROP_Y:
        *x = w->z;
        *y = w->x;
        break;
    default:
        *x = w->x;
        *y = w->y;
        break;
    }
}

/* x lies in the closed interval between a and b (either order). */
static inline bool between(double a, double x, double b) {
    return (a <= x && x <= b) || (b <= x && x <= a);
}

/* The exact orientation, slow half: the public predicate (which also refuses non-finite
 * input with ISECT_SIGN_INVALID). Coordinates came from isect_real, so narrowing them
 * back is exact. */
ISECT_COLD static int slow_orient(double ax, double ay, double bx, double by, double px,
                                  double py) {
    return isect_orient2d((isect_vec2){(isect_real)ax, (isect_real)ay},
                          (isect_vec2){(isect_real)bx, (isect_real)by},
                          (isect_vec2){(isect_real)px, (isect_real)py});
}

/* For an edge straddling p.y (half-open, so not horizontal): 1 when it crosses the ray
 * from p toward +x, 0 when not, -1 when p lies on it, -2 for a non-finite coordinate. */
ISECT_INLINE int crosses_ray(double ax, double ay, double bx, double by, double px, double py,
                             bool upward) {
    if (px < ax && px < bx)
        return 1;
    if (px > ax && px > bx)
        return 0;
    int o;
    if (!isect_filter_orient2d(ax, ay, bx, by, px, py, &o))
        o = slow_orient(ax, ay, bx, by, px, py);
    if (o == 0)
        return -1;
    if (o == ISECT_SIGN_INVALID)
        return -2;
    return (o > 0) == upward;
}

/* Sunday's winding number of the n vertices around (px, py) with the boundary found on
 * the way (derivation at the top). check_finite: also refuse non-finite vertices (the
 * 3D callers have checked them already). */
ISECT_INLINE isect_poly_winding winding_core(const void *v, size_t n, int mode, bool check_finite,
                                             double px, double py) {
    isect_poly_winding out = {0, ISECT_POLY_OK};
    double ax, ay, bx, by;
    read_vertex(v, n - 1, mode, &ax, &ay);
    bool finite = !check_finite || ((ax - ax) == (ay - ay)); /* NaN == NaN is false */
    ptrdiff_t w = 0;
    size_t i = 0;
    bool a_low = ay <= py, b_low; /* at or below the line y = p.y */
    for (; i < n; i++, ax = bx, ay = by, a_low = b_low) {
        read_vertex(v, i, mode, &bx, &by);
        if (check_finite)
            finite &= (bx - bx) == (by - by);
        b_low = by <= py;
        if (a_low == b_low) { /* no straddle: only a horizontal edge or p == a matter */
            if (ay == py && (by == py ? between(ax, px, bx) : ax == px))
                break;
            continue;
        }
        int c = crosses_ray(ax, ay, bx, by, px, py, a_low); /* upward iff a is low */
        if (c < 0) {
            if (c == -2) {
                out.status = ISECT_POLY_INVALID;
                return out;
            }
            break; /* on the edge */
        }
        w += c ? (a_low ? 1 : -1) : 0;
    }
    if (i < n) { /* on the boundary: the vertices not read yet must still be finite */
        out.status = ISECT_POLY_BOUNDARY;
        for (i++; check_finite && i < n; i++) {
            read_vertex(v, i, mode, &bx, &by);
            finite &= (bx - bx) == (by - by);
        }
    }
    if (!finite)
        out.status = ISECT_POLY_INVALID;
    out.winding = out.status == ISECT_POLY_OK ? w : 0;
    return out;
}

isect_location isect_poly_location(isect_poly_winding r, isect_fill_rule rule) {
    if (r.status == ISECT_POLY_INVALID)
        return ISECT_LOCATION_INVALID;
    if (r.status == ISECT_POLY_BOUNDARY)
        return ISECT_ON_BOUNDARY;
    bool inside = rule == ISECT_FILL_EVEN_ODD ? (r.winding % 2) != 0 : r.winding != 0;
    return inside ? ISECT_INSIDE : ISECT_OUTSIDE;
}

isect_poly_winding isect_poly2_winding(const isect_vec2 *v, size_t n, isect_vec2 p) {
    return winding_core(v, n, READ_2D, true, p.x, p.y);
}

/* ---- In space ----------------------------------------------------------------------- */

static isect_vec2 drop(isect_vec3 v, int axis) {
    switch (axis) {
    case 0: return (isect_vec2){v.y, v.z};
    case 1: return (isect_vec2){v.z, v.x};
    default: return (isect_vec2){v.x, v.y};
    }
}

/* The exactly collinear test of isect_projection_poly3: true when every vertex lies on
 * one line (or all coincide). Otherwise *axis is the first of z, y, x (2, 1, 0) whose
 * coordinate plane sees the first non-collinear triple (v_0, v_b, v_c) non-collinear,
 * and triple[] = {b, c}. The triple is collinear iff (v_b - v_0) x (v_c - v_0) == 0, and
 * the components of that cross product are the three projected orientations. Usually
 * decided at c == 2. */
static bool collinear3(const isect_vec3 *v, size_t n, int *axis, size_t *triple) {
    size_t b = 1;
    while (b < n && v[b].x == v[0].x && v[b].y == v[0].y && v[b].z == v[0].z)
        b++;
    for (size_t c = b + 1; c < n; c++) {
        for (int k = 2; k >= 0; k--) {
            if (isect_orient2d(drop(v[0], k), drop(v[b], k), drop(v[c], k)) != 0) {
                *axis = k;
                triple[0] = b;
                triple[1] = c;
                return false;
            }
        }
    }
    return true;
}

/* Newell's normal (twice the vector area) of the vertices scaled by 2^s, as differences
 * from v_0 so that a polygon far from the origin loses nothing to cancellation. Also
 * whether every coordinate is finite. */
static void newell(const isect_vec3 *v, size_t n, int s, double nrm[3], bool *finite) {
    double o[3] = {dv_scale(v[0].x, s), dv_scale(v[0].y, s), dv_scale(v[0].z, s)};
    double a[3] = {0, 0, 0}, acc[3] = {0, 0, 0};
    bool ok = dv_finite_v3(v[0]);
    for (size_t i = 1; i < n; i++) {
        ok &= dv_finite_v3(v[i]);
        double b[3] = {v[i].x, v[i].y, v[i].z};
        for (int k = 0; k < 3; k++)
            b[k] = dv_scale(b[k], s) - o[k];
        acc[0] += a[1] * b[2] - a[2] * b[1];
        acc[1] += a[2] * b[0] - a[0] * b[2];
        acc[2] += a[0] * b[1] - a[1] * b[0];
        for (int k = 0; k < 3; k++)
            a[k] = b[k];
    }
    for (int k = 0; k < 3; k++)
        nrm[k] = acc[k];
    *finite = ok;
}

/* The projection (see polygon.h); the caller has checked poly3_ok. Newell's normal is
 * computed on the coordinates scaled by the power of two that puts the largest
 * coordinate of the first vertex other than the origin in [0.5, 1) -- or, when the
 * others then overflow the sums, the largest coordinate of all. Either choice moves
 * with the polygon: the scaled coordinates of a polygon and of that polygon scaled by any
 * exact 2^k are the same numbers, so the rounded normal, the axis it picks and so the
 * polygon's surface are the same at every scale, bit for bit (computing on the
 * coordinates as given, products that underflow at one scale and not at another made
 * the axis depend on the scale); and it costs no extra pass. */
static isect_projection3 projection_normal(const isect_poly3 *poly, double *normal) {
    const isect_vec3 *v = poly->v;
    size_t n = poly->count;
    double nrm[3], m = 0;
    bool finite;
    for (size_t i = 0; i < n && m == 0; i++) { /* the first vertex that is not the origin */
        double c[3] = {v[i].x, v[i].y, v[i].z};
        m = dv_max_abs(3, c);
    }
    newell(v, n, isfinite(m) ? dv_unit_exp(1, &m) : 0, nrm, &finite);
    if (!finite)
        return (isect_projection3){2, ISECT_INVALID};
    if (!(isfinite(nrm[0]) && isfinite(nrm[1]) && isfinite(nrm[2]))) {
        /* scaled by that vertex, the others overflowed: by the largest coordinate */
        for (size_t i = 0; i < n; i++) {
            double c[3] = {v[i].x, v[i].y, v[i].z};
            double a = dv_max_abs(3, c);
            m = a > m ? a : m;
        }
        newell(v, n, dv_unit_exp(1, &m), nrm, &finite);
    }
    double ax = fabs(nrm[0]), ay = fabs(nrm[1]), az = fabs(nrm[2]);
    int from_normal = az >= ay && az >= ax ? 2 : ay >= ax ? 1 : 0;
    int from_triple = 2;
    size_t triple[2] = {1, 2};
    bool degenerate = collinear3(v, n, &from_triple, triple);
    bool zero = ax == 0 && ay == 0 && az == 0;
    isect_projection3 out;
    out.axis = zero ? from_triple : from_normal;
    out.flags = degenerate ? ISECT_DEGENERATE : 0;
    for (int k = 0; k < 3; k++)
        normal[k] = nrm[k];
    if (zero && !degenerate) {
        /* A figure eight: the plane of the first non-collinear triple, and the axis of
         * that plane's largest normal component, so that the projection of the plane
         * (the polygon's surface) has area. The first axis whose coordinate plane sees
         * the triple non-collinear may not: a triple spanning a plane x = 2^-1000 z
         * is non-collinear seen along z, but its rounded normal may be (-1, 0, 0), and
         * a plane with that normal projects along z onto a line. */
        double a[3], b[3], c[3];
        dv_from3(a, v[0]);
        dv_from3(b, v[triple[0]]);
        dv_from3(c, v[triple[1]]);
        isect_points_normal(a, b, c, normal);
        ax = fabs(normal[0]), ay = fabs(normal[1]), az = fabs(normal[2]);
        int k = az >= ay && az >= ax ? 2 : ay >= ax ? 1 : 0;
        if (isect_orient2d(drop(v[0], k), drop(v[triple[0]], k), drop(v[triple[1]], k)) != 0)
            out.axis = k; /* always, unless the normal's rounding decided the largest */
    }
    return out;
}

isect_projection3 isect_poly3_frame(const isect_poly3 *poly, double *normal) {
    return projection_normal(poly, normal);
}

/* p on the closed segment a-b in space, exactly: inside the bounding box of a and b, and
 * (b - a) x (p - a) == 0, whose components are the three projected orientations. */
static bool on_segment3(isect_vec3 p, isect_vec3 a, isect_vec3 b) {
    if (!(between(a.x, p.x, b.x) && between(a.y, p.y, b.y) && between(a.z, p.z, b.z)))
        return false;
    for (int k = 0; k < 3; k++)
        if (isect_orient2d(drop(a, k), drop(b, k), drop(p, k)) != 0)
            return false;
    return true;
}

isect_location isect_poly3_locate(isect_vec3 p, const isect_poly3 *poly, isect_fill_rule rule) {
    double normal[3];
    isect_projection3 proj = isect_poly3_frame(poly, normal);
    if (proj.flags & ISECT_INVALID)
        return ISECT_LOCATION_INVALID;
    const isect_vec3 *v = poly->v;
    size_t n = poly->count;
    if (proj.flags & ISECT_DEGENERATE) {
        for (size_t i = 0; i < n; i++)
            if (on_segment3(p, v[i], v[i + 1 < n ? i + 1 : 0]))
                return ISECT_ON_BOUNDARY;
        return ISECT_OUTSIDE;
    }
    isect_vec2 q = drop(p, proj.axis);
    isect_poly_winding r;
    switch (proj.axis) {
    case 0: r = winding_core(v, n, READ_DROP_X, false, q.x, q.y); break;
    case 1: r = winding_core(v, n, READ_DROP_Y, false, q.x, q.y); break;
    default: r = winding_core(v, n, READ_DROP_Z, false, q.x, q.y); break;
    }
    return isect_poly_location(r, rule);
}
