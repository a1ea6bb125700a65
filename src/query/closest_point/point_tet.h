/* A solid tetrahedron against a point (point_tet.c), for the hull query's GJK steps. */
#ifndef ISECT_QUERY_CLOSEST_POINT_POINT_TET_H
#define ISECT_QUERY_CLOSEST_POINT_POINT_TET_H

#include "query/closest_point/point_tri.h"

/* The point of the solid tetrahedron v[0..3] (any orientation; coplanar, collinear and
 * coincident vertices answered as the polygon, segment or point they span, with
 * ISECT_DEGENERATE) closest to p, its feature (vertex k, edge e of {01, 02, 03, 12, 13,
 * 23}, face f opposite vertex f, solid) and coordinates on v, every region decided
 * exactly (RTCD 5.1.6). Inputs finite. */
void isect_tet_closest(const double (*v)[3], const double *p, isect_tri_closest_d *out);

#endif
