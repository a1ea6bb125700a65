/* Solids against a convex hull (isect/overlap.h) on worked examples whose answers follow
 * by hand: the unit cube [0, 1]^3 as its six planes and as its eight vertices, against
 * balls touching a face, an edge and a corner (3-4-5 and 2-3-6-7 distances, so the
 * touching radii are exact), planes touching a face, an edge and a corner, boxes and
 * hulls resting on a face, an edge or a vertex, one ulp away; the octahedron
 * |x| + |y| + |z| <= 1 as eight planes; empty and unbounded plane sets, redundant and
 * repeated planes, a hull of many planes, degenerate solids, 2^k scaling and invalid
 * input. The randomised comparison with the exact oracle is test_oracle_overlap_hull.c. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <float.h>
#include <math.h>
#include <stdlib.h>

#include "gen/gen.h"
#include "isect/isect.h"

#if ISECT_USE_DOUBLE
#define BIG_EXP 900
#else
#define BIG_EXP 90
#endif

static isect_vec3 v3(isect_real x, isect_real y, isect_real z) {
    return (isect_vec3){x, y, z};
}

static isect_real up(isect_real x) {
    return gen_ulps(x, 1);
}

static isect_real down(isect_real x) {
    return gen_ulps(x, -1);
}

/* The unit cube [0, 1]^3 scaled by s (a power of two) and moved by t: planes and
 * vertices. */
typedef struct cube {
    isect_plane3 planes[6];
    isect_vec3 verts[8];
    isect_hull3 by_planes, by_verts;
} cube;

static void cube_make(cube *c, isect_real s, isect_vec3 t) {
    for (int i = 0; i < 3; i++) {
        isect_real lo = i == 0 ? t.x : i == 1 ? t.y : t.z;
        isect_vec3 n = v3(i == 0, i == 1, i == 2);
        c->planes[2 * i] = (isect_plane3){n, lo + s};
        c->planes[2 * i + 1] = (isect_plane3){v3(-n.x, -n.y, -n.z), -lo};
    }
    for (int k = 0; k < 8; k++)
        c->verts[k] = v3(t.x + s * (k & 1), t.y + s * ((k >> 1) & 1), t.z + s * ((k >> 2) & 1));
    c->by_planes = (isect_hull3){NULL, 0, c->planes, 6};
    c->by_verts = (isect_hull3){c->verts, 8, NULL, 0};
}

/* The octahedron |x - m_x| + |y - m_y| + |z - m_z| <= s. */
typedef struct octa {
    isect_plane3 planes[8];
    isect_vec3 verts[6];
    isect_hull3 by_planes, by_verts;
} octa;

static void octa_make(octa *o, isect_real s, isect_vec3 m) {
    for (int k = 0; k < 8; k++) {
        isect_vec3 n = v3(k & 1 ? -1 : 1, k & 2 ? -1 : 1, k & 4 ? -1 : 1);
        o->planes[k] = (isect_plane3){n, s + n.x * m.x + n.y * m.y + n.z * m.z};
    }
    for (int k = 0; k < 6; k++) {
        isect_real d = k & 1 ? -s : s;
        o->verts[k] =
            v3(m.x + (k / 2 == 0 ? d : 0), m.y + (k / 2 == 1 ? d : 0), m.z + (k / 2 == 2 ? d : 0));
    }
    o->by_planes = (isect_hull3){NULL, 0, o->planes, 8};
    o->by_verts = (isect_hull3){o->verts, 6, NULL, 0};
}

static bool ball(const isect_hull3 *h, isect_vec3 c, isect_real r) {
    isect_sphere3 s = {c, r};
    return isect_test_sphere3_hull3(&s, h);
}

