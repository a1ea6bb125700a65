/* What the oracle tests and the scale test share: for every query family, the exact
 * reference of a generated case (computed once, GMP/MPFR being slow) and the check of the
 * library's answer against it.
 *
 * Scale invariance. Scaling every length of a case by 2^k (positions, radii, extents,
 * directions, plane offsets; not the unit axes of an oriented box nor the normal of a
 * plane3, whose offset then scales with the positions) leaves every exact boolean, flag
 * and count unchanged and every exact parameter t too, multiplies exact points by 2^k and
 * squared distances by 2^2k, and leaves unit normals alone. So one reference serves every
 * k for which the scaling is exact, and each family's check takes the (scaled) case, the
 * reference of the unscaled case and k. Its error measures are those of the oracle tests:
 * each is a ratio of quantities of one degree in the lengths, computed in long double
 * (whose exponent range is far wider than isect_real's, so nothing in them overflows or
 * underflows) and therefore the same number for every k. The allowances that do not
 * scale are those the headers document: a result in the subnormal range of isect_real may
 * be off by a few units of its smallest subnormal, and a value beyond its largest finite
 * number is reported as that number, of the right sign, with ISECT_SATURATED.
 *
 * A check returns NULL when the answer is right and otherwise says what is wrong; it adds
 * boolean disagreements and the largest normalised errors to an oracle_row. */
#ifndef ISECT_TESTS_CHECK_H
#define ISECT_TESTS_CHECK_H

#include <stdbool.h>
#include <stddef.h>

#include "gen/gen.h"
#include "isect/isect.h"
#include "oracle/oracle.h"

/* isect_real's unit roundoff, range, and the exponents of its largest and smallest
 * (subnormal) powers of two. */
#if ISECT_USE_DOUBLE
#define CHECK_U 0x1p-53L
#define CHECK_MAX 0x1.fffffffffffffp+1023L
#define CHECK_MIN 0x1p-1022L
#define CHECK_TRUE_MIN 0x1p-1074L
#define CHECK_EMAX 1023
#define CHECK_EMIN (-1074)
#else
#define CHECK_U 0x1p-24L
#define CHECK_MAX 0x1.fffffep+127L
#define CHECK_MIN 0x1p-126L
#define CHECK_TRUE_MIN 0x1p-149L
#define CHECK_EMAX 127
#define CHECK_EMIN (-149)
#endif

/* Coordinates of a case: a point as double (for the oracle), as isect_vec2 / isect_vec3
 * (for the library), and whether all three are finite. */
void check_widen3(const isect_real *in, double *out);
isect_vec2 check_vec2(const isect_real *p);
isect_vec3 check_vec3(const isect_real *p);
bool check_finite3(const isect_real *v);

/* ---- Values beyond the range of isect_real ------------------------------------------
 * A reported value whose exact value lies beyond the largest finite isect_real must be
 * that largest value with the right sign, and the result must then carry
 * ISECT_SATURATED; the flag in turn must come with a value at the largest finite
 * isect_real. check_err records what it saw; check_saturation judges the flags. */
typedef struct check_sat {
    bool beyond; /* a value clearly beyond the range came back as the largest finite one */
    bool at_max; /* some reported value is the largest finite isect_real */
} check_sat;

/* |x - ref| for a reported x and its exact value ref; 0 when ref lies beyond the range
 * and x is the largest finite isect_real of its sign, recorded in sat: the flag is then
 * required, unless ref lies within a rounding (a factor 1 + 2u) of that largest value. */
long double check_err(long double x, long double ref, check_sat *sat);

/* max_i check_err(got_i, ref_i * scale, sat) over the three coordinates. */
long double check_err3(isect_vec3 got, const long double *ref, long double scale, check_sat *sat);

/* NULL when the ISECT_SATURATED bit of flags agrees with what check_err saw. */
const char *check_saturation(unsigned flags, const check_sat *sat);

/* ---- Answers and measures -------------------------------------------------------- */

/* err * length / (u scale), with err first reduced by one step of the subnormal grid
 * (the rounding of a result that small); 0 when nothing is left, also for a zero scale.
 * With length and scale of the degrees in the lengths that make the ratio dimensionless
 * (computed in long double), the value is the same at every scale. */
double check_normalised(long double err, long double length, long double scale);

