/* Generators for a ball against a polygon in space; see gen_closest_point_ball_poly.h. */
#include "gen/gen_closest_point_ball_poly.h"

#include <math.h>
#include <string.h>

/* The largest exponent of an exact offset "far from the origin". */
#define FAR_BITS (ISECT_USE_DOUBLE ? 40 : 12)

/* The convex hull of the integer points p[0..n-1] (2D) in counter-clockwise order, without
 * collinear points (Andrew's monotone chain, exact on small integers); returns its size. */
static int hull2(double p[][2], int n, double out[][2]) {
    for (int i = 1; i < n; i++) /* sort by x, then y */
        for (int j = i;
             j > 0 && (p[j][0] < p[j - 1][0] || (p[j][0] == p[j - 1][0] && p[j][1] < p[j - 1][1]));
             j--) {
            double t0 = p[j][0], t1 = p[j][1];
            p[j][0] = p[j - 1][0], p[j][1] = p[j - 1][1];
            p[j - 1][0] = t0, p[j - 1][1] = t1;
        }
    int k = 0;
    for (int pass = 0; pass < 2; pass++) {
        int start = k;
        for (int s = 0; s < n; s++) {
            int i = pass == 0 ? s : n - 1 - s;
            while (k >= start + 2 &&
                   (out[k - 1][0] - out[k - 2][0]) * (p[i][1] - out[k - 2][1]) -
                           (out[k - 1][1] - out[k - 2][1]) * (p[i][0] - out[k - 2][0]) <=
                       0)
                k--;
            out[k][0] = p[i][0], out[k][1] = p[i][1];
            k++;
        }
        k--; /* the last point starts the other chain */
    }
    return k;
}

typedef struct frame {
    double O[3], A[3][3], L; /* O + x A[0] + y A[1] + h A[2]; each row of length L */
} frame;

static void map(const frame *f, double x, double y, double h, double *out) {
    for (int k = 0; k < 3; k++)
        out[k] = f->O[k] + x * f->A[0][k] + y * f->A[1][k] + h * f->A[2][k];
}

/* A convex polygon in the frame's plane h = 0: P[0..n-1] in frame coordinates. */
static int convex_polygon(gen_rng *rng, double P[][2]) {
    double pts[GEN_BPOLY_MAX][2], R = (double)gen_int(rng, 2, 8);
    int m = (int)gen_int(rng, 3, 8), n;
    do {
        for (int i = 0; i < m; i++) {
            double a = gen_range(rng, 0, 6.283185307179586);
            pts[i][0] = round(R * cos(a));
            pts[i][1] = round(R * sin(a));
        }
        double work[GEN_BPOLY_MAX][2];
        memcpy(work, pts, sizeof pts);
        n = hull2(work, m, P);
    } while (n < 3);
    return n;
}

void gen_bpoly_uniform(gen_rng *rng, gen_bpoly_case *out) {
    memset(out, 0, sizeof *out);
    double rot[3][3], O[3], R = gen_range(rng, 2, 8);
    gen_rotation(rng, 3, rot);
    for (int k = 0; k < 3; k++)
        O[k] = gen_range(rng, -10, 10);
    out->n = (int)gen_int(rng, 3, 8);
    double a0 = gen_range(rng, 0, 6.283185307179586);
    for (int i = 0; i < out->n; i++) {
        double a = a0 + 6.283185307179586 * i / out->n, x = R * cos(a), y = R * sin(a);
        for (int k = 0; k < 3; k++)
            out->v[i][k] = (isect_real)(O[k] + x * rot[0][k] + y * rot[1][k]);
    }
    for (int k = 0; k < 3; k++)
        out->c[k] = (isect_real)gen_range(rng, -10, 10);
    out->r = (isect_real)gen_range(rng, 0, 6);
    out->family = "uniform";
}

