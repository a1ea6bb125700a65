/* tests/fuzz/fuzz_closest_point.c -- every query of isect/closest_point.h under the
 * contract checks of contract.h: the point of a line, ray or segment closest to a point,
 * in 2D and in 3D.
 *
 * Input: an option byte (NULL component), a mode byte (bit 0: 3D; bit 1: the pairs of
 * two components and the capsule tests; bit 2 without bit 1: a point against a triangle
 * and the disc and ball tests; bit 3 before the others: with bit 0 a point against a
 * tetrahedron, else the capsule-triangle tests, in space with bit 4; all below), a
 * scaling exponent,
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

/* ---- A point against a triangle, and the disc and ball tests (mode bit 2) -----------
 * Input: the point p (also the centre of the disc or ball), the vertices v0, v1, v2 and a
 * radius r; options: NULL triangle (bits 0-3), NULL disc or ball (bits 4-7). A 2D problem
 * is also asked lifted to 3D (z = 0). Checks:
 * - the contract: no NaN; an all-zero ISECT_INVALID result with both features
 *   ISECT_FEATURE_NONE exactly for invalid input, and then both tests false; otherwise
 *   only ISECT_DEGENERATE (exactly when the vertices are collinear) and ISECT_SATURATED;
 *   feature_a vertex 0 with bary_a {1, 0, 0, 0}, point_a == p;
 * - feature_b: a vertex, an edge or face 0, index in range; bary_b[3] == 0 and every
 *   bary_b[i] in [0, 1]; a vertex: point_b is that vertex bit for bit, its coordinate 1
 *   and the others 0; an edge: the opposite coordinate exactly 0, the two others in
 *   (0, 1] summing to 1 up to rounding; a face: every coordinate in (0, 1); p on the
 *   triangle (exact predicates: p == the vertex, collinear with the edge, coplanar with
 *   the face) is its own point_b with dist_sq == 0;
 * - the feature against the exact regions of the edges' own closest-point queries
 *   (isect_closest_point*_seg*, exact ends): vertex i exactly when p projects onto or
 *   before v_i on edge i and onto or beyond v_i on edge i - 1 (non-degenerate); an edge
 *   only where p projects strictly between its ends; in the triangle's plane (always in
 *   2D; in space when isect_orient3d says p is coplanar) the face exactly when p lies
 *   strictly inside (isect_orient2d of a projection), the vertex or edge p lies on on the
 *   boundary; a collinear triangle: its spanning edge by the header's rule (decided
 *   with isect_dot_sign3) or one of that edge's ends, vertex 0 when all three coincide;
 * - accuracy: |p - point_b| agrees with sqrt(dist_sq), and a vertex's or an edge's
 *   distance with the edges' smallest distance, a face's is at most that (32 u S each);
 * - the tests: with radius 0 true exactly when p lies on its closest feature (as above);
 *   a vertex or edge feature decides the test exactly (isect_classify_point*_circle/
 *   sphere/capsule of p against that vertex or edge); otherwise true when sqrt(dist_sq)
 *   is below r and false when above, by a margin of 64 u S + 1e-6 of the larger; radius
 *   0 true implies radius r true;
 * - the same problem with the vertices rotated and reversed: the same tests, the feature
 *   of the same vertices (non-degenerate), sqrt(dist_sq) within 32 u S; scaled by 2^k:
 *   the same features, flags and tests; lifted to 3D: the same features and tests. */

static const char *const tri_names[2] = {"isect_closest_point2_tri2", "isect_closest_point3_tri3"};
static const char *const ball_names[2] = {"isect_test_circle2_tri2", "isect_test_sphere3_tri3"};

/* One answer of isect_closest_point*_tri* in either dimension (fz_closest with s = t = 0). */
typedef struct tri_answer {
    fz_closest c;
    double bary_a[4], bary_b[4];
    isect_feature fa, fb;
} tri_answer;

/* A problem: its numbers, what is known of them exactly, and the answers. */
typedef struct tri_problem {
    int dim;
    bool valid, valid_r, degenerate;
    isect_vec3 p, v[3];
    isect_real r;
    tri_answer near;
    bool ball, ball0; /* the test at r and at radius 0 */
} tri_problem;

