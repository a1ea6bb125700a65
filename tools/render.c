/* tools/render.c -- `isect render SCENE -o FILE.png`: one ray per pixel, cast with isect's
 * own ray queries (isect_find_ray3_sphere3, _plane3, _plane3p and, for triangles,
 * icospheres and boxes, isect_find_ray3_tri3), shaded by the surface normal.
 *
 * Scene file: one item per line, # comments, shapes in the query language's syntax:
 *   camera (eye) (target) fov      eye, point looked at, vertical field of view (degrees)
 *   size W H                       image size in pixels (default 480 360)
 *   light (dir)                    direction towards the light (default (-1 -2 3))
 *   sphere (c) r                   a ball
 *   plane (n) d | plane (a) (b) (c)  a plane (drawn with a checkerboard)
 *   triangle (a) (b) (c)           a triangle
 *   icosphere (c) r n              a closed mesh: an icosahedron subdivided n times
 *   aabb (min) (max)               a box, as 12 triangles
 * The picture is written with libpng; the command prints the rays per second. Built
 * without libpng, `isect render` says so and exits with status 2. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

#ifdef ISECT_CLI_PNG
#include <png.h>
#endif

#ifdef isect_find_ray3_tri3
#define HAVE_TRIANGLES 1
#else
#define HAVE_TRIANGLES 0
#endif

typedef struct v3 {
    double x, y, z;
} v3;

static v3 add(v3 a, v3 b) {
    return (v3){a.x + b.x, a.y + b.y, a.z + b.z};
}
static v3 sub(v3 a, v3 b) {
    return (v3){a.x - b.x, a.y - b.y, a.z - b.z};
}
static v3 mul(v3 a, double s) {
    return (v3){a.x * s, a.y * s, a.z * s};
}
static double dot3(v3 a, v3 b) {
    return a.x * b.x + a.y * b.y + a.z * b.z;
}
static v3 cross(v3 a, v3 b) {
    return (v3){a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x};
}
static v3 norm(v3 a) {
    double l = sqrt(dot3(a, a));
    return l > 0 ? mul(a, 1 / l) : a;
}
static v3 from_vec(isect_vec3 v) {
    return (v3){v.x, v.y, v.z};
}
static isect_vec3 to_vec(v3 v) {
    return (isect_vec3){(isect_real)v.x, (isect_real)v.y, (isect_real)v.z};
}

/* A mesh: triangles with a bounding ball that is tested first. */
typedef struct mesh {
    size_t first, count; /* range in scene.tris */
    isect_sphere3 bound;
} mesh;

typedef struct scene {
    int w, h;
    v3 eye, target, light;
    double fov;
    isect_sphere3 *spheres;
    size_t nspheres;
    cli_shape *planes; /* plane3 or plane3p */
    size_t nplanes;
    isect_tri3 *tris;
    size_t ntris, cap_tris;
    mesh *meshes;
    size_t nmeshes;
} scene;

static void *grow(void *p, size_t n, size_t size) {
    return realloc(p, (n + 1) * size);
}

static int add_tri(scene *s, v3 a, v3 b, v3 c) {
    if (s->ntris == s->cap_tris) {
        size_t cap = s->cap_tris ? 2 * s->cap_tris : 64;
        isect_tri3 *t = realloc(s->tris, cap * sizeof *t);
        if (!t)
            return -1;
        s->tris = t;
        s->cap_tris = cap;
    }
    s->tris[s->ntris++] = (isect_tri3){{to_vec(a), to_vec(b), to_vec(c)}};
    return 0;
}

/* Begins a mesh; end_mesh computes its bounding ball. */
static size_t begin_mesh(scene *s) {
    return s->ntris;
}

