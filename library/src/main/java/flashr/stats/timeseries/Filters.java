package flashr.stats.timeseries;

import flashr.lang.RDouble;

/**
 * R's linear filters of one series ({@code filter()}): convolution with sides 1 or 2, optionally
 * circular, and the autoregressive recursion. A value that is NA or NaN makes every output that
 * uses it NA, as R's {@code cfilter}/{@code rfilter}.
 */
final class Filters {
    private Filters() {}

    /** {@code y[i] = sum_j f[j] * x[i + shift - j]}, shift = nf / 2 for two sides, 0 for one. */
    static double[] convolve(double[] x, double[] f, boolean twoSided, boolean circular) {
        int nx = x.length;
        int nf = f.length;
        int shift = twoSided ? nf / 2 : 0;
        double[] out = new double[nx];
        for (int i = 0; i < nx; i++) {
            if (!circular && (i + shift - (nf - 1) < 0 || i + shift >= nx)) {
                out[i] = RDouble.NA;
                continue;
            }
            double z = 0;
            boolean ok = true;
            for (int j = circular ? 0 : Math.max(0, shift + i - nx); j < (circular ? nf : Math.min(nf, i + shift + 1)); j++) {
                int ii = i + shift - j;
                if (circular) {
                    if (ii < 0) ii += nx;
                    if (ii >= nx) ii -= nx;
                }
                double v = x[ii];
                if (Double.isNaN(v)) {
                    ok = false;
                    break;
                }
                z += f[j] * v;
            }
            out[i] = ok ? z : RDouble.NA;
        }
        return out;
    }

    /**
     * {@code y[i] = x[i] + sum_j f[j] * y[i - j - 1]}, where {@code y[-k]} is {@code init[nf - k]}:
     * {@code init} holds the nf values before the series, most recent last. Returns the nx outputs
     * (written straight into their own array: no room for the initial values, no copy after).
     */
    static double[] recurse(double[] x, double[] f, double[] init) {
        int nx = x.length;
        int nf = f.length;
        double[] y = new double[nx];
        int head = Math.min(nf, nx);
        for (int i = 0; i < head; i++) {
            double sum = x[i];
            for (int j = 0; j < nf; j++) {
                int k = i - j - 1;
                double v = k >= 0 ? y[k] : init[nf + k];
                if (Double.isNaN(v)) {
                    sum = RDouble.NA;
                    break;
                }
                sum += v * f[j];
            }
            y[i] = sum;
        }
        for (int i = head; i < nx; i++) {
            double sum = x[i];
            for (int j = 0; j < nf; j++) {
                double v = y[i - j - 1];
                if (Double.isNaN(v)) {
                    sum = RDouble.NA;
                    break;
                }
                sum += v * f[j];
            }
            y[i] = sum;
        }
        return y;
    }
}
