/* Boxes against discs and balls, points against boxes (isect/box.h).
 *
 * Axis-aligned box against ball (Arvo, Graphics Gems I p. 335; RTCD 5.2.5). The
 * squared distance from the centre c to the box is
 *     D = sum_i dist(c_i, [min_i, max_i])^2 = |q - c|^2,   q_i = clamp(c_i, min_i, max_i),
 * Arvo's loop adds (c_i - min_i)^2 or (c_i - max_i)^2 for the axes where c_i is outside
 * the slab. Equivalently, with the box's centre b = (min + max) / 2 and half extent
 * e = (max - min) / 2, dist(c_i, slab) = max(|c_i - b_i| - e_i, 0) (the absolute-value
 * form, RTCD 5.2.5's OBB form specialised to the identity frame). The ball meets the
 * box exactly when D <= r^2. The clamp is the form to compute with: q is a selection of
 * input coordinates, so it is exact, and the question becomes the sign of
 * |q - c|^2 - r^2 -- the point-versus-ball predicate, decided exactly by its filter and
 * exact path (ball_sign.h). The absolute-value form would need the rounded b and e, and
 * is not exact; bench/bench_box.cpp times it as a baseline only.
 *
 * Oriented box against ball (RTCD 5.1.4 / 5.2.5). In the box's frame the centre has the
 * coordinates w_i = (c - center) . a_i, and the squared distance is
 *     D = sum_i max(|w_i| - h_i, 0)^2,
 * so the ball meets the box when F = D - r^2 <= 0. F is piecewise polynomial: the
 * excesses e_i = |w_i| - h_i (degree 2 in the inputs: a length times an axis, minus a
 * length) choose which axes are active (e_i > 0), and F is then the degree-4 polynomial
 * sum over the active axes of e_i^2, minus r^2.
 *
 * The filter (exact/filter.h) evaluates each e_i with its error bound. An axis whose sign
 * is certain is in or out; for an axis whose sign it cannot certify the true term
 * max(e_i, 0)^2 lies between 0 and e_i^2, so
 *     F_lo = sum_{certainly active} e_i^2 - r^2  <=  F  <=  F_hi = F_lo + sum_{uncertain} e_i^2,
 * and F <= 0 is certain when F_hi is certainly <= 0 (or every e_i is certainly negative:
 * the centre is inside) and F > 0 when F_lo is certainly positive. Only otherwise does
 * the exact evaluation run.
 *
 * Scaling for the exact path. F is homogeneous in the lengths (positions, h, r) but not
 * in the axes: scaling the axes by 2^t scales w but not h. So the axes are never scaled
 * on their own. In expansion mode only the lengths are scaled, as one group, for degree
 * 4 (exact/scale.h: afterwards every non-zero length lies in [2^-216, 2^252)); the axes
 * are used as given, which is exact when their non-zero components also lie in that
 * window (valid axes are at most about 1, so only tiny components can fall out): every
 * intermediate of degree <= 4 is then a multiple of 2^(4 (-216 - 52)) >= 2^-1074 and
 * below 2^1020, as scale.h derives. Otherwise the evaluation runs in integer mode: with
 * s >= 0 the shift that makes every input (lengths and axes) an integer, positions and
 * axes are scaled by 2^s and h and r by 2^(2s), so that h and r scale like
 * w = (position)(axis) and F is multiplied by 2^(4s) > 0, keeping its sign. */
#include "isect/box.h"

#include <float.h>
#include <limits.h>
#include <string.h>

#include "base/inline.h"
#include "sign/ball_sign.h"
#include "sign/box_sign.h"
#include "exact/expansion.h"
#include "exact/integer.h"
#include "exact/filter.h"
#include "exact/scale.h"
#include "base/vec.h"
#include "sign/predicates.h"
#include "base/contact.h"

/* ---- Axis-aligned boxes --------------------------------------------------------- */

/* The public box as doubles. */
typedef struct aabb_d {
    double lo[3], hi[3];
} aabb_d;

static inline aabb_d aabb_from2(const isect_aabb2 *b) {
    return (aabb_d){{b->min.x, b->min.y, 0}, {b->max.x, b->max.y, 0}};
}

static inline aabb_d aabb_from3(const isect_aabb3 *b) {
    return (aabb_d){{b->min.x, b->min.y, b->min.z}, {b->max.x, b->max.y, b->max.z}};
}

/* True when p (dim coordinates) and the box are finite and min <= max. Independent
 * comparisons (a NaN fails every one): -inf <= lo <= hi <= DBL_MAX with |lo| finite. */
