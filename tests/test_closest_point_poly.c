/* The point of a convex polygon closest to a point (isect/closest_point.h, "A point
 * against a convex polygon"): worked examples and an exact brute force.
 *
 * The worked examples use small integer or dyadic geometry where the closest point, the
 * squared distance and the edge coordinates are exact; each comment gives the signs that
 * place p in its region (RTCD 5.1.5 / 5.1.7, with d_i = v_{i+1} - v_i):
 *   vertex i:  (p - v_i).d_i <= 0 and (p - v_i).(v_{i-1} - v_i) <= 0;
 *   edge i:    p strictly outside edge i's line, 0 < (p - v_i).d_i < d_i.d_i, the point
 *              v_i + t d_i with t = (p - v_i).d_i / d_i.d_i and bary {1 - t, t};
 *   inside:    p itself (its vertex, its edge, or face 0).
 * Nothing is taken from the code under test. Each example without repeated vertices is
 * also run with its vertices in both orientations and every cyclic shift (the feature's
 * index follows its vertices) and scaled by 2^k (feature unchanged, point and dist_sq
 * scaled) where the scaled inputs and answer are exact and normal: for every k in
 * [-1000, 1000] in the order given, for a few k at the ends of both precisions' ranges in
 * the other orders.
 *
 * Beside them, a randomised check: convex hulls of random integer points (with collinear
 * vertices inserted on their edges and vertices repeated), against a brute force that
 * takes the exact minimum over the edges of the squared distance as a fraction of
 * integers and a crossing-number inside test, so that the feature is decided in exact
 * integer arithmetic independently of the library's Voronoi tests; and random small
 * polygons on a grid (mostly not convex, many collinear or with repeats) against an
 * independent O(n^2) convexity test. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <float.h>
#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "isect/isect.h"

#if ISECT_USE_DOUBLE
static const long double unit_roundoff = 0x1p-53L;
#define REAL_MIN DBL_MIN
#define REAL_MAX DBL_MAX
#else
static const long double unit_roundoff = 0x1p-24L;
#define REAL_MIN FLT_MIN
#define REAL_MAX FLT_MAX
#endif

#define N_OF(x) (sizeof(x) / sizeof((x)[0]))
#define MAX_V 64

enum {
    NONE = ISECT_FEATURE_NONE,
    V = ISECT_FEATURE_VERTEX,
    E = ISECT_FEATURE_EDGE,
    F = ISECT_FEATURE_FACE
};

/* ==== Calling and checking ============================================================ */

static isect_closest_feature_result2 ask(const isect_vec2 *v, size_t n, isect_vec2 p) {
    isect_poly2 poly = {v, n};
    return isect_closest_point2_poly2(p, &poly);
}

static bool same_bits(isect_real a, isect_real b) {
    return memcmp(&a, &b, sizeof a) == 0;
}

/* What a call must answer. point and dist_sq are the exact values (or within the
 * reference's own error, far below the bound), w the edge coordinates {w_0, w_1}. */
typedef struct expect {
    int kind, index;
    long double point[2], dist_sq, w[2];
    unsigned flags;
} expect;

/* The largest coordinate magnitude of the inputs. */
static long double scale_of(const isect_vec2 *v, size_t n, isect_vec2 p) {
    long double s = fmaxl(fabsl(p.x), fabsl(p.y));
    for (size_t i = 0; i < n; i++)
        s = fmaxl(s, fmaxl(fabsl(v[i].x), fabsl(v[i].y)));
    return s;
}

/* Checks r against the expectation: the feature and flags exactly, a vertex bit for bit,
 * a point of the polygon as p itself with dist_sq 0, the rest within 16 u S (t: within
 * 16 u S / |d| of the edge's length |d|, edge_len; 0 skips that check). */
static const char *describe(char *buf, size_t size, const char *what, int scale, isect_vec2 p,
                            size_t n) {
    snprintf(buf, size, "%s, scaled by 2^%d (p = %.17Lg %.17Lg, n = %zu)", what, scale,
             (long double)p.x, (long double)p.y, n);
    return buf;
}

static void check(const char *what, int scale, const isect_vec2 *v, size_t n, isect_vec2 p,
                  isect_closest_feature_result2 r, const expect *x, long double edge_len) {
    char buf[240];
#define MSG describe(buf, sizeof buf, what, scale, p, n)
    if (r.flags != x->flags || (int)r.feature_b.kind != x->kind || r.feature_b.index != x->index)
        fail_msg("%s: feature %d %d flags %u, want %d %d flags %u", MSG, (int)r.feature_b.kind,
                 r.feature_b.index, r.flags, x->kind, x->index, x->flags);
    if (!(r.feature_a.kind == ISECT_FEATURE_VERTEX && r.feature_a.index == 0 && r.bary_a[0] == 1 &&
          r.bary_a[1] == 0 && r.bary_a[2] == 0 && r.bary_a[3] == 0))
        fail_msg("%s: feature_a / bary_a", MSG);
    if (!same_bits(r.point_a.x, p.x) || !same_bits(r.point_a.y, p.y))
        fail_msg("%s: point_a is not p", MSG);
    long double S = scale_of(v, n, p), tol = 16 * unit_roundoff * S;
    long double step = sqrtl(8 * (long double)REAL_MIN * unit_roundoff);
    if (x->kind == V) {
        if (!same_bits(r.point_b.x, v[x->index].x) || !same_bits(r.point_b.y, v[x->index].y))
            fail_msg("%s: vertex point not bit for bit", MSG);
        if (!(r.bary_b[0] == 1 && r.bary_b[1] == 0 && r.bary_b[2] == 0 && r.bary_b[3] == 0))
            fail_msg("%s: vertex bary", MSG);
    } else if (x->kind == E) {
        if (!(r.bary_b[0] > 0 && r.bary_b[0] <= 1 && r.bary_b[1] > 0 && r.bary_b[1] <= 1 &&
              r.bary_b[2] == 0 && r.bary_b[3] == 0))
            fail_msg("%s: edge bary %Lg %Lg %Lg %Lg out of range", MSG, (long double)r.bary_b[0],
                     (long double)r.bary_b[1], (long double)r.bary_b[2], (long double)r.bary_b[3]);
        if (fabsl((long double)r.bary_b[0] + r.bary_b[1] - 1) > 2 * unit_roundoff)
            fail_msg("%s: edge bary sum", MSG);
        long double wtol = (edge_len > 0 ? tol / edge_len : 0) + 2 * unit_roundoff;
        if (fabsl(r.bary_b[1] - x->w[1]) > wtol || fabsl(r.bary_b[0] - x->w[0]) > wtol)
            fail_msg("%s: edge bary %.17Lg %.17Lg, want %.17Lg %.17Lg", MSG,
                     (long double)r.bary_b[0], (long double)r.bary_b[1], x->w[0], x->w[1]);
    } else {
        for (int k = 0; k < 4; k++)
            if (r.bary_b[k] != 0)
                fail_msg("%s: face bary not 0", MSG);
    }
    if (x->dist_sq == 0) {
        if (r.dist_sq != 0 || r.point_b.x != p.x || r.point_b.y != p.y)
            fail_msg("%s: a point of the polygon is not its own closest point", MSG);
        if (x->kind != V && (!same_bits(r.point_b.x, p.x) || !same_bits(r.point_b.y, p.y)))
            fail_msg("%s: point_b is not p bit for bit", MSG);
        return;
    }
    for (int k = 0; k < 2; k++) {
        long double got = k ? r.point_b.y : r.point_b.x;
        if (fabsl(got - x->point[k]) > tol)
            fail_msg("%s: point_b[%d] = %.17Lg, want %.17Lg", MSG, k, got, x->point[k]);
    }
    if (fabsl(sqrtl((long double)r.dist_sq) - sqrtl(x->dist_sq)) > tol + step)
        fail_msg("%s: dist_sq %.17Lg, want %.17Lg", MSG, (long double)r.dist_sq, x->dist_sq);
}

