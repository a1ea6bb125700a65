/* tools/svg.c -- `--svg FILE`: 2D queries drawn as a grid of panels.
 *
 * Each panel shows one query in its own world window (fitted to the shapes and the
 * answer, y up) over a scale grid with labelled lines at a 1-2-5 step: the shapes (first
 * blue, second orange), the hit points with their t values (entry green, exit red), the
 * entry normal as an arrow, closest points joined by a dashed line, and a caption with
 * the query and the answer. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <float.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

#define PANEL_W 380
#define PANEL_H 352
#define PLOT_X 34
#define PLOT_Y 38
#define PLOT_W 330
#define PLOT_H 260

typedef struct panel {
    char caption[160];
    cli_query q;
    cli_result r;
} panel;

struct cli_svg {
    int max, n;
    int digits;
    panel *p;
};

cli_svg *svg_open(int max_panels, int digits) {
    cli_svg *g = calloc(1, sizeof *g);
    if (!g)
        return NULL;
    g->p = calloc((size_t)max_panels, sizeof *g->p);
    if (!g->p) {
        free(g);
        return NULL;
    }
    g->max = max_panels;
    g->digits = digits < 6 ? digits : 6;
    return g;
}

int svg_panels(const cli_svg *g) {
    return g ? g->n : 0;
}

/* Only 2D queries are drawn: a 3D answer (find3, closest3, distance: every plane query)
 * is left out, as the caller's count of panels shows. */
bool svg_add(cli_svg *g, const char *caption, const cli_query *q, const cli_result *r) {
    if (!g || q->dim != 2 || g->n == g->max)
        return false;
    panel *p = &g->p[g->n++];
    snprintf(p->caption, sizeof p->caption, "%s", caption);
    p->q = *q;
    p->r = *r;
    for (int k = 0; k < p->q.nshapes; k++)
        if (p->q.shape[k].tag == S_poly2)
            p->q.shape[k].u.poly2.v = p->q.verts2 + (q->shape[k].u.poly2.v - q->verts2);
    return true;
}

/* ---- Writing ------------------------------------------------------------------------ */

/* A panel's world window: its centre, its scale and its edges (finite, for the grid). */
typedef struct view {
    double cx, cy;         /* world centre */
    double s;              /* pixels per unit */
    double x0, y0, x1, y1; /* world window */
    double ox, oy;         /* panel origin in the page */
} view;

/* Far ends of lines and rays lie this many pixels from their point; nothing is placed
 * farther than PAGE_LIMIT pixels from the plot (the clip path hides it anyway). */
#define FAR_PX 2000.0
#define PAGE_LIMIT 1e5

static double clamp_page(double p) {
    return p < PAGE_LIMIT ? (p > -PAGE_LIMIT ? p : -PAGE_LIMIT) : p == p ? PAGE_LIMIT : -PAGE_LIMIT;
}

/* Pixels from the window's centre to x + d, d an offset in world units. x - c overflows
 * only when both are huge and of opposite signs; halves are then subtracted instead. */
static double page_offset(double x, double d, double c, double s) {
    double dx = x - c;
    double p = isfinite(dx) ? dx * s : (x / 2 - c / 2) * s * 2;
    return clamp_page(p + d * s);
}

static double px_add(const view *v, double x, double d) {
    return v->ox + PLOT_X + PLOT_W / 2.0 + page_offset(x, d, v->cx, v->s);
}

static double py_add(const view *v, double y, double d) {
    return v->oy + PLOT_Y + PLOT_H / 2.0 - page_offset(y, d, v->cy, v->s);
}

static double px(const view *v, double x) {
    return px_add(v, x, 0);
}

static double py(const view *v, double y) {
    return py_add(v, y, 0);
}

/* Text as XML character data: markup characters as entities, and what the text printer
 * would show as \xHH (controls, bytes that are not UTF-8) shown so here too. */
