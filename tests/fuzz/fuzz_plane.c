/* tests/fuzz/fuzz_plane.c -- every query of isect/plane.h under the contract checks of
 * contract.h, for both forms of a plane.
 *
 * Input: an option byte (NULL arguments), a mode byte (bit 0: the three-point form; bit 1:
 * negate or rotate the plane of the scaled copy), two scaling exponents, the numbers a
 * and b (origin and dir of the line and the ray, p0 and p1 of the segment), then the
 * plane: normal and offset, or three points.
 *
 * Beyond the common contract, exact cross-checks through the classification of a and b
 * (isect_classify_point3_plane3*, itself checked against isect_orient3d for three points)
 * and the exact sign of dot(normal, dir) (isect_dot_sign3, or isect_orient3d when the
 * plane's edge vectors are exact):
 * - the segment hits exactly when its ends are not strictly on one side; it lies in the
 *   plane (ISECT_INFINITE) exactly when both ends do; it touches exactly when one does;
 * - the line hits unless parallel and off the plane, the ray unless it starts off the plane
 *   and heads away or runs parallel; both lie in it exactly when the start does and the
 *   direction is parallel;
 * - the normal is the plane's, turned against the direction of travel (the plane's own
 *   for a component lying in it or a point);
 * - the line is the union of the rays (a, b) and (a, -b), the segment lies on the ray
 *   (a, b - a) when that difference is exact;
 * - a copy scaled by powers of two (positions 2^k, directions and normal 2^(k + j)),
 *   negated (plane3) or with its points rotated (plane3p) answers alike;
 * - isect_plane3_from_points: finite for finite points, and the textbook values exactly
 *   for ordinary ones (double build);
 * - the point a against the plane (isect_distance_point3_plane3*, isect_closest_point3_
 *   plane3*): invalid iff invalid, no NaN, the sign of the distance equal to the
 *   classification exactly, dist_sq == 0 iff a lies on the plane (and then the foot is a),
 *   point_a == a, and the foot within a few u of the plane (its residual, evaluated in
 *   long double, within 16 u |N|_1 (|a|_inf + |distance|) plus the residual's own
 *   rounding and two steps of the subnormal grid);
 * - two and three planes (the plane and two more, p and q): see check_meet below. */
#include <math.h>
#include <string.h>

#include "contract.h"
#include "known.h"

static const char *const names3[3] = {"isect_find_line3_plane3", "isect_find_ray3_plane3",
                                      "isect_find_seg3_plane3"};
static const char *const names3p[3] = {"isect_find_line3_plane3p", "isect_find_ray3_plane3p",
                                       "isect_find_seg3_plane3p"};

/* One problem's answers, for either form of the plane. */
typedef struct answers {
    bool valid;
    fz_lin lin[3]; /* line, ray, segment */
    bool test[3];
    fz_find find[3];
    isect_location at_a, at_b; /* a and b against the plane */
    int slope;                 /* sign of dot(normal, b) for the line and the ray */
    int normal_sign[3];        /* sign of dot(plane normal, reported normal) on a hit */
    bool ray_back;             /* the ray (a, -b) */
    int seg_ray;               /* the ray (a, b - a); -1 when b - a is not exact */
    int scaled[3];             /* the tests of the scaled copy; -1 when not exact */
    isect_location scaled_at_a;
    bool flipped; /* the scaled copy's plane is the opposite side's */
} answers;

static int side(isect_location loc) {
    return loc == ISECT_OUTSIDE ? 1 : (loc == ISECT_INSIDE ? -1 : 0);
}

