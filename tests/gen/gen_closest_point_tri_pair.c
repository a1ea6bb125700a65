/* Generators for a segment against a triangle and two triangles; see
 * gen_closest_point_tri_pair.h. */
#include "gen_closest_point_tri_pair.h"

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

/* A random integer vector in [-lo, lo]^3, not zero. */
static void int_vec3(gen_rng *rng, int64_t lo, double *out) {
    do {
        for (int c = 0; c < 3; c++)
            out[c] = (double)gen_int(rng, -lo, lo);
    } while (gen_is_zero3(out));
}

/* A non-zero integer vector perpendicular to w (any when w is 0). */
static void perp3(gen_rng *rng, const double *w, double *out) {
    if (gen_is_zero3(w)) {
        int_vec3(rng, 4, out);
        return;
    }
    double g[3];
    do {
        int_vec3(rng, 3, g);
        gen_cross3(w, g, out);
    } while (gen_is_zero3(out));
}

/* A non-zero integer vector d with d.w >= 0. */
static void away3(gen_rng *rng, const double *w, double *out) {
    int_vec3(rng, 5, out);
    if (gen_dot3(out, w) < 0)
        for (int c = 0; c < 3; c++)
            out[c] = -out[c];
}

/* ---- The frame -------------------------------------------------------------------------
 * Frame coordinates (x, y, h) map to O + x U + y V + h W. */
typedef struct frame {
    double O[3], U[3], V[3], W[3];
} frame;

static const double bases3[4][3][3] = {{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}},
                                       {{1, 2, 2}, {2, 1, -2}, {2, -2, 1}},
                                       {{2, 3, 6}, {3, -6, 2}, {6, 2, -3}},
                                       {{1, 4, 8}, {4, 7, -4}, {8, -4, 1}}};

static void make_frame(gen_rng *rng, frame *f) {
    memset(f, 0, sizeof *f);
    for (int i = 0; i < 3; i++)
        f->O[i] = (double)gen_int(rng, -50, 50);
    if (gen_int(rng, 0, 5) == 0) { /* any integer frame: incidences survive, angles do not */
        do {
            int_vec3(rng, 4, f->U);
            int_vec3(rng, 4, f->V);
            gen_cross3(f->U, f->V, f->W);
        } while (gen_is_zero3(f->W));
        return;
    }
    int b = (int)gen_int(rng, 0, 3), perm[3] = {0, 1, 2}, order[3] = {0, 1, 2};
    for (int i = 2; i > 0; i--) {
        int j = (int)gen_int(rng, 0, i), t = perm[i];
        perm[i] = perm[j];
        perm[j] = t;
        j = (int)gen_int(rng, 0, i);
        t = order[i];
        order[i] = order[j];
        order[j] = t;
    }
    double *axes[3] = {f->U, f->V, f->W};
    for (int a = 0; a < 3; a++) {
        double sign = gen_coin(rng) ? -1 : 1;
        for (int i = 0; i < 3; i++)
            axes[a][perm[i]] = sign * bases3[b][order[a]][i];
    }
}

static void map(const frame *f, const double *x, double *out) {
    for (int i = 0; i < 3; i++)
        out[i] = f->O[i] + x[0] * f->U[i] + x[1] * f->V[i] + x[2] * f->W[i];
}

/* ---- The triangle b in the plane h = 0 --------------------------------------------------- */

static double cross2(const double *a, const double *b, const double *c) {
    return (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]);
}

static void int_point(gen_rng *rng, int64_t lo, int64_t hi, double *t) {
    t[0] = (double)gen_int(rng, lo, hi);
    t[1] = (double)gen_int(rng, lo, hi);
    t[2] = 0;
}

static const int perms[6][3] = {{0, 1, 2}, {1, 2, 0}, {2, 0, 1}, {0, 2, 1}, {2, 1, 0}, {1, 0, 2}};

