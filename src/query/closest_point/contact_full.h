/* The careful paths of the contacts of round solids (contact.c), behind their direct paths.
 *
 * Where the magnitudes are ordinary and the closest queries' fast paths answer, the public
 * functions build the contact on the inputs as given, from those fast paths' closest pair
 * (the values the careful path's closest pair has) and with the careful path's formulas; the
 * careful path (contact_of: the frame scaled by a power of two, the general closest pair)
 * answers everything else. Declared here so that tests/test_fast_path_contact.c can compare
 * the two. */
#ifndef ISECT_QUERY_CLOSEST_POINT_CONTACT_FULL_H
#define ISECT_QUERY_CLOSEST_POINT_CONTACT_FULL_H

#include "isect/overlap.h"

#define isect_find_sphere3_sphere3_full ISECT_NAME(isect_find_sphere3_sphere3_full)
#define isect_find_sphere3_capsule3_full ISECT_NAME(isect_find_sphere3_capsule3_full)
#define isect_find_capsule3_capsule3_full ISECT_NAME(isect_find_capsule3_capsule3_full)

isect_contact_result3 isect_find_sphere3_sphere3_full(const isect_sphere3 *a,
                                                      const isect_sphere3 *b);
isect_contact_result3 isect_find_sphere3_capsule3_full(const isect_sphere3 *sphere,
                                                       const isect_capsule3 *capsule);
isect_contact_result3 isect_find_capsule3_capsule3_full(const isect_capsule3 *a,
                                                        const isect_capsule3 *b);

#endif
