/* tests/fuzz/fuzz_box.c -- every query of isect/box.h under the contract checks of
 * contract.h: discs and balls against axis-aligned and oriented boxes, points in boxes,
 * closest points on boxes.
 *
 * Input: an option byte (NULL ball, NULL boxes), a mode byte (bit 0: 3D), a scaling
 * exponent, the disc or ball (its centre is also the point of the classify and closest
 * queries), the axis-aligned box and the oriented box (axes from fz_axis2 / fz_axes3:
 * mostly valid, sometimes not).
 *
 * Beyond the common contract:
 * - classify on an axis-aligned box against the comparisons that define it; closest on it
 *   against the clamp (point_b exactly) and a long double reference (dist_sq within 6 u
 *   relative, saturated exactly when beyond the range);
 * - the oriented box in its own frame (w_i = (p - center) . a_i, |w_i| <= h_i) against a
 *   long double reference: classify and test where the reference decides with a margin,
 *   closest point_b within 16 u S and sqrt(dist_sq) within 16 u S (box.h);
 * - a ball whose centre lies in the box hits it, and a zero radius hits exactly then;
 *   closest distances are 0 for points in the box;
 * - an oriented box with the coordinate axes answers as the axis-aligned box with the
 *   same corners (when those are exact); every test and classify answers alike when the
 *   positions, extents and radius are scaled by 2^k;
 * - the ball-box contacts under the common contact contract, with depth >= r for a centre
 *   in the box (and an AABB's normal along one axis there). */
#include <float.h>
#include <math.h>

#include "contract.h"

#if ISECT_USE_DOUBLE
#define REAL_MAX DBL_MAX
#define REAL_MIN DBL_MIN
#define REAL_TRUE_MIN DBL_TRUE_MIN
#define UNIT_ROUNDOFF (DBL_EPSILON / 2)
#else
#define REAL_MAX FLT_MAX
#define REAL_MIN FLT_MIN
#define REAL_TRUE_MIN FLT_TRUE_MIN
#define UNIT_ROUNDOFF (FLT_EPSILON / 2)
#endif

enum { AABB, OBB };

static const char *const test_names[2][2] = {
    {"isect_test_circle2_aabb2", "isect_test_circle2_obb2"},
    {"isect_test_sphere3_aabb3", "isect_test_sphere3_obb3"}};
static const char *const classify_names[2][2] = {
    {"isect_classify_point2_aabb2", "isect_classify_point2_obb2"},
    {"isect_classify_point3_aabb3", "isect_classify_point3_obb3"}};
static const char *const closest_names[2][2] = {
    {"isect_closest_point2_aabb2", "isect_closest_point2_obb2"},
    {"isect_closest_point3_aabb3", "isect_closest_point3_obb3"}};

/* One problem in either dimension, as doubles (unused coordinates zero). */
typedef struct problem {
    int dim;
    bool valid_ball, valid_point, valid[2]; /* ball, its centre, aabb, obb */
    double p[3], r;                         /* the ball; p is also the point */
    double min[3], max[3];                  /* the aabb */
    double c[3], a[3][3], h[3];             /* the obb */
} problem;

typedef struct answers {
    bool test[2], test0[2]; /* the ball, and its centre alone (radius 0) */
    isect_location at[2];
    fz_closest near[2];
    int scaled_test[2], scaled_at[2]; /* -1 when the scaled copy is not exact */
    int frame_test, frame_at;         /* the obb as an aabb; -1 when it is not one */
} answers;

/* ---- References ---------------------------------------------------------------------- */

static isect_location aabb_location(const problem *x) {
    bool inside = true;
    for (int i = 0; i < x->dim; i++) {
        if (x->p[i] < x->min[i] || x->p[i] > x->max[i])
            return ISECT_OUTSIDE;
        inside = inside && x->min[i] < x->p[i] && x->p[i] < x->max[i];
    }
    return inside ? ISECT_INSIDE : ISECT_ON_BOUNDARY;
}

/* The obb frame in long double: w[i] = (p - c) . a_i and a bound on its error. */
static void obb_frame(const problem *x, long double *w, long double *err) {
    for (int i = 0; i < x->dim; i++) {
        long double s = 0, mag = 0;
        for (int j = 0; j < x->dim; j++) {
            long double d = (long double)x->p[j] - x->c[j];
            s += d * x->a[i][j];
            mag += fabsl(d * x->a[i][j]);
        }
        w[i] = s;
        err[i] = 0x1p-58L * (mag + fabsl(s)) + 0x1p-58L * x->h[i];
    }
}

