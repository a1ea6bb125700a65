/* The round solids' oracle (tests/oracle/oracle_closest_point_solid.c) against a brute
 * force that knows nothing of Voronoi regions or the half-plane reduction: the boundary
 * surface (caps, side, slant, discs) sampled densely in MPFR and the best sample refined
 * on ever finer grids (oracle_brute_round). For ISECT_BRUTE_CASES uniform and as many
 * adversarial cases per solid (default 2; thousands for a real cross-check), skipping
 * the degenerate shapes (radius 0, a zero-length axis) whose surfaces collapse:
 * - where p is farther than 2^-36 S from the surface (S the largest input magnitude),
 *   the oracle's inside / outside agrees with the solid's definition evaluated directly
 *   in long double (within r of the core; axial coordinate tau in [0, 1] and radial
 *   rho <= r, or <= tau r for the cone) -- the brute force's own separating-plane test
 *   loses its resolution at the apex and along slender slants;
 * - outside (the oracle's distance > 0): no surface point the brute force finds is nearer
 *   than the oracle's distance less 2^-36 S, and the oracle's point (at that distance
 *   from p by construction) lies on the surface to 2^-36 S by the solid's definition
 *   (off_surface): together, the oracle's point is the closest (a brute force stopping
 *   above the oracle's distance has not converged: a slender slant's long thin valley);
 * - inside: the brute force's distance to the surface is below 2^-36 S when the oracle
 *   puts p on a boundary piece (not the open interior; nearer than that, the brute force
 *   cannot tell the interior from the surface).
 * The inside / outside comparisons are skipped for a radius below 2^-36 S, where the
 * surface hugs the axis. The 2D capsule is checked as the 3D capsule through its plane
 * (z = 0). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "check/check_closest_point_solid.h"

static long env_long(const char *name, long fallback) {
    const char *env = getenv(name);
    return env && *env ? atol(env) : fallback;
}

/* How far X is from the solid's surface, by the solids' definitions (long double): with
 * tau = (X - a).d / d.d and rho = |X - a - tau d|, the capsule's surface is where the
 * distance to the core is r, the cylinder's where tau is 0 or 1 (with rho <= r) or rho is
 * r (with tau in [0, 1]), the cone's where tau is 1 (with rho <= r) or rho is tau r (with
 * tau in [0, 1]); out-of-range parts count as distance. */
/* X in the axis frame a -> b (long double): tau, rho^2, e2 = the squared distance to the
 * core segment (tau clamped to [0, 1] as tc), |b - a|. */
typedef struct axis_frame {
    long double tau, tc, rho2, e2, len;
} axis_frame;

static axis_frame axis_frame_of(const gen_psolid_case *x, const long double *X) {
    long double d[3], w[3], dd = 0, wd = 0;
    for (int c = 0; c < 3; c++) {
        d[c] = (long double)x->b[c] - x->a[c];
        w[c] = X[c] - x->a[c];
        dd += d[c] * d[c];
        wd += w[c] * d[c];
    }
    axis_frame f = {wd / dd, 0, 0, 0, sqrtl(dd)};
    f.tc = f.tau < 0 ? 0 : f.tau > 1 ? 1 : f.tau;
    for (int c = 0; c < 3; c++) {
        long double o = w[c] - f.tau * d[c], g = w[c] - f.tc * d[c];
        f.rho2 += o * o;
        f.e2 += g * g;
    }
    return f;
}

static long double off_surface(const psolid_query *q, const gen_psolid_case *x,
                               const long double *X) {
    axis_frame f = axis_frame_of(x, X);
    long double tau = f.tau, tc = f.tc, e2 = f.e2, len = f.len, r = x->r;
    long double rho = sqrtl(f.rho2);
    long double below = tau < 0 ? -tau * len : 0, above = tau > 1 ? (tau - 1) * len : 0;
    if (q->kind == GEN_SOLID_CAPSULE2 || q->kind == GEN_SOLID_CAPSULE3)
        return fabsl(sqrtl(e2) - r);
    if (q->kind == GEN_SOLID_CYLINDER3) {
        long double cap = fminl(fabsl(tau), fabsl(tau - 1)) * len + fmaxl(rho - r, 0);
        long double side = fabsl(rho - r) + below + above;
        return fminl(cap, side);
    }
    long double base = fabsl(tau - 1) * len + fmaxl(rho - r, 0);
    long double slant = fabsl(rho - tc * r) + below + above;
    return fminl(base, slant);
}

