/* tests/fuzz/fuzz_polygon.c -- every query of isect/polygon.h under the contract checks
 * of contract.h: points against polygons in the plane and in space, lines, rays and
 * segments against polygons in space.
 *
 * Input: an option byte (NULL vertex array, NULL polygon), a mode byte (bit 0: 3D; bits
 * 1-2: the fill rule of the 3D queries, 2 and 3 an out-of-range value read as nonzero;
 * bit 3: reverse the 2D copy; bits 4-7 all set: a NULL component), the vertex count (0 to
 * 12), a scaling exponent, a cyclic shift,
 * the point p (and in 3D the numbers a and b of the line, ray and segment), then the
 * vertices.
 *
 * Beyond the common contract, exact cross-checks:
 * - the two fill rules and the winding number agree: on the boundary for one rule
 *   exactly when for the other and when on_boundary; elsewhere nonzero-inside exactly
 *   when the winding number is not 0, even-odd-inside exactly when it is odd; a rule
 *   other than the two enumerators answers as nonzero;
 * - a polygon with all its vertices collinear has no inside (and winding 0);
 * - reversing the vertex order negates the winding number, a cyclic shift keeps it,
 *   scaling by 2^k keeps every answer;
 * - in space, isect_projection_poly3 is degenerate exactly when the vertices are
 *   collinear, and the point query answers as the 2D query on the projected polygon
 *   (or, degenerate, on the boundary exactly on an edge in space);
 * - a component meeting an exactly planar polygon with integer coordinates (whose Newell
 *   normal is exact, so that P is its own plane) meets that plane, and lies in the
 *   polygon's plane exactly when it lies in that plane (isect_*_plane3p);
 * - the line is the union of the rays (a, b) and (a, -b), the segment lies on the ray
 *   (a, b - a) when that difference is exact; a copy scaled by 2^k is tested alike where
 *   the polygon's Newell normal neither underflows nor overflows. */
#include <string.h>

#include "contract.h"
#include "known.h"

#define MAX_VERTS 12

static const char *const names[3] = {"isect_find_line3_poly3", "isect_find_ray3_poly3",
                                     "isect_find_seg3_poly3"};

/* Every vertex of v exactly on one line (a single point included). */
static bool all_collinear(const isect_vec3 *v, size_t n) {
    size_t far = 0;
    for (size_t i = 1; i < n && far == 0; i++)
        if (!fz_eq3(v[i], v[0]))
            far = i;
    for (size_t i = 1; far && i < n; i++)
        if (!fz_collinear3(v[0], v[far], v[i]))
            return false;
    return true;
}

/* The plane of an exactly planar polygon whose Newell normal is computed without rounding
 * (integer coordinates up to 2^20, a zero Newell normal included), as three of its
 * vertices; false for any other. */
static bool exact_plane(const isect_vec3 *v, size_t n, isect_plane3p *plane) {
    for (size_t i = 0; i < n; i++) {
        const isect_real *c = &v[i].x;
        for (int j = 0; j < 3; j++)
            if (!(c[j] >= -0x1p20 && c[j] <= 0x1p20) || c[j] != (isect_real)(int32_t)c[j])
                return false;
    }
    for (size_t b = 1; b < n; b++)
        for (size_t c = b + 1; c < n; c++)
            if (!fz_collinear3(v[0], v[b], v[c])) {
                *plane = (isect_plane3p){v[0], v[b], v[c]};
                for (size_t i = 0; i < n; i++)
                    if (isect_orient3d(v[0], v[b], v[c], v[i]) != 0)
                        return false;
                return true;
            }
    return false;
}

/* Does p lie on the closed segment uv in space? Exactly. */
static bool on_segment(isect_vec3 p, isect_vec3 u, isect_vec3 v) {
    if (!fz_collinear3(u, v, p))
        return false;
    const isect_real *pc = &p.x, *uc = &u.x, *vc = &v.x;
    for (int i = 0; i < 3; i++) {
        isect_real lo = uc[i] < vc[i] ? uc[i] : vc[i], hi = uc[i] < vc[i] ? vc[i] : uc[i];
        if (pc[i] < lo || pc[i] > hi)
            return false;
    }
    return true;
}

