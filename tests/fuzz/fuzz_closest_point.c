/* tests/fuzz/fuzz_closest_point.c -- every query of isect/closest_point.h under the
 * contract checks of contract.h: the point of a line, ray or segment closest to a point,
 * in 2D and in 3D.
 *
 * Input: an option byte (NULL component), a mode byte (bit 0: 3D; bit 1: the pairs of
 * two components and the capsule tests; bit 2 without bit 1: a point against a triangle
 * and the disc and ball tests; bit 3 before the others: with bit 0 a point against a
 * tetrahedron, else the capsule-triangle tests, in space with bit 4; bits 7 and 6
 * together before all the others: with bits 1 and 0 but not 2 a point against a hull by
 * its planes, else with bit 0 a point against a convex hull by its vertices, else a
 * segment against an oriented box; bit 7 (without 6) before the rest: a point against
 * a convex polygon; bit 6 before all but bit 7: a point against
 * a capsule, cylinder or cone; bit 5 before all but bits 7 and 6: a segment against a
 * triangle, two triangles; bit 4 without bit 3, before bits 2, 1 and 0: a segment against
 * a box; all below), a scaling exponent,
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
 * - the regions agree under scaling by 2^k and between 2D and its lift to 3D;
 * - a ball against a triangle in space answers as against the polygon of its three
 *   vertices, and of its vertices with the last repeated (isect_test_sphere3_poly3). */
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

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
 *   the same features, flags and tests; lifted to 3D: the same features and tests;
 * - in 3D, the ball's contact (isect_find_sphere3_tri3) under the common contact contract,
 *   ISECT_DEGENERATE exactly for a collinear triangle. */

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
    if (dim == 3) { /* the ball's contact: the common contract against the test's answer */
        isect_tri3 t = {{v[0], v[1], v[2]}};
        isect_sphere3 s = {p, r};
        isect_contact_result3 k =
            isect_find_sphere3_tri3(null_ball ? NULL : &s, null_tri ? NULL : &t);
        fz_check_contact("isect_find_sphere3_tri3", k, x->valid_r, x->ball);
        FZ_CHECK("isect_find_sphere3_tri3",
                 !x->valid_r || ((k.flags & ISECT_DEGENERATE) != 0) == x->degenerate);
    }
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
    if (dim == 3) { /* the triangle as a polygon, and with its last vertex repeated */
        isect_vec3 quad[4] = {v[0], v[1], v[2], v[2]};
        isect_sphere3 s = {p, r};
        isect_poly3 tri = {null_tri ? NULL : quad, 3}, rep = {quad, 4};
        const char *q = "isect_test_sphere3_poly3";
        FZ_CHECK(q, isect_test_sphere3_poly3(null_ball ? NULL : &s, &tri) == x.ball);
        if (!null_tri)
            FZ_CHECK(q, isect_test_sphere3_poly3(null_ball ? NULL : &s, &rep) == x.ball);
    }
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

/* ---- A point against a convex polygon (mode bit 7, before the others) ------------------
 * Input: a vertex count byte (0 to 8: counts below 3 are invalid), the point p, then the
 * vertices; options: NULL polygon (bits 0-3), NULL vertex array (bits 4-7). Checks:
 * - the contract: no NaN; an all-zero ISECT_INVALID result with both features
 *   ISECT_FEATURE_NONE exactly for invalid input -- NULL, a count below 3, a coordinate
 *   not finite, or a polygon that is not convex by a rule of this target's own (after
 *   dropping consecutive repeats the vertices are pairwise distinct and lie on one
 *   closed side of every edge's line, the same side for all; all on one line is a valid
 *   segment), decided with isect_orient2d; otherwise only ISECT_DEGENERATE (exactly when
 *   the vertices are collinear) and ISECT_SATURATED; feature_a vertex 0, bary_a
 *   {1, 0, 0, 0}, point_a == p;
 * - feature_b: a vertex (point_b == v[index] bit for bit, the lowest index of its equal
 *   vertices, bary_b {1, 0, 0, 0}), an edge of non-zero length (bary_b {w_0, w_1, 0, 0}
 *   in (0, 1], summing to 1 up to rounding), or face 0 (not degenerate, dist_sq == 0,
 *   point_b == p, bary_b all 0);
 * - p in the closed polygon (isect_orient2d against every edge) is its own point_b with
 *   dist_sq == 0, the face exactly when strictly inside every edge;
 * - the distance: dist_sq equals, bit for bit, isect_closest_point2_seg2's on the
 *   reported feature's segment (an edge v[i] v[i + 1] with p outside: point_b and t as
 *   well; a degenerate polygon's edge: the spanning segment from v[i] to the other
 *   outermost vertex; a vertex: the segment leaving it), and sqrt(dist_sq) is the least of
 *   the edges' distances within 32 u S (at most that for a point inside);
 * - scaled by 2^k: the same feature and flags (but ISECT_SATURATED). */

#define POLY_MAX 8

static const char *const poly_name = "isect_closest_point2_poly2";

static bool poly_same(isect_vec2 a, isect_vec2 b) {
    return a.x == b.x && a.y == b.y;
}

static bool poly_same_bits(isect_vec2 a, isect_vec2 b) {
    return poly_same(a, b) && !signbit(a.x) == !signbit(b.x) && !signbit(a.y) == !signbit(b.y);
}

/* The shape by this target's own rule: 0 not convex, 1 convex, 2 collinear (or a point). */
static int poly_shape(const isect_vec2 *v, size_t n, int *sigma) {
    isect_vec2 r[POLY_MAX];
    size_t m = 0;
    for (size_t i = 0; i < n; i++)
        if (!poly_same(v[i], v[(i + n - 1) % n]))
            r[m++] = v[i];
    if (m == 0)
        return 2;
    bool line = true;
    for (size_t k = 0; k < m; k++)
        line = line && isect_orient2d(r[0], r[1], r[k]) == 0;
    if (line)
        return 2;
    for (size_t i = 0; i < m; i++)
        for (size_t k = i + 1; k < m; k++)
            if (poly_same(r[i], r[k]))
                return 0;
    bool pos = false, neg = false;
    for (size_t i = 0; i < m; i++)
        for (size_t k = 0; k < m; k++) {
            int s = isect_orient2d(r[i], r[(i + 1) % m], r[k]);
            pos = pos || s > 0;
            neg = neg || s < 0;
        }
    *sigma = pos ? 1 : -1;
    return pos && neg ? 0 : 1;
}

static isect_closest_feature_result2 poly_ask(isect_vec2 p, const isect_vec2 *v, size_t n,
                                              bool null_poly, bool null_array) {
    isect_poly2 poly = {null_array ? NULL : v, n};
    return isect_closest_point2_poly2(p, null_poly ? NULL : &poly);
}

/* The segment a -> b's closest point to p. */
static isect_closest_result2 poly_seg(isect_vec2 p, isect_vec2 a, isect_vec2 b) {
    isect_seg2 s = {a, b};
    return isect_closest_point2_seg2(p, &s);
}

static void check_poly(isect_vec2 p, const isect_vec2 *v, size_t n, bool null_poly, bool null_array,
                       int k) {
    const char *q = poly_name;
    isect_closest_feature_result2 r = poly_ask(p, v, n, null_poly, null_array);
    double all[13] = {r.dist_sq,   r.point_a.x, r.point_a.y, r.point_b.x, r.point_b.y,
                      r.bary_a[0], r.bary_a[1], r.bary_a[2], r.bary_a[3], r.bary_b[0],
                      r.bary_b[1], r.bary_b[2], r.bary_b[3]};
    for (int i = 0; i < 13; i++)
        FZ_CHECK(q, all[i] == all[i]);
    bool valid = !null_poly && !null_array && n >= 3 && fz_finite2(p);
    for (size_t i = 0; i < n && valid; i++)
        valid = fz_finite2(v[i]);
    int sigma = 0, shape = valid ? poly_shape(v, n, &sigma) : 0;
    if (!valid || shape == 0) {
        FZ_CHECK(q, r.flags == ISECT_INVALID);
        for (int i = 0; i < 13; i++)
            FZ_CHECK(q, all[i] == 0);
        FZ_CHECK(q, r.feature_a.kind == ISECT_FEATURE_NONE && r.feature_a.index == 0);
        FZ_CHECK(q, r.feature_b.kind == ISECT_FEATURE_NONE && r.feature_b.index == 0);
        return;
    }
    bool degenerate = shape == 2;
    FZ_CHECK(q, !(r.flags & ~(unsigned)(ISECT_DEGENERATE | ISECT_SATURATED)));
    FZ_CHECK(q, !(r.flags & ISECT_DEGENERATE) == !degenerate);
    FZ_CHECK(q, r.feature_a.kind == ISECT_FEATURE_VERTEX && r.feature_a.index == 0);
    FZ_CHECK(q, r.bary_a[0] == 1 && r.bary_a[1] == 0 && r.bary_a[2] == 0 && r.bary_a[3] == 0);
    FZ_CHECK(q, poly_same_bits(r.point_a, p));
    FZ_CHECK(q, fz_finite(r.dist_sq) && r.dist_sq >= 0 && fz_finite2(r.point_b));

    /* the feature */
    int kind = r.feature_b.kind, i = r.feature_b.index;
    FZ_CHECK(q, i >= 0 && (size_t)i < n);
    FZ_CHECK(q, kind == ISECT_FEATURE_VERTEX || kind == ISECT_FEATURE_EDGE ||
                    (kind == ISECT_FEATURE_FACE && i == 0 && !degenerate));
    isect_vec2 a = v[i], b = v[((size_t)i + 1) % n];
    isect_closest_result2 seg = poly_seg(p, a, b); /* the segment of the feature */
    if (kind == ISECT_FEATURE_VERTEX) {
        FZ_CHECK(q, poly_same_bits(r.point_b, a));
        for (int j = 0; j < i; j++)
            FZ_CHECK(q, !poly_same(v[j], a));
        FZ_CHECK(q, r.bary_b[0] == 1 && r.bary_b[1] == 0 && r.bary_b[2] == 0 && r.bary_b[3] == 0);
    } else if (kind == ISECT_FEATURE_EDGE) {
        FZ_CHECK(q, !poly_same(a, b));
        FZ_CHECK(q, r.bary_b[0] > 0 && r.bary_b[0] <= 1 && r.bary_b[1] > 0 && r.bary_b[1] <= 1);
        FZ_CHECK(q, r.bary_b[2] == 0 && r.bary_b[3] == 0);
        FZ_CHECK(q, fabs((double)r.bary_b[0] + r.bary_b[1] - 1) <= 4 * UNIT_ROUNDOFF);
        if (degenerate) { /* the spanning segment: from v[i] to the other outermost vertex */
            size_t lo = 0, hi = 0;
            for (size_t j = 1; j < n; j++) {
                if (v[j].x < v[lo].x || (v[j].x == v[lo].x && v[j].y < v[lo].y))
                    lo = j;
                if (v[j].x > v[hi].x || (v[j].x == v[hi].x && v[j].y > v[hi].y))
                    hi = j;
            }
            FZ_CHECK(q, poly_same(a, v[lo]) || poly_same(a, v[hi]));
            for (int j = 0; j < i; j++) /* the first edge leaving one of them */
                FZ_CHECK(q, !((poly_same(v[j], v[lo]) || poly_same(v[j], v[hi])) &&
                              !poly_same(v[j], v[((size_t)j + 1) % n])));
            seg = poly_seg(p, a, poly_same(a, v[lo]) ? v[hi] : v[lo]);
        }
    } else {
        FZ_CHECK(q, r.dist_sq == 0 && poly_same_bits(r.point_b, p));
        for (int j = 0; j < 4; j++)
            FZ_CHECK(q, r.bary_b[j] == 0);
    }

    /* p in the closed polygon, exactly */
    bool in = !degenerate, strictly = !degenerate;
    for (size_t j = 0; j < n && in; j++) {
        isect_vec2 c = v[j], d = v[(j + 1) % n];
        if (poly_same(c, d))
            continue;
        int s = sigma * isect_orient2d(c, d, p);
        in = s >= 0;
        strictly = strictly && s > 0;
    }
    if (in)
        FZ_CHECK(q, r.dist_sq == 0 && r.point_b.x == p.x && r.point_b.y == p.y);
    if (!degenerate)
        FZ_CHECK(q, (kind == ISECT_FEATURE_FACE) == (in && strictly));

    /* the distance: the feature's segment, bit for bit, and the least over the edges */
    if (!(kind == ISECT_FEATURE_FACE || (in && kind == ISECT_FEATURE_EDGE)) &&
        !(kind == ISECT_FEATURE_EDGE && r.dist_sq == 0 && degenerate)) {
        FZ_CHECK(q, r.dist_sq == seg.dist_sq);
        if (kind == ISECT_FEATURE_EDGE)
            FZ_CHECK(q, poly_same_bits(r.point_b, seg.point_b) && r.bary_b[1] == seg.t);
    }
    long double least = INFINITY, S = fmaxl(fabsl(p.x), fabsl(p.y));
    bool sat = (r.flags & ISECT_SATURATED) != 0;
    for (size_t j = 0; j < n; j++) {
        isect_closest_result2 e = poly_seg(p, v[j], v[(j + 1) % n]);
        sat = sat || (e.flags & ISECT_SATURATED);
        least = fminl(least, sqrtl((long double)e.dist_sq));
        S = fmaxl(S, fmaxl(fabsl(v[j].x), fabsl(v[j].y)));
    }
    long double dist = sqrtl((long double)r.dist_sq);
    long double tol = 32 * UNIT_ROUNDOFF * S + sqrtl(8 * (long double)REAL_TRUE_MIN);
    if (!sat) {
        FZ_CHECK(q, dist <= least + tol);
        if (!in)
            FZ_CHECK(q, dist >= least - tol);
    }

    /* scaled by 2^k */
    isect_vec2 sp, sv[POLY_MAX];
    bool scaled = fz_scale2(p, k, &sp);
    for (size_t j = 0; j < n && scaled; j++)
        scaled = fz_scale2(v[j], k, &sv[j]);
    if (!scaled)
        return;
    isect_closest_feature_result2 s = poly_ask(sp, sv, n, false, false);
    FZ_CHECK(q, s.feature_b.kind == r.feature_b.kind && s.feature_b.index == r.feature_b.index);
    FZ_CHECK(q, (s.flags & ~(unsigned)ISECT_SATURATED) == (r.flags & ~(unsigned)ISECT_SATURATED));
}

static void fuzz_poly(fz_in *in, unsigned options, int k) {
    size_t n = fz_byte(in) % (POLY_MAX + 1);
    isect_vec2 p = fz_vec2(in, "p"), v[POLY_MAX];
    static const char *const vnames[POLY_MAX] = {"v0", "v1", "v2", "v3", "v4", "v5", "v6", "v7"};
    for (size_t i = 0; i < n; i++)
        v[i] = fz_vec2(in, vnames[i]);
    check_poly(p, v, n, fz_null(options, 0), fz_null(options, 1), k);
}

/* ---- A point against a round solid (mode bit 6, before the others but bit 7) ----------
 * Input: the solid (mode bits 0-1: 0 the 2D capsule, 1 the capsule, 2 the cylinder, 3 the
 * cone), the point p, the axis ends a and b (p0 and p1; apex and base) and the radius r;
 * options: NULL solid (bits 0-3). The half-plane: p and its closest point lie in the
 * half-plane through the axis and p, where with d = b - a, A = (p - a).d, D = d.d,
 * Q = |(p - a) x d|^2 and X = (p - b).d - r^2 every region of the contract's features is
 * a sign: p beyond a's or b's plane (A, A - D), against the radius (Q - r^2 D), for the
 * cone inside its slant line (sqrt(Q D) - r A), in the apex's normal cone
 * (A sqrt(D) + r sqrt(Q) <= 0) and in the rim's (X sqrt(D) + r sqrt(Q) >= 0 and Q >= r^2 D).
 * Checks (closest_point.h, "A point against a round solid"):
 * - the contract: no NaN; an all-zero ISECT_INVALID result with both features NONE exactly
 *   when the input is invalid (the solid's isect_valid_*, p finite; and those agree with
 *   "finite, radius >= 0"); otherwise only ISECT_DEGENERATE (exactly for radius 0 or a zero
 *   axis) and ISECT_SATURATED; feature_a vertex 0, bary_a {1, 0, 0, 0}, point_a == p;
 * - feature_b one of the solid's; bary_b = {1 - t, t, 0, 0}, t in [0, 1], exactly 0 or 1 for
 *   a feature at an end (a capsule's end cap, a cylinder's cap or rim, the apex, the cone's
 *   base and rim, the point of a zero-length cylinder or cone axis), strictly between for
 *   the sides, the slant and the cylinder's and cone's interior; the interior (solid; face
 *   0 in 2D) has dist_sq == 0 and point_b == p;
 * - dist_sq against |p - point_b| (32 u S), point_b and sqrt(dist_sq) against a long-double
 *   reference in the half-plane (16 u S, plus the subnormal steps), t against it
 *   (64 u S / |d|); ISECT_SATURATED where the distance must be beyond the range, never
 *   where it cannot be;
 * - the feature exactly: for inputs that are small dyadics (12 bits at a common scale) by
 *   the signs above in 128-bit integers; for any input wherever p is clearly (2^-40 S) away
 *   from every region boundary, by the signs in long double; p in the closed solid by
 *   the same signs: its own point_b, dist_sq == 0;
 * - the capsule's inside agrees with isect_classify_point*_capsule* (inside: the interior;
 *   on the boundary: dist_sq == 0 and point_b == p), its end caps with the regions of
 *   isect_closest_point*_seg* on its core, radius 0 with that segment's point and distance;
 *   the 2D capsule with its lift into space; the cylinder between its cap planes
 *   (isect_dot_sign3 with p1 - p0 exact) with isect_classify_point3_capsule3 on its axis:
 *   interior, cap, side or rim exactly;
 * - scaled by 2^k: the same feature and flags (but ISECT_SATURATED), point_b scaled within
 *   32 u S. */

