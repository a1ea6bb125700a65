/* Generators for a point against a triangle; see gen_closest_point_tri.h. */
#include "gen_closest_point_tri.h"

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

/* Coordinate i of the case: p, then v[0], v[1], v[2], v[3], then q, three each. */
static isect_real *coordinate(gen_ptri_case *x, int i) {
    return i < 3 ? &x->p[i] : i < 15 ? &x->v[(i - 3) / 3][(i - 3) % 3] : &x->q[i - 15];
}

/* ---- The plane frame ---------------------------------------------------------------
 * Plane coordinates (x, y) and a height h map to O + x U + y V (+ h W in space). When
 * U, V (and W) are orthogonal with one integer length m, distances in the plane frame
 * are m times the plane ones; m = 0 marks a frame without that property. */
typedef struct frame {
    double O[3], U[3], V[3], W[3];
    double m;
} frame;

static const double bases2[4][2][2] = {
    {{1, 0}, {0, 1}}, {{3, 4}, {-4, 3}}, {{5, 12}, {-12, 5}}, {{8, 15}, {-15, 8}}};
static const double lengths2[4] = {1, 5, 13, 17};
static const double bases3[4][3][3] = {{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}},
                                       {{1, 2, 2}, {2, 1, -2}, {2, -2, 1}},
                                       {{2, 3, 6}, {3, -6, 2}, {6, 2, -3}},
                                       {{1, 4, 8}, {4, 7, -4}, {8, -4, 1}}};
static const double lengths3[4] = {1, 3, 7, 9};

static void make_frame(gen_rng *rng, int dim, frame *f) {
    memset(f, 0, sizeof *f);
    for (int i = 0; i < dim; i++)
        f->O[i] = (double)gen_int(rng, -50, 50);
    double *axes[3] = {f->U, f->V, f->W};
    if (gen_int(rng, 0, 5) == 0) { /* any integer frame: the plane is tilted anyhow */
        for (;;) {
            for (int i = 0; i < dim; i++) {
                f->U[i] = (double)gen_int(rng, -4, 4);
                f->V[i] = (double)gen_int(rng, -4, 4);
            }
            f->W[0] = f->U[1] * f->V[2] - f->U[2] * f->V[1];
            f->W[1] = f->U[2] * f->V[0] - f->U[0] * f->V[2];
            f->W[2] = f->U[0] * f->V[1] - f->U[1] * f->V[0];
            if (dim == 2 ? f->W[2] != 0 : (f->W[0] != 0 || f->W[1] != 0 || f->W[2] != 0))
                break;
        }
        if (dim == 2)
            f->W[2] = 0;
        f->m = 0;
        return;
    }
    int b = (int)gen_int(rng, 0, 3);
    if (dim == 2) {
        int swap = gen_coin(rng);
        for (int a = 0; a < 2; a++) {
            double sign = gen_coin(rng) ? -1 : 1;
            for (int i = 0; i < 2; i++)
                axes[a][i] = sign * bases2[b][a ^ swap][i];
        }
        f->m = lengths2[b];
        return;
    }
    /* a signed permutation of the coordinates (orthogonal), then the axes in any order
     * and of any sign */
    int perm[3] = {0, 1, 2};
    for (int i = 2; i > 0; i--) {
        int j = (int)gen_int(rng, 0, i), t = perm[i];
        perm[i] = perm[j];
        perm[j] = t;
    }
    double flip[3];
    for (int i = 0; i < 3; i++)
        flip[i] = gen_coin(rng) ? -1 : 1;
    int order[3] = {0, 1, 2};
    for (int i = 2; i > 0; i--) {
        int j = (int)gen_int(rng, 0, i), t = order[i];
        order[i] = order[j];
        order[j] = t;
    }
    for (int a = 0; a < 3; a++) {
        double sign = gen_coin(rng) ? -1 : 1;
        for (int i = 0; i < 3; i++)
            axes[a][perm[i]] = sign * flip[i] * bases3[b][order[a]][i];
    }
    f->m = lengths3[b];
}

static void map(const frame *f, int dim, double x, double y, double h, double *out) {
    for (int i = 0; i < 3; i++)
        out[i] = f->O[i] + x * f->U[i] + y * f->V[i] + (dim == 3 ? h * f->W[i] : 0);
}

/* ---- Triangles in the plane frame ----------------------------------------------------- */

static double cross2(const double *a, const double *b, const double *c) {
    return (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]);
}

static void int_point(gen_rng *rng, int64_t lo, int64_t hi, double *t) {
    t[0] = (double)gen_int(rng, lo, hi);
    t[1] = (double)gen_int(rng, lo, hi);
}

/* Writes T and returns the shape's name. */
static const char *make_triangle(gen_rng *rng, double T[3][2]) {
    const char *shape;
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
        double L = (double)gen_int(rng, 4, 12);
        static const double heights[5] = {0.125, 0.25, 0.5, 1, 2};
        T[0][0] = 0, T[0][1] = 0;
        T[1][0] = L, T[1][1] = 0;
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
    case 5: { /* coincident vertices: all three, or two and a third elsewhere */
        int_point(rng, -8, 8, T[0]);
        int_point(rng, -8, 8, T[2]);
        T[1][0] = T[0][0], T[1][1] = T[0][1];
        if (gen_int(rng, 0, 3) == 0)
            T[2][0] = T[0][0], T[2][1] = T[0][1];
        shape = "coincident";
        break;
    }
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
    /* any order of the vertices: both orientations, every vertex in every role */
    int perm = (int)gen_int(rng, 0, 5);
    static const int perms[6][3] = {{0, 1, 2}, {1, 2, 0}, {2, 0, 1},
                                    {0, 2, 1}, {2, 1, 0}, {1, 0, 2}};
    double C[3][2];
    memcpy(C, T, sizeof C);
    for (int i = 0; i < 3; i++)
        memcpy(T[i], C[perms[perm][i]], sizeof T[i]);
    return shape;
}

