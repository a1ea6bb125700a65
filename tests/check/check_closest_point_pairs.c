/* Closest pairs of linear components and capsule tests; see check_closest_point_pairs.h. */
#include "check/check_closest_point_pairs.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

/* Documented bounds (isect/closest_point.h), in units of isect_real's unit roundoff u. */
#define BOUND_DIST 16.0
#define BOUND_POINT 16.0

#define L ORACLE_LINE
#define R ORACLE_RAY
#define S ORACLE_SEGMENT
const pairs_query pairs_queries[PAIRS_QUERIES] = {
    {"closest_line2_line2", 2, L, L, false},   {"closest_line2_ray2", 2, L, R, false},
    {"closest_line2_seg2", 2, L, S, false},    {"closest_ray2_ray2", 2, R, R, false},
    {"closest_ray2_seg2", 2, R, S, false},     {"closest_seg2_seg2", 2, S, S, false},
    {"closest_line3_line3", 3, L, L, false},   {"closest_line3_ray3", 3, L, R, false},
    {"closest_line3_seg3", 3, L, S, false},    {"closest_ray3_ray3", 3, R, R, false},
    {"closest_ray3_seg3", 3, R, S, false},     {"closest_seg3_seg3", 3, S, S, false},
    {"test_capsule2_capsule2", 2, S, S, true}, {"test_capsule3_capsule3", 3, S, S, true},
};
#undef L
#undef R
#undef S

static isect_line3 line3(const isect_real *o, const isect_real *d) {
    return (isect_line3){check_vec3(o), check_vec3(d)};
}
static isect_line2 line2(const isect_real *o, const isect_real *d) {
    return (isect_line2){check_vec2(o), check_vec2(d)};
}

/* The closest answer, widened to 3D. */
static isect_closest_result3 ask_closest(const pairs_query *q, const gen_pair_case *x) {
    const isect_real *a0 = x->a0, *a1 = x->a1, *b0 = x->b0, *b1 = x->b1;
    int code = (int)q->ka * 3 + (int)q->kb;
    if (q->dim == 3) {
        isect_line3 la = line3(a0, a1), lb = line3(b0, b1);
        isect_ray3 ra = {la.origin, la.dir}, rb = {lb.origin, lb.dir};
        isect_seg3 sa = {la.origin, la.dir}, sb = {lb.origin, lb.dir};
        switch (code) {
        case 0: return isect_closest_line3_line3(&la, &lb);
        case 1: return isect_closest_line3_ray3(&la, &rb);
        case 2: return isect_closest_line3_seg3(&la, &sb);
        case 4: return isect_closest_ray3_ray3(&ra, &rb);
        case 5: return isect_closest_ray3_seg3(&ra, &sb);
        default: return isect_closest_seg3_seg3(&sa, &sb);
        }
    }
    isect_line2 la = line2(a0, a1), lb = line2(b0, b1);
    isect_ray2 ra = {la.origin, la.dir}, rb = {lb.origin, lb.dir};
    isect_seg2 sa = {la.origin, la.dir}, sb = {lb.origin, lb.dir};
    isect_closest_result2 r;
    switch (code) {
    case 0: r = isect_closest_line2_line2(&la, &lb); break;
    case 1: r = isect_closest_line2_ray2(&la, &rb); break;
    case 2: r = isect_closest_line2_seg2(&la, &sb); break;
    case 4: r = isect_closest_ray2_ray2(&ra, &rb); break;
    case 5: r = isect_closest_ray2_seg2(&ra, &sb); break;
    default: r = isect_closest_seg2_seg2(&sa, &sb); break;
    }
    return (isect_closest_result3){
        r.dist_sq, r.s, r.t, {r.point_a.x, r.point_a.y, 0}, {r.point_b.x, r.point_b.y, 0}, r.flags};
}

