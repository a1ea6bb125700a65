/* Lines, rays and segments against triangles and quads: worked examples, the
 * watertightness property that float Moller-Trumbore lacks, coplanar intervals,
 * collinear triangles, invalid input, extreme magnitudes, quads. Expected values come
 * from geometry that is exact by construction (axis-aligned triangles, dyadic
 * coordinates) or from topology (a ray from inside a closed mesh must leave it); the
 * randomised comparison with the exact oracle lives in test_oracle_triangle.c. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <float.h>
#include <math.h>

#include "gen/gen.h"
#include "isect/isect.h"

static const isect_tri3 unit_tri = {{{0, 0, 0}, {1, 0, 0}, {0, 1, 0}}};

/* Moller and Trumbore's setting: a ray straight down onto the triangle z == 0 at
 * barycentric (0.25, 0.25): t = 1, the point, the normal facing back up at the ray. */
static void ray_down_onto_triangle(void **state) {
    (void)state;
    isect_ray3 ray = {{0.25, 0.25, 1}, {0, 0, -1}};
    assert_true(isect_test_ray3_tri3(&ray, &unit_tri));
    isect_find_result3 r = isect_find_ray3_tri3(&ray, &unit_tri);
    assert_true(r.hit);
    assert_int_equal(r.count, 1);
    assert_int_equal(r.flags, 0);
    assert_true(r.t[0] == 1 && r.t[1] == 1);
    assert_true(r.point[0].x == 0.25 && r.point[0].y == 0.25 && r.point[0].z == 0);
    assert_true(r.normal.x == 0 && r.normal.y == 0 && r.normal.z == 1);
    /* from below, the normal faces down */
    isect_ray3 up = {{0.25, 0.25, -2}, {0, 0, 0.5}};
    r = isect_find_ray3_tri3(&up, &unit_tri);
    assert_true(r.hit && r.t[0] == 4 && r.normal.z == -1);
    /* pointing away: a miss; the line still meets it, at t = -1 */
    isect_ray3 away = {{0.25, 0.25, 1}, {0, 0, 1}};
    assert_false(isect_test_ray3_tri3(&away, &unit_tri));
    isect_line3 line = {{0.25, 0.25, 1}, {0, 0, 1}};
    r = isect_find_line3_tri3(&line, &unit_tri);
    assert_true(r.hit && r.t[0] == -1 && r.flags == 0);
    /* beyond the hypotenuse (u + v > 1): a miss */
    isect_ray3 out = {{0.75, 0.5, 1}, {0, 0, -1}};
    assert_false(isect_test_ray3_tri3(&out, &unit_tri));
    assert_false(isect_find_ray3_tri3(&out, &unit_tri).hit);
}

/* RTCD 5.3.6's segment test: a segment crossing at its midpoint, one stopping short,
 * and the endpoint-touching rule. */
static void segment_examples(void **state) {
    (void)state;
    isect_seg3 seg = {{0.5, 0.25, -1}, {0.25, 0.5, 1}};
    isect_find_result3 r = isect_find_seg3_tri3(&seg, &unit_tri);
    assert_true(r.hit && r.count == 1 && r.flags == 0 && r.t[0] == 0.5);
    assert_true(r.point[0].x == 0.375 && r.point[0].y == 0.375 && r.point[0].z == 0);
    isect_seg3 shortseg = {{0.25, 0.25, -1}, {0.25, 0.25, -0.5}};
    assert_false(isect_test_seg3_tri3(&shortseg, &unit_tri));
    /* ending exactly on the triangle: touching at t = 1 */
    isect_seg3 ends = {{0.25, 0.25, -1}, {0.25, 0.25, 0}};
    r = isect_find_seg3_tri3(&ends, &unit_tri);
    assert_true(r.hit && r.count == 1 && r.flags == ISECT_TOUCHING && r.t[0] == 1);
    /* a ray starting on an edge: touching at t = 0; a line through the same point is not */
    isect_ray3 ray = {{0.5, 0, 0}, {1, 2, 3}};
    r = isect_find_ray3_tri3(&ray, &unit_tri);
    assert_true(r.hit && r.count == 1 && r.flags == ISECT_TOUCHING && r.t[0] == 0);
    isect_line3 line = {{0.5, 0, 0}, {1, 2, 3}};
    r = isect_find_line3_tri3(&line, &unit_tri);
    assert_true(r.hit && r.count == 1 && r.flags == 0 && r.t[0] == 0);
}

