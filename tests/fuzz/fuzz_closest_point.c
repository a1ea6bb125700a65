/* tests/fuzz/fuzz_closest_point.c -- every query of isect/closest_point.h under the
 * contract checks of contract.h: the point of a line, ray or segment closest to a point,
 * in 2D and in 3D.
 *
 * Input: an option byte (NULL component), a mode byte (bit 0: 3D; bit 1: the pairs of
 * two components and the capsule tests, below), a scaling exponent,
 * the point p and the numbers a and b (origin and dir of the line and the ray, p0 and p1
 * of the segment). A 2D problem is also asked lifted to 3D (z = 0).
 *
 * Beyond the common contract:
 * - the exact region (closest_point.h): t == 0 exactly when sign((p - a) . dir) <= 0 for
 *   a ray, sign(t) == sign((p - a) . dir) for a line (isect_dot_sign2/3), and for a
 *   segment whose p1 - p0 is exact t == 0 / t == 1 exactly when p projects onto or beyond
 *   that end; point_b is then exactly that end; a point component has t == 0;
 * - accuracy against a long double reference: |t - t*| |d|, |point_b - b*| and
 *   |sqrt(dist_sq) - dist*| within 16 u S, plus a few steps of the subnormal grid;
 *   dist_sq saturated exactly when beyond the range;
 * - the regions agree under scaling by 2^k and between 2D and its lift to 3D. */
#include <float.h>
#include <math.h>

#include "contract.h"

#if ISECT_USE_DOUBLE
#define REAL_MAX DBL_MAX
#define REAL_TRUE_MIN DBL_TRUE_MIN
#define UNIT_ROUNDOFF (DBL_EPSILON / 2)
#else
#define REAL_MAX FLT_MAX
#define REAL_TRUE_MIN FLT_TRUE_MIN
#define UNIT_ROUNDOFF (FLT_EPSILON / 2)
#endif

static const char *const names[2][3] = {
    {"isect_closest_point2_line2", "isect_closest_point2_ray2", "isect_closest_point2_seg2"},
    {"isect_closest_point3_line3", "isect_closest_point3_ray3", "isect_closest_point3_seg3"}};

/* One problem in either dimension. */
typedef struct problem {
    int dim;
    bool valid;
    double p[3];
    fz_lin lin[3];
    fz_closest near[3];
    int side_a;           /* sign((p - a) . b): the line's and the ray's direction */
    int side_p0, side_p1; /* sign((p - a) . d), sign((p - b) . d) with d = b - a exact */
} problem;

/* The region of a result, decided exactly: for a line the sign of t; for a ray t == 0 or
 * beyond; for a segment t == 0, t == 1 or between. */
static int region(const fz_closest *c, int k) {
    if (k == FZ_LINE)
        return (c->t > 0) - (c->t < 0);
    return c->t == 0 ? 0 : (k == FZ_SEG && c->t == 1 ? 1 : 2);
}

/* The reference in long double: t* clamped to the range, b* and the distance. */
static void reference(const problem *x, int k, long double *t, long double *b, long double *dist,
                      long double *scale) {
    const fz_lin *lin = &x->lin[k];
    long double d[3], m[3], dd = 0, md = 0;
    for (int i = 0; i < 3; i++) {
        d[i] = k == FZ_SEG ? (long double)lin->b[i] - lin->a[i] : (long double)lin->b[i];
        m[i] = (long double)x->p[i] - lin->a[i];
        dd += d[i] * d[i];
        md += m[i] * d[i];
    }
    long double u = dd == 0 ? 0 : md / dd;
    if (k != FZ_LINE && u < 0)
        u = 0;
    if (k == FZ_SEG && u > 1)
        u = 1;
    *t = u;
    *dist = 0;
    *scale = 0;
    for (int i = 0; i < 3; i++) {
        b[i] = lin->a[i] + u * d[i];
        *dist += (x->p[i] - b[i]) * (x->p[i] - b[i]);
        *scale = fmaxl(*scale, fmaxl(fabsl(x->p[i]), fabsl(lin->a[i])));
        *scale = fmaxl(*scale, fmaxl(k == FZ_SEG ? fabsl(lin->b[i]) : 0, fabsl(u * d[i])));
    }
    *dist = sqrtl(*dist);
}

