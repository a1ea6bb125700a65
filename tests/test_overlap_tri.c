/* The overlap tests against a triangle (isect/overlap.h, "Against a triangle") on worked
 * examples whose answers follow by hand from small integer geometry: crossing, touching at a
 * vertex, along an edge or where two edges cross, coplanar triangles, collinear and point
 * triangles, one ulp off touching, the widest magnitudes and invalid input; and, for two
 * triangles, agreement with the exact closest-point query (distance 0 exactly when they
 * meet) on generated cases; what two triangles share (isect_find_tri3_tri3) at the end. The
 * randomised comparison with the exact oracle is test_oracle_overlap_tri.c. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <math.h>
#include <stdbool.h>

#include "gen/gen_closest_point_tri_pair.h"
#include "isect/isect.h"

#if ISECT_USE_DOUBLE
#define HUGE_SCALE 0x1p600
#define TINY_SCALE 0x1p-600
#else
#define HUGE_SCALE 0x1p60f
#define TINY_SCALE 0x1p-60f
#endif

static isect_vec3 v3(isect_real x, isect_real y, isect_real z) {
    return (isect_vec3){x, y, z};
}

static isect_tri3 tri(isect_vec3 a, isect_vec3 b, isect_vec3 c) {
    return (isect_tri3){{a, b, c}};
}

static isect_real up(isect_real x) {
#if ISECT_USE_DOUBLE
    return nextafter(x, INFINITY);
#else
    return nextafterf(x, INFINITY);
#endif
}

/* t with every coordinate multiplied by s (a power of two: exact) and moved by d. */
static isect_tri3 moved(isect_tri3 t, isect_real s, isect_vec3 d) {
    for (int i = 0; i < 3; i++)
        t.v[i] = v3(t.v[i].x * s + d.x, t.v[i].y * s + d.y, t.v[i].z * s + d.z);
    return t;
}

/* Is scaled = t s exactly (no coordinate lost to underflow)? */
static bool exact_scale(isect_tri3 t, isect_tri3 scaled, isect_real s) {
    for (int i = 0; i < 3; i++) {
        const isect_real *x = &t.v[i].x, *y = &scaled.v[i].x;
        for (int k = 0; k < 3; k++)
            if (y[k] / s != x[k])
                return false;
    }
    return true;
}

/* The answer, checked to be the same in both orders, for every vertex order of b, and for
 * the pair scaled by huge and tiny powers of two. */
static bool tris(isect_tri3 a, isect_tri3 b) {
    bool hit = isect_test_tri3_tri3(&a, &b);
    static const int perms[6][3] = {{0, 1, 2}, {1, 2, 0}, {2, 0, 1},
                                    {0, 2, 1}, {2, 1, 0}, {1, 0, 2}};
    for (int p = 0; p < 6; p++) {
        isect_tri3 c = tri(b.v[perms[p][0]], b.v[perms[p][1]], b.v[perms[p][2]]);
        assert_int_equal(isect_test_tri3_tri3(&a, &c), hit);
        assert_int_equal(isect_test_tri3_tri3(&c, &a), hit);
    }
    const isect_real scales[2] = {HUGE_SCALE, TINY_SCALE};
    for (int s = 0; s < 2; s++) {
        isect_tri3 sa = moved(a, scales[s], v3(0, 0, 0)), sb = moved(b, scales[s], v3(0, 0, 0));
        if (exact_scale(a, sa, scales[s]) && exact_scale(b, sb, scales[s]))
            assert_int_equal(isect_test_tri3_tri3(&sa, &sb), hit);
    }
    return hit;
}

/* a: the right triangle (0,0,0), (4,0,0), (0,4,0) in the plane z = 0. */
static isect_tri3 base(void) {
    return tri(v3(0, 0, 0), v3(4, 0, 0), v3(0, 4, 0));
}

/* b crosses z = 0 along the segment (1,1,0)-(5,-3,0), which starts inside a. */
static void tri_tri_crossing(void **state) {
    (void)state;
    isect_tri3 b = tri(v3(1, 1, -1), v3(1, 1, 1), v3(5, -3, 0));
    assert_true(tris(base(), b));
    assert_false(tris(base(), moved(b, 1, v3(0, 0, 10))));  /* above a's plane */
    assert_false(tris(base(), moved(b, 1, v3(10, 10, 0)))); /* crossing the plane beside a */
    /* piercing a's face with an edge, the rest of b far away on both sides */
    assert_true(tris(base(), tri(v3(1, 1, -5), v3(1, 1, 5), v3(-20, 30, 1))));
}

