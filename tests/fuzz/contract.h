/* tests/fuzz/contract.h -- what every fuzz target of the library shares: the decoder that
 * turns the fuzzer's bytes into numbers and shapes, and the checks of the API contract
 * (include/isect/result.h, docs/conventions.md) on every result.
 *
 * Decoder. After a profile byte (fz_begin), each number starts with a selector byte that
 * chooses how it is made: a raw bit pattern (NaN, infinities, subnormals and huge values
 * are all reachable in the extreme profile), a small integer or dyadic fraction, a copy
 * of an earlier number, an earlier number a few ulps away or scaled by 2^k (k over the
 * whole exponent range), zero, minus zero, a special constant, or a sum or difference of
 * two earlier numbers. Purely random bit patterns never touch each other; copies, nudges
 * and small integers make touching, degenerate and far-from-the-origin cases as likely as
 * ordinary ones. When the input runs out, every further byte reads as 0 (so every further
 * number as +0).
 *
 * Checks. A violated check prints the query, the condition and every decoded number
 * (with its name, in hex-float) and calls abort(), which libFuzzer records as a crash.
 *
 * A target defines LLVMFuzzerTestOneInput: fz_begin, decode its shapes, call every query
 * of its family and check each result (see fuzz_linear_sphere.c for the pattern). */
#ifndef ISECT_FUZZ_CONTRACT_H
#define ISECT_FUZZ_CONTRACT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "isect/isect.h"

/* The libFuzzer entry point each target defines. */
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* ---- Decoder ----------------------------------------------------------------------- */

#define FZ_HISTORY 64 /* earlier numbers a selector may refer to */
#define FZ_LOG 256    /* numbers printed with a failure */

typedef struct fz_in {
    const uint8_t *data;
    size_t size, pos;
    isect_real hist[FZ_HISTORY]; /* the most recent numbers, a ring */
    unsigned count;              /* numbers decoded so far */
    bool extreme;                /* NaN, infinities and the whole exponent range */
} fz_in;

/* Starts decoding an input (and forgets the numbers of the previous one). Its first byte
 * is the profile: odd for extreme inputs, whose numbers may be NaN, infinite, huge or
 * subnormal, even for ordinary ones, whose raw bits, scalings and constants keep to
 * exponents within +-16 (plus what sums and nudges make of them). Both profiles have the
 * copies, nudges and small integers that make shapes touch; ordinary inputs mostly run
 * the library's fast paths, extreme ones its exact big-number paths, which are slower. */
void fz_begin(fz_in *in, const uint8_t *data, size_t size);

/* The next byte; 0 once the input is used up. */
unsigned fz_byte(fz_in *in);

/* The next number, vector or point; name labels it in a failure report. */
isect_real fz_real(fz_in *in, const char *name);
isect_vec2 fz_vec2(fz_in *in, const char *name);
isect_vec3 fz_vec3(fz_in *in, const char *name);

/* An exponent k for a scaling by 2^k, from one byte: across the whole exponent range of
 * isect_real, in steps that make every byte value count. */
int fz_exponent(fz_in *in);

/* A unit vector, or now and then any vector (for OBB axes). */
isect_vec2 fz_axis2(fz_in *in, const char *name);

/* Three axes: a rotation, a signed permutation of the coordinate axes, or anything. */
void fz_axes3(fz_in *in, isect_vec3 axis[3], const char *name);

/* Argument which (0 or 1) of a query is NULL in about one input in 16: when its four
 * bits of the option byte are all set. */
bool fz_null(unsigned options, int which);

/* ---- Exact arithmetic for the derived checks --------------------------------------- */

/* x * 2^k when that is exact (no overflow, no bits lost to underflow). */
bool fz_scale_exact(isect_real x, int k, isect_real *out);
bool fz_scale2(isect_vec2 v, int k, isect_vec2 *out);
bool fz_scale3(isect_vec3 v, int k, isect_vec3 *out);

/* a - b when that is exact (the error term of the rounded difference is zero). */
bool fz_sub_exact(isect_real a, isect_real b, isect_real *out);
bool fz_sub3(isect_vec3 a, isect_vec3 b, isect_vec3 *out);

