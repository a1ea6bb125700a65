/* isect -- the command-line face of the library.
 *
 *   isect 'QUERY'           answer one query: isect 'segment (3 2) (10 6) vs circle (10 4) 3'
 *   isect run FILE|-        answer a file of queries, one output line per input line
 *   isect render SCENE -o F ray-trace a 3D scene with isect's ray queries into a PNG
 *   isect demo [--out DIR]  the built-in gallery: answers, isect-demo.svg, isect-demo.png
 *   isect list              every query the command knows, with its library function
 * Options: --json (JSON Lines), --digits N, --svg FILE (draw the 2D queries, and the 3D
 * closest-point queries and tests).
 *
 * Numbers are printed with enough digits to round-trip (%.17g in the double build, %.9g
 * in the float build) unless --digits says otherwise. Exit status: 0 when every line
 * parsed and ran, 1 when some line had an error, 2 for a usage error or when the input
 * cannot be read or the output cannot be written (docs/command.md). */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli.h"

#if ISECT_USE_DOUBLE
#define DEFAULT_DIGITS 17
#else
#define DEFAULT_DIGITS 9
#endif
#define SVG_MAX_PANELS 48

typedef struct options {
    cli_print_opts print;
    const char *svg;
    const char *out_dir;
} options;

static cli_out out_stdout, err_stderr;

/* ---- Answering lines ---------------------------------------------------------------- */

typedef struct runner {
    options *opt;
    cli_query q;
    cli_result r;
    cli_error err;
    cli_svg *svg;
    int svg_skipped;
    long errors;
    bool errors_to_stderr;
    cli_progress progress;
    const char *source; /* file name for messages, or NULL */
} runner;

/* Moves i back to the start of the UTF-8 character it is in. */
static size_t char_start(const char *s, size_t i) {
    while (i > 0 && ((unsigned char)s[i] & 0xc0) == 0x80)
        i--;
    return i;
}

static void caption_of(const char *line, size_t len, char *buf, size_t cap) {
    while (len && (line[len - 1] == '\n' || line[len - 1] == '\r' || line[len - 1] == ' '))
        len--;
    while (len && *line == ' ') {
        line++;
        len--;
    }
    if (len >= cap)
        len = char_start(line, cap - 1);
    memcpy(buf, line, len);
    buf[len] = '\0';
}

/* Answers one line; returns false when it had an error. */
static bool answer_line(runner *R, long lineno, const char *line, size_t len) {
    cli_out *o = &out_stdout;
    while (len && (line[len - 1] == '\n' || line[len - 1] == '\r'))
        len--; /* a column past the end is the end of the line, not of the newline */
    int rc = cli_parse(line, len, &R->q, &R->err);
    if (rc == 0) {
        cli_print_blank(o, lineno, line, len, &R->opt->print);
        return true;
    }
    if (rc < 0) {
        R->errors++;
        cli_print_error(o, lineno, &R->err, &R->opt->print);
        if (R->errors_to_stderr) {
            out_flush(o);
            cli_progress_clear(&R->progress);
            cli_report_error(&err_stderr, R->source, lineno, &R->err);
        }
        return false;
    }
    cli_eval(&R->q, &R->r);
    if (R->opt->print.json)
        cli_print_json(o, lineno, &R->q, &R->r, &R->opt->print);
    else
        cli_print_text(o, &R->q, &R->r, &R->opt->print);
    if (R->svg && svg_can_draw(&R->q, &R->r)) {
        char c[160];
        caption_of(line, len, c, sizeof c);
        if (!svg_add(R->svg, c, &R->q, &R->r))
            R->svg_skipped++;
    }
    return true;
}

static int finish_svg(runner *R) {
    if (!R->svg)
        return 0;
    int n = svg_panels(R->svg);
    if (svg_write(R->svg, R->opt->svg) < 0) {
        fprintf(stderr, "isect: cannot write %s: %s\n", R->opt->svg, strerror(errno));
        return -1;
    }
    fprintf(stderr, "isect: drew %d quer%s in %s", n, n == 1 ? "y" : "ies", R->opt->svg);
    if (R->svg_skipped)
        fprintf(stderr, " (%d more left out: at most %d panels)", R->svg_skipped, SVG_MAX_PANELS);
    fprintf(stderr, "\n");
    return 0;
}