static int end_mesh(scene *s, size_t first) {
    mesh *m = grow(s->meshes, s->nmeshes, sizeof *m);
    if (!m)
        return -1;
    s->meshes = m;
    v3 lo = {INFINITY, INFINITY, INFINITY}, hi = {-INFINITY, -INFINITY, -INFINITY};
    for (size_t i = first; i < s->ntris; i++)
        for (int k = 0; k < 3; k++) {
            v3 p = from_vec(s->tris[i].v[k]);
            lo = (v3){fmin(lo.x, p.x), fmin(lo.y, p.y), fmin(lo.z, p.z)};
            hi = (v3){fmax(hi.x, p.x), fmax(hi.y, p.y), fmax(hi.z, p.z)};
        }
    v3 c = mul(add(lo, hi), 0.5);
    double r = 0;
    for (size_t i = first; i < s->ntris; i++)
        for (int k = 0; k < 3; k++)
            r = fmax(r, sqrt(dot3(sub(from_vec(s->tris[i].v[k]), c),
                                  sub(from_vec(s->tris[i].v[k]), c))));
    /* a little larger than the farthest vertex, so rounding never clips the mesh */
    m[s->nmeshes++] = (mesh){first, s->ntris - first, {to_vec(c), (isect_real)(r * 1.001 + 1e-9)}};
    return 0;
}

/* Icosphere: the icosahedron's faces split in four n times, new vertices pushed out to
 * the sphere. An edge's midpoint is normalise(a + b), the same bits from both triangles
 * that share the edge (a + b == b + a), so the mesh is closed exactly. */
static int icosphere(scene *s, v3 c, double r, int depth, v3 a, v3 b, v3 d) {
    if (depth == 0)
        return add_tri(s, add(c, mul(a, r)), add(c, mul(b, r)), add(c, mul(d, r)));
    v3 ab = norm(add(a, b)), bd = norm(add(b, d)), da = norm(add(d, a));
    if (icosphere(s, c, r, depth - 1, a, ab, da) < 0 ||
        icosphere(s, c, r, depth - 1, ab, b, bd) < 0 ||
        icosphere(s, c, r, depth - 1, da, bd, d) < 0 ||
        icosphere(s, c, r, depth - 1, ab, bd, da) < 0)
        return -1;
    return 0;
}

static int add_icosphere(scene *s, v3 c, double r, int n) {
    const double t = (1 + sqrt(5.0)) / 2;
    v3 v[12] = {{-1, t, 0},  {1, t, 0},  {-1, -t, 0}, {1, -t, 0}, {0, -1, t},  {0, 1, t},
                {0, -1, -t}, {0, 1, -t}, {t, 0, -1},  {t, 0, 1},  {-t, 0, -1}, {-t, 0, 1}};
    static const int f[20][3] = {{0, 11, 5}, {0, 5, 1},  {0, 1, 7},   {0, 7, 10}, {0, 10, 11},
                                 {1, 5, 9},  {5, 11, 4}, {11, 10, 2}, {10, 7, 6}, {7, 1, 8},
                                 {3, 9, 4},  {3, 4, 2},  {3, 2, 6},   {3, 6, 8},  {3, 8, 9},
                                 {4, 9, 5},  {2, 4, 11}, {6, 2, 10},  {8, 6, 7},  {9, 8, 1}};
    for (int i = 0; i < 12; i++)
        v[i] = norm(v[i]);
    size_t first = begin_mesh(s);
    for (int i = 0; i < 20; i++)
        if (icosphere(s, c, r, n, v[f[i][0]], v[f[i][1]], v[f[i][2]]) < 0)
            return -1;
    return end_mesh(s, first);
}

static int add_box(scene *s, v3 lo, v3 hi) {
    v3 p[8];
    for (int i = 0; i < 8; i++)
        p[i] = (v3){i & 1 ? hi.x : lo.x, i & 2 ? hi.y : lo.y, i & 4 ? hi.z : lo.z};
    static const int q[6][4] = {{0, 1, 3, 2}, {4, 6, 7, 5}, {0, 4, 5, 1},
                                {2, 3, 7, 6}, {0, 2, 6, 4}, {1, 5, 7, 3}};
    size_t first = begin_mesh(s);
    for (int i = 0; i < 6; i++)
        if (add_tri(s, p[q[i][0]], p[q[i][1]], p[q[i][2]]) < 0 ||
            add_tri(s, p[q[i][0]], p[q[i][2]], p[q[i][3]]) < 0)
            return -1;
    return end_mesh(s, first);
}

