package flashr.stats.timeseries;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Checks the ARIMA kernels against their defining equations on random stationary models: the
 * initial covariance solves P = T P T' + R R', the PACF transformation inverts, and the specialised
 * Kalman filter agrees with a plain dense-matrix filter (NA observations included).
 */
class ArimaStateSpaceTest {
    private final Random rnd = new Random(20261202);

    /** A stationary AR polynomial of order p, made from random partial autocorrelations. */
    private double[] stationary(int p) {
        double[] raw = new double[p];
        for (int i = 0; i < p; i++) raw[i] = rnd.nextGaussian();
        double[] phi = new double[p];
        if (p > 0) ArimaKernels.toStationary(p, raw, 0, phi, 0);
        return phi;
    }

    private double[] random(int n) {
        double[] x = new double[n];
        for (int i = 0; i < n; i++) x[i] = rnd.nextGaussian() * 0.6;
        return x;
    }

    @Test
    void initialCovarianceIsTheStationaryOne() {
        for (int trial = 0; trial < 60; trial++) {
            int p = rnd.nextInt(5), q = rnd.nextInt(5);
            if (p == 0 && q == 0) q = 1;
            double[] phi = stationary(p);
            double[] theta = random(q);
            int r = Math.max(p, q + 1);
            double[] P = ArimaStateSpace.initialCovariance(phi, theta);
            double[] T = new double[r * r];
            for (int i = 0; i < p; i++) T[i] = phi[i];
            for (int i = 1; i < r; i++) T[(i - 1) + r * i] = 1;
            double[] R = new double[r];
            R[0] = 1;
            for (int i = 0; i < q; i++) R[i + 1] = theta[i];
            double[] tpt = multiply(multiply(T, P, r), transpose(T, r), r);
            double scale = 1;
            for (double v : P) scale = Math.max(scale, Math.abs(v));
            for (int i = 0; i < r; i++)
                for (int j = 0; j < r; j++)
                    assertEquals(P[i + r * j], tpt[i + r * j] + R[i] * R[j], 1e-9 * scale, "p=" + p + " q=" + q);
        }
    }

    @Test
    void pacfTransformationInverts() {
        for (int trial = 0; trial < 50; trial++) {
            int p = 1 + rnd.nextInt(6), q = rnd.nextInt(3), sp = rnd.nextInt(3);
            int[] arma = {p, q, sp, 0, 4, 0, 0};
            double[] raw = random(p + q + sp);
            double[] back = ArimaKernels.invTrans(ArimaKernels.undoPars(raw, arma), arma);
            for (int i = 0; i < raw.length; i++) assertEquals(raw[i], back[i], 1e-8);
        }
    }

    @Test
    void filterAgreesWithADenseKalmanFilter() {
        for (int trial = 0; trial < 40; trial++) {
            int p = rnd.nextInt(4), q = rnd.nextInt(3), d = rnd.nextInt(3);
            double[] phi = stationary(p);
            double[] theta = random(q);
            double[] delta = d == 0 ? new double[0] : d == 1 ? new double[] {1} : new double[] {2, -1};
            int n = rnd.nextInt(40);
            double[] y = new double[n];
            for (int i = 0; i < n; i++) y[i] = rnd.nextInt(10) == 0 ? Double.NaN : rnd.nextGaussian() + 0.1 * i;
            int r = Math.max(p, q + 1), rd = r + d;
            double[] T = new double[rd * rd];
            double[] Z = new double[rd];
            Z[0] = 1;
            for (int i = 0; i < d; i++) Z[r + i] = delta[i];
            for (int i = 0; i < p; i++) T[i] = phi[i];
            for (int i = 1; i < r; i++) T[(i - 1) + rd * i] = 1;
            if (d > 0) {
                for (int j = 0; j < rd; j++) T[r + rd * j] = Z[j];
                for (int i = 1; i < d; i++) T[(r + i) + rd * (r + i - 1)] = 1;
            }
            double[] R = new double[rd];
            R[0] = 1;
            for (int i = 0; i < q; i++) R[i + 1] = theta[i];
            double[] Pn = new double[rd * rd];
            double[] q0 = ArimaStateSpace.initialCovariance(phi, theta);
            for (int i = 0; i < r; i++) for (int j = 0; j < r; j++) Pn[i + rd * j] = q0[i + r * j];
            for (int i = 0; i < d; i++) Pn[(r + i) * (rd + 1)] = 1e6;

            ArimaStateSpace.Likelihood fast = ArimaStateSpace.filter(y, phi, theta, delta, new double[rd],
                    new double[rd * rd], Pn.clone(), 0, true);
            double[] dense = denseFilter(y, Z, T, R, Pn.clone(), rd);
            double tol = 1e-7 * Math.max(1, Math.abs(dense[0]));
            assertEquals(dense[0], fast.ssq(), tol);
            assertEquals(dense[1], fast.sumlog(), 1e-7 * Math.max(1, Math.abs(dense[1])));
            assertEquals((int) dense[2], fast.used());
        }
    }

    /** The textbook filter: a = T a, P = T P T' + R R' (from the second step), update by Z, gains of 1e4 or more not counted. */
    private static double[] denseFilter(double[] y, double[] Z, double[] T, double[] R, double[] Pnew, int m) {
        double[] a = new double[m];
        double[] P = new double[m * m];
        double ssq = 0, sumlog = 0;
        int nu = 0;
        for (int l = 0; l < y.length; l++) {
            double[] anew = new double[m];
            for (int i = 0; i < m; i++) for (int k = 0; k < m; k++) anew[i] += T[i + m * k] * a[k];
            if (l > 0) {
                double[] tpt = multiply(multiply(T, P, m), transpose(T, m), m);
                for (int i = 0; i < m; i++) for (int j = 0; j < m; j++) Pnew[i + m * j] = tpt[i + m * j] + R[i] * R[j];
            }
            if (Double.isNaN(y[l])) {
                a = anew;
                P = Pnew.clone();
                continue;
            }
            double[] M = new double[m];
            for (int i = 0; i < m; i++) for (int j = 0; j < m; j++) M[i] += Pnew[i + m * j] * Z[j];
            double gain = 0, resid = y[l];
            for (int i = 0; i < m; i++) {
                gain += Z[i] * M[i];
                resid -= Z[i] * anew[i];
            }
            if (gain < 1e4) {
                nu++;
                ssq += resid * resid / gain;
                sumlog += Math.log(gain);
            }
            for (int i = 0; i < m; i++) a[i] = anew[i] + M[i] * resid / gain;
            for (int i = 0; i < m; i++) for (int j = 0; j < m; j++) P[i + m * j] = Pnew[i + m * j] - M[i] * M[j] / gain;
        }
        return new double[] {ssq, sumlog, nu};
    }

    private static double[] multiply(double[] a, double[] b, int m) {
        double[] c = new double[m * m];
        for (int i = 0; i < m; i++)
            for (int j = 0; j < m; j++)
                for (int k = 0; k < m; k++) c[i + m * j] += a[i + m * k] * b[k + m * j];
        return c;
    }

    private static double[] transpose(double[] a, int m) {
        double[] t = new double[m * m];
        for (int i = 0; i < m; i++) for (int j = 0; j < m; j++) t[j + m * i] = a[i + m * j];
        return t;
    }
}
