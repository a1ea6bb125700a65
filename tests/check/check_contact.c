/* Contacts of round solids; see check_contact.h. */
#include "check/check_contact.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

/* The documented bound (overlap.h), in the units of check_contact.h. */
#define CONTACT_BOUND 20.0

const contact_query contact_queries[CONTACT_QUERIES] = {{"find_sphere3_sphere3", true, true},
                                                        {"find_sphere3_capsule3", true, false},
                                                        {"find_capsule3_capsule3", false, false}};

static void collapse(const contact_query *q, gen_pair_case *x) {
    for (int i = 0; i < 3; i++) {
        if (q->point_a)
            x->a1[i] = x->a0[i];
        if (q->point_b)
            x->b1[i] = x->b0[i];
    }
}

void contact_generate(gen_rng *rng, const contact_query *q, int mode, gen_pair_case *x) {
    if (mode == 0)
        gen_pair_uniform(rng, 3, x);
    else if (mode == 1)
        gen_pair_adversarial(rng, 3, x);
    else
        gen_pair_invalid(rng, 3, x);
    collapse(q, x);
    if (mode == 1 && (gen_u64(rng) & 1)) { /* radii that (nearly) reach across */
        isect_seg3 a = {check_vec3(x->a0), check_vec3(x->a1)};
        isect_seg3 b = {check_vec3(x->b0), check_vec3(x->b1)};
        isect_real d = (isect_real)sqrt((double)isect_closest_seg3_seg3(&a, &b).dist_sq);
        isect_real part = (isect_real)((double)d * (double)gen_int(rng, 0, 8) / 8);
        x->ra = part;
        x->rb = gen_ulps(d - part, (int)gen_int(rng, -1, 1));
        if (x->rb < 0)
            x->rb = 0;
    }
}

bool contact_reference(const contact_query *q, const gen_pair_case *x, contact_ref *ref) {
    (void)q;
    memset(ref, 0, sizeof *ref);
    if (!check_finite3(x->a0) || !check_finite3(x->a1) || !check_finite3(x->b0) ||
        !check_finite3(x->b1) || !(isfinite(x->ra) && x->ra >= 0) ||
        !(isfinite(x->rb) && x->rb >= 0))
        return false;
    double a0[3], a1[3], b0[3], b1[3];
    check_widen3(x->a0, a0);
    check_widen3(x->a1, a1);
    check_widen3(x->b0, b0);
    check_widen3(x->b1, b1);
    oracle_closest_pair(ORACLE_SEGMENT, ORACLE_SEGMENT, 3, a0, a1, b0, b1, x->ra, x->rb,
                        &ref->exact);
    return true;
}

int contact_lengths(const contact_query *q, gen_pair_case *x, isect_real **v) {
    (void)q;
    return gen_pair_lengths(x, v);
}

static isect_contact_result3 ask(const contact_query *q, const gen_pair_case *x) {
    isect_sphere3 sa = {check_vec3(x->a0), x->ra}, sb = {check_vec3(x->b0), x->rb};
    isect_capsule3 ca = {check_vec3(x->a0), check_vec3(x->a1), x->ra};
    isect_capsule3 cb = {check_vec3(x->b0), check_vec3(x->b1), x->rb};
    if (q->point_a && q->point_b)
        return isect_find_sphere3_sphere3(&sa, &sb);
    if (q->point_a)
        return isect_find_sphere3_capsule3(&sa, &cb);
    return isect_find_capsule3_capsule3(&ca, &cb);
}

static void vec_ld(isect_vec3 v, long double *out) {
    out[0] = v.x, out[1] = v.y, out[2] = v.z;
}

static long double max_abs3(const long double *v, long double m) {
    for (int i = 0; i < 3; i++)
        m = fabsl(v[i]) > m ? fabsl(v[i]) : m;
    return m;
}

