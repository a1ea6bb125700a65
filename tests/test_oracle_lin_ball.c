/* Lines, rays and segments against discs and balls, checked case by case against the
 * exact GMP oracle and the MPFR reference.
 *
 * For every query (line, ray, segment x 2D, 3D) it runs ISECT_ORACLE_CASES uniform and
 * as many adversarial cases (default 20000 each; `make oracle` runs 10^6) plus invalid
 * inputs, and checks:
 * - test_* equals the exact answer (0 disagreements), and find(...).hit == test_*;
 * - the flags (touching, started/ended inside, degenerate) equal their exact values and
 *   count follows from them; t[] is ordered, inside the component's range, exactly 0 or
 *   1 where an end lies inside; a miss is an all-zero result;
 * - the segment reversed gives the same answer;
 * - t, the points and the normal are within the documented error bound of the MPFR
 *   reference (see docs/accuracy.md for the metric);
 * - ISECT_INVALID appears for invalid input and only there (every finite input is
 *   decided, however far apart its magnitudes).
 * It prints one row per query (oracle_print_row): cases, disagreements, false hits, false
 * misses, how often the fast filter could not decide, and the largest normalised errors. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gen/gen.h"
#include "isect/isect.h"
#include "ball_sign.h"
#include "oracle/oracle.h"

/* Documented bounds (docs/accuracy.md), in units of isect_real's unit roundoff u. */
#define BOUND_T 16.0
#define BOUND_POINT 16.0
#define BOUND_NORMAL 16.0

#if ISECT_USE_DOUBLE
static const double unit_roundoff = 0x1p-53;
static const double real_true_min = 0x1p-1074; /* rounding step of a subnormal result */
#else
static const double unit_roundoff = 0x1p-24;
static const double real_true_min = 0x1p-149;
#endif

/* err (beyond the subnormal rounding step) * length * grazing / (u * scale), in long
 * double so that no intermediate overflows or underflows. */
static double normalised(long double err, long double length, double grazing, long double scale) {
    long double excess = err > real_true_min ? err - real_true_min : 0.0L;
    if (excess == 0)
        return 0; /* also when the scale itself is 0 (everything at the origin) */
    return (double)(excess * length * grazing / ((long double)unit_roundoff * scale));
}

typedef struct query {
    const char *name;
    int kind; /* oracle_kind */
    int dim;
} query;

static query queries[] = {
    {"test_seg2_circle2", ORACLE_SEGMENT, 2}, {"test_ray2_circle2", ORACLE_RAY, 2},
    {"test_line2_circle2", ORACLE_LINE, 2},   {"test_seg3_sphere3", ORACLE_SEGMENT, 3},
    {"test_ray3_sphere3", ORACLE_RAY, 3},     {"test_line3_sphere3", ORACLE_LINE, 3},
};

typedef oracle_row stats;

/* The library's answers in one shape for 2D and 3D. */
typedef struct answer {
    bool test, test_reversed;
    isect_find_result3 find;
} answer;

static isect_find_result3 widen(isect_find_result2 f) {
    isect_find_result3 r;
    memset(&r, 0, sizeof r);
    r.hit = f.hit;
    r.count = f.count;
    r.flags = f.flags;
    for (int i = 0; i < 2; i++) {
        r.t[i] = f.t[i];
        r.point[i] = (isect_vec3){f.point[i].x, f.point[i].y, 0};
    }
    r.normal = (isect_vec3){f.normal.x, f.normal.y, 0};
    return r;
}