/* The outward perpendicular of the edge T[i] -> T[i+1] (as long as the edge), outward
 * for the triangle's orientation; either side for a collinear one. */
static void outward(gen_rng *rng, double T[3][2], int i, double *out) {
    const double *a = T[i], *b = T[(i + 1) % 3];
    double o = cross2(T[0], T[1], T[2]);
    double s = o > 0 ? 1 : o < 0 ? -1 : (gen_coin(rng) ? 1 : -1);
    out[0] = s * (b[1] - a[1]);
    out[1] = -s * (b[0] - a[0]);
}

static int64_t gcd64(int64_t a, int64_t b) {
    while (b) {
        int64_t t = a % b;
        a = b;
        b = t;
    }
    return a;
}

/* Pythagorean vectors (integer length), before signs and swaps. */
static const double pythagorean[6][3] = {{3, 4, 5},   {5, 12, 13}, {8, 15, 17},
                                         {7, 24, 25}, {0, 1, 1},   {20, 21, 29}};

/* ---- Cases ------------------------------------------------------------------------------ */

void gen_ptri_uniform(gen_rng *rng, int dim, gen_ptri_case *out) {
    memset(out, 0, sizeof *out);
    for (int i = 0; i < 12; i++)
        if (i % 3 < dim)
            *coordinate(out, i) = (isect_real)gen_range(rng, -10, 10);
    out->r = (isect_real)gen_range(rng, 0, 6);
    out->family = "uniform";
    out->shape = "uniform";
}

void gen_ptri_adversarial(gen_rng *rng, int dim, gen_ptri_case *out) {
    memset(out, 0, sizeof *out);
    frame f;
    make_frame(rng, dim, &f);
    double T[3][2];
    out->shape = make_triangle(rng, T);
    double h = dim == 3 && gen_int(rng, 0, 2) ? gen_dyadic(rng, -4, 4) : 0;
    double x[2];
    /* the in-plane distance of p from the triangle when the construction knows it
     * exactly, else -1 */
    double plane_dist = -1;
    int i = (int)gen_int(rng, 0, 2), j = (i + 1) % 3, k = (i + 2) % 3;
    switch (gen_int(rng, 0, 9)) {
    case 0:
        memcpy(x, T[i], sizeof x);
        plane_dist = 0;
        out->family = "at a vertex";
        break;
    case 1: {
        double t = (double)gen_int(rng, 1, 7) / 8;
        for (int c = 0; c < 2; c++)
            x[c] = T[i][c] + t * (T[j][c] - T[i][c]);
        plane_dist = 0;
        out->family = "on an edge";
        if (gen_coin(rng)) {
            /* at t = k / g, not dyadic: the triangle grown by an integer factor, then a
             * lattice point of the edge (g the gcd of the edge's coordinates) */
            double grow = (double)gen_int(rng, 3, 7);
            for (int v = 0; v < 3; v++)
                for (int c = 0; c < 2; c++)
                    T[v][c] *= grow;
            int64_t g = gcd64((int64_t)fabs(T[j][0] - T[i][0]), (int64_t)fabs(T[j][1] - T[i][1]));
            double kk = g > 1 ? (double)gen_int(rng, 1, g - 1) : 0, gg = g > 1 ? (double)g : 1;
            for (int c = 0; c < 2; c++)
                x[c] = T[i][c] + kk * ((T[j][c] - T[i][c]) / gg); /* exact: g divides */
            out->family = "on an edge, t not dyadic";
        }
        break;
    }
    case 2: { /* abeam of an edge (t = 0, 1: on the perpendicular through a vertex) */
        double t = (double)gen_int(rng, 0, 8) / 8, a = gen_dyadic(rng, -1, 3), o[2];
        outward(rng, T, i, o);
        for (int c = 0; c < 2; c++)
            x[c] = T[i][c] + t * (T[j][c] - T[i][c]) + a * o[c];
        out->family = "abeam of an edge";
        break;
    }
    case 3: { /* in a vertex's region: a nonnegative mix of its edges' outward normals,
                 one of them 0 a third of the time (the region's boundary) */
        double a = gen_dyadic(rng, 0, 3), b = gen_dyadic(rng, 0, 3), o1[2], o2[2];
        int z = (int)gen_int(rng, 0, 2);
        a = z == 0 ? 0 : a;
        b = z == 1 ? 0 : b;
        outward(rng, T, k, o1); /* edge k -> i */
        outward(rng, T, i, o2); /* edge i -> j */
        for (int c = 0; c < 2; c++)
            x[c] = T[i][c] + a * o1[c] + b * o2[c];
        out->family = "vertex region";
        break;
    }
    case 4:
    case 8:
    case 9: { /* in the face: dyadic barycentric weights (a zero a quarter of the time) */
        int lo = gen_int(rng, 0, 3) ? 1 : 0;
        int w0 = (int)gen_int(rng, lo, 8 - 2 * lo), w1 = (int)gen_int(rng, lo, 8 - lo - w0),
            w2 = 8 - w0 - w1;
        for (int c = 0; c < 2; c++)
            x[c] = (w0 * T[0][c] + w1 * T[1][c] + w2 * T[2][c]) / 8;
        plane_dist = 0;
        out->family = "in the face";
        break;
    }
    case 5: { /* at an integer distance from a vertex, in its normal cone */
        memcpy(x, T[i], sizeof x);
        out->family = "vertex region";
        for (int tries = 0; tries < 12; tries++) {
            const double *pv = pythagorean[gen_int(rng, 0, 5)];
            int swap = gen_coin(rng);
            double w[2] = {pv[swap] * (gen_coin(rng) ? -1 : 1),
                           pv[1 - swap] * (gen_coin(rng) ? -1 : 1)};
            double s = ldexp(1, (int)gen_int(rng, -2, 1));
            double d1 = w[0] * (T[j][0] - T[i][0]) + w[1] * (T[j][1] - T[i][1]);
            double d2 = w[0] * (T[k][0] - T[i][0]) + w[1] * (T[k][1] - T[i][1]);
            if (d1 <= 0 && d2 <= 0) {
                x[0] = T[i][0] + s * w[0];
                x[1] = T[i][1] + s * w[1];
                plane_dist = s * pv[2];
                h = 0;
                out->family = "vertex at integer distance";
                break;
            }
        }
        break;
    }
    case 6: /* near: a quarter grid around the triangle */
        x[0] = gen_dyadic(rng, -12, 12);
        x[1] = gen_dyadic(rng, -12, 12);
        out->family = "near";
        break;
    default: { /* exactly on the line of an edge, beyond its ends or on it */
        double t = gen_dyadic(rng, -2, 3);
        for (int c = 0; c < 2; c++)
            x[c] = T[i][c] + t * (T[j][c] - T[i][c]);
        out->family = "on an edge's line";
        break;
    }
    }
    double P[3], V[3][3];
    map(&f, dim, x[0], x[1], h, P);
    for (int c = 0; c < 3; c++)
        map(&f, dim, T[c][0], T[c][1], 0, V[c]);
    double known = -1; /* the exact distance, when known */
    if (f.m > 0 && plane_dist >= 0 && (plane_dist == 0 || h == 0))
        known = f.m * (plane_dist > 0 ? plane_dist : fabs(h));
    for (int c = 0; c < 3; c++) {
        out->p[c] = (isect_real)P[c];
        for (int v = 0; v < 3; v++)
            out->v[v][c] = (isect_real)V[v][c];
    }
    out->r = known >= 0 && (isect_real)known == known && gen_int(rng, 0, 3)
                 ? (isect_real)known
                 : (isect_real)gen_dyadic(rng, 0, 6);
    int after = (int)gen_int(rng, 0, 6);
    if (after == 1) { /* nudge one coordinate by 1-2 ulps */
        int c = (int)gen_int(rng, 0, 11);
        while (c % 3 >= dim)
            c--;
        int u = (int)gen_int(rng, 1, 2) * (gen_coin(rng) ? 1 : -1);
        *coordinate(out, c) = gen_ulps(*coordinate(out, c), u);
    } else if (after == 2) { /* nudge the radius by one ulp: just in, just out */
        isect_real r = gen_ulps(out->r, gen_coin(rng) ? 1 : -1);
        out->r = r < 0 ? 0 : r;
    } else if (after == 3) { /* far from the origin, exactly: c 2^m */
        int m = (int)gen_int(rng, 0, OFFSET_BITS);
        for (int c = 0; c < dim; c++) {
            double off = ldexp((double)gen_int(rng, -3, 3), m);
            out->p[c] = (isect_real)(out->p[c] + off);
            for (int v = 0; v < 3; v++)
                out->v[v][c] = (isect_real)(out->v[v][c] + off);
        }
    } else if (after == 4) { /* a power-of-two scale of everything: huge and tiny */
        int s = (int)gen_int(rng, -SCALE_RANGE, SCALE_RANGE);
        for (int c = 0; c < 12; c++)
            *coordinate(out, c) = (isect_real)ldexp(*coordinate(out, c), s);
        out->r = (isect_real)ldexp(out->r, s);
    } else if (after == 5) { /* mixed magnitudes: p moved from v[i] by 2^s times as far */
        int s = (int)gen_int(rng, -MIXED_BITS, MIXED_BITS);
        for (int c = 0; c < dim; c++)
            out->p[c] = (isect_real)(out->v[i][c] + ldexp((double)out->p[c] - out->v[i][c], s));
        out->r = (isect_real)ldexp(out->r, s);
        out->family = "mixed magnitudes";
    }
}

