/* tests/fuzz/fuzz_triangle.c -- every query of isect/triangle.h under the contract checks
 * of contract.h: lines, rays and segments against the triangle (v0, v1, v2) and the quad
 * (v0, v1, v2, v3).
 *
 * Input: an option byte (NULL arguments), a mode byte (bits 0-1: how the scaled copy
 * permutes the triangle's vertices; bit 2: it reverses the segment), two scaling
 * exponents, the numbers a and b (origin and dir of the line and the ray, p0 and p1 of
 * the segment) and the four vertices.
 *
 * Beyond the common contract, exact cross-checks:
 * - against the triangle's plane (isect_*_plane3p, itself fuzzed in fuzz_plane.c): a
 *   component that meets a proper triangle meets its plane, and lies in the triangle's
 *   plane (ISECT_INFINITE) exactly when it lies in the plane;
 * - the normal of a proper triangle is its own (b - a) x (c - a), turned against the
 *   direction of travel where the component crosses (signs by isect_orient3d);
 * - the quad is the union of its two triangles: it is hit exactly when one of them is,
 *   its t[0] is the nearer triangle's, an overlap spans both triangles' overlaps, and it
 *   touches only where the nearer triangle does;
 * - the line is the union of the rays (a, b) and (a, -b), the segment lies on the ray
 *   (a, b - a) when that difference is exact;
 * - a copy scaled by powers of two, with the vertices rotated or reversed and the
 *   segment reversed, is tested alike. */
#include <math.h>
#include <string.h>

#include "contract.h"

static const char *const tri_names[3] = {"isect_find_line3_tri3", "isect_find_ray3_tri3",
                                         "isect_find_seg3_tri3"};
static const char *const quad_names[3] = {"isect_find_line3_quad3", "isect_find_ray3_quad3",
                                          "isect_find_seg3_quad3"};

/* One problem's answers: the component's three kinds against the triangle T1 (v0, v1, v2),
 * the quad's other half T2 (v0, v2, v3) and the quad. */
typedef struct answers {
    bool valid_tri, valid_quad; /* with the component */
    isect_quad3 quad;
    fz_lin lin[3];
    bool collinear[2]; /* T1, T2 */
    bool test_tri[3], test_quad[3];
    fz_find find_tri[3], find_second[3], find_quad[3];
    int side_a, side_b, slope; /* of a, b and dir against T1's plane (orient3d signs) */
    fz_find plane[3];          /* the component against T1's plane (when not collinear) */
    bool ray_back[2];          /* the ray (a, -b) against T1 and the quad */
    int seg_ray[2];            /* the ray (a, b - a); -1 when b - a is not exact */
    int scaled[3];             /* T1 tests of the scaled copy; -1 when not exact */
} answers;

static fz_expect expect_of(bool valid, bool test, bool collinear1, bool collinear2) {
    fz_expect e = {valid, test, false, false, FZ_NORMAL_UNIT_OR_ZERO, FZ_DEG_MAYBE, false};
    if (collinear1 == collinear2) {
        e.normal = collinear1 ? FZ_NORMAL_ZERO : FZ_NORMAL_UNIT;
        e.degenerate = collinear1 ? FZ_DEG_YES : FZ_DEG_NO;
    }
    return e;
}

/* The triangle T1 against its plane and its own normal. */
static void check_tri(const answers *x, int k) {
    const char *q = tri_names[k];
    const fz_find *r = &x->find_tri[k];
    fz_expect e = expect_of(x->valid_tri, x->test_tri[k], x->collinear[0], x->collinear[0]);
    fz_check_find(q, &x->lin[k], r, &e);
    if (!x->valid_tri)
        return;
    FZ_CHECK(q, x->scaled[k] < 0 || x->scaled[k] == x->test_tri[k]);
    if (x->collinear[0] || !r->hit)
        return;
    FZ_CHECK(q, x->plane[k].hit);
    FZ_CHECK(q, (r->count == ISECT_INFINITE) == (x->plane[k].count == ISECT_INFINITE));
    int want = fz_normal_sign_wanted(&x->lin[k], x->side_a, x->side_b, x->slope);
    const isect_vec3 *v = x->quad.v;
    int got = fz_points_dot_sign(v[0], v[1], v[2], fz_normal_of(r));
    FZ_CHECK(q, want == FZ_UNKNOWN || got == FZ_UNKNOWN || got == want);
}

