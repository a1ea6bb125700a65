/* The exact reference for the plane queries (isect/plane.h), in GMP rationals.
 *
 * Written from the definitions, not from the library's sign logic: the plane is
 * {x : N . x = O} (N = (b - a) x (c - a), O = N . a for the three-point form); a
 * component meets it when the affine function N . (a + t d) - O has a root in the
 * component's parameter range, found by solving for t. */
#ifndef ISECT_TESTS_ORACLE_PLANE_H
#define ISECT_TESTS_ORACLE_PLANE_H

#include <stdbool.h>

#include "oracle.h"

typedef struct oracle_plane {
    bool three;     /* through points a, b, c; otherwise normal n and offset o */
    double n[3], o; /* normal form */
    double a[3], b[3], c[3];
} oracle_plane;

typedef struct oracle_plane_hit {
    bool hit;
    int count;              /* 1, or -1 (ISECT_INFINITE) when the component lies in the plane */
    bool touching;          /* the only common point is an endpoint (or the component is a point) */
    oracle_dd t;            /* the crossing (count 1), or the start of the overlap */
    long double t_wide;     /* the same in long double */
    long double slope_wide; /* N . d in long double (d = p1 - p0 or dir) */
    int slope_sign;         /* its exact sign */
} oracle_plane_hit;

/* A point against the plane: the signed distance d* = (N . x - O) / |N| (MPFR, 256 bits,
 * then long double), its square d*^2 = (N . x - O)^2 / N . N and the foot of the
 * perpendicular x - (N . x - O) N / N . N (exact rationals, then long double). */
typedef struct oracle_point_plane {
    int side;            /* exact sign of N . x - O */
    long double dist;    /* d* */
    long double dist_sq; /* d*^2 */
    long double foot[3]; /* the foot */
} oracle_point_plane;

oracle_point_plane oracle_point_plane_distance(const oracle_plane *plane, const double *x);

/* N and O of the plane, exactly (N, O initialised by the caller). */
void oracle_plane_q(const oracle_plane *plane, qvec *N, mpq_t O);

/* Is N exactly non-zero? (Finite input only.) */
bool oracle_plane_valid(const oracle_plane *plane);

/* Exact sign of N . x - O. */
int oracle_plane_side(const oracle_plane *plane, const double *x);

/* The exact answer for a component (a, b as in oracle_lin_ball_sign) against the plane. */
oracle_plane_hit oracle_lin_plane(oracle_kind kind, const double *a, const double *b,
                                  const oracle_plane *plane);

#endif
