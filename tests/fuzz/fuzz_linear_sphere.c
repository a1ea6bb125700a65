/* tests/fuzz/fuzz_linear_sphere.c -- every query of isect/linear_sphere.h under the
 * contract checks of contract.h, in 2D and in 3D.
 *
 * Input: an option byte (NULL arguments), a mode byte (bit 0: 3D), two scaling
 * exponents, the numbers a and b (origin and dir of the line and the ray, p0 and p1 of
 * the segment) and the disc or ball. A 2D problem is also tested lifted to 3D (z = 0).
 *
 * Beyond the common contract, exact cross-checks:
 * - ISECT_STARTED_INSIDE / ISECT_ENDED_INSIDE exactly when the start / end lies in the
 *   open ball (isect_classify_point2_circle2, isect_classify_point3_sphere3);
 * - the segment meets the ball exactly when the ball's centre lies in the capsule of the
 *   segment with the ball's radius (isect_classify_point*_capsule*, predicates.h), and
 *   only touches it (ISECT_TOUCHING) exactly when the centre is on that capsule's boundary;
 * - the line is the union of the rays (a, b) and (a, -b); the segment lies on the ray
 *   (a, b - a) when that difference is exact;
 * - a 2D problem and its lift to 3D (z = 0) are tested alike;
 * - every test answers alike when all positions are scaled by 2^k and the directions of
 *   the line and the ray by 2^(k + j), whenever that is exact. */
#include <string.h>

#include "contract.h"

/* One problem's answers, in either dimension. */
typedef struct answers {
    bool valid; /* component and ball */
    isect_real radius;
    fz_lin lin[3]; /* line, ray, segment */
    bool test[3];
    fz_find find[3];
    isect_location at_a, at_b; /* a and b against the ball */
    isect_location capsule;    /* the centre against the capsule a-b with the radius */
    bool ray_back;             /* the ray (a, -b) */
    int seg_ray;               /* the ray (a, b - a); -1 when b - a is not exact */
    int scaled[3];             /* the tests at scale 2^k; -1 when not exact */
} answers;

static const char *const names2[3] = {"isect_find_line2_circle2", "isect_find_ray2_circle2",
                                      "isect_find_seg2_circle2"};
static const char *const names3[3] = {"isect_find_line3_sphere3", "isect_find_ray3_sphere3",
                                      "isect_find_seg3_sphere3"};

static void check(const answers *x, const char *const names[3]) {
    for (int k = 0; k < 3; k++) {
        const fz_lin *lin = &x->lin[k];
        bool point = fz_lin_point(lin);
        fz_expect e = {x->valid,
                       x->test[k],
                       true,
                       false,
                       point && x->radius == 0 ? FZ_NORMAL_ZERO : FZ_NORMAL_UNIT,
                       x->radius == 0 ? FZ_DEG_YES : FZ_DEG_NO,
                       false};
        const fz_find *r = &x->find[k];
        fz_check_find(names[k], lin, r, &e);
        if (!x->valid)
            continue;
        if (k != FZ_LINE || point)
            FZ_CHECK(names[k], !(r->flags & ISECT_STARTED_INSIDE) == (x->at_a != ISECT_INSIDE));
        if (k == FZ_SEG)
            FZ_CHECK(names[k], !(r->flags & ISECT_ENDED_INSIDE) == (x->at_b != ISECT_INSIDE));
        FZ_CHECK(names[k], x->scaled[k] < 0 || x->scaled[k] == x->test[k]);
    }
    if (!x->valid)
        return;
    FZ_CHECK(names[FZ_SEG], x->test[FZ_SEG] == (x->capsule != ISECT_OUTSIDE));
    FZ_CHECK(names[FZ_SEG],
             !(x->find[FZ_SEG].flags & ISECT_TOUCHING) == (x->capsule != ISECT_ON_BOUNDARY));
    fz_check_nesting(names[FZ_LINE], x->test[FZ_LINE], x->test[FZ_RAY], x->ray_back,
                     x->test[FZ_SEG], x->seg_ray);
}

static answers solve2(isect_vec2 a, isect_vec2 b, const isect_circle2 *circle, bool null, int k,
                      int j) {
    answers x = {0};
    fz_comp2 c;
    fz_comp2_set(&c, a, b, null);
    x.valid = c.valid && isect_valid_circle2(circle);
    x.radius = circle ? circle->radius : 0;
    memcpy(x.lin, c.lin, sizeof x.lin);
    x.test[FZ_LINE] = isect_test_line2_circle2(c.pl, circle);
    x.test[FZ_RAY] = isect_test_ray2_circle2(c.pr, circle);
    x.test[FZ_SEG] = isect_test_seg2_circle2(c.ps, circle);
    x.find[FZ_LINE] = fz_find2(isect_find_line2_circle2(c.pl, circle));
    x.find[FZ_RAY] = fz_find2(isect_find_ray2_circle2(c.pr, circle));
    x.find[FZ_SEG] = fz_find2(isect_find_seg2_circle2(c.ps, circle));
    x.seg_ray = x.scaled[FZ_LINE] = x.scaled[FZ_RAY] = x.scaled[FZ_SEG] = -1;
    if (!x.valid)
        return x;

    x.at_a = isect_classify_point2_circle2(a, circle);
    x.at_b = isect_classify_point2_circle2(b, circle);
    isect_capsule2 capsule = {a, b, circle->radius};
    x.capsule = isect_classify_point2_capsule2(circle->center, &capsule);
    isect_ray2 back = fz_ray2_back(&c), along;
    x.ray_back = isect_test_ray2_circle2(&back, circle);
    if (fz_ray2_along(&c, &along))
        x.seg_ray = isect_test_ray2_circle2(&along, circle);
    fz_comp2 s;
    isect_circle2 sc;
    if (fz_comp2_scaled(&c, k, j, &s) && fz_scale2(circle->center, k, &sc.center) &&
        fz_scale_exact(circle->radius, k, &sc.radius)) {
        x.scaled[FZ_LINE] = isect_test_line2_circle2(&s.line, &sc);
        x.scaled[FZ_RAY] = isect_test_ray2_circle2(&s.ray, &sc);
        x.scaled[FZ_SEG] = isect_test_seg2_circle2(&s.seg, &sc);
    }
    return x;
}

