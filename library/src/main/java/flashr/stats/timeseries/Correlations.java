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
        boolean[] clean = new boolean[ns];
        for (int u = 0; u < ns; u++) clean[u] = noNaN(x, n * u, n);
        for (int u = 0; u < ns; u++) {
            for (int v = 0; v < ns; v++) {
                if (clean[u] && clean[v]) {
                    covariances(x, n, n * u, n * v, lagMax, acf, d1 * u + d2 * v);
                    continue;
                }
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
    private static boolean noNaN(double[] x, int from, int n) {
        for (int i = from; i < from + n; i++) {
            if (Double.isNaN(x[i])) return false;
        }
        return true;
    }

    /**
     * Lags 0..lagMax of series u against v without NA or NaN, into {@code acf[at + lag]}. Each
     * lag's sum is R's, term for term in the same order; four lags run side by side in one pass
     * (four independent chains of additions instead of one: the loop is bound by the latency of
     * its additions), the last terms of the longer ones after it.
     */
    private static void covariances(double[] x, int n, int ou, int ov, int lagMax, double[] acf, int at) {
        int lag = 0;
        for (; lag + 3 <= lagMax && n - lag - 3 > 0; lag += 4) {
            int m = n - lag - 3;
            double s0 = 0.0, s1 = 0.0, s2 = 0.0, s3 = 0.0;
            int a = ou + lag;
            for (int i = 0; i < m; i++) {
                double b = x[ov + i];
                s0 += x[a + i] * b;
                s1 += x[a + i + 1] * b;
                s2 += x[a + i + 2] * b;
                s3 += x[a + i + 3] * b;
            }
            for (int i = m; i < m + 3; i++) s0 += x[a + i] * x[ov + i];
            for (int i = m; i < m + 2; i++) s1 += x[a + i + 1] * x[ov + i];
            s2 += x[a + m + 2] * x[ov + m];
            // without NA every lag has n - lag pairs: sum / (nu + lag) is sum / n
            acf[at + lag] = s0 / n;
            acf[at + lag + 1] = s1 / n;
            acf[at + lag + 2] = s2 / n;
            acf[at + lag + 3] = s3 / n;
        }
        for (; lag <= lagMax; lag++) {
            double sum = 0.0;
            for (int i = 0; i < n - lag; i++) sum += x[ou + i + lag] * x[ov + i];
            acf[at + lag] = n - lag > 0 ? sum / n : RDouble.NA;
        }
    }

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

    /**
     * Levinson-Durbin solution of the Yule-Walker equations for orders 1..lr from the
     * autocovariances r (lag 0 first), as R's Fortran {@code eureka} with g = r: the lr x lr
     * column-major matrix whose row m holds the AR(m) coefficients, then the lr innovation variances.
     */
    static double[][] levinson(int lr, double[] r) {
        double[] g = r;
        double[] f = new double[lr * lr];
        double[] var = new double[lr];
        double[] a = new double[lr + 1]; // 1-based, as the Fortran
        double v = r[0];
        double d = r[1];
        a[1] = 1.0;
        f[0] = g[1] / v;
        double q = f[0] * r[1];
        var[0] = (1 - f[0] * f[0]) * r[0];
        for (int l = 2; l <= lr; l++) {
            a[l] = -d / v;
            if (l > 2) {
                int l1 = (l - 2) / 2;
                int l2 = l1 + 1;
                for (int j = 2; j <= l2; j++) {
                    double hold = a[j];
                    int k = l - j + 1;
                    a[j] = a[j] + a[l] * a[k];
                    a[k] = a[k] + a[l] * hold;
                }
                if (2 * l1 != l - 2) a[l2 + 1] = a[l2 + 1] * (1.0 + a[l]);
            }
            v = v + a[l] * d;
            f[(l - 1) + lr * (l - 1)] = (g[l] - q) / v;
            double fll = f[(l - 1) + lr * (l - 1)];
            for (int j = 1; j <= l - 1; j++) f[(l - 1) + lr * (j - 1)] = f[(l - 2) + lr * (j - 1)] + fll * a[l - j + 1];
            var[l - 1] = var[l - 2] * (1 - fll * fll);
            if (l == lr) break;
            d = 0.0;
            q = 0.0;
            for (int i = 1; i <= l; i++) {
                int k = l - i + 2;
                d = d + a[i] * r[k - 1];
                q = q + f[(l - 1) + lr * (i - 1)] * r[k - 1];
            }
        }
        return new double[][] {f, var};
    }
}