static bool ask_capsule(const pairs_query *q, const gen_pair_case *x, bool swapped) {
    if (q->dim == 3) {
        isect_capsule3 a = {check_vec3(x->a0), check_vec3(x->a1), x->ra};
        isect_capsule3 b = {check_vec3(x->b0), check_vec3(x->b1), x->rb};
        return swapped ? isect_test_capsule3_capsule3(&b, &a)
                       : isect_test_capsule3_capsule3(&a, &b);
    }
    isect_capsule2 a = {check_vec2(x->a0), check_vec2(x->a1), x->ra};
    isect_capsule2 b = {check_vec2(x->b0), check_vec2(x->b1), x->rb};
    return swapped ? isect_test_capsule2_capsule2(&b, &a) : isect_test_capsule2_capsule2(&a, &b);
}

void pairs_generate(gen_rng *rng, const pairs_query *q, int mode, gen_pair_case *x) {
    if (mode == 0)
        gen_pair_uniform(rng, q->dim, x);
    else if (mode == 1)
        gen_pair_adversarial(rng, q->dim, x);
    else
        gen_pair_invalid(rng, q->dim, x);
    if (mode == 1 && q->capsule && (gen_u64(rng) & 1)) {
        /* Radii that (nearly) reach across: the cores' distance (from the library's own
         * closest pair: only a way to land near the boundary; the oracle decides), split
         * in two and nudged by -1, 0 or +1 ulp. */
        isect_real d2;
        if (q->dim == 3) {
            isect_seg3 a = {check_vec3(x->a0), check_vec3(x->a1)};
            isect_seg3 b = {check_vec3(x->b0), check_vec3(x->b1)};
            d2 = isect_closest_seg3_seg3(&a, &b).dist_sq;
        } else {
            isect_seg2 a = {check_vec2(x->a0), check_vec2(x->a1)};
            isect_seg2 b = {check_vec2(x->b0), check_vec2(x->b1)};
            d2 = isect_closest_seg2_seg2(&a, &b).dist_sq;
        }
        isect_real d = (isect_real)sqrt((double)d2);
        isect_real part = (isect_real)((double)d * (double)gen_int(rng, 0, 8) / 8);
        x->ra = part;
        x->rb = gen_ulps(d - part, (int)gen_int(rng, -1, 1));
        if (x->rb < 0)
            x->rb = 0;
    }
    if (mode == 1) { /* the generator writes ends: a ray's or line's direction is end - start */
        for (int i = 0; i < 3; i++) {
            if (q->ka != ORACLE_SEGMENT)
                x->a1[i] = x->a1[i] - x->a0[i];
            if (q->kb != ORACLE_SEGMENT)
                x->b1[i] = x->b1[i] - x->b0[i];
        }
    }
}

static bool finite_case(const pairs_query *q, const gen_pair_case *x) {
    if (!check_finite3(x->a0) || !check_finite3(x->a1) || !check_finite3(x->b0) ||
        !check_finite3(x->b1))
        return false;
    return !q->capsule || (isfinite(x->ra) && x->ra >= 0 && isfinite(x->rb) && x->rb >= 0);
}

bool pairs_reference(const pairs_query *q, const gen_pair_case *x, pairs_ref *ref) {
    memset(ref, 0, sizeof *ref);
    if (!finite_case(q, x))
        return false;
    double a0[3], a1[3], b0[3], b1[3];
    check_widen3(x->a0, a0);
    check_widen3(x->a1, a1);
    check_widen3(x->b0, b0);
    check_widen3(x->b1, b1);
    oracle_closest_pair(q->ka, q->kb, q->dim, a0, a1, b0, b1, q->capsule ? x->ra : 0,
                        q->capsule ? x->rb : 0, &ref->exact);
    return true;
}

int pairs_lengths(const pairs_query *q, gen_pair_case *x, isect_real **v) {
    (void)q;
    return gen_pair_lengths(x, v);
}

