/* Generators for the solid-against-plane tests; see gen_overlap_plane.h. */
#include "gen/gen_overlap_plane.h"

#include <math.h>
#include <string.h>

#include "isect/valid.h"

#if ISECT_USE_DOUBLE
#define MAX_EXP 1023
#define MIN_EXP (-1074)
#else
#define MAX_EXP 127
#define MIN_EXP (-149)
#endif

static void set3(isect_real *dst, const double *src) {
    for (int i = 0; i < 3; i++)
        dst[i] = (isect_real)src[i];
}

static void random_point(gen_rng *rng, double *p, double lo, double hi) {
    for (int i = 0; i < 3; i++)
        p[i] = gen_range(rng, lo, hi);
}

static void set_axes(isect_real *dst, double rot[3][3]) {
    for (int i = 0; i < 3; i++)
        for (int k = 0; k < 3; k++)
            dst[3 * i + k] = (isect_real)rot[i][k];
}

/* ---- Uniform ----------------------------------------------------------------------------- */

static void uniform_plane(gen_rng *rng, bool three, gen_oplane_case *out) {
    double q[3];
    if (three) {
        random_point(rng, q, -10, 10);
        set3(out->pa, q);
        random_point(rng, q, -10, 10);
        set3(out->pb, q);
        random_point(rng, q, -10, 10);
        set3(out->pc, q);
        return;
    }
    double n[3];
    do
        random_point(rng, n, -1, 1);
    while (fabs(n[0]) + fabs(n[1]) + fabs(n[2]) < 0.01);
    double k = ldexp(1, (int)gen_int(rng, -3, 3));
    for (int i = 0; i < 3; i++)
        out->n[i] = (isect_real)(n[i] * k);
    random_point(rng, q, -10, 10);
    out->o = (isect_real)((double)out->n[0] * q[0] + (double)out->n[1] * q[1] +
                          (double)out->n[2] * q[2]);
}

void gen_oplane_uniform(gen_rng *rng, gen_oplane_shape shape, bool three, gen_oplane_case *out) {
    memset(out, 0, sizeof *out);
    out->shape = shape;
    out->three = three;
    out->family = "uniform";
    uniform_plane(rng, three, out);
    double x[9], rot[3][3];
    for (int i = 0; i < 9; i++)
        x[i] = gen_range(rng, -10, 10);
    switch (shape) {
    case GEN_OPLANE_SPHERE: out->r = (isect_real)gen_range(rng, 0, 6); break;
    case GEN_OPLANE_AABB:
        for (int i = 0; i < 3; i++)
            x[3 + i] = x[i] + gen_range(rng, 0, 8);
        break;
    case GEN_OPLANE_OBB:
        for (int i = 0; i < 3; i++)
            x[3 + i] = gen_range(rng, 0, 5);
        gen_rotation(rng, 3, rot);
        set_axes(out->ax, rot);
        break;
    case GEN_OPLANE_CAPSULE: out->r = (isect_real)gen_range(rng, 0, 4); break;
    case GEN_OPLANE_CONE: out->r = (isect_real)gen_range(rng, 0, 5); break;
    default: break;
    }
    for (int i = 0; i < 9; i++)
        out->p[i] = (isect_real)x[i];
    if (shape == GEN_OPLANE_AABB) /* keep min <= max after the rounding */
        for (int i = 0; i < 3; i++)
            if (out->p[3 + i] < out->p[i])
                out->p[3 + i] = out->p[i];
}

/* ---- Adversarial: an integer frame ------------------------------------------------------- */

/* Rows R[0..2] of an orthogonal integer basis of length L; P a point of the plane. */
typedef struct frame {
    double R[3][3], L, P[3];
} frame;

/* P + h R0 + u R1 + v R2. */
static void at(const frame *f, double h, double u, double v, double *x) {
    for (int i = 0; i < 3; i++)
        x[i] = f->P[i] + h * f->R[0][i] + u * f->R[1][i] + v * f->R[2][i];
}

static double gi(gen_rng *rng, int lo, int hi) {
    return (double)gen_int(rng, lo, hi);
}

static double sign_of(double x) {
    return (x > 0) - (x < 0);
}

/* The plane through P with normal along R0: n = k R0, o = n . P, or three points
 * P + u R1 + v R2 (not collinear). */
