package flashr.stats.timeseries;

import flashr.engine.fn.math.ExpLog;

/**
 * The state-space side of ARIMA fitting as GNU R computes it: the initial state covariance of an ARMA
 * process (Gardner, Harvey and Phillips 1980, algorithm AS 154, solved by Givens rotations), the exact
 * Gaussian likelihood by the Kalman filter on the differenced-state form, and Kalman forecasts. Matrices
 * are column-major; the filter updates the state {@code a}, its covariance {@code P} and the prediction
 * covariance {@code Pn} in place, as R's routine does (its caller keeps them in the model).
 */
final class ArimaStateSpace {
    /** The likelihood's parts: sum of squares, sum of log gains, observations used, standardized residuals. */
    record Likelihood(double ssq, double sumlog, int used, double[] resid) {}

    private ArimaStateSpace() {}

    /**
     * Filters y through the model (phi, theta, Delta) from state a/P/Pn, updating them; covariances are
     * propagated from step {@code up + 1} on. Observations whose gain reaches 1e4 (diffuse start) are not counted.
     */
    static Likelihood filter(double[] y, double[] phi, double[] theta, double[] delta, double[] a, double[] P,
                             double[] Pnew, int up, boolean wantResid) {
        int n = y.length, rd = a.length, p = phi.length, q = theta.length, d = delta.length, r = rd - d;
        double[] anew = new double[rd];
        double[] M = new double[rd];
        double[] mm = d > 0 ? new double[rd * rd] : null;
        double[] resid = wantResid ? new double[n] : null;
        double ssq = 0.0, sumlog = 0.0;
        int nu = 0;
        for (int l = 0; l < n; l++) {
            for (int i = 0; i < r; i++) {
                double tmp = i < r - 1 ? a[i + 1] : 0.0;
                if (i < p) tmp += phi[i] * a[0];
                anew[i] = tmp;
            }
            if (d > 0) {
                for (int i = r + 1; i < rd; i++) anew[i] = a[i - 1];
                double tmp = a[0];
                for (int i = 0; i < d; i++) tmp += delta[i] * a[r + i];
                anew[r] = tmp;
            }
            if (l > up) {
                if (d == 0) predictArmaCovariance(phi, theta, P, Pnew, r, p, q);
                else predictDifferencedCovariance(phi, theta, delta, P, Pnew, mm, r, rd, p, q, d);
            }
            if (!Double.isNaN(y[l])) {
                double res = y[l] - anew[0];
                for (int i = 0; i < d; i++) res -= delta[i] * anew[r + i];
                for (int i = 0; i < rd; i++) {
                    double tmp = Pnew[i];
                    for (int j = 0; j < d; j++) tmp += Pnew[i + (r + j) * rd] * delta[j];
                    M[i] = tmp;
                }
                double gain = M[0];
                for (int j = 0; j < d; j++) gain += delta[j] * M[r + j];
                if (gain < 1e4) {
                    nu++;
                    ssq += res * res / gain;
                    sumlog += ExpLog.log(gain);
                }
                if (wantResid) resid[l] = res / Math.sqrt(gain);
                for (int i = 0; i < rd; i++) a[i] = anew[i] + M[i] * res / gain;
                for (int i = 0; i < rd; i++)
                    for (int j = 0; j < rd; j++) P[i + j * rd] = Pnew[i + j * rd] - M[i] * M[j] / gain;
            } else {
                System.arraycopy(anew, 0, a, 0, rd);
                System.arraycopy(Pnew, 0, P, 0, rd * rd);
                if (wantResid) resid[l] = Double.NaN;
            }
        }
        return new Likelihood(ssq, sumlog, nu, resid);
    }

    /** Pnew = T P T' + R R' for the ARMA state alone, T's structure used element by element. */
    private static void predictArmaCovariance(double[] phi, double[] theta, double[] P, double[] Pnew, int r, int p, int q) {
        for (int i = 0; i < r; i++) {
            double vi = i == 0 ? 1.0 : i - 1 < q ? theta[i - 1] : 0.0;
            for (int j = 0; j < r; j++) {
                double tmp = j == 0 ? vi : j - 1 < q ? vi * theta[j - 1] : 0.0;
                if (i < p && j < p) tmp += phi[i] * phi[j] * P[0];
                if (i < r - 1 && j < r - 1) tmp += P[i + 1 + r * (j + 1)];
                if (i < p && j < r - 1) tmp += phi[i] * P[j + 1];
                if (j < p && i < r - 1) tmp += phi[j] * P[i + 1];
                Pnew[i + r * j] = tmp;
            }
        }
    }

