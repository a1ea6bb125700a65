/* The exact frustum answers; see oracle_overlap_frustum.h. */
#include "oracle/oracle_overlap_frustum.h"

#include <gmp.h>
#include <math.h>
#include <stdlib.h>

#include "oracle/oracle.h"
#include "oracle/oracle_closest_point_hull_planes.h"

/* ---- Points -------------------------------------------------------------------------- */

bool oracle_frustum_point(const double *normal, const double *offset, const double *p) {
    bool inside = true;
    mpq_t s, t, q;
    mpq_inits(s, t, q, NULL);
    for (int j = 0; j < 6 && inside; j++) { /* sign(n . p - o) */
        mpq_set_d(s, offset[j]);
        mpq_neg(s, s);
        for (int i = 0; i < 3; i++) {
            mpq_set_d(t, normal[3 * j + i]);
            mpq_set_d(q, p[i]);
            mpq_mul(t, t, q);
            mpq_add(s, s, t);
        }
        inside = mpq_sgn(s) <= 0;
    }
    mpq_clears(s, t, q, NULL);
    return inside;
}

/* ---- Balls --------------------------------------------------------------------------- */

bool oracle_frustum_sphere(const double *normal, const double *offset, const double *c, double r) {
    return oracle_frustum_planes_sphere(6, normal, offset, c, r);
}

bool oracle_frustum_planes_sphere(int m, const double *normal, const double *offset,
                                  const double *c, double r) {
    oracle_hplanes h;
    oracle_closest_point_hull_planes(m, normal, offset, c, &h);
    if (h.empty)
        return false;
    if (h.inside)
        return true;
    int k = h.cert_size;
    mpq_t n[3][3], res[3], G[3][3], t, u, num, det;
    mpq_inits(t, u, num, det, NULL);
    for (int a = 0; a < k; a++) {
        mpq_init(res[a]);
        for (int i = 0; i < 3; i++) {
            mpq_init(n[a][i]);
            mpq_set_d(n[a][i], normal[3 * h.cert[a] + i]);
            mpq_set_d(t, c[i]);
            mpq_mul(t, t, n[a][i]);
            mpq_add(res[a], res[a], t);
        }
        mpq_set_d(t, offset[h.cert[a]]);
        mpq_sub(res[a], res[a], t);
    }
    for (int a = 0; a < 3; a++)
        for (int b = 0; b < 3; b++) {
            mpq_init(G[a][b]);
            if (a < k && b < k)
                for (int i = 0; i < 3; i++) {
                    mpq_mul(t, n[a][i], n[b][i]);
                    mpq_add(G[a][b], G[a][b], t);
                }
            else if (a == b)
                mpq_set_ui(G[a][b], 1, 1); /* pad to 3 x 3 with the identity */
        }
    /* adj(G) entries: cofactor(b, a); num = r^T adj(G) r over the k x k block (the padded
     * identity leaves det and the block's adjugate unchanged) */
    mpq_t adj[3][3];
    for (int a = 0; a < 3; a++)
        for (int b = 0; b < 3; b++) {
            mpq_init(adj[a][b]);
            int r0 = (b + 1) % 3, r1 = (b + 2) % 3, c0 = (a + 1) % 3, c1 = (a + 2) % 3;
            mpq_mul(t, G[r0][c0], G[r1][c1]);
            mpq_mul(u, G[r0][c1], G[r1][c0]);
            mpq_sub(adj[a][b], t, u);
        }
    for (int a = 0; a < 3; a++) {
        mpq_mul(t, G[0][a], adj[a][0]);
        mpq_add(det, det, t);
    }
    for (int a = 0; a < k; a++)
        for (int b = 0; b < k; b++) {
            mpq_mul(t, res[a], adj[a][b]);
            mpq_mul(t, t, res[b]);
            mpq_add(num, num, t);
        }
    mpq_set_d(t, r);
    mpq_mul(t, t, t);
    mpq_mul(t, t, det);
    mpq_sub(num, num, t);
    bool meets = mpq_sgn(num) <= 0;
    if (mpq_sgn(det) <= 0)
        abort(); /* a certificate's normals are independent */
    for (int a = 0; a < 3; a++)
        for (int b = 0; b < 3; b++) {
            mpq_clear(G[a][b]);
            mpq_clear(adj[a][b]);
        }
    for (int a = 0; a < k; a++) {
        mpq_clear(res[a]);
        for (int i = 0; i < 3; i++)
            mpq_clear(n[a][i]);
    }
    mpq_clears(t, u, num, det, NULL);
    return meets;
}

/* ---- Boxes: Fourier-Motzkin in integers ---------------------------------------------- */

/* A row a . x <= b. */
typedef struct fm_row {
    mpz_t a[3], b;
} fm_row;

typedef struct fm_rows {
    fm_row *row;
    int n, cap;
} fm_rows;

