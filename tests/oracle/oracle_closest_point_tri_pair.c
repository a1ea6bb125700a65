/* The exact closest pair of a segment and a triangle, or of two triangles; see
 * oracle_closest_point_tri_pair.h. */
#include "oracle/oracle_closest_point_tri_pair.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include <mpfr.h>

/* ---- Integer vectors -------------------------------------------------------------------- */

typedef struct zv {
    mpz_t c[3];
} zv;

static void zv_init(zv *v) {
    for (int i = 0; i < 3; i++)
        mpz_init(v->c[i]);
}

static void zv_clear(zv *v) {
    for (int i = 0; i < 3; i++)
        mpz_clear(v->c[i]);
}

static void zv_set(zv *out, const zv *a) {
    for (int i = 0; i < 3; i++)
        mpz_set(out->c[i], a->c[i]);
}

static void zv_sub(zv *out, const zv *a, const zv *b) {
    for (int i = 0; i < 3; i++)
        mpz_sub(out->c[i], a->c[i], b->c[i]);
}

static void zv_dot(mpz_t out, const zv *a, const zv *b) {
    mpz_mul(out, a->c[0], b->c[0]);
    mpz_addmul(out, a->c[1], b->c[1]);
    mpz_addmul(out, a->c[2], b->c[2]);
}

/* out = a x b (out not a or b). */
static void zv_cross(zv *out, const zv *a, const zv *b) {
    for (int i = 0; i < 3; i++) {
        int j = (i + 1) % 3, k = (i + 2) % 3;
        mpz_mul(out->c[i], a->c[j], b->c[k]);
        mpz_submul(out->c[i], a->c[k], b->c[j]);
    }
}

static bool zv_equal(const zv *a, const zv *b) {
    return mpz_cmp(a->c[0], b->c[0]) == 0 && mpz_cmp(a->c[1], b->c[1]) == 0 &&
           mpz_cmp(a->c[2], b->c[2]) == 0;
}

static long double z_ld(const mpz_t z) {
    mpfr_t x;
    mpfr_init2(x, 80);
    mpfr_set_z(x, z, MPFR_RNDN);
    long double out = mpfr_get_ld(x, MPFR_RNDN);
    mpfr_clear(x);
    return out;
}

static long double sqrt_q(const mpq_t q) {
    mpfr_t x;
    mpfr_init2(x, ORACLE_PREC);
    mpfr_set_q(x, q, MPFR_RNDN);
    mpfr_sqrt(x, x, MPFR_RNDN);
    long double out = mpfr_get_ld(x, MPFR_RNDN);
    mpfr_clear(x);
    return out;
}

/* out = num / den (den != 0). */
static void q_ratio(mpq_t out, const mpz_t num, const mpz_t den) {
    mpz_set(mpq_numref(out), num);
    mpz_set(mpq_denref(out), den);
    if (mpz_sgn(den) < 0) {
        mpz_neg(mpq_numref(out), mpq_numref(out));
        mpz_neg(mpq_denref(out), mpq_denref(out));
    }
    mpq_canonicalize(out);
}

/* out = clamp(num / den, 0, 1), den > 0. */
static void clamp_z(mpq_t out, const mpz_t num, const mpz_t den) {
    if (mpz_sgn(num) <= 0)
        mpq_set_ui(out, 0, 1);
    else if (mpz_cmp(num, den) >= 0)
        mpq_set_ui(out, 1, 1);
    else
        q_ratio(out, num, den);
}

/* out = clamp(num / den, 0, 1), num rational, den > 0 an integer. */
static void clamp_q(mpq_t out, const mpq_t num, const mpz_t den) {
    mpq_t d;
    mpq_init(d);
    mpq_set_z(d, den);
    if (mpq_sgn(num) <= 0)
        mpq_set_ui(out, 0, 1);
    else if (mpq_cmp(num, d) >= 0)
        mpq_set_ui(out, 1, 1);
    else
        mpq_div(out, num, d);
    mpq_clear(d);
}

static bool q_is(const mpq_t q, unsigned long v) {
    return mpq_cmp_ui(q, v, 1) == 0;
}

/* ---- The shapes ------------------------------------------------------------------------ */

