/* The fast path of the point-tetrahedron query (src/query/closest_point/point_tet.c)
 * answers exactly as its full path, bit for bit, over the input families of
 * check/fast_path.h (ISECT_FAST_PATH_CASES cases per family, default 200000), with points
 * placed inside, on the faces, edges and vertices, and tetrahedra made slivers, flat,
 * collinear or with coincident vertices now and then. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "isect/isect.h"

#include "check/fast_path.h"
#include "query/closest_point/full_path.h"

static isect_vec3 draw3(gen_rng *rng, int mode, int e) {
    return (isect_vec3){fp_coord(rng, mode, e), fp_coord(rng, mode, e), fp_coord(rng, mode, e)};
}

/* a + s (b - a) + t (c - a), rounded as isect_reals: on or near the plane of a, b, c. */
static isect_vec3 on_plane3(isect_vec3 a, isect_vec3 b, isect_vec3 c, isect_real s, isect_real t) {
    return (isect_vec3){a.x + (b.x - a.x) * s + (c.x - a.x) * t,
                        a.y + (b.y - a.y) * s + (c.y - a.y) * t,
                        a.z + (b.z - a.z) * s + (c.z - a.z) * t};
}

static isect_vec3 sub(isect_vec3 a, isect_vec3 b) {
    return (isect_vec3){a.x - b.x, a.y - b.y, a.z - b.z};
}

static isect_vec3 cross(isect_vec3 a, isect_vec3 b) {
    return (isect_vec3){a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x};
}

/* q + s n, rounded. */
static isect_vec3 along_dir(isect_vec3 q, isect_vec3 n, isect_real s) {
    return (isect_vec3){q.x + n.x * s, q.y + n.y * s, q.z + n.z * s};
}

/* sum w_k v_k / 8 for weights w_k summing to 8, rounded: inside (or near) the tetrahedron. */
static isect_vec3 weighted(const isect_tet3 *tet, const int *w) {
    isect_vec3 q = {0, 0, 0};
    for (int k = 0; k < 4; k++) {
        isect_real c = (isect_real)w[k] / 8;
        q.x += tet->v[k].x * c;
        q.y += tet->v[k].y * c;
        q.z += tet->v[k].z * c;
    }
    return q;
}

/* A coordinate of x moved by a few ulps. */
static isect_vec3 nudge(gen_rng *rng, isect_vec3 x) {
    int k = (int)gen_int(rng, -3, 3);
    switch (gen_int(rng, 0, 2)) {
    case 0: x.x = gen_ulps(x.x, k); break;
    case 1: x.y = gen_ulps(x.y, k); break;
    default: x.z = gen_ulps(x.z, k); break;
    }
    return x;
}

/* A tetrahedron and a point of the family `mode` at scale 2^e: the bench's shape (a unit
 * tetrahedron about a centre, the point near it) a quarter of the time, else free
 * coordinates; then, one case in eighteen each, a point inside, on a face's plane, on an
 * edge's line, at a vertex, a sliver (a vertex a few ulps off the plane of the others), a
 * flat tetrahedron, a collinear one, two coincident vertices, a point on the boundary of
 * an edge's wedge or end region, or one of those points nudged. */