/* A location as the sign of a distance minus a size: -1 inside, 0 on the boundary, +1
 * outside; ISECT_SIGN_INVALID for ISECT_LOCATION_INVALID. */
int check_location_sign(isect_location loc);

/* A find query's test and find(...).hit against the exact hit: NULL when both agree,
 * otherwise which one differs, counted in row as a disagreement (a false hit or miss). */
const char *check_hit(bool test, const isect_find_result3 *f, bool exact, oracle_row *row);

/* A boolean test's answer, and its answer with the arguments swapped (the answer again for
 * a pair asked one way), against the exact one: NULL when both agree, otherwise which one
 * differs, counted in row as a disagreement (a false hit or a false miss). */
const char *check_boolean(bool hit, bool hit_swapped, bool exact, oracle_row *row);

/* Whether a find result's count, t, points and normal are all zero (a miss's fields). */
bool check_find_is_zero(const isect_find_result3 *f);

/* A find on invalid input (and whether any test on it answered true): no hit, flags exactly
 * ISECT_INVALID, every other field zero. NULL when so, else what differs. */
const char *check_find_invalid(bool any_test, const isect_find_result3 *f);

/* The common checks of a find against a solid, given the exact flags (ISECT_DEGENERATE,
 * _TOUCHING, _STARTED_INSIDE, _ENDED_INSIDE as the contract sets them) and count: a miss is
 * all zero with ISECT_DEGENERATE as in flags and nothing else; a hit has exactly those
 * flags (ISECT_SATURATED aside) and that count, t[] ordered inside the range of the
 * component (kind an oracle_kind), and t[0] == t[1] when touching in one point. NULL when
 * all hold, else what differs. */
const char *check_solid_find(const isect_find_result3 *f, int kind, unsigned flags, int count);

/* A 2D find's exact ends for check_find2_values: t[2], point[2][2] (unscaled), the unit
 * normal (NULL where none is defined) and the points' error scale (unscaled). */
typedef struct check_ends2 {
    const long double *t;
    const long double (*point)[2];
    const long double *normal;
    long double scale;
} check_ends2;

/* The values of a 2D find on the case scaled by 2^k against ref: each t within bound_t u of
 * |t*| (an exact 0 exactly), each point coordinate within bound_p u of the scale, the
 * normal within bound_n u per coordinate (exactly zero where none is defined); records the
 * row's maxima and ends with the saturation rule. NULL when all hold. */
const char *check_find2_values(const isect_find_result2 *f, const check_ends2 *ref, int k,
                               double bound_t, double bound_p, double bound_n, oracle_row *row);

/* Coordinate i (0, 1, 2) of v. */
double check_coord(isect_vec3 v, int i);

/* A 2D find result as a 3D one (z = 0), for the checks written for both. */
isect_find_result3 check_widen_find2(isect_find_result2 f);

/* The larger of m and every |v_i| of v[0..n-1]. */
long double check_max_abs(const long double *v, int n, long double m);

/* *slot = max(*slot, value): a row's largest error so far. */
void check_record(double *slot, double value);

/* max |v_i| of a 3-vector, in long double. */
long double check_norm_inf(const long double *v);

/* The error of the point got reported for the crossing of a plane by the component
 * a + t d at the exact parameter t, as docs/plane.md normalises it: |got - X*|_inf
 * (past one step of the subnormal grid) in units of u (|X*|_inf + |d|_inf S / slope),
 * where S is the scale of the bound on t and slope = |N . d|. */
double check_crossing_point(const isect_real *a, const long double *d, long double t,
                            isect_vec3 got, long double S, long double slope, check_sat *sat);

/* ---- Exact scaling ------------------------------------------------------------------ */

/* The k for which x 2^k is exact in isect_real for every coordinate x added:
 * lo <= k <= hi (empty when lo > hi). Zeros do not restrict k; any is false when every
 * coordinate added was zero (then no scaling changes the case). */
typedef struct check_krange {
    int lo, hi;
    bool any; /* a non-zero coordinate was added */
} check_krange;

void check_krange_init(check_krange *r);
void check_krange_add(check_krange *r, isect_real x);

/* Scales the n coordinates v[i] by 2^k in place (exact when k is in their range). */
void check_scale(isect_real *const *v, int n, int k);

/* ---- Families, as the scale test drives them ----------------------------------------
 * A family's queries share a case type and a reference type; the scale test generates a
 * case (mode 0 uniform, 1 adversarial), asks for its reference, lists its lengths,
 * scales them and checks, through these hooks. */