static void frame_plane(gen_rng *rng, bool three, frame *f, gen_oplane_case *out) {
    int b = (int)gen_int(rng, 0, 3);
    gen_basis3(rng, b, f->R);
    f->L = sqrt(gen_bases3_len2[b]);
    for (int i = 0; i < 3; i++)
        f->P[i] = gi(rng, -6, 6);
    if (!three) {
        static const double ks[4] = {0.5, 1, 2, 3};
        double k = ks[gen_int(rng, 0, 3)] * (gen_int(rng, 0, 1) ? 1 : -1);
        double o = 0;
        for (int i = 0; i < 3; i++) {
            out->n[i] = (isect_real)(k * f->R[0][i]);
            o += (double)out->n[i] * f->P[i];
        }
        out->o = (isect_real)o;
        return;
    }
    double uv[3][2];
    do {
        for (int i = 0; i < 3; i++) {
            uv[i][0] = gi(rng, -4, 4);
            uv[i][1] = gi(rng, -4, 4);
        }
    } while ((uv[1][0] - uv[0][0]) * (uv[2][1] - uv[0][1]) ==
             (uv[1][1] - uv[0][1]) * (uv[2][0] - uv[0][0]));
    double x[3];
    at(f, 0, uv[0][0], uv[0][1], x);
    set3(out->pa, x);
    at(f, 0, uv[1][0], uv[1][1], x);
    set3(out->pb, x);
    at(f, 0, uv[2][0], uv[2][1], x);
    set3(out->pc, x);
}

static void adv_sphere(gen_rng *rng, const frame *f, gen_oplane_case *out) {
    double h = gi(rng, -4, 4), c[3];
    at(f, h, gi(rng, -4, 4), gi(rng, -4, 4), c);
    set3(out->p, c);
    int kind = (int)gen_int(rng, 0, 3);
    if (kind <= 1) {
        out->r = (isect_real)(fabs(h) * f->L);
        out->family = h == 0 ? "zero radius on plane" : "sphere touching";
    } else if (kind == 2) {
        out->r = (isect_real)(fabs(h) * f->L + gi(rng, -1, 1));
        if (out->r < 0)
            out->r = 0;
        out->family = "sphere near";
    } else {
        out->r = 0;
        out->family = "zero radius";
    }
}

static void adv_capsule(gen_rng *rng, const frame *f, gen_oplane_case *out) {
    double h0 = gi(rng, -4, 4), p0[3], p1[3];
    at(f, h0, gi(rng, -4, 4), gi(rng, -4, 4), p0);
    int kind = (int)gen_int(rng, 0, 4);
    double h1 = h0;
    out->family = "capsule parallel";
    if (kind == 1) {
        h1 = h0 + sign_of(h0 == 0 ? 1 : h0) * gi(rng, 1, 3);
        out->family = "capsule leaving";
    } else if (kind == 2) {
        h1 = -h0 - gi(rng, 0, 2);
        out->family = "capsule crossing";
    }
    at(f, h1, gi(rng, -4, 4), gi(rng, -4, 4), p1);
    if (kind == 3) {
        memcpy(p1, p0, sizeof p1);
        out->family = "capsule zero length";
    }
    set3(out->p, p0);
    set3(out->p + 3, p1);
    out->r = (isect_real)(kind == 4 ? 0 : fabs(h0) * f->L);
    if (kind == 4)
        out->family = "capsule zero radius";
}

/* A box with a corner at X(hc, u, v), extending along the signs of R0 (the plane's normal
 * direction; either way where R0_i == 0), so that the corner is the nearest (front) or,
 * reversed, the farthest (back); or extending at random (straddling). */
static void adv_aabb(gen_rng *rng, const frame *f, gen_oplane_case *out) {
    int kind = (int)gen_int(rng, 0, 3);
    double hc = kind == 3 ? gi(rng, -1, 1) : 0, v[3];
    at(f, hc, gi(rng, -4, 4), gi(rng, -4, 4), v);
    double dir = kind == 1 ? -1 : 1;
    for (int i = 0; i < 3; i++) {
        double ext = gen_int(rng, 0, 3) ? gi(rng, 0, 5) : 0;
        double s = sign_of(f->R[0][i]);
        if (s == 0 || kind == 2)
            s = gen_int(rng, 0, 1) ? 1 : -1;
        double w = v[i] + dir * s * ext;
        out->p[i] = (isect_real)(v[i] < w ? v[i] : w);
        out->p[3 + i] = (isect_real)(v[i] < w ? w : v[i]);
    }
    out->family = kind <= 1   ? "aabb corner touching"
                  : kind == 2 ? "aabb through corner"
                              : "aabb near";
}