/* The quad as the union of T1 and T2. */
static void check_quad(const answers *x, int k) {
    const char *q = quad_names[k];
    const fz_find *r = &x->find_quad[k], *h[2] = {&x->find_tri[k], &x->find_second[k]};
    fz_expect e = expect_of(x->valid_quad, x->test_quad[k], x->collinear[0], x->collinear[1]);
    fz_check_find(q, &x->lin[k], r, &e);
    if (!x->valid_quad)
        return;
    /* T2's answer (its test is the quad's business) */
    fz_expect e2 = expect_of(true, h[1]->hit, x->collinear[1], x->collinear[1]);
    fz_check_find(tri_names[k], &x->lin[k], h[1], &e2);
    FZ_CHECK(q, r->hit == (h[0]->hit || h[1]->hit));
    if (!r->hit)
        return;
    double t0 = INFINITY, t1 = -INFINITY;
    bool overlap = false, touching = false;
    for (int i = 0; i < 2; i++) {
        if (!h[i]->hit)
            continue;
        t0 = fmin(t0, h[i]->t[0]);
        t1 = fmax(t1, h[i]->t[1]);
        overlap = overlap || h[i]->count == ISECT_INFINITE;
        touching = touching || ((h[i]->flags & ISECT_TOUCHING) && h[i]->t[0] == r->t[0]);
    }
    /* Touching is the nearer half's flag (the other half may meet the component at its
     * other end, which the header leaves open). */
    FZ_CHECK(q, !(r->flags & ISECT_TOUCHING) || touching);
    FZ_CHECK(q, r->t[0] == t0);
    FZ_CHECK(q, (r->count == ISECT_INFINITE) == overlap);
    FZ_CHECK(q, !overlap || r->t[1] == t1);
}

static void check(const answers *x) {
    for (int k = 0; k < 3; k++) {
        check_tri(x, k);
        check_quad(x, k);
    }
    if (!x->valid_tri)
        return;
    fz_check_nesting(tri_names[FZ_LINE], x->test_tri[FZ_LINE], x->test_tri[FZ_RAY], x->ray_back[0],
                     x->test_tri[FZ_SEG], x->seg_ray[0]);
    if (x->valid_quad)
        fz_check_nesting(quad_names[FZ_LINE], x->test_quad[FZ_LINE], x->test_quad[FZ_RAY],
                         x->ray_back[1], x->test_quad[FZ_SEG], x->seg_ray[1]);
}

/* The scaled copy: positions by 2^k, the direction by 2^(k + j); the triangle's vertices
 * rotated (mode 1), reversed (mode 2) or both (mode 3); the segment reversed (mode 4). */
static void solve_scaled(answers *x, const fz_comp3 *c, int k, int j, unsigned mode) {
    static const int orders[4][3] = {{0, 1, 2}, {1, 2, 0}, {0, 2, 1}, {2, 1, 0}};
    isect_tri3 t;
    fz_comp3 s;
    for (int i = 0; i < 3; i++)
        if (!fz_scale3(x->quad.v[orders[mode % 4][i]], k, &t.v[i]))
            return;
    if (!fz_comp3_scaled(c, k, j, &s))
        return;
    if (mode & 4)
        s.seg = (isect_seg3){s.seg.p1, s.seg.p0};
    x->scaled[FZ_LINE] = isect_test_line3_tri3(&s.line, &t);
    x->scaled[FZ_RAY] = isect_test_ray3_tri3(&s.ray, &t);
    x->scaled[FZ_SEG] = isect_test_seg3_tri3(&s.seg, &t);
}

