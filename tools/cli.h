/* tools/cli.h -- the isect command's query language: shapes, queries, results.
 *
 * A line such as `find segment (3 2) (10 6) vs circle (10 4) 3` is parsed in two generic
 * steps, neither of which knows any particular query:
 *   1. shapes: a name and a list of vectors and numbers, matched against the shape table
 *      (lang.c, `shape_specs`) and copied into a tagged union of the library's structs;
 *   2. the query: the kind word (test, find, closest, classify, contains, orient, dot, or
 *      none) and the shapes' tags are looked up in the query table (queries.def), whose
 *      entries name the library function, how to call it and what it returns.
 * Adding a query when a library function lands is one line in queries.def. */
#ifndef ISECT_CLI_H
#define ISECT_CLI_H

#include <stddef.h>
#include <stdio.h>

#include "isect/isect.h"

#define CLI_MAX_SHAPES 4
#define CLI_MAX_VERTS 256 /* vertices of all polygons and hulls in one query */
/* Planes of all hulls by planes in one query (the drawing's vertex search tries every
 * triple of planes against every plane: O(planes^4)). */
#define CLI_MAX_PLANES 64
#define CLI_MAX_REALS 24 /* the largest flat shape, isect_frustum3 */

/* Shape tags: one per library struct (points are isect_vec2 / isect_vec3). */
#define CLI_SHAPES(X)                                                                              \
    X(point2, isect_vec2, "point", 2)                                                              \
    X(point3, isect_vec3, "point", 3)                                                              \
    X(line2, isect_line2, "line", 2)                                                               \
    X(line3, isect_line3, "line", 3)                                                               \
    X(ray2, isect_ray2, "ray", 2)                                                                  \
    X(ray3, isect_ray3, "ray", 3)                                                                  \
    X(seg2, isect_seg2, "segment", 2)                                                              \
    X(seg3, isect_seg3, "segment", 3)                                                              \
    X(plane3, isect_plane3, "plane", 3)                                                            \
    X(plane3p, isect_plane3p, "plane", 3)                                                          \
    X(circle2, isect_circle2, "circle", 2)                                                         \
    X(sphere3, isect_sphere3, "sphere", 3)                                                         \
    X(capsule2, isect_capsule2, "capsule", 2)                                                      \
    X(capsule3, isect_capsule3, "capsule", 3)                                                      \
    X(cylinder3, isect_cylinder3, "cylinder", 3)                                                   \
    X(cone3, isect_cone3, "cone", 3)                                                               \
    X(aabb2, isect_aabb2, "aabb", 2)                                                               \
    X(aabb3, isect_aabb3, "aabb", 3)                                                               \
    X(obb2, isect_obb2, "obb", 2)                                                                  \
    X(obb3, isect_obb3, "obb", 3)                                                                  \
    X(tri2, isect_tri2, "triangle", 2)                                                             \
    X(tri3, isect_tri3, "triangle", 3)                                                             \
    X(quad3, isect_quad3, "quad", 3)                                                               \
    X(tet3, isect_tet3, "tetrahedron", 3)                                                          \
    X(poly2, isect_poly2, "polygon", 2)                                                            \
    X(poly3, isect_poly3, "polygon", 3)                                                            \
    X(hull3, isect_hull3, "hull", 3)                                                               \
    X(frustum3, isect_frustum3, "frustum", 3)

typedef enum cli_shape_tag {
    S_none = 0,
#define X(tag, type, name, dim) S_##tag,
    CLI_SHAPES(X)
#undef X
        S_COUNT
} cli_shape_tag;

typedef struct cli_shape {
    cli_shape_tag tag;
    int col;              /* 1-based column of the shape's name (for messages) */
    isect_fill_rule rule; /* polygons: `polygon evenodd ...`; nonzero by default */
    union {
        isect_real r[CLI_MAX_REALS]; /* the flat view the parser fills */
#define X(tag, type, name, dim) type tag;
        CLI_SHAPES(X)
#undef X
    } u;
} cli_shape;

