/* Scale invariance (issue 11), a metamorphic test of every query the oracle tests cover.
 *
 * Scaling every length of a case by 2^k leaves every exact boolean, flag and count as it
 * is and every exact parameter t too; exact points scale by 2^k, squared distances by
 * 2^2k, and unit normals stay (tests/check/check.h). So for each generated case (the
 * oracle tests' generators, uniform and adversarial) the exact reference is computed once
 * and the library is asked again on the case scaled by 2^k for every k for which that
 * scaling is exact -- no coordinate overflows, none loses bits below the smallest
 * subnormal: about -1070..+1020 in the double build, -149..+127 in the float build. Each
 * answer goes through the family's shared check (the oracle tests run the same checks at
 * k = 0): booleans, hit, count and flags equal to the exact ones, t, points, normals and
 * distances within the documented bounds, whose normalisations have degree 0 in the
 * lengths and so do not depend on k.
 *
 * Every k is checked for the first ISECT_SCALE_FULL cases per query and mode (default 6);
 * the other cases, ISECT_SCALE_CASES per query and mode in all (default 250), are checked
 * at the smallest and largest k, their neighbours, k = 0 and ISECT_SCALE_KS (default 20)
 * more drawn at random from the range. The seed follows ISECT_ORACLE_SEED.
 *
 * One row per query and a total per family: cases, scaled cases checked, boolean
 * disagreements, failures of any kind (each failing scaled case once), the largest
 * normalised errors (t, point, normal or distance, as in the oracle rows). The first
 * failures of each query are printed with the scaled case in hexadecimal, and a tally of
 * the failure messages closes each family. A family fails on any failure. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check/check.h"
#include "check/check_box.h"
#include "check/check_closest_point.h"
#include "check/check_linear_box.h"
#include "check/check_linear_hull.h"
#include "check/check_plane_meet.h"
#include "check/check_segment2_lin.h"
#include "check/check_linear_sphere.h"
#include "check/check_locate.h"
#include "check/check_plane.h"
#include "check/check_polygon_lin.h"
#include "check/check_polygon2_lin.h"
#include "check/check_polygon.h"
#include "check/check_predicates.h"
#include "check/check_segment2.h"
#include "check/check_closest_point_hull.h"
#include "check/check_closest_point_hull_planes.h"
#include "check/check_closest_point_pairs.h"
#include "check/check_closest_point_seg_box.h"
#include "check/check_contact.h"
#include "check/check_contact_box.h"
#include "check/check_contact_plane.h"
#include "check/check_tri_tri_find.h"
#include "check/check_overlap.h"
#include "check/check_overlap_tri.h"
#include "check/check_closest_point_ball_poly.h"
#include "check/check_overlap_plane.h"
#include "check/check_overlap_frustum.h"
#include "check/check_overlap_hull.h"
#include "check/check_closest_point_seg_obb.h"
#include "check/check_closest_point_solid.h"
#include "check/check_closest_point_tri.h"
#include "check/check_closest_point_tri_pair.h"
#include "check/check_triangle.h"
#include "oracle/oracle.h"

static const check_family *const families[] = {
    &check_family_pred,         &check_family_linear_sphere, &check_family_plane,
    &check_family_triangle,     &check_family_box,           &check_family_closest_point,
    &check_family_polygon,      &check_family_polygon_lin,   &check_family_segment2,
    &check_family_pairs,        &check_family_ptri,          &check_family_psolid,
    &check_family_segbox,       &check_family_tpair,         &check_family_segobb,
    &check_family_phull,        &check_family_hplanes,       &check_family_overlap,
    &check_family_contact,      &check_family_otri,          &check_family_bpoly,
    &check_family_oplane,       &check_family_contact_box,   &check_family_ofrustum,
    &check_family_cplane,       &check_family_ohull,         &check_family_ctri,
    &check_family_linear_box,   &check_family_linear_hull,   &check_family_plane_meet,
    &check_family_segment2_lin, &check_family_locate,        &check_family_polygon2_lin,
};

enum { FAMILIES = sizeof families / sizeof families[0] };

/* How many failing scaled cases each query prints, and how many distinct messages a
 * family tallies. */
