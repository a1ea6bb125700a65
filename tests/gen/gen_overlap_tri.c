/* Generators for the overlap tests against a triangle; see gen_overlap_tri.h. */
#include "gen/gen_overlap_tri.h"

#include <math.h>
#include <string.h>

#include "gen/gen_closest_point_tri_pair.h"
#include "isect/valid.h"

/* The largest exponent of an exact offset "far from the origin". */
#define FAR_BITS (ISECT_USE_DOUBLE ? 40 : 12)

static void integer_point(gen_rng *rng, double *p, int64_t m) {
    for (int i = 0; i < 3; i++)
        p[i] = (double)gen_int(rng, -m, m);
}

/* out = p + s d. */
static void along(const double *p, double s, const double *d, double *out) {
    for (int k = 0; k < 3; k++)
        out[k] = p[k] + s * d[k];
}

/* The vertices P in a random order. */
static void put_tri(gen_rng *rng, isect_real dst[3][3], double P[3][3]) {
    static const int perms[6][3] = {{0, 1, 2}, {1, 2, 0}, {2, 0, 1},
                                    {0, 2, 1}, {2, 1, 0}, {1, 0, 2}};
    const int *p = perms[gen_int(rng, 0, 5)];
    for (int m = 0; m < 3; m++)
        for (int k = 0; k < 3; k++)
            dst[m][k] = (isect_real)P[p[m]][k];
}

/* ---- Uniform --------------------------------------------------------------------------- */

static void uniform_tri(gen_rng *rng, isect_real t[3][3]) {
    for (int m = 0; m < 3; m++)
        for (int k = 0; k < 3; k++)
            t[m][k] = (isect_real)gen_range(rng, -10, 10);
}

static void set_axes(isect_real ax[3][3], double rot[3][3]) {
    for (int i = 0; i < 3; i++)
        for (int k = 0; k < 3; k++)
            ax[i][k] = (isect_real)rot[i][k];
}

void gen_otri_uniform(gen_rng *rng, gen_otri_pair pair, gen_otri_case *out) {
    memset(out, 0, sizeof *out);
    out->pair = pair;
    out->family = "uniform";
    uniform_tri(rng, out->t);
    if (pair == GEN_OTRI_TRI_TRI) {
        uniform_tri(rng, out->a);
    } else if (pair == GEN_OTRI_AABB_TRI) {
        for (int k = 0; k < 3; k++) {
            out->lo[k] = (isect_real)gen_range(rng, -10, 10);
            out->hi[k] = (isect_real)(out->lo[k] + gen_range(rng, 0, 8));
        }
    } else {
        double rot[3][3];
        gen_rotation(rng, 3, rot);
        set_axes(out->ax, rot);
        for (int k = 0; k < 3; k++) {
            out->c[k] = (isect_real)gen_range(rng, -10, 10);
            out->h[k] = (isect_real)gen_range(rng, 0, 5);
        }
    }
}

/* ---- Perturbations ------------------------------------------------------------------------ */

/* Pointers to every length of x: the triangles' coordinates, then the box's. */
static int coords(gen_otri_case *x, isect_real **v) {
    int n = 0;
    for (int m = 0; m < 3; m++)
        for (int k = 0; k < 3; k++) {
            v[n++] = &x->t[m][k];
            if (x->pair == GEN_OTRI_TRI_TRI)
                v[n++] = &x->a[m][k];
        }
    for (int k = 0; k < 3; k++) {
        if (x->pair == GEN_OTRI_AABB_TRI) {
            v[n++] = &x->lo[k];
            v[n++] = &x->hi[k];
        } else if (x->pair == GEN_OTRI_OBB_TRI) {
            v[n++] = &x->c[k];
            v[n++] = &x->h[k];
        }
    }
    return n;
}

/* The positions of x (not the half extents), coordinate axis of each in *axis. */
static int positions(gen_otri_case *x, isect_real **v, int *axis) {
    int n = 0;
    for (int m = 0; m < 3; m++)
        for (int k = 0; k < 3; k++) {
            axis[n] = k;
            v[n++] = &x->t[m][k];
            if (x->pair == GEN_OTRI_TRI_TRI) {
                axis[n] = k;
                v[n++] = &x->a[m][k];
            }
        }
    for (int k = 0; k < 3; k++) {
        if (x->pair == GEN_OTRI_AABB_TRI) {
            axis[n] = k;
            v[n++] = &x->lo[k];
            axis[n] = k;
            v[n++] = &x->hi[k];
        } else if (x->pair == GEN_OTRI_OBB_TRI) {
            axis[n] = k;
            v[n++] = &x->c[k];
        }
    }
    return n;
}

