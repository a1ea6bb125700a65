/* Point location, exactly; see oracle_locate.h. */
#include "oracle/oracle_locate.h"

#include <string.h>

/* out = a x b (3D) or its z component in out->c[2] (2D: x, y zero). */
static void q_cross(qvec *out, const qvec *a, const qvec *b) {
    mpq_t t;
    mpq_init(t);
    for (int k = 0; k < 3; k++) {
        int i = (k + 1) % 3, j = (k + 2) % 3;
        if (a->dim == 2 && k != 2) {
            mpq_set_ui(out->c[k], 0, 1);
            continue;
        }
        mpq_mul(out->c[k], a->c[i], b->c[j]);
        mpq_mul(t, a->c[j], b->c[i]);
        mpq_sub(out->c[k], out->c[k], t);
    }
    mpq_clear(t);
}

/* l[0..n] from l[1..n] (l0 = 1 - sum), the location and the signs. */
static void finish(int n, mpq_t *l, oracle_locate *out) {
    mpq_set_ui(l[0], 1, 1);
    for (int i = 1; i <= n; i++)
        mpq_sub(l[0], l[0], l[i]);
    bool neg = false, zero = false;
    for (int i = 0; i <= n; i++) {
        int s = mpq_sgn(l[i]);
        neg |= s < 0;
        zero |= s == 0;
        if (i < 3) {
            out->bary_sign[i] = s;
            out->bary[i] = oracle_q_ld(l[i]);
        }
    }
    out->location = neg ? 1 : zero ? 0 : -1;
}

/* Is p on the closed segment ab (dim coordinates)? */
static bool on_segment(int dim, const double *a, const double *b, const double *p) {
    double a3[3] = {a[0], a[1], dim == 3 ? a[2] : 0}, b3[3] = {b[0], b[1], dim == 3 ? b[2] : 0};
    double p3[3] = {p[0], p[1], dim == 3 ? p[2] : 0};
    return oracle_on_segment3(a3, b3, p3);
}

static bool on_edges(int dim, const double (*v)[3], const double *p) {
    return on_segment(dim, v[0], v[1], p) || on_segment(dim, v[1], v[2], p) ||
           on_segment(dim, v[2], v[0], p);
}

void oracle_locate_tri(int dim, const double (*v)[3], const double *p, oracle_locate *out) {
    memset(out, 0, sizeof *out);
    qvec q0, e1, e2, w, x;
    qvec_init(&q0, dim);
    qvec_init(&e1, dim);
    qvec_init(&e2, dim);
    qvec_init(&w, dim);
    qvec_init(&x, 3);
    qvec_set_d(&q0, v[0]);
    qvec_set_d(&e1, v[1]);
    qvec_set_d(&e2, v[2]);
    qvec_set_d(&w, p);
    qvec_sub(&e1, &e1, &q0);
    qvec_sub(&e2, &e2, &q0);
    qvec_sub(&w, &w, &q0);
    mpq_t l[3], D, t, d11, d12, d22, w1, w2;
    for (int i = 0; i < 3; i++)
        mpq_init(l[i]);
    mpq_inits(D, t, d11, d12, d22, w1, w2, NULL);
    if (dim == 2) {
        q_cross(&x, &e1, &e2);
        mpq_set(D, x.c[2]);
    } else {
        qvec_dot(d11, &e1, &e1);
        qvec_dot(d12, &e1, &e2);
        qvec_dot(d22, &e2, &e2);
        qvec_dot(w1, &w, &e1);
        qvec_dot(w2, &w, &e2);
        mpq_mul(D, d11, d22);
        mpq_mul(t, d12, d12);
        mpq_sub(D, D, t);
    }
    if (mpq_sgn(D) == 0) {
        out->degenerate = true;
        out->location = on_edges(dim, v, p) ? 0 : 1;
    } else {
        if (dim == 2) {
            q_cross(&x, &w, &e2);
            mpq_div(l[1], x.c[2], D);
            q_cross(&x, &e1, &w);
            mpq_div(l[2], x.c[2], D);
        } else {
            mpq_mul(l[1], d22, w1);
            mpq_mul(t, d12, w2);
            mpq_sub(l[1], l[1], t);
            mpq_div(l[1], l[1], D);
            mpq_mul(l[2], d11, w2);
            mpq_mul(t, d12, w1);
            mpq_sub(l[2], l[2], t);
            mpq_div(l[2], l[2], D);
        }
        finish(2, l, out);
    }
    for (int i = 0; i < 3; i++)
        mpq_clear(l[i]);
    mpq_clears(D, t, d11, d12, d22, w1, w2, NULL);
    qvec_clear(&q0);
    qvec_clear(&e1);
    qvec_clear(&e2);
    qvec_clear(&w);
    qvec_clear(&x);
}

