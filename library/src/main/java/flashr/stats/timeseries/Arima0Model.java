package flashr.stats.timeseries;

import flashr.engine.fn.math.ExpLog;

/**
 * One evaluation of GNU R's {@code arima0} objective: the parameters (AR, MA, seasonal AR, seasonal MA,
 * then regression coefficients) are optionally mapped through the partial-autocorrelation transformation
 * (all four ARMA blocks, unlike arima's), the seasonal polynomials multiplied out, the regression
 * subtracted, and then either the conditional sum of squares or the exact likelihood by AS154 computed.
 * The value is what optim minimizes: 0.5 log(s2) for CSS, 0.5 (log(ssq / nu) + sumlog / nu) for ML.
 *
 * @param arma R's (p, q, P, Q, period, ...) orders
 * @param x the (differenced) series
 * @param xreg the regressors, x.length rows, column-major
 * @param delta AS154's switch to quick recursions (negative: never)
 * @param ncond the observations conditioned on (CSS)
 */
record Arima0Model(int[] arma, double[] x, double[] xreg, double delta, int ncond) {

    /** The value, the innovation variance and the residuals of one evaluation. */
    record Evaluation(double value, double sigma2, double[] resid) {}

    int narma() {
        return arma[0] + arma[1] + arma[2] + arma[3];
    }

    Evaluation evaluate(double[] raw, boolean transform, boolean css) {
        double[] params = transform ? transform(raw, arma) : raw.clone();
        int mp = arma[0], mq = arma[1], msp = arma[2], msq = arma[3], ns = arma[4];
        int p = mp + ns * msp, q = mq + ns * msq;
        double[] w = regressionResiduals(params);
        Starma g = new Starma(p, q, w, delta);
        double[][] poly = ArimaKernels.transPars(java.util.Arrays.copyOf(params, narma()), arma, false);
        System.arraycopy(poly[0], 0, g.phi, 0, p);
        System.arraycopy(poly[1], 0, g.theta, 0, q);
        if (css) return conditionalSumOfSquares(g);
        g.initialize();
        double[] sums = new double[2];
        g.filter(sums, true);
        double s2 = sums[0] / g.used;
        return new Evaluation(0.5 * (ExpLog.log(sums[0] / g.used) + sums[1] / g.used), s2, g.resid);
    }

    /** The series less the regression; the series itself (not a copy) without regressors. */
    private double[] regressionResiduals(double[] params) {
        int n = x.length;
        int m = n == 0 ? 0 : xreg.length / n;
        if (m == 0) return x;
        int streg = narma();
        double[] w = new double[n];
        for (int i = 0; i < n; i++) {
            double tmp = x[i];
            for (int j = 0; j < m; j++) tmp -= xreg[i + n * j] * params[streg + j];
            w[i] = tmp;
        }
        return w;
    }

    private Evaluation conditionalSumOfSquares(Starma g) {
        double[] w = g.w;
        double[] resid = g.resid;
        int n = w.length;
        double ssq = 0.0;
        int nu = 0;
        for (int i = 0; i < Math.min(ncond, n); i++) resid[i] = 0.0;
        for (int i = ncond; i < n; i++) {
            double tmp = w[i];
            int pmax = Math.min(i - ncond, g.p);
            for (int j = 0; j < pmax; j++) tmp -= g.phi[j] * w[i - j - 1];
            int qmax = Math.min(i - ncond, g.q);
            for (int j = 0; j < qmax; j++) tmp -= g.theta[j] * resid[i - j - 1];
            resid[i] = tmp;
            if (!Double.isNaN(tmp)) {
                nu++;
                ssq += tmp * tmp;
            }
        }
        double s2 = ssq / nu;
        return new Evaluation(0.5 * ExpLog.log(s2), s2, resid);
    }

    /** R's Dotrans: each of the four ARMA blocks mapped to a stationary (invertible) polynomial. */
    static double[] transform(double[] raw, int[] arma) {
        double[] out = raw.clone();
        for (int b = 0, v = 0; b < 4; v += arma[b++]) ArimaKernels.toStationary(arma[b], raw, v, out, v);
        return out;
    }

    /** R's Invtrans: the inverse of {@link #transform}, block by block. */
    static double[] inverseTransform(double[] par, int[] arma) {
        double[] out = par.clone();
        for (int b = 0, v = 0; b < 4; v += arma[b++]) ArimaKernels.fromStationary(arma[b], par, v, out, v);
        return out;
    }

    /**
     * R's Gradtrans: the Jacobian of {@link #transform} by forward differences, column-major n x n. As in
     * R, the non-seasonal MA block lands in the first columns rather than on the diagonal, which is what
     * R's standard errors of MA coefficients are computed from.
     */
    static double[] gradient(double[] raw, int[] arma) {
        int n = raw.length;
        double[] a = new double[n * n];
        for (int i = 0; i < n; i++) a[i + i * n] = 1.0;
        for (int b = 0, v = 0; b < 4; v += arma[b++])
            ArimaKernels.jacobianBlock(raw, v, arma[b], a, n, b == 1 ? 0 : v);
        return a;
    }
}