/* One of: a coordinate nudged by 1-2 ulps (keeping min <= max and half extents >= 0);
 * everything moved by c 2^m (exact while the coordinates' spacing allows); scaled by 2^e,
 * huge or tiny; or nothing. */
static void perturb(gen_rng *rng, gen_otri_case *x) {
    isect_real *v[24];
    int axis[24];
    int what = (int)gen_int(rng, 0, 5);
    if (what <= 1) {
        int n = coords(x, v);
        int i = (int)gen_int(rng, 0, n - 1);
        isect_real y = gen_ulps(*v[i], (int)gen_int(rng, 1, 2) * (gen_coin(rng) ? 1 : -1));
        bool ok = true;
        for (int k = 0; k < 3; k++) {
            if (v[i] == &x->lo[k])
                ok = y <= x->hi[k];
            if (v[i] == &x->hi[k])
                ok = y >= x->lo[k];
            if (v[i] == &x->h[k])
                ok = y >= 0;
        }
        if (ok)
            *v[i] = y;
        x->family = "nudged";
    } else if (what == 2) {
        int n = positions(x, v, axis);
        int m = (int)gen_int(rng, 8, FAR_BITS);
        double off[3];
        for (int k = 0; k < 3; k++)
            off[k] = ldexp((double)gen_int(rng, -9, 9), m);
        for (int i = 0; i < n; i++)
            *v[i] = (isect_real)(*v[i] + off[axis[i]]);
        x->family = "far";
    } else if (what == 3) {
        int n = coords(x, v);
        int e = gen_coin(rng) ? (int)gen_int(rng, GEN_MAX_EXP - 40, GEN_MAX_EXP - 8)
                              : (int)gen_int(rng, GEN_MIN_EXP + 60, GEN_MIN_EXP + 120);
        for (int i = 0; i < n; i++)
            *v[i] = (isect_real)ldexp((double)*v[i], e);
        x->family = e > 0 ? "huge" : "tiny";
    }
}

/* ---- Two triangles ----------------------------------------------------------------------------
 */

/* a crossing b's plane along [Y, X]: Y on an edge of b (a vertex at the ends), X beyond the
 * edge's line (touching at Y), on it or inside b (overlapping). */
static void interval_touching(gen_rng *rng, gen_otri_case *out) {
    double B[3][3], N[3], u[3], w[3];
    do {
        for (int m = 0; m < 3; m++)
            integer_point(rng, B[m], 6);
        for (int k = 0; k < 3; k++) {
            u[k] = B[1][k] - B[0][k];
            w[k] = B[2][k] - B[0][k];
        }
        gen_cross3(u, w, N);
    } while (gen_is_zero3(N));
    int i = (int)gen_int(rng, 0, 2), j = (i + 1) % 3, l = (i + 2) % 3;
    double e[3], o[3], d[3], Y[3], X[3], P[3][3], away[3];
    for (int k = 0; k < 3; k++) {
        e[k] = B[j][k] - B[i][k];
        away[k] = B[l][k] - B[i][k];
    }
    along(B[i], (double)gen_int(rng, 0, 8) / 8, e, Y);
    gen_cross3(e, N, o); /* in b's plane, perpendicular to the edge: made outward */
    if (gen_dot3(o, away) > 0)
        for (int k = 0; k < 3; k++)
            o[k] = -o[k];
    do
        integer_point(rng, d, 4);
    while (gen_dot3(d, N) == 0);
    along(Y, -gen_dyadic(rng, 0.125, 2), d, P[0]);
    along(Y, gen_dyadic(rng, 0.125, 2), d, P[1]);
    int how = (int)gen_int(rng, 0, 3);
    double beta = how == 0 ? 0 : how == 1 ? -gen_dyadic(rng, 0.125, 1) : gen_dyadic(rng, 0.125, 2);
    along(Y, beta / 64, o, X);
    along(X, gen_dyadic(rng, -1, 1), e, X);
    double tau = gen_dyadic(rng, 0.125, 2);
    for (int k = 0; k < 3; k++)
        P[2][k] = X[k] + tau * (X[k] - P[0][k]);
    put_tri(rng, out->t, B);
    put_tri(rng, out->a, P);
    out->family = how == 0   ? "interval along the edge line"
                  : how == 1 ? "interval overlapping"
                             : "interval touching";
}

