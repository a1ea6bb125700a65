/* A segment against an oriented box; see check_closest_point_seg_obb.h. */
#include "check/check_closest_point_seg_obb.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

/* Documented bound (isect/closest_point.h), in units of isect_real's unit roundoff u. */
#define BOUND 16.0

const segobb_query segobb_queries[SEGOBB_QUERIES] = {{"closest_seg3_obb3"}};

double segobb_s_ulps = 0;

static isect_closest_feature_result3 ask(const gen_segobb_case *x) {
    isect_seg3 s = {check_vec3(x->p0), check_vec3(x->p1)};
    isect_obb3 b = {check_vec3(x->center),
                    {check_vec3(x->axis[0]), check_vec3(x->axis[1]), check_vec3(x->axis[2])},
                    check_vec3(x->half)};
    return isect_closest_seg3_obb3(x->null_seg ? NULL : &s, x->null_box ? NULL : &b);
}

/* |a . b - expected| <= ISECT_AXIS_TOLERANCE, the dot product in double. */
static bool dot_near(const isect_real *a, const isect_real *b, double expected) {
    double d = (double)a[0] * b[0] + (double)a[1] * b[1] + (double)a[2] * b[2];
    return fabs(d - expected) <= ISECT_AXIS_TOLERANCE;
}

static bool valid_case(const gen_segobb_case *x) {
    if (x->null_seg || x->null_box)
        return false;
    if (!check_finite3(x->p0) || !check_finite3(x->p1) || !check_finite3(x->center) ||
        !check_finite3(x->half))
        return false;
    for (int i = 0; i < 3; i++)
        if (!check_finite3(x->axis[i]) || !(x->half[i] >= 0))
            return false;
    for (int i = 0; i < 3; i++)
        for (int j = i; j < 3; j++)
            if (!dot_near(x->axis[i], x->axis[j], i == j ? 1.0 : 0.0))
                return false;
    return true;
}

void segobb_generate(gen_rng *rng, const segobb_query *q, int mode, gen_segobb_case *x) {
    (void)q;
    if (mode == 0)
        gen_segobb_uniform(rng, x);
    else if (mode == 1)
        gen_segobb_adversarial(rng, x);
    else
        gen_segobb_invalid(rng, x);
}

bool segobb_reference(const segobb_query *q, const gen_segobb_case *x, segobb_ref *ref) {
    (void)q;
    memset(ref, 0, sizeof *ref);
    if (!valid_case(x))
        return false;
    double p0[3], p1[3], c[3], a[3][3], h[3];
    check_widen3(x->p0, p0);
    check_widen3(x->p1, p1);
    check_widen3(x->center, c);
    check_widen3(x->half, h);
    for (int i = 0; i < 3; i++)
        check_widen3(x->axis[i], a[i]);
    oracle_closest_seg_obb(p0, p1, c, a, h, &ref->exact);
    return true;
}

int segobb_lengths(const segobb_query *q, gen_segobb_case *x, isect_real **v) {
    (void)q;
    return gen_segobb_lengths(x, v);
}

const char *segobb_check_invalid(const segobb_query *q, const gen_segobb_case *x) {
    (void)q;
    isect_closest_feature_result3 r = ask(x);
    if (r.flags != ISECT_INVALID)
        return "invalid input without ISECT_INVALID alone";
    if (r.feature_a.kind != ISECT_FEATURE_NONE || r.feature_b.kind != ISECT_FEATURE_NONE ||
        r.feature_a.index != 0 || r.feature_b.index != 0)
        return "invalid input with a feature";
    bool zero = r.dist_sq == 0 && r.point_a.x == 0 && r.point_a.y == 0 && r.point_a.z == 0 &&
                r.point_b.x == 0 && r.point_b.y == 0 && r.point_b.z == 0;
    for (int i = 0; i < 4; i++)
        zero &= r.bary_a[i] == 0 && r.bary_b[i] == 0;
    return zero ? NULL : "invalid input left non-zero fields";
}

static long double max_abs(const isect_real *v) {
    return fmaxl(fabsl(v[0]), fmaxl(fabsl(v[1]), fabsl(v[2])));
}

static const char *feature_name(isect_feature_kind kind) {
    switch (kind) {
    case ISECT_FEATURE_NONE: return "none";
    case ISECT_FEATURE_VERTEX: return "vertex";
    case ISECT_FEATURE_EDGE: return "edge";
    case ISECT_FEATURE_FACE: return "face";
    default: return "solid";
    }
}

