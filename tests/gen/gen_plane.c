/* Generators for the plane queries; see gen_plane.h. */
#include "gen_plane.h"

#include <math.h>
#include <string.h>

#include "isect/config.h"

#if ISECT_USE_DOUBLE
#define SCALE_RANGE 400
#else
#define SCALE_RANGE 40
#endif

void gen_plane_uniform(gen_rng *rng, int kind, bool three, gen_plane_case *out) {
    memset(out, 0, sizeof *out);
    out->kind = kind;
    out->three = three;
    for (int i = 0; i < 3; i++) {
        out->a[i] = (isect_real)gen_range(rng, -10, 10);
        out->b[i] = (isect_real)(kind == 2 ? gen_range(rng, -10, 10) : gen_range(rng, -4, 4));
        out->n[i] = (isect_real)gen_range(rng, -1, 1);
        out->pa[i] = (isect_real)gen_range(rng, -10, 10);
        out->pb[i] = (isect_real)gen_range(rng, -10, 10);
        out->pc[i] = (isect_real)gen_range(rng, -10, 10);
    }
    out->o = (isect_real)gen_range(rng, -10, 10);
    out->family = "uniform";
}

static void int_vec(gen_rng *rng, int64_t lo, int64_t hi, int64_t v[3]) {
    for (int i = 0; i < 3; i++)
        v[i] = gen_int(rng, lo, hi);
}

static void cross_i(const int64_t u[3], const int64_t v[3], int64_t out[3]) {
    out[0] = u[1] * v[2] - u[2] * v[1];
    out[1] = u[2] * v[0] - u[0] * v[2];
    out[2] = u[0] * v[1] - u[1] * v[0];
}

static bool is_zero(const int64_t v[3]) {
    return v[0] == 0 && v[1] == 0 && v[2] == 0;
}

/* The plane, as integer geometry: its normal N, a point X on it and two independent
 * integer directions U, V lying in it. Sets the case's plane fields. */
static void integer_plane(gen_rng *rng, gen_plane_case *out, int64_t N[3], int64_t X[3],
                          int64_t U[3], int64_t V[3]) {
    do {
        int_vec(rng, -12, 12, U);
        int_vec(rng, -12, 12, V);
        if (gen_int(rng, 0, 3) == 0) { /* axis-aligned planes are common in practice */
            int axis = (int)gen_int(rng, 0, 2);
            U[axis] = 0;
            V[axis] = 0;
        }
        cross_i(U, V, N);
    } while (is_zero(N));
    int_vec(rng, -300, 300, X);
    for (int i = 0; i < 3; i++) {
        out->n[i] = (isect_real)N[i];
        out->pa[i] = (isect_real)X[i];
        out->pb[i] = (isect_real)(X[i] + U[i]);
        out->pc[i] = (isect_real)(X[i] + V[i]);
    }
    out->o = (isect_real)(N[0] * X[0] + N[1] * X[1] + N[2] * X[2]);
}

/* The point X + i U + j V of the plane (small i, j), plus k N (off the plane). */
static void plane_point(gen_rng *rng, const int64_t N[3], const int64_t X[3], const int64_t U[3],
                        const int64_t V[3], int k, isect_real out[3]) {
    int64_t i = gen_int(rng, -6, 6), j = gen_int(rng, -6, 6);
    for (int c = 0; c < 3; c++)
        out[c] = (isect_real)(X[c] + i * U[c] + j * V[c] + k * N[c]);
}

/* A direction in the plane (i U + j V) plus k N. */
static void plane_dir(gen_rng *rng, const int64_t N[3], const int64_t U[3], const int64_t V[3],
                      int k, isect_real out[3]) {
    int64_t i = gen_int(rng, -4, 4), j = gen_int(rng, -4, 4);
    for (int c = 0; c < 3; c++)
        out[c] = (isect_real)(i * U[c] + j * V[c] + k * N[c]);
}

/* Every coordinate of the case (points, plane) in one list, for nudging and scaling. */
static isect_real *coordinate(gen_plane_case *x, int index) {
    isect_real *all[6] = {x->a, x->b, x->n, x->pa, x->pb, x->pc};
    if (index == 18)
        return &x->o;
    return &all[index / 3][index % 3];
}

static void scale_positions(gen_plane_case *x, int s) {
    for (int i = 0; i < 3; i++) {
        x->a[i] = (isect_real)ldexp(x->a[i], s);
        if (x->kind == 2)
            x->b[i] = (isect_real)ldexp(x->b[i], s);
        x->pa[i] = (isect_real)ldexp(x->pa[i], s);
        x->pb[i] = (isect_real)ldexp(x->pb[i], s);
        x->pc[i] = (isect_real)ldexp(x->pc[i], s);
    }
    x->o = (isect_real)ldexp(x->o, s);
}

