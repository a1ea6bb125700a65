/* Deterministic generators; see gen.h. */
#include "gen.h"

#include <float.h>
#include <math.h>
#include <stdbool.h>
#include <string.h>

/* ---- xoshiro256** (Blackman & Vigna), seeded through splitmix64 ------------------- */

static uint64_t splitmix64(uint64_t *x) {
    uint64_t z = (*x += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

void gen_seed(gen_rng *rng, uint64_t seed) {
    for (int i = 0; i < 4; i++)
        rng->s[i] = splitmix64(&seed);
}

static uint64_t rotl(uint64_t x, int k) {
    return (x << k) | (x >> (64 - k));
}

uint64_t gen_u64(gen_rng *rng) {
    uint64_t *s = rng->s;
    uint64_t result = rotl(s[1] * 5, 7) * 9;
    uint64_t t = s[1] << 17;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = rotl(s[3], 45);
    return result;
}

double gen_unit(gen_rng *rng) {
    return (double)(gen_u64(rng) >> 11) * 0x1p-53;
}

double gen_range(gen_rng *rng, double lo, double hi) {
    return lo + (hi - lo) * gen_unit(rng);
}

int64_t gen_int(gen_rng *rng, int64_t lo, int64_t hi) {
    return lo + (int64_t)(gen_u64(rng) % (uint64_t)(hi - lo + 1));
}

const double gen_bases3[4][3][3] = {{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}},
                                    {{1, 2, 2}, {2, 1, -2}, {2, -2, 1}},
                                    {{2, 3, 6}, {3, -6, 2}, {6, 2, -3}},
                                    {{1, 4, 8}, {4, 7, -4}, {8, -4, 1}}};
const double gen_bases3_len2[4] = {1, 9, 49, 81};

void gen_basis3(gen_rng *rng, int b, double A[3][3]) {
    int perm[3] = {0, 1, 2}, order[3] = {0, 1, 2};
    for (int i = 2; i > 0; i--) {
        int j = (int)gen_int(rng, 0, i), t = perm[i];
        perm[i] = perm[j];
        perm[j] = t;
        j = (int)gen_int(rng, 0, i);
        t = order[i];
        order[i] = order[j];
        order[j] = t;
    }
    double flip[3];
    for (int i = 0; i < 3; i++)
        flip[i] = (gen_u64(rng) & 1) ? -1 : 1;
    for (int a = 0; a < 3; a++) {
        double sign = (gen_u64(rng) & 1) ? -1 : 1;
        for (int i = 0; i < 3; i++)
            A[a][perm[i]] = sign * flip[i] * gen_bases3[b][order[a]][i];
    }
}

bool gen_coin(gen_rng *rng) {
    return (gen_u64(rng) & 1) != 0;
}

double gen_dyadic(gen_rng *rng, double lo, double hi) {
    int j = (int)gen_int(rng, 0, 3);
    double s = ldexp(1, j);
    return (double)gen_int(rng, (int64_t)ceil(lo * s), (int64_t)floor(hi * s)) / s;
}

void gen_cross3(const double *a, const double *b, double *out) {
    out[0] = a[1] * b[2] - a[2] * b[1];
    out[1] = a[2] * b[0] - a[0] * b[2];
    out[2] = a[0] * b[1] - a[1] * b[0];
}

double gen_dot3(const double *a, const double *b) {
    return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
}

bool gen_is_zero3(const double *v) {
    return v[0] == 0 && v[1] == 0 && v[2] == 0;
}

isect_real gen_ulps(isect_real x, int k) {
    isect_real toward = k > 0 ? (isect_real)INFINITY : -(isect_real)INFINITY;
    for (int i = 0; i < (k > 0 ? k : -k); i++) {
#if ISECT_USE_DOUBLE
        x = nextafter(x, toward);
#else
        x = nextafterf(x, toward);
#endif
    }
    return x;
}

isect_real gen_far_offset(gen_rng *rng, isect_real *const *v, int n, int grid) {
    isect_real off = (isect_real)((gen_coin(rng) ? 1e5 : 1e8) * (gen_coin(rng) ? -1 : 1));
    int mant = ISECT_USE_DOUBLE ? DBL_MANT_DIG : FLT_MANT_DIG;
    int e = ilogb(off) - (mant - 1) + grid;
    int scale = e > 0 ? e : 0;
    for (int k = 0; k < n; k++)
        *v[k] = (isect_real)ldexp(*v[k], scale);
    return off;
}

/* ---- Integer geometry ------------------------------------------------------------ */

/* An integer vector with integer length (a Pythagorean pair or quadruple). */
static int64_t pythagorean(gen_rng *rng, int dim, int64_t v[3]) {
    if (dim == 2) {
        int64_t m = gen_int(rng, 1, 24), n = gen_int(rng, 0, m - 1);
        int64_t x = m * m - n * n, y = 2 * m * n;
        if (gen_u64(rng) & 1) {
            int64_t s = x;
            x = y;
            y = s;
        }
        v[0] = (gen_u64(rng) & 1) ? -x : x;
        v[1] = (gen_u64(rng) & 1) ? -y : y;
        v[2] = 0;
        return m * m + n * n;
    }
    int64_t a, b, c, d;
    do {
        a = gen_int(rng, -7, 7);
        b = gen_int(rng, -7, 7);
        c = gen_int(rng, -7, 7);
        d = gen_int(rng, -7, 7);
    } while (a == 0 && b == 0 && c == 0 && d == 0);
    int64_t w[3] = {a * a + b * b - c * c - d * d, 2 * (a * d + b * c), 2 * (b * d - a * c)};
    int shift = (int)gen_int(rng, 0, 2); /* random rotation of the axes */
    for (int i = 0; i < 3; i++)
        v[i] = w[(i + shift) % 3];
    return a * a + b * b + c * c + d * d;
}

/* A non-zero integer vector perpendicular to w. */
static void perpendicular(gen_rng *rng, int dim, const int64_t w[3], int64_t u[3]) {
    if (dim == 2) {
        u[0] = -w[1];
        u[1] = w[0];
        u[2] = 0;
        return;
    }
    do {
        int64_t e[3] = {gen_int(rng, -3, 3), gen_int(rng, -3, 3), gen_int(rng, -3, 3)};
        u[0] = w[1] * e[2] - w[2] * e[1];
        u[1] = w[2] * e[0] - w[0] * e[2];
        u[2] = w[0] * e[1] - w[1] * e[0];
    } while (u[0] == 0 && u[1] == 0 && u[2] == 0);
}

static void random_int_vec(gen_rng *rng, int dim, int64_t lo, int64_t hi, int64_t v[3]) {
    for (int i = 0; i < 3; i++)
        v[i] = i < dim ? gen_int(rng, lo, hi) : 0;
}

static void set_case(gen_lin_ball *out, const int64_t a[3], const int64_t b[3], const int64_t c[3],
                     int64_t r) {
    for (int i = 0; i < 3; i++) {
        out->a[i] = (isect_real)(i < out->dim ? a[i] : 0);
        out->b[i] = (isect_real)(i < out->dim ? b[i] : 0);
        out->c[i] = (isect_real)(i < out->dim ? c[i] : 0);
    }
    out->r = (isect_real)r;
}

/* ---- Families -------------------------------------------------------------------- */

/* One endpoint (or the origin) exactly on the sphere. */
static void family_on_surface(gen_rng *rng, gen_lin_ball *out) {
    int64_t v[3], c[3], a[3], b[3], e[3];
    int64_t n = pythagorean(rng, out->dim, v);
    random_int_vec(rng, out->dim, -64, 64, c);
    random_int_vec(rng, out->dim, -2 * n, 2 * n, e);
    for (int i = 0; i < 3; i++) {
        a[i] = c[i] + v[i];
        b[i] = out->kind == 2 ? a[i] + e[i] : e[i];
    }
    if (out->kind == 2 && (gen_u64(rng) & 1))
        set_case(out, b, a, c, n);
    else
        set_case(out, a, b, c, n);
    out->family = "on-surface";
}

/* A component lying exactly on a tangent line of the sphere. */
static void family_tangent(gen_rng *rng, gen_lin_ball *out) {
    int64_t w[3], u[3], c[3], a[3], b[3];
    int64_t n = pythagorean(rng, out->dim, w);
    perpendicular(rng, out->dim, w, u);
    random_int_vec(rng, out->dim, -64, 64, c);
    int64_t alpha = gen_int(rng, -3, 3), beta = gen_int(rng, -3, 3);
    if (out->kind != 2 && beta == 0)
        beta = 1;
    for (int i = 0; i < 3; i++) {
        int64_t touch = c[i] + w[i];
        a[i] = touch + alpha * u[i];
        b[i] = out->kind == 2 ? touch + beta * u[i] : beta * u[i];
    }
    set_case(out, a, b, c, n);
    out->family = "tangent";
}

/* A zero-radius ball on the component (at an end, the middle, or beyond). */
static void family_zero_radius(gen_rng *rng, gen_lin_ball *out) {
    int64_t a[3], h[3], b[3], c[3];
    random_int_vec(rng, out->dim, -100, 100, a);
    random_int_vec(rng, out->dim, -20, 20, h);
    int64_t j = gen_int(rng, -1, 2);
    for (int i = 0; i < 3; i++) {
        c[i] = a[i] + j * h[i];
        b[i] = out->kind == 2 ? a[i] + 2 * h[i] : h[i];
    }
    set_case(out, a, b, c, 0);
    out->family = "zero-radius";
}

/* A single point: zero-length segment or zero direction, on or near the sphere. */
static void family_zero_length(gen_rng *rng, gen_lin_ball *out) {
    family_on_surface(rng, out);
    for (int i = 0; i < out->dim; i++)
        out->b[i] = out->kind == 2 ? out->a[i] : 0;
    out->family = "zero-length";
}

/* A component only a few ulps long (or with a tiny direction) at the surface. */
static void family_short(gen_rng *rng, gen_lin_ball *out) {
    family_tangent(rng, out);
    int i = (int)gen_int(rng, 0, out->dim - 1);
    if (out->kind == 2) {
        for (int k = 0; k < out->dim; k++)
            out->b[k] = out->a[k];
        out->b[i] = gen_ulps(out->a[i], (int)gen_int(rng, -3, 3));
    } else {
        for (int k = 0; k < out->dim; k++)
            out->b[k] = (isect_real)ldexp(out->b[k], -40);
    }
    out->family = "short";
}

/* Chords between points rounded from the sphere: close to, but not on, the surface. */
static void family_near_surface(gen_rng *rng, gen_lin_ball *out) {
    double c[3], r = gen_range(rng, 0.5, 50), p[2][3];
    for (int i = 0; i < 3; i++)
        c[i] = i < out->dim ? gen_range(rng, -100, 100) : 0;
    for (int k = 0; k < 2; k++) {
        double v[3] = {0, 0, 0}, len = 0;
        for (int i = 0; i < out->dim; i++) {
            v[i] = gen_range(rng, -1, 1);
            len += v[i] * v[i];
        }
        len = sqrt(len) + 1e-300;
        for (int i = 0; i < 3; i++)
            p[k][i] = c[i] + r * v[i] / len;
    }
    for (int i = 0; i < 3; i++) {
        out->a[i] = (isect_real)p[0][i];
        out->b[i] = (isect_real)(out->kind == 2 ? p[1][i] : p[1][i] - p[0][i]);
        out->c[i] = (isect_real)c[i];
    }
    out->r = (isect_real)r;
    out->family = "near-surface";
}

/* ---- Modifiers ------------------------------------------------------------------- */

static isect_real *pick_coordinate(gen_rng *rng, gen_lin_ball *x) {
    int which = (int)gen_int(rng, 0, 3 * x->dim);
    if (which == 3 * x->dim)
        return &x->r;
    isect_real *arrays[3] = {x->a, x->b, x->c};
    return &arrays[which / x->dim][which % x->dim];
}

static void nudge(gen_rng *rng, gen_lin_ball *x) {
    int times = (int)gen_int(rng, 1, 2);
    for (int t = 0; t < times; t++) {
        isect_real *v = pick_coordinate(rng, x);
        int k = (int)gen_int(rng, -4, 4);
        *v = gen_ulps(*v, k == 0 ? 1 : k);
        if (x->r < 0)
            x->r = 0;
    }
}

/* Move the case by about 1e5 or 1e8, first scaling its integer geometry by the offset's
 * ulp so every coordinate stays representable. */
static void offset(gen_rng *rng, gen_lin_ball *x) {
    double o = (gen_u64(rng) & 1) ? 1e5 : 1e8;
    o *= (gen_u64(rng) & 1) ? -1 : 1;
    isect_real off = (isect_real)o;
    int e = ilogb(off) - (DBL_MANT_DIG - 1);
#if !ISECT_USE_DOUBLE
    e = ilogb(off) - (FLT_MANT_DIG - 1);
#endif
    int scale = e > 0 ? e : 0;
    for (int i = 0; i < x->dim; i++) {
        x->a[i] = (isect_real)ldexp(x->a[i], scale) + off;
        x->c[i] = (isect_real)ldexp(x->c[i], scale) + off;
        x->b[i] = x->kind == 2 ? (isect_real)ldexp(x->b[i], scale) + off
                               : (isect_real)ldexp(x->b[i], scale);
    }
    x->r = (isect_real)ldexp(x->r, scale);
}

/* Scale positions and radius by one power of two, a ray's direction by another. */
static void magnitude(gen_rng *rng, gen_lin_ball *x) {
#if ISECT_USE_DOUBLE
    int lo = -1060, hi = 1000;
#else
    int lo = -140, hi = 110;
#endif
    int e = (int)gen_int(rng, lo, hi), f = (int)gen_int(rng, lo, hi);
    for (int i = 0; i < x->dim; i++) {
        x->a[i] = (isect_real)ldexp(x->a[i], e);
        x->c[i] = (isect_real)ldexp(x->c[i], e);
        x->b[i] = (isect_real)ldexp(x->b[i], x->kind == 2 ? e : f);
    }
    x->r = (isect_real)ldexp(x->r, e);
}

/* One coordinate replaced by a tiny non-zero value: stresses the exponent span. */
static void mixed(gen_rng *rng, gen_lin_ball *x) {
#if ISECT_USE_DOUBLE
    isect_real tiny = (isect_real)ldexp(1.0, (int)gen_int(rng, -1074, -300));
#else
    isect_real tiny = (isect_real)ldexp(1.0, (int)gen_int(rng, -149, -100));
#endif
    isect_real *v = pick_coordinate(rng, x);
    if (v != &x->r)
        *v = (gen_u64(rng) & 1) ? tiny : -tiny;
}

/* ---- Entry points ---------------------------------------------------------------- */

static void clear_case(gen_lin_ball *out, int kind, int dim) {
    memset(out, 0, sizeof *out);
    out->kind = kind;
    out->dim = dim;
}

void gen_lin_ball_uniform(gen_rng *rng, int kind, int dim, gen_lin_ball *out) {
    clear_case(out, kind, dim);
    for (int i = 0; i < dim; i++) {
        out->a[i] = (isect_real)gen_range(rng, -10, 10);
        out->b[i] = (isect_real)(kind == 2 ? gen_range(rng, -10, 10) : gen_range(rng, -4, 4));
        out->c[i] = (isect_real)gen_range(rng, -10, 10);
    }
    out->r = (isect_real)gen_range(rng, 0, 8);
    out->family = "uniform";
}

void gen_lin_ball_adversarial(gen_rng *rng, int kind, int dim, gen_lin_ball *out) {
    clear_case(out, kind, dim);
    switch (gen_int(rng, 0, 9)) {
    case 0:
    case 1:
    case 2: family_on_surface(rng, out); break;
    case 3:
    case 4:
    case 5: family_tangent(rng, out); break;
    case 6: family_zero_radius(rng, out); break;
    case 7: family_zero_length(rng, out); break;
    case 8: family_short(rng, out); break;
    default: family_near_surface(rng, out); break;
    }
    if (gen_unit(rng) < 0.5)
        nudge(rng, out);
    if (gen_unit(rng) < 0.2)
        offset(rng, out);
    if (gen_unit(rng) < 0.2)
        magnitude(rng, out);
    if (gen_unit(rng) < 0.03)
        mixed(rng, out);
}

void gen_lin_ball_invalid(gen_rng *rng, int kind, int dim, gen_lin_ball *out) {
    gen_lin_ball_uniform(rng, kind, dim, out);
    static const double bad[] = {NAN, INFINITY, -INFINITY};
    int what = (int)gen_int(rng, 0, 3);
    if (what == 3) {
        static const double bad_radius[] = {-1.0, -1e-300, NAN, INFINITY};
        out->r = (isect_real)bad_radius[gen_int(rng, 0, 3)];
        if (out->r == 0) /* -1e-300 rounds to -0 in float: still make it negative */
            out->r = -(isect_real)1;
    } else {
        *pick_coordinate(rng, out) = (isect_real)bad[what]; /* the radius too: all invalid */
    }
    out->family = "invalid";
}

int gen_lin_ball_lengths(gen_lin_ball *x, isect_real **v) {
    int n = 0;
    for (int i = 0; i < x->dim; i++) {
        v[n++] = &x->a[i];
        v[n++] = &x->b[i];
        v[n++] = &x->c[i];
    }
    v[n++] = &x->r;
    return n;
}

/* ---- Orientation and dot-product point sets -------------------------------------- */

static void points_clear(gen_points *out, int dim, int n) {
    memset(out, 0, sizeof *out);
    out->dim = dim;
    out->n = n;
}

static void points_uniform(gen_rng *rng, gen_points *out) {
    for (int k = 0; k < out->n; k++)
        for (int i = 0; i < out->dim; i++)
            out->p[k][i] = (isect_real)gen_range(rng, -10, 10);
    out->family = "uniform";
}

static void points_invalid(gen_rng *rng, gen_points *out) {
    static const double bad[] = {NAN, INFINITY, -INFINITY};
    points_uniform(rng, out);
    int k = (int)gen_int(rng, 0, out->n - 1), i = (int)gen_int(rng, 0, out->dim - 1);
    out->p[k][i] = (isect_real)bad[gen_int(rng, 0, 2)];
    out->family = "invalid";
}

/* Modes 0 (uniform) and 2 (invalid) are the same for every point set: true when done. */
static bool points_plain(gen_rng *rng, int mode, gen_points *out) {
    if (mode == 0)
        points_uniform(rng, out);
    else if (mode == 2)
        points_invalid(rng, out);
    return mode != 1;
}

/* The common adversarial modifiers; `positions` points are moved by offsets, the others
 * (a direction) only scaled. */
static void points_modify(gen_rng *rng, gen_points *out, int positions) {
    if (gen_unit(rng) < 0.5) { /* nudge one or two coordinates by a few ulps */
        for (int t = (int)gen_int(rng, 1, 2); t > 0; t--) {
            isect_real *v = &out->p[gen_int(rng, 0, out->n - 1)][gen_int(rng, 0, out->dim - 1)];
            int k = (int)gen_int(rng, -3, 3);
            *v = gen_ulps(*v, k == 0 ? 1 : k);
        }
    }
    if (gen_unit(rng) < 0.2) { /* far from the origin, geometry scaled to stay exact */
        isect_real off =
            (isect_real)(((gen_u64(rng) & 1) ? 1e5 : 1e8) * ((gen_u64(rng) & 1) ? -1 : 1));
        int mant = ISECT_USE_DOUBLE ? DBL_MANT_DIG : FLT_MANT_DIG;
        int e = ilogb(off) - (mant - 1);
        int scale = e > 0 ? e : 0;
        for (int k = 0; k < out->n; k++)
            for (int i = 0; i < out->dim; i++) {
                out->p[k][i] = (isect_real)ldexp(out->p[k][i], scale);
                if (k < positions)
                    out->p[k][i] += off;
            }
    }
    if (gen_unit(rng) < 0.2) { /* one power of two for positions, another for the rest */
        int lo = ISECT_USE_DOUBLE ? -1060 : -140, hi = ISECT_USE_DOUBLE ? 1000 : 110;
        int e = (int)gen_int(rng, lo, hi), f = (int)gen_int(rng, lo, hi);
        for (int k = 0; k < out->n; k++)
            for (int i = 0; i < out->dim; i++)
                out->p[k][i] = (isect_real)ldexp(out->p[k][i], k < positions ? e : f);
    }
    if (gen_unit(rng) < 0.03) { /* one tiny coordinate: stresses the exponent span */
        int lo = ISECT_USE_DOUBLE ? -1074 : -149, hi = ISECT_USE_DOUBLE ? -300 : -100;
        isect_real tiny = (isect_real)ldexp(1.0, (int)gen_int(rng, lo, hi));
        out->p[gen_int(rng, 0, out->n - 1)][gen_int(rng, 0, out->dim - 1)] =
            (gen_u64(rng) & 1) ? tiny : -tiny;
    }
}

void gen_orient(gen_rng *rng, int dim, int mode, gen_points *out) {
    points_clear(out, dim, dim + 1);
    if (points_plain(rng, mode, out))
        return;
    /* Exactly degenerate: the last point is an integer combination of the others, or the
     * same combination with real coefficients, rounded (the classic hard case). */
    double base[4][3];
    bool rounded = gen_unit(rng) < 0.4;
    for (int k = 0; k < dim; k++)
        for (int i = 0; i < 3; i++)
            base[k][i] =
                i < dim ? (rounded ? gen_range(rng, -10, 10) : (double)gen_int(rng, -50, 50)) : 0;
    double s = rounded ? gen_range(rng, -2, 3) : (double)gen_int(rng, -3, 3);
    double t = rounded ? gen_range(rng, -2, 3) : (double)gen_int(rng, -3, 3);
    for (int i = 0; i < 3; i++) {
        base[dim][i] = base[0][i] + s * (base[1][i] - base[0][i]);
        if (dim == 3)
            base[dim][i] += t * (base[2][i] - base[0][i]);
    }
    for (int k = 0; k <= dim; k++)
        for (int i = 0; i < dim; i++)
            out->p[k][i] = (isect_real)base[k][i];
    if (gen_unit(rng) < 0.3) { /* move the degenerate point into a random slot */
        int k = (int)gen_int(rng, 0, dim);
        for (int i = 0; i < 3; i++) {
            isect_real swap = out->p[k][i];
            out->p[k][i] = out->p[dim][i];
            out->p[dim][i] = swap;
        }
    }
    out->family = rounded ? "rounded-degenerate" : "exact-degenerate";
    points_modify(rng, out, dim + 1);
}

void gen_dot(gen_rng *rng, int dim, int mode, gen_points *out) {
    points_clear(out, dim, 3);
    if (points_plain(rng, mode, out))
        return;
    /* a = b + s w with w perpendicular to the integer normal v. */
    int64_t v[3], w[3], b[3];
    do {
        random_int_vec(rng, dim, -20, 20, v);
    } while (v[0] == 0 && v[1] == 0 && v[2] == 0);
    perpendicular(rng, dim, v, w);
    random_int_vec(rng, dim, -100, 100, b);
    bool rounded = gen_unit(rng) < 0.4;
    double s = rounded ? gen_range(rng, -3, 3) : (double)gen_int(rng, -3, 3);
    for (int i = 0; i < dim; i++) {
        out->p[0][i] = (isect_real)((double)b[i] + s * (double)w[i]);
        out->p[1][i] = (isect_real)b[i];
        out->p[2][i] = (isect_real)v[i];
    }
    out->family = rounded ? "rounded-perpendicular" : "exact-perpendicular";
    points_modify(rng, out, 2);
}

int gen_points_lengths(gen_points *x, isect_real **v) {
    int n = 0;
    for (int k = 0; k < x->n; k++)
        for (int i = 0; i < x->dim; i++)
            v[n++] = &x->p[k][i];
    return n;
}

/* ---- Boxes against balls and points ----------------------------------------------- */

static void box_clear(gen_box *out, int dim, int obb) {
    memset(out, 0, sizeof *out);
    out->dim = dim;
    out->obb = obb;
}

/* In 2D the second axis is perp(axis); the third row stays zero. */
static void box_fill_perp(gen_box *out) {
    if (out->dim == 2) {
        out->a[1][0] = -out->a[0][1];
        out->a[1][1] = out->a[0][0];
        out->a[1][2] = out->a[0][2] = 0;
        out->a[2][0] = out->a[2][1] = out->a[2][2] = 0;
    }
}

void gen_rotation(gen_rng *rng, int dim, double rot[3][3]) {
    memset(rot, 0, 9 * sizeof(double));
    if (dim == 2) {
        double t = gen_range(rng, 0, 6.283185307179586);
        rot[0][0] = cos(t);
        rot[0][1] = sin(t);
        rot[1][0] = -rot[0][1];
        rot[1][1] = rot[0][0];
        return;
    }
    double q[4], n = 0;
    do {
        n = 0;
        for (int i = 0; i < 4; i++) {
            q[i] = gen_range(rng, -1, 1);
            n += q[i] * q[i];
        }
    } while (n < 0.01 || n > 1);
    n = sqrt(n);
    double a = q[0] / n, b = q[1] / n, c = q[2] / n, d = q[3] / n;
    double m[3][3] = {{a * a + b * b - c * c - d * d, 2 * (b * c - a * d), 2 * (b * d + a * c)},
                      {2 * (b * c + a * d), a * a - b * b + c * c - d * d, 2 * (c * d - a * b)},
                      {2 * (b * d - a * c), 2 * (c * d + a * b), a * a - b * b - c * c + d * d}};
    memcpy(rot, m, sizeof m);
}

/* A rotation with components on the 2^-16 grid (orthonormal within about 5e-5), or a
 * signed permutation of the unit axes (exact). */
void gen_rotation_grid3(gen_rng *rng, double rot[3][3]) {
    if (gen_int(rng, 0, 3) == 0) {
        int perm[3] = {0, 1, 2};
        for (int i = 2; i > 0; i--) {
            int j = (int)gen_int(rng, 0, i), t = perm[i];
            perm[i] = perm[j];
            perm[j] = t;
        }
        memset(rot, 0, 9 * sizeof(double));
        for (int i = 0; i < 3; i++)
            rot[i][perm[i]] = gen_int(rng, 0, 1) ? -1 : 1;
        return;
    }
    gen_rotation(rng, 3, rot);
    for (int i = 0; i < 3; i++)
        for (int k = 0; k < 3; k++)
            rot[i][k] = round(rot[i][k] * 65536) / 65536;
}

/* A rotation computed in float (a quaternion's matrix in float arithmetic). */
void gen_rotation_float3(gen_rng *rng, double rot[3][3]) {
    float q[4], n;
    do {
        n = 0;
        for (int i = 0; i < 4; i++) {
            q[i] = (float)gen_range(rng, -1, 1);
            n += q[i] * q[i];
        }
    } while (n < 0.01f || n > 1);
    n = sqrtf(n);
    float a = q[0] / n, b = q[1] / n, c = q[2] / n, d = q[3] / n;
    float m[3][3] = {{a * a + b * b - c * c - d * d, 2 * (b * c - a * d), 2 * (b * d + a * c)},
                     {2 * (b * c + a * d), a * a - b * b + c * c - d * d, 2 * (c * d - a * b)},
                     {2 * (b * d - a * c), 2 * (c * d + a * b), a * a - b * b - c * c + d * d}};
    for (int i = 0; i < 3; i++)
        for (int k = 0; k < 3; k++)
            rot[i][k] = m[i][k];
}

/* Axes with components on the 2^-16 grid, orthonormal within about 5e-5: a signed
 * permutation of the identity (exact), or a rational rotation (a Pythagorean pair in 2D,
 * an integer quaternion in 3D) rounded to the grid. */
static void grid_rotation(gen_rng *rng, int dim, double rot[3][3]) {
    memset(rot, 0, 9 * sizeof(double));
    if (gen_unit(rng) < 0.4) {
        int perm[3] = {0, 1, 2};
        for (int i = dim - 1; i > 0; i--) {
            int j = (int)gen_int(rng, 0, i), t = perm[i];
            perm[i] = perm[j];
            perm[j] = t;
        }
        for (int i = 0; i < dim; i++)
            rot[i][perm[i]] = (gen_u64(rng) & 1) ? -1 : 1;
        if (dim == 2) { /* keep a[1] = perp(a[0]) */
            rot[1][0] = -rot[0][1];
            rot[1][1] = rot[0][0];
        }
        return;
    }
    if (dim == 2) {
        int64_t v[3];
        int64_t n = pythagorean(rng, 2, v);
        while (n == 0)
            n = pythagorean(rng, 2, v);
        rot[0][0] = round((double)v[0] / (double)n * 65536) / 65536;
        rot[0][1] = round((double)v[1] / (double)n * 65536) / 65536;
        rot[1][0] = -rot[0][1];
        rot[1][1] = rot[0][0];
        return;
    }
    int64_t a, b, c, d;
    do {
        a = gen_int(rng, -7, 7);
        b = gen_int(rng, -7, 7);
        c = gen_int(rng, -7, 7);
        d = gen_int(rng, -7, 7);
    } while (a == 0 && b == 0 && c == 0 && d == 0);
    double n = (double)(a * a + b * b + c * c + d * d);
    int64_t m[3][3] = {{a * a + b * b - c * c - d * d, 2 * (b * c - a * d), 2 * (b * d + a * c)},
                       {2 * (b * c + a * d), a * a - b * b + c * c - d * d, 2 * (c * d - a * b)},
                       {2 * (b * d - a * c), 2 * (c * d + a * b), a * a - b * b - c * c + d * d}};
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++)
            rot[i][j] = round((double)m[i][j] / n * 65536) / 65536;
}

