/* Generators for lines, rays and segments against a hull; see gen_linear_hull.h. */
#include "gen/gen_linear_hull.h"

#include <float.h>
#include <math.h>
#include <string.h>

static void clear_case(gen_linhull *out, int kind) {
    memset(out, 0, sizeof *out);
    out->kind = kind;
    out->dim = 3;
}

int gen_linhull_lengths(gen_linhull *x, isect_real **v) {
    int n = 0;
    for (int i = 0; i < x->dim; i++) {
        v[n++] = &x->a[i];
        v[n++] = &x->b[i];
    }
    if (x->box) {
        for (int i = 0; i < x->dim; i++) {
            v[n++] = &x->c[i];
            v[n++] = &x->half[i];
        }
        return n;
    }
    for (int i = 0; i < x->count; i++)
        v[n++] = &x->o[i];
    return n;
}

/* The component from a along d (p1 = a + d for a segment). */
static void set_component(gen_linhull *out, const double *a, const double *d) {
    for (int i = 0; i < 3; i++) {
        out->a[i] = (isect_real)a[i];
        out->b[i] = (isect_real)(out->kind == 2 ? a[i] + d[i] : d[i]);
    }
}

/* A random polytope about c (see the header), with `far` added to c. */
static void random_hull(gen_rng *rng, gen_linhull *out, double far, double *c) {
    for (int i = 0; i < 3; i++)
        c[i] = gen_range(rng, -5, 5) + far;
    out->count = (int)gen_int(rng, 4, GEN_HULL_PLANES);
    for (int p = 0; p < out->count; p++) {
        double n[3];
        for (int i = 0; i < 3; i++)
            n[i] = gen_range(rng, -1, 1);
        for (int i = 0; i < 3; i++)
            out->n[p][i] = (isect_real)n[i];
        out->o[p] = (isect_real)(gen_dot3(n, c) + gen_range(rng, 0.5, 4));
    }
}

static void aimed_component(gen_rng *rng, gen_linhull *out, const double *c) {
    double a[3], d[3], f = gen_range(rng, 0.25, 2.5);
    for (int i = 0; i < 3; i++) {
        a[i] = c[i] + gen_range(rng, -10, 10);
        d[i] = f * (c[i] + gen_range(rng, -5, 5) - a[i]);
    }
    set_component(out, a, d);
}

void gen_linhull_uniform(gen_rng *rng, int kind, gen_linhull *out) {
    clear_case(out, kind);
    double c[3];
    random_hull(rng, out, 0, c);
    aimed_component(rng, out, c);
    out->family = "uniform";
}

/* ---- Adversarial families ----------------------------------------------------------- */

static void add_plane(gen_linhull *out, const double *n, double o) {
    if (out->count >= GEN_HULL_PLANES)
        return;
    for (int i = 0; i < 3; i++)
        out->n[out->count][i] = (isect_real)n[i];
    out->o[out->count++] = (isect_real)o;
}

/* Per axis at -L, at L, strictly between (on the 1/8 grid) or outside by a dyadic amount. */
static void feature_point(gen_rng *rng, double L, bool inside, double *y) {
    for (int i = 0; i < 3; i++) {
        int64_t r = inside ? 4 : gen_int(rng, 0, 7);
        if (r <= 1)
            y[i] = -L;
        else if (r <= 3)
            y[i] = L;
        else if (r <= 5)
            y[i] = -L + 2 * L * (double)gen_int(rng, 1, 7) / 8;
        else
            y[i] = r == 6 ? -L - gen_dyadic(rng, 0.125, 3) : L + gen_dyadic(rng, 0.125, 3);
    }
}

/* An integer vector in [-m, m]^3, a component 0 a quarter of the time (-0 half of those). */
static void small_vec(gen_rng *rng, int m, double *v) {
    do {
        for (int i = 0; i < 3; i++) {
            v[i] = (double)gen_int(rng, -m, m);
            if (gen_int(rng, 0, 3) == 0)
                v[i] = 0;
            if (v[i] == 0 && gen_coin(rng))
                v[i] = -0.0;
        }
    } while (gen_is_zero3(v));
}

/* A plane related to plane p: a copy, a multiple, a redundant one far out, the opposite
 * (on it: a flat set; moved off: an empty set). */
static void related_plane(gen_rng *rng, gen_linhull *out, int p) {
    double n[3], o = out->o[p];
    for (int i = 0; i < 3; i++)
        n[i] = out->n[p][i];
    double s = 1;
    switch (gen_int(rng, 0, 4)) {
    case 0: /* a copy */ break;
    case 1: /* the same plane, scaled */
        s = gen_coin(rng) ? 3 : ldexp(1, (int)gen_int(rng, -4, 4));
        break;
    case 2: /* redundant, far out */ o += 64; break;
    case 3: /* opposite, on it: a flat set */ s = -1; break;
    default: /* opposite, off it: empty (or a slab) */
        s = -1;
        o += gen_coin(rng) ? 1 : -1;
        break;
    }
    for (int i = 0; i < 3; i++)
        n[i] *= s;
    add_plane(out, n, o * s);
}