/* A grid rotation or a signed permutation (gen_rotation_grid3), or a rotation computed in
 * float; returns whether the axes are a signed permutation (exactly orthonormal). */
static bool adv_axes(gen_rng *rng, double M[3][3]) {
    if (gen_int(rng, 0, 2) == 0)
        gen_rotation_float3(rng, M);
    else
        gen_rotation_grid3(rng, M);
    bool perm = true;
    for (int i = 0; i < 3; i++)
        for (int k = 0; k < 3; k++)
            perm &= M[i][k] == 0 || fabs(M[i][k]) == 1;
    return perm;
}

/* An oriented box touching (or nearly) the plane N . x = N . c + sigma K, N = M^T y,
 * K = sum |y_i| h_i (the frame box's support along N is N . c +- K, exactly). A plane3p
 * either through three of the box's vertices (signed permutation axes: integer vertices)
 * or through a rounded point q of that plane and q + N x k1, q + N x k2 (exact directions,
 * the offset off by q's rounding). */
static void adv_obb(gen_rng *rng, bool three, gen_oplane_case *out) {
    double M[3][3], y[3], N[3], c[3], h[3];
    bool perm = adv_axes(rng, M);
    set_axes(out->ax, M);
    do
        for (int i = 0; i < 3; i++)
            y[i] = gen_int(rng, 0, 2) ? gi(rng, -3, 3) : 0;
    while (y[0] == 0 && y[1] == 0 && y[2] == 0);
    double K = 0;
    for (int i = 0; i < 3; i++) {
        c[i] = gi(rng, -5, 5);
        h[i] = gen_int(rng, 0, 4) ? gi(rng, 0, 4) : 0;
        K += fabs(y[i]) * h[i];
    }
    for (int j = 0; j < 3; j++)
        N[j] = (double)out->ax[j] * y[0] + (double)out->ax[3 + j] * y[1] +
               (double)out->ax[6 + j] * y[2];
    set3(out->p, c);
    set3(out->p + 3, h);
    int kind = (int)gen_int(rng, 0, 3);
    double sigma = gen_int(rng, 0, 1) ? 1 : -1, off = kind == 3 ? gi(rng, -1, 1) : 0;
    double o = N[0] * c[0] + N[1] * c[1] + N[2] * c[2] + sigma * K + off;
    out->family = kind == 3 ? "obb near" : perm ? "obb permutation touching" : "obb touching";
    if (!three) {
        set3(out->n, N);
        out->o = (isect_real)o;
        return;
    }
    if (perm && gen_int(rng, 0, 1)) { /* three of the box's (integer) vertices */
        double V[8][3];
        for (int v = 0; v < 8; v++)
            for (int k = 0; k < 3; k++) {
                V[v][k] = c[k];
                for (int i = 0; i < 3; i++)
                    V[v][k] += M[i][k] * ((v >> i & 1) ? -h[i] : h[i]);
            }
        for (int tries = 0; tries < 20; tries++) {
            int a = (int)gen_int(rng, 0, 7), b = (int)gen_int(rng, 0, 7),
                d = (int)gen_int(rng, 0, 7);
            double e[3], g[3], x[3];
            for (int k = 0; k < 3; k++) {
                e[k] = V[b][k] - V[a][k];
                g[k] = V[d][k] - V[a][k];
            }
            x[0] = e[1] * g[2] - e[2] * g[1];
            x[1] = e[2] * g[0] - e[0] * g[2];
            x[2] = e[0] * g[1] - e[1] * g[0];
            if (x[0] != 0 || x[1] != 0 || x[2] != 0) {
                set3(out->pa, V[a]);
                set3(out->pb, V[b]);
                set3(out->pc, V[d]);
                out->family = "obb plane through vertices";
                return;
            }
        }
    }
    int j = fabs(N[0]) >= fabs(N[1]) && fabs(N[0]) >= fabs(N[2]) ? 0
            : fabs(N[1]) >= fabs(N[2])                           ? 1
                                                                 : 2;
    double q[3] = {c[0], c[1], c[2]};
    q[j] += (o - (N[0] * c[0] + N[1] * c[1] + N[2] * c[2])) / N[j];
    double k1[3], k2[3], t1[3], t2[3];
    do {
        for (int i = 0; i < 3; i++) {
            k1[i] = gi(rng, -2, 2);
            k2[i] = gi(rng, -2, 2);
        }
        for (int i = 0; i < 3; i++) {
            int a = (i + 1) % 3, b = (i + 2) % 3;
            t1[i] = N[a] * k1[b] - N[b] * k1[a];
            t2[i] = N[a] * k2[b] - N[b] * k2[a];
        }
    } while (fabs(t1[1] * t2[2] - t1[2] * t2[1]) + fabs(t1[2] * t2[0] - t1[0] * t2[2]) +
                 fabs(t1[0] * t2[1] - t1[1] * t2[0]) ==
             0);
    set3(out->pa, q);
    for (int i = 0; i < 3; i++) {
        t1[i] += (double)out->pa[i];
        t2[i] += (double)out->pa[i];
    }
    set3(out->pb, t1);
    set3(out->pc, t2);
}

