/* isect -- the command-line face of the library.
 *
 *   isect demo        evaluate the built-in gallery of queries and print the answers
 *   isect --version   print the version and the precision of the linked library
 *   isect --help      usage
 *
 * Every answer is printed with enough digits to round-trip (%.17g in the double build,
 * %.9g in the float build) and with its flags named in words. */
#include <stdio.h>
#include <string.h>

#include "isect/isect.h"

#if ISECT_USE_DOUBLE
#define REAL_FMT "%.17g"
#else
#define REAL_FMT "%.9g"
#endif

/* ---- Printing results --------------------------------------------------------------- */

static void print_flags(unsigned flags) {
    static const struct {
        unsigned bit;
        const char *name;
    } names[] = {
        {ISECT_STARTED_INSIDE, "started-inside"},
        {ISECT_ENDED_INSIDE, "ended-inside"},
        {ISECT_TOUCHING, "touching"},
        {ISECT_DEGENERATE, "degenerate"},
        {ISECT_INVALID, "invalid"},
    };
    printf("  flags:");
    if (!flags)
        printf(" none");
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (flags & names[i].bit)
            printf(" %s", names[i].name);
    printf("\n");
}

static void print_vec(const isect_real *v, int dim) {
    printf("(");
    for (int i = 0; i < dim; i++)
        printf(i ? " " REAL_FMT : REAL_FMT, (double)v[i]);
    printf(")");
}

/* The common part of 2D and 3D find results, as plain arrays. */
typedef struct find_view {
    bool hit;
    int count;
    unsigned flags;
    const isect_real *t;
    isect_real point[2][3];
    isect_real normal[3];
} find_view;

static void print_find(const find_view *r, int dim) {
    if (!r->hit) {
        printf("  miss\n");
        print_flags(r->flags);
        return;
    }
    printf("  hit: %d surface crossing%s\n", r->count, r->count == 1 ? "" : "s");
    const char *label[2] = {"entry", "exit "};
    bool is_end[2] = {(r->flags & ISECT_STARTED_INSIDE) != 0, (r->flags & ISECT_ENDED_INSIDE) != 0};
    for (int k = 0; k < 2; k++) {
        if (k == 1 && r->t[1] == r->t[0] && (r->flags & ISECT_TOUCHING))
            break;
        printf("  %s t = " REAL_FMT " at ", label[k], (double)r->t[k]);
        print_vec(r->point[k], dim);
        if (is_end[k])
            printf("  (the component's own %s, inside)", k ? "end" : "start");
        printf("\n");
    }
    printf("  normal at entry ");
    print_vec(r->normal, dim);
    printf("\n");
    print_flags(r->flags);
}

static void print_find2(isect_find_result2 r) {
    find_view v = {r.hit, r.count, r.flags, r.t, {{0}}, {0}};
    for (int k = 0; k < 2; k++) {
        v.point[k][0] = r.point[k].x;
        v.point[k][1] = r.point[k].y;
    }
    v.normal[0] = r.normal.x;
    v.normal[1] = r.normal.y;
    print_find(&v, 2);
}

static void print_find3(isect_find_result3 r) {
    find_view v = {r.hit, r.count, r.flags, r.t, {{0}}, {0}};
    for (int k = 0; k < 2; k++) {
        v.point[k][0] = r.point[k].x;
        v.point[k][1] = r.point[k].y;
        v.point[k][2] = r.point[k].z;
    }
    v.normal[0] = r.normal.x;
    v.normal[1] = r.normal.y;
    v.normal[2] = r.normal.z;
    print_find(&v, 3);
}

/* ---- The demo gallery ------------------------------------------------------------- */

static void demo_worked_example(void) {
    isect_seg2 seg = {{3, 2}, {10, 6}};
    isect_circle2 circle = {{10, 4}, 3};
    print_find2(isect_find_seg2_circle2(&seg, &circle));
}

static void demo_segment_misses(void) {
    isect_seg2 seg = {{0, 0}, {1, 0}};
    isect_circle2 circle = {{5, 0}, 1};
    print_find2(isect_find_seg2_circle2(&seg, &circle));
}