static answer ask_library(const gen_lin_ball *x) {
    answer ans = {false, false, {0}};
    isect_vec2 a2 = {x->a[0], x->a[1]}, b2 = {x->b[0], x->b[1]};
    isect_vec3 a3 = {x->a[0], x->a[1], x->a[2]}, b3 = {x->b[0], x->b[1], x->b[2]};
    isect_circle2 circle = {{x->c[0], x->c[1]}, x->r};
    isect_sphere3 sphere = {{x->c[0], x->c[1], x->c[2]}, x->r};
    if (x->dim == 2) {
        if (x->kind == ORACLE_SEGMENT) {
            isect_seg2 s = {a2, b2}, rev = {b2, a2};
            ans.test = isect_test_seg2_circle2(&s, &circle);
            ans.test_reversed = isect_test_seg2_circle2(&rev, &circle);
            ans.find = widen(isect_find_seg2_circle2(&s, &circle));
        } else if (x->kind == ORACLE_RAY) {
            isect_ray2 s = {a2, b2};
            ans.test = ans.test_reversed = isect_test_ray2_circle2(&s, &circle);
            ans.find = widen(isect_find_ray2_circle2(&s, &circle));
        } else {
            isect_line2 s = {a2, b2}, rev = {a2, {-b2.x, -b2.y}};
            ans.test = isect_test_line2_circle2(&s, &circle);
            ans.test_reversed = isect_test_line2_circle2(&rev, &circle);
            ans.find = widen(isect_find_line2_circle2(&s, &circle));
        }
    } else {
        if (x->kind == ORACLE_SEGMENT) {
            isect_seg3 s = {a3, b3}, rev = {b3, a3};
            ans.test = isect_test_seg3_sphere3(&s, &sphere);
            ans.test_reversed = isect_test_seg3_sphere3(&rev, &sphere);
            ans.find = isect_find_seg3_sphere3(&s, &sphere);
        } else if (x->kind == ORACLE_RAY) {
            isect_ray3 s = {a3, b3};
            ans.test = ans.test_reversed = isect_test_ray3_sphere3(&s, &sphere);
            ans.find = isect_find_ray3_sphere3(&s, &sphere);
        } else {
            isect_line3 s = {a3, b3}, rev = {a3, {-b3.x, -b3.y, -b3.z}};
            ans.test = isect_test_line3_sphere3(&s, &sphere);
            ans.test_reversed = isect_test_line3_sphere3(&rev, &sphere);
            ans.find = isect_find_line3_sphere3(&s, &sphere);
        }
    }
    return ans;
}

/* ---- Helpers on the case ---------------------------------------------------------- */

static void widen_case(const gen_lin_ball *x, double a[3], double b[3], double c[3]) {
    for (int i = 0; i < 3; i++) {
        a[i] = x->a[i];
        b[i] = x->b[i];
        c[i] = x->c[i];
    }
}

static bool case_valid(const gen_lin_ball *x) {
    for (int i = 0; i < x->dim; i++)
        if (!isfinite(x->a[i]) || !isfinite(x->b[i]) || !isfinite(x->c[i]))
            return false;
    return isfinite(x->r) && x->r >= 0;
}

static bool result_is_zero(const isect_find_result3 *f) {
    return f->count == 0 && f->t[0] == 0 && f->t[1] == 0 && f->point[0].x == 0 &&
           f->point[0].y == 0 && f->point[0].z == 0 && f->point[1].x == 0 && f->point[1].y == 0 &&
           f->point[1].z == 0 && f->normal.x == 0 && f->normal.y == 0 && f->normal.z == 0;
}

static double vcoord(isect_vec3 v, int i) {
    return i == 0 ? v.x : (i == 1 ? v.y : v.z);
}

static void print_case(const gen_lin_ball *x, const query *q) {
    fprintf(stderr, "case (%s, family %s):\n  a = ", q->name, x->family);
    for (int i = 0; i < x->dim; i++)
        fprintf(stderr, "%a ", (double)x->a[i]);
    fprintf(stderr, "\n  b = ");
    for (int i = 0; i < x->dim; i++)
        fprintf(stderr, "%a ", (double)x->b[i]);
    fprintf(stderr, "\n  c = ");
    for (int i = 0; i < x->dim; i++)
        fprintf(stderr, "%a ", (double)x->c[i]);
    fprintf(stderr, "\n  r = %a\n", (double)x->r);
}

/* ---- The checks ------------------------------------------------------------------- */

static const char *check_invalid(const answer *ans) {
    if (ans->test || ans->find.hit)
        return "invalid input reported as a hit";
    if (!(ans->find.flags & ISECT_INVALID))
        return "invalid input without ISECT_INVALID";
    if (!result_is_zero(&ans->find))
        return "invalid input left non-zero fields";
    return NULL;
}

#if ISECT_USE_DOUBLE
static const double real_max = DBL_MAX;
#else
static const double real_max = FLT_MAX;
#endif

/* Constructed values against the MPFR reference, normalised as in docs/accuracy.md:
 * an error e in a parameter t counts as e |d| g / (u S) and in a point as e g / (u S),
 * with S the largest input magnitude (or |t d|, if larger) and g the grazing cosine. */