/* ---- isect run FILE ------------------------------------------------------------------- */

/* Lines so far, their rate and, for a regular file, the time left. */
static void progress(cli_progress *p, FILE *in, long lines, off_t size) {
    double dt = cli_seconds() - p->t0;
    double rate = dt > 0 ? (double)lines / dt : 0;
    off_t at = size > 0 ? ftello(in) : 0;
    if (at > 0 && dt > 0)
        cli_progress_show(p, "isect: %ld lines, %.0f lines/s, about %.0f s left", lines, rate,
                          dt * (double)(size - at) / (double)at);
    else
        cli_progress_show(p, "isect: %ld lines, %.0f lines/s", lines, rate);
}

static int run_file(options *opt, const char *path) {
    FILE *in = strcmp(path, "-") == 0 ? stdin : fopen(path, "r");
    if (!in) {
        fprintf(stderr, "isect: cannot open %s: %s\n", path, strerror(errno));
        return 2;
    }
    static runner R;
    R.opt = opt;
    R.source = strcmp(path, "-") == 0 ? "stdin" : path;
    R.errors_to_stderr = !isatty(STDOUT_FILENO);
    R.svg = opt->svg ? svg_open(SVG_MAX_PANELS, opt->print.digits) : NULL;
    /* Progress on a terminal's stderr, unless stdout is a terminal too: there the line
     * would erase answers not yet ended by a newline. */
    cli_progress_start(&R.progress, isatty(STDERR_FILENO) && !isatty(STDOUT_FILENO));
    off_t size = 0;
    struct stat st;
    if (fstat(fileno(in), &st) == 0 && S_ISREG(st.st_mode))
        size = st.st_size;

    char *line = NULL;
    size_t cap = 0;
    ssize_t n;
    long lineno = 0;
    while (!out_stdout.err && (n = getline(&line, &cap, in)) >= 0) {
        lineno++;
        answer_line(&R, lineno, line, (size_t)n);
        if ((lineno & 0x3fff) == 0 && cli_progress_due(&R.progress, 1.0))
            progress(&R.progress, in, lineno, size);
    }
    int read_errno = ferror(in) ? errno : 0;
    free(line);
    out_flush(&out_stdout);
    cli_progress_clear(&R.progress);
    if (in != stdin)
        fclose(in);
    if (read_errno) {
        fprintf(stderr, "isect: error reading %s: %s\n", path, strerror(read_errno));
        return 2;
    }
    if (finish_svg(&R) < 0)
        return 2;
    if (R.errors)
        fprintf(stderr, "isect: %ld of %ld lines had errors\n", R.errors, lineno);
    return R.errors ? 1 : 0;
}

/* ---- isect 'QUERY' -------------------------------------------------------------------- */

/* Columns that text takes on a terminal once made safe (one a character, four a byte
 * shown as \xHH). */
static size_t shown_width(const char *s, size_t n) {
    size_t w = 0, i = 0;
    while (i < n) {
        unsigned cp;
        size_t len = cli_utf8_char(s + i, n - i, &cp);
        w += len && !cli_unprintable(cp) ? 1 : 4 * (len ? len : 1);
        i += len ? len : 1;
    }
    return w;
}

/* "isect: col C: message", then the query with a caret under the column: at most 40
 * bytes before it and 30 after, the rest shown as "...". */
static void show_error(const char *query, size_t len, const cli_error *e) {
    cli_report_error(&err_stderr, NULL, 0, e);
    size_t at = e->col > 0 ? (size_t)e->col - 1 : 0;
    at = at < len ? at : len;
    size_t from = at > 40 ? char_start(query, at - 40) : 0;
    size_t to = len - at > 30 ? char_start(query, at + 30) : len;
    cli_out *o = &err_stderr;
    out_str(o, from ? "  ..." : "  ");
    out_text_safe(o, query + from, to - from);
    out_str(o, to < len ? "...\n  " : "\n  ");
    for (size_t k = shown_width(query + from, at - from) + (from ? 3 : 0); k > 0; k--)
        out_char(o, ' ');
    out_str(o, "^\n");
    out_flush(o);
}