ISECT_INLINE bool aabb_point_valid(int dim, const double *p, const aabb_d *b) {
    bool ok = true;
    for (int i = 0; i < dim; i++)
        ok &= (fabs(p[i]) <= DBL_MAX) & (fabs(b->lo[i]) <= DBL_MAX) & (b->lo[i] <= b->hi[i]) &
              (b->hi[i] <= DBL_MAX);
    return ok;
}

/* Arvo's clamp: the point of the box closest to p. Exact (a selection). */
ISECT_INLINE void aabb_clamp(int dim, const double *p, const aabb_d *b, double *q) {
    for (int i = 0; i < dim; i++) {
        double x = p[i] < b->lo[i] ? b->lo[i] : p[i];
        q[i] = x > b->hi[i] ? b->hi[i] : x;
    }
}

ISECT_COLD static bool aabb_ball_slow(int dim, const double *q, const double *c, double r) {
    return isect_sign_point_ball(dim, q, c, r) <= 0; /* ISECT_SIGN_UNKNOWN (2): no hit */
}

ISECT_INLINE bool aabb_ball(int dim, const double *c, double r, const aabb_d *b) {
    if (!(aabb_point_valid(dim, c, b) & (r >= 0) & (r <= DBL_MAX)))
        return false;
    double q[3];
    aabb_clamp(dim, c, b, q);
    int sign;
    if (isect_filter_point_ball(q, c, r, dim, &sign))
        return sign <= 0;
    return aabb_ball_slow(dim, q, c, r);
}

bool isect_test_circle2_aabb2(const isect_circle2 *circle, const isect_aabb2 *box) {
    if (!circle || !box)
        return false;
    aabb_d b = aabb_from2(box);
    double c[3] = {circle->center.x, circle->center.y, 0};
    return aabb_ball(2, c, circle->radius, &b);
}

bool isect_test_sphere3_aabb3(const isect_sphere3 *sphere, const isect_aabb3 *box) {
    if (!sphere || !box)
        return false;
    aabb_d b = aabb_from3(box);
    double c[3] = {sphere->center.x, sphere->center.y, sphere->center.z};
    return aabb_ball(3, c, sphere->radius, &b);
}

ISECT_INLINE isect_location aabb_point(int dim, const double *p, const aabb_d *b) {
    if (!aabb_point_valid(dim, p, b))
        return ISECT_LOCATION_INVALID;
    bool out = false, in = true;
    for (int i = 0; i < dim; i++) {
        out |= (p[i] < b->lo[i]) | (p[i] > b->hi[i]);
        in &= (b->lo[i] < p[i]) & (p[i] < b->hi[i]);
    }
    return out ? ISECT_OUTSIDE : (in ? ISECT_INSIDE : ISECT_ON_BOUNDARY);
}

isect_location isect_classify_point2_aabb2(isect_vec2 p, const isect_aabb2 *box) {
    if (!box)
        return ISECT_LOCATION_INVALID;
    aabb_d b = aabb_from2(box);
    double q[3] = {p.x, p.y, 0};
    return aabb_point(2, q, &b);
}

isect_location isect_classify_point3_aabb3(isect_vec3 p, const isect_aabb3 *box) {
    if (!box)
        return ISECT_LOCATION_INVALID;
    aabb_d b = aabb_from3(box);
    double q[3] = {p.x, p.y, p.z};
    return aabb_point(3, q, &b);
}

/* ---- Closest points ----------------------------------------------------------------
 * Differences are taken unscaled (one rounding each; halved first in the rare case they
 * overflow), then scaled by a power of two so that the largest is in [0.5, 1): the sum
 * of squares can neither overflow nor lose a significant term to underflow, and the
 * scale is undone at the end. */

/* sum_i x[i]^2 for x[0..n-1], each x[i] to be multiplied by 2^extra: no intermediate
 * overflow or underflow (the sum itself may overflow). */
static double sum_sq_scaled(int n, const double *x, int extra) {
    int s = dv_unit_exp(n, x);
    double sum = 0;
    for (int i = 0; i < n; i++) {
        double y = dv_scale(x[i], s);
        sum += y * y;
    }
    return dv_scale(sum, extra - 2 * s); /* beyond the range: saturated by dv_out */
}

/* The closest result's fields, common to both dimensions. */
typedef struct closest_d {
    double dist_sq, q[3];
    unsigned flags;
    bool meets; /* p lies in the closed box, exactly */
} closest_d;

