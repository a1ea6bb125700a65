/* Lines, rays and segments against axis-aligned boxes (RTCD 5.3.3; isect/linear_box.h).
 *
 * Slabs. Write the component as X(t) = a + t d (d = b - a for a segment). On an axis i
 * with d_i != 0 it is inside the slab min_i <= x_i <= max_i for t between
 *     near_i = (c_i - a_i) / d_i   and   far_i = (c'_i - a_i) / d_i,
 * c_i = min_i, c'_i = max_i when d_i > 0 and the other way round when d_i < 0 (Williams
 * et al. 2005; the exact path picks them by the sign of d_i, the quick paths by a min and
 * a max of the two values). On
 * an axis with d_i == 0 it is in the slab for all t or for none. The component meets the
 * closed box iff t_in = max(near_i, start) <= t_out = min(far_j, end), and meets its
 * interior iff t_in < t_out strictly and every d_i == 0 axis has min_i < a_i < max_i.
 *
 * Exact comparisons. For two slab planes,
 *     near_i - far_j = ((c_i - a_i) d_j - (c'_j - a_j) d_i) / (d_i d_j),
 * and the numerator is minus cross(d', X' - a') for the component projected on the
 * axes (i, j) and X' = (c_i, c'_j): the sign of a point against a 2D line
 * (isect_inc_side2, an exact orient2d for a segment, an exact dot product for a ray or
 * line). Against the ends of the range, near_i <= 0 iff sign(c_i - a_i) sign(d_i) <= 0,
 * and for a segment near_i <= 1 iff sign(c_i - b_i) sign(d_i) <= 0: comparisons of
 * inputs. So every decision (hit, touching, inside, which face) is exact.
 *
 * Quick path (the test). t = (c - a) * (1 / d) in double has relative error at most
 * 4 u + O(u^2) (u = 2^-53: the difference, the reciprocal of d -- rounded once more for
 * a segment's d = b - a --, the product) when 2^-1000 <= |d| <= 2^1000, plus 2^-1075 for
 * an underflowing product. With E~, X~ the computed max and min, |E~ - E| <=
 * 4.0002 u |E~| + 2^-1074 and likewise for X, so X~ - E~ > 6 u (|E~| + |X~|) + 2^-1060
 * (computed) proves t_in < t_out, and the reverse proves a miss. Nothing is certified
 * unless every t is finite (an overflow, or an infinity or NaN in the input), |d| is in
 * range (no 0 * inf) and min <= max, so a certified answer is one for valid input; the
 * one exception, a miss on an axis with d_i == 0, is also the answer to invalid input.
 *
 * Construction (the find). t = (c_k - a_k) / d_k on the deciding axis k (relative error
 * 3 u: so |t - t*| |d| <= 3 u |c_k - a_k| <= 6 u S; a difference that overflows is taken
 * halved), or the range's end 0 or 1 exactly. The point has coordinate c_k on axis k and
 * a_j + t d_j on the others (the error of t times d_j, at most 3 u |p_j - a_j|, plus
 * three roundings: at most 11 u S), clamped to the slab the exact point lies in; a start
 * or end of the component is copied.
 */
#include "isect/linear_box.h"

#include <float.h>
#include <math.h>

#include "base/inline.h"
#include "base/lin.h"
#include "base/lin_find.h"
#include "base/vec.h"
#include "sign/incidence.h"
#include "sign/valid.h"

enum { QUICK_MISS = 0, QUICK_HIT = 1, QUICK_UNSURE = -1 };

/* ---- Quick path ----------------------------------------------------------------------- */

/* The slab test in double with a certified margin (derivation at the top). Every axis with
 * d_i == 0 is decided exactly on the spot. It also checks its input: an answer is
 * certified only when every number is finite and min <= max (so a hit needs no other
 * check), except a miss on a d_i == 0 axis, which is also the answer to invalid input.
 * inv: the reciprocals of a prepared ray's direction (their range checked when it was
 * prepared), or NULL to compute them here. */