static void esc(FILE *f, const char *s) {
    size_t n = strlen(s), i = 0;
    while (i < n) {
        unsigned cp;
        size_t len = cli_utf8_char(s + i, n - i, &cp);
        if (!len || cli_unprintable(cp)) {
            for (size_t k = 0; k < (len ? len : 1); k++, i++)
                fprintf(f, "\\x%02x", (unsigned char)s[i]);
            continue;
        }
        switch (cp) {
        case '&': fputs("&amp;", f); break;
        case '<': fputs("&lt;", f); break;
        case '>': fputs("&gt;", f); break;
        case '"': fputs("&quot;", f); break;
        default: fwrite(s + i, 1, len, f);
        }
        i += len;
    }
}

static const char *num(char *buf, double v, int digits) {
    cli_format_real(buf, v, digits);
    return buf;
}

typedef struct bbox {
    double x0, y0, x1, y1;
    bool any;
} bbox;

static void bb_add(bbox *b, double x, double y) {
    if (!isfinite(x) || !isfinite(y))
        return;
    if (!b->any) {
        b->x0 = b->x1 = x;
        b->y0 = b->y1 = y;
        b->any = true;
        return;
    }
    b->x0 = fmin(b->x0, x);
    b->x1 = fmax(b->x1, x);
    b->y0 = fmin(b->y0, y);
    b->y1 = fmax(b->y1, y);
}

static void bb_shape(bbox *b, const cli_shape *s) {
    const isect_real *r = s->u.r;
    switch (s->tag) {
    case S_point2: bb_add(b, r[0], r[1]); break;
    case S_line2:
    case S_ray2:
        bb_add(b, r[0], r[1]);
        bb_add(b, r[0] + r[2], r[1] + r[3]);
        break;
    case S_seg2:
    case S_aabb2:
        bb_add(b, r[0], r[1]);
        bb_add(b, r[2], r[3]);
        break;
    case S_circle2:
        bb_add(b, r[0] - fabs(r[2]), r[1] - fabs(r[2]));
        bb_add(b, r[0] + fabs(r[2]), r[1] + fabs(r[2]));
        break;
    case S_capsule2:
        for (int k = 0; k < 2; k++) {
            bb_add(b, r[2 * k] - fabs(r[4]), r[2 * k + 1] - fabs(r[4]));
            bb_add(b, r[2 * k] + fabs(r[4]), r[2 * k + 1] + fabs(r[4]));
        }
        break;
    case S_obb2: {
        double e = fabs(r[4]) + fabs(r[5]);
        bb_add(b, r[0] - e, r[1] - e);
        bb_add(b, r[0] + e, r[1] + e);
        break;
    }
    case S_tri2:
        for (int k = 0; k < 3; k++)
            bb_add(b, r[2 * k], r[2 * k + 1]);
        break;
    case S_poly2:
        for (size_t k = 0; k < s->u.poly2.count; k++)
            bb_add(b, s->u.poly2.v[k].x, s->u.poly2.v[k].y);
        break;
    default: break;
    }
}

static void bb_result(bbox *b, const cli_result *r) {
    if (r->tag == R_find2 && r->u.find2.hit) {
        bb_add(b, r->u.find2.point[0].x, r->u.find2.point[0].y);
        bb_add(b, r->u.find2.point[1].x, r->u.find2.point[1].y);
    } else if (r->tag == R_closest2) {
        bb_add(b, r->u.closest2.point_b.x, r->u.closest2.point_b.y);
    } else if (r->tag == R_closest_feature2) {
        bb_add(b, r->u.closest_feature2.point_b.x, r->u.closest_feature2.point_b.y);
    }
}

/* The grid step: a 1-2-5 multiple of a power of ten near a sixth of the window, and at
 * least 8 doubles wide at the window's edge, so that the multiples k * step are distinct
 * doubles (k stays below 2^50) and a loop over them ends. */
