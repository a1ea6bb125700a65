/* Validity checks (see isect/valid.h). NULL is invalid everywhere. */
#include "isect/valid.h"

#include <math.h>

#include "sign/plane_sign.h"
#include "sign/valid.h"

static bool finite(isect_real x) {
    return isfinite(x);
}

/* A vertex of a polygon, tetrahedron or hull: isfinite per coordinate, whose early exit
 * suits a loop (the branchless sum of isect_ok_vec2 adds a subtraction chain per vertex:
 * the 64-vertex point-in-polygon bench was 10% slower with it). Same answer. */
static bool vertex2_ok(isect_vec2 v) {
    return finite(v.x) && finite(v.y);
}

static bool vertex3_ok(isect_vec3 v) {
    return finite(v.x) && finite(v.y) && finite(v.z);
}

static bool radius_ok(isect_real r) {
    return isect_ok_radius(r);
}

bool isect_valid_vec2(isect_vec2 v) {
    return isect_ok_vec2(v);
}

bool isect_valid_vec3(isect_vec3 v) {
    return isect_ok_vec3(v);
}

bool isect_valid_line2(const isect_line2 *line) {
    return line && isect_valid_vec2(line->origin) && isect_valid_vec2(line->dir);
}

bool isect_valid_line3(const isect_line3 *line) {
    return line && isect_valid_vec3(line->origin) && isect_valid_vec3(line->dir);
}

bool isect_valid_ray2(const isect_ray2 *ray) {
    return ray && isect_valid_vec2(ray->origin) && isect_valid_vec2(ray->dir);
}

bool isect_valid_ray3(const isect_ray3 *ray) {
    return ray && isect_valid_vec3(ray->origin) && isect_valid_vec3(ray->dir);
}

bool isect_valid_seg2(const isect_seg2 *seg) {
    return seg && isect_valid_vec2(seg->p0) && isect_valid_vec2(seg->p1);
}

bool isect_valid_seg3(const isect_seg3 *seg) {
    return seg && isect_valid_vec3(seg->p0) && isect_valid_vec3(seg->p1);
}

static bool plane_ok(const isect_plane3 *plane) {
    return isect_ok_plane3(plane);
}

bool isect_valid_plane3(const isect_plane3 *plane) {
    return plane && plane_ok(plane);
}

bool isect_valid_plane3p(const isect_plane3p *plane) {
    if (!plane ||
        !(isect_valid_vec3(plane->a) && isect_valid_vec3(plane->b) && isect_valid_vec3(plane->c)))
        return false;
    return !isect_collinear3(plane->a, plane->b, plane->c);
}

bool isect_valid_circle2(const isect_circle2 *circle) {
    return isect_ok_circle2(circle);
}

bool isect_valid_sphere3(const isect_sphere3 *sphere) {
    return isect_ok_sphere3(sphere);
}

bool isect_valid_capsule2(const isect_capsule2 *capsule) {
    return capsule && isect_valid_vec2(capsule->p0) && isect_valid_vec2(capsule->p1) &&
           radius_ok(capsule->radius);
}

bool isect_valid_capsule3(const isect_capsule3 *capsule) {
    return isect_ok_capsule3(capsule);
}

bool isect_valid_cylinder3(const isect_cylinder3 *cylinder) {
    return cylinder && isect_valid_vec3(cylinder->p0) && isect_valid_vec3(cylinder->p1) &&
           radius_ok(cylinder->radius);
}

bool isect_valid_cone3(const isect_cone3 *cone) {
    return isect_ok_cone3(cone);
}

bool isect_valid_aabb2(const isect_aabb2 *box) {
    return isect_ok_aabb2(box);
}

bool isect_valid_aabb3(const isect_aabb3 *box) {
    return isect_ok_aabb3(box);
}

bool isect_valid_obb2(const isect_obb2 *box) {
    return isect_ok_obb2(box);
}

bool isect_valid_obb3(const isect_obb3 *box) {
    return isect_ok_obb3(box);
}

bool isect_valid_tri2(const isect_tri2 *tri) {
    return isect_ok_tri2(tri);
}

bool isect_valid_tri3(const isect_tri3 *tri) {
    return isect_ok_tri3(tri);
}

bool isect_valid_quad3(const isect_quad3 *quad) {
    return quad && isect_valid_vec3(quad->v[0]) && isect_valid_vec3(quad->v[1]) &&
           isect_valid_vec3(quad->v[2]) && isect_valid_vec3(quad->v[3]);
}

bool isect_valid_poly2(const isect_poly2 *poly) {
    if (!poly || !poly->v || poly->count < 3)
        return false;
    for (size_t i = 0; i < poly->count; i++)
        if (!vertex2_ok(poly->v[i]))
            return false;
    return true;
}

bool isect_valid_poly3(const isect_poly3 *poly) {
    if (!poly || !poly->v || poly->count < 3)
        return false;
    for (size_t i = 0; i < poly->count; i++)
        if (!vertex3_ok(poly->v[i]))
            return false;
    return true;
}

bool isect_valid_tet3(const isect_tet3 *tet) {
    if (!tet)
        return false;
    for (int i = 0; i < 4; i++)
        if (!vertex3_ok(tet->v[i]))
            return false;
    return true;
}

bool isect_valid_hull3(const isect_hull3 *hull) {
    if (!hull || (hull->vert_count == 0 && hull->plane_count == 0))
        return false;
    if ((hull->vert_count && !hull->verts) || (hull->plane_count && !hull->planes))
        return false;
    for (size_t i = 0; i < hull->vert_count; i++)
        if (!vertex3_ok(hull->verts[i]))
            return false;
    for (size_t i = 0; i < hull->plane_count; i++)
        if (!plane_ok(&hull->planes[i]))
            return false;
    return true;
}

bool isect_valid_frustum3(const isect_frustum3 *frustum) {
    return isect_ok_frustum3(frustum);
}
