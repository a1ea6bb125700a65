/* Generators for lines, rays and segments against polygons in space; see gen_polygon_lin.h. */
#include "gen_polygon_lin.h"

#include <math.h>

static void small_dir(gen_rng *rng, isect_real *d) {
    do {
        for (int i = 0; i < 3; i++)
            d[i] = (isect_real)gen_int(rng, -3, 3);
    } while (d[0] == 0 && d[1] == 0 && d[2] == 0);
}

static void make_case(gen_rng *rng, int kind, int mode, gen_polygon_lin *c) {
    gen_poly3(rng, mode, &c->poly);
    const isect_real *p = c->poly.p;
    c->family = c->poly.family;
    int n = c->poly.n > 0 ? c->poly.n : 1;
    if (mode == 0) { /* a random component through the polygon's box */
        for (int i = 0; i < 3; i++) {
            double lo = c->poly.v[0][i], hi = lo;
            for (int k = 1; k < c->poly.n; k++) {
                lo = fmin(lo, c->poly.v[k][i]);
                hi = fmax(hi, c->poly.v[k][i]);
            }
            double m = 0.2 * (hi - lo) + 1;
            c->a[i] = (isect_real)gen_range(rng, lo - m, hi + m);
            c->b[i] = (isect_real)gen_range(rng, lo - m, hi + m);
            if (kind != 2)
                c->b[i] -= c->a[i];
        }
        return;
    }
    isect_real w[3];
    small_dir(rng, w);
    int family = (int)gen_int(rng, 0, 5);
    const isect_real *va = c->poly.v[gen_int(rng, 0, n - 1)];
    for (int i = 0; i < 3; i++) {
        switch (family) {
        case 0: /* through p */
            c->a[i] = p[i] + w[i];
            c->b[i] = kind == 2 ? p[i] - 2 * w[i] : -w[i];
            break;
        case 1: /* ending at p, or starting at p */
            c->a[i] = kind == 2 ? p[i] + w[i] : p[i];
            c->b[i] = kind == 2 ? p[i] : w[i];
            break;
        case 2: /* from p toward a vertex: in the plane when it is exact */
            c->a[i] = p[i];
            c->b[i] = kind == 2 ? va[i] : va[i] - p[i];
            break;
        case 3: /* along an edge */
            c->a[i] = c->poly.v[0][i];
            c->b[i] = kind == 2 ? c->poly.v[1][i] : c->poly.v[1][i] - c->poly.v[0][i];
            break;
        case 4: /* a point */
            c->a[i] = p[i];
            c->b[i] = kind == 2 ? p[i] : 0;
            break;
        default: /* from a vertex through p */
            c->a[i] = va[i];
            c->b[i] = kind == 2 ? 2 * p[i] - va[i] : p[i] - va[i];
            break;
        }
    }
    if (gen_int(rng, 0, 3) == 0) { /* nudge one coordinate */
        isect_real *x = gen_int(rng, 0, 1) ? c->a : c->b;
        int k = (int)gen_int(rng, 0, 2), u = (int)gen_int(rng, -2, 2);
        x[k] = gen_ulps(x[k], u == 0 ? 1 : u);
    }
    static const char *names[] = {"through-p",  "end-at-p", "toward-vertex",
                                  "along-edge", "point",    "vertex-through-p"};
    c->family = names[family];
}

void gen_polygon_lin_case(gen_rng *rng, int kind, int mode, gen_polygon_lin *out) {
    make_case(rng, kind, mode, out);
    if (mode == 2 && gen_int(rng, 0, 3) == 0)
        out->a[gen_int(rng, 0, 2)] = (isect_real)NAN;
    out->rule = (gen_u64(rng) & 1) ? ISECT_FILL_NONZERO : ISECT_FILL_EVEN_ODD;
}

int gen_polygon_lin_lengths(gen_polygon_lin *x, isect_real **v) {
    int n = gen_poly_lengths(&x->poly, v);
    for (int i = 0; i < 3; i++) {
        v[n++] = &x->a[i];
        v[n++] = &x->b[i];
    }
    return n;
}
