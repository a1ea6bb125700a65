/* Walking the k-element subsets of {0, ..., n - 1} in lexicographic order (the exact
 * searches over small sets of planes: point_hull_planes.c, overlap/halfspace.c). */
#ifndef ISECT_BASE_COMBINATION_H
#define ISECT_BASE_COMBINATION_H

#include <stdbool.h>

/* Steps pick[0..k-1] (increasing, each < n) to the next subset; false after the last. */
static inline bool isect_next_combination(int *pick, int k, int n) {
    int a = k - 1;
    while (a >= 0 && pick[a] == n - k + a)
        a--;
    if (a < 0)
        return false;
    pick[a]++;
    for (int b = a + 1; b < k; b++)
        pick[b] = pick[b - 1] + 1;
    return true;
}

#endif