/* The decided sign of |w_i| - h_i, or 2 when the reference is too close to call. */
static int excess_sign(long double w, long double err, double h) {
    long double e = fabsl(w) - h;
    return e > err ? 1 : (e < -err ? -1 : 2);
}

/* ---- Checks -------------------------------------------------------------------------- */

static void check_aabb(const problem *x, const answers *y) {
    const char *qt = test_names[x->dim - 2][AABB], *qc = classify_names[x->dim - 2][AABB];
    const char *qn = closest_names[x->dim - 2][AABB];
    const fz_closest *n = &y->near[AABB];
    bool valid = x->valid[AABB] && x->valid_point;
    bool flat = false;
    for (int i = 0; i < x->dim; i++)
        flat = flat || x->min[i] == x->max[i];
    fz_check_closest(qn, n, x->p, valid, 0, 0, valid && flat);
    if (!valid)
        return;
    FZ_CHECK(qc, y->at[AABB] == aabb_location(x));
    long double ref = 0; /* |q - p|^2 with q the clamp: relative error below 2^-60 */
    for (int i = 0; i < x->dim; i++) {
        double q = x->p[i] < x->min[i] ? x->min[i] : (x->p[i] > x->max[i] ? x->max[i] : x->p[i]);
        FZ_CHECK(qn, n->point_b[i] == q);
        ref += ((long double)q - x->p[i]) * ((long double)q - x->p[i]);
    }
    FZ_CHECK(qn, (y->at[AABB] != ISECT_OUTSIDE) == (n->dist_sq == 0)); /* the touching rule */
    if (ref > REAL_MAX) {
        FZ_CHECK(qn, n->dist_sq == REAL_MAX && (n->flags & ISECT_SATURATED));
    } else {
        long double tol = (6 * UNIT_ROUNDOFF + 0x1p-60L) * ref + 4 * (long double)REAL_TRUE_MIN;
        FZ_CHECK(qn, fabsl(n->dist_sq - ref) <= tol || (ref < REAL_MIN && n->dist_sq < REAL_MIN));
        FZ_CHECK(qn, !(n->flags & ISECT_SATURATED) || ref >= REAL_MAX * (1 - 8 * UNIT_ROUNDOFF));
    }
    if (!x->valid_ball)
        return;
    long double rr = (long double)x->r * x->r;
    FZ_CHECK(qt, !(ref > rr * (1 + 0x1p-40L)) || !y->test[AABB]);
    FZ_CHECK(qt, !(ref < rr * (1 - 0x1p-40L)) || y->test[AABB]);
}

