/* Lines, rays and segments against axis-aligned boxes (RTCD 5.3.3; isect/linear_box.h).
 *
 * Slabs. Write the component as X(t) = a + t d (d = b - a for a segment). On an axis i
 * with d_i != 0 it is inside the slab min_i <= x_i <= max_i for t between
 *     near_i = (c_i - a_i) / d_i   and   far_i = (c'_i - a_i) / d_i,
 * c_i = min_i, c'_i = max_i when d_i > 0 and the other way round when d_i < 0 (Williams
 * et al. 2005: the sign of d_i picks the planes, so no min/max of the two is needed). On
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
 * (computed) proves t_in < t_out, and the reverse proves a miss. An overflow makes the
 * bound infinite and certifies nothing. A NaN never reaches a certified hit for valid
 * input (no 0 * inf: |d| is bounded); invalid input can only end in "miss" (its answer)
 * or in the check that every certified hit runs.
 *
 * Construction (the find). t = (c_k - a_k) / d_k on the deciding axis k, or the range's
 * end 0 or 1 exactly; |t - t*| |d| <= 3 u |c_k - a_k| + ... <= 6 u S. The point has
 * coordinate c_k on axis k, a_j + t d_j on the others, clamped to the slab it is known
 * to lie in (at most 13 u S off); a start or end of the component is copied. Inputs beyond 2^1021
 * are halved first (all of them: t and the ratios do not change) so that no difference overflows.
 */
#include "isect/linear_box.h"

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
 * d_i == 0 is decided exactly on the spot. */