static int run_one(options *opt, const char *query) {
    static runner R;
    R.opt = opt;
    R.svg = opt->svg ? svg_open(SVG_MAX_PANELS, opt->print.digits) : NULL;
    size_t len = strlen(query);
    int rc = cli_parse(query, len, &R.q, &R.err);
    if (rc <= 0) {
        if (rc == 0)
            fprintf(stderr, "isect: the query is empty; try: isect 'segment (3 2) (10 6) vs "
                            "circle (10 4) 3'\n");
        else
            show_error(query, len, &R.err);
        if (R.svg)
            svg_close(R.svg);
        return 1;
    }
    answer_line(&R, 1, query, len);
    out_flush(&out_stdout);
    return finish_svg(&R) < 0 ? 2 : 0;
}

/* ---- isect demo ---------------------------------------------------------------------- */

static const struct {
    const char *query;
    const char *note;
} gallery[] = {
    {"find segment (3 2) (10 6) vs circle (10 4) 3",
     "the worked example: enters near (7.01444, 4.29396), ends inside"},
    {"find segment (0 0) (1 0) vs circle (5 0) 1",
     "both crossings of the line lie beyond the segment: a miss"},
    {"find line (-2 1) (1 0) vs circle (0 0) 1", "a tangent touches once"},
    {"test ray (0 3) (1 0) vs circle (5 0) 3", "a ray grazing a circle: touching counts"},
    {"find ray (-5 0.5 0) (1 0 0) vs sphere (0 0 0) 1", "a ray through a ball"},
    {"find ray (0 0 0) (0 0 2) vs sphere (0 0 0) 3", "starts inside: t in units of dir"},
    {"find segment (999996 1000001 1e6) (1000004 1000001 1e6) vs sphere (1e6 1e6 1e6) 1",
     "far from the origin, exactly tangent"},
    {"find segment (0 3 4) (0 3 4) vs sphere (0 0 0) 5", "a zero-length segment on the surface"},
    {"find segment (0 0 0) (1 1 1) vs sphere (0 0 0) -1", "a negative radius is invalid input"},
    {"find ray (0 0 5) (0 0 -1) vs plane (0 0 1) 2", "a ray down onto the plane z = 2"},
    {"find segment (0 0 0) (2 2 2) vs plane (1 0 0) (0 1 0) (0 0 1)",
     "a plane through three points, kept exact"},
    {"classify point (1 1 1) vs plane (0 0 1) 1", "exactly on the plane z = 1"},
    {"distance point (1 2 3) vs plane (0 0 2) 4",
     "signed distance to the plane z = 2 (a normal of any length): +1"},
    {"closest point (1 2) vs segment (0 0) (4 0)", "the foot of the perpendicular"},
    {"closest point (-3 1) vs ray (0 0) (1 1)", "behind the ray: its origin is closest"},
    {"closest point (1 2 3) vs line (0 0 0) (1 0 0)", "a line in space"},
    {"test circle (5 5) 1.5 vs aabb (0 0) (4 4)", "the corner is sqrt(2) away: they touch"},
    {"classify point (2 4) vs aabb (0 0) (4 4)", "on the top edge"},
    {"closest point (6 1) vs obb (2 2) (0.6 0.8) (2 1)", "an oriented rectangle"},
    {"test sphere (3 3 3) 1 vs aabb (0 0 0) (2 2 2)", "sqrt(3) from the corner: a miss"},
    {"orient (0 0) (1 0) (0 1)", "a left turn"},
    {"orient (0 0 0) (1 0 0) (0 1 0) (0 0 1)", "d above the counterclockwise triangle abc"},
    {"classify point (2 0.5) vs capsule (0 0) (4 0) 1", "inside a stadium"},
    {"contains point (3 4) vs circle (0 0) 5", "on the circle: closed shapes contain it"},
    {"find ray (0.25 0.25 5) (0 0 -1) vs triangle (0 0 0) (1 0 0) (0 1 0)",
     "a ray down through a triangle"},
    {"test ray (0 0 -1) (0 0 1) vs quad (-1 -1 0) (1 -1 0) (1 1 0) (-1 1 0)",
     "a ray through the quad's shared diagonal still hits"},
    {"classify point (0 0) vs polygon evenodd (0 3) (2 -2) (-3 1) (3 1) (-2 -2)",
     "the pentagram's centre is outside under the even-odd rule"},
    {"classify point (0 0) vs polygon (0 3) (2 -2) (-3 1) (3 1) (-2 -2)",
     "... and inside under the nonzero rule (the default)"},
    {"winding point (0 0) vs polygon (0 3) (2 -2) (-3 1) (3 1) (-2 -2)",
     "the pentagram winds twice around its centre, clockwise: -2"},
};

