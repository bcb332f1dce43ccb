package flashr.stats.timeseries;

import flashr.engine.fn.math.Hyperbolic;

/**
 * The numeric kernels of ARIMA fitting as GNU R's {@code arima()} calls them, in R's arithmetic order so
 * fitted coefficients and likelihoods print R's digits: the reparametrization of AR parts through their
 * partial autocorrelations (and its inverse and Jacobian), expansion of seasonal ARMA polynomials, the
 * exact likelihood by a Kalman filter on the state-space form (Gardner, Harvey and Phillips 1980), the
 * conditional sum of squares, polynomial products, and Kalman forecasts. Matrices are column-major.
 */
final class ArimaKernels {
    /** The finite-difference step of the transformation's Jacobian, as R's. */
    private static final double GRAD_STEP = 1e-3;

    private ArimaKernels() {}

    /** Maps p unconstrained values to the coefficients of a stationary AR(p) via tanh and Durbin-Levinson. */
    static void toStationary(int p, double[] raw, int off, double[] out, int outOff) {
        if (p > 100) throw new IllegalArgumentException("can only transform 100 pars in arima0");
        double[] work = new double[p];
        for (int j = 0; j < p; j++) work[j] = out[outOff + j] = Hyperbolic.tanh(raw[off + j]);
        for (int j = 1; j < p; j++) {
            double a = out[outOff + j];
            for (int k = 0; k < j; k++) work[k] -= a * out[outOff + j - k - 1];
            System.arraycopy(work, 0, out, outOff, j);
        }
    }

    /** The inverse of {@link #toStationary}: Durbin-Levinson backwards, then atanh. */
    static void fromStationary(int p, double[] phi, int off, double[] out, int outOff) {
        if (p > 100) throw new IllegalArgumentException("can only transform 100 pars in arima0");
        double[] work = new double[p];
        for (int j = 0; j < p; j++) work[j] = out[outOff + j] = phi[off + j];
        for (int j = p - 1; j > 0; j--) {
            double a = out[outOff + j];
            for (int k = 0; k < j; k++) work[k] = (out[outOff + k] + a * out[outOff + j - k - 1]) / (1 - a * a);
            System.arraycopy(work, 0, out, outOff, j);
        }
        for (int j = 0; j < p; j++) out[outOff + j] = Hyperbolic.atanh(out[outOff + j]);
    }

    /** {@code arma} is R's (p, q, P, Q, period, d, D). Applies the AR transformations to a copy. */
    static double[] undoPars(double[] in, int[] arma) {
        double[] out = in.clone();
        if (arma[0] > 0) toStationary(arma[0], in, 0, out, 0);
        if (arma[2] > 0) toStationary(arma[2], in, arma[0] + arma[1], out, arma[0] + arma[1]);
        return out;
    }

    static double[] invTrans(double[] in, int[] arma) {
        double[] out = in.clone();
        if (arma[0] > 0) fromStationary(arma[0], in, 0, out, 0);
        if (arma[2] > 0) fromStationary(arma[2], in, arma[0] + arma[1], out, arma[0] + arma[1]);
        return out;
    }

    /** The Jacobian of {@link #undoPars} by forward differences, n x n column-major (identity outside AR blocks). */
    static double[] gradTrans(double[] raw, int[] arma) {
        int n = raw.length;
        double[] a = new double[n * n];
        for (int i = 0; i < n; i++) a[i + i * n] = 1.0;
        jacobianBlock(raw, 0, arma[0], a, n, 0);
        jacobianBlock(raw, arma[0] + arma[1], arma[2], a, n, arma[0] + arma[1]);
        return a;
    }

    /**
     * The derivatives of the m transformed parameters from raw[v] on, into rows v.. and columns col.. of
     * the n x n matrix a (col = v but for arima0's MA block, which R writes into the first columns).
     */
    static void jacobianBlock(double[] raw, int v, int m, double[] a, int n, int col) {
        if (m <= 0) return;
        double[] w1 = new double[m];
        double[] w2 = new double[m];
        double[] w3 = new double[m];
        System.arraycopy(raw, v, w1, 0, m);
        toStationary(m, w1, 0, w2, 0);
        for (int i = 0; i < m; i++) {
            w1[i] += GRAD_STEP;
            toStationary(m, w1, 0, w3, 0);
            for (int j = 0; j < m; j++) a[i + v + (j + col) * n] = (w3[j] - w2[j]) / GRAD_STEP;
            w1[i] -= GRAD_STEP;
        }
    }

    /** The full AR and MA polynomials {phi, theta} of a (seasonal) ARMA model from its parameters. */
    static double[][] transPars(double[] in, int[] arma, boolean trans) {
        int mp = arma[0], mq = arma[1], msp = arma[2], msq = arma[3], ns = arma[4];
        int p = mp + ns * msp;
        int q = mq + ns * msq;
        double[] phi = new double[p];
        double[] theta = new double[q];
        double[] params = in;
        if (trans) {
            params = in.clone();
            if (mp > 0) toStationary(mp, in, 0, params, 0);
            if (msp > 0) toStationary(msp, in, mp + mq, params, mp + mq);
        }
        for (int i = 0; i < mp; i++) phi[i] = params[i];
        for (int i = 0; i < mq; i++) theta[i] = params[i + mp];
        if (ns > 0) {
            for (int j = 0; j < msp; j++) {
                double s = params[j + mp + mq];
                phi[(j + 1) * ns - 1] += s;
                for (int i = 0; i < mp; i++) phi[(j + 1) * ns + i] -= params[i] * s;
            }
            for (int j = 0; j < msq; j++) {
                double s = params[j + mp + mq + msp];
                theta[(j + 1) * ns - 1] += s;
                for (int i = 0; i < mq; i++) theta[(j + 1) * ns + i] += params[i + mp] * s;
            }
        }
        return new double[][] {phi, theta};
    }

    /** The product of two polynomials given by their coefficients (R's {@code \%+\%} in arima). */
    static double[] convolve(double[] a, double[] b) {
        double[] ab = new double[a.length + b.length - 1];
        for (int i = 0; i < a.length; i++)
            for (int j = 0; j < b.length; j++) ab[i + j] += a[i] * b[j];
        return ab;
    }

    /** The conditional sum of squares after differencing: {mean square, residuals}. */
    static double[][] css(double[] y, int[] arma, double[] phi, double[] theta, int ncond) {
        int n = y.length, p = phi.length, q = theta.length;
        double[] w = y.clone();
        for (int i = 0; i < arma[5]; i++)
            for (int l = n - 1; l > 0; l--) w[l] -= w[l - 1];
        int ns = arma[4];
        for (int i = 0; i < arma[6]; i++)
            for (int l = n - 1; l >= ns; l--) w[l] -= w[l - ns];
        double[] resid = new double[n];
        double ssq = 0.0;
        int nu = 0;
        for (int l = ncond; l < n; l++) {
            double tmp = w[l];
            for (int j = 0; j < p; j++) tmp -= phi[j] * w[l - j - 1];
            int jmax = Math.min(l - ncond, q);
            for (int j = 0; j < jmax; j++) tmp -= theta[j] * resid[l - j - 1];
            resid[l] = tmp;
            if (!Double.isNaN(tmp)) {
                nu++;
                ssq += tmp * tmp;
            }
        }
        return new double[][] {{ssq / nu}, resid};
    }
}