static void demo_ray_sphere(void) {
    isect_ray3 ray = {{-5, 0.5, 0}, {1, 0, 0}};
    isect_sphere3 sphere = {{0, 0, 0}, 1};
    print_find3(isect_find_ray3_sphere3(&ray, &sphere));
}

static void demo_ray_inside(void) {
    isect_ray3 ray = {{0, 0, 0}, {0, 0, 2}};
    isect_sphere3 sphere = {{0, 0, 0}, 3};
    print_find3(isect_find_ray3_sphere3(&ray, &sphere));
}

static void demo_tangent(void) {
    isect_line2 line = {{-2, 1}, {1, 0}};
    isect_circle2 circle = {{0, 0}, 1};
    print_find2(isect_find_line2_circle2(&line, &circle));
}

static void demo_grazing(void) {
    /* 1e6 from the origin, one unit off the axis: exactly tangent, decided exactly
     * (every coordinate is representable in float too). */
    isect_seg3 seg = {{1e6 - 4, 1e6 + 1, 1e6}, {1e6 + 4, 1e6 + 1, 1e6}};
    isect_sphere3 sphere = {{1e6, 1e6, 1e6}, 1};
    print_find3(isect_find_seg3_sphere3(&seg, &sphere));
}

static void demo_degenerate(void) {
    isect_seg3 seg = {{0, 3, 4}, {0, 3, 4}};
    isect_sphere3 sphere = {{0, 0, 0}, 5};
    print_find3(isect_find_seg3_sphere3(&seg, &sphere));
}

static void demo_invalid(void) {
    isect_seg3 seg = {{0, 0, 0}, {1, 1, 1}};
    isect_sphere3 sphere = {{0, 0, 0}, -1};
    print_find3(isect_find_seg3_sphere3(&seg, &sphere));
}

static const struct demo {
    const char *query;
    const char *note;
    void (*run)(void);
} gallery[] = {
    {"find segment (3 2) (10 6) vs circle (10 4) 3",
     "the worked example: enters near (7.01444, 4.29396), ends inside", demo_worked_example},
    {"find segment (0 0) (1 0) vs circle (5 0) 1",
     "both crossings of the line lie beyond the segment: a miss", demo_segment_misses},
    {"find ray (-5 0.5 0) (1 0 0) vs sphere (0 0 0) 1", "a ray through a ball", demo_ray_sphere},
    {"find ray (0 0 0) (0 0 2) vs sphere (0 0 0) 3", "starts inside: t in units of dir",
     demo_ray_inside},
    {"find line (-2 1) (1 0) vs circle (0 0) 1", "a tangent touches once", demo_tangent},
    {"find segment (999996 1000001 1e6) (1000004 1000001 1e6) vs sphere (1e6 1e6 1e6) 1",
     "far from the origin, exactly tangent", demo_grazing},
    {"find segment (0 3 4) (0 3 4) vs sphere (0 0 0) 5", "a zero-length segment on the surface",
     demo_degenerate},
    {"find segment (0 0 0) (1 1 1) vs sphere (0 0 0) -1", "a negative radius is invalid input",
     demo_invalid},
};

static int run_demo(void) {
    printf("isect %s (%s build): built-in gallery\n", isect_version(),
           isect_is_double() ? "double" : "float");
    for (size_t i = 0; i < sizeof gallery / sizeof gallery[0]; i++) {
        printf("\n%s\n  # %s\n", gallery[i].query, gallery[i].note);
        gallery[i].run();
    }
    return 0;
}

static void usage(FILE *out) {
    fprintf(out, "usage: isect demo        evaluate the built-in gallery of queries\n"
                 "       isect --version   version and precision of the library\n"
                 "       isect --help      this text\n");
}

int main(int argc, char **argv) {
    if (argc == 2 && strcmp(argv[1], "demo") == 0)
        return run_demo();
    if (argc == 2 && strcmp(argv[1], "--version") == 0) {
        printf("isect %s (%s)\n", isect_version(), isect_is_double() ? "double" : "float");
        return 0;
    }
    if (argc == 2 && (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0)) {
        usage(stdout);
        return 0;
    }
    usage(stderr);
    return 2;
}