static void check_accuracy(const problem *x, int k) {
    const char *q = names[x->dim - 2][k];
    const fz_closest *c = &x->near[k];
    long double t, b[3], dist, s;
    reference(x, k, &t, b, &dist, &s);
    /* 16 u S (the reference's own error far below), plus a few steps of the subnormal
     * grid of the quantity itself */
    long double bound = 16 * UNIT_ROUNDOFF * s + 0x1p-56L * s,
                step = 8 * (long double)REAL_TRUE_MIN;
    long double tol = bound + step;
    for (int i = 0; i < 3; i++)
        FZ_CHECK(q, fz_near_or_saturated(c->point_b[i], b[i], tol, c->flags));
    long double d[3], len = 0;
    for (int i = 0; i < 3; i++) {
        d[i] = k == FZ_SEG ? (long double)x->lin[k].b[i] - x->lin[k].a[i] : x->lin[k].b[i];
        len += d[i] * d[i];
    }
    if (fabsl(t) > REAL_MAX * (1 + 64 * UNIT_ROUNDOFF))
        FZ_CHECK(q, fabsl(c->t) == REAL_MAX && (c->flags & ISECT_SATURATED));
    else if (!(fabsl(c->t) == REAL_MAX && (c->flags & ISECT_SATURATED)))
        FZ_CHECK(q, fabsl(c->t - t) * sqrtl(len) <= bound + step * sqrtl(len));
    if (dist * dist > REAL_MAX * (1 + 64 * UNIT_ROUNDOFF)) {
        FZ_CHECK(q, c->dist_sq == REAL_MAX && (c->flags & ISECT_SATURATED));
        return;
    }
    long double got = sqrtl((long double)c->dist_sq);
    FZ_CHECK(q, fabsl(got - dist) <= tol + sqrtl(8 * (long double)REAL_TRUE_MIN) ||
                    (c->dist_sq == REAL_MAX && (c->flags & ISECT_SATURATED)));
}

static void check(const problem *x) {
    for (int k = 0; k < 3; k++) {
        const char *q = names[x->dim - 2][k];
        const fz_lin *lin = &x->lin[k];
        const fz_closest *c = &x->near[k];
        bool point = fz_lin_point(lin);
        double lo = k == FZ_LINE ? -INFINITY : 0, hi = k == FZ_SEG ? 1 : INFINITY;
        fz_check_closest(q, c, x->p, x->valid, lo, hi, x->valid && point);
        if (!x->valid)
            continue;
        int r = region(c, k);
        FZ_CHECK(q, !point || r == 0);
        FZ_CHECK(q, (k == FZ_LINE ? c->t != 0 : r != 0) ||
                        (c->point_b[0] == lin->a[0] && c->point_b[1] == lin->a[1] &&
                         c->point_b[2] == lin->a[2]));
        FZ_CHECK(q, k != FZ_SEG || r != 1 ||
                        (c->point_b[0] == lin->b[0] && c->point_b[1] == lin->b[1] &&
                         c->point_b[2] == lin->b[2]));
        if (k == FZ_LINE)
            FZ_CHECK(q, r == x->side_a);
        if (k == FZ_RAY)
            FZ_CHECK(q, (r == 0) == (x->side_a <= 0));
        if (k == FZ_SEG && x->side_p0 != FZ_UNKNOWN && !point) {
            FZ_CHECK(q, (r == 0) == (x->side_p0 <= 0));
            FZ_CHECK(q, (r == 1) == (x->side_p1 >= 0));
        }
        check_accuracy(x, k);
    }
}

