/* Closest point of a line, ray or segment to a point; see check_closest_point.h. */
#include "check/check_closest_point.h"

#include <math.h>
#include <stdio.h>

#include "check/check_linear_sphere.h"

/* Documented bounds (isect/closest_point.h): in units of u times the scale S, and for the
 * distance also of u times the local scale L. */
#define BOUND 16.0
#define BOUND_LOCAL 16.0

const closest_point_query closest_point_queries[CLOSEST_POINT_QUERIES] = {
    {"closest_point2_seg2", ORACLE_SEGMENT, 2}, {"closest_point2_ray2", ORACLE_RAY, 2},
    {"closest_point2_line2", ORACLE_LINE, 2},   {"closest_point3_seg3", ORACLE_SEGMENT, 3},
    {"closest_point3_ray3", ORACLE_RAY, 3},     {"closest_point3_line3", ORACLE_LINE, 3},
};

void closest_point_generate(gen_rng *rng, const closest_point_query *q, int mode, gen_lin_ball *x) {
    linear_sphere_generate(rng, &(linear_sphere_query){q->name, q->kind, q->dim}, mode, x);
    if (mode < 2)
        x->r = 0; /* not part of the question */
}

int closest_point_lengths(const closest_point_query *q, gen_lin_ball *x, isect_real **v) {
    (void)q;
    return gen_lin_ball_lengths(x, v);
}

static bool case_valid(const gen_lin_ball *x) {
    for (int i = 0; i < x->dim; i++)
        if (!isfinite(x->c[i]) || !isfinite(x->a[i]) || !isfinite(x->b[i]))
            return false;
    return true;
}

bool closest_point_reference(const closest_point_query *q, const gen_lin_ball *x,
                             oracle_closest *ref) {
    if (!case_valid(x))
        return false;
    double p[3], a[3], b[3];
    check_widen3(x->c, p);
    check_widen3(x->a, a);
    check_widen3(x->b, b);
    oracle_closest_point((oracle_kind)q->kind, q->dim, p, a, b, ref);
    return true;
}

/* The library's answer in 3D shape. */
static isect_closest_result3 ask_library(const closest_point_query *q, const gen_lin_ball *x) {
    if (q->dim == 3) {
        isect_vec3 p = check_vec3(x->c), a = check_vec3(x->a), b = check_vec3(x->b);
        isect_seg3 seg = {a, b};
        isect_ray3 ray = {a, b};
        isect_line3 line = {a, b};
        return q->kind == ORACLE_SEGMENT ? isect_closest_point3_seg3(p, &seg)
               : q->kind == ORACLE_RAY   ? isect_closest_point3_ray3(p, &ray)
                                         : isect_closest_point3_line3(p, &line);
    }
    isect_vec2 p = check_vec2(x->c), a = check_vec2(x->a), b = check_vec2(x->b);
    isect_seg2 seg = {a, b};
    isect_ray2 ray = {a, b};
    isect_line2 line = {a, b};
    isect_closest_result2 r = q->kind == ORACLE_SEGMENT ? isect_closest_point2_seg2(p, &seg)
                              : q->kind == ORACLE_RAY   ? isect_closest_point2_ray2(p, &ray)
                                                        : isect_closest_point2_line2(p, &line);
    return (isect_closest_result3){
        r.dist_sq, r.s, r.t, {r.point_a.x, r.point_a.y, 0}, {r.point_b.x, r.point_b.y, 0}, r.flags};
}

static bool all_zero(const isect_closest_result3 *r) {
    return r->dist_sq == 0 && r->s == 0 && r->t == 0 && r->point_a.x == 0 && r->point_a.y == 0 &&
           r->point_a.z == 0 && r->point_b.x == 0 && r->point_b.y == 0 && r->point_b.z == 0;
}

const char *closest_point_check_invalid(const closest_point_query *q, const gen_lin_ball *x) {
    isect_closest_result3 r = ask_library(q, x);
    return all_zero(&r) && r.flags == ISECT_INVALID ? NULL : "invalid input: not all zero";
}