enum { PRINTED = 3, MESSAGES = 32 };

static long env_count(const char *name, long fallback) {
    const char *env = getenv(name);
    long n = env ? atol(env) : fallback;
    return n >= 0 ? n : fallback;
}

typedef struct tally {
    const char *query;
    char message[160];
    long count;
} tally;

typedef struct totals {
    oracle_row row;
    long cases, scaled, failures, failing_cases;
    int k_lo, k_hi; /* the extreme k checked */
} totals;

static void print_header(void) {
    printf("| %-26s | build  | cases |  scaled | k from | k to | disagreements | failures | "
           "failing cases |  err t | err pt |  err n |\n",
           "query");
    printf("|----------------------------|--------|-------|---------|--------|------|-------------"
           "--|----------|---------------|--------|--------|--------|\n");
}

static void print_err(double e) {
    if (e < 0)
        printf("      - |");
    else if (e < 1000)
        printf(" %6.2f |", e);
    else
        printf(" %6.0e |", e);
}

static void print_row(const char *name, const totals *t) {
    printf("| %-26s | %s | %5ld | %7ld | %6d | %4d | %13ld | %8ld | %13ld |", name, oracle_build(),
           t->cases, t->scaled, t->k_lo, t->k_hi, t->row.disagreements, t->failures,
           t->failing_cases);
    print_err(t->row.err_t);
    print_err(t->row.err_point);
    print_err(t->row.err_normal);
    printf("\n");
}

static void add_totals(totals *sum, const totals *t) {
    sum->cases += t->cases;
    sum->scaled += t->scaled;
    sum->failures += t->failures;
    sum->failing_cases += t->failing_cases;
    sum->row.disagreements += t->row.disagreements;
    sum->row.err_t = fmax(sum->row.err_t, t->row.err_t);
    sum->row.err_point = fmax(sum->row.err_point, t->row.err_point);
    sum->row.err_normal = fmax(sum->row.err_normal, t->row.err_normal);
    sum->k_lo = t->k_lo < sum->k_lo ? t->k_lo : sum->k_lo;
    sum->k_hi = t->k_hi > sum->k_hi ? t->k_hi : sum->k_hi;
}

static void init_totals(totals *t) {
    memset(t, 0, sizeof *t);
    t->row.err_t = t->row.err_point = t->row.err_normal = -1;
}

/* The message with every number in it replaced by '#', so that failures of one kind are
 * counted together. */
static void message_kind(const char *message, char *out, size_t size) {
    size_t n = 0;
    for (const char *c = message; *c && n + 2 < size;) {
        bool number = (*c >= '0' && *c <= '9') ||
                      (*c == '-' && c[1] >= '0' && c[1] <= '9' && (c == message || c[-1] == ' '));
        if (!number || (c > message && c[-1] == '[')) {
            out[n++] = *c++;
            continue;
        }
        out[n++] = '#';
        while (*c && *c != ' ' && *c != ',' && *c != ')' && *c != ']' && *c != ';')
            c++;
    }
    out[n] = 0;
}

/* Counts the message under its kind; true when the kind is new. */
static bool count_message(tally *tallies, const char *query, const char *message) {
    char kind[sizeof tallies[0].message];
    message_kind(message, kind, sizeof kind);
    for (int i = 0; i < MESSAGES; i++) {
        if (!tallies[i].query) {
            tallies[i].query = query;
            snprintf(tallies[i].message, sizeof tallies[i].message, "%s", kind);
            tallies[i].count = 1;
            return true;
        }
        if (tallies[i].query == query && strcmp(tallies[i].message, kind) == 0) {
            tallies[i].count++;
            return false;
        }
    }
    return false; /* no room left: counted nowhere */
}

/* The k at which a case is checked: every k of its exact range, or the ends, their
 * neighbours, 0 and `sampled` random k of the range. Returns how many (at most max). */
