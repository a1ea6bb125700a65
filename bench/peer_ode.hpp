/* peer_ode.hpp -- ODE's geoms for the bench rows that call dCollide (ODE 0.16, its packaged
 * double build): a capsule from isect's two ends and radius (frame_of, common.hpp), an
 * oriented or axis-aligned box. Empty without ODE. */
#ifndef ISECT_BENCH_PEER_ODE_HPP
#define ISECT_BENCH_PEER_ODE_HPP

#include "common.hpp"

#ifdef ISECT_BENCH_HAVE_ODE
#include <memory>

#include <ode/ode.h>

namespace isect_bench {

// ODE's geoms, destroyed with their copy of the set (dGeomDestroy).
struct OdeGeomDestroy {
    void operator()(dGeomID g) const {
        dGeomDestroy(g);
    }
};
using OdeGeom = std::unique_ptr<dxGeom, OdeGeomDestroy>;

inline OdeGeom ode_capsule(const isect_capsule3 &c) {
    static const bool ready = dInitODE2(0) != 0; // once, before the first geom
    (void)ready;
    CapsuleFrame f = frame_of(c);
    OdeGeom g(dCreateCapsule(nullptr, f.radius, f.length));
    dGeomSetPosition(g.get(), f.center[0], f.center[1], f.center[2]);
    dMatrix3 rot;
    dRFromZAxis(rot, f.axis[0], f.axis[1], f.axis[2]);
    dGeomSetRotation(g.get(), rot);
    return g;
}

// An oriented box: ODE takes full side lengths and a rotation whose columns are the box's
// axes (isect's rows axis[i]).
inline OdeGeom ode_box(const isect_obb3 &b) {
    static const bool ready = dInitODE2(0) != 0;
    (void)ready;
    OdeGeom g(
        dCreateBox(nullptr, 2 * double(b.half.x), 2 * double(b.half.y), 2 * double(b.half.z)));
    dGeomSetPosition(g.get(), b.center.x, b.center.y, b.center.z);
    const isect_vec3 *a = b.axis;
    dMatrix3 rot = {a[0].x, a[1].x, a[2].x, 0,      a[0].y, a[1].y,
                    a[2].y, 0,      a[0].z, a[1].z, a[2].z, 0};
    dGeomSetRotation(g.get(), rot);
    return g;
}

// An axis-aligned box: centre and side lengths rounded from its corners.
inline OdeGeom ode_box(const isect_aabb3 &b) {
    isect_obb3 o;
    o.center = {(b.min.x + b.max.x) / 2, (b.min.y + b.max.y) / 2, (b.min.z + b.max.z) / 2};
    o.half = {(b.max.x - b.min.x) / 2, (b.max.y - b.min.y) / 2, (b.max.z - b.min.z) / 2};
    o.axis[0] = {1, 0, 0};
    o.axis[1] = {0, 1, 0};
    o.axis[2] = {0, 0, 1};
    return ode_box(o);
}

} // namespace isect_bench

#endif
#endif
