/* The exact reference every test checks isect against.
 *
 * Booleans: GMP rationals. Every finite float or double is a rational number, so a
 * predicate evaluated on mpq_t values is exact, with no error analysis at all. The
 * oracle formulas are deliberately written differently from the library's (closest point
 * by clamping the parameter, not region tests and Lagrange's identity), so a shared
 * mistake is unlikely.
 *
 * Constructed values: MPFR at ORACLE_PREC bits, returned as a double-double (hi + lo),
 * enough to measure errors of a few ulps of a double.
 *
 * Adding a predicate: write it with the qvec helpers below (a few lines), returning
 * mpq_sgn of the deciding quantity. */
#ifndef ISECT_TESTS_ORACLE_H
#define ISECT_TESTS_ORACLE_H

#include <gmp.h>
#include <stdbool.h>
#include <stdint.h>

#define ORACLE_PREC 320

/* Component kinds, mirroring the library's line, ray and segment. */
typedef enum oracle_kind { ORACLE_LINE, ORACLE_RAY, ORACLE_SEGMENT } oracle_kind;

/* A vector of exact rationals (dim 2 or 3). */
typedef struct qvec {
    int dim;
    mpq_t c[3];
} qvec;

void qvec_init(qvec *v, int dim);
void qvec_clear(qvec *v);
void qvec_set_d(qvec *v, const double *x);
void qvec_sub(qvec *out, const qvec *a, const qvec *b);
void qvec_dot(mpq_t out, const qvec *a, const qvec *b);
/* out = a + t * b */
void qvec_axpy(qvec *out, const qvec *a, const mpq_t t, const qvec *b);

/* A double-double: the reference value hi + lo, |lo| <= ulp(hi) / 2. */
typedef struct oracle_dd {
    double hi, lo;
} oracle_dd;

/* |x - (hi + lo)|, accurate to a relative 2^-50 of itself. */
double oracle_dd_err(oracle_dd ref, double x);

/* The rational q as a double-double (hi is +-inf beyond the double range). */
oracle_dd oracle_dd_from_q(const mpq_t q);

/* The rational q rounded to long double, whose exponent range holds every value the
 * references produce from double input, scaled or not. */
long double oracle_q_ld(const mpq_t q);

/* Exact orientation of a, b, c (2 coordinates each): the sign of the determinant
 * | ax ay 1 ; bx by 1 ; cx cy 1 |, expanded along the last column. */
int oracle_orient2d(const double *a, const double *b, const double *c);

/* Exact orientation of a, b, c, d (3 coordinates each): the sign of minus the
 * determinant | a 1 ; b 1 ; c 1 ; d 1 |, which equals ((b - a) x (c - a)) . (d - a). */
int oracle_orient3d(const double *a, const double *b, const double *c, const double *d);

/* Exact sign of a.v - b.v (which is (a - b).v). */
int oracle_dot_sign(int dim, const double *a, const double *b, const double *v);

/* Exact sign of |p - c|^2 - r^2. */
int oracle_point_ball_sign(int dim, const double *p, const double *c, double r);

/* Exact sign of dist(component, c)^2 - r^2, where the component is a + t (b - a) for a
 * segment and a + t b otherwise, t restricted to its kind's range. */
int oracle_lin_ball_sign(oracle_kind kind, int dim, const double *a, const double *b,
                         const double *c, double r);

/* Where the component's line crosses the sphere |x - c| = r, each crossing clamped to
 * the component's parameter range (t >= 0 for rays, 0 <= t <= 1 for segments). */
typedef struct oracle_crossing {
    oracle_dd t;          /* parameter; hi is +-inf when beyond the double range */
    long double t_wide;   /* the same in long double, finite far beyond that range */
    long double point[3]; /* the component at t */
    oracle_dd normal[3];  /* (point - c) / r, when r > 0 */
} oracle_crossing;

/* The real roots t0 <= t1 of |a + t d - c|^2 = r^2 with d = b - a for segments and
 * d = b otherwise, returned clamped as crossings (how many roots: 0, 1 or 2; a zero d
 * gives 0; a double root fills both entries), and the grazing cosine
 * g = sqrt(disc) / (|d| r) in [0, 1]: 1 through the centre, 0 tangent. */
int oracle_lin_ball_crossings(oracle_kind kind, int dim, const double *a, const double *b,
                              const double *c, double r, oracle_crossing out[2], double *grazing);

/* The rule of ISECT_SATURATED (isect/result.h), in two halves. A reported value of
 * +-real_max whose exact value lies beyond the range is exact only if it was saturated:
 * oracle_saturated(flags, exact, reported) says whether to excuse its error. And the flag
 * must come with such a value: oracle_flag_has_value checks that some reported value is
 * +-real_max when the flag is set. (A value clamped without the flag then fails the
 * accuracy check; a flag without a clamped value fails here.) */
bool oracle_saturated(unsigned flags, long double exact, double reported, double real_max);
bool oracle_flag_has_value(unsigned flags, int n, const double *reported, double real_max);

/* ---- Boxes (isect/box.h) ------------------------------------------------------------
 * An axis-aligned box is lo <= x <= hi; an oriented box has the centre center, the axes
 * a[0..dim-1] (in 2D the caller passes a[1] = perp(a[0])) and the half extents h. The
 * oriented-box predicates work in the box's frame, w_i = (x - center) . a_i, exactly as
 * isect/box.h defines them. Locations are -1 inside, 0 on the boundary, +1 outside. */

