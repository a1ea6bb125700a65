/* The documented answer to invalid input; see check_invalid.h. */
#include "check/check_invalid.h"

#include <string.h>

bool check_invalid_boolean(bool x) {
    return !x;
}

bool check_invalid_sign(int x) {
    return x == ISECT_SIGN_INVALID;
}

bool check_invalid_loc(isect_location x) {
    return x == ISECT_LOCATION_INVALID;
}

bool check_invalid_side(isect_side x) {
    return x == ISECT_SIDE_INVALID;
}

/* Every byte of n reals is zero (+0: memcmp against zeros; padding is never compared). */
static bool zero_reals(const void *x, size_t n) {
    static const isect_real zeros[16];
    return memcmp(x, zeros, n * sizeof(isect_real)) == 0;
}

bool check_invalid_find2(isect_find_result2 r) {
    return !r.hit && r.count == 0 && zero_reals(r.t, 2) && zero_reals(r.point, 4) &&
           zero_reals(&r.normal, 2) && r.flags == ISECT_INVALID;
}

bool check_invalid_contact3(isect_contact_result3 r) {
    return !r.hit && r.depth == 0 && zero_reals(&r.normal, 3) && zero_reals(&r.point, 3) &&
           r.flags == ISECT_INVALID;
}

bool check_invalid_tri_tri3(isect_tri_tri_result3 r) {
    bool zero = true; /* a point at a time: zero_reals compares at most 16 */
    for (int i = 0; i < ISECT_TRI_TRI_MAX_POINTS; i++)
        zero &= zero_reals(&r.point[i], 3);
    return !r.hit && !r.coplanar && r.count == 0 && zero && r.flags == ISECT_INVALID;
}

bool check_invalid_planes3(isect_planes_result3 r) {
    return !r.hit && r.meet == ISECT_MEET_INVALID && zero_reals(&r.point, 3) &&
           zero_reals(&r.dir, 3) && r.parallel == 0 && r.coincident == 0 &&
           r.flags == ISECT_INVALID;
}

bool check_invalid_find3(isect_find_result3 r) {
    return !r.hit && r.count == 0 && zero_reals(r.t, 2) && zero_reals(r.point, 6) &&
           zero_reals(&r.normal, 3) && r.flags == ISECT_INVALID;
}

bool check_invalid_closest2(isect_closest_result2 r) {
    return r.dist_sq == 0 && r.s == 0 && r.t == 0 && zero_reals(&r.point_a, 2) &&
           zero_reals(&r.point_b, 2) && r.flags == ISECT_INVALID;
}

bool check_invalid_closest3(isect_closest_result3 r) {
    return r.dist_sq == 0 && r.s == 0 && r.t == 0 && zero_reals(&r.point_a, 3) &&
           zero_reals(&r.point_b, 3) && r.flags == ISECT_INVALID;
}

/* A feature result's invalid answer also has both features ISECT_FEATURE_NONE (kind and
 * index 0) and every coordinate zero. */
static bool no_feature(isect_feature f) {
    return f.kind == ISECT_FEATURE_NONE && f.index == 0;
}

bool check_invalid_closest_feature2(isect_closest_feature_result2 r) {
    return zero_reals(&r.dist_sq, 1) && zero_reals(r.bary_a, 4) && zero_reals(r.bary_b, 4) &&
           zero_reals(&r.point_a, 2) && zero_reals(&r.point_b, 2) && no_feature(r.feature_a) &&
           no_feature(r.feature_b) && r.flags == ISECT_INVALID;
}

bool check_invalid_closest_feature3(isect_closest_feature_result3 r) {
    return zero_reals(&r.dist_sq, 1) && zero_reals(r.bary_a, 4) && zero_reals(r.bary_b, 4) &&
           zero_reals(&r.point_a, 3) && zero_reals(&r.point_b, 3) && no_feature(r.feature_a) &&
           no_feature(r.feature_b) && r.flags == ISECT_INVALID;
}

/* A hull result's invalid answer: no simplex (count 0, vert and bary zero) and no planes
 * (plane_count 0, plane zero), whichever form the hull was given in. */
bool check_invalid_closest_hull3(isect_closest_hull_result3 r) {
    bool zero_index = r.plane_count == 0;
    for (int k = 0; k < 4; k++)
        zero_index = zero_index && r.vert[k] == 0;
    for (int k = 0; k < 3; k++)
        zero_index = zero_index && r.plane[k] == 0;
    return zero_reals(&r.dist_sq, 1) && zero_reals(r.bary, 4) && zero_index && r.count == 0 &&
           zero_reals(&r.point_a, 3) && zero_reals(&r.point_b, 3) && no_feature(r.feature_b) &&
           r.flags == ISECT_INVALID;
}

bool check_invalid_winding2(isect_winding_result2 r) {
    return r.winding == 0 && !r.on_boundary && r.flags == ISECT_INVALID;
}

bool check_invalid_distance(isect_distance_result r) {
    return r.distance == 0 && r.flags == ISECT_INVALID;
}
