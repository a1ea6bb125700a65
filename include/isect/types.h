/* isect/types.h -- vectors and shapes.
 *
 * Every shape is a plain struct of isect_real, passed to queries by const pointer and
 * never modified or retained. Shapes are closed sets: a sphere includes its surface, a
 * segment includes its endpoints. Each shape has a validity check in isect/valid.h;
 * the comments below say what is valid, what is degenerate (valid, with a defined
 * meaning, reported by the flag ISECT_DEGENERATE) and what is invalid (reported by
 * ISECT_INVALID, never by a crash or a NaN).
 *
 * Invalid for every shape: a NaN or infinite coordinate. */
#ifndef ISECT_TYPES_H
#define ISECT_TYPES_H

#include "isect/base.h"

#ifdef __cplusplus
extern "C" {
#endif

/** A point or a vector in the plane. */
typedef struct isect_vec2 {
    isect_real x, y;
} isect_vec2;

/** A point or a vector in space. */
typedef struct isect_vec3 {
    isect_real x, y, z;
} isect_vec3;

/* ---- Linear components ---------------------------------------------------------
 * All three are parametrised the same way, origin + t * dir (a segment as
 * p0 + t * (p1 - p0)); t is measured in units of the given direction, which need not
 * be unit length. Only the range of t differs. A zero direction (or p0 == p1) is
 * degenerate: the component is the single point origin (p0). */

/** Infinite line: origin + t * dir, t over all reals. */
typedef struct isect_line2 {
    isect_vec2 origin; /**< a point on the line (t = 0) */
    isect_vec2 dir;    /**< direction; t is in units of it */
} isect_line2;

/** Infinite line in space: origin + t * dir, t over all reals. */
typedef struct isect_line3 {
    isect_vec3 origin; /**< a point on the line (t = 0) */
    isect_vec3 dir;    /**< direction; t is in units of it */
} isect_line3;

/** Half-line: origin + t * dir, t in [0, +inf). */
typedef struct isect_ray2 {
    isect_vec2 origin; /**< where the ray starts (t = 0) */
    isect_vec2 dir;    /**< direction; t is in units of it */
} isect_ray2;

/** Half-line in space: origin + t * dir, t in [0, +inf). */
typedef struct isect_ray3 {
    isect_vec3 origin; /**< where the ray starts (t = 0) */
    isect_vec3 dir;    /**< direction; t is in units of it */
} isect_ray3;

/** Closed segment: p0 + t * (p1 - p0), t in [0, 1]. */
typedef struct isect_seg2 {
    isect_vec2 p0; /**< start (t = 0) */
    isect_vec2 p1; /**< end (t = 1) */
} isect_seg2;

/** Closed segment in space: p0 + t * (p1 - p0), t in [0, 1]. */
typedef struct isect_seg3 {
    isect_vec3 p0; /**< start (t = 0) */
    isect_vec3 p1; /**< end (t = 1) */
} isect_seg3;

/* ---- Planes ------------------------------------------------------------------ */

/** The plane dot(normal, x) == offset. The normal need not be unit length. Its side
 * dot(normal, x) > offset is the positive (outer) side; where planes bound a solid
 * (hull, frustum) the solid is the side dot(normal, x) <= offset, so normals point
 * out of the solid. Invalid: a zero normal. */
typedef struct isect_plane3 {
    isect_vec3 normal; /**< any non-zero length; points to the positive side */
    isect_real offset; /**< dot(normal, x) for every x on the plane */
} isect_plane3;

/** The plane through three points, kept as the points so that every query about it is
 * exact (a plane3 computed from them would already be rounded). Its normal is
 * (b - a) x (c - a): the positive side is where a, b, c appear counterclockwise.
 * Invalid: collinear points (decided exactly), which span no plane. */
typedef struct isect_plane3p {
    isect_vec3 a, b, c;
} isect_plane3p;

/* ---- Round shapes -------------------------------------------------------------
 * Invalid: a negative (or NaN) radius. Degenerate: radius 0 (the shape is its centre). */

/** Closed disc: |x - center| <= radius. */
typedef struct isect_circle2 {
    isect_vec2 center;
    isect_real radius; /**< >= 0 */
} isect_circle2;

/** Closed ball: |x - center| <= radius. */
typedef struct isect_sphere3 {
    isect_vec3 center;
    isect_real radius; /**< >= 0 */
} isect_sphere3;

/** Capsule: all points within radius of the segment p0-p1 (a stadium in 2D).
 * Degenerate: p0 == p1 (a disc) or radius 0 (a segment). */
typedef struct isect_capsule2 {
    isect_vec2 p0, p1; /**< the core segment */
    isect_real radius; /**< >= 0 */
} isect_capsule2;

/** Capsule in space: all points within radius of the segment p0-p1.
 * Degenerate: p0 == p1 (a ball) or radius 0 (a segment). */
typedef struct isect_capsule3 {
    isect_vec3 p0, p1; /**< the core segment */
    isect_real radius; /**< >= 0 */
} isect_capsule3;

/** Solid finite cylinder with flat caps centred on p0 and p1.
 * Degenerate: p0 == p1 (a disc) or radius 0 (a segment). */
typedef struct isect_cylinder3 {
    isect_vec3 p0, p1; /**< centres of the two caps */
    isect_real radius; /**< >= 0 */
} isect_cylinder3;

/** Solid finite cone: the convex hull of the apex and the disc of the given radius
 * centred on base, perpendicular to base - apex.
 * Degenerate: apex == base (a disc) or radius 0 (a segment). */
typedef struct isect_cone3 {
    isect_vec3 apex;   /**< the tip */
    isect_vec3 base;   /**< centre of the base disc */
    isect_real radius; /**< radius of the base disc, >= 0 */
} isect_cone3;

/* ---- Boxes ------------------------------------------------------------------
 * Invalid: min > max on some axis, or a negative half extent.
 * Degenerate: a zero extent on some axis (a rectangle, a segment, a point). */

/** Axis-aligned rectangle: min <= x <= max componentwise. */
typedef struct isect_aabb2 {
    isect_vec2 min, max;
} isect_aabb2;

/** Axis-aligned box: min <= x <= max componentwise. */
typedef struct isect_aabb3 {
    isect_vec3 min, max;
} isect_aabb3;

/** Oriented rectangle: center + s * half.x * axis + u * half.y * perp(axis),
 * |s|, |u| <= 1, where perp(axis) = (-axis.y, axis.x), for an axis of exactly unit
 * length; in general the set { x : |(x - center) . axis| <= half.x and
 * |(x - center) . perp(axis)| <= half.y }, the rectangle in the frame of the axis as given
 * (isect/box.h, "Oriented boxes"), which is what every OBB query answers about.
 * Invalid also: axis not of unit length within ISECT_AXIS_TOLERANCE. */
typedef struct isect_obb2 {
    isect_vec2 center;
    isect_vec2 axis; /**< unit local x axis; the local y axis is perp(axis) */
    isect_vec2 half; /**< half extents along the local axes, >= 0 */
} isect_obb2;

/** Oriented box: center + sum_i s_i * half_i * axis[i], |s_i| <= 1, for exactly
 * orthonormal axes; in general the set { x : |(x - center) . axis[i]| <= half_i }, the box
 * in the frame of the axes as given (isect/box.h, "Oriented boxes"), which is what every
 * OBB query answers about. Invalid also: axes not orthonormal within
 * ISECT_AXIS_TOLERANCE. */
typedef struct isect_obb3 {
    isect_vec3 center;
    isect_vec3 axis[3]; /**< orthonormal local axes (the rows of the rotation) */
    isect_vec3 half;    /**< half extents along axis[0..2], >= 0 */
} isect_obb3;

/** How far from orthonormal an OBB's axes may be (|dot(a_i, a_j) - delta_ij|); a
 * dimensionless bound loose enough for rotations computed in float. */
#define ISECT_AXIS_TOLERANCE 1e-4

/* ---- Polygons and polyhedra ------------------------------------------------- */

/** Closed triangle (the filled region). Degenerate: collinear vertices (a segment or a
 * point). */
typedef struct isect_tri2 {
    isect_vec2 v[3];
} isect_tri2;

/** Closed triangle in space (the filled region). Degenerate: collinear vertices. */
typedef struct isect_tri3 {
    isect_vec3 v[3];
} isect_tri3;

/** Quad in space: the union of the closed triangles (v[0], v[1], v[2]) and
 * (v[0], v[2], v[3]) -- for four coplanar points in convex position, listed in order,
 * the filled quadrilateral. */
typedef struct isect_quad3 {
    isect_vec3 v[4];
} isect_quad3;

/** Simple or self-intersecting polygon, vertices in order, implicitly closed (the edge
 * v[count-1] -> v[0] is included). The array is borrowed for the duration of a call.
 * Invalid: count < 3 or v == NULL. Degenerate: all vertices collinear. Which points are
 * inside a self-intersecting polygon depends on the fill rule the query takes. */
typedef struct isect_poly2 {
    const isect_vec2 *v;
    size_t count;
} isect_poly2;

/** Planar polygon in space, vertices in order, implicitly closed; borrowed like
 * isect_poly2. The vertices are expected to be coplanar; queries document how they
 * treat input that is not. Invalid: count < 3 or v == NULL. */
typedef struct isect_poly3 {
    const isect_vec3 *v;
    size_t count;
} isect_poly3;

/** Solid tetrahedron, the convex hull of its four vertices (either orientation).
 * Degenerate: coplanar vertices. */
typedef struct isect_tet3 {
    isect_vec3 v[4];
} isect_tet3;

/** Convex polyhedron. Queries built on support functions (GJK, EPA) use the vertices;
 * queries built on half-spaces (ray casts, containment) use the face planes, whose
 * normals point outwards: the solid is { x : dot(plane.normal, x) <= plane.offset }.
 * Either array may be left empty (NULL, 0) when only the other kind of query is asked;
 * each query says which it needs. Both arrays are borrowed for the duration of a call.
 * Invalid: both arrays empty, a NULL array with a non-zero count, a zero plane normal. */
typedef struct isect_hull3 {
    const isect_vec3 *verts;
    size_t vert_count;
    const isect_plane3 *planes;
    size_t plane_count;
} isect_hull3;

/** View frustum as six planes with outward normals, in the order left, right, bottom,
 * top, near, far; the solid is where dot(normal, x) <= offset for all six. */
typedef struct isect_frustum3 {
    isect_plane3 planes[6];
} isect_frustum3;

#ifdef __cplusplus
}
#endif

#endif
