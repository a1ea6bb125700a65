/* Generators for a segment against an oriented box; see gen_closest_point_seg_obb.h. */
#include "gen_closest_point_seg_obb.h"

#include <math.h>
#include <string.h>

#include "isect/config.h"

#if ISECT_USE_DOUBLE
#define SCALE_RANGE 900
#define OFFSET_BITS 40
#define MIXED_BITS 30
#else
#define SCALE_RANGE 90
#define OFFSET_BITS 8
#define MIXED_BITS 12
#endif

/* Length i of the case (0..11): p0, p1, center, half, three each. */
static isect_real *length_at(gen_segobb_case *x, int i) {
    isect_real *v[4] = {x->p0, x->p1, x->center, x->half};
    return &v[i / 3][i % 3];
}

/* Coordinate i of the case (0..20): the lengths, then the axes' nine components. */
static isect_real *coordinate(gen_segobb_case *x, int i) {
    return i < 12 ? length_at(x, i) : &x->axis[(i - 12) / 3][(i - 12) % 3];
}

static void set_axes(gen_segobb_case *out, double rot[3][3]) {
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++)
            out->axis[i][j] = (isect_real)rot[i][j];
}

void gen_segobb_uniform(gen_rng *rng, gen_segobb_case *out) {
    memset(out, 0, sizeof *out);
    for (int i = 0; i < 3; i++) {
        out->p0[i] = (isect_real)gen_range(rng, -10, 10);
        out->p1[i] = (isect_real)gen_range(rng, -10, 10);
        out->center[i] = (isect_real)gen_range(rng, -6, 6);
        out->half[i] = (isect_real)gen_range(rng, 0, 4);
    }
    double rot[3][3];
    gen_rotation(rng, 3, rot);
    set_axes(out, rot);
    out->family = "uniform";
    out->shape = "uniform";
    out->axes = "rotation";
}

/* ---- Axes ------------------------------------------------------------------------------- */

enum { AXES_IDENTITY, AXES_ROT90, AXES_SIGNED_PERM, AXES_GRID, AXES_ROTATION };

/* A signed permutation; with proper, of determinant +1 (a rotation by multiples of 90
 * degrees). */
static void signed_permutation(gen_rng *rng, bool proper, double rot[3][3]) {
    memset(rot, 0, 9 * sizeof(double));
    int perm[3] = {0, 1, 2};
    for (int i = 2; i > 0; i--) {
        int j = (int)gen_int(rng, 0, i), t = perm[i];
        perm[i] = perm[j];
        perm[j] = t;
    }
    int sign = 1;
    for (int i = 0; i < 3; i++) {
        rot[i][perm[i]] = gen_coin(rng) ? -1 : 1;
        sign *= (int)rot[i][perm[i]];
    }
    /* the permutation's parity: one swap away from the identity flips it */
    int inversions = (perm[0] > perm[1]) + (perm[0] > perm[2]) + (perm[1] > perm[2]);
    if (inversions % 2)
        sign = -sign;
    if (proper && sign < 0)
        rot[2][perm[2]] = -rot[2][perm[2]];
}

/* A rotation from an integer quaternion, rounded to the 2^-16 grid. */
static void grid_rotation(gen_rng *rng, double rot[3][3]) {
    int64_t a, b, c, d;
    do {
        a = gen_int(rng, -7, 7);
        b = gen_int(rng, -7, 7);
        c = gen_int(rng, -7, 7);
        d = gen_int(rng, -7, 7);
    } while (a == 0 && b == 0 && c == 0 && d == 0);
    double n = (double)(a * a + b * b + c * c + d * d);
    int64_t m[3][3] = {{a * a + b * b - c * c - d * d, 2 * (b * c - a * d), 2 * (b * d + a * c)},
                       {2 * (b * c + a * d), a * a - b * b + c * c - d * d, 2 * (c * d - a * b)},
                       {2 * (b * d - a * c), 2 * (c * d + a * b), a * a - b * b - c * c + d * d}};
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++)
            rot[i][j] = round((double)m[i][j] / n * 65536) / 65536;
}