/* Touching at one point, and one ulp apart. */
static void tri_tri_touching(void **state) {
    (void)state;
    /* at a's vertex (4,0,0), b in x >= 4 */
    assert_true(tris(base(), tri(v3(4, 0, 0), v3(6, 1, 1), v3(6, -1, 2))));
    assert_false(tris(base(), tri(v3(up(4), 0, 0), v3(6, 1, 1), v3(6, -1, 2))));
    /* b in the plane x = 2 meets z = 0 along (2,0,0)-(2,-3,0): a's edge y = 0 at (2,0,0) */
    assert_true(tris(base(), tri(v3(2, 0, -1), v3(2, 0, 1), v3(2, -3, 0))));
    isect_real e = -0x1p-20f;
    assert_false(tris(base(), tri(v3(2, e, -1), v3(2, e, 1), v3(2, -3, 0))));
    /* b's vertex on a's face, b above */
    assert_true(tris(base(), tri(v3(1, 1, 0), v3(3, 5, 2), v3(-2, 1, 3))));
    assert_false(tris(base(), tri(v3(1, 1, up(0)), v3(3, 5, 2), v3(-2, 1, 3))));
    /* b's edge lying on a's face, b above */
    assert_true(tris(base(), tri(v3(1, 1, 0), v3(2, 1, 0), v3(1, 1, 3))));
    /* edge against edge, skew: a's hypotenuse x + y = 4 at (2,2,0), b's edge along z */
    assert_true(tris(base(), tri(v3(2, 2, -1), v3(2, 2, 1), v3(5, 5, 0))));
    assert_false(tris(base(), tri(v3(2, up(2), -1), v3(2, up(2), 1), v3(5, 5, 0))));
    /* b crosses z = 0 along (2,0,0)-(1,-5,0): touching a's edge y = 0 at (2,0,0), where
     * b's edge from (3,-1,-2) to (1,1,2) passes skew to it */
    assert_true(tris(base(), tri(v3(3, -1, -2), v3(1, 1, 2), v3(1, -5, 0))));
}

/* Both triangles in z = 0. */
static void tri_tri_coplanar(void **state) {
    (void)state;
    /* sharing the hypotenuse (adjacent triangles of a mesh) */
    assert_true(tris(base(), tri(v3(4, 0, 0), v3(0, 4, 0), v3(4, 4, 0))));
    /* beside it: x + y >= 4.5 */
    assert_false(tris(base(), tri(v3(4.5f, 0, 0), v3(0, 4.5f, 0), v3(4.5f, 4.5f, 0))));
    /* sharing a vertex only */
    assert_true(tris(base(), tri(v3(4, 0, 0), v3(6, 0, 0), v3(6, -2, 0))));
    /* inside, and around */
    assert_true(tris(base(), tri(v3(1, 1, 0), v3(2, 1, 0), v3(1, 2, 0))));
    assert_true(tris(base(), tri(v3(-1, -1, 0), v3(10, -1, 0), v3(-1, 10, 0))));
    /* a star of David: every vertex outside the other, edges crossing */
    assert_true(tris(tri(v3(0, 0, 0), v3(6, 0, 0), v3(3, 6, 0)),
                     tri(v3(0, 4, 0), v3(6, 4, 0), v3(3, -2, 0))));
    /* beside a's edge x = 0 */
    assert_false(tris(base(), tri(v3(-1, 5, 0), v3(-5, 1, 0), v3(-3, 6, 0))));
    /* in a tilted plane x + y + z = 4 (the projection's choice): touching at (4,0,0) */
    assert_true(tris(tri(v3(4, 0, 0), v3(0, 4, 0), v3(0, 0, 4)),
                     tri(v3(4, 0, 0), v3(6, 0, -2), v3(5, -1, 0))));
    assert_false(tris(tri(v3(4, 0, 0), v3(0, 4, 0), v3(0, 0, 4)),
                      tri(v3(6, 0, -2), v3(8, 0, -4), v3(5, -1, 0))));
}

/* Collinear and point triangles: the segments and points they are. */
static void tri_tri_degenerate(void **state) {
    (void)state;
    isect_tri3 pierce = tri(v3(1, 1, -1), v3(1, 1, 1), v3(1, 1, 3)); /* a vertical segment */
    assert_true(tris(base(), pierce));
    assert_false(tris(base(), moved(pierce, 1, v3(4, 4, 0))));
    /* ending on the face, starting on it, on the boundary */
    assert_true(tris(base(), tri(v3(1, 1, 0), v3(1, 1, 1), v3(1, 1, 2))));
    assert_true(tris(base(), tri(v3(4, 0, 0), v3(4, 0, 1), v3(4, 0, 2))));
    assert_false(tris(base(), tri(v3(1, 1, up(0)), v3(1, 1, 1), v3(1, 1, 2))));
    /* a segment in the plane crossing an edge, and beside it */
    assert_true(tris(base(), tri(v3(3, 3, 0), v3(5, 5, 0), v3(1, 1, 0))));
    assert_false(tris(base(), tri(v3(3, 3, 0), v3(5, 5, 0), v3(4, 4, 0))));
    /* a point: on the face, on an edge, at a vertex, off by an ulp */
    isect_vec3 p = v3(1, 1, 0);
    assert_true(tris(base(), tri(p, p, p)));
    assert_true(tris(base(), tri(v3(2, 2, 0), v3(2, 2, 0), v3(2, 2, 0))));
    assert_true(tris(base(), tri(v3(0, 4, 0), v3(0, 4, 0), v3(0, 4, 0))));
    assert_false(tris(base(), tri(v3(0, up(4), 0), v3(0, up(4), 0), v3(0, up(4), 0))));
    /* two segments crossing in space, touching end to end, skew and apart */
    isect_tri3 s = tri(v3(0, 0, 0), v3(2, 2, 2), v3(4, 4, 4));
    assert_true(tris(s, tri(v3(0, 4, 4), v3(4, 0, 0), v3(2, 2, 2))));
    assert_true(tris(s, tri(v3(4, 4, 4), v3(5, 1, 0), v3(6, -2, -4))));
    assert_false(tris(s, tri(v3(0, 4, 4), v3(4, 0, 1), v3(2, 2, 2.5f)))); /* skew */
    /* two points */
    assert_true(tris(tri(p, p, p), tri(p, p, p)));
    assert_false(tris(tri(p, p, p), tri(v3(1, up(1), 0), v3(1, up(1), 0), v3(1, up(1), 0))));
    /* a point and a segment */
    assert_true(tris(tri(v3(2, 2, 2), v3(2, 2, 2), v3(2, 2, 2)), s));
    assert_false(tris(tri(v3(2, 2, up(2)), v3(2, 2, up(2)), v3(2, 2, up(2))), s));
}