/* A point (n = 1), a segment (2) or a proper triangle (3), its vertices v[k] being the
 * input's vertex index[k] and its edges v[k] -> v[(k + 1) % n] the input's edge
 * edge_index[k]. */
typedef struct zshape {
    int n, edges;
    zv v[3];
    long double vl[3][3]; /* v[k] as long double (scaled) */
    int index[3], edge_index[3];
    zv ev[3];    /* edge k's vector */
    mpz_t ee[3]; /* |ev[k]|^2 */
    /* a proper triangle: e1 = v1 - v0, e2 = v2 - v0, nrm = e1 x e2, the Gram entries and
     * det = g11 g22 - g12^2 = |nrm|^2 */
    zv e2, nrm;
    mpz_t g11, g12, g22, det;
} zshape;

static void shape_init(zshape *s) {
    for (int k = 0; k < 3; k++) {
        zv_init(&s->v[k]);
        zv_init(&s->ev[k]);
        mpz_init(s->ee[k]);
    }
    zv_init(&s->e2);
    zv_init(&s->nrm);
    mpz_inits(s->g11, s->g12, s->g22, s->det, NULL);
}

static void shape_clear(zshape *s) {
    for (int k = 0; k < 3; k++) {
        zv_clear(&s->v[k]);
        zv_clear(&s->ev[k]);
        mpz_clear(s->ee[k]);
    }
    zv_clear(&s->e2);
    zv_clear(&s->nrm);
    mpz_clears(s->g11, s->g12, s->g22, s->det, NULL);
}

/* The shape of m input vertices (2: a segment, 3: a triangle); returns whether it is
 * degenerate (a point segment, a collinear triangle). */
static bool shape_build(zshape *s, const zv *in, int m) {
    int pick[3] = {0, 1, 2};
    bool degenerate;
    if (m == 2) {
        degenerate = zv_equal(&in[0], &in[1]);
        s->n = degenerate ? 1 : 2;
        s->edge_index[0] = 0;
    } else {
        zv e1, e2, n;
        zv_init(&e1);
        zv_init(&e2);
        zv_init(&n);
        zv_sub(&e1, &in[1], &in[0]);
        zv_sub(&e2, &in[2], &in[0]);
        zv_cross(&n, &e1, &e2);
        degenerate = mpz_sgn(n.c[0]) == 0 && mpz_sgn(n.c[1]) == 0 && mpz_sgn(n.c[2]) == 0;
        if (!degenerate) {
            s->n = 3;
            for (int k = 0; k < 3; k++)
                s->edge_index[k] = k;
        } else {
            /* the first edge i -> j whose closed segment holds the third vertex k */
            int edge = -1;
            mpz_t dot;
            mpz_init(dot);
            for (int i = 0; i < 3 && edge < 0; i++) {
                int j = (i + 1) % 3, k = (i + 2) % 3;
                zv_sub(&e1, &in[k], &in[i]);
                zv_sub(&e2, &in[k], &in[j]);
                zv_dot(dot, &e1, &e2);
                if (mpz_sgn(dot) <= 0)
                    edge = i;
            }
            mpz_clear(dot);
            if (edge < 0)
                abort(); /* of three collinear points one lies between the others */
            int j = (edge + 1) % 3;
            if (zv_equal(&in[edge], &in[j])) { /* all three coincide: vertex 0 */
                s->n = 1;
                pick[0] = 0;
            } else {
                s->n = 2;
                pick[0] = edge;
                pick[1] = j;
            }
            s->edge_index[0] = edge;
        }
        zv_clear(&e1);
        zv_clear(&e2);
        zv_clear(&n);
    }
    if (m == 2 && degenerate)
        pick[0] = 0;
    for (int k = 0; k < s->n; k++) {
        zv_set(&s->v[k], &in[pick[k]]);
        s->index[k] = pick[k];
        for (int c = 0; c < 3; c++)
            s->vl[k][c] = z_ld(s->v[k].c[c]);
    }
    s->edges = s->n == 3 ? 3 : 1;
    for (int k = 0; k < s->edges; k++) {
        zv_sub(&s->ev[k], &s->v[(k + 1) % s->n], &s->v[k]);
        zv_dot(s->ee[k], &s->ev[k], &s->ev[k]);
    }
    if (s->n == 3) {
        zv_sub(&s->e2, &s->v[2], &s->v[0]);
        zv_cross(&s->nrm, &s->ev[0], &s->e2);
        mpz_set(s->g11, s->ee[0]);
        zv_dot(s->g12, &s->ev[0], &s->e2);
        zv_dot(s->g22, &s->e2, &s->e2);
        zv_dot(s->det, &s->nrm, &s->nrm);
    }
    return degenerate;
}