static void test_sphere(void **state) {
    (void)state;
    cube c;
    cube_make(&c, 1, v3(0, 0, 0));
    const isect_hull3 *forms[2] = {&c.by_planes, &c.by_verts};
    for (int f = 0; f < 2; f++) {
        const isect_hull3 *h = forms[f];
        /* a face: centre 2 above the top face */
        assert_true(ball(h, v3(0.5, 0.5, 3), 2));
        assert_false(ball(h, v3(0.5, 0.5, 3), down(2)));
        /* an edge: (1, 1) + (3, 4) in the xy plane, distance 5 */
        assert_true(ball(h, v3(4, 5, 0.5), 5));
        assert_false(ball(h, v3(4, 5, 0.5), down(5)));
        /* a corner: (1, 1, 1) + (2, 3, 6), distance 7; the textbook "largest distance to
         * a face plane <= r" (6 here) would say yes for r = 6.5 */
        assert_true(ball(h, v3(3, 4, 7), 7));
        assert_false(ball(h, v3(3, 4, 7), down(7)));
        assert_false(ball(h, v3(3, 4, 7), 6.5));
        /* radius 0: the centre on a face, an edge, a corner, inside, just outside */
        assert_true(ball(h, v3(0.5, 0.5, 1), 0));
        assert_true(ball(h, v3(1, 0.5, 1), 0));
        assert_true(ball(h, v3(0, 0, 0), 0));
        assert_true(ball(h, v3(0.25, 0.5, 0.75), 0));
        assert_false(ball(h, v3(0.5, 0.5, up(1)), 0));
        assert_false(ball(h, v3(0, 0, -FLT_TRUE_MIN), 0));
        /* the cube inside the ball, the ball inside the cube */
        assert_true(ball(h, v3(0.5, 0.5, 0.5), 100));
        assert_true(ball(h, v3(0.5, 0.5, 0.5), 0.25));
    }
    /* degenerate vertex sets: a square (coplanar), a segment, a point, repeated points */
    isect_vec3 sq[5] = {v3(0, 0, 0), v3(1, 0, 0), v3(1, 1, 0), v3(0, 1, 0), v3(0.5, 0.5, 0)};
    isect_hull3 square = {sq, 5, NULL, 0};
    assert_true(ball(&square, v3(0.5, 0.5, 2), 2));
    assert_false(ball(&square, v3(0.5, 0.5, 2), down(2)));
    assert_true(ball(&square, v3(4, 5, 0), 5));
    assert_false(ball(&square, v3(4, 5, 0), down(5)));
    isect_hull3 seg = {sq, 2, NULL, 0};
    assert_true(ball(&seg, v3(0.5, 3, 4), 5));
    assert_false(ball(&seg, v3(0.5, 3, 4), down(5)));
    isect_vec3 pts[3] = {v3(1, 2, 3), v3(1, 2, 3), v3(1, 2, 3)};
    isect_hull3 point = {pts, 3, NULL, 0};
    assert_true(ball(&point, v3(1, 2, 3), 0));
    assert_true(ball(&point, v3(3, 5, 9), 7));
    assert_false(ball(&point, v3(3, 5, 9), down(7)));
}

static isect_side side(const isect_hull3 *h, isect_vec3 n, isect_real o) {
    isect_plane3 p = {n, o};
    isect_side s = isect_classify_plane3_hull3(&p, h);
    assert_int_equal(isect_test_plane3_hull3(&p, h), s == ISECT_STRADDLING);
    return s;
}

