#!/usr/bin/env python3
"""Writes the crafted part of the seed corpora, tests/fuzz/corpus/<target>/seed-*.

Each seed is a small input in the format of contract.c's decoder: a profile byte, the
target's option and mode bytes, then numbers, each a selector byte and its operands.
The numbers here are small integers, dyadic fractions, copies and scalings, which both
precisions read alike, and NaN and infinity through the special constants. The cases
are the touching, tangent, in-plane, degenerate, invalid and far-from-the-origin ones a
fuzzer needs a while to find: it mutates from them.

    tests/fuzz/make_seeds.py            (from the top of the source tree)
"""
import os
import struct

ORDINARY, EXTREME = 0, 1


def small(v):
    """A small integer: -8..8 in one byte, else -128..127."""
    if -8 <= v <= 8:
        return bytes([2, v + 8])
    assert -128 <= v <= 127
    return bytes([1, v & 0xFF])


def frac(n, k):
    """The dyadic fraction n / 2^k."""
    return bytes([4, n & 0xFF, k])


def copy(back):
    """A copy of the number `back` places before this one (0: the previous one)."""
    return bytes([5, back])


def nudge(back, ulps):
    """An earlier number moved by ulps (-4..4)."""
    return bytes([8, back, ulps + 4])


def scaled(back, k):
    """An earlier number times 2^k."""
    return bytes([10, back]) + struct.pack("<h", k)


ZERO, NEG_ZERO = bytes([11]), bytes([12])
# Special constants (contract.c): ordinary ones first, then the extreme profile's.
INF, NEG_INF, NAN, HUGE, TINY = (bytes([13, 12 + i]) for i in (0, 1, 2, 4, 7))


def nums(*values):
    """Numbers: ints become small integers, bytes are taken as they are."""
    return b"".join(small(v) if isinstance(v, int) else v for v in values)


def seed(profile, header, *values):
    return bytes([profile]) + bytes(header) + nums(*values)


def linear_sphere():
    two, three = [0, 0, 0, 0], [0, 1, 0, 0]  # options, mode, k, j
    return {
        "segment-enters": seed(ORDINARY, two, 3, 2, 10, 6, 10, 4, 3),
        "tangent-line": seed(ORDINARY, two, 0, 5, 1, 0, 0, 0, 5),
        "end-on-circle": seed(ORDINARY, two, 0, 0, 3, 4, 0, 0, 5),
        "inside": seed(ORDINARY, two, 1, 1, 2, 1, 0, 0, 5),
        "point-on-circle": seed(ORDINARY, two, 3, 4, 3, 4, 0, 0, 5),
        "radius-zero": seed(ORDINARY, two, -1, 0, 1, 0, 0, 0, 0),
        "ray-away": seed(ORDINARY, two, 6, 0, 1, 0, 0, 0, 5),
        "scaled-far": seed(ORDINARY, [0, 0, 100, 3], 3, 2, 10, 6, 10, 4, 3),
        "sphere-tangent": seed(ORDINARY, three, 0, 0, 5, 1, 0, 0, 0, 0, 0, 5),
        "sphere-crossing": seed(ORDINARY, three, -9, 1, 2, 1, 0, 0, 0, 0, 0, 3),
        "nan-radius": seed(EXTREME, two, 0, 0, 1, 1, 0, 0, NAN),
        "huge": seed(EXTREME, three, HUGE, 0, 0, -1, 0, 0, HUGE, 1, 0, HUGE),
        "tiny-direction": seed(EXTREME, three, 0, 0, 0, TINY, 0, 0, 9, 0, 0, 1),
    }


def linear_box():
    two, three = [0, 0, 0, 0], [0, 1, 0, 0]  # options, mode, k, j
    sq, cube = (0, 0, 4, 4), (0, 0, 0, 4, 4, 4)  # min, max
    return {
        "segment-crosses": seed(ORDINARY, two, -1, 1, 5, 3, *sq),
        "ray-corner": seed(ORDINARY, two, -1, -1, 1, 1, *sq),
        "ray-along-face": seed(ORDINARY, two, -2, 4, 1, 0, *sq),
        "ray-on-face-out": seed(ORDINARY, two, 4, 2, 1, 0, *sq),
        "segment-ends-inside": seed(ORDINARY, two, -2, 1, 2, 1, *sq),
        "line-zero-axis": seed(ORDINARY, two, 1, 0, 0, 1, *sq),
        "negative-zero-dir": seed(ORDINARY, two, 4, -1, NEG_ZERO, 1, *sq),
        "flat-box": seed(ORDINARY, two, -1, 2, 1, 0, 0, 2, 4, 2),
        "point-on-edge": seed(ORDINARY, two, 4, 1, 4, 1, *sq),
        "scaled-far": seed(ORDINARY, [0, 0, 100, 3], -1, 1, 5, 3, *sq),
        "ray-through-edge": seed(ORDINARY, three, -4, -4, 2, 1, 1, 0, *cube),
        "ray-inside": seed(ORDINARY, three, 1, 2, 3, -1, 2, 1, *cube),
        "segment-edge-slide": seed(ORDINARY, three, -1, 0, 4, 9, 0, 4, *cube),
        "nan-box": seed(EXTREME, two, 0, 0, 1, 1, 0, NAN, 4, 4),
        "min-above-max": seed(ORDINARY, three, 0, 0, 0, 1, 1, 1, 0, 5, 0, 4, 4, 4),
        "huge": seed(EXTREME, three, HUGE, 0, 0, -1, 0, 0, 0, 0, 0, HUGE, 1, 1),
        "tiny-direction": seed(EXTREME, three, -9, 1, 1, TINY, 0, 0, *cube),
    }


def plane():
    p3, pts = [0, 0, 0, 0], [0, 1, 0, 0]
    return {
        "crossing": seed(ORDINARY, p3, 1, 1, -1, 2, 2, 3, 0, 0, 1, 0),
        "end-on-plane": seed(ORDINARY, p3, 1, 1, 1, 2, 2, 0, 0, 0, 1, 0),
        "in-plane": seed(ORDINARY, p3, 1, 1, 0, 3, 5, 0, 0, 0, 1, 0),
        "parallel-off": seed(ORDINARY, p3, 1, 1, 1, 3, 5, 0, 0, 0, 1, 0),
        "ray-on-plane-away": seed(ORDINARY, p3, 1, 1, 0, 0, 0, 1, 0, 0, 1, 0),
        "tilted-offset": seed(ORDINARY, p3, 0, 0, 0, 1, 1, 1, 1, 2, 3, frac(1, 1)),
        "points-crossing": seed(ORDINARY, pts, 0, 0, -1, 1, 1, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0),
        "points-in-plane": seed(ORDINARY, pts, 2, 2, 0, 3, 1, 0, 0, 0, 0, 1, 0, 0, 0, 1, 0),
        "points-collinear": seed(ORDINARY, pts, 0, 0, 0, 1, 1, 1, 0, 0, 0, 1, 1, 1, 2, 2, 2),
        "points-rotated": seed(ORDINARY, [0, 3, 7, 0], 1, 2, 3, -1, 0, 2, 0, 0, 0, 4, 0, 0, 0, 4, 0),
        "huge-normal": seed(EXTREME, p3, 1, 1, 1, 2, 2, 3, HUGE, HUGE, 0, 0),
        "nan-offset": seed(EXTREME, p3, 1, 1, 1, 2, 2, 3, 0, 0, 1, NAN),
        # Two and three planes: the plane, then p and q (normal, offset each).
        "planes-point": seed(ORDINARY, [0, 0, 1, 2], 0, 0, 0, 1, 1, 1, 1, 0, 0, 1, 0, 1, 0, 2,
                             0, 0, 1, 3),
        "planes-line": seed(ORDINARY, p3, 0, 0, 0, 1, 1, 1, 1, 0, 0, 1, 0, 1, 0, 2, 1, 1, 0, 3),
        "planes-prism": seed(ORDINARY, p3, 0, 0, 0, 1, 1, 1, 1, 0, 0, 1, 0, 1, 0, 2, 1, 1, 0, 4),
        "planes-parallel": seed(ORDINARY, p3, 0, 0, 0, 1, 1, 1, 0, 0, 1, 1, 0, 0, 2, 2, 0, 0, -1, 3),
        "planes-nearly-parallel": seed(EXTREME, p3, 0, 0, 0, 1, 1, 1, 0, 0, 1, 0, TINY, 0, 1,
                                       TINY, 0, 1, 0, 0),
    }