static int make_axes(gen_rng *rng, double rot[3][3], const char **name) {
    int pick = (int)gen_int(rng, 0, 19);
    if (pick < 3) {
        memset(rot, 0, 9 * sizeof(double));
        rot[0][0] = rot[1][1] = rot[2][2] = 1;
        *name = "axis-aligned";
        return AXES_IDENTITY;
    }
    if (pick < 7) {
        signed_permutation(rng, true, rot);
        *name = "90-degree rotation";
        return AXES_ROT90;
    }
    if (pick < 10) {
        signed_permutation(rng, false, rot);
        *name = "signed permutation";
        return AXES_SIGNED_PERM;
    }
    if (pick < 15) {
        grid_rotation(rng, rot);
        *name = "grid rotation";
        return AXES_GRID;
    }
    gen_rotation(rng, 3, rot);
    *name = "rotation";
    return AXES_ROTATION;
}

/* ---- The box and the segment in the frame ---------------------------------------------- */

/* Writes the half extents and returns the shape's name. */
static const char *make_half(gen_rng *rng, double *h) {
    int pick = (int)gen_int(rng, 0, 11), zeros = 0, thin = -1;
    const char *shape = "brick";
    if (pick == 7) {
        thin = (int)gen_int(rng, 0, 2);
        shape = "thin";
    } else if (pick == 8 || pick == 9) {
        zeros = 1;
        shape = "rectangle";
    } else if (pick == 10) {
        zeros = 2;
        shape = "segment";
    } else if (pick == 11) {
        zeros = 3;
        shape = "point";
    } else if (pick == 6) {
        shape = "cube";
    }
    bool zero[3] = {false, false, false};
    for (int n = 0; n < zeros;) {
        int i = (int)gen_int(rng, 0, 2);
        if (!zero[i]) {
            zero[i] = true;
            n++;
        }
    }
    double cube = gen_coin(rng) ? 1 : 0.5;
    for (int i = 0; i < 3; i++) {
        if (zero[i])
            h[i] = 0;
        else if (i == thin)
            h[i] = 0x1p-7;
        else if (pick == 6)
            h[i] = cube;
        else
            h[i] = gen_coin(rng) ? (double)gen_int(rng, 1, 4) : gen_dyadic(rng, 0.125, 4);
    }
    return shape;
}

/* A point Y of the box [-h, h] with `bound` axes at a bound (the others strictly inside
 * where the extent allows, else at -h = 0): at[i] -1 at -h_i, +1 at +h_i, 0 inside. */
static void box_point(gen_rng *rng, const double *h, int bound, double *Y, int *at) {
    bool on[3] = {false, false, false};
    for (int n = 0; n < bound;) {
        int i = (int)gen_int(rng, 0, 2);
        if (!on[i]) {
            on[i] = true;
            n++;
        }
    }
    for (int i = 0; i < 3; i++) {
        if (on[i] || h[i] == 0) {
            at[i] = gen_coin(rng) ? 1 : -1;
            Y[i] = at[i] * h[i];
        } else {
            at[i] = 0;
            Y[i] = -h[i] + 2 * h[i] * (double)gen_int(rng, 1, 7) / 8;
        }
    }
}

/* w in the normal cone at Y: each bound axis's outward normal times 0 or a dyadic in
 * (0, 3]; all 0 a quarter of the time. */
static void cone_offset(gen_rng *rng, const int *at, double *w) {
    bool none = gen_int(rng, 0, 3) == 0;
    for (int i = 0; i < 3; i++) {
        w[i] = 0;
        if (at[i] == 0 || none || gen_int(rng, 0, 2) == 0)
            continue;
        double c = gen_dyadic(rng, 0.125, 3);
        w[i] = at[i] > 0 ? c : -c;
    }
}