/* Query kinds. The default kind (no word) is the first of find, classify, closest, test
 * that exists for the shapes. `contains` answers through the classify entry. */
#define CLI_KINDS(X)                                                                               \
    X(find)                                                                                        \
    X(test) X(closest) X(distance) X(classify) X(contains) X(orient) X(dot) X(winding) X(sweep)

typedef enum cli_kind {
    K_none = 0,
#define X(k) K_##k,
    CLI_KINDS(X)
#undef X
        K_COUNT
} cli_kind;

/* What a library function returns; selects the printers. */
typedef enum cli_result_tag {
    R_boolean,          /* test: bool */
    R_sign,             /* orient/dot: -1, 0, +1 or ISECT_SIGN_INVALID */
    R_loc,              /* classify: isect_location */
    R_find2,            /* isect_find_result2 */
    R_find3,            /* isect_find_result3 */
    R_closest2,         /* isect_closest_result2 */
    R_closest3,         /* isect_closest_result3 */
    R_closest_feature2, /* isect_closest_feature_result2 */
    R_closest_feature3, /* isect_closest_feature_result3 */
    R_closest_hull3,    /* isect_closest_hull_result3 */
    R_winding2,         /* isect_winding_result2 */
    R_distance,         /* isect_distance_result */
    R_contact3,         /* isect_contact_result3 */
    R_tri_tri3,         /* isect_tri_tri_result3 */
    R_planes3,          /* isect_planes_result3 */
    R_side              /* classify a solid against a plane: isect_side */
} cli_result_tag;

typedef struct cli_result {
    cli_result_tag tag;
    union {
        bool boolean;
        int sign;
        isect_location loc;
        isect_find_result2 find2;
        isect_find_result3 find3;
        isect_closest_result2 closest2;
        isect_closest_result3 closest3;
        isect_closest_feature_result2 closest_feature2;
        isect_closest_feature_result3 closest_feature3;
        isect_closest_hull_result3 closest_hull3;
        isect_winding_result2 winding2;
        isect_distance_result distance;
        isect_contact_result3 contact3;
        isect_tri_tri_result3 tri_tri3;
        isect_planes_result3 planes3;
        isect_side side;
    } u;
} cli_result;

/* One entry of the query table. */
typedef struct cli_entry {
    cli_kind kind;
    int nshapes;
    cli_shape_tag shape[CLI_MAX_SHAPES];
    cli_result_tag result;
    void (*run)(const cli_shape *s, cli_result *r);
    const char *function; /* the library function's name */
} cli_entry;

typedef struct cli_query {
    cli_kind kind; /* as asked (K_contains stays K_contains) */
    int nshapes;
    cli_shape shape[CLI_MAX_SHAPES];
    const cli_entry *entry; /* the table entry that answers it */
    int dim;                /* 2 or 3 */
    size_t nverts;          /* polygon and hull vertices used in verts2 / verts3 */
    isect_vec2 verts2[CLI_MAX_VERTS];
    isect_vec3 verts3[CLI_MAX_VERTS];
    size_t nplanes; /* the planes of hulls by planes (`hull planes (n) d ...`) in planes3 */
    isect_plane3 planes3[CLI_MAX_PLANES];
} cli_query;

typedef struct cli_error {
    int col;       /* 1-based column */
    char msg[200]; /* what was expected */
} cli_error;

/* ---- lang.c ----------------------------------------------------------------------- */

/* Parse one line (len bytes, no newline needed). Returns 1 for a query (q filled and its
 * table entry found), 0 for a blank or comment-only line, -1 on error (err filled). */
int cli_parse(const char *line, size_t len, cli_query *q, cli_error *err);

/* Parse a single shape starting at line[*pos]; on success *pos is past it. Used by the
 * scene reader of `isect render`. Polygon vertices go into q's pools. Returns 0 or -1. */
int cli_parse_shape(const char *line, size_t len, size_t *pos, cli_query *q, cli_shape *out,
                    cli_error *err);