static tri_answer ask_tri(int dim, isect_vec3 p, const isect_vec3 *v, bool null) {
    tri_answer a;
    if (dim == 2) {
        isect_tri2 t = {{{v[0].x, v[0].y}, {v[1].x, v[1].y}, {v[2].x, v[2].y}}};
        isect_closest_feature_result2 r =
            isect_closest_point2_tri2((isect_vec2){p.x, p.y}, null ? NULL : &t);
        a.c = (fz_closest){
            r.dist_sq, 0, 0, {r.point_a.x, r.point_a.y, 0}, {r.point_b.x, r.point_b.y, 0}, r.flags};
        for (int i = 0; i < 4; i++) {
            a.bary_a[i] = r.bary_a[i];
            a.bary_b[i] = r.bary_b[i];
        }
        a.fa = r.feature_a;
        a.fb = r.feature_b;
        return a;
    }
    isect_tri3 t = {{v[0], v[1], v[2]}};
    isect_closest_feature_result3 r = isect_closest_point3_tri3(p, null ? NULL : &t);
    a.c = (fz_closest){r.dist_sq,
                       0,
                       0,
                       {r.point_a.x, r.point_a.y, r.point_a.z},
                       {r.point_b.x, r.point_b.y, r.point_b.z},
                       r.flags};
    for (int i = 0; i < 4; i++) {
        a.bary_a[i] = r.bary_a[i];
        a.bary_b[i] = r.bary_b[i];
    }
    a.fa = r.feature_a;
    a.fb = r.feature_b;
    return a;
}

static bool ask_ball(int dim, isect_vec3 c, isect_real r, const isect_vec3 *v, bool null_tri,
                     bool null_ball) {
    if (dim == 2) {
        isect_tri2 t = {{{v[0].x, v[0].y}, {v[1].x, v[1].y}, {v[2].x, v[2].y}}};
        isect_circle2 s = {{c.x, c.y}, r};
        return isect_test_circle2_tri2(null_ball ? NULL : &s, null_tri ? NULL : &t);
    }
    isect_tri3 t = {{v[0], v[1], v[2]}};
    isect_sphere3 s = {c, r};
    return isect_test_sphere3_tri3(null_ball ? NULL : &s, null_tri ? NULL : &t);
}

/* The segment a-b's closest point to p (its exact region: t == 0, t == 1 or between). */
static fz_closest ask_seg(int dim, isect_vec3 p, isect_vec3 a, isect_vec3 b) {
    if (dim == 2) {
        isect_seg2 s = {{a.x, a.y}, {b.x, b.y}};
        return fz_closest2(isect_closest_point2_seg2((isect_vec2){p.x, p.y}, &s));
    }
    isect_seg3 s = {a, b};
    return fz_closest3(isect_closest_point3_seg3(p, &s));
}

/* Exactly: is x within r of the point v (the segment v-w when edge)? */
static bool within(int dim, isect_vec3 x, isect_vec3 v, isect_vec3 w, bool edge, isect_real r) {
    isect_location loc;
    if (dim == 2) {
        isect_vec2 x2 = {x.x, x.y}, v2 = {v.x, v.y}, w2 = {w.x, w.y};
        if (edge) {
            isect_capsule2 c = {v2, w2, r};
            loc = isect_classify_point2_capsule2(x2, &c);
        } else {
            isect_circle2 c = {v2, r};
            loc = isect_classify_point2_circle2(x2, &c);
        }
    } else if (edge) {
        isect_capsule3 c = {v, w, r};
        loc = isect_classify_point3_capsule3(x, &c);
    } else {
        isect_sphere3 c = {v, r};
        loc = isect_classify_point3_sphere3(x, &c);
    }
    FZ_CHECK("isect_classify_point", loc != ISECT_LOCATION_INVALID);
    return loc != ISECT_OUTSIDE;
}

static void solve_tri(tri_problem *x, int dim, isect_vec3 p, const isect_vec3 *v, isect_real r,
                      bool null_tri, bool null_ball) {
    x->dim = dim;
    x->p = p;
    x->r = r;
    for (int i = 0; i < 3; i++)
        x->v[i] = v[i];
    x->valid = !null_tri && fz_finite3(p);
    for (int i = 0; i < 3; i++)
        x->valid &= fz_finite3(v[i]);
    x->valid_r = x->valid && !null_ball && isfinite(r) && r >= 0;
    x->degenerate = x->valid && fz_collinear3(v[0], v[1], v[2]);
    x->near = ask_tri(dim, p, v, null_tri);
    x->ball = ask_ball(dim, p, r, v, null_tri, null_ball);
    x->ball0 = ask_ball(dim, p, 0, v, null_tri, false);
}