/* Two triangles sharing an edge, and a fan sharing a vertex: a ray through the shared
 * edge or vertex hits every one of them (float Moller-Trumbore, which decides each
 * triangle from its own rounded barycentrics, can miss both). */
static void shared_edge_and_vertex(void **state) {
    (void)state;
    isect_tri3 up = {{{0, 0, 0}, {1, 0, 0}, {0.5, 1, 0}}};
    isect_tri3 down = {{{1, 0, 0}, {0, 0, 0}, {0.5, -1, 0}}};
    isect_tri3 bent = {{{1, 0, 0}, {0, 0, 0}, {0.5, -1, -0.75}}}; /* a non-planar neighbour */
    /* through (0.375, 0, 0) on the shared edge, at t = 1 */
    isect_ray3 ray = {{0.25, -0.375, 1}, {0.125, 0.375, -1}};
    assert_true(isect_test_ray3_tri3(&ray, &up));
    assert_true(isect_test_ray3_tri3(&ray, &down));
    assert_true(isect_test_ray3_tri3(&ray, &bent));
    assert_true(isect_find_ray3_tri3(&ray, &up).t[0] == 1);
    assert_true(isect_find_ray3_tri3(&ray, &down).t[0] == 1);
    /* a fan of eight triangles around the origin, through the shared centre */
    static const double rim[8][2] = {{3, 0},  {2, 2},   {0, 3},  {-2, 2},
                                     {-3, 0}, {-2, -2}, {0, -3}, {2, -2}};
    isect_ray3 centre = {{0.1, 0.7, 1.3}, {-0.1, -0.7, -1.3}}; /* t = 1 at the origin */
    for (int k = 0; k < 8; k++) {
        isect_tri3 t = {{{0, 0, 0},
                         {rim[k][0], rim[k][1], k & 1 ? 0.5 : 0},
                         {rim[(k + 1) % 8][0], rim[(k + 1) % 8][1], k & 1 ? 0 : 0.5}}};
        isect_find_result3 r = isect_find_ray3_tri3(&centre, &t);
        assert_true(r.hit);
        assert_true(isect_test_ray3_tri3(&centre, &t));
        assert_true(fabs(r.t[0] - 1) < 1e-15);
    }
}

/* Topology as the oracle: a ray from a point strictly inside a closed tetrahedron must
 * leave through at least one face, whatever its direction -- including directions
 * aimed at rounded points of the edges and vertices, where float Moller-Trumbore leaks. */
static void closed_mesh_has_no_cracks(void **state) {
    (void)state;
    const double v[4][3] = {{0.1, 0.2, 0.3}, {10.7, 0.9, -0.4}, {1.3, 9.1, 0.6}, {0.8, 1.9, 11.3}};
    const int faces[4][3] = {{0, 2, 1}, {0, 1, 3}, {0, 3, 2}, {1, 2, 3}};
    isect_tri3 tri[4];
    for (int f = 0; f < 4; f++)
        for (int k = 0; k < 3; k++) {
            const double *p = v[faces[f][k]];
            tri[f].v[k] = (isect_vec3){(isect_real)p[0], (isect_real)p[1], (isect_real)p[2]};
        }
    isect_vec3 o = {2.9, 2.6, 2.8}; /* inside */
    gen_rng rng;
    gen_seed(&rng, 7);
    for (int i = 0; i < 20000; i++) {
        /* aim at a random point of a random edge or at a vertex */
        int a = (int)gen_int(&rng, 0, 3), b = (int)gen_int(&rng, 0, 3);
        double s = (i & 3) == 0 ? 0 : gen_unit(&rng);
        isect_vec3 d;
        d.x = (isect_real)(v[a][0] + s * (v[b][0] - v[a][0]) - o.x);
        d.y = (isect_real)(v[a][1] + s * (v[b][1] - v[a][1]) - o.y);
        d.z = (isect_real)(v[a][2] + s * (v[b][2] - v[a][2]) - o.z);
        isect_ray3 ray = {o, d};
        int hits = 0;
        for (int f = 0; f < 4; f++) {
            bool t = isect_test_ray3_tri3(&ray, &tri[f]);
            assert_true(t == isect_find_ray3_tri3(&ray, &tri[f]).hit);
            hits += t;
        }
        assert_true(hits >= 1);
    }
}

