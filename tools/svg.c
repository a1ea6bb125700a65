/* tools/svg.c -- `--svg FILE`: 2D queries drawn as a grid of panels.
 *
 * Each panel shows one query in its own world window (fitted to the shapes and the
 * answer, y up) over a scale grid with labelled lines at a 1-2-5 step: the shapes (first
 * blue, second orange), the hit points with their t values (entry green, exit red), the
 * entry normal as an arrow, closest points joined by a dashed line, and a caption with
 * the query and the answer. */
#define _POSIX_C_SOURCE 200809L
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

typedef struct view {
    double x0, y0, x1, y1; /* world window */
    double s;              /* pixels per unit */
    double ox, oy;         /* panel origin in the page */
} view;

static double px(const view *v, double x) {
    return v->ox + PLOT_X + (x - v->x0) * v->s;
}

static double py(const view *v, double y) {
    return v->oy + PLOT_Y + PLOT_H - (y - v->y0) * v->s;
}

static void esc(FILE *f, const char *s) {
    for (; *s; s++) {
        switch (*s) {
        case '&': fputs("&amp;", f); break;
        case '<': fputs("&lt;", f); break;
        case '>': fputs("&gt;", f); break;
        case '"': fputs("&quot;", f); break;
        default:
            if ((unsigned char)*s >= 0x20)
                fputc(*s, f);
        }
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
    }
}

static double nice_step(double span) {
    double raw = span / 6;
    double p = pow(10, floor(log10(raw)));
    double m = raw / p;
    return (m < 1.5 ? 1 : m < 3.5 ? 2 : m < 7.5 ? 5 : 10) * p;
}

static void draw_grid(FILE *f, const view *v) {
    double step = nice_step(fmax(v->x1 - v->x0, v->y1 - v->y0));
    char b[CLI_REAL_CHARS];
    fprintf(f, "<g class=\"grid\">\n");
    for (double x = ceil(v->x0 / step) * step; x <= v->x1 + 1e-9 * step; x += step) {
        bool axis = fabs(x) < 1e-9 * step;
        fprintf(f, "<line x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\" class=\"%s\"/>\n",
                px(v, x), py(v, v->y0), px(v, x), py(v, v->y1), axis ? "axis" : "gl");
        fprintf(f, "<text x=\"%.2f\" y=\"%.2f\" class=\"tick\" text-anchor=\"middle\">%s</text>\n",
                px(v, x), py(v, v->y0) + 11, num(b, fabs(x) < 1e-9 * step ? 0 : x, 4));
    }
    for (double y = ceil(v->y0 / step) * step; y <= v->y1 + 1e-9 * step; y += step) {
        bool axis = fabs(y) < 1e-9 * step;
        fprintf(f, "<line x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\" class=\"%s\"/>\n",
                px(v, v->x0), py(v, y), px(v, v->x1), py(v, y), axis ? "axis" : "gl");
        fprintf(f, "<text x=\"%.2f\" y=\"%.2f\" class=\"tick\" text-anchor=\"end\">%s</text>\n",
                px(v, v->x0) - 3, py(v, y) + 3, num(b, fabs(y) < 1e-9 * step ? 0 : y, 4));
    }
    fprintf(f, "</g>\n");
}

static void dot(FILE *f, const view *v, double x, double y, const char *cls) {
    fprintf(f, "<circle cx=\"%.2f\" cy=\"%.2f\" r=\"3.5\" class=\"%s\"/>\n", px(v, x), py(v, y),
            cls);
}