static bool same_point(const double *a, isect_vec3 v) {
    return a[0] == v.x && a[1] == v.y && a[2] == v.z && !signbit(a[0]) == !signbit(v.x) &&
           !signbit(a[1]) == !signbit(v.y) && !signbit(a[2]) == !signbit(v.z);
}

/* The orientation of a, b, c seen along axis `drop` (dropping that coordinate), exactly:
 * for points of one plane, the sign of n.((a - c) x (b - c)) times that of n[drop]. */
static isect_real coord(isect_vec3 v, int i) {
    return i == 0 ? v.x : i == 1 ? v.y : v.z;
}

static int orient_without(isect_vec3 a, isect_vec3 b, isect_vec3 c, int drop) {
    int u = (drop + 1) % 3, w = (drop + 2) % 3;
    return isect_orient2d((isect_vec2){coord(a, u), coord(a, w)},
                          (isect_vec2){coord(b, u), coord(b, w)},
                          (isect_vec2){coord(c, u), coord(c, w)});
}

/* For collinear points: does c lie on the segment a-b, exactly? FZ_UNKNOWN when b - c
 * is not exact. */
static int holds(isect_vec3 a, isect_vec3 b, isect_vec3 c) {
    isect_vec3 d;
    if (!fz_sub3(b, c, &d))
        return FZ_UNKNOWN;
    return isect_dot_sign3(c, a, d) >= 0; /* (c - a).(b - c) >= 0 */
}

/* A collinear triangle's spanning edge by the header's rule: the first edge i whose
 * segment holds the third vertex; -1 when that cannot be decided here. */
static int spanning_edge(const isect_vec3 *v) {
    for (int i = 0; i < 3; i++) {
        int h = holds(v[i], v[(i + 1) % 3], v[(i + 2) % 3]);
        if (h != 0)
            return h == 1 ? i : -1;
    }
    return -1;
}

static long double tri_scale(const tri_problem *x) {
    long double s = fmaxl(fabsl(x->p.x), fmaxl(fabsl(x->p.y), fabsl(x->p.z)));
    for (int i = 0; i < 3; i++)
        s = fmaxl(s, fmaxl(fabsl(x->v[i].x), fmaxl(fabsl(x->v[i].y), fabsl(x->v[i].z))));
    return s;
}

static long double fz_dist(const double *a, const double *b) {
    long double d = 0;
    for (int i = 0; i < 3; i++)
        d += ((long double)a[i] - b[i]) * ((long double)a[i] - b[i]);
    return sqrtl(d);
}

static bool saturated(const fz_closest *c) {
    return (c->flags & ISECT_SATURATED) != 0;
}

