/* The overlap tests against a triangle (isect/overlap.h, "Against a triangle") on worked
 * examples whose answers follow by hand from small integer geometry: crossing, touching at a
 * vertex, along an edge or where two edges cross, coplanar triangles, collinear and point
 * triangles, one ulp off touching, the widest magnitudes and invalid input; and, for two
 * triangles, agreement with the exact closest-point query (distance 0 exactly when they
 * meet) on generated cases. The randomised comparison with the exact oracle is
 * test_oracle_overlap_tri.c. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <math.h>

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

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(tri_tri_crossing),
        cmocka_unit_test(tri_tri_touching),
        cmocka_unit_test(tri_tri_coplanar),
        cmocka_unit_test(tri_tri_degenerate),
        cmocka_unit_test(tri_tri_far),
        cmocka_unit_test(tri_tri_invalid),
        cmocka_unit_test(tri_tri_agrees_with_closest),
    };
    return cmocka_run_group_tests_name("overlap_tri", tests, NULL, NULL);
}