ISECT_INLINE closest_d aabb_closest(int dim, const double *p, const aabb_d *b) {
    closest_d out = {0, {0, 0, 0}, ISECT_INVALID, false};
    if (!aabb_point_valid(dim, p, b))
        return out;
    double d[3] = {0, 0, 0};
    out.flags = 0;
    aabb_clamp(dim, p, b, out.q);
    bool finite = true;
    for (int i = 0; i < dim; i++) {
        d[i] = out.q[i] - p[i];
        finite &= d[i] - d[i] == 0;
        out.flags |= b->lo[i] == b->hi[i] ? ISECT_DEGENERATE : 0;
    }
    int extra = 0;
    if (!finite) { /* a difference overflowed: take the halves (exact for such sizes) */
        for (int i = 0; i < dim; i++)
            d[i] = out.q[i] * 0.5 - p[i] * 0.5;
        extra = 2;
    }
    out.dist_sq = sum_sq_scaled(dim, d, extra);
    out.meets = true; /* the clamp moved no coordinate: p is in the box */
    for (int i = 0; i < dim; i++)
        out.meets &= out.q[i] == p[i];
    return out;
}

static isect_closest_result2 closest_result2(isect_vec2 p, const closest_d *c) {
    isect_closest_result2 r = {0};
    r.flags = c->flags;
    if (c->flags & ISECT_INVALID)
        return r;
    r.dist_sq = dv_out_dist_sq(c->dist_sq, c->meets, &r.flags);
    r.point_a = p;
    r.point_b = dv_out2(c->q, &r.flags);
    return r;
}

static isect_closest_result3 closest_result3(isect_vec3 p, const closest_d *c) {
    isect_closest_result3 r = {0};
    r.flags = c->flags;
    if (c->flags & ISECT_INVALID)
        return r;
    r.dist_sq = dv_out_dist_sq(c->dist_sq, c->meets, &r.flags);
    r.point_a = p;
    r.point_b = dv_out3(c->q, &r.flags);
    return r;
}

isect_closest_result2 isect_closest_point2_aabb2(isect_vec2 p, const isect_aabb2 *box) {
    closest_d c = {0, {0, 0, 0}, ISECT_INVALID, false};
    if (box) {
        aabb_d b = aabb_from2(box);
        double q[3] = {p.x, p.y, 0};
        c = aabb_closest(2, q, &b);
    }
    return closest_result2(p, &c);
}

isect_closest_result3 isect_closest_point3_aabb3(isect_vec3 p, const isect_aabb3 *box) {
    closest_d c = {0, {0, 0, 0}, ISECT_INVALID, false};
    if (box) {
        aabb_d b = aabb_from3(box);
        double q[3] = {p.x, p.y, p.z};
        c = aabb_closest(3, q, &b);
    }
    return closest_result3(p, &c);
}

/* ---- Oriented boxes ---------------------------------------------------------------- */

/* The exact leaves of an oriented-box question on the centre or point p and radius r: the
 * differences d = p - center, the axes A, the half extents Hx and the radius R, ready for
 * a polynomial of degree up to 4 (see the scaling note at the top). */
typedef struct obb_leaves {
    isect_xp d[3], A[3][3], Hx[3], R;
} obb_leaves;

static void obb_exact_frame(int dim, const double *p, double r, const obb_d *b,
                            isect_xp_arena *arena, obb_leaves *x) {
    double len[10], saved[10], axes[9];
    int nl = 0, na = 0;
    for (int i = 0; i < dim; i++)
        len[nl++] = p[i];
    for (int i = 0; i < dim; i++)
        len[nl++] = b->center[i];
    for (int i = 0; i < dim; i++)
        len[nl++] = b->h[i];
    len[nl++] = r;
    memcpy(saved, len, sizeof len);
    bool window = true; /* every non-zero axis component in [2^-216, 2^252) */
    for (int i = 0; i < dim; i++)
        for (int j = 0; j < dim; j++) {
            double v = fabs(b->a[i][j]);
            axes[na++] = b->a[i][j];
            window &= (v == 0) | ((v >= 0x1p-216) & (v < 0x1p252));
        }
    bool expansion = window && isect_exact_scale(len, nl, 4);
    isect_xp_reset(arena, !expansion);
    int shift_pos = 0, shift_len = 0;
    if (!expansion) {
        double all[19];
        memcpy(len, saved, sizeof len);
        memcpy(all, len, sizeof len);
        memcpy(all + nl, axes, (size_t)na * sizeof *axes);
        int s = isect_xp_group_shift(all, nl + na);
        s = s > 0 ? s : 0; /* s >= 0 keeps 2s >= s, so h 2^(2s) is an integer too */
        shift_pos = s;
        shift_len = 2 * s;
    }
    const double *P = len, *C = len + dim, *H = len + 2 * dim;
    isect_exact_select(arena, shift_pos);
    for (int j = 0; j < dim; j++)
        x->d[j] = isect_xp_diff(arena, P[j], C[j]);
    for (int i = 0; i < dim; i++)
        for (int j = 0; j < dim; j++)
            x->A[i][j] = isect_xp_of(arena, axes[i * dim + j]);
    isect_exact_select(arena, shift_len);
    for (int i = 0; i < dim; i++)
        x->Hx[i] = isect_xp_of(arena, H[i]);
    x->R = isect_xp_of(arena, len[3 * dim]);
}

