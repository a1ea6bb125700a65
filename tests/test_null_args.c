/* NULL in place of any shape, for every query of the public API: never a crash, and the
 * documented answer for invalid input (CONVENTIONS, isect/result.h) -- test_* false,
 * classify ISECT_LOCATION_INVALID, find / closest / winding a result that is all zero but
 * for flags == ISECT_INVALID. The list of queries is the one the isect command answers
 * (tools/queries.def, one line per library function), so a query added there is checked
 * here without another line; a valid instance of each shape stands in the other slot.
 * Then NULL inside a shape: a hull's vertex or plane array NULL with a count. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "check/check_invalid.h"
#include "isect/isect.h"

/* A valid instance of every shape that a query takes, named after the command's shape
 * tags (a shape that only ever stands in a NULL slot needs none: the compiler says when
 * one is missing). */
static const isect_vec3 square3[4] = {{0, 0, 0}, {1, 0, 0}, {1, 1, 0}, {0, 1, 0}};
static const isect_vec2 point2 = {0.5, 0.5};
static const isect_vec3 point3 = {0.5, 0.5, 0.5};
static const isect_line2 line2 = {{0, 0}, {1, 1}};
static const isect_line3 line3 = {{0, 0, 0}, {1, 1, 1}};
static const isect_ray2 ray2 = {{0, 0}, {1, 1}};
static const isect_ray3 ray3 = {{0, 0, 0}, {1, 1, 1}};
static const isect_seg2 seg2 = {{0, 0}, {1, 1}};
static const isect_seg3 seg3 = {{0, 0, 0}, {1, 1, 1}};
static const isect_plane3 plane3 = {{0, 0, 1}, 0};
static const isect_plane3p plane3p = {{0, 0, 0}, {1, 0, 0}, {0, 1, 0}};
static const isect_circle2 circle2 = {{0, 0}, 1};
static const isect_sphere3 sphere3 = {{0, 0, 0}, 1};
static const isect_capsule2 capsule2 = {{0, 0}, {1, 0}, 1};
static const isect_capsule3 capsule3 = {{0, 0, 0}, {1, 0, 0}, 1};
static const isect_cone3 cone3 = {{0, 0, 0}, {0, 0, 1}, 1};
static const isect_aabb2 aabb2 = {{0, 0}, {1, 1}};
static const isect_aabb3 aabb3 = {{0, 0, 0}, {1, 1, 1}};
static const isect_obb2 obb2 = {{0, 0}, {1, 0}, {1, 1}};
static const isect_obb3 obb3 = {{0, 0, 0}, {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}, {1, 1, 1}};
static const isect_tri2 tri2 = {{{0, 0}, {1, 0}, {0, 1}}};
static const isect_tri3 tri3 = {{{0, 0, 0}, {1, 0, 0}, {0, 1, 0}}};
static const isect_quad3 quad3 = {{{0, 0, 0}, {1, 0, 0}, {1, 1, 0}, {0, 1, 0}}};
static const isect_poly3 poly3 = {square3, 4};
static const isect_vec2 square2[4] = {{0, 0}, {1, 0}, {1, 1}, {0, 1}};
static const isect_poly2 poly2 = {square2, 4};
static const isect_plane3 cube_planes[6] = {{{1, 0, 0}, 1},  {{-1, 0, 0}, 0}, {{0, 1, 0}, 1},
                                            {{0, -1, 0}, 0}, {{0, 0, 1}, 1},  {{0, 0, -1}, 0}};
static const isect_hull3 hull3 = {NULL, 0, cube_planes, 6};
static const isect_frustum3 frustum3 = {{{{-1, 0, 0}, 1},
                                         {{1, 0, 0}, 1},
                                         {{0, -1, 0}, 1},
                                         {{0, 1, 0}, 1},
                                         {{0, 0, -1}, 1},
                                         {{0, 0, 1}, 1}}};

/* One check per calling convention: PP (two shapes by pointer), VP (a point by value and
 * a shape), PPR / VPR (the same plus a fill rule), PPP (three shapes). Points by value have
 * no NULL. */