const char *contact_check(const contact_query *q, const gen_pair_case *x, const contact_ref *ref,
                          int k, oracle_row *row) {
    const oracle_pair *e = &ref->exact;
    isect_contact_result3 r = ask(q, x);
    long double s = ldexpl(1, k); /* the reference's lengths scale by 2^k */
    bool hit = e->within <= 0;
    const char *why_hit = check_contact_hit(r, hit, row);
    if (why_hit)
        return why_hit;
    long double ra = x->ra, rb = x->rb, dist = e->dist * s, pa[3], pb[3], ends[4][3];
    for (int i = 0; i < 3; i++) {
        pa[i] = e->point_a[i] * s;
        pb[i] = e->point_b[i] * s;
        ends[0][i] = x->a0[i], ends[1][i] = x->a1[i], ends[2][i] = x->b0[i], ends[3][i] = x->b1[i];
    }
    long double S = max_abs3(pb, max_abs3(pa, 0));
    for (int j = 0; j < 4; j++)
        S = max_abs3(ends[j], S);
    check_sat sat = {false, false};
    double err_depth = check_normalised(check_err(r.depth, ra + rb - dist, &sat), 1, S + ra + rb);
    check_record(&row->err_t, err_depth);
    long double n[3], nx[3], pt[3];
    vec_ld(r.normal, n);
    vec_ld(r.point, pt);
    double err_n = 0, err_pt;
    if (dist > 0) {
        if (r.flags & ISECT_AMBIGUOUS)
            return "cores apart reported as meeting (ISECT_AMBIGUOUS)";
        for (int i = 0; i < 3; i++)
            nx[i] = (pb[i] - pa[i]) / dist;
        long double worst = 0;
        for (int i = 0; i < 3; i++)
            worst = fmaxl(worst, fabsl(n[i] - nx[i]));
        err_n = check_normalised(worst, dist, S);
    } else {
        if (!(r.flags & ISECT_AMBIGUOUS))
            return "meeting cores without ISECT_AMBIGUOUS";
        long double len = 0, da[3], db[3], la = 0, lb = 0, dot_a = 0, dot_b = 0;
        for (int i = 0; i < 3; i++) {
            len += n[i] * n[i];
            da[i] = ends[1][i] - ends[0][i];
            db[i] = ends[3][i] - ends[2][i];
            la += da[i] * da[i], lb += db[i] * db[i];
            dot_a += n[i] * da[i], dot_b += n[i] * db[i];
            nx[i] = n[i];
        }
        /* across the first core (the second where the first is a point), and across the
         * other within sin(theta) more (nearly parallel cores are taken as parallel) */
        long double across = 0, slack = e->sin_theta;
        if (la > 0)
            across = fmaxl(across, fabsl(dot_a) / sqrtl(la));
        if (lb > 0)
            across = fmaxl(across, fmaxl(fabsl(dot_b) / sqrtl(lb) - (la > 0 ? slack : 0), 0));
        err_n = check_normalised(fmaxl(fabsl(len - 1), across), 1, 1);
    }
    check_record(&row->err_normal, err_n);
    long double worst = 0;
    for (int i = 0; i < 3; i++) {
        long double want = (pa[i] + pb[i]) / 2 + (ra - rb) / 2 * nx[i];
        worst = fmaxl(worst, check_err(pt[i], want, &sat));
    }
    /* both closest points interior: placed to 16 u S / sin(theta) along the cores (the
     * closest-point contract) */
    long double along = !e->s_clamped && !e->t_clamped && e->sin_theta > 0 ? S / e->sin_theta : S;
    err_pt = dist > 0 ? check_normalised(worst, dist, along * dist + (ra + rb) * S)
                      : check_normalised(worst, 1, along + ra + rb);
    check_record(&row->err_point, err_pt);
    const char *why = check_saturation(r.flags, &sat);
    if (why)
        return why;
    if (err_depth > CONTACT_BOUND)
        return "the depth is off by more than the bound";
    if (err_n > CONTACT_BOUND)
        return "the normal is off by more than the bound";
    if (err_pt > CONTACT_BOUND) {
        printf("    point error %g units (normal %g, depth %g)\n", err_pt, err_n, err_depth);
        return "the point is off by more than the bound";
    }
    return NULL;
}

const char *contact_check_invalid(const contact_query *q, const gen_pair_case *x) {
    return check_contact_invalid(ask(q, x));
}

void contact_explain(const contact_query *q, const gen_pair_case *x, const contact_ref *ref,
                     int k) {
    printf("  %s, family %s, scale 2^%d:\n", q->name, x->family, k);
    check_print_coords("    a0 =", x->a0, 3);
    check_print_coords("    a1 =", x->a1, 3);
    check_print_coords("    b0 =", x->b0, 3);
    check_print_coords("    b1 =", x->b1, 3);
    check_print_coords("    ra =", &x->ra, 1);
    check_print_coords("    rb =", &x->rb, 1);
    check_print_contact(ask(q, x));
    printf("    exact dist %La within %d, s_clamped %d t_clamped %d sin %Lg parallel %d\n",
           ref->exact.dist, ref->exact.within, ref->exact.s_clamped, ref->exact.t_clamped,
           ref->exact.sin_theta, ref->exact.parallel);
    printf("    exact a (%La %La %La) b (%La %La %La)\n", ref->exact.point_a[0],
           ref->exact.point_a[1], ref->exact.point_a[2], ref->exact.point_b[0],
           ref->exact.point_b[1], ref->exact.point_b[2]);
}

CHECK_FAMILY(contact, "contact", CONTACT_QUERIES, gen_pair_case, contact_ref);
