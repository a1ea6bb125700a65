/* Generators for segments against segments in the plane; see gen_segment2.h. */
#include "gen_segment2.h"

#include <math.h>
#include <stdbool.h>
#include <string.h>

#include "isect/config.h"

#if ISECT_USE_DOUBLE
#define SCALE_RANGE 900
#define REAL_EMAX 1023
#define REAL_EMIN (-1074)
#define OFFSET_BITS 40 /* an offset c 2^m, m below this, keeps the small coordinates exact */
#else
#define SCALE_RANGE 100
#define REAL_EMAX 127
#define REAL_EMIN (-149)
#define OFFSET_BITS 10
#endif

static void put(isect_real *out, double x, double y) {
    out[0] = (isect_real)x;
    out[1] = (isect_real)y;
}

static void int_vec(gen_rng *rng, int64_t lo, int64_t hi, double v[2]) {
    v[0] = (double)gen_int(rng, lo, hi);
    v[1] = (double)gen_int(rng, lo, hi);
}

/* A non-zero integer direction; vertical or horizontal now and then. */
static void direction(gen_rng *rng, double v[2]) {
    int kind = (int)gen_int(rng, 0, 5);
    do {
        int_vec(rng, -12, 12, v);
        if (kind == 0)
            v[0] = 0; /* vertical */
        else if (kind == 1)
            v[1] = 0; /* horizontal */
    } while (v[0] == 0 && v[1] == 0);
}

/* p + k v for small dyadic k: exact. */
static void along(const double *p, double k, const double *v, isect_real *out) {
    put(out, p[0] + k * v[0], p[1] + k * v[1]);
}

/* A dyadic k = m / 2^j (j <= 4), from lo to hi. */
static double dyadic(gen_rng *rng, double lo, double hi) {
    int j = (int)gen_int(rng, 0, 4);
    double s = ldexp(1, j);
    return (double)gen_int(rng, (int64_t)ceil(lo * s), (int64_t)floor(hi * s)) / s;
}

static void swap_ends(gen_rng *rng, gen_segment2_case *x) {
    for (int i = 0; i < 2; i++) {
        isect_real *u = i ? x->q0 : x->p0, *v = i ? x->q1 : x->p1;
        if (gen_u64(rng) & 1)
            for (int c = 0; c < 2; c++) {
                isect_real t = u[c];
                u[c] = v[c];
                v[c] = t;
            }
    }
}

/* Swap the roles of a and b (the answer's hit is symmetric; its t and normal are not). */
static void swap_segments(gen_rng *rng, gen_segment2_case *x) {
    if (gen_u64(rng) & 1)
        for (int c = 0; c < 2; c++) {
            isect_real t0 = x->p0[c], t1 = x->p1[c];
            x->p0[c] = x->q0[c];
            x->p1[c] = x->q1[c];
            x->q0[c] = t0;
            x->q1[c] = t1;
        }
}

static isect_real *coordinate(gen_segment2_case *x, int index) {
    isect_real *all[4] = {x->p0, x->p1, x->q0, x->q1};
    return &all[index / 2][index % 2];
}

void gen_segment2_uniform(gen_rng *rng, gen_segment2_case *out) {
    memset(out, 0, sizeof *out);
    for (int i = 0; i < 8; i++)
        *coordinate(out, i) = (isect_real)gen_range(rng, -10, 10);
    out->family = "uniform";
}

static void parallel(gen_rng *rng, gen_segment2_case *out) {
    double P[2], D[2], W[2];
    int_vec(rng, -300, 300, P);
    direction(rng, D);
    do {
        if (gen_u64(rng) & 1)
            int_vec(rng, -3, 3, W);
        else /* one step to the side */
            W[0] = -D[1] / (fabs(D[0]) + fabs(D[1])), W[1] = D[0] / (fabs(D[0]) + fabs(D[1]));
    } while (W[0] * D[1] - W[1] * D[0] == 0);
    double i0 = dyadic(rng, -4, 4), i1 = dyadic(rng, -4, 4), j0 = dyadic(rng, -4, 4);
    double j1 = dyadic(rng, -4, 4);
    along(P, i0, D, out->p0);
    along(P, i1 == i0 ? i0 + 1 : i1, D, out->p1);
    double Q[2] = {P[0] + W[0], P[1] + W[1]};
    along(Q, j0, D, out->q0);
    along(Q, j1 == j0 ? j0 - 1 : j1, D, out->q1);
    out->family = "parallel";
}

static void collinear(gen_rng *rng, gen_segment2_case *out) {
    double P[2], D[2];
    int_vec(rng, -300, 300, P);
    direction(rng, D);
    double i0 = dyadic(rng, -4, 4), i1 = dyadic(rng, -4, 4), j0 = dyadic(rng, -4, 4);
    double j1 = dyadic(rng, -4, 4);
    int kind = (int)gen_int(rng, 0, 3);
    if (kind == 0) { /* end to end */
        j0 = i1;
        out->family = "collinear-end-to-end";
    } else if (kind == 1) { /* disjoint, with a gap */
        j0 = fmax(i0, i1) + dyadic(rng, 0.0625, 2);
        j1 = j0 + dyadic(rng, 0, 3);
        out->family = "collinear-disjoint";
    } else if (kind == 2) { /* one inside the other */
        j0 = i0 + (i1 - i0) * dyadic(rng, 0, 1);
        j1 = i0 + (i1 - i0) * dyadic(rng, 0, 1);
        out->family = "collinear-inside";
    } else {
        out->family = "collinear";
    }
    along(P, i0, D, out->p0);
    along(P, i1, D, out->p1);
    along(P, j0, D, out->q0);
    along(P, j1, D, out->q1);
}

