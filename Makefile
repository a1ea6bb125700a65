# isect -- the front door. CMake does the building; these targets name the common jobs.
#
#   make            build the library and the isect command (double precision)
#   make demo       install libpng-dev if missing, build, then run the isect command's
#                   built-in gallery (writes isect-demo.svg and isect-demo.png here)
#   make docs       regenerate docs/gallery.md's pictures (docs/img/) with the command
#   make test       install what the tests need, then build and test three ways:
#                   double (gcc), float (clang) and ASan+UBSan (gcc), warnings as errors;
#                   the library and command are also compiled with the other compiler
#                   of each precision, so both compilers see every line; last, every
#                   fuzz target runs FUZZ_SMOKE_SECONDS (3) in each precision, after
#                   replaying its seed corpus (a finding fails the test)
#   make fuzz       build the libFuzzer targets (clang, ASan+UBSan, both precisions) and
#                   run each for FUZZ_SECONDS (300); prints executions and findings per
#                   target and fails on a finding (tests/fuzz/README.md)
#   make oracle     the full exact-oracle run (10^6 uniform + 10^6 adversarial cases per
#                   query, predicate and precision); writes docs/oracle.md
#   make bench      build the benchmarks (Release) and print ns/query against naive and GLM,
#                   then time the isect command on 10^6 lines (bench/bench_cli.sh)
#   make coverage   build with gcov (gcc, -O0), run every test, write an HTML report to
#                   build/coverage/html/index.html and print line and branch coverage of
#                   src/ (the library) and tools/ (the command)
#   make format     clang-format every C file
#   make clean      remove build/
#
# Missing Debian packages are installed first (as root, with apt-get; see
# scripts/deps.sh), and the command says what it installs.

MAKEFLAGS += --no-print-directory
JOBS ?= 2
BUILD ?= build
CMAKE ?= cmake
ORACLE_CASES ?= 1000000
FUZZ_SECONDS ?= 300
FUZZ_SMOKE_SECONDS ?= 3
FUZZ_BUILDS = $(BUILD)/fuzz $(BUILD)/fuzz-float
# The programs `make oracle` runs (each prints rows of docs/oracle.md) and the benchmarks
# `make bench` runs: one entry per query family.
ORACLE_TESTS = test_oracle_predicates test_oracle_linear_sphere test_oracle_plane \
               test_closest_point test_oracle_box test_oracle_polygon test_oracle_polygon_lin \
               test_oracle_triangle test_oracle_segment2 test_oracle_closest_point_pairs \
               test_oracle_closest_point_tri test_oracle_closest_point_solid \
               test_oracle_closest_point_seg_box test_oracle_closest_point_tri_pair \
               test_oracle_closest_point_hull test_oracle_closest_point_hull_planes \
               test_oracle_closest_point_seg_obb test_oracle_overlap test_oracle_contact \
               test_oracle_contact_box \
               test_oracle_overlap_tri test_oracle_closest_point_ball_poly test_oracle_overlap_plane \
               test_oracle_overlap_frustum test_oracle_contact_plane test_oracle_overlap_hull \
               test_oracle_tri_tri_find test_oracle_linear_box \
               test_oracle_plane_meet test_oracle_segment2_lin test_oracle_locate \
               test_oracle_linear_hull test_oracle_polygon2_lin
BENCHES = bench_predicates bench_linear_sphere bench_linear_box bench_plane bench_closest_point bench_box \
          bench_polygon bench_triangle bench_segment2 bench_overlap bench_overlap_tri \
          bench_overlap_plane bench_locate bench_polygon2_lin

CONFIGURE = $(CMAKE) -S . -B
COMPILE = $(CMAKE) --build
CTEST = ctest --output-on-failure -j $(JOBS) --test-dir

.PHONY: all build demo docs test test-double test-float test-sanitize test-warnings test-fuzz \
        fuzz fuzz-build oracle oracle-rows bench coverage format clean

all: build

build:
	@scripts/deps.sh build
	$(CONFIGURE) $(BUILD)/double -DCMAKE_BUILD_TYPE=Release -DISECT_BUILD_TESTS=OFF >/dev/null
	$(COMPILE) $(BUILD)/double -j $(JOBS)