static double grid_step(const view *v) {
    double half = fmax(v->x1 / 2 - v->x0 / 2, v->y1 / 2 - v->y0 / 2);
    double edge = fmax(fmax(fabs(v->x0), fabs(v->x1)), fmax(fabs(v->y0), fabs(v->y1)));
    double raw = fmax(half / 3, edge * 0x1p-49);
    double p = pow(10, floor(log10(raw)));
    double m = raw / p;
    return (m < 1.5 ? 1 : m < 3.5 ? 2 : m < 7.5 ? 5 : 10) * p;
}

/* The lines x = k * step (vertical) or y = k * step across the window, labelled with the
 * digits that tell neighbours apart (at least 4); long labels under vertical lines only
 * at every stride-th line, where they fit (a tick character is about 5 pixels wide). */
static void draw_grid_lines(FILE *f, const view *v, double step, bool vertical) {
    double lo = vertical ? v->x0 : v->y0, hi = vertical ? v->x1 : v->y1;
    double k0 = ceil(lo / step), k1 = floor(hi / step);
    int digits = (int)floor(log10(fmax(fabs(lo), fabs(hi)))) - (int)floor(log10(step)) + 1;
    digits = digits < 4 ? 4 : digits > 17 ? 17 : digits;
    char b[CLI_REAL_CHARS];
    size_t widest = 0;
    for (double k = k0; k <= k1 && k - k0 < 64; k++)
        widest = fmax(widest, strlen(num(b, k == 0 ? 0 : k * step, digits)));
    double stride = ceil((double)(widest + 1) * 5 / (step * v->s));
    for (double k = k0; k <= k1 && k - k0 < 64; k++) {
        double w = k * step;
        const char *cls = k == 0 ? "axis" : "gl";
        num(b, k == 0 ? 0 : w, digits);
        if (vertical) {
            fprintf(f, "<line x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\" class=\"%s\"/>\n",
                    px(v, w), py(v, v->y0), px(v, w), py(v, v->y1), cls);
            if (stride > 1 && fmod(k, stride) != 0)
                continue;
            fprintf(f,
                    "<text x=\"%.2f\" y=\"%.2f\" class=\"tick\" text-anchor=\"middle\">%s</text>\n",
                    px(v, w), py(v, v->y0) + 11, b);
        } else {
            fprintf(f, "<line x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\" class=\"%s\"/>\n",
                    px(v, v->x0), py(v, w), px(v, v->x1), py(v, w), cls);
            fprintf(f, "<text x=\"%.2f\" y=\"%.2f\" class=\"tick\" text-anchor=\"end\">%s</text>\n",
                    px(v, v->x0) - 3, py(v, w) + 3, b);
        }
    }
}

static void draw_grid(FILE *f, const view *v) {
    double step = grid_step(v);
    fprintf(f, "<g class=\"grid\">\n");
    draw_grid_lines(f, v, step, true);
    draw_grid_lines(f, v, step, false);
    fprintf(f, "</g>\n");
}

static void dot(FILE *f, const view *v, double x, double y, const char *cls) {
    fprintf(f, "<circle cx=\"%.2f\" cy=\"%.2f\" r=\"3.5\" class=\"%s\"/>\n", px(v, x), py(v, y),
            cls);
}

