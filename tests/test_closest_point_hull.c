/* The point of a convex hull closest to a point (isect_closest_point3_hull3,
 * isect/closest_point.h): worked examples, for a hull by its vertices and (the second
 * half, "A hull by its planes") for a hull by its planes.
 *
 * Every expected value is derived by hand in the comment beside its case, on small integer
 * or dyadic geometry; never taken from the code under test. Each case is also handed to
 * the brute-force oracle (tests/oracle/oracle_closest_point_hull.h), which must agree with
 * the hand values (a check of the oracle), and every case is run again with all
 * coordinates scaled by powers of two (count, feature, flags and zero-ness unchanged, the
 * point and the distance scaled).
 *
 * The unit cube C = [0, 1]^3 lists its vertices by i = x + 2 y + 4 z:
 * v0 (0 0 0), v1 (1 0 0), v2 (0 1 0), v3 (1 1 0), v4 (0 0 1), v5 (1 0 1), v6 (0 1 1),
 * v7 (1 1 1). Its closest point to p is the clamp of p to [0, 1] per coordinate.
 *
 * What the contract fixes, and so what is checked: p in the hull -> dist_sq == 0 exactly,
 * point_b == p bit for bit, feature solid; outside -> count = the size of the smallest
 * simplex of input vertices whose relative interior holds the closest point q, feature
 * vertex / edge / face by count, index 0; vert increasing, bary in (0, 1] summing to 1.
 * Where several simplices of that size hold q (a square's two diagonals), each admissible
 * one is listed. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <math.h>
#include <stdbool.h>
#include <string.h>

#include "isect/isect.h"
#include "oracle/oracle_closest_point_hull.h"

#if ISECT_USE_DOUBLE
#define U 0x1p-53L
#else
#define U 0x1p-24L
#endif

enum { VMAX = 12, ALTS = 4 };

/* The expected answer for one point: inside, or the count, the closest point, the
 * squared distance, and the admissible simplices (vert, with the weights bary). alts == 0:
 * any simplex the checks accept (inside, several). */
typedef struct expect {
    const char *what;
    isect_real p[3];
    bool inside;
    unsigned count;
    isect_real point[3];
    isect_real dist_sq;
    int alts;
    size_t vert[ALTS][4];
    isect_real bary[ALTS][4];
} expect;

typedef struct vertex_set {
    int n;
    isect_real v[VMAX][3];
    unsigned flags; /* ISECT_DEGENERATE for coplanar sets */
} vertex_set;