def triangle():
    h = [0, 0, 0, 0]
    tri = (0, 0, 0, 4, 0, 0, 0, 4, 0, 4, 4, 0)  # v0 v1 v2 v3: the square z = 0
    return {
        "through-vertex": seed(ORDINARY, h, 4, 0, -1, 0, 0, 1, *tri),
        "through-edge": seed(ORDINARY, h, 2, 0, -1, 0, 0, 1, *tri),
        "shared-diagonal": seed(ORDINARY, h, 2, 2, -1, 0, 0, 1, *tri),
        "inside": seed(ORDINARY, h, 1, 1, -1, 0, 0, 2, *tri),
        "end-on-face": seed(ORDINARY, h, 1, 1, 0, 1, 1, 5, *tri),
        "coplanar": seed(ORDINARY, h, -2, 1, 0, 8, 1, 0, *tri),
        "coplanar-edge": seed(ORDINARY, h, -2, 0, 0, 8, 0, 0, *tri),
        "point": seed(ORDINARY, h, 1, 1, 0, 1, 1, 0, *tri),
        "collinear-triangle": seed(ORDINARY, h, 1, -1, 0, 1, 1, 0, 0, 0, 0, 2, 2, 0, 4, 4, 0, 0, 4, 0),
        "permuted": seed(ORDINARY, [0, 7, 50, 3], 1, 1, -1, 0, 0, 1, *tri),
        "far": seed(ORDINARY, [0, 0, 110, 0], 1, 1, -1, 0, 0, 1, *tri),
        "huge": seed(EXTREME, h, HUGE, 1, 1, -1, 0, 0, HUGE, 0, 0, 0, HUGE, 0, 0, 0, 1, 1, 1, 1),
        "nan-vertex": seed(EXTREME, h, 1, 1, -1, 0, 0, 1, NAN, 0, 0, 4, 0, 0, 0, 4, 0, 4, 4, 0),
    }


def polygon():
    square = (0, 0, 4, 0, 4, 4, 0, 4)
    star = (0, 8, 5, -7, -8, 3, 8, 3, -5, -7)  # a pentagram {5/2}
    square3 = (0, 0, 0, 4, 0, 0, 4, 4, 0, 0, 4, 0)
    concave3 = (0, 0, 0, 6, 0, 0, 6, 6, 0, 3, 2, 0, 0, 6, 0)
    return {
        "square-inside": seed(ORDINARY, [0, 0, 4, 0, 1], 1, 1, *square),
        "square-edge": seed(ORDINARY, [0, 8, 4, 0, 2], 2, 0, *square),
        "square-vertex": seed(ORDINARY, [0, 0, 4, 0, 3], 4, 4, *square),
        "square-outside": seed(ORDINARY, [0, 0, 4, 0, 0], 5, 1, *square),
        "pentagram-centre": seed(ORDINARY, [0, 0, 5, 0, 0], 0, 0, *star),
        "collinear": seed(ORDINARY, [0, 0, 3, 0, 0], 1, 1, 0, 0, 1, 1, 2, 2),
        "too-few": seed(ORDINARY, [0, 0, 2, 0, 0], 1, 1, 0, 0, 1, 1),
        "square3-crossing": seed(ORDINARY, [0, 1, 4, 0, 0], 1, 1, 0, 1, 1, -1, 0, 0, 2, *square3),
        "square3-coplanar": seed(ORDINARY, [0, 1, 4, 0, 0], 1, 1, 0, -1, 2, 0, 8, 0, 0, *square3),
        "square3-nonzero": seed(ORDINARY, [0, 3, 4, 0, 0], 2, 2, 0, 2, 2, 1, 0, 0, -1, *square3),
        "concave3-line": seed(ORDINARY, [0, 1, 5, 0, 0], 0, 0, 0, -1, 1, 0, 1, 0, 0, *concave3),
        "nan-vertex": seed(EXTREME, [0, 0, 4, 0, 0], 1, 1, NAN, 0, 4, 0, 4, 4, 0, 4),
    }


def box():
    h2, h3 = [0, 0, 0], [0, 1, 0]
    axis_x, angle, axes_id = bytes([0]), bytes([1, 32]), bytes([0, 0])  # fz_axis2/fz_axes3
    quat = bytes([1, 2, 1, 1, 0])
    return {
        "corner-touch": seed(ORDINARY, h2, 7, 8, 5, 0, 0, 4, 4, 0, 0, axis_x, 2, 2),
        "inside": seed(ORDINARY, h2, 1, 1, 1, 0, 0, 4, 4, 2, 2, axis_x, 2, 2),
        "flat-box": seed(ORDINARY, h2, 2, 0, 1, 0, 0, 4, 0, 2, 0, axis_x, 2, 0),
        "rotated": seed(ORDINARY, h2, 3, 3, 1, -1, -1, 1, 1, 0, 0, angle, 2, 1),
        "min-above-max": seed(ORDINARY, h2, 0, 0, 1, 4, 4, 0, 0, 0, 0, axis_x, 1, 1),
        "sphere-face": seed(ORDINARY, h3, 0, 0, 5, 1, -1, -1, -1, 1, 1, 4, 0, 0, 0, axes_id, 1, 1, 1),
        "sphere-rotated": seed(ORDINARY, h3, 2, 2, 2, 1, 0, 0, 0, 1, 1, 1, 0, 0, 0, quat, 1, 2, 3),
        "huge": seed(EXTREME, h2, HUGE, 0, 1, 0, 0, HUGE, HUGE, 0, 0, axis_x, HUGE, 1),
        "nan-half": seed(EXTREME, h2, 0, 0, 1, 0, 0, 1, 1, 0, 0, axis_x, NAN, 1),
    }


