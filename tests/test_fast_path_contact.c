/* The direct paths of the contacts of round solids (src/query/closest_point/contact.c, in
 * front of their careful paths, full_path.h) answer as the careful paths (hit and flags
 * exactly, the values within about a fifth of the documented bounds: near_contact) over the input
 * families of check/fast_path.h (ISECT_FAST_PATH_CASES cases per family and pair, default 50000):
 * uniform, integer (ties, touching and meeting cores), nudged and mixed coordinates, each case
 * scaled by powers of two across the range (where the direct paths must decline), capsules reshaped
 * against each other (crossing, parallel, sharing an end), radii often making the solids touch, and
 * the boundary cases below: concentric balls and meeting cores (d = 0), exact touching, zero-length
 * capsules, parallel cores, huge and tiny magnitudes. */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "isect/isect.h"

#include "check/fast_path.h"
#include "query/closest_point/full_path.h"

/* The direct path's contact against the careful path's: hit and flags equal, depth, normal
 * and point within about a fifth of overlap.h's documented bounds (the two closest pairs may differ
 * by the rounding of the closest point, and the careful path rounds in its scaled frame):
 * depth 4 u (S + ra + rb), each normal component 4 u (1 + S / d) (the closest points'
 * rounding and the normalisation's), each point coordinate
 * 4 u (S + (ra + rb) S / d), each plus four steps of the subnormal grid; S the largest
 * coordinate of the cores' ends, d the cores' distance (> 0: the direct paths never answer
 * meeting cores). Equal bits wherever the careful path's frame changes nothing. */
static bool near_contact(const char *name, long index, const isect_contact_result3 *fast,
                         const isect_contact_result3 *full, double S, double ra, double rb,
                         double d) {
    if (!fp_same_bits(name, index, "hit", &fast->hit, &full->hit, sizeof fast->hit) ||
        !fp_same_bits(name, index, "flags", &fast->flags, &full->flags, sizeof fast->flags))
        return false;
    double u = isect_is_double() ? 0x1p-53 : 0x1p-24;
    double grid = 4 * (isect_is_double() ? 0x1p-1074 : 0x1p-149);
    double tol[3] = {4 * u * (S + ra + rb), d > 0 ? 4 * u * (1 + S / d) : INFINITY,
                     d > 0 ? 4 * u * (S + (ra + rb) * S / d) : INFINITY};
    double f[7] = {fast->depth,   fast->normal.x, fast->normal.y, fast->normal.z,
                   fast->point.x, fast->point.y,  fast->point.z};
    double g[7] = {full->depth,   full->normal.x, full->normal.y, full->normal.z,
                   full->point.x, full->point.y,  full->point.z};
    for (int k = 0; k < 7; k++) {
        double t = tol[k == 0 ? 0 : k < 4 ? 1 : 2] + grid;
        if (!(fabs(f[k] - g[k]) <= t)) {
            print_message("%s case %ld: value %d: direct %.17g, careful %.17g (tolerance %g)\n",
                          name, index, k, f[k], g[k], t);
            return false;
        }
    }
    return true;
}

static double max_abs(const isect_vec3 *p, int n) {
    double m = 0;
    for (int i = 0; i < n; i++) {
        double v[3] = {fabs((double)p[i].x), fabs((double)p[i].y), fabs((double)p[i].z)};
        for (int k = 0; k < 3; k++)
            m = v[k] > m ? v[k] : m;
    }
    return m;
}

/* A radius: half the time one that makes the solids nearly touch (the cores' distance, from
 * its square dist_sq, less the other radius r, give or take an ulp or two), else
 * fp_radius's. */
static isect_real radius_near(gen_rng *rng, int mode, int e, isect_real dist_sq, isect_real r) {
    double gap = sqrt((double)dist_sq) - (double)r;
    if (gen_int(rng, 0, 1) == 0 && gap >= 0) {
        isect_real x = gen_ulps((isect_real)gap, (int)gen_int(rng, -2, 2));
        return x < 0 ? 0 : x;
    }
    return fp_radius(rng, mode, e);
}

static long check_ball_ball(const isect_sphere3 *a, const isect_sphere3 *b, long index) {
    isect_contact_result3 fast = isect_find_sphere3_sphere3(a, b);
    isect_contact_result3 full = isect_find_sphere3_sphere3_full(a, b);
    isect_vec3 p[2] = {a->center, b->center};
    double d = sqrt(
        (double)isect_closest_point3_seg3(a->center, &(isect_seg3){b->center, b->center}).dist_sq);
    return !near_contact("find_sphere3_sphere3", index, &fast, &full, max_abs(p, 2), a->radius,
                         b->radius, d);
}

