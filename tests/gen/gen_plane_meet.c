/* Cases for two and three planes; see gen_plane_meet.h. */
#include "gen/gen_plane_meet.h"

#include <math.h>

#if ISECT_USE_DOUBLE
enum { ROW_SCALE = 300 }; /* row exponents: keep |products| of three rows in range */
#else
enum { ROW_SCALE = 30 };
#endif

static void set_row(gen_planes *x, int k, const double *n, double o) {
    for (int i = 0; i < 3; i++)
        x->row[k][i] = (isect_real)n[i];
    x->row[k][3] = (isect_real)o;
}

/* A small integer vector, not zero, some components zero now and then. */
static void small_normal(gen_rng *rng, double *n, int lim) {
    do {
        for (int i = 0; i < 3; i++)
            n[i] = gen_int(rng, 0, 3) == 0 ? 0 : (double)gen_int(rng, -lim, lim);
    } while (n[0] == 0 && n[1] == 0 && n[2] == 0);
}

static void uniform(gen_rng *rng, gen_planes *x) {
    for (int k = 0; k < x->count; k++) {
        double n[3];
        do {
            for (int i = 0; i < 3; i++)
                n[i] = gen_range(rng, -1, 1);
        } while (n[0] == 0 && n[1] == 0 && n[2] == 0);
        set_row(x, k, n, gen_range(rng, -10, 10));
    }
    x->family = "uniform";
}

/* Row k = s * row j exactly (s a small power of two or -1), the offset then moved off by
 * `off` (0: one plane). */
static void parallel_row(gen_rng *rng, gen_planes *x, int k, int j, double off) {
    static const double s[] = {1, -1, 2, -2, 0.5, -0.5, 4, -0.25};
    double f = s[gen_int(rng, 0, 7)];
    for (int i = 0; i < 4; i++)
        x->row[k][i] = (isect_real)(f * x->row[j][i]);
    x->row[k][3] = (isect_real)(x->row[k][3] + off);
}

/* Integer rows: a, b independent; c = alpha a + beta b (a line), its offset moved by
 * `off` (a prism). */
static void through_line(gen_rng *rng, gen_planes *x, double off) {
    double a[3], b[3], c[3], cr[3];
    do {
        small_normal(rng, a, 5);
        small_normal(rng, b, 5);
        gen_cross3(a, b, cr);
    } while (gen_is_zero3(cr));
    double oa = (double)gen_int(rng, -20, 20), ob = (double)gen_int(rng, -20, 20);
    double al = (double)gen_int(rng, -3, 3), be = (double)gen_int(rng, -3, 3);
    if (al == 0 && be == 0)
        al = 1;
    for (int i = 0; i < 3; i++)
        c[i] = al * a[i] + be * b[i];
    if (gen_is_zero3(c)) { /* cannot happen for independent a, b; keep it valid anyway */
        c[0] = a[0];
        c[1] = a[1];
        c[2] = a[2];
        al = 1;
        be = 0;
    }
    double rows[3][4] = {{a[0], a[1], a[2], oa},
                         {b[0], b[1], b[2], ob},
                         {c[0], c[1], c[2], al * oa + be * ob + off}};
    /* in a random order */
    int p = (int)gen_int(rng, 0, 2);
    for (int k = 0; k < 3; k++)
        set_row(x, k, rows[(k + p) % 3], rows[(k + p) % 3][3]);
}

/* Scales each row by its own power of two (the same plane) and the offsets together by
 * another (the same geometry, scaled). */
static void scale_rows(gen_rng *rng, gen_planes *x, int lim) {
    int m = (int)gen_int(rng, -lim, lim);
    for (int k = 0; k < x->count; k++) {
        int s = (int)gen_int(rng, -lim, lim);
        for (int i = 0; i < 4; i++)
            x->row[k][i] = (isect_real)ldexp(x->row[k][i], s + (i == 3 ? m : 0));
    }
}

