/* tests/fuzz/contract.c -- the decoder and the contract checks shared by the fuzz
 * targets (see contract.h). */
#include "contract.h"

#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#if ISECT_USE_DOUBLE
typedef uint64_t fz_bits;
#define FZ_MAX DBL_MAX
#define FZ_EPS DBL_EPSILON
#define FZ_MANT_BITS 52
#define FZ_EXP_SPAN 2200 /* |k| of a scaling 2^k: across every exponent, both ways */
#define FZ_LDEXP ldexp
#define FZ_NEXT nextafter
static const isect_real extremes[] = {
    INFINITY, -INFINITY, NAN,     -NAN,     DBL_MAX, -DBL_MAX, DBL_MIN,   DBL_TRUE_MIN,
    -DBL_MIN, 0x1p1023,  0x1p511, 0x1p-511, 1e308,   1e-300,   0x1p-1074, -DBL_TRUE_MIN,
};
static const isect_real ordinary[] = {
    1, -1, 0.5, 3, 0.1, DBL_EPSILON, 0x1p-26, 0x1p26, 0x1.fffffffffffffp0, 1e-5, 1e5, 0x1.8p0};
#else
typedef uint32_t fz_bits;
#define FZ_MAX FLT_MAX
#define FZ_EPS FLT_EPSILON
#define FZ_MANT_BITS 23
#define FZ_EXP_SPAN 300
#define FZ_LDEXP ldexpf
#define FZ_NEXT nextafterf
static const isect_real extremes[] = {
    INFINITY, -INFINITY, NAN,     -NAN,     FLT_MAX, -FLT_MAX, FLT_MIN,   FLT_TRUE_MIN,
    -FLT_MIN, 0x1p127f,  0x1p63f, 0x1p-63f, 1e38f,   1e-37f,   0x1p-149f, -FLT_TRUE_MIN,
};
static const isect_real ordinary[] = {1,        -1,      0.5f,          3,     0.1f, FLT_EPSILON,
                                      0x1p-12f, 0x1p12f, 0x1.fffffep0f, 1e-5f, 1e5f, 0x1.8p0f};
#endif
#define FZ_COUNT(a) (sizeof(a) / sizeof((a)[0]))
#define FZ_ORDINARY_SPAN 33 /* |exponent| of ordinary numbers and scalings, below */

/* ---- The log of decoded numbers, printed with a failure -------------------------- */

typedef struct fz_entry {
    const char *name;
    char part; /* 'x', 'y', 'z' or 0 */
    isect_real value;
} fz_entry;
static fz_entry fz_log[FZ_LOG];
static unsigned fz_log_count;

/* The last results checked, printed with a failure. */
static fz_find fz_last_find;
static fz_closest fz_last_closest;
static bool fz_have_find, fz_have_closest;

static void print_vec(const char *name, const double *v) {
    fprintf(stderr, "  %s = (%a, %a, %a)\n", name, v[0], v[1], v[2]);
}

static void print_result(void) {
    const fz_find *f = fz_have_find ? &fz_last_find : NULL;
    const fz_closest *c = fz_have_closest ? &fz_last_closest : NULL;
    if (f) {
        fprintf(stderr, "last find result checked: hit %d count %d t %a %a flags 0x%x\n", f->hit,
                f->count, f->t[0], f->t[1], f->flags);
        print_vec("point[0]", f->point[0]);
        print_vec("point[1]", f->point[1]);
        print_vec("normal", f->normal);
    }
    if (c) {
        fprintf(stderr, "last closest result checked: dist_sq %a s %a t %a flags 0x%x\n",
                c->dist_sq, c->s, c->t, c->flags);
        print_vec("point_a", c->point_a);
        print_vec("point_b", c->point_b);
    }
}

static void note(const char *name, char part, isect_real value) {
    if (fz_log_count < FZ_LOG)
        fz_log[fz_log_count++] = (fz_entry){name, part, value};
}

_Noreturn void fz_fail(const char *query, const char *what, const char *file, int line) {
    fprintf(stderr, "isect fuzz: %s broke its contract: %s (%s:%d)\ninputs:\n", query, what, file,
            line);
    for (unsigned i = 0; i < fz_log_count; i++) {
        char part[3] = {fz_log[i].part ? '.' : 0, fz_log[i].part, 0};
        fprintf(stderr, "  %s%s = %a\n", fz_log[i].name, part, (double)fz_log[i].value);
    }
    print_result();
    abort();
}