typedef struct check_family {
    const char *name;
    int queries;
    size_t case_size, ref_size;
    const char *(*query_name)(int q);
    void (*generate)(gen_rng *rng, int q, int mode, void *c);
    /* The exact reference; false when the case is invalid input (not scaled). */
    bool (*reference)(int q, const void *c, void *ref);
    /* Pointers to every length of the case (at most GEN_MAX_LENGTHS). */
    int (*lengths)(int q, void *c, isect_real **v);
    const char *(*check)(int q, const void *c, const void *ref, int k, oracle_row *row);
    /* Prints the (scaled) case in hexadecimal, the library's answer and the expected one. */
    void (*explain)(int q, const void *c, const void *ref, int k);
} check_family;

/* The check_family check_family_P of a module whose functions follow one pattern over its
 * array P_queries[N] of queries (each with a member `name`), with case type C and
 * reference type R:
 *   void P_generate(gen_rng *rng, const Q *q, int mode, C *x);
 *   bool P_reference(const Q *q, const C *x, R *ref);
 *   int P_lengths(const Q *q, C *x, isect_real **v);
 *   const char *P_check(const Q *q, const C *x, const R *ref, int k, oracle_row *row);
 *   void P_explain(const Q *q, const C *x, const R *ref, int k);
 * Its hooks hand the scale test's untyped pointers back to these functions. */
#define CHECK_FAMILY(P, title, N, C, R)                                                            \
    static const char *P##_hook_name(int q) {                                                      \
        return P##_queries[q].name;                                                                \
    }                                                                                              \
    static void P##_hook_generate(gen_rng *rng, int q, int mode, void *c) {                        \
        P##_generate(rng, &P##_queries[q], mode, c);                                               \
    }                                                                                              \
    static bool P##_hook_reference(int q, const void *c, void *ref) {                              \
        return P##_reference(&P##_queries[q], c, ref);                                             \
    }                                                                                              \
    static int P##_hook_lengths(int q, void *c, isect_real **v) {                                  \
        return P##_lengths(&P##_queries[q], c, v);                                                 \
    }                                                                                              \
    static const char *P##_hook_check(int q, const void *c, const void *ref, int k,                \
                                      oracle_row *row) {                                           \
        return P##_check(&P##_queries[q], c, ref, k, row);                                         \
    }                                                                                              \
    static void P##_hook_explain(int q, const void *c, const void *ref, int k) {                   \
        P##_explain(&P##_queries[q], c, ref, k);                                                   \
    }                                                                                              \
    const check_family check_family_##P = {title,                                                  \
                                           N,                                                      \
                                           sizeof(C),                                              \
                                           sizeof(R),                                              \
                                           P##_hook_name,                                          \
                                           P##_hook_generate,                                      \
                                           P##_hook_reference,                                     \
                                           P##_hook_lengths,                                       \
                                           P##_hook_check,                                         \
                                           P##_hook_explain}

/* Runs one cmocka test per query, named name(q), each given its index q as its state
 * (check_query_index); returns what cmocka_run_group_tests_name does. With
 * ISECT_ORACLE_ONLY=NAME in the environment, only the query of that name runs (a row
 * rerun without the program's others). */
int check_run_group(const char *group, int n, const char *(*name)(int q),
                    void (*run)(void **state));
int check_query_index(void **state);

/* Prints n coordinates in hexadecimal, after a label. */
void check_print_coords(const char *label, const isect_real *x, int n);

/* A contact result for valid input against the exact hit: NULL when it is not flagged
 * ISECT_INVALID, its hit is the exact one and its depth's sign agrees (>= 0 exactly when
 * hit); otherwise what is wrong, a wrong hit counted in row as a disagreement (a false hit
 * or a false miss). */
const char *check_contact_hit(isect_contact_result3 r, bool hit, oracle_row *row);

/* A contact result for invalid input: NULL when it is the all-zero result flagged
 * ISECT_INVALID, otherwise what is wrong. */
const char *check_contact_invalid(isect_contact_result3 r);

/* Prints a contact result in hexadecimal ("got hit ... flags ..."). */
void check_print_contact(isect_contact_result3 r);

/* Prints a find result (dim coordinates of its points and normal) in hexadecimal. */
void check_print_find(const isect_find_result3 *f, int dim);

#endif