#undef MSG

/* ==== Worked examples ================================================================ */

typedef struct poly_case {
    const char *what;
    size_t n;
    isect_real v[8][2];
    isect_real p[2];
    int kind, index;
    isect_real point[2];
    double dist_sq;
    double w[2];
    unsigned flags;
} poly_case;

#define SQUARE                                                                                     \
    4, {                                                                                           \
        {0, 0}, {4, 0}, {4, 4}, {                                                                  \
            0, 4                                                                                   \
        }                                                                                          \
    }

/* The square (0,0) (4,0) (4,4) (0,4), counterclockwise: d0 = (4,0), d1 = (0,4), d2 = (-4,0),
 * d3 = (0,-4). */
static const poly_case square_cases[] = {
    /* (p - v0).d0 = (-1,-2).(4,0) = -4 <= 0, (p - v0).(v3 - v0) = (-1,-2).(0,4) = -8 <= 0 */
    {"square vertex 0", SQUARE, {-1, -2}, V, 0, {0, 0}, 5, {0, 0}, 0},
    /* (p - v1).d1 = (1,-1).(0,4) = -4, (p - v1).(v0 - v1) = (1,-1).(-4,0) = -4 */
    {"square vertex 1", SQUARE, {5, -1}, V, 1, {4, 0}, 2, {0, 0}, 0},
    /* (p - v2) = (2,3): .(-4,0) = -8, .(0,-4) = -12 */
    {"square vertex 2", SQUARE, {6, 7}, V, 2, {4, 4}, 13, {0, 0}, 0},
    /* (p - v3) = (-3,1): .(0,-4) = -4, .(4,0) = -12 */
    {"square vertex 3", SQUARE, {-3, 5}, V, 3, {0, 4}, 10, {0, 0}, 0},
    /* y < 0, t = (1,-3).(4,0) / 16 = 1/4: (1, 0), dist_sq 9 */
    {"square edge 0", SQUARE, {1, -3}, E, 0, {1, 0}, 9, {0.75, 0.25}, 0},
    /* x > 4, t = (2,3).(0,4) / 16 = 3/4: (4, 3), dist_sq 4 */
    {"square edge 1", SQUARE, {6, 3}, E, 1, {4, 3}, 4, {0.25, 0.75}, 0},
    /* y > 4, t = (-1,1).(-4,0) / 16 = 1/4 from v2: (3, 4), dist_sq 1 */
    {"square edge 2", SQUARE, {3, 5}, E, 2, {3, 4}, 1, {0.75, 0.25}, 0},
    /* x < 0, t = (-0.5,-2).(0,-4) / 16 = 1/2 from v3: (0, 2), dist_sq 1/4 */
    {"square edge 3", SQUARE, {-0.5, 2}, E, 3, {0, 2}, 0.25, {0.5, 0.5}, 0},
    {"square face", SQUARE, {1, 3}, F, 0, {1, 3}, 0, {0, 0}, 0},
    {"square face near v2", SQUARE, {3.75, 3.5}, F, 0, {3.75, 3.5}, 0, {0, 0}, 0},
    /* on the boundary: p is its own closest point, on the edge or vertex it lies on */
    {"square on edge 0", SQUARE, {2, 0}, E, 0, {2, 0}, 0, {0.5, 0.5}, 0},
    {"square on edge 1", SQUARE, {4, 1}, E, 1, {4, 1}, 0, {0.75, 0.25}, 0},
    {"square on edge 2", SQUARE, {1, 4}, E, 2, {1, 4}, 0, {0.25, 0.75}, 0},
    {"square on edge 3", SQUARE, {0, 3}, E, 3, {0, 3}, 0, {0.75, 0.25}, 0},
    {"square at vertex 0", SQUARE, {0, 0}, V, 0, {0, 0}, 0, {0, 0}, 0},
    {"square at vertex 2", SQUARE, {4, 4}, V, 2, {4, 4}, 0, {0, 0}, 0},
    /* on the boundaries of the Voronoi regions: the vertex wins.
     * (p - v1).(v0 - v1) = (0,-3).(-4,0) = 0, (p - v1).d1 = (0,-3).(0,4) = -12 */
    {"square vertex 1 / edge 0", SQUARE, {4, -3}, V, 1, {4, 0}, 9, {0, 0}, 0},
    /* (p - v0).d0 = (0,-3).(4,0) = 0 */
    {"square vertex 0 / edge 0", SQUARE, {0, -3}, V, 0, {0, 0}, 9, {0, 0}, 0},
    /* (p - v3).(v2 - v3) = (-2,0).(4,0) = -8, (p - v3).d3 = (-2,0).(0,-4) = 0 */
    {"square vertex 3 / edge 3", SQUARE, {-2, 4}, V, 3, {0, 4}, 4, {0, 0}, 0},
    /* the diagonal out of v2 */
    {"square vertex 2 diagonal", SQUARE, {5, 5}, V, 2, {4, 4}, 2, {0, 0}, 0},
    /* one ulp-free step beyond the edge: (2, -2^-20), dist_sq 2^-40 */
    {"square just outside edge 0", SQUARE, {2, -0x1p-20}, E, 0, {2, 0}, 0x1p-40, {0.5, 0.5}, 0},
};

/* A lattice hexagon (2,0) (1,2) (-1,2) (-2,0) (-1,-2) (1,-2), counterclockwise. d0 = (-1,2),
 * d1 = (-2,0), d2 = (-1,-2), d3 = (1,-2), d4 = (2,0), d5 = (1,2); the outward normal of
 * edge (dx, dy) is (dy, -dx). */
#define HEX                                                                                        \
    6, {                                                                                           \
        {2, 0}, {1, 2}, {-1, 2}, {-2, 0}, {-1, -2}, {                                              \
            1, -2                                                                                  \
        }                                                                                          \
    }
static const poly_case hex_cases[] = {
    /* (p - v0) = (2,0): .d0 = -2, .(v5 - v0) = (2,0).(-1,-2) = -2 */
    {"hexagon vertex 0", HEX, {4, 0}, V, 0, {2, 0}, 4, {0, 0}, 0},
    /* (p - v1) = (1,2): .d1 = -2, .(v0 - v1) = (1,2).(1,-2) = -3 */
    {"hexagon vertex 1", HEX, {2, 4}, V, 1, {1, 2}, 5, {0, 0}, 0},
    /* (p - v4) = (-1,-1): .d4 = -2, .(v3 - v4) = (-1,-1).(-1,2) = -1 */
    {"hexagon vertex 4", HEX, {-2, -3}, V, 4, {-1, -2}, 2, {0, 0}, 0},
    /* midpoint (1.5, 1) of edge 0 plus its normal (2,1): t = 1/2, dist_sq 5 */
    {"hexagon edge 0", HEX, {3.5, 2}, E, 0, {1.5, 1}, 5, {0.5, 0.5}, 0},
    /* (0.5, 2) = v1 + d1 / 4, plus (0, 3): dist_sq 9 */
    {"hexagon edge 1", HEX, {0.5, 5}, E, 1, {0.5, 2}, 9, {0.75, 0.25}, 0},
    /* (-1.25, -1.5) = v3 + (3/4) d3, plus the normal (-2,-1): dist_sq 5 */
    {"hexagon edge 3", HEX, {-3.25, -2.5}, E, 3, {-1.25, -1.5}, 5, {0.25, 0.75}, 0},
    /* (1.5, -1) = v5 + d5 / 2, plus (2,-1) / 2 = (1, -0.5): dist_sq 1.25 */
    {"hexagon edge 5", HEX, {2.5, -1.5}, E, 5, {1.5, -1}, 1.25, {0.5, 0.5}, 0},
    {"hexagon face", HEX, {0.5, -1.5}, F, 0, {0.5, -1.5}, 0, {0, 0}, 0},
    {"hexagon centre", HEX, {0, 0}, F, 0, {0, 0}, 0, {0, 0}, 0},
    {"hexagon on edge 2", HEX, {-1.5, 1}, E, 2, {-1.5, 1}, 0, {0.5, 0.5}, 0},
    {"hexagon on edge 4", HEX, {0.5, -2}, E, 4, {0.5, -2}, 0, {0.25, 0.75}, 0},
    {"hexagon at vertex 3", HEX, {-2, 0}, V, 3, {-2, 0}, 0, {0, 0}, 0},
    /* on the perpendicular to edge 1 through v1: (p - v1).d1 = (0,3).(-2,0) = 0 */
    {"hexagon vertex 1 / edge 1", HEX, {1, 5}, V, 1, {1, 2}, 9, {0, 0}, 0},
};

