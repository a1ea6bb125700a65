/* Fuzz target for isect/overlap.h: ball-ball, ball-capsule, box-box, OBB-OBB, AABB-OBB,
 * capsule-AABB, capsule-OBB and triangle-triangle overlap, box-triangle, and the contacts
 * of balls and capsules.
 *
 * Decodes two balls, a capsule, two boxes and two oriented boxes (contract.h's decoder: touching,
 * degenerate and far-apart inputs are as likely as ordinary ones), calls every query and checks
 * what the contract lets a program check without an oracle:
 * - invalid input answers false, and any answer for valid input (the query validates by
 *   isect/valid.h's definition);
 * - the symmetric pairs answer the same in both argument orders;
 * - scaling every length by 2^k (exactly) changes no answer;
 * - a capsule with p0 == p1 is a ball: ball-capsule then equals ball-ball, and two
 *   zero-length capsules (isect_test_capsule3_capsule3) equal two balls;
 * - two boxes with min == max are points: they overlap exactly when the points are equal;
 * - a valid oriented box meets itself; OBB-OBB is symmetric and unchanged by scaling the
 *   centres and half extents by 2^k; an AABB whose centre and half extents are exact
 *   answers AABB-OBB as the OBB with the unit axes, and two such OBBs as AABB-AABB;
 * - a capsule against a box: unchanged by scaling; as the AABB's exact OBB; a zero-length
 *   capsule as its ball (isect_test_sphere3_aabb3/obb3); radius 0 exactly when the
 *   segment-box closest query reports distance 0; a hit stays a hit with the radius
 *   doubled;
 * - contacts of balls and capsules: hit equals the test, ISECT_INVALID exactly for invalid
 *   input (then the all-zero result), otherwise finite values, a unit normal, a depth that
 *   is >= 0 exactly when hit, and for two balls the swapped pair's depth equal and normal
 *   opposite, bit for bit (unless the normal is ISECT_AMBIGUOUS; a capsule's closest point
 *   is computed from the other side in the other order);
 * - two triangles (decoded after the boxes): symmetric, unchanged by the order of either's
 *   vertices and by scaling, a valid triangle meets itself, and they meet exactly when their
 *   exact closest distance (isect_closest_tri3_tri3) is 0; what they share
 *   (isect_find_tri3_tri3): hit equal to the test, ISECT_INVALID (all zero) exactly for
 *   invalid input, 1 to 6 corners on a hit and none on a miss, the same count in both
 *   orders and after scaling, 3 or more only for coplanar triangles, every corner in both
 *   triangles' bounding boxes up to 8 u S, unused entries zero;
 * - a box against a triangle (AABB-triangle, OBB-triangle): unchanged by the vertex order and
 *   by scaling; a point triangle meets the box exactly when classify does not put the point
 *   outside; a box of one point meets the triangle exactly when that point, as a triangle,
 *   does (isect_test_tri3_tri3); an AABB whose centre and half extents are exact answers as
 *   the OBB with the unit axes.
 * Solids against a plane (both forms): test is true exactly when classify answers
 * ISECT_STRADDLING, classify ISECT_SIDE_INVALID exactly for invalid input; reversing the
 * plane swaps front and back; scaling every length by 2^k changes nothing; and each solid
 * agrees with the exact point classify: a ball of radius 0 is its centre, a box or a
 * triangle is on the side where all its corners are, a zero-length capsule is a ball, a
 * capsule or cone of radius 0 meets the plane when its segment does, a cone with
 * apex == base is its apex, an AABB answers as the OBB with the unit axes.
 * Solids against a frustum (decoded last: six planes, then a 4x4 matrix): false for
 * invalid input; unchanged by scaling every length (offsets, coordinates, radius) by 2^k,
 * by scaling one plane (normal and offset) by 2^k, and by reversing the planes' order; a
 * solid wholly in front of one plane (isect_classify_*_plane3) misses, one behind all six
 * meets; the point equals the ball of radius 0, the AABB of zero extent and the OBB of zero
 * half extents there; an AABB whose centre and half extents are exact answers as the OBB
 * with the unit axes; and the frustum of the matrix (both depth ranges) has planes whose
 * normals are the row sums' (the fuzzer finds the tests' inputs there too).
 * Solids against a convex hull (decoded after the matrix: two hulls of up to six vertices
 * and six planes): false / ISECT_SIDE_INVALID for invalid input (the box and hull-hull
 * tests also for a hull without planes); test equals classify == ISECT_STRADDLING;
 * reversing the plane swaps front and back; by vertices, classify is the side of every
 * vertex (isect_classify_sphere3_plane3 with radius 0); hull-hull is symmetric; a box
 * answers as the hull of its six planes; a ball of radius 0 meets the hull exactly when
 * isect_closest_point3_hull3's distance is 0, and by planes as the box of that one point;
 * scaling every length by 2^k changes nothing. */
#include <math.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "contract.h"
#include "isect/isect.h"

static bool scale_ball(const isect_sphere3 *s, int k, isect_sphere3 *out) {
    return fz_scale3(s->center, k, &out->center) && fz_scale_exact(s->radius, k, &out->radius);
}

static bool scale_box(const isect_aabb3 *b, int k, isect_aabb3 *out) {
    return fz_scale3(b->min, k, &out->min) && fz_scale3(b->max, k, &out->max);
}

static void balls(const isect_sphere3 *a, const isect_sphere3 *b, int k) {
    const char *q = "isect_test_sphere3_sphere3";
    bool hit = isect_test_sphere3_sphere3(a, b);
    FZ_CHECK(q, isect_test_sphere3_sphere3(b, a) == hit);
    bool valid = isect_valid_sphere3(a) && isect_valid_sphere3(b);
    FZ_CHECK(q, valid || !hit);
    if (!valid)
        return;
    isect_sphere3 sa, sb;
    if (scale_ball(a, k, &sa) && scale_ball(b, k, &sb))
        FZ_CHECK(q, isect_test_sphere3_sphere3(&sa, &sb) == hit);
    /* two zero-length capsules are these balls */
    isect_capsule3 ca = {a->center, a->center, a->radius}, cb = {b->center, b->center, b->radius};
    FZ_CHECK(q, isect_test_capsule3_capsule3(&ca, &cb) == hit);
}

static void ball_capsule(const isect_sphere3 *s, const isect_capsule3 *c, int k) {
    const char *q = "isect_test_sphere3_capsule3";
    bool hit = isect_test_sphere3_capsule3(s, c);
    bool valid = isect_valid_sphere3(s) && isect_valid_capsule3(c);
    FZ_CHECK(q, valid || !hit);
    if (!valid)
        return;
    isect_sphere3 ss;
    isect_capsule3 sc;
    if (scale_ball(s, k, &ss) && fz_scale3(c->p0, k, &sc.p0) && fz_scale3(c->p1, k, &sc.p1) &&
        fz_scale_exact(c->radius, k, &sc.radius))
        FZ_CHECK(q, isect_test_sphere3_capsule3(&ss, &sc) == hit);
    /* the capsule's end cap p0 as a ball: meeting it implies meeting the capsule */
    isect_sphere3 cap = {c->p0, c->radius};
    isect_capsule3 point = {c->p0, c->p0, c->radius};
    bool cap_hit = isect_test_sphere3_sphere3(s, &cap);
    FZ_CHECK(q, isect_test_sphere3_capsule3(s, &point) == cap_hit);
    FZ_CHECK(q, !cap_hit || hit);
}