/* ---- A point against a proper triangle ------------------------------------------------ */

/* The projection's barycentric coordinates of p times det: (1 - s - t, s, t) det, and the
 * height h = nrm.(p - v0). */
static void cramer(const zshape *T, const zv *p, mpz_t sig[3], mpz_t h) {
    zv d;
    mpz_t r1, r2;
    zv_init(&d);
    mpz_inits(r1, r2, NULL);
    zv_sub(&d, p, &T->v[0]);
    zv_dot(r1, &d, &T->ev[0]);
    zv_dot(r2, &d, &T->e2);
    mpz_mul(sig[1], r1, T->g22);
    mpz_submul(sig[1], r2, T->g12);
    mpz_mul(sig[2], r2, T->g11);
    mpz_submul(sig[2], r1, T->g12);
    mpz_sub(sig[0], T->det, sig[1]);
    mpz_sub(sig[0], sig[0], sig[2]);
    if (h)
        zv_dot(h, &T->nrm, &d);
    zv_clear(&d);
    mpz_clears(r1, r2, NULL);
}

/* The closest point of the proper triangle T to p: its coordinates and squared distance. */
static void point_tri(const zshape *T, const zv *p, mpq_t bary[3], mpq_t dist) {
    mpz_t sig[3], h, we, ww, tmp;
    mpz_inits(sig[0], sig[1], sig[2], h, we, ww, tmp, NULL);
    cramer(T, p, sig, h);
    if (mpz_sgn(sig[0]) >= 0 && mpz_sgn(sig[1]) >= 0 && mpz_sgn(sig[2]) >= 0) {
        for (int i = 0; i < 3; i++)
            q_ratio(bary[i], sig[i], T->det);
        mpz_mul(h, h, h);
        q_ratio(dist, h, T->det);
    } else {
        /* the nearest of the edges' clamped points: strictly nearer only (equal ones are
         * the one projection onto the convex triangle) */
        zv w;
        zv_init(&w);
        mpq_t f, u;
        mpq_inits(f, u, NULL);
        bool have = false;
        for (int j = 0; j < 3; j++) {
            int k = (j + 1) % 3;
            zv_sub(&w, p, &T->v[j]);
            zv_dot(we, &w, &T->ev[j]);
            if (mpz_sgn(we) <= 0) {
                zv_dot(ww, &w, &w);
                mpq_set_z(f, ww);
                mpq_set_ui(u, 0, 1);
            } else if (mpz_cmp(we, T->ee[j]) >= 0) {
                zv_sub(&w, p, &T->v[k]);
                zv_dot(ww, &w, &w);
                mpq_set_z(f, ww);
                mpq_set_ui(u, 1, 1);
            } else {
                zv_dot(ww, &w, &w);
                mpz_mul(tmp, ww, T->ee[j]);
                mpz_submul(tmp, we, we);
                q_ratio(f, tmp, T->ee[j]);
                q_ratio(u, we, T->ee[j]);
            }
            if (!have || mpq_cmp(f, dist) < 0) {
                have = true;
                mpq_set(dist, f);
                mpq_set_ui(bary[(j + 2) % 3], 0, 1);
                mpq_set(bary[k], u);
                mpq_set_ui(bary[j], 1, 1);
                mpq_sub(bary[j], bary[j], u);
            }
        }
        mpq_clears(f, u, NULL);
        zv_clear(&w);
    }
    mpz_clears(sig[0], sig[1], sig[2], h, we, ww, tmp, NULL);
}

/* ---- Two segments ------------------------------------------------------------------------ */

typedef struct quad {
    mpz_t A, B, C, D, E, F; /* f(s, t) = A s^2 - 2 B s t + C t^2 + 2 D s - 2 E t + F */
} quad;

