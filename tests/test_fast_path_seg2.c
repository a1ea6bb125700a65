/* The fast paths of the 2D segment queries (src/query/segment2.c) answer exactly as their
 * full paths, bit for bit, over the input families of check/fast_path.h
 * (ISECT_FAST_PATH_CASES cases per family, default 200000), with pairs drawn to reach
 * every branch: crossing, touching at an end, through an end of the other, parallel,
 * collinear, a point, and now and then a non-finite coordinate. */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "isect/isect.h"

#include "check/fast_path.h"
#include "query/segment2.h"

static bool same_find(long index, const isect_find_result2 *fast, const isect_find_result2 *full) {
    isect_real a[8] = {fast->t[0],       fast->t[1],       fast->point[0].x, fast->point[0].y,
                       fast->point[1].x, fast->point[1].y, fast->normal.x,   fast->normal.y};
    isect_real b[8] = {full->t[0],       full->t[1],       full->point[0].x, full->point[0].y,
                       full->point[1].x, full->point[1].y, full->normal.x,   full->normal.y};
    const char *name = "find_seg2_seg2";
    return fp_same_bits(name, index, "hit", &fast->hit, &full->hit, sizeof fast->hit) &&
           fp_same_bits(name, index, "count", &fast->count, &full->count, sizeof fast->count) &&
           fp_same_reals(name, index, "(t point normal)", a, b, 8) &&
           fp_same_bits(name, index, "flags", &fast->flags, &full->flags, sizeof fast->flags);
}

static void seg2_seg2(void **state) {
    (void)state;
    gen_rng rng;
    gen_seed(&rng, 0x5e2d);
    long n = fp_cases(200000), bad = 0;
    for (int mode = 0; mode < FP_MODES; mode++) {
        for (long i = 0; i < n; i++) {
            int e = fp_scale(&rng);
            isect_seg2 a = {fp_draw2(&rng, mode, e), fp_draw2(&rng, mode, e)};
            isect_seg2 b = {fp_draw2(&rng, mode, e), fp_draw2(&rng, mode, e)};
            fp_reshape_seg2(&rng, &a, &b, true);
            if (gen_int(&rng, 0, 1) == 0) { /* either order */
                isect_seg2 c = a;
                a = b;
                b = c;
            }
            isect_find_result2 fast = isect_find_seg2_seg2(&a, &b);
            isect_find_result2 full = isect_find_seg2_seg2_full(&a, &b);
            bad += !same_find(mode * n + i, &fast, &full);
            bool hit = isect_test_seg2_seg2(&a, &b);
            bool hit_full = isect_test_seg2_seg2_full(&a, &b);
            bad +=
                !fp_same_bits("test_seg2_seg2", mode * n + i, "hit", &hit, &hit_full, sizeof hit);
        }
    }
    assert_int_equal(bad, 0);
}

/* NULL arguments take the full path's answer too. */
static void null_args(void **state) {
    (void)state;
    isect_seg2 s = {{0, 0}, {1, 1}};
    isect_find_result2 fast = isect_find_seg2_seg2(NULL, &s);
    isect_find_result2 full = isect_find_seg2_seg2_full(NULL, &s);
    assert_true(same_find(0, &fast, &full));
    fast = isect_find_seg2_seg2(&s, NULL);
    full = isect_find_seg2_seg2_full(&s, NULL);
    assert_true(same_find(1, &fast, &full));
    assert_false(isect_test_seg2_seg2(NULL, &s) || isect_test_seg2_seg2(&s, NULL));
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(seg2_seg2),
        cmocka_unit_test(null_args),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
