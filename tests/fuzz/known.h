/* tests/fuzz/known.h -- open findings: library defects the fuzz targets have found that
 * are not fixed yet. Each switch keeps the targets from stepping on one of them again, so
 * that `make test` and `make fuzz` stay useful meanwhile, and names its reproducer under
 * tests/fuzz/findings/. A build with -DFZ_OPEN_DEFAULT=0 (in CMAKE_C_FLAGS) turns them all
 * off and shows the findings again. When the library is fixed: delete the switch and its
 * uses, check that the reproducer passes (fuzz_<target> findings/<target>/<name>), add a
 * unit test, and move the reproducer to corpus/<target>/finding-<name>, where every run
 * replays it. A switch reads, for example:
 *
 *   // what goes wrong, for which input. findings/plane/<name>
 *   #define FZ_OPEN_<NAME> FZ_OPEN_DEFAULT
 *
 * and the target skips the one check it breaks with `if (FZ_OPEN_<NAME> && ...)`. */
#ifndef ISECT_FUZZ_KNOWN_H
#define ISECT_FUZZ_KNOWN_H

#include "contract.h"

#ifndef FZ_OPEN_DEFAULT
#define FZ_OPEN_DEFAULT 1
#endif

#endif
