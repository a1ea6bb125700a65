/* The point of a solid tetrahedron closest to a point, and the capsule-triangle tests
 * (isect/closest_point.h): worked examples.
 *
 * Every expected value is derived by hand in the comment beside its case, on small integer
 * or dyadic geometry where the closest point, the squared distance and the barycentric
 * coordinates are exact; never taken from the code under test. The tetrahedron is mostly
 * the corner one, T = (0 0 0) (1 0 0) (0 1 0) (0 0 1): its faces are x = 0 (face 1,
 * opposite v1), y = 0 (face 2), z = 0 (face 3) and x + y + z = 1 (face 0), its edges
 * 0..5 join (0,1), (0,2), (0,3), (1,2), (1,3), (2,3). Every case is also run with the
 * vertices permuted (the feature's index follows its vertices) and scaled by powers of
 * two (feature unchanged, point and dist_sq scaled). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <math.h>
#include <stdbool.h>

#include "isect/isect.h"

#define N_OF(x) (sizeof(x) / sizeof((x)[0]))

/* The neighbouring isect_real toward `to` (nextafter in the precision of the build). */
static isect_real step_to(isect_real x, isect_real to) {
#if ISECT_USE_DOUBLE
    return nextafter(x, to);
#else
    return nextafterf(x, to);
#endif
}

/* A case: the tetrahedron, the point, and the expected answer. */
typedef struct tet_case {
    isect_real v[4][3], p[3];
    isect_feature_kind kind;
    int index;
    isect_real point[3], dist_sq, bary[4];
    unsigned flags;
} tet_case;