/* Far from the origin (exactly representable offsets), the answers of the examples stay. */
static void tri_tri_far(void **state) {
    (void)state;
#if ISECT_USE_DOUBLE
    isect_vec3 d = v3(0x1p40, -0x1p38, 0x1p41);
#else
    isect_vec3 d = v3(0x1p12f, -0x1p11f, 0x1p13f);
#endif
    isect_tri3 a = moved(base(), 1, d);
    assert_true(tris(a, moved(tri(v3(4, 0, 0), v3(6, 1, 1), v3(6, -1, 2)), 1, d)));
    assert_true(tris(a, moved(tri(v3(2, 2, -1), v3(2, 2, 1), v3(5, 5, 0)), 1, d)));
    assert_false(tris(a, moved(tri(v3(4.5f, 0, 0), v3(0, 4.5f, 0), v3(4.5f, 4.5f, 0)), 1, d)));
}

static void tri_tri_invalid(void **state) {
    (void)state;
    isect_tri3 a = base(), b = base();
    assert_false(isect_test_tri3_tri3(NULL, &b));
    assert_false(isect_test_tri3_tri3(&a, NULL));
    assert_false(isect_test_tri3_tri3(NULL, NULL));
    const isect_real bad[3] = {(isect_real)NAN, (isect_real)INFINITY, -(isect_real)INFINITY};
    for (int i = 0; i < 3; i++) {
        isect_tri3 c = base();
        c.v[i % 3].y = bad[i];
        assert_false(isect_test_tri3_tri3(&c, &b));
        assert_false(isect_test_tri3_tri3(&b, &c));
    }
}

/* The same answer as the exact closest-point query's distance 0, on the closest-point
 * generator's adversarial triangle pairs. */
static void tri_tri_agrees_with_closest(void **state) {
    (void)state;
    gen_rng rng;
    gen_seed(&rng, 1402);
    for (int i = 0; i < 3000; i++) {
        gen_tpair_case c;
        if (i % 4 == 0)
            gen_tpair_uniform(&rng, 3, &c);
        else
            gen_tpair_adversarial(&rng, 3, &c);
        isect_tri3 a, b;
        for (int m = 0; m < 3; m++) {
            a.v[m] = v3(c.a[m][0], c.a[m][1], c.a[m][2]);
            b.v[m] = v3(c.b[m][0], c.b[m][1], c.b[m][2]);
        }
        bool meet = isect_closest_tri3_tri3(&a, &b).dist_sq == 0;
        if (isect_test_tri3_tri3(&a, &b) != meet)
            fail_msg("case %d (%s, %s): test %d, closest distance 0: %d", i, c.family, c.shape,
                     !meet, meet);
    }
}

/* ---- A box and a triangle -------------------------------------------------------------- */

/* The box lo..hi as an oriented box with the unit axes, and with them permuted and signed
 * (the same set: exactly orthonormal axes, a centre and half extents that are exact here). */
static isect_obb3 as_obb(isect_aabb3 b, int turn) {
    isect_vec3 c = v3((b.min.x + b.max.x) / 2, (b.min.y + b.max.y) / 2, (b.min.z + b.max.z) / 2);
    isect_vec3 h = v3((b.max.x - b.min.x) / 2, (b.max.y - b.min.y) / 2, (b.max.z - b.min.z) / 2);
    if (turn == 0)
        return (isect_obb3){c, {v3(1, 0, 0), v3(0, 1, 0), v3(0, 0, 1)}, h};
    /* axis 0 = -y, axis 1 = z, axis 2 = x: half extents permuted alike */
    return (isect_obb3){c, {v3(0, -1, 0), v3(0, 0, 1), v3(1, 0, 0)}, v3(h.y, h.z, h.x)};
}

static bool exact_box_scale(isect_aabb3 b, isect_aabb3 s, isect_real k) {
    const isect_real *x = &b.min.x, *y = &s.min.x, *x2 = &b.max.x, *y2 = &s.max.x;
    for (int i = 0; i < 3; i++)
        if (y[i] / k != x[i] || y2[i] / k != x2[i])
            return false;
    return true;
}

/* The AABB answer, checked to be the OBB answer for the same box (two frames), the same for
 * every vertex order, and the same scaled by huge and tiny powers of two. */