/* Writes T (frame coordinates, h = 0) and returns the shape's name. */
static const char *make_triangle(gen_rng *rng, double T[3][3]) {
    const char *shape;
    memset(T, 0, 9 * sizeof **T);
    switch (gen_int(rng, 0, 9)) {
    case 0:
    case 1:
    case 8:
        do {
            for (int i = 0; i < 3; i++)
                int_point(rng, -8, 8, T[i]);
        } while (cross2(T[0], T[1], T[2]) == 0);
        shape = "generic";
        break;
    case 2: { /* obtuse: the apex far outside the base's span, or low over it */
        static const double heights[5] = {0.125, 0.25, 0.5, 1, 2};
        double L = (double)gen_int(rng, 4, 12);
        T[1][0] = L;
        T[2][0] = gen_dyadic(rng, -6, L + 6);
        T[2][1] = heights[gen_int(rng, 0, 4)] * (gen_coin(rng) ? -1 : 1);
        shape = "obtuse";
        break;
    }
    case 3: { /* sliver: a 1/64 step of the perpendicular off the line of the others */
        do {
            int_point(rng, -8, 8, T[0]);
            int_point(rng, -8, 8, T[1]);
        } while (T[0][0] == T[1][0] && T[0][1] == T[1][1]);
        double t = gen_dyadic(rng, -1, 2), e[2] = {T[1][0] - T[0][0], T[1][1] - T[0][1]};
        double k = ldexp(gen_coin(rng) ? 1 : -1, -6);
        T[2][0] = T[0][0] + t * e[0] - k * e[1];
        T[2][1] = T[0][1] + t * e[1] + k * e[0];
        shape = "sliver";
        break;
    }
    case 4: { /* exactly collinear, the middle vertex any of the three (permuted below) */
        int_point(rng, -8, 8, T[0]);
        int_point(rng, -4, 4, T[1]);
        T[1][0] += T[0][0];
        T[1][1] += T[0][1];
        double t = gen_dyadic(rng, -2, 3);
        for (int i = 0; i < 2; i++)
            T[2][i] = T[0][i] + t * (T[1][i] - T[0][i]);
        shape = "collinear";
        break;
    }
    case 5: /* coincident vertices: all three, or two and a third elsewhere */
        int_point(rng, -8, 8, T[0]);
        int_point(rng, -8, 8, T[2]);
        memcpy(T[1], T[0], sizeof T[1]);
        if (gen_int(rng, 0, 3) == 0)
            memcpy(T[2], T[0], sizeof T[2]);
        shape = "coincident";
        break;
    case 6:
        for (int i = 0; i < 3; i++)
            int_point(rng, -2, 2, T[i]);
        shape = "grid";
        break;
    default: /* right-angled, axis-aligned in the frame */
        int_point(rng, -8, 8, T[0]);
        T[1][0] = T[0][0] + (double)gen_int(rng, 1, 8) * (gen_coin(rng) ? -1 : 1);
        T[1][1] = T[0][1];
        T[2][0] = T[0][0];
        T[2][1] = T[0][1] + (double)gen_int(rng, 1, 8) * (gen_coin(rng) ? -1 : 1);
        shape = "right";
        break;
    }
    int perm = (int)gen_int(rng, 0, 5);
    double C[3][3];
    memcpy(C, T, sizeof C);
    for (int i = 0; i < 3; i++)
        memcpy(T[i], C[perms[perm][i]], sizeof T[i]);
    return shape;
}

/* The outward perpendicular of the edge T[i] -> T[i+1] in the plane (as long as the edge),
 * outward for the triangle's orientation; either side for a collinear one. */
static void outward(gen_rng *rng, double T[3][3], int i, double *out) {
    const double *a = T[i], *b = T[(i + 1) % 3];
    double o = cross2(T[0], T[1], T[2]);
    double s = o > 0 ? 1 : o < 0 ? -1 : (gen_coin(rng) ? 1 : -1);
    out[0] = s * (b[1] - a[1]);
    out[1] = -s * (b[0] - a[0]);
    out[2] = 0;
}

