/* What two triangles share; see check_tri_tri_find.h. */
#include "check/check_tri_tri_find.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "oracle/oracle_overlap_tri.h"

/* The documented bound (isect/overlap.h), in units of u S. */
#define TRI_TRI_FIND_BOUND 8.0

const ctri_query ctri_queries[CTRI_QUERIES] = {{"find_tri3_tri3"}};

/* Both triangles in z = 0, then a signed permutation of the axes and an integer move. */
static void coplanar_pair(gen_rng *rng, gen_otri_case *x) {
    memset(x, 0, sizeof *x);
    x->pair = GEN_OTRI_TRI_TRI;
    int perm = (int)gen_int(rng, 0, 5);
    static const int perms[6][3] = {{0, 1, 2}, {1, 2, 0}, {2, 0, 1},
                                    {0, 2, 1}, {2, 1, 0}, {1, 0, 2}};
    isect_real sign[3], move[3];
    for (int k = 0; k < 3; k++) {
        sign[k] = gen_unit(rng) < 0.5 ? -1 : 1;
        move[k] = (isect_real)gen_int(rng, -20, 20);
    }
    for (int i = 0; i < 3; i++) {
        isect_real pa[3] = {(isect_real)gen_range(rng, -10, 10),
                            (isect_real)gen_range(rng, -10, 10), 0};
        isect_real pt[3] = {(isect_real)gen_range(rng, -10, 10),
                            (isect_real)gen_range(rng, -10, 10), 0};
        for (int k = 0; k < 3; k++) {
            x->a[i][perms[perm][k]] = sign[k] * pa[k] + move[k];
            x->t[i][perms[perm][k]] = sign[k] * pt[k] + move[k];
        }
    }
    x->family = "coplanar uniform";
}

void ctri_generate(gen_rng *rng, const ctri_query *q, int mode, gen_otri_case *x) {
    (void)q;
    if (mode == 0 && gen_unit(rng) < 0.25)
        coplanar_pair(rng, x);
    else if (mode == 0)
        gen_otri_uniform(rng, GEN_OTRI_TRI_TRI, x);
    else if (mode == 1)
        gen_otri_adversarial(rng, GEN_OTRI_TRI_TRI, x);
    else
        gen_otri_invalid(rng, GEN_OTRI_TRI_TRI, x);
}

int ctri_lengths(const ctri_query *q, gen_otri_case *x, isect_real **v) {
    (void)q;
    return gen_otri_lengths(x, v);
}

static bool widen_tri(const isect_real t[3][3], double out[3][3]) {
    for (int m = 0; m < 3; m++) {
        if (!check_finite3(t[m]))
            return false;
        check_widen3(t[m], out[m]);
    }
    return true;
}

static bool collinear_q(double t[3][3]) {
    return oracle_orient2d(t[0], t[1], t[2]) == 0 && /* the projections on all three planes */
           oracle_orient2d((double[]){t[0][1], t[0][2]}, (double[]){t[1][1], t[1][2]},
                           (double[]){t[2][1], t[2][2]}) == 0 &&
           oracle_orient2d((double[]){t[0][2], t[0][0]}, (double[]){t[1][2], t[1][0]},
                           (double[]){t[2][2], t[2][0]}) == 0;
}

bool ctri_reference(const ctri_query *q, const gen_otri_case *x, ctri_ref *ref) {
    (void)q;
    memset(ref, 0, sizeof *ref);
    double a[3][3], t[3][3];
    if (x->null_a || x->null_b || !widen_tri(x->a, a) || !widen_tri(x->t, t))
        return false;
    ref->hit = oracle_tri_tri(a, t);
    ref->count = oracle_tri_tri_corners(a, t, ref->p, ref->at_vertex, &ref->coplanar);
    ref->degenerate = collinear_q(a) || collinear_q(t);
    long double v[18];
    for (int m = 0; m < 3; m++)
        for (int k = 0; k < 3; k++) {
            v[3 * m + k] = a[m][k];
            v[9 + 3 * m + k] = t[m][k];
        }
    ref->S = check_max_abs(v, 18, 0);
    return true;
}

static isect_tri3 case_tri(const isect_real t[3][3]) {
    isect_tri3 out;
    for (int m = 0; m < 3; m++)
        out.v[m] = check_vec3(t[m]);
    return out;
}

static isect_tri_tri_result3 ask(const gen_otri_case *x, bool swapped) {
    isect_tri3 a = case_tri(x->a), t = case_tri(x->t);
    const isect_tri3 *pa = x->null_a ? NULL : &a, *pt = x->null_b ? NULL : &t;
    return swapped ? isect_find_tri3_tri3(pt, pa) : isect_find_tri3_tri3(pa, pt);
}

/* The error of got against the exact corner c, in units of u S (2^k applied). */
static double corner_err(isect_vec3 got, const long double *c, long double scale, long double S,
                         check_sat *sat) {
    long double e = check_err3(got, c, scale, sat);
    return check_normalised(e, 1, S * scale);
}

