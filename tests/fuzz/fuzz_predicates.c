/* tests/fuzz/fuzz_predicates.c -- every function of isect/predicates.h, and the validity
 * checks of isect/valid.h that no other target needs, under the contract checks of
 * contract.h.
 *
 * Input: a mode byte (bits 0-1: which group), two scaling exponents, then four points
 * (2D or 3D) and a radius, or the numbers of the shapes whose validity is checked.
 *
 * Beyond the common contract (a sign in {-1, 0, 1}, or ISECT_SIGN_INVALID exactly for
 * non-finite input; a location, or ISECT_LOCATION_INVALID exactly for invalid input),
 * exact identities:
 * - orient2d is invariant under cyclic permutations and flips under transpositions;
 *   orient3d likewise for even and odd permutations; orient3d of three points lifted to
 *   z = 0 and (0, 0, 1) is their orient2d;
 * - dot_sign(a, b, v) == -dot_sign(b, a, v) == -dot_sign(a, b, -v); the 2D answer is the
 *   3D answer at z = 0;
 * - a disc or ball of radius 0 holds only its centre (on the boundary); a capsule with
 *   p0 == p1 is that disc or ball, its ends may be swapped, radius 0 has no inside, and
 *   it contains the disc or ball around either end;
 * - every answer is unchanged when all positions are scaled by 2^k (and a dot product's
 *   normal by 2^j), whenever that is exact.
 * valid.h: each check against its documented definition. */
#include <math.h>

#include "contract.h"

static const isect_vec3 zero3 = {0, 0, 0};

static int flip(int sign) {
    return sign == ISECT_SIGN_INVALID ? sign : -sign;
}

static isect_location location_of_sign(int sign) {
    return sign < 0 ? ISECT_INSIDE : (sign == 0 ? ISECT_ON_BOUNDARY : ISECT_OUTSIDE);
}

/* ---- Orientation and dot products ---------------------------------------------------- */

static void fuzz_orient(fz_in *in, int k, int j) {
    const char *q2 = "isect_orient2d", *q3 = "isect_orient3d";
    isect_vec3 a = fz_vec3(in, "a"), b = fz_vec3(in, "b"), c = fz_vec3(in, "c"),
               d = fz_vec3(in, "d");
    isect_vec2 a2 = {a.x, a.y}, b2 = {b.x, b.y}, c2 = {c.x, c.y};
    bool finite2 = fz_finite2(a2) && fz_finite2(b2) && fz_finite2(c2);
    bool finite3 = fz_finite3(a) && fz_finite3(b) && fz_finite3(c) && fz_finite3(d);
    int s2 = isect_orient2d(a2, b2, c2), s3 = isect_orient3d(a, b, c, d);
    fz_check_sign(q2, s2, finite2);
    fz_check_sign(q3, s3, finite3);
    FZ_CHECK(q2, isect_orient2d(b2, c2, a2) == s2 && isect_orient2d(b2, a2, c2) == flip(s2));
    FZ_CHECK(q3, isect_orient3d(b, c, a, d) == s3 && isect_orient3d(b, a, c, d) == flip(s3));
    FZ_CHECK(q3, isect_orient3d(a, b, d, c) == flip(s3) && isect_orient3d(d, b, c, a) == flip(s3));
    isect_vec3 up = {0, 0, 1};
    FZ_CHECK(q3, isect_orient3d(fz_lift(a2), fz_lift(b2), fz_lift(c2), up) == s2);

    isect_vec2 v2 = {c.x, c.y}, nv2 = {-c.x, -c.y};
    isect_vec3 nv3 = {-c.x, -c.y, -c.z};
    int t2 = isect_dot_sign2(a2, b2, v2), t3 = isect_dot_sign3(a, b, c);
    fz_check_sign("isect_dot_sign2", t2, finite2);
    fz_check_sign("isect_dot_sign3", t3, fz_finite3(a) && fz_finite3(b) && fz_finite3(c));
    FZ_CHECK("isect_dot_sign2",
             isect_dot_sign2(b2, a2, v2) == flip(t2) && isect_dot_sign2(a2, b2, nv2) == flip(t2));
    FZ_CHECK("isect_dot_sign3",
             isect_dot_sign3(b, a, c) == flip(t3) && isect_dot_sign3(a, b, nv3) == flip(t3));
    FZ_CHECK("isect_dot_sign3", isect_dot_sign3(fz_lift(a2), fz_lift(b2), fz_lift(v2)) == t2);

    isect_vec3 sa, sb, sc, sd, sv;
    if (fz_scale3(a, k, &sa) && fz_scale3(b, k, &sb) && fz_scale3(c, k, &sc) &&
        fz_scale3(d, k, &sd) && fz_scale3(c, j, &sv)) {
        isect_vec2 sa2 = {sa.x, sa.y}, sb2 = {sb.x, sb.y}, sc2 = {sc.x, sc.y};
        FZ_CHECK(q2, isect_orient2d(sa2, sb2, sc2) == s2);
        FZ_CHECK(q3, isect_orient3d(sa, sb, sc, sd) == s3);
        FZ_CHECK("isect_dot_sign2", isect_dot_sign2(sa2, sb2, (isect_vec2){sv.x, sv.y}) == t2);
        FZ_CHECK("isect_dot_sign3", isect_dot_sign3(sa, sb, sv) == t3);
    }
}