/* Past finding (fixed, checked in full): the cone's slant point divided by g.g, which
 * underflowed to 0 for an axis below about 2^-537 |p - apex| (NaN answers; apex (0, 0, 0),
 * base (0x1p-600, 0, 0), radius 0, p = (0x1p-601, 1, 0)). */
static const char *const round_names[4] = {
    "isect_closest_point2_capsule2", "isect_closest_point3_capsule3",
    "isect_closest_point3_cylinder3", "isect_closest_point3_cone3"};

enum { ROUND_CAP2, ROUND_CAP3, ROUND_CYL, ROUND_CONE };

/* edge 2 or 3 of the 2D capsule: a point of its core when the radius is 0 */
#define ROUND_EITHER_SIDE (-1)

typedef struct round_problem {
    int solid;
    isect_vec3 p, a, b; /* z = 0 in 2D */
    isect_real r;
    bool null;
} round_problem;

static tri_answer ask_round(const round_problem *x) {
    tri_answer t;
    isect_vec3 p = x->p;
    if (x->solid == ROUND_CAP2) {
        isect_capsule2 c = {{x->a.x, x->a.y}, {x->b.x, x->b.y}, x->r};
        isect_closest_feature_result2 r =
            isect_closest_point2_capsule2((isect_vec2){p.x, p.y}, x->null ? NULL : &c);
        t.c = (fz_closest){
            r.dist_sq, 0, 0, {r.point_a.x, r.point_a.y, 0}, {r.point_b.x, r.point_b.y, 0}, r.flags};
        for (int i = 0; i < 4; i++) {
            t.bary_a[i] = r.bary_a[i];
            t.bary_b[i] = r.bary_b[i];
        }
        t.fa = r.feature_a;
        t.fb = r.feature_b;
        return t;
    }
    isect_closest_feature_result3 r;
    if (x->solid == ROUND_CAP3) {
        isect_capsule3 c = {x->a, x->b, x->r};
        r = isect_closest_point3_capsule3(p, x->null ? NULL : &c);
    } else if (x->solid == ROUND_CYL) {
        isect_cylinder3 c = {x->a, x->b, x->r};
        r = isect_closest_point3_cylinder3(p, x->null ? NULL : &c);
    } else {
        isect_cone3 c = {x->a, x->b, x->r};
        r = isect_closest_point3_cone3(p, x->null ? NULL : &c);
    }
    t.c = (fz_closest){r.dist_sq,
                       0,
                       0,
                       {r.point_a.x, r.point_a.y, r.point_a.z},
                       {r.point_b.x, r.point_b.y, r.point_b.z},
                       r.flags};
    for (int i = 0; i < 4; i++) {
        t.bary_a[i] = r.bary_a[i];
        t.bary_b[i] = r.bary_b[i];
    }
    t.fa = r.feature_a;
    t.fb = r.feature_b;
    return t;
}

static bool round_valid(const round_problem *x) {
    if (x->null)
        return false;
    switch (x->solid) {
    case ROUND_CAP2: {
        isect_capsule2 c = {{x->a.x, x->a.y}, {x->b.x, x->b.y}, x->r};
        return isect_valid_capsule2(&c) && fz_finite2((isect_vec2){x->p.x, x->p.y});
    }
    case ROUND_CAP3: {
        isect_capsule3 c = {x->a, x->b, x->r};
        return isect_valid_capsule3(&c) && fz_finite3(x->p);
    }
    case ROUND_CYL: {
        isect_cylinder3 c = {x->a, x->b, x->r};
        return isect_valid_cylinder3(&c) && fz_finite3(x->p);
    }
    default: {
        isect_cone3 c = {x->a, x->b, x->r};
        return isect_valid_cone3(&c) && fz_finite3(x->p);
    }
    }
}

/* The signs of the half-plane (the top of this section). */
typedef struct round_signs {
    bool zero_axis, at_a; /* d == 0; p == a */
    int a0, a1;           /* sign(A), sign(A - D) */
    int rho;              /* sign(Q - r^2 D) */
    int ball;             /* the capsule: sign(dist(p, core)^2 - r^2) */
    int side;             /* 2D: sign(d x (p - a)), + on the left */
    int slant, apex, rim; /* the cone's */
} round_signs;

/* The feature (index ROUND_EITHER_SIDE: 2D edge 2 or 3) and whether p is in the closed
 * solid, from the signs. */
static isect_feature round_classify(int solid, const round_signs *g, bool *inside) {
    bool cap = solid == ROUND_CAP2 || solid == ROUND_CAP3;
    isect_feature_kind boundary = solid == ROUND_CAP2 ? ISECT_FEATURE_EDGE : ISECT_FEATURE_FACE;
    isect_feature interior = {solid == ROUND_CAP2 ? ISECT_FEATURE_FACE : ISECT_FEATURE_SOLID, 0};
    int end = g->a0 <= 0 ? 0 : g->a1 >= 0 ? 1 : -1;
    if (cap) {
        *inside = g->ball <= 0;
        if (g->ball < 0)
            return interior;
        if (g->zero_axis || end >= 0)
            return (isect_feature){boundary, g->zero_axis ? 0 : end};
        return (isect_feature){boundary, solid == ROUND_CAP3 ? 2
                                         : g->side > 0       ? 2
                                         : g->side < 0       ? 3
                                                             : ROUND_EITHER_SIDE};
    }
    if (g->zero_axis) {
        *inside = g->at_a;
        return (isect_feature){ISECT_FEATURE_VERTEX, 0};
    }
    if (solid == ROUND_CYL) {
        *inside = g->a0 >= 0 && g->a1 <= 0 && g->rho <= 0;
        if (*inside && g->rho < 0)
            return end >= 0 ? (isect_feature){ISECT_FEATURE_FACE, end} : interior;
        if (end >= 0)
            return (isect_feature){g->rho >= 0 ? ISECT_FEATURE_EDGE : ISECT_FEATURE_FACE, end};
        return (isect_feature){ISECT_FEATURE_FACE, 2};
    }
    *inside = true;
    if (g->at_a)
        return (isect_feature){ISECT_FEATURE_VERTEX, 0};
    if (g->a0 >= 0 && g->a1 <= 0 && g->slant <= 0) {
        if (g->a1 == 0)
            return (isect_feature){g->rho == 0 ? ISECT_FEATURE_EDGE : ISECT_FEATURE_FACE, 0};
        return g->slant == 0 ? (isect_feature){ISECT_FEATURE_FACE, 1} : interior;
    }
    *inside = false;
    if (g->apex <= 0)
        return (isect_feature){ISECT_FEATURE_VERTEX, 0};
    if (g->rim >= 0 && g->rho >= 0)
        return (isect_feature){ISECT_FEATURE_EDGE, 0};
    return (isect_feature){ISECT_FEATURE_FACE, g->slant > 0 ? 1 : 0};
}

/* The signs in exact integer arithmetic: the ten numbers as integers of one scale 2^e
 * (each within 12 bits), |products| < 2^84. */
__extension__ typedef __int128 round_int;

static int round_sgn(round_int x) {
    return (x > 0) - (x < 0);
}

/* sign(l sqrt(U) + sqrt(W)), U, W >= 0 */
static int round_root_sign(round_int l, round_int U, round_int W) {
    if (l >= 0)
        return (l > 0 && U > 0) || W > 0;
    return round_sgn(W - l * l * U);
}

static bool round_exact_signs(const round_problem *x, round_signs *g) {
    const isect_real *pa = &x->a.x, *pb = &x->b.x, *pp = &x->p.x;
    double v[10] = {x->r};
    for (int i = 0; i < 3; i++) {
        v[1 + i] = pa[i];
        v[4 + i] = pb[i];
        v[7 + i] = pp[i];
    }
    int lo = 0, hi = 0;
    bool any = false;
    for (int i = 0; i < 10; i++) {
        if (v[i] == 0)
            continue;
        int e;
        long double m = frexpl(v[i], &e);
        int low = e - 64 + __builtin_ctzll((uint64_t)(fabsl(m) * 0x1p64L));
        lo = !any || low < lo ? low : lo;
        hi = !any || e > hi ? e : hi;
        any = true;
    }
    if (hi - lo > 12)
        return false;
    round_int n[10];
    for (int i = 0; i < 10; i++)
        n[i] = v[i] == 0 ? 0 : (round_int)(long long)ldexpl(v[i], -lo);
    round_int d[3], w[3], D = 0, A = 0, W = 0, R = n[0] * n[0];
    for (int i = 0; i < 3; i++) {
        d[i] = n[4 + i] - n[1 + i];
        w[i] = n[7 + i] - n[1 + i];
        D += d[i] * d[i];
        A += w[i] * d[i];
        W += w[i] * w[i];
    }
    round_int c[3] = {w[1] * d[2] - w[2] * d[1], w[2] * d[0] - w[0] * d[2],
                      w[0] * d[1] - w[1] * d[0]};
    round_int Q = c[0] * c[0] + c[1] * c[1] + c[2] * c[2], X = A - D - R;
    g->zero_axis = D == 0;
    g->at_a = W == 0;
    g->a0 = round_sgn(A);
    g->a1 = round_sgn(A - D);
    g->rho = round_sgn(Q - R * D);
    g->ball = D == 0 || A <= 0 ? round_sgn(W - R)
              : A >= D         ? round_sgn(W - 2 * A + D - R)
                               : round_sgn(Q - R * D);
    g->side = -round_sgn(c[2]);
    g->slant = round_root_sign(-A, R, Q * D);
    g->apex = round_root_sign(A, D, R * Q);
    g->rim = round_root_sign(X, D, R * Q);
    return true;
}

/* The reference in long double: the closest point in the half-plane, the distance, t,
 * the signs, and a margin: p's distance (roughly) to the nearest region boundary. */
typedef struct round_ref {
    long double point[3], dist, t, margin, S, h;
    round_signs signs;
} round_ref;

static int round_sgnl(long double x) {
    return (x > 0) - (x < 0);
}

static int round_root_signl(long double l, long double U, long double W) {
    if (l >= 0)
        return (l > 0 && U > 0) || W > 0;
    return round_sgnl(W - l * l * U);
}

static void round_reference(const round_problem *x, round_ref *o) {
    const isect_real *pa = &x->a.x, *pb = &x->b.x, *pp = &x->p.x;
    long double d[3], w[3], D = 0, A = 0, W = 0, r = x->r, S = fabsl(r);
    for (int i = 0; i < 3; i++) {
        d[i] = (long double)pb[i] - pa[i];
        w[i] = (long double)pp[i] - pa[i];
        D += d[i] * d[i];
        A += w[i] * d[i];
        W += w[i] * w[i];
        S = fmaxl(S, fmaxl(fabsl(pp[i]), fmaxl(fabsl(pa[i]), fabsl(pb[i]))));
    }
    long double c[3] = {w[1] * d[2] - w[2] * d[1], w[2] * d[0] - w[0] * d[2],
                        w[0] * d[1] - w[1] * d[0]};
    long double Q = c[0] * c[0] + c[1] * c[1] + c[2] * c[2], X = A - D - r * r;
    long double len = sqrtl(W), h = sqrtl(D);
    bool cap = x->solid == ROUND_CAP2 || x->solid == ROUND_CAP3;
    o->S = S;
    o->h = h;
    round_signs *g = &o->signs;
    g->zero_axis = D == 0;
    g->at_a = W == 0;
    g->a0 = round_sgnl(A);
    g->a1 = round_sgnl(A - D);
    g->rho = round_sgnl(Q - r * r * D);
    g->side = -round_sgnl(c[2]);
    g->slant = round_root_signl(-A, r * r, Q * D);
    g->apex = round_root_signl(A, D, r * r * Q);
    g->rim = round_root_signl(X, D, r * r * Q);
    if (D == 0) {
        bool in = cap && len <= r;
        for (int i = 0; i < 3; i++)
            o->point[i] = in ? pp[i] : cap ? pa[i] + r * w[i] / len : pa[i];
        o->dist = in ? 0 : cap ? len - r : len;
        o->t = 0;
        o->margin = cap ? fabsl(len - r) : INFINITY;
        g->ball = round_sgnl(len - r);
        return;
    }
    long double xx = A / h, ts = A / D, u[3], rho = 0, e[3] = {0, 0, 0};
    for (int i = 0; i < 3; i++) {
        u[i] = w[i] - ts * d[i];
        rho += u[i] * u[i];
    }
    rho = sqrtl(rho);
    for (int i = 0; i < 3 && rho > 0; i++)
        e[i] = u[i] / rho;
    long double X0, Y0, m;
    if (cap) {
        long double cx = fminl(fmaxl(xx, 0), h), dx = xx - cx, dl = hypotl(dx, rho);
        if (dl <= r) {
            X0 = xx;
            Y0 = rho;
        } else {
            X0 = cx + r * dx / dl;
            Y0 = r * rho / dl;
        }
        o->t = cx / h;
        g->ball = round_sgnl(dl - r);
        m = fminl(fminl(fabsl(xx), fabsl(xx - h)), fabsl(dl - r));
        if (x->solid == ROUND_CAP2)
            m = fminl(m, rho);
    } else if (x->solid == ROUND_CYL) {
        X0 = fminl(fmaxl(xx, 0), h);
        Y0 = fminl(rho, r);
        o->t = X0 / h;
        g->ball = 0;
        m = fminl(fminl(fabsl(xx), fabsl(xx - h)), fabsl(rho - r));
    } else {
        long double L2 = D + r * r, L = sqrtl(L2);
        if (xx >= 0 && xx <= h && rho * h <= r * xx) {
            X0 = xx;
            Y0 = rho;
        } else {
            long double s = fminl(fmaxl((xx * h + rho * r) / L2, 0), 1);
            long double by = fminl(rho, r);
            if (hypotl(xx - s * h, rho - s * r) <= hypotl(xx - h, rho - by)) {
                X0 = s * h;
                Y0 = s * r;
            } else {
                X0 = h;
                Y0 = by;
            }
        }
        o->t = X0 / h;
        g->ball = 0;
        m = fminl(fminl(fabsl(xx), fabsl(xx - h)), fabsl(rho - r));
        m = fminl(m, fabsl(xx * h + rho * r) / L);
        m = fminl(m, fabsl((xx - h) * h + (rho - r) * r) / L);
        m = fminl(m, fabsl(rho * h - r * xx) / L);
        m = fminl(m, len);
    }
    for (int i = 0; i < 3; i++)
        o->point[i] = pa[i] + X0 * d[i] / h + Y0 * e[i];
    o->dist = hypotl(xx - X0, rho - Y0);
    o->margin = m;
}

/* Where t must be: 0 or 1 exactly, strictly between (2), or no rule (-1: the capsule's
 * interior, whose core point may be an end). */
static int round_end(int solid, isect_feature f) {
    int k = f.kind, i = f.index;
    switch (solid) {
    case ROUND_CAP2: return k == ISECT_FEATURE_EDGE ? (i <= 1 ? i : 2) : -1;
    case ROUND_CAP3: return k == ISECT_FEATURE_FACE ? (i <= 1 ? i : 2) : -1;
    case ROUND_CYL:
        if (k == ISECT_FEATURE_VERTEX)
            return 0;
        return k == ISECT_FEATURE_SOLID || (k == ISECT_FEATURE_FACE && i == 2) ? 2 : i;
    default:
        if (k == ISECT_FEATURE_VERTEX)
            return 0;
        return k == ISECT_FEATURE_SOLID || (k == ISECT_FEATURE_FACE && i == 1) ? 2 : 1;
    }
}

