/* Exact incidence of linear components with points and segments (incidence.h).
 *
 * A convex component meets a closed segment e = uv iff an endpoint of one lies on the
 * other (the capsule sign with radius 0, ball_sign.h) or they cross properly: u and v
 * strictly on opposite sides of the component's line and the crossing inside the
 * component's range (for a segment: its ends strictly on opposite sides of e's line; for
 * a ray: f(t) = orient2d(u, v, p + t d), affine in t, has its root at t > 0). In space a
 * proper crossing needs the four points coplanar (an exact orient3d or triple product);
 * then a projection in which u and v are strictly apart from the component's line is
 * one-to-one on their plane and the 2D test decides. */
#include "sign/incidence.h"

#include <math.h>

#include "isect/predicates.h"

#include "sign/ball_sign.h"
#include "base/vec.h"
#include "sign/plane_sign.h"
#include "sign/predicates.h"

int isect_inc_orient2(const double *a, const double *b, const double *c) {
    int s;
    if (isect_filter_orient2d(a[0], a[1], b[0], b[1], c[0], c[1], &s))
        return s;
    return isect_orient2d((isect_vec2){dv_real(a[0]), dv_real(a[1])},
                          (isect_vec2){dv_real(b[0]), dv_real(b[1])},
                          (isect_vec2){dv_real(c[0]), dv_real(c[1])});
}

int isect_inc_dot2(const double *a, const double *b, const double *v) {
    int s;
    if (isect_filter_dot_sign(a, b, v, 2, &s))
        return s;
    return isect_dot_sign2((isect_vec2){dv_real(a[0]), dv_real(a[1])},
                           (isect_vec2){dv_real(b[0]), dv_real(b[1])},
                           (isect_vec2){dv_real(v[0]), dv_real(v[1])});
}

bool isect_inc_on_lin(const isect_lin *lin, const double *x) {
    return isect_sign_lin_ball(lin, x, 0) == 0;
}

isect_lin isect_inc_segment(int dim, const double *u, const double *v) {
    isect_lin s = {ISECT_LIN_SEGMENT,
                   dim,
                   {u[0], u[1], dim == 3 ? u[2] : 0},
                   {v[0], v[1], dim == 3 ? v[2] : 0}};
    return s;
}

int isect_inc_side2(const isect_lin *lin, const double *x) {
    if (lin->kind == ISECT_LIN_SEGMENT)
        return isect_inc_orient2(lin->a, lin->b, x);
    double perp[2] = {-lin->b[1], lin->b[0]}; /* (x - p) . (-d.y, d.x) = cross(d, x - p) */
    return isect_inc_dot2(x, lin->a, perp);
}

/* The endpoint cases: an endpoint of either on the other. A line has no ends, unless its
 * direction is zero: then it is the point a, as a ray or a segment of length 0 is. */
static bool touches(const isect_lin *lin, const isect_lin *e) {
    if (isect_inc_on_lin(lin, e->a) || isect_inc_on_lin(lin, e->b))
        return true;
    if ((lin->kind != ISECT_LIN_LINE || isect_lin_is_point(lin)) && isect_inc_on_lin(e, lin->a))
        return true;
    return lin->kind == ISECT_LIN_SEGMENT && isect_inc_on_lin(e, lin->b);
}

/* A proper crossing in 2D, given that no endpoint lies on the other. */
static bool crosses2(const isect_lin *lin, const double *u, const double *v) {
    if (isect_inc_side2(lin, u) * isect_inc_side2(lin, v) >= 0)
        return false;
    if (lin->kind == ISECT_LIN_LINE)
        return true;
    int sp = isect_inc_orient2(u, v, lin->a);
    if (lin->kind == ISECT_LIN_SEGMENT)
        return sp * isect_inc_orient2(u, v, lin->b) < 0;
    double perp[2] = {lin->b[1], -lin->b[0]}; /* (v - u) . (d.y, -d.x) = cross(v - u, d) */
    return sp * isect_inc_dot2(v, u, perp) < 0;
}

bool isect_inc_meets_seg2(const isect_lin *lin, const double *u, const double *v) {
    isect_lin e = isect_inc_segment(2, u, v);
    return touches(lin, &e) || crosses2(lin, u, v);
}

void isect_inc_drop(const double *x, int k, double *out) {
    out[0] = x[k == 0 ? 1 : (k == 1 ? 2 : 0)];
    out[1] = x[k == 0 ? 2 : (k == 1 ? 0 : 1)];
}

isect_lin isect_inc_project(const isect_lin *lin, int k) {
    isect_lin out = {lin->kind, 2, {0, 0, 0}, {0, 0, 0}};
    isect_inc_drop(lin->a, k, out.a);
    isect_inc_drop(lin->b, k, out.b);
    return out;
}

int isect_inc_edge_side3(const isect_lin *lin, const double *u, const double *v) {
    if (lin->kind == ISECT_LIN_SEGMENT)
        return isect_sign_orient3d(lin->a, lin->b, u, v);
    return isect_sign_triple(lin->a, u, v, lin->b);
}

bool isect_inc_meets_seg3(const isect_lin *lin, const double *u, const double *v) {
    isect_lin e = isect_inc_segment(3, u, v);
    if (touches(lin, &e))
        return true;
    if (isect_inc_edge_side3(lin, u, v) != 0)
        return false; /* not coplanar: no common point */
    for (int k = 0; k < 3; k++) {
        isect_lin l2 = isect_inc_project(lin, k);
        double u2[2], v2[2];
        isect_inc_drop(u, k, u2);
        isect_inc_drop(v, k, v2);
        if (isect_inc_side2(&l2, u2) * isect_inc_side2(&l2, v2) < 0) /* one-to-one */
            return crosses2(&l2, u2, v2);
    }
    return false;
}

isect_lin isect_inc_decidable(const isect_lin *lin, bool *point) {
    isect_lin out = *lin;
    *point = isect_lin_is_point(lin);
    if (*point) {
        out.kind = ISECT_LIN_SEGMENT;
        for (int i = 0; i < 3; i++)
            out.b[i] = out.a[i];
    }
    return out;
}
