/* See scale.h for the derivation of the two limits. */
#include "exact/scale.h"

#include <limits.h>
#include <math.h>

static int top_exponent(int deg) {
    return 1016 / deg - 2;
}

int isect_exact_scale_span(int deg) {
    return top_exponent(deg) - 53 + 1074 / deg;
}

bool isect_exact_scale(double *v, int n, int deg) {
    int emax = INT_MIN, emin = INT_MAX;
    for (int i = 0; i < n; i++) {
        if (v[i] != 0) {
            int e = ilogb(v[i]);
            emax = e > emax ? e : emax;
            emin = e < emin ? e : emin;
        }
    }
    if (emax == INT_MIN)
        return true; /* all zero */
    if (emax - emin > isect_exact_scale_span(deg))
        return false;
    /* After scaling |x| < 2^(emax + s + 1) = 2^top; granularity follows from the span. */
    int s = top_exponent(deg) - 1 - emax;
    for (int i = 0; i < n; i++)
        v[i] = ldexp(v[i], s);
    return true;
}