ISECT_INLINE int quick_slabs(isect_lin_kind kind, const double *pa, const double *pb,
                             const double *inv_given, const double *lo, const double *hi, int dim) {
    const bool segment = kind == ISECT_LIN_SEGMENT;
    double t_in = kind == ISECT_LIN_LINE ? -INFINITY : 0;
    double t_out = segment ? 1 : INFINITY;
    bool ok = true;
    for (int i = 0; i < dim; i++) {
        double a = pa[i], d = segment ? pb[i] - a : pb[i];
        if (d == 0) {
            if (!((a >= lo[i]) & (a <= hi[i]))) /* outside, or a NaN */
                return QUICK_MISS;
            ok &= (lo[i] >= -DBL_MAX) & (hi[i] <= DBL_MAX);
            continue;
        }
        double inv;
        if (inv_given) {
            inv = inv_given[i];
        } else { /* |d| in range (a NaN fails) */
            ok &= (fabs(d) >= 0x1p-1000) & (fabs(d) <= 0x1p1000);
            inv = 1 / d;
        }
        ok &= lo[i] <= hi[i];
        double t1 = (lo[i] - a) * inv, t2 = (hi[i] - a) * inv;
        ok &= fabs(t1) + fabs(t2) <= 0x1p1000; /* finite: no infinity or NaN came in */
        /* two selects (minsd, maxsd), not one branch: the sign of d is random data */
        double near = t1 < t2 ? t1 : t2, far = t1 > t2 ? t1 : t2;
        t_in = near > t_in ? near : t_in;
        t_out = far < t_out ? far : t_out;
    }
    double margin = 6 * 0x1p-53 * (fabs(t_in) + fabs(t_out)) + 0x1p-1060;
    /* no branch on the answer (random data): a select at the end */
    bool hit = t_out - t_in > margin, miss = t_in - t_out > margin;
    bool sure = ok & (hit | miss);
    return sure ? (int)hit : QUICK_UNSURE;
}

/* ---- Exact slabs ---------------------------------------------------------------------- */

/* A parameter value the slab method compares: a plane of axis `axis` (t = (plane - a) /
 * d), or an end of the component's range (axis END_ZERO: t = 0, END_ONE: t = 1). */
enum { END_ZERO = -1, END_ONE = -2, NONE = -3 };
typedef struct param {
    int axis;
    double plane;
} param;

typedef struct slabs {
    const isect_lin *lin;
    const double *lo, *hi;
    int sign[3]; /* sign(d_i), exactly */
} slabs;

/* sign(t(p) - t(q)), exactly (derivation at the top). */
static int compare(const slabs *s, param p, param q) {
    const isect_lin *lin = s->lin;
    if (p.axis < 0 && q.axis < 0)
        return (p.axis == END_ONE) - (q.axis == END_ONE);
    if (p.axis < 0)
        return -compare(s, q, p);
    int i = p.axis, si = s->sign[i];
    if (q.axis == END_ZERO)
        return si * ((p.plane > lin->a[i]) - (p.plane < lin->a[i]));
    if (q.axis == END_ONE)
        return si * ((p.plane > lin->b[i]) - (p.plane < lin->b[i]));
    int j = q.axis;
    if (i == j)
        return si * ((p.plane > q.plane) - (p.plane < q.plane));
    /* numerator (c_i - a_i) d_j - (c_j - a_j) d_i = -cross(d', X' - a') on axes (i, j) */
    isect_lin l2 = {lin->kind, 2, {lin->a[i], lin->a[j], 0}, {lin->b[i], lin->b[j], 0}};
    double x[2] = {p.plane, q.plane};
    return -isect_inc_side2(&l2, x) * si * s->sign[j];
}

/* The exact slab solution: the entry and exit parameters (NONE when the component
 * misses on a d_i == 0 axis), and whether every d_i == 0 axis holds a strictly inside. */
typedef struct solution {
    param entry, exit;
    int order; /* sign(t_in - t_out): a hit iff <= 0 */
    bool parallel_inside;
} solution;

static solution solve(slabs *s, int dim) {
    const isect_lin *lin = s->lin;
    const bool segment = lin->kind == ISECT_LIN_SEGMENT;
    solution out = {{NONE, 0}, {NONE, 0}, 1, true};
    if (lin->kind != ISECT_LIN_LINE)
        out.entry.axis = END_ZERO;
    if (segment)
        out.exit.axis = END_ONE;
    for (int i = 0; i < dim; i++) {
        double a = lin->a[i], b = lin->b[i];
        int sign = segment ? (b > a) - (b < a) : (b > 0) - (b < 0);
        s->sign[i] = sign;
        if (sign == 0) {
            if (a < s->lo[i] || a > s->hi[i])
                return out; /* order 1: a miss */
            out.parallel_inside &= s->lo[i] < a && a < s->hi[i];
            continue;
        }
        param near = {i, sign > 0 ? s->lo[i] : s->hi[i]};
        param far = {i, sign > 0 ? s->hi[i] : s->lo[i]};
        if (out.entry.axis == NONE || compare(s, near, out.entry) > 0)
            out.entry = near;
        if (out.exit.axis == NONE || compare(s, far, out.exit) < 0)
            out.exit = far;
    }
    out.order = compare(s, out.entry, out.exit);
    return out;
}