static fm_row *fm_push(fm_rows *r) {
    if (r->n == r->cap) {
        r->cap = r->cap ? 2 * r->cap : 32;
        r->row = realloc(r->row, (size_t)r->cap * sizeof *r->row);
        if (!r->row)
            abort();
    }
    fm_row *x = &r->row[r->n++];
    mpz_inits(x->a[0], x->a[1], x->a[2], x->b, NULL);
    return x;
}

static void fm_free(fm_rows *r) {
    for (int i = 0; i < r->n; i++)
        mpz_clears(r->row[i].a[0], r->row[i].a[1], r->row[i].a[2], r->row[i].b, NULL);
    free(r->row);
    r->row = NULL;
    r->n = r->cap = 0;
}

/* The exponent shift E that makes x 2^E an integer for every x given (E >= 0). */
static int fm_shift(const double *v, int n) {
    int E = 0;
    for (int i = 0; i < n; i++) {
        if (v[i] == 0)
            continue;
        int e;
        frexp(v[i], &e);
        E = 53 - e > E ? 53 - e : E;
    }
    return E;
}

/* x 2^E as an integer (exact by the choice of E). */
static void fm_int(mpz_t out, double x, int E) {
    int e;
    double m = frexp(x, &e);
    mpz_set_d(out, ldexp(m, 53));
    int s = e - 53 + E;
    if (s >= 0)
        mpz_mul_2exp(out, out, (mp_bitcnt_t)s);
    else
        mpz_tdiv_q_2exp(out, out, (mp_bitcnt_t)-s);
}

/* Whether the rows have a common point, eliminating one variable per round. */
static bool fm_feasible(fm_rows *cur, bool *alive) {
    mpz_t t;
    mpz_init(t);
    bool feasible = true;
    for (int round = 0; round < 3 && feasible; round++) {
        /* the live variable with the fewest new rows */
        int best = -1;
        long best_cost = 0;
        for (int v = 0; v < 3; v++) {
            if (!alive[v])
                continue;
            long p = 0, q = 0;
            for (int i = 0; i < cur->n; i++) {
                int s = mpz_sgn(cur->row[i].a[v]);
                p += s > 0;
                q += s < 0;
            }
            long cost = p * q - p - q;
            if (best < 0 || cost < best_cost) {
                best = v;
                best_cost = cost;
            }
        }
        int v = best;
        alive[v] = false;
        fm_rows next = {NULL, 0, 0};
        for (int i = 0; i < cur->n; i++) {
            fm_row *p = &cur->row[i];
            int sp = mpz_sgn(p->a[v]);
            if (sp == 0) {
                fm_row *x = fm_push(&next);
                for (int k = 0; k < 3; k++)
                    mpz_set(x->a[k], p->a[k]);
                mpz_set(x->b, p->b);
                continue;
            }
            if (sp < 0)
                continue;
            for (int j = 0; j < cur->n; j++) {
                fm_row *q = &cur->row[j];
                if (mpz_sgn(q->a[v]) >= 0)
                    continue;
                /* (-q_v) p + p_v q: both weights positive, variable v cancels */
                fm_row *x = fm_push(&next);
                for (int k = 0; k < 3; k++) {
                    mpz_mul(x->a[k], q->a[v], p->a[k]);
                    mpz_neg(x->a[k], x->a[k]);
                    mpz_mul(t, p->a[v], q->a[k]);
                    mpz_add(x->a[k], x->a[k], t);
                }
                mpz_mul(x->b, q->a[v], p->b);
                mpz_neg(x->b, x->b);
                mpz_mul(t, p->a[v], q->b);
                mpz_add(x->b, x->b, t);
            }
        }
        fm_free(cur);
        /* rows with no variable left: 0 <= b */
        int kept = 0;
        for (int i = 0; i < next.n; i++) {
            fm_row *x = &next.row[i];
            bool zero = mpz_sgn(x->a[0]) == 0 && mpz_sgn(x->a[1]) == 0 && mpz_sgn(x->a[2]) == 0;
            if (zero) {
                feasible &= mpz_sgn(x->b) >= 0;
                mpz_clears(x->a[0], x->a[1], x->a[2], x->b, NULL);
            } else {
                next.row[kept++] = *x;
            }
        }
        next.n = kept;
        *cur = next;
        if (round == 1 && feasible) { /* one variable left: largest lower <= smallest upper */
            int w = alive[0] ? 0 : alive[1] ? 1 : 2;
            int lo = -1, hi = -1; /* rows giving x_w >= b / a (a < 0) and x_w <= b / a */
            for (int i = 0; i < cur->n; i++) {
                fm_row *x = &cur->row[i];
                int s = mpz_sgn(x->a[w]);
                int *best_row = s > 0 ? &hi : &lo;
                if (*best_row < 0) {
                    *best_row = i;
                    continue;
                }
                fm_row *y = &cur->row[*best_row];
                /* compare b_x / a_x with b_y / a_y: sign of b_x a_y - b_y a_x over a_x a_y */
                mpz_mul(t, x->b, y->a[w]);
                mpz_t u;
                mpz_init(u);
                mpz_mul(u, y->b, x->a[w]);
                mpz_sub(t, t, u);
                int cmp = mpz_sgn(t) * mpz_sgn(x->a[w]) * mpz_sgn(y->a[w]);
                mpz_clear(u);
                if ((s > 0 && cmp < 0) || (s < 0 && cmp > 0))
                    *best_row = i;
            }
            if (lo >= 0 && hi >= 0) {
                fm_row *L = &cur->row[lo], *H = &cur->row[hi];
                /* b_L / a_L <= b_H / a_H, a_L < 0 < a_H: b_L a_H >= b_H a_L */
                mpz_t u;
                mpz_init(u);
                mpz_mul(t, L->b, H->a[w]);
                mpz_mul(u, H->b, L->a[w]);
                feasible = mpz_cmp(t, u) >= 0;
                mpz_clear(u);
            }
            break;
        }
    }
    mpz_clear(t);
    fm_free(cur);
    return feasible;
}

