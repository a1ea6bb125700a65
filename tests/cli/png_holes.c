/* png_holes: the watertightness check of a rendered closed convex mesh.
 *
 *   png_holes FILE.png R G B
 *
 * The picture of a convex solid is a convex region, so along every row and every
 * column its pixels form one unbroken run. A pixel of the background colour (R, G, B)
 * between the first and the last non-background pixel of a row or column is a ray that
 * slipped through the mesh: a crack. Prints the silhouette's size and the number of such
 * pixels; exits 0 only when the silhouette is not empty and there are none. Reads the PNG
 * with libpng's simplified API (independently of the renderer). */
#include <png.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv) {
    if (argc != 5) {
        fprintf(stderr, "usage: png_holes FILE.png R G B\n");
        return 2;
    }
    png_image im;
    memset(&im, 0, sizeof im);
    im.version = PNG_IMAGE_VERSION;
    if (!png_image_begin_read_from_file(&im, argv[1])) {
        fprintf(stderr, "png_holes: %s: %s\n", argv[1], im.message);
        return 2;
    }
    im.format = PNG_FORMAT_RGB;
    size_t w = im.width, h = im.height;
    unsigned char *px = malloc(PNG_IMAGE_SIZE(im));
    if (!px || !png_image_finish_read(&im, NULL, px, 0, NULL)) {
        fprintf(stderr, "png_holes: cannot read %s\n", argv[1]);
        return 2;
    }
    unsigned char bg[3] = {(unsigned char)atoi(argv[2]), (unsigned char)atoi(argv[3]),
                           (unsigned char)atoi(argv[4])};
#define IS_BG(i, j) (memcmp(px + ((j)*w + (i)) * 3, bg, 3) == 0)
    size_t inside = 0, holes = 0;
    for (size_t j = 0; j < h; j++) {
        size_t lo = w, hi = 0;
        for (size_t i = 0; i < w; i++)
            if (!IS_BG(i, j)) {
                if (lo == w)
                    lo = i;
                hi = i;
                inside++;
            }
        for (size_t i = lo; lo < w && i <= hi; i++)
            if (IS_BG(i, j)) {
                holes++;
                if (holes <= 10)
                    fprintf(stderr, "crack at pixel (%zu, %zu) (row run)\n", i, j);
            }
    }
    for (size_t i = 0; i < w; i++) {
        size_t lo = h, hi = 0;
        for (size_t j = 0; j < h; j++)
            if (!IS_BG(i, j)) {
                if (lo == h)
                    lo = j;
                hi = j;
            }
        for (size_t j = lo; lo < h && j <= hi; j++)
            if (IS_BG(i, j)) {
                holes++;
                if (holes <= 10)
                    fprintf(stderr, "crack at pixel (%zu, %zu) (column run)\n", i, j);
            }
    }
    printf("%zux%zu image, %zu silhouette pixels, %zu background pixels inside it\n", w, h, inside,
           holes);
    free(px);
    return inside > 0 && holes == 0 ? 0 : 1;
}