/* A vertex in the middle of a straight run: (0,0) (2,0) (4,0) (4,4) (0,4). Its vertex
 * region is the ray below it: (p - v1).(v2 - v1) = (p - v1).(v0 - v1) = 0. */
#define RUN                                                                                        \
    5, {                                                                                           \
        {0, 0}, {2, 0}, {4, 0}, {4, 4}, {                                                          \
            0, 4                                                                                   \
        }                                                                                          \
    }
static const poly_case straight_cases[] = {
    {"run middle vertex", RUN, {2, -3}, V, 1, {2, 0}, 9, {0, 0}, 0},
    /* t = (1,-1).(2,0) / 4 = 1/2 on edge 0 */
    {"run edge 0", RUN, {1, -1}, E, 0, {1, 0}, 1, {0.5, 0.5}, 0},
    /* t = (1.5,-2).(2,0) / 4 = 3/4 on edge 1 (2,0) -> (4,0) */
    {"run edge 1", RUN, {3.5, -2}, E, 1, {3.5, 0}, 4, {0.25, 0.75}, 0},
    {"run at the middle vertex", RUN, {2, 0}, V, 1, {2, 0}, 0, {0, 0}, 0},
    {"run on edge 0", RUN, {0.5, 0}, E, 0, {0.5, 0}, 0, {0.75, 0.25}, 0},
    {"run on edge 1", RUN, {3, 0}, E, 1, {3, 0}, 0, {0.5, 0.5}, 0},
    {"run edge 4", RUN, {-1, 1}, E, 4, {0, 1}, 1, {0.25, 0.75}, 0},
    {"run vertex 2", RUN, {5, -1}, V, 2, {4, 0}, 2, {0, 0}, 0},
    {"run face", RUN, {2, 0.5}, F, 0, {2, 0.5}, 0, {0, 0}, 0},
};

/* ==== Running a case in every order and at every scale ================================= */

static expect expect_of(const poly_case *c) {
    expect x = {c->kind,    c->index,           {c->point[0], c->point[1]},
                c->dist_sq, {c->w[0], c->w[1]}, c->flags};
    return x;
}

/* The length of the edge a feature names (for the tolerance of its coordinates). */
static long double edge_length(const isect_vec2 *v, size_t n, const expect *x) {
    if (x->kind != E)
        return 0;
    isect_vec2 a = v[x->index], b = v[(size_t)(x->index + 1) % n];
    return hypotl((long double)b.x - a.x, (long double)b.y - a.y);
}

/* The expectation for the vertices w[m] = v[perm[m]] (no repeated vertices). */
static expect permuted(const expect *x, const size_t *perm, size_t n) {
    expect y = *x;
    for (size_t m = 0; m < n; m++) {
        if (x->kind == V && perm[m] == (size_t)x->index)
            y.index = (int)m;
        if (x->kind == E) {
            size_t a = perm[m], b = perm[(m + 1) % n], i = (size_t)x->index, j = (i + 1) % n;
            if (a == i && b == j)
                y.index = (int)m;
            if (a == j && b == i) {
                y.index = (int)m;
                y.w[0] = x->w[1];
                y.w[1] = x->w[0];
            }
        }
    }
    return y;
}

/* x * 2^k when that is exact and normal (or zero); false otherwise. */
static bool scale_exact(long double x, int k, isect_real *out) {
    long double y = ldexpl(x, k);
    if (x == 0) {
        *out = (isect_real)x;
        return true;
    }
    if (!(fabsl(y) >= REAL_MIN && fabsl(y) <= REAL_MAX))
        return false;
    *out = (isect_real)y;
    return (long double)*out == y;
}

/* A few exponents for the reordered copies: the ends of both precisions' ranges. */
static const int some_k[] = {-1000, -300, -140, -126, -60, -1, 1, 60, 127, 300, 1000};

/* Runs v, p against x, then scaled by 2^k for every k in [-1000, 1000] where exact (all_k)
 * or for the exponents of some_k. */
static void run_scaled(const char *what, const isect_vec2 *v, size_t n, isect_vec2 p,
                       const expect *x, bool all_k) {
    check(what, 0, v, n, p, ask(v, n, p), x, edge_length(v, n, x));
    for (int step = 0; step < (all_k ? 2001 : (int)N_OF(some_k)); step++) {
        int k = all_k ? step - 1000 : some_k[step];
        isect_vec2 w[MAX_V], q;
        expect y = *x;
        isect_real tmp;
        bool ok = scale_exact(p.x, k, &q.x) && scale_exact(p.y, k, &q.y);
        for (size_t m = 0; m < n && ok; m++)
            ok = scale_exact(v[m].x, k, &w[m].x) && scale_exact(v[m].y, k, &w[m].y);
        ok = ok && scale_exact(x->point[0], k, &tmp) && scale_exact(x->point[1], k, &tmp) &&
             scale_exact(x->dist_sq, 2 * k, &tmp);
        if (!ok)
            continue;
        y.point[0] = ldexpl(x->point[0], k);
        y.point[1] = ldexpl(x->point[1], k);
        y.dist_sq = ldexpl(x->dist_sq, 2 * k);
        check(what, k, w, n, q, ask(w, n, q), &y, edge_length(w, n, &y));
    }
}

/* Every cyclic shift of both orientations, each at every scale. */
static void run_case(const poly_case *c, bool reorder) {
    isect_vec2 v[MAX_V], p = {c->p[0], c->p[1]};
    size_t n = c->n;
    for (size_t m = 0; m < n; m++)
        v[m] = (isect_vec2){c->v[m][0], c->v[m][1]};
    expect x = expect_of(c);
    if (!reorder) {
        run_scaled(c->what, v, n, p, &x, true);
        return;
    }
    for (int reverse = 0; reverse < 2; reverse++) {
        for (size_t r = 0; r < n; r++) {
            size_t perm[MAX_V];
            isect_vec2 w[MAX_V];
            for (size_t m = 0; m < n; m++) {
                perm[m] = reverse ? (2 * n - 1 - m - r) % n : (m + r) % n;
                w[m] = v[perm[m]];
            }
            expect y = permuted(&x, perm, n);
            char msg[160];
            snprintf(msg, sizeof msg, "%s (%s, shift %zu)", c->what,
                     reverse ? "clockwise" : "as given", r);
            run_scaled(msg, w, n, p, &y, reverse == 0 && r == 0);
        }
    }
}

static void run_cases(const poly_case *c, size_t count, bool reorder) {
    for (size_t i = 0; i < count; i++)
        run_case(&c[i], reorder);
}