/* Pointers to every length: the vertices, the centre, the radius (last). */
static int coords(gen_bpoly_case *x, isect_real **v) {
    int n = 0;
    for (int i = 0; i < x->n && i < GEN_BPOLY_MAX; i++)
        for (int k = 0; k < 3; k++)
            v[n++] = &x->v[i][k];
    for (int k = 0; k < 3; k++)
        v[n++] = &x->c[k];
    v[n++] = &x->r;
    return n;
}

static void perturb(gen_rng *rng, gen_bpoly_case *x) {
    isect_real *v[3 * GEN_BPOLY_MAX + 4];
    int n = coords(x, v), what = (int)gen_int(rng, 0, 5);
    if (what <= 1) {
        int i = (int)gen_int(rng, 0, n - 1);
        isect_real y = gen_ulps(*v[i], (int)gen_int(rng, 1, 2) * (gen_coin(rng) ? 1 : -1));
        if (v[i] != &x->r || y >= 0)
            *v[i] = y;
        x->family = "nudged";
    } else if (what == 2) {
        int m = (int)gen_int(rng, 8, FAR_BITS);
        double off[3];
        for (int k = 0; k < 3; k++)
            off[k] = ldexp((double)gen_int(rng, -9, 9), m);
        for (int i = 0; i < n - 1; i++)
            *v[i] = (isect_real)(*v[i] + off[i % 3]);
        x->family = "far";
    } else if (what == 3) {
        int e = gen_coin(rng) ? (int)gen_int(rng, GEN_MAX_EXP - 40, GEN_MAX_EXP - 8)
                              : (int)gen_int(rng, GEN_MIN_EXP + 60, GEN_MIN_EXP + 120);
        for (int i = 0; i < n; i++)
            *v[i] = (isect_real)ldexp((double)*v[i], e);
        x->family = e > 0 ? "huge" : "tiny";
    }
}

