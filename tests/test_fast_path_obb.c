/* The fast path of the box-box tests (src/query/overlap/obb.c: RTCD's fifteen tests on
 * R_ij = a_i . b_j with a bound for the axes' deviation from orthonormality) at its
 * boundary, against the exact oracle (oracle/oracle_overlap.c). For each pair (rotations
 * exact, rounded to isect_real, on the 2^-16 grid, or with every component moved by up to
 * 3e-5 -- axes orthonormal only to about the tolerance --; B's axes A's, permuted, or
 * nudged by an ulp now and then: parallel edges), the centres are moved apart along a
 * random direction to the distance s* where the answer flips (bisection on the query
 * itself), then tested at s* (1 + delta) for relative offsets delta from 10^-2 (decided by
 * the loose bound) through 10^-4 (inside it: the boxes' own eps decides) down to the two
 * ends of the bisection (the exact path), both sides: every answer must be the oracle's.
 * ISECT_FAST_PATH_CASES pairs (default 3000), each as OBB-OBB and as AABB-OBB. */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <cmocka.h>

#include "isect/isect.h"

#include "check/fast_path.h"
#include "gen/gen.h"
#include "oracle/oracle_overlap.h"

static isect_vec3 vec(const double *v) {
    return (isect_vec3){(isect_real)v[0], (isect_real)v[1], (isect_real)v[2]};
}

/* Axes: 0 exact (a signed permutation), 1 a rotation rounded to isect_real, 2 the 2^-16
 * grid, 3 a rotation with every component moved by up to 3e-5 (redrawn until valid). */
static void draw_axes(gen_rng *rng, int kind, isect_vec3 axis[3]) {
    for (;;) {
        double rot[3][3];
        if (kind == 0) {
            int p = (int)gen_int(rng, 0, 2), q = (p + 1 + (int)gen_int(rng, 0, 1)) % 3;
            int perm[3] = {p, q, 3 - p - q};
            for (int i = 0; i < 3; i++)
                for (int j = 0; j < 3; j++)
                    rot[i][j] = j == perm[i] ? (gen_coin(rng) ? 1 : -1) : 0;
        } else if (kind == 2) {
            gen_rotation_grid3(rng, rot);
        } else {
            gen_rotation(rng, 3, rot);
        }
        if (kind == 3)
            for (int i = 0; i < 3; i++)
                for (int j = 0; j < 3; j++)
                    rot[i][j] += gen_range(rng, -3e-5, 3e-5);
        for (int i = 0; i < 3; i++)
            axis[i] = vec(rot[i]);
        isect_obb3 o = {{0, 0, 0}, {axis[0], axis[1], axis[2]}, {1, 1, 1}};
        if (isect_valid_obb3(&o))
            return;
    }
}

static void obb_parts(const isect_obb3 *o, double *c, double a[3][3], double *h) {
    const isect_vec3 *v[5] = {&o->center, &o->axis[0], &o->axis[1], &o->axis[2], &o->half};
    double *out[5] = {c, a[0], a[1], a[2], h};
    for (int i = 0; i < 5; i++) {
        out[i][0] = v[i]->x;
        out[i][1] = v[i]->y;
        out[i][2] = v[i]->z;
    }
}

/* B's centre at A's centre plus s d, rounded. */
static void place(isect_obb3 *b, const isect_vec3 ca, const double *d, double s) {
    double c[3] = {ca.x + s * d[0], ca.y + s * d[1], ca.z + s * d[2]};
    b->center = vec(c);
}

/* The AABB of an OBB A whose axes are the unit axes: centre -+ half, rounded. */
static isect_aabb3 aabb_of(const isect_obb3 *a) {
    return (isect_aabb3){
        {a->center.x - a->half.x, a->center.y - a->half.y, a->center.z - a->half.z},
        {a->center.x + a->half.x, a->center.y + a->half.y, a->center.z + a->half.z}};
}

static bool test_pair(bool aabb, const isect_obb3 *a, const isect_obb3 *b) {
    isect_aabb3 box = aabb_of(a);
    return aabb ? isect_test_aabb3_obb3(&box, b) : isect_test_obb3_obb3(a, b);
}

