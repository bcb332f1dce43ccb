package flashr.stats.timeseries;

import java.util.Arrays;

/**
 * Running medians of odd span k (R's {@code runmed} before its end rule): the median of each
 * window of k values; the k / 2 values at each end are copied ("keep", later smoothed by
 * {@code smoothEnds} for "median") or set to the median of the first and last window
 * ("constant"). Any algorithm gives these same values; this one sorts each window.
 */
final class RunningMedian {
    private RunningMedian() {}

    static double[] of(double[] x, int k, boolean constantEnds) {
        int n = x.length;
        int h = k / 2;
        double[] out = x.clone();
        if (n == 0 || k <= 1) return out;
        double[] w = new double[k];
        for (int i = h; i < n - h; i++) {
            System.arraycopy(x, i - h, w, 0, k);
            Arrays.sort(w);
            out[i] = w[h];
        }
        if (constantEnds) {
            for (int i = 0; i < h; i++) {
                out[i] = out[h];
                out[n - 1 - i] = out[n - 1 - h];
            }
        }
        return out;
    }
}