demo:
	@scripts/deps.sh demo
	$(MAKE) build
	$(BUILD)/double/tools/isect demo

docs:
	@scripts/deps.sh docs
	$(MAKE) build
	scripts/gallery.sh $(BUILD)/double/tools/isect docs/img

test:
	@scripts/deps.sh test
	$(MAKE) --no-print-directory test-warnings test-double test-float test-sanitize test-fuzz
	@echo "make test: all three builds and the fuzz smoke run passed"

test-double:
	$(CONFIGURE) $(BUILD)/double -DCMAKE_BUILD_TYPE=Release -DISECT_BUILD_TESTS=ON \
	  -DISECT_WERROR=ON -DCMAKE_C_COMPILER=gcc >/dev/null
	$(COMPILE) $(BUILD)/double -j $(JOBS)
	$(CTEST) $(BUILD)/double

test-float:
	$(CONFIGURE) $(BUILD)/float -DCMAKE_BUILD_TYPE=Release -DISECT_BUILD_TESTS=ON \
	  -DISECT_FLOAT=ON -DISECT_WERROR=ON -DCMAKE_C_COMPILER=clang >/dev/null
	$(COMPILE) $(BUILD)/float -j $(JOBS)
	$(CTEST) $(BUILD)/float

# Under the sanitizers the tests look for memory errors and undefined behaviour, so the
# random-case counts are smaller here: the fast-path comparisons (tests/test_fast_path_*.c)
# run 5000 cases per family (at 20000 the triangle pair's exact full path alone took almost
# four minutes of CI), the oracle rows 5000 per mode (ISECT_ORACLE_CASES; 20000 elsewhere)
# and the scale test 100 cases per query and mode (ISECT_SCALE_CASES; 250 elsewhere),
# which keeps CI under its 25 minutes. The double and float builds run the full counts,
# for disagreements and differences.
test-sanitize:
	$(CONFIGURE) $(BUILD)/sanitize -DCMAKE_BUILD_TYPE=RelWithDebInfo -DISECT_BUILD_TESTS=ON \
	  -DISECT_SANITIZE=ON -DISECT_WERROR=ON -DCMAKE_C_COMPILER=gcc >/dev/null
	$(COMPILE) $(BUILD)/sanitize -j $(JOBS)
	ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1 \
	  ISECT_FAST_PATH_CASES=5000 ISECT_ORACLE_CASES=5000 ISECT_SCALE_CASES=100 \
	  $(CTEST) $(BUILD)/sanitize

test-warnings:
	$(CONFIGURE) $(BUILD)/warn-clang-double -DISECT_BUILD_TESTS=OFF -DISECT_WERROR=ON \
	  -DCMAKE_C_COMPILER=clang >/dev/null
	$(COMPILE) $(BUILD)/warn-clang-double -j $(JOBS)
	$(CONFIGURE) $(BUILD)/warn-gcc-float -DISECT_BUILD_TESTS=OFF -DISECT_WERROR=ON \
	  -DISECT_FLOAT=ON -DCMAKE_C_COMPILER=gcc >/dev/null
	$(COMPILE) $(BUILD)/warn-gcc-float -j $(JOBS)

# The fuzz builds: clang, every target of tests/fuzz, double and float.
fuzz-build:
	$(CONFIGURE) $(BUILD)/fuzz -DCMAKE_BUILD_TYPE=RelWithDebInfo -DISECT_BUILD_FUZZ=ON \
	  -DISECT_BUILD_TESTS=OFF -DISECT_WERROR=ON -DCMAKE_C_COMPILER=clang >/dev/null
	$(CONFIGURE) $(BUILD)/fuzz-float -DCMAKE_BUILD_TYPE=RelWithDebInfo -DISECT_BUILD_FUZZ=ON \
	  -DISECT_FLOAT=ON -DISECT_BUILD_TESTS=OFF -DISECT_WERROR=ON -DCMAKE_C_COMPILER=clang \
	  >/dev/null
	$(COMPILE) $(BUILD)/fuzz -j $(JOBS)
	$(COMPILE) $(BUILD)/fuzz-float -j $(JOBS)
	tests/fuzz/check_api.sh