/* An end of b at p0 + k (p1 - p0): on a for k in [0, 1], just beyond it otherwise. */
static void t_junction(gen_rng *rng, gen_segment2_case *out) {
    double P[2], D[2], E[2];
    int_vec(rng, -300, 300, P);
    direction(rng, D);
    direction(rng, E);
    double k = dyadic(rng, -0.25, 1.25);
    along(P, 0, D, out->p0);
    along(P, 1, D, out->p1);
    double Q[2] = {P[0] + k * D[0], P[1] + k * D[1]};
    along(Q, 0, E, out->q0);
    along(Q, (gen_u64(rng) & 1) ? 1 : dyadic(rng, -2, 2), E, out->q1);
    out->family = "t-junction";
}

static void shared_end(gen_rng *rng, gen_segment2_case *out) {
    double P[2], D[2], E[2];
    int_vec(rng, -300, 300, P);
    direction(rng, D);
    if (gen_int(rng, 0, 3) == 0)
        E[0] = D[0] * dyadic(rng, -2, 2), E[1] = D[1] * dyadic(rng, -2, 2); /* maybe on a line */
    else
        direction(rng, E);
    along(P, 0, D, out->p0);
    along(P, 1, D, out->p1);
    along(P, 0, E, out->q0); /* b starts at p0 (swap_ends moves the shared end) */
    along(P, 1, E, out->q1);
    out->family = "shared-end";
}

/* a a point (b, after swap_segments, now and then). */
static void point(gen_rng *rng, gen_segment2_case *out) {
    double P[2], D[2], E[2];
    int_vec(rng, -300, 300, P);
    direction(rng, D);
    along(P, 0, D, out->q0);
    along(P, 1, D, out->q1);
    int kind = (int)gen_int(rng, 0, 4);
    double k = kind == 0   ? dyadic(rng, 0, 1)
               : kind == 1 ? (double)gen_int(rng, 0, 1)
                           : dyadic(rng, -1, 2);
    double X[2] = {P[0] + k * D[0], P[1] + k * D[1]};
    if (kind == 3) { /* off the line */
        direction(rng, E);
        X[0] += E[0] / 16;
        X[1] += E[1] / 16;
    }
    along(X, 0, D, out->p0);
    along(X, 0, D, out->p1);
    if (kind == 4) { /* both points: equal, or a sixteenth of D apart */
        along(X, (gen_u64(rng) & 1) ? 0 : 0.0625, D, out->q0);
        memcpy(out->q1, out->q0, sizeof out->q0);
    }
    static const char *names[5] = {"point-on", "point-at-end", "point-on-line", "point-off",
                                   "two-points"};
    out->family = names[kind];
}

/* A proper crossing at the integer point X (or an end of a or b at X). */
static void crossing(gen_rng *rng, gen_segment2_case *out) {
    double X[2], U[2], V[2];
    int_vec(rng, -300, 300, X);
    do {
        direction(rng, U);
        direction(rng, V);
    } while (U[0] * V[1] - U[1] * V[0] == 0);
    along(X, -dyadic(rng, 0, 4), U, out->p0);
    along(X, dyadic(rng, 0, 4), U, out->p1);
    along(X, -dyadic(rng, 0, 4), V, out->q0);
    along(X, dyadic(rng, 0, 4), V, out->q1);
    out->family = "crossing";
}

/* Rounded from real geometry: b through a point of a near its end, or near p0 itself. */
static void rounded(gen_rng *rng, gen_segment2_case *out) {
    double P[2] = {gen_range(rng, -10, 10), gen_range(rng, -10, 10)};
    double ang = gen_range(rng, 0, 6.283185307179586), ang2 = gen_range(rng, 0, 6.283185307179586);
    double D[2] = {cos(ang) * gen_range(rng, 0.1, 10), sin(ang) * gen_range(rng, 0.1, 10)};
    double E[2] = {cos(ang2), sin(ang2)};
    int kind = (int)gen_int(rng, 0, 2);
    double k = kind == 0   ? gen_unit(rng)
               : kind == 1 ? ldexp(gen_unit(rng), -(int)gen_int(rng, 10, 60))
                           : 1 - ldexp(gen_unit(rng), -(int)gen_int(rng, 10, 30));
    double X[2] = {P[0] + k * D[0], P[1] + k * D[1]};
    put(out->p0, P[0], P[1]);
    put(out->p1, P[0] + D[0], P[1] + D[1]);
    double s0 = gen_range(rng, 0.01, 5), s1 = gen_range(rng, 0.01, 5);
    put(out->q0, X[0] - s0 * E[0], X[1] - s0 * E[1]);
    put(out->q1, X[0] + s1 * E[0], X[1] + s1 * E[1]);
    out->family = kind == 0 ? "rounded" : kind == 1 ? "rounded-near-p0" : "rounded-near-p1";
}

