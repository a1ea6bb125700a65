/* tests/fuzz/known.h -- open findings: library defects the fuzz targets have found that
 * are not fixed yet. Each switch keeps the targets from stepping on one of them again, so
 * that `make test` and `make fuzz` stay useful meanwhile, and names its reproducer under
 * tests/fuzz/findings/. A build with -DFZ_OPEN_DEFAULT=0 (in CMAKE_C_FLAGS) turns them all
 * off and shows the findings again. When the library is fixed: delete the switch and its
 * uses, check that the reproducer passes (fuzz_<target> findings/<target>/<name>), add a
 * unit test, and move the reproducer to corpus/<target>/finding-<name>, where every run
 * replays it. A switch reads, for example:
 *
 *   // what goes wrong, for which input. findings/plane/<name>
 *   #define FZ_OPEN_<NAME> FZ_OPEN_DEFAULT
 *
 * and the target skips the one check it breaks with `if (FZ_OPEN_<NAME> && ...)`. */
#ifndef ISECT_FUZZ_KNOWN_H
#define ISECT_FUZZ_KNOWN_H

#include "contract.h"

#ifndef FZ_OPEN_DEFAULT
#define FZ_OPEN_DEFAULT 1
#endif

/* isect_find_seg2_seg2: the parameter along a of an end point of b that lies on a (a
 * collinear overlap's end, a point b) is isect_lin_param_of's, clamped to [0, 1] but not
 * kept off the ends as a proper crossing's is, so it rounds to 1 (or underflows to 0)
 * while the point is that end of b, not p1 (p0); nor are an overlap's two parameters kept
 * apart: t[0] == t[1] (and the ends in either order). findings/segment2/b_end_t_one,
 * b_end_t_zero_float, b_end_t_equal_float */
#define FZ_OPEN_SEG2_B_END_T FZ_OPEN_DEFAULT

/* isect_find_seg2_seg2: the parameter of a proper crossing (isect_lin_crossing_param) is
 * far off when coordinates are subnormal (t 1/12 for t* 1/41: the cross products of
 * subnormal differences round on the subnormal grid) or span more than double-double
 * precision (t 2^-149 for t* 1 - 5e-24, so the point is p0, 1.5e24 away from b: the
 * cross product cancels beyond 106 bits) or all small (double: t wrong from the 22nd bit
 * at |coordinates| <= 2^-643, right when scaled by 2^200: the products underflow); the
 * point then lies off b. Narrowed to inputs with a subnormal coordinate, nonzero
 * magnitudes spanning more than 2^53, or (double) all below 2^-450.
 * findings/segment2/crossing_param_subnormal, crossing_param_wide_float,
 * crossing_param_small */
#define FZ_OPEN_SEG2_CROSSING_PARAM FZ_OPEN_DEFAULT

/* isect_find_seg2_seg2: the rounded unit normal of b's line need not face against a:
 * normal . (p1 - p0) is 0 when a component of the normal underflows (b's direction
 * (-6, 2^-1073): normal (0, 1), a along the x axis). findings/segment2/normal_sign */
#define FZ_OPEN_SEG2_NORMAL_SIGN FZ_OPEN_DEFAULT

#endif
