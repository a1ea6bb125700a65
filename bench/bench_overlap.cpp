/* bench_overlap.cpp -- what isect's exact overlap tests (isect/overlap.h) cost next to the
 * textbook code.
 *
 * Uniform inputs: ball centres and capsule ends in [-10, 10]^3, radii in [0, 8] (capsules
 * [0, 4]), a fifth of the ball pairs and a quarter of the ball-capsule pairs overlapping;
 * box minima in [-10, 10]^3, extents in [0, 8], 4% overlapping. isect (a call into the library)
 * against RTCD's code inlined ("naive"): TestSphereSphere (4.3.1) with the radius sum rounded,
 * TestSphereCapsule (4.5.1) on SqDistPointSegment (5.1.2.1), TestAABBAABB (4.2.1) in min-max form
 * with &&. GLM has none of these three (glm/gtx/intersect.hpp tests rays and lines only), so there
 * is no GLM row; cglm (when installed) has glm_sphere_sphere and glm_aabb_aabb, in float, on the
 * same cases rounded to float.
 *
 * Oriented boxes: centres in [-10, 10]^3, half extents in [0, 5], random rotations (a
 * normalised random quaternion's matrix, rounded), about a tenth overlapping; for AABB-OBB
 * the AABB's minima in [-10, 10]^3 and extents in [0, 10]. isect against RTCD 4.4.1
 * TestOBBOBB inlined ("naive": R = A^T B, AbsR + EPSILON with EPSILON = 1e-6, the 15 axes
 * with early outs; for AABB-OBB the AABB converted to centre and half extents first) and
 * FCL 0.7's OBB<double>::overlap (obbDisjoint, with its own reps = 1e-6) where installed.
 *
 * Capsules against boxes: capsule ends in [-10, 10]^3, radii in [0, 4]; the boxes as above
 * (AABB minima in [-10, 10]^3, extents in [0, 8]; OBBs as above). RTCD has no capsule-box
 * test, so "naive" is the careful textbook route in plain floating point: the segment in
 * the box's frame (the AABB's centre and half extents rounded), the squared distance as the
 * convex piecewise quadratic minimised between its breaks (isect's own derivation, without
 * certification), compared with r^2; "ode" is ODE 0.16's dCollide on a capsule geom and a
 * box geom (dCollideCapsuleBox, its packaged double build) where installed.
 *
 * Frustums: a camera's view-projection matrix (glm::perspective with fovy 40-100 degrees,
 * aspect 1-2, near 0.1-1, far 50-200, times a view of random rotation and eye in
 * [-10, 10]^3) computed in double and rounded to isect_real, its frustum from
 * isect_frustum3_from_matrix; a point, ball, AABB or OBB placed in the camera's frame
 * (depth up to 1.2 far, sideways up to 1.2 times the frustum's width there, sizes up to a
 * tenth of the depth), a new frustum per case. isect's exact tests against the textbook
 * culling tests inlined ("naive": RTCD 5.2.2/5.2.3 plane by plane on the same planes, the
 * ball's planes normalised beforehand as culling code does once per frame; for the OBB
 * the effective radius sum_i h_i |n . a_i|), which answer "maybe" (true) near the
 * frustum's edges and corners, and cglm 0.8's glm_frustum_planes (outside the loop) and
 * glm_aabb_frustum (the same conservative test, in float) where installed. */
#include <algorithm>
#include <cmath>
#include <vector>

#include "common.hpp"
#include "isect/isect.h"
#include "peer_ode.hpp"

#ifdef ISECT_BENCH_HAVE_FCL
#include <fcl/math/bv/OBB.h>
#endif
#ifdef ISECT_BENCH_HAVE_CCD
#include <ccd/ccd.h>
#include <ccd/vec3.h>
#endif

namespace {

using namespace isect_bench;

constexpr std::uint64_t kSeed = 0x0e1a;

struct Balls {
    isect_sphere3 a, b;
};

struct BallCapsule {
    isect_sphere3 s;
    isect_capsule3 c;
};

struct Boxes {
    isect_aabb3 a, b;
};

struct Obbs {
    isect_obb3 a, b;
};

struct AabbObb {
    isect_aabb3 a;
    isect_obb3 b;
};

/* RTCD 4.4.1 TestOBBOBB, as printed (with its EPSILON), on isect's OBB layout. */
struct RtcdObb {
    real c[3], u[3][3], e[3];
};

RtcdObb rtcd_of(const isect_obb3 &o) {
    RtcdObb r;
    r.c[0] = o.center.x, r.c[1] = o.center.y, r.c[2] = o.center.z;
    r.e[0] = o.half.x, r.e[1] = o.half.y, r.e[2] = o.half.z;
    for (int i = 0; i < 3; i++)
        r.u[i][0] = o.axis[i].x, r.u[i][1] = o.axis[i].y, r.u[i][2] = o.axis[i].z;
    return r;
}

RtcdObb rtcd_of(const isect_aabb3 &b) {
    RtcdObb r;
    const real lo[3] = {b.min.x, b.min.y, b.min.z}, hi[3] = {b.max.x, b.max.y, b.max.z};
    for (int i = 0; i < 3; i++) {
        r.c[i] = (lo[i] + hi[i]) / 2;
        r.e[i] = (hi[i] - lo[i]) / 2;
        for (int k = 0; k < 3; k++)
            r.u[i][k] = i == k;
    }
    return r;
}

inline real dot3(const real *x, const real *y) {
    return x[0] * y[0] + x[1] * y[1] + x[2] * y[2];
}

inline bool rtcd_test_obb_obb(const RtcdObb &a, const RtcdObb &b) {
    const real EPSILON = real(1e-6);
    real ra, rb, R[3][3], AbsR[3][3];
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++)
            R[i][j] = dot3(a.u[i], b.u[j]);
    real d[3] = {b.c[0] - a.c[0], b.c[1] - a.c[1], b.c[2] - a.c[2]};
    real t[3] = {dot3(d, a.u[0]), dot3(d, a.u[1]), dot3(d, a.u[2])};
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++)
            AbsR[i][j] = std::fabs(R[i][j]) + EPSILON;
    for (int i = 0; i < 3; i++) {
        ra = a.e[i];
        rb = b.e[0] * AbsR[i][0] + b.e[1] * AbsR[i][1] + b.e[2] * AbsR[i][2];
        if (std::fabs(t[i]) > ra + rb)
            return false;
    }
    for (int i = 0; i < 3; i++) {
        ra = a.e[0] * AbsR[0][i] + a.e[1] * AbsR[1][i] + a.e[2] * AbsR[2][i];
        rb = b.e[i];
        if (std::fabs(t[0] * R[0][i] + t[1] * R[1][i] + t[2] * R[2][i]) > ra + rb)
            return false;
    }
    for (int i = 0; i < 3; i++) {
        int i1 = (i + 1) % 3, i2 = (i + 2) % 3;
        for (int j = 0; j < 3; j++) {
            int j1 = (j + 1) % 3, j2 = (j + 2) % 3;
            ra = a.e[i1] * AbsR[i2][j] + a.e[i2] * AbsR[i1][j];
            rb = b.e[j1] * AbsR[i][j2] + b.e[j2] * AbsR[i][j1];
            if (std::fabs(t[i2] * R[i1][j] - t[i1] * R[i2][j]) > ra + rb)
                return false;
        }
    }
    return true;
}