static void check_obb(const problem *x, const answers *y) {
    const char *qt = test_names[x->dim - 2][OBB], *qc = classify_names[x->dim - 2][OBB];
    const char *qn = closest_names[x->dim - 2][OBB];
    const fz_closest *n = &y->near[OBB];
    bool valid = x->valid[OBB] && x->valid_point;
    bool flat = false;
    for (int i = 0; i < x->dim; i++)
        flat = flat || x->h[i] == 0;
    fz_check_closest(qn, n, x->p, valid, 0, 0, valid && flat);
    if (!valid)
        return;
    FZ_CHECK(qc, !flat || y->at[OBB] != ISECT_INSIDE);
    FZ_CHECK(qn, (y->at[OBB] != ISECT_OUTSIDE) == (n->dist_sq == 0)); /* the touching rule */

    long double w[3], err[3], q[3], s = 0, dist = 0, derr = 0;
    obb_frame(x, w, err);
    bool out = false, in = true, undecided = false;
    for (int i = 0; i < x->dim; i++) {
        int e = excess_sign(w[i], err[i], x->h[i]);
        out = out || e == 1;
        in = in && e == -1;
        undecided = undecided || e == 2;
        q[i] = w[i] < -x->h[i] ? -x->h[i] : (w[i] > x->h[i] ? x->h[i] : w[i]);
        dist += (w[i] - q[i]) * (w[i] - q[i]);
        derr += err[i];
        s = fmaxl(s, fmaxl(fabsl(x->p[i]), fmaxl(fabsl(x->c[i]), x->h[i])));
    }
    FZ_CHECK(qc, !out || y->at[OBB] == ISECT_OUTSIDE);
    FZ_CHECK(qc, !in || y->at[OBB] == ISECT_INSIDE);
    FZ_CHECK(qc, out || in || undecided || y->at[OBB] == ISECT_ON_BOUNDARY);

    /* point_b = c + sum q_i a_i and sqrt(dist_sq), each within 16 u S (box.h); for a point
     * in the box point_b may also be the point itself (which the formula gives only for
     * exactly orthonormal axes: the header leaves this open). */
    long double tol = 16 * UNIT_ROUNDOFF * s + 4 * derr + 4 * (long double)REAL_TRUE_MIN;
    bool itself = y->at[OBB] != ISECT_OUTSIDE;
    for (int j = 0; j < x->dim; j++)
        itself = itself && n->point_b[j] == x->p[j];
    for (int j = 0; j < x->dim && !itself; j++) {
        long double b = x->c[j];
        for (int i = 0; i < x->dim; i++)
            b += q[i] * x->a[i][j];
        FZ_CHECK(qn, fz_near_or_saturated(n->point_b[j], b, tol, n->flags));
    }
    long double d = sqrtl(dist);
    if (n->dist_sq == REAL_MAX && (n->flags & ISECT_SATURATED))
        FZ_CHECK(qn, d * d >= REAL_MAX * (1 - 64 * UNIT_ROUNDOFF));
    else
        FZ_CHECK(qn, fabsl(sqrtl((long double)n->dist_sq) - d) <= tol + sqrtl(8 * REAL_TRUE_MIN));
    if (!x->valid_ball)
        return;
    long double r = x->r;
    FZ_CHECK(qt, !(d - 2 * derr > r * (1 + 0x1p-40L)) || !y->test[OBB]);
    FZ_CHECK(qt, !(d + 2 * derr < r * (1 - 0x1p-40L)) || y->test[OBB]);
}

static void check(const problem *x, const answers *y) {
    for (int b = 0; b < 2; b++) {
        bool valid = x->valid_ball && x->valid[b];
        const char *qt = test_names[x->dim - 2][b], *qc = classify_names[x->dim - 2][b];
        fz_check_location(qc, y->at[b], x->valid[b] && x->valid_point);
        FZ_CHECK(qt, valid || !y->test[b]);
        if (!valid)
            continue;
        FZ_CHECK(qt, y->test0[b] == (y->at[b] != ISECT_OUTSIDE));
        FZ_CHECK(qt, y->at[b] == ISECT_OUTSIDE || y->test[b]);
        FZ_CHECK(qt, y->scaled_test[b] < 0 || y->scaled_test[b] == y->test[b]);
        FZ_CHECK(qc, y->scaled_at[b] < 0 || y->scaled_at[b] == (int)y->at[b]);
    }
    check_aabb(x, y);
    check_obb(x, y);
    if (!(x->valid_ball && x->valid[OBB]))
        return;
    FZ_CHECK(test_names[x->dim - 2][OBB], y->frame_test < 0 || y->frame_test == y->test[OBB]);
    FZ_CHECK(classify_names[x->dim - 2][OBB], y->frame_at < 0 || y->frame_at == (int)y->at[OBB]);
}

/* ---- The queries ------------------------------------------------------------------- */

static bool identity_axes(const problem *x) {
    for (int i = 0; i < x->dim; i++)
        for (int j = 0; j < x->dim; j++)
            if (x->a[i][j] != (i == j))
                return false;
    return true;
}