static int pick_ks(gen_rng *rng, const check_krange *range, bool every, long sampled, int *ks,
                   int max) {
    int n = 0;
    if (!range->any || range->lo > range->hi) {
        ks[n++] = 0; /* nothing scales (or nothing can): the case as it is */
        return n;
    }
    if (every) {
        for (int k = range->lo; k <= range->hi && n < max; k++)
            ks[n++] = k;
        return n;
    }
    int fixed[5] = {range->lo, range->lo + 1, 0, range->hi - 1, range->hi};
    for (int i = 0; i < 5; i++)
        if (fixed[i] >= range->lo && fixed[i] <= range->hi && n < max)
            ks[n++] = fixed[i];
    for (long i = 0; i < sampled && n < max; i++)
        ks[n++] = (int)gen_int(rng, range->lo, range->hi);
    return n;
}

/* Every query of one family: generate, reference once, check at every chosen k. */
static void run_family(void **state) {
    int index = check_query_index(state);
    const check_family *fam = families[index];
    long per_mode = env_count("ISECT_SCALE_CASES", 250);
    long every = env_count("ISECT_SCALE_FULL", 6);
    long sampled = env_count("ISECT_SCALE_KS", 20);
    enum { KMAX = 2 * (CHECK_EMAX - CHECK_EMIN) + 8 };
    static int ks[KMAX];
    tally tallies[MESSAGES];
    memset(tallies, 0, sizeof tallies);
    void *base = malloc(fam->case_size), *scaled = malloc(fam->case_size);
    void *ref = malloc(fam->ref_size);
    assert_non_null(base);
    assert_non_null(scaled);
    assert_non_null(ref);
    totals sum;
    init_totals(&sum);
    sum.k_lo = sum.k_hi = 0;
    printf("\n%s\n", fam->name);
    print_header();
    for (int q = 0; q < fam->queries; q++) {
        const char *name = fam->query_name(q);
        totals t;
        init_totals(&t);
        int printed = 0;
        gen_rng rng;
        gen_seed(&rng, oracle_seed() * 7919 + (uint64_t)index * 104729 + (uint64_t)q);
        for (int mode = 0; mode < 2; mode++) {
            for (long i = 0; i < per_mode; i++) {
                fam->generate(&rng, q, mode, base);
                if (!fam->reference(q, base, ref))
                    continue; /* invalid input has no scale */
                t.cases++;
                isect_real *v[GEN_MAX_LENGTHS];
                int n = fam->lengths(q, base, v);
                check_krange range;
                check_krange_init(&range);
                for (int j = 0; j < n; j++)
                    check_krange_add(&range, *v[j]);
                int nk = pick_ks(&rng, &range, i < every, sampled, ks, KMAX);
                bool failed = false;
                for (int j = 0; j < nk; j++) {
                    memcpy(scaled, base, fam->case_size);
                    n = fam->lengths(q, scaled, v);
                    check_scale(v, n, ks[j]);
                    t.scaled++;
                    t.k_lo = ks[j] < t.k_lo ? ks[j] : t.k_lo;
                    t.k_hi = ks[j] > t.k_hi ? ks[j] : t.k_hi;
                    const char *why = fam->check(q, scaled, ref, ks[j], &t.row);
                    if (!why)
                        continue;
                    t.failures++;
                    failed = true;
                    /* the first failures of each query, and the first of each kind */
                    if (count_message(tallies, name, why) || printed++ < PRINTED) {
                        printf("FAIL %s at k = %d (case %ld of mode %d): %s\n", name, ks[j], i,
                               mode, why);
                        fam->explain(q, scaled, ref, ks[j]);
                    }
                }
                t.failing_cases += failed;
            }
        }
        print_row(name, &t);
        add_totals(&sum, &t);
    }
    print_row("(family)", &sum);
    for (int i = 0; i < MESSAGES && tallies[i].query; i++)
        printf("  %6ld x %s: %s\n", tallies[i].count, tallies[i].query, tallies[i].message);
    fflush(stdout);
    free(base);
    free(scaled);
    free(ref);
    if (sum.failures)
        fail_msg("%s: %ld of %ld scaled cases failed (%ld boolean disagreements)", fam->name,
                 sum.failures, sum.scaled, sum.row.disagreements);
}

static const char *family_name(int i) {
    return families[i]->name;
}

int main(void) {
    return check_run_group("scale", FAMILIES, family_name, run_family);
}