/* Pythagorean pairs (alpha, beta, gamma): the axis alpha R0 + beta R1 has length gamma L. */
static const int pairs[][3] = {{0, 1, 1},   {1, 0, 1},   {3, 4, 5}, {4, 3, 5},
                               {5, 12, 13}, {12, 5, 13}, {0, 2, 2}, {8, 6, 10}};
enum { PAIRS = sizeof pairs / sizeof pairs[0] };

/* Heights in units of R0 (distance h L from the plane). The base disc's extent along the
 * unit normal is r |beta| / gamma, so r = k L gamma reaches k |beta| units of height. */
static void adv_cone(gen_rng *rng, const frame *f, gen_oplane_case *out) {
    const int *pr = pairs[gen_int(rng, 0, PAIRS - 1)];
    double alpha = pr[0] * (gen_int(rng, 0, 1) ? 1 : -1),
           beta = pr[1] * (gen_int(rng, 0, 1) ? 1 : -1);
    double gamma = pr[2], k = gi(rng, 1, 3), hb = 0, r = 0;
    double u = gi(rng, -4, 4), v = gi(rng, -4, 4), side = gen_int(rng, 0, 1) ? 1 : -1;
    int kind = (int)gen_int(rng, 0, 4);
    if (kind == 0) { /* the rim touching */
        hb = side * fabs(beta) * k;
        r = k * f->L * gamma;
        out->family = "cone rim touching";
    } else if (kind == 1) { /* the apex touching: base at height alpha */
        hb = alpha;
        double kmax = beta == 0 ? 3 : floor(fabs(alpha) / fabs(beta));
        r = gi(rng, 0, (int)kmax) * f->L * gamma;
        out->family = "cone apex touching";
    } else if (kind == 2) { /* the base disc in the plane */
        beta = 0;
        alpha = alpha == 0 ? 1 : alpha;
        hb = 0;
        r = gi(rng, 0, 4);
        out->family = "cone base in plane";
    } else if (kind == 3) { /* no disc: apex == base */
        alpha = beta = 0;
        hb = gi(rng, -1, 1);
        r = gi(rng, 0, 3);
        out->family = "cone apex == base";
    } else { /* radius 0: the segment */
        hb = gi(rng, -2, 2);
        r = 0;
        out->family = "cone zero radius";
    }
    double B[3], A[3];
    at(f, hb, u, v, B);
    at(f, hb - alpha, u - beta, v, A);
    set3(out->p, A);
    set3(out->p + 3, B);
    out->r = (isect_real)r;
}