static bool round_kind_ok(int solid, isect_feature f) {
    int k = f.kind, i = f.index;
    switch (solid) {
    case ROUND_CAP2:
        return (k == ISECT_FEATURE_EDGE && i >= 0 && i <= 3) || (k == ISECT_FEATURE_FACE && i == 0);
    case ROUND_CAP3:
        return (k == ISECT_FEATURE_FACE && i >= 0 && i <= 2) ||
               (k == ISECT_FEATURE_SOLID && i == 0);
    case ROUND_CYL:
        return (k == ISECT_FEATURE_FACE && i >= 0 && i <= 2) ||
               (k == ISECT_FEATURE_EDGE && i >= 0 && i <= 1) ||
               ((k == ISECT_FEATURE_SOLID || k == ISECT_FEATURE_VERTEX) && i == 0);
    default:
        return ((k == ISECT_FEATURE_VERTEX || k == ISECT_FEATURE_EDGE ||
                 k == ISECT_FEATURE_SOLID) &&
                i == 0) ||
               (k == ISECT_FEATURE_FACE && i >= 0 && i <= 1);
    }
}

static bool round_interior(int solid, isect_feature f) {
    return solid == ROUND_CAP2 ? f.kind == ISECT_FEATURE_FACE : f.kind == ISECT_FEATURE_SOLID;
}

static bool round_same_feature(isect_feature got, isect_feature want) {
    return got.kind == want.kind &&
           (want.index == ROUND_EITHER_SIDE ? got.index == 2 || got.index == 3
                                            : got.index == want.index);
}

static bool round_at_p(const tri_answer *t, const round_problem *x) {
    return t->c.dist_sq == 0 && t->c.point_b[0] == x->p.x && t->c.point_b[1] == x->p.y &&
           t->c.point_b[2] == x->p.z;
}

/* The capsule against the exact capsule classification and the segment on its core, the
 * 2D capsule against its lift. */
static void round_capsule_checks(const round_problem *x, const tri_answer *t, long double tol) {
    const char *q = round_names[x->solid];
    isect_location loc;
    fz_closest seg;
    if (x->solid == ROUND_CAP2) {
        isect_capsule2 c = {{x->a.x, x->a.y}, {x->b.x, x->b.y}, x->r};
        isect_seg2 g = {{x->a.x, x->a.y}, {x->b.x, x->b.y}};
        loc = isect_classify_point2_capsule2((isect_vec2){x->p.x, x->p.y}, &c);
        seg = fz_closest2(isect_closest_point2_seg2((isect_vec2){x->p.x, x->p.y}, &g));
    } else {
        isect_capsule3 c = {x->a, x->b, x->r};
        isect_seg3 g = {x->a, x->b};
        loc = isect_classify_point3_capsule3(x->p, &c);
        seg = fz_closest3(isect_closest_point3_seg3(x->p, &g));
    }
    FZ_CHECK("isect_classify_point_capsule", loc != ISECT_LOCATION_INVALID);
    bool interior = round_interior(x->solid, t->fb);
    FZ_CHECK(q, (loc == ISECT_INSIDE) == interior);
    if (loc == ISECT_ON_BOUNDARY)
        FZ_CHECK(q, round_at_p(t, x));
    if (!interior) {
        int end = t->fb.index <= 1 ? t->fb.index : 2;
        FZ_CHECK(q, (seg.t == 0) == (end == 0) && (seg.t == 1) == (end == 1));
    }
    bool sat = (t->c.flags | seg.flags) & ISECT_SATURATED;
    if (x->r == 0 && !sat) {
        FZ_CHECK(q,
                 fabsl(sqrtl((long double)seg.dist_sq) - sqrtl((long double)t->c.dist_sq)) <= tol);
        for (int i = 0; i < 3; i++)
            FZ_CHECK(q, fabsl((long double)seg.point_b[i] - t->c.point_b[i]) <= tol);
    }
    if (x->solid != ROUND_CAP2)
        return;
    round_problem lift = *x;
    lift.solid = ROUND_CAP3;
    tri_answer l = ask_round(&lift);
    isect_feature want =
        t->fb.kind == ISECT_FEATURE_FACE
            ? (isect_feature){ISECT_FEATURE_SOLID, 0}
            : (isect_feature){ISECT_FEATURE_FACE, t->fb.index <= 1 ? t->fb.index : 2};
    FZ_CHECK(q, l.fb.kind == want.kind && l.fb.index == want.index);
    FZ_CHECK(q,
             (l.c.flags & ~(unsigned)ISECT_SATURATED) == (t->c.flags & ~(unsigned)ISECT_SATURATED));
    FZ_CHECK(q, l.c.point_b[2] == 0);
    if (!(l.c.flags & ISECT_SATURATED)) {
        for (int i = 0; i < 2; i++)
            FZ_CHECK(q, fabsl((long double)l.c.point_b[i] - t->c.point_b[i]) <= tol);
        FZ_CHECK(q,
                 fabsl(sqrtl((long double)l.c.dist_sq) - sqrtl((long double)t->c.dist_sq)) <= tol);
    }
}

/* The cylinder between its cap planes: its feature from the exact signs of the caps'
 * planes and the capsule classification of its axis, which measures p's distance from
 * the axis there. */
static void round_cylinder_check(const round_problem *x, const tri_answer *t) {
    isect_vec3 d;
    if (!fz_sub3(x->b, x->a, &d) || fz_eq3(d, (isect_vec3){0, 0, 0}))
        return;
    int s0 = isect_dot_sign3(x->p, x->a, d), s1 = isect_dot_sign3(x->p, x->b, d);
    if (s0 < 0 || s1 > 0)
        return;
    isect_capsule3 c = {x->a, x->b, x->r};
    isect_location loc = isect_classify_point3_capsule3(x->p, &c);
    isect_feature want;
    if (loc == ISECT_INSIDE)
        want = s0 == 0   ? (isect_feature){ISECT_FEATURE_FACE, 0}
               : s1 == 0 ? (isect_feature){ISECT_FEATURE_FACE, 1}
                         : (isect_feature){ISECT_FEATURE_SOLID, 0};
    else
        want = s0 == 0   ? (isect_feature){ISECT_FEATURE_EDGE, 0}
               : s1 == 0 ? (isect_feature){ISECT_FEATURE_EDGE, 1}
                         : (isect_feature){ISECT_FEATURE_FACE, 2};
    const char *q = round_names[ROUND_CYL];
    FZ_CHECK(q, t->fb.kind == want.kind && t->fb.index == want.index);
    if (loc != ISECT_OUTSIDE)
        FZ_CHECK(q, round_at_p(t, x));
}

static void check_round(const round_problem *x, const tri_answer *t) {
    const char *q = round_names[x->solid];
    const fz_closest *c = &t->c;
    double all[13] = {c->dist_sq,    c->point_a[0], c->point_a[1], c->point_a[2], c->point_b[0],
                      c->point_b[1], c->point_b[2], t->bary_a[0],  t->bary_a[1],  t->bary_a[2],
                      t->bary_b[0],  t->bary_b[1],  t->bary_b[2]};
    for (int i = 0; i < 13; i++)
        FZ_CHECK(q, all[i] == all[i]);
    FZ_CHECK(q, t->bary_a[3] == t->bary_a[3] && t->bary_b[3] == t->bary_b[3]);
    bool finite = fz_finite3(x->p) && fz_finite3(x->a) && fz_finite3(x->b);
    bool valid = !x->null && finite && fz_finite(x->r) && x->r >= 0;
    FZ_CHECK(q, valid == round_valid(x)); /* isect_valid_* says the same */
    if (!valid) {
        FZ_CHECK(q, c->flags == ISECT_INVALID);
        for (int i = 0; i < 13; i++)
            FZ_CHECK(q, all[i] == 0);
        FZ_CHECK(q, t->bary_a[3] == 0 && t->bary_b[3] == 0);
        FZ_CHECK(q, t->fa.kind == ISECT_FEATURE_NONE && t->fa.index == 0);
        FZ_CHECK(q, t->fb.kind == ISECT_FEATURE_NONE && t->fb.index == 0);
        return;
    }
    /* flags, a's side */
    bool zero_axis = fz_eq3(x->a, x->b);
    FZ_CHECK(q, !(c->flags & ~(unsigned)(ISECT_DEGENERATE | ISECT_SATURATED)));
    FZ_CHECK(q, !(c->flags & ISECT_DEGENERATE) == !(x->r == 0 || zero_axis));
    FZ_CHECK(q, !(c->flags & ISECT_SATURATED) || c->dist_sq == REAL_MAX ||
                    fabs(c->point_b[0]) == REAL_MAX || fabs(c->point_b[1]) == REAL_MAX ||
                    fabs(c->point_b[2]) == REAL_MAX);
    FZ_CHECK(q, t->fa.kind == ISECT_FEATURE_VERTEX && t->fa.index == 0);
    FZ_CHECK(q, t->bary_a[0] == 1 && t->bary_a[1] == 0 && t->bary_a[2] == 0 && t->bary_a[3] == 0);
    double p[3] = {x->p.x, x->p.y, x->p.z};
    FZ_CHECK(q, same_point(c->point_a, x->p));
    FZ_CHECK(q, c->dist_sq >= 0);

    /* the feature and t */
    FZ_CHECK(q, round_kind_ok(x->solid, t->fb));
    FZ_CHECK(q, !zero_axis || x->solid == ROUND_CAP2 || x->solid == ROUND_CAP3 ||
                    (t->fb.kind == ISECT_FEATURE_VERTEX && t->fb.index == 0));
    double tt = t->bary_b[1];
    FZ_CHECK(q, t->bary_b[2] == 0 && t->bary_b[3] == 0 && tt >= 0 && tt <= 1);
    FZ_CHECK(q, fabs(t->bary_b[0] - (1 - tt)) <= UNIT_ROUNDOFF);
    int end = round_end(x->solid, t->fb);
    if (end == 0 || zero_axis)
        FZ_CHECK(q, tt == 0 && t->bary_b[0] == 1);
    else if (end == 1)
        FZ_CHECK(q, tt == 1 && t->bary_b[0] == 0);
    else if (end == 2)
        FZ_CHECK(q, tt > 0 && tt < 1);
    if (round_interior(x->solid, t->fb))
        FZ_CHECK(q, round_at_p(t, x));

    /* the distance and the point, against the reference */
    round_ref ref;
    round_reference(x, &ref);
    long double S = ref.S, step = sqrtl(8 * (long double)REAL_TRUE_MIN);
    long double tol = 16 * UNIT_ROUNDOFF * S + 8 * (long double)REAL_TRUE_MIN;
    bool sat = (c->flags & ISECT_SATURATED) != 0;
    for (int i = 0; i < 3; i++)
        FZ_CHECK(q, fz_near_or_saturated(c->point_b[i], ref.point[i], tol, c->flags));
    long double lo = ref.dist - tol - step, hi = ref.dist + tol + step;
    if (lo > 0 && lo * lo > REAL_MAX * (1 + 64 * UNIT_ROUNDOFF))
        FZ_CHECK(q, sat && c->dist_sq == REAL_MAX);
    if (c->dist_sq == REAL_MAX && sat)
        FZ_CHECK(q, hi * hi >= REAL_MAX * (1 - 64 * UNIT_ROUNDOFF));
    else
        FZ_CHECK(q, fabsl(sqrtl((long double)c->dist_sq) - ref.dist) <= tol + step);
    if (!sat) {
        long double e = 0;
        for (int i = 0; i < 3; i++)
            e += ((long double)p[i] - c->point_b[i]) * ((long double)p[i] - c->point_b[i]);
        FZ_CHECK(q, fabsl(sqrtl(e) - sqrtl((long double)c->dist_sq)) <= 2 * tol + step);
    }
    if (ref.h > 0)
        FZ_CHECK(q, fabsl(tt - ref.t) * ref.h <= 64 * UNIT_ROUNDOFF * S +
                                                     2 * UNIT_ROUNDOFF * ref.h +
                                                     8 * (long double)REAL_TRUE_MIN);

    /* the feature exactly where it can be decided here, and the inside rule */
    round_signs g;
    bool exact = round_exact_signs(x, &g);
    if (exact || ref.margin > 0x1p-40L * S) {
        bool inside;
        isect_feature want = round_classify(x->solid, exact ? &g : &ref.signs, &inside);
        FZ_CHECK(q, round_same_feature(t->fb, want));
        if (inside)
            FZ_CHECK(q, round_at_p(t, x));
    }
    long double tol2 = 2 * tol + step;
    if (x->solid == ROUND_CAP2 || x->solid == ROUND_CAP3)
        round_capsule_checks(x, t, tol2);
    if (x->solid == ROUND_CYL)
        round_cylinder_check(x, t);
}

static void fuzz_round(fz_in *in, unsigned options, unsigned mode, int k) {
    round_problem x = {(int)(mode & 3), {0, 0, 0}, {0, 0, 0}, {0, 0, 0}, 0, fz_null(options, 0)};
    bool flat = x.solid == ROUND_CAP2;
    x.p = flat ? fz_lift(fz_vec2(in, "p")) : fz_vec3(in, "p");
    x.a = flat ? fz_lift(fz_vec2(in, "a")) : fz_vec3(in, "a");
    x.b = flat ? fz_lift(fz_vec2(in, "b")) : fz_vec3(in, "b");
    x.r = fz_real(in, "r");
    tri_answer t = ask_round(&x);
    check_round(&x, &t);
    if (t.c.flags & ISECT_INVALID)
        return;
    /* scaled by 2^k */
    round_problem y = x;
    if (!fz_scale3(x.p, k, &y.p) || !fz_scale3(x.a, k, &y.a) || !fz_scale3(x.b, k, &y.b) ||
        !fz_scale_exact(x.r, k, &y.r))
        return;
    tri_answer s = ask_round(&y);
    check_round(&y, &s);
    const char *q = round_names[x.solid];
    FZ_CHECK(q, s.fb.kind == t.fb.kind && s.fb.index == t.fb.index);
    FZ_CHECK(q,
             (s.c.flags & ~(unsigned)ISECT_SATURATED) == (t.c.flags & ~(unsigned)ISECT_SATURATED));
    if ((s.c.flags | t.c.flags) & ISECT_SATURATED)
        return;
    /* each within 16 u S (and the subnormal steps) of the point, which scales exactly */
    round_ref rx, ry;
    round_reference(&x, &rx);
    round_reference(&y, &ry);
    long double tol = 16 * UNIT_ROUNDOFF * ry.S + 8 * (long double)REAL_TRUE_MIN +
                      ldexpl(16 * UNIT_ROUNDOFF * rx.S + 8 * (long double)REAL_TRUE_MIN, k);
    for (int i = 0; i < 3; i++)
        FZ_CHECK(q, fabsl(s.c.point_b[i] - ldexpl(t.c.point_b[i], k)) <= tol);
}

/* ---- A segment against a triangle, two triangles (mode bit 5, before all but bits 7, 6) --
 * Input: mode bit 0 asks two triangles (else a segment and a triangle), bit 1 puts every
 * point in the plane z = 0; then the segment's p0, p1 or the first triangle's v0, v1, v2,
 * then the triangle's v0, v1, v2; options: NULL first argument (bits 0-3), NULL triangle
 * (bits 4-7). Checks:
 * - the contract: no NaN; an all-zero ISECT_INVALID result with both features
 *   ISECT_FEATURE_NONE exactly for invalid input; otherwise only ISECT_DEGENERATE (exactly
 *   when the segment is a point or a triangle is collinear) and ISECT_SATURATED;
 *   dist_sq >= 0;
 * - dist_sq == 0 exactly when the shapes meet, by exact tests: isect_test_capsule3_tri3 with
 *   radius 0 for the segment, and for two triangles whether an edge of either meets the
 *   other (exact for closed triangles); shapes apart never read 0 (the touching rule);
 * - the features: kinds and indices in range; a vertex's point the vertex bit for bit,
 *   bary 1 there and exactly 0 elsewhere; an edge's other bary exactly 0, its two in
 *   (0, 1] summing to 1; a face's in (0, 1) summing to 1; a collinear triangle only its
 *   spanning edge and that edge's ends (the header's rule), all three coincident vertex 0;
 * - each feature pair against the sub-query it must come from: a vertex of one shape
 *   against the other as isect_closest_point3_tri3 (isect_closest_point3_seg3's region for
 *   the segment) answers for that vertex (the feature exactly, the point and distance within
 *   32 u S); two edges: isect_closest_seg3_seg3 on them has both parameters strictly inside;
 *   an edge against a face only at distance 0;
 * - dist_sq within 32 u S of the least distance of the candidate sub-queries (the public
 *   point-triangle and segment-segment queries), and |point_a - point_b| too where neither
 *   pair is an edge pair (whose points are ill-conditioned for nearly parallel edges);
 * - scaled by 2^k: all of the above, the same features and flags (ISECT_SATURATED aside),
 *   the points scaled;
 * - two triangles swapped: the same distance (32 u S, 0 together) and flags; the features
 *   swapped when the closest pair is unique (apart, neither collinear, no edge of one
 *   exactly parallel to an edge or to the plane of the other). */