struct CapsuleAabb {
    isect_capsule3 c;
    isect_aabb3 b;
};

struct CapsuleObb {
    isect_capsule3 c;
    isect_obb3 b;
};

isect_capsule3 capsule3(Uniform &u) {
    return {point3(u, -10, 10), point3(u, -10, 10), real(u.real_in(0, 4))};
}

// The segment W + s E, s in [0, 1], in a box's frame, and the half extents h.
struct FrameSeg {
    real W[3], E[3], h[3], r;
};

inline real frame_excess(real w, real h) {
    return w > h ? w - h : w < -h ? w + h : 0;
}

// Half the slope of the squared distance at s, and the squared distance itself.
inline real frame_slope(const FrameSeg &c, real s) {
    real g = 0;
    for (int i = 0; i < 3; i++)
        g += c.E[i] * frame_excess(c.W[i] + s * c.E[i], c.h[i]);
    return g;
}

inline real frame_dist_sq(const FrameSeg &c, real s) {
    real d = 0;
    for (int i = 0; i < 3; i++) {
        real x = frame_excess(c.W[i] + s * c.E[i], c.h[i]);
        d += x * x;
    }
    return d;
}

// The least squared distance over [0, 1]: an end where the slope says so, else the root
// of the slope, bracketed between breaks and solved where it is linear.
inline bool naive_capsule_box(const FrameSeg &c) {
    real g0 = frame_slope(c, 0), d;
    if (g0 >= 0) {
        d = frame_dist_sq(c, 0);
    } else {
        real g1 = frame_slope(c, 1);
        if (g1 <= 0) {
            d = frame_dist_sq(c, 1);
        } else {
            real lo = 0, hi = 1, glo = g0, ghi = g1;
            for (int i = 0; i < 3; i++) {
                if (c.E[i] == 0)
                    continue;
                for (int side = -1; side <= 1; side += 2) {
                    real t = (side * c.h[i] - c.W[i]) / c.E[i];
                    if (t > lo && t < hi) {
                        real gt = frame_slope(c, t);
                        if (gt < 0)
                            lo = t, glo = gt;
                        else
                            hi = t, ghi = gt;
                    }
                }
            }
            d = frame_dist_sq(c, lo - glo * (hi - lo) / (ghi - glo));
        }
    }
    return d <= c.r * c.r;
}

FrameSeg frame_seg(const isect_capsule3 &c, const real *center, const real (*axis)[3],
                   const real *half) {
    FrameSeg f;
    const real p0[3] = {c.p0.x, c.p0.y, c.p0.z}, p1[3] = {c.p1.x, c.p1.y, c.p1.z};
    for (int i = 0; i < 3; i++) {
        real w0 = 0, w1 = 0;
        for (int k = 0; k < 3; k++) {
            w0 += (p0[k] - center[k]) * axis[i][k];
            w1 += (p1[k] - center[k]) * axis[i][k];
        }
        f.W[i] = w0;
        f.E[i] = w1 - w0;
        f.h[i] = half[i];
    }
    f.r = c.radius;
    return f;
}

FrameSeg frame_seg_of(const CapsuleAabb &x) {
    RtcdObb o = rtcd_of(x.b);
    return frame_seg(x.c, o.c, o.u, o.e);
}

FrameSeg frame_seg_of(const CapsuleObb &x) {
    RtcdObb o = rtcd_of(x.b);
    return frame_seg(x.c, o.c, o.u, o.e);
}

#ifdef ISECT_BENCH_HAVE_ODE
struct OdeShapes {
    OdeGeom a, b;
};

template <class Case> OdeShapes ode_shapes_of(const Case &x) {
    return {ode_capsule(x.c), ode_box(x.b)};
}

inline bool ode_collide(const OdeShapes &s) {
    dContactGeom contact;
    return dCollide(s.a.get(), s.b.get(), 1, &contact, sizeof contact) > 0;
}
#endif

/* The textbook contact of two cores' closest points qa, qb with radii ra, rb: the
 * difference over its length (an arbitrary axis at d == 0), depth ra + rb - d, the point
 * midway between the surfaces; hit read off the rounded depth. */
inline isect_contact_result3 naive_contact(const isect_vec3 &qa, real ra, const isect_vec3 &qb,
                                           real rb) {
    real w[3] = {qb.x - qa.x, qb.y - qa.y, qb.z - qa.z};
    real d = std::sqrt(w[0] * w[0] + w[1] * w[1] + w[2] * w[2]);
    isect_contact_result3 r;
    r.depth = ra + rb - d;
    r.hit = r.depth >= 0;
    real inv = d > 0 ? 1 / d : 0, shift = (ra - rb) / 2;
    r.normal = d > 0 ? isect_vec3{w[0] * inv, w[1] * inv, w[2] * inv} : isect_vec3{1, 0, 0};
    r.point = {(qa.x + qb.x) / 2 + shift * r.normal.x, (qa.y + qb.y) / 2 + shift * r.normal.y,
               (qa.z + qb.z) / 2 + shift * r.normal.z};
    r.flags = 0;
    return r;
}

