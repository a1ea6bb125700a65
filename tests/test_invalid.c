/* ISECT_INVALID exactly when an argument is invalid, for every query of the public API.
 *
 * The queries are those of tools/queries.def (the isect command's list, one line per
 * library function, as in test_null_args.c; a query added there is checked here without
 * another line), isect_projection_poly3, and isect_closest_point3_hull3 once more with a
 * hull by its planes, one cmocka test each (and the hull overlap tests of overlap.h once
 * more with hulls by their planes; the box and hull-hull tests take no hull without
 * planes, also_invalid_hull3). The expectation comes from the isect_valid_*
 * functions (isect/valid.h), which are independent of the queries' code paths, and, for
 * the queries that ask more of an argument than isect_valid_* knows, from the test's own
 * rules: isect_closest_point2_poly2 takes a convex polygon (also_invalid_poly2, convexity)
 * and isect_closest_point3_hull3 a hull by planes whose set is not empty
 * (also_invalid_hullp3, Farkas' lemma in integers). An answer is the documented invalid one
 * (check/check_invalid.h: test_* false, a sign ISECT_SIGN_INVALID, a location
 * ISECT_LOCATION_INVALID, a side of a plane ISECT_SIDE_INVALID, find / closest / winding an
 * all-zero result with flags == ISECT_INVALID) when isect_valid_* is false for one of the arguments
 * (or a rule above fails), and otherwise carries no trace of it (no ISECT_INVALID flag, no
 * ISECT_SIGN_INVALID or ISECT_LOCATION_INVALID). The polygons include a star, so that query
 * meets non-convex input as made, too.
 *
 * The cases. Each query gets BASES cases of each of two kinds, from a seed of its name:
 * - built to meet: every argument is made around one integer point c and contains it
 *   exactly (a line through c, a ray reaching it, a segment over it, a ball, box,
 *   triangle, quad, tetrahedron, plane or polygon holding it, the point c itself), in
 *   small integers so that this holds in float too. Valid, they must also meet: test_*
 *   true, find_* a hit, classify not ISECT_OUTSIDE (a solid's side of a plane
 *   ISECT_STRADDLING; a boolean's invalid answer, false, is then not its valid one);
 * - apart: each argument around a centre of its own, real coordinates.
 * Then every case again with one argument spoilt, one way at a time, over every way:
 * each coordinate set to NaN, +inf, -inf, -1, 0, -0, +-1e6, +-the largest finite
 * isect_real and the smallest subnormal (a negative radius or extent, min > max, a
 * non-unit OBB axis, huge and tiny magnitudes); each run of dim coordinates zeroed (a
 * zero plane normal, direction or axis); each point copied onto another (coincident
 * points: plane3p's collinear case); a polygon's count 0, 1 or 2, its array NULL; a
 * plane hull's planes spoilt likewise, copied, made opposite (flat or empty), its count 0,
 * 1 or 2, its array NULL; the argument NULL. Whether the spoilt case is invalid is again
 * isect_valid_*'s to say (with the two rules above).
 *
 * A failure names the query, the way the argument was spoilt, what isect_valid_* said,
 * and prints every argument in hexadecimal. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <float.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "check/check_invalid.h"
#include "gen/gen.h"
#include "isect/isect.h"

#if ISECT_USE_DOUBLE
#define REAL_MAX DBL_MAX
#define REAL_TRUE_MIN 0x1p-1074
#else
#define REAL_MAX FLT_MAX
#define REAL_TRUE_MIN 0x1p-149f
#endif

enum { BASES = 16 };

/* Calls made: on invalid input, on valid input, and of those on cases built to meet. */
static long calls_invalid, calls_valid, calls_meet;

/* ---- Spoiling an argument ---------------------------------------------------------- */

/* The values one coordinate is set to. */
static const isect_real specials[] = {
    (isect_real)NAN,  (isect_real)INFINITY, -(isect_real)INFINITY, -1,       0,
    (isect_real)-0.0, (isect_real)1e6,      (isect_real)-1e6,      REAL_MAX, -REAL_MAX,
    REAL_TRUE_MIN};
enum { SPECIALS = sizeof specials / sizeof specials[0] };

/* Spoils the n reals x[] (points of d coordinates) the op-th way, described in why;
 * false when op is past the last way. */
static bool spoil_reals(isect_real *x, int n, int d, int op, char *why, size_t size) {
    if (op < n * SPECIALS) {
        int i = op / SPECIALS;
        x[i] = specials[op % SPECIALS];
        snprintf(why, size, "coordinate %d set to %a", i, (double)x[i]);
        return true;
    }
    op -= n * SPECIALS;
    if (op <= n - d) {
        for (int k = 0; k < d; k++)
            x[op + k] = 0;
        snprintf(why, size, "coordinates %d..%d set to 0", op, op + d - 1);
        return true;
    }
    op -= n - d + 1;
    int points = n / d;
    if (op < points * (points - 1)) {
        int to = op / (points - 1), from = op % (points - 1);
        from += from >= to;
        memcpy(x + to * d, x + from * d, (size_t)d * sizeof *x);
        snprintf(why, size, "point %d (coordinates %d..) copied onto point %d", from, from * d, to);
        return true;
    }
    return false;
}

/* A shape made of reals only (its struct is an array of them), spoilt as above; op past
 * those ways, when null is given, makes the argument NULL. */
static bool spoil_struct(void *shape, size_t bytes, int d, int op, bool *null, char *why,
                         size_t size) {
    isect_real x[24]; /* the largest, isect_frustum3 */
    int n = (int)(bytes / sizeof(isect_real));
    assert_true(bytes == n * sizeof(isect_real) && n <= 24);
    memcpy(x, shape, bytes);
    if (spoil_reals(x, n, d, op, why, size)) {
        memcpy(shape, x, bytes);
        return true;
    }
    int points = n / d, ways = n * SPECIALS + n - d + 1 + points * (points - 1);
    if (null && op == ways) {
        *null = true;
        snprintf(why, size, "NULL");
        return true;
    }
    return false;
}

static void print_reals(const char *label, const char *tag, const isect_real *x, int n) {
    print_message("  %s (%s):", label, tag);
    for (int i = 0; i < n; i++)
        print_message(" %a", (double)x[i]);
    print_message("\n");
}

static void print_struct(const char *label, const char *tag, const void *shape, size_t bytes,
                         bool null) {
    isect_real x[24];
    if (null) {
        print_message("  %s (%s): NULL\n", label, tag);
        return;
    }
    memcpy(x, shape, bytes);
    print_reals(label, tag, x, (int)(bytes / sizeof(isect_real)));
}

/* ---- The arguments, by the command's shape tags -------------------------------------
 * For every tag: shape_<tag> (the argument and how it was spoilt), make_<tag> (a valid one
 * around the point c, containing it), arg_<tag> (what the query is given), valid_<tag>
 * (isect_valid_* on that), spoil_<tag> and print_<tag>. */

