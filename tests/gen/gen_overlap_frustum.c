/* Generators for the solids-against-a-frustum tests; see gen_overlap_frustum.h. */
#include "gen/gen_overlap_frustum.h"

#include <math.h>
#include <string.h>

#include "isect/isect.h"

static void clear(gen_ofrustum_case *out, gen_ofrustum_shape shape, const char *family) {
    memset(out, 0, sizeof *out);
    out->shape = shape;
    out->family = family;
    out->ax[0] = out->ax[4] = out->ax[8] = 1;
}

static double gi(gen_rng *rng, int lo, int hi) {
    return (double)gen_int(rng, lo, hi);
}

/* ---- Camera frustums ----------------------------------------------------------------- */

typedef struct camera {
    double eye[3], R[3][3]; /* rows: the camera's x, y, z axes in the world */
    double tx, ty, nearz, farz;
    bool ortho;
    double corner[8][3]; /* the frustum's corners, in double */
} camera;

/* The projection and view of a random camera, their product in isect_real (column-major),
 * and its frustum. */
static void camera_frustum(gen_rng *rng, camera *c, gen_ofrustum_case *out) {
    double fovy = gen_range(rng, 30, 110) * 3.14159265358979 / 180, aspect = gen_range(rng, 0.5, 2);
    double n = gen_range(rng, 0.1, 2), f = n * gen_range(rng, 5, 200);
    c->ortho = gen_int(rng, 0, 4) == 0;
    double P[4][4] = {{0}}, V[4][4] = {{0}}, M[4][4];
    bool zo = gen_coin(rng);
    if (c->ortho) { /* glm::ortho(-w, w, -h, h, n, f) */
        double h = gen_range(rng, 0.5, 20), w = h * aspect;
        P[0][0] = 1 / w;
        P[1][1] = 1 / h;
        P[2][2] = zo ? -1 / (f - n) : -2 / (f - n);
        P[2][3] = zo ? -n / (f - n) : -(f + n) / (f - n);
        P[3][3] = 1;
        c->tx = w;
        c->ty = h;
    } else { /* glm::perspective */
        double t = tan(fovy / 2);
        P[0][0] = 1 / (aspect * t);
        P[1][1] = 1 / t;
        P[2][2] = zo ? f / (n - f) : -(f + n) / (f - n);
        P[2][3] = zo ? -f * n / (f - n) : -2 * f * n / (f - n);
        P[3][2] = -1;
        c->tx = aspect * t;
        c->ty = t;
    }
    c->nearz = n;
    c->farz = f;
    gen_rotation(rng, 3, c->R);
    for (int i = 0; i < 3; i++)
        c->eye[i] = gen_range(rng, -10, 10);
    for (int i = 0; i < 3; i++) { /* V = [R | -R eye] */
        for (int k = 0; k < 3; k++)
            V[i][k] = c->R[i][k];
        V[i][3] = -(c->R[i][0] * c->eye[0] + c->R[i][1] * c->eye[1] + c->R[i][2] * c->eye[2]);
    }
    V[3][3] = 1;
    isect_real m[16];
    for (int r = 0; r < 4; r++)
        for (int col = 0; col < 4; col++) {
            M[r][col] = 0;
            for (int k = 0; k < 4; k++)
                M[r][col] += P[r][k] * V[k][col];
            m[4 * col + r] = (isect_real)M[r][col];
        }
    isect_frustum3 fr = isect_frustum3_from_matrix(m, zo ? ISECT_CLIP_DEPTH_ZERO_TO_ONE
                                                         : ISECT_CLIP_DEPTH_NEG_ONE_TO_ONE);
    for (int j = 0; j < 6; j++) {
        out->n[3 * j] = fr.planes[j].normal.x;
        out->n[3 * j + 1] = fr.planes[j].normal.y;
        out->n[3 * j + 2] = fr.planes[j].normal.z;
        out->o[j] = fr.planes[j].offset;
    }
    for (int k = 0; k < 8; k++) { /* corners: camera frame to world */
        double d = k & 4 ? f : n, sx = c->ortho ? c->tx : c->tx * d,
               sy = c->ortho ? c->ty : c->ty * d;
        double local[3] = {k & 1 ? sx : -sx, k & 2 ? sy : -sy, -d};
        for (int i = 0; i < 3; i++)
            c->corner[k][i] =
                c->eye[i] + c->R[0][i] * local[0] + c->R[1][i] * local[1] + c->R[2][i] * local[2];
    }
}

