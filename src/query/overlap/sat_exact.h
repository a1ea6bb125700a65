/* What the overlap family's separating-axis tests share (obb.c: box against box; box_tri.c:
 * box against triangle): the exact sign of an axis, the readying of lengths and axis
 * components for its exact evaluation, and the helpers of their quick filters. Private to
 * src/query/overlap/. */
#ifndef ISECT_QUERY_OVERLAP_SAT_EXACT_H
#define ISECT_QUERY_OVERLAP_SAT_EXACT_H

#include <math.h>
#include <stdbool.h>
#include <string.h>

#include "isect/config.h"

#include "exact/expansion.h"
#include "exact/integer.h"
#include "exact/number.h"
#include "exact/scale.h"

/* |x|, exactly. */
static inline isect_xp sat_xp_abs(isect_xp_arena *ar, isect_xp x, isect_xp zero) {
    return isect_xp_sign(x) < 0 ? isect_xp_sub(ar, zero, x) : x;
}

/* sign(|x| - y): an axis separates exactly when it is positive. */
static inline int sat_xp_excess(isect_xp_arena *ar, isect_xp x, isect_xp y, isect_xp zero) {
    return isect_xp_sign(isect_xp_sub(ar, sat_xp_abs(ar, x, zero), y));
}

/* Readies the arena for an exact polynomial of total degree deg in nl lengths len (scaled in
 * place) and na axis components (at most 30 values in all), homogeneous in the lengths, and
 * returns the shift s of integer mode (0 in expansion mode). Expansion mode unless integer is
 * asked for: when every non-zero axis component x has 2^(52 - 1074/deg) <= |x| < 2 (so it is a
 * multiple of 2^-(1074/deg)) and isect_exact_scale can scale the lengths for degree deg (each
 * then a multiple of 2^-(1074/deg), below 2^(1016/deg - 2)): every monomial of deg such
 * factors is a multiple of 2^-1074 and far below the overflow threshold, so no expansion
 * product underflows or overflows. Integer mode otherwise: s >= 0 makes every input an
 * integer (isect_xp_group_shift over all of them); the caller enters lengths and axes times
 * 2^s (and any input whose terms need it, e.g. half extents, times a further power, so that
 * every term of each polynomial is scaled alike). */
static inline int sat_exact_prepare(isect_xp_arena *arena, double *len, int nl, const double *axes,
                                    int na, int deg, bool integer) {
    double axis_min = ldexp(1, 52 - 1074 / deg);
    bool expansion = !integer;
    for (int i = 0; i < na && expansion; i++) {
        double x = fabs(axes[i]);
        expansion = (x == 0) | ((x >= axis_min) & (x < 2));
    }
    double saved[30];
    memcpy(saved, len, (size_t)nl * sizeof *len);
    expansion = expansion && isect_exact_scale(len, nl, deg);
    isect_xp_reset(arena, !expansion);
    if (expansion)
        return 0;
    double all[30];
    memcpy(len, saved, (size_t)nl * sizeof *len);
    memcpy(all, len, (size_t)nl * sizeof *len);
    memcpy(all + nl, axes, (size_t)na * sizeof *axes);
    int s = isect_xp_group_shift(all, nl + na);
    return s > 0 ? s : 0;
}

/* The body of a separating-axis test's full path: its filter (int filter(p, &open): 1
 * certainly apart, 0 certainly overlapping, -1 with the open axes), then the exact signs of
 * the open axes (bool exact(p, open, integer, &full): true when none separates) in
 * expansions, retried in integers (which always fit) when the arena ran out. */
#define SAT_FULL_PATH(filter, exact, p)                                                            \
    do {                                                                                           \
        unsigned open_;                                                                            \
        int f_ = filter(p, &open_);                                                                \
        if (f_ >= 0)                                                                               \
            return f_ == 0;                                                                        \
        bool full_ = false;                                                                        \
        bool meets_ = exact(p, open_, false, &full_);                                              \
        return full_ ? exact(p, open_, true, &full_) : meets_;                                     \
    } while (0)

static inline double sat_dmax(double x, double y) {
    return x > y ? x : y;
}

/* A non-zero input below fx_leaf_min(6): it could let a product of degree <= 6 underflow. */
static inline int sat_tiny(double x) {
    return (fabs(x) < 0x1p-118) & (x != 0);
}

/* Must a quick filter give way, some input being tiny? Only in the double build: float
 * inputs let nothing of degree <= 6 underflow (exact/filter.h). */
static inline bool sat_give_way(int tiny) {
#if ISECT_USE_DOUBLE
    return tiny != 0;
#else
    (void)tiny;
    return false;
#endif
}

#endif