static void adv_tri(gen_rng *rng, const frame *f, gen_oplane_case *out) {
    int kind = (int)gen_int(rng, 0, 5);
    double h[3] = {gi(rng, -2, 2), gi(rng, -2, 2), gi(rng, -2, 2)};
    double s = gen_int(rng, 0, 1) ? 1 : -1;
    out->family = "triangle";
    if (kind == 0) { /* a vertex on the plane */
        h[0] = 0;
        h[1] = s * gi(rng, 1, 2);
        h[2] = s * gi(rng, 1, 2);
        out->family = "triangle vertex touching";
    } else if (kind == 1) { /* an edge on it */
        h[0] = h[1] = 0;
        h[2] = s * gi(rng, 1, 2);
        out->family = "triangle edge touching";
    } else if (kind == 2) {
        h[0] = h[1] = h[2] = 0;
        out->family = "triangle in plane";
    }
    double uv[3][2];
    for (int i = 0; i < 3; i++) {
        uv[i][0] = gi(rng, -4, 4);
        uv[i][1] = gi(rng, -4, 4);
    }
    if (kind == 3) { /* collinear: v2 = v0 + t (v1 - v0) */
        double t = gi(rng, -2, 2);
        h[2] = h[0] + t * (h[1] - h[0]);
        uv[2][0] = uv[0][0] + t * (uv[1][0] - uv[0][0]);
        uv[2][1] = uv[0][1] + t * (uv[1][1] - uv[0][1]);
        out->family = "triangle collinear";
    } else if (kind == 4) {
        h[2] = h[1];
        uv[2][0] = uv[1][0];
        uv[2][1] = uv[1][1];
        out->family = "triangle repeated vertex";
    }
    for (int i = 0; i < 3; i++) {
        double x[3];
        at(f, h[i], uv[i][0], uv[i][1], x);
        set3(out->p + 3 * i, x);
    }
}

/* Every length of the case (see gen_oplane_lengths) and whether it is a radius or half
 * extent (>= 0) or a box bound (min <= max). */
int gen_oplane_lengths(gen_oplane_case *x, isect_real **v) {
    int n = 0;
    for (int i = 0; i < 9; i++)
        v[n++] = &x->p[i];
    v[n++] = &x->r;
    if (x->three) {
        for (int i = 0; i < 3; i++) {
            v[n++] = &x->pa[i];
            v[n++] = &x->pb[i];
            v[n++] = &x->pc[i];
        }
    } else {
        v[n++] = &x->o;
    }
    return n;
}

/* One of: a value nudged by 1-2 ulps (kept valid); everything moved by c 2^m (exact for
 * integer geometry: c small, 2^m below 2^(p - 12)); scaled by a huge or tiny 2^e. */
static void perturb(gen_rng *rng, gen_oplane_case *x) {
    int what = (int)gen_int(rng, 0, 5);
    if (what == 0) {
        int k = (int)gen_int(rng, 1, 2) * (gen_int(rng, 0, 1) ? 1 : -1);
        int pick = (int)gen_int(rng, 0, 3);
        isect_real *t;
        if (pick == 0 && x->shape == GEN_OPLANE_OBB) {
            t = &x->ax[gen_int(rng, 0, 8)];
        } else if (pick == 1) {
            t = x->three ? &x->pa[gen_int(rng, 0, 2)] : &x->o;
        } else if (pick == 2 && (x->shape == GEN_OPLANE_SPHERE || x->shape == GEN_OPLANE_CAPSULE ||
                                 x->shape == GEN_OPLANE_CONE)) {
            t = &x->r;
        } else {
            t = &x->p[gen_int(rng, 0, x->shape == GEN_OPLANE_SPHERE ? 2 : 5)];
        }
        isect_real y = gen_ulps(*t, k);
        bool nonneg = t == &x->r || (x->shape == GEN_OPLANE_OBB && t >= x->p + 3 && t < x->p + 6);
        bool box_lo = x->shape == GEN_OPLANE_AABB && t >= x->p && t < x->p + 3 && y > t[3];
        bool box_hi = x->shape == GEN_OPLANE_AABB && t >= x->p + 3 && t < x->p + 6 && y < t[-3];
        if (!(nonneg && y < 0) && !box_lo && !box_hi)
            *t = y;
        x->family = "nudged";
        return;
    }
    if (what == 1) {
#if ISECT_USE_DOUBLE
        int m = (int)gen_int(rng, 10, 38);
#else
        int m = (int)gen_int(rng, 6, 10);
#endif
        double t[3];
        for (int i = 0; i < 3; i++)
            t[i] = ldexp(gi(rng, -9, 9), m);
        int points = x->shape == GEN_OPLANE_SPHERE ? 1 : x->shape == GEN_OPLANE_TRI ? 3 : 2;
        for (int j = 0; j < points; j++) {
            if (x->shape == GEN_OPLANE_OBB && j == 1)
                break; /* half extents */
            for (int i = 0; i < 3; i++)
                x->p[3 * j + i] = (isect_real)((double)x->p[3 * j + i] + t[i]);
        }
        if (x->three) {
            for (int i = 0; i < 3; i++) {
                x->pa[i] = (isect_real)((double)x->pa[i] + t[i]);
                x->pb[i] = (isect_real)((double)x->pb[i] + t[i]);
                x->pc[i] = (isect_real)((double)x->pc[i] + t[i]);
            }
        } else {
            x->o = (isect_real)((double)x->o + (double)x->n[0] * t[0] + (double)x->n[1] * t[1] +
                                (double)x->n[2] * t[2]);
        }
        x->family = "far";
        return;
    }
    if (what == 2) {
        int e = gen_int(rng, 0, 1) ? (int)gen_int(rng, MAX_EXP - 40, MAX_EXP - 8)
                                   : (int)gen_int(rng, MIN_EXP + 60, MIN_EXP + 120);
        isect_real *v[22];
        int n = gen_oplane_lengths(x, v);
        for (int i = 0; i < n; i++)
            *v[i] = (isect_real)ldexp((double)*v[i], e);
        x->family = e > 0 ? "huge" : "tiny";
    }
}