static bool box_tri(isect_aabb3 b, isect_tri3 t) {
    bool hit = isect_test_aabb3_tri3(&b, &t);
    for (int turn = 0; turn < 2; turn++) {
        isect_obb3 o = as_obb(b, turn);
        assert_int_equal(isect_test_obb3_tri3(&o, &t), hit);
    }
    isect_tri3 r = tri(t.v[2], t.v[0], t.v[1]), f = tri(t.v[1], t.v[0], t.v[2]);
    assert_int_equal(isect_test_aabb3_tri3(&b, &r), hit);
    assert_int_equal(isect_test_aabb3_tri3(&b, &f), hit);
    const isect_real scales[2] = {HUGE_SCALE, TINY_SCALE};
    for (int s = 0; s < 2; s++) {
        isect_tri3 st = moved(t, scales[s], v3(0, 0, 0));
        isect_aabb3 sb = {v3(b.min.x * scales[s], b.min.y * scales[s], b.min.z * scales[s]),
                          v3(b.max.x * scales[s], b.max.y * scales[s], b.max.z * scales[s])};
        if (exact_scale(t, st, scales[s]) && exact_box_scale(b, sb, scales[s])) {
            assert_int_equal(isect_test_aabb3_tri3(&sb, &st), hit);
            isect_obb3 o = as_obb(sb, 1);
            assert_int_equal(isect_test_obb3_tri3(&o, &st), hit);
        }
    }
    return hit;
}

static isect_aabb3 unit_box(void) {
    return (isect_aabb3){v3(0, 0, 0), v3(1, 1, 1)};
}

/* Crossing, and separated by each kind of axis. */
static void box_tri_examples(void **state) {
    (void)state;
    isect_aabb3 b = unit_box();
    assert_true(box_tri(b, tri(v3(-1, 0.5f, 0.5f), v3(2, 0.5f, 0.5f), v3(0.5f, 2, 0.5f))));
    /* a huge triangle slicing the box, no vertex near it */
    assert_true(box_tri(b, tri(v3(-100, -100, 0.5f), v3(100, -100, 0.5f), v3(0, 100, 0.5f))));
    /* a small triangle inside */
    assert_true(
        box_tri(b, tri(v3(0.25f, 0.25f, 0.25f), v3(0.5f, 0.25f, 0.75f), v3(0.75f, 0.5f, 0.5f))));
    /* a box normal: every vertex beyond x = 1 */
    assert_false(box_tri(b, tri(v3(2, -1, 0), v3(3, 5, 0), v3(2, 0, 4))));
    /* only the triangle's normal: the plane x + y + z = 3.5 (the box reaches 3) */
    assert_false(box_tri(b, tri(v3(3.5f, 0, 0), v3(0, 3.5f, 0), v3(0, 0, 3.5f))));
    /* only an edge axis: the edge line x + y = 2.5 in z = 0.5, the triangle beyond it */
    assert_false(box_tri(b, tri(v3(2.5f, 0, 0.5f), v3(0, 2.5f, 0.5f), v3(3, 3, -4))));
}

/* Touching at a corner, an edge, a face; one float ulp off. */
static void box_tri_touching(void **state) {
    (void)state;
    isect_aabb3 b = unit_box();
    /* the plane x + y + z = 3 touches the corner (1 1 1), the centroid of this triangle */
    assert_true(box_tri(b, tri(v3(3, 0, 0), v3(0, 3, 0), v3(0, 0, 3))));
    assert_false(box_tri(b, tri(v3(up(3), 0, 0), v3(0, 3, 0), v3(0, 0, 3))));
    /* an edge along x + y = 2 in z = 0.5 touches the box's edge x = y = 1 at one point */
    assert_true(box_tri(b, tri(v3(2, 0, 0.5f), v3(0, 2, 0.5f), v3(3, 3, 0.5f))));
    assert_false(box_tri(b, tri(v3(up(2), 0, 0.5f), v3(0, up(2), 0.5f), v3(3, 3, 0.5f))));
    /* skew: the same edge tilted through (1 1 0.5) */
    assert_true(box_tri(b, tri(v3(2, 0, 0), v3(0, 2, 1), v3(3, 3, 0.5f))));
    /* a vertex on a face, the rest outside */
    assert_true(box_tri(b, tri(v3(1, 0.5f, 0.5f), v3(3, 0, 0), v3(3, 1, 2))));
    assert_false(box_tri(b, tri(v3(up(1), 0.5f, 0.5f), v3(3, 0, 0), v3(3, 1, 2))));
    /* in the plane of the face z = 1: across it, beside it, an ulp above it */
    assert_true(box_tri(b, tri(v3(-1, -1, 1), v3(3, -1, 1), v3(-1, 3, 1))));
    assert_true(box_tri(b, tri(v3(1, 1, 1), v3(2, 1, 1), v3(1, 2, 1))));
    assert_false(box_tri(b, tri(v3(2, 2, 1), v3(3, 2, 1), v3(2, 3, 1))));
    assert_false(box_tri(b, tri(v3(-1, -1, up(1)), v3(3, -1, up(1)), v3(-1, 3, up(1)))));
    /* edges parallel to the box's: along the box's edge x = y = 1, and one ulp beyond */
    assert_true(box_tri(b, tri(v3(1, 1, -1), v3(1, 1, 2), v3(2, 2, 0.5f))));
    assert_false(box_tri(b, tri(v3(up(1), 1, -1), v3(up(1), 1, 2), v3(2, 2, 0.5f))));
}