static void solve2(problem *x, isect_vec2 p, isect_vec2 a, isect_vec2 b, bool null) {
    isect_line2 line = {a, b};
    isect_ray2 ray = {a, b};
    isect_seg2 seg = {a, b};
    x->dim = 2;
    x->valid = !null && isect_valid_line2(&line) && fz_finite2(p);
    x->p[0] = p.x;
    x->p[1] = p.y;
    for (int k = 0; k < 3; k++)
        x->lin[k] = fz_lin2((fz_kind)k, a, b, null);
    x->near[FZ_LINE] = fz_closest2(isect_closest_point2_line2(p, null ? NULL : &line));
    x->near[FZ_RAY] = fz_closest2(isect_closest_point2_ray2(p, null ? NULL : &ray));
    x->near[FZ_SEG] = fz_closest2(isect_closest_point2_seg2(p, null ? NULL : &seg));
    if (!x->valid)
        return;
    x->side_a = isect_dot_sign2(p, a, b);
    isect_vec2 d;
    x->side_p0 = x->side_p1 = FZ_UNKNOWN;
    if (fz_sub_exact(b.x, a.x, &d.x) && fz_sub_exact(b.y, a.y, &d.y)) {
        x->side_p0 = isect_dot_sign2(p, a, d);
        x->side_p1 = isect_dot_sign2(p, b, d);
    }
}

static void solve3(problem *x, isect_vec3 p, isect_vec3 a, isect_vec3 b, bool null) {
    isect_line3 line = {a, b};
    isect_ray3 ray = {a, b};
    isect_seg3 seg = {a, b};
    x->dim = 3;
    x->valid = !null && isect_valid_line3(&line) && fz_finite3(p);
    x->p[0] = p.x;
    x->p[1] = p.y;
    x->p[2] = p.z;
    for (int k = 0; k < 3; k++)
        x->lin[k] = fz_lin3((fz_kind)k, a, b, null);
    x->near[FZ_LINE] = fz_closest3(isect_closest_point3_line3(p, null ? NULL : &line));
    x->near[FZ_RAY] = fz_closest3(isect_closest_point3_ray3(p, null ? NULL : &ray));
    x->near[FZ_SEG] = fz_closest3(isect_closest_point3_seg3(p, null ? NULL : &seg));
    if (!x->valid)
        return;
    x->side_a = isect_dot_sign3(p, a, b);
    isect_vec3 d;
    x->side_p0 = x->side_p1 = FZ_UNKNOWN;
    if (fz_sub3(b, a, &d)) {
        x->side_p0 = isect_dot_sign3(p, a, d);
        x->side_p1 = isect_dot_sign3(p, b, d);
    }
}

/* The regions of two problems that must agree. */
static void check_same_regions(const problem *x, const problem *y) {
    if (!x->valid || !y->valid)
        return;
    for (int k = 0; k < 3; k++)
        FZ_CHECK(names[y->dim - 2][k], region(&x->near[k], k) == region(&y->near[k], k));
}

/* ---- Two lines, rays or segments, and capsules (mode bit 1) -------------------------
 * Input: the numbers a, b (a's origin and dir, or p0 and p1) and c, d (b's), and the two
 * radii. Every pair of kinds is asked, both ways round. Checks:
 * - the contract: no NaN; an all-zero ISECT_INVALID result exactly for invalid input;
 *   s and t in their ranges; ISECT_DEGENERATE exactly when a component is a point;
 *   ISECT_SATURATED only with a value at the largest finite isect_real;
 * - an end parameter (0, or 1 of a segment) comes with that end's point, bit for bit;
 * - symmetry: for two components of one kind, closest(a, b) and closest(b, a) agree (s
 *   and t swapped, the same flags) when the pair is unique (not parallel): equal ends
 *   exactly, distances within 32 u S;
 * - the capsule test agrees with the closest pair's distance when that is clearly below
 *   or above ra + rb (by more than the distance's error bound), both ways round;
 * - scaling by 2^k keeps the flags and the end parameters. */

static const char *const pair_names[2][6] = {
    {"isect_closest_line2_line2", "isect_closest_line2_ray2", "isect_closest_line2_seg2",
     "isect_closest_ray2_ray2", "isect_closest_ray2_seg2", "isect_closest_seg2_seg2"},
    {"isect_closest_line3_line3", "isect_closest_line3_ray3", "isect_closest_line3_seg3",
     "isect_closest_ray3_ray3", "isect_closest_ray3_seg3", "isect_closest_seg3_seg3"}};
static const fz_kind pair_kinds[6][2] = {{FZ_LINE, FZ_LINE}, {FZ_LINE, FZ_RAY}, {FZ_LINE, FZ_SEG},
                                         {FZ_RAY, FZ_RAY},   {FZ_RAY, FZ_SEG},  {FZ_SEG, FZ_SEG}};