/* A point in the camera's frame around the frustum, and a size for a solid there. */
static void camera_point(gen_rng *rng, const camera *c, double *x, double *size) {
    double d = gen_range(rng, 0, 1.3 * c->farz);
    double sx = c->ortho ? c->tx : c->tx * d, sy = c->ortho ? c->ty : c->ty * d;
    double local[3] = {gen_range(rng, -1.3, 1.3) * sx, gen_range(rng, -1.3, 1.3) * sy, -d};
    for (int i = 0; i < 3; i++)
        x[i] = c->eye[i] + c->R[0][i] * local[0] + c->R[1][i] * local[1] + c->R[2][i] * local[2];
    *size = gen_range(rng, 0, 0.3) * (d + c->nearz) * (c->ortho ? 0.2 : c->tx);
}

/* The solid with its reference point x and size s: a point, a ball of radius s, a box of
 * half extents up to s about x (an oriented one with a random rotation). */
static void place(gen_rng *rng, const double *x, double s, gen_ofrustum_case *out) {
    for (int i = 0; i < 3; i++)
        out->p[i] = (isect_real)x[i];
    if (out->shape == GEN_OFRUSTUM_SPHERE)
        out->r = (isect_real)s;
    if (out->shape == GEN_OFRUSTUM_AABB)
        for (int i = 0; i < 3; i++) {
            double h = gen_range(rng, 0, s);
            out->p[i] = (isect_real)(x[i] - h);
            out->p[3 + i] = (isect_real)(x[i] + h);
        }
    if (out->shape == GEN_OFRUSTUM_OBB) {
        double rot[3][3];
        gen_rotation(rng, 3, rot);
        for (int i = 0; i < 3; i++) {
            out->p[3 + i] = (isect_real)gen_range(rng, 0, s);
            for (int k = 0; k < 3; k++)
                out->ax[3 * i + k] = (isect_real)rot[i][k];
        }
    }
}

void gen_ofrustum_uniform(gen_rng *rng, gen_ofrustum_shape shape, gen_ofrustum_case *out) {
    clear(out, shape, "uniform");
    camera c;
    camera_frustum(rng, &c, out);
    double x[3], s;
    camera_point(rng, &c, x, &s);
    place(rng, x, s, out);
}

/* ---- Integer frustums ---------------------------------------------------------------- */

typedef struct ifrustum {
    double n[6][3], o[6]; /* world planes */
    double corner[8][3];  /* world corners: bit 0 x, bit 1 y, bit 2 far */
    double R[3][3], L2, T[3];
} ifrustum;

/* Local planes and corners (integers), then moved: x = T + R^T u, so n . u <= o becomes
 * (R^T n) . x <= o L^2 + (R^T n) . T. */