/* Every coordinate zero or of a magnitude in [2^-250, 2^250]. */
static bool moderate(isect_vec3 v) {
    const isect_real *c = &v.x;
    for (int i = 0; i < 3; i++) {
        double m = c[i] < 0 ? -c[i] : c[i];
        if (m != 0 && !(m >= 0x1p-250 && m <= 0x1p250))
            return false;
    }
    return true;
}

/* ---- The plane --------------------------------------------------------------------- */

typedef struct answers2 {
    isect_location even_odd, nonzero, other;
    isect_winding_result2 w;
} answers2;

static answers2 ask2(isect_vec2 p, const isect_poly2 *poly) {
    answers2 x;
    x.even_odd = isect_classify_point2_poly2(p, poly, ISECT_FILL_EVEN_ODD);
    x.nonzero = isect_classify_point2_poly2(p, poly, ISECT_FILL_NONZERO);
    x.other = isect_classify_point2_poly2(p, poly, (isect_fill_rule)7);
    x.w = isect_winding_point2_poly2(p, poly);
    return x;
}

static void check2(const answers2 *x, bool valid, bool collinear) {
    const char *q = "isect_classify_point2_poly2", *qw = "isect_winding_point2_poly2";
    fz_check_location(q, x->even_odd, valid);
    fz_check_location(q, x->nonzero, valid);
    FZ_CHECK(q, x->other == x->nonzero);
    FZ_CHECK(qw, !(x->w.flags & ISECT_INVALID) == valid);
    if (!valid) {
        FZ_CHECK(qw, x->w.flags == ISECT_INVALID && x->w.winding == 0 && !x->w.on_boundary);
        return;
    }
    FZ_CHECK(qw, x->w.flags == 0);
    bool on = x->w.on_boundary;
    FZ_CHECK(q,
             (x->even_odd == ISECT_ON_BOUNDARY) == on && (x->nonzero == ISECT_ON_BOUNDARY) == on);
    FZ_CHECK(qw, !on || x->w.winding == 0);
    if (!on) {
        FZ_CHECK(q, (x->nonzero == ISECT_INSIDE) == (x->w.winding != 0));
        FZ_CHECK(q, (x->even_odd == ISECT_INSIDE) == (x->w.winding % 2 != 0));
    }
    FZ_CHECK(q, !collinear || (x->nonzero != ISECT_INSIDE && x->w.winding == 0));
}

static void fuzz2(fz_in *in, unsigned options, unsigned mode, size_t n, int k, unsigned shift) {
    isect_vec2 p = fz_vec2(in, "p"), v[MAX_VERTS];
    isect_vec3 lifted[MAX_VERTS];
    for (size_t i = 0; i < n; i++) {
        v[i] = fz_vec2(in, "v");
        lifted[i] = fz_lift(v[i]);
    }
    isect_poly2 poly = {fz_null(options, 0) ? NULL : v, n};
    const isect_poly2 *pp = fz_null(options, 1) ? NULL : &poly;
    bool valid_poly = isect_valid_poly2(pp), valid = valid_poly && fz_finite2(p);
    answers2 x = ask2(p, pp);
    bool collinear = valid && all_collinear(lifted, n);
    check2(&x, valid, collinear);
    if (!valid)
        return;

    /* The same polygon shifted cyclically, reversed (mode bit 3) and scaled by 2^k. */
    isect_vec2 w[MAX_VERTS], sp;
    bool reverse = mode & 8;
    for (size_t i = 0; i < n; i++) {
        size_t from = (i + shift) % n;
        if (!fz_scale2(v[reverse ? n - 1 - from : from], k, &w[i]))
            return;
    }
    if (!fz_scale2(p, k, &sp))
        return;
    isect_poly2 copy = {w, n};
    answers2 y = ask2(sp, &copy);
    check2(&y, true, collinear);
    const char *q = "isect_winding_point2_poly2";
    FZ_CHECK(q, y.w.winding == (reverse ? -x.w.winding : x.w.winding));
    FZ_CHECK(q, y.even_odd == x.even_odd && y.nonzero == x.nonzero);
}

