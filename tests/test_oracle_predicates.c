/* The public exact predicates (isect/predicates.h) against the GMP oracle.
 *
 * For each predicate: ISECT_ORACLE_CASES uniform and as many adversarial cases (default
 * 20000 each; `make oracle` runs 10^6) and a twentieth as many invalid ones. Every valid
 * answer must equal the exact one, every invalid input must give the invalid value, and
 * the filtered fast path, called on its own (white box), must never certify a wrong sign;
 * how often it cannot decide is reported. For sign predicates a "hit" is the answer 0 (on
 * the line, plane or boundary); for point-versus-shape predicates it is "inside or on the
 * boundary". The checks themselves are tests/check/check_predicates.c, which the scale
 * test shares; the filters are checked here. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "sign/ball_sign.h"
#include "check/check_predicates.h"
#include "gen/gen.h"
#include "isect/isect.h"
#include "oracle/oracle.h"
#include "sign/predicates.h"

/* White box: does the library's filtered fast path decide the case on its own, and with
 * which sign? */
static bool filter(const pred_query *q, const pred_case *x, int *sign) {
    double p[4][3] = {{0}};
    *sign = 0;
    if (q->kind == PRED_ORIENT || q->kind == PRED_DOT) {
        for (int k = 0; k < x->pts.n; k++)
            check_widen3(x->pts.p[k], p[k]);
        if (q->kind == PRED_ORIENT && q->dim == 2)
            return isect_filter_orient2d(p[0][0], p[0][1], p[1][0], p[1][1], p[2][0], p[2][1],
                                         sign);
        if (q->kind == PRED_ORIENT)
            return isect_filter_orient3d(p[0], p[1], p[2], p[3], sign);
        return q->dim == 2 ? isect_filter_dot_sign(p[0], p[1], p[2], 2, sign)
                           : isect_filter_dot_sign(p[0], p[1], p[2], 3, sign);
    }
    const gen_lin_ball *g = &x->lb;
    double a[3], b[3], c[3];
    check_widen3(g->a, a);
    check_widen3(g->b, b);
    check_widen3(g->c, c);
    if (q->kind == PRED_POINT_BALL)
        return g->dim == 2 ? isect_filter_point_ball(a, c, g->r, 2, sign)
                           : isect_filter_point_ball(a, c, g->r, 3, sign);
    isect_lin seg = {ISECT_LIN_SEGMENT, g->dim, {a[0], a[1], a[2]}, {b[0], b[1], b[2]}};
    return isect_filter_lin_ball(&seg, c, g->r, sign);
}

static void run_predicate(void **state) {
    const pred_query *q = &pred_queries[check_query_index(state)];
    long n = oracle_cases_per_mode();
    oracle_row row = {0};
    row.query = q->name;
    row.err_t = row.err_point = row.err_normal = -1;
    gen_rng rng;
    gen_seed(&rng, oracle_seed() * 977 + (uint64_t)q->kind * 13 + (uint64_t)q->dim);
    for (int mode = 0; mode < 3; mode++) {
        long count = mode == 2 ? n / 20 + 1 : n;
        for (long i = 0; i < count; i++) {
            pred_case x;
            pred_generate(&rng, q, mode, &x);
            row.cases++;
            int exact;
            if (!pred_reference(q, &x, &exact)) {
                int lib = pred_answer(q, &x);
                if (lib != ISECT_SIGN_INVALID)
                    fail_msg("%s: invalid input answered %d (case %ld)", q->name, lib, i);
                continue;
            }
            int filter_sign;
            bool decided = filter(q, &x, &filter_sign);
            if (mode < 2) {
                row.filtered[mode]++;
                row.fell_through[mode] += !decided;
            }
            if (decided && filter_sign != exact)
                fail_msg("%s: the filter certified %d, the exact sign is %d (case %ld of mode %d)",
                         q->name, filter_sign, exact, i, mode);
            const char *why = pred_check(q, &x, &exact, 0, &row);
            if (why) {
                pred_explain(q, &x, &exact, 0);
                fail_msg("%s: %s (case %ld of mode %d)", q->name, why, i, mode);
            }
        }
    }
    oracle_print_row(&row);
}

int main(void) {
    oracle_print_header();
    return check_run_group("oracle_predicates", PRED_QUERIES, check_family_pred.query_name,
                           run_predicate);
}
