/* A point against a triangle (isect/closest_point.h, "A point against a triangle"): the
 * closest point with its feature, and the circle / sphere against triangle tests; the
 * capsule against triangle tests; the closest point of a solid tetrahedron ("A point
 * against a tetrahedron"). The exact reference of a case and the check of the library's
 * answer (see check.h). */
#ifndef ISECT_TESTS_CHECK_CLOSEST_POINT_TRI_H
#define ISECT_TESTS_CHECK_CLOSEST_POINT_TRI_H

#include "check/check.h"
#include "gen/gen_closest_point_tri.h"
#include "oracle/oracle_closest_point_tri.h"

/* What the query puts against the triangle: a point (or a circle / sphere), a capsule; or
 * a point against a tetrahedron (v[0..3]). */
typedef enum ptri_shape { PTRI_POINT, PTRI_CAPSULE, PTRI_TET, PTRI_CONTACT } ptri_shape;

typedef struct ptri_query {
    const char *name;
    int dim;
    bool test; /* a boolean: isect_test_{circle2,capsule2}_tri2, _{sphere3,capsule3}_tri3 */
    ptri_shape shape;
} ptri_query;

enum { PTRI_QUERIES = 8 };
extern const ptri_query ptri_queries[PTRI_QUERIES];

typedef struct ptri_ref {
    oracle_ptri exact;     /* PTRI_POINT, PTRI_CONTACT */
    oracle_captri capsule; /* PTRI_CAPSULE */
    oracle_ptet tet;       /* PTRI_TET */
} ptri_ref;

/* mode 0 uniform, 1 adversarial, 2 invalid (tests/gen: gen_ptri_*, gen_captri_* for the
 * capsules, gen_ptet_* for the tetrahedron). The closest point queries have no radius
 * (r = 0). The tests' adversarial cases get, half of the time, a radius at the exact
 * distance (rounded to isect_real when it is not representable) moved by -1, 0 or +1 ulp:
 * touching, just short, just reaching. */
void ptri_generate(gen_rng *rng, const ptri_query *q, int mode, gen_ptri_case *x);

/* The exact reference; false (nothing computed) for invalid input. */
bool ptri_reference(const ptri_query *q, const gen_ptri_case *x, ptri_ref *ref);

int ptri_lengths(const ptri_query *q, gen_ptri_case *x, isect_real **v);

/* The library's answer on x (the reference's case scaled by 2^k) against ref.
 * Tests: the answer equals dist(p, tri) <= r (capsules: dist(core, tri) <= r) exactly,
 * for the vertices as given, rotated (v1, v2, v0) and reversed (v0, v2, v1), and for a
 * capsule also with its core reversed (p1, p0).
 * Closest points:
 * - flags: ISECT_DEGENERATE exactly when the vertices are collinear, no other flag but
 *   ISECT_SATURATED (only with a value at the largest finite isect_real);
 * - point_a == p, feature_a vertex 0, bary_a {1, 0, 0, 0}, bary_b[3] == 0;
 * - feature_b exactly the exact one (a disagreement otherwise), and with it: a vertex i
 *   is v[i] bit for bit with bary_b[i] == 1 and the others 0; an edge i has the third
 *   vertex's bary_b exactly 0 and the two others in (0, 1]; the face has every bary_b in
 *   (0, 1); in 2D, a point on the triangle is its own closest point (point_b == p,
 *   dist_sq == 0);
 * - |point_b - exact|_inf and |sqrt(dist_sq) - dist| at most BOUND u S (S the largest
 *   input coordinate magnitude), past one step of the subnormal grid;
 * - bary_b on the face: max |bary_b[i] - exact| at most BOUND u L^2 / |n| (L =
 *   max_i |p - v[i]|_inf); on an edge of length |e| (the segment's parameter, as
 *   isect_closest_point*_seg*): at most BOUND u S / |e|.
 * The tetrahedron (closest_point3_tet3), as the header of isect_closest_point3_tet3 says:
 * - flags: ISECT_DEGENERATE exactly when the vertices are coplanar, no other flag but
 *   ISECT_SATURATED; point_a, feature_a, bary_a as above;
 * - feature_b of the exact kind, its index the exact one (a disagreement otherwise); for
 *   coplanar vertices, one of the admissible ones (oracle_ptet.ok: an extreme vertex or
 *   hull edge -- any of coincident vertices -- or a non-collinear face whose closed
 *   triangle holds the exact point);
 * - a vertex i is v[i] bit for bit with bary_b[i] == 1, the others 0; an edge's two other
 *   coordinates exactly 0, its ends in (0, 1]; a face f has bary_b[f] == 0 and the others
 *   in (0, 1) ([0, 1) for coplanar vertices: a point on a quadrilateral's diagonal); the
 *   solid every bary_b in (0, 1); p in the closed (non-flat) tetrahedron is its own
 *   closest point (point_b == p, dist_sq == 0);
 * - point_b and dist as for the triangle (S over p and the four vertices); bary_b against
 *   the exact coordinates on the reported feature: an edge's in units of u S / |e|, a
 *   face's of u L^2 / |n_f|, the solid's of u L^3 / |6 vol| (L = max_i |p - v[i]|_inf).
 */
const char *ptri_check(const ptri_query *q, const gen_ptri_case *x, const ptri_ref *ref, int k,
                       oracle_row *row);

/* Invalid input: an all-zero result with flags == ISECT_INVALID and both features
 * ISECT_FEATURE_NONE (the tetrahedron too); tests false. */
const char *ptri_check_invalid(const ptri_query *q, const gen_ptri_case *x);

void ptri_print(const gen_ptri_case *x);
void ptri_explain(const ptri_query *q, const gen_ptri_case *x, const ptri_ref *ref, int k);

extern const check_family check_family_ptri;

#endif
