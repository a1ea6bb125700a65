/* Discs, balls and points against boxes; see check_box.h. */
#include "check/check_box.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

const box_query box_queries[BOX_QUERIES] = {
    {"test_circle2_aabb2", BOX_TEST, 2, 0, 0, true},
    {"test_sphere3_aabb3", BOX_TEST, 3, 0, 0, true},
    {"test_circle2_obb2", BOX_TEST, 2, 1, 0, true},
    {"test_sphere3_obb3", BOX_TEST, 3, 1, 0, true},
    {"classify_point2_aabb2", BOX_CLASSIFY, 2, 0, 0, false},
    {"classify_point3_aabb3", BOX_CLASSIFY, 3, 0, 0, false},
    {"classify_point2_obb2", BOX_CLASSIFY, 2, 1, 0, true},
    {"classify_point3_obb3", BOX_CLASSIFY, 3, 1, 0, true},
    {"closest_point2_aabb2", BOX_CLOSEST, 2, 0, 6, false},
    {"closest_point3_aabb3", BOX_CLOSEST, 3, 0, 6, false},
    {"closest_point2_obb2", BOX_CLOSEST, 2, 1, 16, false},
    {"closest_point3_obb3", BOX_CLOSEST, 3, 1, 16, false},
};

isect_aabb2 box_aabb2(const gen_box *g) {
    return (isect_aabb2){check_vec2(g->lo), check_vec2(g->hi)};
}

isect_aabb3 box_aabb3(const gen_box *g) {
    return (isect_aabb3){check_vec3(g->lo), check_vec3(g->hi)};
}

isect_obb2 box_obb2(const gen_box *g) {
    return (isect_obb2){check_vec2(g->center), check_vec2(g->a[0]), check_vec2(g->h)};
}

isect_obb3 box_obb3(const gen_box *g) {
    return (isect_obb3){check_vec3(g->center),
                        {check_vec3(g->a[0]), check_vec3(g->a[1]), check_vec3(g->a[2])},
                        check_vec3(g->h)};
}

void box_generate(gen_rng *rng, const box_query *q, int mode, gen_box *x) {
    gen_box_case(rng, q->dim, q->obb, mode, q->kind != BOX_TEST, x);
}

int box_lengths(const box_query *q, gen_box *x, isect_real **v) {
    (void)q;
    return gen_box_lengths(x, v);
}

/* Validity by isect/valid.h (independent of box.c's own checks). */
static bool case_valid(const box_query *q, const gen_box *g) {
    bool ok;
    if (g->obb) {
        isect_obb2 b2 = box_obb2(g);
        isect_obb3 b3 = box_obb3(g);
        ok = g->dim == 2 ? isect_valid_obb2(&b2) : isect_valid_obb3(&b3);
    } else {
        isect_aabb2 b2 = box_aabb2(g);
        isect_aabb3 b3 = box_aabb3(g);
        ok = g->dim == 2 ? isect_valid_aabb2(&b2) : isect_valid_aabb3(&b3);
    }
    for (int i = 0; i < g->dim; i++)
        ok &= isfinite(g->c[i]) != 0;
    if (q->kind == BOX_TEST)
        ok &= isfinite(g->r) && g->r >= 0;
    return ok;
}

/* The case as doubles, for the oracle. */
typedef struct wide {
    double c[3], r, lo[3], hi[3], center[3], a[3][3], h[3];
} wide;

static wide widen(const gen_box *g) {
    wide w;
    check_widen3(g->c, w.c);
    check_widen3(g->lo, w.lo);
    check_widen3(g->hi, w.hi);
    check_widen3(g->center, w.center);
    check_widen3(g->h, w.h);
    for (int i = 0; i < 3; i++)
        check_widen3(g->a[i], w.a[i]);
    w.r = g->r;
    return w;
}

bool box_reference(const box_query *q, const gen_box *x, box_ref *ref) {
    memset(ref, 0, sizeof *ref);
    if (!case_valid(q, x))
        return false;
    wide w = widen(x);
    int dim = x->dim;
    if (q->kind == BOX_TEST) {
        int sign = x->obb ? oracle_ball_obb_sign(dim, w.c, w.r, w.center, w.a, w.h)
                          : oracle_ball_aabb_sign(dim, w.c, w.r, w.lo, w.hi);
        ref->exact = sign <= 0 ? 0 : 1;
        return true;
    }
    ref->exact = x->obb ? oracle_point_obb_location(dim, w.c, w.center, w.a, w.h)
                        : oracle_point_aabb_location(dim, w.c, w.lo, w.hi);
    if (q->kind == BOX_CLASSIFY)
        return true;
    ref->in = ref->exact <= 0;
    if (!x->obb) {
        oracle_closest_aabb(dim, w.c, w.lo, w.hi, ref->q, &ref->dist_sq);
        return true;
    }
    oracle_closest_obb(dim, w.c, w.center, w.a, w.h, ref->q, &ref->dist_sq, &ref->dist);
    if (ref->in) { /* a point in the box is its own closest point, at distance 0 */
        for (int i = 0; i < dim; i++)
            ref->q[i] = x->c[i];
        ref->dist = 0;
    }
    return true;
}