/* The extreme of n . x over the (uniform) solid in double, the least (lowest) or the
 * greatest: the offset of a plane that touches it up to rounding. */
static double rounded_support(const gen_oplane_case *x, bool lowest) {
    double n[3], p[9], r = (double)x->r, sg = lowest ? -1 : 1;
    for (int i = 0; i < 3; i++)
        n[i] = (double)x->n[i];
    for (int i = 0; i < 9; i++)
        p[i] = (double)x->p[i];
    double nn = sqrt(n[0] * n[0] + n[1] * n[1] + n[2] * n[2]), best = 0;
    switch (x->shape) {
    case GEN_OPLANE_SPHERE: return n[0] * p[0] + n[1] * p[1] + n[2] * p[2] + sg * r * nn;
    case GEN_OPLANE_AABB: /* summed from the last axis: not the library's rounding */
        for (int i = 2; i >= 0; i--)
            best += n[i] * ((n[i] * sg > 0) ? p[3 + i] : p[i]);
        return best;
    case GEN_OPLANE_OBB:
        best = n[0] * p[0] + n[1] * p[1] + n[2] * p[2];
        for (int i = 0; i < 3; i++)
            best += sg * p[3 + i] *
                    fabs(n[0] * (double)x->ax[3 * i] + n[1] * (double)x->ax[3 * i + 1] +
                         n[2] * (double)x->ax[3 * i + 2]);
        return best;
    case GEN_OPLANE_CONE: {
        double d[3], c[3], dd = 0, cc = 0;
        for (int i = 0; i < 3; i++)
            d[i] = p[3 + i] - p[i];
        for (int i = 0; i < 3; i++) {
            c[i] = n[(i + 1) % 3] * d[(i + 2) % 3] - n[(i + 2) % 3] * d[(i + 1) % 3];
            dd += d[i] * d[i];
            cc += c[i] * c[i];
        }
        double apex = n[0] * p[0] + n[1] * p[1] + n[2] * p[2];
        double rim = n[0] * p[3] + n[1] * p[4] + n[2] * p[5] + sg * r * sqrt(cc / dd);
        return sg * apex > sg * rim ? apex : rim;
    }
    default: { /* capsule (two ends, with r) and triangle (three vertices) */
        int k = x->shape == GEN_OPLANE_TRI ? 3 : 2;
        for (int j = 0; j < k; j++) {
            double v = n[2] * p[3 * j + 2] + n[1] * p[3 * j + 1] + n[0] * p[3 * j];
            if (x->shape == GEN_OPLANE_CAPSULE)
                v += sg * r * nn;
            best = j == 0 || sg * v > sg * best ? v : best;
        }
        return best;
    }
    }
}