static void square_regions(void **state) {
    (void)state;
    run_cases(square_cases, N_OF(square_cases), true);
}

static void hexagon_regions(void **state) {
    (void)state;
    run_cases(hex_cases, N_OF(hex_cases), true);
}

static void straight_run(void **state) {
    (void)state;
    run_cases(straight_cases, N_OF(straight_cases), true);
}

/* The regular hexagon of circumradius 8, its coordinates rounded (4 sqrt 3 is not an
 * isect_real): still convex. The expected values are the exact ones for the rounded
 * vertices, in long double, at points far from every region boundary. */
static void regular_hexagon(void **state) {
    (void)state;
    const isect_real h = (isect_real)(4 * sqrtl(3));
    const isect_vec2 hex[6] = {{8, 0}, {4, h}, {-4, h}, {-8, 0}, {-4, -h}, {4, -h}};
    for (int reverse = 0; reverse < 2; reverse++) {
        isect_vec2 v[6];
        for (int m = 0; m < 6; m++)
            v[m] = hex[reverse ? 5 - m : m];
        for (int k = 0; k < 6; k++) {
            /* twice a vertex: its region (the cone between the two edge normals) */
            isect_vec2 p = {2 * v[k].x, 2 * v[k].y};
            expect x = {V, k, {v[k].x, v[k].y}, 0, {0, 0}, 0};
            x.dist_sq = (long double)v[k].x * v[k].x + (long double)v[k].y * v[k].y;
            check("regular hexagon vertex", 0, v, 6, p, ask(v, 6, p), &x, 0);
            /* at the vertex */
            x.dist_sq = 0;
            check("regular hexagon at a vertex", 0, v, 6, v[k], ask(v, 6, v[k]), &x, 0);
            /* three quarters along edge k, pushed out along its normal */
            isect_vec2 a = v[k], b = v[(k + 1) % 6];
            long double dx = (long double)b.x - a.x, dy = (long double)b.y - a.y;
            long double nx = reverse ? -dy : dy, ny = reverse ? dx : -dx; /* outward */
            p = (isect_vec2){(isect_real)(a.x + 0.75L * dx + 0.5L * nx),
                             (isect_real)(a.y + 0.75L * dy + 0.5L * ny)};
            long double dd = dx * dx + dy * dy;
            long double t = (((long double)p.x - a.x) * dx + ((long double)p.y - a.y) * dy) / dd;
            expect e = {E, k, {a.x + t * dx, a.y + t * dy}, 0, {1 - t, t}, 0};
            long double ex = p.x - e.point[0], ey = p.y - e.point[1];
            e.dist_sq = ex * ex + ey * ey;
            check("regular hexagon edge", 0, v, 6, p, ask(v, 6, p), &e, sqrtl(dd));
        }
        expect f = {F, 0, {1, 1}, 0, {0, 0}, 0};
        check("regular hexagon face", 0, v, 6, (isect_vec2){1, 1}, ask(v, 6, (isect_vec2){1, 1}),
              &f, 0);
        f.point[0] = f.point[1] = 0;
        check("regular hexagon centre", 0, v, 6, (isect_vec2){0, 0}, ask(v, 6, (isect_vec2){0, 0}),
              &f, 0);
    }
}

/* ==== Repeated vertices, collinear and coincident vertices ============================== */

/* Repeated vertices: of equal vertices the lowest index; never a zero-length edge. Fixed
 * orders (the labels of repeated vertices depend on the order), scaled. */
static const poly_case repeated_cases[] = {
    /* (0,0) (0,0) (4,0) (4,4) (4,4) (0,4) (0,0): the square, edge 1 = (0,0) -> (4,0),
     * edge 2 = (4,0) -> (4,4), edge 4 = (4,4) -> (0,4), edge 5 = (0,4) -> (0,0); (0,0) is
     * vertices 6, 0, 1 (lowest 0), (4,4) vertices 3, 4 */
    {"repeats: edge 1",
     7,
     {{0, 0}, {0, 0}, {4, 0}, {4, 4}, {4, 4}, {0, 4}, {0, 0}},
     {2, -1},
     E,
     1,
     {2, 0},
     1,
     {0.5, 0.5},
     0},
    {"repeats: edge 2",
     7,
     {{0, 0}, {0, 0}, {4, 0}, {4, 4}, {4, 4}, {0, 4}, {0, 0}},
     {5, 1},
     E,
     2,
     {4, 1},
     1,
     {0.75, 0.25},
     0},
    {"repeats: edge 4",
     7,
     {{0, 0}, {0, 0}, {4, 0}, {4, 4}, {4, 4}, {0, 4}, {0, 0}},
     {3, 5},
     E,
     4,
     {3, 4},
     1,
     {0.75, 0.25},
     0},
    {"repeats: edge 5",
     7,
     {{0, 0}, {0, 0}, {4, 0}, {4, 4}, {4, 4}, {0, 4}, {0, 0}},
     {-1, 2},
     E,
     5,
     {0, 2},
     1,
     {0.5, 0.5},
     0},
    {"repeats: vertex 0",
     7,
     {{0, 0}, {0, 0}, {4, 0}, {4, 4}, {4, 4}, {0, 4}, {0, 0}},
     {-1, -1},
     V,
     0,
     {0, 0},
     2,
     {0, 0},
     0},
    {"repeats: vertex 3",
     7,
     {{0, 0}, {0, 0}, {4, 0}, {4, 4}, {4, 4}, {0, 4}, {0, 0}},
     {5, 5},
     V,
     3,
     {4, 4},
     2,
     {0, 0},
     0},
    {"repeats: at vertex 0",
     7,
     {{0, 0}, {0, 0}, {4, 0}, {4, 4}, {4, 4}, {0, 4}, {0, 0}},
     {0, 0},
     V,
     0,
     {0, 0},
     0,
     {0, 0},
     0},
    {"repeats: at vertex 3",
     7,
     {{0, 0}, {0, 0}, {4, 0}, {4, 4}, {4, 4}, {0, 4}, {0, 0}},
     {4, 4},
     V,
     3,
     {4, 4},
     0,
     {0, 0},
     0},
    {"repeats: on edge 1",
     7,
     {{0, 0}, {0, 0}, {4, 0}, {4, 4}, {4, 4}, {0, 4}, {0, 0}},
     {1, 0},
     E,
     1,
     {1, 0},
     0,
     {0.75, 0.25},
     0},
    {"repeats: face",
     7,
     {{0, 0}, {0, 0}, {4, 0}, {4, 4}, {4, 4}, {0, 4}, {0, 0}},
     {1, 1},
     F,
     0,
     {1, 1},
     0,
     {0, 0},
     0},
    /* (4,0) (4,4) (0,4) (0,0) (0,0): (0,0) is vertices 3, 4; edge 4 = (0,0) -> (4,0) */
    {"repeats at the end: vertex 3",
     5,
     {{4, 0}, {4, 4}, {0, 4}, {0, 0}, {0, 0}},
     {-1, -1},
     V,
     3,
     {0, 0},
     2,
     {0, 0},
     0},
    {"repeats at the end: edge 4",
     5,
     {{4, 0}, {4, 4}, {0, 4}, {0, 0}, {0, 0}},
     {3, -2},
     E,
     4,
     {3, 0},
     4,
     {0.25, 0.75},
     0},
    {"repeats at the end: edge 2",
     5,
     {{4, 0}, {4, 4}, {0, 4}, {0, 0}, {0, 0}},
     {-1, 3},
     E,
     2,
     {0, 3},
     1,
     {0.75, 0.25},
     0},
    /* the closing vertex repeated: (0,0) (4,0) (4,4) (0,4) (0,0) */
    {"closed twice: vertex 0",
     5,
     {{0, 0}, {4, 0}, {4, 4}, {0, 4}, {0, 0}},
     {-2, -1},
     V,
     0,
     {0, 0},
     5,
     {0, 0},
     0},
    {"closed twice: edge 3",
     5,
     {{0, 0}, {4, 0}, {4, 4}, {0, 4}, {0, 0}},
     {-1, 1},
     E,
     3,
     {0, 1},
     1,
     {0.25, 0.75},
     0},
    /* (0,0) three times, then (4,0) (0,4): edge 2 = (0,0) -> (4,0), edge 3 the hypotenuse,
     * edge 4 = (0,4) -> (0,0). Hypotenuse: t = (p - v3).(-4,4) / 32 = (-1,3).(-4,4) / 32
     * = 1/2: (2,2), dist_sq 2 */
    {"triple: edge 2",
     5,
     {{0, 0}, {0, 0}, {0, 0}, {4, 0}, {0, 4}},
     {1, -1},
     E,
     2,
     {1, 0},
     1,
     {0.75, 0.25},
     0},
    {"triple: edge 3",
     5,
     {{0, 0}, {0, 0}, {0, 0}, {4, 0}, {0, 4}},
     {3, 3},
     E,
     3,
     {2, 2},
     2,
     {0.5, 0.5},
     0},
    {"triple: edge 4",
     5,
     {{0, 0}, {0, 0}, {0, 0}, {4, 0}, {0, 4}},
     {-1, 1},
     E,
     4,
     {0, 1},
     1,
     {0.25, 0.75},
     0},
    {"triple: vertex 0",
     5,
     {{0, 0}, {0, 0}, {0, 0}, {4, 0}, {0, 4}},
     {-1, -1},
     V,
     0,
     {0, 0},
     2,
     {0, 0},
     0},
};