static const char *const tp_names[2] = {"isect_closest_seg3_tri3", "isect_closest_tri3_tri3"};

/* closest(a, b): na == 2 the segment a[0] a[1], 3 the triangle a[0..2]; b a triangle. */
static isect_closest_feature_result3 tp_ask(int na, const isect_vec3 *a, const isect_vec3 *b,
                                            bool null_a, bool null_b) {
    isect_tri3 tb = {{b[0], b[1], b[2]}};
    if (na == 2) {
        isect_seg3 s = {a[0], a[1]};
        return isect_closest_seg3_tri3(null_a ? NULL : &s, null_b ? NULL : &tb);
    }
    isect_tri3 ta = {{a[0], a[1], a[2]}};
    return isect_closest_tri3_tri3(null_a ? NULL : &ta, null_b ? NULL : &tb);
}

static bool tp_same_bits(isect_vec3 p, isect_vec3 v) {
    return p.x == v.x && p.y == v.y && p.z == v.z && !signbit(p.x) == !signbit(v.x) &&
           !signbit(p.y) == !signbit(v.y) && !signbit(p.z) == !signbit(v.z);
}

static bool tp_same_feature(isect_feature f, isect_feature g) {
    return f.kind == g.kind && f.index == g.index;
}

static long double tp_dist(isect_vec3 p, isect_vec3 q) {
    long double x = (long double)p.x - q.x, y = (long double)p.y - q.y, z = (long double)p.z - q.z;
    return sqrtl(x * x + y * y + z * z);
}

/* Does the segment p-q meet the closed triangle t, exactly? */
static bool tp_seg_meets(isect_vec3 p, isect_vec3 q, const isect_vec3 *t) {
    isect_capsule3 c = {p, q, 0};
    isect_tri3 tri = {{t[0], t[1], t[2]}};
    return isect_test_capsule3_tri3(&c, &tri);
}

static bool tp_meets(int na, const isect_vec3 *a, const isect_vec3 *b) {
    if (na == 2)
        return tp_seg_meets(a[0], a[1], b);
    for (int i = 0; i < 3; i++)
        if (tp_seg_meets(a[i], a[(i + 1) % 3], b) || tp_seg_meets(b[i], b[(i + 1) % 3], a))
            return true;
    return false;
}

/* The least distance of the candidate sub-queries: the vertices of each shape against the
 * other triangle, the pairs of edges; *sat when one of them saturated. */
static long double tp_least(int na, const isect_vec3 *a, const isect_vec3 *b, bool *sat) {
    isect_tri3 ta = {{a[0], a[1], na == 3 ? a[2] : a[1]}}, tb = {{b[0], b[1], b[2]}};
    long double least = INFINITY;
    unsigned flags = 0;
    for (int k = 0; k < na; k++) {
        isect_closest_feature_result3 c = isect_closest_point3_tri3(a[k], &tb);
        least = fminl(least, sqrtl((long double)c.dist_sq));
        flags |= c.flags;
    }
    for (int k = 0; na == 3 && k < 3; k++) {
        isect_closest_feature_result3 c = isect_closest_point3_tri3(b[k], &ta);
        least = fminl(least, sqrtl((long double)c.dist_sq));
        flags |= c.flags;
    }
    for (int i = 0; i < (na == 3 ? 3 : 1); i++)
        for (int j = 0; j < 3; j++) {
            isect_seg3 ea = {a[i], a[(i + 1) % na]}, eb = {b[j], b[(j + 1) % 3]};
            isect_closest_result3 c = isect_closest_seg3_seg3(&ea, &eb);
            least = fminl(least, sqrtl((long double)c.dist_sq));
            flags |= c.flags;
        }
    *sat = (flags & ISECT_SATURATED) != 0;
    return least;
}

/* A collinear triangle's spanning edge by the header's rule (the first edge i whose segment
 * holds the third vertex), exactly; -1 when an edge vector is not exact here. */
static int tp_spanning_edge(const isect_vec3 *v) {
    for (int i = 0; i < 3; i++) {
        isect_vec3 d;
        if (!fz_sub3(v[(i + 1) % 3], v[(i + 2) % 3], &d))
            return -1;
        /* v_{i+2} on the segment v_i v_{i+1}: (v_{i+2} - v_i).(v_{i+1} - v_{i+2}) >= 0 */
        if (isect_dot_sign3(v[(i + 2) % 3], v[i], d) >= 0)
            return i;
    }
    return -1;
}

/* One shape's feature, coordinates and point against the contract. n: 2 the segment, 3 a
 * triangle (collinear: its spanning-edge rule). */
static void tp_check_feature(const char *q, int n, const isect_vec3 *v, bool collinear,
                             isect_feature f, const isect_real *bary, isect_vec3 point) {
    int edges = n == 3 ? 3 : 1, i = f.index;
    FZ_CHECK(q, (f.kind == ISECT_FEATURE_VERTEX && i >= 0 && i < n) ||
                    (f.kind == ISECT_FEATURE_EDGE && i >= 0 && i < edges) ||
                    (f.kind == ISECT_FEATURE_FACE && i == 0 && n == 3 && !collinear));
    FZ_CHECK(q, bary[3] == 0 && (n == 3 || bary[2] == 0));
    if (f.kind == ISECT_FEATURE_VERTEX) {
        FZ_CHECK(q, tp_same_bits(point, v[i]));
        for (int k = 0; k < n; k++)
            FZ_CHECK(q, bary[k] == (k == i ? 1 : 0));
    } else if (f.kind == ISECT_FEATURE_EDGE) {
        int j = (i + 1) % n;
        for (int k = 0; k < n; k++)
            FZ_CHECK(q, k == i || k == j || bary[k] == 0);
        FZ_CHECK(q, bary[i] > 0 && bary[i] <= 1 && bary[j] > 0 && bary[j] <= 1);
        FZ_CHECK(q, fabs((double)bary[i] + bary[j] - 1) <= 4 * UNIT_ROUNDOFF);
    } else {
        for (int k = 0; k < 3; k++)
            FZ_CHECK(q, bary[k] > 0 && bary[k] < 1);
        FZ_CHECK(q, fabs((double)bary[0] + bary[1] + bary[2] - 1) <= 8 * UNIT_ROUNDOFF);
    }
    if (n != 3 || !collinear)
        return;
    if (fz_eq3(v[0], v[1]) && fz_eq3(v[1], v[2])) {
        FZ_CHECK(q, f.kind == ISECT_FEATURE_VERTEX && i == 0);
        return;
    }
    int s = tp_spanning_edge(v);
    if (s >= 0)
        FZ_CHECK(q, f.kind == ISECT_FEATURE_VERTEX ? (i == s || i == (s + 1) % 3) : i == s);
}

static isect_feature tp_seg_feature(const isect_closest_result3 *c, bool point) {
    if (point || c->t == 0)
        return (isect_feature){ISECT_FEATURE_VERTEX, 0};
    if (c->t == 1)
        return (isect_feature){ISECT_FEATURE_VERTEX, 1};
    return (isect_feature){ISECT_FEATURE_EDGE, 0};
}

/* The feature pair against the sub-query it must come from. */
static void tp_check_sources(const char *q, int na, const isect_vec3 *a, const isect_vec3 *b,
                             const isect_closest_feature_result3 *r, long double tol) {
    isect_tri3 ta = {{a[0], a[1], na == 3 ? a[2] : a[1]}}, tb = {{b[0], b[1], b[2]}};
    isect_feature fa = r->feature_a, fb = r->feature_b;
    bool sat = (r->flags & ISECT_SATURATED) != 0;
    if (fa.kind == ISECT_FEATURE_VERTEX) {
        isect_closest_feature_result3 c = isect_closest_point3_tri3(a[fa.index], &tb);
        FZ_CHECK(q, tp_same_feature(fb, c.feature_b));
        if (!sat && !(c.flags & ISECT_SATURATED)) {
            FZ_CHECK(q, tp_dist(r->point_b, c.point_b) <= tol);
            FZ_CHECK(q,
                     fabsl(sqrtl((long double)r->dist_sq) - sqrtl((long double)c.dist_sq)) <= tol);
        }
    }
    if (fb.kind == ISECT_FEATURE_VERTEX) {
        isect_feature want;
        isect_vec3 point;
        double d;
        unsigned flags;
        if (na == 3) {
            isect_closest_feature_result3 c = isect_closest_point3_tri3(b[fb.index], &ta);
            want = c.feature_b, point = c.point_b, d = c.dist_sq, flags = c.flags;
        } else {
            isect_seg3 s = {a[0], a[1]};
            isect_closest_result3 c = isect_closest_point3_seg3(b[fb.index], &s);
            want = tp_seg_feature(&c, fz_eq3(a[0], a[1]));
            point = c.point_b, d = c.dist_sq, flags = c.flags;
        }
        FZ_CHECK(q, tp_same_feature(fa, want));
        if (!sat && !(flags & ISECT_SATURATED)) {
            FZ_CHECK(q, tp_dist(r->point_a, point) <= tol);
            FZ_CHECK(q, fabsl(sqrtl((long double)r->dist_sq) - sqrtl((long double)d)) <= tol);
        }
    }
    if (fa.kind == ISECT_FEATURE_EDGE && fb.kind == ISECT_FEATURE_EDGE) {
        isect_seg3 ea = {a[fa.index], a[(fa.index + 1) % na]},
                   eb = {b[fb.index], b[(fb.index + 1) % 3]};
        isect_closest_result3 c = isect_closest_seg3_seg3(&ea, &eb);
        FZ_CHECK(q, c.s > 0 && c.s < 1 && c.t > 0 && c.t < 1);
        if (!sat && !(c.flags & ISECT_SATURATED))
            FZ_CHECK(q,
                     fabsl(sqrtl((long double)r->dist_sq) - sqrtl((long double)c.dist_sq)) <= tol);
    }
    if (fa.kind == ISECT_FEATURE_FACE || fb.kind == ISECT_FEATURE_FACE) {
        FZ_CHECK(q, fa.kind != fb.kind);
        if (fa.kind == ISECT_FEATURE_EDGE || fb.kind == ISECT_FEATURE_EDGE)
            FZ_CHECK(q, r->dist_sq == 0); /* an edge crossing a face */
    }
}

static bool tp_result_zero(const isect_closest_feature_result3 *r) {
    const isect_real all[15] = {r->dist_sq,   r->bary_a[0], r->bary_a[1], r->bary_a[2],
                                r->bary_a[3], r->bary_b[0], r->bary_b[1], r->bary_b[2],
                                r->bary_b[3], r->point_a.x, r->point_a.y, r->point_a.z,
                                r->point_b.x, r->point_b.y, r->point_b.z};
    for (int i = 0; i < 15; i++)
        if (all[i] != 0 || signbit(all[i]))
            return false;
    return r->feature_a.kind == ISECT_FEATURE_NONE && r->feature_a.index == 0 &&
           r->feature_b.kind == ISECT_FEATURE_NONE && r->feature_b.index == 0;
}

static bool tp_no_nan(const isect_closest_feature_result3 *r) {
    const isect_real all[15] = {r->dist_sq,   r->bary_a[0], r->bary_a[1], r->bary_a[2],
                                r->bary_a[3], r->bary_b[0], r->bary_b[1], r->bary_b[2],
                                r->bary_b[3], r->point_a.x, r->point_a.y, r->point_a.z,
                                r->point_b.x, r->point_b.y, r->point_b.z};
    for (int i = 0; i < 15; i++)
        if (all[i] != all[i])
            return false;
    return true;
}

static long double tp_scale(int na, const isect_vec3 *a, const isect_vec3 *b) {
    long double s = 0;
    for (int k = 0; k < 3; k++) {
        if (k < na)
            s = fmaxl(s, fmaxl(fabsl(a[k].x), fmaxl(fabsl(a[k].y), fabsl(a[k].z))));
        s = fmaxl(s, fmaxl(fabsl(b[k].x), fmaxl(fabsl(b[k].y), fabsl(b[k].z))));
    }
    return s;
}

/* The whole contract on one answer; returns whether the input was valid. */
static bool tp_check(int na, const isect_vec3 *a, const isect_vec3 *b, bool null_a, bool null_b,
                     const isect_closest_feature_result3 *r) {
    const char *q = tp_names[na - 2];
    FZ_CHECK(q, tp_no_nan(r));
    bool valid = !null_a && !null_b;
    for (int k = 0; k < 3; k++)
        valid = valid && (k >= na || fz_finite3(a[k])) && fz_finite3(b[k]);
    if (!valid) {
        FZ_CHECK(q, r->flags == ISECT_INVALID && tp_result_zero(r));
        return false;
    }
    bool col_a = na == 2 ? fz_eq3(a[0], a[1]) : fz_collinear3(a[0], a[1], a[2]);
    bool col_b = fz_collinear3(b[0], b[1], b[2]);
    bool sat = (r->flags & ISECT_SATURATED) != 0;
    FZ_CHECK(q, !(r->flags & ~(unsigned)(ISECT_DEGENERATE | ISECT_SATURATED)));
    FZ_CHECK(q, !(r->flags & ISECT_DEGENERATE) == !(col_a || col_b));
    FZ_CHECK(q, r->dist_sq >= 0);
    FZ_CHECK(q, !sat || r->dist_sq == REAL_MAX);
    tp_check_feature(q, na, a, col_a && na == 3, r->feature_a, r->bary_a, r->point_a);
    if (na == 2 && col_a) /* a zero-length segment is its point p0 */
        FZ_CHECK(q, r->feature_a.kind == ISECT_FEATURE_VERTEX && r->feature_a.index == 0);
    tp_check_feature(q, 3, b, col_b, r->feature_b, r->bary_b, r->point_b);

    long double S = tp_scale(na, a, b), step = sqrtl(8 * (long double)REAL_TRUE_MIN);
    long double tol = 32 * UNIT_ROUNDOFF * S + step;
    bool meets = tp_meets(na, a, b), sub_sat;
    long double least = tp_least(na, a, b, &sub_sat);
    FZ_CHECK(q, (r->dist_sq == 0) == meets); /* the touching rule: apart is never 0 */
    if (!sat && !sub_sat) {
        FZ_CHECK(q, fabsl(sqrtl((long double)r->dist_sq) - (meets ? 0 : least)) <= tol);
        if (r->feature_a.kind != ISECT_FEATURE_EDGE || r->feature_b.kind != ISECT_FEATURE_EDGE)
            FZ_CHECK(q, fabsl(tp_dist(r->point_a, r->point_b) - sqrtl((long double)r->dist_sq)) <=
                            2 * tol);
    }
    tp_check_sources(q, na, a, b, r, tol);
    return true;
}

/* Two triangles swapped: the distance and flags; the features swapped when the closest pair
 * is unique. */
static void tp_check_swapped(const isect_vec3 *a, const isect_vec3 *b,
                             const isect_closest_feature_result3 *r) {
    const char *q = tp_names[1];
    isect_closest_feature_result3 s = tp_ask(3, b, a, false, false);
    tp_check(3, b, a, false, false, &s);
    FZ_CHECK(q, s.flags == r->flags);
    if ((s.flags | r->flags) & ISECT_SATURATED)
        return;
    long double tol =
        32 * UNIT_ROUNDOFF * tp_scale(3, a, b) + sqrtl(8 * (long double)REAL_TRUE_MIN);
    FZ_CHECK(q, (s.dist_sq == 0) == (r->dist_sq == 0)); /* the touching rule, both ways */
    FZ_CHECK(q, fabsl(sqrtl((long double)s.dist_sq) - sqrtl((long double)r->dist_sq)) <= tol);
    if (r->dist_sq == 0 || (r->flags & ISECT_DEGENERATE) || tp_meets(3, a, b))
        return;
    /* unique unless an edge of one is parallel to an edge or the plane of the other */
    for (int i = 0; i < 3; i++) {
        isect_vec3 da, db;
        if (!fz_sub3(a[(i + 1) % 3], a[i], &da) || !fz_sub3(b[(i + 1) % 3], b[i], &db))
            return;
        int pa = fz_points_dot_sign(b[0], b[1], b[2], da),
            pb = fz_points_dot_sign(a[0], a[1], a[2], db);
        if (pa == 0 || pb == 0 || pa == FZ_UNKNOWN || pb == FZ_UNKNOWN)
            return;
        for (int j = 0; j < 3; j++) {
            if (!fz_sub3(b[(j + 1) % 3], b[j], &db))
                return;
            if (fz_collinear3((isect_vec3){0, 0, 0}, da, db))
                return;
        }
    }
    FZ_CHECK(q, tp_same_feature(s.feature_a, r->feature_b) &&
                    tp_same_feature(s.feature_b, r->feature_a));
}

