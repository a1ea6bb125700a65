/* The exact common set of two or three planes (isect_find_plane3_plane3 and
 * isect_find_plane3_plane3_plane3), in GMP rationals, for the oracle tests.
 *
 * Written apart from the library's minors: the ranks come from Gaussian elimination of
 * the augmented rows (n | o), the point nearest the origin of a line from the Gram
 * system of two independent rows (x = N^T y with N N^T y = o), the single point of
 * three planes from elimination too. Only the line's direction follows the contract's
 * definition (the unit vector along n_i x n_j of the first non-parallel pair), rounded
 * from MPFR. */
#ifndef ISECT_TESTS_ORACLE_PLANE_MEET_H
#define ISECT_TESTS_ORACLE_PLANE_MEET_H

#include <stdbool.h>

typedef struct oracle_planes {
    int meet;             /* isect_planes_meet: 0 none, 1 point, 2 line, 3 plane */
    unsigned parallel;    /* pair bits: 0 (a, b), 1 (a, c), 2 (b, c) */
    unsigned coincident;  /* likewise */
    long double point[3]; /* the exact point (point, line, plane), rounded */
    long double dir[3];   /* line: the unit direction, rounded from MPFR */
} oracle_planes;

/* count (2 or 3) planes, row k = (normal x, y, z, offset), each finite with a non-zero
 * normal. */
void oracle_plane_meet(int count, const double (*rows)[4], oracle_planes *out);

#endif