/* A point of the triangle: vertex i (where 0), on edge i at a dyadic parameter (1), in the
 * face at dyadic weights (2). */
static void tri_point(gen_rng *rng, double T[3][3], int where, int i, double *Y) {
    int j = (i + 1) % 3;
    if (where == 0) {
        memcpy(Y, T[i], 3 * sizeof *Y);
    } else if (where == 1) {
        double t = (double)gen_int(rng, 1, 7) / 8;
        for (int c = 0; c < 3; c++)
            Y[c] = T[i][c] + t * (T[j][c] - T[i][c]);
    } else {
        int w0 = (int)gen_int(rng, 1, 6), w1 = (int)gen_int(rng, 1, 7 - w0), w2 = 8 - w0 - w1;
        for (int c = 0; c < 3; c++)
            Y[c] = (w0 * T[0][c] + w1 * T[1][c] + w2 * T[2][c]) / 8;
    }
}

/* P[k] = Z + s d (s dyadic in (0, 2]). */
static void from(gen_rng *rng, const double *Z, const double *d, double *P) {
    double s = gen_dyadic(rng, 0.125, 2);
    for (int c = 0; c < 3; c++)
        P[c] = Z[c] + s * d[c];
}

/* ---- The cases ---------------------------------------------------------------------------- */

void gen_tpair_uniform(gen_rng *rng, int na, gen_tpair_case *out) {
    memset(out, 0, sizeof *out);
    for (int k = 0; k < 3; k++)
        for (int c = 0; c < 3; c++) {
            if (k < na)
                out->a[k][c] = (isect_real)gen_range(rng, -10, 10);
            out->b[k][c] = (isect_real)gen_range(rng, -10, 10);
        }
    out->family = "uniform";
    out->shape = "uniform";
}

