/* Solids against a convex hull; see gen_overlap_hull.h. */
#include "gen_overlap_hull.h"

#include <math.h>
#include <string.h>

#include "oracle/oracle_closest_point_hull.h"
#include "oracle/oracle_closest_point_hull_planes.h"

static void take_verts(const gen_phull_case *c, gen_ohull_case *out, double *p) {
    out->nv = c->n;
    memcpy(out->v, c->v, sizeof out->v);
    out->null_a = c->null_hull;
    out->null_arr = c->null_v;
    for (int i = 0; i < 3; i++)
        p[i] = (double)c->p[i];
    out->family = c->family;
}

static void take_planes(const gen_hplanes_case *c, gen_ohull_case *out, double *p) {
    out->na = c->n;
    memcpy(out->an, c->normal, sizeof out->an);
    memcpy(out->ao, c->offset, sizeof out->ao);
    out->null_a = c->null_hull;
    out->null_arr = c->null_planes;
    for (int i = 0; i < 3; i++)
        p[i] = (double)c->p[i];
    out->family = c->family;
}

/* A plane-hull case with at most max planes (redrawn, then cut). */
static void draw_planes(gen_rng *rng, int adversarial, int max, gen_hplanes_case *c) {
    for (int tries = 0; tries < 40; tries++) {
        if (adversarial)
            gen_hplanes_adversarial(rng, c);
        else
            gen_hplanes_uniform(rng, c);
        if (c->n <= max)
            return;
    }
    c->n = max;
}

static bool finite3(const double *p) {
    return isfinite(p[0]) && isfinite(p[1]) && isfinite(p[2]);
}

/* The distance from p to the hull a (by vertices or planes), rounded; -1 when empty or
 * not finite. */
static double hull_dist(const gen_ohull_case *x, const double *p) {
    if (!finite3(p))
        return -1;
    if (x->nv > 0) {
        double xyz[3 * GEN_HULL_MAX];
        for (int i = 0; i < 3 * x->nv; i++)
            xyz[i] = (double)x->v[i / 3][i % 3];
        oracle_phull h;
        oracle_closest_point_hull(x->nv, xyz, p, &h);
        return (double)h.dist;
    }
    double n[3 * GEN_HPLANES_MAX], o[GEN_HPLANES_MAX];
    for (int i = 0; i < x->na; i++) {
        o[i] = (double)x->ao[i];
        for (int k = 0; k < 3; k++)
            n[3 * i + k] = (double)x->an[i][k];
    }
    oracle_hplanes h;
    oracle_closest_point_hull_planes(x->na, n, o, p, &h);
    return h.empty ? -1 : (double)sqrtl(h.dist_sq);
}

static isect_real nudge(gen_rng *rng, isect_real x, int odds) {
    return gen_int(rng, 0, odds - 1) == 0
               ? gen_ulps(x, (int)gen_int(rng, -1, 1) * (gen_coin(rng) ? 1 : 2))
               : x;
}

static void ball_at(gen_rng *rng, int adversarial, gen_ohull_case *x, const double *p) {
    double d = hull_dist(x, p);
    for (int i = 0; i < 3; i++)
        x->s[i] = (isect_real)p[i];
    if (d < 0) {
        x->s[3] = (isect_real)gen_range(rng, 0, 3);
        return;
    }
    isect_real r;
    if (!adversarial)
        r = (isect_real)(d * gen_range(rng, 0, 1.5));
    else if (gen_int(rng, 0, 4) == 0)
        r = 0;
    else
        r = nudge(rng, (isect_real)d, 2);
    x->s[3] = r >= 0 ? r : 0;
}

/* A length of the case: the largest |offset| over the largest normal component, or the
 * spread of the vertices; 1 when 0 or not finite. */