/* t, point_b and the distance against the exact values (see the header). */
static const char *check_accuracy(const closest_point_query *q, const gen_lin_ball *x,
                                  const oracle_closest *ref, int k, const isect_closest_result3 *r,
                                  oracle_row *row) {
    bool segment = q->kind == ORACLE_SEGMENT;
    long double dlen = 0, scale = 0, local = 0;
    for (int i = 0; i < q->dim; i++) {
        long double di = segment ? (long double)x->b[i] - x->a[i] : x->b[i];
        dlen += di * di;
        scale = fmaxl(scale, fmaxl(fabsl(x->c[i]), fabsl(x->a[i])));
        local = fmaxl(local, fabsl((long double)x->c[i] - x->a[i]));
        if (segment) {
            scale = fmaxl(scale, fabsl(x->b[i]));
            local = fmaxl(local, fabsl((long double)x->c[i] - x->b[i]));
        }
    }
    dlen = sqrtl(dlen);
    scale = fmaxl(scale, fabsl(ref->t_wide) * dlen);
    check_sat sat = {false, false};
    double et = check_normalised(check_err(r->t, ref->t_wide, &sat), dlen, scale);
    isect_real pb[3] = {r->point_b.x, r->point_b.y, r->point_b.z};
    double ep = 0;
    for (int i = 0; i < q->dim; i++)
        ep = fmax(ep, check_normalised(check_err(pb[i], ldexpl(ref->point[i], k), &sat), 1, scale));
    /* Distance: the error E of dist_sq beyond one subnormal step, as a distance error
     * sqrt(D + E) - sqrt(D) (what an error delta in the distance does to its square). */
    long double d2 = ldexpl(ref->dist_sq, 2 * k), dist = ldexpl(ref->dist, k);
    long double e2 = check_err(r->dist_sq, d2, &sat);
    e2 = e2 > CHECK_TRUE_MIN ? e2 - CHECK_TRUE_MIN : 0;
    long double ed_abs = sqrtl(d2 + e2) - dist;
    double ed = ed_abs > 0 ? (double)(ed_abs / (CHECK_U * scale)) : 0;
    double el = 0;
    if (ed_abs > 0) /* local == 0: p is the component's origin, the distance exactly 0 */
        el = local > 0 ? (double)(ed_abs / (CHECK_U * local)) : INFINITY;
    row->err_t = fmax(row->err_t, et);
    row->err_point = fmax(row->err_point, ep);
    row->err_normal = fmax(row->err_normal, ed);
    if (!(et <= BOUND))
        return "t outside its documented error bound";
    if (!(ep <= BOUND))
        return "point_b outside its documented error bound";
    if (!(ed <= BOUND))
        return "dist_sq outside its documented error bound";
    if (!(el <= BOUND_LOCAL))
        return "dist_sq outside its documented error bound (local scale)";
    return check_saturation(r->flags, &sat);
}

const char *closest_point_check(const closest_point_query *q, const gen_lin_ball *x,
                                const oracle_closest *ref, int k, oracle_row *row) {
    isect_closest_result3 r = ask_library(q, x);
    bool segment = q->kind == ORACLE_SEGMENT, line = q->kind == ORACLE_LINE, point = true;
    for (int i = 0; i < q->dim; i++)
        point &= segment ? x->a[i] == x->b[i] : x->b[i] == 0;
    if ((r.flags & ~(unsigned)ISECT_SATURATED) != (point ? (unsigned)ISECT_DEGENERATE : 0u))
        return "wrong flags";
    isect_vec3 p = check_vec3(x->c);
    if (r.s != 0 || r.point_a.x != p.x || r.point_a.y != p.y || r.point_a.z != p.z)
        return "point_a must be p and s 0";
    if (!(isfinite(r.dist_sq) && isfinite(r.t) && r.dist_sq >= 0 && isfinite(r.point_b.x) &&
          isfinite(r.point_b.y) && isfinite(r.point_b.z)))
        return "non-finite or negative value";
    if ((!line && r.t < 0) || (segment && r.t > 1))
        return "t outside the component's range";
    /* The region, exactly. */
    bool lib_start = r.t == 0, lib_end = segment && r.t == 1;
    if (lib_start != ref->at_start || lib_end != ref->at_end) {
        row->disagreements++;
        row->false_hits += lib_start || lib_end; /* an end where the foot lies between */
        row->false_misses += !(lib_start || lib_end);
        return "region differs from the exact one";
    }
    if (line && (r.t > 0) - (r.t < 0) != ref->t_sign) {
        row->disagreements++;
        return "a line's sign of t differs from the exact one";
    }
    const isect_real *end = lib_start ? x->a : (lib_end ? x->b : NULL);
    if (end &&
        (r.point_b.x != end[0] || r.point_b.y != end[1] || (q->dim == 3 && r.point_b.z != end[2])))
        return "an end must be reported with its own coordinates";
    return check_accuracy(q, x, ref, k, &r, row);
}

void closest_point_explain(const closest_point_query *q, const gen_lin_ball *x,
                           const oracle_closest *ref, int k) {
    linear_sphere_print(x);
    isect_closest_result3 r = ask_library(q, x);
    isect_real pb[3] = {r.point_b.x, r.point_b.y, r.point_b.z};
    printf("    got: t %a dist_sq %a flags 0x%x\n", (double)r.t, (double)r.dist_sq, r.flags);
    check_print_coords("         point_b", pb, q->dim);
    printf("    exact: t %La dist_sq %La point_b", ref->t_wide, ldexpl(ref->dist_sq, 2 * k));
    for (int i = 0; i < q->dim; i++)
        printf(" %La", ldexpl(ref->point[i], k));
    printf("\n");
}

CHECK_FAMILY(closest_point, "closest_point", CLOSEST_POINT_QUERIES, gen_lin_ball, oracle_closest);