static int run_demo(options *opt) {
    const char *dir = opt->out_dir ? opt->out_dir : ".";
    char svg_path[4096], png_path[4096];
    snprintf(svg_path, sizeof svg_path, "%s/isect-demo.svg", dir);
    snprintf(png_path, sizeof png_path, "%s/isect-demo.png", dir);
    cli_out *o = &out_stdout;
    out_printf(o, "isect %s (%s build): built-in gallery\n", isect_version(),
               isect_is_double() ? "double" : "float");
    static runner R;
    R.opt = opt;
    R.svg = svg_open(SVG_MAX_PANELS, 6);
    int status = 0;
    for (size_t i = 0; i < sizeof gallery / sizeof gallery[0]; i++) {
        out_printf(o, "\n%s\n  # %s\n  ", gallery[i].query, gallery[i].note);
        if (!answer_line(&R, (long)i + 1, gallery[i].query, strlen(gallery[i].query)))
            status = 1;
    }
    int n = svg_panels(R.svg);
    out_printf(o, "\n");
    if (svg_write(R.svg, svg_path) < 0) {
        fprintf(stderr, "isect: cannot write %s: %s\n", svg_path, strerror(errno));
        status = 1;
    } else {
        out_printf(o, "wrote %s: %d queries drawn\n", svg_path, n);
    }
    out_flush(o);
    if (!cli_have_png()) {
        out_printf(o,
                   "no %s: PNG support was not built (install libpng-dev and rebuild; "
                   "`make demo` does both)\n",
                   png_path);
    } else if (cli_render_demo(png_path, o) < 0) {
        status = 1;
    }
    return status;
}

/* ---- main ---------------------------------------------------------------------------- */

static void usage(cli_out *o) {
    out_str(o, "usage: isect [options] 'QUERY'       answer one query\n"
               "       isect [options] run FILE|-    answer a file of queries (one per line)\n"
               "       isect render SCENE -o F.png   ray-trace a 3D scene (see docs/gallery.md)\n"
               "       isect demo [--out DIR]        the gallery: answers, isect-demo.svg/.png\n"
               "       isect list                    every query, with its library function\n"
               "       isect --version | --help\n"
               "options: --json  JSON Lines output (docs/command.md; \"inf\", \"-inf\", \"nan\"\n"
               "                 for the values JSON has no number for)\n"
               "         --digits N  significant digits (1 to 40)\n"
               "         --svg FILE  draw the queries as panels (2D; 3D closest, test, contact)\n"
               "queries: [find|test|closest|distance|classify|contains] SHAPE vs SHAPE, e.g.\n"
               "  segment (3 2) (10 6) vs circle (10 4) 3\n"
               "  test ray (0 0 0) (1 0 0) vs sphere (5 0 0) 1\n"
               "  closest point (1 2) vs segment (0 0) (4 0)\n"
               "  classify point (1 1 1) vs plane (0 0 1) 1      plane (a) (b) (c): three points\n"
               "  distance point (1 2 3) vs plane (0 0 2) 4      signed: + on the normal's side\n"
               "  contains point (2 4) vs aabb (0 0) (4 4)\n"
               "  orient (0 0) (1 0) (0 1)\n"
               "shapes: point (x y), line (p) (dir), ray (origin) (dir), segment (a) (b),\n"
               "  plane (normal) offset | plane (a) (b) (c), circle/sphere (c) r,\n"
               "  capsule (a) (b) r, aabb (min) (max), obb (c) (axis) (half) in 2D,\n"
               "  obb (c) (x axis) (y axis) (z axis) (half) in 3D, triangle (a) (b) (c),\n"
               "  polygon (a) (b) (c) ..., hull (a) (b) ... (3D: the convex hull of its\n"
               "  vertices) | hull planes (normal) offset ... (3D: where normal . x <= offset\n"
               "  for every plane), frustum (normal) offset x 6 (left right bottom top near\n"
               "  far); 3 coordinates make it 3D. # starts a comment.\n");
}