/* Collinear and point triangles, boxes of zero extent. */
static void box_tri_degenerate(void **state) {
    (void)state;
    isect_aabb3 b = unit_box();
    assert_true(box_tri(b, tri(v3(-1, 0.5f, 0.5f), v3(0.5f, 0.5f, 0.5f), v3(2, 0.5f, 0.5f))));
    /* a segment along x + y = 2 at z = 0.5 (touching the edge), and beyond */
    assert_true(box_tri(b, tri(v3(2, 0, 0.5f), v3(0, 2, 0.5f), v3(1.5f, 0.5f, 0.5f))));
    assert_false(box_tri(b, tri(v3(up(2), 0, 0.5f), v3(0, up(2), 0.5f), v3(0, up(2), 0.5f))));
    /* a point: the corner, an ulp off it, inside */
    assert_true(box_tri(b, tri(v3(1, 1, 1), v3(1, 1, 1), v3(1, 1, 1))));
    assert_false(box_tri(b, tri(v3(1, 1, up(1)), v3(1, 1, up(1)), v3(1, 1, up(1)))));
    assert_true(box_tri(b, tri(v3(0.5f, 0.5f, 0.5f), v3(0.5f, 0.5f, 0.5f), v3(0.5f, 0.5f, 0.5f))));
    /* a point box on the triangle's face, on its edge, beside it */
    isect_aabb3 p = {v3(1, 1, 0), v3(1, 1, 0)};
    assert_true(box_tri(p, base()));
    p = (isect_aabb3){v3(2, 2, 0), v3(2, 2, 0)};
    assert_true(box_tri(p, base()));
    p = (isect_aabb3){v3(2, up(2), 0), v3(2, up(2), 0)};
    assert_false(box_tri(p, base()));
    /* a flat box (z extent 0) crossed by a triangle's edge, and a segment box along z */
    isect_aabb3 flat = {v3(0, 0, 0.5f), v3(1, 1, 0.5f)};
    assert_true(box_tri(flat, tri(v3(0.5f, 0.5f, -1), v3(0.5f, 0.5f, 2), v3(5, 5, 5))));
    isect_aabb3 stick = {v3(1, 1, -1), v3(1, 1, 1)};
    assert_true(box_tri(stick, base()));
    stick = (isect_aabb3){v3(1, 3.5f, -1), v3(1, 3.5f, 1)};
    assert_false(box_tri(stick, base()));
}

/* RTCD's TestTriangleAABB in double (the centre and half extents rounded, the triangle moved
 * by the centre) answers false here, where the triangle's vertex (-2 -5 0) is the box's corner
 * (min.x, min.y, max.z): found by the adversarial generator. In the float build the nudged
 * coordinate rounds to -12, and the vertex is still the corner. */
static void box_tri_rtcd_regression(void **state) {
    (void)state;
    isect_aabb3 b = {v3(-2, -5, -2), v3(-2, 1, 0)};
    isect_tri3 t = tri(v3(3.625f, 0.625f, -5.625f), v3(1, -17, (isect_real)-11.999999999999998),
                       v3(-2, -5, 0));
    assert_true(box_tri(b, t));
}

/* An oriented box turned about z by the Pythagorean rotation (0.6 0.8 0), (-0.8 0.6 0) (both
 * rounded, orthonormal within the tolerance): clear hits and misses, and the frame box of
 * isect/box.h: a degenerate oriented box is a rectangle. */
static void obb_tri_examples(void **state) {
    (void)state;
    isect_obb3 o = {v3(0, 0, 0), {v3(0.6f, 0.8f, 0), v3(-0.8f, 0.6f, 0), v3(0, 0, 1)}, v3(2, 1, 1)};
    /* the box's corner (2, 1) in its frame is (0.4, 2.2) in the world: a triangle around it,
     * and one beyond the face x' = 2 */
    assert_true(
        isect_test_obb3_tri3(&o, &(isect_tri3){{v3(0, 2, 0), v3(1, 2, 0), v3(0.5f, 3, 0)}}));
    assert_false(
        isect_test_obb3_tri3(&o, &(isect_tri3){{v3(0.75f, 2.5f, 0), v3(1, 3, 0), v3(0.5f, 3, 0)}}));
    /* a segment along z through the centre, and the triangle in the plane z = 1 (a face) */
    assert_true(isect_test_obb3_tri3(&o, &(isect_tri3){{v3(0, 0, -5), v3(0, 0, 5), v3(0, 0, 0)}}));
    assert_true(
        isect_test_obb3_tri3(&o, &(isect_tri3){{v3(-9, -9, 1), v3(9, -9, 1), v3(0, 9, 1)}}));
    assert_false(isect_test_obb3_tri3(
        &o, &(isect_tri3){{v3(-9, -9, up(1)), v3(9, -9, up(1)), v3(0, 9, up(1))}}));
    /* zero half extents on z: the rectangle in z = 0 */
    isect_obb3 flat = o;
    flat.half.z = 0;
    assert_true(
        isect_test_obb3_tri3(&flat, &(isect_tri3){{v3(0, 0, -1), v3(0, 0, 1), v3(3, 3, 3)}}));
    assert_false(
        isect_test_obb3_tri3(&flat, &(isect_tri3){{v3(0, 0, 0.25f), v3(0, 0, 1), v3(3, 3, 3)}}));
}