static double case_length(const gen_ohull_case *x, const double *p) {
    double L = 0;
    for (int i = 0; i < x->nv; i++)
        for (int k = 0; k < 3; k++)
            L = fmax(L, fabs((double)x->v[i][k] - (double)x->v[0][k]));
    for (int i = 0; i < x->na; i++) {
        double m = fmax(fabs((double)x->an[i][0]),
                        fmax(fabs((double)x->an[i][1]), fabs((double)x->an[i][2])));
        L = fmax(L,
                 fabs((double)x->ao[i] - ((double)x->an[i][0] * p[0] + (double)x->an[i][1] * p[1] +
                                          (double)x->an[i][2] * p[2])) /
                     m);
    }
    return L > 0 && isfinite(L) ? L : 1;
}

static void plane_through(gen_rng *rng, int adversarial, gen_ohull_case *x, const double *p) {
    double n[3], t[3];
    memcpy(t, p, sizeof t);
    int pick = (int)gen_int(rng, 0, 3);
    if (x->nv > 0 && pick >= 2) { /* a vertex, or the midpoint of two */
        int a = (int)gen_int(rng, 0, x->nv - 1), b = (int)gen_int(rng, 0, x->nv - 1);
        for (int k = 0; k < 3; k++)
            t[k] = pick == 2 ? (double)x->v[a][k] : 0.5 * ((double)x->v[a][k] + (double)x->v[b][k]);
    }
    int how = adversarial ? (int)gen_int(rng, 0, 4) : 0;
    if (how == 4 && x->na > 0) { /* a hull plane itself, or its opposite */
        int i = (int)gen_int(rng, 0, x->na - 1);
        isect_real sg = gen_coin(rng) ? 1 : -1;
        for (int k = 0; k < 3; k++)
            x->s[k] = sg * x->an[i][k];
        x->s[3] = nudge(rng, sg * x->ao[i], 3);
        return;
    }
    if (how == 3 && x->nv >= 3) { /* a face-like normal of three vertices */
        double e[3], f[3];
        int a = (int)gen_int(rng, 0, x->nv - 1), b = (int)gen_int(rng, 0, x->nv - 1),
            c = (int)gen_int(rng, 0, x->nv - 1);
        for (int k = 0; k < 3; k++) {
            e[k] = (double)x->v[b][k] - (double)x->v[a][k];
            f[k] = (double)x->v[c][k] - (double)x->v[a][k];
            t[k] = (double)x->v[a][k];
        }
        gen_cross3(e, f, n);
    } else if (how >= 2) { /* an axis */
        memset(n, 0, sizeof n);
        n[gen_int(rng, 0, 2)] = gen_coin(rng) ? 1 : -1;
    } else if (how == 1) { /* small integers */
        do
            for (int k = 0; k < 3; k++)
                n[k] = (double)gen_int(rng, -2, 2);
        while (gen_is_zero3(n));
    } else {
        do
            for (int k = 0; k < 3; k++)
                n[k] = gen_range(rng, -1, 1);
        while (gen_is_zero3(n));
    }
    for (int k = 0; k < 3; k++)
        x->s[k] = (isect_real)n[k];
    if (x->s[0] == 0 && x->s[1] == 0 && x->s[2] == 0)
        x->s[2] = 1;
    double o = 0;
    for (int k = 0; k < 3; k++)
        o += (double)x->s[k] * t[k];
    x->s[3] = adversarial ? nudge(rng, (isect_real)o, 2) : (isect_real)o;
}

