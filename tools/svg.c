/* tools/svg.c -- `--svg FILE`: queries drawn as a grid of panels.
 *
 * Each panel shows one query in its own world window (fitted to the shapes and the
 * answer, y up) over a scale grid with labelled lines at a 1-2-5 step: the shapes (first
 * blue, second orange), the hit points with their t values (entry green, exit red), the
 * entry normal as an arrow, closest points joined by a dashed line, and a caption with
 * the query and the answer.
 *
 * 3D closest-point queries and 3D tests are drawn in an orthographic view from above the
 * first octant (x to the lower left, y to the right, z up; an axis triad in the corner
 * instead of the grid), each shape by its kind (draw3_shape), whatever the query: a new
 * test pair of known kinds is drawn as it lands in queries.def. An orthographic
 * projection keeps a sphere a circle of its radius and a capsule a 2D capsule (radius 0:
 * with a dot at the centre, at the core's ends); boxes, cylinders and cones are drawn as
 * the convex hull of their projected corners or rims, with their edges or rims on top (a
 * box's three hidden edges thin and dashed), a hull of points as the convex hull of its
 * projected vertices, with the vertices as dots, and a hull by planes by the vertices it
 * finds where three planes meet: their silhouette and the edges, an unbounded one cut by
 * a cube (its outline dashed). A plane, or a hull by planes, is placed by the answer's
 * points, or in a test by the other shapes.
 *
 * A test's panel (2D or 3D) is marked with its answer: its group has class hit or miss,
 * the frame and the answer green on a hit, grey and dashed on a miss with lighter fills
 * (a 3D projection can overlap shapes that are apart in depth). */
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

/* The 3D shape kinds that draw3_shape draws without an answer to place them by (a plane
 * and a hull by planes are placed by the other shapes then: panel_anchor3). A 3D test
 * is drawn when each of its shapes is one, so a new test pair of known kinds is drawn as
 * it lands in queries.def; a new kind needs its case in draw3_shape and here. */
static bool draw3_kind(cli_shape_tag tag) {
    switch (tag) {
    case S_point3:
    case S_line3:
    case S_ray3:
    case S_seg3:
    case S_plane3:
    case S_plane3p:
    case S_sphere3:
    case S_capsule3:
    case S_cylinder3:
    case S_cone3:
    case S_aabb3:
    case S_obb3:
    case S_tri3:
    case S_quad3:
    case S_tet3:
    case S_poly3:
    case S_hull3:
    case S_frustum3: return true;
    default: return false;
    }
}

bool svg_can_draw(const cli_query *q, const cli_result *r) {
    if (q->dim == 2 || r->tag == R_closest3 || r->tag == R_closest_feature3 ||
        r->tag == R_closest_hull3)
        return true;
    if (r->tag != R_boolean && r->tag != R_contact3 && r->tag != R_side && r->tag != R_tri_tri3)
        return false;
    for (int k = 0; k < q->nshapes; k++)
        if (!draw3_kind(q->shape[k].tag))
            return false;
    return true;
}

