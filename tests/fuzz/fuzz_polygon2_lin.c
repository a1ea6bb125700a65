/* tests/fuzz/fuzz_polygon2_lin.c -- every query of isect/polygon2_lin.h under the contract
 * checks of contract.h: lines, rays and segments against a triangle and a polygon in the
 * plane (closed regions, fill rules).
 *
 * Input: an option byte (NULL vertex array, NULL polygon), a mode byte (bit 0: the
 * triangle queries on the first three vertices; bits 1-2: the fill rule, 2 and 3 an
 * out-of-range value read as nonzero; bits 4-7 all set: a NULL component), the vertex
 * count (0 to 12), a scaling exponent, the numbers a and b of the line, ray and segment,
 * then the vertices.
 *
 * Beyond the common contract (a solid with flat faces: inside flags, counts, touching
 * along edges; unit or zero normals; every vertex on one line is exactly
 * ISECT_DEGENERATE of the shape; a collinear polygon still has its edges'
 * normals where a component crosses them), exact cross-checks:
 * - the line is the union of the rays (a, b) and (a, -b), the segment lies on the ray
 *   (a, b - a) when that difference is exact;
 * - a triangle answers as the polygon of its three vertices under the nonzero rule, bit
 *   for bit, and (a non-degenerate one) as under the even-odd rule in test, count and
 *   flags;
 * - reversing the polygon's vertex order keeps the region: test, count and flags agree;
 * - the whole problem scaled by 2^k (exactly) keeps test, count and flags. */
#include <string.h>

#include "contract.h"
#include "known.h"

#define MAX_VERTS 12

static const char *const tri_names[3] = {"isect_find_line2_tri2", "isect_find_ray2_tri2",
                                         "isect_find_seg2_tri2"};
static const char *const poly_names[3] = {"isect_find_line2_poly2", "isect_find_ray2_poly2",
                                          "isect_find_seg2_poly2"};

typedef struct answers {
    bool test[3];
    fz_find find[3];
} answers;

static void ask_tri(answers *x, const fz_comp2 *c, const isect_tri2 *tri) {
    x->test[FZ_LINE] = isect_test_line2_tri2(c->pl, tri);
    x->test[FZ_RAY] = isect_test_ray2_tri2(c->pr, tri);
    x->test[FZ_SEG] = isect_test_seg2_tri2(c->ps, tri);
    x->find[FZ_LINE] = fz_find2(isect_find_line2_tri2(c->pl, tri));
    x->find[FZ_RAY] = fz_find2(isect_find_ray2_tri2(c->pr, tri));
    x->find[FZ_SEG] = fz_find2(isect_find_seg2_tri2(c->ps, tri));
}

static void ask_poly(answers *x, const fz_comp2 *c, const isect_poly2 *pp, isect_fill_rule rule) {
    x->test[FZ_LINE] = isect_test_line2_poly2(c->pl, pp, rule);
    x->test[FZ_RAY] = isect_test_ray2_poly2(c->pr, pp, rule);
    x->test[FZ_SEG] = isect_test_seg2_poly2(c->ps, pp, rule);
    x->find[FZ_LINE] = fz_find2(isect_find_line2_poly2(c->pl, pp, rule));
    x->find[FZ_RAY] = fz_find2(isect_find_ray2_poly2(c->pr, pp, rule));
    x->find[FZ_SEG] = fz_find2(isect_find_seg2_poly2(c->ps, pp, rule));
}

/* Every vertex exactly on one line (a single point included). */
static bool all_collinear(const isect_vec2 *v, size_t n) {
    size_t far = 0;
    for (size_t i = 1; i < n && far == 0; i++)
        if (!fz_eq3(fz_lift(v[i]), fz_lift(v[0])))
            far = i;
    for (size_t i = 1; far && i < n; i++)
        if (!fz_collinear3(fz_lift(v[0]), fz_lift(v[far]), fz_lift(v[i])))
            return false;
    return true;
}

/* Field by field (the struct has padding): the same bits in every field. */
static bool same_find(const fz_find *x, const fz_find *y) {
    bool same = x->hit == y->hit && x->count == y->count && x->flags == y->flags;
    for (int k = 0; k < 2; k++) {
        same &= memcmp(&x->t[k], &y->t[k], sizeof x->t[k]) == 0;
        same &= memcmp(x->point[k], y->point[k], sizeof x->point[k]) == 0;
    }
    return same && memcmp(x->normal, y->normal, sizeof x->normal) == 0;
}