static void fuzz_tri_pair(fz_in *in, unsigned options, unsigned mode, int k) {
    int na = (mode & 1) ? 3 : 2;
    bool flat = (mode & 2) != 0;
    const char *names_a[3] = {"a0", "a1", "a2"}, *names_b[3] = {"b0", "b1", "b2"};
    isect_vec3 a[3] = {{0, 0, 0}, {0, 0, 0}, {0, 0, 0}}, b[3];
    for (int i = 0; i < na; i++)
        a[i] = flat ? fz_lift(fz_vec2(in, names_a[i])) : fz_vec3(in, names_a[i]);
    for (int i = 0; i < 3; i++)
        b[i] = flat ? fz_lift(fz_vec2(in, names_b[i])) : fz_vec3(in, names_b[i]);
    bool null_a = fz_null(options, 0), null_b = fz_null(options, 1);
    isect_closest_feature_result3 r = tp_ask(na, a, b, null_a, null_b);
    if (!tp_check(na, a, b, null_a, null_b, &r))
        return;
    if (na == 3)
        tp_check_swapped(a, b, &r);
    /* scaled by 2^k */
    isect_vec3 sa[3] = {{0, 0, 0}, {0, 0, 0}, {0, 0, 0}}, sb[3];
    for (int i = 0; i < 3; i++)
        if ((i < na && !fz_scale3(a[i], k, &sa[i])) || !fz_scale3(b[i], k, &sb[i]))
            return;
    isect_closest_feature_result3 s = tp_ask(na, sa, sb, false, false);
    tp_check(na, sa, sb, false, false, &s);
    const char *q = tp_names[na - 2];
    FZ_CHECK(q, tp_same_feature(s.feature_a, r.feature_a) &&
                    tp_same_feature(s.feature_b, r.feature_b));
    FZ_CHECK(q, (s.flags & ~(unsigned)ISECT_SATURATED) == (r.flags & ~(unsigned)ISECT_SATURATED));
    if ((s.flags | r.flags) & ISECT_SATURATED)
        return;
    long double tol =
        16 * UNIT_ROUNDOFF * tp_scale(na, sa, sb) + 8 * (long double)REAL_TRUE_MIN +
        ldexpl(16 * UNIT_ROUNDOFF * tp_scale(na, a, b) + 8 * (long double)REAL_TRUE_MIN, k);
    const isect_real pr[6] = {r.point_a.x, r.point_a.y, r.point_a.z,
                              r.point_b.x, r.point_b.y, r.point_b.z},
                     ps[6] = {s.point_a.x, s.point_a.y, s.point_a.z,
                              s.point_b.x, s.point_b.y, s.point_b.z};
    /* an edge pair's points, both inside their edges, are good to 16 u S / sin theta only
     * (isect_closest_seg3_seg3): nearly parallel edges move them along themselves */
    if (r.feature_a.kind == ISECT_FEATURE_EDGE && r.feature_b.kind == ISECT_FEATURE_EDGE) {
        int ia = r.feature_a.index, ib = r.feature_b.index;
        const isect_vec3 *ea0 = &a[ia], *ea1 = &a[(ia + 1) % na], *eb0 = &b[ib],
                         *eb1 = &b[(ib + 1) % 3];
        long double u[3] = {(long double)ea1->x - ea0->x, (long double)ea1->y - ea0->y,
                            (long double)ea1->z - ea0->z},
                    w[3] = {(long double)eb1->x - eb0->x, (long double)eb1->y - eb0->y,
                            (long double)eb1->z - eb0->z};
        long double c[3] = {u[1] * w[2] - u[2] * w[1], u[2] * w[0] - u[0] * w[2],
                            u[0] * w[1] - u[1] * w[0]};
        long double sin_theta = sqrtl(c[0] * c[0] + c[1] * c[1] + c[2] * c[2]) /
                                sqrtl((u[0] * u[0] + u[1] * u[1] + u[2] * u[2]) *
                                      (w[0] * w[0] + w[1] * w[1] + w[2] * w[2]));
        if (sin_theta > 0 && isfinite(sin_theta))
            tol /= sin_theta;
        else
            return; /* parallel, or beyond long double's reach: no bound to check */
    }
    for (int i = 0; i < 6; i++)
        FZ_CHECK(q, fabsl(ps[i] - ldexpl(pr[i], k)) <= 2 * tol);
}
/* ---- A segment against a box (mode bit 4 without bit 3, before bits 2, 1, 0) ------------
 * Input: the segment's p0, p1, then the box's min, max; options: NULL segment (bits 0-3),
 * NULL box (bits 4-7). Checks:
 * - the contract: no NaN; an all-zero ISECT_INVALID result with both features
 *   ISECT_FEATURE_NONE exactly for invalid input (NULL, a coordinate not finite, min > max);
 *   otherwise only ISECT_DEGENERATE (exactly when p0 == p1 or an extent is 0) and
 *   ISECT_SATURATED; dist_sq >= 0;
 * - the features: feature_a vertex 0 / 1 (point_a that end bit for bit, bary_a {1, 0} /
 *   {0, 1}) or edge 0 (bary_a[1] in (0, 1), bary_a[0] in (0, 1]); bary_a[2..3] and bary_b
 *   0; point_b in the closed box and in the closure of feature_b (a corner, an edge 4a + m,
 *   a face 2a + s, the solid): at the bounds the feature fixes (min for a zero extent),
 *   between the bounds of its free axes (each of positive extent);
 * - an end in the closed box (isect_classify_point3_aabb3, exact): p0 before p1, that end
 *   with dist_sq == 0 and point_b == the end (the solid exactly when strictly inside);
 * - dist_sq == 0 exactly when the segment meets the box, decided exactly: an end in it, or
 *   isect_test_capsule3_tri3 with radius 0 against one of the faces' two triangles (a
 *   collinear one is its segment); a distance whose square lies below the normal range may
 *   read 0 without meeting;
 * - sqrt(dist_sq) within 16 u S (plus the subnormal steps) of a long double reference: the
 *   least of the convex piecewise quadratic |X(s) - box|^2 over its pieces; point_a on the
 *   segment at bary_a[1] within 32 u S; no more than either end's distance
 *   (isect_closest_point3_aabb3) and, for the segment reversed, the same within 32 u S;
 * - scaled by 2^k: the same features and flags (but ISECT_SATURATED). */

#define SB_REAL_MIN (ISECT_USE_DOUBLE ? DBL_MIN : FLT_MIN)

/* Past findings of this block (corpus finding-segbox_*, fixed): a near miss came back as
 * dist_sq == 0, and point_b's free coordinates could lie outside the box by rounding;
 * both are now checked strictly. */

static const char *const sb_name = "isect_closest_seg3_aabb3";

typedef struct sb_problem {
    isect_vec3 p0, p1, lo, hi;
    bool null_seg, null_box;
} sb_problem;

static isect_closest_feature_result3 sb_ask(const sb_problem *x) {
    isect_seg3 s = {x->p0, x->p1};
    isect_aabb3 b = {x->lo, x->hi};
    return isect_closest_seg3_aabb3(x->null_seg ? NULL : &s, x->null_box ? NULL : &b);
}

static void sb_arrays(const sb_problem *x, const isect_real *v[4]) {
    v[0] = &x->p0.x;
    v[1] = &x->p1.x;
    v[2] = &x->lo.x;
    v[3] = &x->hi.x;
}

static bool sb_valid(const sb_problem *x) {
    if (x->null_seg || x->null_box || !fz_finite3(x->p0) || !fz_finite3(x->p1) ||
        !fz_finite3(x->lo) || !fz_finite3(x->hi))
        return false;
    return x->lo.x <= x->hi.x && x->lo.y <= x->hi.y && x->lo.z <= x->hi.z;
}

/* The largest input magnitude. */
static long double sb_scale(const sb_problem *x) {
    const isect_real *v[4];
    sb_arrays(x, v);
    long double S = 0;
    for (int j = 0; j < 4; j++)
        for (int i = 0; i < 3; i++)
            S = fmaxl(S, fabsl(v[j][i]));
    return S;
}

/* The least of |X(s) - box|^2 over s in [0, 1], in long double: the pieces between the
 * s where a coordinate crosses a bound, on each the quadratic of its active bounds
 * (read at the piece's midpoint) least at -B / 2A clamped to the piece. */
/* The segment's point at s, from the nearer end (p1 itself at s = 1, where p0 + d may have
 * lost p1's small coordinates beside a huge p0). */
#define SB_AT(i, s) ((s) <= 0.5L ? P[i] + (s)*d[i] : Q[i] - (1 - (s)) * d[i])

/* The least value of |X(s) - box|^2 for the segment P -> Q (long double, the box's
 * frame) and the box [lo, hi]. */
static long double sb_least(const long double *P, const long double *Q, const long double *lo,
                            const long double *hi) {
    long double d[3], br[8];
    int n = 0;
    br[n++] = 0;
    for (int i = 0; i < 3; i++) {
        d[i] = Q[i] - P[i];
        if (d[i] == 0)
            continue;
        long double t[2] = {(lo[i] - P[i]) / d[i], (hi[i] - P[i]) / d[i]};
        for (int j = 0; j < 2; j++)
            if (t[j] > 0 && t[j] < 1)
                br[n++] = t[j];
    }
    br[n++] = 1;
    for (int i = 1; i < n; i++) /* insertion sort */
        for (int j = i; j > 0 && br[j - 1] > br[j]; j--) {
            long double t = br[j];
            br[j] = br[j - 1];
            br[j - 1] = t;
        }
    long double best = INFINITY;
    for (int j = 0; j + 1 < n; j++) {
        long double m = (br[j] + br[j + 1]) / 2, A = 0, B = 0;
        for (int i = 0; i < 3; i++) {
            long double xm = SB_AT(i, m), c;
            if (xm < lo[i])
                c = P[i] - lo[i];
            else if (xm > hi[i])
                c = P[i] - hi[i];
            else
                continue;
            A += d[i] * d[i];
            B += 2 * c * d[i];
        }
        long double s = A > 0 ? -B / (2 * A) : br[j];
        s = s < br[j] ? br[j] : s > br[j + 1] ? br[j + 1] : s;
        /* f at s, as a sum of squares of differences (no cancellation of A s^2 + B s + C) */
        long double f = 0;
        for (int i = 0; i < 3; i++) {
            long double xs = SB_AT(i, s);
            long double o = xs < lo[i] ? lo[i] - xs : xs > hi[i] ? xs - hi[i] : 0;
            f += o * o;
        }
        best = fminl(best, f);
    }
    return best;
}

static long double sb_reference(const sb_problem *x) {
    const isect_real *v[4];
    sb_arrays(x, v);
    long double P[3], Q[3], lo[3], hi[3];
    for (int i = 0; i < 3; i++) {
        P[i] = v[0][i];
        Q[i] = v[1][i];
        lo[i] = v[2][i];
        hi[i] = v[3][i];
    }
    return sb_least(P, Q, lo, hi);
}
#undef SB_AT

/* Does the segment meet the closed box, exactly: an end in it, or a face's triangle. */
static bool sb_meets(const sb_problem *x) {
    isect_aabb3 box = {x->lo, x->hi};
    if (isect_classify_point3_aabb3(x->p0, &box) != ISECT_OUTSIDE ||
        isect_classify_point3_aabb3(x->p1, &box) != ISECT_OUTSIDE)
        return true;
    isect_capsule3 core = {x->p0, x->p1, 0};
    const isect_real *lo = &x->lo.x, *hi = &x->hi.x;
    for (int f = 0; f < 6; f++) {
        int a = f / 2, u = a == 0 ? 1 : 0, w = a == 2 ? 1 : 2;
        isect_vec3 c[4];
        for (int k = 0; k < 4; k++) {
            isect_real p[3];
            p[a] = (f & 1) ? hi[a] : lo[a];
            p[u] = (k == 1 || k == 2) ? hi[u] : lo[u];
            p[w] = k >= 2 ? hi[w] : lo[w];
            c[k] = (isect_vec3){p[0], p[1], p[2]};
        }
        isect_tri3 t0 = {{c[0], c[1], c[2]}}, t1 = {{c[0], c[2], c[3]}};
        if (isect_test_capsule3_tri3(&core, &t0) || isect_test_capsule3_tri3(&core, &t1))
            return true;
    }
    return false;
}

/* Does the closed feature f of the box hold q (within `slack` off the box on its free
 * axes)? Per axis the feature fixes q at min (a zero extent always counts as min), fixes
 * it at max (a positive extent) or leaves it free (a positive extent). The rounded point
 * may lie on a bound of a free axis (the exact feature is decided on the exact point). */
static bool sb_holds(const sb_problem *x, isect_feature f, isect_vec3 q, long double slack) {
    const isect_real *lo = &x->lo.x, *hi = &x->hi.x, *p = &q.x;
    int role[3]; /* -1 at min, +1 at max, 0 free */
    switch (f.kind) {
    case ISECT_FEATURE_VERTEX:
        if (f.index < 0 || f.index > 7)
            return false;
        for (int i = 0; i < 3; i++)
            role[i] = (f.index >> i & 1) ? 1 : -1;
        break;
    case ISECT_FEATURE_EDGE: {
        if (f.index < 0 || f.index > 11)
            return false;
        int a = f.index / 4, m = f.index % 4, u = a == 0 ? 1 : 0, w = a == 2 ? 1 : 2;
        role[a] = 0;
        role[u] = (m & 1) ? 1 : -1;
        role[w] = (m & 2) ? 1 : -1;
        break;
    }
    case ISECT_FEATURE_FACE:
        if (f.index < 0 || f.index > 5)
            return false;
        for (int i = 0; i < 3; i++)
            role[i] = i == f.index / 2 ? ((f.index & 1) ? 1 : -1) : 0;
        break;
    case ISECT_FEATURE_SOLID:
        if (f.index != 0)
            return false;
        role[0] = role[1] = role[2] = 0;
        break;
    default: return false;
    }
    for (int i = 0; i < 3; i++) {
        if (role[i] < 0 && p[i] != lo[i])
            return false;
        if (role[i] > 0 && !(p[i] == hi[i] && lo[i] < hi[i]))
            return false;
        if (role[i] == 0 && !(lo[i] < hi[i] && p[i] >= lo[i] - slack && p[i] <= hi[i] + slack))
            return false;
    }
    return true;
}

static bool sb_same_feature(isect_feature a, isect_feature b) {
    return a.kind == b.kind && a.index == b.index;
}

