package flashr.stats;

import flashr.base.math.SummaryFunctions;
import flashr.engine.fn.FiniteMean;
import flashr.engine.fn.LongDouble;
import flashr.engine.fn.ResidualRun;

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

    /** Elements [from, from + len) of a vector of doubles into buf[0 .. len). */
    public interface Pieces {
        void read(long from, int len, double[] buf);
    }

    /**
     * Elements a piece holds: 256 KB, which stays in the cache between a piece's read and its
     * sum (a copy of 2e7 doubles was a 160 MB allocation and a pass of its own).
     */
    static final int PIECE = 1 << 15;

    /**
     * {@link #mean(double[])} of the n doubles x reads (n > 0) piece by piece, each pass in R's
     * order: the same bits, as the long double runs add pieces as they add the whole. Null
     * where the sum or the residuals' sum is not finite (NA, NaN, infinities, overflow), whose
     * rules read the whole vector: the caller copies it. A tiny mean takes {@link FiniteMean}'s
     * scaled steps on a copy read here.
     */
    public static Double mean(long n, Pieces x) {
        double[] buf = new double[(int) Math.min(n, PIECE)];
        SummaryFunctions.Sum s = new SummaryFunctions.Sum();
        for (long i = 0; i < n; i += PIECE) {
            int len = (int) Math.min(PIECE, n - i);
            x.read(i, len, buf);
            s.addAll(buf, 0, len, false);
        }
        if (!Double.isFinite(s.value())) return null;
        LongDouble m = s.total().divide(n);
        if (!Double.isFinite(m.value())) return m.value();
        if (FiniteMean.tooSmall(m)) {
            // the scaled steps, on a copy (read here: the caller's copy would add the slow sum again)
            double[] all = new double[(int) n];
            for (long i = 0; i < n; i += PIECE) {
                int len = (int) Math.min(PIECE, n - i);
                x.read(i, len, buf);
                System.arraycopy(buf, 0, all, (int) i, len);
            }
            double scaled = FiniteMean.scaled(all);
            if (scaled == scaled) return scaled;
        }
        LongDouble t = new LongDouble();
        for (long i = 0; i < n; i += PIECE) {
            int len = (int) Math.min(PIECE, n - i);
            x.read(i, len, buf);
            ResidualRun.add(t, buf, 0, len, m);
        }
        if (!Double.isFinite(t.value())) return null;
        return m.add(t.divide(n)).value();
    }

    /**
     * cov (or cor) of the columns of x (nrow x p, column-major) with those of y (x's when null),
     * R's use = "everything": p x q, column-major; null where R warns (a zero standard deviation).
     */
    public static double[] covariance(boolean cor, double[] x, int nrow, double[] y) {
        // the columns read where x and y hold them: copies were 12.8 MB a cor of 2e5 x 8
        ColumnBlock a = columns(x, nrow), b = y == null ? null : columns(y, nrow);
        int[] sdZero = {0};
        double[][] r = StatsFunctions.together(cor, StatsFunctions.Method.PEARSON, a, b, sdZero);
        if (sdZero[0] > 0) return null;
        int p = a.count(), q = b == null ? p : b.count();
        double[] out = new double[p * q];
        for (int j = 0; j < q; j++) {
            for (int i = 0; i < p; i++) out[j * p + i] = r[i][j];
        }
        return out;
    }

    private static ColumnBlock columns(double[] d, int nrow) {
        return ColumnBlock.inPlace(d, nrow, nrow == 0 ? 0 : d.length / nrow);
    }
}
