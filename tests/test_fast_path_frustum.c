/* The quick filters of the frustum tests (src/query/overlap/frustum.c,
 * src/query/closest_point/ball_frustum.c) answer exactly as the full paths behind them
 * (full_path.h): over the oracle generator's uniform and adversarial cases
 * (tests/gen/gen_overlap_frustum.h: camera frustums, integer frustums touching at faces,
 * edges and corners, culling false positives, nudged, far, scaled) and each again scaled
 * by a power of two across the range (fp_scale: where the quick filters' range checks hand
 * over), ISECT_FAST_PATH_CASES cases per mode and solid (default 20000: the full paths are
 * the slow exact ones). The oracle rows check the answers themselves. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <math.h>

#include "isect/isect.h"

#include "check/fast_path.h"
#include "gen/gen_overlap_frustum.h"
#include "query/closest_point/full_path.h"
#include "query/overlap/full_path.h"

static isect_vec3 v3(const isect_real *p) {
    return (isect_vec3){p[0], p[1], p[2]};
}

/* Both answers for the case; false (and a message) when they differ. */
static bool same(gen_ofrustum_shape shape, const gen_ofrustum_case *x, long i) {
    isect_frustum3 f;
    for (int j = 0; j < 6; j++)
        f.planes[j] = (isect_plane3){v3(x->n + 3 * j), x->o[j]};
    bool fast, full;
    switch (shape) {
    case GEN_OFRUSTUM_POINT:
        fast = isect_test_point3_frustum3(v3(x->p), &f);
        full = isect_test_point3_frustum3_full(v3(x->p), &f);
        break;
    case GEN_OFRUSTUM_SPHERE: {
        isect_sphere3 s = {v3(x->p), x->r};
        fast = isect_test_sphere3_frustum3(&s, &f);
        full = isect_test_sphere3_frustum3_full(&s, &f);
        break;
    }
    case GEN_OFRUSTUM_AABB: {
        isect_aabb3 b = {v3(x->p), v3(x->p + 3)};
        fast = isect_test_aabb3_frustum3(&b, &f);
        full = isect_test_aabb3_frustum3_full(&b, &f);
        break;
    }
    default: {
        isect_obb3 o = {v3(x->p), {v3(x->ax), v3(x->ax + 3), v3(x->ax + 6)}, v3(x->p + 3)};
        fast = isect_test_obb3_frustum3(&o, &f);
        full = isect_test_obb3_frustum3_full(&o, &f);
        break;
    }
    }
    if (fast != full)
        print_message("case %ld (%s, shape %d): fast %d, full %d\n", i, x->family, (int)shape,
                      (int)fast, (int)full);
    return fast == full;
}

static void run_shape(gen_ofrustum_shape shape) {
    gen_rng rng;
    gen_seed(&rng, 0xf2a57 + (uint64_t)shape);
    long n = fp_cases(20000), bad = 0;
    for (int mode = 0; mode < 2; mode++)
        for (long i = 0; i < n; i++) {
            gen_ofrustum_case x;
            if (mode == 0)
                gen_ofrustum_uniform(&rng, shape, &x);
            else
                gen_ofrustum_adversarial(&rng, shape, &x);
            bad += !same(shape, &x, i);
            int k = fp_scale(&rng); /* every length times 2^k, when exact */
            isect_real *v[16];
            int m = gen_ofrustum_lengths(&x, v);
            bool exact = true;
            for (int j = 0; j < m; j++) {
                double y = ldexp((double)*v[j], k);
                exact &= isfinite(y) && (isect_real)y == y && ldexp(y, -k) == (double)*v[j];
            }
            if (exact && k != 0) {
                for (int j = 0; j < m; j++)
                    *v[j] = (isect_real)ldexp((double)*v[j], k);
                bad += !same(shape, &x, i);
            }
        }
    assert_int_equal(bad, 0);
}

static void point(void **state) {
    (void)state;
    run_shape(GEN_OFRUSTUM_POINT);
}

static void sphere(void **state) {
    (void)state;
    run_shape(GEN_OFRUSTUM_SPHERE);
}

static void aabb(void **state) {
    (void)state;
    run_shape(GEN_OFRUSTUM_AABB);
}

static void obb(void **state) {
    (void)state;
    run_shape(GEN_OFRUSTUM_OBB);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(point),
        cmocka_unit_test(sphere),
        cmocka_unit_test(aabb),
        cmocka_unit_test(obb),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