/* The contract on one problem; false when the input is invalid (or saturates). */
static bool sb_check(const sb_problem *x, const isect_closest_feature_result3 *r) {
    const char *q = sb_name;
    if (!sb_valid(x)) {
        bool zero = r->dist_sq == 0 && fz_eq3(r->point_a, (isect_vec3){0, 0, 0}) &&
                    fz_eq3(r->point_b, (isect_vec3){0, 0, 0});
        for (int i = 0; i < 4; i++)
            zero = zero && r->bary_a[i] == 0 && r->bary_b[i] == 0;
        FZ_CHECK(q, r->flags == ISECT_INVALID && zero);
        FZ_CHECK(q, r->feature_a.kind == ISECT_FEATURE_NONE && r->feature_a.index == 0 &&
                        r->feature_b.kind == ISECT_FEATURE_NONE && r->feature_b.index == 0);
        return false;
    }
    bool point = fz_eq3(x->p0, x->p1);
    bool flat = x->lo.x == x->hi.x || x->lo.y == x->hi.y || x->lo.z == x->hi.z;
    unsigned want = (point || flat) ? (unsigned)ISECT_DEGENERATE : 0u;
    FZ_CHECK(q, (r->flags & ~(unsigned)ISECT_SATURATED) == want);
    FZ_CHECK(q, fz_finite(r->dist_sq) && r->dist_sq >= 0 && fz_finite3(r->point_a) &&
                    fz_finite3(r->point_b));
    for (int i = 0; i < 4; i++)
        FZ_CHECK(q, fz_finite(r->bary_a[i]) && r->bary_b[i] == 0);
    FZ_CHECK(q, r->bary_a[2] == 0 && r->bary_a[3] == 0);
    /* the segment's feature */
    if (r->feature_a.kind == ISECT_FEATURE_VERTEX) {
        int e = r->feature_a.index;
        FZ_CHECK(q, e == 0 || e == 1);
        FZ_CHECK(q, fz_eq3(r->point_a, e ? x->p1 : x->p0));
        FZ_CHECK(q, r->bary_a[e] == 1 && r->bary_a[1 - e] == 0);
    } else {
        FZ_CHECK(q, r->feature_a.kind == ISECT_FEATURE_EDGE && r->feature_a.index == 0);
        FZ_CHECK(q, r->bary_a[1] > 0 && r->bary_a[1] < 1 && r->bary_a[0] > 0 && r->bary_a[0] <= 1);
    }
    /* the box's feature, from point_b */
    const isect_real *pb = &r->point_b.x, *lo = &x->lo.x, *hi = &x->hi.x;
    long double S = sb_scale(x);
    long double slack = 0;
    for (int i = 0; i < 3; i++)
        FZ_CHECK(q, pb[i] >= lo[i] - slack && pb[i] <= hi[i] + slack);
    FZ_CHECK(q, sb_holds(x, r->feature_b, r->point_b, slack));
    /* an end in the box */
    isect_aabb3 box = {x->lo, x->hi};
    isect_location l0 = isect_classify_point3_aabb3(x->p0, &box);
    isect_location l1 = isect_classify_point3_aabb3(x->p1, &box);
    if (l0 != ISECT_OUTSIDE || l1 != ISECT_OUTSIDE) {
        int e = l0 != ISECT_OUTSIDE ? 0 : 1;
        isect_location l = e ? l1 : l0;
        FZ_CHECK(q, r->feature_a.kind == ISECT_FEATURE_VERTEX && r->feature_a.index == e);
        FZ_CHECK(q, r->dist_sq == 0 && fz_eq3(r->point_b, e ? x->p1 : x->p0));
        FZ_CHECK(q, (r->feature_b.kind == ISECT_FEATURE_SOLID) == (l == ISECT_INSIDE));
    }
    /* meeting, exactly */
    bool meets = sb_meets(x);
    long double ref2 = sb_reference(x), ref = sqrtl(ref2);
    FZ_CHECK(q, (r->dist_sq == 0) == meets); /* the touching rule: apart is never 0 */
    if (r->flags & ISECT_SATURATED) {
        FZ_CHECK(q, r->dist_sq == REAL_MAX);
        return false;
    }
    /* the distance and the points */
    long double step = 8 * (long double)REAL_TRUE_MIN;
    long double tol = 16 * UNIT_ROUNDOFF * S + 0x1p-58L * S + sqrtl(step);
    FZ_CHECK(q, fabsl(sqrtl((long double)r->dist_sq) - ref) <= tol);
    const isect_real *pa = &r->point_a.x, *a0 = &x->p0.x, *a1 = &x->p1.x;
    long double s = r->bary_a[1];
    for (int i = 0; i < 3; i++)
        FZ_CHECK(q, fabsl(pa[i] - (a0[i] + s * ((long double)a1[i] - a0[i]))) <=
                        32 * UNIT_ROUNDOFF * S + step);
    for (int e = 0; e < 2; e++) {
        isect_closest_result3 c = isect_closest_point3_aabb3(e ? x->p1 : x->p0, &box);
        if (!(c.flags & ISECT_SATURATED))
            FZ_CHECK(q, sqrtl((long double)r->dist_sq) <= sqrtl((long double)c.dist_sq) + tol);
    }
    sb_problem y = *x;
    y.p0 = x->p1;
    y.p1 = x->p0;
    isect_closest_feature_result3 rev = sb_ask(&y);
    if (!(rev.flags & ISECT_SATURATED))
        FZ_CHECK(q, fabsl(sqrtl((long double)rev.dist_sq) - sqrtl((long double)r->dist_sq)) <=
                        2 * tol);
    return true;
}

static void fuzz_seg_box(fz_in *in, unsigned options, int k) {
    sb_problem x;
    x.p0 = fz_vec3(in, "p0");
    x.p1 = fz_vec3(in, "p1");
    x.lo = fz_vec3(in, "min");
    x.hi = fz_vec3(in, "max");
    x.null_seg = fz_null(options, 0);
    x.null_box = fz_null(options, 1);
    isect_closest_feature_result3 r = sb_ask(&x);
    bool valid = sb_valid(&x);
    sb_check(&x, &r);
    if (!valid)
        return;
    /* scaled by 2^k: the same features and flags */
    sb_problem y = x;
    if (!fz_scale3(x.p0, k, &y.p0) || !fz_scale3(x.p1, k, &y.p1) || !fz_scale3(x.lo, k, &y.lo) ||
        !fz_scale3(x.hi, k, &y.hi))
        return;
    isect_closest_feature_result3 s = sb_ask(&y);
    sb_check(&y, &s);
    FZ_CHECK(sb_name, sb_same_feature(s.feature_a, r.feature_a) &&
                          sb_same_feature(s.feature_b, r.feature_b));
    FZ_CHECK(sb_name,
             (s.flags & ~(unsigned)ISECT_SATURATED) == (r.flags & ~(unsigned)ISECT_SATURATED));
}

/* ---- A segment against an oriented box ---------------------------------------------------
 *
 * isect_closest_seg3_obb3 (closest_point.h), checked:
 * - the contract: invalid input (NULL, a coordinate not finite, a negative half extent,
 *   axes not orthonormal: isect_valid_obb3) gives the all-zero ISECT_INVALID result;
 *   otherwise only ISECT_DEGENERATE (exactly when p0 == p1 or a half extent is 0) and
 *   ISECT_SATURATED; the features' shapes as for the AABB (feature_a vertex 0/1 with
 *   point_a that end bit for bit, or edge 0 with bary_a[1] in (0, 1));
 * - in the box's frame (w_i = (x - c) . a_i in long double): point_b on its feature's
 *   bounds (+-h_i, the min side for a zero extent) within 32 u S, its free coordinates
 *   within the box; dist_sq == 0 exactly when point_b == point_a, and only then solid;
 * - sqrt(dist_sq) within 16 u S of the long double least value of the convex piecewise
 *   quadratic in the frame (a clear miss is never 0, a clear meeting always 0);
 * - with axes a signed permutation (exact), the same meeting and the same distance as
 *   isect_closest_seg3_aabb3 on the box's corners when those are exact;
 * - reversed, the same distance; scaled by 2^k, the same features and flags. */

static const char *const so_name = "isect_closest_seg3_obb3";

typedef struct so_problem {
    isect_seg3 seg;
    isect_obb3 box;
    bool null_seg, null_box;
} so_problem;

static isect_closest_feature_result3 so_ask(const so_problem *x) {
    return isect_closest_seg3_obb3(x->null_seg ? NULL : &x->seg, x->null_box ? NULL : &x->box);
}

static bool so_valid(const so_problem *x) {
    return !x->null_seg && !x->null_box && fz_finite3(x->seg.p0) && fz_finite3(x->seg.p1) &&
           isect_valid_obb3(&x->box);
}

/* Frame coordinates of a point, in long double. */
static void so_frame(const so_problem *x, isect_vec3 p, long double *w) {
    const isect_real *c = &x->box.center.x, *q = &p.x;
    for (int i = 0; i < 3; i++) {
        const isect_real *a = &x->box.axis[i].x;
        w[i] = 0;
        for (int j = 0; j < 3; j++)
            w[i] += ((long double)q[j] - c[j]) * a[j];
    }
}

static long double so_scale(const so_problem *x) {
    const isect_real *v[4] = {&x->seg.p0.x, &x->seg.p1.x, &x->box.center.x, &x->box.half.x};
    long double S = 0;
    for (int j = 0; j < 4; j++)
        for (int i = 0; i < 3; i++)
            S = fmaxl(S, fabsl(v[j][i]));
    return S;
}

static bool so_check(const so_problem *x, const isect_closest_feature_result3 *r) {
    const char *q = so_name;
    if (!so_valid(x)) {
        bool zero = r->dist_sq == 0 && fz_eq3(r->point_a, (isect_vec3){0, 0, 0}) &&
                    fz_eq3(r->point_b, (isect_vec3){0, 0, 0});
        for (int i = 0; i < 4; i++)
            zero = zero && r->bary_a[i] == 0 && r->bary_b[i] == 0;
        FZ_CHECK(q, r->flags == ISECT_INVALID && zero);
        FZ_CHECK(q, r->feature_a.kind == ISECT_FEATURE_NONE &&
                        r->feature_b.kind == ISECT_FEATURE_NONE);
        return false;
    }
    const isect_real *h = &x->box.half.x;
    bool flat = h[0] == 0 || h[1] == 0 || h[2] == 0;
    unsigned want = (fz_eq3(x->seg.p0, x->seg.p1) || flat) ? (unsigned)ISECT_DEGENERATE : 0u;
    FZ_CHECK(q, (r->flags & ~(unsigned)ISECT_SATURATED) == want);
    FZ_CHECK(q, fz_finite(r->dist_sq) && r->dist_sq >= 0 && fz_finite3(r->point_a) &&
                    fz_finite3(r->point_b));
    for (int i = 0; i < 4; i++)
        FZ_CHECK(q, fz_finite(r->bary_a[i]) && r->bary_b[i] == 0);
    FZ_CHECK(q, r->bary_a[2] == 0 && r->bary_a[3] == 0);
    if (r->feature_a.kind == ISECT_FEATURE_VERTEX) {
        int e = r->feature_a.index;
        FZ_CHECK(q, e == 0 || e == 1);
        FZ_CHECK(q, fz_eq3(r->point_a, e ? x->seg.p1 : x->seg.p0));
        FZ_CHECK(q, r->bary_a[e] == 1 && r->bary_a[1 - e] == 0);
    } else {
        FZ_CHECK(q, r->feature_a.kind == ISECT_FEATURE_EDGE && r->feature_a.index == 0);
        FZ_CHECK(q, r->bary_a[1] > 0 && r->bary_a[1] < 1 && r->bary_a[0] > 0 && r->bary_a[0] <= 1);
    }
    if (r->flags & ISECT_SATURATED)
        return false;
    long double S = so_scale(x), step = 8 * (long double)REAL_TRUE_MIN;
    long double tol = 16 * UNIT_ROUNDOFF * S + 0x1p-58L * S + sqrtl(step);
    /* the feature in the frame */
    int role[3] = {0, 0, 0}; /* -1 min, +1 max, 0 free */
    isect_feature f = r->feature_b;
    switch (f.kind) {
    case ISECT_FEATURE_VERTEX:
        FZ_CHECK(q, f.index >= 0 && f.index <= 7);
        for (int i = 0; i < 3; i++)
            role[i] = (f.index >> i & 1) ? 1 : -1;
        break;
    case ISECT_FEATURE_EDGE: {
        FZ_CHECK(q, f.index >= 0 && f.index <= 11);
        int a = f.index / 4, m = f.index % 4, u = a == 0 ? 1 : 0, w = a == 2 ? 1 : 2;
        role[u] = (m & 1) ? 1 : -1;
        role[w] = (m & 2) ? 1 : -1;
        break;
    }
    case ISECT_FEATURE_FACE:
        FZ_CHECK(q, f.index >= 0 && f.index <= 5);
        role[f.index / 2] = (f.index & 1) ? 1 : -1;
        break;
    default: FZ_CHECK(q, f.kind == ISECT_FEATURE_SOLID && f.index == 0); break;
    }
    long double w[3];
    so_frame(x, r->point_b, w);
    for (int i = 0; i < 3; i++) {
        FZ_CHECK(q, !(role[i] > 0 && h[i] == 0)); /* a zero extent is the min side */
        if (role[i] != 0)
            FZ_CHECK(q, fabsl(w[i] - role[i] * (long double)h[i]) <= 2 * tol);
        else
            FZ_CHECK(q, fabsl(w[i]) <= h[i] + 2 * tol);
    }
    bool meet = r->dist_sq == 0;
    FZ_CHECK(q, meet == fz_eq3(r->point_a, r->point_b) || !meet);
    if (meet)
        FZ_CHECK(q, fz_eq3(r->point_a, r->point_b));
    if (f.kind == ISECT_FEATURE_SOLID)
        FZ_CHECK(q, meet);
    /* the distance */
    long double P[3], Q[3], lo[3], hi[3];
    so_frame(x, x->seg.p0, P);
    so_frame(x, x->seg.p1, Q);
    for (int i = 0; i < 3; i++) {
        lo[i] = -(long double)h[i];
        hi[i] = h[i];
    }
    long double ref = sqrtl(sb_least(P, Q, lo, hi)), got = sqrtl((long double)r->dist_sq);
    FZ_CHECK(q, fabsl(got - ref) <= tol);
    if (ref > 2 * tol)
        FZ_CHECK(q, !meet);
    /* the reversed segment */
    so_problem y = *x;
    y.seg.p0 = x->seg.p1;
    y.seg.p1 = x->seg.p0;
    isect_closest_feature_result3 rev = so_ask(&y);
    if (!(rev.flags & ISECT_SATURATED))
        FZ_CHECK(q, fabsl(sqrtl((long double)rev.dist_sq) - got) <= 2 * tol);
    FZ_CHECK(q, (rev.dist_sq == 0) == meet); /* meeting is exact both ways */
    return true;
}

/* The same box as an AABB: when its axes are a signed permutation of the coordinate axes
 * and its corners are exact. */
static bool so_as_aabb(const so_problem *x, isect_aabb3 *out) {
    isect_real lo[3], hi[3], ext[3] = {0, 0, 0};
    const isect_real *c = &x->box.center.x, *h = &x->box.half.x;
    int used = 0;
    for (int i = 0; i < 3; i++) {
        const isect_real *a = &x->box.axis[i].x;
        int ones = 0;
        for (int j = 0; j < 3; j++) {
            if (a[j] == 1 || a[j] == -1) {
                ones++;
                used |= 1 << j;
                ext[j] = h[i];
            } else if (a[j] != 0) {
                return false;
            }
        }
        if (ones != 1)
            return false;
    }
    if (used != 7)
        return false;
    for (int j = 0; j < 3; j++)
        if (!fz_sub_exact(c[j], ext[j], &lo[j]) || !fz_sub_exact(c[j], -ext[j], &hi[j]))
            return false;
    *out = (isect_aabb3){{lo[0], lo[1], lo[2]}, {hi[0], hi[1], hi[2]}};
    return true;
}

static void fuzz_seg_obb(fz_in *in, unsigned options, int k) {
    so_problem x;
    x.seg.p0 = fz_vec3(in, "p0");
    x.seg.p1 = fz_vec3(in, "p1");
    x.box.center = fz_vec3(in, "center");
    fz_axes3(in, x.box.axis, "axis");
    x.box.half = fz_vec3(in, "half");
    x.null_seg = fz_null(options, 0);
    x.null_box = fz_null(options, 1);
    isect_closest_feature_result3 r = so_ask(&x);
    if (!so_check(&x, &r))
        return;
    isect_aabb3 aabb;
    if (so_as_aabb(&x, &aabb)) {
        isect_closest_feature_result3 a = isect_closest_seg3_aabb3(&x.seg, &aabb);
        FZ_CHECK(so_name, (a.dist_sq == 0) == (r.dist_sq == 0));
        if (!(a.flags & ISECT_SATURATED)) {
            long double tol =
                32 * UNIT_ROUNDOFF * so_scale(&x) + sqrtl(8 * (long double)REAL_TRUE_MIN);
            FZ_CHECK(so_name,
                     fabsl(sqrtl((long double)a.dist_sq) - sqrtl((long double)r.dist_sq)) <= tol);
        }
    }
    so_problem y = x;
    if (!fz_scale3(x.seg.p0, k, &y.seg.p0) || !fz_scale3(x.seg.p1, k, &y.seg.p1) ||
        !fz_scale3(x.box.center, k, &y.box.center) || !fz_scale3(x.box.half, k, &y.box.half))
        return;
    isect_closest_feature_result3 s = so_ask(&y);
    if (!so_check(&y, &s))
        return;
    FZ_CHECK(so_name, sb_same_feature(s.feature_a, r.feature_a) &&
                          sb_same_feature(s.feature_b, r.feature_b));
    FZ_CHECK(so_name, s.flags == r.flags);
}

/* ---- A point against a convex hull ---------------------------------------------------------
 *
 * isect_closest_point3_hull3 (closest_point.h), checked:
 * - the contract: invalid input (NULL hull or array, no vertex, a coordinate not finite)
 *   gives the all-zero ISECT_INVALID result; otherwise flags ISECT_DEGENERATE exactly when
 *   all vertices are coplanar (isect_orient3d) and maybe ISECT_SATURATED;
 * - the simplex: count 1..4, indices increasing and in range, weights in (0, 1) (a
 *   vertex: 1) summing to 1 within a few u; point_b their combination within 32 u S;
 *   feature solid exactly when dist_sq == 0 (then point_b == p), else vertex/edge/face by
 *   count (a vertex: point_b that vertex bit for bit);
 * - optimality: (v - q) . (p - q) <= |q - q*| (|p - q| + |v - q|) for every vertex, with
 *   |q - q*| <= 16 u S (the certificate the query decides exactly, here with the rounded
 *   q in long double);
 * - for one to four vertices, exactly the answers of the point, segment, triangle and
 *   tetrahedron queries: the same meeting (dist_sq == 0), and for non-degenerate shapes
 *   the same kind of feature;
 * - the vertices reversed and the whole scaled by 2^k: the same kind and flags (but
 *   ISECT_SATURATED: the distance is accurate to 16 u S, and which end a near-end foot is
 *   computed from changes it by that much), and outside the same count (inside, any
 *   simplex holding p may be reported);
 * - plane_count 0 and plane[] zero, and the planes not read: the same answer, bit for bit,
 *   with an array of invalid planes beside the vertices. */