/* w_i = d . a_i, exactly. */
static isect_xp obb_exact_w(isect_xp_arena *arena, int dim, const obb_leaves *x, int i) {
    isect_xp w = isect_xp_mul(arena, x->d[0], x->A[i][0]);
    for (int j = 1; j < dim; j++)
        w = isect_xp_add(arena, w, isect_xp_mul(arena, x->d[j], x->A[i][j]));
    return w;
}

/* Exact signs (out of line): esign[i] = sign(e_i) for i < dim and, when ball, the
 * return value sign(F) with F = sum_i max(e_i, 0)^2 - r^2 (0 otherwise), or
 * ISECT_SIGN_UNKNOWN if the arena ran out (its size rules that out). */
ISECT_COLD static int obb_exact(int dim, const double *p, double r, const obb_d *b, bool ball,
                                int *esign) {
    ISECT_XP_ARENA(arena, 4096);
    obb_leaves x;
    obb_exact_frame(dim, p, r, b, &arena, &x);
    const isect_xp *Hx = x.Hx;
    isect_xp R = x.R;
    isect_xp zero = isect_xp_of(&arena, 0);
    int mark = isect_xp_mark(&arena);
    isect_xp acc =
        isect_xp_keep(&arena, mark, isect_xp_sub(&arena, zero, isect_xp_mul(&arena, R, R)));
    for (int i = 0; i < dim; i++) {
        isect_xp w = obb_exact_w(&arena, dim, &x, i);
        isect_xp e = isect_xp_sign(w) >= 0
                         ? isect_xp_sub(&arena, w, Hx[i])
                         : isect_xp_sub(&arena, isect_xp_sub(&arena, zero, w), Hx[i]);
        esign[i] = isect_xp_sign(e);
        if (ball && esign[i] > 0)
            acc =
                isect_xp_keep(&arena, mark, isect_xp_add(&arena, acc, isect_xp_mul(&arena, e, e)));
        else
            acc = isect_xp_keep(&arena, mark, acc);
    }
    if (arena.full)
        return ISECT_SIGN_UNKNOWN;
    return ball ? isect_xp_sign(acc) : 0;
}

ISECT_COLD static bool obb_ball_slow(int dim, const double *c, double r, const obb_d *b) {
    int esign[3];
    int s = obb_exact(dim, c, r, b, true, esign);
    return s <= 0;
}

ISECT_INLINE bool obb_ball(int dim, const double *c, double r, const obb_d *b) {
    if (!(obb_point_valid(dim, c, b) & (r >= 0) & (r <= DBL_MAX)))
        return false;
    bool hit;
    if (obb_ball_filter(dim, c, r, b, &hit))
        return hit;
    return obb_ball_slow(dim, c, r, b);
}

bool isect_test_circle2_obb2(const isect_circle2 *circle, const isect_obb2 *box) {
    if (!circle || !box)
        return false;
    obb_d b = obb_from2(box);
    double c[3] = {circle->center.x, circle->center.y, 0};
    return obb_ball(2, c, circle->radius, &b);
}

bool isect_test_sphere3_obb3(const isect_sphere3 *sphere, const isect_obb3 *box) {
    if (!sphere || !box)
        return false;
    obb_d b = obb_from3(box);
    double c[3] = {sphere->center.x, sphere->center.y, sphere->center.z};
    return obb_ball(3, c, sphere->radius, &b);
}

/* A location from the exact signs of the excesses. */
static isect_location location_of_excess(int dim, const int *esign) {
    bool out = false, in = true;
    for (int i = 0; i < dim; i++) {
        out |= esign[i] > 0;
        in &= esign[i] < 0;
    }
    return out ? ISECT_OUTSIDE : (in ? ISECT_INSIDE : ISECT_ON_BOUNDARY);
}

ISECT_COLD static isect_location obb_point_slow(int dim, const double *p, const obb_d *b) {
    int esign[3];
    if (obb_exact(dim, p, 0, b, false, esign) == ISECT_SIGN_UNKNOWN)
        return ISECT_LOCATION_INVALID;
    return location_of_excess(dim, esign);
}