static void check_component(const answers *x, const char *const names[3], int k) {
    const fz_lin *lin = &x->lin[k];
    const fz_find *r = &x->find[k];
    fz_expect e = {x->valid, x->test[k], false, true, FZ_NORMAL_UNIT, FZ_DEG_NO, false};
    fz_check_find(names[k], lin, r, &e);
    if (!x->valid)
        return;
    const char *q = names[k];
    bool point = fz_lin_point(lin), on_a = x->at_a == ISECT_ON_BOUNDARY;
    int want = fz_normal_sign_wanted(lin, side(x->at_a), side(x->at_b), x->slope);
    FZ_CHECK(q, !r->hit || want == FZ_UNKNOWN || x->normal_sign[k] == FZ_UNKNOWN ||
                    x->normal_sign[k] == want);
    FZ_CHECK(q, x->scaled[k] < 0 || x->scaled[k] == x->test[k]);
    bool touching = r->flags & ISECT_TOUCHING, lying = r->count == ISECT_INFINITE;
    if (k == FZ_SEG) {
        bool on_b = x->at_b == ISECT_ON_BOUNDARY;
        FZ_CHECK(q, x->test[k] == (on_a || on_b || x->at_a != x->at_b));
        FZ_CHECK(q, lying == (on_a && on_b && !point));
        FZ_CHECK(q, touching == (point ? on_a : on_a != on_b));
        return;
    }
    FZ_CHECK(q, !on_a || x->test[k]);
    if (x->slope == FZ_UNKNOWN)
        return;
    bool hits = on_a || (k == FZ_LINE ? x->slope != 0 : x->slope == -side(x->at_a));
    FZ_CHECK(q, x->test[k] == hits);
    FZ_CHECK(q, lying == (on_a && x->slope == 0 && !point));
    FZ_CHECK(q, touching == (point ? on_a : (k == FZ_RAY && on_a && x->slope != 0)));
}

static void check(const answers *x, const char *const names[3]) {
    for (int k = 0; k < 3; k++)
        check_component(x, names, k);
    if (!x->valid)
        return;
    isect_location at_a = x->at_a;
    if (x->flipped && at_a != ISECT_ON_BOUNDARY)
        at_a = at_a == ISECT_INSIDE ? ISECT_OUTSIDE : ISECT_INSIDE;
    FZ_CHECK(names[FZ_LINE], x->scaled[FZ_LINE] < 0 || x->scaled_at_a == at_a);
    fz_check_nesting(names[FZ_LINE], x->test[FZ_LINE], x->test[FZ_RAY], x->ray_back,
                     x->test[FZ_SEG], x->seg_ray);
}

/* The component's three kinds on the same numbers, and the answers not yet known. */
static void start(answers *x, fz_comp3 *c, isect_vec3 a, isect_vec3 b, bool null) {
    fz_comp3_set(c, a, b, null);
    memcpy(x->lin, c->lin, sizeof x->lin);
    x->slope = FZ_UNKNOWN;
    x->seg_ray = -1;
    for (int k = 0; k < 3; k++) {
        x->normal_sign[k] = FZ_UNKNOWN;
        x->scaled[k] = -1;
    }
}

#if ISECT_USE_DOUBLE
#define FZ_U 0x1p-53L
#define FZ_TRUE_MIN 0x1p-1074L
#else
#define FZ_U 0x1p-24L
#define FZ_TRUE_MIN 0x1p-149L
#endif

/* The point queries for p (see the top of the file). n: the plane's normal, with base a
 * point of the plane and o its offset from it (plane3: base 0, o the offset; plane3p: n
 * is (b - a) x (c - a) in long double, base a, o 0); slack: the rounding of n itself,
 * per unit of |foot - base|_1. */
static void check_point_plane(const char *qd, const char *qc, isect_vec3 p, bool valid,
                              isect_location at, isect_distance_result d, isect_closest_result3 c,
                              const long double *n, const long double *base, long double o,
                              long double slack) {
    FZ_CHECK(qd, !valid == (d.flags == ISECT_INVALID));
    FZ_CHECK(qc, !valid == (c.flags == ISECT_INVALID));
    FZ_CHECK(qd, d.distance == d.distance && fz_finite(d.distance));
    FZ_CHECK(qc, fz_finite(c.dist_sq) && fz_finite3(c.point_a) && fz_finite3(c.point_b));
    if (!valid) {
        FZ_CHECK(qd, d.distance == 0);
        FZ_CHECK(qc, c.dist_sq == 0 && c.point_b.x == 0 && c.point_b.y == 0 && c.point_b.z == 0);
        return;
    }
    FZ_CHECK(qd, (d.flags & ~(unsigned)ISECT_SATURATED) == 0);
    FZ_CHECK(qc, (c.flags & ~(unsigned)ISECT_SATURATED) == 0);
    int s = d.distance > 0 ? 1 : (d.distance < 0 ? -1 : 0);
    FZ_CHECK(qd, s == side(at));
    bool on = at == ISECT_ON_BOUNDARY;
    FZ_CHECK(qc, (c.dist_sq == 0) == on && c.dist_sq >= 0 && c.s == 0 && c.t == 0);
    FZ_CHECK(qc, c.point_a.x == p.x && c.point_a.y == p.y && c.point_a.z == p.z);
    if (on)
        FZ_CHECK(qc, c.point_b.x == p.x && c.point_b.y == p.y && c.point_b.z == p.z);
    if (c.flags & ISECT_SATURATED)
        return;
    long double foot[3] = {c.point_b.x, c.point_b.y, c.point_b.z}, x[3] = {p.x, p.y, p.z};
    long double r = -o, terms = fabsl(o), n1 = 0, big = 0, away = 0;
    for (int i = 0; i < 3; i++) {
        r += n[i] * (foot[i] - base[i]);
        away += fabsl(foot[i] - base[i]);
        terms += fabsl(n[i] * (foot[i] - base[i]));
        n1 += fabsl(n[i]);
        big = fmaxl(big, fabsl(x[i]));
    }
    long double bound = 16 * FZ_U * n1 * (big + fabsl((long double)d.distance)) + 0x1p-58L * terms +
                        slack * away + 2 * n1 * FZ_TRUE_MIN; /* the foot's subnormal grid */
    FZ_CHECK(qc, fabsl(r) <= bound);
}