/* In the plane: the interval inside the closed triangle, count ISECT_INFINITE, the
 * triangle's own normal. */
static void coplanar_intervals(void **state) {
    (void)state;
    isect_tri3 t = {{{0, 0, 0}, {4, 0, 0}, {0, 4, 0}}};
    isect_seg3 seg = {{-1, 1, 0}, {5, 1, 0}}; /* inside for x in [0, 3] */
    isect_find_result3 r = isect_find_seg3_tri3(&seg, &t);
    assert_true(r.hit && r.count == ISECT_INFINITE && r.flags == 0);
    assert_true(fabs(r.t[0] - 1.0 / 6) < 1e-6 && fabs(r.t[1] - 4.0 / 6) < 1e-6);
    assert_true(r.normal.x == 0 && r.normal.y == 0 && r.normal.z == 1);
    /* along an edge's line */
    isect_ray3 ray = {{-2, 0, 0}, {1, 0, 0}};
    r = isect_find_ray3_tri3(&ray, &t);
    assert_true(r.hit && r.count == ISECT_INFINITE && r.t[0] == 2 && r.t[1] == 6);
    /* touching a vertex only */
    isect_line3 line = {{4, 0, 0}, {1, 1, 0}};
    r = isect_find_line3_tri3(&line, &t);
    assert_true(r.hit && r.count == ISECT_INFINITE && r.t[0] == 0 && r.t[1] == 0);
    /* in the plane but beside the triangle; parallel but above it */
    isect_seg3 beside = {{3, 3, 0}, {5, 1, 0}};
    assert_false(isect_test_seg3_tri3(&beside, &t));
    isect_seg3 above = {{-1, 1, 0x1p-60}, {5, 1, 0x1p-60}};
    assert_false(isect_test_seg3_tri3(&above, &t));
    /* a segment inside the triangle: the whole of it */
    isect_seg3 inside = {{1, 1, 0}, {2, 1, 0}};
    r = isect_find_seg3_tri3(&inside, &t);
    assert_true(r.hit && r.count == ISECT_INFINITE && r.t[0] == 0 && r.t[1] == 1);
}

/* Collinear triangles are the segment they span; zero-length components are points. */
static void degenerate_input(void **state) {
    (void)state;
    isect_tri3 flat = {{{0, 0, 0}, {2, 0, 0}, {1, 0, 0}}}; /* the segment x in [0, 2] */
    isect_seg3 across = {{1.5, -1, -1}, {1.5, 1, 1}};
    isect_find_result3 r = isect_find_seg3_tri3(&across, &flat);
    assert_true(r.hit && r.count == 1 && r.flags == ISECT_DEGENERATE && r.t[0] == 0.5);
    assert_true(r.normal.x == 0 && r.normal.y == 0 && r.normal.z == 0);
    /* overlapping the span's end: x in [0, 0.5] is t in [2/3, 1] */
    isect_seg3 along = {{-1, 0, 0}, {0.5, 0, 0}};
    r = isect_find_seg3_tri3(&along, &flat);
    assert_true(r.hit && r.count == ISECT_INFINITE && (r.flags & ISECT_DEGENERATE));
    assert_true(fabs(r.t[0] - 2.0 / 3) < 1e-6 && r.t[1] == 1);
    /* strictly inside the span: the whole segment */
    isect_seg3 within = {{0.5, 0, 0}, {1.5, 0, 0}};
    r = isect_find_seg3_tri3(&within, &flat);
    assert_true(r.hit && r.count == ISECT_INFINITE && r.t[0] == 0 && r.t[1] == 1);
    /* end to end: one point, an end of the segment, so touching */
    isect_seg3 end = {{2, 0, 0}, {3, 0, 0}};
    r = isect_find_seg3_tri3(&end, &flat);
    assert_true(r.hit && r.count == 1 && r.t[0] == 0);
    assert_int_equal(r.flags, ISECT_DEGENERATE | ISECT_TOUCHING);
    /* beside the span's line */
    isect_seg3 miss = {{3, -1, 0}, {3, 1, 0}};
    assert_false(isect_test_seg3_tri3(&miss, &flat));
    /* a triangle that is a single point */
    isect_tri3 dot = {{{1, 1, 1}, {1, 1, 1}, {1, 1, 1}}};
    isect_line3 through = {{0, 0, 0}, {2, 2, 2}};
    r = isect_find_line3_tri3(&through, &dot);
    assert_true(r.hit && r.count == 1 && r.t[0] == 0.5 && (r.flags & ISECT_DEGENERATE));
    isect_line3 past = {{0, 0, 0}, {2, 2, (isect_real)0x1.000002p+1}};
    assert_false(isect_test_line3_tri3(&past, &dot));
    /* zero-length segment and zero direction: a point */
    isect_seg3 point = {{0.25, 0.25, 0}, {0.25, 0.25, 0}};
    r = isect_find_seg3_tri3(&point, &unit_tri);
    assert_true(r.hit && r.count == 1 && r.t[0] == 0);
    assert_int_equal(r.flags, ISECT_DEGENERATE | ISECT_TOUCHING);
    isect_ray3 still = {{0.25, 0.25, 0x1p-100}, {0, 0, 0}};
    assert_false(isect_test_ray3_tri3(&still, &unit_tri));
}