/* A small integer in [lo, hi], as a real. (Draws are separate statements: the order in
 * which an initializer list's are made is unspecified.) */
static isect_real gi(gen_rng *rng, int lo, int hi) {
    return (isect_real)gen_int(rng, lo, hi);
}

static isect_vec3 ivec3(gen_rng *rng, int lo, int hi) {
    isect_vec3 v;
    v.x = gi(rng, lo, hi);
    v.y = gi(rng, lo, hi);
    v.z = gi(rng, lo, hi);
    return v;
}

/* c + k v. */
static isect_vec3 at3(const isect_real *c, isect_real k, isect_vec3 v) {
    return (isect_vec3){c[0] + k * v.x, c[1] + k * v.y, c[2] + k * v.z};
}

/* The first dim rows of a random rotation (gen.h), rounded: orthonormal within
 * ISECT_AXIS_TOLERANCE. */
static void axes(gen_rng *rng, int dim, isect_vec3 *axis) {
    double r[3][3];
    gen_rotation(rng, dim, r);
    for (int i = 0; i < dim; i++)
        axis[i] = (isect_vec3){(isect_real)r[i][0], (isect_real)r[i][1], (isect_real)r[i][2]};
}

/* An offset e with |e| <= r, in integers (a ball of radius r about c + e holds c). */
static isect_vec3 within(gen_rng *rng, int r, int dim) {
    for (;;) {
        isect_vec3 e = ivec3(rng, -r, r);
        if (dim == 2)
            e.z = 0;
        if (e.x * e.x + e.y * e.y + e.z * e.z <= (isect_real)(r * r))
            return e;
    }
}

/* Shapes made of reals only, passed by pointer. */
#define REAL_SHAPE(tag, type, dim)                                                                 \
    typedef struct shape_##tag {                                                                   \
        type x;                                                                                    \
        bool null;                                                                                 \
    } shape_##tag;                                                                                 \
    static const type *arg_##tag(shape_##tag *s) {                                                 \
        return s->null ? NULL : &s->x;                                                             \
    }                                                                                              \
    static bool valid_##tag(shape_##tag *s) {                                                      \
        return isect_valid_##tag(arg_##tag(s));                                                    \
    }                                                                                              \
    static bool spoil_##tag(shape_##tag *s, int op, char *why, size_t size) {                      \
        return spoil_struct(&s->x, sizeof s->x, dim, op, &s->null, why, size);                     \
    }                                                                                              \
    static void print_##tag(const char *label, shape_##tag *s) {                                   \
        print_struct(label, #tag, &s->x, sizeof s->x, s->null);                                    \
    }                                                                                              \
    static bool also_invalid_##tag(const char *name, shape_##tag *s) {                             \
        (void)name;                                                                                \
        (void)s;                                                                                   \
        return false;                                                                              \
    }

REAL_SHAPE(line2, isect_line2, 2)
REAL_SHAPE(ray2, isect_ray2, 2)
REAL_SHAPE(seg2, isect_seg2, 2)
REAL_SHAPE(circle2, isect_circle2, 2)
REAL_SHAPE(capsule2, isect_capsule2, 2)
REAL_SHAPE(aabb2, isect_aabb2, 2)
REAL_SHAPE(obb2, isect_obb2, 2)
REAL_SHAPE(tri2, isect_tri2, 2)
REAL_SHAPE(line3, isect_line3, 3)
REAL_SHAPE(ray3, isect_ray3, 3)
REAL_SHAPE(seg3, isect_seg3, 3)
REAL_SHAPE(plane3, isect_plane3, 3)
REAL_SHAPE(plane3p, isect_plane3p, 3)
REAL_SHAPE(sphere3, isect_sphere3, 3)
REAL_SHAPE(capsule3, isect_capsule3, 3)
REAL_SHAPE(cylinder3, isect_cylinder3, 3)
REAL_SHAPE(cone3, isect_cone3, 3)
REAL_SHAPE(aabb3, isect_aabb3, 3)
REAL_SHAPE(obb3, isect_obb3, 3)
REAL_SHAPE(tri3, isect_tri3, 3)
REAL_SHAPE(quad3, isect_quad3, 3)
REAL_SHAPE(tet3, isect_tet3, 3)
REAL_SHAPE(frustum3, isect_frustum3, 3)

/* Lines through c, rays reaching it, segments and capsules over it: points c + k d of an
 * integer direction d, k in [lo, hi] for p and in [0, 3] for q. */
typedef struct through {
    isect_vec3 p, d, q;
} through;

static through through_c(gen_rng *rng, const isect_real *c, int lo, int hi) {
    through t;
    t.d = ivec3(rng, -4, 4);
    isect_real k = gi(rng, lo, hi), m = gi(rng, 0, 3);
    t.p = at3(c, k, t.d);
    t.q = at3(c, m, t.d);
    return t;
}

static isect_vec2 xy(isect_vec3 v) {
    return (isect_vec2){v.x, v.y};
}

static void make_line2(gen_rng *rng, const isect_real *c, shape_line2 *s) {
    through t = through_c(rng, c, -3, 3);
    *s = (shape_line2){{xy(t.p), xy(t.d)}, false};
}

static void make_ray2(gen_rng *rng, const isect_real *c, shape_ray2 *s) {
    through t = through_c(rng, c, -3, 0);
    *s = (shape_ray2){{xy(t.p), xy(t.d)}, false};
}

static void make_seg2(gen_rng *rng, const isect_real *c, shape_seg2 *s) {
    through t = through_c(rng, c, -3, 0);
    *s = (shape_seg2){{xy(t.p), xy(t.q)}, false};
}

static void make_line3(gen_rng *rng, const isect_real *c, shape_line3 *s) {
    through t = through_c(rng, c, -3, 3);
    *s = (shape_line3){{t.p, t.d}, false};
}

static void make_ray3(gen_rng *rng, const isect_real *c, shape_ray3 *s) {
    through t = through_c(rng, c, -3, 0);
    *s = (shape_ray3){{t.p, t.d}, false};
}

static void make_seg3(gen_rng *rng, const isect_real *c, shape_seg3 *s) {
    through t = through_c(rng, c, -3, 0);
    *s = (shape_seg3){{t.p, t.q}, false};
}

/* Balls holding c: centre c + e, |e| <= radius; capsules over it. */
static void make_circle2(gen_rng *rng, const isect_real *c, shape_circle2 *s) {
    int r = (int)gen_int(rng, 0, 6);
    isect_vec3 e = within(rng, r, 2);
    *s = (shape_circle2){{xy(at3(c, 1, e)), (isect_real)r}, false};
}

