#!/usr/bin/env python3
"""Compare isect's speed between two builds of the benchmarks, row by row.

    scripts/bench_compare.py OLD_BENCH_DIR NEW_BENCH_DIR [ROUNDS] [FILTER]

OLD_BENCH_DIR and NEW_BENCH_DIR hold the bench_* programs of two commits (e.g. a clone
of the old commit built with `make bench`, and build/bench/bench). For a restructure or a
speed-up: each program runs ROUNDS times (default 3) in each build, old and new
alternating so that a slow spell of the machine hits both, 3 repetitions of 0.2 s per
round. Only the isect rows (FILTER, default "/isect$") are timed.

For each row it prints the best (lowest) median of each build, new / old, and the noise:
the largest spread between one build's rounds, (max - min) / min, over both builds. A
row is "slower" when new / old - 1 exceeds that noise and 3%. Exit 0 when no row is
slower.
"""
import csv
import io
import os
import subprocess
import sys

PROGRAMS = ["bench_predicates", "bench_linear_sphere", "bench_linear_box", "bench_plane", "bench_closest_point",
            "bench_box", "bench_polygon", "bench_triangle", "bench_segment2"]


def run(program, flt):
    out = subprocess.run(
        [program, "--benchmark_filter=" + flt, "--benchmark_repetitions=3",
         "--benchmark_min_time=0.2", "--benchmark_report_aggregates_only=true",
         "--benchmark_format=csv"],
        check=True, capture_output=True, text=True).stdout
    medians = {}
    for row in csv.DictReader(io.StringIO(out)):
        name = row["name"]
        if name.endswith("_median"):
            medians[name[:-len("_median")]] = float(row["cpu_time"])
    return medians


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    old_dir, new_dir = sys.argv[1], sys.argv[2]
    rounds = int(sys.argv[3]) if len(sys.argv) > 3 else 3
    flt = sys.argv[4] if len(sys.argv) > 4 else "/isect$"
    slower = 0
    print(f"{'benchmark':44} {'old ns':>8} {'new ns':>8} {'new/old':>8} {'noise':>6}")
    for name in PROGRAMS:
        old_prog, new_prog = os.path.join(old_dir, name), os.path.join(new_dir, name)
        if not (os.access(old_prog, os.X_OK) and os.access(new_prog, os.X_OK)):
            print(f"{name}: missing in one build, skipped", file=sys.stderr)
            continue
        times = {"old": {}, "new": {}}
        for _ in range(rounds):
            for build, prog in (("old", old_prog), ("new", new_prog)):
                for row, ns in run(prog, flt).items():
                    times[build].setdefault(row, []).append(ns)
        for row in sorted(times["old"]):
            if row not in times["new"]:
                continue
            o, n = times["old"][row], times["new"][row]
            noise = max((max(t) - min(t)) / min(t) for t in (o, n))
            ratio = min(n) / min(o)
            mark = ""
            if ratio - 1 > max(noise, 0.03):
                mark = "  slower"
                slower += 1
            print(f"{row:44} {min(o):8.2f} {min(n):8.2f} {ratio:8.3f} {noise:6.1%}{mark}")
        sys.stdout.flush()
    print(f"bench_compare: {slower} rows slower than the noise")
    return 1 if slower else 0


if __name__ == "__main__":
    sys.exit(main())