/* NULL, NaN and infinity: a miss flagged ISECT_INVALID, every field zero. */
static void invalid_input(void **state) {
    (void)state;
    isect_ray3 ray = {{0.25, 0.25, 1}, {0, 0, -1}};
    assert_false(isect_test_ray3_tri3(NULL, &unit_tri));
    assert_false(isect_test_ray3_tri3(&ray, NULL));
    isect_find_result3 r = isect_find_ray3_tri3(&ray, NULL);
    assert_true(!r.hit && r.flags == ISECT_INVALID && r.count == 0 && r.t[0] == 0);
    isect_tri3 bad = unit_tri;
    bad.v[1].y = (isect_real)NAN;
    assert_false(isect_test_ray3_tri3(&ray, &bad));
    r = isect_find_ray3_tri3(&ray, &bad);
    assert_true(!r.hit && r.flags == ISECT_INVALID);
    isect_seg3 inf = {{0, 0, (isect_real)INFINITY}, {0, 0, -1}};
    r = isect_find_seg3_tri3(&inf, &unit_tri);
    assert_true(!r.hit && r.flags == ISECT_INVALID);
    isect_quad3 q = {{{0, 0, 0}, {1, 0, 0}, {1, 1, 0}, {0, (isect_real)-INFINITY, 0}}};
    assert_false(isect_test_ray3_quad3(&ray, &q));
    r = isect_find_ray3_quad3(&ray, &q);
    assert_true(!r.hit && r.flags == ISECT_INVALID);
    assert_false(isect_find_line3_quad3(NULL, &q).hit);
}

/* The same crossing scaled by huge and tiny powers of two: the same answer. */
static void extreme_magnitudes(void **state) {
    (void)state;
#if ISECT_USE_DOUBLE
    const int scales[] = {-500, -300, 300, 500};
#else
    const int scales[] = {-60, -30, 30, 60};
#endif
    for (size_t i = 0; i < sizeof scales / sizeof scales[0]; i++) {
        isect_real s = (isect_real)ldexp(1, scales[i]);
        isect_tri3 t = {{{0, 0, 0}, {s, 0, 0}, {0, s, 0}}};
        isect_seg3 seg = {{s / 4, s / 4, -s}, {s / 4, s / 4, s}};
        isect_find_result3 r = isect_find_seg3_tri3(&seg, &t);
        assert_true(r.hit && r.count == 1 && r.t[0] == 0.5 && r.flags == 0);
        /* one ulp beyond the hypotenuse: a miss */
        isect_real up = s / 2 + s * (isect_real)(ISECT_USE_DOUBLE ? 0x1p-53 : 0x1p-24);
        isect_seg3 out = {{s / 2, up, -s}, {s / 2, up, s}};
        assert_false(isect_test_seg3_tri3(&out, &t));
        /* exactly on it: a hit */
        isect_seg3 on = {{s / 2, s / 2, -s}, {s / 2, s / 2, s}};
        assert_true(isect_test_seg3_tri3(&on, &t));
    }
}

