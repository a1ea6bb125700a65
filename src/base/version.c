/* Library identity: unsuffixed symbols that answer for the library actually linked. */
#include "isect/base.h"

bool isect_is_double(void) {
    return ISECT_USE_DOUBLE != 0;
}

const char *isect_version(void) {
    return ISECT_VERSION_STRING;
}