static void box_set_axes(gen_box *out, double rot[3][3]) {
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++)
            out->a[i][j] = (isect_real)(i < out->dim && j < out->dim ? rot[i][j] : 0);
    box_fill_perp(out);
}

static void box_uniform(gen_rng *rng, gen_box *out) {
    int dim = out->dim;
    for (int i = 0; i < dim; i++) {
        out->c[i] = (isect_real)gen_range(rng, -15, 15);
        double lo = gen_range(rng, -10, 10), ext = gen_range(rng, 0, 8);
        out->lo[i] = (isect_real)lo;
        out->hi[i] = (isect_real)(lo + ext);
        if (out->hi[i] < out->lo[i])
            out->hi[i] = out->lo[i];
        out->center[i] = (isect_real)gen_range(rng, -10, 10);
        out->h[i] = (isect_real)gen_range(rng, 0, 4);
    }
    out->r = (isect_real)gen_range(rng, 0, 6);
    double rot[3][3];
    gen_rotation(rng, dim, rot);
    box_set_axes(out, rot);
    out->family = "uniform";
}

/* An integer excess vector e over `count` axes with integer length n (count 1: e = n). */
static int64_t excess_vector(gen_rng *rng, int count, int64_t e[3]) {
    e[0] = e[1] = e[2] = 0;
    if (count == 1) {
        e[0] = gen_int(rng, 0, 24);
        return e[0];
    }
    int64_t v[3];
    int64_t n = pythagorean(rng, count, v);
    for (int i = 0; i < count; i++)
        e[i] = v[i] < 0 ? -v[i] : v[i];
    return n;
}

