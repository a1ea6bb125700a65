/* Cases for two and three planes (isect_find_plane3_plane3, _plane3_plane3): uniform,
 * adversarial and invalid. */
#ifndef ISECT_TESTS_GEN_PLANE_MEET_H
#define ISECT_TESTS_GEN_PLANE_MEET_H

#include "gen/gen.h"

/* count planes, row k = (normal x, y, z, offset). */
typedef struct gen_planes {
    int count;
    isect_real row[3][4];
    const char *family; /* which generator made it */
} gen_planes;

/* mode 0 uniform (random normals and offsets), 1 adversarial (parallel, coincident,
 * nearly parallel by ulps, three planes through one line or a prism built from small
 * integers, all parallel, nearly singular triples, zero normal components, each row
 * scaled by its own power of two, huge and tiny magnitudes), 2 invalid (a NaN or
 * infinite coefficient, a zero normal). */
void gen_planes_case(gen_rng *rng, int count, int mode, gen_planes *out);

/* The lengths of a case: the offsets (a plane3's normal does not scale with positions). */
int gen_planes_lengths(gen_planes *x, isect_real **v);

#endif