#if ISECT_USE_DOUBLE
#define UNIT_ROUNDOFF 0x1p-53
#define REAL_MAX DBL_MAX
#define EXP_MIN (-1074) /* 2^EXP_MIN: the smallest positive isect_real */
#define EXP_MAX 1023    /* 2^EXP_MAX: the largest power of two */
#else
#define UNIT_ROUNDOFF 0x1p-24
#define REAL_MAX FLT_MAX
#define EXP_MIN (-149)
#define EXP_MAX 127
#endif

/* |x - want| <= bound u |want|, u the unit roundoff of isect_real. */
static bool close_to(double x, double want, double bound) {
    return fabs(x - want) <= bound * UNIT_ROUNDOFF * fabs(want);
}

static isect_vec3 scaled(double x, double y, double z, int k) {
    return (isect_vec3){(isect_real)ldexp(x, k), (isect_real)ldexp(y, k), (isect_real)ldexp(z, k)};
}

/* Issue 11, defect 1: the constructions failed whenever |d|^2 or a dot product in them
 * over- or underflowed (t = [0, 0] at 2^509; t = [0, inf] for a coplanar ray at 2^512).
 * A segment through the plane of the triangle (0,0,0) (4,0,0) (0,4,0) at its midpoint
 * (exact t = 1/2) and a coplanar ray entering it at t = 1 and leaving at t = 5/2, at every
 * scale 2^k at which the case is representable exactly: from subnormal coordinates to
 * the top of the range. The crossing's documented bound (isect/triangle.h) is 8 u here;
 * the coplanar bound gives 20 u at the entry edge and 88 u at the exit edge. */
static void constructions_at_every_scale(void **state) {
    (void)state;
    for (int k = EXP_MIN; k <= EXP_MAX - 3; k++) {
        isect_tri3 tri = {{scaled(0, 0, 0, k), scaled(4, 0, 0, k), scaled(0, 4, 0, k)}};
        isect_quad3 quad = {
            {scaled(0, 0, 0, k), scaled(4, 0, 0, k), scaled(4, 4, 0, k), scaled(0, 4, 0, k)}};
        isect_seg3 seg = {scaled(1, 1, 4, k), scaled(1, 1, -4, k)};
        isect_ray3 ray = {scaled(1, 1, 4, k), scaled(0, 0, -8, k)};
        isect_line3 line = {scaled(1, 1, 4, k), scaled(0, 0, -8, k)};
        isect_find_result3 r[4] = {
            isect_find_seg3_tri3(&seg, &tri), isect_find_ray3_tri3(&ray, &tri),
            isect_find_line3_tri3(&line, &tri), isect_find_seg3_quad3(&seg, &quad)};
        for (int i = 0; i < 4; i++) {
            if (!(r[i].hit && r[i].count == 1 && r[i].flags == 0 && close_to(r[i].t[0], 0.5, 8) &&
                  r[i].t[1] == r[i].t[0] && close_to(r[i].point[0].x, ldexp(1, k), 8) &&
                  r[i].point[0].z == 0 && r[i].normal.z == 1))
                fail_msg("crossing %d at scale 2^%d: t %a, x %a, flags %x", i, k, (double)r[i].t[0],
                         (double)r[i].point[0].x, r[i].flags);
        }
        if (k > EXP_MAX - 4 || k < EXP_MIN)
            continue;
        isect_tri3 big = {{scaled(0, 0, 0, k), scaled(8, 0, 0, k), scaled(0, 8, 0, k)}};
        isect_ray3 along = {scaled(-4, 2, 0, k), scaled(4, 0, 0, k)};
        isect_find_result3 c = isect_find_ray3_tri3(&along, &big);
        if (!(c.hit && c.count == ISECT_INFINITE && c.flags == 0 && close_to(c.t[0], 1, 20) &&
              close_to(c.t[1], 2.5, 88)))
            fail_msg("coplanar ray at scale 2^%d: t [%a, %a], flags %x", k, (double)c.t[0],
                     (double)c.t[1], c.flags);
    }
}

/* Issue 11, defect 2: a line from -1e308 (the float build: -3e38) along (2, 0, 0) crosses
 * the triangle at x = 1: exact t = (1 + 1e308) / 2, which the plane query got and the
 * triangle query reported as inf (an overflowing dot product in its clamp). The bound
 * of isect/triangle.h is 24 u t here. */
