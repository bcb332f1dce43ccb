package flashr.stats.timeseries;

/**
 * The Holt-Winters recursion of R's {@code HoltWinters()} for given smoothing parameters: level,
 * trend and seasonal estimates from {@code startTime} on, and the sum of squared one-step
 * forecast errors the optimizer minimizes.
 */
final class HoltWintersFilter {
    private HoltWintersFilter() {}

    /** The filtered components and the SSE. */
    record Fit(double[] level, double[] trend, double[] season, double sse) {}

    /**
     * @param startTime the 1-based first time forecast
     * @param additive seasonal effects added (else multiplied)
     * @param a, b, s the starting level, trend and seasonal figures
     */
    static Fit run(double[] x, double alpha, double beta, double gamma, int startTime, boolean additive, int period,
                   boolean doTrend, boolean doSeasonal, double a, double b, double[] s) {
        int len = x.length - startTime + 1;
        double[] level = new double[len + 1];
        double[] trend = new double[len + 1];
        double[] season = new double[len + period];
        level[0] = a;
        if (doTrend) trend[0] = b;
        if (doSeasonal) System.arraycopy(s, 0, season, 0, period);
        double sse = 0;
        for (int i = startTime - 1; i < x.length; i++) {
            int i0 = i - startTime + 2;
            int s0 = i0 + period - 1;
            double xhat = level[i0 - 1] + (doTrend ? trend[i0 - 1] : 0);
            double stmp = doSeasonal ? season[s0 - period] : (additive ? 0 : 1);
            if (additive) xhat += stmp;
            else xhat *= stmp;
            double res = x[i] - xhat;
            sse += res * res;
            if (additive) level[i0] = alpha * (x[i] - stmp) + (1 - alpha) * (level[i0 - 1] + trend[i0 - 1]);
            else level[i0] = alpha * (x[i] / stmp) + (1 - alpha) * (level[i0 - 1] + trend[i0 - 1]);
            if (doTrend) trend[i0] = beta * (level[i0] - level[i0 - 1]) + (1 - beta) * trend[i0 - 1];
            if (doSeasonal) {
                if (additive) season[s0] = gamma * (x[i] - level[i0]) + (1 - gamma) * stmp;
                else season[s0] = gamma * (x[i] / level[i0]) + (1 - gamma) * stmp;
            }
        }
        return new Fit(level, trend, season, sse);
    }
}