struct RtcdPair {
    RtcdObb a, b;
};

#ifdef ISECT_BENCH_HAVE_FCL
struct FclPair {
    fcl::OBBd a, b;
};

fcl::OBBd fcl_obb(const RtcdObb &r) {
    fcl::OBBd o;
    for (int i = 0; i < 3; i++)
        for (int k = 0; k < 3; k++)
            o.axis(k, i) = r.u[i][k]; /* the columns are the axes */
    o.To = fcl::Vector3d(r.c[0], r.c[1], r.c[2]);
    o.extent = fcl::Vector3d(r.e[0], r.e[1], r.e[2]);
    return o;
}
#endif

#ifdef ISECT_BENCH_HAVE_CGLM
struct CglmBalls {
    vec4 a, b;
};

struct CglmBoxes {
    vec3 a[2], b[2];
};

CglmBalls cglm_balls(const Balls &c) {
    CglmBalls x;
    const isect_real a[4] = {c.a.center.x, c.a.center.y, c.a.center.z, c.a.radius};
    const isect_real b[4] = {c.b.center.x, c.b.center.y, c.b.center.z, c.b.radius};
    for (int i = 0; i < 4; i++) {
        x.a[i] = static_cast<float>(a[i]);
        x.b[i] = static_cast<float>(b[i]);
    }
    return x;
}

CglmBoxes cglm_boxes(const Boxes &c) {
    CglmBoxes x;
    const isect_vec3 *v[4] = {&c.a.min, &c.a.max, &c.b.min, &c.b.max};
    float(*out[4])[3] = {&x.a[0], &x.a[1], &x.b[0], &x.b[1]};
    for (int k = 0; k < 4; k++) {
        (*out[k])[0] = static_cast<float>(v[k]->x);
        (*out[k])[1] = static_cast<float>(v[k]->y);
        (*out[k])[2] = static_cast<float>(v[k]->z);
    }
    return x;
}
#endif

/* ---- Frustums ---------------------------------------------------------------------- */

struct Camera {
    double eye[3], R[3][3], tx, ty, far;
    real m[16]; /* the view-projection matrix, column-major */
};

Camera camera(Uniform &u) {
    Camera c;
    double fovy = u.real_in(40, 100) * 3.14159265358979 / 180, aspect = u.real_in(1, 2);
    double n = u.real_in(0.1, 1), f = u.real_in(50, 200), t = std::tan(fovy / 2);
    double P[4][4] = {{1 / (aspect * t), 0, 0, 0},
                      {0, 1 / t, 0, 0},
                      {0, 0, -(f + n) / (f - n), -2 * f * n / (f - n)},
                      {0, 0, -1, 0}};
    random_rotation(u, c.R);
    double V[4][4] = {};
    for (int i = 0; i < 3; i++) {
        c.eye[i] = u.real_in(-10, 10);
        for (int k = 0; k < 3; k++)
            V[i][k] = c.R[i][k];
    }
    for (int i = 0; i < 3; i++)
        V[i][3] = -(c.R[i][0] * c.eye[0] + c.R[i][1] * c.eye[1] + c.R[i][2] * c.eye[2]);
    V[3][3] = 1;
    for (int r = 0; r < 4; r++)
        for (int col = 0; col < 4; col++) {
            double x = 0;
            for (int k = 0; k < 4; k++)
                x += P[r][k] * V[k][col];
            c.m[4 * col + r] = real(x);
        }
    c.tx = aspect * t;
    c.ty = t;
    c.far = f;
    return c;
}

/* A point around the camera's frustum and a size for a solid there. */
isect_vec3 around(Uniform &u, const Camera &c, double *size) {
    double d = u.real_in(0, 1.2 * c.far);
    double local[3] = {u.real_in(-1.2, 1.2) * c.tx * d, u.real_in(-1.2, 1.2) * c.ty * d, -d};
    double x[3];
    for (int i = 0; i < 3; i++)
        x[i] = c.eye[i] + c.R[0][i] * local[0] + c.R[1][i] * local[1] + c.R[2][i] * local[2];
    *size = u.real_in(0, 0.1) * d;
    return {real(x[0]), real(x[1]), real(x[2])};
}

template <class Solid> struct FrustumCase {
    isect_frustum3 f;
    Solid s;
};

template <class Solid, class Make> FrustumCase<Solid> frustum_case(Uniform &u, Make make) {
    Camera c = camera(u);
    FrustumCase<Solid> x;
    x.f = isect_frustum3_from_matrix(c.m, ISECT_CLIP_DEPTH_NEG_ONE_TO_ONE);
    double size;
    isect_vec3 p = around(u, c, &size);
    x.s = make(u, p, size);
    return x;
}

/* A box with its camera's matrix: the source of isect's set (the frustum extracted
 * beforehand) and of cglm's (glm_frustum_planes beforehand). */
struct MatrixBox {
    real m[16];
    isect_aabb3 box;
};

MatrixBox matrix_box(Uniform &u) {
    Camera c = camera(u);
    MatrixBox x;
    std::copy(c.m, c.m + 16, x.m);
    double size;
    isect_vec3 p = around(u, c, &size);
    real h[3] = {real(u.real_in(0, size)), real(u.real_in(0, size)), real(u.real_in(0, size))};
    x.box = {{p.x - h[0], p.y - h[1], p.z - h[2]}, {p.x + h[0], p.y + h[1], p.z + h[2]}};
    return x;
}

/* The textbook culling tests on isect's planes (outside: n . x > o for the whole solid). */
bool naive_point_frustum(const isect_frustum3 &f, const isect_vec3 &p) {
    for (const isect_plane3 &pl : f.planes)
        if (pl.normal.x * p.x + pl.normal.y * p.y + pl.normal.z * p.z > pl.offset)
            return false;
    return true;
}

