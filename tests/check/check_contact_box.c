/* The contact of a ball and a box; see check_contact_box.h. */
#include "check/check_contact_box.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "check/check_box.h"

/* The documented bound (isect/box.h), in the units of check_contact_box.h. */
#define CONTACT_BOX_BOUND 20.0

const contact_box_query contact_box_queries[CONTACT_BOX_QUERIES] = {{"find_sphere3_aabb3", 0},
                                                                    {"find_sphere3_obb3", 1}};

/* The box test's and the closest point's rows of check_box (their references supply the
 * exact hit, the centre's location and its closest point). */
static const box_query *box_row(const contact_box_query *q, box_kind kind) {
    for (int i = 0; i < BOX_QUERIES; i++)
        if (box_queries[i].kind == kind && box_queries[i].dim == 3 && box_queries[i].obb == q->obb)
            return &box_queries[i];
    return NULL;
}

void contact_box_generate(gen_rng *rng, const contact_box_query *q, int mode, gen_box *x) {
    gen_box_case(rng, 3, q->obb, mode, 0, x);
    if (mode != 1 || gen_unit(rng) < 0.5)
        return;
    /* the centre on the quarter grid of the box (exact for the generator's integer and
     * 2^-16-grid boxes): faces equally near, on a face, an edge or a corner */
    for (int i = 0; i < 3; i++) {
        isect_real f = (isect_real)gen_int(rng, 0, 4) / 4;
        if (q->obb) {
            x->c[i] = x->center[i];
        } else {
            x->c[i] = x->lo[i] + (x->hi[i] - x->lo[i]) * f;
        }
    }
    if (q->obb) /* centre + sum_i (2 f_i - 1) h_i a_i, rounded */
        for (int i = 0; i < 3; i++) {
            isect_real f = (isect_real)gen_int(rng, 0, 4) / 2 - 1;
            for (int j = 0; j < 3; j++)
                x->c[j] += f * x->h[i] * x->a[i][j];
        }
    if (gen_unit(rng) < 0.5)
        x->r = (isect_real)gen_int(rng, 0, 3);
}

int contact_box_lengths(const contact_box_query *q, gen_box *x, isect_real **v) {
    (void)q;
    return gen_box_lengths(x, v);
}

static void normalise(long double *v) {
    long double len = sqrtl(v[0] * v[0] + v[1] * v[1] + v[2] * v[2]);
    for (int i = 0; i < 3; i++)
        v[i] = len > 0 ? v[i] / len : 0;
}

/* In the box's frame, exactly (GMP): the frame coordinates w_i of the centre and, for a
 * centre in the box, the first nearest face and whether another ties with it; for one
 * outside, the direction -sum_i (w_i - clamp_i) a_i toward the closest point. An AABB is
 * the frame of the unit axes with its corners' faces: e = c_i - min_i, max_i - c_i. */
