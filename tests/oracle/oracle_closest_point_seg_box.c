/* The exact closest pair of a segment and a box; see oracle_closest_point_seg_box.h. */
#include "oracle/oracle_closest_point_seg_box.h"

#include <stdlib.h>
#include <string.h>

#include <mpfr.h>

/* The case in rationals, and scratch values. */
typedef struct segbox_q {
    mpq_t P[3], d[3], lo[3], hi[3];
    mpq_t br[8];               /* breakpoints: 0, those inside (0, 1), 1 */
    mpq_t a, b, m, x, c, t, u; /* scratch */
    mpq_t A, B, C, s, val;     /* a piece's quadratic, its minimiser and least value */
    mpq_t D, s_lo, s_hi;       /* the least value and the minimisers' interval */
    mpq_t e_lo, e_hi;          /* an edge's E_k */
    mpq_t star, X[3], Y[3];    /* s*, X(s*), clamp(X(s*)) */
} segbox_q;

static void q_init(segbox_q *q) {
    for (int i = 0; i < 3; i++)
        mpq_inits(q->P[i], q->d[i], q->lo[i], q->hi[i], q->X[i], q->Y[i], NULL);
    for (int i = 0; i < 8; i++)
        mpq_init(q->br[i]);
    mpq_inits(q->a, q->b, q->m, q->x, q->c, q->t, q->u, q->A, q->B, q->C, q->s, q->val, q->D,
              q->s_lo, q->s_hi, q->e_lo, q->e_hi, q->star, NULL);
}

static void q_clear(segbox_q *q) {
    for (int i = 0; i < 3; i++)
        mpq_clears(q->P[i], q->d[i], q->lo[i], q->hi[i], q->X[i], q->Y[i], NULL);
    for (int i = 0; i < 8; i++)
        mpq_clear(q->br[i]);
    mpq_clears(q->a, q->b, q->m, q->x, q->c, q->t, q->u, q->A, q->B, q->C, q->s, q->val, q->D,
               q->s_lo, q->s_hi, q->e_lo, q->e_hi, q->star, NULL);
}

/* out = P_i + s d_i */
static void coord_at(mpq_t out, const segbox_q *q, int i, const mpq_t s) {
    mpq_mul(out, s, q->d[i]);
    mpq_add(out, out, q->P[i]);
}

/* The breakpoints in increasing order, without repeats: 0, the s in (0, 1) where some
 * X_i(s) is lo_i or hi_i, 1. Returns how many. */
static int breakpoints(segbox_q *q) {
    int n = 0;
    mpq_set_ui(q->br[n++], 0, 1);
    for (int i = 0; i < 3; i++) {
        if (mpq_sgn(q->d[i]) == 0)
            continue;
        for (int side = 0; side < 2; side++) {
            mpq_sub(q->t, side ? q->hi[i] : q->lo[i], q->P[i]);
            mpq_div(q->t, q->t, q->d[i]);
            if (mpq_sgn(q->t) > 0 && mpq_cmp_ui(q->t, 1, 1) < 0)
                mpq_set(q->br[n++], q->t);
        }
    }
    mpq_set_ui(q->br[n++], 1, 1);
    /* insertion sort of the inner ones, then drop repeats */
    for (int i = 2; i < n - 1; i++)
        for (int j = i; j > 1 && mpq_cmp(q->br[j - 1], q->br[j]) > 0; j--)
            mpq_swap(q->br[j - 1], q->br[j]);
    int m = 1;
    for (int i = 1; i < n; i++)
        if (!mpq_equal(q->br[i], q->br[m - 1]))
            mpq_swap(q->br[m++], q->br[i]);
    return m;
}

/* Adds the candidate value val over [lo_s, hi_s] to the running least value D and its
 * minimisers' interval. */