/* ---- A box and a triangle ---------------------------------------------------------------------
 * The box as centre C, axes A (rows; the unit axes for an AABB) and half extents H, in
 * double; an AABB's corners C -+ H are exact (integers and small dyadics). */
typedef struct box_d {
    double C[3], A[3][3], H[3];
} box_d;

static void grid_rotation(gen_rng *rng, double rot[3][3]) {
    int kind = (int)gen_int(rng, 0, 3);
    if (kind == 0) { /* a signed permutation of the unit axes: exactly orthonormal */
        gen_basis3(rng, 0, rot);
        return;
    }
    gen_rotation(rng, 3, rot);
    if (kind == 1) { /* rounded to float: not exactly orthonormal, any digits */
        for (int i = 0; i < 3; i++)
            for (int k = 0; k < 3; k++)
                rot[i][k] = (float)rot[i][k];
        return;
    }
    for (int i = 0; i < 3; i++) /* on the 2^-16 grid: exact products with small integers */
        for (int k = 0; k < 3; k++)
            rot[i][k] = round(rot[i][k] * 65536) / 65536;
}

/* A direction d with d . n >= 0 (> 0 when strict): an integer vector, along the tie (d . n
 * == 0) when asked and possible, or along a box axis (a parallel edge). */
static void direction(gen_rng *rng, const box_d *b, const double *n, int kind, double *d) {
    if (kind == 1 && !gen_is_zero3(n)) { /* perpendicular to n */
        double g[3];
        do {
            integer_point(rng, g, 3);
            gen_cross3(n, g, d);
        } while (gen_is_zero3(d));
        return;
    }
    if (kind == 2) { /* along an axis of the box */
        const double *a = b->A[gen_int(rng, 0, 2)];
        double s = (double)gen_int(rng, 1, 4) * (gen_dot3(a, n) < 0 ? -1 : 1);
        for (int k = 0; k < 3; k++)
            d[k] = s * a[k];
        if (gen_dot3(d, n) >= 0)
            return;
    }
    do
        integer_point(rng, d, 5);
    while (gen_dot3(d, n) < 0 || gen_is_zero3(d));
}

/* The box and the triangle of a contact case: x on the box's boundary (1-3 tight faces),
 * the triangle on the side n points to. */
