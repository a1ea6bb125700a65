/* The public exact predicates (isect/predicates.h) against the GMP oracle.
 *
 * For each predicate: ISECT_ORACLE_CASES uniform and as many adversarial cases (default
 * 20000 each; `make oracle` runs 10^6) and a twentieth as many invalid ones. Every valid
 * answer must equal the exact one, every invalid input must give the invalid value, and
 * the filtered fast path, called on its own (white box), must never certify a wrong sign;
 * how often it cannot decide is reported. For sign predicates a "hit" is the answer 0 (on
 * the line, plane or boundary); for point-versus-shape predicates it is "inside or on the
 * boundary". */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "ball_sign.h"
#include "gen/gen.h"
#include "isect/isect.h"
#include "oracle/oracle.h"
#include "predicates_filter.h"

typedef enum family { ORIENT, DOT, POINT_BALL, POINT_CAPSULE } family;

typedef struct predicate {
    const char *name;
    family fam;
    int dim;
} predicate;

static predicate predicates[] = {
    {"orient2d", ORIENT, 2},
    {"orient3d", ORIENT, 3},
    {"dot_sign2", DOT, 2},
    {"dot_sign3", DOT, 3},
    {"classify_point2_circle2", POINT_BALL, 2},
    {"classify_point3_sphere3", POINT_BALL, 3},
    {"classify_point2_capsule2", POINT_CAPSULE, 2},
    {"classify_point3_capsule3", POINT_CAPSULE, 3},
};

/* One case for any predicate: points (orient, dot) or a segment-ball case. */
typedef struct any_case {
    gen_points pts;
    gen_lin_ball lb;
} any_case;

static void generate(gen_rng *rng, const predicate *q, int mode, any_case *x) {
    if (q->fam == ORIENT) {
        gen_orient(rng, q->dim, mode, &x->pts);
    } else if (q->fam == DOT) {
        gen_dot(rng, q->dim, mode, &x->pts);
    } else {
        if (mode == 0)
            gen_lin_ball_uniform(rng, ORACLE_SEGMENT, q->dim, &x->lb);
        else if (mode == 1)
            gen_lin_ball_adversarial(rng, ORACLE_SEGMENT, q->dim, &x->lb);
        else
            gen_lin_ball_invalid(rng, ORACLE_SEGMENT, q->dim, &x->lb);
        if (q->fam == POINT_BALL) /* the point is the segment's start */
            for (int i = 0; i < 3; i++)
                x->lb.b[i] = x->lb.a[i];
    }
}

static void widen(const isect_real *in, double *out) {
    for (int i = 0; i < 3; i++)
        out[i] = in[i];
}

static isect_vec2 v2(const isect_real *p) {
    return (isect_vec2){p[0], p[1]};
}

static isect_vec3 v3(const isect_real *p) {
    return (isect_vec3){p[0], p[1], p[2]};
}

/* A location as the sign of dist^2 - r^2 (invalid stays apart). */
static int location_sign(isect_location loc) {
    switch (loc) {
    case ISECT_INSIDE: return -1;
    case ISECT_ON_BOUNDARY: return 0;
    case ISECT_OUTSIDE: return 1;
    default: return ISECT_SIGN_INVALID;
    }
}