/* ---- Points against discs, balls and capsules -------------------------------------- */

static void fuzz_round(fz_in *in, unsigned options, int k) {
    const char *qc = "isect_classify_point2_circle2", *qs = "isect_classify_point3_sphere3";
    const char *qc2 = "isect_classify_point2_capsule2", *qc3 = "isect_classify_point3_capsule3";
    isect_vec3 p = fz_vec3(in, "p"), p0 = fz_vec3(in, "p0"), p1 = fz_vec3(in, "p1");
    isect_real r = fz_real(in, "radius");
    bool null = fz_null(options, 0);
    isect_vec2 p2 = {p.x, p.y}, q0 = {p0.x, p0.y}, q1 = {p1.x, p1.y};
    isect_circle2 circle = {q0, r};
    isect_sphere3 sphere = {p0, r};
    isect_capsule2 cap2 = {q0, q1, r};
    isect_capsule3 cap3 = {p0, p1, r};
    isect_location c = isect_classify_point2_circle2(p2, null ? NULL : &circle);
    isect_location s = isect_classify_point3_sphere3(p, null ? NULL : &sphere);
    isect_location k2 = isect_classify_point2_capsule2(p2, null ? NULL : &cap2);
    isect_location k3 = isect_classify_point3_capsule3(p, null ? NULL : &cap3);
    bool valid2 = !null && fz_finite2(p2) && isect_valid_circle2(&circle);
    bool valid3 = !null && fz_finite3(p) && isect_valid_sphere3(&sphere);
    fz_check_location(qc, c, valid2);
    fz_check_location(qs, s, valid3);
    fz_check_location(qc2, k2, valid2 && isect_valid_capsule2(&cap2));
    fz_check_location(qc3, k3, valid3 && isect_valid_capsule3(&cap3));
    if (!valid3 || !fz_finite3(p1))
        return;

    /* the 2D answers are the 3D answers at z = 0 */
    isect_sphere3 flat = {fz_lift(q0), r};
    isect_capsule3 flat_cap = {fz_lift(q0), fz_lift(q1), r};
    FZ_CHECK(qs, isect_classify_point3_sphere3(fz_lift(p2), &flat) == c);
    FZ_CHECK(qc3, isect_classify_point3_capsule3(fz_lift(p2), &flat_cap) == k2);
    if (r == 0) {
        FZ_CHECK(qs, s == (fz_eq3(p, p0) ? ISECT_ON_BOUNDARY : ISECT_OUTSIDE));
        FZ_CHECK(qc3, k3 != ISECT_INSIDE);
    }
    isect_capsule3 swapped = {p1, p0, r}, ball = {p0, p0, r};
    FZ_CHECK(qc3, isect_classify_point3_capsule3(p, &swapped) == k3);
    FZ_CHECK(qc3, isect_classify_point3_capsule3(p, &ball) == s);
    FZ_CHECK(qc3,
             s == ISECT_OUTSIDE || (s == ISECT_INSIDE ? k3 == ISECT_INSIDE : k3 != ISECT_OUTSIDE));
    isect_capsule2 swapped2 = {q1, q0, r};
    FZ_CHECK(qc2, isect_classify_point2_capsule2(p2, &swapped2) == k2);

    isect_vec3 sp, s0, s1;
    isect_real sr;
    if (fz_scale3(p, k, &sp) && fz_scale3(p0, k, &s0) && fz_scale3(p1, k, &s1) &&
        fz_scale_exact(r, k, &sr)) {
        isect_sphere3 ss = {s0, sr};
        isect_capsule3 sk = {s0, s1, sr};
        FZ_CHECK(qs, isect_classify_point3_sphere3(sp, &ss) == s);
        FZ_CHECK(qc3, isect_classify_point3_capsule3(sp, &sk) == k3);
    }
    /* a point on the line through the centre at distance |d|: the sign of |d|^2 - r^2 */
    isect_vec3 d;
    if (fz_sub3(p, p0, &d) && d.y == 0 && d.z == 0)
        FZ_CHECK(qs, s == location_of_sign((fabs(d.x) > r) - (fabs(d.x) < r)));
}