/* ---- The find ------------------------------------------------------------------------- */

/* Is x in the open box? */
static bool open_box(const double *x, const double *lo, const double *hi, int dim) {
    bool in = true;
    for (int i = 0; i < dim; i++)
        in &= lo[i] < x[i] && x[i] < hi[i];
    return in;
}

/* t = (c - a_k) / d_k for the plane c of axis k (d = b - a for a segment). When a
 * difference overflows, both are taken halved: a segment's plane lies between its ends
 * here (t in [0, 1]), so then |b - a| is huge and the halving loses nothing that counts. */
static double slab_param(const isect_lin *lin, int k, double c) {
    const bool segment = lin->kind == ISECT_LIN_SEGMENT;
    double a = lin->a[k], num = c - a, d = segment ? lin->b[k] - a : lin->b[k];
    if (isfinite(num) && isfinite(d))
        return num / d;
    num = 0.5 * c - 0.5 * a;
    return segment ? num / (0.5 * lin->b[k] - 0.5 * a) : 2 * (num / d);
}

/* a_j + (c - a_k) d_j / d_k: the point on the plane c of axis k from the ratio of the
 * direction's components, for when t itself left the range of normal numbers (a tiny or
 * huge direction) and t d_j would lose its digits. Halved where a difference overflows. */
static double point_by_ratio(const isect_lin *lin, int k, double c, int j) {
    const bool segment = lin->kind == ISECT_LIN_SEGMENT;
    double dj = segment ? lin->b[j] - lin->a[j] : lin->b[j];
    double dk = segment ? lin->b[k] - lin->a[k] : lin->b[k];
    if (!isfinite(dj) || !isfinite(dk)) { /* only a segment's differences overflow */
        dj = 0.5 * lin->b[j] - 0.5 * lin->a[j];
        dk = 0.5 * lin->b[k] - 0.5 * lin->a[k];
    }
    double r = dj / dk, num = c - lin->a[k];
    if (num == 0)
        return lin->a[j];
    double v = lin->a[j] + num * r;
    return isfinite(v) ? v : 2 * (0.5 * lin->a[j] + (0.5 * c - 0.5 * lin->a[k]) * r);
}

/* The parameter and point of p (a plane, not an end of the range): on p's axis the plane
 * itself, elsewhere the component at t (dv_lerp1, dv_axpy1: exact at the ends, never
 * 0 * inf), or from the direction's ratios when t is not a normal number of ordinary
 * size, clamped to the slab the exact point lies in. */
static void construct(const slabs *s, param p, int dim, double *t, double *x) {
    const isect_lin *lin = s->lin;
    int k = p.axis;
    *t = slab_param(lin, k, p.plane);
    double at = fabs(*t);
    bool ordinary = at == 0 || (at >= 0x1p-960 && at <= 0x1p960);
    for (int j = 0; j < dim; j++) {
        double v;
        if (!ordinary)
            v = point_by_ratio(lin, k, p.plane, j);
        else if (lin->kind == ISECT_LIN_SEGMENT)
            v = dv_lerp1(lin->a[j], lin->b[j], *t);
        else
            v = dv_axpy1(lin->a[j], *t, lin->b[j]);
        x[j] = j == k ? p.plane : (s->sign[j] == 0 ? lin->a[j] : dv_clamp(v, s->lo[j], s->hi[j]));
    }
}

/* The value of an end of the parameter interval. */
static void end_value(const slabs *s, param p, int dim, double *t, double *x) {
    const isect_lin *lin = s->lin;
    if (p.axis >= 0) {
        construct(s, p, dim, t, x);
        return;
    }
    bool one = p.axis == END_ONE;
    *t = one ? 1 : 0;
    for (int j = 0; j < dim; j++)
        x[j] = one ? lin->b[j] : lin->a[j];
}