static void family_feature(gen_rng *rng, gen_linhull *out) {
    double L = (double)gen_int(rng, 1, 6), y[3], d[3];
    double axes[6][3] = {{1, 0, 0}, {-1, 0, 0}, {0, 1, 0}, {0, -1, 0}, {0, 0, 1}, {0, 0, -1}};
    bool drop = gen_int(rng, 0, 4) == 0;
    for (int p = 0; p < 6; p++)
        if (!(drop && gen_coin(rng)))
            add_plane(out, axes[p], L);
    bool inside = gen_int(rng, 0, 7) == 0;
    feature_point(rng, L, inside, y);
    for (int k = (int)gen_int(rng, 0, 3); k > 0; k--) { /* planes through y */
        double n[3];
        small_vec(rng, 3, n);
        add_plane(out, n, gen_dot3(n, y));
    }
    if (out->count > 0 && gen_int(rng, 0, 4) == 0)
        related_plane(rng, out, (int)gen_int(rng, 0, out->count - 1));
    if (out->count == 0)
        add_plane(out, axes[0], L);
    if (gen_int(rng, 0, 7) == 0) { /* a point component */
        double zero[3] = {0, 0, 0};
        set_component(out, y, zero);
        for (int i = 0; i < 3 && out->kind != 2; i++)
            out->b[i] = (isect_real)(gen_coin(rng) ? -0.0 : 0.0);
        out->family = "point";
        return;
    }
    small_vec(rng, 4, d);
    if (gen_int(rng, 0, 3) == 0 && out->count > 0) { /* along a plane: n . d == 0 */
        int p = (int)gen_int(rng, 0, out->count - 1);
        double n[3] = {out->n[p][0], out->n[p][1], out->n[p][2]}, w[3];
        small_vec(rng, 2, w);
        gen_cross3(n, w, d);
        if (gen_is_zero3(d))
            small_vec(rng, 4, d);
    }
    double s = gen_int(rng, 0, 3) == 0 ? 0 : gen_dyadic(rng, -2, 2);
    double s2 = gen_int(rng, 0, 3) == 0 ? 0 : gen_dyadic(rng, -2, 2);
    if (s2 == -s)
        s2 = s + 1;
    double a[3], dd[3];
    for (int i = 0; i < 3; i++) {
        a[i] = y[i] - s * d[i];
        dd[i] = out->kind == 2 ? (s + s2) * d[i] : d[i];
    }
    set_component(out, a, dd);
    out->family = inside ? "through-inside" : "through-feature";
}

/* Real-valued geometry rounded, far from the origin a third of the time: the component
 * aimed at a point where three planes nearly meet. */
static void family_rounded(gen_rng *rng, gen_linhull *out) {
    double c[3], far = gen_int(rng, 0, 2) == 0 ? (gen_coin(rng) ? 1e5 : -1e6) : 0;
    random_hull(rng, out, far, c);
    aimed_component(rng, out, c);
    out->family = far != 0 ? "rounded-far" : "rounded";
}

/* ---- Modifiers -------------------------------------------------------------------- */

static void nudge(gen_rng *rng, gen_linhull *x) {
    isect_real *v[3 * GEN_HULL_PLANES + 6 + GEN_HULL_PLANES];
    int n = gen_linhull_lengths(x, v);
    for (int p = 0; p < x->count; p++)
        for (int i = 0; i < 3; i++)
            v[n++] = &x->n[p][i];
    for (int t = (int)gen_int(rng, 1, 2); t > 0; t--) {
        int k = (int)gen_int(rng, -4, 4);
        isect_real *p = v[gen_int(rng, 0, n - 1)];
        *p = gen_ulps(*p, k == 0 ? 1 : k);
    }
}

/* Lengths by 2^e, normals by 2^g (offsets by 2^(e + g)), a ray's direction by 2^f. */
static void magnitude(gen_rng *rng, gen_linhull *x) {
    int span = ISECT_USE_DOUBLE ? 800 : 50, gspan = ISECT_USE_DOUBLE ? 200 : 30;
    int e = (int)gen_int(rng, -span, span), g = (int)gen_int(rng, -gspan, gspan);
    int f = gen_coin(rng) ? e : (int)gen_int(rng, -span, span);
    for (int i = 0; i < 3; i++) {
        x->a[i] = (isect_real)ldexp(x->a[i], e);
        x->b[i] = (isect_real)ldexp(x->b[i], x->kind == 2 ? e : f);
    }
    for (int p = 0; p < x->count; p++) {
        for (int i = 0; i < 3; i++)
            x->n[p][i] = (isect_real)ldexp(x->n[p][i], g);
        x->o[p] = (isect_real)ldexp(x->o[p], e + g);
    }
}