    /** Pnew = T P T' + R R' with the differencing states appended: mm = T P first, then mm T'. */
    private static void predictDifferencedCovariance(double[] phi, double[] theta, double[] delta, double[] P,
                                                     double[] Pnew, double[] mm, int r, int rd, int p, int q, int d) {
        for (int i = 0; i < r; i++)
            for (int j = 0; j < rd; j++) {
                double tmp = 0.0;
                if (i < p) tmp += phi[i] * P[rd * j];
                if (i < r - 1) tmp += P[i + 1 + rd * j];
                mm[i + rd * j] = tmp;
            }
        for (int j = 0; j < rd; j++) {
            double tmp = P[rd * j];
            for (int k = 0; k < d; k++) tmp += delta[k] * P[r + k + rd * j];
            mm[r + rd * j] = tmp;
        }
        for (int i = 1; i < d; i++)
            for (int j = 0; j < rd; j++) mm[r + i + rd * j] = P[r + i - 1 + rd * j];
        for (int i = 0; i < r; i++)
            for (int j = 0; j < rd; j++) {
                double tmp = 0.0;
                if (i < p) tmp += phi[i] * mm[j];
                if (i < r - 1) tmp += mm[rd * (i + 1) + j];
                Pnew[j + rd * i] = tmp;
            }
        for (int j = 0; j < rd; j++) {
            double tmp = mm[j];
            for (int k = 0; k < d; k++) tmp += delta[k] * mm[rd * (r + k) + j];
            Pnew[rd * r + j] = tmp;
        }
        for (int i = 1; i < d; i++)
            for (int j = 0; j < rd; j++) Pnew[rd * (r + i) + j] = mm[rd * (r + i - 1) + j];
        for (int i = 0; i <= q; i++) {
            double vi = i == 0 ? 1.0 : theta[i - 1];
            for (int j = 0; j <= q; j++) Pnew[i + rd * j] += vi * (j == 0 ? 1.0 : theta[j - 1]);
        }
    }

    /** n-step forecasts from state a/P (both advanced in place): {predictions, variances in units of sigma^2}. */
    static double[][] forecast(int n, double[] Z, double[] a, double[] P, double[] T, double[] V, double h) {
        int p = a.length;
        double[] anew = new double[p];
        double[] Pnew = new double[p * p];
        double[] mm = new double[p * p];
        double[] pred = new double[n];
        double[] var = new double[n];
        for (int l = 0; l < n; l++) {
            KalmanFilter.predictState(T, a, anew, p);
            double fc = 0.0;
            for (int i = 0; i < p; i++) fc += anew[i] * Z[i];
            System.arraycopy(anew, 0, a, 0, p);
            pred[l] = fc;
            KalmanFilter.predictCovariance(T, P, V, mm, Pnew, p);
            double tmp = h;
            for (int i = 0; i < p; i++)
                for (int j = 0; j < p; j++) {
                    P[i + j * p] = Pnew[i + j * p];
                    tmp += Z[i] * Z[j] * P[i + j * p];
                }
            var[l] = tmp;
        }
        return new double[][] {pred, var};
    }

    /**
     * The stationary covariance of an ARMA(p, q) state vector of length r = max(p, q + 1), r x r: the
     * linear system vec(P) = vec(T P T') + vec(R R') in packed lower-triangular order, rows ordered to
     * bring leading zeros forward, solved by Givens rotations and back-substitution (pure MA processes
     * by accumulation).
     */
    static double[] initialCovariance(double[] phi, double[] theta) {
        int p = phi.length, q = theta.length;
        int r = Math.max(p, q + 1);
        if (r > 350) throw new IllegalArgumentException("maximum supported lag is 350");
        double[] P = new double[r * r];
        if (r == 1) {
            P[0] = p == 0 ? 1.0 : 1.0 / (1.0 - phi[0] * phi[0]);
            return P;
        }
        int np = r * (r + 1) / 2;
        System.arraycopy(packedCovariance(phi, p, packedNoiseCovariance(theta, q, r), r), 0, P, 0, np);
        int ind = np;
        for (int i = r - 1; i > 0; i--)
            for (int j = r - 1; j >= i; j--) P[r * i + j] = P[--ind];
        for (int i = 0; i < r - 1; i++)
            for (int j = i + 1; j < r; j++) P[i + r * j] = P[j + r * i];
        return P;
    }

