/* Two and three planes (isect/plane.h): what they share, decided exactly.
 *
 * Write plane k as the row (n_k, o_k) of n_k . x = o_k.
 *
 * Two planes (RTCD 5.4.4). The normals are parallel exactly when d = n_a x n_b is zero
 * (three 2x2 minors of the normals). Parallel planes are one plane exactly when also
 * m = o_a n_b - o_b n_a is zero: with n_b = s n_a, m = (s o_a - o_b) n_a, zero iff
 * o_b = s o_a (the remaining 2x2 minors of the 2x4 matrix: rank 1). Otherwise the
 * planes meet in the line along d through
 *     p = (m x d) / (d . d),
 * its point nearest the origin: p . d = 0, and n_a . (m x d) = m . (d x n_a) with
 * d x n_a = n_b |n_a|^2 - n_a (n_a . n_b), so n_a . p = o_a (|n_a|^2 |n_b|^2 -
 * (n_a . n_b)^2) / |d|^2 = o_a (Lagrange's identity), and likewise for b.
 *
 * Three planes (RTCD 5.4.5). With D = det(n_a, n_b, n_c) = n_a . (n_b x n_c) and the
 * cofactor rows c_a = n_b x n_c, c_b = n_c x n_a, c_c = n_a x n_b, Cramer's rule gives
 * the single common point p = P / D, P = o_a c_a + o_b c_b + o_c c_c, when D != 0; P_i is
 * the determinant of the normals with column i replaced by the offsets. When D == 0 the
 * normals have rank 2 or 1:
 * - rank 2 (some pair not parallel): the planes share a point iff the 3x4 matrix
 *   (n | o) also has rank 2, i.e. iff its other 3x3 minors, P_0, P_1, P_2, vanish; the
 *   common set is then the line of any non-parallel pair, which lies in the third plane.
 * - rank 1 (every pair parallel): they share a point iff (n | o) has rank 1, i.e. iff
 *   every pair is one plane.
 *
 * Every sign above is the sign of a polynomial in the inputs evaluated exactly
 * (exact/expansion.h; the rows are scaled by powers of two, each on its own, which
 * scales every minor but changes no sign and no ratio below). The reported values are
 * ratios of such exact values, each rounded once (isect_xp_approx) and divided, so each
 * coordinate keeps a relative error of a few u however nearly parallel the planes are;
 * the textbook formulas lose accuracy like 1 / sin(angle)^2 there.
 *
 * The fast path computes the same numerators and denominators in double-double: every
 * 2x2 minor from error-free products (its two products exact, the rounding of their
 * error terms' difference the only error, 4 u^2 of its permanent), then a few
 * double-double products and sums, each adding at most 8 u^2 of its permanent, so every
 * value is within 40 u^2 P of the exact one, P its permanent (the same polynomial on
 * absolute values) carried alongside in plain double. Where |value| > 2^-43 P (no
 * cancellation of more than 43 bits) that error is below u/16 of the value, so rounding
 * it gives the exact value within u (1 + 1/16), and the coordinates are as accurate as
 * the exact path's; a zero permanent is an exact zero. Inputs whose magnitudes lie
 * outside [2^-200, 2^200] (products could leave the normal range), singular triples
 * and values the bound does not certify take the exact path (parallel pairs of two
 * planes do not: the signs of m's double-double minors are exact). So the
 * answer is the exact path's, up to the rounding of the last step, always. */
#include "isect/plane.h"

#include <math.h>
#include <string.h>

#include "base/vec.h"
#include "exact/dd.h"
#include "exact/ddp.h"
#include "exact/expansion.h"
#include "exact/filter.h"
#include "exact/scale.h"
#include "sign/valid.h"

/* Doubles of stack storage for the exact numbers of one evaluation (the largest is a
 * component of m x d, a degree-4 expansion of at most 64 components; integer mode
 * needs less). A full arena retries in integer mode. */
enum { ARENA = 8192 };

/* The planes' rows (normal, offset) in double. */
static void rows_of(const isect_plane3 *const *pl, int count, double (*g)[4]) {
    for (int k = 0; k < count; k++) {
        g[k][0] = pl[k]->normal.x;
        g[k][1] = pl[k]->normal.y;
        g[k][2] = pl[k]->normal.z;
        g[k][3] = pl[k]->offset;
    }
}

/* The planes as exact rows. */
typedef struct meet_xp {
    isect_xp_arena *ar;
    isect_xp n[3][3], o[3];
} meet_xp;

