/* Point in polygon; see check_polygon.h. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "check/check_polygon.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

const polygon_query polygon_queries[POLYGON_QUERIES] = {
    {"classify_point2_poly2/even_odd", 2, POLYGON_EVEN_ODD},
    {"classify_point2_poly2/nonzero", 2, POLYGON_NONZERO},
    {"winding_point2_poly2", 2, POLYGON_WINDING},
    {"classify_point3_poly3/even_odd", 3, POLYGON_EVEN_ODD},
    {"classify_point3_poly3/nonzero", 3, POLYGON_NONZERO},
    {"projection_poly3", 3, POLYGON_PROJECTION},
};

void polygon_generate(gen_rng *rng, const polygon_query *q, int mode, gen_poly *x) {
    if (q->dim == 2)
        gen_poly2(rng, mode, x);
    else
        gen_poly3(rng, mode, x);
}

int polygon_lengths(const polygon_query *q, gen_poly *x, isect_real **v) {
    (void)q;
    return gen_poly_lengths(x, v);
}

static bool case_valid(const gen_poly *g) {
    if (g->null_poly || g->null_v || g->n < 3)
        return false;
    for (int i = 0; i < g->dim; i++)
        if (!isfinite(g->p[i]))
            return false;
    for (int k = 0; k < g->n; k++)
        for (int i = 0; i < g->dim; i++)
            if (!isfinite(g->v[k][i]))
                return false;
    return true;
}

/* The exact classification of the plane problem (n vertices at xy, point p) for both
 * rules by two independent exact winding numbers, which must agree. */
static void exact_plane(int n, const double *xy, const double *p, polygon_ref *ref) {
    long w = oracle_winding_quadrants(n, xy, p, &ref->on_boundary);
    if (ref->on_boundary) {
        ref->even_odd = ref->nonzero = ISECT_ON_BOUNDARY;
        ref->winding = 0;
        return;
    }
    long w_ray = oracle_winding_ray(n, xy, p);
    if (w_ray != w)
        fail_msg("the oracle disagrees with itself: winding %ld by quadrants, %ld by a ray", w,
                 w_ray);
    ref->winding = w;
    ref->even_odd = w % 2 != 0 ? ISECT_INSIDE : ISECT_OUTSIDE;
    ref->nonzero = w != 0 ? ISECT_INSIDE : ISECT_OUTSIDE;
}

/* The library's views of the case. */
typedef struct lib_poly {
    isect_vec2 v2[GEN_POLY_MAX];
    isect_vec3 v3[GEN_POLY_MAX];
    isect_poly2 poly2;
    isect_poly3 poly3;
} lib_poly;

static void lib_view(const gen_poly *g, lib_poly *l) {
    for (int k = 0; k < g->n; k++) {
        l->v2[k] = check_vec2(g->v[k]);
        l->v3[k] = check_vec3(g->v[k]);
    }
    l->poly2 = (isect_poly2){g->null_v ? NULL : l->v2, (size_t)g->n};
    l->poly3 = (isect_poly3){g->null_v ? NULL : l->v3, (size_t)g->n};
}

static isect_location lib_classify(const gen_poly *g, isect_fill_rule rule) {
    lib_poly l;
    lib_view(g, &l);
    if (g->dim == 2)
        return isect_classify_point2_poly2(check_vec2(g->p), g->null_poly ? NULL : &l.poly2, rule);
    return isect_classify_point3_poly3(check_vec3(g->p), g->null_poly ? NULL : &l.poly3, rule);
}

static isect_winding_result2 lib_winding(const gen_poly *g) {
    lib_poly l;
    lib_view(g, &l);
    return isect_winding_point2_poly2(check_vec2(g->p), g->null_poly ? NULL : &l.poly2);
}

static isect_projection3 lib_projection(const gen_poly *g) {
    lib_poly l;
    lib_view(g, &l);
    return isect_projection_poly3(g->null_poly ? NULL : &l.poly3);
}

bool polygon_reference(const polygon_query *q, const gen_poly *x, polygon_ref *ref) {
    memset(ref, 0, sizeof *ref);
    if (!case_valid(x))
        return false;
    double xy[2 * GEN_POLY_MAX], pt[2];
    if (q->dim == 2) {
        for (int k = 0; k < x->n; k++) {
            xy[2 * k] = x->v[k][0];
            xy[2 * k + 1] = x->v[k][1];
        }
        pt[0] = x->p[0];
        pt[1] = x->p[1];
        exact_plane(x->n, xy, pt, ref);
        return true;
    }
    double xyz[3 * GEN_POLY_MAX], p3[3];
    for (int k = 0; k < x->n; k++)
        check_widen3(x->v[k], &xyz[3 * k]);
    check_widen3(x->p, p3);
    ref->collinear = oracle_collinear3(x->n, xyz);
    ref->clear_axis = ref->collinear ? -1 : oracle_clear_axis3(x->n, xyz);
    ref->projection = lib_projection(x);
    if (ref->collinear) { /* the edges in space */
        bool on = false;
        for (int k = 0; k < x->n && !on; k++)
            on = oracle_on_segment3(&xyz[3 * k], &xyz[3 * ((k + 1) % x->n)], p3);
        ref->even_odd = ref->nonzero = on ? ISECT_ON_BOUNDARY : ISECT_OUTSIDE;
        ref->on_boundary = on;
        return true;
    }
    int a = (ref->projection.axis + 1) % 3, b = (ref->projection.axis + 2) % 3;
    for (int k = 0; k < x->n; k++) {
        xy[2 * k] = xyz[3 * k + a];
        xy[2 * k + 1] = xyz[3 * k + b];
    }
    pt[0] = p3[a];
    pt[1] = p3[b];
    exact_plane(x->n, xy, pt, ref);
    return true;
}

