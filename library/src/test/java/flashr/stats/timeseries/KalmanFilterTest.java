package flashr.stats.timeseries;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Checks the general Kalman filter and smoother against the local level model's scalar recursions
 * and against each other: at the last observation the smoothed state and variance are the filtered
 * ones, and a missing observation only predicts.
 */
class KalmanFilterTest {
    private final Random rnd = new Random(20261203);

    @Test
    void localLevelFilterIsTheScalarRecursion() {
        double q = 0.7, h = 2.5, p0 = 100;
        double[] y = new double[40];
        for (int i = 0; i < y.length; i++) y[i] = (i > 0 ? y[i - 1] : 0) + rnd.nextGaussian();
        y[7] = Double.NaN;
        double[] a = {y[0]}, P = {p0}, Pn = {0};
        KalmanFilter.Run run = KalmanFilter.run(y, new double[] {1}, a, P, new double[] {1}, new double[] {q}, h, Pn, -1, true);
        double m = y[0], v = p0, ssq = 0, sumlog = 0;
        for (int t = 0; t < y.length; t++) {
            v += q;
            if (Double.isNaN(y[t])) {
                assertTrue(Double.isNaN(run.resid()[t]));
            } else {
                double f = v + h, e = y[t] - m;
                ssq += e * e / f;
                sumlog += Math.log(f);
                assertEquals(e / Math.sqrt(f), run.resid()[t], 1e-12);
                m += v / f * e;
                v -= v * v / f;
            }
            assertEquals(m, run.states()[t], 1e-10);
        }
        assertEquals(ssq / y.length, run.ssqPerObs(), 1e-12);
        assertEquals(sumlog / y.length, run.sumlogPerObs(), 1e-12);
        assertEquals(m, a[0], 1e-10);
        assertEquals(v, P[0], 1e-10);
    }

    @Test
    void smootherEndsAtTheFilteredStateOfATrendModel() {
        double[] T = {1, 0, 1, 1}, Z = {1, 0}, V = {0.3, 0, 0, 0.05};
        double h = 1.2;
        double[] y = new double[30];
        for (int i = 0; i < y.length; i++) y[i] = 0.5 * i + rnd.nextGaussian();
        y[12] = Double.NaN;
        double[] a0 = {y[0], 0}, P0 = {1e4, 0, 0, 1e4}, Pn0 = new double[4];
        KalmanFilter.Smooth s = KalmanFilter.smooth(y, Z, a0, P0, T, V, h, Pn0, -1);
        double[] a = a0.clone(), P = P0.clone(), Pn = Pn0.clone();
        KalmanFilter.Run run = KalmanFilter.run(y, Z, a, P, T, V, h, Pn, -1, true);
        int n = y.length;
        for (int i = 0; i < 2; i++) {
            assertEquals(run.states()[n - 1 + n * i], s.states()[n - 1 + n * i], 1e-9);
            for (int j = 0; j < 2; j++) assertEquals(P[i + 2 * j], s.var()[n - 1 + n * i + n * 2 * j], 1e-9);
        }
        assertEquals(y[0], a0[0]);   // the smoother leaves the model's state alone
        for (int t = 0; t < n; t++) assertTrue(s.var()[t] > 0);
    }
}