/* out = f(s, t). */
static void quad_eval(const quad *f, const mpq_t s, const mpq_t t, mpq_t out) {
    mpq_t x, y;
    mpq_inits(x, y, NULL);
    /* (A s + 2 D) s + (C t - 2 E - 2 B s) t + F */
    mpq_set_z(x, f->A);
    mpq_mul(x, x, s);
    mpq_set_z(y, f->D);
    mpq_add(x, x, y);
    mpq_add(x, x, y);
    mpq_mul(out, x, s);
    mpq_set_z(x, f->C);
    mpq_mul(x, x, t);
    mpq_set_z(y, f->E);
    mpq_sub(x, x, y);
    mpq_sub(x, x, y);
    mpq_set_z(y, f->B);
    mpq_mul(y, y, s);
    mpq_sub(x, x, y);
    mpq_sub(x, x, y);
    mpq_mul(x, x, t);
    mpq_add(out, out, x);
    mpq_set_z(x, f->F);
    mpq_add(out, out, x);
    mpq_clears(x, y, NULL);
}

typedef struct seg_answer {
    bool parallel, free_pair;
    long double sin_theta;
} seg_answer;

/* The segments a0 + s da and b0 + t db, s, t in [0, 1]: the contract's closest pair
 * (s, t) and its squared distance (see the header). */
static void seg_seg(const zv *a0, const zv *da, const zv *b0, const zv *db, mpq_t s, mpq_t t,
                    mpq_t dist, seg_answer *ans) {
    quad f;
    zv w, n;
    mpz_t det, num, tmp;
    mpz_inits(f.A, f.B, f.C, f.D, f.E, f.F, det, num, tmp, NULL);
    zv_init(&w);
    zv_init(&n);
    zv_sub(&w, a0, b0);
    zv_dot(f.A, da, da);
    zv_dot(f.B, da, db);
    zv_dot(f.C, db, db);
    zv_dot(f.D, da, &w);
    zv_dot(f.E, db, &w);
    zv_dot(f.F, &w, &w);
    ans->parallel = ans->free_pair = false;
    ans->sin_theta = 0;
    bool a_point = mpz_sgn(f.A) == 0, b_point = mpz_sgn(f.C) == 0;
    mpq_t cs, ct, cf, num_q;
    mpq_inits(cs, ct, cf, num_q, NULL);
    if (a_point && b_point) {
        mpq_set_ui(s, 0, 1);
        mpq_set_ui(t, 0, 1);
    } else if (a_point) {
        mpq_set_ui(s, 0, 1);
        clamp_z(t, f.E, f.C);
    } else if (b_point) {
        mpq_set_ui(t, 0, 1);
        mpz_neg(num, f.D);
        clamp_z(s, num, f.A);
    } else {
        mpz_mul(det, f.A, f.C);
        mpz_submul(det, f.B, f.B);
        if (mpz_sgn(det) != 0) {
            mpq_t r;
            mpq_init(r);
            mpz_mul(tmp, f.A, f.C);
            q_ratio(r, det, tmp);
            ans->sin_theta = sqrtl(oracle_q_ld(r));
            mpq_clear(r);
            mpz_t sn, tn;
            mpz_inits(sn, tn, NULL);
            mpz_mul(sn, f.B, f.E);
            mpz_submul(sn, f.C, f.D);
            mpz_mul(tn, f.A, f.E);
            mpz_submul(tn, f.B, f.D);
            if (mpz_sgn(sn) >= 0 && mpz_cmp(sn, det) <= 0 && mpz_sgn(tn) >= 0 &&
                mpz_cmp(tn, det) <= 0) {
                /* the stationary pair, at the lines' distance (n.w)^2 / |n|^2 */
                q_ratio(s, sn, det);
                q_ratio(t, tn, det);
                zv_cross(&n, da, db);
                zv_dot(num, &n, &w);
                mpz_mul(num, num, num);
                q_ratio(dist, num, det);
                ans->free_pair = mpz_sgn(sn) > 0 && mpz_cmp(sn, det) < 0 && mpz_sgn(tn) > 0 &&
                                 mpz_cmp(tn, det) < 0;
                mpz_clears(sn, tn, NULL);
                goto done;
            }
            mpz_clears(sn, tn, NULL);
            /* the least of the four sides' minima (one minimiser: f strictly convex) */
            for (int side = 0; side < 4; side++) {
                switch (side) {
                case 0: /* s = 0 */
                    mpq_set_ui(cs, 0, 1);
                    clamp_z(ct, f.E, f.C);
                    break;
                case 1: /* s = 1 */
                    mpq_set_ui(cs, 1, 1);
                    mpz_add(num, f.B, f.E);
                    clamp_z(ct, num, f.C);
                    break;
                case 2: /* t = 0 */
                    mpq_set_ui(ct, 0, 1);
                    mpz_neg(num, f.D);
                    clamp_z(cs, num, f.A);
                    break;
                default: /* t = 1 */
                    mpq_set_ui(ct, 1, 1);
                    mpz_sub(num, f.B, f.D);
                    clamp_z(cs, num, f.A);
                    break;
                }
                quad_eval(&f, cs, ct, cf);
                if (side == 0 || mpq_cmp(cf, dist) < 0) {
                    mpq_set(dist, cf);
                    mpq_set(s, cs);
                    mpq_set(t, ct);
                }
            }
            goto done;
        }
        /* parallel: the least s among the minimisers is 0, 1 or a clamped shadow of an end
         * of b; each with b's point closest to a's */
        ans->parallel = true;
        for (int c = 0; c < 4; c++) {
            if (c < 2) {
                mpq_set_ui(cs, (unsigned long)c, 1);
            } else {
                if (c == 2)
                    mpz_neg(num, f.D);
                else
                    mpz_sub(num, f.B, f.D);
                clamp_z(cs, num, f.A);
            }
            mpq_set_z(num_q, f.B);
            mpq_mul(num_q, num_q, cs);
            mpq_set_z(cf, f.E);
            mpq_add(num_q, num_q, cf);
            clamp_q(ct, num_q, f.C);
            quad_eval(&f, cs, ct, cf);
            int cmp = c == 0 ? -1 : mpq_cmp(cf, dist);
            if (cmp < 0 || (cmp == 0 && mpq_cmp(cs, s) < 0)) {
                mpq_set(dist, cf);
                mpq_set(s, cs);
                mpq_set(t, ct);
            }
        }
        goto done;
    }
    quad_eval(&f, s, t, dist);
done:
    mpq_clears(cs, ct, cf, num_q, NULL);
    mpz_clears(f.A, f.B, f.C, f.D, f.E, f.F, det, num, tmp, NULL);
    zv_clear(&w);
    zv_clear(&n);
}

