/* The certificate test of halfspace.c, written once over a number type: included twice,
 * for filtered doubles and for exact numbers. Before including, define
 *   NUM, CTX                 the number type and its context;
 *   ADD, SUB, MUL (c, x, y)  arithmetic;
 *   NEG(c, x)                -x;
 *   SIGN(c, x)               the sign (filtered: 0 with the context marked unsure);
 *   HS_NAME(name)            the instantiation's name for name.
 * No include guard: each inclusion makes one instantiation, and undefines the macros.
 *
 * The half-spaces are n_k . x <= O_k (k < m, m from 2 to 4) and the question is whether
 * a positive combination proves them infeasible (halfspace.c, the derivation): weights
 * lambda_k > 0 with sum lambda_k n_k = 0 and sum lambda_k O_k < 0. */

static NUM HS_NAME(det3)(CTX *c, const NUM *u, const NUM *v, const NUM *w) {
    NUM x[3];
    for (int i = 0; i < 3; i++) {
        int j = (i + 1) % 3, l = (i + 2) % 3;
        x[i] = SUB(c, MUL(c, v[j], w[l]), MUL(c, v[l], w[j]));
    }
    return ADD(c, ADD(c, MUL(c, u[0], x[0]), MUL(c, u[1], x[1])), MUL(c, u[2], x[2]));
}

static NUM HS_NAME(dot3)(CTX *c, const NUM *u, const NUM *v) {
    return ADD(c, ADD(c, MUL(c, u[0], v[0]), MUL(c, u[1], v[1])), MUL(c, u[2], v[2]));
}

static void HS_NAME(cross3)(CTX *c, const NUM *u, const NUM *v, NUM *out) {
    for (int i = 0; i < 3; i++) {
        int j = (i + 1) % 3, l = (i + 2) % 3;
        out[i] = SUB(c, MUL(c, u[j], v[l]), MUL(c, u[l], v[j]));
    }
}

static bool HS_NAME(is_zero3)(CTX *c, const NUM *v) {
    int s0 = SIGN(c, v[0]), s1 = SIGN(c, v[1]), s2 = SIGN(c, v[2]);
    return s0 == 0 && s1 == 0 && s2 == 0;
}

/* sum lambda_k O_k for m weights. */
static NUM HS_NAME(weighed)(CTX *c, const NUM *lam, const NUM *O, int m) {
    NUM acc = MUL(c, lam[0], O[0]);
    for (int k = 1; k < m; k++)
        acc = ADD(c, acc, MUL(c, lam[k], O[k]));
    return acc;
}

/* Whether the m half-spaces (normals N, offsets O) carry the certificate of the
 * derivation: m 2: n_0 x n_1 = 0, n_0 . n_1 < 0, lambda = (-(n_0 . n_1), n_0 . n_0);
 * m 3: [n_0, n_1, n_2] = 0, lambda_k = c_k . c_q with c_k = n_{k+1} x n_{k+2} and c_q the
 * first non-zero one; m 4: lambda_k = (-1)^k [the other three], all of one strict sign
 * sigma (sigma enters the last sign). */
static bool HS_NAME(certificate)(CTX *c, NUM (*N)[3], const NUM *O, int m) {
    NUM lam[4];
    int sigma = 1;
    if (m == 2) {
        NUM x[3];
        HS_NAME(cross3)(c, N[0], N[1], x);
        if (!HS_NAME(is_zero3)(c, x))
            return false;
        NUM d = HS_NAME(dot3)(c, N[0], N[1]);
        if (SIGN(c, d) >= 0)
            return false;
        lam[0] = NEG(c, d);
        lam[1] = HS_NAME(dot3)(c, N[0], N[0]);
    } else if (m == 3) {
        if (SIGN(c, HS_NAME(det3)(c, N[0], N[1], N[2])) != 0)
            return false;
        NUM C[3][3];
        int q = -1;
        for (int k = 0; k < 3; k++) {
            HS_NAME(cross3)(c, N[(k + 1) % 3], N[(k + 2) % 3], C[k]);
            if (q < 0 && !HS_NAME(is_zero3)(c, C[k]))
                q = k;
        }
        if (q < 0)
            return false;
        for (int k = 0; k < 3; k++) {
            lam[k] = HS_NAME(dot3)(c, C[k], C[q]);
            if (SIGN(c, lam[k]) <= 0)
                return false;
        }
    } else {
        for (int k = 0; k < 4; k++) {
            const NUM *u[3];
            for (int i = 0, j = 0; i < 4; i++)
                if (i != k)
                    u[j++] = N[i];
            lam[k] = HS_NAME(det3)(c, u[0], u[1], u[2]);
            int s = SIGN(c, lam[k]) * (k % 2 ? -1 : 1);
            if (s == 0 || (k > 0 && s != sigma))
                return false;
            sigma = s;
        }
        lam[1] = NEG(c, lam[1]); /* the alternating signs */
        lam[3] = NEG(c, lam[3]);
    }
    return SIGN(c, HS_NAME(weighed)(c, lam, O, m)) * sigma < 0;
}

#undef NUM
#undef CTX
#undef ADD
#undef SUB
#undef MUL
#undef NEG
#undef SIGN
#undef HS_NAME
