/* tools/render.c -- `isect render SCENE -o FILE.png`: one ray per pixel, cast with isect's
 * own ray queries (isect_find_ray3_sphere3, _plane3, _plane3p, _aabb3, _obb3, _hull3 for
 * hulls by their planes and frustums, and, for triangles, icospheres, capsules, cones and
 * hulls by their vertices, isect_find_ray3_tri3), shaded by the surface normal.
 *
 * Scene file: one item per line, # comments, shapes in the query language's syntax:
 *   camera (eye) (target) fov      eye, point looked at, vertical field of view (degrees)
 *   size W H                       image size in pixels (default 480 360)
 *   light (dir)                    direction towards the light (default (-1 -2 3))
 *   sphere (c) r                   a ball
 *   plane (n) d | plane (a) (b) (c)  a plane (drawn with a checkerboard)
 *   triangle (a) (b) (c)           a triangle
 *   icosphere (c) r n              a closed mesh: an icosahedron subdivided n times
 *   aabb (min) (max)               a box (isect_find_ray3_aabb3)
 *   capsule (p0) (p1) r            a capsule, as 576 triangles
 *   cone (apex) (base) r           a cone, as 48 triangles
 *   obb (c) (a0) (a1) (a2) (h)     an oriented box (isect_find_ray3_obb3)
 *   frustum (n o) x 6              a frustum (isect_find_ray3_hull3 on its six planes)
 *   hull (v) ...                   a hull by its vertices (at most 64), as the triangles
 *                                  of its faces
 *   hull planes (n) o ...          a hull by its planes (isect_find_ray3_hull3): bounded
 *                                  or not, an empty one draws nothing
 * Every line is checked whole: a scene that means nothing (a negative radius, eye ==
 * target, a zero normal, collinear plane points, an inverted box, a size that is not a
 * whole number, anything after the item) is an error naming its line and column, and
 * nothing is drawn. The picture is written with libpng; the command prints the rays per
 * second. Built without libpng, `isect render` says so and exits with status 2. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <float.h>
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"

#ifdef ISECT_CLI_PNG
#include <png.h>
#endif

#ifdef isect_find_ray3_tri3
#define HAVE_TRIANGLES 1
#else
#define HAVE_TRIANGLES 0
#endif

#if ISECT_USE_DOUBLE
#define REAL_MAX DBL_MAX
#define REAL_NAME "double"
#else
#define REAL_MAX FLT_MAX
#define REAL_NAME "float"
#endif

#define MAX_SIDE 8192            /* pixels */
#define MAX_TRIANGLES (1u << 22) /* in the command: 4194304, some 300 MB in double */
#define MAX_SUBDIVISIONS 6       /* an icosphere has 20 * 4^n triangles */

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
static double max_abs(v3 a) {
    return fmax(fmax(fabs(a.x), fabs(a.y)), fabs(a.z));
}
/* a / |a|, scaled by the largest component first (no overflow, no underflow); zero for a
 * zero or non-finite a. */
static v3 norm(v3 a) {
    double m = max_abs(a);
    if (!(m > 0) || !isfinite(m))
        return (v3){0, 0, 0};
    a = (v3){a.x / m, a.y / m, a.z / m};
    return mul(a, 1 / sqrt(dot3(a, a)));
}
static bool finite3(v3 a) {
    return isfinite(a.x) && isfinite(a.y) && isfinite(a.z);
}
static v3 from_vec(isect_vec3 v) {
    return (v3){v.x, v.y, v.z};
}
static v3 from_reals(const isect_real r[3]) {
    return (v3){r[0], r[1], r[2]};
}
/* Only for values within the range of isect_real (checked where they are made). */
static isect_vec3 to_vec(v3 v) {
    return (isect_vec3){(isect_real)v.x, (isect_real)v.y, (isect_real)v.z};
}

/* A mesh: triangles with a bounding ball that is tested first. */
typedef struct mesh {
    size_t first, count; /* range in scene.tris */
    isect_sphere3 bound;
} mesh;

/* A hull by its planes, the array owned. */
typedef struct plane_hull {
    isect_plane3 *planes;
    size_t count;
} plane_hull;