/* A short segment a across a long b, or the other way round, at very different scales. */
static void magnitudes(gen_rng *rng, gen_segment2_case *out) {
    double X[2], U[2], V[2];
    if (gen_u64(rng) & 1)
        X[0] = X[1] = 0;
    else
        int_vec(rng, -300, 300, X);
    do {
        direction(rng, U);
        direction(rng, V);
    } while (U[0] * V[1] - U[1] * V[0] == 0);
    int small = -(int)gen_int(rng, 0, SCALE_RANGE / 2), big = (int)gen_int(rng, 0, SCALE_RANGE / 2);
    double a = ldexp(1, small), b = ldexp(1, big);
    along(X, -a * dyadic(rng, 0, 2), U, out->p0);
    along(X, a * dyadic(rng, 0, 2), U, out->p1);
    along(X, -b * dyadic(rng, 0, 2), V, out->q0);
    along(X, b * dyadic(rng, 0, 2), V, out->q1);
    out->family = "magnitudes";
}

static double max_abs(gen_segment2_case *x) {
    double m = 0;
    for (int i = 0; i < 8; i++)
        m = fmax(m, fabs((double)*coordinate(x, i)));
    return m;
}

/* Scales every coordinate by 2^s, s lowered so that nothing overflows. */
static void scale_case(gen_segment2_case *x, int s) {
    double m = max_abs(x);
    if (m == 0)
        return;
    int top = ilogb(m);
    if (top + s > REAL_EMAX - 1)
        s = REAL_EMAX - 1 - top;
    for (int i = 0; i < 8; i++)
        *coordinate(x, i) = (isect_real)ldexp((double)*coordinate(x, i), s);
}

void gen_segment2_adversarial(gen_rng *rng, gen_segment2_case *out) {
    memset(out, 0, sizeof *out);
    switch ((int)gen_int(rng, 0, 8)) {
    case 0: parallel(rng, out); break;
    case 1: collinear(rng, out); break;
    case 2: t_junction(rng, out); break;
    case 3: shared_end(rng, out); break;
    case 4: point(rng, out); break;
    case 5: rounded(rng, out); break;
    case 6: magnitudes(rng, out); break;
    default: crossing(rng, out); break;
    }
    swap_ends(rng, out);
    swap_segments(rng, out);
    if (gen_int(rng, 0, 2) == 0) { /* nudge one or two coordinates by an ulp or two */
        int n = (int)gen_int(rng, 1, 2);
        for (int i = 0; i < n; i++) {
            isect_real *v = coordinate(out, (int)gen_int(rng, 0, 7));
            int k = (int)gen_int(rng, -2, 2);
            *v = gen_ulps(*v, k == 0 ? 1 : k);
        }
    }
    int twist = (int)gen_int(rng, 0, 6);
    if (twist == 0) { /* far from the origin, exactly */
        double off[2];
        for (int c = 0; c < 2; c++)
            off[c] = ldexp((double)gen_int(rng, -7, 7), (int)gen_int(rng, 12, OFFSET_BITS));
        for (int i = 0; i < 8; i++)
            *coordinate(out, i) += (isect_real)off[i % 2];
    } else if (twist == 1) { /* far from the origin, rounded */
        double off = (gen_u64(rng) & 1) ? 1e5 : 1e8;
        double o[2] = {(gen_u64(rng) & 1) ? off : -off, (gen_u64(rng) & 1) ? off : -off};
        for (int i = 0; i < 8; i++)
            *coordinate(out, i) = (isect_real)((double)*coordinate(out, i) + o[i % 2]);
    } else if (twist == 2) { /* scaled */
        scale_case(out, (int)gen_int(rng, -SCALE_RANGE, SCALE_RANGE));
    } else if (twist == 3) { /* near the overflow end */
        double m = max_abs(out);
        if (m > 0)
            scale_case(out, REAL_EMAX - ilogb(m) - (int)gen_int(rng, 1, 4));
    } else if (twist == 4) { /* near or into the subnormal range */
        double m = max_abs(out);
        if (m > 0)
            scale_case(out, REAL_EMIN - ilogb(m) + (int)gen_int(rng, 8, 80));
    }
}

void gen_segment2_invalid(gen_rng *rng, gen_segment2_case *out) {
    gen_segment2_uniform(rng, out);
    isect_real bad = (gen_u64(rng) & 1) ? (isect_real)NAN : (isect_real)INFINITY;
    if (gen_u64(rng) & 1)
        bad = -bad;
    *coordinate(out, (int)gen_int(rng, 0, 7)) = bad;
    out->family = "non-finite";
}

int gen_segment2_lengths(gen_segment2_case *x, isect_real **v) {
    for (int i = 0; i < 8; i++)
        v[i] = coordinate(x, i);
    return 8;
}
