/* bench_closest_point.cpp -- what isect's closest point on a segment, ray or line costs.
 *
 * isect decides the region (start, end, between) exactly and constructs the point in
 * scaled double arithmetic. This measures ns per query for that next to (1) RTCD 5.1.2's
 * textbook version in plain floating point, inlined ("naive") and as a call into a
 * separate C file ("naive_call", bench/naive.c), and (2) GLM's closestPointOnLine (a
 * segment, despite the name; it normalises the direction, so a zero-length segment gives
 * NaN), plus the squared distance so that every row computes the same things. On points
 * exactly abeam of an end (integer geometry), the filter cannot certify the zero sign
 * and isect takes its exact path: the "abeam" rows show that price. hit_pct is the share
 * of cases whose closest point lies strictly between the ends.
 *
 * Two segments, and capsules (the rows closest_seg3_seg3, test_capsule3_capsule3,
 * touch_capsule3_capsule3, closest_seg2_seg2, test_capsule2_capsule2): isect, whose region
 * choice and capsule answer are exact, next to the code a user would otherwise run:
 * - "naive": RTCD 5.1.9 ClosestPtSegmentSegment (its EPSILON guards the zero-length
 *   segments, denom != 0 the parallel case), and for capsules RTCD 4.5.1 (dist2 <= (ra +
 *   rb)^2 on it), inlined;
 * - "gte": Geometric Tools' robust segment distance (Eberly, "Robust Computation of
 *   Distance Between Line Segments", DistSegmentSegment.h ComputeRobust), written here from
 *   its description and inlined; its capsule row compares the distance with ra + rb as
 *   GT's TIQuery<Capsule3, Capsule3> does (which itself calls GT's non-robust version);
 * - "fcl": FCL 0.7's detail::closestPtSegmentSegment and detail::capsuleCapsuleDistance
 *   (dist <= 0), and "fcl_collide": fcl::collide on two capsule CollisionObjects (what an
 *   FCL user runs for "do they touch": GJK/MPR through libccd). FCL's headers declare the
 *   double versions extern templates, so these are calls into libfcl, not inlined;
 * - "ode": ODE 0.16's dClosestLineSegmentPoints (public API), and dCollide on two capsule
 *   geoms (dCollideCapsuleCapsule: the closest points, or its own near-parallel branch,
 *   then sqrt(dist2) > ra + rb means apart); calls into libode;
 * - "bullet": Bullet 3.24 (double build) has no public segment-segment function (its
 *   segmentsClosestPoints and capsuleCapsuleDistance are static in
 *   btConvexConvexAlgorithm.cpp), so only a capsule row: btGjkPairDetector on two
 *   btCapsuleShapeZ (GJK on the core segments, radii as margins), distance <= 0;
 * - "box2d": Box2D 2.4's b2Distance (GJK, float) on two 2-vertex proxies, with the radii
 *   and b2TestOverlap's rule (distance < 10 b2_epsilon) for the stadiums.
 * ODE, FCL and Bullet hold a capsule as a centre, a rotation whose z axis is the segment's
 * unit direction and a length, built here (untimed) from the end points; their rows read
 * those prebuilt objects. Peers compute in double (Box2D in float) whatever isect_real
 * is. Segments have end points uniform in [-10, 10]^3 (^2), capsules radii in [0, 3]
 * and half of the cases touching (decided by isect). The touch_ rows use integer
 * capsules whose core segments are exactly ra + rb apart, half of them touching and half
 * with rb one ulp smaller. The counter "disagree" is, over 10^6 further cases drawn the
 * same way (another seed), how many answers differ from the exact one (isect's for the
 * uniform cases, the construction's for the touch_ cases). */
#include <algorithm>
#include <cmath>
#include <limits>
#include <memory>
#include <vector>

#include "common.hpp"
#include "isect/closest_point.h"
#include "naive.h"

#ifdef ISECT_BENCH_HAVE_ODE
#include <ode/ode.h>
#endif
#ifdef ISECT_BENCH_HAVE_FCL
#include <fcl/narrowphase/collision.h>
#include <fcl/narrowphase/detail/primitive_shape_algorithm/capsule_capsule.h>
#endif
#ifdef ISECT_BENCH_HAVE_BULLET
#include <BulletCollision/CollisionShapes/btCapsuleShape.h>
#include <BulletCollision/NarrowPhaseCollision/btGjkEpaPenetrationDepthSolver.h>
#include <BulletCollision/NarrowPhaseCollision/btGjkPairDetector.h>
#include <BulletCollision/NarrowPhaseCollision/btPointCollector.h>
#include <BulletCollision/NarrowPhaseCollision/btVoronoiSimplexSolver.h>
#endif
#ifdef ISECT_BENCH_HAVE_BOX2D
#include <box2d/b2_distance.h>
#endif

// The share of "hits" reported by measure(): the closest point lies between the ends.
// (Global namespace: found by argument-dependent lookup for isect's result types.)
inline bool is_hit(const isect_closest_result3 &r) {
    return r.t > 0 && r.t < 1;
}

inline bool is_hit(const isect_closest_result2 &r) {
    return r.t > 0 && r.t < 1;
}

