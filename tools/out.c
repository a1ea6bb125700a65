/* tools/out.c -- buffered output, number formatting, text and JSON printers. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <float.h>
#include <math.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cli.h"

/* ---- Buffer ------------------------------------------------------------------------- */

void out_init(cli_out *o, FILE *f) {
    o->f = f;
    o->err = 0;
    o->len = 0;
}

/* Writes s[0..n) to the FILE, keeping the first error. */
static void out_write(cli_out *o, const char *s, size_t n) {
    errno = 0;
    if (n && fwrite(s, 1, n, o->f) != n && !o->err)
        o->err = errno ? errno : EIO;
}

void out_flush(cli_out *o) {
    out_write(o, o->buf, o->len);
    o->len = 0;
}

void out_mem(cli_out *o, const char *s, size_t n) {
    if (o->len + n > sizeof o->buf) {
        out_flush(o);
        if (n > sizeof o->buf) {
            out_write(o, s, n);
            return;
        }
    }
    memcpy(o->buf + o->len, s, n);
    o->len += n;
}

void out_str(cli_out *o, const char *s) {
    out_mem(o, s, strlen(s));
}

void out_char(cli_out *o, char c) {
    if (o->len == sizeof o->buf)
        out_flush(o);
    o->buf[o->len++] = c;
}

void out_printf(cli_out *o, const char *fmt, ...) {
    char b[1024];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(b, sizeof b, fmt, ap);
    va_end(ap);
    if (n >= (int)sizeof b) { /* longer: format it again into the heap */
        char *h = malloc((size_t)n + 1);
        if (h) {
            va_start(ap, fmt);
            vsnprintf(h, (size_t)n + 1, fmt, ap);
            va_end(ap);
            out_mem(o, h, (size_t)n);
            free(h);
        } else if (!o->err) {
            o->err = ENOMEM;
        }
        return;
    }
    if (n > 0)
        out_mem(o, b, (size_t)n);
}

void out_int(cli_out *o, long v) {
    char b[24];
    int n = snprintf(b, sizeof b, "%ld", v);
    out_mem(o, b, (size_t)n);
}

/* ---- Progress ---------------------------------------------------------------------- */