static void draw_shape(FILE *f, const view *v, const cli_shape *s, int which) {
    const isect_real *r = s->u.r;
    const char *cls = which == 0 ? "a" : which == 1 ? "b" : "c";
    switch (s->tag) {
    case S_point2: dot(f, v, r[0], r[1], cls); break;
    case S_line2:
    case S_ray2: {
        /* The far ends in page units along the direction (scaled first: no overflow). */
        double m = fmax(fabs(r[2]), fabs(r[3]));
        double len = m > 0 && isfinite(m) ? hypot(r[2] / m, r[3] / m) : 0;
        double ux = len > 0 ? r[2] / m / len : 0, uy = len > 0 ? r[3] / m / len : 0;
        double x = px(v, r[0]), y = py(v, r[1]);
        double back = s->tag == S_line2 ? FAR_PX : 0;
        fprintf(f, "<line x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\" class=\"%s\"/>\n",
                x - back * ux, y + back * uy, x + FAR_PX * ux, y - FAR_PX * uy, cls);
        fprintf(f,
                "<line x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\" class=\"%s\" "
                "marker-end=\"url(#arrow)\"/>\n",
                x, y, px_add(v, r[0], r[2]), py_add(v, r[1], r[3]), cls);
        dot(f, v, r[0], r[1], cls);
        break;
    }
    case S_seg2:
        fprintf(f, "<line x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\" class=\"%s\"/>\n",
                px(v, r[0]), py(v, r[1]), px(v, r[2]), py(v, r[3]), cls);
        dot(f, v, r[0], r[1], cls);
        dot(f, v, r[2], r[3], cls);
        break;
    case S_circle2:
        fprintf(f, "<circle cx=\"%.2f\" cy=\"%.2f\" r=\"%.2f\" class=\"%s fill\"/>\n", px(v, r[0]),
                py(v, r[1]), fabs(clamp_page(r[2] * v->s)), cls);
        break;
    case S_capsule2:
        fprintf(f,
                "<line x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\" class=\"%s caps\" "
                "style=\"stroke-width:%.2f\"/>\n", /* a style: the class's width would win */
                px(v, r[0]), py(v, r[1]), px(v, r[2]), py(v, r[3]), cls,
                2 * fabs(clamp_page(r[4] * v->s)));
        fprintf(f, "<line x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\" class=\"%s\"/>\n",
                px(v, r[0]), py(v, r[1]), px(v, r[2]), py(v, r[3]), cls);
        break;
    case S_aabb2:
        fprintf(f,
                "<rect x=\"%.2f\" y=\"%.2f\" width=\"%.2f\" height=\"%.2f\" class=\"%s fill\"/>\n",
                fmin(px(v, r[0]), px(v, r[2])), fmin(py(v, r[1]), py(v, r[3])),
                fabs(px(v, r[2]) - px(v, r[0])), fabs(py(v, r[3]) - py(v, r[1])), cls);
        break;
    case S_obb2: {
        double ax = r[2], ay = r[3], hx = r[4], hy = r[5];
        static const int sx[4] = {-1, 1, 1, -1}, sy[4] = {-1, -1, 1, 1};
        fprintf(f, "<polygon points=\"");
        for (int k = 0; k < 4; k++)
            fprintf(f, "%s%.2f,%.2f", k ? " " : "",
                    px_add(v, r[0], sx[k] * hx * ax - sy[k] * hy * ay),
                    py_add(v, r[1], sx[k] * hx * ay + sy[k] * hy * ax));
        fprintf(f, "\" class=\"%s fill\"/>\n", cls);
        break;
    }
    case S_tri2:
    case S_poly2: {
        size_t n = s->tag == S_tri2 ? 3 : s->u.poly2.count;
        const isect_vec2 *pv = s->tag == S_tri2 ? s->u.tri2.v : s->u.poly2.v;
        fprintf(f, "<polygon points=\"");
        for (size_t k = 0; k < n; k++)
            fprintf(f, "%s%.2f,%.2f", k ? " " : "", px(v, pv[k].x), py(v, pv[k].y));
        /* The query's fill rule, in the style: a stylesheet (the page's, when the picture is
         * inlined) would override a presentation attribute. Triangles need none. */
        fprintf(f, "\" class=\"%s fill\"%s/>\n", cls,
                s->tag != S_poly2                ? ""
                : s->rule == ISECT_FILL_EVEN_ODD ? " style=\"fill-rule:evenodd\""
                                                 : " style=\"fill-rule:nonzero\"");
        break;
    }
    default: break;
    }
}

static void label(FILE *f, double x, double y, const char *cls, const char *text) {
    fprintf(f, "<text x=\"%.2f\" y=\"%.2f\" class=\"%s\">", x, y, cls);
    esc(f, text);
    fprintf(f, "</text>\n");
}

/* Closest points: a dashed line from a's point to b's, b's point red, a's green unless a
 * is a point (drawn as the shape), the label under b's point. */