/* ---- Decoder ----------------------------------------------------------------------- */

void fz_begin(fz_in *in, const uint8_t *data, size_t size) {
    memset(in, 0, sizeof *in);
    in->data = data;
    in->size = size;
    in->extreme = fz_byte(in) & 1;
    fz_log_count = 0;
    fz_have_find = fz_have_closest = false;
}

unsigned fz_byte(fz_in *in) {
    return in->pos < in->size ? in->data[in->pos++] : 0;
}

static unsigned fz_u16(fz_in *in) {
    unsigned lo = fz_byte(in);
    return lo | fz_byte(in) << 8;
}

/* The earlier number a byte refers to (the most recent first); 0 before any. */
static isect_real earlier(fz_in *in) {
    unsigned b = fz_byte(in);
    if (in->count == 0)
        return 0;
    unsigned n = in->count < FZ_HISTORY ? in->count : FZ_HISTORY;
    return in->hist[(in->count - 1 - b % n) % FZ_HISTORY];
}

/* A raw bit pattern, little endian; for an ordinary input its sign and significand with
 * an exponent in [-16, 16] (all zero bits still read as 0). */
static isect_real raw(fz_in *in) {
    fz_bits bits = 0;
    isect_real x;
    for (unsigned i = 0; i < sizeof bits; i++)
        bits |= (fz_bits)fz_byte(in) << (8 * i);
    memcpy(&x, &bits, sizeof x);
    if (in->extreme || bits == 0) /* zero bits stay zero: an input that ran out */
        return x;
    fz_bits frac = bits & (((fz_bits)1 << FZ_MANT_BITS) - 1);
    int e = (int)((bits >> FZ_MANT_BITS) % FZ_ORDINARY_SPAN) - FZ_ORDINARY_SPAN / 2;
    x = FZ_LDEXP(1 + FZ_LDEXP((isect_real)frac, -FZ_MANT_BITS), e);
    return bits >> (8 * sizeof bits - 1) ? -x : x;
}

/* One number. Selector values, by their last four bits: 0 raw bits; 1-3 small integers;
 * 4 a dyadic fraction; 5-7 a copy; 8-9 a nudge by ulps; 10 a scaling; 11 zero; 12 minus
 * zero; 13 a special constant; 14-15 a combination of earlier numbers. */
static isect_real decode(fz_in *in) {
    unsigned sel = fz_byte(in);
    switch (sel % 16) {
    case 0: return raw(in);
    case 1: return (isect_real)(int8_t)fz_byte(in);
    case 2:
    case 3: return (isect_real)((int)(fz_byte(in) % 17) - 8);
    case 4: { /* a small dyadic fraction n / 2^k */
        int n = (int8_t)fz_byte(in);
        return FZ_LDEXP((isect_real)n, -(int)(fz_byte(in) % 24));
    }
    case 5:
    case 6:
    case 7: return earlier(in);
    case 8:
    case 9: { /* an earlier number moved by up to four ulps either way */
        isect_real x = earlier(in);
        int k = (int)(fz_byte(in) % 9) - 4;
        for (; k > 0; k--)
            x = FZ_NEXT(x, (isect_real)INFINITY);
        for (; k < 0; k++)
            x = FZ_NEXT(x, -(isect_real)INFINITY);
        return x;
    }
    case 10: { /* an earlier number times 2^k */
        isect_real x = earlier(in);
        int k = (int16_t)fz_u16(in);
        return FZ_LDEXP(x, k % (in->extreme ? FZ_EXP_SPAN : FZ_ORDINARY_SPAN));
    }
    case 11: return 0;
    case 12: return -(isect_real)0;
    case 13: { /* a special constant */
        unsigned i = fz_byte(in) % (FZ_COUNT(ordinary) + (in->extreme ? FZ_COUNT(extremes) : 0));
        return i < FZ_COUNT(ordinary) ? ordinary[i] : extremes[i - FZ_COUNT(ordinary)];
    }
    default: { /* a sum, difference, midpoint or negation of earlier numbers */
        isect_real a = earlier(in), b = earlier(in);
        switch (fz_byte(in) % 4) {
        case 0: return a + b;
        case 1: return a - b;
        case 2: return a / 2 + b / 2;
        default: return -a;
        }
    }
    }
}

static isect_real remember(fz_in *in, isect_real x) {
    in->hist[in->count % FZ_HISTORY] = x;
    in->count++;
    return x;
}

isect_real fz_real(fz_in *in, const char *name) {
    isect_real x = remember(in, decode(in));
    note(name, 0, x);
    return x;
}