def closest_point():
    h2, h3 = [0, 0, 0], [0, 1, 0]
    # the cube [-1, 1]^3 by its planes: -x <= 1, x <= 1, -y <= 1, y <= 1, -z <= 1, z <= 1
    cube_planes = (-1, 0, 0, 1, 1, 0, 0, 1, 0, -1, 0, 1, 0, 1, 0, 1, 0, 0, -1, 1, 0, 0, 1, 1)
    t2, t3 = [0, 4, 0], [0, 5, 0]
    tri3 = (0, 0, 0, 4, 0, 0, 0, 4, 0)  # T = (0,0,0) (4,0,0) (0,4,0)
    return {
        "behind-start": seed(ORDINARY, h2, -1, 1, 0, 0, 4, 0),
        "beyond-end": seed(ORDINARY, h2, 6, -1, 0, 0, 4, 0),
        "abeam": seed(ORDINARY, h2, 0, 3, 0, 0, 4, 0),
        "interior": seed(ORDINARY, h2, 1, 3, 0, 0, 4, 0),
        "degenerate": seed(ORDINARY, h2, 1, 3, 2, 2, 2, 2),
        "space": seed(ORDINARY, h3, 1, 2, 3, 0, 0, 0, 1, 1, 1),
        "far": seed(ORDINARY, [0, 0, 90], 1, 3, 0, 0, 4, 0),
        "huge": seed(EXTREME, h2, HUGE, HUGE, 0, 0, TINY, 0),
        "nan": seed(EXTREME, h3, NAN, 0, 0, 0, 0, 0, 1, 0, 0),
        # A point against a triangle (mode bit 2): p, v0, v1, v2, then the radius.
        "tri-vertex": seed(ORDINARY, t2, -3, -4, 0, 0, 4, 0, 0, 4, 5),
        "tri-edge": seed(ORDINARY, t2, 1, -3, 0, 0, 4, 0, 0, 4, 3),
        "tri-face": seed(ORDINARY, t2, 1, 1, 0, 0, 4, 0, 0, 4, 0),
        "tri-on-edge": seed(ORDINARY, t2, 2, 0, 0, 0, 4, 0, 0, 4, 0),
        "tri-voronoi-boundary": seed(ORDINARY, t2, 4, -3, 0, 0, 4, 0, 0, 4, 3),
        "tri-collinear": seed(ORDINARY, t2, 1, -2, 0, 0, 4, 0, 1, 0, 2),
        "tri-coincident": seed(ORDINARY, t2, -1, 0, 0, 0, 0, 0, 4, 0, 1),
        "tri-sliver": seed(ORDINARY, t2, 10, 7, 8, 8, 12, copy(1), 10, nudge(1, 1), 1),
        "tri-space-face": seed(ORDINARY, t3, 1, 1, 5, 0, 0, 0, 4, 0, 0, 0, 4, 0, 5),
        "tri-space-tilted": seed(ORDINARY, t3, 3, 3, 3, 6, 0, 0, 0, 3, 0, 0, 0, 3, 3),
        "tri-space-edge": seed(ORDINARY, t3, 2, -3, 4, 0, 0, 0, 4, 0, 0, 0, 4, 0, 5),
        "tri-far": seed(ORDINARY, [0, 4, 100], -3, -4, 0, 0, 4, 0, 0, 4, 5),
        "tri-null": seed(ORDINARY, [0x0F, 4, 0], 1, 1, 0, 0, 4, 0, 0, 4, 1),
        "tri-null-ball": seed(ORDINARY, [0xF0, 5, 0], 1, 1, 1, 0, 0, 0, 4, 0, 0, 0, 4, 0, 1),
        "tri-huge": seed(EXTREME, t3, HUGE, HUGE, 0, 0, 0, 0, 1, 0, 0, 0, 1, 0, HUGE),
        "tri-nan": seed(EXTREME, t2, NAN, 0, 0, 0, 4, 0, 0, 4, 1),
        # A point against a tetrahedron (mode bits 3 and 0): p, v0..v3.
        "tet-solid": seed(ORDINARY, [0, 9, 0], 1, 1, 1, 0, 0, 0, 4, 0, 0, 0, 4, 0, 0, 0, 4),
        "tet-edge": seed(ORDINARY, [0, 9, 0], 2, -1, -1, 0, 0, 0, 4, 0, 0, 0, 4, 0, 0, 0, 4),
        "tet-face": seed(ORDINARY, [0, 9, 0], 3, 3, 3, 0, 0, 0, 4, 0, 0, 0, 4, 0, 0, 0, 4),
        "tet-flat": seed(ORDINARY, [0, 9, 0], 1, 1, 5, 0, 0, 0, 4, 0, 0, 4, 4, 0, 0, 4, 0),
        # Capsules against triangles (mode bit 3; bit 4 in space): p0, p1, v0..v2, radius.
        "captri-touch": seed(ORDINARY, [0, 8, 0], 5, -1, 5, 5, 0, 0, 4, 0, 0, 4, 1),
        "captri-space": seed(ORDINARY, [0, 24, 0], 1, 1, 2, 3, 1, 2, 0, 0, 0, 4, 0, 0, 0, 4, 0, 2),
        "captri-pierce": seed(ORDINARY, [0, 24, 0], 1, 1, -1, 1, 1, 1, 0, 0, 0, 4, 0, 0, 0, 4, 0, 0),
        # A point against a convex polygon (mode bit 7): the vertex count, p, the vertices.
        "poly-square-edge": seed(ORDINARY, [0, 128, 0, 4], 2, -3, 0, 0, 4, 0, 4, 4, 0, 4),
        "poly-run-vertex": seed(ORDINARY, [0, 128, 0, 5], 2, -3, 0, 0, 2, 0, 4, 0, 4, 4, 0, 4),
        "poly-repeats": seed(ORDINARY, [0, 128, 0, 7], -1, 2, 0, 0, 0, 0, 4, 0, 4, 4, 4, 4, 0, 4,
                             0, 0),
        "poly-pentagram": seed(ORDINARY, [0, 128, 0, 5], 0, 0, 0, 8, 5, -7, -8, 3, 8, 3, -5, -7),
        "poly-collinear": seed(ORDINARY, [0, 128, 0, 4], 1, 2, 1, 0, 3, 0, 0, 0, 2, 0),
        "poly-hexagon-far": seed(ORDINARY, [0, 128, 100, 6], 3, 2, 2, 0, 1, 2, -1, 2, -2, 0, -1, -2,
                                 1, -2),
        # A point against a round solid (mode bit 6; bits 0-1: 2D capsule, capsule, cylinder,
        # cone): p, a, b (p0 and p1; apex and base), the radius.
        "round-stadium-side": seed(ORDINARY, [0, 64, 0], 6, 11, 4, 4, 8, 4, 5),
        "round-capsule-rim": seed(ORDINARY, [0, 65, 0], 6, 8, 4, 0, 0, 4, 0, 0, 8, 5),
        "round-capsule-ball": seed(ORDINARY, [0, 65, 0], 1, 1, 5, 1, 1, 1, 1, 1, 1, 2),
        "round-cylinder-rim": seed(ORDINARY, [0, 66, 0], 6, 8, 4, 0, 0, 4, 0, 0, 8, 5),
        "round-cylinder-tilted": seed(ORDINARY, [0, 66, 30], 17, 12, 9, 1, 2, 3, 3, 5, 9, 7),
        "round-cone-apex-normal": seed(ORDINARY, [0, 67, 0], 4, 0, -3, 0, 0, 0, 0, 0, 4, 3),
        "round-cone-rim-slant": seed(ORDINARY, [0, 67, 0], 7, 0, 1, 0, 0, 0, 0, 0, 4, 3),
        "round-cone-rim-nudged": seed(ORDINARY, [0, 67, 0], 3, 0, 6, 0, 0, 0, 0, 0, 4,
                                      nudge(8, -1)),
        "round-cone-huge": seed(EXTREME, [0, 67, 0], 0, 1, 0, HUGE, 0, 0, 0, 0, 0, HUGE),
        "round-cone-nan": seed(EXTREME, [0, 67, 0], 1, 1, 1, 0, 0, 0, 0, 0, 4, NAN),
        # A segment against a triangle (mode bit 5), two triangles (and bit 0), in the plane
        # z = 0 with bit 1: the segment's p0, p1 or the first triangle, then the triangle.
        "segtri-through-face": seed(ORDINARY, [0, 32, 0], 1, 1, -1, 1, 1, 3, *tri3),
        "segtri-parallel-above": seed(ORDINARY, [0, 32, 0], -1, 1, 2, 5, 1, 2, *tri3),
        "segtri-touch-edge": seed(ORDINARY, [0, 32, 0], 2, 0, 0, 2, -3, 4, *tri3),
        "segtri-plane-across": seed(ORDINARY, [0, 34, 0], -1, 1, 5, 1, 0, 0, 4, 0, 0, 4),
        "tritri-vertex-face-far": seed(ORDINARY, [0, 33, 100], *tri3, 1, 1, 2, 3, 1, 5, 1, 3, 5),
        "tritri-edge-edge": seed(ORDINARY, [0, 33, 0], -2, 0, 0, 2, 0, 0, 0, 0, -4, 0, -2, 1, 0, 2,
                                 1, 0, 0, 5),
        "tritri-parallel-faces": seed(ORDINARY, [0, 33, 0], *tri3, 1, 1, 2, 3, 1, 2, 1, 3, 2),
        "tritri-pierce": seed(ORDINARY, [0, 33, 0], *tri3, 1, 1, -1, 2, 1, 3, 1, 2, 3),
        "tritri-nudged-touch": seed(ORDINARY, [0, 33, 0], *tri3, nudge(5, 1), 0, 0, 6, 0, 1, 5, 2,
                                    1),
        "tritri-nan": seed(EXTREME, [0, 33, 0], *tri3, 1, 1, 2, NAN, 1, 5, 1, 3, 5),
        # A segment against a box (mode bit 4 without bit 3): p0, p1, then the box's min, max.
        # A segment against an oriented box (mode 192): p0, p1, center, the axes (fz_axes3:
        # 0 then a signed permutation byte, or 1 then a small-integer quaternion), half.
        "segobb-face": seed(ORDINARY, [0, 192, 0], -3, 0, 0, 3, 0, 0, 0, 0, 0, bytes([0, 0]), 1, 1, 1),
        "segobb-rotated": seed(ORDINARY, [0, 192, 0], -4, 1, 2, 5, -1, 3, 1, 1, 1,
                               bytes([1, 1, 1, 0, 0]), 1, 2, 3),
        "segobb-along-face": seed(ORDINARY, [0, 192, 0], -4, 1, 2, 4, 1, 2, 0, 0, 0,
                                  bytes([0, 9]), 3, 1, 4),
        "segobb-touch-edge": seed(ORDINARY, [0, 192, 0], -2, 1, 2, 2, 1, 2, 0, 0, 0,
                                  bytes([0, 0]), 1, 1, 2),
        "segobb-flat": seed(ORDINARY, [0, 192, 0], 1, 2, 3, 1, 2, -3, 0, 0, 0,
                            bytes([1, 3, 1, 2, 0]), 1, 0, 2),
        "segobb-point": seed(ORDINARY, [0, 192, 0], 5, 5, 5, copy(2), copy(2), copy(2), 0, 0, 0,
                             bytes([1, 2, 1, 1, 1]), 1, 1, 1),
        # A point against a convex hull (mode 193): p, the vertex count, the vertices.
        "hull-cube-face": seed(ORDINARY, [0, 193, 0], 2, 0, 0, bytes([8]), -1, -1, -1, 1, -1, -1,
                               -1, 1, -1, 1, 1, -1, -1, -1, 1, 1, -1, 1, -1, 1, 1, 1, 1, 1),
        "hull-cube-corner": seed(ORDINARY, [0, 193, 0], 3, 4, 5, bytes([8]), -1, -1, -1, 1, -1,
                                 -1, -1, 1, -1, 1, 1, -1, -1, -1, 1, 1, -1, 1, -1, 1, 1, 1, 1, 1),
        "hull-inside": seed(ORDINARY, [0, 193, 0], 0, 0, 0, bytes([5]), 2, 0, 0, -2, 1, 0, -2, -1,
                            1, -2, -1, -1, 0, 0, 3),
        "hull-tet-edge": seed(ORDINARY, [0, 193, 0], 3, 3, -1, bytes([4]), 0, 0, 0, 4, 0, 0, 0,
                              4, 0, 0, 0, 4),
        "hull-flat": seed(ORDINARY, [0, 193, 0], 1, 1, 3, bytes([6]), 0, 0, 0, 2, 0, 0, 2, 2, 0,
                          0, 2, 0, 1, 0, 0, 1, 1, 0),
        "hull-repeated": seed(ORDINARY, [0, 193, 0], 4, 4, 4, bytes([5]), 1, 1, 1, 1, 1, 1, 0, 0,
                              0, 1, 1, 1, 0, 0, 0),
        "hull-on-face": seed(ORDINARY, [0, 193, 0], 0, 0, 0, bytes([4]), -1, -1, 0, 1, -1, 0, 0,
                             2, 0, 0, 0, 5),
        "hull-far": seed(ORDINARY, [0, 193, 90], 7, 1, 1, bytes([4]), 0, 0, 0, 1, 0, 0, 0, 1, 0,
                         0, 0, 1),
        "hull-nan": seed(EXTREME, [0, 193, 0], NAN, 0, 0, bytes([3]), 0, 0, 0, 1, 0, 0, 0, 1, 0),
        # A point against a hull by its planes (mode 195): p, a byte (the plane count in its
        # low four bits; d in its high four: the last plane a copy of plane (d - 1) mod
        # (n - 1) scaled by 2^(d mod 4)), the planes (normal, offset), an exponent j.
        "hullp-cube-corner": seed(ORDINARY, [0, 195, 0], 3, 4, 5, bytes([6]), *cube_planes),
        "hullp-cube-face": seed(ORDINARY, [0, 195, 0], 2, 0, 0, bytes([6]), *cube_planes),
        "hullp-cube-edge": seed(ORDINARY, [0, 195, 0], 2, 2, 0, bytes([6]), *cube_planes),
        "hullp-inside": seed(ORDINARY, [0, 195, 0], 0, 0, 0, bytes([6]), *cube_planes),
        "hullp-on-face": seed(ORDINARY, [0, 195, 0], 1, 0, 0, bytes([6]), *cube_planes),
        "hullp-far": seed(ORDINARY, [0, 195, 90], 7, 1, 1, bytes([6]), *cube_planes, bytes([246])),
        "hullp-half-space": seed(ORDINARY, [0, 195, 0], 1, -3, 5, bytes([1]), 0, 0, 2, 4),
        "hullp-flat": seed(ORDINARY, [0, 195, 0], 2, 4, 3, bytes([2]), 0, 1, 0, 1, 0, -1, 0, -1),
        "hullp-wedge-acute": seed(ORDINARY, [0, 195, 0], 1, 5, -1, bytes([2]), 0, 0, 1, 0, 1, 0,
                                  -2, 0),
        "hullp-pyramid-apex": seed(ORDINARY, [0, 195, 0], 0, 0, 3, bytes([5]), 1, 0, 1, 1, -1, 0, 1,
                                   1, 0, 1, 1, 1, 0, -1, 1, 1, 0, 0, -1, 0),
        "hullp-pyramid-redundant": seed(ORDINARY, [0, 195, 0], 0, 0, 3, bytes([6]), 1, 0, 1, 1, -1,
                                        0, 1, 1, 0, 0, 1, 1, 0, 1, 1, 1, 0, -1, 1, 1, 0, 0, -1, 0),
        "hullp-dup-scaled": seed(ORDINARY, [0, 195, 0], 2, 3, 4, bytes([0x64]), 1, 0, 0, 1, 0, 1, 0,
                                 1, 0, 0, 1, 1),
        "hullp-nearly-parallel": seed(ORDINARY, [0, 195, 0], 1, 8, 0, bytes([2]), 1, 0, 0, 0, 1,
                                      frac(1, 30), 0, 0),
        "hullp-empty": seed(ORDINARY, [0, 195, 0], 0, 0, 0, bytes([2]), 1, 0, 0, 0, -1, 0, 0, -1),
        "hullp-empty-farkas": seed(ORDINARY, [0, 195, 0], 0, 0, 0, bytes([3]), 1, 0, 0, 0, 0, 1, 0,
                                   0, -1, -1, 0, -1),
        "hullp-zero-normal": seed(ORDINARY, [0, 195, 0], 2, 0, 0, bytes([2]), 1, 0, 0, 1, 0, 0, 0,
                                  1),
        "hullp-huge": seed(EXTREME, [0, 195, 0], HUGE, 0, 0, bytes([2]), 1, 0, 0, HUGE, TINY, 1, 0,
                           0),
        "hullp-nan": seed(EXTREME, [0, 195, 0], 1, 1, 1, bytes([2]), 1, 0, 0, NAN, 0, 1, 0, 1),
        "segbox-corner": seed(ORDINARY, [0, 16, 0], 1, 4, 4, 3, 2, 4, -1, -2, -3, 1, 2, 3),
        "segbox-crossing-far": seed(ORDINARY, [0, 16, 100], -3, 1, 1, 3, 1, 1, -1, -2, -3, 1, 2, 3),
        "segbox-along-edge": seed(ORDINARY, [0, 16, 0], -5, 2, 3, 5, 2, 3, -1, -2, -3, 1, 2, 3),
        "segbox-rectangle": seed(ORDINARY, [0, 16, 0], 0, 1, -1, 0, 1, 1, -1, -2, 0, 1, 2, 0),
        "segbox-near-miss": seed(ORDINARY, [0, 16, 0], 5, frac(-3, 1), 2, nudge(0, -1), -4, 4,
                                 2, -4, 2, 2, -4, 4),
        "segbox-subnormal-gap": seed(EXTREME, [0, 16, 0], -4, scaled(0, -1075), 4, -4, 4, 4, -8, 0,
                                     -8, 8, 8, 8),
    }