/* Exactly: are the three points collinear (in space; 2D points with z = 0)? */
bool fz_collinear3(isect_vec3 a, isect_vec3 b, isect_vec3 c);

bool fz_finite(isect_real x);
bool fz_finite2(isect_vec2 v);
bool fz_finite3(isect_vec3 v);
isect_vec3 fz_lift(isect_vec2 v);
bool fz_eq3(isect_vec3 a, isect_vec3 b);

/* ---- Failure ----------------------------------------------------------------------- */

/* Prints the query, the violated condition and the decoded numbers; abort(). */
_Noreturn void fz_fail(const char *query, const char *what, const char *file, int line);

#define FZ_CHECK(query, cond) ((cond) ? (void)0 : fz_fail(query, #cond, __FILE__, __LINE__))

/* ---- Checks on results --------------------------------------------------------------- */

typedef enum fz_kind { FZ_LINE, FZ_RAY, FZ_SEG } fz_kind;

/* A line, ray or segment as the query saw it: a = origin or p0, b = dir or p1; 2D
 * components have a[2] = b[2] = 0. */
typedef struct fz_lin {
    fz_kind kind;
    int dim;
    double a[3], b[3];
    bool null; /* passed as NULL */
} fz_lin;

fz_lin fz_lin2(fz_kind kind, isect_vec2 a, isect_vec2 b, bool null);
fz_lin fz_lin3(fz_kind kind, isect_vec3 a, isect_vec3 b, bool null);
bool fz_lin_point(const fz_lin *lin); /* zero direction or p0 == p1 */

/* The line, the ray and the segment on the same numbers a and b (origin and dir; p0 and
 * p1) as the queries take them: line, ray, seg, or NULL in their place (pl, pr, ps) when
 * null; lin[kind] describes each for the checks (indexed by fz_kind, as the targets' arrays
 * of answers are); valid is isect_valid_line* (the three must agree, which fz_comp*_set
 * checks). Filled in place: the pointers point into it. */
typedef struct fz_comp2 {
    isect_line2 line;
    isect_ray2 ray;
    isect_seg2 seg;
    const isect_line2 *pl;
    const isect_ray2 *pr;
    const isect_seg2 *ps;
    fz_lin lin[3];
    bool valid;
} fz_comp2;

typedef struct fz_comp3 {
    isect_line3 line;
    isect_ray3 ray;
    isect_seg3 seg;
    const isect_line3 *pl;
    const isect_ray3 *pr;
    const isect_seg3 *ps;
    fz_lin lin[3];
    bool valid;
} fz_comp3;

void fz_comp2_set(fz_comp2 *c, isect_vec2 a, isect_vec2 b, bool null);
void fz_comp3_set(fz_comp3 *c, isect_vec3 a, isect_vec3 b, bool null);

/* The same components scaled: positions (a, and b of the segment) by 2^k, the direction
 * of the line and the ray by 2^(k + j); false when that is not exact. */
bool fz_comp2_scaled(const fz_comp2 *c, int k, int j, fz_comp2 *out);
bool fz_comp3_scaled(const fz_comp3 *c, int k, int j, fz_comp3 *out);

/* The ray (a, -b), the other half of the line; and the ray (a, b - a) that holds the
 * segment, false when b - a is not exact. */
isect_ray2 fz_ray2_back(const fz_comp2 *c);
isect_ray3 fz_ray3_back(const fz_comp3 *c);
bool fz_ray2_along(const fz_comp2 *c, isect_ray2 *out);
bool fz_ray3_along(const fz_comp3 *c, isect_ray3 *out);

/* A find result in either dimension. */
typedef struct fz_find {
    bool hit;
    int count;
    double t[2], point[2][3], normal[3];
    unsigned flags;
} fz_find;

fz_find fz_find2(isect_find_result2 r);
fz_find fz_find3(isect_find_result3 r);

/* What a normal must be on a hit. */
typedef enum fz_normal { FZ_NORMAL_UNIT, FZ_NORMAL_ZERO, FZ_NORMAL_UNIT_OR_ZERO } fz_normal;

/* ISECT_DEGENERATE on a hit of a non-point component: never, always, or either. */
typedef enum fz_degenerate { FZ_DEG_NO, FZ_DEG_YES, FZ_DEG_MAYBE } fz_degenerate;