    /** V = (1, theta)(1, theta)' of an r-vector state, packed upper triangle row by row (AS154's order). */
    static double[] packedNoiseCovariance(double[] theta, int q, int r) {
        double[] V = new double[r * (r + 1) / 2];
        for (int ind = 0, j = 0; j < r; j++) {
            double vj = j == 0 ? 1.0 : j - 1 < q ? theta[j - 1] : 0.0;
            for (int i = j; i < r; i++) {
                double vi = i == 0 ? 1.0 : i - 1 < q ? theta[i - 1] : 0.0;
                V[ind++] = vi * vj;
            }
        }
        return V;
    }

    /**
     * The stationary state covariance P(0) for r > 1, packed as {@link #packedNoiseCovariance}: solved by
     * Givens rotations when there is an AR part (p > 0), by accumulation for a pure MA process.
     */
    static double[] packedCovariance(double[] phi, int p, double[] V, int r) {
        int np = r * (r + 1) / 2;
        double[] P = new double[np];
        if (p > 0) solveStationary(phi, p, r, np, np * (np - 1) / 2, V, P);
        else {
            int indn = np, ind = np;
            for (int i = 0; i < r; i++)
                for (int j = 0; j <= i; j++) {
                    --ind;
                    P[ind] = V[ind];
                    if (j != 0) P[ind] += P[--indn];
                }
        }
        return P;
    }

    private static void solveStationary(double[] phi, int p, int r, int np, int nrbar, double[] V, double[] P) {
        double[] rbar = new double[nrbar];
        double[] thetab = new double[np];
        double[] xnext = new double[np];
        double[] xrow = new double[np];
        int ind = 0, ind1 = -1;
        int npr = np - r, npr1 = npr + 1;
        int indj = npr, ind2 = npr - 1;
        for (int j = 0; j < r; j++) {
            double phij = j < p ? phi[j] : 0.0;
            xnext[indj++] = 0.0;
            int indi = npr1 + j;
            for (int i = j; i < r; i++) {
                double ynext = V[ind++];
                double phii = i < p ? phi[i] : 0.0;
                if (j != r - 1) {
                    xnext[indj] = -phii;
                    if (i != r - 1) {
                        xnext[indi] -= phij;
                        xnext[++ind1] = -1.0;
                    }
                }
                xnext[npr] = -phii * phij;
                if (++ind2 >= np) ind2 = 0;
                xnext[ind2] += 1.0;
                includeRow(np, xnext, xrow, ynext, P, rbar, thetab);
                xnext[ind2] = 0.0;
                if (i != r - 1) {
                    xnext[indi++] = 0.0;
                    xnext[ind1] = 0.0;
                }
            }
        }
        int ithisr = nrbar - 1;
        int im = np - 1;
        for (int i = 0; i < np; i++) {
            double bi = thetab[im];
            for (int jm = np - 1, j = 0; j < i; j++) bi -= rbar[ithisr--] * P[jm--];
            P[im--] = bi;
        }
        // reorder: the last r values first
        System.arraycopy(P, npr, xnext, 0, r);
        for (int i = 0, to = np - 1, from = npr - 1; i < npr; i++) P[to--] = P[from--];
        System.arraycopy(xnext, 0, P, 0, r);
    }

    /** Adds one row (xnext, ynext) to the square-root-free Givens factorization d / rbar / thetab. */
    private static void includeRow(int np, double[] xnext, double[] xrow, double ynext, double[] d, double[] rbar,
                                   double[] thetab) {
        System.arraycopy(xnext, 0, xrow, 0, np);
        for (int ithisr = 0, i = 0; i < np; i++) {
            if (xrow[i] != 0.0) {
                double xi = xrow[i];
                double di = d[i];
                double dpi = di + xi * xi;
                d[i] = dpi;
                double cbar = di / dpi;
                double sbar = xi / dpi;
                for (int k = i + 1; k < np; k++) {
                    double xk = xrow[k];
                    double rbthis = rbar[ithisr];
                    xrow[k] = xk - xi * rbthis;
                    rbar[ithisr++] = cbar * rbthis + sbar * xk;
                }
                double xk = ynext;
                ynext = xk - xi * thetab[i];
                thetab[i] = cbar * thetab[i] + sbar * xk;
                if (di == 0.0) return;
            } else ithisr = ithisr + np - i - 1;
        }
    }
}
