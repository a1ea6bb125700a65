/* Generators for the closest pairs of linear components; see gen_closest_point_pairs.h. */
#include "gen_closest_point_pairs.h"

#include <math.h>
#include <string.h>

#include "isect/config.h"

#if ISECT_USE_DOUBLE
#define SCALE_RANGE 900
#define OFFSET_BITS 40
#else
#define SCALE_RANGE 90
#define OFFSET_BITS 8
#endif

static isect_real *coordinate(gen_pair_case *x, int i) {
    isect_real *all[4] = {x->a0, x->a1, x->b0, x->b1};
    return &all[i / 3][i % 3];
}

static void int_vec(gen_rng *rng, int dim, int64_t lo, int64_t hi, double *v) {
    for (int i = 0; i < 3; i++)
        v[i] = i < dim ? (double)gen_int(rng, lo, hi) : 0;
}

static void nonzero_vec(gen_rng *rng, int dim, int64_t lo, int64_t hi, double *v) {
    do
        int_vec(rng, dim, lo, hi, v);
    while (v[0] == 0 && v[1] == 0 && v[2] == 0);
}

static void put(isect_real *out, const double *v) {
    for (int i = 0; i < 3; i++)
        out[i] = (isect_real)v[i];
}

/* p + k v */
static void along(const double *p, double k, const double *v, double *out) {
    for (int i = 0; i < 3; i++)
        out[i] = p[i] + k * v[i];
}

/* Sets the four points: a from p along d over [i0, i1], b from q along e over [j0, j1]:
 * for segments the ends, for rays and lines the start and the direction (i1 - i0) d. The
 * case stores both forms' data the same way: a1 = a0 + (i1 - i0) d is the end, and the
 * direction is written when the caller's kind needs it: here always the end, and
 * set_dirs() below rewrites a1, b1 as directions. */
static void set_pair(gen_pair_case *x, const double *p, double i0, double i1, const double *d,
                     const double *q, double j0, double j1, const double *e) {
    double v[3];
    along(p, i0, d, v);
    put(x->a0, v);
    along(p, i1, d, v);
    put(x->a1, v);
    along(q, j0, e, v);
    put(x->b0, v);
    along(q, j1, e, v);
    put(x->b1, v);
}

void gen_pair_uniform(gen_rng *rng, int dim, gen_pair_case *out) {
    memset(out, 0, sizeof *out);
    for (int i = 0; i < 12; i++)
        if (i % 3 < dim)
            *coordinate(out, i) = (isect_real)gen_range(rng, -10, 10);
    out->ra = (isect_real)gen_range(rng, 0, 4);
    out->rb = (isect_real)gen_range(rng, 0, 4);
    out->family = "uniform";
}

/* Adversarial families; each writes a1, b1 as ends (see set_pair). */
static void parallel(gen_rng *rng, int dim, gen_pair_case *x) {
    double P[3], D[3], W[3], E[3];
    int_vec(rng, dim, -50, 50, P);
    nonzero_vec(rng, dim, -6, 6, D);
    if (gen_u64(rng) & 1)
        int_vec(rng, dim, -3, 3, W); /* apart, or collinear when W is along D or zero */
    else
        for (int i = 0; i < 3; i++)
            W[i] = 0;
    double k = (double)gen_int(rng, 1, 3) * ((gen_u64(rng) & 1) ? 1 : -1); /* anti-parallel */
    for (int i = 0; i < 3; i++)
        E[i] = k * D[i];
    double Q[3] = {P[0] + W[0], P[1] + W[1], P[2] + W[2]};
    double i0 = gen_dyadic(rng, -3, 3), i1 = gen_dyadic(rng, -3, 3), j0 = gen_dyadic(rng, -3, 3),
           j1 = gen_dyadic(rng, -3, 3);
    set_pair(x, P, i0, i1 == i0 ? i0 + 1 : i1, D, Q, j0, j1 == j0 ? j0 - 1 : j1, E);
    x->family = "parallel";
}

static void meeting(gen_rng *rng, int dim, gen_pair_case *x) {
    double X[3], D[3], E[3];
    int_vec(rng, dim, -50, 50, X);
    nonzero_vec(rng, dim, -6, 6, D);
    nonzero_vec(rng, dim, -6, 6, E);
    double i0 = gen_dyadic(rng, -3, 3), i1 = gen_dyadic(rng, -3, 3), j0 = gen_dyadic(rng, -3, 3),
           j1 = gen_dyadic(rng, -3, 3);
    set_pair(x, X, i0, i1 == i0 ? i0 + 1 : i1, D, X, j0, j1 == j0 ? j0 - 1 : j1, E);
    x->family = "meeting";
}

/* Skew: b's line passes through X + h n with n = D x E, so the lines' closest points are
 * X and X + h n (integers); the ranges decide whether they are clamped. */
static void skew(gen_rng *rng, int dim, gen_pair_case *x) {
    if (dim == 2) {
        meeting(rng, dim, x);
        return;
    }
    double X[3], D[3], E[3], N[3], Y[3];
    int_vec(rng, 3, -50, 50, X);
    nonzero_vec(rng, 3, -4, 4, D);
    do {
        nonzero_vec(rng, 3, -4, 4, E);
        N[0] = D[1] * E[2] - D[2] * E[1];
        N[1] = D[2] * E[0] - D[0] * E[2];
        N[2] = D[0] * E[1] - D[1] * E[0];
    } while (N[0] == 0 && N[1] == 0 && N[2] == 0);
    double h = gen_dyadic(rng, -2, 2);
    along(X, h, N, Y);
    double i0 = gen_dyadic(rng, -3, 3), i1 = gen_dyadic(rng, -3, 3), j0 = gen_dyadic(rng, -3, 3),
           j1 = gen_dyadic(rng, -3, 3);
    set_pair(x, X, i0, i1 == i0 ? i0 + 1 : i1, D, Y, j0, j1 == j0 ? j0 - 1 : j1, E);
    x->family = "skew";
}