/* The faces through the exact point at parameter `at`, decided exactly: x's coordinate on
 * each of their axes becomes the face's plane (x may have been computed from another
 * axis), and n (when not NULL) the outward normal of the first, by the rule of
 * linear_box.h: the lowest axis; the face entered through (near), else the one left
 * through (far); for d_k == 0 the face the component lies in. */
static void snap_faces(const slabs *s, param at, int dim, double *x, double *n) {
    const isect_lin *lin = s->lin;
    for (int k = 0; k < dim; k++) {
        int sign = s->sign[k], side = 0;
        if (sign == 0) {
            double a = lin->a[k];
            side = a == s->lo[k] ? -1 : (a == s->hi[k] ? 1 : 0);
        } else {
            param near = {k, sign > 0 ? s->lo[k] : s->hi[k]};
            param far = {k, sign > 0 ? s->hi[k] : s->lo[k]};
            if (compare(s, near, at) == 0)
                side = -sign;
            else if (compare(s, far, at) == 0)
                side = sign;
        }
        if (side == 0)
            continue;
        if (at.axis >= 0) /* an end of the component is returned bit for bit */
            x[k] = side < 0 ? s->lo[k] : s->hi[k];
        if (n) {
            n[k] = side;
            n = NULL;
        }
    }
}

/* A single-point component: the point in the closed box or not. */
static void find_point(const isect_lin *lin, const double *lo, const double *hi, int dim,
                       isect_lin_find *out) {
    const double *a = lin->a;
    for (int i = 0; i < dim; i++)
        if (a[i] < lo[i] || a[i] > hi[i])
            return;
    out->hit = true;
    for (int i = 0; i < dim; i++)
        out->point[0][i] = out->point[1][i] = a[i];
    if (open_box(a, lo, hi, dim)) {
        out->flags |= ISECT_STARTED_INSIDE | ISECT_ENDED_INSIDE;
        return;
    }
    out->count = 1;
    out->flags |= ISECT_TOUCHING;
    for (int k = 0; k < dim; k++) {
        if (a[k] == lo[k] || a[k] == hi[k]) {
            out->normal[k] = a[k] == lo[k] ? -1 : 1;
            return;
        }
    }
}

/* The find's quick path, for valid input: the quick slabs (as quick_slabs, same margin)
 * with the runner-up entry and exit kept, so that the deciding planes are certain too.
 * QUICK_HIT certifies t_in < t_out, the entry (a plane of one axis, or the start) and the
 * exit (one plane, or the end) each beating its runner-up, and every d_i == 0 axis
 * strictly inside its slab: then the entry and exit points each lie on one face only and
 * the interior is met, so no other comparison is needed. Fills s->sign. */
static int quick_find(slabs *s, int dim, param *entry, param *exit) {
    const isect_lin *lin = s->lin;
    const bool segment = lin->kind == ISECT_LIN_SEGMENT;
    double e1 = lin->kind == ISECT_LIN_LINE ? -INFINITY : 0, e2 = -INFINITY;
    double x1 = segment ? 1 : INFINITY, x2 = INFINITY;
    int ek = lin->kind == ISECT_LIN_LINE ? NONE : END_ZERO, xk = segment ? END_ONE : NONE;
    bool ok = true, strict = true;
    for (int i = 0; i < dim; i++) {
        double a = lin->a[i], d = segment ? lin->b[i] - a : lin->b[i];
        s->sign[i] = (d > 0) - (d < 0);
        if (d == 0) {
            if (a < s->lo[i] || a > s->hi[i])
                return QUICK_MISS;
            strict &= (a > s->lo[i]) & (a < s->hi[i]);
            continue;
        }
        ok &= (fabs(d) >= 0x1p-1000) & (fabs(d) <= 0x1p1000);
        double inv = 1 / d;
        double t1 = (s->lo[i] - a) * inv, t2 = (s->hi[i] - a) * inv;
        ok &= fabs(t1) + fabs(t2) <= 0x1p1000;
        /* selects, not branches (the outcomes are random data): the two largest entries
         * and the two smallest exits, and which axes hold the first */
        double near = t1 < t2 ? t1 : t2, far = t1 > t2 ? t1 : t2;
        double lower = near < e1 ? near : e1, upper = far > x1 ? far : x1;
        e2 = lower > e2 ? lower : e2;
        x2 = upper < x2 ? upper : x2;
        ek = near > e1 ? i : ek;
        xk = far < x1 ? i : xk;
        e1 = near > e1 ? near : e1;
        x1 = far < x1 ? far : x1;
    }
    *entry = (param){ek, ek >= 0 ? (s->sign[ek] > 0 ? s->lo[ek] : s->hi[ek]) : 0};
    *exit = (param){xk, xk >= 0 ? (s->sign[xk] > 0 ? s->hi[xk] : s->lo[xk]) : 0};
    const double k = 6 * 0x1p-53, under = 0x1p-1060;
    double m = k * (fabs(e1) + fabs(x1)) + under;
    if (!ok || !(m <= 0x1p1000))
        return QUICK_UNSURE;
    if (e1 - x1 > m)
        return QUICK_MISS;
    bool entry_sure = e2 == -INFINITY || e1 - e2 > k * (fabs(e1) + fabs(e2)) + under;
    bool exit_sure = x2 == INFINITY || x2 - x1 > k * (fabs(x1) + fabs(x2)) + under;
    return x1 - e1 > m && entry_sure && exit_sure && strict ? QUICK_HIT : QUICK_UNSURE;
}

