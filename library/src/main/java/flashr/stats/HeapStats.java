package flashr.stats;

/**
 * R's mean and Pearson covariances on data the engine copies into arrays for them: the heap's
 * sequential long double passes (R's bits), for engine methods that leave their operands in the
 * engine.
 */
public final class HeapStats {
    private HeapStats() {}

    /**
     * The most elements copied (1 GiB of doubles): larger engine values, which may live on disk,
     * keep the engine's partitioned passes (R's to within the long double's rounding).
     */
    public static final long MAX_COPY = 1L << 27;

    /** R's mean of doubles: the long double sum over n, then the mean residual added. */
    public static double mean(double[] d) {
        return StatsFunctions.mean(d, true);
    }

    /**
     * cov (or cor) of the columns of x (nrow x p, column-major) with those of y (x's when null),
     * R's use = "everything": p x q, column-major; null where R warns (a zero standard deviation).
     */
    public static double[] covariance(boolean cor, double[] x, int nrow, double[] y) {
        double[][] a = columns(x, nrow), b = y == null ? null : columns(y, nrow);
        int[] sdZero = {0};
        double[][] r = StatsFunctions.together(cor, StatsFunctions.Method.PEARSON, a, b, sdZero);
        if (sdZero[0] > 0) return null;
        int p = a.length, q = b == null ? p : b.length;
        double[] out = new double[p * q];
        for (int j = 0; j < q; j++) {
            for (int i = 0; i < p; i++) out[j * p + i] = r[i][j];
        }
        return out;
    }

    private static double[][] columns(double[] d, int nrow) {
        int p = nrow == 0 ? 0 : d.length / nrow;
        double[][] c = new double[p][];
        for (int j = 0; j < p; j++) c[j] = java.util.Arrays.copyOfRange(d, j * nrow, (j + 1) * nrow);
        return c;
    }
}
