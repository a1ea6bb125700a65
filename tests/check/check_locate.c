/* Point location; see check_locate.h. */
#include "check/check_locate.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

/* The documented bound (isect/locate.h), in units of u |lambda_i|. */
#define BOUND_BARY 10.0

const locate_query locate_queries[LOCATE_QUERIES] = {
    {"classify_point2_tri2", GEN_LOC_TRI2, false},
    {"classify_point3_tri3", GEN_LOC_TRI3, false},
    {"classify_point3_tet3", GEN_LOC_TET3, false},
    {"classify_point3_hull3", GEN_LOC_HULL3, false},
    {"barycentric_point2_tri2", GEN_LOC_TRI2, true},
    {"barycentric_point3_tri3", GEN_LOC_TRI3, true},
};

void locate_generate(gen_rng *rng, const locate_query *q, int mode, gen_locate *x) {
    if (mode == 0)
        gen_locate_uniform(rng, q->shape, x);
    else if (mode == 1)
        gen_locate_adversarial(rng, q->shape, x);
    else
        gen_locate_invalid(rng, q->shape, x);
}

int locate_lengths(const locate_query *q, gen_locate *x, isect_real **v) {
    (void)q;
    return gen_locate_lengths(x, v);
}

static bool case_valid(const gen_locate *x) {
    bool ok = true;
    for (int i = 0; i < x->dim; i++)
        ok &= isfinite(x->p[i]) != 0;
    if (x->shape != GEN_LOC_HULL3) {
        for (int k = 0; k < x->count; k++)
            for (int i = 0; i < x->dim; i++)
                ok &= isfinite(x->v[k][i]) != 0;
        return ok;
    }
    ok &= x->count > 0;
    for (int j = 0; j < x->count; j++) {
        ok &= isfinite(x->o[j]) && isfinite(x->n[j][0]) && isfinite(x->n[j][1]) &&
              isfinite(x->n[j][2]);
        ok &= x->n[j][0] != 0 || x->n[j][1] != 0 || x->n[j][2] != 0;
    }
    return ok;
}

bool locate_reference(const locate_query *q, const gen_locate *x, oracle_locate *ref) {
    (void)q;
    if (!case_valid(x))
        return false;
    double p[3], v[4][3], n[GEN_LOC_PLANES][3], o[GEN_LOC_PLANES];
    check_widen3(x->p, p);
    for (int k = 0; k < 4; k++)
        check_widen3(x->v[k], v[k]);
    for (int j = 0; j < x->count && x->shape == GEN_LOC_HULL3; j++) {
        check_widen3(x->n[j], n[j]);
        o[j] = x->o[j];
    }
    if (x->shape == GEN_LOC_TRI2 || x->shape == GEN_LOC_TRI3)
        oracle_locate_tri(x->dim, (const double(*)[3])v, p, ref);
    else if (x->shape == GEN_LOC_TET3)
        oracle_locate_tet((const double(*)[3])v, p, ref);
    else
        oracle_locate_hull(x->count, (const double(*)[3])n, o, p, ref);
    return true;
}

/* The library's answers: the location (vertices as given), the same with the vertices
 * reversed (a hull: planes reversed) and rotated, and the barycentric result. */
typedef struct answer {
    isect_location loc, loc_reversed, loc_rotated;
    isect_barycentric_result bary;
} answer;

/* Vertex order: 0 as given, 1 reversed, 2 rotated by one. */
static int vertex_at(int order, int n, int k) {
    return order == 0 ? k : order == 1 ? n - 1 - k : (k + 1) % n;
}

static isect_location classify(const gen_locate *x, int order) {
    if (x->shape == GEN_LOC_HULL3) {
        isect_plane3 planes[GEN_LOC_PLANES];
        for (int j = 0; j < x->count; j++) {
            int s = order == 0 ? j : order == 1 ? x->count - 1 - j : (j + 1) % x->count;
            planes[j] = (isect_plane3){check_vec3(x->n[s]), x->o[s]};
        }
        isect_hull3 h = {NULL, 0, planes, (size_t)x->count};
        return isect_classify_point3_hull3(check_vec3(x->p), &h);
    }
    if (x->shape == GEN_LOC_TET3) {
        isect_tet3 t;
        for (int k = 0; k < 4; k++)
            t.v[k] = check_vec3(x->v[vertex_at(order, 4, k)]);
        return isect_classify_point3_tet3(check_vec3(x->p), &t);
    }
    if (x->shape == GEN_LOC_TRI2) {
        isect_tri2 t;
        for (int k = 0; k < 3; k++)
            t.v[k] = check_vec2(x->v[vertex_at(order, 3, k)]);
        return isect_classify_point2_tri2(check_vec2(x->p), &t);
    }
    isect_tri3 t;
    for (int k = 0; k < 3; k++)
        t.v[k] = check_vec3(x->v[vertex_at(order, 3, k)]);
    return isect_classify_point3_tri3(check_vec3(x->p), &t);
}

