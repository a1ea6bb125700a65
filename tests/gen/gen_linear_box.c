/* Generators for lines, rays and segments against boxes; see gen_linear_box.h. */
#include "gen/gen_linear_box.h"

#include <float.h>
#include <math.h>
#include <string.h>

static void clear_case(gen_linbox *out, int kind, int dim) {
    memset(out, 0, sizeof *out);
    out->kind = kind;
    out->dim = dim;
}

int gen_linbox_lengths(gen_linbox *x, isect_real **v) {
    int n = 0;
    for (int i = 0; i < x->dim; i++) {
        v[n++] = &x->a[i];
        v[n++] = &x->b[i];
        v[n++] = &x->lo[i];
        v[n++] = &x->hi[i];
    }
    return n;
}

void gen_linbox_uniform(gen_rng *rng, int kind, int dim, gen_linbox *out) {
    clear_case(out, kind, dim);
    double f = gen_range(rng, 0.25, 2.5);
    for (int i = 0; i < dim; i++) {
        out->lo[i] = (isect_real)gen_range(rng, -6, 6);
        out->hi[i] = out->lo[i] + (isect_real)gen_range(rng, 0, 8);
        out->a[i] = (isect_real)gen_range(rng, -10, 10);
        /* aimed at a point of the box widened by half its extent on each side */
        double ext = (double)out->hi[i] - out->lo[i];
        double aim = gen_range(rng, out->lo[i] - ext / 2, out->hi[i] + ext / 2) - out->a[i];
        out->b[i] = (isect_real)(kind == 2 ? out->a[i] + f * aim : f * aim);
    }
    out->family = "uniform";
}

/* ---- Adversarial families ----------------------------------------------------------- */

/* A box on small integers (dyadic extents a quarter of the time), flat on random axes a
 * sixth of the time. */
static void small_box(gen_rng *rng, gen_linbox *out) {
    bool flat = gen_int(rng, 0, 5) == 0;
    for (int i = 0; i < out->dim; i++) {
        double lo = (double)gen_int(rng, -8, 8);
        double ext =
            gen_int(rng, 0, 3) == 0 ? gen_dyadic(rng, 0.125, 4) : (double)gen_int(rng, 1, 6);
        if (flat && gen_coin(rng))
            ext = 0;
        out->lo[i] = (isect_real)lo;
        out->hi[i] = (isect_real)(lo + ext);
    }
}

/* A point of the box's chosen feature, or beside it: per axis at lo, at hi, strictly
 * between, or outside by a dyadic amount. */
static void feature_point(gen_rng *rng, const gen_linbox *x, bool inside, double *y) {
    for (int i = 0; i < x->dim; i++) {
        double lo = x->lo[i], hi = x->hi[i];
        int64_t r = inside ? 4 : gen_int(rng, 0, 7);
        if (r <= 1)
            y[i] = lo;
        else if (r <= 3)
            y[i] = hi;
        else if (r <= 5)
            y[i] = hi > lo ? lo + (hi - lo) * (double)gen_int(rng, 1, 7) / 8 : lo;
        else
            y[i] = r == 6 ? lo - gen_dyadic(rng, 0.125, 3) : hi + gen_dyadic(rng, 0.125, 3);
    }
}

/* An integer direction in [-4, 4]^dim, a component 0 or -0 a quarter of the time. */
static void small_dir(gen_rng *rng, int dim, double *d) {
    for (int i = 0; i < dim; i++) {
        d[i] = (double)gen_int(rng, -4, 4);
        if (gen_int(rng, 0, 3) == 0)
            d[i] = 0;
        if (d[i] == 0 && gen_coin(rng))
            d[i] = -0.0;
    }
}

/* The component through Y along d: origin Y - s d, or the segment Y - s d .. Y + s' d. */
static void through(gen_rng *rng, gen_linbox *out, const double *y, const double *d) {
    double s = gen_int(rng, 0, 3) == 0 ? 0 : gen_dyadic(rng, -2, 2);
    double s2 = gen_int(rng, 0, 3) == 0 ? 0 : gen_dyadic(rng, -2, 2);
    if (s2 == -s && gen_coin(rng)) /* fewer zero-length segments */
        s2 = s + 1;
    double dscale = ldexp(1, (int)gen_int(rng, -2, 2));
    for (int i = 0; i < out->dim; i++) {
        out->a[i] = (isect_real)(y[i] - s * d[i]);
        out->b[i] = (isect_real)(out->kind == 2 ? y[i] + s2 * d[i] : d[i] * dscale);
    }
}

/* Through a point of a feature (or beside the box, or inside it). */
static void family_feature(gen_rng *rng, gen_linbox *out) {
    double y[3] = {0, 0, 0}, d[3] = {0, 0, 0};
    small_box(rng, out);
    bool inside = gen_int(rng, 0, 7) == 0;
    feature_point(rng, out, inside, y);
    small_dir(rng, out->dim, d);
    through(rng, out, y, d);
    out->family = inside ? "through-inside" : "through-feature";
}

/* A point component: p1 == p0 or a direction of zeros (either sign). */
static void family_point(gen_rng *rng, gen_linbox *out) {
    double y[3] = {0, 0, 0};
    small_box(rng, out);
    feature_point(rng, out, gen_int(rng, 0, 3) == 0, y);
    for (int i = 0; i < out->dim; i++) {
        out->a[i] = (isect_real)y[i];
        out->b[i] = out->kind == 2 ? out->a[i] : (isect_real)(gen_coin(rng) ? -0.0 : 0.0);
    }
    out->family = "point";
}