/* AABB touching: integer box, the centre outside by an integer excess vector on `count`
 * axes (a face, an edge, a corner) and r its exact length; or r = 0 on the boundary. */
static void aabb_touching(gen_rng *rng, gen_box *out, int point) {
    int dim = out->dim;
    int64_t lo[3], hi[3];
    for (int i = 0; i < dim; i++) {
        lo[i] = gen_int(rng, -50, 50);
        hi[i] = gen_unit(rng) < 0.12 ? lo[i] : lo[i] + gen_int(rng, 1, 40);
    }
    int count = (int)gen_int(rng, 1, dim);
    int64_t e[3], n = excess_vector(rng, count, e);
    int perm[3] = {0, 1, 2};
    for (int i = dim - 1; i > 0; i--) {
        int j = (int)gen_int(rng, 0, i), t = perm[i];
        perm[i] = perm[j];
        perm[j] = t;
    }
    bool on = point && gen_unit(rng) < 0.7; /* r = 0 with the point on the boundary */
    for (int k = 0; k < dim; k++) {
        int i = perm[k];
        int64_t x;
        if (k < count) {
            int64_t ex = on ? 0 : e[k];
            x = (gen_u64(rng) & 1) ? hi[i] + ex : lo[i] - ex;
        } else {
            int64_t pick = gen_int(rng, 0, 4);
            x = pick == 0 ? lo[i] : (pick == 1 ? hi[i] : gen_int(rng, lo[i], hi[i]));
        }
        out->c[i] = (isect_real)x;
        out->lo[i] = (isect_real)lo[i];
        out->hi[i] = (isect_real)hi[i];
    }
    out->r = (isect_real)(on ? 0 : n);
    out->family = count == 1 ? "aabb-face" : (count == 2 ? "aabb-edge" : "aabb-corner");
}