static answer ask_library(const locate_query *q, const gen_locate *x) {
    answer a;
    memset(&a, 0, sizeof a);
    a.loc = classify(x, 0);
    a.loc_reversed = classify(x, 1);
    a.loc_rotated = classify(x, 2);
    if (q->bary && x->shape == GEN_LOC_TRI2) {
        isect_tri2 t = {{check_vec2(x->v[0]), check_vec2(x->v[1]), check_vec2(x->v[2])}};
        a.bary = isect_barycentric_point2_tri2(check_vec2(x->p), &t);
    } else if (q->bary) {
        isect_tri3 t = {{check_vec3(x->v[0]), check_vec3(x->v[1]), check_vec3(x->v[2])}};
        a.bary = isect_barycentric_point3_tri3(check_vec3(x->p), &t);
    }
    return a;
}

static const char *check_bary(const isect_barycentric_result *b, const oracle_locate *ref,
                              oracle_row *row) {
    if (ref->degenerate) {
        if (b->flags != ISECT_DEGENERATE)
            return "a degenerate triangle's flags are not exactly ISECT_DEGENERATE";
        if (b->bary[0] != 0 || b->bary[1] != 0 || b->bary[2] != 0)
            return "a degenerate triangle's bary is not all 0";
        return NULL;
    }
    if (b->flags & ~(unsigned)ISECT_SATURATED)
        return "flags other than ISECT_SATURATED";
    check_sat sat = {false, false};
    long double sum = 0, mag = 0;
    for (int i = 0; i < 3; i++) {
        int s = b->bary[i] > 0 ? 1 : b->bary[i] < 0 ? -1 : 0;
        if (s != ref->bary_sign[i])
            return ref->bary_sign[i] == 0 ? "bary not 0 where the exact coordinate is"
                                          : "bary's sign differs from the exact one";
        long double err = check_err(b->bary[i], ref->bary[i], &sat);
        double e = check_normalised(err, 1, fabsl(ref->bary[i]));
        check_record(&row->err_t, e);
        if (e > BOUND_BARY)
            return "bary beyond 10 u |lambda|";
        sum += b->bary[i];
        mag += fabsl(ref->bary[i]);
    }
    if (!sat.at_max && isfinite((double)mag) && mag < 0x1p100L)
        check_record(&row->err_point, check_normalised(fabsl(sum - 1), 1, mag));
    return check_saturation(b->flags, &sat);
}

const char *locate_check(const locate_query *q, const gen_locate *x, const oracle_locate *ref,
                         int k, oracle_row *row) {
    (void)k;
    answer a = ask_library(q, x);
    static const isect_location want[3] = {ISECT_INSIDE, ISECT_ON_BOUNDARY, ISECT_OUTSIDE};
    isect_location exact = want[ref->location + 1];
    if (a.loc != exact || a.loc_reversed != exact || a.loc_rotated != exact) {
        row->disagreements++;
        row->false_hits += check_location_sign(a.loc) < ref->location;
        row->false_misses += check_location_sign(a.loc) > ref->location;
        return a.loc != exact ? "the location differs from the exact one"
                              : "the reordered vertices (planes) give another location";
    }
    if (!q->bary)
        return NULL;
    if (a.bary.location != exact) {
        row->disagreements++;
        return "the barycentric result's location differs from the exact one";
    }
    return check_bary(&a.bary, ref, row);
}

const char *locate_check_invalid(const locate_query *q, const gen_locate *x) {
    answer a = ask_library(q, x);
    if (a.loc != ISECT_LOCATION_INVALID || a.loc_reversed != ISECT_LOCATION_INVALID ||
        a.loc_rotated != ISECT_LOCATION_INVALID)
        return "invalid input not ISECT_LOCATION_INVALID";
    if (q->bary && (a.bary.location != ISECT_LOCATION_INVALID || a.bary.flags != ISECT_INVALID ||
                    a.bary.bary[0] != 0 || a.bary.bary[1] != 0 || a.bary.bary[2] != 0))
        return "invalid input's barycentric result not the invalid one";
    return NULL;
}

void locate_print(const gen_locate *x) {
    static const char *const names[] = {"triangle (2D)", "triangle (3D)", "tetrahedron", "hull"};
    printf("  %s, family %s:\n", names[x->shape], x->family);
    check_print_coords("    p  =", x->p, x->dim);
    if (x->shape != GEN_LOC_HULL3) {
        for (int k = 0; k < x->count; k++)
            check_print_coords("    v  =", x->v[k], x->dim);
        return;
    }
    for (int j = 0; j < x->count; j++) {
        check_print_coords("    n  =", x->n[j], 3);
        check_print_coords("    o  =", &x->o[j], 1);
    }
}

void locate_explain(const locate_query *q, const gen_locate *x, const oracle_locate *ref, int k) {
    (void)k;
    locate_print(x);
    answer a = ask_library(q, x);
    printf("    got: location %d (reversed %d, rotated %d)\n", (int)a.loc, (int)a.loc_reversed,
           (int)a.loc_rotated);
    if (q->bary)
        printf("         bary %a %a %a flags %u location %d\n", (double)a.bary.bary[0],
               (double)a.bary.bary[1], (double)a.bary.bary[2], a.bary.flags, (int)a.bary.location);
    printf("    exact: location %d (-1 in, 0 boundary, 1 out) degenerate %d bary %La %La %La\n",
           ref->location, ref->degenerate, ref->bary[0], ref->bary[1], ref->bary[2]);
}

CHECK_FAMILY(locate, "locate", LOCATE_QUERIES, gen_locate, oracle_locate);
