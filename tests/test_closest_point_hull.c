/* The point of the convex hull of a point set closest to a point
 * (isect_closest_point3_hull3, isect/closest_point.h): worked examples.
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
    static const isect_plane3 planes[1] = {{{0, 0, 1}, 1}};
    h = (isect_hull3){NULL, 0, planes, 1};
    assert_invalid(isect_closest_point3_hull3(p, &h)); /* planes only */
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
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