const char *pairs_check_invalid(const pairs_query *q, const gen_pair_case *x) {
    if (q->capsule)
        return ask_capsule(q, x, false) || ask_capsule(q, x, true)
                   ? "invalid input reported as a hit"
                   : NULL;
    isect_closest_result3 r = ask_closest(q, x);
    if (r.flags != ISECT_INVALID)
        return "invalid input without ISECT_INVALID alone";
    if (r.dist_sq != 0 || r.s != 0 || r.t != 0 || r.point_a.x != 0 || r.point_a.y != 0 ||
        r.point_a.z != 0 || r.point_b.x != 0 || r.point_b.y != 0 || r.point_b.z != 0)
        return "invalid input left non-zero fields";
    return NULL;
}

/* One parameter: exact at the ends, inside otherwise, of the exact sign. */
static const char *check_param(isect_real got, int end, int sign, oracle_kind kind,
                               const isect_real *p0, const isect_real *p1, isect_vec3 point,
                               const char *which) {
    static char why[120];
    isect_real pt[3] = {point.x, point.y, point.z};
    if (end == 0 || (end == 1 && kind == ORACLE_SEGMENT)) {
        const isect_real *v = end == 0 ? p0 : p1;
        if (got != (isect_real)end) {
            snprintf(why, sizeof why, "%s is not exactly %d at the end", which, end);
            return why;
        }
        if (pt[0] != v[0] || pt[1] != v[1] || pt[2] != v[2]) {
            snprintf(why, sizeof why, "the point at %s == %d is not the end point", which, end);
            return why;
        }
        return NULL;
    }
    bool ok = kind == ORACLE_LINE ? ((got > 0) - (got < 0)) == sign
                                  : got > 0 && (kind == ORACLE_RAY || got < 1);
    if (!ok) {
        snprintf(why, sizeof why, "%s is not inside its range / of the exact sign", which);
        return why;
    }
    return NULL;
}

static long double max_abs(const isect_real *v) {
    return fmaxl(fabsl(v[0]), fmaxl(fabsl(v[1]), fabsl(v[2])));
}

const char *pairs_check(const pairs_query *q, const gen_pair_case *x, const pairs_ref *ref, int k,
                        oracle_row *row) {
    const oracle_pair *e = &ref->exact;
    if (q->capsule) {
        bool exact = e->within <= 0, ab = ask_capsule(q, x, false), ba = ask_capsule(q, x, true);
        if (ab == exact && ba == exact)
            return NULL;
        row->disagreements++;
        row->false_hits += (ab || ba) && !exact;
        row->false_misses += (!ab || !ba) && exact;
        return ab != exact ? "test(a, b) differs from the exact answer"
                           : "test(b, a) differs from the exact answer";
    }
    isect_closest_result3 r = ask_closest(q, x);
    unsigned want = (e->parallel ? ISECT_PARALLEL : 0) | (e->degenerate ? ISECT_DEGENERATE : 0);
    if ((r.flags & ~(unsigned)ISECT_SATURATED) != want) {
        row->disagreements++;
        return "flags differ from the exact ones";
    }
    const char *why = check_param(r.s, e->s_end, e->s_sign, q->ka, x->a0, x->a1, r.point_a, "s");
    if (!why)
        why = check_param(r.t, e->t_end, e->t_sign, q->kb, x->b0, x->b1, r.point_b, "t");
    if (why) {
        row->disagreements++;
        return why;
    }
    /* Errors, in long double at the case's own scale (k is folded into the exact values). */
    long double scale = ldexpl(1, k);
    long double S =
        fmaxl(fmaxl(max_abs(x->a0), max_abs(x->b0)), q->ka == ORACLE_SEGMENT ? max_abs(x->a1) : 0);
    if (q->kb == ORACLE_SEGMENT)
        S = fmaxl(S, max_abs(x->b1));
    for (int i = 0; i < 3; i++)
        S = fmaxl(S, fmaxl(fabsl(e->point_a[i]), fabsl(e->point_b[i])) * scale);
    check_sat sat = {false, false};
    (void)check_err(r.s, e->s, &sat); /* parameters beyond the range: saturated */
    (void)check_err(r.t, e->t, &sat);
    long double got_dist = sqrtl((long double)r.dist_sq);
    long double derr = check_err(got_dist, e->dist * scale, &sat);
    if (r.dist_sq == (isect_real)CHECK_MAX && (r.flags & ISECT_SATURATED))
        derr = 0; /* dist_sq beyond the range: saturated as documented */
    /* dist_sq rounds to the subnormal grid (or to 0 below it), which moves its square
     * root by up to sqrt(2 CHECK_TRUE_MIN) (the header: a result that small is off by a
     * step of that grid) */
    derr = derr > sqrtl(2 * CHECK_TRUE_MIN) ? derr - sqrtl(2 * CHECK_TRUE_MIN) : 0;
    double ed = check_normalised(derr, 1, S);
    bool free_pair = !e->parallel && !e->degenerate && !e->s_clamped && !e->t_clamped;
    long double pscale = free_pair && e->sin_theta > 0 ? S / e->sin_theta : S;
    isect_real pa[3] = {r.point_a.x, r.point_a.y, r.point_a.z};
    isect_real pb[3] = {r.point_b.x, r.point_b.y, r.point_b.z};
    long double perr = 0;
    for (int i = 0; i < 3; i++) {
        perr = fmaxl(perr, check_err(pa[i], e->point_a[i] * scale, &sat));
        perr = fmaxl(perr, check_err(pb[i], e->point_b[i] * scale, &sat));
    }
    double ep = check_normalised(perr, 1, pscale);
    row->err_point = fmax(row->err_point, ep);
    row->err_normal = fmax(row->err_normal, ed);
    why = check_saturation(r.flags, &sat);
    if (why && !(r.dist_sq == (isect_real)CHECK_MAX))
        return why;
    if (!(ed <= BOUND_DIST))
        return "distance outside its documented error bound";
    if (!(ep <= BOUND_POINT))
        return "point outside its documented error bound";
    return NULL;
}

