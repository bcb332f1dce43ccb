package flashr.stats.loess;

/**
 * Loess with a local fit at every evaluation point (surface = "direct", dloess's lowesf): the fitted
 * values, and optionally the diagonal of the operator (evaluation points being the data) or its rows.
 */
final class DirectSmoother {
    private DirectSmoother() {}

    /** What to compute besides the values. */
    enum Operator { NONE, DIAGONAL, FULL }

    /**
     * Values at the m points of z (column-major m x d). {@code out} receives the diagonal (length m) or
     * the m x n operator (column-major) as {@code kind} asks.
     */
    static double[] fit(LocalFit fit, double[] z, int m, int d, int n, double[] y, double[] rw, Operator kind,
                        double[] out, Warnings warnings) {
        double[] s = new double[m];
        double[] q = new double[d];
        for (int l = 0; l < m; l++) {
            for (int j = 0; j < d; j++) q[j] = z[l + m * j];
            double[] row = fit.fit(q, rw, 1)[0];
            s[l] = fit.apply(row, y);
            if (kind == Operator.DIAGONAL) {
                // dloess looks for the point among all but the farthest neighbour (the farthest has weight 0)
                int p = 0, last = Math.max(0, fit.nf - 2);
                while (p <= last && fit.psi[p] != l) p++;
                if (p > last) {
                    p = fit.nf - 1;
                    warnings.add("ihat=1 (diag L) in l2fit only makes sense if z=x (eval=data).");
                }
                out[l] = row[p];
            } else if (kind == Operator.FULL) {
                for (int i = 0; i < fit.nf; i++) out[l + m * fit.psi[i]] += row[i];
            }
        }
        return s;
    }
}
