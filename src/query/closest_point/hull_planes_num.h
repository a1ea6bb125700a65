/* The polynomials of point_hull_planes.c, written once over a number type and included
 * twice: with filtered doubles (NUM isect_fx, whose SIGN reports "unsure" instead of
 * guessing) and with exact numbers (NUM isect_xp). See point_hull_planes.c for the
 * derivation. The includer defines:
 *   NUM, CTX                 the number type and the context every operation takes;
 *   ADD, SUB, MUL (c, x, y)  arithmetic;  SIGN (c, x)  -1, 0 or +1;
 *   HP_NAME (name)           the instantiation's names;
 *   DOT3 (c, u, v)           (optional) a three-term dot product that frees its
 *                            intermediates (for the exact numbers' arena);
 *   HP_SIGNS, HP_RATIOS      which parts to define: the sides and the independence test
 *                            (SIGN is needed only for these), the projection's ratios. */

/* A plane's leaves: n . x <= o. */
typedef struct HP_NAME(plane) {
    NUM n[3], o;
} HP_NAME(plane);

/* A set S of k planes (1 to 3) and the point p, with what every question about the
 * projection x of p onto the planes' intersection needs. */
typedef struct HP_NAME(set) {
    int k;
    HP_NAME(plane) s[3];
    NUM p[3];
    NUM r[3];    /* r_a = n_a . p - o_a: how far p is outside plane a, times |n_a| */
    NUM g[3][3]; /* the Gram matrix n_a . n_b */
    NUM det;     /* k 2: |n_0 x n_1|^2 = g00 g11 - g01^2; k 3: [n_0, n_1, n_2] */
    NUM lam[3];  /* each multiplier times a positive factor: k 1: r_0 = lambda_0 g00;
                    k 2: lambda_a det; k 3: lambda_a det^2 */
    NUM m[3][3]; /* k 3: n_1 x n_2, n_2 x n_0, n_0 x n_1 (row a: n_a . m_a = det) */
    NUM X[3];    /* k 3: the vertex times det (Cramer) */
} HP_NAME(set);

static NUM HP_NAME(dot)(CTX *c, const NUM *u, const NUM *v) {
#ifdef DOT3
    return DOT3(c, u, v);
#else
    return ADD(c, ADD(c, MUL(c, u[0], v[0]), MUL(c, u[1], v[1])), MUL(c, u[2], v[2]));
#endif
}

static void HP_NAME(cross)(CTX *c, const NUM *u, const NUM *v, NUM *out) {
    for (int i = 0; i < 3; i++) {
        int j = (i + 1) % 3, l = (i + 2) % 3;
        out[i] = SUB(c, MUL(c, u[j], v[l]), MUL(c, u[l], v[j]));
    }
}

static NUM HP_NAME(residual)(CTX *c, const HP_NAME(plane) * pl, const NUM *p) {
    return SUB(c, HP_NAME(dot)(c, pl->n, p), pl->o);
}

/* Fills r, g, det, lam (and m, X for k 3) from s->s[0..k-1] and s->p.
 *   k 1: x = p - (r_0 / g00) n_0.
 *   k 2: the multipliers solve G lambda = r: lambda_0 det = g11 r_0 - g01 r_1,
 *        lambda_1 det = g00 r_1 - g01 r_0, and x = p - lambda_0 n_0 - lambda_1 n_1.
 *   k 3: x = X / det, X = o_0 m_0 + o_1 m_1 + o_2 m_2; p - x = sum lambda_a n_a, dotted
 *        with m_a (orthogonal to the other two normals): lambda_a det = (p - x) . m_a,
 *        so lambda_a det^2 = det (p . m_a) - X . m_a. */