static void make_sphere3(gen_rng *rng, const isect_real *c, shape_sphere3 *s) {
    int r = (int)gen_int(rng, 0, 6);
    isect_vec3 e = within(rng, r, 3);
    *s = (shape_sphere3){{at3(c, 1, e), (isect_real)r}, false};
}

static void make_capsule2(gen_rng *rng, const isect_real *c, shape_capsule2 *s) {
    through t = through_c(rng, c, -2, 0);
    *s = (shape_capsule2){{xy(t.p), xy(t.q), gi(rng, 0, 4)}, false};
}

static void make_capsule3(gen_rng *rng, const isect_real *c, shape_capsule3 *s) {
    through t = through_c(rng, c, -2, 0);
    *s = (shape_capsule3){{t.p, t.q, gi(rng, 0, 4)}, false};
}

/* Cylinders and cones whose axis (p0 -> p1, apex -> base) holds c. */
static void make_cylinder3(gen_rng *rng, const isect_real *c, shape_cylinder3 *s) {
    through t = through_c(rng, c, -2, 0);
    *s = (shape_cylinder3){{t.p, t.q, gi(rng, 0, 4)}, false};
}

static void make_cone3(gen_rng *rng, const isect_real *c, shape_cone3 *s) {
    through t = through_c(rng, c, -2, 0);
    *s = (shape_cone3){{t.p, t.q, gi(rng, 0, 4)}, false};
}

/* Boxes holding c: min = c - e, max = c + f; oriented boxes centred on it. */
static void make_aabb2(gen_rng *rng, const isect_real *c, shape_aabb2 *s) {
    isect_vec3 e = ivec3(rng, 0, 5);
    isect_vec3 f = ivec3(rng, 0, 5);
    *s = (shape_aabb2){{xy(at3(c, -1, e)), xy(at3(c, 1, f))}, false};
}

static void make_aabb3(gen_rng *rng, const isect_real *c, shape_aabb3 *s) {
    isect_vec3 e = ivec3(rng, 0, 5);
    isect_vec3 f = ivec3(rng, 0, 5);
    *s = (shape_aabb3){{at3(c, -1, e), at3(c, 1, f)}, false};
}

static void make_obb2(gen_rng *rng, const isect_real *c, shape_obb2 *s) {
    isect_vec3 axis[2];
    axes(rng, 2, axis);
    isect_vec3 half = ivec3(rng, 0, 5);
    *s = (shape_obb2){{{c[0], c[1]}, xy(axis[0]), xy(half)}, false};
}

static void make_obb3(gen_rng *rng, const isect_real *c, shape_obb3 *s) {
    s->null = false;
    s->x.center = (isect_vec3){c[0], c[1], c[2]};
    axes(rng, 3, s->x.axis);
    s->x.half = ivec3(rng, 0, 5);
}

/* Planes through c: an integer normal n and offset n . c; three points whose centroid is
 * c (not collinear, or it would be invalid). */
static void make_plane3(gen_rng *rng, const isect_real *c, shape_plane3 *s) {
    isect_vec3 n;
    do
        n = ivec3(rng, -3, 3);
    while (n.x == 0 && n.y == 0 && n.z == 0);
    *s = (shape_plane3){{n, n.x * c[0] + n.y * c[1] + n.z * c[2]}, false};
}

/* Six planes with c inside each: integer normals, offsets n . c + k, k in [0, 4]. */
static void make_frustum3(gen_rng *rng, const isect_real *c, shape_frustum3 *s) {
    for (int j = 0; j < 6; j++) {
        shape_plane3 p;
        make_plane3(rng, c, &p);
        p.x.offset += gi(rng, 0, 4);
        s->x.planes[j] = p.x;
    }
    s->null = false;
}

/* Three integer offsets summing to zero: the centroid of c + e[i] is c. */
static void zero_sum3(gen_rng *rng, int r, isect_vec3 e[3]) {
    e[0] = ivec3(rng, -r, r);
    e[1] = ivec3(rng, -r, r);
    e[2] = (isect_vec3){-e[0].x - e[1].x, -e[0].y - e[1].y, -e[0].z - e[1].z};
}

static void make_plane3p(gen_rng *rng, const isect_real *c, shape_plane3p *s) {
    isect_vec3 e[3];
    do
        zero_sum3(rng, 6, e);
    while (e[0].y * e[1].z == e[0].z * e[1].y && e[0].z * e[1].x == e[0].x * e[1].z &&
           e[0].x * e[1].y == e[0].y * e[1].x);
    *s = (shape_plane3p){{at3(c, 1, e[0]), at3(c, 1, e[1]), at3(c, 1, e[2])}, false};
}

/* A triangle whose centroid is c (in the plane: the same offsets' x and y); a
 * parallelogram centred on c. */
static void make_tri3(gen_rng *rng, const isect_real *c, shape_tri3 *s) {
    isect_vec3 e[3];
    zero_sum3(rng, 8, e);
    *s = (shape_tri3){{{at3(c, 1, e[0]), at3(c, 1, e[1]), at3(c, 1, e[2])}}, false};
}

static void make_tri2(gen_rng *rng, const isect_real *c, shape_tri2 *s) {
    isect_vec3 e[3];
    zero_sum3(rng, 8, e);
    *s = (shape_tri2){{{xy(at3(c, 1, e[0])), xy(at3(c, 1, e[1])), xy(at3(c, 1, e[2]))}}, false};
}

/* A tetrahedron whose centroid is c: three integer offsets and minus their sum (the
 * solid, even when flat, holds its centroid). */
static void make_tet3(gen_rng *rng, const isect_real *c, shape_tet3 *s) {
    isect_vec3 e[3];
    zero_sum3(rng, 8, e);
    isect_vec3 f = ivec3(rng, -8, 8);
    s->null = false;
    s->x.v[0] = at3(c, 1, e[0]);
    s->x.v[1] = at3(c, 1, e[1]);
    s->x.v[2] = at3(c, 1, (isect_vec3){e[2].x - f.x, e[2].y - f.y, e[2].z - f.z});
    s->x.v[3] = at3(c, 1, f);
}

static void make_quad3(gen_rng *rng, const isect_real *c, shape_quad3 *s) {
    isect_vec3 e = ivec3(rng, -8, 8);
    isect_vec3 f = ivec3(rng, -8, 8);
    *s = (shape_quad3){{{at3(c, 1, e), at3(c, 1, f), at3(c, -1, e), at3(c, -1, f)}}, false};
}

/* Points, by value (no NULL): c itself. */
typedef struct shape_point2 {
    isect_vec2 x;
} shape_point2;
typedef struct shape_point3 {
    isect_vec3 x;
} shape_point3;