bool svg_add(cli_svg *g, const char *caption, const cli_query *q, const cli_result *r) {
    if (!g || !svg_can_draw(q, r) || g->n == g->max)
        return false;
    panel *p = &g->p[g->n++];
    snprintf(p->caption, sizeof p->caption, "%s", caption);
    p->q = *q;
    p->r = *r;
    for (int k = 0; k < p->q.nshapes; k++) {
        if (p->q.shape[k].tag == S_poly2)
            p->q.shape[k].u.poly2.v = p->q.verts2 + (q->shape[k].u.poly2.v - q->verts2);
        if (p->q.shape[k].tag == S_poly3)
            p->q.shape[k].u.poly3.v = p->q.verts3 + (q->shape[k].u.poly3.v - q->verts3);
        if (p->q.shape[k].tag == S_hull3 && q->shape[k].u.hull3.verts)
            p->q.shape[k].u.hull3.verts = p->q.verts3 + (q->shape[k].u.hull3.verts - q->verts3);
        if (p->q.shape[k].tag == S_hull3 && q->shape[k].u.hull3.planes)
            p->q.shape[k].u.hull3.planes = p->q.planes3 + (q->shape[k].u.hull3.planes - q->planes3);
    }
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

/* A caption line: in a smaller font when longer than fits (55 characters of 11 pixel
 * monospace; a long vertex list), down to 6 pixels, rather than cut off. */
#define CAP_CHARS 55
static void caption_label(FILE *f, double x, double y, const char *text) {
    size_t chars = 0, n = strlen(text);
    for (size_t i = 0; i < n; i++)
        chars += ((unsigned char)text[i] & 0xc0) != 0x80; /* UTF-8 lead bytes */
    if (chars <= CAP_CHARS) {
        label(f, x, y, "cap", text);
        return;
    }
    fprintf(f, "<text x=\"%.2f\" y=\"%.2f\" class=\"cap\" style=\"font-size:%.2fpx\">", x, y,
            fmax(6, 11.0 * CAP_CHARS / (double)chars));
    esc(f, text);
    fprintf(f, "</text>\n");
}

/* Closest points: a dashed line from a's point to b's, b's point red, a's green unless a
 * is a point (drawn as the shape), the label under b's point. */
static void draw_closest(FILE *f, const view *v, const cli_query *q, const double *a,
                         const double *b, const char *text) {
    fprintf(f, "<line x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\" class=\"closest\"/>\n",
            px(v, a[0]), py(v, a[1]), px(v, b[0]), py(v, b[1]));
    if (q->nshapes > 1 && q->shape[1].tag == S_hull3)
        dot(f, v, a[0], a[1], "a"); /* the point again: a hull's vertex dots may cover it */
    dot(f, v, b[0], b[1], "exit");
    if (q->shape[0].tag != S_point2 && q->shape[0].tag != S_point3)
        dot(f, v, a[0], a[1], "entry");
    label(f, px(v, b[0]) + 6, py(v, b[1]) + 14, "lbl", text);
}

/* The label of a closest pair: t and the distance, or the feature of b and the distance. */
static void closest_text(const cli_result *r, char *t, size_t cap) {
    char nb[CLI_REAL_CHARS], nb2[CLI_REAL_CHARS];
    if (r->tag == R_closest_hull3) { /* the feature's kind and its vertices: "edge 1-7" */
        const isect_closest_hull_result3 *c = &r->u.closest_hull3;
        if (c->feature_b.kind == ISECT_FEATURE_NONE) {
            snprintf(t, cap, "invalid");
            return;
        }
        char verts[96] = "";
        size_t len = 0;
        for (unsigned i = 0; c->feature_b.kind != ISECT_FEATURE_SOLID && i < c->count && i < 4; i++)
            len += (size_t)snprintf(verts + len, sizeof verts - len, "%s%zu", i ? "-" : " ",
                                    c->vert[i]);
        /* a hull by planes: the planes through the point instead of the kind (a face's
         * plane, an edge's two, a vertex's three), "planes 0-3" */
        bool by_planes = c->feature_b.kind != ISECT_FEATURE_SOLID && c->plane_count > 0;
        for (unsigned i = 0; by_planes && i < c->plane_count && i < 3 && len < sizeof verts; i++)
            len += (size_t)snprintf(verts + len, sizeof verts - len, "%s%zu",
                                    i                     ? "-"
                                    : c->plane_count == 1 ? "plane "
                                                          : "planes ",
                                    c->plane[i]);
        snprintf(t, cap, "%s%s  dist=%s", by_planes ? "" : cli_feature_kind_name(c->feature_b.kind),
                 verts, num(nb2, sqrt(c->dist_sq), 4));
        return;
    }
    bool feat = r->tag == R_closest_feature2 || r->tag == R_closest_feature3;
    isect_feature fb = r->tag == R_closest_feature2   ? r->u.closest_feature2.feature_b
                       : r->tag == R_closest_feature3 ? r->u.closest_feature3.feature_b
                                                      : (isect_feature){ISECT_FEATURE_NONE, 0};
    double d2 = r->tag == R_closest2           ? r->u.closest2.dist_sq
                : r->tag == R_closest3         ? r->u.closest3.dist_sq
                : r->tag == R_closest_feature2 ? r->u.closest_feature2.dist_sq
                                               : r->u.closest_feature3.dist_sq;
    double tt = r->tag == R_closest2 ? r->u.closest2.t : r->tag == R_closest3 ? r->u.closest3.t : 0;
    if (feat && fb.kind == ISECT_FEATURE_NONE) /* invalid input */
        snprintf(t, cap, "invalid");
    else if (feat)
        snprintf(t, cap, "%s %d  dist=%s", cli_feature_kind_name(fb.kind), fb.index,
                 num(nb2, sqrt(d2), 4));
    else
        snprintf(t, cap, "t=%s  dist=%s", num(nb, tt, 4), num(nb2, sqrt(d2), 4));
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

/* ---- 3D panels: an orthographic view ---------------------------------------------------- */

/* The screen axes in space, for a viewer at azimuth 35 degrees from the x axis and 25
 * degrees above the xy plane: right u = (-sin 35, cos 35, 0), up w = (-sin 25 cos 35,
 * -sin 25 sin 35, cos 25); u x w = (cos 25 cos 35, cos 25 sin 35, sin 25) points at the
 * viewer. Not the isometric (1, 1, 1), along which the typed-in diagonals (0 0 0) (1 1 1)
 * would collapse to points. */
static const double ISO_U[3] = {-0.573576436351046, 0.8191520442889918, 0};
static const double ISO_W[3] = {-0.34618861305875415, -0.242403876506104, 0.9063077870366499};

/* The screen position of x (a point or, the projection being linear, a direction). Huge
 * coordinates may give an infinity, which the page clamps; never NaN for finite x. */
static void iso(const double *x, double *out) {
    out[0] = ISO_U[0] * x[0] + ISO_U[1] * x[1];
    out[1] = ISO_W[0] * x[0] + ISO_W[1] * x[1] + ISO_W[2] * x[2];
}

static void iso_v(isect_vec3 a, double *out) {
    double x[3] = {a.x, a.y, a.z};
    iso(x, out);
}

/* Where the 3D drawing goes: into the panel's bounding box (f NULL), or onto the page. */
typedef struct sink {
    FILE *f;
    const view *v;
    bbox *bb;
} sink;

static bool finite2(const double *P) {
    return isfinite(P[0]) && isfinite(P[1]);
}

static void sk_dot(sink *k, const double *P, const char *cls) {
    if (!k->f)
        bb_add(k->bb, P[0], P[1]);
    else
        dot(k->f, k->v, P[0], P[1], cls);
}

static void sk_line(sink *k, const double *P, const double *Q, const char *cls) {
    if (!k->f) {
        bb_add(k->bb, P[0], P[1]);
        bb_add(k->bb, Q[0], Q[1]);
        return;
    }
    fprintf(k->f, "<line x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\" class=\"%s\"/>\n",
            px(k->v, P[0]), py(k->v, P[1]), px(k->v, Q[0]), py(k->v, Q[1]), cls);
}

/* A polygon: filled (a face, a silhouette) or only its outline (a rim). */
static void sk_poly(sink *k, int n, const double (*P)[2], const char *cls, bool fill) {
    if (!k->f) {
        for (int i = 0; i < n; i++)
            bb_add(k->bb, P[i][0], P[i][1]);
        return;
    }
    fprintf(k->f, "<polygon points=\"");
    for (int i = 0; i < n; i++)
        fprintf(k->f, "%s%.2f,%.2f", i ? " " : "", px(k->v, P[i][0]), py(k->v, P[i][1]));
    fprintf(k->f, "\" class=\"%s %s\"/>\n", cls, fill ? "fill" : "rim");
}

static void sk_circle(sink *k, const double *C, double r, const char *cls) {
    r = fabs(r);
    if (!k->f) {
        bb_add(k->bb, C[0] - r, C[1] - r);
        bb_add(k->bb, C[0] + r, C[1] + r);
        return;
    }
    fprintf(k->f, "<circle cx=\"%.2f\" cy=\"%.2f\" r=\"%.2f\" class=\"%s fill\"/>\n",
            px(k->v, C[0]), py(k->v, C[1]), fabs(clamp_page(r * k->v->s)), cls);
}

/* Is a radius narrower on the page than a dot (so that a dot should mark the shape)? */
static bool sk_tiny(const sink *k, double r) {
    return k->f && !(fabs(r) * k->v->s >= 3.5);
}

/* A 2D shape of the projection (a capsule, a line, a ray) through the 2D code. */
static void sk_shape2(sink *k, const cli_shape *s, int which) {
    if (!k->f)
        bb_shape(k->bb, s);
    else
        draw_shape(k->f, k->v, s, which);
}

/* The convex hull of n <= HULL2_MAX points (Andrew's monotone chain), counter-clockwise,
 * into out (room for n); the non-finite points are left out. Returns the count. */
#define HULL2_MAX CLI_MAX_VERTS
static int hull2(int n, const double (*P)[2], double (*out)[2]) {
    double pts[HULL2_MAX][2];
    int m = 0;
    for (int i = 0; i < n && m < HULL2_MAX; i++)
        if (finite2(P[i])) {
            pts[m][0] = P[i][0];
            pts[m][1] = P[i][1];
            m++;
        }
    for (int i = 1; i < m; i++) /* insertion sort by x, then y */
        for (int j = i; j > 0 && (pts[j - 1][0] > pts[j][0] ||
                                  (pts[j - 1][0] == pts[j][0] && pts[j - 1][1] > pts[j][1]));
             j--) {
            double t0 = pts[j][0], t1 = pts[j][1];
            pts[j][0] = pts[j - 1][0];
            pts[j][1] = pts[j - 1][1];
            pts[j - 1][0] = t0;
            pts[j - 1][1] = t1;
        }
    if (m < 3) {
        for (int i = 0; i < m; i++)
            out[i][0] = pts[i][0], out[i][1] = pts[i][1];
        return m;
    }
    double H[2 * HULL2_MAX][2]; /* the chains before the last pop: at most 2m - 1 points */
    int h = 0;
    for (int pass = 0; pass < 2; pass++) { /* the lower chain, then the upper */
        int floor_h = pass == 0 ? 2 : h + 1;
        for (int c = pass == 0 ? 0 : m - 2; pass == 0 ? c < m : c >= 0; c += pass == 0 ? 1 : -1) {
            const double *q = pts[c];
            while (h >= floor_h && (H[h - 1][0] - H[h - 2][0]) * (q[1] - H[h - 2][1]) -
                                           (H[h - 1][1] - H[h - 2][1]) * (q[0] - H[h - 2][0]) <=
                                       0)
                h--;
            H[h][0] = q[0];
            H[h][1] = q[1];
            h++;
        }
    }
    h--;               /* the first point closes the upper chain */
    h = h < m ? h : m; /* (only comparisons of overflowed cross products could keep more) */
    for (int i = 0; i < h; i++)
        out[i][0] = H[i][0], out[i][1] = H[i][1];
    return h;
}

static void cross3(const double *a, const double *b, double *out) {
    out[0] = a[1] * b[2] - a[2] * b[1];
    out[1] = a[2] * b[0] - a[0] * b[2];
    out[2] = a[0] * b[1] - a[1] * b[0];
}

/* Two unit vectors perpendicular to axis (and to each other); the screen's own axes when
 * the axis has no direction (zero or not finite), so that a rim is then a circle. */
static void rim_basis(const double *axis, double *u, double *w) {
    double m = fmax(fmax(fabs(axis[0]), fabs(axis[1])), fabs(axis[2]));
    if (!(m > 0) || !isfinite(m)) {
        for (int i = 0; i < 3; i++) {
            u[i] = ISO_U[i];
            w[i] = ISO_W[i];
        }
        return;
    }
    double a[3] = {axis[0] / m, axis[1] / m, axis[2] / m};
    double len = sqrt(a[0] * a[0] + a[1] * a[1] + a[2] * a[2]);
    for (int i = 0; i < 3; i++)
        a[i] /= len;
    int least = fabs(a[0]) <= fabs(a[1]) && fabs(a[0]) <= fabs(a[2]) ? 0
                : fabs(a[1]) <= fabs(a[2])                           ? 1
                                                                     : 2;
    double e[3] = {0, 0, 0};
    e[least] = 1;
    cross3(a, e, u);
    double ul = sqrt(u[0] * u[0] + u[1] * u[1] + u[2] * u[2]);
    for (int i = 0; i < 3; i++)
        u[i] /= ul;
    cross3(a, u, w);
}

#define RIM 24 /* points on a drawn circle of a cylinder or cone */

/* The circle of radius r about c perpendicular to axis, projected. */
static void rim(const double *c, const double *axis, double r, double (*out)[2]) {
    double u[3], w[3];
    rim_basis(axis, u, w);
    for (int i = 0; i < RIM; i++) {
        double a = 6.283185307179586 * i / RIM, x[3]; /* 2 pi i / RIM */
        for (int j = 0; j < 3; j++)
            x[j] = c[j] + r * (cos(a) * u[j] + sin(a) * w[j]);
        iso(x, out[i]);
    }
}

static void vec3_of(isect_vec3 a, double *out) {
    out[0] = a.x;
    out[1] = a.y;
    out[2] = a.z;
}

/* A box from its centre and three half-axis vectors: its silhouette and twelve edges,
 * the three hidden behind it thin and dashed (class hid). Corner m is c + sum of +-e[i]
 * (+ where bit i of m is set); the face +e[i] faces the viewer when e[i] . eye > 0, and
 * an edge is hidden when both faces along it face away. A face seen edge-on (a zero
 * extent: a flat box) faces neither way, so a rectangle, a segment or a point shows all
 * its edges (but the zero-length ones along that extent); a box that projects to a point
 * is a dot. */
static void sk_box(sink *k, const double *c, const double e[3][3], const char *cls) {
    double P[8][2], H[9][2];
    for (int m = 0; m < 8; m++) {
        double x[3];
        for (int j = 0; j < 3; j++)
            x[j] = c[j] + ((m & 1) ? e[0][j] : -e[0][j]) + ((m & 2) ? e[1][j] : -e[1][j]) +
                   ((m & 4) ? e[2][j] : -e[2][j]);
        iso(x, P[m]);
    }
    int h = hull2(8, (const double(*)[2])P, H);
    if (h >= 3)
        sk_poly(k, h, (const double(*)[2])H, cls, true);
    bool point = h >= 1 && h < 3;
    for (int i = 1; i < h && point; i++)
        point = H[i][0] == H[0][0] && H[i][1] == H[0][1];
    if (point)
        sk_dot(k, H[0], cls);
    double eye[3], facing[3]; /* eye: toward the viewer */
    cross3(ISO_U, ISO_W, eye);
    for (int i = 0; i < 3; i++)
        facing[i] = e[i][0] * eye[0] + e[i][1] * eye[1] + e[i][2] * eye[2];
    char hid[16];
    snprintf(hid, sizeof hid, "%s hid", cls);
    for (int m = 0; m < 8; m++)
        for (int a = 0; a < 3; a++) {
            if (m >> a & 1 || (e[a][0] == 0 && e[a][1] == 0 && e[a][2] == 0))
                continue; /* each edge once; none along a zero extent */
            bool hidden = true;
            for (int i = 0; i < 3; i++)
                if (i != a)
                    hidden &= ((m >> i & 1) ? facing[i] : -facing[i]) < 0;
            sk_line(k, P[m], P[m | 1 << a], hidden ? hid : cls);
        }
}

/* A solid of revolution: the hull of its ends' rims (a cone's apex is a rim of radius 0)
 * and the rims themselves. */
static void sk_round(sink *k, const double *p0, double r0, const double *p1, double r1,
                     const char *cls) {
    double axis[3] = {p1[0] - p0[0], p1[1] - p0[1], p1[2] - p0[2]};
    double P[2 * RIM][2], H[2 * RIM + 1][2];
    rim(p0, axis, r0, P);
    rim(p1, axis, r1, P + RIM);
    int h = hull2(2 * RIM, (const double(*)[2])P, H);
    if (h >= 3)
        sk_poly(k, h, (const double(*)[2])H, cls, true);
    if (r0 != 0)
        sk_poly(k, RIM, (const double(*)[2])P, cls, false);
    if (r1 != 0)
        sk_poly(k, RIM, (const double(*)[2])(P + RIM), cls, false);
}

/* A plane: a square patch about the point nearest to `near` (the answer's point on it),
 * half as wide as `half`. */
static void sk_plane(sink *k, const double *n, const double *near, double half, const char *cls) {
    double u[3], w[3], P[4][2];
    rim_basis(n, u, w);
    static const int su[4] = {-1, 1, 1, -1}, sw[4] = {-1, -1, 1, 1};
    for (int i = 0; i < 4; i++) {
        double x[3];
        for (int j = 0; j < 3; j++)
            x[j] = near[j] + half * (su[i] * u[j] + sw[i] * w[j]);
        iso(x, P[i]);
    }
    sk_poly(k, 4, (const double(*)[2])P, cls, true);
}

/* The answer's two points (a closest-point query), projected; false for another answer. */
static bool answer_points3(const cli_result *r, double *a, double *b) {
    if (r->tag == R_closest3) {
        vec3_of(r->u.closest3.point_a, a);
        vec3_of(r->u.closest3.point_b, b);
    } else if (r->tag == R_closest_feature3) {
        vec3_of(r->u.closest_feature3.point_a, a);
        vec3_of(r->u.closest_feature3.point_b, b);
    } else if (r->tag == R_closest_hull3) {
        vec3_of(r->u.closest_hull3.point_a, a);
        vec3_of(r->u.closest_hull3.point_b, b);
    } else if (r->tag == R_contact3 && !(r->u.contact3.flags & ISECT_INVALID)) {
        /* the two surface points, point +- (depth / 2) normal */
        double p[3], n[3], h = r->u.contact3.depth / 2.0;
        vec3_of(r->u.contact3.point, p);
        vec3_of(r->u.contact3.normal, n);
        for (int i = 0; i < 3; i++) {
            a[i] = p[i] + h * n[i];
            b[i] = p[i] - h * n[i];
        }
    } else {
        return false;
    }
    return true;
}

/* ---- Where a plane goes without an answer ------------------------------------------------
 * A plane, or a hull by planes, has no extent of its own to draw: a closest query's
 * answer places it (the patch about the closest point; the cube around the points).
 * Without one (a test), the other shapes do: the box of their points (a ball's and a
 * capsule's by their radius; a line's or a ray's origin and origin + dir). */
typedef struct ext3 {
    double lo[3], hi[3];
    bool any;
} ext3;

static void ext_add(ext3 *e, const double *x, double r) {
    double lo[3], hi[3];
    for (int j = 0; j < 3; j++) {
        lo[j] = x[j] - fabs(r);
        hi[j] = x[j] + fabs(r);
        if (!isfinite(lo[j]) || !isfinite(hi[j]))
            return;
    }
    for (int j = 0; j < 3; j++) {
        e->lo[j] = e->any ? fmin(e->lo[j], lo[j]) : lo[j];
        e->hi[j] = e->any ? fmax(e->hi[j], hi[j]) : hi[j];
    }
    e->any = true;
}

static void ext_add_v(ext3 *e, isect_vec3 v, double r) {
    double x[3] = {v.x, v.y, v.z};
    ext_add(e, x, r);
}

static void ext_add_verts(ext3 *e, const isect_vec3 *v, size_t n) {
    for (size_t i = 0; v && i < n && i < CLI_MAX_VERTS; i++)
        ext_add_v(e, v[i], 0);
}

/* The shape's points into e; nothing for a plane or a hull by planes. */
/* A frustum's eight corners: corner m on the left or right plane (bit 0), the bottom or top
 * (bit 1), the near or far (bit 2), each where its three planes meet (Cramer's rule in
 * double); false when a triple does not meet in one finite point (an unbounded frustum, or
 * one whose side planes are parallel). */
static bool frustum_corners(const isect_frustum3 *f, double X[8][3]) {
    for (int m = 0; m < 8; m++) {
        const isect_plane3 *pl[3] = {&f->planes[m & 1 ? 1 : 0], &f->planes[m & 2 ? 3 : 2],
                                     &f->planes[m & 4 ? 5 : 4]};
        double n[3][3], o[3], c[3][3];
        for (int i = 0; i < 3; i++) {
            vec3_of(pl[i]->normal, n[i]);
            o[i] = pl[i]->offset;
        }
        cross3(n[1], n[2], c[0]);
        cross3(n[2], n[0], c[1]);
        cross3(n[0], n[1], c[2]);
        double det = n[0][0] * c[0][0] + n[0][1] * c[0][1] + n[0][2] * c[0][2];
        if (!(fabs(det) > 0))
            return false;
        for (int j = 0; j < 3; j++) {
            X[m][j] = (o[0] * c[0][j] + o[1] * c[1][j] + o[2] * c[2][j]) / det;
            if (!isfinite(X[m][j]))
                return false;
        }
    }
    return true;
}

static void ext_shape(ext3 *e, const cli_shape *s) {
    const isect_real *r = s->u.r;
    switch (s->tag) {
    case S_point3: ext_add_v(e, s->u.point3, 0); break;
    case S_line3:
    case S_ray3: {
        double o[3] = {r[0], r[1], r[2]}, d[3] = {r[0] + r[3], r[1] + r[4], r[2] + r[5]};
        ext_add(e, o, 0);
        ext_add(e, d, 0);
        break;
    }
    case S_seg3:
        ext_add_v(e, s->u.seg3.p0, 0);
        ext_add_v(e, s->u.seg3.p1, 0);
        break;
    case S_sphere3: ext_add_v(e, s->u.sphere3.center, s->u.sphere3.radius); break;
    case S_capsule3:
        ext_add_v(e, s->u.capsule3.p0, s->u.capsule3.radius);
        ext_add_v(e, s->u.capsule3.p1, s->u.capsule3.radius);
        break;
    case S_cylinder3:
        ext_add_v(e, s->u.cylinder3.p0, s->u.cylinder3.radius);
        ext_add_v(e, s->u.cylinder3.p1, s->u.cylinder3.radius);
        break;
    case S_cone3:
        ext_add_v(e, s->u.cone3.apex, 0);
        ext_add_v(e, s->u.cone3.base, s->u.cone3.radius);
        break;
    case S_aabb3:
        ext_add_v(e, s->u.aabb3.min, 0);
        ext_add_v(e, s->u.aabb3.max, 0);
        break;
    case S_obb3: /* unit axes: within the sum of the half extents of the centre */
        ext_add_v(e, s->u.obb3.center,
                  fabs(s->u.obb3.half.x) + fabs(s->u.obb3.half.y) + fabs(s->u.obb3.half.z));
        break;
    case S_tri3: ext_add_verts(e, s->u.tri3.v, 3); break;
    case S_quad3: ext_add_verts(e, s->u.quad3.v, 4); break;
    case S_tet3: ext_add_verts(e, s->u.tet3.v, 4); break;
    case S_poly3: ext_add_verts(e, s->u.poly3.v, s->u.poly3.count); break;
    case S_hull3: ext_add_verts(e, s->u.hull3.verts, s->u.hull3.vert_count); break;
    case S_frustum3: {
        double X[8][3];
        if (frustum_corners(&s->u.frustum3, X))
            for (int m = 0; m < 8; m++)
                ext_add(e, X[m], 0);
        break;
    }
    default: break;
    }
}

/* Two points to draw a plane or a hull by planes around: the answer's points (a closest
 * query, valid input), else the corners of the other shapes' box, else the origin. */
static void panel_anchor3(const panel *p, double *a, double *b) {
    if (answer_points3(&p->r, a, b) &&
        !(p->r.tag == R_closest_hull3 && (p->r.u.closest_hull3.flags & ISECT_INVALID)))
        return;
    ext3 e = {{0, 0, 0}, {0, 0, 0}, false};
    for (int i = 0; i < p->q.nshapes; i++)
        ext_shape(&e, &p->q.shape[i]);
    memcpy(a, e.lo, sizeof e.lo);
    memcpy(b, e.hi, sizeof e.hi);
}

/* A plane in a panel without an answer: the patch about the foot of the centre c of the
 * other shapes' box, as wide as the box or as c's distance from the plane (the normal n
 * and a point x0 of the plane; n scaled first, so that n . n cannot overflow). */
static void sk_plane_at(sink *k, const double *n, const double *x0, const double *lo,
                        const double *hi, const char *cls) {
    double m = fmax(fmax(fabs(n[0]), fabs(n[1])), fabs(n[2]));
    if (!(m > 0) || !isfinite(m))
        return;
    double u[3] = {n[0] / m, n[1] / m, n[2] / m}, c[3], foot[3], half = 0, dist = 0, size = 0;
    double uu = u[0] * u[0] + u[1] * u[1] + u[2] * u[2], e = 0;
    for (int j = 0; j < 3; j++) {
        c[j] = lo[j] / 2 + hi[j] / 2;
        e += u[j] * (c[j] - x0[j]);
        half = fmax(half, hi[j] / 2 - lo[j] / 2);
    }
    for (int j = 0; j < 3; j++) {
        foot[j] = c[j] - e / uu * u[j];
        dist = fmax(dist, fabs(c[j] - foot[j]));
        size = fmax(size, fabs(foot[j]));
    }
    if (!(isfinite(foot[0]) && isfinite(foot[1]) && isfinite(foot[2])))
        return;
    half = fmax(half, dist);
    sk_plane(k, n, foot, half > 0 && isfinite(half) ? half : fmax(1, size * 0x1p-20), cls);
}

/* ---- A hull by its planes ---------------------------------------------------------------
 * The drawing needs the polyhedron's vertices, which the planes do not give: every three
 * planes meet in a point (when their normals are independent), kept when it is on the
 * inner side of every plane within a tolerance (drawing only: 2^-33 of the magnitude of
 * the coordinates). An unbounded set (a half-space, a slab, a wedge, ...) is first cut by
 * a cube around the answer's points, the set's own vertices and the foot of the query
 * point on each plane: its part in the cube is drawn, its outline thin and dashed. */
#define HP_MAX (CLI_MAX_PLANES + 6) /* the hull's planes and the cube's six */
#define HV_MAX HULL2_MAX            /* vertices kept */

typedef struct hplanes {
    int m, nreal;        /* planes in all; the hull's own (the first nreal) */
    double n[HP_MAX][3]; /* unit outward normals */
    double o[HP_MAX];    /* offsets: n . x <= o inside */
    int nv;              /* vertices found */
    double v[HV_MAX][3]; /* the vertices */
    unsigned char *on;   /* on[i * HP_MAX + j]: vertex i on plane j */
    double tol;          /* the tolerance of "on" and "inside" */
} hplanes;

/* The point where planes a, b, c meet: x = (o_a (n_b x n_c) + o_b (n_c x n_a) + o_c (n_a x
 * n_b)) / [n_a, n_b, n_c]; false when the normals are (nearly) dependent or x overflows. */
static bool hp_meet(const hplanes *h, int a, int b, int c, double *x) {
    double bc[3], ca[3], ab[3];
    cross3(h->n[b], h->n[c], bc);
    cross3(h->n[c], h->n[a], ca);
    cross3(h->n[a], h->n[b], ab);
    double det = h->n[a][0] * bc[0] + h->n[a][1] * bc[1] + h->n[a][2] * bc[2];
    if (!(fabs(det) > 1e-12))
        return false;
    for (int j = 0; j < 3; j++)
        x[j] = (h->o[a] * bc[j] + h->o[b] * ca[j] + h->o[c] * ab[j]) / det;
    return isfinite(x[0]) && isfinite(x[1]) && isfinite(x[2]);
}

static double hp_excess(const hplanes *h, int j, const double *x) {
    return h->n[j][0] * x[0] + h->n[j][1] * x[1] + h->n[j][2] * x[2] - h->o[j];
}

/* The vertices of the first m planes (tolerance tol): every feasible meeting point of
 * three, once. */
static void hp_vertices(hplanes *h, int m) {
    h->nv = 0;
    for (int a = 0; a < m; a++)
        for (int b = a + 1; b < m; b++)
            for (int c = b + 1; c < m && h->nv < HV_MAX; c++) {
                double x[3];
                if (!hp_meet(h, a, b, c, x))
                    continue;
                bool in = true;
                for (int j = 0; j < m && in; j++)
                    in = hp_excess(h, j, x) <= h->tol;
                for (int i = 0; i < h->nv && in; i++)
                    in = fmax(fmax(fabs(h->v[i][0] - x[0]), fabs(h->v[i][1] - x[1])),
                              fabs(h->v[i][2] - x[2])) > 4 * h->tol;
                if (in) {
                    memcpy(h->v[h->nv], x, sizeof x);
                    h->nv++;
                }
            }
}

/* The hull's planes, unit normals (false: a plane the library calls invalid, or one too
 * extreme to scale), its vertices, cut by a cube when the set is unbounded; a and b are
 * the answer's points (drawn too, so inside the cube). */
static bool hp_build(hplanes *h, const isect_hull3 *hull, const double *a, const double *b) {
    h->nreal = (int)(hull->plane_count < CLI_MAX_PLANES ? hull->plane_count : CLI_MAX_PLANES);
    double mag = fmax(fmax(fabs(a[0]), fabs(a[1])),
                      fmax(fmax(fabs(a[2]), fabs(b[0])), fmax(fabs(b[1]), fabs(b[2]))));
    for (int i = 0; i < h->nreal; i++) {
        const isect_plane3 *pl = &hull->planes[i];
        double n[3] = {pl->normal.x, pl->normal.y, pl->normal.z};
        double s = fmax(fmax(fabs(n[0]), fabs(n[1])), fabs(n[2]));
        if (!(s > 0) || !isfinite(s) || !isfinite(pl->offset))
            return false;
        double len =
            sqrt((n[0] / s) * (n[0] / s) + (n[1] / s) * (n[1] / s) + (n[2] / s) * (n[2] / s));
        for (int j = 0; j < 3; j++)
            h->n[i][j] = n[j] / s / len;
        h->o[i] = pl->offset / s / len;
        if (!isfinite(h->o[i]))
            return false;
        mag = fmax(mag, fabs(h->o[i]));
    }
    /* The set's own vertices, then the cube around them and the answer's points. */
    h->tol = fmax(mag, DBL_MIN) * 0x1p-33;
    hp_vertices(h, h->nreal);
    double lo[3], hi[3];
    for (int j = 0; j < 3; j++) {
        lo[j] = fmin(a[j], b[j]);
        hi[j] = fmax(a[j], b[j]);
        for (int i = 0; i < h->nv; i++) {
            lo[j] = fmin(lo[j], h->v[i][j]);
            hi[j] = fmax(hi[j], h->v[i][j]);
        }
    }
    /* and the foot of a on every plane, so that an unbounded set's cube shows each plane
     * (when it holds a part of the set there) */
    for (int i = 0; i < h->nreal; i++) {
        double e = hp_excess(h, i, a), x[3];
        for (int j = 0; j < 3; j++)
            x[j] = a[j] - e * h->n[i][j];
        if (!(isfinite(x[0]) && isfinite(x[1]) && isfinite(x[2])))
            continue;
        for (int j = 0; j < 3; j++) {
            lo[j] = fmin(lo[j], x[j]);
            hi[j] = fmax(hi[j], x[j]);
        }
    }
    double half = 0, c[3], dist = 0; /* dist: |a - b| in the max norm, halved */
    for (int j = 0; j < 3; j++) {
        c[j] = lo[j] / 2 + hi[j] / 2;
        half = fmax(half, hi[j] / 2 - lo[j] / 2);
        dist = fmax(dist, fabs(a[j] / 2 - b[j] / 2));
    }
    half = fmin(1.25 * half + dist, DBL_MAX / 4);
    if (!(half > 0) || !isfinite(half)) /* one point: a cube of its magnitude, or of 1 */
        half = mag > 0 && isfinite(mag) ? mag / 2 : 1;
    half = fmax(half, mag * 0x1p-30);
    mag = fmax(mag, fmax(fmax(fabs(c[0]), fabs(c[1])), fabs(c[2])) + half);
    h->m = h->nreal;
    for (int j = 0; j < 3; j++)
        for (int sgn = -1; sgn <= 1; sgn += 2) { /* sgn x_j <= sgn c_j + half */
            double *n = h->n[h->m];
            n[0] = n[1] = n[2] = 0;
            n[j] = sgn;
            h->o[h->m] = fmin(fmax(sgn * c[j] + half, -DBL_MAX), DBL_MAX);
            h->m++;
        }
    h->tol = fmin(fmax(mag, DBL_MIN) * 0x1p-33, DBL_MAX);
    hp_vertices(h, h->m);
    h->on = malloc((size_t)(h->nv ? h->nv : 1) * HP_MAX);
    if (!h->on)
        return false;
    for (int i = 0; i < h->nv; i++)
        for (int j = 0; j < h->m; j++)
            h->on[i * HP_MAX + j] = fabs(hp_excess(h, j, h->v[i])) <= h->tol;
    return true;
}

/* Are planes i and j not parallel (they meet in a line)? */
static bool hp_cross(const hplanes *h, int i, int j) {
    double x[3];
    cross3(h->n[i], h->n[j], x);
    return x[0] * x[0] + x[1] * x[1] + x[2] * x[2] > 1e-18;
}

/* The vertices on plane f (and on g, when g >= 0: an edge, its two ends), projected, in
 * order around their centre; the count. */
static int hp_face(const hplanes *h, int f, int g, double (*P)[2]) {
    int idx[HV_MAX], n = 0;
    for (int i = 0; i < h->nv; i++)
        if (h->on[i * HP_MAX + f] && (g < 0 || h->on[i * HP_MAX + g]))
            idx[n++] = i;
    if (g >= 0 && n > 2) { /* more than two within the tolerance: the farthest apart */
        int bu = 0, bv = 1;
        double best = -1;
        for (int u = 0; u < n; u++)
            for (int v = u + 1; v < n; v++) {
                double d = 0;
                for (int j = 0; j < 3; j++)
                    d += (h->v[idx[u]][j] - h->v[idx[v]][j]) * (h->v[idx[u]][j] - h->v[idx[v]][j]);
                if (d > best) {
                    best = d;
                    bu = u;
                    bv = v;
                }
            }
        idx[0] = idx[bu];
        idx[1] = idx[bv];
        n = 2;
    }
    double c[3] = {0, 0, 0}, u[3], w[3], ang[HV_MAX];
    for (int i = 0; i < n; i++)
        for (int j = 0; j < 3; j++)
            c[j] += h->v[idx[i]][j] / n;
    rim_basis(h->n[f], u, w);
    for (int i = 0; i < n; i++) {
        double d[3] = {h->v[idx[i]][0] - c[0], h->v[idx[i]][1] - c[1], h->v[idx[i]][2] - c[2]};
        ang[i] =
            atan2(d[0] * w[0] + d[1] * w[1] + d[2] * w[2], d[0] * u[0] + d[1] * u[1] + d[2] * u[2]);
    }
    for (int i = 1; i < n; i++) /* insertion sort by angle */
        for (int j = i; j > 0 && ang[j - 1] > ang[j]; j--) {
            double t = ang[j];
            ang[j] = ang[j - 1];
            ang[j - 1] = t;
            int k = idx[j];
            idx[j] = idx[j - 1];
            idx[j - 1] = k;
        }
    for (int i = 0; i < n; i++)
        iso(h->v[idx[i]], P[i]);
    return n;
}

/* A hull by its planes: the silhouette of its (cut) vertices, the edges where two of its
 * planes meet, the answer's face or edge in red over them. */
static void sk_hull_planes(sink *k, const panel *p, const isect_hull3 *hull, const char *cls) {
    double a[3], b[3];
    panel_anchor3(p, a, b); /* no answer to draw around: the other shapes */
    if (!(isfinite(a[0]) && isfinite(a[1]) && isfinite(a[2])))
        return;
    hplanes *h = calloc(1, sizeof *h);
    if (!h)
        return;
    if (!hp_build(h, hull, a, b) || h->nv < 2) {
        free(h->on);
        free(h);
        return;
    }
    bool cut = false;
    for (int i = 0; i < h->nv && !cut; i++)
        for (int j = h->nreal; j < h->m && !cut; j++)
            cut = h->on[i * HP_MAX + j];
    double(*V)[2] = malloc(2 * (size_t)h->nv * sizeof *V);
    if (V) {
        double(*H)[2] = V + h->nv;
        for (int i = 0; i < h->nv; i++)
            iso(h->v[i], V[i]);
        int n = hull2(h->nv, (const double(*)[2])V, H);
        char scls[16];
        snprintf(scls, sizeof scls, "%s%s", cls, cut ? " clip" : "");
        if (n >= 3)
            sk_poly(k, n, (const double(*)[2])H, scls, true);
        /* the edges: two vertices on two of the hull's planes that are not parallel */
        for (int u = 0; u < h->nv; u++)
            for (int v = u + 1; v < h->nv; v++) {
                int common[HP_MAX], nc = 0;
                for (int j = 0; j < h->nreal; j++)
                    if (h->on[u * HP_MAX + j] && h->on[v * HP_MAX + j])
                        common[nc++] = j;
                bool edge = false;
                for (int i = 0; i < nc && !edge; i++)
                    for (int j = i + 1; j < nc && !edge; j++)
                        edge = hp_cross(h, common[i], common[j]);
                if (edge)
                    sk_line(k, V[u], V[v], cls);
            }
        free(V);
    }
    /* The answer's face (a polygon) or edge (a segment), over the hull. */
    const isect_closest_hull_result3 *c = &p->r.u.closest_hull3;
    if (p->r.tag == R_closest_hull3 && !(c->flags & ISECT_INVALID) &&
        (c->plane_count == 1 || c->plane_count == 2) && c->plane[0] < (size_t)h->nreal &&
        (c->plane_count == 1 || c->plane[1] < (size_t)h->nreal)) {
        double(*F)[2] = malloc((size_t)h->nv * sizeof *F);
        if (F) {
            int f = (int)c->plane[0], g = c->plane_count == 2 ? (int)c->plane[1] : -1;
            int n = hp_face(h, f, g, F);
            if (g < 0 && n >= 3)
                sk_poly(k, n, (const double(*)[2])F, "simplex", true);
            else if (g >= 0 && n == 2)
                sk_line(k, F[0], F[1], "simplex");
            free(F);
        }
    }
    free(h->on);
    free(h);
}

/* A frustum: the outline of its projected corners and its twelve edges (corners that
 * differ in one bit); an unbounded one as a hull by its planes. */
static void sk_frustum(sink *k, const panel *p, const isect_frustum3 *f, const char *cls) {
    double X[8][3], P[8][2], H[9][2];
    if (!frustum_corners(f, X)) {
        isect_hull3 hull = {NULL, 0, f->planes, 6};
        sk_hull_planes(k, p, &hull, cls);
        return;
    }
    for (int m = 0; m < 8; m++)
        iso(X[m], P[m]);
    int h = hull2(8, (const double(*)[2])P, H);
    if (h >= 3)
        sk_poly(k, h, (const double(*)[2])H, cls, true);
    for (int m = 0; m < 8; m++)
        for (int a = 0; a < 3; a++)
            if (!(m >> a & 1))
                sk_line(k, P[m], P[m | 1 << a], cls);
}

static void draw3_shape(sink *k, const panel *p, const cli_shape *s, int which) {
    const char *cls = which == 0 ? "a" : which == 1 ? "b" : "c";
    const isect_real *r = s->u.r;
    double P[4][3], Q[4][2];
    switch (s->tag) {
    case S_point3:
        iso_v(s->u.point3, Q[0]);
        sk_dot(k, Q[0], cls);
        break;
    case S_line3:
    case S_ray3: { /* the 2D line or ray of the projection */
        cli_shape s2 = *s;
        s2.tag = s->tag == S_line3 ? S_line2 : S_ray2;
        for (int i = 0; i < 2; i++) {
            double x[3] = {r[3 * i], r[3 * i + 1], r[3 * i + 2]};
            iso(x, Q[i]);
        }
        for (int i = 0; i < 4; i++)
            s2.u.r[i] = (isect_real)Q[i / 2][i % 2];
        sk_shape2(k, &s2, which);
        break;
    }
    case S_seg3:
        iso_v(s->u.seg3.p0, Q[0]);
        iso_v(s->u.seg3.p1, Q[1]);
        sk_line(k, Q[0], Q[1], cls);
        sk_dot(k, Q[0], cls);
        sk_dot(k, Q[1], cls);
        break;
    case S_sphere3: /* a disc of its radius; with its centre as a dot when that is bigger */
        iso_v(s->u.sphere3.center, Q[0]);
        sk_circle(k, Q[0], s->u.sphere3.radius, cls);
        if (sk_tiny(k, s->u.sphere3.radius))
            sk_dot(k, Q[0], cls);
        break;
    case S_capsule3: { /* the projection of a capsule is the 2D capsule of its core */
        cli_shape s2 = *s;
        s2.tag = S_capsule2;
        iso_v(s->u.capsule3.p0, Q[0]);
        iso_v(s->u.capsule3.p1, Q[1]);
        isect_real rad = s->u.capsule3.radius;
        s2.u.capsule2 = (isect_capsule2){{(isect_real)Q[0][0], (isect_real)Q[0][1]},
                                         {(isect_real)Q[1][0], (isect_real)Q[1][1]},
                                         rad};
        sk_shape2(k, &s2, which);
        if (sk_tiny(k, rad)) { /* radius 0 (or nearly): the core's ends as dots, as a segment's */
            sk_dot(k, Q[0], cls);
            sk_dot(k, Q[1], cls);
        }
        break;
    }
    case S_cylinder3:
        vec3_of(s->u.cylinder3.p0, P[0]);
        vec3_of(s->u.cylinder3.p1, P[1]);
        sk_round(k, P[0], s->u.cylinder3.radius, P[1], s->u.cylinder3.radius, cls);
        break;
    case S_cone3:
        vec3_of(s->u.cone3.apex, P[0]);
        vec3_of(s->u.cone3.base, P[1]);
        sk_round(k, P[0], 0, P[1], s->u.cone3.radius, cls);
        break;
    case S_aabb3: {
        const isect_aabb3 *b = &s->u.aabb3;
        double c[3] = {b->min.x / 2 + b->max.x / 2, b->min.y / 2 + b->max.y / 2,
                       b->min.z / 2 + b->max.z / 2};
        double e[3][3] = {{b->max.x / 2 - b->min.x / 2, 0, 0},
                          {0, b->max.y / 2 - b->min.y / 2, 0},
                          {0, 0, b->max.z / 2 - b->min.z / 2}};
        sk_box(k, c, (const double(*)[3])e, cls);
        break;
    }
    case S_obb3: {
        const isect_obb3 *b = &s->u.obb3;
        double c[3], e[3][3];
        const isect_real h[3] = {b->half.x, b->half.y, b->half.z};
        vec3_of(b->center, c);
        for (int i = 0; i < 3; i++) {
            vec3_of(b->axis[i], e[i]);
            for (int j = 0; j < 3; j++)
                e[i][j] *= h[i];
        }
        sk_box(k, c, (const double(*)[3])e, cls);
        break;
    }
    case S_tri3:
    case S_quad3:
    case S_tet3: {
        int n = s->tag == S_tri3 ? 3 : 4;
        const isect_vec3 *v = s->tag == S_tri3    ? s->u.tri3.v
                              : s->tag == S_quad3 ? s->u.quad3.v
                                                  : s->u.tet3.v;
        for (int i = 0; i < n; i++)
            iso_v(v[i], Q[i]);
        if (s->tag != S_tet3) {
            sk_poly(k, n, (const double(*)[2])Q, cls, true);
            break;
        }
        for (int f = 0; f < 4; f++) { /* face f opposite vertex f */
            double F[3][2];
            for (int i = 0, m = 0; i < 4; i++)
                if (i != f) {
                    F[m][0] = Q[i][0];
                    F[m][1] = Q[i][1];
                    m++;
                }
            sk_poly(k, 3, (const double(*)[2])F, cls, true);
        }
        break;
    }
    case S_poly3: {
        size_t n = s->u.poly3.count < CLI_MAX_VERTS ? s->u.poly3.count : CLI_MAX_VERTS;
        double(*V)[2] = malloc(n * sizeof *V);
        if (!V)
            break;
        for (size_t i = 0; i < n; i++)
            iso_v(s->u.poly3.v[i], V[i]);
        sk_poly(k, (int)n, (const double(*)[2])V, cls, true);
        free(V);
        break;
    }
    case S_frustum3: sk_frustum(k, p, &s->u.frustum3, cls); break;
    case S_hull3: { /* the outline of the projected vertices' convex hull, the vertices */
        if (s->u.hull3.vert_count == 0 && s->u.hull3.plane_count > 0) {
            sk_hull_planes(k, p, &s->u.hull3, cls);
            break;
        }
        size_t n = s->u.hull3.vert_count < HULL2_MAX ? s->u.hull3.vert_count : HULL2_MAX;
        double(*V)[2] = malloc((2 * n + 1) * sizeof *V);
        if (!V)
            break;
        double(*H)[2] = V + n;
        for (size_t i = 0; i < n; i++)
            iso_v(s->u.hull3.verts[i], V[i]);
        int h = hull2((int)n, (const double(*)[2])V, H);
        if (h >= 3)
            sk_poly(k, h, (const double(*)[2])H, cls, true);
        else if (h == 2) /* collinear in the view: a segment */
            sk_line(k, H[0], H[1], cls);
        /* The answer's simplex (its edge or triangle of input vertices), over the hull. */
        const isect_closest_hull_result3 *c = &p->r.u.closest_hull3;
        if (p->r.tag == R_closest_hull3 && c->feature_b.kind != ISECT_FEATURE_SOLID &&
            c->count >= 2 && c->count <= 3 && c->vert[0] < n && c->vert[1] < n &&
            (c->count == 2 || c->vert[2] < n)) {
            double S[3][2];
            for (unsigned i = 0; i < c->count; i++) {
                S[i][0] = V[c->vert[i]][0];
                S[i][1] = V[c->vert[i]][1];
            }
            if (c->count == 2)
                sk_line(k, S[0], S[1], "simplex");
            else
                sk_poly(k, 3, (const double(*)[2])S, "simplex", true);
        }
        for (size_t i = 0; i < n; i++)
            if (finite2(V[i]))
                sk_dot(k, V[i], cls);
        free(V);
        break;
    }
    case S_plane3:
    case S_plane3p: {
        double n[3], a[3], b[3];
        if (s->tag == S_plane3) {
            vec3_of(s->u.plane3.normal, n);
        } else {
            double x[3][3];
            vec3_of(s->u.plane3p.a, x[0]);
            vec3_of(s->u.plane3p.b, x[1]);
            vec3_of(s->u.plane3p.c, x[2]);
            double e1[3], e2[3];
            for (int j = 0; j < 3; j++) {
                e1[j] = x[1][j] - x[0][j];
                e2[j] = x[2][j] - x[0][j];
            }
            cross3(e1, e2, n);
        }
        if (!answer_points3(&p->r, a, b)) { /* a test: about the other shapes */
            double x0[3];
            panel_anchor3(p, a, b);
            if (s->tag == S_plane3) { /* the point offset n / (n . n), with n scaled */
                double m = fmax(fmax(fabs(n[0]), fabs(n[1])), fabs(n[2]));
                double u[3] = {n[0] / m, n[1] / m, n[2] / m};
                double uu = u[0] * u[0] + u[1] * u[1] + u[2] * u[2];
                for (int j = 0; j < 3; j++)
                    x0[j] = s->u.plane3.offset / m / uu * u[j];
            } else {
                vec3_of(s->u.plane3p.a, x0);
            }
            sk_plane_at(k, n, x0, a, b, cls);
            break;
        }
        double d = sqrt((a[0] - b[0]) * (a[0] - b[0]) + (a[1] - b[1]) * (a[1] - b[1]) +
                        (a[2] - b[2]) * (a[2] - b[2]));
        double size = fmax(fmax(fabs(b[0]), fabs(b[1])), fabs(b[2]));
        sk_plane(k, n, b, d > 0 && isfinite(d) ? d : fmax(1, size * 0x1p-20), cls);
        break;
    }
    default: break;
    }
}

/* The x, y, z axes as short arrows in the plot's lower left corner. */
static void draw_triad(FILE *f, const view *v) {
    double x0 = v->ox + PLOT_X + 28, y0 = v->oy + PLOT_Y + PLOT_H - 24;
    static const char *names[3] = {"x", "y", "z"};
    for (int i = 0; i < 3; i++) {
        double e[3] = {i == 0, i == 1, i == 2}, d[2];
        iso(e, d);
        double x1 = x0 + 20 * d[0], y1 = y0 - 20 * d[1];
        fprintf(f,
                "<line x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\" class=\"axis3\" "
                "marker-end=\"url(#arrow)\"/>\n",
                x0, y0, x1, y1);
        fprintf(f, "<text x=\"%.2f\" y=\"%.2f\" class=\"tick\" text-anchor=\"middle\">%s</text>\n",
                x0 + 29 * d[0], y0 - 29 * d[1] + 3, names[i]);
    }
}

/* What two triangles share (isect_find_tri3_tri3): its corners projected, a dot for a
 * point, a line for a segment, the outline of a polygon. */
static void draw_common3(sink *k, const isect_tri_tri_result3 *r) {
    double P[ISECT_TRI_TRI_MAX_POINTS][2], x[3];
    int n = r->count < ISECT_TRI_TRI_MAX_POINTS ? r->count : ISECT_TRI_TRI_MAX_POINTS;
    for (int i = 0; i < n; i++) {
        vec3_of(r->point[i], x);
        iso(x, P[i]);
    }
    if (n == 1)
        sk_circle(k, P[0], 3 / k->v->s, "common");
    else if (n == 2)
        sk_line(k, P[0], P[1], "common");
    else if (n >= 3)
        sk_poly(k, n, (const double(*)[2])P, "common", true);
}

static void draw_panel(FILE *f, const cli_svg *g, int idx, double ox, double oy) {
    const panel *p = &g->p[idx];
    bool is3d = p->q.dim == 3;
    bbox b = {0, 0, 0, 0, false};
    double a3[3], b3[3], A[2], B[2]; /* a 3D answer's points, and projected */
    if (is3d) {
        sink k = {NULL, NULL, &b};
        for (int i = 0; i < p->q.nshapes; i++)
            draw3_shape(&k, p, &p->q.shape[i], i);
        if (answer_points3(&p->r, a3, b3)) {
            iso(a3, A);
            iso(b3, B);
            bb_add(&b, A[0], A[1]);
            bb_add(&b, B[0], B[1]);
        }
    } else {
        for (int k = 0; k < p->q.nshapes; k++)
            bb_shape(&b, &p->q.shape[k]);
        bb_result(&b, &p->r);
    }
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

    /* A test's frame and answer show the answer (the style's .hit and .miss); a solid's side
     * of a plane shows as a test (straddling: they meet), and so does a contact. */
    bool test = p->r.tag == R_boolean || p->r.tag == R_side || p->r.tag == R_contact3 ||
                p->r.tag == R_tri_tri3;
    bool hit = p->r.tag == R_boolean    ? p->r.u.boolean
               : p->r.tag == R_side     ? p->r.u.side == ISECT_STRADDLING
               : p->r.tag == R_contact3 ? p->r.u.contact3.hit
               : p->r.tag == R_tri_tri3 ? p->r.u.tri_tri3.hit
                                        : false; /* (read only the member the tag names) */
    fprintf(f, "<g id=\"panel%d\"%s>\n", idx + 1,
            !test ? ""
            : hit ? " class=\"hit\""
                  : " class=\"miss\"");
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
    caption_label(f, ox + 10, oy + 16, l1);
    if (l2[0])
        caption_label(f, ox + 10, oy + 30, l2);
    fprintf(f,
            "<clipPath id=\"clip%d\"><rect x=\"%.0f\" y=\"%.0f\" width=\"%d\" height=\"%d\"/>"
            "</clipPath>\n",
            idx + 1, ox + PLOT_X, oy + PLOT_Y, PLOT_W, PLOT_H);
    if (is3d)
        draw_triad(f, &v);
    else
        draw_grid(f, &v);
    fprintf(f, "<g clip-path=\"url(#clip%d)\">\n", idx + 1);
    char t[160];
    if (is3d) {
        sink k = {f, &v, &b};
        for (int i = 0; i < p->q.nshapes; i++)
            draw3_shape(&k, p, &p->q.shape[i], i);
        if (answer_points3(&p->r, a3, b3)) {
            closest_text(&p->r, t, sizeof t);
            draw_closest(f, &v, &p->q, A, B, t);
        }
        if (p->r.tag == R_tri_tri3 && p->r.u.tri_tri3.hit) /* the common set's outline */
            draw_common3(&k, &p->r.u.tri_tri3);
    }
    bool points = !is3d && (p->q.kind == K_orient || p->q.kind == K_dot);
    if (points && p->q.nshapes >= 3) {
        fprintf(f, "<polygon points=\"");
        for (int k = 0; k < 3; k++)
            fprintf(f, "%s%.2f,%.2f", k ? " " : "", px(&v, p->q.shape[k].u.r[0]),
                    py(&v, p->q.shape[k].u.r[1]));
        fprintf(f, "\" class=\"a fill\"/>\n");
    }
    for (int k = 0; !is3d && k < p->q.nshapes; k++)
        draw_shape(f, &v, &p->q.shape[k], points ? 0 : k);
    if (points) {
        static const char *names[] = {"a", "b", "c", "d"};
        for (int k = 0; k < p->q.nshapes; k++)
            label(f, px(&v, p->q.shape[k].u.r[0]) + 6, py(&v, p->q.shape[k].u.r[1]) - 6, "lbl",
                  names[k]);
    }
    char nb[CLI_REAL_CHARS];
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
    } else if (p->r.tag == R_closest2 || p->r.tag == R_closest_feature2) {
        isect_vec2 pa =
            p->r.tag == R_closest2 ? p->r.u.closest2.point_a : p->r.u.closest_feature2.point_a;
        isect_vec2 pb =
            p->r.tag == R_closest2 ? p->r.u.closest2.point_b : p->r.u.closest_feature2.point_b;
        double a2[2] = {pa.x, pa.y}, b2[2] = {pb.x, pb.y};
        closest_text(&p->r, t, sizeof t);
        draw_closest(f, &v, &p->q, a2, b2, t);
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
    bool hulls = false; /* the style of a hull answer's simplex, when one is drawn */
    bool cut = false;   /* and of the cube's cut of a hull by planes */
    bool tests = false; /* of a test's answer */
    bool boxes = false; /* of a box's hidden edges */
    for (int i = 0; i < g->n; i++) {
        hulls |= g->p[i].r.tag == R_closest_hull3;
        tests |= g->p[i].r.tag == R_boolean || g->p[i].r.tag == R_side;
        for (int k = 0; k < g->p[i].q.nshapes; k++) {
            const cli_shape *s = &g->p[i].q.shape[k];
            cut |= s->tag == S_hull3 && s->u.hull3.plane_count && !s->u.hull3.vert_count;
            boxes |= s->tag == S_aabb3 || s->tag == S_obb3;
        }
    }
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
            ".common{stroke:#d62728;stroke-width:2.5;fill:#d62728}\n"
            ".rim{fill:none;stroke-width:1}.axis3{stroke:#888;stroke-width:1}\n"
            "%s%s%s%s"
            "</style>\n"
            "<rect width=\"100%%\" height=\"100%%\" fill=\"#f4f4f4\"/>\n",
            W, H, W, H,
            hulls ? ".simplex{stroke:#d62728;stroke-width:1.5;fill:#d62728;fill-opacity:0.12}\n"
                  : "",
            cut ? ".clip{stroke-width:1;stroke-dasharray:3,3}\n" : "",
            boxes ? ".hid{stroke-width:1;stroke-dasharray:3,3}\n" : "",
            tests ? ".hit>.panel{stroke:#2ca02c;stroke-width:2.5}"
                    ".hit .ans{fill:#2ca02c;font-weight:bold}\n"
                    ".miss>.panel{stroke:#999;stroke-dasharray:6,4}.miss .ans{fill:#777}"
                    ".miss .fill{fill-opacity:0.07}\n"
                  : "");
    for (int i = 0; i < g->n; i++)
        draw_panel(f, g, i, (i % cols) * PANEL_W, (i / cols) * PANEL_H);
    if (!g->n)
        fprintf(f, "<text x=\"20\" y=\"40\">no queries to draw</text>\n");
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