static void box_tri_invalid(void **state) {
    (void)state;
    isect_aabb3 b = unit_box();
    isect_tri3 t = base();
    isect_obb3 o = as_obb(b, 1);
    assert_false(isect_test_aabb3_tri3(NULL, &t));
    assert_false(isect_test_aabb3_tri3(&b, NULL));
    assert_false(isect_test_obb3_tri3(NULL, &t));
    assert_false(isect_test_obb3_tri3(&o, NULL));
    const isect_real bad[3] = {(isect_real)NAN, (isect_real)INFINITY, -(isect_real)INFINITY};
    for (int i = 0; i < 3; i++) {
        isect_tri3 c = base();
        c.v[i].z = bad[i];
        assert_false(isect_test_aabb3_tri3(&b, &c));
        assert_false(isect_test_obb3_tri3(&o, &c));
        isect_aabb3 bb = b;
        bb.max.y = bad[i];
        assert_false(isect_test_aabb3_tri3(&bb, &t));
        isect_obb3 oo = o;
        oo.axis[i].x = bad[i];
        assert_false(isect_test_obb3_tri3(&oo, &t));
    }
    isect_aabb3 inverted = {v3(0, 2, 0), v3(1, 1, 1)}; /* min > max on y */
    assert_false(isect_test_aabb3_tri3(&inverted, &t));
    isect_obb3 negative = o, skewed = o;
    negative.half.y = -1;
    skewed.axis[1] = v3(0, 0.5f, 1); /* not of unit length */
    assert_false(isect_test_obb3_tri3(&negative, &t));
    assert_false(isect_test_obb3_tri3(&skewed, &t));
}

/* ---- What two triangles share (isect_find_tri3_tri3) ---------------------------------
 * Worked examples whose corners follow by hand: a crossing segment and its direction along
 * Na x Nb, touching at one point, coplanar triangles meeting in a hexagon, a
 * quadrilateral, a triangle, a shared edge or a vertex, collinear triangles piercing and
 * lying in the other's plane, misses and invalid input; every example also in the other
 * argument order, with b's vertices permuted, and scaled by huge and tiny powers of two. The
 * oracle comparison is test_oracle_tri_tri_find.c. */

static bool same(isect_vec3 a, isect_vec3 b) {
    return a.x == b.x && a.y == b.y && a.z == b.z;
}

/* The documented accuracy of a crossing corner: 8 u S, S the largest coordinate
 * magnitude of the inputs. */
#if ISECT_USE_DOUBLE
#define UNIT_ROUNDOFF 0x1p-53
#else
#define UNIT_ROUNDOFF 0x1p-24f
#endif

static bool near(isect_vec3 a, isect_vec3 b, isect_real tol) {
    return fabs(a.x - b.x) <= tol && fabs(a.y - b.y) <= tol && fabs(a.z - b.z) <= tol;
}

/* Where p occurs in want[0..n-1] (within tol), or -1. */
static int index_of(const isect_vec3 *want, int n, isect_vec3 p, isect_real tol) {
    for (int i = 0; i < n; i++)
        if (near(want[i], p, tol))
            return i;
    return -1;
}

static isect_real largest(isect_tri3 a, isect_tri3 b) {
    isect_real m = 0;
    for (int i = 0; i < 3; i++) {
        const isect_real *x = &a.v[i].x, *y = &b.v[i].x;
        for (int k = 0; k < 3; k++) {
            m = fabs(x[k]) > m ? fabs(x[k]) : m;
            m = fabs(y[k]) > m ? fabs(y[k]) : m;
        }
    }
    return m;
}

/* r holds exactly the corners want[0..n-1], times s: in this order (ALONG: a segment along
 * Na x Nb, which reverses with either normal; LEX: (x, y, z) order, which does not), as a
 * rotation of this cycle (CYCLIC), or in any order. */
enum { ANY_ORDER, ALONG, LEX, CYCLIC };

static void expect(isect_tri_tri_result3 r, const isect_vec3 *want, int n, int order, isect_real s,
                   isect_real tol) {
    assert_true(r.hit);
    assert_int_equal(r.count, n);
    isect_vec3 w[ISECT_TRI_TRI_MAX_POINTS];
    for (int i = 0; i < n; i++)
        w[i] = v3(want[i].x * s, want[i].y * s, want[i].z * s);
    int first = index_of(w, n, r.point[0], tol);
    assert_true(first >= 0);
    for (int i = 0; i < n; i++) {
        int at = index_of(w, n, r.point[i], tol);
        assert_true(at >= 0);
        if (order == ALONG || order == LEX)
            assert_int_equal(at, i);
        if (order == CYCLIC)
            assert_int_equal(at, (first + i) % n);
        for (int j = 0; j < i; j++) /* each corner once */
            assert_false(same(r.point[j], r.point[i]));
    }
    for (int i = n; i < ISECT_TRI_TRI_MAX_POINTS; i++)
        assert_true(same(r.point[i], v3(0, 0, 0)));
    assert_false(r.flags & ISECT_INVALID);
}

/* The example in both argument orders, b's vertices in all six orders (the expected
 * order follows: a reversed vertex order of b reverses Nb, and with it a crossing
 * segment's direction; swapping a and b reverses Na x Nb and makes b's normal the one a
 * polygon is seen from, so those orders are checked only as sets), and scaled. */
