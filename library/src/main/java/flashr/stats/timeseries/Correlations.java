package flashr.stats.timeseries;

import flashr.lang.RDouble;

/**
 * Sample auto- and cross-covariances of several series (R's C {@code acf}) and the partial
 * autocorrelations of one series from its autocorrelations by the Durbin-Levinson recursion
 * (R's {@code uni_pacf}), in R's order of operations.
 */
final class Correlations {
    private Correlations() {}

    /**
     * The array [lag, u, v] (column-major, lags 0..lagMax) of {@code sum x[i + lag, u] x[i, v] / n}
     * over pairs without NA or NaN (n counts those pairs plus the lag); as correlations scaled by
     * the lag-0 values and kept in [-1, 1].
     */
    static double[] acf(double[] x, int n, int ns, int lagMax, boolean correlation) {
        int d1 = lagMax + 1;
        int d2 = ns * d1;
        double[] acf = new double[d1 * ns * ns];
        for (int u = 0; u < ns; u++) {
            for (int v = 0; v < ns; v++) {
                for (int lag = 0; lag <= lagMax; lag++) {
                    double sum = 0.0;
                    int nu = 0;
                    for (int i = 0; i < n - lag; i++) {
                        double a = x[i + lag + n * u];
                        double b = x[i + n * v];
                        if (!Double.isNaN(a) && !Double.isNaN(b)) {
                            nu++;
                            sum += a * b;
                        }
                    }
                    acf[lag + d1 * u + d2 * v] = nu > 0 ? sum / (nu + lag) : RDouble.NA;
                }
            }
        }
        if (correlation) {
            if (n == 1) {
                for (int u = 0; u < ns; u++) acf[d1 * u + d2 * u] = 1.0;
            } else {
                double[] se = new double[ns];
                for (int u = 0; u < ns; u++) se[u] = Math.sqrt(acf[d1 * u + d2 * u]);
                for (int u = 0; u < ns; u++) {
                    for (int v = 0; v < ns; v++) {
                        for (int lag = 0; lag <= lagMax; lag++) {
                            double a = acf[lag + d1 * u + d2 * v] / (se[u] * se[v]);
                            acf[lag + d1 * u + d2 * v] = a > 1. ? 1. : (a < -1. ? -1. : a);
                        }
                    }
                }
            }
        }
        return acf;
    }

    /** Partial autocorrelations at lags 1..nlag from {@code cor} (lag 0 first). */
    static double[] pacf(double[] cor, int nlag) {
        double[] p = new double[nlag];
        double[] v = new double[nlag];
        double[] w = new double[nlag];
        w[0] = p[0] = cor[1];
        for (int ll = 1; ll < nlag; ll++) {
            double a = cor[ll + 1];
            double b = 1.0;
            for (int i = 0; i < ll; i++) {
                a -= w[i] * cor[ll - i];
                b -= w[i] * cor[i + 1];
            }
            double c = a / b;
            p[ll] = c;
            if (ll + 1 == nlag) break;
            w[ll] = c;
            for (int i = 0; i < ll; i++) v[ll - i - 1] = w[i];
            for (int i = 0; i < ll; i++) w[i] -= c * v[i];
        }
        return p;
    }
}
