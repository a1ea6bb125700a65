/* A point against a convex hull given by planes (isect/closest_point.h, "A point against a
 * convex hull", the hull { x : normal_i . x <= offset_i }) against the exact certificate
 * oracle (tests/oracle/oracle_closest_point_hull_planes.h).
 *
 * One row over ISECT_ORACLE_CASES uniform and as many adversarial cases (default 20000
 * each; `make oracle` runs 10^6) and a twentieth as many invalid ones. Exact decisions --
 * the set empty (ISECT_INVALID), dist_sq == 0 exactly when p is in the set (false hits:
 * 0 outside; false misses: not 0 inside), outside plane_count (the rank of the planes
 * through the exact projection), plane[] (the greedy lowest-index independent ones among
 * them) and the feature it names -- count as disagreements; each coordinate of point_b
 * (err pt) and dist_sq (err n) is measured against the exact value in units of u |exact|
 * (past one step of the subnormal grid), failing beyond 4: the header documents each
 * within 4 units in the last place of the exact value (err t: none). The line after the row adds
 * the same errors in ulps, how many cases were inside, empty, at a face, an edge or a vertex, and
 * at a point on more planes than its rank, and how many answers were saturated. The
 * checks are tests/check/check_closest_point_hull_planes.c, which the scale test shares.
 *
 * The oracle checks itself on the first ISECT_HPLANES_SELFCHECK valid cases of each mode
 * (default 150): the same answer re-derived as the nearest of all candidate points of up
 * to three planes that lie in the set, in rationals (oracle_hplanes_selfcheck).
 * ISECT_HPLANES_TALLY=1 prints how many cases each generator family and shape gave. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "check/check_closest_point_hull_planes.h"

static bool env_flag(const char *name) {
    const char *env = getenv(name);
    return env && *env && *env != '0';
}

static long selfcheck_cases(void) {
    const char *env = getenv("ISECT_HPLANES_SELFCHECK");
    long n = env ? atol(env) : 150;
    return n >= 0 ? n : 150;
}

/* How many cases each family or shape string gave, per mode (the strings are literals:
 * compared by content). */
enum { TALLY = 160 };
typedef struct tally {
    const char *name;
    int mode;
    long count;
} tally;
static tally tallies[TALLY];

static void count(const char *name, int mode) {
    for (int i = 0; i < TALLY; i++) {
        if (!tallies[i].name) {
            tallies[i] = (tally){name, mode, 1};
            return;
        }
        if (tallies[i].mode == mode && strcmp(tallies[i].name, name) == 0) {
            tallies[i].count++;
            return;
        }
    }
}

static void run_query(void **state) {
    const hplanes_query *q = &hplanes_queries[check_query_index(state)];
    long n = oracle_cases_per_mode(), selfcheck = selfcheck_cases();
    bool keep_going = env_flag("ISECT_ORACLE_KEEP_GOING"),
         tally_on = env_flag("ISECT_HPLANES_TALLY");
    oracle_row row = {0};
    row.query = q->name;
    row.err_point = row.err_normal = 0;
    row.err_t = -1;
    clock_t start = clock();
    long failures = 0, selfchecked = 0, inside = 0, empty = 0, ranks[4] = {0}, crowded = 0,
         stray = 0;
    const char *first = NULL;
    gen_rng rng;
    gen_seed(&rng, oracle_seed() * 4253 + 1723);
    for (int mode = 0; mode < 3; mode++) {
        long cases = mode == 2 ? n / 20 + 1 : n, valid_seen = 0;
        for (long i = 0; i < cases; i++) {
            gen_hplanes_case x;
            hplanes_generate(&rng, q, mode, &x);
            if (tally_on) {
                count(x.family, mode);
                count(x.shape, mode);
                count(x.change ? x.change : "(no plane added)", mode);
                count(x.after ? x.after : "(no after-step)", mode);
                count(x.at_origin ? "(moved to the origin)" : "(not moved)", mode);
            }
            row.cases++;
            hplanes_ref ref;
            const char *why;
            bool valid = hplanes_reference(q, &x, &ref);
            if (!valid) {
                stray += mode != 2;
                why = hplanes_check_invalid(q, &x);
            } else {
                const oracle_hplanes *e = &ref.exact;
                inside += e->inside;
                empty += e->empty;
                ranks[e->rank]++;
                crowded += e->active > e->rank;
                if (valid_seen++ < selfcheck) {
                    double p[3], normal[3 * GEN_HPLANES_MAX], offset[GEN_HPLANES_MAX];
                    hplanes_doubles(&x, p, normal, offset);
                    const char *bad = oracle_hplanes_selfcheck(x.n, normal, offset, p, e);
                    selfchecked++;
                    if (bad) {
                        printf("ORACLE SELF-CHECK FAILED: %s\n", bad);
                        hplanes_explain(q, &x, &ref, 0);
                        fail_msg("the oracle's self-check: %s (case %ld of mode %d)", bad, i, mode);
                    }
                }
                why = hplanes_check(q, &x, &ref, 0, &row);
            }
            if (why) {
                if (failures++ < 5 || !keep_going) {
                    printf("FAIL %s: %s (case %ld of mode %d)\n", q->name, why, i, mode);
                    if (valid)
                        hplanes_explain(q, &x, &ref, 0);
                    else
                        hplanes_print(q, &x);
                }
                if (!keep_going)
                    fail_msg("%s: %s (case %ld of mode %d)", q->name, why, i, mode);
                first = first ? first : why;
            }
        }
    }
    oracle_print_row(&row);
    printf("  %s: %ld inside, %ld empty, outside at a face / edge / vertex: %ld %ld %ld (%ld on "
           "more planes than their rank); oracle self-checked on %ld; largest errors in ulps: "
           "point_b %.2f, dist_sq %.2f; %ld saturated\n",
           q->name, inside, empty, ranks[1], ranks[2], ranks[3], crowded, selfchecked,
           hplanes_measured.point_ulps, hplanes_measured.dist_ulps, hplanes_measured.saturated);
    if (stray)
        printf("  %s: %ld invalid cases from the uniform and adversarial generators\n", q->name,
               stray);
    if (tally_on)
        for (int i = 0; i < TALLY && tallies[i].name; i++)
            printf("    mode %d %7ld  %s\n", tallies[i].mode, tallies[i].count, tallies[i].name);
    if (keep_going)
        printf("  %s: %.1f s CPU, %ld failing cases\n", q->name,
               (double)(clock() - start) / CLOCKS_PER_SEC, failures);
    if (failures)
        fail_msg("%s: %ld failing cases, the first: %s", q->name, failures, first);
}

int main(void) {
    oracle_print_header();
    return check_run_group("oracle_closest_point_hull_planes", HPLANES_QUERIES,
                           check_family_hplanes.query_name, run_query);
}
