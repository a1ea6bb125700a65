/* tests/fuzz/fuzz_locate.c -- every query of isect/locate.h under the contract checks of
 * contract.h: a point against a triangle in the plane and in space, a tetrahedron and a
 * hull by its planes, and the barycentric coordinates.
 *
 * Input: an option byte (NULL arguments), a mode byte (bits 0-1: triangle 2D, triangle
 * 3D, tetrahedron, hull; bits 2-4: the hull's plane count - 1; bit 5: the hull given by
 * vertices only), a scaling exponent, the point p, then the vertices (a hull: its planes,
 * a normal and an offset each, then a box's min and max).
 *
 * Beyond the common contract (a location, never a NaN; ISECT_LOCATION_INVALID exactly when
 * an argument is invalid), exact cross-checks:
 * - the vertices reversed (the other orientation) and rotated, the planes reversed: the
 *   same location; every length scaled by 2^k (when exact): the same location;
 * - a triangle in the plane answers as the polygon of its three vertices
 *   (isect_classify_point2_poly2) and as the triangle lifted to z = 0 in space;
 * - p lies in the closed triangle in space (its location not OUTSIDE and p in the plane,
 *   isect_orient3d == 0) exactly when isect_closest_point3_tri3 reports distance 0, and in
 *   the closed tetrahedron exactly when isect_closest_point3_tet3 does;
 * - the planes of an axis-aligned box classify as the box (isect_classify_point3_aabb3);
 * - barycentric: the location is classify's, ISECT_DEGENERATE exactly for collinear
 *   vertices (bary all 0), ISECT_INVALID exactly for invalid input; otherwise the signs of
 *   bary agree with the location (INSIDE all > 0, ON_BOUNDARY all >= 0 with a 0, OUTSIDE
 *   one < 0), and unless saturated the sum is 1 within 16 u (|b0| + |b1| + |b2|). */
#include <math.h>
#include <string.h>

#include "contract.h"

#define PLANES 8

static const char *const names[4] = {"isect_classify_point2_tri2", "isect_classify_point3_tri3",
                                     "isect_classify_point3_tet3", "isect_classify_point3_hull3"};

static void check_location(const char *q, isect_location loc, bool valid) {
    FZ_CHECK(q, (loc == ISECT_LOCATION_INVALID) == !valid);
    FZ_CHECK(q, !valid || loc == ISECT_INSIDE || loc == ISECT_ON_BOUNDARY || loc == ISECT_OUTSIDE);
}

static void check_bary(const char *q, isect_barycentric_result r, isect_location loc, bool valid,
                       bool collinear) {
    FZ_CHECK(q, r.location == loc);
    if (!valid) {
        FZ_CHECK(q, r.flags == ISECT_INVALID && r.bary[0] == 0 && r.bary[1] == 0 && r.bary[2] == 0);
        return;
    }
    if (collinear) {
        FZ_CHECK(q,
                 r.flags == ISECT_DEGENERATE && r.bary[0] == 0 && r.bary[1] == 0 && r.bary[2] == 0);
        return;
    }
    FZ_CHECK(q, (r.flags & ~(unsigned)ISECT_SATURATED) == 0);
    bool neg = false, zero = false;
    double sum = 0, mag = 0;
    for (int i = 0; i < 3; i++) {
        FZ_CHECK(q, fz_finite(r.bary[i]));
        neg |= r.bary[i] < 0;
        zero |= r.bary[i] == 0;
        sum += r.bary[i];
        mag += fabs(r.bary[i]);
    }
    FZ_CHECK(q, neg == (loc == ISECT_OUTSIDE));
    FZ_CHECK(q, neg || zero == (loc == ISECT_ON_BOUNDARY));
    const double u = ISECT_USE_DOUBLE ? 0x1p-53 : 0x1p-24;
    if (!(r.flags & ISECT_SATURATED) && mag < 0x1p900)
        FZ_CHECK(q, fabs(sum - 1) <= 16 * u * mag + 0x1p-1000);
}