static void check_tri(const tri_problem *x) {
    const char *q = tri_names[x->dim - 2], *qb = ball_names[x->dim - 2];
    const tri_answer *a = &x->near;
    const fz_closest *c = &a->c;
    double p[3] = {x->p.x, x->p.y, x->p.z};
    fz_check_closest(q, c, p, x->valid, 0, 0, x->degenerate);
    for (int i = 0; i < 4; i++)
        FZ_CHECK(q, !isnan(a->bary_a[i]) && !isnan(a->bary_b[i]));
    if (!x->valid) {
        for (int i = 0; i < 4; i++)
            FZ_CHECK(q, a->bary_a[i] == 0 && a->bary_b[i] == 0);
        FZ_CHECK(q, a->fa.kind == ISECT_FEATURE_NONE && a->fa.index == 0);
        FZ_CHECK(q, a->fb.kind == ISECT_FEATURE_NONE && a->fb.index == 0);
        FZ_CHECK(qb, !x->ball && !x->ball0);
        return;
    }
    FZ_CHECK(q, !(c->flags & ~(unsigned)(ISECT_DEGENERATE | ISECT_SATURATED)));
    if (!x->valid_r)
        FZ_CHECK(qb, !x->ball);

    /* a = p: vertex 0 */
    FZ_CHECK(q, a->fa.kind == ISECT_FEATURE_VERTEX && a->fa.index == 0);
    FZ_CHECK(q, a->bary_a[0] == 1 && a->bary_a[1] == 0 && a->bary_a[2] == 0 && a->bary_a[3] == 0);

    /* b: the feature and its coordinates */
    int kind = a->fb.kind, i = a->fb.index, j = (i + 1) % 3, k = (i + 2) % 3;
    FZ_CHECK(q, kind == ISECT_FEATURE_VERTEX || kind == ISECT_FEATURE_EDGE ||
                    kind == ISECT_FEATURE_FACE);
    FZ_CHECK(q, i >= 0 && i < 3 && (kind != ISECT_FEATURE_FACE || i == 0));
    FZ_CHECK(q, a->bary_b[3] == 0);
    for (int m = 0; m < 3; m++)
        FZ_CHECK(q, a->bary_b[m] >= 0 && a->bary_b[m] <= 1);
    const double *b = c->point_b;
    if (kind == ISECT_FEATURE_VERTEX) {
        FZ_CHECK(q, same_point(b, x->v[i]));
        FZ_CHECK(q, a->bary_b[i] == 1 && a->bary_b[j] == 0 && a->bary_b[k] == 0);
    } else if (kind == ISECT_FEATURE_EDGE) {
        FZ_CHECK(q, a->bary_b[k] == 0 && a->bary_b[i] > 0 && a->bary_b[j] > 0);
        FZ_CHECK(q, fabs(a->bary_b[i] + a->bary_b[j] - 1) <= 4 * UNIT_ROUNDOFF);
    } else {
        for (int m = 0; m < 3; m++)
            FZ_CHECK(q, a->bary_b[m] > 0 && a->bary_b[m] < 1);
        if (x->dim == 2)
            FZ_CHECK(q, c->dist_sq == 0 && b[0] == p[0] && b[1] == p[1]);
    }

    /* a collinear triangle: the spanning edge, or one of its ends (never a middle vertex) */
    int span = x->degenerate ? spanning_edge(x->v) : -1;
    if (span >= 0 && kind == ISECT_FEATURE_EDGE)
        FZ_CHECK(q, i == span);
    if (span >= 0 && kind == ISECT_FEATURE_VERTEX)
        FZ_CHECK(q, i == span || i == (span + 1) % 3);
    if (fz_eq3(x->v[0], x->v[1]) && fz_eq3(x->v[0], x->v[2])) /* one point: vertex 0 */
        FZ_CHECK(q, kind == ISECT_FEATURE_VERTEX && i == 0);

    /* the feature against the edges' exact regions */
    fz_closest seg[3];
    for (int m = 0; m < 3; m++)
        seg[m] = ask_seg(x->dim, x->p, x->v[m], x->v[(m + 1) % 3]);
    if (kind == ISECT_FEATURE_EDGE)
        FZ_CHECK(q, seg[i].t > 0 && seg[i].t < 1);
    if (!x->degenerate)
        for (int m = 0; m < 3; m++)
            FZ_CHECK(q, (kind == ISECT_FEATURE_VERTEX && i == m) ==
                            (seg[m].t == 0 && seg[(m + 2) % 3].t == 1));
    /* in the triangle's plane (always in 2D), the exact orientations decide the region */
    int drop = x->dim == 2 ? 2 : -1;
    if (x->dim == 3 && !x->degenerate && isect_orient3d(x->v[0], x->v[1], x->v[2], x->p) == 0)
        for (drop = 2; drop >= 0 && orient_without(x->v[0], x->v[1], x->v[2], drop) == 0; drop--)
            ;
    if (drop >= 0 && !x->degenerate) {
        int o = orient_without(x->v[0], x->v[1], x->v[2], drop), in = 0, on = 0, on_edge = -1;
        for (int m = 0; m < 3; m++) {
            int s = o * orient_without(x->v[m], x->v[(m + 1) % 3], x->p, drop);
            in += s > 0;
            on += s == 0;
            if (s == 0)
                on_edge = m;
        }
        FZ_CHECK(q, (kind == ISECT_FEATURE_FACE) == (in == 3));
        if (in + on == 3 && on == 1) /* on an edge's interior */
            FZ_CHECK(q, kind == ISECT_FEATURE_EDGE && i == on_edge);
        if (in + on == 3 && on == 2) /* at a vertex */
            FZ_CHECK(q,
                     kind == ISECT_FEATURE_VERTEX && b[0] == p[0] && b[1] == p[1] && b[2] == p[2]);
        FZ_CHECK(qb, x->ball0 == (in + on == 3));
    }
    if (x->valid_r)
        FZ_CHECK(qb, !x->ball0 || x->ball); /* r >= 0 */

    /* accuracy */
    long double S = tri_scale(x), step = sqrtl(8 * (long double)REAL_TRUE_MIN);
    long double tol = 32 * UNIT_ROUNDOFF * S + step;
    bool sat = saturated(c);
    long double dist = sqrtl((long double)c->dist_sq), seg_min = INFINITY;
    bool seg_sat = false;
    for (int m = 0; m < 3; m++) {
        seg_min = fminl(seg_min, sqrtl((long double)seg[m].dist_sq));
        seg_sat |= saturated(&seg[m]);
    }
    if (!sat) {
        FZ_CHECK(q, fabsl(dist - fz_dist(p, b)) <= 1.5L * tol);
        if (!seg_sat) {
            FZ_CHECK(q, dist <= seg_min + tol);
            if (kind != ISECT_FEATURE_FACE)
                FZ_CHECK(q, dist >= seg_min - tol);
        }
    }

    /* p on the triangle (exactly: p == the vertex, on the edge's line, in the face's plane)
     * is its own closest point, and the test at radius 0 says so */
    int e = kind == ISECT_FEATURE_EDGE;
    isect_vec3 w = x->v[kind == ISECT_FEATURE_EDGE ? j : i];
    bool on = kind == ISECT_FEATURE_FACE
                  ? x->dim == 2 || isect_orient3d(x->v[0], x->v[1], x->v[2], x->p) == 0
                  : within(x->dim, x->p, x->v[i], w, e, 0);
    if (on)
        FZ_CHECK(q, c->dist_sq == 0 && b[0] == p[0] && b[1] == p[1] && b[2] == p[2]);
    FZ_CHECK(qb, x->ball0 == on);
    if (!x->valid_r)
        return;
    if (kind != ISECT_FEATURE_FACE) {
        FZ_CHECK(qb, x->ball == within(x->dim, x->p, x->v[i], w, e, x->r));
    } else if (x->dim == 2) {
        FZ_CHECK(qb, x->ball);
    } else {
        long double r = x->r, margin = 64 * UNIT_ROUNDOFF * S + 1e-6L * fmaxl(dist, r) + step;
        if (sat)
            FZ_CHECK(qb, !(r + margin < sqrtl((long double)REAL_MAX)) || !x->ball);
        else {
            FZ_CHECK(qb, !(dist + margin < r) || x->ball);
            FZ_CHECK(qb, !(dist - margin > r) || !x->ball);
        }
    }
}

