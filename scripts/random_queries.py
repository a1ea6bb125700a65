#!/usr/bin/env python3
"""Random queries for every line of tools/queries.def, in the isect command's language.

    scripts/random_queries.py SEED N > queries.txt

N lines per query: coordinates drawn from small integers (touching and degenerate
cases), a mix of ordinary and special values (0, -0, subnormals, the largest double),
any finite bit pattern, and a uniform exponent over the whole range. Used by
scripts/same_answers.sh to show that a change (a restructure, a speed-up) leaves every
answer bit for bit as it was."""
import random
import re
import struct
import sys

random.seed(int(sys.argv[1]) if len(sys.argv) > 1 else 1)
N = int(sys.argv[2]) if len(sys.argv) > 2 else 2000
SPECIAL = ['0', '-0', '1', '-1', '2', '0.5', '3', '-2', '1e-300', '-1e-300', '1e300', '-1e300',
           '4.9e-324', '2.2250738585072014e-308', '1.7976931348623157e308', '0.1', '0.3', '1e-8', '1e16']
def num(mode):
    r = random.random()
    if mode == 0:   # small integers: touching and degenerate cases
        return str(random.randint(-3, 3))
    if mode == 1:
        if r < 0.3: return random.choice(SPECIAL)
        return repr(random.uniform(-4, 4))
    if mode == 2:  # any double bit pattern that is finite
        while True:
            x = struct.unpack('<d', struct.pack('<Q', random.getrandbits(64)))[0]
            if x == x and abs(x) != float('inf'): return repr(x)
    s = random.uniform(-1, 1) * 2.0 ** random.randint(-1070, 1020)
    return repr(s)
def pt(d, m): return '(' + ' '.join(num(m) for _ in range(d)) + ')'
def rad(m):
    r = num(m)
    if random.random() < 0.9: r = r.lstrip('-')
    return r
def shape(tag, m):
    d = 2 if tag.endswith('2') else 3
    base = tag[:-1]
    if tag == 'plane3p': return 'plane ' + pt(3, m) + ' ' + pt(3, m) + ' ' + pt(3, m)
    if base == 'point': return 'point ' + pt(d, m)
    if base == 'line': return 'line ' + pt(d, m) + ' ' + pt(d, m)
    if base == 'ray': return 'ray ' + pt(d, m) + ' ' + pt(d, m)
    if base == 'seg': return 'segment ' + pt(d, m) + ' ' + pt(d, m)
    if base == 'plane': return 'plane ' + pt(3, m) + ' ' + num(m)
    if base in ('circle', 'sphere'): return base + ' ' + pt(d, m) + ' ' + rad(m)
    if base in ('capsule', 'cylinder', 'cone'): return base + ' ' + pt(d, m) + ' ' + pt(d, m) + ' ' + rad(m)
    if base == 'aabb':
        lo = [num(m) for _ in range(d)]; hi = [num(m) for _ in range(d)]
        if random.random() < 0.9:
            pairs = [sorted([float(a), float(b)]) for a, b in zip(lo, hi)]
            lo = [repr(p[0]) for p in pairs]; hi = [repr(p[1]) for p in pairs]
        return 'aabb (' + ' '.join(lo) + ') (' + ' '.join(hi) + ')'
    if base == 'obb':
        axes = [pt(d, 1 if m == 0 else m) for _ in range(1 if d == 2 else 3)]
        if random.random() < 0.5:
            axes = ['(1 0)'] if d == 2 else ['(1 0 0)', '(0 1 0)', '(0 0 1)']
        half = '(' + ' '.join(rad(m) for _ in range(d)) + ')'
        return 'obb ' + pt(d, m) + ' ' + ' '.join(axes) + ' ' + half
    if base == 'tri': return 'triangle ' + ' '.join(pt(d, m) for _ in range(3))
    if base == 'quad': return 'quad ' + ' '.join(pt(3, m) for _ in range(4))
    if base == 'tet': return 'tetrahedron ' + ' '.join(pt(3, m) for _ in range(4))
    if base == 'poly':
        n = random.randint(3, 7)
        return 'polygon ' + random.choice(['', 'evenodd ']) + ' '.join(pt(d, m) for _ in range(n))
    if base == 'hull':  # by its vertices, or by its planes (normal, offset)
        n = random.randint(1, 8)
        if random.random() < 0.5:
            return 'hull ' + ' '.join(pt(3, m) for _ in range(n))
        return 'hull planes ' + ' '.join(pt(3, m) + ' ' + num(m) for _ in range(n))
    raise Exception(tag)
qs = []
for m in re.finditer(r"^Q[234]\((\w+), \w+, \w+, (isect_\w+), ([\w, ]+)\)", open("tools/queries.def").read(), re.M):
    qs.append([m.group(1), m.group(2)] + m.group(3).split(", "))
for q in qs:
    kind, fn, tags = q[0], q[1], q[2:]
    for i in range(N):
        m = random.choice([0, 0, 1, 1, 2, 3])
        if kind in ('orient', 'dot'):
            print(kind + ' ' + ' '.join(pt(2 if t.endswith('2') else 3, m) for t in tags))
        else:
            word = 'contains' if kind == 'classify' and random.random() < 0.2 else kind
            if kind == 'winding': word = 'winding'
            print(word + ' ' + shape(tags[0], m) + ' vs ' + shape(tags[1], m))