static const char *contact(gen_rng *rng, bool aabb, box_d *b, double P[3][3]) {
    double x[3], dc[3], w[3], n[3] = {0, 0, 0};
    integer_point(rng, x, 8);
    integer_point(rng, dc, 4);
    if (aabb) {
        memset(b->A, 0, sizeof b->A);
        b->A[0][0] = b->A[1][1] = b->A[2][2] = 1;
    } else {
        grid_rotation(rng, b->A);
    }
    for (int k = 0; k < 3; k++)
        b->C[k] = x[k] - dc[k];
    int order[3] = {0, 1, 2};
    for (int i = 2; i > 0; i--) {
        int j = (int)gen_int(rng, 0, i), t = order[i];
        order[i] = order[j];
        order[j] = t;
    }
    int tight = (int)gen_int(rng, 1, 3);
    bool flat = gen_int(rng, 0, 7) == 0;
    for (int r = 0; r < 3; r++) {
        int i = order[r];
        w[i] = gen_dot3(b->A[i], dc); /* frame coordinate of x: exact for grid axes */
        double extra = r < tight || flat ? 0 : (double)gen_int(rng, 0, 3);
        b->H[i] = fabs(w[i]) + extra;
        if (r < tight) { /* the normal cone: a non-negative mix of the tight faces' normals */
            double c = (double)gen_int(rng, r == 0 ? 1 : 0, 3) * (w[i] < 0 ? -1 : 1);
            for (int k = 0; k < 3; k++)
                n[k] += c * b->A[i][k];
        }
    }
    const char *family = tight == 1 ? "on a face" : tight == 2 ? "on an edge" : "at a corner";
    if (gen_int(rng, 0, 5) == 0) { /* any plane through x: generic */
        integer_point(rng, n, 3);
        if (gen_is_zero3(n))
            n[2] = 1;
        family = "contact, any plane";
    }
    double d[3], d2[3];
    int how = (int)gen_int(rng, 0, 3);
    int kind = (int)gen_int(rng, 0, 2);
    if (how == 0) { /* a vertex at x */
        memcpy(P[0], x, sizeof x);
        direction(rng, b, n, kind, d);
        along(x, gen_dyadic(rng, 0.125, 3), d, P[1]);
        direction(rng, b, n, (int)gen_int(rng, 0, 2), d);
        along(x, gen_dyadic(rng, 0.125, 3), d, P[2]);
        return family;
    }
    if (how == 1) { /* an edge through x, perpendicular to n */
        direction(rng, b, n, 1, d);
        along(x, -gen_dyadic(rng, 0.125, 2), d, P[0]);
        along(x, gen_dyadic(rng, 0.125, 2), d, P[1]);
        direction(rng, b, n, kind, d);
        along(x, gen_dyadic(rng, 0.125, 3), d, P[2]);
        return family;
    }
    /* in the plane through x perpendicular to n, x inside (maybe a huge triangle) */
    direction(rng, b, n, 1, d);
    do
        direction(rng, b, n, 1, d2);
    while (fabs(gen_dot3(d, d2)) * fabs(gen_dot3(d, d2)) == gen_dot3(d, d) * gen_dot3(d2, d2));
    double big = ldexp(1, gen_int(rng, 0, 3) == 0 ? (int)gen_int(rng, 4, 12) : 0);
    double c2 = gen_dyadic(rng, 0.25, 2); /* x = (c2 P0 + c2 P1 + P2) / (2 c2 + 1) */
    for (int k = 0; k < 3; k++) {
        P[0][k] = x[k] + big * d[k];
        P[1][k] = x[k] + big * d2[k];
        P[2][k] = x[k] - big * c2 * (d[k] + d2[k]);
    }
    if (how == 3) { /* tilted across the plane: overlapping (or touching at x alone) */
        direction(rng, b, n, 0, d);
        along(P[2], -(double)gen_int(rng, 0, 2), d, P[2]);
        return "crossing at a contact point";
    }
    return big > 1 ? "a large triangle in a touching plane" : family;
}

/* The triangle in the plane of a face, around it. */
static const char *face_plane(gen_rng *rng, bool aabb, box_d *b, double P[3][3]) {
    if (aabb) {
        memset(b->A, 0, sizeof b->A);
        b->A[0][0] = b->A[1][1] = b->A[2][2] = 1;
    } else {
        grid_rotation(rng, b->A);
    }
    integer_point(rng, b->C, 8);
    for (int k = 0; k < 3; k++)
        b->H[k] = (double)gen_int(rng, 0, 4);
    int f = (int)gen_int(rng, 0, 2), g = (f + 1) % 3, h = (f + 2) % 3;
    double side = (gen_coin(rng) ? 1 : -1) * b->H[f];
    for (int m = 0; m < 3; m++) { /* frame coordinates (side, s, t), then the world point */
        double s = gen_dyadic(rng, -b->H[g] - 3, b->H[g] + 3),
               t = gen_dyadic(rng, -b->H[h] - 3, b->H[h] + 3);
        for (int k = 0; k < 3; k++)
            P[m][k] = b->C[k] + side * b->A[f][k] + s * b->A[g][k] + t * b->A[h][k];
    }
    return "in a face's plane";
}

/* Makes P collinear (a vertex on the line of the other two, on another vertex, or all
 * three at one point) or a sliver (a vertex 2^-20 of an integer vector off that line). */
static const char *degenerate(gen_rng *rng, double P[3][3]) {
    int m = (int)gen_int(rng, 0, 2), p = (m + 1) % 3, q = (m + 2) % 3;
    int how = (int)gen_int(rng, 0, 4);
    if (how == 4) {
        double d[3];
        integer_point(rng, d, 3);
        along(P[p], gen_dyadic(rng, -2, 3),
              (double[3]){P[q][0] - P[p][0], P[q][1] - P[p][1], P[q][2] - P[p][2]}, P[m]);
        along(P[m], 0x1p-20, d, P[m]);
        return "sliver triangle";
    }
    if (how == 0) {
        memcpy(P[m], P[p], sizeof P[m]);
    } else if (how == 1) {
        memcpy(P[m], P[p], sizeof P[m]);
        memcpy(P[q], P[p], sizeof P[m]);
    } else {
        along(P[p], gen_dyadic(rng, -2, 3),
              (double[3]){P[q][0] - P[p][0], P[q][1] - P[p][1], P[q][2] - P[p][2]}, P[m]);
    }
    return "collinear or point triangle";
}