/* A boolean query's answer: a test as 0 (hit) or 1 (miss), a location as a sign, 2 for
 * an invalid answer. */
static int lib_answer(const box_query *q, const gen_box *g) {
    isect_aabb2 a2 = box_aabb2(g);
    isect_aabb3 a3 = box_aabb3(g);
    isect_obb2 o2 = box_obb2(g);
    isect_obb3 o3 = box_obb3(g);
    isect_circle2 circle = {check_vec2(g->c), g->r};
    isect_sphere3 sphere = {check_vec3(g->c), g->r};
    bool two = g->dim == 2;
    if (q->kind == BOX_TEST) {
        bool hit = g->obb ? (two ? isect_test_circle2_obb2(&circle, &o2)
                                 : isect_test_sphere3_obb3(&sphere, &o3))
                          : (two ? isect_test_circle2_aabb2(&circle, &a2)
                                 : isect_test_sphere3_aabb3(&sphere, &a3));
        return hit ? 0 : 1;
    }
    isect_vec2 p2 = check_vec2(g->c);
    isect_vec3 p3 = check_vec3(g->c);
    isect_location loc =
        g->obb
            ? (two ? isect_classify_point2_obb2(p2, &o2) : isect_classify_point3_obb3(p3, &o3))
            : (two ? isect_classify_point2_aabb2(p2, &a2) : isect_classify_point3_aabb3(p3, &a3));
    return check_location_sign(loc);
}

/* The library's closest result in 3D shape. */
static isect_closest_result3 closest_lib(const gen_box *g) {
    if (g->dim == 3) {
        isect_obb3 o3 = box_obb3(g);
        isect_aabb3 a3 = box_aabb3(g);
        return g->obb ? isect_closest_point3_obb3(check_vec3(g->c), &o3)
                      : isect_closest_point3_aabb3(check_vec3(g->c), &a3);
    }
    isect_obb2 o2 = box_obb2(g);
    isect_aabb2 a2 = box_aabb2(g);
    isect_closest_result2 r = g->obb ? isect_closest_point2_obb2(check_vec2(g->c), &o2)
                                     : isect_closest_point2_aabb2(check_vec2(g->c), &a2);
    return (isect_closest_result3){
        r.dist_sq, r.s, r.t, {r.point_a.x, r.point_a.y, 0}, {r.point_b.x, r.point_b.y, 0}, r.flags};
}

const char *box_check_invalid(const box_query *q, const gen_box *x) {
    if (q->kind != BOX_CLOSEST)
        return lib_answer(q, x) == (q->kind == BOX_TEST ? 1 : 2) ? NULL : "invalid input answered";
    isect_closest_result3 r = closest_lib(x);
    bool zero = r.dist_sq == 0 && r.s == 0 && r.t == 0 && r.point_a.x == 0 && r.point_a.y == 0 &&
                r.point_a.z == 0 && r.point_b.x == 0 && r.point_b.y == 0 && r.point_b.z == 0;
    return zero && r.flags == ISECT_INVALID ? NULL : "invalid input: not an all-zero ISECT_INVALID";
}

static bool zero_extent(const gen_box *g) {
    bool zero = false;
    for (int i = 0; i < g->dim; i++)
        zero |= g->obb ? g->h[i] == 0 : g->lo[i] == g->hi[i];
    return zero;
}

/* The distance errors of one closest result (see the header), in units of u; 0 for a
 * value correctly saturated. */