/* The feature of the vertices' order perm (new vertex m is old perm[m]) in the original
 * labels. */
static isect_feature unpermute(isect_feature f, const int *perm) {
    if (f.kind == ISECT_FEATURE_VERTEX)
        return (isect_feature){f.kind, perm[f.index]};
    if (f.kind == ISECT_FEATURE_EDGE) {
        int a = perm[f.index], b = perm[(f.index + 1) % 3];
        return (isect_feature){f.kind, (a + 1) % 3 == b ? a : b};
    }
    return f;
}

/* Two answers to the same question (up to the order of the vertices, perm): the same
 * tests, flags (but ISECT_SATURATED) and feature; only its kind for a degenerate triangle
 * whose vertices were reordered (which of two coincident vertices is reported depends on
 * their labels), unless same_labels. */
static void check_same_tri(const tri_problem *x, const tri_problem *y, const int *perm,
                           bool same_labels) {
    if (!x->valid || !y->valid)
        return;
    const char *q = tri_names[y->dim - 2], *qb = ball_names[y->dim - 2];
    FZ_CHECK(qb, x->ball == y->ball && x->ball0 == y->ball0);
    unsigned fx = x->near.c.flags, fy = y->near.c.flags;
    FZ_CHECK(q, (fx & ~(unsigned)ISECT_SATURATED) == (fy & ~(unsigned)ISECT_SATURATED));
    if (x->degenerate && !same_labels) {
        FZ_CHECK(q, x->near.fb.kind == y->near.fb.kind);
        return;
    }
    isect_feature g = unpermute(y->near.fb, perm);
    FZ_CHECK(q, g.kind == x->near.fb.kind && g.index == x->near.fb.index);
}

