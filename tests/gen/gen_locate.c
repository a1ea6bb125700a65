/* Generators for point location; see gen_locate.h. */
#include "gen/gen_locate.h"

#include <float.h>
#include <math.h>
#include <string.h>

static void clear_case(gen_locate *x, int shape) {
    memset(x, 0, sizeof *x);
    x->shape = shape;
    x->dim = shape == GEN_LOC_TRI2 ? 2 : 3;
    x->count = shape == GEN_LOC_TET3 ? 4 : 3;
}

int gen_locate_lengths(gen_locate *x, isect_real **v) {
    int n = 0;
    for (int i = 0; i < x->dim; i++)
        v[n++] = &x->p[i];
    if (x->shape == GEN_LOC_HULL3) {
        for (int j = 0; j < x->count; j++)
            v[n++] = &x->o[j];
        return n;
    }
    for (int k = 0; k < x->count; k++)
        for (int i = 0; i < x->dim; i++)
            v[n++] = &x->v[k][i];
    return n;
}

/* ---- Uniform ---------------------------------------------------------------------- */

static void uniform_hull(gen_rng *rng, gen_locate *x) {
    double c[3];
    for (int i = 0; i < 3; i++)
        c[i] = gen_range(rng, -5, 5);
    x->count = (int)gen_int(rng, 4, GEN_LOC_PLANES);
    for (int j = 0; j < x->count; j++) {
        double n[3];
        do {
            for (int i = 0; i < 3; i++)
                n[i] = gen_range(rng, -1, 1);
        } while (gen_is_zero3(n));
        for (int i = 0; i < 3; i++)
            x->n[j][i] = (isect_real)n[i];
        double len = sqrt(gen_dot3(n, n));
        x->o[j] = (isect_real)(gen_dot3(n, c) + gen_range(rng, 1, 5) * len);
    }
    for (int i = 0; i < 3; i++)
        x->p[i] = (isect_real)(c[i] + gen_range(rng, -6, 6));
}

void gen_locate_uniform(gen_rng *rng, int shape, gen_locate *out) {
    clear_case(out, shape);
    out->family = "uniform";
    if (shape == GEN_LOC_HULL3) {
        uniform_hull(rng, out);
        return;
    }
    for (int k = 0; k < out->count; k++)
        for (int i = 0; i < out->dim; i++)
            out->v[k][i] = (isect_real)gen_range(rng, -10, 10);
    /* p = sum w_k v_k, the weights in [-0.3, 1] normalised to sum 1: inside about half
     * the time */
    double w[4], sum = 0;
    do {
        sum = 0;
        for (int k = 0; k < out->count; k++)
            sum += w[k] = gen_range(rng, -0.3, 1);
    } while (sum < 0.25);
    double off = shape == GEN_LOC_TRI3 ? gen_range(rng, -5, 5) : 0;
    for (int i = 0; i < out->dim; i++) {
        double c = off * gen_range(rng, -1, 1);
        for (int k = 0; k < out->count; k++)
            c += w[k] / sum * out->v[k][i];
        out->p[i] = (isect_real)c;
    }
}

/* ---- Adversarial ------------------------------------------------------------------- */

/* Weights w[0..n-1] summing to 1 on a dyadic grid: some exactly 0 (features), all
 * positive (inside) or one negative (outside). */
static void weights(gen_rng *rng, int n, double *w) {
    int64_t kind = gen_int(rng, 0, 5);
    double den = ldexp(1, (int)gen_int(rng, 1, 4)); /* grid 1/den */
    double left = den;
    for (int i = 0; i < n - 1; i++) {
        double k;
        if (kind <= 2 && gen_int(rng, 0, 1) == 0)
            k = 0; /* on a feature */
        else if (kind == 5 && i == 0)
            k = -(double)gen_int(rng, 1, 3); /* outside */
        else
            k = (double)gen_int(rng, 0, (int64_t)fmax(left, 0));
        w[i] = k;
        left -= k;
    }
    w[n - 1] = left;
    for (int i = 0; i < n; i++)
        w[i] /= den;
    /* a random permutation, so that the zero weights fall on any vertex */
    for (int i = n - 1; i > 0; i--) {
        int j = (int)gen_int(rng, 0, i);
        double t = w[i];
        w[i] = w[j];
        w[j] = t;
    }
}