static void boxes(const isect_aabb3 *a, const isect_aabb3 *b, int k) {
    const char *q = "isect_test_aabb3_aabb3";
    bool hit = isect_test_aabb3_aabb3(a, b);
    FZ_CHECK(q, isect_test_aabb3_aabb3(b, a) == hit);
    bool valid = isect_valid_aabb3(a) && isect_valid_aabb3(b);
    FZ_CHECK(q, valid || !hit);
    if (!valid)
        return;
    isect_aabb3 sa, sb;
    if (scale_box(a, k, &sa) && scale_box(b, k, &sb))
        FZ_CHECK(q, isect_test_aabb3_aabb3(&sa, &sb) == hit);
    isect_aabb3 pa = {a->min, a->min}, pb = {b->min, b->min};
    FZ_CHECK(q, isect_test_aabb3_aabb3(&pa, &pb) == fz_eq3(a->min, b->min));
    FZ_CHECK(q, isect_test_aabb3_aabb3(a, a)); /* a valid box meets itself */
}

static bool scale_obb(const isect_obb3 *o, int k, isect_obb3 *out) {
    *out = *o;
    return fz_scale3(o->center, k, &out->center) && fz_scale3(o->half, k, &out->half);
}

/* The AABB as an OBB with the unit axes, when its centre and half extents are exact. */
static bool obb_of_box(const isect_aabb3 *b, isect_obb3 *out) {
    const isect_real *lo = &b->min.x, *hi = &b->max.x;
    isect_real c[3], h[3];
    for (int i = 0; i < 3; i++) {
        c[i] = lo[i] / 2 + hi[i] / 2;
        h[i] = hi[i] / 2 - lo[i] / 2;
        if (!(c[i] - h[i] == lo[i] && c[i] + h[i] == hi[i] && h[i] >= 0))
            return false;
    }
    *out = (isect_obb3){{c[0], c[1], c[2]}, {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}, {h[0], h[1], h[2]}};
    return true;
}

static void obbs(const isect_obb3 *a, const isect_obb3 *b, const isect_aabb3 *ba,
                 const isect_aabb3 *bb, int k) {
    const char *q = "isect_test_obb3_obb3";
    bool hit = isect_test_obb3_obb3(a, b);
    FZ_CHECK(q, isect_test_obb3_obb3(b, a) == hit);
    bool valid = isect_valid_obb3(a) && isect_valid_obb3(b);
    FZ_CHECK(q, valid || !hit);
    const char *q2 = "isect_test_aabb3_obb3";
    bool hit2 = isect_test_aabb3_obb3(ba, b);
    FZ_CHECK(q2, (isect_valid_aabb3(ba) && isect_valid_obb3(b)) || !hit2);
    isect_obb3 oa, ob;
    if (isect_valid_aabb3(ba) && obb_of_box(ba, &oa)) {
        FZ_CHECK(q2, isect_test_obb3_obb3(&oa, b) == hit2);
        if (isect_valid_aabb3(bb) && obb_of_box(bb, &ob))
            FZ_CHECK(q, isect_test_obb3_obb3(&oa, &ob) == isect_test_aabb3_aabb3(ba, bb));
    }
    if (!valid)
        return;
    FZ_CHECK(q, isect_test_obb3_obb3(a, a));
    isect_obb3 sa, sb;
    if (scale_obb(a, k, &sa) && scale_obb(b, k, &sb))
        FZ_CHECK(q, isect_test_obb3_obb3(&sa, &sb) == hit);
}

static void capsule_boxes(const isect_capsule3 *c, const isect_aabb3 *b, const isect_obb3 *o,
                          int k) {
    const char *qa = "isect_test_capsule3_aabb3", *qo = "isect_test_capsule3_obb3";
    bool hit_a = isect_test_capsule3_aabb3(c, b), hit_o = isect_test_capsule3_obb3(c, o);
    bool valid_c = isect_valid_capsule3(c);
    bool valid_a = valid_c && isect_valid_aabb3(b), valid_o = valid_c && isect_valid_obb3(o);
    FZ_CHECK(qa, valid_a || !hit_a);
    FZ_CHECK(qo, valid_o || !hit_o);
    if (valid_a) {
        isect_obb3 ob;
        if (obb_of_box(b, &ob))
            FZ_CHECK(qa, isect_test_capsule3_obb3(c, &ob) == hit_a);
        isect_capsule3 sc = *c;
        isect_aabb3 sb;
        if (fz_scale3(c->p0, k, &sc.p0) && fz_scale3(c->p1, k, &sc.p1) &&
            fz_scale_exact(c->radius, k, &sc.radius) && scale_box(b, k, &sb))
            FZ_CHECK(qa, isect_test_capsule3_aabb3(&sc, &sb) == hit_a);
        isect_sphere3 end = {c->p0, c->radius};
        isect_capsule3 point = {c->p0, c->p0, c->radius};
        FZ_CHECK(qa, isect_test_capsule3_aabb3(&point, b) == isect_test_sphere3_aabb3(&end, b));
        isect_capsule3 core = {c->p0, c->p1, 0};
        isect_seg3 seg = {c->p0, c->p1};
        FZ_CHECK(qa, isect_test_capsule3_aabb3(&core, b) ==
                         (isect_closest_seg3_aabb3(&seg, b).dist_sq == 0));
        isect_capsule3 wide = *c;
        wide.radius = 2 * c->radius;
        FZ_CHECK(qa, !hit_a || !isect_valid_capsule3(&wide) || isect_test_capsule3_aabb3(&wide, b));
    }
    if (valid_o) {
        isect_capsule3 sc = *c;
        isect_obb3 so;
        if (fz_scale3(c->p0, k, &sc.p0) && fz_scale3(c->p1, k, &sc.p1) &&
            fz_scale_exact(c->radius, k, &sc.radius) && scale_obb(o, k, &so))
            FZ_CHECK(qo, isect_test_capsule3_obb3(&sc, &so) == hit_o);
        isect_sphere3 end = {c->p1, c->radius};
        isect_capsule3 point = {c->p1, c->p1, c->radius};
        FZ_CHECK(qo, isect_test_capsule3_obb3(&point, o) == isect_test_sphere3_obb3(&end, o));
        isect_capsule3 core = {c->p0, c->p1, 0};
        isect_seg3 seg = {c->p0, c->p1};
        FZ_CHECK(qo, isect_test_capsule3_obb3(&core, o) ==
                         (isect_closest_seg3_obb3(&seg, o).dist_sq == 0));
    }
}

