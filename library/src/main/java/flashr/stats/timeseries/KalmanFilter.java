package flashr.stats.timeseries;

import flashr.engine.fn.math.ExpLog;

/**
 * The Kalman filter and fixed-interval smoother of a general univariate state-space model as R's
 * arima.c runs them (KalmanLike, KalmanSmooth): y[t] = Z a[t] + eps (variance h), a[t] = T a[t-1] + eta
 * (variance V). Matrices are column-major p x p; missing observations (NaN) only predict.
 */
final class KalmanFilter {
    private KalmanFilter() {}

    /** KalmanLike's result: ssq / n and sumlog / n, and, when kept, standardized residuals and filtered states (n x p). */
    record Run(double ssqPerObs, double sumlogPerObs, double[] resid, double[] states) {}

    /** The smoothed states (n x p) and their variances (n x p x p). */
    record Smooth(double[] states, double[] var) {}

    /** anew = T a. */
    static void predictState(double[] T, double[] a, double[] anew, int p) {
        for (int i = 0; i < p; i++) {
            double tmp = 0.0;
            for (int k = 0; k < p; k++) tmp += T[i + p * k] * a[k];
            anew[i] = tmp;
        }
    }

    /** Pnew = T P T' + V, through mm = T P. */
    static void predictCovariance(double[] T, double[] P, double[] V, double[] mm, double[] Pnew, int p) {
        for (int i = 0; i < p; i++)
            for (int j = 0; j < p; j++) {
                double tmp = 0.0;
                for (int k = 0; k < p; k++) tmp += T[i + p * k] * P[k + p * j];
                mm[i + p * j] = tmp;
            }
        for (int i = 0; i < p; i++)
            for (int j = 0; j < p; j++) {
                double tmp = V[i + p * j];
                for (int k = 0; k < p; k++) tmp += mm[i + p * k] * T[j + p * k];
                Pnew[i + p * j] = tmp;
            }
    }

    /**
     * Filters y from state a / P (updated in place, as are Pnew = P[t|t-1]); the covariance is predicted
     * only after step {@code nit}. With {@code keep}, also the residuals and the states after each step.
     */
    static Run run(double[] y, double[] Z, double[] a, double[] P, double[] T, double[] V, double h, double[] Pnew,
                   int nit, boolean keep) {
        int n = y.length, p = a.length;
        double[] anew = new double[p], M = new double[p], mm = new double[p * p];
        double[] resid = keep ? new double[n] : null, states = keep ? new double[n * p] : null;
        double sumlog = 0.0, ssq = 0.0;
        for (int l = 0; l < n; l++) {
            predictState(T, a, anew, p);
            if (l > nit) predictCovariance(T, P, V, mm, Pnew, p);
            if (!Double.isNaN(y[l])) {
                double resid0 = y[l];
                for (int i = 0; i < p; i++) resid0 -= Z[i] * anew[i];
                double gain = gain(Pnew, Z, h, M, p);
                ssq += resid0 * resid0 / gain;
                if (keep) resid[l] = resid0 / Math.sqrt(gain);
                sumlog += ExpLog.log(gain);
                update(anew, M, resid0, gain, a, Pnew, P, p);
            } else {
                System.arraycopy(anew, 0, a, 0, p);
                System.arraycopy(Pnew, 0, P, 0, p * p);
                if (keep) resid[l] = flashr.lang.RDouble.NA;
            }
            if (keep) for (int j = 0; j < p; j++) states[l + n * j] = a[j];
        }
        return new Run(ssq / n, sumlog / n, resid, states);
    }

