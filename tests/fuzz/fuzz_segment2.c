/* tests/fuzz/fuzz_segment2.c -- every query of isect/segment2.h under the contract
 * checks of contract.h: closed segments against closed segments in the plane.
 *
 * Input: an option byte (NULL arguments: a, b), a scaling exponent, then the end points
 * p0 p1 of a and q0 q1 of b.
 *
 * Beyond the common contract (fz_check_find: find agrees with test, ISECT_INVALID exactly
 * for invalid input, misses all zero, t ordered and in [0, 1], a point a reported as
 * itself, unit or zero normals), exact cross-checks of every find on the pair, on the
 * swapped pair (b, a) and with either segment reversed, all with isect_orient2d:
 * - the answer: the closed segments meet exactly when they cross properly (each one's
 *   ends strictly on opposite sides of the other's line) or an end point of one lies on
 *   the other (orient2d zero and inside its bounding box);
 * - ISECT_DEGENERATE exactly when a segment is a point; ISECT_TOUCHING exactly on a hit
 *   that is not a proper crossing (some orientation zero);
 * - count ISECT_INFINITE exactly when two distinct end points lie on both segments (then
 *   the four points are collinear, fz_collinear3, and the normal is zero); the overlap's
 *   ends are such end points, ordered along a, and hold every other one between them;
 * - count 1: t[0] == t[1], point[0] == point[1]; a touching point is a common end point;
 * - exact ends: t == 0 exactly when p0 is the (first) common point, t == 1 exactly when p1
 *   is (the last), and then the point is that end, bit for bit;
 * - a proper crossing point lies in the bounding boxes of a and b to a few ulps of the
 *   largest coordinate (the header's 4 u S, plus the subnormal grid);
 * - the normal is zero exactly when the four points are collinear, else it faces against
 *   a: dot(normal, p1 - p0) < 0 (isect_dot_sign2); reversing a negates it, reversing b
 *   keeps it;
 * - test, count, flags and touching points agree between (a, b), (b, a), (reversed a, b)
 *   and (a, reversed b), and test, count and flags under scaling all 8 coordinates by
 *   2^k, whenever that is exact;
 * - the line and the ray on a's numbers (origin p0, direction p1): see check_lin. */
#include <float.h>
#include <math.h>

#include "contract.h"
#include "known.h"

#if ISECT_USE_DOUBLE
#define REAL_EPS DBL_EPSILON
#define REAL_TRUE_MIN DBL_TRUE_MIN
#else
#define REAL_EPS FLT_EPSILON
#define REAL_TRUE_MIN FLT_TRUE_MIN
#endif

#define TEST "isect_test_seg2_seg2"

/* One query on a pair as it was asked. */
typedef struct ask {
    const char *name; /* the find's label in a failure report */
    isect_seg2 a, b;
    bool null_a, null_b, valid;
    bool test;
    fz_find find;
} ask;

/* Exact facts about a valid pair: ends[] = p0, p1, q0, q1. */
typedef struct facts {
    isect_vec2 ends[4];
    bool common[4]; /* the end lies on the other segment (so on both) */
    int o[4];       /* orient(p0, p1, q0), orient(p0, p1, q1), orient(q0, q1, p0), ... */
    bool point_a, point_b;
    bool collinear; /* all four orientations zero */
    bool proper;    /* a proper crossing */
    bool hit, touching;
    bool overlap; /* two distinct end points lie on both segments */
} facts;

static bool eq2(isect_vec2 u, isect_vec2 v) {
    return u.x == v.x && u.y == v.y;
}

static bool eq_fz(const double *p, isect_vec2 v) {
    return p[0] == v.x && p[1] == v.y;
}

static isect_vec2 vec_of(const double *p) {
    return (isect_vec2){(isect_real)p[0], (isect_real)p[1]};
}

/* Exactly: does x lie on the closed segment s (a point segment: is it that point)? */
static bool on_segment(isect_vec2 x, const isect_seg2 *s) {
    return isect_orient2d(s->p0, s->p1, x) == 0 && fmin(s->p0.x, s->p1.x) <= x.x &&
           x.x <= fmax(s->p0.x, s->p1.x) && fmin(s->p0.y, s->p1.y) <= x.y &&
           x.y <= fmax(s->p0.y, s->p1.y);
}

