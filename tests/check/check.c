/* The shared part of the checks: scaled references, the saturation rule, exact scaling. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "check/check.h"

#include <math.h>
#include <string.h>
#include <stdio.h>
#include <stdlib.h>

void check_widen3(const isect_real *in, double *out) {
    for (int i = 0; i < 3; i++)
        out[i] = in[i];
}

isect_vec2 check_vec2(const isect_real *p) {
    return (isect_vec2){p[0], p[1]};
}

isect_vec3 check_vec3(const isect_real *p) {
    return (isect_vec3){p[0], p[1], p[2]};
}

bool check_finite3(const isect_real *v) {
    return isfinite(v[0]) && isfinite(v[1]) && isfinite(v[2]);
}

double check_normalised(long double err, long double length, long double scale) {
    long double excess = err > CHECK_TRUE_MIN ? err - CHECK_TRUE_MIN : 0.0L;
    if (excess == 0)
        return 0;
    return (double)(excess * length / (CHECK_U * scale));
}

int check_location_sign(isect_location loc) {
    switch (loc) {
    case ISECT_INSIDE: return -1;
    case ISECT_ON_BOUNDARY: return 0;
    case ISECT_OUTSIDE: return 1;
    default: return ISECT_SIGN_INVALID;
    }
}

const char *check_hit(bool test, const isect_find_result3 *f, bool exact, oracle_row *row) {
    if (test == exact && f->hit == exact)
        return NULL;
    row->disagreements++;
    row->false_hits += test && !exact;
    row->false_misses += !test && exact;
    return test != exact ? "test differs from the exact answer"
                         : "find.hit differs from the exact answer";
}

const char *check_boolean(bool hit, bool hit_swapped, bool exact, oracle_row *row) {
    if (hit == exact && hit_swapped == exact)
        return NULL;
    row->disagreements++;
    if (exact)
        row->false_misses++;
    else
        row->false_hits++;
    if (hit != exact)
        return exact ? "a false miss" : "a false hit";
    return "the swapped arguments disagree";
}

long double check_norm_inf(const long double *v) {
    return fmaxl(fabsl(v[0]), fmaxl(fabsl(v[1]), fabsl(v[2])));
}

double check_crossing_point(const isect_real *a, const long double *d, long double t,
                            isect_vec3 got, long double S, long double slope, check_sat *sat) {
    isect_real pt[3] = {got.x, got.y, got.z};
    long double worst = 0, mag = 0;
    for (int i = 0; i < 3; i++) {
        long double exact = a[i] + t * d[i];
        worst = fmaxl(worst, check_err(pt[i], exact, sat));
        mag = fmaxl(mag, fabsl(exact));
    }
    return check_normalised(worst, 1, mag + check_norm_inf(d) * S / slope);
}

long double check_err(long double x, long double ref, check_sat *sat) {
    if (fabsl(x) == CHECK_MAX)
        sat->at_max = true;
    if (fabsl(ref) > CHECK_MAX && x == copysignl(CHECK_MAX, ref)) {
        /* Saturated. An exact value within a rounding of the largest finite one may come
         * back as it without the flag; beyond that the flag is required. */
        sat->beyond |= fabsl(ref) > CHECK_MAX * (1 + 2 * CHECK_U);
        return 0;
    }
    return fabsl(x - ref);
}

const char *check_saturation(unsigned flags, const check_sat *sat) {
    bool flagged = (flags & ISECT_SATURATED) != 0;
    if (sat->beyond && !flagged)
        return "a value beyond the range of isect_real came back without ISECT_SATURATED";
    if (flagged && !sat->at_max)
        return "ISECT_SATURATED without a value at the largest finite isect_real";
    return NULL;
}

void check_krange_init(check_krange *r) {
    r->lo = CHECK_EMIN - CHECK_EMAX;
    r->hi = CHECK_EMAX - CHECK_EMIN;
    r->any = false;
}