/* a against b in frame coordinates: writes P[0..na-1], returns the family. */
static const char *place(gen_rng *rng, int na, double T[3][3], double P[3][3]) {
    int i = (int)gen_int(rng, 0, 2), j = (i + 1) % 3, k = (i + 2) % 3;
    double Y[3] = {0, 0, 0}, w[3] = {0, 0, 0}, d[3], e[3], Z[3];
    switch (gen_int(rng, 0, 9)) {
    case 0:
    case 1: { /* the normal cone at a point Y of b: at distance |w| exactly */
        int where = (int)gen_int(rng, 0, 2);
        tri_point(rng, T, where, i, Y);
        double o1[3], o2[3];
        outward(rng, T, k, o1); /* edge k -> i */
        outward(rng, T, i, o2); /* edge i -> j */
        double a = where == 0 ? gen_dyadic(rng, 0, 2) : 0,
               b = where <= 1 ? gen_dyadic(rng, 0, 2) : 0;
        int z = (int)gen_int(rng, 0, 2);
        a = z == 0 ? 0 : a;
        b = z == 1 ? 0 : b;
        for (int c = 0; c < 3; c++)
            w[c] = a * o1[c] + b * o2[c];
        w[2] = gen_coin(rng) ? gen_dyadic(rng, -3, 3) : 0;
        if (gen_int(rng, 0, 5) == 0)
            w[0] = w[1] = w[2] = 0; /* touching */
        for (int c = 0; c < 3; c++)
            Z[c] = Y[c] + w[c];
        int how = (int)gen_int(rng, 0, na == 3 ? 2 : 1);
        if (how == 0) { /* a vertex at Z, the rest away from b */
            memcpy(P[0], Z, sizeof Z);
            for (int m = 1; m < na; m++) {
                away3(rng, w, d);
                if (gen_coin(rng) && !gen_is_zero3(w))
                    perp3(rng, w, d); /* along the tie: an edge parallel to b's plane */
                from(rng, Z, d, P[m]);
            }
            return "normal cone, a vertex at distance";
        }
        if (how == 1) { /* an edge through Z perpendicular to w */
            perp3(rng, w, d);
            double s0 = gen_dyadic(rng, 0.125, 2), s1 = gen_dyadic(rng, 0.125, 2);
            for (int c = 0; c < 3; c++) {
                P[0][c] = Z[c] - s0 * d[c];
                P[1][c] = Z[c] + s1 * d[c];
            }
            if (na == 3) {
                away3(rng, w, d);
                from(rng, Z, d, P[2]);
            }
            return "normal cone, an edge at distance";
        }
        /* the face of a through Z, in the plane perpendicular to w */
        double d2[3];
        perp3(rng, w, d);
        do
            perp3(rng, w, d2);
        while (gen_is_zero3((double[3]){d[1] * d2[2] - d[2] * d2[1], d[2] * d2[0] - d[0] * d2[2],
                                        d[0] * d2[1] - d[1] * d2[0]}));
        double c2 = gen_dyadic(rng, 0.25, 2); /* Z = (c2 P0 + c2 P1 + P2) / (2 c2 + 1) */
        for (int c = 0; c < 3; c++) {
            P[0][c] = Z[c] + d[c];
            P[1][c] = Z[c] + d2[c];
            P[2][c] = Z[c] - c2 * (d[c] + d2[c]);
        }
        return "normal cone, a face at distance";
    }
    case 2: { /* parallel to b's plane at a height (0: coplanar) */
        double h = gen_coin(rng) ? gen_dyadic(rng, -3, 3) : 0;
        if (gen_coin(rng)) { /* b itself lifted, or shrunk toward a point of it */
            double s = gen_coin(rng) ? 1 : 0.5;
            tri_point(rng, T, 2, 0, Y);
            for (int m = 0; m < na; m++)
                for (int c = 0; c < 2; c++)
                    P[m][c] = Y[c] + s * (T[(m + i) % 3][c] - Y[c]);
        } else {
            for (int m = 0; m < na; m++) {
                P[m][0] = gen_dyadic(rng, -10, 10);
                P[m][1] = gen_dyadic(rng, -10, 10);
            }
        }
        for (int m = 0; m < na; m++)
            P[m][2] = h;
        return h == 0 ? "coplanar, random" : "parallel to the plane";
    }
    case 3: { /* an edge parallel to b's edge i */
        double o[3];
        outward(rng, T, i, o);
        for (int c = 0; c < 3; c++)
            e[c] = T[j][c] - T[i][c];
        double a = gen_dyadic(rng, -1, 2), h = gen_coin(rng) ? gen_dyadic(rng, -3, 3) : 0;
        double l0 = gen_dyadic(rng, -1, 2), mu = gen_dyadic(rng, -2, 2);
        if (mu == 0)
            mu = 1;
        for (int c = 0; c < 3; c++) {
            w[c] = a * o[c];
            P[0][c] = T[i][c] + l0 * e[c] + w[c];
            P[1][c] = P[0][c] + mu * e[c];
        }
        P[0][2] = P[1][2] = h;
        w[2] = h;
        if (na == 3) {
            if (gen_coin(rng))
                away3(rng, w, d);
            else
                int_vec3(rng, 5, d);
            from(rng, P[gen_coin(rng)], d, P[2]);
        }
        return "parallel edges";
    }
    case 4: { /* coplanar: touching b from outside, or along an edge's line */
        int how = (int)gen_int(rng, 0, 2);
        double o1[3], o2[3];
        if (how == 0) { /* a vertex on b's boundary (a vertex or an edge point), a outside */
            int where = (int)gen_int(rng, 0, 1);
            tri_point(rng, T, where, i, Y);
            outward(rng, T, k, o1);
            outward(rng, T, i, o2);
            memcpy(P[0], Y, sizeof Y);
            for (int m = 1; m < na; m++) {
                double a = where == 0 ? gen_dyadic(rng, 0, 1) : 0, b = gen_dyadic(rng, 0, 1);
                double t = gen_dyadic(rng, -1, 1);
                for (int c = 0; c < 2; c++) /* along the edge, and outward */
                    P[m][c] = Y[c] + a * o1[c] + b * o2[c] + (a == 0 ? t * (T[j][c] - T[i][c]) : 0);
                P[m][2] = 0;
            }
            return "coplanar, touching from outside";
        }
        if (how == 1) { /* along edge i's line */
            for (int m = 0; m < 2; m++) {
                double t = gen_dyadic(rng, -1, 2);
                for (int c = 0; c < 3; c++)
                    P[m][c] = T[i][c] + t * (T[j][c] - T[i][c]);
            }
            if (na == 3) {
                outward(rng, T, i, o1);
                double s = gen_dyadic(rng, -1, 1);
                for (int c = 0; c < 3; c++)
                    P[2][c] = P[gen_coin(rng)][c] + s * o1[c];
            }
            return "coplanar, along an edge's line";
        }
        /* a vertex at b's vertex, the rest anywhere in the plane */
        memcpy(P[0], T[i], sizeof P[0]);
        for (int m = 1; m < na; m++) {
            P[m][0] = gen_dyadic(rng, -10, 10);
            P[m][1] = gen_dyadic(rng, -10, 10);
            P[m][2] = 0;
        }
        return "coplanar, at a vertex";
    }
    case 5:
    case 6: { /* crossing b's plane at a point of b, or just beside an edge or a vertex */
        int where = (int)gen_int(rng, 0, 3);
        const char *family = "crossing through a vertex";
        if (where < 3) {
            tri_point(rng, T, where, i, Y);
            family = where == 0   ? family
                     : where == 1 ? "crossing through an edge"
                                  : "crossing through the face";
        } else {
            int at = (int)gen_int(rng, 0, 1);
            double o[3], s = ldexp(gen_coin(rng) ? 1 : -1, -(int)gen_int(rng, 3, 10));
            tri_point(rng, T, at, i, Y);
            outward(rng, T, i, o);
            for (int c = 0; c < 2; c++)
                Y[c] += s * o[c];
            family = at ? "crossing beside an edge" : "crossing beside a vertex";
        }
        int_vec3(rng, 4, d);
        if (d[2] == 0)
            d[2] = gen_coin(rng) ? 1 : -1;
        double s0 = gen_dyadic(rng, 0.125, 2), s1 = gen_dyadic(rng, 0.125, 2);
        if (gen_int(rng, 0, 4) == 0)
            s0 = 0; /* ending there */
        for (int c = 0; c < 3; c++) {
            P[0][c] = Y[c] - s0 * d[c];
            P[1][c] = Y[c] + s1 * d[c];
        }
        if (na == 3) {
            int_vec3(rng, 5, e);
            from(rng, P[gen_coin(rng)], e, P[2]);
        }
        return family;
    }
    case 7: { /* sharing */
        int how = (int)gen_int(rng, 0, 2);
        if (na == 3) {
            int p = (int)gen_int(rng, 0, 5);
            for (int m = 0; m < 3; m++)
                memcpy(P[m], T[perms[p][m]], sizeof P[m]);
            if (how >= 1) { /* share an edge (1) or a vertex (2): the rest elsewhere */
                for (int m = how; m < 3; m++) {
                    P[m][0] = gen_dyadic(rng, -10, 10);
                    P[m][1] = gen_dyadic(rng, -10, 10);
                    P[m][2] = gen_coin(rng) ? gen_dyadic(rng, -3, 3) : 0;
                }
                return how == 1 ? "sharing an edge" : "sharing a vertex";
            }
            return "identical";
        }
        memcpy(P[0], T[i], sizeof P[0]);
        memcpy(P[1], T[j], sizeof P[1]);
        if (how == 1) { /* part of the edge */
            double t0 = gen_dyadic(rng, 0, 1), t1 = gen_dyadic(rng, 0, 1);
            for (int c = 0; c < 3; c++) {
                P[0][c] = T[i][c] + t0 * (T[j][c] - T[i][c]);
                P[1][c] = T[i][c] + t1 * (T[j][c] - T[i][c]);
            }
        } else if (how == 2) { /* from a vertex of b */
            int_vec3(rng, 5, d);
            from(rng, T[i], d, P[1]);
        }
        if (gen_coin(rng)) {
            memcpy(e, P[0], sizeof e);
            memcpy(P[0], P[1], sizeof e);
            memcpy(P[1], e, sizeof e);
        }
        return how == 0 ? "an edge of b" : how == 1 ? "along an edge of b" : "from a vertex of b";
    }
    default: /* near */
        for (int m = 0; m < na; m++) {
            P[m][0] = gen_dyadic(rng, -12, 12);
            P[m][1] = gen_dyadic(rng, -12, 12);
            P[m][2] = gen_coin(rng) ? gen_dyadic(rng, -4, 4) : 0;
        }
        return "near";
    }
}