/* ---- Space ------------------------------------------------------------------------- */

/* The coordinates kept when axis is dropped, in cyclic order. */
static isect_vec2 project(isect_vec3 x, int axis) {
    return axis == 0 ? (isect_vec2){x.y, x.z}
                     : (axis == 1 ? (isect_vec2){x.z, x.x} : (isect_vec2){x.x, x.y});
}

static void check_point3(isect_vec3 p, const isect_poly3 *poly, const isect_poly3 *pp,
                         isect_fill_rule rule, bool valid_poly) {
    const char *q = "isect_classify_point3_poly3", *qp = "isect_projection_poly3";
    isect_location loc = isect_classify_point3_poly3(p, pp, rule);
    isect_projection3 proj = isect_projection_poly3(pp);
    bool valid = valid_poly && fz_finite3(p);
    fz_check_location(q, loc, valid);
    FZ_CHECK(qp, !(proj.flags & ISECT_INVALID) == valid_poly);
    if (!valid_poly) {
        FZ_CHECK(qp, proj.flags == ISECT_INVALID && proj.axis == 2);
        return;
    }
    FZ_CHECK(qp, proj.axis >= 0 && proj.axis <= 2 && (proj.flags & ~ISECT_DEGENERATE) == 0);
    bool collinear = all_collinear(poly->v, poly->count);
    FZ_CHECK(qp, !(proj.flags & ISECT_DEGENERATE) == !collinear);
    if (!valid)
        return;
    if (collinear) {
        bool on = false;
        for (size_t i = 0; i < poly->count; i++)
            on = on || on_segment(p, poly->v[i], poly->v[(i + 1) % poly->count]);
        FZ_CHECK(q, loc == (on ? ISECT_ON_BOUNDARY : ISECT_OUTSIDE));
        return;
    }
    isect_vec2 flat[MAX_VERTS];
    for (size_t i = 0; i < poly->count; i++)
        flat[i] = project(poly->v[i], proj.axis);
    isect_poly2 shadow = {flat, poly->count};
    FZ_CHECK(q, loc == isect_classify_point2_poly2(project(p, proj.axis), &shadow, rule));
}

typedef struct answers3 {
    bool test[3], ray_back;
    fz_find find[3];
    int seg_ray, scaled[3];
} answers3;

static void ask3(answers3 *x, const fz_comp3 *c, const isect_poly3 *pp, isect_fill_rule rule) {
    x->test[FZ_LINE] = isect_test_line3_poly3(c->pl, pp, rule);
    x->test[FZ_RAY] = isect_test_ray3_poly3(c->pr, pp, rule);
    x->test[FZ_SEG] = isect_test_seg3_poly3(c->ps, pp, rule);
    x->find[FZ_LINE] = fz_find3(isect_find_line3_poly3(c->pl, pp, rule));
    x->find[FZ_RAY] = fz_find3(isect_find_ray3_poly3(c->pr, pp, rule));
    x->find[FZ_SEG] = fz_find3(isect_find_seg3_poly3(c->ps, pp, rule));
}

