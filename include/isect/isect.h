/* isect/isect.h -- the whole public API of isect.
 *
 * isect answers geometric intersection and collision queries in 2D and 3D: does this
 * segment touch that sphere, where does this ray enter it. Names read as sentences,
 * isect_<kind>_<a>_<b> (test, find, closest, sweep, contains/classify), with the simpler
 * shape first; shapes are passed by const pointer and results returned by value.
 *
 * Exactness
 * ----------
 * Every boolean answer (test_*, contains/classify, and the hit and the flags of find_*
 * and sweep_*) is exact: it is what exact real arithmetic on the given floating-point
 * inputs gives, for every finite input in both builds, however large, tiny or far apart
 * the magnitudes. A filter evaluates the deciding polynomial in double with a rigorous
 * error bound; only when the sign is in doubt is the polynomial evaluated again exactly,
 * with expansion arithmetic on power-of-two-scaled inputs or, for inputs whose
 * magnitudes span more than that can hold, with big integers (docs/exactness.md).
 * Internally isect computes in double in both builds; the float build converts results
 * to float at the end.
 *
 * Threads: no global mutable state, no allocation, no I/O; every function is reentrant.
 */
#ifndef ISECT_ISECT_H
#define ISECT_ISECT_H

#include "isect/base.h"
#include "isect/closest_point.h"
#include "isect/box.h"
#include "isect/linear_box.h"
#include "isect/linear_hull.h"
#include "isect/linear_sphere.h"
#include "isect/locate.h"
#include "isect/overlap.h"
#include "isect/plane.h"
#include "isect/polygon.h"
#include "isect/polygon2_lin.h"
#include "isect/predicates.h"
#include "isect/result.h"
#include "isect/segment2.h"
#include "isect/triangle.h"
#include "isect/types.h"
#include "isect/valid.h"

#endif