/* x = m 2^e with m an odd integer and x = f 2^top with 1 <= |f| < 2: x 2^k is exact in
 * isect_real when e + k reaches down to its smallest subnormal exponent and
 * top + k stays at or below its largest exponent. */
void check_krange_add(check_krange *r, isect_real x) {
    if (x == 0 || !isfinite(x))
        return;
    int top = ilogb(x);
    double m = ldexp((double)x, 52 - top); /* an integer below 2^53 */
    int e = top - 52;
    while (fmod(m, 2) == 0) {
        m /= 2;
        e++;
    }
    if (CHECK_EMIN - e > r->lo)
        r->lo = CHECK_EMIN - e;
    if (CHECK_EMAX - top < r->hi)
        r->hi = CHECK_EMAX - top;
    r->any = true;
}

void check_scale(isect_real *const *v, int n, int k) {
    for (int i = 0; i < n; i++)
        *v[i] = (isect_real)ldexp((double)*v[i], k);
}

void check_print_coords(const char *label, const isect_real *x, int n) {
    printf("%s", label);
    for (int i = 0; i < n; i++)
        printf(" %a", (double)x[i]);
    printf("\n");
}

void check_print_find(const isect_find_result3 *f, int dim) {
    printf("    got: hit %d count %d flags 0x%x t %a %a\n", f->hit, f->count, f->flags,
           (double)f->t[0], (double)f->t[1]);
    isect_vec3 v[3] = {f->point[0], f->point[1], f->normal};
    static const char *labels[3] = {"         point[0]", "         point[1]", "         normal  "};
    for (int k = 0; k < 3; k++) {
        isect_real x[3] = {v[k].x, v[k].y, v[k].z};
        check_print_coords(labels[k], x, dim);
    }
}

int check_run_group(const char *group, int n, const char *(*name)(int q),
                    void (*run)(void **state)) {
    enum { MOST = 64 };
    static int index[MOST];
    struct CMUnitTest tests[MOST];
    assert_true(n <= MOST);
    const char *only = getenv("ISECT_ORACLE_ONLY");
    int m = 0;
    for (int i = 0; i < n; i++) {
        index[i] = i;
        if (!only || !*only || strcmp(only, name(i)) == 0)
            tests[m++] = (struct CMUnitTest){name(i), run, NULL, NULL, &index[i]};
    }
    return _cmocka_run_group_tests(group, tests, (size_t)m, NULL, NULL);
}

int check_query_index(void **state) {
    return *(const int *)*state;
}

bool check_find_is_zero(const isect_find_result3 *f) {
    return f->count == 0 && f->t[0] == 0 && f->t[1] == 0 && f->point[0].x == 0 &&
           f->point[0].y == 0 && f->point[0].z == 0 && f->point[1].x == 0 && f->point[1].y == 0 &&
           f->point[1].z == 0 && f->normal.x == 0 && f->normal.y == 0 && f->normal.z == 0;
}

const char *check_find_invalid(bool any_test, const isect_find_result3 *f) {
    if (any_test || f->hit)
        return "invalid input reported as a hit";
    if (f->flags != ISECT_INVALID)
        return "invalid input: flags are not exactly ISECT_INVALID";
    if (!check_find_is_zero(f))
        return "invalid input left non-zero fields";
    return NULL;
}

const char *check_solid_find(const isect_find_result3 *f, int kind, unsigned flags, int count) {
    const unsigned deg = ISECT_DEGENERATE;
    if (!f->hit) {
        if (!check_find_is_zero(f) || (f->flags & ~deg))
            return "a miss must be an all-zero result";
        return (f->flags & deg) == (flags & deg) ? NULL : "a miss with the wrong ISECT_DEGENERATE";
    }
    if ((f->flags & ~(unsigned)ISECT_SATURATED) != flags)
        return "flags differ from their exact values";
    if (f->count != count)
        return "count differs from the contract's";
    double lo = kind == ORACLE_LINE ? -(double)CHECK_MAX : 0;
    double hi = kind == ORACLE_SEGMENT ? 1 : (double)CHECK_MAX;
    if (!(lo <= f->t[0] && f->t[0] <= f->t[1] && f->t[1] <= hi))
        return "t[] not ordered inside the component's range";
    if (count == 1 && (flags & ISECT_TOUCHING) && f->t[0] != f->t[1])
        return "t[0] != t[1] where the component meets the solid in one point";
    return NULL;
}