static const char *const hull_name = "isect_closest_point3_hull3";

enum { HULL_MAX = 10 };

static bool hull_coplanar(const isect_vec3 *v, size_t n) {
    for (size_t i = 1; i < n; i++)
        for (size_t j = i + 1; j < n; j++) {
            if (fz_collinear3(v[0], v[i], v[j]))
                continue;
            for (size_t k = 1; k < n; k++)
                if (isect_orient3d(v[0], v[i], v[j], v[k]) != 0)
                    return false;
            return true;
        }
    return true;
}

static bool hull_check(isect_vec3 p, const isect_vec3 *v, size_t n, bool null_hull, bool null_verts,
                       const isect_closest_hull_result3 *r) {
    const char *q = hull_name;
    bool valid = !null_hull && !null_verts && n > 0 && fz_finite3(p);
    for (size_t i = 0; valid && i < n; i++)
        valid = fz_finite3(v[i]);
    if (!valid) {
        FZ_CHECK(q, r->flags == ISECT_INVALID && r->count == 0 && r->dist_sq == 0 &&
                        r->feature_b.kind == ISECT_FEATURE_NONE &&
                        fz_eq3(r->point_b, (isect_vec3){0, 0, 0}));
        FZ_CHECK(q,
                 r->plane_count == 0 && r->plane[0] == 0 && r->plane[1] == 0 && r->plane[2] == 0);
        return false;
    }
    /* by vertices: no planes */
    FZ_CHECK(q, r->plane_count == 0 && r->plane[0] == 0 && r->plane[1] == 0 && r->plane[2] == 0);
    unsigned want = hull_coplanar(v, n) ? (unsigned)ISECT_DEGENERATE : 0u;
    FZ_CHECK(q, (r->flags & ~(unsigned)ISECT_SATURATED) == want);
    FZ_CHECK(q, r->count >= 1 && r->count <= 4 && fz_finite(r->dist_sq) && r->dist_sq >= 0);
    FZ_CHECK(q, fz_eq3(r->point_a, p) && fz_finite3(r->point_b));
    long double S = 0;
    for (int j = 0; j < 3; j++)
        S = fmaxl(S, fabsl((&p.x)[j]));
    for (size_t i = 0; i < n; i++)
        for (int j = 0; j < 3; j++)
            S = fmaxl(S, fabsl((&v[i].x)[j]));
    long double step = 8 * (long double)REAL_TRUE_MIN, u = UNIT_ROUNDOFF;
    long double sum = 0, comb[3] = {0, 0, 0};
    for (unsigned k = 0; k < r->count; k++) {
        FZ_CHECK(q, r->vert[k] < n && (k == 0 || r->vert[k] > r->vert[k - 1]));
        FZ_CHECK(q, r->count == 1 ? r->bary[k] == 1 : r->bary[k] > 0 && r->bary[k] < 1);
        sum += r->bary[k];
        for (int j = 0; j < 3; j++)
            comb[j] += r->bary[k] * (long double)(&v[r->vert[k]].x)[j];
    }
    FZ_CHECK(q, fabsl(sum - 1) <= 8 * u);
    bool meet = r->dist_sq == 0;
    FZ_CHECK(q, meet == (r->feature_b.kind == ISECT_FEATURE_SOLID));
    if (meet) {
        FZ_CHECK(q, fz_eq3(r->point_b, p));
    } else {
        static const isect_feature_kind kinds[5] = {ISECT_FEATURE_NONE, ISECT_FEATURE_VERTEX,
                                                    ISECT_FEATURE_EDGE, ISECT_FEATURE_FACE,
                                                    ISECT_FEATURE_NONE};
        FZ_CHECK(q, r->feature_b.kind == kinds[r->count] && r->feature_b.index == 0);
        if (r->count == 1)
            FZ_CHECK(q, fz_eq3(r->point_b, v[r->vert[0]]));
    }
    if (r->flags & ISECT_SATURATED)
        return true;
    const isect_real *pb = &r->point_b.x, *pp = &p.x;
    for (int j = 0; j < 3; j++)
        FZ_CHECK(q, fabsl(pb[j] - comb[j]) <= 32 * u * S + step);
    /* optimality of the rounded point */
    long double d[3], dn = 0, delta = 16 * u * S + step;
    for (int j = 0; j < 3; j++) {
        d[j] = (long double)pp[j] - pb[j];
        dn += d[j] * d[j];
    }
    dn = sqrtl(dn);
    FZ_CHECK(q, fabsl(dn - sqrtl((long double)r->dist_sq)) <= 16 * u * S + sqrtl(step));
    for (size_t i = 0; i < n; i++) {
        long double g = 0, vn = 0;
        for (int j = 0; j < 3; j++) {
            long double e = (long double)(&v[i].x)[j] - pb[j];
            g += e * d[j];
            vn += e * e;
        }
        FZ_CHECK(q, g <= delta * (dn + sqrtl(vn) + delta));
    }
    return true;
}

/* Field by field, bit for bit (the struct has padding). */
static bool hull_same(const isect_closest_hull_result3 *a, const isect_closest_hull_result3 *b) {
    bool same = memcmp(&a->dist_sq, &b->dist_sq, sizeof a->dist_sq) == 0 &&
                memcmp(a->bary, b->bary, sizeof a->bary) == 0 &&
                memcmp(a->vert, b->vert, sizeof a->vert) == 0 && a->count == b->count &&
                memcmp(a->plane, b->plane, sizeof a->plane) == 0 &&
                a->plane_count == b->plane_count &&
                memcmp(&a->point_a, &b->point_a, sizeof a->point_a) == 0 &&
                memcmp(&a->point_b, &b->point_b, sizeof a->point_b) == 0 &&
                a->feature_b.kind == b->feature_b.kind &&
                a->feature_b.index == b->feature_b.index && a->flags == b->flags;
    return same;
}

static void fuzz_hull(fz_in *in, unsigned options, int k) {
    isect_vec3 p = fz_vec3(in, "p"), v[HULL_MAX], w[HULL_MAX];
    size_t n = fz_byte(in) % (HULL_MAX + 1); /* 0: invalid */
    for (size_t i = 0; i < n; i++)
        v[i] = fz_vec3(in, "vertex");
    bool null_hull = fz_null(options, 0), null_verts = fz_null(options, 1);
    isect_hull3 hull = {null_verts ? NULL : v, n, NULL, 0};
    isect_closest_hull_result3 r = isect_closest_point3_hull3(p, null_hull ? NULL : &hull);
    if (!hull_check(p, v, n, null_hull, null_verts, &r))
        return;
    /* with vertices the planes are not read: bogus ones change nothing */
    static const isect_plane3 bogus[3] = {
        {{0, 0, 0}, 1}, {{(isect_real)NAN, 1, 0}, 0}, {{1, 0, 0}, -(isect_real)INFINITY}};
    isect_hull3 with_planes = {v, n, bogus, 3};
    isect_closest_hull_result3 wp = isect_closest_point3_hull3(p, &with_planes);
    FZ_CHECK(hull_name, hull_same(&wp, &r));
    /* the small hulls against the shape queries */
    bool meet = r.dist_sq == 0;
    if (n == 1) {
        FZ_CHECK(hull_name, meet == fz_eq3(p, v[0]));
    } else if (n == 2) {
        isect_seg3 seg = {v[0], v[1]};
        isect_closest_result3 c = isect_closest_point3_seg3(p, &seg);
        FZ_CHECK(hull_name, meet == (c.dist_sq == 0));
    } else if (n == 3) {
        isect_tri3 tri = {{v[0], v[1], v[2]}};
        isect_closest_feature_result3 c = isect_closest_point3_tri3(p, &tri);
        FZ_CHECK(hull_name, meet == (c.dist_sq == 0));
        if (!meet && !(c.flags & ISECT_DEGENERATE))
            FZ_CHECK(hull_name, c.feature_b.kind == r.feature_b.kind);
    } else if (n == 4) {
        isect_tet3 tet = {{v[0], v[1], v[2], v[3]}};
        isect_closest_feature_result3 c = isect_closest_point3_tet3(p, &tet);
        FZ_CHECK(hull_name, meet == (c.dist_sq == 0));
        if (!meet && !(c.flags & ISECT_DEGENERATE))
            FZ_CHECK(hull_name, c.feature_b.kind == r.feature_b.kind);
    }
    /* reversed */
    for (size_t i = 0; i < n; i++)
        w[i] = v[n - 1 - i];
    isect_hull3 back = {w, n, NULL, 0};
    isect_closest_hull_result3 b = isect_closest_point3_hull3(p, &back);
    hull_check(p, w, n, false, false, &b);
    FZ_CHECK(hull_name, (meet || b.count == r.count) && b.feature_b.kind == r.feature_b.kind &&
                            ((b.flags ^ r.flags) & ~(unsigned)ISECT_SATURATED) == 0);
    /* scaled */
    isect_vec3 sp;
    if (!fz_scale3(p, k, &sp))
        return;
    for (size_t i = 0; i < n; i++)
        if (!fz_scale3(v[i], k, &w[i]))
            return;
    isect_closest_hull_result3 s = isect_closest_point3_hull3(sp, &back);
    if (!hull_check(sp, w, n, false, false, &s) || (s.flags & ISECT_SATURATED) ||
        (r.flags & ISECT_SATURATED))
        return;
    FZ_CHECK(hull_name, (meet || s.count == b.count) && s.feature_b.kind == r.feature_b.kind &&
                            ((s.flags ^ r.flags) & ~(unsigned)ISECT_SATURATED) == 0);
}

/* ---- A point against a hull by its planes (mode bits 7, 6, 1 and 0, not bit 2) ---------
 *
 * isect_closest_point3_hull3 with verts NULL, vert_count 0 and up to PH_MAX planes: the
 * set { x : n_i . x <= o_i for every i }. Input: p; a byte whose low four bits modulo
 * PH_MAX + 1 are the plane count n (0: both arrays empty, invalid) and whose high four bits
 * d, when d > 0 and n >= 2, make the last plane a copy of plane (d - 1) mod (n - 1) scaled
 * by 2^(d mod 4) (a duplicate or scaled duplicate; not decoded); the planes (normal, then
 * offset); an exponent j for the normals of the scaled copy. Checked:
 * - the contract: invalid input (NULL hull or array, no plane, a coordinate or offset not
 *   finite, a zero normal) gives the all-zero ISECT_INVALID result, and so may an empty
 *   set, but only when p is outside (exactly) and the brute force below found no point of
 *   the set; otherwise flags 0 (or ISECT_SATURATED), count 0 with vert and bary zero,
 *   point_a == p, dist_sq finite and >= 0, plane_count <= 3 with plane[] increasing, in
 *   range and 0 beyond, and independent normals (exactly: fz_collinear3, isect_orient3d);
 *   feature solid (then point_b == p, plane_count 0) exactly when dist_sq == 0, else face,
 *   edge or vertex by plane_count 1, 2, 3, index 0;
 * - inside exactly when p is on the inner side of every plane, decided exactly
 *   (isect_classify_point3_plane3);
 * - point_b within rounding of every reported plane and on the inner side of every plane:
 *   |n_i . b - o_i| (or n_i . b - o_i) at most F_i = 2 PH_ULPS u sum_k |n_ik b_k| plus the
 *   subnormal grid and the long double error (each coordinate of b is x* to within PH_ULPS
 *   units in the last place, the header's "a few"); p - point_b in the span of the
 *   reported normals to within the same rounding; sqrt(dist_sq) within rounding of
 *   |p - point_b|;
 * - a brute force in long double over every set S of one to three planes: the projection
 *   c of p on their common affine set, with its multipliers lambda (p - c = sum lambda_i
 *   n_i; a Gram system by its adjugate). Two bounds, each rigorous up to the long double
 *   evaluation error it allows for:
 *   - below (weak duality): for any lambda >= 0, the set lies in the half-space
 *     sum lambda_i n_i . x <= sum lambda_i o_i, so dist >= sum lambda_i (n_i . p - o_i) /
 *     |sum lambda_i n_i|; lambda is the candidate's, negative entries set to 0 (still a
 *     valid dual vector, however badly conditioned S);
 *   - above: when S is well conditioned (normalised Gram determinant g >= 2^-12) its
 *     exact projection c* lies within delta = 2^-44 S_c / g of c (S_c the magnitudes
 *     involved); if every other plane holds c with room for delta, c* is in the set, so
 *     dist <= |p - c| + delta;
 *   sqrt(dist_sq) must lie between them within 2 PH_ULPS u (plus the subnormal grid).
 *   When the upper bound's candidate is clear -- every other plane strictly misses c* and every
 *   multiplier beats its error -- c* is the projection and S its set of planes exactly:
 *   then plane[] must be S and point_b within 2 PH_ULPS u + delta of c;
 * - saturation: ISECT_SATURATED only when no candidate shows the distance and the point
 *   well inside the range;
 * - the planes reversed: the same validity, inside, plane_count (the rank of the normals
 *   through x*, which the order does not change) and feature, point_b within 4 PH_ULPS u;
 *   scaled, p by 2^k, the normals by 2^j and the offsets by 2^(j+k): the same validity,
 *   inside, plane set and feature (unless either answer is saturated). */

static const char *const ph_name = "isect_closest_point3_hull3 (by planes)";

enum { PH_MAX = 8 };

/* The rounding the header allows point_b's coordinates and dist_sq ("a few units in the
 * last place"), taken as PH_ULPS units (2 u each, relative; PH_ULPS steps of the subnormal
 * grid below the normal range). */
enum { PH_ULPS = 8 };

typedef struct ph_problem {
    isect_vec3 p;
    isect_plane3 pl[PH_MAX];
    size_t n;
    bool null_hull, null_planes;
} ph_problem;

static isect_closest_hull_result3 ph_ask(const ph_problem *x) {
    isect_hull3 h = {NULL, 0, x->null_planes ? NULL : x->pl, x->n};
    return isect_closest_point3_hull3(x->p, x->null_hull ? NULL : &h);
}

/* Valid as isect_valid_hull3 sees it (and p finite): all but emptiness. */
static bool ph_valid(const ph_problem *x) {
    if (x->null_hull || x->null_planes || x->n == 0 || !fz_finite3(x->p))
        return false;
    for (size_t i = 0; i < x->n; i++) {
        isect_vec3 m = x->pl[i].normal;
        if (!fz_finite3(m) || !fz_finite(x->pl[i].offset) || (m.x == 0 && m.y == 0 && m.z == 0))
            return false;
    }
    return true;
}

/* Every field but flags zero. */
static bool ph_zero(const isect_closest_hull_result3 *r) {
    bool z = r->dist_sq == 0 && r->count == 0 && r->plane_count == 0 &&
             r->feature_b.kind == ISECT_FEATURE_NONE && r->feature_b.index == 0 &&
             fz_eq3(r->point_a, (isect_vec3){0, 0, 0}) && fz_eq3(r->point_b, (isect_vec3){0, 0, 0});
    for (int k = 0; k < 4; k++)
        z = z && r->bary[k] == 0 && r->vert[k] == 0;
    for (int k = 0; k < 3; k++)
        z = z && r->plane[k] == 0;
    return z;
}

/* The answer being checked, printed with a failure. */
static isect_closest_hull_result3 ph_last;

static void ph_print(void) {
    const isect_closest_hull_result3 *r = &ph_last;
    fprintf(stderr,
            "last hull result: flags %u, dist_sq %a, point_b %a %a %a, plane_count %u, plane %zu "
            "%zu %zu, feature %d/%d, count %u\n",
            r->flags, (double)r->dist_sq, (double)r->point_b.x, (double)r->point_b.y,
            (double)r->point_b.z, r->plane_count, r->plane[0], r->plane[1], r->plane[2],
            (int)r->feature_b.kind, r->feature_b.index, r->count);
}