/* A box at p: a corner (random orientation) or a face centre per axis, extents up to L. */
static void box_at(gen_rng *rng, int adversarial, const double *p, double L, isect_real *lo,
                   isect_real *hi) {
    for (int k = 0; k < 3; k++) {
        isect_real c = (isect_real)p[k];
        double e1 = adversarial && gen_int(rng, 0, 3) == 0 ? 0 : L * gen_dyadic(rng, 0, 1);
        double e2 = adversarial ? (gen_coin(rng) ? 0 : e1) : L * gen_range(rng, 0, 1);
        if (!adversarial)
            e1 = L * gen_range(rng, 0, 1);
        bool flip = gen_coin(rng);
        lo[k] = (isect_real)(c - (flip ? e1 : e2));
        hi[k] = (isect_real)(c + (flip ? e2 : e1));
        if (adversarial && gen_int(rng, 0, 2) == 0) {
            isect_real *w = gen_coin(rng) ? &lo[k] : &hi[k];
            *w = gen_ulps(*w, gen_coin(rng) ? 1 : -1);
        }
        if (lo[k] > hi[k]) {
            isect_real t = lo[k];
            lo[k] = hi[k];
            hi[k] = t;
        }
    }
}

static void box_planes(const isect_real *lo, const isect_real *hi, gen_ohull_case *x) {
    x->nb = 6;
    memset(x->bn, 0, sizeof x->bn);
    for (int k = 0; k < 3; k++) {
        x->bn[2 * k][k] = 1;
        x->bo[2 * k] = hi[k];
        x->bn[2 * k + 1][k] = -1;
        x->bo[2 * k + 1] = -lo[k];
    }
}

static void generate(gen_rng *rng, int adversarial, gen_ohull_kind kind, gen_ohull_case *out) {
    memset(out, 0, sizeof *out);
    double p[3];
    if (kind == GEN_OHULL_SPHERE_VERTS || kind == GEN_OHULL_PLANE_VERTS) {
        gen_phull_case c;
        if (adversarial)
            gen_phull_adversarial(rng, &c);
        else
            gen_phull_uniform(rng, &c);
        take_verts(&c, out, p);
    } else {
        gen_hplanes_case c;
        draw_planes(rng, adversarial, kind >= GEN_OHULL_AABB ? GEN_OHULL_FM_MAX : GEN_HPLANES_MAX,
                    &c);
        take_planes(&c, out, p);
    }
    switch (kind) {
    case GEN_OHULL_SPHERE_VERTS:
    case GEN_OHULL_SPHERE_PLANES: ball_at(rng, adversarial, out, p); break;
    case GEN_OHULL_PLANE_VERTS:
    case GEN_OHULL_PLANE_PLANES: plane_through(rng, adversarial, out, p); break;
    case GEN_OHULL_AABB:
        box_at(rng, adversarial, p, adversarial ? case_length(out, p) : 3, out->s, out->s + 3);
        break;
    default: {
        int how = adversarial ? (int)gen_int(rng, 0, 3) : 2;
        if (how == 0) { /* reflected through p */
            out->nb = out->na;
            for (int i = 0; i < out->na; i++) {
                double d = 0;
                for (int k = 0; k < 3; k++) {
                    out->bn[i][k] = -out->an[i][k];
                    d += (double)out->an[i][k] * p[k];
                }
                out->bo[i] = (isect_real)((double)out->ao[i] - 2 * d);
            }
        } else if (how == 1) { /* a box touching at p */
            isect_real lo[3], hi[3];
            box_at(rng, 1, p, case_length(out, p), lo, hi);
            box_planes(lo, hi, out);
        } else if (how == 2) { /* another hull, its p on this one's */
            gen_hplanes_case c;
            draw_planes(rng, adversarial, GEN_OHULL_FM_MAX, &c);
            out->nb = c.n;
            memcpy(out->bn, c.normal, sizeof out->bn);
            for (int i = 0; i < c.n; i++) {
                double d = 0;
                for (int k = 0; k < 3; k++)
                    d += (double)c.normal[i][k] * (adversarial ? p[k] - (double)c.p[k] : 0);
                out->bo[i] = (isect_real)((double)c.offset[i] + d);
            }
        } else { /* the opposite of one plane: touching that face */
            int i = (int)gen_int(rng, 0, out->na - 1);
            out->nb = 1;
            for (int k = 0; k < 3; k++)
                out->bn[0][k] = -out->an[i][k];
            out->bo[0] = nudge(rng, -out->ao[i], 3);
        }
        break;
    }
    }
}

