/* Exact feasibility of a few closed half-spaces in space (halfspace.h).
 *
 * Derivation. The half-spaces n_k . x <= O_k (O_k = o_k + n_k . base_k) have no common
 * point iff, by Farkas' lemma, some weights lambda_k >= 0 give sum lambda_k n_k = 0 and
 * sum lambda_k O_k < 0 (then any x would give 0 = sum lambda_k n_k . x <= sum lambda_k O_k
 * < 0). By Helly's theorem in R^3 an infeasible system has an infeasible subsystem of at
 * most 4 members, so a minimal infeasible subsystem T has m <= 4 members; minimal, its
 * weights are all positive and unique up to scale, so its normals have rank m - 1
 * (Motzkin's transposition theorem; a second independent dependence could be combined
 * with the first to zero a weight, contradicting minimality). The unique dependence is a
 * polynomial in the normals:
 *   m 2: n_1 = -t n_0, t > 0: n_0 x n_1 = 0, n_0 . n_1 < 0,
 *        lambda = (-(n_0 . n_1), n_0 . n_0)                                    (degree 2)
 *   m 3: [n_0, n_1, n_2] = 0, rank 2. With c_k = n_{k+1} x n_{k+2} (indices mod 3) the
 *        adjugate identity sum_k (c_k . u) n_k = [n_0, n_1, n_2] u holds for every u, so
 *        lambda_k = c_k . c_q (c_q the first non-zero c_k) is a dependence with
 *        lambda_q = |c_q|^2 > 0: the unique one, all positive for a minimal T  (degree 4)
 *   m 4: expanding the 4 x 4 determinant with a repeated column, lambda_k = (-1)^k times
 *        the determinant of the other three normals; all of one strict sign sigma
 *        (degree 3), the test then sigma sum lambda_k O_k < 0.
 * So the half-spaces are infeasible iff some subset of 2 to 4 of them passes its test
 * (each passing subset is a Farkas certificate, and every minimal infeasible subset
 * passes); 1 member alone is never infeasible (n != 0). Every test is the sign of a
 * polynomial in the inputs: at most degree 4 in the normals times one O (degree 2, one
 * normal and one length), homogeneous of degree 1 in the lengths (o, base).
 *
 * This is the method the brief of issue 14 item 3 weighed against Fourier-Motzkin
 * elimination and Seidel's LP: no constructed vertex, no division, each sign of low
 * degree, and nothing to prove about a loop; its cost, O(count^4) signs, is the price,
 * small for a box against a frustum once the caller drops the planes the box lies
 * inside of (frustum.c). Evaluation: each sign filtered (exact/filter.h), a subset whose
 * signs the filter cannot all certify decided exactly (expansions, or integers when the
 * inputs span too wide a range; exact/expansion.h). */
#include "query/overlap/halfspace.h"

#include <math.h>
#include <stdbool.h>
#include <string.h>

#include "base/combination.h"
#include "base/inline.h"
#include "exact/expansion.h"
#include "exact/filter.h"
#include "exact/integer.h"
#include "exact/number.h"
#include "exact/scale.h"
#include "query/overlap/sat_exact.h"

/* ---- Filtered doubles ---------------------------------------------------------------- */

static inline isect_fx fx_neg(isect_fx x) {
    return (isect_fx){-x.v, x.m, x.k, x.mono};
}

#define NUM isect_fx
#define CTX isect_fx_ctx
#define ADD(c, x, y) ((void)(c), fx_add(x, y))
#define SUB(c, x, y) ((void)(c), fx_sub(x, y))
#define MUL(c, x, y) ((void)(c), fx_mul(x, y))
#define NEG(c, x) ((void)(c), fx_neg(x))
#define SIGN(c, x) fx_sign_or_unsure(c, x)
#define HS_NAME(name) fx_hs_##name
#include "query/overlap/halfspace_num.h"

/* ---- Exact numbers ------------------------------------------------------------------- */

typedef struct xp_ctx {
    isect_xp_arena *a;
    isect_xp zero;
} xp_ctx;

#define NUM isect_xp
#define CTX xp_ctx
#define ADD(c, x, y) isect_xp_add((c)->a, x, y)
#define SUB(c, x, y) isect_xp_sub((c)->a, x, y)
#define MUL(c, x, y) isect_xp_mul((c)->a, x, y)
#define NEG(c, x) isect_xp_sub((c)->a, (c)->zero, x)
#define SIGN(c, x) ((void)(c), isect_xp_sign(x))
#define HS_NAME(name) xp_hs_##name
#include "query/overlap/halfspace_num.h"

/* n and o times 2^-e with e the exponent of n's largest component (largest now in
 * [0.5, 1)), when that is exact; else as given. No sign of the test changes: scaling
 * half-space k by t_k > 0 multiplies each weight by a positive factor and every term
 * lambda_k O_k of the last sign by the same one (m 2: t_0^2 t_1; m 3 and 4: a product of
 * the t's independent of k). */
static void hs_normalised(const isect_hs3 *h, double *n, double *o) {
    double top = fmax(fabs(h->n[0]), fmax(fabs(h->n[1]), fabs(h->n[2])));
    int e;
    frexp(top, &e);
    double s[4];
    bool exact = true;
    for (int i = 0; i < 3; i++) {
        s[i] = ldexp(h->n[i], -e);
        exact &= ldexp(s[i], e) == h->n[i];
    }
    s[3] = ldexp(h->o, -e);
    exact &= isfinite(s[3]) && ldexp(s[3], e) == h->o;
    memcpy(n, exact ? s : h->n, 3 * sizeof *n);
    *o = exact ? s[3] : h->o;
}

