/* See scale.h for the derivation of the two limits. */
#include "exact/scale.h"

#include "exact/expansion.h"
#include "exact/integer.h"
#include "base/vec.h"

#include <limits.h>
#include <math.h>
#include <stdint.h>
#include <string.h>

/* ilogb(x) for x != 0, from the bits when x is normal (no library call). */
static int exponent_of(double x) {
    uint64_t bits;
    memcpy(&bits, &x, sizeof bits);
    int biased = (int)((bits >> 52) & 0x7ff);
    return biased ? biased - 1023 : ilogb(x);
}

static int top_exponent(int deg) {
    return 1016 / deg - 2;
}

int isect_exact_scale_span(int deg) {
    return top_exponent(deg) - 53 + 1074 / deg;
}

/* isect_exact_scale, also giving the exponent s of the scaling (v times 2^s). */
static bool scale_group(double *v, int n, int deg, int *s_out) {
    int emax = INT_MIN, emin = INT_MAX;
    *s_out = 0;
    for (int i = 0; i < n; i++) {
        if (v[i] != 0) {
            int e = exponent_of(v[i]);
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
        v[i] = dv_scale(v[i], s);
    *s_out = s;
    return true;
}

bool isect_exact_scale(double *v, int n, int deg) {
    int s;
    return scale_group(v, n, deg, &s);
}

void isect_exact_prepare(struct isect_xp_arena *arena, double *const *groups, const int *sizes,
                         int ng, int deg, int *shift) {
    enum { MAX_GROUPS = 4, MAX_GROUP = 16 }; /* the callers' largest */
    double saved[MAX_GROUPS][MAX_GROUP];
    bool scaled = true;
    ng = ng < MAX_GROUPS ? ng : MAX_GROUPS;
    for (int g = 0; g < ng; g++) {
        for (int i = 0; i < sizes[g] && i < MAX_GROUP; i++)
            saved[g][i] = groups[g][i];
        shift[g] = 0;
    }
    for (int g = 0; g < ng && scaled; g++)
        scaled = scale_group(groups[g], sizes[g], deg, &shift[g]);
    isect_xp_reset(arena, !scaled);
    if (scaled)
        return;
    for (int g = 0; g < ng; g++) { /* integer mode works on the raw values */
        for (int i = 0; i < sizes[g] && i < MAX_GROUP; i++)
            groups[g][i] = saved[g][i];
        shift[g] = isect_xp_group_shift(groups[g], sizes[g]);
    }
}

void isect_exact_prepare_integer(struct isect_xp_arena *arena, double *const *groups,
                                 const int *sizes, int ng, int *shift) {
    isect_xp_reset(arena, true);
    for (int g = 0; g < ng; g++)
        shift[g] = isect_xp_group_shift(groups[g], sizes[g]);
}

void isect_exact_select(struct isect_xp_arena *arena, int shift) {
    arena->shift = shift;
}