def predicates():
    orient, rnd = [0, 0, 0, 0], [0, 2, 0, 0]
    valid, valid_null = [0x34, 3, 0, 0], [0x35, 3, 0, 0]  # 3 vertices, 1 plane (NULL vertices)
    return {
        "collinear": seed(ORDINARY, orient, 0, 0, 0, 1, 1, 0, 2, 2, 0, 5, 1, 1),
        "coplanar": seed(ORDINARY, orient, 0, 0, 0, 1, 0, 0, 0, 1, 0, 3, 3, 0),
        "tiny-turn": seed(ORDINARY, orient, 0, 0, 0, 1, 1, 0, 2, nudge(0, 1), 0, 0, 0, 1),
        "far": seed(ORDINARY, [0, 0, 100, 50], 0, 0, 0, 1, 1, 0, 2, 3, 0, 1, 1, 1),
        "on-circle": seed(ORDINARY, rnd, 3, 4, 0, 0, 0, 0, 6, 0, 0, 5),
        "capsule-side": seed(ORDINARY, rnd, 2, 3, 0, 0, 0, 0, 4, 0, 0, 3),
        "capsule-point": seed(ORDINARY, rnd, 1, 0, 0, 0, 0, 0, 0, 0, 0, 1),
        "radius-zero": seed(ORDINARY, rnd, 1, 1, 1, 1, 1, 1, 2, 2, 2, 0),
        "valid-shapes": seed(ORDINARY, valid, 0, 0, 0, 1, 1, 1, 1, 0, 0, 0, 1, 0, 2, 3),
        "invalid-shapes": seed(EXTREME, valid_null, NAN, 0, 0, 1, INF, 1, 0, 0, 0, 0, 0, 0, -1, 3),
        "huge": seed(EXTREME, orient, HUGE, 0, 0, 0, HUGE, 0, TINY, TINY, 0, 1, 1, 1),
    }