/* For the scene reader: a vector "(x y [z])" at line[*pos] (after blanks), returning its
 * dimension; a number, returning 0; the end of the line (blanks, then nothing or a
 * comment), returning 0. `what` names the argument in messages ("the camera's eye"),
 * `after` what precedes the end. On an error they return -1 with err filled, and *pos
 * is unchanged; on success *pos is past what was read. */
int cli_parse_vector(const char *line, size_t len, size_t *pos, const char *what, isect_real v[3],
                     cli_error *err);
int cli_parse_number(const char *line, size_t len, size_t *pos, const char *what, isect_real *v,
                     cli_error *err);
int cli_parse_end(const char *line, size_t len, size_t pos, const char *after, cli_error *err);

/* Run the query's library function. */
void cli_eval(const cli_query *q, cli_result *r);

/* True when the shape passes the library's isect_valid_<shape>. */
bool cli_shape_valid(const cli_shape *s);

/* The shape's dimension (2 or 3) and its name for people ("segment"). */
int cli_shape_dim(cli_shape_tag tag);
const char *cli_shape_name(cli_shape_tag tag);
const char *cli_kind_name(cli_kind k);

/* The query table (for listing in --help and for tests). */
extern const cli_entry cli_table[];
extern const size_t cli_table_size;

/* Parse a number at s[0..n): returns the characters used (0 if none). Accepts decimal
 * and exponent forms of any length, correctly rounded, and the words inf, infinity, nan.
 * A decimal beyond the range of isect_real gives +-inf, as strtod does (the query parser
 * reports it as an error; docs/command.md). */
size_t cli_parse_real(const char *s, size_t n, isect_real *out);

/* ---- out.c ------------------------------------------------------------------------ */

/* A growable-free output buffer that flushes to a FILE, and remembers the errno of its
 * first failed write in err (0 while every write succeeded). */
typedef struct cli_out {
    FILE *f;
    int err;
    size_t len;
    char buf[1 << 16];
} cli_out;

