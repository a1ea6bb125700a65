/* Generators for the triangle queries; see gen_triangle.h. */
#include "gen_triangle.h"

#include <math.h>
#include <string.h>

#include "isect/config.h"

#if ISECT_USE_DOUBLE
#define SCALE_RANGE 400
#else
#define SCALE_RANGE 40
#endif

/* ---- Uniform ------------------------------------------------------------------------- */

static void uniform_point(gen_rng *rng, double lo, double hi, double out[3]) {
    for (int i = 0; i < 3; i++)
        out[i] = gen_range(rng, lo, hi);
}

void gen_triangle_uniform(gen_rng *rng, int kind, bool quad, gen_triangle_case *out) {
    memset(out, 0, sizeof *out);
    out->kind = kind;
    out->quad = quad;
    double v[4][3], p[3], x[3];
    for (int k = 0; k < 3; k++)
        uniform_point(rng, -10, 10, v[k]);
    if (gen_u64(rng) & 1) { /* nearly a parallelogram */
        for (int i = 0; i < 3; i++)
            v[3][i] = v[0][i] + v[2][i] - v[1][i] + gen_range(rng, -1, 1);
    } else {
        uniform_point(rng, -10, 10, v[3]);
    }
    /* a target point in one half: inside (60%) or around it */
    int h = quad ? (int)(gen_u64(rng) & 1) : 0;
    const double *A = v[0], *B = v[h ? 2 : 1], *C = v[h ? 3 : 2];
    double s, t;
    if (gen_unit(rng) < 0.6) {
        s = gen_unit(rng);
        t = gen_unit(rng);
        if (s + t > 1) {
            s = 1 - s;
            t = 1 - t;
        }
    } else {
        s = gen_range(rng, -1, 2);
        t = gen_range(rng, -1, 2);
    }
    for (int i = 0; i < 3; i++)
        x[i] = A[i] + s * (B[i] - A[i]) + t * (C[i] - A[i]);
    uniform_point(rng, -10, 10, p);
    double scale = kind == 2 ? gen_range(rng, 0.3, 2) : gen_range(rng, 0.25, 4);
    if (kind == 1 && gen_unit(rng) < 0.2)
        scale = -scale;
    for (int i = 0; i < 3; i++) {
        out->a[i] = (isect_real)p[i];
        double d = (x[i] - p[i]) * scale;
        out->b[i] = (isect_real)(kind == 2 ? p[i] + d : d);
        for (int k = 0; k < 4; k++)
            out->v[k][i] = (isect_real)v[k][i];
    }
    out->family = "uniform";
}

/* ---- Integer geometry ---------------------------------------------------------------- */

static void cross_i(const int64_t u[3], const int64_t v[3], int64_t out[3]) {
    out[0] = u[1] * v[2] - u[2] * v[1];
    out[1] = u[2] * v[0] - u[0] * v[2];
    out[2] = u[0] * v[1] - u[1] * v[0];
}

static bool zero_i(const int64_t v[3]) {
    return v[0] == 0 && v[1] == 0 && v[2] == 0;
}

static void rand_vec(gen_rng *rng, int64_t lo, int64_t hi, int64_t mul, int64_t v[3]) {
    for (int i = 0; i < 3; i++)
        v[i] = mul * gen_int(rng, lo, hi);
}

/* A non-zero integer direction. */
static void rand_dir(gen_rng *rng, int64_t v[3]) {
    do
        rand_vec(rng, -8, 8, 1, v);
    while (zero_i(v));
}

/* A proper triangle with vertices multiples of 4 (axis-aligned plane a quarter of the
 * time). */
static void int_triangle(gen_rng *rng, int64_t T[3][3]) {
    int64_t e1[3], e2[3], n[3];
    do {
        for (int k = 0; k < 3; k++)
            rand_vec(rng, -6, 6, 4, T[k]);
        if (gen_int(rng, 0, 3) == 0) {
            int axis = (int)gen_int(rng, 0, 2);
            T[1][axis] = T[2][axis] = T[0][axis];
        }
        for (int i = 0; i < 3; i++) {
            e1[i] = T[1][i] - T[0][i];
            e2[i] = T[2][i] - T[0][i];
        }
        cross_i(e1, e2, n);
    } while (zero_i(n));
}

