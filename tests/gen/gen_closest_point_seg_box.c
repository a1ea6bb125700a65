/* Generators for a segment against a box; see gen_closest_point_seg_box.h. */
#include "gen_closest_point_seg_box.h"

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

/* Coordinate i of the case: p0, p1, lo, hi, three each. */
static isect_real *coordinate(gen_segbox_case *x, int i) {
    isect_real *v[4] = {x->p0, x->p1, x->lo, x->hi};
    return &v[i / 3][i % 3];
}

void gen_segbox_uniform(gen_rng *rng, gen_segbox_case *out) {
    memset(out, 0, sizeof *out);
    for (int i = 0; i < 3; i++) {
        out->p0[i] = (isect_real)gen_range(rng, -10, 10);
        out->p1[i] = (isect_real)gen_range(rng, -10, 10);
        out->lo[i] = (isect_real)gen_range(rng, -6, 6);
        out->hi[i] = (isect_real)(out->lo[i] + gen_range(rng, 0, 8));
    }
    out->family = "uniform";
    out->shape = "uniform";
}

/* ---- Adversarial ------------------------------------------------------------------------ */

typedef struct box_d {
    double lo[3], hi[3];
} box_d;

/* Writes the box and returns its shape's name. */
static const char *make_box(gen_rng *rng, box_d *b) {
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
        shape = "unit cube";
    }
    /* which axes have a zero extent: `zeros` of them, at random */
    bool zero[3] = {false, false, false};
    for (int n = 0; n < zeros;) {
        int i = (int)gen_int(rng, 0, 2);
        if (!zero[i]) {
            zero[i] = true;
            n++;
        }
    }
    for (int i = 0; i < 3; i++) {
        b->lo[i] = gen_coin(rng) ? (double)gen_int(rng, -4, 4) : gen_dyadic(rng, -4, 4);
        double e;
        if (zero[i])
            e = 0;
        else if (i == thin)
            e = 0x1p-6;
        else if (pick == 6)
            e = 1;
        else
            e = gen_coin(rng) ? (double)gen_int(rng, 1, 4) : gen_dyadic(rng, 0.125, 4);
        if (e == 0 && !zero[i])
            e = 1;
        b->hi[i] = b->lo[i] + e;
    }
    return shape;
}

/* A point Y of the box with `bound` axes at a bound (the others strictly inside where
 * the extent allows, else at lo): at[i] -1 at lo, +1 at hi, 0 inside. */
static void box_point(gen_rng *rng, const box_d *b, int bound, double *Y, int *at) {
    bool on[3] = {false, false, false};
    for (int n = 0; n < bound;) {
        int i = (int)gen_int(rng, 0, 2);
        if (!on[i]) {
            on[i] = true;
            n++;
        }
    }
    for (int i = 0; i < 3; i++) {
        double e = b->hi[i] - b->lo[i];
        if (on[i] || e == 0) {
            at[i] = gen_coin(rng) ? 1 : -1;
            Y[i] = at[i] > 0 ? b->hi[i] : b->lo[i];
        } else {
            at[i] = 0;
            Y[i] = b->lo[i] + e * (double)gen_int(rng, 1, 7) / 8;
        }
    }
}

/* w in the normal cone at Y: each bound axis's outward normal (either sign where the
 * extent is 0) times 0 or a dyadic in (0, 3]; all 0 a quarter of the time. */
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

/* An integer direction in [-3, 3]^3, not zero. */
static void int_dir(gen_rng *rng, double *u) {
    do {
        for (int i = 0; i < 3; i++)
            u[i] = (double)gen_int(rng, -3, 3);
    } while (gen_is_zero3(u));
}