static void integer_frustum(gen_rng *rng, ifrustum *f) {
    static const int slopes[4][2] = {{1, 1}, {3, 4}, {4, 3}, {5, 12}}; /* (q, p) */
    const int *s1 = slopes[gen_int(rng, 0, 3)], *s2 = slopes[gen_int(rng, 0, 3)];
    bool ortho = gen_int(rng, 0, 3) == 0;
    double q1 = s1[0], p1 = s1[1], q2 = s2[0], p2 = s2[1];
    double near = q1 * q2 * gi(rng, 1, 3), far = near + q1 * q2 * gi(rng, 1, 4);
    double w = gi(rng, 1, 6), h = gi(rng, 1, 6);
    double ln[6][3], lo[6], lc[8][3];
    if (ortho) {
        double t[6][4] = {{-1, 0, 0, w}, {1, 0, 0, w},     {0, -1, 0, h},
                          {0, 1, 0, h},  {0, 0, 1, -near}, {0, 0, -1, far}};
        for (int j = 0; j < 6; j++) {
            memcpy(ln[j], t[j], sizeof ln[j]);
            lo[j] = t[j][3];
        }
    } else {
        double t[6][4] = {{-q1, 0, p1, 0}, {q1, 0, p1, 0},   {0, -q2, p2, 0},
                          {0, q2, p2, 0},  {0, 0, 1, -near}, {0, 0, -1, far}};
        for (int j = 0; j < 6; j++) {
            memcpy(ln[j], t[j], sizeof ln[j]);
            lo[j] = t[j][3];
        }
    }
    for (int k = 0; k < 8; k++) {
        double d = k & 4 ? far : near;
        double sx = ortho ? w : d * p1 / q1, sy = ortho ? h : d * p2 / q2;
        lc[k][0] = k & 1 ? sx : -sx;
        lc[k][1] = k & 2 ? sy : -sy;
        lc[k][2] = -d;
    }
    int b = gen_coin(rng) ? 0 : (int)gen_int(rng, 0, 3);
    gen_basis3(rng, b, f->R);
    f->L2 = gen_bases3_len2[b];
    for (int i = 0; i < 3; i++)
        f->T[i] = gi(rng, -20, 20);
    for (int j = 0; j < 6; j++) {
        for (int i = 0; i < 3; i++)
            f->n[j][i] = f->R[0][i] * ln[j][0] + f->R[1][i] * ln[j][1] + f->R[2][i] * ln[j][2];
        f->o[j] = lo[j] * f->L2 + gen_dot3(f->n[j], f->T);
    }
    for (int k = 0; k < 8; k++)
        for (int i = 0; i < 3; i++)
            f->corner[k][i] =
                f->T[i] + f->R[0][i] * lc[k][0] + f->R[1][i] * lc[k][1] + f->R[2][i] * lc[k][2];
}

/* The planes through corner k (left or right, bottom or top, near or far). */
static void corner_planes(int k, int *j) {
    j[0] = k & 1 ? 1 : 0;
    j[1] = k & 2 ? 3 : 2;
    j[2] = k & 4 ? 5 : 4;
}

/* A feature point of the frustum (a corner, an edge's midpoint or a face's centre) and
 * the planes through it (1 to 3, in *m). */
static void feature(gen_rng *rng, const ifrustum *f, double *x, int *j, int *m) {
    int k = (int)gen_int(rng, 0, 7), kind = (int)gen_int(rng, 0, 2);
    int planes[3];
    corner_planes(k, planes);
    if (kind == 0) { /* the corner */
        memcpy(x, f->corner[k], 3 * sizeof *x);
        memcpy(j, planes, sizeof planes);
        *m = 3;
        return;
    }
    if (kind == 1) { /* an edge: flip one bit */
        int bit = (int)gen_int(rng, 0, 2), k2 = k ^ (1 << bit);
        for (int i = 0; i < 3; i++)
            x[i] = (f->corner[k][i] + f->corner[k2][i]) / 2;
        *m = 0;
        for (int a = 0; a < 3; a++)
            if (a != bit)
                j[(*m)++] = planes[a];
        return;
    }
    int bit = (int)gen_int(rng, 0, 2); /* a face: the bit fixed */
    for (int i = 0; i < 3; i++) {
        x[i] = 0;
        for (int c = 0; c < 8; c++)
            if ((c & (1 << bit)) == (k & (1 << bit)))
                x[i] += f->corner[c][i] / 4;
    }
    j[0] = planes[bit];
    *m = 1;
}

/* sqrt(v) when v is a perfect square (integers), else -1. */
static double exact_sqrt(double v) {
    double s = floor(sqrt(v) + 0.5);
    return s * s == v ? s : -1;
}