ISECT_INLINE int quick_slabs(const isect_lin *lin, const double *lo, const double *hi, int dim) {
    const bool segment = lin->kind == ISECT_LIN_SEGMENT;
    double t_in = lin->kind == ISECT_LIN_LINE ? -INFINITY : 0;
    double t_out = segment ? 1 : INFINITY;
    bool ok = true;
    for (int i = 0; i < dim; i++) {
        double a = lin->a[i], d = segment ? lin->b[i] - a : lin->b[i];
        if (d == 0) {
            if ((a < lo[i]) | (a > hi[i]))
                return QUICK_MISS;
            continue;
        }
        ok &= (fabs(d) >= 0x1p-1000) & (fabs(d) <= 0x1p1000);
        double inv = 1 / d;
        double near = ((d > 0 ? lo[i] : hi[i]) - a) * inv;
        double far = ((d > 0 ? hi[i] : lo[i]) - a) * inv;
        t_in = near > t_in ? near : t_in;
        t_out = far < t_out ? far : t_out;
    }
    double margin = 6 * 0x1p-53 * (fabs(t_in) + fabs(t_out)) + 0x1p-1060;
    if (!ok || !(margin <= 0x1p1000))
        return QUICK_UNSURE;
    if (t_out - t_in > margin)
        return QUICK_HIT;
    if (t_in - t_out > margin)
        return QUICK_MISS;
    return QUICK_UNSURE;
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

/* The component's direction and the plane offsets, halved when an input is so large
 * that a difference could overflow (t and the ratios d_j / d_k do not change). */
typedef struct frame {
    double h;    /* 1 or 0.5 */
    double a[3]; /* h a */
    double d[3]; /* h (b - a) for a segment; d for a ray or line (not halved) */
    bool seg;
} frame;

static frame frame_of(const isect_lin *lin, const double *lo, const double *hi, int dim) {
    double m = 0;
    for (int i = 0; i < dim; i++)
        m = fmax(m, fmax(fmax(fabs(lin->a[i]), fabs(lin->b[i])), fmax(fabs(lo[i]), fabs(hi[i]))));
    frame f;
    f.seg = lin->kind == ISECT_LIN_SEGMENT;
    f.h = m >= 0x1p1021 ? 0.5 : 1;
    for (int i = 0; i < 3; i++) {
        f.a[i] = i < dim ? f.h * lin->a[i] : 0;
        f.d[i] = i >= dim ? 0 : f.seg ? f.h * lin->b[i] - f.a[i] : lin->b[i];
    }
    return f;
}

/* The parameter and point of p (not an end of the range). */
static void construct(const frame *f, const slabs *s, param p, int dim, double *t, double *x) {
    int k = p.axis;
    double num = f->h * p.plane - f->a[k]; /* h (c_k - a_k), exact unless it rounds */
    double tk = num / f->d[k];
    *t = f->seg ? tk : tk / f->h;
    for (int j = 0; j < dim; j++) {
        if (j == k) {
            x[j] = p.plane;
        } else if (s->sign[j] == 0) {
            x[j] = s->lin->a[j];
        } else {
            double v = (f->a[j] + tk * f->d[j]) / f->h; /* a_j + t d_j */
            x[j] = dv_clamp(v, s->lo[j], s->hi[j]);
        }
    }
}

/* The value of an end of the parameter interval. */
static void end_value(const frame *f, const slabs *s, param p, int dim, double *t, double *x) {
    const isect_lin *lin = s->lin;
    if (p.axis >= 0) {
        construct(f, s, p, dim, t, x);
        return;
    }
    bool one = p.axis == END_ONE;
    *t = one ? 1 : 0;
    for (int j = 0; j < dim; j++)
        x[j] = one ? lin->b[j] : lin->a[j];
}

/* The outward normal at the entry point (the rule of linear_box.h): the lowest axis with
 * a face through it. */
static void entry_normal(const slabs *s, param entry, int dim, double *n) {
    const isect_lin *lin = s->lin;
    for (int k = 0; k < dim; k++) {
        int sign = s->sign[k], side = 0;
        if (sign == 0) {
            double a = lin->a[k];
            side = a == s->lo[k] ? -1 : (a == s->hi[k] ? 1 : 0);
        } else {
            param near = {k, sign > 0 ? s->lo[k] : s->hi[k]};
            param far = {k, sign > 0 ? s->hi[k] : s->lo[k]};
            if (compare(s, near, entry) == 0)
                side = -sign;
            else if (compare(s, far, entry) == 0)
                side = sign;
        }
        if (side != 0) {
            n[k] = side;
            return;
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

/* lin and the box are valid. */
static void find_lin_box(const isect_lin *lin, const double *lo, const double *hi, int dim,
                         isect_lin_find *out) {
    *out = (isect_lin_find){0};
    for (int i = 0; i < dim; i++)
        if (lo[i] == hi[i])
            out->flags |= ISECT_DEGENERATE;
    if (isect_lin_is_point(lin)) {
        out->flags |= ISECT_DEGENERATE;
        find_point(lin, lo, hi, dim, out);
        return;
    }
    slabs s = {lin, lo, hi, {0, 0, 0}};
    solution sol = solve(&s, dim);
    if (sol.order > 0) {
        out->flags &= ISECT_DEGENERATE;
        return;
    }
    out->hit = true;
    frame f = frame_of(lin, lo, hi, dim);
    end_value(&f, &s, sol.entry, dim, &out->t[0], out->point[0]);
    if (sol.order == 0) {
        out->t[1] = out->t[0];
        for (int j = 0; j < dim; j++)
            out->point[1][j] = out->point[0][j];
    } else {
        end_value(&f, &s, sol.exit, dim, &out->t[1], out->point[1]);
        out->t[1] = fmax(out->t[1], out->t[0]); /* rounding never reorders them */
    }
    bool interior = sol.order < 0 && sol.parallel_inside;
    bool start_in = lin->kind != ISECT_LIN_LINE && open_box(lin->a, lo, hi, dim);
    bool end_in = lin->kind == ISECT_LIN_SEGMENT && open_box(lin->b, lo, hi, dim);
    if (start_in)
        out->flags |= ISECT_STARTED_INSIDE;
    else
        entry_normal(&s, sol.entry, dim, out->normal);
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

/* The tests: the quick path on the raw input, validity checked on its certified hits and
 * before the exact path (an invalid box or component can only be certified a miss, which
 * is its answer: see the top). */
ISECT_INLINE bool test2(const isect_lin *lin, const isect_aabb2 *box) {
    if (!box)
        return false;
    double lo[3] = {box->min.x, box->min.y, 0}, hi[3] = {box->max.x, box->max.y, 0};
    int q = quick_slabs(lin, lo, hi, 2);
    if (q == QUICK_MISS)
        return false;
    bool valid = dv_finite2(lin->a, lin->b, 2) && isect_ok_aabb2(box);
    if (q == QUICK_HIT || !valid)
        return valid;
    return test_exact(lin, lo, hi, 2);
}

ISECT_INLINE bool test3(const isect_lin *lin, const isect_aabb3 *box) {
    if (!box)
        return false;
    double lo[3] = {box->min.x, box->min.y, box->min.z};
    double hi[3] = {box->max.x, box->max.y, box->max.z};
    int q = quick_slabs(lin, lo, hi, 3);
    if (q == QUICK_MISS)
        return false;
    bool valid = dv_finite2(lin->a, lin->b, 3) && isect_ok_aabb3(box);
    if (q == QUICK_HIT || !valid)
        return valid;
    return test_exact(lin, lo, hi, 3);
}

static isect_find_result2 find2(const isect_lin *lin, bool lin_ok, const isect_aabb2 *box) {
    double lo[3], hi[3];
    isect_lin_find f = {.flags = ISECT_INVALID};
    if (lin_ok && box2_of(box, lo, hi))
        find_lin_box(lin, lo, hi, 2, &f);
    return isect_lin_find_out2(&f);
}

static isect_find_result3 find3(const isect_lin *lin, bool lin_ok, const isect_aabb3 *box) {
    double lo[3], hi[3];
    isect_lin_find f = {.flags = ISECT_INVALID};
    if (lin_ok && box3_of(box, lo, hi))
        find_lin_box(lin, lo, hi, 3, &f);
    return isect_lin_find_out3(&f);
}

bool isect_test_line2_aabb2(const isect_line2 *line, const isect_aabb2 *box) {
    if (!line)
        return false;
    isect_lin lin = isect_lin_make2(ISECT_LIN_LINE, line->origin, line->dir);
    return test2(&lin, box);
}

bool isect_test_ray2_aabb2(const isect_ray2 *ray, const isect_aabb2 *box) {
    if (!ray)
        return false;
    isect_lin lin = isect_lin_make2(ISECT_LIN_RAY, ray->origin, ray->dir);
    return test2(&lin, box);
}

bool isect_test_seg2_aabb2(const isect_seg2 *seg, const isect_aabb2 *box) {
    if (!seg)
        return false;
    isect_lin lin = isect_lin_make2(ISECT_LIN_SEGMENT, seg->p0, seg->p1);
    return test2(&lin, box);
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
    if (!line)
        return false;
    isect_lin lin = isect_lin_make3(ISECT_LIN_LINE, line->origin, line->dir);
    return test3(&lin, box);
}

bool isect_test_ray3_aabb3(const isect_ray3 *ray, const isect_aabb3 *box) {
    if (!ray)
        return false;
    isect_lin lin = isect_lin_make3(ISECT_LIN_RAY, ray->origin, ray->dir);
    return test3(&lin, box);
}

bool isect_test_seg3_aabb3(const isect_seg3 *seg, const isect_aabb3 *box) {
    if (!seg)
        return false;
    isect_lin lin = isect_lin_make3(ISECT_LIN_SEGMENT, seg->p0, seg->p1);
    return test3(&lin, box);
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
