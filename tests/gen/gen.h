/* Deterministic input generators for the oracle tests.
 *
 * Every generator draws from an explicit xoshiro256** state, so a run is reproducible
 * from its seed, and produces inputs in isect_real (float in the float build), built so
 * that the interesting relation holds for the rounded values that isect actually sees:
 * the exact oracle, not the generator, decides the expected answer. Adversarial cases
 * are built from integer geometry (Pythagorean vectors, perpendicular integer vectors)
 * so that "exactly touching" holds in the rational sense, then optionally nudged by a
 * few ulps, moved far from the origin, or scaled by a power of two. */
#ifndef ISECT_TESTS_GEN_H
#define ISECT_TESTS_GEN_H

#include <stdbool.h>
#include <stdint.h>

#include "isect/isect.h"

/* isect_real's exponents: of its largest power of two and of its smallest subnormal. */
#if ISECT_USE_DOUBLE
#define GEN_MAX_EXP 1023
#define GEN_MIN_EXP (-1074)
#else
#define GEN_MAX_EXP 127
#define GEN_MIN_EXP (-149)
#endif

typedef struct gen_rng {
    uint64_t s[4];
} gen_rng;

void gen_seed(gen_rng *rng, uint64_t seed);
uint64_t gen_u64(gen_rng *rng);
/* Uniform in [0, 1). */
double gen_unit(gen_rng *rng);
/* Uniform in [lo, hi). */
double gen_range(gen_rng *rng, double lo, double hi);
/* Uniform integer in [lo, hi]. */
int64_t gen_int(gen_rng *rng, int64_t lo, int64_t hi);

/* Integer bases of R^3 whose rows are orthogonal and of equal length sqrt(len2[b]) (1, 3,
 * 7, 9): maps that keep integer geometry integer and every relation exact. */
extern const double gen_bases3[4][3][3];
extern const double gen_bases3_len2[4];

/* Basis b with its coordinates permuted, its rows reordered and their signs flipped at
 * random, into rows A[0..2] (the images of the local axes). */
void gen_basis3(gen_rng *rng, int b, double A[3][3]);

/* A fair coin. */
bool gen_coin(gen_rng *rng);
/* A dyadic number in [lo, hi] on a grid of 2^-j, j uniform in 0..3 (lo and hi such that the
 * finest grid has a point in between). */
double gen_dyadic(gen_rng *rng, double lo, double hi);

/* Vectors of doubles: a x b, a . b, and whether v is the zero vector. */
void gen_cross3(const double *a, const double *b, double *out);
double gen_dot3(const double *a, const double *b);
bool gen_is_zero3(const double *v);

/* x moved by k ulps of isect_real (k may be negative). */
isect_real gen_ulps(isect_real x, int k);

/* Far from the origin: every length v[0..n-1] scaled by a power of two so that a grid of
 * 2^-grid stays exact once an offset of about 1e5 or 1e8 (either sign) is added; returns
 * that offset, for the caller to add to its positions. */
isect_real gen_far_offset(gen_rng *rng, isect_real *const *v, int n, int grid);

/* A line/ray/segment-versus-ball case. kind: 0 line, 1 ray, 2 segment (as oracle_kind).
 * For segments a = p0, b = p1; otherwise a = origin, b = dir. Unused coordinates are 0. */
typedef struct gen_lin_ball {
    int kind, dim;
    isect_real a[3], b[3], c[3], r;
    const char *family; /* which generator made it */
} gen_lin_ball;

/* Positions in [-10, 10], radius in [0, 8], directions in [-4, 4]: about half hit. */
void gen_lin_ball_uniform(gen_rng *rng, int kind, int dim, gen_lin_ball *out);

/* Near-degenerate on purpose: endpoints exactly on the sphere, exactly tangent
 * components, components through the centre of a zero-radius ball, zero-length
 * components, very short segments, each optionally nudged by 1-4 ulps, offset by about
 * 1e5 or 1e8, or scaled by a huge or tiny power of two. */
void gen_lin_ball_adversarial(gen_rng *rng, int kind, int dim, gen_lin_ball *out);

/* Invalid input: a NaN or infinite coordinate, or a negative or NaN radius. */
void gen_lin_ball_invalid(gen_rng *rng, int kind, int dim, gen_lin_ball *out);

/* The lengths of a case -- what scaling it by 2^k multiplies: pointers to them in v (room
 * for GEN_MAX_LENGTHS is enough for every case type); returns how many. For a line or ray
 * the direction is a length too (t stays the same when it scales with the rest). */
int gen_lin_ball_lengths(gen_lin_ball *x, isect_real **v);

/* Point sets for the orientation and dot-product predicates: orient2d uses p[0..2] in 2D,
 * orient3d p[0..3] in 3D, the dot sign (a - b) . v uses p[0] = a, p[1] = b, p[2] = v. */