static const isect_real unit_tet[4][3] = {{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {0, 0, 1}};

#define T4                                                                                         \
    {                                                                                              \
        {0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {                                                         \
            0, 0, 1                                                                                \
        }                                                                                          \
    }

static const tet_case corner_cases[] = {
    /* inside: bary = (1 - x - y - z, x, y, z) */
    {T4,
     {0.25, 0.125, 0.125},
     ISECT_FEATURE_SOLID,
     0,
     {0.25, 0.125, 0.125},
     0,
     {0.5, 0.25, 0.125, 0.125},
     0},
    /* behind v0 on all three axes: vertex 0, |p|^2 = 3 */
    {T4, {-1, -1, -1}, ISECT_FEATURE_VERTEX, 0, {0, 0, 0}, 3, {1, 0, 0, 0}, 0},
    /* beyond v1 along x: (p - v1).(v_j - v1) <= 0 for j = 0, 2, 3 (-1, -1, -1): vertex 1 */
    {T4, {2, 0, 0}, ISECT_FEATURE_VERTEX, 1, {1, 0, 0}, 1, {0, 1, 0, 0}, 0},
    /* x = 0.5 between v0 and v1, y, z < 0 on both faces' outer sides: edge 0 at
     * (0.5 0 0), dist^2 = 1 + 1 */
    {T4, {0.5, -1, -1}, ISECT_FEATURE_EDGE, 0, {0.5, 0, 0}, 2, {0.5, 0.5, 0, 0}, 0},
    /* below face z = 0 over its interior: face 3 at (0.2 0.2 0)... exact: 0.25, 0.25 */
    {T4, {0.25, 0.25, -1}, ISECT_FEATURE_FACE, 3, {0.25, 0.25, 0}, 1, {0.5, 0.25, 0.25, 0}, 0},
    /* over the slanted face: p = (1 1 1) projects to (1/3 1/3 1/3) (not exact: see the
     * dyadic case below); p = (0.75 0.75 0.5): x + y + z - 1 = 1, normal (1 1 1)/3, the
     * foot p - (1/3)(1 1 1) is not dyadic either; use p = (1 0.5 0.5) + ... instead:
     * p = (0.5 0.25 0.25) + 1 (1 1 1) = (1.5 1.25 1.25): foot (0.5 0.25 0.25), dist^2 3 */
    {T4, {1.5, 1.25, 1.25}, ISECT_FEATURE_FACE, 0, {0.5, 0.25, 0.25}, 3, {0, 0.5, 0.25, 0.25}, 0},
    /* x + y = 2, z = -1: beyond the edge (1,2) (edge 3) in both its faces: foot (0.5 0.5 0),
     * dist^2 = 1.5^2 + 1.5^2 + 1 */
    {T4, {2, 2, -1}, ISECT_FEATURE_EDGE, 3, {0.5, 0.5, 0}, 5.5, {0, 0.5, 0.5, 0}, 0},
    /* on the tetrahedron: a point of edge 0, of face 3, a vertex (dist 0, the feature it is
     * on) */
    {T4, {0.5, 0, 0}, ISECT_FEATURE_EDGE, 0, {0.5, 0, 0}, 0, {0.5, 0.5, 0, 0}, 0},
    {T4, {0.25, 0.25, 0}, ISECT_FEATURE_FACE, 3, {0.25, 0.25, 0}, 0, {0.5, 0.25, 0.25, 0}, 0},
    {T4, {0, 0, 1}, ISECT_FEATURE_VERTEX, 3, {0, 0, 1}, 0, {0, 0, 0, 1}, 0},
    /* on a Voronoi boundary: p = (-1 0.5 0): (p - v0).(v1 - v0) = -1 <= 0, the edge (0,2)
     * strictly between (y = 0.5), the faces at edge 1 are x = 0 and z = 0: p's x < 0
     * (outside face 1's edge line within z = 0) and z = 0 (on face 3's plane, projection
     * on the edge line): edge 1 at (0 0.5 0), dist^2 1 */
    {T4, {-1, 0.5, 0}, ISECT_FEATURE_EDGE, 1, {0, 0.5, 0}, 1, {0.5, 0, 0.5, 0}, 0},
    /* far outside face 0 only, its projection on the face's edge (1,3): p = (0.5 0 0.5) +
     * 2 (1 1 1) - the edge (1,3) lies in face 0 (x + y + z = 1) and face 2 (y = 0); p's y
     * = 2 > 0 is inside face 2's plane, so the closest point is on face 0, at its edge
     * (1,3) when the in-plane projection (0.5 0 0.5) is on that edge: edge 4,
     * dist^2 = 4 * 3 = 12 */
    {T4, {2.5, 2, 2.5}, ISECT_FEATURE_EDGE, 4, {0.5, 0, 0.5}, 12, {0, 0.5, 0, 0.5}, 0},
};

/* Coplanar tetrahedra: the hull in the plane z = 0. */
static const tet_case coplanar_cases[] = {
    /* the square 0 1 2 3 listed as a square: over its centre (the diagonal v0 v2): face of
     * the fan v0 v1 v2, opposite v3 (face 3); bary (0.5 0 0.5 0) with v1's weight 0 */
    {{{0, 0, 0}, {2, 0, 0}, {2, 2, 0}, {0, 2, 0}},
     {1, 1, 5},
     ISECT_FEATURE_FACE,
     3,
     {1, 1, 0},
     25,
     {0.5, 0, 0.5, 0},
     ISECT_DEGENERATE},
    /* the same square listed crossed (0 2 1 3 in convex order): beyond the side x = 2
     * between v1 = (2 2) and v2 = (2 0): edge (1,2) = 3 at (2 1 0), dist^2 1 + 25 */
    {{{0, 0, 0}, {2, 2, 0}, {2, 0, 0}, {0, 2, 0}},
     {3, 1, 5},
     ISECT_FEATURE_EDGE,
     3,
     {2, 1, 0},
     26,
     {0, 0.5, 0.5, 0},
     ISECT_DEGENERATE},
    /* v3 = (1 1) inside the triangle v0 v1 v2: the hull is face 3's triangle; over v3 the
     * point is the face (v3 never reported): bary on v0 v1 v2 of (1 1): (0.5 0.25 0.25) */
    {{{0, 0, 0}, {4, 0, 0}, {0, 4, 0}, {1, 1, 0}},
     {1, 1, 5},
     ISECT_FEATURE_FACE,
     3,
     {1, 1, 0},
     25,
     {0.5, 0.25, 0.25, 0},
     ISECT_DEGENERATE},
    /* all on the x axis at 0, 1, 3, 2: the segment v0 v2 (edge 1); (2.5 1 0) projects to
     * x = 2.5: t = 2.5 / 3 (not dyadic): use (1.5 1 0): t = 0.5, dist^2 1 */
    {{{0, 0, 0}, {1, 0, 0}, {3, 0, 0}, {2, 0, 0}},
     {1.5, 1, 0},
     ISECT_FEATURE_EDGE,
     1,
     {1.5, 0, 0},
     1,
     {0.5, 0, 0.5, 0},
     ISECT_DEGENERATE},
    /* beyond the far end: vertex 2 (x = 3), dist^2 4 + 1 */
    {{{0, 0, 0}, {1, 0, 0}, {3, 0, 0}, {2, 0, 0}},
     {5, 1, 0},
     ISECT_FEATURE_VERTEX,
     2,
     {3, 0, 0},
     5,
     {0, 0, 1, 0},
     ISECT_DEGENERATE},
    /* four coincident vertices: vertex 0 */
    {{{1, 1, 1}, {1, 1, 1}, {1, 1, 1}, {1, 1, 1}},
     {1, 1, 3},
     ISECT_FEATURE_VERTEX,
     0,
     {1, 1, 1},
     4,
     {1, 0, 0, 0},
     ISECT_DEGENERATE},
};

static isect_closest_feature_result3 ask(const isect_real (*v)[3], const isect_real *p,
                                         isect_real scale) {
    isect_tet3 t;
    for (int j = 0; j < 4; j++)
        t.v[j] = (isect_vec3){v[j][0] * scale, v[j][1] * scale, v[j][2] * scale};
    return isect_closest_point3_tet3((isect_vec3){p[0] * scale, p[1] * scale, p[2] * scale}, &t);
}

static void check_case(const tet_case *c, isect_real scale) {
    isect_closest_feature_result3 r = ask(c->v, c->p, scale);
    assert_int_equal(r.feature_b.kind, c->kind);
    assert_int_equal(r.feature_b.index, c->index);
    assert_int_equal(r.flags, c->flags);
    assert_int_equal(r.feature_a.kind, ISECT_FEATURE_VERTEX);
    assert_true(r.bary_a[0] == 1 && r.bary_a[1] == 0);
    /* the points are exact dyadics, constructed exactly here (a vertex, an edge's
     * midpoint, a face foot whose step is exact) and every scale a power of two; the face
     * distance goes through a square root, so dist_sq is within a few rounding errors */
    assert_true(r.point_b.x == c->point[0] * scale);
    assert_true(r.point_b.y == c->point[1] * scale);
    assert_true(r.point_b.z == c->point[2] * scale);
#if ISECT_USE_DOUBLE
    const double u = 0x1p-53;
#else
    const double u = 0x1p-24;
#endif
    double want = (double)c->dist_sq * scale * scale;
    assert_true(fabs((double)r.dist_sq - want) <= 8 * u * want);
    if (c->dist_sq == 0)
        assert_true(r.dist_sq == 0);
    for (int i = 0; i < 4; i++) {
        if (c->bary[i] == 0 || c->bary[i] == 1)
            assert_true(r.bary_b[i] == c->bary[i]); /* exactly, by contract */
        else
            assert_true(fabs(r.bary_b[i] - c->bary[i]) <= 1e-6);
    }
}

static void run(const tet_case *cases, size_t n) {
#if ISECT_USE_DOUBLE
    static const isect_real scales[] = {1, 0x1p-400, 0x1p-60, 0x1p40, 0x1p400};
#else
    static const isect_real scales[] = {1, 0x1p-40, 0x1p-10, 0x1p10, 0x1p40};
#endif
    for (size_t i = 0; i < n; i++)
        for (size_t s = 0; s < N_OF(scales); s++)
            check_case(&cases[i], scales[s]);
}

static void regions_of_the_corner_tetrahedron(void **state) {
    (void)state;
    run(corner_cases, N_OF(corner_cases));
}

static void coplanar_vertices(void **state) {
    (void)state;
    run(coplanar_cases, N_OF(coplanar_cases));
}

/* Permuting the vertices permutes the answer: vertex i -> perm position, edges and faces
 * by their vertex sets; the point and the distance do not move. */
static void vertex_order(void **state) {
    (void)state;
    static const int perms[4][4] = {{1, 0, 2, 3}, {3, 2, 1, 0}, {2, 3, 0, 1}, {0, 3, 1, 2}};
    static const int edges[6][2] = {{0, 1}, {0, 2}, {0, 3}, {1, 2}, {1, 3}, {2, 3}};
    for (size_t i = 0; i < N_OF(corner_cases); i++) {
        const tet_case *c = &corner_cases[i];
        for (int q = 0; q < 4; q++) {
            tet_case d = *c;
            int where[4]; /* where[old] = new position */
            for (int j = 0; j < 4; j++) {
                for (int k = 0; k < 3; k++)
                    d.v[j][k] = c->v[perms[q][j]][k];
                where[perms[q][j]] = j;
                d.bary[j] = c->bary[perms[q][j]];
            }
            if (c->kind == ISECT_FEATURE_VERTEX || c->kind == ISECT_FEATURE_FACE)
                d.index = where[c->index];
            if (c->kind == ISECT_FEATURE_EDGE) {
                int a = where[edges[c->index][0]], b = where[edges[c->index][1]];
                int lo = a < b ? a : b, hi = a < b ? b : a;
                for (int e = 0; e < 6; e++)
                    if (edges[e][0] == lo && edges[e][1] == hi)
                        d.index = e;
            }
            check_case(&d, 1);
        }
    }
}

/* A point exactly on a face's plane just outside an edge, and one ulp inside it: the
 * regions flip exactly there. p = (0.5, -u, 0) lies in face 3's plane z = 0, outside the
 * edge y = 0 by u: edge 0 at (0.5 0 0); p = (0.5, +u, 0) lies on face 3 itself. */
static void one_ulp_across_an_edge(void **state) {
    (void)state;
#if ISECT_USE_DOUBLE
    const isect_real u = 0x1p-60;
#else
    const isect_real u = 0x1p-30f;
#endif
    isect_real out_p[3] = {0.5, -u, 0}, in_p[3] = {0.5, u, 0};
    isect_closest_feature_result3 r = ask(unit_tet, out_p, 1);
    assert_int_equal(r.feature_b.kind, ISECT_FEATURE_EDGE);
    assert_int_equal(r.feature_b.index, 0);
    assert_true(r.point_b.x == 0.5 && r.point_b.y == 0 && r.point_b.z == 0);
    r = ask(unit_tet, in_p, 1);
    assert_int_equal(r.feature_b.kind, ISECT_FEATURE_FACE);
    assert_int_equal(r.feature_b.index, 3);
    assert_true(r.dist_sq == 0);
}

static void invalid_input(void **state) {
    (void)state;
    isect_vec3 p = {0, 0, 0};
    isect_closest_feature_result3 r = isect_closest_point3_tet3(p, NULL);
    assert_int_equal(r.flags, ISECT_INVALID);
    assert_int_equal(r.feature_b.kind, ISECT_FEATURE_NONE);
    isect_tet3 t = {{{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {0, 0, (isect_real)NAN}}};
    r = isect_closest_point3_tet3(p, &t);
    assert_int_equal(r.flags, ISECT_INVALID);
    assert_true(r.dist_sq == 0 && r.point_b.x == 0 && r.bary_b[0] == 0);
    t.v[3].z = 1;
    r = isect_closest_point3_tet3((isect_vec3){(isect_real)INFINITY, 0, 0}, &t);
    assert_int_equal(r.flags, ISECT_INVALID);
}

/* ---- Capsule against triangle ------------------------------------------------------- */

typedef struct cap_case {
    isect_real tri[3][3], p0[3], p1[3], dist_sq; /* the exact squared distance */
    const char *what;
} cap_case;

#define TRI_XY                                                                                     \
    {                                                                                              \
        {0, 0, 0}, {4, 0, 0}, {                                                                    \
            0, 4, 0                                                                                \
        }                                                                                          \
    }

/* dist(core, T) for T = (0 0 0) (4 0 0) (0 4 0) in z = 0, derived case by case. */
static const cap_case cap_cases[] = {
    {TRI_XY, {1, 1, -1}, {1, 1, 1}, 0, "pierces the face"},
    {TRI_XY, {2, 0, -1}, {2, 0, 1}, 0, "pierces through edge 0"},
    {TRI_XY, {0, 0, -1}, {0, 0, 1}, 0, "pierces through vertex 0"},
    {TRI_XY, {1, 1, 2}, {2, 1, 2}, 4, "parallel to the face, 2 above it"},
    {TRI_XY, {1, 1, 3}, {1, 1, 5}, 9, "pointing away: its end 3 above the face"},
    {TRI_XY, {-2, 1, -1}, {-2, 1, 1}, 4, "crossing the plane beside edge 2 (x = 0), 2 off"},
    {TRI_XY, {3, 3, -1}, {3, 3, 1}, 2, "crossing the plane beyond edge 1: (3 3) to (2 2)"},
    {TRI_XY, {-1, -1, 5}, {-1, -1, 6}, 27, "above and behind vertex 0: 1 + 1 + 25"},
    {TRI_XY, {-1, -3, 0}, {5, -3, 0}, 9, "in the plane, parallel to edge 0, 3 off"},
    {TRI_XY, {1, 1, 0}, {2, 1, 0}, 0, "in the plane, inside"},
    {TRI_XY, {6, -2, 1}, {6, -2, 1}, 9, "a point core: (6 -2 1) to (4 0 0): 4 + 4 + 1"},
    {{{0, 0, 0}, {2, 0, 0}, {1, 0, 0}}, {1, 3, 0}, {1, 3, 4}, 9, "collinear triangle"},
};

static bool capsule(const cap_case *c, isect_real r, isect_real scale) {
    isect_tri3 t;
    for (int j = 0; j < 3; j++)
        t.v[j] = (isect_vec3){c->tri[j][0] * scale, c->tri[j][1] * scale, c->tri[j][2] * scale};
    isect_capsule3 k = {{c->p0[0] * scale, c->p0[1] * scale, c->p0[2] * scale},
                        {c->p1[0] * scale, c->p1[1] * scale, c->p1[2] * scale},
                        r * scale};
    return isect_test_capsule3_tri3(&k, &t);
}

/* The radius whose square is the smallest reaching dist_sq, and the next one below: true
 * then false (touching counts). */
static void capsule_touching_exactly(void **state) {
    (void)state;
    for (size_t i = 0; i < N_OF(cap_cases); i++) {
        const cap_case *c = &cap_cases[i];
        isect_real r = (isect_real)sqrt((double)c->dist_sq);
        while ((double)r * r < c->dist_sq)
            r = step_to(r, INFINITY);
        while (r > 0 && (double)step_to(r, 0) * step_to(r, 0) >= c->dist_sq)
            r = step_to(r, 0);
        for (isect_real scale = 1; scale <= 16; scale *= 4) {
            if (!capsule(c, r, scale))
                fail_msg("%s: radius %g should touch", c->what, (double)r);
            if (c->dist_sq > 0 && capsule(c, step_to(r, 0), scale))
                fail_msg("%s: radius below %g should miss", c->what, (double)r);
        }
    }
}

/* In the plane: the same construction with z dropped. */
static void capsule_in_the_plane(void **state) {
    (void)state;
    isect_tri2 t = {{{0, 0}, {4, 0}, {0, 4}}};
    isect_capsule2 k = {{5, -1}, {5, 5}, 1}; /* x = 5: 1 from vertex 1 (4 0) */
    assert_true(isect_test_capsule2_tri2(&k, &t));
    k.radius = step_to(1, 0);
    assert_false(isect_test_capsule2_tri2(&k, &t));
    k = (isect_capsule2){{1, 1}, {2, 1}, 0}; /* inside, radius 0 */
    assert_true(isect_test_capsule2_tri2(&k, &t));
    k = (isect_capsule2){{-1, 2}, {5, 2}, 0}; /* crossing two edges */
    assert_true(isect_test_capsule2_tri2(&k, &t));
    k = (isect_capsule2){{3, 3}, {5, 5}, 2}; /* end (3 3) is sqrt(2) from edge 1: r^2 = 2 */
    k.radius = (isect_real)sqrt(2.0);
    assert_true(isect_test_capsule2_tri2(&k, &t) == ((double)k.radius * k.radius >= 2));
    k.radius = -1; /* invalid */
    assert_false(isect_test_capsule2_tri2(&k, &t));
    assert_false(isect_test_capsule2_tri2(NULL, &t));
    k.radius = 1;
    assert_false(isect_test_capsule2_tri2(&k, NULL));
    k.p0.x = (isect_real)NAN;
    assert_false(isect_test_capsule2_tri2(&k, &t));
}

static void capsule_invalid(void **state) {
    (void)state;
    const cap_case *c = &cap_cases[0];
    assert_false(capsule(c, -1, 1));
    assert_false(capsule(c, (isect_real)NAN, 1));
    assert_false(capsule(c, (isect_real)INFINITY, 1));
    isect_tri3 t = {{{0, 0, 0}, {4, 0, 0}, {0, 4, (isect_real)INFINITY}}};
    isect_capsule3 k = {{1, 1, -1}, {1, 1, 1}, 1};
    assert_false(isect_test_capsule3_tri3(&k, &t));
    assert_false(isect_test_capsule3_tri3(NULL, &t));
}

/* Fuzz finding (tests/fuzz/README.md, "Past findings", via the hull query): p near the
 * origin inside a tetrahedron with vertices at 2^116 and 2^-147. The rounded volumes
 * cancelled and put the weight 1 on a far vertex (sum_k bary_k v_k = 1e35, not p). Now
 * the weights must give p back: within 32 u S per coordinate (S = 2^117). */
static void volumes_of_a_spread_tetrahedron(void **state) {
    (void)state;
    isect_tet3 tet = {{{0x1.1039d4p-123, 0x1.001f18p+65, -0x1.f2p+116},
                       {0x1.8p-147, 0x1p-147, 0x1.1039d8p-123},
                       {-0x1.f1fffcp+116, 0x1p-146, -0x1.f1fffcp+116},
                       {0x1.0ebe4p-131, 0, 0}}};
    isect_vec3 p = {0x1p-148, 0x1p-147, 0x1p-147};
    isect_closest_feature_result3 r = isect_closest_point3_tet3(p, &tet);
    assert_int_equal(r.feature_b.kind, ISECT_FEATURE_SOLID);
    long double S = 0x1.f2p+116L, u = ISECT_USE_DOUBLE ? 0x1p-53L : 0x1p-24L;
    for (int j = 0; j < 3; j++) {
        long double comb = 0;
        for (int k = 0; k < 4; k++)
            comb += (long double)r.bary_b[k] * (&tet.v[k].x)[j];
        assert_true(fabsl(comb - (&p.x)[j]) <= 32 * u * S);
    }
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(regions_of_the_corner_tetrahedron),
        cmocka_unit_test(coplanar_vertices),
        cmocka_unit_test(vertex_order),
        cmocka_unit_test(one_ulp_across_an_edge),
        cmocka_unit_test(invalid_input),
        cmocka_unit_test(volumes_of_a_spread_tetrahedron),
        cmocka_unit_test(capsule_touching_exactly),
        cmocka_unit_test(capsule_in_the_plane),
        cmocka_unit_test(capsule_invalid),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