static void int_dir(gen_rng *rng, double *u) {
    do {
        for (int i = 0; i < 3; i++)
            u[i] = (double)gen_int(rng, -3, 3);
    } while (gen_is_zero3(u));
}

/* A direction perpendicular to w: free along the axes where w is 0, and on two axes where
 * it is not, k (w_j, -w_i). */
static void perpendicular(gen_rng *rng, const double *w, double *u) {
    int nz[3], n = 0;
    for (int i = 0; i < 3; i++) {
        u[i] = w[i] == 0 ? (double)gen_int(rng, -3, 3) : 0;
        if (w[i] != 0)
            nz[n++] = i;
    }
    if (n >= 2) {
        int a = (int)gen_int(rng, 0, n - 1), c = (int)gen_int(rng, 0, n - 2);
        int i = nz[a], j = nz[c >= a ? c + 1 : c];
        double k = (double)gen_int(rng, -2, 2);
        u[i] = k * w[j];
        u[j] = -k * w[i];
    }
    if (gen_is_zero3(u)) {
        for (int i = 0; i < 3; i++)
            if (w[i] == 0) {
                u[i] = gen_coin(rng) ? 1 : -1;
                return;
            }
        u[0] = w[1];
        u[1] = -w[0];
    }
}

/* The segment Z - alpha u .. Z + beta u. */
static void through(gen_rng *rng, const double *Z, const double *u, bool end_at_z, double *P,
                    double *Q) {
    double alpha = end_at_z ? 0 : gen_dyadic(rng, 0.125, 3), beta = gen_dyadic(rng, 0.125, 3);
    for (int i = 0; i < 3; i++) {
        P[i] = Z[i] - alpha * u[i];
        Q[i] = Z[i] + beta * u[i];
    }
}

/* The segment P-Q in the frame of the box [-h, h]; returns the family's name. */
static const char *frame_segment(gen_rng *rng, const double *h, double *P, double *Q) {
    double Y[3], Z[3], w[3], u[3];
    int at[3];
    box_point(rng, h, (int)gen_int(rng, 0, 3), Y, at);
    cone_offset(rng, at, w);
    for (int i = 0; i < 3; i++)
        Z[i] = Y[i] + w[i];
    switch (gen_int(rng, 0, 10)) {
    case 0:
    case 1:
        perpendicular(rng, w, u);
        through(rng, Z, u, gen_int(rng, 0, 3) == 0, P, Q);
        return "perpendicular";
    case 2:
        for (int i = 0; i < 3; i++) {
            double c = (double)gen_int(rng, 0, 3);
            u[i] = at[i] == 0 ? (double)gen_int(rng, -3, 3) : at[i] * c;
        }
        if (gen_is_zero3(u) || gen_dot3(u, w) < 0)
            u[0] = u[0] == 0 ? 1 : u[0];
        through(rng, Z, u, true, P, Q);
        return "away";
    case 3:
    case 4:
        int_dir(rng, u);
        through(rng, Y, u, gen_int(rng, 0, 3) == 0, P, Q);
        return "through a box point";
    case 5: { /* along an edge's line (offset w) */
        int a = (int)gen_int(rng, 0, 2);
        for (int i = 0; i < 3; i++) {
            if (i == a) {
                P[i] = gen_dyadic(rng, -h[i] - 3, h[i] + 3);
                Q[i] = gen_dyadic(rng, -h[i] - 3, h[i] + 3);
            } else {
                double c = at[i] == 0 ? 0 : w[i];
                P[i] = Q[i] = (at[i] > 0 ? h[i] : -h[i]) + c;
            }
        }
        return "along an edge";
    }
    case 6: { /* parallel to a face at a height (0: in its plane) */
        int a = (int)gen_int(rng, 0, 2);
        double g = gen_int(rng, 0, 2) == 0 ? 0 : gen_dyadic(rng, 0.125, 2);
        double c = gen_coin(rng) ? h[a] + g : -h[a] - g;
        for (int i = 0; i < 3; i++) {
            P[i] = i == a ? c : gen_dyadic(rng, -h[i] - 3, h[i] + 3);
            Q[i] = i == a ? c : gen_dyadic(rng, -h[i] - 3, h[i] + 3);
        }
        return "parallel to a face";
    }
    case 7:
        memcpy(P, Y, 3 * sizeof(double));
        if (gen_coin(rng)) {
            box_point(rng, h, (int)gen_int(rng, 0, 1), Q, at);
        } else {
            for (int i = 0; i < 3; i++)
                Q[i] = gen_dyadic(rng, -h[i] - 3, h[i] + 3);
        }
        return "end in the box";
    case 8:
        for (int i = 0; i < 3; i++)
            P[i] = Q[i] = gen_coin(rng) ? Z[i] : Y[i];
        return "zero length";
    default:
        for (int i = 0; i < 3; i++) {
            P[i] = gen_dyadic(rng, -h[i] - 3, h[i] + 3);
            Q[i] = gen_dyadic(rng, -h[i] - 3, h[i] + 3);
        }
        return "near";
    }
}