static facts facts_of(const isect_seg2 *a, const isect_seg2 *b) {
    facts f;
    f.ends[0] = a->p0;
    f.ends[1] = a->p1;
    f.ends[2] = b->p0;
    f.ends[3] = b->p1;
    for (int i = 0; i < 4; i++)
        f.common[i] = on_segment(f.ends[i], i < 2 ? b : a);
    f.o[0] = isect_orient2d(a->p0, a->p1, b->p0);
    f.o[1] = isect_orient2d(a->p0, a->p1, b->p1);
    f.o[2] = isect_orient2d(b->p0, b->p1, a->p0);
    f.o[3] = isect_orient2d(b->p0, b->p1, a->p1);
    f.point_a = eq2(a->p0, a->p1);
    f.point_b = eq2(b->p0, b->p1);
    f.collinear = f.o[0] == 0 && f.o[1] == 0 && f.o[2] == 0 && f.o[3] == 0;
    f.proper = f.o[0] * f.o[1] < 0 && f.o[2] * f.o[3] < 0;
    f.hit = f.proper || f.common[0] || f.common[1] || f.common[2] || f.common[3];
    f.touching = f.hit && !f.proper;
    f.overlap = false;
    for (int i = 0; i < 4; i++)
        for (int j = i + 1; j < 4; j++)
            if (f.common[i] && f.common[j] && !eq2(f.ends[i], f.ends[j]))
                f.overlap = true;
    return f;
}

/* The distance of x from the interval [lo, hi] (lo, hi in either order). */
static long double outside(double x, double lo, double hi) {
    long double l = fmin(lo, hi), h = fmax(lo, hi);
    return x < l ? l - x : (x > h ? x - h : 0);
}

/* The crossing point is rounded: within 4 u S of the exact one (segment2.h), which lies
 * in both boxes; a few ulps of S plus steps of the subnormal grid. */
static bool in_boxes(const double *p, const facts *f) {
    long double s = 0;
    for (int i = 0; i < 4; i++)
        s = fmaxl(s, fmaxl(fabsl(f->ends[i].x), fabsl(f->ends[i].y)));
    long double tol = 4 * (long double)REAL_EPS * s + 4 * (long double)REAL_TRUE_MIN;
    for (int k = 0; k < 2; k++) {
        const isect_vec2 *e = &f->ends[2 * k];
        if (outside(p[0], e[0].x, e[1].x) > tol || outside(p[1], e[0].y, e[1].y) > tol)
            return false;
    }
    return true;
}

/* Is p one of the end points that lie on both segments? */
static bool common_end(const double *p, const facts *f) {
    for (int i = 0; i < 4; i++)
        if (f->common[i] && eq_fz(p, f->ends[i]))
            return true;
    return false;
}

/* The axis along which a (not a point) runs: x unless p0.x == p1.x. */
static int axis_of(const isect_seg2 *a) {
    return a->p0.x == a->p1.x;
}

static double coord(isect_vec2 v, int k) {
    return k ? v.y : v.x;
}

/* The header's one allowance for the normal: its side is chosen exactly, but for a
 * within a few u of parallel to b the rounded normal's product with p1 - p0 may round to
 * 0 or beyond (a few u of |p1 - p0|; also when a component of the normal underflows:
 * b's direction (-6, 2^-1073) gives the normal (0, 1), findings' normal_sign). */
static bool normal_sign_within_rounding(const ask *x) {
    const double *n = x->find.normal;
    long double dx = (long double)x->a.p1.x - x->a.p0.x, dy = (long double)x->a.p1.y - x->a.p0.y;
    return fabsl(n[0] * dx + n[1] * dy) <= 4 * (long double)REAL_EPS * (fabsl(dx) + fabsl(dy));
}

static bool at_end(const ask *x, int i, double end) {
    return x->find.t[i] == end;
}

static void check_overlap(const ask *x, const facts *f) {
    const char *q = x->name;
    const fz_find *r = &x->find;
    isect_vec3 l[4];
    for (int i = 0; i < 4; i++)
        l[i] = fz_lift(f->ends[i]);
    FZ_CHECK(q, fz_collinear3(l[0], l[1], l[2]) && fz_collinear3(l[0], l[1], l[3]) &&
                    fz_collinear3(l[2], l[3], l[0]) && fz_collinear3(l[2], l[3], l[1]));
    FZ_CHECK(q, !f->point_a && !f->point_b);
    /* t[0] == t[1] only for an overlap shorter than the rounding of t; the ends are
     * still in a's order */
    FZ_CHECK(q, r->t[0] <= r->t[1]);
    FZ_CHECK(q, common_end(r->point[0], f) && common_end(r->point[1], f));
    /* ordered along a, and every common end point between them */
    int k = axis_of(&x->a);
    double lo = r->point[0][k], hi = r->point[1][k];
    FZ_CHECK(q, lo != hi && (hi > lo) == (coord(x->a.p1, k) > coord(x->a.p0, k)));
    for (int i = 0; i < 4; i++)
        FZ_CHECK(q, !f->common[i] || outside(coord(f->ends[i], k), lo, hi) == 0);
}