static answers solve3(isect_vec3 a, isect_vec3 b, const isect_sphere3 *sphere, bool null, int k,
                      int j) {
    answers x = {0};
    fz_comp3 c;
    fz_comp3_set(&c, a, b, null);
    x.valid = c.valid && isect_valid_sphere3(sphere);
    x.radius = sphere ? sphere->radius : 0;
    memcpy(x.lin, c.lin, sizeof x.lin);
    x.test[FZ_LINE] = isect_test_line3_sphere3(c.pl, sphere);
    x.test[FZ_RAY] = isect_test_ray3_sphere3(c.pr, sphere);
    x.test[FZ_SEG] = isect_test_seg3_sphere3(c.ps, sphere);
    x.find[FZ_LINE] = fz_find3(isect_find_line3_sphere3(c.pl, sphere));
    x.find[FZ_RAY] = fz_find3(isect_find_ray3_sphere3(c.pr, sphere));
    x.find[FZ_SEG] = fz_find3(isect_find_seg3_sphere3(c.ps, sphere));
    x.seg_ray = x.scaled[FZ_LINE] = x.scaled[FZ_RAY] = x.scaled[FZ_SEG] = -1;
    if (!x.valid)
        return x;

    x.at_a = isect_classify_point3_sphere3(a, sphere);
    x.at_b = isect_classify_point3_sphere3(b, sphere);
    isect_capsule3 capsule = {a, b, sphere->radius};
    x.capsule = isect_classify_point3_capsule3(sphere->center, &capsule);
    isect_ray3 back = fz_ray3_back(&c), along;
    x.ray_back = isect_test_ray3_sphere3(&back, sphere);
    if (fz_ray3_along(&c, &along))
        x.seg_ray = isect_test_ray3_sphere3(&along, sphere);
    fz_comp3 s;
    isect_sphere3 sc;
    if (fz_comp3_scaled(&c, k, j, &s) && fz_scale3(sphere->center, k, &sc.center) &&
        fz_scale_exact(sphere->radius, k, &sc.radius)) {
        x.scaled[FZ_LINE] = isect_test_line3_sphere3(&s.line, &sc);
        x.scaled[FZ_RAY] = isect_test_ray3_sphere3(&s.ray, &sc);
        x.scaled[FZ_SEG] = isect_test_seg3_sphere3(&s.seg, &sc);
    }
    return x;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    fz_in in;
    fz_begin(&in, data, size);
    unsigned options = fz_byte(&in), mode = fz_byte(&in);
    int k = fz_exponent(&in), j = fz_exponent(&in);
    bool null_comp = fz_null(options, 0), null_ball = fz_null(options, 1);
    if (mode & 1) {
        isect_vec3 a = fz_vec3(&in, "a"), b = fz_vec3(&in, "b");
        isect_sphere3 sphere;
        sphere.center = fz_vec3(&in, "center");
        sphere.radius = fz_real(&in, "radius");
        answers x = solve3(a, b, null_ball ? NULL : &sphere, null_comp, k, j);
        check(&x, names3);
        return 0;
    }
    isect_vec2 a = fz_vec2(&in, "a"), b = fz_vec2(&in, "b");
    isect_circle2 circle;
    circle.center = fz_vec2(&in, "center");
    circle.radius = fz_real(&in, "radius");
    answers x = solve2(a, b, null_ball ? NULL : &circle, null_comp, k, j);
    check(&x, names2);
    if (!x.valid)
        return 0;
    isect_line3 line = {fz_lift(a), fz_lift(b)};
    isect_ray3 ray = {fz_lift(a), fz_lift(b)};
    isect_seg3 seg = {fz_lift(a), fz_lift(b)};
    isect_sphere3 sphere = {fz_lift(circle.center), circle.radius};
    FZ_CHECK(names3[FZ_LINE], isect_test_line3_sphere3(&line, &sphere) == x.test[FZ_LINE]);
    FZ_CHECK(names3[FZ_RAY], isect_test_ray3_sphere3(&ray, &sphere) == x.test[FZ_RAY]);
    FZ_CHECK(names3[FZ_SEG], isect_test_seg3_sphere3(&seg, &sphere) == x.test[FZ_SEG]);
    return 0;
}