static void frame_reference(const contact_box_query *q, const gen_box *x, contact_box_ref *ref) {
    mpq_t e[6], t, u;
    qvec c, center, d, axis[3];
    for (int k = 0; k < 6; k++)
        mpq_init(e[k]);
    mpq_inits(t, u, NULL);
    qvec_init(&c, 3), qvec_init(&center, 3), qvec_init(&d, 3);
    double cw[3], centerw[3], aw[3][3], hw[3], low[3], hiw[3];
    check_widen3(x->c, cw);
    check_widen3(x->center, centerw);
    check_widen3(x->h, hw);
    check_widen3(x->lo, low);
    check_widen3(x->hi, hiw);
    for (int i = 0; i < 3; i++) {
        check_widen3(x->a[i], aw[i]);
        if (!q->obb)
            for (int j = 0; j < 3; j++)
                aw[i][j] = i == j;
        qvec_init(&axis[i], 3);
        qvec_set_d(&axis[i], aw[i]);
    }
    qvec_set_d(&c, cw);
    long double dir[3] = {0, 0, 0};
    for (int i = 0; i < 3; i++) {
        if (q->obb) {
            qvec_set_d(&center, centerw);
            qvec_sub(&d, &c, &center);
            qvec_dot(t, &d, &axis[i]); /* w_i */
            mpq_set_d(u, hw[i]);
            mpq_add(e[2 * i], u, t); /* h + w */
            mpq_sub(e[2 * i + 1], u, t);
        } else {
            mpq_set_d(u, low[i]);
            mpq_sub(e[2 * i], c.c[i], u);
            mpq_set_d(u, hiw[i]);
            mpq_sub(e[2 * i + 1], u, c.c[i]);
        }
        /* outside the slab by ex = -min(e_lo, 0) on the negative side, min(e_hi, 0) ... */
        long double ex = 0;
        if (mpq_sgn(e[2 * i]) < 0)
            ex = oracle_q_ld(e[2 * i]); /* w below -h: w - (-h) = e_lo < 0 */
        else if (mpq_sgn(e[2 * i + 1]) < 0)
            ex = -oracle_q_ld(e[2 * i + 1]); /* w above h: w - h = -e_hi > 0 */
        for (int j = 0; j < 3; j++)
            dir[j] -= ex * aw[i][j];
    }
    ref->face = 0;
    ref->tie = false;
    for (int k = 1; k < 6; k++) {
        int s = mpq_cmp(e[k], e[ref->face]);
        if (s < 0) {
            ref->face = k;
            ref->tie = false;
        } else if (s == 0) {
            ref->tie = true;
        }
    }
    long double e_best = oracle_q_ld(e[ref->face]);
    if (ref->in) {
        int i = ref->face / 2;
        long double f = ref->face % 2 ? -1 : 1;
        for (int j = 0; j < 3; j++)
            ref->normal[j] = f * aw[i][j];
        normalise(ref->normal);
        ref->depth = (long double)x->r + e_best;
        for (int j = 0; j < 3; j++)
            ref->point[j] = cw[j] + ((long double)x->r - e_best) / 2 * ref->normal[j];
    } else {
        normalise(dir);
        memcpy(ref->normal, dir, sizeof dir);
    }
    for (int k = 0; k < 6; k++)
        mpq_clear(e[k]);
    mpq_clears(t, u, NULL);
    qvec_clear(&c), qvec_clear(&center), qvec_clear(&d);
    for (int i = 0; i < 3; i++)
        qvec_clear(&axis[i]);
}

bool contact_box_reference(const contact_box_query *q, const gen_box *x, contact_box_ref *ref) {
    memset(ref, 0, sizeof *ref);
    box_ref test, closest;
    if (!box_reference(box_row(q, BOX_TEST), x, &test) ||
        !box_reference(box_row(q, BOX_CLOSEST), x, &closest))
        return false;
    ref->hit = test.exact == 0;
    ref->in = closest.in;
    for (int i = 0; i < 3; i++)
        ref->flat |= q->obb ? x->h[i] == 0 : x->lo[i] == x->hi[i];
    frame_reference(q, x, ref);
    ref->dist = ref->in ? 0 : q->obb ? closest.dist : sqrtl(closest.dist_sq);
    if (!ref->in) {
        ref->depth = (long double)x->r - ref->dist;
        for (int j = 0; j < 3; j++)
            ref->point[j] = closest.q[j] + ref->depth / 2 * ref->normal[j];
    }
    long double pos[3];
    for (int i = 0; i < 3; i++)
        pos[i] = x->c[i];
    ref->S = check_max_abs(pos, 3, check_max_abs(closest.q, 3, 0));
    for (int i = 0; i < 3; i++) {
        long double v[3] = {x->lo[i], x->hi[i], x->center[i]};
        ref->S = check_max_abs(v, q->obb ? 0 : 2, ref->S);
        if (q->obb) {
            long double w[2] = {x->center[i], x->h[i]};
            ref->S = check_max_abs(w, 2, ref->S);
        }
    }
    return true;
}

