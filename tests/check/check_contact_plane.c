/* The contact of a solid and a plane; see check_contact_plane.h. */
#include "check/check_contact_plane.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "check/check_overlap_plane.h"
#include "oracle/oracle_plane.h"

/* The documented bound (isect/overlap.h), in the units of check_contact_plane.h. */
#define CONTACT_PLANE_BOUND 20.0

const cplane_query cplane_queries[CPLANE_QUERIES] = {
    {"find_sphere3_plane3", GEN_OPLANE_SPHERE, false},
    {"find_sphere3_plane3p", GEN_OPLANE_SPHERE, true},
    {"find_aabb3_plane3", GEN_OPLANE_AABB, false},
    {"find_aabb3_plane3p", GEN_OPLANE_AABB, true},
    {"find_obb3_plane3", GEN_OPLANE_OBB, false},
    {"find_obb3_plane3p", GEN_OPLANE_OBB, true}};

/* The test's row of check_overlap_plane (its reference supplies the exact hit). */
static const oplane_query *test_row(const cplane_query *q) {
    for (int i = 0; i < OPLANE_QUERIES; i++)
        if (oplane_queries[i].shape == q->shape && oplane_queries[i].three == q->three)
            return &oplane_queries[i];
    return NULL;
}

/* The solid's centre moved exactly onto the plane, where small integers allow it. */
static void centre_on_plane(gen_rng *rng, const cplane_query *q, gen_oplane_case *x) {
    isect_real c[3];
    if (q->three) {
        memcpy(c, x->pa, sizeof c);
    } else { /* N small integers, c integers, o = N . c exactly */
        for (int i = 0; i < 3; i++) {
            x->n[i] = (isect_real)gen_int(rng, -3, 3);
            c[i] = (isect_real)gen_int(rng, -8, 8);
        }
        if (x->n[0] == 0 && x->n[1] == 0 && x->n[2] == 0)
            x->n[2] = 1;
        x->o = x->n[0] * c[0] + x->n[1] * c[1] + x->n[2] * c[2];
    }
    for (int i = 0; i < 3; i++) {
        if (q->shape == GEN_OPLANE_AABB) { /* the box's extents kept where exact */
            isect_real h = (isect_real)gen_int(rng, 0, 4) / 2;
            x->p[i] = c[i] - h;
            x->p[3 + i] = c[i] + h;
        } else {
            x->p[i] = c[i];
        }
    }
    x->family = "centre on the plane";
}

void cplane_generate(gen_rng *rng, const cplane_query *q, int mode, gen_oplane_case *x) {
    oplane_generate(rng, test_row(q), mode, x);
    if (mode == 1 && gen_unit(rng) < 0.25)
        centre_on_plane(rng, q, x);
}

int cplane_lengths(const cplane_query *q, gen_oplane_case *x, isect_real **v) {
    (void)q;
    return gen_oplane_lengths(x, v);
}

static void cross_q(const qvec *u, const qvec *v, qvec *out) {
    mpq_t t;
    mpq_init(t);
    for (int i = 0; i < 3; i++) {
        int j = (i + 1) % 3, k = (i + 2) % 3;
        mpq_mul(out->c[i], u->c[j], v->c[k]);
        mpq_mul(t, u->c[k], v->c[j]);
        mpq_sub(out->c[i], out->c[i], t);
    }
    mpq_clear(t);
}

/* s(x) = N . x - O for a double point. */
static void side_q(const qvec *N, const mpq_t O, const double *x, mpq_t out) {
    qvec X;
    qvec_init(&X, 3);
    qvec_set_d(&X, x);
    qvec_dot(out, N, &X);
    mpq_sub(out, out, O);
    qvec_clear(&X);
}

/* The contact of the ball (c, r): deepest point c + r normal. */
static void ball_ref(const qvec *N, const mpq_t O, long double len, const long double *unit,
                     const double *c, double r, cplane_ref *ref) {
    mpq_t s;
    mpq_init(s);
    side_q(N, O, c, s);
    ref->centre = mpq_sgn(s);
    long double dist = fabsl(oracle_q_ld(s)) / len;
    ref->depth = (long double)r - dist;
    for (int i = 0; i < 3; i++) {
        ref->normal[i] = ref->centre < 0 ? unit[i] : -unit[i];
        ref->point[i] = c[i] + ((long double)r + dist) / 2 * ref->normal[i];
    }
    long double cc[3] = {c[0], c[1], c[2]};
    ref->S = check_max_abs(cc, 3, dist);
    mpq_clear(s);
}

/* The axis-aligned box: the centre's side from N . (min + max) - 2 O, the deepest corner
 * by the signs of N_i (a zero N_i: the centre's coordinate), the depth its distance. */