/* The contract of a contact (see the top); valid: the arguments' validity. */
/* The same contact with the arguments swapped: the same depth, the opposite normal. */
static void contact_swapped(const char *q, isect_contact_result3 ab, isect_contact_result3 ba) {
    if ((ab.flags & (ISECT_INVALID | ISECT_AMBIGUOUS)) || (ba.flags & ISECT_AMBIGUOUS))
        return;
    FZ_CHECK(q, ab.depth == ba.depth);
    FZ_CHECK(q, ab.normal.x == -ba.normal.x && ab.normal.y == -ba.normal.y &&
                    ab.normal.z == -ba.normal.z);
}

static void contacts(const isect_sphere3 *a, const isect_sphere3 *b, const isect_capsule3 *c) {
    const char *q1 = "isect_find_sphere3_sphere3", *q2 = "isect_find_sphere3_capsule3",
               *q3 = "isect_find_capsule3_capsule3";
    bool va = isect_valid_sphere3(a), vb = isect_valid_sphere3(b), vc = isect_valid_capsule3(c);
    isect_contact_result3 ab = isect_find_sphere3_sphere3(a, b);
    fz_check_contact(q1, ab, va && vb, isect_test_sphere3_sphere3(a, b));
    contact_swapped(q1, ab, isect_find_sphere3_sphere3(b, a));
    fz_check_contact(q2, isect_find_sphere3_capsule3(a, c), va && vc,
                     isect_test_sphere3_capsule3(a, c));
    isect_capsule3 d = {{0, 0, 0}, {0, 0, 0}, 0}, *pd = NULL;
    if (a && b) { /* a capsule from a's centre to b's, of b's radius */
        d = (isect_capsule3){a->center, b->center, b->radius};
        pd = &d;
    }
    isect_contact_result3 cd = isect_find_capsule3_capsule3(c, pd);
    fz_check_contact(q3, cd, vc && isect_valid_capsule3(pd), isect_test_capsule3_capsule3(c, pd));
    /* the ball's contact with the triangle of b's centre and c's ends (declared with these
     * contacts in overlap.h; fuzz_closest_point.c checks it on its triangle cases too) */
    isect_tri3 t = {{{0, 0, 0}, {0, 0, 0}, {0, 0, 0}}}, *pt = NULL;
    if (b && c) {
        t = (isect_tri3){{b->center, c->p0, c->p1}};
        pt = &t;
    }
    fz_check_contact("isect_find_sphere3_tri3", isect_find_sphere3_tri3(a, pt),
                     va && isect_valid_tri3(pt), isect_test_sphere3_tri3(a, pt));
}

static bool scale_tri(const isect_tri3 *t, int k, isect_tri3 *out) {
    return fz_scale3(t->v[0], k, &out->v[0]) && fz_scale3(t->v[1], k, &out->v[1]) &&
           fz_scale3(t->v[2], k, &out->v[2]);
}

/* What two triangles share (isect_find_tri3_tri3): see the top. */
static void triangle_common(const isect_tri3 *a, const isect_tri3 *b, bool valid, bool hit, int k) {
    const char *q = "isect_find_tri3_tri3";
    isect_tri_tri_result3 r = isect_find_tri3_tri3(a, b), s = isect_find_tri3_tri3(b, a);
    if (!valid) {
        FZ_CHECK(q, !r.hit && r.count == 0 && r.flags == ISECT_INVALID);
        FZ_CHECK(q, !s.hit && s.count == 0 && s.flags == ISECT_INVALID);
        return;
    }
    FZ_CHECK(q, r.hit == hit && s.hit == hit && !(r.flags & ISECT_INVALID));
    FZ_CHECK(q, hit ? r.count >= 1 && r.count <= ISECT_TRI_TRI_MAX_POINTS : r.count == 0);
    FZ_CHECK(q, s.count == r.count && s.coplanar == r.coplanar);
    FZ_CHECK(q, r.count < 3 || r.coplanar);
    double lo[3], hi[3], S = 0; /* the corners lie in both bounding boxes (up to 8 u S) */
    for (int i = 0; i < 3; i++) {
        double amin = INFINITY, amax = -INFINITY, bmin = INFINITY, bmax = -INFINITY;
        for (int m = 0; m < 3; m++) {
            double va = (double)(&a->v[m].x)[i], vb = (double)(&b->v[m].x)[i];
            amin = fmin(amin, va), amax = fmax(amax, va);
            bmin = fmin(bmin, vb), bmax = fmax(bmax, vb);
            S = fmax(S, fmax(fabs(va), fabs(vb)));
        }
        lo[i] = fmax(amin, bmin);
        hi[i] = fmin(amax, bmax);
    }
    double tol = 8 * S * (ISECT_USE_DOUBLE ? 0x1p-53 : 0x1p-24);
    for (int j = 0; j < r.count; j++) {
        const isect_real *x = &r.point[j].x;
        for (int i = 0; i < 3; i++)
            FZ_CHECK(q, x[i] >= lo[i] - tol && x[i] <= hi[i] + tol);
    }
    for (int j = r.count; j < ISECT_TRI_TRI_MAX_POINTS; j++)
        FZ_CHECK(q, r.point[j].x == 0 && r.point[j].y == 0 && r.point[j].z == 0);
    isect_tri3 sa, sb;
    if (scale_tri(a, k, &sa) && scale_tri(b, k, &sb)) {
        isect_tri_tri_result3 t = isect_find_tri3_tri3(&sa, &sb);
        FZ_CHECK(q, t.hit == hit && t.count == r.count && t.coplanar == r.coplanar);
    }
}

static void triangles(const isect_tri3 *a, const isect_tri3 *b, int k) {
    const char *q = "isect_test_tri3_tri3";
    bool hit = isect_test_tri3_tri3(a, b);
    FZ_CHECK(q, isect_test_tri3_tri3(b, a) == hit);
    bool valid = isect_valid_tri3(a) && isect_valid_tri3(b);
    FZ_CHECK(q, valid || !hit);
    triangle_common(a, b, valid, hit, k);
    if (!valid)
        return;
    isect_tri3 turned = {{b->v[1], b->v[2], b->v[0]}}, flipped = {{a->v[0], a->v[2], a->v[1]}};
    FZ_CHECK(q, isect_test_tri3_tri3(&flipped, &turned) == hit);
    FZ_CHECK(q, isect_test_tri3_tri3(a, a));
    isect_tri3 sa, sb;
    if (scale_tri(a, k, &sa) && scale_tri(b, k, &sb))
        FZ_CHECK(q, isect_test_tri3_tri3(&sa, &sb) == hit);
    FZ_CHECK(q, (isect_closest_tri3_tri3(a, b).dist_sq == 0) == hit);
}