bool naive_aabb_frustum(const isect_frustum3 &f, const isect_aabb3 &b) {
    for (const isect_plane3 &pl : f.planes) { /* the corner least along n */
        const isect_vec3 &n = pl.normal;
        real d = n.x * (n.x > 0 ? b.min.x : b.max.x) + n.y * (n.y > 0 ? b.min.y : b.max.y) +
                 n.z * (n.z > 0 ? b.min.z : b.max.z);
        if (d > pl.offset)
            return false;
    }
    return true;
}

bool naive_obb_frustum(const isect_frustum3 &f, const isect_obb3 &b) {
    for (const isect_plane3 &pl : f.planes) {
        const isect_vec3 &n = pl.normal;
        real r = 0;
        for (int i = 0; i < 3; i++) {
            const isect_vec3 &a = b.axis[i];
            real h = i == 0 ? b.half.x : i == 1 ? b.half.y : b.half.z;
            r += h * std::fabs(n.x * a.x + n.y * a.y + n.z * a.z);
        }
        if (n.x * b.center.x + n.y * b.center.y + n.z * b.center.z - r > pl.offset)
            return false;
    }
    return true;
}

/* The ball's planes normalised (n / |n|, o / |n|), as culling code keeps them per frame. */
struct UnitFrustumBall {
    real plane[6][4];
    isect_sphere3 s;
};

UnitFrustumBall unit_frustum_ball(const FrustumCase<isect_sphere3> &c) {
    UnitFrustumBall x;
    for (int j = 0; j < 6; j++) {
        const isect_plane3 &pl = c.f.planes[j];
        real len = std::sqrt(pl.normal.x * pl.normal.x + pl.normal.y * pl.normal.y +
                             pl.normal.z * pl.normal.z);
        x.plane[j][0] = pl.normal.x / len;
        x.plane[j][1] = pl.normal.y / len;
        x.plane[j][2] = pl.normal.z / len;
        x.plane[j][3] = pl.offset / len;
    }
    x.s = c.s;
    return x;
}

bool naive_sphere_frustum(const UnitFrustumBall &x) {
    for (const real *p : x.plane)
        if (p[0] * x.s.center.x + p[1] * x.s.center.y + p[2] * x.s.center.z - p[3] > x.s.radius)
            return false;
    return true;
}

#ifdef ISECT_BENCH_HAVE_CGLM
struct CglmFrustumBox {
    vec4 planes[6];
    vec3 box[2];
};

CglmFrustumBox cglm_frustum_box(const MatrixBox &c) {
    CglmFrustumBox x;
    mat4 m;
    for (int col = 0; col < 4; col++)
        for (int r = 0; r < 4; r++)
            m[col][r] = static_cast<float>(c.m[4 * col + r]);
    glm_frustum_planes(m, x.planes);
    const isect_vec3 *v[2] = {&c.box.min, &c.box.max};
    for (int k = 0; k < 2; k++) {
        x.box[k][0] = static_cast<float>(v[k]->x);
        x.box[k][1] = static_cast<float>(v[k]->y);
        x.box[k][2] = static_cast<float>(v[k]->z);
    }
    return x;
}
#endif

/* ---- Solids against a convex hull (issue 14 item 5) -------------------------------------
 * The hulls: a pool of 4096 truncated cubes (the cube |x_i| <= a cut by the eight planes
 * |x| + |y| + |z| <= 2.5 a: 14 planes, 24 vertices), a in [1, 4], turned by a random
 * rotation (rounded) and centred in [-6, 6]^3, given by both their planes and their
 * vertices (each computed from the same rotation, so the two forms agree to rounding);
 * 10^6 distinct queries, each a pool hull and a new solid around its centre (offsets in
 * [-8, 8]^3): a ball of radius [0, 4]; a box of extents [0, 5]; a plane of random normal
 * within 5 of the centre; for hull-hull two pool hulls. Peers: libccd 2.1
 * (ccdGJKIntersect, ccdMPRIntersect) with support functions over the same hull's
 * vertices (and the ball's, the box's), which answer "touching" either way; and the
 * textbook code inlined ("naive"): the plane against the vertices' min and max of
 * n . v - o, and the ball against the planes by "largest signed distance (unit normals,
 * normalised beforehand) <= r", which is wrong near edges and corners (a ball beyond an
 * edge within r of both face planes is called a hit). */
struct PoolHull {
    isect_vec3 v[24];
    isect_plane3 p[14], unit[14];
    isect_vec3 centre;
    isect_hull3 by_verts, by_planes;
};

const std::vector<PoolHull> &hull_pool() {
    static const std::vector<PoolHull> pool = [] {
        Uniform u(set_seed(kSeed, "hull_pool"));
        std::vector<PoolHull> out(4096);
        for (PoolHull &h : out) {
            double m[3][3], c[3], a = u.real_in(1, 4);
            random_rotation(u, m);
            for (double &x : c)
                x = u.real_in(-6, 6);
            auto turn = [&m](const double *x, double *y) {
                for (int i = 0; i < 3; i++)
                    y[i] = m[i][0] * x[0] + m[i][1] * x[1] + m[i][2] * x[2];
            };
            int np = 0, nv = 0;
            for (int i = 0; i < 14; i++) { /* 6 axes (offset a), 8 diagonals (offset 2.5 a) */
                double n[3] = {0, 0, 0}, o;
                if (i < 6) {
                    n[i / 2] = i % 2 ? -1 : 1;
                    o = a;
                } else {
                    for (int k = 0; k < 3; k++)
                        n[k] = ((i - 6) >> k) & 1 ? -1 : 1;
                    o = 2.5 * a;
                }
                double tn[3];
                turn(n, tn);
                double len = std::sqrt(tn[0] * tn[0] + tn[1] * tn[1] + tn[2] * tn[2]);
                double off = o + tn[0] * c[0] + tn[1] * c[1] + tn[2] * c[2];
                h.p[np] = {{real(tn[0]), real(tn[1]), real(tn[2])}, real(off)};
                h.unit[np++] = {{real(tn[0] / len), real(tn[1] / len), real(tn[2] / len)},
                                real(off / len)};
            }
            for (int k = 0; k < 8; k++) /* each corner cut to three vertices */
                for (int j = 0; j < 3; j++) {
                    double x[3], y[3];
                    for (int i = 0; i < 3; i++)
                        x[i] = ((k >> i) & 1 ? -1 : 1) * (i == j ? 0.5 * a : a);
                    turn(x, y);
                    h.v[nv++] = {real(y[0] + c[0]), real(y[1] + c[1]), real(y[2] + c[2])};
                }
            h.centre = {real(c[0]), real(c[1]), real(c[2])};
            h.by_verts = {h.v, 24, nullptr, 0};
            h.by_planes = {nullptr, 0, h.p, 14};
        }
        return out;
    }();
    return pool;
}