static void repeated_vertices(void **state) {
    (void)state;
    run_cases(repeated_cases, N_OF(repeated_cases), false);
}

#define DEG ISECT_DEGENERATE
/* All vertices on one line: the segment of the two outermost; edge i = the lowest i with
 * v[i] outermost and v[i + 1] != v[i]; between the ends, bary on v[i] and the other
 * outermost vertex (the segment's parameter from v[i]). */
static const poly_case collinear_cases[] = {
    /* (0,0) (2,0) (4,0): edge 0 from v0 toward v2 = (4,0); t = x / 4 */
    {"collinear: edge", 3, {{0, 0}, {2, 0}, {4, 0}}, {1, 1}, E, 0, {1, 0}, 1, {0.75, 0.25}, DEG},
    /* beyond the middle vertex v1, still edge 0 (v1 is never reported) */
    {"collinear: beyond the middle",
     3,
     {{0, 0}, {2, 0}, {4, 0}},
     {3, -1},
     E,
     0,
     {3, 0},
     1,
     {0.25, 0.75},
     DEG},
    {"collinear: over the middle",
     3,
     {{0, 0}, {2, 0}, {4, 0}},
     {2, 3},
     E,
     0,
     {2, 0},
     9,
     {0.5, 0.5},
     DEG},
    {"collinear: at the middle",
     3,
     {{0, 0}, {2, 0}, {4, 0}},
     {2, 0},
     E,
     0,
     {2, 0},
     0,
     {0.5, 0.5},
     DEG},
    {"collinear: on the segment",
     3,
     {{0, 0}, {2, 0}, {4, 0}},
     {3, 0},
     E,
     0,
     {3, 0},
     0,
     {0.25, 0.75},
     DEG},
    {"collinear: before v0", 3, {{0, 0}, {2, 0}, {4, 0}}, {-1, 0}, V, 0, {0, 0}, 1, {0, 0}, DEG},
    {"collinear: beyond v2", 3, {{0, 0}, {2, 0}, {4, 0}}, {5, 2}, V, 2, {4, 0}, 5, {0, 0}, DEG},
    {"collinear: at v2", 3, {{0, 0}, {2, 0}, {4, 0}}, {4, 0}, V, 2, {4, 0}, 0, {0, 0}, DEG},
    /* (4,0) (0,0) (2,0): edge 0 = v0 -> v1 joins the two outermost; t = (4 - x) / 4 */
    {"collinear: direct edge",
     3,
     {{4, 0}, {0, 0}, {2, 0}},
     {1, 1},
     E,
     0,
     {1, 0},
     1,
     {0.25, 0.75},
     DEG},
    /* (1,0) (3,0) (0,0) (2,0): outermost v2 = (0,0) and v1 = (3,0); edge 1 = (3,0) -> (0,0);
     * t = (3 - x) / 3 = 1/2 at x = 1.5 */
    {"collinear: out and back",
     4,
     {{1, 0}, {3, 0}, {0, 0}, {2, 0}},
     {1.5, 2},
     E,
     1,
     {1.5, 0},
     4,
     {0.5, 0.5},
     DEG},
    {"collinear: out and back, end",
     4,
     {{1, 0}, {3, 0}, {0, 0}, {2, 0}},
     {-1, 1},
     V,
     2,
     {0, 0},
     2,
     {0, 0},
     DEG},
    /* vertical, doubling back: (0,3) (0,1) (0,-1) (0,1): outermost v0 and v2, edge 0;
     * t = (3 - y) / 4 */
    {"collinear: vertical",
     4,
     {{0, 3}, {0, 1}, {0, -1}, {0, 1}},
     {1, 2},
     E,
     0,
     {0, 2},
     1,
     {0.75, 0.25},
     DEG},
    {"collinear: vertical, low end",
     4,
     {{0, 3}, {0, 1}, {0, -1}, {0, 1}},
     {0, -2},
     V,
     2,
     {0, -1},
     1,
     {0, 0},
     DEG},
    {"collinear: vertical, high end",
     4,
     {{0, 3}, {0, 1}, {0, -1}, {0, 1}},
     {0, 5},
     V,
     0,
     {0, 3},
     4,
     {0, 0},
     DEG},
    /* (0,0) (0,0) (4,4): v0 == v1, so edge 1; t = (0,4).(4,4) / 32 = 1/2: (2,2) */
    {"collinear: repeated end",
     3,
     {{0, 0}, {0, 0}, {4, 4}},
     {0, 4},
     E,
     1,
     {2, 2},
     8,
     {0.5, 0.5},
     DEG},
    {"collinear: repeated end, vertex",
     3,
     {{0, 0}, {0, 0}, {4, 4}},
     {-1, -1},
     V,
     0,
     {0, 0},
     2,
     {0, 0},
     DEG},
    /* diagonal, the middle vertex last: (1,1) (3,3) (2,2), edge 0 = v0 -> v1 */
    {"collinear: diagonal middle",
     3,
     {{1, 1}, {3, 3}, {2, 2}},
     {2, 2},
     E,
     0,
     {2, 2},
     0,
     {0.5, 0.5},
     DEG},
    /* all equal: vertex 0 */
    {"coincident", 3, {{1, 2}, {1, 2}, {1, 2}}, {4, 6}, V, 0, {1, 2}, 25, {0, 0}, DEG},
    {"coincident, at it", 3, {{1, 2}, {1, 2}, {1, 2}}, {1, 2}, V, 0, {1, 2}, 0, {0, 0}, DEG},
    {"coincident, five",
     5,
     {{-1, 2}, {-1, 2}, {-1, 2}, {-1, 2}, {-1, 2}},
     {-1, 0},
     V,
     0,
     {-1, 2},
     4,
     {0, 0},
     DEG},
};

static void collinear_and_coincident(void **state) {
    (void)state;
    run_cases(collinear_cases, N_OF(collinear_cases), false);
}

/* ==== Invalid input ================================================================== */