/* A direction perpendicular to w: free along the axes where w is 0, and on two axes
 * where it is not, k (w_j, -w_i). */
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
    if (gen_is_zero3(u)) { /* along an axis where w is 0, or across two of w's axes */
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

/* The after-steps: a coordinate nudged, far from the origin, a power-of-two scale, or
 * mixed magnitudes. */
static void perturb(gen_rng *rng, gen_segbox_case *out) {
    int after = (int)gen_int(rng, 0, 7);
    if (after == 1 || after == 2) { /* nudge one coordinate by 1-2 ulps */
        int c = (int)gen_int(rng, 0, 11);
        int u = (int)gen_int(rng, 1, 2) * (gen_coin(rng) ? 1 : -1);
        isect_real *x = coordinate(out, c), old = *x;
        *x = gen_ulps(*x, u);
        if (c >= 6 && out->lo[c % 3] > out->hi[c % 3])
            *x = old; /* the box stays valid */
        out->family = "nudged";
    } else if (after == 3) { /* far from the origin, exactly: c 2^m */
        int m = (int)gen_int(rng, 0, OFFSET_BITS);
        double off[3];
        for (int i = 0; i < 3; i++)
            off[i] = ldexp((double)gen_int(rng, -3, 3), m);
        for (int c = 0; c < 12; c++) {
            isect_real *x = coordinate(out, c);
            *x = (isect_real)(*x + off[c % 3]);
        }
    } else if (after == 4) { /* a power-of-two scale of everything: huge and tiny */
        int s = (int)gen_int(rng, -SCALE_RANGE, SCALE_RANGE);
        for (int c = 0; c < 12; c++) {
            isect_real *x = coordinate(out, c);
            *x = (isect_real)ldexp(*x, s);
        }
    } else if (after == 5) { /* mixed magnitudes: the segment 2^s times as far from lo */
        int s = (int)gen_int(rng, -MIXED_BITS, MIXED_BITS);
        for (int c = 0; c < 6; c++) {
            isect_real *x = coordinate(out, c), o = out->lo[c % 3];
            *x = (isect_real)(o + ldexp((double)*x - o, s));
        }
        out->family = "mixed magnitudes";
    }
}

void gen_segbox_adversarial(gen_rng *rng, gen_segbox_case *out) {
    memset(out, 0, sizeof *out);
    box_d b;
    out->shape = make_box(rng, &b);
    double P[3], Q[3], Y[3], Z[3], w[3], u[3];
    int at[3];
    /* the feature of Y: 3 bound axes a corner, 2 an edge, 1 a face, 0 inside */
    box_point(rng, &b, (int)gen_int(rng, 0, 3), Y, at);
    cone_offset(rng, at, w);
    for (int i = 0; i < 3; i++)
        Z[i] = Y[i] + w[i];
    switch (gen_int(rng, 0, 10)) {
    case 0:
    case 1: /* through Z perpendicular to w: at distance |w| (ends at Z sometimes) */
        perpendicular(rng, w, u);
        through(rng, Z, u, gen_int(rng, 0, 3) == 0, P, Q);
        out->family = "perpendicular";
        break;
    case 2: /* from Z away from the box: u.w >= 0, outward on the bound axes */
        for (int i = 0; i < 3; i++) {
            double c = (double)gen_int(rng, 0, 3);
            u[i] = at[i] == 0 ? (double)gen_int(rng, -3, 3) : at[i] * c;
        }
        if (gen_is_zero3(u) || gen_dot3(u, w) < 0)
            u[0] = u[0] == 0 ? 1 : u[0];
        through(rng, Z, u, true, P, Q);
        out->family = "away";
        break;
    case 3:
    case 4: /* through Y in any integer direction */
        int_dir(rng, u);
        through(rng, Y, u, gen_int(rng, 0, 3) == 0, P, Q);
        out->family = "through a box point";
        break;
    case 5: { /* along an edge's line (offset w) */
        int a = (int)gen_int(rng, 0, 2);
        for (int i = 0; i < 3; i++) {
            if (i == a) {
                P[i] = gen_dyadic(rng, b.lo[i] - 3, b.hi[i] + 3);
                Q[i] = gen_dyadic(rng, b.lo[i] - 3, b.hi[i] + 3);
            } else {
                double c = at[i] == 0 ? 0 : w[i];
                P[i] = Q[i] = (at[i] > 0 ? b.hi[i] : b.lo[i]) + c;
            }
        }
        out->family = "along an edge";
        break;
    }
    case 6: { /* parallel to a face at a height (0: in its plane) */
        int a = (int)gen_int(rng, 0, 2);
        double h = gen_int(rng, 0, 2) == 0 ? 0 : gen_dyadic(rng, 0.125, 2);
        double c = gen_coin(rng) ? b.hi[a] + h : b.lo[a] - h;
        for (int i = 0; i < 3; i++) {
            P[i] = i == a ? c : gen_dyadic(rng, b.lo[i] - 3, b.hi[i] + 3);
            Q[i] = i == a ? c : gen_dyadic(rng, b.lo[i] - 3, b.hi[i] + 3);
        }
        out->family = "parallel to a face";
        break;
    }
    case 7: /* an end inside (or on) the box, the other anywhere near or inside */
        memcpy(P, Y, sizeof P);
        if (gen_coin(rng)) {
            box_point(rng, &b, (int)gen_int(rng, 0, 1), Q, at);
        } else {
            for (int i = 0; i < 3; i++)
                Q[i] = gen_dyadic(rng, b.lo[i] - 3, b.hi[i] + 3);
        }
        out->family = "end in the box";
        break;
    case 8: /* zero length: at Z or at Y */
        for (int i = 0; i < 3; i++)
            P[i] = Q[i] = gen_coin(rng) ? Z[i] : Y[i];
        out->family = "zero length";
        break;
    default: /* near the box */
        for (int i = 0; i < 3; i++) {
            P[i] = gen_dyadic(rng, b.lo[i] - 3, b.hi[i] + 3);
            Q[i] = gen_dyadic(rng, b.lo[i] - 3, b.hi[i] + 3);
        }
        out->family = "near";
        break;
    }
    bool swap = gen_coin(rng);
    for (int i = 0; i < 3; i++) {
        out->p0[i] = (isect_real)(swap ? Q[i] : P[i]);
        out->p1[i] = (isect_real)(swap ? P[i] : Q[i]);
        out->lo[i] = (isect_real)b.lo[i];
        out->hi[i] = (isect_real)b.hi[i];
    }
    perturb(rng, out);
}

void gen_segbox_invalid(gen_rng *rng, gen_segbox_case *out) {
    gen_segbox_uniform(rng, out);
    const isect_real bad[3] = {(isect_real)NAN, (isect_real)INFINITY, -(isect_real)INFINITY};
    int which = (int)gen_int(rng, 0, 15);
    if (which < 12) {
        *coordinate(out, which) = bad[gen_int(rng, 0, 2)];
    } else if (which == 12 || which == 13) { /* min > max on one axis */
        int i = (int)gen_int(rng, 0, 2);
        if (out->lo[i] == out->hi[i])
            out->hi[i] = gen_ulps(out->lo[i], -1);
        else {
            isect_real t = out->lo[i];
            out->lo[i] = out->hi[i];
            out->hi[i] = t;
        }
    } else if (which == 14) {
        out->null_seg = true;
    } else {
        out->null_box = true;
    }
    out->family = "invalid";
}

int gen_segbox_lengths(gen_segbox_case *x, isect_real **v) {
    for (int i = 0; i < 12; i++)
        v[i] = coordinate(x, i);
    return 12;
}