static const char *closest_errors(const box_query *q, const gen_box *g, const box_ref *ref, int k,
                                  const isect_closest_result3 *r, oracle_row *row) {
    isect_real lq[3] = {r->point_b.x, r->point_b.y, r->point_b.z};
    long double ld2 = r->dist_sq, ref_sq = ldexpl(ref->dist_sq, 2 * k);
    check_sat sat = {false, false};
    double err_d, err_pt = 0;
    if (!g->obb) {
        for (int i = 0; i < g->dim; i++)
            if (lq[i] != ldexpl(ref->q[i], k))
                err_pt = INFINITY; /* the clamp is exact */
        long double e = check_err(ld2, ref_sq, &sat);
        err_d = (double)(e / fmaxl(ref_sq, CHECK_MIN) / CHECK_U);
        /* dist_sq == 0 exactly when p is in the box, or the distance underflows */
        if (ref->in ? ld2 != 0 : (ld2 == 0 && ref_sq >= 2 * CHECK_TRUE_MIN)) {
            row->disagreements++;
            return ld2 == 0 ? "dist_sq 0 for a point outside the box" : "dist_sq > 0 in the box";
        }
    } else {
        long double S = 0;
        for (int i = 0; i < g->dim; i++)
            S = fmaxl(S, fmaxl(fabsl(g->c[i]), fmaxl(fabsl(g->center[i]), fabsl(g->h[i]))));
        if (S == 0)
            S = CHECK_MIN;
        for (int i = 0; i < g->dim; i++) {
            long double e = check_err(lq[i], ldexpl(ref->q[i], k), &sat);
            err_pt = fmax(err_pt, (double)(e / (S * CHECK_U + CHECK_TRUE_MIN)));
        }
        /* |sqrt(dist_sq) - dist|, measured as a distance (finite where dist_sq saturates);
         * a saturated dist_sq is right when the exact one is beyond the range. */
        long double ldist = sqrtl(ld2);
        if (check_err(ld2, ref_sq, &sat) == 0 && fabsl(ld2) == CHECK_MAX)
            ldist = ldexpl(ref->dist, k);
        err_d = (double)(fabsl(ldexpl(ref->dist, k) - ldist) / S / CHECK_U);
        /* Below the normal range dist_sq itself has only absolute accuracy (it underflows
         * when the distance is below the square root of that): there compare the
         * squares, absolutely. */
        if (ld2 < CHECK_MIN && ref_sq < CHECK_MIN)
            err_d = (double)(fabsl(ld2 - ref_sq) / CHECK_MIN);
    }
    row->err_normal = fmax(row->err_normal, err_d);
    row->err_point = fmax(row->err_point, err_pt);
    if (!(err_d <= q->max_err))
        return "dist_sq outside its documented error bound";
    if (!(err_pt <= q->max_err))
        return "point_b outside its documented error bound";
    return check_saturation(r->flags, &sat);
}

const char *box_check(const box_query *q, const gen_box *x, const box_ref *ref, int k,
                      oracle_row *row) {
    if (q->kind != BOX_CLOSEST) {
        int lib = lib_answer(q, x);
        if (lib == ref->exact)
            return NULL;
        row->disagreements++;
        row->false_hits += lib <= 0 && ref->exact > 0;
        row->false_misses += ref->exact <= 0 && lib > 0;
        return "the answer differs from the exact one";
    }
    isect_closest_result3 r = closest_lib(x);
    if (r.flags & ISECT_INVALID)
        return "ISECT_INVALID for valid input";
    if ((r.flags & ~(unsigned)ISECT_SATURATED) != (zero_extent(x) ? ISECT_DEGENERATE : 0u))
        return "ISECT_DEGENERATE differs from a zero extent";
    if (r.s != 0 || r.t != 0)
        return "s and t must be 0";
    if (r.point_a.x != x->c[0] || r.point_a.y != x->c[1] || (x->dim == 3 && r.point_a.z != x->c[2]))
        return "point_a must be p";
    if (!(isfinite(r.dist_sq) && r.dist_sq >= 0))
        return "dist_sq not finite and non-negative";
    return closest_errors(q, x, ref, k, &r, row);
}

void box_explain(const box_query *q, const gen_box *x, const box_ref *ref, int k) {
    printf("  %s, family %s:\n", x->obb ? "obb" : "aabb", x->family);
    check_print_coords("    c =", x->c, x->dim);
    check_print_coords("    r =", &x->r, 1);
    if (x->obb) {
        check_print_coords("    center =", x->center, x->dim);
        for (int i = 0; i < x->dim; i++)
            check_print_coords("    axis =", x->a[i], x->dim);
        check_print_coords("    half =", x->h, x->dim);
    } else {
        check_print_coords("    min =", x->lo, x->dim);
        check_print_coords("    max =", x->hi, x->dim);
    }
    if (q->kind != BOX_CLOSEST) {
        printf("    got %d, exact %d\n", lib_answer(q, x), ref->exact);
        return;
    }
    isect_closest_result3 r = closest_lib(x);
    isect_real pb[3] = {r.point_b.x, r.point_b.y, r.point_b.z};
    printf("    got: dist_sq %a flags 0x%x\n", (double)r.dist_sq, r.flags);
    check_print_coords("         point_b", pb, x->dim);
    printf("    exact: dist_sq %La, point_b", ldexpl(ref->dist_sq, 2 * k));
    for (int i = 0; i < x->dim; i++)
        printf(" %La", ldexpl(ref->q[i], k));
    printf("\n");
}

CHECK_FAMILY(box, "box", BOX_QUERIES, gen_box, box_ref);
