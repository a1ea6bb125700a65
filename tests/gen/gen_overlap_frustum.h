/* Generators for the solids-against-a-frustum tests (isect/overlap.h); see gen.h for the
 * conventions. */
#ifndef ISECT_TESTS_GEN_OVERLAP_FRUSTUM_H
#define ISECT_TESTS_GEN_OVERLAP_FRUSTUM_H

#include <stdbool.h>

#include "gen.h"

/* Which solid a case is for. */
typedef enum gen_ofrustum_shape {
    GEN_OFRUSTUM_POINT,
    GEN_OFRUSTUM_SPHERE,
    GEN_OFRUSTUM_AABB,
    GEN_OFRUSTUM_OBB
} gen_ofrustum_shape;

/* The frustum's planes n[3 j .. 3 j + 2] . x <= o[j]; the solid: a point or ball centre
 * p[0..2] (radius r); a box's min p[0..2] and max p[3..5]; an oriented box's centre
 * p[0..2], half extents p[3..5] and axes ax (rows). null_shape / null_frustum: pass NULL
 * (invalid cases only). */
typedef struct gen_ofrustum_case {
    gen_ofrustum_shape shape;
    isect_real n[18], o[6];
    isect_real p[6], r;
    isect_real ax[9];
    bool null_shape, null_frustum;
    const char *family;
} gen_ofrustum_case;

/* A camera's frustum from isect_frustum3_from_matrix of a view-projection matrix computed
 * in isect_real (perspective, fovy 30-110 degrees, aspect 0.5-2, near 0.1-2, far 5-200
 * times near; or orthographic), either depth range, eye in [-10, 10]^3, a random view
 * rotation; the solid placed in the camera's frame around the frustum (depth up to 1.3 far,
 * sideways up to 1.3 times the frustum's width there), its size proportional to its
 * depth. About half of the cases meet. */
void gen_ofrustum_uniform(gen_rng *rng, gen_ofrustum_shape shape, gen_ofrustum_case *out);

/* Exact geometry: a frustum with integer planes (side slopes p/q with (q, p) in (1, 1),
 * (3, 4), (4, 3), (5, 12); or orthographic: parallel faces) and integer corners, moved by
 * an integer basis of gen_bases3 and an integer translation; the solid at a corner, the
 * midpoint of an edge or the centre of a face, plus a small integer offset or none: a box
 * with a corner there extending to random sides (touching a face, an edge or a corner,
 * overlapping, or apart near an edge or corner where it straddles two or three planes:
 * the culling test's false positive), an oriented box with signed-permutation or rounded
 * axes likewise, a ball touching along an integer multiple of a face normal or of a sum
 * of the normals at an edge or corner (an exact radius where the length is an integer),
 * zero radii and zero extents; or the camera frustum of the uniform cases with the solid
 * at its corners computed in double and rounded (frustums from float matrices). Then one
 * of: a value nudged by 1-2 ulps, everything moved far from the origin by c 2^m, every
 * length scaled by a huge or tiny power of two. */
void gen_ofrustum_adversarial(gen_rng *rng, gen_ofrustum_shape shape, gen_ofrustum_case *out);

/* Invalid: a NaN or infinite coordinate, normal, offset or radius, a zero normal, a
 * negative radius or half extent, min > max, OBB axes not orthonormal within
 * ISECT_AXIS_TOLERANCE, a NULL solid or frustum. */
void gen_ofrustum_invalid(gen_rng *rng, gen_ofrustum_shape shape, gen_ofrustum_case *out);

/* The lengths (gen.h): the offsets, the solid's coordinates and radius; not the normals
 * nor the axes. */
int gen_ofrustum_lengths(gen_ofrustum_case *x, isect_real **v);

#endif