static answers solve3(isect_vec3 a, isect_vec3 b, const isect_plane3 *plane, bool null, int k,
                      int j, bool negate) {
    answers x = {0};
    fz_comp3 c, s;
    start(&x, &c, a, b, null);
    x.valid = c.valid && isect_valid_plane3(plane);
    x.test[FZ_LINE] = isect_test_line3_plane3(c.pl, plane);
    x.test[FZ_RAY] = isect_test_ray3_plane3(c.pr, plane);
    x.test[FZ_SEG] = isect_test_seg3_plane3(c.ps, plane);
    x.find[FZ_LINE] = fz_find3(isect_find_line3_plane3(c.pl, plane));
    x.find[FZ_RAY] = fz_find3(isect_find_ray3_plane3(c.pr, plane));
    x.find[FZ_SEG] = fz_find3(isect_find_seg3_plane3(c.ps, plane));
    x.at_a = isect_classify_point3_plane3(a, plane);
    x.at_b = isect_classify_point3_plane3(b, plane);
    fz_check_location("isect_classify_point3_plane3", x.at_a,
                      isect_valid_plane3(plane) && fz_finite3(a));
    {
        long double n[3] = {0, 0, 0}, base[3] = {0, 0, 0}, o = 0;
        if (plane) {
            n[0] = plane->normal.x, n[1] = plane->normal.y, n[2] = plane->normal.z;
            o = plane->offset;
        }
        check_point_plane("isect_distance_point3_plane3", "isect_closest_point3_plane3", a,
                          isect_valid_plane3(plane) && fz_finite3(a), x.at_a,
                          isect_distance_point3_plane3(a, plane),
                          isect_closest_point3_plane3(a, plane), n, base, o, 0);
    }
    if (!x.valid)
        return x;

    x.slope = isect_dot_sign3(b, (isect_vec3){0, 0, 0}, plane->normal);
    for (int i = 0; i < 3; i++)
        if (x.find[i].hit)
            x.normal_sign[i] = fz_normal_dot_sign(plane->normal, &x.find[i]);
    isect_ray3 back = fz_ray3_back(&c), along;
    x.ray_back = isect_test_ray3_plane3(&back, plane);
    if (fz_ray3_along(&c, &along))
        x.seg_ray = isect_test_ray3_plane3(&along, plane);

    isect_plane3 sp;
    int sign = negate ? -1 : 1;
    x.flipped = negate;
    if (fz_comp3_scaled(&c, k, j, &s) && fz_scale3(plane->normal, j, &sp.normal) &&
        fz_scale_exact(plane->offset, k + j, &sp.offset)) {
        sp.normal = (isect_vec3){sign * sp.normal.x, sign * sp.normal.y, sign * sp.normal.z};
        sp.offset *= sign;
        x.scaled[FZ_LINE] = isect_test_line3_plane3(&s.line, &sp);
        x.scaled[FZ_RAY] = isect_test_ray3_plane3(&s.ray, &sp);
        x.scaled[FZ_SEG] = isect_test_seg3_plane3(&s.seg, &sp);
        x.scaled_at_a = isect_classify_point3_plane3(s.line.origin, &sp);
    }
    return x;
}