template <class Solid> struct HullCase {
    std::uint32_t h;
    Solid s;
};

isect_vec3 near_centre(Uniform &u, const PoolHull &h) {
    return {real(h.centre.x + u.real_in(-8, 8)), real(h.centre.y + u.real_in(-8, 8)),
            real(h.centre.z + u.real_in(-8, 8))};
}

template <class Solid, class Make> auto hull_set(const char *name, Make make) {
    return uniform_set<HullCase<Solid>>(kSeed, name, [make](Uniform &u) {
        std::uint32_t i = static_cast<std::uint32_t>(u.index_below(4096));
        return HullCase<Solid>{i, make(u, hull_pool()[i])};
    });
}

bool naive_sphere_hull_planes(const HullCase<isect_sphere3> &c) {
    const PoolHull &h = hull_pool()[c.h];
    for (const isect_plane3 &p : h.unit)
        if (p.normal.x * c.s.center.x + p.normal.y * c.s.center.y + p.normal.z * c.s.center.z -
                p.offset >
            c.s.radius)
            return false;
    return true;
}

bool naive_plane_hull(const HullCase<isect_plane3> &c) {
    const PoolHull &h = hull_pool()[c.h];
    real lo = INFINITY, hi = -INFINITY;
    for (const isect_vec3 &v : h.v) {
        real d = c.s.normal.x * v.x + c.s.normal.y * v.y + c.s.normal.z * v.z - c.s.offset;
        lo = d < lo ? d : lo;
        hi = d > hi ? d : hi;
    }
    return lo <= 0 && hi >= 0;
}

#ifdef ISECT_BENCH_HAVE_CCD
void ccd_hull_support(const void *obj, const ccd_vec3_t *dir, ccd_vec3_t *out) {
    const PoolHull &h = *static_cast<const PoolHull *>(obj);
    int best = 0;
    double most = -INFINITY;
    for (int i = 0; i < 24; i++) {
        double d = h.v[i].x * dir->v[0] + h.v[i].y * dir->v[1] + h.v[i].z * dir->v[2];
        if (d > most) {
            most = d;
            best = i;
        }
    }
    ccdVec3Set(out, h.v[best].x, h.v[best].y, h.v[best].z);
}

void ccd_hull_centre(const void *obj, ccd_vec3_t *out) {
    const PoolHull &h = *static_cast<const PoolHull *>(obj);
    ccdVec3Set(out, h.centre.x, h.centre.y, h.centre.z);
}

void ccd_ball_support(const void *obj, const ccd_vec3_t *dir, ccd_vec3_t *out) {
    const isect_sphere3 &s = *static_cast<const isect_sphere3 *>(obj);
    double len = std::sqrt(ccdVec3Len2(dir));
    double f = len > 0 ? s.radius / len : 0;
    ccdVec3Set(out, s.center.x + f * dir->v[0], s.center.y + f * dir->v[1],
               s.center.z + f * dir->v[2]);
}

void ccd_ball_centre(const void *obj, ccd_vec3_t *out) {
    const isect_sphere3 &s = *static_cast<const isect_sphere3 *>(obj);
    ccdVec3Set(out, s.center.x, s.center.y, s.center.z);
}

void ccd_box_support(const void *obj, const ccd_vec3_t *dir, ccd_vec3_t *out) {
    const isect_aabb3 &b = *static_cast<const isect_aabb3 *>(obj);
    ccdVec3Set(out, dir->v[0] >= 0 ? b.max.x : b.min.x, dir->v[1] >= 0 ? b.max.y : b.min.y,
               dir->v[2] >= 0 ? b.max.z : b.min.z);
}

void ccd_box_centre(const void *obj, ccd_vec3_t *out) {
    const isect_aabb3 &b = *static_cast<const isect_aabb3 *>(obj);
    ccdVec3Set(out, 0.5 * (b.min.x + b.max.x), 0.5 * (b.min.y + b.max.y),
               0.5 * (b.min.z + b.max.z));
}

/* libccd's GJK (mpr false) or MPR between the pool hull and obj. */
bool ccd_hull_pair(const void *hull, const void *obj, ccd_support_fn support, ccd_center_fn centre,
                   bool mpr) {
    ccd_t ccd;
    CCD_INIT(&ccd);
    ccd.support1 = ccd_hull_support;
    ccd.center1 = ccd_hull_centre;
    ccd.support2 = support;
    ccd.center2 = centre;
    ccd.max_iterations = 100;
    return mpr ? ccdMPRIntersect(hull, obj, &ccd) : ccdGJKIntersect(hull, obj, &ccd);
}
#endif

struct HullInputs {
    Cases<HullCase<isect_sphere3>> balls{
        hull_set<isect_sphere3>("hull_balls", [](Uniform &u, const PoolHull &h) {
            return isect_sphere3{near_centre(u, h), real(u.real_in(0, 4))};
        })};
    Cases<HullCase<isect_plane3>> planes{
        hull_set<isect_plane3>("hull_planes", [](Uniform &u, const PoolHull &h) {
            isect_vec3 n = random_unit_dir3(u);
            return isect_plane3{
                n, real(n.x * h.centre.x + n.y * h.centre.y + n.z * h.centre.z + u.real_in(-5, 5))};
        })};
    Cases<HullCase<isect_aabb3>> boxes{
        hull_set<isect_aabb3>("hull_boxes", [](Uniform &u, const PoolHull &h) {
            isect_vec3 lo = near_centre(u, h);
            return isect_aabb3{lo,
                               {real(lo.x + u.real_in(0, 5)), real(lo.y + u.real_in(0, 5)),
                                real(lo.z + u.real_in(0, 5))}};
        })};
    Cases<HullCase<std::uint32_t>> pairs{
        hull_set<std::uint32_t>("hull_pairs", [](Uniform &u, const PoolHull &) {
            return static_cast<std::uint32_t>(u.index_below(4096));
        })};
};

