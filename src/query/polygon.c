/* Point in polygon (isect/polygon.h): the public functions, on the winding number and
 * the projection of construct/polygon_frame.c, whose top comment has the derivation
 * (Sunday 2001; Hormann & Agathos 2001; O'Rourke 7.5). Every answer is exact. */
#include "isect/polygon.h"

#include "base/vec.h"
#include "construct/polygon_frame.h"

/* ---- In the plane ------------------------------------------------------------------- */

static bool poly2_ok(const isect_poly2 *poly) {
    return poly && poly->v && poly->count >= 3;
}

isect_location isect_classify_point2_poly2(isect_vec2 p, const isect_poly2 *poly,
                                           isect_fill_rule rule) {
    if (!poly2_ok(poly) || !dv_finite_v2(p))
        return ISECT_LOCATION_INVALID;
    return isect_poly_location(isect_poly2_winding(poly->v, poly->count, p), rule);
}

isect_winding_result2 isect_winding_point2_poly2(isect_vec2 p, const isect_poly2 *poly) {
    isect_winding_result2 out = {0, false, ISECT_INVALID};
    if (!poly2_ok(poly) || !dv_finite_v2(p))
        return out;
    isect_poly_winding r = isect_poly2_winding(poly->v, poly->count, p);
    if (r.status == ISECT_POLY_INVALID)
        return out;
    out.winding = r.winding;
    out.on_boundary = r.status == ISECT_POLY_BOUNDARY;
    out.flags = 0;
    return out;
}

/* ---- In space ----------------------------------------------------------------------- */

static bool poly3_ok(const isect_poly3 *poly) {
    return poly && poly->v && poly->count >= 3;
}

isect_projection3 isect_projection_poly3(const isect_poly3 *poly) {
    if (!poly3_ok(poly))
        return (isect_projection3){2, ISECT_INVALID};
    double normal[3];
    return isect_poly3_frame(poly, normal);
}

isect_location isect_classify_point3_poly3(isect_vec3 p, const isect_poly3 *poly,
                                           isect_fill_rule rule) {
    if (!poly3_ok(poly) || !dv_finite_v3(p))
        return ISECT_LOCATION_INVALID;
    return isect_poly3_locate(p, poly, rule);
}