void gen_ptri_invalid(gen_rng *rng, int dim, bool radius, gen_ptri_case *out) {
    gen_ptri_uniform(rng, dim, out);
    const isect_real bad[3] = {(isect_real)NAN, (isect_real)INFINITY, -(isect_real)INFINITY};
    int which = (int)gen_int(rng, 0, radius ? 12 : 11);
    if (which < 12) {
        while (which % 3 >= dim)
            which--;
        *coordinate(out, which) = bad[gen_int(rng, 0, 2)];
    } else {
        out->r = gen_coin(rng) ? (isect_real)NAN : -(isect_real)gen_range(rng, 0.1, 4);
    }
    out->family = "invalid";
}

int gen_ptri_lengths(gen_ptri_case *x, isect_real **v) {
    int n = 0;
    for (int i = 0; i < 18; i++)
        v[n++] = coordinate(x, i);
    v[n++] = &x->r;
    return n;
}

/* ---- Shared by the capsule and tetrahedron cases ------------------------------------------ */

/* The after-steps of an adversarial case (as gen_ptri_adversarial's), over the n
 * coordinates listed (indices of coordinate()), the moving point(s) `movers` (indices of
 * their first coordinate) and the anchor vertex `anchor` of the mixed magnitudes. */
static void perturb(gen_rng *rng, int dim, gen_ptri_case *out, const int *coords, int n,
                    const int *movers, int n_movers, int anchor, bool radius) {
    int after = (int)gen_int(rng, 0, 6);
    if (after == 1) { /* nudge one coordinate by 1-2 ulps */
        int c = coords[gen_int(rng, 0, n - 1)];
        int u = (int)gen_int(rng, 1, 2) * (gen_coin(rng) ? 1 : -1);
        *coordinate(out, c) = gen_ulps(*coordinate(out, c), u);
    } else if (after == 2 && radius) { /* the radius by one ulp: just in, just out */
        isect_real r = gen_ulps(out->r, gen_coin(rng) ? 1 : -1);
        out->r = r < 0 ? 0 : r;
    } else if (after == 3) { /* far from the origin, exactly: c 2^m */
        int m = (int)gen_int(rng, 0, OFFSET_BITS);
        double off[3];
        for (int c = 0; c < 3; c++)
            off[c] = c < dim ? ldexp((double)gen_int(rng, -3, 3), m) : 0;
        for (int i = 0; i < n; i++) {
            isect_real *x = coordinate(out, coords[i]);
            *x = (isect_real)(*x + off[coords[i] % 3]);
        }
    } else if (after == 4) { /* a power-of-two scale of everything: huge and tiny */
        int s = (int)gen_int(rng, -SCALE_RANGE, SCALE_RANGE);
        for (int i = 0; i < n; i++)
            *coordinate(out, coords[i]) = (isect_real)ldexp(*coordinate(out, coords[i]), s);
        out->r = (isect_real)ldexp(out->r, s);
    } else if (after == 5) { /* mixed magnitudes: the movers 2^s times as far from v[anchor] */
        int s = (int)gen_int(rng, -MIXED_BITS, MIXED_BITS);
        for (int m = 0; m < n_movers; m++)
            for (int c = 0; c < dim; c++) {
                isect_real *x = coordinate(out, movers[m] + c);
                *x = (isect_real)(out->v[anchor][c] + ldexp((double)*x - out->v[anchor][c], s));
            }
        out->r = (isect_real)ldexp(out->r, s);
        out->family = "mixed magnitudes";
    }
}