static void draw_case(gen_rng *rng, int mode, int e, isect_tet3 *tet, isect_vec3 *p) {
    bool local = gen_int(rng, 0, 3) == 0;
    isect_vec3 m = local ? draw3(rng, mode, e + 3) : (isect_vec3){0, 0, 0};
    for (int j = 0; j < 4; j++) {
        isect_vec3 d = draw3(rng, mode, e);
        tet->v[j] = (isect_vec3){m.x + d.x, m.y + d.y, m.z + d.z};
    }
    isect_vec3 d = draw3(rng, mode, e);
    *p = (isect_vec3){m.x + d.x, m.y + d.y, m.z + d.z};
    /* the vertices in a random order a, b, c, l */
    int a = (int)gen_int(rng, 0, 3), b = (a + 1 + (int)gen_int(rng, 0, 2)) % 4, c = 0;
    while (c == a || c == b)
        c++;
    int l = 6 - a - b - c;
    const isect_tet3 t = *tet;
    switch (gen_int(rng, 0, 17)) {
    case 0: {
        int w[4] = {2, 2, 2, 2};
        int from = (int)gen_int(rng, 0, 3), to = (int)gen_int(rng, 0, 3);
        w[from] += 1 + (int)gen_int(rng, 0, 1);
        w[to] -= 1 + (int)gen_int(rng, 0, 1);
        *p = weighted(tet, w);
        break;
    }
    case 1: {
        int w[4] = {0, 0, 0, 0}; /* on a face or an edge: some weights 0 */
        w[a] = 3;
        w[b] = 5 - (int)gen_int(rng, 0, 5);
        w[c] = 8 - w[a] - w[b];
        *p = weighted(tet, w);
        break;
    }
    case 2:
        *p = on_plane3(t.v[a], t.v[b], t.v[c], (isect_real)gen_int(rng, -4, 12) / 8,
                       (isect_real)gen_int(rng, -4, 12) / 8);
        break;
    case 3: *p = on_plane3(t.v[a], t.v[b], t.v[a], (isect_real)gen_int(rng, -4, 12) / 8, 0); break;
    case 4: *p = t.v[a]; break;
    case 5:
        tet->v[a] =
            nudge(rng, on_plane3(t.v[b], t.v[c], t.v[l], (isect_real)gen_int(rng, -2, 6) / 4,
                                 (isect_real)gen_int(rng, -2, 6) / 4));
        break;
    case 6:
        tet->v[a] = on_plane3(t.v[b], t.v[c], t.v[l], (isect_real)gen_int(rng, -2, 6) / 4,
                              (isect_real)gen_int(rng, -2, 6) / 4);
        break;
    case 7:
        tet->v[a] = on_plane3(t.v[b], t.v[c], t.v[b], (isect_real)gen_int(rng, -2, 6) / 4, 0);
        tet->v[l] = on_plane3(t.v[b], t.v[c], t.v[b], (isect_real)0.375, 0);
        break;
    case 8: tet->v[a] = t.v[b]; break;
    case 9: *p = nudge(rng, t.v[a]); break;
    case 10: {
        int w[4] = {0, 0, 0, 0};
        w[a] = 1 + (int)gen_int(rng, 0, 6);
        w[b] = 8 - w[a];
        *p = nudge(rng, weighted(tet, w));
        break;
    }
    case 11: {
        /* beyond a vertex, an edge or a face: the point reflected through it */
        isect_vec3 q = weighted(tet, (int[4]){2, 2, 2, 2});
        isect_vec3 f = t.v[a];
        *p = (isect_vec3){f.x + (f.x - q.x), f.y + (f.y - q.y), f.z + (f.z - q.z)};
        break;
    }
    case 12: {
        /* on the plane through edge ab along face abc's normal (where the edge's wedge
         * test changes sign), nudged half of the time */
        isect_vec3 n = cross(sub(t.v[b], t.v[a]), sub(t.v[c], t.v[a]));
        isect_vec3 q = on_plane3(t.v[a], t.v[b], t.v[a], (isect_real)gen_int(rng, -2, 10) / 8, 0);
        *p = along_dir(q, n, (isect_real)gen_int(rng, -4, 4) / 8);
        if (gen_int(rng, 0, 1))
            *p = nudge(rng, *p);
        break;
    }
    case 13: {
        /* on the plane through a normal to edge ab (where an end region begins) */
        isect_vec3 n = cross(sub(t.v[b], t.v[a]), sub(t.v[c], t.v[l]));
        *p = along_dir(t.v[gen_int(rng, 0, 1) ? a : b], n, (isect_real)gen_int(rng, -4, 4) / 8);
        if (gen_int(rng, 0, 1))
            *p = nudge(rng, *p);
        break;
    }
    case 14: {
        /* near a face's plane */
        *p = nudge(rng, on_plane3(t.v[a], t.v[b], t.v[c], (isect_real)gen_int(rng, -4, 12) / 8,
                                  (isect_real)gen_int(rng, -4, 12) / 8));
        break;
    }
    default: break;
    }
}

static void point3_tet3(void **state) {
    (void)state;
    gen_rng rng;
    gen_seed(&rng, 0x7e74);
    long n = fp_cases(200000), bad = 0;
    for (int mode = 0; mode < FP_MODES; mode++) {
        for (long i = 0; i < n; i++) {
            isect_tet3 tet;
            isect_vec3 p;
            draw_case(&rng, mode, fp_scale(&rng), &tet, &p);
            isect_closest_feature_result3 fast = isect_closest_point3_tet3(p, &tet);
            isect_closest_feature_result3 full = isect_closest_point3_tet3_full(p, &tet);
            bad += !fp_same_feature3("closest_point3_tet3", mode * n + i, &fast, &full);
        }
    }
    assert_int_equal(bad, 0);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(point3_tet3),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