const char *check_find2_values(const isect_find_result2 *f, const check_ends2 *ref, int k,
                               double bound_t, double bound_p, double bound_n, oracle_row *row) {
    check_sat sat = {false, false};
    double et = 0, ep = 0;
    long double scale = ldexpl(ref->scale, k);
    for (int i = 0; i < 2; i++) {
        long double e = check_err(f->t[i], ref->t[i], &sat);
        double n = check_normalised(e, 1, fabsl(ref->t[i]));
        if (e > CHECK_TRUE_MIN && ref->t[i] == 0)
            n = INFINITY;
        et = fmax(et, n);
        for (int c = 0; c < 2; c++) {
            long double ec =
                check_err(c ? f->point[i].y : f->point[i].x, ldexpl(ref->point[i][c], k), &sat);
            ep = fmax(ep, check_normalised(ec, 1, scale));
        }
    }
    check_record(&row->err_t, et);
    check_record(&row->err_point, ep);
    if (!(et <= bound_t))
        return "t beyond its bound";
    if (!(ep <= bound_p))
        return "point beyond its bound";
    if (!ref->normal) {
        if (f->normal.x != 0 || f->normal.y != 0)
            return "a normal where none is defined";
    } else {
        long double en =
            fmaxl(fabsl(f->normal.x - ref->normal[0]), fabsl(f->normal.y - ref->normal[1]));
        double n = check_normalised(en, 1, 1);
        check_record(&row->err_normal, n);
        if (!(n <= bound_n))
            return "normal beyond its bound";
    }
    return check_saturation(f->flags, &sat);
}

double check_coord(isect_vec3 v, int i) {
    return i == 0 ? v.x : (i == 1 ? v.y : v.z);
}

isect_find_result3 check_widen_find2(isect_find_result2 f) {
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

long double check_err3(isect_vec3 got, const long double *ref, long double scale, check_sat *sat) {
    long double worst = check_err(got.x, ref[0] * scale, sat);
    worst = fmaxl(worst, check_err(got.y, ref[1] * scale, sat));
    return fmaxl(worst, check_err(got.z, ref[2] * scale, sat));
}

long double check_max_abs(const long double *v, int n, long double m) {
    for (int i = 0; i < n; i++)
        m = fabsl(v[i]) > m ? fabsl(v[i]) : m;
    return m;
}

void check_record(double *slot, double value) {
    if (value > *slot)
        *slot = value;
}

const char *check_contact_hit(isect_contact_result3 r, bool hit, oracle_row *row) {
    if (r.flags & ISECT_INVALID)
        return "valid input reported ISECT_INVALID";
    if (r.hit != hit) {
        row->disagreements++;
        if (hit)
            row->false_misses++;
        else
            row->false_hits++;
        return hit ? "a false miss" : "a false hit";
    }
    if (hit ? !(r.depth >= 0) : !(r.depth < 0))
        return "the depth's sign disagrees with hit";
    return NULL;
}

const char *check_contact_invalid(isect_contact_result3 r) {
    if (r.flags != ISECT_INVALID || r.hit || r.depth != 0 || r.normal.x != 0 || r.normal.y != 0 ||
        r.normal.z != 0 || r.point.x != 0 || r.point.y != 0 || r.point.z != 0)
        return "invalid input: not the all-zero result with ISECT_INVALID";
    return NULL;
}

void check_print_contact(isect_contact_result3 r) {
    printf("    got hit %d depth %La normal (%La %La %La) point (%La %La %La) flags %u\n", r.hit,
           (long double)r.depth, (long double)r.normal.x, (long double)r.normal.y,
           (long double)r.normal.z, (long double)r.point.x, (long double)r.point.y,
           (long double)r.point.z, r.flags);
}