typedef struct scene {
    int w, h;
    v3 eye, target, light;
    double fov;
    isect_sphere3 *spheres;
    size_t nspheres;
    isect_aabb3 *boxes;
    size_t nboxes;
    isect_obb3 *obbs;
    size_t nobbs;
    cli_shape *planes; /* plane3 or plane3p */
    size_t nplanes;
    isect_tri3 *tris;
    size_t ntris, cap_tris, max_tris;
    mesh *meshes;
    size_t nmeshes;
    plane_hull *hulls; /* hulls by planes, frustums too */
    size_t nhulls;
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
    v3 c = add(mul(lo, 0.5), mul(hi, 0.5));
    double r = 0;
    for (size_t i = first; i < s->ntris; i++)
        for (int k = 0; k < 3; k++) {
            v3 d = sub(from_vec(s->tris[i].v[k]), c);
            double big = max_abs(d);
            if (big > 0) {
                v3 e = {d.x / big, d.y / big, d.z / big};
                r = fmax(r, big * sqrt(dot3(e, e)));
            }
        }
    /* a little larger than the farthest vertex, so rounding never clips the mesh */
    double bound = fmin(r * 1.001 + 1e-9, REAL_MAX);
    m[s->nmeshes++] = (mesh){first, s->ntris - first, {to_vec(c), (isect_real)bound}};
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

/* Round solids as meshes: SEGMENTS around the axis, RINGS latitude steps per hemisphere. */
enum {
    SEGMENTS = 24,
    RINGS = 6,
    CAPSULE_TRIS = 2 * SEGMENTS * (2 * RINGS + 1),
    CONE_TRIS = 2 * SEGMENTS
};

/* Two unit vectors u, v completing the unit axis w to an orthonormal frame. */
static void frame_of_axis(v3 w, v3 *u, v3 *v) {
    v3 t = fabs(w.x) < 0.9 ? (v3){1, 0, 0} : (v3){0, 1, 0};
    *u = norm(cross(w, t));
    *v = cross(w, *u);
}

/* Ring i of the capsule (0 the pole at p0, 2 RINGS + 1 the pole at p1; rings up to RINGS
 * about p0, the rest about p1) at longitude step j. */
static v3 capsule_point(const isect_capsule3 *c, v3 u, v3 v, v3 w, int i, int j) {
    double pi = acos(-1.0), step = pi / 2 / RINGS, phi = 2 * pi * j / SEGMENTS;
    bool low = i <= RINGS;
    double alpha = low ? -pi / 2 + i * step : (i - RINGS - 1) * step;
    v3 centre = from_vec(low ? c->p0 : c->p1);
    v3 around = add(mul(u, cos(phi)), mul(v, sin(phi)));
    return add(centre, mul(add(mul(around, cos(alpha)), mul(w, sin(alpha))), c->radius));
}

/* A capsule: the bands between consecutive rings (two hemispheres and, between their
 * equators, the cylinder), each of SEGMENTS quads; a pole band of SEGMENTS triangles.
 * p0 == p1: a ball. */
static int add_capsule(scene *s, const isect_capsule3 *c) {
    v3 w = norm(sub(from_vec(c->p1), from_vec(c->p0))), u, v;
    if (dot3(w, w) == 0)
        w = (v3){0, 0, 1};
    frame_of_axis(w, &u, &v);
    size_t first = begin_mesh(s);
    for (int i = 0; i <= 2 * RINGS; i++)
        for (int j = 0; j < SEGMENTS; j++) {
            v3 a = capsule_point(c, u, v, w, i, j), b = capsule_point(c, u, v, w, i, j + 1);
            v3 d = capsule_point(c, u, v, w, i + 1, j), e = capsule_point(c, u, v, w, i + 1, j + 1);
            if (i > 0 && add_tri(s, a, b, e) < 0)
                return -1;
            if (i < 2 * RINGS && add_tri(s, a, e, d) < 0)
                return -1;
        }
    return end_mesh(s, first);
}

/* A cone: the fan from the apex to SEGMENTS points of its rim and the base disc's fan.
 * apex == base: a point (nothing to see). */
static int add_cone(scene *s, const isect_cone3 *c) {
    v3 a = from_vec(c->apex), b = from_vec(c->base), w = norm(sub(b, a)), u, v;
    if (dot3(w, w) == 0)
        w = (v3){0, 0, 1};
    frame_of_axis(w, &u, &v);
    double r = c->radius, pi = acos(-1.0);
    size_t first = begin_mesh(s);
    for (int j = 0; j < SEGMENTS; j++) {
        double f0 = 2 * pi * j / SEGMENTS, f1 = 2 * pi * (j + 1) / SEGMENTS;
        v3 q0 = add(b, mul(add(mul(u, cos(f0)), mul(v, sin(f0))), r));
        v3 q1 = add(b, mul(add(mul(u, cos(f1)), mul(v, sin(f1))), r));
        if (add_tri(s, a, q0, q1) < 0 || add_tri(s, b, q1, q0) < 0)
            return -1;
    }
    return end_mesh(s, first);
}

/* ---- Hulls ----------------------------------------------------------------------------
 * A hull by its vertices, a picture rather than a decision: the faces are found by brute
 * force, every triple of vertices with all the others on one side of its plane
 * (isect_orient3d), O(n^4) for n vertices, so a hull is limited to MAX_HULL_VERTS of them.
 * A hull by its planes needs no faces: isect_find_ray3_hull3 answers each ray. */
enum { MAX_HULL_VERTS = 64 };

/* The triangles of the convex hull of v[0..n-1] (all triples when the points are
 * coplanar: their union is the flat hull). -1: out of memory. */
static int add_vertex_hull(scene *s, const isect_vec3 *verts, size_t n) {
    const isect_vec3 *w = verts;
    v3 v[MAX_HULL_VERTS];
    for (size_t i = 0; i < n; i++)
        v[i] = from_vec(verts[i]);
    bool flat = true;
    for (size_t i = 3; i < n && flat; i++)
        flat = isect_orient3d(w[0], w[1], w[2], w[i]) == 0;
    size_t first = begin_mesh(s);
    for (size_t i = 0; i < n; i++)
        for (size_t j = i + 1; j < n; j++)
            for (size_t k = j + 1; k < n; k++) {
                int below = 0, above = 0;
                for (size_t l = 0; l < n && !(below && above); l++) {
                    int o = isect_orient3d(w[i], w[j], w[k], w[l]);
                    below |= o < 0;
                    above |= o > 0;
                }
                bool line = max_abs(cross(sub(v[j], v[i]), sub(v[k], v[i]))) == 0;
                if (flat ? line : (below && above) || !(below || above))
                    continue;
                if (add_tri(s, v[i], v[j], v[k]) < 0)
                    return -1;
            }
    return end_mesh(s, first);
}

static void free_scene(scene *s) {
    free(s->spheres);
    free(s->boxes);
    free(s->obbs);
    free(s->planes);
    free(s->tris);
    free(s->meshes);
    for (size_t i = 0; i < s->nhulls; i++)
        free(s->hulls[i].planes);
    free(s->hulls);
}

static void scene_defaults(scene *s, size_t max_tris) {
    memset(s, 0, sizeof *s);
    s->w = 480;
    s->h = 360;
    s->eye = (v3){0, -6, 3};
    s->target = (v3){0, 0, 0.5};
    s->fov = 40;
    s->light = norm((v3){-1, -2, 3});
    s->max_tris = max_tris;
}

/* ---- Reading a scene -------------------------------------------------------------------- */

/* One line being read: where, and where its errors go. */
typedef struct reader {
    scene *s;
    const char *name; /* for messages */
    long lineno;
    const char *line;
    size_t len;
    cli_query q; /* vertex pools for the shape reader */
    cli_error err;
    cli_out *errors;
} reader;

/* Reports r->err; returns -1. */
static int report(reader *r) {
    cli_report_error(r->errors, r->name, r->lineno, &r->err);
    return -1;
}

/* Reports a message at byte `at` of the line; returns -1. */
static int line_error(reader *r, size_t at, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(r->err.msg, sizeof r->err.msg, fmt, ap);
    va_end(ap);
    r->err.col = (int)at + 1;
    return report(r);
}

static size_t skip_blanks(const reader *r, size_t pos) {
    while (pos < r->len && (r->line[pos] == ' ' || r->line[pos] == '\t' || r->line[pos] == '\r'))
        pos++;
    return pos;
}

/* A 3D vector; *at gets its column. Returns 0 or -1 (reported). */
static int read_vec3(reader *r, size_t *pos, const char *what, v3 *out, size_t *at) {
    isect_real v[3];
    *at = skip_blanks(r, *pos);
    int d = cli_parse_vector(r->line, r->len, pos, what, v, &r->err);
    if (d < 0)
        return report(r);
    if (d != 3)
        return line_error(r, *at, "expected 3 coordinates in %s, got 2", what);
    *out = from_reals(v);
    return 0;
}

/* A number; *at gets its column. Returns 0 or -1 (reported). */
static int read_num(reader *r, size_t *pos, const char *what, double *out, size_t *at) {
    isect_real v;
    *at = skip_blanks(r, *pos);
    if (cli_parse_number(r->line, r->len, pos, what, &v, &r->err) < 0)
        return report(r);
    *out = v;
    return 0;
}

/* A whole number from lo to hi. */
static int read_count(reader *r, size_t *pos, const char *what, int lo, int hi, int *out) {
    double v;
    size_t at;
    if (read_num(r, pos, what, &v, &at) < 0)
        return -1;
    if (!(v >= lo && v <= hi && v == floor(v)))
        return line_error(r, at, "%s must be a whole number from %d to %d", what, lo, hi);
    *out = (int)v;
    return 0;
}

static int read_end(reader *r, size_t pos, const char *after) {
    return cli_parse_end(r->line, r->len, pos, after, &r->err) < 0 ? report(r) : 0;
}

static int read_size(reader *r, size_t pos) {
    int w, h;
    if (read_count(r, &pos, "the image's width", 1, MAX_SIDE, &w) < 0 ||
        read_count(r, &pos, "the image's height", 1, MAX_SIDE, &h) < 0 ||
        read_end(r, pos, "the image's height") < 0)
        return -1;
    r->s->w = w;
    r->s->h = h;
    return 0;
}

static int read_camera(reader *r, size_t pos) {
    v3 eye, target;
    double fov;
    size_t at_eye, at_target, at_fov;
    if (read_vec3(r, &pos, "the camera's eye", &eye, &at_eye) < 0 ||
        read_vec3(r, &pos, "the camera's target", &target, &at_target) < 0 ||
        read_num(r, &pos, "the camera's field of view", &fov, &at_fov) < 0 ||
        read_end(r, pos, "the camera's field of view") < 0)
        return -1;
    if (!finite3(eye))
        return line_error(r, at_eye, "the camera's eye must be finite");
    if (!finite3(target))
        return line_error(r, at_target, "the camera's target must be finite");
    v3 d = sub(target, eye);
    if (!finite3(d) || max_abs(d) == 0)
        return line_error(r, at_target,
                          "the camera's target must differ from its eye, by a finite distance");
    if (!(fov > 0 && fov < 180))
        return line_error(r, at_fov,
                          "the camera's field of view must be more than 0 and less than 180 "
                          "degrees");
    r->s->eye = eye;
    r->s->target = target;
    r->s->fov = fov;
    return 0;
}

static int read_light(reader *r, size_t pos) {
    v3 dir;
    size_t at;
    if (read_vec3(r, &pos, "the light's direction", &dir, &at) < 0 ||
        read_end(r, pos, "the light's direction") < 0)
        return -1;
    if (!finite3(dir) || max_abs(dir) == 0)
        return line_error(r, at, "the light's direction must be finite and not zero");
    r->s->light = norm(dir);
    return 0;
}

/* Room for n more triangles within the scene's limit. */
static int room_for(reader *r, size_t at, size_t n) {
    if (r->s->max_tris - r->s->ntris < n)
        return line_error(r, at, "the scene would have more than %zu triangles", r->s->max_tris);
    return 0;
}

static int read_icosphere(reader *r, size_t pos, size_t col) {
    v3 c;
    double radius;
    int n;
    size_t at_c, at_r;
    if (read_vec3(r, &pos, "the icosphere's centre", &c, &at_c) < 0 ||
        read_num(r, &pos, "the icosphere's radius", &radius, &at_r) < 0 ||
        read_count(r, &pos, "the icosphere's subdivision count", 0, MAX_SUBDIVISIONS, &n) < 0 ||
        read_end(r, pos, "the icosphere's subdivision count") < 0)
        return -1;
    if (!finite3(c))
        return line_error(r, at_c, "the icosphere's centre must be finite");
    if (!(radius > 0 && radius <= REAL_MAX))
        return line_error(r, at_r, "the icosphere's radius must be finite and more than 0");
    if (!(max_abs(c) + radius <= REAL_MAX))
        return line_error(r, at_r, "the icosphere reaches beyond the range of " REAL_NAME);
    if (!HAVE_TRIANGLES)
        return line_error(r, col, "triangles need isect_find_ray3_tri3, not in this library");
    if (room_for(r, col, (size_t)20 << (2 * n)) < 0)
        return -1;
    if (add_icosphere(r->s, c, radius, n) < 0)
        return line_error(r, col, "out of memory");
    return 0;
}

/* Why the library calls a drawable shape invalid (cli_shape_valid is false). */
static const char *invalid_reason(const cli_shape *sh) {
    const isect_real *v = sh->u.r;
    switch (sh->tag) {
    case S_sphere3:
        return finite3(from_reals(v)) ? "the sphere's radius must be finite and not negative"
                                      : "the sphere's centre must be finite";
    case S_plane3:
        return finite3(from_reals(v)) && isfinite(v[3])
                   ? "the plane's normal must not be zero"
                   : "the plane's normal and offset must be finite";
    case S_plane3p:
        return finite3(from_reals(v)) && finite3(from_reals(v + 3)) && finite3(from_reals(v + 6))
                   ? "the plane's three points are collinear: they fix no plane"
                   : "the plane's points must be finite";
    case S_aabb3:
        return finite3(from_reals(v)) && finite3(from_reals(v + 3))
                   ? "the aabb's min corner must not exceed its max corner"
                   : "the aabb's corners must be finite";
    case S_capsule3: return "the capsule's ends must be finite, its radius finite and not negative";
    case S_cone3:
        return "the cone's apex and base must be finite, its radius finite and not negative";
    case S_hull3:
        return "the hull's vertices must be finite, its plane normals finite and non-zero";
    case S_obb3:
        return "the obb needs a finite centre, half extents that are not negative and "
               "orthonormal axes";
    case S_frustum3: return "the frustum's planes must be finite, with non-zero normals";
    default: return "the triangle's vertices must be finite";
    }
}

/* A hull by count planes (copied) for isect_find_ray3_hull3. */
static int add_plane_hull(scene *s, const isect_plane3 *planes, size_t count) {
    plane_hull *h = grow(s->hulls, s->nhulls, sizeof *h);
    if (!h)
        return -1;
    s->hulls = h;
    isect_plane3 *copy = malloc(count * sizeof *copy);
    if (!copy)
        return -1;
    memcpy(copy, planes, count * sizeof *copy);
    s->hulls[s->nhulls++] = (plane_hull){copy, count};
    return 0;
}

static int read_shape(reader *r, size_t pos) {
    cli_shape sh;
    size_t at = skip_blanks(r, pos);
    r->q.nverts = 0;
    r->q.nplanes = 0;
    if (cli_parse_shape(r->line, r->len, &pos, &r->q, &sh, &r->err) < 0) {
        /* "unknown shape 'TOKEN'; expected point, ...": the scene's own list instead */
        static const char head[] = "unknown shape '";
        const char *end = strstr(r->err.msg, "'; expected");
        if (strncmp(r->err.msg, head, sizeof head - 1) == 0 && end) {
            char token[sizeof r->err.msg];
            snprintf(token, sizeof token, "%.*s", (int)(end - r->err.msg - (sizeof head - 1)),
                     r->err.msg + sizeof head - 1);
            return line_error(r, at,
                              "unknown item '%s'; expected camera, size, light, icosphere, "
                              "sphere, plane, triangle, capsule, cone, aabb, obb, frustum or hull",
                              token);
        }
        return report(r);
    }
    char after[48];
    snprintf(after, sizeof after, "the %s", cli_shape_name(sh.tag));
    if (read_end(r, pos, after) < 0)
        return -1;
    size_t col = (size_t)sh.col - 1;
    bool drawable = sh.tag == S_sphere3 || sh.tag == S_plane3 || sh.tag == S_plane3p ||
                    sh.tag == S_tri3 || sh.tag == S_aabb3 || sh.tag == S_obb3 ||
                    sh.tag == S_frustum3 || sh.tag == S_capsule3 || sh.tag == S_cone3 ||
                    sh.tag == S_hull3;
    if (!drawable)
        return line_error(r, col,
                          "render draws spheres, planes, triangles, icospheres, capsules, cones, "
                          "aabbs, obbs, frustums and hulls (3D), not a %dD %s",
                          cli_shape_dim(sh.tag), cli_shape_name(sh.tag));
    if (!cli_shape_valid(&sh))
        return line_error(r, col, "%s", invalid_reason(&sh));
    if (sh.tag == S_hull3 && sh.u.hull3.vert_count > MAX_HULL_VERTS)
        return line_error(r, col, "render draws hulls of at most %d vertices", MAX_HULL_VERTS);
    scene *s = r->s;
    switch (sh.tag) {
    case S_sphere3: {
        isect_sphere3 *p = grow(s->spheres, s->nspheres, sizeof *p);
        if (!p)
            return line_error(r, col, "out of memory");
        s->spheres = p;
        p[s->nspheres++] = sh.u.sphere3;
        return 0;
    }
    case S_aabb3: {
        isect_aabb3 *p = grow(s->boxes, s->nboxes, sizeof *p);
        if (!p)
            return line_error(r, col, "out of memory");
        s->boxes = p;
        p[s->nboxes++] = sh.u.aabb3;
        return 0;
    }
    case S_obb3: {
        isect_obb3 *p = grow(s->obbs, s->nobbs, sizeof *p);
        if (!p)
            return line_error(r, col, "out of memory");
        s->obbs = p;
        p[s->nobbs++] = sh.u.obb3;
        return 0;
    }
    case S_frustum3:
        if (add_plane_hull(s, sh.u.frustum3.planes, 6) < 0)
            return line_error(r, col, "out of memory");
        return 0;
    case S_hull3:
        if (sh.u.hull3.vert_count)
            break;
        if (add_plane_hull(s, sh.u.hull3.planes, sh.u.hull3.plane_count) < 0)
            return line_error(r, col, "out of memory");
        return 0;
    case S_plane3:
    case S_plane3p: {
        cli_shape *p = grow(s->planes, s->nplanes, sizeof *p);
        if (!p)
            return line_error(r, col, "out of memory");
        s->planes = p;
        p[s->nplanes++] = sh;
        return 0;
    }
    default: break;
    }
    if (!HAVE_TRIANGLES)
        return line_error(r, col, "triangles need isect_find_ray3_tri3, not in this library");
    size_t nv = sh.tag == S_hull3 ? sh.u.hull3.vert_count : 0;
    size_t count = sh.tag == S_hull3      ? nv * (nv - 1) * (nv - 2) / 6
                   : sh.tag == S_tri3     ? 1
                   : sh.tag == S_capsule3 ? CAPSULE_TRIS
                                          : CONE_TRIS;
    if (room_for(r, col, count) < 0)
        return -1;
    int rc;
    if (sh.tag == S_tri3) {
        size_t first = begin_mesh(s);
        rc = add_tri(s, from_vec(sh.u.tri3.v[0]), from_vec(sh.u.tri3.v[1]),
                     from_vec(sh.u.tri3.v[2]));
        rc = rc < 0 ? rc : end_mesh(s, first);
    } else if (sh.tag == S_hull3) {
        rc = add_vertex_hull(s, sh.u.hull3.verts, nv);
    } else if (sh.tag == S_capsule3) {
        rc = add_capsule(s, &sh.u.capsule3);
    } else {
        rc = add_cone(s, &sh.u.cone3);
    }
    return rc < 0 ? line_error(r, col, "out of memory") : 0;
}

/* Reads one line: an item keyword or a shape. Returns 0 or -1 (reported). */
static int scene_line(reader *r) {
    size_t pos = skip_blanks(r, 0);
    if (pos == r->len || r->line[pos] == '#')
        return 0;
    static const char *const items[] = {"size", "camera", "light", "icosphere"};
    for (int k = 0; k < 4; k++) {
        size_t n = strlen(items[k]);
        if (r->len - pos >= n && memcmp(r->line + pos, items[k], n) == 0 &&
            (pos + n == r->len || strchr(" \t\r(#", r->line[pos + n]))) {
            switch (k) {
            case 0: return read_size(r, pos + n);
            case 1: return read_camera(r, pos + n);
            case 2: return read_light(r, pos + n);
            default: return read_icosphere(r, pos + n, pos);
            }
        }
    }
    return read_shape(r, pos);
}

/* Reads every line of text[0..len); returns how many had errors (each reported). */
static long read_scene(scene *s, const char *name, const char *text, size_t len, cli_out *errors) {
    static reader r; /* the query's vertex pools are large */
    r.s = s;
    r.name = name;
    r.errors = errors;
    long bad = 0;
    r.lineno = 0;
    for (size_t at = 0; at < len;) {
        const char *nl = memchr(text + at, '\n', len - at);
        size_t end = nl ? (size_t)(nl - text) : len;
        r.lineno++;
        r.line = text + at;
        r.len = end - at;
        if (scene_line(&r) < 0)
            bad++;
        at = end + 1;
    }
    return bad;
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
    for (size_t i = 0; i < s->nboxes; i++) {
        isect_find_result3 r = isect_find_ray3_aabb3(ray, &s->boxes[i]);
        consider(&h, &r);
    }
    for (size_t i = 0; i < s->nobbs; i++) {
        isect_find_result3 r = isect_find_ray3_obb3(ray, &s->obbs[i]);
        consider(&h, &r);
    }
    for (size_t i = 0; i < s->nhulls; i++) {
        isect_hull3 hull = {NULL, 0, s->hulls[i].planes, s->hulls[i].count};
        isect_find_result3 r = isect_find_ray3_hull3(ray, &hull);
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
        /* Squares on the two coordinates the plane varies most along (the normal's
         * largest component dropped: the third is rounding noise on an axis plane), by the
         * parity of floor(u) + floor(v), without converting to integers. */
        double ax = fabs(n.x), ay = fabs(n.y), az = fabs(n.z);
        bool drop_x = ax >= ay && ax >= az, drop_y = !drop_x && ay >= az;
        double u = drop_x ? p.y : p.x, v = drop_x || drop_y ? p.z : p.y;
        bool odd = fabs(fmod(floor(u), 2)) + fabs(fmod(floor(v), 2)) == 1;
        double g = odd ? 0.55 : 0.8;
        rgb[0] = rgb[1] = rgb[2] = g;
    }
    for (int k = 0; k < 3; k++) {
        double c = rgb[k] * shade * 255 + 0.5;
        px[k] = (unsigned char)(c > 1 ? (c < 255 ? c : 255) : 1); /* NaN: 1 */
    }
    if (memcmp(px, BG, 3) == 0)
        px[0]++; /* never the background colour */
}

/* Renders s (progress on stderr when `progress`); NULL when out of memory. */
static unsigned char *render(const scene *s, bool progress, double *rays_per_s) {
    unsigned char *img = malloc((size_t)s->w * (size_t)s->h * 3);
    if (!img)
        return NULL;
    v3 f = norm(sub(s->target, s->eye));
    v3 up = fabs(f.z) > 0.999 ? (v3){0, 1, 0} : (v3){0, 0, 1};
    v3 r = norm(cross(f, up));
    v3 u = cross(r, f);
    double th = tan(s->fov * 3.14159265358979323846 / 360);
    double aspect = (double)s->w / s->h;
    cli_progress bar;
    cli_progress_start(&bar, progress);
    cli_progress_show(&bar, "isect: rendering %dx%d", s->w, s->h);
    for (int j = 0; j < s->h; j++) {
        if (cli_progress_due(&bar, 0)) {
            double dt = cli_seconds() - bar.t0;
            cli_progress_show(
                &bar, "isect: rendering %dx%d: row %d, %.0f rays/s, about %.0f s left", s->w, s->h,
                j, dt > 0 ? (double)j * s->w / dt : 0, j ? dt * (s->h - j) / j : 0);
        }
        for (int i = 0; i < s->w; i++) {
            double x = (2 * (i + 0.5) / s->w - 1) * th * aspect;
            double y = (1 - 2 * (j + 0.5) / s->h) * th;
            isect_ray3 ray = {to_vec(s->eye), to_vec(add(f, add(mul(r, x), mul(u, y))))};
            trace(s, &ray, img + ((size_t)j * (size_t)s->w + (size_t)i) * 3);
        }
    }
    cli_progress_clear(&bar);
    double dt = cli_seconds() - bar.t0;
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

static int render_to(const scene *s, const char *path, bool progress, cli_out *log) {
    double rate = 0;
    unsigned char *img = render(s, progress, &rate);
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
    out_printf(log,
               "wrote %s: %dx%d, %zu spheres, %zu boxes, %zu hulls, %zu planes, %zu triangles, "
               "%.0f rays/s\n",
               path, s->w, s->h, s->nspheres, s->nboxes + s->nobbs, s->nhulls, s->nplanes, s->ntris,
               rate);
    return 0;
}

int cli_scene_render_text(const char *name, const char *text, size_t len, long max_pixels,
                          size_t max_triangles, cli_out *errors, cli_image *img) {
    scene s;
    scene_defaults(&s, max_triangles);
    img->w = img->h = 0;
    img->rgb = NULL;
    long bad = read_scene(&s, name, text, len, errors);
    if (bad) {
        free_scene(&s);
        return bad > 0x7fffffff ? 0x7fffffff : (int)bad;
    }
    /* At most max_pixels, the aspect kept. */
    double area = (double)s.w * s.h;
    if (max_pixels > 0 && area > (double)max_pixels) {
        double k = sqrt((double)max_pixels / area);
        s.w = s.w * k >= 1 ? (int)(s.w * k) : 1;
        s.h = s.h * k >= 1 ? (int)(s.h * k) : 1;
        if ((long)s.w * s.h > max_pixels) { /* one side was raised to 1: trim the other */
            if (s.h == 1)
                s.w = (int)max_pixels;
            else
                s.h = (int)(max_pixels / s.w);
        }
    }
    double rate;
    img->rgb = render(&s, false, &rate);
    img->w = s.w;
    img->h = s.h;
    free_scene(&s);
    if (!img->rgb) {
        out_str(errors, "isect: out of memory\n");
        out_flush(errors);
        return -1;
    }
    return 0;
}

/* The demo scene: a floor, a ball, an icosphere, a box, a standing triangle. */
static const char demo_scene[] = "camera (0 -7 3.2) (0 0 0.8) 42\n"
                                 "size 480 320\n"
                                 "plane (0 0 1) 0\n"
                                 "sphere (-2.2 0.5 1) 1\n"
                                 "icosphere (0.3 0 1) 1 2\n"
                                 "aabb (1.8 -0.9 0) (3.2 0.5 1.4)\n"
                                 "triangle (-1.5 2 0) (1.5 2.5 0) (0 2.3 2.6)\n"
                                 "sphere (0 -1.4 0.35) 0.35\n";

int cli_render_demo(const char *path, cli_out *log) {
    static cli_out errors;
    out_init(&errors, stderr);
    scene s;
    scene_defaults(&s, MAX_TRIANGLES);
    int rc = -1;
    if (read_scene(&s, "demo scene", demo_scene, sizeof demo_scene - 1, &errors) == 0)
        rc = render_to(&s, path, false, log);
    free_scene(&s);
    return rc;
}

/* Reads a whole file (or stdin); NULL with errno set on failure. */
static char *read_all(FILE *f, size_t *len) {
    size_t cap = 1 << 16, n = 0;
    char *buf = malloc(cap);
    while (buf) {
        n += fread(buf + n, 1, cap - n, f);
        if (ferror(f)) {
            int err = errno ? errno : EIO;
            free(buf);
            errno = err;
            return NULL;
        }
        if (n < cap)
            break;
        char *more = cap < ((size_t)-1) / 2 ? realloc(buf, cap *= 2) : NULL;
        if (!more)
            free(buf);
        buf = more;
    }
    if (!buf)
        errno = ENOMEM;
    *len = n;
    return buf;
}

int cli_render_main(int argc, char **argv, cli_out *out) {
    const char *in = NULL, *out_path = NULL;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "-o") == 0 && i + 1 < argc)
            out_path = argv[++i];
        else if (!in && (argv[i][0] != '-' || strcmp(argv[i], "-") == 0))
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
    errno = 0;
    size_t len = 0;
    char *text = read_all(f, &len);
    int err = errno;
    if (f != stdin)
        fclose(f);
    if (!text) {
        fprintf(stderr, "isect: cannot read %s: %s\n", in, strerror(err));
        return 2;
    }
    static cli_out errors;
    out_init(&errors, stderr);
    scene s;
    scene_defaults(&s, MAX_TRIANGLES);
    long bad = read_scene(&s, strcmp(in, "-") == 0 ? "stdin" : in, text, len, &errors);
    free(text);
    int rc = bad ? 1 : render_to(&s, out_path, isatty(STDERR_FILENO), out) < 0 ? 1 : 0;
    free_scene(&s);
    return rc;
}