/* test, count and flags agree (but ISECT_SATURATED, which depends on the scale) */
static bool same_shape(const answers *x, const answers *y, int i) {
    unsigned mask = ~(unsigned)ISECT_SATURATED;
    return x->test[i] == y->test[i] && x->find[i].count == y->find[i].count &&
           (x->find[i].flags & mask) == (y->find[i].flags & mask);
}

static void check_all(const char *const *names, const fz_comp2 *c, const answers *x, bool valid,
                      bool collinear) {
    for (int i = 0; i < 3; i++) {
        fz_expect e = {valid,
                       x->test[i],
                       true,
                       false,
                       FZ_NORMAL_UNIT_OR_ZERO,
                       collinear ? FZ_DEG_YES : FZ_DEG_NO,
                       true};
        fz_find r = x->find[i];
        fz_check_find(names[i], &c->lin[i], &r, &e);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    fz_in in;
    fz_begin(&in, data, size);
    unsigned options = fz_byte(&in), mode = fz_byte(&in);
    size_t n = fz_byte(&in) % (MAX_VERTS + 1);
    int k = fz_exponent(&in);
    bool tri_mode = mode & 1;
    if (tri_mode)
        n = 3;
    isect_vec2 a = fz_vec2(&in, "a"), b = fz_vec2(&in, "b"), v[MAX_VERTS];
    for (size_t i = 0; i < n; i++)
        v[i] = fz_vec2(&in, "v");
    unsigned r = (mode >> 1) % 4;
    isect_fill_rule rule = r < 2 ? (isect_fill_rule)r : (isect_fill_rule)(r + 5);
    fz_comp2 c;
    fz_comp2_set(&c, a, b, (mode & 0xf0) == 0xf0);
    isect_poly2 poly = {fz_null(options, 0) ? NULL : v, n};
    const isect_poly2 *pp = fz_null(options, 1) ? NULL : &poly;
    bool valid_poly = isect_valid_poly2(pp), valid = valid_poly && c.valid;
    bool collinear = valid && all_collinear(v, n);
    answers x = {0};
    ask_poly(&x, &c, pp, rule);
    check_all(poly_names, &c, &x, valid, collinear);
    if (tri_mode) {
        isect_tri2 tri = {{v[0], v[1], v[2]}};
        answers t = {0};
        ask_tri(&t, &c, &tri);
        bool tri_valid = c.valid && isect_valid_tri2(&tri);
        check_all(tri_names, &c, &t, tri_valid, tri_valid && all_collinear(v, 3));
        if (valid) {
            answers nz = {0}, eo = {0};
            ask_poly(&nz, &c, &poly, ISECT_FILL_NONZERO);
            ask_poly(&eo, &c, &poly, ISECT_FILL_EVEN_ODD);
            for (int i = 0; i < 3; i++) {
                FZ_CHECK(tri_names[i], t.test[i] == nz.test[i]);
                FZ_CHECK(tri_names[i], same_find(&t.find[i], &nz.find[i]));
                FZ_CHECK(tri_names[i], collinear || same_shape(&t, &eo, i));
            }
        }
    }
    if (!valid)
        return 0;

    isect_ray2 back = fz_ray2_back(&c), along;
    bool ray_back = isect_test_ray2_poly2(&back, pp, rule);
    int seg_ray = fz_ray2_along(&c, &along) ? isect_test_ray2_poly2(&along, pp, rule) : -1;
    fz_check_nesting(poly_names[FZ_LINE], x.test[FZ_LINE], x.test[FZ_RAY], ray_back, x.test[FZ_SEG],
                     seg_ray);

    /* the vertices in reverse order: the same region */
    isect_vec2 w[MAX_VERTS];
    for (size_t i = 0; i < n; i++)
        w[i] = v[n - 1 - i];
    isect_poly2 rev = {w, n};
    answers y = {0};
    ask_poly(&y, &c, &rev, rule);
    for (int i = 0; i < 3; i++)
        FZ_CHECK(poly_names[i], same_shape(&x, &y, i));

    /* the whole problem scaled by 2^k */
    fz_comp2 s;
    for (size_t i = 0; i < n; i++)
        if (!fz_scale2(v[i], k, &w[i]))
            return 0;
    if (!fz_comp2_scaled(&c, k, 0, &s))
        return 0;
    isect_poly2 copy = {w, n};
    answers z = {0};
    ask_poly(&z, &s, &copy, rule);
    for (int i = 0; i < 3; i++)
        FZ_CHECK(poly_names[i], same_shape(&x, &z, i));
    return 0;
}
