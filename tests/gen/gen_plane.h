/* Generators for the plane queries (isect/plane.h); see gen.h for the conventions. */
#ifndef ISECT_TESTS_GEN_PLANE_H
#define ISECT_TESTS_GEN_PLANE_H

#include <stdbool.h>

#include "gen.h"

/* A component against a plane. kind: 0 line, 1 ray, 2 segment (as oracle_kind); for a
 * segment a = p0, b = p1, otherwise a = origin, b = dir. The plane is n, o (normal form)
 * or pa, pb, pc (three-point form, when three is set). */
typedef struct gen_plane_case {
    int kind;
    bool three;
    isect_real a[3], b[3];
    isect_real n[3], o;
    isect_real pa[3], pb[3], pc[3];
    const char *family;
} gen_plane_case;

/* Positions in [-10, 10], normals in [-1, 1], directions in [-4, 4]. */
void gen_plane_uniform(gen_rng *rng, int kind, bool three, gen_plane_case *out);

/* Integer geometry on purpose: endpoints exactly on the plane, components lying in it,
 * parallel components just off it, each optionally nudged by 1-3 ulps, offset by about
 * 1e5 or 1e8, or scaled by a huge or tiny power of two; nearly collinear three-point
 * planes. */
void gen_plane_adversarial(gen_rng *rng, int kind, bool three, gen_plane_case *out);

/* Invalid: a NaN or infinite coordinate, a zero normal, or collinear points. */
void gen_plane_invalid(gen_rng *rng, int kind, bool three, gen_plane_case *out);

/* The lengths of the case (gen.h): the component and, for a plane3, the offset (its
 * normal is left as it is, so that the offset scales with the positions); for a plane3p
 * its three points. */
int gen_plane_lengths(gen_plane_case *x, isect_real **v);

#endif