void gen_plane_adversarial(gen_rng *rng, int kind, bool three, gen_plane_case *out) {
    memset(out, 0, sizeof *out);
    out->kind = kind;
    out->three = three;
    int64_t N[3], X[3], U[3], V[3];
    integer_plane(rng, out, N, X, U, V);
    int family = (int)gen_int(rng, 0, 5);
    int side = (int)gen_int(rng, -2, 2);
    switch (family) {
    case 0: /* starts on the plane */
        plane_point(rng, N, X, U, V, 0, out->a);
        if (kind == 2)
            plane_point(rng, N, X, U, V, side, out->b);
        else
            plane_dir(rng, N, U, V, side, out->b);
        out->family = "start-on-plane";
        break;
    case 1: /* ends on the plane (a segment), or heads for it */
        plane_point(rng, N, X, U, V, side, out->a);
        if (kind == 2)
            plane_point(rng, N, X, U, V, 0, out->b);
        else
            plane_dir(rng, N, U, V, -side, out->b);
        out->family = "end-on-plane";
        break;
    case 2: /* lies in the plane, or parallel just off it */
        plane_point(rng, N, X, U, V, gen_int(rng, 0, 1) ? 0 : (side ? side : 1), out->a);
        if (kind == 2) {
            isect_real d[3];
            plane_dir(rng, N, U, V, 0, d);
            for (int i = 0; i < 3; i++)
                out->b[i] = out->a[i] + d[i];
        } else {
            plane_dir(rng, N, U, V, 0, out->b);
        }
        out->family = "in-or-parallel";
        break;
    case 3: /* a point (zero-length segment or zero direction) on or off the plane */
        plane_point(rng, N, X, U, V, gen_int(rng, 0, 1) ? 0 : 1, out->a);
        for (int i = 0; i < 3; i++)
            out->b[i] = kind == 2 ? out->a[i] : 0;
        out->family = "point";
        break;
    case 4: /* a nearly collinear three-point plane (the normal form gets a tiny normal) */
        for (int i = 0; i < 3; i++) {
            out->pc[i] = out->pa[i] + 7 * (out->pb[i] - out->pa[i]);
            out->n[i] = (isect_real)ldexp((double)N[i], -30);
        }
        int k = (int)gen_int(rng, 0, 2);
        out->pc[k] = gen_ulps(out->pc[k], 1);
        out->o = (isect_real)ldexp((double)out->o, -30);
        plane_point(rng, N, X, U, V, side, out->a);
        plane_point(rng, N, X, U, V, -side, out->b);
        if (kind != 2)
            for (int i = 0; i < 3; i++)
                out->b[i] -= out->a[i];
        out->family = "near-collinear";
        break;
    default: /* crossing through a point of the plane with integer parameters */
        plane_point(rng, N, X, U, V, side ? side : 1, out->a);
        if (kind == 2) {
            for (int i = 0; i < 3; i++)
                out->b[i] = 2 * out->pa[i] - out->a[i]; /* pa is the midpoint */
        } else {
            for (int i = 0; i < 3; i++)
                out->b[i] = out->pa[i] - out->a[i];
        }
        out->family = "through-point";
        break;
    }
    int twist = (int)gen_int(rng, 0, 5);
    if (twist == 0) { /* nudge one coordinate by a few ulps */
        isect_real *v = coordinate(out, (int)gen_int(rng, 0, 18));
        int k = (int)gen_int(rng, -3, 3);
        *v = gen_ulps(*v, k == 0 ? 1 : k);
    } else if (twist == 1) { /* move far from the origin */
        double off = (gen_u64(rng) & 1) ? 1e5 : 1e8;
        for (int i = 0; i < 3; i++) {
            double t = (gen_u64(rng) & 1) ? off : -off;
            out->a[i] += (isect_real)t;
            if (kind == 2)
                out->b[i] += (isect_real)t;
            out->pa[i] += (isect_real)t;
            out->pb[i] += (isect_real)t;
            out->pc[i] += (isect_real)t;
            out->o += (isect_real)((double)out->n[i] * t);
        }
    } else if (twist == 2) { /* scale the whole configuration */
        scale_positions(out, (int)gen_int(rng, -SCALE_RANGE, SCALE_RANGE));
    } else if (twist == 3) { /* scale the normal form alone (same plane) */
        int s = (int)gen_int(rng, -SCALE_RANGE, SCALE_RANGE);
        for (int i = 0; i < 3; i++)
            out->n[i] = (isect_real)ldexp(out->n[i], s);
        out->o = (isect_real)ldexp(out->o, s);
    }
}

void gen_plane_invalid(gen_rng *rng, int kind, bool three, gen_plane_case *out) {
    gen_plane_uniform(rng, kind, three, out);
    int what = (int)gen_int(rng, 0, 2);
    if (what == 0) {
        /* a coordinate the query reads: a, b and the plane's own */
        static const int normal_form[10] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 18};
        static const int point_form[15] = {0, 1, 2, 3, 4, 5, 9, 10, 11, 12, 13, 14, 15, 16, 17};
        int index = three ? point_form[gen_int(rng, 0, 14)] : normal_form[gen_int(rng, 0, 9)];
        isect_real bad = (gen_u64(rng) & 1) ? (isect_real)NAN : (isect_real)INFINITY;
        if (gen_u64(rng) & 1)
            bad = -bad;
        *coordinate(out, index) = bad;
        out->family = "non-finite";
    } else if (three) { /* collinear points */
        int64_t k = gen_int(rng, -3, 3);
        for (int i = 0; i < 3; i++)
            out->pc[i] = out->pa[i] + (isect_real)k * (out->pb[i] - out->pa[i]);
        if (what == 2)
            for (int i = 0; i < 3; i++)
                out->pb[i] = out->pc[i] = out->pa[i];
        out->family = "collinear";
        /* the rounded combination may leave the line: the test checks validity itself */
    } else {
        for (int i = 0; i < 3; i++)
            out->n[i] = 0;
        out->family = "zero-normal";
    }
}

int gen_plane_lengths(gen_plane_case *x, isect_real **v) {
    int n = 0;
    for (int i = 0; i < 3; i++) {
        v[n++] = &x->a[i];
        v[n++] = &x->b[i];
        if (x->three) {
            v[n++] = &x->pa[i];
            v[n++] = &x->pb[i];
            v[n++] = &x->pc[i];
        }
    }
    if (!x->three)
        v[n++] = &x->o;
    return n;
}