/* b's end exactly abeam of a's end: (b0 - a0) . d == 0. */
static void abeam(gen_rng *rng, int dim, gen_pair_case *x) {
    double P[3], D[3], N[3], E[3];
    int_vec(rng, dim, -50, 50, P);
    nonzero_vec(rng, dim, -5, 5, D);
    if (dim == 2) {
        N[0] = -D[1], N[1] = D[0], N[2] = 0;
    } else {
        double V[3];
        nonzero_vec(rng, 3, -3, 3, V);
        N[0] = D[1] * V[2] - D[2] * V[1];
        N[1] = D[2] * V[0] - D[0] * V[2];
        N[2] = D[0] * V[1] - D[1] * V[0];
    }
    nonzero_vec(rng, dim, -5, 5, E);
    double Q[3];
    along(P, gen_dyadic(rng, -2, 2), N, Q);
    double i1 = (gen_u64(rng) & 1) ? 1 : -1;
    set_pair(x, P, 0, i1, D, Q, 0, gen_dyadic(rng, -2, 2) + 0.5, E);
    x->family = "abeam";
}

static void grid(gen_rng *rng, int dim, gen_pair_case *x) {
    for (int i = 0; i < 12; i++)
        if (i % 3 < dim)
            *coordinate(x, i) = (isect_real)gen_int(rng, -2, 2);
    x->family = "grid";
}

static void zero_length(gen_rng *rng, int dim, gen_pair_case *x) {
    grid(rng, dim, x);
    int which = (int)gen_int(rng, 0, 2);
    for (int i = 0; i < 3; i++) {
        if (which != 1)
            x->a1[i] = x->a0[i];
        if (which != 0)
            x->b1[i] = x->b0[i];
    }
    x->family = "zero length";
}

void gen_pair_adversarial(gen_rng *rng, int dim, gen_pair_case *out) {
    memset(out, 0, sizeof *out);
    switch (gen_int(rng, 0, 5)) {
    case 0: parallel(rng, dim, out); break;
    case 1: meeting(rng, dim, out); break;
    case 2: skew(rng, dim, out); break;
    case 3: abeam(rng, dim, out); break;
    case 4: grid(rng, dim, out); break;
    default: zero_length(rng, dim, out); break;
    }
    /* Radii: an integer split of a small integer, or a random split of a random sum. */
    if (gen_u64(rng) & 1) {
        double total = (double)gen_int(rng, 0, 8);
        double ra = gen_dyadic(rng, 0, total);
        out->ra = (isect_real)ra;
        out->rb = (isect_real)(total - ra);
    } else {
        out->ra = (isect_real)gen_range(rng, 0, 5);
        out->rb = (isect_real)gen_range(rng, 0, 5);
    }
    int after = (int)gen_int(rng, 0, 5);
    if (after == 1) { /* nudge one coordinate or radius by 1-2 ulps */
        int i = (int)gen_int(rng, 0, 12);
        int k = (int)gen_int(rng, 1, 2) * ((gen_u64(rng) & 1) ? 1 : -1);
        if (i == 12)
            out->rb = gen_ulps(out->rb, k) < 0 ? 0 : gen_ulps(out->rb, k);
        else if (i % 3 < dim)
            *coordinate(out, i) = gen_ulps(*coordinate(out, i), k);
    } else if (after == 2) { /* far from the origin, exactly: c 2^m */
        double off[3];
        int m = (int)gen_int(rng, 0, OFFSET_BITS);
        int_vec(rng, dim, -3, 3, off);
        for (int i = 0; i < 12; i++)
            if (i % 3 < dim)
                *coordinate(out, i) += (isect_real)ldexp(off[i % 3], m);
    } else if (after == 3) { /* a power-of-two scale of everything */
        int k = (int)gen_int(rng, -SCALE_RANGE, SCALE_RANGE);
        for (int i = 0; i < 12; i++)
            *coordinate(out, i) = (isect_real)ldexp(*coordinate(out, i), k);
        out->ra = (isect_real)ldexp(out->ra, k);
        out->rb = (isect_real)ldexp(out->rb, k);
    }
}

void gen_pair_invalid(gen_rng *rng, int dim, gen_pair_case *out) {
    gen_pair_uniform(rng, dim, out);
    const isect_real bad[3] = {(isect_real)NAN, (isect_real)INFINITY, -(isect_real)INFINITY};
    int which = (int)gen_int(rng, 0, 13);
    isect_real v = bad[gen_int(rng, 0, 2)];
    if (which < 12) {
        while (which % 3 >= dim)
            which--;
        *coordinate(out, which) = v;
    } else {
        isect_real r = (gen_u64(rng) & 1) ? (isect_real)NAN : -(isect_real)gen_range(rng, 0.1, 4);
        if (which == 12)
            out->ra = r;
        else
            out->rb = r;
    }
    out->family = "invalid";
}

int gen_pair_lengths(gen_pair_case *x, isect_real **v) {
    int n = 0;
    for (int i = 0; i < 12; i++)
        v[n++] = coordinate(x, i);
    v[n++] = &x->ra;
    v[n++] = &x->rb;
    return n;
}