static isect_location location_of(int orient) {
    return orient > 0 ? ISECT_OUTSIDE : (orient < 0 ? ISECT_INSIDE : ISECT_ON_BOUNDARY);
}

static answers solve3p(isect_vec3 a, isect_vec3 b, const isect_plane3p *plane, bool null, int k,
                       int j, bool rotate) {
    answers x = {0};
    fz_comp3 c, s;
    start(&x, &c, a, b, null);
    bool valid_plane = isect_valid_plane3p(plane);
    x.valid = c.valid && valid_plane;
    x.test[FZ_LINE] = isect_test_line3_plane3p(c.pl, plane);
    x.test[FZ_RAY] = isect_test_ray3_plane3p(c.pr, plane);
    x.test[FZ_SEG] = isect_test_seg3_plane3p(c.ps, plane);
    x.find[FZ_LINE] = fz_find3(isect_find_line3_plane3p(c.pl, plane));
    x.find[FZ_RAY] = fz_find3(isect_find_ray3_plane3p(c.pr, plane));
    x.find[FZ_SEG] = fz_find3(isect_find_seg3_plane3p(c.ps, plane));
    x.at_a = isect_classify_point3_plane3p(a, plane);
    x.at_b = isect_classify_point3_plane3p(b, plane);
    fz_check_location("isect_classify_point3_plane3p", x.at_a, valid_plane && fz_finite3(a));
    {
        long double n[3] = {0, 0, 0}, base[3] = {0, 0, 0}, slack = 0;
        if (plane) {
            long double u[3] = {(long double)plane->b.x - plane->a.x,
                                (long double)plane->b.y - plane->a.y,
                                (long double)plane->b.z - plane->a.z};
            long double v[3] = {(long double)plane->c.x - plane->a.x,
                                (long double)plane->c.y - plane->a.y,
                                (long double)plane->c.z - plane->a.z};
            n[0] = u[1] * v[2] - u[2] * v[1];
            n[1] = u[2] * v[0] - u[0] * v[2];
            n[2] = u[0] * v[1] - u[1] * v[0];
            base[0] = plane->a.x, base[1] = plane->a.y, base[2] = plane->a.z;
            long double uu = fabsl(u[0]) + fabsl(u[1]) + fabsl(u[2]);
            long double vv = fabsl(v[0]) + fabsl(v[1]) + fabsl(v[2]);
            slack = 0x1p-60L * uu * vv; /* n's rounding */
        }
        check_point_plane("isect_distance_point3_plane3p", "isect_closest_point3_plane3p", a,
                          valid_plane && fz_finite3(a), x.at_a,
                          isect_distance_point3_plane3p(a, plane),
                          isect_closest_point3_plane3p(a, plane), n, base, 0, slack);
    }
    if (valid_plane && fz_finite3(a))
        FZ_CHECK("isect_classify_point3_plane3p",
                 x.at_a == location_of(isect_orient3d(plane->a, plane->b, plane->c, a)));
    if (!x.valid)
        return x;

    x.slope = fz_points_dot_sign(plane->a, plane->b, plane->c, b);
    for (int i = 0; i < 3; i++)
        if (x.find[i].hit)
            x.normal_sign[i] =
                fz_points_dot_sign(plane->a, plane->b, plane->c, fz_normal_of(&x.find[i]));
    isect_ray3 back = fz_ray3_back(&c), along;
    x.ray_back = isect_test_ray3_plane3p(&back, plane);
    if (fz_ray3_along(&c, &along))
        x.seg_ray = isect_test_ray3_plane3p(&along, plane);

    isect_plane3p sp;
    if (fz_comp3_scaled(&c, k, j, &s) && fz_scale3(plane->a, k, &sp.a) &&
        fz_scale3(plane->b, k, &sp.b) && fz_scale3(plane->c, k, &sp.c)) {
        if (rotate) /* the same points in cyclic order: the same plane and side */
            sp = (isect_plane3p){sp.b, sp.c, sp.a};
        x.scaled[FZ_LINE] = isect_test_line3_plane3p(&s.line, &sp);
        x.scaled[FZ_RAY] = isect_test_ray3_plane3p(&s.ray, &sp);
        x.scaled[FZ_SEG] = isect_test_seg3_plane3p(&s.seg, &sp);
        x.scaled_at_a = isect_classify_point3_plane3p(s.line.origin, &sp);
    }
    return x;
}