/* x = center + sum_i y_i axis[i], rounded once to isect_real (exact for signed
 * permutations; exact in double for grid axes). */
static void to_space(const gen_segobb_case *out, const double *y, isect_real *x) {
    for (int j = 0; j < 3; j++) {
        double v = out->center[j];
        for (int i = 0; i < 3; i++)
            v += y[i] * (double)out->axis[i][j];
        x[j] = (isect_real)v;
    }
}

/* For grid axes: the end p0 put exactly on a face, an edge or a corner of the box, by
 * taking the half extents of `count` axes from its exact frame coordinates (the others
 * larger), where those are exact in isect_real; false (nothing changed) otherwise. */
static bool end_on_boundary(gen_rng *rng, gen_segobb_case *out) {
    long double W[3];
    for (int i = 0; i < 3; i++) {
        /* small dyadic operands: every product and sum is exact in long double */
        W[i] = 0;
        for (int j = 0; j < 3; j++)
            W[i] += ((long double)out->p0[j] - out->center[j]) * out->axis[i][j];
        W[i] = fabsl(W[i]);
        if ((long double)(isect_real)W[i] != W[i])
            return false;
    }
    int count = (int)gen_int(rng, 1, 3), first = (int)gen_int(rng, 0, 2);
    isect_real half[3];
    for (int k = 0; k < 3; k++) {
        int i = (first + k) % 3;
        half[i] = (isect_real)W[i];
        if (k >= count) {
            half[i] = (isect_real)(W[i] + gen_dyadic(rng, 0.125, 3));
            if ((long double)half[i] <= W[i])
                return false;
        }
    }
    memcpy(out->half, half, sizeof half);
    /* p1: anywhere within 3 of p0 on the 2^-3 grid (away, across or into the box) */
    for (int j = 0; j < 3; j++)
        out->p1[j] = (isect_real)((double)out->p0[j] + gen_dyadic(rng, -3, 3));
    return true;
}

/* The after-steps: a coordinate nudged, far from the origin, a power-of-two scale, or
 * mixed magnitudes. */
