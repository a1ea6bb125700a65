/* Lines, rays and segments against a hull; see check_linear_hull.h. */
#include "check/check_linear_hull.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

/* The documented bounds (isect/linear_hull.h), in units of u. */
#define BOUND_T 4.0
#define BOUND_POINT 8.0
#define BOUND_NORMAL 4.0

typedef struct answer {
    bool test, test_reordered, test_reversed;
    isect_find_result3 find;
} answer;

/* An oriented box: the library's answers in 3D or 2D (widened), the reordered slot the
 * box with its axes' signs flipped (the same set, its sides in another order). */
static answer ask_library_box(const gen_linhull *x) {
    answer ans = {false, false, false, {0}};
    if (x->dim == 3) {
        isect_obb3 box = {check_vec3(x->c),
                          {check_vec3(x->axis[0]), check_vec3(x->axis[1]), check_vec3(x->axis[2])},
                          check_vec3(x->half)};
        isect_obb3 flipped = box;
        for (int k = 0; k < 3; k++)
            flipped.axis[k] = (isect_vec3){-box.axis[k].x, -box.axis[k].y, -box.axis[k].z};
        isect_vec3 a = check_vec3(x->a), b = check_vec3(x->b);
        if (x->kind == ORACLE_SEGMENT) {
            isect_seg3 s = {a, b}, rev = {b, a};
            ans.test = isect_test_seg3_obb3(&s, &box);
            ans.test_reordered = isect_test_seg3_obb3(&s, &flipped);
            ans.test_reversed = isect_test_seg3_obb3(&rev, &box);
            ans.find = isect_find_seg3_obb3(&s, &box);
        } else if (x->kind == ORACLE_RAY) {
            isect_ray3 s = {a, b};
            ans.test = ans.test_reversed = isect_test_ray3_obb3(&s, &box);
            ans.test_reordered = isect_test_ray3_obb3(&s, &flipped);
            ans.find = isect_find_ray3_obb3(&s, &box);
        } else {
            isect_line3 s = {a, b}, rev = {a, {-b.x, -b.y, -b.z}};
            ans.test = isect_test_line3_obb3(&s, &box);
            ans.test_reordered = isect_test_line3_obb3(&s, &flipped);
            ans.test_reversed = isect_test_line3_obb3(&rev, &box);
            ans.find = isect_find_line3_obb3(&s, &box);
        }
        return ans;
    }
    isect_obb2 box = {check_vec2(x->c), check_vec2(x->axis[0]), check_vec2(x->half)};
    isect_obb2 flipped = {box.center, {-box.axis.x, -box.axis.y}, box.half};
    isect_vec2 a = check_vec2(x->a), b = check_vec2(x->b);
    if (x->kind == ORACLE_SEGMENT) {
        isect_seg2 s = {a, b}, rev = {b, a};
        ans.test = isect_test_seg2_obb2(&s, &box);
        ans.test_reordered = isect_test_seg2_obb2(&s, &flipped);
        ans.test_reversed = isect_test_seg2_obb2(&rev, &box);
        ans.find = check_widen_find2(isect_find_seg2_obb2(&s, &box));
    } else if (x->kind == ORACLE_RAY) {
        isect_ray2 s = {a, b};
        ans.test = ans.test_reversed = isect_test_ray2_obb2(&s, &box);
        ans.test_reordered = isect_test_ray2_obb2(&s, &flipped);
        ans.find = check_widen_find2(isect_find_ray2_obb2(&s, &box));
    } else {
        isect_line2 s = {a, b}, rev = {a, {-b.x, -b.y}};
        ans.test = isect_test_line2_obb2(&s, &box);
        ans.test_reordered = isect_test_line2_obb2(&s, &flipped);
        ans.test_reversed = isect_test_line2_obb2(&rev, &box);
        ans.find = check_widen_find2(isect_find_line2_obb2(&s, &box));
    }
    return ans;
}