static void adversarial(gen_rng *rng, gen_planes *x) {
    int family = (int)gen_int(rng, 0, 7);
    double n[3];
    for (int k = 0; k < x->count; k++) { /* integer planes to start from */
        small_normal(rng, n, 4);
        set_row(x, k, n, (double)gen_int(rng, -12, 12));
    }
    switch (family) {
    case 0: /* one plane, or distinct parallel planes (by one unit or a few ulps) */
        x->family = "parallel";
        parallel_row(rng, x, 1, 0, gen_coin(rng) ? 0 : (double)gen_int(rng, -2, 2));
        if (gen_coin(rng))
            x->row[1][3] = gen_ulps(x->row[1][3], (int)gen_int(rng, -2, 2));
        if (x->count == 3 && gen_coin(rng))
            parallel_row(rng, x, 2, (int)gen_int(rng, 0, 1), gen_coin(rng) ? 0 : 1);
        break;
    case 1: /* nearly parallel: one normal component a few ulps off */
        x->family = "nearly parallel";
        parallel_row(rng, x, 1, 0, 0);
        {
            int i = (int)gen_int(rng, 0, 2);
            if (x->row[1][i] == 0)
                x->row[1][i] = (isect_real)ldexp(1, -30);
            else
                x->row[1][i] = gen_ulps(x->row[1][i], gen_coin(rng) ? 1 : -1);
        }
        break;
    case 2: /* three planes through one line, or a prism (offset off by 1 or an ulp) */
        x->family = "line or prism";
        if (x->count == 3) {
            int how = (int)gen_int(rng, 0, 2);
            through_line(rng, x, how == 0 ? 0 : how == 1 ? 1 : 0);
            if (how == 2) {
                int k = (int)gen_int(rng, 0, 2);
                x->row[k][3] = gen_ulps(x->row[k][3], gen_coin(rng) ? 1 : -1);
            }
        } else {
            parallel_row(rng, x, 1, 0, 0); /* then turned by one unit: a line */
            int i = (int)gen_int(rng, 0, 2);
            x->row[1][i] = x->row[1][i] == -1 ? 1 : x->row[1][i] + 1;
        }
        break;
    case 3: /* nearly singular triple: the third normal a combination moved by an ulp */
        x->family = "nearly singular";
        if (x->count == 3) {
            through_line(rng, x, 0);
            int k = (int)gen_int(rng, 0, 2), i = (int)gen_int(rng, 0, 2);
            x->row[k][i] = x->row[k][i] == 0 ? (isect_real)ldexp(1, -40)
                                             : gen_ulps(x->row[k][i], gen_coin(rng) ? 1 : -1);
        }
        break;
    case 4: /* axis planes, exact answers */
        x->family = "axis";
        for (int k = 0; k < x->count; k++) {
            double a[3] = {0, 0, 0};
            a[gen_int(rng, 0, 2)] = gen_coin(rng) ? 1 : -(double)gen_int(rng, 1, 3);
            set_row(x, k, a, gen_dyadic(rng, -8, 8));
        }
        break;
    case 5: /* random dyadic planes, rows scaled far apart */
        x->family = "scaled rows";
        for (int k = 0; k < x->count; k++) {
            for (int i = 0; i < 3; i++)
                n[i] = gen_dyadic(rng, -4, 4);
            if (gen_is_zero3(n))
                n[2] = 1;
            set_row(x, k, n, gen_dyadic(rng, -16, 16));
        }
        break;
    case 6: /* all parallel */
        x->family = "all parallel";
        parallel_row(rng, x, 1, 0, gen_coin(rng) ? 0 : 1);
        if (x->count == 3)
            parallel_row(rng, x, 2, 0, gen_coin(rng) ? 0 : -1);
        break;
    default: /* uniform, with tiny and huge magnitudes mixed in */
        uniform(rng, x);
        x->family = "uniform scaled";
        break;
    }
    if (gen_int(rng, 0, 2) == 0 || family >= 5)
        scale_rows(rng, x, ROW_SCALE);
}

static void invalid(gen_rng *rng, gen_planes *x) {
    static const double bad[] = {NAN, INFINITY, -INFINITY};
    uniform(rng, x);
    int k = (int)gen_int(rng, 0, x->count - 1);
    if (gen_coin(rng)) {
        x->row[k][0] = x->row[k][1] = x->row[k][2] = 0;
        x->family = "zero normal";
    } else {
        x->row[k][gen_int(rng, 0, 3)] = (isect_real)bad[gen_int(rng, 0, 2)];
        x->family = "non-finite";
    }
}

void gen_planes_case(gen_rng *rng, int count, int mode, gen_planes *out) {
    *out = (gen_planes){0};
    out->count = count;
    if (mode == 0)
        uniform(rng, out);
    else if (mode == 1)
        adversarial(rng, out);
    else
        invalid(rng, out);
}

int gen_planes_lengths(gen_planes *x, isect_real **v) {
    for (int k = 0; k < x->count; k++)
        v[k] = &x->row[k][3];
    return x->count;
}