/* isect_plane3_from_points: finite for finite points; in the double build the textbook
 * (b - a) x (c - a) and its dot product with a exactly when the points and the results
 * lie well inside the range. */
static void check_from_points(const isect_plane3p *p) {
    const char *q = "isect_plane3_from_points";
    bool finite = fz_finite3(p->a) && fz_finite3(p->b) && fz_finite3(p->c);
    isect_plane3 plane = isect_plane3_from_points(p->a, p->b, p->c);
    if (!finite)
        return; /* not specified beyond "no crash, no undefined behaviour" */
    FZ_CHECK(q, fz_finite3(plane.normal) && fz_finite(plane.offset));
#if ISECT_USE_DOUBLE
    double m = 0, pts[9] = {p->a.x, p->a.y, p->a.z, p->b.x, p->b.y, p->b.z, p->c.x, p->c.y, p->c.z};
    for (int i = 0; i < 9; i++)
        m = fmax(m, fabs(pts[i]));
    double u[3] = {pts[3] - pts[0], pts[4] - pts[1], pts[5] - pts[2]};
    double v[3] = {pts[6] - pts[0], pts[7] - pts[1], pts[8] - pts[2]};
    double n[3] = {u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0]};
    double off = n[0] * pts[0] + n[1] * pts[1] + n[2] * pts[2];
    double big = fmax(fabs(n[0]), fmax(fabs(n[1]), fabs(n[2])));
    bool ordinary = (m == 0 || (m >= 0x1p-333 && m <= 0x1p333)) &&
                    (big == 0 || (big >= 0x1p-1000 && big <= 0x1p1000 && fabs(off) <= 0x1p1000));
    FZ_CHECK(q, !ordinary || (plane.normal.x == n[0] && plane.normal.y == n[1] &&
                              plane.normal.z == n[2] && plane.offset == off));
#endif
}

/* ---- Two and three planes ----------------------------------------------------------
 * The plane and two more planes p, q read after it. Contract: invalid iff an argument is
 * (then the all-zero result flagged ISECT_INVALID and test false); no NaN; test ==
 * find.hit == (meet != NONE); the kinds and masks consistent with each other and with
 * the pairs' own two-plane answers (exact, so they must agree bit for bit); the same
 * answers with the planes in another order and with each plane's row scaled by its own
 * power of two (the same plane); a line's direction of unit length. */

static bool zero3(isect_vec3 v) {
    return v.x == 0 && v.y == 0 && v.z == 0;
}

static void check_meet_result(const char *q, const isect_planes_result3 *r, bool valid) {
    FZ_CHECK(q, fz_finite3(r->point) && fz_finite3(r->dir));
    if (!valid) {
        FZ_CHECK(q, !r->hit && r->meet == ISECT_MEET_INVALID && r->flags == ISECT_INVALID);
        FZ_CHECK(q, zero3(r->point) && zero3(r->dir) && !r->parallel && !r->coincident);
        return;
    }
    FZ_CHECK(q, (r->flags & ~(unsigned)ISECT_SATURATED) == 0);
    FZ_CHECK(q, r->meet != ISECT_MEET_INVALID && r->hit == (r->meet != ISECT_MEET_NONE));
    FZ_CHECK(q, (r->coincident & ~r->parallel) == 0);
    FZ_CHECK(q, r->hit || zero3(r->point));
    if (r->meet == ISECT_MEET_LINE) {
        long double d = (long double)r->dir.x * r->dir.x + (long double)r->dir.y * r->dir.y +
                        (long double)r->dir.z * r->dir.z;
        FZ_CHECK(q, fabsl(d - 1) <= 16 * FZ_U);
    } else {
        FZ_CHECK(q, zero3(r->dir));
    }
}

/* The plane with its row scaled by 2^k, when exact. */
static bool scaled_plane(const isect_plane3 *p, int k, isect_plane3 *out) {
    return fz_scale3(p->normal, k, &out->normal) && fz_scale_exact(p->offset, k, &out->offset);
}