const char *polygon_check_invalid(const polygon_query *q, const gen_poly *x) {
    if (q->what == POLYGON_WINDING) {
        isect_winding_result2 w = lib_winding(x);
        return w.flags == ISECT_INVALID && w.winding == 0 && !w.on_boundary
                   ? NULL
                   : "invalid input: a winding number";
    }
    if (q->what == POLYGON_PROJECTION) {
        /* the projection does not look at p */
        bool p_finite = check_finite3(x->p);
        bool invalid = p_finite || x->null_poly || x->null_v || x->n < 3;
        isect_projection3 proj = lib_projection(x);
        return !invalid || (proj.flags == ISECT_INVALID && proj.axis == 2)
                   ? NULL
                   : "invalid input: a projection";
    }
    isect_fill_rule rule = q->what == POLYGON_EVEN_ODD ? ISECT_FILL_EVEN_ODD : ISECT_FILL_NONZERO;
    return lib_classify(x, rule) == ISECT_LOCATION_INVALID ? NULL : "invalid input classified";
}

static bool is_hit(isect_location loc) {
    return loc == ISECT_INSIDE || loc == ISECT_ON_BOUNDARY;
}

static const char *disagree(oracle_row *row, bool lib_hit, bool exact_hit, const char *why) {
    row->disagreements++;
    row->false_hits += lib_hit && !exact_hit;
    row->false_misses += exact_hit && !lib_hit;
    return why;
}

const char *polygon_check(const polygon_query *q, const gen_poly *x, const polygon_ref *ref, int k,
                          oracle_row *row) {
    (void)k; /* every answer here is exact and has no scale */
    if (q->dim == 3) {
        isect_projection3 proj = lib_projection(x);
        if (q->what == POLYGON_PROJECTION) {
            bool flagged = (proj.flags & ISECT_DEGENERATE) != 0;
            if (flagged != ref->collinear || (proj.flags & ~(unsigned)ISECT_DEGENERATE) != 0 ||
                proj.axis < 0 || proj.axis > 2 ||
                (ref->clear_axis >= 0 && ref->clear_axis != proj.axis))
                return disagree(row, false, false, "projection differs from the exact one");
        }
        if (proj.axis != ref->projection.axis || proj.flags != ref->projection.flags)
            return disagree(row, false, false, "the projection changed with the scale");
        if (q->what == POLYGON_PROJECTION)
            return NULL;
    }
    if (q->what == POLYGON_WINDING) {
        isect_winding_result2 w = lib_winding(x);
        if (w.flags == 0 && w.on_boundary == ref->on_boundary && (long)w.winding == ref->winding)
            return NULL;
        return disagree(row, w.on_boundary, ref->on_boundary,
                        "the winding number differs from the exact one");
    }
    bool even_odd = q->what == POLYGON_EVEN_ODD;
    isect_location lib = lib_classify(x, even_odd ? ISECT_FILL_EVEN_ODD : ISECT_FILL_NONZERO);
    isect_location exact = even_odd ? ref->even_odd : ref->nonzero;
    if (lib == exact)
        return NULL;
    return disagree(row, is_hit(lib), is_hit(exact), "classify differs from the exact location");
}

void polygon_print(const gen_poly *x) {
    printf("  family %s, %d vertices:\n", x->family, x->n);
    check_print_coords("    p =", x->p, x->dim);
    for (int k = 0; k < x->n; k++)
        check_print_coords("    v =", x->v[k], x->dim);
}

void polygon_explain(const polygon_query *q, const gen_poly *x, const polygon_ref *ref, int k) {
    (void)k;
    polygon_print(x);
    if (q->dim == 3) {
        isect_projection3 proj = lib_projection(x);
        printf("    projection: got axis %d flags 0x%x; at scale 1 axis %d flags 0x%x; exact: "
               "collinear %d, clear axis %d\n",
               proj.axis, proj.flags, ref->projection.axis, ref->projection.flags, ref->collinear,
               ref->clear_axis);
    }
    if (q->what == POLYGON_WINDING) {
        isect_winding_result2 w = lib_winding(x);
        printf("    got winding %ld boundary %d flags 0x%x, exact %ld boundary %d\n",
               (long)w.winding, w.on_boundary, w.flags, ref->winding, ref->on_boundary);
    } else if (q->what != POLYGON_PROJECTION) {
        bool even_odd = q->what == POLYGON_EVEN_ODD;
        printf("    got %d, exact %d\n",
               lib_classify(x, even_odd ? ISECT_FILL_EVEN_ODD : ISECT_FILL_NONZERO),
               even_odd ? ref->even_odd : ref->nonzero);
    }
}

CHECK_FAMILY(polygon, "polygon", POLYGON_QUERIES, gen_poly, polygon_ref);