void gen_linhull_adversarial(gen_rng *rng, int kind, gen_linhull *out) {
    clear_case(out, kind);
    if (gen_int(rng, 0, 9) <= 7)
        family_feature(rng, out);
    else
        family_rounded(rng, out);
    if (gen_unit(rng) < 0.25)
        nudge(rng, out);
    if (gen_unit(rng) < 0.2)
        magnitude(rng, out);
    for (int p = 0; p < out->count; p++) /* a nudge or a scaling never zeroes a normal */
        if (out->n[p][0] == 0 && out->n[p][1] == 0 && out->n[p][2] == 0)
            out->n[p][0] = 1;
}

void gen_linhull_invalid(gen_rng *rng, int kind, gen_linhull *out) {
    gen_linhull_uniform(rng, kind, out);
    static const double bad[] = {NAN, INFINITY, -INFINITY};
    int64_t what = gen_int(rng, 0, 3);
    int p = (int)gen_int(rng, 0, out->count - 1);
    if (what == 3) {
        out->n[p][0] = out->n[p][1] = out->n[p][2] = 0;
    } else {
        isect_real *v[3 * GEN_HULL_PLANES + 6 + GEN_HULL_PLANES];
        int n = gen_linhull_lengths(out, v);
        for (int i = 0; i < 3; i++)
            v[n++] = &out->n[p][i];
        *v[gen_int(rng, 0, n - 1)] = (isect_real)bad[what];
    }
    out->family = "invalid";
}

/* ---- Oriented boxes ----------------------------------------------------------------- */

static void box_clear(gen_linhull *out, int kind, int dim) {
    clear_case(out, kind);
    out->dim = dim;
    out->box = true;
    out->count = 2 * dim;
}

/* The axes from a rotation's rows (2D: row 0 and its perpendicular). */
static void box_axes(gen_linhull *out, double rot[3][3]) {
    for (int k = 0; k < out->dim; k++)
        for (int j = 0; j < out->dim; j++)
            out->axis[k][j] = (isect_real)rot[k][j];
    if (out->dim == 2) {
        out->axis[1][0] = -out->axis[0][1];
        out->axis[1][1] = out->axis[0][0];
    }
}

void gen_linhull_box_uniform(gen_rng *rng, int kind, int dim, gen_linhull *out) {
    box_clear(out, kind, dim);
    double rot[3][3], a[3] = {0, 0, 0}, d[3] = {0, 0, 0}, f = gen_range(rng, 0.25, 2.5);
    gen_rotation(rng, dim, rot);
    box_axes(out, rot);
    for (int i = 0; i < dim; i++) {
        out->c[i] = (isect_real)gen_range(rng, -10, 10);
        out->half[i] = (isect_real)gen_range(rng, 0.5, 4);
        a[i] = out->c[i] + gen_range(rng, -10, 10);
        d[i] = f * (out->c[i] + gen_range(rng, -5, 5) - a[i]);
    }
    set_component(out, a, d);
    out->family = "box-uniform";
}

/* Axes on the 2^-16 grid (2D: cos and sin of a random angle rounded to it), or a signed
 * permutation of the unit axes one time in four. */
static void grid_axes(gen_rng *rng, gen_linhull *out) {
    double rot[3][3];
    if (out->dim == 3) {
        gen_rotation_grid3(rng, rot);
    } else {
        memset(rot, 0, sizeof rot);
        if (gen_int(rng, 0, 3) == 0) { /* (+-1, 0) or (0, +-1) */
            int64_t q = gen_int(rng, 0, 3);
            rot[0][q & 1] = q & 2 ? -1 : 1;
        } else {
            double t = gen_range(rng, 0, 6.283185307179586);
            rot[0][0] = round(cos(t) * 65536) / 65536;
            rot[0][1] = round(sin(t) * 65536) / 65536;
        }
    }
    box_axes(out, rot);
}