void gen_oplane_adversarial(gen_rng *rng, gen_oplane_shape shape, bool three,
                            gen_oplane_case *out) {
    if (!three && gen_int(rng, 0, 3) == 0) { /* real geometry, the plane touching up to rounding */
        gen_oplane_uniform(rng, shape, false, out);
        out->o = (isect_real)rounded_support(out, gen_int(rng, 0, 1));
        out->family = "rounded touching";
        if (gen_int(rng, 0, 3) == 0)
            perturb(rng, out);
        return;
    }
    memset(out, 0, sizeof *out);
    out->shape = shape;
    out->three = three;
    frame f;
    frame_plane(rng, three, &f, out);
    switch (shape) {
    case GEN_OPLANE_SPHERE: adv_sphere(rng, &f, out); break;
    case GEN_OPLANE_AABB: adv_aabb(rng, &f, out); break;
    case GEN_OPLANE_OBB: adv_obb(rng, three, out); break;
    case GEN_OPLANE_CAPSULE: adv_capsule(rng, &f, out); break;
    case GEN_OPLANE_CONE: adv_cone(rng, &f, out); break;
    default: adv_tri(rng, &f, out); break;
    }
    perturb(rng, out);
}

/* ---- Invalid ----------------------------------------------------------------------------- */

void gen_oplane_invalid(gen_rng *rng, gen_oplane_shape shape, bool three, gen_oplane_case *out) {
    gen_oplane_uniform(rng, shape, three, out);
    out->family = "invalid";
    static const isect_real bad[3] = {(isect_real)NAN, (isect_real)INFINITY, -(isect_real)INFINITY};
    isect_real nan = bad[gen_int(rng, 0, 2)];
    int what = (int)gen_int(rng, 0, 5);
    bool round_solid =
        shape == GEN_OPLANE_SPHERE || shape == GEN_OPLANE_CAPSULE || shape == GEN_OPLANE_CONE;
    if (what == 0) { /* a non-finite coordinate of the solid */
        int used = shape == GEN_OPLANE_SPHERE ? 3 : shape == GEN_OPLANE_TRI ? 9 : 6;
        out->p[gen_int(rng, 0, used - 1)] = nan;
    } else if (what == 1) { /* of the plane */
        if (three)
            (gen_int(rng, 0, 1) ? out->pa : out->pc)[gen_int(rng, 0, 2)] = nan;
        else if (gen_int(rng, 0, 1))
            out->o = nan;
        else
            out->n[gen_int(rng, 0, 2)] = nan;
    } else if (what == 2) { /* the plane degenerate: a zero normal, collinear points */
        if (!three) {
            out->n[0] = out->n[1] = out->n[2] = 0;
        } else { /* integer points, c = 2 b - a (or b == a): exactly collinear */
            for (int i = 0; i < 3; i++) {
                out->pa[i] = (isect_real)round((double)out->pa[i]);
                out->pb[i] =
                    gen_int(rng, 0, 3) ? (isect_real)round((double)out->pb[i]) : out->pa[i];
                out->pc[i] = 2 * out->pb[i] - out->pa[i];
            }
        }
    } else if (what == 3) {
        if (gen_int(rng, 0, 1))
            out->null_shape = true;
        else
            out->null_plane = true;
    } else if (round_solid) { /* a bad radius */
        out->r = what == 4 ? -(isect_real)gen_range(rng, 0x1p-20, 4) : nan;
    } else if (shape == GEN_OPLANE_AABB) { /* min > max */
        int i = (int)gen_int(rng, 0, 2);
        out->p[3 + i] = gen_ulps(out->p[i], -(int)gen_int(rng, 1, 1000));
    } else if (shape == GEN_OPLANE_OBB) {
        if (what == 4) {
            out->p[3 + gen_int(rng, 0, 2)] = -(isect_real)gen_range(rng, 0x1p-20, 4);
        } else if (gen_int(rng, 0, 1)) {
            out->ax[gen_int(rng, 0, 8)] = nan;
        } else {
            int i = (int)gen_int(rng, 0, 2);
            for (int k = 0; k < 3; k++)
                out->ax[3 * i + k] *= (isect_real)1.001;
        }
    } else { /* triangle: a non-finite vertex */
        out->p[gen_int(rng, 0, 8)] = nan;
    }
}