static void draw_closest(FILE *f, const view *v, const cli_query *q, isect_vec2 a, isect_vec2 b,
                         const char *text) {
    fprintf(f, "<line x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\" class=\"closest\"/>\n",
            px(v, a.x), py(v, a.y), px(v, b.x), py(v, b.y));
    dot(f, v, b.x, b.y, "exit");
    if (q->shape[0].tag != S_point2)
        dot(f, v, a.x, a.y, "entry");
    label(f, px(v, b.x) + 6, py(v, b.y) + 14, "lbl", text);
}

static void answer_text(const panel *p, char *buf, size_t cap, int digits) {
    /* The text printer's answer, with short numbers. */
    char *text = NULL;
    size_t len = 0;
    FILE *mf = open_memstream(&text, &len);
    cli_out *o = malloc(sizeof *o);
    if (!mf || !o) {
        snprintf(buf, cap, "?");
        free(o);
        if (mf)
            fclose(mf);
        free(text);
        return;
    }
    out_init(o, mf);
    cli_print_opts opt = {false, digits};
    cli_print_text(o, &p->q, &p->r, &opt);
    out_flush(o);
    fclose(mf);
    free(o);
    snprintf(buf, cap, "%s", text ? text : "");
    free(text);
    size_t n = strlen(buf);
    while (n && buf[n - 1] == '\n')
        buf[--n] = '\0';
}

