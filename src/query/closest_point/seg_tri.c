/* Does a capsule meet a triangle: is dist(segment, triangle) <= r? Exact (RTCD 5.1.10's
 * candidates, each decided exactly).
 *
 * Derivation. Let the segment PQ not meet the closed triangle T. A closest pair (x, y),
 * x on PQ and y in T, can be chosen with x an end of PQ or y on an edge of T: if x is
 * inside PQ and y inside T's face, then x - y is normal to the plane and to PQ, so PQ is
 * parallel to the plane and sliding the pair along PQ keeps its distance until x reaches
 * an end or y an edge (RTCD 5.1.10). Hence
 *   dist(PQ, T) = min( dist(P, T), dist(Q, T), dist(PQ, e_0), dist(PQ, e_1), dist(PQ, e_2) )
 * whenever PQ misses T, and dist(PQ, T) <= r exactly when PQ meets T or one of those five
 * is <= r. The five are the exact ball test of point_tri.c and the exact capsule core of
 * lin_lin.c (radius r against an edge of radius 0). What PQ meeting T adds beyond them is
 * a proper piercing: P and Q strictly on opposite sides of T's plane (orient3d) with the
 * crossing in the closed triangle (the triple products orient3d(P, Q, v_i, v_{i+1}) all
 * >= 0 or all <= 0, RTCD 5.3.4). Any other meeting -- an end in T, PQ through an edge or
 * lying in the plane across T -- already gives a candidate at distance 0. In the plane,
 * a segment meeting a triangle has an end inside it or meets an edge: no piercing test.
 * A collinear triangle is its spanning segment; a zero-length core is a ball. */
#include <stdbool.h>

#include "isect/closest_point.h"

#include "query/closest_point/lin_lin.h"
#include "query/closest_point/point_tri.h"
#include "sign/plane_sign.h"
#include "sign/valid.h"

static bool capsule_meets_tri(const isect_lin *seg, const isect_tri_d *t, double r) {
    if (isect_tri_collinear(t)) {
        isect_lin edge = isect_tri_edge(t, isect_tri_spanning_edge(t));
        return isect_lin_pair_within(seg, &edge, r, 0);
    }
    if (isect_lin_is_point(seg))
        return isect_tri_ball_meets(t, seg->a, r);
    if (t->dim == 3 && isect_tri_pierce(t, seg, NULL))
        return true;
    if (isect_tri_ball_meets(t, seg->a, r) || isect_tri_ball_meets(t, seg->b, r))
        return true;
    for (int i = 0; i < 3; i++) {
        isect_lin edge = isect_tri_edge(t, i);
        if (isect_lin_pair_within(seg, &edge, r, 0))
            return true;
    }
    return false;
}

bool isect_test_capsule2_tri2(const isect_capsule2 *capsule, const isect_tri2 *tri) {
    if (!capsule || !isect_ok_radius(capsule->radius) || !isect_ok_tri2(tri))
        return false;
    isect_seg2 core = {capsule->p0, capsule->p1};
    isect_lin seg;
    if (!isect_lin_of_seg2(&core, &seg))
        return false;
    isect_tri_d t = isect_tri_of2(tri);
    return capsule_meets_tri(&seg, &t, capsule->radius);
}

bool isect_test_capsule3_tri3(const isect_capsule3 *capsule, const isect_tri3 *tri) {
    if (!capsule || !isect_ok_radius(capsule->radius) || !isect_ok_tri3(tri))
        return false;
    isect_seg3 core = {capsule->p0, capsule->p1};
    isect_lin seg;
    if (!isect_lin_of_seg3(&core, &seg))
        return false;
    isect_tri_d t = isect_tri_of3(tri);
    return capsule_meets_tri(&seg, &t, capsule->radius);
}