/* Real-valued geometry rounded: a component aimed at a corner or an edge of a box with
 * non-dyadic bounds, so that it passes within a rounding of it. */
static void family_rounded(gen_rng *rng, gen_linbox *out) {
    double y[3], d[3];
    for (int i = 0; i < out->dim; i++) {
        double lo = gen_range(rng, -10, 10), ext = gen_range(rng, 0.1, 8);
        out->lo[i] = (isect_real)lo;
        out->hi[i] = (isect_real)(lo + ext);
        if (out->hi[i] < out->lo[i])
            out->hi[i] = out->lo[i];
        int64_t r = gen_int(rng, 0, 2);
        y[i] = r == 0 ? out->lo[i] : (r == 1 ? out->hi[i] : gen_range(rng, out->lo[i], out->hi[i]));
        d[i] = gen_range(rng, -4, 4);
    }
    double s = gen_range(rng, -3, 3), s2 = gen_range(rng, -3, 3);
    for (int i = 0; i < out->dim; i++) {
        out->a[i] = (isect_real)(y[i] - s * d[i]);
        out->b[i] = (isect_real)(out->kind == 2 ? y[i] + s2 * d[i] : d[i]);
    }
    out->family = "rounded";
}

/* ---- Modifiers -------------------------------------------------------------------- */

static void repair(gen_linbox *x) {
    for (int i = 0; i < x->dim; i++)
        if (x->hi[i] < x->lo[i])
            x->hi[i] = x->lo[i];
}

static void nudge(gen_rng *rng, gen_linbox *x, isect_real **v, int n) {
    for (int t = (int)gen_int(rng, 1, 2); t > 0; t--) {
        int k = (int)gen_int(rng, -4, 4);
        isect_real *p = v[gen_int(rng, 0, n - 1)];
        *p = gen_ulps(*p, k == 0 ? 1 : k);
    }
    repair(x);
}

/* Far from the origin: every length scaled so that the grid (2^-6 at the finest) stays
 * exact after the offset is added to the positions. */
static void offset(gen_rng *rng, gen_linbox *x, isect_real **v, int n) {
    isect_real off = (isect_real)((gen_coin(rng) ? 1e5 : 1e8) * (gen_coin(rng) ? -1 : 1));
    int mant = ISECT_USE_DOUBLE ? DBL_MANT_DIG : FLT_MANT_DIG;
    int e = ilogb(off) - (mant - 1) + 6;
    int scale = e > 0 ? e : 0;
    for (int k = 0; k < n; k++)
        *v[k] = (isect_real)ldexp(*v[k], scale);
    for (int i = 0; i < x->dim; i++) {
        x->a[i] += off;
        x->lo[i] += off;
        x->hi[i] += off;
        if (x->kind == 2)
            x->b[i] += off;
    }
}

/* Every length by one power of two, a line's or ray's direction by another. */
static void magnitude(gen_rng *rng, gen_linbox *x) {
    int lo = ISECT_USE_DOUBLE ? -1060 : -140, hi = ISECT_USE_DOUBLE ? 1000 : 110;
    int e = (int)gen_int(rng, lo, hi), f = gen_coin(rng) ? e : (int)gen_int(rng, lo, hi);
    for (int i = 0; i < x->dim; i++) {
        x->a[i] = (isect_real)ldexp(x->a[i], e);
        x->lo[i] = (isect_real)ldexp(x->lo[i], e);
        x->hi[i] = (isect_real)ldexp(x->hi[i], e);
        x->b[i] = (isect_real)ldexp(x->b[i], x->kind == 2 ? e : f);
    }
}

static void tiny(gen_rng *rng, gen_linbox *x, isect_real **v, int n) {
    int lo = ISECT_USE_DOUBLE ? -1074 : -149, hi = ISECT_USE_DOUBLE ? -200 : -100;
    isect_real t = (isect_real)ldexp(1.0, (int)gen_int(rng, lo, hi));
    *v[gen_int(rng, 0, n - 1)] = gen_coin(rng) ? t : -t;
    repair(x);
}

void gen_linbox_adversarial(gen_rng *rng, int kind, int dim, gen_linbox *out) {
    clear_case(out, kind, dim);
    int64_t pick = gen_int(rng, 0, 9);
    if (pick <= 6)
        family_feature(rng, out);
    else if (pick == 7)
        family_point(rng, out);
    else
        family_rounded(rng, out);
    isect_real *v[12];
    int n = gen_linbox_lengths(out, v);
    if (gen_unit(rng) < 0.3)
        nudge(rng, out, v, n);
    if (gen_unit(rng) < 0.15)
        offset(rng, out, v, n);
    if (gen_unit(rng) < 0.2)
        magnitude(rng, out);
    if (gen_unit(rng) < 0.03)
        tiny(rng, out, v, n);
    for (int k = 0; k < n; k++) /* a zero of either sign */
        if (*v[k] == 0 && gen_int(rng, 0, 3) == 0)
            *v[k] = -*v[k];
}

void gen_linbox_invalid(gen_rng *rng, int kind, int dim, gen_linbox *out) {
    gen_linbox_uniform(rng, kind, dim, out);
    static const double bad[] = {NAN, INFINITY, -INFINITY};
    isect_real *v[12];
    int n = gen_linbox_lengths(out, v);
    int64_t what = gen_int(rng, 0, 3);
    if (what < 3) {
        *v[gen_int(rng, 0, n - 1)] = (isect_real)bad[what];
    } else {
        int i = (int)gen_int(rng, 0, dim - 1);
        out->hi[i] = gen_coin(rng) ? gen_ulps(out->lo[i], -1) : out->lo[i] - (isect_real)0.25;
    }
    out->family = "invalid";
}