static void test_plane(void **state) {
    (void)state;
    cube c;
    cube_make(&c, 1, v3(0, 0, 0));
    const isect_hull3 *forms[2] = {&c.by_planes, &c.by_verts};
    for (int f = 0; f < 2; f++) {
        const isect_hull3 *h = forms[f];
        /* a face: z = 1 */
        assert_int_equal(side(h, v3(0, 0, 1), 1), ISECT_STRADDLING);
        assert_int_equal(side(h, v3(0, 0, 1), up(1)), ISECT_BACK);
        assert_int_equal(side(h, v3(0, 0, 1), down(0)), ISECT_FRONT);
        assert_int_equal(side(h, v3(0, 0, -1), 0), ISECT_STRADDLING);
        /* an edge: x + y = 2 */
        assert_int_equal(side(h, v3(1, 1, 0), 2), ISECT_STRADDLING);
        assert_int_equal(side(h, v3(1, 1, 0), up(2)), ISECT_BACK);
        /* a corner: x + y + z = 3, = 0 */
        assert_int_equal(side(h, v3(1, 1, 1), 3), ISECT_STRADDLING);
        assert_int_equal(side(h, v3(1, 1, 1), up(3)), ISECT_BACK);
        assert_int_equal(side(h, v3(1, 1, 1), 0), ISECT_STRADDLING);
        assert_int_equal(side(h, v3(1, 1, 1), down(0)), ISECT_FRONT);
        assert_int_equal(side(h, v3(-1, -1, -1), -3), ISECT_STRADDLING);
        assert_int_equal(side(h, v3(-1, -1, -1), down(-3)), ISECT_FRONT);
        /* through the middle */
        assert_int_equal(side(h, v3(1, -2, 3), 1), ISECT_STRADDLING);
    }
    /* an empty plane set (x <= 0 and x >= 1): vacuously in front, test false */
    isect_plane3 gap[2] = {{v3(1, 0, 0), 0}, {v3(-1, 0, 0), -1}};
    isect_hull3 empty = {NULL, 0, gap, 2};
    assert_int_equal(side(&empty, v3(0, 0, 1), 0), ISECT_FRONT);
    assert_int_equal(side(&empty, v3(1, 0, 0), 0), ISECT_FRONT);
    /* unbounded: the half-space x <= 0 */
    isect_hull3 half = {NULL, 0, gap, 1};
    assert_int_equal(side(&half, v3(1, 0, 0), 5), ISECT_BACK);
    assert_int_equal(side(&half, v3(1, 0, 0), 0), ISECT_STRADDLING);
    assert_int_equal(side(&half, v3(1, 0, 0), down(0)), ISECT_STRADDLING);
    assert_int_equal(side(&half, v3(-1, 0, 0), 0), ISECT_STRADDLING);
    assert_int_equal(side(&half, v3(-1, 0, 0), down(0)), ISECT_FRONT);
    assert_int_equal(side(&half, v3(0, 1, 0), 7), ISECT_STRADDLING);
    /* a vertex set on the plane (coplanar) */
    isect_vec3 sq[4] = {v3(0, 0, 2), v3(1, 0, 2), v3(1, 1, 2), v3(0, 1, 2)};
    isect_hull3 square = {sq, 4, NULL, 0};
    assert_int_equal(side(&square, v3(0, 0, 1), 2), ISECT_STRADDLING);
    assert_int_equal(side(&square, v3(0, 0, 1), up(2)), ISECT_BACK);
    assert_int_equal(side(&square, v3(0, 0, 1), down(2)), ISECT_FRONT);
}

static bool box(const isect_hull3 *h, isect_vec3 lo, isect_vec3 hi) {
    isect_aabb3 b = {lo, hi};
    return isect_test_aabb3_hull3(&b, h);
}