static void triangle2(const isect_vec2 *v, isect_vec2 p, unsigned options, int k) {
    const char *q = names[0];
    isect_tri2 t = {{v[0], v[1], v[2]}};
    const isect_tri2 *pt = fz_null(options, 1) ? NULL : &t;
    bool valid = isect_valid_tri2(pt) && fz_finite2(p);
    isect_location loc = isect_classify_point2_tri2(p, pt);
    check_location(q, loc, valid);
    bool collinear = valid && fz_collinear3(fz_lift(v[0]), fz_lift(v[1]), fz_lift(v[2]));
    check_bary("isect_barycentric_point2_tri2", isect_barycentric_point2_tri2(p, pt), loc, valid,
               collinear);
    if (!valid)
        return;
    isect_tri2 rev = {{v[2], v[1], v[0]}}, rot = {{v[1], v[2], v[0]}};
    FZ_CHECK(q, isect_classify_point2_tri2(p, &rev) == loc);
    FZ_CHECK(q, isect_classify_point2_tri2(p, &rot) == loc);
    isect_vec2 verts[3] = {v[0], v[1], v[2]};
    isect_poly2 poly = {verts, 3};
    FZ_CHECK(q, isect_classify_point2_poly2(p, &poly, ISECT_FILL_NONZERO) == loc);
    isect_tri3 lifted = {{fz_lift(v[0]), fz_lift(v[1]), fz_lift(v[2])}};
    FZ_CHECK(q, isect_classify_point3_tri3(fz_lift(p), &lifted) == loc);
    isect_tri2 s;
    isect_vec2 sp;
    if (fz_scale2(p, k, &sp) && fz_scale2(v[0], k, &s.v[0]) && fz_scale2(v[1], k, &s.v[1]) &&
        fz_scale2(v[2], k, &s.v[2]))
        FZ_CHECK(q, isect_classify_point2_tri2(sp, &s) == loc);
}

static void triangle3(const isect_vec3 *v, isect_vec3 p, unsigned options, int k) {
    const char *q = names[1];
    isect_tri3 t = {{v[0], v[1], v[2]}};
    const isect_tri3 *pt = fz_null(options, 1) ? NULL : &t;
    bool valid = isect_valid_tri3(pt) && fz_finite3(p);
    isect_location loc = isect_classify_point3_tri3(p, pt);
    check_location(q, loc, valid);
    bool collinear = valid && fz_collinear3(v[0], v[1], v[2]);
    check_bary("isect_barycentric_point3_tri3", isect_barycentric_point3_tri3(p, pt), loc, valid,
               collinear);
    if (!valid)
        return;
    isect_tri3 rev = {{v[2], v[1], v[0]}}, rot = {{v[1], v[2], v[0]}};
    FZ_CHECK(q, isect_classify_point3_tri3(p, &rev) == loc);
    FZ_CHECK(q, isect_classify_point3_tri3(p, &rot) == loc);
    bool in_plane = collinear || isect_orient3d(v[0], v[1], v[2], p) == 0;
    bool on = loc != ISECT_OUTSIDE && in_plane;
    FZ_CHECK(q, on == (isect_closest_point3_tri3(p, &t).dist_sq == 0));
    isect_tri3 s;
    isect_vec3 sp;
    if (fz_scale3(p, k, &sp) && fz_scale3(v[0], k, &s.v[0]) && fz_scale3(v[1], k, &s.v[1]) &&
        fz_scale3(v[2], k, &s.v[2]))
        FZ_CHECK(q, isect_classify_point3_tri3(sp, &s) == loc);
}

static void tetrahedron(const isect_vec3 *v, isect_vec3 p, unsigned options, int k) {
    const char *q = names[2];
    isect_tet3 t = {{v[0], v[1], v[2], v[3]}};
    const isect_tet3 *pt = fz_null(options, 1) ? NULL : &t;
    bool valid = isect_valid_tet3(pt) && fz_finite3(p);
    isect_location loc = isect_classify_point3_tet3(p, pt);
    check_location(q, loc, valid);
    if (!valid)
        return;
    isect_tet3 rev = {{v[3], v[2], v[1], v[0]}}, rot = {{v[1], v[2], v[3], v[0]}};
    FZ_CHECK(q, isect_classify_point3_tet3(p, &rev) == loc);
    FZ_CHECK(q, isect_classify_point3_tet3(p, &rot) == loc);
    FZ_CHECK(q, (loc != ISECT_OUTSIDE) == (isect_closest_point3_tet3(p, &t).dist_sq == 0));
    isect_tet3 s;
    isect_vec3 sp;
    bool ok = fz_scale3(p, k, &sp);
    for (int i = 0; i < 4; i++)
        ok = ok && fz_scale3(v[i], k, &s.v[i]);
    if (ok)
        FZ_CHECK(q, isect_classify_point3_tet3(sp, &s) == loc);
}