#define PH_CHECK(cond)                                                                             \
    do {                                                                                           \
        if (!(cond)) {                                                                             \
            ph_print();                                                                            \
            fz_fail(ph_name, #cond, __FILE__, __LINE__);                                           \
        }                                                                                          \
    } while (0)

/* A plane in long double, with |n|. */
typedef struct ph_plane {
    long double n[3], o, len;
} ph_plane;

static long double ph_dot(const long double *a, const long double *b) {
    return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
}

static long double ph_norm(const long double *a) {
    return sqrtl(ph_dot(a, a));
}

static long double ph_inf(const long double *a) {
    return fmaxl(fmaxl(fabsl(a[0]), fabsl(a[1])), fabsl(a[2]));
}

/* A bound on the long double error of n . x - o (four products and sums, each 2^-64). */
static long double ph_err(const ph_plane *q, const long double *x) {
    return 0x1p-60L *
           (fabsl(q->n[0] * x[0]) + fabsl(q->n[1] * x[1]) + fabsl(q->n[2] * x[2]) + fabsl(q->o));
}

/* What the brute force found. */
typedef struct ph_ref {
    long double lb;    /* dist >= lb */
    long double ub;    /* dist <= ub (INFINITY: no candidate in the set) */
    long double reach; /* |p|_inf + ub: no coordinate of x* beyond it */
    bool clear;        /* a clear candidate: its planes and point */
    unsigned count;
    size_t set[3];
    long double c[3], delta;
} ph_ref;

/* The inverse of a k x k symmetric matrix (k <= 3) times r: lambda = adj(G) r / det. */
static long double ph_solve(int k, long double G[3][3], const long double *r, long double *lam) {
    if (k == 1) {
        lam[0] = r[0] / G[0][0];
        return G[0][0];
    }
    if (k == 2) {
        long double det = G[0][0] * G[1][1] - G[0][1] * G[1][0];
        lam[0] = (G[1][1] * r[0] - G[0][1] * r[1]) / det;
        lam[1] = (G[0][0] * r[1] - G[1][0] * r[0]) / det;
        return det;
    }
    long double a[3][3];
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++) {
            int i1 = (i + 1) % 3, i2 = (i + 2) % 3, j1 = (j + 1) % 3, j2 = (j + 2) % 3;
            a[j][i] = G[i1][j1] * G[i2][j2] - G[i1][j2] * G[i2][j1]; /* cofactor, transposed */
        }
    long double det = G[0][0] * a[0][0] + G[0][1] * a[1][0] + G[0][2] * a[2][0];
    for (int i = 0; i < 3; i++)
        lam[i] = (a[i][0] * r[0] + a[i][1] * r[1] + a[i][2] * r[2]) / det;
    return det;
}

static void ph_reference(const ph_problem *x, ph_ref *o) {
    ph_plane q[PH_MAX];
    long double p[3] = {x->p.x, x->p.y, x->p.z};
    size_t n = x->n;
    for (size_t i = 0; i < n; i++) {
        q[i] = (ph_plane){
            {x->pl[i].normal.x, x->pl[i].normal.y, x->pl[i].normal.z}, x->pl[i].offset, 0};
        q[i].len = ph_norm(q[i].n);
    }
    *o = (ph_ref){0, INFINITY, INFINITY, false, 0, {0, 0, 0}, {0, 0, 0}, 0};
    for (unsigned mask = 1; mask < (1u << n); mask++) {
        int k = 0;
        size_t idx[3];
        for (size_t i = 0; i < n && k <= 3; i++)
            if (mask >> i & 1) {
                if (k < 3)
                    idx[k] = i;
                k++;
            }
        if (k > 3)
            continue;
        long double G[3][3], r[3], lam[3];
        for (int a = 0; a < k; a++) {
            r[a] = ph_dot(q[idx[a]].n, p) - q[idx[a]].o;
            for (int b = 0; b < k; b++)
                G[a][b] = ph_dot(q[idx[a]].n, q[idx[b]].n);
        }
        long double det = ph_solve(k, G, r, lam), diag = 1;
        for (int a = 0; a < k; a++)
            diag *= G[a][a];
        if (!(det > 0) || !isfinite(lam[0]) || !isfinite(lam[k - 1]) || !isfinite(lam[k / 2]))
            continue;
        long double g = k == 1 ? 1 : det / diag;
        /* below: weak duality with lambda+ */
        long double m[3] = {0, 0, 0}, num = 0, sl = 0, se = 0;
        for (int a = 0; a < k; a++) {
            long double l = fmaxl(lam[a], 0);
            const ph_plane *s = &q[idx[a]];
            for (int j = 0; j < 3; j++)
                m[j] += l * s->n[j];
            num += l * r[a];
            sl += l * s->len;
            se += l * (ph_err(s, p) + 0x1p-61L * fabsl(r[a]));
        }
        long double mn = ph_norm(m);
        if (num > 0 && mn >= 0x1p-20L * sl) {
            long double lb = num / mn - se / mn - 0x1p-40L * (num / mn);
            o->lb = fmaxl(o->lb, lb);
        }
        /* above: a well-conditioned candidate in the set */
        if (g < 0x1p-12L)
            continue;
        long double c[3] = {p[0], p[1], p[2]};
        for (int a = 0; a < k; a++)
            for (int j = 0; j < 3; j++)
                c[j] -= lam[a] * q[idx[a]].n[j];
        long double scale = fmaxl(ph_inf(p), ph_inf(c));
        for (int a = 0; a < k; a++)
            scale = fmaxl(scale, fabsl(q[idx[a]].o) / q[idx[a]].len);
        long double delta = 0x1p-44L * scale / g;
        bool feasible = true, strict = true;
        for (size_t i = 0; i < n && feasible; i++) {
            if (mask >> i & 1)
                continue;
            long double v = ph_dot(q[i].n, c) - q[i].o + ph_err(&q[i], c) + q[i].len * delta;
            feasible = v <= 0;
            strict = strict && v < 0;
        }
        if (!feasible)
            continue;
        long double d[3] = {p[0] - c[0], p[1] - c[1], p[2] - c[2]};
        long double ub = ph_norm(d) + delta + 0x1p-60L * scale;
        if (ub < o->ub) {
            o->ub = ub;
            o->reach = ph_inf(p) + ub;
        }
        bool positive = true;
        for (int a = 0; a < k; a++)
            positive = positive && lam[a] * q[idx[a]].len >= 0x1p8L * delta / g;
        if (strict && positive && !o->clear) {
            o->clear = true;
            o->count = (unsigned)k;
            for (int a = 0; a < 3; a++)
                o->set[a] = a < k ? idx[a] : 0;
            for (int j = 0; j < 3; j++)
                o->c[j] = c[j];
            o->delta = delta;
        }
    }
}

/* The checks of one answer; false when there is nothing more to compare (invalid, or
 * saturated). */
static bool ph_check(const ph_problem *x, const isect_closest_hull_result3 *r) {
    ph_last = *r;
    if (!ph_valid(x)) {
        PH_CHECK(r->flags == ISECT_INVALID && ph_zero(r));
        return false;
    }
    bool inside = true;
    for (size_t i = 0; i < x->n; i++)
        inside = inside && isect_classify_point3_plane3(x->p, &x->pl[i]) != ISECT_OUTSIDE;
    ph_ref ref;
    ph_reference(x, &ref);
    if (r->flags & ISECT_INVALID) { /* an empty set */
        PH_CHECK(r->flags == ISECT_INVALID && ph_zero(r));
        PH_CHECK(!inside && ref.ub == INFINITY);
        return false;
    }
    PH_CHECK((r->flags & ~(unsigned)ISECT_SATURATED) == 0);
    PH_CHECK(r->count == 0);
    for (int k = 0; k < 4; k++)
        PH_CHECK(r->vert[k] == 0 && r->bary[k] == 0);
    PH_CHECK(fz_eq3(r->point_a, x->p) && fz_finite3(r->point_b));
    PH_CHECK(fz_finite(r->dist_sq) && r->dist_sq >= 0);
    PH_CHECK(r->plane_count <= 3 && r->feature_b.index == 0);
    for (unsigned k = 0; k < 3; k++) {
        if (k >= r->plane_count)
            PH_CHECK(r->plane[k] == 0);
        else
            PH_CHECK(r->plane[k] < x->n && (k == 0 || r->plane[k] > r->plane[k - 1]));
    }
    PH_CHECK((r->dist_sq == 0) == inside);
    if (inside) {
        PH_CHECK(r->feature_b.kind == ISECT_FEATURE_SOLID && r->plane_count == 0);
        PH_CHECK(fz_eq3(r->point_b, x->p));
        return true;
    }
    static const isect_feature_kind kinds[4] = {ISECT_FEATURE_NONE, ISECT_FEATURE_FACE,
                                                ISECT_FEATURE_EDGE, ISECT_FEATURE_VERTEX};
    PH_CHECK(r->plane_count >= 1 && r->feature_b.kind == kinds[r->plane_count]);
    const isect_vec3 *nr[3];
    for (unsigned k = 0; k < r->plane_count; k++)
        nr[k] = &x->pl[r->plane[k]].normal;
    if (r->plane_count == 2)
        PH_CHECK(!fz_collinear3((isect_vec3){0, 0, 0}, *nr[0], *nr[1]));
    if (r->plane_count == 3)
        PH_CHECK(isect_orient3d((isect_vec3){0, 0, 0}, *nr[0], *nr[1], *nr[2]) != 0);
    if (r->flags & ISECT_SATURATED) {
        PH_CHECK(!(ref.ub < sqrtl((long double)REAL_MAX) / 2 && ref.reach < REAL_MAX / 2.0L));
        return false;
    }
    long double u = UNIT_ROUNDOFF, tm = REAL_TRUE_MIN, w = 2 * PH_ULPS * u;
    long double p[3] = {x->p.x, x->p.y, x->p.z}, b[3] = {r->point_b.x, r->point_b.y, r->point_b.z};
    long double d[3] = {p[0] - b[0], p[1] - b[1], p[2] - b[2]};
    long double got = sqrtl((long double)r->dist_sq), db = ph_norm(d), bn = ph_norm(b);
    /* point_b: on the reported planes, inside all, p - point_b in their normals' span */
    for (size_t i = 0; i < x->n; i++) {
        ph_plane q = {
            {x->pl[i].normal.x, x->pl[i].normal.y, x->pl[i].normal.z}, x->pl[i].offset, 0};
        long double v = ph_dot(q.n, b) - q.o, F = ph_err(&q, b);
        for (int j = 0; j < 3; j++)
            F += w * fabsl(q.n[j] * b[j]) + PH_ULPS * tm * fabsl(q.n[j]);
        bool reported = false;
        for (unsigned k = 0; k < r->plane_count; k++)
            reported = reported || r->plane[k] == i;
        PH_CHECK(v <= F);
        if (reported)
            PH_CHECK(v >= -F);
    }
    long double slack = w * bn + 0x1p-60L * (ph_norm(p) + bn) + 2 * PH_ULPS * tm;
    if (r->plane_count == 1) {
        long double m[3] = {nr[0]->x, nr[0]->y, nr[0]->z}, t = ph_dot(d, m) / ph_dot(m, m);
        long double e[3] = {d[0] - t * m[0], d[1] - t * m[1], d[2] - t * m[2]};
        PH_CHECK(ph_norm(e) <= slack + 0x1p-60L * db);
    } else if (r->plane_count == 2) {
        long double a[3] = {nr[0]->x, nr[0]->y, nr[0]->z}, c[3] = {nr[1]->x, nr[1]->y, nr[1]->z};
        long double m[3] = {a[1] * c[2] - a[2] * c[1], a[2] * c[0] - a[0] * c[2],
                            a[0] * c[1] - a[1] * c[0]};
        long double mn = ph_norm(m);
        if (mn >= 0x1p-20L * ph_norm(a) * ph_norm(c))
            PH_CHECK(fabsl(ph_dot(d, m)) / mn <= slack + 0x1p-40L * db);
    }
    /* the distance: |p - point_b|, and the brute force's bounds */
    PH_CHECK(fabsl(got - db) <=
             w * (got + bn) + 0x1p-60L * (ph_norm(p) + bn) + sqrtl(8 * tm) + 8 * tm);
    PH_CHECK(got >= ref.lb * (1 - w) - sqrtl(8 * tm));
    PH_CHECK(got <= ref.ub * (1 + w) + sqrtl(8 * tm));
    if (ref.clear) {
        PH_CHECK(r->plane_count == ref.count);
        for (unsigned k = 0; k < ref.count; k++)
            PH_CHECK(r->plane[k] == ref.set[k]);
        for (int j = 0; j < 3; j++)
            PH_CHECK(fabsl(b[j] - ref.c[j]) <=
                     w * fabsl(ref.c[j]) + (1 + w) * ref.delta + PH_ULPS * tm);
    }
    return true;
}

static void fuzz_hull_planes(fz_in *in, unsigned options, int k) {
    ph_problem x = {{0, 0, 0}, {{{0, 0, 0}, 0}}, 0, false, false};
    x.p = fz_vec3(in, "p");
    unsigned c = fz_byte(in), dup = c >> 4;
    x.n = (c & 15) % (PH_MAX + 1);
    bool copy = dup > 0 && x.n >= 2;
    for (size_t i = 0; i < x.n - (copy ? 1 : 0); i++) {
        x.pl[i].normal = fz_vec3(in, "normal");
        x.pl[i].offset = fz_real(in, "offset");
    }
    if (copy) {
        isect_plane3 f = x.pl[(dup - 1) % (x.n - 1)], g;
        int s = (int)(dup % 4);
        if (fz_scale3(f.normal, s, &g.normal) && fz_scale_exact(f.offset, s, &g.offset))
            f = g;
        x.pl[x.n - 1] = f;
    }
    int j = fz_exponent(in);
    x.null_hull = fz_null(options, 0);
    x.null_planes = fz_null(options, 1);
    isect_closest_hull_result3 r = ph_ask(&x);
    bool more = ph_check(&x, &r);
    if (!ph_valid(&x))
        return;
    bool invalid = (r.flags & ISECT_INVALID) != 0, sat = (r.flags & ISECT_SATURATED) != 0;
    /* reversed */
    ph_problem y = x;
    for (size_t i = 0; i < x.n; i++)
        y.pl[i] = x.pl[x.n - 1 - i];
    isect_closest_hull_result3 b = ph_ask(&y);
    bool more_b = ph_check(&y, &b);
    ph_last = b;
    PH_CHECK(((b.flags & ISECT_INVALID) != 0) == invalid);
    if (more && more_b && !(b.flags & ISECT_SATURATED)) {
        PH_CHECK((b.dist_sq == 0) == (r.dist_sq == 0) && b.plane_count == r.plane_count &&
                 b.feature_b.kind == r.feature_b.kind);
        const isect_real *pr = &r.point_b.x, *pb = &b.point_b.x;
        for (int i = 0; i < 3; i++)
            PH_CHECK(fabsl((long double)pr[i] - pb[i]) <=
                     2 * PH_ULPS * UNIT_ROUNDOFF *
                             (fabsl((long double)pr[i]) + fabsl((long double)pb[i])) +
                         2 * PH_ULPS * (long double)REAL_TRUE_MIN);
    }
    /* scaled: p by 2^k, normals by 2^j, offsets by 2^(j + k) */
    ph_problem z = x;
    if (!fz_scale3(x.p, k, &z.p))
        return;
    for (size_t i = 0; i < x.n; i++)
        if (!fz_scale3(x.pl[i].normal, j, &z.pl[i].normal) ||
            !fz_scale_exact(x.pl[i].offset, j + k, &z.pl[i].offset))
            return;
    isect_closest_hull_result3 s = ph_ask(&z);
    (void)ph_check(&z, &s);
    ph_last = s;
    PH_CHECK(((s.flags & ISECT_INVALID) != 0) == invalid);
    if (invalid || sat || (s.flags & ISECT_SATURATED))
        return;
    PH_CHECK((s.dist_sq == 0) == (r.dist_sq == 0) && s.plane_count == r.plane_count &&
             s.feature_b.kind == r.feature_b.kind);
    for (int i = 0; i < 3; i++)
        PH_CHECK(s.plane[i] == r.plane[i]);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    fz_in in;
    fz_begin(&in, data, size);
    unsigned options = fz_byte(&in), mode = fz_byte(&in);
    int k = fz_exponent(&in);
    bool null = fz_null(options, 0);
    problem x = {0}, y = {0}, z = {0};
    if ((mode & 192) == 192) { /* a segment against an oriented box, a point against a hull */
        if ((mode & 7) == 3)
            fuzz_hull_planes(&in, options, k);
        else if (mode & 1)
            fuzz_hull(&in, options, k);
        else
            fuzz_seg_obb(&in, options, k);
        return 0;
    }
    if (mode & 128) { /* a point against a convex polygon */
        fuzz_poly(&in, options, k);
        return 0;
    }
    if (mode & 64) { /* a point against a round solid */
        fuzz_round(&in, options, mode, k);
        return 0;
    }
    if (mode & 32) { /* a segment against a triangle, two triangles */
        fuzz_tri_pair(&in, options, mode, k);
        return 0;
    }
    if ((mode & 24) == 16) { /* a segment against a box */
        fuzz_seg_box(&in, options, k);
        return 0;
    }

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
