/* The README's first example: where does a segment enter a circle? */
#include <isect/isect.h>
#include <stdio.h>

int main(void) {
    isect_seg2 seg = {{3, 2}, {10, 6}};
    isect_circle2 circle = {{10, 4}, 3};
    isect_find_result2 r = isect_find_seg2_circle2(&seg, &circle);
    if (r.hit)
        printf("enters at (%g, %g), t = %g, %d crossing(s)\n", r.point[0].x, r.point[0].y, r.t[0],
               r.count);
    return 0;
}