/* Makes a degenerate: a zero-length segment, or a triangle with a vertex on the line of
 * the other two (or on one of them, or all three coincident). */
static void degenerate(gen_rng *rng, int na, double P[3][3]) {
    if (na == 2) {
        int m = gen_coin(rng);
        memcpy(P[m], P[1 - m], sizeof P[m]);
        return;
    }
    int m = (int)gen_int(rng, 0, 2), p = (m + 1) % 3, q = (m + 2) % 3;
    switch (gen_int(rng, 0, 3)) {
    case 0: memcpy(P[m], P[p], sizeof P[m]); break;
    case 1:
        memcpy(P[m], P[p], sizeof P[m]);
        memcpy(P[q], P[p], sizeof P[m]);
        break;
    default: {
        double t = gen_dyadic(rng, -2, 3);
        for (int c = 0; c < 3; c++)
            P[m][c] = P[p][c] + t * (P[q][c] - P[p][c]);
        break;
    }
    }
}

static isect_real *coordinate(gen_tpair_case *x, int i) {
    return i < 9 ? &x->a[i / 3][i % 3] : &x->b[(i - 9) / 3][i % 3];
}

void gen_tpair_adversarial(gen_rng *rng, int na, gen_tpair_case *out) {
    memset(out, 0, sizeof *out);
    double A[3][3], B[3][3];
    memset(A, 0, sizeof A);
    if (gen_int(rng, 0, 9) == 0) { /* the integer grid, no frame */
        for (int m = 0; m < 3; m++)
            for (int c = 0; c < 3; c++) {
                A[m][c] = m < na ? (double)gen_int(rng, -2, 2) : 0;
                B[m][c] = (double)gen_int(rng, -2, 2);
            }
        out->family = "grid";
        out->shape = "grid";
    } else {
        frame f;
        make_frame(rng, &f);
        double T[3][3], P[3][3];
        memset(P, 0, sizeof P);
        out->shape = make_triangle(rng, T);
        out->family = place(rng, na, T, P);
        for (int m = 0; m < 3; m++) {
            map(&f, T[m], B[m]);
            if (m < na)
                map(&f, P[m], A[m]);
        }
    }
    if (gen_int(rng, 0, 7) == 0) {
        degenerate(rng, na, A);
        out->shape = na == 2 ? "zero-length segment" : "degenerate a";
    }
    for (int m = 0; m < 3; m++)
        for (int c = 0; c < 3; c++) {
            out->a[m][c] = (isect_real)A[m][c];
            out->b[m][c] = (isect_real)B[m][c];
        }
    int coords[18], n = 0;
    for (int i = 0; i < 18; i++)
        if (i >= 9 || i / 3 < na)
            coords[n++] = i;
    int after = (int)gen_int(rng, 0, 6);
    if (after == 1 || after == 2) { /* nudge one coordinate by 1-2 ulps */
        int c = coords[gen_int(rng, 0, n - 1)];
        int u = (int)gen_int(rng, 1, after) * (gen_coin(rng) ? 1 : -1);
        *coordinate(out, c) = gen_ulps(*coordinate(out, c), u);
    } else if (after == 3) { /* far from the origin, exactly: c 2^m */
        int m = (int)gen_int(rng, 0, OFFSET_BITS);
        double off[3];
        for (int c = 0; c < 3; c++)
            off[c] = ldexp((double)gen_int(rng, -3, 3), m);
        for (int i = 0; i < n; i++) {
            isect_real *x = coordinate(out, coords[i]);
            *x = (isect_real)(*x + off[coords[i] % 3]);
        }
    } else if (after == 4) { /* a power-of-two scale of everything: huge and tiny */
        int s = (int)gen_int(rng, -SCALE_RANGE, SCALE_RANGE);
        for (int i = 0; i < n; i++)
            *coordinate(out, coords[i]) = (isect_real)ldexp(*coordinate(out, coords[i]), s);
    } else if (after == 5) { /* mixed magnitudes: a 2^s times as far from a vertex of b */
        int s = (int)gen_int(rng, -MIXED_BITS, MIXED_BITS), v = (int)gen_int(rng, 0, 2);
        for (int m = 0; m < na; m++)
            for (int c = 0; c < 3; c++)
                out->a[m][c] =
                    (isect_real)(out->b[v][c] + ldexp((double)out->a[m][c] - out->b[v][c], s));
        out->family = "mixed magnitudes";
    }
    if (na == 3) {
        if (gen_coin(rng)) { /* b against a */
            isect_real t[3][3];
            memcpy(t, out->a, sizeof t);
            memcpy(out->a, out->b, sizeof t);
            memcpy(out->b, t, sizeof t);
        }
        int p = (int)gen_int(rng, 0, 5);
        isect_real t[3][3];
        memcpy(t, out->a, sizeof t);
        for (int m = 0; m < 3; m++)
            memcpy(out->a[m], t[perms[p][m]], sizeof t[m]);
    } else if (gen_coin(rng)) {
        isect_real t[3];
        memcpy(t, out->a[0], sizeof t);
        memcpy(out->a[0], out->a[1], sizeof t);
        memcpy(out->a[1], t, sizeof t);
    }
}