static void meet_begin(meet_xp *e, isect_xp_arena *ar, const isect_plane3 *const *pl, int count,
                       bool integer) {
    double g[3][4];
    double *groups[3] = {g[0], g[1], g[2]};
    int sizes[3] = {4, 4, 4}, shift[3] = {0, 0, 0};
    rows_of(pl, count, g);
    /* Degree 4: the line's m x d and d . d are of degree 2 in each of two rows. */
    if (integer)
        isect_exact_prepare_integer(ar, groups, sizes, count, shift);
    else
        isect_exact_prepare(ar, groups, sizes, count, 4, shift);
    e->ar = ar;
    for (int k = 0; k < count; k++) {
        isect_exact_select(ar, shift[k]);
        for (int i = 0; i < 3; i++)
            e->n[k][i] = isect_xp_of(ar, g[k][i]);
        e->o[k] = isect_xp_of(ar, g[k][3]);
    }
}

static bool xp_zero3(const isect_xp *v) {
    return isect_xp_sign(v[0]) == 0 && isect_xp_sign(v[1]) == 0 && isect_xp_sign(v[2]) == 0;
}

/* d = n_i x n_j and m = o_i n_j - o_j n_i, the 2x2 minors of rows i and j. */
static void pair_minors(meet_xp *e, int i, int j, isect_xp *d, isect_xp *m) {
    isect_xp_cross3(e->ar, e->n[i], e->n[j], d);
    for (int k = 0; k < 3; k++)
        m[k] = isect_xp_sub(e->ar, isect_xp_mul(e->ar, e->o[i], e->n[j][k]),
                            isect_xp_mul(e->ar, e->o[j], e->n[i][k]));
}

/* The unit vector v / sqrt(S) for the exact v != 0 and S = v . v: each component and S
 * rounded once, the square root of S taken on its mantissa (its exponent made even), the
 * exponents applied at the end. So each coordinate is within about 3 u of its exact
 * value, relative to it. */
static void xp_unit(const isect_xp *v, isect_xp S, double *out) {
    int es, fs;
    double m = frexp(isect_xp_approx(S, &es), &fs);
    long E = (long)es + fs;
    if (E & 1) {
        m *= 2;
        E -= 1;
    }
    double root = sqrt(m); /* sqrt(S) = root 2^(E / 2) */
    for (int i = 0; i < 3; i++) {
        int e, f;
        double a = isect_xp_approx(v[i], &e);
        if (a == 0) {
            out[i] = 0;
            continue;
        }
        a = frexp(a, &f) / root;
        long x = (long)e + f - E / 2;
        out[i] = ldexp(a, x < -2000 ? -2000 : x > 2000 ? 2000 : (int)x);
    }
}

/* The point p_i = num[i] / den of a result, and its flags. */
static void put_point(isect_planes_result3 *r, const isect_xp *num, isect_xp den) {
    double p[3];
    for (int i = 0; i < 3; i++)
        p[i] = isect_xp_ratio(num[i], den);
    r->point = dv_out3(p, &r->flags);
}

/* The line of rows i and j (d != 0): point (m x d) / (d . d), direction d / |d|. */
static void put_line(meet_xp *e, isect_planes_result3 *r, const isect_xp *d, const isect_xp *m) {
    isect_xp num[3], S = isect_xp_dot3(e->ar, d, d);
    isect_xp_cross3(e->ar, m, d, num);
    put_point(r, num, S);
    double u[3];
    xp_unit(d, S, u);
    r->dir = dv_out3(u, &r->flags);
    r->meet = ISECT_MEET_LINE;
}

/* The plane of row i: point n_i o_i / (n_i . n_i). */
static void put_plane(meet_xp *e, isect_planes_result3 *r, int i) {
    isect_xp num[3];
    for (int k = 0; k < 3; k++)
        num[k] = isect_xp_mul(e->ar, e->n[i][k], e->o[i]);
    put_point(r, num, isect_xp_dot3(e->ar, e->n[i], e->n[i]));
    r->meet = ISECT_MEET_PLANE;
}

/* ---- The fast path: double-double values with their permanents ---------------------- */

/* Every non-zero input magnitude within [2^-200, 2^200]: no product of up to four of
 * them, nor its error terms, leaves the normal range. */