static const char *check_accuracy(const gen_lin_ball *x, const answer *ans, bool start_in,
                                  bool end_in, bool is_point, stats *st) {
    double a[3], b[3], c[3], r = x->r;
    widen_case(x, a, b, c);
    if (is_point) /* t == 0 and the point are checked exactly elsewhere */
        return ans->find.flags & ISECT_SATURATED ? "a point component cannot saturate" : NULL;
    oracle_crossing ref[2];
    double grazing;
    int n = oracle_lin_ball_crossings((oracle_kind)x->kind, x->dim, a, b, c, r, ref, &grazing);
    if (n == 0)
        return "oracle found no crossing for a hit";
    long double dlen = 0, scale = fabs(r);
    for (int i = 0; i < x->dim; i++) {
        long double di = x->kind == ORACLE_SEGMENT ? (long double)b[i] - a[i] : b[i];
        dlen += di * di;
        scale = fmaxl(scale, fmaxl(fabsl(a[i]), fabsl(c[i])));
        if (x->kind == ORACLE_SEGMENT)
            scale = fmaxl(scale, fabs(b[i]));
    }
    dlen = sqrtl(dlen);
    bool touching = ans->find.flags & ISECT_TOUCHING;
    double g = touching || n == 1 ? 1.0 : grazing;
    double reported[8];
    int nv = 0;
    for (int k = 0; k < 2; k++) {
        if ((k == 0 && start_in) || (k == 1 && end_in))
            continue; /* exactly 0 or 1, checked elsewhere */
        const oracle_crossing *q = &ref[k];
        double t = ans->find.t[k];
        reported[nv++] = t;
        for (int i = 0; i < x->dim; i++)
            reported[nv++] = vcoord(ans->find.point[k], i);
        long double s = fmaxl(scale, fabsl(q->t_wide * dlen));
        /* Error of t against the reference in long double (whose range goes far beyond
         * double's); a parameter beyond the real range must saturate to +-real_max, which
         * then counts as exact. */
        long double err_wide = fabsl((long double)t - q->t_wide);
        if (oracle_saturated(ans->find.flags, q->t_wide, t, real_max))
            err_wide = 0;
        double err_t = normalised(err_wide, dlen, g, s);
        st->err_t = fmax(st->err_t, err_t);
        if (!(err_t <= BOUND_T))
            return "t outside its documented error bound";
        double err_p = 0, err_n = 0;
        for (int i = 0; i < x->dim; i++) {
            double pi = vcoord(ans->find.point[k], i), ei = oracle_dd_err(q->point[i], pi);
            if (oracle_saturated(ans->find.flags, q->point[i].hi, pi, real_max))
                ei = 0; /* beyond the range: saturated, as documented */
            err_p = fmax(err_p, ei);
            err_n = fmax(err_n, oracle_dd_err(q->normal[i], vcoord(ans->find.normal, i)));
        }
        err_p = normalised(err_p, 1, g, s);
        st->err_point = fmax(st->err_point, err_p);
        if (!(err_p <= BOUND_POINT))
            return "point outside its documented error bound";
        if (k == 0 && r > 0) {
            err_n = normalised(err_n, r, g, s);
            st->err_normal = fmax(st->err_normal, err_n);
            if (!(err_n <= BOUND_NORMAL))
                return "normal outside its documented error bound";
        }
    }
    if (!oracle_flag_has_value(ans->find.flags, nv, reported, real_max))
        return "ISECT_SATURATED without a saturated value";
    return NULL;
}

