/* The exact overlap answers; see oracle_overlap.h. */
#include "oracle/oracle_overlap.h"

#include <gmp.h>

#include "oracle/oracle.h"

/* sign(|x - y|^2 - (r1 + r2)^2), all rational. */
static int ball_sign(const qvec *x, const qvec *y, double r1, double r2) {
    qvec w;
    qvec_init(&w, 3);
    qvec_sub(&w, x, y);
    mpq_t ww, R, t;
    mpq_inits(ww, R, t, NULL);
    qvec_dot(ww, &w, &w);
    mpq_set_d(R, r1);
    mpq_set_d(t, r2);
    mpq_add(R, R, t);
    mpq_mul(R, R, R);
    mpq_sub(ww, ww, R);
    int s = mpq_sgn(ww);
    mpq_clears(ww, R, t, NULL);
    qvec_clear(&w);
    return s;
}

bool oracle_sphere_sphere(const double *ca, double ra, const double *cb, double rb) {
    qvec a, b;
    qvec_init(&a, 3);
    qvec_init(&b, 3);
    qvec_set_d(&a, ca);
    qvec_set_d(&b, cb);
    int s = ball_sign(&a, &b, ra, rb);
    qvec_clear(&a);
    qvec_clear(&b);
    return s <= 0;
}

/* The closest core point q = p0 + t d, t = clamp((c - p0).d / d.d, 0, 1) (0 when d = 0),
 * then |c - q| against rs + rc. */
bool oracle_sphere_capsule(const double *c, double rs, const double *p0, const double *p1,
                           double rc) {
    qvec C, P, Q, d, m;
    qvec_init(&C, 3);
    qvec_init(&P, 3);
    qvec_init(&Q, 3);
    qvec_init(&d, 3);
    qvec_init(&m, 3);
    qvec_set_d(&C, c);
    qvec_set_d(&P, p0);
    qvec_set_d(&Q, p1);
    qvec_sub(&d, &Q, &P);
    qvec_sub(&m, &C, &P);
    mpq_t t, dd;
    mpq_inits(t, dd, NULL);
    qvec_dot(dd, &d, &d);
    if (mpq_sgn(dd) > 0) {
        qvec_dot(t, &m, &d);
        mpq_div(t, t, dd);
        if (mpq_sgn(t) < 0)
            mpq_set_ui(t, 0, 1);
        if (mpq_cmp_ui(t, 1, 1) > 0)
            mpq_set_ui(t, 1, 1);
    }
    qvec_axpy(&Q, &P, t, &d); /* the closest core point */
    int s = ball_sign(&C, &Q, rs, rc);
    mpq_clears(t, dd, NULL);
    qvec_clear(&C);
    qvec_clear(&P);
    qvec_clear(&Q);
    qvec_clear(&d);
    qvec_clear(&m);
    return s <= 0;
}

bool oracle_aabb_aabb(const double *amin, const double *amax, const double *bmin,
                      const double *bmax) {
    mpq_t lo, hi, x;
    mpq_inits(lo, hi, x, NULL);
    bool meet = true;
    for (int i = 0; i < 3; i++) {
        mpq_set_d(lo, amin[i]);
        mpq_set_d(x, bmin[i]);
        if (mpq_cmp(x, lo) > 0)
            mpq_set(lo, x);
        mpq_set_d(hi, amax[i]);
        mpq_set_d(x, bmax[i]);
        if (mpq_cmp(x, hi) < 0)
            mpq_set(hi, x);
        meet &= mpq_cmp(lo, hi) <= 0;
    }
    mpq_clears(lo, hi, x, NULL);
    return meet;
}