static void adv_integer(gen_rng *rng, gen_ofrustum_case *out) {
    ifrustum f;
    integer_frustum(rng, &f);
    for (int j = 0; j < 6; j++) {
        for (int i = 0; i < 3; i++)
            out->n[3 * j + i] = (isect_real)f.n[j][i];
        out->o[j] = (isect_real)f.o[j];
    }
    double x[3];
    int j[3], m;
    feature(rng, &f, x, j, &m);
    double off[3] = {0, 0, 0};
    if (gen_coin(rng))
        for (int i = 0; i < 3; i++)
            off[i] = gi(rng, -2, 2);
    for (int i = 0; i < 3; i++)
        x[i] += off[i];
    switch (out->shape) {
    case GEN_OFRUSTUM_POINT:
        for (int i = 0; i < 3; i++)
            out->p[i] = (isect_real)x[i];
        break;
    case GEN_OFRUSTUM_SPHERE: { /* c = x + sum a_i n_i, r = |sum a_i n_i| */
        double v[3] = {0, 0, 0};
        double r = -1;
        for (int tries = 0; tries < 12 && r < 0; tries++) {
            for (int i = 0; i < 3; i++)
                v[i] = 0;
            for (int a = 0; a < m; a++) {
                double w = gi(rng, 1, 6);
                for (int i = 0; i < 3; i++)
                    v[i] += w * f.n[j[a]][i];
            }
            r = exact_sqrt(gen_dot3(v, v));
        }
        if (r < 0)
            r = sqrt(gen_dot3(v, v));
        if (gen_int(rng, 0, 5) == 0) { /* a zero radius at the point */
            r = 0;
            v[0] = v[1] = v[2] = 0;
        }
        for (int i = 0; i < 3; i++)
            out->p[i] = (isect_real)(x[i] + v[i]);
        out->r = (isect_real)r;
        out->family = "ball at a feature";
        break;
    }
    case GEN_OFRUSTUM_AABB:
        for (int i = 0; i < 3; i++) { /* a corner at x, extending to a random side */
            double d = gen_int(rng, 0, 4) == 0 ? 0 : gi(rng, 1, 5),
                   y = x[i] + (gen_coin(rng) ? d : -d);
            out->p[i] = (isect_real)fmin(x[i], y);
            out->p[3 + i] = (isect_real)fmax(x[i], y);
        }
        break;
    default: { /* a corner (or, with rounded axes, the centre) at x */
        bool perm = gen_coin(rng);
        double A[3][3];
        if (perm)
            gen_basis3(rng, 0, A);
        else
            gen_rotation(rng, 3, A);
        double c[3] = {x[0], x[1], x[2]};
        for (int a = 0; a < 3; a++) {
            double h = gen_int(rng, 0, 4) == 0 ? 0 : gi(rng, 1, 4) / 2;
            double s = perm ? (gen_coin(rng) ? h : -h) : 0;
            for (int i = 0; i < 3; i++) {
                c[i] += s * A[a][i];
                out->ax[3 * a + i] = (isect_real)A[a][i];
            }
            out->p[3 + a] = (isect_real)h;
        }
        for (int i = 0; i < 3; i++)
            out->p[i] = (isect_real)c[i];
        break;
    }
    }
}

/* The camera frustum with the solid at one of its corners (computed in double, rounded). */
static void adv_camera(gen_rng *rng, gen_ofrustum_case *out) {
    camera c;
    camera_frustum(rng, &c, out);
    const double *x = c.corner[gen_int(rng, 0, 7)];
    double s = gen_int(rng, 0, 2) == 0 ? 0 : gen_range(rng, 0, 0.01) * c.nearz;
    place(rng, x, s, out);
    if (out->shape == GEN_OFRUSTUM_AABB && gen_coin(rng)) /* a corner of the box there */
        for (int i = 0; i < 3; i++) {
            isect_real y = (isect_real)x[i];
            if (gen_coin(rng))
                out->p[i] = y;
            else
                out->p[3 + i] = y;
        }
    out->family = "float camera corner";
}

int gen_ofrustum_lengths(gen_ofrustum_case *x, isect_real **v) {
    int n = 0;
    for (int j = 0; j < 6; j++)
        v[n++] = &x->o[j];
    for (int i = 0; i < 6; i++)
        v[n++] = &x->p[i];
    v[n++] = &x->r;
    return n;
}

/* One of: a value nudged by 1-2 ulps (kept valid); everything moved by c 2^m (exact for the
 * integer geometry); every length scaled by 2^e. */