void register_hull_benchmarks(HullInputs &in) {
    using Ball = HullCase<isect_sphere3>;
    using Plane = HullCase<isect_plane3>;
    using Box = HullCase<isect_aabb3>;
    using Pair = HullCase<std::uint32_t>;
    add("test_sphere3_hull3/isect_verts", in.balls,
        [](const Ball &c) { return isect_test_sphere3_hull3(&c.s, &hull_pool()[c.h].by_verts); });
    add("test_sphere3_hull3/isect_planes", in.balls,
        [](const Ball &c) { return isect_test_sphere3_hull3(&c.s, &hull_pool()[c.h].by_planes); });
    add("test_sphere3_hull3/naive_planes", in.balls, naive_sphere_hull_planes);
#ifdef ISECT_BENCH_HAVE_CCD
    add("test_sphere3_hull3/ccd_gjk", in.balls, [](const Ball &c) {
        return ccd_hull_pair(&hull_pool()[c.h], &c.s, ccd_ball_support, ccd_ball_centre, false);
    });
    add("test_sphere3_hull3/ccd_mpr", in.balls, [](const Ball &c) {
        return ccd_hull_pair(&hull_pool()[c.h], &c.s, ccd_ball_support, ccd_ball_centre, true);
    });
#endif
    add("test_plane3_hull3/isect_verts", in.planes,
        [](const Plane &c) { return isect_test_plane3_hull3(&c.s, &hull_pool()[c.h].by_verts); });
    add("test_plane3_hull3/isect_planes", in.planes,
        [](const Plane &c) { return isect_test_plane3_hull3(&c.s, &hull_pool()[c.h].by_planes); });
    add("test_plane3_hull3/naive_verts", in.planes, naive_plane_hull);
    add("test_aabb3_hull3/isect", in.boxes,
        [](const Box &c) { return isect_test_aabb3_hull3(&c.s, &hull_pool()[c.h].by_planes); });
#ifdef ISECT_BENCH_HAVE_CCD
    add("test_aabb3_hull3/ccd_gjk", in.boxes, [](const Box &c) {
        return ccd_hull_pair(&hull_pool()[c.h], &c.s, ccd_box_support, ccd_box_centre, false);
    });
    add("test_aabb3_hull3/ccd_mpr", in.boxes, [](const Box &c) {
        return ccd_hull_pair(&hull_pool()[c.h], &c.s, ccd_box_support, ccd_box_centre, true);
    });
#endif
    add("test_hull3_hull3/isect", in.pairs, [](const Pair &c) {
        return isect_test_hull3_hull3(&hull_pool()[c.h].by_planes, &hull_pool()[c.s].by_planes);
    });
#ifdef ISECT_BENCH_HAVE_CCD
    add("test_hull3_hull3/ccd_gjk", in.pairs, [](const Pair &c) {
        return ccd_hull_pair(&hull_pool()[c.h], &hull_pool()[c.s], ccd_hull_support,
                             ccd_hull_centre, false);
    });
    add("test_hull3_hull3/ccd_mpr", in.pairs, [](const Pair &c) {
        return ccd_hull_pair(&hull_pool()[c.h], &hull_pool()[c.s], ccd_hull_support,
                             ccd_hull_centre, true);
    });
#endif
}