/* A random integer vector in [-lo, lo]^3, not zero. */
static void int_vec3(gen_rng *rng, int64_t lo, double *out) {
    do {
        for (int c = 0; c < 3; c++)
            out[c] = (double)gen_int(rng, -lo, lo);
    } while (out[0] == 0 && out[1] == 0 && out[2] == 0);
}

/* Pythagorean quadruples x^2 + y^2 + z^2 = w^2. */
static const double quadruples[6][4] = {{1, 2, 2, 3}, {2, 3, 6, 7},  {1, 4, 8, 9},
                                        {4, 4, 7, 9}, {2, 6, 9, 11}, {6, 6, 7, 11}};

/* ---- A capsule against a triangle ------------------------------------------------------- */

void gen_captri_uniform(gen_rng *rng, int dim, gen_ptri_case *out) {
    memset(out, 0, sizeof *out);
    for (int c = 0; c < dim; c++) {
        out->p[c] = (isect_real)gen_range(rng, -10, 10);
        out->q[c] = (isect_real)gen_range(rng, -10, 10);
        for (int v = 0; v < 3; v++)
            out->v[v][c] = (isect_real)gen_range(rng, -10, 10);
    }
    out->r = (isect_real)gen_range(rng, 0, 4);
    out->family = "uniform";
    out->shape = "uniform";
}

/* A point of the triangle in plane coordinates: vertex i (where 0), on edge i at a dyadic
 * parameter (1), in the face at dyadic weights (2). */
static void tri_point(gen_rng *rng, double T[3][2], int where, int i, double *Y) {
    int j = (i + 1) % 3;
    if (where == 0) {
        memcpy(Y, T[i], 2 * sizeof *Y);
    } else if (where == 1) {
        double t = (double)gen_int(rng, 1, 7) / 8;
        for (int c = 0; c < 2; c++)
            Y[c] = T[i][c] + t * (T[j][c] - T[i][c]);
    } else {
        int w0 = (int)gen_int(rng, 1, 6), w1 = (int)gen_int(rng, 1, 7 - w0), w2 = 8 - w0 - w1;
        for (int c = 0; c < 2; c++)
            Y[c] = (w0 * T[0][c] + w1 * T[1][c] + w2 * T[2][c]) / 8;
    }
}

