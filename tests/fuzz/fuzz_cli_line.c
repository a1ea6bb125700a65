/* tests/fuzz/fuzz_cli_line.c -- one line of the isect command's query language, any
 * bytes, through the parser, the evaluator, both printers and the SVG panel, as
 * `isect run` treats a line.
 *
 * Input: the first byte picks the digits (1 to 40, as --digits allows); the rest up to
 * the first newline is the line (isect run reads lines with getline).
 *
 * Checks, besides no crash, leak, hang or undefined behaviour:
 * - cli_parse answers 1 (a query with its table entry), 0 (blank or comment) or -1 (an
 *   error whose column lies within the line or just past it, with a message);
 * - the text output is one line of valid UTF-8 with no control character but tab;
 * - the JSON output is one line holding one JSON object (RFC 8259), valid UTF-8;
 * - a drawn query's SVG (2D, or a 3D closest point or test) is valid UTF-8 with no control
 *   character but tab and newline (XML allows both; a caption keeps the line's tabs), has
 *   no NaN or infinite coordinate and stays under a megabyte. */
#include "fuzz_cli.h"

#include <stdint.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static cli_query Q;

static void check_text(const fz_sink *k) {
    if (k->len == 0 || k->text[k->len - 1] != '\n' || memchr(k->text, '\n', k->len - 1))
        fz_cli_fail("text: not exactly one line", k->text, k->len);
    if (!fz_clean_utf8(k->text, k->len - 1, "\t"))
        fz_cli_fail("text: invalid UTF-8 or a control character", k->text, k->len);
}

static void check_json(const fz_sink *k) {
    if (!fz_clean_utf8(k->text, k->len, "\n"))
        fz_cli_fail("JSON: invalid UTF-8 or a raw control character", k->text, k->len);
    if (!fz_json_line(k->text, k->len))
        fz_cli_fail("JSON: not one line holding one object", k->text, k->len);
}

static void check_svg(const fz_sink *k) {
    if (!fz_clean_utf8(k->text, k->len, "\t\n"))
        fz_cli_fail("SVG: invalid UTF-8 or a control character", k->text, k->len);
    if (k->len > (1u << 20))
        fz_cli_fail("SVG: over a megabyte for one panel", k->text, 200);
    static const char *const bad[] = {"=\"nan", "=\"-nan", "=\"inf", "=\"-inf"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        const char *at = k->text;
        while ((at = memchr(at, '=', k->len - (size_t)(at - k->text))) != NULL) {
            if ((size_t)(k->text + k->len - at) >= strlen(bad[i]) &&
                memcmp(at, bad[i], strlen(bad[i])) == 0)
                fz_cli_fail("SVG: a coordinate that is not a number", k->text, k->len);
            at++;
        }
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size == 0)
        return 0;
    cli_print_opts text = {false, 1 + data[0] % 40}, json = {true, text.digits};
    const char *line = (const char *)data + 1;
    const char *nl = memchr(line, '\n', size - 1);
    size_t len = nl ? (size_t)(nl - line) : size - 1;

    cli_error err = {0, ""};
    int rc = cli_parse(line, len, &Q, &err);
    fz_sink t, j;
    cli_out *to = fz_sink_open(&t), *jo = fz_sink_open(&j);
    if (rc < 0) {
        if (err.col < 1 || (size_t)err.col > len + 1 || !err.msg[0] ||
            !memchr(err.msg, '\0', sizeof err.msg))
            fz_cli_fail("an error without a column in the line or a message", line, len);
        cli_print_error(to, 7, &err, &text);
        cli_print_error(jo, 7, &err, &json);
    } else if (rc == 0) {
        cli_print_blank(to, 7, line, len, &text);
        cli_print_blank(jo, 7, line, len, &json);
    } else {
        if (rc != 1 || !Q.entry || Q.nshapes < 1 || Q.nshapes > CLI_MAX_SHAPES ||
            (Q.dim != 2 && Q.dim != 3))
            fz_cli_fail("a query without its table entry", line, len);
        cli_result r;
        cli_eval(&Q, &r);
        cli_print_text(to, &Q, &r, &text);
        cli_print_json(jo, 7, &Q, &r, &json);
        if (svg_can_draw(&Q, &r)) {
            char caption[160]; /* a C string, as isect.c gives it */
            size_t clen = len < sizeof caption ? len : sizeof caption - 1;
            memcpy(caption, line, clen);
            caption[clen] = '\0';
            cli_svg *g = svg_open(1, text.digits);
            if (!g || !svg_add(g, caption, &Q, &r))
                fz_cli_fail("a drawable query the SVG would not take", line, len);
            fz_sink s;
            fz_sink_open(&s);
            out_flush(&s.out);
            if (svg_print(g, s.f) < 0)
                fz_cli_fail("SVG: writing into memory failed", line, len);
            fz_sink_close(&s);
            svg_close(g);
            check_svg(&s);
            free(s.text);
        }
    }
    fz_sink_close(&t);
    fz_sink_close(&j);
    check_text(&t);
    check_json(&j);
    free(t.text);
    free(j.text);
    return 0;
}