static void huge_parameter(void **state) {
    (void)state;
    const double far = ISECT_USE_DOUBLE ? 1e308 : 3e38;
    isect_tri3 tri = {{{1, -1, -1}, {1, 1, -1}, {1, 0, 1}}};
    isect_line3 line = {{(isect_real)-far, 0, 0}, {2, 0, 0}};
    isect_ray3 ray = {{(isect_real)-far, 0, 0}, {2, 0, 0}};
    double want = (1 + (double)(isect_real)far) / 2;
    isect_find_result3 r[2] = {isect_find_line3_tri3(&line, &tri),
                               isect_find_ray3_tri3(&ray, &tri)};
    for (int i = 0; i < 2; i++)
        if (!(r[i].hit && r[i].flags == 0 && close_to(r[i].t[0], want, 24) &&
              isfinite(r[i].point[0].x) && r[i].normal.x == -1))
            fail_msg("%s: t %a (want %a), point x %a, flags %x", i ? "ray" : "line",
                     (double)r[i].t[0], want, (double)r[i].point[0].x, r[i].flags);
}

/* Issue 11, defect 4: a ray down onto the unit triangle with the shortest direction
 * there is: t = 2^1074 (float: 2^149) lies beyond the range, so it saturates to the
 * largest isect_real with ISECT_SATURATED -- but the crossing point (0.25, 0.25, 0) is an
 * ordinary number and must be reported exactly, not saturated with t. */
static void saturated_parameter_keeps_the_point(void **state) {
    (void)state;
    isect_ray3 ray = {{0.25, 0.25, 1}, {0, 0, -(isect_real)ldexp(1, EXP_MIN)}};
    isect_find_result3 r = isect_find_ray3_tri3(&ray, &unit_tri);
    assert_true(r.hit && r.count == 1 && r.flags == ISECT_SATURATED);
    assert_true(r.t[0] == REAL_MAX && r.t[1] == REAL_MAX);
    assert_true(r.point[0].x == 0.25 && r.point[0].y == 0.25 && r.point[0].z == 0);
    isect_quad3 sq = {{{0, 0, 0}, {1, 0, 0}, {1, 1, 0}, {0, 1, 0}}};
    r = isect_find_ray3_quad3(&ray, &sq);
    assert_true(r.hit && r.flags == ISECT_SATURATED && r.t[0] == REAL_MAX);
    assert_true(r.point[0].x == 0.25 && r.point[0].y == 0.25 && r.point[0].z == 0);
    /* an ordinary ray: no flag */
    isect_ray3 plain = {{0.25, 0.25, 1}, {0, 0, -1}};
    assert_int_equal(isect_find_ray3_tri3(&plain, &unit_tri).flags, 0);
}

/* Quads: the union of (v0, v1, v2) and (v0, v2, v3). */
/* Slivers 2^-1073 high lying in the plane of the component (the oracle's collinear
 * family, cases 7038, 79623, 208205 and 8341 of its adversarial mode): the clip against
 * a long edge with a subnormal component scaled that component away and kept no bound
 * (t = [-max, max] saturated for a line, [0, max] for a ray), or a segment's overlap
 * shrank to a point. Exact spans from the GMP oracle: 1/7..5/7, 0..1, 2/3..5/6 and
 * 0..1/4. */