static void perturb(gen_rng *rng, gen_segobb_case *out) {
    int after = (int)gen_int(rng, 0, 7);
    if (after == 1 || after == 2) { /* nudge one length by 1-2 ulps */
        int c = (int)gen_int(rng, 0, 11);
        int u = (int)gen_int(rng, 1, 2) * (gen_coin(rng) ? 1 : -1);
        isect_real *x = length_at(out, c), old = *x;
        *x = gen_ulps(*x, u);
        if (c >= 9 && !(*x >= 0))
            *x = old; /* the half extent stays >= 0 */
        out->family = "nudged";
    } else if (after == 3) { /* far from the origin: c 2^m (rounded where it must) */
        int m = (int)gen_int(rng, 0, OFFSET_BITS);
        double off[3];
        for (int i = 0; i < 3; i++)
            off[i] = ldexp((double)gen_int(rng, -3, 3), m);
        for (int c = 0; c < 9; c++) {
            isect_real *x = length_at(out, c);
            *x = (isect_real)(*x + off[c % 3]);
        }
    } else if (after == 4) { /* a power-of-two scale of every length */
        int s = (int)gen_int(rng, -SCALE_RANGE, SCALE_RANGE);
        for (int c = 0; c < 12; c++) {
            isect_real *x = length_at(out, c);
            *x = (isect_real)ldexp(*x, s);
        }
    } else if (after == 5) { /* mixed magnitudes: the segment 2^s times as far away */
        int s = (int)gen_int(rng, -MIXED_BITS, MIXED_BITS);
        for (int c = 0; c < 6; c++) {
            isect_real *x = length_at(out, c), o = out->center[c % 3];
            *x = (isect_real)(o + ldexp((double)*x - o, s));
        }
        out->family = "mixed magnitudes";
    }
}

void gen_segobb_adversarial(gen_rng *rng, gen_segobb_case *out) {
    memset(out, 0, sizeof *out);
    double rot[3][3], h[3], P[3], Q[3];
    int axes = make_axes(rng, rot, &out->axes);
    set_axes(out, rot);
    out->shape = make_half(rng, h);
    out->family = frame_segment(rng, h, P, Q);
    for (int i = 0; i < 3; i++) {
        out->center[i] =
            (isect_real)(gen_coin(rng) ? (double)gen_int(rng, -8, 8) : gen_dyadic(rng, -4, 4));
        out->half[i] = (isect_real)h[i];
    }
    bool swap = gen_coin(rng);
    to_space(out, swap ? Q : P, out->p0);
    to_space(out, swap ? P : Q, out->p1);
    if (axes == AXES_GRID && gen_int(rng, 0, 4) == 0 && end_on_boundary(rng, out))
        out->family = "end on the boundary";
    perturb(rng, out);
}

void gen_segobb_invalid(gen_rng *rng, gen_segobb_case *out) {
    gen_segobb_uniform(rng, out);
    const isect_real bad[3] = {(isect_real)NAN, (isect_real)INFINITY, -(isect_real)INFINITY};
    int which = (int)gen_int(rng, 0, 29);
    int i = (int)gen_int(rng, 0, 2), j = (i + (int)gen_int(rng, 1, 2)) % 3;
    if (which < 21) {
        *coordinate(out, which) = bad[gen_int(rng, 0, 2)];
    } else if (which < 23) { /* a negative half extent */
        out->half[i] = out->half[i] > 0 ? -out->half[i] : -(isect_real)0x1p-20;
    } else if (which == 23) { /* an axis 1 % too long */
        for (int k = 0; k < 3; k++)
            out->axis[i][k] *= (isect_real)1.01;
    } else if (which == 24) { /* an axis skewed toward another by 1e-2 */
        for (int k = 0; k < 3; k++)
            out->axis[i][k] += (isect_real)0.01 * out->axis[j][k];
    } else if (which == 25) { /* two equal axes */
        memcpy(out->axis[i], out->axis[j], sizeof out->axis[i]);
    } else if (which == 26) { /* a zero axis */
        memset(out->axis[i], 0, sizeof out->axis[i]);
    } else if (which == 27) {
        out->null_seg = true;
    } else if (which == 28) {
        out->null_box = true;
    } else {
        out->null_seg = out->null_box = true;
    }
    out->family = "invalid";
}

int gen_segobb_lengths(gen_segobb_case *x, isect_real **v) {
    for (int i = 0; i < 12; i++)
        v[i] = length_at(x, i);
    return 12;
}