static void make_point2(gen_rng *rng, const isect_real *c, shape_point2 *s) {
    (void)rng;
    s->x = (isect_vec2){c[0], c[1]};
}
static void make_point3(gen_rng *rng, const isect_real *c, shape_point3 *s) {
    (void)rng;
    s->x = (isect_vec3){c[0], c[1], c[2]};
}
static isect_vec2 arg_point2(shape_point2 *s) {
    return s->x;
}
static isect_vec3 arg_point3(shape_point3 *s) {
    return s->x;
}
static bool valid_point2(shape_point2 *s) {
    return isect_valid_vec2(s->x);
}
static bool valid_point3(shape_point3 *s) {
    return isect_valid_vec3(s->x);
}
static bool spoil_point2(shape_point2 *s, int op, char *why, size_t size) {
    return spoil_struct(&s->x, sizeof s->x, 2, op, NULL, why, size);
}
static bool spoil_point3(shape_point3 *s, int op, char *why, size_t size) {
    return spoil_struct(&s->x, sizeof s->x, 3, op, NULL, why, size);
}
static void print_point2(const char *label, shape_point2 *s) {
    print_struct(label, "point2", &s->x, sizeof s->x, false);
}
static void print_point3(const char *label, shape_point3 *s) {
    print_struct(label, "point3", &s->x, sizeof s->x, false);
}
static bool also_invalid_point2(const char *name, shape_point2 *s) {
    (void)name;
    (void)s;
    return false;
}
static bool also_invalid_point3(const char *name, shape_point3 *s) {
    (void)name;
    (void)s;
    return false;
}

/* Polygons: n vertices kept here, the count and array the query is given, and the view
 * built for each call (so that a copied shape points at its own vertices). Around c: c
 * plus k times the integer offsets of one of these polygons, each of which holds the
 * origin in its interior (in space mapped by two integer vectors u, w: a polygon in a
 * plane through c, or along a line through it when u, w are parallel, whose edges still
 * cover c). */
enum { POLY_MAX = 8 };
static const int outlines[][POLY_MAX][2] = {
    {{3, 0}, {-2, 3}, {-2, -3}},                                            /* triangle */
    {{2, 0}, {0, 2}, {-2, 0}, {0, -2}},                                     /* square */
    {{3, 0}, {2, 2}, {0, 3}, {-2, 2}, {-3, 0}, {-2, -2}, {0, -3}, {2, -2}}, /* octagon */
    {{4, 0}, {1, 1}, {0, 4}, {-1, 1}, {-4, 0}, {-1, -1}, {0, -4}, {1, -1}}, /* star */
};
static const int outline_sizes[] = {3, 4, 8, 8};

/* The polygon's offsets (x, y) from c: one of the outlines, scaled, maybe reversed,
 * rotated cyclically. */
static int outline(gen_rng *rng, int xy[POLY_MAX][2]) {
    int which = (int)gen_int(rng, 0, 3), n = outline_sizes[which];
    int k = (int)gen_int(rng, 1, 3);
    int start = (int)gen_int(rng, 0, n - 1);
    bool reverse = gen_int(rng, 0, 1);
    for (int i = 0; i < n; i++) {
        int j = (start + (reverse ? n - i : i)) % n;
        xy[i][0] = k * outlines[which][j][0];
        xy[i][1] = k * outlines[which][j][1];
    }
    return n;
}

typedef struct shape_poly2 {
    isect_vec2 v[POLY_MAX];
    int n;
    size_t count;
    bool null, null_v;
    isect_poly2 view;
} shape_poly2;

typedef struct shape_poly3 {
    isect_vec3 v[POLY_MAX];
    int n;
    size_t count;
    bool null, null_v;
    isect_poly3 view;
} shape_poly3;

static void make_poly2(gen_rng *rng, const isect_real *c, shape_poly2 *s) {
    int xy[POLY_MAX][2];
    memset(s, 0, sizeof *s);
    s->n = outline(rng, xy);
    s->count = (size_t)s->n;
    for (int i = 0; i < s->n; i++)
        s->v[i] = (isect_vec2){c[0] + (isect_real)xy[i][0], c[1] + (isect_real)xy[i][1]};
}

static void make_poly3(gen_rng *rng, const isect_real *c, shape_poly3 *s) {
    int xy[POLY_MAX][2];
    memset(s, 0, sizeof *s);
    s->n = outline(rng, xy);
    s->count = (size_t)s->n;
    isect_vec3 u = ivec3(rng, -3, 3);
    isect_vec3 w = ivec3(rng, -3, 3);
    for (int i = 0; i < s->n; i++) {
        isect_real x = (isect_real)xy[i][0], y = (isect_real)xy[i][1];
        s->v[i] = (isect_vec3){c[0] + x * u.x + y * w.x, c[1] + x * u.y + y * w.y,
                               c[2] + x * u.z + y * w.z};
    }
}

static const isect_poly2 *arg_poly2(shape_poly2 *s) {
    s->view = (isect_poly2){s->null_v ? NULL : s->v, s->count};
    return s->null ? NULL : &s->view;
}

static const isect_poly3 *arg_poly3(shape_poly3 *s) {
    s->view = (isect_poly3){s->null_v ? NULL : s->v, s->count};
    return s->null ? NULL : &s->view;
}

static bool valid_poly2(shape_poly2 *s) {
    return isect_valid_poly2(arg_poly2(s));
}

static bool valid_poly3(shape_poly3 *s) {
    return isect_valid_poly3(arg_poly3(s));
}

/* The one condition of a query beyond isect_valid_*: isect_closest_point2_poly2 takes
 * convex polygons only, and answers ISECT_INVALID for any other (isect/closest_point.h).
 * Convexity is decided here by a rule of this test's own, not the library's turn signs,
 * on the exact isect_orient2d and exact comparisons of coordinates:
 * - all vertices on one line (every orient2d(v0, vj, vk) == 0, vj the first vertex
 *   other than v0; all equal included): the degenerate segment, convex;
 * - otherwise every vertex lies on the closed inner side of every edge of non-zero length
 *   (one sign sigma of orient2d(v_i, v_i+1, v_k) for all, zeros allowed: each edge lies
 *   on the hull's boundary, so the boundary goes round the hull monotonically, a
 *   reversal being impossible off a line), and it goes round once: of the edges'
 *   directions, cyclically, exactly one passes from the lower half-plane of directions
 *   (angle in [pi, 2 pi)) into the upper one ([0, pi)). */
static int upper_half(isect_vec2 a, isect_vec2 b) { /* b - a of angle in [0, pi) */
    return b.y > a.y || (b.y == a.y && b.x > a.x);
}