static bool in_window(const double (*g)[4], int count) {
    bool ok = true;
    for (int k = 0; k < count; k++)
        for (int i = 0; i < 4; i++) {
            double a = fabs(g[k][i]);
            ok &= (a == 0) | ((a >= 0x1p-200) & (a <= 0x1p200));
        }
    return ok;
}

/* Two planes with parallel normals (d == 0 exactly): distinct unless m == 0 too (exact
 * signs, see isect_ddp_det2); one plane's point n_a o_a / (n_a . n_a) when certified. */
static bool parallel_fast(const double *a, const isect_ddp *m, isect_planes_result3 *r) {
    memset(r, 0, sizeof *r);
    r->parallel = 1;
    if (m[0].v.hi != 0 || m[1].v.hi != 0 || m[2].v.hi != 0)
        return true; /* distinct parallel planes */
    isect_ddp S = isect_ddp_add(
        isect_ddp_add(isect_ddp_det2(a[0], a[0], 0, 0), isect_ddp_det2(a[1], a[1], 0, 0)),
        isect_ddp_det2(a[2], a[2], 0, 0));
    double s, n[3], p[3];
    bool ok = isect_ddp_value(S, &s);
    for (int i = 0; i < 3; i++)
        ok &= isect_ddp_value(isect_ddp_det2(a[i], a[3], 0, 0), &n[i]); /* n_i o, exactly */
    if (!ok)
        return false;
    for (int i = 0; i < 3; i++)
        p[i] = n[i] / s;
    r->hit = true;
    r->meet = ISECT_MEET_PLANE;
    r->coincident = 1;
    r->point = dv_out3(p, &r->flags);
    return true;
}

/* Two planes whose normals are not parallel: the line, when every value is certified. */
static bool two_fast(const double (*g)[4], isect_planes_result3 *r) {
    const double *a = g[0], *b = g[1];
    isect_ddp d[3], m[3], N[3];
    bool zero = true;
    for (int i = 0; i < 3; i++) {
        int j = (i + 1) % 3, k = (i + 2) % 3;
        d[i] = isect_ddp_det2(a[j], b[k], a[k], b[j]);
        m[i] = isect_ddp_det2(a[3], b[i], b[3], a[i]);
        zero &= d[i].v.hi == 0; /* exact: see isect_ddp_det2 */
    }
    if (zero)
        return parallel_fast(a, m, r);
    for (int i = 0; i < 3; i++) {
        int j = (i + 1) % 3, k = (i + 2) % 3;
        N[i] = isect_ddp_sub(isect_ddp_mul(m[j], d[k]), isect_ddp_mul(m[k], d[j]));
    }
    isect_ddp S = isect_ddp_add(isect_ddp_add(isect_ddp_mul(d[0], d[0]), isect_ddp_mul(d[1], d[1])),
                                isect_ddp_mul(d[2], d[2]));
    double n[3], u[3], s;
    bool ok = isect_ddp_value(S, &s);
    for (int i = 0; i < 3; i++) {
        ok &= isect_ddp_value(N[i], &n[i]);
        ok &= isect_ddp_value(d[i], &u[i]);
    }
    if (!ok)
        return false;
    double p[3], norm = sqrt(s); /* |d|, from the certified d . d */
    for (int i = 0; i < 3; i++) {
        p[i] = n[i] / s;
        u[i] /= norm;
    }
    memset(r, 0, sizeof *r);
    r->hit = true;
    r->meet = ISECT_MEET_LINE;
    r->point = dv_out3(p, &r->flags);
    r->dir = dv_out3(u, &r->flags);
    return true;
}

/* Three planes with independent normals: the point, when every value is certified. */
static bool three_fast(const double (*g)[4], isect_planes_result3 *r) {
    isect_ddp c[3][3];
    for (int k = 0; k < 3; k++) {
        const double *a = g[(k + 1) % 3], *b = g[(k + 2) % 3];
        for (int i = 0; i < 3; i++) {
            int j = (i + 1) % 3, l = (i + 2) % 3;
            c[k][i] = isect_ddp_det2(a[j], b[l], a[l], b[j]);
        }
    }
    isect_ddp D = isect_ddp_add(
        isect_ddp_add(isect_ddp_scale(c[0][0], g[0][0]), isect_ddp_scale(c[0][1], g[0][1])),
        isect_ddp_scale(c[0][2], g[0][2]));
    double det, num[3];
    bool ok = isect_ddp_value(D, &det);
    for (int i = 0; i < 3; i++) {
        isect_ddp P = isect_ddp_add(
            isect_ddp_add(isect_ddp_scale(c[0][i], g[0][3]), isect_ddp_scale(c[1][i], g[1][3])),
            isect_ddp_scale(c[2][i], g[2][3]));
        ok &= isect_ddp_value(P, &num[i]);
    }
    if (!ok || det == 0)
        return false; /* uncertain or singular: the exact path */
    double p[3] = {num[0] / det, num[1] / det, num[2] / det};
    memset(r, 0, sizeof *r);
    r->hit = true;
    r->meet = ISECT_MEET_POINT;
    r->point = dv_out3(p, &r->flags);
    return true;
}

