/* White-box checks of the fast paths: input families and bitwise comparison (see
 * fast_path.h). */
#include "check/fast_path.h"

#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

isect_real fp_coord(gen_rng *rng, int mode, int scale_exp) {
    double x;
    switch (mode) {
    case FP_INTEGER: x = (double)gen_int(rng, -3, 3); break;
    case FP_NUDGED:
        x = (double)gen_ulps((isect_real)gen_int(rng, -3, 3), (int)gen_int(rng, -4, 4));
        break;
    case FP_MIXED: x = gen_range(rng, -1, 1) * ldexp(1, (int)gen_int(rng, -40, 40)); break;
    default: x = gen_range(rng, -1, 1); break;
    }
    return (isect_real)ldexp(x, scale_exp);
}

int fp_scale(gen_rng *rng) {
#if ISECT_USE_DOUBLE
    const int top = 1000;
#else
    const int top = 120;
#endif
    if (gen_int(rng, 0, 1) == 0)
        return 0;
    return (int)gen_int(rng, -top, top);
}

bool fp_same_bits(const char *name, long index, const char *field, const void *fast,
                  const void *full, unsigned long size) {
    if (memcmp(fast, full, size) == 0)
        return true;
    fprintf(stderr, "%s case %ld: field %s differs between the fast and the full path\n", name,
            index, field);
    return false;
}

bool fp_same_reals(const char *name, long index, const char *field, const isect_real *fast,
                   const isect_real *full, int n) {
    for (int i = 0; i < n; i++) {
        if (memcmp(&fast[i], &full[i], sizeof fast[i]) != 0) {
            fprintf(stderr,
                    "%s case %ld: %s[%d] differs between the fast path (%.17g) and the full "
                    "path (%.17g)\n",
                    name, index, field, i, (double)fast[i], (double)full[i]);
            return false;
        }
    }
    return true;
}

bool fp_same_closest3(const char *name, long index, const isect_closest_result3 *fast,
                      const isect_closest_result3 *full) {
    isect_real a[9] = {fast->dist_sq,   fast->s,         fast->t,
                       fast->point_a.x, fast->point_a.y, fast->point_a.z,
                       fast->point_b.x, fast->point_b.y, fast->point_b.z};
    isect_real b[9] = {full->dist_sq,   full->s,         full->t,
                       full->point_a.x, full->point_a.y, full->point_a.z,
                       full->point_b.x, full->point_b.y, full->point_b.z};
    return fp_same_reals(name, index, "(dist_sq s t point_a point_b)", a, b, 9) &&
           fp_same_bits(name, index, "flags", &fast->flags, &full->flags, sizeof fast->flags);
}

bool fp_same_closest2(const char *name, long index, const isect_closest_result2 *fast,
                      const isect_closest_result2 *full) {
    isect_real a[7] = {fast->dist_sq,   fast->s,         fast->t,        fast->point_a.x,
                       fast->point_a.y, fast->point_b.x, fast->point_b.y};
    isect_real b[7] = {full->dist_sq,   full->s,         full->t,        full->point_a.x,
                       full->point_a.y, full->point_b.x, full->point_b.y};
    return fp_same_reals(name, index, "(dist_sq s t point_a point_b)", a, b, 7) &&
           fp_same_bits(name, index, "flags", &fast->flags, &full->flags, sizeof fast->flags);
}

isect_real fp_radius(gen_rng *rng, int mode, int scale_exp) {
    switch (gen_int(rng, 0, 15)) {
    case 0: return 0;
    case 1: return (isect_real)ldexp(gen_range(rng, 0, 1), scale_exp - (int)gen_int(rng, 20, 600));
    default: return (isect_real)fabs((double)fp_coord(rng, mode, scale_exp)) * 2;
    }
}

long fp_cases(long fallback) {
    const char *env = getenv("ISECT_FAST_PATH_CASES");
    long n = env ? strtol(env, NULL, 10) : 0;
    return n > 0 ? n : fallback;
}