void gen_captri_adversarial(gen_rng *rng, int dim, gen_ptri_case *out) {
    memset(out, 0, sizeof *out);
    frame f;
    make_frame(rng, dim, &f);
    double T[3][2];
    out->shape = make_triangle(rng, T);
    int i = (int)gen_int(rng, 0, 2), j = (i + 1) % 3, k = (i + 2) % 3;
    bool space = dim == 3;
    /* In frame coordinates (x, y, h): the capsule's core passes through (or ends at) the
     * point Z = Y + w, Y a point of the triangle and w in the triangle's normal cone at Y.
     * The triangle lies in the half-space (x - Y).w <= 0, so a core in the plane
     * (x - Y).w = |w|^2 through Z, or one from Z in a direction d with d.w >= 0, is at
     * distance |w| exactly. */
    double Y[3] = {0, 0, 0}, w[3] = {0, 0, 0}, d[3] = {0, 0, 0};
    double known = -1; /* |w| (frame units), when known exactly */
    bool through = gen_coin(rng), have_d = false;
    switch (gen_int(rng, 0, 8)) {
    case 0: { /* the vertex region: a nonnegative mix of the two edges' outward normals, one
                 of them 0 a third of the time (the region's boundary), and a height */
        double a = gen_dyadic(rng, 0, 2), b = gen_dyadic(rng, 0, 2), o1[2], o2[2];
        int z = (int)gen_int(rng, 0, 2);
        a = z == 0 ? 0 : a;
        b = z == 1 ? 0 : b;
        outward(rng, T, k, o1);
        outward(rng, T, i, o2);
        memcpy(Y, T[i], sizeof T[i]);
        for (int c = 0; c < 2; c++)
            w[c] = a * o1[c] + b * o2[c];
        w[2] = space && gen_coin(rng) ? gen_dyadic(rng, -3, 3) : 0;
        out->family = "vertex region";
        /* or at an integer distance: a Pythagorean triple (in the plane) or quadruple */
        for (int tries = 0; tries < 12 && gen_coin(rng); tries++) {
            bool quad = space && gen_coin(rng);
            double ws[3];
            int swap = gen_coin(rng);
            if (quad) { /* (x, y, height) from the quadruple, the height any component */
                const double *pv = quadruples[gen_int(rng, 0, 5)];
                int hz = (int)gen_int(rng, 0, 2), ix = (hz + 1 + swap) % 3,
                    iy = (hz + 2 - swap) % 3;
                ws[0] = pv[ix], ws[1] = pv[iy], ws[2] = pv[hz];
            } else {
                const double *pv = pythagorean[gen_int(rng, 0, 5)];
                ws[0] = pv[swap], ws[1] = pv[1 - swap], ws[2] = 0;
            }
            for (int c = 0; c < 3; c++)
                ws[c] *= gen_coin(rng) ? -1 : 1;
            double d1 = ws[0] * (T[j][0] - T[i][0]) + ws[1] * (T[j][1] - T[i][1]);
            double d2 = ws[0] * (T[k][0] - T[i][0]) + ws[1] * (T[k][1] - T[i][1]);
            if (d1 <= 0 && d2 <= 0) {
                double s = ldexp(1, (int)gen_int(rng, -2, 1));
                for (int c = 0; c < 3; c++)
                    w[c] = s * ws[c];
                known = s * sqrt(ws[0] * ws[0] + ws[1] * ws[1] + ws[2] * ws[2]);
                out->family = "vertex region, integer distance";
                break;
            }
        }
        break;
    }
    case 1: { /* the edge region: along the outward normal o of edge i, and a height */
        double t = (double)gen_int(rng, 0, 8) / 8, o[2];
        outward(rng, T, i, o);
        for (int c = 0; c < 2; c++)
            Y[c] = T[i][c] + t * (T[j][c] - T[i][c]);
        double a = gen_dyadic(rng, 0, 2), h = space && gen_coin(rng) ? gen_dyadic(rng, -3, 3) : 0;
        double oo = o[0] * o[0] + o[1] * o[1], L = sqrt(oo);
        int64_t g = gcd64((int64_t)fabs(o[0]), (int64_t)fabs(o[1]));
        if (L == floor(L) && g > 0 && gen_coin(rng)) {
            /* an integer-length edge: a Pythagorean (a L', h) with o' = o / g of length
             * L' = L / g */
            double Lp = L / (double)g;
            const double *pv = pythagorean[gen_int(rng, 0, 5)];
            double s = ldexp(1, (int)gen_int(rng, -3, 0));
            int swap = gen_coin(rng);
            a = space ? pv[swap] * s / (double)g : s / (double)g;
            h = space ? pv[1 - swap] * Lp * s * (gen_coin(rng) ? -1 : 1) : 0;
            if (a * (double)g == (space ? pv[swap] * s : s)) /* exact */
                known = space ? pv[2] * Lp * s : s * Lp;
        }
        for (int c = 0; c < 2; c++)
            w[c] = a * o[c];
        w[2] = h;
        if (known < 0) {
            double q2 = a * a * oo + h * h, r = sqrt(q2);
            if (r * r == q2)
                known = r;
        }
        out->family = t == 0 || t == 1 ? "edge region, abeam of a vertex" : "edge region";
        if (gen_coin(rng)) { /* the core parallel to the edge */
            d[0] = T[j][0] - T[i][0];
            d[1] = T[j][1] - T[i][1];
            through = have_d = true;
            out->family = "edge region, parallel to the edge";
        }
        break;
    }
    case 2: /* over the face (in the plane: on it) */
        tri_point(rng, T, 2, i, Y);
        w[2] = space ? gen_dyadic(rng, -4, 4) : 0;
        known = fabs(w[2]);
        out->family = space ? "face region" : "through the face";
        break;
    case 3: { /* through a vertex, an edge or the face, exactly (in space: crossing the
                 plane there) */
        int at = (int)gen_int(rng, 0, 2);
        tri_point(rng, T, at, i, Y);
        int_vec3(rng, 4, d);
        if (space && d[2] == 0)
            d[2] = gen_coin(rng) ? 1 : -1;
        if (!space)
            d[2] = 0;
        have_d = true;
        known = 0;
        static const char *names[3] = {"through a vertex", "through an edge", "through the face"};
        out->family = names[at];
        break;
    }
    case 4: { /* in the triangle's plane: through a vertex, along an edge's line, or near */
        int how = (int)gen_int(rng, 0, 2);
        if (how == 0) {
            memcpy(Y, T[i], sizeof T[i]);
            known = 0;
        } else if (how == 1) {
            double t = gen_dyadic(rng, -2, 3);
            for (int c = 0; c < 2; c++) {
                Y[c] = T[i][c] + t * (T[j][c] - T[i][c]);
                d[c] = T[j][c] - T[i][c];
            }
            have_d = through = true;
        } else {
            Y[0] = gen_dyadic(rng, -10, 10);
            Y[1] = gen_dyadic(rng, -10, 10);
        }
        if (!have_d) {
            d[0] = (double)gen_int(rng, -6, 6);
            d[1] = (double)gen_int(rng, -6, 6);
            have_d = true;
        }
        out->family = "in the plane";
        break;
    }
    case 5: /* parallel to the plane, at a height (in the plane: near) */
        Y[0] = gen_dyadic(rng, -10, 10);
        Y[1] = gen_dyadic(rng, -10, 10);
        w[2] = space ? gen_dyadic(rng, -4, 4) : 0;
        d[0] = (double)gen_int(rng, -8, 8);
        d[1] = (double)gen_int(rng, -8, 8);
        have_d = through = true;
        out->family = space ? "parallel to the plane" : "near";
        break;
    case 6: { /* just outside an edge or a vertex: 2^-e along the outward normal, then
                 through that point across the plane (or in it) */
        int at = (int)gen_int(rng, 0, 1);
        tri_point(rng, T, at, i, Y);
        double o[2], e = ldexp(1, -(int)gen_int(rng, 3, 10));
        outward(rng, T, i, o);
        for (int c = 0; c < 2; c++)
            Y[c] += (gen_coin(rng) ? e : -e) * o[c];
        int_vec3(rng, 4, d);
        if (!space)
            d[2] = 0;
        have_d = through = true;
        out->family = at ? "just off an edge" : "just off a vertex";
        break;
    }
    default: /* near: random ends around the triangle */
        Y[0] = gen_dyadic(rng, -12, 12);
        Y[1] = gen_dyadic(rng, -12, 12);
        w[2] = space ? gen_dyadic(rng, -4, 4) : 0;
        int_vec3(rng, 8, d);
        have_d = true;
        out->family = "near";
        break;
    }
    if (!space)
        w[2] = d[2] = 0;
    double Z[3] = {Y[0] + w[0], Y[1] + w[1], w[2]};
    if (!have_d) {
        bool zero_w = w[0] == 0 && w[1] == 0 && w[2] == 0;
        if (zero_w) {
            int_vec3(rng, 6, d);
            if (!space)
                d[2] = 0;
        } else if (through) { /* perpendicular to w: w x g for a random g (in the plane,
                                 w's perpendicular) */
            if (space) {
                double g[3];
                do {
                    int_vec3(rng, 3, g);
                    gen_cross3(w, g, d);
                } while (d[0] == 0 && d[1] == 0 && d[2] == 0);
            } else {
                d[0] = -w[1];
                d[1] = w[0];
            }
        } else { /* away from the triangle: d.w >= 0 */
            int_vec3(rng, 6, d);
            if (!space)
                d[2] = 0;
            if (gen_dot3(d, w) < 0)
                for (int c = 0; c < 3; c++)
                    d[c] = -d[c];
        }
    }
    double s0 = through ? -gen_dyadic(rng, 0.125, 2) : 0, s1 = gen_dyadic(rng, 0.125, 2);
    if (gen_int(rng, 0, 9) == 0) { /* a zero-length core: a disc or ball */
        s1 = s0;
        out->family = "zero-length core";
    }
    double P[3], Q[3], V[3][3];
    map(&f, dim, Z[0] + s0 * d[0], Z[1] + s0 * d[1], Z[2] + s0 * d[2], P);
    map(&f, dim, Z[0] + s1 * d[0], Z[1] + s1 * d[1], Z[2] + s1 * d[2], Q);
    for (int c = 0; c < 3; c++)
        map(&f, dim, T[c][0], T[c][1], 0, V[c]);
    bool swap = gen_coin(rng);
    for (int c = 0; c < 3; c++) {
        out->p[c] = (isect_real)(swap ? Q[c] : P[c]);
        out->q[c] = (isect_real)(swap ? P[c] : Q[c]);
        for (int v = 0; v < 3; v++)
            out->v[v][c] = (isect_real)V[v][c];
    }
    double world = f.m > 0 && known >= 0 ? f.m * known : -1;
    out->r = world >= 0 && (isect_real)world == world && gen_int(rng, 0, 3)
                 ? (isect_real)world
                 : (isect_real)gen_dyadic(rng, 0, 4);
    int coords[15], n = 0;
    for (int c = 0; c < 18; c++)
        if (c % 3 < dim && (c < 12 || c >= 15))
            coords[n++] = c;
    const int movers[2] = {0, 15};
    perturb(rng, dim, out, coords, n, movers, 2, i, true);
}