/* ---- Two planes ------------------------------------------------------------------- */

static bool two_xp(const isect_plane3 *const *pl, isect_planes_result3 *r, bool integer) {
    ISECT_XP_ARENA(ar, ARENA);
    meet_xp e;
    meet_begin(&e, &ar, pl, 2, integer);
    isect_xp d[3], m[3];
    pair_minors(&e, 0, 1, d, m);
    memset(r, 0, sizeof *r);
    if (!xp_zero3(d)) {
        put_line(&e, r, d, m);
    } else {
        r->parallel = 1;
        if (xp_zero3(m)) {
            r->coincident = 1;
            put_plane(&e, r, 0);
        }
    }
    r->hit = r->meet != ISECT_MEET_NONE;
    return !ar.full;
}

static isect_planes_result3 invalid_result(void) {
    isect_planes_result3 r;
    memset(&r, 0, sizeof r);
    r.meet = ISECT_MEET_INVALID;
    r.flags = ISECT_INVALID;
    return r;
}

/* ---- Three planes ----------------------------------------------------------------- */

static bool three_xp(const isect_plane3 *const *pl, isect_planes_result3 *r, bool integer) {
    ISECT_XP_ARENA(ar, ARENA);
    meet_xp e;
    meet_begin(&e, &ar, pl, 3, integer);
    memset(r, 0, sizeof *r);
    isect_xp c[3][3], P[3];
    for (int k = 0; k < 3; k++)
        isect_xp_cross3(&ar, e.n[(k + 1) % 3], e.n[(k + 2) % 3], c[k]);
    isect_xp D = isect_xp_dot3(&ar, e.n[0], c[0]);
    for (int i = 0; i < 3; i++)
        P[i] = isect_xp_add(&ar, isect_xp_mul(&ar, e.o[0], c[0][i]),
                            isect_xp_add(&ar, isect_xp_mul(&ar, e.o[1], c[1][i]),
                                         isect_xp_mul(&ar, e.o[2], c[2][i])));
    if (isect_xp_sign(D) != 0) {
        put_point(r, P, D);
        r->meet = ISECT_MEET_POINT;
    } else {
        /* Pairs in bit order: (a, b), (a, c), (b, c). */
        static const int pair[3][2] = {{0, 1}, {0, 2}, {1, 2}};
        isect_xp d[3][3], m[3][3];
        int first = -1;
        for (int q = 0; q < 3; q++) {
            pair_minors(&e, pair[q][0], pair[q][1], d[q], m[q]);
            if (xp_zero3(d[q])) {
                r->parallel |= 1u << q;
                if (xp_zero3(m[q]))
                    r->coincident |= 1u << q;
            } else if (first < 0) {
                first = q;
            }
        }
        if (first >= 0) {
            if (xp_zero3(P))
                put_line(&e, r, d[first], m[first]);
        } else if (r->coincident == 7u) {
            put_plane(&e, r, 0);
        }
    }
    r->hit = r->meet != ISECT_MEET_NONE;
    return !ar.full;
}

/* ---- Public functions ------------------------------------------------------------- */

/* What count (2 or 3) planes share: validity, the fast path where it certifies its
 * values, else the exact path (in expansions, or in integers when the arena is too
 * small for them). */
static isect_planes_result3 meet(const isect_plane3 *const *pl, int count) {
    isect_planes_result3 r;
    for (int k = 0; k < count; k++)
        if (!isect_ok_plane3(pl[k]))
            return invalid_result();
    double g[3][4];
    rows_of(pl, count, g);
    const double(*rows)[4] = (const double(*)[4])g;
    if (in_window(rows, count) && (count == 2 ? two_fast(rows, &r) : three_fast(rows, &r)))
        return r;
    bool (*exact)(const isect_plane3 *const *, isect_planes_result3 *, bool) =
        count == 2 ? two_xp : three_xp;
    if (!exact(pl, &r, false))
        exact(pl, &r, true);
    return r;
}