def segment2():
    h = [0, 0]  # options, k
    return {
        "crossing": seed(ORDINARY, h, 0, 0, 4, 4, 0, 4, 4, 0),
        "crossing-thirds": seed(ORDINARY, h, 0, 0, 3, 1, 1, -1, 2, 2),
        "t-junction": seed(ORDINARY, h, 0, 0, 4, 0, 2, 0, 2, 3),
        "end-on-interior": seed(ORDINARY, h, 2, 0, 2, 5, 0, 1, 4, 1),
        "shared-end": seed(ORDINARY, h, 0, 0, 2, 2, 2, 2, 4, 0),
        "collinear-overlap": seed(ORDINARY, h, 0, 0, 4, 2, 2, 1, 6, 3),
        "collinear-inside": seed(ORDINARY, h, 0, 0, 6, 0, 4, 0, 1, 0),
        "collinear-end": seed(ORDINARY, h, 0, 0, 2, 0, 2, 0, 5, 0),
        "collinear-apart": seed(ORDINARY, h, 0, 0, 1, 1, 2, 2, 3, 3),
        "vertical-overlap": seed(ORDINARY, h, 1, 0, 1, 4, 1, 6, 1, 2),
        "parallel": seed(ORDINARY, h, 0, 0, 4, 0, 0, 1, 4, 1),
        "miss": seed(ORDINARY, h, 0, 0, 1, 1, 3, 0, 2, -5),
        "point-on": seed(ORDINARY, h, 1, 1, 1, 1, 0, 0, 3, 3),
        "point-off": seed(ORDINARY, h, 1, 2, 1, 2, 0, 0, 3, 3),
        "points-equal": seed(ORDINARY, h, 5, -3, 5, -3, 5, -3, 5, -3),
        "near-parallel": seed(ORDINARY, h, -3, nudge(0, 1), 3, 1, -3, -1, 3, nudge(0, 1)),
        "far": seed(ORDINARY, [0, 100], 0, 0, 4, 4, 0, 4, 4, 0),
        "null": seed(ORDINARY, [0x0F, 0], 0, 0, 4, 4, 0, 4, 4, 0),
        "huge": seed(EXTREME, h, HUGE, 0, 0, HUGE, 0, 0, HUGE, HUGE),
        "tiny": seed(EXTREME, h, 0, 0, TINY, TINY, TINY, 0, 0, TINY),
        "nan": seed(EXTREME, h, NAN, 0, 1, 1, 0, 1, 1, 0),
        "inf": seed(EXTREME, h, 0, 0, INF, 0, 1, -1, 1, 1),
    }


