/* Lines, rays and segments against planes; see check_plane.h. */
#include "check/check_plane.h"

#include "check/check_invalid.h"

#include <math.h>
#include <stdio.h>

/* Documented bounds (docs/plane.md), in units of isect_real's unit roundoff u. */
#define BOUND_T 8.0
#define BOUND_POINT (BOUND_T + 1)
#define BOUND_DIST 5.0
#define BOUND_DIST_SQ 11.0
#define BOUND_FOOT 8.0

const plane_query plane_queries[PLANE_QUERIES] = {
    {"classify_point3_plane3", -1, false}, {"classify_point3_plane3p", -1, true},
    {"test_line3_plane3", 0, false},       {"test_ray3_plane3", 1, false},
    {"test_seg3_plane3", 2, false},        {"test_line3_plane3p", 0, true},
    {"test_ray3_plane3p", 1, true},        {"test_seg3_plane3p", 2, true},
    {"distance_point3_plane3", -2, false}, {"distance_point3_plane3p", -2, true},
    {"closest_point3_plane3", -3, false},  {"closest_point3_plane3p", -3, true},
};

oracle_plane plane_oracle_of(const gen_plane_case *x) {
    oracle_plane p;
    p.three = x->three;
    check_widen3(x->n, p.n);
    p.o = x->o;
    check_widen3(x->pa, p.a);
    check_widen3(x->pb, p.b);
    check_widen3(x->pc, p.c);
    return p;
}

void plane_generate(gen_rng *rng, const plane_query *q, int mode, gen_plane_case *x) {
    int kind = q->kind < 0 ? 2 : q->kind;
    if (mode == 0)
        gen_plane_uniform(rng, kind, q->three, x);
    else if (mode == 1)
        gen_plane_adversarial(rng, kind, q->three, x);
    else
        gen_plane_invalid(rng, kind, q->three, x);
}

bool plane_reference(const plane_query *q, const gen_plane_case *x, plane_ref *ref) {
    *ref = (plane_ref){0, {0}, {0}};
    oracle_plane p = plane_oracle_of(x);
    bool finite_plane = x->three
                            ? check_finite3(x->pa) && check_finite3(x->pb) && check_finite3(x->pc)
                            : check_finite3(x->n) && isfinite(x->o);
    if (!finite_plane || !check_finite3(x->a) || (q->kind >= 0 && !check_finite3(x->b)) ||
        !oracle_plane_valid(&p))
        return false;
    double a[3], b[3];
    check_widen3(x->a, a);
    check_widen3(x->b, b);
    if (q->kind < 0)
        ref->side = oracle_plane_side(&p, a);
    if (q->kind < -1)
        ref->point = oracle_point_plane_distance(&p, a);
    else if (q->kind >= 0)
        ref->hit = oracle_lin_plane((oracle_kind)q->kind, a, b, &p);
    return true;
}

static isect_location classify(const gen_plane_case *x) {
    isect_plane3 plane = {check_vec3(x->n), x->o};
    isect_plane3p pp = {check_vec3(x->pa), check_vec3(x->pb), check_vec3(x->pc)};
    return x->three ? isect_classify_point3_plane3p(check_vec3(x->a), &pp)
                    : isect_classify_point3_plane3(check_vec3(x->a), &plane);
}

/* The library's test and find for the case. */
static bool lib_query(const plane_query *q, const gen_plane_case *x, isect_find_result3 *found) {
    isect_plane3 plane = {check_vec3(x->n), x->o};
    isect_plane3p pp = {check_vec3(x->pa), check_vec3(x->pb), check_vec3(x->pc)};
    isect_line3 line = {check_vec3(x->a), check_vec3(x->b)};
    isect_ray3 ray = {check_vec3(x->a), check_vec3(x->b)};
    isect_seg3 seg = {check_vec3(x->a), check_vec3(x->b)};
    switch (q->kind + 3 * q->three) {
    case 0:
        *found = isect_find_line3_plane3(&line, &plane);
        return isect_test_line3_plane3(&line, &plane);
    case 1:
        *found = isect_find_ray3_plane3(&ray, &plane);
        return isect_test_ray3_plane3(&ray, &plane);
    case 2:
        *found = isect_find_seg3_plane3(&seg, &plane);
        return isect_test_seg3_plane3(&seg, &plane);
    case 3:
        *found = isect_find_line3_plane3p(&line, &pp);
        return isect_test_line3_plane3p(&line, &pp);
    case 4: *found = isect_find_ray3_plane3p(&ray, &pp); return isect_test_ray3_plane3p(&ray, &pp);
    default: *found = isect_find_seg3_plane3p(&seg, &pp); return isect_test_seg3_plane3p(&seg, &pp);
    }
}