/* What the features imply of bary_a and bary_b (see the header). */
static const char *check_features(const isect_closest_feature_result3 *r) {
    if (r->bary_a[2] != 0 || r->bary_a[3] != 0)
        return "bary_a[2..3] not 0";
    for (int i = 0; i < 4; i++)
        if (r->bary_b[i] != 0)
            return "bary_b not 0";
    if (r->feature_a.kind == ISECT_FEATURE_VERTEX) {
        int end = r->feature_a.index;
        if (r->bary_a[end] != 1 || r->bary_a[1 - end] != 0)
            return "an end's bary_a is not exactly {1, 0} / {0, 1}";
    } else if (!(r->bary_a[1] >= 0 && r->bary_a[1] <= 1 && r->bary_a[0] >= 0 &&
                 r->bary_a[0] <= 1)) {
        return "the segment's interior with bary_a outside [0, 1]";
    }
    return NULL;
}

/* ulp(s) of isect_real for s in (0, 1). */
static long double ulp_of(long double s) {
    int e;
    (void)frexpl(s, &e); /* s in [2^(e-1), 2^e) */
    return fmaxl(ldexpl(2 * CHECK_U, e - 1), CHECK_TRUE_MIN);
}

const char *segobb_check(const segobb_query *q, const gen_segobb_case *x, const segobb_ref *ref,
                         int k, oracle_row *row) {
    (void)q;
    const oracle_segobb *e = &ref->exact;
    isect_closest_feature_result3 r = ask(x);
    unsigned want = e->degenerate ? (unsigned)ISECT_DEGENERATE : 0u;
    if ((r.flags & ~(unsigned)ISECT_SATURATED) != want) {
        row->disagreements++;
        return "flags differ from the exact ones (ISECT_DEGENERATE iff p0 == p1 or a zero half)";
    }
    bool finite = isfinite(r.dist_sq) && r.dist_sq >= 0 && isfinite(r.point_a.x) &&
                  isfinite(r.point_a.y) && isfinite(r.point_a.z) && isfinite(r.point_b.x) &&
                  isfinite(r.point_b.y) && isfinite(r.point_b.z);
    for (int i = 0; i < 4; i++)
        finite &= isfinite(r.bary_a[i]) && isfinite(r.bary_b[i]);
    if (!finite)
        return "non-finite or negative value";
    long double scale = ldexpl(1, k), d2 = ldexpl(e->dist_sq, 2 * k);
    if (e->meet && r.dist_sq != 0) {
        row->disagreements++;
        row->false_misses++;
        return "the segment meets the box, dist_sq not 0";
    }
    if (!e->meet && r.dist_sq == 0) { /* the touching rule: apart is never 0 */
        row->disagreements++;
        row->false_hits++;
        return "dist_sq 0, the segment misses the box";
    }
    if (r.feature_a.kind != e->feature_a.kind || r.feature_a.index != e->feature_a.index) {
        row->disagreements++;
        return "feature_a differs from the exact one (the least minimiser s*)";
    }
    if (r.feature_b.kind != e->feature_b.kind || r.feature_b.index != e->feature_b.index) {
        row->disagreements++;
        return "feature_b differs from the exact one";
    }
    const char *why = check_features(&r);
    if (why)
        return why;

    /* Errors, at the case's own scale (k folded into the exact values). */
    long double S =
        fmaxl(fmaxl(max_abs(x->p0), max_abs(x->p1)), fmaxl(max_abs(x->center), max_abs(x->half)));
    check_sat sat = {false, false};
    isect_real pa[3] = {r.point_a.x, r.point_a.y, r.point_a.z};
    isect_real pb[3] = {r.point_b.x, r.point_b.y, r.point_b.z};
    long double perr = 0;
    /* when they meet, point_b is point_a bit for bit (the meeting point: the header), not
     * center + sum_i q_i axis[i], which differs from it for axes not exactly orthonormal */
    if (e->meet && (pa[0] != pb[0] || pa[1] != pb[1] || pa[2] != pb[2]))
        return "point_b is not point_a for shapes that meet";
    for (int i = 0; i < 3; i++) {
        perr = fmaxl(perr, check_err(pa[i], e->point_a[i] * scale, &sat));
        if (!e->meet)
            perr = fmaxl(perr, check_err(pb[i], e->point_b[i] * scale, &sat));
    }
    double ep = check_normalised(perr, 1, S);
    /* the distance: sqrt(dist_sq) against the exact one; dist_sq rounds to the subnormal
     * grid (or to 0 below it), which moves its square root by up to sqrt(2 CHECK_TRUE_MIN) */
    long double derr;
    (void)check_err(r.dist_sq, d2, &sat);
    if (r.dist_sq == (isect_real)CHECK_MAX && d2 > CHECK_MAX)
        derr = 0; /* beyond the range: saturated (the flag is checked below) */
    else
        derr = fabsl(sqrtl((long double)r.dist_sq) - e->dist * scale);
    derr = derr > sqrtl(2 * CHECK_TRUE_MIN) ? derr - sqrtl(2 * CHECK_TRUE_MIN) : 0;
    double ed = check_normalised(derr, 1, S);
    /* the segment's parameter, as a length along it, and in units of its last place */
    double et = 0;
    if (r.feature_a.kind == ISECT_FEATURE_EDGE) {
        long double es = fmaxl(fabsl((long double)r.bary_a[1] - e->s),
                               fabsl((long double)r.bary_a[0] - (1 - e->s)));
        et = check_normalised(es * e->seg_len * scale, 1, S);
        double ulps = (double)(fabsl((long double)r.bary_a[1] - e->s) / ulp_of(e->s));
        segobb_s_ulps = fmax(segobb_s_ulps, ulps);
    }
    row->err_t = fmax(row->err_t, et);
    row->err_point = fmax(row->err_point, ep);
    row->err_normal = fmax(row->err_normal, ed);
    why = check_saturation(r.flags, &sat);
    if (why)
        return why;
    if (!(ep <= BOUND))
        return "a point outside its documented error bound";
    if (!(ed <= BOUND))
        return "sqrt(dist_sq) outside its documented error bound";
    if (!(et <= BOUND))
        return "bary_a (s) outside the points' error bound, as a length along the segment";
    return NULL;
}