static void free_scene(scene *s) {
    free(s->spheres);
    free(s->planes);
    free(s->tris);
    free(s->meshes);
}

/* ---- Reading a scene -------------------------------------------------------------------- */

static bool word_at(const char *line, size_t *pos, const char *w) {
    size_t i = *pos, n = strlen(w);
    while (line[i] == ' ' || line[i] == '\t')
        i++;
    if (strncmp(line + i, w, n) == 0 &&
        (line[i + n] == ' ' || line[i + n] == '\t' || line[i + n] == '(' || line[i + n] == '\0' ||
         line[i + n] == '\n' || line[i + n] == '\r')) {
        *pos = i + n;
        return true;
    }
    return false;
}

static int scene_error(const char *name, long lineno, int col, const char *msg) {
    fprintf(stderr, "isect: %s: line %ld, col %d: %s\n", name, lineno, col, msg);
    return -1;
}

static int read_numbers(const char *line, size_t *pos, double *out, int n) {
    for (int k = 0; k < n; k++) {
        while (line[*pos] == ' ' || line[*pos] == '\t')
            (*pos)++;
        isect_real v;
        size_t used = cli_parse_real(line + *pos, strlen(line + *pos), &v);
        if (!used)
            return k;
        out[k] = v;
        *pos += used;
    }
    return n;
}

/* Parses one scene line; returns 0 or -1 (message printed). */
static int scene_line(scene *s, const char *name, long lineno, const char *line, cli_query *q) {
    size_t pos = 0;
    cli_error err;
    cli_shape sh;
    while (line[pos] == ' ' || line[pos] == '\t')
        pos++;
    if (!line[pos] || line[pos] == '#' || line[pos] == '\n' || line[pos] == '\r')
        return 0;
    if (word_at(line, &pos, "size")) {
        double wh[2];
        if (read_numbers(line, &pos, wh, 2) != 2 || wh[0] < 1 || wh[1] < 1 || wh[0] > 8192 ||
            wh[1] > 8192)
            return scene_error(name, lineno, (int)pos + 1,
                               "expected a width and a height (1 to 8192)");
        s->w = (int)wh[0];
        s->h = (int)wh[1];
        return 0;
    }
    if (word_at(line, &pos, "camera") || word_at(line, &pos, "light") ||
        word_at(line, &pos, "icosphere")) {
        char kw = line[pos - 1]; /* a: camera, t: light, e: icosphere */
        /* reuse the shape reader for the vectors: parse "point (v)" pieces by hand */
        double nums[5];
        int need = kw == 'a' ? 2 : 1;
        v3 vecs[2];
        for (int k = 0; k < need; k++) {
            size_t at = pos;
            while (line[at] == ' ' || line[at] == '\t')
                at++;
            if (line[at] != '(')
                return scene_error(name, lineno, (int)at + 1, "expected a vector like (1 2 3)");
            size_t p2 = at;
            if (cli_parse_shape(line, strlen(line), &p2, q, &sh, &err) < 0 || sh.tag != S_point3)
                return scene_error(name, lineno, (int)at + 1, "expected a 3D vector like (1 2 3)");
            vecs[k] = from_vec(sh.u.point3);
            pos = p2;
        }
        if (kw == 'a') {
            if (read_numbers(line, &pos, nums, 1) != 1 || !(nums[0] > 0 && nums[0] < 180))
                return scene_error(name, lineno, (int)pos + 1,
                                   "expected the field of view in degrees after the camera's "
                                   "target");
            s->eye = vecs[0];
            s->target = vecs[1];
            s->fov = nums[0];
        } else if (kw == 't') {
            s->light = norm(vecs[0]);
        } else {
            if (read_numbers(line, &pos, nums, 2) != 2 || !(nums[0] > 0) || nums[1] < 0 ||
                nums[1] > 6)
                return scene_error(name, lineno, (int)pos + 1,
                                   "expected a radius and a subdivision count (0 to 6) after "
                                   "the icosphere's centre");
            if (!HAVE_TRIANGLES)
                return scene_error(name, lineno, 1,
                                   "triangles need isect_find_ray3_tri3, not in this library");
            if (add_icosphere(s, vecs[0], nums[0], (int)nums[1]) < 0)
                return scene_error(name, lineno, 1, "out of memory");
        }
        return 0;
    }
    size_t p2 = pos;
    if (cli_parse_shape(line, strlen(line), &p2, q, &sh, &err) < 0)
        return scene_error(name, lineno, err.col, err.msg);
    size_t rest = p2;
    while (line[rest] == ' ' || line[rest] == '\t' || line[rest] == '\n' || line[rest] == '\r')
        rest++;
    if (line[rest] && line[rest] != '#')
        return scene_error(name, lineno, (int)rest + 1,
                           "expected the end of the line after the shape");
    switch (sh.tag) {
    case S_sphere3: {
        isect_sphere3 *p = grow(s->spheres, s->nspheres, sizeof *p);
        if (!p)
            return scene_error(name, lineno, 1, "out of memory");
        s->spheres = p;
        p[s->nspheres++] = sh.u.sphere3;
        return 0;
    }
    case S_plane3:
    case S_plane3p: {
        cli_shape *p = grow(s->planes, s->nplanes, sizeof *p);
        if (!p)
            return scene_error(name, lineno, 1, "out of memory");
        s->planes = p;
        p[s->nplanes++] = sh;
        return 0;
    }
    case S_tri3:
    case S_aabb3: {
        if (!HAVE_TRIANGLES)
            return scene_error(name, lineno, sh.col,
                               "triangles need isect_find_ray3_tri3, not in this library");
        int rc;
        if (sh.tag == S_tri3) {
            size_t first = begin_mesh(s);
            rc = add_tri(s, from_vec(sh.u.tri3.v[0]), from_vec(sh.u.tri3.v[1]),
                         from_vec(sh.u.tri3.v[2]));
            rc = rc < 0 ? rc : end_mesh(s, first);
        } else {
            rc = add_box(s, from_vec(sh.u.aabb3.min), from_vec(sh.u.aabb3.max));
        }
        return rc < 0 ? scene_error(name, lineno, 1, "out of memory") : 0;
    }
    default:
        return scene_error(name, lineno, sh.col,
                           "render draws spheres, planes, triangles, icospheres and aabbs (3D)");
    }
}