void gen_ohull_uniform(gen_rng *rng, gen_ohull_kind kind, gen_ohull_case *out) {
    generate(rng, 0, kind, out);
}

void gen_ohull_adversarial(gen_rng *rng, gen_ohull_kind kind, gen_ohull_case *out) {
    generate(rng, 1, kind, out);
}

void gen_ohull_invalid(gen_rng *rng, gen_ohull_kind kind, gen_ohull_case *out) {
    int how = (int)gen_int(rng, 0, 2);
    double p[3] = {0, 0, 0};
    if (how == 0) { /* an invalid hull, a valid solid */
        generate(rng, 0, kind, out);
        if (kind == GEN_OHULL_SPHERE_VERTS || kind == GEN_OHULL_PLANE_VERTS) {
            gen_phull_case c;
            gen_phull_invalid(rng, &c);
            take_verts(&c, out, p);
        } else {
            gen_hplanes_case c;
            gen_hplanes_invalid(rng, &c);
            take_planes(&c, out, p);
        }
        out->family = "invalid hull";
        return;
    }
    generate(rng, 0, kind, out);
    if (how == 1 && kind >= GEN_OHULL_AABB) { /* a hull without planes */
        gen_phull_case c;
        gen_phull_uniform(rng, &c);
        take_verts(&c, out, p);
        out->na = 0;
        if (kind == GEN_OHULL_HULL && gen_coin(rng)) { /* hull b's planes gone instead */
            out->nb = 0;
            out->nv = 0;
            gen_hplanes_case d;
            gen_hplanes_uniform(rng, &d);
            take_planes(&d, out, p);
        }
        out->family = "no planes";
        return;
    }
    out->family = "invalid solid";
    if (kind == GEN_OHULL_HULL) { /* hull b NULL, or a NaN or zero normal of its */
        int i = (int)gen_int(rng, 0, out->nb - 1), w = (int)gen_int(rng, 0, 2);
        if (w == 0)
            out->null_b = 1;
        else if (w == 1)
            out->bn[i][gen_int(rng, 0, 2)] = (isect_real)NAN;
        else
            out->bn[i][0] = out->bn[i][1] = out->bn[i][2] = 0;
        return;
    }
    switch ((int)gen_int(rng, 0, 3)) {
    case 0: out->null_shape = 1; break;
    case 1:
        out->s[gen_int(rng, 0, 3)] = gen_coin(rng) ? (isect_real)NAN : (isect_real)INFINITY;
        break;
    case 2:
        if (kind <= GEN_OHULL_SPHERE_PLANES)
            out->s[3] = -out->s[3] - 1;
        else if (kind <= GEN_OHULL_PLANE_PLANES)
            out->s[0] = out->s[1] = out->s[2] = 0;
        else
            out->s[0] = out->s[3] + 1;
        break;
    default: out->null_shape = 1; break;
    }
}

int gen_ohull_lengths(gen_ohull_kind kind, gen_ohull_case *x, isect_real **v) {
    int n = 0;
    for (int i = 0; i < x->nv; i++)
        for (int k = 0; k < 3; k++)
            v[n++] = &x->v[i][k];
    for (int i = 0; i < x->na; i++)
        v[n++] = &x->ao[i];
    for (int i = 0; i < x->nb; i++)
        v[n++] = &x->bo[i];
    if (kind <= GEN_OHULL_SPHERE_PLANES)
        for (int k = 0; k < 4; k++)
            v[n++] = &x->s[k];
    else if (kind <= GEN_OHULL_PLANE_PLANES)
        v[n++] = &x->s[3];
    else if (kind == GEN_OHULL_AABB)
        for (int k = 0; k < 6; k++)
            v[n++] = &x->s[k];
    return n;
}