static void expect_invalid(const char *what, isect_vec2 p, const isect_poly2 *poly) {
    isect_closest_feature_result2 r = isect_closest_point2_poly2(p, poly);
    bool zero = r.dist_sq == 0 && r.point_a.x == 0 && r.point_a.y == 0 && r.point_b.x == 0 &&
                r.point_b.y == 0 && r.feature_a.kind == ISECT_FEATURE_NONE &&
                r.feature_a.index == 0 && r.feature_b.kind == ISECT_FEATURE_NONE &&
                r.feature_b.index == 0;
    for (int k = 0; k < 4; k++)
        zero = zero && r.bary_a[k] == 0 && r.bary_b[k] == 0;
    if (r.flags != ISECT_INVALID || !zero)
        fail_msg("%s: want an all-zero ISECT_INVALID result (flags %u)", what, r.flags);
}

static void not_convex(void **state) {
    (void)state;
    static const isect_vec2 dent[5] = {{0, 0}, {4, 0}, {4, 4}, {2, 1}, {0, 4}};
    /* a pentagram {5/2}: every turn the same way, winding twice */
    static const isect_vec2 star[5] = {{0, 8}, {5, -7}, {-8, 3}, {8, 3}, {-5, -7}};
    static const isect_vec2 twice[8] = {{0, 0}, {4, 0}, {4, 4}, {0, 4},
                                        {0, 0}, {4, 0}, {4, 4}, {0, 4}};
    static const isect_vec2 twice3[6] = {{0, 0}, {4, 0}, {0, 4}, {0, 0}, {4, 0}, {0, 4}};
    static const isect_vec2 bowtie[4] = {{0, 0}, {4, 4}, {4, 0}, {0, 4}};
    /* doubling back along an edge (a turn of 0 that is no straight line) */
    static const isect_vec2 spike_in[6] = {{0, 0}, {4, 0}, {4, 4}, {4, 2}, {4, 4}, {0, 4}};
    static const isect_vec2 spike_out[6] = {{0, 0}, {4, 0}, {4, 4}, {4, 6}, {4, 4}, {0, 4}};
    /* a reflex vertex of a hair: (2,0) -> (2,-0.5) -> (2,0) on the bottom edge */
    static const isect_vec2 hair[6] = {{0, 0}, {2, 0}, {2, -0.5}, {2, 0}, {4, 0}, {2, 3}};
    /* a dent of one unit in the last place (exact orientation) */
    static isect_vec2 tiny_dent[5] = {{0, 0}, {4, 0}, {4, 4}, {2, 4}, {0, 4}};
#if ISECT_USE_DOUBLE
    tiny_dent[3].y = nextafter(4.0, 0.0);
#else
    tiny_dent[3].y = nextafterf(4.0f, 0.0f);
#endif
    struct {
        const char *what;
        const isect_vec2 *v;
        size_t n;
    } polys[] = {{"dent", dent, 5},
                 {"pentagram", star, 5},
                 {"square twice", twice, 8},
                 {"triangle twice", twice3, 6},
                 {"bow tie", bowtie, 4},
                 {"spike inward", spike_in, 6},
                 {"spike outward", spike_out, 6},
                 {"hair", hair, 6},
                 {"dent of one ulp", tiny_dent, 5}};
    const isect_vec2 points[3] = {{1, 1}, {100, -3}, {0, 0}};
    for (size_t i = 0; i < N_OF(polys); i++) {
        for (int reverse = 0; reverse < 2; reverse++) {
            isect_vec2 w[8];
            for (size_t m = 0; m < polys[i].n; m++)
                w[m] = polys[i].v[reverse ? polys[i].n - 1 - m : m];
            isect_poly2 poly = {w, polys[i].n};
            for (int k = 0; k < 3; k++)
                expect_invalid(polys[i].what, points[k], &poly);
        }
    }
    /* the dent of one ulp pushed out instead: (2, 4 + ulp) is convex */
#if ISECT_USE_DOUBLE
    tiny_dent[3].y = nextafter(4.0, 8.0);
#else
    tiny_dent[3].y = nextafterf(4.0f, 8.0f);
#endif
    isect_poly2 bump = {tiny_dent, 5};
    isect_closest_feature_result2 r = isect_closest_point2_poly2((isect_vec2){1, 1}, &bump);
    assert_int_equal(r.flags, 0);
    assert_int_equal(r.feature_b.kind, ISECT_FEATURE_FACE);
}

static void invalid_input(void **state) {
    (void)state;
    isect_vec2 sq[4] = {{0, 0}, {4, 0}, {4, 4}, {0, 4}};
    isect_vec2 p = {1, 1};
    expect_invalid("NULL polygon", p, NULL);
    isect_poly2 no_array = {NULL, 4};
    expect_invalid("NULL array", p, &no_array);
    for (size_t n = 0; n < 3; n++) {
        isect_poly2 few = {sq, n};
        expect_invalid("count < 3", p, &few);
    }
    const isect_real bad[3] = {(isect_real)NAN, (isect_real)INFINITY, -(isect_real)INFINITY};
    for (int b = 0; b < 3; b++) {
        for (int m = 0; m < 4; m++) {
            for (int c = 0; c < 2; c++) {
                isect_vec2 w[4];
                memcpy(w, sq, sizeof w);
                if (c)
                    w[m].y = bad[b];
                else
                    w[m].x = bad[b];
                isect_poly2 poly = {w, 4};
                expect_invalid("a vertex not finite", p, &poly);
            }
        }
        isect_poly2 poly = {sq, 4};
        expect_invalid("p not finite", (isect_vec2){bad[b], 1}, &poly);
        expect_invalid("p not finite", (isect_vec2){1, bad[b]}, &poly);
    }
    /* valid: the query answers */
    isect_poly2 poly = {sq, 4};
    assert_int_equal(isect_closest_point2_poly2(p, &poly).flags, 0);
}

/* -0 and +0: a vertex is reported bit for bit, p as given. */
static void signed_zeros(void **state) {
    (void)state;
    isect_vec2 v[4] = {{-0.0, -0.0}, {4, 0}, {4, 4}, {0, 4}};
    expect x = {V, 0, {0, 0}, 5, {0, 0}, 0};
    isect_vec2 p = {-1, -2};
    check("vertex at (-0, -0)", 0, v, 4, p, ask(v, 4, p), &x, 0);
    x.dist_sq = 0;
    p = (isect_vec2){0, 0};
    check("at vertex (-0, -0) with p = (+0, +0)", 0, v, 4, p, ask(v, 4, p), &x, 0);
    expect e = {E, 0, {1, 0}, 0, {0.75, 0.25}, 0};
    p = (isect_vec2){1, -0.0};
    check("on edge 0 at y = -0", 0, v, 4, p, ask(v, 4, p), &e, 4);
}

/* An edge's answer is isect_closest_point2_seg2's on that edge, bit for bit. */
static void edge_is_the_segment(void **state) {
    (void)state;
    const isect_real h = (isect_real)(4 * sqrtl(3));
    const isect_vec2 v[6] = {{8, 0}, {4, h}, {-4, h}, {-8, 0}, {-4, -h}, {4, -h}};
    isect_poly2 poly = {v, 6};
    for (int k = 0; k < 6; k++) {
        isect_vec2 a = v[k], b = v[(k + 1) % 6];
        isect_vec2 p = {(isect_real)(0.3 * a.x + 0.7 * b.x) * 1.7f,
                        (isect_real)(0.3 * a.y + 0.7 * b.y) * 1.7f};
        isect_closest_feature_result2 r = isect_closest_point2_poly2(p, &poly);
        isect_seg2 s = {a, b};
        isect_closest_result2 q = isect_closest_point2_seg2(p, &s);
        assert_int_equal(r.feature_b.kind, ISECT_FEATURE_EDGE);
        assert_int_equal(r.feature_b.index, k);
        assert_true(same_bits(r.point_b.x, q.point_b.x) && same_bits(r.point_b.y, q.point_b.y));
        assert_true(same_bits(r.dist_sq, q.dist_sq));
        assert_true(same_bits(r.bary_b[1], q.t));
    }
}