static void aabb_ref(const qvec *N, const mpq_t O, long double len, const long double *unit,
                     const double *lo, const double *hi, cplane_ref *ref) {
    mpq_t t, u;
    mpq_inits(t, u, NULL);
    side_q(N, O, lo, t);
    side_q(N, O, hi, u);
    mpq_add(t, t, u);
    ref->centre = mpq_sgn(t);
    long double centre_dist = fabsl(oracle_q_ld(t)) / 2 / len;
    bool front = ref->centre >= 0;
    double corner[3];
    long double deepest[3], reach = 0;
    for (int i = 0; i < 3; i++) {
        int sn = mpq_sgn(N->c[i]);
        bool low = (sn > 0) == front;
        corner[i] = low ? lo[i] : hi[i];
        deepest[i] = sn == 0 ? ((long double)lo[i] + hi[i]) / 2 : corner[i];
        reach += ((long double)hi[i] - lo[i]) / 2 * fabsl(unit[i]);
        ref->flat |= lo[i] == hi[i];
    }
    side_q(N, O, corner, t);
    ref->depth = (front ? -1 : 1) * oracle_q_ld(t) / len;
    for (int i = 0; i < 3; i++) {
        ref->normal[i] = front ? -unit[i] : unit[i];
        ref->point[i] = deepest[i] - ref->depth / 2 * ref->normal[i];
    }
    long double v[6] = {lo[0], lo[1], lo[2], hi[0], hi[1], hi[2]};
    ref->S = check_max_abs(v, 6, fmaxl(centre_dist, reach));
    mpq_clears(t, u, NULL);
}

/* The oriented box in its frame: e_i = a_{i+1} x a_{i+2}, D = a_0 . e_0 exactly; reach
 * sum h_i |N . e_i| / |D| over |N|; the support c + toward sum sign(N . e_i) h_i e_i / |D|. */
static void obb_ref(const qvec *N, const mpq_t O, long double len, const long double *unit,
                    const double *c, double ax[3][3], const double *h, cplane_ref *ref) {
    qvec A[3], E[3], P;
    mpq_t s, g, D, reach, w, abs_d;
    mpq_inits(s, g, D, reach, w, abs_d, NULL);
    for (int i = 0; i < 3; i++) {
        qvec_init(&A[i], 3);
        qvec_init(&E[i], 3);
        qvec_set_d(&A[i], ax[i]);
    }
    qvec_init(&P, 3);
    qvec_set_d(&P, c);
    for (int i = 0; i < 3; i++)
        cross_q(&A[(i + 1) % 3], &A[(i + 2) % 3], &E[i]);
    qvec_dot(D, &A[0], &E[0]);
    mpq_abs(abs_d, D);
    side_q(N, O, c, s);
    ref->centre = mpq_sgn(s);
    int toward = ref->centre >= 0 ? -1 : 1;
    mpq_set_ui(reach, 0, 1);
    for (int i = 0; i < 3; i++) {
        qvec_dot(g, N, &E[i]);
        int sigma = mpq_sgn(g);
        mpq_abs(g, g);
        mpq_set_d(w, h[i]);
        mpq_mul(g, g, w);
        mpq_add(reach, reach, g);
        /* P += toward sigma h_i / |D| e_i */
        mpq_div(w, w, abs_d);
        if (toward * sigma < 0)
            mpq_neg(w, w);
        if (sigma != 0)
            qvec_axpy(&P, &P, w, &E[i]);
        ref->flat |= h[i] == 0;
    }
    mpq_div(reach, reach, abs_d);
    long double reach_ld = oracle_q_ld(reach) / len;
    mpq_abs(s, s);
    long double dist = oracle_q_ld(s) / len;
    mpq_sub(reach, reach, s);
    ref->depth = oracle_q_ld(reach) / len;
    for (int i = 0; i < 3; i++) {
        ref->normal[i] = toward * unit[i];
        ref->point[i] = oracle_q_ld(P.c[i]) - ref->depth / 2 * ref->normal[i];
    }
    long double v[6] = {c[0], c[1], c[2], h[0], h[1], h[2]};
    ref->S = check_max_abs(v, 6, fmaxl(dist, reach_ld));
    for (int i = 0; i < 3; i++) {
        qvec_clear(&A[i]);
        qvec_clear(&E[i]);
    }
    qvec_clear(&P);
    mpq_clears(s, g, D, reach, w, abs_d, NULL);
}

bool cplane_reference(const cplane_query *q, const gen_oplane_case *x, cplane_ref *ref) {
    memset(ref, 0, sizeof *ref);
    oplane_ref test;
    if (!oplane_reference(test_row(q), x, &test))
        return false;
    ref->hit = test.side == ISECT_STRADDLING;
    oracle_plane pl;
    memset(&pl, 0, sizeof pl);
    pl.three = q->three;
    check_widen3(x->n, pl.n);
    pl.o = (double)x->o;
    check_widen3(x->pa, pl.a);
    check_widen3(x->pb, pl.b);
    check_widen3(x->pc, pl.c);
    qvec N;
    mpq_t O;
    qvec_init(&N, 3);
    mpq_init(O);
    oracle_plane_q(&pl, &N, O);
    long double n[3], unit[3];
    for (int i = 0; i < 3; i++)
        n[i] = oracle_q_ld(N.c[i]);
    long double len = sqrtl(n[0] * n[0] + n[1] * n[1] + n[2] * n[2]);
    for (int i = 0; i < 3; i++)
        unit[i] = n[i] / len;
    double p[9];
    for (int i = 0; i < 9; i++)
        p[i] = (double)x->p[i];
    if (q->shape == GEN_OPLANE_SPHERE) {
        ball_ref(&N, O, len, unit, p, (double)x->r, ref);
    } else if (q->shape == GEN_OPLANE_AABB) {
        aabb_ref(&N, O, len, unit, p, p + 3, ref);
    } else {
        double ax[3][3];
        for (int i = 0; i < 3; i++)
            for (int k = 0; k < 3; k++)
                ax[i][k] = (double)x->ax[3 * i + k];
        obb_ref(&N, O, len, unit, p, ax, p + 3, ref);
    }
    qvec_clear(&N);
    mpq_clear(O);
    return true;
}