static void test_aabb(void **state) {
    (void)state;
    cube c;
    cube_make(&c, 1, v3(0, 0, 0));
    const isect_hull3 *h = &c.by_planes;
    assert_true(box(h, v3(1, 1, 1), v3(2, 2, 2))); /* a corner */
    assert_false(box(h, v3(up(1), 1, 1), v3(2, 2, 2)));
    assert_true(box(h, v3(0, 0, 1), v3(1, 1, 2))); /* a face */
    assert_false(box(h, v3(0, 0, up(1)), v3(1, 1, 2)));
    assert_true(box(h, v3(1, -5, 1), v3(3, 5, 3)));               /* an edge */
    assert_true(box(h, v3(-5, -5, -5), v3(5, 5, 5)));             /* the cube inside */
    assert_true(box(h, v3(0.25, 0.25, 0.25), v3(0.5, 0.5, 0.5))); /* the box inside */
    assert_true(box(h, v3(1, 1, 1), v3(1, 1, 1)));                /* a point box */
    assert_false(box(h, v3(1, 1, up(1)), v3(1, 1, up(1))));
    /* the octahedron: boxes near a face, an edge (x + y = 1, z = 0) and a vertex */
    octa o;
    octa_make(&o, 1, v3(0, 0, 0));
    h = &o.by_planes;
    assert_true(box(h, v3(0.25, 0.25, 0.25), v3(1, 1, 1)));
    assert_true(box(h, v3(0.5, 0.5, 0), v3(1, 1, 1))); /* (0.5, 0.5, 0) on an edge */
    assert_false(box(h, v3(up(0.5), 0.5, 0), v3(1, 1, 1)));
    assert_true(box(h, v3(0.5, 0.5, -1), v3(1, 1, 1))); /* straddles, meets at the edge */
    assert_false(box(h, v3(up(0.5), 0.5, -1), v3(1, 1, 1)));
    /* apart, near that edge */
    assert_false(box(h, v3(0.6, 0.6, -0.1), v3(2, 2, 0.1)));
    assert_true(box(h, v3(1, -3, -3), v3(2, 3, 3))); /* the vertex (1, 0, 0) */
    assert_false(box(h, v3(up(1), -3, -3), v3(2, 3, 3)));
    /* degenerate boxes: a segment through the vertex, a rectangle on a face */
    assert_true(box(h, v3(-2, 0, 0), v3(2, 0, 0)));
    assert_true(box(h, v3(0, 0, 1), v3(3, 3, 1)));
    assert_false(box(h, v3(0, 0, up(1)), v3(3, 3, up(1))));
}

static void test_hull_hull(void **state) {
    (void)state;
    cube a, b;
    cube_make(&a, 1, v3(0, 0, 0));
    cube_make(&b, 1, v3(1, 0, 0)); /* faces together */
    assert_true(isect_test_hull3_hull3(&a.by_planes, &b.by_planes));
    cube_make(&b, 1, v3(up(1), 0, 0));
    assert_false(isect_test_hull3_hull3(&a.by_planes, &b.by_planes));
    cube_make(&b, 1, v3(1, 1, 1)); /* corners together */
    assert_true(isect_test_hull3_hull3(&a.by_planes, &b.by_planes));
    cube_make(&b, 1, v3(1, 1, up(1)));
    assert_false(isect_test_hull3_hull3(&b.by_planes, &a.by_planes));
    cube_make(&b, 0.25, v3(0.25, 0.5, 0.5)); /* inside */
    assert_true(isect_test_hull3_hull3(&a.by_planes, &b.by_planes));
    /* an octahedron's vertex on the cube's top face, 2^-20 above (so that the offsets
     * stay exact in float) */
    octa o;
    octa_make(&o, 1, v3(0.5, 0.5, 2));
    assert_true(isect_test_hull3_hull3(&a.by_planes, &o.by_planes));
    octa_make(&o, 1, v3(0.5, 0.5, 2 + 0x1p-20)); /* (exact offsets) */
    assert_false(isect_test_hull3_hull3(&o.by_planes, &a.by_planes));
    /* an octahedron's edge across the cube's top edge: centre (1.5, 0.5, 1.5), its edge
     * from (0.5, 0.5, 1.5) to (1.5, 0.5, 0.5) passes through (1, 0.5, 1) */
    octa_make(&o, 1, v3(1.5, 0.5, 1.5));
    assert_true(isect_test_hull3_hull3(&a.by_planes, &o.by_planes));
    octa_make(&o, 1, v3(1.5, 0.5, 1.5 + 0x1p-20));
    assert_false(isect_test_hull3_hull3(&a.by_planes, &o.by_planes));
    /* redundant and repeated planes change nothing */
    isect_plane3 more[9];
    for (int i = 0; i < 6; i++)
        more[i] = a.planes[i];
    more[6] = a.planes[0];
    more[7] = (isect_plane3){v3(0, 0, 1), 5};
    more[8] = (isect_plane3){v3(2, 2, 2), 8};
    isect_hull3 a2 = {NULL, 0, more, 9};
    cube_make(&b, 1, v3(1, 1, 1));
    assert_true(isect_test_hull3_hull3(&a2, &b.by_planes));
    cube_make(&b, 1, v3(1, 1, up(1)));
    assert_false(isect_test_hull3_hull3(&a2, &b.by_planes));
    /* empty and unbounded sets */
    isect_plane3 gap[2] = {{v3(1, 0, 0), 0}, {v3(-1, 0, 0), -1}};
    isect_hull3 empty = {NULL, 0, gap, 2}, half = {NULL, 0, gap, 1};
    assert_false(isect_test_hull3_hull3(&empty, &a.by_planes));
    assert_false(isect_test_hull3_hull3(&empty, &empty));
    assert_true(isect_test_hull3_hull3(&half, &half));
    assert_true(isect_test_hull3_hull3(&half, &a.by_planes)); /* the face x = 0 */
    isect_hull3 other = {NULL, 0, gap + 1, 1};
    assert_true(isect_test_hull3_hull3(&half, &other) == false);
    assert_false(box(&empty, v3(-9, -9, -9), v3(9, 9, 9)));
    assert_false(ball(&empty, v3(0, 0, 0), 100));
}