isect_planes_result3 isect_find_plane3_plane3(const isect_plane3 *a, const isect_plane3 *b) {
    const isect_plane3 *pl[2] = {a, b};
    return meet(pl, 2);
}

/* The tests decide without constructing where the window allows: two planes share a
 * point unless d = n_a x n_b == 0 and m = o_a n_b - o_b n_a != 0 (a component of d the
 * plain filter certifies non-zero settles it; otherwise, within the window, ddp_det2's
 * values, whose signs are exact, decide), and three share one when D != 0 is certified
 * (by the plain filter, then in double-double). The filters' 2^-1000 covers what
 * underflow can add; an overflow makes them uncertain. Everything else asks the find. */
bool isect_test_plane3_plane3(const isect_plane3 *a, const isect_plane3 *b) {
    if (!isect_ok_plane3(a) || !isect_ok_plane3(b))
        return false;
    const double na[3] = {a->normal.x, a->normal.y, a->normal.z},
                 nb[3] = {b->normal.x, b->normal.y, b->normal.z};
    for (int i = 0; i < 3; i++) { /* the plain filter on n_a x n_b */
        int j = (i + 1) % 3, k = (i + 2) % 3;
        isect_fx v = fx_sub(fx_mul(fx_in(na[j]), fx_in(nb[k])), fx_mul(fx_in(na[k]), fx_in(nb[j])));
        if (fx_certain_abs(v, 0x1p-1000, false))
            return true;
    }
    const isect_plane3 *pl[2] = {a, b};
    double g[3][4];
    rows_of(pl, 2, g);
    if (!in_window((const double(*)[4])g, 2))
        return isect_find_plane3_plane3(a, b).hit;
    bool parallel = true, same = true;
    for (int i = 0; i < 3; i++) {
        int j = (i + 1) % 3, k = (i + 2) % 3;
        parallel &= isect_ddp_det2(g[0][j], g[1][k], g[0][k], g[1][j]).v.hi == 0;
        same &= isect_ddp_det2(g[0][3], g[1][i], g[1][3], g[0][i]).v.hi == 0;
    }
    return !parallel || same;
}

isect_planes_result3 isect_find_plane3_plane3_plane3(const isect_plane3 *a, const isect_plane3 *b,
                                                     const isect_plane3 *c) {
    const isect_plane3 *pl[3] = {a, b, c};
    return meet(pl, 3);
}

bool isect_test_plane3_plane3_plane3(const isect_plane3 *a, const isect_plane3 *b,
                                     const isect_plane3 *c) {
    if (!isect_ok_plane3(a) || !isect_ok_plane3(b) || !isect_ok_plane3(c))
        return false;
    const isect_plane3 *pl[3] = {a, b, c};
    isect_fx n[3][3], det_fx = fx_in(0);
    for (int k = 0; k < 3; k++) { /* the plain filter on det(n_a, n_b, n_c) */
        n[k][0] = fx_in(pl[k]->normal.x);
        n[k][1] = fx_in(pl[k]->normal.y);
        n[k][2] = fx_in(pl[k]->normal.z);
    }
    for (int i = 0; i < 3; i++) {
        int j = (i + 1) % 3, k = (i + 2) % 3;
        isect_fx cof = fx_sub(fx_mul(n[1][j], n[2][k]), fx_mul(n[1][k], n[2][j]));
        det_fx = i == 0 ? fx_mul(n[0][i], cof) : fx_add(det_fx, fx_mul(n[0][i], cof));
    }
    if (fx_certain_abs(det_fx, 0x1p-1000, false))
        return true; /* independent normals: one common point */
    double g[3][4];
    rows_of(pl, 3, g);
    if (in_window((const double(*)[4])g, 3)) {
        isect_ddp c0[3];
        for (int i = 0; i < 3; i++) {
            int j = (i + 1) % 3, k = (i + 2) % 3;
            c0[i] = isect_ddp_det2(g[1][j], g[2][k], g[1][k], g[2][j]);
        }
        isect_ddp D = isect_ddp_add(
            isect_ddp_add(isect_ddp_scale(c0[0], g[0][0]), isect_ddp_scale(c0[1], g[0][1])),
            isect_ddp_scale(c0[2], g[0][2]));
        double det;
        if (isect_ddp_value(D, &det) && det != 0)
            return true;
    }
    return isect_find_plane3_plane3_plane3(a, b, c).hit;
}
