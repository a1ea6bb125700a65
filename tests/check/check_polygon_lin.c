/* Lines, rays and segments against polygons in space; see check_polygon_lin.h. */
#include "check/check_polygon_lin.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "check/check_polygon.h"
#include "construct/polygon_frame.h"

/* Documented bounds (isect/polygon.h: as for a plane3p, docs/plane.md), in units of u. */
#define BOUND_T 8.0
#define BOUND_POINT (BOUND_T + 1)

const polygon_lin_query polygon_lin_queries[POLYGON_LIN_QUERIES] = {
    {"test_line3_poly3", 0}, {"test_ray3_poly3", 1}, {"test_seg3_poly3", 2}};

void polygon_lin_generate(gen_rng *rng, const polygon_lin_query *q, int mode, gen_polygon_lin *x) {
    gen_polygon_lin_case(rng, q->kind, mode, x);
}

int polygon_lin_lengths(const polygon_lin_query *q, gen_polygon_lin *x, isect_real **v) {
    (void)q;
    return gen_polygon_lin_lengths(x, v);
}

/* The library's view of the polygon; NULL where the case asks for it. */
typedef struct lib_poly {
    isect_vec3 v[GEN_POLY_MAX];
    isect_poly3 poly;
} lib_poly;

static const isect_poly3 *lib_view(const gen_polygon_lin *x, lib_poly *l) {
    for (int k = 0; k < x->poly.n; k++)
        l->v[k] = check_vec3(x->poly.v[k]);
    l->poly = (isect_poly3){x->poly.null_v ? NULL : l->v, (size_t)x->poly.n};
    return x->poly.null_poly ? NULL : &l->poly;
}

static bool lib_query(const polygon_lin_query *q, const gen_polygon_lin *x, isect_find_result3 *f) {
    lib_poly l;
    const isect_poly3 *pp = lib_view(x, &l);
    isect_vec3 a = check_vec3(x->a), b = check_vec3(x->b);
    isect_line3 line = {a, b};
    isect_ray3 ray = {a, b};
    isect_seg3 seg = {a, b};
    switch (q->kind) {
    case 0:
        *f = isect_find_line3_poly3(&line, pp, x->rule);
        return isect_test_line3_poly3(&line, pp, x->rule);
    case 1:
        *f = isect_find_ray3_poly3(&ray, pp, x->rule);
        return isect_test_ray3_poly3(&ray, pp, x->rule);
    default:
        *f = isect_find_seg3_poly3(&seg, pp, x->rule);
        return isect_test_seg3_poly3(&seg, pp, x->rule);
    }
}

static isect_projection3 lib_frame(const gen_polygon_lin *x, double *normal) {
    lib_poly l;
    return isect_poly3_frame(lib_view(x, &l), normal);
}

static bool case_valid(const gen_polygon_lin *x) {
    bool valid = !x->poly.null_poly && !x->poly.null_v && x->poly.n >= 3 && check_finite3(x->a) &&
                 check_finite3(x->b);
    for (int k = 0; valid && k < x->poly.n; k++)
        valid = check_finite3(x->poly.v[k]);
    return valid;
}

bool polygon_lin_reference(const polygon_lin_query *q, const gen_polygon_lin *x,
                           polygon_lin_ref *ref) {
    memset(ref, 0, sizeof *ref);
    if (!case_valid(x))
        return false;
    ref->frame = lib_frame(x, ref->normal);
    bool degenerate = (ref->frame.flags & ISECT_DEGENERATE) != 0;
    if (!degenerate && ref->normal[0] == 0 && ref->normal[1] == 0 && ref->normal[2] == 0) {
        ref->skip = true;
        return true;
    }
    double xyz[3 * GEN_POLY_MAX], a[3], b[3];
    for (int k = 0; k < x->poly.n; k++)
        check_widen3(x->poly.v[k], &xyz[3 * k]);
    check_widen3(x->a, a);
    check_widen3(x->b, b);
    ref->hit = oracle_lin_poly3((oracle_kind)q->kind, a, b, x->poly.n, xyz, ref->normal,
                                ref->frame.axis, degenerate, (int)x->rule);
    return true;
}

const char *polygon_lin_check_invalid(const polygon_lin_query *q, const gen_polygon_lin *x) {
    isect_find_result3 f;
    bool test = lib_query(q, x, &f);
    return test || f.hit || f.flags != ISECT_INVALID ? "invalid input not reported" : NULL;
}

/* The power of two e with normal = 2^e ref (the frame's normal, scaled by the library
 * to avoid overflow and underflow, may carry any such factor); false when there is
 * none. */
static bool same_normal(const double *normal, const double *ref, int *e) {
    int j = 0;
    for (int i = 1; i < 3; i++)
        if (fabs(ref[i]) > fabs(ref[j]))
            j = i;
    if (ref[j] == 0 || normal[j] == 0)
        return false;
    *e = ilogb(normal[j]) - ilogb(ref[j]);
    for (int i = 0; i < 3; i++)
        if ((long double)normal[i] != ldexpl(ref[i], *e))
            return false;
    return true;
}