static void box_case(gen_rng *rng, gen_otri_case *out) {
    bool aabb = out->pair == GEN_OTRI_AABB_TRI;
    box_d b;
    double P[3][3];
    out->family =
        gen_int(rng, 0, 4) == 0 ? face_plane(rng, aabb, &b, P) : contact(rng, aabb, &b, P);
    if (gen_int(rng, 0, 7) == 0)
        out->family = degenerate(rng, P);
    if (gen_int(rng, 0, 9) == 0)
        b.H[gen_int(rng, 0, 2)] = 0; /* a flat box */
    put_tri(rng, out->t, P);
    for (int k = 0; k < 3; k++) {
        if (aabb) {
            out->lo[k] = (isect_real)(b.C[k] - b.H[k]);
            out->hi[k] = (isect_real)(b.C[k] + b.H[k]);
        } else {
            out->c[k] = (isect_real)b.C[k];
            out->h[k] = (isect_real)b.H[k];
        }
    }
    set_axes(out->ax, b.A);
}

void gen_otri_adversarial(gen_rng *rng, gen_otri_pair pair, gen_otri_case *out) {
    memset(out, 0, sizeof *out);
    out->pair = pair;
    if (pair == GEN_OTRI_TRI_TRI) {
        if (gen_int(rng, 0, 3) != 0) {
            gen_tpair_case c;
            gen_tpair_adversarial(rng, 3, &c);
            memcpy(out->a, c.a, sizeof out->a);
            memcpy(out->t, c.b, sizeof out->t);
            out->family = c.family;
            return;
        }
        interval_touching(rng, out);
        if (gen_coin(rng)) { /* either order */
            isect_real t[3][3];
            memcpy(t, out->a, sizeof t);
            memcpy(out->a, out->t, sizeof t);
            memcpy(out->t, t, sizeof t);
        }
    } else {
        box_case(rng, out);
    }
    perturb(rng, out);
}

void gen_otri_invalid(gen_rng *rng, gen_otri_pair pair, gen_otri_case *out) {
    gen_otri_uniform(rng, pair, out);
    out->family = "invalid";
    static const isect_real bad[3] = {(isect_real)NAN, (isect_real)INFINITY, -(isect_real)INFINITY};
    isect_real *v[24];
    int n = coords(out, v);
    int what = (int)gen_int(rng, 0, 5);
    if (what <= 1) {
        *v[gen_int(rng, 0, n - 1)] = bad[gen_int(rng, 0, 2)];
    } else if (what == 2) {
        if (gen_coin(rng))
            out->null_a = true;
        else
            out->null_b = true;
    } else if (pair == GEN_OTRI_AABB_TRI) { /* min > max on an axis */
        int k = (int)gen_int(rng, 0, 2);
        out->hi[k] = gen_ulps(out->lo[k], -(int)gen_int(rng, 1, 1000));
    } else if (pair == GEN_OTRI_OBB_TRI) {
        int i = (int)gen_int(rng, 0, 2);
        if (what == 3) {
            out->h[i] =
                gen_coin(rng) ? -(isect_real)gen_range(rng, 0x1p-20, 4) : -(isect_real)0x1p-149;
        } else if (what == 4) {
            out->ax[i][gen_int(rng, 0, 2)] = bad[gen_int(rng, 0, 2)];
        } else { /* an axis off unit length, or two not orthogonal */
            int j = (i + 1) % 3;
            bool longer = gen_coin(rng);
            for (int k = 0; k < 3; k++)
                out->ax[j][k] = longer ? (isect_real)(out->ax[j][k] * 1.001)
                                       : (isect_real)(0.9 * out->ax[j][k] + 0.1 * out->ax[i][k]);
        }
    } else {
        *v[gen_int(rng, 0, n - 1)] = bad[gen_int(rng, 0, 2)];
    }
}

int gen_otri_lengths(gen_otri_case *x, isect_real **v) {
    return coords(x, v);
}