static void integer_vertices(gen_rng *rng, gen_locate *x, double (*v)[3]) {
    for (int k = 0; k < x->count; k++)
        for (int i = 0; i < 3; i++)
            v[k][i] = i < x->dim ? (double)gen_int(rng, -8, 8) : 0;
}

/* Makes the shape degenerate: vertex k a dyadic combination of two others (collinear
 * for a triangle), of three (coplanar, a tetrahedron), or all vertices equal. */
static void degenerate(gen_rng *rng, gen_locate *x, double (*v)[3]) {
    int n = x->count;
    int64_t how = gen_int(rng, 0, 5);
    int k = (int)gen_int(rng, 0, n - 1);
    if (how == 0) {
        for (int j = 0; j < n; j++)
            for (int i = 0; i < 3; i++)
                v[j][i] = v[0][i];
        return;
    }
    /* the span of the first m others (m = 2: a line; tetrahedra also 3: a plane) */
    int m = n == 4 && how >= 3 ? 3 : 2;
    double w[3];
    weights(rng, m, w);
    if (gen_coin(rng))
        w[0] += 1, w[1] -= 1; /* beyond the ends too */
    double out[3] = {0, 0, 0};
    for (int j = 0, used = 0; j < n && used < m; j++) {
        if (j == k)
            continue;
        for (int i = 0; i < 3; i++)
            out[i] += w[used] * v[j][i];
        used++;
    }
    for (int i = 0; i < 3; i++)
        v[k][i] = out[i];
    if (n == 4 && m == 2 && gen_coin(rng)) { /* a tetrahedron on one line */
        int k2 = (k + 1) % n;
        for (int i = 0; i < 3; i++)
            v[k2][i] = (v[k][i] + v[(k + 2) % n][i]) / 2;
    }
}

static void adversarial_shape(gen_rng *rng, gen_locate *x) {
    double v[4][3], w[4], p[3] = {0, 0, 0};
    integer_vertices(rng, x, v);
    bool degen = gen_int(rng, 0, 5) == 0;
    if (degen)
        degenerate(rng, x, v);
    weights(rng, x->count, w);
    for (int k = 0; k < x->count; k++)
        for (int i = 0; i < 3; i++)
            p[i] += w[k] * v[k][i];
    if (x->shape == GEN_LOC_TRI3 && gen_coin(rng)) { /* off the plane, along the normal */
        double e1[3], e2[3], n[3];
        for (int i = 0; i < 3; i++) {
            e1[i] = v[1][i] - v[0][i];
            e2[i] = v[2][i] - v[0][i];
        }
        gen_cross3(e1, e2, n);
        double h = gen_dyadic(rng, -2, 2);
        for (int i = 0; i < 3; i++)
            p[i] += h * n[i];
    }
    if (degen && gen_int(rng, 0, 3) == 0) /* off the degenerate set */
        p[(int)gen_int(rng, 0, x->dim - 1)] += gen_dyadic(rng, -1, 1);
    for (int k = 0; k < x->count; k++)
        for (int i = 0; i < x->dim; i++)
            x->v[k][i] = (isect_real)v[k][i];
    for (int i = 0; i < x->dim; i++)
        x->p[i] = (isect_real)p[i];
    x->family = degen ? "degenerate" : "feature";
}

static void adversarial_hull(gen_rng *rng, gen_locate *x) {
    double c[3], n[3];
    for (int i = 0; i < 3; i++)
        c[i] = (double)gen_int(rng, -4, 4);
    x->count = (int)gen_int(rng, 1, GEN_LOC_PLANES);
    for (int j = 0; j < x->count; j++) {
        if (j > 0 && gen_int(rng, 0, 7) == 0) { /* the opposite of another: flat or empty */
            int k = (int)gen_int(rng, 0, j - 1);
            for (int i = 0; i < 3; i++)
                x->n[j][i] = -x->n[k][i];
            x->o[j] = -x->o[k] + (isect_real)gen_int(rng, -1, 1);
            continue;
        }
        do {
            for (int i = 0; i < 3; i++)
                n[i] = (double)gen_int(rng, -3, 3);
        } while (gen_is_zero3(n));
        int64_t r = gen_int(rng, -1, 3);
        r = r > 0 && gen_coin(rng) ? 0 : r; /* on the plane half of the time */
        for (int i = 0; i < 3; i++)
            x->n[j][i] = (isect_real)n[i];
        x->o[j] = (isect_real)(gen_dot3(n, c) + (double)r);
    }
    for (int i = 0; i < 3; i++)
        x->p[i] = (isect_real)(c[i] + (gen_int(rng, 0, 2) == 0 ? gen_dyadic(rng, -1, 1) : 0));
    x->family = "planes";
}