struct Inputs {
    Cases<Balls> balls{uniform_set<Balls>(kSeed, "balls", [](Uniform &u) {
        return Balls{{point3(u, -10, 10), real(u.real_in(0, 8))},
                     {point3(u, -10, 10), real(u.real_in(0, 8))}};
    })};
#ifdef ISECT_BENCH_HAVE_CGLM
    Cases<CglmBalls> cglm_balls_set{balls, cglm_balls};
#endif
    Cases<BallCapsule> ball_capsule{uniform_set<BallCapsule>(kSeed, "ball_capsule", [](Uniform &u) {
        return BallCapsule{{point3(u, -10, 10), real(u.real_in(0, 8))},
                           {point3(u, -10, 10), point3(u, -10, 10), real(u.real_in(0, 4))}};
    })};
    Cases<Boxes> boxes{uniform_set<Boxes>(kSeed, "boxes", [](Uniform &u) {
        return Boxes{random_aabb3(u), random_aabb3(u)};
    })};
#ifdef ISECT_BENCH_HAVE_CGLM
    Cases<CglmBoxes> cglm_boxes_set{boxes, cglm_boxes};
#endif
    Cases<Obbs> obbs{uniform_set<Obbs>(kSeed, "obbs", [](Uniform &u) {
        return Obbs{random_obb3(u, 5), random_obb3(u, 5)};
    })};
    Cases<RtcdPair> rtcd_obbs{obbs, [](const Obbs &c) {
                                  return RtcdPair{rtcd_of(c.a), rtcd_of(c.b)};
                              }};
#ifdef ISECT_BENCH_HAVE_FCL
    Cases<FclPair> fcl_obbs{obbs, [](const Obbs &c) {
                                return FclPair{fcl_obb(rtcd_of(c.a)), fcl_obb(rtcd_of(c.b))};
                            }};
#endif
    Cases<AabbObb> aabb_obb{uniform_set<AabbObb>(kSeed, "aabb_obb", [](Uniform &u) {
        isect_vec3 lo = point3(u, -10, 10);
        isect_aabb3 a = {lo,
                         {real(lo.x + u.real_in(0, 10)), real(lo.y + u.real_in(0, 10)),
                          real(lo.z + u.real_in(0, 10))}};
        return AabbObb{a, random_obb3(u, 5)};
    })};
    Cases<RtcdPair> rtcd_aabb_obb{aabb_obb, [](const AabbObb &c) {
                                      return RtcdPair{rtcd_of(c.a), rtcd_of(c.b)};
                                  }};
#ifdef ISECT_BENCH_HAVE_FCL
    Cases<FclPair> fcl_aabb_obb{aabb_obb, [](const AabbObb &c) {
                                    return FclPair{fcl_obb(rtcd_of(c.a)), fcl_obb(rtcd_of(c.b))};
                                }};
#endif
    Cases<CapsuleAabb> capsule_aabb{uniform_set<CapsuleAabb>(kSeed, "capsule_aabb", [](Uniform &u) {
        isect_capsule3 c = capsule3(u);
        return CapsuleAabb{c, random_aabb3(u)};
    })};
    Cases<FrameSeg> naive_capsule_aabb{capsule_aabb,
                                       [](const CapsuleAabb &c) { return frame_seg_of(c); }};
    Cases<CapsuleObb> capsule_obb{uniform_set<CapsuleObb>(kSeed, "capsule_obb", [](Uniform &u) {
        isect_capsule3 c = capsule3(u);
        return CapsuleObb{c, random_obb3(u, 5)};
    })};
    Cases<FrameSeg> naive_capsule_obb{capsule_obb,
                                      [](const CapsuleObb &c) { return frame_seg_of(c); }};
    Cases<FrustumCase<isect_vec3>> frustum_points{
        uniform_set<FrustumCase<isect_vec3>>(kSeed, "frustum_points", [](Uniform &u) {
            return frustum_case<isect_vec3>(u, [](Uniform &, isect_vec3 p, double) { return p; });
        })};
    Cases<FrustumCase<isect_sphere3>> frustum_balls{
        uniform_set<FrustumCase<isect_sphere3>>(kSeed, "frustum_balls", [](Uniform &u) {
            return frustum_case<isect_sphere3>(u, [](Uniform &, isect_vec3 p, double size) {
                return isect_sphere3{p, real(size)};
            });
        })};
    Cases<UnitFrustumBall> unit_frustum_balls{frustum_balls, unit_frustum_ball};
    Cases<MatrixBox> matrix_boxes{uniform_set<MatrixBox>(kSeed, "frustum_boxes", matrix_box)};
    Cases<FrustumCase<isect_aabb3>> frustum_boxes{
        matrix_boxes, [](const MatrixBox &c) {
            return FrustumCase<isect_aabb3>{
                isect_frustum3_from_matrix(c.m, ISECT_CLIP_DEPTH_NEG_ONE_TO_ONE), c.box};
        }};
#ifdef ISECT_BENCH_HAVE_CGLM
    Cases<CglmFrustumBox> cglm_frustum_boxes{matrix_boxes, cglm_frustum_box};
#endif
    Cases<FrustumCase<isect_obb3>> frustum_obbs{
        uniform_set<FrustumCase<isect_obb3>>(kSeed, "frustum_obbs", [](Uniform &u) {
            return frustum_case<isect_obb3>(u, [](Uniform &v, isect_vec3 p, double size) {
                isect_obb3 o = random_obb3(v, size);
                o.center = p;
                return o;
            });
        })};
#ifdef ISECT_BENCH_HAVE_ODE
    Cases<OdeShapes> ode_capsule_aabb{capsule_aabb,
                                      [](const CapsuleAabb &c) { return ode_shapes_of(c); }};
    Cases<OdeShapes> ode_capsule_obb{capsule_obb,
                                     [](const CapsuleObb &c) { return ode_shapes_of(c); }};
#endif
    HullInputs hulls;
};