/* ==== Randomised: an exact brute force ================================================= */

/* Points with integer coordinates in units of 1/2 (ipt holds twice the coordinates), so
 * that midpoints of even points are representable; every product below is exact. */
typedef struct ipt {
    int64_t x, y;
} ipt;

__extension__ typedef __int128 i128;

static uint64_t rng_state = 0x9E3779B97F4A7C15u;

static uint64_t rnd(void) {
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 7;
    rng_state ^= rng_state << 17;
    return rng_state;
}

/* Uniform in [lo, hi]. */
static int64_t rnd_in(int64_t lo, int64_t hi) {
    return lo + (int64_t)(rnd() % (uint64_t)(hi - lo + 1));
}

static bool ieq(ipt a, ipt b) {
    return a.x == b.x && a.y == b.y;
}

static int64_t icross(ipt o, ipt a, ipt b) {
    return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
}

static isect_vec2 to_vec(ipt a) {
    return (isect_vec2){(isect_real)a.x / 2, (isect_real)a.y / 2};
}

typedef enum ishape { I_POINT, I_SEGMENT, I_CONVEX, I_INVALID } ishape;

/* The shape by an O(n^2) rule of its own: after dropping consecutive repeats, the
 * vertices are pairwise distinct, and every vertex lies on one closed side of every
 * edge's line, the same side for all edges (all on one line: a segment). */
static ishape brute_shape(const ipt *v, size_t n) {
    ipt r[MAX_V];
    size_t m = 0;
    for (size_t i = 0; i < n; i++)
        if (!ieq(v[i], v[(i + n - 1) % n]))
            r[m++] = v[i];
    if (m == 0)
        return I_POINT;
    bool line = true;
    for (size_t k = 0; k < m; k++)
        line = line && icross(r[0], r[1], r[k]) == 0;
    if (line)
        return I_SEGMENT;
    for (size_t i = 0; i < m; i++)
        for (size_t k = i + 1; k < m; k++)
            if (ieq(r[i], r[k]))
                return I_INVALID;
    bool pos = false, neg = false;
    for (size_t i = 0; i < m; i++)
        for (size_t k = 0; k < m; k++) {
            int64_t c = icross(r[i], r[(i + 1) % m], r[k]);
            pos = pos || c > 0;
            neg = neg || c < 0;
        }
    return pos && neg ? I_INVALID : I_CONVEX;
}

static size_t lowest_equal(const ipt *v, size_t i) {
    size_t j = 0;
    while (!ieq(v[j], v[i]))
        j++;
    return j;
}

/* The point of the segment a -> b closest to p: dist_sq = num / den exactly (in units of
 * 1/4), and the region (-1 at a, 1 at b, 0 between with t = dot / dd). */
typedef struct icand {
    int64_t num, den, dot, dd;
    int region;
} icand;

static icand seg_closest(ipt a, ipt b, ipt p) {
    int64_t dx = b.x - a.x, dy = b.y - a.y, mx = p.x - a.x, my = p.y - a.y;
    icand c = {0, 1, mx * dx + my * dy, dx * dx + dy * dy, 0};
    if (c.dot <= 0) {
        c.region = -1;
        c.num = mx * mx + my * my;
    } else if (c.dot >= c.dd) {
        c.region = 1;
        c.num = (p.x - b.x) * (p.x - b.x) + (p.y - b.y) * (p.y - b.y);
    } else {
        c.num = (mx * mx + my * my) * c.dd - c.dot * c.dot;
        c.den = c.dd;
    }
    return c;
}

static int cmp_dist(icand a, icand b) {
    i128 l = (i128)a.num * b.den, r = (i128)b.num * a.den;
    return (l > r) - (l < r);
}

/* Strictly inside by the crossing number (p on no edge). */
static bool crossing_inside(const ipt *v, size_t n, ipt p) {
    bool in = false;
    for (size_t i = 0; i < n; i++) {
        ipt a = v[i], b = v[(i + 1) % n];
        if ((a.y > p.y) != (b.y > p.y)) {
            int64_t lhs = (p.x - a.x) * (b.y - a.y), rhs = (p.y - a.y) * (b.x - a.x);
            in ^= (b.y > a.y) ? lhs < rhs : lhs > rhs;
        }
    }
    return in;
}

/* The expectation from a candidate on the segment a -> b (edge `edge`, ends ia and ib). */
static expect from_cand(icand c, const ipt *v, size_t ia, size_t ib, int edge, ipt p,
                        long double *len) {
    expect x = {V, 0, {0, 0}, (long double)c.num / c.den / 4, {0, 0}, 0};
    ipt a = v[ia], b = v[ib];
    *len = sqrtl((long double)c.dd) / 2;
    if (c.region != 0) {
        size_t k = lowest_equal(v, c.region < 0 ? ia : ib);
        x.index = (int)k;
        x.point[0] = v[k].x / 2.0L;
        x.point[1] = v[k].y / 2.0L;
        return x;
    }
    long double t = (long double)c.dot / c.dd;
    x.kind = E;
    x.index = edge;
    x.w[0] = (long double)(c.dd - c.dot) / c.dd;
    x.w[1] = t;
    x.point[0] = c.num == 0 ? p.x / 2.0L : (a.x + t * (b.x - a.x)) / 2;
    x.point[1] = c.num == 0 ? p.y / 2.0L : (a.y + t * (b.y - a.y)) / 2;
    return x;
}

/* The answer of a valid polygon by the brute force: the exact minimum over the edges,
 * the lowest-dimensional feature (a vertex beats an edge at equal distance: the same
 * point), the crossing number for p strictly inside. */
static expect brute(const ipt *v, size_t n, ipt p, ishape shape, long double *len) {
    *len = 0;
    if (shape == I_POINT) {
        icand c = seg_closest(v[0], v[0], p);
        c.region = -1;
        expect x = from_cand(c, v, 0, 0, 0, p, len);
        x.flags = ISECT_DEGENERATE;
        return x;
    }
    if (shape == I_SEGMENT) { /* the header's rule for the spanning segment */
        size_t lo = 0, hi = 0;
        for (size_t k = 1; k < n; k++) {
            if (v[k].x < v[lo].x || (v[k].x == v[lo].x && v[k].y < v[lo].y))
                lo = k;
            if (v[k].x > v[hi].x || (v[k].x == v[hi].x && v[k].y > v[hi].y))
                hi = k;
        }
        size_t i = 0;
        while (!((ieq(v[i], v[lo]) || ieq(v[i], v[hi])) && !ieq(v[i], v[(i + 1) % n])))
            i++;
        size_t other = ieq(v[i], v[lo]) ? hi : lo;
        expect x = from_cand(seg_closest(v[i], v[other], p), v, i, other, (int)i, p, len);
        x.flags = ISECT_DEGENERATE;
        return x;
    }
    icand best = {0, 0, 0, 0, 0};
    expect x = {NONE, 0, {0, 0}, 0, {0, 0}, 0};
    bool have = false;
    for (size_t i = 0; i < n; i++) {
        size_t j = (i + 1) % n;
        if (ieq(v[i], v[j]))
            continue;
        icand c = seg_closest(v[i], v[j], p);
        int s = have ? cmp_dist(c, best) : -1;
        if (s < 0 || (s == 0 && c.region != 0 && x.kind == E) ||
            (s == 0 && c.region != 0 && x.kind == V &&
             lowest_equal(v, c.region < 0 ? i : j) < (size_t)x.index)) {
            long double l;
            best = c;
            x = from_cand(c, v, i, j, (int)i, p, &l);
            *len = l;
            have = true;
        }
    }
    if (best.num != 0 && crossing_inside(v, n, p)) {
        expect f = {F, 0, {p.x / 2.0L, p.y / 2.0L}, 0, {0, 0}, 0};
        *len = 0;
        return f;
    }
    return x;
}