static void nudge(gen_rng *rng, isect_real **v, int n) {
    for (int t = (int)gen_int(rng, 1, 2); t > 0; t--) {
        int k = (int)gen_int(rng, -4, 4);
        isect_real *q = v[gen_int(rng, 0, n - 1)];
        *q = gen_ulps(*q, k == 0 ? 1 : k);
    }
}

/* Far from the origin: every length scaled so that the grid (2^-6 at the finest) stays
 * exact after the offset is added to the positions (the hull's offsets move by n . off). */
static void offset(gen_rng *rng, gen_locate *x, isect_real **v, int n) {
    isect_real off = gen_far_offset(rng, v, n, 6);
    for (int i = 0; i < x->dim; i++) {
        x->p[i] += off;
        for (int k = 0; k < x->count && x->shape != GEN_LOC_HULL3; k++)
            x->v[k][i] += off;
    }
    if (x->shape == GEN_LOC_HULL3)
        for (int j = 0; j < x->count; j++)
            x->o[j] += (isect_real)((double)off * (x->n[j][0] + x->n[j][1] + x->n[j][2]));
}

static void magnitude(gen_rng *rng, isect_real **v, int n) {
    int lo = ISECT_USE_DOUBLE ? -1060 : -140, hi = ISECT_USE_DOUBLE ? 1000 : 110;
    int e = (int)gen_int(rng, lo, hi);
    for (int k = 0; k < n; k++)
        *v[k] = (isect_real)ldexp(*v[k], e);
}

static void tiny(gen_rng *rng, isect_real **v, int n) {
    int lo = ISECT_USE_DOUBLE ? -1074 : -149, hi = ISECT_USE_DOUBLE ? -200 : -100;
    isect_real t = (isect_real)ldexp(1.0, (int)gen_int(rng, lo, hi));
    *v[gen_int(rng, 0, n - 1)] = gen_coin(rng) ? t : -t;
}

void gen_locate_adversarial(gen_rng *rng, int shape, gen_locate *out) {
    clear_case(out, shape);
    if (shape == GEN_LOC_HULL3)
        adversarial_hull(rng, out);
    else
        adversarial_shape(rng, out);
    isect_real *v[3 + 3 * 4 + GEN_LOC_PLANES];
    int n = gen_locate_lengths(out, v);
    if (gen_unit(rng) < 0.3)
        nudge(rng, v, n);
    if (gen_unit(rng) < 0.15)
        offset(rng, out, v, n);
    if (gen_unit(rng) < 0.2)
        magnitude(rng, v, n);
    if (gen_unit(rng) < 0.03)
        tiny(rng, v, n);
    for (int k = 0; k < n; k++) /* a zero of either sign */
        if (*v[k] == 0 && gen_int(rng, 0, 3) == 0)
            *v[k] = -*v[k];
}

void gen_locate_invalid(gen_rng *rng, int shape, gen_locate *out) {
    gen_locate_uniform(rng, shape, out);
    static const double bad[] = {NAN, INFINITY, -INFINITY};
    isect_real *v[3 + 3 * 4 + GEN_LOC_PLANES];
    int n = gen_locate_lengths(out, v);
    int64_t what = gen_int(rng, 0, shape == GEN_LOC_HULL3 ? 5 : 2);
    if (what < 3) {
        *v[gen_int(rng, 0, n - 1)] = (isect_real)bad[what];
    } else if (what == 3) {
        out->n[gen_int(rng, 0, out->count - 1)][gen_int(rng, 0, 2)] =
            (isect_real)bad[gen_int(rng, 0, 2)];
    } else if (what == 4) {
        int j = (int)gen_int(rng, 0, out->count - 1);
        out->n[j][0] = out->n[j][1] = out->n[j][2] = 0;
    } else {
        out->count = 0; /* vertices only */
    }
    out->family = "invalid";
}