static void check_meet(const isect_plane3 *a, const isect_plane3 *b, const isect_plane3 *c, int k,
                       int j) {
    static const char *const q2 = "isect_find_plane3_plane3";
    static const char *const q3 = "isect_find_plane3_plane3_plane3";
    bool va = a && isect_valid_plane3(a), vb = b && isect_valid_plane3(b),
         vc = c && isect_valid_plane3(c);
    isect_planes_result3 ab = isect_find_plane3_plane3(a, b);
    check_meet_result(q2, &ab, va && vb);
    FZ_CHECK(q2, isect_test_plane3_plane3(a, b) == ab.hit);
    FZ_CHECK(q2, isect_test_plane3_plane3(b, a) == ab.hit);
    FZ_CHECK(q2, !(va && vb) || ab.meet != ISECT_MEET_POINT);
    FZ_CHECK(q2, !(va && vb) || (ab.meet == ISECT_MEET_LINE) == (ab.parallel == 0));
    FZ_CHECK(q2, !(va && vb) || (ab.meet == ISECT_MEET_PLANE) == (ab.coincident == 1));
    isect_planes_result3 abc = isect_find_plane3_plane3_plane3(a, b, c);
    bool valid = va && vb && vc;
    check_meet_result(q3, &abc, valid);
    FZ_CHECK(q3, isect_test_plane3_plane3_plane3(a, b, c) == abc.hit);
    FZ_CHECK(q3, isect_test_plane3_plane3_plane3(c, a, b) == abc.hit);
    if (!valid)
        return;
    isect_planes_result3 ac = isect_find_plane3_plane3(a, c), bc = isect_find_plane3_plane3(b, c);
    FZ_CHECK(q3, abc.parallel == (ab.parallel | ac.parallel << 1 | bc.parallel << 2));
    FZ_CHECK(q3, abc.coincident == (ab.coincident | ac.coincident << 1 | bc.coincident << 2));
    FZ_CHECK(q3, !abc.hit || (ab.hit && ac.hit && bc.hit));
    FZ_CHECK(q3, abc.meet != ISECT_MEET_POINT || abc.parallel == 0);
    FZ_CHECK(q3, (abc.meet == ISECT_MEET_PLANE) == (abc.coincident == 7));
    isect_plane3 sa, sb, sc;
    if (scaled_plane(a, k, &sa) && scaled_plane(b, j, &sb) && scaled_plane(c, k - j, &sc)) {
        isect_planes_result3 s2 = isect_find_plane3_plane3(&sa, &sb);
        isect_planes_result3 s3 = isect_find_plane3_plane3_plane3(&sa, &sb, &sc);
        FZ_CHECK(q2, s2.meet == ab.meet && s2.parallel == ab.parallel &&
                         s2.coincident == ab.coincident);
        FZ_CHECK(q3, s3.meet == abc.meet && s3.parallel == abc.parallel &&
                         s3.coincident == abc.coincident);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    fz_in in;
    fz_begin(&in, data, size);
    unsigned options = fz_byte(&in), mode = fz_byte(&in);
    int k = fz_exponent(&in), j = fz_exponent(&in);
    bool null_comp = fz_null(options, 0), null_plane = fz_null(options, 1);
    isect_vec3 a = fz_vec3(&in, "a"), b = fz_vec3(&in, "b");
    if (mode & 1) {
        isect_plane3p plane;
        plane.a = fz_vec3(&in, "plane.a");
        plane.b = fz_vec3(&in, "plane.b");
        plane.c = fz_vec3(&in, "plane.c");
        answers x = solve3p(a, b, null_plane ? NULL : &plane, null_comp, k, j, mode & 2);
        check(&x, names3p);
        check_from_points(&plane);
        return 0;
    }
    isect_plane3 plane;
    plane.normal = fz_vec3(&in, "plane.normal");
    plane.offset = fz_real(&in, "plane.offset");
    answers x = solve3(a, b, null_plane ? NULL : &plane, null_comp, k, j, mode & 2);
    check(&x, names3);
    isect_plane3 p, q;
    p.normal = fz_vec3(&in, "p.normal");
    p.offset = fz_real(&in, "p.offset");
    q.normal = fz_vec3(&in, "q.normal");
    q.offset = fz_real(&in, "q.offset");
    check_meet(null_plane ? NULL : &plane, &p, null_comp ? NULL : &q, k, j);
    return 0;
}