static long check_ball_capsule(const isect_sphere3 *s, const isect_capsule3 *c, long index) {
    isect_contact_result3 fast = isect_find_sphere3_capsule3(s, c);
    isect_contact_result3 full = isect_find_sphere3_capsule3_full(s, c);
    isect_vec3 p[3] = {s->center, c->p0, c->p1};
    double d =
        sqrt((double)isect_closest_point3_seg3(s->center, &(isect_seg3){c->p0, c->p1}).dist_sq);
    return !near_contact("find_sphere3_capsule3", index, &fast, &full, max_abs(p, 3), s->radius,
                         c->radius, d);
}

static long check_capsules(const isect_capsule3 *a, const isect_capsule3 *b, long index) {
    isect_contact_result3 fast = isect_find_capsule3_capsule3(a, b);
    isect_contact_result3 full = isect_find_capsule3_capsule3_full(a, b);
    isect_vec3 p[4] = {a->p0, a->p1, b->p0, b->p1};
    double d = sqrt(
        (double)isect_closest_seg3_seg3(&(isect_seg3){a->p0, a->p1}, &(isect_seg3){b->p0, b->p1})
            .dist_sq);
    return !near_contact("find_capsule3_capsule3", index, &fast, &full, max_abs(p, 4), a->radius,
                         b->radius, d);
}

static void ball_ball(void **state) {
    (void)state;
    gen_rng rng;
    gen_seed(&rng, 0xbb01);
    long n = fp_cases(50000), bad = 0;
    for (int mode = 0; mode < FP_MODES; mode++) {
        for (long i = 0; i < n; i++) {
            int e = fp_scale(&rng);
            isect_sphere3 a = {fp_draw3(&rng, mode, e), fp_radius(&rng, mode, e)};
            isect_sphere3 b = {fp_draw3(&rng, mode, e), 0};
            if (gen_int(&rng, 0, 7) == 0)
                b.center = a.center; /* concentric */
            isect_closest_result3 d = isect_closest_point3_seg3(
                a.center, &(isect_seg3){b.center, b.center}); /* the centres' distance */
            b.radius = radius_near(&rng, mode, e, d.dist_sq, a.radius);
            bad += check_ball_ball(&a, &b, mode * n + i);
        }
    }
    assert_int_equal(bad, 0);
}

static void ball_capsule(void **state) {
    (void)state;
    gen_rng rng;
    gen_seed(&rng, 0xbc01);
    long n = fp_cases(50000), bad = 0;
    for (int mode = 0; mode < FP_MODES; mode++) {
        for (long i = 0; i < n; i++) {
            int e = fp_scale(&rng);
            isect_seg3 core = {fp_draw3(&rng, mode, e), fp_draw3(&rng, mode, e)};
            isect_vec3 c = fp_draw3(&rng, mode, e);
            switch (gen_int(&rng, 0, 7)) {
            case 0: core.p1 = core.p0; break;                                       /* a ball */
            case 1: c = fp_lerp3(core.p0, core.p1, fp_coord(&rng, mode, 0)); break; /* on it */
            case 2: c = core.p0; break;                                             /* at an end */
            default: break;
            }
            isect_closest_result3 d = isect_closest_point3_seg3(c, &core);
            isect_sphere3 s = {c, fp_radius(&rng, mode, e)};
            isect_capsule3 cap = {core.p0, core.p1,
                                  radius_near(&rng, mode, e, d.dist_sq, s.radius)};
            bad += check_ball_capsule(&s, &cap, mode * n + i);
        }
    }
    assert_int_equal(bad, 0);
}