static void fuzz3(fz_in *in, unsigned options, unsigned mode, size_t n, int k) {
    isect_vec3 p = fz_vec3(in, "p"), a = fz_vec3(in, "a"), b = fz_vec3(in, "b"), v[MAX_VERTS];
    for (size_t i = 0; i < n; i++)
        v[i] = fz_vec3(in, "v");
    isect_fill_rule rule =
        (mode >> 1) % 4 < 2 ? (isect_fill_rule)((mode >> 1) % 4) : (isect_fill_rule)(mode >> 1);
    isect_poly3 poly = {fz_null(options, 0) ? NULL : v, n};
    const isect_poly3 *pp = fz_null(options, 1) ? NULL : &poly;
    bool valid_poly = isect_valid_poly3(pp);
    check_point3(p, &poly, pp, rule, valid_poly);

    fz_comp3 c;
    fz_comp3_set(&c, a, b, (mode & 0xf0) == 0xf0); /* a NULL component in one input in 16 */
    answers3 x = {0};
    ask3(&x, &c, pp, rule);
    bool valid = valid_poly && c.valid;
    bool collinear = valid && all_collinear(v, n);
    for (int i = 0; i < 3; i++) {
        const fz_lin *lin = &c.lin[i];
        fz_expect e = {valid,
                       x.test[i],
                       false,
                       false,
                       collinear ? FZ_NORMAL_ZERO
                                 : (fz_lin_point(lin) ? FZ_NORMAL_UNIT_OR_ZERO : FZ_NORMAL_UNIT),
                       collinear ? FZ_DEG_YES : FZ_DEG_NO,
                       false};
        fz_find r = x.find[i];
        fz_check_find(names[i], lin, &r, &e);
    }
    if (!valid)
        return;

    isect_ray3 back = fz_ray3_back(&c), along;
    x.ray_back = isect_test_ray3_poly3(&back, pp, rule);
    x.seg_ray = fz_ray3_along(&c, &along) ? isect_test_ray3_poly3(&along, pp, rule) : -1;
    fz_check_nesting(names[FZ_LINE], x.test[FZ_LINE], x.test[FZ_RAY], x.ray_back, x.test[FZ_SEG],
                     x.seg_ray);

    /* An exactly planar polygon with an exact Newell normal lies in its own plane. */
    isect_plane3p plane;
    if (!collinear && exact_plane(v, n, &plane)) {
        fz_find in_plane[3] = {fz_find3(isect_find_line3_plane3p(&c.line, &plane)),
                               fz_find3(isect_find_ray3_plane3p(&c.ray, &plane)),
                               fz_find3(isect_find_seg3_plane3p(&c.seg, &plane))};
        for (int i = 0; i < 3; i++) {
            FZ_CHECK(names[i], !x.test[i] || in_plane[i].hit);
            FZ_CHECK(names[i], !x.test[i] || (x.find[i].count == ISECT_INFINITE) ==
                                                 (in_plane[i].count == ISECT_INFINITE));
        }
    }

    /* The whole problem scaled by 2^k. The polygon's plane comes from the Newell normal
     * computed in double, a documented stand-in whose rounding changes when its products
     * underflow or overflow: so only where neither copy comes near that. */
    isect_vec3 w[MAX_VERTS], sp;
    fz_comp3 s;
    for (size_t i = 0; i < n; i++)
        if (!fz_scale3(v[i], k, &w[i]) || !moderate(v[i]) || !moderate(w[i]))
            return;
    if (!fz_comp3_scaled(&c, k, 0, &s) || !fz_scale3(p, k, &sp))
        return;
    isect_poly3 copy = {w, n};
    FZ_CHECK("isect_classify_point3_poly3", isect_classify_point3_poly3(sp, &copy, rule) ==
                                                isect_classify_point3_poly3(p, &poly, rule));
    answers3 y = {0};
    ask3(&y, &s, &copy, rule);
    for (int i = 0; i < 3; i++)
        FZ_CHECK(names[i], y.test[i] == x.test[i]);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    fz_in in;
    fz_begin(&in, data, size);
    unsigned options = fz_byte(&in), mode = fz_byte(&in);
    size_t n = fz_byte(&in) % (MAX_VERTS + 1);
    int k = fz_exponent(&in);
    unsigned shift = fz_byte(&in);
    if (mode & 1)
        fuzz3(&in, options, mode, n, k);
    else
        fuzz2(&in, options, mode, n, k, shift);
    return 0;
}