def overlap():
    # options, k; then ball a (c, r), ball b (c, r), capsule (p0, p1, r), boxes a, b (min, max)
    h, far = [0, 0], [0, 100]
    return {
        "balls-touch": seed(ORDINARY, h, 1, 2, 3, 2, 3, 5, 9, 5, 0, 0, 0, 10, 0, 0, 1,
                            0, 0, 0, 1, 1, 1, 1, 0, 0, 2, 1, 1),
        "cap-touch": seed(ORDINARY, h, 13, 4, 0, 4, 0, 0, 0, 0, 0, 0, 0, 10, 0, 0, 1,
                          0, 0, 0, 1, 1, 1, 1, 1, 1, 2, 2, 2),
        "point-capsule": seed(ORDINARY, h, 3, 4, 7, 6, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
                              2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2),
        "boxes-edge": seed(ORDINARY, far, 0, 0, 0, 0, 5, 0, 0, 5, -3, 0, 0, 3, 0, 0, 0,
                           0, 0, 0, 1, 1, 1, 1, 1, 0, 2, 2, 1),
        "box-inverted": seed(ORDINARY, h, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 1,
                             5, 0, 0, 3, 1, 1, 0, 0, 0, 10, 10, 10),
        "nan-ball": seed(EXTREME, h, NAN, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 1,
                         0, 0, 0, INF, 1, 1, 0, 0, 0, 1, 1, 1),
        # then oriented boxes a, b (centre, axis0, axis1, axis2, half): b turned by 90
        # degrees touching a's face x = 1 (boxes: the same cube, so AABB-OBB touches too)
        "obb-face-touch": seed(ORDINARY, h, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 1,
                               -1, -1, -1, 1, 1, 1, -1, -1, -1, 1, 1, 1,
                               0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 1, 1, 1,
                               2, 0, 0, 0, 1, 0, -1, 0, 0, 0, 0, 1, 1, 1, 1),
        "obb-edge-point": seed(ORDINARY, far, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 1,
                               -1, -1, -1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
                               0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 1, 0, 1, 2, 0,
                               1, 1, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0),
        "obb-nan-axis": seed(EXTREME, h, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 1,
                             0, 0, 0, 1, 1, 1, 0, 0, 0, 1, 1, 1,
                             0, 0, 0, NAN, 0, 0, 0, 1, 0, 0, 0, 1, 1, 1, 1,
                             0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 1, 1, 1),
        # the capsule against box b and oriented box b (the cube [0, 2]^3 turned a quarter):
        # its core 3-4-5 from the edge x = y = 2 at radius 5, touching; the rounded corner
        "capsule-box-edge": seed(ORDINARY, h, 0, 0, 0, 1, 0, 0, 0, 1, 5, 6, -10, 5, 6, 10, 5,
                                 0, 0, 0, 1, 1, 1, 0, 0, 0, 2, 2, 2,
                                 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 1, 1, 1,
                                 1, 1, 1, 0, 0, 1, 1, 0, 0, 0, -1, 0, 1, 1, 1),
        "capsule-box-corner": seed(ORDINARY, far, 0, 0, 0, 1, 0, 0, 0, 1, 3, 3, -1, 3, 3, 3, 1,
                                   0, 0, 0, 1, 1, 1, 0, 0, 0, 2, 2, 2,
                                   0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 1, 1, 1,
                                   1, 1, 1, 0, 0, 1, 1, 0, 0, 0, -1, 0, 1, 1, 1),
        # then triangles a, b: b's edge touching a's edge skew at (2 2 0); b sharing a's
        # hypotenuse in the plane z = 0; a collinear b ending on a's face
        "tri-edge-edge": seed(ORDINARY, h, *(BOXES_BEFORE_TRIANGLES + [0, 0, 0, 4, 0, 0, 0, 4, 0,
                                                                    2, 2, -1, 2, 2, 1, 5, 5, 0])),
        "tri-coplanar-edge": seed(ORDINARY, h, *(BOXES_BEFORE_TRIANGLES + [0, 0, 0, 4, 0, 0, 0, 4, 0,
                                                                        4, 0, 0, 0, 4, 0, 4, 4, 0])),
        "tri-collinear": seed(ORDINARY, far, *(BOXES_BEFORE_TRIANGLES + [0, 0, 0, 4, 0, 0, 0, 4, 0,
                                                                      1, 1, 0, 1, 1, 1, 1, 1, 2])),
        # b touching the unit cube (box a, and oriented box a) at its corner (1 1 1), and in
        # the plane of its face x = 1
        "box-tri-corner": seed(ORDINARY, h, *(BOXES_BEFORE_TRIANGLES + [0, 0, 0, 4, 0, 0, 0, 4, 0,
                                                                     1, 1, 1, 2, 3, 2, 3, 2, 2])),
        "box-tri-face": seed(ORDINARY, h, *(BOXES_BEFORE_TRIANGLES + [0, 0, 0, 4, 0, 0, 0, 4, 0,
                                                                   1, 2, 2, 1, -3, 0, 1, 0, -3])),
        # then the plane 2z = 2 (normal, offset), the plane through (0 0 1), (1 0 1),
        # (0 1 1), a cone (apex, base, radius) and a triangle: every solid of the case
        # touches z = 1 (ball a, the capsule's end ball, box a's face, OBB a's face, the
        # cone's base disc lying in it, the triangle's vertex)
        "plane-touch": seed(ORDINARY, h, 0, 0, 3, 2, 9, 9, 9, 1, 0, 0, 2, 4, 0, 3, 1,
                            0, 0, 1, 1, 1, 2, 5, 5, 5, 6, 6, 6,
                            0, 0, 3, 1, 0, 0, 0, 1, 0, 0, 0, 1, 1, 1, 2,
                            0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 1, 1, 1,
                            9, 9, 9, 9, 9, 8, 9, 8, 9, 7, 7, 7, 7, 7, 6, 7, 6, 7,  # triangles a, b (apart)
                            0, 0, 2, 2, 0, 0, 1, 1, 0, 1, 0, 1, 1,
                            0, 0, 5, 0, 0, 1, 3, 0, 0, 1, 1, 0, 2, 0, 1, 3),
        # the same at 2^100, and the cone's rim touching z = 0 (axis (4, 0, -3), radius 5)
        "plane-rim-far": seed(ORDINARY, far, 0, 0, 3, 2, 9, 9, 9, 1, 0, 0, 2, 4, 0, 3, 1,
                              0, 0, 1, 1, 1, 2, 5, 5, 5, 6, 6, 6,
                              0, 0, 3, 1, 0, 0, 0, 1, 0, 0, 0, 1, 1, 1, 2,
                              0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 1, 1, 1,
                              9, 9, 9, 9, 9, 8, 9, 8, 9, 7, 7, 7, 7, 7, 6, 7, 6, 7,  # triangles a, b (apart)
                              0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 1, 0,
                              -4, 0, 7, 0, 0, 4, 5, 0, 0, 0, 1, 0, 0, 0, 1, 0),
        # collinear plane points, a zero normal, a NaN cone radius
        "plane-invalid": seed(EXTREME, h, 0, 0, 3, 2, 9, 9, 9, 1, 0, 0, 2, 4, 0, 3, 1,
                              0, 0, 1, 1, 1, 2, 5, 5, 5, 6, 6, 6,
                              0, 0, 3, 1, 0, 0, 0, 1, 0, 0, 0, 1, 1, 1, 2,
                              0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 1, 1, 1,
                              9, 9, 9, 9, 9, 8, 9, 8, 9, 7, 7, 7, 7, 7, 6, 7, 6, 7,  # triangles a, b (apart)
                              0, 0, 0, 2, 0, 0, 0, 1, 1, 1, 2, 2, 2,
                              0, 0, 5, 0, 0, 1, NAN, 0, 0, 1, 1, 0, 2, 0, 1, 3),
        # then a frustum (six planes: normal, offset) and a matrix: glm::perspective(90
        # degrees, 1, 1, 3) by hand, its near face z = -1 tangent to ball a (the origin,
        # radius 1) at (0 0 -1); the same planes with the far plane turned to z >= 0 (empty);
        # a NaN offset and an infinite matrix entry
        "frustum-touch": seed(ORDINARY, h, *(BOXES_BEFORE_TRIANGLES + TRIANGLES_AND_PLANES +
                                             FRUSTUM + PERSPECTIVE)),
        "frustum-empty": seed(ORDINARY, far, *(BOXES_BEFORE_TRIANGLES + TRIANGLES_AND_PLANES +
                                               FRUSTUM[:20] + [0, 0, -1, 0] + PERSPECTIVE)),
        "frustum-invalid": seed(EXTREME, h, *(BOXES_BEFORE_TRIANGLES + TRIANGLES_AND_PLANES +
                                              FRUSTUM[:3] + [NAN] + FRUSTUM[4:] + [INF] +
                                              PERSPECTIVE[1:])),
        # then two hulls (a count byte: vertices in the low nibble, planes in the high; the
        # vertices; the planes): the unit cube by its planes and the cube beside it sharing
        # the face x = 1 (ball b at (2 0 0) radius 1 touches the cube at (1 0 0), the plane
        # z = 1 its top face); a tetrahedron by its vertices; an empty pair of planes
        "hull-face-touch": seed(ORDINARY, h, *(BOXES_BEFORE_TRIANGLES + TRIANGLES_AND_PLANES +
                                               FRUSTUM + PERSPECTIVE + [bytes([0x60])] + CUBE +
                                               [bytes([0x60])] + CUBE_BESIDE)),
        "hull-verts": seed(ORDINARY, far, *(BOXES_BEFORE_TRIANGLES + TRIANGLES_AND_PLANES +
                                            FRUSTUM + PERSPECTIVE + [bytes([0x04])] +
                                            [0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1] +
                                            [bytes([0x60])] + CUBE)),
        "hull-empty": seed(ORDINARY, h, *(BOXES_BEFORE_TRIANGLES + TRIANGLES_AND_PLANES +
                                          FRUSTUM + PERSPECTIVE + [bytes([0x20])] +
                                          [1, 0, 0, 0, -1, 0, 0, -1] + [bytes([0x60])] + CUBE)),
    }