static void check_pair(isect_tri3 a, isect_tri3 b, const isect_vec3 *want, int n, int order,
                       bool coplanar, bool degenerate) {
    static const int perms[6][3] = {{0, 1, 2}, {1, 2, 0}, {2, 0, 1},
                                    {0, 2, 1}, {2, 1, 0}, {1, 0, 2}};
    const isect_real scales[3] = {1, HUGE_SCALE, TINY_SCALE};
    isect_vec3 reversed[ISECT_TRI_TRI_MAX_POINTS];
    for (int i = 0; i < n; i++)
        reversed[i] = want[n - 1 - i];
    for (int s = 0; s < 3; s++) {
        for (int p = 0; p < 6; p++) {
            isect_tri3 ta = moved(a, scales[s], v3(0, 0, 0));
            isect_tri3 tb = moved(tri(b.v[perms[p][0]], b.v[perms[p][1]], b.v[perms[p][2]]),
                                  scales[s], v3(0, 0, 0));
            isect_tri_tri_result3 r = isect_find_tri3_tri3(&ta, &tb);
            bool flips = p >= 3 && order == ALONG; /* Nb reversed */
            isect_real tol = 8 * UNIT_ROUNDOFF * largest(ta, tb);
            expect(r, flips ? reversed : want, n, order, scales[s], tol);
            assert_int_equal(r.coplanar, coplanar);
            assert_int_equal(!!(r.flags & ISECT_DEGENERATE), degenerate);
            assert_true(isect_test_tri3_tri3(&ta, &tb));
            isect_tri_tri_result3 q = isect_find_tri3_tri3(&tb, &ta);
            expect(q, order == ALONG && !flips ? reversed : want, n,
                   order == CYCLIC ? ANY_ORDER : order, scales[s], tol);
            assert_int_equal(q.coplanar, coplanar);
        }
    }
}

/* The find's a: the right triangle (0,0,0), (6,0,0), (0,6,0) in the plane z = 0, Na = +z. */
static isect_tri3 base6(void) {
    return tri(v3(0, 0, 0), v3(6, 0, 0), v3(0, 6, 0));
}

/* b in the plane y = 1 crosses z = 0 along x in [-1, 2]; a's
 * chord at y = 1 is x in [0, 5]: the common segment (0,1,0)-(2,1,0). Na = (0,0,36),
 * Nb = (3,0,0) x (0,0,3) = (0,-9,0), Na x Nb = (324,0,0): along +x. */
static void find_crossing(void **state) {
    (void)state;
    isect_tri3 b = tri(v3(-1, 1, -1), v3(2, 1, -1), v3(-1, 1, 2));
    /* b at z = 0: x in [-1, 1] (its hypotenuse x + z = 1) */
    const isect_vec3 seg[2] = {v3(0, 1, 0), v3(1, 1, 0)};
    check_pair(base6(), b, seg, 2, ALONG, false, false);
    /* the same plane, b wider: the chord of a limits both ends */
    isect_tri3 wide = tri(v3(-2, 1, -1), v3(10, 1, -1), v3(-2, 1, 11));
    const isect_vec3 chord[2] = {v3(0, 1, 0), v3(5, 1, 0)};
    check_pair(base6(), wide, chord, 2, ALONG, false, false);
    /* one end from each: b's hypotenuse x + z = 2 ends it at x = 2, a's leg x = 0 starts it */
    isect_tri3 mixed = tri(v3(-3, 1, -1), v3(3, 1, -1), v3(-3, 1, 5));
    const isect_vec3 both[2] = {v3(0, 1, 0), v3(2, 1, 0)};
    check_pair(base6(), mixed, both, 2, ALONG, false, false);
}

/* Touching at one point: b's vertex on a's face, on a's edge, and b's edge crossing a's
 * edge (skew). */
static void find_touching(void **state) {
    (void)state;
    const isect_vec3 face[1] = {v3(1, 1, 0)};
    check_pair(base6(), tri(v3(1, 1, 0), v3(3, 5, 2), v3(-2, 1, 3)), face, 1, LEX, false, false);
    const isect_vec3 edge[1] = {v3(3, 3, 0)};
    check_pair(base6(), tri(v3(3, 3, 0), v3(5, 4, 1), v3(4, 6, 2)), edge, 1, LEX, false, false);
    const isect_vec3 skew[1] = {v3(2, 0, 0)};
    check_pair(base6(), tri(v3(2, 0, -1), v3(2, 0, 1), v3(2, -3, 0)), skew, 1, LEX, false, false);
    /* b's edge lying on a's face, b above: the edge is the common segment */
    const isect_vec3 lying[2] = {v3(1, 1, 0), v3(2, 1, 0)};
    check_pair(base6(), tri(v3(1, 1, 0), v3(2, 1, 0), v3(1, 1, 3)), lying, 2, ALONG, false, false);
}