static void solve2(problem *x, answers *y, const isect_circle2 *circle, const isect_aabb2 *aabb,
                   const isect_obb2 *obb, int k) {
    isect_vec2 p = circle ? circle->center : (isect_vec2){0, 0};
    x->p[0] = p.x;
    x->p[1] = p.y;
    x->valid_ball = isect_valid_circle2(circle);
    x->valid_point = isect_valid_vec2(p);
    x->valid[AABB] = isect_valid_aabb2(aabb);
    x->valid[OBB] = isect_valid_obb2(obb);
    y->test[AABB] = isect_test_circle2_aabb2(circle, aabb);
    y->test[OBB] = isect_test_circle2_obb2(circle, obb);
    y->at[AABB] = isect_classify_point2_aabb2(p, aabb);
    y->at[OBB] = isect_classify_point2_obb2(p, obb);
    y->near[AABB] = fz_closest2(isect_closest_point2_aabb2(p, aabb));
    y->near[OBB] = fz_closest2(isect_closest_point2_obb2(p, obb));
    if (!(circle && aabb && obb))
        return;
    isect_circle2 centre = {p, 0}, sc;
    y->test0[AABB] = isect_test_circle2_aabb2(&centre, aabb);
    y->test0[OBB] = isect_test_circle2_obb2(&centre, obb);
    isect_aabb2 sa;
    isect_obb2 so = *obb;
    if (fz_scale2(p, k, &sc.center) && fz_scale_exact(circle->radius, k, &sc.radius) &&
        fz_scale2(aabb->min, k, &sa.min) && fz_scale2(aabb->max, k, &sa.max) &&
        fz_scale2(obb->center, k, &so.center) && fz_scale2(obb->half, k, &so.half)) {
        y->scaled_test[AABB] = isect_test_circle2_aabb2(&sc, &sa);
        y->scaled_test[OBB] = isect_test_circle2_obb2(&sc, &so);
        y->scaled_at[AABB] = (int)isect_classify_point2_aabb2(sc.center, &sa);
        y->scaled_at[OBB] = (int)isect_classify_point2_obb2(sc.center, &so);
    }
    isect_aabb2 box; /* the obb's corners, when exact */
    if (identity_axes(x) && fz_sub_exact(obb->center.x, obb->half.x, &box.min.x) &&
        fz_sub_exact(obb->center.y, obb->half.y, &box.min.y) &&
        fz_sub_exact(obb->center.x, -obb->half.x, &box.max.x) &&
        fz_sub_exact(obb->center.y, -obb->half.y, &box.max.y)) {
        y->frame_test = isect_test_circle2_aabb2(circle, &box);
        y->frame_at = (int)isect_classify_point2_aabb2(p, &box);
    }
}

/* The ball-box contacts: the common contract (fz_check_contact) against the tests' answers;
 * a centre in the closed box (classify) gives depth >= r, the radius plus the nearest
 * face's distance, and a normal along a box axis. */
static void contacts(const problem *x, const answers *y, const isect_sphere3 *sphere,
                     const isect_aabb3 *aabb, const isect_obb3 *obb) {
    const char *qa = "isect_find_sphere3_aabb3", *qo = "isect_find_sphere3_obb3";
    isect_contact_result3 ca = isect_find_sphere3_aabb3(sphere, aabb);
    isect_contact_result3 co = isect_find_sphere3_obb3(sphere, obb);
    bool va = x->valid_ball && x->valid[AABB], vo = x->valid_ball && x->valid[OBB];
    fz_check_contact(qa, ca, va, y->test[AABB]);
    fz_check_contact(qo, co, vo, y->test[OBB]);
    if (va && y->at[AABB] != ISECT_OUTSIDE) {
        FZ_CHECK(qa, ca.depth >= sphere->radius);
        int axes = (ca.normal.x != 0) + (ca.normal.y != 0) + (ca.normal.z != 0);
        FZ_CHECK(qa, axes == 1);
    }
    if (vo && y->at[OBB] != ISECT_OUTSIDE)
        FZ_CHECK(qo, co.depth >= sphere->radius);
    if (va && y->at[AABB] == ISECT_OUTSIDE)
        FZ_CHECK(qa, !(ca.flags & ISECT_AMBIGUOUS));
}