/* X = T0 + (i (T1 - T0) + j (T2 - T0)) / 4, an integer point of T's plane. */
static void tri_point(int64_t T[3][3], int64_t i, int64_t j, int64_t X[3]) {
    for (int c = 0; c < 3; c++)
        X[c] = T[0][c] + (i * (T[1][c] - T[0][c]) + j * (T[2][c] - T[0][c])) / 4;
}

/* A point of the plane chosen to be a vertex, an edge point, interior, or outside. */
static void target(gen_rng *rng, int64_t T[3][3], int64_t X[3]) {
    int64_t i, j;
    switch (gen_int(rng, 0, 4)) {
    case 0: /* a vertex */
        i = gen_int(rng, 0, 2);
        j = i == 2 ? 4 : 0;
        i = i == 1 ? 4 : 0;
        break;
    case 1: { /* a point of an edge */
        int64_t k = gen_int(rng, 1, 3), e = gen_int(rng, 0, 2);
        i = e == 0 ? k : (e == 1 ? 4 - k : 0);
        j = e == 0 ? 0 : k;
        break;
    }
    case 2: /* interior */
        i = gen_int(rng, 1, 2);
        j = gen_int(rng, 1, 3 - i);
        break;
    case 3: /* just outside an edge, or beyond a vertex */
        i = gen_int(rng, -1, 5);
        j = i < 0 || i > 4 ? gen_int(rng, -1, 5) : (gen_u64(rng) & 1 ? -1 : 5 - i);
        break;
    default:
        i = gen_int(rng, -4, 8);
        j = gen_int(rng, -4, 8);
        break;
    }
    tri_point(T, i, j, X);
}

static void set_vec(isect_real out[3], const int64_t v[3]) {
    for (int i = 0; i < 3; i++)
        out[i] = (isect_real)v[i];
}

/* The component through X along d: start X - s d, and for a segment end X + s2 d. */
static void through(gen_triangle_case *out, const int64_t X[3], const int64_t d[3], int64_t s,
                    int64_t s2) {
    for (int i = 0; i < 3; i++) {
        out->a[i] = (isect_real)(X[i] - s * d[i]);
        out->b[i] = (isect_real)(out->kind == 2 ? X[i] + s2 * d[i] : d[i]);
    }
}

/* Every coordinate of the case in one list, for nudging. */
static isect_real *coordinate(gen_triangle_case *x, int index) {
    if (index < 3)
        return &x->a[index];
    if (index < 6)
        return &x->b[index - 3];
    if (index < 18)
        return &x->v[(index - 6) / 3][(index - 6) % 3];
    return &x->twin[(index - 18) / 3][(index - 18) % 3];
}

static void scale_positions(gen_triangle_case *x, int s, int sd) {
    for (int i = 0; i < 3; i++) {
        x->a[i] = (isect_real)ldexp(x->a[i], s);
        x->b[i] = (isect_real)ldexp(x->b[i], x->kind == 2 ? s : sd);
        for (int k = 0; k < 4; k++)
            x->v[k][i] = (isect_real)ldexp(x->v[k][i], s);
        for (int k = 0; k < 3; k++)
            x->twin[k][i] = (isect_real)ldexp(x->twin[k][i], s);
    }
}

static void offset_positions(gen_triangle_case *x, const double off[3]) {
    for (int i = 0; i < 3; i++) {
        x->a[i] += (isect_real)off[i];
        if (x->kind == 2)
            x->b[i] += (isect_real)off[i];
        for (int k = 0; k < 4; k++)
            x->v[k][i] += (isect_real)off[i];
        for (int k = 0; k < 3; k++)
            x->twin[k][i] += (isect_real)off[i];
    }
}