const char *ctri_check(const ctri_query *q, const gen_otri_case *x, const ctri_ref *ref, int k,
                       oracle_row *row) {
    (void)q;
    isect_tri_tri_result3 r = ask(x, false), s = ask(x, true);
    isect_tri3 a = case_tri(x->a), t = case_tri(x->t);
    bool test = isect_test_tri3_tri3(&a, &t);
    const char *why = check_boolean(r.hit, s.hit, ref->hit, row);
    if (why)
        return why;
    if (test != ref->hit)
        return "find and test disagree";
    if (r.flags & ISECT_INVALID)
        return "valid input flagged invalid";
    int want = ref->hit ? ref->count : 0;
    if (r.count != want || s.count != want) {
        row->disagreements++;
        return "wrong corner count";
    }
    if (ref->hit && (r.coplanar != ref->coplanar || s.coplanar != ref->coplanar)) {
        row->disagreements++;
        return "wrong coplanar flag";
    }
    if (ref->hit && !!(r.flags & ISECT_DEGENERATE) != ref->degenerate) {
        row->disagreements++;
        return "wrong ISECT_DEGENERATE";
    }
    long double scale = ldexpl(1, k);
    /* A polygon may start anywhere: some rotation of the exact corners must match, each
     * corner within the bound and a corner at an input vertex exactly (corners closer
     * together than the bound may match more than one rotation; the best one's error is
     * recorded). */
    int n = r.count, rotations = n >= 3 ? n : 1;
    /* A segment in (x, y, z) order (coplanar, or a degenerate triangle): the order of the
     * returned points, which may differ from the exact ends' where they round together. */
    bool lex = n == 2 && (ref->coplanar || ref->degenerate);
    if (lex) {
        const isect_real *e0 = &r.point[0].x, *e1 = &r.point[1].x; /* may round together */
        bool ordered = e0[0] != e1[0]   ? e0[0] < e1[0]
                       : e0[1] != e1[1] ? e0[1] < e1[1]
                                        : e0[2] <= e1[2];
        if (!ordered) {
            row->disagreements++;
            return "a segment's ends not in (x, y, z) order";
        }
        rotations = 2;
    }
    double best = INFINITY;
    for (int start = 0; start < rotations; start++) {
        double worst = 0;
        bool exact = true;
        for (int i = 0; i < n; i++) {
            int at = (start + i) % n;
            check_sat sat = {false, false};
            double err = corner_err(r.point[i], ref->p[at], scale, ref->S, &sat);
            worst = err > worst || err != err ? err : worst;
            exact &= !ref->at_vertex[at] || err == 0;
        }
        if (exact && worst < best)
            best = worst;
    }
    if (n > 0) {
        check_record(&row->err_point, best);
        if (!(best <= TRI_TRI_FIND_BOUND)) {
            row->disagreements++;
            return "corners off by more than the bound, out of order, or a vertex inexact";
        }
    }
    for (int i = n; i < ISECT_TRI_TRI_MAX_POINTS; i++)
        if (r.point[i].x != 0 || r.point[i].y != 0 || r.point[i].z != 0)
            return "an unused corner entry not zero";
    return NULL;
}

const char *ctri_check_invalid(const ctri_query *q, const gen_otri_case *x) {
    (void)q;
    for (int swapped = 0; swapped < 2; swapped++) {
        isect_tri_tri_result3 r = ask(x, swapped);
        isect_tri_tri_result3 zero;
        memset(&zero, 0, sizeof zero);
        zero.flags = ISECT_INVALID;
        if (r.hit || r.count || r.coplanar || r.flags != ISECT_INVALID)
            return "invalid input not answered by the all-zero result flagged invalid";
        if (memcmp(r.point, zero.point, sizeof r.point) != 0)
            return "invalid input with corners";
    }
    return NULL;
}

void ctri_explain(const ctri_query *q, const gen_otri_case *x, const ctri_ref *ref, int k) {
    printf("  %s, family %s, scale 2^%d:\n", q->name, x->family, k);
    check_print_coords("    a =", &x->a[0][0], 9);
    check_print_coords("    b =", &x->t[0][0], 9);
    for (int sw = 0; sw < 2; sw++) {
        isect_tri_tri_result3 r = ask(x, sw);
        printf("    got%s hit %d coplanar %d count %d flags %u:", sw ? " (swapped)" : "", r.hit,
               r.coplanar, r.count, r.flags);
        for (int i = 0; i < r.count && i < ISECT_TRI_TRI_MAX_POINTS; i++)
            printf(" (%a %a %a)", (double)r.point[i].x, (double)r.point[i].y, (double)r.point[i].z);
        printf("\n");
    }
    printf("    exact hit %d coplanar %d degenerate %d count %d:", ref->hit, ref->coplanar,
           ref->degenerate, ref->count);
    for (int i = 0; i < ref->count; i++)
        printf(" (%La %La %La)", ref->p[i][0], ref->p[i][1], ref->p[i][2]);
    printf("\n");
}

CHECK_FAMILY(ctri, "tri_tri_find", CTRI_QUERIES, gen_otri_case, ctri_ref);