static void draw_shape(FILE *f, const view *v, const cli_shape *s, int which) {
    const isect_real *r = s->u.r;
    const char *cls = which == 0 ? "a" : which == 1 ? "b" : "c";
    double far = 4 * (v->x1 - v->x0 + v->y1 - v->y0);
    switch (s->tag) {
    case S_point2: dot(f, v, r[0], r[1], cls); break;
    case S_line2:
    case S_ray2: {
        double len = hypot(r[2], r[3]);
        double k = len > 0 ? far / len : 0;
        double t0 = s->tag == S_line2 ? -k : 0;
        fprintf(f, "<line x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\" class=\"%s\"/>\n",
                px(v, r[0] + t0 * r[2]), py(v, r[1] + t0 * r[3]), px(v, r[0] + k * r[2]),
                py(v, r[1] + k * r[3]), cls);
        fprintf(f,
                "<line x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\" class=\"%s\" "
                "marker-end=\"url(#arrow)\"/>\n",
                px(v, r[0]), py(v, r[1]), px(v, r[0] + r[2]), py(v, r[1] + r[3]), cls);
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
                py(v, r[1]), fabs(r[2]) * v->s, cls);
        break;
    case S_capsule2:
        fprintf(f,
                "<line x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\" class=\"%s caps\" "
                "style=\"stroke-width:%.2f\"/>\n", /* a style: the class's width would win */
                px(v, r[0]), py(v, r[1]), px(v, r[2]), py(v, r[3]), cls, 2 * fabs(r[4]) * v->s);
        fprintf(f, "<line x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\" class=\"%s\"/>\n",
                px(v, r[0]), py(v, r[1]), px(v, r[2]), py(v, r[3]), cls);
        break;
    case S_aabb2:
        fprintf(f,
                "<rect x=\"%.2f\" y=\"%.2f\" width=\"%.2f\" height=\"%.2f\" class=\"%s fill\"/>\n",
                px(v, r[0]), py(v, r[3]), (r[2] - r[0]) * v->s, (r[3] - r[1]) * v->s, cls);
        break;
    case S_obb2: {
        double ax = r[2], ay = r[3], hx = r[4], hy = r[5];
        double cx[4], cy[4];
        static const int sx[4] = {-1, 1, 1, -1}, sy[4] = {-1, -1, 1, 1};
        for (int k = 0; k < 4; k++) {
            cx[k] = r[0] + sx[k] * hx * ax - sy[k] * hy * ay;
            cy[k] = r[1] + sx[k] * hx * ay + sy[k] * hy * ax;
        }
        fprintf(f, "<polygon points=\"");
        for (int k = 0; k < 4; k++)
            fprintf(f, "%s%.2f,%.2f", k ? " " : "", px(v, cx[k]), py(v, cy[k]));
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
        fprintf(f, "\" class=\"%s fill\"%s/>\n", cls,
                s->tag == S_poly2 && s->rule == ISECT_FILL_EVEN_ODD ? " fill-rule=\"evenodd\""
                                                                    : "");
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
    o->f = mf;
    o->len = 0;
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
    double w = b.x1 - b.x0, h = b.y1 - b.y0;
    double span = fmax(fmax(w, h), 1e-300);
    if (!(span > 0) || !isfinite(span))
        span = 1;
    double pad = 0.15 * span;
    view v;
    v.s = fmin(PLOT_W / (w + 2 * pad), PLOT_H / (h + 2 * pad));
    double cx = (b.x0 + b.x1) / 2, cy = (b.y0 + b.y1) / 2;
    v.x0 = cx - PLOT_W / v.s / 2;
    v.x1 = cx + PLOT_W / v.s / 2;
    v.y0 = cy - PLOT_H / v.s / 2;
    v.y1 = cy + PLOT_H / v.s / 2;
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
        if (nl > 0) {
            double L = 40 / v.s / nl;
            double x = r->point[0].x, y = r->point[0].y;
            fprintf(f,
                    "<line x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\" class=\"normal\" "
                    "marker-end=\"url(#arrow)\"/>\n",
                    px(&v, x), py(&v, y), px(&v, x + L * r->normal.x), py(&v, y + L * r->normal.y));
        }
    } else if (p->r.tag == R_closest2) {
        const isect_closest_result2 *r = &p->r.u.closest2;
        fprintf(f, "<line x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\" class=\"closest\"/>\n",
                px(&v, r->point_a.x), py(&v, r->point_a.y), px(&v, r->point_b.x),
                py(&v, r->point_b.y));
        dot(f, &v, r->point_b.x, r->point_b.y, "exit");
        snprintf(t, sizeof t, "t=%s  dist=%s", num(nb, r->t, 4), num(nb2, sqrt(r->dist_sq), 4));
        label(f, px(&v, r->point_b.x) + 6, py(&v, r->point_b.y) + 14, "lbl", t);
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

int svg_write(cli_svg *g, const char *path) {
    if (!g)
        return -1;
    int rc = 0;
    if (path) {
        FILE *f = fopen(path, "w");
        if (!f) {
            rc = -1;
        } else {
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
            if (fclose(f) != 0)
                rc = -1;
        }
    }
    free(g->p);
    free(g);
    return rc;
}