/* A hull of many planes: 124 planes with normals (i, j, k), |i|, |j|, |k| <= 2, and
 * offsets |i| + |j| + |k| + 1 (each contains the cube [-1, 1]^3) -- no limit on the count. */
static void test_many_planes(void **state) {
    (void)state;
    isect_plane3 pl[125];
    size_t m = 0;
    for (int i = -2; i <= 2; i++)
        for (int j = -2; j <= 2; j++)
            for (int k = -2; k <= 2; k++)
                if (i || j || k)
                    pl[m++] = (isect_plane3){v3(i, j, k), abs(i) + abs(j) + abs(k) + 1};
    isect_hull3 h = {NULL, 0, pl, m};
    /* x <= 1.5 (the plane (2, 0, 0) . x <= 3), x + y + z <= 4; (1, 1, 1) is inside
     * (i + j + k <= |i| + |j| + |k| < offset) */
    assert_true(box(&h, v3(1, 1, 1), v3(3, 3, 3)));
    assert_false(box(&h, v3(2, 2, 2), v3(3, 3, 3)));
    assert_true(box(&h, v3(-1, -1, -1), v3(1, 1, 1)));
    assert_true(ball(&h, v3(0, 0, 0), 0));
    assert_true(ball(&h, v3(1.5, 0, 0), 0));
    assert_false(ball(&h, v3(up(1.5), 0, 0), 0));
    assert_int_equal(side(&h, v3(1, 0, 0), 1.5), ISECT_STRADDLING);
    assert_int_equal(side(&h, v3(1, 0, 0), up(1.5)), ISECT_BACK);
    cube c;
    cube_make(&c, 1, v3(1.5, 0, 0));
    assert_true(isect_test_hull3_hull3(&h, &c.by_planes));
    cube_make(&c, 1, v3(up(1.5), 0, 0));
    assert_false(isect_test_hull3_hull3(&h, &c.by_planes));
}

/* Every answer above is unchanged when all lengths are scaled by 2^k. */
static void test_scaled(void **state) {
    (void)state;
    for (int e = -BIG_EXP; e <= BIG_EXP; e += 30) {
        isect_real s = ldexp(1, e);
        cube c, d;
        cube_make(&c, s, v3(0, 0, 0));
        const isect_hull3 *forms[2] = {&c.by_planes, &c.by_verts};
        for (int f = 0; f < 2; f++) {
            assert_true(ball(forms[f], v3(3 * s, 4 * s, 7 * s), 7 * s));
            assert_false(ball(forms[f], v3(3 * s, 4 * s, 7 * s), down(7 * s)));
            assert_false(ball(forms[f], v3(3 * s, 4 * s, 7 * s), 6.5 * s));
            assert_int_equal(side(forms[f], v3(1, 1, 1), 3 * s), ISECT_STRADDLING);
            assert_int_equal(side(forms[f], v3(1, 1, 1), up(3 * s)), ISECT_BACK);
        }
        assert_true(box(&c.by_planes, v3(s, s, s), v3(2 * s, 2 * s, 2 * s)));
        assert_false(box(&c.by_planes, v3(up(s), s, s), v3(2 * s, 2 * s, 2 * s)));
        cube_make(&d, s, v3(s, s, s));
        assert_true(isect_test_hull3_hull3(&c.by_planes, &d.by_planes));
        cube_make(&d, s, v3(s, s, up(s)));
        assert_false(isect_test_hull3_hull3(&c.by_planes, &d.by_planes));
    }
}