static isect_distance_result lib_distance(const gen_plane_case *x) {
    isect_plane3 plane = {check_vec3(x->n), x->o};
    isect_plane3p pp = {check_vec3(x->pa), check_vec3(x->pb), check_vec3(x->pc)};
    return x->three ? isect_distance_point3_plane3p(check_vec3(x->a), &pp)
                    : isect_distance_point3_plane3(check_vec3(x->a), &plane);
}

static isect_closest_result3 lib_closest(const gen_plane_case *x) {
    isect_plane3 plane = {check_vec3(x->n), x->o};
    isect_plane3p pp = {check_vec3(x->pa), check_vec3(x->pb), check_vec3(x->pc)};
    return x->three ? isect_closest_point3_plane3p(check_vec3(x->a), &pp)
                    : isect_closest_point3_plane3(check_vec3(x->a), &plane);
}

/* Distance and closest point against the exact ones (see the header); k: the scale. */
static const char *check_point(const plane_query *q, const gen_plane_case *x, const plane_ref *ref,
                               int k, oracle_row *row) {
    const oracle_point_plane *e = &ref->point;
    long double dist = ldexpl(e->dist, k), dsq = ldexpl(e->dist_sq, 2 * k);
    check_sat sat = {false, false};
    if (q->kind == -2) {
        isect_distance_result r = lib_distance(x);
        if (r.flags & ~(unsigned)ISECT_SATURATED)
            return "unexpected flags";
        int s = r.distance > 0 ? 1 : (r.distance < 0 ? -1 : 0);
        if (s != e->side) {
            row->disagreements++;
            return "the distance's sign differs from the exact side";
        }
        double err = check_normalised(check_err(r.distance, dist, &sat), 1, fabsl(dist));
        row->err_t = fmax(row->err_t, err);
        if (!(err <= BOUND_DIST))
            return "distance outside its documented error bound";
        return check_saturation(r.flags, &sat);
    }
    isect_closest_result3 r = lib_closest(x);
    if (r.flags & ~(unsigned)ISECT_SATURATED)
        return "unexpected flags";
    if (r.s != 0 || r.t != 0 || r.point_a.x != x->a[0] || r.point_a.y != x->a[1] ||
        r.point_a.z != x->a[2])
        return "point_a is not p, or s, t not 0";
    if ((r.dist_sq == 0) != (e->side == 0)) {
        row->disagreements++;
        return "dist_sq == 0 differs from the point lying on the plane";
    }
    if (e->side == 0 &&
        (r.point_b.x != x->a[0] || r.point_b.y != x->a[1] || r.point_b.z != x->a[2]))
        return "a point on the plane with a foot other than itself";
    double err = check_normalised(check_err(r.dist_sq, dsq, &sat), 1, dsq);
    row->err_t = fmax(row->err_t, err);
    if (!(err <= BOUND_DIST_SQ))
        return "dist_sq outside its documented error bound";
    isect_real got[3] = {r.point_b.x, r.point_b.y, r.point_b.z};
    long double worst = 0;
    for (int i = 0; i < 3; i++)
        worst = fmaxl(worst, check_err(got[i], ldexpl(e->foot[i], k), &sat));
    long double scale = fmaxl(fabsl(x->a[0]), fmaxl(fabsl(x->a[1]), fabsl(x->a[2]))) + fabsl(dist);
    double ef = check_normalised(worst, 1, scale);
    row->err_point = fmax(row->err_point, ef);
    if (!(ef <= BOUND_FOOT))
        return "the foot outside its documented error bound";
    return check_saturation(r.flags, &sat);
}

