/* The exact closest pair of a segment and an oriented box; see
 * oracle_closest_point_seg_obb.h. */
#include "oracle/oracle_closest_point_seg_obb.h"

#include <stdlib.h>
#include <string.h>

#include <mpfr.h>

/* The case in rationals (in the box's frame), and scratch values. */
typedef struct segobb_q {
    mpq_t P[3], d[3], c[3], ax[3][3]; /* the inputs */
    mpq_t w[3], e[3], h[3], nh[3];    /* W_i(s) = w_i + s e_i, bounds [nh_i, h_i] = [-h_i, h_i] */
    mpq_t br[8];                      /* breakpoints: 0, those inside (0, 1), 1 */
    mpq_t t, u, x, m;                 /* scratch */
    mpq_t A, B, C, s, val;            /* a piece's quadratic, its minimiser and least value */
    mpq_t D, s_lo, s_hi;              /* the least value and the minimisers' interval */
    mpq_t g0, g1, star;               /* slopes at a piece's ends; s* by the slope */
    mpq_t X[3], W[3], q[3], Y[3];     /* point_a, W(s*), its clamp, point_b */
} segobb_q;

static void q_init(segobb_q *q) {
    for (int i = 0; i < 3; i++) {
        mpq_inits(q->P[i], q->d[i], q->c[i], q->w[i], q->e[i], q->h[i], q->nh[i], q->X[i], q->W[i],
                  q->q[i], q->Y[i], NULL);
        for (int j = 0; j < 3; j++)
            mpq_init(q->ax[i][j]);
    }
    for (int i = 0; i < 8; i++)
        mpq_init(q->br[i]);
    mpq_inits(q->t, q->u, q->x, q->m, q->A, q->B, q->C, q->s, q->val, q->D, q->s_lo, q->s_hi, q->g0,
              q->g1, q->star, NULL);
}

static void q_clear(segobb_q *q) {
    for (int i = 0; i < 3; i++) {
        mpq_clears(q->P[i], q->d[i], q->c[i], q->w[i], q->e[i], q->h[i], q->nh[i], q->X[i], q->W[i],
                   q->q[i], q->Y[i], NULL);
        for (int j = 0; j < 3; j++)
            mpq_clear(q->ax[i][j]);
    }
    for (int i = 0; i < 8; i++)
        mpq_clear(q->br[i]);
    mpq_clears(q->t, q->u, q->x, q->m, q->A, q->B, q->C, q->s, q->val, q->D, q->s_lo, q->s_hi,
               q->g0, q->g1, q->star, NULL);
}

/* out = a . axis[i] (out may not alias a) */
static void dot_axis(segobb_q *q, mpq_t out, mpq_t *a, int i) {
    mpq_set_ui(out, 0, 1);
    for (int j = 0; j < 3; j++) {
        mpq_mul(q->u, a[j], q->ax[i][j]);
        mpq_add(out, out, q->u);
    }
}

/* out = W_i(s) = w_i + s e_i */
static void frame_at(const segobb_q *q, mpq_t out, int i, const mpq_t s) {
    mpq_mul(out, s, q->e[i]);
    mpq_add(out, out, q->w[i]);
}

/* The signed excess of W_i(s) past its bound: W - h (above), W + h (below), else 0. */
static void excess_at(segobb_q *q, mpq_t out, int i, const mpq_t s) {
    frame_at(q, out, i, s);
    if (mpq_cmp(out, q->h[i]) > 0)
        mpq_sub(out, out, q->h[i]);
    else if (mpq_cmp(out, q->nh[i]) < 0)
        mpq_add(out, out, q->h[i]);
    else
        mpq_set_ui(out, 0, 1);
}

/* f'(s) / 2 = sum_i e_i x_i(s), into out. */
static void slope_at(segobb_q *q, mpq_t out, const mpq_t s) {
    mpq_set_ui(out, 0, 1);
    for (int i = 0; i < 3; i++) {
        excess_at(q, q->x, i, s);
        mpq_mul(q->x, q->x, q->e[i]);
        mpq_add(out, out, q->x);
    }
}