void segobb_print(const gen_segobb_case *x) {
    printf("  family %s, shape %s, axes %s%s%s:\n", x->family, x->shape, x->axes,
           x->null_seg ? ", NULL segment" : "", x->null_box ? ", NULL box" : "");
    check_print_coords("    p0     =", x->p0, 3);
    check_print_coords("    p1     =", x->p1, 3);
    check_print_coords("    center =", x->center, 3);
    check_print_coords("    axis0  =", x->axis[0], 3);
    check_print_coords("    axis1  =", x->axis[1], 3);
    check_print_coords("    axis2  =", x->axis[2], 3);
    check_print_coords("    half   =", x->half, 3);
}

void segobb_explain(const segobb_query *q, const gen_segobb_case *x, const segobb_ref *ref, int k) {
    (void)q;
    const oracle_segobb *e = &ref->exact;
    segobb_print(x);
    long double sc = ldexpl(1, k);
    isect_closest_feature_result3 r = ask(x);
    printf("    got: feature_a %s %d feature_b %s %d dist_sq %a flags %#x bary_a %a %a\n",
           feature_name(r.feature_a.kind), r.feature_a.index, feature_name(r.feature_b.kind),
           r.feature_b.index, (double)r.dist_sq, r.flags, (double)r.bary_a[0], (double)r.bary_a[1]);
    printf("         point_a %a %a %a point_b %a %a %a\n", (double)r.point_a.x, (double)r.point_a.y,
           (double)r.point_a.z, (double)r.point_b.x, (double)r.point_b.y, (double)r.point_b.z);
    printf("    exact: feature_a %s %d feature_b %s %d dist_sq %La degenerate %d s %La "
           "(minimisers up to %La) pos %d %d %d\n",
           feature_name(e->feature_a.kind), e->feature_a.index, feature_name(e->feature_b.kind),
           e->feature_b.index, e->dist_sq * sc * sc, e->degenerate, e->s, e->s_hi, e->pos[0],
           e->pos[1], e->pos[2]);
    printf("         point_a %La %La %La point_b %La %La %La\n", e->point_a[0] * sc,
           e->point_a[1] * sc, e->point_a[2] * sc, e->point_b[0] * sc, e->point_b[1] * sc,
           e->point_b[2] * sc);
    printf("         frame W(s*) %La %La %La\n", e->frame[0] * sc, e->frame[1] * sc,
           e->frame[2] * sc);
}

CHECK_FAMILY(segobb, "closest_point_seg_obb", SEGOBB_QUERIES, gen_segobb_case, segobb_ref);
