/* The full paths of the closest-point queries that have a fast path in front.
 *
 * A fast path answers the common case (every sign its filter certifies, every value in a
 * safe range) with the full path's own operations in the same order, so with the same
 * bits, and hands everything else to the full path. The public function is the fast
 * path; the full path is declared here so that tests/test_fast_path.c can compare the
 * two bit for bit over random, scaled and near-degenerate inputs. */
#ifndef ISECT_QUERY_CLOSEST_POINT_FULL_PATH_H
#define ISECT_QUERY_CLOSEST_POINT_FULL_PATH_H

#include "isect/closest_point.h"
#include "isect/overlap.h"

/* point_lin.c: a point against a segment, a ray, a line */
#define isect_closest_point2_seg2_full ISECT_NAME(isect_closest_point2_seg2_full)
#define isect_closest_point3_seg3_full ISECT_NAME(isect_closest_point3_seg3_full)
#define isect_closest_point2_ray2_full ISECT_NAME(isect_closest_point2_ray2_full)
#define isect_closest_point3_ray3_full ISECT_NAME(isect_closest_point3_ray3_full)
#define isect_closest_point2_line2_full ISECT_NAME(isect_closest_point2_line2_full)
#define isect_closest_point3_line3_full ISECT_NAME(isect_closest_point3_line3_full)

isect_closest_result2 isect_closest_point2_seg2_full(isect_vec2 p, const isect_seg2 *seg);
isect_closest_result3 isect_closest_point3_seg3_full(isect_vec3 p, const isect_seg3 *seg);
isect_closest_result2 isect_closest_point2_ray2_full(isect_vec2 p, const isect_ray2 *ray);
isect_closest_result3 isect_closest_point3_ray3_full(isect_vec3 p, const isect_ray3 *ray);
isect_closest_result2 isect_closest_point2_line2_full(isect_vec2 p, const isect_line2 *line);
isect_closest_result3 isect_closest_point3_line3_full(isect_vec3 p, const isect_line3 *line);

/* lin_lin.c: two lines, rays or segments, two capsules */
#define isect_closest_line2_line2_full ISECT_NAME(isect_closest_line2_line2_full)
#define isect_closest_line2_ray2_full ISECT_NAME(isect_closest_line2_ray2_full)
#define isect_closest_line2_seg2_full ISECT_NAME(isect_closest_line2_seg2_full)
#define isect_closest_ray2_ray2_full ISECT_NAME(isect_closest_ray2_ray2_full)
#define isect_closest_ray2_seg2_full ISECT_NAME(isect_closest_ray2_seg2_full)
#define isect_closest_line3_line3_full ISECT_NAME(isect_closest_line3_line3_full)
#define isect_closest_line3_ray3_full ISECT_NAME(isect_closest_line3_ray3_full)
#define isect_closest_line3_seg3_full ISECT_NAME(isect_closest_line3_seg3_full)
#define isect_closest_ray3_ray3_full ISECT_NAME(isect_closest_ray3_ray3_full)
#define isect_closest_ray3_seg3_full ISECT_NAME(isect_closest_ray3_seg3_full)
#define isect_closest_seg2_seg2_full ISECT_NAME(isect_closest_seg2_seg2_full)
#define isect_closest_seg3_seg3_full ISECT_NAME(isect_closest_seg3_seg3_full)
#define isect_test_capsule2_capsule2_full ISECT_NAME(isect_test_capsule2_capsule2_full)
#define isect_test_capsule3_capsule3_full ISECT_NAME(isect_test_capsule3_capsule3_full)

isect_closest_result2 isect_closest_line2_line2_full(const isect_line2 *a, const isect_line2 *b);
isect_closest_result2 isect_closest_line2_ray2_full(const isect_line2 *a, const isect_ray2 *b);
isect_closest_result2 isect_closest_line2_seg2_full(const isect_line2 *a, const isect_seg2 *b);
isect_closest_result2 isect_closest_ray2_ray2_full(const isect_ray2 *a, const isect_ray2 *b);
isect_closest_result2 isect_closest_ray2_seg2_full(const isect_ray2 *a, const isect_seg2 *b);
isect_closest_result3 isect_closest_line3_line3_full(const isect_line3 *a, const isect_line3 *b);
isect_closest_result3 isect_closest_line3_ray3_full(const isect_line3 *a, const isect_ray3 *b);
isect_closest_result3 isect_closest_line3_seg3_full(const isect_line3 *a, const isect_seg3 *b);
isect_closest_result3 isect_closest_ray3_ray3_full(const isect_ray3 *a, const isect_ray3 *b);
isect_closest_result3 isect_closest_ray3_seg3_full(const isect_ray3 *a, const isect_seg3 *b);
isect_closest_result2 isect_closest_seg2_seg2_full(const isect_seg2 *a, const isect_seg2 *b);
isect_closest_result3 isect_closest_seg3_seg3_full(const isect_seg3 *a, const isect_seg3 *b);
bool isect_test_capsule2_capsule2_full(const isect_capsule2 *a, const isect_capsule2 *b);
bool isect_test_capsule3_capsule3_full(const isect_capsule3 *a, const isect_capsule3 *b);