/* closest(x, y) for the pair index p in dimension dim (2D components have z = 0). */
static fz_closest ask_pair(int dim, int p, const isect_vec3 *v, bool null_a, bool null_b,
                           bool swapped) {
    isect_vec3 a = v[swapped ? 2 : 0], b = v[swapped ? 3 : 1], c = v[swapped ? 0 : 2],
               d = v[swapped ? 1 : 3];
    if (dim == 3) {
        isect_line3 la = {a, b}, lc = {c, d};
        isect_ray3 ra = {a, b}, rc = {c, d};
        isect_seg3 sa = {a, b}, sc = {c, d};
        const isect_line3 *pla = null_a ? NULL : &la, *plc = null_b ? NULL : &lc;
        const isect_ray3 *pra = null_a ? NULL : &ra, *prc = null_b ? NULL : &rc;
        const isect_seg3 *psa = null_a ? NULL : &sa, *psc = null_b ? NULL : &sc;
        switch (p) {
        case 0: return fz_closest3(isect_closest_line3_line3(pla, plc));
        case 1: return fz_closest3(isect_closest_line3_ray3(pla, prc));
        case 2: return fz_closest3(isect_closest_line3_seg3(pla, psc));
        case 3: return fz_closest3(isect_closest_ray3_ray3(pra, prc));
        case 4: return fz_closest3(isect_closest_ray3_seg3(pra, psc));
        default: return fz_closest3(isect_closest_seg3_seg3(psa, psc));
        }
    }
    isect_vec2 a2 = {a.x, a.y}, b2 = {b.x, b.y}, c2 = {c.x, c.y}, d2 = {d.x, d.y};
    isect_line2 la = {a2, b2}, lc = {c2, d2};
    isect_ray2 ra = {a2, b2}, rc = {c2, d2};
    isect_seg2 sa = {a2, b2}, sc = {c2, d2};
    const isect_line2 *pla = null_a ? NULL : &la, *plc = null_b ? NULL : &lc;
    const isect_ray2 *pra = null_a ? NULL : &ra, *prc = null_b ? NULL : &rc;
    const isect_seg2 *psa = null_a ? NULL : &sa, *psc = null_b ? NULL : &sc;
    switch (p) {
    case 0: return fz_closest2(isect_closest_line2_line2(pla, plc));
    case 1: return fz_closest2(isect_closest_line2_ray2(pla, prc));
    case 2: return fz_closest2(isect_closest_line2_seg2(pla, psc));
    case 3: return fz_closest2(isect_closest_ray2_ray2(pra, prc));
    case 4: return fz_closest2(isect_closest_ray2_seg2(pra, psc));
    default: return fz_closest2(isect_closest_seg2_seg2(psa, psc));
    }
}

static bool capsules(int dim, const isect_vec3 *v, isect_real ra, isect_real rb, bool null,
                     bool swapped) {
    if (dim == 3) {
        isect_capsule3 a = {v[0], v[1], ra}, b = {v[2], v[3], rb};
        return swapped ? isect_test_capsule3_capsule3(&b, null ? NULL : &a)
                       : isect_test_capsule3_capsule3(null ? NULL : &a, &b);
    }
    isect_capsule2 a = {{v[0].x, v[0].y}, {v[1].x, v[1].y}, ra};
    isect_capsule2 b = {{v[2].x, v[2].y}, {v[3].x, v[3].y}, rb};
    return swapped ? isect_test_capsule2_capsule2(&b, null ? NULL : &a)
                   : isect_test_capsule2_capsule2(null ? NULL : &a, &b);
}

static bool point_is(const double *p, isect_vec3 v) {
    return p[0] == v.x && p[1] == v.y && p[2] == v.z;
}

static bool any_at_max(const fz_closest *c) {
    double v[9] = {c->dist_sq,    c->s,          c->t,          c->point_a[0], c->point_a[1],
                   c->point_a[2], c->point_b[0], c->point_b[1], c->point_b[2]};
    for (int i = 0; i < 9; i++)
        if (fabs(v[i]) == REAL_MAX)
            return true;
    return false;
}