// The rows of a set are registered together (each set is built once: bench/common.hpp).
void register_benchmarks(Inputs &in) {
    add("test_point3_frustum3/isect", in.frustum_points,
        [](const FrustumCase<isect_vec3> &c) { return isect_test_point3_frustum3(c.s, &c.f); });
    add("test_point3_frustum3/naive", in.frustum_points,
        [](const FrustumCase<isect_vec3> &c) { return naive_point_frustum(c.f, c.s); });
    add("test_sphere3_frustum3/isect", in.frustum_balls, [](const FrustumCase<isect_sphere3> &c) {
        return isect_test_sphere3_frustum3(&c.s, &c.f);
    });
    add("test_sphere3_frustum3/naive", in.unit_frustum_balls,
        [](const UnitFrustumBall &c) { return naive_sphere_frustum(c); });
    add("test_aabb3_frustum3/isect", in.frustum_boxes,
        [](const FrustumCase<isect_aabb3> &c) { return isect_test_aabb3_frustum3(&c.s, &c.f); });
    add("test_aabb3_frustum3/naive", in.frustum_boxes,
        [](const FrustumCase<isect_aabb3> &c) { return naive_aabb_frustum(c.f, c.s); });
#ifdef ISECT_BENCH_HAVE_CGLM
    add("test_aabb3_frustum3/cglm", in.cglm_frustum_boxes, [](const CglmFrustumBox &c) {
        CglmFrustumBox x = c; /* cglm takes non-const arrays */
        return glm_aabb_frustum(x.box, x.planes);
    });
#endif
    add("test_obb3_frustum3/isect", in.frustum_obbs,
        [](const FrustumCase<isect_obb3> &c) { return isect_test_obb3_frustum3(&c.s, &c.f); });
    add("test_obb3_frustum3/naive", in.frustum_obbs,
        [](const FrustumCase<isect_obb3> &c) { return naive_obb_frustum(c.f, c.s); });

    add("test_sphere3_sphere3/isect", in.balls,
        [](const Balls &c) { return isect_test_sphere3_sphere3(&c.a, &c.b); });
    add("test_sphere3_sphere3/naive", in.balls, [](const Balls &c) {
        real dx = c.a.center.x - c.b.center.x, dy = c.a.center.y - c.b.center.y,
             dz = c.a.center.z - c.b.center.z, r = c.a.radius + c.b.radius;
        return dx * dx + dy * dy + dz * dz <= r * r;
    });
#ifdef ISECT_BENCH_HAVE_CGLM
    add("test_sphere3_sphere3/cglm", in.cglm_balls_set, [](const CglmBalls &c) {
        CglmBalls x = c; /* cglm takes non-const arrays */
        return glm_sphere_sphere(x.a, x.b);
    });
#endif

    /* the contact of two balls: isect's find, and the textbook's (centres' difference,
     * its length, the point midway between the surfaces; an arbitrary axis at d == 0) */
    add("find_sphere3_sphere3/isect", in.balls,
        [](const Balls &c) { return isect_find_sphere3_sphere3(&c.a, &c.b); });
    add("find_sphere3_sphere3/naive", in.balls, [](const Balls &c) {
        return naive_contact(c.a.center, c.a.radius, c.b.center, c.b.radius);
    });
    add("find_sphere3_capsule3/isect", in.ball_capsule,
        [](const BallCapsule &c) { return isect_find_sphere3_capsule3(&c.s, &c.c); });
    add("find_sphere3_capsule3/naive", in.ball_capsule, [](const BallCapsule &c) {
        /* RTCD 5.1.2 ClosestPtPointSegment, then the textbook contact */
        const isect_vec3 &p = c.s.center, &a = c.c.p0, &b = c.c.p1;
        real ab[3] = {b.x - a.x, b.y - a.y, b.z - a.z}, ap[3] = {p.x - a.x, p.y - a.y, p.z - a.z};
        real e = ap[0] * ab[0] + ap[1] * ab[1] + ap[2] * ab[2];
        real f = ab[0] * ab[0] + ab[1] * ab[1] + ab[2] * ab[2];
        real t = e <= 0 ? 0 : e >= f ? 1 : e / f;
        isect_vec3 q = {a.x + t * ab[0], a.y + t * ab[1], a.z + t * ab[2]};
        return naive_contact(p, c.s.radius, q, c.c.radius);
    });

    add("test_sphere3_capsule3/isect", in.ball_capsule,
        [](const BallCapsule &c) { return isect_test_sphere3_capsule3(&c.s, &c.c); });
    add("test_sphere3_capsule3/naive", in.ball_capsule, [](const BallCapsule &c) {
        const real p[3] = {c.s.center.x, c.s.center.y, c.s.center.z};
        const real a[3] = {c.c.p0.x, c.c.p0.y, c.c.p0.z};
        const real b[3] = {c.c.p1.x, c.c.p1.y, c.c.p1.z};
        real ab[3], ac[3], bc[3];
        for (int i = 0; i < 3; i++) {
            ab[i] = b[i] - a[i];
            ac[i] = p[i] - a[i];
            bc[i] = p[i] - b[i];
        }
        real e = ac[0] * ab[0] + ac[1] * ab[1] + ac[2] * ab[2], d2;
        real f = ab[0] * ab[0] + ab[1] * ab[1] + ab[2] * ab[2];
        if (e <= 0)
            d2 = ac[0] * ac[0] + ac[1] * ac[1] + ac[2] * ac[2];
        else if (e >= f)
            d2 = bc[0] * bc[0] + bc[1] * bc[1] + bc[2] * bc[2];
        else
            d2 = ac[0] * ac[0] + ac[1] * ac[1] + ac[2] * ac[2] - e * e / f;
        real r = c.s.radius + c.c.radius;
        return d2 <= r * r;
    });

    add("test_aabb3_aabb3/isect", in.boxes,
        [](const Boxes &c) { return isect_test_aabb3_aabb3(&c.a, &c.b); });
    add("test_aabb3_aabb3/naive", in.boxes, [](const Boxes &c) {
        if (c.a.max.x < c.b.min.x || c.a.min.x > c.b.max.x)
            return false;
        if (c.a.max.y < c.b.min.y || c.a.min.y > c.b.max.y)
            return false;
        if (c.a.max.z < c.b.min.z || c.a.min.z > c.b.max.z)
            return false;
        return true;
    });
#ifdef ISECT_BENCH_HAVE_CGLM
    add("test_aabb3_aabb3/cglm", in.cglm_boxes_set, [](const CglmBoxes &c) {
        CglmBoxes x = c;
        return glm_aabb_aabb(x.a, x.b);
    });
#endif

    add("test_obb3_obb3/isect", in.obbs,
        [](const Obbs &c) { return isect_test_obb3_obb3(&c.a, &c.b); });
    add("test_obb3_obb3/naive", in.rtcd_obbs,
        [](const RtcdPair &c) { return rtcd_test_obb_obb(c.a, c.b); });
#ifdef ISECT_BENCH_HAVE_FCL
    add("test_obb3_obb3/fcl", in.fcl_obbs, [](const FclPair &c) { return c.a.overlap(c.b); });
#endif

    add("test_aabb3_obb3/isect", in.aabb_obb,
        [](const AabbObb &c) { return isect_test_aabb3_obb3(&c.a, &c.b); });
    add("test_aabb3_obb3/naive", in.rtcd_aabb_obb,
        [](const RtcdPair &c) { return rtcd_test_obb_obb(c.a, c.b); });
#ifdef ISECT_BENCH_HAVE_FCL
    add("test_aabb3_obb3/fcl", in.fcl_aabb_obb, [](const FclPair &c) { return c.a.overlap(c.b); });
#endif

    add("test_capsule3_aabb3/isect", in.capsule_aabb,
        [](const CapsuleAabb &c) { return isect_test_capsule3_aabb3(&c.c, &c.b); });
    add("test_capsule3_aabb3/naive", in.naive_capsule_aabb, naive_capsule_box);
#ifdef ISECT_BENCH_HAVE_ODE
    add("test_capsule3_aabb3/ode", in.ode_capsule_aabb, ode_collide);
#endif

    add("test_capsule3_obb3/isect", in.capsule_obb,
        [](const CapsuleObb &c) { return isect_test_capsule3_obb3(&c.c, &c.b); });
    add("test_capsule3_obb3/naive", in.naive_capsule_obb, naive_capsule_box);
#ifdef ISECT_BENCH_HAVE_ODE
    add("test_capsule3_obb3/ode", in.ode_capsule_obb, ode_collide);
#endif
    register_hull_benchmarks(in.hulls);
}

} // namespace

int main(int argc, char **argv) {
    return bench_main(argc, argv, register_benchmarks);
}