void out_init(cli_out *o, FILE *f);
void out_flush(cli_out *o);
void out_printf(cli_out *o, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
void out_mem(cli_out *o, const char *s, size_t n);
void out_str(cli_out *o, const char *s);
void out_char(cli_out *o, char c);
void out_int(cli_out *o, long v);

/* Text from the input, made safe to show. cli_utf8_char: the length (1 to 4) of the
 * valid, shortest-form UTF-8 character at s[0..n), its code point in *cp; 0 when the
 * bytes are not one. cli_unprintable: C0 and C1 controls but tab, DEL, and the line
 * separators and bidirectional marks (they move text on a terminal). out_text_safe:
 * s[0..n) with every byte of an unprintable character or of invalid UTF-8 as \xHH.
 * out_json_string: a JSON string, unprintable characters as \uXXXX, invalid bytes as
 * \ufffd; always valid UTF-8. */
size_t cli_utf8_char(const char *s, size_t n, unsigned *cp);
bool cli_unprintable(unsigned cp);
void out_text_safe(cli_out *o, const char *s, size_t n);
void out_json_string(cli_out *o, const char *s, size_t n);

/* The longest number cli_format_real writes, with its NUL, for 1 to 40 digits: a sign,
 * 40 digits, a point and "e-308", or "-0.0000" and 40 digits. */
#define CLI_REAL_CHARS 64

/* A progress line for long jobs, on stderr when it is a terminal: rewritten in place at
 * most four times a second and erased before anything else is written there. */
typedef struct cli_progress {
    bool on, shown;
    double t0, last; /* seconds: the start, the last update */
} cli_progress;

/* Seconds on a monotonic clock. */
double cli_seconds(void);
/* Starts the clock; the line is shown only when `on`. */
void cli_progress_start(cli_progress *p, bool on);
/* True when an update is due: `after` seconds since the start, 0.25 since the last. */
bool cli_progress_due(cli_progress *p, double after);
void cli_progress_show(cli_progress *p, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
/* Erases the line, if shown. */
void cli_progress_clear(cli_progress *p);

/* Format a real with `digits` (1 to 40) significant digits the way printf("%.*g") does
 * (and therefore round-trips at 17 / 9 digits). Returns the length; buf needs
 * CLI_REAL_CHARS bytes. */
int cli_format_real(char *buf, double v, int digits);

typedef struct cli_print_opts {
    bool json;
    int digits;
} cli_print_opts;

void cli_print_text(cli_out *o, const cli_query *q, const cli_result *r, const cli_print_opts *opt);
/* The output line of a blank or comment-only input line: the line itself (text, without
 * its indentation and line end) or {"line":N} (JSON). */
void cli_print_blank(cli_out *o, long line, const char *text, size_t len,
                     const cli_print_opts *opt);
/* The output line of a line with an error: "error: line N, col C: message" (text) or
 * {"line":N,"col":C,"error":"message"} (JSON). */
void cli_print_error(cli_out *o, long line, const cli_error *e, const cli_print_opts *opt);
/* An error for people, on its own line and flushed: "isect: SOURCE: line N, col C:
 * message" (without "SOURCE: " when source is NULL, without "line N, " when line is 0);
 * the source and message made safe. */
void cli_report_error(cli_out *o, const char *source, long line, const cli_error *e);
void cli_print_json(cli_out *o, long line, const cli_query *q, const cli_result *r,
                    const cli_print_opts *opt);

/* Flag names, in bit order; NULL-terminated. */
const char *cli_flag_name(unsigned bit);
/* A feature kind's name: "vertex", "edge", "face", "solid"; "none" for anything else. */
const char *cli_feature_kind_name(isect_feature_kind k);

/* ---- svg.c ------------------------------------------------------------------------ */

typedef struct cli_svg cli_svg;
/* Collects up to `max_panels` queries and writes them as a grid of panels. */
cli_svg *svg_open(int max_panels, int digits);
/* Is the query drawn: every 2D query, and in a 3D view the 3D closest-point queries (also
 * a point against a hull) and the 3D tests whose shapes all have a 3D drawing (every
 * kind in CLI_SHAPES now)? */
bool svg_can_draw(const cli_query *q, const cli_result *r);
/* Adds a panel; returns false when the query is not drawable or the grid is full. */
bool svg_add(cli_svg *g, const char *caption, const cli_query *q, const cli_result *r);
int svg_panels(const cli_svg *g);
/* Writes the file and frees g. Returns 0 or -1 (errno set). */
int svg_write(cli_svg *g, const char *path);
/* The picture into an open FILE (svg_write's body); 0 or -1 (errno set). */
int svg_print(const cli_svg *g, FILE *f);
/* Frees g without writing. */
void svg_close(cli_svg *g);

/* ---- render.c ------------------------------------------------------------------------ */

/* `isect render SCENE -o FILE.png`: returns the exit status; the line saying what was
 * written goes to `out`. */
int cli_render_main(int argc, char **argv, cli_out *out);
/* Renders the built-in demo scene to path; prints a line to `log`. Returns 0 or -1. */
int cli_render_demo(const char *path, cli_out *log);
/* A picture: w * h pixels, 3 bytes (RGB) each, row by row from the top. */
typedef struct cli_image {
    int w, h;
    unsigned char *rgb; /* malloc'd; the caller frees it */
} cli_image;

/* The scene reader and renderer without files (also for fuzzing): reads the scene in
 * text[0..len) (lines end with '\n'), reports each error to `errors` as "isect: NAME:
 * line L, col C: ...", and when there was none renders it into img, scaled down to at
 * most max_pixels pixels (aspect kept; 0: no limit) with at most max_triangles
 * triangles in meshes (more is an error at the item that passes the limit). Returns 0
 * when rendered, the number of lines with errors (nothing rendered), or -1 when out of
 * memory for the picture. */
int cli_scene_render_text(const char *name, const char *text, size_t len, long max_pixels,
                          size_t max_triangles, cli_out *errors, cli_image *img);
/* True when the command was built with libpng. */
bool cli_have_png(void);

#endif