static bool convex_poly2(const isect_vec2 *v, size_t n) {
    size_t j = 0;
    while (j < n && v[j].x == v[0].x && v[j].y == v[0].y)
        j++;
    bool line = true;
    for (size_t k = 0; j < n && k < n; k++)
        line &= isect_orient2d(v[0], v[j], v[k]) == 0;
    if (line)
        return true;
    int sigma = 0, first_upper = -1, last_upper = -1, rises = 0;
    for (size_t i = 0; i < n; i++) {
        isect_vec2 a = v[i], b = v[(i + 1) % n];
        if (a.x == b.x && a.y == b.y)
            continue;
        for (size_t k = 0; k < n; k++) {
            int o = isect_orient2d(a, b, v[k]);
            if (o && !sigma)
                sigma = o;
            if (o && o != sigma)
                return false;
        }
        int up = upper_half(a, b);
        if (first_upper < 0)
            first_upper = up;
        else
            rises += up && !last_upper;
        last_upper = up;
    }
    rises += first_upper && !last_upper; /* from the last edge round to the first */
    return rises == 1;
}

static bool also_invalid_poly2(const char *name, shape_poly2 *s) {
    return strcmp(name, "isect_closest_point2_poly2") == 0 && valid_poly2(s) &&
           !convex_poly2(s->v, s->count);
}

static bool also_invalid_poly3(const char *name, shape_poly3 *s) {
    (void)name;
    (void)s;
    return false;
}

/* The vertices' coordinates as spoil_reals does them, then count 0, 1, 2, the array
 * NULL, the polygon NULL. */
static bool spoil_poly(isect_real *v, int n, int d, size_t *count, bool *null_v, bool *null, int op,
                       char *why, size_t size) {
    if (spoil_reals(v, n * d, d, op, why, size))
        return true;
    op -= n * d * SPECIALS + n * d - d + 1 + n * (n - 1);
    if (op < 3) {
        *count = (size_t)op;
        snprintf(why, size, "count %d", op);
    } else if (op == 3) {
        *null_v = true;
        snprintf(why, size, "vertex array NULL");
    } else if (op == 4) {
        *null = true;
        snprintf(why, size, "NULL");
    } else {
        return false;
    }
    return true;
}

static bool spoil_poly2(shape_poly2 *s, int op, char *why, size_t size) {
    return spoil_poly(&s->v[0].x, s->n, 2, &s->count, &s->null_v, &s->null, op, why, size);
}

static bool spoil_poly3(shape_poly3 *s, int op, char *why, size_t size) {
    return spoil_poly(&s->v[0].x, s->n, 3, &s->count, &s->null_v, &s->null, op, why, size);
}

static void print_poly(const char *label, const char *tag, const isect_real *v, int n, int d,
                       size_t count, bool null_v, bool null) {
    if (null) {
        print_message("  %s (%s): NULL\n", label, tag);
        return;
    }
    print_message("  %s (%s): count %zu, vertex array%s\n", label, tag, count,
                  null_v ? " NULL; it held:" : ":");
    for (int i = 0; i < n; i++)
        print_reals("   ", "vertex", v + i * d, d);
}

static void print_poly2(const char *label, shape_poly2 *s) {
    print_poly(label, "poly2", &s->v[0].x, s->n, 2, s->count, s->null_v, s->null);
}

static void print_poly3(const char *label, shape_poly3 *s) {
    print_poly(label, "poly3", &s->v[0].x, s->n, 3, s->count, s->null_v, s->null);
}

/* A hull by its vertices (the closest query reads only them): the polygon's vertices
 * lifted off their plane in turn, so that the points span space. Count 1 and 2 are
 * valid hulls (a point, a segment); count 0 and a NULL array are not. */
typedef shape_poly3 shape_hull3;

static void make_hull3(gen_rng *rng, const isect_real *c, shape_hull3 *s) {
    make_poly3(rng, c, s);
    for (int i = 0; i < s->n; i += 2)
        s->v[i].z += 1;
}

static const isect_hull3 *arg_hull3(shape_hull3 *s) {
    static isect_hull3 view;
    view = (isect_hull3){s->null_v ? NULL : s->v, s->count, NULL, 0};
    return s->null ? NULL : &view;
}

static bool valid_hull3(shape_hull3 *s) {
    return isect_valid_hull3(arg_hull3(s));
}

/* The box and hull-hull overlap tests and the point location read only planes: a hull
 * without them is invalid for them (isect/overlap.h, isect/locate.h). */
static bool also_invalid_hull3(const char *name, shape_hull3 *s) {
    (void)s;
    return strstr(name, "aabb3_hull3") || strstr(name, "hull3_hull3") ||
           strstr(name, "classify_point3_hull3") || strstr(name, "line3_hull3") ||
           strstr(name, "ray3_hull3") || strstr(name, "seg3_hull3");
}

static bool spoil_hull3(shape_hull3 *s, int op, char *why, size_t size) {
    return spoil_poly3(s, op, why, size);
}

static void print_hull3(const char *label, shape_hull3 *s) {
    print_poly(label, "hull3", &s->v[0].x, s->n, 3, s->count, s->null_v, s->null);
}

/* A hull by its planes (verts NULL, vert_count 0): three planes around c, each with a
 * normal of 4 on its own axis and -1, 0 or 1 on the others (diagonally dominant, so the
 * normals are independent and the set, a cone, is never empty), c on the inner side of
 * each by 0 to 3 (0: c on the plane). c is rounded to an integer first, so that offsets
 * are integers too. Spoilt: each real set to each special as spoil_reals does; a normal
 * zeroed; a plane copied onto another; a plane replaced by the opposite of another, on
 * it (a flat set) or moved off by 1 (an empty set); count 0 (both arrays empty), 1, 2;
 * the plane array NULL; the hull NULL.
 *
 * isect_valid_hull3 does not know an empty set, which the query answers as invalid:
 * also_invalid_hullp3 decides it, exactly, by Farkas' lemma: { x : N x <= o } is empty
 * exactly when some lambda >= 0 has lambda^T N = 0 and lambda . o < 0. The three rows as
 * made are independent, and one spoilt real leaves two of them as made, so the rank is 3
 * (isect_orient3d(0, n0, n1, n2) != 0: the set holds the cone's apex, never empty) or 2;
 * rank 2 arises only when the spoilt value is a small integer (a coordinate set to 0, -0
 * or -1, a copy, an opposite: the minor C beside a changed coordinate and the determinant
 * R with it zeroed are integers, |R| <= 384, and det = s C + R is zero for no special s
 * of magnitude 1e6 or more or subnormal; C = 0 leaves det as made), so that rank 2 is
 * decided in integers: lambda spans the left null space, a cross product of two
 * independent columns of N, and the set is empty when lambda or -lambda is >= 0 with a
 * negative dot product with o. */
enum { HULLP_N = 3 };

typedef struct shape_hullp3 {
    isect_plane3 pl[HULLP_N];
    size_t count;
    bool null, null_planes;
    isect_hull3 view;
} shape_hullp3;