static void HP_NAME(setup)(CTX *c, HP_NAME(set) * s) {
    for (int a = 0; a < s->k; a++) {
        s->r[a] = HP_NAME(residual)(c, &s->s[a], s->p);
        for (int b = 0; b <= a; b++)
            s->g[a][b] = s->g[b][a] = HP_NAME(dot)(c, s->s[a].n, s->s[b].n);
    }
    if (s->k == 1) {
        s->lam[0] = s->r[0];
    } else if (s->k == 2) {
        s->det = SUB(c, MUL(c, s->g[0][0], s->g[1][1]), MUL(c, s->g[0][1], s->g[0][1]));
        s->lam[0] = SUB(c, MUL(c, s->g[1][1], s->r[0]), MUL(c, s->g[0][1], s->r[1]));
        s->lam[1] = SUB(c, MUL(c, s->g[0][0], s->r[1]), MUL(c, s->g[0][1], s->r[0]));
    } else {
        for (int a = 0; a < 3; a++)
            HP_NAME(cross)(c, s->s[(a + 1) % 3].n, s->s[(a + 2) % 3].n, s->m[a]);
        s->det = HP_NAME(dot)(c, s->s[0].n, s->m[0]);
        for (int i = 0; i < 3; i++)
            s->X[i] = ADD(c, ADD(c, MUL(c, s->s[0].o, s->m[0][i]), MUL(c, s->s[1].o, s->m[1][i])),
                          MUL(c, s->s[2].o, s->m[2][i]));
        for (int a = 0; a < 3; a++)
            s->lam[a] = SUB(c, MUL(c, s->det, HP_NAME(dot)(c, s->p, s->m[a])),
                            HP_NAME(dot)(c, s->X, s->m[a]));
    }
}

#ifdef HP_RATIOS
/* The projection and its squared distance as ratios (see point_hull_planes.c):
 * x_i = num[i] / den[0], |p - x|^2 = num[3] / den[1]. */
static void HP_NAME(ratios)(CTX *c, const HP_NAME(set) * s, NUM *num, NUM *den) {
    if (s->k == 3) {
        NUM w[3];
        for (int i = 0; i < 3; i++) {
            num[i] = s->X[i];
            w[i] = SUB(c, MUL(c, s->p[i], s->det), s->X[i]);
        }
        num[3] = HP_NAME(dot)(c, w, w);
        den[0] = s->det;
        den[1] = MUL(c, s->det, s->det);
        return;
    }
    NUM d = s->k == 1 ? s->g[0][0] : s->det, dist = MUL(c, s->lam[0], s->r[0]);
    if (s->k == 2)
        dist = ADD(c, dist, MUL(c, s->lam[1], s->r[1]));
    for (int i = 0; i < 3; i++) {
        NUM pull = MUL(c, s->lam[0], s->s[0].n[i]);
        if (s->k == 2)
            pull = ADD(c, pull, MUL(c, s->lam[1], s->s[1].n[i]));
        num[i] = SUB(c, MUL(c, s->p[i], d), pull);
    }
    num[3] = dist;
    den[0] = den[1] = d;
}
#endif

#ifdef HP_SIGNS
/* Which side of plane j the projection x is on, as a number whose sign is
 * sign(n_j . x - o_j) times a positive factor (k 1: g00; k 2: det) or times det (k 3). */
static NUM HP_NAME(side)(CTX *c, const HP_NAME(set) * s, const HP_NAME(plane) * j) {
    if (s->k == 3)
        return SUB(c, HP_NAME(dot)(c, j->n, s->X), MUL(c, j->o, s->det));
    NUM rj = HP_NAME(residual)(c, j, s->p);
    if (s->k == 1)
        return SUB(c, MUL(c, rj, s->g[0][0]), MUL(c, s->lam[0], HP_NAME(dot)(c, j->n, s->s[0].n)));
    NUM pull = ADD(c, MUL(c, s->lam[0], HP_NAME(dot)(c, j->n, s->s[0].n)),
                   MUL(c, s->lam[1], HP_NAME(dot)(c, j->n, s->s[1].n)));
    return SUB(c, MUL(c, rj, s->det), pull);
}

/* Whether the normal v is independent of the k (0 to 2) independent normals u: k 0: v is
 * not zero; k 1: u_0 x v is not zero; k 2: [u_0, u_1, v] is not zero. */
static bool HP_NAME(independent)(CTX *c, const NUM (*u)[3], int k, const NUM *v) {
    if (k == 2) {
        NUM m[3];
        HP_NAME(cross)(c, u[0], u[1], m);
        return SIGN(c, HP_NAME(dot)(c, m, v)) != 0;
    }
    if (k == 1) {
        NUM m[3];
        HP_NAME(cross)(c, u[0], v, m);
        int s0 = SIGN(c, m[0]), s1 = SIGN(c, m[1]), s2 = SIGN(c, m[2]);
        return s0 != 0 || s1 != 0 || s2 != 0;
    }
    int s0 = SIGN(c, v[0]), s1 = SIGN(c, v[1]), s2 = SIGN(c, v[2]);
    return s0 != 0 || s1 != 0 || s2 != 0;
}
#endif