static void scene_defaults(scene *s) {
    memset(s, 0, sizeof *s);
    s->w = 480;
    s->h = 360;
    s->eye = (v3){0, -6, 3};
    s->target = (v3){0, 0, 0.5};
    s->fov = 40;
    s->light = norm((v3){-1, -2, 3});
}

/* ---- Tracing ---------------------------------------------------------------------------- */

static const unsigned char BG[3] = {24, 26, 33};

typedef struct hit {
    double t;
    v3 n;
    bool plane;
} hit;

static void consider(hit *h, const isect_find_result3 *r) {
    if (!r->hit || (r->flags & ISECT_STARTED_INSIDE))
        return;
    if (r->t[0] < h->t) {
        h->t = r->t[0];
        h->n = from_vec(r->normal);
        h->plane = false;
    }
}

static void trace(const scene *s, const isect_ray3 *ray, unsigned char *px) {
    hit h = {INFINITY, {0, 0, 0}, false};
    for (size_t i = 0; i < s->nspheres; i++) {
        isect_find_result3 r = isect_find_ray3_sphere3(ray, &s->spheres[i]);
        consider(&h, &r);
    }
    for (size_t i = 0; i < s->nplanes; i++) {
        isect_find_result3 r = s->planes[i].tag == S_plane3
                                   ? isect_find_ray3_plane3(ray, &s->planes[i].u.plane3)
                                   : isect_find_ray3_plane3p(ray, &s->planes[i].u.plane3p);
        double t0 = h.t;
        consider(&h, &r);
        if (h.t < t0)
            h.plane = true;
    }
#if HAVE_TRIANGLES
    for (size_t m = 0; m < s->nmeshes; m++) {
        const mesh *me = &s->meshes[m];
        if (!isect_test_ray3_sphere3(ray, &me->bound))
            continue;
        for (size_t i = me->first; i < me->first + me->count; i++) {
            isect_find_result3 r = isect_find_ray3_tri3(ray, &s->tris[i]);
            consider(&h, &r);
        }
    }
#endif
    if (!(h.t < INFINITY)) {
        memcpy(px, BG, 3);
        return;
    }
    v3 d = from_vec(ray->dir);
    v3 n = norm(h.n);
    if (dot3(n, d) > 0)
        n = mul(n, -1); /* two-sided: face the viewer */
    double lambert = fmax(0, dot3(n, s->light));
    double shade = 0.3 + 0.7 * lambert;
    double rgb[3] = {0.5 + 0.5 * n.x, 0.5 + 0.5 * n.y, 0.5 + 0.5 * n.z};
    if (h.plane) {
        v3 p = add(from_vec(ray->origin), mul(d, h.t));
        bool odd = ((long)floor(p.x) + (long)floor(p.y) + (long)floor(p.z)) & 1;
        double g = odd ? 0.55 : 0.8;
        rgb[0] = rgb[1] = rgb[2] = g;
    }
    for (int k = 0; k < 3; k++) {
        double c = rgb[k] * shade * 255 + 0.5;
        px[k] = (unsigned char)(c < 1 ? 1 : c > 255 ? 255 : c);
    }
    if (memcmp(px, BG, 3) == 0)
        px[0]++; /* never the background colour */
}