void gen_bpoly_adversarial(gen_rng *rng, gen_bpoly_case *out) {
    memset(out, 0, sizeof *out);
    frame f;
    int b = (int)gen_int(rng, 0, 3);
    gen_basis3(rng, b, f.A);
    f.L = sqrt(gen_bases3_len2[b]);
    for (int k = 0; k < 3; k++)
        f.O[k] = (double)gen_int(rng, -20, 20);
    double P[GEN_BPOLY_MAX][2], V[GEN_BPOLY_MAX][3];
    int n = convex_polygon(rng, P);
    for (int i = 0; i < n; i++)
        map(&f, P[i][0], P[i][1], 0, V[i]);
    double Y[3], c[3], r = 0;
    int i = (int)gen_int(rng, 0, n - 1), j = (i + 1) % n;
    int how = (int)gen_int(rng, 0, 5);
    const char *family;
    if (how <= 1) { /* from above or below, at a vertex, an edge point or a face point */
        int where = (int)gen_int(rng, 0, 2);
        double x = P[i][0], y = P[i][1];
        if (where == 1) {
            double t = (double)gen_int(rng, 1, 7) / 8;
            x += t * (P[j][0] - P[i][0]);
            y += t * (P[j][1] - P[i][1]);
        } else if (where == 2) { /* a dyadic mix of three vertices: in the face */
            int l = (j + 1) % n;
            int w0 = (int)gen_int(rng, 1, 6), w1 = (int)gen_int(rng, 1, 7 - w0), w2 = 8 - w0 - w1;
            x = (w0 * P[i][0] + w1 * P[j][0] + w2 * P[l][0]) / 8;
            y = (w0 * P[i][1] + w1 * P[j][1] + w2 * P[l][1]) / 8;
        }
        double k = (double)gen_int(rng, 1, 3) * (gen_coin(rng) ? 1 : -1);
        map(&f, x, y, k, c);
        r = fabs(k) * f.L;
        family = where == 0 ? "above a vertex" : where == 1 ? "above an edge" : "above the face";
    } else if (how == 2) { /* at vertex i along an integer-length vector in its normal cone */
        double in[3], outv[3], w[3] = {0, 0, 0};
        int h = (i + n - 1) % n;
        for (int k = 0; k < 3; k++) {
            in[k] = V[h][k] - V[i][k];
            outv[k] = V[j][k] - V[i][k];
        }
        double len = 0;
        for (int tries = 0; tries < 40 && len == 0; tries++) {
            double B[3][3];
            int bb = (int)gen_int(rng, 0, 3);
            gen_basis3(rng, bb, B);
            const double *cand = B[gen_int(rng, 0, 2)];
            if (gen_dot3(cand, in) <= 0 && gen_dot3(cand, outv) <= 0) {
                memcpy(w, cand, sizeof w);
                len = sqrt(gen_bases3_len2[bb]);
            }
        }
        memcpy(Y, V[i], sizeof Y);
        for (int k = 0; k < 3; k++)
            c[k] = Y[k] + w[k];
        r = len;
        family = "in a vertex's normal cone";
    } else if (how == 3) { /* on the polygon, radius 0 */
        double t = (double)gen_int(rng, 0, 8) / 8;
        map(&f, P[i][0] + t * (P[j][0] - P[i][0]), P[i][1] + t * (P[j][1] - P[i][1]), 0, c);
        r = 0;
        family = "centre on the boundary, radius 0";
    } else { /* near */
        map(&f, gen_dyadic(rng, -10, 10), gen_dyadic(rng, -10, 10), gen_dyadic(rng, -3, 3), c);
        r = gen_dyadic(rng, 0, 4);
        family = "near";
    }
    int variant = (int)gen_int(rng, 0, 9);
    if (variant == 0) { /* collinear or repeated vertices */
        int m = (int)gen_int(rng, 0, n - 1), p = (m + 1) % n;
        if (gen_coin(rng)) {
            memcpy(V[m], V[p], sizeof V[m]);
        } else {
            for (int q = 0; q < n; q++) {
                double t = (double)gen_int(rng, -4, 4) / 2;
                for (int k = 0; k < 3; k++)
                    V[q][k] = V[m][k] + t * (V[p][k] - V[m][k]);
            }
        }
        family = "collinear or repeated vertices";
    } else if (variant == 1) { /* a vertex off the plane: the fan */
        int m = (int)gen_int(rng, 0, n - 1);
        double h = gen_dyadic(rng, -1, 1);
        for (int k = 0; k < 3; k++)
            V[m][k] += h * f.A[2][k];
        family = "not coplanar";
    } else if (variant == 2 && n > 3) { /* two vertices swapped: not convex, the fan */
        int m = (int)gen_int(rng, 0, n - 1), p = (m + 2) % n;
        double t[3];
        memcpy(t, V[m], sizeof t);
        memcpy(V[m], V[p], sizeof t);
        memcpy(V[p], t, sizeof t);
        family = "not convex";
    }
    out->n = n;
    for (int q = 0; q < n; q++)
        for (int k = 0; k < 3; k++)
            out->v[q][k] = (isect_real)V[q][k];
    for (int k = 0; k < 3; k++)
        out->c[k] = (isect_real)c[k];
    out->r = (isect_real)r;
    out->family = family;
    perturb(rng, out);
}

void gen_bpoly_invalid(gen_rng *rng, gen_bpoly_case *out) {
    gen_bpoly_uniform(rng, out);
    out->family = "invalid";
    static const isect_real bad[3] = {(isect_real)NAN, (isect_real)INFINITY, -(isect_real)INFINITY};
    isect_real *v[3 * GEN_BPOLY_MAX + 4];
    int n = coords(out, v);
    switch (gen_int(rng, 0, 6)) {
    case 0:
    case 1: *v[gen_int(rng, 0, n - 1)] = bad[gen_int(rng, 0, 2)]; break;
    case 2:
        out->r = gen_coin(rng) ? -(isect_real)gen_range(rng, 0x1p-20, 4) : -(isect_real)0x1p-149;
        break;
    case 3: out->null_ball = true; break;
    case 4: out->null_poly = true; break;
    case 5: out->null_v = true; break;
    default: out->n = (int)gen_int(rng, 0, 2); break;
    }
}

int gen_bpoly_lengths(gen_bpoly_case *x, isect_real **v) {
    return coords(x, v);
}