const char *plane_check_invalid(const plane_query *q, const gen_plane_case *x) {
    if (q->kind == -2)
        return check_invalid_distance(lib_distance(x)) ? NULL : "invalid input not reported";
    if (q->kind == -3)
        return check_invalid_closest3(lib_closest(x)) ? NULL : "invalid input not reported";
    if (q->kind < 0)
        return classify(x) == ISECT_LOCATION_INVALID ? NULL : "invalid input answered";
    isect_find_result3 f;
    bool test = lib_query(q, x, &f);
    return test || f.hit || !(f.flags & ISECT_INVALID) ? "invalid input not reported" : NULL;
}

/* The crossing's t and point against the exact crossing (see the header). */
static const char *check_crossing(const plane_query *q, const gen_plane_case *x,
                                  const oracle_plane_hit *exact, int k, const isect_find_result3 *f,
                                  oracle_row *row) {
    long double d[3], base[3], nlen = 0, su = 0, sv = 0;
    for (int i = 0; i < 3; i++) {
        d[i] = q->kind == 2 ? (long double)x->b[i] - x->a[i] : x->b[i];
        base[i] = x->three ? (long double)x->a[i] - x->pa[i] : x->a[i];
        su += fabsl((long double)x->pb[i] - x->pa[i]);
        sv += fabsl((long double)x->pc[i] - x->pa[i]);
        nlen += fabsl(x->n[i]);
    }
    if (x->three)
        nlen = su * sv;
    long double ts = exact->t_wide;
    long double S = nlen * (check_norm_inf(base) + fabsl(ts) * check_norm_inf(d)) +
                    (x->three ? 0 : fabsl(x->o));
    /* N . d has degree 3 in the lengths for three points, 1 for a normal and an offset */
    long double slope = fabsl(ldexpl(exact->slope_wide, x->three ? 3 * k : k));
    check_sat sat = {false, false};
    long double et = check_err(f->t[0], ts, &sat);
    if (S > 0 && slope != 0) {
        double e = (double)(et * slope / (CHECK_U * S));
        row->err_t = fmax(row->err_t, e);
        if (!(e <= BOUND_T))
            return "t outside its documented error bound";
        double e_pt = check_crossing_point(x->a, d, ts, f->point[0], S, slope, &sat);
        row->err_point = fmax(row->err_point, e_pt);
        if (!(e_pt <= BOUND_POINT))
            return "point outside its documented error bound";
    }
    return check_saturation(f->flags, &sat);
}

static const char *check_find(const plane_query *q, const gen_plane_case *x,
                              const oracle_plane_hit *exact, int k, const isect_find_result3 *f,
                              oracle_row *row) {
    if (f->count != exact->count)
        return "count differs from the exact one";
    if (((f->flags & ISECT_TOUCHING) != 0) != exact->touching)
        return "ISECT_TOUCHING differs from the exact one";
    if (f->flags & (ISECT_INVALID | ISECT_STARTED_INSIDE | ISECT_ENDED_INSIDE))
        return "unexpected flags";
    /* the normal: unit, along the plane's normal, against the direction of travel */
    double normal[3] = {f->normal.x, f->normal.y, f->normal.z};
    double len = sqrt(normal[0] * normal[0] + normal[1] * normal[1] + normal[2] * normal[2]);
    if (fabs(len - 1) > 64 * (double)CHECK_U)
        return "the normal is not unit length";
    if (!x->three) {
        double along = normal[0] * x->n[0] + normal[1] * x->n[1] + normal[2] * x->n[2];
        int want = exact->slope_sign > 0 && exact->count != -1 ? -1 : 1; /* +N: parallel */
        double big = fmax(fabs(x->n[0]), fmax(fabs(x->n[1]), fabs(x->n[2])));
        if (!(along * want > 0) && big > 1e-200)
            return "the normal faces the wrong way";
    }
    if (exact->count == -1) {
        double t0 = q->kind == 0 ? -INFINITY : 0, t1 = q->kind == 2 ? 1 : INFINITY;
        if (f->t[0] != t0 || f->t[1] != t1)
            return "an overlap that is not the whole component";
        return (f->flags & ISECT_SATURATED) ? "ISECT_SATURATED on an overlap" : NULL;
    }
    if (f->t[0] != f->t[1])
        return "a single crossing with t[0] != t[1]";
    return check_crossing(q, x, exact, k, f, row);
}

