/* tests/fuzz/fuzz_cli.h -- checks on what the isect command writes, shared by the fuzz
 * targets of the command (fuzz_cli_line.c, fuzz_cli_scene.c). They are written from the
 * standards, not from the command's code: UTF-8 by RFC 3629, JSON by RFC 8259. A failed
 * check prints what was written and aborts, which libFuzzer reports as a crash. */
#ifndef ISECT_FUZZ_CLI_H
#define ISECT_FUZZ_CLI_H

#define _POSIX_C_SOURCE 200809L
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

static inline void fz_cli_fail(const char *what, const char *text, size_t len) {
    fprintf(stderr, "fuzz check failed: %s\n--- output (%zu bytes) ---\n", what, len);
    fwrite(text, 1, len, stderr);
    fprintf(stderr, "\n---\n");
    abort();
}

/* An output buffer writing into memory. */
typedef struct fz_sink {
    char *text;
    size_t len;
    FILE *f;
    cli_out out;
} fz_sink;

static inline cli_out *fz_sink_open(fz_sink *k) {
    k->text = NULL;
    k->len = 0;
    k->f = open_memstream(&k->text, &k->len);
    if (!k->f)
        abort();
    out_init(&k->out, k->f);
    return &k->out;
}

/* Flushes and closes; k->text and k->len hold what was written (free k->text). */
static inline void fz_sink_close(fz_sink *k) {
    out_flush(&k->out);
    if (k->out.err)
        fz_cli_fail("a write into memory failed", "", 0);
    fclose(k->f);
}

/* Valid UTF-8 (RFC 3629: shortest forms, no surrogates, nothing past U+10FFFF), and no
 * control character but those in `allowed` (C0, DEL and C1 are controls). */
static inline bool fz_clean_utf8(const char *s, size_t n, const char *allowed) {
    const unsigned char *u = (const unsigned char *)s;
    for (size_t i = 0; i < n;) {
        unsigned c = u[i];
        if (c < 0x80) {
            if ((c < 0x20 || c == 0x7f) && (c == 0 || !strchr(allowed, (int)c)))
                return false;
            i++;
            continue;
        }
        size_t len = c >= 0xc2 && c <= 0xdf   ? 2
                     : c >= 0xe0 && c <= 0xef ? 3
                     : c >= 0xf0 && c <= 0xf4 ? 4
                                              : 0;
        if (!len || i + len > n)
            return false;
        unsigned cp = c & (0x7fu >> len);
        for (size_t k = 1; k < len; k++) {
            if ((u[i + k] & 0xc0) != 0x80)
                return false;
            cp = cp << 6 | (u[i + k] & 0x3fu);
        }
        if ((len == 3 && cp < 0x800) || (len == 4 && (cp < 0x10000 || cp > 0x10ffff)) ||
            (cp >= 0xd800 && cp <= 0xdfff) || (cp >= 0x80 && cp < 0xa0))
            return false;
        i += len;
    }
    return true;
}

/* ---- A JSON validator (RFC 8259), recursive descent over s[*i..n) ---------------------- */

static inline void fz_json_ws(const char *s, size_t n, size_t *i) {
    while (*i < n && (s[*i] == ' ' || s[*i] == '\t' || s[*i] == '\n' || s[*i] == '\r'))
        (*i)++;
}

static inline bool fz_json_lit(const char *s, size_t n, size_t *i, const char *w) {
    size_t k = strlen(w);
    if (n - *i < k || memcmp(s + *i, w, k) != 0)
        return false;
    *i += k;
    return true;
}

static inline bool fz_json_digits(const char *s, size_t n, size_t *i) {
    size_t start = *i;
    while (*i < n && s[*i] >= '0' && s[*i] <= '9')
        (*i)++;
    return *i > start;
}

static inline bool fz_json_number(const char *s, size_t n, size_t *i) {
    if (*i < n && s[*i] == '-')
        (*i)++;
    if (*i < n && s[*i] == '0')
        (*i)++;
    else if (!fz_json_digits(s, n, i))
        return false;
    if (*i < n && s[*i] == '.') {
        (*i)++;
        if (!fz_json_digits(s, n, i))
            return false;
    }
    if (*i < n && (s[*i] == 'e' || s[*i] == 'E')) {
        (*i)++;
        if (*i < n && (s[*i] == '+' || s[*i] == '-'))
            (*i)++;
        if (!fz_json_digits(s, n, i))
            return false;
    }
    return true;
}

static inline bool fz_json_string(const char *s, size_t n, size_t *i) {
    if (*i >= n || s[*i] != '"')
        return false;
    for ((*i)++; *i < n; (*i)++) {
        unsigned char c = (unsigned char)s[*i];
        if (c == '"') {
            (*i)++;
            return true;
        }
        if (c < 0x20)
            return false;
        if (c == '\\') {
            if (++*i >= n)
                return false;
            char e = s[*i];
            if (e == 'u') {
                for (int k = 0; k < 4; k++)
                    if (++*i >= n || !strchr("0123456789abcdefABCDEF", s[*i]) || !s[*i])
                        return false;
            } else if (!e || !strchr("\"\\/bfnrt", e)) {
                return false;
            }
        }
    }
    return false;
}

static inline bool fz_json_value(const char *s, size_t n, size_t *i, int depth) {
    if (depth > 16)
        return false;
    fz_json_ws(s, n, i);
    if (*i >= n)
        return false;
    char c = s[*i];
    if (c == '{' || c == '[') {
        char close = c == '{' ? '}' : ']';
        (*i)++;
        fz_json_ws(s, n, i);
        if (*i < n && s[*i] == close) {
            (*i)++;
            return true;
        }
        for (;;) {
            if (c == '{') {
                fz_json_ws(s, n, i);
                if (!fz_json_string(s, n, i))
                    return false;
                fz_json_ws(s, n, i);
                if (*i >= n || s[(*i)++] != ':')
                    return false;
            }
            if (!fz_json_value(s, n, i, depth + 1))
                return false;
            fz_json_ws(s, n, i);
            if (*i >= n)
                return false;
            if (s[*i] == close) {
                (*i)++;
                return true;
            }
            if (s[(*i)++] != ',')
                return false;
        }
    }
    if (c == '"')
        return fz_json_string(s, n, i);
    if (c == 't')
        return fz_json_lit(s, n, i, "true");
    if (c == 'f')
        return fz_json_lit(s, n, i, "false");
    if (c == 'n')
        return fz_json_lit(s, n, i, "null");
    return fz_json_number(s, n, i);
}

/* Exactly one line holding one JSON object. */
static inline bool fz_json_line(const char *s, size_t n) {
    if (n < 3 || s[0] != '{' || s[n - 1] != '\n' || memchr(s, '\n', n - 1))
        return false;
    size_t i = 0;
    if (!fz_json_value(s, n - 1, &i, 0))
        return false;
    return i == n - 1;
}

#endif