static void perturb(gen_rng *rng, gen_ofrustum_case *x) {
    int what = (int)gen_int(rng, 0, 4);
    if (what == 0) {
        int k = (int)gen_int(rng, 1, 2) * (gen_coin(rng) ? 1 : -1);
        int pick = (int)gen_int(rng, 0, 2);
        isect_real *t = pick == 0   ? &x->o[gen_int(rng, 0, 5)]
                        : pick == 1 ? &x->n[gen_int(rng, 0, 17)]
                                    : &x->p[gen_int(rng, 0, x->shape >= GEN_OFRUSTUM_AABB ? 5 : 2)];
        if (x->shape == GEN_OFRUSTUM_SPHERE && gen_coin(rng))
            t = &x->r;
        isect_real y = gen_ulps(*t, k);
        bool nonneg = t == &x->r || (x->shape == GEN_OFRUSTUM_OBB && t >= x->p + 3);
        bool box_lo = x->shape == GEN_OFRUSTUM_AABB && t >= x->p && t < x->p + 3 && y > t[3];
        bool box_hi = x->shape == GEN_OFRUSTUM_AABB && t >= x->p + 3 && t < x->p + 6 && y < t[-3];
        bool zero_normal = t >= x->n && t < x->n + 18 && y == 0;
        if (!(nonneg && y < 0) && !box_lo && !box_hi && !zero_normal)
            *t = y;
        x->family = "nudged";
        return;
    }
    if (what == 1) {
#if ISECT_USE_DOUBLE
        int m = (int)gen_int(rng, 10, 36);
#else
        int m = (int)gen_int(rng, 4, 8);
#endif
        double t[3];
        for (int i = 0; i < 3; i++)
            t[i] = ldexp(gi(rng, -9, 9), m);
        for (int j = 0; j < 6; j++) {
            double n[3] = {(double)x->n[3 * j], (double)x->n[3 * j + 1], (double)x->n[3 * j + 2]};
            x->o[j] = (isect_real)((double)x->o[j] + gen_dot3(n, t));
        }
        for (int i = 0; i < 3; i++) {
            x->p[i] = (isect_real)((double)x->p[i] + t[i]);
            if (x->shape == GEN_OFRUSTUM_AABB)
                x->p[3 + i] = (isect_real)((double)x->p[3 + i] + t[i]);
        }
        x->family = "far";
        return;
    }
    if (what == 2) {
#if ISECT_USE_DOUBLE
        int e = gen_coin(rng) ? (int)gen_int(rng, 200, 900) : -(int)gen_int(rng, 200, 900);
#else
        int e = gen_coin(rng) ? (int)gen_int(rng, 20, 90) : -(int)gen_int(rng, 20, 90);
#endif
        isect_real *v[16];
        int n = gen_ofrustum_lengths(x, v);
        for (int i = 0; i < n; i++)
            *v[i] = (isect_real)ldexp((double)*v[i], e);
        x->family = "scaled";
    }
}

void gen_ofrustum_adversarial(gen_rng *rng, gen_ofrustum_shape shape, gen_ofrustum_case *out) {
    clear(out, shape, "integer frustum");
    if (gen_int(rng, 0, 4) == 0)
        adv_camera(rng, out);
    else
        adv_integer(rng, out);
    if (gen_coin(rng))
        perturb(rng, out);
}

void gen_ofrustum_invalid(gen_rng *rng, gen_ofrustum_shape shape, gen_ofrustum_case *out) {
    gen_ofrustum_uniform(rng, shape, out);
    out->family = "invalid";
    int what = (int)gen_int(rng, 0, 7);
    isect_real bad = gen_coin(rng) ? (isect_real)NAN : (isect_real)INFINITY;
    switch (what) {
    case 0: out->n[gen_int(rng, 0, 17)] = bad; break;
    case 1: out->o[gen_int(rng, 0, 5)] = bad; break;
    case 2: {
        int j = (int)gen_int(rng, 0, 5);
        out->n[3 * j] = out->n[3 * j + 1] = out->n[3 * j + 2] = 0;
        break;
    }
    case 3: out->p[gen_int(rng, 0, shape >= GEN_OFRUSTUM_AABB ? 5 : 2)] = bad; break;
    case 4: /* a point is passed by value: a NaN there instead */
        if (shape == GEN_OFRUSTUM_POINT)
            out->p[0] = bad;
        else
            out->null_shape = true;
        break;
    case 5: out->null_frustum = true; break;
    default:
        if (shape == GEN_OFRUSTUM_SPHERE)
            out->r = what == 6 ? -out->r - 1 : bad;
        else if (shape == GEN_OFRUSTUM_AABB)
            out->p[0] = out->p[3] + 1;
        else if (shape == GEN_OFRUSTUM_OBB)
            what == 6 ? (void)(out->p[4] = -1) : (void)(out->ax[1] += (isect_real)0.5);
        else
            out->p[1] = bad;
        break;
    }
}