/* ---- An edge crossing a proper triangle ------------------------------------------------ */

/* Edge k of X crossing T strictly through the closed triangle: the parameter t on the
 * edge, the crossing's coordinates on T, and |h0 - h1| (= |nrm.d|); false if it does not. */
static bool crossing(const zshape *X, int k, const zshape *T, mpq_t t, mpq_t bary[3], mpz_t dh) {
    if (X->n == 1)
        return false;
    const zv *p0 = &X->v[k], *p1 = &X->v[(k + 1) % X->n];
    mpz_t s0[3], s1[3], h0, h1, N, D;
    mpz_inits(s0[0], s0[1], s0[2], s1[0], s1[1], s1[2], h0, h1, N, D, NULL);
    cramer(T, p0, s0, h0);
    cramer(T, p1, s1, h1);
    bool ok = mpz_sgn(h0) * mpz_sgn(h1) < 0;
    if (ok) {
        mpz_sub(dh, h0, h1);
        mpz_mul(D, T->det, dh);
        for (int i = 0; i < 3 && ok; i++) {
            mpz_mul(N, h0, s1[i]);
            mpz_submul(N, h1, s0[i]);
            ok = mpz_sgn(N) * mpz_sgn(D) >= 0;
            if (ok)
                q_ratio(bary[i], N, D);
        }
        if (ok)
            q_ratio(t, h0, dh);
        mpz_abs(dh, dh);
    }
    mpz_clears(s0[0], s0[1], s0[2], s1[0], s1[1], s1[2], h0, h1, N, D, NULL);
    return ok;
}

/* ---- The candidates --------------------------------------------------------------------- */