isect_vec2 fz_vec2(fz_in *in, const char *name) {
    isect_vec2 v;
    v.x = remember(in, decode(in));
    v.y = remember(in, decode(in));
    note(name, 'x', v.x);
    note(name, 'y', v.y);
    return v;
}

isect_vec3 fz_vec3(fz_in *in, const char *name) {
    isect_vec3 v;
    v.x = remember(in, decode(in));
    v.y = remember(in, decode(in));
    v.z = remember(in, decode(in));
    note(name, 'x', v.x);
    note(name, 'y', v.y);
    note(name, 'z', v.z);
    return v;
}

int fz_exponent(fz_in *in) {
    int b = (int8_t)fz_byte(in);
    return ISECT_USE_DOUBLE ? b * 9 : b * 2;
}

isect_vec2 fz_axis2(fz_in *in, const char *name) {
    unsigned mode = fz_byte(in);
    isect_vec2 a;
    switch (mode % 4) {
    case 0: { /* a signed coordinate axis */
        static const isect_vec2 axes[4] = {{1, 0}, {0, 1}, {-1, 0}, {0, -1}};
        a = axes[(mode / 4) % 4];
        break;
    }
    case 1: { /* a direction from its angle */
        double angle = 6.283185307179586 * fz_byte(in) / 256;
        a = (isect_vec2){(isect_real)cos(angle), (isect_real)sin(angle)};
        break;
    }
    case 2: { /* any vector, normalized (rounded) */
        isect_vec2 v = fz_vec2(in, "axis source");
        double n = sqrt((double)v.x * v.x + (double)v.y * v.y);
        a = n > 0 && isfinite(n) ? (isect_vec2){(isect_real)(v.x / n), (isect_real)(v.y / n)}
                                 : (isect_vec2){1, 0};
        break;
    }
    default: return fz_vec2(in, name); /* anything, usually invalid */
    }
    note(name, 'x', a.x);
    note(name, 'y', a.y);
    return a;
}

/* The rotation of the unit quaternion (w, x, y, z) / |q| (identity for q == 0). */
static void rotation(double w, double x, double y, double z, isect_vec3 axis[3]) {
    double n = sqrt(w * w + x * x + y * y + z * z);
    if (!(n > 0) || !isfinite(n)) {
        w = n = 1;
        x = y = z = 0;
    }
    w /= n;
    x /= n;
    y /= n;
    z /= n;
    double m[3][3] = {{1 - 2 * (y * y + z * z), 2 * (x * y + w * z), 2 * (x * z - w * y)},
                      {2 * (x * y - w * z), 1 - 2 * (x * x + z * z), 2 * (y * z + w * x)},
                      {2 * (x * z + w * y), 2 * (y * z - w * x), 1 - 2 * (x * x + y * y)}};
    for (int i = 0; i < 3; i++)
        axis[i] = (isect_vec3){(isect_real)m[i][0], (isect_real)m[i][1], (isect_real)m[i][2]};
}