static void box_triangle(const isect_aabb3 *box, const isect_obb3 *obb, const isect_tri3 *t,
                         int k) {
    const char *q = "isect_test_aabb3_tri3", *qo = "isect_test_obb3_tri3";
    bool hit = isect_test_aabb3_tri3(box, t), hit_o = isect_test_obb3_tri3(obb, t);
    bool valid_t = isect_valid_tri3(t), valid = valid_t && isect_valid_aabb3(box);
    bool valid_o = valid_t && isect_valid_obb3(obb);
    FZ_CHECK(q, valid || !hit);
    FZ_CHECK(qo, valid_o || !hit_o);
    if (!valid_t)
        return;
    isect_tri3 turned = {{t->v[2], t->v[1], t->v[0]}}, st, point = {{t->v[0], t->v[0], t->v[0]}};
    bool scaled = scale_tri(t, k, &st);
    if (valid) {
        FZ_CHECK(q, isect_test_aabb3_tri3(box, &turned) == hit);
        isect_aabb3 sb;
        if (scaled && scale_box(box, k, &sb))
            FZ_CHECK(q, isect_test_aabb3_tri3(&sb, &st) == hit);
        FZ_CHECK(q, isect_test_aabb3_tri3(box, &point) ==
                        (isect_classify_point3_aabb3(t->v[0], box) != ISECT_OUTSIDE));
        isect_aabb3 corner = {box->min, box->min};
        isect_tri3 at = {{box->min, box->min, box->min}};
        FZ_CHECK(q, isect_test_aabb3_tri3(&corner, t) == isect_test_tri3_tri3(&at, t));
        isect_obb3 ob;
        if (obb_of_box(box, &ob))
            FZ_CHECK(q, isect_test_obb3_tri3(&ob, t) == hit);
    }
    if (valid_o) {
        FZ_CHECK(qo, isect_test_obb3_tri3(obb, &turned) == hit_o);
        isect_obb3 so;
        if (scaled && scale_obb(obb, k, &so))
            FZ_CHECK(qo, isect_test_obb3_tri3(&so, &st) == hit_o);
        FZ_CHECK(qo, isect_test_obb3_tri3(obb, &point) ==
                         (isect_classify_point3_obb3(t->v[0], obb) != ISECT_OUTSIDE));
    }
}

/* ---- Solids against a plane ------------------------------------------------------------ */

typedef struct planes {
    const isect_plane3 *p3;
    const isect_plane3p *pp;
    isect_plane3 flip3;  /* -n, -o */
    isect_plane3p flipp; /* a, c, b */
    bool valid3, validp;
} planes;

/* The side and the test of one pair, against the contract. */
static void side_contract(const char *q, isect_side side, bool hit, bool valid) {
    FZ_CHECK(q, side == ISECT_FRONT || side == ISECT_STRADDLING || side == ISECT_BACK ||
                    side == ISECT_SIDE_INVALID);
    FZ_CHECK(q, (side == ISECT_SIDE_INVALID) == !valid);
    FZ_CHECK(q, hit == (side == ISECT_STRADDLING));
}

static isect_side flipped(isect_side s) {
    return s == ISECT_FRONT ? ISECT_BACK : s == ISECT_BACK ? ISECT_FRONT : s;
}

/* A point's location as a side (the enums agree: outside = front, on = straddling). */
static isect_side point_side(isect_vec3 x, const planes *pl, bool three) {
    return (isect_side)(three ? isect_classify_point3_plane3p(x, pl->pp)
                              : isect_classify_point3_plane3(x, pl->p3));
}

/* The side of a set of points: all in front, all behind, or straddling. */
static isect_side points_side(const isect_vec3 *x, int n, const planes *pl, bool three) {
    int front = 0, back = 0;
    for (int i = 0; i < n; i++) {
        isect_side s = point_side(x[i], pl, three);
        front += s == ISECT_FRONT;
        back += s == ISECT_BACK;
    }
    return front == n ? ISECT_FRONT : back == n ? ISECT_BACK : ISECT_STRADDLING;
}

/* The plane scaled by 2^k (a plane3's offset, a plane3p's points). */
static bool scale_plane3(const isect_plane3 *p, int k, isect_plane3 *out) {
    *out = *p;
    return fz_scale_exact(p->offset, k, &out->offset);
}

static bool scale_plane3p(const isect_plane3p *p, int k, isect_plane3p *out) {
    return fz_scale3(p->a, k, &out->a) && fz_scale3(p->b, k, &out->b) &&
           fz_scale3(p->c, k, &out->c);
}

/* One solid type's pair against both planes: the contract, the reversed plane and the
 * scaled case (the solid scaled by scale_<tag>). */
/* Each pair's classify and test, for either plane form. */
static isect_side sphere3_ask(const isect_sphere3 *s, const isect_plane3 *p3,
                              const isect_plane3p *pp, bool three, bool *hit) {
    if (three) {
        *hit = isect_test_sphere3_plane3p(s, pp);
        return isect_classify_sphere3_plane3p(s, pp);
    }
    *hit = isect_test_sphere3_plane3(s, p3);
    return isect_classify_sphere3_plane3(s, p3);
}

static isect_side aabb3_ask(const isect_aabb3 *s, const isect_plane3 *p3, const isect_plane3p *pp,
                            bool three, bool *hit) {
    if (three) {
        *hit = isect_test_aabb3_plane3p(s, pp);
        return isect_classify_aabb3_plane3p(s, pp);
    }
    *hit = isect_test_aabb3_plane3(s, p3);
    return isect_classify_aabb3_plane3(s, p3);
}

static isect_side obb3_ask(const isect_obb3 *s, const isect_plane3 *p3, const isect_plane3p *pp,
                           bool three, bool *hit) {
    if (three) {
        *hit = isect_test_obb3_plane3p(s, pp);
        return isect_classify_obb3_plane3p(s, pp);
    }
    *hit = isect_test_obb3_plane3(s, p3);
    return isect_classify_obb3_plane3(s, p3);
}

static isect_side capsule3_ask(const isect_capsule3 *s, const isect_plane3 *p3,
                               const isect_plane3p *pp, bool three, bool *hit) {
    if (three) {
        *hit = isect_test_capsule3_plane3p(s, pp);
        return isect_classify_capsule3_plane3p(s, pp);
    }
    *hit = isect_test_capsule3_plane3(s, p3);
    return isect_classify_capsule3_plane3(s, p3);
}

static isect_side cone3_ask(const isect_cone3 *s, const isect_plane3 *p3, const isect_plane3p *pp,
                            bool three, bool *hit) {
    if (three) {
        *hit = isect_test_cone3_plane3p(s, pp);
        return isect_classify_cone3_plane3p(s, pp);
    }
    *hit = isect_test_cone3_plane3(s, p3);
    return isect_classify_cone3_plane3(s, p3);
}

static isect_side tri3_ask(const isect_tri3 *s, const isect_plane3 *p3, const isect_plane3p *pp,
                           bool three, bool *hit) {
    if (three) {
        *hit = isect_test_tri3_plane3p(s, pp);
        return isect_classify_tri3_plane3p(s, pp);
    }
    *hit = isect_test_tri3_plane3(s, p3);
    return isect_classify_tri3_plane3(s, p3);
}

/* One solid type's pair against both planes: the contract, the reversed plane and the
 * scaled case (the solid scaled by the caller). */