/* OBB touching in the frame of grid axes: integer centre offset d, exact frame
 * coordinates w = d . a (on the 2^-16 grid), half extents chosen from w so that the
 * excesses on `count` axes are an integer vector e / 4 of length n / 4 = r. */
static bool obb_touching(gen_rng *rng, gen_box *out, int point) {
    int dim = out->dim;
    double rot[3][3];
    grid_rotation(rng, dim, rot);
    box_set_axes(out, rot);
    int64_t bc[3], d[3];
    random_int_vec(rng, dim, -50, 50, bc);
    random_int_vec(rng, dim, -40, 40, d);
    int count = (int)gen_int(rng, 1, dim);
    int64_t e[3], n = excess_vector(rng, count, e);
    bool on = point && gen_unit(rng) < 0.7;
    int perm[3] = {0, 1, 2};
    for (int i = dim - 1; i > 0; i--) {
        int j = (int)gen_int(rng, 0, i), t = perm[i];
        perm[i] = perm[j];
        perm[j] = t;
    }
    for (int k = 0; k < dim; k++) {
        int i = perm[k];
        double w = 0;
        for (int j = 0; j < dim; j++)
            w += (double)d[j] * (double)out->a[i][j]; /* exact: grid values, small sums */
        w = fabs(w);
        double h;
        if (k < count) {
            h = w - (on ? 0 : (double)e[k] / 4);
            if (h < 0)
                return false;
        } else {
            h = w + (gen_unit(rng) < 0.3 ? 0 : (double)gen_int(rng, 0, 40 * 65536) / 65536);
        }
        out->h[i] = (isect_real)h;
    }
    for (int i = 0; i < dim; i++) {
        out->center[i] = (isect_real)bc[i];
        out->c[i] = (isect_real)(bc[i] + d[i]);
    }
    out->r = (isect_real)(on ? 0 : (double)n / 4);
    out->family = count == 1 ? "obb-face" : (count == 2 ? "obb-edge" : "obb-corner");
    return true;
}