/* A crossing's t and point against the exact ones, on the frame normal n = 2^e n_1. */
static const char *check_crossing(const polygon_lin_query *q, const gen_polygon_lin *x,
                                  const polygon_lin_ref *ref, int k, int e, const double *normal,
                                  const isect_find_result3 *f, oracle_row *row) {
    long double d[3], rel[3], nl = 0, ts = ref->hit.t_wide[0];
    for (int i = 0; i < 3; i++) {
        d[i] = q->kind == 2 ? (long double)x->b[i] - x->a[i] : x->b[i];
        rel[i] = (long double)x->a[i] - x->poly.v[0][i];
        nl += fabsl(normal[i]);
    }
    /* n . d: the normal scaled by 2^e, the direction by 2^k */
    long double dn = fabsl(ldexpl(ref->hit.slope_wide, k + e));
    long double S = nl * (check_norm_inf(rel) + fabsl(ts) * check_norm_inf(d));
    if (!(S > 0) || dn == 0)
        return NULL;
    check_sat sat = {false, false};
    double et = (double)(check_err(f->t[0], ts, &sat) * dn / (CHECK_U * S));
    row->err_t = fmax(row->err_t, et);
    if (!(et <= BOUND_T))
        return "t outside its documented error bound";
    double ep = check_crossing_point(x->a, d, ts, f->point[0], S, dn, &sat);
    row->err_point = fmax(row->err_point, ep);
    if (!(ep <= BOUND_POINT))
        return "point outside its documented error bound";
    return check_saturation(f->flags, &sat);
}

const char *polygon_lin_check(const polygon_lin_query *q, const gen_polygon_lin *x,
                              const polygon_lin_ref *ref, int k, oracle_row *row) {
    if (ref->skip)
        return NULL;
    double normal[3];
    isect_projection3 frame = lib_frame(x, normal);
    int e = 0;
    bool degenerate = (ref->frame.flags & ISECT_DEGENERATE) != 0;
    if (frame.axis != ref->frame.axis || frame.flags != ref->frame.flags ||
        (!degenerate && !same_normal(normal, ref->normal, &e)))
        return "the polygon's frame changed with the scale";
    isect_find_result3 f;
    bool test = lib_query(q, x, &f);
    const oracle_polygon_lin_hit *exact = &ref->hit;
    const char *why = check_hit(test, &f, exact->hit, row);
    if (why)
        return why;
    if (!exact->hit)
        return f.flags != 0 || f.count != 0 ? "a miss with flags or a count" : NULL;
    if (f.count != exact->count)
        return "count differs from the exact one";
    if (((f.flags & ISECT_TOUCHING) != 0) != exact->touching)
        return "ISECT_TOUCHING differs from the exact one";
    bool point = true;
    for (int i = 0; i < 3; i++)
        point &= q->kind == 2 ? x->a[i] == x->b[i] : x->b[i] == 0;
    if (((f.flags & ISECT_DEGENERATE) != 0) != (degenerate || point))
        return "ISECT_DEGENERATE differs from a point component or collinear vertices";
    if (f.flags & (ISECT_INVALID | ISECT_STARTED_INSIDE | ISECT_ENDED_INSIDE))
        return "unexpected flags";
    if (!(f.t[0] <= f.t[1]))
        return "t[0] > t[1]";
    /* (a t below the normal range of isect_real is rounded to its subnormal spacing, a
     * relative error the normalisation does not cover) */
    if (exact->count == 1 && !exact->touching && exact->slope_sign != 0 &&
        fabsl(exact->t_wide[0]) >= CHECK_MIN)
        return check_crossing(q, x, ref, k, e, normal, &f, row);
    return NULL;
}

void polygon_lin_explain(const polygon_lin_query *q, const gen_polygon_lin *x,
                         const polygon_lin_ref *ref, int k) {
    (void)k;
    printf("  %s, rule %d, family %s:\n",
           q->kind == 2 ? "segment" : (q->kind == 1 ? "ray" : "line"), (int)x->rule, x->family);
    check_print_coords("    a =", x->a, 3);
    check_print_coords("    b =", x->b, 3);
    polygon_print(&x->poly);
    double normal[3];
    isect_projection3 frame = lib_frame(x, normal);
    printf("    frame: axis %d flags 0x%x normal %a %a %a (at scale 1: axis %d normal %a %a %a)\n",
           frame.axis, frame.flags, normal[0], normal[1], normal[2], ref->frame.axis,
           ref->normal[0], ref->normal[1], ref->normal[2]);
    isect_find_result3 f;
    bool test = lib_query(q, x, &f);
    printf("    got: test %d\n", test);
    check_print_find(&f, 3);
    printf("    exact: hit %d count %d touching %d t %La %La\n", ref->hit.hit, ref->hit.count,
           ref->hit.touching, ref->hit.t_wide[0], ref->hit.t_wide[1]);
}

CHECK_FAMILY(polygon_lin, "polygon_lin", POLYGON_LIN_QUERIES, gen_polygon_lin, polygon_lin_ref);