/* Both in z = 0. */
static void find_coplanar(void **state) {
    (void)state;
    /* b, a turned half a turn about (2,2): x <= 4, y <= 4, x + y >= 2 against x, y >= 0,
     * x + y <= 6: a hexagon, counterclockwise about +z */
    const isect_vec3 hexagon[6] = {v3(2, 0, 0), v3(4, 0, 0), v3(4, 2, 0),
                                   v3(2, 4, 0), v3(0, 4, 0), v3(0, 2, 0)};
    check_pair(base6(), tri(v3(4, 4, 0), v3(-2, 4, 0), v3(4, -2, 0)), hexagon, 6, CYCLIC, true,
               false);
    /* b inside a: b itself */
    const isect_vec3 inside[3] = {v3(1, 1, 0), v3(2, 1, 0), v3(1, 2, 0)};
    check_pair(base6(), tri(v3(1, 1, 0), v3(2, 1, 0), v3(1, 2, 0)), inside, 3, CYCLIC, true, false);
    /* b's edge x = 4 cuts a; the rest of b covers a's part with x <= 4: a quadrilateral
     * with two of a's vertices and two crossings */
    const isect_vec3 quad[4] = {v3(0, 0, 0), v3(4, 0, 0), v3(4, 2, 0), v3(0, 6, 0)};
    check_pair(base6(), tri(v3(4, -10, 0), v3(4, 10, 0), v3(-20, 0, 0)), quad, 4, CYCLIC, true,
               false);
    /* sharing the hypotenuse only */
    const isect_vec3 shared[2] = {v3(0, 6, 0), v3(6, 0, 0)};
    check_pair(base6(), tri(v3(6, 0, 0), v3(0, 6, 0), v3(6, 6, 0)), shared, 2, ANY_ORDER, true,
               false);
    /* a vertex only */
    const isect_vec3 vertex[1] = {v3(6, 0, 0)};
    check_pair(base6(), tri(v3(6, 0, 0), v3(8, 0, 0), v3(8, -2, 0)), vertex, 1, LEX, true, false);
    /* a itself */
    const isect_vec3 self[3] = {v3(0, 0, 0), v3(6, 0, 0), v3(0, 6, 0)};
    check_pair(base6(), base6(), self, 3, CYCLIC, true, false);
}

/* Collinear triangles: a segment (with its middle vertex) through a's plane, and in it. */
static void find_degenerate(void **state) {
    (void)state;
    const isect_vec3 pierce[1] = {v3(1, 1, 0)};
    check_pair(base6(), tri(v3(1, 1, -1), v3(1, 1, 3), v3(1, 1, 1)), pierce, 1, LEX, false, true);
    const isect_vec3 lying[2] = {v3(0, 1, 0), v3(5, 1, 0)};
    check_pair(base6(), tri(v3(-1, 1, 0), v3(8, 1, 0), v3(2, 1, 0)), lying, 2, LEX, true, true);
    const isect_vec3 point[1] = {v3(2, 2, 0)};
    check_pair(base6(), tri(v3(2, 2, 0), v3(2, 2, 0), v3(2, 2, 0)), point, 1, LEX, true, true);
    /* two segments crossing at (1,1,1), and overlapping along a line */
    isect_tri3 s1 = tri(v3(0, 0, 0), v3(2, 2, 2), v3(1, 1, 1));
    const isect_vec3 cross[1] = {v3(1, 1, 1)};
    check_pair(s1, tri(v3(2, 0, 2), v3(0, 2, 0), v3(0, 2, 0)), cross, 1, LEX, true, true);
    const isect_vec3 overlap[2] = {v3(1, 1, 1), v3(2, 2, 2)};
    check_pair(s1, tri(v3(3, 3, 3), v3(1, 1, 1), v3(2, 2, 2)), overlap, 2, LEX, true, true);
}

static void find_misses_and_invalid(void **state) {
    (void)state;
    isect_tri3 a = base6(), far = tri(v3(1, 1, 1), v3(2, 1, 1), v3(1, 2, 1));
    isect_tri_tri_result3 r = isect_find_tri3_tri3(&a, &far);
    assert_false(r.hit);
    assert_int_equal(r.count, 0);
    assert_int_equal(r.flags, 0);
    assert_false(r.coplanar);
    isect_tri3 beside = tri(v3(7, 0, 0), v3(9, 0, 0), v3(7, 2, 0));
    r = isect_find_tri3_tri3(&a, &beside);
    assert_false(r.hit);
    assert_int_equal(r.count, 0);
    isect_tri3 bad = a;
    bad.v[1].y = NAN;
    r = isect_find_tri3_tri3(&a, &bad);
    assert_false(r.hit);
    assert_int_equal(r.flags, ISECT_INVALID);
    r = isect_find_tri3_tri3(NULL, &a);
    assert_int_equal(r.flags, ISECT_INVALID);
    bad.v[1].y = INFINITY;
    r = isect_find_tri3_tri3(&bad, &a);
    assert_int_equal(r.flags, ISECT_INVALID);
    assert_int_equal(r.count, 0);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(tri_tri_crossing),
        cmocka_unit_test(tri_tri_touching),
        cmocka_unit_test(tri_tri_coplanar),
        cmocka_unit_test(tri_tri_degenerate),
        cmocka_unit_test(tri_tri_far),
        cmocka_unit_test(tri_tri_invalid),
        cmocka_unit_test(tri_tri_agrees_with_closest),
        cmocka_unit_test(box_tri_examples),
        cmocka_unit_test(box_tri_touching),
        cmocka_unit_test(box_tri_degenerate),
        cmocka_unit_test(box_tri_rtcd_regression),
        cmocka_unit_test(obb_tri_examples),
        cmocka_unit_test(box_tri_invalid),
        cmocka_unit_test(find_crossing),
        cmocka_unit_test(find_touching),
        cmocka_unit_test(find_coplanar),
        cmocka_unit_test(find_degenerate),
        cmocka_unit_test(find_misses_and_invalid),
    };
    return cmocka_run_group_tests_name("overlap_tri", tests, NULL, NULL);
}
