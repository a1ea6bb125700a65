/* isect/base.h -- the scalar type, symbol naming and library identity.
 *
 * Every public function of isect is declared through ISECT_NAME, which appends the
 * precision to the linker symbol: isect_test_seg3_sphere3 is the symbol
 * isect_test_seg3_sphere3_d in the double build and ..._f in the float build. Source
 * code always uses the plain name; a program compiled against the float headers
 * therefore fails to link against the double library instead of silently passing
 * floats where doubles are expected. */
#ifndef ISECT_BASE_H
#define ISECT_BASE_H

#include <stdbool.h>
#include <stddef.h>

#include "isect/config.h"

#ifdef __cplusplus
extern "C" {
#endif

#if ISECT_USE_DOUBLE
/** The coordinate type of every public shape and result. */
typedef double isect_real;
#define ISECT_NAME(name) name##_d
#else
typedef float isect_real;
#define ISECT_NAME(name) name##_f
#endif

/* Symbol visibility: the shared library exports only what is declared ISECT_API. */
#if defined(_WIN32) && defined(ISECT_SHARED_BUILD)
#define ISECT_API __declspec(dllexport)
#elif defined(_WIN32) && defined(ISECT_SHARED)
#define ISECT_API __declspec(dllimport)
#elif defined(__GNUC__)
#define ISECT_API __attribute__((visibility("default")))
#else
#define ISECT_API
#endif

/** True when the *linked library* computes with double (its isect_real is double).
 * The symbol carries no precision suffix, so it answers for whichever library the
 * program actually linked: compare it with ISECT_USE_DOUBLE to check a deployment. */
ISECT_API bool isect_is_double(void);

/** The library's version, "MAJOR.MINOR.PATCH" (unsuffixed, like isect_is_double). */
ISECT_API const char *isect_version(void);

#ifdef __cplusplus
}
#endif

#endif
