/* Generators for lines and rays against segments; see gen_segment2_lin.h. */
#include "gen/gen_segment2_lin.h"

#include <math.h>
#include <string.h>

#include "gen/gen_segment2.h"

#if ISECT_USE_DOUBLE
#define DIR_SCALE 1100 /* down to subnormal directions */
#else
#define DIR_SCALE 160
#endif

/* x - y rounded to isect_real: exact for the adversarial cases' small integers. */
static isect_real diff(isect_real x, isect_real y) {
    return (isect_real)(x - y);
}

void gen_lin_seg2_case(gen_rng *rng, bool ray, int mode, gen_lin_seg2 *out) {
    gen_segment2_case s;
    if (mode == 0)
        gen_segment2_uniform(rng, &s);
    else if (mode == 1)
        gen_segment2_adversarial(rng, &s);
    else
        gen_segment2_invalid(rng, &s);
    memset(out, 0, sizeof *out);
    out->ray = ray;
    out->family = s.family;
    for (int i = 0; i < 2; i++) {
        out->a[i] = s.p0[i];
        out->d[i] = diff(s.p1[i], s.p0[i]);
        out->q0[i] = s.q0[i];
        out->q1[i] = s.q1[i];
    }
    if (mode != 1)
        return;
    int twist = (int)gen_int(rng, 0, 7);
    if (twist == 0) { /* pointing away */
        out->d[0] = -out->d[0];
        out->d[1] = -out->d[1];
    } else if (twist == 1) { /* a very short direction: a huge t */
        int k = (int)gen_int(rng, 1, DIR_SCALE);
        for (int i = 0; i < 2; i++)
            out->d[i] = (isect_real)ldexp(out->d[i], -k);
    } else if (twist == 2 && isfinite(out->q0[0])) { /* the start on the segment */
        int j = (int)gen_int(rng, 0, 4);
        double f = j == 4 ? 0 : j == 3 ? 1 : ldexp(1, -(j + 1));
        for (int i = 0; i < 2; i++) {
            double x = out->q0[i] + f * ((double)out->q1[i] - out->q0[i]);
            out->a[i] = (isect_real)x; /* exact for the integer geometry; else nearly on */
        }
    }
}

int gen_lin_seg2_lengths(gen_lin_seg2 *x, isect_real **v) {
    isect_real *all[4] = {x->a, x->d, x->q0, x->q1};
    int n = 0;
    for (int k = 0; k < 4; k++)
        for (int i = 0; i < 2; i++)
            v[n++] = &all[k][i];
    return n;
}