static void solve(answers *x, isect_vec3 a, isect_vec3 b, unsigned options, int k, int j,
                  unsigned mode) {
    bool null_shape = fz_null(options, 1);
    const isect_vec3 *v = x->quad.v;
    isect_tri3 t1 = {{v[0], v[1], v[2]}}, t2 = {{v[0], v[2], v[3]}};
    fz_comp3 c;
    fz_comp3_set(&c, a, b, fz_null(options, 0));
    const isect_tri3 *pt = null_shape ? NULL : &t1;
    const isect_quad3 *pq = null_shape ? NULL : &x->quad;
    x->valid_tri = c.valid && isect_valid_tri3(pt);
    x->valid_quad = c.valid && isect_valid_quad3(pq);
    memcpy(x->lin, c.lin, sizeof x->lin);
    x->test_tri[FZ_LINE] = isect_test_line3_tri3(c.pl, pt);
    x->test_tri[FZ_RAY] = isect_test_ray3_tri3(c.pr, pt);
    x->test_tri[FZ_SEG] = isect_test_seg3_tri3(c.ps, pt);
    x->find_tri[FZ_LINE] = fz_find3(isect_find_line3_tri3(c.pl, pt));
    x->find_tri[FZ_RAY] = fz_find3(isect_find_ray3_tri3(c.pr, pt));
    x->find_tri[FZ_SEG] = fz_find3(isect_find_seg3_tri3(c.ps, pt));
    x->test_quad[FZ_LINE] = isect_test_line3_quad3(c.pl, pq);
    x->test_quad[FZ_RAY] = isect_test_ray3_quad3(c.pr, pq);
    x->test_quad[FZ_SEG] = isect_test_seg3_quad3(c.ps, pq);
    x->find_quad[FZ_LINE] = fz_find3(isect_find_line3_quad3(c.pl, pq));
    x->find_quad[FZ_RAY] = fz_find3(isect_find_ray3_quad3(c.pr, pq));
    x->find_quad[FZ_SEG] = fz_find3(isect_find_seg3_quad3(c.ps, pq));
    x->seg_ray[0] = x->seg_ray[1] = -1;
    x->scaled[FZ_LINE] = x->scaled[FZ_RAY] = x->scaled[FZ_SEG] = -1;
    if (!x->valid_tri)
        return;

    x->collinear[0] = fz_collinear3(v[0], v[1], v[2]);
    if (x->valid_quad) {
        x->find_second[FZ_LINE] = fz_find3(isect_find_line3_tri3(&c.line, &t2));
        x->find_second[FZ_RAY] = fz_find3(isect_find_ray3_tri3(&c.ray, &t2));
        x->find_second[FZ_SEG] = fz_find3(isect_find_seg3_tri3(&c.seg, &t2));
        x->collinear[1] = fz_collinear3(v[0], v[2], v[3]);
    }
    if (!x->collinear[0]) {
        isect_plane3p plane = {v[0], v[1], v[2]};
        x->plane[FZ_LINE] = fz_find3(isect_find_line3_plane3p(&c.line, &plane));
        x->plane[FZ_RAY] = fz_find3(isect_find_ray3_plane3p(&c.ray, &plane));
        x->plane[FZ_SEG] = fz_find3(isect_find_seg3_plane3p(&c.seg, &plane));
        x->side_a = isect_orient3d(v[0], v[1], v[2], a);
        x->side_b = isect_orient3d(v[0], v[1], v[2], b);
        x->slope = fz_points_dot_sign(v[0], v[1], v[2], b);
    }
    isect_ray3 back = fz_ray3_back(&c), along;
    x->ray_back[0] = isect_test_ray3_tri3(&back, &t1);
    x->ray_back[1] = isect_test_ray3_quad3(&back, &x->quad);
    if (fz_ray3_along(&c, &along)) {
        x->seg_ray[0] = isect_test_ray3_tri3(&along, &t1);
        x->seg_ray[1] = isect_test_ray3_quad3(&along, &x->quad); /* read when quad valid */
    }
    solve_scaled(x, &c, k, j, mode);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    fz_in in;
    fz_begin(&in, data, size);
    unsigned options = fz_byte(&in), mode = fz_byte(&in);
    int k = fz_exponent(&in), j = fz_exponent(&in);
    isect_vec3 a = fz_vec3(&in, "a"), b = fz_vec3(&in, "b");
    answers x = {0};
    static const char *const vertex[4] = {"v0", "v1", "v2", "v3"};
    for (int i = 0; i < 4; i++)
        x.quad.v[i] = fz_vec3(&in, vertex[i]);
    solve(&x, a, b, options, k, j, mode);
    check(&x);
    return 0;
}