#define CHECK(ok, fn, slot)                                                                        \
    do {                                                                                           \
        if (!(ok))                                                                                 \
            fail_msg("%s with NULL as its %s argument: not the invalid answer", #fn, slot);        \
        checked++;                                                                                 \
    } while (0)
#define CALL_PP(res, fn, a, b)                                                                     \
    CHECK(check_invalid_##res(fn(NULL, &b)), fn, "first");                                         \
    CHECK(check_invalid_##res(fn(&a, NULL)), fn, "second");
#define CALL_VP(res, fn, a, b) CHECK(check_invalid_##res(fn(a, NULL)), fn, "second");
#define CALL_PPR(res, fn, a, b)                                                                    \
    CHECK(check_invalid_##res(fn(NULL, &b, ISECT_FILL_NONZERO)), fn, "first");                     \
    CHECK(check_invalid_##res(fn(&a, NULL, ISECT_FILL_EVEN_ODD)), fn, "second");
#define CALL_VPR(res, fn, a, b)                                                                    \
    CHECK(check_invalid_##res(fn(a, NULL, ISECT_FILL_NONZERO)), fn, "second");
#define CALL_VVV(res, fn, a, b) (void)0;
#define CALL3_PPP(res, fn, a, b, c)                                                                \
    CHECK(check_invalid_##res(fn(NULL, &b, &c)), fn, "first");                                     \
    CHECK(check_invalid_##res(fn(&a, NULL, &c)), fn, "second");                                    \
    CHECK(check_invalid_##res(fn(&a, &b, NULL)), fn, "third");
#define CALL3_VVV(res, fn, a, b, c) (void)0;

static void every_query_with_null(void **state) {
    (void)state;
    int checked = 0, queries = 0;
#define Q2(kind, res, call, fn, a, b)                                                              \
    queries++;                                                                                     \
    CALL_##call(res, fn, a, b)
#define Q3(kind, res, call, fn, a, b, c)                                                           \
    queries++;                                                                                     \
    CALL3_##call(res, fn, a, b, c)
#define Q4(kind, res, call, fn, a, b, c, d) queries++;
#include "queries.def"
#undef Q2
#undef Q3
#undef Q4
    print_message("%d queries, %d NULL calls\n", queries, checked);
    assert_true(queries > 70 && checked > queries);
}

/* NULL inside a shape: a hull's vertex or plane array NULL with a non-zero count, in
 * either form (isect_hull3 by vertices or by planes), and both arrays empty. Invalid
 * (isect/types.h), so the invalid answer of isect_closest_point3_hull3, and
 * isect_valid_hull3 false. */
static void hull_arrays_null(void **state) {
    (void)state;
    static const isect_plane3 planes[2] = {{{0, 0, 1}, 1}, {{0, 0, -1}, 0}};
    const isect_hull3 hulls[] = {
        {NULL, 0, NULL, 2},    /* by planes, the array NULL */
        {NULL, 4, NULL, 0},    /* by vertices, the array NULL */
        {NULL, 4, planes, 2},  /* vertices NULL beside good planes */
        {NULL, 0, NULL, 0},    /* both empty */
        {square3, 0, NULL, 0}, /* an array but no count */
        {NULL, 0, planes, 0},  /* likewise for planes */
    };
    for (size_t i = 0; i < sizeof hulls / sizeof hulls[0]; i++) {
        if (!check_invalid_closest_hull3(isect_closest_point3_hull3(point3, &hulls[i])))
            fail_msg("hull %zu with a NULL or empty array: not the invalid answer", i);
        assert_false(isect_valid_hull3(&hulls[i]));
    }
    /* the same arrays with their counts are valid */
    const isect_hull3 good[2] = {{square3, 4, NULL, 0}, {NULL, 0, planes, 2}};
    for (int i = 0; i < 2; i++) {
        isect_closest_hull_result3 r = isect_closest_point3_hull3(point3, &good[i]);
        assert_int_equal(r.flags & ISECT_INVALID, 0);
        assert_true(isect_valid_hull3(&good[i]));
    }
}

int main(void) {
    const struct CMUnitTest tests[] = {cmocka_unit_test(every_query_with_null),
                                       cmocka_unit_test(hull_arrays_null)};
    return cmocka_run_group_tests_name("null_args", tests, NULL, NULL);
}