static void hull(const isect_plane3 *planes, int m, const isect_vec3 *box, isect_vec3 p,
                 unsigned options, unsigned mode, int k) {
    const char *q = names[3];
    isect_hull3 h = {NULL, 0, planes, (size_t)m};
    if (mode & 32) /* vertices only: the box's corners */
        h = (isect_hull3){box, 2, NULL, 0};
    const isect_hull3 *ph = fz_null(options, 1) ? NULL : &h;
    bool valid = isect_valid_hull3(ph) && h.plane_count > 0 && fz_finite3(p);
    isect_location loc = isect_classify_point3_hull3(p, ph);
    check_location(q, loc, valid);
    if (valid) {
        isect_plane3 rev[PLANES], s[PLANES];
        for (int j = 0; j < m; j++)
            rev[j] = planes[m - 1 - j];
        isect_hull3 hr = {NULL, 0, rev, (size_t)m};
        FZ_CHECK(q, isect_classify_point3_hull3(p, &hr) == loc);
        isect_vec3 sp;
        bool ok = fz_scale3(p, k, &sp);
        for (int j = 0; j < m; j++) {
            s[j].normal = planes[j].normal;
            ok = ok && fz_scale_exact(planes[j].offset, k, &s[j].offset);
        }
        isect_hull3 hs = {NULL, 0, s, (size_t)m};
        if (ok)
            FZ_CHECK(q, isect_classify_point3_hull3(sp, &hs) == loc);
    }
    /* the six planes of the box min <= x <= max, exactly */
    isect_aabb3 b = {box[0], box[1]};
    if (!isect_valid_aabb3(&b) || !fz_finite3(p))
        return;
    isect_plane3 six[6] = {{{1, 0, 0}, b.max.x},   {{-1, 0, 0}, -b.min.x}, {{0, 1, 0}, b.max.y},
                           {{0, -1, 0}, -b.min.y}, {{0, 0, 1}, b.max.z},   {{0, 0, -1}, -b.min.z}};
    isect_hull3 hb = {NULL, 0, six, 6};
    FZ_CHECK(q, isect_classify_point3_hull3(p, &hb) == isect_classify_point3_aabb3(p, &b));
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    fz_in in;
    fz_begin(&in, data, size);
    unsigned options = fz_byte(&in), mode = fz_byte(&in);
    int k = fz_exponent(&in);
    int shape = (int)(mode & 3);
    if (shape == 0) {
        isect_vec2 p = fz_vec2(&in, "p"), v[3];
        for (int i = 0; i < 3; i++)
            v[i] = fz_vec2(&in, "v");
        triangle2(v, p, options, k);
        return 0;
    }
    isect_vec3 p = fz_vec3(&in, "p");
    if (shape == 3) {
        int m = (int)((mode >> 2) & 7) + 1;
        isect_plane3 planes[PLANES];
        for (int j = 0; j < m; j++) {
            planes[j].normal = fz_vec3(&in, "normal");
            planes[j].offset = fz_real(&in, "offset");
        }
        isect_vec3 box[2] = {fz_vec3(&in, "min"), fz_vec3(&in, "max")};
        hull(planes, m, box, p, options, mode, k);
        return 0;
    }
    isect_vec3 v[4];
    for (int i = 0; i < (shape == 1 ? 3 : 4); i++)
        v[i] = fz_vec3(&in, "v");
    if (shape == 1)
        triangle3(v, p, options, k);
    else
        tetrahedron(v, p, options, k);
    return 0;
}