void gen_tpair_invalid(gen_rng *rng, int na, gen_tpair_case *out) {
    gen_tpair_uniform(rng, na, out);
    int which = (int)gen_int(rng, 0, 9);
    if (which == 0) {
        out->null_a = true;
    } else if (which == 1) {
        out->null_b = true;
    } else {
        const isect_real bad[3] = {(isect_real)NAN, (isect_real)INFINITY, -(isect_real)INFINITY};
        int n = 3 * na + 9, c = (int)gen_int(rng, 0, n - 1);
        isect_real *x = c < 3 * na ? &out->a[c / 3][c % 3] : &out->b[(c - 3 * na) / 3][c % 3];
        *x = bad[gen_int(rng, 0, 2)];
        if (gen_coin(rng)) { /* a second one, anywhere */
            c = (int)gen_int(rng, 0, n - 1);
            x = c < 3 * na ? &out->a[c / 3][c % 3] : &out->b[(c - 3 * na) / 3][c % 3];
            *x = bad[gen_int(rng, 0, 2)];
        }
    }
    out->family = "invalid";
}

int gen_tpair_lengths(gen_tpair_case *x, isect_real **v) {
    int n = 0;
    for (int i = 0; i < 18; i++)
        v[n++] = coordinate(x, i);
    return n;
}