/* The find when quick_find certified the hit (see there): one face at each end. */
static void find_quick_hit(const slabs *s, param entry, param exit, int dim, isect_lin_find *out) {
    out->hit = true;
    end_value(s, entry, dim, &out->t[0], out->point[0]);
    end_value(s, exit, dim, &out->t[1], out->point[1]);
    out->t[1] =
        out->t[1] < out->t[0] ? out->t[0] : out->t[1]; /* from two axes, they may round apart */
    bool start_in = entry.axis == END_ZERO, end_in = exit.axis == END_ONE;
    if (start_in)
        out->flags |= ISECT_STARTED_INSIDE;
    else
        out->normal[entry.axis] = -s->sign[entry.axis];
    if (end_in)
        out->flags |= ISECT_ENDED_INSIDE;
    out->count = 2 - start_in - end_in;
}

/* lin and the box are valid. */
static void find_lin_box(const isect_lin *lin, const double *lo, const double *hi, int dim,
                         isect_lin_find *out) {
    isect_lin_find_clear(out, 0);
    for (int i = 0; i < dim; i++)
        if (lo[i] == hi[i])
            out->flags |= ISECT_DEGENERATE;
    if (isect_lin_is_point(lin)) {
        out->flags |= ISECT_DEGENERATE;
        find_point(lin, lo, hi, dim, out);
        return;
    }
    slabs s = {lin, lo, hi, {0, 0, 0}};
    param entry, exit;
    int q = quick_find(&s, dim, &entry, &exit);
    if (q == QUICK_HIT) {
        find_quick_hit(&s, entry, exit, dim, out);
        return;
    }
    if (q == QUICK_MISS)
        return;
    solution sol = solve(&s, dim);
    if (sol.order > 0)
        return;
    out->hit = true;
    /* one point (t_in == t_out): an end of the component if it is one */
    param first = sol.order == 0 && sol.exit.axis == END_ONE ? sol.exit : sol.entry;
    end_value(&s, first, dim, &out->t[0], out->point[0]);
    if (sol.order < 0) {
        end_value(&s, sol.exit, dim, &out->t[1], out->point[1]);
        out->t[1] =
            out->t[1] < out->t[0] ? out->t[0] : out->t[1]; /* from two axes, they may round apart */
    }
    bool interior = sol.order < 0 && sol.parallel_inside;
    bool start_in = lin->kind != ISECT_LIN_LINE && open_box(lin->a, lo, hi, dim);
    bool end_in = lin->kind == ISECT_LIN_SEGMENT && open_box(lin->b, lo, hi, dim);
    if (start_in)
        out->flags |= ISECT_STARTED_INSIDE;
    snap_faces(&s, first, dim, out->point[0], start_in ? NULL : out->normal);
    if (sol.order < 0)
        snap_faces(&s, sol.exit, dim, out->point[1], NULL);
    if (sol.order == 0) {
        out->t[1] = out->t[0];
        for (int j = 0; j < dim; j++)
            out->point[1][j] = out->point[0][j];
    }
    if (end_in)
        out->flags |= ISECT_ENDED_INSIDE;
    if (!interior) {
        out->flags |= ISECT_TOUCHING;
        out->count = sol.order == 0 ? 1 : ISECT_INFINITE;
    } else {
        out->count = 2 - start_in - end_in;
    }
}

/* ---- Public wrappers ------------------------------------------------------------------ */

