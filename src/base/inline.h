/* Function attributes every layer uses. ISECT_INLINE: the hot paths, inlined into each
 * caller (a kind or dimension is then a constant); ISECT_COLD: the rare exact halves, out
 * of line; ISECT_NOINLINE: a full path kept out of line so that the fast path in front of
 * it stays a small function with few registers to save. The coverage build (make coverage) keeps
 * one body of each ISECT_INLINE function instead, so that a source branch is counted once rather
 * than once per instantiation (where its condition may be a constant). */
#ifndef ISECT_BASE_INLINE_H
#define ISECT_BASE_INLINE_H

#if defined(ISECT_COVERAGE_BUILD)
#define ISECT_INLINE static __attribute__((noinline))
#define ISECT_COLD __attribute__((noinline, cold))
#define ISECT_NOINLINE __attribute__((noinline))
#elif defined(__GNUC__)
#define ISECT_INLINE static inline __attribute__((always_inline))
#define ISECT_COLD __attribute__((noinline, cold))
#define ISECT_NOINLINE __attribute__((noinline))
#else
#define ISECT_INLINE static inline
#define ISECT_COLD
#define ISECT_NOINLINE
#endif

#endif