static void test_invalid(void **state) {
    (void)state;
    cube c;
    cube_make(&c, 1, v3(0, 0, 0));
    isect_sphere3 s = {v3(0, 0, 0), 1};
    isect_aabb3 b = {v3(0, 0, 0), v3(1, 1, 1)};
    isect_plane3 p = {v3(0, 0, 1), 0.5};
    assert_false(isect_test_sphere3_hull3(NULL, &c.by_planes));
    assert_false(isect_test_sphere3_hull3(&s, NULL));
    assert_false(isect_test_plane3_hull3(NULL, &c.by_verts));
    assert_int_equal(isect_classify_plane3_hull3(&p, NULL), ISECT_SIDE_INVALID);
    assert_false(isect_test_aabb3_hull3(NULL, &c.by_planes));
    assert_false(isect_test_hull3_hull3(&c.by_planes, NULL));
    /* vertex-only hulls against a box or a hull */
    assert_false(isect_test_aabb3_hull3(&b, &c.by_verts));
    assert_false(isect_test_hull3_hull3(&c.by_verts, &c.by_planes));
    /* bad solids */
    isect_sphere3 neg = {v3(0, 0, 0), -1}, nan_c = {v3(NAN, 0, 0), 1};
    assert_false(isect_test_sphere3_hull3(&neg, &c.by_verts));
    assert_false(isect_test_sphere3_hull3(&nan_c, &c.by_planes));
    isect_aabb3 flipped = {v3(1, 0, 0), v3(0, 1, 1)};
    assert_false(isect_test_aabb3_hull3(&flipped, &c.by_planes));
    isect_plane3 zero = {v3(0, 0, 0), 0};
    assert_int_equal(isect_classify_plane3_hull3(&zero, &c.by_verts), ISECT_SIDE_INVALID);
    /* bad hulls: no arrays, a NULL array with a count, a bad plane or vertex */
    isect_hull3 none = {NULL, 0, NULL, 0}, null_v = {NULL, 3, NULL, 0};
    assert_false(isect_test_sphere3_hull3(&s, &none));
    assert_false(isect_test_sphere3_hull3(&s, &null_v));
    assert_int_equal(isect_classify_plane3_hull3(&p, &none), ISECT_SIDE_INVALID);
    for (int what = 0; what < 3; what++) {
        cube bad;
        cube_make(&bad, 1, v3(0, 0, 0));
        if (what == 0)
            bad.planes[3].normal = v3(0, 0, 0);
        else if (what == 1)
            bad.planes[2].offset = NAN;
        else
            bad.verts[5].y = INFINITY;
        const isect_hull3 *h = what == 2 ? &bad.by_verts : &bad.by_planes;
        assert_false(isect_valid_hull3(h));
        assert_false(isect_test_sphere3_hull3(&s, h));
        assert_int_equal(isect_classify_plane3_hull3(&p, h), ISECT_SIDE_INVALID);
        assert_false(isect_test_plane3_hull3(&p, h));
        assert_false(isect_test_aabb3_hull3(&b, h));
        assert_false(isect_test_hull3_hull3(h, &c.by_planes));
        assert_false(isect_test_hull3_hull3(&c.by_planes, h));
    }
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_sphere),      cmocka_unit_test(test_plane),
        cmocka_unit_test(test_aabb),        cmocka_unit_test(test_hull_hull),
        cmocka_unit_test(test_many_planes), cmocka_unit_test(test_scaled),
        cmocka_unit_test(test_invalid),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