/* The exact cross-checks of one valid answer. */
static void check_exact(const ask *x, const facts *f) {
    const char *q = x->name;
    const fz_find *r = &x->find;
    FZ_CHECK(TEST, x->test == f->hit);
    FZ_CHECK(q, !(r->flags & ISECT_DEGENERATE) == !(f->point_a || f->point_b));
    FZ_CHECK(q, !(r->flags & ISECT_TOUCHING) == !f->touching);
    FZ_CHECK(q, !(r->flags & (ISECT_STARTED_INSIDE | ISECT_ENDED_INSIDE | ISECT_SATURATED)));
    if (!r->hit)
        return;
    FZ_CHECK(q, (r->count == ISECT_INFINITE) == f->overlap);
    bool zero = r->normal[0] == 0 && r->normal[1] == 0 && r->normal[2] == 0;
    FZ_CHECK(q, zero == f->collinear);
    if (!zero) /* facing against a's direction */
        FZ_CHECK(q, isect_dot_sign2(x->a.p1, x->a.p0, vec_of(r->normal)) < 0 ||
                        normal_sign_within_rounding(x));
    for (int i = 0; i < 2; i++) {
        FZ_CHECK(q, !at_end(x, i, 0) || eq_fz(r->point[i], x->a.p0));
        FZ_CHECK(q, !at_end(x, i, 1) || eq_fz(r->point[i], x->a.p1));
    }
    if (r->count == ISECT_INFINITE) {
        /* p0 on b: the overlap's first end, at t 0; p1 on b: its last, at t 1 */
        FZ_CHECK(q, at_end(x, 0, 0) == f->common[0]);
        FZ_CHECK(q, at_end(x, 1, 1) == f->common[1]);
        FZ_CHECK(q, !at_end(x, 1, 0) && !at_end(x, 0, 1));
        check_overlap(x, f);
        return;
    }
    FZ_CHECK(q, r->count == 1 && r->t[0] == r->t[1]);
    FZ_CHECK(q, r->point[0][0] == r->point[1][0] && r->point[0][1] == r->point[1][1]);
    FZ_CHECK(q, at_end(x, 0, 0) == f->common[0]);
    FZ_CHECK(q, at_end(x, 0, 1) == (f->common[1] && !f->point_a));
    if (f->touching)
        FZ_CHECK(q, common_end(r->point[0], f));
    else
        FZ_CHECK(q, in_boxes(r->point[0], f));
}

/* Asks both queries and checks the answers; *f gets the pair's facts when it is valid. */
static void run(ask *x, facts *f) {
    const isect_seg2 *pa = x->null_a ? NULL : &x->a, *pb = x->null_b ? NULL : &x->b;
    x->valid = isect_valid_seg2(pa) && isect_valid_seg2(pb);
    FZ_CHECK("isect_valid_seg2",
             x->valid == (pa && pb && fz_finite2(x->a.p0) && fz_finite2(x->a.p1) &&
                          fz_finite2(x->b.p0) && fz_finite2(x->b.p1)));
    x->test = isect_test_seg2_seg2(pa, pb);
    x->find = fz_find2(isect_find_seg2_seg2(pa, pb));
    fz_lin lin = fz_lin2(FZ_SEG, x->a.p0, x->a.p1, x->null_a);
    bool point_a = fz_lin_point(&lin);
    fz_expect e = {x->valid,
                   x->test,
                   false,
                   false,
                   FZ_NORMAL_UNIT_OR_ZERO,
                   x->valid && eq2(x->b.p0, x->b.p1) ? FZ_DEG_YES : FZ_DEG_NO,
                   false};
    /* the shared checks read ISECT_TOUCHING as a surface's (the only common point is an
     * end of a); here it also covers ends of b and overlaps, checked in check_exact */
    fz_find shared = x->find;
    if (shared.hit && !point_a)
        shared.flags &= ~(unsigned)ISECT_TOUCHING;
    fz_check_find(x->name, &lin, &shared, &e);
    fz_note_find(&x->find);
    if (!x->valid)
        return;
    *f = facts_of(&x->a, &x->b);
    check_exact(x, f);
}

