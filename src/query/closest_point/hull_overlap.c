/* A ball, a plane, an axis-aligned box or a hull against a convex hull (issue 14 item
 * 5), declared in isect/overlap.h with the other overlap tests: here because each is
 * decided by the exact closest point of a hull (point_hull.c by vertices,
 * point_hull_planes.c by planes).
 *
 * Derivation.
 * - Ball: B = {x : |x - c| <= r} meets H iff dist(c, H) <= r. By vertices the exact GJK
 *   loop gives the simplex holding H's closest point and the exact ball test against it
 *   (isect_hull_verts_ball_meets); by planes the exact certificate of the closest point
 *   gives sign(dist^2 - r^2) (isect_hull_planes_ball_sign), and planes with no common
 *   point meet nothing.
 * - Plane (n, o): H is wholly in front iff no point of H has n . x <= o, wholly behind iff
 *   none has n . x >= o, and H meets the plane iff both exist (H is convex, so a segment
 *   between the two points crosses the plane). By vertices the points are the vertices'
 *   convex combinations, so it is the exact side of each vertex (RTCD 5.2.3's min and max
 *   of n . v, never rounded: sign/plane_solid_sign.h). By planes each existence is the
 *   non-emptiness of H's planes with one more half-space, n . x <= o or (-n) . x <= -o
 *   (negation is exact, so both are exact plane3s).
 * - Box, hull: the box's six half-spaces x_i <= max_i and -x_i <= -min_i are exact plane3s,
 *   and two solids given by half-spaces meet iff the union of their half-spaces has a
 *   common point.
 * Emptiness of a plane set. halfspace.c's Farkas enumeration over subsets of four planes
 * (Helly) costs O(m^4) and is limited to 16 half-spaces; a hull has any number. The
 * closest-point loop of point_hull_planes.c decides it exactly in O(m) filtered signs per
 * round instead: from a start point p, a float dual active-set proposal (Goldfarb and
 * Idnani) certified exactly, repaired by exact rounds that raise the distance strictly,
 * ends with a certificate of the closest point (not empty) or with at most four planes
 * that have no common point (empty). It reads the hull's planes and the extra ones in
 * place from up to three arrays (isect_hull_planes_empty): no copy, no allocation, no
 * limit on the count. The start point only steers the search: the box's centre (inside
 * the set when the box is inside the hull, the common case of a hit), else the origin. */
#include <stdbool.h>
#include <stddef.h>

#include "isect/overlap.h"
#include "isect/valid.h"

#include "base/vec.h"
#include "query/closest_point/point_hull.h"
#include "query/closest_point/point_hull_planes.h"
#include "sign/plane_solid_sign.h"
#include "sign/valid.h"

/* A hull the plane-set queries can read: valid and with planes. */
static bool hull_planes_ok(const isect_hull3 *hull) {
    return isect_valid_hull3(hull) && hull->plane_count > 0;
}

/* Do the planes of the parts (parts <= 3) have no common point? The search from p. */
static bool planes_empty(const isect_plane3 *a, size_t na, const isect_plane3 *b, size_t nb,
                         const double *p) {
    const isect_plane3 *part[2] = {a, b};
    size_t count[2] = {na, nb};
    return isect_hull_planes_empty(part, count, 2, p);
}

bool isect_test_sphere3_hull3(const isect_sphere3 *sphere, const isect_hull3 *hull) {
    if (!isect_ok_sphere3(sphere) || !isect_valid_hull3(hull))
        return false;
    double c[3];
    dv_from3(c, sphere->center);
    if (hull->vert_count > 0)
        return isect_hull_verts_ball_meets(hull, c, (double)sphere->radius);
    return isect_hull_planes_ball_sign(sphere->center, sphere->radius, hull) <= 0;
}

/* The side of the hull by its vertices: the exact side of each, straddling as soon as a
 * vertex is on the plane or two are on opposite sides. */
static isect_side verts_side(const isect_plane3 *plane, const isect_hull3 *hull) {
    isect_plane_d d = isect_plane_d_of3(plane);
    int seen = 0; /* bit 0: a vertex in front, bit 1: one behind */
    for (size_t i = 0; i < hull->vert_count; i++) {
        double x[3];
        dv_from3(x, hull->verts[i]);
        int s = isect_sign_plane_point(&d, x);
        seen |= s > 0 ? 1 : s < 0 ? 2 : 3;
        if (seen == 3)
            return ISECT_STRADDLING;
    }
    return seen == 1 ? ISECT_FRONT : ISECT_BACK;
}

/* The side of the hull by its planes: is there a point on or behind, one on or in
 * front? */
static isect_side planes_side(const isect_plane3 *plane, const isect_hull3 *hull) {
    static const double origin[3] = {0, 0, 0};
    isect_plane3 flip = {{-plane->normal.x, -plane->normal.y, -plane->normal.z}, -plane->offset};
    bool behind = !planes_empty(hull->planes, hull->plane_count, plane, 1, origin);
    bool front = !planes_empty(hull->planes, hull->plane_count, &flip, 1, origin);
    if (behind && front)
        return ISECT_STRADDLING;
    return behind ? ISECT_BACK : ISECT_FRONT; /* neither: the empty hull, ISECT_FRONT */
}

isect_side isect_classify_plane3_hull3(const isect_plane3 *plane, const isect_hull3 *hull) {
    if (!isect_ok_plane3(plane) || !isect_valid_hull3(hull))
        return ISECT_SIDE_INVALID;
    return hull->vert_count > 0 ? verts_side(plane, hull) : planes_side(plane, hull);
}

bool isect_test_plane3_hull3(const isect_plane3 *plane, const isect_hull3 *hull) {
    return isect_classify_plane3_hull3(plane, hull) == ISECT_STRADDLING;
}

bool isect_test_aabb3_hull3(const isect_aabb3 *box, const isect_hull3 *hull) {
    if (!isect_ok_aabb3(box) || !hull_planes_ok(hull))
        return false;
    const isect_aabb3 *b = box;
    const isect_plane3 six[6] = {
        {{1, 0, 0}, b->max.x},   {{-1, 0, 0}, -b->min.x}, {{0, 1, 0}, b->max.y},
        {{0, -1, 0}, -b->min.y}, {{0, 0, 1}, b->max.z},   {{0, 0, -1}, -b->min.z},
    };
    double lo[3], hi[3], centre[3];
    dv_from3(lo, b->min);
    dv_from3(hi, b->max);
    for (int i = 0; i < 3; i++)
        centre[i] = 0.5 * lo[i] + 0.5 * hi[i];
    return !planes_empty(hull->planes, hull->plane_count, six, 6, centre);
}

bool isect_test_hull3_hull3(const isect_hull3 *a, const isect_hull3 *b) {
    static const double origin[3] = {0, 0, 0};
    if (!hull_planes_ok(a) || !hull_planes_ok(b))
        return false;
    return !planes_empty(a->planes, a->plane_count, b->planes, b->plane_count, origin);
}