void fz_axes3(fz_in *in, isect_vec3 axis[3], const char *name) {
    unsigned mode = fz_byte(in);
    switch (mode % 4) {
    case 0: { /* a signed permutation of the coordinate axes */
        static const int perms[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2},
                                        {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
        unsigned b = fz_byte(in);
        const int *p = perms[b % 6];
        for (int i = 0; i < 3; i++) {
            isect_real s = (b >> (3 + i)) & 1 ? -1 : 1, e[3] = {0, 0, 0};
            e[p[i]] = s;
            axis[i] = (isect_vec3){e[0], e[1], e[2]};
        }
        break;
    }
    case 1: { /* a rotation from a small-integer quaternion */
        double q[4];
        for (int i = 0; i < 4; i++)
            q[i] = (int8_t)fz_byte(in);
        rotation(q[0], q[1], q[2], q[3], axis);
        break;
    }
    case 2: { /* a rotation from any quaternion */
        isect_vec2 a = fz_vec2(in, "quaternion"), b = fz_vec2(in, "quaternion");
        rotation(a.x, a.y, b.x, b.y, axis);
        break;
    }
    default: /* anything, usually invalid */
        for (int i = 0; i < 3; i++)
            axis[i] = fz_vec3(in, name);
        return;
    }
    for (int i = 0; i < 3; i++) {
        note(name, 'x', axis[i].x);
        note(name, 'y', axis[i].y);
        note(name, 'z', axis[i].z);
    }
}

bool fz_null(unsigned options, int which) {
    return ((options >> (4 * which)) & 15) == 15;
}

/* ---- Exact arithmetic ---------------------------------------------------------------- */

bool fz_finite(isect_real x) {
    return isfinite(x);
}

bool fz_finite2(isect_vec2 v) {
    return isfinite(v.x) && isfinite(v.y);
}

bool fz_finite3(isect_vec3 v) {
    return isfinite(v.x) && isfinite(v.y) && isfinite(v.z);
}

isect_vec3 fz_lift(isect_vec2 v) {
    return (isect_vec3){v.x, v.y, 0};
}

bool fz_eq3(isect_vec3 a, isect_vec3 b) {
    return a.x == b.x && a.y == b.y && a.z == b.z;
}

bool fz_scale_exact(isect_real x, int k, isect_real *out) {
    *out = FZ_LDEXP(x, k);
    return isfinite(*out) && FZ_LDEXP(*out, -k) == x;
}

bool fz_scale2(isect_vec2 v, int k, isect_vec2 *out) {
    return fz_scale_exact(v.x, k, &out->x) && fz_scale_exact(v.y, k, &out->y);
}

bool fz_scale3(isect_vec3 v, int k, isect_vec3 *out) {
    return fz_scale_exact(v.x, k, &out->x) && fz_scale_exact(v.y, k, &out->y) &&
           fz_scale_exact(v.z, k, &out->z);
}

bool fz_sub_exact(isect_real a, isect_real b, isect_real *out) {
    /* Knuth's TwoSum of a and -b: s + err == a - b exactly when s is finite. */
    isect_real nb = -b, s = a + nb, bb = s - a, err = (a - (s - bb)) + (nb - bb);
    *out = s;
    return isfinite(s) && err == 0;
}

bool fz_sub3(isect_vec3 a, isect_vec3 b, isect_vec3 *out) {
    return fz_sub_exact(a.x, b.x, &out->x) && fz_sub_exact(a.y, b.y, &out->y) &&
           fz_sub_exact(a.z, b.z, &out->z);
}

bool fz_collinear3(isect_vec3 a, isect_vec3 b, isect_vec3 c) {
    /* (b - a) x (c - a) == 0: each component is orient2d of a coordinate projection. */
    return isect_orient2d((isect_vec2){a.x, a.y}, (isect_vec2){b.x, b.y}, (isect_vec2){c.x, c.y}) ==
               0 &&
           isect_orient2d((isect_vec2){a.y, a.z}, (isect_vec2){b.y, b.z}, (isect_vec2){c.y, c.z}) ==
               0 &&
           isect_orient2d((isect_vec2){a.z, a.x}, (isect_vec2){b.z, b.x}, (isect_vec2){c.z, c.x}) ==
               0;
}

int fz_points_dot_sign(isect_vec3 a, isect_vec3 b, isect_vec3 c, isect_vec3 v) {
    isect_vec3 u, w, o = {0, 0, 0};
    if (!fz_sub3(b, a, &u) || !fz_sub3(c, a, &w))
        return FZ_UNKNOWN;
    return isect_orient3d(o, u, w, v); /* sign of dot(u x w, v) */
}

/* ---- Components and results -------------------------------------------------------- */

fz_lin fz_lin2(fz_kind kind, isect_vec2 a, isect_vec2 b, bool null) {
    return (fz_lin){kind, 2, {a.x, a.y, 0}, {b.x, b.y, 0}, null};
}

fz_lin fz_lin3(fz_kind kind, isect_vec3 a, isect_vec3 b, bool null) {
    return (fz_lin){kind, 3, {a.x, a.y, a.z}, {b.x, b.y, b.z}, null};
}

bool fz_lin_point(const fz_lin *lin) {
    for (int i = 0; i < 3; i++)
        if (lin->kind == FZ_SEG ? lin->b[i] != lin->a[i] : lin->b[i] != 0)
            return false;
    return true;
}

void fz_comp2_set(fz_comp2 *c, isect_vec2 a, isect_vec2 b, bool null) {
    c->line = (isect_line2){a, b};
    c->ray = (isect_ray2){a, b};
    c->seg = (isect_seg2){a, b};
    c->pl = null ? NULL : &c->line;
    c->pr = null ? NULL : &c->ray;
    c->ps = null ? NULL : &c->seg;
    for (int k = 0; k < 3; k++)
        c->lin[k] = fz_lin2((fz_kind)k, a, b, null);
    c->valid = isect_valid_line2(c->pl);
    FZ_CHECK("isect_valid_ray2", isect_valid_ray2(c->pr) == c->valid);
    FZ_CHECK("isect_valid_seg2", isect_valid_seg2(c->ps) == c->valid);
}

void fz_comp3_set(fz_comp3 *c, isect_vec3 a, isect_vec3 b, bool null) {
    c->line = (isect_line3){a, b};
    c->ray = (isect_ray3){a, b};
    c->seg = (isect_seg3){a, b};
    c->pl = null ? NULL : &c->line;
    c->pr = null ? NULL : &c->ray;
    c->ps = null ? NULL : &c->seg;
    for (int k = 0; k < 3; k++)
        c->lin[k] = fz_lin3((fz_kind)k, a, b, null);
    c->valid = isect_valid_line3(c->pl);
    FZ_CHECK("isect_valid_ray3", isect_valid_ray3(c->pr) == c->valid);
    FZ_CHECK("isect_valid_seg3", isect_valid_seg3(c->ps) == c->valid);
}

bool fz_comp2_scaled(const fz_comp2 *c, int k, int j, fz_comp2 *out) {
    isect_vec2 a, b, d;
    if (!(fz_scale2(c->seg.p0, k, &a) && fz_scale2(c->seg.p1, k, &b) &&
          fz_scale2(c->ray.dir, k + j, &d)))
        return false;
    fz_comp2_set(out, a, b, false);
    out->line.dir = out->ray.dir = d;
    out->lin[FZ_LINE] = fz_lin2(FZ_LINE, a, d, false);
    out->lin[FZ_RAY] = fz_lin2(FZ_RAY, a, d, false);
    return true;
}

bool fz_comp3_scaled(const fz_comp3 *c, int k, int j, fz_comp3 *out) {
    isect_vec3 a, b, d;
    if (!(fz_scale3(c->seg.p0, k, &a) && fz_scale3(c->seg.p1, k, &b) &&
          fz_scale3(c->ray.dir, k + j, &d)))
        return false;
    fz_comp3_set(out, a, b, false);
    out->line.dir = out->ray.dir = d;
    out->lin[FZ_LINE] = fz_lin3(FZ_LINE, a, d, false);
    out->lin[FZ_RAY] = fz_lin3(FZ_RAY, a, d, false);
    return true;
}

isect_ray2 fz_ray2_back(const fz_comp2 *c) {
    return (isect_ray2){c->ray.origin, {-c->ray.dir.x, -c->ray.dir.y}};
}

isect_ray3 fz_ray3_back(const fz_comp3 *c) {
    return (isect_ray3){c->ray.origin, {-c->ray.dir.x, -c->ray.dir.y, -c->ray.dir.z}};
}

bool fz_ray2_along(const fz_comp2 *c, isect_ray2 *out) {
    out->origin = c->seg.p0;
    return fz_sub_exact(c->seg.p1.x, c->seg.p0.x, &out->dir.x) &&
           fz_sub_exact(c->seg.p1.y, c->seg.p0.y, &out->dir.y);
}

bool fz_ray3_along(const fz_comp3 *c, isect_ray3 *out) {
    out->origin = c->seg.p0;
    return fz_sub3(c->seg.p1, c->seg.p0, &out->dir);
}

fz_find fz_find2(isect_find_result2 r) {
    fz_find f = {r.hit,
                 r.count,
                 {r.t[0], r.t[1]},
                 {{r.point[0].x, r.point[0].y, 0}, {r.point[1].x, r.point[1].y, 0}},
                 {r.normal.x, r.normal.y, 0},
                 r.flags};
    return f;
}

fz_find fz_find3(isect_find_result3 r) {
    fz_find f = {
        r.hit,
        r.count,
        {r.t[0], r.t[1]},
        {{r.point[0].x, r.point[0].y, r.point[0].z}, {r.point[1].x, r.point[1].y, r.point[1].z}},
        {r.normal.x, r.normal.y, r.normal.z},
        r.flags};
    return f;
}

fz_closest fz_closest2(isect_closest_result2 r) {
    fz_closest c = {
        r.dist_sq, r.s, r.t, {r.point_a.x, r.point_a.y, 0}, {r.point_b.x, r.point_b.y, 0}, r.flags};
    return c;
}

fz_closest fz_closest3(isect_closest_result3 r) {
    fz_closest c = {r.dist_sq,
                    r.s,
                    r.t,
                    {r.point_a.x, r.point_a.y, r.point_a.z},
                    {r.point_b.x, r.point_b.y, r.point_b.z},
                    r.flags};
    return c;
}

static bool any_nan(const double *v, int n) {
    for (int i = 0; i < n; i++)
        if (isnan(v[i]))
            return true;
    return false;
}

static bool all_zero(const double *v, int n) {
    for (int i = 0; i < n; i++)
        if (v[i] != 0)
            return false;
    return true;
}

static bool any_saturated(const double *v, int n) {
    for (int i = 0; i < n; i++)
        if (fabs(v[i]) == FZ_MAX)
            return true;
    return false;
}

static bool eq_point(const double *p, const double *q) {
    return p[0] == q[0] && p[1] == q[1] && p[2] == q[2];
}

/* |n| == 1 to a few ulps of isect_real. */
static bool unit(const double *n) {
    double len2 = n[0] * n[0] + n[1] * n[1] + n[2] * n[2];
    return fabs(len2 - 1) <= 8 * FZ_EPS;
}

/* The point at infinity along dir of a component lying in a plane (isect/plane.h):
 * coordinate i is +-inf where dir[i] != 0, origin[i] where dir[i] == 0. */
static bool point_at_infinity(const fz_lin *lin, double t, const double *p) {
    for (int i = 0; i < lin->dim; i++) {
        double d = lin->b[i];
        double want = d == 0 ? lin->a[i] : ((d > 0) == (t > 0) ? INFINITY : -INFINITY);
        if (p[i] != want)
            return false;
    }
    return true;
}

/* The numbers of a find result as one array: t[2], point[2][3], normal[3]. */
static void find_numbers(const fz_find *r, double *v) {
    memcpy(v, r->t, 2 * sizeof(double));
    memcpy(v + 2, r->point, 6 * sizeof(double));
    memcpy(v + 8, r->normal, 3 * sizeof(double));
}

static void check_find_miss(const char *q, const fz_find *r, const fz_expect *e) {
    double v[11];
    find_numbers(r, v);
    FZ_CHECK(q, r->count == 0 && all_zero(v, 11));
    if (!e->valid) {
        FZ_CHECK(q, r->flags == ISECT_INVALID);
        return;
    }
    FZ_CHECK(q, !(r->flags & ISECT_INVALID));
    FZ_CHECK(q, !(r->flags &
                  (ISECT_STARTED_INSIDE | ISECT_ENDED_INSIDE | ISECT_TOUCHING | ISECT_SATURATED)));
}

/* Ends, counts and flags of a disc or ball (isect/linear_sphere.h). */
static void check_solid(const char *q, const fz_lin *lin, const fz_find *r, bool point,
                        bool faces) {
    bool in0 = r->flags & ISECT_STARTED_INSIDE, in1 = r->flags & ISECT_ENDED_INSIDE;
    bool touching = r->flags & ISECT_TOUCHING;
    /* touching in one point, or (a solid with flat faces) along its surface */
    bool along = faces && touching && r->count == ISECT_INFINITE;
    FZ_CHECK(q, along || r->count == (touching ? 1 : 2 - in0 - in1));
    FZ_CHECK(q, !along || !point); /* t[0] < t[1] exactly, but they may round together */
    FZ_CHECK(q, !touching || (!in0 && !in1 && (along || r->t[0] == r->t[1])));
    FZ_CHECK(q, !in0 || (r->t[0] == 0 && all_zero(r->normal, 3)));
    FZ_CHECK(q, !in1 || point || (lin->kind == FZ_SEG && r->t[1] == 1));
    FZ_CHECK(q, point || lin->kind == FZ_SEG || !in1);
    FZ_CHECK(q, point || lin->kind != FZ_LINE || !in0);
    FZ_CHECK(q, !point || in0 == in1);
}

/* Counts, touching and whole-component overlaps of a surface (plane, triangle, polygon). */
static void check_surface(const char *q, const fz_lin *lin, const fz_find *r, bool point,
                          const fz_expect *e) {
    FZ_CHECK(q, !(r->flags & (ISECT_STARTED_INSIDE | ISECT_ENDED_INSIDE)));
    FZ_CHECK(q, r->count == 1 || r->count == ISECT_INFINITE);
    FZ_CHECK(q, r->count != 1 || r->t[0] == r->t[1]);
    FZ_CHECK(q, !point || (r->count == 1 && (r->flags & ISECT_TOUCHING)));
    if (r->flags & ISECT_TOUCHING) { /* the only common point is an end of the component */
        FZ_CHECK(q, point || lin->kind != FZ_LINE);
        FZ_CHECK(q, r->count == 1 && (r->t[0] == 0 || (lin->kind == FZ_SEG && r->t[0] == 1)));
        FZ_CHECK(q, eq_point(r->point[0], r->t[0] == 0 ? lin->a : lin->b));
    }
    if (e->plane && r->count == ISECT_INFINITE) { /* the whole component, in the plane */
        double lo = lin->kind == FZ_LINE ? -INFINITY : 0, hi = lin->kind == FZ_SEG ? 1 : INFINITY;
        FZ_CHECK(q, r->t[0] == lo && r->t[1] == hi);
        FZ_CHECK(q, lin->kind == FZ_LINE || eq_point(r->point[0], lin->a));
        FZ_CHECK(q, lin->kind != FZ_SEG || eq_point(r->point[1], lin->b));
    }
}

static void check_find(const char *q, const fz_lin *lin, const fz_find *r, const fz_expect *e) {
    double v[11];
    find_numbers(r, v);
    FZ_CHECK(q, !any_nan(v, 11));
    FZ_CHECK(q, !(r->flags & ISECT_INVALID) == e->valid);
    FZ_CHECK(q, r->hit == e->test && (e->valid || !r->hit));
    if (!r->hit) {
        check_find_miss(q, r, e);
        return;
    }
    bool point = fz_lin_point(lin);
    FZ_CHECK(q, r->count == 0 || r->count == 1 || r->count == 2 || r->count == ISECT_INFINITE);
    FZ_CHECK(q, r->t[0] <= r->t[1]);
    for (int k = 0; k < 2; k++) {
        double t = r->t[k];
        if (isinf(t)) { /* only the unbounded end of a component lying in a plane */
            FZ_CHECK(q, e->plane && r->count == ISECT_INFINITE && lin->kind != FZ_SEG);
            FZ_CHECK(q, k == 1 ? t > 0 : (t < 0 && lin->kind == FZ_LINE));
            FZ_CHECK(q, point_at_infinity(lin, t, r->point[k]));
            continue;
        }
        FZ_CHECK(q,
                 isfinite(r->point[k][0]) && isfinite(r->point[k][1]) && isfinite(r->point[k][2]));
        FZ_CHECK(q, lin->kind == FZ_LINE || t >= 0);
        FZ_CHECK(q, lin->kind != FZ_SEG || t <= 1);
    }
    FZ_CHECK(q, isfinite(r->normal[0]) && isfinite(r->normal[1]) && isfinite(r->normal[2]));
    FZ_CHECK(q, !(r->flags & ISECT_SATURATED) || any_saturated(v, 8));
    if (point) { /* the component is the single point a */
        FZ_CHECK(q, r->flags & ISECT_DEGENERATE);
        FZ_CHECK(q, r->t[0] == 0 && r->t[1] == 0);
        FZ_CHECK(q, eq_point(r->point[0], lin->a) && eq_point(r->point[1], lin->a));
    } else if (e->degenerate != FZ_DEG_MAYBE) {
        FZ_CHECK(q, !(r->flags & ISECT_DEGENERATE) == (e->degenerate == FZ_DEG_NO));
    }
    if (e->solid)
        check_solid(q, lin, r, point, e->faces);
    else
        check_surface(q, lin, r, point, e);
    if (!(r->flags & ISECT_STARTED_INSIDE)) {
        bool zero = all_zero(r->normal, 3);
        FZ_CHECK(q, e->normal != FZ_NORMAL_ZERO || zero);
        FZ_CHECK(q, e->normal != FZ_NORMAL_UNIT || unit(r->normal));
        FZ_CHECK(q, e->normal != FZ_NORMAL_UNIT_OR_ZERO || zero || unit(r->normal));
    }
}

int fz_normal_sign_wanted(const fz_lin *lin, int side_a, int side_b, int slope) {
    if (fz_lin_point(lin))
        return 1;
    if (lin->kind == FZ_SEG) /* slope: the side the segment heads to */
        return side_a == 0 ? (side_b == 0 ? 1 : -side_b) : side_a;
    return slope == FZ_UNKNOWN ? FZ_UNKNOWN : (slope == 0 ? 1 : -slope);
}

isect_vec3 fz_normal_of(const fz_find *r) {
    return (isect_vec3){(isect_real)r->normal[0], (isect_real)r->normal[1],
                        (isect_real)r->normal[2]};
}

int fz_normal_dot_sign(isect_vec3 n, const fz_find *r) {
    return isect_dot_sign3(fz_normal_of(r), (isect_vec3){0, 0, 0}, n);
}

void fz_note_find(const fz_find *r) {
    fz_last_find = *r;
    fz_have_find = true;
}

void fz_check_find(const char *q, const fz_lin *lin, const fz_find *r, const fz_expect *e) {
    fz_last_find = *r;
    fz_have_find = true;
    check_find(q, lin, r, e);
}

void fz_check_nesting(const char *family, bool line, bool ray, bool ray_back, bool seg,
                      int seg_ray) {
    FZ_CHECK(family, !ray || line);
    FZ_CHECK(family, !ray_back || line);
    FZ_CHECK(family, !line || ray || ray_back);
    FZ_CHECK(family, seg_ray < 0 || !seg || seg_ray);
}

static void check_closest(const char *q, const fz_closest *r, const double *p, bool valid,
                          double lo, double hi, bool degenerate) {
    double v[9] = {r->dist_sq, r->s, r->t};
    memcpy(v + 3, r->point_a, 3 * sizeof(double));
    memcpy(v + 6, r->point_b, 3 * sizeof(double));
    FZ_CHECK(q, !any_nan(v, 9));
    if (!valid) {
        FZ_CHECK(q, r->flags == ISECT_INVALID && all_zero(v, 9));
        return;
    }
    FZ_CHECK(q, !(r->flags & ISECT_INVALID));
    FZ_CHECK(q, r->dist_sq >= 0 && isfinite(r->dist_sq));
    FZ_CHECK(q, r->s == 0 && eq_point(r->point_a, p));
    FZ_CHECK(q, r->t >= lo && r->t <= hi && isfinite(r->t));
    FZ_CHECK(q, isfinite(r->point_b[0]) && isfinite(r->point_b[1]) && isfinite(r->point_b[2]));
    FZ_CHECK(q, !(r->flags & ISECT_SATURATED) || any_saturated(v, 9));
    FZ_CHECK(q, !(r->flags & ISECT_DEGENERATE) == !degenerate);
    FZ_CHECK(q, !(r->flags & (ISECT_STARTED_INSIDE | ISECT_ENDED_INSIDE | ISECT_TOUCHING)));
}

void fz_check_closest(const char *q, const fz_closest *r, const double *p, bool valid, double lo,
                      double hi, bool degenerate) {
    fz_last_closest = *r;
    fz_have_closest = true;
    check_closest(q, r, p, valid, lo, hi, degenerate);
}

bool fz_near_or_saturated(double got, long double want, long double tol, unsigned flags) {
    if (fabsl(want) <= FZ_MAX + tol)
        return fabsl(got - want) <= tol;
    return fabs(got) == FZ_MAX && (got > 0) == (want > 0) && (flags & ISECT_SATURATED);
}

void fz_check_location(const char *q, isect_location loc, bool valid) {
    FZ_CHECK(q, loc == ISECT_OUTSIDE || loc == ISECT_ON_BOUNDARY || loc == ISECT_INSIDE ||
                    loc == ISECT_LOCATION_INVALID);
    FZ_CHECK(q, (loc == ISECT_LOCATION_INVALID) == !valid);
}

void fz_check_sign(const char *q, int sign, bool valid) {
    FZ_CHECK(q, valid ? (sign == -1 || sign == 0 || sign == 1) : sign == ISECT_SIGN_INVALID);
}

void fz_check_contact(const char *q, isect_contact_result3 r, bool valid, bool hit) {
    FZ_CHECK(q, r.hit == hit);
    FZ_CHECK(q, ((r.flags & ISECT_INVALID) != 0) == !valid);
    if (!valid) {
        FZ_CHECK(q, r.flags == ISECT_INVALID && r.depth == 0 &&
                        fz_eq3(r.normal, (isect_vec3){0, 0, 0}) &&
                        fz_eq3(r.point, (isect_vec3){0, 0, 0}));
        return;
    }
    FZ_CHECK(q, fz_finite(r.depth) && fz_finite3(r.normal) && fz_finite3(r.point));
    FZ_CHECK(q, hit ? r.depth >= 0 : r.depth < 0);
    double n2 = (double)r.normal.x * r.normal.x + (double)r.normal.y * r.normal.y +
                (double)r.normal.z * r.normal.z;
    FZ_CHECK(q, fabs(n2 - 1) <= 1e-6);
}