static bool oracle_pair(bool aabb, const isect_obb3 *a, const isect_obb3 *b) {
    double ca[3], A[3][3], ha[3], cb[3], B[3][3], hb[3];
    obb_parts(a, ca, A, ha);
    obb_parts(b, cb, B, hb);
    if (!aabb)
        return oracle_obb_obb(ca, A, ha, cb, B, hb);
    isect_aabb3 box = aabb_of(a);
    double lo[3] = {box.min.x, box.min.y, box.min.z}, hi[3] = {box.max.x, box.max.y, box.max.z};
    return oracle_aabb_obb(lo, hi, cb, B, hb);
}

static void obb_boundary(void **state) {
    (void)state;
    static const double deltas[] = {1e-2, 3e-3, 1.5e-3, 1e-3,  5e-4, 2e-4,
                                    1e-4, 1e-6, 1e-9,   1e-13, 0};
    const int nd = (int)(sizeof deltas / sizeof deltas[0]);
    gen_rng rng;
    gen_seed(&rng, 0x0bb0bb);
    long cases = fp_cases(3000), wrong = 0, tested = 0;
    for (long n = 0; n < cases; n++) {
        bool aabb = n & 1;
        isect_obb3 a, b;
        double c[3] = {gen_range(&rng, -10, 10), gen_range(&rng, -10, 10),
                       gen_range(&rng, -10, 10)};
        a.center = vec(c);
        draw_axes(&rng, (int)gen_int(&rng, 0, 3), a.axis);
        if (aabb)
            for (int i = 0; i < 3; i++)
                a.axis[i] = (isect_vec3){i == 0, i == 1, i == 2};
        int bkind = (int)gen_int(&rng, 0, 5);
        if (bkind >= 4) { /* parallel edges: A's axes, permuted in turn, one nudged */
            int r = (int)gen_int(&rng, 0, 2);
            for (int i = 0; i < 3; i++)
                b.axis[i] = a.axis[(i + r) % 3];
            if (bkind == 5)
                b.axis[r].y = gen_ulps(b.axis[r].y, gen_coin(&rng) ? 1 : -1);
            isect_obb3 o = {{0, 0, 0}, {b.axis[0], b.axis[1], b.axis[2]}, {1, 1, 1}};
            if (!isect_valid_obb3(&o))
                draw_axes(&rng, 1, b.axis);
        } else {
            draw_axes(&rng, bkind, b.axis);
        }
        for (int k = 0; k < 2; k++) {
            isect_obb3 *o = k ? &b : &a;
            double h[3];
            for (int i = 0; i < 3; i++)
                h[i] = gen_int(&rng, 0, 9) ? gen_range(&rng, 0, 5) : 0;
            o->half = vec(h);
        }
        double d[3];
        do {
            for (int i = 0; i < 3; i++)
                d[i] = gen_range(&rng, -1, 1);
        } while (gen_dot3(d, d) > 1 || gen_dot3(d, d) < 1e-4);
        double len = sqrt(gen_dot3(d, d));
        for (int i = 0; i < 3; i++)
            d[i] /= len;
        double lo = 0, hi = 64; /* overlapping at 0 (the centres meet), apart at 64 */
        for (int it = 0; it < 60; it++) {
            double mid = (lo + hi) / 2;
            place(&b, a.center, d, mid);
            if (test_pair(aabb, &a, &b))
                lo = mid;
            else
                hi = mid;
        }
        for (int k = 0; k < nd; k++)
            for (int side = -1; side <= 1; side += 2) {
                /* delta 0: the two ends of the bisection, at most an ulp apart */
                double s = deltas[k] == 0 ? (side < 0 ? lo : hi) : lo * (1 + side * deltas[k]);
                place(&b, a.center, d, s);
                bool got = test_pair(aabb, &a, &b), want = oracle_pair(aabb, &a, &b);
                tested++;
                if (got != want && wrong++ < 5)
                    printf("%s: delta %g side %d: got %d, oracle %d\n",
                           aabb ? "aabb-obb" : "obb-obb", deltas[k], side, got, want);
            }
    }
    printf("obb boundary: %ld cases, %ld wrong\n", tested, wrong);
    assert_int_equal(wrong, 0);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(obb_boundary),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