typedef struct cand {
    oracle_tpair_cand id;
    int ka, kb; /* the shapes' own vertex / edge numbers */
    mpq_t dist, s, t, bary[3];
    mpz_t dh; /* a crossing's |nrm.d| */
    seg_answer seg;
} cand;

static void cand_init(cand *c) {
    mpq_inits(c->dist, c->s, c->t, c->bary[0], c->bary[1], c->bary[2], NULL);
    mpz_init(c->dh);
}

static void cand_clear(cand *c) {
    mpq_clears(c->dist, c->s, c->t, c->bary[0], c->bary[1], c->bary[2], NULL);
    mpz_clear(c->dh);
}

typedef struct chooser {
    cand cur, best;
    bool have;
    int ties;
    oracle_tpair_cand tie[ORACLE_TPAIR_TIES];
} chooser;

/* cur is the next candidate in order: kept when strictly closer than the best so far. */
static void consider(chooser *ch) {
    int cmp = ch->have ? mpq_cmp(ch->cur.dist, ch->best.dist) : -1;
    if (cmp < 0) {
        cand t = ch->best;
        ch->best = ch->cur;
        ch->cur = t;
        ch->have = true;
        ch->ties = 0;
    }
    if (cmp <= 0) {
        if (ch->ties < ORACLE_TPAIR_TIES)
            ch->tie[ch->ties] = cmp < 0 ? ch->best.id : ch->cur.id;
        ch->ties++;
    }
}

/* ---- The chosen pair's sides ----------------------------------------------------------- */

typedef struct frame_ctx {
    unsigned long shift; /* input = scaled / 2^shift */
    long double S;       /* the largest input coordinate magnitude, scaled */
} frame_ctx;

/* A scaled rational coordinate, unscaled and rounded. */
static long double unscale(const mpq_t x, unsigned long shift) {
    mpq_t y;
    mpq_init(y);
    mpq_div_2exp(y, x, shift);
    long double out = oracle_q_ld(y);
    mpq_clear(y);
    return out;
}

static void side_clear(oracle_tpair_side *o) {
    memset(o, 0, sizeof *o);
}

static void side_vertex(const zshape *X, int k, const frame_ctx *fx, oracle_tpair_side *o) {
    side_clear(o);
    o->feature = (isect_feature){ISECT_FEATURE_VERTEX, X->index[k]};
    mpq_t c;
    mpq_init(c);
    for (int i = 0; i < 3; i++) {
        mpq_set_z(c, X->v[k].c[i]);
        o->point[i] = unscale(c, fx->shift);
    }
    mpq_clear(c);
    o->bary[X->index[k]] = 1;
}

/* The point at parameter r of edge k of X; sin_theta > 0: the pair's other parameter is
 * free too. */
static void side_edge(const zshape *X, int k, const mpq_t r, long double sin_theta,
                      const frame_ctx *fx, oracle_tpair_side *o) {
    if (X->n == 1 || mpq_sgn(r) == 0 || q_is(r, 1)) {
        side_vertex(X, X->n == 1 ? 0 : mpq_sgn(r) == 0 ? k : (k + 1) % X->n, fx, o);
        return;
    }
    side_clear(o);
    int j = (k + 1) % X->n;
    o->feature = (isect_feature){ISECT_FEATURE_EDGE, X->edge_index[k]};
    mpq_t c, one;
    mpq_inits(c, one, NULL);
    for (int i = 0; i < 3; i++) {
        mpq_set_z(c, X->ev[k].c[i]);
        mpq_mul(c, c, r);
        mpq_set_z(one, X->v[k].c[i]);
        mpq_add(c, c, one);
        o->point[i] = unscale(c, fx->shift);
    }
    mpq_set_ui(one, 1, 1);
    mpq_sub(c, one, r);
    o->bary[X->index[k]] = oracle_q_ld(c);
    o->bary[X->index[j]] = oracle_q_ld(r);
    long double len = sqrtl(z_ld(X->ee[k]));
    o->unit = fx->S / len / (sin_theta > 0 ? sin_theta : 1);
    mpq_clears(c, one, NULL);
}