static int list_queries(void) {
    for (size_t i = 0; i < cli_table_size; i++) {
        const cli_entry *e = &cli_table[i];
        out_printf(&out_stdout, "%-8s ", cli_kind_name(e->kind));
        for (int k = 0; k < e->nshapes; k++)
            out_printf(&out_stdout, "%s%s%d",
                       k ? (e->kind == K_orient || e->kind == K_dot ? ", " : " vs ") : "",
                       cli_shape_name(e->shape[k]), cli_shape_dim(e->shape[k]));
        out_printf(&out_stdout, "  %s\n", e->function);
    }
    return 0;
}

static int command(int argc, char **argv) {
    options opt = {{false, DEFAULT_DIGITS}, NULL, NULL};
    const char *pos[3] = {0};
    int npos = 0;
    if (argc >= 2 && strcmp(argv[1], "render") == 0)
        return cli_render_main(argc - 1, argv + 1, &out_stdout);
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (strcmp(a, "--json") == 0) {
            opt.print.json = true;
        } else if (strcmp(a, "--digits") == 0 || strcmp(a, "--svg") == 0 ||
                   strcmp(a, "--out") == 0) {
            if (i + 1 >= argc) {
                fprintf(stderr, "isect: %s needs a value\n", a);
                return 2;
            }
            const char *v = argv[++i];
            if (a[2] == 'd') {
                char *end;
                long d = strtol(v, &end, 10);
                if (*end || d < 1 || d > 40) {
                    fprintf(stderr, "isect: --digits takes a number from 1 to 40\n");
                    return 2;
                }
                opt.print.digits = (int)d;
            } else if (a[2] == 's') {
                opt.svg = v;
            } else {
                opt.out_dir = v;
            }
        } else if (strcmp(a, "--version") == 0) {
            out_printf(&out_stdout, "isect %s (%s)\n", isect_version(),
                       isect_is_double() ? "double" : "float");
            return 0;
        } else if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            usage(&out_stdout);
            return 0;
        } else if (a[0] == '-' && a[1] == '-') {
            fprintf(stderr, "isect: unknown option %s\n", a);
            usage(&err_stderr);
            out_flush(&err_stderr);
            return 2;
        } else if (npos < 3) {
            pos[npos++] = a;
        } else {
            usage(&err_stderr);
            out_flush(&err_stderr);
            return 2;
        }
    }
    if (npos == 1 && strcmp(pos[0], "demo") == 0)
        return run_demo(&opt);
    if (npos == 1 && strcmp(pos[0], "list") == 0)
        return list_queries();
    if (npos == 2 && strcmp(pos[0], "run") == 0)
        return run_file(&opt, pos[1]);
    if (npos == 1 && strcmp(pos[0], "run") != 0)
        return run_one(&opt, pos[0]);
    usage(&err_stderr);
    out_flush(&err_stderr);
    return 2;
}

/* A closed standard descriptor is opened on /dev/null (stdout read-only, so that writing
 * to it still fails), lest the first file the command opens take its number and receive
 * what was meant for the terminal. */
static void reserve_std_fds(void) {
    for (int fd = 0; fd <= 2; fd++)
        if (fcntl(fd, F_GETFD) < 0 && errno == EBADF) {
            int got = open("/dev/null", fd == 2 ? O_WRONLY : O_RDONLY);
            if (got >= 0 && got != fd)
                close(got); /* a lower number was free: leave it as it was */
        }
}

/* Every answer is written or the command says why not: exit status 2 when stdout could
 * not take it all (a full disk, a closed descriptor). */
int main(int argc, char **argv) {
    reserve_std_fds();
    out_init(&out_stdout, stdout);
    out_init(&err_stderr, stderr);
    int status = command(argc, argv);
    out_flush(&out_stdout);
    int err = out_stdout.err;
    errno = 0;
    if (fflush(stdout) != 0 && !err)
        err = errno ? errno : EIO;
    if (ferror(stdout) && !err)
        err = EIO;
    if (err) {
        fprintf(stderr, "isect: writing output: %s\n", strerror(err));
        return 2;
    }
    return status;
}