void gen_captri_invalid(gen_rng *rng, int dim, gen_ptri_case *out) {
    gen_captri_uniform(rng, dim, out);
    const isect_real bad[3] = {(isect_real)NAN, (isect_real)INFINITY, -(isect_real)INFINITY};
    int which = (int)gen_int(rng, 0, 15);
    if (which < 15) {
        int coords[15], n = 0;
        for (int c = 0; c < 18; c++)
            if (c % 3 < dim && (c < 12 || c >= 15))
                coords[n++] = c;
        *coordinate(out, coords[which % n]) = bad[gen_int(rng, 0, 2)];
    } else {
        out->r = gen_coin(rng) ? (isect_real)NAN : -(isect_real)gen_range(rng, 0.1, 4);
    }
    out->family = "invalid";
}

/* ---- A point against a tetrahedron ------------------------------------------------------ */

void gen_ptet_uniform(gen_rng *rng, gen_ptri_case *out) {
    memset(out, 0, sizeof *out);
    for (int c = 0; c < 3; c++) {
        out->p[c] = (isect_real)gen_range(rng, -10, 10);
        for (int v = 0; v < 4; v++)
            out->v[v][c] = (isect_real)gen_range(rng, -10, 10);
    }
    out->family = "uniform";
    out->shape = "uniform";
}

static double orient_tet(double V[4][3]) {
    double a[3], b[3], c[3], n[3];
    for (int k = 0; k < 3; k++) {
        a[k] = V[1][k] - V[0][k];
        b[k] = V[2][k] - V[0][k];
        c[k] = V[3][k] - V[0][k];
    }
    gen_cross3(a, b, n);
    return gen_dot3(n, c);
}

/* Three integer points in [-8, 8]^3 that are not collinear; their normal into n. */
static void int_triangle3(gen_rng *rng, double V[4][3], double *n) {
    do {
        for (int v = 0; v < 3; v++)
            for (int c = 0; c < 3; c++)
                V[v][c] = (double)gen_int(rng, -8, 8);
        double a[3], b[3];
        for (int c = 0; c < 3; c++) {
            a[c] = V[1][c] - V[0][c];
            b[c] = V[2][c] - V[0][c];
        }
        gen_cross3(a, b, n);
    } while (n[0] == 0 && n[1] == 0 && n[2] == 0);
}

/* Dyadic weights (in eighths, summing to 8) of three points, each in [lo, hi] eighths. */
static void weights3(gen_rng *rng, int lo, int hi, int *w) {
    do {
        w[0] = (int)gen_int(rng, lo, hi);
        w[1] = (int)gen_int(rng, lo, hi);
        w[2] = 8 - w[0] - w[1];
    } while (w[2] < lo || w[2] > hi);
}

