/* tests/fuzz/fuzz_cli_scene.c -- a scene file for `isect render`, any bytes, through the
 * scene reader and the renderer (cli_scene_render_text), at most 16 pixels and 2000
 * triangles so that each input renders in well under a millisecond.
 *
 * Checks, besides no crash, leak, hang or undefined behaviour:
 * - the result is -1 (out of memory), 0 (rendered) or the number of lines with errors;
 * - rendered: a picture of 1 to 16 pixels and no message;
 * - errors: one message line for each, "isect: fuzz.scene: line L, col C: ..." with L an
 *   existing line, in increasing order, and C within that line or just past its end;
 * - the messages are valid UTF-8 with no control character but newline. */
#include "fuzz_cli.h"

#include <stdint.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define MAX_PIXELS 16
#define MAX_TRIANGLES 2000

/* The length of line L (1-based) of text[0..n), or -1 when there is no such line. */
static long line_length(const char *text, size_t n, long want) {
    long l = 1;
    size_t start = 0;
    for (size_t i = 0; i <= n; i++)
        if (i == n || text[i] == '\n') {
            if (l == want)
                return start < n || i > start ? (long)(i - start) : -1;
            l++;
            start = i + 1;
        }
    return -1;
}

static void check_messages(const fz_sink *k, const char *text, size_t n, int rc) {
    if (!fz_clean_utf8(k->text, k->len, "\n"))
        fz_cli_fail("messages: invalid UTF-8 or a control character", k->text, k->len);
    const char *p = k->text, *end = k->text + k->len;
    long count = 0, last = 0;
    while (p < end) {
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        if (!nl)
            fz_cli_fail("messages: the last one does not end its line", k->text, k->len);
        long line = 0, col = 0;
        int used = 0;
        static const char head[] = "isect: fuzz.scene: line ";
        if ((size_t)(nl - p) < sizeof head || memcmp(p, head, sizeof head - 1) != 0 ||
            sscanf(p + sizeof head - 1, "%ld, col %ld: %n", &line, &col, &used) != 2 || used == 0)
            fz_cli_fail("messages: not 'line L, col C: ...'", k->text, k->len);
        long len = line_length(text, n, line);
        if (line <= last || len < 0 || col < 1 || col > len + 1)
            fz_cli_fail("messages: a line or column outside the scene", k->text, k->len);
        last = line;
        count++;
        p = nl + 1;
    }
    if (count != rc)
        fz_cli_fail("messages: not one for each line with an error", k->text, k->len);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    const char *text = (const char *)data;
    fz_sink k;
    cli_image img = {-1, -1, (unsigned char *)&img};
    int rc = cli_scene_render_text("fuzz.scene", text, size, MAX_PIXELS, MAX_TRIANGLES,
                                   fz_sink_open(&k), &img);
    fz_sink_close(&k);
    if (rc < -1)
        fz_cli_fail("a result below -1", k.text, k.len);
    if (rc == 0) {
        if (!img.rgb || img.w < 1 || img.h < 1 || (long)img.w * img.h > MAX_PIXELS || k.len)
            fz_cli_fail("rendered: a picture out of bounds, or messages", k.text, k.len);
        free(img.rgb);
    } else {
        if (img.rgb)
            fz_cli_fail("errors, yet a picture", k.text, k.len);
        if (rc > 0)
            check_messages(&k, text, size, rc);
    }
    free(k.text);
    return 0;
}