void pairs_print(const gen_pair_case *x) {
    printf("  family %s:\n", x->family);
    check_print_coords("    a0 =", x->a0, 3);
    check_print_coords("    a1 =", x->a1, 3);
    check_print_coords("    b0 =", x->b0, 3);
    check_print_coords("    b1 =", x->b1, 3);
    check_print_coords("    ra =", &x->ra, 1);
    check_print_coords("    rb =", &x->rb, 1);
}

void pairs_explain(const pairs_query *q, const gen_pair_case *x, const pairs_ref *ref, int k) {
    const oracle_pair *e = &ref->exact;
    pairs_print(x);
    if (q->capsule) {
        printf("    got: test %d, test(b, a) %d; exact within %d\n", ask_capsule(q, x, false),
               ask_capsule(q, x, true), e->within);
        return;
    }
    isect_closest_result3 r = ask_closest(q, x);
    printf("    got: s %a t %a dist_sq %a flags %#x\n", (double)r.s, (double)r.t, (double)r.dist_sq,
           r.flags);
    printf("         point_a %a %a %a point_b %a %a %a\n", (double)r.point_a.x, (double)r.point_a.y,
           (double)r.point_a.z, (double)r.point_b.x, (double)r.point_b.y, (double)r.point_b.z);
    long double sc = ldexpl(1, k);
    printf("    exact: s %La (end %d) t %La (end %d) dist_sq %La parallel %d degenerate %d "
           "sin %Lg\n",
           e->s, e->s_end, e->t, e->t_end, e->dist_sq * sc * sc, e->parallel, e->degenerate,
           e->sin_theta);
    printf("         point_a %La %La %La point_b %La %La %La\n", e->point_a[0] * sc,
           e->point_a[1] * sc, e->point_a[2] * sc, e->point_b[0] * sc, e->point_b[1] * sc,
           e->point_b[2] * sc);
}

CHECK_FAMILY(pairs, "closest_point_pairs", PAIRS_QUERIES, gen_pair_case, pairs_ref);