/* The ball placed just outside a corner (or face) along a random direction, rounded:
 * near touching, decided by the oracle. General rounded rotations for OBBs. */
static void box_near(gen_rng *rng, gen_box *out) {
    int dim = out->dim;
    double rot[3][3], side[3], dir[3] = {0, 0, 0}, len = 0;
    gen_rotation(rng, dim, rot);
    box_set_axes(out, rot);
    double r = gen_range(rng, 0.1, 20);
    for (int i = 0; i < dim; i++) {
        double lo = gen_range(rng, -100, 100), ext = gen_range(rng, 0, 30);
        out->lo[i] = (isect_real)lo;
        out->hi[i] = (isect_real)(lo + ext);
        if (out->hi[i] < out->lo[i])
            out->hi[i] = out->lo[i];
        out->center[i] = (isect_real)gen_range(rng, -100, 100);
        out->h[i] = (isect_real)gen_range(rng, 0, 15);
        side[i] = (gen_u64(rng) & 1) ? 1 : -1;
        dir[i] = gen_unit(rng) < 0.25 ? 0 : side[i] * gen_range(rng, 0.01, 1);
        len += dir[i] * dir[i];
    }
    len = sqrt(len);
    if (len == 0) {
        dir[0] = side[0];
        len = 1;
    }
    for (int i = 0; i < dim; i++) {
        double u = dir[i] / len;
        if (out->obb) {
            double x = out->center[i];
            for (int k = 0; k < dim; k++) {
                double s = dir[k] != 0 ? side[k] : gen_range(rng, -1, 1);
                x += ((double)out->h[k] * s + r * dir[k] / len) * rot[k][i];
            }
            out->c[i] = (isect_real)x;
        } else {
            double corner = side[i] > 0 ? out->hi[i] : out->lo[i];
            if (dir[i] == 0)
                corner = gen_range(rng, out->lo[i], out->hi[i]);
            out->c[i] = (isect_real)(corner + r * u);
        }
    }
    out->r = (isect_real)r;
    out->family = "near-corner";
}