static const char *check_case(const gen_lin_ball *x, int mode, stats *st) {
    answer ans = ask_library(x);
    st->cases++;
    if (!case_valid(x))
        return check_invalid(&ans);

    double a[3], b[3], c[3], r = x->r;
    widen_case(x, a, b, c);
    const isect_find_result3 *f = &ans.find;
    if (f->flags & ISECT_INVALID)
        return "ISECT_INVALID for valid input";
    int sign = oracle_lin_ball_sign((oracle_kind)x->kind, x->dim, a, b, c, r);
    /* How often the fast filter alone decides (white box: the library's own filter). */
    isect_lin lin = {(isect_lin_kind)x->kind, x->dim, {a[0], a[1], a[2]}, {b[0], b[1], b[2]}};
    int filtered_sign;
    st->filtered[mode]++;
    if (!isect_filter_lin_ball(&lin, c, r, &filtered_sign))
        st->fell_through[mode]++;
    else if (filtered_sign != sign)
        return "the filter certified a wrong sign";
    bool expect = sign <= 0;
    if (ans.test != expect) {
        st->disagreements++;
        if (ans.test)
            st->false_hits++;
        else
            st->false_misses++;
        return "test disagrees with the exact oracle";
    }
    if (f->hit != ans.test)
        return "find.hit != test";
    if (ans.test_reversed != ans.test)
        return "reversing the component changed the answer";

    bool is_point = true;
    for (int i = 0; i < x->dim; i++)
        is_point &= x->kind == ORACLE_SEGMENT ? a[i] == b[i] : b[i] == 0;
    unsigned degenerate = (is_point || r == 0) ? ISECT_DEGENERATE : 0;
    if (!f->hit) {
        if (!result_is_zero(f) || (f->flags & ~(unsigned)ISECT_DEGENERATE))
            return "a miss must be an all-zero result";
        return (f->flags & ISECT_DEGENERATE) == degenerate ? NULL : "wrong ISECT_DEGENERATE";
    }

    /* Exact expectations for the flags and count. */
    bool touching = sign == 0;
    bool start_in = !touching && (is_point || x->kind != ORACLE_LINE) &&
                    oracle_point_ball_sign(x->dim, a, c, r) < 0;
    bool end_in = !touching && (is_point ? start_in
                                         : x->kind == ORACLE_SEGMENT &&
                                               oracle_point_ball_sign(x->dim, b, c, r) < 0);
    unsigned flags = degenerate | (touching ? ISECT_TOUCHING : 0) |
                     (start_in ? ISECT_STARTED_INSIDE : 0) | (end_in ? ISECT_ENDED_INSIDE : 0);
    if ((f->flags & ~(unsigned)ISECT_SATURATED) != flags)
        return "flags differ from their exact values";
    int count = touching ? 1 : (!start_in) + (!end_in);
    if (f->count != count)
        return "count differs from the number of surface crossings";

    double lo = x->kind == ORACLE_LINE ? -DBL_MAX : 0, hi = x->kind == ORACLE_SEGMENT ? 1 : DBL_MAX;
    if (!(lo <= f->t[0] && f->t[0] <= f->t[1] && f->t[1] <= hi))
        return "t[] not ordered inside the component's range";
    if ((start_in && f->t[0] != 0) || (end_in && !is_point && f->t[1] != 1) ||
        (touching && f->t[0] != f->t[1]) || (is_point && (f->t[0] != 0 || f->t[1] != 0)))
        return "t[] not exact at an end that lies inside";
    if (is_point || start_in) {
        for (int i = 0; i < x->dim; i++)
            if (is_point &&
                (vcoord(f->point[0], i) != x->a[i] || vcoord(f->point[1], i) != x->a[i]))
                return "a point component must report itself";
    }
    double nlen = sqrt((double)f->normal.x * f->normal.x + (double)f->normal.y * f->normal.y +
                       (double)f->normal.z * f->normal.z);
    bool normal_defined = !start_in && !(is_point && sign == 0 && r == 0);
    if (normal_defined ? !(fabs(nlen - 1) <= 4 * unit_roundoff) : nlen != 0)
        return normal_defined ? "normal is not unit length" : "normal should be zero";
    return check_accuracy(x, &ans, start_in, end_in, is_point, st);
}

/* ---- Driver ----------------------------------------------------------------------- */

static void run_query(void **state) {
    const query *q = *state;
    long n = oracle_cases_per_mode();
    stats st = {0};
    gen_rng rng;
    gen_seed(&rng, oracle_seed() * 131 + (uint64_t)q->kind * 7 + (uint64_t)q->dim);
    for (int mode = 0; mode < 3; mode++) {
        long count = mode == 2 ? n / 20 + 1 : n;
        for (long i = 0; i < count; i++) {
            gen_lin_ball x;
            if (mode == 0)
                gen_lin_ball_uniform(&rng, q->kind, q->dim, &x);
            else if (mode == 1)
                gen_lin_ball_adversarial(&rng, q->kind, q->dim, &x);
            else
                gen_lin_ball_invalid(&rng, q->kind, q->dim, &x);
            const char *why = check_case(&x, mode, &st);
            if (why) {
                print_case(&x, q);
                fail_msg("%s: %s (case %ld of mode %d)", q->name, why, i, mode);
            }
        }
    }
    st.query = q->name;
    oracle_print_row(&st);
}

int main(void) {
    enum { NQ = sizeof queries / sizeof queries[0] };
    struct CMUnitTest tests[NQ];
    for (int i = 0; i < NQ; i++) {
        tests[i] = (struct CMUnitTest){queries[i].name, run_query, NULL, NULL, &queries[i]};
    }
    oracle_print_header();
    return cmocka_run_group_tests_name("oracle_lin_ball", tests, NULL, NULL);
}