test-fuzz: fuzz-build
	scripts/fuzz.sh --fresh $(FUZZ_SMOKE_SECONDS) $(FUZZ_BUILDS)

fuzz:
	@scripts/deps.sh fuzz
	$(MAKE) fuzz-build
	scripts/fuzz.sh $(FUZZ_SECONDS) $(FUZZ_BUILDS)

oracle:
	@scripts/deps.sh oracle
	$(CONFIGURE) $(BUILD)/double -DCMAKE_BUILD_TYPE=Release -DISECT_BUILD_TESTS=ON >/dev/null
	$(CONFIGURE) $(BUILD)/float -DCMAKE_BUILD_TYPE=Release -DISECT_BUILD_TESTS=ON \
	  -DISECT_FLOAT=ON >/dev/null
	$(COMPILE) $(BUILD)/double -j $(JOBS) --target $(ORACLE_TESTS)
	$(COMPILE) $(BUILD)/float -j $(JOBS) --target $(ORACLE_TESTS)
	scripts/oracle.sh $(BUILD) $(ORACLE_CASES) docs/oracle.md $(ORACLE_TESTS)

# Only the programs in ORACLE_ROWS (default: all), their rows merged into docs/oracle.md.
ORACLE_ROWS ?= $(ORACLE_TESTS)
oracle-rows:
	@scripts/deps.sh oracle
	$(CONFIGURE) $(BUILD)/double -DCMAKE_BUILD_TYPE=Release -DISECT_BUILD_TESTS=ON >/dev/null
	$(CONFIGURE) $(BUILD)/float -DCMAKE_BUILD_TYPE=Release -DISECT_BUILD_TESTS=ON \
	  -DISECT_FLOAT=ON >/dev/null
	$(COMPILE) $(BUILD)/double -j $(JOBS) --target $(ORACLE_ROWS)
	$(COMPILE) $(BUILD)/float -j $(JOBS) --target $(ORACLE_ROWS)
	ISECT_ORACLE_MERGE=1 scripts/oracle.sh $(BUILD) $(ORACLE_CASES) docs/oracle.md $(ORACLE_ROWS)

bench:
	@scripts/deps.sh bench
	$(CONFIGURE) $(BUILD)/bench -DCMAKE_BUILD_TYPE=Release -DISECT_BUILD_BENCH=ON \
	  -DISECT_BUILD_TESTS=OFF -DISECT_BUILD_TOOLS=OFF >/dev/null
	$(COMPILE) $(BUILD)/bench -j $(JOBS) --target $(BENCHES)
	for b in $(BENCHES); do bench/run.sh $(BUILD)/bench/bench/$$b || exit 1; done
	$(MAKE) build
	bench/bench_cli.sh $(BUILD)/double/tools/isect

# Coverage: unreachable and exception branches are left out of the branch count (gcovr's
# --exclude-unreachable-branches / --exclude-throw-branches). The build starts from an
# empty directory every time: notes (.gcno) of files since moved or renamed would stay
# behind and be read against the new sources, and old counters would add to the new.
GCOVR = gcovr -r . --object-directory $(BUILD)/coverage --exclude-unreachable-branches \
        --exclude-throw-branches
coverage:
	@scripts/deps.sh coverage
	rm -rf $(BUILD)/coverage
	$(CONFIGURE) $(BUILD)/coverage -DCMAKE_BUILD_TYPE=Debug -DISECT_BUILD_TESTS=ON \
	  -DISECT_COVERAGE=ON -DCMAKE_C_COMPILER=gcc >/dev/null
	$(COMPILE) $(BUILD)/coverage -j $(JOBS)
	$(CTEST) $(BUILD)/coverage
	mkdir -p $(BUILD)/coverage/html
	$(GCOVR) --filter 'src/' --filter 'tools/' --html-details $(BUILD)/coverage/html/index.html
	@echo "src/ (the library):"; $(GCOVR) --filter 'src/' --print-summary -o /dev/null
	@echo "tools/ (the command):"; $(GCOVR) --filter 'tools/' --print-summary -o /dev/null
	@echo "report: $(BUILD)/coverage/html/index.html"

format:
	clang-format -i $$(git ls-files '*.c' '*.h')

clean:
	rm -rf $(BUILD)