/* The exact test of the m (2 to 4) half-spaces sub[]; *full when the arena ran out.
 *
 * Scaling. The normals (each brought to a largest component in [0.5, 1) when that is
 * exact: the test's signs are unchanged, each sign being homogeneous in each
 * half-space's pair (n, o)) are the axis group of sat_exact_prepare and the offsets and
 * base points the lengths, for degree 6 (the deepest product: four normal components
 * and a normal times a length): expansions when every normal component lies in
 * [2^-127, 2) and the lengths scale, integers otherwise, the normals and base points
 * entered times 2^s and the offsets times 2^2s (so that o and n . base scale alike). */
ISECT_COLD static bool xp_certificate_of(const isect_hs3 *const *sub, int m, bool integer,
                                         bool *full) {
    ISECT_XP_ARENA(arena, 16384);
    double len[16], axes[12];
    int nl = 0;
    for (int k = 0; k < m; k++)
        hs_normalised(sub[k], axes + 3 * k, &len[k]);
    nl = m;
    for (int k = 0; k < m; k++)
        if (sub[k]->base)
            for (int i = 0; i < 3; i++)
                len[nl++] = sub[k]->base[i];
    int s = sat_exact_prepare(&arena, len, nl, axes, 3 * m, 6, integer);
    xp_ctx c = {&arena, isect_xp_of(&arena, 0)};
    isect_xp N[4][3], O[4];
    isect_exact_select(&arena, s);
    int at = m;
    for (int k = 0; k < m; k++) {
        isect_xp b[3];
        for (int i = 0; i < 3; i++)
            N[k][i] = isect_xp_of(&arena, axes[3 * k + i]);
        if (sub[k]->base)
            for (int i = 0; i < 3; i++)
                b[i] = isect_xp_of(&arena, len[at++]);
        isect_exact_select(&arena, 2 * s);
        O[k] = isect_xp_of(&arena, len[k]);
        isect_exact_select(&arena, s);
        if (sub[k]->base)
            O[k] = isect_xp_add(&arena, O[k], isect_xp_dot3(&arena, N[k], b));
    }
    bool cert = xp_hs_certificate(&c, N, O, m);
    *full = arena.full;
    return cert;
}

/* Exactly whether sub[0..m-1] carry a certificate of infeasibility. */
static bool exact_certificate(const isect_hs3 *const *sub, int m) {
    bool full = false;
    bool cert = xp_certificate_of(sub, m, false, &full);
    return full ? xp_certificate_of(sub, m, true, &full) : cert;
}

/* The filtered form of one half-space: N = n, O = o + n . base. */
static void fx_hs(const isect_hs3 *h, isect_fx *N, isect_fx *O) {
    for (int i = 0; i < 3; i++)
        N[i] = fx_in(h->n[i]);
    *O = fx_in(h->o);
    if (h->base) {
        isect_fx b[3] = {fx_in(h->base[0]), fx_in(h->base[1]), fx_in(h->base[2])};
        *O = fx_add(*O, fx_add(fx_add(fx_mul(N[0], b[0]), fx_mul(N[1], b[1])), fx_mul(N[2], b[2])));
    }
}

/* Double build: some non-zero input below 2^-118, so that a product of degree 6 could
 * underflow: the filter is skipped (exact/filter.h). */
static bool hs_tiny(const isect_hs3 *h, int count) {
#if ISECT_USE_DOUBLE
    bool tiny = false;
    for (int k = 0; k < count; k++) {
        for (int i = 0; i < 3; i++) {
            tiny |= sat_tiny(h[k].n[i]);
            tiny |= h[k].base ? sat_tiny(h[k].base[i]) : 0;
        }
        tiny |= sat_tiny(h[k].o);
    }
    return tiny;
#else
    (void)h;
    (void)count;
    return false;
#endif
}

bool isect_hs3_feasible(const isect_hs3 *h, int count, int fresh, int min_fresh) {
    isect_fx N[ISECT_HS3_MAX][3], O[ISECT_HS3_MAX];
    bool filter = !hs_tiny(h, count);
    for (int k = 0; k < count; k++)
        fx_hs(&h[k], N[k], &O[k]);
    for (int m = 2; m <= 4 && m <= count; m++) {
        int pick[4] = {0, 1, 2, 3};
        for (;;) {
            int new_ones = 0;
            for (int a = 0; a < m; a++)
                new_ones += pick[a] < fresh;
            if (new_ones >= min_fresh) {
                isect_fx sn[4][3], so[4];
                const isect_hs3 *sub[4];
                for (int a = 0; a < m; a++) {
                    memcpy(sn[a], N[pick[a]], sizeof sn[a]);
                    so[a] = O[pick[a]];
                    sub[a] = &h[pick[a]];
                }
                isect_fx_ctx c = {false};
                bool cert = filter && fx_hs_certificate(&c, sn, so, m);
                if (!filter || c.unsure)
                    cert = exact_certificate(sub, m);
                if (cert)
                    return false;
            }
            if (!isect_next_combination(pick, m, count))
                break;
        }
    }
    return true;
}