typedef struct gen_points {
    int dim, n;
    isect_real p[4][3];
    const char *family;
} gen_points;

/* mode 0: uniform in [-10, 10]; 1: adversarial (exactly collinear/coplanar/perpendicular
 * from integer geometry, the same rounded from real parameters, nudged by ulps, offset by
 * 1e5 or 1e8, scaled by huge or tiny powers of two, one coordinate made tiny); 2: invalid
 * (a NaN or infinite coordinate). */
void gen_orient(gen_rng *rng, int dim, int mode, gen_points *out);
void gen_dot(gen_rng *rng, int dim, int mode, gen_points *out);
int gen_points_lengths(gen_points *x, isect_real **v);

/* A random rotation in double, its rows in rot: an angle t in 2D (rows (cos t, sin t) and
 * its perpendicular, the rest 0), a normalised random quaternion in 3D. */
void gen_rotation(gen_rng *rng, int dim, double rot[3][3]);

/* In 3D: a rotation with components on the 2^-16 grid (orthonormal within about 5e-5), or
 * (one time in four) a signed permutation of the unit axes (exact); and a rotation
 * computed in float (a quaternion's matrix in float arithmetic: not exactly orthonormal). */
void gen_rotation_grid3(gen_rng *rng, double rot[3][3]);
void gen_rotation_float3(gen_rng *rng, double rot[3][3]);

/* A box-versus-ball or point-versus-box case (isect/box.h). An AABB is lo..hi; an OBB
 * has center, axes a[0..dim-1] (in 2D a[1] = perp(a[0]), filled in for the oracle) and
 * half extents h. The ball is (c, r); point queries use c and ignore r. */
typedef struct gen_box {
    int dim, obb;
    isect_real c[3], r;
    isect_real lo[3], hi[3];
    isect_real center[3], a[3][3], h[3];
    const char *family;
} gen_box;

/* mode 0: uniform (positions in [-15, 15], extents in [0, 8], radius in [0, 6], random
 * rotations rounded); 1: adversarial (integer geometry with the ball touching a face, an
 * edge or a corner exactly -- for OBBs with axes on a 2^-16 grid, so that the frame
 * coordinates are exact -- centres exactly on the boundary, inside, or near a corner
 * after rounding; degenerate boxes; then nudged by ulps, offset by 1e5 or 1e8, scaled
 * by huge or tiny powers of two, or given a tiny coordinate or axis component);
 * 2: invalid (NaN or infinity, negative radius or extent, min > max, axes not
 * orthonormal). point: a point query's case (touching families then use r = 0, so the
 * point lies exactly on the boundary). */
void gen_box_case(gen_rng *rng, int dim, int obb, int mode, int point, gen_box *out);
/* The ball, the box's positions and extents; not the unit axes of an OBB. */
int gen_box_lengths(gen_box *x, isect_real **v);

/* ---- Point in polygon ----------------------------------------------------------------
 * A polygon of n vertices (dim coordinates each, the rest 0) and a query point p. Invalid
 * cases may also ask for a NULL polygon or a NULL vertex array, or pass n < 3. */
#define GEN_POLY_MAX 40

/* The most lengths a case has: a polygon in space, its point, and a component's two
 * points (gen_polygon_lin.h). */
#define GEN_MAX_LENGTHS (3 * (GEN_POLY_MAX + 3))

typedef struct gen_poly {
    int dim, n;
    isect_real v[GEN_POLY_MAX][3];
    isect_real p[3];
    int null_poly, null_v; /* pass NULL for the polygon / its vertex array */
    const char *family;
} gen_poly;

/* mode 0, uniform: a random star-shaped simple polygon (angles sorted around a centre) or
 * n random points (self-intersecting), 3..32 vertices in [-10, 10], p uniform in the
 * bounding box (widened a little).
 * mode 1, adversarial: polygons on a small integer grid (horizontal and vertical edges,
 * collinear and repeated vertices, vertices on the line y = p.y) with p on the half-grid;
 * p exactly on an edge (a dyadic fraction of an integer edge) or at a vertex; p rounded
 * from a real point on an edge; zero-area (collinear) polygons; regular star polygons
 * {n/k} (winding number k at the centre); each optionally nudged by 1-2 ulps, offset by
 * about 1e5 or 1e8, scaled by a huge or tiny power of two, or given one tiny coordinate.
 * mode 2, invalid: NULL, v == NULL, n < 3, or a NaN or infinite coordinate.
 * In space (gen_poly3) the plane case is placed in a coordinate plane, in a plane
 * w = a u + b v with small dyadic a, b (exactly coplanar), or rotated and rounded
 * (not exactly coplanar), with axes permuted; p goes with it (and may be nudged off). */
void gen_poly2(gen_rng *rng, int mode, gen_poly *out);
void gen_poly3(gen_rng *rng, int mode, gen_poly *out);
int gen_poly_lengths(gen_poly *x, isect_real **v);

#endif