ISECT_INLINE isect_location obb_point(int dim, const double *p, const obb_d *b) {
    if (!obb_point_valid(dim, p, b))
        return ISECT_LOCATION_INVALID;
    isect_location loc;
    if (obb_point_filter(dim, p, b, &loc))
        return loc;
    return obb_point_slow(dim, p, b);
}

isect_location isect_classify_point2_obb2(isect_vec2 p, const isect_obb2 *box) {
    if (!box)
        return ISECT_LOCATION_INVALID;
    obb_d b = obb_from2(box);
    double q[3] = {p.x, p.y, 0};
    return obb_point(2, q, &b);
}

isect_location isect_classify_point3_obb3(isect_vec3 p, const isect_obb3 *box) {
    if (!box)
        return ISECT_LOCATION_INVALID;
    obb_d b = obb_from3(box);
    double q[3] = {p.x, p.y, p.z};
    return obb_point(3, q, &b);
}

/* RTCD 5.1.4 in a scaled local frame. A point in the box (decided exactly, as by
 * classify) is its own closest point at distance 0. Otherwise: d = p - center (halved
 * with h if it overflows), then d and h scaled by 2^s so that the largest is in
 * [0.5, 1); w_i = d . a_i clamped to [-h_i, h_i] is q_i; point_b = center +
 * 2^-s sum_i q_i a_i and dist_sq = 2^-2s sum_i (w_i - q_i)^2. */
ISECT_INLINE closest_d obb_closest(int dim, const double *p, const obb_d *b) {
    closest_d out = {0, {0, 0, 0}, ISECT_INVALID, false};
    if (!obb_point_valid(dim, p, b))
        return out;
    out.flags = 0;
    for (int i = 0; i < dim; i++)
        out.flags |= b->h[i] == 0 ? ISECT_DEGENERATE : 0;
    isect_location loc;
    if (!obb_point_filter(dim, p, b, &loc))
        loc = obb_point_slow(dim, p, b);
    if (loc != ISECT_OUTSIDE) { /* ISECT_LOCATION_INVALID cannot happen (arena size) */
        for (int i = 0; i < dim; i++)
            out.q[i] = p[i];
        out.meets = true;
        return out;
    }
    double v[6] = {0, 0, 0, 0, 0, 0}; /* d, then h */
    bool finite = true;
    for (int i = 0; i < dim; i++) {
        v[i] = p[i] - b->center[i];
        v[dim + i] = b->h[i];
        finite &= v[i] - v[i] == 0;
    }
    int half = 0;
    if (!finite) {
        for (int i = 0; i < dim; i++) {
            v[i] = p[i] * 0.5 - b->center[i] * 0.5;
            v[dim + i] = b->h[i] * 0.5;
        }
        half = 1;
    }
    int s = dv_unit_exp(2 * dim, v);
    double d[3], q[3], ex[3] = {0, 0, 0};
    for (int i = 0; i < dim; i++)
        d[i] = dv_scale(v[i], s);
    for (int i = 0; i < dim; i++) {
        double h = dv_scale(v[dim + i], s);
        double w = dv_dot(dim, d, b->a[i]);
        q[i] = w < -h ? -h : (w > h ? h : w);
        ex[i] = w - q[i];
    }
    for (int j = 0; j < dim; j++) {
        double o = 0;
        for (int i = 0; i < dim; i++)
            o += q[i] * b->a[i][j];
        out.q[j] = dv_add_scaled(b->center[j], o, half - s);
    }
    out.dist_sq = sum_sq_scaled(dim, ex, 2 * half - 2 * s);
    return out;
}

isect_closest_result2 isect_closest_point2_obb2(isect_vec2 p, const isect_obb2 *box) {
    closest_d c = {0, {0, 0, 0}, ISECT_INVALID, false};
    if (box) {
        obb_d b = obb_from2(box);
        double q[3] = {p.x, p.y, 0};
        c = obb_closest(2, q, &b);
    }
    return closest_result2(p, &c);
}

isect_closest_result3 isect_closest_point3_obb3(isect_vec3 p, const isect_obb3 *box) {
    closest_d c = {0, {0, 0, 0}, ISECT_INVALID, false};
    if (box) {
        obb_d b = obb_from3(box);
        double q[3] = {p.x, p.y, p.z};
        c = obb_closest(3, q, &b);
    }
    return closest_result3(p, &c);
}