/* ---- valid.h: the checks no other target needs, against their definitions ---------- */

static void fuzz_valid(fz_in *in, unsigned options) {
    isect_vec3 v[4] = {fz_vec3(in, "v0"), fz_vec3(in, "v1"), fz_vec3(in, "v2"), fz_vec3(in, "v3")};
    isect_real r = fz_real(in, "radius"), offset = fz_real(in, "offset");
    bool finite[4], radius = fz_finite(r) && r >= 0;
    for (int i = 0; i < 4; i++)
        finite[i] = fz_finite3(v[i]);
    isect_vec2 w = {v[0].x, v[0].y};
    FZ_CHECK("isect_valid_vec2", isect_valid_vec2(w) == fz_finite2(w));
    FZ_CHECK("isect_valid_vec3", isect_valid_vec3(v[0]) == finite[0]);
    isect_capsule2 cap2 = {w, {v[1].x, v[1].y}, r};
    FZ_CHECK("isect_valid_capsule2",
             isect_valid_capsule2(&cap2) == (fz_finite2(w) && fz_finite2(cap2.p1) && radius));
    isect_cylinder3 cyl = {v[0], v[1], r};
    isect_cone3 cone = {v[0], v[1], r};
    FZ_CHECK("isect_valid_cylinder3",
             isect_valid_cylinder3(&cyl) == (finite[0] && finite[1] && radius));
    FZ_CHECK("isect_valid_cone3", isect_valid_cone3(&cone) == (finite[0] && finite[1] && radius));
    isect_tri2 tri = {{w, {v[1].x, v[1].y}, {v[2].x, v[2].y}}};
    FZ_CHECK("isect_valid_tri2",
             isect_valid_tri2(&tri) ==
                 (fz_finite2(tri.v[0]) && fz_finite2(tri.v[1]) && fz_finite2(tri.v[2])));
    isect_tet3 tet = {{v[0], v[1], v[2], v[3]}};
    FZ_CHECK("isect_valid_tet3",
             isect_valid_tet3(&tet) == (finite[0] && finite[1] && finite[2] && finite[3]));

    /* planes from the points: normal v[i], offset; a zero normal is invalid */
    isect_plane3 planes[6];
    bool all = true;
    for (int i = 0; i < 6; i++) {
        isect_vec3 n = v[i % 4];
        planes[i] = (isect_plane3){n, offset};
        all = all && fz_finite3(n) && !fz_eq3(n, zero3) && fz_finite(offset);
    }
    isect_frustum3 frustum;
    for (int i = 0; i < 6; i++)
        frustum.planes[i] = planes[i];
    FZ_CHECK("isect_valid_frustum3", isect_valid_frustum3(&frustum) == all);
    size_t nv = (options >> 4) % 5, np = (options >> 2) % 4;
    bool null_v = (options & 3) == 1, null_p = (options & 3) == 2;
    isect_hull3 hull = {null_v ? NULL : v, nv, null_p ? NULL : planes, np};
    bool want = !(nv == 0 && np == 0) && !(null_v && nv) && !(null_p && np);
    for (size_t i = 0; want && i < nv; i++)
        want = finite[i];
    for (size_t i = 0; want && i < np; i++)
        want =
            fz_finite3(planes[i].normal) && !fz_eq3(planes[i].normal, zero3) && fz_finite(offset);
    FZ_CHECK("isect_valid_hull3", isect_valid_hull3(&hull) == want);
    FZ_CHECK("isect_valid_hull3", !isect_valid_hull3(NULL) && !isect_valid_frustum3(NULL));
    FZ_CHECK("isect_valid_tet3", !isect_valid_tet3(NULL) && !isect_valid_tri2(NULL));
    FZ_CHECK("isect_valid_capsule2", !isect_valid_capsule2(NULL) && !isect_valid_capsule3(NULL));
    FZ_CHECK("isect_valid_cylinder3", !isect_valid_cylinder3(NULL) && !isect_valid_cone3(NULL));
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    fz_in in;
    fz_begin(&in, data, size);
    unsigned options = fz_byte(&in), mode = fz_byte(&in);
    int k = fz_exponent(&in), j = fz_exponent(&in);
    switch (mode % 4) {
    case 0:
    case 1: fuzz_orient(&in, k, j); break;
    case 2: fuzz_round(&in, options, k); break;
    default: fuzz_valid(&in, options); break;
    }
    return 0;
}