    /** The smoothed states and variances of y (the model's a, P and Pn are not changed). */
    static Smooth smooth(double[] y, double[] Z, double[] a0, double[] P0, double[] T, double[] V, double h,
                         double[] Pn0, int nit) {
        int n = y.length, p = a0.length;
        double[] a = a0.clone(), P = P0.clone(), Pnew = Pn0.clone();
        double[] at = new double[n * p], Nt = new double[n * p * p];
        double[] anew = new double[p], M = new double[p], mm = new double[p * p];
        double[] Pt = new double[n * p * p], gains = new double[n], resids = new double[n], Mt = new double[n * p];
        double[] L = new double[p * p];
        for (int l = 0; l < n; l++) {
            predictState(T, a, anew, p);
            if (l > nit) predictCovariance(T, P, V, mm, Pnew, p);
            for (int i = 0; i < p; i++) at[l + n * i] = anew[i];
            for (int i = 0; i < p * p; i++) Pt[l + n * i] = Pnew[i];
            if (!Double.isNaN(y[l])) {
                double resid0 = y[l];
                for (int i = 0; i < p; i++) resid0 -= Z[i] * anew[i];
                double gain = gain(Pnew, Z, h, M, p);
                for (int i = 0; i < p; i++) Mt[l + n * i] = M[i];
                gains[l] = gain;
                resids[l] = resid0;
                update(anew, M, resid0, gain, a, Pnew, P, p);
            } else {
                System.arraycopy(anew, 0, a, 0, p);
                for (int i = 0; i < p; i++) Mt[l + n * i] = 0.0;
                System.arraycopy(Pnew, 0, P, 0, p * p);
                gains[l] = flashr.lang.RDouble.NA;
                resids[l] = flashr.lang.RDouble.NA;
            }
        }
        double[] rt = new double[n * p];   // r[t-1]
        for (int l = n - 1; l >= 0; l--) {
            double gn;
            if (!Double.isNaN(gains[l])) {
                gn = 1 / gains[l];
                for (int i = 0; i < p; i++) rt[l + n * i] = Z[i] * resids[l] * gn;
            } else {
                for (int i = 0; i < p; i++) rt[l + n * i] = 0.0;
                gn = 0.0;
            }
            for (int i = 0; i < p; i++)
                for (int j = 0; j < p; j++) Nt[l + n * i + n * p * j] = Z[i] * Z[j] * gn;
            if (l < n - 1) {
                for (int i = 0; i < p; i++)
                    for (int j = 0; j < p; j++) mm[i + p * j] = (i == j ? 1 : 0) - Mt[l + n * i] * Z[j] * gn;
                for (int i = 0; i < p; i++)
                    for (int j = 0; j < p; j++) {
                        double tmp = 0.0;
                        for (int k = 0; k < p; k++) tmp += T[i + p * k] * mm[k + p * j];
                        L[i + p * j] = tmp;
                    }
                for (int i = 0; i < p; i++) {
                    double tmp = 0.0;
                    for (int j = 0; j < p; j++) tmp += L[j + p * i] * rt[l + 1 + n * j];
                    rt[l + n * i] += tmp;
                }
                for (int i = 0; i < p; i++)   // N[t-1]
                    for (int j = 0; j < p; j++) {
                        double tmp = 0.0;
                        for (int k = 0; k < p; k++) tmp += L[k + p * i] * Nt[l + 1 + n * k + n * p * j];
                        mm[i + p * j] = tmp;
                    }
                for (int i = 0; i < p; i++)
                    for (int j = 0; j < p; j++) {
                        double tmp = 0.0;
                        for (int k = 0; k < p; k++) tmp += mm[i + p * k] * L[k + p * j];
                        Nt[l + n * i + n * p * j] += tmp;
                    }
            }
            for (int i = 0; i < p; i++) {
                double tmp = 0.0;
                for (int j = 0; j < p; j++) tmp += Pt[l + n * i + n * p * j] * rt[l + n * j];
                at[l + n * i] += tmp;
            }
        }
        for (int l = 0; l < n; l++) {
            for (int i = 0; i < p; i++)
                for (int j = 0; j < p; j++) {
                    double tmp = 0.0;
                    for (int k = 0; k < p; k++) tmp += Pt[l + n * i + n * p * k] * Nt[l + n * k + n * p * j];
                    mm[i + p * j] = tmp;
                }
            for (int i = 0; i < p; i++)
                for (int j = 0; j < p; j++) {
                    double tmp = Pt[l + n * i + n * p * j];
                    for (int k = 0; k < p; k++) tmp -= mm[i + p * k] * Pt[l + n * k + n * p * j];
                    Nt[l + n * i + n * p * j] = tmp;
                }
        }
        return new Smooth(at, Nt);
    }

    /** M = Pnew Z and the innovation's variance h + Z' M. */
    private static double gain(double[] Pnew, double[] Z, double h, double[] M, int p) {
        double gain = h;
        for (int i = 0; i < p; i++) {
            double tmp = 0.0;
            for (int j = 0; j < p; j++) tmp += Pnew[i + j * p] * Z[j];
            M[i] = tmp;
            gain += Z[i] * M[i];
        }
        return gain;
    }

    /** The filtered state a = anew + M resid / gain and covariance P = Pnew - M M' / gain. */
    private static void update(double[] anew, double[] M, double resid0, double gain, double[] a, double[] Pnew,
                               double[] P, int p) {
        for (int i = 0; i < p; i++) a[i] = anew[i] + M[i] * resid0 / gain;
        for (int i = 0; i < p; i++)
            for (int j = 0; j < p; j++) P[i + j * p] = Pnew[i + j * p] - M[i] * M[j] / gain;
    }
}