/* ---- Contact of a ball and a box ---------------------------------------------------------
 * RTCD 5.2.5 (TestSphereAABB / TestSphereOBB) with the contact of isect/box.h, the ball
 * first: normal from the ball toward the box, depth >= 0 exactly when they meet.
 *
 * Centre c outside the closed box (decided exactly): q, the point of the box closest to c
 * (RTCD 5.1.3, 5.1.4: the clamp in the box's frame), is where the ball first touches it, so
 * with d = |q - c| the normal is (q - c) / d, the depth r - d, and the contact point the
 * midway point between q and the ball's surface point c + r n = q + (r - d) n, i.e.
 * q + depth / 2 n. Computed in the frame scaled by the power of two that brings the
 * largest of q - c (and the half extents) into [0.5, 1): nothing overflows or underflows.
 *
 * Centre in the closed box: the ball leaves the box fastest through the nearest face. Face
 * k (faces in the order -a_0, +a_0, -a_1, +a_1, -a_2, +a_2; for an AABB a_i the unit axes)
 * lies e_k from c along its outward normal f_k: in the frame w = (c - center) . a_i,
 * e_{2i} = h_i + w_i and e_{2i+1} = h_i - w_i (AABB: c_i - min_i and max_i - c_i, the
 * corners never rounded to a centre). Moving the box by -(r + e_k) f_k leaves the ball
 * resting on face k from outside, so normal = -f_k, depth = r + e_k, and the point midway
 * between the ball's surface point c + r n and the face's c - e_k n: c + (r - e_k) / 2 n.
 * Which face is nearest is decided exactly: the e_k are compared with a filter (each e_k
 * computed in the scaled frame, with its error bound), and with expansions where the
 * filter cannot separate two of them. Equally near faces (a centre on a diagonal plane of
 * the box, a flat box, the box's centre of a cube) leave the choice open: the first in the
 * order above, and ISECT_AMBIGUOUS. */

/* The first index of the smallest of e[0..n-1] when every other value is certainly larger
 * (|e_k - e*_k| <= m[k]), else -1. */
static int nearest_face_filter(int n, const double *e, const double *m) {
    int best = 0;
    for (int k = 1; k < n; k++)
        best = e[k] < e[best] ? k : best;
    for (int k = 0; k < n; k++)
        if (k != best && !(e[k] - e[best] > (m[k] + m[best]) * (1 + 0x1p-50) + 0x1p-1070))
            return -1;
    return best;
}

/* The first index of the smallest of the exact values e[0..n-1]; *tie when another equals
 * it. */
static int nearest_face_exact(isect_xp_arena *arena, int n, const isect_xp *e, bool *tie) {
    int best = 0;
    *tie = false;
    for (int k = 1; k < n; k++) {
        int s = isect_xp_sign(isect_xp_sub(arena, e[k], e[best]));
        if (s < 0) {
            best = k;
            *tie = false;
        } else if (s == 0) {
            *tie = true;
        }
    }
    return best;
}

/* (Both exact paths: the arena's size rules out running out, as for obb_exact.) */
ISECT_COLD static int aabb_faces_exact(const double *c, const aabb_d *b, bool *tie) {
    ISECT_XP_ARENA(arena, 4096);
    double v[9];
    for (int i = 0; i < 3; i++)
        v[i] = c[i], v[3 + i] = b->lo[i], v[6 + i] = b->hi[i];
    double *groups[1] = {v};
    int sizes[1] = {9}, shift[1];
    isect_exact_prepare(&arena, groups, sizes, 1, 1, shift);
    isect_exact_select(&arena, shift[0]);
    isect_xp e[6];
    for (int i = 0; i < 3; i++) {
        e[2 * i] = isect_xp_diff(&arena, v[i], v[3 + i]);
        e[2 * i + 1] = isect_xp_diff(&arena, v[6 + i], v[i]);
    }
    return nearest_face_exact(&arena, 6, e, tie);
}

ISECT_COLD static int obb_faces_exact(const double *c, const obb_d *b, bool *tie) {
    ISECT_XP_ARENA(arena, 4096);
    obb_leaves x;
    obb_exact_frame(3, c, 0, b, &arena, &x);
    isect_xp e[6];
    for (int i = 0; i < 3; i++) {
        isect_xp w = obb_exact_w(&arena, 3, &x, i);
        e[2 * i] = isect_xp_add(&arena, x.Hx[i], w);
        e[2 * i + 1] = isect_xp_sub(&arena, x.Hx[i], w);
    }
    return nearest_face_exact(&arena, 6, e, tie);
}