int gen_box_lengths(gen_box *x, isect_real **v) {
    int n = 0;
    for (int i = 0; i < x->dim; i++) {
        v[n++] = &x->c[i];
        if (x->obb) {
            v[n++] = &x->center[i];
            v[n++] = &x->h[i];
        } else {
            v[n++] = &x->lo[i];
            v[n++] = &x->hi[i];
        }
    }
    v[n++] = &x->r;
    return n;
}

static void box_repair(gen_box *x) {
    if (x->r < 0)
        x->r = 0;
    for (int i = 0; i < x->dim; i++) {
        if (x->h[i] < 0)
            x->h[i] = 0;
        if (x->hi[i] < x->lo[i])
            x->hi[i] = x->lo[i];
    }
}

static void box_modify(gen_rng *rng, gen_box *x) {
    isect_real *v[10];
    int n = gen_box_lengths(x, v);
    if (gen_unit(rng) < 0.5) { /* nudge a length or an axis component by a few ulps */
        for (int t = (int)gen_int(rng, 1, 2); t > 0; t--) {
            int k = (int)gen_int(rng, -4, 4);
            k = k == 0 ? 1 : k;
            if (x->obb && gen_unit(rng) < 0.2) {
                int i = (int)gen_int(rng, 0, x->dim - 1), j = (int)gen_int(rng, 0, x->dim - 1);
                x->a[i][j] = gen_ulps(x->a[i][j], k);
            } else {
                isect_real *p = v[gen_int(rng, 0, n - 1)];
                *p = gen_ulps(*p, k);
            }
        }
        box_repair(x);
        box_fill_perp(x);
    }
    if (gen_unit(rng) < 0.2) { /* far from the origin, lengths scaled to stay exact */
        isect_real off =
            (isect_real)(((gen_u64(rng) & 1) ? 1e5 : 1e8) * ((gen_u64(rng) & 1) ? -1 : 1));
        int mant = ISECT_USE_DOUBLE ? DBL_MANT_DIG : FLT_MANT_DIG;
        int e = ilogb(off) - (mant - 1) + 16; /* the OBB grid is 2^-16 */
        int scale = e > 0 ? e : 0;
        for (int k = 0; k < n; k++)
            *v[k] = (isect_real)ldexp(*v[k], scale);
        for (int i = 0; i < x->dim; i++) {
            x->c[i] += off;
            x->lo[i] += off;
            x->hi[i] += off;
            x->center[i] += off;
        }
    }
    if (gen_unit(rng) < 0.2) { /* one power of two for every length */
        int lo = ISECT_USE_DOUBLE ? -1060 : -140, hi = ISECT_USE_DOUBLE ? 1000 : 110;
        int e = (int)gen_int(rng, lo, hi);
        for (int k = 0; k < n; k++)
            *v[k] = (isect_real)ldexp(*v[k], e);
    }
    if (gen_unit(rng) < 0.04) { /* a tiny length, or a tiny axis component where one is 0 */
        int lo = ISECT_USE_DOUBLE ? -1074 : -149, hi = ISECT_USE_DOUBLE ? -200 : -100;
        isect_real tiny = (isect_real)ldexp(1.0, (int)gen_int(rng, lo, hi));
        tiny = (gen_u64(rng) & 1) ? tiny : -tiny;
        if (x->obb && gen_unit(rng) < 0.5) {
            int i = (int)gen_int(rng, 0, x->dim - 1), j = (int)gen_int(rng, 0, x->dim - 1);
            if (x->a[i][j] == 0)
                x->a[i][j] = tiny;
            box_fill_perp(x);
        } else {
            *v[gen_int(rng, 0, n - 1)] = tiny;
            box_repair(x);
        }
    }
}

static void box_invalid(gen_rng *rng, gen_box *out) {
    box_uniform(rng, out);
    static const double bad[] = {NAN, INFINITY, -INFINITY};
    isect_real *v[10];
    int n = gen_box_lengths(out, v);
    switch (gen_int(rng, 0, 4)) {
    case 0: *v[gen_int(rng, 0, n - 1)] = (isect_real)bad[gen_int(rng, 0, 2)]; break;
    case 1: out->r = (isect_real)(gen_unit(rng) < 0.5 ? -1.0 : NAN); break;
    case 2: /* an inverted AABB or a negative half extent */
        if (out->obb) {
            out->h[gen_int(rng, 0, out->dim - 1)] = (isect_real)-0.5;
        } else {
            int i = (int)gen_int(rng, 0, out->dim - 1);
            out->hi[i] = out->lo[i] - (isect_real)0.25;
        }
        break;
    case 3: /* axes not unit, or not orthogonal; an AABB gets a NaN instead */
        if (out->obb && out->dim == 3 && (gen_u64(rng) & 1)) {
            for (int j = 0; j < 3; j++)
                out->a[1][j] = out->a[0][j];
        } else if (out->obb) {
            for (int j = 0; j < out->dim; j++)
                out->a[0][j] *= (isect_real)1.5;
            box_fill_perp(out);
        } else {
            out->c[0] = (isect_real)NAN;
        }
        break;
    default: /* a non-finite axis component (or an AABB corner) */
        if (out->obb) {
            out->a[gen_int(rng, 0, out->dim - 1)][0] = (isect_real)bad[gen_int(rng, 0, 2)];
            box_fill_perp(out);
        } else {
            out->lo[0] = (isect_real)bad[gen_int(rng, 0, 2)];
        }
        break;
    }
    out->family = "invalid";
}

void gen_box_case(gen_rng *rng, int dim, int obb, int mode, int point, gen_box *out) {
    box_clear(out, dim, obb);
    if (mode == 0) {
        box_uniform(rng, out);
        return;
    }
    if (mode == 2) {
        box_invalid(rng, out);
        return;
    }
    double pick = gen_unit(rng);
    if (pick < 0.7) {
        bool ok = true;
        if (obb) {
            ok = false;
            for (int tries = 0; tries < 20 && !ok; tries++)
                ok = obb_touching(rng, out, point);
        } else {
            aabb_touching(rng, out, point);
        }
        if (!ok)
            box_near(rng, out);
    } else if (pick < 0.8) { /* centre on the boundary (or touching), any small r */
        if (!obb)
            aabb_touching(rng, out, 1);
        else if (!obb_touching(rng, out, 1))
            box_near(rng, out);
        out->r = (isect_real)gen_int(rng, 0, 3);
        out->family = "boundary-any-r";
    } else {
        box_near(rng, out);
    }
    if (obb && gen_unit(rng) < 0.1) { /* a flat box */
        out->h[gen_int(rng, 0, dim - 1)] = 0;
        out->family = "flat";
    }
    box_modify(rng, out);
}

/* ---- Point in polygon ------------------------------------------------------------ */

/* A plane case under construction, in double. */
typedef struct poly_work {
    int n;
    double x[GEN_POLY_MAX], y[GEN_POLY_MAX];
    double px, py;
    const char *family;
} poly_work;

static const double two_pi = 6.283185307179586;

/* n angles in [0, 2 pi), sorted (insertion sort: n <= 40). */
static void sorted_angles(gen_rng *rng, int n, double *a) {
    for (int i = 0; i < n; i++) {
        double t = gen_range(rng, 0, two_pi);
        int j = i;
        for (; j > 0 && a[j - 1] > t; j--)
            a[j] = a[j - 1];
        a[j] = t;
    }
}