static isect_contact_result3 ask(const cplane_query *q, const gen_oplane_case *x) {
    isect_plane3 g = {check_vec3(x->n), x->o};
    isect_plane3p gp = {check_vec3(x->pa), check_vec3(x->pb), check_vec3(x->pc)};
    const isect_plane3 *p3 = x->null_plane ? NULL : &g;
    const isect_plane3p *pp = x->null_plane ? NULL : &gp;
    bool ns = x->null_shape;
    if (q->shape == GEN_OPLANE_SPHERE) {
        isect_sphere3 s = {check_vec3(x->p), x->r};
        const isect_sphere3 *a = ns ? NULL : &s;
        return q->three ? isect_find_sphere3_plane3p(a, pp) : isect_find_sphere3_plane3(a, p3);
    }
    if (q->shape == GEN_OPLANE_AABB) {
        isect_aabb3 b = {check_vec3(x->p), check_vec3(x->p + 3)};
        const isect_aabb3 *a = ns ? NULL : &b;
        return q->three ? isect_find_aabb3_plane3p(a, pp) : isect_find_aabb3_plane3(a, p3);
    }
    isect_obb3 o = {check_vec3(x->p),
                    {check_vec3(x->ax), check_vec3(x->ax + 3), check_vec3(x->ax + 6)},
                    check_vec3(x->p + 3)};
    const isect_obb3 *a = ns ? NULL : &o;
    return q->three ? isect_find_obb3_plane3p(a, pp) : isect_find_obb3_plane3(a, p3);
}

const char *cplane_check(const cplane_query *q, const gen_oplane_case *x, const cplane_ref *ref,
                         int k, oracle_row *row) {
    isect_contact_result3 r = ask(q, x);
    long double s = ldexpl(1, k), rad = q->shape == GEN_OPLANE_SPHERE ? x->r : 0;
    long double S = ref->S * s;
    const char *why_hit = check_contact_hit(r, ref->hit, row);
    if (why_hit)
        return why_hit;
    if (((r.flags & ISECT_DEGENERATE) != 0) != ref->flat)
        return "ISECT_DEGENERATE is not set exactly for a zero extent";
    if (((r.flags & ISECT_AMBIGUOUS) != 0) != (ref->centre == 0)) {
        row->disagreements++;
        return "ISECT_AMBIGUOUS is not set exactly for a centre on the plane";
    }
    check_sat sat = {false, false};
    double err_depth = check_normalised(check_err(r.depth, ref->depth * s, &sat), 1, S + rad);
    check_record(&row->err_t, err_depth);
    long double worst = check_err3(r.normal, ref->normal, 1, &sat);
    double err_n = check_normalised(worst, 1, 1);
    check_record(&row->err_normal, err_n);
    worst = check_err3(r.point, ref->point, s, &sat);
    double err_pt = check_normalised(worst, 1, S + rad);
    check_record(&row->err_point, err_pt);
    const char *why = check_saturation(r.flags, &sat);
    if (why)
        return why;
    if (err_n > CONTACT_PLANE_BOUND) {
        row->disagreements++; /* the normal of the other side: the exact side was wrong */
        return "the normal is not minus the centre's side";
    }
    if (err_depth > CONTACT_PLANE_BOUND)
        return "the depth is off by more than the bound";
    if (err_pt > CONTACT_PLANE_BOUND) {
        row->disagreements++; /* another corner, edge or face: the exact choice was wrong */
        return "the point is off by more than the bound";
    }
    return NULL;
}

const char *cplane_check_invalid(const cplane_query *q, const gen_oplane_case *x) {
    return check_contact_invalid(ask(q, x));
}

void cplane_explain(const cplane_query *q, const gen_oplane_case *x, const cplane_ref *ref, int k) {
    oplane_ref test;
    if (oplane_reference(test_row(q), x, &test))
        oplane_explain(test_row(q), x, &test, k);
    check_print_contact(ask(q, x));
    printf("    exact hit %d centre %d flat %d depth %La normal (%La %La %La) point (%La %La "
           "%La) S %La\n",
           ref->hit, ref->centre, ref->flat, ref->depth, ref->normal[0], ref->normal[1],
           ref->normal[2], ref->point[0], ref->point[1], ref->point[2], ref->S);
}

CHECK_FAMILY(cplane, "contact_plane", CPLANE_QUERIES, gen_oplane_case, cplane_ref);