/* The point of the proper triangle T with coordinates bary; face_unit: a face's unit. */
static void side_tri(const zshape *T, mpq_t bary[3], long double face_unit, const frame_ctx *fx,
                     oracle_tpair_side *o) {
    side_clear(o);
    int one = -1, zeros = 0, zero_at = -1;
    for (int i = 0; i < 3; i++) {
        if (mpq_sgn(bary[i]) < 0)
            abort();
        if (q_is(bary[i], 1) && one < 0)
            one = i;
        if (mpq_sgn(bary[i]) == 0) {
            zeros++;
            zero_at = i;
        }
    }
    if (one >= 0) {
        side_vertex(T, one, fx, o);
        return;
    }
    if (zeros == 1) {
        int e = (zero_at + 1) % 3;
        o->feature = (isect_feature){ISECT_FEATURE_EDGE, e};
        o->unit = fx->S / sqrtl(z_ld(T->ee[e]));
    } else if (zeros == 0) {
        o->feature = (isect_feature){ISECT_FEATURE_FACE, 0};
        o->unit = face_unit;
    } else {
        abort(); /* two zeros and no one: the coordinates sum to 1 */
    }
    mpq_t c, x;
    mpq_inits(c, x, NULL);
    for (int i = 0; i < 3; i++) {
        mpq_set_ui(c, 0, 1);
        for (int v = 0; v < 3; v++) {
            mpq_set_z(x, T->v[v].c[i]);
            mpq_mul(x, x, bary[v]);
            mpq_add(c, c, x);
        }
        o->point[i] = unscale(c, fx->shift);
        o->bary[i] = oracle_q_ld(bary[i]);
    }
    mpq_clears(c, x, NULL);
}

/* max_i |p - T.v_i|_inf, scaled. */
static long double spread(const zshape *T, const long double *p) {
    long double L = 0;
    for (int i = 0; i < T->n; i++)
        for (int c = 0; c < 3; c++)
            L = fmaxl(L, fabsl(p[c] - T->vl[i][c]));
    return L;
}

/* ---- The query --------------------------------------------------------------------------- */