/* Whether X lies in the solid, by its definition (long double; right when X is farther
 * than about 2^-60 S from the surface): within r of the core (capsule), tau in [0, 1] and
 * rho <= r (cylinder), tau in [0, 1] and rho <= tau r (cone). */
static bool inside_by_definition(const psolid_query *q, const gen_psolid_case *x,
                                 const long double *X) {
    axis_frame f = axis_frame_of(x, X);
    long double tau = f.tau, rho2 = f.rho2, e2 = f.e2, r = x->r;
    if (q->kind == GEN_SOLID_CAPSULE2 || q->kind == GEN_SOLID_CAPSULE3)
        return e2 <= r * r;
    if (tau < 0 || tau > 1)
        return false;
    return q->kind == GEN_SOLID_CYLINDER3 ? rho2 <= r * r : rho2 <= tau * tau * r * r;
}

static const char *compare(const psolid_query *q, const gen_psolid_case *x, const oracle_psolid *e,
                           const oracle_brute *b) {
    long double S = fabsl((long double)x->r);
    for (int c = 0; c < 3; c++)
        S = fmaxl(S, fmaxl(fabsl((long double)x->p[c]),
                           fmaxl(fabsl((long double)x->a[c]), fabsl((long double)x->b[c]))));
    long double tol = ldexpl(S, -36);
    /* p's side of the surface, where it is clear (p farther from it than tol), by the
     * solid's definition */
    long double P[3] = {x->p[0], x->p[1], x->p[2]};
    bool inside = inside_by_definition(q, x, P);
    bool sided = (long double)x->r > tol;
    if (!e->inside) {
        if (sided && inside && b->dist > tol)
            return "p is inside by the solid's definition, the oracle says outside";
        if (b->dist < e->dist - tol)
            return "the brute force finds a nearer surface point";
        /* the oracle's point lies on the surface (then, at the least distance, it is the
         * closest point: unique on a convex solid; comparing the two points directly
         * would be ill-conditioned where the distance hardly changes along the surface) */
        if (off_surface(q, x, e->point) > tol)
            return "the oracle's point is off the surface";
        return NULL;
    }
    if (sided && !inside && b->dist > tol)
        return "p is outside by the solid's definition, the oracle says inside";
    /* within tol of the surface the brute force cannot tell the open interior from the
     * surface: only a clear depth is held against a boundary piece */
    bool interior = e->feature.kind == ISECT_FEATURE_SOLID ||
                    (q->dim == 2 && e->feature.kind == ISECT_FEATURE_FACE);
    if (!interior && b->dist > tol)
        return "the oracle says the surface, the brute force the interior";
    return NULL;
}

static void run_query(void **state) {
    const psolid_query *q = &psolid_queries[check_query_index(state) + 1]; /* no polygon */
    long n = env_long("ISECT_BRUTE_CASES", 2), checked = 0, failures = 0;
    gen_rng rng;
    gen_seed(&rng, oracle_seed() * 6007 + (uint64_t)(q - psolid_queries));
    int kind = q->kind == GEN_SOLID_CYLINDER3 ? 1 : q->kind == GEN_SOLID_CONE3 ? 2 : 0;
    for (int mode = 0; mode < 2; mode++) {
        for (long i = 0; i < n;) {
            gen_psolid_case x;
            psolid_generate(&rng, q, mode, &x);
            psolid_ref ref;
            if (!psolid_reference(q, &x, &ref) || ref.exact.degenerate)
                continue;
            i++;
            double p[3], a[3], b[3];
            check_widen3(x.p, p);
            check_widen3(x.a, a);
            check_widen3(x.b, b);
            oracle_brute bf;
            oracle_brute_round(kind, p, a, b, (double)x.r, 256, &bf);
            checked++;
            const char *why = compare(q, &x, &ref.exact, &bf);
            if (why && failures++ < 5) {
                printf("MISMATCH %s (case %ld of mode %d): %s\n", q->name, i, mode, why);
                psolid_explain(q, &x, &ref, 0);
                printf("    brute: dist %Lg inside %d point %La %La %La\n", bf.dist, bf.inside,
                       bf.point[0], bf.point[1], bf.point[2]);
            }
        }
    }
    printf("%s: %ld cases against the brute force, %ld mismatches\n", q->name, checked, failures);
    if (failures)
        fail_msg("%s: %ld of %ld cases differ from the brute force", q->name, failures, checked);
}

static const char *round_name(int i) {
    return psolid_queries[i + 1].name;
}

int main(void) {
    return check_run_group("oracle_closest_point_solid_brute", PSOLID_QUERIES - 1, round_name,
                           run_query);
}