static answer ask_library(const gen_linhull *x) {
    if (x->box)
        return ask_library_box(x);
    answer ans = {false, false, false, {0}};
    isect_plane3 planes[GEN_HULL_PLANES], reordered[GEN_HULL_PLANES];
    for (int p = 0; p < x->count; p++) {
        planes[p] = (isect_plane3){check_vec3(x->n[p]), x->o[p]};
        reordered[x->count - 1 - p] = planes[p];
    }
    isect_hull3 hull = {NULL, 0, planes, (size_t)x->count};
    isect_hull3 hull_r = {NULL, 0, reordered, (size_t)x->count};
    isect_vec3 a = check_vec3(x->a), b = check_vec3(x->b);
    if (x->kind == ORACLE_SEGMENT) {
        isect_seg3 s = {a, b}, rev = {b, a};
        ans.test = isect_test_seg3_hull3(&s, &hull);
        ans.test_reordered = isect_test_seg3_hull3(&s, &hull_r);
        ans.test_reversed = isect_test_seg3_hull3(&rev, &hull);
        ans.find = isect_find_seg3_hull3(&s, &hull);
    } else if (x->kind == ORACLE_RAY) {
        isect_ray3 s = {a, b};
        ans.test = ans.test_reversed = isect_test_ray3_hull3(&s, &hull);
        ans.test_reordered = isect_test_ray3_hull3(&s, &hull_r);
        ans.find = isect_find_ray3_hull3(&s, &hull);
    } else {
        isect_line3 s = {a, b}, rev = {a, {-b.x, -b.y, -b.z}};
        ans.test = isect_test_line3_hull3(&s, &hull);
        ans.test_reordered = isect_test_line3_hull3(&s, &hull_r);
        ans.test_reversed = isect_test_line3_hull3(&rev, &hull);
        ans.find = isect_find_line3_hull3(&s, &hull);
    }
    return ans;
}

/* The box's validity as the library decides it (isect_valid_obb3/2: the axes' tolerance). */
static bool box_valid(const gen_linhull *x) {
    if (x->dim == 3) {
        isect_obb3 box = {check_vec3(x->c),
                          {check_vec3(x->axis[0]), check_vec3(x->axis[1]), check_vec3(x->axis[2])},
                          check_vec3(x->half)};
        return isect_valid_obb3(&box);
    }
    isect_obb2 box = {check_vec2(x->c), check_vec2(x->axis[0]), check_vec2(x->half)};
    return isect_valid_obb2(&box);
}

static bool case_valid(const gen_linhull *x) {
    if (!check_finite3(x->a) || !check_finite3(x->b) || x->count < 1)
        return false;
    if (x->box)
        return box_valid(x);
    for (int p = 0; p < x->count; p++) {
        if (!check_finite3(x->n[p]) || !isfinite(x->o[p]))
            return false;
        if (x->n[p][0] == 0 && x->n[p][1] == 0 && x->n[p][2] == 0)
            return false;
    }
    return true;
}

static bool same_bits(double got, double want) {
    return got == want && signbit(got) == signbit(want);
}

const linear_hull_query linear_hull_queries[LINEAR_HULL_QUERIES] = {
    {"seg3_hull3", ORACLE_SEGMENT, 3, false}, {"ray3_hull3", ORACLE_RAY, 3, false},
    {"line3_hull3", ORACLE_LINE, 3, false},   {"seg3_obb3", ORACLE_SEGMENT, 3, true},
    {"ray3_obb3", ORACLE_RAY, 3, true},       {"line3_obb3", ORACLE_LINE, 3, true},
    {"seg2_obb2", ORACLE_SEGMENT, 2, true},   {"ray2_obb2", ORACLE_RAY, 2, true},
    {"line2_obb2", ORACLE_LINE, 2, true},
};

void linear_hull_generate(gen_rng *rng, const linear_hull_query *q, int mode, gen_linhull *x) {
    if (q->box) {
        if (mode == 0)
            gen_linhull_box_uniform(rng, q->kind, q->dim, x);
        else if (mode == 1)
            gen_linhull_box_adversarial(rng, q->kind, q->dim, x);
        else
            gen_linhull_box_invalid(rng, q->kind, q->dim, x);
        return;
    }
    if (mode == 0)
        gen_linhull_uniform(rng, q->kind, x);
    else if (mode == 1)
        gen_linhull_adversarial(rng, q->kind, x);
    else
        gen_linhull_invalid(rng, q->kind, x);
}