/* Writes the tetrahedron and returns the shape's name. */
static const char *make_tet(gen_rng *rng, double V[4][3]) {
    const char *shape;
    double n[3];
    int w[3];
    switch (gen_int(rng, 0, 12)) {
    case 0:
    case 1:
    case 2:
        do {
            for (int v = 0; v < 4; v++)
                for (int c = 0; c < 3; c++)
                    V[v][c] = (double)gen_int(rng, -8, 8);
        } while (orient_tet(V) == 0);
        shape = "generic";
        break;
    case 3: /* a right corner */
        for (int c = 0; c < 3; c++)
            V[0][c] = (double)gen_int(rng, -8, 8);
        for (int v = 1; v < 4; v++) {
            memcpy(V[v], V[0], sizeof V[0]);
            V[v][v - 1] += (double)gen_int(rng, 1, 8) * (gen_coin(rng) ? 1 : -1);
        }
        shape = "right corner";
        break;
    case 4: { /* a sliver: the fourth vertex 2^-e n off the plane of the others, over a
                 point of the plane inside or outside their triangle */
        int_triangle3(rng, V, n);
        weights3(rng, -8, 16, w);
        double e = ldexp(gen_coin(rng) ? 1 : -1, -(int)gen_int(rng, 6, ISECT_USE_DOUBLE ? 30 : 12));
        for (int c = 0; c < 3; c++)
            V[3][c] = (w[0] * V[0][c] + w[1] * V[1][c] + w[2] * V[2][c]) / 8 + e * n[c];
        shape = "sliver";
        break;
    }
    case 5: /* coplanar: the fourth vertex anywhere in the plane (a quadrilateral, a
               triangle with a vertex inside, three collinear) */
        int_triangle3(rng, V, n);
        weights3(rng, -8, 16, w);
        for (int c = 0; c < 3; c++)
            V[3][c] = (w[0] * V[0][c] + w[1] * V[1][c] + w[2] * V[2][c]) / 8;
        shape = "coplanar";
        break;
    case 6: /* coplanar convex quadrilateral: across an edge from the third vertex */
        int_triangle3(rng, V, n);
        do
            weights3(rng, -8, 16, w);
        while (!(w[2] < 0 && w[0] > 0 && w[1] > 0));
        for (int c = 0; c < 3; c++)
            V[3][c] = (w[0] * V[0][c] + w[1] * V[1][c] + w[2] * V[2][c]) / 8;
        shape = "coplanar quadrilateral";
        break;
    case 7: /* coplanar: a vertex in the closed triangle of the others */
        int_triangle3(rng, V, n);
        weights3(rng, 0, 8, w);
        for (int c = 0; c < 3; c++)
            V[3][c] = (w[0] * V[0][c] + w[1] * V[1][c] + w[2] * V[2][c]) / 8;
        shape = "coplanar, a vertex inside";
        break;
    case 8: { /* collinear: all four on a line, some possibly coincident */
        double a[3], d[3];
        for (int c = 0; c < 3; c++)
            a[c] = (double)gen_int(rng, -8, 8);
        int_vec3(rng, 4, d);
        for (int v = 0; v < 4; v++) {
            double t = gen_dyadic(rng, -2, 3);
            for (int c = 0; c < 3; c++)
                V[v][c] = a[c] + t * d[c];
        }
        shape = "collinear";
        break;
    }
    case 9: { /* coincident vertices */
        int_triangle3(rng, V, n);
        int how = (int)gen_int(rng, 0, 3);
        if (how == 0) { /* two equal, two elsewhere */
            memcpy(V[3], V[2], sizeof V[2]);
        } else if (how == 1) { /* two pairs */
            memcpy(V[3], V[2], sizeof V[2]);
            memcpy(V[1], V[0], sizeof V[0]);
        } else if (how == 2) { /* three equal */
            memcpy(V[3], V[0], sizeof V[0]);
            memcpy(V[1], V[0], sizeof V[0]);
        } else { /* all four */
            for (int v = 1; v < 4; v++)
                memcpy(V[v], V[0], sizeof V[0]);
        }
        shape = "coincident";
        break;
    }
    case 10: /* a tiny grid */
        for (int v = 0; v < 4; v++)
            for (int c = 0; c < 3; c++)
                V[v][c] = (double)gen_int(rng, -2, 2);
        shape = "grid";
        break;
    default: { /* the regular tetrahedron of alternate cube corners, scaled and moved */
        static const double corners[4][3] = {{1, 1, 1}, {1, -1, -1}, {-1, 1, -1}, {-1, -1, 1}};
        double s = (double)gen_int(rng, 1, 4);
        for (int v = 0; v < 4; v++)
            for (int c = 0; c < 3; c++)
                V[v][c] = corners[v][c] * s;
        double o[3];
        for (int c = 0; c < 3; c++)
            o[c] = (double)gen_int(rng, -6, 6);
        for (int v = 0; v < 4; v++)
            for (int c = 0; c < 3; c++)
                V[v][c] += o[c];
        shape = "regular";
        break;
    }
    }
    /* any order of the vertices */
    for (int v = 3; v > 0; v--) {
        int u = (int)gen_int(rng, 0, v);
        double t[3];
        memcpy(t, V[v], sizeof t);
        memcpy(V[v], V[u], sizeof t);
        memcpy(V[u], t, sizeof t);
    }
    return shape;
}