static unsigned char *render(const scene *s, double *rays_per_s) {
    unsigned char *img = malloc((size_t)s->w * (size_t)s->h * 3);
    if (!img)
        return NULL;
    v3 f = norm(sub(s->target, s->eye));
    v3 up = fabs(f.z) > 0.999 ? (v3){0, 1, 0} : (v3){0, 0, 1};
    v3 r = norm(cross(f, up));
    v3 u = cross(r, f);
    double th = tan(s->fov * 3.14159265358979323846 / 360);
    double aspect = (double)s->w / s->h;
    double t0 = cli_seconds();
    for (int j = 0; j < s->h; j++)
        for (int i = 0; i < s->w; i++) {
            double x = (2 * (i + 0.5) / s->w - 1) * th * aspect;
            double y = (1 - 2 * (j + 0.5) / s->h) * th;
            isect_ray3 ray = {to_vec(s->eye), to_vec(add(f, add(mul(r, x), mul(u, y))))};
            trace(s, &ray, img + ((size_t)j * (size_t)s->w + (size_t)i) * 3);
        }
    double dt = cli_seconds() - t0;
    *rays_per_s = dt > 0 ? (double)s->w * s->h / dt : 0;
    return img;
}

/* ---- PNG -------------------------------------------------------------------------------- */

bool cli_have_png(void) {
#ifdef ISECT_CLI_PNG
    return true;
#else
    return false;
#endif
}

#ifdef ISECT_CLI_PNG
/* libpng's errors come back through setjmp; the caller names the cause (errno). */
static void png_fail(png_structp png, png_const_charp msg) {
    (void)msg;
    png_longjmp(png, 1);
}

static void png_warn(png_structp png, png_const_charp msg) {
    (void)png;
    (void)msg;
}
#endif

static int write_png(const char *path, const unsigned char *img, int w, int h) {
#ifdef ISECT_CLI_PNG
    FILE *f = fopen(path, "wb");
    if (!f)
        return -1;
    errno = 0;
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, png_fail, png_warn);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    if (!png || !info || setjmp(png_jmpbuf(png))) {
        int err = errno ? errno : EIO; /* a failed fwrite's, or EIO */
        png_destroy_write_struct(&png, &info);
        fclose(f);
        errno = err;
        return -1;
    }
    png_init_io(png, f);
    png_set_IHDR(png, info, (png_uint_32)w, (png_uint_32)h, 8, PNG_COLOR_TYPE_RGB,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_write_info(png, info);
    for (int j = 0; j < h; j++)
        png_write_row(png, (png_const_bytep)(img + (size_t)j * (size_t)w * 3));
    png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);
    return fclose(f) == 0 ? 0 : -1;