double cli_seconds(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

void cli_progress_start(cli_progress *p, bool on) {
    p->on = on;
    p->shown = false;
    p->t0 = p->last = cli_seconds();
}

bool cli_progress_due(cli_progress *p, double after) {
    if (!p->on)
        return false;
    double t = cli_seconds();
    if (t - p->t0 < after || (p->shown && t - p->last < 0.25))
        return false;
    p->last = t;
    return true;
}

void cli_progress_show(cli_progress *p, const char *fmt, ...) {
    if (!p->on)
        return;
    va_list ap;
    va_start(ap, fmt);
    fputs("\r\033[K", stderr);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fflush(stderr);
    p->shown = true;
}

void cli_progress_clear(cli_progress *p) {
    if (p->shown)
        fputs("\r\033[K", stderr);
    p->shown = false;
}

/* ---- Text from the input ------------------------------------------------------------
 *
 * Lines may hold any bytes. What goes out is valid UTF-8 without controls: a terminal
 * never receives an escape sequence from a query file, and JSON always parses. */

size_t cli_utf8_char(const char *s, size_t n, unsigned *cp) {
    const unsigned char *u = (const unsigned char *)s;
    if (n == 0)
        return 0;
    if (u[0] < 0x80) {
        *cp = u[0];
        return 1;
    }
    size_t len = u[0] >= 0xc2 && u[0] <= 0xdf   ? 2
                 : u[0] >= 0xe0 && u[0] <= 0xef ? 3
                 : u[0] >= 0xf0 && u[0] <= 0xf4 ? 4
                                                : 0;
    if (len == 0 || len > n)
        return 0;
    unsigned c = u[0] & (0x7f >> len);
    for (size_t k = 1; k < len; k++) {
        if ((u[k] & 0xc0) != 0x80)
            return 0;
        c = c << 6 | (u[k] & 0x3f);
    }
    /* shortest form only, no surrogates, nothing past U+10FFFF */
    static const unsigned least[5] = {0, 0, 0x80, 0x800, 0x10000};
    if (c < least[len] || (c >= 0xd800 && c <= 0xdfff) || c > 0x10ffff)
        return 0;
    *cp = c;
    return len;
}

bool cli_unprintable(unsigned cp) {
    return (cp < 0x20 && cp != '\t') || (cp >= 0x7f && cp < 0xa0) || cp == 0x200e || cp == 0x200f ||
           (cp >= 0x2028 && cp <= 0x202e) || (cp >= 0x2066 && cp <= 0x2069);
}

void out_text_safe(cli_out *o, const char *s, size_t n) {
    static const char hex[] = "0123456789abcdef";
    size_t i = 0;
    while (i < n) {
        unsigned cp;
        size_t len = cli_utf8_char(s + i, n - i, &cp);
        if (len && !cli_unprintable(cp)) {
            out_mem(o, s + i, len);
            i += len;
            continue;
        }
        for (size_t k = 0; k < (len ? len : 1); k++, i++) {
            unsigned char b = (unsigned char)s[i];
            char e[4] = {'\\', 'x', hex[b >> 4], hex[b & 15]};
            out_mem(o, e, 4);
        }
    }
}

void out_json_string(cli_out *o, const char *s, size_t n) {
    static const char hex[] = "0123456789abcdef";
    out_char(o, '"');
    size_t i = 0;
    while (i < n) {
        unsigned cp;
        size_t len = cli_utf8_char(s + i, n - i, &cp);
        if (!len) { /* not UTF-8: the replacement character */
            out_str(o, "\\ufffd");
            i++;
        } else if (cp == '"' || cp == '\\') {
            out_char(o, '\\');
            out_char(o, (char)cp);
            i++;
        } else if (cp == '\t' || cp == '\n') {
            out_str(o, cp == '\t' ? "\\t" : "\\n");
            i++;
        } else if (cli_unprintable(cp)) {
            char e[6] = {'\\',        'u', hex[cp >> 12], hex[cp >> 8 & 15], hex[cp >> 4 & 15],
                         hex[cp & 15]};
            out_mem(o, e, 6);
            i += len;
        } else {
            out_mem(o, s + i, len);
            i += len;
        }
    }
    out_char(o, '"');
}

/* ---- Numbers -----------------------------------------------------------------------
 *
 * cli_format_real(v, P) prints exactly what printf("%.*g", P, v) prints, faster. With
 * E = floor(log10|v|) and k = P - 1 - E, the P significant digits are the integer
 * nearest to x = |v| 10^k. When |k| <= 27, 10^k is exact in x87 extended precision
 * (5^27 < 2^64), so x is one correctly rounded product or quotient, within 2^-64
 * relative of the true value: an absolute error below 0.006 for x < 10^17. Unless the
 * fraction of x lies within 0.05 of one half (where that error could change the
 * rounding), rounding x to the nearest integer therefore gives the correctly rounded
 * digits printf gives; the rest of the work is %g's layout (fixed or exponent form,
 * trailing zeros removed). Every other case (ties, far exponents, zero, inf, NaN, no
 * extended precision) is handed to snprintf. The tests compare the two on millions of
 * values. */
static const long double ld_pow10[28] = {1e0L,  1e1L,  1e2L,  1e3L,  1e4L,  1e5L,  1e6L,
                                         1e7L,  1e8L,  1e9L,  1e10L, 1e11L, 1e12L, 1e13L,
                                         1e14L, 1e15L, 1e16L, 1e17L, 1e18L, 1e19L, 1e20L,
                                         1e21L, 1e22L, 1e23L, 1e24L, 1e25L, 1e26L, 1e27L};

static int format_slow(char *buf, double v, int digits) {
    return snprintf(buf, CLI_REAL_CHARS, "%.*g", digits, v);
}

int cli_format_real(char *buf, double v, int digits) {
#if LDBL_MANT_DIG >= 64
    if (digits < 1 || digits > 17 || !isfinite(v) || v == 0)
        return format_slow(buf, v, digits);
    double a = fabs(v);
    int e2;
    frexp(a, &e2); /* a in [2^(e2-1), 2^e2) */
    int E = (int)floor((e2 - 1) * 0.30102999566398120);
    uint64_t D = 0;
    for (int attempt = 0; attempt < 3; attempt++) {
        int k = digits - 1 - E;
        if (k < -27 || k > 27)
            return format_slow(buf, v, digits);
        long double x = k >= 0 ? (long double)a * ld_pow10[k] : (long double)a / ld_pow10[-k];
        if (x < ld_pow10[digits - 1]) {
            E--;
            continue;
        }
        if (x >= ld_pow10[digits]) {
            E++;
            continue;
        }
        long double fl = floorl(x);
        long double f = x - fl;
        if (f > 0.45L && f < 0.55L)
            return format_slow(buf, v, digits);
        D = (uint64_t)fl + (f > 0.5L);
        if ((long double)D == ld_pow10[digits]) {
            D /= 10;
            E++;
        }
        goto layout;
    }
    return format_slow(buf, v, digits);
layout:;
    char dig[20];
    int nd = digits;
    for (int i = nd - 1; i >= 0; i--) {
        dig[i] = (char)('0' + D % 10);
        D /= 10;
    }
    while (nd > 1 && dig[nd - 1] == '0')
        nd--;
    char *p = buf;
    if (v < 0)
        *p++ = '-';
    if (E < -4 || E >= digits) {
        *p++ = dig[0];
        if (nd > 1) {
            *p++ = '.';
            memcpy(p, dig + 1, (size_t)nd - 1);
            p += nd - 1;
        }
        *p++ = 'e';
        int ex = E;
        *p++ = ex < 0 ? '-' : '+';
        if (ex < 0)
            ex = -ex;
        if (ex >= 100)
            *p++ = (char)('0' + ex / 100);
        *p++ = (char)('0' + ex / 10 % 10);
        *p++ = (char)('0' + ex % 10);
    } else if (E >= 0) {
        int ip = E + 1; /* digits before the point */
        for (int i = 0; i < ip; i++)
            *p++ = i < nd ? dig[i] : '0';
        if (nd > ip) {
            *p++ = '.';
            memcpy(p, dig + ip, (size_t)(nd - ip));
            p += nd - ip;
        }
    } else {
        *p++ = '0';
        *p++ = '.';
        for (int i = 0; i < -E - 1; i++)
            *p++ = '0';
        memcpy(p, dig, (size_t)nd);
        p += nd;
    }
    *p = '\0';
    return (int)(p - buf);
#else
    return format_slow(buf, v, digits);
#endif
}

static void out_real(cli_out *o, double v, const cli_print_opts *opt) {
    if (o->len + CLI_REAL_CHARS > sizeof o->buf)
        out_flush(o);
    o->len += (size_t)cli_format_real(o->buf + o->len, v, opt->digits);
}

/* JSON has no inf or NaN: the strings "inf", "-inf" and "nan" (results carry infinities
 * only at the unbounded ends of a line or ray lying in a plane; inputs may). */
static void out_jreal(cli_out *o, double v, const cli_print_opts *opt) {
    if (v != v)
        out_str(o, "\"nan\"");
    else if (!isfinite(v))
        out_str(o, v > 0 ? "\"inf\"" : "\"-inf\"");
    else
        out_real(o, v, opt);
}

static void out_vec(cli_out *o, const isect_real *v, int dim, const cli_print_opts *opt) {
    out_char(o, opt->json ? '[' : '(');
    for (int i = 0; i < dim; i++) {
        if (i)
            out_char(o, opt->json ? ',' : ' ');
        if (opt->json)
            out_jreal(o, v[i], opt);
        else
            out_real(o, v[i], opt);
    }
    out_char(o, opt->json ? ']' : ')');
}

/* ---- Words ---------------------------------------------------------------------------- */

static const struct {
    unsigned bit;
    const char *name;
} flag_names[] = {
    {ISECT_STARTED_INSIDE, "started-inside"},
    {ISECT_ENDED_INSIDE, "ended-inside"},
    {ISECT_TOUCHING, "touching"},
    {ISECT_DEGENERATE, "degenerate"},
    {ISECT_INVALID, "invalid"},
    {ISECT_SATURATED, "saturated"},
    {ISECT_PARALLEL, "parallel"},
    {ISECT_AMBIGUOUS, "ambiguous"},
};

const char *cli_flag_name(unsigned bit) {
    for (size_t i = 0; i < sizeof flag_names / sizeof flag_names[0]; i++)
        if (flag_names[i].bit == bit)
            return flag_names[i].name;
    return NULL;
}

static void text_flags(cli_out *o, unsigned flags) {
    for (size_t i = 0; i < sizeof flag_names / sizeof flag_names[0]; i++)
        if (flags & flag_names[i].bit) {
            out_str(o, "  ");
            out_str(o, flag_names[i].name);
        }
}

/* The pairs of a two- or three-plane result's masks: bit 0 a-b, bit 1 a-c, bit 2 b-c. */
static const char *const plane_pairs[3] = {"a-b", "a-c", "b-c"};
static const char *const meet_names[] = {"none", "point", "line", "plane", "invalid"};

static const char *meet_name(isect_planes_meet m) {
    return (unsigned)m < sizeof meet_names / sizeof meet_names[0] ? meet_names[m] : "invalid";
}

/* The pairs of a mask, comma-separated, each quoted for JSON. */
static void out_pairs(cli_out *o, unsigned mask, bool json) {
    bool first = true;
    for (int i = 0; i < 3; i++)
        if (mask & (1u << i)) {
            if (!first)
                out_char(o, ',');
            first = false;
            if (json)
                out_char(o, '"');
            out_str(o, plane_pairs[i]);
            if (json)
                out_char(o, '"');
        }
}

/* "  parallel a-b,b-c" (text) for a non-zero mask. */
static void text_pairs(cli_out *o, const char *what, unsigned mask) {
    if (!mask)
        return;
    out_str(o, "  ");
    out_str(o, what);
    out_char(o, ' ');
    out_pairs(o, mask, false);
}

/* ,"parallel":["a-b","b-c"] (JSON). */
static void json_pairs(cli_out *o, const char *what, unsigned mask) {
    out_str(o, ",\"");
    out_str(o, what);
    out_str(o, "\":[");
    out_pairs(o, mask, true);
    out_char(o, ']');
}

static void json_flags(cli_out *o, unsigned flags) {
    out_str(o, ",\"flags\":");
    out_int(o, (long)flags);
    out_str(o, ",\"flag_names\":[");
    bool first = true;
    for (size_t i = 0; i < sizeof flag_names / sizeof flag_names[0]; i++)
        if (flags & flag_names[i].bit) {
            if (!first)
                out_char(o, ',');
            first = false;
            out_char(o, '"');
            out_str(o, flag_names[i].name);
            out_char(o, '"');
        }
    out_char(o, ']');
}

static const char *loc_name(isect_location l) {
    switch (l) {
    case ISECT_OUTSIDE: return "outside";
    case ISECT_ON_BOUNDARY: return "on boundary";
    case ISECT_INSIDE: return "inside";
    default: return "invalid input";
    }
}

static const char *side_name(isect_side s) {
    switch (s) {
    case ISECT_FRONT: return "front";
    case ISECT_STRADDLING: return "straddling";
    case ISECT_BACK: return "back";
    default: return "invalid input";
    }
}

static const char *sign_meaning(const cli_query *q, int s) {
    if (s == ISECT_SIGN_INVALID)
        return "invalid input";
    if (q->kind == K_orient && q->dim == 2)
        return s > 0 ? "counterclockwise" : s < 0 ? "clockwise" : "collinear";
    if (q->kind == K_orient)
        return s > 0 ? "above" : s < 0 ? "below" : "coplanar";
    return s > 0 ? "positive" : s < 0 ? "negative" : "zero";
}

/* The shapes the library would call invalid (for answers that cannot say so). */
static void text_invalid_shapes(cli_out *o, const cli_query *q) {
    for (int k = 0; k < q->nshapes; k++)
        if (!cli_shape_valid(&q->shape[k])) {
            out_str(o, "  invalid ");
            out_str(o, cli_shape_name(q->shape[k].tag));
        }
}

/* A find result as plain arrays, 2D or 3D. */
typedef struct find_view {
    bool hit;
    int count;
    unsigned flags;
    const isect_real *t;
    const isect_real *point0, *point1, *normal;
} find_view;

static find_view view_find(const cli_result *r) {
    if (r->tag == R_find2) {
        const isect_find_result2 *f = &r->u.find2;
        return (find_view){f->hit,         f->count,       f->flags,    f->t,
                           &f->point[0].x, &f->point[1].x, &f->normal.x};
    }
    const isect_find_result3 *f = &r->u.find3;
    return (find_view){f->hit,         f->count,       f->flags,    f->t,
                       &f->point[0].x, &f->point[1].x, &f->normal.x};
}

typedef struct closest_view {
    isect_real dist_sq, s, t;
    const isect_real *a, *b;
    unsigned flags;
} closest_view;

static closest_view view_closest(const cli_result *r) {
    if (r->tag == R_closest2) {
        const isect_closest_result2 *c = &r->u.closest2;
        return (closest_view){c->dist_sq, c->s, c->t, &c->point_a.x, &c->point_b.x, c->flags};
    }
    const isect_closest_result3 *c = &r->u.closest3;
    return (closest_view){c->dist_sq, c->s, c->t, &c->point_a.x, &c->point_b.x, c->flags};
}

/* A closest result with features (isect_closest_feature_result2/3) as plain arrays. */
typedef struct feature_view {
    isect_real dist_sq;
    const isect_real *a, *b, *bary_a, *bary_b;
    isect_feature feature_a, feature_b;
    unsigned flags;
} feature_view;

static feature_view view_feature(const cli_result *r) {
    if (r->tag == R_closest_feature2) {
        const isect_closest_feature_result2 *c = &r->u.closest_feature2;
        return (feature_view){c->dist_sq, &c->point_a.x, &c->point_b.x, c->bary_a,
                              c->bary_b,  c->feature_a,  c->feature_b,  c->flags};
    }
    const isect_closest_feature_result3 *c = &r->u.closest_feature3;
    return (feature_view){c->dist_sq, &c->point_a.x, &c->point_b.x, c->bary_a,
                          c->bary_b,  c->feature_a,  c->feature_b,  c->flags};
}

/* The vertices a shape's barycentric coordinates refer to (isect/result.h): a point 1, a
 * segment 2, a triangle 3, a quad or tetrahedron 4 (the most the result holds); a round
 * solid 2, the ends of its axis ({1 - t, t}), and a convex polygon 2, the ends of the
 * feature's edge (isect/closest_point.h); a box none (its eight corners do not fit, and
 * isect_closest_seg3_aabb3 and isect_closest_seg3_obb3 leave bary_b 0). */
static int shape_vertices(cli_shape_tag tag) {
    switch (tag) {
    case S_aabb2:
    case S_aabb3:
    case S_obb2:
    case S_obb3: return 0;
    case S_point2:
    case S_point3: return 1;
    case S_seg2:
    case S_seg3:
    case S_capsule2:
    case S_capsule3:
    case S_cylinder3:
    case S_cone3:
    case S_poly2: return 2;
    case S_tri2:
    case S_tri3: return 3;
    default: return 4;
    }
}

const char *cli_feature_kind_name(isect_feature_kind k) {
    switch (k) {
    case ISECT_FEATURE_VERTEX: return "vertex";
    case ISECT_FEATURE_EDGE: return "edge";
    case ISECT_FEATURE_FACE: return "face";
    case ISECT_FEATURE_SOLID: return "solid";
    default: return "none";
    }
}

/* The simplex entries of a hull answer that are printed: count, at most the 4 it holds. */
static unsigned hull_count(const isect_closest_hull_result3 *c) {
    return c->count < 4 ? c->count : 4;
}

/* The plane entries of a hull answer that are printed: plane_count, at most the 3 it
 * holds. */
static unsigned hull_plane_count(const isect_closest_hull_result3 *c) {
    return c->plane_count < 3 ? c->plane_count : 3;
}

/* Is the query's hull given by its planes (`hull planes (n) d ...`)? Its answer then
 * names planes, not vertices. */
static bool hull_by_planes(const cli_query *q) {
    for (int k = 0; k < q->nshapes; k++)
        if (q->shape[k].tag == S_hull3)
            return q->shape[k].u.hull3.vert_count == 0 && q->shape[k].u.hull3.plane_count > 0;
    return false;
}

/* "vertex 1", "edge 0", "face 0"; "solid" (a solid has one interior) and "none" (invalid
 * input) without an index. */
static void text_feature(cli_out *o, isect_feature f) {
    out_str(o, cli_feature_kind_name(f.kind));
    if (f.kind != ISECT_FEATURE_NONE && f.kind != ISECT_FEATURE_SOLID) {
        out_char(o, ' ');
        out_int(o, (long)f.index);
    }
}

/* {"kind":"edge","index":0} */
static void json_feature(cli_out *o, isect_feature f) {
    out_str(o, "{\"kind\":\"");
    out_str(o, cli_feature_kind_name(f.kind));
    out_str(o, "\",\"index\":");
    out_int(o, (long)f.index);
    out_char(o, '}');
}

/* ---- Text: one line per answer ------------------------------------------------------ */

void cli_print_text(cli_out *o, const cli_query *q, const cli_result *r,
                    const cli_print_opts *opt) {
    int dim = q->dim;
    switch (r->tag) {
    case R_boolean:
        out_str(o, r->u.boolean ? "hit" : "miss");
        text_invalid_shapes(o, q);
        break;
    case R_sign:
        if (r->u.sign != ISECT_SIGN_INVALID)
            out_str(o, r->u.sign > 0 ? "+1 " : r->u.sign < 0 ? "-1 " : "0 ");
        out_str(o, sign_meaning(q, r->u.sign));
        break;
    case R_loc:
        if (q->kind == K_contains && r->u.loc != ISECT_LOCATION_INVALID)
            out_str(o, r->u.loc == ISECT_OUTSIDE  ? "no (outside)"
                       : r->u.loc == ISECT_INSIDE ? "yes (inside)"
                                                  : "yes (on boundary)");
        else
            out_str(o, loc_name(r->u.loc));
        break;
    case R_side: out_str(o, side_name(r->u.side)); break;
    case R_find2:
    case R_find3: {
        find_view f = view_find(r);
        if (!f.hit) {
            out_str(o, "miss");
        } else {
            out_str(o, "hit  t ");
            out_real(o, f.t[0], opt);
            out_str(o, " .. ");
            out_real(o, f.t[1], opt);
            out_str(o, "  entry ");
            out_vec(o, f.point0, dim, opt);
            out_str(o, "  exit ");
            out_vec(o, f.point1, dim, opt);
            out_str(o, "  normal ");
            out_vec(o, f.normal, dim, opt);
            out_str(o, "  crossings ");
            if (f.count == ISECT_INFINITE)
                out_str(o, "infinite");
            else
                out_int(o, f.count);
        }
        text_flags(o, f.flags);
        break;
    }
    case R_closest2:
    case R_closest3: {
        closest_view c = view_closest(r);
        out_str(o, "dist_sq ");
        out_real(o, c.dist_sq, opt);
        out_str(o, "  on a ");
        out_vec(o, c.a, dim, opt);
        out_str(o, "  on b ");
        out_vec(o, c.b, dim, opt);
        if (q->shape[0].tag != S_point2 && q->shape[0].tag != S_point3) {
            out_str(o, "  s "); /* a parametrised first shape: a line, ray or segment */
            out_real(o, c.s, opt);
        }
        out_str(o, "  t ");
        out_real(o, c.t, opt);
        text_flags(o, c.flags);
        break;
    }
    case R_closest_feature2:
    case R_closest_feature3: {
        /* The feature of b and its barycentric coordinates (one per vertex of b). When a
         * is a point (always its own vertex 0) that is all: "feature edge 1  bary 0 0.5
         * 0.5". When a has features too (a segment, a triangle), each shape's, labelled:
         * "feature a edge 0  bary a 0.5 0.5  feature b face 0  bary b ..." (no bary for
         * a box). */
        feature_view c = view_feature(r);
        out_str(o, "dist_sq ");
        out_real(o, c.dist_sq, opt);
        out_str(o, "  on a ");
        out_vec(o, c.a, dim, opt);
        out_str(o, "  on b ");
        out_vec(o, c.b, dim, opt);
        bool point_a = q->shape[0].tag == S_point2 || q->shape[0].tag == S_point3;
        for (int k = point_a ? 1 : 0; k < 2; k++) {
            const char *label = point_a ? "" : k ? " b" : " a";
            out_str(o, "  feature");
            out_str(o, label);
            out_char(o, ' ');
            text_feature(o, k ? c.feature_b : c.feature_a);
            int n = shape_vertices(q->shape[k].tag);
            if (n == 0)
                continue;
            out_str(o, "  bary");
            out_str(o, label);
            for (int i = 0; i < n; i++) {
                out_char(o, ' ');
                out_real(o, k ? c.bary_b[i] : c.bary_a[i], opt);
            }
        }
        text_flags(o, c.flags);
        break;
    }
    case R_closest_hull3: {
        /* The feature's kind (its index is always 0: the vertices name it), then the
         * simplex of input vertices holding the closest point and its weights: "feature
         * edge  count 2  vertices 1 7  bary 0.5 0.5" (none for invalid input). A hull by
         * planes: the planes through the closest point, "feature edge  plane_count 2
         * planes 0 3" (none inside and for invalid input). */
        const isect_closest_hull_result3 *c = &r->u.closest_hull3;
        out_str(o, "dist_sq ");
        out_real(o, c->dist_sq, opt);
        out_str(o, "  on a ");
        out_vec(o, &c->point_a.x, dim, opt);
        out_str(o, "  on b ");
        out_vec(o, &c->point_b.x, dim, opt);
        out_str(o, "  feature ");
        out_str(o, cli_feature_kind_name(c->feature_b.kind));
        if (hull_by_planes(q)) {
            unsigned m = hull_plane_count(c);
            out_str(o, "  plane_count ");
            out_int(o, (long)c->plane_count);
            if (m)
                out_str(o, "  planes");
            for (unsigned i = 0; i < m; i++) {
                out_char(o, ' ');
                out_int(o, (long)c->plane[i]);
            }
            text_flags(o, c->flags);
            break;
        }
        unsigned n = hull_count(c);
        out_str(o, "  count ");
        out_int(o, (long)c->count);
        if (n) {
            out_str(o, "  vertices");
            for (unsigned i = 0; i < n; i++) {
                out_char(o, ' ');
                out_int(o, (long)c->vert[i]);
            }
            out_str(o, "  bary");
            for (unsigned i = 0; i < n; i++) {
                out_char(o, ' ');
                out_real(o, c->bary[i], opt);
            }
        }
        text_flags(o, c->flags);
        break;
    }
    case R_distance:
        out_str(o, "distance ");
        out_real(o, r->u.distance.distance, opt);
        text_flags(o, r->u.distance.flags);
        break;
    case R_contact3: {
        /* "hit  depth 0.5  normal (0 0 1)  point (0 0 0.25)"; apart: "miss  depth -0.5 ..."
         * (the separation); invalid input: "miss" and the flags */
        const isect_contact_result3 *c = &r->u.contact3;
        out_str(o, c->hit ? "hit" : "miss");
        if (!(c->flags & ISECT_INVALID)) {
            out_str(o, "  depth ");
            out_real(o, c->depth, opt);
            out_str(o, "  normal ");
            out_vec(o, &c->normal.x, 3, opt);
            out_str(o, "  point ");
            out_vec(o, &c->point.x, 3, opt);
        }
        text_flags(o, c->flags);
        break;
    }
    case R_tri_tri3: {
        /* "hit  segment (0 1 0) (2 1 0)"; "hit coplanar  polygon (..) (..) (..)"; "miss" */
        const isect_tri_tri_result3 *c = &r->u.tri_tri3;
        static const char *const shapes[] = {"", "  point", "  segment", "  polygon"};
        out_str(o, c->hit ? (c->coplanar ? "hit coplanar" : "hit") : "miss");
        out_str(o, shapes[c->count < 3 ? c->count : 3]);
        for (int i = 0; i < c->count; i++) {
            out_char(o, ' ');
            out_vec(o, &c->point[i].x, 3, opt);
        }
        text_flags(o, c->flags);
        break;
    }
    case R_planes3: {
        /* "hit line  point (0 0 1)  dir (0 1 0)"; "hit point (1 2 3)";
         * "miss  parallel a-b"; invalid input: "miss" and the flags */
        const isect_planes_result3 *c = &r->u.planes3;
        out_str(o, c->hit ? "hit " : "miss");
        if (c->hit) {
            out_str(o, meet_name(c->meet));
            out_str(o, c->meet == ISECT_MEET_POINT ? " " : "  point ");
            out_vec(o, &c->point.x, 3, opt);
        }
        if (c->meet == ISECT_MEET_LINE) {
            out_str(o, "  dir ");
            out_vec(o, &c->dir.x, 3, opt);
        }
        text_pairs(o, "parallel", c->parallel);
        text_pairs(o, "coincident", c->coincident);
        text_flags(o, c->flags);
        break;
    }
    case R_winding2:
        if (r->u.winding2.flags & ISECT_INVALID) {
            out_str(o, "invalid input");
        } else if (r->u.winding2.on_boundary) {
            out_str(o, "on boundary (no winding number)");
        } else {
            out_str(o, "winding ");
            out_int(o, (long)r->u.winding2.winding);
        }
        break;
    }
    out_char(o, '\n');
}

/* ---- Lines without an answer ---------------------------------------------------------- */

void cli_print_blank(cli_out *o, long line, const char *text, size_t len,
                     const cli_print_opts *opt) {
    if (opt->json) {
        out_str(o, "{\"line\":");
        out_int(o, line);
        out_str(o, "}\n");
        return;
    }
    while (len && (text[len - 1] == '\n' || text[len - 1] == '\r' || text[len - 1] == ' '))
        len--;
    while (len && *text == ' ') {
        text++;
        len--;
    }
    out_text_safe(o, text, len);
    out_char(o, '\n');
}

void cli_print_error(cli_out *o, long line, const cli_error *e, const cli_print_opts *opt) {
    if (opt->json) {
        out_str(o, "{\"line\":");
        out_int(o, line);
        out_str(o, ",\"col\":");
        out_int(o, e->col);
        out_str(o, ",\"error\":");
        out_json_string(o, e->msg, strlen(e->msg));
        out_str(o, "}\n");
        return;
    }
    out_str(o, "error: line ");
    out_int(o, line);
    out_str(o, ", col ");
    out_int(o, e->col);
    out_str(o, ": ");
    out_text_safe(o, e->msg, strlen(e->msg));
    out_char(o, '\n');
}

void cli_report_error(cli_out *o, const char *source, long line, const cli_error *e) {
    out_str(o, "isect: ");
    if (source) {
        out_text_safe(o, source, strlen(source));
        out_str(o, ": ");
    }
    if (line) {
        out_str(o, "line ");
        out_int(o, line);
        out_str(o, ", ");
    }
    out_str(o, "col ");
    out_int(o, e->col);
    out_str(o, ": ");
    out_text_safe(o, e->msg, strlen(e->msg));
    out_char(o, '\n');
    out_flush(o);
}

/* ---- JSON Lines: every field of the result ------------------------------------------ */

void cli_print_json(cli_out *o, long line, const cli_query *q, const cli_result *r,
                    const cli_print_opts *opt) {
    int dim = q->dim;
    out_str(o, "{\"line\":");
    out_int(o, line);
    out_str(o, ",\"kind\":\"");
    out_str(o, cli_kind_name(q->kind == K_none ? q->entry->kind : q->kind));
    out_str(o, "\",\"function\":\"");
    out_str(o, q->entry->function);
    out_str(o, "\",\"shapes\":[");
    for (int k = 0; k < q->nshapes; k++) {
        out_str(o, k ? ",\"" : "\"");
        out_str(o, cli_shape_name(q->shape[k].tag));
        out_char(o, '"');
    }
    out_str(o, "],\"dim\":");
    out_int(o, dim);
    switch (r->tag) {
    case R_boolean: out_str(o, r->u.boolean ? ",\"hit\":true" : ",\"hit\":false"); break;
    case R_sign:
        out_str(o, ",\"sign\":");
        out_int(o, r->u.sign);
        out_str(o, ",\"meaning\":\"");
        out_str(o, sign_meaning(q, r->u.sign));
        out_char(o, '"');
        break;
    case R_loc:
        out_str(o, ",\"location\":\"");
        out_str(o, loc_name(r->u.loc));
        out_str(o, "\",\"location_code\":");
        out_int(o, (long)r->u.loc);
        if (q->kind == K_contains && r->u.loc != ISECT_LOCATION_INVALID)
            out_str(o, r->u.loc == ISECT_OUTSIDE ? ",\"contains\":false" : ",\"contains\":true");
        break;
    case R_side:
        out_str(o, ",\"side\":\"");
        out_str(o, side_name(r->u.side));
        out_str(o, "\",\"side_code\":");
        out_int(o, (long)r->u.side);
        break;
    case R_find2:
    case R_find3: {
        find_view f = view_find(r);
        out_str(o, f.hit ? ",\"hit\":true,\"count\":" : ",\"hit\":false,\"count\":");
        out_int(o, f.count);
        out_str(o, ",\"t\":[");
        out_jreal(o, f.t[0], opt);
        out_char(o, ',');
        out_jreal(o, f.t[1], opt);
        out_str(o, "],\"point\":[");
        out_vec(o, f.point0, dim, opt);
        out_char(o, ',');
        out_vec(o, f.point1, dim, opt);
        out_str(o, "],\"normal\":");
        out_vec(o, f.normal, dim, opt);
        json_flags(o, f.flags);
        break;
    }
    case R_closest2:
    case R_closest3: {
        closest_view c = view_closest(r);
        out_str(o, ",\"dist_sq\":");
        out_jreal(o, c.dist_sq, opt);
        out_str(o, ",\"s\":");
        out_jreal(o, c.s, opt);
        out_str(o, ",\"t\":");
        out_jreal(o, c.t, opt);
        out_str(o, ",\"point_a\":");
        out_vec(o, c.a, dim, opt);
        out_str(o, ",\"point_b\":");
        out_vec(o, c.b, dim, opt);
        json_flags(o, c.flags);
        break;
    }
    case R_closest_feature2:
    case R_closest_feature3: {
        feature_view c = view_feature(r);
        out_str(o, ",\"dist_sq\":");
        out_jreal(o, c.dist_sq, opt);
        out_str(o, ",\"point_a\":");
        out_vec(o, c.a, dim, opt);
        out_str(o, ",\"point_b\":");
        out_vec(o, c.b, dim, opt);
        out_str(o, ",\"feature_a\":");
        json_feature(o, c.feature_a);
        out_str(o, ",\"feature_b\":");
        json_feature(o, c.feature_b);
        for (int k = 0; k < 2; k++) { /* one entry per vertex of the shape */
            const isect_real *bary = k ? c.bary_b : c.bary_a;
            out_str(o, k ? ",\"bary_b\":[" : ",\"bary_a\":[");
            for (int i = 0, n = shape_vertices(q->shape[k].tag); i < n; i++) {
                if (i)
                    out_char(o, ',');
                out_jreal(o, bary[i], opt);
            }
            out_char(o, ']');
        }
        json_flags(o, c.flags);
        break;
    }
    case R_closest_hull3: { /* the struct's fields, vert and bary count entries long; a
                               hull by planes: plane_count and plane instead */
        const isect_closest_hull_result3 *c = &r->u.closest_hull3;
        unsigned n = hull_count(c);
        out_str(o, ",\"dist_sq\":");
        out_jreal(o, c->dist_sq, opt);
        out_str(o, ",\"point_a\":");
        out_vec(o, &c->point_a.x, dim, opt);
        out_str(o, ",\"point_b\":");
        out_vec(o, &c->point_b.x, dim, opt);
        out_str(o, ",\"feature_b\":");
        json_feature(o, c->feature_b);
        if (hull_by_planes(q)) {
            unsigned m = hull_plane_count(c);
            out_str(o, ",\"plane_count\":");
            out_int(o, (long)c->plane_count);
            out_str(o, ",\"plane\":[");
            for (unsigned i = 0; i < m; i++) {
                if (i)
                    out_char(o, ',');
                out_int(o, (long)c->plane[i]);
            }
            out_char(o, ']');
            json_flags(o, c->flags);
            break;
        }
        out_str(o, ",\"count\":");
        out_int(o, (long)c->count);
        out_str(o, ",\"vert\":[");
        for (unsigned i = 0; i < n; i++) {
            if (i)
                out_char(o, ',');
            out_int(o, (long)c->vert[i]);
        }
        out_str(o, "],\"bary\":[");
        for (unsigned i = 0; i < n; i++) {
            if (i)
                out_char(o, ',');
            out_jreal(o, c->bary[i], opt);
        }
        out_char(o, ']');
        json_flags(o, c->flags);
        break;
    }
    case R_distance:
        out_str(o, ",\"distance\":");
        out_jreal(o, r->u.distance.distance, opt);
        json_flags(o, r->u.distance.flags);
        break;
    case R_contact3:
        out_str(o, r->u.contact3.hit ? ",\"hit\":true,\"depth\":" : ",\"hit\":false,\"depth\":");
        out_jreal(o, r->u.contact3.depth, opt);
        out_str(o, ",\"normal\":");
        out_vec(o, &r->u.contact3.normal.x, 3, opt);
        out_str(o, ",\"point\":");
        out_vec(o, &r->u.contact3.point.x, 3, opt);
        json_flags(o, r->u.contact3.flags);
        break;
    case R_tri_tri3:
        out_str(o, r->u.tri_tri3.hit ? ",\"hit\":true" : ",\"hit\":false");
        out_str(o, r->u.tri_tri3.coplanar ? ",\"coplanar\":true" : ",\"coplanar\":false");
        out_str(o, ",\"points\":[");
        for (int i = 0; i < r->u.tri_tri3.count; i++) {
            if (i)
                out_char(o, ',');
            out_vec(o, &r->u.tri_tri3.point[i].x, 3, opt);
        }
        out_char(o, ']');
        json_flags(o, r->u.tri_tri3.flags);
        break;
    case R_planes3:
        out_str(o, r->u.planes3.hit ? ",\"hit\":true,\"meet\":\"" : ",\"hit\":false,\"meet\":\"");
        out_str(o, meet_name(r->u.planes3.meet));
        out_str(o, "\",\"point\":");
        out_vec(o, &r->u.planes3.point.x, 3, opt);
        out_str(o, ",\"dir\":");
        out_vec(o, &r->u.planes3.dir.x, 3, opt);
        json_pairs(o, "parallel", r->u.planes3.parallel);
        json_pairs(o, "coincident", r->u.planes3.coincident);
        json_flags(o, r->u.planes3.flags);
        break;
    case R_winding2:
        out_str(o, ",\"winding\":");
        out_int(o, (long)r->u.winding2.winding);
        out_str(o, r->u.winding2.on_boundary ? ",\"on_boundary\":true" : ",\"on_boundary\":false");
        json_flags(o, r->u.winding2.flags);
        break;
    }
    if (r->tag == R_boolean || r->tag == R_sign) {
        out_str(o, ",\"valid\":[");
        for (int k = 0; k < q->nshapes; k++)
            out_str(o, cli_shape_valid(&q->shape[k]) ? (k ? ",true" : "true")
                                                     : (k ? ",false" : "false"));
        out_char(o, ']');
    }
    out_str(o, "}\n");
}