/* One parameter x of kind k on the component from v0 (v1: its end or direction). */
static void check_param(const char *q, double x, fz_kind k, const double *point, isect_vec3 v0,
                        isect_vec3 v1) {
    FZ_CHECK(q, k == FZ_LINE || x >= 0);
    FZ_CHECK(q, k != FZ_SEG || x <= 1);
    FZ_CHECK(q, !(k != FZ_LINE && x == 0) || point_is(point, v0));
    FZ_CHECK(q, !(k == FZ_SEG && x == 1) || point_is(point, v1));
}

static void solve_pairs(int dim, const isect_vec3 *v, isect_real ra, isect_real rb, bool null,
                        fz_closest out[6]) {
    bool valid = !null;
    for (int i = 0; i < 4; i++)
        valid &= fz_finite3(v[i]);
    bool point_a[3], point_b[3]; /* per kind: the component is a point */
    for (int k = 0; k < 3; k++) {
        point_a[k] = k == FZ_SEG ? fz_eq3(v[0], v[1]) : fz_eq3(v[1], (isect_vec3){0, 0, 0});
        point_b[k] = k == FZ_SEG ? fz_eq3(v[2], v[3]) : fz_eq3(v[3], (isect_vec3){0, 0, 0});
    }
    for (int p = 0; p < 6; p++) {
        const char *q = pair_names[dim - 2][p];
        fz_kind ka = pair_kinds[p][0], kb = pair_kinds[p][1];
        fz_closest c = ask_pair(dim, p, v, null, false, false);
        out[p] = c;
        double all[9] = {c.dist_sq,    c.s,          c.t,          c.point_a[0], c.point_a[1],
                         c.point_a[2], c.point_b[0], c.point_b[1], c.point_b[2]};
        for (int i = 0; i < 9; i++)
            FZ_CHECK(q, all[i] == all[i]);
        if (!valid) {
            FZ_CHECK(q, c.flags == ISECT_INVALID);
            for (int i = 0; i < 9; i++)
                FZ_CHECK(q, all[i] == 0);
            fz_closest d = ask_pair(dim, p, v, false, true, false);
            FZ_CHECK(q, d.flags == ISECT_INVALID || !null);
            continue;
        }
        FZ_CHECK(q, !(c.flags & ~(unsigned)(ISECT_DEGENERATE | ISECT_PARALLEL | ISECT_SATURATED)));
        FZ_CHECK(q, !(c.flags & ISECT_SATURATED) || any_at_max(&c));
        FZ_CHECK(q, !(c.flags & ISECT_DEGENERATE) == !(point_a[ka] || point_b[kb]));
        FZ_CHECK(q, !((c.flags & ISECT_DEGENERATE) && (c.flags & ISECT_PARALLEL)));
        FZ_CHECK(q, c.dist_sq >= 0);
        check_param(q, c.s, ka, c.point_a, v[0], v[1]);
        check_param(q, c.t, kb, c.point_b, v[2], v[3]);
        if ((c.flags & (ISECT_PARALLEL | ISECT_SATURATED)) || ka != kb)
            continue;
        /* two of a kind, not parallel: the pair is unique, so b against a gives it swapped */
        fz_closest d = ask_pair(dim, p, v, false, false, true);
        FZ_CHECK(q, (d.flags & ~(unsigned)ISECT_SATURATED) == c.flags);
        if (d.flags & ISECT_SATURATED)
            continue;
        FZ_CHECK(q, (c.s == 0) == (d.t == 0) && (c.t == 0) == (d.s == 0));
        FZ_CHECK(q, ka != FZ_SEG || ((c.s == 1) == (d.t == 1) && (c.t == 1) == (d.s == 1)));
        long double S = 0;
        for (int i = 0; i < 4; i++)
            S = fmaxl(S, fmaxl(fabsl(v[i].x), fmaxl(fabsl(v[i].y), fabsl(v[i].z))));
        for (int i = 0; i < 3; i++)
            S = fmaxl(S, fmaxl(fabsl(c.point_a[i]), fabsl(c.point_b[i])));
        long double tol = 32 * UNIT_ROUNDOFF * S + sqrtl(8 * (long double)REAL_TRUE_MIN);
        FZ_CHECK(q, fabsl(sqrtl((long double)c.dist_sq) - sqrtl((long double)d.dist_sq)) <= tol);
        if (p == 5 && isfinite(ra) && ra >= 0 && isfinite(rb) && rb >= 0) {
            /* the capsules: clear answers must agree with the distance */
            long double dist = sqrtl((long double)c.dist_sq), R = (long double)ra + rb;
            bool hit = capsules(dim, v, ra, rb, false, false);
            FZ_CHECK("isect_test_capsule_capsule", hit == capsules(dim, v, ra, rb, false, true));
            FZ_CHECK("isect_test_capsule_capsule", !(dist < R - tol) || hit);
            FZ_CHECK("isect_test_capsule_capsule", !(dist > R + tol) || !hit);
        }
    }
    if (!valid || !(isfinite(ra) && ra >= 0 && isfinite(rb) && rb >= 0))
        FZ_CHECK("isect_test_capsule_capsule",
                 !capsules(dim, v, ra, rb, null, false) && !capsules(dim, v, ra, rb, null, true));
}

