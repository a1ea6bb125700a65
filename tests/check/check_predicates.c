/* The exact predicates; see check_predicates.h. */
#include "check/check_predicates.h"

#include <math.h>
#include <stdio.h>

#include "check/check_linear_sphere.h"

const pred_query pred_queries[PRED_QUERIES] = {
    {"orient2d", PRED_ORIENT, 2},
    {"orient3d", PRED_ORIENT, 3},
    {"dot_sign2", PRED_DOT, 2},
    {"dot_sign3", PRED_DOT, 3},
    {"classify_point2_circle2", PRED_POINT_BALL, 2},
    {"classify_point3_sphere3", PRED_POINT_BALL, 3},
    {"classify_point2_capsule2", PRED_POINT_CAPSULE, 2},
    {"classify_point3_capsule3", PRED_POINT_CAPSULE, 3},
};

static bool on_points(const pred_query *q) {
    return q->kind == PRED_ORIENT || q->kind == PRED_DOT;
}

void pred_generate(gen_rng *rng, const pred_query *q, int mode, pred_case *x) {
    if (q->kind == PRED_ORIENT) {
        gen_orient(rng, q->dim, mode, &x->pts);
    } else if (q->kind == PRED_DOT) {
        gen_dot(rng, q->dim, mode, &x->pts);
    } else {
        if (mode == 0)
            gen_lin_ball_uniform(rng, ORACLE_SEGMENT, q->dim, &x->lb);
        else if (mode == 1)
            gen_lin_ball_adversarial(rng, ORACLE_SEGMENT, q->dim, &x->lb);
        else
            gen_lin_ball_invalid(rng, ORACLE_SEGMENT, q->dim, &x->lb);
        if (q->kind == PRED_POINT_BALL) /* the point is the segment's start */
            for (int i = 0; i < 3; i++)
                x->lb.b[i] = x->lb.a[i];
    }
}

bool pred_reference(const pred_query *q, const pred_case *x, int *exact) {
    double p[4][3] = {{0}};
    *exact = 0;
    if (on_points(q)) {
        const gen_points *g = &x->pts;
        for (int k = 0; k < g->n; k++) {
            check_widen3(g->p[k], p[k]);
            for (int i = 0; i < g->dim; i++)
                if (!isfinite(p[k][i]))
                    return false; /* the oracle is only asked about finite input */
        }
        if (q->kind == PRED_ORIENT)
            *exact = q->dim == 2 ? oracle_orient2d(p[0], p[1], p[2])
                                 : oracle_orient3d(p[0], p[1], p[2], p[3]);
        else
            *exact = oracle_dot_sign(q->dim, p[0], p[1], p[2]);
        return true;
    }
    const gen_lin_ball *g = &x->lb;
    double a[3], b[3], c[3], r = g->r;
    check_widen3(g->a, a);
    check_widen3(g->b, b);
    check_widen3(g->c, c);
    bool valid = isfinite(r) && r >= 0;
    for (int i = 0; i < g->dim; i++)
        valid &= isfinite(a[i]) && isfinite(b[i]) && isfinite(c[i]);
    if (!valid)
        return false;
    *exact = q->kind == PRED_POINT_BALL ? oracle_point_ball_sign(g->dim, a, c, r)
                                        : oracle_lin_ball_sign(ORACLE_SEGMENT, g->dim, a, b, c, r);
    return true;
}

int pred_answer(const pred_query *q, const pred_case *x) {
    const gen_points *g = &x->pts;
    const gen_lin_ball *b = &x->lb;
    switch (q->kind) {
    case PRED_ORIENT:
        return q->dim == 2
                   ? isect_orient2d(check_vec2(g->p[0]), check_vec2(g->p[1]), check_vec2(g->p[2]))
                   : isect_orient3d(check_vec3(g->p[0]), check_vec3(g->p[1]), check_vec3(g->p[2]),
                                    check_vec3(g->p[3]));
    case PRED_DOT:
        return q->dim == 2
                   ? isect_dot_sign2(check_vec2(g->p[0]), check_vec2(g->p[1]), check_vec2(g->p[2]))
                   : isect_dot_sign3(check_vec3(g->p[0]), check_vec3(g->p[1]), check_vec3(g->p[2]));
    case PRED_POINT_BALL: /* point a, ball (c, r) */
        return check_location_sign(
            q->dim == 2 ? isect_classify_point2_circle2(check_vec2(b->a),
                                                        &(isect_circle2){check_vec2(b->c), b->r})
                        : isect_classify_point3_sphere3(check_vec3(b->a),
                                                        &(isect_sphere3){check_vec3(b->c), b->r}));
    default: /* point c, capsule (a, b, r) */
        return check_location_sign(
            q->dim == 2
                ? isect_classify_point2_capsule2(
                      check_vec2(b->c), &(isect_capsule2){check_vec2(b->a), check_vec2(b->b), b->r})
                : isect_classify_point3_capsule3(
                      check_vec3(b->c),
                      &(isect_capsule3){check_vec3(b->a), check_vec3(b->b), b->r}));
    }
}

const char *pred_check(const pred_query *q, const pred_case *x, const int *ref, int k,
                       oracle_row *row) {
    (void)k; /* a sign has no scale */
    int lib = pred_answer(q, x), exact = *ref;
    if (lib == exact)
        return NULL;
    bool lib_hit = on_points(q) ? lib == 0 : lib <= 0;
    bool exact_hit = on_points(q) ? exact == 0 : exact <= 0;
    row->disagreements++;
    row->false_hits += lib_hit && !exact_hit;
    row->false_misses += exact_hit && !lib_hit;
    static char why[96];
    snprintf(why, sizeof why, "answered %d, the exact sign is %d", lib, exact);
    return why;
}

int pred_lengths(const pred_query *q, pred_case *x, isect_real **v) {
    return on_points(q) ? gen_points_lengths(&x->pts, v) : gen_lin_ball_lengths(&x->lb, v);
}

void pred_print(const pred_query *q, const pred_case *x) {
    if (!on_points(q)) {
        linear_sphere_print(&x->lb);
        return;
    }
    printf("  family %s:\n", x->pts.family);
    for (int k = 0; k < x->pts.n; k++)
        check_print_coords("    p =", x->pts.p[k], x->pts.dim);
}

void pred_explain(const pred_query *q, const pred_case *x, const int *exact, int k) {
    (void)k;
    pred_print(q, x);
    printf("    got %d, exact %d\n", pred_answer(q, x), *exact);
}

CHECK_FAMILY(pred, "predicates", PRED_QUERIES, pred_case, int);