# Every number before the triangles of fuzz_overlap.c: balls, capsule, boxes, oriented boxes
# (the unit cube in each).
BOXES_BEFORE_TRIANGLES = [0, 0, 0, 1, 2, 0, 0, 1, 0, 0, 0, 1, 0, 0, 1,
                          0, 0, 0, 1, 1, 1, 0, 0, 0, 1, 1, 1,
                          0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 1, 1, 1,
                          0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 1, 1, 1]


# The triangles and the plane block of fuzz_overlap.c (apart from everything), then the
# frustum of glm::perspective(radians(90), 1, 1, 3) with f = 1 and its matrix, column-major.
TRIANGLES_AND_PLANES = [9, 9, 9, 9, 9, 8, 9, 8, 9, 7, 7, 7, 7, 7, 6, 7, 6, 7,
                        0, 0, 2, 2, 0, 0, 1, 1, 0, 1, 0, 1, 1,
                        0, 0, 5, 0, 0, 1, 3, 0, 0, 1, 1, 0, 2, 0, 1, 3]
FRUSTUM = [-1, 0, 1, 0, 1, 0, 1, 0, 0, -1, 1, 0, 0, 1, 1, 0, 0, 0, 3, -3, 0, 0, -1, 3]
PERSPECTIVE = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, -2, -1, 0, 0, -3, 0]
def locate():
    # options, mode (0 triangle 2D, 1 triangle 3D, 2 tetrahedron, 3 + 4 (m - 1) a hull of m
    # planes, + 32 by vertices only), k
    t2, t3, tet = [0, 0, 3], [0, 1, 3], [0, 2, 3]
    tri2, tri3 = (0, 0, 4, 0, 0, 4), (0, 0, 0, 4, 0, 0, 0, 4, 0)
    unit = (0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1)
    box = (0, 0, 0, 1, 1, 1)
    return {
        "tri2-inside": seed(ORDINARY, t2, 1, 1, *tri2),
        "tri2-edge": seed(ORDINARY, t2, 2, 2, *tri2),
        "tri2-vertex": seed(ORDINARY, t2, 4, 0, *tri2),
        "tri2-edge-nudged": seed(ORDINARY, t2, 2, 2, nudge(0, 1), *tri2),
        "tri2-collinear": seed(ORDINARY, t2, 1, 1, 0, 0, 2, 2, 1, 1),
        "tri2-point": seed(ORDINARY, t2, 1, 1, 1, 1, 1, 1, 1, 1),
        "tri3-above": seed(ORDINARY, t3, 1, 1, 7, *tri3),
        "tri3-edge-below": seed(ORDINARY, t3, 2, 2, -3, *tri3),
        "tri3-collinear": seed(ORDINARY, t3, 1, 1, 1, 0, 0, 0, 1, 1, 1, 2, 2, 2),
        "tri3-far": seed(EXTREME, t3, 1, 2, HUGE, *tri3),
        "tri3-nan": seed(EXTREME, t3, 1, 1, NAN, *tri3),
        "tet-inside": seed(ORDINARY, tet, frac(1, 2), frac(1, 2), frac(1, 3), *unit),
        "tet-face": seed(ORDINARY, tet, frac(1, 2), frac(1, 2), 0, *unit),
        "tet-flat": seed(ORDINARY, tet, 1, 1, 0, 0, 0, 0, 2, 0, 0, 0, 2, 0, 2, 2, 0),
        "tet-collinear": seed(ORDINARY, tet, 1, 1, 1, 0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3),
        "hull-cube-face": seed(ORDINARY, [0, 3 + 4 * 5, 3], 1, frac(1, 1), 0, *CUBE, *box),
        "hull-cube-inside": seed(ORDINARY, [0, 3 + 4 * 5, 3], frac(1, 1), frac(1, 1), frac(1, 1),
                                 *CUBE, *box),
        "hull-empty": seed(ORDINARY, [0, 3 + 4 * 1, 3], 0, 0, 0, 1, 0, 0, 0, -1, 0, 0, -1, *box),
        "hull-flat": seed(ORDINARY, [0, 3 + 4 * 1, 3], 0, 5, 5, 1, 0, 0, 0, -1, 0, 0, 0, *box),
        "hull-vertices": seed(ORDINARY, [0, 3 + 32, 3], 0, 0, 0, 1, 0, 0, 1, *box),
        "hull-zero-normal": seed(ORDINARY, [0, 3, 3], 0, 0, 0, 0, 0, 0, 1, *box),
    }