void oracle_closest_tri_pair(int na, double a[3][3], double b[3][3], oracle_tpair *out) {
    memset(out, 0, sizeof *out);
    /* one power of two makes every coordinate an integer */
    const double *pts[6];
    int m = 0;
    for (int k = 0; k < na; k++)
        pts[m++] = a[k];
    for (int k = 0; k < 3; k++)
        pts[m++] = b[k];
    mpq_t q;
    mpq_init(q);
    unsigned long shift = 0;
    long double S = 0;
    for (int k = 0; k < m; k++)
        for (int c = 0; c < 3; c++) {
            mpq_set_d(q, pts[k][c]);
            size_t bits = mpz_sizeinbase(mpq_denref(q), 2) - 1;
            shift = bits > shift ? bits : shift;
            S = fmaxl(S, fabsl((long double)pts[k][c]));
        }
    zv in[6];
    for (int k = 0; k < m; k++) {
        zv_init(&in[k]);
        for (int c = 0; c < 3; c++) {
            mpq_set_d(q, pts[k][c]);
            mpq_mul_2exp(q, q, shift);
            if (mpz_cmp_ui(mpq_denref(q), 1) != 0)
                abort();
            mpz_set(in[k].c[c], mpq_numref(q));
        }
    }
    frame_ctx fx = {shift, ldexpl(S, (int)shift)};
    out->S = S;
    zshape A, B;
    shape_init(&A);
    shape_init(&B);
    out->degenerate = shape_build(&A, in, na);
    out->degenerate |= shape_build(&B, in + na, 3);

    chooser ch;
    cand_init(&ch.cur);
    cand_init(&ch.best);
    ch.have = false;
    ch.ties = 0;
    cand *c = &ch.cur;
    for (int k = 0; B.n == 3 && k < A.n; k++) { /* a's vertices against b */
        c->id = (oracle_tpair_cand){ORACLE_TPAIR_VERTEX_A, A.index[k], 0};
        c->ka = k;
        point_tri(&B, &A.v[k], c->bary, c->dist);
        consider(&ch);
        c = &ch.cur;
    }
    for (int k = 0; A.n == 3 && k < B.n; k++) { /* b's vertices against a */
        c->id = (oracle_tpair_cand){ORACLE_TPAIR_VERTEX_B, 0, B.index[k]};
        c->kb = k;
        point_tri(&A, &B.v[k], c->bary, c->dist);
        consider(&ch);
        c = &ch.cur;
    }
    for (int i = 0; i < A.edges; i++) /* the edge pairs */
        for (int j = 0; j < B.edges; j++) {
            c->id = (oracle_tpair_cand){ORACLE_TPAIR_EDGES, A.edge_index[i], B.edge_index[j]};
            c->ka = i;
            c->kb = j;
            seg_seg(&A.v[i], &A.ev[i], &B.v[j], &B.ev[j], c->s, c->t, c->dist, &c->seg);
            consider(&ch);
            c = &ch.cur;
        }
    for (int k = 0; B.n == 3 && k < A.edges; k++) /* a's edges crossing b */
        if (crossing(&A, k, &B, c->t, c->bary, c->dh)) {
            c->id = (oracle_tpair_cand){ORACLE_TPAIR_CROSS_A, A.edge_index[k], 0};
            c->ka = k;
            mpq_set_ui(c->dist, 0, 1);
            consider(&ch);
            c = &ch.cur;
        }
    for (int k = 0; A.n == 3 && k < B.edges; k++) /* b's edges crossing a */
        if (crossing(&B, k, &A, c->t, c->bary, c->dh)) {
            c->id = (oracle_tpair_cand){ORACLE_TPAIR_CROSS_B, 0, B.edge_index[k]};
            c->kb = k;
            mpq_set_ui(c->dist, 0, 1);
            consider(&ch);
            c = &ch.cur;
        }

    /* the chosen one's sides */
    cand *w = &ch.best;
    out->pick = w->id;
    out->ties = ch.ties;
    memcpy(out->tie, ch.tie, sizeof out->tie);
    out->meet = mpq_sgn(w->dist) == 0;
    mpq_div_2exp(q, w->dist, 2 * shift);
    out->dist_sq = oracle_q_ld(q);
    out->dist = sqrt_q(q);
    switch (w->id.kind) {
    case ORACLE_TPAIR_VERTEX_A: {
        side_vertex(&A, w->ka, &fx, &out->a);
        long double L = spread(&B, A.vl[w->ka]);
        side_tri(&B, w->bary, L * L / sqrtl(z_ld(B.det)), &fx, &out->b);
        break;
    }
    case ORACLE_TPAIR_VERTEX_B: {
        side_vertex(&B, w->kb, &fx, &out->b);
        long double L = spread(&A, B.vl[w->kb]);
        side_tri(&A, w->bary, L * L / sqrtl(z_ld(A.det)), &fx, &out->a);
        break;
    }
    case ORACLE_TPAIR_EDGES: {
        long double sin = w->seg.free_pair ? w->seg.sin_theta : 0;
        side_edge(&A, w->ka, w->s, sin, &fx, &out->a);
        side_edge(&B, w->kb, w->t, sin, &fx, &out->b);
        out->parallel = w->seg.parallel;
        out->free_pair = w->seg.free_pair;
        out->sin_theta = w->seg.sin_theta;
        break;
    }
    default: { /* a crossing */
        bool from_a = w->id.kind == ORACLE_TPAIR_CROSS_A;
        const zshape *X = from_a ? &A : &B, *T = from_a ? &B : &A;
        int k = from_a ? w->ka : w->kb;
        long double L = fmaxl(spread(T, X->vl[k]), spread(T, X->vl[(k + 1) % X->n]));
        long double unit = L * L * sqrtl(z_ld(X->ee[k])) / z_ld(w->dh);
        out->slope = z_ld(w->dh) / (sqrtl(z_ld(X->ee[k])) * sqrtl(z_ld(T->det)));
        side_edge(X, k, w->t, 0, &fx, from_a ? &out->a : &out->b);
        side_tri(T, w->bary, unit, &fx, from_a ? &out->b : &out->a);
        break;
    }
    }

    cand_clear(&ch.cur);
    cand_clear(&ch.best);
    shape_clear(&A);
    shape_clear(&B);
    for (int k = 0; k < m; k++)
        zv_clear(&in[k]);
    mpq_clear(q);
}
