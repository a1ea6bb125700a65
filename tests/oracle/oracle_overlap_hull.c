/* The exact hull answers; see oracle_overlap_hull.h. */
#include "oracle/oracle_overlap_hull.h"

#include <gmp.h>
#include <stdlib.h>
#include <string.h>

#include "oracle/oracle_closest_point_hull.h"
#include "oracle/oracle_overlap_frustum.h"

/* out = a - b (3 rationals from doubles). */
static void diff3(mpq_t *out, const double *a, const double *b) {
    mpq_t t;
    mpq_init(t);
    for (int i = 0; i < 3; i++) {
        mpq_set_d(out[i], a[i]);
        mpq_set_d(t, b[i]);
        mpq_sub(out[i], out[i], t);
    }
    mpq_clear(t);
}

static void dot3(mpq_t out, mpq_t *a, mpq_t *b) {
    mpq_t t;
    mpq_init(t);
    mpq_set_ui(out, 0, 1);
    for (int i = 0; i < 3; i++) {
        mpq_mul(t, a[i], b[i]);
        mpq_add(out, out, t);
    }
    mpq_clear(t);
}

static void cross3(mpq_t *out, mpq_t *a, mpq_t *b) {
    mpq_t t;
    mpq_init(t);
    for (int i = 0; i < 3; i++) {
        int j = (i + 1) % 3, k = (i + 2) % 3;
        mpq_mul(out[i], a[j], b[k]);
        mpq_mul(t, a[k], b[j]);
        mpq_sub(out[i], out[i], t);
    }
    mpq_clear(t);
}

bool oracle_hull_verts_sphere(int n, const double *xyz, const double *c, double r) {
    oracle_phull h;
    oracle_closest_point_hull(n, xyz, c, &h);
    if (h.inside)
        return true;
    /* N / D = the squared distance from c to the affine hull of the simplex */
    const double *a = xyz + 3 * h.simplex[0];
    mpq_t pa[3], e[3], f[3], x[3], N, D, t;
    for (int i = 0; i < 3; i++)
        mpq_inits(pa[i], e[i], f[i], x[i], NULL);
    mpq_inits(N, D, t, NULL);
    diff3(pa, c, a);
    if (h.dim == 1) {
        dot3(N, pa, pa);
        mpq_set_ui(D, 1, 1);
    } else if (h.dim == 2) {
        diff3(e, xyz + 3 * h.simplex[1], a);
        cross3(x, pa, e);
        dot3(N, x, x);
        dot3(D, e, e);
    } else {
        diff3(e, xyz + 3 * h.simplex[1], a);
        diff3(f, xyz + 3 * h.simplex[2], a);
        cross3(x, e, f);
        dot3(t, x, pa);
        mpq_mul(N, t, t);
        dot3(D, x, x);
    }
    mpq_set_d(t, r);
    mpq_mul(t, t, t);
    mpq_mul(t, t, D);
    bool meets = mpq_cmp(N, t) <= 0;
    if (mpq_sgn(D) <= 0)
        abort(); /* the oracle's simplex is affinely independent */
    for (int i = 0; i < 3; i++)
        mpq_clears(pa[i], e[i], f[i], x[i], NULL);
    mpq_clears(N, D, t, NULL);
    return meets;
}

int oracle_hull_verts_plane(int n, const double *xyz, const double *pn, double po) {
    int seen = 0;
    mpq_t s, t, q;
    mpq_inits(s, t, q, NULL);
    for (int j = 0; j < n; j++) { /* sign(pn . v - po) */
        mpq_set_d(s, po);
        mpq_neg(s, s);
        for (int i = 0; i < 3; i++) {
            mpq_set_d(t, pn[i]);
            mpq_set_d(q, xyz[3 * j + i]);
            mpq_mul(t, t, q);
            mpq_add(s, s, t);
        }
        int sg = mpq_sgn(s);
        seen |= sg > 0 ? 1 : sg < 0 ? 2 : 3;
    }
    mpq_clears(s, t, q, NULL);
    return seen == 1 ? 0 : seen == 2 ? 2 : 1;
}

/* The planes of a (na) and b (nb) together: feasible? */
static bool feasible2(int na, const double *an, const double *ao, int nb, const double *bn,
                      const double *bo) {
    int m = na + nb;
    double *n = malloc((size_t)(4 * m) * sizeof *n), *o = n + 3 * m;
    if (!n)
        abort();
    memcpy(n, an, (size_t)(3 * na) * sizeof *n);
    memcpy(n + 3 * na, bn, (size_t)(3 * nb) * sizeof *n);
    memcpy(o, ao, (size_t)na * sizeof *o);
    memcpy(o + na, bo, (size_t)nb * sizeof *o);
    bool f = oracle_frustum_planes_feasible(m, n, o);
    free(n);
    return f;
}

int oracle_hull_planes_plane(int n, const double *normal, const double *offset, const double *pn,
                             double po) {
    double flip[3] = {-pn[0], -pn[1], -pn[2]}, fo = -po;
    bool behind = feasible2(n, normal, offset, 1, pn, &po);
    bool front = feasible2(n, normal, offset, 1, flip, &fo);
    return behind && front ? 1 : behind ? 2 : 0;
}

bool oracle_hull_planes_aabb(int n, const double *normal, const double *offset, const double *lo,
                             const double *hi) {
    double bn[18] = {0}, bo[6];
    for (int k = 0; k < 3; k++) { /* x_k <= hi_k, -x_k <= -lo_k */
        bn[3 * (2 * k) + k] = 1;
        bo[2 * k] = hi[k];
        bn[3 * (2 * k + 1) + k] = -1;
        bo[2 * k + 1] = -lo[k];
    }
    return feasible2(n, normal, offset, 6, bn, bo);
}

bool oracle_hull_planes_hull(int na, const double *an, const double *ao, int nb, const double *bn,
                             const double *bo) {
    return feasible2(na, an, ao, nb, bn, bo);
}