/* A valid box as double arrays: the checks are sign/valid.h's (isect_valid_aabb2/3). */
static bool box2_of(const isect_aabb2 *box, double *lo, double *hi) {
    if (!isect_ok_aabb2(box))
        return false;
    dv_from2(lo, box->min);
    dv_from2(hi, box->max);
    return true;
}

static bool box3_of(const isect_aabb3 *box, double *lo, double *hi) {
    if (!isect_ok_aabb3(box))
        return false;
    dv_from3(lo, box->min);
    dv_from3(hi, box->max);
    return true;
}

/* The exact answer for valid input. */
ISECT_COLD static bool test_exact(const isect_lin *lin, const double *lo, const double *hi,
                                  int dim) {
    if (isect_lin_is_point(lin)) {
        for (int i = 0; i < dim; i++)
            if (lin->a[i] < lo[i] || lin->a[i] > hi[i])
                return false;
        return true;
    }
    slabs s = {lin, lo, hi, {0, 0, 0}};
    return solve(&s, dim).order <= 0;
}

/* The tests: the quick path on the raw input (it certifies no hit for invalid input), then
 * the validity check and the exact path. */
/* The slow halves take pointers into the caller's structs and build their own copies, so
 * that the quick path never stores its operands to memory for them. */
ISECT_COLD static bool test_slow2(isect_lin_kind kind, const isect_vec2 *a, const isect_vec2 *b,
                                  const isect_aabb2 *box) {
    isect_lin lin = isect_lin_make2(kind, *a, *b);
    double lo[3] = {box->min.x, box->min.y, 0}, hi[3] = {box->max.x, box->max.y, 0};
    return test_exact(&lin, lo, hi, 2);
}

ISECT_COLD static bool test_slow3(isect_lin_kind kind, const isect_vec3 *a, const isect_vec3 *b,
                                  const isect_aabb3 *box) {
    isect_lin lin = isect_lin_make3(kind, *a, *b);
    double lo[3] = {box->min.x, box->min.y, box->min.z};
    double hi[3] = {box->max.x, box->max.y, box->max.z};
    return test_exact(&lin, lo, hi, 3);
}

ISECT_INLINE bool test2(isect_lin_kind kind, const isect_vec2 *a, const isect_vec2 *b,
                        const isect_aabb2 *box) {
    if (!box)
        return false;
    double pa[3] = {a->x, a->y, 0}, pb[3] = {b->x, b->y, 0};
    double lo[3] = {box->min.x, box->min.y, 0}, hi[3] = {box->max.x, box->max.y, 0};
    int q = quick_slabs(kind, pa, pb, NULL, lo, hi, 2);
    if (q != QUICK_UNSURE)
        return q == QUICK_HIT;
    return dv_finite2(pa, pb, 2) && isect_ok_aabb2(box) && test_slow2(kind, a, b, box);
}

ISECT_INLINE bool test3(isect_lin_kind kind, const isect_vec3 *a, const isect_vec3 *b,
                        const isect_aabb3 *box) {
    if (!box)
        return false;
    double pa[3] = {a->x, a->y, a->z}, pb[3] = {b->x, b->y, b->z};
    double lo[3] = {box->min.x, box->min.y, box->min.z};
    double hi[3] = {box->max.x, box->max.y, box->max.z};
    int q = quick_slabs(kind, pa, pb, NULL, lo, hi, 3);
    if (q != QUICK_UNSURE)
        return q == QUICK_HIT;
    return dv_finite2(pa, pb, 3) && isect_ok_aabb3(box) && test_slow3(kind, a, b, box);
}

static isect_find_result2 find2(const isect_lin *lin, bool lin_ok, const isect_aabb2 *box) {
    double lo[3], hi[3];
    isect_lin_find f;
    isect_lin_find_clear(&f, ISECT_INVALID);
    if (lin_ok && box2_of(box, lo, hi))
        find_lin_box(lin, lo, hi, 2, &f);
    return isect_lin_find_out2(&f);
}

static isect_find_result3 find3(const isect_lin *lin, bool lin_ok, const isect_aabb3 *box) {
    double lo[3], hi[3];
    isect_lin_find f;
    isect_lin_find_clear(&f, ISECT_INVALID);
    if (lin_ok && box3_of(box, lo, hi))
        find_lin_box(lin, lo, hi, 3, &f);
    return isect_lin_find_out3(&f);
}