/* The library's answer, the exact answer, and the filter's verdict, as signs. */
static void evaluate(const predicate *q, const any_case *x, int *lib, int *exact, bool *valid,
                     bool *filter_decided, int *filter_sign) {
    double p[4][3] = {{0}};
    *filter_decided = false;
    *filter_sign = 0;
    if (q->fam == ORIENT || q->fam == DOT) {
        const gen_points *g = &x->pts;
        *valid = true;
        for (int k = 0; k < g->n; k++) {
            widen(g->p[k], p[k]);
            for (int i = 0; i < g->dim; i++)
                *valid &= isfinite(p[k][i]) != 0;
        }
        *exact = 0; /* the oracle is only asked about finite input (GMP traps on NaN) */
        if (q->fam == ORIENT && q->dim == 2) {
            *lib = isect_orient2d(v2(g->p[0]), v2(g->p[1]), v2(g->p[2]));
            if (*valid)
                *exact = oracle_orient2d(p[0], p[1], p[2]);
            *filter_decided = isect_filter_orient2d(p[0][0], p[0][1], p[1][0], p[1][1], p[2][0],
                                                    p[2][1], filter_sign);
        } else if (q->fam == ORIENT) {
            *lib = isect_orient3d(v3(g->p[0]), v3(g->p[1]), v3(g->p[2]), v3(g->p[3]));
            if (*valid)
                *exact = oracle_orient3d(p[0], p[1], p[2], p[3]);
            *filter_decided = isect_filter_orient3d(p[0], p[1], p[2], p[3], filter_sign);
        } else {
            *lib = q->dim == 2 ? isect_dot_sign2(v2(g->p[0]), v2(g->p[1]), v2(g->p[2]))
                               : isect_dot_sign3(v3(g->p[0]), v3(g->p[1]), v3(g->p[2]));
            if (*valid)
                *exact = oracle_dot_sign(q->dim, p[0], p[1], p[2]);
            *filter_decided = q->dim == 2 ? isect_filter_dot_sign(p[0], p[1], p[2], 2, filter_sign)
                                          : isect_filter_dot_sign(p[0], p[1], p[2], 3, filter_sign);
        }
        return;
    }
    const gen_lin_ball *g = &x->lb;
    double a[3], b[3], c[3], r = g->r;
    widen(g->a, a);
    widen(g->b, b);
    widen(g->c, c);
    *valid = isfinite(r) && r >= 0;
    for (int i = 0; i < g->dim; i++)
        *valid &= isfinite(a[i]) && isfinite(b[i]) && isfinite(c[i]);
    isect_location loc;
    if (q->fam == POINT_BALL) { /* point a, ball (c, r) */
        loc = q->dim == 2
                  ? isect_classify_point2_circle2(v2(g->a), &(isect_circle2){v2(g->c), g->r})
                  : isect_classify_point3_sphere3(v3(g->a), &(isect_sphere3){v3(g->c), g->r});
        *exact = *valid ? oracle_point_ball_sign(g->dim, a, c, r) : 0;
        if (*valid)
            *filter_decided = g->dim == 2 ? isect_filter_point_ball(a, c, r, 2, filter_sign)
                                          : isect_filter_point_ball(a, c, r, 3, filter_sign);
    } else { /* point c, capsule (a, b, r) */
        loc = q->dim == 2
                  ? isect_classify_point2_capsule2(v2(g->c),
                                                   &(isect_capsule2){v2(g->a), v2(g->b), g->r})
                  : isect_classify_point3_capsule3(v3(g->c),
                                                   &(isect_capsule3){v3(g->a), v3(g->b), g->r});
        *exact = *valid ? oracle_lin_ball_sign(ORACLE_SEGMENT, g->dim, a, b, c, r) : 0;
        isect_lin seg = {ISECT_LIN_SEGMENT, g->dim, {a[0], a[1], a[2]}, {b[0], b[1], b[2]}};
        if (*valid)
            *filter_decided = isect_filter_lin_ball(&seg, c, r, filter_sign);
    }
    *lib = location_sign(loc);
}

static void run_predicate(void **state) {
    const predicate *q = *state;
    long n = oracle_cases_per_mode();
    oracle_row row = {0};
    row.query = q->name;
    row.err_t = row.err_point = row.err_normal = -1;
    gen_rng rng;
    gen_seed(&rng, oracle_seed() * 977 + (uint64_t)q->fam * 13 + (uint64_t)q->dim);
    for (int mode = 0; mode < 3; mode++) {
        long count = mode == 2 ? n / 20 + 1 : n;
        for (long i = 0; i < count; i++) {
            any_case x;
            generate(&rng, q, mode, &x);
            int lib, exact, filter_sign;
            bool valid, decided;
            evaluate(q, &x, &lib, &exact, &valid, &decided, &filter_sign);
            row.cases++;
            if (!valid) {
                if (lib != ISECT_SIGN_INVALID)
                    fail_msg("%s: invalid input answered %d (case %ld)", q->name, lib, i);
                continue;
            }
            if (mode < 2) {
                row.filtered[mode]++;
                row.fell_through[mode] += !decided;
            }
            if (decided && filter_sign != exact)
                fail_msg("%s: the filter certified %d, the exact sign is %d (case %ld of mode %d)",
                         q->name, filter_sign, exact, i, mode);
            if (lib != exact) {
                bool lib_hit = q->fam == ORIENT || q->fam == DOT ? lib == 0 : lib <= 0;
                bool exact_hit = q->fam == ORIENT || q->fam == DOT ? exact == 0 : exact <= 0;
                row.disagreements++;
                row.false_hits += lib_hit && !exact_hit;
                row.false_misses += exact_hit && !lib_hit;
                fail_msg("%s: answered %d, the exact sign is %d (case %ld of mode %d, family %s)",
                         q->name, lib, exact, i, mode, q->fam <= DOT ? x.pts.family : x.lb.family);
            }
        }
    }
    oracle_print_row(&row);
}

int main(void) {
    enum { NP = sizeof predicates / sizeof predicates[0] };
    struct CMUnitTest tests[NP];
    for (int i = 0; i < NP; i++)
        tests[i] =
            (struct CMUnitTest){predicates[i].name, run_predicate, NULL, NULL, &predicates[i]};
    oracle_print_header();
    return cmocka_run_group_tests_name("oracle_predicates", tests, NULL, NULL);
}