static void draw_panel(FILE *f, const cli_svg *g, int idx, double ox, double oy) {
    const panel *p = &g->p[idx];
    bbox b = {0, 0, 0, 0, false};
    for (int k = 0; k < p->q.nshapes; k++)
        bb_shape(&b, &p->q.shape[k]);
    bb_result(&b, &p->r);
    if (!b.any)
        b = (bbox){-1, -1, 1, 1, true};
    /* Half extents and centre from halves (no overflow). The window is at least 2^-46 of
     * its distance from the origin across (some hundred doubles: neighbouring doubles
     * stay apart on the page), and at least 2^-1000 (the scale stays finite). */
    double hw = b.x1 / 2 - b.x0 / 2, hh = b.y1 / 2 - b.y0 / 2;
    view v;
    v.cx = b.x0 / 2 + b.x1 / 2;
    v.cy = b.y0 / 2 + b.y1 / 2;
    double least = fmax(fmax(fabs(v.cx), fabs(v.cy)) * 0x1p-46, 0x1p-1000);
    double pad = 0.3 * fmax(fmax(hw, hh), least);
    v.s = fmin(PLOT_W / 2.0 / (fmax(hw, least) + pad), PLOT_H / 2.0 / (fmax(hh, least) + pad));
    v.x0 = fmax(v.cx - PLOT_W / 2.0 / v.s, -DBL_MAX);
    v.x1 = fmin(v.cx + PLOT_W / 2.0 / v.s, DBL_MAX);
    v.y0 = fmax(v.cy - PLOT_H / 2.0 / v.s, -DBL_MAX);
    v.y1 = fmin(v.cy + PLOT_H / 2.0 / v.s, DBL_MAX);
    v.ox = ox;
    v.oy = oy;

    fprintf(f, "<g id=\"panel%d\">\n", idx + 1);
    fprintf(f, "<rect x=\"%.0f\" y=\"%.0f\" width=\"%d\" height=\"%d\" class=\"panel\"/>\n", ox + 2,
            oy + 2, PANEL_W - 4, PANEL_H - 4);
    /* caption: the query, split before "vs" when long */
    const char *c = p->caption;
    const char *vs = strstr(c, " vs ");
    char l1[160], l2[160] = "";
    if (vs && strlen(c) > 56) {
        snprintf(l1, sizeof l1, "%.*s", (int)(vs - c), c);
        snprintf(l2, sizeof l2, "%s", vs + 1);
    } else {
        snprintf(l1, sizeof l1, "%s", c);
    }
    label(f, ox + 10, oy + 16, "cap", l1);
    if (l2[0])
        label(f, ox + 10, oy + 30, "cap", l2);
    fprintf(f,
            "<clipPath id=\"clip%d\"><rect x=\"%.0f\" y=\"%.0f\" width=\"%d\" height=\"%d\"/>"
            "</clipPath>\n",
            idx + 1, ox + PLOT_X, oy + PLOT_Y, PLOT_W, PLOT_H);
    draw_grid(f, &v);
    fprintf(f, "<g clip-path=\"url(#clip%d)\">\n", idx + 1);
    bool points = p->q.kind == K_orient || p->q.kind == K_dot;
    if (points && p->q.nshapes >= 3) {
        fprintf(f, "<polygon points=\"");
        for (int k = 0; k < 3; k++)
            fprintf(f, "%s%.2f,%.2f", k ? " " : "", px(&v, p->q.shape[k].u.r[0]),
                    py(&v, p->q.shape[k].u.r[1]));
        fprintf(f, "\" class=\"a fill\"/>\n");
    }
    for (int k = 0; k < p->q.nshapes; k++)
        draw_shape(f, &v, &p->q.shape[k], points ? 0 : k);
    if (points) {
        static const char *names[] = {"a", "b", "c", "d"};
        for (int k = 0; k < p->q.nshapes; k++)
            label(f, px(&v, p->q.shape[k].u.r[0]) + 6, py(&v, p->q.shape[k].u.r[1]) - 6, "lbl",
                  names[k]);
    }
    char nb[CLI_REAL_CHARS], nb2[CLI_REAL_CHARS], t[160];
    if (p->r.tag == R_find2 && p->r.u.find2.hit) {
        const isect_find_result2 *r = &p->r.u.find2;
        bool one = r->t[0] == r->t[1];
        for (int k = one ? 0 : 1; k >= 0; k--) {
            double x = r->point[k].x, y = r->point[k].y;
            dot(f, &v, x, y, k == 0 ? "entry" : "exit");
            snprintf(t, sizeof t, "%s t=%s",
                     one      ? "at"
                     : k == 0 ? "entry"
                              : "exit",
                     num(nb, r->t[k], 4));
            label(f, px(&v, x) + 6, py(&v, y) + (k == 0 ? -7 : 14), "lbl", t);
        }
        double nl = hypot(r->normal.x, r->normal.y);
        if (nl > 0) { /* 40 pixels long */
            double x = px(&v, r->point[0].x), y = py(&v, r->point[0].y);
            fprintf(f,
                    "<line x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\" class=\"normal\" "
                    "marker-end=\"url(#arrow)\"/>\n",
                    x, y, x + 40 * r->normal.x / nl, y - 40 * r->normal.y / nl);
        }
    } else if (p->r.tag == R_closest2) {
        const isect_closest_result2 *r = &p->r.u.closest2;
        snprintf(t, sizeof t, "t=%s  dist=%s", num(nb, r->t, 4), num(nb2, sqrt(r->dist_sq), 4));
        draw_closest(f, &v, &p->q, r->point_a, r->point_b, t);
    } else if (p->r.tag == R_closest_feature2) { /* labelled with the feature of b */
        const isect_closest_feature_result2 *r = &p->r.u.closest_feature2;
        if (r->feature_b.kind == ISECT_FEATURE_NONE) /* invalid input */
            snprintf(t, sizeof t, "invalid");
        else
            snprintf(t, sizeof t, "%s %d  dist=%s", cli_feature_kind_name(r->feature_b.kind),
                     r->feature_b.index, num(nb2, sqrt(r->dist_sq), 4));
        draw_closest(f, &v, &p->q, r->point_a, r->point_b, t);
    }
    fprintf(f, "</g>\n");
    char ans[512];
    answer_text(p, ans, sizeof ans, 4);
    /* The answer, wrapped at its double spaces to fit the panel (3 lines at most). */
    char lines[3][128];
    int nl = 0;
    lines[0][0] = '\0';
    for (char *tok = ans; tok && *tok && nl < 3;) {
        char *next = strstr(tok, "  ");
        size_t tl = next ? (size_t)(next - tok) : strlen(tok);
        size_t cur = strlen(lines[nl]);
        if (cur && cur + 2 + tl > 60) {
            if (++nl == 3)
                break;
            lines[nl][0] = '\0';
            cur = 0;
        }
        snprintf(lines[nl] + cur, sizeof lines[nl] - cur, "%s%.*s", cur ? "  " : "", (int)tl, tok);
        tok = next ? next + 2 : NULL;
    }
    int used = nl < 3 ? nl + 1 : 3;
    for (int k = 0; k < used; k++)
        label(f, ox + 10, oy + PANEL_H - 12 - 12 * (used - 1 - k), "ans", lines[k]);
    fprintf(f, "</g>\n");
}

