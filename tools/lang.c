/* tools/lang.c -- the query language: numbers, shapes, queries, the query table.
 *
 * Grammar (one line):
 *   line   := [kind] shape ('vs' shape)*  [# comment]     (orient/dot: points, no 'vs')
 *   shape  := name [word] arg*  |  vector                  (a bare vector is a point)
 *   word   := 'evenodd' | 'nonzero' (polygon)  |  'planes' (hull: normal offset pairs)
 *   arg    := vector | number
 *   vector := '(' number number [number] ')'               (commas allowed)
 * A shape's name selects rows of `shape_specs`; its arguments (vectors and numbers, in
 * order) are matched against a row's pattern and copied, as a flat run of reals, into the
 * library struct of the row's tag for the vectors' dimension. The query is then found in
 * the table built from queries.def by (kind, shape tags). Neither step knows any query. */
#include <ctype.h>
#include <float.h>
#include <math.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

/* Every flat shape is a run of reals in argument order. */
_Static_assert(sizeof(isect_obb3) == 15 * sizeof(isect_real), "obb3 is 15 reals");
_Static_assert(sizeof(isect_plane3) == 4 * sizeof(isect_real), "plane3 is 4 reals");
_Static_assert(sizeof(isect_frustum3) == 24 * sizeof(isect_real), "frustum3 is 24 reals");
_Static_assert(sizeof(isect_capsule3) == 7 * sizeof(isect_real), "capsule3 is 7 reals");
_Static_assert(sizeof(isect_tet3) == 12 * sizeof(isect_real), "tet3 is 12 reals");
/* A hull's planes are read as arguments, a normal and an offset each. */
_Static_assert(2 * CLI_MAX_PLANES <= CLI_MAX_VERTS, "the planes fit the argument list");

/* ---- The query table ---------------------------------------------------------------- */

#define CALL_PP(fn, a, b, c, d) fn(&s[0].u.a, &s[1].u.b)
#define CALL_VP(fn, a, b, c, d) fn(s[0].u.a, &s[1].u.b)
#define CALL_VPR(fn, a, b, c, d) fn(s[0].u.a, &s[1].u.b, s[1].rule)
#define CALL_PPR(fn, a, b, c, d) fn(&s[0].u.a, &s[1].u.b, s[1].rule)
#define CALL_PPP(fn, a, b, c, d) fn(&s[0].u.a, &s[1].u.b, &s[2].u.c)
#define CALL_VVV(fn, a, b, c, d) fn(s[0].u.a, s[1].u.b, s[2].u.c)
#define CALL_VVVV(fn, a, b, c, d) fn(s[0].u.a, s[1].u.b, s[2].u.c, s[3].u.d)

#define ADAPTER(res, call, fn, a, b, c, d)                                                         \
    static void run_##fn(const cli_shape *s, cli_result *r) {                                      \
        r->tag = R_##res;                                                                          \
        r->u.res = CALL_##call(fn, a, b, c, d);                                                    \
    }
#define Q2(kind, res, call, fn, a, b) ADAPTER(res, call, fn, a, b, _, _)
#define Q3(kind, res, call, fn, a, b, c) ADAPTER(res, call, fn, a, b, c, _)
#define Q4(kind, res, call, fn, a, b, c, d) ADAPTER(res, call, fn, a, b, c, d)
#include "queries.def"
#undef Q2
#undef Q3
#undef Q4

/* The library's names are macros (ISECT_NAME adds the precision suffix): the table keeps
 * the public name (#fn at this level, before expansion) and the adapter's name is made
 * one level down, after expansion, as it was for the adapters above. */
#define ENTRY(kind, n, shapes, res, fn, name) {kind, n, shapes, res, run_##fn, name},
#define SHAPES4(a, b, c, d)                                                                        \
    { a, b, c, d }