/* A star-shaped simple polygon around (cx, cy) with radii in [rmin, rmax]; rounded to
 * integers when `integer`. Counterclockwise, reversed half of the time. */
static void star_polygon(gen_rng *rng, poly_work *w, int n, double cx, double cy, double rmin,
                         double rmax, bool integer) {
    double a[GEN_POLY_MAX];
    sorted_angles(rng, n, a);
    bool reverse = gen_u64(rng) & 1;
    w->n = n;
    for (int i = 0; i < n; i++) {
        double r = gen_range(rng, rmin, rmax);
        double x = cx + r * cos(a[i]), y = cy + r * sin(a[i]);
        if (integer) {
            x = floor(x + 0.5);
            y = floor(y + 0.5);
        }
        int k = reverse ? n - 1 - i : i;
        w->x[k] = x;
        w->y[k] = y;
    }
}

static void random_polygon(gen_rng *rng, poly_work *w, int n, double lo, double hi, bool integer) {
    w->n = n;
    for (int i = 0; i < n; i++) {
        w->x[i] = integer ? (double)gen_int(rng, (int64_t)lo, (int64_t)hi) : gen_range(rng, lo, hi);
        w->y[i] = integer ? (double)gen_int(rng, (int64_t)lo, (int64_t)hi) : gen_range(rng, lo, hi);
    }
}

static void point_in_box(gen_rng *rng, poly_work *w) {
    double x0 = w->x[0], x1 = w->x[0], y0 = w->y[0], y1 = w->y[0];
    for (int i = 1; i < w->n; i++) {
        x0 = fmin(x0, w->x[i]);
        x1 = fmax(x1, w->x[i]);
        y0 = fmin(y0, w->y[i]);
        y1 = fmax(y1, w->y[i]);
    }
    double mx = 0.05 * (x1 - x0), my = 0.05 * (y1 - y0);
    w->px = gen_range(rng, x0 - mx, x1 + mx);
    w->py = gen_range(rng, y0 - my, y1 + my);
}

static void poly_uniform(gen_rng *rng, poly_work *w) {
    int n = (int)gen_int(rng, 3, 32);
    if (gen_u64(rng) & 1) {
        star_polygon(rng, w, n, gen_range(rng, -5, 5), gen_range(rng, -5, 5), 0.5, 5, false);
        w->family = "uniform-star";
    } else {
        random_polygon(rng, w, n, -10, 10, false);
        w->family = "uniform-random";
    }
    point_in_box(rng, w);
}

/* An integer polygon with coordinates within about +-512: star-shaped or random. */
static void integer_polygon(gen_rng *rng, poly_work *w) {
    int n = (int)gen_int(rng, 3, 32);
    if (gen_u64(rng) & 1)
        star_polygon(rng, w, n, (double)gen_int(rng, -100, 100), (double)gen_int(rng, -100, 100), 1,
                     400, true);
    else
        random_polygon(rng, w, n, -512, 512, true);
}

static void poly_adversarial(gen_rng *rng, poly_work *w) {
    switch (gen_int(rng, 0, 7)) {
    case 0:
    case 7: { /* small grid: degeneracies of every kind, p on the half-grid */
        int r = (int)gen_int(rng, 2, 8);
        random_polygon(rng, w, (int)gen_int(rng, 3, 24), -r, r, true);
        w->px = 0.5 * (double)gen_int(rng, -2 * r - 1, 2 * r + 1);
        w->py = 0.5 * (double)gen_int(rng, -2 * r - 1, 2 * r + 1);
        w->family = "grid";
        break;
    }
    case 1: { /* exactly on an edge: a + (k / 2^m)(b - a), representable in float too */
        integer_polygon(rng, w);
        int i = (int)gen_int(rng, 0, w->n - 1), j = (i + 1) % w->n;
        int m = (int)gen_int(rng, 0, 6);
        double t = ldexp((double)gen_int(rng, 0, (int64_t)1 << m), -m);
        w->px = w->x[i] + t * (w->x[j] - w->x[i]);
        w->py = w->y[i] + t * (w->y[j] - w->y[i]);
        w->family = "on-edge";
        break;
    }
    case 2: { /* at a vertex */
        integer_polygon(rng, w);
        int i = (int)gen_int(rng, 0, w->n - 1);
        w->px = w->x[i];
        w->py = w->y[i];
        w->family = "vertex";
        break;
    }
    case 3: { /* rounded from a real point of an edge of a real polygon */
        poly_uniform(rng, w);
        int i = (int)gen_int(rng, 0, w->n - 1), j = (i + 1) % w->n;
        double t = gen_unit(rng);
        w->px = w->x[i] + t * (w->x[j] - w->x[i]);
        w->py = w->y[i] + t * (w->y[j] - w->y[i]);
        w->family = "near-edge";
        break;
    }
    case 4: { /* the line y = p.y through a vertex, horizontal edges on it */
        int r = (int)gen_int(rng, 4, 64);
        random_polygon(rng, w, (int)gen_int(rng, 3, 32), -r, r, true);
        int k = (int)gen_int(rng, 0, w->n - 1);
        if (gen_u64(rng) & 1)
            w->y[(k + 1) % w->n] = w->y[k];
        w->py = w->y[k];
        w->px = 0.5 * (double)gen_int(rng, -2 * r - 2, 2 * r + 2);
        w->family = "vertex-on-ray";
        break;
    }
    case 5: { /* zero area: every vertex on one line; p on it or near it */
        double ox = (double)gen_int(rng, -20, 20), oy = (double)gen_int(rng, -20, 20), dx, dy;
        do {
            dx = (double)gen_int(rng, -5, 5);
            dy = (double)gen_int(rng, -5, 5);
        } while (dx == 0 && dy == 0);
        w->n = (int)gen_int(rng, 3, 12);
        for (int i = 0; i < w->n; i++) {
            double k = (double)gen_int(rng, -4, 4);
            w->x[i] = ox + k * dx;
            w->y[i] = oy + k * dy;
        }
        double j = 0.5 * (double)gen_int(rng, -10, 10), e = (double)gen_int(rng, -3, 3) / 4;
        if (gen_unit(rng) < 0.6)
            e = 0;
        w->px = ox + j * dx - e * dy;
        w->py = oy + j * dy + e * dx;
        w->family = "collinear";
        break;
    }
    default: { /* regular star polygon {n/k}: winding number k at the centre */
        int n = (int)gen_int(rng, 5, 13), k = (int)gen_int(rng, 2, (n - 1) / 2);
        double cx = gen_range(rng, -10, 10), cy = gen_range(rng, -10, 10);
        double R = gen_range(rng, 1, 100), phase = gen_range(rng, 0, two_pi);
        w->n = n;
        for (int i = 0; i < n; i++) {
            double a = phase + two_pi * (double)((i * k) % n) / n;
            w->x[i] = cx + R * cos(a);
            w->y[i] = cy + R * sin(a);
        }
        if (gen_u64(rng) & 1) {
            w->px = cx;
            w->py = cy;
        } else {
            w->px = cx + gen_range(rng, -R, R);
            w->py = cy + gen_range(rng, -R, R);
        }
        w->family = "star-polygon";
        break;
    }
    }
}

static void poly_clear(gen_poly *out, int dim) {
    memset(out, 0, sizeof *out);
    out->dim = dim;
}