int svg_print(const cli_svg *g, FILE *f) {
    int n = g->n ? g->n : 1;
    int cols = n < 3 ? n : 3;
    int rows = (n + cols - 1) / cols;
    int W = cols * PANEL_W, H = rows * PANEL_H;
    fprintf(f,
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
            "viewBox=\"0 0 %d %d\">\n"
            "<title>isect queries</title>\n"
            "<defs><marker id=\"arrow\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" "
            "markerWidth=\"7\" markerHeight=\"7\" orient=\"auto-start-reverse\">"
            "<path d=\"M0,0 L10,5 L0,10 z\" fill=\"#333\"/></marker></defs>\n"
            "<style>\n"
            "text{font-family:monospace;font-size:10px;fill:#222}\n"
            ".cap{font-size:11px;font-weight:bold}.ans{font-size:10px;fill:#444}\n"
            ".tick{font-size:8px;fill:#888}.lbl{font-size:10px;fill:#000}\n"
            ".panel{fill:#fff;stroke:#bbb}.gl{stroke:#eee;stroke-width:1}\n"
            ".axis{stroke:#bbb;stroke-width:1}\n"
            ".a{stroke:#1f77b4;stroke-width:2;fill:#1f77b4}\n"
            ".b{stroke:#ff7f0e;stroke-width:2;fill:#ff7f0e}\n"
            ".c{stroke:#2ca02c;stroke-width:2;fill:#2ca02c}\n"
            ".fill{fill-opacity:0.15}.caps{stroke-opacity:0.2;"
            "stroke-linecap:round}\n"
            ".entry{fill:#2ca02c;stroke:#000}.exit{fill:#d62728;stroke:#000}\n"
            ".normal{stroke:#333;stroke-width:1.5}\n"
            ".closest{stroke:#555;stroke-width:1.5;stroke-dasharray:5,4}\n"
            "</style>\n"
            "<rect width=\"100%%\" height=\"100%%\" fill=\"#f4f4f4\"/>\n",
            W, H, W, H);
    for (int i = 0; i < g->n; i++)
        draw_panel(f, g, i, (i % cols) * PANEL_W, (i / cols) * PANEL_H);
    if (!g->n)
        fprintf(f, "<text x=\"20\" y=\"40\">no 2D queries to draw</text>\n");
    fprintf(f, "</svg>\n");
    /* a write that failed early leaves the error flag; the last one, errno */
    errno = 0;
    if (fflush(f) != 0 || ferror(f)) {
        errno = errno ? errno : EIO;
        return -1;
    }
    return 0;
}

void svg_close(cli_svg *g) {
    if (g) {
        free(g->p);
        free(g);
    }
}

int svg_write(cli_svg *g, const char *path) {
    if (!g)
        return -1;
    int rc = 0;
    if (path) {
        FILE *f = fopen(path, "w");
        if (!f) {
            rc = -1;
        } else {
            int err = svg_print(g, f) < 0 ? errno : 0;
            if (fclose(f) != 0 && !err)
                err = errno ? errno : EIO;
            if (err) {
                errno = err;
                rc = -1;
            }
        }
    }
    svg_close(g);
    return rc;
}