static void make_hullp3(gen_rng *rng, const isect_real *c, shape_hullp3 *s) {
    memset(s, 0, sizeof *s);
    s->count = HULLP_N;
    isect_real ci[3];
    for (int k = 0; k < 3; k++)
        ci[k] = (isect_real)floor((double)c[k] + 0.5);
    for (int i = 0; i < HULLP_N; i++) {
        isect_real n[3];
        for (int k = 0; k < 3; k++)
            n[k] = k == i ? 4 : gi(rng, -1, 1);
        isect_real slack = gi(rng, 0, 3);
        s->pl[i] =
            (isect_plane3){{n[0], n[1], n[2]}, n[0] * ci[0] + n[1] * ci[1] + n[2] * ci[2] + slack};
    }
}

static const isect_hull3 *arg_hullp3(shape_hullp3 *s) {
    s->view = (isect_hull3){NULL, 0, s->null_planes ? NULL : s->pl, s->count};
    return s->null ? NULL : &s->view;
}

static bool valid_hullp3(shape_hullp3 *s) {
    return isect_valid_hull3(arg_hullp3(s));
}

/* x as an integer; the construction above guarantees one wherever this is called. */
static long long small_int(isect_real x) {
    assert_true(x == (isect_real)(long long)x && fabs((double)x) <= 4096);
    return (long long)x;
}

/* Is the set of the (valid) planes empty? See above. */
static bool empty_hullp3(const shape_hullp3 *s) {
    if (s->count < HULLP_N) /* rows as made: independent */
        return false;
    const isect_plane3 *pl = s->pl;
    if (isect_orient3d((isect_vec3){0, 0, 0}, pl[0].normal, pl[1].normal, pl[2].normal) != 0)
        return false;
    long long n[3][3], o[3];
    for (int i = 0; i < 3; i++) {
        n[i][0] = small_int(pl[i].normal.x);
        n[i][1] = small_int(pl[i].normal.y);
        n[i][2] = small_int(pl[i].normal.z);
        o[i] = small_int(pl[i].offset);
    }
    for (int a = 0; a < 3; a++)
        for (int b = a + 1; b < 3; b++) {
            long long lam[3] = {n[1][a] * n[2][b] - n[2][a] * n[1][b],
                                n[2][a] * n[0][b] - n[0][a] * n[2][b],
                                n[0][a] * n[1][b] - n[1][a] * n[0][b]};
            if (lam[0] == 0 && lam[1] == 0 && lam[2] == 0)
                continue; /* columns a, b dependent */
            long long dot = lam[0] * o[0] + lam[1] * o[1] + lam[2] * o[2];
            bool pos = lam[0] >= 0 && lam[1] >= 0 && lam[2] >= 0;
            bool neg = lam[0] <= 0 && lam[1] <= 0 && lam[2] <= 0;
            return (pos && dot < 0) || (neg && dot > 0);
        }
    fail_msg("plane hull of rank below 2: not a case this test makes");
    return false;
}

/* An empty set is invalid for the closest query only; the overlap tests answer it (it
 * meets nothing). */
static bool also_invalid_hullp3(const char *name, shape_hullp3 *s) {
    return strstr(name, "closest") && valid_hullp3(s) && empty_hullp3(s);
}

static bool spoil_hullp3(shape_hullp3 *s, int op, char *why, size_t size) {
    enum { REALS = 4 * HULLP_N };
    if (op < REALS * SPECIALS) {
        int i = op / SPECIALS / 4, k = op / SPECIALS % 4;
        isect_real *x = k == 0   ? &s->pl[i].normal.x
                        : k == 1 ? &s->pl[i].normal.y
                        : k == 2 ? &s->pl[i].normal.z
                                 : &s->pl[i].offset;
        *x = specials[op % SPECIALS];
        snprintf(why, size, "plane %d %s set to %a", i, k < 3 ? "normal coordinate" : "offset",
                 (double)*x);
        return true;
    }
    op -= REALS * SPECIALS;
    if (op < HULLP_N) {
        s->pl[op].normal = (isect_vec3){0, 0, 0};
        snprintf(why, size, "plane %d normal set to 0", op);
        return true;
    }
    op -= HULLP_N;
    enum { PAIRS = HULLP_N * (HULLP_N - 1) };
    if (op < 3 * PAIRS) {
        int way = op / PAIRS, pair = op % PAIRS;
        int to = pair / (HULLP_N - 1), from = pair % (HULLP_N - 1);
        from += from >= to;
        isect_plane3 f = s->pl[from];
        if (way == 0) {
            s->pl[to] = f;
            snprintf(why, size, "plane %d copied onto plane %d", from, to);
        } else {
            s->pl[to] = (isect_plane3){{-f.normal.x, -f.normal.y, -f.normal.z},
                                       -f.offset - (way == 2 ? 1 : 0)};
            snprintf(why, size, "plane %d the opposite of plane %d%s", to, from,
                     way == 2 ? ", moved off by 1 (empty)" : " (flat)");
        }
        return true;
    }
    op -= 3 * PAIRS;
    if (op < 3) {
        s->count = (size_t)op;
        snprintf(why, size, "count %d", op);
    } else if (op == 3) {
        s->null_planes = true;
        snprintf(why, size, "plane array NULL");
    } else if (op == 4) {
        s->null = true;
        snprintf(why, size, "NULL");
    } else {
        return false;
    }
    return true;
}

static void print_hullp3(const char *label, shape_hullp3 *s) {
    if (s->null) {
        print_message("  %s (hull3 by planes): NULL\n", label);
        return;
    }
    print_message("  %s (hull3 by planes): count %zu, plane array%s\n", label, s->count,
                  s->null_planes ? " NULL; it held:" : ":");
    for (int i = 0; i < HULLP_N; i++)
        print_reals("   ", "plane", &s->pl[i].normal.x, 4);
}

/* The empty slot of a query with fewer than four arguments. */
typedef struct shape_none {
    char unused;
} shape_none;
static void make_none(gen_rng *rng, const isect_real *c, shape_none *s) {
    (void)rng;
    (void)c;
    s->unused = 0;
}
static bool valid_none(shape_none *s) {
    (void)s;
    return true;
}
static bool spoil_none(shape_none *s, int op, char *why, size_t size) {
    (void)s;
    (void)op;
    (void)why;
    (void)size;
    return false;
}
static void print_none(const char *label, shape_none *s) {
    (void)label;
    (void)s;
}
static bool also_invalid_none(const char *name, shape_none *s) {
    (void)name;
    (void)s;
    return false;
}

/* ---- Judging an answer ----------------------------------------------------------------
 * NULL when the answer r is right for input that isect_valid_* calls invalid (or not);
 * meets: valid input built to meet, so test/find must hit and classify must not be
 * ISECT_OUTSIDE (a side of a plane must be ISECT_STRADDLING). */

static const char *judge_boolean(bool r, bool invalid, bool meets) {
    if (invalid)
        return check_invalid_boolean(r) ? NULL : "true for invalid input";
    return !meets || r ? NULL : "false for valid input built to meet";
}