#define SOLID_PLANE(tag, type)                                                                     \
    static isect_side tag##_vs(const type *s, const planes *pl, bool three, bool valid_s) {        \
        const char *q = three ? #tag " vs plane3p" : #tag " vs plane3";                            \
        bool hit, ignored;                                                                         \
        isect_side side = tag##_ask(s, pl->p3, pl->pp, three, &hit);                               \
        bool valid = valid_s && (three ? pl->validp : pl->valid3);                                 \
        side_contract(q, side, hit, valid);                                                        \
        if (!valid)                                                                                \
            return side;                                                                           \
        FZ_CHECK(q, tag##_ask(s, &pl->flip3, &pl->flipp, three, &ignored) == flipped(side));       \
        return side;                                                                               \
    }                                                                                              \
    static void tag##_scaled(const type *ss, const planes *pl, int k, isect_side s3,               \
                             isect_side sp) {                                                      \
        isect_plane3 p3;                                                                           \
        isect_plane3p pp;                                                                          \
        bool hit;                                                                                  \
        if (s3 != ISECT_SIDE_INVALID && scale_plane3(pl->p3, k, &p3))                              \
            FZ_CHECK(#tag " vs plane3", tag##_ask(ss, &p3, &pp, false, &hit) == s3);               \
        if (sp != ISECT_SIDE_INVALID && scale_plane3p(pl->pp, k, &pp))                             \
            FZ_CHECK(#tag " vs plane3p", tag##_ask(ss, &p3, &pp, true, &hit) == sp);               \
    }
SOLID_PLANE(sphere3, isect_sphere3)
SOLID_PLANE(aabb3, isect_aabb3)
SOLID_PLANE(obb3, isect_obb3)
SOLID_PLANE(capsule3, isect_capsule3)
SOLID_PLANE(cone3, isect_cone3)
SOLID_PLANE(tri3, isect_tri3)

/* The contacts of the ball and the boxes with the plane (isect_find_<solid>_plane3/p): the
 * common contact contract with the test's hit, ISECT_AMBIGUOUS exactly when the centre is
 * on the plane (the ball's; an AABB's and an OBB's checked through each other), and an
 * AABB with an exact centre and half extents answering as that OBB: the same hit and
 * flags, and the same normal up to its rounding (it depends on the plane and the
 * centre's side only). */
static void plane_contacts(const isect_sphere3 *ball, const isect_aabb3 *box, const isect_obb3 *obb,
                           const planes *pl, bool three) {
    const isect_plane3 *p3 = pl->p3;
    const isect_plane3p *pp = pl->pp;
    bool valid = three ? pl->validp : pl->valid3;
    const char *qs = three ? "isect_find_sphere3_plane3p" : "isect_find_sphere3_plane3";
    isect_contact_result3 cs =
        three ? isect_find_sphere3_plane3p(ball, pp) : isect_find_sphere3_plane3(ball, p3);
    bool hs = three ? isect_test_sphere3_plane3p(ball, pp) : isect_test_sphere3_plane3(ball, p3);
    fz_check_contact(qs, cs, valid && isect_valid_sphere3(ball), hs);
    if (valid && isect_valid_sphere3(ball))
        FZ_CHECK(qs, ((cs.flags & ISECT_AMBIGUOUS) != 0) ==
                         (point_side(ball->center, pl, three) == ISECT_STRADDLING));
    const char *qa = three ? "isect_find_aabb3_plane3p" : "isect_find_aabb3_plane3";
    isect_contact_result3 ca =
        three ? isect_find_aabb3_plane3p(box, pp) : isect_find_aabb3_plane3(box, p3);
    bool ha = three ? isect_test_aabb3_plane3p(box, pp) : isect_test_aabb3_plane3(box, p3);
    fz_check_contact(qa, ca, valid && isect_valid_aabb3(box), ha);
    const char *qo = three ? "isect_find_obb3_plane3p" : "isect_find_obb3_plane3";
    isect_contact_result3 co =
        three ? isect_find_obb3_plane3p(obb, pp) : isect_find_obb3_plane3(obb, p3);
    bool ho = three ? isect_test_obb3_plane3p(obb, pp) : isect_test_obb3_plane3(obb, p3);
    fz_check_contact(qo, co, valid && isect_valid_obb3(obb), ho);
    isect_obb3 ob;
    if (valid && isect_valid_aabb3(box) && obb_of_box(box, &ob)) {
        isect_contact_result3 cb =
            three ? isect_find_obb3_plane3p(&ob, pp) : isect_find_obb3_plane3(&ob, p3);
        unsigned kept = ISECT_AMBIGUOUS | ISECT_DEGENERATE;
        FZ_CHECK(qa, cb.hit == ca.hit && (cb.flags & kept) == (ca.flags & kept) &&
                         fabs((double)cb.normal.x - ca.normal.x) <= 1e-6 &&
                         fabs((double)cb.normal.y - ca.normal.y) <= 1e-6 &&
                         fabs((double)cb.normal.z - ca.normal.z) <= 1e-6);
        isect_vec3 centre = ob.center;
        FZ_CHECK(qa, ((ca.flags & ISECT_AMBIGUOUS) != 0) ==
                         (point_side(centre, pl, three) == ISECT_STRADDLING));
    }
}

static void solids_plane(const isect_sphere3 *ball, const isect_aabb3 *box, const isect_obb3 *obb,
                         const isect_capsule3 *cap, const isect_cone3 *cone, const isect_tri3 *tri,
                         const planes *pl, int k) {
    for (int three = 0; three < 2; three++) {
        const char *q = three ? "plane3p" : "plane3";
        plane_contacts(ball, box, obb, pl, three);
        /* ball: radius 0 is its centre; a side is its centre's */
        isect_side sb = sphere3_vs(ball, pl, three, isect_valid_sphere3(ball));
        if (sb != ISECT_SIDE_INVALID) {
            isect_side pc = point_side(ball->center, pl, three);
            FZ_CHECK(q, sb == ISECT_STRADDLING || sb == pc);
            isect_sphere3 point = {ball->center, 0};
            FZ_CHECK(q, sphere3_vs(&point, pl, three, true) == pc);
        }
        /* box: its corners */
        isect_side sa = aabb3_vs(box, pl, three, isect_valid_aabb3(box));
        if (sa != ISECT_SIDE_INVALID) {
            isect_vec3 c[8];
            for (int v = 0; v < 8; v++)
                c[v] = (isect_vec3){(v & 1) ? box->max.x : box->min.x,
                                    (v & 2) ? box->max.y : box->min.y,
                                    (v & 4) ? box->max.z : box->min.z};
            FZ_CHECK(q, sa == points_side(c, 8, pl, three));
        }
        /* oriented box; an AABB with exact centre and half extents as one */
        obb3_vs(obb, pl, three, isect_valid_obb3(obb));
        isect_obb3 ob;
        if (sa != ISECT_SIDE_INVALID && obb_of_box(box, &ob))
            FZ_CHECK(q, obb3_vs(&ob, pl, three, true) == sa);
        /* capsule: a zero-length one is a ball; radius 0 is its core */
        isect_side sc = capsule3_vs(cap, pl, three, isect_valid_capsule3(cap));
        if (sc != ISECT_SIDE_INVALID) {
            isect_capsule3 zero = {cap->p0, cap->p0, cap->radius}, core = {cap->p0, cap->p1, 0};
            isect_sphere3 end = {cap->p0, cap->radius};
            FZ_CHECK(q, capsule3_vs(&zero, pl, three, true) == sphere3_vs(&end, pl, three, true));
            isect_seg3 seg = {cap->p0, cap->p1};
            bool seg_hit = three ? isect_test_seg3_plane3p(&seg, pl->pp)
                                 : isect_test_seg3_plane3(&seg, pl->p3);
            FZ_CHECK(q, (capsule3_vs(&core, pl, three, true) == ISECT_STRADDLING) == seg_hit);
        }
        /* cone: radius 0 is its axis segment, apex == base its apex */
        isect_side sk = cone3_vs(cone, pl, three, isect_valid_cone3(cone));
        if (sk != ISECT_SIDE_INVALID) {
            isect_cone3 axis = {cone->apex, cone->base, 0},
                        tip = {cone->apex, cone->apex, cone->radius};
            isect_vec3 ends[2] = {cone->apex, cone->base};
            FZ_CHECK(q, cone3_vs(&axis, pl, three, true) == points_side(ends, 2, pl, three));
            FZ_CHECK(q, cone3_vs(&tip, pl, three, true) == point_side(cone->apex, pl, three));
            FZ_CHECK(q, sk == ISECT_STRADDLING || sk == points_side(ends, 2, pl, three));
        }
        /* triangle: its vertices */
        isect_side st = tri3_vs(tri, pl, three, isect_valid_tri3(tri));
        if (st != ISECT_SIDE_INVALID)
            FZ_CHECK(q, st == points_side(tri->v, 3, pl, three));
    }
    /* every length times 2^k */
    isect_side b3 = isect_classify_sphere3_plane3(ball, pl->p3),
               bp = isect_classify_sphere3_plane3p(ball, pl->pp);
    isect_sphere3 sball;
    if (ball && scale_ball(ball, k, &sball))
        sphere3_scaled(&sball, pl, k, b3, bp);
    isect_aabb3 sbox;
    if (box && scale_box(box, k, &sbox))
        aabb3_scaled(&sbox, pl, k, isect_classify_aabb3_plane3(box, pl->p3),
                     isect_classify_aabb3_plane3p(box, pl->pp));
    isect_obb3 sobb;
    if (obb && scale_obb(obb, k, &sobb))
        obb3_scaled(&sobb, pl, k, isect_classify_obb3_plane3(obb, pl->p3),
                    isect_classify_obb3_plane3p(obb, pl->pp));
    isect_capsule3 scap;
    if (cap && fz_scale3(cap->p0, k, &scap.p0) && fz_scale3(cap->p1, k, &scap.p1) &&
        fz_scale_exact(cap->radius, k, &scap.radius))
        capsule3_scaled(&scap, pl, k, isect_classify_capsule3_plane3(cap, pl->p3),
                        isect_classify_capsule3_plane3p(cap, pl->pp));
    isect_cone3 scone;
    if (cone && fz_scale3(cone->apex, k, &scone.apex) && fz_scale3(cone->base, k, &scone.base) &&
        fz_scale_exact(cone->radius, k, &scone.radius))
        cone3_scaled(&scone, pl, k, isect_classify_cone3_plane3(cone, pl->p3),
                     isect_classify_cone3_plane3p(cone, pl->pp));
    isect_tri3 stri;
    if (tri && fz_scale3(tri->v[0], k, &stri.v[0]) && fz_scale3(tri->v[1], k, &stri.v[1]) &&
        fz_scale3(tri->v[2], k, &stri.v[2]))
        tri3_scaled(&stri, pl, k, isect_classify_tri3_plane3(tri, pl->p3),
                    isect_classify_tri3_plane3p(tri, pl->pp));
}

/* ---- Solids against a frustum -------------------------------------------------------- */

/* The frustum with every offset times 2^k, plane j also scaled whole by 2^kj, the planes
 * reversed when flip. */
static bool frustum_scaled(const isect_frustum3 *f, int k, int j, int kj, bool flip,
                           isect_frustum3 *out) {
    bool ok = true;
    for (int i = 0; i < 6; i++) {
        isect_plane3 p = f->planes[i];
        ok &= fz_scale_exact(p.offset, k, &p.offset);
        if (i == j) {
            ok &= fz_scale3(p.normal, kj, &p.normal);
            ok &= fz_scale_exact(p.offset, kj, &p.offset);
        }
        out->planes[flip ? 5 - i : i] = p;
    }
    return ok;
}

static void frustum_solids(const isect_frustum3 *f, const isect_sphere3 *ball,
                           const isect_aabb3 *box, const isect_obb3 *obb, int k) {
    const char *q = "isect_test_*_frustum3";
    bool fv = f && isect_valid_frustum3(f);
    bool hb = isect_test_sphere3_frustum3(ball, f), hx = isect_test_aabb3_frustum3(box, f);
    bool ho = isect_test_obb3_frustum3(obb, f);
    bool bv = fv && isect_valid_sphere3(ball), xv = fv && isect_valid_aabb3(box);
    bool ov = fv && isect_valid_obb3(obb);
    FZ_CHECK(q, (bv || !hb) && (xv || !hx) && (ov || !ho));
    if (ball) {
        bool hp = isect_test_point3_frustum3(ball->center, f);
        FZ_CHECK("isect_test_point3_frustum3", fv || !hp);
        isect_sphere3 p0 = {ball->center, 0};
        isect_aabb3 pb = {ball->center, ball->center};
        isect_obb3 po = {ball->center, {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}, {0, 0, 0}};
        FZ_CHECK("isect_test_point3_frustum3", isect_test_sphere3_frustum3(&p0, f) == hp &&
                                                   isect_test_aabb3_frustum3(&pb, f) == hp &&
                                                   isect_test_obb3_frustum3(&po, f) == hp);
    }
    if (!fv)
        return;
    /* each solid against each plane: in front of one misses, behind all meets */
    isect_side sb[6], sx[6], so[6];
    bool fb = false, fx = false, fo = false, bb = true, bx = true, bo = true;
    for (int j = 0; j < 6; j++) {
        sb[j] = isect_classify_sphere3_plane3(ball, &f->planes[j]);
        sx[j] = isect_classify_aabb3_plane3(box, &f->planes[j]);
        so[j] = isect_classify_obb3_plane3(obb, &f->planes[j]);
        fb |= sb[j] == ISECT_FRONT, bb &= sb[j] == ISECT_BACK;
        fx |= sx[j] == ISECT_FRONT, bx &= sx[j] == ISECT_BACK;
        fo |= so[j] == ISECT_FRONT, bo &= so[j] == ISECT_BACK;
    }
    FZ_CHECK(q, !bv || ((!fb || !hb) && (!bb || hb)));
    FZ_CHECK(q, !xv || ((!fx || !hx) && (!bx || hx)));
    FZ_CHECK(q, !ov || ((!fo || !ho) && (!bo || ho)));
    /* scaled, a plane scaled, reversed */
    isect_frustum3 g;
    int j = (k % 6 + 6) % 6, kj = k / 3;
    if (frustum_scaled(f, k, j, kj, (k & 1) != 0, &g)) {
        isect_sphere3 s2;
        isect_aabb3 x2;
        isect_obb3 o2;
        if (bv && scale_ball(ball, k, &s2))
            FZ_CHECK(q, isect_test_sphere3_frustum3(&s2, &g) == hb);
        if (xv && scale_box(box, k, &x2))
            FZ_CHECK(q, isect_test_aabb3_frustum3(&x2, &g) == hx);
        if (ov && scale_obb(obb, k, &o2))
            FZ_CHECK(q, isect_test_obb3_frustum3(&o2, &g) == ho);
    }
    /* an AABB with an exact centre and half extents is that OBB */
    isect_obb3 as;
    if (xv && obb_of_box(box, &as))
        FZ_CHECK(q, isect_test_obb3_frustum3(&as, f) == hx);
}

/* The frustum of a matrix in both depth ranges: the normals are minus the row sums. */
static void frustum_matrix(const isect_real *m, const isect_sphere3 *ball, const isect_aabb3 *box,
                           const isect_obb3 *obb) {
    for (int d = 0; d < 2; d++) {
        isect_frustum3 f = isect_frustum3_from_matrix(m, (isect_clip_depth)d);
        bool finite = true;
        for (int i = 0; i < 16; i++)
            finite &= fz_finite(m[i]);
        if (!finite) {
            FZ_CHECK("isect_frustum3_from_matrix", !isect_valid_frustum3(&f));
            continue;
        }
        /* left: -(R_3 + R_0) */
        isect_real l = -(m[3] + m[0]);
        FZ_CHECK("isect_frustum3_from_matrix", f.planes[0].normal.x == l || (l != l));
        frustum_solids(&f, ball, box, obb, 0);
    }
}

/* ---- Solids against a convex hull ----------------------------------------------------- */

enum { FZ_HULL_MAX = 6 };

/* A hull's arrays and their scaled copies. */
typedef struct fz_hull {
    isect_vec3 v[FZ_HULL_MAX];
    isect_plane3 p[FZ_HULL_MAX];
    isect_hull3 h;
} fz_hull;

/* The hull with every length (vertices, offsets) times 2^k; false when not exact. */
static bool hull_scaled(const isect_hull3 *h, int k, fz_hull *out) {
    bool ok = true;
    for (size_t i = 0; i < h->vert_count; i++)
        ok &= fz_scale3(h->verts[i], k, &out->v[i]);
    for (size_t i = 0; i < h->plane_count; i++) {
        out->p[i] = h->planes[i];
        ok &= fz_scale_exact(h->planes[i].offset, k, &out->p[i].offset);
    }
    out->h = (isect_hull3){h->verts ? out->v : NULL, h->vert_count, h->planes ? out->p : NULL,
                           h->plane_count};
    return ok;
}

static bool hull_has_planes(const isect_hull3 *h) {
    return h && isect_valid_hull3(h) && h->plane_count > 0;
}

/* The hull's side of the plane by its vertices, from each vertex's exact side
 * (isect_classify_sphere3_plane3 with radius 0: another code path). */
static isect_side verts_side(const isect_hull3 *h, const isect_plane3 *p) {
    bool front = false, back = false;
    for (size_t i = 0; i < h->vert_count; i++) {
        isect_sphere3 s = {h->verts[i], 0};
        isect_side si = isect_classify_sphere3_plane3(&s, p);
        front |= si != ISECT_BACK;
        back |= si != ISECT_FRONT;
    }
    return front && back ? ISECT_STRADDLING : front ? ISECT_FRONT : ISECT_BACK;
}

static void hull_solids(const isect_hull3 *ha, const isect_hull3 *hb, const isect_sphere3 *ball,
                        const isect_aabb3 *box, const isect_plane3 *p, int k) {
    const char *q = "isect_test_*_hull3";
    bool av = ha && isect_valid_hull3(ha), ap = hull_has_planes(ha), bp = hull_has_planes(hb);
    bool bv = av && isect_valid_sphere3(ball), xv = ap && isect_valid_aabb3(box);
    bool pv = av && isect_valid_plane3(p);
    bool hs = isect_test_sphere3_hull3(ball, ha), hx = isect_test_aabb3_hull3(box, ha);
    bool hh = isect_test_hull3_hull3(ha, hb), hp = isect_test_plane3_hull3(p, ha);
    isect_side side = isect_classify_plane3_hull3(p, ha);
    FZ_CHECK(q, (bv || !hs) && (xv || !hx) && ((ap && bp) || !hh));
    side_contract("isect_classify_plane3_hull3", side, hp, pv);
    FZ_CHECK("isect_test_hull3_hull3", isect_test_hull3_hull3(hb, ha) == hh);
    if (pv) { /* the reversed plane swaps front and back */
        isect_plane3 r = {{-p->normal.x, -p->normal.y, -p->normal.z}, -p->offset};
        isect_side rs = isect_classify_plane3_hull3(&r, ha);
        /* (an empty hull is ISECT_FRONT of both, and meets nothing, itself included) */
        bool empty = side == ISECT_FRONT && rs == ISECT_FRONT;
        FZ_CHECK("isect_classify_plane3_hull3",
                 rs == flipped(side) || (empty && !isect_test_hull3_hull3(ha, ha)));
        if (ha->vert_count > 0)
            FZ_CHECK("isect_classify_plane3_hull3", side == verts_side(ha, p));
    }
    if (bv) { /* the ball of radius 0 meets the hull exactly when its closest distance is 0 */
        isect_sphere3 c0 = {ball->center, 0};
        bool h0 = isect_test_sphere3_hull3(&c0, ha);
        isect_closest_hull_result3 cr = isect_closest_point3_hull3(ball->center, ha);
        if (!(cr.flags & ISECT_INVALID))
            FZ_CHECK("isect_test_sphere3_hull3", h0 == (cr.dist_sq == 0));
        FZ_CHECK("isect_test_sphere3_hull3", !h0 || hs);
        if (ap && ha->vert_count == 0) { /* the point as a box: the other code path */
            isect_aabb3 pb = {ball->center, ball->center};
            FZ_CHECK("isect_test_aabb3_hull3", isect_test_aabb3_hull3(&pb, ha) == h0);
            if (h0)
                FZ_CHECK("isect_test_hull3_hull3", isect_test_hull3_hull3(ha, ha));
        }
    }
    if (xv) { /* the box as a hull of its six planes */
        isect_plane3 six[6] = {{{1, 0, 0}, box->max.x}, {{-1, 0, 0}, -box->min.x},
                               {{0, 1, 0}, box->max.y}, {{0, -1, 0}, -box->min.y},
                               {{0, 0, 1}, box->max.z}, {{0, 0, -1}, -box->min.z}};
        isect_hull3 bh = {NULL, 0, six, 6};
        FZ_CHECK("isect_test_aabb3_hull3", isect_test_hull3_hull3(&bh, ha) == hx);
    }
    /* every length scaled by 2^k */
    fz_hull sa, sb;
    if (!av || !hull_scaled(ha, k, &sa))
        return;
    isect_sphere3 s2;
    isect_aabb3 x2;
    isect_plane3 p2;
    if (bv && scale_ball(ball, k, &s2))
        FZ_CHECK("isect_test_sphere3_hull3", isect_test_sphere3_hull3(&s2, &sa.h) == hs);
    if (xv && scale_box(box, k, &x2))
        FZ_CHECK("isect_test_aabb3_hull3", isect_test_aabb3_hull3(&x2, &sa.h) == hx);
    if (pv && scale_plane3(p, k, &p2))
        FZ_CHECK("isect_classify_plane3_hull3", isect_classify_plane3_hull3(&p2, &sa.h) == side);
    if (ap && bp && hull_scaled(hb, k, &sb))
        FZ_CHECK("isect_test_hull3_hull3", isect_test_hull3_hull3(&sa.h, &sb.h) == hh);
}

/* A hull decoded: a count byte (vertices in its low nibble, planes in its high, each up to
 * FZ_HULL_MAX), then the vertices and the planes. */
static void hull_decode(fz_in *in, const char *name, fz_hull *out) {
    unsigned counts = fz_byte(in);
    size_t nv = (counts & 15u) % (FZ_HULL_MAX + 1), np = (counts >> 4) % (FZ_HULL_MAX + 1);
    for (size_t i = 0; i < nv; i++)
        out->v[i] = fz_vec3(in, name);
    for (size_t i = 0; i < np; i++) {
        out->p[i].normal = fz_vec3(in, name);
        out->p[i].offset = fz_real(in, name);
    }
    out->h = (isect_hull3){nv ? out->v : NULL, nv, np ? out->p : NULL, np};
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    fz_in in;
    fz_begin(&in, data, size);
    unsigned options = fz_byte(&in);
    int k = fz_exponent(&in);
    isect_sphere3 a = {fz_vec3(&in, "a.center"), fz_real(&in, "a.radius")};
    isect_sphere3 b = {fz_vec3(&in, "b.center"), fz_real(&in, "b.radius")};
    isect_capsule3 c = {fz_vec3(&in, "c.p0"), fz_vec3(&in, "c.p1"), fz_real(&in, "c.radius")};
    isect_aabb3 ba = {fz_vec3(&in, "ba.min"), fz_vec3(&in, "ba.max")};
    isect_aabb3 bb = {fz_vec3(&in, "bb.min"), fz_vec3(&in, "bb.max")};
    isect_obb3 oa = {fz_vec3(&in, "oa.center"),
                     {fz_vec3(&in, "oa.axis0"), fz_vec3(&in, "oa.axis1"), fz_vec3(&in, "oa.axis2")},
                     fz_vec3(&in, "oa.half")};
    isect_obb3 ob = {fz_vec3(&in, "ob.center"),
                     {fz_vec3(&in, "ob.axis0"), fz_vec3(&in, "ob.axis1"), fz_vec3(&in, "ob.axis2")},
                     fz_vec3(&in, "ob.half")};
    bool null_a = fz_null(options, 0), null_b = fz_null(options, 1);
    balls(null_a ? NULL : &a, null_b ? NULL : &b, k);
    ball_capsule(null_a ? NULL : &a, null_b ? NULL : &c, k);
    boxes(null_a ? NULL : &ba, null_b ? NULL : &bb, k);
    obbs(null_a ? NULL : &oa, null_b ? NULL : &ob, null_a ? NULL : &ba, null_b ? NULL : &bb, k);
    capsule_boxes(null_a ? NULL : &c, null_b ? NULL : &bb, null_b ? NULL : &ob, k);
    contacts(null_a ? NULL : &a, null_b ? NULL : &b, null_b ? NULL : &c);
    isect_tri3 ta = {{fz_vec3(&in, "ta.v0"), fz_vec3(&in, "ta.v1"), fz_vec3(&in, "ta.v2")}};
    isect_tri3 tb = {{fz_vec3(&in, "tb.v0"), fz_vec3(&in, "tb.v1"), fz_vec3(&in, "tb.v2")}};
    triangles(null_a ? NULL : &ta, null_b ? NULL : &tb, k);
    box_triangle(null_a ? NULL : &ba, null_a ? NULL : &oa, null_b ? NULL : &tb, k);
    /* a plane in both forms, a cone and a triangle; null_b makes the planes NULL */
    isect_plane3 p3 = {fz_vec3(&in, "p.normal"), fz_real(&in, "p.offset")};
    isect_plane3p pp = {fz_vec3(&in, "pp.a"), fz_vec3(&in, "pp.b"), fz_vec3(&in, "pp.c")};
    isect_cone3 cone = {fz_vec3(&in, "cone.apex"), fz_vec3(&in, "cone.base"),
                        fz_real(&in, "cone.radius")};
    isect_tri3 tri = {{fz_vec3(&in, "tri.v0"), fz_vec3(&in, "tri.v1"), fz_vec3(&in, "tri.v2")}};
    planes pl = {null_b ? NULL : &p3,
                 null_b ? NULL : &pp,
                 {{-p3.normal.x, -p3.normal.y, -p3.normal.z}, -p3.offset},
                 {pp.a, pp.c, pp.b},
                 !null_b && isect_valid_plane3(&p3),
                 !null_b && isect_valid_plane3p(&pp)};
    solids_plane(null_a ? NULL : &a, null_a ? NULL : &ba, null_a ? NULL : &oa, null_a ? NULL : &c,
                 null_a ? NULL : &cone, null_a ? NULL : &tri, &pl, k);
    /* a frustum (null_b: NULL), then a matrix, against ball a, box a and oriented box a */
    isect_frustum3 fr;
    for (int j = 0; j < 6; j++) {
        fr.planes[j].normal = fz_vec3(&in, "frustum.normal");
        fr.planes[j].offset = fz_real(&in, "frustum.offset");
    }
    frustum_solids(null_b ? NULL : &fr, null_a ? NULL : &a, null_a ? NULL : &ba,
                   null_a ? NULL : &oa, k);
    isect_real m[16];
    for (int i = 0; i < 16; i++)
        m[i] = fz_real(&in, "matrix");
    frustum_matrix(m, null_a ? NULL : &a, null_a ? NULL : &ba, null_a ? NULL : &oa);
    /* two hulls (null_b: the first NULL) against ball b, box b, the plane and each other */
    fz_hull hu, hv;
    hull_decode(&in, "hull_a", &hu);
    hull_decode(&in, "hull_b", &hv);
    hull_solids(null_b ? NULL : &hu.h, &hv.h, null_a ? NULL : &b, null_a ? NULL : &bb, &p3, k);
    return 0;
}