void gen_linhull_box_adversarial(gen_rng *rng, int kind, int dim, gen_linhull *out) {
    box_clear(out, kind, dim);
    grid_axes(rng, out);
    bool flat = gen_int(rng, 0, 5) == 0;
    double s[3] = {0, 0, 0}, y[3] = {0, 0, 0}, d[3] = {0, 0, 0};
    bool inside = gen_int(rng, 0, 7) == 0;
    for (int k = 0; k < dim; k++) {
        out->c[k] = (isect_real)gen_int(rng, -8, 8);
        double h = gen_int(rng, 0, 3) == 0 ? gen_dyadic(rng, 0.125, 4) : (double)gen_int(rng, 1, 4);
        if (flat && gen_coin(rng))
            h = 0;
        out->half[k] = (isect_real)h;
        /* the feature's frame coordinate: a side, inside on the 1/8 grid, or beside */
        int64_t r = inside ? 4 : gen_int(rng, 0, 7);
        s[k] = r <= 1   ? -h
               : r <= 3 ? h
               : r <= 5 ? h * (double)gen_int(rng, -7, 7) / 8
                        : (r == 6 ? -h - gen_dyadic(rng, 0.125, 2) : h + gen_dyadic(rng, 0.125, 2));
    }
    for (int j = 0; j < dim; j++) {
        y[j] = out->c[j];
        for (int k = 0; k < dim; k++)
            y[j] += s[k] * out->axis[k][j];
    }
    int64_t how = gen_int(rng, 0, 7);
    if (how == 0) { /* the point itself */
        set_component(out, y, d);
        for (int i = 0; i < dim && kind != 2; i++)
            out->b[i] = (isect_real)(gen_coin(rng) ? -0.0 : 0.0);
        out->family = "box-point";
        return;
    }
    int k1 = (int)gen_int(rng, 0, dim - 1), k2 = (k1 + 1) % dim;
    for (int j = 0; j < dim; j++) {
        if (how <= 2) /* along an axis: parallel to the other sides */
            d[j] = out->axis[k1][j];
        else if (how == 3) /* across two sides at once: through an edge or a corner */
            d[j] = out->axis[k1][j] + (gen_coin(rng) ? 1 : -1) * out->axis[k2][j];
        else /* a small integer direction, a component 0 now and then */
            d[j] = gen_int(rng, 0, 3) == 0 ? 0 : (double)gen_int(rng, -4, 4);
    }
    if (gen_is_zero3(d))
        d[0] = 1;
    double t0 = gen_int(rng, 0, 3) == 0 ? 0 : gen_dyadic(rng, -2, 2);
    double t1 = gen_int(rng, 0, 3) == 0 ? 0 : gen_dyadic(rng, -2, 2);
    if (t1 == -t0)
        t1 = t0 + 1;
    double a[3] = {0, 0, 0}, dd[3] = {0, 0, 0};
    for (int j = 0; j < dim; j++) {
        a[j] = y[j] - t0 * d[j];
        dd[j] = kind == 2 ? (t0 + t1) * d[j] : d[j];
    }
    set_component(out, a, dd);
    out->family = inside ? "box-through-inside" : "box-through-feature";
    isect_real *v[12];
    int n = gen_linhull_lengths(out, v);
    if (gen_unit(rng) < 0.25) { /* an ulp or a few, also on an axis (still valid) */
        isect_real *w[21];
        for (int i = 0; i < n; i++)
            w[i] = v[i];
        int m = n;
        for (int k = 0; k < dim; k++)
            for (int j = 0; j < dim; j++)
                w[m++] = &out->axis[k][j];
        int u = (int)gen_int(rng, -4, 4);
        isect_real *p = w[gen_int(rng, 0, m - 1)];
        *p = gen_ulps(*p, u == 0 ? 1 : u);
        if (dim == 2) { /* keep axis[1] = perp(axis[0]) */
            out->axis[1][0] = -out->axis[0][1];
            out->axis[1][1] = out->axis[0][0];
        }
        for (int k = 0; k < dim; k++)
            out->half[k] = out->half[k] < 0 ? 0 : out->half[k];
    }
    if (gen_unit(rng) < 0.2) { /* lengths by 2^e, a ray's or line's direction by 2^f */
        int span = ISECT_USE_DOUBLE ? 900 : 60;
        int e = (int)gen_int(rng, -span, span),
            f = gen_coin(rng) ? e : (int)gen_int(rng, -span, span);
        for (int i = 0; i < dim; i++) {
            out->a[i] = (isect_real)ldexp(out->a[i], e);
            out->b[i] = (isect_real)ldexp(out->b[i], kind == 2 ? e : f);
            out->c[i] = (isect_real)ldexp(out->c[i], e);
            out->half[i] = (isect_real)ldexp(out->half[i], e);
        }
    }
}

void gen_linhull_box_invalid(gen_rng *rng, int kind, int dim, gen_linhull *out) {
    gen_linhull_box_uniform(rng, kind, dim, out);
    static const double bad[] = {NAN, INFINITY, -INFINITY};
    int64_t what = gen_int(rng, 0, 4);
    if (what == 3) {
        out->half[gen_int(rng, 0, dim - 1)] = -1;
    } else if (what == 4) {
        for (int j = 0; j < dim; j++)
            out->axis[0][j] = (isect_real)(out->axis[0][j] * 1.1);
    } else {
        isect_real *v[12];
        int n = gen_linhull_lengths(out, v);
        *v[gen_int(rng, 0, n - 1)] = (isect_real)bad[what];
    }
    out->family = "box-invalid";
}