static const char *judge_sign(int r, bool invalid, bool meets) {
    (void)meets;
    if (invalid)
        return check_invalid_sign(r) ? NULL : "not ISECT_SIGN_INVALID for invalid input";
    return r >= -1 && r <= 1 ? NULL : "not -1, 0 or +1 for valid input";
}

static const char *judge_loc(isect_location r, bool invalid, bool meets) {
    if (invalid)
        return check_invalid_loc(r) ? NULL : "not ISECT_LOCATION_INVALID for invalid input";
    if (r != ISECT_OUTSIDE && r != ISECT_ON_BOUNDARY && r != ISECT_INSIDE)
        return "not a location for valid input";
    return !meets || r != ISECT_OUTSIDE ? NULL : "ISECT_OUTSIDE for valid input built to meet";
}

static const char *judge_side(isect_side r, bool invalid, bool meets) {
    if (invalid)
        return check_invalid_side(r) ? NULL : "not ISECT_SIDE_INVALID for invalid input";
    if (r != ISECT_FRONT && r != ISECT_STRADDLING && r != ISECT_BACK)
        return "not a side for valid input";
    return !meets || r == ISECT_STRADDLING ? NULL : "not ISECT_STRADDLING for input built to meet";
}

/* Find, closest, winding and distance results: flags. */
#define JUDGE_FLAGS(res, type, hit)                                                                \
    static const char *judge_##res(type r, bool invalid, bool meets) {                             \
        if (invalid)                                                                               \
            return check_invalid_##res(r) ? NULL                                                   \
                                          : "not the invalid answer (all zero, flags "             \
                                            "ISECT_INVALID) for invalid input";                    \
        if (r.flags & ISECT_INVALID)                                                               \
            return "ISECT_INVALID for valid input";                                                \
        return !meets || (hit) ? NULL : "a miss for valid input built to meet";                    \
    }
JUDGE_FLAGS(find2, isect_find_result2, r.hit)
JUDGE_FLAGS(find3, isect_find_result3, r.hit)
JUDGE_FLAGS(closest2, isect_closest_result2, true)
JUDGE_FLAGS(closest3, isect_closest_result3, true)
JUDGE_FLAGS(closest_feature2, isect_closest_feature_result2, true)
JUDGE_FLAGS(closest_feature3, isect_closest_feature_result3, true)
JUDGE_FLAGS(closest_hull3, isect_closest_hull_result3, true)
JUDGE_FLAGS(winding2, isect_winding_result2, true)
JUDGE_FLAGS(distance, isect_distance_result, true)
JUDGE_FLAGS(contact3, isect_contact_result3, r.hit)
JUDGE_FLAGS(tri_tri3, isect_tri_tri_result3, r.hit)
JUDGE_FLAGS(planes3, isect_planes_result3, r.hit)

/* isect_projection_poly3 (not a query of the command): flags ISECT_INVALID and axis 2. */
static bool check_invalid_projection3(isect_projection3 r) {
    return r.flags == ISECT_INVALID && r.axis == 2;
}
JUDGE_FLAGS(projection3, isect_projection3, true)

/* ---- The queries ------------------------------------------------------------------- */

/* A seed from the query's name (FNV-1a), so that a query's cases do not depend on the
 * others. */
static uint64_t seed_of(const char *name) {
    uint64_t h = 0xcbf29ce484222325u;
    for (; *name; name++)
        h = (h ^ (unsigned char)*name) * 0x100000001b3u;
    return h;
}

/* The centres of the four slots: one integer point for a case built to meet, otherwise
 * one real point each. */
static void centres(gen_rng *rng, bool apart, isect_real c[4][3]) {
    for (int s = 0; s < 4; s++)
        for (int i = 0; i < 3; i++)
            c[s][i] = apart    ? (isect_real)gen_range(rng, -20, 20)
                      : s == 0 ? gi(rng, -50, 50)
                               : c[0][i];
}

/* How each calling convention passes the slots a, b, c, d of case x (test_null_args.c). */
#define CALL_PP(fn, A, B, C, D) fn(arg_##A(&x.a), arg_##B(&x.b))
#define CALL_VP CALL_PP
#define CALL_PPR(fn, A, B, C, D) fn(arg_##A(&x.a), arg_##B(&x.b), (isect_fill_rule)(op & 1))
#define CALL_VPR CALL_PPR
#define CALL_P(fn, A, B, C, D) fn(arg_##A(&x.a))
#define CALL_VVV(fn, A, B, C, D) fn(arg_##A(&x.a), arg_##B(&x.b), arg_##C(&x.c))
#define CALL_PPP CALL_VVV
#define CALL_VVVV(fn, A, B, C, D) fn(arg_##A(&x.a), arg_##B(&x.b), arg_##C(&x.c), arg_##D(&x.d))

/* One query: every case as made, then with each slot spoilt each way. (fn is the query as
 * called, run its test and name its name as written in queries.def.) */
