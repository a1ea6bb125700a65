/* Exact signs for a point, line, ray or segment against a ball (disc in 2D).
 *
 * Each function returns the exact sign of  dist(component, center)^2 - radius^2 :
 * -1 when the component enters the open ball, 0 when it touches the sphere without
 * entering, +1 when it misses the closed ball. ISECT_SIGN_UNKNOWN would mean the exact
 * evaluation ran out of its stack arena, which the arena sizes rule out (they hold the
 * widest possible inputs; tests/test_expansion.c checks them); callers still report it
 * as ISECT_INVALID rather than guess. Coordinates are arrays of dim (2 or 3) doubles;
 * inputs must be finite and radius >= 0. */
#ifndef ISECT_BALL_SIGN_H
#define ISECT_BALL_SIGN_H

#include "internal/lin.h"

#define ISECT_SIGN_UNKNOWN 2

/* Sign of |p - c|^2 - r^2. */
int isect_sign_point_ball(int dim, const double *p, const double *c, double r);

/* Sign of dist(lin, c)^2 - r^2. */
int isect_sign_lin_ball(const isect_lin *lin, const double *c, double r);

#endif