static void poly_store(const poly_work *w, gen_poly *out) {
    out->n = w->n;
    for (int i = 0; i < w->n; i++) {
        out->v[i][0] = (isect_real)w->x[i];
        out->v[i][1] = (isect_real)w->y[i];
    }
    out->p[0] = (isect_real)w->px;
    out->p[1] = (isect_real)w->py;
    out->family = w->family;
}

/* The adversarial modifiers on a stored case (any dim). */
static void poly_modify(gen_rng *rng, gen_poly *out) {
    int dim = out->dim;
    if (gen_unit(rng) < 0.5) { /* nudge p (or, sometimes, a vertex) by 1-2 ulps */
        isect_real *q = gen_unit(rng) < 0.85 ? out->p : out->v[gen_int(rng, 0, out->n - 1)];
        for (int t = (int)gen_int(rng, 1, 2); t > 0; t--) {
            int k = (int)gen_int(rng, -2, 2), i = (int)gen_int(rng, 0, dim - 1);
            q[i] = gen_ulps(q[i], k == 0 ? 1 : k);
        }
    }
    if (gen_unit(rng) < 0.2) { /* far away, geometry scaled so that it stays exact */
        double off = ((gen_u64(rng) & 1) ? 1e5 : 1e8) * ((gen_u64(rng) & 1) ? -1 : 1);
        int mant = ISECT_USE_DOUBLE ? DBL_MANT_DIG : FLT_MANT_DIG;
        int e = ilogb((isect_real)off) - (mant - 1) + 6; /* 6: the on-edge fractions 2^-6 */
        int scale = e > 0 ? e : 0;
        for (int i = 0; i < dim; i++) {
            isect_real o = (isect_real)(off * (1 + 0.25 * i));
            for (int k = 0; k < out->n; k++)
                out->v[k][i] = (isect_real)(ldexp(out->v[k][i], scale) + o);
            out->p[i] = (isect_real)(ldexp(out->p[i], scale) + o);
        }
    }
    if (gen_unit(rng) < 0.2) { /* one power of two for everything */
        int lo = ISECT_USE_DOUBLE ? -1060 : -140, hi = ISECT_USE_DOUBLE ? 1000 : 110;
        int e = (int)gen_int(rng, lo, hi);
        for (int i = 0; i < dim; i++) {
            for (int k = 0; k < out->n; k++)
                out->v[k][i] = (isect_real)ldexp(out->v[k][i], e);
            out->p[i] = (isect_real)ldexp(out->p[i], e);
        }
    }
    if (gen_unit(rng) < 0.03) { /* one tiny coordinate: stresses the exponent span */
        int lo = ISECT_USE_DOUBLE ? -1074 : -149, hi = ISECT_USE_DOUBLE ? -300 : -100;
        isect_real tiny = (isect_real)ldexp(1.0, (int)gen_int(rng, lo, hi));
        int k = (int)gen_int(rng, 0, out->n);
        isect_real *q = k == out->n ? out->p : out->v[k];
        q[gen_int(rng, 0, dim - 1)] = (gen_u64(rng) & 1) ? tiny : -tiny;
    }
}

static void poly_invalid(gen_rng *rng, gen_poly *out) {
    static const double bad[] = {NAN, INFINITY, -INFINITY};
    switch (gen_int(rng, 0, 5)) {
    case 0: out->null_poly = 1; break;
    case 1: out->null_v = 1; break;
    case 2: out->n = (int)gen_int(rng, 0, 2); break;
    case 3: out->p[gen_int(rng, 0, out->dim - 1)] = (isect_real)bad[gen_int(rng, 0, 2)]; break;
    default:
        out->v[gen_int(rng, 0, out->n - 1)][gen_int(rng, 0, out->dim - 1)] =
            (isect_real)bad[gen_int(rng, 0, 2)];
        break;
    }
    out->family = "invalid";
}

void gen_poly2(gen_rng *rng, int mode, gen_poly *out) {
    poly_work w;
    poly_clear(out, 2);
    if (mode == 1)
        poly_adversarial(rng, &w);
    else
        poly_uniform(rng, &w);
    poly_store(&w, out);
    if (mode == 1)
        poly_modify(rng, out);
    else if (mode == 2)
        poly_invalid(rng, out);
}

void gen_poly3(gen_rng *rng, int mode, gen_poly *out) {
    gen_poly flat;
    gen_poly2(rng, mode == 2 ? 0 : mode, &flat);
    poly_clear(out, 3);
    out->n = flat.n;
    int lift = (int)gen_int(rng, 0, 2);
    double m[3][3] = {{1, 0, 0}, {0, 1, 0}, {0, 0, 0}}, t[3] = {0, 0, 0};
    if (lift == 0) { /* a coordinate plane at the height of some coordinate */
        t[2] = flat.v[gen_int(rng, 0, flat.n - 1)][gen_int(rng, 0, 1)];
        out->family = "coordinate-plane";
    } else if (lift == 1) { /* w = a u + b v + c, dyadic a, b: w stays the dominant axis */
        static const double slope[] = {-0.5, -0.25, 0, 0.25, 0.5};
        m[2][0] = slope[gen_int(rng, 0, 4)];
        m[2][1] = slope[gen_int(rng, 0, 4)];
        t[2] = flat.v[0][0];
        out->family = "sheared-plane";
    } else { /* a random rotation (unit quaternion), rounded: not exactly coplanar */
        double q[4], len = 0;
        for (int i = 0; i < 4; i++) {
            q[i] = gen_range(rng, -1, 1);
            len += q[i] * q[i];
        }
        len = sqrt(len) + 1e-300;
        double a = q[0] / len, b = q[1] / len, c = q[2] / len, d = q[3] / len;
        double r[3][3] = {
            {a * a + b * b - c * c - d * d, 2 * (b * c - a * d), 2 * (b * d + a * c)},
            {2 * (b * c + a * d), a * a - b * b + c * c - d * d, 2 * (c * d - a * b)},
            {2 * (b * d - a * c), 2 * (c * d + a * b), a * a - b * b - c * c + d * d}};
        memcpy(m, r, sizeof m);
        for (int i = 0; i < 3; i++)
            t[i] = flat.v[0][i % 2];
        out->family = "rotated-plane";
    }
    int perm = (int)gen_int(rng, 0, 5);
    static const int perms[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2},
                                    {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
    for (int k = 0; k <= flat.n; k++) {
        const isect_real *src = k < flat.n ? flat.v[k] : flat.p;
        isect_real *dst = k < flat.n ? out->v[k] : out->p;
        for (int i = 0; i < 3; i++) {
            double s = (double)src[0] * m[i][0] + (double)src[1] * m[i][1] + t[i];
            dst[perms[perm][i]] = (isect_real)s;
        }
    }
    if (mode != 0 && gen_unit(rng) < 0.2) /* p off the plane by an ulp or two */
        out->p[perms[perm][2]] = gen_ulps(out->p[perms[perm][2]], (gen_u64(rng) & 1) ? 1 : -2);
    if (mode == 1 && gen_unit(rng) < 0.3)
        poly_modify(rng, out);
    else if (mode == 2)
        poly_invalid(rng, out);
    if (mode != 2)
        out->family = flat.family;
}

int gen_poly_lengths(gen_poly *x, isect_real **v) {
    int n = 0;
    for (int i = 0; i < x->dim; i++) {
        for (int k = 0; k < x->n; k++)
            v[n++] = &x->v[k][i];
        v[n++] = &x->p[i];
    }
    return n;
}