static void capsule_capsule(void **state) {
    (void)state;
    gen_rng rng;
    gen_seed(&rng, 0xcc01);
    long n = fp_cases(50000), bad = 0;
    for (int mode = 0; mode < FP_MODES; mode++) {
        for (long i = 0; i < n; i++) {
            int e = fp_scale(&rng);
            isect_seg3 a = {fp_draw3(&rng, mode, e), fp_draw3(&rng, mode, e)};
            isect_seg3 b = {fp_draw3(&rng, mode, e), fp_draw3(&rng, mode, e)};
            fp_reshape_seg3(&rng, &a, &b); /* crossing, parallel, sharing an end */
            if (gen_int(&rng, 0, 15) == 0)
                a.p1 = a.p0; /* a zero-length capsule */
            isect_closest_result3 d = isect_closest_seg3_seg3(&a, &b);
            isect_capsule3 ca = {a.p0, a.p1, fp_radius(&rng, mode, e)};
            isect_capsule3 cb = {b.p0, b.p1, radius_near(&rng, mode, e, d.dist_sq, ca.radius)};
            bad += check_capsules(&ca, &cb, mode * n + i);
        }
    }
    assert_int_equal(bad, 0);
}

/* The cases where the direct paths must decline or hand over, by hand. */
static void boundaries(void **state) {
    (void)state;
    long bad = 0;
    const isect_real big = (isect_real)0x1p100, tiny = (isect_real)0x1p-100;
    /* concentric balls, exactly touching balls (3-4-5), huge and tiny ones */
    isect_sphere3 balls[][2] = {
        {{{1, 2, 3}, 1}, {{1, 2, 3}, 2}},
        {{{0, 0, 0}, 2}, {{3, 4, 0}, 3}},
        {{{0, 0, 0}, 2}, {{3, 4, 0}, (isect_real)2.999}},
        {{{big, big, 0}, big}, {{-big, big, big}, big}},
        {{{tiny, 0, tiny}, tiny}, {{0, tiny, 0}, 0}},
        {{{1, 1, 1}, 0}, {{1, 1, 1}, 0}},
    };
    for (size_t i = 0; i < sizeof balls / sizeof balls[0]; i++)
        bad += check_ball_ball(&balls[i][0], &balls[i][1], (long)i);
    /* a centre on the core, at its end, touching it exactly; a zero-length capsule */
    isect_sphere3 s[] = {{{1, 0, 0}, 1}, {{0, 0, 0}, 1},     {{1, 3, 4}, 2},
                         {{5, 0, 0}, 1}, {{big, 0, 0}, big}, {{tiny, tiny, 0}, tiny}};
    isect_capsule3 c[] = {{{0, 0, 0}, {2, 0, 0}, 1},   {{0, 0, 0}, {2, 0, 0}, 1},
                          {{0, 0, 0}, {2, 0, 0}, 3},   {{1, 1, 1}, {1, 1, 1}, 1},
                          {{0, 0, 0}, {0, big, 0}, 0}, {{0, 0, 0}, {0, 0, tiny}, tiny}};
    for (size_t i = 0; i < sizeof s / sizeof s[0]; i++)
        bad += check_ball_capsule(&s[i], &c[i], (long)i);
    /* crossing cores (d = 0), parallel ones, touching exactly, zero-length, huge, tiny */
    isect_capsule3 pairs[][2] = {
        {{{-1, 0, 0}, {1, 0, 0}, 1}, {{0, -1, 0}, {0, 1, 0}, 1}},
        {{{0, 0, 0}, {2, 0, 0}, 1}, {{0, 1, 0}, {2, 1, 0}, 1}},
        {{{0, 0, 0}, {2, 0, 0}, 1}, {{1, 3, -1}, {1, 3, 1}, 2}},
        {{{0, 0, 0}, {2, 0, 0}, 1}, {{1, 3, -1}, {1, 3, 1}, (isect_real)1.999}},
        {{{1, 2, 3}, {1, 2, 3}, 1}, {{0, 0, 0}, {4, 0, 0}, 1}},
        {{{0, 0, 0}, {big, 0, 0}, big}, {{0, big, -big}, {big, big, big}, 0}},
        {{{0, 0, 0}, {tiny, 0, 0}, 0}, {{0, tiny, -tiny}, {tiny, tiny, tiny}, tiny}},
        {{{0, 0, 0}, {1, 0, 0}, 0}, {{0, 1, 0}, {1, 1, (isect_real)1e-7}, 0}},
    };
    for (size_t i = 0; i < sizeof pairs / sizeof pairs[0]; i++)
        bad += check_capsules(&pairs[i][0], &pairs[i][1], (long)i);
    assert_int_equal(bad, 0);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(ball_ball),
        cmocka_unit_test(ball_capsule),
        cmocka_unit_test(capsule_capsule),
        cmocka_unit_test(boundaries),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