/* det[a, b, c] of three 3D vectors. */
static void q_det3(mpq_t out, const qvec *a, const qvec *b, const qvec *c) {
    qvec x;
    qvec_init(&x, 3);
    q_cross(&x, b, c);
    qvec_dot(out, a, &x);
    qvec_clear(&x);
}

/* Is p in the closed triangle abc in space? */
static bool in_tri3(const double *a, const double *b, const double *c, const double *p) {
    const double v[3][3] = {{a[0], a[1], a[2]}, {b[0], b[1], b[2]}, {c[0], c[1], c[2]}};
    oracle_locate t;
    oracle_locate_tri(3, v, p, &t);
    if (t.degenerate || t.location > 0)
        return t.location <= 0;
    qvec e1, e2, w;
    qvec_init(&e1, 3);
    qvec_init(&e2, 3);
    qvec_init(&w, 3);
    qvec_set_d(&e1, b);
    qvec_set_d(&e2, c);
    qvec_set_d(&w, p);
    qvec x0;
    qvec_init(&x0, 3);
    qvec_set_d(&x0, a);
    qvec_sub(&e1, &e1, &x0);
    qvec_sub(&e2, &e2, &x0);
    qvec_sub(&w, &w, &x0);
    mpq_t d;
    mpq_init(d);
    q_det3(d, &e1, &e2, &w);
    bool in = mpq_sgn(d) == 0;
    mpq_clear(d);
    qvec_clear(&e1);
    qvec_clear(&e2);
    qvec_clear(&w);
    qvec_clear(&x0);
    return in;
}

void oracle_locate_tet(const double (*v)[3], const double *p, oracle_locate *out) {
    memset(out, 0, sizeof *out);
    qvec e[4], w, q0;
    for (int i = 0; i < 4; i++)
        qvec_init(&e[i], 3);
    qvec_init(&w, 3);
    qvec_init(&q0, 3);
    qvec_set_d(&q0, v[0]);
    for (int i = 1; i < 4; i++) {
        qvec_set_d(&e[i], v[i]);
        qvec_sub(&e[i], &e[i], &q0);
    }
    qvec_set_d(&w, p);
    qvec_sub(&w, &w, &q0);
    mpq_t D, l[4];
    mpq_init(D);
    for (int i = 0; i < 4; i++)
        mpq_init(l[i]);
    q_det3(D, &e[1], &e[2], &e[3]);
    if (mpq_sgn(D) == 0) {
        out->degenerate = true;
        bool on = false;
        for (int i = 0; i < 4 && !on; i++)
            on = in_tri3(v[(i + 1) % 4], v[(i + 2) % 4], v[(i + 3) % 4], p);
        out->location = on ? 0 : 1;
    } else {
        q_det3(l[1], &w, &e[2], &e[3]);
        q_det3(l[2], &e[1], &w, &e[3]);
        q_det3(l[3], &e[1], &e[2], &w);
        for (int i = 1; i < 4; i++)
            mpq_div(l[i], l[i], D);
        finish(3, l, out);
    }
    mpq_clear(D);
    for (int i = 0; i < 4; i++) {
        mpq_clear(l[i]);
        qvec_clear(&e[i]);
    }
    qvec_clear(&w);
    qvec_clear(&q0);
}

void oracle_locate_hull(int m, const double (*n)[3], const double *o, const double *p,
                        oracle_locate *out) {
    memset(out, 0, sizeof *out);
    qvec nq, pq;
    qvec_init(&nq, 3);
    qvec_init(&pq, 3);
    qvec_set_d(&pq, p);
    mpq_t s, oq;
    mpq_inits(s, oq, NULL);
    bool pos = false, zero = false;
    for (int j = 0; j < m; j++) {
        qvec_set_d(&nq, n[j]);
        qvec_dot(s, &nq, &pq);
        mpq_set_d(oq, o[j]);
        mpq_sub(s, s, oq);
        pos |= mpq_sgn(s) > 0;
        zero |= mpq_sgn(s) == 0;
    }
    out->location = pos ? 1 : zero ? 0 : -1;
    mpq_clears(s, oq, NULL);
    qvec_clear(&nq);
    qvec_clear(&pq);
}