static void fuzz_tri(fz_in *in, unsigned options, unsigned mode, int k) {
    int dim = (mode & 1) ? 3 : 2;
    bool null_tri = fz_null(options, 0), null_ball = fz_null(options, 1);
    isect_vec3 p, v[3];
    const char *vnames[3] = {"v0", "v1", "v2"};
    p = dim == 3 ? fz_vec3(in, "p") : fz_lift(fz_vec2(in, "p"));
    for (int i = 0; i < 3; i++)
        v[i] = dim == 3 ? fz_vec3(in, vnames[i]) : fz_lift(fz_vec2(in, vnames[i]));
    isect_real r = fz_real(in, "r");
    tri_problem x, y;
    solve_tri(&x, dim, p, v, r, null_tri, null_ball);
    check_tri(&x);
    if (null_tri || null_ball)
        return;
    if (dim == 2) { /* lifted */
        solve_tri(&y, 3, p, v, r, false, false);
        check_tri(&y);
        static const int id[3] = {0, 1, 2};
        check_same_tri(&x, &y, id, true);
    }
    /* rotated and reversed */
    static const int perms[2][3] = {{1, 2, 0}, {0, 2, 1}};
    for (int n = 0; n < 2; n++) {
        isect_vec3 w[3];
        for (int m = 0; m < 3; m++)
            w[m] = v[perms[n][m]];
        solve_tri(&y, dim, p, w, r, false, false);
        check_tri(&y);
        check_same_tri(&x, &y, perms[n], false);
        if (x.valid && !saturated(&x.near.c) && !saturated(&y.near.c)) {
            long double tol =
                32 * UNIT_ROUNDOFF * tri_scale(&x) + sqrtl(8 * (long double)REAL_TRUE_MIN);
            FZ_CHECK(tri_names[dim - 2], fabsl(sqrtl((long double)x.near.c.dist_sq) -
                                               sqrtl((long double)y.near.c.dist_sq)) <= tol);
        }
    }
    /* scaled */
    isect_vec3 sp, sv[3];
    isect_real sr;
    bool scaled = x.valid && fz_scale3(p, k, &sp) && fz_scale_exact(r, k, &sr);
    for (int m = 0; m < 3 && scaled; m++)
        scaled = fz_scale3(v[m], k, &sv[m]);
    if (!scaled)
        return;
    solve_tri(&y, dim, sp, sv, sr, false, false);
    check_tri(&y);
    static const int id[3] = {0, 1, 2};
    check_same_tri(&x, &y, id, true);
}

/* ---- A point against a tetrahedron, capsules against triangles (mode bit 3) -----------
 * Beyond the common contract:
 * - the tetrahedron: the feature's kind and index in range; a vertex is that input vertex
 *   bit for bit with coordinate 1; face f has bary_b[f] == 0; the solid has point_b == p
 *   and dist_sq == 0; the coordinates lie in [0, 1]; the distance is the least of the four
 *   faces' (isect_closest_point3_tri3) when p is outside, within rounding; the feature is
 *   the same after scaling by 2^k;
 * - the capsule tests: true when the core's distance to the triangle (from the closest
 *   point queries and the segment test, in long double) is clearly below the radius, false
 *   when clearly above; the same answer after scaling by 2^k; the 2D answer equals the
 *   answer of its lift into space (z = 0), exactly. */

static const int tet_edge_ends[6][2] = {{0, 1}, {0, 2}, {0, 3}, {1, 2}, {1, 3}, {2, 3}};
static const int tet_face_of[4][3] = {{1, 2, 3}, {0, 2, 3}, {0, 1, 3}, {0, 1, 2}};

