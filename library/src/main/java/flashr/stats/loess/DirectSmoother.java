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
                        double[] out) {
        double[] s = new double[m];
        double[] q = new double[d];
        for (int l = 0; l < m; l++) {
            for (int j = 0; j < d; j++) q[j] = z[l + m * j];
            double[] row = fit.fit(q, rw, 1)[0];
            s[l] = fit.apply(row, y);
            if (kind == Operator.DIAGONAL) {
                for (int i = 0; i < fit.nf; i++) {
                    if (fit.psi[i] == l) {
                        out[l] = row[i];
                        break;
                    }
                }
            } else if (kind == Operator.FULL) {
                for (int i = 0; i < fit.nf; i++) out[l + m * fit.psi[i]] += row[i];
            }
        }
        return s;
    }
}