/* point_tri.c: a point against a triangle, a ball against a triangle */
#define isect_closest_point2_tri2_full ISECT_NAME(isect_closest_point2_tri2_full)
#define isect_closest_point3_tri3_full ISECT_NAME(isect_closest_point3_tri3_full)

isect_closest_feature_result2 isect_closest_point2_tri2_full(isect_vec2 p, const isect_tri2 *tri);
isect_closest_feature_result3 isect_closest_point3_tri3_full(isect_vec3 p, const isect_tri3 *tri);

#define isect_test_circle2_tri2_full ISECT_NAME(isect_test_circle2_tri2_full)
#define isect_test_sphere3_tri3_full ISECT_NAME(isect_test_sphere3_tri3_full)

bool isect_test_circle2_tri2_full(const isect_circle2 *circle, const isect_tri2 *tri);
bool isect_test_sphere3_tri3_full(const isect_sphere3 *sphere, const isect_tri3 *tri);

/* seg_box.c: a segment against an axis-aligned box */
#define isect_closest_seg3_aabb3_full ISECT_NAME(isect_closest_seg3_aabb3_full)

isect_closest_feature_result3 isect_closest_seg3_aabb3_full(const isect_seg3 *seg,
                                                            const isect_aabb3 *box);

/* seg_obb.c: a segment against an oriented box */
#define isect_closest_seg3_obb3_full ISECT_NAME(isect_closest_seg3_obb3_full)

isect_closest_feature_result3 isect_closest_seg3_obb3_full(const isect_seg3 *seg,
                                                           const isect_obb3 *box);

/* tri_pair.c: a segment against a triangle, two triangles */
#define isect_closest_seg3_tri3_full ISECT_NAME(isect_closest_seg3_tri3_full)
#define isect_closest_tri3_tri3_full ISECT_NAME(isect_closest_tri3_tri3_full)

isect_closest_feature_result3 isect_closest_seg3_tri3_full(const isect_seg3 *seg,
                                                           const isect_tri3 *tri);
isect_closest_feature_result3 isect_closest_tri3_tri3_full(const isect_tri3 *a,
                                                           const isect_tri3 *b);

/* point_round.c: a point against a capsule, a cylinder, a cone */
#define isect_closest_point2_capsule2_full ISECT_NAME(isect_closest_point2_capsule2_full)
#define isect_closest_point3_capsule3_full ISECT_NAME(isect_closest_point3_capsule3_full)

isect_closest_feature_result2 isect_closest_point2_capsule2_full(isect_vec2 p,
                                                                 const isect_capsule2 *capsule);
isect_closest_feature_result3 isect_closest_point3_capsule3_full(isect_vec3 p,
                                                                 const isect_capsule3 *capsule);
#define isect_closest_point3_cylinder3_full ISECT_NAME(isect_closest_point3_cylinder3_full)
isect_closest_feature_result3 isect_closest_point3_cylinder3_full(isect_vec3 p,
                                                                  const isect_cylinder3 *cyl);
#define isect_closest_point3_cone3_full ISECT_NAME(isect_closest_point3_cone3_full)
isect_closest_feature_result3 isect_closest_point3_cone3_full(isect_vec3 p,
                                                              const isect_cone3 *cone);

/* point_poly.c: a point against a convex polygon */
#define isect_closest_point2_poly2_full ISECT_NAME(isect_closest_point2_poly2_full)

isect_closest_feature_result2 isect_closest_point2_poly2_full(isect_vec2 p,
                                                              const isect_poly2 *poly);

/* point_tet.c: a point against a solid tetrahedron */
#define isect_closest_point3_tet3_full ISECT_NAME(isect_closest_point3_tet3_full)

isect_closest_feature_result3 isect_closest_point3_tet3_full(isect_vec3 p, const isect_tet3 *tet);

/* ball_frustum.c: a ball against a frustum (isect/overlap.h) */
#define isect_test_sphere3_frustum3_full ISECT_NAME(isect_test_sphere3_frustum3_full)
bool isect_test_sphere3_frustum3_full(const isect_sphere3 *sphere, const isect_frustum3 *frustum);

/* contact.c: the contacts of balls and capsules (isect/overlap.h). Their direct paths build
 * the contact from the closest queries' fast paths without the careful path's power-of-two
 * frame, so they match it within about a fifth of the documented bounds rather than bit for
 * bit (tests/test_fast_path_contact.c). */
#define isect_find_sphere3_sphere3_full ISECT_NAME(isect_find_sphere3_sphere3_full)
#define isect_find_sphere3_capsule3_full ISECT_NAME(isect_find_sphere3_capsule3_full)
#define isect_find_capsule3_capsule3_full ISECT_NAME(isect_find_capsule3_capsule3_full)

isect_contact_result3 isect_find_sphere3_sphere3_full(const isect_sphere3 *a,
                                                      const isect_sphere3 *b);
isect_contact_result3 isect_find_sphere3_capsule3_full(const isect_sphere3 *sphere,
                                                       const isect_capsule3 *capsule);
isect_contact_result3 isect_find_capsule3_capsule3_full(const isect_capsule3 *a,
                                                        const isect_capsule3 *b);

#endif