#define Q2(kind, res, call, fn, a, b)                                                              \
    ENTRY(K_##kind, 2, SHAPES4(S_##a, S_##b, S_none, S_none), R_##res, fn, #fn)
#define Q3(kind, res, call, fn, a, b, c)                                                           \
    ENTRY(K_##kind, 3, SHAPES4(S_##a, S_##b, S_##c, S_none), R_##res, fn, #fn)
#define Q4(kind, res, call, fn, a, b, c, d)                                                        \
    ENTRY(K_##kind, 4, SHAPES4(S_##a, S_##b, S_##c, S_##d), R_##res, fn, #fn)
const cli_entry cli_table[] = {
#include "queries.def"
};
#undef Q2
#undef Q3
#undef Q4
const size_t cli_table_size = sizeof cli_table / sizeof cli_table[0];

void cli_eval(const cli_query *q, cli_result *r) {
    q->entry->run(q->shape, r);
}

/* ---- Shapes ------------------------------------------------------------------------- */

static const struct {
    const char *name;
    int dim;
} shape_info[S_COUNT] = {[S_none] = {"nothing", 0},
#define X(tag, type, nm, d) [S_##tag] = {nm, d},
                         CLI_SHAPES(X)
#undef X
};

int cli_shape_dim(cli_shape_tag tag) {
    return tag > S_none && tag < S_COUNT ? shape_info[tag].dim : 0;
}

const char *cli_shape_name(cli_shape_tag tag) {
    return tag < S_COUNT ? shape_info[tag].name : "?";
}

const char *cli_kind_name(cli_kind k) {
    static const char *const names[K_COUNT] = {[K_none] = "",
#define X(k) [K_##k] = #k,
                                               CLI_KINDS(X)
#undef X
    };
    return k < K_COUNT ? names[k] : "?";
}

bool cli_shape_valid(const cli_shape *s) {
    switch (s->tag) {
    case S_point2: return isect_valid_vec2(s->u.point2);
    case S_point3: return isect_valid_vec3(s->u.point3);
    case S_line2: return isect_valid_line2(&s->u.line2);
    case S_line3: return isect_valid_line3(&s->u.line3);
    case S_ray2: return isect_valid_ray2(&s->u.ray2);
    case S_ray3: return isect_valid_ray3(&s->u.ray3);
    case S_seg2: return isect_valid_seg2(&s->u.seg2);
    case S_seg3: return isect_valid_seg3(&s->u.seg3);
    case S_plane3: return isect_valid_plane3(&s->u.plane3);
    case S_plane3p: return isect_valid_plane3p(&s->u.plane3p);
    case S_circle2: return isect_valid_circle2(&s->u.circle2);
    case S_sphere3: return isect_valid_sphere3(&s->u.sphere3);
    case S_capsule2: return isect_valid_capsule2(&s->u.capsule2);
    case S_capsule3: return isect_valid_capsule3(&s->u.capsule3);
    case S_cylinder3: return isect_valid_cylinder3(&s->u.cylinder3);
    case S_cone3: return isect_valid_cone3(&s->u.cone3);
    case S_aabb2: return isect_valid_aabb2(&s->u.aabb2);
    case S_aabb3: return isect_valid_aabb3(&s->u.aabb3);
    case S_obb2: return isect_valid_obb2(&s->u.obb2);
    case S_obb3: return isect_valid_obb3(&s->u.obb3);
    case S_tri2: return isect_valid_tri2(&s->u.tri2);
    case S_tri3: return isect_valid_tri3(&s->u.tri3);
    case S_quad3: return isect_valid_quad3(&s->u.quad3);
    case S_tet3: return isect_valid_tet3(&s->u.tet3);
    case S_poly2: return isect_valid_poly2(&s->u.poly2);
    case S_poly3: return isect_valid_poly3(&s->u.poly3);
    case S_hull3: return isect_valid_hull3(&s->u.hull3);
    case S_frustum3: return isect_valid_frustum3(&s->u.frustum3);
    default: return false;
    }
}

/* The shape table: names (the first is the one used in messages), the argument pattern
 * (v = vector, n = number; a vertex list: V = three or more vectors, a polygon's, H = one
 * or more, a hull's; a plane list: P = one or more pairs of a vector and a number, a hull
 * by planes), each argument's description for messages, and the struct for 2D and for 3D
 * vectors. Rows sharing a name are alternatives told apart by their pattern (plane) or
 * dimension (obb). */
#define MAX_PATTERN 12
typedef struct shape_spec {
    const char *names;
    const char *pattern;
    const char *what[MAX_PATTERN]; /* "a radius": what is expected */
    const char *noun[MAX_PATTERN]; /* "radius": in "the circle's radius" */
    cli_shape_tag tag2, tag3;
} shape_spec;

static const shape_spec shape_specs[] = {
    {"point", "v", {"coordinates"}, {"coordinates"}, S_point2, S_point3},
    {"line", "vv", {"a point", "a direction"}, {"point", "direction"}, S_line2, S_line3},
    {"ray", "vv", {"an origin", "a direction"}, {"origin", "direction"}, S_ray2, S_ray3},
    {"segment seg", "vv", {"a start point", "an end point"}, {"start", "end"}, S_seg2, S_seg3},
    {"plane", "vn", {"a normal", "an offset"}, {"normal", "offset"}, S_none, S_plane3},
    {"plane",
     "vvv",
     {"a first point", "a second point", "a third point"},
     {"first point", "second point", "third point"},
     S_none,
     S_plane3p},
    {"circle disc disk sphere ball",
     "vn",
     {"a centre", "a radius"},
     {"centre", "radius"},
     S_circle2,
     S_sphere3},
    {"capsule",
     "vvn",
     {"a start", "an end", "a radius"},
     {"start", "end", "radius"},
     S_capsule2,
     S_capsule3},
    {"cylinder",
     "vvn",
     {"a first cap centre", "a second cap centre", "a radius"},
     {"first cap centre", "second cap centre", "radius"},
     S_none,
     S_cylinder3},
    {"cone",
     "vvn",
     {"an apex", "a base centre", "a radius"},
     {"apex", "base centre", "radius"},
     S_none,
     S_cone3},
    {"aabb box rect",
     "vv",
     {"a min corner", "a max corner"},
     {"min corner", "max corner"},
     S_aabb2,
     S_aabb3},
    {"obb",
     "vvv",
     {"a centre", "a unit axis", "half extents"},
     {"centre", "axis", "half extents"},
     S_obb2,
     S_none},
    {"obb",
     "vvvvv",
     {"a centre", "a unit x axis", "a unit y axis", "a unit z axis", "half extents"},
     {"centre", "x axis", "y axis", "z axis", "half extents"},
     S_none,
     S_obb3},
    {"triangle tri",
     "vvv",
     {"a first vertex", "a second vertex", "a third vertex"},
     {"first vertex", "second vertex", "third vertex"},
     S_tri2,
     S_tri3},
    {"quad",
     "vvvv",
     {"a first vertex", "a second vertex", "a third vertex", "a fourth vertex"},
     {"first vertex", "second vertex", "third vertex", "fourth vertex"},
     S_none,
     S_quad3},
    {"tetrahedron tet",
     "vvvv",
     {"a first vertex", "a second vertex", "a third vertex", "a fourth vertex"},
     {"first vertex", "second vertex", "third vertex", "fourth vertex"},
     S_none,
     S_tet3},
    {"polygon poly", "V", {"vertices"}, {"vertices"}, S_poly2, S_poly3},
    {"hull", "H", {"vertices"}, {"vertices"}, S_none, S_hull3},
    {"frustum",
     "vnvnvnvnvnvn",
     {"a left normal", "a left offset", "a right normal", "a right offset", "a bottom normal",
      "a bottom offset", "a top normal", "a top offset", "a near normal", "a near offset",
      "a far normal", "a far offset"},
     {"left normal", "left offset", "right normal", "right offset", "bottom normal",
      "bottom offset", "top normal", "top offset", "near normal", "near offset", "far normal",
      "far offset"},
     S_none,
     S_frustum3},
};
#define N_SPECS (sizeof shape_specs / sizeof shape_specs[0])

/* A hull by its planes, `hull planes (normal) offset ...`: chosen by the word `planes`
 * after `hull`, never by its name alone (so it is not in the table the names search). */
static const shape_spec hull_planes_spec = {
    "hull", "P", {"a normal", "an offset"}, {"normal", "offset"}, S_none, S_hull3};

static size_t first_word_len(const char *s) {
    size_t n = 0;
    while (s[n] && s[n] != ' ')
        n++;
    return n;
}

static bool spec_has_name(const shape_spec *sp, const char *w, size_t n) {
    const char *s = sp->names;
    while (*s) {
        size_t k = first_word_len(s);
        if (k == n && memcmp(s, w, n) == 0)
            return true;
        s += k;
        while (*s == ' ')
            s++;
    }
    return false;
}

/* ---- Numbers ------------------------------------------------------------------------ */

static bool is_delim(char c) {
    return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == ',' || c == '(' || c == ')' ||
           c == '#' || c == '\0';
}

static bool word_eq_ci(const char *s, size_t n, const char *w) {
    size_t k = strlen(w);
    if (k != n)
        return false;
    for (size_t i = 0; i < n; i++)
        if (tolower((unsigned char)s[i]) != w[i])
            return false;
    return true;
}

/* Powers of ten exactly representable in double (10^22 is the largest). */
static const double exact_pow10[23] = {1e0,  1e1,  1e2,  1e3,  1e4,  1e5,  1e6,  1e7,
                                       1e8,  1e9,  1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
                                       1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};

#if ISECT_USE_DOUBLE && LDBL_MANT_DIG == 64
static const long double ld_pow10[23] = {1e0L,  1e1L,  1e2L,  1e3L,  1e4L,  1e5L,  1e6L,  1e7L,
                                         1e8L,  1e9L,  1e10L, 1e11L, 1e12L, 1e13L, 1e14L, 1e15L,
                                         1e16L, 1e17L, 1e18L, 1e19L, 1e20L, 1e21L, 1e22L};
#endif

/* The significant digits kept for strtod. Every midpoint between two adjacent doubles
 * (and the overflow threshold) has at most 767 significant digits, so a decimal cut after
 * more digits than that, with a final 1 standing for any nonzero digits cut, lies strictly
 * between the same two midpoints as the whole decimal and rounds the same way. */
#define SIG_KEPT 780

/* strtod (strtof) on 0.DDD...e(point): the significant digits of s (digits and a point
 * first), at most SIG_KEPT of them and a final 1 for any nonzero digit cut. */
static isect_real read_slow(const char *s, size_t n, bool neg, long long point) {
    char buf[SIG_KEPT + 64];
    int k = 0;
    buf[k++] = neg ? '-' : '+';
    buf[k++] = '0';
    buf[k++] = '.';
    bool cut = false;
    for (size_t j = 0; j < n && (isdigit((unsigned char)s[j]) || s[j] == '.'); j++) {
        if (s[j] == '.' || (k == 3 && s[j] == '0'))
            continue; /* the point and leading zeros */
        if (k < 3 + SIG_KEPT)
            buf[k++] = s[j];
        else
            cut |= s[j] != '0';
    }
    if (cut)
        buf[k++] = '1';
    snprintf(buf + k, sizeof buf - (size_t)k, "e%lld", point);
#if ISECT_USE_DOUBLE
    return strtod(buf, NULL);
#else
    return strtof(buf, NULL);
#endif
}

/* Clinger's fast path: a decimal m * 10^e with m < 2^53 and |e| <= 22 is one correctly
 * rounded multiplication or division of two exact doubles. Anything else goes to
 * strtod (strtof in the float build, where the fast path needs m < 2^24, |e| <= 10) as
 * 0.DDD...e(P), its significant digits (at most SIG_KEPT and the final 1) and exponent. */
size_t cli_parse_real(const char *s, size_t n, isect_real *out) {
    size_t i = 0;
    bool neg = false;
    if (i < n && (s[i] == '+' || s[i] == '-'))
        neg = s[i++] == '-';
    size_t tok = i;
    while (tok < n && !is_delim(s[tok]))
        tok++;
    if (i < n && isalpha((unsigned char)s[i])) {
        double v;
        if (word_eq_ci(s + i, tok - i, "inf") || word_eq_ci(s + i, tok - i, "infinity"))
            v = INFINITY;
        else if (word_eq_ci(s + i, tok - i, "nan"))
            v = NAN;
        else
            return 0;
        *out = (isect_real)(neg ? -v : v);
        return tok;
    }
    /* value = 0.d1 d2 d3 ... * 10^point, the d's the significant digits: point counts
     * the significant digits before the decimal point less the zeros between the point
     * and the first significant digit, plus the exponent. */
    size_t digits_at = i;
    size_t nsig = 0, before = 0, zeros = 0;
    uint64_t m = 0; /* the first 19 significant digits */
    bool any = false, dot = false;
    for (; i < n; i++) {
        char c = s[i];
        if (c >= '0' && c <= '9') {
            any = true;
            if (nsig == 0 && c == '0') { /* a leading zero */
                zeros += dot;
                continue;
            }
            before += !dot;
            if (nsig < 19)
                m = m * 10 + (uint64_t)(c - '0');
            nsig++;
        } else if (c == '.' && !dot) {
            dot = true;
        } else {
            break;
        }
    }
    if (!any)
        return 0;
    const long long far = 1000000000; /* far beyond any exponent of a double */
    long long point = (long long)(before < (size_t)far ? before : (size_t)far) -
                      (long long)(zeros < (size_t)far ? zeros : (size_t)far);
    if (i < n && (s[i] == 'e' || s[i] == 'E')) {
        size_t j = i + 1;
        bool eneg = false;
        if (j < n && (s[j] == '+' || s[j] == '-'))
            eneg = s[j++] == '-';
        if (j >= n || s[j] < '0' || s[j] > '9')
            return 0;
        long long e = 0;
        for (; j < n && s[j] >= '0' && s[j] <= '9'; j++)
            if (e < far)
                e = e * 10 + (s[j] - '0');
        point += eneg ? -e : e;
        i = j;
    }
    if (i != tok)
        return 0; /* junk inside the token, e.g. 1.2.3 or 3x */
    /* m * 10^exp10 when every significant digit is in m */
    bool whole = nsig <= 19;
    long long exp10 = point - (long long)nsig;
#if ISECT_USE_DOUBLE
    if (whole && m <= (UINT64_C(1) << 53) && exp10 >= -22 && exp10 <= 22) {
        double v = (double)m;
        v = exp10 < 0 ? v / exact_pow10[-exp10] : v * exact_pow10[exp10];
        *out = neg ? -v : v;
        return tok;
    }
#if LDBL_MANT_DIG == 64
    /* Up to 19 digits (17-digit round-trip output is the common case): m and 10^|e| are
     * exact in x87 extended precision, so x = m 10^e is rounded once, to 64 bits. Rounding
     * x again to 53 bits gives the correctly rounded double unless x lies within one
     * extended ulp of a midpoint between two doubles (low 11 bits near 0x400), where the
     * first rounding could have crossed it: those go to strtod. */
    if (whole && exp10 >= -22 && exp10 <= 22) {
        long double x = (long double)m;
        x = exp10 < 0 ? x / ld_pow10[-exp10] : x * ld_pow10[exp10];
        int e2;
        uint64_t bits = (uint64_t)ldexpl(frexpl(x, &e2), 64);
        uint64_t low = bits & 0x7ff;
        if ((low < 0x3ff || low > 0x401) && x >= 0x1p-1000L) {
            double v = (double)x;
            *out = neg ? -v : v;
            return tok;
        }
    }
#endif
#else
    if (whole && m <= (UINT64_C(1) << 24) && exp10 >= -10 && exp10 <= 10) {
        float v = (float)m;
        v = exp10 < 0 ? v / (float)exact_pow10[-exp10] : v * (float)exact_pow10[exp10];
        *out = neg ? -v : v;
        return tok;
    }
#endif
    if (nsig == 0) { /* zero, whatever the exponent */
        *out = neg ? (isect_real)-0.0 : (isect_real)0.0;
        return tok;
    }
    *out = read_slow(s + digits_at, n - digits_at, neg, point);
    return tok;
}

/* ---- The parser --------------------------------------------------------------------- */

typedef struct parser {
    const char *s;
    size_t n, i;
    cli_error *err;
} parser;

static int fail(parser *p, size_t at, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(p->err->msg, sizeof p->err->msg, fmt, ap);
    va_end(ap);
    p->err->col = (int)at + 1;
    return -1;
}

static void skip_ws(parser *p) {
    while (p->i < p->n &&
           (p->s[p->i] == ' ' || p->s[p->i] == '\t' || p->s[p->i] == '\r' || p->s[p->i] == '\n'))
        p->i++;
}

static bool at_end(parser *p) {
    skip_ws(p);
    return p->i >= p->n || p->s[p->i] == '#';
}

static size_t word_len(parser *p) {
    size_t k = p->i;
    if (k >= p->n || !(isalpha((unsigned char)p->s[k]) || p->s[k] == '_'))
        return 0;
    while (k < p->n && (isalnum((unsigned char)p->s[k]) || p->s[k] == '_'))
        k++;
    return k - p->i;
}

static bool is_number_start(parser *p) {
    char c = p->s[p->i];
    if ((c >= '0' && c <= '9') || c == '-' || c == '+' || c == '.')
        return true;
    size_t w = word_len(p);
    return w && (word_eq_ci(p->s + p->i, w, "inf") || word_eq_ci(p->s + p->i, w, "infinity") ||
                 word_eq_ci(p->s + p->i, w, "nan"));
}

/* A token for messages: up to the next delimiter; a longer one is cut after 20 bytes,
 * at the start of a UTF-8 character, and ends in "...". A NUL byte (a delimiter, so a
 * token of its own) is written \x00, as the printers show other controls. buf holds
 * TOKEN_CHARS. */
#define TOKEN_CHARS 24
static const char *token_at(parser *p, size_t at, char *buf) {
    size_t k = at;
    while (k < p->n && !is_delim(p->s[k]))
        k++;
    if (k == at && at < p->n && p->s[at] == '\0')
        return strcpy(buf, "\\x00");
    if (k == at && at < p->n)
        k++;
    bool cut = k - at > TOKEN_CHARS - 4;
    if (cut) {
        k = at + TOKEN_CHARS - 4;
        while (k > at + 1 && ((unsigned char)p->s[k] & 0xc0) == 0x80)
            k--; /* a continuation byte: the character starts before it */
    }
    memcpy(buf, p->s + at, k - at);
    strcpy(buf + (k - at), cut ? "..." : "");
    return buf;
}

/* The largest finite isect_real, as the messages print it. */
#if ISECT_USE_DOUBLE
#define REAL_RANGE "double (the largest is 1.7976931348623157e+308)"
#else
#define REAL_RANGE "float (the largest is 3.40282347e+38)"
#endif

static int parse_number(parser *p, isect_real *v, const char *context) {
    size_t at = p->i;
    size_t used = cli_parse_real(p->s + at, p->n - at, v);
    char tb[TOKEN_CHARS];
    if (!used)
        return fail(p, at, "'%s' is not a number (in %s)", token_at(p, at, tb), context);
    /* A decimal that rounds to infinity (the word inf is read as itself). */
    size_t d = at + (p->s[at] == '+' || p->s[at] == '-');
    if (isinf(*v) && !isalpha((unsigned char)p->s[d]))
        return fail(p, at,
                    "'%s' is beyond the range of " REAL_RANGE
                    "; write inf for an infinite value (in %s)",
                    token_at(p, at, tb), context);
    p->i += used;
    return 0;
}

/* Arguments of one shape, as read. */
typedef struct shape_args {
    int n;
    int dim; /* of the first vector; 0 when none */
    char type[CLI_MAX_VERTS + 1];
    size_t col[CLI_MAX_VERTS + 1];
    isect_real v[CLI_MAX_VERTS + 1][3];
} shape_args;

/* For a message about argument k of a shape (at column at): ", not a vector" or ", not a
 * number" when an argument of the wrong kind is there, ", not 'token'" when something
 * else is, else "". */
static void what_was_found(parser *p, const shape_args *A, int k, size_t at, char *got,
                           size_t size) {
    got[0] = '\0';
    if (k < A->n) {
        snprintf(got, size, A->type[k] == 'v' ? ", not a vector" : ", not a number");
    } else if (at < p->n && p->s[at] != '#') {
        char tb[TOKEN_CHARS];
        snprintf(got, size, ", not '%s'", token_at(p, at, tb));
    }
}

static int pattern_len(const char *pat) {
    return (int)strlen(pat);
}

/* A list (a polygon's or a hull's vertices V, H; a hull's planes P) rather than fixed
 * arguments? */
static bool pattern_is_list(const char *pat) {
    return pat[0] == 'V' || pat[0] == 'H' || pat[0] == 'P';
}

/* The fewest arguments a list takes: 3 vertices, 1 vertex, 1 plane (a normal and an
 * offset). */
static int pattern_list_min(const char *pat) {
    return pat[0] == 'V' ? 3 : pat[0] == 'P' ? 2 : 1;
}

/* How many leading arguments fit the pattern. */
static int pattern_prefix(const char *pat, const shape_args *a) {
    if (pattern_is_list(pat)) { /* vectors; for planes a vector, a number, a vector, ... */
        int k = 0;
        while (k < a->n && a->type[k] == (pat[0] == 'P' && k % 2 ? 'n' : 'v'))
            k++;
        return k;
    }
    int k = 0;
    while (k < a->n && pat[k] && pat[k] == a->type[k])
        k++;
    return k;
}

static bool pattern_matches(const char *pat, const shape_args *a) {
    int k = pattern_prefix(pat, a);
    if (pattern_is_list(pat))
        return k == a->n && k >= pattern_list_min(pat) && (pat[0] != 'P' || k % 2 == 0);
    return k == a->n && k == pattern_len(pat);
}

static cli_shape_tag spec_tag(const shape_spec *sp, int dim) {
    return dim == 2 ? sp->tag2 : dim == 3 ? sp->tag3 : S_none;
}

static const char *spec_name(const shape_spec *sp, char *buf, size_t cap) {
    size_t k = first_word_len(sp->names);
    if (k >= cap)
        k = cap - 1;
    memcpy(buf, sp->names, k);
    buf[k] = '\0';
    return buf;
}

static const char *arg_noun(const shape_spec *sp, int k) {
    if (sp->pattern[0] == 'P')
        return k % 2 ? "offset" : "normal";
    if (pattern_is_list(sp->pattern))
        return "vertices";
    return k < MAX_PATTERN && sp->noun[k] ? sp->noun[k] : "arguments";
}

/* Reads "(x y [z])" into v; returns its dimension or -1. */
static int parse_vector(parser *p, isect_real v[3], const char *ctx) {
    size_t open = p->i;
    p->i++; /* '(' */
    int k = 0;
    for (;;) {
        skip_ws(p);
        if (p->i < p->n && p->s[p->i] == ',') {
            p->i++;
            skip_ws(p);
        }
        if (p->i >= p->n || p->s[p->i] == '#')
            return fail(p, p->i, "expected ')' to close %s, opened at col %zu", ctx, open + 1);
        if (p->s[p->i] == ')') {
            if (k < 2)
                return fail(p, open, "expected 2 or 3 coordinates in %s, got %d", ctx, k);
            p->i++;
            return k;
        }
        if (k == 3)
            return fail(p, p->i, "expected ')' after 3 coordinates in %s", ctx);
        if (!is_number_start(p)) {
            char tb[TOKEN_CHARS];
            return fail(p, p->i, "expected a number or ')' in %s, not '%s'", ctx,
                        token_at(p, p->i, tb));
        }
        if (parse_number(p, &v[k], ctx) < 0)
            return -1;
        k++;
    }
}

int cli_parse_vector(const char *line, size_t len, size_t *pos, const char *what, isect_real v[3],
                     cli_error *err) {
    parser P = {line, len, *pos, err}, *p = &P;
    skip_ws(p);
    if (p->i >= p->n || p->s[p->i] != '(') {
        char tb[TOKEN_CHARS];
        if (at_end(p))
            return fail(p, p->i, "expected %s (a vector like (1 2 3))", what);
        return fail(p, p->i, "expected %s (a vector like (1 2 3)), not '%s'", what,
                    token_at(p, p->i, tb));
    }
    int d = parse_vector(p, v, what);
    if (d > 0)
        *pos = p->i;
    return d;
}

int cli_parse_number(const char *line, size_t len, size_t *pos, const char *what, isect_real *v,
                     cli_error *err) {
    parser P = {line, len, *pos, err}, *p = &P;
    skip_ws(p);
    if (at_end(p))
        return fail(p, p->i, "expected %s", what);
    if (!is_number_start(p)) {
        char tb[TOKEN_CHARS];
        return fail(p, p->i, "expected %s, not '%s'", what, token_at(p, p->i, tb));
    }
    if (parse_number(p, v, what) < 0)
        return -1;
    *pos = p->i;
    return 0;
}

int cli_parse_end(const char *line, size_t len, size_t pos, const char *after, cli_error *err) {
    parser P = {line, len, pos, err}, *p = &P;
    if (at_end(p))
        return 0;
    char tb[TOKEN_CHARS];
    return fail(p, p->i, "expected the end of the line after %s, not '%s'", after,
                token_at(p, p->i, tb));
}

int cli_parse_shape(const char *line, size_t len, size_t *pos, cli_query *q, cli_shape *out,
                    cli_error *err) {
    parser P = {line, len, *pos, err}, *p = &P;
    skip_ws(p);
    size_t col = p->i;
    const shape_spec *cand[N_SPECS];
    int ncand = 0;
    char name[32];
    if (p->i < p->n && p->s[p->i] == '(') {
        cand[ncand++] = &shape_specs[0]; /* a bare vector is a point */
    } else {
        size_t w = word_len(p);
        if (!w) {
            char tb[TOKEN_CHARS];
            if (p->i >= p->n || p->s[p->i] == '#')
                return fail(p, p->i, "expected a shape (point, segment, circle, ...)");
            return fail(p, p->i, "expected a shape (point, segment, circle, ...), not '%s'",
                        token_at(p, p->i, tb));
        }
        for (size_t k = 0; k < N_SPECS; k++)
            if (spec_has_name(&shape_specs[k], p->s + p->i, w))
                cand[ncand++] = &shape_specs[k];
        if (!ncand) {
            char tb[TOKEN_CHARS];
            return fail(p, p->i,
                        "unknown shape '%s'; expected point, line, ray, segment, plane, "
                        "circle, sphere, capsule, cylinder, cone, aabb, obb, triangle, quad, "
                        "tetrahedron, polygon or hull",
                        token_at(p, p->i, tb));
        }
        p->i += w;
    }
    /* Messages name the shape as it was written ("sphere", not the row's "circle"). */
    if (p->s[col] == '(') {
        spec_name(cand[0], name, sizeof name);
    } else {
        size_t w = p->i - col < sizeof name - 1 ? p->i - col : sizeof name - 1;
        memcpy(name, p->s + col, w);
        name[w] = '\0';
    }
    bool poly = cand[0]->pattern[0] == 'V'; /* a polygon: a fill rule */
    bool list = pattern_is_list(cand[0]->pattern);
    isect_fill_rule rule = ISECT_FILL_NONZERO;
    if (poly) { /* optional fill rule: polygon evenodd (..) (..) (..) */
        skip_ws(p);
        size_t w = word_len(p);
        if (w == 7 && memcmp(p->s + p->i, "evenodd", 7) == 0) {
            rule = ISECT_FILL_EVEN_ODD;
            p->i += w;
        } else if (w == 7 && memcmp(p->s + p->i, "nonzero", 7) == 0) {
            p->i += w;
        }
    }
    bool planes = false; /* a hull by planes: hull planes (normal) offset ... */
    if (cand[0]->pattern[0] == 'H') {
        skip_ws(p);
        size_t w = word_len(p);
        if (w == 6 && memcmp(p->s + p->i, "planes", 6) == 0) {
            p->i += w;
            cand[0] = &hull_planes_spec;
            ncand = 1;
            planes = true;
        }
    }
    /* A bare vector is one point: `orient (a) (b) (c)` lists points without 'vs'. */
    int max_args = planes                      ? 2 * CLI_MAX_PLANES
                   : list                      ? CLI_MAX_VERTS
                   : ncand && p->s[col] == '(' ? 1
                                               : MAX_PATTERN;

    /* Read the arguments: vectors and numbers up to the next word or the end. */
    static _Thread_local shape_args A;
    A.n = 0;
    A.dim = 0;
    for (;;) {
        skip_ws(p);
        if (p->i >= p->n || p->s[p->i] == '#')
            break;
        bool vec = p->s[p->i] == '(';
        if (!vec && !is_number_start(p))
            break;
        if (A.n == max_args) {
            if (planes)
                return fail(p, p->i, "too many planes (at most %d in one query)", CLI_MAX_PLANES);
            if (list)
                return fail(p, p->i, "too many vertices (at most %d in one query)", CLI_MAX_VERTS);
            break; /* reported below as an unexpected argument */
        }
        int k = A.n;
        A.col[k] = p->i;
        const char *noun = arg_noun(cand[0], k);
        if (vec) {
            char ctx[96];
            snprintf(ctx, sizeof ctx, "the %s's %s", name, noun);
            int d = parse_vector(p, A.v[k], ctx);
            if (d < 0)
                return -1;
            if (A.dim && d != A.dim)
                return fail(p, A.col[k], "expected %d coordinates in the %s's %s, like its %s",
                            A.dim, name, noun,
                            planes ? "first normal"
                            : list ? "first vertex"
                                   : arg_noun(cand[0], 0));
            A.dim = A.dim ? A.dim : d;
            A.type[k] = 'v';
        } else {
            char ctx[96];
            snprintf(ctx, sizeof ctx, "the %s's %s", name, noun);
            if (parse_number(p, &A.v[k][0], ctx) < 0)
                return -1;
            A.type[k] = 'n';
        }
        A.n++;
    }

    /* Match a row: pattern and dimension. */
    const shape_spec *sp = NULL;
    for (int k = 0; k < ncand && !sp; k++)
        if (pattern_matches(cand[k]->pattern, &A) && spec_tag(cand[k], A.dim) != S_none)
            sp = cand[k];
    if (!sp) {
        /* The closest row for this dimension explains what is missing. */
        const shape_spec *best = NULL;
        int best_k = -1;
        for (int k = 0; k < ncand; k++) {
            if (A.dim && spec_tag(cand[k], A.dim) == S_none)
                continue;
            int pk = pattern_prefix(cand[k]->pattern, &A);
            if (pk > best_k) {
                best = cand[k];
                best_k = pk;
            }
        }
        if (!best)
            return fail(p, A.col[0], "a %s needs %s coordinates, not %dD", name,
                        A.dim == 2 ? "3D" : "2D", A.dim);
        const char *pat = best->pattern;
        int k = best_k;
        size_t at = k < A.n ? A.col[k] : p->i;
        if (pat[0] == 'V') {
            if (k < A.n)
                return fail(p, at,
                            "expected a vertex (a vector like (1 2)) in the %s, "
                            "not a number",
                            name);
            return fail(p, at, "expected at least 3 vertices for the %s, got %d", name, k);
        }
        if (pat[0] == 'H') { /* no vertex read, or a number among them */
            if (k < A.n && pattern_matches(hull_planes_spec.pattern, &A))
                return fail(p, at,
                            "expected a vertex (a vector like (1 2 3)) in the %s, not a number "
                            "(a hull by its planes: %s planes (normal) offset ...)",
                            name, name);
            if (k < A.n)
                return fail(p, at,
                            "expected a vertex (a vector like (1 2 3)) in the %s, not a number",
                            name);
            char got[48] = "";
            if (at < p->n && p->s[at] != '#') {
                char tb[TOKEN_CHARS];
                snprintf(got, sizeof got, ", not '%s'", token_at(p, at, tb));
            }
            return fail(p, at, "expected the %s's vertices (vectors like (1 2 3)), at least one%s",
                        name, got);
        }
        if (pat[0] == 'P') { /* pairs of a normal and an offset */
            char got[48];
            what_was_found(p, &A, k, at, got, sizeof got);
            if (k == 0)
                return fail(p, at,
                            "expected the %s's planes, each a normal (a vector like (1 0 0)) "
                            "and an offset, at least one%s",
                            name, got);
            if (k % 2)
                return fail(p, at, "expected an offset after the normal of the %s's plane %d%s",
                            name, k / 2 + 1, got);
            return fail(p, at, "expected the normal (a vector like (1 0 0)) of the %s's plane %d%s",
                        name, k / 2 + 1, got);
        }
        int plen = pattern_len(pat);
        if (k == plen) {
            char tb[TOKEN_CHARS];
            return fail(p, at, "expected 'vs' or the end of the line after the %s's %s, not '%s'",
                        name, best->noun[k - 1], token_at(p, at, tb));
        }
        const char *form = pat[k] == 'v' ? " (a vector like (1 2))" : "";
        char got[48];
        what_was_found(p, &A, k, at, got, sizeof got);
        if (k == 0)
            return fail(p, at, "expected the %s's %s%s%s", name, best->noun[0], form, got);
        return fail(p, at, "expected %s%s after the %s's %s%s", best->what[k], form, name,
                    best->noun[k - 1], got);
    }

    /* Build the struct. */
    memset(out, 0, sizeof *out);
    out->tag = spec_tag(sp, A.dim);
    out->col = (int)col + 1;
    out->rule = rule;
    if (sp->pattern[0] == 'P') { /* a hull by its planes: no vertices */
        size_t n = (size_t)A.n / 2;
        if (q->nplanes + n > CLI_MAX_PLANES)
            return fail(p, col, "too many planes (at most %d in one query)", CLI_MAX_PLANES);
        size_t base = q->nplanes;
        for (size_t k = 0; k < n; k++) {
            const isect_real *v = A.v[2 * k];
            q->planes3[base + k] = (isect_plane3){{v[0], v[1], v[2]}, A.v[2 * k + 1][0]};
        }
        q->nplanes += n;
        out->u.hull3 = (isect_hull3){NULL, 0, q->planes3 + base, n};
    } else if (pattern_is_list(sp->pattern)) {
        if (q->nverts + (size_t)A.n > CLI_MAX_VERTS)
            return fail(p, col, "too many vertices (at most %d in one query)", CLI_MAX_VERTS);
        size_t base = q->nverts;
        for (int k = 0; k < A.n; k++) {
            if (A.dim == 2)
                q->verts2[base + (size_t)k] = (isect_vec2){A.v[k][0], A.v[k][1]};
            else
                q->verts3[base + (size_t)k] = (isect_vec3){A.v[k][0], A.v[k][1], A.v[k][2]};
        }
        q->nverts += (size_t)A.n;
        if (out->tag == S_poly2)
            out->u.poly2 = (isect_poly2){q->verts2 + base, (size_t)A.n};
        else if (out->tag == S_poly3)
            out->u.poly3 = (isect_poly3){q->verts3 + base, (size_t)A.n};
        else /* a hull by its vertices; the face planes are not given */
            out->u.hull3 = (isect_hull3){q->verts3 + base, (size_t)A.n, NULL, 0};
    } else {
        int r = 0;
        for (int k = 0; k < A.n; k++) {
            int c = A.type[k] == 'v' ? A.dim : 1;
            for (int j = 0; j < c; j++)
                out->u.r[r++] = A.v[k][j];
        }
    }
    *pos = p->i;
    return 0;
}

/* ---- Queries ------------------------------------------------------------------------ */

static bool entry_fits(const cli_entry *e, const cli_query *q, cli_kind kind) {
    if (e->kind != kind || e->nshapes != q->nshapes)
        return false;
    for (int k = 0; k < q->nshapes; k++)
        if (e->shape[k] != q->shape[k].tag)
            return false;
    return true;
}

static const cli_entry *find_entry(const cli_query *q, cli_kind kind) {
    for (size_t i = 0; i < cli_table_size; i++)
        if (entry_fits(&cli_table[i], q, kind))
            return &cli_table[i];
    return NULL;
}

static void shapes_text(const cli_query *q, char *buf, size_t cap) {
    size_t len = 0;
    buf[0] = '\0';
    bool points_only = q->kind == K_orient || q->kind == K_dot;
    for (int k = 0; k < q->nshapes && len < cap; k++)
        len +=
            (size_t)snprintf(buf + len, cap - len, "%s%s", k ? (points_only ? ", " : " vs ") : "",
                             cli_shape_name(q->shape[k].tag));
}

int cli_parse(const char *line, size_t len, cli_query *q, cli_error *err) {
    parser P = {line, len, 0, err}, *p = &P;
    if (at_end(p))
        return 0;
    q->kind = K_none;
    q->nshapes = 0;
    q->nverts = 0;
    q->nplanes = 0;
    q->entry = NULL;
    size_t kind_col = p->i;
    size_t w = word_len(p);
    for (int k = K_none + 1; k < K_COUNT && w; k++) {
        const char *name = cli_kind_name((cli_kind)k);
        if (strlen(name) == w && memcmp(name, p->s + p->i, w) == 0) {
            q->kind = (cli_kind)k;
            p->i += w;
            break;
        }
    }
    bool points_only = q->kind == K_orient || q->kind == K_dot;
    if (q->kind != K_none && at_end(p))
        return fail(p, p->i, "expected a shape after '%s'", cli_kind_name(q->kind));
    for (;;) {
        if (q->nshapes == CLI_MAX_SHAPES)
            return fail(p, p->i, "too many shapes (at most %d)", CLI_MAX_SHAPES);
        skip_ws(p);
        size_t at = p->i;
        if (q->nshapes == 0 && q->kind == K_none && word_len(p)) {
            /* The first word is neither a kind nor (checked below) a shape. */
            cli_error e2;
            size_t pos = p->i;
            if (cli_parse_shape(p->s, p->n, &pos, q, &q->shape[0], &e2) < 0) {
                if (strncmp(e2.msg, "unknown shape", 13) == 0) {
                    char tb[TOKEN_CHARS];
                    return fail(
                        p, at,
                        "unknown query or shape '%s'; a query starts with find, test, "
                        "closest, distance, classify, contains, orient, dot, winding or a shape",
                        token_at(p, at, tb));
                }
                *err = e2;
                return -1;
            }
            p->i = pos;
        } else {
            if (points_only && p->s[p->i] != '(' && !word_len(p))
                return fail(p, at, "expected a point (a vector like (1 2))");
            size_t pos = p->i;
            if (cli_parse_shape(p->s, p->n, &pos, q, &q->shape[q->nshapes], err) < 0)
                return -1;
            p->i = pos;
        }
        q->nshapes++;
        if (at_end(p))
            break;
        w = word_len(p);
        if (w == 2 && memcmp(p->s + p->i, "vs", 2) == 0) {
            p->i += 2;
            if (at_end(p))
                return fail(p, p->i, "expected a shape after 'vs'");
            continue;
        }
        if (points_only && p->s[p->i] == '(')
            continue;
        char tb[TOKEN_CHARS];
        return fail(p, p->i, "expected 'vs' or the end of the line after the %s, not '%s'",
                    cli_shape_name(q->shape[q->nshapes - 1].tag), token_at(p, p->i, tb));
    }

    /* One dimension per query. */
    q->dim = cli_shape_dim(q->shape[0].tag);
    for (int k = 1; k < q->nshapes; k++) {
        int d = cli_shape_dim(q->shape[k].tag);
        if (d != q->dim)
            return fail(p, (size_t)q->shape[k].col - 1, "the %s is %dD but the %s is %dD",
                        cli_shape_name(q->shape[k].tag), d, cli_shape_name(q->shape[0].tag),
                        q->dim);
    }

    /* The table entry. */
    static const cli_kind defaults[] = {K_find,   K_classify, K_closest, K_test,
                                        K_orient, K_dot,      K_winding};
    if (q->kind == K_none) {
        for (size_t k = 0; k < sizeof defaults / sizeof defaults[0] && !q->entry; k++)
            q->entry = find_entry(q, defaults[k]);
    } else {
        q->entry = find_entry(q, q->kind == K_contains ? K_classify : q->kind);
    }
    if (q->entry)
        return 1;

    char what[128];
    shapes_text(q, what, sizeof what);
    size_t at = q->kind != K_none ? kind_col : (size_t)q->shape[0].col - 1;
    /* Other kinds for the same shapes? */
    char kinds[96] = "";
    size_t kl = 0;
    for (int k = K_none + 1; k < K_COUNT; k++)
        if (find_entry(q, (cli_kind)k))
            kl += (size_t)snprintf(kinds + kl, sizeof kinds - kl, "%s%s", kl ? ", " : "",
                                   cli_kind_name((cli_kind)k));
    if (kl && find_entry(q, K_classify))
        kl += (size_t)snprintf(kinds + kl, sizeof kinds - kl, ", contains");
    if (kl)
        return fail(p, at, "no '%s' query for %s (%dD); try %s", cli_kind_name(q->kind), what,
                    q->dim, kinds);
    if (q->nshapes == 2) {
        cli_shape t = q->shape[0];
        q->shape[0] = q->shape[1];
        q->shape[1] = t;
        bool swapped = false;
        for (int k = K_none + 1; k < K_COUNT && !swapped; k++)
            swapped = find_entry(q, (cli_kind)k) != NULL;
        q->shape[1] = q->shape[0];
        q->shape[0] = t;
        if (swapped)
            return fail(p, at,
                        "no query for %s (%dD); the library asks it the other way round: "
                        "%s ... vs %s ...",
                        what, q->dim, cli_shape_name(q->shape[1].tag),
                        cli_shape_name(q->shape[0].tag));
    }
    if (q->kind != K_none)
        return fail(p, at, "no '%s' query for %s (%dD) in the library yet", cli_kind_name(q->kind),
                    what, q->dim);
    return fail(p, at, "no query for %s (%dD) in the library yet", what, q->dim);
}
