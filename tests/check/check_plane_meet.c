/* Two and three planes; see check_plane_meet.h. */
#include "check/check_plane_meet.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

/* The documented bound (isect/plane.h), in units of u relative to each coordinate. */
#define BOUND 4.0

const plane_meet_query plane_meet_queries[PLANE_MEET_QUERIES] = {
    {"plane3_plane3", 2},
    {"plane3_plane3_plane3", 3},
};

typedef struct answer {
    bool test, test_other; /* other: the planes in another order */
    isect_planes_result3 find;
} answer;

static isect_plane3 plane_of(const isect_real *row) {
    return (isect_plane3){{row[0], row[1], row[2]}, row[3]};
}

static answer ask_library(const gen_planes *x) {
    isect_plane3 a = plane_of(x->row[0]), b = plane_of(x->row[1]), c = plane_of(x->row[2]);
    answer ans;
    if (x->count == 2) {
        ans.test = isect_test_plane3_plane3(&a, &b);
        ans.test_other = isect_test_plane3_plane3(&b, &a);
        ans.find = isect_find_plane3_plane3(&a, &b);
    } else {
        ans.test = isect_test_plane3_plane3_plane3(&a, &b, &c);
        ans.test_other = isect_test_plane3_plane3_plane3(&c, &a, &b);
        ans.find = isect_find_plane3_plane3_plane3(&a, &b, &c);
    }
    return ans;
}

void plane_meet_generate(gen_rng *rng, const plane_meet_query *q, int mode, gen_planes *x) {
    gen_planes_case(rng, q->count, mode, x);
}

bool plane_meet_reference(const plane_meet_query *q, const gen_planes *x, oracle_planes *ref) {
    double rows[3][4];
    for (int k = 0; k < q->count; k++) {
        if (!check_finite3(x->row[k]) || !isfinite(x->row[k][3]) ||
            (x->row[k][0] == 0 && x->row[k][1] == 0 && x->row[k][2] == 0))
            return false;
        for (int i = 0; i < 4; i++)
            rows[k][i] = x->row[k][i];
    }
    oracle_plane_meet(q->count, (const double(*)[4])rows, ref);
    return true;
}

int plane_meet_lengths(const plane_meet_query *q, gen_planes *x, isect_real **v) {
    (void)q;
    return gen_planes_lengths(x, v);
}

static bool is_zero3(isect_vec3 v) {
    return v.x == 0 && v.y == 0 && v.z == 0;
}

/* The largest error of the coordinates of got against ref (scaled by 2^k), each relative
 * to its own exact value. */
static double coord_err(isect_vec3 got, const long double *ref, int k, check_sat *sat) {
    double worst = 0;
    for (int i = 0; i < 3; i++) {
        long double r = ldexpl(ref[i], k);
        long double e = check_err(check_coord(got, i), r, sat);
        double n = check_normalised(e, 1, fabsl(r));
        if (e > CHECK_TRUE_MIN && r == 0)
            n = INFINITY; /* an exact zero must come back as zero */
        if (n > worst)
            worst = n;
    }
    return worst;
}

const char *plane_meet_check(const plane_meet_query *q, const gen_planes *x,
                             const oracle_planes *ref, int k, oracle_row *row) {
    (void)q;
    answer ans = ask_library(x);
    const isect_planes_result3 *f = &ans.find;
    bool hit = ref->meet != ISECT_MEET_NONE;
    const char *why = check_boolean(ans.test, ans.test_other, hit, row);
    if (why)
        return why;
    if (f->hit != ans.test)
        return "find.hit differs from test";
    if ((int)f->meet != ref->meet) {
        row->disagreements++;
        return "meet differs from the exact one";
    }
    if (f->parallel != ref->parallel || f->coincident != ref->coincident) {
        row->disagreements++;
        return "parallel or coincident pairs differ from the exact ones";
    }
    if (f->flags & ~(unsigned)ISECT_SATURATED)
        return "flags other than ISECT_SATURATED on valid input";
    check_sat sat = {false, false};
    if (hit) {
        double e = coord_err(f->point, ref->point, k, &sat);
        check_record(&row->err_point, e);
        if (!(e <= BOUND))
            return "point beyond its bound";
    } else if (!is_zero3(f->point)) {
        return "a point without a common point";
    }
    if (ref->meet == ISECT_MEET_LINE) {
        double e = coord_err(f->dir, ref->dir, 0, &sat);
        check_record(&row->err_normal, e);
        if (!(e <= BOUND))
            return "dir beyond its bound";
    } else if (!is_zero3(f->dir)) {
        return "a dir without a line";
    }
    return check_saturation(f->flags, &sat);
}

const char *plane_meet_check_invalid(const plane_meet_query *q, const gen_planes *x) {
    (void)q;
    answer ans = ask_library(x);
    if (ans.test || ans.test_other)
        return "test true on invalid input";
    isect_planes_result3 z;
    memset(&z, 0, sizeof z);
    z.meet = ISECT_MEET_INVALID;
    z.flags = ISECT_INVALID;
    const isect_planes_result3 *f = &ans.find;
    if (f->hit || f->meet != z.meet || f->flags != z.flags || !is_zero3(f->point) ||
        !is_zero3(f->dir) || f->parallel || f->coincident)
        return "invalid input: not the all-zero result flagged ISECT_INVALID";
    return NULL;
}

void plane_meet_print(const gen_planes *x) {
    printf("  %d planes, family %s:\n", x->count, x->family);
    for (int k = 0; k < x->count; k++)
        check_print_coords("    (n, o) =", x->row[k], 4);
}

void plane_meet_explain(const plane_meet_query *q, const gen_planes *x, const oracle_planes *ref,
                        int k) {
    (void)q;
    plane_meet_print(x);
    answer ans = ask_library(x);
    const isect_planes_result3 *f = &ans.find;
    printf("    got: test %d (other order %d) meet %d parallel %u coincident %u flags %u\n",
           ans.test, ans.test_other, (int)f->meet, f->parallel, f->coincident, f->flags);
    printf("         point %a %a %a dir %a %a %a\n", (double)f->point.x, (double)f->point.y,
           (double)f->point.z, (double)f->dir.x, (double)f->dir.y, (double)f->dir.z);
    printf("    exact: meet %d parallel %u coincident %u\n", ref->meet, ref->parallel,
           ref->coincident);
    printf("         point %La %La %La dir %La %La %La\n", ldexpl(ref->point[0], k),
           ldexpl(ref->point[1], k), ldexpl(ref->point[2], k), ref->dir[0], ref->dir[1],
           ref->dir[2]);
}

CHECK_FAMILY(plane_meet, "plane_meet", PLANE_MEET_QUERIES, gen_planes, oracle_planes);