/* The breakpoints in increasing order, without repeats: 0, the s in (0, 1) where some
 * W_i(s) is -h_i or +h_i, 1. Returns how many. */
static int breakpoints(segobb_q *q) {
    int n = 0;
    mpq_set_ui(q->br[n++], 0, 1);
    for (int i = 0; i < 3; i++) {
        if (mpq_sgn(q->e[i]) == 0)
            continue;
        for (int side = 0; side < 2; side++) {
            mpq_sub(q->t, side ? q->h[i] : q->nh[i], q->w[i]);
            mpq_div(q->t, q->t, q->e[i]);
            if (mpq_sgn(q->t) > 0 && mpq_cmp_ui(q->t, 1, 1) < 0)
                mpq_set(q->br[n++], q->t);
        }
    }
    mpq_set_ui(q->br[n++], 1, 1);
    for (int i = 2; i < n - 1; i++) /* insertion sort of the inner ones */
        for (int j = i; j > 1 && mpq_cmp(q->br[j - 1], q->br[j]) > 0; j--)
            mpq_swap(q->br[j - 1], q->br[j]);
    int m = 1; /* drop repeats */
    for (int i = 1; i < n; i++)
        if (!mpq_equal(q->br[i], q->br[m - 1]))
            mpq_swap(q->br[m++], q->br[i]);
    return m;
}

/* Adds the value val attained over [lo_s, hi_s] to the running least value D and its
 * minimisers' interval. */
static void add_min(segobb_q *q, bool *have, const mpq_t val, const mpq_t lo_s, const mpq_t hi_s) {
    int c = *have ? mpq_cmp(val, q->D) : -1;
    if (c < 0) {
        mpq_set(q->D, val);
        mpq_set(q->s_lo, lo_s);
        mpq_set(q->s_hi, hi_s);
    } else if (c == 0) {
        if (mpq_cmp(lo_s, q->s_lo) < 0)
            mpq_set(q->s_lo, lo_s);
        if (mpq_cmp(hi_s, q->s_hi) > 0)
            mpq_set(q->s_hi, hi_s);
    }
    *have = true;
}

/* D, s_lo and s_hi by pieces. */
static void by_pieces(segobb_q *q, int n) {
    bool have = false;
    for (int j = 0; j + 1 < n; j++) {
        mpq_add(q->m, q->br[j], q->br[j + 1]);
        mpq_div_2exp(q->m, q->m, 1);
        mpq_set_ui(q->A, 0, 1);
        mpq_set_ui(q->B, 0, 1);
        mpq_set_ui(q->C, 0, 1);
        for (int i = 0; i < 3; i++) {
            /* the active bound at the midpoint: (w_i - b + s e_i)^2 */
            frame_at(q, q->x, i, q->m);
            if (mpq_cmp(q->x, q->nh[i]) < 0)
                mpq_add(q->t, q->w[i], q->h[i]);
            else if (mpq_cmp(q->x, q->h[i]) > 0)
                mpq_sub(q->t, q->w[i], q->h[i]);
            else
                continue;
            mpq_mul(q->u, q->e[i], q->e[i]);
            mpq_add(q->A, q->A, q->u);
            mpq_mul(q->u, q->t, q->e[i]);
            mpq_mul_2exp(q->u, q->u, 1);
            mpq_add(q->B, q->B, q->u);
            mpq_mul(q->u, q->t, q->t);
            mpq_add(q->C, q->C, q->u);
        }
        if (mpq_sgn(q->A) == 0) { /* constant on the piece */
            if (mpq_sgn(q->B) != 0)
                abort();
            add_min(q, &have, q->C, q->br[j], q->br[j + 1]);
            continue;
        }
        mpq_div(q->s, q->B, q->A);
        mpq_div_2exp(q->s, q->s, 1);
        mpq_neg(q->s, q->s);
        if (mpq_cmp(q->s, q->br[j]) < 0)
            mpq_set(q->s, q->br[j]);
        else if (mpq_cmp(q->s, q->br[j + 1]) > 0)
            mpq_set(q->s, q->br[j + 1]);
        mpq_mul(q->val, q->A, q->s);
        mpq_add(q->val, q->val, q->B);
        mpq_mul(q->val, q->val, q->s);
        mpq_add(q->val, q->val, q->C);
        add_min(q, &have, q->val, q->s, q->s);
    }
}