/* The direction -sum_i ex_i a_i toward the box from a centre outside it, ex_i = w_i - clamp(w_i)
 * the exact excesses (out of line: where the frame's rounded ones all vanish, the centre
 * lying within rounding of the box). Any positive multiple; the excesses to a few units in
 * the last place, rescaled to a common exponent. */
ISECT_COLD static void obb_direction_exact(const double *c, const obb_d *b, double *dir) {
    ISECT_XP_ARENA(arena, 4096);
    obb_leaves x;
    obb_exact_frame(3, c, 0, b, &arena, &x);
    double m[3] = {0, 0, 0};
    int e[3] = {0, 0, 0}, top = INT_MIN;
    for (int i = 0; i < 3; i++) {
        isect_xp w = obb_exact_w(&arena, 3, &x, i);
        isect_xp minus = isect_xp_sub(&arena, w, x.Hx[i]), plus = isect_xp_add(&arena, w, x.Hx[i]);
        bool above = isect_xp_sign(minus) > 0, below = isect_xp_sign(plus) < 0;
        if (!above && !below)
            continue; /* within the slab: no excess */
        m[i] = isect_xp_approx(above ? minus : plus, &e[i]);
        top = e[i] > top && m[i] != 0 ? e[i] : top;
    }
    for (int j = 0; j < 3; j++) {
        dir[j] = 0;
        for (int i = 0; i < 3; i++)
            dir[j] -= dv_scale(m[i], e[i] - top) * b->a[i][j];
    }
}

/* From inside: face k (of the order above) at e from the centre c (both scaled), the box's
 * axis a toward which that face lies for odd k, away from it for even k: depth r + e,
 * point c + (r - e) / 2 n = (c - e n) + depth / 2 n. */
ISECT_INLINE isect_contact_result3 contact_inside(bool hit, double r, const double *c,
                                                  const double *a, int k, double e, int t,
                                                  unsigned flags) {
    double n[3], face[3], f = k % 2 ? -1 : 1;
    dv_normalize(3, a, n);
    e = e > 0 ? e : 0; /* the centre is in the box: e >= 0 exactly */
    for (int i = 0; i < 3; i++) {
        n[i] = f * n[i] + 0.0; /* (+ 0.0: no -0 components) */
        face[i] = c[i] - e * n[i];
    }
    return dv_contact_along(hit, r, e, n, face, t, true, flags);
}

isect_contact_result3 isect_find_sphere3_aabb3(const isect_sphere3 *sphere,
                                               const isect_aabb3 *box) {
    if (!sphere || !box)
        return dv_contact_invalid();
    aabb_d b = aabb_from3(box);
    double c[3] = {sphere->center.x, sphere->center.y, sphere->center.z}, r = sphere->radius;
    if (!(aabb_point_valid(3, c, &b) & (r >= 0) & (r <= DBL_MAX)))
        return dv_contact_invalid();
    double v[9], q[3];
    aabb_clamp(3, c, &b, q);
    int sign; /* the test's exact sign (aabb_ball) */
    bool hit = isect_filter_point_ball(q, c, r, 3, &sign) ? sign <= 0 : aabb_ball_slow(3, q, c, r);
    bool in = true;
    unsigned flags = 0;
    for (int i = 0; i < 3; i++) {
        in &= q[i] == c[i];
        flags |= b.lo[i] == b.hi[i] ? ISECT_DEGENERATE : 0;
        v[i] = c[i], v[3 + i] = b.lo[i], v[6 + i] = b.hi[i];
    }
    int t = dv_contact_frame_exp(9, v, r);
    double qs[3], cs[3];
    for (int i = 0; i < 3; i++)
        cs[i] = dv_scaled(c[i], t), qs[i] = dv_scaled(q[i], t);
    if (!in && t == 0) { /* ordinary values: q - c, its length and the rest directly */
        double dir[3] = {q[0] - c[0], q[1] - c[1], q[2] - c[2]}, dd = dv_dot(3, dir, dir);
        if (dd >= 0x1p-800) { /* (the general path's values, without its scalings) */
            double len = sqrt(dd), inv = 1 / len, n[3], point[3], depth = r - len;
            for (int i = 0; i < 3; i++) {
                n[i] = dir[i] * inv;
                point[i] = q[i] + 0.5 * depth * n[i];
            }
            return dv_contact_out(hit, depth, n, point, flags);
        }
    }
    if (!in) { /* q - c, rounded once and scaled to [0.5, 1) (never 0: q != c) */
        double dir[3];
        int u = dv_diff_exp(3, q, c, dir);
        return dv_contact_outside(hit, r, qs, dir, dv_scale(sqrt(dv_dot(3, dir, dir)), t - u), t,
                                  flags);
    }
    double e[6], m[6];
    for (int i = 0; i < 3; i++) {
        e[2 * i] = cs[i] - dv_scaled(b.lo[i], t);
        e[2 * i + 1] = dv_scaled(b.hi[i], t) - cs[i];
    }
    for (int k = 0; k < 6; k++) /* one rounding each, and underflow in the scaled frame */
        m[k] = 0x1p-53 * e[k] + 0x1p-1060;
    bool tie = false;
    int best = nearest_face_filter(6, e, m);
    if (best < 0)
        best = aabb_faces_exact(c, &b, &tie);
    double axis[3] = {0, 0, 0};
    axis[best / 2] = 1;
    return contact_inside(hit, r, cs, axis, best, e[best], t, flags | (tie ? ISECT_AMBIGUOUS : 0u));
}