def polygon2_lin():
    # options, mode (bit 0 triangle, bits 1-2 rule: 2 even-odd), vertex count, k; a, b, vertices
    square = (0, 0, 4, 0, 4, 4, 0, 4)
    notch = (0, 0, 4, 0, 4, 4, 2, 1, 0, 4)  # a concave square, its notch tip at (2, 1)
    star = (0, 8, 5, -7, -8, 3, 8, 3, -5, -7)  # a pentagram {5/2}
    tri = (1, 0, 3, 0, 2, 2)
    return {
        "tri-crossing": seed(ORDINARY, [0, 1, 3, 0], 0, frac(1, 1), 1, 0, *tri),
        "tri-apex": seed(ORDINARY, [0, 1, 3, 0], 0, 2, 1, 0, *tri),
        "tri-along-base": seed(ORDINARY, [0, 1, 3, 0], 0, 0, 1, 0, *tri),
        "tri-inside": seed(ORDINARY, [0, 1, 3, 0], 2, frac(1, 1), 1, NEG_ZERO, *tri),
        "tri-collinear": seed(ORDINARY, [0, 1, 3, 0], -1, 1, 1, 0, 0, 0, 2, 2, 4, 4),
        "square-edge-start": seed(ORDINARY, [0, 0, 4, 0], 2, 0, 0, 1, *square),
        "notch-tip": seed(ORDINARY, [0, 0, 5, 0], -1, 1, 1, 0, *notch),
        "notch-two-pieces": seed(ORDINARY, [0, 0, 5, 0], -1, 2, 1, 0, *notch),
        "pentagram-evenodd": seed(ORDINARY, [0, 2, 5, 0], -9, 0, 1, 0, *star),
        "pentagram-vertex": seed(ORDINARY, [0, 0, 5, 0], -9, 3, 1, 0, *star),
        "repeated-vertex": seed(ORDINARY, [0, 0, 5, 0], -1, 2, 1, 0, 0, 0, 4, 0, 4, 0, 4, 4, 0, 4),
        "point-component": seed(ORDINARY, [0, 0, 4, 0], 1, 1, 0, 0, *square),
        "far": seed(EXTREME, [0, 0, 4, 3], HUGE, 1, 1, 0, *square),
        "nan": seed(EXTREME, [0, 0, 4, 0], NAN, 1, 1, 0, *square),
    }


# The unit cube by its planes (normal, offset), and the cube [1, 2] x [0, 1] x [0, 1].
CUBE = [1, 0, 0, 1, -1, 0, 0, 0, 0, 1, 0, 1, 0, -1, 0, 0, 0, 0, 1, 1, 0, 0, -1, 0]
CUBE_BESIDE = [1, 0, 0, 2, -1, 0, 0, -1, 0, 1, 0, 1, 0, -1, 0, 0, 0, 0, 1, 1, 0, 0, -1, 0]


def linear_hull():
    def hdr(count, k=0, j=0):
        return [0, count - 1, k, j]  # options, mode (planes - 1), k, j
    half = frac(1, 1)
    tet = [-1, 0, 0, 0, 0, -1, 0, 0, 0, 0, -1, 0, 1, 1, 1, 1]
    return {
        "ray-crossing": seed(ORDINARY, hdr(6), -1, half, half, 1, 0, 0, *CUBE),
        "ray-along-edge": seed(ORDINARY, hdr(6), -1, 0, 0, 1, 0, 0, *CUBE),
        "ray-in-face-zero-dir": seed(ORDINARY, hdr(6), 0, half, half, NEG_ZERO, 1, 0, *CUBE),
        "segment-inside": seed(ORDINARY, hdr(6), frac(1, 2), half, half, frac(3, 2), half, half,
                               *CUBE),
        "segment-ends-on-face": seed(ORDINARY, hdr(6), -1, half, half, 0, half, half, *CUBE),
        "tet-through-vertex": seed(ORDINARY, hdr(4), 1, 1, 1, -1, -1, -1, *tet),
        "tet-edge": seed(ORDINARY, hdr(4), -1, 0, 0, 1, 0, 0, *tet),
        "half-space": seed(ORDINARY, hdr(1), 0, 0, 1, 0, 0, -1, 0, 0, 1, 0),
        "slab-line-inside": seed(ORDINARY, hdr(2), 0, 0, half, 1, 0, 0, 0, 0, 1, 1, 0, 0, -1, 0),
        "empty": seed(ORDINARY, hdr(2), 0, 0, 5, 0, 0, -1, 0, 0, 1, 0, 0, 0, -1, -1),
        "flat": seed(ORDINARY, hdr(2), 0, 0, 5, 0, 0, -1, 0, 0, 1, 0, 0, 0, -1, 0),
        "point-on-face": seed(ORDINARY, hdr(6), 1, half, half, 0, 0, 0, *CUBE),
        "scaled-far": seed(ORDINARY, hdr(6, 100, 3), -1, half, half, 1, 0, 0, *CUBE),
        "zero-normal": seed(ORDINARY, hdr(2), -1, half, half, 1, 0, 0, 1, 0, 0, 1, 0, 0, 0, 1),
        "nan-offset": seed(EXTREME, hdr(1), -1, half, half, 1, 0, 0, 1, 0, 0, NAN),
        "huge": seed(EXTREME, hdr(6), HUGE, half, half, -1, 0, 0, *CUBE),
        "tiny-direction": seed(EXTREME, hdr(6), -1, half, half, TINY, 0, 0, *CUBE),
        # oriented boxes (mode bit 7; bit 0: 3D): a, b, centre, axes, half extents
        "box3-crossing": seed(ORDINARY, [0, 0x81, 0, 0], -3, half, half, 1, 0, 0, 0, 0, 0,
                              1, 0, 0, 0, 1, 0, 0, 0, 1, 1, 1, 1),
        "box3-edge": seed(ORDINARY, [0, 0x81, 0, 0], -3, 1, 1, 1, 0, 0, 0, 0, 0,
                          1, 0, 0, 0, 1, 0, 0, 0, 1, 1, 1, 1),
        "box3-flat": seed(ORDINARY, [0, 0x81, 0, 0], 0, 0, -2, 0, 0, 1, 0, 0, 0,
                          0, 1, 0, -1, 0, 0, 0, 0, 1, 1, 1, 0),
        "box2-rotated": seed(ORDINARY, [0, 0x80, 0, 0], -2, 0, 1, 0, 0, 0,
                             frac(3, 2), frac(1, 0), 1, 1),
        "box2-corner": seed(ORDINARY, [0, 0x80, 0, 0], -2, -2, 1, 1, 0, 0, 0, 1, 1, 1),
        "box2-skewed-axis": seed(ORDINARY, [0, 0x80, 0, 0], -2, 0, 1, 0, 0, 0, 2, 0, 1, 1),
    }


TARGETS = {
    "linear_sphere": linear_sphere,
    "linear_box": linear_box,
    "plane": plane,
    "triangle": triangle,
    "polygon": polygon,
    "box": box,
    "closest_point": closest_point,
    "predicates": predicates,
    "segment2": segment2,
    "overlap": overlap,
    "locate": locate,
    "linear_hull": linear_hull,
    "polygon2_lin": polygon2_lin,
}


def main():
    for target, make in TARGETS.items():
        folder = os.path.join("tests", "fuzz", "corpus", target)
        os.makedirs(folder, exist_ok=True)
        for name, data in make().items():
            with open(os.path.join(folder, "seed-" + name), "wb") as out:
                out.write(data)


if __name__ == "__main__":
    main()