int linear_hull_lengths(const linear_hull_query *q, gen_linhull *x, isect_real **v) {
    (void)q;
    return gen_linhull_lengths(x, v);
}

bool linear_hull_reference(const linear_hull_query *q, const gen_linhull *x, oracle_linhull *ref) {
    (void)q;
    memset(ref, 0, sizeof *ref);
    if (!case_valid(x))
        return false;
    double a[3], b[3], n[GEN_HULL_PLANES][3], o[GEN_HULL_PLANES], c[3];
    check_widen3(x->a, a);
    check_widen3(x->b, b);
    check_widen3(x->c, c);
    for (int p = 0; p < x->count; p++) {
        if (x->box) { /* the sides +axis k, -axis k with the half extent, from the centre */
            for (int j = 0; j < 3; j++)
                n[p][j] = p & 1 ? 0 - (double)x->axis[p >> 1][j] : x->axis[p >> 1][j];
            o[p] = x->half[p >> 1];
        } else {
            check_widen3(x->n[p], n[p]);
            o[p] = x->o[p];
        }
    }
    oracle_linear_hull((oracle_kind)x->kind, a, b, x->count, (const double(*)[3])n, o,
                       x->box ? c : NULL, ref);
    return true;
}

const char *linear_hull_check_invalid(const linear_hull_query *q, const gen_linhull *x) {
    (void)q;
    answer ans = ask_library(x);
    return check_find_invalid(ans.test || ans.test_reordered || ans.test_reversed, &ans.find);
}

/* The component's ends where the exact t is one (bit for bit), and the unbounded ends. */
static const char *check_ends(const gen_linhull *x, const oracle_linhull *ref,
                              const isect_find_result3 *f) {
    for (int e = 0; e < 2; e++) {
        if (ref->unbounded[e]) {
            int side = ref->unbounded[e];
            if (f->t[e] != side * (double)CHECK_MAX || !(f->flags & ISECT_SATURATED))
                return "an unbounded end is not the saturated largest value";
            for (int i = 0; i < 3; i++) {
                double d = x->b[i];
                double want = d == 0 ? x->a[i] : (d * side > 0 ? 1 : -1) * (double)CHECK_MAX;
                if (check_coord(f->point[e], i) != want)
                    return "an unbounded end's point is not the saturated limit";
            }
            continue;
        }
        if (!ref->at_a[e] && !ref->at_b[e])
            continue;
        const isect_real *end = ref->at_a[e] ? x->a : x->b;
        if (f->t[e] != (ref->at_a[e] ? 0 : 1))
            return "t not exactly 0 or 1 at the component's start or end";
        for (int i = 0; i < 3; i++)
            if (!same_bits(check_coord(f->point[e], i), end[i]))
                return "the component's start or end not returned bit for bit";
    }
    return NULL;
}

static const char *check_accuracy(const gen_linhull *x, const oracle_linhull *ref, int k,
                                  const isect_find_result3 *f, oracle_row *row) {
    check_sat sat = {false, false};
    for (int e = 0; e < 2; e++) {
        if (ref->unbounded[e])
            continue;
        double et = check_normalised(check_err(f->t[e], ref->t[e], &sat), 1, fabsl(ref->t[e]));
        check_record(&row->err_t, et);
        if (!(et <= BOUND_T))
            return "t outside its documented error bound";
        double ep = 0;
        for (int i = 0; i < 3; i++) {
            long double d = x->kind == ORACLE_SEGMENT ? (long double)x->b[i] - x->a[i] : x->b[i];
            long double scale = fabsl(x->a[i]) + fabsl(ref->t[e] * d);
            if (x->kind == ORACLE_SEGMENT)
                scale += fabsl(x->b[i]);
            long double want = ldexpl(ref->point[e][i], k);
            double ei =
                check_normalised(check_err(check_coord(f->point[e], i), want, &sat), 1, scale);
            ep = ei > ep ? ei : ep;
        }
        check_record(&row->err_point, ep);
        if (!(ep <= BOUND_POINT))
            return "point outside its documented error bound";
    }
    if (ref->normal_plane >= 0) {
        int p = ref->normal_plane;
        isect_real side[3];
        for (int j = 0; x->box && j < 3; j++) /* a box's side p: +-axis p / 2 */
            side[j] = p & 1 ? 0 - x->axis[p >> 1][j] : x->axis[p >> 1][j];
        const isect_real *n = x->box ? side : x->n[p];
        long double len =
            sqrtl((long double)n[0] * n[0] + (long double)n[1] * n[1] + (long double)n[2] * n[2]);
        double en = 0;
        for (int i = 0; i < 3; i++) {
            long double err = fabsl(check_coord(f->normal, i) - n[i] / len);
            double ei = (double)(err / CHECK_U);
            en = ei > en ? ei : en;
        }
        check_record(&row->err_normal, en);
        if (!(en <= BOUND_NORMAL))
            return "normal is not the contract's plane's unit normal";
    } else if (f->normal.x != 0 || f->normal.y != 0 || f->normal.z != 0) {
        return "normal should be zero";
    }
    bool unbounded = ref->unbounded[0] || ref->unbounded[1];
    return unbounded ? NULL : check_saturation(f->flags, &sat);
}