#define RUN(res, call, fn, run, name, A, B, C, D)                                                  \
    static void run(void **state) {                                                                \
        (void)state;                                                                               \
        struct {                                                                                   \
            shape_##A a;                                                                           \
            shape_##B b;                                                                           \
            shape_##C c;                                                                           \
            shape_##D d;                                                                           \
        } base, x;                                                                                 \
        gen_rng rng;                                                                               \
        gen_seed(&rng, seed_of(name));                                                             \
        for (int kind = 0; kind < 2 * BASES; kind++) {                                             \
            bool apart = kind % 2;                                                                 \
            isect_real c[4][3];                                                                    \
            centres(&rng, apart, c);                                                               \
            make_##A(&rng, c[0], &base.a);                                                         \
            make_##B(&rng, c[1], &base.b);                                                         \
            make_##C(&rng, c[2], &base.c);                                                         \
            make_##D(&rng, c[3], &base.d);                                                         \
            for (int slot = -1; slot < 4; slot++) {                                                \
                for (int op = 0;; op++) {                                                          \
                    char why[96] = "as made";                                                      \
                    x = base;                                                                      \
                    if ((slot == 0 && !spoil_##A(&x.a, op, why, sizeof why)) ||                    \
                        (slot == 1 && !spoil_##B(&x.b, op, why, sizeof why)) ||                    \
                        (slot == 2 && !spoil_##C(&x.c, op, why, sizeof why)) ||                    \
                        (slot == 3 && !spoil_##D(&x.d, op, why, sizeof why)))                      \
                        break;                                                                     \
                    bool invalid = !(valid_##A(&x.a) && valid_##B(&x.b) && valid_##C(&x.c) &&      \
                                     valid_##D(&x.d)) ||                                           \
                                   also_invalid_##A(name, &x.a) || also_invalid_##B(name, &x.b) || \
                                   also_invalid_##C(name, &x.c) || also_invalid_##D(name, &x.d);   \
                    const char *bad =                                                              \
                        judge_##res(CALL_##call(fn, A, B, C, D), invalid, !apart && slot < 0);     \
                    *(invalid ? &calls_invalid : &calls_valid) += 1;                               \
                    calls_meet += !invalid && !apart && slot < 0;                                  \
                    if (bad) {                                                                     \
                        print_message("%s, %s case %d, inputs:\n", name,                           \
                                      apart ? "apart" : "built to meet", kind / 2);                \
                        print_##A("argument 1", &x.a);                                             \
                        print_##B("argument 2", &x.b);                                             \
                        print_##C("argument 3", &x.c);                                             \
                        print_##D("argument 4", &x.d);                                             \
                        fail_msg("%s: %s (argument %d spoilt: %s; expected: %s)", name, bad,       \
                                 slot + 1, why, invalid ? "invalid" : "valid");                    \
                    }                                                                              \
                    if (slot < 0)                                                                  \
                        break;                                                                     \
                }                                                                                  \
            }                                                                                      \
        }                                                                                          \
    }

#define Q2(kind, res, call, fn, a, b) RUN(res, call, fn, run_##fn, #fn, a, b, none, none)
#define Q3(kind, res, call, fn, a, b, c) RUN(res, call, fn, run_##fn, #fn, a, b, c, none)
#define Q4(kind, res, call, fn, a, b, c, d) RUN(res, call, fn, run_##fn, #fn, a, b, c, d)
#include "queries.def"
#undef Q2
#undef Q3
#undef Q4
RUN(projection3, P, isect_projection_poly3, run_projection_poly3, "isect_projection_poly3", poly3,
    none, none, none)
/* The hull query again with a hull by its planes (queries.def's line passes vertices). */
RUN(closest_hull3, VP, isect_closest_point3_hull3, run_closest_point3_hull3_planes,
    "isect_closest_point3_hull3 (by planes)", point3, hullp3, none, none)
/* The hull overlap tests again with hulls by their planes. */
RUN(boolean, PP, isect_test_sphere3_hull3, run_test_sphere3_hull3_planes,
    "isect_test_sphere3_hull3 (by planes)", sphere3, hullp3, none, none)
RUN(boolean, PP, isect_test_plane3_hull3, run_test_plane3_hull3_planes,
    "isect_test_plane3_hull3 (by planes)", plane3, hullp3, none, none)
RUN(side, PP, isect_classify_plane3_hull3, run_classify_plane3_hull3_planes,
    "isect_classify_plane3_hull3 (by planes)", plane3, hullp3, none, none)
RUN(boolean, PP, isect_test_aabb3_hull3, run_test_aabb3_hull3_planes,
    "isect_test_aabb3_hull3 (by planes)", aabb3, hullp3, none, none)
RUN(boolean, PP, isect_test_hull3_hull3, run_test_hull3_hull3_planes,
    "isect_test_hull3_hull3 (by planes)", hullp3, hullp3, none, none)
/* The point location again with a hull by its planes. */
RUN(loc, VP, isect_classify_point3_hull3, run_classify_point3_hull3_planes,
    "isect_classify_point3_hull3 (by planes)", point3, hullp3, none, none)
/* The lines against a hull (they read only planes) with a hull by its planes. */
RUN(find3, PP, isect_find_line3_hull3, run_find_line3_hull3_planes,
    "isect_find_line3_hull3 (by planes)", line3, hullp3, none, none)
RUN(find3, PP, isect_find_ray3_hull3, run_find_ray3_hull3_planes,
    "isect_find_ray3_hull3 (by planes)", ray3, hullp3, none, none)
RUN(find3, PP, isect_find_seg3_hull3, run_find_seg3_hull3_planes,
    "isect_find_seg3_hull3 (by planes)", seg3, hullp3, none, none)
RUN(boolean, PP, isect_test_line3_hull3, run_test_line3_hull3_planes,
    "isect_test_line3_hull3 (by planes)", line3, hullp3, none, none)
RUN(boolean, PP, isect_test_ray3_hull3, run_test_ray3_hull3_planes,
    "isect_test_ray3_hull3 (by planes)", ray3, hullp3, none, none)
RUN(boolean, PP, isect_test_seg3_hull3, run_test_seg3_hull3_planes,
    "isect_test_seg3_hull3 (by planes)", seg3, hullp3, none, none)

static void report(void **state) {
    (void)state;
    print_message("%ld calls: %ld on invalid input, %ld on valid input (%ld built to meet)\n",
                  calls_invalid + calls_valid, calls_invalid, calls_valid, calls_meet);
    assert_true(calls_invalid > 0 && calls_valid > 0 && calls_meet > 0);
}

int main(void) {
    const struct CMUnitTest tests[] = {
#define Q2(kind, res, call, fn, a, b) {.name = #fn, .test_func = run_##fn},
#define Q3(kind, res, call, fn, a, b, c) {.name = #fn, .test_func = run_##fn},
#define Q4(kind, res, call, fn, a, b, c, d) {.name = #fn, .test_func = run_##fn},
#include "queries.def"
#undef Q2
#undef Q3
#undef Q4
        {.name = "isect_projection_poly3", .test_func = run_projection_poly3},
        {.name = "isect_closest_point3_hull3 (by planes)",
         .test_func = run_closest_point3_hull3_planes},
        {.name = "isect_test_sphere3_hull3 (by planes)",
         .test_func = run_test_sphere3_hull3_planes},
        {.name = "isect_test_plane3_hull3 (by planes)", .test_func = run_test_plane3_hull3_planes},
        {.name = "isect_classify_plane3_hull3 (by planes)",
         .test_func = run_classify_plane3_hull3_planes},
        {.name = "isect_test_aabb3_hull3 (by planes)", .test_func = run_test_aabb3_hull3_planes},
        {.name = "isect_test_hull3_hull3 (by planes)", .test_func = run_test_hull3_hull3_planes},
        {.name = "isect_classify_point3_hull3 (by planes)",
         .test_func = run_classify_point3_hull3_planes},
        {.name = "isect_find_line3_hull3 (by planes)", .test_func = run_find_line3_hull3_planes},
        {.name = "isect_find_ray3_hull3 (by planes)", .test_func = run_find_ray3_hull3_planes},
        {.name = "isect_find_seg3_hull3 (by planes)", .test_func = run_find_seg3_hull3_planes},
        {.name = "isect_test_line3_hull3 (by planes)", .test_func = run_test_line3_hull3_planes},
        {.name = "isect_test_ray3_hull3 (by planes)", .test_func = run_test_ray3_hull3_planes},
        {.name = "isect_test_seg3_hull3 (by planes)", .test_func = run_test_seg3_hull3_planes},
        cmocka_unit_test(report),
    };
    return cmocka_run_group_tests_name("invalid", tests, NULL, NULL);
}