/* s* by the slope, into star. */
static void by_slope(segobb_q *q, int n) {
    slope_at(q, q->g0, q->br[0]);
    if (mpq_sgn(q->g0) >= 0) {
        mpq_set_ui(q->star, 0, 1);
        return;
    }
    for (int j = 1; j < n; j++) {
        slope_at(q, q->g1, q->br[j]);
        if (mpq_sgn(q->g1) >= 0) {
            /* g linear on [b_{j-1}, b_j] from g0 < 0 to g1 >= 0: its zero */
            mpq_sub(q->t, q->br[j], q->br[j - 1]);
            mpq_sub(q->u, q->g1, q->g0);
            mpq_div(q->t, q->t, q->u);
            mpq_mul(q->t, q->t, q->g0);
            mpq_sub(q->star, q->br[j - 1], q->t);
            return;
        }
        mpq_swap(q->g0, q->g1);
    }
    mpq_set_ui(q->star, 1, 1);
}

static long double sqrt_q(const mpq_t v) {
    mpfr_t x;
    mpfr_init2(x, ORACLE_PREC);
    mpfr_set_q(x, v, MPFR_RNDN);
    mpfr_sqrt(x, x, MPFR_RNDN);
    long double out = mpfr_get_ld(x, MPFR_RNDN);
    mpfr_clear(x);
    return out;
}

/* The two axes across axis a, lower first. */
static void across(int a, int *j1, int *j2) {
    *j1 = a == 0 ? 1 : 0;
    *j2 = a == 2 ? 1 : 2;
}

/* Loads the case into q (initialised) and finds D and s* both ways (aborting when they
 * disagree); true when it is degenerate (P == Q, or h_i == 0 on some axis). */
static bool load_and_minimise(segobb_q *q, const double *p0, const double *p1, const double *center,
                              double axis[3][3], const double *half) {
    bool point = true, flat = false;
    for (int i = 0; i < 3; i++) {
        mpq_set_d(q->P[i], p0[i]);
        mpq_set_d(q->d[i], p1[i]);
        mpq_sub(q->d[i], q->d[i], q->P[i]);
        mpq_set_d(q->c[i], center[i]);
        mpq_set_d(q->h[i], half[i]);
        mpq_neg(q->nh[i], q->h[i]);
        for (int j = 0; j < 3; j++)
            mpq_set_d(q->ax[i][j], axis[i][j]);
        point &= mpq_sgn(q->d[i]) == 0;
        flat |= mpq_sgn(q->h[i]) == 0;
        if (mpq_sgn(q->h[i]) < 0)
            abort();
    }
    for (int i = 0; i < 3; i++)
        mpq_sub(q->X[i], q->P[i], q->c[i]); /* P - center (scratch) */
    for (int i = 0; i < 3; i++) {
        dot_axis(q, q->w[i], q->X, i);
        dot_axis(q, q->e[i], q->d, i);
    }
    int n = breakpoints(q);
    by_pieces(q, n);
    by_slope(q, n);
    if (!mpq_equal(q->star, q->s_lo))
        abort(); /* the two ways disagree on the least minimiser */
    return point || flat;
}

int oracle_seg_obb_cmp_radius(const double *p0, const double *p1, const double *center,
                              double axis[3][3], const double *half, double r) {
    segobb_q q;
    q_init(&q);
    load_and_minimise(&q, p0, p1, center, axis, half);
    mpq_set_d(q.t, r);
    mpq_mul(q.t, q.t, q.t);
    int c = mpq_cmp(q.D, q.t);
    q_clear(&q);
    return (c > 0) - (c < 0);
}