/* Asks the library about v, p and checks it against the brute force. */
static void check_random(const char *what, const ipt *v, size_t n, ipt p) {
    isect_vec2 w[MAX_V];
    for (size_t i = 0; i < n; i++)
        w[i] = to_vec(v[i]);
    isect_vec2 q = to_vec(p);
    isect_closest_feature_result2 r = ask(w, n, q);
    ishape shape = brute_shape(v, n);
    if (shape == I_INVALID) {
        isect_poly2 poly = {w, n};
        expect_invalid(what, q, &poly);
        return;
    }
    long double len;
    expect x = brute(v, n, p, shape, &len);
    if ((int)r.feature_b.kind != x.kind || r.feature_b.index != x.index) { /* for the report */
        for (size_t i = 0; i < n; i++)
            print_message("v%zu = %lld %lld\n", i, (long long)v[i].x, (long long)v[i].y);
        print_message("p = %lld %lld\n", (long long)p.x, (long long)p.y);
    }
    check(what, 0, w, n, q, r, &x, len);
    /* an edge outside: the segment query's own answer, bit for bit */
    if (shape == I_CONVEX && x.kind == E && x.dist_sq > 0) {
        isect_seg2 s = {w[x.index], w[(size_t)(x.index + 1) % n]};
        isect_closest_result2 c = isect_closest_point2_seg2(q, &s);
        if (!same_bits(c.dist_sq, r.dist_sq) || !same_bits(c.point_b.x, r.point_b.x) ||
            !same_bits(c.point_b.y, r.point_b.y) || !same_bits(c.t, r.bary_b[1]))
            fail_msg("%s: edge %d differs from isect_closest_point2_seg2", what, x.index);
    }
}

/* The convex hull of the points, counterclockwise, without collinear points (Andrew). */
static size_t hull(ipt *pts, size_t n, ipt *out) {
    for (size_t i = 1; i < n; i++) /* insertion sort by (x, y) */
        for (size_t j = i; j > 0 && (pts[j].x < pts[j - 1].x ||
                                     (pts[j].x == pts[j - 1].x && pts[j].y < pts[j - 1].y));
             j--) {
            ipt t = pts[j];
            pts[j] = pts[j - 1];
            pts[j - 1] = t;
        }
    size_t k = 0;
    for (size_t i = 0; i < n; i++) {
        while (k >= 2 && icross(out[k - 2], out[k - 1], pts[i]) <= 0)
            k--;
        out[k++] = pts[i];
    }
    for (size_t i = n - 1, low = k + 1; i-- > 0;) {
        while (k >= low && icross(out[k - 2], out[k - 1], pts[i]) <= 0)
            k--;
        out[k++] = pts[i];
    }
    return k > 1 ? k - 1 : k;
}

/* Points to ask about a polygon: anywhere, its vertices, its edges' midpoints, points on
 * its edges' lines beyond their ends, and on the boundaries of the vertex regions. */
static ipt pick_point(const ipt *v, size_t n, int64_t range) {
    size_t i = (size_t)rnd_in(0, (int64_t)n - 1), j = (i + 1) % n;
    ipt a = v[i], b = v[j];
    int64_t dx = b.x - a.x, dy = b.y - a.y;
    switch (rnd() % 8) {
    case 0: return a;
    case 1: return (ipt){(a.x + b.x) / 2, (a.y + b.y) / 2};
    case 2: return (ipt){a.x - dx, a.y - dy};
    case 3: return (ipt){a.x + dy, a.y - dx};
    case 4: return (ipt){b.x - dy, b.y + dx};
    case 5: return (ipt){a.x + dy / 2 + dx / 4, a.y - dx / 2 + dy / 4};
    default: return (ipt){rnd_in(-range, range), rnd_in(-range, range)};
    }
}

static void random_convex(void **state) {
    (void)state;
    long polygons = 0, points = 0, stars = 0;
    for (int round = 0; round < 4000; round++) {
        ipt pts[24], h[24], v[MAX_V];
        size_t np = (size_t)rnd_in(3, 20);
        int64_t range = round % 4 == 0 ? 6 : 1000;
        for (size_t i = 0; i < np; i++) /* even: integer coordinates */
            pts[i] = (ipt){2 * rnd_in(-range, range), 2 * rnd_in(-range, range)};
        size_t nh = hull(pts, np, h);
        if (nh < 3)
            continue;
        /* collinear vertices inserted at midpoints, vertices repeated */
        size_t n = 0;
        for (size_t i = 0; i < nh && n + 3 < MAX_V; i++) {
            v[n++] = h[i];
            if (rnd() % 4 == 0)
                v[n++] = h[i];
            if (rnd() % 4 == 0)
                v[n++] = (ipt){(h[i].x + h[(i + 1) % nh].x) / 2, (h[i].y + h[(i + 1) % nh].y) / 2};
        }
        /* either orientation, any first vertex */
        ipt w[MAX_V];
        size_t shift = (size_t)rnd_in(0, (int64_t)n - 1);
        bool reverse = rnd() % 2;
        for (size_t m = 0; m < n; m++)
            w[m] = v[reverse ? (2 * n - 1 - m - shift) % n : (m + shift) % n];
        polygons++;
        for (int k = 0; k < 12; k++, points++)
            check_random("random convex", w, n, pick_point(w, n, 6 * range));
        /* the hull's vertices taken two or three at a time: a star, winding more than once */
        for (size_t step = 2; step <= 3; step++) {
            if (nh < 2 * step + 1 || nh % step == 0)
                continue;
            for (size_t m = 0; m < nh; m++)
                w[m] = h[(m * step) % nh];
            check_random("random star", w, nh, pick_point(w, nh, 6 * range));
            stars++;
        }
    }
    print_message("random convex: %ld polygons, %ld points; %ld stars\n", polygons, points, stars);
}

/* Random polygons on a small grid: mostly not convex, many collinear or with repeats. */
static void random_grid(void **state) {
    (void)state;
    long valid = 0, invalid = 0;
    for (int round = 0; round < 40000; round++) {
        ipt v[8];
        size_t n = (size_t)rnd_in(3, 7);
        for (size_t i = 0; i < n; i++)
            v[i] = (ipt){2 * rnd_in(0, 3), 2 * rnd_in(0, 3)};
        if (rnd() % 3 == 0) /* make it more often a convex or collinear one */
            for (size_t i = 0; i < n; i++)
                v[i] = (ipt){2 * rnd_in(0, 1), 2 * rnd_in(0, 1)};
        brute_shape(v, n) == I_INVALID ? invalid++ : valid++;
        for (int k = 0; k < 3; k++)
            check_random("random grid", v, n, (ipt){rnd_in(-2, 8), rnd_in(-2, 8)});
    }
    print_message("random grid: %ld valid, %ld invalid polygons\n", valid, invalid);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(square_regions),    cmocka_unit_test(hexagon_regions),
        cmocka_unit_test(regular_hexagon),   cmocka_unit_test(straight_run),
        cmocka_unit_test(repeated_vertices), cmocka_unit_test(collinear_and_coincident),
        cmocka_unit_test(not_convex),        cmocka_unit_test(invalid_input),
        cmocka_unit_test(signed_zeros),      cmocka_unit_test(edge_is_the_segment),
        cmocka_unit_test(random_convex),     cmocka_unit_test(random_grid),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