void gen_triangle_adversarial(gen_rng *rng, int kind, bool quad, gen_triangle_case *out) {
    memset(out, 0, sizeof *out);
    out->kind = kind;
    out->quad = quad;
    int64_t Q[4][3], T[3][3], X[3], Y[3], d[3];
    int_triangle(rng, T);
    for (int k = 0; k < 3; k++)
        memcpy(Q[k], T[k], sizeof T[k]);
    /* the fourth vertex: a parallelogram, a point of the plane, or anywhere */
    int64_t q4 = gen_int(rng, 0, 2);
    if (q4 == 0) {
        for (int c = 0; c < 3; c++)
            Q[3][c] = T[0][c] + T[2][c] - T[1][c];
    } else if (q4 == 1) {
        tri_point(T, gen_int(rng, -6, 2), gen_int(rng, 0, 8), Q[3]);
    } else {
        rand_vec(rng, -6, 6, 4, Q[3]);
    }
    if (quad && (gen_u64(rng) & 1)) { /* aim at the second half (v0, v2, v3) */
        memcpy(T[1], Q[2], sizeof T[1]);
        memcpy(T[2], Q[3], sizeof T[2]);
        /* may be collinear: tri_point stays integer, the oracle decides */
    }
    int family = (int)gen_int(rng, 0, 8);
    int64_t s = gen_int(rng, 0, 3), s2 = gen_int(rng, 0, 3);
    switch (family) {
    case 0:
    case 1: /* through a vertex, an edge point, an interior or an outside point */
        target(rng, T, X);
        rand_dir(rng, d);
        if (kind == 1 && gen_int(rng, 0, 3) == 0)
            for (int c = 0; c < 3; c++)
                d[c] = -d[c]; /* heading away, unless it starts there */
        through(out, X, d, kind == 0 ? s - 1 : s, s2);
        out->family = "through-point";
        break;
    case 2: /* lying in the plane: through two points of it, often on an edge's line */
        target(rng, T, X);
        if (gen_u64(rng) & 1) {
            int64_t i = gen_int(rng, -4, 8);
            tri_point(T, i, 0, X);
            tri_point(T, gen_int(rng, -4, 8), 0, Y);
        } else {
            target(rng, T, Y);
        }
        for (int c = 0; c < 3; c++) {
            out->a[c] = (isect_real)X[c];
            out->b[c] = (isect_real)(kind == 2 ? Y[c] : Y[c] - X[c]);
        }
        out->family = "in-plane";
        break;
    case 3: { /* parallel to the plane, one unit off it */
        target(rng, T, X);
        target(rng, T, Y);
        int64_t e1[3], e2[3], n[3];
        for (int c = 0; c < 3; c++) {
            e1[c] = T[1][c] - T[0][c];
            e2[c] = T[2][c] - T[0][c];
        }
        cross_i(e1, e2, n);
        int axis = n[0] ? 0 : (n[1] ? 1 : 2);
        int64_t off = gen_u64(rng) & 1 ? 1 : -1;
        for (int c = 0; c < 3; c++) {
            int64_t o = c == axis ? off : 0;
            out->a[c] = (isect_real)(X[c] + o);
            out->b[c] = (isect_real)(kind == 2 ? Y[c] + o : Y[c] - X[c]);
        }
        out->family = "parallel-off";
        break;
    }
    case 4: { /* through a point of the edge v0 v1 shared with a twin on its other side */
        int64_t D[3];
        if (gen_u64(rng) & 1)
            for (int c = 0; c < 3; c++)
                D[c] = T[0][c] + T[1][c] - T[2][c];
        else
            rand_vec(rng, -6, 6, 4, D);
        tri_point(T, gen_int(rng, 0, 4), 0, X);
        rand_dir(rng, d);
        through(out, X, d, kind == 0 ? s - 1 : (s ? s : 1), s2 ? s2 : 1);
        set_vec(out->twin[0], T[1]);
        set_vec(out->twin[1], T[0]);
        set_vec(out->twin[2], D);
        out->has_twin = true;
        out->family = "shared-edge";
        break;
    }
    case 5: { /* a collinear triangle (possibly a point) */
        int64_t A[3], w[3];
        rand_vec(rng, -6, 6, 4, A);
        rand_vec(rng, -3, 3, 1, w);
        int64_t i = gen_int(rng, -3, 3), j = gen_int(rng, -3, 3), m = gen_int(rng, -4, 4);
        for (int c = 0; c < 3; c++) {
            T[0][c] = A[c];
            T[1][c] = A[c] + i * w[c];
            T[2][c] = A[c] + j * w[c];
            X[c] = A[c] + m * w[c];
        }
        int64_t how = gen_int(rng, 0, 2);
        if (how == 0 || zero_i(w)) { /* across a point of the span's line */
            rand_dir(rng, d);
            through(out, X, d, kind == 0 ? s - 1 : s, s2);
        } else if (how == 1) { /* along it */
            int64_t m2 = gen_int(rng, -4, 4);
            for (int c = 0; c < 3; c++) {
                out->a[c] = (isect_real)X[c];
                out->b[c] = (isect_real)(kind == 2 ? A[c] + m2 * w[c] : (m2 - m) * w[c]);
            }
        } else { /* a random component */
            rand_vec(rng, -24, 24, 1, X);
            rand_dir(rng, d);
            through(out, X, d, s, s2);
        }
        if (quad) { /* put the collinear triple in one of the halves */
            for (int k = 0; k < 3; k++)
                memcpy(Q[k], T[k], sizeof T[k]);
        }
        out->family = "collinear";
        break;
    }
    case 6: { /* a nearly collinear triangle: c = a + 7 (b - a), one ulp off */
        for (int c = 0; c < 3; c++)
            T[2][c] = T[0][c] + 7 * (T[1][c] - T[0][c]);
        for (int c = 0; c < 3; c++)
            X[c] = T[0][c] + gen_int(rng, -2, 9) * (T[1][c] - T[0][c]);
        rand_dir(rng, d);
        through(out, X, d, kind == 0 ? s - 1 : s, s2);
        out->family = "near-collinear";
        break;
    }
    case 7: { /* a point: zero-length segment or zero direction */
        target(rng, T, X);
        if (gen_u64(rng) & 1)
            X[gen_int(rng, 0, 2)] += 1;
        for (int c = 0; c < 3; c++) {
            out->a[c] = (isect_real)X[c];
            out->b[c] = kind == 2 ? out->a[c] : 0;
        }
        out->family = "point";
        break;
    }
    default: /* a segment ending exactly on the triangle (rays and lines: starting on it) */
        target(rng, T, X);
        rand_dir(rng, d);
        if (kind == 2) {
            through(out, X, d, s ? s : 1, 0);
            if (gen_u64(rng) & 1) /* reversed: starting on it */
                for (int c = 0; c < 3; c++) {
                    isect_real t = out->a[c];
                    out->a[c] = out->b[c];
                    out->b[c] = t;
                }
        } else {
            through(out, X, d, 0, 0);
        }
        out->family = "end-on";
        break;
    }
    if (quad && family == 6) /* the nearly collinear triple is the first half */
        for (int k = 0; k < 3; k++)
            memcpy(Q[k], T[k], sizeof T[k]);
    out->has_twin = out->has_twin && !quad;
    for (int k = 0; k < 4; k++)
        set_vec(out->v[k], Q[k]);
    if (!quad) /* a triangle query reads the (possibly modified) T */
        for (int k = 0; k < 3; k++)
            set_vec(out->v[k], T[k]);
    if (family == 6) {
        int c = (int)gen_int(rng, 0, 2);
        out->v[2][c] = gen_ulps(out->v[2][c], gen_u64(rng) & 1 ? 1 : -1);
    }
    int twist = (int)gen_int(rng, 0, 5);
    if (twist == 0) { /* nudge one coordinate by a few ulps */
        int n = out->has_twin ? 27 : 18;
        isect_real *v = coordinate(out, (int)gen_int(rng, 0, n - 1));
        int k = (int)gen_int(rng, -3, 3);
        *v = gen_ulps(*v, k == 0 ? 1 : k);
    } else if (twist == 1) { /* move far from the origin */
        double o = (gen_u64(rng) & 1) ? 1e5 : 1e8, off[3];
        for (int i = 0; i < 3; i++)
            off[i] = (gen_u64(rng) & 1) ? o : -o;
        offset_positions(out, off);
    } else if (twist == 2) { /* scale the whole configuration */
        int sc = (int)gen_int(rng, -SCALE_RANGE, SCALE_RANGE);
        scale_positions(out, sc,
                        gen_u64(rng) & 1 ? sc : (int)gen_int(rng, -SCALE_RANGE, SCALE_RANGE));
    }
}

void gen_triangle_invalid(gen_rng *rng, int kind, bool quad, gen_triangle_case *out) {
    gen_triangle_uniform(rng, kind, quad, out);
    int n = quad ? 18 : 15;
    isect_real bad = (gen_u64(rng) & 1) ? (isect_real)NAN : (isect_real)INFINITY;
    if (gen_u64(rng) & 1)
        bad = -bad;
    *coordinate(out, (int)gen_int(rng, 0, n - 1)) = bad;
    out->family = "non-finite";
}

int gen_triangle_lengths(gen_triangle_case *x, isect_real **v) {
    int n = 0;
    for (int i = 0; i < 3; i++) {
        v[n++] = &x->a[i];
        v[n++] = &x->b[i];
        for (int k = 0; k < (x->quad ? 4 : 3); k++)
            v[n++] = &x->v[k][i];
        for (int k = 0; x->has_twin && k < 3; k++)
            v[n++] = &x->twin[k][i];
    }
    return n;
}