void oracle_closest_seg_obb(const double *p0, const double *p1, const double *center,
                            double axis[3][3], const double *half, oracle_segobb *out) {
    memset(out, 0, sizeof *out);
    segobb_q q;
    q_init(&q);
    out->degenerate = load_and_minimise(&q, p0, p1, center, axis, half);
    out->meet = mpq_sgn(q.D) == 0;

    /* the pair at s*, and its value again */
    mpq_set_ui(q.val, 0, 1);
    int at = 0;
    for (int i = 0; i < 3; i++) {
        mpq_mul(q.X[i], q.star, q.d[i]);
        mpq_add(q.X[i], q.X[i], q.P[i]);
        frame_at(&q, q.W[i], i, q.star);
        if (mpq_cmp(q.W[i], q.nh[i]) <= 0)
            mpq_set(q.q[i], q.nh[i]);
        else if (mpq_cmp(q.W[i], q.h[i]) >= 0)
            mpq_set(q.q[i], q.h[i]);
        else
            mpq_set(q.q[i], q.W[i]);
        mpq_sub(q.t, q.W[i], q.q[i]);
        mpq_mul(q.t, q.t, q.t);
        mpq_add(q.val, q.val, q.t);
        /* the min side first: a zero extent counts as -h_i */
        out->pos[i] = mpq_equal(q.q[i], q.nh[i]) ? -1 : mpq_equal(q.q[i], q.h[i]) ? 1 : 0;
        at += out->pos[i] != 0;
    }
    if (!mpq_equal(q.val, q.D))
        abort();
    for (int j = 0; j < 3; j++) { /* Y = center + sum_i q_i axis[i] */
        mpq_set(q.Y[j], q.c[j]);
        for (int i = 0; i < 3; i++) {
            mpq_mul(q.t, q.q[i], q.ax[i][j]);
            mpq_add(q.Y[j], q.Y[j], q.t);
        }
    }
    for (int i = 0; i < 3; i++) {
        out->point_a[i] = oracle_q_ld(q.X[i]);
        out->point_b[i] = oracle_q_ld(q.Y[i]);
        out->frame[i] = oracle_q_ld(q.W[i]);
    }

    out->feature_a = mpq_sgn(q.star) == 0            ? (isect_feature){ISECT_FEATURE_VERTEX, 0}
                     : mpq_cmp_ui(q.star, 1, 1) == 0 ? (isect_feature){ISECT_FEATURE_VERTEX, 1}
                                                     : (isect_feature){ISECT_FEATURE_EDGE, 0};
    if (at == 3) {
        int k = 0;
        for (int i = 0; i < 3; i++)
            k |= (out->pos[i] > 0) << i;
        out->feature_b = (isect_feature){ISECT_FEATURE_VERTEX, k};
    } else if (at == 2) {
        int a = out->pos[0] == 0 ? 0 : out->pos[1] == 0 ? 1 : 2, j1, j2;
        across(a, &j1, &j2);
        int m = (out->pos[j1] > 0) | (out->pos[j2] > 0) << 1;
        out->feature_b = (isect_feature){ISECT_FEATURE_EDGE, 4 * a + m};
    } else if (at == 1) {
        int a = out->pos[0] != 0 ? 0 : out->pos[1] != 0 ? 1 : 2;
        out->feature_b = (isect_feature){ISECT_FEATURE_FACE, 2 * a + (out->pos[a] > 0)};
    } else {
        out->feature_b = (isect_feature){ISECT_FEATURE_SOLID, 0};
    }

    out->s = oracle_q_ld(q.star);
    out->s_hi = oracle_q_ld(q.s_hi);
    out->dist_sq = oracle_q_ld(q.D);
    out->dist = sqrt_q(q.D);
    mpq_set_ui(q.t, 0, 1);
    for (int i = 0; i < 3; i++) {
        mpq_mul(q.u, q.d[i], q.d[i]);
        mpq_add(q.t, q.t, q.u);
    }
    out->seg_len = sqrt_q(q.t);
    q_clear(&q);
}