void gen_ptet_adversarial(gen_rng *rng, gen_ptri_case *out) {
    memset(out, 0, sizeof *out);
    double V[4][3], N[4][3], P[3];
    out->shape = make_tet(rng, V);
    bool flat = orient_tet(V) == 0; /* exact: small integers and dyadics */
    /* the outward normal of each face (any side when flat) */
    for (int f = 0; f < 4; f++) {
        int idx[3], n = 0;
        for (int v = 0; v < 4; v++)
            if (v != f)
                idx[n++] = v;
        double a[3], b[3], c[3];
        for (int k = 0; k < 3; k++) {
            a[k] = V[idx[1]][k] - V[idx[0]][k];
            b[k] = V[idx[2]][k] - V[idx[0]][k];
            c[k] = V[f][k] - V[idx[0]][k];
        }
        gen_cross3(a, b, N[f]);
        double side = gen_dot3(N[f], c);
        double sign = side > 0 ? -1 : side < 0 ? 1 : (gen_coin(rng) ? 1 : -1);
        for (int k = 0; k < 3; k++)
            N[f][k] *= sign;
    }
    int i = (int)gen_int(rng, 0, 3), j = (i + 1 + (int)gen_int(rng, 0, 2)) % 4;
    int kind = (int)gen_int(rng, 0, 10);
    /* the point Y of the boundary to start from: a vertex, on an edge, on a face */
    double Y[3];
    int at = kind <= 2 ? kind : (int)gen_int(rng, 0, 2);
    unsigned faces = 0; /* the faces holding Y */
    if (at == 0) {
        memcpy(Y, V[i], sizeof Y);
        faces = 0xfu & ~(1u << i);
    } else if (at == 1) {
        double t = (double)gen_int(rng, 1, 7) / 8;
        for (int c = 0; c < 3; c++)
            Y[c] = V[i][c] + t * (V[j][c] - V[i][c]);
        faces = 0xfu & ~(1u << i) & ~(1u << j);
    } else {
        int w[3], idx[3], n = 0;
        weights3(rng, gen_int(rng, 0, 3) ? 1 : 0, 8, w);
        for (int v = 0; v < 4; v++)
            if (v != i)
                idx[n++] = v;
        for (int c = 0; c < 3; c++)
            Y[c] = (w[0] * V[idx[0]][c] + w[1] * V[idx[1]][c] + w[2] * V[idx[2]][c]) / 8;
        faces = 1u << i;
    }
    static const char *at_names[3] = {"at a vertex", "on an edge", "on a face"};
    switch (kind) {
    case 0:
    case 1:
    case 2:
        memcpy(P, Y, sizeof P);
        out->family = at_names[at];
        break;
    case 3: { /* inside: positive weights (a zero a quarter of the time) */
        int lo = gen_int(rng, 0, 3) ? 1 : 0, w[4], sum = 0;
        for (int v = 0; v < 3; v++) {
            w[v] = (int)gen_int(rng, lo, 16 - (3 - v) * lo - sum);
            sum += w[v];
        }
        w[3] = 16 - sum;
        for (int c = 0; c < 3; c++)
            P[c] = (w[0] * V[0][c] + w[1] * V[1][c] + w[2] * V[2][c] + w[3] * V[3][c]) / 16;
        out->family = "inside";
        break;
    }
    case 4:
    case 5:
    case 6: { /* the region of Y's feature: a nonnegative mix of the outward normals of the
                 faces holding Y, some of them 0 (the regions' boundaries); or inward */
        int zeros = (int)gen_int(rng, 0, 2);
        double w[3] = {0, 0, 0};
        for (int f = 0; f < 4; f++) {
            if (!(faces >> f & 1u))
                continue;
            double a = zeros > 0 && gen_coin(rng) ? 0 : gen_dyadic(rng, 0, 2);
            zeros -= a == 0;
            for (int c = 0; c < 3; c++)
                w[c] += a * N[f][c];
        }
        bool in = gen_int(rng, 0, 4) == 0;
        double s = in ? -ldexp(1, -(int)gen_int(rng, 2, 6)) : 1;
        for (int c = 0; c < 3; c++)
            P[c] = Y[c] + s * w[c];
        out->family = in        ? "just inside"
                      : at == 0 ? "vertex region"
                      : at == 1 ? "edge region"
                                : "face region";
        break;
    }
    case 7: { /* abeam of an edge in the plane of one of its faces, outside that face */
        int f = (int)gen_int(rng, 0, 3);
        while (f == i || f == j)
            f = (f + 1) % 4;
        double t = (double)gen_int(rng, 0, 8) / 8, e[3], m[3], x[3];
        for (int c = 0; c < 3; c++) {
            e[c] = V[j][c] - V[i][c];
            Y[c] = V[i][c] + t * e[c];
        }
        gen_cross3(e, N[f], m);    /* in face f's plane, perpendicular to the edge */
        int third = 6 - i - j - f; /* face f's third vertex */
        for (int c = 0; c < 3; c++)
            x[c] = V[third][c] - V[i][c];
        double sgn = gen_dot3(m, x) > 0 ? -1 : 1, a = gen_dyadic(rng, 0, 2);
        for (int c = 0; c < 3; c++)
            P[c] = Y[c] + sgn * a * m[c];
        out->family = "abeam of an edge";
        break;
    }
    case 8: { /* in the plane of a face (for a flat tetrahedron: its plane) and maybe off it:
                 weights of any sign */
        int w[3], idx[3], n = 0;
        weights3(rng, -8, 16, w);
        for (int v = 0; v < 4; v++)
            if (v != i)
                idx[n++] = v;
        double h = gen_coin(rng) ? 0 : ldexp((double)gen_int(rng, -4, 4), -(int)gen_int(rng, 0, 4));
        for (int c = 0; c < 3; c++)
            P[c] =
                (w[0] * V[idx[0]][c] + w[1] * V[idx[1]][c] + w[2] * V[idx[2]][c]) / 8 + h * N[i][c];
        out->family = flat ? "in or over the plane" : "on or over a face's plane";
        break;
    }
    default: /* near: a quarter grid around the tetrahedron */
        for (int c = 0; c < 3; c++) {
            double lo = V[0][c], hi = V[0][c];
            for (int v = 1; v < 4; v++) {
                lo = fmin(lo, V[v][c]);
                hi = fmax(hi, V[v][c]);
            }
            P[c] = gen_dyadic(rng, lo - 3, hi + 3);
        }
        out->family = "near";
        break;
    }
    for (int c = 0; c < 3; c++) {
        out->p[c] = (isect_real)P[c];
        for (int v = 0; v < 4; v++)
            out->v[v][c] = (isect_real)V[v][c];
    }
    int coords[15];
    for (int c = 0; c < 15; c++)
        coords[c] = c;
    const int movers[1] = {0};
    perturb(rng, 3, out, coords, 15, movers, 1, i, false);
    out->r = 0;
}

void gen_ptet_invalid(gen_rng *rng, gen_ptri_case *out) {
    gen_ptet_uniform(rng, out);
    const isect_real bad[3] = {(isect_real)NAN, (isect_real)INFINITY, -(isect_real)INFINITY};
    *coordinate(out, (int)gen_int(rng, 0, 14)) = bad[gen_int(rng, 0, 2)];
    out->family = "invalid";
}