/* What the family promises beyond the common contract. */
typedef struct fz_expect {
    bool valid;               /* every argument valid: ISECT_INVALID exactly when not */
    bool test;                /* the answer of the family's test_* on the same arguments */
    bool solid;               /* a disc or ball (inside flags, counts 0..2) rather than a surface
                                 (count 1, or ISECT_INFINITE for a component lying in it) */
    bool plane;               /* a component lying in the surface is whole, unbounded ends
                                 infinite (isect/plane.h) */
    fz_normal normal;         /* on a hit that did not start inside */
    fz_degenerate degenerate; /* the shape's part of ISECT_DEGENERATE */
    bool faces;               /* a solid with flat faces (a box): a component may touch it
                                 along its surface (ISECT_TOUCHING, count ISECT_INFINITE) */
} fz_expect;

/* A sign that could not be computed exactly. */
#define FZ_UNKNOWN 2

/* The exact sign of dot((b - a) x (c - a), v), the normal of the plane through a, b, c
 * against v, when the edge vectors b - a and c - a are exact; FZ_UNKNOWN otherwise. */
int fz_points_dot_sign(isect_vec3 a, isect_vec3 b, isect_vec3 c, isect_vec3 v);

/* The sign (against the plane's or triangle's own normal) that the reported normal of a
 * hit must have: minus the slope (the sign of dot(normal, direction)) where the component
 * crosses, + where it lies in the surface or is a point. side_a and side_b are the signs
 * of the ends against the surface (a segment's), slope a line's or ray's (FZ_UNKNOWN
 * when not known). */
int fz_normal_sign_wanted(const fz_lin *lin, int side_a, int side_b, int slope);

/* A find result's normal as a vector, and the sign of dot(n, normal), exactly. */
isect_vec3 fz_normal_of(const fz_find *r);
int fz_normal_dot_sign(isect_vec3 n, const fz_find *r);

/* Records r as the last find result checked, printed with a failure (fz_check_find
 * records its own; a target that checks an altered copy records the original after). */
void fz_note_find(const fz_find *r);

/* The common contract of a find result of a linear component (see result.h). */
void fz_check_find(const char *query, const fz_lin *lin, const fz_find *r, const fz_expect *e);

/* A line is the union of the rays (o, d) and (o, -d); a segment lies on the ray
 * (p0, p1 - p0) (seg_ray: that ray's answer, or -1 when p1 - p0 is not exact). */
void fz_check_nesting(const char *family, bool line, bool ray, bool ray_back, bool seg,
                      int seg_ray);

/* A closest result in either dimension. */
typedef struct fz_closest {
    double dist_sq, s, t, point_a[3], point_b[3];
    unsigned flags;
} fz_closest;

fz_closest fz_closest2(isect_closest_result2 r);
fz_closest fz_closest3(isect_closest_result3 r);

/* The common contract of a closest result for a point p against a shape: an all-zero
 * result flagged ISECT_INVALID for invalid input, else dist_sq >= 0 and finite, s == 0,
 * point_a == p exactly, t in [lo, hi], ISECT_DEGENERATE exactly when degenerate. */
void fz_check_closest(const char *query, const fz_closest *r, const double *p, bool valid,
                      double lo, double hi, bool degenerate);

/* The common contract of a contact (isect_contact_result3): hit equals the test's exact
 * answer; invalid input gives the all-zero result flagged ISECT_INVALID; otherwise depth,
 * normal and point are finite, depth >= 0 exactly when hit and the normal is unit. */
void fz_check_contact(const char *query, isect_contact_result3 r, bool valid, bool hit);

/* A reported coordinate against a reference: within tol of it, or, where the reference
 * lies beyond the range of isect_real, the largest value of its sign with ISECT_SATURATED
 * in flags. */
bool fz_near_or_saturated(double got, long double want, long double tol, unsigned flags);

/* A location (classify) or a sign (orient, dot): invalid answers exactly for invalid
 * input. */
void fz_check_location(const char *query, isect_location loc, bool valid);
void fz_check_sign(const char *query, int sign, bool valid);

#endif