/* The frustum's inputs into all (24), for fm_shift. */
static int fm_frustum_inputs(double *all, const double *normal, const double *offset) {
    for (int i = 0; i < 18; i++)
        all[i] = normal[i];
    for (int i = 0; i < 6; i++)
        all[18 + i] = offset[i];
    return 24;
}

/* The rows of m planes (the frustum's six), into r, with the shift E. */
static void fm_planes(fm_rows *r, int m, const double *normal, const double *offset, int E) {
    for (int j = 0; j < m; j++) { /* (n 2^E) . (x 2^E) <= (o 2^E) 2^E */
        fm_row *x = fm_push(r);
        for (int k = 0; k < 3; k++)
            fm_int(x->a[k], normal[3 * j + k], E);
        fm_int(x->b, offset[j], E);
        mpz_mul_2exp(x->b, x->b, (mp_bitcnt_t)E);
    }
}

bool oracle_frustum_aabb(const double *normal, const double *offset, const double *lo,
                         const double *hi) {
    double all[30];
    int n = fm_frustum_inputs(all, normal, offset);
    for (int i = 0; i < 3; i++) {
        all[n++] = lo[i];
        all[n++] = hi[i];
    }
    int E = fm_shift(all, n);
    fm_rows r = {NULL, 0, 0};
    fm_planes(&r, 6, normal, offset, E);
    for (int k = 0; k < 3; k++) { /* x_k <= hi_k and -x_k <= -lo_k, times 2^E */
        fm_row *x = fm_push(&r);
        mpz_set_ui(x->a[k], 1);
        fm_int(x->b, hi[k], E);
        x = fm_push(&r);
        mpz_set_si(x->a[k], -1);
        fm_int(x->b, lo[k], E);
        mpz_neg(x->b, x->b);
    }
    bool alive[3] = {true, true, true};
    return fm_feasible(&r, alive);
}

bool oracle_frustum_obb(const double *normal, const double *offset, const double *c, double a[3][3],
                        const double *h) {
    double all[40];
    int n = fm_frustum_inputs(all, normal, offset);
    for (int i = 0; i < 3; i++) {
        all[n++] = c[i];
        all[n++] = h[i];
        for (int k = 0; k < 3; k++)
            all[n++] = a[i][k];
    }
    int E = fm_shift(all, n);
    fm_rows r = {NULL, 0, 0};
    fm_planes(&r, 6, normal, offset, E);
    mpz_t C[3], t;
    mpz_inits(C[0], C[1], C[2], t, NULL);
    for (int k = 0; k < 3; k++)
        fm_int(C[k], c[k], E);
    for (int i = 0; i < 3; i++) /* +-A . X <= +-A . C + H 2^E */
        for (int s = 1; s >= -1; s -= 2) {
            fm_row *x = fm_push(&r);
            for (int k = 0; k < 3; k++) {
                fm_int(x->a[k], a[i][k], E);
                if (s < 0)
                    mpz_neg(x->a[k], x->a[k]);
                mpz_mul(t, x->a[k], C[k]);
                mpz_add(x->b, x->b, t);
            }
            fm_int(t, h[i], E);
            mpz_mul_2exp(t, t, (mp_bitcnt_t)E);
            mpz_add(x->b, x->b, t);
        }
    mpz_clears(C[0], C[1], C[2], t, NULL);
    bool alive[3] = {true, true, true};
    return fm_feasible(&r, alive);
}

bool oracle_frustum_planes_feasible(int m, const double *normal, const double *offset) {
    double *all = malloc((size_t)(4 * m) * sizeof *all);
    if (!all)
        abort();
    for (int i = 0; i < 3 * m; i++)
        all[i] = normal[i];
    for (int i = 0; i < m; i++)
        all[3 * m + i] = offset[i];
    int E = fm_shift(all, 4 * m);
    free(all);
    fm_rows r = {NULL, 0, 0};
    fm_planes(&r, m, normal, offset, E);
    bool alive[3] = {true, true, true};
    return fm_feasible(&r, alive);
}
