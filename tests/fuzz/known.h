/* tests/fuzz/known.h -- open findings: library defects the fuzz targets have found that
 * are not fixed yet. Each switch keeps the targets from stepping on one of them again, so
 * that `make test` and `make fuzz` stay useful meanwhile, and names its reproducer under
 * tests/fuzz/findings/. A build with -DFZ_OPEN_DEFAULT=0 (in CMAKE_C_FLAGS) turns them all
 * off and shows the findings again. When the library is fixed: delete the switch and its
 * uses, check that the reproducer passes (fuzz_<target> findings/<target>/<name>) and move
 * the reproducer into corpus/<target>/, where every run replays it. */
#ifndef ISECT_FUZZ_KNOWN_H
#define ISECT_FUZZ_KNOWN_H

#include "contract.h"

#ifndef FZ_OPEN_DEFAULT
#define FZ_OPEN_DEFAULT 1
#endif

/* isect_plane3_from_points with an infinite or NaN coordinate: signed overflow in
 * -2 * e (e from dv_window_exp of an infinite magnitude). findings/plane/from_points_nonfinite */
#define FZ_OPEN_FROM_POINTS_NONFINITE FZ_OPEN_DEFAULT

/* A plane find on a line or ray whose direction has its largest component in [0.5, 2)
 * and a subnormal one: the retry with the direction scaled (isect_inc_unit_dir, when t
 * saturates) halves the direction first, the subnormal component rounds to 0, and the
 * signs decided again on that copy make find a miss where test hits.
 * findings/plane/find_line_subnormal_dir_miss */
#define FZ_OPEN_UNIT_DIR_SUBNORMAL FZ_OPEN_DEFAULT

static inline bool fz_open_unit_dir_subnormal(const fz_lin *lin) {
    double big = 0;
    bool tiny = false;
    for (int i = 0; i < 3; i++) {
        double d = lin->b[i] < 0 ? -lin->b[i] : lin->b[i];
        big = d > big ? d : big;
        tiny = tiny || (d > 0 && d < 0x1p-1022);
    }
    return FZ_OPEN_UNIT_DIR_SUBNORMAL && lin->kind != FZ_SEG && tiny && big >= 0.5 && big < 2;
}

/* find_*_poly3 on a point component (zero direction, p0 == p1) reports t[1] = 1 (t = 1
 * at a polygon's end, t = [0, 1] over a degenerate polygon's span) where t[0] == t[1] ==
 * 0: the point is decided as a zero-length segment and, unlike the triangle queries, its
 * parameters are not set back. findings/polygon/find_point_t_one */
#define FZ_OPEN_POLY_POINT_T FZ_OPEN_DEFAULT

/* find_*_poly3 on a polygon whose vertices are collinear (the union of its edges), met
 * in a single point: count 1 but t[0] != t[1] (a few ulps), the crossing computed on two
 * edges that lie on each other. findings/polygon/find_degenerate_single_point_span */
#define FZ_OPEN_POLY_DEGENERATE_SPAN FZ_OPEN_DEFAULT

/* The line, ray and segment queries on a polygon whose vertices are not collinear but
 * whose Newell normal is zero (zero-area spikes, figure eights): the fallback plane is
 * taken only from a consecutive triple (v0, v_b, v_b+1) (the projection takes any), so
 * without one the normal stays zero and P is undefined (a zero normal, a ray that hits
 * where its line misses); with one it is that triple's rounded unit normal, so a line
 * lying exactly in an integer polygon's plane is taken for a crossing (count 1, not
 * ISECT_INFINITE). findings/polygon/find_zero_newell_normal, ray_hits_line_misses,
 * zero_newell_line_in_plane */
#define FZ_OPEN_POLY_ZERO_NORMAL FZ_OPEN_DEFAULT

/* find_line3_poly3 (and ray) on a polygon with collinear vertices and a direction so
 * short that t lies beyond the range: ISECT_SATURATED is set, but t = 0 and the point is
 * the line's origin, which is not on the polygon (the retry with the direction scaled up
 * loses the degenerate crossing). findings/polygon/find_degenerate_saturated_t_zero */
#define FZ_OPEN_POLY_DEGENERATE_SATURATED FZ_OPEN_DEFAULT

/* isect_test/find_line3_poly3 miss a line whose rays (a, d) and (a, -d) both hit, lying in
 * the polygon's plane P (count ISECT_INFINITE) from a start on its boundary (the polygon
 * has a vertex far out of plane, or off it by a little). findings/polygon/
 * line_misses_ray_hits, line_misses_ray_hits_float (the float build) */
#define FZ_OPEN_POLY_LINE_MISSES FZ_OPEN_DEFAULT

#endif