bool isect_test_line2_aabb2(const isect_line2 *line, const isect_aabb2 *box) {
    return line && test2(ISECT_LIN_LINE, &line->origin, &line->dir, box);
}

bool isect_test_ray2_aabb2(const isect_ray2 *ray, const isect_aabb2 *box) {
    return ray && test2(ISECT_LIN_RAY, &ray->origin, &ray->dir, box);
}

bool isect_test_seg2_aabb2(const isect_seg2 *seg, const isect_aabb2 *box) {
    return seg && test2(ISECT_LIN_SEGMENT, &seg->p0, &seg->p1, box);
}

isect_find_result2 isect_find_line2_aabb2(const isect_line2 *line, const isect_aabb2 *box) {
    isect_lin lin;
    bool ok = isect_lin_of_line2(line, &lin);
    return find2(&lin, ok, box);
}

isect_find_result2 isect_find_ray2_aabb2(const isect_ray2 *ray, const isect_aabb2 *box) {
    isect_lin lin;
    bool ok = isect_lin_of_ray2(ray, &lin);
    return find2(&lin, ok, box);
}

isect_find_result2 isect_find_seg2_aabb2(const isect_seg2 *seg, const isect_aabb2 *box) {
    isect_lin lin;
    bool ok = isect_lin_of_seg2(seg, &lin);
    return find2(&lin, ok, box);
}

bool isect_test_line3_aabb3(const isect_line3 *line, const isect_aabb3 *box) {
    return line && test3(ISECT_LIN_LINE, &line->origin, &line->dir, box);
}

bool isect_test_ray3_aabb3(const isect_ray3 *ray, const isect_aabb3 *box) {
    return ray && test3(ISECT_LIN_RAY, &ray->origin, &ray->dir, box);
}

bool isect_test_seg3_aabb3(const isect_seg3 *seg, const isect_aabb3 *box) {
    return seg && test3(ISECT_LIN_SEGMENT, &seg->p0, &seg->p1, box);
}

/* ---- The prepared ray -------------------------------------------------------------- */

isect_ray3_inv isect_ray3_inv_from_ray(const isect_ray3 *ray) {
    isect_ray3_inv out = {{{0, 0, 0}, {0, 0, 0}}, {0, 0, 0}, false, false};
    isect_lin lin;
    if (!isect_lin_of_ray3(ray, &lin))
        return out;
    out.ray = *ray;
    out.valid = out.quick = true;
    for (int i = 0; i < 3; i++) {
        double d = lin.b[i];
        out.inv[i] = d == 0 ? 0 : 1 / d;
        out.quick &= d == 0 || (fabs(d) >= 0x1p-1000 && fabs(d) <= 0x1p1000);
    }
    return out;
}

bool isect_test_ray3_inv_aabb3(const isect_ray3_inv *ray, const isect_aabb3 *box) {
    if (!ray || !box || !ray->valid)
        return false;
    double lo[3] = {box->min.x, box->min.y, box->min.z};
    double hi[3] = {box->max.x, box->max.y, box->max.z};
    const double pa[3] = {ray->ray.origin.x, ray->ray.origin.y, ray->ray.origin.z};
    const double pd[3] = {ray->ray.dir.x, ray->ray.dir.y, ray->ray.dir.z};
    /* the same quick path and margin: 1 / d is rounded once either way */
    int q = ray->quick ? quick_slabs(ISECT_LIN_RAY, pa, pd, ray->inv, lo, hi, 3) : QUICK_UNSURE;
    if (q != QUICK_UNSURE)
        return q == QUICK_HIT;
    return isect_ok_aabb3(box) && test_slow3(ISECT_LIN_RAY, &ray->ray.origin, &ray->ray.dir, box);
}

isect_find_result3 isect_find_line3_aabb3(const isect_line3 *line, const isect_aabb3 *box) {
    isect_lin lin;
    bool ok = isect_lin_of_line3(line, &lin);
    return find3(&lin, ok, box);
}

isect_find_result3 isect_find_ray3_aabb3(const isect_ray3 *ray, const isect_aabb3 *box) {
    isect_lin lin;
    bool ok = isect_lin_of_ray3(ray, &lin);
    return find3(&lin, ok, box);
}

isect_find_result3 isect_find_seg3_aabb3(const isect_seg3 *seg, const isect_aabb3 *box) {
    isect_lin lin;
    bool ok = isect_lin_of_seg3(seg, &lin);
    return find3(&lin, ok, box);
}