const char *linear_hull_check(const linear_hull_query *q, const gen_linhull *x,
                              const oracle_linhull *ref, int k, oracle_row *row) {
    (void)q;
    answer ans = ask_library(x);
    const isect_find_result3 *f = &ans.find;
    if (f->flags & ISECT_INVALID)
        return "ISECT_INVALID for valid input";
    const char *why = check_hit(ans.test, f, ref->hit, row);
    if (why)
        return why;
    if (ans.test_reordered != ans.test)
        return "the planes in reverse order changed the answer";
    if (ans.test_reversed != ans.test)
        return "reversing the component changed the answer";
    bool flat = false;
    for (int i = 0; x->box && i < x->dim; i++)
        flat |= x->half[i] == 0;
    unsigned flags =
        (ref->is_point || flat ? ISECT_DEGENERATE : 0) | (ref->touching ? ISECT_TOUCHING : 0) |
        (ref->start_in ? ISECT_STARTED_INSIDE : 0) | (ref->end_in ? ISECT_ENDED_INSIDE : 0);
    why = check_solid_find(f, x->kind, flags, ref->count);
    if (why || !f->hit)
        return why;
    why = check_ends(x, ref, f);
    return why ? why : check_accuracy(x, ref, k, f, row);
}

void linear_hull_print(const gen_linhull *x) {
    printf("  %s, family %s, %d planes:\n",
           x->kind == 2 ? "segment" : (x->kind == 1 ? "ray" : "line"), x->family, x->count);
    check_print_coords("    a  =", x->a, 3);
    check_print_coords("    b  =", x->b, 3);
    if (x->box) {
        check_print_coords("    c  =", x->c, x->dim);
        check_print_coords("    h  =", x->half, x->dim);
        for (int k = 0; k < x->dim; k++)
            check_print_coords("    axis =", x->axis[k], x->dim);
        return;
    }
    for (int p = 0; p < x->count; p++) {
        printf("    plane %d: o = %a, n", p, (double)x->o[p]);
        check_print_coords(" =", x->n[p], 3);
    }
}

void linear_hull_explain(const linear_hull_query *q, const gen_linhull *x,
                         const oracle_linhull *ref, int k) {
    (void)q;
    linear_hull_print(x);
    answer ans = ask_library(x);
    printf("    got: test %d (reordered %d, reversed %d)\n", ans.test, ans.test_reordered,
           ans.test_reversed);
    check_print_find(&ans.find, 3);
    printf("    exact: hit %d touching %d start in %d end in %d count %d point %d normal "
           "plane %d unbounded %d %d\n",
           ref->hit, ref->touching, ref->start_in, ref->end_in, ref->count, ref->is_point,
           ref->normal_plane, ref->unbounded[0], ref->unbounded[1]);
    for (int e = 0; ref->hit && e < 2; e++) {
        printf("         t %La point", ref->t[e]);
        for (int i = 0; i < 3; i++)
            printf(" %La", ldexpl(ref->point[e][i], k));
        printf("\n");
    }
}

CHECK_FAMILY(linear_hull, "linear_hull", LINEAR_HULL_QUERIES, gen_linhull, oracle_linhull);