static void solve3(problem *x, answers *y, const isect_sphere3 *sphere, const isect_aabb3 *aabb,
                   const isect_obb3 *obb, int k) {
    isect_vec3 p = sphere ? sphere->center : (isect_vec3){0, 0, 0};
    x->p[0] = p.x;
    x->p[1] = p.y;
    x->p[2] = p.z;
    x->valid_ball = isect_valid_sphere3(sphere);
    x->valid_point = isect_valid_vec3(p);
    x->valid[AABB] = isect_valid_aabb3(aabb);
    x->valid[OBB] = isect_valid_obb3(obb);
    y->test[AABB] = isect_test_sphere3_aabb3(sphere, aabb);
    y->test[OBB] = isect_test_sphere3_obb3(sphere, obb);
    y->at[AABB] = isect_classify_point3_aabb3(p, aabb);
    y->at[OBB] = isect_classify_point3_obb3(p, obb);
    y->near[AABB] = fz_closest3(isect_closest_point3_aabb3(p, aabb));
    y->near[OBB] = fz_closest3(isect_closest_point3_obb3(p, obb));
    contacts(x, y, sphere, aabb, obb);
    if (!(sphere && aabb && obb))
        return;
    isect_sphere3 centre = {p, 0}, sc;
    y->test0[AABB] = isect_test_sphere3_aabb3(&centre, aabb);
    y->test0[OBB] = isect_test_sphere3_obb3(&centre, obb);
    isect_aabb3 sa;
    isect_obb3 so = *obb;
    if (fz_scale3(p, k, &sc.center) && fz_scale_exact(sphere->radius, k, &sc.radius) &&
        fz_scale3(aabb->min, k, &sa.min) && fz_scale3(aabb->max, k, &sa.max) &&
        fz_scale3(obb->center, k, &so.center) && fz_scale3(obb->half, k, &so.half)) {
        y->scaled_test[AABB] = isect_test_sphere3_aabb3(&sc, &sa);
        y->scaled_test[OBB] = isect_test_sphere3_obb3(&sc, &so);
        y->scaled_at[AABB] = (int)isect_classify_point3_aabb3(sc.center, &sa);
        y->scaled_at[OBB] = (int)isect_classify_point3_obb3(sc.center, &so);
    }
    isect_vec3 h = obb->half, minus = {-h.x, -h.y, -h.z};
    isect_aabb3 box; /* the obb's corners, when exact */
    if (identity_axes(x) && fz_sub3(obb->center, h, &box.min) &&
        fz_sub3(obb->center, minus, &box.max)) {
        y->frame_test = isect_test_sphere3_aabb3(sphere, &box);
        y->frame_at = (int)isect_classify_point3_aabb3(p, &box);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    fz_in in;
    fz_begin(&in, data, size);
    unsigned options = fz_byte(&in), mode = fz_byte(&in);
    int k = fz_exponent(&in);
    bool null_ball = fz_null(options, 0), null_box = fz_null(options, 1);
    problem x = {0};
    answers y = {{0}, {0}, {0}, {{0}}, {-1, -1}, {-1, -1}, -1, -1};
    x.dim = mode & 1 ? 3 : 2;
    if (x.dim == 2) {
        isect_circle2 circle = {fz_vec2(&in, "center"), fz_real(&in, "radius")};
        isect_aabb2 aabb = {fz_vec2(&in, "aabb.min"), fz_vec2(&in, "aabb.max")};
        isect_obb2 obb;
        obb.center = fz_vec2(&in, "obb.center");
        obb.axis = fz_axis2(&in, "obb.axis");
        obb.half = fz_vec2(&in, "obb.half");
        isect_vec2 v[6] = {aabb.min, aabb.max, obb.center, obb.axis, {-obb.axis.y, obb.axis.x},
                           obb.half};
        double *to[6] = {x.min, x.max, x.c, x.a[0], x.a[1], x.h};
        for (int i = 0; i < 6; i++) {
            to[i][0] = v[i].x;
            to[i][1] = v[i].y;
        }
        x.r = circle.radius;
        solve2(&x, &y, null_ball ? NULL : &circle, null_box ? NULL : &aabb, null_box ? NULL : &obb,
               k);
    } else {
        isect_sphere3 sphere = {fz_vec3(&in, "center"), fz_real(&in, "radius")};
        isect_aabb3 aabb = {fz_vec3(&in, "aabb.min"), fz_vec3(&in, "aabb.max")};
        isect_obb3 obb;
        obb.center = fz_vec3(&in, "obb.center");
        fz_axes3(&in, obb.axis, "obb.axis");
        obb.half = fz_vec3(&in, "obb.half");
        isect_vec3 v[6] = {aabb.min, aabb.max, obb.center, obb.axis[0], obb.axis[1], obb.axis[2]};
        double *to[6] = {x.min, x.max, x.c, x.a[0], x.a[1], x.a[2]};
        for (int i = 0; i < 6; i++) {
            to[i][0] = v[i].x;
            to[i][1] = v[i].y;
            to[i][2] = v[i].z;
        }
        x.h[0] = obb.half.x;
        x.h[1] = obb.half.y;
        x.h[2] = obb.half.z;
        x.r = sphere.radius;
        solve3(&x, &y, null_ball ? NULL : &sphere, null_box ? NULL : &aabb, null_box ? NULL : &obb,
               k);
    }
    check(&x, &y);
    return 0;
}
