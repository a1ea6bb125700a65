/* The exact number of expansion.h and integer.h: a view of a value stored in an arena,
 * and the arena, a caller's stack buffer handed out front to back (see expansion.h for
 * the two representations). Types only, so that both modes can include it. */
#ifndef ISECT_EXACT_NUMBER_H
#define ISECT_EXACT_NUMBER_H

#include <float.h>
#include <stdbool.h>
#include <stdint.h>

#if !defined(FLT_EVAL_METHOD) || FLT_EVAL_METHOD != 0
#error "isect's exact arithmetic needs FLT_EVAL_METHOD == 0 (SSE2 or another IEEE double unit)"
#endif
#if defined(__FAST_MATH__)
#error "isect cannot be compiled with -ffast-math: its exact arithmetic needs IEEE rounding"
#endif

/** A read-only view of an exact number stored in an arena. Sixteen bytes, so that it
 * travels in registers between the operations. */
typedef struct isect_xp {
    union {
        const double *c;      /* expansion components (expansion mode) */
        const uint32_t *limb; /* magnitude, least significant limb first (integer mode) */
    };
    int n;        /* components or limbs; 0 means the value 0 */
    bool neg;     /* integer mode: the value is negative */
    bool integer; /* which of the two the view holds */
} isect_xp;

typedef struct isect_xp_arena {
    double *buf;     /* expansion storage, cap doubles */
    uint32_t *limbs; /* the same storage as 2 * cap limbs */
    int cap;         /* in doubles */
    int used;        /* in doubles or limbs, by mode */
    bool full;
    bool integer; /* integer mode (see above) */
    int shift;    /* integer mode: the current group's inputs are scaled by 2^shift */
} isect_xp_arena;

/* Declares an arena named `name` with `capacity` doubles of stack storage. */
#define ISECT_XP_ARENA(name, capacity)                                                             \
    union {                                                                                        \
        double d[capacity];                                                                        \
        uint32_t u[2 * (capacity)];                                                                \
    } name##_storage;                                                                              \
    isect_xp_arena name = {name##_storage.d, name##_storage.u, (capacity), 0, false, false, 0}

#endif