static void check_tet(isect_vec3 p, const isect_vec3 *v, bool null, int k) {
    const char *q = "isect_closest_point3_tet3";
    isect_tet3 t = {{v[0], v[1], v[2], v[3]}};
    isect_closest_feature_result3 r = isect_closest_point3_tet3(p, null ? NULL : &t);
    bool valid = !null && fz_finite3(p);
    for (int i = 0; i < 4; i++)
        valid &= fz_finite3(v[i]);
    if (!valid) {
        FZ_CHECK(q, r.flags == ISECT_INVALID && r.feature_b.kind == ISECT_FEATURE_NONE &&
                        r.dist_sq == 0 && r.bary_b[0] == 0);
        return;
    }
    FZ_CHECK(q, !(r.flags & ISECT_INVALID));
    FZ_CHECK(q, fz_finite(r.dist_sq) && r.dist_sq >= 0 && fz_finite3(r.point_b));
    int kind = r.feature_b.kind, i = r.feature_b.index;
    FZ_CHECK(q, (kind == ISECT_FEATURE_VERTEX && i >= 0 && i < 4) ||
                    (kind == ISECT_FEATURE_EDGE && i >= 0 && i < 6) ||
                    (kind == ISECT_FEATURE_FACE && i >= 0 && i < 4) ||
                    (kind == ISECT_FEATURE_SOLID && i == 0));
    for (int j = 0; j < 4; j++)
        FZ_CHECK(q, r.bary_b[j] >= 0 && r.bary_b[j] <= 1);
    if (kind == ISECT_FEATURE_VERTEX)
        FZ_CHECK(q, fz_eq3(r.point_b, v[i]) && r.bary_b[i] == 1);
    if (kind == ISECT_FEATURE_EDGE)
        for (int j = 0; j < 4; j++)
            FZ_CHECK(q, j == tet_edge_ends[i][0] || j == tet_edge_ends[i][1] || r.bary_b[j] == 0);
    if (kind == ISECT_FEATURE_FACE)
        FZ_CHECK(q, r.bary_b[i] == 0);
    if (kind == ISECT_FEATURE_SOLID)
        FZ_CHECK(q, fz_eq3(r.point_b, p) && r.dist_sq == 0);
    if (kind != ISECT_FEATURE_SOLID && !(r.flags & ISECT_SATURATED)) {
        long double least = INFINITY, scale = 0;
        for (int f = 0; f < 4; f++) {
            isect_tri3 tri = {{v[tet_face_of[f][0]], v[tet_face_of[f][1]], v[tet_face_of[f][2]]}};
            isect_closest_feature_result3 c = isect_closest_point3_tri3(p, &tri);
            if (!(c.flags & ISECT_SATURATED) && sqrtl(c.dist_sq) < least)
                least = sqrtl(c.dist_sq);
        }
        for (int j = 0; j < 4; j++) {
            const isect_real *x = &v[j].x, *y = &p.x;
            for (int m = 0; m < 3; m++)
                scale = fmaxl(scale, fmaxl(fabsl(x[m]), fabsl(y[m])));
        }
        if (isfinite(least))
            FZ_CHECK(q, fabsl(sqrtl(r.dist_sq) - least) <=
                            64 * UNIT_ROUNDOFF * scale + sqrtl(8 * (long double)REAL_TRUE_MIN));
    }
    isect_vec3 sp, sv[4];
    bool scaled = fz_scale3(p, k, &sp);
    for (int j = 0; j < 4 && scaled; j++)
        scaled = fz_scale3(v[j], k, &sv[j]);
    if (scaled) {
        isect_tet3 st = {{sv[0], sv[1], sv[2], sv[3]}};
        isect_closest_feature_result3 s = isect_closest_point3_tet3(sp, &st);
        FZ_CHECK(q, s.feature_b.kind == r.feature_b.kind &&
                        s.feature_b.index == r.feature_b.index &&
                        (s.flags & ISECT_DEGENERATE) == (r.flags & ISECT_DEGENERATE));
    }
}

/* The core's distance to the triangle in long double, from the library's own closest
 * point queries (each within its documented bound) and its exact segment test. */
static long double capsule_distance(isect_vec3 a, isect_vec3 b, const isect_vec3 *v) {
    isect_seg3 core = {a, b};
    isect_tri3 t = {{v[0], v[1], v[2]}};
    if (isect_test_seg3_tri3(&core, &t))
        return 0;
    /* a saturated squared distance says nothing: no reference then (NaN) */
    isect_closest_feature_result3 ea = isect_closest_point3_tri3(a, &t);
    isect_closest_feature_result3 eb = isect_closest_point3_tri3(b, &t);
    unsigned flags = ea.flags | eb.flags;
    long double least = fminl(sqrtl(ea.dist_sq), sqrtl(eb.dist_sq));
    for (int i = 0; i < 3; i++) {
        isect_seg3 e = {v[i], v[(i + 1) % 3]};
        isect_closest_result3 c = isect_closest_seg3_seg3(&core, &e);
        flags |= c.flags;
        least = fminl(least, sqrtl(c.dist_sq));
    }
    return (flags & ISECT_SATURATED) ? NAN : least;
}