static void sliver_in_the_plane(void **state) {
    (void)state;
#if ISECT_USE_DOUBLE
    const double tiny = 0x1p-1073, u = 0x1p-53;
    isect_tri3 flat1 = {{{-4, -16, tiny}, {-6, -18, 0}, {-2, -14, 0}}};
    isect_line3 line = {{-7, -19, 0}, {7, 7, 0}};
    isect_find_result3 r = isect_find_line3_tri3(&line, &flat1);
    assert_true(r.hit && r.count == ISECT_INFINITE && r.flags == 0);
    assert_true(fabs(r.t[0] - 1.0 / 7) <= 4 * u && fabs(r.t[1] - 5.0 / 7) <= 4 * u);

    isect_tri3 flat2 = {{{-16, 1.5 * tiny, 16}, {-15, 1, 13}, {-18, -2, 22}}};
    isect_ray3 ray = {{-15, 1, 13}, {-3, -3, 9}};
    r = isect_find_ray3_tri3(&ray, &flat2);
    assert_true(r.hit && r.count == ISECT_INFINITE && r.flags == 0);
    assert_true(r.t[0] == 0 && fabs(r.t[1] - 1) <= 4 * u);

    isect_tri3 flat3 = {{{-8, -24, 0.5 * tiny}, {-5, -22, 3}, {-8, -24, 0}}};
    isect_seg3 seg = {{-20, -32, -12}, {-2, -20, 6}};
    r = isect_find_seg3_tri3(&seg, &flat3);
    assert_true(r.hit && r.count == ISECT_INFINITE && r.flags == 0);
    assert_true(fabs(r.t[0] - 2.0 / 3) <= 4 * u && fabs(r.t[1] - 5.0 / 6) <= 4 * u);

    isect_quad3 flat4 = {{{12, 0, 24}, {12, -tiny, 24}, {10, -2, 25}, {-16, -4, -4}}};
    isect_ray3 ray4 = {{12, 0, 24}, {-8, -8, 4}};
    r = isect_find_ray3_quad3(&ray4, &flat4);
    assert_true(r.hit && r.count == ISECT_INFINITE && r.flags == 0);
    assert_true(r.t[0] == 0 && fabs(r.t[1] - 0.25) <= 4 * u);
#endif
}

static void quads(void **state) {
    (void)state;
    isect_quad3 sq = {{{0, 0, 0}, {2, 0, 0}, {2, 2, 0}, {0, 2, 0}}};
    isect_ray3 halves[3] = {{{1.5, 0.5, 1}, {0, 0, -1}}, /* first half */
                            {{0.5, 1.5, 1}, {0, 0, -1}}, /* second half */
                            {{1, 1, 1}, {0, 0, -1}}};    /* the shared diagonal */
    for (int i = 0; i < 3; i++) {
        isect_find_result3 r = isect_find_ray3_quad3(&halves[i], &sq);
        assert_true(isect_test_ray3_quad3(&halves[i], &sq));
        assert_true(r.hit && r.count == 1 && r.t[0] == 1 && r.normal.z == 1 && r.flags == 0);
    }
    isect_ray3 outside = {{2.5, 0.5, 1}, {0, 0, -1}};
    assert_false(isect_test_ray3_quad3(&outside, &sq));
    /* a segment across the square in its plane: the union of both halves' intervals */
    isect_seg3 across = {{-1, 0.5, 0}, {3, 1.5, 0}};
    isect_find_result3 r = isect_find_seg3_quad3(&across, &sq);
    assert_true(r.hit && r.count == ISECT_INFINITE);
    assert_true(fabs(r.t[0] - 0.25) < 1e-6 && fabs(r.t[1] - 0.75) < 1e-6);
    /* a folded quad: the raised half lies in the plane z = y - x */
    isect_quad3 fold = {{{0, 0, 0}, {2, 0, 0}, {2, 2, 0}, {0, 2, 2}}};
    isect_line3 line = {{0.5, 1.5, 4}, {0, 0, -1}}; /* z = 1 on the raised half: t = 3 */
    r = isect_find_line3_quad3(&line, &fold);
    assert_true(r.hit && r.count == 1 && fabs(r.t[0] - 3) < 1e-6);
    /* a line meeting both halves: the nearer crossing (t = 1 on the raised half at
     * (1, 1.5, 0.5), t = 2 on the flat one at (1, 0.5, 0)) */
    isect_line3 both = {{1, 2.5, 1}, {0, -1, -0.5}};
    r = isect_find_line3_quad3(&both, &fold);
    assert_true(r.hit && r.count == 1 && fabs(r.t[0] - 1) < 1e-6);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(ray_down_onto_triangle),
        cmocka_unit_test(segment_examples),
        cmocka_unit_test(shared_edge_and_vertex),
        cmocka_unit_test(closed_mesh_has_no_cracks),
        cmocka_unit_test(coplanar_intervals),
        cmocka_unit_test(degenerate_input),
        cmocka_unit_test(invalid_input),
        cmocka_unit_test(extreme_magnitudes),
        cmocka_unit_test(quads),
        cmocka_unit_test(sliver_in_the_plane),
        cmocka_unit_test(constructions_at_every_scale),
        cmocka_unit_test(huge_parameter),
        cmocka_unit_test(saturated_parameter_keeps_the_point),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