isect_contact_result3 isect_find_sphere3_obb3(const isect_sphere3 *sphere, const isect_obb3 *box) {
    if (!sphere || !box)
        return dv_contact_invalid();
    obb_d b = obb_from3(box);
    double c[3] = {sphere->center.x, sphere->center.y, sphere->center.z}, r = sphere->radius;
    if (!(obb_point_valid(3, c, &b) & (r >= 0) & (r <= DBL_MAX)))
        return dv_contact_invalid();
    /* the test's and the centre's location's filters on one evaluation of the excesses */
    isect_fx ex_fx[3];
    fx_excess(3, c, &b, ex_fx);
    bool hit;
    if (!obb_ball_filter_e(3, ex_fx, r, &hit))
        hit = obb_ball_slow(3, c, r, &b);
    isect_location loc;
    if (!obb_point_filter_e(3, ex_fx, &loc))
        loc = obb_point_slow(3, c, &b);
    unsigned flags = 0;
    double v[9];
    for (int i = 0; i < 3; i++) {
        flags |= b.h[i] == 0 ? ISECT_DEGENERATE : 0;
        v[i] = c[i], v[3 + i] = b.center[i], v[6 + i] = b.h[i];
    }
    int t = dv_contact_frame_exp(9, v, r);
    double cs[3], centers[3], d[3], h[3], w[3];
    for (int i = 0; i < 3; i++) {
        cs[i] = dv_scaled(c[i], t), centers[i] = dv_scaled(b.center[i], t);
        h[i] = dv_scaled(b.h[i], t);
        d[i] = cs[i] - centers[i];
    }
    for (int i = 0; i < 3; i++)
        w[i] = dv_dot(3, d, b.a[i]);
    if (loc == ISECT_OUTSIDE) { /* RTCD 5.1.4: the clamp in the frame */
        double point_b[3], ex[3], dir[3];
        for (int i = 0; i < 3; i++) {
            double qi = w[i] < -h[i] ? -h[i] : (w[i] > h[i] ? h[i] : w[i]);
            ex[i] = w[i] - qi;
            w[i] = qi;
        }
        for (int j = 0; j < 3; j++) {
            double o = 0;
            dir[j] = 0;
            for (int i = 0; i < 3; i++) {
                o += w[i] * b.a[i][j];
                dir[j] -= ex[i] * b.a[i][j];
            }
            point_b[j] = centers[j] + o;
        }
        if (!(dv_dot(3, dir, dir) > 0x1p-900)) /* lost to rounding (or tiny): exactly */
            obb_direction_exact(c, &b, dir);
        return dv_contact_outside(hit, r, point_b, dir, sqrt(dv_dot(3, ex, ex)), t, flags);
    }
    double e[6], m[6];
    for (int i = 0; i < 3; i++) {
        double P = fabs(d[0] * b.a[i][0]) + fabs(d[1] * b.a[i][1]) + fabs(d[2] * b.a[i][2]);
        e[2 * i] = h[i] + w[i];
        e[2 * i + 1] = h[i] - w[i];
        /* d's rounding and the dot product's (4 u P), the sum's (u |e|), and underflow in
         * the scaled frame */
        m[2 * i] = 0x1p-50 * (P + fabs(e[2 * i])) + 0x1p-1060;
        m[2 * i + 1] = 0x1p-50 * (P + fabs(e[2 * i + 1])) + 0x1p-1060;
    }
    bool tie = false;
    int best = nearest_face_filter(6, e, m);
    if (best < 0)
        best = obb_faces_exact(c, &b, &tie);
    return contact_inside(hit, r, cs, b.a[best / 2], best, e[best], t,
                          flags | (tie ? ISECT_AMBIGUOUS : 0u));
}