static const vertex_set cube = {
    8, {{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {1, 1, 0}, {0, 0, 1}, {1, 0, 1}, {0, 1, 1}, {1, 1, 1}}, 0};

/* ---- The unit cube -------------------------------------------------------------------- */
static const expect cube_cases[] = {
    /* Above the centre of the top face z = 1: the clamp is q = (0.5 0.5 1), dist^2 = 1. q is
     * no vertex; it is the midpoint of both diagonals of the square v4 v5 v7 v6: v4 + v7 =
     * (1 1 2) = v5 + v6, so the smallest simplex holding q in its relative interior is a
     * segment: count 2 (an edge feature, though no hull edge), {4, 7} or {5, 6}, weights
     * 1/2 each. (A triangle of the face would hold q on its side, not inside it.) */
    {"above a face centre",
     {0.5, 0.5, 2},
     false,
     2,
     {0.5, 0.5, 1},
     1,
     2,
     {{4, 7}, {5, 6}},
     {{0.5, 0.5}, {0.5, 0.5}}},
    /* Above (0.25 0.5) of the top face, 2 above: q = (0.25 0.5 1), dist^2 4. In face
     * coordinates (x, y) q is on neither diagonal (x != y, x + y = 0.75 != 1): count 3.
     * The triangles of the square holding (0.25 0.5) strictly inside: v4 v5 v6 (x, y > 0,
     * x + y < 1): q = (1 - x - y) v4 + x v5 + y v6 = 0.25 v4 + 0.25 v5 + 0.5 v6; v4 v6 v7
     * (0 < x < y < 1): q = (1 - y) v4 + (y - x) v6 + x v7 = 0.5 v4 + 0.25 v6 + 0.25 v7. The
     * other two need y < x or x + y > 1. */
    {"above a face, off its diagonals",
     {0.25, 0.5, 3},
     false,
     3,
     {0.25, 0.5, 1},
     4,
     2,
     {{4, 5, 6}, {4, 6, 7}},
     {{0.25, 0.25, 0.5}, {0.5, 0.25, 0.25}}},
    /* Beyond the face x = 1 over its centre: q = (1 0.5 0.5), dist^2 1; v1 + v7 = (2 1 1) =
     * v3 + v5: the diagonals {1, 7} and {3, 5}, count 2. */
    {"beyond the centre of the face x = 1",
     {2, 0.5, 0.5},
     false,
     2,
     {1, 0.5, 0.5},
     1,
     2,
     {{1, 7}, {3, 5}},
     {{0.5, 0.5}, {0.5, 0.5}}},
    /* Beyond the corner v7: p - v7 = (1 2 0.5) and every v - v7 has components 0 or -1, so
     * (v - v7).(p - v7) <= 0: q = v7, count 1, dist^2 = 1 + 4 + 0.25 = 5.25. */
    {"beyond a corner", {2, 3, 1.5}, false, 1, {1, 1, 1}, 5.25, 1, {{7}}, {{1}}},
    /* Beyond the middle of the edge v1 v3 (x = 1, z = 0): clamp (1 0.5 0), dist^2 = 1 + 1;
     * q = (v1 + v3) / 2 and no other pair of vertices sums to (2 1 0): count 2, {1, 3}. */
    {"beyond an edge's middle", {2, 0.5, -1}, false, 2, {1, 0.5, 0}, 2, 1, {{1, 3}}, {{0.5, 0.5}}},
    /* Beyond the edge v1 v3 at a quarter: clamp (1 0.25 0), dist^2 2: 0.75 v1 + 0.25 v3. */
    {"beyond an edge, off its middle",
     {2, 0.25, -1},
     false,
     2,
     {1, 0.25, 0},
     2,
     1,
     {{1, 3}},
     {{0.75, 0.25}}},
    /* On the boundary of the corner's region: p = v0 + (-1 0 -2): y = 0 exactly: clamp v0. */
    {"on a vertex region's boundary", {-1, 0, -2}, false, 1, {0, 0, 0}, 5, 1, {{0}}, {{1}}},
    /* Inside, on a face, on an edge, at a vertex: dist^2 0, point_b = p, solid. */
    {"inside", {0.25, 0.5, 0.75}, true, 0, {0.25, 0.5, 0.75}, 0, 0, {{0}}, {{0}}},
    {"on a face", {0.25, 0.5, 1}, true, 0, {0.25, 0.5, 1}, 0, 0, {{0}}, {{0}}},
    {"on an edge", {1, 0.5, 0}, true, 2, {1, 0.5, 0}, 0, 1, {{1, 3}}, {{0.5, 0.5}}},
    {"at a vertex", {1, 1, 1}, true, 1, {1, 1, 1}, 0, 1, {{7}}, {{1}}},
};

/* ---- The corner tetrahedron t0 (0 0 0), t1 (1 0 0), t2 (0 1 0), t3 (0 0 1) ----------- */
static const vertex_set tet = {4, {{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {0, 0, 1}}, 0};

static const expect tet_cases[] = {
    /* Behind t0 on all axes: (t_j - t0).(p - t0) = -1 for each j: t0, dist^2 3. */
    {"behind a vertex", {-1, -1, -1}, false, 1, {0, 0, 0}, 3, 1, {{0}}, {{1}}},
    /* x = 0.5 on t0 t1, y, z < 0: the foot (0.5 0 0); (t2 - q).(p - q) = (-0.5 1 0).(0 -1
     * -1) = -1 <= 0, t3 likewise: edge {0, 1}, dist^2 2. */
    {"beyond an edge", {0.5, -1, -1}, false, 2, {0.5, 0, 0}, 2, 1, {{0, 1}}, {{0.5, 0.5}}},
    /* Under the face z = 0 at (0.25 0.25): q = (0.25 0.25 0) = 0.5 t0 + 0.25 t1 + 0.25 t2,
     * and t3 - q = (-0.25 -0.25 1) against p - q = (0 0 -1): -1 <= 0; dist^2 1. */
    {"under a face",
     {0.25, 0.25, -1},
     false,
     3,
     {0.25, 0.25, 0},
     1,
     1,
     {{0, 1, 2}},
     {{0.5, 0.25, 0.25}}},
    /* Outside the slanted face x + y + z = 1: p = (0.5 0.25 0.25) + (1 1 1); the foot q =
     * (0.5 0.25 0.25) lies on it (sum 1) inside (all > 0): 0.5 t1 + 0.25 t2 + 0.25 t3;
     * (t0 - q).(1 1 1) = -1 <= 0; dist^2 3. */
    {"outside the slanted face",
     {1.5, 1.25, 1.25},
     false,
     3,
     {0.5, 0.25, 0.25},
     3,
     1,
     {{1, 2, 3}},
     {{0.5, 0.25, 0.25}}},
    /* Strictly inside (no face holds it): only the whole tetrahedron holds p in its relative
     * interior: count 4, weights (1 - x - y - z, x, y, z) = (0.5 0.25 0.125 0.125). */
    {"strictly inside",
     {0.25, 0.125, 0.125},
     true,
     4,
     {0.25, 0.125, 0.125},
     0,
     1,
     {{0, 1, 2, 3}},
     {{0.5, 0.25, 0.125, 0.125}}},
    /* On the slanted face's interior: dist 0, the face's triangle {1, 2, 3}. */
    {"on a face",
     {0.5, 0.25, 0.25},
     true,
     3,
     {0.5, 0.25, 0.25},
     0,
     1,
     {{1, 2, 3}},
     {{0.5, 0.25, 0.25}}},
};

/* ---- A flat hull: the square s0 (0 0 0), s1 (2 0 0), s2 (2 2 0), s3 (0 2 0) ----------- */
static const vertex_set square = {
    4, {{0, 0, 0}, {2, 0, 0}, {2, 2, 0}, {0, 2, 0}}, ISECT_DEGENERATE};

static const expect square_cases[] = {
    /* Above (0.5 1.5): x + y = 2, on the diagonal s1 s3: q = (0.5 1.5 0) = 0.25 s1 +
     * 0.75 s3 (x = 2 w1), count 2, dist^2 9. */
    {"above a diagonal", {0.5, 1.5, 3}, false, 2, {0.5, 1.5, 0}, 9, 1, {{1, 3}}, {{0.25, 0.75}}},
    /* Below (1 0.5): on no diagonal (x != y, x + y != 2): count 3; s0 s1 s2 holds it
     * (0 < y < x < 2): y = 2 w2, x = 2 (w1 + w2): w = (0.5 0.25 0.25); s0 s1 s3 too
     * (x + y < 2): x = 2 w1, y = 2 w3: w = (0.25 0.5 0.25). dist^2 4. */
    {"below the square",
     {1, 0.5, -2},
     false,
     3,
     {1, 0.5, 0},
     4,
     2,
     {{0, 1, 2}, {0, 1, 3}},
     {{0.5, 0.25, 0.25}, {0.25, 0.5, 0.25}}},
    /* In its plane beyond the side s1 s2 (x = 2): q = (2 1 0), its midpoint, dist^2 1. */
    {"in the plane, beyond a side", {3, 1, 0}, false, 2, {2, 1, 0}, 1, 1, {{1, 2}}, {{0.5, 0.5}}},
    /* Beyond the corner s2: (3 3 5) - s2 = (1 1 5), s_j - s2 in {(-2 0 0), (0 -2 0), (-2 -2
     * 0)}: all dot products < 0: s2, dist^2 27. */
    {"beyond a corner", {3, 3, 5}, false, 1, {2, 2, 0}, 27, 1, {{2}}, {{1}}},
    /* The centre, in the square: dist 0; held in the relative interior of either diagonal
     * only (a triangle of the square has it on a side): count 2. */
    {"at the centre",
     {1, 1, 0},
     true,
     2,
     {1, 1, 0},
     0,
     2,
     {{0, 2}, {1, 3}},
     {{0.5, 0.5}, {0.5, 0.5}}},
};

/* ---- A line of points: c0 (0 0 0), c1 (1 1 1), c2 (3 3 3), c3 (2 2 2) ----------------- */
static const vertex_set line = {4, {{0, 0, 0}, {1, 1, 1}, {3, 3, 3}, {2, 2, 2}}, ISECT_DEGENERATE};

static const expect line_cases[] = {
    /* p = (0 0 6) projects to t = p.d / d.d = 6 / 3 = 2 along d = (1 1 1): q = (2 2 2), the
     * middle vertex c3 (the smallest simplex is that vertex), dist^2 = 4 + 4 + 16 = 24. */
    {"abeam of a middle vertex", {0, 0, 6}, false, 1, {2, 2, 2}, 24, 1, {{3}}, {{1}}},
    /* p = (1.5 1.5 1.5) + (1 -1 0): q = (1.5 1.5 1.5), dist^2 2; strictly between a vertex
     * of {c0, c1} and one of {c2, c3}: 0.5 c0 + 0.5 c2, 0.25 c0 + 0.75 c3, 0.75 c1 + 0.25
     * c2, 0.5 c1 + 0.5 c3. */
    {"abeam between vertices",
     {2.5, 0.5, 1.5},
     false,
     2,
     {1.5, 1.5, 1.5},
     2,
     4,
     {{0, 2}, {0, 3}, {1, 2}, {1, 3}},
     {{0.5, 0.5}, {0.25, 0.75}, {0.75, 0.25}, {0.5, 0.5}}},
    /* Beyond c2 along the line: (4 4 4), q = c2, dist^2 3. */
    {"beyond the far end", {4, 4, 4}, false, 1, {3, 3, 3}, 3, 1, {{2}}, {{1}}},
};

/* ---- One and two vertices -------------------------------------------------------------- */
static const vertex_set one = {1, {{1, 2, 3}}, ISECT_DEGENERATE};
static const expect one_cases[] = {
    {"off the only vertex", {1, 2, 5}, false, 1, {1, 2, 3}, 4, 1, {{0}}, {{1}}},
    {"at the only vertex", {1, 2, 3}, true, 1, {1, 2, 3}, 0, 1, {{0}}, {{1}}},
};

static const vertex_set two = {2, {{0, 0, 0}, {4, 0, 0}}, ISECT_DEGENERATE};
static const expect two_cases[] = {
    /* the foot x = 1 = 0.75 * 0 + 0.25 * 4, dist^2 9 */
    {"abeam of the segment", {1, 3, 0}, false, 2, {1, 0, 0}, 9, 1, {{0, 1}}, {{0.75, 0.25}}},
    {"beyond its end", {-2, 0, 1}, false, 1, {0, 0, 0}, 5, 1, {{0}}, {{1}}},
};

/* ---- The cube with v7 repeated (index 8) and the centres of two faces added ----------- */
static const vertex_set cube_extra = {11,
                                      {{0, 0, 0},
                                       {1, 0, 0},
                                       {0, 1, 0},
                                       {1, 1, 0},
                                       {0, 0, 1},
                                       {1, 0, 1},
                                       {0, 1, 1},
                                       {1, 1, 1},
                                       {1, 1, 1},
                                       {0.5, 0.5, 1},
                                       {1, 0.5, 0.5}},
                                      0};

static const expect cube_extra_cases[] = {
    /* beyond v7 = v8: either index */
    {"beyond a repeated corner", {2, 3, 1.5}, false, 1, {1, 1, 1}, 5.25, 2, {{7}, {8}}, {{1}, {1}}},
    /* above the top face's centre, now an input vertex (9): count 1 */
    {"above a face centre that is a vertex",
     {0.5, 0.5, 2},
     false,
     1,
     {0.5, 0.5, 1},
     1,
     1,
     {{9}},
     {{1}}},
    /* above (0.25 0.25 1): on the diagonal v4 v7 (x = y) at a quarter: 0.75 v4 + 0.25 v7
     * (= v8), and on v4 v9 at a half: count 2 */
    {"above a diagonal through an added centre",
     {0.25, 0.25, 5},
     false,
     2,
     {0.25, 0.25, 1},
     16,
     3,
     {{4, 7}, {4, 8}, {4, 9}},
     {{0.75, 0.25}, {0.75, 0.25}, {0.5, 0.5}}},
};

/* ---- Running a case --------------------------------------------------------------------- */

static isect_closest_hull_result3 ask(const vertex_set *s, const isect_real *p, int k,
                                      const isect_plane3 *planes, size_t plane_count) {
    isect_vec3 v[VMAX];
    for (int i = 0; i < s->n; i++)
        v[i] = (isect_vec3){(isect_real)ldexp(s->v[i][0], k), (isect_real)ldexp(s->v[i][1], k),
                            (isect_real)ldexp(s->v[i][2], k)};
    isect_hull3 hull = {v, (size_t)s->n, planes, plane_count};
    isect_vec3 q = {(isect_real)ldexp(p[0], k), (isect_real)ldexp(p[1], k),
                    (isect_real)ldexp(p[2], k)};
    return isect_closest_point3_hull3(q, &hull);
}

/* The largest magnitude S of the case at scale 2^k. */
static long double scale_of(const vertex_set *s, const expect *e, int k) {
    long double S = 0;
    for (int c = 0; c < 3; c++) {
        S = fmaxl(S, fabsl(e->p[c]));
        for (int i = 0; i < s->n; i++)
            S = fmaxl(S, fabsl(s->v[i][c]));
    }
    return ldexpl(S, k);
}

/* The hand values against the oracle (a check of the oracle itself). */
static void check_oracle(const vertex_set *s, const expect *e) {
    double xyz[3 * VMAX], p[3];
    for (int i = 0; i < s->n; i++)
        for (int c = 0; c < 3; c++)
            xyz[3 * i + c] = s->v[i][c];
    for (int c = 0; c < 3; c++)
        p[c] = e->p[c];
    oracle_phull o;
    oracle_closest_point_hull(s->n, xyz, p, &o);
    assert_int_equal(o.inside, e->inside);
    assert_int_equal(o.coplanar, s->flags == ISECT_DEGENERATE);
    if (e->count != 0)
        assert_int_equal(o.dim, (int)e->count);
    assert_true(o.dist_sq == (long double)e->dist_sq);
    for (int c = 0; c < 3; c++)
        assert_true(o.point[c] == (long double)e->point[c]);
    for (int a = 0; a < e->alts; a++)
        assert_true(oracle_hull_simplex_holds(s->n, xyz, p, &o, (int)e->count, e->vert[a]));
    assert_null(oracle_hull_selfcheck(s->n, xyz, p, &o));
}

/* A failed expectation names the case and the scale before failing. */
#define CHECK(cond)                                                                                \
    do {                                                                                           \
        if (!(cond)) {                                                                             \
            print_error("%s at 2^%d: %s fails (count %u, kind %d, dist_sq %a, vert %zu %zu %zu "   \
                        "%zu, bary %a %a %a %a)\n",                                                \
                        e->what, k, #cond, r.count, (int)r.feature_b.kind, (double)r.dist_sq,      \
                        r.vert[0], r.vert[1], r.vert[2], r.vert[3], (double)r.bary[0],             \
                        (double)r.bary[1], (double)r.bary[2], (double)r.bary[3]);                  \
            fail();                                                                                \
        }                                                                                          \
    } while (0)

static void check_one(const vertex_set *s, const expect *e, int k, const isect_plane3 *planes,
                      size_t plane_count) {
    isect_closest_hull_result3 r = ask(s, e->p, k, planes, plane_count);
    long double S = scale_of(s, e, k);
    CHECK(r.flags == s->flags);
    CHECK(r.point_a.x == (isect_real)ldexp(e->p[0], k));
    CHECK(r.point_a.y == (isect_real)ldexp(e->p[1], k));
    CHECK(r.point_a.z == (isect_real)ldexp(e->p[2], k));
    if (e->inside) {
        CHECK(r.dist_sq == 0);
        CHECK(r.feature_b.kind == ISECT_FEATURE_SOLID);
        CHECK(r.point_b.x == r.point_a.x && r.point_b.y == r.point_a.y &&
              r.point_b.z == r.point_a.z);
    } else {
        CHECK(r.dist_sq > 0);
        isect_feature_kind kind = e->count == 1   ? ISECT_FEATURE_VERTEX
                                  : e->count == 2 ? ISECT_FEATURE_EDGE
                                                  : ISECT_FEATURE_FACE;
        CHECK(r.feature_b.kind == kind);
        long double want = ldexpl(e->dist_sq, 2 * k);
        CHECK(fabsl(sqrtl((long double)r.dist_sq) - sqrtl(want)) <= 16 * U * S);
    }
    CHECK(r.feature_b.index == 0);
    for (int c = 0; c < 3; c++) {
        isect_real got = c == 0 ? r.point_b.x : c == 1 ? r.point_b.y : r.point_b.z;
        CHECK(fabsl(got - ldexpl(e->point[c], k)) <= 16 * U * S);
    }
    if (e->count != 0)
        CHECK(r.count == e->count);
    CHECK(r.count >= 1 && r.count <= 4);
    /* by vertices: no planes reported (result.h) */
    CHECK(r.plane_count == 0 && r.plane[0] == 0 && r.plane[1] == 0 && r.plane[2] == 0);
    /* increasing indices, weights in (0, 1] summing to 1, unused entries 0 */
    long double sum = 0;
    for (unsigned i = 0; i < 4; i++) {
        if (i >= r.count) {
            CHECK(r.bary[i] == 0 && r.vert[i] == 0);
            continue;
        }
        CHECK(r.vert[i] < (size_t)s->n);
        if (i > 0)
            CHECK(r.vert[i] > r.vert[i - 1]);
        CHECK(r.bary[i] > 0 && r.bary[i] <= 1);
        sum += r.bary[i];
    }
    CHECK(fabsl(sum - 1) <= 8 * U);
    if (e->alts == 0)
        return;
    int match = -1;
    for (int a = 0; a < e->alts && match < 0; a++)
        if (memcmp(r.vert, e->vert[a], sizeof r.vert) == 0)
            match = a;
    CHECK(match >= 0);
    for (unsigned i = 0; i < r.count; i++)
        CHECK(fabsl(r.bary[i] - e->bary[match][i]) <= 16 * U);
    if (!e->inside && r.count == 1) /* a vertex is reported bit for bit */
        CHECK(r.point_b.x == (isect_real)ldexp(s->v[r.vert[0]][0], k) &&
              r.point_b.y == (isect_real)ldexp(s->v[r.vert[0]][1], k) &&
              r.point_b.z == (isect_real)ldexp(s->v[r.vert[0]][2], k));
}

/* Powers of two that keep every coordinate and squared distance of these cases normal. */
#if ISECT_USE_DOUBLE
static const int ks[] = {0, -500, -60, -3, 5, 60, 500};
#else
static const int ks[] = {0, -60, -3, 5, 60};
#endif

static void run(const vertex_set *s, const expect *cases, size_t n) {
    for (size_t i = 0; i < n; i++) {
        check_oracle(s, &cases[i]);
        for (size_t j = 0; j < sizeof ks / sizeof ks[0]; j++)
            check_one(s, &cases[i], ks[j], NULL, 0);
    }
}

#define RUN(s, cases) run(&(s), (cases), sizeof(cases) / sizeof((cases)[0]))

static void unit_cube(void **state) {
    (void)state;
    RUN(cube, cube_cases);
}

static void corner_tetrahedron(void **state) {
    (void)state;
    RUN(tet, tet_cases);
}

static void flat_square(void **state) {
    (void)state;
    RUN(square, square_cases);
}

static void collinear_points(void **state) {
    (void)state;
    RUN(line, line_cases);
}

static void one_and_two_vertices(void **state) {
    (void)state;
    RUN(one, one_cases);
    RUN(two, two_cases);
}

static void repeated_and_extra_vertices(void **state) {
    (void)state;
    RUN(cube_extra, cube_extra_cases);
}

static bool same_point(isect_vec3 a, isect_vec3 b) {
    return a.x == b.x && a.y == b.y && a.z == b.z;
}

/* Field by field (the struct has padding). */
static bool same_result(const isect_closest_hull_result3 *a, const isect_closest_hull_result3 *b) {
    bool same = a->dist_sq == b->dist_sq && a->count == b->count && a->flags == b->flags &&
                same_point(a->point_a, b->point_a) && same_point(a->point_b, b->point_b) &&
                a->feature_b.kind == b->feature_b.kind && a->feature_b.index == b->feature_b.index;
    for (int i = 0; i < 4; i++)
        same &= a->bary[i] == b->bary[i] && a->vert[i] == b->vert[i];
    same &= a->plane_count == b->plane_count;
    for (int i = 0; i < 3; i++)
        same &= a->plane[i] == b->plane[i];
    return same;
}

/* The planes are not read: planes of a different solid (the slab 5 <= x <= 6) change
 * nothing. */
static void planes_ignored(void **state) {
    (void)state;
    static const isect_plane3 slab[2] = {{{1, 0, 0}, 6}, {{-1, 0, 0}, -5}};
    for (size_t i = 0; i < sizeof cube_cases / sizeof cube_cases[0]; i++) {
        check_one(&cube, &cube_cases[i], 0, slab, 2);
        isect_closest_hull_result3 a = ask(&cube, cube_cases[i].p, 0, NULL, 0);
        isect_closest_hull_result3 b = ask(&cube, cube_cases[i].p, 0, slab, 2);
        assert_true(same_result(&a, &b));
    }
}

/* Scale invariance beyond the fixed powers: every k keeping the cube case normal gives
 * the same count, feature, flags and zero-ness. */
static void scale_invariance(void **state) {
    (void)state;
#if ISECT_USE_DOUBLE
    const int lo = -500, hi = 500;
#else
    const int lo = -60, hi = 60;
#endif
    for (size_t i = 0; i < sizeof cube_cases / sizeof cube_cases[0]; i++) {
        isect_closest_hull_result3 base = ask(&cube, cube_cases[i].p, 0, NULL, 0);
        for (int k = lo; k <= hi; k++) {
            isect_closest_hull_result3 r = ask(&cube, cube_cases[i].p, k, NULL, 0);
            assert_int_equal(r.count, base.count);
            assert_int_equal(r.feature_b.kind, base.feature_b.kind);
            assert_int_equal(r.flags, base.flags);
            assert_int_equal(r.dist_sq == 0, base.dist_sq == 0);
        }
    }
}

static void assert_invalid(isect_closest_hull_result3 r) {
    assert_int_equal(r.flags, ISECT_INVALID);
    assert_true(r.dist_sq == 0 && r.count == 0 && r.feature_b.kind == ISECT_FEATURE_NONE &&
                r.feature_b.index == 0);
    assert_true(r.point_a.x == 0 && r.point_a.y == 0 && r.point_a.z == 0);
    assert_true(r.point_b.x == 0 && r.point_b.y == 0 && r.point_b.z == 0);
    for (int i = 0; i < 4; i++)
        assert_true(r.bary[i] == 0 && r.vert[i] == 0);
    assert_true(r.plane_count == 0 && r.plane[0] == 0 && r.plane[1] == 0 && r.plane[2] == 0);
}

static void invalid_input(void **state) {
    (void)state;
    isect_vec3 v[8];
    for (int i = 0; i < 8; i++)
        v[i] = (isect_vec3){cube.v[i][0], cube.v[i][1], cube.v[i][2]};
    isect_vec3 p = {2, 3, 1.5};
    assert_invalid(isect_closest_point3_hull3(p, NULL));
    isect_hull3 h = {NULL, 8, NULL, 0};
    assert_invalid(isect_closest_point3_hull3(p, &h)); /* verts NULL */
    h = (isect_hull3){v, 0, NULL, 0};
    assert_invalid(isect_closest_point3_hull3(p, &h)); /* no vertices */
    h = (isect_hull3){NULL, 0, NULL, 0};
    assert_invalid(isect_closest_point3_hull3(p, &h)); /* both arrays empty */
    h = (isect_hull3){v, 8, NULL, 0};
    const isect_real bad[3] = {(isect_real)NAN, (isect_real)INFINITY, -(isect_real)INFINITY};
    for (int b = 0; b < 3; b++)
        for (int c = 0; c < 3; c++) {
            isect_vec3 q = p;
            *(c == 0 ? &q.x : c == 1 ? &q.y : &q.z) = bad[b];
            assert_invalid(isect_closest_point3_hull3(q, &h));
            isect_vec3 w[8];
            memcpy(w, v, sizeof w);
            *(c == 0 ? &w[5].x : c == 1 ? &w[5].y : &w[5].z) = bad[b];
            isect_hull3 g = {w, 8, NULL, 0};
            assert_invalid(isect_closest_point3_hull3(p, &g));
        }
}

/* The weights must give point_b back: |sum_k bary[k] v[vert[k]] - point_b| <= 32 u S per
 * coordinate (the header: within a few u S), S the largest magnitude among p and v. */
static void expect_weights(isect_vec3 p, const isect_vec3 *v, size_t n) {
    isect_hull3 hull = {v, n, NULL, 0};
    isect_closest_hull_result3 r = isect_closest_point3_hull3(p, &hull);
    assert_true(r.count >= 1 && r.count <= 4);
    long double S = fmaxl(fmaxl(fabsl(p.x), fabsl(p.y)), fabsl(p.z)), comb[3] = {0, 0, 0};
    for (size_t i = 0; i < n; i++)
        S = fmaxl(S, fmaxl(fmaxl(fabsl(v[i].x), fabsl(v[i].y)), fabsl(v[i].z)));
    for (unsigned k = 0; k < r.count; k++) {
        const isect_real *x = &v[r.vert[k]].x;
        for (int j = 0; j < 3; j++)
            comb[j] += (long double)r.bary[k] * x[j];
    }
    const isect_real *pb = &r.point_b.x;
    long double step = ISECT_USE_DOUBLE ? 0x1p-1074L : 0x1p-149L;
    for (int j = 0; j < 3; j++)
        assert_true(fabsl(comb[j] - pb[j]) <= 32 * U * S + 4 * step);
}

/* Fuzz findings and the oracle's reports (tests/fuzz/README.md, "Past findings"): weights
 * that did not give the point back. Differences to the point that overflowed (a box at
 * 2^630); a sliver whose normal underflowed (a vertex at 2^659 beside ones at 2^-1070, a
 * triangle 2^-1072 thin at the subnormal level); a sliver's side projections extrapolated
 * beyond [0, 1] (float values: both builds); p inside a tetrahedron with vertices at
 * 2^116 and 2^-147, whose rounded volumes cancelled (point_tet.c's weights). */
static void weights_give_the_point(void **state) {
    (void)state;
#if ISECT_USE_DOUBLE
    const isect_vec3 big[8] = {
        {0x1.98p+629, 0x1.8p+626, 0x1.3p+628},   {0x1.f8p+629, 0x1.3p+628, 0x1p+624},
        {0x1.34p+630, -0x1.2p+627, 0x1p+624},    {0x1.14p+630, 0x1.ep+627, 0x1.ap+627},
        {0x1.a8p+629, -0x1.cp+627, -0x1.4p+626}, {0x1.68p+629, 0x1.4p+627, 0x1.cp+626},
        {0x1.d8p+629, -0x1.2p+628, 0x1.cp+626},  {0x1.1cp+630, -0x1.4p+626, -0x1.6p+627}};
    expect_weights((isect_vec3){0x1.f3cp+631, 0x1.81p+630, -0x1.ccp+629}, big, 8);
    const isect_vec3 huge[8] = {{-0x1.3000000000002p+6, -0x1.3000000000002p+6, -0x1.3p+7},
                                {0x1.90924602c7431p+659, -0x1.3000000000002p+7, 0x5bp-1074},
                                {0, 0, 0},
                                {0, 0, 0},
                                {0, 0, 0},
                                {0, 0, 0},
                                {0, 0, 0},
                                {0, 0, 0}};
    expect_weights((isect_vec3){-0.0, -0x1.3p+6, -0x1.3p+7}, huge, 8);
    const isect_vec3 tiny[8] = {{0, -0xap-1074, -0x6p-1074},
                                {-0xap-1074, -0xap-1074, -0xbp-1074},
                                {0x1.4p+2, -0x8p-1074, -0xbp-1074},
                                {0xbp-1074, -0xap-1074, 0x1.46e696f09097p+3},
                                {0x1.0302009093228p+7, 0, 0},
                                {0, 0, 0},
                                {0, 0, 0},
                                {0, 0, 0}};
    expect_weights((isect_vec3){-0x2p-1074, -0x1p-1074, -0x6p-1074}, tiny, 8);
#endif
    const isect_vec3 sliver[9] = {{0, 0x1.040004p-111, 0},
                                  {0, 0x1.03fffcp-111, -0.0},
                                  {0, -0.0, -0x1.78p+5},
                                  {-0x1.040004p-111, -0.0, -0.0},
                                  {-0x1.040004p-111, -0x1.78p+5, -0x1.78p+4},
                                  {-0x1.03fffcp-111, 0x1p+2, 0},
                                  {0, 0, -0x1.78p+5},
                                  {0, 0, 0x1.8p+1},
                                  {0, 0, 0}};
    expect_weights((isect_vec3){0x1.78p+5, 0x1.0e05p-119, -0x1.8p+1}, sliver, 9);
    const isect_vec3 spread[7] = {{0x1.1039d4p-123, 0x1.001f18p+65, -0x1.f2p+116},
                                  {0x1.8p-147, 0x1.8p-147, 0x1p-146},
                                  {0x1.8p-147, 0x1p-147, 0x1.1039d8p-123},
                                  {0x1.8p-147, 0x1.8p-147, 0x1.8p-147},
                                  {-0x1.f1fffcp+116, 0x1p-146, -0x1.f1fffcp+116},
                                  {0x1.0ebe4p-131, 0, 0},
                                  {0, 0, 0}};
    expect_weights((isect_vec3){0x1p-148, 0x1p-147, 0x1p-147}, spread, 7);
}

/* Fuzz finding: vertices from 2^-1074 to 2^975, the point 54 above the origin. The
 * edge certificate's exact fallback (sign/dist_sign.c) ran out of its arena in integer
 * mode and answered "unknown" (2), which the loop took for a gain: it added the same
 * vertex for ever. Exactly: the closest point lies on the edge from the origin towards
 * (2^743, -2^976, 2^945), at distance 54 to within 2^-50. */
static void extreme_spread_ends(void **state) {
    (void)state;
#if ISECT_USE_DOUBLE
    const isect_vec3 v[10] = {{0x1.8012873762029p-239, -0x2p-1074, -0.0},
                              {-0.0, 0, -0.0},
                              {-0.0, 0, 0x1.fp-1015},
                              {-0x1.f996e6ap+975, -0x1.f996e6ap+975, 0xe4p-1050},
                              {0, 0, 0x1.25ac9p-831},
                              {0x1.96f0008020c02p+743, -0x1.f996e6ap+975, 0x1.96f0008020c02p+944},
                              {0x0.000efp-1022, 0x0.000eefffffffcp-1022, 0},
                              {0, 0, 0},
                              {0, 0, 0},
                              {0, 0, 0}};
    isect_hull3 hull = {v, 10, NULL, 0};
    isect_closest_hull_result3 r =
        isect_closest_point3_hull3((isect_vec3){0, -0x2p-1074, 0x1.bp+5}, &hull);
    assert_int_equal(r.count, 2);
    assert_int_equal(r.feature_b.kind, ISECT_FEATURE_EDGE);
    assert_true(fabs(r.dist_sq - 2916) <= 0x1p-40);
#endif
}

/* The oracle at 10^6 cases (mode 1, case 25612): p inside, on the segment between
 * vertices 2 and 5 within a tetrahedron 0 2 5 7 of the hull. The tetrahedron's rounded
 * weights for 0 and 7 came out slightly negative; the first version divided by the sum
 * of all four and then clamped them, so the weights summed to 1 + 2e-16 (> 8 u). The
 * weights are clamped first now. */
static void inside_weights_sum_to_one(void **state) {
    (void)state;
#if ISECT_USE_DOUBLE
    const isect_vec3 v[8] = {{0x1.3dbb39f9b143ap+2, -0x1.e2415893ab8ep-1, -0x1.4ae24b2cf5cc6p+1},
                             {0x1.5848c3021eccep+2, -0x1.185cf0ecb10b6p+1, -0x1.d3fbb3c978f8p+1},
                             {0x1.f6959a55ebe0cp+0, 0x1.65b20fef45e1ep+0, -0x1.79fbd25b8f2dp-1},
                             {0x1.ecc564397c76ap+1, 0x1.80b8f925b863p-1, -0x1.8254f2716a6acp+1},
                             {0x1.0159ed70ce0bp+1, -0x1.2817ead3ea1b1p+0, -0x1.1dfe6408470ep+1},
                             {0x1.e1fe1742e582cp+2, 0x1.580e81f08dca8p-2, -0x1.9786c15b11575p+1},
                             {0x1.0fcb603abfcaep+2, 0x1.d2e35c61b03dp-2, -0x1.c3359155c754fp+1},
                             {0x1.94fd80c1f9c62p+2, -0x1.8ef3eabc3dec6p+0, -0x1.95bc4e52631a4p+1}};
    isect_hull3 hull = {v, 8, NULL, 0};
    isect_closest_hull_result3 r = isect_closest_point3_hull3(
        (isect_vec3){0x1.e4390dc85bf8cp+1, 0x1.0ce6c55b50df4p+0, -0x1.899bc29a25ad1p+0}, &hull);
    assert_int_equal(r.feature_b.kind, ISECT_FEATURE_SOLID);
    long double sum = 0;
    for (unsigned k = 0; k < r.count; k++)
        sum += r.bary[k];
    assert_true(fabsl(sum - 1) <= 8 * U);
#endif
}

/* ==== A hull by its planes ==============================================================
 *
 * { x : n_i . x <= o_i for every i } (verts NULL, vert_count 0). What the contract fixes
 * (closest_point.h, result.h), and so what is checked: p in the set (touching counts) ->
 * dist_sq == 0, point_b == p bit for bit, feature solid, plane_count 0; outside ->
 * point_b = the exact projection x* of p on the set and dist_sq = |p - x*|^2, each
 * rounded once (checked to 8 units in the last place, relative, as the header allows "a
 * few"; a zero coordinate exactly 0), plane[] = of the planes through x*, the greedy
 * lowest-index subset with linearly independent normals, increasing, plane_count 1 / 2 / 3
 * = feature face / edge / vertex, index 0; always count 0 with vert[] and bary[] zero,
 * flags 0 (a half-space, slab, wedge or flat set is not ISECT_DEGENERATE); an empty set or
 * a zero normal: all zero, ISECT_INVALID.
 *
 * How the hand values come: x* is the point with, for a set S of planes through it whose
 * normals are independent, p - x* = sum_{i in S} lambda_i n_i, every lambda_i >= 0, and x*
 * on the inner side of every plane (KKT); so a case names S, solves for x* and lambda and
 * checks the other planes at x*. Then the planes through x* (S and any other plane that
 * holds x*, even with lambda 0) are taken in index order, each kept if its normal is not
 * in the span of those kept.
 *
 * Every case runs under the maps x -> 2^k x + t (1 1 1) with the normals scaled by 2^j
 * (n' = 2^j n, o' = 2^j (2^k o + t (n_x + n_y + n_z))), built exactly (asserted): the set
 * maps onto the image of the set, x* onto 2^k x* + t (1 1 1), dist_sq onto 2^(2k) dist_sq,
 * and the planes through x* and their independence do not change, so neither do the
 * booleans and the plane sets. t = 2^40 is the far-offset case (with k = 20 in float, so
 * that 2^40 + 2^20 v stays exact). Coordinates of the cases are multiples of 1/4 below
 * 2^4, so every k listed keeps the values normal. */

enum { PMAX = 10 };

/* Planes as rows {n_x, n_y, n_z, o}. */
typedef struct plane_set {
    const char *name;
    int n;
    isect_real pl[PMAX][4];
} plane_set;

typedef struct plane_case {
    const char *what;
    isect_real p[3];
    bool inside;
    unsigned plane_count;
    size_t plane[3];
    isect_real point[3];
    isect_real dist_sq;
} plane_case;

/* ---- The unit cube [0, 1]^3 by its six planes ---------------------------------------
 * P0 -x <= 0, P1 x <= 1, P2 -y <= 0, P3 y <= 1, P4 -z <= 0, P5 z <= 1: x* is the clamp
 * of p to [0, 1] per coordinate (the cube is a product of intervals), and the planes
 * through x* are those of the coordinates at 0 or 1. */
static const plane_set pcube = {
    "the unit cube",
    6,
    {{-1, 0, 0, 0}, {1, 0, 0, 1}, {0, -1, 0, 0}, {0, 1, 0, 1}, {0, 0, -1, 0}, {0, 0, 1, 1}}};

static const plane_case pcube_cases[] = {
    /* clamp (0.5 0.25 1): only z at a bound (z = 1, P5); dist^2 = 2^2 */
    {"above the top face", {0.5, 0.25, 3}, false, 1, {5}, {0.5, 0.25, 1}, 4},
    /* clamp (0 0.75 0.5): x = 0 (P0); dist^2 = 2^2 */
    {"beyond the face x = 0", {-2, 0.75, 0.5}, false, 1, {0}, {0, 0.75, 0.5}, 4},
    /* clamp (1 0.5 0): x = 1 (P1), z = 0 (P4); dist^2 = 1 + 1 */
    {"beyond the edge x = 1, z = 0", {2, 0.5, -1}, false, 2, {1, 4}, {1, 0.5, 0}, 2},
    /* clamp (0 1 0.25): P0, P3; dist^2 = 0.25 + 4 */
    {"beyond the edge x = 0, y = 1", {-0.5, 3, 0.25}, false, 2, {0, 3}, {0, 1, 0.25}, 4.25},
    /* clamp (1 1 1): P1 P3 P5; dist^2 = 1 + 4 + 0.25 */
    {"beyond the corner (1 1 1)", {2, 3, 1.5}, false, 3, {1, 3, 5}, {1, 1, 1}, 5.25},
    /* clamp (0 0 0): P0 P2 P4; dist^2 = 1 + 4 + 0.25 */
    {"beyond the corner (0 0 0)", {-1, -2, -0.5}, false, 3, {0, 2, 4}, {0, 0, 0}, 5.25},
    /* p on the boundary of the corner's region (y = 0): clamp (0 0 0); P2 holds x* though
     * its lambda is 0 (p - x* = (-1 0 -2) = 1 (-1 0 0) + 2 (0 0 -1)): still reported;
     * dist^2 = 1 + 4 */
    {"on a corner region's boundary", {-1, 0, -2}, false, 3, {0, 2, 4}, {0, 0, 0}, 5},
    /* p in the plane z = 0 beyond y = 0: clamp (0.5 0 0); P2 and P4 hold it (P4 with
     * lambda 0): an edge; dist^2 1 */
    {"in a face's plane, beyond an edge", {0.5, -1, 0}, false, 2, {2, 4}, {0.5, 0, 0}, 1},
    /* inside, and on the boundary (touching counts): solid */
    {"inside", {0.25, 0.5, 0.75}, true, 0, {0}, {0.25, 0.5, 0.75}, 0},
    {"on a face", {0.25, 0.5, 1}, true, 0, {0}, {0.25, 0.5, 1}, 0},
    {"on an edge", {1, 0.5, 0}, true, 0, {0}, {1, 0.5, 0}, 0},
    {"at the corner (1 1 1)", {1, 1, 1}, true, 0, {0}, {1, 1, 1}, 0},
    {"at the corner (0 0 0)", {0, 0, 0}, true, 0, {0}, {0, 0, 0}, 0},
};

/* ---- One plane, a normal not of unit length: 2 z <= 4, i.e. z <= 2 ------------------ */
static const plane_set half = {"the half-space 2 z <= 4", 1, {{0, 0, 2, 4}}};

static const plane_case half_cases[] = {
    /* x* = (x y 2); dist^2 = 3^2 */
    {"above", {1, -3, 5}, false, 1, {0}, {1, -3, 2}, 9},
    {"on its plane", {1, 2, 2}, true, 0, {0}, {1, 2, 2}, 0},
    {"deep inside", {7, 7, -12}, true, 0, {0}, {7, 7, -12}, 0},
};

/* ---- One tilted plane: 3 x + 4 y <= 5 (|n| = 5) ------------------------------------- */
static const plane_set tilted = {"the half-space 3 x + 4 y <= 5", 1, {{3, 4, 0, 5}}};

static const plane_case tilted_cases[] = {
    /* n . p - o = 15 + 40 - 5 = 50, lambda = 50 / |n|^2 = 2: x* = p - 2 (3 4 0) = (-1 2 7)
     * (3 (-1) + 4 (2) = 5: on the plane); dist^2 = lambda^2 |n|^2 = 100 */
    {"beyond it", {5, 10, 7}, false, 1, {0}, {-1, 2, 7}, 100},
    {"on its plane", {-1, 2, 7}, true, 0, {0}, {-1, 2, 7}, 0},
    {"at the origin (0 <= 5)", {0, 0, 0}, true, 0, {0}, {0, 0, 0}, 0},
};

/* ---- A slab: P0 y <= 3, P1 -2 y <= -2 (y >= 1) -------------------------------------- */
static const plane_set slab = {"the slab 1 <= y <= 3", 2, {{0, 1, 0, 3}, {0, -2, 0, -2}}};

static const plane_case slab_cases[] = {
    /* y clamped to 3: x* = (5 3 -4), P0; dist^2 16 */
    {"above it", {5, 7, -4}, false, 1, {0}, {5, 3, -4}, 16},
    /* y clamped to 1: P1; dist^2 4 */
    {"below it", {0, -1, 0}, false, 1, {1}, {0, 1, 0}, 4},
    {"inside", {0, 2, 9}, true, 0, {0}, {0, 2, 9}, 0},
};

/* ---- A flat set: the plane y = 1 as P0 y <= 1, P1 -y <= -1 ---------------------------
 * x* = (x 1 z) lies on both planes, whose normals (0 1 0), (0 -1 0) are dependent: the
 * greedy set is {0} whichever side p is on. */
static const plane_set flat = {
    "the plane y = 1 as two half-spaces", 2, {{0, 1, 0, 1}, {0, -1, 0, -1}}};

static const plane_case flat_cases[] = {
    {"above it", {2, 4, 3}, false, 1, {0}, {2, 1, 3}, 9},
    /* p violates P1 only, yet P0 (through x*, lower index) is the one reported */
    {"below it", {0, -2, 0}, false, 1, {0}, {0, 1, 0}, 9},
    {"in it", {2, 1, 3}, true, 0, {0}, {2, 1, 3}, 0},
};

/* The same plane, the scaled opposite half-space first: P0 -3 y <= -3, P1 y <= 1. */
static const plane_set flat2 = {
    "the plane y = 1, scaled opposite first", 2, {{0, -3, 0, -3}, {0, 1, 0, 1}}};

static const plane_case flat2_cases[] = {
    {"above it", {2, 4, 3}, false, 1, {0}, {2, 1, 3}, 9},
    {"below it", {0, -2, 0}, false, 1, {0}, {0, 1, 0}, 9},
};

/* ---- An acute wedge: P0 z <= 0, P1 x - 2 z <= 0 (x <= 2 z) --------------------------
 * The edge is the y axis. In the (x, z) plane the faces leave the origin along (-1 0) and
 * (-2 -1): an angle of acos(2 / sqrt 5), about 27 degrees. */
static const plane_set wedge = {"an acute wedge", 2, {{0, 0, 1, 0}, {1, 0, -2, 0}}};

static const plane_case wedge_cases[] = {
    /* p = (1 5 -1): inside P0 (z = -1 < 0), outside P1 (1 + 2 = 3 > 0). Its projection on
     * P1 alone, p - (3/5)(1 0 -2) = (0.4 5 0.2), has z > 0: not in the wedge. On the edge:
     * x* = (0 5 0), p - x* = (1 0 -1) = lambda0 (0 0 1) + lambda1 (1 0 -2): lambda1 = 1,
     * lambda0 = -1 + 2 = 1 > 0 although p is strictly inside P0; dist^2 = 2. */
    {"inside one plane, closest on the edge", {1, 5, -1}, false, 2, {0, 1}, {0, 5, 0}, 2},
    /* p = (1 1 1): inside P1 (1 - 2 < 0), outside P0. Its projection on P0 alone, (1 1 0),
     * has x - 2 z = 1 > 0. Edge: x* = (0 1 0), p - x* = (1 0 1): lambda1 = 1, lambda0 =
     * 1 + 2 = 3; dist^2 2. */
    {"inside the other plane, closest on the edge", {1, 1, 1}, false, 2, {0, 1}, {0, 1, 0}, 2},
    /* p = (1 0 -7): x - 2 z = 15, lambda1 = 15 / 5 = 3, x* = p - 3 (1 0 -2) = (-2 0 -1):
     * z = -1 < 0, strictly inside P0: the face P1; dist^2 = 9 * 5 = 45 */
    {"beyond the slanted face", {1, 0, -7}, false, 1, {1}, {-2, 0, -1}, 45},
    /* p = (-3 1 2): x* = (-3 1 0), x - 2 z = -3 < 0: the face P0; dist^2 4 */
    {"above the flat face", {-3, 1, 2}, false, 1, {0}, {-3, 1, 0}, 4},
    /* z = -1 <= 0, x - 2 z = -4 + 2 = -2 <= 0 */
    {"inside", {-4, 0, -1}, true, 0, {0}, {-4, 0, -1}, 0},
};

/* ---- A square pyramid, apex (0 0 1) on four planes -----------------------------------
 * P0 x + z <= 1, P1 -x + z <= 1, P2 y + z <= 1, P3 -y + z <= 1, P4 -z <= 0. Any three of
 * the side normals are independent (the one relation: n0 + n1 = n2 + n3 = (0 0 2)). */
static const plane_set pyramid = {
    "a square pyramid",
    5,
    {{1, 0, 1, 1}, {-1, 0, 1, 1}, {0, 1, 1, 1}, {0, -1, 1, 1}, {0, 0, -1, 0}}};

static const plane_case pyramid_cases[] = {
    /* p - apex = (0 0 2) = n0 + n1: in the cone of the apex's normals: x* = apex, on P0..P3;
     * greedy {0 1 2}; dist^2 4 */
    {"above the apex", {0, 0, 3}, false, 3, {0, 1, 2}, {0, 0, 1}, 4},
    /* p - apex = (0.5 0 2) = 1.25 n0 + 0.75 n1: apex; dist^2 0.25 + 4 */
    {"above the apex, off the axis", {0.5, 0, 3}, false, 3, {0, 1, 2}, {0, 0, 1}, 4.25},
    /* P0 alone: n . p - o = 4 - 1 = 3, lambda = 3 / 2, x* = (2 0 2) - 1.5 (1 0 1) = (0.5 0
     * 0.5); P1: 0 <= 1, P2, P3: 0.5 < 1, P4: -0.5 < 0: the face; dist^2 = 2 (1.5)^2 = 4.5 */
    {"beyond a side face", {2, 0, 2}, false, 1, {0}, {0.5, 0, 0.5}, 4.5},
    /* P0 and P4: x* = (1 0 0), p - x* = (1 0 -1) = 1 n0 + 2 n4 (z: 1 - 2 = -1); P1: -1 < 1,
     * P2, P3: 0 < 1: the base edge; dist^2 2 */
    {"beyond a base edge", {2, 0, -1}, false, 2, {0, 4}, {1, 0, 0}, 2},
    /* P4: x* = (0 0 0), every side 0 < 1; dist^2 1 */
    {"below the base", {0, 0, -1}, false, 1, {4}, {0, 0, 0}, 1},
    /* x + z = 0.5 etc., z > 0 */
    {"inside", {0.25, 0.25, 0.25}, true, 0, {0}, {0.25, 0.25, 0.25}, 0},
    {"at the apex", {0, 0, 1}, true, 0, {0}, {0, 0, 1}, 0},
};

/* The same pyramid, the base first: the apex's planes are 1..4, greedy {1 2 3}. */
static const plane_set pyramid2 = {
    "a square pyramid, base first",
    5,
    {{0, 0, -1, 0}, {1, 0, 1, 1}, {-1, 0, 1, 1}, {0, 1, 1, 1}, {0, -1, 1, 1}}};

static const plane_case pyramid2_cases[] = {
    {"above the apex", {0, 0, 3}, false, 3, {1, 2, 3}, {0, 0, 1}, 4},
    /* P1 and P0: x* = (1 0 0) as above, reported in index order */
    {"beyond a base edge", {2, 0, -1}, false, 2, {0, 1}, {1, 0, 0}, 2},
};

/* The pyramid with a redundant plane through its apex: P2 z <= 1 (n2 = (n0 + n1) / 2). The
 * apex is on P0..P4; greedy: P0, P1, P2 in the span of n0 and n1 (skipped), P3. */
static const plane_set pyramid3 = {
    "a square pyramid with a redundant plane through its apex",
    6,
    {{1, 0, 1, 1}, {-1, 0, 1, 1}, {0, 0, 1, 1}, {0, 1, 1, 1}, {0, -1, 1, 1}, {0, 0, -1, 0}}};

static const plane_case pyramid3_cases[] = {
    {"above the apex", {0, 0, 3}, false, 3, {0, 1, 3}, {0, 0, 1}, 4},
    /* p - apex = (0.25 0 0.5) = 0.375 n0 + 0.125 n1; dist^2 = 0.0625 + 0.25 */
    {"just above the apex", {0.25, 0, 1.5}, false, 3, {0, 1, 3}, {0, 0, 1}, 0.3125},
};

/* ---- The cube again with duplicate planes ---------------------------------------------
 * P0 2 x <= 2 (P2 scaled), P1 y <= 1, P2 x <= 1, P3 z <= 1, P4 -x <= 0, P5 -y <= 0,
 * P6 -z <= 0, P7 y <= 1 (P1 again), P8 4 z <= 4 (P3 scaled). The clamp as before; the
 * greedy set keeps the first of each group of parallel planes through x*. */
static const plane_set dups = {"the unit cube with duplicate and scaled planes",
                               9,
                               {{2, 0, 0, 2},
                                {0, 1, 0, 1},
                                {1, 0, 0, 1},
                                {0, 0, 1, 1},
                                {-1, 0, 0, 0},
                                {0, -1, 0, 0},
                                {0, 0, -1, 0},
                                {0, 1, 0, 1},
                                {0, 0, 4, 4}}};

static const plane_case dups_cases[] = {
    /* x* = (1 1 1) on P0 P1 P2 P3 P7 P8: P0, P1 kept, P2 = P0 / 2 skipped, P3 kept */
    {"beyond a corner", {2, 3, 1.5}, false, 3, {0, 1, 3}, {1, 1, 1}, 5.25},
    /* x* = (1 0.5 0.5) on P0, P2: {0}; dist^2 1 */
    {"beyond the face x = 1", {2, 0.5, 0.5}, false, 1, {0}, {1, 0.5, 0.5}, 1},
    /* x* = (0.5 1 1) on P1 P3 P7 P8: {1 3}; dist^2 = 1 + 4 */
    {"beyond the edge y = z = 1", {0.5, 2, 3}, false, 2, {1, 3}, {0.5, 1, 1}, 5},
    /* x* = (0.5 0.5 0) on P6; dist^2 4 */
    {"below the face z = 0", {0.5, 0.5, -2}, false, 1, {6}, {0.5, 0.5, 0}, 4},
    {"inside", {0.5, 0.5, 0.5}, true, 0, {0}, {0.5, 0.5, 0.5}, 0},
};

/* ---- The maps the cases run under ------------------------------------------------------ */
typedef struct plane_map {
    int k, j;      /* x -> 2^k x, n -> 2^j n */
    long double t; /* then x -> x + t (1 1 1) */
} plane_map;

#if ISECT_USE_DOUBLE
static const plane_map pmaps[] = {
    {0, 0, 0},    {-500, 3, 0}, {-60, 0, 0},  {-3, -7, 0},     {5, 1, 0},        {60, -60, 0},
    {500, -3, 0}, {0, 500, 0},  {0, -500, 0}, {0, 0, 0x1p40L}, {20, 0, 0x1p40L}, {0, 3, -0x1p40L}};
#else
static const plane_map pmaps[] = {{0, 0, 0},   {-60, 3, 0},      {-3, -7, 0},
                                  {5, 1, 0},   {60, -3, 0},      {0, 60, 0},
                                  {0, -60, 0}, {20, 0, 0x1p40L}, {20, -2, -0x1p40L}};
#endif

/* v as an isect_real, asserting that it is exact (the maps must not round). */
static isect_real exact_real(long double v) {
    isect_real r = (isect_real)v;
    assert_true((long double)r == v);
    return r;
}

static size_t map_planes(const plane_set *s, const plane_map *m, isect_plane3 *out) {
    for (int i = 0; i < s->n; i++) {
        const isect_real *q = s->pl[i];
        long double sum = (long double)q[0] + q[1] + q[2];
        long double o = ldexpl(ldexpl(q[3], m->k) + m->t * sum, m->j);
        out[i] = (isect_plane3){{exact_real(ldexpl(q[0], m->j)), exact_real(ldexpl(q[1], m->j)),
                                 exact_real(ldexpl(q[2], m->j))},
                                exact_real(o)};
    }
    return (size_t)s->n;
}

static isect_vec3 map_point(const isect_real *p, const plane_map *m) {
    return (isect_vec3){exact_real(ldexpl(p[0], m->k) + m->t),
                        exact_real(ldexpl(p[1], m->k) + m->t),
                        exact_real(ldexpl(p[2], m->k) + m->t)};
}

static isect_closest_hull_result3 ask_planes(const plane_set *s, const isect_real *p,
                                             const plane_map *m) {
    isect_plane3 pl[PMAX];
    isect_hull3 hull = {NULL, 0, pl, map_planes(s, m, pl)};
    return isect_closest_point3_hull3(map_point(p, m), &hull);
}

/* Within 4 units in the last place of want, relative (the header's bound; 0 exactly
 * when want is 0). */
static bool near_rel(isect_real got, long double want) {
    return fabsl((long double)got - want) <= 8 * U * fabsl(want);
}

#define PCHECK(cond)                                                                               \
    do {                                                                                           \
        if (!(cond)) {                                                                             \
            print_error("%s, %s, under 2^%d x + %La, n 2^%d: %s fails (dist_sq %a, point_b %a %a " \
                        "%a, plane_count %u, plane %zu %zu %zu, kind %d, count %u, flags %u)\n",   \
                        s->name, e->what, m->k, m->t, m->j, #cond, (double)r.dist_sq,              \
                        (double)r.point_b.x, (double)r.point_b.y, (double)r.point_b.z,             \
                        r.plane_count, r.plane[0], r.plane[1], r.plane[2], (int)r.feature_b.kind,  \
                        r.count, r.flags);                                                         \
            fail();                                                                                \
        }                                                                                          \
    } while (0)

static void check_planes(const plane_set *s, const plane_case *e, const plane_map *m) {
    isect_closest_hull_result3 r = ask_planes(s, e->p, m);
    isect_vec3 p = map_point(e->p, m);
    PCHECK(r.flags == 0);
    PCHECK(same_point(r.point_a, p));
    PCHECK(r.count == 0);
    for (int i = 0; i < 4; i++)
        PCHECK(r.vert[i] == 0 && r.bary[i] == 0);
    PCHECK(r.feature_b.index == 0);
    if (e->inside) {
        PCHECK(r.dist_sq == 0);
        PCHECK(same_point(r.point_b, p));
        PCHECK(r.feature_b.kind == ISECT_FEATURE_SOLID);
        PCHECK(r.plane_count == 0 && r.plane[0] == 0 && r.plane[1] == 0 && r.plane[2] == 0);
        return;
    }
    static const isect_feature_kind kinds[4] = {ISECT_FEATURE_NONE, ISECT_FEATURE_FACE,
                                                ISECT_FEATURE_EDGE, ISECT_FEATURE_VERTEX};
    PCHECK(r.plane_count == e->plane_count);
    PCHECK(r.feature_b.kind == kinds[e->plane_count]);
    for (unsigned i = 0; i < 3; i++)
        PCHECK(r.plane[i] == (i < e->plane_count ? e->plane[i] : 0));
    PCHECK(r.dist_sq > 0 && near_rel(r.dist_sq, ldexpl(e->dist_sq, 2 * m->k)));
    PCHECK(near_rel(r.point_b.x, ldexpl(e->point[0], m->k) + m->t));
    PCHECK(near_rel(r.point_b.y, ldexpl(e->point[1], m->k) + m->t));
    PCHECK(near_rel(r.point_b.z, ldexpl(e->point[2], m->k) + m->t));
}

static void run_planes(const plane_set *s, const plane_case *cases, size_t n) {
    for (size_t i = 0; i < n; i++)
        for (size_t j = 0; j < sizeof pmaps / sizeof pmaps[0]; j++)
            check_planes(s, &cases[i], &pmaps[j]);
}

#define RUN_PLANES(s, cases) run_planes(&(s), (cases), sizeof(cases) / sizeof((cases)[0]))

static void planes_unit_cube(void **state) {
    (void)state;
    RUN_PLANES(pcube, pcube_cases);
}

static void planes_half_spaces(void **state) {
    (void)state;
    RUN_PLANES(half, half_cases);
    RUN_PLANES(tilted, tilted_cases);
}

static void planes_slabs(void **state) {
    (void)state;
    RUN_PLANES(slab, slab_cases);
    RUN_PLANES(flat, flat_cases);
    RUN_PLANES(flat2, flat2_cases);
}

static void planes_acute_wedge(void **state) {
    (void)state;
    RUN_PLANES(wedge, wedge_cases);
}

static void planes_pyramid_apex(void **state) {
    (void)state;
    RUN_PLANES(pyramid, pyramid_cases);
    RUN_PLANES(pyramid2, pyramid2_cases);
    RUN_PLANES(pyramid3, pyramid3_cases);
}

static void planes_duplicates(void **state) {
    (void)state;
    RUN_PLANES(dups, dups_cases);
}

/* Every k keeping the cube's cases normal, normals by 2^-k as well as unscaled: the same
 * booleans, plane sets, kinds and flags as at k = 0. */
static void planes_scale_invariance(void **state) {
    (void)state;
#if ISECT_USE_DOUBLE
    const int lo = -500, hi = 500;
#else
    const int lo = -60, hi = 60;
#endif
    for (size_t i = 0; i < sizeof pcube_cases / sizeof pcube_cases[0]; i++) {
        const plane_map m0 = {0, 0, 0};
        isect_closest_hull_result3 base = ask_planes(&pcube, pcube_cases[i].p, &m0);
        for (int k = lo; k <= hi; k++)
            for (int jj = 0; jj < 2; jj++) {
                const plane_map m = {k, jj ? -k : 0, 0};
                isect_closest_hull_result3 r = ask_planes(&pcube, pcube_cases[i].p, &m);
                assert_int_equal(r.dist_sq == 0, base.dist_sq == 0);
                assert_int_equal(r.plane_count, base.plane_count);
                for (int c = 0; c < 3; c++)
                    assert_int_equal(r.plane[c], base.plane[c]);
                assert_int_equal(r.feature_b.kind, base.feature_b.kind);
                assert_int_equal(r.flags, base.flags);
            }
    }
}

/* ---- A coordinate of x* far below p's --------------------------------------------------
 * One plane through the origin, n = (7 - a, 0, 9328 + b) with a, b a few units in the last
 * place of 7 and 9328 (double: a = 2^-48, b = 3 2^-39; float: a = 2^-20, b = 3 2^-10), and
 * p = (7 0 9328), nearly along n. r = n . p > 0, so x* = p - (r / g) n, g = |n|^2, whose
 * coordinates, written over g, cancel p's: x*.x = n.z (p.x n.z - p.z n.x) / g, x*.y = 0,
 * x*.z = -n.x (p.x n.z - p.z n.x) / g, with p.x n.z - p.z n.x = 7 b + 9328 a (2^-44 1255
 * in double: tiny beside p); dist^2 = r^2 / g. These closed forms are evaluated in long
 * double (7 b + 9328 a exactly, the rest to 2^-62 relative), and the header's accuracy --
 * each coordinate the exact value rounded once, a few units in the last place relative --
 * applies to x*.z ~ -5.7e-18 (double) as to any other. (Found by the fuzz target in a
 * first version, whose double build returned x*.z = -0x1.a778beb09f9dp-58 where the exact
 * value rounds to -0x1.a778beb0b84b0p-58, 1.0e5 units in the last place off: an error
 * relative to p's magnitude rather than to the coordinate.) */
static void planes_cancelling_coordinate(void **state) {
    (void)state;
#if ISECT_USE_DOUBLE
    const isect_real a = 0x1p-48, b = 0x3p-39;
#else
    const isect_real a = 0x1p-20f, b = 0x3p-10f;
#endif
    const isect_plane3 pl[1] = {{{7 - a, 0, 9328 + b}, 0}};
    assert_true((long double)pl[0].normal.x == 7 - (long double)a &&
                (long double)pl[0].normal.z == 9328 + (long double)b);
    isect_hull3 h = {NULL, 0, pl, 1};
    isect_closest_hull_result3 r = isect_closest_point3_hull3((isect_vec3){7, 0, 9328}, &h);
    long double nx = pl[0].normal.x, nz = pl[0].normal.z, g = nx * nx + nz * nz;
    long double cross = 7 * nz - 9328 * nx, dot = 7 * nx + 9328 * nz;
    long double want[3] = {nz * cross / g, 0, -nx * cross / g};
    print_message("point_b %a %a %a, want %La 0 %La\n", (double)r.point_b.x, (double)r.point_b.y,
                  (double)r.point_b.z, want[0], want[2]);
    assert_int_equal(r.flags, 0);
    assert_int_equal(r.plane_count, 1);
    assert_int_equal(r.plane[0], 0);
    assert_int_equal(r.feature_b.kind, ISECT_FEATURE_FACE);
    assert_true(near_rel(r.point_b.x, want[0]));
    assert_true(r.point_b.y == 0);
    assert_true(near_rel(r.point_b.z, want[2]));
    assert_true(near_rel(r.dist_sq, dot * dot / g));
}

/* ---- Empty sets: all zero, ISECT_INVALID ------------------------------------------------
 * x <= 0 and -x <= -1 (x >= 1): parallel planes facing apart. x <= 0, y <= 0 and
 * -x - y <= -1 (x + y >= 1): 1 (x) + 1 (y) + 1 (-x - y) = 0 with 1 (0) + 1 (0) + 1 (-1) < 0,
 * a Farkas certificate. The same with the planes of a nonempty set in front. */
static const plane_set empty1 = {"x <= 0 and x >= 1", 2, {{1, 0, 0, 0}, {-1, 0, 0, -1}}};
static const plane_set empty2 = {
    "x <= 0, y <= 0, x + y >= 1", 3, {{1, 0, 0, 0}, {0, 1, 0, 0}, {-1, -1, 0, -1}}};
static const plane_set empty3 = {"the unit cube and x >= 2",
                                 7,
                                 {{-1, 0, 0, 0},
                                  {1, 0, 0, 1},
                                  {0, -1, 0, 0},
                                  {0, 1, 0, 1},
                                  {0, 0, -1, 0},
                                  {0, 0, 1, 1},
                                  {-1, 0, 0, -2}}};

static void planes_empty_set(void **state) {
    (void)state;
    const plane_set *sets[3] = {&empty1, &empty2, &empty3};
    const isect_real ps[4][3] = {{0, 0, 0}, {0.5, 0.5, 0.5}, {5, -3, 2}, {-1, 2, 0.25}};
    for (int s = 0; s < 3; s++)
        for (int i = 0; i < 4; i++)
            for (size_t j = 0; j < sizeof pmaps / sizeof pmaps[0]; j++)
                assert_invalid(ask_planes(sets[s], ps[i], &pmaps[j]));
}

/* ---- Invalid planes ----------------------------------------------------------------------
 * Each of the cube's planes spoilt in turn: a zero normal, a NaN or infinite normal
 * coordinate or offset; then the array NULL with its count, and p not finite. */
static void planes_invalid(void **state) {
    (void)state;
    isect_plane3 pl[6];
    const plane_map m0 = {0, 0, 0};
    map_planes(&pcube, &m0, pl);
    isect_vec3 p = {2, 3, 1.5};
    isect_hull3 h = {NULL, 0, pl, 6};
    assert_int_equal(isect_closest_point3_hull3(p, &h).plane_count, 3); /* valid as made */
    const isect_real bad[3] = {(isect_real)NAN, (isect_real)INFINITY, -(isect_real)INFINITY};
    for (int i = 0; i < 6; i++) {
        isect_plane3 w[6];
        memcpy(w, pl, sizeof w);
        w[i].normal = (isect_vec3){0, 0, 0};
        isect_hull3 g = {NULL, 0, w, 6};
        assert_invalid(isect_closest_point3_hull3(p, &g)); /* zero normal */
        w[i].offset = 0;
        assert_invalid(isect_closest_point3_hull3(p, &g)); /* zero normal and offset */
        for (int b = 0; b < 3; b++)
            for (int c = 0; c < 4; c++) {
                memcpy(w, pl, sizeof w);
                isect_real *x = c == 0   ? &w[i].normal.x
                                : c == 1 ? &w[i].normal.y
                                : c == 2 ? &w[i].normal.z
                                         : &w[i].offset;
                *x = bad[b];
                assert_invalid(isect_closest_point3_hull3(p, &g));
            }
    }
    /* a zero normal in a set that would be empty anyway, and alone */
    isect_plane3 z[3] = {{{1, 0, 0}, 0}, {{0, 0, 0}, 1}, {{-1, 0, 0}, -1}};
    h = (isect_hull3){NULL, 0, z, 3};
    assert_invalid(isect_closest_point3_hull3(p, &h));
    h = (isect_hull3){NULL, 0, z + 1, 1};
    assert_invalid(isect_closest_point3_hull3(p, &h));
    /* the array NULL with a count; NULL vertices with a count beside good planes */
    h = (isect_hull3){NULL, 0, NULL, 6};
    assert_invalid(isect_closest_point3_hull3(p, &h));
    h = (isect_hull3){NULL, 8, pl, 6};
    assert_invalid(isect_closest_point3_hull3(p, &h));
    /* p not finite */
    h = (isect_hull3){NULL, 0, pl, 6};
    for (int b = 0; b < 3; b++)
        for (int c = 0; c < 3; c++) {
            isect_vec3 q = p;
            *(c == 0 ? &q.x : c == 1 ? &q.y : &q.z) = bad[b];
            assert_invalid(isect_closest_point3_hull3(q, &h));
        }
}

/* ---- With vertices, the planes are not read ---------------------------------------------
 * Planes that would be invalid (a zero normal, NaN, infinity) or empty beside the cube's
 * vertices: the vertex answer, field by field the same as without planes. */
static void planes_not_read_with_vertices(void **state) {
    (void)state;
    isect_vec3 v[8];
    for (int i = 0; i < 8; i++)
        v[i] = (isect_vec3){cube.v[i][0], cube.v[i][1], cube.v[i][2]};
    const isect_plane3 bogus[5][2] = {
        {{{0, 0, 0}, 0}, {{0, 0, 0}, 1}},
        {{{(isect_real)NAN, 0, 0}, 0}, {{1, 0, 0}, (isect_real)NAN}},
        {{{(isect_real)INFINITY, 0, 0}, 1}, {{0, 1, 0}, -(isect_real)INFINITY}},
        {{{1, 0, 0}, 0}, {{-1, 0, 0}, -1}},     /* empty */
        {{{0, 0, 1}, -100}, {{0, 0, 1}, -100}}, /* far from the cube */
    };
    for (size_t i = 0; i < sizeof cube_cases / sizeof cube_cases[0]; i++) {
        isect_vec3 p = {cube_cases[i].p[0], cube_cases[i].p[1], cube_cases[i].p[2]};
        isect_hull3 h = {v, 8, NULL, 0};
        isect_closest_hull_result3 a = isect_closest_point3_hull3(p, &h);
        assert_int_equal(a.flags, 0);
        for (int b = 0; b < 5; b++) {
            h = (isect_hull3){v, 8, bogus[b], 2};
            isect_closest_hull_result3 r = isect_closest_point3_hull3(p, &h);
            assert_true(same_result(&a, &r));
        }
    }
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(unit_cube),
        cmocka_unit_test(corner_tetrahedron),
        cmocka_unit_test(flat_square),
        cmocka_unit_test(collinear_points),
        cmocka_unit_test(one_and_two_vertices),
        cmocka_unit_test(repeated_and_extra_vertices),
        cmocka_unit_test(planes_ignored),
        cmocka_unit_test(scale_invariance),
        cmocka_unit_test(invalid_input),
        cmocka_unit_test(weights_give_the_point),
        cmocka_unit_test(extreme_spread_ends),
        cmocka_unit_test(inside_weights_sum_to_one),
        cmocka_unit_test(planes_unit_cube),
        cmocka_unit_test(planes_half_spaces),
        cmocka_unit_test(planes_slabs),
        cmocka_unit_test(planes_acute_wedge),
        cmocka_unit_test(planes_pyramid_apex),
        cmocka_unit_test(planes_duplicates),
        cmocka_unit_test(planes_scale_invariance),
        cmocka_unit_test(planes_cancelling_coordinate),
        cmocka_unit_test(planes_empty_set),
        cmocka_unit_test(planes_invalid),
        cmocka_unit_test(planes_not_read_with_vertices),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