/* Exact sign of dist(c, box)^2 - r^2, the distance through the exact clamped point. */
int oracle_ball_aabb_sign(int dim, const double *c, double r, const double *lo, const double *hi);

/* Exact location of p: comparisons of rationals. */
int oracle_point_aabb_location(int dim, const double *p, const double *lo, const double *hi);

/* Exact sign of sum_i (w_i - clamp(w_i, -h_i, h_i))^2 - r^2. */
int oracle_ball_obb_sign(int dim, const double *c, double r, const double *center, double a[3][3],
                         const double *h);

/* Exact location of p: outside when some |w_i| > h_i, inside when every |w_i| < h_i. */
int oracle_point_obb_location(int dim, const double *p, const double *center, double a[3][3],
                              const double *h);

/* The closest point of the box to p and the squared distance, both computed exactly in
 * rationals and rounded to long double: the clamp for the AABB; for the OBB
 * center + sum_i clamp(w_i) a_i and sum_i (w_i - clamp(w_i))^2 (and for the OBB its
 * square root, rounded from MPFR). */
void oracle_closest_aabb(int dim, const double *p, const double *lo, const double *hi,
                         long double q[3], long double *dist_sq);
void oracle_closest_obb(int dim, const double *p, const double *center, double a[3][3],
                        const double *h, long double q[3], long double *dist_sq, long double *dist);

/* One row of the oracle report (make oracle, docs/oracle.md). Error columns are the
 * largest normalised errors of constructed values (docs/accuracy.md); pass a negative
 * value where a query constructs nothing. */
typedef struct oracle_row {
    const char *query;
    long cases, disagreements, false_hits, false_misses;
    long filtered[2];     /* valid cases the filter was asked about: uniform, adversarial */
    long fell_through[2]; /* ... of which it could not decide, so the slow path ran */
    double err_t, err_point, err_normal;
} oracle_row;

/* "double" or "float ", the build's precision as the report's rows name it. */
const char *oracle_build(void);

/* Cases per mode (ISECT_ORACLE_CASES, default 20000) and the base seed
 * (ISECT_ORACLE_SEED) of an oracle run. */
long oracle_cases_per_mode(void);
uint64_t oracle_seed(void);

void oracle_print_header(void);
void oracle_print_row(const oracle_row *row);

/* The point of a component closest to p, exactly: t* = (p - a).d / d.d with d = b - a for
 * segments and d = b otherwise, clamped to the component's range (0 when d == 0); the
 * closest point a + t* d and the squared distance, all exact rationals, then rounded. */
typedef struct oracle_closest {
    int t_sign;            /* exact sign of the clamped parameter */
    bool at_start, at_end; /* the clamped parameter is exactly 0 / exactly 1 */
    bool on_component;     /* p lies on the component: distance exactly 0 */
    oracle_dd t;           /* the clamped parameter */
    long double t_wide;    /* the same in long double (finite far beyond double) */
    long double point[3];  /* the closest point */
    long double dist_sq;   /* the squared distance */
    long double dist;      /* its square root */
} oracle_closest;

void oracle_closest_point(oracle_kind kind, int dim, const double *p, const double *a,
                          const double *b, oracle_closest *out);

/* ---- Point in polygon ------------------------------------------------------------
 * Exact, on integers: every coordinate of a query is written m 2^e with an integer m and
 * shifted to the smallest e among them, so sums and products are exact mpz arithmetic.
 * Polygons are given as n vertices, vertex i at xy[2 i], xy[2 i + 1] (xyz[3 i + k] in
 * space), implicitly closed. */

/* The winding number of the polygon around p by the quadrant method (Hormann & Agathos
 * 2001, section 2; each edge moves the quadrant of v - p by 0, +-1 or +-2, the last
 * resolved by the sign of (a - p) x (b - p); the total is 4 times the winding number).
 * *on_boundary: p lies on an edge, tested as (a - p) x (b - p) == 0 and
 * (a - p) . (b - p) <= 0; the returned winding number is then 0. */
long oracle_winding_quadrants(int n, const double *xy, const double *p, bool *on_boundary);

/* The winding number of the polygon around p (which must not lie on it) as the signed
 * count of crossings of a ray from p in an integer direction chosen to miss every vertex,
 * each crossing point computed exactly: independent of the quadrant method. */
long oracle_winding_ray(int n, const double *xy, const double *p);

/* Whether all n points (3 coordinates each) lie on one line (all equal included). */
bool oracle_collinear3(int n, const double *xyz);

/* Whether p lies on the closed segment a-b in space: (b - a) x (p - a) == 0 and
 * (a - p) . (b - p) <= 0. */
bool oracle_on_segment3(const double *a, const double *b, const double *p);

/* The dominant axis of the exact Newell normal N = sum_i (v_i - v_0) x (v_i+1 - v_0) when
 * it is clear: |N_k| exceeds both other components by more than 2^-30 times the sum of
 * the absolute values of all the terms and by more than 2^-900 M^2, M the largest
 * |coordinate| (rounding and underflow in double cannot then pick another axis); -1 when
 * no axis is that clear. */
int oracle_clear_axis3(int n, const double *xyz);

#endif