bool fp_same_feature3(const char *name, long index, const isect_closest_feature_result3 *fast,
                      const isect_closest_feature_result3 *full) {
    isect_real a[7] = {fast->dist_sq,   fast->point_a.x, fast->point_a.y, fast->point_a.z,
                       fast->point_b.x, fast->point_b.y, fast->point_b.z};
    isect_real b[7] = {full->dist_sq,   full->point_a.x, full->point_a.y, full->point_a.z,
                       full->point_b.x, full->point_b.y, full->point_b.z};
    return fp_same_reals(name, index, "(dist_sq point_a point_b)", a, b, 7) &&
           fp_same_reals(name, index, "bary_a", fast->bary_a, full->bary_a, 4) &&
           fp_same_reals(name, index, "bary_b", fast->bary_b, full->bary_b, 4) &&
           fp_same_bits(name, index, "feature_a", &fast->feature_a, &full->feature_a,
                        sizeof fast->feature_a) &&
           fp_same_bits(name, index, "feature_b", &fast->feature_b, &full->feature_b,
                        sizeof fast->feature_b) &&
           fp_same_bits(name, index, "flags", &fast->flags, &full->flags, sizeof fast->flags);
}

bool fp_same_feature2(const char *name, long index, const isect_closest_feature_result2 *fast,
                      const isect_closest_feature_result2 *full) {
    isect_real a[5] = {fast->dist_sq, fast->point_a.x, fast->point_a.y, fast->point_b.x,
                       fast->point_b.y};
    isect_real b[5] = {full->dist_sq, full->point_a.x, full->point_a.y, full->point_b.x,
                       full->point_b.y};
    return fp_same_reals(name, index, "(dist_sq point_a point_b)", a, b, 5) &&
           fp_same_reals(name, index, "bary_a", fast->bary_a, full->bary_a, 4) &&
           fp_same_reals(name, index, "bary_b", fast->bary_b, full->bary_b, 4) &&
           fp_same_bits(name, index, "feature_a", &fast->feature_a, &full->feature_a,
                        sizeof fast->feature_a) &&
           fp_same_bits(name, index, "feature_b", &fast->feature_b, &full->feature_b,
                        sizeof fast->feature_b) &&
           fp_same_bits(name, index, "flags", &fast->flags, &full->flags, sizeof fast->flags);
}

isect_vec2 fp_lerp2(isect_vec2 p, isect_vec2 q, isect_real t) {
    return (isect_vec2){p.x + (q.x - p.x) * t, p.y + (q.y - p.y) * t};
}

isect_vec3 fp_lerp3(isect_vec3 p, isect_vec3 q, isect_real t) {
    return (isect_vec3){p.x + (q.x - p.x) * t, p.y + (q.y - p.y) * t, p.z + (q.z - p.z) * t};
}

isect_vec2 fp_draw2(gen_rng *rng, int mode, int scale_exp) {
    return (isect_vec2){fp_coord(rng, mode, scale_exp), fp_coord(rng, mode, scale_exp)};
}

isect_vec3 fp_draw3(gen_rng *rng, int mode, int scale_exp) {
    return (isect_vec3){fp_coord(rng, mode, scale_exp), fp_coord(rng, mode, scale_exp),
                        fp_coord(rng, mode, scale_exp)};
}

void fp_reshape_seg2(gen_rng *rng, const isect_seg2 *a, isect_seg2 *b, bool wild) {
    switch (gen_int(rng, 0, wild ? 15 : 9)) {
    case 0: b->p1 = fp_lerp2(b->p0, fp_lerp2(a->p0, a->p1, (isect_real)0.375), 2); break;
    case 1: b->p1 = fp_lerp2(b->p0, a->p1, 2); break;
    case 2:
        b->p1 = (isect_vec2){b->p0.x + (a->p1.x - a->p0.x), b->p0.y + (a->p1.y - a->p0.y)};
        break;
    case 3: b->p0 = a->p1; break;
    case 4:
        b->p0 = fp_lerp2(a->p0, a->p1, (isect_real)0.75);
        b->p1 = fp_lerp2(a->p0, a->p1, (isect_real)1.5);
        break;
    case 5: b->p1 = b->p0; break;
    case 6: b->p0.x = gen_int(rng, 0, 1) ? (isect_real)INFINITY : (isect_real)NAN; break;
    default: break;
    }
}

void fp_reshape_seg3(gen_rng *rng, const isect_seg3 *a, isect_seg3 *b) {
    switch (gen_int(rng, 0, 9)) {
    case 0: b->p1 = fp_lerp3(b->p0, fp_lerp3(a->p0, a->p1, (isect_real)0.375), 2); break;
    case 1: b->p1 = fp_lerp3(b->p0, a->p1, 2); break;
    case 2:
        b->p1 = (isect_vec3){b->p0.x + (a->p1.x - a->p0.x), b->p0.y + (a->p1.y - a->p0.y),
                             b->p0.z + (a->p1.z - a->p0.z)};
        break;
    case 3: b->p0 = a->p1; break;
    default: break;
    }
}
