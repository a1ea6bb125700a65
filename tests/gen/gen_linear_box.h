/* Generators for lines, rays and segments against axis-aligned boxes (isect/linear_box.h);
 * see gen.h for the conventions. */
#ifndef ISECT_TESTS_GEN_LINEAR_BOX_H
#define ISECT_TESTS_GEN_LINEAR_BOX_H

#include "gen.h"

/* kind: 0 line, 1 ray, 2 segment (as oracle_kind); a = origin or p0, b = dir or p1; the
 * box lo..hi. Unused coordinates are 0. */
typedef struct gen_linbox {
    int kind, dim;
    isect_real a[3], b[3], lo[3], hi[3];
    const char *family; /* which generator made it */
} gen_linbox;

/* The box: lo in [-6, 6], each extent in [0, 8]; a in [-10, 10]; the direction (p1 - p0
 * for a segment) a factor in [0.25, 2.5] times the way from a to a point of the box
 * widened by half its extent on each side: hits and misses both frequent. */
void gen_linbox_uniform(gen_rng *rng, int kind, int dim, gen_linbox *out);

/* On small integers and dyadic fractions: a box (a zero extent on some axes a sixth of
 * the time), a point Y on a chosen feature of it (per axis at lo, at hi, strictly between,
 * or outside by a dyadic amount) and an integer direction d whose components are 0 or -0
 * a quarter of the time: the component goes through Y (origin Y - s d, a segment from
 * Y - s d to Y + s' d, s and s' dyadic in [-2, 2], 0 included: an end at Y). This gives
 * rays along faces and edges, through corners and edges (equal entry on two axes),
 * origins on slab planes with a zero direction component, ends on faces, edges and
 * corners, starts and ends inside. Also point components (p1 == p0, dir of zeros of
 * either sign) on a feature or inside. Then, each with some probability: a coordinate
 * nudged by 1-4 ulps (a bound only where the box stays valid), everything moved far from
 * the origin (exactly, the grid scaled first), every length scaled by a power of two (a
 * ray's or line's direction by another), or one coordinate made tiny. */
void gen_linbox_adversarial(gen_rng *rng, int kind, int dim, gen_linbox *out);

/* Invalid: a NaN or infinite coordinate, or min > max on an axis. */
void gen_linbox_invalid(gen_rng *rng, int kind, int dim, gen_linbox *out);

/* The lengths (gen.h): a, b, lo and hi on the case's axes. */
int gen_linbox_lengths(gen_linbox *x, isect_real **v);

#endif