const char *plane_check(const plane_query *q, const gen_plane_case *x, const plane_ref *ref, int k,
                        oracle_row *row) {
    if (q->kind < -1)
        return check_point(q, x, ref, k, row);
    if (q->kind < 0) {
        isect_location loc = classify(x);
        isect_location want =
            ref->side < 0 ? ISECT_INSIDE : (ref->side == 0 ? ISECT_ON_BOUNDARY : ISECT_OUTSIDE);
        if (loc == want)
            return NULL;
        row->disagreements++;
        row->false_hits += loc == ISECT_ON_BOUNDARY;
        row->false_misses += want == ISECT_ON_BOUNDARY;
        return "classify differs from the exact side";
    }
    const oracle_plane_hit *exact = &ref->hit;
    isect_find_result3 f;
    bool test = lib_query(q, x, &f);
    const char *why = check_hit(test, &f, exact->hit, row);
    if (why)
        return why;
    if (!exact->hit)
        return f.flags != 0 || f.count != 0 ? "a miss with flags or a count" : NULL;
    return check_find(q, x, exact, k, &f, row);
}

void plane_print(const gen_plane_case *x) {
    printf("  family %s:\n", x->family);
    check_print_coords("    a =", x->a, 3);
    check_print_coords("    b =", x->b, 3);
    if (x->three) {
        check_print_coords("    plane a =", x->pa, 3);
        check_print_coords("    plane b =", x->pb, 3);
        check_print_coords("    plane c =", x->pc, 3);
    } else {
        check_print_coords("    normal =", x->n, 3);
        check_print_coords("    offset =", &x->o, 1);
    }
}

void plane_explain(const plane_query *pq, const gen_plane_case *x, const plane_ref *r, int k) {
    plane_print(x);
    if (pq->kind < -1) {
        isect_distance_result d = lib_distance(x);
        isect_closest_result3 c = lib_closest(x);
        printf("    got distance %a flags 0x%x; dist_sq %a foot %a %a %a flags 0x%x\n",
               (double)d.distance, d.flags, (double)c.dist_sq, (double)c.point_b.x,
               (double)c.point_b.y, (double)c.point_b.z, c.flags);
        printf("    exact (unscaled, k = %d): side %d distance %La dist_sq %La foot %La %La %La\n",
               k, r->side, r->point.dist, r->point.dist_sq, r->point.foot[0], r->point.foot[1],
               r->point.foot[2]);
        return;
    }
    if (pq->kind < 0) {
        printf("    got %d, exact side %d\n", classify(x), r->side);
        return;
    }
    isect_find_result3 f;
    bool test = lib_query(pq, x, &f);
    printf("    got: test %d\n", test);
    check_print_find(&f, 3);
    printf("    exact: hit %d count %d touching %d t %La point", r->hit.hit, r->hit.count,
           r->hit.touching, r->hit.t_wide);
    for (int i = 0; i < 3; i++) {
        long double d = pq->kind == 2 ? (long double)x->b[i] - x->a[i] : x->b[i];
        printf(" %La", x->a[i] + r->hit.t_wide * d);
    }
    printf("\n");
    (void)k;
}

int plane_lengths(const plane_query *q, gen_plane_case *x, isect_real **v) {
    (void)q;
    return gen_plane_lengths(x, v);
}

CHECK_FAMILY(plane, "plane", PLANE_QUERIES, gen_plane_case, plane_ref);