static void add_min(segbox_q *q, bool *have, const mpq_t val, const mpq_t lo_s, const mpq_t hi_s) {
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

/* D, s_lo and s_hi over the pieces. */
static void minimise(segbox_q *q) {
    int n = breakpoints(q);
    bool have = false;
    for (int j = 0; j + 1 < n; j++) {
        /* the piece [a, b]: the active bounds at its midpoint */
        mpq_add(q->m, q->br[j], q->br[j + 1]);
        mpq_div_2exp(q->m, q->m, 1);
        mpq_set_ui(q->A, 0, 1);
        mpq_set_ui(q->B, 0, 1);
        mpq_set_ui(q->C, 0, 1);
        for (int i = 0; i < 3; i++) {
            coord_at(q->x, q, i, q->m);
            if (mpq_cmp(q->x, q->lo[i]) < 0)
                mpq_sub(q->c, q->P[i], q->lo[i]);
            else if (mpq_cmp(q->x, q->hi[i]) > 0)
                mpq_sub(q->c, q->P[i], q->hi[i]);
            else
                continue;
            /* (c + s d_i)^2 = d_i^2 s^2 + 2 c d_i s + c^2 */
            mpq_mul(q->t, q->d[i], q->d[i]);
            mpq_add(q->A, q->A, q->t);
            mpq_mul(q->t, q->c, q->d[i]);
            mpq_mul_2exp(q->t, q->t, 1);
            mpq_add(q->B, q->B, q->t);
            mpq_mul(q->t, q->c, q->c);
            mpq_add(q->C, q->C, q->t);
        }
        if (mpq_sgn(q->A) == 0) { /* constant on the piece (B == 0 too) */
            if (mpq_sgn(q->B) != 0)
                abort();
            add_min(q, &have, q->C, q->br[j], q->br[j + 1]);
            continue;
        }
        /* s = -B / 2A clamped to the piece; val = (A s + B) s + C */
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

/* Narrows [e_lo, e_hi] to the s with X_j(s) <= L (below) or >= L (!below); false when
 * that leaves nothing. */
static bool narrow(segbox_q *q, int j, const mpq_t L, bool below) {
    int sd = mpq_sgn(q->d[j]);
    if (sd == 0) {
        int c = mpq_cmp(q->P[j], L);
        return below ? c <= 0 : c >= 0;
    }
    mpq_sub(q->t, L, q->P[j]);
    mpq_div(q->t, q->t, q->d[j]); /* X_j(t) == L */
    /* X_j(s) <= L: s <= t when d_j > 0, s >= t when d_j < 0; reversed for >= */
    bool upper = (sd > 0) == below;
    if (upper) {
        if (mpq_cmp(q->t, q->e_hi) < 0)
            mpq_set(q->e_hi, q->t);
    } else if (mpq_cmp(q->t, q->e_lo) > 0) {
        mpq_set(q->e_lo, q->t);
    }
    return mpq_cmp(q->e_lo, q->e_hi) <= 0;
}

/* The two axes across axis a, lower first. */
static void across(int a, int *j1, int *j2) {
    *j1 = a == 0 ? 1 : 0;
    *j2 = a == 2 ? 1 : 2;
}

/* E_k for edge k (into e_lo, e_hi); false when empty. */
static bool edge_set(segbox_q *q, int k) {
    int a = k / 4, m = k % 4, j[2];
    across(a, &j[0], &j[1]);
    mpq_set(q->e_lo, q->s_lo);
    mpq_set(q->e_hi, q->s_hi);
    for (int h = 0; h < 2; h++) {
        int i = j[h];
        if (mpq_equal(q->lo[i], q->hi[i]))
            continue; /* a zero extent: clamp(X_i) is that bound for every s */
        bool max_side = (m >> h) & 1;
        if (!narrow(q, i, max_side ? q->hi[i] : q->lo[i], !max_side))
            return false;
    }
    return true;
}

/* The crossing of face f's plane, strictly, at a point of the face: its parameter into
 * star; false when there is none. */
static bool face_crossing(segbox_q *q, int f) {
    int a = f / 2, side = f % 2;
    mpq_sub(q->a, q->P[a], side ? q->hi[a] : q->lo[a]); /* h0 = P_a - L, h1 = h0 + d_a */
    mpq_add(q->b, q->a, q->d[a]);
    if (mpq_sgn(q->a) * mpq_sgn(q->b) >= 0)
        return false;
    mpq_div(q->star, q->a, q->d[a]); /* h0 / (h0 - h1) = -h0 / d_a */
    mpq_neg(q->star, q->star);
    for (int i = 0; i < 3; i++) {
        if (i == a)
            continue;
        coord_at(q->x, q, i, q->star);
        if (mpq_cmp(q->x, q->lo[i]) < 0 || mpq_cmp(q->x, q->hi[i]) > 0)
            return false;
    }
    return true;
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

/* Loads the case into q (initialised) and finds D and the minimisers; true when it is
 * degenerate (P == Q, or lo_i == hi_i on some axis). */
static bool load_and_minimise(segbox_q *q, const double *p0, const double *p1, const double *lo,
                              const double *hi) {
    bool point = true, flat = false;
    for (int i = 0; i < 3; i++) {
        mpq_set_d(q->P[i], p0[i]);
        mpq_set_d(q->d[i], p1[i]);
        mpq_sub(q->d[i], q->d[i], q->P[i]);
        mpq_set_d(q->lo[i], lo[i]);
        mpq_set_d(q->hi[i], hi[i]);
        point &= mpq_sgn(q->d[i]) == 0;
        flat |= mpq_equal(q->lo[i], q->hi[i]) != 0;
    }
    minimise(q);
    return point || flat;
}

int oracle_seg_box_cmp_radius(const double *p0, const double *p1, const double *lo,
                              const double *hi, double r) {
    segbox_q q;
    q_init(&q);
    load_and_minimise(&q, p0, p1, lo, hi);
    mpq_set_d(q.t, r);
    mpq_mul(q.t, q.t, q.t);
    int c = mpq_cmp(q.D, q.t);
    q_clear(&q);
    return (c > 0) - (c < 0);
}

void oracle_closest_seg_box(const double *p0, const double *p1, const double *lo, const double *hi,
                            oracle_segbox *out) {
    memset(out, 0, sizeof *out);
    segbox_q q;
    q_init(&q);
    out->degenerate = load_and_minimise(&q, p0, p1, lo, hi);
    out->meet = mpq_sgn(q.D) == 0;

    /* the contract's order: p0, p1, edges 0..11, face crossings 0..5 */
    int winner = -1;
    if (mpq_sgn(q.s_lo) == 0) {
        winner = SEGBOX_P0;
        mpq_set_ui(q.star, 0, 1);
    } else if (mpq_cmp_ui(q.s_hi, 1, 1) == 0) {
        winner = SEGBOX_P1;
        mpq_set_ui(q.star, 1, 1);
    }
    for (int k = 0; k < 12 && winner < 0; k++) {
        if (!edge_set(&q, k))
            continue;
        int a = k / 4, j1, j2;
        across(a, &j1, &j2);
        bool parallel = mpq_sgn(q.d[j1]) == 0 && mpq_sgn(q.d[j2]) == 0;
        if (!parallel && !mpq_equal(q.e_lo, q.e_hi))
            abort(); /* not parallel: the segment-segment pair is unique */
        winner = SEGBOX_EDGE0 + k;
        mpq_set(q.star, q.e_lo);
    }
    for (int f = 0; f < 6 && winner < 0; f++)
        if (face_crossing(&q, f)) {
            if (!out->meet)
                abort(); /* a crossing is a point of the box */
            winner = SEGBOX_FACE0 + f;
        }
    if (winner < 0)
        abort(); /* a minimiser inside (0, 1) off every edge and no crossing: impossible */
    out->winner = winner;

    /* the pair, and its distance: D again */
    mpq_set_ui(q.val, 0, 1);
    int at = 0;
    for (int i = 0; i < 3; i++) {
        coord_at(q.X[i], &q, i, q.star);
        if (mpq_cmp(q.X[i], q.lo[i]) <= 0)
            mpq_set(q.Y[i], q.lo[i]);
        else if (mpq_cmp(q.X[i], q.hi[i]) >= 0)
            mpq_set(q.Y[i], q.hi[i]);
        else
            mpq_set(q.Y[i], q.X[i]);
        mpq_sub(q.t, q.X[i], q.Y[i]);
        mpq_mul(q.t, q.t, q.t);
        mpq_add(q.val, q.val, q.t);
        out->pos[i] = mpq_equal(q.Y[i], q.lo[i]) ? -1 : mpq_equal(q.Y[i], q.hi[i]) ? 1 : 0;
        at += out->pos[i] != 0;
        out->point_a[i] = oracle_q_ld(q.X[i]);
        out->point_b[i] = oracle_q_ld(q.Y[i]);
    }
    if (!mpq_equal(q.val, q.D))
        abort();

    out->feature_a = winner == SEGBOX_P0   ? (isect_feature){ISECT_FEATURE_VERTEX, 0}
                     : winner == SEGBOX_P1 ? (isect_feature){ISECT_FEATURE_VERTEX, 1}
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
    out->s_lo = oracle_q_ld(q.s_lo);
    out->s_hi = oracle_q_ld(q.s_hi);
    out->dist_sq = oracle_q_ld(q.D);
    out->dist = sqrt_q(q.D);
    mpq_set_ui(q.t, 0, 1);
    for (int i = 0; i < 3; i++) {
        mpq_mul(q.u, q.d[i], q.d[i]);
        mpq_add(q.t, q.t, q.u);
    }
    out->seg_len = sqrt_q(q.t);
    /* an edge's pair with both parameters free: s* inside (0, 1) (always, for an edge's
     * winner), point_b strictly inside the edge, d not along the edge */
    out->sin_theta = 1;
    if (winner >= SEGBOX_EDGE0 && winner < SEGBOX_FACE0) {
        int a = (winner - SEGBOX_EDGE0) / 4, j1, j2;
        across(a, &j1, &j2);
        if (out->pos[a] == 0 && (mpq_sgn(q.d[j1]) != 0 || mpq_sgn(q.d[j2]) != 0)) {
            out->free_pair = true;
            mpq_mul(q.a, q.d[j1], q.d[j1]);
            mpq_mul(q.b, q.d[j2], q.d[j2]);
            mpq_add(q.a, q.a, q.b);
            mpq_div(q.a, q.a, q.t);
            out->sin_theta = sqrt_q(q.a);
        }
    }
    q_clear(&q);
}