static void check_capsule_tri(int dim, isect_vec3 a, isect_vec3 b, isect_real r,
                              const isect_vec3 *v, bool null, int k) {
    const char *q = dim == 2 ? "isect_test_capsule2_tri2" : "isect_test_capsule3_tri3";
    bool got;
    isect_capsule3 c3 = {a, b, r};
    isect_tri3 t3 = {{v[0], v[1], v[2]}};
    got = isect_test_capsule3_tri3(null ? NULL : &c3, &t3);
    if (dim == 2) {
        isect_capsule2 c2 = {{a.x, a.y}, {b.x, b.y}, r};
        isect_tri2 t2 = {{{v[0].x, v[0].y}, {v[1].x, v[1].y}, {v[2].x, v[2].y}}};
        bool flat = isect_test_capsule2_tri2(null ? NULL : &c2, &t2);
        FZ_CHECK(q, flat == got); /* the lift into z = 0 answers the same, exactly */
    }
    bool valid = !null && fz_finite3(a) && fz_finite3(b) && fz_finite(r) && r >= 0;
    for (int i = 0; i < 3; i++)
        valid &= fz_finite3(v[i]);
    if (!valid) {
        FZ_CHECK(q, !got);
        return;
    }
    long double d = capsule_distance(a, b, v), scale = fabsl(r);
    const isect_vec3 pts[5] = {a, b, v[0], v[1], v[2]};
    for (int j = 0; j < 5; j++) {
        const isect_real *x = &pts[j].x;
        for (int m = 0; m < 3; m++)
            scale = fmaxl(scale, fabsl(x[m]));
    }
    long double tol = 128 * UNIT_ROUNDOFF * scale + sqrtl(8 * (long double)REAL_TRUE_MIN);
    if (isfinite(d) && scale < 0.25L * REAL_MAX) {
        if (d + tol < r)
            FZ_CHECK(q, got);
        if (d > r + tol)
            FZ_CHECK(q, !got);
    }
    isect_vec3 sa, sb, sv[3];
    isect_real sr;
    bool scaled = fz_scale3(a, k, &sa) && fz_scale3(b, k, &sb) && fz_scale_exact(r, k, &sr);
    for (int j = 0; j < 3 && scaled; j++)
        scaled = fz_scale3(v[j], k, &sv[j]);
    if (scaled) {
        isect_capsule3 sc = {sa, sb, sr};
        isect_tri3 st = {{sv[0], sv[1], sv[2]}};
        FZ_CHECK(q, isect_test_capsule3_tri3(&sc, &st) == got);
    }
}

static void fuzz_tet_capsule(fz_in *in, unsigned options, unsigned mode, int k) {
    bool null = fz_null(options, 0);
    if (mode & 1) {
        isect_vec3 p = fz_vec3(in, "p"), v[4];
        const char *names4[4] = {"v0", "v1", "v2", "v3"};
        for (int i = 0; i < 4; i++)
            v[i] = fz_vec3(in, names4[i]);
        check_tet(p, v, null, k);
        return;
    }
    int dim = (mode & 16) ? 3 : 2;
    isect_vec3 a, b, v[3];
    const char *names3[3] = {"v0", "v1", "v2"};
    a = dim == 3 ? fz_vec3(in, "p0") : fz_lift(fz_vec2(in, "p0"));
    b = dim == 3 ? fz_vec3(in, "p1") : fz_lift(fz_vec2(in, "p1"));
    for (int i = 0; i < 3; i++)
        v[i] = dim == 3 ? fz_vec3(in, names3[i]) : fz_lift(fz_vec2(in, names3[i]));
    isect_real r = fz_real(in, "r");
    check_capsule_tri(dim, a, b, r, v, null, k);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    fz_in in;
    fz_begin(&in, data, size);
    unsigned options = fz_byte(&in), mode = fz_byte(&in);
    int k = fz_exponent(&in);
    bool null = fz_null(options, 0);
    problem x = {0}, y = {0}, z = {0};
    if (mode & 8) {
        fuzz_tet_capsule(&in, options, mode, k);
        return 0;
    }
    if (mode & 2) {
        fuzz_pairs(&in, mode, k, null);
        return 0;
    }
    if (mode & 4) {
        fuzz_tri(&in, options, mode, k);
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
