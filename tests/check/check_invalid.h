/* The documented answer to invalid input, by what a query returns (CONVENTIONS,
 * isect/result.h, isect/predicates.h): test_* false, a sign ISECT_SIGN_INVALID, a location
 * ISECT_LOCATION_INVALID, a side of a plane ISECT_SIDE_INVALID, and find / closest / winding /
 * distance a result that is all zero but for flags == ISECT_INVALID. Each takes a result and says
 * whether it is that answer; the names follow the result kinds of tools/queries.def, so a table of
 * queries can pick the one for each line (check_invalid_##result). */
#ifndef ISECT_TESTS_CHECK_INVALID_H
#define ISECT_TESTS_CHECK_INVALID_H

#include <stdbool.h>

#include "isect/isect.h"

bool check_invalid_boolean(bool x);
bool check_invalid_sign(int x);
bool check_invalid_loc(isect_location x);
bool check_invalid_side(isect_side x);
bool check_invalid_find2(isect_find_result2 r);
bool check_invalid_find3(isect_find_result3 r);
bool check_invalid_closest2(isect_closest_result2 r);
bool check_invalid_closest3(isect_closest_result3 r);
bool check_invalid_closest_feature2(isect_closest_feature_result2 r);
bool check_invalid_closest_feature3(isect_closest_feature_result3 r);
bool check_invalid_closest_hull3(isect_closest_hull_result3 r);
bool check_invalid_winding2(isect_winding_result2 r);
bool check_invalid_distance(isect_distance_result r);
bool check_invalid_contact3(isect_contact_result3 r);
bool check_invalid_tri_tri3(isect_tri_tri_result3 r);
bool check_invalid_planes3(isect_planes_result3 r);

#endif
