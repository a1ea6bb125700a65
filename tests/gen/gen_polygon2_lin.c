/* Generators for lines, rays and segments against a polygon in the plane; see
 * gen_polygon2_lin.h. */
#include "gen/gen_polygon2_lin.h"

#include <math.h>
#include <string.h>

static const isect_real *vertex(const gen_poly2_lin *x, int i) {
    return x->poly.v[i % x->poly.n];
}

/* A point of the polygon's edge i: a dyadic fraction of it (exact on integer grids). */
static void edge_point(gen_rng *rng, const gen_poly2_lin *x, int i, isect_real *out) {
    const isect_real *u = vertex(x, i), *w = vertex(x, i + 1);
    int j = (int)gen_int(rng, 0, 3);
    double f = j == 0 ? 0.5 : j == 1 ? 0.25 : j == 2 ? 0.75 : 0.125;
    for (int k = 0; k < 2; k++)
        out[k] = (isect_real)(u[k] + f * ((double)w[k] - u[k]));
}

static void adversarial(gen_rng *rng, gen_poly2_lin *x) {
    int n = x->poly.n, i = (int)gen_int(rng, 0, n - 1), j = (int)gen_int(rng, 0, n - 1);
    isect_real start[2], toward[2];
    int how = (int)gen_int(rng, 0, 3);
    if (how == 0)
        memcpy(start, vertex(x, i), sizeof start);
    else if (how == 1)
        edge_point(rng, x, i, start);
    else if (how == 2)
        memcpy(start, x->poly.p, sizeof start);
    else { /* outside, beyond the vertex j as seen from vertex i */
        for (int k = 0; k < 2; k++)
            start[k] = (isect_real)(2.0 * vertex(x, i)[k] - vertex(x, j)[k]);
    }
    int aim = (int)gen_int(rng, 0, 3);
    if (aim == 0)
        memcpy(toward, vertex(x, j), sizeof toward);
    else if (aim == 1)
        memcpy(toward, vertex(x, i + 1), sizeof toward);
    else if (aim == 2)
        edge_point(rng, x, j, toward);
    else { /* along an axis */
        int axis = (int)gen_int(rng, 0, 1);
        isect_real step =
            (isect_real)(gen_coin(rng) ? 1 : -1) * (isect_real)ldexp(1, (int)gen_int(rng, -3, 3));
        toward[axis] = (isect_real)(start[axis] + step);
        toward[1 - axis] = start[1 - axis];
    }
    bool reverse = gen_int(rng, 0, 4) == 0;
    for (int k = 0; k < 2; k++) {
        x->a[k] = start[k];
        isect_real d = (isect_real)((double)toward[k] - start[k]);
        if (reverse)
            d = -d;
        if (d == 0 && gen_coin(rng))
            d = -d; /* a -0 component */
        x->b[k] = x->kind == 2 ? (isect_real)(start[k] + (double)d) : d;
    }
    if (x->kind == 2 && gen_int(rng, 0, 3) == 0) /* half-way */
        for (int k = 0; k < 2; k++)
            x->b[k] = (isect_real)(x->a[k] + 0.5 * ((double)x->b[k] - x->a[k]));
}

void gen_poly2_lin_case(gen_rng *rng, int kind, bool tri, int mode, gen_poly2_lin *out) {
    memset(out, 0, sizeof *out);
    out->kind = kind;
    out->tri = tri;
    out->even_odd = !tri && gen_coin(rng);
    bool spoil_component = mode == 2 && gen_coin(rng);
    gen_poly2(rng, mode == 2 && (spoil_component || tri) ? 0 : mode, &out->poly);
    out->family = out->poly.family;
    if (tri)
        out->poly.n = 3;
    if (mode == 1) {
        adversarial(rng, out);
    } else {
        for (int k = 0; k < 2; k++) {
            out->a[k] = (isect_real)gen_range(rng, -12, 12);
            out->b[k] = (isect_real)(kind == 2 ? gen_range(rng, -12, 12) : gen_range(rng, -1, 1));
        }
    }
    if (mode == 2 && (spoil_component || tri)) {
        static const double bad[3] = {NAN, INFINITY, -INFINITY};
        isect_real x = (isect_real)bad[gen_int(rng, 0, 2)];
        int where = (int)gen_int(rng, 0, 5);
        if (tri && !spoil_component)
            out->poly.v[gen_int(rng, 0, 2)][gen_int(rng, 0, 1)] = x;
        else if (where < 2)
            out->a[where] = x;
        else
            out->b[where % 2] = x;
        out->family = "non-finite";
    }
}

int gen_poly2_lin_lengths(gen_poly2_lin *x, isect_real **v) {
    int n = 0;
    for (int k = 0; k < 2; k++) {
        v[n++] = &x->a[k];
        v[n++] = &x->b[k];
    }
    for (int i = 0; i < x->poly.n; i++)
        for (int k = 0; k < 2; k++)
            v[n++] = &x->poly.v[i][k];
    return n;
}