static isect_seg2 reversed(isect_seg2 s) {
    return (isect_seg2){s.p1, s.p0};
}

/* Two answers on the same two segments: the same test, count and flags. */
static void check_same(const ask *x, const ask *y) {
    FZ_CHECK(TEST, x->test == y->test);
    FZ_CHECK(y->name, x->find.count == y->find.count && x->find.flags == y->find.flags);
}

/* The touching point of count 1 answers, equal bit for bit. */
static bool same_touching_point(const ask *x, const ask *y) {
    const fz_find *r = &x->find, *s = &y->find;
    if (r->count != 1 || !(r->flags & ISECT_TOUCHING))
        return true;
    return r->point[0][0] == s->point[0][0] && r->point[0][1] == s->point[0][1];
}

static bool same_point(const fz_find *r, int i, const fz_find *s, int j) {
    return r->point[i][0] == s->point[j][0] && r->point[i][1] == s->point[j][1];
}

/* The ends of two overlaps: the same points, in the same order or swapped (any order for
 * y (b, a), along b). */
static bool same_overlap(const ask *x, const ask *y, bool swapped, bool any_order) {
    const fz_find *r = &x->find, *s = &y->find;
    bool same = same_point(r, 0, s, 0) && same_point(r, 1, s, 1),
         other = same_point(r, 0, s, 1) && same_point(r, 1, s, 0);
    if (any_order)
        return same || other;
    return swapped ? other : same;
}

/* ---- Lines and rays against a segment ----------------------------------------------
 * The line and the ray on a's numbers (origin p0, direction p1) against b, under the
 * common contract (a surface: count 1, or ISECT_INFINITE on one line), with the nesting
 * of the line, the ray, the ray backwards and the segment (fz_check_nesting: the segment
 * p0 p1 meets b only if the ray (p0, p1 - p0) does, where that difference is exact), the
 * same answers scaled by powers of two, and on a hit the normal on the side of the
 * segment's line the component comes from, decided exactly, unless it is zero. */