#else
    (void)path;
    (void)img;
    (void)w;
    (void)h;
    errno = ENOSYS;
    return -1;
#endif
}

static int render_to(const scene *s, const char *path, cli_out *log) {
    double rate = 0;
    unsigned char *img = render(s, &rate);
    if (!img) {
        fprintf(stderr, "isect: out of memory\n");
        return -1;
    }
    int rc = write_png(path, img, s->w, s->h);
    free(img);
    if (rc < 0) {
        fprintf(stderr, "isect: cannot write %s: %s\n", path, strerror(errno));
        return -1;
    }
    out_printf(log, "wrote %s: %dx%d, %zu spheres, %zu planes, %zu triangles, %.0f rays/s\n", path,
               s->w, s->h, s->nspheres, s->nplanes, s->ntris, rate);
    return 0;
}

static const char *const demo_scene[] = {
    "camera (0 -7 3.2) (0 0 0.8) 42",
    "size 480 320",
    "plane (0 0 1) 0",
    "sphere (-2.2 0.5 1) 1",
    "icosphere (0.3 0 1) 1 2",
    "aabb (1.8 -0.9 0) (3.2 0.5 1.4)",
    "triangle (-1.5 2 0) (1.5 2.5 0) (0 2.3 2.6)",
    "sphere (0 -1.4 0.35) 0.35",
};

int cli_render_demo(const char *path, cli_out *log) {
    static cli_query q;
    scene s;
    scene_defaults(&s);
    for (size_t i = 0; i < sizeof demo_scene / sizeof demo_scene[0]; i++) {
        q.nverts = 0;
        if (!HAVE_TRIANGLES && (strstr(demo_scene[i], "icosphere") ||
                                strstr(demo_scene[i], "aabb") || strstr(demo_scene[i], "triangle")))
            continue;
        if (scene_line(&s, "demo scene", (long)i + 1, demo_scene[i], &q) < 0) {
            free_scene(&s);
            return -1;
        }
    }
    int rc = render_to(&s, path, log);
    free_scene(&s);
    return rc;
}

int cli_render_main(int argc, char **argv, cli_out *out) {
    const char *in = NULL, *out_path = NULL;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "-o") == 0 && i + 1 < argc)
            out_path = argv[++i];
        else if (!in && argv[i][0] != '-')
            in = argv[i];
        else if (strcmp(argv[i], "-") == 0 && !in)
            in = argv[i];
        else {
            fprintf(stderr, "usage: isect render SCENE -o FILE.png\n");
            return 2;
        }
    }
    if (!in || !out_path) {
        fprintf(stderr, "usage: isect render SCENE -o FILE.png\n");
        return 2;
    }
    if (!cli_have_png()) {
        fprintf(stderr, "isect: PNG support was not built (install libpng-dev and rebuild; "
                        "`make demo` does both)\n");
        return 2;
    }
    FILE *f = strcmp(in, "-") == 0 ? stdin : fopen(in, "r");
    if (!f) {
        fprintf(stderr, "isect: cannot open %s: %s\n", in, strerror(errno));
        return 2;
    }
    static cli_query q;
    scene s;
    scene_defaults(&s);
    char *line = NULL;
    size_t cap = 0;
    long lineno = 0;
    int errors = 0;
    while (getline(&line, &cap, f) >= 0) {
        lineno++;
        q.nverts = 0;
        line[strcspn(line, "\r\n")] = '\0';
        if (scene_line(&s, in, lineno, line, &q) < 0)
            errors++;
    }
    free(line);
    if (f != stdin)
        fclose(f);
    int rc = errors ? 1 : render_to(&s, out_path, out) < 0 ? 1 : 0;
    free_scene(&s);
    return rc;
}
