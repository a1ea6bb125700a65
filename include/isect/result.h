/* isect/result.h -- what queries return.
 *
 * Results are returned by value. Every field is initialised on every path: a miss is a
 * zeroed struct with hit == false (plus flags that explain it, e.g. ISECT_INVALID), never
 * a sentinel value and never garbage. */
#ifndef ISECT_RESULT_H
#define ISECT_RESULT_H

#include "isect/types.h"

#ifdef __cplusplus
extern "C" {
#endif

/** Flags, OR-ed into the `flags` field of every result. */
enum isect_flag {
    /** The component's start (t = 0 for rays and segments) lies in the interior of the
     * solid: t[0] is that start, not a crossing of the surface, and normal is zero. */
    ISECT_STARTED_INSIDE = 1u << 0,
    /** The segment's end (t = 1) lies in the interior of the solid: t[1] is that end,
     * not a crossing of the surface. */
    ISECT_ENDED_INSIDE = 1u << 1,
    /** The component meets the solid only on its surface (a tangent line, an endpoint
     * resting on the surface): it never enters the interior. */
    ISECT_TOUCHING = 1u << 2,
    /** An input shape is degenerate (zero-length segment or direction, zero radius,
     * collinear triangle, zero-extent box...) and was treated as the lower-dimensional
     * shape it is. The answer is still exact. */
    ISECT_DEGENERATE = 1u << 3,
    /** An input was invalid (NULL, NaN or infinity, negative radius, min > max, zero
     * plane normal, ...): the result is a miss that carries no answer. */
    ISECT_INVALID = 1u << 4,
    /** A reported value (a parameter, a point coordinate, a squared distance) lies beyond
     * the range of isect_real (DBL_MAX, or FLT_MAX in the float build): it is reported as
     * the largest finite isect_real of its sign. Booleans, counts and the other flags are
     * still exact. The one place infinities appear on
     * purpose is the unbounded end of an overlap that has no end: a line or ray lying in
     * a plane (count ISECT_INFINITE) reports t = -INFINITY / +INFINITY there, which is
     * exact and not flagged. */
    ISECT_SATURATED = 1u << 5,
    /** Closest points of two lines, rays or segments: their directions are exactly
     * parallel (decided exactly), so the closest pair may not be unique; the query's
     * comment says which of the equally close pairs it returns. */
    ISECT_PARALLEL = 1u << 6,
    /** A contact's normal is not fixed by the shapes (concentric balls, a centre on a
     * capsule's core, crossing or overlapping cores): the normal reported is the one the
     * query's comment names among the equally valid ones. */
    ISECT_AMBIGUOUS = 1u << 7,
};

/** The `count` of a find result when the component lies in the shape's surface (a
 * segment in a plane): infinitely many common points; t[0]..t[1] is their interval. It
 * is negative, so a loop `for (i = 0; i < r.count; i++)` never overruns t[]. */
#define ISECT_INFINITE (-1)

/** Where a line, ray or segment meets a solid in the plane.
 *
 * When hit, the component's overlap with the closed solid is the parameter interval
 * [t[0], t[1]] (clipped to the component's own range), with point[i] the component at
 * t[i]. t[0] is the entry, t[1] the exit; t[0] == t[1] when they meet in one point.
 * count is how many of those two ends are crossings of the shape's surface rather than
 * ends of the component: 2 for a proper crossing, 1 for a tangent or when one end lies
 * inside (see ISECT_STARTED_INSIDE / ISECT_ENDED_INSIDE), 0 when the whole segment is
 * inside, ISECT_INFINITE when the component lies in the surface. */
typedef struct isect_find_result2 {
    bool hit;            /**< the component and the solid share at least one point */
    int count;           /**< surface crossings among t[0], t[1]: 0, 1, 2 or ISECT_INFINITE */
    isect_real t[2];     /**< entry and exit parameters, t[0] <= t[1], in units of dir */
    isect_vec2 point[2]; /**< the component at t[0] and t[1] */
    isect_vec2 normal;   /**< unit outward surface normal at the entry point[0]; zero when
                              the component started inside or the normal is undefined */
    unsigned flags;      /**< enum isect_flag bits */
} isect_find_result2;

/** Where a line, ray or segment meets a solid in space; fields as isect_find_result2. */
typedef struct isect_find_result3 {
    bool hit;            /**< the component and the solid share at least one point */
    int count;           /**< surface crossings among t[0], t[1]: 0, 1, 2 or ISECT_INFINITE */
    isect_real t[2];     /**< entry and exit parameters, t[0] <= t[1], in units of dir */
    isect_vec3 point[2]; /**< the component at t[0] and t[1] */
    isect_vec3 normal;   /**< unit outward surface normal at the entry point[0]; zero when
                              the component started inside or the normal is undefined */
    unsigned flags;      /**< enum isect_flag bits */
} isect_find_result3;

/** Closest points between two shapes a and b in the plane. */
typedef struct isect_closest_result2 {
    isect_real dist_sq; /**< squared distance between a and b; 0 when they touch */
    isect_real s;       /**< parameter of point_a on a, where a is parametrised */
    isect_real t;       /**< parameter of point_b on b, where b is parametrised */
    isect_vec2 point_a; /**< the point of a closest to b */
    isect_vec2 point_b; /**< the point of b closest to a */
    unsigned flags;     /**< enum isect_flag bits */
} isect_closest_result2;

/** Closest points between two shapes a and b in space; fields as isect_closest_result2. */
typedef struct isect_closest_result3 {
    isect_real dist_sq;
    isect_real s;
    isect_real t;
    isect_vec3 point_a;
    isect_vec3 point_b;
    unsigned flags;
} isect_closest_result3;

/** Which feature of a shape a closest point lies on: the lowest-dimensional one that holds
 * it, decided exactly (a point exactly on an edge is on that edge, not on the face; at a
 * vertex, on the vertex). */
typedef enum isect_feature_kind {
    ISECT_FEATURE_NONE = 0,   /**< no answer (invalid input) */
    ISECT_FEATURE_VERTEX = 1, /**< vertex `index` (a point, or a segment's p0/p1 as 0/1) */
    ISECT_FEATURE_EDGE = 2,   /**< the open edge `index`, from vertex index to vertex
                                   (index + 1) mod n (a segment's interior: edge 0); the
                                   round solids number theirs in closest_point.h */
    ISECT_FEATURE_FACE = 3,   /**< the open face `index` (a triangle's interior: face 0) */
    ISECT_FEATURE_SOLID = 4   /**< the interior of a solid (tetrahedron, polyhedron) */
} isect_feature_kind;

/** A feature of a shape: its kind and index (see isect_feature_kind). */
typedef struct isect_feature {
    isect_feature_kind kind;
    int index;
} isect_feature;

/** Closest points between two shapes a and b in the plane, with the feature each point
 * lies on and its barycentric coordinates on its shape's vertices (closest queries whose
 * shapes have vertices: triangles, and the shapes built of them). */
typedef struct isect_closest_feature_result2 {
    isect_real dist_sq;      /**< squared distance between a and b; 0 when they touch */
    isect_real bary_a[4];    /**< point_a as sum bary_a[i] * (vertex i of a): a point {1},
                                  a segment {1 - s, s}, a triangle 3 entries; unused 0 */
    isect_real bary_b[4];    /**< point_b on b's vertices, as bary_a (a polygon, a
                                  round solid: as their functions say) */
    isect_vec2 point_a;      /**< the point of a closest to b */
    isect_vec2 point_b;      /**< the point of b closest to a */
    isect_feature feature_a; /**< the feature of a holding point_a */
    isect_feature feature_b; /**< the feature of b holding point_b */
    unsigned flags;          /**< enum isect_flag bits */
} isect_closest_feature_result2;

/** Closest points with features in space; fields as isect_closest_feature_result2. */
typedef struct isect_closest_feature_result3 {
    isect_real dist_sq;
    isect_real bary_a[4];
    isect_real bary_b[4];
    isect_vec3 point_a;
    isect_vec3 point_b;
    isect_feature feature_a;
    isect_feature feature_b;
    unsigned flags;
} isect_closest_feature_result3;

/** The closest point of a convex hull to a point (isect_closest_point3_hull3).
 *
 * A hull by its vertices: point_b as a convex combination of at most four of the input
 * vertices, count input vertices vert[0..count-1] (indices into the hull's array,
 * increasing) with weights bary[0..count-1], each strictly inside (0, 1] and summing to 1
 * (up to rounding): the smallest simplex of input vertices whose relative interior holds
 * point_b, which is also what a GJK loop keeps as its simplex. plane_count is 0.
 *
 * A hull by its planes: the planes point_b lies on, plane[0..plane_count-1] (indices into
 * the hull's plane array, increasing): of the planes through point_b (decided exactly),
 * the lowest-index ones with linearly independent normals, taken greedily from the lowest
 * index; plane_count is 1 on a face, 2 on an edge, 3 at a vertex. count is 0.
 *
 * Unused entries are 0. */
typedef struct isect_closest_hull_result3 {
    isect_real dist_sq;      /**< squared distance from point_a to the hull; 0 inside */
    isect_real bary[4];      /**< by vertices: point_b = sum_k bary[k] verts[vert[k]], k < count */
    size_t vert[4];          /**< by vertices: the simplex's vertex indices, increasing */
    unsigned count;          /**< by vertices: 1 to 4 (0 for invalid input, and by planes) */
    size_t plane[3];         /**< by planes: the planes holding point_b, increasing */
    unsigned plane_count;    /**< by planes: 0 (inside), 1, 2 or 3 */
    isect_vec3 point_a;      /**< the query point */
    isect_vec3 point_b;      /**< the point of the hull closest to point_a */
    isect_feature feature_b; /**< solid (point_a in the hull); else by vertices: vertex
                                  vert[0], edge or face by count, by planes: face, edge or
                                  vertex by plane_count (index 0 either way) */
    unsigned flags;          /**< enum isect_flag bits */
} isect_closest_hull_result3;

/** A signed distance between two shapes (isect_distance_* queries).
 *
 * distance is signed where the pair has sides: for a point against a plane it is
 * positive on the side the plane's normal points to, negative on the other side and 0
 * exactly when the point lies on the plane (its sign is exact: it equals what the
 * matching classify query answers). Invalid input gives distance 0 with flags ==
 * ISECT_INVALID; a distance beyond the range of isect_real is reported as the largest
 * finite isect_real of its sign with ISECT_SATURATED (see enum isect_flag). */
typedef struct isect_distance_result {
    isect_real distance; /**< the signed distance */
    unsigned flags;      /**< enum isect_flag bits */
} isect_distance_result;

/** The outcome of a sweep (a shape moving over t in [0, 1]). */
typedef enum isect_sweep_status {
    ISECT_SEPARATED = 0,        /**< no contact for any t in [0, 1] */
    ISECT_HIT = 1,              /**< first contact at t in [0, 1]; point and normal set */
    ISECT_OVERLAP_AT_START = 2, /**< the shapes already overlap at t = 0 */
    ISECT_INVALID_INPUT = 3,    /**< an input was invalid; nothing else is set */
    ISECT_NOT_CONVERGED = 4     /**< an iterative method stopped at its iteration cap: no
                                     answer (never reported as SEPARATED) */
} isect_sweep_status;

/** The contact of two solids in space (a find of a shape against a shape,
 * isect/overlap.h): what a physics step needs to push them apart.
 *
 * Unlike the other finds, a valid pair that does not overlap still reports its nearest
 * approach (a negative depth, the separating normal, the point between the surfaces), for
 * speculative contacts; only invalid input gives the all-zero result. */
typedef struct isect_contact_result3 {
    bool hit;          /**< the closed solids share a point: exactly the test's answer */
    isect_real depth;  /**< penetration along normal: >= 0 when hit (0 when touching, up to
                            the error bound), < 0 when apart (minus the separation) */
    isect_vec3 normal; /**< unit, from the first shape toward the second: moving the second
                            by depth * normal (or the first by -depth * normal) leaves
                            them touching */
    isect_vec3 point;  /**< the contact point: midway between the two surfaces along the
                            normal */
    unsigned flags;    /**< ISECT_INVALID, ISECT_DEGENERATE, ISECT_AMBIGUOUS,
                            ISECT_SATURATED */
} isect_contact_result3;

/** The most points an isect_tri_tri_result3 holds: two triangles in one plane meet in a
 * convex polygon whose every edge lies on one of the six edges, so it has at most six
 * vertices. */
#define ISECT_TRI_TRI_MAX_POINTS 6

/** What two closed triangles in space have in common (isect_find_tri3_tri3,
 * isect/overlap.h): empty, one point, a segment, or, for triangles in one plane, a convex
 * polygon. The points are the corners of that set (its extreme points), each listed once;
 * which corners there are, and so count, is decided exactly; their coordinates are
 * computed within the bound the query documents (so two corners closer than that may come
 * back as the same point). */
typedef struct isect_tri_tri_result3 {
    bool hit;      /**< the triangles share a point: exactly isect_test_tri3_tri3's answer */
    bool coplanar; /**< (on a hit) all six vertices lie in one plane, decided exactly: the
                        common set was found in that plane */
    int count;     /**< corners in point[]: 0 on a miss, 1 a single point, 2 a segment,
                        3 to 6 a convex polygon (coplanar triangles only) */
    isect_vec3 point[ISECT_TRI_TRI_MAX_POINTS]; /**< the corners, in the query's order;
                                                     unused entries are zero */
    unsigned flags; /**< ISECT_INVALID, ISECT_DEGENERATE (a collinear triangle) */
} isect_tri_tri_result3;

/** What two or three planes have in common (isect_find_plane3_plane3 and
 * isect_find_plane3_plane3_plane3, isect/plane.h). */
typedef enum isect_planes_meet {
    ISECT_MEET_NONE = 0,   /**< no point lies on every plane */
    ISECT_MEET_POINT = 1,  /**< exactly one point (three planes): `point` */
    ISECT_MEET_LINE = 2,   /**< a line: through `point` along `dir` */
    ISECT_MEET_PLANE = 3,  /**< the planes are one plane: the one through `point` whose
                                normal is the first plane's */
    ISECT_MEET_INVALID = 4 /**< an input was invalid: no answer */
} isect_planes_meet;

/** The common set of two or three planes. The kind of set (meet) and the pair masks are
 * exact; point and dir are computed within the bounds the queries document. A pair
 * (i, j) of the planes is bit 0 for (first, second), bit 1 for (first, third) and bit 2
 * for (second, third). */
typedef struct isect_planes_result3 {
    bool hit;               /**< the planes share a point: meet is POINT, LINE or PLANE */
    isect_planes_meet meet; /**< what they share */
    isect_vec3 point;       /**< POINT: the point; LINE: the line's point nearest the
                                 origin; PLANE: the plane's point nearest the origin; else
                                 zero */
    isect_vec3 dir;         /**< LINE: the line's unit direction (the query says which of
                                 the two); else zero */
    unsigned parallel;      /**< the pairs whose normals are parallel (either sense):
                                 distinct parallel planes, or one plane */
    unsigned coincident;    /**< the pairs that are one plane (a subset of parallel) */
    unsigned flags;         /**< ISECT_INVALID; ISECT_SATURATED (a coordinate beyond the
                                 range of isect_real) */
} isect_planes_result3;

/** First time of contact of a moving shape a with a shape b in the plane. */
typedef struct isect_sweep_result2 {
    isect_sweep_status status;
    isect_real t;      /**< time of first contact in [0, 1] (when status == ISECT_HIT) */
    isect_vec2 point;  /**< the contact point at time t */
    isect_vec2 normal; /**< unit contact normal, pointing from a toward b */
    unsigned flags;    /**< enum isect_flag bits */
} isect_sweep_result2;

/** First time of contact of a moving shape a with a shape b in space. */
typedef struct isect_sweep_result3 {
    isect_sweep_status status;
    isect_real t;
    isect_vec3 point;
    isect_vec3 normal;
    unsigned flags;
} isect_sweep_result3;

/** Where a point lies relative to a closed shape (classify queries). */
typedef enum isect_location {
    ISECT_OUTSIDE = 0,         /**< not in the closed shape */
    ISECT_ON_BOUNDARY = 1,     /**< on the shape's boundary */
    ISECT_INSIDE = 2,          /**< in the interior */
    ISECT_LOCATION_INVALID = 3 /**< an input was invalid: no answer */
} isect_location;

/** Which side of a plane a closed solid lies on (the classify queries of a solid against a
 * plane, isect/overlap.h). The positive side is where dot(normal, x) > offset, the side the
 * normal points to (a plane3p: where a, b, c appear counterclockwise). A solid that
 * touches the plane from one side meets it, so it is neither in front nor behind: culling
 * code that keeps what is not behind keeps it, physics code that asks "does it cross?"
 * sees a contact. For a single point the values equal those of isect_location's
 * ISECT_OUTSIDE, ISECT_ON_BOUNDARY and ISECT_INSIDE (isect_classify_point3_plane3). */
typedef enum isect_side {
    ISECT_FRONT = 0,       /**< wholly on the positive side: dot(normal, x) > offset for
                                every point x of the solid */
    ISECT_STRADDLING = 1,  /**< the solid meets the plane: it has points on both sides, or
                                points on the plane (touching it from one side, lying in it) */
    ISECT_BACK = 2,        /**< wholly on the negative side: dot(normal, x) < offset */
    ISECT_SIDE_INVALID = 3 /**< an input was invalid: no answer */
} isect_side;

#ifdef __cplusplus
}
#endif

#endif