static void check_lin(isect_vec2 p0, isect_vec2 p1, const isect_seg2 *b, bool null_a, int k,
                      int j) {
    static const char *const names[2] = {"isect_find_line2_seg2", "isect_find_ray2_seg2"};
    fz_comp2 c;
    fz_comp2_set(&c, p0, p1, null_a);
    bool valid = c.valid && b && isect_valid_seg2(b);
    bool test[3];
    fz_find find[2];
    test[FZ_LINE] = isect_test_line2_seg2(c.pl, b);
    test[FZ_RAY] = isect_test_ray2_seg2(c.pr, b);
    test[FZ_SEG] = isect_test_seg2_seg2(c.ps, b);
    find[FZ_LINE] = fz_find2(isect_find_line2_seg2(c.pl, b));
    find[FZ_RAY] = fz_find2(isect_find_ray2_seg2(c.pr, b));
    bool b_point = b && b->p0.x == b->p1.x && b->p0.y == b->p1.y;
    for (int q = 0; q < 2; q++) {
        /* ISECT_TOUCHING has segment2.h's meaning (an end of either, or one line), not the
         * surfaces' of the common contract (an end of the component): checked below */
        fz_find r = find[q];
        if (!fz_lin_point(&c.lin[q])) /* a point: touching in both senses */
            r.flags &= ~(unsigned)ISECT_TOUCHING;
        fz_expect e = {
            valid, test[q], false, false, FZ_NORMAL_UNIT_OR_ZERO, b_point ? FZ_DEG_YES : FZ_DEG_NO,
            false};
        fz_check_find(names[q], &c.lin[q], &r, &e);
        if (!valid || !(find[q].flags & ISECT_TOUCHING))
            continue;
        const double *x = find[q].point[0];
        bool at_q0 = x[0] == b->p0.x && x[1] == b->p0.y, at_q1 = x[0] == b->p1.x && x[1] == b->p1.y;
        bool at_a = find[q].t[0] == 0 && x[0] == p0.x && x[1] == p0.y;
        FZ_CHECK(names[q], find[q].count == ISECT_INFINITE || at_q0 || at_q1 ||
                               (q == FZ_RAY && at_a) || fz_lin_point(&c.lin[q]));
    }
    if (!valid)
        return;
    /* the normal's side, exactly: -sign(e x d) perp(e) with e = q1 - q0, perp(e) =
     * (-e_y, e_x); sign(e x d) = sign(e . (d_y, -d_x)); checked on the normal's larger
     * component (the rounded normal of a nearly parallel pair may face d by rounding) */
    int exd = isect_dot_sign2(b->p1, b->p0, (isect_vec2){p1.y, -p1.x});
    for (int q = 0; q < 2; q++) {
        const fz_find *r = &find[q];
        if (!r->hit || (r->normal[0] == 0 && r->normal[1] == 0))
            continue;
        int i = fabs(r->normal[0]) >= fabs(r->normal[1]) ? 0 : 1;
        int perp = i == 0 ? (b->p1.y < b->p0.y) - (b->p1.y > b->p0.y)
                          : (b->p1.x > b->p0.x) - (b->p1.x < b->p0.x);
        FZ_CHECK(names[q], (r->normal[i] > 0 ? 1 : -1) == -exd * perp);
    }
    isect_ray2 back = fz_ray2_back(&c), along;
    int seg_ray = fz_ray2_along(&c, &along) ? isect_test_ray2_seg2(&along, b) : -1;
    fz_check_nesting(names[FZ_LINE], test[FZ_LINE], test[FZ_RAY], isect_test_ray2_seg2(&back, b),
                     test[FZ_SEG], seg_ray);
    fz_comp2 s;
    isect_seg2 sb;
    if (fz_comp2_scaled(&c, k, j, &s) && fz_scale2(b->p0, k, &sb.p0) &&
        fz_scale2(b->p1, k, &sb.p1)) {
        FZ_CHECK(names[FZ_LINE], isect_test_line2_seg2(&s.line, &sb) == test[FZ_LINE]);
        FZ_CHECK(names[FZ_RAY], isect_test_ray2_seg2(&s.ray, &sb) == test[FZ_RAY]);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    fz_in in;
    fz_begin(&in, data, size);
    unsigned options = fz_byte(&in);
    int k = fz_exponent(&in);
    bool null_a = fz_null(options, 0), null_b = fz_null(options, 1);
    isect_seg2 a, b;
    a.p0 = fz_vec2(&in, "p0");
    a.p1 = fz_vec2(&in, "p1");
    b.p0 = fz_vec2(&in, "q0");
    b.p1 = fz_vec2(&in, "q1");

    facts f, g;
    ask x = {"isect_find_seg2_seg2(a, b)", a, b, null_a, null_b, false, false, {0}};
    run(&x, &f);
    ask y = {"isect_find_seg2_seg2(b, a)", b, a, null_b, null_a, false, false, {0}};
    run(&y, &g);
    ask ra = {
        "isect_find_seg2_seg2(reversed a, b)", reversed(a), b, null_a, null_b, false, false, {0}};
    run(&ra, &g);
    ask rb = {
        "isect_find_seg2_seg2(a, reversed b)", a, reversed(b), null_a, null_b, false, false, {0}};
    run(&rb, &g);
    check_lin(a.p0, a.p1, null_b ? NULL : &b, null_a, k, (int)(options >> 4) - 8);
    if (!x.valid)
        return 0;

    /* (b, a): the same common points */
    check_same(&x, &y);
    FZ_CHECK(y.name, same_touching_point(&x, &y));
    FZ_CHECK(y.name, x.find.count != ISECT_INFINITE || same_overlap(&x, &y, false, true));
    /* reversed a: the overlap in the other order, the normal negated */
    check_same(&x, &ra);
    FZ_CHECK(ra.name, same_touching_point(&x, &ra));
    FZ_CHECK(ra.name, x.find.count != ISECT_INFINITE || same_overlap(&x, &ra, true, false));
    FZ_CHECK(ra.name,
             x.find.normal[0] == -ra.find.normal[0] && x.find.normal[1] == -ra.find.normal[1]);
    /* reversed b: the same overlap and normal */
    check_same(&x, &rb);
    FZ_CHECK(rb.name, same_touching_point(&x, &rb));
    FZ_CHECK(rb.name, x.find.count != ISECT_INFINITE || same_overlap(&x, &rb, false, false));
    FZ_CHECK(rb.name,
             x.find.normal[0] == rb.find.normal[0] && x.find.normal[1] == rb.find.normal[1]);

    /* all 8 coordinates times 2^k */
    ask s = {"isect_find_seg2_seg2(2^k a, 2^k b)", a, b, false, false, false, false, {0}};
    if (fz_scale2(a.p0, k, &s.a.p0) && fz_scale2(a.p1, k, &s.a.p1) && fz_scale2(b.p0, k, &s.b.p0) &&
        fz_scale2(b.p1, k, &s.b.p1)) {
        run(&s, &g);
        check_same(&x, &s);
    }
    return 0;
}
