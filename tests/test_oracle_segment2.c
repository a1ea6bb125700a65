/* The segment2 queries (isect/segment2.h) against the exact GMP oracle.
 *
 * Two rows: test_seg2_seg2 (test(a, b) and test(b, a) against the exact hit) and
 * find_seg2_seg2 (the whole answer), each over ISECT_ORACLE_CASES uniform and as many
 * adversarial cases (default 20000 each; `make oracle` runs 10^6) and a twentieth as many
 * invalid ones. Hit, count, ISECT_TOUCHING and ISECT_DEGENERATE must equal the exact
 * ones, find must agree with test, ends must be exact; t and points are measured against
 * the exact common points as the header's bound normalises them, |t - t*| / (u t*) and
 * |point - X*|_inf / (u S), bound 4, and the normal against the exact unit normal in
 * units of u. The checks themselves are tests/check/check_segment2.c, which the scale
 * test shares. Here, white box, the orientation filters are called on their own: a sign
 * they certify must be the exact one, and the fall-through columns count the cases they
 * leave to the exact path (test: the fast path's four filters, as in decide_fast; find:
 * any of its four orientation signs). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>

#include "check/check_segment2.h"
#include "isect/isect.h"
#include "sign/predicates.h"

/* One orientation filter: decided, with its sign checked against the oracle's. */
static bool filter(const segment2_query *q, const double *x, const double *y, const double *z,
                   int exact, int *sign) {
    bool decided =
        isect_fx_nonzero_deg2(isect_fx_orient2d(x[0], x[1], y[0], y[1], z[0], z[1]), sign);
    if (decided && *sign != exact)
        fail_msg("%s: an orientation filter certified %d, exact %d", q->name, *sign, exact);
    return decided;
}

/* Did the query's filters decide? */
static bool filters_decide(const segment2_query *q, const gen_segment2_case *x,
                           const oracle_seg2 *e) {
    double p0[2] = {x->p0[0], x->p0[1]}, p1[2] = {x->p1[0], x->p1[1]};
    double q0[2] = {x->q0[0], x->q0[1]}, q1[2] = {x->q1[0], x->q1[1]};
    int o[4];
    bool d[4] = {
        filter(q, p0, p1, q0, e->orient[0], &o[0]), filter(q, p0, p1, q1, e->orient[1], &o[1]),
        filter(q, q0, q1, p0, e->orient[2], &o[2]), filter(q, q0, q1, p1, e->orient[3], &o[3])};
    if (q->find)
        return d[0] && d[1] && d[2] && d[3];
    /* decide_fast: b's ends first; when certified on one side, a's are not needed */
    if (!d[0] || !d[1])
        return false;
    return o[0] == o[1] || (d[2] && d[3]);
}

static void run_query(void **state) {
    const segment2_query *q = &segment2_queries[check_query_index(state)];
    long n = oracle_cases_per_mode();
    oracle_row row = {0};
    row.query = q->name;
    row.err_t = row.err_point = row.err_normal = q->find ? 0 : -1;
    gen_rng rng;
    gen_seed(&rng, oracle_seed() * 1013 + (uint64_t)(q - segment2_queries));
    for (int mode = 0; mode < 3; mode++) {
        long count = mode == 2 ? n / 20 + 1 : n;
        for (long i = 0; i < count; i++) {
            gen_segment2_case x;
            segment2_generate(&rng, q, mode, &x);
            row.cases++;
            segment2_ref ref;
            const char *why;
            if (!segment2_reference(q, &x, &ref)) {
                why = segment2_check_invalid(&x);
            } else {
                if (mode < 2) {
                    row.filtered[mode]++;
                    row.fell_through[mode] += !filters_decide(q, &x, &ref.exact);
                }
                why = segment2_check(q, &x, &ref, 0, &row);
            }
            if (why) {
                if (segment2_reference(q, &x, &ref))
                    segment2_explain(q, &x, &ref, 0);
                else
                    segment2_print(&x);
                fail_msg("%s: %s (case %ld of mode %d)", q->name, why, i, mode);
            }
        }
    }
    oracle_print_row(&row);
    for (int kind = 0; kind < SEGMENT2_KNOWN_KINDS; kind++) {
        segment2_known_defect *d = &segment2_known[kind];
        if (d->count) {
            printf("  %s: KNOWN, %ld x %s; the worst (%.3g):\n", q->name, d->count, d->what,
                   d->worst);
            segment2_ref ref;
            segment2_reference(q, &d->case_, &ref);
            segment2_explain(q, &d->case_, &ref, 0);
        }
        d->count = 0;
        d->worst = 0;
    }
}

int main(void) {
    oracle_print_header();
    return check_run_group("oracle_segment2", SEGMENT2_QUERIES, check_family_segment2.query_name,
                           run_query);
}