static void fuzz_pairs(fz_in *in, unsigned mode, int k, bool null) {
    int dim = (mode & 1) ? 3 : 2;
    isect_vec3 v[4];
    const char *names4[4] = {"a", "b", "c", "d"};
    for (int i = 0; i < 4; i++) {
        v[i] = dim == 3 ? fz_vec3(in, names4[i]) : fz_lift(fz_vec2(in, names4[i]));
    }
    isect_real ra = fz_real(in, "ra"), rb = fz_real(in, "rb");
    fz_closest x[6], y[6];
    solve_pairs(dim, v, ra, rb, null, x);
    isect_vec3 w[4];
    bool scaled = !null;
    for (int i = 0; i < 4 && scaled; i++)
        scaled = fz_scale3(v[i], k, &w[i]);
    if (!scaled)
        return;
    solve_pairs(dim, w, ra, rb, false, y);
    for (int p = 0; p < 6; p++) {
        if ((x[p].flags | y[p].flags) & (ISECT_INVALID | ISECT_SATURATED))
            continue;
        const char *q = pair_names[dim - 2][p];
        FZ_CHECK(q, x[p].flags == y[p].flags);
        FZ_CHECK(q, (x[p].s == 0) == (y[p].s == 0) && (x[p].t == 0) == (y[p].t == 0));
        fz_kind ka = pair_kinds[p][0], kb = pair_kinds[p][1];
        FZ_CHECK(q, ka != FZ_SEG || (x[p].s == 1) == (y[p].s == 1));
        FZ_CHECK(q, kb != FZ_SEG || (x[p].t == 1) == (y[p].t == 1));
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    fz_in in;
    fz_begin(&in, data, size);
    unsigned options = fz_byte(&in), mode = fz_byte(&in);
    int k = fz_exponent(&in);
    bool null = fz_null(options, 0);
    problem x = {0}, y = {0}, z = {0};
    if (mode & 2) {
        fuzz_pairs(&in, mode, k, null);
        return 0;
    }
    if (mode & 1) {
        isect_vec3 p = fz_vec3(&in, "p"), a = fz_vec3(&in, "a"), b = fz_vec3(&in, "b");
        solve3(&x, p, a, b, null);
        check(&x);
        isect_vec3 sp, sa, sb;
        if (x.valid && fz_scale3(p, k, &sp) && fz_scale3(a, k, &sa) && fz_scale3(b, k, &sb)) {
            solve3(&y, sp, sa, sb, false);
            check_same_regions(&x, &y);
        }
        return 0;
    }
    isect_vec2 p = fz_vec2(&in, "p"), a = fz_vec2(&in, "a"), b = fz_vec2(&in, "b");
    solve2(&x, p, a, b, null);
    check(&x);
    solve3(&y, fz_lift(p), fz_lift(a), fz_lift(b), null);
    check(&y);
    check_same_regions(&x, &y);
    isect_vec2 sp, sa, sb;
    if (x.valid && fz_scale2(p, k, &sp) && fz_scale2(a, k, &sa) && fz_scale2(b, k, &sb)) {
        solve2(&z, sp, sa, sb, false);
        check_same_regions(&x, &z);
    }
    return 0;
}