static isect_contact_result3 ask(const contact_box_query *q, const gen_box *x) {
    isect_sphere3 ball = {check_vec3(x->c), x->r};
    isect_aabb3 a = box_aabb3(x);
    isect_obb3 o = box_obb3(x);
    return q->obb ? isect_find_sphere3_obb3(&ball, &o) : isect_find_sphere3_aabb3(&ball, &a);
}

const char *contact_box_check(const contact_box_query *q, const gen_box *x,
                              const contact_box_ref *ref, int k, oracle_row *row) {
    isect_contact_result3 r = ask(q, x);
    long double s = ldexpl(1, k), rad = x->r, S = ref->S * s, dist = ref->dist * s;
    const char *why_hit = check_contact_hit(r, ref->hit, row);
    if (why_hit)
        return why_hit;
    if (((r.flags & ISECT_DEGENERATE) != 0) != ref->flat)
        return "ISECT_DEGENERATE is not set exactly for a zero extent";
    if (((r.flags & ISECT_AMBIGUOUS) != 0) != (ref->in && ref->tie)) {
        row->disagreements++;
        return "ISECT_AMBIGUOUS is not set exactly for tied nearest faces";
    }
    check_sat sat = {false, false};
    double err_depth = check_normalised(check_err(r.depth, ref->depth * s, &sat), 1, S + rad);
    check_record(&row->err_t, err_depth);
    long double worst = check_err3(r.normal, ref->normal, 1, &sat);
    double err_n = ref->in ? check_normalised(worst, 1, 1) : check_normalised(worst, dist, S);
    check_record(&row->err_normal, err_n);
    worst = check_err3(r.point, ref->point, s, &sat);
    double err_pt = ref->in ? check_normalised(worst, 1, S + rad)
                            : check_normalised(worst, dist, S * dist + rad * S);
    check_record(&row->err_point, err_pt);
    const char *why = check_saturation(r.flags, &sat);
    if (why)
        return why;
    if (ref->in && err_n > CONTACT_BOX_BOUND) {
        row->disagreements++; /* a normal of another face: the exact choice was wrong */
        return "the normal is not the nearest face's (the rule's first)";
    }
    if (err_depth > CONTACT_BOX_BOUND)
        return "the depth is off by more than the bound";
    if (err_n > CONTACT_BOX_BOUND)
        return "the normal is off by more than the bound";
    if (err_pt > CONTACT_BOX_BOUND)
        return "the point is off by more than the bound";
    return NULL;
}

const char *contact_box_check_invalid(const contact_box_query *q, const gen_box *x) {
    return check_contact_invalid(ask(q, x));
}

void contact_box_explain(const contact_box_query *q, const gen_box *x, const contact_box_ref *ref,
                         int k) {
    printf("  %s, family %s, scale 2^%d:\n", q->name, x->family, k);
    check_print_coords("    c =", x->c, 3);
    check_print_coords("    r =", &x->r, 1);
    if (q->obb) {
        check_print_coords("    center =", x->center, 3);
        for (int i = 0; i < 3; i++)
            check_print_coords("    axis =", x->a[i], 3);
        check_print_coords("    half =", x->h, 3);
    } else {
        check_print_coords("    min =", x->lo, 3);
        check_print_coords("    max =", x->hi, 3);
    }
    check_print_contact(ask(q, x));
    printf("    exact hit %d in %d face %d tie %d depth %La normal (%La %La %La) point (%La %La "
           "%La) dist %La\n",
           ref->hit, ref->in, ref->face, ref->tie, ref->depth, ref->normal[0], ref->normal[1],
           ref->normal[2], ref->point[0], ref->point[1], ref->point[2], ref->dist);
}

CHECK_FAMILY(contact_box, "contact_box", CONTACT_BOX_QUERIES, gen_box, contact_box_ref);
