package flashr.stats.splines;

/**
 * LINPACK's Cholesky factorization and solve of a symmetric positive definite band matrix held in
 * upper band form ({@code lda = m + 1} rows, column-major, the diagonal in the last row), in
 * LINPACK's order of operations.
 */
final class BandedCholesky {
    private BandedCholesky() {}

    /** Factors abd = R'R in place; 0, or the 1-based column whose pivot was not positive. */
    static int factor(double[] abd, int n, int m) {
        int lda = m + 1;
        for (int j = 1; j <= n; j++) {
            double s = 0;
            int ik = m + 1;
            int jk = Math.max(j - m, 1);
            int mu = Math.max(m + 2 - j, 1);
            for (int k = mu; k <= m; k++) {
                double dot = 0;
                for (int l = 0; l < k - mu; l++) dot = Math.fma(abd[(mu - 1 + l) + lda * (j - 1)], abd[(ik - 1 + l) + lda * (jk - 1)], dot);
                double t = abd[(k - 1) + lda * (j - 1)] - dot;
                t = t / abd[m + lda * (jk - 1)];
                abd[(k - 1) + lda * (j - 1)] = t;
                s += t * t;
                ik--;
                jk++;
            }
            s = abd[m + lda * (j - 1)] - s;
            if (s <= 0) return j;
            abd[m + lda * (j - 1)] = Math.sqrt(s);
        }
        return 0;
    }

    /** Solves R'R x = b in place of b with the factor from {@link #factor}. */
    static void solve(double[] abd, int n, int m, double[] b) {
        int lda = m + 1;
        for (int k = 1; k <= n; k++) {
            int lm = Math.min(k - 1, m);
            int la = m + 1 - lm;
            int lb = k - lm;
            double t = 0;
            for (int l = 0; l < lm; l++) t = Math.fma(b[lb - 1 + l], abd[(la - 1 + l) + lda * (k - 1)], t);
            b[k - 1] = (b[k - 1] - t) / abd[m + lda * (k - 1)];
        }
        for (int kb = 1; kb <= n; kb++) {
            int k = n + 1 - kb;
            int lm = Math.min(k - 1, m);
            int la = m + 1 - lm;
            int lb = k - lm;
            b[k - 1] = b[k - 1] / abd[m + lda * (k - 1)];
            double t = -b[k - 1];
            for (int l = 0; l < lm; l++) b[lb - 1 + l] = Math.fma(t, abd[(la - 1 + l) + lda * (k - 1)], b[lb - 1 + l]);
        }
    }
}