namespace {

using namespace isect_bench;

constexpr std::uint64_t kSeed = 0xc105e; // positions in [-10, 10], directions in [-4, 4]

struct Seg3Case {
    isect_vec3 p;
    isect_seg3 seg;
};

struct Seg2Case {
    isect_vec2 p;
    isect_seg2 seg;
};

struct Ray3Case {
    isect_vec3 p;
    isect_ray3 ray;
};

struct Line3Case {
    isect_vec3 p;
    isect_line3 line;
};

Seg3Case draw_seg3(Uniform &u) {
    return {point3(u), {point3(u), point3(u)}};
}

Seg2Case draw_seg2(Uniform &u) {
    return {point2(u), {point2(u), point2(u)}};
}

Ray3Case draw_ray3(Uniform &u) {
    isect_vec3 dir = point3(u, -4, 4);
    return {point3(u), {point3(u), dir}};
}

std::vector<Line3Case> lines_of(const std::vector<Ray3Case> &rays) {
    std::vector<Line3Case> cases;
    for (const Ray3Case &c : rays)
        cases.push_back({c.p, {c.ray.origin, c.ray.dir}});
    return cases;
}

// p exactly abeam of an end: p = end + w with w an integer vector perpendicular to the
// integer direction d = p1 - p0 (w = d x e for a random axis e). The exact parameter is
// 0 or 1, the filter cannot certify a zero sign, so the exact path runs every time.
std::vector<Seg3Case> make_abeam_seg3(Uniform &u) {
    std::vector<Seg3Case> cases(kCaseCount);
    for (Seg3Case &c : cases) {
        int a[3], d[3], w[3];
        do {
            for (int i = 0; i < 3; i++) {
                a[i] = u.int_in(-10, 10);
                d[i] = u.int_in(-6, 6);
            }
            int e = u.int_in(0, 2), ex = e == 0, ey = e == 1, ez = e == 2;
            w[0] = d[1] * ez - d[2] * ey;
            w[1] = d[2] * ex - d[0] * ez;
            w[2] = d[0] * ey - d[1] * ex;
        } while (w[0] == 0 && w[1] == 0 && w[2] == 0);
        int at_end = u.int_in(0, 1);
        c.seg.p0 = {real(a[0]), real(a[1]), real(a[2])};
        c.seg.p1 = {real(a[0] + d[0]), real(a[1] + d[1]), real(a[2] + d[2])};
        c.p = {real(a[0] + at_end * d[0] + w[0]), real(a[1] + at_end * d[1] + w[1]),
               real(a[2] + at_end * d[2] + w[2])};
    }
    return cases;
}

/* ---- Naive: RTCD 5.1.2 inlined ---------------------------------------------------- */

inline isect_closest_result3 naive_closest_seg3(const isect_vec3 &p, const isect_seg3 &seg) {
    isect_closest_result3 r{};
    const isect_vec3 &a = seg.p0, &b = seg.p1;
    real dx = b.x - a.x, dy = b.y - a.y, dz = b.z - a.z;
    real t = (p.x - a.x) * dx + (p.y - a.y) * dy + (p.z - a.z) * dz;
    if (t <= 0) {
        r.point_b = a;
    } else {
        real dd = dx * dx + dy * dy + dz * dz;
        if (t >= dd) {
            r.t = 1;
            r.point_b = b;
        } else {
            r.t = t / dd;
            r.point_b = {a.x + r.t * dx, a.y + r.t * dy, a.z + r.t * dz};
        }
    }
    real ex = p.x - r.point_b.x, ey = p.y - r.point_b.y, ez = p.z - r.point_b.z;
    r.dist_sq = ex * ex + ey * ey + ez * ez;
    r.point_a = p;
    return r;
}

inline isect_closest_result2 naive_closest_seg2(const isect_vec2 &p, const isect_seg2 &seg) {
    isect_closest_result2 r{};
    const isect_vec2 &a = seg.p0, &b = seg.p1;
    real dx = b.x - a.x, dy = b.y - a.y;
    real t = (p.x - a.x) * dx + (p.y - a.y) * dy;
    if (t <= 0) {
        r.point_b = a;
    } else {
        real dd = dx * dx + dy * dy;
        if (t >= dd) {
            r.t = 1;
            r.point_b = b;
        } else {
            r.t = t / dd;
            r.point_b = {a.x + r.t * dx, a.y + r.t * dy};
        }
    }
    real ex = p.x - r.point_b.x, ey = p.y - r.point_b.y;
    r.dist_sq = ex * ex + ey * ey;
    r.point_a = p;
    return r;
}

// Rays and lines: t = (p - o).d / d.d (clamped at 0 for a ray; d == 0 gives the origin).
inline isect_closest_result3 naive_closest_lin3(const isect_vec3 &p, const isect_vec3 &o,
                                                const isect_vec3 &d, bool ray) {
    isect_closest_result3 r{};
    real dd = d.x * d.x + d.y * d.y + d.z * d.z;
    real t = dd > 0 ? ((p.x - o.x) * d.x + (p.y - o.y) * d.y + (p.z - o.z) * d.z) / dd : 0;
    r.t = ray && t < 0 ? 0 : t;
    r.point_b = {o.x + r.t * d.x, o.y + r.t * d.y, o.z + r.t * d.z};
    real ex = p.x - r.point_b.x, ey = p.y - r.point_b.y, ez = p.z - r.point_b.z;
    r.dist_sq = ex * ex + ey * ey + ez * ez;
    r.point_a = p;
    return r;
}

/* ---- GLM: closestPointOnLine, plus the squared distance --------------------------- */

#ifdef ISECT_BENCH_HAVE_GLM
struct GlmSeg3Case {
    GlmVec3 p, a, b;
};

struct GlmSeg2Case {
    GlmVec2 p, a, b;
};

struct GlmClosest {
    bool hit; // strictly between the ends (for hit_pct)
    real dist_sq;
    real x, y, z;
};

std::vector<GlmSeg3Case> glm_of(const std::vector<Seg3Case> &in) {
    std::vector<GlmSeg3Case> out;
    for (const Seg3Case &c : in)
        out.push_back({to_glm(c.p), to_glm(c.seg.p0), to_glm(c.seg.p1)});
    return out;
}

std::vector<GlmSeg2Case> glm_of(const std::vector<Seg2Case> &in) {
    std::vector<GlmSeg2Case> out;
    for (const Seg2Case &c : in)
        out.push_back({to_glm(c.p), to_glm(c.seg.p0), to_glm(c.seg.p1)});
    return out;
}
#endif

/* ---- Two segments and capsules: cases ------------------------------------------------ */

constexpr std::uint64_t kPairSeed = 0x5e95e9; // the timed cases of the rows below
constexpr std::uint64_t kCheckSeed = 0xc4ec4; // the 10^6 cases behind "disagree"
constexpr std::size_t kCheckCount = 1000000;

struct SegSeg3Case {
    isect_seg3 a, b;
};

struct SegSeg2Case {
    isect_seg2 a, b;
};

struct CapsulePair3 {
    isect_capsule3 a, b;
    bool touch; // the exact answer, for the constructed touch_ cases
};

struct CapsulePair2 {
    isect_capsule2 a, b;
};

SegSeg3Case draw_seg_seg3(Uniform &u) {
    return {{point3(u), point3(u)}, {point3(u), point3(u)}};
}

SegSeg2Case draw_seg_seg2(Uniform &u) {
    return {{point2(u), point2(u)}, {point2(u), point2(u)}};
}

CapsulePair3 draw_capsules3(Uniform &u) {
    CapsulePair3 c{};
    c.a = {point3(u), point3(u), real(u.real_in(0, 3))};
    c.b = {point3(u), point3(u), real(u.real_in(0, 3))};
    return c;
}

CapsulePair2 draw_capsules2(Uniform &u) {
    return {{point2(u), point2(u), real(u.real_in(0, 3))},
            {point2(u), point2(u), real(u.real_in(0, 3))}};
}

bool isect_touch3(const CapsulePair3 &c) {
    return isect_test_capsule3_capsule3(&c.a, &c.b);
}

bool built_touch3(const CapsulePair3 &c) {
    return c.touch;
}

// Two capsules whose core segments are exactly ra + rb apart: w, an integer vector of
// integer length L (a Pythagorean quadruple, permuted, signs flipped), joins the closest
// points m and m + w of two segments along integer directions da = w x e1, db = w x e2
// (perpendicular to w, not parallel), each segment reaching 0 to 2 steps from m (or m + w)
// either way, so the closest points are interior or ends. ra = L k / 8, rb = L - ra
// (exact); half of the cases take rb one ulp smaller, so that they miss by that ulp.
CapsulePair3 draw_touching_capsules3(Uniform &u) {
    static const int quads[][4] = {{1, 2, 2, 3},   {2, 3, 6, 7},   {1, 4, 8, 9}, {4, 4, 7, 9},
                                   {2, 6, 9, 11},  {6, 6, 7, 11},  {0, 3, 4, 5}, {0, 5, 12, 13},
                                   {3, 4, 12, 13}, {2, 10, 11, 15}};
    static const int perms[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2},
                                    {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
    const int *q = quads[u.int_in(0, 9)];
    const int *perm = perms[u.int_in(0, 5)];
    long w[3], da[3], db[3], m[3];
    for (int i = 0; i < 3; i++)
        w[i] = q[perm[i]] * (u.int_in(0, 1) ? 1 : -1);
    auto cross = [](const long *x, const long *y, long *out) {
        out[0] = x[1] * y[2] - x[2] * y[1];
        out[1] = x[2] * y[0] - x[0] * y[2];
        out[2] = x[0] * y[1] - x[1] * y[0];
    };
    for (;;) {
        long e1[3], e2[3], n[3];
        for (int i = 0; i < 3; i++) {
            e1[i] = u.int_in(-2, 2);
            e2[i] = u.int_in(-2, 2);
        }
        cross(w, e1, da);
        cross(w, e2, db);
        cross(da, db, n);
        if (n[0] != 0 || n[1] != 0 || n[2] != 0) // so da, db != 0 and not parallel
            break;
    }
    for (long &mi : m)
        mi = u.int_in(-5, 5);
    int back_a, ahead_a, back_b, ahead_b;
    do {
        back_a = u.int_in(0, 2);
        ahead_a = u.int_in(0, 2);
    } while (back_a + ahead_a == 0);
    do {
        back_b = u.int_in(0, 2);
        ahead_b = u.int_in(0, 2);
    } while (back_b + ahead_b == 0);
    auto at = [](const long *base, const long *dir, long steps, const long *offset) {
        return isect_vec3{real(base[0] + offset[0] + steps * dir[0]),
                          real(base[1] + offset[1] + steps * dir[1]),
                          real(base[2] + offset[2] + steps * dir[2])};
    };
    const long none[3] = {0, 0, 0};
    CapsulePair3 c{};
    c.a.p0 = at(m, da, -back_a, none);
    c.a.p1 = at(m, da, ahead_a, none);
    c.b.p0 = at(m, db, -back_b, w);
    c.b.p1 = at(m, db, ahead_b, w);
    real length = real(q[3]);
    c.a.radius = length * real(u.int_in(1, 7)) / 8;
    c.b.radius = length - c.a.radius;
    c.touch = u.int_in(0, 1) == 1;
    if (!c.touch)
        c.b.radius = std::nextafter(c.b.radius, real(0));
    return c;
}

/* ---- Vector helpers for the inlined baselines ----------------------------------------- */

inline real v_dot(const isect_vec3 &a, const isect_vec3 &b) {
    return a.x * b.x + a.y * b.y + a.z * b.z;
}

inline real v_dot(const isect_vec2 &a, const isect_vec2 &b) {
    return a.x * b.x + a.y * b.y;
}

inline isect_vec3 v_sub(const isect_vec3 &a, const isect_vec3 &b) {
    return {a.x - b.x, a.y - b.y, a.z - b.z};
}

inline isect_vec2 v_sub(const isect_vec2 &a, const isect_vec2 &b) {
    return {a.x - b.x, a.y - b.y};
}

// p + s d (RTCD's form of a point on a segment)
inline isect_vec3 v_along(const isect_vec3 &p, const isect_vec3 &d, real s) {
    return {p.x + s * d.x, p.y + s * d.y, p.z + s * d.z};
}

inline isect_vec2 v_along(const isect_vec2 &p, const isect_vec2 &d, real s) {
    return {p.x + s * d.x, p.y + s * d.y};
}

// (1 - s) p + s q (GT's form: exactly p at s = 0 and q at s = 1)
inline isect_vec3 v_mix(const isect_vec3 &p, const isect_vec3 &q, real s) {
    real r = 1 - s;
    return {r * p.x + s * q.x, r * p.y + s * q.y, r * p.z + s * q.z};
}

inline isect_vec2 v_mix(const isect_vec2 &p, const isect_vec2 &q, real s) {
    real r = 1 - s;
    return {r * p.x + s * q.x, r * p.y + s * q.y};
}

template <class V> struct ClosestOf;
template <> struct ClosestOf<isect_vec3> { using type = isect_closest_result3; };
template <> struct ClosestOf<isect_vec2> { using type = isect_closest_result2; };

inline real clamp01(real x) {
    return x < 0 ? real(0) : x > 1 ? real(1) : x;
}

/* ---- Naive: RTCD 5.1.9 ClosestPtSegmentSegment, RTCD 4.5.1 TestCapsuleCapsule ------------- */

// The book leaves EPSILON's value to the reader; the machine epsilon is the usual pick.
// It only decides which segments count as points (squared length <= EPSILON); the
// parallel case is denom == 0, exactly as printed.
constexpr real kRtcdEpsilon = std::numeric_limits<real>::epsilon();

template <class V>
typename ClosestOf<V>::type rtcd_closest_seg_seg(const V &p1, const V &q1, const V &p2,
                                                 const V &q2) {
    typename ClosestOf<V>::type r{};
    V d1 = v_sub(q1, p1), d2 = v_sub(q2, p2), w = v_sub(p1, p2);
    real a = v_dot(d1, d1), e = v_dot(d2, d2), f = v_dot(d2, w);
    real s = 0, t = 0;
    if (a <= kRtcdEpsilon && e <= kRtcdEpsilon) {
        // both points: s = t = 0
    } else if (a <= kRtcdEpsilon) {
        t = clamp01(f / e);
    } else {
        real c = v_dot(d1, w);
        if (e <= kRtcdEpsilon) {
            s = clamp01(-c / a);
        } else {
            real b = v_dot(d1, d2), denom = a * e - b * b;
            s = denom != 0 ? clamp01((b * f - c * e) / denom) : real(0);
            t = (b * s + f) / e;
            if (t < 0) {
                t = 0;
                s = clamp01(-c / a);
            } else if (t > 1) {
                t = 1;
                s = clamp01((b - c) / a);
            }
        }
    }
    r.s = s;
    r.t = t;
    r.point_a = v_along(p1, d1, s);
    r.point_b = v_along(p2, d2, t);
    V diff = v_sub(r.point_a, r.point_b);
    r.dist_sq = v_dot(diff, diff);
    return r;
}

inline bool rtcd_test_capsules(const isect_capsule3 &a, const isect_capsule3 &b) {
    real dist2 = rtcd_closest_seg_seg(a.p0, a.p1, b.p0, b.p1).dist_sq;
    real radius = a.radius + b.radius;
    return dist2 <= radius * radius;
}

inline bool rtcd_test_capsules(const isect_capsule2 &a, const isect_capsule2 &b) {
    real dist2 = rtcd_closest_seg_seg(a.p0, a.p1, b.p0, b.p1).dist_sq;
    real radius = a.radius + b.radius;
    return dist2 <= radius * radius;
}

/* ---- GT: Eberly's robust segment distance ------------------------------------------------
 *
 * R(s, t) = |p(s) - q(t)|^2 = a s^2 - 2 b s t + c t^2 + 2 d s - 2 e t + |p0 - q0|^2 over the
 * unit square, with half partials Rs = a s - b t + d and Rt = -b s + c t - e. The minimum
 * lies on the line Rs = 0 (the conjugate direction of the s axis) clipped to the square,
 * or on the side s = 0 or s = 1 where that line leaves the square or misses it: find where
 * Rs = 0 crosses t = 0 and t = 1, clip, then minimise R along the clipped piece by the sign
 * of Rt at its ends (no division by the determinant a c - b^2, which vanishes for parallel
 * segments). Every quotient is clamped into [0, 1] (to 1/2 where rounding throws it out),
 * so near-parallel and near-degenerate segments give a finite, nearly optimal pair. */

// The zero of h(z) = h0 + slope z on [0, 1] with h(1) = h1: 0 if h0 >= 0, 1 if h1 <= 0.
inline real gte_root(real slope, real h0, real h1) {
    if (h0 >= 0)
        return 0;
    if (h1 <= 0)
        return 1;
    real z = -h0 / slope;
    return z > 1 ? real(0.5) : z;
}

// Where the line Rs = 0 meets the square's boundary: on side s = 0 (0), s = 1 (1), or
// at (s_edge, t_edge) on the edge t = t_edge (2), as the clamped root s_edge classifies.
struct GteEnd {
    real s, t;
    int side;
};

inline GteEnd gte_end(real s_edge, real t_edge, real b, real rs00, real rs10) {
    if (s_edge > 0 && s_edge < 1)
        return {s_edge, t_edge, 2};
    bool at_one = s_edge >= 1;
    real t = (at_one ? rs10 : rs00) / b;
    if (!(t >= 0 && t <= 1))
        t = real(0.5);
    return {at_one ? real(1) : real(0), t, at_one ? 1 : 0};
}

template <class V>
typename ClosestOf<V>::type gte_closest_seg_seg(const V &p0, const V &p1, const V &q0,
                                                const V &q1) {
    V dp = v_sub(p1, p0), dq = v_sub(q1, q0), w = v_sub(p0, q0);
    real a = v_dot(dp, dp), b = v_dot(dp, dq), c = v_dot(dq, dq);
    real d = v_dot(dp, w), e = v_dot(dq, w);
    real rs00 = d, rs10 = d + a, rs01 = d - b, rs11 = d + a - b;   // Rs at the corners (s, t)
    real rt00 = -e, rt10 = -e - b, rt01 = c - e, rt11 = c - e - b; // Rt likewise
    real s = 0, t = 0;
    // The minimum along a side s = 0 or s = 1 of the square.
    auto on_side = [&](int side) {
        s = real(side);
        t = side ? gte_root(c, rt10, rt11) : gte_root(c, rt00, rt01);
    };
    if (a > 0 && c > 0) {
        real s_low = gte_root(a, rs00, rs10), s_high = gte_root(a, rs01, rs11);
        if (s_low <= 0 && s_high <= 0) {
            on_side(0);
        } else if (s_low >= 1 && s_high >= 1) {
            on_side(1);
        } else {
            GteEnd from = gte_end(s_low, 0, b, rs00, rs10), to = gte_end(s_high, 1, b, rs00, rs10);
            // Along from -> to, R changes as rise * Rt (rise: the change in t).
            real rise = to.t - from.t;
            real h_from = rise * (-b * from.s + c * from.t - e);
            real h_to = rise * (-b * to.s + c * to.t - e);
            if (h_from >= 0) {
                if (from.side < 2)
                    on_side(from.side);
                else
                    s = from.s, t = from.t;
            } else if (h_to <= 0) {
                if (to.side < 2)
                    on_side(to.side);
                else
                    s = to.s, t = to.t;
            } else {
                real z = std::min(std::max(h_from / (h_from - h_to), real(0)), real(1));
                s = (1 - z) * from.s + z * to.s;
                t = (1 - z) * from.t + z * to.t;
            }
        }
    } else if (a > 0) {
        s = gte_root(a, rs00, rs10);
    } else if (c > 0) {
        t = gte_root(c, rt00, rt01);
    }
    typename ClosestOf<V>::type r{};
    r.s = s;
    r.t = t;
    r.point_a = v_mix(p0, p1, s);
    r.point_b = v_mix(q0, q1, t);
    V diff = v_sub(r.point_a, r.point_b);
    r.dist_sq = v_dot(diff, diff);
    return r;
}

// GT's TIQuery<Capsule3, Capsule3>: distance <= ra + rb (here on the robust distance).
inline bool gte_test_capsules(const isect_capsule3 &a, const isect_capsule3 &b) {
    real dist = std::sqrt(gte_closest_seg_seg(a.p0, a.p1, b.p0, b.p1).dist_sq);
    return dist <= a.radius + b.radius;
}

/* ---- The peers' representations ------------------------------------------------------- */

// What a peer's closest-points row returns: hit (the point on b strictly between its ends,
// as is_hit above; for ODE and Box2D, which return no parameter, a point not equal to an end
// bit for bit, so Box2D's GJK points count as interior more often) and the squared
// distance, plus the points.
struct PeerClosest {
    bool hit;
    double dist_sq;
    double pa[3], pb[3];
};

// A capsule as ODE, FCL and Bullet hold it: centre, unit axis, length, and a rotation
// whose columns are e1, e2, axis (right-handed).
struct CapsuleFrame {
    double center[3], axis[3], e1[3], e2[3], length, radius;
};

[[maybe_unused]] CapsuleFrame frame_of(const isect_capsule3 &c) {
    CapsuleFrame f{};
    double d[3] = {double(c.p1.x) - c.p0.x, double(c.p1.y) - c.p0.y, double(c.p1.z) - c.p0.z};
    f.center[0] = 0.5 * (double(c.p0.x) + c.p1.x);
    f.center[1] = 0.5 * (double(c.p0.y) + c.p1.y);
    f.center[2] = 0.5 * (double(c.p0.z) + c.p1.z);
    f.length = std::sqrt(d[0] * d[0] + d[1] * d[1] + d[2] * d[2]);
    f.radius = c.radius;
    for (int i = 0; i < 3; i++)
        f.axis[i] = f.length > 0 ? d[i] / f.length : i == 2;
    const double *u = f.axis;
    if (std::fabs(u[2]) > 0.7) {
        double n = 1 / std::sqrt(u[1] * u[1] + u[2] * u[2]);
        f.e1[0] = 0, f.e1[1] = -u[2] * n, f.e1[2] = u[1] * n;
    } else {
        double n = 1 / std::sqrt(u[0] * u[0] + u[1] * u[1]);
        f.e1[0] = -u[1] * n, f.e1[1] = u[0] * n, f.e1[2] = 0;
    }
    f.e2[0] = u[1] * f.e1[2] - u[2] * f.e1[1];
    f.e2[1] = u[2] * f.e1[0] - u[0] * f.e1[2];
    f.e2[2] = u[0] * f.e1[1] - u[1] * f.e1[0];
    return f;
}

#ifdef ISECT_BENCH_HAVE_ODE
struct OdeSegPair {
    dVector3 a0, a1, b0, b1;
};

OdeSegPair ode_of(const SegSeg3Case &c) {
    return {{c.a.p0.x, c.a.p0.y, c.a.p0.z, 0},
            {c.a.p1.x, c.a.p1.y, c.a.p1.z, 0},
            {c.b.p0.x, c.b.p0.y, c.b.p0.z, 0},
            {c.b.p1.x, c.b.p1.y, c.b.p1.z, 0}};
}

inline PeerClosest ode_closest(const OdeSegPair &c) {
    dVector3 pa, pb;
    dClosestLineSegmentPoints(c.a0, c.a1, c.b0, c.b1, pa, pb);
    double ex = pa[0] - pb[0], ey = pa[1] - pb[1], ez = pa[2] - pb[2];
    bool end0 = pb[0] == c.b0[0] && pb[1] == c.b0[1] && pb[2] == c.b0[2];
    bool end1 = pb[0] == c.b1[0] && pb[1] == c.b1[1] && pb[2] == c.b1[2];
    return {
        !end0 && !end1, ex * ex + ey * ey + ez * ez, {pa[0], pa[1], pa[2]}, {pb[0], pb[1], pb[2]}};
}

struct OdeCapsules {
    dGeomID a, b;
};

dGeomID ode_capsule(const isect_capsule3 &c) {
    CapsuleFrame f = frame_of(c);
    dGeomID g = dCreateCapsule(nullptr, f.radius, f.length);
    dGeomSetPosition(g, f.center[0], f.center[1], f.center[2]);
    dMatrix3 rot;
    dRFromZAxis(rot, f.axis[0], f.axis[1], f.axis[2]);
    dGeomSetRotation(g, rot);
    return g;
}

OdeCapsules ode_of(const CapsulePair3 &c) {
    return {ode_capsule(c.a), ode_capsule(c.b)};
}

inline bool ode_test(const OdeCapsules &c) {
    dContactGeom contact;
    return dCollide(c.a, c.b, 1, &contact, sizeof contact) > 0;
}

bool ode_answer(const CapsulePair3 &c) {
    OdeCapsules o = ode_of(c);
    bool hit = ode_test(o);
    dGeomDestroy(o.a);
    dGeomDestroy(o.b);
    return hit;
}
#endif

#ifdef ISECT_BENCH_HAVE_FCL
inline fcl::Vector3d fcl_of(const isect_vec3 &v) {
    return fcl::Vector3d(v.x, v.y, v.z);
}

struct FclSegPair {
    fcl::Vector3d a0, a1, b0, b1;
};

FclSegPair fcl_of(const SegSeg3Case &c) {
    return {fcl_of(c.a.p0), fcl_of(c.a.p1), fcl_of(c.b.p0), fcl_of(c.b.p1)};
}

inline PeerClosest fcl_closest(const FclSegPair &c) {
    double s, t;
    fcl::Vector3d pa, pb;
    double dist_sq = fcl::detail::closestPtSegmentSegment(c.a0, c.a1, c.b0, c.b1, &s, &t, &pa, &pb);
    return {t > 0 && t < 1, dist_sq, {pa.x(), pa.y(), pa.z()}, {pb.x(), pb.y(), pb.z()}};
}

fcl::Transform3d fcl_pose(const CapsuleFrame &f) {
    fcl::Transform3d x = fcl::Transform3d::Identity();
    fcl::Matrix3d rot;
    for (int i = 0; i < 3; i++) {
        rot(i, 0) = f.e1[i];
        rot(i, 1) = f.e2[i];
        rot(i, 2) = f.axis[i];
    }
    x.linear() = rot;
    x.translation() = fcl::Vector3d(f.center[0], f.center[1], f.center[2]);
    return x;
}

struct FclCapsules {
    fcl::Capsuled a, b;
    fcl::Transform3d xa, xb;
};

FclCapsules fcl_of(const CapsulePair3 &c) {
    CapsuleFrame fa = frame_of(c.a), fb = frame_of(c.b);
    return {fcl::Capsuled(fa.radius, fa.length), fcl::Capsuled(fb.radius, fb.length), fcl_pose(fa),
            fcl_pose(fb)};
}

inline bool fcl_test(const FclCapsules &c) {
    double dist;
    fcl::Vector3d pa, pb;
    fcl::detail::capsuleCapsuleDistance(c.a, c.xa, c.b, c.xb, &dist, &pa, &pb);
    return dist <= 0;
}

bool fcl_answer(const CapsulePair3 &c) {
    return fcl_test(fcl_of(c));
}

struct FclObjects {
    std::unique_ptr<fcl::CollisionObjectd> a, b;
};

std::unique_ptr<fcl::CollisionObjectd> fcl_object(const isect_capsule3 &c) {
    CapsuleFrame f = frame_of(c);
    return std::make_unique<fcl::CollisionObjectd>(
        std::make_shared<fcl::Capsuled>(f.radius, f.length), fcl_pose(f));
}

FclObjects fcl_objects_of(const CapsulePair3 &c) {
    return {fcl_object(c.a), fcl_object(c.b)};
}

inline bool fcl_collide_test(const FclObjects &c) {
    fcl::CollisionRequestd request;
    fcl::CollisionResultd result;
    fcl::collide(c.a.get(), c.b.get(), request, result);
    return result.isCollision();
}

bool fcl_collide_answer(const CapsulePair3 &c) {
    return fcl_collide_test(fcl_objects_of(c));
}
#endif

#ifdef ISECT_BENCH_HAVE_BULLET
struct BulletCapsules {
    std::unique_ptr<btCapsuleShapeZ> a, b;
    btTransform xa, xb;
};

btTransform bullet_pose(const CapsuleFrame &f) {
    btMatrix3x3 rot(f.e1[0], f.e2[0], f.axis[0], f.e1[1], f.e2[1], f.axis[1], f.e1[2], f.e2[2],
                    f.axis[2]); // row by row: the columns are e1, e2, axis
    return btTransform(rot, btVector3(f.center[0], f.center[1], f.center[2]));
}

BulletCapsules bullet_of(const CapsulePair3 &c) {
    CapsuleFrame fa = frame_of(c.a), fb = frame_of(c.b);
    return {std::make_unique<btCapsuleShapeZ>(fa.radius, fa.length),
            std::make_unique<btCapsuleShapeZ>(fb.radius, fb.length), bullet_pose(fa),
            bullet_pose(fb)};
}

inline bool bullet_test(const BulletCapsules &c) {
    btVoronoiSimplexSolver simplex;
    btGjkEpaPenetrationDepthSolver epa;
    btGjkPairDetector gjk(c.a.get(), c.b.get(), &simplex, &epa);
    btGjkPairDetector::ClosestPointInput input;
    input.m_transformA = c.xa;
    input.m_transformB = c.xb;
    btPointCollector output;
    gjk.getClosestPoints(input, output, nullptr);
    return output.m_hasResult && output.m_distance <= 0;
}

bool bullet_answer(const CapsulePair3 &c) {
    return bullet_test(bullet_of(c));
}
#endif

#ifdef ISECT_BENCH_HAVE_BOX2D
struct B2SegPair {
    b2Vec2 a[2], b[2];
    float ra, rb;
};

B2SegPair box2d_of(const isect_vec2 &a0, const isect_vec2 &a1, const isect_vec2 &b0,
                   const isect_vec2 &b1, real ra, real rb) {
    return {{b2Vec2(float(a0.x), float(a0.y)), b2Vec2(float(a1.x), float(a1.y))},
            {b2Vec2(float(b0.x), float(b0.y)), b2Vec2(float(b1.x), float(b1.y))},
            float(ra),
            float(rb)};
}

B2SegPair box2d_of(const SegSeg2Case &c) {
    return box2d_of(c.a.p0, c.a.p1, c.b.p0, c.b.p1, 0, 0);
}

B2SegPair box2d_of(const CapsulePair2 &c) {
    return box2d_of(c.a.p0, c.a.p1, c.b.p0, c.b.p1, c.a.radius, c.b.radius);
}

inline b2DistanceOutput box2d_distance(const B2SegPair &c, bool radii) {
    b2DistanceInput input;
    input.proxyA.Set(c.a, 2, c.ra);
    input.proxyB.Set(c.b, 2, c.rb);
    input.transformA.SetIdentity();
    input.transformB.SetIdentity();
    input.useRadii = radii;
    b2SimplexCache cache{};
    b2DistanceOutput output;
    b2Distance(&output, &cache, &input);
    return output;
}

inline PeerClosest box2d_closest(const B2SegPair &c) {
    b2DistanceOutput o = box2d_distance(c, false);
    bool end = o.pointB == c.b[0] || o.pointB == c.b[1];
    return {!end,
            double(o.distance) * o.distance,
            {o.pointA.x, o.pointA.y, 0},
            {o.pointB.x, o.pointB.y, 0}};
}

// b2TestOverlap's rule.
inline bool box2d_test(const B2SegPair &c) {
    return box2d_distance(c, true).distance < 10.0f * b2_epsilon;
}

bool box2d_answer(const CapsulePair2 &c) {
    return box2d_test(box2d_of(c));
}
#endif

// Each peer's copy of a set of capsule pairs, built before the timing.
struct Capsule3Set {
    std::vector<CapsulePair3> pairs;
#ifdef ISECT_BENCH_HAVE_ODE
    std::vector<OdeCapsules> ode;
#endif
#ifdef ISECT_BENCH_HAVE_FCL
    std::vector<FclCapsules> fcl;
    std::vector<FclObjects> fcl_objects;
#endif
#ifdef ISECT_BENCH_HAVE_BULLET
    std::vector<BulletCapsules> bullet;
#endif
};

void build_peers(Capsule3Set &set) {
    for ([[maybe_unused]] const CapsulePair3 &c : set.pairs) {
#ifdef ISECT_BENCH_HAVE_ODE
        set.ode.push_back(ode_of(c));
#endif
#ifdef ISECT_BENCH_HAVE_FCL
        set.fcl.push_back(fcl_of(c));
        set.fcl_objects.push_back(fcl_objects_of(c));
#endif
#ifdef ISECT_BENCH_HAVE_BULLET
        set.bullet.push_back(bullet_of(c));
#endif
    }
}

/* ---- Disagreements over 10^6 cases ------------------------------------------------------ */

// Over kCheckCount cases from draw (seed kCheckSeed), half of them with truth true and half
// false as the timed sets are, how many times answer differs from truth.
template <class Case, class Truth, class Answer>
std::size_t disagreements(Case (*draw)(Uniform &), Truth truth, Answer answer) {
    Uniform u(kCheckSeed);
    std::size_t count[2] = {0, 0}, differ = 0;
    while (count[0] + count[1] < kCheckCount) {
        Case c = draw(u);
        bool want = truth(c);
        if (count[want] == kCheckCount / 2)
            continue;
        count[want]++;
        differ += answer(c) != want;
    }
    return differ;
}

// A row as add() makes it, with the counter "disagree": count(), computed once, after the
// first timed run (outside the timed loop).
template <class Case, class Query, class Count>
void add_checked(const std::string &name, const std::vector<Case> &cases, Query query,
                 Count count) {
    auto cached = std::make_shared<double>(-1);
    benchmark::RegisterBenchmark(name.c_str(),
                                 [&cases, query, count, cached](benchmark::State &state) {
                                     measure(state, cases, query);
                                     if (*cached < 0)
                                         *cached = static_cast<double>(count());
                                     state.counters["disagree"] = *cached;
                                 });
}

struct Inputs {
    std::vector<Seg3Case> seg3, abeam3;
    std::vector<Seg2Case> seg2;
    std::vector<Ray3Case> ray3;
    std::vector<Line3Case> line3;
#ifdef ISECT_BENCH_HAVE_GLM
    std::vector<GlmSeg3Case> seg3_glm;
    std::vector<GlmSeg2Case> seg2_glm;
#endif
    std::vector<SegSeg3Case> seg_seg3;
    std::vector<SegSeg2Case> seg_seg2;
    Capsule3Set capsules3, touching3;
    std::vector<CapsulePair2> capsules2;
#ifdef ISECT_BENCH_HAVE_ODE
    std::vector<OdeSegPair> seg_seg3_ode;
#endif
#ifdef ISECT_BENCH_HAVE_FCL
    std::vector<FclSegPair> seg_seg3_fcl;
#endif
#ifdef ISECT_BENCH_HAVE_BOX2D
    std::vector<B2SegPair> seg_seg2_box2d, capsules2_box2d;
#endif
};

void make_inputs(Inputs &in) {
    Uniform u(kSeed);
    in.seg3 = draw_cases<Seg3Case>(u, draw_seg3);
    in.seg2 = draw_cases<Seg2Case>(u, draw_seg2);
    in.ray3 = draw_cases<Ray3Case>(u, draw_ray3);
    in.line3 = lines_of(in.ray3);
    in.abeam3 = make_abeam_seg3(u);
#ifdef ISECT_BENCH_HAVE_GLM
    in.seg3_glm = glm_of(in.seg3);
    in.seg2_glm = glm_of(in.seg2);
#endif

    Uniform pairs(kPairSeed);
    in.seg_seg3 = draw_cases<SegSeg3Case>(pairs, draw_seg_seg3);
    in.seg_seg2 = draw_cases<SegSeg2Case>(pairs, draw_seg_seg2);
    in.capsules3.pairs = half_hit_cases<CapsulePair3>(pairs, draw_capsules3, isect_touch3);
    in.touching3.pairs = half_hit_cases<CapsulePair3>(pairs, draw_touching_capsules3, built_touch3);
    in.capsules2 = half_hit_cases<CapsulePair2>(pairs, draw_capsules2, [](const CapsulePair2 &c) {
        return isect_test_capsule2_capsule2(&c.a, &c.b);
    });
#ifdef ISECT_BENCH_HAVE_ODE
    dInitODE2(0);
    for (const SegSeg3Case &c : in.seg_seg3)
        in.seg_seg3_ode.push_back(ode_of(c));
#endif
#ifdef ISECT_BENCH_HAVE_FCL
    for (const SegSeg3Case &c : in.seg_seg3)
        in.seg_seg3_fcl.push_back(fcl_of(c));
#endif
#ifdef ISECT_BENCH_HAVE_BOX2D
    for (const SegSeg2Case &c : in.seg_seg2)
        in.seg_seg2_box2d.push_back(box2d_of(c));
    for (const CapsulePair2 &c : in.capsules2)
        in.capsules2_box2d.push_back(box2d_of(c));
#endif
    build_peers(in.capsules3);
    build_peers(in.touching3);
}

// The rows of one set of capsule pairs: each implementation's time, and its disagreements
// with truth over 10^6 cases drawn by draw.
void capsule3_rows(const std::string &query, const Capsule3Set &set,
                   CapsulePair3 (*draw)(Uniform &), bool (*truth)(const CapsulePair3 &)) {
    add_checked(
        query + "/isect", set.pairs, [](const CapsulePair3 &c) { return isect_touch3(c); },
        [=] { return disagreements(draw, truth, isect_touch3); });
    auto naive = [](const CapsulePair3 &c) { return rtcd_test_capsules(c.a, c.b); };
    add_checked(query + "/naive", set.pairs, naive,
                [=] { return disagreements(draw, truth, naive); });
    auto gte = [](const CapsulePair3 &c) { return gte_test_capsules(c.a, c.b); };
    add_checked(query + "/gte", set.pairs, gte, [=] { return disagreements(draw, truth, gte); });
#ifdef ISECT_BENCH_HAVE_ODE
    add_checked(
        query + "/ode", set.ode, [](const OdeCapsules &c) { return ode_test(c); },
        [=] { return disagreements(draw, truth, ode_answer); });
#endif
#ifdef ISECT_BENCH_HAVE_FCL
    add_checked(
        query + "/fcl", set.fcl, [](const FclCapsules &c) { return fcl_test(c); },
        [=] { return disagreements(draw, truth, fcl_answer); });
    add_checked(
        query + "/fcl_collide", set.fcl_objects,
        [](const FclObjects &c) { return fcl_collide_test(c); },
        [=] { return disagreements(draw, truth, fcl_collide_answer); });
#endif
#ifdef ISECT_BENCH_HAVE_BULLET
    add_checked(
        query + "/bullet", set.bullet, [](const BulletCapsules &c) { return bullet_test(c); },
        [=] { return disagreements(draw, truth, bullet_answer); });
#endif
}

void register_benchmarks(const Inputs &in) {
    add("closest_point3_seg3/isect", in.seg3,
        [](const Seg3Case &c) { return isect_closest_point3_seg3(c.p, &c.seg); });
    add("closest_point3_seg3/naive", in.seg3,
        [](const Seg3Case &c) { return naive_closest_seg3(c.p, c.seg); });
    add("closest_point3_seg3/naive_call", in.seg3,
        [](const Seg3Case &c) { return baseline_closest_point3_seg3(c.p, &c.seg); });
#ifdef ISECT_BENCH_HAVE_GLM
    add("closest_point3_seg3/glm", in.seg3_glm, [](const GlmSeg3Case &c) {
        GlmVec3 q = glm::closestPointOnLine(c.p, c.a, c.b);
        GlmVec3 e = c.p - q;
        return GlmClosest{q != c.a && q != c.b, glm::dot(e, e), q.x, q.y, q.z};
    });
#endif

    add("closest_point2_seg2/isect", in.seg2,
        [](const Seg2Case &c) { return isect_closest_point2_seg2(c.p, &c.seg); });
    add("closest_point2_seg2/naive", in.seg2,
        [](const Seg2Case &c) { return naive_closest_seg2(c.p, c.seg); });
    add("closest_point2_seg2/naive_call", in.seg2,
        [](const Seg2Case &c) { return baseline_closest_point2_seg2(c.p, &c.seg); });
#ifdef ISECT_BENCH_HAVE_GLM
    add("closest_point2_seg2/glm", in.seg2_glm, [](const GlmSeg2Case &c) {
        GlmVec2 q = glm::closestPointOnLine(c.p, c.a, c.b);
        GlmVec2 e = c.p - q;
        return GlmClosest{q != c.a && q != c.b, glm::dot(e, e), q.x, q.y, 0};
    });
#endif

    add("closest_point3_ray3/isect", in.ray3,
        [](const Ray3Case &c) { return isect_closest_point3_ray3(c.p, &c.ray); });
    add("closest_point3_ray3/naive", in.ray3,
        [](const Ray3Case &c) { return naive_closest_lin3(c.p, c.ray.origin, c.ray.dir, true); });
    add("closest_point3_line3/isect", in.line3,
        [](const Line3Case &c) { return isect_closest_point3_line3(c.p, &c.line); });
    add("closest_point3_line3/naive", in.line3, [](const Line3Case &c) {
        return naive_closest_lin3(c.p, c.line.origin, c.line.dir, false);
    });

    add("abeam_closest_point3_seg3/isect", in.abeam3,
        [](const Seg3Case &c) { return isect_closest_point3_seg3(c.p, &c.seg); });
    add("abeam_closest_point3_seg3/naive", in.abeam3,
        [](const Seg3Case &c) { return naive_closest_seg3(c.p, c.seg); });

    add("closest_seg3_seg3/isect", in.seg_seg3,
        [](const SegSeg3Case &c) { return isect_closest_seg3_seg3(&c.a, &c.b); });
    add("closest_seg3_seg3/naive", in.seg_seg3,
        [](const SegSeg3Case &c) { return rtcd_closest_seg_seg(c.a.p0, c.a.p1, c.b.p0, c.b.p1); });
    add("closest_seg3_seg3/gte", in.seg_seg3,
        [](const SegSeg3Case &c) { return gte_closest_seg_seg(c.a.p0, c.a.p1, c.b.p0, c.b.p1); });
#ifdef ISECT_BENCH_HAVE_FCL
    add("closest_seg3_seg3/fcl", in.seg_seg3_fcl,
        [](const FclSegPair &c) { return fcl_closest(c); });
#endif
#ifdef ISECT_BENCH_HAVE_ODE
    add("closest_seg3_seg3/ode", in.seg_seg3_ode,
        [](const OdeSegPair &c) { return ode_closest(c); });
#endif

    capsule3_rows("test_capsule3_capsule3", in.capsules3, draw_capsules3, isect_touch3);
    capsule3_rows("touch_capsule3_capsule3", in.touching3, draw_touching_capsules3, built_touch3);

    add("closest_seg2_seg2/isect", in.seg_seg2,
        [](const SegSeg2Case &c) { return isect_closest_seg2_seg2(&c.a, &c.b); });
    add("closest_seg2_seg2/naive", in.seg_seg2,
        [](const SegSeg2Case &c) { return rtcd_closest_seg_seg(c.a.p0, c.a.p1, c.b.p0, c.b.p1); });
    add("closest_seg2_seg2/gte", in.seg_seg2,
        [](const SegSeg2Case &c) { return gte_closest_seg_seg(c.a.p0, c.a.p1, c.b.p0, c.b.p1); });
#ifdef ISECT_BENCH_HAVE_BOX2D
    add("closest_seg2_seg2/box2d", in.seg_seg2_box2d,
        [](const B2SegPair &c) { return box2d_closest(c); });
#endif

    auto isect2 = [](const CapsulePair2 &c) { return isect_test_capsule2_capsule2(&c.a, &c.b); };
    auto naive2 = [](const CapsulePair2 &c) { return rtcd_test_capsules(c.a, c.b); };
    add("test_capsule2_capsule2/isect", in.capsules2, isect2);
    add_checked("test_capsule2_capsule2/naive", in.capsules2, naive2,
                [=] { return disagreements(draw_capsules2, isect2, naive2); });
#ifdef ISECT_BENCH_HAVE_BOX2D
    add_checked(
        "test_capsule2_capsule2/box2d", in.capsules2_box2d,
        [](const B2SegPair &c) { return box2d_test(c); },
        [=] { return disagreements(draw_capsules2, isect2, box2d_answer); });
#endif
}

} // namespace

int main(int argc, char **argv) {
    return bench_main(argc, argv, make_inputs, register_benchmarks);
}
